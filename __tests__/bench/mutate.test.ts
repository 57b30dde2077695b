import { beforeAll, describe, expect, test } from '@jest/globals';
import { initMutate, mutate, mutateDetailed, parsesAsFunction, renameFunction, MUTATION_TYPES, MutationError } from '../../bench/quality/mutate.js';

const JS = `function sumSquares(values, offset) {
  // add them up
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] + offset;
    total += v * v;
  }
  if (total > 100) {
    return \`big \${total}\`;
  } else {
    return 'small ' + total;
  }
}`;

const TS_METHOD = `count(items: string[], limit = 10): number {
    const { length } = items;
    let n = 0;
    while (n < length && n < limit) {
      n++;
    }
    return n > 0 ? this.count(items.slice(1), limit) + 1 : 0;
  }`;

const identifiers = (s: string): Set<string> => new Set(s.match(/[A-Za-z_$][\w$]*/g) ?? []);

beforeAll(async () => {
  await initMutate();
});

describe('mutate', () => {
  test('deterministic, and every type parses', () => {
    for (const type of MUTATION_TYPES) {
      for (const seed of [1, 2, 3]) {
        const a = mutate(JS, 'javascript', type, seed);
        expect(mutate(JS, 'javascript', type, seed)).toBe(a);
        expect(a).not.toBe(JS);
        expect(parsesAsFunction(a, 'javascript')).toBe(true);
      }
    }
    expect(mutate(JS, 'javascript', 'T2', 1)).not.toBe(mutate(JS, 'javascript', 'T2', 2));
  });

  test('T1 keeps every token but comments', () => {
    const strip = (s: string): string => s.replace(/\/\/.*$|\/\*.*?\*\//gm, '').replace(/\s+/g, '');
    for (const seed of [1, 2, 3, 4]) expect(strip(mutate(JS, 'javascript', 'T1', seed))).toBe(strip(JS));
  });

  test('T2 renames the function, its parameters and locals consistently', () => {
    const out = mutate(JS, 'javascript', 'T2', 5);
    const ids = identifiers(out.replace(/'[^']*'|`[^`]*`/g, ''));
    for (const old of ['sumSquares', 'values', 'offset', 'total', 'i', 'v']) expect(ids.has(old)).toBe(false);
    expect(ids.has('length')).toBe(true); // member names are kept
    // the structure is the same: same number of tokens, roughly
    expect(out.split(/\s+/).filter(Boolean).length).toBeGreaterThan(30);
  });

  test('T2 on a TypeScript method renames its recursion through this', () => {
    const out = mutate(TS_METHOD, 'typescript', 'T2', 3);
    const name = /^(\w+)\(/.exec(out)![1]!;
    expect(name).not.toBe('count');
    expect(out).toContain(`this.${name}(`);
    expect(out).toContain('items' === name ? '' : '.slice(');
    expect(identifiers(out).has('items')).toBe(false);
    // shorthand destructuring becomes a renamed pair
    expect(out).toMatch(/\{ length: \w+ \}/);
  });

  test('T3 differs from T2 of the same seed by statement edits', () => {
    const r = mutateDetailed(JS, 'javascript', 'T3', 11);
    expect(r.applied.length).toBeGreaterThanOrEqual(1);
    expect(r.applied.length).toBeLessThanOrEqual(3);
  });

  test('R applies at least one rewrite', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = mutateDetailed(JS, 'javascript', 'R', seed);
      expect(r.applied.length).toBeGreaterThanOrEqual(1);
      r.applied.forEach((a) => seen.add(a));
      expect(parsesAsFunction(r.text, 'javascript')).toBe(true);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  test('arrow functions and function expressions', () => {
    const arrow = `(items) => {
  const out = [];
  for (const item of items) {
    out.push(item * 2);
  }
  return out;
}`;
    for (const type of MUTATION_TYPES) expect(parsesAsFunction(mutate(arrow, 'javascript', type, 9), 'javascript')).toBe(true);
    const fe = `function (a, b) {\n  var s = a + b;\n  return s;\n}`;
    expect(parsesAsFunction(mutate(fe, 'javascript', 'T2', 1), 'javascript')).toBe(true);
  });

  test('not a function: MutationError', () => {
    expect(() => mutate('const x = ;', 'javascript', 'T2', 1)).toThrow(MutationError);
  });
});

describe('renameFunction', () => {
  test('declaration and recursion', () => {
    const src = `function fact(n) {\n  return n <= 1 ? 1 : n * fact(n - 1);\n}`;
    expect(renameFunction(src, 'javascript', 'fnA')).toBe(`function fnA(n) {\n  return n <= 1 ? 1 : n * fnA(n - 1);\n}`);
  });
  test('method and this-recursion', () => {
    expect(renameFunction(TS_METHOD, 'typescript', 'fnB')).toContain('this.fnB(items.slice(1), limit)');
    expect(renameFunction(TS_METHOD, 'typescript', 'fnB').startsWith('fnB(')).toBe(true);
  });
  test('an outer binding name given explicitly', () => {
    const src = `function (x) {\n  return x ? padStart(x - 1) : 0;\n}`;
    expect(renameFunction(src, 'javascript', 'fnC', 'padStart')).toContain('fnC(x - 1)');
  });
});
