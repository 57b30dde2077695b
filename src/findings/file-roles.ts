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

/**
 * `x.test.ts`, `x.spec.tsx`, `x.stories.ts`, `x.e2e.ts`, `x.bench.ts`, `x.fixture.js` …, and a test
 * runner's project suffixes: `x.clienttest.tsx`, `x.servertest.ts`, `x.unit-test.ts`, `x.int.spec.ts`,
 * and its name: `x.vitest.ts`, `x.jest.js`.
 */
const TEST_FILE = /\.((client|server|unit|integration|int|e2e|browser|node|dom|component|api|ui)[-_]?)?(test|spec|stories|story|e2e|bench|fixture|fixtures|cy|mock|vitest|jest)\.[cm]?[jt]sx?$/i;

/** A test runner's setup file: `jest.setup.ts`, `vitest.setup.ts`, `setupTests.js`, `test-setup.ts`, `setup-jest.ts`. */
const TEST_SETUP_FILE = /^(?:(?:jest|vitest|mocha|karma|test|tests)[-_.]?setup|setup[-_.]?(?:tests?|jest|vitest))\.[cm]?[jt]sx?$/i;

/** True for a test, fixture, example, story or playground file, or a test runner's setup file. */
export function isTestLikePath(path: string): boolean {
  const parts = path.split('/');
  const file = parts[parts.length - 1] ?? '';
  if (TEST_FILE.test(file) || TEST_SETUP_FILE.test(file)) return true;
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

/**
 * Names a framework calls a module's function by (Next.js data and metadata
 * hooks, Remix and React Router route modules, SvelteKit and Astro loaders,
 * route handlers named for their HTTP method): each route's own hook, which
 * another route can neither call nor share.
 */
const FRAMEWORK_HOOKS: ReadonlySet<string> = new Set([
  'getServerSideProps',
  'getStaticProps',
  'getStaticPaths',
  'getInitialProps',
  'generateMetadata',
  'generateStaticParams',
  'generateViewport',
  'loader',
  'action',
  'clientLoader',
  'clientAction',
  'meta',
  'links',
  'shouldRevalidate',
  'load',
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS'
]);

/** Two functions that are one framework hook (`getServerSideProps`, `loader`, `GET`) of two modules: no re-implementation of each other. */
export function oneFrameworkHook(a: { name: string }, b: { name: string }): boolean {
  return a.name === b.name && FRAMEWORK_HOOKS.has(a.name);
}

/**
 * `migrations/`, `migration/`, `migrate/`, `db-migrations/`, `code-migrations/`, and one set per database or
 * version (`migrations-sqlite/`, `migrations_pg/`, `migrations.v2/`); not `migration-utils/`, a tool's code.
 */
const MIGRATION_DIR = /^(?:.*[-_.])?migrat(?:e|ion|ions)(?:[-_.](?:sqlite3?|postgres(?:ql)?|pg|mysql|mariadb|mssql|oracle|clickhouse|mongo(?:db)?|v?\d+))?$/i;
/** `1700000000000-add-users.migration.ts` */
const MIGRATION_FILE = /\.migrations?\.[cm]?[jt]sx?$/i;

/** True for a schema or data migration: a folder of migrations, or a `*.migration.ts` file. */
export function isMigrationPath(path: string): boolean {
  const parts = path.split('/');
  if (MIGRATION_FILE.test(parts[parts.length - 1] ?? '')) return true;
  for (let i = 0; i < parts.length - 1; i++) if (MIGRATION_DIR.test(parts[i]!)) return true;
  return false;
}

/** What the caller asked to see beyond the defaults. */
export interface PairRoles {
  includeTestPairs: boolean;
  includeMigrationPairs: boolean;
}

/**
 * A pair the defaults leave out by its files' roles: any pair with a test-like
 * file, or with a migration. Two test files are mirrored on purpose (a test per
 * module); a test, fixture, example or playground against production code is a
 * double or a standalone sample written to mirror it (a test imports what it
 * checks, and production code cannot import a test's helper): on the PR review
 * benchmark none of the 13 judged rows with one test-like side was actionable
 * (7 expected, 6 noise). A migration is history: it freezes the
 * code of its day on purpose (importing app code that later changes would rewrite
 * it), and an applied one is never edited, so neither reusing it nor syncing it is
 * a change a reviewer would ask for.
 */
export function leftOutByRole(a: string, b: string, roles: PairRoles): boolean {
  if (!roles.includeTestPairs && (isTestLikePath(a) || isTestLikePath(b))) return true;
  return !roles.includeMigrationPairs && (isMigrationPath(a) || isMigrationPath(b));
}

/** A file name's words, without its extensions: `ReportSeriesItem.tsx` → report, series, item. */
export function fileWords(path: string): string[] {
  const file = (path.split('/').pop() ?? '').replace(/\.[cm]?[jt]sx?$/i, '');
  return file
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * Two files of one folder whose names share their first or last word
 * (`logging-fields.tsx` and `ratelimit-fields.tsx`, `apply-page-slug.ts` and
 * `apply-page-locale.ts`): variants of one thing, one file each, which their
 * authors write alike on purpose.
 */
export function variantFiles(a: string, b: string): boolean {
  if (a === b) return false;
  const dir = (p: string): string => p.slice(0, p.lastIndexOf('/') + 1);
  if (dir(a) !== dir(b)) return false;
  const wa = fileWords(a);
  const wb = fileWords(b);
  if (wa.length === 0 || wb.length === 0) return false;
  return wa[0] === wb[0] || wa[wa.length - 1] === wb[wb.length - 1];
}

/** A version in a path: a `v2/` folder, or `.v1.0.7`, `-v3`, `_v2` in a file name (with the separator before it). */
const VERSION_FOLDER = /(^|\/)v\d+(?:[._]\d+)*\//gi;
const VERSION_IN_NAME = /[-_.]v\d+(?:[._]\d+)*(?=[-_.])/gi;

/** A path without its versions: `workflows/post.workflow.v1.0.7.ts` → `workflows/post.workflow.ts`. */
function unversioned(path: string): string {
  return path.replace(VERSION_FOLDER, '$1').replace(VERSION_IN_NAME, '');
}

/**
 * Two versions of one file: paths that differ only by a version
 * (`post.workflow.v1.0.7.ts` and `post.workflow.v1.0.6.ts`, `routes/v2/users.ts`
 * and `routes/v1/users.ts`, `schema.ts` and `schema.v3.ts`). A new version is
 * made by copying the last one, and the old one stays as it was on purpose (a
 * durable workflow replays the code it started with; a published API version
 * keeps its contract), so a copy between them is the versioning itself. A
 * change to one version that the other lacks may still need it (one fix for
 * two API versions): that stays drift.
 */
export function versionsOfOneFile(a: string, b: string): boolean {
  return a !== b && unversioned(a) === unversioned(b);
}
