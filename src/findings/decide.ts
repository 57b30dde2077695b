/**
 * The PR review's decision: from each changed function's neighbourhood to
 * the pairs a reviewer is shown, each with its kind (types.ts: Finding).
 * Pure: the caller supplies the neighbourhoods, the line changes and the
 * copies' lines; the same inputs give the same findings.
 *
 * - An added function: its best matches outside the PR and its own file are
 *   `copy` at the clone threshold (unless the function joins a family of more than
 *   `copy_family_max` near-copies: a pattern written on purpose; under
 *   `copy_tiny_lines` only near-verbatim ones count; or its nearest near-copy
 *   is another variant of one thing, or lies in another app of the monorepo,
 *   or in the same module of a sibling package: ./families.ts; or, under the
 *   near-verbatim band, another look-alike of another name comes within
 *   COPY_TIE of it, or one of its own file is as close: a pattern's new
 *   member, not one function's copy), else a
 *   possible `re-implementation` when it clears the cosine floor AND stands
 *   `reimplementation_margin` above the next neighbour (a function with a
 *   counterpart has one clear best match; one without has many near-equal ones),
 *   in production code (a test helper resembling production code is a test
 *   double), in another file, and the existing function's own best match
 *   outside the PR does not beat it by more than `reimplementation_reverse_margin`
 *   (mutual nearest neighbours at 0; a hub correction), and, when
 *   `reimplementation_importable`, one the new function can reuse: its package
 *   importable by the package graph, the function itself top level, not a
 *   closure or an instance method (./reusable.ts). An existing function private
 *   to its module (not exported) needs `reimplementation_private_margin`
 *   instead: reusing it changes another module's interface first, and most such
 *   look-alikes are that module's own details. The existing function takes
 *   arguments (./parameters.ts: one without computes one fixed thing, and a
 *   look-alike of it is its idiom aimed at another constant). And the two must share
 *   `reimplementation_shared_words` of their words (./vocabulary.ts): the
 *   embedding sees past names, so functions of one shape doing different
 *   things score alike; the words they are written in tell them apart. Under
 *   `reimplementation_other_variant`, not one in a variant of the new
 *   function's file (./file-roles.ts variantFiles): one file per policy type
 *   or per setup step is a family built alike on purpose. Under
 *   `reimplementation_no_components`, neither is a UI component, and both are
 *   React hooks or neither is
 *   (./ui-components.ts): components laid out alike are how a UI is built. A
 *   small near-copy that is not a copy finding (under the high band,
 *   SMALL_DUPLICATION_LINES) is held to this test instead. Nor between two
 *   variants of one thing (./families.ts), as for copies: a new provider's
 *   module beside another's is written from it on purpose. Neither a copy nor
 *   a re-implementation is shown when the new function calls (or renders) the
 *   existing one: it already reuses it.
 * - A modified function: its near-copies at the base (`drift_floor`) that
 *   the PR left untouched are `drift` when they still hold `drift_min_lines`
 *   of the lines the PR removed that are rare in the repository (held by at
 *   most `drift_rare_files` files: a leftover `where: {` or `<Form.Field` is
 *   what every sibling holds, not a copy out of step), or when they were
 *   near-twins (`drift_twin`), and, under `drift_other_folder`, in another
 *   folder (a sibling in the same folder is one the author had in front of
 *   them), and the copy is not under TINY_DRIFT_LINES (a few-line handler is
 *   one idiom written wherever needed), and the two are not both closures
 *   (functions nested in another: each host's handler of its own state; two
 *   hosts that are near-copies are a pair of their own), nor two UI
 *   components under names of their own (./families.ts viewsOfTwoThings:
 *   each entity's screen); the other near-copies did not need the change and
 *   are not shown.
 * - Two changed functions that are near-copies: `co-changed` (edited together).
 * Everywhere: no pair of two methods of different classes (./class-methods.ts:
 * one interface implemented twice; a class is reused whole) unless the
 * existing one is a static method a new one can call and not the member it
 * overrides, no copy or re-implementation between one member of two objects
 * (`searchTool.transformResponse`, `relatedTool.transformResponse`: the same
 * interface implemented by object literals), no re-implementation of one framework hook by another
 * (file-roles.ts oneFrameworkHook), no copy or
 * re-implementation between two versions of one file (file-roles.ts
 * versionsOfOneFile: a new version copies the last one on purpose) or two
 * route pages (ui-components.ts twoRoutePages: each route renders its own), no pair
 * with a test-like file unless asked, no pair whose sizes differ more than
 * `max_size_ratio`, no copy or drift under SMALL_DUPLICATION_LINES below the
 * high band or between siblings a framework dictates (file-roles.ts) unless
 * near-verbatim (the very-high band), and no
 * finding nested in another one between the functions enclosing both sides.
 */
