/**
 * Quality benchmark: injected clones (T1/T2/T3/R) and re-implementations
 * (names as published and neutralized), similar-code against jscpd@5.3.2 and
 * a TF-IDF identifier sub-token baseline, all scored by ./score.ts.
 *
 *   node scripts/run-ts.mjs bench/quality/run.ts [--model models/<id>] [--quick] [--per-type N] [--no-jscpd] [--family polyfill|package|spec] [--no-spec] [--half 0|1] [--dump-fp FILE] [--dump-reimpl FILE] [--dump-pairs FILE] [--center package|corpus] [--whiten P [--whiten-shrink S]]
 *
 * Prints a table and writes .bench/quality/report.json.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadModel } from '../../src/embedding/model-store.js';
import { assetPaths } from '../../src/util/assets.js';
import { BENCH_DIR, fetchPackage, listSources } from '../lib/npm-corpus.js';
import { extractTree, isNearDuplicate, locationRange, signatures, type CorpusFunction } from './corpus.js';
import { buildInjected, LIBRARIES, SEED, type Library } from './injected.js';
import { initMutate, renameFunction } from './mutate.js';
import { bindingName, CORE_JS, ES_SHIM_DISTRACTOR_FILES, GROUPS, neutralName, PACKAGES, partsOfMembers, pickMember } from './reimpl.js';
import { SPEC_DIR, SPEC_PACKAGE, specGroups, specPackages } from './spec-groups.js';
import { classifyPairs, groupPairs, pairwise, rankingMetrics, rankOfPartner, type FnRef, type PairwiseResult, type RankingResult, type ReportedPair, type ScoreOptions, type TruthPair } from './score.js';
import { tfidfRows } from './tfidf.js';

const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = flag('--quick');
const perType = Number(value('--per-type') ?? (quick ? 25 : 150));
const modelArg = value('--model');
const runJscpd = !flag('--no-jscpd');
/**
 * `--blend B`: also score (cosine + B × TF-IDF cosine) / (1 + B): what a words block appended to each
 * vector could add to the model (a measurement of a direction, not a shipped system).
 */
const blend = value('--blend') === undefined ? null : Number(value('--blend'));
/** `--dump-fp FILE`: the model's errors on the injected clones at its threshold (false positives, missed pairs with their scores), as JSON. */
const dumpFp = value('--dump-fp');
/** `--dump-reimpl FILE`: the same for the re-implementations with neutral names, at 0.5 (about where best F1 lies). */
const dumpReimpl = value('--dump-reimpl');
/** `--family polyfill|package`: only that family's re-implementation groups (the other's files stay out of the corpus). */
const family = value('--family');
if (family !== undefined && family !== 'polyfill' && family !== 'package' && family !== 'spec') throw new Error(`--family: expected polyfill, package or spec, got ${family}`);
/** `--half 0|1`: only the even- or odd-numbered groups (of GROUPS, after --family): a two-fold split for the diagnostic below. */
const half = value('--half');
if (half !== undefined && half !== '0' && half !== '1') throw new Error(`--half: expected 0 or 1, got ${half}`);
/** `--no-spec`: the 24 groups of the polyfill and package families only (the figures before the spec family). */
const allGroups = flag('--no-spec') ? GROUPS : [...GROUPS, ...specGroups()];
const groupSpecs = (family === undefined ? allGroups : allGroups.filter((g) => g.family === family)).filter((_, i) => half === undefined || i % 2 === Number(half));
/**
 * `--dump-pairs FILE`: the selected groups' member pairs as [text, text] (normalized, names neutral),
 * for the trainer's `--extra-pairs`. A diagnostic of transfer (train on one half, score the other),
 * never a recipe: the training corpus must not contain the benchmark's packages.
 */
