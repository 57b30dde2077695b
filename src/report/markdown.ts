/**
 * The markdown that the job summary and the sticky PR comment show: a verdict
 * line, the top candidates as a table with links to both sides at the head
 * commit, a band chart, what was scanned and skipped (with what the defaults
 * left out: the `generated-excluded` and `test-pairs-excluded` diagnostics),
 * and complete/partial.
 *
 * Bounded: the output never exceeds `maxChars`, measured in UTF-8 bytes (the
 * strictest of GitHub's measures: a comment body is limited to 65,536
 * characters, a step summary to 1 MiB). What does not fit is dropped in whole
 * units from the end, table rows first and then diagnostics, each with an
 * explicit "N more … not shown" line; never clipped mid-row. Diagnostics are
 * capped at MAX_DIAGNOSTICS_SHOWN and each message at MAX_MESSAGE_CHARS. Only
 * for a `maxChars` too small for even the title and verdict line are the
 * chart, then the details dropped and finally whole lines cut from the end.
 *
 * Pure and deterministic: no clock, no environment; the same inputs give the
 * same string.
 */
import { DiagnosticCode } from '../contracts/codes.js';
import type { Candidate, DiscoveryEnvelope, Location, SimilarityBand } from '../contracts/types.js';
import { codeSpan, escapeText, urlPath, urlSegment } from './escape.js';
import { orienter, percent } from './sides.js';
import { coChanged, findingDetail, findingGroups, isReview, KIND_LABEL, type FindingGroup } from './findings.js';
import { cloneClasses, type CloneClass } from './classes.js';
import { FOLDED_NAMED } from '../findings/rows.js';

export const COMMENT_MARKER = '<!-- similar-code:sticky-comment -->';
/** GitHub's limit on an issue or PR comment body. */
export const PR_COMMENT_MAX_CHARS = 65_536;
/** GitHub's limit on one step's job summary. */
export const JOB_SUMMARY_MAX_CHARS = 1_048_576;
export const DEFAULT_MAX_ROWS = 50;
export const MAX_DIAGNOSTICS_SHOWN = 20;
export const MAX_MESSAGE_CHARS = 500;
export const DEFAULT_SERVER_URL = 'https://github.com';

export interface MarkdownOptions {
  maxRows: number;
  /** 65_536 for a PR comment, 1_048_576 for a job summary (UTF-8 bytes). */
  maxChars: number;
  /** https://github.com unless on GHES. */
  serverUrl?: string;
  /** owner/repo; when undefined, envelope.context.repository; null means unknown (no links). */
  repository?: string | null;
  /** Head sha for links; when undefined, envelope.context.head_sha; null means unknown (no links). */
  ref?: string | null;
  /** Include the hidden sticky-comment marker as the first line. */
  marker?: boolean;
  /** Candidates hidden by a dismissing review verdict (already removed from the envelope). */
  dismissed?: number;
}

