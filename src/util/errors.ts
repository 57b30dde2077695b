/** A problem with what the user gave us (flags, files, documents): not a bug. */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/** Normalise anything thrown into a message, so a thrown non-Error never slips by. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'string') return err;
  try {
    return JSON.stringify(err) ?? String(err);
  } catch {
    return String(err);
  }
}
