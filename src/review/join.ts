/**
 * Joining a discovery envelope with a verdict document by review_key.
 *
 * review_key is computed by the scan from the two functions' normalized
 * text (order-independent), so it does not change when a function moves or
 * is reformatted: the verdict rebinds by itself. When either function's
 * content changes, the key changes and the verdict no longer binds; if the
 * verdict records the two functions (locations) and the envelope still has a
 * candidate for that pair, the reason is `content-changed`, else
 * `no-matching-candidate`.
 */
import type { Candidate, DiscoveryEnvelope } from '../contracts/types.js';
import { isDismissingVerdict } from '../report/suppressions.js';
import type { Verdict, VerdictDocument, VerdictLocation } from './verdicts.js';

export interface BoundVerdict {
  /** Zero-based index in the verdict document. */
  index: number;
  verdict: Verdict['verdict'];
  note?: string;
  author?: string;
  date?: string;
  dismissing: boolean;
}

export interface JoinedCandidate {
  candidate_id: string;
  review_key: string;
  left: { path: string; name: string; start_line: number; end_line: number };
  right: { path: string; name: string; start_line: number; end_line: number };
  similarity: number;
  similarity_band: Candidate['similarity_band'];
  verdict: BoundVerdict | null;
}

export type NotBoundReason = 'content-changed' | 'no-matching-candidate';

export interface NotBoundVerdict {
  index: number;
  review_key: string;
  verdict: Verdict['verdict'];
  status: 'not-bound';
  reason: NotBoundReason;
  message: string;
  /** The candidate now at the verdict's pair of functions (content-changed only). */
  current: { candidate_id: string; review_key: string } | null;
}

export interface ReviewReport {
  review_version: '1';
  summary: {
    candidates: number;
    reviewed: number;
    unreviewed: number;
    dismissed: number;
    verdicts: number;
    not_bound: number;
  };
  candidates: JoinedCandidate[];
  not_bound: NotBoundVerdict[];
  warnings: string[];
}

const side = (l: Candidate['left']): JoinedCandidate['left'] => ({ path: l.path, name: l.name, start_line: l.start_line, end_line: l.end_line });
const locKey = (l: VerdictLocation): string => `${l.path}\u0000${l.name}`;
const pairKey = (a: VerdictLocation, b: VerdictLocation): string => [locKey(a), locKey(b)].sort().join('\u0001');

export function joinVerdicts(envelope: DiscoveryEnvelope, doc: VerdictDocument): ReviewReport {
  const warnings: string[] = [];
  // The last verdict for a key wins (as in the reporters); earlier ones are reported.
  const byKey = new Map<string, number>();
  doc.verdicts.forEach((v, i) => {
    const prev = byKey.get(v.review_key);
    if (prev !== undefined) warnings.push(`verdicts /verdicts/${prev} and /verdicts/${i} share review_key ${v.review_key}; the later one applies`);
    byKey.set(v.review_key, i);
  });
  const byPair = new Map<string, Candidate>();
  for (const c of envelope.candidates) {
    const k = pairKey(c.left, c.right);
    if (!byPair.has(k)) byPair.set(k, c);
  }
  const keys = new Set(envelope.candidates.map((c) => c.review_key));

  const candidates: JoinedCandidate[] = envelope.candidates.map((c) => {
    const i = byKey.get(c.review_key);
    const v = i === undefined ? undefined : doc.verdicts[i];
    return {
      candidate_id: c.candidate_id,
      review_key: c.review_key,
      left: side(c.left),
      right: side(c.right),
      similarity: c.similarity,
      similarity_band: c.similarity_band,
      verdict:
        v && i !== undefined
          ? {
              index: i,
              verdict: v.verdict,
              ...(v.note !== undefined ? { note: v.note } : {}),
              ...(v.author !== undefined ? { author: v.author } : {}),
              ...(v.date !== undefined ? { date: v.date } : {}),
              dismissing: isDismissingVerdict(v.verdict)
            }
          : null
    };
  });

  const notBound: NotBoundVerdict[] = [];
  for (const [key, i] of byKey) {
    if (keys.has(key)) continue;
    const v = doc.verdicts[i] as Verdict;
    const now = v.locations ? byPair.get(pairKey(v.locations[0], v.locations[1])) : undefined;
    const pair = v.locations ? `${v.locations[0].path}#${v.locations[0].name} ↔ ${v.locations[1].path}#${v.locations[1].name}` : null;
    notBound.push(
      now
        ? {
            index: i,
            review_key: key,
            verdict: v.verdict,
            status: 'not-bound',
            reason: 'content-changed',
            message: `${pair} is now candidate ${now.candidate_id} with review_key ${now.review_key}: the code of one or both functions changed since the verdict, so it no longer applies; review the pair again`,
            current: { candidate_id: now.candidate_id, review_key: now.review_key }
          }
        : {
            index: i,
            review_key: key,
            verdict: v.verdict,
            status: 'not-bound',
            reason: 'no-matching-candidate',
            message: `no candidate has this review_key${pair ? ` and none is at ${pair}` : ''}: the functions were changed, removed, or are no longer similar above the threshold (moving or reformatting them keeps the key)`,
            current: null
          }
    );
  }
  notBound.sort((a, b) => a.index - b.index);
  const reviewed = candidates.filter((c) => c.verdict !== null);
  return {
    review_version: '1',
    summary: {
      candidates: candidates.length,
      reviewed: reviewed.length,
      unreviewed: candidates.length - reviewed.length,
      dismissed: reviewed.filter((c) => c.verdict?.dismissing).length,
      verdicts: doc.verdicts.length,
      not_bound: notBound.length
    },
    candidates,
    not_bound: notBound,
    warnings
  };
}
