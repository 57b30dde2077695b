/** Clone classes of a full scan: grouping without chaining, and the ranking of what is worth paying down. */
import { cloneClasses } from '../../src/report/classes.js';
import { candidate, location, withCandidates } from './envelopes.js';

const full = { scope: { active: false, paths: [] } };
const big = (path: string, name: string, lines: number) => location(path, name, 1, { end_line: lines });

describe('cloneClasses', () => {
  it('groups the pairs of one function family into one class and keeps every pair in it', () => {
    const a = big('src/a.ts', 'a', 30);
    const b = big('src/b.ts', 'b', 30);
    const c = big('src/c.ts', 'c', 30);
    const [cls] = cloneClasses(withCandidates([candidate(1, a, b, 0.99), candidate(2, a, c, 0.98), candidate(3, b, c, 0.97)], full));
    expect(cls!.members.map((m) => m.name)).toEqual(['a', 'b', 'c']);
    expect(cls!.pairs).toHaveLength(3);
    expect(cls).toMatchObject({ rank: 1, kind: 'copies', lines: 90, duplicatedLines: 60, files: 3 });
  });

  it('does not chain unrelated functions through one hub that resembles all of them', () => {
    const hub = big('src/hub.ts', 'hub', 20);
    const others = ['p', 'q', 'r', 's', 't'].map((n) => big(`src/${n}.ts`, n, 20));
    const cands = others.map((o, i) => candidate(i, hub, o, 0.8 - i * 0.01));
    const classes = cloneClasses(withCandidates(cands, full));
    // the hub joins its three best only; the other two stay out of its class
    expect(classes.find((c) => c.members.length > 2)!.members.map((m) => m.name)).toEqual(['hub', 'p', 'q', 'r']);
    // no pair is lost: the others are classes of their own pair
    expect(classes.flatMap((c) => c.pairs).length).toBe(cands.length);
    expect(classes.filter((c) => c.members.length === 2).map((c) => c.members.map((m) => m.name))).toEqual(
      expect.arrayContaining([['hub', 's'], ['hub', 't']])
    );
  });

  it('ranks production copies across files above test-only classes, single-file classes and families of small siblings', () => {
    const prod = [big('src/x/retry.ts', 'retry', 40), big('src/y/retry.ts', 'withRetry', 40)];
    const tests = [big('test/a.test.ts', 'setup', 40), big('test/b.test.ts', 'setup2', 40)];
    const oneFile = [big('src/z.ts', 'one', 40), location('src/z.ts', 'two', 60, { end_line: 99 })];
    const family = ['get1', 'get2', 'get3', 'get4'].map((n, i) => location(`src/getters/${n}.ts`, n, 1, { end_line: 6 + i }));
    const cands = [
      candidate(1, tests[0]!, tests[1]!, 0.99),
      candidate(2, oneFile[0]!, oneFile[1]!, 0.99),
      candidate(3, family[0]!, family[1]!, 0.99),
      candidate(4, family[1]!, family[2]!, 0.99),
      candidate(5, family[2]!, family[3]!, 0.99),
      candidate(6, prod[0]!, prod[1]!, 0.95)
    ];
    const classes = cloneClasses(withCandidates(cands, full));
    expect(classes[0]!.members.map((m) => m.name)).toEqual(['retry', 'withRetry']);
    expect(classes.find((c) => c.testOnly)!.rank).toBeGreaterThan(1);
    expect(classes.find((c) => c.siblingFamily)!.members).toHaveLength(4);
    expect(classes.map((c) => c.rank)).toEqual([1, 2, 3, 4]);
  });

  it('gives a class the same id when its members move', () => {
    const a = big('src/a.ts', 'a', 30);
    const b = big('src/b.ts', 'b', 30);
    const id = cloneClasses(withCandidates([candidate(1, a, b)], full))[0]!.id;
    const moved = cloneClasses(withCandidates([candidate(1, { ...a, start_line: 5, end_line: 34 }, b)], full))[0]!.id;
    expect(moved).toBe(id);
  });
});

describe('cloneClasses ranking terms', () => {
  it('ranks copies first, framework-dictated copies (per-route GET in route.ts) next, a larger class of look-alikes last', () => {
    const copies = [big('src/a/retry.ts', 'retry', 30), big('src/b/backoff.ts', 'withBackoff', 30)];
    const looks = [big('src/c/one.ts', 'one', 60), big('src/d/two.ts', 'two', 60)];
    const routes = [big('app/api/boards/route.ts', 'GET', 60), big('app/api/links/route.ts', 'GET', 60)];
    const env = withCandidates([candidate(1, copies[0]!, copies[1]!, 0.99), candidate(2, looks[0]!, looks[1]!, 0.8), candidate(3, routes[0]!, routes[1]!, 0.99)], full);
    const classes = cloneClasses(env);
    expect(classes.map((c) => c.members[0]!.name)).toEqual(['retry', 'GET', 'one']);
    expect(classes[1]).toMatchObject({ conventional: true, kind: 'copies' });
    expect(classes[2]).toMatchObject({ conventional: false, kind: 'look-alikes' });
  });
});

describe('cloneClasses: small duplication', () => {
  it('ranks a pair of 30-line copies above a pair with a member under 20 lines, scaled by its duplicated lines and the small-member term', () => {
    const pair = [big('src/a/x.ts', 'parseRange', 30), big('src/b/y.ts', 'readRange', 30)];
    // 12 + 60 lines: 12 duplicated lines against the pair's 30, and the small member's × 0.3 on top
    const small = [big('src/c/p.ts', 'tiny', 12), big('src/d/q.ts', 'large', 60)];
    const classes = cloneClasses(withCandidates([candidate(1, small[0]!, small[1]!, 0.99), candidate(2, pair[0]!, pair[1]!, 0.99)], full));
    expect(classes.map((c) => c.members[0]!.name)).toEqual(['parseRange', 'tiny']);
    expect(classes[1]!.score).toBeCloseTo(classes[0]!.score * (12 / 30) * 0.3, 5);
  });
});
