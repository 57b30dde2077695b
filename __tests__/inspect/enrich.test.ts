import { codeownersMatcher, ownersOf, parseCodeowners } from '../../src/inspect/enrich/ownership.js';
import { cloneCoverage } from '../../src/inspect/enrich/clone.js';
import { callees, bareName, findCallers } from '../../src/inspect/enrich/calls.js';
import { importSpecifiers, resolveSpecifier } from '../../src/inspect/enrich/imports.js';
import { sliceLocation } from '../../src/inspect/source.js';
import { tokenize } from '../../src/inspect/lex.js';
import { tokenize as modelTokenize } from '../../src/embedding/lexer.js';
import { parseEnrich } from '../../src/inspect/packet.js';
import { serializeExact } from '../../src/bounded/output.js';

describe('CODEOWNERS matching', () => {
  it.each([
    ['*', 'a/b/c.ts', true],
    ['*.ts', 'deep/dir/x.ts', true],
    ['*.ts', 'x.js', false],
    ['/src/', 'src/a/b.ts', true],
    ['/src/', 'lib/src/a.ts', false],
    ['src/', 'lib/src/a.ts', true],
    ['docs/*', 'docs/a.md', true],
    ['docs/*', 'docs/sub/a.md', false],
    ['apps/', 'apps/web/x.ts', true],
    ['/build/logs/', 'build/logs/x.log', true],
    ['**/logs', 'a/logs/x', true],
    ['src/users.ts', 'src/users.ts', true],
    ['src/users.ts', 'x/src/users.ts', false],
    ['users.ts', 'x/src/users.ts', true]
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(codeownersMatcher(pattern)(path)).toBe(expected);
  });

  it('lets the last matching rule win, and an owner-less rule un-own', () => {
    const rules = parseCodeowners('* @all\n\n# comment\n/src/ @src-team # trailing\n/src/vendor/\n');
    expect(ownersOf(rules, 'README.md')).toEqual({ owners: ['@all'], rule: { pattern: '*', line: 1 } });
    expect(ownersOf(rules, 'src/a.ts')).toEqual({ owners: ['@src-team'], rule: { pattern: '/src/', line: 4 } });
    expect(ownersOf(rules, 'src/vendor/x.ts')).toEqual({ owners: [], rule: { pattern: '/src/vendor/', line: 5 } });
  });
});

describe('clone coverage', () => {
  it('is 1 for identical functions and 0 for unrelated ones, deterministically', () => {
    const f = 'function f(a, b) { const x = a + b; if (x > 10) { return x * 2; } return x - 1; }';
    expect(cloneCoverage(f, f).exact).toEqual({ left: 1, right: 1, combined: 1 });
    const g = 'class Q { run() { while (true) { yield* this.items; } } }';
    expect(cloneCoverage(f, g).exact.combined).toBe(0);
    expect(cloneCoverage(f, g)).toEqual(cloneCoverage(f, g));
  });

  it('sees renamed copies through the identifier-blind measure', () => {
    const a = 'function f(a, b) { const x = a + b; if (x > 10) { return x * 2; } return x - 1; }';
    const b = 'function g(p, q) { const y = p + q; if (y > 10) { return y * 2; } return y - 1; }';
    const c = cloneCoverage(a, b);
    expect(c.normalized.combined).toBe(1);
    expect(c.exact.combined).toBeLessThan(0.5);
  });
});

describe('calls', () => {
  it('names callees with their receivers and skips the declaration', () => {
    const src = 'function load(id) {\n  const row = db.users.find(id); // call()\n  log(`x ${fmt(row)}`);\n  return new Model(row) ?? load(id - 1);\n}';
    expect(callees(src, 'load')).toEqual([
      { name: 'Model', count: 1 },
      { name: 'db.users.find', count: 1 },
      { name: 'fmt', count: 1 },
      { name: 'load', count: 1 },
      { name: 'log', count: 1 }
    ]);
    expect(callees('run(a) {\n  return run(a - 1);\n}', 'Job.run')).toEqual([{ name: 'run', count: 1 }]);
  });

  it('finds call sites, not declarations, signatures or comments', () => {
    const files = new Map([
      ['a.ts', 'export function go(x) {\n  return go(x);\n}\n'],
      ['b.ts', "import { go } from './a';\n// go(1)\ngo(1); obj.go(2); const s = x ? go(3) : 0;\ninterface I { go(x: number): void }\nclass C {\n  go(y) {\n  }\n}\n"]
    ]);
    const loc = { path: 'a.ts', name: 'go', start_line: 1, start_column: 8, end_line: 3, end_column: 1, source_sha256: '' };
    const r = findCallers({ files, left: loc, right: { ...loc, path: 'z.ts', name: 'other' } });
    if ('error' in r) throw new Error(r.error);
    expect(r.sites.map((s) => `${s.path}:${s.line}:${s.column}`)).toEqual(['b.ts:3:1', 'b.ts:3:12', 'b.ts:3:33']);
    expect(bareName('default')).toBeNull();
    expect(bareName('Cls#method')).toBe('method');
    const bad = findCallers({ files, left: { ...loc, name: '<anonymous>' }, right: loc });
    expect(bad).toEqual({ error: 'no callable name to search for (left: "<anonymous>")' });
  });
});

