/**
 * Candidate identity. `review_key` depends only on the two normalized-text
 * digests (order-independent), so a verdict survives line movement and
 * reformatting; `candidate_id` binds one snapshot (generation + locations).
 */
import type { Location, Generation } from '../contracts/types.js';
import { sha256Hex } from '../util/hash.js';

export function compareLocations(a: Location, b: Location): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  if (a.start_line !== b.start_line) return a.start_line - b.start_line;
  if (a.start_column !== b.start_column) return a.start_column - b.start_column;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.end_line !== b.end_line) return a.end_line - b.end_line;
  return a.end_column - b.end_column;
}

export function reviewKey(normalizedShaA: string, normalizedShaB: string): string {
  const [x, y] = normalizedShaA <= normalizedShaB ? [normalizedShaA, normalizedShaB] : [normalizedShaB, normalizedShaA];
  return `rk1-${sha256Hex(`similar-code/review-key/v1\n${x}\n${y}`).slice(0, 40)}`;
}

export function generationDigest(generation: Generation): string {
  return sha256Hex(JSON.stringify(generation));
}

function locationKey(l: Location): string {
  return [l.path, l.start_line, l.start_column, l.end_line, l.end_column, l.name, l.source_sha256].join('\u0000');
}

export function candidateId(generationSha: string, left: Location, right: Location): string {
  return `c-${sha256Hex(`${generationSha}\n${locationKey(left)}\n${locationKey(right)}`).slice(0, 24)}`;
}
