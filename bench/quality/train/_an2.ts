import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../../src/embedding/model-store.js';
import { BENCH_DIR } from '../../lib/npm-corpus.js';
import { extractTree } from '../corpus.js';
import { tfidfRows } from '../tfidf.js';
const mp = resolve(process.argv[2] ?? 'models/sc-learned-256');
const model = loadModel(dirname(mp), basename(mp));
const rep = JSON.parse(readFileSync(join(BENCH_DIR, 'quality', 'report.json'), 'utf8'));
const root = join(BENCH_DIR, 'quality', 'reimpl', 'neutral');
const fns = await extractTree(root, 4);
const V = fns.map((f) => model.model.embed(f.normalized).vector);
const tf = tfidfRows(fns.map((f) => f.normalized));
const d = model.provenance.dimensions;
const dot = (a: Float32Array, b: Float32Array) => { let s = 0; for (let k = 0; k < d; k++) s += a[k]! * b[k]!; return s; };
const find = (r: any) => fns.findIndex((f) => f.location.path === r.path && f.location.start_line === r.start_line);
for (const g of rep.neutralGroups) {
  const idx = g.members.map(find);
  console.log(`## ${g.id}`);
  for (const i of idx) {
    const row = fns.map((_, j) => [j, j === i ? -9 : dot(V[i]!, V[j]!)] as [number, number]).sort((a, b) => b[1] - a[1]);
    const tr = tf.row(i);
    const trow = Array.from(tr).map((s, j) => [j, j === i ? -9 : s] as [number, number]).sort((a, b) => b[1] - a[1]);
    const rank = (r: Array<[number, number]>) => Math.min(...idx.filter((j: number) => j !== i).map((j: number) => r.findIndex((x) => x[0] === j) + 1));
    const partners = idx.filter((j: number) => j !== i).map((j: number) => dot(V[i]!, V[j]!).toFixed(2)).join(',');
    console.log(`  ${fns[i]!.location.path} ${fns[i]!.lines}l rank model ${rank(row)} tfidf ${rank(trow)} partner cos ${partners} top1 ${row[0]![1].toFixed(2)} ${fns[row[0]![0]]!.location.path}`);
  }
}