const dumpPairs = value('--dump-pairs');
/** `--libraries name@version:dir:ext,...`: injected clones from other libraries (a held-out check of the calibration). */
const libraries: readonly Library[] = value('--libraries')
  ? value('--libraries')!.split(',').map((spec) => {
      const [pkg, dir, ext] = spec.split(':');
      const at = pkg!.lastIndexOf('@');
      if (at <= 0 || !dir || (ext !== 'ts' && ext !== 'js')) throw new Error(`--libraries: expected name@version:dir:ts|js, got ${spec}`);
      return { name: pkg!.slice(0, at), version: pkg!.slice(at + 1), dir, ext };
    })
  : LIBRARIES;
const OUT = join(BENCH_DIR, 'quality');
/** Neighbours kept per function for the threshold sweep. */
const TOP_K = 20;
const FLOOR = 0.05;

const t0 = performance.now();
const log = (m: string): void => console.error(`[${((performance.now() - t0) / 1000).toFixed(1)}s] ${m}`);

// ---------------------------------------------------------------------------
// systems

interface Rows {
  row(i: number): Float32Array;
}

/**
 * `--center package|corpus` (an experiment, not the product): each vector less the mean of its package's
 * (the path's first folder: one library, as one repository is one corpus) or the whole corpus's vectors,
 * renormalised; a hub correction that takes out what a code base's functions share (its house style).
 */
const center = value('--center') as 'package' | 'corpus' | null;

function centred(fns: readonly CorpusFunction[], m: Float32Array, d: number, by: 'package' | 'corpus'): void {
  const groupOf = fns.map((f) => (by === 'corpus' ? '' : f.location.path.split('/')[0]!));
  const means = new Map<string, { sum: Float64Array; n: number }>();
  groupOf.forEach((g, i) => {
    const e = means.get(g) ?? { sum: new Float64Array(d), n: 0 };
    for (let k = 0; k < d; k++) e.sum[k]! += m[i * d + k]!;
    e.n++;
    means.set(g, e);
  });
  groupOf.forEach((g, i) => {
    const e = means.get(g)!;
    let norm = 0;
    for (let k = 0; k < d; k++) {
      const x = m[i * d + k]! - e.sum[k]! / e.n;
      m[i * d + k] = x;
      norm += x * x;
    }
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = 0; k < d; k++) m[i * d + k]! *= inv;
  });
}

/**
 * `--whiten P` (an experiment, not the product): the corpus's vectors less their mean, each direction of the
 * corpus's covariance scaled by (eigenvalue + shrink)^-P (P 0.5: whitening; 0.25 halfway), renormalised: what
 * every function of the corpus varies along most (house style, size) counts less than what sets a few apart.
 */
const whiten = value('--whiten') === undefined ? null : Number(value('--whiten'));
const whitenShrink = Number(value('--whiten-shrink') ?? '0.1');

