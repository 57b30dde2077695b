/**
 * The learned default model's recipe, one command (the defaults build the
 * default model, sc-learned6-288; docs/model.md lists the experiments' flags):
 *
 *   node scripts/train-model.mjs [--out models/sc-learned6-288] [--epochs N] [--temperature T] ...
 *
 * 1. training data (./data.ts): functions of the pinned training packages,
 *    one seeded mutation of each and `--extra-rounds` (2) more rounds weighted
 *    toward T3; `--data FILE` reads it from a file instead;
 * 2. bucket weights (IDF) over the training functions;
 * 3. pairs: (function, each of its mutations), (function, a statement-edited
 *    copy of its mutation: ./augment.ts, `--aug` per function), (function,
 *    a function of the same name in another package) and (function at an
 *    older major version, the same function now: ./version-data.ts, at most
 *    `--version-max-pairs` per older version, `--version-repeat` times), with
 *    1/10 of the functions held out; and (two independent implementations of
 *    one operation, written from a specification: bench/reimpl-train's
 *    training sets, `--spec-repeat` times);
 * 4. contrastive training of the projection (./train.ts; optional hard-negative
 *    batches, false-negative mask, residual head: off by default);
 * 5. export: per-row int8 projection, format v2 with a separately weighted
 *    name part; model.bin + model.json (provenance, recipe, training record;
 *    the calibration is kept and re-measured by ./calibrate.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HashModel } from '../../../src/embedding/hash-model.js';
import { LEXICAL_FORMAT_VERSION, MODEL_FORMAT, MODEL_FORMAT_VERSION, parseModel, serializeModel, type HashModelHeader } from '../../../src/embedding/model-format.js';
import { bucketIdf, DEFAULT_RECIPE, JS_KEYWORDS, type Recipe } from '../../../src/embedding/recipe.js';
import { augmentText } from './augment.js';
import { buildData, type TrainData } from './data.js';
import { buildNameData } from './name-data.js';
import { EXTRA_OLDER_VERSIONS, NAME_PACKAGES, OLDER_VERSIONS, TRAIN_PACKAGES } from './packages.js';
import { buildVersionPairs, capPerVersion } from './version-data.js';
import { trainProjection } from './train.js';
import type { Sparse, TrainConfig } from './types.js';
import { initHead, initProjection, quantizeRows, toSparse } from './weights.js';
import { hash32 } from '../corpus.js';
import { specPairs, trainingSets, type SpecPairs } from './spec-data.js';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const num = (name: string, dflt: number): number => Number(value(name) ?? dflt);

const MODEL_ID = value('--id') ?? 'sc-learned6-288';
const OUT_DIR = resolve(value('--out') ?? join('models', MODEL_ID));
const EXTRA_ROUNDS = num('--extra-rounds', 2);
/** `--more-packages`: mutation data from the name-only packages too (./packages.ts), not only the training packages. */
const DATA = {
  perPackage: num('--per-package', 1500),
  maxLines: 150,
  seed: 1,
  ...(EXTRA_ROUNDS > 0 ? { extraRounds: EXTRA_ROUNDS } : {}),
  ...(args.includes('--more-packages') ? { packages: [...TRAIN_PACKAGES, ...NAME_PACKAGES] } : {})
};
const BODY_DIMS = num('--body-dims', 224);
const NAME = { dimensions: num('--name-dims', 32), weight: num('--name-weight', 0.05), whole_weight: 1, hash_seed: 0x6e616d65 };
/** The untrained lexical part (format v4): IDF-weighted identifier sub-tokens hashed into its own dimensions. */
const LEXICAL = { dimensions: num('--lexical-dims', 32), weight: num('--lexical-weight', 0.2), channel: 'id', hash_seed: 0x6c657869 };
const DIMENSIONS = BODY_DIMS + LEXICAL.dimensions + NAME.dimensions;
const CFG: TrainConfig = {
  buckets: num('--buckets', 1 << 14),
  dims: BODY_DIMS,
  seed: 0x5c1ea2d,
  epochs: num('--epochs', 3),
  batch: num('--batch', 256),
  temperature: num('--temperature', 0.2),
  lr: num('--lr', 0.002),
  warmup: 50,
  lrFloor: 0.05,
  beta1: 0.9,
  beta2: 0.999,
  eps: 1e-8,
  ...(value('--hard-bits') ? { hardBits: num('--hard-bits', 0), hardFrom: num('--hard-from', 1) } : {}),
  ...(value('--fn-mask') ? { fnMask: num('--fn-mask', 1) } : {}),
  ...(value('--head') ? { head: { hidden: num('--head', 0), lr: num('--head-lr', 0.001) } } : {})
};
/** Augmented positives (./augment.ts): per function, `AUG.count` extra pairs (original, statement-edited mutant). */
const AUG = { count: num('--aug', 1), maxEdits: num('--aug-max-edits', 3), maxSpan: num('--aug-max-span', 40), seed: 0x61756721 };
/** Names too generic to mean "same operation" across packages. */
const GENERIC_NAMES = new Set(
  'constructor tostring tojson valueof get set has run init apply call create update render handler callback fn done next visit enter exit main default exports module start stop reset clear close open add remove delete push pop parse print format check validate process execute resolve reject then setup teardown test it describe factory wrapper inner helper fn1 fn2 cb f g h noop'.split(' ')
);
const MAX_NAME_PAIRS = num('--max-name-pairs', 8);
/** Weak pairs: kept only when their cosine under the initial random projection is at least this; each repeated this many times. */
const NAME_MIN_COS = num('--name-min-cos', 0.2);
const NAME_REPEAT = num('--name-repeat', 3);
/** Cross-version pairs (./version-data.ts): texts at most this similar (raw-token Jaccard), each repeated this many times (0: none). */
const VERSION_PAIRS = { maxJaccard: num('--version-max-jaccard', 0.8), repeat: num('--version-repeat', 3), maxPerVersion: num('--version-max-pairs', 400) };
const olderVersions = [...OLDER_VERSIONS.slice(0, num('--older-versions', OLDER_VERSIONS.length)), ...(args.includes('--extra-versions') ? EXTRA_OLDER_VERSIONS : [])];
/** Weak pairs also from every other function of the training packages and from the name-only packages (./packages.ts). */
const NAME_PACKAGES_ON = args.includes('--name-packages');
/**
 * Independent implementations of one operation written from plain-language specifications of training
 * packages' functions (bench/reimpl-train, the training sets only): every two members of a specification
 * are a pair, each `--spec-repeat` times (0: none).
 */
