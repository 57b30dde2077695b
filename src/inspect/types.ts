/**
 * The inspect packet: one candidate's snapshot plus source-grounded
 * evidence. The complete packet is what `--output` exports; the bounded
 * packet (bound.ts) is what stdout shows, with explicit omissions.
 */
import type { CandidateSnapshot, Diagnostic, EnrichmentKind, EnrichmentState } from '../contracts/types.js';
import type { Omitted, OutputInfo } from '../bounded/output.js';
import type { SourceStatus } from './source.js';

export const INSPECT_VERSION = '1';

export type Side = 'left' | 'right';

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

/* Entry-point reachability (enrich/reachability.ts). */

export interface EntryPoint {
  /** The package.json field, e.g. `main`, `bin["tool"]`, `exports["./feature"]["import"]`. */
  field: string;
  /** The target as written. */
  target: string;
  /** The tracked source file it resolved to. */
  path: string;
  /** `direct` when the target itself is tracked source; `dist-to-src` when mapped back from build output. */
  via: 'direct' | 'dist-to-src';
}

export interface UnresolvedEntry {
  field: string;
  target: string;
  reason: string;
}

export interface PackageEntries {
  dir: string;
  name: string | null;
  entry_points_total: number;
  entry_points: EntryPoint[];
  unresolved_total: number;
  unresolved: UnresolvedEntry[];
}

export interface ChainStep {
  path: string;
  /** How the previous step imports this file (null for the entry point itself). */
  specifier: string | null;
  /** Line of that import in the previous step's file. */
  line: number | null;
}

export type Reachability = 'public' | 'test-only' | 'unreachable';

export interface ReachabilitySide {
  path: string;
  package_dir: string;
  reachability: Reachability;
  /** The entry point the chain starts from (null when unreachable). */
  entry: { kind: 'public' | 'test'; path: string; field: string | null } | null;
  /** Imports followed from the entry point to the file (0 when the file is an entry point). */
  hops: number | null;
  /**
   * One shortest import chain, entry point first, this file last; in the
   * bounded view a chain over MAX_CHAIN_BYTES is replaced whole by a placeholder.
   */
  chain: ChainStep[] | Omitted | null;
}

export interface ReachabilityEvidence {
  method: 'static-import-graph';
  rules: string;
  packages: PackageEntries[];
  test_entry_points: number;
  graph: { files: number; visited: number; edges: number };
  left: ReachabilitySide;
  right: ReachabilitySide;
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