/** Eigen-decomposition of a symmetric matrix (cyclic Jacobi): eigenvalues and column eigenvectors. */
function symmetricEigen(a: Float64Array, n: number): { values: Float64Array; vectors: Float64Array } {
  const A = Float64Array.from(a);
  const V = new Float64Array(n * n);
  for (let i = 0; i < n; i++) V[i * n + i] = 1;
  for (let sweep = 0; sweep < 30; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += A[p * n + q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = A[p * n + q]!;
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (A[q * n + q]! - A[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = A[k * n + p]!;
          const akq = A[k * n + q]!;
          A[k * n + p] = c * akp - s * akq;
          A[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = A[p * n + k]!;
          const aqk = A[q * n + k]!;
          A[p * n + k] = c * apk - s * aqk;
          A[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = V[k * n + p]!;
          const vkq = V[k * n + q]!;
          V[k * n + p] = c * vkp - s * vkq;
          V[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = A[i * n + i]!;
  return { values, vectors: V };
}

function whitened(m: Float32Array, n: number, d: number, power: number): void {
  const mean = new Float64Array(d);
  for (let i = 0; i < n; i++) for (let k = 0; k < d; k++) mean[k]! += m[i * d + k]! / n;
  const cov = new Float64Array(d * d);
  const x = new Float64Array(d);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < d; k++) x[k] = m[i * d + k]! - mean[k]!;
    for (let a = 0; a < d; a++) for (let b = a; b < d; b++) cov[a * d + b]! += (x[a]! * x[b]!) / n;
  }
  for (let a = 0; a < d; a++) for (let b = 0; b < a; b++) cov[a * d + b] = cov[b * d + a]!;
  const { values, vectors } = symmetricEigen(cov, d);
  const meanValue = values.reduce((s, v) => s + Math.max(0, v), 0) / d;
  const scale = Array.from(values, (v) => (Math.max(0, v) + whitenShrink * meanValue) ** -power);
  const y = new Float64Array(d);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < d; k++) x[k] = m[i * d + k]! - mean[k]!;
    // ZCA: U diag(scale) U^T x
    y.fill(0);
    for (let e = 0; e < d; e++) {
      let proj = 0;
      for (let k = 0; k < d; k++) proj += vectors[k * d + e]! * x[k]!;
      proj *= scale[e]!;
      for (let k = 0; k < d; k++) y[k]! += vectors[k * d + e]! * proj;
    }
    let norm = 0;
    for (let k = 0; k < d; k++) norm += y[k]! * y[k]!;
    const inv = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let k = 0; k < d; k++) m[i * d + k] = y[k]! * inv;
  }
}

function modelRows(fns: readonly CorpusFunction[], model: ReturnType<typeof loadModel>): { rows: Rows; embedMs: number } {
  const d = model.provenance.dimensions;
  const n = fns.length;
  const m = new Float32Array(n * d);
  const t = performance.now();
  fns.forEach((f, i) => m.set(model.model.embed(f.normalized).vector, i * d));
  const embedMs = performance.now() - t;
  if (center) centred(fns, m, d, center);
  if (whiten !== null) whitened(m, n, d, whiten);
  return {
    embedMs,
    rows: {
      row(i: number): Float32Array {
        const out = new Float32Array(n);
        const qi = i * d;
        for (let j = 0; j < n; j++) {
          let s = 0;
          const qj = j * d;
          for (let k = 0; k < d; k++) s += m[qi + k]! * m[qj + k]!;
          out[j] = s;
        }
        return out;
      }
    }
  };
}

const refKey = (r: FnRef): string => `${r.path}:${r.start_line}:${r.end_line}`;
const toRef = (f: CorpusFunction): FnRef => ({ path: f.location.path, start_line: f.location.start_line, end_line: f.location.end_line, name: f.location.name });

interface Evaluation {
  pairwise: PairwiseResult;
  ranking: RankingResult | null;
  reported: number;
}

/** What `--dump-fp` writes: the counted false positives at or above the threshold and the truth pairs below it, best first. */
interface Errors {
  falsePositives: ReportedPair[];
  missed: Array<TruthPair & { score: number }>;
}

function evaluateRows(fns: readonly CorpusFunction[], rows: Rows, truth: readonly TruthPair[], threshold: number, scoring: ScoreOptions = {}, errors?: (e: Errors) => void): Evaluation {
  const index = new Map(fns.map((f, i) => [refKey(toRef(f)), i]));
  const partners = new Map<number, number[]>();
  for (const p of truth) {
    const a = index.get(refKey(p.a));
    const b = index.get(refKey(p.b));
    if (a === undefined || b === undefined) throw new Error(`truth function not in the corpus: ${refKey(a === undefined ? p.a : p.b)}`);
    (partners.get(a) ?? partners.set(a, []).get(a)!).push(b);
    (partners.get(b) ?? partners.set(b, []).get(b)!).push(a);
  }
  const pairs = new Map<string, ReportedPair>();
  const ranks: number[] = [];
  for (let i = 0; i < fns.length; i++) {
    const row = rows.row(i);
    const ps = partners.get(i);
    if (ps) ranks.push(rankOfPartner(row, i, ps));
    // top-K neighbours above the floor
    const top: Array<[number, number]> = [];
    for (let j = 0; j < row.length; j++) {
      if (j === i || row[j]! < FLOOR) continue;
      if (top.length < TOP_K) {
        top.push([j, row[j]!]);
        if (top.length === TOP_K) top.sort((x, y) => y[1] - x[1]);
      } else if (row[j]! > top[TOP_K - 1]![1]) {
        top[TOP_K - 1] = [j, row[j]!];
        for (let q = TOP_K - 1; q > 0 && top[q]![1] > top[q - 1]![1]; q--) [top[q], top[q - 1]] = [top[q - 1]!, top[q]!];
      }
    }
    for (const [j, s] of top) {
      const key = i < j ? `${i},${j}` : `${j},${i}`;
      if (!pairs.has(key)) pairs.set(key, { a: toRef(fns[Math.min(i, j)]!), b: toRef(fns[Math.max(i, j)]!), score: s });
    }
  }
  const reported = [...pairs.values()];
  if (errors) {
    const outcomes = classifyPairs(truth, reported, scoring);
    const missed = truth
      .map((t) => ({ ...t, score: rows.row(index.get(refKey(t.a))!)[index.get(refKey(t.b))!]! }))
      .filter((t) => t.score < threshold)
      .sort((x, y) => y.score - x.score);
    errors({ falsePositives: reported.filter((p, i) => p.score >= threshold && outcomes[i]!.truth < 0 && outcomes[i]!.counted).sort((x, y) => y.score - x.score), missed });
  }
  return { pairwise: pairwise(truth, reported, threshold, scoring), ranking: rankingMetrics(ranks), reported: reported.length };
}

interface JscpdDup {
  firstFile: { name: string; startLoc?: { line: number }; endLoc?: { line: number }; start?: number; end?: number };
  secondFile: { name: string; startLoc?: { line: number }; endLoc?: { line: number }; start?: number; end?: number };
}

function jscpdPairs(root: string, reportDir: string): ReportedPair[] {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const bin = resolve('node_modules/.bin/jscpd');
  try {
    execFileSync(bin, ['--silent', '--no-gitignore', '--mode', 'weak', '--reporters', 'json', '--output', reportDir, '--format', 'javascript,typescript', '.'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 28 });
  } catch (err) {
    // jscpd exits non-zero on findings only with --exit-code; anything else is reported
    if (!existsSync(join(reportDir, 'jscpd-report.json'))) throw err;
  }
  const report = JSON.parse(readFileSync(join(reportDir, 'jscpd-report.json'), 'utf8')) as { duplicates: JscpdDup[] };
  const norm = (p: string): string => p.replace(/^\.\//, '').replace(root + '/', '');
  const ref = (f: JscpdDup['firstFile']): FnRef => ({ path: norm(f.name), start_line: f.startLoc?.line ?? f.start ?? 0, end_line: f.endLoc?.line ?? f.end ?? 0 });
  return report.duplicates.map((d) => ({ a: ref(d.firstFile), b: ref(d.secondFile), score: 1 }));
}

// ---------------------------------------------------------------------------
// re-implementation trees

interface ReimplCorpus {
  root: string;
  groups: Array<{ id: string; members: FnRef[] }>;
}

/**
 * Distractors that are near-copies of a member in the library itself (the
 * injected benchmark's near-duplicate rule: core-js `es.typed-array.at` beside
 * `es.array.at`, `es.promise.all` beside `es.promise.any`): reporting them is
 * what the product is for, so they are left out of the corpus (and pairs with
 * them ignored for peers that read files), never scored as false positives.
 */
/** Members of different groups that are near-copies of each other (core-js `Promise.any` and `Promise.allSettled`, both written from `Promise.all`): never a false positive. */
function nearCopyMemberPairs(fns: readonly CorpusFunction[], groups: ReimplCorpus['groups']): Array<[FnRef, FnRef]> {
  const groupOf = new Map(groups.flatMap((g) => g.members.map((m) => [refKey(m), g.id] as const)));
  const members = fns.filter((f) => groupOf.has(refKey(toRef(f))));
  const sigs = members.map((f) => signatures(f.normalized));
  const out: Array<[FnRef, FnRef]> = [];
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = toRef(members[i]!);
      const b = toRef(members[j]!);
      if (groupOf.get(refKey(a)) !== groupOf.get(refKey(b)) && isNearDuplicate(sigs[i]!, sigs[j]!)) out.push([a, b]);
    }
  }
  return out;
}

function nearCopiesOfMembers(fns: readonly CorpusFunction[], groups: ReimplCorpus['groups']): FnRef[] {
  const members = new Set(groups.flatMap((g) => g.members.map(refKey)));
  const memberSigs = fns.filter((f) => members.has(refKey(toRef(f)))).map((f) => signatures(f.normalized));
  return fns.filter((f) => !members.has(refKey(toRef(f))) && memberSigs.some((m) => isNearDuplicate(m, signatures(f.normalized)))).map(toRef);
}

async function buildReimpl(neutral: boolean): Promise<ReimplCorpus> {
  await initMutate();
  const root = join(OUT, 'reimpl', neutral ? 'neutral' : 'published');
  rmSync(root, { recursive: true, force: true });
  const roots = new Map(PACKAGES.map((p) => [p.name, { dir: fetchPackage(p.name, p.version), tag: `${p.name}@${p.version}` }]));
  const spec = groupSpecs.some((g) => g.family === 'spec');
  if (spec) {
    for (const p of specPackages()) roots.set(p.name, { dir: fetchPackage(p.name, p.version), tag: `${p.name}@${p.version}` });
    roots.set(SPEC_PACKAGE, { dir: SPEC_DIR, tag: SPEC_PACKAGE });
  }
  const memberFiles = new Set(groupSpecs.flatMap((g) => g.members.map((m) => `${m.pkg}/${m.file}`)));
  // files to copy: members, core-js distractor modules (always: the common pool), the used packages' distractor files
  const files: Array<{ pkg: string; file: string }> = [];
  for (const f of memberFiles) {
    const i = f.indexOf('/');
    files.push({ pkg: f.slice(0, i), file: f.slice(i + 1) });
  }
  const coreRoot = roots.get(CORE_JS.name)!.dir;
  for (const m of listSources(join(coreRoot, 'modules'))) {
    if (m.startsWith('es.') && !memberFiles.has(`core-js/modules/${m}`)) files.push({ pkg: 'core-js', file: `modules/${m}` });
  }
  const usedPackages = new Set(groupSpecs.flatMap((g) => g.members.map((m) => m.pkg)));
  for (const p of PACKAGES) {
    if (!usedPackages.has(p.name)) continue;
    for (const f of ES_SHIM_DISTRACTOR_FILES) if (p.name !== 'core-js' && existsSync(join(roots.get(p.name)!.dir, f)) && !memberFiles.has(`${p.name}/${f}`)) files.push({ pkg: p.name, file: f });
  }
  // the spec family's distractors: every other source file of the originals' packages
  if (spec) {
    for (const p of specPackages()) {
      for (const f of listSources(roots.get(p.name)!.dir)) if (!memberFiles.has(`${p.name}/${f}`)) files.push({ pkg: p.name, file: f });
    }
  }
  for (const { pkg, file } of files) {
    const dest = join(root, roots.get(pkg)!.tag, file);
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(join(roots.get(pkg)!.dir, file), dest);
  }
  // locate members by extraction
  let memberIndex = 0;
  const groups: ReimplCorpus['groups'] = [];
  for (const g of groupSpecs) {
    const members: FnRef[] = [];
    for (const m of g.members) {
      const rel = `${roots.get(m.pkg)!.tag}/${m.file}`;
      const fns = await extractTree(root, 4, [rel]);
      const f = pickMember(m, fns);
      if (!f) {
        log(`re-implementation member not found (skipped): ${rel} ${m.name ?? '(longest)'}`);
        continue;
      }
      if (neutral) {
        const path = join(root, rel);
        const text = readFileSync(path, 'utf8');
        const [s, e] = locationRange(text, f.location);
        const renamed = renameFunction(text.slice(s, e), f.language, neutralName(memberIndex), bindingName(f.location.name));
        writeFileSync(path, text.slice(0, s) + renamed + text.slice(e));
      }
      memberIndex++;
      members.push(toRef(f));
    }
    if (members.length >= 2) groups.push({ id: g.id, members });
  }
  return { root, groups };
}

// ---------------------------------------------------------------------------
// main

interface SystemReport {
  system: string;
  threshold: number | null;
  injected: Evaluation | null;
  reimpl: Record<'published' | 'neutral', Evaluation | null>;
}

async function main(): Promise<void> {
  const modelsDir = modelArg ? resolve(dirname(modelArg)) : assetPaths().modelsDir;
  const model = loadModel(modelsDir, modelArg ? basename(modelArg) : null);
  const threshold = model.calibration.default_threshold;
  log(`model ${model.provenance.model_id} (threshold ${threshold}), ${perType} per type per library`);

  const injDir = join(OUT, 'injected');
  const truth = await buildInjected(injDir, perType, libraries);
  log(`injected: ${truth.pairs.length} truth pairs; ${JSON.stringify(truth.stats)}`);
  const injFns = await extractTree(injDir, 5);
  const reimpl = { published: await buildReimpl(false), neutral: await buildReimpl(true) };
  const allReimplFns = { published: await extractTree(reimpl.published.root, 4), neutral: await extractTree(reimpl.neutral.root, 4) };
  // decided on the published text; the neutral tree renames members only, so locations agree
  const nearCopies = nearCopiesOfMembers(allReimplFns.published, reimpl.published.groups);
  const parts = partsOfMembers(allReimplFns.published.map(toRef), reimpl.published.groups.flatMap((g) => g.members));
  const nearCopyKeys = new Set([...nearCopies, ...parts].map(refKey));
  const nearCopyPairs = nearCopyMemberPairs(allReimplFns.published, reimpl.published.groups);
  const reimplFns = {
    published: allReimplFns.published.filter((f) => !nearCopyKeys.has(refKey(toRef(f)))),
    neutral: allReimplFns.neutral.filter((f) => !nearCopyKeys.has(refKey(toRef(f))))
  };
  if (dumpPairs) {
    const text = new Map(allReimplFns.neutral.map((f) => [refKey(toRef(f)), f.normalized]));
    const out: Array<[string, string]> = [];
    for (const g of reimpl.neutral.groups) for (let i = 0; i < g.members.length; i++) for (let j = i + 1; j < g.members.length; j++) out.push([text.get(refKey(g.members[i]!))!, text.get(refKey(g.members[j]!))!]);
    writeFileSync(dumpPairs, JSON.stringify(out));
    log(`${out.length} pairs written to ${dumpPairs}`);
  }
  // pairs touching no member say nothing; near-copies of members are right to report
  const reimplScoring = (mode: 'published' | 'neutral'): ScoreOptions => ({ labeled: reimpl[mode].groups.flatMap((g) => g.members), ignored: nearCopies, ignoredPairs: nearCopyPairs });
  log(`corpora: injected ${injFns.length} functions, re-implementations ${reimplFns.published.length} functions in ${reimpl.published.groups.length} groups (${parts.length} functions nested in members left out; ${nearCopies.length} near-copies of members left out: ${nearCopies.map((f) => `${f.path}:${f.name}`).join(', ')}; ${nearCopyPairs.length} member pairs of different groups are near-copies: ${nearCopyPairs.map(([a, b]) => `${a.name}~${b.name}`).join(', ')})`);

  const reports: SystemReport[] = [];
  const timings: Record<string, number> = {};
  // similar-code: normalized text -> model vector -> cosine
  {
    const t = performance.now();
    const inj = modelRows(injFns, model);
    const injected = evaluateRows(injFns, inj.rows, truth.pairs, threshold, {}, dumpFp ? (e) => writeFileSync(dumpFp, `${JSON.stringify(e, null, 1)}\n`) : undefined);
    const r: SystemReport['reimpl'] = { published: null, neutral: null };
    for (const mode of ['published', 'neutral'] as const) {
      const fns = reimplFns[mode];
      const tp = groupPairs(reimpl[mode].groups);
      const dump = dumpReimpl && mode === 'neutral' ? (e: Errors): void => writeFileSync(dumpReimpl, `${JSON.stringify(e, null, 1)}\n`) : undefined;
      r[mode] = evaluateRows(fns, modelRows(fns, model).rows, tp, threshold, reimplScoring(mode));
      if (dump) evaluateRows(fns, modelRows(fns, model).rows, tp, 0.5, reimplScoring(mode), dump);
    }
    reports.push({ system: `similar-code ${model.provenance.model_id}`, threshold, injected, reimpl: r });
    timings['similar-code'] = performance.now() - t;
    timings['similar-code.embed-per-function-ms'] = inj.embedMs / injFns.length;
    log('similar-code scored');
  }
  if (blend !== null) {
    const mix = (a: Rows, b: Rows): Rows => ({
      row(i: number): Float32Array {
        const x = a.row(i);
        const y = b.row(i);
        const out = new Float32Array(x.length);
        for (let j = 0; j < x.length; j++) out[j] = (x[j]! + blend * y[j]!) / (1 + blend);
        return out;
      }
    });
    const r: SystemReport['reimpl'] = { published: null, neutral: null };
    for (const mode of ['published', 'neutral'] as const) {
      const fns = reimplFns[mode];
      r[mode] = evaluateRows(fns, mix(modelRows(fns, model).rows, tfidfRows(fns.map((f) => f.normalized))), groupPairs(reimpl[mode].groups), 0.5, reimplScoring(mode));
    }
    const injected = evaluateRows(injFns, mix(modelRows(injFns, model).rows, tfidfRows(injFns.map((f) => f.normalized))), truth.pairs, threshold);
    reports.push({ system: `similar-code + ${blend} x TF-IDF`, threshold, injected, reimpl: r });
    log('blend scored');
  }
  // TF-IDF baseline (threshold: its own best is what matters; 0.5 as a nominal default)
  {
    const t = performance.now();
    const tfThreshold = 0.5;
    const injected = evaluateRows(injFns, tfidfRows(injFns.map((f) => f.normalized)), truth.pairs, tfThreshold);
    const r: SystemReport['reimpl'] = { published: null, neutral: null };
    for (const mode of ['published', 'neutral'] as const) {
      const fns = reimplFns[mode];
      r[mode] = evaluateRows(fns, tfidfRows(fns.map((f) => f.normalized)), groupPairs(reimpl[mode].groups), tfThreshold, reimplScoring(mode));
    }
    reports.push({ system: 'tf-idf sub-tokens', threshold: tfThreshold, injected, reimpl: r });
    timings['tfidf'] = performance.now() - t;
    log('tf-idf scored');
  }
  if (runJscpd) {
    const t = performance.now();
    const injPairs = jscpdPairs(injDir, join(OUT, 'jscpd', 'injected'));
    const injected: Evaluation = { pairwise: pairwise(truth.pairs, injPairs, null), ranking: null, reported: injPairs.length };
    const r: SystemReport['reimpl'] = { published: null, neutral: null };
    for (const mode of ['published', 'neutral'] as const) {
      const pairs = jscpdPairs(reimpl[mode].root, join(OUT, 'jscpd', mode));
      r[mode] = { pairwise: pairwise(groupPairs(reimpl[mode].groups), pairs, null, reimplScoring(mode)), ranking: null, reported: pairs.length };
    }
    reports.push({ system: 'jscpd@5.3.2', threshold: null, injected, reimpl: r });
    timings['jscpd'] = performance.now() - t;
    log('jscpd scored');
  }

  // table
  const f2 = (x: number | undefined | null): string => (x === undefined || x === null || Number.isNaN(x) ? '-' : x.toFixed(2));
  const lines: string[] = [];
  const row = (cells: string[]): void => {
    lines.push(`| ${cells.join(' | ')} |`);
  };
  lines.push(`Injected clones (${truth.pairs.length} pairs: ${libraries.map((l) => `${l.name} ${l.version}`).join(' + ')}, ${perType} per type per library, seed ${SEED})`);
  row(['system', 'thr', 'P', 'R', 'F1', 'best F1 @thr (P/R)', 'R T1', 'R T2', 'R T3', 'R R', 'R@1', 'R@5', 'R@10', 'MRR']);
  row(Array(14).fill('---'));
  for (const s of reports) {
    const e = s.injected!;
    const p = e.pairwise;
    const t = p.recallByType;
    row([s.system, s.threshold === null ? '-' : String(s.threshold), f2(p.atThreshold.precision), f2(p.atThreshold.recall), f2(p.atThreshold.f1),
      `${f2(p.best.f1)} @${p.best.threshold === null || !Number.isFinite(p.best.threshold) ? '-' : p.best.threshold.toFixed(3)} (${f2(p.best.precision)}/${f2(p.best.recall)})`,
      f2(t.T1?.recall), f2(t.T2?.recall), f2(t.T3?.recall), f2(t.R?.recall),
      f2(e.ranking?.recallAt['1']), f2(e.ranking?.recallAt['5']), f2(e.ranking?.recallAt['10']), f2(e.ranking?.mrr)]);
  }
  const nPairs = groupPairs(reimpl.published.groups).length;
  const nMembers = reimpl.published.groups.reduce((s, g) => s + g.members.length, 0);
  lines.push('');
  lines.push(`Re-implementations (${reimpl.published.groups.length} groups, ${nMembers} members, ${nPairs} pairs, ${reimplFns.published.length} functions of 4+ lines; ${nearCopies.length} near-copies of members left out, ${nearCopyPairs.length} near-copy member pairs not scored)`);
  row(['system', 'names', 'P', 'R', 'F1', 'best F1 @thr (P/R)', 'R@1', 'R@5', 'R@10', 'MRR']);
  row(Array(10).fill('---'));
  for (const s of reports) {
    for (const mode of ['published', 'neutral'] as const) {
      const e = s.reimpl[mode]!;
      const p = e.pairwise;
      row([s.system, mode, f2(p.atThreshold.precision), f2(p.atThreshold.recall), f2(p.atThreshold.f1),
        `${f2(p.best.f1)} @${p.best.threshold === null || !Number.isFinite(p.best.threshold) ? '-' : p.best.threshold.toFixed(3)} (${f2(p.best.precision)}/${f2(p.best.recall)})`,
        f2(e.ranking?.recallAt['1']), f2(e.ranking?.recallAt['5']), f2(e.ranking?.recallAt['10']), f2(e.ranking?.mrr)]);
    }
  }
  const totalMs = performance.now() - t0;
  lines.push('');
  lines.push(`total ${(totalMs / 1000).toFixed(1)} s; ${Object.entries(timings).map(([k, v]) => `${k} ${k.endsWith('-ms') ? v.toFixed(3) + ' ms' : (v / 1000).toFixed(1) + ' s'}`).join(', ')}`);
  console.log(lines.join('\n'));
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    join(OUT, 'report.json'),
    JSON.stringify({ model: model.provenance, calibration: model.calibration, perType, seed: SEED, injectedStats: truth.stats, groups: reimpl.published.groups, neutralGroups: reimpl.neutral.groups, nearCopies, nearCopyPairs, systems: reports, timings, total_ms: totalMs, table: lines.join('\n') }, null, 1)
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
