/**
 * Clone classes of a full scan: the candidate pairs grouped into classes of
 * functions similar to one another, ranked by what is worth paying down.
 * A rendering of the envelope (its pairs stay the contract): the same
 * envelope gives the same classes in the summary, SARIF and the HTML report.
 *
 * Grouping: connected components of the pairs, where a pair joins two
 * functions only when it is among both sides' REACH best pairs (mutual
 * reach), so one function similar to many unrelated ones does not chain
 * them all into one class; a pair left out of the joining is a class of its
 * own two functions, so every pair of the envelope is in exactly one class.
 *
 * Ranking (a class's `score`, higher first): duplicated lines (the members'
 * lines beyond the largest one's) weighted by
 *   - production code over tests (a class of only test-like files: × 0.1);
 *   - across files and packages over within one file (one file: × 0.3);
 *   - copies over look-alikes (× the mean similarity's excess over the class's
 *     floor, squared: a 0.98 class of copies far above a 0.76 family; and a
 *     class of look-alikes × 0.1: none of the 26 judged ones was worth acting on);
 *   - real duplication over families of small siblings written on purpose
 *     (four or more members of under 12 lines each: × 0.2) and over siblings
 *     whose name and file name a framework dictates (one function name in files
 *     of one name across folders: per-route `GET` in `route.ts`, per-entity
 *     resolvers: × 0.3); and over small duplication (a member under
 *     SMALL_MEMBER_LINES: × 0.3) and large families (LARGE_FAMILY members or
 *     more: × 0.3), both mostly patterns in the judged classes.
 */
import type { Candidate, DiscoveryEnvelope, Location } from '../contracts/types.js';
import { SMALL_DUPLICATION_LINES } from '../findings/rule.js';
import { compareLocations } from '../comparison/identity.js';
import { dictatedSiblings, isTestLikePath } from '../findings/file-roles.js';
import { sha256Hex } from '../util/hash.js';

export type ClassKind = 'copies' | 'near-copies' | 'look-alikes';

export interface CloneClass {
  /** Stable across runs: from the members' locations (path and name). */
  id: string;
  /** One-based rank. */
  rank: number;
  kind: ClassKind;
  /** Members in location order. */
  members: Location[];
  /** The pairs of the envelope inside the class. */
  pairs: Candidate[];
  /** Lines of all members. */
  lines: number;
  /** Lines beyond the largest member's: what merging them would remove at most. */
  duplicatedLines: number;
  similarity: { min: number; max: number; mean: number };
  files: number;
  testOnly: boolean;
  /** Four or more small members: a family written on purpose. */
  siblingFamily: boolean;
  /** One function name in files of one name across folders: siblings a framework dictates. */
  conventional: boolean;
  score: number;
}

const key = (l: Location): string => `${l.path}\0${l.start_line}\0${l.start_column}\0${l.name}`;
const linesOf = (l: Location): number => l.end_line - l.start_line + 1;

/** A class with a member under this many lines is small duplication (1 of 24 such judged classes was worth acting on). */
const SMALL_MEMBER_LINES = SMALL_DUPLICATION_LINES;
/** A class of this many members or more is mostly a pattern (2 of 16 such judged classes were worth acting on). */
const LARGE_FAMILY = 5;

/** Pairs kept per function for joining classes (its best ones). */
const REACH = 3;

export function cloneClasses(envelope: DiscoveryEnvelope): CloneClass[] {
  const cands = envelope.candidates.filter((c) => c.finding === undefined || c.finding.kind !== 'co-changed');
  // each function's best pairs (candidates are sorted by similarity descending)
  const best = new Map<string, Candidate[]>();
  for (const c of cands) {
    for (const side of [c.left, c.right]) {
      const k = key(side);
      const list = best.get(k) ?? [];
      if (list.length < REACH) list.push(c);
      best.set(k, list);
    }
  }
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    let x = k;
    while (parent.get(x) !== r) {
      const next = parent.get(x)!;
      parent.set(x, r);
      x = next;
    }
    return r;
  };
  const locations = new Map<string, Location>();
  for (const c of cands) {
    for (const side of [c.left, c.right]) {
      const k = key(side);
      if (!parent.has(k)) parent.set(k, k);
      locations.set(k, side);
    }
  }
  for (const c of cands) {
    const a = key(c.left);
    const b = key(c.right);
    if (!best.get(a)!.includes(c) || !best.get(b)!.includes(c)) continue;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  const groups = new Map<string, { members: Location[]; pairs: Candidate[] }>();
  for (const k of parent.keys()) {
    const r = find(k);
    const g = groups.get(r) ?? { members: [], pairs: [] };
    g.members.push(locations.get(k)!);
    groups.set(r, g);
  }
  // every pair belongs to one class: its component's, or (a pair between a hub and a function it
  // was not joined with) a class of its own two functions
  const own: Array<{ members: Location[]; pairs: Candidate[] }> = [];
  for (const c of cands) {
    const ra = find(key(c.left));
    if (ra === find(key(c.right))) groups.get(ra)!.pairs.push(c);
    else own.push({ members: [c.left, c.right], pairs: [c] });
  }
  const floor = envelope.generation.threshold;
  const classes: CloneClass[] = [];
  for (const g of [...groups.values(), ...own]) {
    if (g.pairs.length === 0) continue;
    g.members.sort(compareLocations);
    const sims = g.pairs.map((p) => p.similarity);
    const mean = sims.reduce((s, x) => s + x, 0) / sims.length;
    const sizes = g.members.map(linesOf);
    const lines = sizes.reduce((s, x) => s + x, 0);
    const duplicatedLines = lines - Math.max(...sizes);
    const files = new Set(g.members.map((m) => m.path)).size;
    const testOnly = g.members.every((m) => isTestLikePath(m.path));
    const siblingFamily = g.members.length >= 4 && sizes.every((n) => n < 12);
    const min = Math.min(...sims);
    const kind: ClassKind = min >= 0.97 ? 'copies' : mean >= Math.max(floor, 0.85) ? 'near-copies' : 'look-alikes';
    const excess = Math.max(0.02, mean - floor) / Math.max(0.02, 1 - floor);
    const conventional = dictatedSiblings(g.members);
    const score =
      duplicatedLines *
      (testOnly ? 0.1 : 1) *
      (files > 1 ? 1 : 0.3) *
      excess *
      excess *
      (kind === 'look-alikes' ? 0.1 : 1) *
      (siblingFamily ? 0.2 : 1) *
      (conventional ? 0.3 : 1) *
      (Math.min(...sizes) < SMALL_MEMBER_LINES ? 0.3 : 1) *
      (g.members.length >= LARGE_FAMILY ? 0.3 : 1);
    classes.push({
      id: classId(g.members),
      rank: 0,
      kind,
      members: g.members,
      pairs: g.pairs,
      lines,
      duplicatedLines,
      similarity: { min, max: Math.max(...sims), mean: Math.round(mean * 1e6) / 1e6 },
      files,
      testOnly,
      siblingFamily,
      conventional,
      score: Math.round(score * 1e6) / 1e6
    });
  }
  classes.sort((a, b) => b.score - a.score || compareLocations(a.members[0]!, b.members[0]!));
  classes.forEach((c, i) => (c.rank = i + 1));
  return classes;
}

/** From the members' paths and names: stable while the members stay (their lines may move). */
function classId(members: readonly Location[]): string {
  return `cc-${sha256Hex(members.map((m) => `${m.path}\0${m.name}`).join('\n')).slice(0, 16)}`;
}