import type { DecisionRule, ExtractedFunction } from '../contracts/pipeline.js';
import type { DriftEvidence, FindingKind } from '../contracts/types.js';
import type { Neighbour, Neighbourhood } from '../comparison/neighbourhoods.js';
import { methodsOfTwoClasses, oneMemberOfTwoOwners } from './class-methods.js';
import { dictatedSiblings, isTestLikePath, leftOutByRole, oneFrameworkHook, variantFiles, versionsOfOneFile } from './file-roles.js';
import { portBetweenApps, portBetweenPackages, variantsOfOneThing, viewsOfTwoThings } from './families.js';
import { copyEvidence, heldLines, type LineChange } from './line-changes.js';
import { comparableSizes, COPY_SHARED_WORDS, COPY_TIE, SMALL_DUPLICATION_LINES, TINY_DRIFT_LINES } from './rule.js';
import { enclosedIn, encloses, ownName } from './locations.js';
import { reuses } from './reusable.js';
import { twoRoutePages, uiKindsAllowReimplementation } from './ui-components.js';
import { sharedWords } from './vocabulary.js';

export type ChangeKind = 'added' | 'modified' | 'cosmetic';

export interface ChangedFunction {
  /** Row of the corpus. */
  row: number;
  change: ChangeKind;
  /** Modified functions: what the PR did to its lines. */
  lineChange: LineChange | null;
  /** Neighbours of the head version. */
  head: Neighbourhood;
  /** Modified functions: neighbours of the base version in the head corpus. */
  base: Neighbourhood | null;
}

export interface DecisionInput {
  functions: readonly ExtractedFunction[];
  changed: readonly ChangedFunction[];
  rule: DecisionRule;
  /** The clone threshold (the model's calibrated one, or the user's). */
  threshold: number;
  /** The model's bands: small duplication needs `high`, and `very_high` (near-verbatim) whatever its size (SMALL_DUPLICATION_LINES). */
  bands: { high: number; very_high: number };
  /** The file roles the caller asked to see pairs of (file-roles.ts leftOutByRole). */
  includeTestPairs: boolean;
  includeMigrationPairs: boolean;
  /** Head cosine of two corpus rows. */
  cosine(a: number, b: number): number;
  /** Source lines of a corpus function (the untouched copy's current text). */
  sourceLines(row: number): readonly string[];
  /** The best cosine of a corpus function with any function the PR did not change (itself and its nested functions aside). */
  bestOutside(row: number): number;
  /** Whether code at corpus function `from` could reuse corpus function `to`: the package graph, and `to` top level, not a closure or an instance method (./reusable.ts). */
  importable(from: number, to: number): boolean;
  /** Whether corpus function `row` is offered to other modules (exported, or a script's global): ./reusable.ts isExported. */
  exported(row: number): boolean;
  /** Whether corpus function `row` declares no parameters (./parameters.ts takesNoArguments on its source). */
  takesNoArguments(row: number): boolean;
  /** The words a corpus function is written in (./vocabulary.ts wordsOf). */
  words(row: number): ReadonlySet<string>;
  /** The names a corpus function calls or renders (./reusable.ts calledNames). */
  calls(row: number): ReadonlySet<string>;
  /** How many files of the repository (at the head) hold each of these substantive lines (line-changes.ts), asked once per decision. */
  lineHolders(lines: readonly string[]): ReadonlyMap<string, number>;
}

export interface DecidedPair {
  /** The changed function's row. */
  changed: number;
  other: number;
  /** Head cosine of the pair. */
  similarity: number;
  kind: FindingKind;
  change: 'added' | 'modified';
  rank: number;
  margin: number;
  baseSimilarity: number | null;
  drift: DriftEvidence | null;
}

