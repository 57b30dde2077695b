/**
 * Contrastive training of the learned projection: sparse hashed features (the
 * model's own feature code, the function's name hidden) -> W (buckets x body
 * dimensions) -> L2 normalization; symmetric InfoNCE with in-batch negatives
 * over cosine / temperature; Adam on the rows a batch touches (lazy Adam).
 *
 * Deterministic: one thread, fixed data order (seeded shuffles), fixed
 * accumulation order, integer-only randomness; same inputs give the same bytes.
 */
import { randomU32 } from '../../../src/embedding/recipe.js';
import type { HeadWeights } from '../../../src/embedding/model-format.js';
import { batchByKey, embedAll, hardOrder } from './batches.js';
import type { Sparse, TrainConfig } from './types.js';

export interface TrainLog {
  epoch: number;
  step: number;
  loss: number;
}

/**
 * Train W in place. `pairs` holds (anchor, positive) indices into `feats`.
 * Returns the mean loss per epoch.
 */
export function trainProjection(
  cfg: TrainConfig,
  w: Float32Array,
  feats: readonly Sparse[],
  pairs: Int32Array,
  log: (l: TrainLog) => void = () => {},
  head?: HeadWeights
): number[] {
  const d = cfg.dims;
  const B = cfg.batch;
  const nPairs = pairs.length / 2;
  const stepsPerEpoch = Math.floor(nPairs / B);
  const totalSteps = stepsPerEpoch * cfg.epochs;
  const m1 = new Float32Array(w.length);
  const m2 = new Float32Array(w.length);
  const grad = new Float64Array(w.length);
  const mark = new Int32Array(cfg.buckets).fill(-1);
  const z = new Float64Array(2 * B * d);
  const u = new Float64Array(2 * B * d);
  const du = new Float64Array(2 * B * d);
  const norms = new Float64Array(2 * B);
  const S = new Float64Array(B * B);
  const G = new Float64Array(B * B);
  const order = new Int32Array(nPairs);
  // head state (format v3): pre-activations, outputs, norms, gradients and Adam moments
  const H = head ? head.hidden : 0;
  const hA = new Float64Array(2 * B * H);
  const hE = new Float64Array(head ? 2 * B * d : 0);
  const hNorm = new Float64Array(2 * B);
  const hParams = head ? [head.w_in, head.bias, head.w_out] : [];
  const hGrad = hParams.map((x) => new Float64Array(x.length));
  const hM1 = hParams.map((x) => new Float64Array(x.length));
  const hM2 = hParams.map((x) => new Float64Array(x.length));
  const dy = new Float64Array(d);
  const dg = new Float64Array(H);
  const emb = head ? hE : null;
  const losses: number[] = [];
  let step = 0;
  const init = cfg.fnMask !== undefined ? embedAll(w, d, feats) : null;
  for (let epoch = 0; epoch < cfg.epochs; epoch++) {
    for (let i = 0; i < nPairs; i++) order[i] = i;
    for (let i = nPairs - 1; i > 0; i--) {
      const j = randomU32((cfg.seed + 0x1000 * (epoch + 1)) >>> 0, i) % (i + 1);
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    if (cfg.hardFrom !== undefined && cfg.hardBits && epoch >= cfg.hardFrom) hardOrder(cfg, epoch, w, feats, pairs, order, stepsPerEpoch);
    else if (cfg.groupFrom !== undefined && cfg.pairGroups && epoch >= cfg.groupFrom) batchByKey(cfg.pairGroups, order, stepsPerEpoch, B, (cfg.seed ^ Math.imul(epoch + 1, 0x165667b1)) >>> 0);
    let epochLoss = 0;
    for (let s = 0; s < stepsPerEpoch; s++, step++) {
      // forward: rows 0..B-1 anchors, B..2B-1 positives
      z.fill(0);
      for (let r = 0; r < 2 * B; r++) {
        const p = order[s * B + (r % B)]!;
        const f = feats[pairs[2 * p + (r < B ? 0 : 1)]!]!;
        const zo = r * d;
        for (let q = 0; q < f.b.length; q++) {
          const v = f.v[q]!;
          const wo = f.b[q]! * d;
          for (let k = 0; k < d; k++) z[zo + k] = z[zo + k]! + v * w[wo + k]!;
        }
        let n = 0;
        for (let k = 0; k < d; k++) n += z[zo + k]! * z[zo + k]!;
        n = Math.sqrt(n) || 1;
        norms[r] = n;
        for (let k = 0; k < d; k++) u[zo + k] = z[zo + k]! / n;
        if (head) {
          const ao = r * H;
          for (let j = 0; j < H; j++) {
            let a = head.bias[j]!;
            const o = j * d;
            for (let k = 0; k < d; k++) a += head.w_in[o + k]! * u[zo + k]!;
            hA[ao + j] = a;
          }
          let m = 0;
          for (let k = 0; k < d; k++) {
            let y = u[zo + k]!;
            const o = k * H;
            for (let j = 0; j < H; j++) {
              const a = hA[ao + j]!;
              if (a > 0) y += head.w_out[o + j]! * a;
            }
            hE[zo + k] = y;
            m += y * y;
          }
          m = Math.sqrt(m) || 1;
          hNorm[r] = m;
          for (let k = 0; k < d; k++) hE[zo + k] = hE[zo + k]! / m;
        }
      }
      const e = emb ?? u;
      // similarities and symmetric InfoNCE
      const invT = 1 / cfg.temperature;
      for (let i = 0; i < B; i++) {
        for (let j = 0; j < B; j++) {
          let c = 0;
          const a = i * d;
          const b = (B + j) * d;
          for (let k = 0; k < d; k++) c += e[a + k]! * e[b + k]!;
          S[i * B + j] = c * invT;
        }
      }
      if (init && cfg.fnMask !== undefined) {
        for (let i = 0; i < B; i++) {
          const fa = pairs[2 * order[s * B + i]!]!;
          for (let j = 0; j < B; j++) {
            if (i === j) continue;
            const fb = pairs[2 * order[s * B + j]! + 1]!;
            let c = 0;
            for (let k = 0; k < d; k++) c += init[fa * d + k]! * init[fb * d + k]!;
            if (c >= cfg.fnMask) S[i * B + j] = -1e9;
          }
        }
      }
      let loss = 0;
      G.fill(0);
      for (let i = 0; i < B; i++) {
        let mx = -Infinity;
        for (let j = 0; j < B; j++) mx = Math.max(mx, S[i * B + j]!);
        let sum = 0;
        for (let j = 0; j < B; j++) sum += Math.exp(S[i * B + j]! - mx);
        loss += -(S[i * B + i]! - mx - Math.log(sum));
        for (let j = 0; j < B; j++) G[i * B + j] = G[i * B + j]! + Math.exp(S[i * B + j]! - mx) / sum - (i === j ? 1 : 0);
      }
      for (let j = 0; j < B; j++) {
        let mx = -Infinity;
        for (let i = 0; i < B; i++) mx = Math.max(mx, S[i * B + j]!);
        let sum = 0;
        for (let i = 0; i < B; i++) sum += Math.exp(S[i * B + j]! - mx);
        loss += -(S[j * B + j]! - mx - Math.log(sum));
        for (let i = 0; i < B; i++) G[i * B + j] = G[i * B + j]! + Math.exp(S[i * B + j]! - mx) / sum - (i === j ? 1 : 0);
      }
      loss /= 2 * B;
      epochLoss += loss;
      const gs = invT / (2 * B);
      du.fill(0);
      for (let i = 0; i < B; i++) {
        for (let j = 0; j < B; j++) {
          const g = G[i * B + j]! * gs;
          if (g === 0) continue;
          const a = i * d;
          const b = (B + j) * d;
          for (let k = 0; k < d; k++) {
            du[a + k] = du[a + k]! + g * e[b + k]!;
            du[b + k] = du[b + k]! + g * e[a + k]!;
          }
        }
      }
      // back through the normalization, then into the touched rows of W
      const touched: number[] = [];
      for (let r = 0; r < 2 * B; r++) {
        const o = r * d;
        if (head) {
          // back through the head's normalization, W_out, the ReLU and W_in, to u
          const ao = r * H;
          let ed = 0;
          for (let k = 0; k < d; k++) ed += hE[o + k]! * du[o + k]!;
          const im = 1 / hNorm[r]!;
          for (let k = 0; k < d; k++) dy[k] = (du[o + k]! - hE[o + k]! * ed) * im;
          const [gIn, gBias, gOut] = hGrad as [Float64Array, Float64Array, Float64Array];
          dg.fill(0);
          for (let k = 0; k < d; k++) {
            const g = dy[k]!;
            if (g === 0) continue;
            const wo = k * H;
            for (let j = 0; j < H; j++) {
              const a = hA[ao + j]!;
              if (a > 0) {
                gOut[wo + j] = gOut[wo + j]! + g * a;
                dg[j] = dg[j]! + head.w_out[wo + j]! * g;
              }
            }
          }
          for (let k = 0; k < d; k++) du[o + k] = dy[k]!;
          for (let j = 0; j < H; j++) {
            const g = dg[j]!;
            if (g === 0) continue;
            gBias[j] = gBias[j]! + g;
            const wo = j * d;
            for (let k = 0; k < d; k++) {
              gIn[wo + k] = gIn[wo + k]! + g * u[o + k]!;
              du[o + k] = du[o + k]! + head.w_in[wo + k]! * g;
            }
          }
        }
        let dot = 0;
        for (let k = 0; k < d; k++) dot += u[o + k]! * du[o + k]!;
        const inv = 1 / norms[r]!;
        for (let k = 0; k < d; k++) du[o + k] = (du[o + k]! - u[o + k]! * dot) * inv;
        const p = order[s * B + (r % B)]!;
        const f = feats[pairs[2 * p + (r < B ? 0 : 1)]!]!;
        for (let q = 0; q < f.b.length; q++) {
          const row = f.b[q]!;
          const v = f.v[q]!;
          if (mark[row] !== step) {
            mark[row] = step;
            touched.push(row);
          }
          const go = row * d;
          for (let k = 0; k < d; k++) grad[go + k] = grad[go + k]! + v * du[o + k]!;
        }
      }
      // lazy Adam with cosine decay after a linear warm-up
      const t = step + 1;
      const warm = Math.min(1, t / cfg.warmup);
      const progress = totalSteps > 1 ? step / (totalSteps - 1) : 1;
      const lr = cfg.lr * warm * (cfg.lrFloor + (1 - cfg.lrFloor) * 0.5 * (1 + Math.cos(Math.PI * progress)));
      const c1 = 1 - Math.pow(cfg.beta1, t);
      const c2 = 1 - Math.pow(cfg.beta2, t);
      touched.sort((x, y) => x - y);
      for (const row of touched) {
        const o = row * d;
        for (let k = o, end = o + d; k < end; k++) {
          const g = grad[k]!;
          grad[k] = 0;
          const a = cfg.beta1 * m1[k]! + (1 - cfg.beta1) * g;
          const b = cfg.beta2 * m2[k]! + (1 - cfg.beta2) * g * g;
          m1[k] = a;
          m2[k] = b;
          w[k] = w[k]! - (lr * (a / c1)) / (Math.sqrt(b / c2) + cfg.eps);
        }
      }
      if (head) {
        const hlr = cfg.head!.lr * (lr / cfg.lr);
        for (let p = 0; p < hParams.length; p++) {
          const x = hParams[p]!;
          const g = hGrad[p]!;
          const a1 = hM1[p]!;
          const a2 = hM2[p]!;
          for (let k = 0; k < x.length; k++) {
            const gk = g[k]!;
            g[k] = 0;
            const a = cfg.beta1 * a1[k]! + (1 - cfg.beta1) * gk;
            const b = cfg.beta2 * a2[k]! + (1 - cfg.beta2) * gk * gk;
            a1[k] = a;
            a2[k] = b;
            x[k] = x[k]! - (hlr * (a / c1)) / (Math.sqrt(b / c2) + cfg.eps);
          }
        }
      }
      if (s % 20 === 0) log({ epoch, step, loss });
    }
    losses.push(stepsPerEpoch ? epochLoss / stepsPerEpoch : 0);
  }
  return losses;
}
