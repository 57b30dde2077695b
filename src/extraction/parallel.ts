/**
 * Parallel extraction: uncached files are read and parsed on worker threads
 * (the bundle `extract-worker.js`, entry ./worker.ts, beside the other
 * bundles: dist/ when bundled, build/ from source, as for the companion).
 *
 * - Each worker loads web-tree-sitter and the grammars once.
 * - Files are cut, in the caller's order, into chunks of about CHUNK_BYTES
 *   (at most CHUNK_FILES files); the cut depends only on the files, and
 *   chunks are handed out in that order to whichever worker has room (at most
 *   IN_FLIGHT per worker, so a worker never waits for the calling thread),
 *   and to the calling thread itself while it waits for an outcome: on N
 *   cores, N - 1 workers and the calling thread parse.
 * - The caller takes outcomes by job index (`outcome(i)`), so it merges them
 *   in its own order whatever order the chunks finish in: the result is the
 *   same as extracting on the calling thread, file by file.
 * - A worker that fails (cannot start, its grammar runtime cannot load, it
 *   crashes) fails the pool: every outcome not yet delivered resolves to
 *   null, and the caller extracts those files on its own thread. A warning is
 *   logged; the scan never fails for it.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ExtractionOptions, Logger } from '../contracts/pipeline.js';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import type { ChunkRequest, ExtractionJob, FileOutcome, WorkerInit, WorkerMessage } from './worker-protocol.js';

export const CHUNK_BYTES = 64 * 1024;
export const CHUNK_FILES = 32;
const IN_FLIGHT = 2;
/** At most this many workers: past it the calling thread's merge and the disk, not parsing, bound the phase. */
export const MAX_WORKERS = 4;

/**
 * Break-even: below these amounts of uncached source, extraction stays on the
 * calling thread. A worker costs ~100 ms of CPU to become ready (isolate, the
 * bundle, the tree-sitter runtime and three grammars compiled) and runs cold
 * JIT and wasm code at first; it pays off only once the second core takes
 * enough of the parsing. Measured on this project's 2-core machine while
 * another process kept it loaded (load average 3.4-3.9), fresh process per
 * run, the first N files of three@0.187.0 src/, calling thread alone vs
 * calling thread + 1 worker, median of 5 (best):
 *   64 files   0.49 MB: 0.41 s (0.41) vs 0.58 s (0.56)   workers lose
 *   256 files  1.76 MB: 0.81 s (0.77) vs 1.03 s (1.00)   workers lose
 *   400 files  2.58 MB: 1.15 s (1.06) vs 1.22 s (0.76)   even
 *   757 files  4.74 MB: 1.72 s (1.72) vs 1.36 s (1.23)   workers win 1.27x
 * An idle runner's second core is free, so its break-even is lower: these
 * thresholds err on the side of one thread. Both must be reached.
 */
export const PARALLEL_MIN_FILES = 32;
export const PARALLEL_MIN_BYTES = 2.5 * 1024 * 1024;

/** Environment override of the worker count: `0` extracts on the calling thread, `N` uses N workers whatever the size. */
export const THREADS_ENV = 'SIMILAR_CODE_EXTRACTION_THREADS';

/** Where the worker bundle is: beside the companion's (dist/ when bundled, build/ from source). */
export function extractWorkerScript(): string {
  return assetPaths().extractWorkerScript;
}

/** Worker threads to start for this many uncached files and bytes (0: extract on the calling thread only). */
export function extractionThreads(files: number, bytes: number, env: NodeJS.ProcessEnv = process.env): number {
  const forced = env[THREADS_ENV];
  if (forced !== undefined && forced.trim() !== '' && /^\d+$/.test(forced.trim())) return Math.min(16, Number(forced.trim()));
  const cores = Math.max(1, Math.min(MAX_WORKERS + 1, availableParallelism()));
  if (cores < 2 || files < PARALLEL_MIN_FILES || bytes < PARALLEL_MIN_BYTES) return 0;
  // the calling thread parses too
  return cores - 1;
}

/** Consecutive runs of job indices, cut at CHUNK_BYTES or CHUNK_FILES (deterministic: depends only on the sizes). */
export function chunkJobs(jobs: readonly ExtractionJob[], chunkBytes = CHUNK_BYTES, chunkFiles = CHUNK_FILES): Array<[number, number]> {
  const chunks: Array<[number, number]> = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < jobs.length; i++) {
    bytes += Math.max(0, jobs[i]!.size);
    if (bytes >= chunkBytes || i + 1 - start >= chunkFiles) {
      chunks.push([start, i + 1]);
      start = i + 1;
      bytes = 0;
    }
  }
  if (start < jobs.length) chunks.push([start, jobs.length]);
  return chunks;
}