const BANDS: readonly SimilarityBand[] = ['very-high', 'high', 'moderate'];

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function byteLength(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

type Linker = (loc: Location) => string | null;

function linker(envelope: DiscoveryEnvelope, options: MarkdownOptions): Linker {
  const repository = options.repository !== undefined ? options.repository : (envelope.context?.repository ?? null);
  const ref = options.ref !== undefined ? options.ref : (envelope.context?.head_sha ?? null);
  if (!repository || !ref) return () => null;
  const server = (options.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, '');
  const base = `${server}/${urlPath(repository)}/blob/${urlSegment(ref)}/`;
  return (loc) => `${base}${urlPath(loc.path)}#L${loc.start_line}-L${loc.end_line}`;
}

function locationCell(loc: Location, link: Linker): string {
  const name = codeSpan(loc.name, true);
  const where = codeSpan(`${loc.path}:${loc.start_line}`, true);
  const url = link(loc);
  return url ? `[${name}](${url}) ${where}` : `${name} ${where}`;
}

function row(index: number, c: Candidate, orient: ReturnType<typeof orienter>, link: Linker): string {
  const { primary, related } = orient(c);
  return `| ${index} | ${locationCell(primary, link)} | ${locationCell(related, link)} | ${percent(c.similarity)} | ${c.similarity_band} |`;
}

/** Members a class row lists before "and N more". */
const CLASS_MEMBERS_SHOWN = 4;

/** One row per clone class: its kind, where its members live, what merging them would remove. */
function classRow(c: CloneClass, link: Linker): string {
  const shown = c.members.slice(0, CLASS_MEMBERS_SHOWN).map((m) => locationCell(m, link));
  const more = c.members.length - shown.length;
  const tags = [c.kind, ...(c.testOnly ? ['tests only'] : []), ...(c.siblingFamily ? ['family of small siblings'] : []), c.files > 1 ? `${plural(c.files, 'file')}` : 'one file'];
  const sim = c.similarity.min === c.similarity.max ? percent(c.similarity.min) : `${percent(c.similarity.min)}–${percent(c.similarity.max)}`;
  return `| ${c.rank} | ${plural(c.members.length, 'function')}: ${tags.join(', ')} | ${shown.join('<br>')}${more > 0 ? `<br>and ${more} more` : ''} | ${c.duplicatedLines} of ${c.lines} | ${sim} |`;
}

function classVerdictLine(envelope: DiscoveryEnvelope, classes: readonly CloneClass[], dismissed: number): string {
  const n = envelope.candidates.length;
  return verdictLine(envelope, dismissed, classes.length > 0 ? `**${plural(classes.length, 'clone class', 'clone classes')}** (${plural(n, 'similar pair')}; unverified)` : null);
}

/** One row per changed function: the kind, its best match and how many more are behind it. */
function findingRow(index: number, g: FindingGroup, link: Linker): string {
  const best = g.matches[0]!;
  const c = best.candidate;
  const more = g.matches.length - 1;
  const kind = c.finding ? KIND_LABEL[c.finding.kind] : '';
  // the copy's lines that still hold what the change removed link to the copy, when links are known
  const url = link(best.related);
  const detail = escapeText(findingDetail(c, (n) => `\u0000${n}\u0000`)).replace(/\u0000(\d+)\u0000/g, (_, n: string) =>
    url ? `[L${n}](${url.replace(/#L\d+-L\d+$/, '')}#L${n})` : `L${n}`
  );
  const similar = `${locationCell(best.related, link)}${more > 0 ? ` and ${plural(more, 'more similar function')}` : ''}`;
  // the copy several changed functions drifted from, or the file several new functions copy, is this one row: name the others
  const copy = c.finding?.kind === 'copy';
  // a folded copy names what it copies too: each is a pair the reviewer may act on
  const names = (): string => `${g.alike
    .slice(0, FOLDED_NAMED)
    .map((a) => (copy ? `${codeSpan(a.changed.name)} of ${codeSpan(a.related.name)}` : codeSpan(a.changed.name)))
    .join(', ')}${g.alike.length > FOLDED_NAMED ? ', …' : ''}`;
  const alike =
    g.alike.length === 0
      ? ''
      : copy
        ? `; ${plural(g.alike.length, 'more new function')} of this file ${g.alike.length === 1 ? 'copies' : 'copy'} that file too (${names()})`
        : `; the PR also changed ${plural(g.alike.length, 'more near-copy', 'more near-copies')} of it (${names()}), not this one`;
  return `| ${index} | ${locationCell(g.changed, link)} | ${kind}${detail ? `: ${detail}` : ''}${alike} | ${similar} | ${percent(c.similarity)} |`;
}

function reviewVerdictLine(envelope: DiscoveryEnvelope, groups: readonly FindingGroup[], together: number, dismissed: number): string {
  const parts: string[] = [];
  const byKind = new Map<string, number>();
  for (const g of groups) {
    const k = g.matches[0]!.candidate.finding!.kind;
    byKind.set(k, (byKind.get(k) ?? 0) + 1);
  }
  const kinds = [...byKind].map(([k, n]) => `${n} ${KIND_LABEL[k as keyof typeof KIND_LABEL]}`).join(', ');
  parts.push(groups.length > 0 ? `**${plural(groups.length, 'changed function')} with findings** (${kinds}; unverified)` : 'No findings for the changed functions');
  if (together > 0) parts.push(`${plural(together, 'similar function')} changed together`);
  if (dismissed > 0) parts.push(`${dismissed} dismissed by review verdicts`);
  if (envelope.completion.status === 'complete') parts.push('scan complete');
  else parts.push(groups.length > 0 ? 'scan partial: more findings may exist' : 'scan partial: results are not conclusive');
  return parts.join(' · ');
}

function coChangedLine(together: readonly Location[]): string {
  const names = together.slice(0, 6).map((l) => codeSpan(l.name)).join(', ');
  return `_This edit was applied to ${plural(together.length, 'similar function')} together (${names}${together.length > 6 ? ', …' : ''}): nothing left to sync, not listed._`;
}

/** The verdict line; `headline` says what was found in other words than a count of pairs (clone classes). */
function verdictLine(envelope: DiscoveryEnvelope, dismissed: number, headline: string | null = null): string {
  const n = envelope.candidates.length;
  const parts: string[] = [];
  parts.push(headline ?? (n > 0 ? `**${plural(n, 'similar-function candidate')}** (unverified)` : 'No similar-function candidates'));
  if (dismissed > 0) parts.push(`${dismissed} dismissed by review verdicts`);
  if (envelope.completion.status === 'complete') parts.push('scan complete');
  else parts.push(n > 0 ? 'scan partial: more candidates may exist' : 'scan partial: results are not conclusive');
  return parts.join(' · ');
}

function chart(envelope: DiscoveryEnvelope): string {
  const counts = new Map<SimilarityBand, number>();
  for (const c of envelope.candidates) counts.set(c.similarity_band, (counts.get(c.similarity_band) ?? 0) + 1);
  const lines = ['```mermaid', 'pie showData title Candidates by similarity band'];
  for (const band of BANDS) {
    const count = counts.get(band) ?? 0;
    if (count > 0) lines.push(`    "${band}" : ${count}`);
  }
  lines.push('```');
  return lines.join('\n');
}

function clipMessage(text: string): string {
  const chars = Array.from(text);
  return chars.length > MAX_MESSAGE_CHARS ? `${chars.slice(0, MAX_MESSAGE_CHARS - 1).join('')}…` : text;
}

function diagnosticLines(envelope: DiscoveryEnvelope): string[] {
  return envelope.diagnostics.slice(0, MAX_DIAGNOSTICS_SHOWN).map((d) => {
    const where = d.path ? ` ${codeSpan(d.path)}` : '';
    return `- ${codeSpan(d.domain)} ${codeSpan(d.code)}${where}: ${escapeText(clipMessage(d.message))}`;
  });
}

function scopeLine(envelope: DiscoveryEnvelope): string {
  const scope = envelope.generation.scope;
  return scope.active
    ? `**Scope**: ${plural(scope.paths.length, 'in-scope path')}, compared against the whole repository`
    : '**Scope**: full repository';
}

/** Workspace diagnostics that state a default rather than a problem, in this order; "What was scanned" shows them too. */
const DEFAULT_RULE_CODES: readonly string[] = [DiagnosticCode.GeneratedExcluded, DiagnosticCode.TestPairsExcluded, DiagnosticCode.MigrationPairsExcluded];

/** What the defaults left out (generated files by rule, test-to-test and migration pairs), from those diagnostics. */
function defaultsLines(envelope: DiscoveryEnvelope): string[] {
  const lines: string[] = [];
  for (const code of DEFAULT_RULE_CODES) {
    const d = envelope.diagnostics.find((x) => x.domain === 'workspace' && x.code === code);
    if (d) lines.push(`- ${escapeText(clipMessage(d.message))}`);
  }
  return lines.length > 0 ? ['**Left out by default**', '', ...lines, ''] : [];
}

function details(envelope: DiscoveryEnvelope, diagLines: readonly string[]): string {
  const { completion } = envelope;
  const out: string[] = ['<details>', '<summary>What was scanned</summary>', '', scopeLine(envelope), '', ...defaultsLines(envelope)];
  out.push('| Phase | Status | Processed | Total | Reason |', '| --- | --- | ---: | ---: | --- |');
  for (const p of completion.phases) {
    out.push(`| ${p.phase} | ${p.status} | ${p.processed} | ${p.total ?? '–'} | ${p.reason ? escapeText(p.reason) : ''} |`);
  }
  out.push('');
  if (completion.skips.length === 0) out.push('**Skipped**: nothing');
  else {
    out.push('**Skipped**', '', '| Phase | Reason | Count |', '| --- | --- | ---: |');
    for (const s of completion.skips) out.push(`| ${s.phase} | ${s.reason} | ${s.count} |`);
  }
  out.push('');
  const c = completion.cache;
  out.push(
    `**Cache**: ${c.status} · ${plural(c.hits, 'hit')} · ${plural(c.misses, 'miss', 'misses')} · ` +
      `${plural(c.writes, 'write')} · ${plural(c.invalid_entries, 'invalid entry', 'invalid entries')}`
  );
  out.push('');
  const total = envelope.diagnostics.length;
  if (total === 0) out.push('**Diagnostics**: none');
  else {
    out.push(`**Diagnostics** (${total})`, '');
    out.push(...diagLines);
    if (diagLines.length < total) out.push(`- _${plural(total - diagLines.length, 'more diagnostic')} not shown._`);
  }
  out.push('', '</details>');
  return out.join('\n');
}

function footer(envelope: DiscoveryEnvelope): string {
  const g = envelope.generation;
  return (
    `<sub>Model ${codeSpan(g.model.model_id)} · similarity threshold ${percent(g.threshold)} · ` +
    `candidates are unverified: compare both sides before merging or reusing.</sub>`
  );
}

interface Layout {
  chart: boolean;
  details: boolean;
  footer: boolean;
}

const LAYOUTS: readonly Layout[] = [
  { chart: true, details: true, footer: true },
  { chart: false, details: true, footer: true },
  { chart: false, details: false, footer: true },
  { chart: false, details: false, footer: false }
];

export function toMarkdown(envelope: DiscoveryEnvelope, options: MarkdownOptions): string {
  const maxChars = Math.max(0, Math.floor(options.maxChars));
  const review = isReview(envelope);
  // a full scan is read as clone classes; a scoped run without findings (a model without a rule) as pairs
  const full = !review && !envelope.generation.scope.active;
  const groups = review ? findingGroups(envelope) : [];
  const together = review ? coChanged(envelope) : [];
  const classes = full ? cloneClasses(envelope) : [];
  const n = review ? groups.length : full ? classes.length : envelope.candidates.length;
  const rowCap = Math.max(0, Math.min(n, Math.floor(options.maxRows)));
  const orient = orienter(envelope);
  const link = linker(envelope, options);
  const rows = review
    ? groups.slice(0, rowCap).map((g, i) => findingRow(i + 1, g, link))
    : full
      ? classes.slice(0, rowCap).map((c) => classRow(c, link))
      : envelope.candidates.slice(0, rowCap).map((c, i) => row(i + 1, c, orient, link));
  const allDiagLines = diagnosticLines(envelope);
  const tableHead = review
    ? ['| # | Changed function | Finding | Similar to | Similarity |', '| ---: | --- | --- | --- | ---: |']
    : full
      ? ['| # | Clone class | Members | Duplicated lines | Similarity |', '| ---: | --- | --- | ---: | ---: |']
      : ['| # | Function | Similar to | Similarity | Band |', '| ---: | --- | --- | ---: | --- |'];
  const unit = review ? 'more changed function with findings' : full ? 'more clone class' : 'more candidate';

  const head: string[] = [];
  if (options.marker) head.push(COMMENT_MARKER);
  head.push(
    '## Similar code',
    '',
    review
      ? reviewVerdictLine(envelope, groups, together.length, options.dismissed ?? 0)
      : full
        ? classVerdictLine(envelope, classes, options.dismissed ?? 0)
        : verdictLine(envelope, options.dismissed ?? 0)
  );
  if (together.length > 0) head.push('', coChangedLine(together));
  const headText = head.join('\n');
  const chartText = n > 0 && !review ? chart(envelope) : '';
  const footerText = footer(envelope);

  const compose = (k: number, d: number, layout: Layout): string => {
    const blocks: string[] = [headText];
    if (k > 0) {
      blocks.push([...tableHead, ...rows.slice(0, k)].join('\n'));
    }
    if (k < n) blocks.push(`_${plural(n - k, unit, `${unit.replace('function', 'functions').replace('candidate', 'candidates').replace('class', 'classes')}`)} not shown._`);
    if (layout.chart && chartText) blocks.push(chartText);
    if (layout.details) blocks.push(details(envelope, allDiagLines.slice(0, d)));
    if (layout.footer) blocks.push(footerText);
    return `${blocks.join('\n\n')}\n`;
  };
  const fits = (s: string): boolean => byteLength(s) <= maxChars;

  for (const layout of LAYOUTS) {
    // Diagnostics first (at most MAX_DIAGNOSTICS_SHOWN short lines), then as many rows as fit.
    const dMax = layout.details ? allDiagLines.length : 0;
    let d = dMax;
    while (d > 0 && !fits(compose(0, d, layout))) d--;
    if (!fits(compose(0, d, layout))) continue;
    const all = compose(rowCap, d, layout);
    if (fits(all)) return all;
    // With k < n the length grows with k (a row is longer than the digits the "N more" line loses).
    let lo = 0;
    let hi = rowCap - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(compose(mid, d, layout))) lo = mid;
      else hi = mid - 1;
    }
    return compose(lo, d, layout);
  }
  // maxChars is smaller than the title and verdict: keep whole lines that fit.
  const minimal = compose(0, 0, LAYOUTS[LAYOUTS.length - 1]!);
  let out = '';
  for (const line of minimal.split('\n')) {
    const next = `${out}${line}\n`;
    if (!fits(next)) break;
    out = next;
  }
  return out;
}
