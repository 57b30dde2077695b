import { trainProjection } from '../../bench/quality/train/train.js';
import type { Sparse, TrainConfig } from '../../bench/quality/train/types.js';
import { initHead, initProjection } from '../../bench/quality/train/weights.js';
import { randomU32 } from '../../src/embedding/recipe.js';
it('trainer gradients (projection and head) have the signs of finite differences', () => {
  const feats: Sparse[] = [];
  const pairs: number[] = [];
  for (let i = 0; i < 8; i++) {
    const b: number[] = []; const v: number[] = [];
    for (let k = 0; k < 6; k++) { b.push(randomU32(i, k) % 32); v.push(((randomU32(i, 100 + k) % 1000) + 1) / 1000); }
    feats.push({ b: Int32Array.from(b), v: Float64Array.from(v) });
    feats.push({ b: Int32Array.from(b.slice(0, 5)), v: Float64Array.from(v.slice(0, 5)) });
    pairs.push(2 * i, 2 * i + 1);
  }
  const cfg: TrainConfig = { buckets: 32, dims: 6, seed: 5, epochs: 1, batch: 8, temperature: 0.1, lr: 0, warmup: 1, lrFloor: 1, beta1: 0.9, beta2: 0.999, eps: 1e-12, head: { hidden: 5, lr: 0 } };
  const w0 = initProjection(cfg);
  const h0 = initHead({ ...cfg, head: cfg.head! });
  for (let i = 0; i < h0.w_out.length; i++) h0.w_out[i] = ((i % 7) - 3) / 5;
  const loss = (w: Float32Array, h: typeof h0): number => trainProjection(cfg, Float32Array.from(w), feats, Int32Array.from(pairs), () => {}, { hidden: h.hidden, w_in: Float32Array.from(h.w_in), bias: Float32Array.from(h.bias), w_out: Float32Array.from(h.w_out) })[0]!;
  // one step with a small lr: Adam's first step moves each parameter by -lr * sign(g)
  const h1 = { hidden: h0.hidden, w_in: Float32Array.from(h0.w_in), bias: Float32Array.from(h0.bias), w_out: Float32Array.from(h0.w_out) };
  const w1 = Float32Array.from(w0);
  trainProjection({ ...cfg, lr: 1e-3, head: { hidden: 5, lr: 1e-3 } }, w1, feats, Int32Array.from(pairs), () => {}, h1);
  let agree = 0, total = 0;
  for (const key of ['w_in', 'w_out', 'bias'] as const) {
    for (let i = 0; i < h0[key].length; i++) {
      const plus = { ...h0, [key]: Float32Array.from(h0[key]) }; plus[key][i] = plus[key][i]! + 1e-2;
      const minus = { ...h0, [key]: Float32Array.from(h0[key]) }; minus[key][i] = minus[key][i]! - 1e-2;
      const g = (loss(w0, plus) - loss(w0, minus)) / 2e-2;
      const step = h1[key][i]! - h0[key][i]!;
      if (Math.abs(g) < 1e-4) continue;
      total++;
      if (Math.sign(step) === -Math.sign(g)) agree++;
    }
  }
  let wa = 0, wt = 0;
  for (let i = 0; i < w0.length; i += 1) {
    const plus = Float32Array.from(w0); plus[i] = plus[i]! + 1e-2;
    const minus = Float32Array.from(w0); minus[i] = minus[i]! - 1e-2;
    const g = (loss(plus, h0) - loss(minus, h0)) / 2e-2;
    if (Math.abs(g) < 1e-4) continue;
    wt++;
    if (Math.sign(w1[i]! - w0[i]!) === -Math.sign(g)) wa++;
  }
  expect(agree).toBe(total);
  expect(wa).toBe(wt);
});
