/**
 * Findings as reviewers read them: one entry per changed function (its best
 * match first, the rest counted behind "and N more"), co-changed pairs
 * apart, and the words each kind is shown with. Shared by the markdown
 * (comment, summary) and SARIF renderings, so both say the same thing.
 */
import type { Candidate, FindingKind, Location } from '../contracts/types.js';
import { compareLocations } from '../comparison/identity.js';
import { orienter, percent, type OrientedCandidate } from './sides.js';
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { reviewRows } from '../findings/rows.js';

export interface FindingGroup {
  /** The changed function. */
  changed: Location;
  /** Its matches of one kind or another, best first. */
  matches: Array<OrientedCandidate & { candidate: Candidate }>;
  /** Folded into this row (../findings/rows.ts): other changed functions the best match's copy also drifted from, or (a copy) that copy the same file into the same file. */
  alike: Array<{ changed: Location; related: Location }>;
}

export const KIND_LABEL: Record<FindingKind, string> = {
  're-implementation': 'possible re-implementation',
  copy: 'near-copy',
  drift: 'drift: copy not updated',
  'co-changed': 'changed together'
};

/** True when the envelope comes from a PR review (its candidates carry findings). */
export function isReview(envelope: DiscoveryEnvelope): boolean {
  return envelope.candidates.some((c) => c.finding !== undefined);
}

/** Findings per changed function, in the envelope's order of each group's best match; co-changed pairs left out, a copy drifted from alike and a file copied one row each (src/findings/rows.ts). */
export function findingGroups(envelope: DiscoveryEnvelope): FindingGroup[] {
  const orient = orienter(envelope);
  const key = (l: Location): string => `${l.path}\0${l.start_line}\0${l.start_column}\0${l.name}`;
  const oriented = envelope.candidates.filter((c) => c.finding).map((c) => ({ ...orient(c), candidate: c }));
  const sides = (o: (typeof oriented)[number]) => ({
    changed: key(o.primary),
    other: key(o.related),
    kind: o.candidate.finding!.kind,
    changedFile: o.primary.path,
    otherFile: o.related.path
  });
  return reviewRows(oriented, sides).map((row) => ({
    changed: row.matches[0]!.primary,
    matches: row.matches,
    alike: row.alike.map((o) => ({ changed: o.primary, related: o.related }))
  }));
}

/** Functions the PR changed together with a near-copy of theirs (the collapsed line), sorted by location. */
export function coChanged(envelope: DiscoveryEnvelope): Location[] {
  const seen = new Map<string, Location>();
  for (const c of envelope.candidates) {
    if (c.finding?.kind !== 'co-changed') continue;
    for (const l of [c.left, c.right]) seen.set(`${l.path}\0${l.start_line}\0${l.start_column}`, l);
  }
  return [...seen.values()].sort(compareLocations);
}

/** What a finding says beyond the pair, as plain text (callers escape it); `lineRef` names one line of the copy. */
export function findingDetail(c: Candidate, lineRef: (line: number) => string = (n) => `L${n}`): string {
  const f = c.finding;
  if (!f) return '';
  if (f.kind === 're-implementation') return `added by this PR; stands ${(f.margin * 100).toFixed(1)} points above its next match`;
  if (f.kind === 'copy') return 'added by this PR';
  if (f.kind === 'drift' && f.drift) {
    const parts = [`changed by this PR, the copy was not (${percent(f.base_similarity ?? c.similarity)} similar before)`];
    if (f.drift.copy_lines.length > 0) parts.push(`the copy still holds ${plural(f.drift.copy_lines.length, 'line')} this change removed (${linesList(f.drift.copy_lines, lineRef)})`);
    if (f.drift.lines_added_missing > 0) parts.push(`it lacks ${plural(f.drift.lines_added_missing, 'line')} this change added`);
    return parts.join('; ');
  }
  return '';
}

function plural(n: number, one: string): string {
  return `${n} ${n === 1 ? one : `${one}s`}`;
}

function linesList(lines: readonly number[], lineRef: (line: number) => string): string {
  const shown = lines.slice(0, 5).map(lineRef);
  return lines.length > 5 ? `${shown.join(', ')}, …` : shown.join(', ');
}
