import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openExtractionCache, type ExtractionNamespace } from '../../src/cache/extraction-cache.js';
import type { FileExtraction } from '../../src/contracts/pipeline.js';
import { runScan } from '../../src/scan/run.js';
import type { ScanOptions } from '../../src/scan/options.js';
import { toJson } from '../../src/util/json.js';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { cleanup, commit, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from '../scan/corpus.js';

const ns: ExtractionNamespace = { extraction_semantics_version: 1, min_lines: 5, max_function_bytes: 65536, grammar_sha256: 'g'.repeat(64) };
const blob = (i: number): string => i.toString(16).padStart(40, '0');
const result = (path: string, n: number): FileExtraction => ({
  path,
  functions: Array.from({ length: n }, (_, i) => ({
    location: { path, name: `f${i}`, start_line: 1 + i * 10, start_column: 1, end_line: 8 + i * 10, end_column: 2, source_sha256: 'a'.repeat(64) },
    normalized: `function f${i}() { secret_text }`,
    normalized_sha256: 'b'.repeat(63) + String(i % 10),
    lines: 8
  })),
  skips: { 'below-minimum-lines': 2 },
  diagnostics: [{ domain: 'extraction', code: 'parse-error', message: 'syntax error at line 3', path }]
});

describe('extraction cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sc-xcache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('round-trips a file result by blob, rebinding the path, and stores no text', async () => {
    const { cache } = await openExtractionCache({ dir, namespace: ns });
    cache.put('typescript', blob(1), result('a.ts', 3));
    expect(await cache.flush()).toBeNull();
    const { cache: again, diagnostics } = await openExtractionCache({ dir, namespace: ns });
    expect(diagnostics).toEqual([]);
    const got = again.get('typescript', blob(1), 'moved/b.ts')!;
    expect(got.functions.map((f) => [f.location.path, f.location.name, f.location.start_line, f.normalized])).toEqual([
      ['moved/b.ts', 'f0', 1, ''],
      ['moved/b.ts', 'f1', 11, ''],
      ['moved/b.ts', 'f2', 21, '']
    ]);
    expect(got.skips).toEqual({ 'below-minimum-lines': 2 });
    expect(got.diagnostics).toEqual([{ domain: 'extraction', code: 'parse-error', message: 'syntax error at line 3', path: 'moved/b.ts' }]);
    expect(again.get('javascript', blob(1), 'a.ts')).toBeUndefined(); // language is part of the key
    expect(again.hits).toBe(1);
    const files = readdirSync(join(dir, 'extraction-v1'));
    expect(readFileSync(join(dir, 'extraction-v1', files[0]!), 'utf8')).not.toContain('secret_text');
  });

  it('reports an unwritable cache directory as a diagnostic and leaves the old pack whole', async () => {
    const file = join(dir, 'file');
    writeFileSync(file, 'x');
    const { cache: blocked } = await openExtractionCache({ dir: join(file, 'sub'), namespace: ns });
    blocked.put('typescript', blob(1), result('a.ts', 1));
    const diag = await blocked.flush();
    expect(diag).toMatchObject({ domain: 'cache', code: 'cache-write-failed' });
    expect(diag?.message).toMatch(/^extraction cache could not be saved: /);

    const { cache } = await openExtractionCache({ dir, namespace: ns });
    cache.put('typescript', blob(1), result('a.ts', 2));
    expect(await cache.flush()).toBeNull();
    const { cache: again } = await openExtractionCache({ dir, namespace: ns });
    again.put('typescript', blob(2), result('b.ts', 1));
    expect(await again.flush()).toBeNull();
    // each save replaced the pack whole: no temp file is left beside it
    expect(readdirSync(join(dir, 'extraction-v1'))).toHaveLength(1);
    const { cache: last, diagnostics } = await openExtractionCache({ dir, namespace: ns });
    expect(diagnostics).toEqual([]);
    expect(last.get('typescript', blob(1), 'a.ts')?.functions).toHaveLength(2);
    expect(last.get('typescript', blob(2), 'b.ts')?.functions).toHaveLength(1);
  });

  it('keeps namespaces apart (minLines, grammar digest)', async () => {
    const { cache } = await openExtractionCache({ dir, namespace: ns });
    cache.put('typescript', blob(1), result('a.ts', 1));
    await cache.flush();
    for (const other of [{ ...ns, min_lines: 3 }, { ...ns, grammar_sha256: 'h'.repeat(64) }, { ...ns, max_function_bytes: 10 }]) {
      const { cache: c } = await openExtractionCache({ dir, namespace: other });
      expect(c.get('typescript', blob(1), 'a.ts')).toBeUndefined();
    }
  });

  it('counts and ignores corrupt records, and keeps the good ones', async () => {
    const { cache } = await openExtractionCache({ dir, namespace: ns });
    for (let i = 0; i < 4; i++) cache.put('typescript', blob(i), result(`f${i}.ts`, 2));
    await cache.flush();
    const pack = join(dir, 'extraction-v1', readdirSync(join(dir, 'extraction-v1'))[0]!);
    const lines = readFileSync(pack, 'utf8').split('\n');
    lines[0] = lines[0]!.replace('"f0"', '"fX"'); // checksum no longer matches
    lines[1] = lines[1]!.slice(0, 40); // truncated
    lines.splice(lines.length - 1, 0, 'not a record at all');
    writeFileSync(pack, lines.join('\n'));
    const { cache: again, diagnostics } = await openExtractionCache({ dir, namespace: ns });
    expect(again.invalidEntries).toBe(3);
    expect(diagnostics.map((d) => d.code)).toEqual(['cache-entry-invalid']);
    expect(again.get('typescript', blob(0), 'x.ts')).toBeUndefined();
    expect(again.get('typescript', blob(1), 'x.ts')).toBeUndefined();
    expect(again.get('typescript', blob(2), 'x.ts')!.functions).toHaveLength(2);
  });
});

