/**
 * Turns scored index pairs into contract candidates: deterministic pair
 * order, identities, bands, and the candidate cap.
 */
import type { Candidate, CandidateAction, EnrichmentAvailability, Finding, Generation, SimilarityBand } from '../contracts/types.js';
import { ENRICHMENT_KINDS } from '../contracts/types.js';
import type { Calibration, ExtractedFunction } from '../contracts/pipeline.js';
import { roundScore } from '../util/json.js';
import { candidateId, compareLocations, generationDigest, reviewKey } from './identity.js';
import type { ScoredPair } from './search-types.js';

export const CANDIDATE_ACTIONS: readonly CandidateAction[] = [
  { action: 'inspect', description: 'Build a bounded, source-grounded inspect packet for this candidate (similar-code inspect).', read_only: true },
  { action: 'review', description: 'Join this candidate with a verdict document by its review_key (similar-code review).', read_only: true }
];

export function notRequestedEnrichment(): EnrichmentAvailability {
  return Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, 'not-requested'])) as EnrichmentAvailability;
}

export function bandFor(similarity: number, bands: Calibration['bands']): SimilarityBand {
  if (similarity >= bands.very_high) return 'very-high';
  if (similarity >= bands.high) return 'high';
  return 'moderate';
}

/** A scored pair with what a review made of it; `changed` names the pair's own sides (`a`, `b`) until it is oriented. */
export interface AnnotatedPair extends ScoredPair {
  finding?: Omit<Finding, 'changed'> & { changed: 'a' | 'b' | 'both' };
}

export interface CandidateSelection {
  candidates: Candidate[];
  /** Candidates dropped by max_candidates. */
  cut: number;
}

export function buildCandidates(
  pairs: readonly AnnotatedPair[],
  functions: readonly ExtractedFunction[],
  generation: Generation,
  bands: Calibration['bands'],
  maxCandidates: number
): CandidateSelection {
  const genSha = generationDigest(generation);
  // order and cut on the cheap fields first; identities (hashes) only for the kept ones
  const all = pairs.map((p) => {
    const fa = functions[p.a]!;
    const fb = functions[p.b]!;
    const swap = compareLocations(fa.location, fb.location) > 0;
    const [l, r] = swap ? [fb, fa] : [fa, fb];
    let finding: Finding | undefined;
    if (p.finding) {
      const side = p.finding.changed;
      finding = { ...p.finding, changed: side === 'both' ? 'both' : (side === 'a') !== swap ? 'left' : 'right' };
    }
    return { l, r, similarity: roundScore(Math.min(1, p.score)), finding };
  });
  all.sort(
    (x, y) => y.similarity - x.similarity || compareLocations(x.l.location, y.l.location) || compareLocations(x.r.location, y.r.location)
  );
  const kept = all.slice(0, maxCandidates).map(({ l, r, similarity, finding }): Candidate => ({
    candidate_id: candidateId(genSha, l.location, r.location),
    review_key: reviewKey(l.normalized_sha256, r.normalized_sha256),
    left: l.location,
    right: r.location,
    similarity,
    similarity_band: bandFor(similarity, bands),
    verification_status: 'unverified',
    enrichment: notRequestedEnrichment(),
    actions: CANDIDATE_ACTIONS.map((a) => ({ ...a })),
    ...(finding ? { finding: orderedFinding(finding) } : {})
  }));
  return { candidates: kept, cut: all.length - kept.length };
}

/** The finding with its keys in the schema's order (byte-identical JSON), scores rounded like `similarity`. */
function orderedFinding(f: Finding): Finding {
  return {
    kind: f.kind,
    changed: f.changed,
    change: f.change,
    rank: f.rank,
    margin: roundScore(f.margin),
    base_similarity: f.base_similarity === null ? null : roundScore(f.base_similarity),
    drift: f.drift ? { copy_lines: [...f.drift.copy_lines], lines_removed: f.drift.lines_removed, lines_added_missing: f.drift.lines_added_missing } : null
  };
}
