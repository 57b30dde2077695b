import { changedPaths, mergeRanges, parseNameStatusZ, parseUnifiedDiffHunks, unquoteGitPath } from '../../src/discovery/diff-hunks.js';

describe('parseNameStatusZ', () => {
  it('reads single-path and two-path (rename/copy) records', () => {
    const out = ['M', 'src/a.ts', 'A', 'src/new.ts', 'D', 'src/gone.ts', 'R087', 'src/old.ts', 'src/renamed.ts', 'C100', 'src/a.ts', 'src/copy.ts', 'T', 'src/t.ts', ''].join('\0');
    expect(parseNameStatusZ(out)).toEqual([
      { kind: 'modified', path: 'src/a.ts', oldPath: null },
      { kind: 'added', path: 'src/new.ts', oldPath: null },
      { kind: 'deleted', path: 'src/gone.ts', oldPath: null },
      { kind: 'renamed', path: 'src/renamed.ts', oldPath: 'src/old.ts' },
      { kind: 'copied', path: 'src/copy.ts', oldPath: 'src/a.ts' },
      { kind: 'type-changed', path: 'src/t.ts', oldPath: null }
    ]);
  });

  it('changedPaths drops deletions, keeps new names, sorts and dedupes', () => {
    const entries = parseNameStatusZ(['R100', 'z/old.ts', 'a/new.ts', 'D', 'b/del.ts', 'M', 'c/m.ts', 'M', 'c/m.ts', ''].join('\0'));
    expect(changedPaths(entries)).toEqual(['a/new.ts', 'c/m.ts']);
  });

  it('keeps names with spaces, tabs and newlines intact', () => {
    expect(parseNameStatusZ('M\0dir/with space\tand\nnewline.ts\0')[0]?.path).toBe('dir/with space\tand\nnewline.ts');
  });

  it('returns nothing for empty output', () => {
    expect(parseNameStatusZ('')).toEqual([]);
  });
});

describe('parseUnifiedDiffHunks', () => {
  it('maps modifications and additions to new-side inclusive ranges', () => {
    const diff = [
      'diff --git a/src/a.ts b/src/a.ts',
      'index 1111111..2222222 100644',
      '--- a/src/a.ts',
      '+++ b/src/a.ts',
      '@@ -3 +3 @@ export function f() {',
      '-  return 1;',
      '+  return 2;',
      '@@ -10,0 +11,3 @@',
      '+a',
      '+b',
      '+c',
      ''
    ].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'src/a.ts': [[3, 3], [11, 13]] });
  });

  it('records a pure deletion as the zero-length hunk after which lines went', () => {
    const diff = ['diff --git a/x.ts b/x.ts', '--- a/x.ts', '+++ b/x.ts', '@@ -5,2 +4,0 @@', '-gone1', '-gone2', ''].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'x.ts': [[4, 4]] });
  });

  it('records a deletion at the top of the file as [1, 1]', () => {
    const diff = ['diff --git a/x.ts b/x.ts', '--- a/x.ts', '+++ b/x.ts', '@@ -1 +0,0 @@', '-first', ''].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'x.ts': [[1, 1]] });
  });

  it('handles new files, ignores deleted files, merges adjacent ranges', () => {
    const diff = [
      'diff --git a/new.ts b/new.ts',
      'new file mode 100644',
      '--- /dev/null',
      '+++ b/new.ts',
      '@@ -0,0 +1,2 @@',
      '+one',
      '+two',
      'diff --git a/old.ts b/old.ts',
      'deleted file mode 100644',
      '--- a/old.ts',
      '+++ /dev/null',
      '@@ -1,2 +0,0 @@',
      '-one',
      '-two',
      'diff --git a/m.ts b/m.ts',
      '--- a/m.ts',
      '+++ b/m.ts',
      '@@ -1 +1 @@',
      '-x',
      '+y',
      '@@ -2 +2 @@',
      '-x',
      '+y',
      ''
    ].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'm.ts': [[1, 2]], 'new.ts': [[1, 2]] });
  });

  it('does not mistake content lines that look like headers for headers', () => {
    const diff = [
      'diff --git a/a.ts b/a.ts',
      '--- a/a.ts',
      '+++ b/a.ts',
      '@@ -1,0 +1,3 @@',
      '+++ b/evil.ts',
      '+diff --git a/evil.ts b/evil.ts',
      '+@@ -1 +100,5 @@',
      '\\ No newline at end of file',
      ''
    ].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'a.ts': [[1, 3]] });
  });

  it('records pure renames with no hunks, and renamed+edited files under the new name', () => {
    const diff = [
      'diff --git a/old.ts b/new.ts',
      'similarity index 100%',
      'rename from old.ts',
      'rename to new.ts',
      'diff --git a/o2.ts b/n2.ts',
      'similarity index 80%',
      'rename from o2.ts',
      'rename to n2.ts',
      'index 1..2 100644',
      '--- a/o2.ts',
      '+++ b/n2.ts',
      '@@ -7 +7,2 @@',
      '-a',
      '+b',
      '+c',
      ''
    ].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'n2.ts': [[7, 8]], 'new.ts': [] });
  });

  it('reads quoted paths and the tab git appends to names with spaces', () => {
    const diff = [
      'diff --git "a/caf\\303\\251.ts" "b/caf\\303\\251.ts"',
      '--- "a/caf\\303\\251.ts"',
      '+++ "b/caf\\303\\251.ts"',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      'diff --git a/my file.ts b/my file.ts',
      '--- a/my file.ts\t',
      '+++ b/my file.ts\t',
      '@@ -2 +2 @@',
      '-a',
      '+b',
      ''
    ].join('\n');
    expect(parseUnifiedDiffHunks(diff)).toEqual({ 'café.ts': [[1, 1]], 'my file.ts': [[2, 2]] });
  });
});

describe('helpers', () => {
  it('unquoteGitPath undoes C escapes and leaves plain names alone', () => {
    expect(unquoteGitPath('"a\\tb\\"c\\\\d"')).toBe('a\tb"c\\d');
    expect(unquoteGitPath('plain.ts')).toBe('plain.ts');
  });

  it('mergeRanges sorts, merges overlaps and adjacency, drops invalid ranges', () => {
    expect(mergeRanges([[10, 12], [1, 2], [3, 4], [11, 20], [0, 5], [9, 8]])).toEqual([[1, 4], [10, 20]]);
  });
});
