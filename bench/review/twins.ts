/**
 * Functions a replayed commit adds twice: two added functions, in different
 * files, that are near-copies of each other. The review collapses them with
 * the co-changed pairs (no row); this measures whether a row ("added twice:
 * keep one") would earn its place. The pairs were judged from the code and
 * the diff (twin-labels.json); the counts are printed for every pair and for
 * those the copy rule would admit (one near-copy at most, none outside the
 * PR, the small-duplication bands).
 *
 *   node scripts/run-ts.mjs bench/review/twins.ts [--rows-out FILE]
 *
 * Reads the reviews run.ts collected; a commit whose twins are mostly one
 * restructuring (more than 20 pairs) is left out, as a judge would not read
 * 77 rows of one commit.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModel } from '../../src/embedding/model-store.js';
import { decisionRuleFor } from '../../src/findings/rule.js';
import { decide } from '../../src/findings/decide.js';
import { dictatedSiblings } from '../../src/findings/file-roles.js';
import { SMALL_DUPLICATION_LINES } from '../../src/findings/rule.js';
import { thaw } from './frozen.js';
import { rowKey, type Label, type Side } from './score.js';
import { repositoryRoot } from './workspace.js';

const MAX_PAIRS_PER_COMMIT = 20;

interface TwinRow {
  key: string;
  repo: string;
  commit: string;
  kind: 'copy-added-twice';
  changed: Side;
  other: Side;
  similarity: number;
  lines: [number, number];
  /** How many functions the commit added that either side resembles (at the clone threshold). */
  twins_in_pr: number;
  /** How many existing functions the first side resembles. */
  near_copies_outside_pr: number;
  /** Whether the copy rule (family, small-duplication bands) would admit the pair. */
  admitted: boolean;
}

const root = repositoryRoot();
const model = loadModel(join(root, 'models'), null);
const threshold = model.calibration.default_threshold;
const bands = model.calibration.bands;
const rule = decisionRuleFor(model.calibration);
const runsDir = join(root, '.bench', 'review', 'runs', `${model.provenance.artifact_sha256.slice(0, 12)}@${threshold}`);
if (!existsSync(runsDir)) throw new Error(`no collected reviews under ${runsDir}: run bench/review/run.ts first`);

const rows: TwinRow[] = [];
for (const repo of readdirSync(runsDir).sort()) {
  for (const file of readdirSync(join(runsDir, repo)).sort()) {
    if (file.startsWith('reimplementation-')) continue;
    const stored = JSON.parse(readFileSync(join(runsDir, repo, file), 'utf8')) as { commit: string; input: Parameters<typeof thaw>[0] };
    const input = thaw(stored.input);
    const change = new Map(input.changed.map((c) => [c.row, c]));
    const fn = (i: number) => input.functions[i]!;
    const twins = decide({ ...input, rule, threshold }).pairs.filter(
      (p) => p.kind === 'co-changed' && change.get(p.changed)?.change === 'added' && change.get(p.other)?.change === 'added' && fn(p.changed).location.path !== fn(p.other).location.path
    );
    if (twins.length === 0 || twins.length > MAX_PAIRS_PER_COMMIT) continue;
    const count = new Map<number, number>();
    for (const p of twins) for (const r of [p.changed, p.other]) count.set(r, (count.get(r) ?? 0) + 1);
    for (const p of twins) {
      const [a, b] = fn(p.changed).location.path < fn(p.other).location.path ? [p.changed, p.other] : [p.other, p.changed];
      const side = (i: number): Side => {
        const l = fn(i).location;
        return { path: l.path, name: l.name, start_line: l.start_line, end_line: l.end_line };
      };
      const outside = change.get(a)!.head.best.filter((n) => !change.has(n.index) && n.score >= threshold).length;
      const inPr = Math.max(count.get(a)!, count.get(b)!);
      const locations = [fn(a).location, fn(b).location];
      const substantial =
        Math.min(fn(a).lines, fn(b).lines) >= SMALL_DUPLICATION_LINES || p.similarity >= bands.very_high || (p.similarity >= bands.high && !dictatedSiblings(locations));
      rows.push({
        key: rowKey(repo, stored.commit, side(a), side(b)),
        repo,
        commit: stored.commit,
        kind: 'copy-added-twice',
        changed: side(a),
        other: side(b),
        similarity: Math.round(p.similarity * 1e6) / 1e6,
        lines: [fn(a).lines, fn(b).lines],
        twins_in_pr: inPr,
        near_copies_outside_pr: outside,
        admitted: substantial && inPr + outside <= rule.copy_family_max
      });
    }
  }
}

const labelsFile = join(root, 'bench', 'review', 'twin-labels.json');
const labels = new Map<string, Label[]>();
for (const l of (JSON.parse(readFileSync(labelsFile, 'utf8')) as { labels: Array<{ key: string; label: Label }> }).labels) {
  labels.set(l.key, [...(labels.get(l.key) ?? []), l.label]);
}
const tally = (set: readonly TwinRow[]): string => {
  const n: Record<Label | 'unlabelled', number> = { actionable: 0, expected: 0, noise: 0, unlabelled: 0 };
  const used = new Map<string, number>();
  // two pairs may share a key (two functions of one name in one file): their labels are taken in order
  for (const r of set) {
    const i = used.get(r.key) ?? 0;
    used.set(r.key, i + 1);
    n[labels.get(r.key)?.[i] ?? 'unlabelled']++;
  }
  return `${set.length} pairs: actionable ${n.actionable}, expected ${n.expected}, noise ${n.noise}, unlabelled ${n.unlabelled}`;
};
const heldOut = new Set(
  (JSON.parse(readFileSync(join(root, 'bench', 'review', 'repos.json'), 'utf8')) as { repos: Array<{ name: string; held_out?: boolean }> }).repos
    .filter((r) => r.held_out)
    .map((r) => r.name)
);
const admitted = rows.filter((r) => r.admitted);
console.log(`added twice, every pair: ${tally(rows)}`);
console.log(`added twice, admitted by the copy rule: ${tally(admitted)}`);
console.log(`  calibration repositories: ${tally(admitted.filter((r) => !heldOut.has(r.repo)))}`);
console.log(`  held-out repositories: ${tally(admitted.filter((r) => heldOut.has(r.repo)))}`);
const out = process.argv.indexOf('--rows-out');
if (out >= 0) writeFileSync(process.argv[out + 1]!, `${JSON.stringify({ rows }, null, 2)}\n`);