describe('imports', () => {
  it('finds every kind of specifier with its line and resolves NodeNext paths', () => {
    const text = "import a from './a.js';\nimport type { T } from '../t';\nexport * from './dir';\nconst m = await import('./m.mjs');\nconst r = require('pkg');\n/* import x from './no' */\n";
    expect(importSpecifiers(text)).toEqual([
      { specifier: './a.js', line: 1 },
      { specifier: '../t', line: 2 },
      { specifier: './dir', line: 3 },
      { specifier: './m.mjs', line: 4 },
      { specifier: 'pkg', line: 5 }
    ]);
    const known = new Set(['src/a.ts', 't.ts', 'src/dir/index.ts', 'src/m.mts']);
    expect(resolveSpecifier('src/x.ts', './a.js', known)).toBe('src/a.ts');
    expect(resolveSpecifier('src/x.ts', '../t', known)).toBe('t.ts');
    expect(resolveSpecifier('src/x.ts', './dir', known)).toBe('src/dir/index.ts');
    expect(resolveSpecifier('src/x.ts', './m.mjs', known)).toBe('src/m.mts');
    expect(resolveSpecifier('src/x.ts', 'pkg', known)).toBeNull();
    expect(resolveSpecifier('x.ts', '../../etc/passwd', known)).toBeNull();
  });
});

describe('source slices', () => {
  it('uses one-based UTF-16 columns with an inclusive end, keeps CRLF and whole surrogate pairs', () => {
    const text = 'ab\r\n  function f() {\r\n  return "😀";}\r\n';
    expect(sliceLocation(text, { start_line: 2, start_column: 3, end_line: 3, end_column: 15 })).toBe('function f() {\r\n  return "😀";}');
    expect(sliceLocation('x = "😀"', { start_line: 1, start_column: 1, end_line: 1, end_column: 6 })).toBe('x = "😀');
    expect(sliceLocation(text, { start_line: 9, start_column: 1, end_line: 9, end_column: 1 })).toBeNull();
  });
});

describe('tokenizer', () => {
  it('drops comments and keeps literals whole', () => {
    expect(tokenize('a = /x+/g.test(`t ${b}`) // c\n/* d */ + "e\'f" / 2').map((t) => `${t.kind}:${t.text}`)).toEqual([
      'id:a', 'punct:=', 'regex:/x+/g', 'punct:.', 'id:test', 'punct:(', 'tmpl:`t ${b}`', 'punct:)', 'punct:+', 'str:"e\'f"', 'punct:/', 'num:2'
    ]);
  });

  it('keeps contextual words callable and leaves the model lexer comment-blind', () => {
    expect(tokenize('get(x); set(y) /* z */').map((t) => `${t.kind}:${t.text}`)).toEqual(['id:get', 'punct:(', 'id:x', 'punct:)', 'punct:;', 'id:set', 'punct:(', 'id:y', 'punct:)']);
    // normalized text has no comments: the embedding path reads `//` as two divisions
    expect(modelTokenize('a // b', new Set()).tokens.map((t) => t.text)).toEqual(['a', '/', '/', 'b']);
  });
});

describe('options and sizes', () => {
  it('parses --enrich lists', () => {
    expect([...parseEnrich(undefined, false)]).toHaveLength(8);
    expect(parseEnrich('all', false).has('entry_point_reachability')).toBe(true);
    expect([...parseEnrich('callers,graph', true)].sort()).toEqual(['callers', 'graph_relationship', 'runtime']);
    expect([...parseEnrich('none', false)]).toEqual([]);
    expect(() => parseEnrich('callers,nope', false)).toThrow(/unknown enrichment "nope"/);
  });

  it('serializes with output.bytes equal to the size, across digit boundaries', () => {
    for (let n = 0; n < 2000; n += 7) {
      const doc = { pad: 'é'.repeat(n), output: { bytes: 0 } };
      const text = serializeExact(doc);
      expect(doc.output.bytes).toBe(Buffer.byteLength(text));
      expect(JSON.parse(text).output.bytes).toBe(Buffer.byteLength(text));
    }
  });
});
