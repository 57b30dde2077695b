import { describe, expect, it } from '@jest/globals';
import { createExtractor } from '../../src/extraction/extractor.js';
import type { LanguageId } from '../../src/contracts/pipeline.js';
import { considered, extract, extractor, names } from './helpers.js';
import { Language } from 'web-tree-sitter';
import { LANGUAGES } from '../../src/languages/index.js';
import { missingFunctionTypes } from '../../src/extraction/walk.js';
import { assetPaths } from '../../src/util/assets.js';

describe('skips', () => {
  it('produces every skip reason and counts each function-like node once', async () => {
    const text = `function short() { return 1; }
function big() {
  const a = "${'x'.repeat(200)}";
  return a;
}
function fine() {
  return 2;
}
items.forEach((x) => {
  console.log(x);
});
items.map((x) => x);
`;
    const r = await extract('s.js', text, 'javascript', { minLines: 3, maxFunctionBytes: 100 });
    expect(names(r)).toEqual(['fine']);
    expect(r.skips).toEqual({ 'below-minimum-lines': 2, 'function-too-large': 1, 'unsupported-function': 1 });
    expect(considered(r)).toBe(5);
    expect(r.diagnostics).toEqual([]);
  });

  it('applies precedence: below-minimum-lines, then unsupported-function, then function-too-large', async () => {
    const text = `items.forEach((x) => { console.log(x); });
items.forEach((x) => {
  console.log("${'y'.repeat(500)}");
});
const huge = () => {
  return "${'z'.repeat(500)}";
};
`;
    // the one-line callback is below the minimum (not unsupported); the long callback is
    // unsupported (not too large); only the named one is too large
    const r = await extract('p.js', text, 'javascript', { minLines: 2, maxFunctionBytes: 100 });
    expect(r.functions).toEqual([]);
    expect(r.skips).toEqual({ 'below-minimum-lines': 1, 'unsupported-function': 1, 'function-too-large': 1 });
  });

  it('measures maxFunctionBytes in UTF-8 bytes of the normalized text', async () => {
    const text = 'function f() {\n  return "ééééé";\n}\n';
    const ok = await extract('b.js', text, 'javascript', { minLines: 1, maxFunctionBytes: 1 << 20 });
    const normalized = ok.functions[0]!.normalized;
    const bytes = Buffer.byteLength(normalized, 'utf8');
    expect(bytes).toBe(normalized.length + 5);
    const atLimit = await extract('b.js', text, 'javascript', { minLines: 1, maxFunctionBytes: bytes });
    expect(names(atLimit)).toEqual(['f']);
    const oneUnder = await extract('b.js', text, 'javascript', { minLines: 1, maxFunctionBytes: bytes - 1 });
    expect(oneUnder.functions).toEqual([]);
    expect(oneUnder.skips).toEqual({ 'function-too-large': 1 });
    // between the UTF-16 length and the byte length: still too large
    const chars = await extract('b.js', text, 'javascript', { minLines: 1, maxFunctionBytes: normalized.length });
    expect(chars.skips).toEqual({ 'function-too-large': 1 });
  });

  it('skips a nested anonymous callback once even when its parent is skipped too', async () => {
    const text = `run(function () {
  return [1].map((x) => {
    return x;
  });
});
`;
    const r = await extract('n.js', text, 'javascript', { minLines: 2, maxFunctionBytes: 1 << 20 });
    expect(r.skips).toEqual({ 'unsupported-function': 2 });
    expect(r.functions).toEqual([]);
  });
});

