/**
 * TypeScript mirror of the candidate snapshot schema's `$defs`
 * (schemas/candidate-snapshot.schema.json, the normative contract).
 * __tests__/contracts/schema-types.test.ts keeps the two in step.
 */
import type { Phase, SkipReason, DiagnosticDomain } from './codes.js';

export type SchemaVersion = '1';

export interface ProviderProvenance {
  provider: 'official-local-companion';
  companion_version: string;
  protocol_version: number;
  source_left_machine: boolean;
}

export interface ModelProvenance {
  model_id: string;
  revision: string;
  artifact_sha256: string;
  license: string;
  dimensions: number;
}

export interface GenerationParameters {
  dtype: string;
  pooling: string;
  normalized: boolean;
  batch_size: number;
  max_tokens: number;
  parameter_sha256: string;
}

export interface ScopeProvenance {
  active: boolean;
  paths: string[];
}

export interface Generation {
  extraction_semantics_version: number;
  embedding_semantics_version: number;
  provider: ProviderProvenance;
  model: ModelProvenance;
  parameters: GenerationParameters;
  scope: ScopeProvenance;
  threshold: number;
  min_lines: number;
}

export interface Location {
  path: string;
  name: string;
  start_line: number;
  start_column: number;
  end_line: number;
  end_column: number;
  source_sha256: string;
}

export type SimilarityBand = 'moderate' | 'high' | 'very-high';
export type EnrichmentState = 'available' | 'unavailable' | 'not-requested';

export const ENRICHMENT_KINDS = [
  'graph_relationship',
  'entry_point_reachability',
  'callers',
  'callees',
  'ownership',
  'churn',
  'tests',
  'deterministic_clone_coverage',
  'runtime'
] as const;
export type EnrichmentKind = (typeof ENRICHMENT_KINDS)[number];
export type EnrichmentAvailability = Record<EnrichmentKind, EnrichmentState>;

export interface CandidateAction {
  action: 'inspect' | 'review';
  description: string;
  read_only: true;
}

export interface Candidate {
  candidate_id: string;
  review_key: string;
  left: Location;
  right: Location;
  similarity: number;
  similarity_band: SimilarityBand;
  verification_status: 'unverified';
  enrichment: EnrichmentAvailability;
  actions: CandidateAction[];
  /** What a PR review makes of the pair (discovery-envelope.schema.json#/$defs/Finding); absent on full scans. */
  finding?: Finding;
}

/**
 * The kind of a PR finding, from the changed function's point of view:
 * - `re-implementation`: a function the PR adds that may re-implement an existing one;
 * - `copy`: a function the PR adds that is a near-copy of an existing one;
 * - `drift`: an existing near-copy of a function the PR modified, which the PR left as it was;
 * - `co-changed`: both functions changed by the PR (edited together: nothing left to sync).
 */
export type FindingKind = 're-implementation' | 'copy' | 'drift' | 'co-changed';

export interface DriftEvidence {
  /** Lines of the untouched copy (one-based, ascending) that still hold what the PR removed from the changed function. */
  copy_lines: number[];
  /** Substantive lines the PR removed from the changed function. */
  lines_removed: number;
  /** Substantive lines the PR added to the changed function that the copy does not hold. */
  lines_added_missing: number;
}

export interface Finding {
  kind: FindingKind;
  /** The side the PR changed (`both` for co-changed pairs). */
  changed: 'left' | 'right' | 'both';
  /** What the PR did to the changed side. */
  change: 'added' | 'modified';
  /** One-based rank of the other side among the changed function's matches of this kind. */
  rank: number;
  /** The changed function's best similarity minus its next neighbour's: the evidence a re-implementation is admitted on. */
  margin: number;
  /** Cosine of the changed function's base version and the other side (drift), else null. */
  base_similarity: number | null;
  drift: DriftEvidence | null;
}

export type CompletionStatus = 'complete' | 'partial';
export type PhaseStatus = 'complete' | 'partial' | 'skipped' | 'timed-out';

export interface PhaseCompletion {
  phase: Phase;
  status: PhaseStatus;
  processed: number;
  total: number | null;
  reason: string | null;
}

export interface Limits {
  max_files: number;
  max_functions: number;
  max_source_bytes: number;
  max_function_bytes: number;
  max_batch_size: number;
  max_vector_bytes: number;
  max_comparisons: number;
  max_candidates: number;
  max_neighbors_per_function: number;
  timeout_ms: number;
}

export interface Skip {
  phase: Phase;
  reason: SkipReason;
  count: number;
}

export type CacheStatus = 'disabled' | 'hit' | 'miss' | 'mixed';

export interface CacheSummary {
  status: CacheStatus;
  hits: number;
  misses: number;
  writes: number;
  invalid_entries: number;
}

export interface Completion {
  status: CompletionStatus;
  phases: PhaseCompletion[];
  limits: Limits;
  skips: Skip[];
  cache: CacheSummary;
  provider_inference_ms: number;
}

export interface Diagnostic {
  domain: DiagnosticDomain;
  code: string;
  message: string;
  path: string | null;
}

/** The discovery envelope: the snapshot's vocabulary with a candidate list. */
export interface DiscoveryEnvelope {
  schema_version: SchemaVersion;
  generation: Generation;
  candidates: Candidate[];
  completion: Completion;
  diagnostics: Diagnostic[];
  /** Optional run context (PR number, head sha) so publish-only runs can link and comment. */
  context?: RunContext;
}

export interface RunContext {
  repository: string | null;
  head_sha: string | null;
  base_sha: string | null;
  pull_request: number | null;
  mode: 'full' | 'scoped';
}

export interface CandidateSnapshot {
  schema_version: SchemaVersion;
  generation: Generation;
  candidate: Candidate;
  completion: Completion;
  diagnostics: Diagnostic[];
}
