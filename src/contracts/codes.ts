/**
 * Every stable name of the contract in one place: phases, skip reasons,
 * diagnostic domains and codes. Values mirror the snapshot schema's enums.
 */

export const PHASES = [
  'discovery',
  'extraction',
  'cache',
  'embedding',
  'validation',
  'comparison',
  'enrichment'
] as const;
export type Phase = (typeof PHASES)[number];

export const SKIP_REASONS = [
  'below-minimum-lines',
  'unsupported-function',
  'generated-source',
  'function-too-large',
  'input-limit',
  'source-bytes-limit',
  'vector-memory-limit',
  'comparison-limit',
  'candidate-limit',
  'neighbor-limit',
  'timeout',
  'provider-failure',
  'token-truncation',
  'enrichment-unavailable'
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * Admission filters: skips for these reasons narrow what is admitted but do
 * not make a run partial (design: "admission filters do not make a run partial").
 */
export const ADMISSION_SKIP_REASONS: ReadonlySet<SkipReason> = new Set<SkipReason>([
  'below-minimum-lines',
  'unsupported-function',
  'generated-source'
]);

export const DIAGNOSTIC_DOMAINS = [
  'workspace',
  'extraction',
  'provider',
  'cache',
  'enrichment',
  'review'
] as const;
export type DiagnosticDomain = (typeof DIAGNOSTIC_DOMAINS)[number];

/** Stable machine-readable diagnostic codes, grouped by domain. */
export const DiagnosticCode = {
  // workspace
  NotAGitRepository: 'not-a-git-repository',
  GitFailed: 'git-failed',
  FileUnreadable: 'file-unreadable',
  /** A tracked file that is missing from the work tree (deleted, not committed). */
  FileMissing: 'file-missing',
  BinaryFile: 'binary-file',
  InvalidUtf8: 'invalid-utf8',
  FileTooLarge: 'file-too-large',
  PathOutsideRepository: 'path-outside-repository',
  ScopeFileNotFound: 'scope-file-not-found',
  RevisionNotFound: 'revision-not-found',
  /** Once per scan: the generated files a default rule left out, counted by rule (path null). */
  GeneratedExcluded: 'generated-excluded',
  /** Once per scan without include-test-pairs: pairs with a test-like file are not reported (path null). */
  TestPairsExcluded: 'test-pairs-excluded',
  /** Once per scan without include-migration-pairs: pairs with a migration file are not reported (path null). */
  MigrationPairsExcluded: 'migration-pairs-excluded',
  // extraction
  ParseError: 'parse-error',
  ParseFailed: 'parse-failed',
  GrammarUnavailable: 'grammar-unavailable',
  // provider
  CompanionStartFailed: 'companion-start-failed',
  CompanionRefused: 'companion-refused',
  CompanionExited: 'companion-exited',
  CompanionProtocolError: 'companion-protocol-error',
  CompanionError: 'companion-error',
  InvalidVectors: 'invalid-vectors',
  ProviderTimeout: 'provider-timeout',
  ModelUnavailable: 'model-unavailable',
  // cache
  CacheEntryInvalid: 'cache-entry-invalid',
  CacheUnreadable: 'cache-unreadable',
  CacheWriteFailed: 'cache-write-failed',
  // comparison / limits (reported in the workspace domain: they describe the run)
  LimitReached: 'limit-reached',
  ApproximateSearch: 'approximate-search',
  Timeout: 'timeout',
  // enrichment
  EnrichmentUnavailable: 'enrichment-unavailable',
  SourceChanged: 'source-changed',
  // review
  VerdictInvalid: 'verdict-invalid',
  VerdictStale: 'verdict-stale'
} as const;
export type DiagnosticCodeValue = (typeof DiagnosticCode)[keyof typeof DiagnosticCode];
