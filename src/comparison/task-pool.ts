/**
 * Runs a batch of search tasks on worker threads, or on the calling thread
 * when there are none: the one scheduler behind the fast search and the IVF
 * search. Workers take the next task as they finish one; results are handed
 * to `onResult` on the calling thread in arrival order, so callers keep only
 * order-independent state (heaps, sums). The deadline is checked before every
 * task; `run` resolves false when it stopped tasks short.
 *
 * A worker is started from source text (`eval`), receives `{ ...task, id }`
 * and must answer `{ id, ...result }` once per task.
 */
import { Worker } from 'node:worker_threads';

export interface TaskPool<T extends object, R> {
  run(tasks: T[], onResult: (task: T, result: R) => void, deadline: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The pool for threads = 0: every task runs on this thread through `runTask`. */
export function localPool<T extends object, R>(runTask: (task: T) => R): TaskPool<T, R> {
  return {
    async run(tasks, onResult, deadline) {
      for (const t of tasks) {
        if (Date.now() > deadline) return false;
        onResult(t, runTask(t));
      }
      return true;
    },
    async close() {}
  };
}

/** `threads` workers evaluating `source`, worker w started with workerData(w). */
export function workerPool<T extends object, R>(threads: number, source: string, workerData: (w: number) => unknown): TaskPool<T, R> {
  const workers: Worker[] = [];
  for (let w = 0; w < threads; w++) workers.push(new Worker(source, { eval: true, workerData: workerData(w) }));
  return {
    async run(tasks, onResult, deadline) {
      let cursor = 0;
      let complete = true;
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve, reject) => {
              const finish = (): void => {
                w.off('message', onMessage);
                w.off('error', reject);
                resolve();
              };
              const next = (): void => {
                if (cursor >= tasks.length) return finish();
                if (Date.now() > deadline) {
                  complete = false;
                  return finish();
                }
                const id = cursor++;
                w.postMessage({ ...tasks[id]!, id });
              };
              const onMessage = (m: R & { id: number }): void => {
                onResult(tasks[m.id]!, m);
                next();
              };
              w.on('message', onMessage);
              w.on('error', reject);
              next();
            })
        )
      );
      return complete;
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  };
}
