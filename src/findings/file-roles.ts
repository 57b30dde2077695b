/**
 * What a file is for, from its path alone: tests, fixtures, examples and
 * playgrounds are written in families on purpose (a mirrored test per
 * module), so a pair of two such files is expected similarity, not a finding.
 */

const TEST_DIRS = new Set([
  '__tests__',
  '__test__',
  '__mocks__',
  '__fixtures__',
  'test',
  'tests',
  'spec',
  'specs',
  'e2e',
  'cypress',
  'playwright',
  'fixture',
  'fixtures',
  'example',
  'examples',
  'playground',
  'playgrounds',
  'demo',
  'demos',
  'stories',
  '__stories__',
  'testing',
  'test-utils'
]);

/** `x.test.ts`, `x.spec.tsx`, `x.stories.ts`, `x.e2e.ts`, `x.bench.ts`, `x.fixture.js` … */
const TEST_FILE = /\.(test|spec|stories|story|e2e|bench|fixture|fixtures|cy|mock)\.[cm]?[jt]sx?$/i;

/** True for a test, fixture, example, story or playground file. */
export function isTestLikePath(path: string): boolean {
  const parts = path.split('/');
  const file = parts[parts.length - 1] ?? '';
  if (TEST_FILE.test(file)) return true;
  for (let i = 0; i < parts.length - 1; i++) if (TEST_DIRS.has(parts[i]!.toLowerCase())) return true;
  return false;
}

/**
 * Siblings whose name and file name a framework dictates: one function name
 * (its last part: `GET`, `Resolver.resolve`) in files of one name across
 * folders (`app/users/route.ts`, `app/teams/route.ts`). Written that way on
 * purpose, one per route or entity.
 */
export function dictatedSiblings(members: ReadonlyArray<{ path: string; name: string }>): boolean {
  const files = new Set(members.map((m) => m.path));
  if (files.size < 2) return false;
  return new Set(members.map((m) => m.name.split('.').pop())).size === 1 && new Set(members.map((m) => m.path.split('/').pop())).size === 1;
}
