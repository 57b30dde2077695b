/**
 * Hand-built discovery envelopes over real files, for inspect and review
 * tests. Locations follow extraction's contract: one-based lines and UTF-16
 * columns, inclusive end column, source_sha256 over the exact slice.
 */
import { createHash } from 'node:crypto';
import type { Candidate, DiscoveryEnvelope, Location } from '../../src/contracts/types.js';
import { ENRICHMENT_KINDS } from '../../src/contracts/types.js';

const sha = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - (nl + 1) + 1 };
}

/**
 * The location of the function starting at `marker` and ending at the first
 * `\n}` after it (top-level function bodies in these fixtures).
 */
export function locate(text: string, path: string, name: string, marker: string): Location {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`marker ${marker} not in ${path}`);
  const close = text.indexOf('\n}', start);
  if (close < 0) throw new Error(`no closing brace after ${marker} in ${path}`);
  const end = close + 2; // exclusive
  const s = position(text, start);
  const e = position(text, end - 1);
  return {
    path,
    name,
    start_line: s.line,
    start_column: s.column,
    end_line: e.line,
    end_column: e.column,
    source_sha256: sha(text.slice(start, end))
  };
}

export function candidate(id: string, left: Location, right: Location, reviewKey = `rk-${id}`): Candidate {
  return {
    candidate_id: id,
    review_key: reviewKey,
    left,
    right,
    similarity: 0.93,
    similarity_band: 'very-high',
    verification_status: 'unverified',
    enrichment: Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, 'not-requested'])) as Candidate['enrichment'],
    actions: [
      { action: 'inspect', description: 'Build a bounded source-grounded inspect packet.', read_only: true },
      { action: 'review', description: 'Join this candidate with a verdict document.', read_only: true }
    ]
  };
}

export function envelope(candidates: Candidate[], extra: Partial<DiscoveryEnvelope> = {}): DiscoveryEnvelope {
  return {
    schema_version: '1',
    generation: {
      extraction_semantics_version: 1,
      embedding_semantics_version: 1,
      provider: { provider: 'official-local-companion', companion_version: '0.1.0', protocol_version: 1, source_left_machine: false },
      model: { model_id: 'test-model', revision: 'r1', artifact_sha256: 'a'.repeat(64), license: 'MIT', dimensions: 8 },
      parameters: { dtype: 'fp32', pooling: 'mean', normalized: true, batch_size: 8, max_tokens: 512, parameter_sha256: 'b'.repeat(64) },
      scope: { active: false, paths: [] },
      threshold: 0.8,
      min_lines: 5
    },
    candidates,
    completion: {
      status: 'complete',
      phases: [{ phase: 'discovery', status: 'complete', processed: 3, total: 3, reason: null }],
      limits: {
        max_files: 50000,
        max_functions: 200000,
        max_source_bytes: 268435456,
        max_function_bytes: 65536,
        max_batch_size: 256,
        max_vector_bytes: 536870912,
        max_comparisons: 2000000000,
        max_candidates: 1000,
        max_neighbors_per_function: 5,
        timeout_ms: 600000
      },
      skips: [],
      cache: { status: 'disabled', hits: 0, misses: 0, writes: 0, invalid_entries: 0 },
      provider_inference_ms: 0
    },
    diagnostics: [],
    ...extra
  };
}
