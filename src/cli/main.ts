/**
 * The CLI: argument parsing and exit codes only. Each subcommand lives in
 * commands/ and calls a library function that returns its output.
 */
import { Command, CommanderError } from 'commander';
import { SIMILAR_CODE_VERSION } from '../version.js';
import { UserError, errorMessage } from '../util/errors.js';
import { ExitCode } from '../contracts/exit-codes.js';
import { registerScan } from './commands/scan.js';
import { registerSchema } from './commands/schema.js';
import { registerCompanion } from './commands/companion.js';
import { registerModel } from './commands/model.js';
import { registerInspect } from './commands/inspect.js';
import { registerReview } from './commands/review.js';

export async function runCli(argv: readonly string[]): Promise<number> {
  const program = new Command('similar-code')
    .description('Find semantically similar functions with a local embedding model. Never gates: exit 0 whenever output was produced.')
    .version(SIMILAR_CODE_VERSION)
    .exitOverride()
    .showHelpAfterError()
    .addHelpText('after', `\nExit codes:\n  0  output produced (with or without candidates, complete or partial)\n  1  internal error (a bug)\n  2  unusable input (bad flags, not a git repository, invalid document, output exists)`);
  let exitCode: number = ExitCode.Ok;
  const setExit = (code: number): void => {
    exitCode = code;
  };
  registerScan(program, setExit);
  registerInspect(program, setExit);
  registerReview(program, setExit);
  registerSchema(program);
  registerCompanion(program);
  registerModel(program, setExit);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.exitCode === 0 ? ExitCode.Ok : ExitCode.UsageError;
    }
    if (err instanceof UserError) {
      process.stderr.write(`similar-code: ${err.message}\n`);
      return ExitCode.UsageError;
    }
    process.stderr.write(`similar-code: internal error: ${errorMessage(err)}\n${err instanceof Error && err.stack ? err.stack : ''}\n`);
    return ExitCode.InternalError;
  }
}
