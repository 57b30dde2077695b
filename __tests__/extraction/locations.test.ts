import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { extract } from './helpers.js';

function sha(s: string): string {
  return createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex');
}

describe('locations', () => {
  it('reports one-based lines and UTF-16 columns, end column inclusive', async () => {
    // "héllo 😀": é is 1 UTF-16 unit (2 UTF-8 bytes), 😀 is 2 UTF-16 units (4 bytes, 1 code point)
    const text = [
      'const s = "héllo 😀"; function f() {', // `function` at UTF-16 offset 22 -> column 23 (bytes: 26, code points: 22)
      '  return s;',
      '}',
      '/* ä */ const g = () => "ü😀";', // `(` at column 19; last char `"` at column 29
      '  class K { m() { return 1 } }' // `m` at column 13, `}` of m at column 28
    ].join('\n');
    const r = await extract('src/loc.ts', text, 'typescript');
    expect(r.functions.map((f) => f.location)).toEqual([
      {
        path: 'src/loc.ts',
        name: 'f',
        start_line: 1,
        start_column: 23,
        end_line: 3,
        end_column: 1,
        source_sha256: sha('function f() {\n  return s;\n}')
      },
      {
        path: 'src/loc.ts',
        name: 'g',
        start_line: 4,
        start_column: 19,
        end_line: 4,
        end_column: 29,
        source_sha256: sha('() => "ü😀"')
      },
      {
        path: 'src/loc.ts',
        name: 'K.m',
        start_line: 5,
        start_column: 13,
        end_line: 5,
        end_column: 28,
        source_sha256: sha('m() { return 1 }')
      }
    ]);
    expect(r.functions.map((f) => f.lines)).toEqual([3, 1, 1]);
  });

  it('columns agree with String.prototype indexing on every line (CRLF included)', async () => {
    const lines = ['// ∑ 𝔘 ünïcödé', 'export const ƒ = (a: number) => {', '  return a;', '};', 'const 𝒽 = function () { return "😀😀" };'];
    for (const eol of ['\n', '\r\n']) {
      const text = lines.join(eol);
      const r = await extract('u.ts', text, 'typescript');
      expect(r.functions).toHaveLength(2);
      for (const fn of r.functions) {
        const { start_line, start_column, end_line, end_column } = fn.location;
        const fileLines = text.split(eol);
        const startOffset = fileLines.slice(0, start_line - 1).reduce((n, l) => n + l.length + eol.length, 0) + start_column - 1;
        const endOffset = fileLines.slice(0, end_line - 1).reduce((n, l) => n + l.length + eol.length, 0) + end_column - 1;
        const slice = text.slice(startOffset, endOffset + 1);
        expect(slice.startsWith('(') || slice.startsWith('function')).toBe(true);
        expect(slice.endsWith('}')).toBe(true);
        expect(fn.location.source_sha256).toBe(sha(slice));
      }
      expect(r.functions.map((f) => f.location.name)).toEqual(['ƒ', '𝒽']);
      expect(r.functions[1]!.location.start_column).toBe(12); // `const 𝒽 = ` is 11 UTF-16 units (𝒽 is 2)
    }
  });

  it('hashes the exact source bytes: layout changes change source_sha256 but not normalized_sha256', async () => {
    const a = await extract('a.js', 'function f(x) {\n  return x;\n}\n', 'javascript');
    const b = await extract('a.js', 'function f(x) {\n    return x;\n}\n', 'javascript');
    expect(a.functions[0]!.location.source_sha256).toBe(sha('function f(x) {\n  return x;\n}'));
    expect(a.functions[0]!.location.source_sha256).not.toBe(b.functions[0]!.location.source_sha256);
    expect(a.functions[0]!.normalized_sha256).toBe(b.functions[0]!.normalized_sha256);
    expect(a.functions[0]!.normalized_sha256).toBe(sha(a.functions[0]!.normalized));
  });
});
