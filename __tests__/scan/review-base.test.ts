/** Matching a file's head functions to their base versions, one to one. */
import type { ExtractedFunction } from '../../src/contracts/pipeline.js';
import { matchVersions } from '../../src/scan/review-base.js';

const fn = (name: string, line: number, text: string): ExtractedFunction => ({
  location: { path: 'a.ts', name, start_line: line, start_column: 1, end_line: line + 5, end_column: 1, source_sha256: text },
  normalized: text,
  normalized_sha256: text,
  lines: 6
});

describe('matchVersions', () => {
  it('lets an unchanged function keep its base version, so a second function of the same name is new', () => {
    const v1 = fn('migrate', 10, 'v1');
    const headV1 = fn('migrate', 10, 'v1');
    const headV2 = fn('migrate', 3, 'v2');
    const m = matchVersions([headV2, headV1], [v1]);
    expect(m.get(headV1)).toBe(v1);
    expect(m.has(headV2)).toBe(false);
  });

  it('matches a modified function by name, the nearest by line when the name repeats', () => {
    const a = fn('render', 1, 'a');
    const b = fn('render', 40, 'b');
    const headB = fn('render', 42, 'b2');
    expect(matchVersions([headB], [a, b]).get(headB)).toBe(b);
  });

  it('matches a renamed function by its text', () => {
    const old = fn('fetchText', 5, 'body');
    const renamed = fn('webextFetch', 5, 'body');
    expect(matchVersions([renamed], [old]).get(renamed)).toBe(old);
  });
});
