/** The HTML report's pure parts: the line diff, the digest check, the directory shares, the CSP and the data blocks. */
import { createHash } from 'node:crypto';
import type { Location } from '../../src/contracts/types.js';
import { DiffOp, lineDiff } from '../../src/report/html-diff.js';
import { linesOf } from '../../src/report/html-source.js';
import { CSP, directoryShares, memberSource, scriptJson, toHtml } from '../../src/report/html.js';
import { cloneClasses } from '../../src/report/classes.js';
import { sha256Hex } from '../../src/util/hash.js';
import { syntheticScan } from '../html/synthetic.js';

const { Equal: E, Delete: D, Insert: I } = DiffOp;

describe('lineDiff', () => {
  it('gives run-length operations, deletions before insertions, whitespace around a line ignored', () => {
    expect(lineDiff(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([E, 3]);
    expect(lineDiff(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([E, 1, D, 1, I, 1, E, 1]);
    expect(lineDiff(['a', 'b'], ['a', 'b', 'c', 'd'])).toEqual([E, 2, I, 2]);
    expect(lineDiff(['a', 'b', 'c', 'd'], ['b', 'd'])).toEqual([D, 1, E, 1, D, 1, E, 1]);
    expect(lineDiff(['  a', 'b  '], ['a', '\tb'])).toEqual([E, 2]);
    expect(lineDiff([], ['a'])).toEqual([I, 1]);
    expect(lineDiff(['a'], [])).toEqual([D, 1]);
  });

  it('accounts for every line of both sides', () => {
    const a = Array.from({ length: 300 }, (_, i) => `line ${i % 17} ${i % 5}`);
    const b = Array.from({ length: 280 }, (_, i) => `line ${i % 13} ${i % 5}`);
    const ops = lineDiff(a, b);
    let na = 0;
    let nb = 0;
    for (let k = 0; k < ops.length; k += 2) {
      if (ops[k] !== I) na += ops[k + 1]!;
      if (ops[k] !== D) nb += ops[k + 1]!;
    }
    expect([na, nb]).toEqual([300, 280]);
  });
});

const loc = (text: string, over: Partial<Location> = {}): Location => {
  const lines = text.split('\n');
  return { path: 'a.ts', name: 'f', start_line: 1, start_column: 1, end_line: lines.length, end_column: lines[lines.length - 1]!.length, source_sha256: sha256Hex(text), ...over };
};

describe('the source check', () => {
  it('takes the whole lines and verifies the digest of the exact slice (columns, CRLF)', () => {
    const file = 'const x = 1;\r\n  function f() {\r\n    return 1;\r\n  }\r\nrest\r\n';
    const slice = 'function f() {\r\n    return 1;\r\n  }';
    const l: Location = { path: 'a.ts', name: 'f', start_line: 2, start_column: 3, end_line: 4, end_column: 3, source_sha256: sha256Hex(slice) };
    const text = linesOf(file, 2, 4);
    expect(text).toBe('  function f() {\r\n    return 1;\r\n  }\r');
    expect(memberSource(l, () => text)).toEqual({ state: 'ok', lines: ['  function f() {', '    return 1;', '  }'] });
    expect(memberSource(l, () => text.replace('1', '2'))).toEqual({ state: 'changed' });
    expect(memberSource(l, () => linesOf('only one line', 2, 4))).toEqual({ state: 'changed' });
    expect(memberSource(l, () => null)).toEqual({ state: 'missing' });
  });

  it('keeps a surrogate pair at the end column whole', () => {
    const text = 'const s = 1; // 😀';
    // end_column names the first code unit of the last character (the pair's high surrogate)
    expect(memberSource(loc(text, { end_column: text.length - 1 }), () => text)).toEqual({ state: 'ok', lines: [text] });
  });
});

describe('the report document', () => {
  const s = syntheticScan(60, 3);
  const html = toHtml(s.envelope, { readSource: s.readSource });

  it('allows exactly its own style sheet and script, by hash', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const b64 = (t: string): string => createHash('sha256').update(t).digest('base64');
    expect(CSP).toContain(`style-src 'sha256-${b64(style)}'`);
    expect(CSP).toContain(`script-src 'sha256-${b64(script)}'`);
    expect(CSP).toMatch(/^default-src 'none';/);
    expect(CSP).not.toContain('unsafe');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).not.toMatch(/\s(?:src|href)="(?!#)/);
  });

  it('embeds data that no "</script>" can end', () => {
    expect(scriptJson({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
    expect(JSON.parse(scriptJson({ a: '</script><b>' }))).toEqual({ a: '</script><b>' });
  });

  it('shares the duplicated lines among directories, adding up exactly', () => {
    const classes = cloneClasses(s.envelope);
    const shares = directoryShares(classes);
    expect(shares.reduce((n, x) => n + x.duplicatedLines, 0)).toBe(classes.reduce((n, c) => n + c.duplicatedLines, 0));
    expect(shares.map((x) => x.duplicatedLines)).toEqual([...shares.map((x) => x.duplicatedLines)].sort((a, b) => b - a));
  });

  it('says so when there are no classes', () => {
    const none = toHtml({ ...s.envelope, candidates: [] }, { readSource: () => null });
    expect(none).toContain('No clone classes.');
    expect(none).toContain('data-figure="classes">0<');
  });
});