export interface Decision {
  pairs: DecidedPair[];
  /** Added functions that follow a pattern (more near-copies than copy_family_max): not shown. */
  patterns: number;
  /** Near-copies of modified functions that the change did not concern: not shown. */
  unconcerned: number;
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

export function decide(input: DecisionInput): Decision {
  const { functions, rule, threshold } = input;
  const changedRows = new Set(input.changed.map((c) => c.row));
  const admissible = (a: number, b: number): boolean => {
    const fa = functions[a]!;
    const fb = functions[b]!;
    if (leftOutByRole(fa.location.path, fb.location.path, input)) return false;
    return comparableSizes(fa.lines, fb.lines, rule);
  };
  // small duplication is worth a row when it is a strong match and no framework dictates it, or near-verbatim
  const substantial = (a: number, b: number, similarity: number): boolean =>
    Math.min(functions[a]!.lines, functions[b]!.lines) >= SMALL_DUPLICATION_LINES ||
    similarity >= input.bands.very_high ||
    (similarity >= input.bands.high && !dictatedSiblings([functions[a]!.location, functions[b]!.location]));
  // written alike on purpose: two versions of one file, one member of two objects or classes (an interface
  // implemented twice) and two route pages, unless one drifted from the other; the methods of two classes,
  // unless the existing one can be called where it stands (a static method: a utility, not a sibling)
  const builtAlike = (a: number, b: number, kind: FindingKind): boolean => {
    const [x, y] = [functions[a]!.location, functions[b]!.location];
    if (kind !== 'drift' && (versionsOfOneFile(x.path, y.path) || oneMemberOfTwoOwners(x, y) || twoRoutePages(x, y))) return true;
    return methodsOfTwoClasses(x, y) && (kind === 'drift' || !input.importable(a, b));
  };
  // built from one another on purpose (./families.ts): two variants of one thing, or a port between two apps or packages
  const oneFamily = (a: number, b: number): boolean => {
    const [x, y] = [functions[a]!.location, functions[b]!.location];
    return variantsOfOneThing(x, y) || portBetweenApps(x.path, y.path) || portBetweenPackages(x.path, y.path);
  };
  const pairs: DecidedPair[] = [];
  const coChanged = new Set<string>();
  let patterns = 0;
  // pairs of variants left out as a family: what they enclose is left out with them
  const family: Array<Pick<DecidedPair, 'changed' | 'other'>> = [];
  let unconcerned = 0;
  const near = (c: ChangedFunction, n: Neighbour): boolean => n.score >= threshold && admissible(c.row, n.index);
  // a function private to its module is reused only by changing that module: it needs the private margin
  const marginFor = (existing: number): number =>
    input.exported(existing) ? rule.reimplementation_margin : Math.max(rule.reimplementation_margin, rule.reimplementation_private_margin);
  const folder = (row: number): string => functions[row]!.location.path.replace(/[^/]*$/, '');
  const otherFolder = (a: number, b: number): boolean => folder(a) !== folder(b);
  // the untouched copy's size: the changed function's own may be what the PR cut down (its loop now a helper's call)
  const tinyCopy = (row: number): boolean => functions[row]!.lines < TINY_DRIFT_LINES;
  // a closure belongs to its host: two hosts' closures alike are how each handles its own state, and when
  // the hosts themselves are near-copies their own pair carries the drift
  const closure = enclosedIn(functions);
  const twoClosures = (a: number, b: number): boolean => closure(a) && closure(b);
  // two components under names of their own are two entities' screens (./families.ts): a change to one is that screen's
  const twoViews = (a: number, b: number): boolean => viewsOfTwoThings(functions[a]!.location, functions[b]!.location);
  // the near-copies a modified function may have left out of step
  const driftCandidates = (c: ChangedFunction): Neighbour[] =>
    c.change !== 'modified' || !c.lineChange || (c.lineChange.removed.length === 0 && c.lineChange.added.length === 0)
      ? []
      : (c.base?.best ?? []).filter((n) => !changedRows.has(n.index) && near(c, n) && n.score >= rule.drift_floor && (!rule.drift_other_folder || otherFolder(c.row, n.index)));
  // how rare each line still held by such a copy is: the repository is read once for all of them
  const rare = rule.drift_rare_files > 0;
  const asked = new Set<string>();
  if (rare) for (const c of input.changed) for (const n of driftCandidates(c)) for (const t of heldLines(c.lineChange!, input.sourceLines(n.index))) asked.add(t);
  const holders = asked.size > 0 ? input.lineHolders([...asked].sort()) : new Map<string, number>();
  const evidence = (t: string): boolean => !rare || (holders.get(t) ?? 0) <= rule.drift_rare_files;

  const addCoChanged = (c: ChangedFunction, other: number, similarity: number): void => {
    const key = `${Math.min(c.row, other)}:${Math.max(c.row, other)}`;
    if (coChanged.has(key)) return;
    coChanged.add(key);
    pairs.push({
      changed: c.row,
      other,
      similarity,
      kind: 'co-changed',
      change: c.change === 'added' ? 'added' : 'modified',
      rank: 1,
      margin: 0,
      baseSimilarity: null,
      drift: null
    });
  };

  for (const c of input.changed) {
    if (c.change === 'cosmetic') continue;
    for (const n of c.head.best) if (changedRows.has(n.index) && near(c, n)) addCoChanged(c, n.index, n.score);
    for (const n of c.base?.best ?? []) if (changedRows.has(n.index) && n.index !== c.row && near(c, n)) addCoChanged(c, n.index, input.cosine(c.row, n.index));

    if (c.change === 'added') {
      const outside = c.head.best.filter((n) => !changedRows.has(n.index));
      const first = outside[0];
      if (!first) continue;
      const margin = round6(first.score - (outside[1]?.score ?? rule.reimplementation_floor));
      // a look-alike in the same file is one the author has in front of them: a sibling, not a finding
      const elsewhere = (n: Neighbour): boolean => functions[n.index]!.location.path !== functions[c.row]!.location.path;
      // a new function that calls the existing one already reuses it (a wrapper, an adapter): nothing to suggest
      const reusing = (n: Neighbour): boolean => reuses(functions[c.row]!.location.name, input.calls(c.row), functions[n.index]!.location.name);
      // a tiny copy counts only near-verbatim
      const tiny = (n: Neighbour): boolean => Math.min(functions[c.row]!.lines, functions[n.index]!.lines) < rule.copy_tiny_lines && n.score < input.bands.very_high;
      // under the near-verbatim band, a copy has one original: no look-alike of another name near-equal to it, and
      // none of its own file at least as close (rule.ts COPY_TIE); a test double or a far bigger function is no rival
      const named = (row: number): string => ownName(functions[row]!.location.name);
      const tied = (n: Neighbour): boolean =>
        outside.some((m) => m !== n && admissible(c.row, m.index) && (elsewhere(m) ? named(m.index) !== named(n.index) && m.score > n.score - COPY_TIE : m.score >= n.score));
      const standsOut = (n: Neighbour): boolean =>
        n.score >= input.bands.very_high || (n.score >= input.bands.high && !tied(n)) || (n === first && margin >= rule.reimplementation_margin);
      // a new variant of one thing (its own file beside its siblings', its own name): its look-alikes are the family
      const nearest = outside.find((n) => near(c, n) && elsewhere(n));
      if (nearest && oneFamily(c.row, nearest.index)) {
        patterns++;
        family.push({ changed: c.row, other: nearest.index });
        continue;
      }
      // a copy keeps the words of what it copies; a near-copy in other words has only its shape
      const worded = (n: Neighbour): boolean => sharedWords(input.words(c.row), input.words(n.index)) >= COPY_SHARED_WORDS;
      const copies = outside.filter(
        (n) => near(c, n) && elsewhere(n) && substantial(c.row, n.index, n.score) && worded(n) && !tiny(n) && !reusing(n) && !builtAlike(c.row, n.index, 'copy') && standsOut(n)
      );
      // the family counts every near-copy outside the PR, also those past the k kept
      const familySize = c.head.atLeast - c.head.best.filter((n) => changedRows.has(n.index) && n.score >= threshold).length;
      if (first.score >= threshold) {
        if (familySize > rule.copy_family_max) {
          patterns++;
          continue;
        }
        if (copies.length > 0) {
          copies.forEach((n, i) => pairs.push({ changed: c.row, other: n.index, similarity: n.score, kind: 'copy', change: 'added', rank: i + 1, margin, baseSimilarity: null, drift: null }));
          continue;
        }
        // a small match under the high band, or one in other words, is no copy finding, but may still be what the new function re-implements
        const small = elsewhere(first) && !substantial(c.row, first.index, first.score) && !dictatedSiblings([functions[c.row]!.location, functions[first.index]!.location]);
        const inOtherWords = elsewhere(first) && !worded(first);
        if (!small && !inOtherWords) continue;
      }
      if (
        first.score >= rule.reimplementation_floor &&
        margin >= marginFor(first.index) &&
        elsewhere(first) &&
        admissible(c.row, first.index) &&
        !reusing(first) &&
        !builtAlike(c.row, first.index, 're-implementation') &&
        !oneFamily(c.row, first.index) &&
        !oneFrameworkHook(functions[c.row]!.location, functions[first.index]!.location) &&
        !isTestLikePath(functions[c.row]!.location.path) &&
        !input.takesNoArguments(first.index) &&
        first.score - input.bestOutside(first.index) >= rule.reimplementation_reverse_margin &&
        (!rule.reimplementation_importable || input.importable(c.row, first.index)) &&
        (rule.reimplementation_shared_words <= 0 || sharedWords(input.words(c.row), input.words(first.index)) >= rule.reimplementation_shared_words) &&
        (!rule.reimplementation_other_variant || !variantFiles(functions[c.row]!.location.path, functions[first.index]!.location.path)) &&
        (!rule.reimplementation_no_components || uiKindsAllowReimplementation(functions[c.row]!.location, functions[first.index]!.location))
      ) {
        pairs.push({ changed: c.row, other: first.index, similarity: first.score, kind: 're-implementation', change: 'added', rank: 1, margin, baseSimilarity: null, drift: null });
      }
      continue;
    }

    // modified
    const lc = c.lineChange;
    let rank = 0;
    for (const n of driftCandidates(c)) {
      const fn = functions[n.index]!;
      const ev = copyEvidence(lc!, input.sourceLines(n.index), fn.location.start_line, evidence);
      const twin = n.score >= rule.drift_twin;
      if ((ev.copyLines.length < rule.drift_min_lines && !twin) || !substantial(c.row, n.index, n.score) || tinyCopy(n.index) || twoClosures(c.row, n.index) || twoViews(c.row, n.index) || builtAlike(c.row, n.index, 'drift')) {
        unconcerned++;
        continue;
      }
      pairs.push({
        changed: c.row,
        other: n.index,
        similarity: input.cosine(c.row, n.index),
        kind: 'drift',
        change: 'modified',
        rank: ++rank,
        margin: 0,
        baseSimilarity: round6(n.score),
        drift: { copy_lines: ev.copyLines, lines_removed: lc!.removed.length, lines_added_missing: ev.addedMissing }
      });
    }
  }
  return { pairs: withoutNestedEchoes(pairs, family, functions), patterns, unconcerned };
}

/**
 * A finding inside another one (a closure of a copied component, matched to
 * the same closure of the original) says nothing its enclosing finding does
 * not: keep the outer one. A closure of a new variant of one thing (`family`,
 * left out) goes with it, also when matched into another variant of its file
 * (each per-entity hook's own `mutationFn`).
 */
function withoutNestedEchoes(
  pairs: readonly DecidedPair[],
  family: ReadonlyArray<Pick<DecidedPair, 'changed' | 'other'>>,
  functions: readonly ExtractedFunction[]
): DecidedPair[] {
  const at = (row: number) => functions[row]!.location;
  const echoes = (q: Pick<DecidedPair, 'changed' | 'other'>, p: DecidedPair): boolean =>
    q.changed !== p.changed && encloses(at(q.changed), at(p.changed)) && encloses(at(q.other), at(p.other));
  const inFamily = (q: Pick<DecidedPair, 'changed' | 'other'>, p: DecidedPair): boolean =>
    echoes(q, p) || (q.changed !== p.changed && encloses(at(q.changed), at(p.changed)) && variantFiles(at(p.changed).path, at(p.other).path));
  const rows = pairs.filter((p) => p.kind !== 'co-changed');
  return pairs.filter((p) => p.kind === 'co-changed' || !(rows.some((q) => q !== p && echoes(q, p)) || family.some((q) => inFamily(q, p))));
}
