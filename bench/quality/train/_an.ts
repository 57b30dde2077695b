import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../../src/embedding/model-store.js';
import { BENCH_DIR } from '../../lib/npm-corpus.js';
import { extractTree } from '../corpus.js';
import { buildInjected } from '../injected.js';
const mp = resolve(process.argv[2] ?? 'models/sc-learned-256');
const thr = Number(process.argv[3] ?? 0.765);
const model = loadModel(dirname(mp), basename(mp));
const dir = join(BENCH_DIR, 'quality', 'calibration', 'injected');
const truth = await buildInjected(dir, 150);
const fns = await extractTree(dir, 5);
const d = model.provenance.dimensions;
const V = fns.map((f) => model.model.embed(f.normalized).vector);
const dot = (a: Float32Array, b: Float32Array) => { let s = 0; for (let k = 0; k < d; k++) s += a[k]! * b[k]!; return s; };
const key = (p: string, s: number, e: number) => `${p}:${s}:${e}`;
const idx = new Map(fns.map((f, i) => [key(f.location.path, f.location.start_line, f.location.end_line), i]));
const truthSet = new Set<string>();
const misses: string[] = [];
for (const p of truth.pairs) {
  const a = idx.get(key(p.a.path, p.a.start_line, p.a.end_line)), b = idx.get(key(p.b.path, p.b.start_line, p.b.end_line));
  if (a === undefined || b === undefined) continue;
  truthSet.add(`${Math.min(a, b)},${Math.max(a, b)}`);
  const s = dot(V[a]!, V[b]!);
  if (p.type === 'T3' && s < thr) misses.push(`${s.toFixed(3)} lines ${fns[a]!.lines}/${fns[b]!.lines}\n  A: ${fns[a]!.normalized.slice(0, 300)}\n  B: ${fns[b]!.normalized.slice(0, 300)}`);
}
const fps: Array<[number, string]> = [];
for (let i = 0; i < fns.length; i++) for (let j = i + 1; j < fns.length; j++) {
  const s = dot(V[i]!, V[j]!);
  if (s >= thr && !truthSet.has(`${i},${j}`)) fps.push([s, `${s.toFixed(3)} ${fns[i]!.location.path} | ${fns[j]!.location.path}\n  A: ${fns[i]!.normalized.slice(0, 250)}\n  B: ${fns[j]!.normalized.slice(0, 250)}`]);
}
fps.sort((x, y) => y[0] - x[0]);
console.log(`FP above ${thr}: ${fps.length}`);
for (const [, t] of fps.slice(0, 12)) console.log(t);
console.log(`T3 misses: ${misses.length}`);
for (const t of misses.slice(0, 14)) console.log(t);