describe('parse problems', () => {
  it('reports a syntax error once with its line and still extracts the functions without errors', async () => {
    const text = `function good() {
  return 1;
}
function bad() {
  const x = (1 + ;
  return x;
}
function alsoGood() {
  return 2;
}
`;
    const r = await extract('src/err.js', text, 'javascript');
    expect(names(r)).toEqual(['good', 'alsoGood']);
    expect(r.skips).toEqual({ 'unsupported-function': 1 });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ domain: 'extraction', code: 'parse-error', path: 'src/err.js' });
    expect(r.diagnostics[0]!.message).toContain('line 5');
  });

  it('reports a MISSING node (unclosed brace) as a parse error', async () => {
    const text = 'function ok() {\n  return 1;\n}\nfunction open() {\n  if (x) {\n    return 2;\n}\n';
    const r = await extract('m.ts', text, 'typescript');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['parse-error']);
    expect(names(r)).toEqual(['ok']);
    expect(r.skips).toEqual({ 'unsupported-function': 1 });
  });

  it('survives 5,000-deep nesting without a crash', async () => {
    const ok = 'function ok(a) {\n  const b = a + 1;\n  return b;\n}\n';
    const deep: Array<[string, string]> = [
      ['parens', `const x = ${'('.repeat(5000)}1${')'.repeat(5000)};\n${ok}`],
      ['arrays', `const x = ${'['.repeat(5000)}1${']'.repeat(5000)};\n${ok}`],
      ['calls', `const x = ${'f('.repeat(5000)}1${')'.repeat(5000)};\n${ok}`],
      ['objects', `const x = ${'{a:'.repeat(5000)}1${'}'.repeat(5000)};\n${ok}`],
      ['unclosed', `const x = ${'('.repeat(5000)}1;\n${ok}`]
    ];
    for (const [label, text] of deep) {
      const r = await extract(`${label}.js`, text, 'javascript', { minLines: 3, maxFunctionBytes: 1 << 20 });
      expect(names(r)).toEqual(['ok']);
      expect(r.diagnostics.map((d) => d.code)).toEqual(label === 'unclosed' ? ['parse-error'] : []);
    }
  });

  it('survives 5,000 nested arrow functions: one named, the rest counted once', async () => {
    const text = `const curry = ${'a =>\n'.repeat(5000)}1;\n`;
    const r = await extract('curry.js', text, 'javascript', { minLines: 2, maxFunctionBytes: 1 << 20 });
    expect(names(r)).toEqual(['curry']);
    // the innermost arrow (`a =>\n1`) spans 2 lines, so all 4,999 anonymous ones are unsupported
    expect(r.skips).toEqual({ 'unsupported-function': 4999 });
    expect(r.functions[0]!.lines).toBe(5001);
  });

  it('returns parse-failed, never throws, when parsing exceeds the time limit', async () => {
    const impatient = await createExtractor({ parseTimeoutMs: 0 });
    const text = 'function f() {\n  return 1;\n}\n'.repeat(20000);
    const r = impatient.extract({ path: 'slow.js', language: 'javascript', text }, { minLines: 1, maxFunctionBytes: 1 << 20 });
    expect(r.functions).toEqual([]);
    expect(r.skips).toEqual({});
    expect(r.diagnostics).toEqual([
      { domain: 'extraction', code: 'parse-failed', message: 'parsing did not finish within 0 ms', path: 'slow.js' }
    ]);
    // the shared runtime still works afterwards
    const after = (await extractor()).extract({ path: 'a.js', language: 'javascript', text: 'function g() {}' }, { minLines: 1, maxFunctionBytes: 100 });
    expect(names(after)).toEqual(['g']);
  });

  it('reports grammar-unavailable for a language without a grammar instead of throwing', async () => {
    const r = (await extractor()).extract(
      { path: 'x.py', language: 'python' as LanguageId, text: 'def f():\n  pass\n' },
      { minLines: 1, maxFunctionBytes: 100 }
    );
    expect(r.functions).toEqual([]);
    expect(r.diagnostics.map((d) => [d.domain, d.code, d.path])).toEqual([['extraction', 'grammar-unavailable', 'x.py']]);
  });

  it('checks that each grammar has every function node type its descriptor names', async () => {
    await extractor(); // the runtime is initialised
    for (const descriptor of LANGUAGES) {
      const language = await Language.load(assetPaths().grammar(descriptor.grammar));
      expect([descriptor.id, missingFunctionTypes(language, descriptor)]).toEqual([descriptor.id, []]);
      // a type the grammar lacks (or has only as an anonymous node) is reported
      const wrong = { ...descriptor, functionTypes: [...descriptor.functionTypes, 'lambda_expression', 'function'] };
      expect(missingFunctionTypes(language, wrong)).toEqual(['lambda_expression', 'function']);
    }
  });

  it('handles an empty file and a file without functions', async () => {
    expect(await extract('e.ts', '', 'typescript')).toEqual({ path: 'e.ts', functions: [], skips: {}, diagnostics: [] });
    expect(await extract('c.ts', 'const a = 1; // only\n', 'typescript')).toEqual({ path: 'c.ts', functions: [], skips: {}, diagnostics: [] });
  });
});
