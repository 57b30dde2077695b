/**
 * Internal types passed between pipeline phases. The public contract lives in
 * types.ts; these are the shapes the phases hand each other.
 */
import type { Diagnostic, Location, ModelProvenance, ProviderProvenance, GenerationParameters } from './types.js';
import type { SkipReason } from './codes.js';

export type LanguageId = 'typescript' | 'tsx' | 'javascript';

/** One-based inclusive line ranges per project-relative path. */
export type HunkMap = Record<string, Array<[start: number, end: number]>>;

/** What a scan compares (ScanOptions.scope); discovery resolves it to paths and lines. */
export type ScopeRequest =
  /** Whole repository: every pair is compared. */
  | { kind: 'full' }
  /** Explicit files (CLI --files, or the action's PR files API); optional hunks narrow to changed lines. */
  | { kind: 'files'; files: string[]; hunks?: HunkMap }
  /** Changed files between two revisions (merge-base of base and head); hunks narrows to changed lines. */
  | { kind: 'git'; base: string; head?: string; hunks: boolean };

/** A tracked file admitted by discovery. */
export interface SourceFile {
  /** Project-root-relative, forward-slash path. */
  path: string;
  language: LanguageId;
  /** Git blob id from `git ls-files -s` when known (used as an extraction cache key). */
  blob: string | null;
  /** Size in bytes on disk. */
  size: number;
}

/** One function found by extraction. */
export interface ExtractedFunction {
  location: Location;
  /** Normalized text: the embedding input (see src/extraction/normalize.ts). */
  normalized: string;
  /** sha256 (hex) of `normalized`: with the model identity, the vector cache key. */
  normalized_sha256: string;
  /** Number of source lines (end_line - start_line + 1). */
  lines: number;
}

/** Per-reason skip counts produced by one phase for one unit of work. */
export type SkipCounts = Partial<Record<SkipReason, number>>;

export interface FileExtraction {
  path: string;
  functions: ExtractedFunction[];
  skips: SkipCounts;
  diagnostics: Diagnostic[];
}

export interface ExtractionOptions {
  minLines: number;
  /** Per-function limit on normalized bytes (`function-too-large` above it). */
  maxFunctionBytes: number;
}

/** Where log lines go: the action passes @actions/core, the CLI stderr. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warning() {} };

/** What the companion reports in its handshake. */
export interface ProviderInfo {
  provider: ProviderProvenance;
  model: ModelProvenance;
  parameters: GenerationParameters;
  extraction_semantics_version?: number;
  embedding_semantics_version: number;
  /** Model-recorded calibration: default threshold and band cut-offs. */
  calibration: Calibration;
}

export interface Calibration {
  default_threshold: number;
  bands: { moderate: number; high: number; very_high: number };
  /** What a PR review shows (src/findings/rule.ts); absent: clones at the threshold only. */
  decision?: DecisionRule;
}

/**
 * The PR review's decision rule, calibrated per model by its recipe and
 * recorded in the model card (docs/findings.md says what each field admits).
 */
export interface DecisionRule {
  /** Cosine floor for a new function's best match to be shown as a possible re-implementation. */
  reimplementation_floor: number;
  /** ...and by how much that best match must stand above the function's next neighbour. */
  reimplementation_margin: number;
  /**
   * ...and the pair's cosine minus the existing function's own best match outside the PR must reach this
   * (0: mutual nearest neighbours; negative: its best match may beat the pair by that much; -2: off).
   */
  reimplementation_reverse_margin: number;
  /** ...and the existing function must be importable from the new one's package (same package, or one it depends on). */
  reimplementation_importable: boolean;
  /**
   * ...and the margin it needs instead when the existing function is private to its module (not exported):
   * reusing it means changing that module's interface first (at least `reimplementation_margin`; above 2: never).
   */
  reimplementation_private_margin: number;
  /**
   * ...and the share of their words (identifier parts, literal and JSX words: src/findings/vocabulary.ts)
   * the two functions have in common must reach this (Jaccard, 0: off): one shape doing different things is not a re-implementation.
   */
  reimplementation_shared_words: number;
  /**
   * ...and the existing function must not lie in a variant of the new one's file: a file of the same folder
   * whose name shares its first or last word (`logging-fields.tsx` and `ratelimit-fields.tsx`), one of a
   * family written alike on purpose, one file per variant (src/findings/file-roles.ts variantFiles).
   */
  reimplementation_other_variant: boolean;
  /**
   * ...and neither function may be a UI component (a capitalised function of a .tsx/.jsx module,
   * src/findings/ui-components.ts): a new component laid out like an existing one is how a UI is built,
   * and one written again is a copy, which the clone threshold still shows. Nor may a React hook
   * (`useX`) and a function that is not one be joined: a plain function cannot call a hook, and a
   * hook doing a plain function's work would call it.
   */
  reimplementation_no_components: boolean;
  /** Base cosine at or above which an untouched copy holding lines the PR removed is drift. */
  drift_floor: number;
  /** ...and how many of the lines the PR removed it must still hold (the strength of the evidence). */
  drift_min_lines: number;
  /**
   * A removed line counts as that evidence only when at most this many files of the repository hold it
   * (0: every line counts): a copy that keeps generic markup or a common query shape is not out of step.
   */
  drift_rare_files: number;
  /** Base cosine at or above which an untouched copy of a modified function is drift even without removed-line evidence (above 1: never). */
  drift_twin: number;
  /**
   * ...and only a copy in another folder than the changed function's: a sibling in the same folder is one
   * the PR's author had in front of them and left as it was.
   */
  drift_other_folder: boolean;
  /** A new function with more near-copies than this follows a pattern: collapsed, not a row. */
  copy_family_max: number;
  /**
   * A copy whose smaller side has fewer lines than this is shown only near-verbatim (the very-high band; 0: off):
   * a few lines share their shape with many others (a constructor storing its dependencies, a flag read
   * from the environment), and a near-copy that small is rarely worth a reviewer's time.
   */
  copy_tiny_lines: number;
  /** Pairs whose sizes (lines) differ by more than this factor are not shown. */
  max_size_ratio: number;
}

export interface EmbedResult {
  vectors: Float32Array[];
  inference_ms: number;
  /** Indices of texts truncated at the model's max_tokens. */
  truncated?: number[];
}

/** The embedding provider as the pipeline sees it (the companion client implements it). */
export interface EmbeddingProvider {
  readonly info: ProviderInfo;
  embed(texts: readonly string[]): Promise<EmbedResult>;
  close(): Promise<void>;
}
