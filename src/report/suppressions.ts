/**
 * Review verdicts as reporters see them. A verdict document binds verdicts to
 * the content-stable `review_key`; `intentional` and `false-positive` dismiss
 * a candidate (SARIF marks it suppressed, the markdown hides it and counts it),
 * `duplicate` and `needs-refactor` confirm it and change nothing here.
 */
import type { DiscoveryEnvelope } from '../contracts/types.js';

export const DISMISSING_VERDICTS: ReadonlySet<string> = new Set(['intentional', 'false-positive']);

export function isDismissingVerdict(verdict: string): boolean {
  return DISMISSING_VERDICTS.has(verdict);
}

export interface Suppression {
  verdict: string;
  justification: string;
}

export interface VerdictLike {
  review_key: string;
  verdict: string;
  note?: string;
  author?: string;
}

/**
 * The dismissing verdicts of a (validated) verdict document, keyed by
 * review_key. When a key has several verdicts the last one in the document wins.
 */
export function dismissals(verdicts: readonly VerdictLike[]): Map<string, Suppression> {
  const latest = new Map<string, VerdictLike>();
  for (const v of verdicts) latest.set(v.review_key, v);
  const out = new Map<string, Suppression>();
  for (const [key, v] of latest) {
    if (!isDismissingVerdict(v.verdict)) continue;
    const by = v.author ? ` (${v.author})` : '';
    const note = v.note?.trim() ? `: ${v.note.trim()}` : '';
    out.set(key, { verdict: v.verdict, justification: `Review verdict ${v.verdict}${by}${note}` });
  }
  return out;
}

/**
 * The envelope without dismissed candidates, and how many were hidden: what
 * the markdown reporter is given (`dismissed` in MarkdownOptions). SARIF keeps
 * every candidate and marks the dismissed ones suppressed instead.
 */
export function withoutDismissed(
  envelope: DiscoveryEnvelope,
  suppressions: ReadonlyMap<string, { verdict: string }>
): { envelope: DiscoveryEnvelope; dismissed: number } {
  const kept = envelope.candidates.filter((c) => {
    const s = suppressions.get(c.review_key);
    return !(s && isDismissingVerdict(s.verdict));
  });
  return { envelope: { ...envelope, candidates: kept }, dismissed: envelope.candidates.length - kept.length };
}
