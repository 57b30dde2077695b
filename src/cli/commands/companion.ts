/** `similar-code companion`: run the embedding companion on stdio (what scans start as a child process). */
import type { Command } from 'commander';
import { main as companionMain } from '../../companion/main.js';

export function registerCompanion(program: Command): void {
  program
    .command('companion')
    .description('Run the local embedding companion on stdin/stdout (JSON lines protocol; see `similar-code schema companion-protocol`).')
    .option('--models-dir <dir>', 'directory with the embedded models (default: the bundled ones)')
    .option('--version', 'print the companion version')
    .action(async (flags: { modelsDir?: string; version?: boolean }) => {
      const argv = [...(flags.modelsDir ? ['--models-dir', flags.modelsDir] : []), ...(flags.version ? ['--version'] : [])];
      process.exitCode = await companionMain(argv);
    });
}
