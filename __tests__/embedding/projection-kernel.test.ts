/**
 * The SIMD body projection (src/embedding/projection-kernel.ts) against the
 * plain loop: the same bits for every component, on random matrices and on
 * the default model's own matrix and features.
 */
import { describe, expect, it } from '@jest/globals';
import { plainProjection, projectionWasmBytes, simdProjection } from '../../src/embedding/projection-kernel.js';
import { parseModel } from '../../src/embedding/model-format.js';
import { HashModel } from '../../src/embedding/hash-model.js';
import { loadModel } from '../../src/embedding/model-store.js';
import { assetPaths } from '../../src/util/assets.js';
import { wasm } from '../../src/util/wasm.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from '../scan/corpus.js';
// seeded (mulberry32), so a failure is reproducible
import { rng as random } from '../../bench/quality/mutate/random.js';

function sameBits(a: Float64Array, b: Float64Array): number[] {
  const differ: number[] = [];
  for (let k = 0; k < a.length; k++) if (!Object.is(a[k], b[k])) differ.push(k);
  return differ;
}

describe('SIMD projection kernel', () => {
  it('is valid WebAssembly on this Node (SIMD is required by Node 20 and later)', () => {
    expect(wasm.validate(projectionWasmBytes())).toBe(true);
  });

  it('gives the plain loop bit for bit on random matrices and sparse inputs', () => {
    const rnd = random(20261130);
    for (const [buckets, d] of [[64, 16], [1024, 32], [4096, 224]] as const) {
      const matrix = new Float32Array(buckets * d);
      // mixed magnitudes and signs, some exact zeros: sums that round differently in another order
      for (let i = 0; i < matrix.length; i++) matrix[i] = rnd() < 0.1 ? 0 : (rnd() - 0.5) * 10 ** Math.floor(rnd() * 8 - 4);
      const plain = plainProjection(matrix, d);
      const simd = simdProjection(matrix, d)!;
      expect(simd).not.toBeNull();
      const a = new Float64Array(d);
      const b = new Float64Array(d);
      for (let trial = 0; trial < 50; trial++) {
        const n = Math.floor(rnd() * Math.min(buckets, 600));
        const chosen = new Set<number>();
        while (chosen.size < n) chosen.add(Math.floor(rnd() * buckets));
        const list = [...chosen];
        const values = list.map(() => (rnd() < 0.05 ? 0 : (rnd() - 0.5) * 10 ** Math.floor(rnd() * 6 - 3)));
        plain(list, values, a);
        b.fill(NaN); // the kernel overwrites every component
        simd(list, values, b);
        expect(sameBits(a, b)).toEqual([]);
      }
      // no features: all zeros
      simd([], [], b);
      expect(Array.from(b).every((x) => Object.is(x, 0))).toBe(true);
    }
  });

  it('gives the plain loop when a bucket is listed more than once, even more entries than there are buckets', () => {
    const rnd = random(7);
    const matrix = Float32Array.from({ length: 4 * 16 }, () => rnd() - 0.5);
    const list = [0, 1, 2, 3, 3, 2, 1, 0, 1];
    const values = list.map(() => rnd());
    const a = new Float64Array(16);
    const b = new Float64Array(16);
    plainProjection(matrix, 16)(list, values, a);
    simdProjection(matrix, 16)!(list, values, b);
    expect(sameBits(a, b)).toEqual([]);
    // repeated, but no more entries than buckets: the kernel itself
    simdProjection(matrix, 16)!([1, 1, 2], values.slice(0, 3), b);
    plainProjection(matrix, 16)([1, 1, 2], values.slice(0, 3), a);
    expect(sameBits(a, b)).toEqual([]);
  });

  it('declines dimensions that are not a multiple of 16 (the model keeps the plain loop)', () => {
    expect(simdProjection(new Float32Array(8 * 20), 20)).toBeNull();
    expect(simdProjection(new Float32Array(0), 0)).toBeNull();
  });

  it("gives the default model's vectors bit for bit", () => {
    const loaded = loadModel(assetPaths().modelsDir, null);
    const model = loaded.model as HashModel;
    const dir = join(assetPaths().modelsDir, loaded.provenance.model_id);
    const data = parseModel(readFileSync(join(dir, 'model.bin')));
    const d = data.projection.length / data.header.buckets;
    const plain = plainProjection(data.projection, d);
    const simd = simdProjection(data.projection, d)!;
    const a = new Float64Array(d);
    const b = new Float64Array(d);
    for (const text of [FORMAT_BYTES, HUMAN_SIZE, UNRELATED, MORE_UNRELATED]) {
      const f = model.features(text);
      expect(f.buckets.length).toBeGreaterThan(50);
      plain(f.buckets, f.values, a);
      simd(f.buckets, f.values, b);
      expect(sameBits(a, b)).toEqual([]);
    }
  });
});
