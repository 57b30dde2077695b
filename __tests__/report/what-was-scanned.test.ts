/**
 * "What was scanned" says what the defaults left out: the generated files by
 * rule (the `generated-excluded` diagnostic) and pairs with a test file (the
 * `test-pairs-excluded` diagnostic), from a real scan of a real git
 * repository and from hand-made envelopes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { validate } from '../../src/contracts/validate.js';
import type { Diagnostic, DiscoveryEnvelope } from '../../src/contracts/types.js';
import { PR_COMMENT_MAX_CHARS, toMarkdown, type MarkdownOptions } from '../../src/report/markdown.js';
import { cleanup, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE, UNRELATED } from '../scan/corpus.js';
import { loadEnvelope, testsRoot } from './envelopes.js';

afterAll(cleanup);

const opts: MarkdownOptions = { maxRows: 50, maxChars: PR_COMMENT_MAX_CHARS };
const GENERATED: Diagnostic = {
  domain: 'workspace',
  code: 'generated-excluded',
  message: 'Left out as generated: 16 files: 12 under dist/, 3 by .gitattributes linguist-generated, 1 Emscripten glue. An include glob that names the folder (e.g. dist/**) admits it.',
  path: null
};
const TEST_PAIRS: Diagnostic = {
  domain: 'workspace',
  code: 'test-pairs-excluded',
  message: "Pairs with a test, fixture or example file not reported (4 test, fixture or example files scanned; --include-test-pairs or the action's include-test-pairs input shows them).",
  path: null
};

/** The "What was scanned" block of a markdown report. */
const details = (md: string): string => md.slice(md.indexOf('<details>'), md.indexOf('</details>'));
/** The lines between "Left out by default" and the next blank line after its list. */
function leftOut(md: string): string[] {
  const lines = details(md).split('\n');
  const i = lines.indexOf('**Left out by default**');
  if (i < 0) return [];
  const out: string[] = [];
  for (const l of lines.slice(i + 2)) {
    if (!l.startsWith('- ')) break;
    out.push(l);
  }
  return out;
}

describe('markdown: what the defaults left out', () => {
  it('renders both diagnostics in "What was scanned", generated first, and still lists them among the diagnostics', () => {
    const env = loadEnvelope('scoped');
    const md = toMarkdown({ ...env, diagnostics: [TEST_PAIRS, ...env.diagnostics, GENERATED] }, opts);
    expect(leftOut(md)).toEqual([`- ${GENERATED.message.replace('(e.g. dist/**)', '(e.g. dist/\\*\\*)')}`, `- ${TEST_PAIRS.message}`]);
    const d = details(md);
    expect(d.indexOf('**Left out by default**')).toBeGreaterThan(d.indexOf('**Scope**'));
    expect(d.indexOf('**Left out by default**')).toBeLessThan(d.indexOf('| Phase | Status |'));
    expect(md).toContain('- `workspace` `generated-excluded`: Left out as generated: 16 files');
    expect(md).toContain('- `workspace` `test-pairs-excluded`: Pairs with a test, fixture or example file not reported');
  });

  it('shows only what was left out, and nothing for an envelope without those diagnostics', () => {
    const env = loadEnvelope('full');
    expect(toMarkdown(env, opts)).not.toContain('Left out by default');
    const onlyPairs = toMarkdown({ ...env, diagnostics: [TEST_PAIRS] }, opts);
    expect(leftOut(onlyPairs)).toHaveLength(1);
    expect(leftOut(onlyPairs)[0]).toContain('Pairs with a test, fixture or example file not reported');
    // the same code in another domain is not a default
    expect(toMarkdown({ ...env, diagnostics: [{ ...GENERATED, domain: 'extraction' }] }, opts)).not.toContain('Left out by default');
  });

  it('escapes the message like any other text', () => {
    const env = loadEnvelope('scoped');
    const md = toMarkdown({ ...env, diagnostics: [{ ...GENERATED, message: 'Left out as generated: 1 file: 1 under <b>|x/' }] }, opts);
    expect(leftOut(md)).toEqual(['- Left out as generated: 1 file: 1 under &lt;b&gt;\\|x/']);
  });
});

/** Emscripten output (a .txt fixture, so that a scan of this repository does not take this test for glue). */
const EMSCRIPTEN = readFileSync(join(testsRoot, 'discovery', 'glue-fixtures', 'emscripten-classic.js.txt'), 'utf8');

