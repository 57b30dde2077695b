/** `similar-code review --result RESULT.json --verdicts VERDICTS.json`: join candidates with verdicts by review_key. */
import type { Command } from 'commander';
import { runReview } from '../../review/run.js';

export function registerReview(program: Command, setExit: (code: number) => void): void {
  program
    .command('review')
    .description('Join the candidates of a scan result with a verdict document; list stale and unbound verdicts.')
    .requiredOption('--result <file>', 'discovery envelope written by `scan`')
    .requiredOption('--verdicts <file>', 'verdict document (see `similar-code schema verdicts`)')
    .option('--json', 'print the join as JSON')
    .action(async (f: { result: string; verdicts: string; json?: boolean }) => {
      const { output, exitCode } = await runReview({ resultPath: f.result, verdictsPath: f.verdicts, json: f.json });
      (exitCode === 0 ? process.stdout : process.stderr).write(output);
      setExit(exitCode);
    });
}
