/** `similar-code review --result RESULT.json --verdicts VERDICTS.json`: join candidates with verdicts by review_key. */
import type { Command } from 'commander';
import { runReview } from '../../review/run.js';
import { parseCount } from '../options.js';

interface ReviewFlags {
  result: string;
  verdicts: string;
  json?: boolean;
  maxBytes?: number;
  offset?: number;
  limit?: number;
  output?: string;
}

export function registerReview(program: Command, setExit: (code: number) => void): void {
  program
    .command('review')
    .description('Join the candidates of a scan result with a verdict document; list stale and unbound verdicts.')
    .requiredOption('--result <file>', 'discovery envelope written by `scan`')
    .requiredOption('--verdicts <file>', 'verdict document (see `similar-code schema verdicts`)')
    .option('--json', 'print the join as JSON')
    .option('--max-bytes <n>', 'byte ceiling of the output (default 16 KiB)', parseCount)
    .option('--offset <n>', 'offset into the candidate and not-bound lists', parseCount)
    .option('--limit <n>', 'rows per list (default 20)', parseCount)
    .option('--output <new-file>', 'write the complete join to a new file (never overwrites, never follows a symlink)')
    .action(async (f: ReviewFlags) => {
      const { output, exitCode } = await runReview({
        resultPath: f.result, verdictsPath: f.verdicts, json: f.json, maxBytes: f.maxBytes, offset: f.offset, limit: f.limit, outputPath: f.output
      });
      (exitCode === 0 ? process.stdout : process.stderr).write(output);
      setExit(exitCode);
    });
}
