import { discover, type DiscoveryRequest } from '../../src/discovery/discover.js';
import { cleanup, commit, makeRepo } from '../helpers/git-repo.js';

const fn = (name: string) => `export function ${name}() {\n  return 1;\n}\n`;
const req = (root: string, extra: Partial<DiscoveryRequest> = {}): DiscoveryRequest => ({ root, scope: { kind: 'full' }, maxFiles: 1000, ...extra });
const codes = (r: { diagnostics: Array<{ code: string }> }) => r.diagnostics.map((d) => d.code);

afterAll(cleanup);

describe('discover: workspace predicate (monorepo package)', () => {
  const repo = makeRepo({
    'packages/api/src/a.ts': fn('a'),
    'packages/api/src/b.ts': fn('b'),
    'packages/apiclient/c.ts': fn('c'),
    'packages/web/d.ts': fn('d')
  });

  it('alone, puts every file under the directory in scope and keeps the whole corpus', async () => {
    const r = await discover(req(repo.dir, { workspace: 'packages/api' }));
    expect(r.scope).toEqual({ active: true, paths: ['packages/api/src/a.ts', 'packages/api/src/b.ts'], hunks: null });
    expect(r.files).toHaveLength(4);
  });

  it('intersects with a changed-files scope', async () => {
    const r2 = makeRepo({ 'packages/api/a.ts': fn('a'), 'packages/web/d.ts': fn('d') });
    const base = r2.sha!;
    commit(r2, { 'packages/api/a.ts': fn('a2'), 'packages/web/d.ts': fn('d2') }, 'touch both');
    const r = await discover(req(r2.dir, { scope: { kind: 'git', base, hunks: false }, workspace: 'packages/web/' }));
    expect(r.scope.paths).toEqual(['packages/web/d.ts']);
  });

  it('refuses a directory outside the repository and reports an empty one', async () => {
    const out = await discover(req(repo.dir, { workspace: '../elsewhere' }));
    expect(out.scope).toMatchObject({ active: true, paths: [] });
    expect(codes(out)).toContain('path-outside-repository');
    const empty = await discover(req(repo.dir, { workspace: 'packages/none' }));
    expect(empty.scope.paths).toEqual([]);
    expect(codes(empty)).toContain('scope-file-not-found');
  });
});
