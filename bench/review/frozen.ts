/**
 * A review's decision input, frozen: everything any decision rule may read
 * (the copies' lines, the lines' holders, importability, cosines, the best
 * outside match) read once with its commit, over only the corpus rows the
 * decision can reach (the changed functions, their neighbours, the
 * re-implementation targets). Plain data, so a review is stored on disk
 * (`.bench/review/runs/`) and the decision re-run with any rule, in any later
 * session, without scanning again: the work tree has long moved on by then.
 */
import type { DecisionRule, ExtractedFunction } from '../../src/contracts/pipeline.js';
import type { ChangedFunction, DecisionInput } from '../../src/findings/decide.js';
import { heldLines } from '../../src/findings/line-changes.js';

export interface FrozenInput {
  functions: Array<Pick<ExtractedFunction, 'location' | 'lines'>>;
  changed: ChangedFunction[];
  rule: DecisionRule;
  threshold: number;
  bands: { high: number; very_high: number };
  includeTestPairs: boolean;
  /** Absent from reviews stored before the migration role: they were collected without it. */
  includeMigrationPairs?: boolean;
  lines: Array<[number, readonly string[]]>;
  importable: Array<[string, boolean]>;
  exported: Array<[number, boolean]>;
  /** Whether each neighbour of an added function declares no parameters (backfill.ts adds it to reviews stored before). */
  parameterless?: Array<[number, boolean]>;
  /** The words of the added functions and their neighbours. */
  words: Array<[number, string[]]>;
  /** The names each added function calls or renders. */
  calls: Array<[number, string[]]>;
  holders: Array<[string, number]>;
  cosine: Array<[string, number]>;
  bestOutside: Array<[number, number]>;
}

/** Freezes `input`; `keep` are more rows (by their index in the input) the caller needs, returned remapped. */
export function freeze(input: DecisionInput, keep: readonly number[] = []): { frozen: FrozenInput; row: (old: number) => number } {
  const reached = new Set<number>(keep.filter((r) => r >= 0));
  for (const c of input.changed) {
    reached.add(c.row);
    for (const n of [...c.head.best, ...(c.base?.best ?? [])]) reached.add(n.index);
  }
  // a monotone renumbering keeps every tie-break on row order
  const rows = [...reached].sort((a, b) => a - b);
  const to = new Map(rows.map((r, i) => [r, i]));
  const row = (old: number): number => to.get(old) ?? -1;
  const lines = new Map<number, readonly string[]>();
  const importable = new Map<string, boolean>();
  const exported = new Map<number, boolean>();
  const parameterless = new Map<number, boolean>();
  const words = new Map<number, string[]>();
  const calls = new Map<number, string[]>();
  const cosine = new Map<string, number>();
  const bestOutside = new Map<number, number>();
  const held = new Set<string>();
  for (const c of input.changed) {
    for (const n of [...c.head.best, ...(c.base?.best ?? [])]) cosine.set(`${row(c.row)}:${row(n.index)}`, input.cosine(c.row, n.index));
    if (c.change === 'modified' && c.lineChange) {
      for (const n of c.base?.best ?? []) {
        if (!lines.has(row(n.index))) lines.set(row(n.index), input.sourceLines(n.index));
        for (const t of heldLines(c.lineChange, lines.get(row(n.index))!)) held.add(t);
      }
    }
    if (c.change === 'added') {
      words.set(row(c.row), [...input.words(c.row)].sort());
      calls.set(row(c.row), [...input.calls(c.row)].sort());
      for (const n of c.head.best) {
        if (!words.has(row(n.index))) words.set(row(n.index), [...input.words(n.index)].sort());
        importable.set(`${row(c.row)}:${row(n.index)}`, input.importable(c.row, n.index));
        if (!exported.has(row(n.index))) exported.set(row(n.index), input.exported(n.index));
        if (!parameterless.has(row(n.index))) parameterless.set(row(n.index), input.takesNoArguments(n.index));
        if (!bestOutside.has(row(n.index))) bestOutside.set(row(n.index), input.bestOutside(n.index));
      }
    }
  }
  const holders = held.size > 0 ? input.lineHolders([...held].sort()) : new Map<string, number>();
  const renumber = (c: ChangedFunction): ChangedFunction => ({
    ...c,
    row: row(c.row),
    head: { ...c.head, best: c.head.best.map((n) => ({ ...n, index: row(n.index) })) },
    base: c.base ? { ...c.base, best: c.base.best.map((n) => ({ ...n, index: row(n.index) })) } : null
  });
  return {
    frozen: {
      functions: rows.map((r) => ({ location: input.functions[r]!.location, lines: input.functions[r]!.lines })),
      changed: input.changed.map(renumber),
      rule: input.rule,
      threshold: input.threshold,
      bands: { high: input.bands.high, very_high: input.bands.very_high },
      includeTestPairs: input.includeTestPairs,
      includeMigrationPairs: input.includeMigrationPairs,
      lines: [...lines],
      importable: [...importable],
      exported: [...exported],
      parameterless: [...parameterless],
      words: [...words],
      calls: [...calls],
      holders: [...holders],
      cosine: [...cosine],
      bestOutside: [...bestOutside]
    },
    row
  };
}

/** The decision input of a frozen review; a read that was not frozen throws rather than guess. */
export function thaw(f: FrozenInput): DecisionInput {
  const lines = new Map(f.lines);
  const importable = new Map(f.importable);
  const exported = new Map(f.exported);
  const parameterless = new Map(f.parameterless ?? []);
  const words = new Map(f.words.map(([r, w]) => [r, new Set(w)]));
  const calls = new Map(f.calls.map(([r, w]) => [r, new Set(w)]));
  const holders = new Map(f.holders);
  const cosine = new Map(f.cosine);
  const bestOutside = new Map(f.bestOutside);
  const read = <K, V>(m: ReadonlyMap<K, V>, k: K, what: string): V => {
    const v = m.get(k);
    if (v === undefined) throw new Error(`bench/review: the decision asked for ${what} ${String(k)}, which was not frozen with its commit`);
    return v;
  };
  return {
    functions: f.functions.map((fn) => ({ ...fn, normalized: '', normalized_sha256: '' })),
    changed: f.changed,
    rule: f.rule,
    threshold: f.threshold,
    bands: f.bands,
    includeTestPairs: f.includeTestPairs,
    includeMigrationPairs: f.includeMigrationPairs ?? false,
    sourceLines: (r) => read(lines, r, 'the lines of row'),
    importable: (a, b) => read(importable, `${a}:${b}`, 'the importability of'),
    exported: (r) => read(exported, r, 'whether its module exports row'),
    takesNoArguments: (r) => read(parameterless, r, 'whether it takes arguments: row'),
    words: (r) => read(words, r, 'the words of row'),
    calls: (r) => read(calls, r, 'the calls of row'),
    lineHolders: (asked) => new Map(asked.map((t) => [t, read(holders, t, 'the holders of line')])),
    cosine: (a, b) => {
      const v = cosine.get(`${a}:${b}`) ?? cosine.get(`${b}:${a}`);
      if (v === undefined) throw new Error(`bench/review: the decision asked for the cosine of ${a}:${b}, which was not frozen with its commit`);
      return v;
    },
    bestOutside: (r) => read(bestOutside, r, 'the best outside match of row')
  };
}
