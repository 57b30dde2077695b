/**
 * Keeps src/contracts (types and code lists) in step with the normative
 * schema: each sample below is typed as the TypeScript interface, so tsc
 * rejects a missing or extra field, and the test compares its keys and the
 * code lists with the schema's $defs.
 */
import snapshot from '../../schemas/candidate-snapshot.schema.json' with { type: 'json' };
import { PHASES, SKIP_REASONS, DIAGNOSTIC_DOMAINS } from '../../src/contracts/codes.js';
import { ENRICHMENT_KINDS } from '../../src/contracts/types.js';
import type {
  CacheSummary, Candidate, CandidateAction, Completion, Diagnostic, Generation, GenerationParameters, Limits, Location,
  ModelProvenance, PhaseCompletion, ProviderProvenance, ScopeProvenance, Skip
} from '../../src/contracts/types.js';
import { validate } from '../../src/contracts/validate.js';

type Defs = Record<string, { properties?: Record<string, unknown>; required?: string[]; oneOf?: Array<{ const: string }> }>;
const defs = (snapshot as unknown as { $defs: Defs }).$defs;

const location: Location = { path: 'a.ts', name: 'f', start_line: 1, start_column: 1, end_line: 9, end_column: 1, source_sha256: 'x' };
const provider: ProviderProvenance = { provider: 'official-local-companion', companion_version: '0.1.0', protocol_version: 1, source_left_machine: false };
const model: ModelProvenance = { model_id: 'm', revision: 'r', artifact_sha256: 'a', license: 'MIT', dimensions: 4 };
const parameters: GenerationParameters = { dtype: 'float32', pooling: 'p', normalized: true, batch_size: 1, max_tokens: 1, parameter_sha256: 'p' };
const scope: ScopeProvenance = { active: false, paths: [] };
const generation: Generation = { extraction_semantics_version: 1, embedding_semantics_version: 1, provider, model, parameters, scope, threshold: 0.8, min_lines: 5 };
const action: CandidateAction = { action: 'inspect', description: 'd', read_only: true };
const candidate: Candidate = {
  candidate_id: 'c', review_key: 'k', left: location, right: location, similarity: 0.9, similarity_band: 'high',
  verification_status: 'unverified', enrichment: Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, 'not-requested'])) as Candidate['enrichment'], actions: [action]
};
const phase: PhaseCompletion = { phase: 'discovery', status: 'complete', processed: 1, total: 1, reason: null };
const limits: Limits = { max_files: 1, max_functions: 1, max_source_bytes: 1, max_function_bytes: 1, max_batch_size: 1, max_vector_bytes: 1, max_comparisons: 1, max_candidates: 1, max_neighbors_per_function: 1, timeout_ms: 1 };
const skip: Skip = { phase: 'extraction', reason: 'timeout', count: 1 };
const cache: CacheSummary = { status: 'hit', hits: 1, misses: 0, writes: 0, invalid_entries: 0 };
const completion: Completion = { status: 'complete', phases: [phase], limits, skips: [skip], cache, provider_inference_ms: 0 };
const diagnostic: Diagnostic = { domain: 'workspace', code: 'c', message: 'm', path: null };

const samples: Record<string, object> = {
  SimilarCodeLocation: location,
  SimilarCodeProviderProvenance: provider,
  SimilarCodeModelProvenance: model,
  SimilarCodeGenerationParameters: parameters,
  SimilarCodeScopeProvenance: scope,
  SimilarCodeGeneration: generation,
  SimilarCodeAction: action,
  SimilarCodeCandidate: candidate,
  SimilarCodePhaseCompletion: phase,
  SimilarCodeLimits: limits,
  SimilarCodeSkip: skip,
  SimilarCodeCacheSummary: cache,
  SimilarCodeCompletion: completion,
  SimilarCodeDiagnostic: diagnostic,
  SimilarCodeEnrichmentAvailability: candidate.enrichment
};

const consts = (name: string): string[] => (defs[name]?.oneOf ?? []).map((o) => o.const);

describe('contract types follow the snapshot schema', () => {
  it.each(Object.keys(samples))('%s has exactly the schema properties', (name) => {
    expect(Object.keys(samples[name]!).sort()).toEqual(Object.keys(defs[name]!.properties!).sort());
  });

  it('every object $def of the schema has a typed sample', () => {
    const objectDefs = Object.entries(defs).filter(([, d]) => d.properties).map(([n]) => n).sort();
    expect(objectDefs).toEqual(Object.keys(samples).sort());
  });

  it('code lists equal the schema enums, in schema order', () => {
    expect([...PHASES]).toEqual(consts('SimilarCodePhase'));
    expect([...SKIP_REASONS]).toEqual(consts('SimilarCodeSkipReason'));
    expect([...DIAGNOSTIC_DOMAINS]).toEqual(consts('SimilarCodeDiagnosticDomain'));
    expect([...ENRICHMENT_KINDS]).toEqual(Object.keys(defs.SimilarCodeEnrichmentAvailability!.properties!));
  });

  it('a snapshot built from the samples validates', () => {
    expect(validate('snapshot', { schema_version: '1', generation, candidate, completion, diagnostics: [diagnostic] })).toEqual({ ok: true });
  });

  it('the registered formats reject what the schema means to reject', () => {
    const bad = { schema_version: '1', generation: { ...generation, threshold: Number.NaN, min_lines: -1 }, candidate, completion, diagnostics: [] };
    expect(validate('snapshot', bad).ok).toBe(false);
    const overflow = { schema_version: '1', generation: { ...generation, extraction_semantics_version: 2 ** 32 }, candidate, completion, diagnostics: [] };
    expect(validate('snapshot', overflow).ok).toBe(false);
  });
});
