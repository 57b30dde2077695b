import { describe, expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { GROUPS, PACKAGES, partsOfMembers, pickMember } from '../../bench/quality/reimpl.js';
import { SPEC_DIR, specGroups, specPackages } from '../../bench/quality/spec-groups.js';
import { TRAIN_PACKAGES } from '../../bench/quality/train/packages.js';

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

describe('the spec family (bench/reimpl-train)', () => {
  test('every evaluation specification is a group of its original and one implementation per module', () => {
    const groups = specGroups();
    expect(groups.length).toBeGreaterThanOrEqual(60);
    const modules = readdirSync(SPEC_DIR).filter((f) => f.startsWith('heldout.impl-'));
    for (const g of groups) {
      expect(g.family).toBe('spec');
      expect(g.members[0]).toMatchObject({ line: expect.any(Number) });
      expect(g.members.slice(1).map((m) => m.file).sort()).toEqual(modules.sort());
    }
    // no evaluation package is a training package
    const training = new Set(TRAIN_PACKAGES.map((p) => p.name));
    for (const p of specPackages()) expect(training.has(p.name)).toBe(false);
  });

  test('pickMember by start line takes the outermost function there; by marker, the first function below it', () => {
    const fn = (start_line: number, end_line: number, name = 'f') => ({ location: { path: 'x.ts', name, start_line, start_column: 1, end_line, end_column: 1, source_sha256: '' }, normalized: '', normalized_sha256: '', lines: end_line - start_line + 1 });
    const fns = [fn(3, 20, 'outer'), fn(3, 5, 'inner'), fn(8, 9, 'nested'), fn(22, 30, 'next')];
    expect(pickMember({ pkg: 'p', file: 'x.ts', line: 3 }, fns)?.location.name).toBe('outer');
    expect(pickMember({ pkg: 'p', file: 'x.ts', afterLine: 21 }, fns)?.location.name).toBe('next');
    expect(pickMember({ pkg: 'p', file: 'x.ts', afterLine: 2 }, fns)?.location.name).toBe('outer');
    expect(pickMember({ pkg: 'p', file: 'x.ts', line: 4 }, fns)).toBeNull();
  });
});
