/**
 * Approximate search (IVF) at scan scale on real vectors, against exact search
 * in the same run:
 *
 *   node scripts/run-ts.mjs bench/perf/approximate.ts [--sizes unique,100000,150000] [--queries 2000] [--threads 0,2] [--nprobe N]
 *
 * The vectors are the default model's embeddings of every distinct function
 * (min_lines 5) of rxjs 7.8.2 src/, three 0.187.0 src/ and monaco-editor
 * 0.57.0 esm/ (cached in .bench/perf/vectors-*.f32). Each size is made the way
 * the synthetic scan corpus is: the distinct vectors repeated in order (copy
 * k of row r is an exact duplicate), "unique" is them once. For each size:
 * the IVF search at the scan's budget (max_comparisons 2e9) on the calling
 * thread and on worker threads (same pairs required), and recall@10 against
 * exact top-10 (fastSearch scoped to a sample of query rows).
 * Writes .bench/perf/approximate.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, fetchPackage, listSources } from '../lib/npm-corpus.js';
import { canonicalPairs, recallAtK } from '../lib/neighbours.js';
import { createExtractor, languageForPath } from '../../src/extraction/extractor.js';
import { startCompanion } from '../../src/embedding/client.js';
import { fastSearch } from '../../src/comparison/fast-search.js';
import { approximateSearch } from '../../src/comparison/approximate-search.js';

const argv = process.argv.slice(2);
const arg = (name: string, dflt: string): string => (argv.includes(name) ? argv[argv.indexOf(name) + 1]! : dflt);
const SIZES = arg('--sizes', 'unique,100000,150000').split(',');
const QUERIES = Number(arg('--queries', '2000'));
const THREADS = arg('--threads', '0,2').split(',').map(Number);
const BUDGET = 2_000_000_000;
const NPROBE = argv.includes('--nprobe') ? Number(arg('--nprobe', '0')) : undefined;

async function distinctVectors(): Promise<{ vectors: Float32Array; dims: number; threshold: number }> {
  const dir = join(BENCH_DIR, 'perf');
  const bin = join(dir, 'vectors-distinct.f32');
  const meta = join(dir, 'vectors-distinct.json');
  if (existsSync(bin) && existsSync(meta)) {
    const m = JSON.parse(readFileSync(meta, 'utf8')) as { dims: number; threshold: number };
    const b = readFileSync(bin);
    return { vectors: new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length)), ...m };
  }
  const extractor = await createExtractor();
  const texts: string[] = [];
  const seen = new Set<string>();
  for (const [pkg, version, sub] of [['rxjs', '7.8.2', 'src'], ['three', '0.187.0', 'src'], ['monaco-editor', '0.57.0', 'esm']] as const) {
    const root = join(fetchPackage(pkg, version), sub);
    for (const rel of listSources(root)) {
      const text = readFileSync(join(root, rel), 'utf8');
      for (const fn of extractor.extract({ path: rel, language: languageForPath(rel)!, text }, { minLines: 5, maxFunctionBytes: 65536 }).functions) {
        if (seen.has(fn.normalized_sha256)) continue;
        seen.add(fn.normalized_sha256);
        texts.push(fn.normalized);
      }
    }
  }
  const provider = await startCompanion({ timeoutMs: 120_000 });
  const dims = provider.info.model.dimensions;
  const threshold = provider.info.calibration.default_threshold;
  const vectors = new Float32Array(texts.length * dims);
  for (let i = 0; i < texts.length; i += 256) {
    const r = await provider.embed(texts.slice(i, Math.min(texts.length, i + 256)));
    r.vectors.forEach((v, k) => vectors.set(v, (i + k) * dims));
  }
  await provider.close();
  mkdirSync(dir, { recursive: true });
  writeFileSync(bin, Buffer.from(vectors.buffer));
  writeFileSync(meta, JSON.stringify({ dims, threshold, count: texts.length }));
  return { vectors, dims, threshold };
}

async function main(): Promise<void> {
  const base = await distinctVectors();
  const { dims } = base;
  const threshold = argv.includes('--threshold') ? Number(arg('--threshold', '0')) : base.threshold;
  const distinct = base.vectors.length / dims;
  console.log(`${distinct} distinct real vectors × ${dims} dims, threshold ${threshold}`);
  const results: unknown[] = [];
  for (const size of SIZES) {
    const count = size === 'unique' ? distinct : Number(size);
    const vectors = new Float32Array(count * dims);
    for (let r = 0; r < count; r++) vectors.set(base.vectors.subarray((r % distinct) * dims, (r % distinct) * dims + dims), r * dims);
    const input = { vectors, dims, count, queries: null, threshold, maxNeighbors: 10, maxComparisons: BUDGET, deadline: Number.MAX_SAFE_INTEGER };
    const runs: Array<{ threads: number; ms: number; comparisons: number; pairs: number; method: string }> = [];
    let first: string | null = null;
    let same = true;
    let approxPairs: Array<{ a: number; b: number; score: number }> = [];
    for (const threads of THREADS) {
      const t0 = performance.now();
      const r = await approximateSearch(input, NPROBE ? { threads, nprobe: NPROBE } : { threads });
      const ms = performance.now() - t0;
      const c = canonicalPairs(r.pairs);
      if (first === null) first = c;
      else if (c !== first) same = false;
      approxPairs = r.pairs;
      runs.push({ threads, ms: Math.round(ms), comparisons: r.comparisons, pairs: r.pairs.length, method: r.method });
      console.log(`${size}: IVF threads=${threads} ${Math.round(ms)} ms, ${r.comparisons} comparisons, ${r.pairs.length} pairs`);
    }
    // exact top-10 for a sample of query rows (evenly spaced)
    const nq = Math.min(QUERIES, count);
    const queries = Int32Array.from({ length: nq }, (_, i) => Math.floor((i * count) / nq));
    const t1 = performance.now();
    const exact = await fastSearch({ ...input, queries, maxComparisons: Number.MAX_SAFE_INTEGER });
    const exactMs = performance.now() - t1;
    const { recall, total } = recallAtK(exact.pairs, approxPairs, 10, queries);
    // exact full-scan time estimated from the scoped run's rate (same kernel, same threads)
    const fullPairs = (count * (count - 1)) / 2;
    const exactFullMs = (exactMs / exact.comparisons) * fullPairs;
    const row = {
      size,
      count,
      runs,
      identical_across_threads: same,
      recall_at_10: recall,
      recall_queries: nq,
      exact_neighbours: total,
      exact_scoped_ms: Math.round(exactMs),
      exact_full_ms_estimated: Math.round(exactFullMs)
    };
    console.log(JSON.stringify(row));
    results.push(row);
  }
  mkdirSync(join(BENCH_DIR, 'perf'), { recursive: true });
  writeFileSync(join(BENCH_DIR, 'perf', 'approximate.json'), `${JSON.stringify({ distinct, dims, threshold, budget: BUDGET, results }, null, 2)}\n`);
}

await main();
