/**
 * The generated-source defaults a reviewer expects, on real git repositories:
 * `.gitattributes` linguist-generated / linguist-vendored evaluated by git,
 * recognisable generated glue by content, an explicit include lifting a
 * default-excluded directory, and the per-rule counts behind the
 * `generated-excluded` diagnostic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discover, type DiscoveryRequest, type DiscoveryResult } from '../../src/discovery/discover.js';
import {
  generatedExcludedDiagnostic,
  generatedExcludedMessage,
  generatedGlue,
  includeLift,
  namedGeneratedDirectories,
  parseCheckAttr,
  type GeneratedCount
} from '../../src/discovery/generated.js';
import { cleanup, makeRepo } from '../helpers/git-repo.js';

const AT_GEN = '@' + 'generated';
const fn = (name: string, body = 'return 1;') => `export function ${name}() {\n  ${body}\n}\n`;

function req(root: string, extra: Partial<DiscoveryRequest> = {}): DiscoveryRequest {
  return { root, scope: { kind: 'full' }, maxFiles: 1000, ...extra };
}

const paths = (r: DiscoveryResult) => r.files.map((f) => f.path);
const byLabel = (r: DiscoveryResult) => Object.fromEntries(r.generated.map((c) => [c.label, c.count]));
const total = (r: DiscoveryResult) => r.generated.reduce((n, c) => n + c.count, 0);

afterAll(cleanup);

// ---------------------------------------------------------------------------
// generated glue: positives as the tools emit them, look-alikes a person writes

/**
 * Glue as the tools emit it, kept in .txt files (no supported extension) so
 * that a scan of this repository does not take this test for generated glue.
 */
const glue = (name: string): string => readFileSync(join(GLUE_DIR, `${name}.js.txt`), 'utf8');
const GLUE_DIR = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, 'glue-fixtures');
const EMSCRIPTEN_CLASSIC = glue('emscripten-classic');
const EMSCRIPTEN_MODULARIZED = glue('emscripten-modularized');
const EMSCRIPTEN_MINIFIED = glue('emscripten-minified');
const WASM_BINDGEN_WEB = glue('wasm-bindgen-web');
const WASM_BINDGEN_BUNDLER = glue('wasm-bindgen-bundler_bg');
const WASM_BINDGEN_OLD = glue('wasm-bindgen-old');
const WEBPACK4 = glue('webpack4');
const WEBPACK5 = glue('webpack5');
const WEBPACK_CHUNK = glue('webpack-chunk');
const WEBPACK_UMD = glue('webpack-umd');
const ESBUILD = glue('esbuild');
const TSC_COMMONJS = glue('tsc-commonjs');
const TSLIB_INLINED = glue('tslib-inlined');

// hand-written files that mention the same words
const LOOKALIKES: Record<string, string> = {
  'mentions Module': `const Module = require('module');\nif (typeof Module !== 'undefined') Module.print = console.log;\nvar Module2 = typeof Module !== 'undefined' ? Module : null;\n${fn('a')}`,
  'configures an Emscripten Module': `// Settings for the Emscripten build, read before it loads\nvar Module = {\n  noInitialRun: true,\n  locateFile: (p) => '/wasm/' + p\n};\n${fn('b')}`,
  'a hand-written wasm loader': `let wasm;\nexport async function init(url) {\n  const { instance } = await WebAssembly.instantiateStreaming(fetch(url));\n  wasm = instance.exports;\n  wasm.__wbindgen_start();\n}\n`,
  'mentions wasm helpers': `// see getStringFromWasm0 and passStringToWasm0 in the generated glue\nexport const wasmReady = true;\n${fn('c')}`,
  'uses __webpack_require__': `/* global __webpack_require__ */\n__webpack_public_path__ = window.cdn;\nexport const load = (id) => __webpack_require__(id);\nconst banner = '/******/ (() => { // webpackBootstrap';\n${fn('d')}`,
  'a webpack plugin template': `const prefix = "/******/ ";\nexport function bootstrap() {\n  return [prefix + "(() => { // webpackBootstrap", "function __webpack_require__(moduleId) {"].join("\\n");\n}\n`,
  'one esbuild-like helper': `var __defProp = Object.defineProperty;\nexport function define(o, k, v) {\n  return __defProp(o, k, { value: v });\n}\n`,
  'polyfills one TypeScript helper': `var __assign = Object.assign;\nfunction __extends(d, b) {\n  Object.setPrototypeOf(d, b);\n}\nexport const helpers = { __assign, __extends };\n`,
  'quotes a tsc helper': `// tsc emits "var __awaiter = (this && this.__awaiter) || function ..." when importHelpers is off\nexport const awaiterBanner = 'var __awaiter = (this && this.__awaiter) || ';\n${fn('e')}`
};

