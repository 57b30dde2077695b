/** `similar-code inspect --result RESULT.json CANDIDATE_ID`: bounded, source-grounded evidence for one candidate. */
import type { Command } from 'commander';
import { runInspect } from '../../inspect/run.js';
import { parseCount } from '../options.js';

interface InspectFlags {
  result: string;
  json?: boolean;
  maxBytes?: number;
  offset?: number;
  limit?: number;
  enrich?: string;
  runtime?: string;
  output?: string;
  root?: string;
}

export function registerInspect(program: Command, setExit: (code: number) => void): void {
  program
    .command('inspect')
    .description('Build the candidate snapshot and a bounded inspect packet for one candidate, without rerunning the scan.')
    .argument('<candidate-id>', 'candidate_id from the scan result')
    .requiredOption('--result <file>', 'discovery envelope written by `scan`')
    .option('--json', 'print the bounded JSON packet instead of the human view')
    .option('--max-bytes <n>', 'byte ceiling of the output (default 16 KiB)', parseCount)
    .option('--offset <n>', 'offset into the callers and tests lists', parseCount)
    .option('--limit <n>', 'page size of the callers and tests lists (default 20)', parseCount)
    .option('--enrich <list>', 'all, none, or a comma list: graph,entry-points,callers,callees,tests,ownership,churn,clone-coverage,runtime', 'all')
    .option('--runtime <file>', 'runtime evidence (JSON) to include')
    .option('--output <new-file>', 'write the complete packet to a new file (never overwrites, never follows a symlink)')
    .option('--root <dir>', 'repository root the result paths are relative to (default: current directory)')
    .action(async (candidateId: string, f: InspectFlags) => {
      const { output, exitCode } = await runInspect({
        resultPath: f.result, candidateId, json: f.json, maxBytes: f.maxBytes, offset: f.offset, limit: f.limit,
        enrich: f.enrich, runtimePath: f.runtime, outputPath: f.output, root: f.root
      });
      (exitCode === 0 ? process.stdout : process.stderr).write(output);
      setExit(exitCode);
    });
}
