/**
 * The inspect packet: one candidate's snapshot plus source-grounded
 * evidence. The complete packet is what `--output` exports; the bounded
 * packet (bound.ts) is what stdout shows, with explicit omissions.
 */
import type { CandidateSnapshot, Diagnostic, EnrichmentKind, EnrichmentState } from '../contracts/types.js';
import type { SourceStatus } from './source.js';
import type { ReachabilityEvidence } from './enrich/reachability.js';

export const INSPECT_VERSION = '1';

export type Side = 'left' | 'right';

/** A whole unit left out of the bounded view; never a clipped body. */
export interface Omitted {
  omitted: true;
  /** output_budget: did not fit the ceiling; unit_allowance: larger than its unit's own allowance (e.g. a long import chain). */
  reason: 'output_budget' | 'unit_allowance';
  /** Serialized bytes of the unit that was left out. */
  bytes: number;
}

export interface SourceView {
  status: SourceStatus;
  path: string;
  name: string;
  start_line: number;
  end_line: number;
  lines: number;
  /** UTF-8 bytes of the verified function source (null when not verified). */
  bytes: number | null;
  /** The verified source, an omission placeholder, or null when it could not be verified. */
  source: string | Omitted | null;
  /** Why the source is not shown (changed, missing). */
  reason: string | null;
}

export interface CallSite {
  /** Which side's name is called; `both` when the two functions share a name. */
  side: Side | 'both';
  path: string;
  line: number;
  column: number;
  /**
   * True when the calling file is the called side's file or imports its
   * module (directly or through re-exporting modules); false when only the
   * name matches (possibly a same-named function of another module).
   */
  resolved: boolean;
  /** The calling line, trimmed; a preview when longer than PREVIEW_CHARS. */
  text: string | { text: string; length: number; truncated: true };
}

export interface TestReference {
  path: string;
  sides: Side[];
  reasons: Array<'mentions-name' | 'imports-file'>;
  /** True when the test imports a referenced side's module (directly or through re-exports); false for a name-only match. */
  resolved: boolean;
  /** First line mentioning a name or importing a side. */
  line: number;
}

/** A paginated list: the page shown, plus what it takes to continue. */
export interface Page<T> {
  total: number;
  offset: number;
  items: Array<T | Omitted>;
  /** Offset of the first item not shown, or null when the list ends on this page. */
  next_offset: number | null;
  /** Set when the scan itself stopped early (file or match limits). */
  truncated_search: boolean;
  /** Items of the whole list with resolved: true; they come first. */
  resolved_total: number;
  /** How items are matched and ordered. */
  matching: string;
}

export interface GraphEvidence {
  same_file: boolean;
  left_imports_right: string | null;
  right_imports_left: string | null;
  /** Relative modules (resolved project paths) imported by both files. */
  shared_imports: string[];
  left_package: PackageRef | null;
  right_package: PackageRef | null;
  same_package: boolean;
}

export interface PackageRef {
  /** Directory of the nearest package.json ('.' for the root). */
  dir: string;
  name: string | null;
}

export interface CalleeEvidence {
  left: Array<{ name: string; count: number }>;
  right: Array<{ name: string; count: number }>;
  shared: string[];
}

export interface OwnershipSide {
  owners: string[];
  rule: { pattern: string; line: number } | null;
}

export interface OwnershipEvidence {
  file: string;
  left: OwnershipSide;
  right: OwnershipSide;
  same_owners: boolean;
}

export interface ChurnSide {
  commits: number;
  authors: number;
  author_names: string[];
  last_change: string | null;
  last_commit: string | null;
}

export interface ChurnEvidence {
  /** Churn follows each function's recorded lines at HEAD with `git log -L`. */
  method: 'git-log-L';
  left: ChurnSide;
  right: ChurnSide;
}

export interface CloneCoverageEvidence {
  method: 'shared-token-runs';
  min_run_tokens: number;
  left_tokens: number;
  right_tokens: number;
  /** Share of tokens lying in a run of >= min_run_tokens identical tokens found on both sides. */
  exact: { left: number; right: number; combined: number };
  /** The same with identifiers and literals abstracted (type-2 clones). */
  normalized: { left: number; right: number; combined: number };
  /** Longest identical token run, or null when the functions are too large to compute it. */
  longest_common_run: number | null;
}

export interface RuntimeEvidence {
  file: string;
  content: unknown;
}

export interface EnrichmentData {
  graph_relationship: GraphEvidence;
  entry_point_reachability: ReachabilityEvidence;
  callers: Page<CallSite>;
  callees: CalleeEvidence;
  ownership: OwnershipEvidence;
  churn: ChurnEvidence;
  tests: Page<TestReference>;
  deterministic_clone_coverage: CloneCoverageEvidence;
  runtime: RuntimeEvidence;
}

export type EnrichmentResult<K extends EnrichmentKind> =
  | { state: 'available'; data: EnrichmentData[K] | Omitted }
  | { state: 'unavailable'; reason: string }
  | { state: 'not-requested' };

export type Enrichments = { [K in EnrichmentKind]: EnrichmentResult<K> };

export interface OutputInfo {
  /** Byte ceiling of this view; null for a complete export. */
  ceiling_bytes: number | null;
  /** Exact UTF-8 size of this JSON document including its trailing newline. */
  bytes: number;
  /**
   * Every unit left out, by JSON pointer, with its serialized size; `count`
   * is set for page items that were due on this page but did not fit
   * (next_offset resumes at the first of them).
   */
  omitted: Array<{ unit: string; bytes: number; reason: Omitted['reason']; count?: number }>;
  /** Commands that recover what was left out. */
  follow_up: string[];
}

export interface InspectPacket {
  inspect_version: typeof INSPECT_VERSION;
  snapshot: CandidateSnapshot;
  sources: { left: SourceView; right: SourceView };
  enrichments: Enrichments;
  /** Diagnostics raised while inspecting (source changes, unavailable enrichments). */
  diagnostics: Diagnostic[];
  output: OutputInfo;
}

export type EnrichmentStateMap = Record<EnrichmentKind, EnrichmentState>;
