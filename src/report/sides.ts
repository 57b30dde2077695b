/**
 * Which side of a candidate a reporter shows first. GitHub reads only the
 * first SARIF location and shows a PR alert only on changed lines, so the
 * primary side is the changed one: the side a PR finding names, else, when
 * scoping is active and exactly one side's path is in
 * `generation.scope.paths`, that side; otherwise `left`.
 */
import type { Candidate, DiscoveryEnvelope, Location } from '../contracts/types.js';

export interface OrientedCandidate {
  primary: Location;
  related: Location;
}

/** A reusable lookup, so a 25,000-candidate report does not rebuild the path set per candidate. */
export function orienter(envelope: DiscoveryEnvelope): (candidate: Candidate) => OrientedCandidate {
  const scope = envelope.generation.scope;
  const inScope = scope.active ? new Set(scope.paths) : null;
  return (c) => {
    // a PR finding knows which side the PR changed
    if (c.finding && c.finding.changed !== 'both') return c.finding.changed === 'right' ? { primary: c.right, related: c.left } : { primary: c.left, related: c.right };
    if (inScope) {
      const l = inScope.has(c.left.path);
      const r = inScope.has(c.right.path);
      if (r && !l) return { primary: c.right, related: c.left };
    }
    return { primary: c.left, related: c.right };
  };
}

/** Similarity as a percentage with one decimal: 0.93449 → "93.4%". */
export function percent(similarity: number): string {
  return `${(Math.round(similarity * 1000) / 10).toFixed(1)}%`;
}