const SPEC_REPEAT = num('--spec-repeat', 10);
/** The training sets the shipped model read (a recipe names its data; `--spec-sets a,b` or `all` for every training set there now). */
const RECIPE_SPEC_SETS = ['authq', 'build', 'compiler', 'db', 'http', 'lang', 'markup', 'orm', 'server', 'servers', 'state', 'test', 'testing', 'ui', 'web', 'xmlcss'];
const SPEC_SETS_USED = value('--spec-sets') === 'all' ? trainingSets() : (value('--spec-sets')?.split(',').sort() ?? RECIPE_SPEC_SETS);
/** Extra positive pairs from a file (`--extra-pairs FILE --extra-repeat N`): the transfer diagnostic of docs/model.md, never the recipe. */
const EXTRA = { file: value('--extra-pairs'), repeat: num('--extra-repeat', 10) };

const t0 = performance.now();
const log = (m: string): void => console.error(`[${((performance.now() - t0) / 1000).toFixed(1)}s] ${m}`);

async function main(): Promise<void> {
  // --data FILE: training data as written by ./data.ts (tests: a tiny fixture; no packages fetched)
  const dataFile = value('--data');
  const data = dataFile ? (JSON.parse(readFileSync(dataFile, 'utf8')) as TrainData) : await buildData(DATA, log);
  const fns = data.functions;
  log(`${fns.length} functions, ${data.mutants.length} mutants`);
  const heldOut = (i: number): boolean => hash32(fns[i]!.text) % 10 === 0;

  // --channels id=1,mem=0.6: channel weights other than the default recipe's
  const channelWeights = new Map((value('--channels') ?? '').split(',').filter(Boolean).map((kv) => [kv.split('=')[0]!, Number(kv.split('=')[1])]));
  const channels = DEFAULT_RECIPE.channels.map((c) => (channelWeights.has(c.name) ? { ...c, weight: channelWeights.get(c.name)! } : c));
  const recipe: Recipe = { ...DEFAULT_RECIPE, model_id: MODEL_ID, dimensions: DIMENSIONS, seed: 0x5c1ea256, channels, buckets: CFG.buckets };
  const weights = bucketIdf(recipe, fns.map((f) => f.text));
  const header: Omit<HashModelHeader, 'arrays'> = {
    format: MODEL_FORMAT,
    format_version: LEXICAL.dimensions > 0 ? LEXICAL_FORMAT_VERSION : CFG.head ? 3 : MODEL_FORMAT_VERSION,
    model_id: MODEL_ID,
    dimensions: DIMENSIONS,
    buckets: CFG.buckets,
    hash: { algorithm: 'fnv1a32-fmix32', seed: recipe.seed, signed: true },
    max_tokens: recipe.max_tokens,
    tf: 'log1p',
    keywords: [...JS_KEYWORDS].sort(),
    channels: recipe.channels,
    name: NAME,
    ...(LEXICAL.dimensions > 0 ? { lexical: LEXICAL } : {}),
    ...(CFG.head ? { head: { kind: 'residual-relu' as const, hidden: CFG.head.hidden } } : {})
  };
  // the feature extractor of the model being trained (its projection is not used here)
  const { head: _unused, lexical: _lexical, ...featureHeader } = header;
  const featureModel = new HashModel(parseModel(serializeModel({ ...featureHeader, dimensions: BODY_DIMS + NAME.dimensions, format_version: MODEL_FORMAT_VERSION }, weights, { dtype: 'int8', values: new Int8Array(CFG.buckets * CFG.dims), scale: 1 })));
  const feats: Sparse[] = [];
  for (const f of fns) feats.push(toSparse(featureModel.features(f.text)));
  for (const m of data.mutants) feats.push(toSparse(featureModel.features(m.text)));
  // augmented positives: statement edits on the function's mutant (else on the function), a donor from the same package
  const mutantOf = new Map<number, number>();
  data.mutants.forEach((m, j) => { if (!mutantOf.has(m.of)) mutantOf.set(m.of, j); });
  const byPkg = new Map<number, number[]>();
  fns.forEach((f, i) => (byPkg.get(f.pkg) ?? byPkg.set(f.pkg, []).get(f.pkg)!).push(i));
  const augPairs: number[] = [];
  for (let c = 0; c < AUG.count; c++) {
    for (let i = 0; i < fns.length; i++) {
      if (heldOut(i)) continue;
      const j = mutantOf.get(i);
      const base = j !== undefined && c % 2 === 0 ? data.mutants[j]!.text : fns[i]!.text;
      const same = byPkg.get(fns[i]!.pkg)!;
      const seed = (AUG.seed + Math.imul(c + 1, 0x9e3779b1) + i * 7919) >>> 0;
      const donor = fns[same[hash32(`${c}:${i}`) % same.length]!]!.text;
      const text = augmentText(base, donor, seed, AUG);
      if (text === null || text === fns[i]!.text) continue;
      augPairs.push(i, feats.length);
      feats.push(toSparse(featureModel.features(text)));
    }
  }
  log(`features computed (${augPairs.length / 2} augmented)`);

  // pairs
  const pairs: number[] = [];
  let mutationPairs = 0;
  // --min-mutant-ratio R: leave out mutants with fewer than R times their original's tokens (edits that removed most of it)
  const minRatio = num('--min-mutant-ratio', 0);
  const tokenCount = (t: string): number => t.split(' ').length;
  data.mutants.forEach((m, j) => {
    if (heldOut(m.of)) return;
    if (minRatio > 0 && tokenCount(m.text) < minRatio * tokenCount(fns[m.of]!.text)) return;
    pairs.push(m.of, fns.length + j);
    mutationPairs++;
  });
  // weak pairs: functions of one name in two packages (the sampled training functions, plus with
  // --name-packages every other function of the training packages and of the name-only packages)
  const named: Array<{ feat: number; pkg: number; name: string }> = [];
  fns.forEach((f, i) => {
    if (!heldOut(i)) named.push({ feat: i, pkg: f.pkg, name: f.name });
  });
  let namePackages: string[] = [];
  if (NAME_PACKAGES_ON) {
    const extra = await buildNameData(data, TRAIN_PACKAGES, NAME_PACKAGES, DATA.maxLines, log);
    namePackages = extra.packages;
    for (const f of extra.functions) {
      if (hash32(f.text) % 10 === 0) continue; // held out, as the training functions are
      named.push({ feat: feats.length, pkg: f.pkg, name: f.name });
      feats.push(toSparse(featureModel.features(f.text)));
    }
    log(`${extra.functions.length} name-only functions (${extra.packages.length} name-only packages)`);
  }
  const byName = new Map<string, number[]>();
  named.forEach((n, k) => {
    const key = n.name.toLowerCase();
    if (key.length < 3 || GENERIC_NAMES.has(key)) return;
    (byName.get(key) ?? byName.set(key, []).get(key)!).push(k);
  });
  let namePairs = 0;
  const w0 = NAME_MIN_COS > -1 ? initProjection(CFG) : null;
  const initVec = (i: number): Float64Array => {
    const f = feats[i]!;
    const z = new Float64Array(CFG.dims);
    for (let q = 0; q < f.b.length; q++) for (let k = 0; k < CFG.dims; k++) z[k] = z[k]! + f.v[q]! * w0![f.b[q]! * CFG.dims + k]!;
    let n = 0;
    for (let k = 0; k < CFG.dims; k++) n += z[k]! * z[k]!;
    n = Math.sqrt(n) || 1;
    return z.map((x) => x / n);
  };
  const initCos = (a: number, b: number): number => {
    const x = initVec(a);
    const y = initVec(b);
    let c = 0;
    for (let k = 0; k < CFG.dims; k++) c += x[k]! * y[k]!;
    return c;
  };
  for (const key of [...byName.keys()].sort()) {
    const members = byName.get(key)!;
    const found: Array<[number, number]> = [];
    for (let a = 0; a < members.length && found.length < MAX_NAME_PAIRS; a++) {
      for (let b = a + 1; b < members.length && found.length < MAX_NAME_PAIRS; b++) {
        const x = named[members[a]!]!;
        const y = named[members[b]!]!;
        if (x.pkg !== y.pkg && (NAME_MIN_COS <= -1 || initCos(x.feat, y.feat) >= NAME_MIN_COS)) found.push([members[a]!, members[b]!]);
      }
    }
    for (const [a, b] of found) {
      for (let r = 0; r < NAME_REPEAT; r++) {
        pairs.push(named[a]!.feat, named[b]!.feat);
      }
      namePairs++;
    }
  }
  for (const x of augPairs) pairs.push(x);
  let spec: SpecPairs | null = null;
  if (SPEC_REPEAT > 0) {
    spec = await specPairs(SPEC_SETS_USED, { log });
    for (const [x, y] of spec.pairs) {
      const a = feats.length;
      feats.push(toSparse(featureModel.features(x)), toSparse(featureModel.features(y)));
      for (let r = 0; r < SPEC_REPEAT; r++) pairs.push(a, a + 1);
    }
    log(`${spec.pairs.length} specification pairs from ${spec.sets.length} sets x ${SPEC_REPEAT}`);
  }
  // --extra-pairs FILE: more positive pairs ([text, text], e.g. run.ts --dump-pairs), each --extra-repeat times; diagnostics only
  let extraPairs = 0;
  if (EXTRA.file) {
    const extra = JSON.parse(readFileSync(EXTRA.file, 'utf8')) as Array<[string, string]>;
    const repeat = EXTRA.repeat;
    extraPairs = extra.length;
    for (const [x, y] of extra) {
      const a = feats.length;
      feats.push(toSparse(featureModel.features(x)), toSparse(featureModel.features(y)));
      for (let r = 0; r < repeat; r++) pairs.push(a, a + 1);
    }
    log(`${extra.length} extra pairs x ${repeat}`);
  }
  // cross-version pairs: the same function at an older major version, substantially changed
  let versionPairs = 0;
  if (VERSION_PAIRS.repeat > 0) {
    for (const v of capPerVersion(await buildVersionPairs(TRAIN_PACKAGES, olderVersions, DATA.maxLines, VERSION_PAIRS.maxJaccard, log), VERSION_PAIRS.maxPerVersion)) {
      if (hash32(v.current) % 10 === 0) continue; // held out, as the training functions are
      const a = feats.length;
      feats.push(toSparse(featureModel.features(v.old)), toSparse(featureModel.features(v.current)));
      for (let r = 0; r < VERSION_PAIRS.repeat; r++) pairs.push(a, a + 1);
      versionPairs++;
    }
  }
  log(`pairs: ${mutationPairs} mutation, ${namePairs} same-name across packages, ${augPairs.length / 2} augmented, ${versionPairs} cross-version`);

  if (value('--group-from') !== undefined) {
    // batches of one package (anchor's): negatives share the package's style, as one repository's functions do
    const groups = new Uint32Array(pairs.length / 2);
    // anchors are training functions or name-only functions (never mutants or augmented copies)
    const namePkg = new Map(named.map((n) => [n.feat, n.pkg]));
    for (let p = 0; p < groups.length; p++) groups[p] = namePkg.get(pairs[2 * p]!) ?? fns[pairs[2 * p]!]!.pkg;
    CFG.groupFrom = num('--group-from', 0);
    CFG.pairGroups = groups;
  }
  const w = initProjection(CFG);
  const head = CFG.head ? initHead({ ...CFG, head: CFG.head }) : undefined;
  const tTrain = performance.now();
  const losses = trainProjection(CFG, w, feats, Int32Array.from(pairs), (l) => {
    if (l.step % 100 === 0) log(`epoch ${l.epoch} step ${l.step} loss ${l.loss.toFixed(4)}`);
  }, head);
  const trainSeconds = (performance.now() - tTrain) / 1000;
  log(`trained in ${trainSeconds.toFixed(0)} s; epoch losses ${losses.map((x) => x.toFixed(4)).join(' ')}`);

  const q = quantizeRows(w, CFG.buckets, CFG.dims);
  const bytes = serializeModel(header, weights, { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales, head);
  const sha = createHash('sha256').update(bytes).digest('hex');
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'model.bin'), bytes);
  const cardPath = join(OUT_DIR, 'model.json');
  const previous = existsSync(cardPath) ? (JSON.parse(readFileSync(cardPath, 'utf8')) as Record<string, unknown>) : {};
  const card = {
    model_id: MODEL_ID,
    revision: value('--revision') ?? (previous['revision'] as string | undefined) ?? '2026-12-01.1',
    artifact: 'model.bin',
    artifact_sha256: sha,
    artifact_bytes: bytes.length,
    license: 'MIT',
    dimensions: DIMENSIONS,
    parameters: { dtype: 'float32', pooling: 'hashed-features-learned-projection', normalized: true, batch_size: 256, max_tokens: recipe.max_tokens },
    calibration: previous['calibration'] ?? { default_threshold: 0.8, bands: { moderate: 0.8, high: 0.86, very_high: 0.93 } },
    calibration_report: previous['calibration_report'] ?? null,
    recipe: {
      command: 'node scripts/train-model.mjs',
      source: 'bench/quality/train/',
      arguments: args,
      training_packages: data.packages,
      name_only_packages: namePackages,
      data: { ...DATA, functions: fns.length, mutants: data.mutants.length, mutant_types: Object.fromEntries(Object.entries(data.stats).filter(([k]) => k.startsWith('mutants.'))), held_out: '1 in 10 functions (FNV-1a of the normalized text % 10 == 0)' },
      pairs: { mutation: mutationPairs, same_name_across_packages: namePairs, cross_version: versionPairs, ...(spec ? { specification: { pairs: spec.pairs.length, repeat: SPEC_REPEAT, source: 'bench/reimpl-train (README.md)', sets: spec.sets, packages: spec.packages } } : {}), ...(EXTRA.file ? { extra: extraPairs, extra_repeat: EXTRA.repeat } : {}), ...(VERSION_PAIRS.repeat > 0 ? { cross_version_options: VERSION_PAIRS, older_versions: olderVersions.map((p) => `${p.name}@${p.version}`) } : {}), augmented: augPairs.length / 2, augmentation: AUG, max_pairs_per_name: MAX_NAME_PAIRS, name_min_cos: NAME_MIN_COS, name_repeat: NAME_REPEAT, generic_names_excluded: GENERIC_NAMES.size },
      features: { channels: recipe.channels, buckets: CFG.buckets, hash_seed: recipe.seed, idf: `over the ${fns.length} training functions`, name_hidden_from_body: true },
      name_part: NAME,
      lexical_part: LEXICAL.dimensions > 0 ? LEXICAL : null,
      training: { ...CFG, pairGroups: undefined, objective: 'symmetric InfoNCE, in-batch negatives, cosine / temperature', optimizer: 'lazy Adam, linear warm-up, cosine decay', epoch_losses: losses.map((x) => Math.round(x * 1e4) / 1e4) },
      export: 'per-row int8 projection (row scale = max|w|/127)'
    },
    // wall-clock: informative, varies per machine
    training_wall_seconds: Math.round(trainSeconds),
    training_machine: `${process.platform} ${process.arch}, node ${process.version}, one thread`
  };
  writeFileSync(cardPath, `${JSON.stringify(card, null, 2)}\n`);
  process.stdout.write(`${sha}  ${join(OUT_DIR, 'model.bin')} (${bytes.length} bytes)\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
