/** Every input, output, env var and timeout name the action uses, named once. */

export const Inputs = {
  Mode: 'mode',
  Threshold: 'threshold',
  IncludeTestPairs: 'include-test-pairs',
  IncludeMigrationPairs: 'include-migration-pairs',
  MinLines: 'min-lines',
  Include: 'include',
  Exclude: 'exclude',
  MaxFiles: 'max-files',
  MaxFunctions: 'max-functions',
  MaxSourceBytes: 'max-source-bytes',
  MaxFunctionBytes: 'max-function-bytes',
  MaxBatchSize: 'max-batch-size',
  MaxVectorBytes: 'max-vector-bytes',
  MaxComparisons: 'max-comparisons',
  MaxCandidates: 'max-candidates',
  MaxNeighborsPerFunction: 'max-neighbors-per-function',
  TimeoutMs: 'timeout-ms',
  MaxCommentCandidates: 'max-comment-candidates',
  Comment: 'comment',
  Summary: 'summary',
  Cache: 'cache',
  CacheKeyPrefix: 'cache-key-prefix',
  CacheTimeoutMs: 'cache-timeout-ms',
  ApiTimeoutMs: 'api-timeout-ms',
  SarifFile: 'sarif-file',
  ResultFile: 'result-file',
  VerdictsFile: 'verdicts-file',
  CompanionVersion: 'companion-version',
  CompanionCommand: 'companion-command',
  Token: 'token',
  ResultInput: 'result-input',
  WorkingDirectory: 'working-directory'
} as const;

export const Outputs = {
  ResultFile: 'result-file',
  SarifFile: 'sarif-file',
  HtmlFile: 'html-file',
  CandidateCount: 'candidate-count',
  Status: 'status',
  CacheKey: 'cache-key',
  CacheHit: 'cache-hit',
  PullRequest: 'pull-request',
  HeadSha: 'head-sha'
} as const;

export const Modes = ['auto', 'pr', 'full', 'publish'] as const;
export type Mode = (typeof Modes)[number];

export const Defaults = {
  cacheKeyPrefix: 'similar-code-vectors',
  sarifFile: 'similar-code.sarif',
  resultFile: 'similar-code.json',
  /** Written in the result file's folder. */
  htmlFile: 'similar-code.html',
  maxCommentCandidates: 10,
  cacheTimeoutMs: 120_000,
  apiTimeoutMs: 30_000,
  /** A base commit fetch that takes longer than this falls back to the files API. */
  gitFetchTimeoutMs: 60_000,
  /** GitHub's limits with headroom: 65,536 characters per comment, 1 MiB job summary. */
  commentMaxChars: 65_000,
  summaryMaxChars: 1_000_000,
  /** How many days an unused cache entry is kept (when the cache format can prune). */
  cachePruneDays: 30
} as const;

/** Environment the runner provides. */
export const Env = {
  EventName: 'GITHUB_EVENT_NAME',
  EventPath: 'GITHUB_EVENT_PATH',
  Repository: 'GITHUB_REPOSITORY',
  Sha: 'GITHUB_SHA',
  Ref: 'GITHUB_REF',
  Workspace: 'GITHUB_WORKSPACE',
  ServerUrl: 'GITHUB_SERVER_URL',
  RunnerOs: 'RUNNER_OS',
  RunnerTemp: 'RUNNER_TEMP',
  SegmentDownloadTimeoutMins: 'SEGMENT_DOWNLOAD_TIMEOUT_MINS'
} as const;

export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);
