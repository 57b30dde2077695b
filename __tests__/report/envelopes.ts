/** Test envelopes for the reporters: the hand-made fixtures and a synthetic builder. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Candidate, DiscoveryEnvelope, Location, SimilarityBand } from '../../src/contracts/types.js';
import { validate, formatSchemaErrors } from '../../src/contracts/validate.js';

export const testsRoot = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');

export type FixtureName = 'scoped' | 'full';

/** A fixture envelope, validated against discovery-envelope.schema.json before use. */
export function loadEnvelope(name: FixtureName): DiscoveryEnvelope {
  const doc = JSON.parse(readFileSync(join(testsRoot, 'fixtures', 'envelopes', `${name}.json`), 'utf8')) as unknown;
  const r = validate('envelope', doc);
  if (!r.ok) throw new Error(`fixture ${name} is not a valid envelope:\n${formatSchemaErrors(r.errors)}`);
  return doc as DiscoveryEnvelope;
}

export function location(path: string, name: string, line: number, overrides: Partial<Location> = {}): Location {
  return {
    path,
    name,
    start_line: line,
    start_column: 1,
    end_line: line + 9,
    end_column: 2,
    source_sha256: `sha-${path}-${name}`,
    ...overrides
  };
}

export function candidate(i: number, left: Location, right: Location, similarity = 0.9, band: SimilarityBand = 'high'): Candidate {
  const base = loadEnvelope('scoped').candidates[0]!;
  return {
    ...base,
    candidate_id: `cand_${i}`,
    review_key: `rk_${i}`,
    left,
    right,
    similarity,
    similarity_band: band
  };
}

/** The scoped fixture with its candidates (and optionally scope) replaced. */
export function withCandidates(
  candidates: Candidate[],
  overrides: { scope?: { active: boolean; paths: string[] }; status?: 'complete' | 'partial'; from?: FixtureName } = {}
): DiscoveryEnvelope {
  const env = loadEnvelope(overrides.from ?? 'scoped');
  return {
    ...env,
    generation: { ...env.generation, scope: overrides.scope ?? env.generation.scope },
    candidates,
    completion: { ...env.completion, status: overrides.status ?? env.completion.status }
  };
}

/** n synthetic candidates across the three bands, in similarity-descending order. */
export function manyCandidates(n: number): Candidate[] {
  const bands: SimilarityBand[] = ['very-high', 'high', 'moderate'];
  return Array.from({ length: n }, (_, i) =>
    candidate(
      i,
      location(`src/module-${String(i).padStart(5, '0')}/implementation.ts`, `someFunctionName${i}`, 10 + (i % 100)),
      location(`packages/other/src/area-${i % 37}/helpers.ts`, `similarHelper${i}`, 200 + (i % 50)),
      0.99 - i / (n * 10),
      bands[i % 3]!
    )
  );
}
