import { describe, expect, it } from '@jest/globals';
import { languageForPath } from '../../src/extraction/extractor.js';
import { ALL, considered, extract, names } from './helpers.js';

const TS_FORMS = `function plain(a: number): number {
  return a + 1;
}
function* gen() {
  yield 1;
}
export function exported() {
  return 2;
}
class Shape {
  static count = 0;
  constructor(private r: number) {
    this.area = () => r * r;
  }
  static create(): Shape {
    return new Shape(1);
  }
  get radius() {
    return this.r;
  }
  set radius(v: number) {
    this.r = v;
  }
  scale = (k: number) => {
    return this.r * k;
  };
  #secret() {
    return 1;
  }
}
const arrow = (x: number) => {
  return x * 2;
};
let fexpr = function () {
  return 3;
};
const genExpr = function* () {
  yield 4;
};
const obj = {
  method() {
    return 1;
  },
  prop: function () {
    return 2;
  },
  arrowProp: () => {
    return 3;
  },
  'quoted-key': () => 4,
  [Symbol.iterator]() {
    return null;
  },
  nested: { deep() { return 5; } },
};
foo.bar = function () {
  return 4;
};
a.b.c = () => 5;
handler ??= () => 6;
const cast = ((x: number) => x) as unknown as (x: number) => number;
[1, 2].map((x) => {
  return x + 1;
});
(function () {
  return 5;
})();
setTimeout(function tick() {
  return 6;
});
`;

describe('TypeScript function forms', () => {
  it('extracts every named form with qualified names, in source order', async () => {
    const r = await extract('src/forms.ts', TS_FORMS, 'typescript');
    expect(r.diagnostics).toEqual([]);
    expect(names(r)).toEqual([
      'plain',
      'gen',
      'exported',
      'Shape.constructor',
      'Shape.area',
      'Shape.create',
      'Shape.radius',
      'Shape.radius',
      'Shape.scale',
      'Shape.#secret',
      'arrow',
      'fexpr',
      'genExpr',
      'obj.method',
      'obj.prop',
      'obj.arrowProp',
      'obj.quoted-key',
      'obj[Symbol.iterator]',
      'obj.nested.deep',
      'foo.bar',
      'a.b.c',
      'handler',
      'cast',
      'tick'
    ]);
    // the map callback and the IIFE are anonymous: not extracted, counted once each
    expect(r.skips).toEqual({ 'unsupported-function': 2 });
    expect(considered(r)).toBe(26);
    // source order
    const starts = r.functions.map((f) => [f.location.start_line, f.location.start_column]);
    const sorted = [...starts].sort((x, y) => (x[0]! - y[0]!) || (x[1]! - y[1]!));
    expect(starts).toEqual(sorted);
  });

  it('treats overloads, abstract methods, declare function and signatures as non-functions', async () => {
    const text = `export function parse(x: string): number;
export function parse(x: number): number;
export function parse(x: any): number {
  return Number(x);
}
declare function ambient(): void;
abstract class Base {
  abstract run(): void;
  go(a: string): void;
  go(a: any) {
    return a;
  }
}
interface I {
  m(): void;
  f: () => void;
}
type F = (a: number) => void;
declare class D {
  m(): void;
}
`;
    const r = await extract('src/overloads.ts', text, 'typescript');
    expect(names(r)).toEqual(['parse', 'Base.go']);
    expect(r.skips).toEqual({});
    expect(r.diagnostics).toEqual([]);
    expect(r.functions[0]!.location.start_line).toBe(3);
  });

  it('names export default functions `default` unless they have their own name', async () => {
    const cases: Array<[string, string[]]> = [
      ['export default function () {\n  return 1;\n}\n', ['default']],
      ['export default function named() {\n  return 1;\n}\n', ['named']],
      ['export default async () => {\n  return 1;\n};\n', ['default']],
      ['export default class {\n  m() {\n    return 1;\n  }\n}\n', ['default.m']],
      ['export default (function () {\n  return 1;\n});\n', ['default']]
    ];
    for (const [text, expected] of cases) {
      expect(names(await extract('d.ts', text, 'typescript'))).toEqual(expected);
      expect(names(await extract('d.js', text, 'javascript'))).toEqual(expected);
    }
  });

  it('extracts nested functions: a method in a class in a function, and its helpers', async () => {
    const text = `function outer() {
  class Inner {
    method() {
      return () => 1;
    }
  }
  const helper = () => 2;
  const o = { f() { return 3; } };
  return new Inner();
}
`;
    const r = await extract('n.ts', text, 'typescript');
    expect(names(r)).toEqual(['outer', 'Inner.method', 'helper', 'o.f']);
    expect(r.skips).toEqual({ 'unsupported-function': 1 });
    // the enclosing function's text still contains the nested ones
    expect(r.functions[0]!.normalized).toContain('method ( ) { return ( ) => 1 ; }');
  });

  it('qualifies this-assignments by class and names class expressions by their binding', async () => {
    const text = `function Counter() {
  this.inc = function () {
    return 1;
  };
}
const Klass = class {
  run() {}
};
const Named = class Own {
  run() {}
};
class Outer {
  constructor() {
    this.cb = () => 1;
  }
}
`;
    const r = await extract('c.ts', text, 'typescript');
    expect(names(r)).toEqual(['Counter', 'inc', 'Klass.run', 'Own.run', 'Outer.constructor', 'Outer.cb']);
  });
});

