/**
 * Comparison kernel benchmark on real vectors (monaco-editor 0.57.0 esm/
 * functions embedded with the default model), in one run:
 *   - the plain blocked Float32Array loop (exactSearch, the reference);
 *   - the int16 WASM SIMD kernel on the calling thread and on worker threads;
 *   - numpy/OpenBLAS (python3), when available: the ceiling;
 *   - the quantization error: max |int16 dot − float32 dot| against its bound.
 *
 *   node scripts/run-ts.mjs bench/perf/kernel.ts [--n 10000]
 *
 * Writes .bench/perf/kernel.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR, fetchPackage, listSources } from '../lib/npm-corpus.js';
import { canonicalPairs, recallAtK } from '../lib/neighbours.js';
import { createExtractor, languageForPath } from '../../src/extraction/extractor.js';
import { startCompanion } from '../../src/embedding/client.js';
import { exactSearch } from '../../src/comparison/exact-search.js';
import type { SearchInput } from '../../src/comparison/search-types.js';
import { fastSearch } from '../../src/comparison/fast-search.js';
import { approximateSearch } from '../../src/comparison/approximate-search.js';
import { quantizeInto, strideFor } from '../../src/comparison/quantize.js';

const argv = process.argv.slice(2);
const N = argv.includes('--n') ? Number(argv[argv.indexOf('--n') + 1]) : 10_000;

async function realVectors(n: number): Promise<{ vectors: Float32Array; dims: number; threshold: number }> {
  const root = join(fetchPackage('monaco-editor', '0.57.0'), 'esm');
  const extractor = await createExtractor();
  const texts: string[] = [];
  const seen = new Set<string>();
  for (const rel of listSources(root)) {
    const text = readFileSync(join(root, rel), 'utf8');
    for (const fn of extractor.extract({ path: rel, language: languageForPath(rel)!, text }, { minLines: 3, maxFunctionBytes: 65536 }).functions) {
      if (seen.has(fn.normalized_sha256)) continue;
      seen.add(fn.normalized_sha256);
      texts.push(fn.normalized);
    }
    if (texts.length >= n) break;
  }
  const provider = await startCompanion({ timeoutMs: 60_000 });
  const dims = provider.info.model.dimensions;
  const threshold = provider.info.calibration.default_threshold;
  const count = Math.min(n, texts.length);
  const vectors = new Float32Array(count * dims);
  for (let i = 0; i < count; i += 256) {
    const r = await provider.embed(texts.slice(i, Math.min(count, i + 256)));
    r.vectors.forEach((v, k) => vectors.set(v, (i + k) * dims));
  }
  await provider.close();
  return { vectors, dims, threshold };
}

function numpy(vectors: Float32Array, count: number, dims: number, threshold: number): { ms: number; above: number } | { error: string } {
  const file = join(tmpdir(), `sc-kernel-${process.pid}.f32`);
  writeFileSync(file, Buffer.from(vectors.buffer, vectors.byteOffset, count * dims * 4));
  const py = `
import numpy as np, time, sys
x = np.fromfile(sys.argv[1], dtype=np.float32).reshape(-1, int(sys.argv[2]))
t = float(sys.argv[3]); n = x.shape[0]; B = 2048
best = None
for rep in range(2):
    t0 = time.perf_counter(); above = 0
    for i in range(0, n, B):
        s = x[i:i+B] @ x[i:].T
        s = np.triu(s, 1 if True else 0) if False else s
        r = np.arange(s.shape[0])[:, None]; c = np.arange(s.shape[1])[None, :]
        above += int(np.count_nonzero((s >= t) & (c > r)))
    ms = (time.perf_counter() - t0) * 1000
    best = ms if best is None else min(best, ms)
print(best, above)
`;
  const r = spawnSync('python3', ['-c', py, file, String(dims), String(threshold)], { encoding: 'utf8' });
  rmSync(file, { force: true });
  if (r.status !== 0) return { error: (r.stderr || 'python3 unavailable').slice(-300) };
  const [ms, above] = r.stdout.trim().split(/\s+/).map(Number);
  return { ms: ms!, above: above! };
}

async function main(): Promise<void> {
  const { vectors, dims, threshold } = await realVectors(N);
  const count = vectors.length / dims;
  const pairs = (count * (count - 1)) / 2;
  const gflops = (ms: number): number => (pairs * dims * 2) / (ms / 1000) / 1e9;
  const input: SearchInput = { vectors, dims, count, queries: null, threshold, maxNeighbors: 5, maxComparisons: Number.MAX_SAFE_INTEGER, deadline: Number.MAX_SAFE_INTEGER };
  console.log(`${count} real vectors × ${dims} dims, ${pairs} pairs, threshold ${threshold}, ${availableParallelism()} cores`);

  let t0 = performance.now();
  const plain = exactSearch(input);
  const plainMs = performance.now() - t0;
  t0 = performance.now();
  const single = await fastSearch(input, { threads: 0 });
  const singleMs = performance.now() - t0;
  t0 = performance.now();
  const multi = await fastSearch(input, { threads: availableParallelism() });
  const multiMs = performance.now() - t0;
  const same = canonicalPairs(plain.pairs) === canonicalPairs(single.pairs) && canonicalPairs(single.pairs) === canonicalPairs(multi.pairs) && plain.aboveThreshold === multi.aboveThreshold;

  // quantization error on real vectors: 300 rows against all
  const stride = strideFor(dims);
  const q16 = new Int16Array(count * stride);
  const q = quantizeInto(vectors, dims, count, q16);
  let maxErr = 0;
  let sumErr = 0;
  let m = 0;
  for (let i = 0; i < Math.min(300, count); i++)
    for (let j = 0; j < count; j++) {
      let f = 0;
      let d = 0;
      for (let k = 0; k < dims; k++) {
        f += Math.fround(vectors[i * dims + k]! * vectors[j * dims + k]!);
        d += q16[i * stride + k]! * q16[j * stride + k]!;
      }
      const e = Math.abs(d / (q.scale * q.scale) - f);
      maxErr = Math.max(maxErr, e);
      sumErr += e;
      m++;
    }

  // approximate search recall@10 against exact (top-10 neighbours, no threshold cut)
  const approx = [await approximateRecall(vectors, dims, count, threshold), await approximateRecall(vectors, dims, count, threshold - 0.2)];
  const np = numpy(vectors, count, dims, threshold);
  const report = {
    count,
    dims,
    pairs,
    threshold,
    cores: availableParallelism(),
    plain_blocked_float32: { ms: Math.round(plainMs), gflops: gflops(plainMs), above: plain.aboveThreshold },
    wasm_simd_int16_1_thread: { ms: Math.round(singleMs), gflops: gflops(singleMs), speedup: plainMs / singleMs, rechecked: single.rechecked },
    wasm_simd_int16_all_threads: { ms: Math.round(multiMs), gflops: gflops(multiMs), speedup: plainMs / multiMs, threads: multi.threads },
    identical_results: same,
    quantization: { scale: q.scale, bound: q.bound, max_abs_error: maxErr, mean_abs_error: sumErr / m, pairs_sampled: m },
    numpy_openblas: 'error' in np ? np : { ms: Math.round(np.ms), gflops: gflops(np.ms), above: np.above, kernel_share_of_numpy: np.ms / multiMs },
    approximate: approx
  };
  console.log(JSON.stringify(report, null, 2));
  mkdirSync(join(BENCH_DIR, 'perf'), { recursive: true });
  writeFileSync(join(BENCH_DIR, 'perf', 'kernel.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/** recall@10 of the approximate index against exact top-10, over a sample of queries. */
async function approximateRecall(vectors: Float32Array, dims: number, count: number, threshold: number): Promise<unknown> {
  const k = 10;
  // a budget of a fifth of the exact plan (about a tenth of the pairs get compared; nprobe scales with it)
  const budget = Math.floor((count * (count - 1)) / 2 / 5);
  const t0 = performance.now();
  const approx = await approximateSearch({ vectors, dims, count, queries: null, threshold, maxNeighbors: k, maxComparisons: budget, deadline: Number.MAX_SAFE_INTEGER });
  const ms = performance.now() - t0;
  const t1 = performance.now();
  const exact = await fastSearch({ vectors, dims, count, queries: null, threshold, maxNeighbors: k, maxComparisons: Number.MAX_SAFE_INTEGER, deadline: Number.MAX_SAFE_INTEGER });
  const exactMs = performance.now() - t1;
  // top-k per function from the pairs each search kept (a pair is kept when it is in either side's top-k)
  const { recall, total } = recallAtK(exact.pairs, approx.pairs, k);
  return { threshold, exact_neighbours: total, recall_at_10: recall, approximate_ms: Math.round(ms), exact_ms: Math.round(exactMs), comparisons: approx.comparisons, exact_comparisons: exact.comparisons, method: approx.method };
}

await main();
