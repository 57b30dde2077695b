/**
 * A scan that embeds on several companions gives byte for byte the document
 * of a scan that embeds on one (full JSON envelopes, provider_inference_ms
 * zeroed), on a real temp repository with the real companion, cold and warm
 * from the cache the companions filled; a companion that dies mid-run loses
 * only what was not embedded, with one diagnostic.
 */
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { DEFAULT_LIMITS, type ScanOptions } from '../../src/scan/options.js';
import { embeddingProcesses, PROCESSES_ENV } from '../../src/scan/embed-functions.js';
import { validate } from '../../src/contracts/validate.js';
import type { Logger } from '../../src/contracts/pipeline.js';
import { withEnv } from '../helpers/env.js';
import { cleanup, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { scanOptions, stableJson } from '../helpers/scan.js';
import { repoRoot } from '../helpers/dev-build.js';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from './corpus.js';

afterAll(cleanup);


const withProcesses = <T>(value: string, run: () => Promise<T>): Promise<T> => withEnv(PROCESSES_ENV, value, run);

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug: (m) => void lines.push(m), info: (m) => void lines.push(m), warning: (m) => void lines.push(`warning: ${m}`) };
}

describe('embeddingProcesses', () => {
  const none = {};
  it('one companion per core, each with at least 4 batches, at most 4', () => {
    expect(embeddingProcesses(0, true, none, 8)).toBe(1);
    expect(embeddingProcesses(1, true, none, 8)).toBe(1);
    expect(embeddingProcesses(7, true, none, 2)).toBe(1);
    expect(embeddingProcesses(8, true, none, 2)).toBe(2);
    expect(embeddingProcesses(100, true, none, 2)).toBe(2);
    expect(embeddingProcesses(100, true, none, 1)).toBe(1);
    expect(embeddingProcesses(100, true, none, 16)).toBe(4);
    expect(embeddingProcesses(12, true, none, 16)).toBe(3);
  });
  it('a custom companion runs once unless the environment says otherwise', () => {
    expect(embeddingProcesses(100, false, none, 16)).toBe(1);
    expect(embeddingProcesses(100, false, { [PROCESSES_ENV]: '3' }, 16)).toBe(3);
  });
  it('the environment override, bounded by the batches; junk ignored', () => {
    expect(embeddingProcesses(2, true, { [PROCESSES_ENV]: '3' }, 1)).toBe(2);
    expect(embeddingProcesses(10, true, { [PROCESSES_ENV]: ' 3 ' }, 1)).toBe(3);
    expect(embeddingProcesses(10, true, { [PROCESSES_ENV]: '0' }, 8)).toBe(1);
    expect(embeddingProcesses(100, true, { [PROCESSES_ENV]: 'many' }, 2)).toBe(2);
    expect(embeddingProcesses(1, true, { [PROCESSES_ENV]: '4' }, 8)).toBe(1);
  });
});

describe('parallel embedding in a scan', () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 40; i++) {
    const src = [FORMAT_BYTES, HUMAN_SIZE, UNRELATED, MORE_UNRELATED][i % 4]!;
    files[`pkg${i % 5}/m${i}.ts`] = src.replace(/\b(formatBytes|humanSize|EventBus|retry|parseQuery|chunk)\b/g, `$1${i}`);
  }
  const repo = makeRepo(files);
  // small batches: many of them, so that every companion gets work
  const options = (extra: Partial<ScanOptions> = {}): ScanOptions => scanOptions(repo.dir, { limits: { ...DEFAULT_LIMITS, max_batch_size: 4 }, ...extra });

  it('cold and warm: the same document on 1, 2 and 3 companions', async () => {
    const singleCache = makeTempDir('sc-cache-');
    const single = stableJson((await withProcesses('1', () => runScan(options({ cacheDir: singleCache })))).envelope);
    const singleWarm = stableJson((await withProcesses('1', () => runScan(options({ cacheDir: singleCache })))).envelope);
    expect(JSON.parse(single).candidates.length).toBeGreaterThan(0);
    for (const count of ['2', '3']) {
      const logger = recordingLogger();
      const cacheDir = makeTempDir('sc-cache-');
      const cold = await withProcesses(count, () => runScan(options({ cacheDir, logger })));
      expect(logger.lines.some((l) => new RegExp(`^embedding: \\d+ batches on ${count} companions$`).test(l))).toBe(true);
      expect(logger.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
      expect(stableJson(cold.envelope)).toBe(single);
      const warm = await withProcesses(count, () => runScan(options({ cacheDir })));
      expect(stableJson(warm.envelope)).toBe(singleWarm);
    }
  });

  it('companions that die after two batches: partial, one diagnostic, every function accounted for', async () => {
    const fake = [process.execPath, join(repoRoot, '__tests__', 'fixtures', 'companions', 'fake.mjs'), 'exit-after-2'];
    const { envelope } = await withProcesses('2', () => runScan(options({ companion: { command: fake } })));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.completion.status).toBe('partial');
    expect(envelope.diagnostics.filter((d) => d.domain === 'provider').map((d) => d.code)).toEqual(['companion-exited']);
    const embedding = envelope.completion.phases.find((p) => p.phase === 'embedding')!;
    const lost = envelope.completion.skips.filter((s) => s.phase === 'embedding' && s.reason === 'provider-failure').reduce((n, s) => n + s.count, 0);
    // the batches answered before the deaths are kept, the rest is lost and counted
    expect(embedding.processed).toBeGreaterThan(0);
    expect(embedding.processed).toBeLessThan(embedding.total!);
    expect(embedding.processed + lost).toBe(embedding.total);
  });
});
