/**
 * The extraction worker's entry point (bundled by scripts/build.mjs as
 * `extract-worker.js` beside the other bundles; see ./parallel.ts). It loads
 * the tree-sitter runtime and the grammars once (from the assets beside the
 * bundle, via assetPaths()), then answers chunk requests in the order they
 * arrive: read each file, extract it, post the outcomes of the whole chunk.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createExtractor, type Extractor } from './extractor.js';
import { errorMessage } from '../util/errors.js';
import { sourceReader } from '../discovery/read-source.js';
import { extractFile, type ChunkRequest, type FileOutcome, type WorkerInit, type WorkerMessage } from './worker-protocol.js';

const port = parentPort;
if (port) {
  const init = workerData as WorkerInit;
  const post = (m: WorkerMessage): void => port.postMessage(m);
  const readSourceFile = sourceReader(init.root);
  let queue: Promise<Extractor | null> = createExtractor().then(
    (extractor) => {
      post({ type: 'ready' });
      return extractor;
    },
    (err: unknown) => {
      post({ type: 'failed', message: errorMessage(err) });
      return null;
    }
  );
  port.on('message', (m: ChunkRequest) => {
    // chained, so chunks are answered one at a time in arrival order
    queue = queue.then(async (extractor) => {
      if (!extractor) return null;
      try {
        const outcomes: FileOutcome[] = [];
        for (const file of m.files) outcomes.push(await extractFile(extractor, readSourceFile, file, init.options));
        post({ type: 'done', id: m.id, outcomes });
      } catch (err) {
        post({ type: 'failed', message: errorMessage(err) });
        return null;
      }
      return extractor;
    });
  });
}
