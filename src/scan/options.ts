/**
 * What a scan is asked to do: the one options object every entry point
 * (CLI, action, benchmarks) builds and hands to runScan (src/scan/run.ts).
 */
import type { Limits, RunContext } from '../contracts/types.js';
import type { Logger, ScopeRequest } from '../contracts/pipeline.js';
import type { DecisionInput } from '../findings/decide.js';

export interface CompanionOptions {
  /** Command to start the companion; default: node + the bundled companion script. */
  command?: string[];
  /** Exact companion version required; default: the bundled one. */
  version?: string;
  /** Embedded model id the companion should load; default: the model it ships as default. */
  model?: string;
}

export interface ScanOptions {
  /** Repository root (a git work tree). */
  root: string;
  scope: ScopeRequest;
  /** picomatch globs over project-relative paths. */
  include?: string[];
  exclude?: string[];
  /** Workspace predicate (a monorepo package directory): in-scope functions must lie under it. */
  workspace?: string;
  /** Minimum cosine similarity; default: the model's calibrated threshold. */
  threshold?: number;
  /** Show pairs of two test, fixture or example files (off by default: mirrored tests are expected). */
  includeTestPairs?: boolean;
  /** Show pairs with a migration file (off by default: migrations freeze their code on purpose). */
  includeMigrationPairs?: boolean;
  minLines: number;
  limits: Limits;
  /** Vector cache directory, or null for --no-cache. */
  cacheDir: string | null;
  companion?: CompanionOptions;
  logger?: Logger;
  /**
   * Observes a review's decision input (benchmarks re-run the pure decision
   * with other rules to calibrate it; bench/review/calibrate.ts).
   */
  onReview?: (input: DecisionInput) => void;
  /** Carried into the envelope for publishers (PR number, head sha). */
  context?: RunContext;
}

/** Defaults documented in --help and README. */
export const DEFAULT_MIN_LINES = 5;

export const DEFAULT_LIMITS: Limits = {
  max_files: 50_000,
  max_functions: 200_000,
  max_source_bytes: 256 * 1024 * 1024,
  max_function_bytes: 64 * 1024,
  max_batch_size: 256,
  max_vector_bytes: 512 * 1024 * 1024,
  max_comparisons: 2_000_000_000,
  // GitHub's SARIF limit per run: a scheduled full scan lists its pairs; renderings say "N more"
  max_candidates: 25_000,
  max_neighbors_per_function: 5,
  timeout_ms: 600_000
};

export const DEFAULT_CACHE_DIR = '.similar-code/cache';
