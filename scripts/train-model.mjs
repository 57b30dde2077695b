#!/usr/bin/env node
// The learned default model's recipe (bench/quality/train/main.ts), one command:
//
//   node scripts/train-model.mjs [--out models/sc-learned6-288] [--epochs N] ...
//   node scripts/run-ts.mjs bench/quality/train/calibrate.ts --model models/sc-learned6-288 --write
//
// Fetches the pinned training packages (npm pack, cached under .bench/),
// builds the training data, trains on one thread and writes model.bin and
// model.json. Same inputs, same bytes.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(process.execPath, [join(root, 'scripts', 'run-ts.mjs'), 'bench/quality/train/main.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
