import { describe, expect, it } from '@jest/globals';
import { parsePatchHunks, pullRequestFromPayload, scopeFromFiles } from '../../src/action/pr-scope.js';

describe('parsePatchHunks', () => {
  it('returns the added lines on the new side, merged into ranges', () => {
    const patch = [
      '@@ -1,4 +1,6 @@',
      ' line1',
      '+added2',
      '+added3',
      ' line4',
      '-removed',
      ' line5',
      '+added6',
      '@@ -20,3 +22,4 @@ function f() {',
      ' a',
      '+b',
      ' c',
      '\\ No newline at end of file'
    ].join('\n');
    expect(parsePatchHunks(patch)).toEqual([
      [2, 3],
      [6, 6],
      [23, 23]
    ]);
  });

  it('handles a new file (hunk header without counts) and a pure deletion', () => {
    expect(parsePatchHunks('@@ -0,0 +1 @@\n+only')).toEqual([[1, 1]]);
    expect(parsePatchHunks('@@ -3,2 +2,0 @@\n-a\n-b')).toEqual([]);
  });
});

describe('scopeFromFiles', () => {
  it('drops removed files, keeps renames under the new path, and keeps patch-less files whole', () => {
    const s = scopeFromFiles([
      { filename: 'src/b.ts', status: 'modified', patch: '@@ -1,1 +1,2 @@\n a\n+b' },
      { filename: 'src/gone.ts', status: 'removed', patch: '@@ -1,1 +0,0 @@\n-a' },
      { filename: 'src/new-name.ts', status: 'renamed', previous_filename: 'src/old-name.ts', changes: 0 },
      { filename: 'src/huge.ts', status: 'modified', changes: 5000 },
      { filename: 'src/a.ts', status: 'added', patch: '@@ -0,0 +1,2 @@\n+x\n+y' }
    ]);
    expect(s.files).toEqual(['src/a.ts', 'src/b.ts', 'src/huge.ts', 'src/new-name.ts']);
    expect(s.removed).toEqual(['src/gone.ts']);
    expect(s.renamed).toEqual([{ from: 'src/old-name.ts', to: 'src/new-name.ts' }]);
    expect(s.hunks).toEqual({ 'src/a.ts': [[1, 2]], 'src/b.ts': [[2, 2]], 'src/new-name.ts': [] });
    expect(s.hunks['src/huge.ts']).toBeUndefined();
  });
});

describe('pullRequestFromPayload', () => {
  const payload = (headRepo: string | null) => ({
    pull_request: {
      number: 7,
      changed_files: 2,
      base: { sha: 'b'.repeat(40), repo: { full_name: 'acme/app' } },
      head: { sha: 'h'.repeat(40), repo: headRepo ? { full_name: headRepo } : null }
    }
  });

  it('reads number, shas and repositories', () => {
    expect(pullRequestFromPayload(payload('acme/app'))).toEqual({
      number: 7,
      baseSha: 'b'.repeat(40),
      headSha: 'h'.repeat(40),
      baseRepo: 'acme/app',
      headRepo: 'acme/app',
      isFork: false,
      changedFiles: 2
    });
  });

  it('marks forks and deleted head repositories', () => {
    expect(pullRequestFromPayload(payload('someone/app'))?.isFork).toBe(true);
    expect(pullRequestFromPayload(payload(null))?.isFork).toBe(true);
  });

  it('returns null without a pull request', () => {
    expect(pullRequestFromPayload({ ref: 'refs/heads/main' })).toBeNull();
    expect(pullRequestFromPayload(null)).toBeNull();
  });
});
