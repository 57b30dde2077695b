/**
 * Vector-cache pack load and save at scan scale:
 *
 *   node scripts/run-ts.mjs bench/perf/vector-cache.ts [--n 100000] [--dims 256]
 *
 * Writes a pack of n random unit vectors, then times openVectorCache (read,
 * verify every record, build the map) and flush (serialize and write), best of 3.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openVectorCache, type CacheNamespace } from '../../src/cache/vector-cache.js';

const argv = process.argv.slice(2);
const N = argv.includes('--n') ? Number(argv[argv.indexOf('--n') + 1]) : 100_000;
const DIMS = argv.includes('--dims') ? Number(argv[argv.indexOf('--dims') + 1]) : 256;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sc-vcache-bench-'));
  const ns: CacheNamespace = { artifact_sha256: 'a'.repeat(64), parameter_sha256: 'b'.repeat(64), extraction_semantics_version: 1, embedding_semantics_version: 1, dimensions: DIMS };
  try {
    let s = 1;
    const { cache } = await openVectorCache({ dir, namespace: ns });
    for (let i = 0; i < N; i++) {
      const v = new Float32Array(DIMS);
      for (let k = 0; k < DIMS; k++) {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        v[k] = s / 2 ** 32 - 0.5;
      }
      cache.put(i.toString(16).padStart(64, '0'), v);
    }
    let save = Infinity;
    let t0 = performance.now();
    await cache.flush();
    save = performance.now() - t0;
    let load = Infinity;
    for (let r = 0; r < 3; r++) {
      t0 = performance.now();
      const opened = await openVectorCache({ dir, namespace: ns });
      load = Math.min(load, performance.now() - t0);
      if (opened.cache.invalidEntries !== 0 || !opened.cache.get((N - 1).toString(16).padStart(64, '0'))) throw new Error('bad load');
    }
    console.log(JSON.stringify({ records: N, dims: DIMS, load_ms: Math.round(load), save_ms: Math.round(save), load_records_per_s: Math.round(N / (load / 1000)) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
