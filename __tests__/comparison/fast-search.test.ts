import { exactSearch, plannedComparisons } from '../../src/comparison/exact-search.js';
import type { SearchInput } from '../../src/comparison/search-types.js';
import { fastSearch } from '../../src/comparison/fast-search.js';
import { approximateSearch } from '../../src/comparison/approximate-search.js';
import { instantiateKernel, instantiateKernels, kernelModule, kernelWasmBytes, wasm } from '../../src/comparison/wasm-kernel.js';
import { integerThreshold, quantizeInto, strideFor } from '../../src/comparison/quantize.js';
import { randomVectors } from '../helpers/vectors.js';

const unbounded = { maxComparisons: Number.MAX_SAFE_INTEGER, deadline: Number.MAX_SAFE_INTEGER };
const canon = (r: { pairs: Array<{ a: number; b: number; score: number }> }) =>
  [...r.pairs].sort((x, y) => x.a - y.a || x.b - y.b).map((p) => `${p.a}:${p.b}:${p.score}`);

describe('wasm kernel', () => {
  it('validates and is available on this Node', () => {
    expect(wasm.validate(kernelWasmBytes())).toBe(true);
    expect(kernelModule()).not.toBeNull();
  });

  it('keeps exactly the rows whose integer dot reaches the threshold (4-row and 1-row paths)', () => {
    const dims = 24;
    const n = 23; // 5 groups of four and a tail of three
    const mem = new wasm.Memory({ initial: 1, maximum: 1, shared: true });
    const dots = instantiateKernel(kernelModule()!, mem);
    const m = new Int16Array(mem.buffer, 0, n * dims);
    let s = 3;
    for (let i = 0; i < m.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      m[i] = ((s >>> 8) % 32767) - 16383;
    }
    const outOff = n * dims * 2;
    const out = new Int32Array(mem.buffer, outOff, n);
    for (const thr of [-(2 ** 31), 0, 50_000_000, 2 ** 31 - 1]) {
      const k = dots(0, 0, n, dims * 2, thr, outOff);
      const want: number[] = [];
      for (let j = 0; j < n; j++) {
        let d = 0;
        for (let x = 0; x < dims; x++) d += m[x]! * m[j * dims + x]!;
        if (d >= thr) want.push(j);
      }
      expect(Array.from(out.subarray(0, k))).toEqual(want);
    }
  });

  it('bounds the quantization error rigorously', () => {
    const dims = 256;
    const count = 300;
    const v = randomVectors(count, dims, 5);
    const stride = strideFor(dims);
    const q16 = new Int16Array(count * stride);
    const q = quantizeInto(v, dims, count, q16);
    let worst = 0;
    for (let i = 0; i < 40; i++)
      for (let j = 0; j < count; j++) {
        let f = 0;
        let d = 0;
        for (let k = 0; k < dims; k++) {
          f += v[i * dims + k]! * v[j * dims + k]!;
          d += q16[i * stride + k]! * q16[j * stride + k]!;
        }
        worst = Math.max(worst, Math.abs(d / (q.scale * q.scale) - f));
      }
    expect(worst).toBeLessThan(q.bound);
    expect(q.bound).toBeLessThan(0.002);
    expect(integerThreshold(0.5, q)).toBeLessThan(0.5 * q.scale * q.scale);
  });
});

describe('fastSearch equals exactSearch', () => {
  const dims = 20; // not a multiple of 8: padding
  const count = 1500; // several tasks and column blocks
  const v = randomVectors(count, dims, 11);
  const trivial = (a: number, b: number): boolean => (a + b) % 17 === 0;

  for (const threads of [0, 2]) {
    it(`full scan, ${threads} worker threads: same pairs, scores, counts`, async () => {
      const input: SearchInput = { ...unbounded, vectors: v, dims, count, queries: null, threshold: 0.55, maxNeighbors: 3, isTrivialPair: trivial };
      const want = exactSearch(input);
      const got = await fastSearch(input, { threads });
      expect(got.kernel).toBe('wasm-simd-int16');
      expect(got.threads).toBe(threads);
      expect(canon(got)).toEqual(canon(want));
      expect([got.comparisons, got.plannedComparisons, got.aboveThreshold, got.neighborCut, got.stoppedBy]).toEqual([
        want.comparisons, want.plannedComparisons, want.aboveThreshold, want.neighborCut, want.stoppedBy
      ]);
      expect(got.rechecked).toBeGreaterThanOrEqual(got.aboveThreshold);
    });

    it(`scoped scan, ${threads} worker threads`, async () => {
      const queries = Int32Array.from([0, 3, 64, 65, 700, 1499]);
      const input: SearchInput = { ...unbounded, vectors: v, dims, count, queries, threshold: 0.5, maxNeighbors: 5 };
      const want = exactSearch(input);
      const got = await fastSearch(input, { threads });
      expect(canon(got)).toEqual(canon(want));
      expect(got.comparisons).toBe(plannedComparisons(count, queries));
      expect(got.aboveThreshold).toBe(want.aboveThreshold);
    });
  }

  it('the plain float kernel gives the same result', async () => {
    const input: SearchInput = { ...unbounded, vectors: v, dims, count, queries: null, threshold: 0.6, maxNeighbors: 4 };
    const a = await fastSearch(input, { threads: 0, kernel: 'js-float32' });
    const b = await fastSearch(input, { threads: 2 });
    expect(a.kernel).toBe('js-float32');
    expect(canon(a)).toEqual(canon(b));
  });

  it('max_comparisons cuts the same rows whatever the threads, and never exceeds the cap', async () => {
    const input: SearchInput = { ...unbounded, maxComparisons: 400_000, vectors: v, dims, count, queries: null, threshold: 0.6, maxNeighbors: 4 };
    const a = await fastSearch(input, { threads: 0 });
    const b = await fastSearch(input, { threads: 2 });
    expect(a.stoppedBy).toBe('comparison-limit');
    expect(a.comparisons).toBeLessThanOrEqual(400_000);
    expect(a.comparisons).toBe(b.comparisons);
    expect(canon(a)).toEqual(canon(b));
  });

  it('stops at the deadline', async () => {
    const r = await fastSearch({ ...unbounded, deadline: Date.now() - 1, vectors: v, dims, count, queries: null, threshold: 0.6, maxNeighbors: 4 }, { threads: 0 });
    expect(r.stoppedBy).toBe('timeout');
    expect(r.comparisons).toBe(0);
  });
});