describe('TSX, JSX, MJS and CJS', () => {
  it('extracts components from TSX with JSX inside', async () => {
    const text = `import React from 'react';
export function Button({ label }: { label: string }) {
  return <button onClick={() => console.log(label)}>{label}</button>;
}
export const Card = <T,>(props: { item: T }) => {
  return (
    <div className="card">
      <Button label="x" />
    </div>
  );
};
class View extends React.Component {
  render() {
    return <p>{this.props.children}</p>;
  }
}
`;
    const r = await extract('src/Card.tsx', text, 'tsx');
    expect(r.diagnostics).toEqual([]);
    expect(names(r)).toEqual(['Button', 'Card', 'View.render']);
    expect(r.skips).toEqual({ 'unsupported-function': 1 });
    expect(r.functions[1]!.normalized).toContain('< div className = "card" > < Button label = "x" /> </ div >');
  });

  it('parses JSX in .js files with the JavaScript grammar, including class fields', async () => {
    const text = `function App({ items }) {
  return <ul>{items.map((i) => <Item key={i} />)}</ul>;
}
class Store {
  items = [];
  add = (x) => {
    this.items.push(x);
  };
  static load() {
    return new Store();
  }
}
`;
    expect(languageForPath('src/App.jsx')).toBe('javascript');
    const r = await extract('src/App.js', text, 'javascript');
    expect(r.diagnostics).toEqual([]);
    expect(names(r)).toEqual(['App', 'Store.add', 'Store.load']);
    expect(r.skips).toEqual({ 'unsupported-function': 1 });
  });

  it('extracts ES module forms from .mjs', async () => {
    const text = `export const load = async (url) => {
  const res = await fetch(url);
  return res.json();
};
export async function* pages() {
  yield 1;
}
export default async function () {
  return load('x');
}
`;
    const r = await extract('lib/load.mjs', text, languageForPath('lib/load.mjs')!);
    expect(names(r)).toEqual(['load', 'pages', 'default']);
  });

  it('extracts CommonJS export forms from .cjs', async () => {
    const text = `'use strict';
module.exports = {
  parse(x) {
    return JSON.parse(x);
  },
  format: function (x) {
    return JSON.stringify(x);
  },
};
exports.helper = (x) => {
  return x;
};
module.exports.other = function other() {
  return 1;
};
exports['kebab-name'] = function () {
  return 2;
};
`;
    const r = await extract('lib/index.cjs', text, languageForPath('lib/index.cjs')!);
    expect(names(r)).toEqual([
      'module.exports.parse',
      'module.exports.format',
      'exports.helper',
      'module.exports.other',
      'exports.kebab-name'
    ]);
  });
});

describe('languageForPath', () => {
  it('maps extensions to languages', () => {
    expect(languageForPath('a.ts')).toBe('typescript');
    expect(languageForPath('a/b.mts')).toBe('typescript');
    expect(languageForPath('a/b.cts')).toBe('typescript');
    expect(languageForPath('types/x.d.ts')).toBe('typescript');
    expect(languageForPath('C.tsx')).toBe('tsx');
    expect(languageForPath('a.js')).toBe('javascript');
    expect(languageForPath('a.jsx')).toBe('javascript');
    expect(languageForPath('a.mjs')).toBe('javascript');
    expect(languageForPath('a.cjs')).toBe('javascript');
    expect(languageForPath('A.TS')).toBe('typescript');
    expect(languageForPath('a.py')).toBeNull();
    expect(languageForPath('Makefile')).toBeNull();
    expect(languageForPath('dir.ts/readme')).toBeNull();
    expect(languageForPath('.js')).toBeNull();
  });

  it('uses the options it is given', async () => {
    const r = await extract('x.ts', 'function f() {\n  return 1;\n}\n', 'typescript', { ...ALL, minLines: 4 });
    expect(r.functions).toEqual([]);
    expect(r.skips).toEqual({ 'below-minimum-lines': 1 });
  });
});
