/**
 * SARIF 2.1.0 for GitHub code scanning: a separate output that never changes
 * the JSON envelope. One rule; every result at level `note` (never `warning`
 * or `error`, which code scanning can turn into a failing check); the in-scope
 * side as the primary location (GitHub reads only the first location and shows
 * PR alerts only on changed lines), the other side as related location 1,
 * linked from the message with SARIF's `[text](1)` embedded-link syntax.
 *
 * Bounds (GitHub's upload limits): at most MAX_SARIF_RESULTS (25,000) results
 * per run; past that, results are cut from the end of the envelope's candidate
 * order (lowest similarity first, since the envelope is sorted by similarity
 * descending), the run property `omitted_results` says how many and a warning
 * notification says so too. Notifications from diagnostics are capped at
 * MAX_SARIF_NOTIFICATIONS with one "N more" notification. The 10 MB gzipped
 * upload limit is far above 25,000 results of this size (~1 KB each, raw).
 *
 * Pure and deterministic: the same envelope and options give the same object
 * (and, through toJson, byte-identical text); results follow candidate order.
 * The measured `provider_inference_ms` is deliberately not included.
 */
import type * as Sarif from 'sarif';
import type { Candidate, Diagnostic, DiscoveryEnvelope, Location } from '../contracts/types.js';
import { orienter, percent } from './sides.js';
import { isDismissingVerdict } from './suppressions.js';
import { findingDetail, KIND_LABEL } from './findings.js';
import { cloneClasses, type CloneClass } from './classes.js';
import { visibleControls } from './escape.js';

export type SarifLog = Sarif.Log;

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const RULE_ID = 'similar-code/similar-function';
export const TOOL_NAME = 'similar-code';
/** Default `tool.driver.informationUri`; callers with the real project page pass their own. */
export const DEFAULT_INFORMATION_URI = 'https://github.com/similar-code/similar-code';
export const FINGERPRINT_KEY = 'similarCodeReviewKey/v1';
export const SRCROOT = '%SRCROOT%';
/** GitHub code scanning accepts at most 25,000 results per run. */
export const MAX_SARIF_RESULTS = 25_000;
export const MAX_SARIF_NOTIFICATIONS = 1_000;

/** The stable code scanning categories (automationDetails.id) per mode. */
export const SARIF_CATEGORY = { pr: 'similar-code/pr/', full: 'similar-code/full/' } as const;

export interface SarifOptions {
  toolVersion: string;
  /** automationDetails.id, e.g. 'similar-code/pr/' or 'similar-code/full/'. */
  category: string;
  /** Verdicts by review_key; dismissing ones (`intentional`, `false-positive`) suppress the result. */
  suppressions?: ReadonlyMap<string, { verdict: string; justification: string }>;
  /** Defaults to DEFAULT_INFORMATION_URI. */
  informationUri?: string;
  /** Rule helpUri, when there is a page to point to. */
  helpUri?: string;
  /** Defaults to MAX_SARIF_RESULTS; lower values are for tests and callers with tighter limits. */
  maxResults?: number;
}

/** The category for an envelope's mode: scoped (PR) runs and full scans are separate analyses. */
export function sarifCategory(envelope: DiscoveryEnvelope): string {
  const scoped = envelope.context ? envelope.context.mode === 'scoped' : envelope.generation.scope.active;
  return scoped ? SARIF_CATEGORY.pr : SARIF_CATEGORY.full;
}

/**
 * A project-relative path as a relative URI reference: percent-encoded
 * (encodeURI: `%`, `[`, `]`, `|`, `\`, spaces and control characters), with
 * `#` and `?` encoded too, and `:`, which in the first segment would read as a
 * scheme (RFC 3986 §4.2). decodeURIComponent gives the path back.
 */
