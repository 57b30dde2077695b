import { describe, expect, test } from '@jest/globals';
import { GROUPS, PACKAGES, partsOfMembers } from '../../bench/quality/reimpl.js';

describe('re-implementation groups', () => {
  test('every member names a pinned package and every group has two or more members', () => {
    const pinned = new Set(PACKAGES.map((p) => p.name));
    for (const g of GROUPS) {
      expect(g.members.length).toBeGreaterThanOrEqual(2);
      for (const m of g.members) expect(pinned.has(m.pkg)).toBe(true);
    }
    expect(new Set(GROUPS.map((g) => g.id)).size).toBe(GROUPS.length);
  });

  test('partsOfMembers: functions nested in a member, never the member itself or a neighbour', () => {
    const member = { path: 'debounce/index.js', start_line: 1, end_line: 104 };
    const fns = [
      member,
      { path: 'debounce/index.js', start_line: 22, end_line: 29 }, // nested
      { path: 'debounce/index.js', start_line: 104, end_line: 110 }, // starts inside, ends outside
      { path: 'debounce/index.js', start_line: 105, end_line: 120 }, // after
      { path: 'other/index.js', start_line: 2, end_line: 9 } // same lines, other file
    ];
    expect(partsOfMembers(fns, [member])).toEqual([fns[1]]);
    expect(partsOfMembers(fns, [])).toEqual([]);
  });
});