describe('generatedGlue', () => {
  const b = (s: string) => Buffer.from(s, 'utf8');
  it.each([
    ['Emscripten (classic shell)', EMSCRIPTEN_CLASSIC, 'emscripten'],
    ['Emscripten (MODULARIZE, EXPORT_NAME)', EMSCRIPTEN_MODULARIZED, 'emscripten'],
    ['Emscripten (minified)', EMSCRIPTEN_MINIFIED, 'emscripten'],
    ['wasm-bindgen (web target)', WASM_BINDGEN_WEB, 'wasm-bindgen'],
    ['wasm-bindgen (bundler _bg.js)', WASM_BINDGEN_BUNDLER, 'wasm-bindgen'],
    ['wasm-bindgen (old, import * as wasm)', WASM_BINDGEN_OLD, 'wasm-bindgen'],
    ['webpack 4 bootstrap', WEBPACK4, 'webpack'],
    ['webpack 5 bootstrap', WEBPACK5, 'webpack'],
    ['webpack chunk', WEBPACK_CHUNK, 'webpack'],
    ['webpack UMD library', WEBPACK_UMD, 'webpack'],
    ['esbuild prelude', ESBUILD, 'esbuild'],
    ['tsc output with its emitted helpers', TSC_COMMONJS, 'typescript'],
    ["a bundle with tslib's helpers inlined", TSLIB_INLINED, 'typescript']
  ])('recognises %s', (_name, text, kind) => {
    expect(generatedGlue(b(text))).toBe(kind);
    expect(generatedGlue(b(text.replace(/\n/g, '\r\n')))).toBe(kind);
  });

  it.each(Object.entries(LOOKALIKES))('keeps a hand-written file that %s', (_name, text) => {
    expect(generatedGlue(b(text))).toBeNull();
  });

  it('looks at the first 4 KiB only', () => {
    const license = `/*!\n${' * Licensed under the Apache License, Version 2.0.\n'.repeat(60)} */\n`;
    expect(Buffer.byteLength(license)).toBeGreaterThan(2048);
    expect(Buffer.byteLength(license)).toBeLessThan(4096 - 400);
    expect(generatedGlue(b(license + WEBPACK4))).toBe('webpack');
    expect(generatedGlue(b(license + license + WEBPACK4))).toBeNull();
  });
});

