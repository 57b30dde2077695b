/**
 * Per-member neighbour listing for the re-implementation benchmark: for each
 * group member, its top neighbours under the model (and TF-IDF), marked as
 * partner (+) or not. Reads the trees and groups of the last `run.ts`.
 *
 *   node scripts/run-ts.mjs bench/quality/diagnose.ts [--model models/<id>] [--mode published|neutral] [--k 5]
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../src/embedding/model-store.js';
import { assetPaths } from '../../src/util/assets.js';
import { BENCH_DIR } from '../lib/npm-corpus.js';
import { extractTree } from './corpus.js';
import { tfidfRows } from './tfidf.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const mode = value('--mode') ?? 'published';
const k = Number(value('--k') ?? 5);
const modelArg = value('--model');

async function main(): Promise<void> {
  type Ref = { path: string; start_line: number; end_line: number };
  const report = JSON.parse(readFileSync(join(BENCH_DIR, 'quality', 'report.json'), 'utf8')) as { groups: Array<{ id: string; members: Ref[] }>; neutralGroups: typeof report.groups; nearCopies?: Ref[] };
  const groups = mode === 'neutral' ? report.neutralGroups : report.groups;
  const root = join(BENCH_DIR, 'quality', 'reimpl', mode);
  // the near-copies of members run.ts leaves out
  const left = new Set((report.nearCopies ?? []).map((r) => `${r.path}:${r.start_line}`));
  const fns = (await extractTree(root, 4)).filter((f) => !left.has(`${f.location.path}:${f.location.start_line}`));
  const modelsDir = modelArg ? resolve(dirname(modelArg)) : assetPaths().modelsDir;
  const model = loadModel(modelsDir, modelArg ? basename(modelArg) : null);
  const vecs = fns.map((f) => model.model.embed(f.normalized).vector);
  const tf = tfidfRows(fns.map((f) => f.normalized));
  const key = (p: { path: string; start_line: number }): string => `${p.path}:${p.start_line}`;
  const idx = new Map(fns.map((f, i) => [key(f.location), i]));
  const group = new Map<number, string>();
  for (const g of groups) for (const m of g.members) group.set(idx.get(key(m))!, g.id);
  const label = (i: number): string => `${fns[i]!.location.path.replace(/^[^/]*\//, '')}:${fns[i]!.location.name}`;
  const sims = fns.map((_, i) => fns.map((__, j) => {
    let s = 0;
    for (let q = 0; q < vecs[i]!.length; q++) s += vecs[i]![q]! * vecs[j]![q]!;
    return s;
  }));
  if (args.includes('--pairs')) {
    const all: Array<[number, number, number]> = [];
    for (let i = 0; i < fns.length; i++) for (let j = i + 1; j < fns.length; j++) if (group.has(i) || group.has(j)) all.push([i, j, sims[i]![j]!]);
    all.sort((a, b) => b[2] - a[2]);
    let tp = 0;
    let fp = 0;
    const total = groups.reduce((s, g) => s + (g.members.length * (g.members.length - 1)) / 2, 0);
    for (const [i, j, s] of all.slice(0, Number(value('--pairs-n') ?? 60))) {
      const ok = group.get(i) !== undefined && group.get(i) === group.get(j);
      if (ok) tp++;
      else fp++;
      const f1 = (2 * tp) / (tp + fp + total);
      console.log(`${ok ? '+' : '-'} ${s.toFixed(3)} f1=${f1.toFixed(2)} ${label(i)} ~ ${label(j)}`);
    }
    return;
  }
  for (const g of groups) {
    console.log(`== ${g.id}`);
    for (const m of g.members) {
      const i = idx.get(key(m))!;
      const sim = fns.map((_, j) => {
        let s = 0;
        for (let q = 0; q < vecs[i]!.length; q++) s += vecs[i]![q]! * vecs[j]![q]!;
        return s;
      });
      const trow = tf.row(i);
      const show = (row: ArrayLike<number>): string => {
        const order = [...Array(fns.length).keys()].filter((j) => j !== i).sort((a, b) => row[b]! - row[a]!);
        return order.slice(0, k).map((j) => `${group.get(j) === g.id ? '+' : ' '}${row[j]!.toFixed(2)} ${label(j)}`).join('\n      ');
      };
      console.log(`  ${label(i)} (${fns[i]!.lines} lines)\n   model:\n      ${show(sim)}\n   tfidf:\n      ${show(trow)}`);
    }
  }
}
main().catch((e: unknown) => { console.error(e); process.exit(1); });
