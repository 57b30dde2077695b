/**
 * The HTML report (`--format html`, the action's `html-file`): one
 * self-contained document listing every clone class of the envelope
 * (cloneClasses) with its members, the members side by side as a line diff
 * (the first member with readable source against each other one), filters by
 * directory, kind, size and test-only, and a bar chart of duplicated lines
 * by top-level directory.
 *
 * - Self-contained: inline CSS and script, no fonts, images or requests; a
 *   Content-Security-Policy that allows nothing but that one style sheet and
 *   that one script, by hash (see CSP below).
 * - Safe: everything from the repository (paths, names, source) is HTML text
 *   (escaped) or JSON data in `<script type="application/json">` blocks (with
 *   `<` as \u003c, so no `</script>` can end one), which the script reads and
 *   inserts with textContent; never markup.
 * - Honest: a member's source is shown only when it still has the digest the
 *   scan recorded (source_sha256); otherwise "changed since the scan" or
 *   "source not available".
 * - Fast to open: the class list is plain markup; each class's source and
 *   diffs are a JSON block parsed only when its side-by-side view is opened.
 * - Pure and deterministic: no clock, no environment; the caller supplies the
 *   source; the same envelope and sources give the same bytes.
 */
import { sliceLocation } from '../util/source-slice.js';
import { createHash } from 'node:crypto';
import type { DiscoveryEnvelope, Location } from '../contracts/types.js';
import { sha256Hex } from '../util/hash.js';
import { cloneClasses, type ClassKind, type CloneClass } from './classes.js';
import { visibleControls } from './escape.js';
import { lineDiff } from './html-diff.js';
import { REPORT_SCRIPT, REPORT_STYLE } from './html-assets.js';

export interface HtmlOptions {
  /**
   * The whole lines start_line..end_line of the location's file as it is now
   * (joined by their line breaks, without the last one's), or null when the
   * file cannot be read. Checked against source_sha256. See workingTreeSource.
   */
  readSource: (location: Location) => string | null;
  /** The similar-code version, shown in the footer. */
  toolVersion?: string;
  /** Candidates hidden by a dismissing review verdict (already removed from the envelope). */
  dismissed?: number;
}

export const KIND_TITLE: Record<ClassKind, string> = { copies: 'copies', 'near-copies': 'near-copies', 'look-alikes': 'look-alikes' };
const KINDS: readonly ClassKind[] = ['copies', 'near-copies', 'look-alikes'];
/** Bars in the directory chart; the rest are summed in one line. */
export const MAX_CHART_BARS = 24;
/** The label for files at the repository root in the directory chart. */
export const ROOT_DIR_LABEL = '(root)';

/** Text or attribute value: the five HTML-significant characters as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A path or name as one visible line of text (control characters as control pictures), escaped. */
const label = (s: string): string => escapeHtml(visibleControls(s));

/** JSON for a `<script type="application/json">` block: `<` escaped, so nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes rather than 'unsafe-inline': the report's own style sheet and script
 * are constants, so their digests are known, and should repository text ever
 * reach the markup unescaped, no inline script, handler or style attribute of
 * it would run or apply. JSON data blocks are not scripts and need no source.
 * Nothing may be fetched (default-src 'none'), not even images or a favicon.
 */
export const CSP = `default-src 'none'; style-src ${cspHash(REPORT_STYLE)}; script-src ${cspHash(REPORT_SCRIPT)}; img-src 'none'; base-uri 'none'; form-action 'none'`;

export type MemberSource = { state: 'ok'; lines: string[] } | { state: 'changed' | 'missing' };

/** The exact slice the digest covers, from the whole lines start_line..end_line (the location rebased to them). */
export function digestSlice(linesText: string, loc: Location): string | null {
  const lines = loc.end_line - loc.start_line + 1;
  if (linesText.split('\n').length !== lines) return null;
  return sliceLocation(linesText, { start_line: 1, start_column: loc.start_column, end_line: lines, end_column: loc.end_column });
}

/** A member's current source, verified against the scan's digest. */
export function memberSource(loc: Location, readSource: HtmlOptions['readSource']): MemberSource {
  const text = readSource(loc);
  if (text === null) return { state: 'missing' };
  const slice = digestSlice(text, loc);
  if (slice === null || sha256Hex(slice) !== loc.source_sha256) return { state: 'changed' };
  return { state: 'ok', lines: text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l)) };
}

