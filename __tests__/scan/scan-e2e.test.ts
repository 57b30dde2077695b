/**
 * End-to-end scans of real git repositories made in temp dirs, with the real
 * extraction, the real companion process and the embedded model.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { validate } from '../../src/contracts/validate.js';
import { toJson } from '../../src/util/json.js';
import { render } from '../../src/report/format.js';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { cleanup, commit, makeRepo } from '../helpers/git-repo.js';
import { scanOptions, withoutTiming } from '../helpers/scan.js';
import { validateSarif } from '../helpers/sarif-schema.js';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from './corpus.js';

afterAll(cleanup);


const names = (env: DiscoveryEnvelope): string[][] => env.candidates.map((c) => [c.left.name, c.right.name]);

describe('scan end to end', () => {
  const repo = makeRepo({
    'src/format.ts': FORMAT_BYTES,
    'src/size.ts': HUMAN_SIZE,
    'src/bus.ts': UNRELATED,
    'lib/util.js': MORE_UNRELATED
  });

  it('finds a renamed, reformatted copy and nothing unrelated; output validates', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(names(envelope)).toEqual([['formatBytes', 'humanSize']]);
    const [c] = envelope.candidates;
    expect(c!.left.path).toBe('src/format.ts');
    expect(c!.left.start_line).toBe(1);
    expect(c!.right.start_line).toBe(2);
    expect(c!.verification_status).toBe('unverified');
    expect(envelope.completion.status).toBe('complete');
    expect(envelope.generation.provider.provider).toBe('official-local-companion');
    expect(envelope.generation.provider.source_left_machine).toBe(false);
    expect(envelope.completion.phases.map((p) => p.phase)).toEqual([
      'discovery', 'extraction', 'cache', 'embedding', 'validation', 'comparison', 'enrichment'
    ]);
    const sarif = JSON.parse(render(envelope, 'sarif', { toolVersion: '0.1.0' }));
    expect(validateSarif(sarif).ok).toBe(true);
  });

  it('gives byte-identical JSON and SARIF for the same inputs', async () => {
    const a = withoutTiming((await runScan(scanOptions(repo.dir))).envelope);
    const b = withoutTiming((await runScan(scanOptions(repo.dir))).envelope);
    expect(toJson(a)).toBe(toJson(b));
    expect(render(a, 'sarif', { toolVersion: '0.1.0' })).toBe(render(b, 'sarif', { toolVersion: '0.1.0' }));
  });

  it('a second scan of an unchanged repository is all cache hits and does not even start the companion', async () => {
    const lines: string[] = [];
    const logger = { debug: (m: string) => lines.push(m), info: (m: string) => lines.push(m), warning: (m: string) => lines.push(m) };
    const opts = scanOptions(repo.dir, { logger });
    const cold = (await runScan(opts)).envelope;
    expect(lines.some((l) => /companion .* ready/.test(l))).toBe(true);
    lines.length = 0;
    expect(cold.completion.cache).toMatchObject({ status: 'miss', hits: 0 });
    expect(cold.completion.cache.writes).toBeGreaterThan(0);
    const warm = (await runScan(opts)).envelope;
    expect(lines.some((l) => /companion/.test(l))).toBe(false);
    expect(warm.completion.cache).toEqual({ status: 'hit', hits: cold.completion.cache.misses, misses: 0, writes: 0, invalid_entries: 0 });
    expect(warm.completion.provider_inference_ms).toBe(0);
    expect(warm.completion.phases.find((p) => p.phase === 'embedding')).toMatchObject({ processed: 0, total: 0 });
    // Cached vectors give exactly the candidates that fresh ones gave.
    expect(toJson(warm.candidates)).toBe(toJson(cold.candidates));
    expect(warm.generation).toEqual(cold.generation);
  });

  it('files to parse start the companion ahead; unused, it is closed and leaves no trace in the document', async () => {
    const opts = scanOptions(repo.dir);
    const cold = (await runScan(opts)).envelope;
    // the vectors stay cached, the parsed files do not: the scan parses, starts the companion, needs nothing from it
    rmSync(join(opts.cacheDir!, 'extraction-v1'), { recursive: true, force: true });
    const lines: string[] = [];
    const logger = { debug: (m: string) => lines.push(m), info: (m: string) => lines.push(m), warning: (m: string) => lines.push(m) };
    const exitListeners = process.listenerCount('exit');
    const warm = (await runScan({ ...opts, logger })).envelope;
    expect(lines.some((l) => /companion .* ready/.test(l))).toBe(true);
    // every companion client unregisters its exit hook once its child is gone
    expect(process.listenerCount('exit')).toBe(exitListeners);
    expect(warm.completion.cache).toMatchObject({ status: 'hit', misses: 0 });
    expect(warm.diagnostics).toEqual(cold.diagnostics);
    expect(toJson(withoutTiming(warm).candidates)).toBe(toJson(withoutTiming(cold).candidates));
  });

  it('a corrupt cache pack is counted as invalid entries and ignored', async () => {
    const opts = scanOptions(repo.dir);
    await runScan(opts);
    const packDir = join(opts.cacheDir!, 'vectors-v1');
    for (const f of readdirSync(packDir)) writeFileSync(join(packDir, f), 'SCVC garbage that is not a pack');
    const { envelope } = await runScan(opts);
    expect(envelope.completion.cache.invalid_entries).toBeGreaterThan(0);
    expect(envelope.completion.cache.hits).toBe(0);
    expect(envelope.diagnostics.map((d) => d.code)).toContain('cache-entry-invalid');
    expect(names(envelope)).toEqual([['formatBytes', 'humanSize']]);
    expect(envelope.completion.status).toBe('complete');
  });

  it('scopes to files changed since --base, keeping only pairs with an in-scope side', async () => {
    const scoped = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/bus.ts': UNRELATED, 'lib/util.js': MORE_UNRELATED });
    const base = scoped.sha!;
    commit(scoped, { 'src/size.ts': HUMAN_SIZE, 'lib/util.js': MORE_UNRELATED + '\n// touched\n' }, 'add a copy');
    const { envelope } = await runScan(scanOptions(scoped.dir, { scope: { kind: 'git', base, hunks: false } }));
    expect(envelope.generation.scope).toEqual({ active: true, paths: ['lib/util.js', 'src/size.ts'] });
    expect(names(envelope)).toEqual([['formatBytes', 'humanSize']]);
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    // The same change seen from a scope that does not include the copy finds nothing.
    const other = await runScan(scanOptions(scoped.dir, { scope: { kind: 'files', files: ['lib/util.js'] } }));
    expect(other.envelope.candidates).toEqual([]);
    expect(other.envelope.completion.status).toBe('complete');
  });

  it('diff-hunk scope keeps only functions that overlap changed lines', async () => {
    const r = makeRepo({ 'src/a.ts': FORMAT_BYTES + '\n' + UNRELATED });
    const base = r.sha!;
    // Edit only inside retry(): formatBytes' copy lands in a file untouched by the diff.
    commit(r, { 'src/a.ts': FORMAT_BYTES + '\n' + UNRELATED.replace('delayMs * 2 ** i', 'delayMs * 3 ** i'), 'src/copy.ts': HUMAN_SIZE }, 'edit');
    const { envelope } = await runScan(scanOptions(r.dir, { scope: { kind: 'git', base, hunks: true } }));
    // humanSize is new (whole file added), so the pair is in scope through its side.
    expect(names(envelope)).toEqual([['formatBytes', 'humanSize']]);
    const noCopy = makeRepo({ 'src/a.ts': FORMAT_BYTES + '\n' + UNRELATED, 'src/copy.ts': HUMAN_SIZE });
    commit(noCopy, { 'src/a.ts': FORMAT_BYTES + '\n' + UNRELATED.replace('delayMs * 2 ** i', 'delayMs * 3 ** i') }, 'edit retry only');
    const scoped = await runScan(scanOptions(noCopy.dir, { scope: { kind: 'git', base: noCopy.sha!, hunks: true } }));
    expect(scoped.envelope.candidates).toEqual([]);
  });
});