describe('approximateSearch (IVF)', () => {
  const dims = 32;
  const count = 2000;
  // clustered vectors: 40 centres plus noise, so neighbours exist
  const centres = randomVectors(40, dims, 99);
  const noise = randomVectors(count, dims, 5);
  const v = new Float32Array(count * dims);
  for (let i = 0; i < count; i++) {
    let n = 0;
    for (let k = 0; k < dims; k++) {
      const x = centres[(i % 40) * dims + k]! + 0.35 * noise[i * dims + k]!;
      v[i * dims + k] = x;
      n += x * x;
    }
    for (let k = 0; k < dims; k++) v[i * dims + k]! /= Math.sqrt(n);
  }
  const input: SearchInput = { ...unbounded, vectors: v, dims, count, queries: null, threshold: 0.8, maxNeighbors: 10 };

  it('probing every list is exact', async () => {
    const want = exactSearch(input);
    const got = await approximateSearch(input, { nprobe: 1000 });
    expect(got.nprobe).toBe(got.lists);
    expect(canon(got)).toEqual(canon(want));
    expect(got.aboveThreshold).toBe(want.aboveThreshold);
  });

  it('with few probes: a subset of the exact pairs with exact scores, high recall, fewer comparisons', async () => {
    const want = new Set(canon(exactSearch(input)));
    const got = await approximateSearch(input, { nprobe: 8 });
    const found = canon(got);
    for (const p of found) expect(want.has(p)).toBe(true);
    expect(found.length / want.size).toBeGreaterThan(0.95);
    expect(got.comparisons).toBeLessThan(got.plannedComparisons / 2);
    expect(got.method).toMatch(/IVF/);
  });

  it('gives the same pairs, scores and counts on any number of threads (deterministic)', async () => {
    const runs = await Promise.all([0, 1, 2, 3].map((threads) => approximateSearch(input, { nprobe: 6, threads })));
    for (const r of runs.slice(1)) {
      expect(canon(r)).toEqual(canon(runs[0]!));
      expect(r.comparisons).toBe(runs[0]!.comparisons);
      expect(r.aboveThreshold).toBe(runs[0]!.aboveThreshold);
      expect(r.neighborCut).toBe(runs[0]!.neighborCut);
    }
    expect(runs[2]!.threads).toBe(2);
  });

  it('counts each pair found from both sides once (aboveThreshold matches exact when every list is probed, on threads)', async () => {
    const want = exactSearch(input);
    const got = await approximateSearch(input, { nprobe: 1000, threads: 2 });
    expect(canon(got)).toEqual(canon(want));
    expect(got.aboveThreshold).toBe(want.aboveThreshold);
    expect(got.comparisons).toBe(want.comparisons);
  });

  it('stops at the deadline', async () => {
    const got = await approximateSearch({ ...input, deadline: Date.now() - 1 }, { nprobe: 4, threads: 0 });
    expect(got.stoppedBy).toBe('timeout');
  });
});

describe('wasm kernel dotsv', () => {
  it('stores every row dot when the threshold is -2^31', () => {
    const dims = 24;
    const n = 23;
    const mem = new wasm.Memory({ initial: 1, maximum: 1, shared: true });
    const { dotsv } = instantiateKernels(kernelModule()!, mem);
    const m = new Int16Array(mem.buffer, 0, n * dims);
    let s = 7;
    for (let i = 0; i < m.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      m[i] = ((s >>> 8) % 32767) - 16383;
    }
    const outOff = n * dims * 2;
    const out = new Int32Array(mem.buffer, outOff, n);
    expect(dotsv(dims * 2 * 3, 0, n, dims * 2, -(2 ** 31), outOff)).toBe(n);
    for (let j = 0; j < n; j++) {
      let d = 0;
      for (let x = 0; x < dims; x++) d += m[3 * dims + x]! * m[j * dims + x]!;
      expect(out[j]).toBe(d);
    }
  });
});
