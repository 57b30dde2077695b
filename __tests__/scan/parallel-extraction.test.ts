/**
 * A scan whose extraction runs on worker threads gives byte for byte the
 * document of a scan that extracts on the calling thread (full JSON
 * envelopes, provider_inference_ms zeroed), on a real temp repository with
 * many files: cold, warm from a cache the workers filled, PR-scoped, and with
 * the function limit cutting the corpus.
 */
import { runScan } from '../../src/scan/run.js';
import { DEFAULT_LIMITS, type ScanOptions } from '../../src/scan/options.js';
import { THREADS_ENV } from '../../src/extraction/parallel.js';
import type { Logger } from '../../src/contracts/pipeline.js';
import { withEnv } from '../helpers/env.js';
import { cleanup, commit, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { scanOptions, stableJson } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from './corpus.js';

afterAll(cleanup);


/** ~120 files, ~330 functions: renamed copies (near-duplicates across files), a binary file, a syntax error. */
function files(): Record<string, string | Buffer> {
  const out: Record<string, string | Buffer> = {};
  for (let i = 0; i < 100; i++) {
    const dir = `pkg${i % 7}/mod${String(i).padStart(3, '0')}`;
    const src = [FORMAT_BYTES, HUMAN_SIZE, UNRELATED][i % 3]!.replace(/\b(formatBytes|humanSize|EventBus|retry|parseQuery)\b/g, `$1${i}`);
    out[`${dir}/index.ts`] = `${src}\n// ${'ünïcode '.repeat(i % 5)}\n`;
    if (i % 5 === 0) out[`${dir}/util.js`] = MORE_UNRELATED.replace(/\bchunk\b/g, `chunk${i}`);
  }
  out['pkg0/zz/binary.ts'] = Buffer.from([0x61, 0x00, 0x62]);
  out['pkg0/zz/broken.ts'] = 'export function broken(a) {\n  if (a {\n    return 1;\n  }\n  return 2;\n}\n';
  return out;
}

const withThreads = <T>(value: string, run: () => Promise<T>): Promise<T> => withEnv(THREADS_ENV, value, run);

function infoLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, debug() {}, info: (m) => void lines.push(m), warning: (m) => void lines.push(`warning: ${m}`) };
}

describe('parallel extraction in a scan', () => {
  const repo = makeRepo(files());
  const base = repo.sha!;
  const options = (extra: Partial<ScanOptions> = {}): ScanOptions => scanOptions(repo.dir, extra);

  it('cold and warm full scans: the same document on 0, 1 and 2 workers', async () => {
    const singleCache = makeTempDir('sc-cache-');
    const single = stableJson((await withThreads('0', () => runScan(options({ cacheDir: singleCache })))).envelope);
    const singleWarm = stableJson((await withThreads('0', () => runScan(options({ cacheDir: singleCache })))).envelope);
    expect(JSON.parse(single).candidates.length).toBeGreaterThan(0);
    for (const threads of ['1', '2']) {
      const logger = infoLogger();
      const cacheDir = makeTempDir('sc-cache-');
      const cold = await withThreads(threads, () => runScan(options({ cacheDir, logger })));
      expect(logger.lines.some((l) => new RegExp(`^extraction: .* parsed on ${threads} worker threads`).test(l))).toBe(true);
      expect(logger.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
      expect(stableJson(cold.envelope)).toBe(single);
      // warm: every file from the cache the workers' results filled
      const warm = await withThreads(threads, () => runScan(options({ cacheDir })));
      expect(stableJson(warm.envelope)).toBe(singleWarm);
    }
  });

  it('with the function limit cutting the corpus: the same cut', async () => {
    const limits = { ...DEFAULT_LIMITS, max_functions: 101 };
    const single = stableJson((await withThreads('0', () => runScan(options({ limits })))).envelope);
    expect(single).toContain('input-limit');
    const parallel = stableJson((await withThreads('2', () => runScan(options({ limits })))).envelope);
    expect(parallel).toBe(single);
  });

  it('a PR-scoped run: the same document', async () => {
    const head = commit(
      repo,
      { 'pkg3/mod010/index.ts': FORMAT_BYTES.replace(/formatBytes/g, 'formatBytesChanged'), 'pkg1/new/extra.ts': HUMAN_SIZE },
      'change two files'
    );
    expect(head).toBeTruthy();
    const scope = { kind: 'git' as const, base, hunks: false };
    const single = stableJson((await withThreads('0', () => runScan(options({ scope })))).envelope);
    const parallel = stableJson((await withThreads('2', () => runScan(options({ scope })))).envelope);
    expect(parallel).toBe(single);
  });
});
