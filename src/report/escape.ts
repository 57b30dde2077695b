/**
 * Markdown/HTML escaping for names, paths and messages that come from the
 * scanned repository: they must render as text, never as markup, links,
 * HTML or table structure, in a GitHub comment or job summary.
 */

function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ');
}

/**
 * C0 control characters (newline, carriage return, tab, …) and DEL as their
 * Unicode control pictures (U+2400–U+2421: `a\nb.ts` shows as `a␊b.ts`), and
 * the Unicode line and paragraph separators as spaces. For names and paths,
 * which git lets hold a newline: they stay on one line, and visibly differ
 * from a name with a space there.
 */
export function visibleControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x7f) return '\u2421';
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : ' ';
  });
}

/**
 * Inline text: HTML-significant characters as entities; emphasis, code,
 * strikethrough and link punctuation backslash-escaped (with `[` and `]`
 * escaped, `(`, `)` and `!` cannot form a link or image); `|` escaped so a
 * table cell cannot be split. Only for text inside a line: a leading `#`,
 * `-` or `>` is not escaped, so callers never start a line with one.
 */
export function escapeText(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]~|]/g, (ch) => `\\${ch}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A code span that shows `text` literally: fenced with one more backtick than
 * the longest run inside it, padded when it starts or ends with a backtick.
 * Control characters show as control pictures (visibleControls), so a name
 * or path with a newline stays on its line. In a table cell, `|` is escaped
 * as `\|` (GFM strips the backslash, even in code spans, after splitting
 * cells, and a backslash before it stays: `a\|b` → `a\\|b` → `a\|b`).
 */
export function codeSpan(text: string, inTable = false): string {
  let body = visibleControls(text);
  if (inTable) body = body.replace(/\|/g, '\\|');
  if (body === '') return '` `';
  const runs = body.match(/`+/g) ?? [];
  const longest = runs.reduce((m, r) => Math.max(m, r.length), 0);
  const fence = '`'.repeat(longest + 1);
  // CommonMark strips one space from each end of a span that starts and ends with one, unless it is all spaces.
  const spaced = body.startsWith(' ') && body.endsWith(' ') && !/^ +$/.test(body);
  const pad = body.startsWith('`') || body.endsWith('`') || spaced ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** One path segment (or ref) for a URL in a markdown link destination: parentheses encoded too. */
function urlSegment(s: string): string {
  return encodeURIComponent(s).replace(/[()'*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A forward-slash path as a URL path, each segment encoded. */
export function urlPath(path: string): string {
  return path.split('/').map(urlSegment).join('/');
}

export { urlSegment };
