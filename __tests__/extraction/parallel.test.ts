/**
 * The extraction pool (src/extraction/parallel.ts) against extraction on the
 * calling thread: the same outcome for every file, whoever parsed it, and a
 * pool whose workers cannot start or die leaves the caller to extract the
 * rest itself. The workers run the dev bundle build/extract-worker.js (built
 * by the tests' global setup).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractionOptions, LanguageId, Logger } from '../../src/contracts/pipeline.js';
import { extractFile, type ExtractionJob, type FileOutcome } from '../../src/extraction/worker-protocol.js';
import { sourceReader } from '../../src/discovery/read-source.js';
import {
  chunkJobs,
  extractionThreads,
  extractWorkerScript,
  PARALLEL_MIN_BYTES,
  PARALLEL_MIN_FILES,
  startExtractionPool,
  THREADS_ENV
} from '../../src/extraction/parallel.js';
import { cleanup, makeTempDir, writeFiles } from '../helpers/git-repo.js';
import { FORMAT_BYTES, HUMAN_SIZE, MORE_UNRELATED, UNRELATED } from '../scan/corpus.js';
import { extractor } from './helpers.js';
import { availableParallelism } from 'node:os';

afterAll(cleanup);

const OPTIONS: ExtractionOptions = { minLines: 3, maxFunctionBytes: 4096 };

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warning: (m) => void warnings.push(m) };
}

/** A directory of many files: renamed copies of the scan corpus, plus a binary file, a syntax error, a tsx and an empty file. */
function makeTree(count: number): { dir: string; jobs: ExtractionJob[] } {
  const dir = makeTempDir('sc-parallel-');
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < count; i++) {
    const ts = [FORMAT_BYTES, HUMAN_SIZE, UNRELATED][i % 3]!.replace(/\b(formatBytes|humanSize|EventBus|retry|parseQuery)\b/g, `$1_${i}`);
    files[`src/m${String(i).padStart(3, '0')}/a.ts`] = ts + `\n// ${'é'.repeat(i)} ${'x'.repeat(i * 40)}\n`;
    if (i % 4 === 0) files[`src/m${String(i).padStart(3, '0')}/b.js`] = MORE_UNRELATED.replace(/\bchunk\b/g, `chunk${i}`);
  }
  files['src/zz/binary.ts'] = Buffer.from([0x65, 0x78, 0x00, 0x01, 0x02]);
  files['src/zz/broken.ts'] = 'export function broken(a) {\n  if (a {\n    return 1;\n  }\n  return 2;\n}\n';
  files['src/zz/view.tsx'] = 'export function View(props: { n: number }) {\n  const a = props.n;\n  const b = a * 2;\n  return <div>{a + b}</div>;\n}\n';
  files['src/zz/empty.js'] = '';
  writeFiles(dir, files);
  const lang = (p: string): LanguageId => (p.endsWith('.tsx') ? 'tsx' : p.endsWith('.ts') ? 'typescript' : 'javascript');
  const jobs = Object.entries(files)
    .map(([path, content]) => ({ path, language: lang(path), size: Buffer.byteLength(content) }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  return { dir, jobs };
}

async function inThread(dir: string, jobs: readonly ExtractionJob[]): Promise<FileOutcome[]> {
  const ex = await extractor();
  const out: FileOutcome[] = [];
  for (const job of jobs) out.push(await extractFile(ex, sourceReader(dir), job, OPTIONS));
  return out;
}

/** What extract-corpus does: take outcomes in order, extract on this thread what the pool did not deliver. */
/**
 * `localDelayMs` makes the calling thread slow and yielding (a timer per file);
 * `localSpinMs` makes it slow and synchronous, as real extraction is (it only
 * ever awaits resolved promises).
 */
async function throughPool(
  dir: string,
  jobs: readonly ExtractionJob[],
  threads: number,
  logger: Logger,
  script?: string,
  { localDelayMs = 0, localSpinMs = 0 }: { localDelayMs?: number; localSpinMs?: number } = {}
) {
  const ex = await extractor();
  let local = 0;
  const localFn = async (job: ExtractionJob): Promise<FileOutcome> => {
    local++;
    if (localDelayMs) await new Promise((r) => setTimeout(r, localDelayMs));
    for (const until = performance.now() + localSpinMs; performance.now() < until; );
    return extractFile(ex, sourceReader(dir), job, OPTIONS);
  };
  const pool = startExtractionPool(dir, jobs, OPTIONS, threads, logger, localFn, script);
  const outcomes: FileOutcome[] = [];
  let fallback = 0;
  try {
    for (let i = 0; i < jobs.length; i++) {
      const o = pool ? await pool.outcome(i) : null;
      if (o) outcomes.push(o);
      else {
        fallback++;
        outcomes.push(await extractFile(ex, sourceReader(dir), jobs[i]!, OPTIONS));
      }
    }
  } finally {
    await pool?.close();
  }
  return { outcomes, local, fallback, threads: pool?.threads ?? 0 };
}

describe('chunkJobs', () => {
  const job = (size: number): ExtractionJob => ({ path: 'x.ts', language: 'typescript', size });
  it('cuts consecutive runs at the byte or file limit, covering every job once in order', () => {
    const jobs = [10, 10, 100, 1, 1, 1, 1, 50].map(job);
    expect(chunkJobs(jobs, 100, 3)).toEqual([[0, 3], [3, 6], [6, 8]]);
    expect(chunkJobs(jobs, 20, 10)).toEqual([[0, 2], [2, 3], [3, 8]]);
    expect(chunkJobs([], 100, 3)).toEqual([]);
    const many = Array.from({ length: 1000 }, (_, i) => job((i * 7919) % 30000));
    const chunks = chunkJobs(many);
    expect(chunks).toEqual(chunkJobs(many));
    expect(chunks[0]![0]).toBe(0);
    expect(chunks[chunks.length - 1]![1]).toBe(1000);
    chunks.forEach((c, k) => k > 0 && expect(c[0]).toBe(chunks[k - 1]![1]));
  });
});

describe('extractionThreads', () => {
  it('stays on the calling thread below the break-even and follows the environment override', () => {
    expect(extractionThreads(PARALLEL_MIN_FILES - 1, PARALLEL_MIN_BYTES * 10, {})).toBe(0);
    expect(extractionThreads(PARALLEL_MIN_FILES * 10, PARALLEL_MIN_BYTES - 1, {})).toBe(0);
    const above = extractionThreads(PARALLEL_MIN_FILES, PARALLEL_MIN_BYTES, {});
    // at the break-even: one worker per core beyond the calling thread, at most four
    expect(above).toBe(Math.min(4, Math.max(0, availableParallelism() - 1)));
    expect(extractionThreads(1, 1, { [THREADS_ENV]: '2' })).toBe(2);
    expect(extractionThreads(10_000, 1e9, { [THREADS_ENV]: '0' })).toBe(0);
    expect(extractionThreads(1, 1, { [THREADS_ENV]: 'lots' })).toBe(0);
  });
});

describe('extraction pool', () => {
  const tree = makeTree(150);

  it('gives every file the outcome the calling thread gives it, in order, with workers doing part of the work', async () => {
    expect(tree.jobs.length).toBeGreaterThan(180);
    expect(chunkJobs(tree.jobs).length).toBeGreaterThan(4);
    const expected = await inThread(tree.dir, tree.jobs);
    expect(expected.some((o) => !o.ok)).toBe(true); // the binary file
    expect(expected.some((o) => o.ok && o.result.diagnostics.length > 0)).toBe(true); // the syntax error
    const logger = recordingLogger();
    // a slow calling thread, so the workers certainly take chunks
    const got = await throughPool(tree.dir, tree.jobs, 2, logger, undefined, { localDelayMs: 5 });
    expect(got.threads).toBe(2);
    expect(got.fallback).toBe(0);
    expect(got.local).toBeLessThan(tree.jobs.length);
    expect(logger.warnings).toEqual([]);
    expect(got.outcomes).toEqual(expected);
  });

  it('a calling thread that never yields still leaves chunks to a worker once it is ready', async () => {
    // Extraction on the calling thread is synchronous; the worker's messages are
    // handled only between its chunks. A worker takes ~100 ms to become ready and
    // this thread spends 4 ms per file, so 190+ files leave it time for several.
    const expected = await inThread(tree.dir, tree.jobs);
    const got = await throughPool(tree.dir, tree.jobs, 1, recordingLogger(), undefined, { localSpinMs: 4 });
    expect(got.fallback).toBe(0);
    expect(got.local).toBeLessThan(tree.jobs.length - 32);
    expect(got.outcomes).toEqual(expected);
  });

  it('at full speed on one worker: same outcomes', async () => {
    const expected = await inThread(tree.dir, tree.jobs);
    const got = await throughPool(tree.dir, tree.jobs, 1, recordingLogger());
    expect(got.fallback).toBe(0);
    expect(got.outcomes).toEqual(expected);
  });

  it('finds its worker bundle beside the companion', () => {
    expect(extractWorkerScript()).toMatch(/[\\/]build[\\/]extract-worker\.js$/);
  });

  it('a missing worker script: no pool, a warning, the caller extracts everything', async () => {
    const expected = await inThread(tree.dir, tree.jobs);
    const logger = recordingLogger();
    const got = await throughPool(tree.dir, tree.jobs, 2, logger, join(tree.dir, 'nowhere.js'));
    expect(got.threads).toBe(0);
    expect(got.fallback).toBe(tree.jobs.length);
    expect(logger.warnings.join('\n')).toMatch(/not found/);
    expect(got.outcomes).toEqual(expected);
  });

  const broken: Record<string, string> = {
    'throws on start': "throw new Error('boom');\n",
    'cannot load its grammars':
      "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ type: 'failed', message: 'no runtime' });\nparentPort.on('message', () => {});\n",
    'dies on its first chunk':
      "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ type: 'ready' });\nparentPort.on('message', () => process.exit(3));\n"
  };
  for (const [name, source] of Object.entries(broken)) {
    it(`a worker that ${name}: a warning, and the caller extracts what was not delivered`, async () => {
      const script = join(tree.dir, `worker-${name.replace(/\W+/g, '-')}.mjs`);
      writeFileSync(script, source);
      const expected = await inThread(tree.dir, tree.jobs);
      const logger = recordingLogger();
      const got = await throughPool(tree.dir, tree.jobs, 2, logger, script, { localDelayMs: 2 });
      expect(logger.warnings).toHaveLength(1);
      expect(logger.warnings[0]).toMatch(/worker thread failed .*one thread/);
      expect(got.outcomes).toEqual(expected);
    });
  }
});
