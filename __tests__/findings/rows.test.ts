/**
 * The rows a review shows: one per changed function, one per untouched copy
 * that several changed functions drifted from, and one per file that several
 * new functions copy from one other file.
 */
import type { FindingKind } from '../../src/contracts/types.js';
import { reviewRows } from '../../src/findings/rows.js';

type Pair = { changed: string; other: string; kind: FindingKind };
const pair = (changed: string, other: string, kind: FindingKind): Pair => ({ changed, other, kind });
// a function `f` lives in file `f`, and `dir/f` in file `dir`
const fileOf = (name: string): string => name.split('/')[0]!;
const shape = (pairs: Pair[]) => reviewRows(pairs, (p) => ({ ...p, changedFile: fileOf(p.changed), otherFile: fileOf(p.other) })).map((r) => ({ row: r.matches.map((m) => `${m.changed}>${m.other}`), alike: r.alike.map((m) => m.changed) }));

describe('reviewRows', () => {
  it('gives each changed function one row, its matches in the order given, co-changed pairs apart', () => {
    expect(shape([pair('a', 'x', 'copy'), pair('b', 'y', 're-implementation'), pair('a', 'z', 'copy'), pair('a', 'b', 'co-changed')])).toEqual([
      { row: ['a>x', 'a>z'], alike: [] },
      { row: ['b>y'], alike: [] }
    ]);
  });

  it('folds the drift of one copy from several changed functions into the first one’s row', () => {
    // three landing pages changed alike, the home page left out: one row, naming the other two
    expect(shape([pair('seo1', 'home', 'drift'), pair('seo2', 'home', 'drift'), pair('seo3', 'home', 'drift'), pair('seo2', 'pricing', 'drift')])).toEqual([
      { row: ['seo1>home'], alike: ['seo2', 'seo3'] },
      { row: ['seo2>pricing'], alike: [] }
    ]);
  });

  it('keeps a copy’s drift and a copy finding of the same function apart: only drift folds', () => {
    expect(shape([pair('a', 'x', 'drift'), pair('b', 'x', 'copy')])).toEqual([
      { row: ['a>x'], alike: [] },
      { row: ['b>x'], alike: [] }
    ]);
  });

  it('folds nothing into a drift that is not its row’s best match: the other changed functions keep their own rows', () => {
    // a's best match is a copy; its drift from x sits behind "and 1 more", so b's drift from x stays a row
    expect(shape([pair('a', 'y', 'copy'), pair('a', 'x', 'drift'), pair('b', 'x', 'drift')])).toEqual([
      { row: ['a>y', 'a>x'], alike: [] },
      { row: ['b>x'], alike: [] }
    ]);
  });

  it('folds new functions of one file that copy one other file into the first one’s row', () => {
    // a helper module pasted into a second app: two of its functions copy the first app's, a third matches elsewhere
    expect(
      shape([pair('app2/size', 'app1/size', 'copy'), pair('app2/exists', 'app1/exists', 'copy'), pair('app2/exists', 'lib/check', 'copy'), pair('app2/slug', 'lib/slug', 'copy')])
    ).toEqual([
      { row: ['app2/size>app1/size'], alike: ['app2/exists'] },
      { row: ['app2/slug>lib/slug'], alike: [] }
    ]);
  });

  it('folds no copy whose best match is something else, nor a re-implementation', () => {
    expect(
      shape([pair('app2/size', 'app1/size', 'copy'), pair('app2/parse', 'lib/parse', 're-implementation'), pair('app2/parse', 'app1/parse', 'copy'), pair('app2/slug', 'app1/slug', 're-implementation')])
    ).toEqual([
      { row: ['app2/size>app1/size'], alike: [] },
      { row: ['app2/parse>lib/parse', 'app2/parse>app1/parse'], alike: [] },
      { row: ['app2/slug>app1/slug'], alike: [] }
    ]);
  });
});
