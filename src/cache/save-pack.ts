/**
 * Saving a cache pack: the whole file replaced at once (a temp file beside it,
 * then rename), so a reader sees the old pack or the new one, never a torn
 * one. A failure costs only the cache: it comes back as a diagnostic.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Diagnostic } from '../contracts/types.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { errorMessage } from '../util/errors.js';
import { writeFileForce } from '../util/safe-write.js';

/** Replace the pack at `path` with `content`; `what` names the cache in the diagnostic ("vector cache"). */
export async function savePack(path: string, content: string | Uint8Array, what: string): Promise<Diagnostic | null> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFileForce(path, content);
    return null;
  } catch (err) {
    return { domain: 'cache', code: DiagnosticCode.CacheWriteFailed, message: `${what} could not be saved: ${errorMessage(err)}`, path: null };
  }
}