export interface ExtractionPool {
  /** Worker threads started (the calling thread works too). */
  readonly threads: number;
  /**
   * Job i's outcome. While it is not ready, the calling thread extracts the
   * next chunk nobody has taken (with `local`). Null when the pool failed
   * before delivering it: extract it on the calling thread.
   */
  outcome(i: number): Promise<FileOutcome | null>;
  /** Stop every worker; outcomes not yet delivered resolve to null. */
  close(): Promise<void>;
}

/** Resolves after the messages already queued (the workers') have been handled. */
function turnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface Slot {
  promise: Promise<FileOutcome | null>;
  resolve(o: FileOutcome | null): void;
  done: boolean;
}

/**
 * Start `threads` workers over `jobs` (in the caller's order); the calling
 * thread takes chunks too, through `local`, whenever it waits for an outcome
 * (so on 2 cores one worker and the calling thread parse, and only one extra
 * copy of the grammars is compiled). Returns null, after a warning, when no
 * worker can be started at all.
 */
export function startExtractionPool(
  root: string,
  jobs: readonly ExtractionJob[],
  options: ExtractionOptions,
  threads: number,
  logger: Logger,
  local: (job: ExtractionJob) => Promise<FileOutcome>,
  script: string = extractWorkerScript()
): ExtractionPool | null {
  if (threads < 1 || jobs.length === 0) return null;
  if (!existsSync(script)) {
    logger.warning(`extraction: worker script ${script} not found; extracting on one thread`);
    return null;
  }
  const slots: Slot[] = jobs.map(() => {
    let resolve!: (o: FileOutcome | null) => void;
    const promise = new Promise<FileOutcome | null>((r) => (resolve = r));
    return { promise, resolve, done: false };
  });
  const settle = (i: number, o: FileOutcome | null): void => {
    const s = slots[i]!;
    if (s.done) return;
    s.done = true;
    s.resolve(o);
  };
  const chunks = chunkJobs(jobs);
  const workers: Worker[] = [];
  const inFlight = new Map<Worker, number>();
  let next = 0;
  let failed = false;
  let closed = false;

  const shutdown = async (): Promise<void> => {
    for (let i = 0; i < slots.length; i++) settle(i, null);
    await Promise.all(workers.map((w) => w.terminate().catch(() => 0)));
  };
  const fail = (why: string): void => {
    if (failed || closed) return;
    failed = true;
    logger.warning(`extraction: a worker thread failed (${why}); extracting the remaining files on one thread`);
    void shutdown();
  };
  const dispatch = (w: Worker): void => {
    while (!failed && !closed && next < chunks.length && (inFlight.get(w) ?? 0) < IN_FLIGHT) {
      const id = next++;
      const [a, b] = chunks[id]!;
      const request: ChunkRequest = { type: 'chunk', id, files: jobs.slice(a, b).map((j) => ({ path: j.path, language: j.language })) };
      inFlight.set(w, (inFlight.get(w) ?? 0) + 1);
      w.postMessage(request);
    }
  };

  const init: WorkerInit = { root, options };
  for (let t = 0; t < Math.min(threads, chunks.length); t++) {
    let worker: Worker;
    try {
      worker = new Worker(script, { workerData: init });
    } catch (err) {
      if (workers.length === 0) {
        logger.warning(`extraction: worker threads cannot start (${errorMessage(err)}); extracting on one thread`);
        return null;
      }
      break;
    }
    workers.push(worker);
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'failed') return fail(m.message);
      // chunks go to a worker once its grammars are loaded; until then the calling thread takes them
      if (m.type === 'ready') return dispatch(worker);
      const [a] = chunks[m.id]!;
      m.outcomes.forEach((o, k) => settle(a + k, o));
      inFlight.set(worker, (inFlight.get(worker) ?? 1) - 1);
      dispatch(worker);
    });
    worker.on('error', (err) => fail(errorMessage(err)));
    worker.on('exit', (code) => {
      if (!closed && !failed) fail(`exited with code ${code}`);
    });
  }

  return {
    threads: workers.length,
    async outcome(i) {
      const slot = slots[i]!;
      // Work on the calling thread while job i is not ready: the next chunk nobody has taken.
      while (!slot.done && !failed && !closed && next < chunks.length) {
        // Extraction on this thread is synchronous: without a turn of the event loop
        // between chunks, the workers' `ready` and result messages would wait until
        // this thread had taken every chunk itself.
        await turnOfEventLoop();
        if (slot.done || failed || closed || next >= chunks.length) break;
        const [a, b] = chunks[next++]!;
        for (let j = a; j < b; j++) settle(j, await local(jobs[j]!));
      }
      return slot.promise;
    },
    async close() {
      if (closed) return;
      closed = true;
      await shutdown();
    }
  };
}
