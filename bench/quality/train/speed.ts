/**
 * Inference speed of a model on one thread (the floor: 2,000
 * functions/s on one core): embeds the injected-clone corpus's functions
 * (bench/quality/injected.ts tree, already built by run.ts or calibrate.ts)
 * `--rounds` times after one warm-up round and prints functions per second.
 *
 *   node scripts/run-ts.mjs bench/quality/train/speed.ts --model models/<id> [--rounds 5]
 */
import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../../src/embedding/model-store.js';
import { BENCH_DIR } from '../../lib/npm-corpus.js';
import { extractTree } from '../corpus.js';
import { buildInjected } from '../injected.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const modelPath = resolve(value('--model') ?? 'models/sc-learned6-288');
const rounds = Number(value('--rounds') ?? 5);

async function main(): Promise<void> {
  const model = loadModel(dirname(modelPath), basename(modelPath));
  const dir = join(BENCH_DIR, 'quality', 'calibration', 'injected');
  await buildInjected(dir, 150);
  const texts = (await extractTree(dir, 5)).map((f) => f.normalized);
  let sink = 0;
  for (const t of texts) sink += model.model.embed(t).vector[0]!;
  const perRound: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const t of texts) sink += model.model.embed(t).vector[0]!;
    perRound.push((texts.length / (performance.now() - t0)) * 1000);
  }
  perRound.sort((a, b) => a - b);
  console.log(`${model.provenance.model_id}: ${texts.length} functions x ${rounds} rounds, one thread: median ${perRound[Math.floor(rounds / 2)]!.toFixed(0)} functions/s (best ${perRound[rounds - 1]!.toFixed(0)}, worst ${perRound[0]!.toFixed(0)})${sink === 0.5 ? ' ' : ''}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