describe('discover: generated glue by content', () => {
  it('leaves out glue in any folder and keeps the look-alikes', async () => {
    const files: Record<string, string> = {
      'src/wasm/engine.js': EMSCRIPTEN_CLASSIC,
      'src/pkg/hello.js': WASM_BINDGEN_WEB,
      'src/pkg/hello_bg.js': WASM_BINDGEN_BUNDLER,
      'public/app.js': WEBPACK5,
      'public/chunk-179.js': WEBPACK_CHUNK,
      'lib/index.cjs': ESBUILD,
      'packages/core/lib/index.js': TSLIB_INLINED,
      'server/compiled/store.js': TSC_COMMONJS,
      'src/keep.ts': fn('keep')
    };
    Object.values(LOOKALIKES).forEach((text, i) => (files[`src/lookalike-${i}.js`] = text));
    const repo = makeRepo(files);
    const r = await discover(req(repo.dir));
    expect(paths(r)).toEqual(['src/keep.ts', ...Object.keys(LOOKALIKES).map((_, i) => `src/lookalike-${i}.js`)].sort());
    expect(byLabel(r)).toEqual({
      'Emscripten glue': 1,
      'wasm-bindgen glue': 2,
      'webpack bundles': 2,
      'esbuild bundles': 1,
      'compiled TypeScript (its emitted helpers)': 2
    });
    expect(r.skips).toEqual({ 'generated-source': 8 });
    expect(r.diagnostics).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// .gitattributes

describe('discover: .gitattributes', () => {
  it('leaves out linguist-generated and linguist-vendored paths, honouring nested files and negations', async () => {
    const repo = makeRepo({
      '.gitattributes': [
        'gen/** linguist-generated',
        '*.pb.ts linguist-generated=true',
        'third/** linguist-vendored',
        'src/api.ts linguist-generated',
        'src/api.ts -linguist-generated', // a later line wins
        'src/flag.ts linguist-generated=false',
        'src/other.ts linguist-documentation',
        ''
      ].join('\n'),
      'gen/.gitattributes': 'keep/** -linguist-generated\n',
      'gen/a.ts': fn('a'),
      'gen/sub/b.ts': fn('b'),
      'gen/keep/c.ts': fn('c'),
      'src/msg.pb.ts': fn('msg'),
      'src/api.ts': fn('api'),
      'src/flag.ts': fn('flag'),
      'src/other.ts': fn('other'),
      'src/my file é.ts': fn('spaces'),
      'third/lib/x.js': fn('x'),
      'src/.gitattributes': '"my file é.ts" linguist-vendored\n'
    });
    const r = await discover(req(repo.dir));
    expect(paths(r)).toEqual(['gen/keep/c.ts', 'src/api.ts', 'src/flag.ts', 'src/other.ts']);
    expect(byLabel(r)).toEqual({ 'by .gitattributes linguist-generated': 3, 'by .gitattributes linguist-vendored': 2 });
    expect(r.skips).toEqual({ 'generated-source': 5 });
    expect(r.diagnostics).toEqual([]);
  });

  it('honours .git/info/attributes and works in one call for thousands of paths', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) files[`src/m${String(i).padStart(4, '0')}.ts`] = `export const v${i} = ${i};\n`;
    const repo = makeRepo(files);
    writeFileSync(join(repo.dir, '.git', 'info', 'attributes'), 'src/m0*.ts linguist-generated\n');
    const r = await discover(req(repo.dir, { maxFiles: 10_000 }));
    expect(r.files).toHaveLength(2000);
    expect(byLabel(r)).toEqual({ 'by .gitattributes linguist-generated': 1000 });
  });

  it('counts a file marked both ways once, as linguist-generated', async () => {
    const repo = makeRepo({ '.gitattributes': 'x.ts linguist-vendored linguist-generated\n', 'x.ts': fn('x'), 'y.ts': fn('y') });
    const r = await discover(req(repo.dir));
    expect(paths(r)).toEqual(['y.ts']);
    expect(byLabel(r)).toEqual({ 'by .gitattributes linguist-generated': 1 });
  });
});

// ---------------------------------------------------------------------------
// an explicit include lifts the directory rule only

describe('discover: an include that names a default-excluded folder', () => {
  const repo = () =>
    makeRepo({
      '.gitattributes': 'dist/attr.js linguist-generated\n',
      'dist/a.js': fn('a'),
      'dist/sub/b.js': fn('b'),
      'dist/a.min.js': fn('min'),
      'dist/types.d.ts': 'export declare const x: number;\n',
      'dist/marked.js': `// ${AT_GEN}\n${fn('marked')}`,
      'dist/glue.js': WEBPACK5,
      'dist/attr.js': fn('attr'),
      'dist/node_modules/dep/index.js': fn('dep'),
      'dist/skip/c.js': fn('c'),
      'packages/x/build/x.js': fn('x'),
      'packages/y/build/y.js': fn('y'),
      'src/vendor/v.ts': fn('v'),
      'src/keep.ts': fn('keep'),
      'out/o.js': fn('o')
    });

  it('admits dist/** but still applies the name, marker, glue and .gitattributes rules, and the exclude', async () => {
    const r = await discover(req(repo().dir, { include: ['dist/**', 'src/**'], exclude: ['dist/skip/**'] }));
    expect(paths(r)).toEqual(['dist/a.js', 'dist/sub/b.js', 'src/keep.ts']);
    expect(byLabel(r)).toEqual({
      'under node_modules/': 1,
      'under vendor/': 1,
      'minified (*.min.js)': 1,
      'declaration files (*.d.ts)': 1,
      'by .gitattributes linguist-generated': 1,
      'with a generated-file marker': 1,
      'webpack bundles': 1
    });
    expect(r.skips).toEqual({ 'generated-source': 7 });
  });

  it('lifts only the folders the glob names, where it names them', async () => {
    const dir = repo().dir;
    expect(paths(await discover(req(dir, { include: ['packages/x/build/**'] })))).toEqual(['packages/x/build/x.js']);
    expect(paths(await discover(req(dir, { include: ['packages/*/build/'] })))).toEqual(['packages/x/build/x.js', 'packages/y/build/y.js']);
    expect(paths(await discover(req(dir, { include: ['{dist,out}/*.js'] })))).toEqual(['dist/a.js', 'out/o.js']);
    expect(paths(await discover(req(dir, { include: ['dist/**/index.js'] })))).toEqual([]);
    // a path under two such folders needs both named
    expect(paths(await discover(req(dir, { include: ['**/node_modules/**'] })))).toEqual([]);
    expect(paths(await discover(req(dir, { include: ['dist/node_modules/**'] })))).toEqual(['dist/node_modules/dep/index.js']);
    expect(paths(await discover(req(dir, { include: ['dist/**/node_modules/**'] })))).toEqual(['dist/node_modules/dep/index.js']);
    expect(paths(await discover(req(dir, { include: ['dist/*.js', '**/node_modules/**'] })))).toEqual(['dist/a.js']);
    expect(paths(await discover(req(dir, { include: ['dist/**/*.js', '**/node_modules/**'] })))).toEqual([
      'dist/a.js',
      'dist/node_modules/dep/index.js',
      'dist/skip/c.js',
      'dist/sub/b.js'
    ]);
  });

  it('lifts nothing for a glob that merely matches', async () => {
    const dir = repo().dir;
    expect(paths(await discover(req(dir, { include: ['**/*.js', '**/*.ts'] })))).toEqual(['src/keep.ts']);
    expect(paths(await discover(req(dir, { include: ['src/**'] })))).toEqual(['src/keep.ts']);
    expect(paths(await discover(req(dir)))).toEqual(['src/keep.ts']);
  });
});

// ---------------------------------------------------------------------------
// the pieces

describe('namedGeneratedDirectories / includeLift', () => {
  it('reads whole literal segments and literal brace alternatives', () => {
    expect([...namedGeneratedDirectories('dist/**')]).toEqual(['dist']);
    expect([...namedGeneratedDirectories('packages/x/build/**')]).toEqual(['build']);
    expect([...namedGeneratedDirectories('**/vendor/**/*.js')]).toEqual(['vendor']);
    expect([...namedGeneratedDirectories('{dist,out,src}/**')].sort()).toEqual(['dist', 'out']);
    for (const g of ['dist*/**', 'distribution/**', 'src/**', '**/*.js', '!dist/**', 'd?st/**', '{dist*,x}/**']) {
      expect([...namedGeneratedDirectories(g)]).toEqual([]);
    }
  });

  it('is undefined when no include names a folder', () => {
    expect(includeLift(['src/**', '**/*.ts'], () => () => true)).toBeUndefined();
    const lift = includeLift(['dist/**', 'src/**', '{dist,vendor}/x/**'], (g) => (p) => p.startsWith(g.slice(0, g.indexOf('*'))) || (g.startsWith('{') && p.startsWith('vendor/x/')));
    expect([...(lift?.('dist/a.js') ?? [])]).toEqual(['dist']);
    expect([...(lift?.('src/a.js') ?? [])]).toEqual([]);
    expect([...(lift?.('vendor/x/a.js') ?? [])].sort()).toEqual(['dist', 'vendor']);
  });
});

describe('parseCheckAttr', () => {
  it('keeps set and true values, linguist-generated first', () => {
    const out = [
      ['a.ts', 'linguist-generated', 'set'],
      ['a.ts', 'linguist-vendored', 'unspecified'],
      ['b.ts', 'linguist-generated', 'unset'],
      ['b.ts', 'linguist-vendored', 'true'],
      ['c.ts', 'linguist-generated', 'false'],
      ['c.ts', 'linguist-vendored', 'false'],
      ['d e.ts', 'linguist-generated', 'true'],
      ['d e.ts', 'linguist-vendored', 'set'],
      ['f.ts', 'linguist-generated', 'yes']
    ]
      .map((r) => r.join('\0'))
      .join('\0');
    expect([...parseCheckAttr(`${out}\0`)]).toEqual([
      ['a.ts', 'linguist-generated'],
      ['b.ts', 'linguist-vendored'],
      ['d e.ts', 'linguist-generated']
    ]);
    expect(parseCheckAttr('').size).toBe(0);
  });
});

describe('generatedExcludedMessage', () => {
  const c = (label: string, count: number, rule: GeneratedCount['rule']): GeneratedCount => ({ label, count, rule });

  it('lists counts by rule with the include hint for folders; nothing when nothing was left out', () => {
    const counts = [
      c('under dist/', 12, { kind: 'directory', directory: 'dist' }),
      c('by .gitattributes linguist-generated', 3, { kind: 'attribute', attribute: 'linguist-generated' }),
      c('Emscripten glue', 1, { kind: 'glue', glue: 'emscripten' })
    ];
    expect(generatedExcludedMessage(counts)).toBe(
      'Left out as generated: 16 files: 12 under dist/, 3 by .gitattributes linguist-generated, 1 Emscripten glue. ' +
        'An include glob that names the folder (e.g. dist/**) admits it.'
    );
    expect(generatedExcludedMessage([counts[2]!])).toBe('Left out as generated: 1 file: 1 Emscripten glue.');
    expect(generatedExcludedMessage([])).toBeNull();
    expect(generatedExcludedDiagnostic([])).toBeNull();
    expect(generatedExcludedDiagnostic(counts)).toEqual({ domain: 'workspace', code: 'generated-excluded', message: expect.stringContaining('16 files'), path: null });
  });

  it('sums the folders past the fifth and stays short', () => {
    const dirs = ['dist', 'build', 'out', 'coverage', 'node_modules', 'vendor', 'third_party'].map((d, i) =>
      c(`under ${d}/`, 10 - i, { kind: 'directory', directory: d })
    );
    const msg = generatedExcludedMessage(dirs)!;
    expect(msg).toContain('6 under node_modules/, 9 under other default-excluded folders.');
    expect(msg).not.toContain('vendor');
  });

  it('is what a discovery of a mixed repository reports, summing to the skip count', async () => {
    const repo = makeRepo({
      '.gitattributes': 'src/gen/** linguist-generated\n',
      'dist/a.js': fn('a'),
      'dist/b.js': fn('b'),
      'build/c.js': fn('c'),
      'src/gen/api.ts': fn('api'),
      'src/engine.js': EMSCRIPTEN_CLASSIC,
      'src/keep.ts': fn('keep')
    });
    const r = await discover(req(repo.dir));
    expect(total(r)).toBe(r.skips['generated-source']);
    expect(generatedExcludedDiagnostic(r.generated)?.message).toBe(
      'Left out as generated: 5 files: 2 under dist/, 1 under build/, 1 by .gitattributes linguist-generated, 1 Emscripten glue. ' +
        'An include glob that names the folder (e.g. dist/**) admits it.'
    );
  });
});

describe('generatedGlue: wasm-bindgen entry modules', () => {
  const b = (s: string) => Buffer.from(s, 'utf8');
  it('recognises the generated entry of the bundler target and keeps a hand-written wrapper of another module', () => {
    const entry = `import * as wasm from "./hello_bg.wasm";\nexport * from "./hello_bg.js";\nimport { __wbg_set_wasm } from "./hello_bg.js";\n__wbg_set_wasm(wasm);\nwasm.__wbindgen_start();\n`;
    expect(generatedGlue(b(entry))).toBe('wasm-bindgen');
    const wrapper = `import * as wasm from './pkg/hello.js';\nexport function start() {\n  wasm.__wbg_set_wasm(globalThis.mod);\n  wasm.__wbindgen_start();\n}\n`;
    expect(generatedGlue(b(wrapper))).toBeNull();
  });
});