const lineCount = (l: Location): number => l.end_line - l.start_line + 1;

/** The first path segment, or ROOT_DIR_LABEL for a file at the root. */
export function topDirectory(path: string): string {
  const i = path.indexOf('/');
  return i < 0 ? ROOT_DIR_LABEL : path.slice(0, i);
}

export interface DirectoryShare {
  dir: string;
  duplicatedLines: number;
  classes: number;
}

/**
 * Duplicated lines by top-level directory: each class's duplicatedLines
 * shared among its members in proportion to their lines (whole lines, by
 * largest remainder, earlier members first among equals), so no member is
 * singled out as the original and the shares add up to the classes'
 * duplicatedLines exactly. Largest first, then by name.
 */
export function directoryShares(classes: readonly CloneClass[]): DirectoryShare[] {
  const shares = new Map<string, { lines: number; classes: Set<number> }>();
  for (const c of classes) {
    const exact = c.members.map((m) => (c.lines === 0 ? 0 : (lineCount(m) * c.duplicatedLines) / c.lines));
    const whole = exact.map(Math.floor);
    let left = c.duplicatedLines - whole.reduce((s, x) => s + x, 0);
    const order = exact.map((x, i) => ({ r: x - whole[i]!, i })).sort((a, b) => b.r - a.r || a.i - b.i);
    for (const { i } of order) {
      if (left <= 0) break;
      whole[i]!++;
      left--;
    }
    c.members.forEach((m, i) => {
      if (whole[i] === 0) return;
      const dir = topDirectory(m.path);
      const s = shares.get(dir) ?? { lines: 0, classes: new Set<number>() };
      s.lines += whole[i]!;
      s.classes.add(c.rank);
      shares.set(dir, s);
    });
  }
  return [...shares.entries()]
    .map(([dir, s]) => ({ dir, duplicatedLines: s.lines, classes: s.classes.size }))
    .sort((a, b) => b.duplicatedLines - a.duplicatedLines || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
const num = (n: number): string => n.toLocaleString('en-US');
const pct = (x: number): string => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

function chartSvg(shares: readonly DirectoryShare[]): string {
  if (shares.length === 0) return '<p class="muted">No duplicated lines.</p>';
  const shown = shares.slice(0, MAX_CHART_BARS);
  const rest = shares.slice(MAX_CHART_BARS);
  const max = shown[0]!.duplicatedLines;
  const rowH = 22;
  const labelW = 220;
  const barW = 440;
  const width = labelW + barW + 120;
  const height = shown.length * rowH + 4;
  const rows = shown.map((s, i) => {
    const y = i * rowH + 2;
    const w = Math.max(1, Math.round((s.duplicatedLines / max) * barW));
    const text = s.dir.length > 30 ? `${s.dir.slice(0, 29)}…` : s.dir;
    // the filter's value: the directory itself (the label shows control characters visibly)
    const dir = s.dir === ROOT_DIR_LABEL ? '' : s.dir;
    return (
      `<g class="bar" data-dir="${escapeHtml(dir)}" tabindex="0" role="button">` +
      `<title>${label(s.dir)}: ${plural(s.duplicatedLines, 'duplicated line')} in ${plural(s.classes, 'class', 'classes')}</title>` +
      `<text x="${labelW - 8}" y="${y + 15}" text-anchor="end">${label(text)}</text>` +
      `<rect x="${labelW}" y="${y + 3}" width="${w}" height="${rowH - 6}" rx="2"></rect>` +
      `<text x="${labelW + w + 6}" y="${y + 15}" class="v">${num(s.duplicatedLines)}</text></g>`
    );
  });
  const more =
    rest.length > 0
      ? `<p class="muted">${plural(rest.length, 'more directory', 'more directories')}: ${plural(
          rest.reduce((s, r) => s + r.duplicatedLines, 0),
          'duplicated line'
        )}.</p>`
      : '';
  return (
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Duplicated lines by top-level directory">` +
    rows.join('') +
    `</svg>${more}`
  );
}

function memberRow(m: Location, src: MemberSource): string {
  const note = src.state === 'changed' ? ' <span class="warn">changed since the scan</span>' : src.state === 'missing' ? ' <span class="warn">source not available</span>' : '';
  return (
    `<tr><td class="p">${label(m.path)}:${m.start_line}-${m.end_line}</td>` +
    `<td class="fn">${label(m.name === '' ? '(anonymous)' : m.name)}</td><td class="r">${num(lineCount(m))}</td><td>${note}</td></tr>`
  );
}

/** The data a class's side-by-side view is built from: each member's first line and lines (null when not shown), diffs against the base member. */
interface ClassData {
  /** Index of the member the others are compared with (the first with source), or -1. */
  b: number;
  m: Array<{ a: number; s: 'ok' | 'changed' | 'missing'; l: string[] | null }>;
  /** Run-length line diff of the base member against member i (lineDiff), null for the base and members without source. */
  d: Array<number[] | null>;
}

function classData(c: CloneClass, sources: readonly MemberSource[]): ClassData {
  const base = sources.findIndex((s) => s.state === 'ok');
  const baseLines = base >= 0 ? (sources[base] as { lines: string[] }).lines : null;
  return {
    b: base,
    m: c.members.map((m, i) => {
      const s = sources[i]!;
      return { a: m.start_line, s: s.state, l: s.state === 'ok' ? s.lines : null };
    }),
    d: sources.map((s, i) => (baseLines && i !== base && s.state === 'ok' ? lineDiff(baseLines, s.lines) : null))
  };
}

function classArticle(c: CloneClass, sources: readonly MemberSource[]): string {
  const size = Math.max(...c.members.map(lineCount));
  const sim = c.similarity.min === c.similarity.max ? pct(c.similarity.min) : `${pct(c.similarity.min)}–${pct(c.similarity.max)}`;
  const tags = [c.testOnly ? '<span class="tag">test-only</span>' : '', c.siblingFamily ? '<span class="tag">sibling family</span>' : '', c.files === 1 ? '<span class="tag">one file</span>' : '']
    .filter((t) => t !== '')
    .join(' ');
  return (
    `<article class="cc" id="c${c.rank}" data-i="${c.rank - 1}">` +
    `<h3><a href="#c${c.rank}">#${c.rank}</a> <span class="kind k-${c.kind}">${KIND_TITLE[c.kind]}</span> ` +
    `${plural(c.members.length, 'member')} · ${plural(c.files, 'file')} · ${plural(c.duplicatedLines, 'duplicated line')} of ${num(c.lines)} · ` +
    `largest ${num(size)} lines · similarity ${sim} (${plural(c.pairs.length, 'pair')}) ${tags}</h3>` +
    `<table class="members"><thead><tr><th>Location</th><th>Function</th><th class="r">Lines</th><th></th></tr></thead><tbody>` +
    c.members.map((m, i) => memberRow(m, sources[i]!)).join('') +
    `</tbody></table>` +
    `<details class="sbs"><summary>Side by side</summary><div class="diffs"></div></details>` +
    `<p class="id">${escapeHtml(c.id)}</p></article>`
  );
}

function scanFacts(envelope: DiscoveryEnvelope): string {
  const g = envelope.generation;
  const ctx = envelope.context;
  const facts: string[] = [];
  if (ctx?.repository) facts.push(`<li>Repository: <code>${label(ctx.repository)}</code>${ctx.head_sha ? ` at <code>${label(ctx.head_sha)}</code>` : ''}</li>`);
  facts.push(`<li>Scope: ${g.scope.active ? `scoped (${plural(g.scope.paths.length, 'path')})` : 'full'}</li>`);
  facts.push(`<li>Model: <code>${label(g.model.model_id)}</code>, threshold ${g.threshold}, functions of at least ${plural(g.min_lines, 'line')}</li>`);
  const cut = envelope.completion.phases.filter((p) => p.status !== 'complete' && p.status !== 'skipped');
  for (const p of cut) facts.push(`<li class="warn">Phase ${label(p.phase)}: ${label(p.status)}${p.reason ? ` (${label(p.reason)})` : ''}</li>`);
  return `<ul class="facts">${facts.join('')}</ul>`;
}

/** Every directory that holds a member (each ancestor of each member's file), sorted: the directory filter's suggestions. */
function directories(classes: readonly CloneClass[]): string[] {
  const dirs = new Set<string>();
  for (const c of classes) {
    for (const m of c.members) {
      const parts = m.path.split('/');
      for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    }
  }
  return [...dirs].sort();
}

export function toHtml(envelope: DiscoveryEnvelope, options: HtmlOptions): string {
  const classes = cloneClasses(envelope);
  const sources = classes.map((c) => c.members.map((m) => memberSource(m, options.readSource)));
  const duplicated = classes.reduce((s, c) => s + c.duplicatedLines, 0);
  const members = classes.reduce((s, c) => s + c.members.length, 0);
  const status = envelope.completion.status;
  const dismissed = options.dismissed ?? 0;
  const kindCounts = KINDS.map((k) => classes.filter((c) => c.kind === k).length);

  // what the filters read: per class (in list order) its kind, largest member, test-only and member paths
  const meta = {
    classes: classes.map((c) => ({ k: c.kind, s: Math.max(...c.members.map(lineCount)), t: c.testOnly ? 1 : 0, p: c.members.map((m) => m.path) }))
  };

  const figure = (name: string, value: string, title: string): string => `<div class="fig"><div class="n" data-figure="${name}">${value}</div><div>${title}</div></div>`;
  const head =
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(CSP)}">` +
    `<meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>similar-code: ${plural(classes.length, 'clone class', 'clone classes')}</title>` +
    `<style>${REPORT_STYLE}</style></head><body>`;
  const header =
    `<header><h1>similar-code report</h1>` +
    `<div class="figs">` +
    figure('classes', String(classes.length), 'clone classes') +
    figure('candidates', String(envelope.candidates.length), 'candidate pairs') +
    figure('duplicated-lines', String(duplicated), 'duplicated lines') +
    figure('members', String(members), 'functions in classes') +
    figure('status', status, 'scan status') +
    `</div>` +
    `<p class="muted">Unverified candidates: functions whose embeddings are similar. Duplicated lines: in each class, the lines of all members beyond the largest one's.` +
    (dismissed > 0 ? ` ${plural(dismissed, 'candidate')} dismissed by review verdicts not shown.` : '') +
    `</p>${scanFacts(envelope)}</header>`;
  const chart = `<section id="where"><h2>Where duplication lives</h2><p class="muted">Duplicated lines by top-level directory: each class's share among its members in proportion to their size. Select a bar to filter.</p>${chartSvg(directoryShares(classes))}</section>`;
  const filters =
    `<section id="filters"><h2>Clone classes</h2><form id="f" autocomplete="off">` +
    `<label>Directory <input id="f-dir" type="search" list="dirs" placeholder="e.g. src/util" spellcheck="false"></label>` +
    `<datalist id="dirs">${directories(classes)
      .map((d) => `<option value="${escapeHtml(d)}">`)
      .join('')}</datalist>` +
    `<fieldset><legend>Kind</legend>${KINDS.map((k, i) => `<label><input type="checkbox" name="kind" value="${k}" checked> ${KIND_TITLE[k]} (${kindCounts[i]})</label>`).join(' ')}</fieldset>` +
    `<label>Largest member at least <input id="f-min" type="number" min="0" step="1" value="0"> lines</label>` +
    `<label><input id="f-tests" type="checkbox"> Hide test-only classes</label>` +
    `<button type="reset">Reset</button>` +
    `</form><p><output id="shown">${classes.length}</output> of ${plural(classes.length, 'class', 'classes')} shown.</p></section>`;
  const list =
    classes.length === 0
      ? `<main id="classes"><p>No clone classes${envelope.candidates.length > 0 ? ' (the candidates are all co-changed pairs)' : ''}.</p></main>`
      : `<main id="classes">${classes.map((c, i) => classArticle(c, sources[i]!)).join('\n')}</main>`;
  const data =
    `<script type="application/json" id="sc-meta">${scriptJson(meta)}</script>\n` +
    classes.map((c, i) => `<script type="application/json" id="d${c.rank}">${scriptJson(classData(c, sources[i]!))}</script>`).join('\n');
  const footer = `<footer class="muted">similar-code${options.toolVersion ? ` ${escapeHtml(options.toolVersion)}` : ''}: one self-contained file; nothing is fetched.</footer>`;
  return `${head}${header}${chart}${filters}${list}${footer}\n${data}\n<script>${REPORT_SCRIPT}</script></body></html>\n`;
}
