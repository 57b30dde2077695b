/**
 * The PR review benchmark (bench/review/README.md): re-implementation PRs
 * and replayed real commits of the repositories in repos.json, reviewed as
 * the action reviews a PR, scored with the model's recorded decision rule,
 * or with the rule calibrated here (--calibrate).
 *
 *   node scripts/run-ts.mjs bench/review/run.ts [--mirrors DIR] [--repos a,b]
 *     [--select-commits N]   rewrite commits.json: N replay commits per repository
 *     [--calibrate]          grid-search the decision rule on the collected reviews
 *     [--write-model]        record the calibrated rule in the default model's card
 *     [--rule JSON]          score this rule (fields over the recorded one); --rows-out uses it
 *     [--rows-out FILE]      write the rows shown (unlabelled first) for judging
 *     [--dump-added FILE]    every added function's best match, margin and family size
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DecisionRule } from '../../src/contracts/pipeline.js';
import { decisionRuleFor } from '../../src/findings/rule.js';
import { loadModel } from '../../src/embedding/model-store.js';
import { reimplementationRun, replayRun, selectCommits, type ReviewRun } from './collect.js';
import { scoreReimplementation, scoreReplay, type Label, type Row } from './score.js';
import { calibrate } from './calibrate.js';
import { repositoryRoot, sourceRepository, workTree, type RepoSpec } from './workspace.js';

const root = repositoryRoot();
const here = join(root, 'bench', 'review');
const args = process.argv.slice(2);
const flag = (name: string): boolean => args.includes(name);
const value = (name: string): string | null => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? null) : null;
};

const repos = (JSON.parse(readFileSync(join(here, 'repos.json'), 'utf8')) as { repos: RepoSpec[] }).repos.filter(
  (r) => !value('--repos') || value('--repos')!.split(',').includes(r.name)
);
const mirrors = value('--mirrors') ?? (existsSync('/work/.mirror') ? '/work/.mirror' : null);
const work = join(root, '.bench', 'review');
const commitsFile = join(here, 'commits.json');
const labelsFile = join(here, 'labels.json');

type Commits = Record<string, string[]>;
let commits: Commits = existsSync(commitsFile) ? (JSON.parse(readFileSync(commitsFile, 'utf8')) as { commits: Commits }).commits : {};
if (value('--select-commits')) {
  const n = Number(value('--select-commits'));
  commits = { ...commits };
  for (const spec of repos) commits[spec.name] = selectCommits(sourceRepository(work, spec, mirrors), spec, n);
  writeFileSync(
    commitsFile,
    `${JSON.stringify({ description: 'Commits replayed as PRs (collect.ts selectCommits: first-parent, non-merge, 5-800 changed JS/TS lines, newest first before the pin).', commits }, null, 2)}\n`
  );
}

const labels = new Map<string, Label>();
if (existsSync(labelsFile)) {
  for (const l of (JSON.parse(readFileSync(labelsFile, 'utf8')) as { labels: Array<{ key: string; label: Label }> }).labels) labels.set(l.key, l.label);
}

const model = loadModel(join(root, 'models'), null);
const threshold = model.calibration.default_threshold;
// stored reviews (collect.ts) are the model's at its threshold: the base neighbourhoods stop there
const runsDir = join(work, 'runs', `${model.provenance.artifact_sha256.slice(0, 12)}@${threshold}`);
const runs: ReviewRun[] = [];
for (const spec of repos) {
  const source = sourceRepository(work, spec, mirrors);
  // the work tree (and its lock) only when a review is not stored yet: scoring stored reviews reads no tree
  let dir: string | null = null;
  const tree = (): string => (dir ??= workTree(work, spec));
  const cacheDir = join(work, 'cache', spec.name);
  const t0 = Date.now();
  const r = existsSync(join(here, 'reimpl', `${spec.name}.impl.ts`)) ? await reimplementationRun(spec, source, tree, cacheDir, runsDir) : null;
  if (r) runs.push(r);
  for (const sha of commits[spec.name] ?? []) {
    const run = await replayRun(spec, source, tree, cacheDir, sha, runsDir);
    if (run) runs.push(run);
  }
  process.stderr.write(`${spec.name}: ${(r ? 1 : 0) + (commits[spec.name]?.length ?? 0)} reviews in ${Math.round((Date.now() - t0) / 1000)} s\n`);
}

// held-out repositories are replayed and scored, never calibrated on
const heldOut = new Set(repos.filter((r) => r.held_out).map((r) => r.name));
const tuning = runs.filter((r) => !heldOut.has(r.repo));
const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)}%`);
const replayLine = (what: string, set: readonly ReviewRun[], rule: DecisionRule): string => {
  const rp = scoreReplay(set, rule, threshold, labels);
  return `${what}: ${rp.commits}; rows ${rp.rows} (${(rp.rows / Math.max(1, rp.commits)).toFixed(2)} per commit; ${JSON.stringify(rp.byKind)}); labelled ${rp.labelled}: actionable ${rp.actionable} (${pct(rp.actionable, rp.labelled)}), expected ${rp.expected}, noise ${rp.noise}; unlabelled ${rp.unlabelled.length}`;
};
const report = (name: string, rule: DecisionRule): void => {
  const ri = scoreReimplementation(runs, rule, threshold);
  console.log(`\n## ${name}: ${JSON.stringify(rule)}`);
  console.log(
    `re-implementation PRs: ${ri.scored} of ${ri.specs} helpers scored; original ranked first ${pct(ri.rankedFirst, ri.scored)}, in top 5 ${pct(ri.inTop5, ri.scored)}; shown ${pct(ri.shown, ri.scored)}; rows ${ri.rows}, true ${pct(ri.trueRows, ri.rows)}`
  );
  for (const spec of repos) {
    const one = scoreReimplementation(runs.filter((r) => r.repo === spec.name), rule, threshold);
    console.log(`  ${spec.name}: ranked first ${one.rankedFirst}/${one.scored}, shown ${one.shown}/${one.scored}, rows ${one.rows} (true ${one.trueRows})`);
  }
  console.log(replayLine('replayed commits', runs, rule));
  if (heldOut.size > 0) {
    console.log(`  ${replayLine('calibration repositories', tuning, rule)}`);
    console.log(`  ${replayLine(`held-out repositories (${[...heldOut].join(', ')})`, runs.filter((r) => heldOut.has(r.repo)), rule)}`);
  }
  for (const spec of repos.filter((r) => commits[r.name]?.length)) {
    console.log(`  ${replayLine(spec.name, runs.filter((r) => r.repo === spec.name), rule)}`);
  }
};

const recorded = decisionRuleFor(model.calibration);
report(`recorded rule (${model.provenance.model_id})`, recorded);
let chosen = recorded;
if (value('--rule')) {
  chosen = { ...recorded, ...(JSON.parse(value('--rule')!) as Partial<DecisionRule>) };
  report('given rule', chosen);
}
if (flag('--calibrate')) {
  chosen = calibrate(tuning, threshold, labels, recorded);
  report('calibrated rule', chosen);
  if (flag('--write-model')) {
    const card = join(root, 'models', model.provenance.model_id, 'model.json');
    const doc = JSON.parse(readFileSync(card, 'utf8')) as { calibration: Record<string, unknown> };
    doc.calibration = { ...doc.calibration, decision: chosen };
    writeFileSync(card, `${JSON.stringify(doc, null, 2)}\n`);
    console.log(`recorded in ${card}`);
  }
}
const out = value('--rows-out');
if (out) {
  const rp = scoreReplay(runs, chosen, threshold, labels);
  const rows: Array<Row & { label: Label | null }> = rp.all.map((r) => ({ ...r, label: labels.get(r.key) ?? null }));
  rows.sort((a, b) => Number(a.label !== null) - Number(b.label !== null) || (a.key < b.key ? -1 : 1));
  writeFileSync(out, `${JSON.stringify({ rows }, null, 2)}\n`);
  console.log(`rows written to ${out}`);
}

const dump = value('--dump-added');
if (dump) {
  // every added function's best outside match and margin: what the re-implementation rule decides on
  const added: Array<{ repo: string; reimplementation: boolean; target: boolean | null; best: number; margin: number; family: number }> = [];
  for (const run of runs) {
    const changedRows = new Set(run.input.changed.map((c) => c.row));
    for (const c of run.input.changed) {
      if (c.change !== 'added') continue;
      const outside = c.head.best.filter((n) => !changedRows.has(n.index));
      if (!outside[0]) continue;
      const id = run.specOf?.get(c.row);
      const target = id ? (run.targetRow?.get(id) ?? -1) : -1;
      added.push({
        repo: run.repo,
        reimplementation: Boolean(run.specOf),
        target: id ? outside[0].index === target : null,
        best: Math.round(outside[0].score * 1000) / 1000,
        margin: Math.round((outside[0].score - (outside[1]?.score ?? -1)) * 1000) / 1000,
        family: c.head.atLeast
      });
    }
  }
  writeFileSync(dump, `${JSON.stringify(added, null, 1)}\n`);
}
