/**
 * Scores a decision rule on collected reviews (collect.ts): the pure
 * decision is re-run on each review's input, and its rows (one per changed
 * function, best match first, as the comment shows them) are counted and
 * looked up in the committed labels.
 */
import type { DecisionRule } from '../../src/contracts/pipeline.js';
import { decide, type DecidedPair } from '../../src/findings/decide.js';
import { FOLDED_NAMED, reviewRows } from '../../src/findings/rows.js';
import type { ReviewRun } from './collect.js';

export type Label = 'actionable' | 'expected' | 'noise';

export interface Side {
  path: string;
  name: string;
  start_line: number;
  end_line: number;
}

export interface Row {
  key: string;
  repo: string;
  commit: string;
  kind: DecidedPair['kind'];
  changed: Side;
  other: Side;
  similarity: number;
  base_similarity: number | null;
  /** Other matches of the same changed function behind "and N more". */
  more: number;
  /** Other changed functions folded into this row: the same copy drifted from them, or (a copy) they copy the same file. */
  alike: number;
  /** The folded pairs the row names (src/findings/rows.ts FOLDED_NAMED), as the comment names them. */
  named: Array<{ changed: Side; other: Side }>;
  /** Lines of the other side that still hold what the PR removed (drift). */
  copy_lines: number[];
}

export function rowKey(repo: string, commit: string, changed: Side, other: Side): string {
  return `${repo}@${commit.slice(0, 12)} ${changed.path}#${changed.name} -> ${other.path}#${other.name}`;
}

function side(run: ReviewRun, row: number): Side {
  const l = run.input.functions[row]!.location;
  return { path: l.path, name: l.name, start_line: l.start_line, end_line: l.end_line };
}

/** The rows a comment shows for one review (src/findings/rows.ts): per changed function its best non-co-changed match, with the count behind it. */
export function rowsOf(run: ReviewRun, rule: DecisionRule, threshold: number): Row[] {
  const { pairs } = decide({ ...run.input, rule, threshold });
  const ordered = [...pairs].sort((x, y) => y.similarity - x.similarity || x.changed - y.changed || x.other - y.other);
  const rows: Row[] = [];
  const file = (row: number): string => run.input.functions[row]!.location.path;
  for (const { matches, alike } of reviewRows(ordered, (p) => ({ ...p, changedFile: file(p.changed), otherFile: file(p.other) }))) {
    const best = matches[0]!;
    const c = side(run, best.changed);
    const o = side(run, best.other);
    rows.push({
      key: rowKey(run.repo, run.commit, c, o),
      repo: run.repo,
      commit: run.commit,
      kind: best.kind,
      changed: c,
      other: o,
      similarity: Math.round(best.similarity * 1e6) / 1e6,
      base_similarity: best.baseSimilarity,
      more: matches.length - 1,
      alike: alike.length,
      named: alike.slice(0, FOLDED_NAMED).map((p) => ({ changed: side(run, p.changed), other: side(run, p.other) })),
      copy_lines: best.drift?.copy_lines ?? []
    });
  }
  return rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export interface ReimplementationScore {
  specs: number;
  /** Specs whose target the extraction found (the rest cannot be matched). */
  scored: number;
  rankedFirst: number;
  inTop5: number;
  shown: number;
  rows: number;
  trueRows: number;
}

/** Re-implementation PRs: is each helper's original ranked first, is it shown, are the PR's rows true pairs. */
export function scoreReimplementation(runs: readonly ReviewRun[], rule: DecisionRule, threshold: number): ReimplementationScore {
  const s: ReimplementationScore = { specs: 0, scored: 0, rankedFirst: 0, inTop5: 0, shown: 0, rows: 0, trueRows: 0 };
  for (const run of runs) {
    if (!run.specOf || !run.targetRow) continue;
    s.specs += run.specOf.size + (run.lostSpecs?.length ?? 0);
    const changedRows = new Set(run.input.changed.map((c) => c.row));
    const rows = rowsOf(run, rule, threshold);
    const at = (s: Side): string => `${s.path}:${s.start_line}`;
    const rowByChanged = new Map(rows.map((r) => [at(r.changed), r]));
    // a copy folded into another function's row is shown when the row names it with its original
    const namedOther = new Map(rows.flatMap((r) => r.named.map((n) => [at(n.changed), n.other] as const)));
    for (const c of run.input.changed) {
      const id = run.specOf.get(c.row);
      const fn = run.input.functions[c.row]!.location;
      const row = rowByChanged.get(at(fn));
      if (row) s.rows++;
      if (!id) continue;
      const target = run.targetRow.get(id) ?? -1;
      if (target < 0) continue;
      s.scored++;
      const outside = c.head.best.filter((n) => !changedRows.has(n.index));
      if (outside[0]?.index === target) s.rankedFirst++;
      if (outside.slice(0, 5).some((n) => n.index === target)) s.inTop5++;
      const t = run.input.functions[target]!.location;
      const other = row?.other ?? namedOther.get(at(fn));
      if (other && other.path === t.path && other.start_line === t.start_line) {
        s.shown++;
        if (row) s.trueRows++;
      }
    }
  }
  return s;
}

export interface ReplayScore {
  commits: number;
  rows: number;
  byKind: Record<string, number>;
  labelled: number;
  actionable: number;
  expected: number;
  noise: number;
  unlabelled: Row[];
}

export function scoreReplay(runs: readonly ReviewRun[], rule: DecisionRule, threshold: number, labels: ReadonlyMap<string, Label>): ReplayScore & { all: Row[] } {
  const s: ReplayScore & { all: Row[] } = { commits: 0, rows: 0, byKind: {}, labelled: 0, actionable: 0, expected: 0, noise: 0, unlabelled: [], all: [] };
  for (const run of runs) {
    if (run.specOf) continue;
    s.commits++;
    for (const row of rowsOf(run, rule, threshold)) {
      s.rows++;
      s.all.push(row);
      s.byKind[row.kind] = (s.byKind[row.kind] ?? 0) + 1;
      const label = labels.get(row.key);
      if (!label) {
        s.unlabelled.push(row);
        continue;
      }
      s.labelled++;
      s[label]++;
    }
  }
  return s;
}
