/**
 * The IVF SIMD path's tasks, as source text so the calling thread and every
 * worker run the very same code (as ./fast-search.ts does for the fast
 * search). Every task's output depends only on its inputs, never on which
 * thread ran it or when.
 *
 * assignTask: for rows[r] (or r), score all nlist centroids with the int16
 *   kernel (dotsv) and write the `p` best lists (ties: lower list first) to
 *   dest[r·p …]. Used for the k-means rounds (p = 1 over the sample) and for
 *   the final assignment and probe lists (p = nprobe over every vector).
 * probeTask: for permuted positions [p0, p1), compare the vector against the
 *   members of its probed lists with the kernel (dots), recheck each kept pair
 *   with the float loop of the exact search and return (a, b, score) triplets.
 *   A pair found from both sides (each vector's own list is among the other's
 *   probes) is returned only from the lower index, so every pair comes once.
 */
import { FLOAT_DOT_SOURCE } from './float-dot.js';

const IVF_TASK_SOURCE = String.raw`
${FLOAT_DOT_SOURCE}
function assignTask(env, r0, r1, useRows, p, dest) {
  const { dotsv, out, outOff, rowBytes, centOff, nlist, rows } = env;
  const bs = new Int32Array(p);
  const bc = new Int32Array(p);
  for (let r = r0; r < r1; r++) {
    const i = useRows ? rows[r] : r;
    dotsv(i * rowBytes, centOff, nlist, rowBytes, -2147483648, outOff);
    let n = 0;
    for (let c = 0; c < nlist; c++) {
      const v = out[c];
      if (n === p && v <= bs[p - 1]) continue;
      let k = n < p ? n++ : p - 1;
      while (k > 0 && bs[k - 1] < v) { bs[k] = bs[k - 1]; bc[k] = bc[k - 1]; k--; }
      bs[k] = v; bc[k] = c;
    }
    for (let k = 0; k < p; k++) dest[r * p + k] = bc[k];
  }
}
function probeTask(env, c0, c1) {
  const { dots, out, outOff, rowBytes, f32, dims, order, pos, own, probes, nprobe, starts, qstarts, qlist, thrQ, threshold } = env;
  let hits = new Float64Array(3072);
  let h = 0;
  let comparisons = 0;
  for (let c = c0; c < c1; c++) {
    const s0 = starts[c];
    const n = starts[c + 1] - s0;
    if (n === 0) continue;
    const cOff = s0 * rowBytes;
    for (let x = qstarts[c], xe = qstarts[c + 1]; x < xe; x++) {
      const i = qlist[x];
      const oi = own[i];
      comparisons += n;
      const found = dots(pos[i] * rowBytes, cOff, n, rowBytes, thrQ, outOff);
      for (let k = 0; k < found; k++) {
        const j = order[s0 + out[k]];
        if (j === i) continue;
        if (j < i) {
          let both = false;
          for (let u = j * nprobe, e = u + nprobe; u < e; u++) if (probes[u] === oi) { both = true; break; }
          if (both) continue;
        }
        const a = i < j ? i : j;
        const b = i < j ? j : i;
        const s = dot(f32, a * dims, b * dims, dims);
        if (s < threshold) continue;
        if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
        hits[h++] = a; hits[h++] = b; hits[h++] = s;
      }
    }
  }
  return { hits: hits.slice(0, h), comparisons };
}
function makeEnv(d, kernels) {
  return {
    ...d.params,
    dots: kernels.dots,
    dotsv: kernels.dotsv,
    out: new Int32Array(d.mem.buffer, d.outOff, d.params.outLen),
    outOff: d.outOff,
    f32: new Float32Array(d.f32),
    rows: new Int32Array(d.rows),
    order: new Int32Array(d.order),
    pos: new Int32Array(d.pos),
    qstarts: new Int32Array(d.qstarts),
    qlist: new Int32Array(d.qlist),
    own: new Int32Array(d.own),
    probes: new Int32Array(d.probes),
    starts: new Int32Array(d.starts),
    assign: new Int32Array(d.assign)
  };
}
function runIvfTask(env, m) {
  if (m.kind === 'assign-sample') { assignTask(env, m.r0, m.r1, true, 1, env.assign); return { comparisons: 0 }; }
  if (m.kind === 'assign-all') { assignTask(env, m.r0, m.r1, false, env.nprobe, env.probes); return { comparisons: 0 }; }
  return probeTask(env, m.r0, m.r1);
}
`;

/** A worker: the kernel instantiated on the shared memory, then one answer per task (./task-pool.ts). */
export const IVF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${IVF_TASK_SOURCE}
const d = workerData;
const inst = new WebAssembly.Instance(d.module, { env: { mem: d.mem } });
const env = makeEnv(d, { dots: inst.exports.dots, dotsv: inst.exports.dotsv });
parentPort.on('message', (m) => {
  const r = runIvfTask(env, m);
  if (r.hits) parentPort.postMessage({ id: m.id, hits: r.hits, comparisons: r.comparisons }, [r.hits.buffer]);
  else parentPort.postMessage({ id: m.id, comparisons: 0 });
});
`;

export interface IvfTask {
  kind: 'assign-sample' | 'assign-all' | 'probe';
  r0: number;
  r1: number;
}
export interface IvfTaskResult {
  hits?: Float64Array;
  comparisons: number;
}
/** Scalars every task reads from its env. */
export interface IvfEnvParams {
  dims: number;
  rowBytes: number;
  centOff: number;
  nlist: number;
  nprobe: number;
  outLen: number;
  thrQ: number;
  threshold: number;
}

type IvfLocal = { makeEnv: (d: unknown, kernels: unknown) => Record<string, unknown>; runIvfTask: (env: unknown, m: IvfTask) => IvfTaskResult };
let ivfLocal: IvfLocal | null = null;
/** The task code evaluated once on this thread (for threads = 0). */
export function ivfLocalFns(): IvfLocal {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  ivfLocal ??= new Function(`${IVF_TASK_SOURCE}\nreturn { makeEnv, runIvfTask };`)() as IvfLocal;
  return ivfLocal;
}

/** Consecutive tasks of `kind` over [0, n), `step` at a time. */
export function tasksOf(kind: IvfTask['kind'], n: number, step: number): IvfTask[] {
  const out: IvfTask[] = [];
  for (let r0 = 0; r0 < n; r0 += step) out.push({ kind, r0, r1: Math.min(n, r0 + step) });
  return out;
}
