// Builds the bundles (action, CLI, companion) and their assets into build/
// once per test run, so every test starts the same real companion and CLI
// and no test rebuilds while another one runs them.
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function globalSetup() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--outdir', 'build'], { cwd: root, stdio: 'inherit' });
}