/** What must not depend on the cache: the candidates, the generation and the diagnostics. */
function stable(env: DiscoveryEnvelope): string {
  return toJson({ generation: env.generation, candidates: env.candidates, diagnostics: env.diagnostics, status: env.completion.status, skips: env.completion.skips });
}

describe('scans with the extraction cache', () => {
  afterAll(cleanup);
  const options = (root: string, cacheDir: string, extra: Partial<ScanOptions> = {}): ScanOptions => scanOptions(root, { cacheDir, ...extra });

  it('gives the same result cold, warm, and with only the extraction cache (text recovered from the files)', async () => {
    const repo = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE, 'src/bus.ts': UNRELATED, 'lib/util.js': MORE_UNRELATED });
    const cacheDir = makeTempDir('sc-cache-');
    const lines: string[] = [];
    const logger = { debug() {}, info: (m: string) => lines.push(m), warning() {} };
    const cold = (await runScan(options(repo.dir, cacheDir))).envelope;
    const warm = (await runScan(options(repo.dir, cacheDir, { logger }))).envelope;
    expect(lines.some((m) => /from 4 files \(4 files from the extraction cache\)/.test(m))).toBe(true);
    expect(stable(warm)).toBe(stable(cold));
    await rm(join(cacheDir, 'vectors-v1'), { recursive: true });
    const rehydrated = (await runScan(options(repo.dir, cacheDir))).envelope;
    expect(rehydrated.completion.cache.misses).toBe(cold.completion.cache.misses);
    expect(stable(rehydrated)).toBe(stable(cold));
    expect(cold.candidates.length).toBeGreaterThan(0);
  });

  it('a corrupt extraction pack is reported and the result is unchanged; a PR run extracts only changed files', async () => {
    const repo = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/bus.ts': UNRELATED, 'lib/util.js': MORE_UNRELATED });
    const cacheDir = makeTempDir('sc-cache-');
    const cold = (await runScan(options(repo.dir, cacheDir))).envelope;
    const packDir = join(cacheDir, 'extraction-v1');
    const pack = join(packDir, readdirSync(packDir)[0]!);
    writeFileSync(pack, readFileSync(pack, 'utf8').replace(/"f":\[\[/, '"f":[[1,'));
    const warm = (await runScan(options(repo.dir, cacheDir))).envelope;
    expect(warm.diagnostics.map((d) => d.code)).toContain('cache-entry-invalid');
    expect(warm.candidates).toEqual(cold.candidates);
    const base = commit(repo, {}, 'noop').trim();
    commit(repo, { 'src/size.ts': HUMAN_SIZE }, 'pr');
    const lines: string[] = [];
    const logger = { debug() {}, info: (m: string) => lines.push(m), warning() {} };
    const pr = (await runScan(options(repo.dir, cacheDir, { scope: { kind: 'git', base: 'HEAD~1', hunks: false }, logger }))).envelope;
    expect(base).toBeTruthy();
    expect(lines.some((m) => /from 4 files \(3 files from the extraction cache\); in scope: 1/.test(m))).toBe(true);
    expect(pr.candidates.map((c) => [c.left.name, c.right.name])).toEqual([['formatBytes', 'humanSize']]);
  });
});
