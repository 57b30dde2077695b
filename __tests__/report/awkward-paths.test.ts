/**
 * Paths and names that hold a newline, `[`, `]`, `|`, `\`, `:` or a space,
 * end to end: a real git repository, the real extraction and companion, then
 * the markdown (full scan, and a PR scan whose review table names the changed
 * copy) and SARIF. Git tracks such names; the renderings must keep every table
 * row on one line with its cells, never form or break a link, keep each URL
 * one valid percent-encoded link, and keep SARIF's embedded link to related
 * location 1 the only one in its message.
 *
 * No GFM renderer is a devDependency, so the markdown is read here by the
 * rules of GitHub's (cmark-gfm) for what this report emits: a row splits at
 * each `|` not preceded by `\`, `\|` then becomes `|`; code spans bind before
 * link brackets; a backslash escapes ASCII punctuation outside code spans.
 */
import type * as Sarif from 'sarif';
import type { DiscoveryEnvelope, Location } from '../../src/contracts/types.js';
import { runScan } from '../../src/scan/run.js';
import { validate } from '../../src/contracts/validate.js';
import { toMarkdown, PR_COMMENT_MAX_CHARS } from '../../src/report/markdown.js';
import { render } from '../../src/report/format.js';
import { codeSpan, visibleControls } from '../../src/report/escape.js';
import { pathToUri } from '../../src/report/sarif.js';
import { renderSummary } from '../../src/action/summary.js';
import { cleanup, commit, git, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { validateSarif } from '../helpers/sarif-schema.js';

afterAll(cleanup);

// ---------------------------------------------------------------- readers

type Token =
  | { t: 'code'; v: string }
  | { t: 'text'; v: string }
  | { t: '[' | ']' | '(' | ')' };

/** A table row's cells: split at `|` not preceded by `\`, outer pipes dropped, `\|` unescaped, trimmed. */
function cells(row: string): string[] {
  const parts = row.split(/(?<!\\)\|/);
  expect(parts[0]).toBe('');
  expect(parts[parts.length - 1]).toBe('');
  return parts.slice(1, -1).map((c) => c.replace(/\\\|/g, '|').trim());
}

/** Inline tokens of a cell or line: code spans, bracket and parenthesis punctuation, text (escapes resolved). */
function inline(s: string): Token[] {
  const out: Token[] = [];
  const text = (ch: string): void => {
    const last = out[out.length - 1];
    if (last?.t === 'text') last.v += ch;
    else out.push({ t: 'text', v: ch });
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '`') {
      const open = /^`+/.exec(s.slice(i))![0];
      // the closing run: exactly as long as the opening one
      const re = new RegExp(`(?<!\`)${open}(?!\`)`, 'g');
      re.lastIndex = i + open.length;
      const close = re.exec(s);
      if (!close) {
        text(open);
        i += open.length;
        continue;
      }
      let body = s.slice(i + open.length, close.index);
      if (body.startsWith(' ') && body.endsWith(' ') && !/^ +$/.test(body)) body = body.slice(1, -1);
      out.push({ t: 'code', v: body });
      i = close.index + open.length;
    } else if (ch === '\\' && i + 1 < s.length && /[!-/:-@[-`{-~]/.test(s[i + 1]!)) {
      text(s[i + 1]!);
      i += 2;
    } else if (ch === '[' || ch === ']' || ch === '(' || ch === ')') {
      out.push({ t: ch });
      i++;
    } else {
      text(ch);
      i++;
    }
  }
  return out;
}

/** The table that starts at the line `head`: its rows, checking the block is header, delimiter, rows, blank line. */
function tableRows(md: string, head: string): string[] {
  const lines = md.split('\n');
  const at = lines.indexOf(head);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(lines[at - 1]).toBe('');
  const columns = cells(head).length;
  expect(cells(lines[at + 1]!)).toHaveLength(columns);
  const rows: string[] = [];
  for (let i = at + 2; lines[i] !== ''; i++) rows.push(lines[i]!);
  for (const r of rows) {
    expect(r.startsWith('| ') && r.endsWith(' |')).toBe(true);
    expect(cells(r)).toHaveLength(columns);
  }
  return rows;
}

const SERVER = 'https://github.com';
const REPOSITORY = 'octo/we-ird';
const REF = 'f00dfeed';

/**
 * A location cell, `[`name`](url) `path:line``: exactly one link whose text is the name's
 * code span and whose destination is the blob URL, percent-encoded, that decodes to the path.
 */
function expectLocationCell(cell: string, loc: Location): void {
  const tokens = inline(cell);
  expect(tokens.map((t) => t.t)).toEqual(['[', 'code', ']', '(', 'text', ')', 'text', 'code']);
  expect(tokens[1]).toEqual({ t: 'code', v: visibleControls(loc.name) });
  expect(tokens[6]).toEqual({ t: 'text', v: ' ' });
  expect(tokens[7]).toEqual({ t: 'code', v: `${visibleControls(loc.path)}:${loc.start_line}` });
  const url = (tokens[4] as { v: string }).v;
  // one destination, nothing a markdown parser or a browser would read differently
  expect(url).toMatch(/^[A-Za-z0-9\-._~%/:#]+$/);
  expect(new URL(url).href).toBe(url);
  const prefix = `${SERVER}/${REPOSITORY}/blob/${REF}/`;
  expect(url.startsWith(prefix)).toBe(true);
  const [encodedPath, fragment] = url.slice(prefix.length).split('#');
  expect(fragment).toBe(`L${loc.start_line}-L${loc.end_line}`);
  expect(encodedPath!.split('/').map(decodeURIComponent).join('/')).toBe(loc.path);
}

/**
 * SARIF §3.11.6 for a plain-text message: `\` escapes `\`, `[` and `]`; an unescaped `[`
 * opens link text up to the next unescaped `]`, followed by `(destination)`. Returns the
 * links and the text outside them; throws on a bracket that is not part of a link.
 */
function sarifLinks(text: string): { links: Array<{ text: string; dest: string }>; outside: string } {
  const links: Array<{ text: string; dest: string }> = [];
  let outside = '';
  let i = 0;
  const escaped = (): string | null => (text[i] === '\\' && /[\\[\]]/.test(text[i + 1] ?? '') ? text[i + 1]! : null);
  while (i < text.length) {
    const e = escaped();
    if (e) {
      outside += e;
      i += 2;
    } else if (text[i] === '[') {
      let label = '';
      i++;
      for (;;) {
        if (i >= text.length) throw new Error(`unclosed link text in ${JSON.stringify(text)}`);
        const inner = escaped();
        if (inner) {
          label += inner;
          i += 2;
        } else if (text[i] === '[') throw new Error(`unescaped [ in link text of ${JSON.stringify(text)}`);
        else if (text[i] === ']') break;
        else label += text[i++];
      }
      const m = /^\]\(([^()\s]+)\)/.exec(text.slice(i));
      if (!m) throw new Error(`[…] without a destination in ${JSON.stringify(text)}`);
      links.push({ text: label, dest: m[1]! });
      i += m[0].length;
    } else if (text[i] === ']') throw new Error(`unescaped ] in ${JSON.stringify(text)}`);
    else outside += text[i++];
  }
  return { links, outside };
}

/** The artifact URI: a relative reference (no scheme, nothing to re-encode) that decodes back to the path. */
function expectUri(location: Sarif.Location, path: string): void {
  const art = location.physicalLocation!.artifactLocation!;
  expect(art.uriBaseId).toBe('%SRCROOT%');
  const uri = art.uri!;
  expect(uri).toMatch(/^[A-Za-z0-9\-._~%/!$&'()*+,;=@]+$/);
  const base = 'file:///checkout/';
  expect(new URL(uri, base).href).toBe(`${base}${uri}`);
  expect(decodeURIComponent(uri)).toBe(path);
}

function sideOf(c: DiscoveryEnvelope['candidates'][number], path: string): Location {
  const l = [c.left, c.right].find((x) => x.path === path);
  expect(l).toBeDefined();
  return l!;
}

// ---------------------------------------------------------------- the repository

/** A method whose twin differs only in its name: a candidate at any threshold. */
const twin = (name: string): string => `export class Rows {
  ${name}(user: { name: string; email: string; role: string }): string {
    const cells = [user.name, user.email, user.role];
    const ampersands = cells.map((c) => c.replace(/&/g, '&amp;'));
    const lessThan = ampersands.map((c) => c.replace(/</g, '&lt;'));
    const greaterThan = lessThan.map((c) => c.replace(/>/g, '&gt;'));
    const escaped = greaterThan.map((c) => c.replace(/"/g, '&quot;'));
    console.log('rendering', user.name, escaped.length);
    return \`<tr>\${escaped.map((c) => \`<td>\${c}</td>\`).join('')}</tr>\`;
  }
}
`;
/** The PR's change to one copy: its four escaping lines replaced by a helper call (the other copy still holds them: drift). */
const dropLog = (s: string): string => s.replace(/    const ampersands[\s\S]*?const escaped = greaterThan[^\n]*\n/, '    const escaped = cells.map(escapeHtml);\n');

/** A newline, brackets and a pipe; and a colon in the first segment, a link look-alike, a backslash and a space. */
const A = 'src/we[ir]d|dir/a\nb.ts';
const B = 'lib:x](1)[y|z/c\\d e.ts';
/** Not valid UTF-8: a diagnostic whose path holds a newline and a link look-alike. */
const BAD = 'src/we[ir]d|dir/bad\n[x](1).ts';
/** Method names with a pipe, brackets and a link look-alike (string-literal and computed keys). */
const NAME_A = "'row|[a](1)'";
const NAME_B = "['x]|\\\\[y']";

const mdOptions = { maxRows: 10, maxChars: PR_COMMENT_MAX_CHARS, serverUrl: SERVER, repository: REPOSITORY, ref: REF };

describe('paths with a newline, [, ] and | end to end', () => {
  const repo = makeRepo({ [A]: twin(NAME_A), [B]: twin(NAME_B), [BAD]: Buffer.from([0x65, 0xff, 0xfe, 0x0a]) });

  it('git tracks the names and the scan extracts both copies', async () => {
    expect(git(repo, 'ls-files', '-z').split('\0').filter(Boolean).sort()).toEqual([A, B, BAD].sort());
    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.candidates).toHaveLength(1);
    const c = envelope.candidates[0]!;
    expect([c.left.path, c.right.path].sort()).toEqual([A, B].sort());
    expect(sideOf(c, A).name).toBe('Rows.row|[a](1)');
    expect(sideOf(c, B).name).toBe("Rows['x]|\\\\[y']");
    expect(envelope.diagnostics).toEqual([expect.objectContaining({ code: 'invalid-utf8', path: BAD })]);
  });

  it('full scan: one clone-class row of five cells on one line, both members linked and encoded; diagnostics one line each', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir));
    const c = envelope.candidates[0]!;
    for (const md of [toMarkdown(envelope, mdOptions), toMarkdown(envelope, { ...mdOptions, marker: true })]) {
      const rows = tableRows(md, '| # | Clone class | Members | Duplicated lines | Similarity |');
      expect(rows).toHaveLength(1);
      const [index, kind, members, lines, similarity] = cells(rows[0]!);
      expect(index).toBe('1');
      expect(kind).toMatch(/^2 functions: /);
      const [first, second] = members!.split('<br>');
      expectLocationCell(first!, c.left);
      expectLocationCell(second!, c.right);
      expect(lines).toMatch(/^\d+ of \d+$/);
      expect(similarity).toMatch(/^\d+\.\d%$/);
      // the diagnostic: one list item, its path a code span, its message with no link or table syntax left
      const diag = md.split('\n').filter((l) => l.startsWith('- `workspace`'));
      expect(diag).toHaveLength(1);
      const tokens = inline(diag[0]!);
      expect(tokens.filter((t) => t.t === 'code').map((t) => (t as { v: string }).v)).toEqual(['workspace', 'invalid-utf8', visibleControls(BAD)]);
      expect(tokens.some((t) => t.t === '[' || t.t === ']')).toBe(false);
    }
    // the job summary wraps the same report
    const summary = renderSummary({ envelope, maxRows: 10, serverUrl: SERVER, repository: REPOSITORY, ref: REF, notes: [], warnings: [] });
    expect(tableRows(summary, '| # | Clone class | Members | Duplicated lines | Similarity |')).toHaveLength(1);
  });

  it('full scan: SARIF validates, its message holds exactly one link, to related location 1, and the URIs decode to the paths', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir));
    const text = render(envelope, 'sarif', { toolVersion: '0.1.0' });
    expect(validateSarif(text).errors).toEqual([]);
    const log = JSON.parse(text) as Sarif.Log;
    const c = envelope.candidates[0]!;
    const [result] = log.runs[0]!.results!;
    // one result per member of the one clone class, the other member related
    expect(log.runs[0]!.results).toHaveLength(2);
    expect(result!.message.text).not.toMatch(/[\r\n]/);
    const { links, outside } = sarifLinks(result!.message.text!);
    expect(links).toEqual([{ text: `${visibleControls(c.right.name)} in ${visibleControls(c.right.path)}:${c.right.start_line}`, dest: '1' }]);
    expect(outside).toContain(c.left.name);
    expect(result!.relatedLocations!.filter((l) => l.id === 1)).toHaveLength(1);
    expectUri(result!.locations![0]!, c.left.path);
    expectUri(result!.relatedLocations![0]!, c.right.path);
    expect(sarifLinks(result!.relatedLocations![0]!.message!.text!).links).toEqual([]);
    // the diagnostic's notification: no link at all, its location decoding to the path
    const notes = log.runs[0]!.invocations![0]!.toolExecutionNotifications!;
    const bad = notes.find((n) => n.descriptor?.id === 'invalid-utf8')!;
    expect(sarifLinks(bad.message.text!).links).toEqual([]);
    expectUri(bad.locations![0]!, BAD);
  });

  it('PR scan: the review table names the changed copy in one row of five cells; SARIF leads with it', async () => {
    commit(repo, { [A]: dropLog(twin(NAME_A)) }, 'drop the log from the weird copy');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.generation.scope.paths).toEqual([A]);
    expect(envelope.candidates).toHaveLength(1);
    const c = envelope.candidates[0]!;
    expect(c.finding?.kind).toBe('drift');
    const changed = sideOf(c, A);
    const copy = sideOf(c, B);

    const md = toMarkdown(envelope, { ...mdOptions, marker: true });
    const rows = tableRows(md, '| # | Changed function | Finding | Similar to | Similarity |');
    expect(rows).toHaveLength(1);
    const [index, changedCell, finding, similar, similarity] = cells(rows[0]!);
    expect(index).toBe('1');
    expectLocationCell(changedCell!, changed);
    expect(finding).toMatch(/^drift: copy not updated: /);
    expectLocationCell(similar!, copy);
    expect(similarity).toMatch(/^\d+\.\d%$/);

    const text = render(envelope, 'sarif', { toolVersion: '0.1.0' });
    expect(validateSarif(text).errors).toEqual([]);
    const [result] = (JSON.parse(text) as Sarif.Log).runs[0]!.results!;
    expect(result!.message.text).not.toMatch(/[\r\n]/);
    expect(result!.message.text).toMatch(/^Drift: copy not updated: /);
    expect(sarifLinks(result!.message.text!).links).toEqual([
      { text: `${visibleControls(copy.name)} in ${visibleControls(copy.path)}:${copy.start_line}`, dest: '1' }
    ]);
    expectUri(result!.locations![0]!, A);
    expectUri(result!.relatedLocations![0]!, B);
  });
});

describe('the escaping itself', () => {
  it('shows control characters as control pictures and keeps a code span on its line', () => {
    expect(visibleControls('a\nb\r\nc\td\u007fe\u2028f')).toBe('a␊b␍␊c␉d␡e f');
    expect(codeSpan('src/a\nb|c.ts', true)).toBe('`src/a␊b\\|c.ts`');
    expect(codeSpan('a\\|b', true)).toBe('`a\\\\|b`');
    // CommonMark strips one space from each end unless the span is all spaces
    expect(codeSpan(' a ')).toBe('`  a  `');
    expect(codeSpan('   ')).toBe('`   `');
  });

  it('percent-encodes a path into a relative URI reference that decodes back', () => {
    for (const p of [A, B, BAD, 'a#b?c%d.ts', 'c:/x.ts', 'ü/ß.ts']) {
      const uri = pathToUri(p);
      expect(uri).toMatch(/^[A-Za-z0-9\-._~%/!$&'()*+,;=@]+$/);
      expect(decodeURIComponent(uri)).toBe(p);
    }
    expect(pathToUri(B)).toBe('lib%3Ax%5D(1)%5By%7Cz/c%5Cd%20e.ts');
  });
});
