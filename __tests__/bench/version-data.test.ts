/** Cross-version training pairs (bench/quality/train/version-data.ts): which functions pair. */
import { describe, expect, it } from '@jest/globals';
import { capPerVersion, pairByName, type VersionPair } from '../../bench/quality/train/version-data.js';

const fn = (name: string, body: string): string => `function ${name} ( a , b ) { ${body} }`;

describe('pairByName', () => {
  const loop = 'const out = [ ] ; for ( let i = 0 ; i < a . length ; i ++ ) { if ( a [ i ] > b ) out . push ( a [ i ] ) ; } return out ;';
  const rewritten = 'return a . filter ( ( x ) => x > b ) ;';
  const edited = loop.replace('return out ;', 'log ( out ) ; return out ;');
  const before = new Map([
    ['kept', fn('kept', loop)],
    ['rewritten', fn('rewritten', loop)],
    ['touched', fn('touched', loop)],
    ['gone', fn('gone', loop)]
  ]);
  const after = new Map([
    ['rewritten', fn('rewritten', rewritten)],
    ['kept', fn('kept', loop)],
    ['touched', fn('touched', edited)],
    ['added', fn('added', rewritten)]
  ]);

  it('pairs a function rewritten under the same name; not one unchanged, barely edited, removed or added', () => {
    const pairs = pairByName(7, 'x@1', before, after, 0.8);
    expect(pairs.map((p) => [p.pkg, p.from, p.name])).toEqual([[7, 'x@1', 'rewritten']]);
    expect(pairs[0]!.old).toBe(fn('rewritten', loop));
    expect(pairs[0]!.current).toBe(fn('rewritten', rewritten));
    expect(pairs[0]!.jaccard).toBeLessThan(0.8);
  });

  it('takes the small edit too when the similarity cap allows it', () => {
    expect(pairByName(0, 'x@1', before, after, 1).map((p) => p.name)).toEqual(['rewritten', 'touched']);
  });
});

describe('capPerVersion', () => {
  const pair = (from: string, i: number): VersionPair => ({ pkg: 0, from, name: `f${i}`, old: `a${i}`, current: `b${i}`, jaccard: 0.5 });
  const pairs = [...Array.from({ length: 10 }, (_, i) => pair('big@1', i)), ...Array.from({ length: 3 }, (_, i) => pair('small@1', i))];

  it('keeps at most the cap from each older version, the same ones every time, in their order', () => {
    const capped = capPerVersion(pairs, 4);
    expect(capped.filter((p) => p.from === 'big@1')).toHaveLength(4);
    expect(capped.filter((p) => p.from === 'small@1')).toHaveLength(3);
    expect(capPerVersion(pairs, 4)).toEqual(capped);
    expect(capped.map((p) => pairs.indexOf(p))).toEqual([...capped.map((p) => pairs.indexOf(p))].sort((a, b) => a - b));
  });

  it('keeps everything without a cap', () => {
    expect(capPerVersion(pairs, Infinity)).toEqual(pairs);
  });
});
