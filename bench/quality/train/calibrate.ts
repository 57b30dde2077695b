/**
 * Calibration of a model on the quality benchmark's injected clones (the
 * same deterministic tree as bench/quality/run.ts: rxjs + three, seed
 * injected.SEED, 150 per type per library):
 *
 *   node scripts/run-ts.mjs bench/quality/train/calibrate.ts --model models/<id> [--write]
 *
 * default threshold = moderate = the lowest threshold (0.005 grid) at which
 *   pairwise precision on the injected clones is >= 0.95: the issue asks for a
 *   default with precision >= 0.9 and states the clone targets "at the default
 *   threshold, with precision >= 0.95", so the stricter point satisfies both
 *   (and a PR comment is better quiet than noisy); the precision >= 0.9 point
 *   is recorded with its recall per type in the report;
 * high      = the lowest threshold with precision >= 0.99 (at least moderate + 0.02);
 * very_high = the 25th percentile of the renamed copies' (T2) scores (at least high + 0.02).
 * --write records it in the model's model.json (`calibration`, `calibration_report`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../../src/embedding/model-store.js';
import { BENCH_DIR } from '../../lib/npm-corpus.js';
import { extractTree, type CorpusFunction } from '../corpus.js';
import { buildInjected, SEED } from '../injected.js';
import { pairwise, type FnRef, type ReportedPair } from '../score.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const modelPath = resolve(value('--model') ?? 'models/sc-learned6-288');
const PER_TYPE = 150;
const TOP_K = 20;
const FLOOR = 0.05;

const toRef = (f: CorpusFunction): FnRef => ({ path: f.location.path, start_line: f.location.start_line, end_line: f.location.end_line });
const key = (r: FnRef): string => `${r.path}:${r.start_line}:${r.end_line}`;

async function main(): Promise<void> {
  const model = loadModel(dirname(modelPath), basename(modelPath));
  const dir = join(BENCH_DIR, 'quality', 'calibration', 'injected');
  const truth = await buildInjected(dir, PER_TYPE);
  const fns = await extractTree(dir, 5);
  const d = model.provenance.dimensions;
  const m = new Float32Array(fns.length * d);
  fns.forEach((f, i) => m.set(model.model.embed(f.normalized).vector, i * d));
  const dot = (i: number, j: number): number => {
    let s = 0;
    for (let k = 0; k < d; k++) s += m[i * d + k]! * m[j * d + k]!;
    return s;
  };
  // reported pairs: each function's top-K neighbours above the floor (as run.ts)
  const pairs = new Map<string, ReportedPair>();
  for (let i = 0; i < fns.length; i++) {
    const row: Array<[number, number]> = [];
    for (let j = 0; j < fns.length; j++) if (j !== i) row.push([j, dot(i, j)]);
    row.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [j, s] of row.slice(0, TOP_K)) {
      if (s < FLOOR) break;
      const k = i < j ? `${i},${j}` : `${j},${i}`;
      if (!pairs.has(k)) pairs.set(k, { a: toRef(fns[Math.min(i, j)]!), b: toRef(fns[Math.max(i, j)]!), score: s });
    }
  }
  const reported = [...pairs.values()];
  // truth-pair scores per type
  const index = new Map(fns.map((f, i) => [key(toRef(f)), i]));
  const byType: Record<string, number[]> = {};
  for (const p of truth.pairs) {
    const a = index.get(key(p.a));
    const b = index.get(key(p.b));
    if (a === undefined || b === undefined) continue;
    (byType[p.type] ??= []).push(dot(a, b));
  }
  const pct = (xs: number[], q: number): number => {
    const s = [...xs].sort((x, y) => x - y);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  };
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  const sweep: Array<{ threshold: number; precision: number; recall: number; byType: Record<string, number> }> = [];
  for (let t = 0.4; t <= 0.99 + 1e-9; t += 0.005) {
    const threshold = Math.round(t * 1000) / 1000;
    const r = pairwise(truth.pairs, reported, threshold);
    sweep.push({ threshold, precision: r.atThreshold.precision, recall: r.atThreshold.recall, byType: Object.fromEntries(Object.entries(r.recallByType).map(([k, v]) => [k, r3(v.recall)])) });
  }
  const lowest = (p: number): number => sweep.find((s) => s.precision >= p)?.threshold ?? 0.99;
  const r2 = (x: number): number => Math.round(x * 1000) / 1000;
  const moderate = lowest(0.95);
  const loose = lowest(0.9);
  const high = r2(Math.max(lowest(0.99), moderate + 0.02));
  const veryHigh = r2(Math.max(Math.floor(pct(byType['T2'] ?? [1], 0.25) * 100) / 100, high + 0.02));
  const at = sweep.find((s) => s.threshold === moderate)!;
  const atLoose = sweep.find((s) => s.threshold === loose)!;
  for (const s of sweep) if (Math.abs(s.threshold * 200 - Math.round(s.threshold * 200)) < 1e-6 && s.threshold >= moderate - 0.1 && s.threshold <= moderate + 0.1) console.log(`${s.threshold.toFixed(3)}  P ${s.precision.toFixed(3)}  R ${s.recall.toFixed(3)}  ${JSON.stringify(s.byType)}`);
  const report = {
    benchmark: `bench/quality injected clones: rxjs 7.8.2 + three 0.187.0, ${PER_TYPE} per type per library, seed ${SEED}, ${truth.pairs.length} truth pairs, ${fns.length} functions, top-${TOP_K} neighbours per function`,
    rule: 'default threshold = moderate = lowest threshold (0.005 grid) with precision >= 0.95 (the injected-clone targets; also satisfies the >= 0.9 rule); high = lowest with precision >= 0.99; very_high = 25th percentile of T2 copy scores; at_precision_0_9 = lowest threshold with precision >= 0.9',
    at_default_threshold: { threshold: moderate, precision: r3(at.precision), recall: r3(at.recall), recall_by_type: at.byType },
    at_precision_0_9: { threshold: loose, precision: r3(atLoose.precision), recall: r3(atLoose.recall), recall_by_type: atLoose.byType },
    truth_pair_scores: Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, { p5: r3(pct(v, 0.05)), p25: r3(pct(v, 0.25)), p50: r3(pct(v, 0.5)) }]))
  };
  const calibration = { default_threshold: moderate, bands: { moderate, high, very_high: veryHigh } };
  console.log(JSON.stringify({ calibration, report }, null, 2));
  if (args.includes('--write')) {
    const cardPath = join(modelPath, 'model.json');
    const card = JSON.parse(readFileSync(cardPath, 'utf8')) as Record<string, unknown>;
    // the PR review's decision rule is calibrated apart (bench/review/run.ts --calibrate): keep it
    const decision = (card['calibration'] as { decision?: unknown } | undefined)?.decision;
    card['calibration'] = decision ? { ...calibration, decision } : calibration;
    card['calibration_report'] = report;
    writeFileSync(cardPath, `${JSON.stringify(card, null, 2)}\n`);
    console.error(`calibration written to ${cardPath}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