export function pathToUri(path: string): string {
  return encodeURI(path).replace(/[#?:]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Escape free text for a SARIF plain-text message: `\`, `[` and `]` are
 * embedded-link syntax (SARIF §3.11.6), escaped everywhere so that text from
 * the repository can neither form a link nor end one.
 */
function escapeMessage(text: string): string {
  return text.replace(/[\\[\]]/g, (ch) => `\\${ch}`);
}

/** A name or path for a SARIF message: escaped, and on one line (control characters as control pictures). */
function messageName(text: string): string {
  return escapeMessage(visibleControls(text));
}

function region(loc: Location): Sarif.Region {
  return {
    startLine: loc.start_line,
    startColumn: loc.start_column,
    endLine: loc.end_line,
    // Ours is one-based inclusive; SARIF's endColumn is exclusive.
    endColumn: loc.end_column + 1
  };
}

function sarifLocation(loc: Location, id?: number, message?: string): Sarif.Location {
  const out: Sarif.Location = {};
  if (id !== undefined) out.id = id;
  out.physicalLocation = {
    artifactLocation: { uri: pathToUri(loc.path), uriBaseId: SRCROOT },
    region: region(loc)
  };
  out.logicalLocations = [{ name: loc.name, kind: 'function' }];
  if (message !== undefined) out.message = { text: message };
  return out;
}

function rule(helpUri: string | undefined): Sarif.ReportingDescriptor {
  const r: Sarif.ReportingDescriptor = {
    id: RULE_ID,
    name: 'SimilarFunction',
    shortDescription: { text: 'Semantically similar function' },
    fullDescription: {
      text:
        'This function is semantically similar to another function in the repository: a possible copy, ' +
        'near-copy or re-implementation of existing logic. Candidates come from local embedding similarity ' +
        'and are unverified: compare both functions before reusing or merging them.'
    },
    help: {
      text:
        'Compare the two functions. If they do the same thing, reuse or merge one of them; if the similarity ' +
        'is intentional or a false positive, record a review verdict (intentional or false-positive) for the ' +
        'candidate review_key so it is suppressed in later runs.',
      markdown:
        'Compare the two functions. If they do the same thing, reuse or merge one of them. If the similarity ' +
        'is intentional or a false positive, record a review verdict (`intentional` or `false-positive`) for ' +
        'the candidate `review_key` so it is suppressed in later runs.'
    }
  };
  if (helpUri) r.helpUri = helpUri;
  r.defaultConfiguration = { level: 'note' };
  r.properties = { tags: ['maintainability', 'duplicate-code'], precision: 'medium', 'problem.severity': 'recommendation' };
  return r;
}

/** A result at level note: the primary location first, related locations numbered from 1 (the message links them). */
function noteResult(text: string, primary: Location, related: Array<[Location, string]>, fingerprint: [string, string]): Sarif.Result {
  return {
    ruleId: RULE_ID,
    ruleIndex: 0,
    level: 'note',
    message: { text },
    locations: [sarifLocation(primary)],
    relatedLocations: related.map(([loc, message], i) => sarifLocation(loc, i + 1, message)),
    partialFingerprints: { [fingerprint[0]]: fingerprint[1] }
  };
}

/** The suppression a dismissing verdict gives, or undefined. */
function dismissal(verdict: { verdict: string; justification: string } | undefined): Sarif.Suppression[] | undefined {
  if (!verdict || !isDismissingVerdict(verdict.verdict)) return undefined;
  return [{ kind: 'external', status: 'accepted', justification: verdict.justification.trim() || `Review verdict ${verdict.verdict}` }];
}

function resultFor(
  c: Candidate,
  orient: ReturnType<typeof orienter>,
  suppressions: SarifOptions['suppressions']
): Sarif.Result {
  const { primary, related } = orient(c);
  const f = c.finding;
  const detail = f ? findingDetail(c) : '';
  const text = f
    ? `${KIND_LABEL[f.kind][0]!.toUpperCase()}${KIND_LABEL[f.kind].slice(1)}: \`${messageName(primary.name)}\` is ${percent(c.similarity)} similar to ` +
      `[${messageName(`${related.name} in ${related.path}:${related.start_line}`)}](1)${detail ? ` (${escapeMessage(detail)})` : ''}; unverified candidate.`
    : `\`${messageName(primary.name)}\` is ${percent(c.similarity)} similar to ` +
      `[${messageName(`${related.name} in ${related.path}:${related.start_line}`)}](1) ` +
      `(${c.similarity_band} band, unverified candidate).`;
  const result = noteResult(text, primary, [[related, `${messageName(related.name)} (similar function)`]], [FINGERPRINT_KEY, c.review_key]);
  const suppressed = dismissal(suppressions?.get(c.review_key));
  if (suppressed) result.suppressions = suppressed;
  result.properties = {
    review_key: c.review_key,
    candidate_id: c.candidate_id,
    similarity: c.similarity,
    similarity_band: c.similarity_band,
    verification_status: c.verification_status,
    ...(f ? { finding_kind: f.kind, change: f.change } : {})
  };
  return result;
}

/** Other members a class member's result links to (GitHub shows related locations as a list; beyond it, a count). */
export const MAX_RELATED_MEMBERS = 20;
export const CLASS_FINGERPRINT_KEY = 'similarCodeCloneClass/v1';

/**
 * A full scan's results: one per member of each clone class (ranked first
 * first), the other members as related locations. Its fingerprint is the
 * class and the member (path and name), so an alert stays one alert across
 * runs while the class keeps its members; a member whose every pair in the
 * class was dismissed by a verdict is suppressed.
 */
function classResults(classes: readonly CloneClass[], suppressions: SarifOptions['suppressions']): Sarif.Result[] {
  const out: Sarif.Result[] = [];
  for (const c of classes) {
    for (const m of c.members) {
      const others = c.members.filter((o) => o !== m);
      const related = others.slice(0, MAX_RELATED_MEMBERS);
      const links = related.map((o, i) => `[${messageName(`${o.name} in ${o.path}:${o.start_line}`)}](${i + 1})`).join(', ');
      const more = others.length - related.length;
      const text =
        `\`${messageName(m.name)}\` is one of ${c.members.length} similar functions (clone class ${c.rank}, ${c.kind}, ` +
        `${c.duplicatedLines} duplicated lines): ${links}${more > 0 ? ` and ${more} more` : ''}; unverified candidates.`;
      const result = noteResult(
        text,
        m,
        related.map((o): [Location, string] => [o, `${messageName(o.name)} (same clone class)`]),
        [CLASS_FINGERPRINT_KEY, `${c.id}:${m.path}:${m.name}`]
      );
      const own = c.pairs.filter((p) => sameLocation(p.left, m) || sameLocation(p.right, m));
      const dismissed = own.map((p) => dismissal(suppressions?.get(p.review_key)));
      if (own.length > 0 && dismissed.every((d) => d !== undefined)) result.suppressions = dismissed[0];
      result.properties = {
        clone_class: c.id,
        class_rank: c.rank,
        class_kind: c.kind,
        class_members: c.members.length,
        similarity_min: c.similarity.min,
        similarity_max: c.similarity.max,
        verification_status: 'unverified'
      };
      out.push(result);
    }
  }
  return out;
}

function sameLocation(a: Location, b: Location): boolean {
  return a.path === b.path && a.start_line === b.start_line && a.start_column === b.start_column && a.name === b.name;
}

/** Diagnostics carry no severity; these describe a run that lost work, so they are warnings. */
const WARNING_CODES: ReadonlySet<string> = new Set(['limit-reached', 'timeout', 'provider-timeout', 'invalid-vectors']);

function notificationLevel(d: Diagnostic): 'note' | 'warning' {
  return d.domain === 'provider' || WARNING_CODES.has(d.code) ? 'warning' : 'note';
}

function notification(d: Diagnostic): Sarif.Notification {
  const n: Sarif.Notification = {
    descriptor: { id: d.code },
    level: notificationLevel(d),
    message: { text: d.path ? `${escapeMessage(d.message)} (${messageName(d.path)})` : escapeMessage(d.message) }
  };
  if (d.path) n.locations = [{ physicalLocation: { artifactLocation: { uri: pathToUri(d.path), uriBaseId: SRCROOT } } }];
  n.properties = { domain: d.domain };
  return n;
}

function notifications(envelope: DiscoveryEnvelope, omitted: number): Sarif.Notification[] {
  const out: Sarif.Notification[] = [];
  if (envelope.completion.status === 'partial') {
    const unfinished = envelope.completion.phases
      .filter((p) => p.status !== 'complete')
      .map((p) => `${p.phase} ${p.status}${p.reason ? ` (${escapeMessage(p.reason)})` : ''}`);
    out.push({
      descriptor: { id: 'scan-partial' },
      level: 'warning',
      message: {
        text:
          'The scan is partial: limits, timeouts or provider failures cut work, so more candidates may exist' +
          (unfinished.length ? `: ${unfinished.join('; ')}.` : '.')
      }
    });
  }
  if (omitted > 0) {
    out.push({
      descriptor: { id: 'results-omitted' },
      level: 'warning',
      message: { text: `${omitted} more results were omitted to stay within the code scanning limit of results per run.` }
    });
  }
  const diags = envelope.diagnostics;
  for (const d of diags.slice(0, MAX_SARIF_NOTIFICATIONS)) out.push(notification(d));
  if (diags.length > MAX_SARIF_NOTIFICATIONS) {
    out.push({
      descriptor: { id: 'diagnostics-omitted' },
      level: 'note',
      message: { text: `${diags.length - MAX_SARIF_NOTIFICATIONS} more diagnostics not shown; see the JSON envelope.` }
    });
  }
  return out;
}

export function toSarif(envelope: DiscoveryEnvelope, options: SarifOptions): SarifLog {
  const max = Math.max(0, Math.floor(options.maxResults ?? MAX_SARIF_RESULTS));
  // functions a PR changed together with their copies are one collapsed line in the comment, not alerts
  // a full scan is read as clone classes (./classes.ts), a scoped run as its pairs
  const full = !envelope.generation.scope.active && !envelope.candidates.some((c) => c.finding);
  let results: Sarif.Result[];
  let omitted: number;
  if (full) {
    const all = classResults(cloneClasses(envelope), options.suppressions);
    results = all.slice(0, max);
    omitted = all.length - results.length;
  } else {
    const alerts = envelope.candidates.filter((c) => c.finding?.kind !== 'co-changed');
    const shown = alerts.slice(0, max);
    omitted = alerts.length - shown.length;
    const orient = orienter(envelope);
    results = shown.map((c) => resultFor(c, orient, options.suppressions));
  }
  const driver: Sarif.ToolComponent = {
    name: TOOL_NAME,
    version: options.toolVersion,
    semanticVersion: options.toolVersion,
    informationUri: options.informationUri ?? DEFAULT_INFORMATION_URI,
    rules: [rule(options.helpUri)]
  };
  const { generation, completion } = envelope;
  const run: Sarif.Run = {
    tool: { driver },
    automationDetails: { id: options.category },
    invocations: [
      {
        // A scan that found candidates, or stopped short, still succeeded: this tool never gates.
        executionSuccessful: true,
        toolExecutionNotifications: notifications(envelope, omitted)
      }
    ],
    results,
    properties: {
      completion_status: completion.status,
      candidate_count: envelope.candidates.length,
      omitted_results: omitted,
      model_id: generation.model.model_id,
      model_revision: generation.model.revision,
      threshold: generation.threshold,
      scope_active: generation.scope.active
    }
  };
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}
