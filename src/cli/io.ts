/** Where command output goes: stdout, or a file that is never overwritten unless forced. */
import { resolve } from 'node:path';
import { writeFileForce, writeNewFile } from '../util/safe-write.js';
import { UserError, errorMessage } from '../util/errors.js';
import type { Logger } from '../contracts/pipeline.js';

export async function emit(content: string, output: string | undefined, force: boolean): Promise<void> {
  if (!output) {
    process.stdout.write(content);
    return;
  }
  const path = resolve(output);
  try {
    await (force ? writeFileForce(path, content) : writeNewFile(path, content));
  } catch (err) {
    if (err instanceof UserError && !force && /refusing to overwrite/.test(err.message)) {
      throw new UserError(`${err.message} (pass --force to overwrite it)`);
    }
    throw err instanceof UserError ? err : new UserError(`cannot write ${output}: ${errorMessage(err)}`);
  }
}

/** Progress and warnings on stderr; info lines only on a TTY or with --verbose. */
export function stderrLogger(opts: { verbose: boolean; quiet: boolean }): Logger {
  const showInfo = !opts.quiet && (opts.verbose || process.stderr.isTTY === true);
  return {
    debug: (m) => {
      if (opts.verbose) process.stderr.write(`similar-code: ${m}\n`);
    },
    info: (m) => {
      if (showInfo) process.stderr.write(`similar-code: ${m}\n`);
    },
    warning: (m) => {
      if (!opts.quiet) process.stderr.write(`similar-code: warning: ${m}\n`);
    }
  };
}
