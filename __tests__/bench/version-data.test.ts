/** Cross-version training pairs (bench/quality/train/version-data.ts): which functions pair. */
import { describe, expect, it } from '@jest/globals';
import { pairByName } from '../../bench/quality/train/version-data.js';

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
    const pairs = pairByName(7, before, after, 0.8);
    expect(pairs.map((p) => [p.pkg, p.name])).toEqual([[7, 'rewritten']]);
    expect(pairs[0]!.old).toBe(fn('rewritten', loop));
    expect(pairs[0]!.current).toBe(fn('rewritten', rewritten));
    expect(pairs[0]!.jaccard).toBeLessThan(0.8);
  });

  it('takes the small edit too when the similarity cap allows it', () => {
    expect(pairByName(0, before, after, 1).map((p) => p.name)).toEqual(['rewritten', 'touched']);
  });
});
