/**
 * Containment (src/discovery/paths.ts): the per-scan check that resolves each
 * directory once must decide exactly as resolving every path whole does,
 * symlinks to files and to directories, in and out of the repository, included.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { containedRealPath, Containment } from '../../src/discovery/paths.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';

afterAll(cleanup);

describe('Containment', () => {
  const outside = makeTempDir('sc-outside-');
  writeFileSync(join(outside, 'secret.ts'), 'export const s = 1;\n');
  const root = realpathSync(makeTempDir('sc-root-'));
  mkdirSync(join(root, 'src/deep/er'), { recursive: true });
  writeFileSync(join(root, 'src/a.ts'), 'a');
  writeFileSync(join(root, 'src/deep/er/b.ts'), 'b');
  symlinkSync(join(root, 'src/a.ts'), join(root, 'src/link-in.ts'));
  symlinkSync(join(outside, 'secret.ts'), join(root, 'src/link-out.ts'));
  symlinkSync(outside, join(root, 'src/dir-out'));
  symlinkSync(join(root, 'src/deep'), join(root, 'src/dir-in'));
  execFileSync('mkfifo', [join(root, 'src/pipe.ts')]);
  const paths = [
    'src/a.ts',
    'src/deep/er/b.ts',
    'src/link-in.ts',
    'src/link-out.ts',
    'src/dir-out/secret.ts',
    'src/dir-in/er/b.ts',
    'src/pipe.ts',
    'src/missing.ts',
    'src/missing-dir/x.ts',
    'src/a.ts/x.ts',
    '../escape.ts',
    'src/../../escape.ts'
  ];

  it('decides every path as resolving it whole does', () => {
    const containment = new Containment(root);
    for (const path of paths) {
      const whole = containedRealPath(root, path);
      const got = containment.check(path);
      const summary = (c: typeof got) => (c.ok ? { ok: true, real: c.real } : { ok: false, reason: c.reason, code: c.error?.code });
      expect([path, summary(got)]).toEqual([path, summary(whole)]);
    }
  });

  it('keeps resolving a directory through its symlink once cached', () => {
    const containment = new Containment(root);
    expect(containment.check('src/dir-in/er/b.ts')).toMatchObject({ ok: true, real: join(root, 'src/deep/er/b.ts') });
    // a second file under the same (symlinked) directory: the cached realpath, still the real location
    writeFileSync(join(root, 'src/deep/er/c.ts'), 'c');
    expect(containment.check('src/dir-in/er/c.ts')).toMatchObject({ ok: true, real: join(root, 'src/deep/er/c.ts') });
    expect(containment.check('src/dir-out/secret.ts')).toEqual({ ok: false, reason: 'outside' });
  });

  it("gives a regular file's lstat, and none for what is not one", () => {
    const containment = new Containment(root);
    const file = containment.check('src/a.ts');
    expect(file.ok && file.regular?.isFile()).toBe(true);
    const link = containment.check('src/link-in.ts');
    expect(link.ok && link.regular).toBeUndefined();
    const pipe = containment.check('src/pipe.ts');
    expect(pipe.ok && pipe.regular).toBeUndefined();
  });
});