describe('scan: the defaults reported once per scan', () => {
  const repo = makeRepo({
    '.gitattributes': 'src/gen/** linguist-generated\nthird/** linguist-vendored\n',
    'src/format.ts': FORMAT_BYTES,
    'src/bus.ts': UNRELATED,
    'src/gen/api.ts': HUMAN_SIZE,
    'third/size.js': HUMAN_SIZE.replace(/: number|: string/g, ''),
    'dist/size.js': HUMAN_SIZE.replace(/: number|: string/g, ''),
    'dist/other.js': 'export function other(a) {\n  const b = a + 1;\n  const c = b * 2;\n  const d = c - 3;\n  return d;\n}\n',
    'src/wasm/engine.js': EMSCRIPTEN,
    'test/format.test.ts': FORMAT_BYTES.replace('formatBytes', 'formatBytesFixture'),
    'test/size.test.ts': HUMAN_SIZE.replace('humanSize', 'humanSizeFixture')
  });

  const codesOf = (env: DiscoveryEnvelope) => env.diagnostics.map((d) => d.code);

  it('emits generated-excluded and test-pairs-excluded, and the markdown shows them', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(codesOf(envelope).filter((c) => c === 'generated-excluded')).toHaveLength(1);
    const generated = envelope.diagnostics.find((d) => d.code === 'generated-excluded')!;
    expect(generated).toEqual({
      domain: 'workspace',
      code: 'generated-excluded',
      message:
        'Left out as generated: 5 files: 2 under dist/, 1 by .gitattributes linguist-generated, 1 by .gitattributes linguist-vendored, 1 Emscripten glue. ' +
        'An include glob that names the folder (e.g. dist/**) admits it.',
      path: null
    });
    const skip = envelope.completion.skips.find((s) => s.phase === 'discovery' && s.reason === 'generated-source');
    expect(skip?.count).toBe(5);
    expect(envelope.diagnostics.find((d) => d.code === 'test-pairs-excluded')).toEqual({
      domain: 'workspace',
      code: 'test-pairs-excluded',
      message: "Pairs with a test, fixture or example file not reported (2 test, fixture or example files scanned; --include-test-pairs or the action's include-test-pairs input shows them).",
      path: null
    });
    // the test files' copy of formatBytes pairs only with each other: not reported
    const names = envelope.candidates.map((c) => [c.left.name, c.right.name].sort().join(' ~ '));
    expect(names.filter((n) => n === 'formatBytesFixture ~ humanSizeFixture')).toEqual([]);

    const md = toMarkdown(envelope, opts);
    expect(leftOut(md)).toEqual([
      '- Left out as generated: 5 files: 2 under dist/, 1 by .gitattributes linguist-generated, 1 by .gitattributes linguist-vendored, 1 Emscripten glue. ' +
        'An include glob that names the folder (e.g. dist/\\*\\*) admits it.',
      "- Pairs with a test, fixture or example file not reported (2 test, fixture or example files scanned; --include-test-pairs or the action's include-test-pairs input shows them)."
    ]);
  });

  it('with include-test-pairs and an include that admits dist/: neither default is reported where it no longer applies', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir, { includeTestPairs: true, include: ['dist/**', 'test/**', 'src/format.ts'] }));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(codesOf(envelope)).not.toContain('test-pairs-excluded');
    expect(codesOf(envelope)).not.toContain('generated-excluded');
    const names = envelope.candidates.map((c) => [c.left.name, c.right.name].sort().join(' ~ '));
    expect(names).toContain('formatBytesFixture ~ humanSizeFixture');
    expect(envelope.candidates.some((c) => c.left.path.startsWith('dist/') || c.right.path.startsWith('dist/'))).toBe(true);
    expect(toMarkdown(envelope, opts)).not.toContain('Left out by default');
  });

  describe('migrations', () => {
    const migrating = makeRepo({
      'src/format.ts': FORMAT_BYTES,
      'src/bus.ts': UNRELATED,
      // a migration freezes a copy of the helper it needs
      'db/migrations/0002-sizes.ts': FORMAT_BYTES.replace('formatBytes', 'formatBytesThen')
    });
    const touchesMigration = (env: DiscoveryEnvelope) => env.candidates.filter((c) => c.left.path.startsWith('db/') || c.right.path.startsWith('db/'));

    it('leaves out every pair with a migration file, and says so once', async () => {
      const { envelope } = await runScan(scanOptions(migrating.dir));
      expect(validate('envelope', envelope)).toEqual({ ok: true });
      expect(touchesMigration(envelope)).toEqual([]);
      expect(envelope.diagnostics.filter((d) => d.code === 'migration-pairs-excluded')).toEqual([
        {
          domain: 'workspace',
          code: 'migration-pairs-excluded',
          message: "Pairs with a migration file not reported (1 migration file scanned; --include-migration-pairs or the action's include-migration-pairs input shows them).",
          path: null
        }
      ]);
      expect(leftOut(toMarkdown(envelope, opts))).toEqual([
        "- Pairs with a migration file not reported (1 migration file scanned; --include-migration-pairs or the action's include-migration-pairs input shows them)."
      ]);
    });

    it('with include-migration-pairs: the copy in the migration is reported and the default is not', async () => {
      const { envelope } = await runScan(scanOptions(migrating.dir, { includeMigrationPairs: true }));
      expect(touchesMigration(envelope).map((c) => [c.left.name, c.right.name].sort().join(' ~ '))).toEqual(['formatBytes ~ formatBytesThen']);
      expect(codesOf(envelope)).not.toContain('migration-pairs-excluded');
    });
  });
});
