/**
 * Spherical k-means for the IVF lists (./approximate-search.ts): centroids
 * seeded from evenly spaced rows, KMEANS_ROUNDS rounds over an evenly spaced
 * sample, each round's update summed in sample order so the centroids are
 * deterministic whichever thread scored the assignment. The float trainer is
 * the fallback path's; the SIMD path (./ivf-simd.ts) assigns with the kernel
 * and updates with `updateCentroids`.
 */
import { dot } from './float-dot.js';

export const KMEANS_ROUNDS = 6;
export const KMEANS_SAMPLE = 16_384;

/** The number of lists for `count` vectors: round(√count), at least one. */
export function listCount(count: number): number {
  return Math.max(1, Math.round(Math.sqrt(count)));
}

/** The rows k-means trains on: min(count, KMEANS_SAMPLE) evenly spaced row indices. */
export function sampleSize(count: number): number {
  return Math.min(count, KMEANS_SAMPLE);
}
export function sampleRow(i: number, count: number, sampleN: number): number {
  return Math.floor((i * count) / sampleN);
}

/** Initial centroids: the rows at evenly spaced indices. */
export function seedCentroids(vectors: Float32Array, dims: number, count: number, nlist: number): Float32Array {
  const cent = new Float32Array(nlist * dims);
  for (let c = 0; c < nlist; c++) {
    const r = Math.floor((c * count) / nlist) * dims;
    cent.set(vectors.subarray(r, r + dims), c * dims);
  }
  return cent;
}

/** New centroids from the per-list sums: each normalized to unit length; an empty list keeps its centroid. */
export function updateCentroids(cent: Float32Array, sums: Float64Array, sizes: Int32Array, nlist: number, dims: number): void {
  for (let c = 0; c < nlist; c++) {
    if (sizes[c] === 0) continue; // keep an empty list's centroid
    let n = 0;
    for (let k = 0; k < dims; k++) n += sums[c * dims + k]! ** 2;
    n = Math.sqrt(n) || 1;
    for (let k = 0; k < dims; k++) cent[c * dims + k] = sums[c * dims + k]! / n;
  }
}

/** Spherical k-means with float scoring on this thread (the fallback path). */
export function trainCentroids(vectors: Float32Array, dims: number, count: number, nlist: number): Float32Array {
  const cent = seedCentroids(vectors, dims, count, nlist);
  const sampleN = sampleSize(count);
  const sample = Array.from({ length: sampleN }, (_, i) => sampleRow(i, count, sampleN));
  const sums = new Float64Array(nlist * dims);
  const sizes = new Int32Array(nlist);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    sums.fill(0);
    sizes.fill(0);
    for (const r of sample) {
      let best = -Infinity;
      let bc = 0;
      for (let c = 0; c < nlist; c++) {
        const s = dot(vectors, r * dims, cent, c * dims, dims);
        if (s > best) {
          best = s;
          bc = c;
        }
      }
      sizes[bc]!++;
      for (let k = 0; k < dims; k++) sums[bc * dims + k]! += vectors[r * dims + k]!;
    }
    updateCentroids(cent, sums, sizes, nlist, dims);
  }
  return cent;
}
