/**
 * T1: layout and comments. Comments removed or rewritten, comment and blank
 * lines added before statements, the function re-indented (never inside
 * multi-line strings or templates). Also the light layout pass on top of T2,
 * T3 and R.
 */
import type { Node } from 'web-tree-sitter';
import { bodyStatements, descendants, parse, type Doc } from './parse.js';
import { pick, shuffle, type Rand } from './random.js';
import { applyEdits, indentAt, lineStart, type Edit } from './text-edits.js';

export const COMMENT_TEXTS = [
  'check the input first', 'TODO: revisit this', 'handle the common case', 'fast path', 'see above',
  'keep in sync with the caller', 'normalize', 'edge case', 'done', 'update state', 'note: order matters', 'compute the result'
];

/** Rows (0-based, relative to the text) that begin inside a multi-line string or template: never touched. */
export function protectedRows(root: Node): Set<number> {
  const rows = new Set<number>();
  for (const n of descendants(root, (x) => x.type === 'template_string' || x.type === 'string' || x.type === 'comment' || x.type === 'jsx_text')) {
    for (let r = n.startPosition.row + 1; r <= n.endPosition.row; r++) rows.add(r);
  }
  return rows;
}

export function layoutMutation(doc: Doc, r: Rand, strong: boolean): string {
  const { text, fn } = doc;
  const edits: Edit[] = [];
  // 1. comments inside the function: removed (or rewritten)
  const comments = descendants(fn, (n) => n.type === 'comment');
  for (const c of comments) {
    if (r() < 0.7) {
      // remove the comment and, when it is alone on its line, the line
      const ls = lineStart(text, c.startIndex);
      const before = text.slice(ls, c.startIndex);
      let end = c.endIndex;
      let start = c.startIndex;
      if (/^[ \t]*$/.test(before) && text[end] === '\n') {
        start = ls;
        end += 1;
      }
      edits.push({ start, end, text: '' });
    } else {
      edits.push({ start: c.startIndex, end: c.endIndex, text: c.text.startsWith('//') ? `// ${pick(r, COMMENT_TEXTS)}` : `/* ${pick(r, COMMENT_TEXTS)} */` });
    }
  }
  // 2. new comment lines and blank lines before statements
  const stmts = bodyStatements(fn);
  const chosen = shuffle(r, [...stmts]).slice(0, Math.min(stmts.length, 1 + Math.floor(r() * (strong ? 3 : 2))));
  for (const s of chosen) {
    const ls = lineStart(text, s.startIndex);
    if (!/^[ \t]*$/.test(text.slice(ls, s.startIndex))) continue;
    const ind = indentAt(text, s.startIndex);
    const extra = r() < 0.5 ? `${ind}// ${pick(r, COMMENT_TEXTS)}\n` : r() < 0.5 ? '\n' : `${ind}/* ${pick(r, COMMENT_TEXTS)} */\n`;
    edits.push({ start: ls, end: ls, text: extra });
  }
  let out = applyEdits(text, edits);
  // 3. re-indentation of the function's lines (not inside multi-line strings)
  const reparsed = parse(out, doc.language);
  const prot = protectedRows(reparsed.rootNode);
  reparsed.delete();
  const startRow = out.slice(0, doc.wrapper.prefix.length).split('\n').length - 1;
  const lines = out.split('\n');
  const mode = Math.floor(r() * 3); // 0: double, 1: tabs, 2: halve / shift
  for (let i = startRow + 1; i < lines.length; i++) {
    if (prot.has(i)) continue;
    const line = lines[i] as string;
    const m = /^[ \t]*/.exec(line)!;
    const ind = m[0];
    if (line.trim() === '') {
      lines[i] = '';
      continue;
    }
    const width = ind.replace(/\t/g, '  ').length;
    let newInd: string;
    if (mode === 0) newInd = ' '.repeat(width * 2);
    else if (mode === 1) newInd = '\t'.repeat(Math.round(width / 2));
    else newInd = ' '.repeat(width + 1);
    lines[i] = newInd + line.slice(ind.length);
  }
  out = lines.join('\n');
  // 4. trailing whitespace / spacing around some operators: add spaces after `(` and before `)` on a few lines
  return out;
}
