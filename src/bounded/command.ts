/**
 * What the bounded read-only commands (inspect, review) share: their result
 * shape and exit codes, option checks, the follow-up command they print for
 * the next page, and the choice between the human view and bounded JSON.
 */
import { ExitCode } from '../contracts/exit-codes.js';
import { UserError } from '../util/errors.js';

export interface CommandResult {
  output: string;
  exitCode: number;
}

/** Exports are complete; this bounds what one export may hold. */
export const MAX_EXPORT_BYTES = 64 * 1024 * 1024;

/** Runs a command body: its text on success, a usage error's message and exit code 2 on bad input. */
export async function commandResult(body: () => Promise<string>): Promise<CommandResult> {
  try {
    return { output: await body(), exitCode: ExitCode.Ok };
  } catch (err) {
    if (err instanceof UserError) return { output: `similar-code: error: ${err.message}\n`, exitCode: ExitCode.UsageError };
    throw err;
  }
}

export function nonNegativeInt(value: number | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new UserError(`${flag} must be a non-negative integer, got ${value}`);
  return value;
}

/** POSIX shell quoting for a follow-up command a user can paste. */
export function shellQuote(s: string): string {
  return /^[\w./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A follow-up command: the original invocation's words plus the flags that select the next page. */
export function followUpCommand(words: readonly string[]): (flags: string) => string {
  const base = words.join(' ');
  return (flags) => `${base} ${flags}`;
}

/** The human view shares the ceiling; when it would exceed it, the bounded JSON is shown instead. */
export function humanWithinCeiling(human: string, boundedJson: string, maxBytes: number): string {
  return Buffer.byteLength(human, 'utf8') <= maxBytes ? human : boundedJson;
}
