/**
 * The companion: a separate program that embeds normalized texts with a
 * local model and speaks the protocol in src/embedding/protocol.ts over
 * stdio. It validates every message it receives, answers a bad request with
 * an `error` message and keeps running, and makes no network calls.
 * stdout carries protocol lines only; diagnostics go to stderr.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import { loadModel, ModelUnavailableError, type LoadedModel } from '../embedding/model-store.js';
import {
  ProtocolErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  encodeVectors,
  parseClientMessage,
  type CompanionMessage,
  type ClientHello,
  type EmbedRequest
} from '../embedding/protocol.js';
import { COMPANION_VERSION } from '../version.js';
import { describeCompanion } from '../embedding/describe-companion.js';

export interface CompanionIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

interface Session {
  protocolVersion: number;
  loaded: LoadedModel;
}

function parseArgs(argv: readonly string[]): { modelsDir: string; version: boolean } {
  let modelsDir = process.env.SIMILAR_CODE_MODELS_DIR || '';
  let version = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--models-dir') modelsDir = argv[++i] ?? '';
    else if (argv[i] === '--version') version = true;
  }
  return { modelsDir: modelsDir || assetPaths().modelsDir, version };
}

export async function main(argv: readonly string[] = process.argv.slice(2), io: CompanionIo = process): Promise<number> {
  const args = parseArgs(argv);
  if (args.version) {
    io.stdout.write(`${COMPANION_VERSION}\n`);
    return 0;
  }
  const send = (m: CompanionMessage): void => {
    io.stdout.write(`${JSON.stringify(m)}\n`);
  };
  const fail = (id: number | null, code: string, message: string): void => send({ type: 'error', id, code, message });
  let session: Session | null = null;

  const hello = (m: ClientHello): void => {
    const common = m.protocol_versions.filter((v) => SUPPORTED_PROTOCOL_VERSIONS.includes(v));
    if (common.length === 0) {
      fail(null, ProtocolErrorCode.UnsupportedProtocolVersion, `no common protocol version: client speaks [${m.protocol_versions.join(', ')}], companion ${COMPANION_VERSION} speaks [${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}]`);
      return;
    }
    let loaded: LoadedModel;
    try {
      loaded = session && (m.model === null || m.model === session.loaded.provenance.model_id) ? session.loaded : loadModel(args.modelsDir, m.model);
    } catch (err) {
      const code = err instanceof ModelUnavailableError ? ProtocolErrorCode.ModelUnavailable : ProtocolErrorCode.Internal;
      io.stderr.write(`similar-code companion: ${errorMessage(err)}\n`);
      fail(null, code, errorMessage(err));
      return;
    }
    const protocolVersion = Math.max(...common);
    session = { protocolVersion, loaded };
    send({ type: 'hello', protocol_version: protocolVersion, ...describeCompanion(loaded, protocolVersion) });
  };

  const embed = (m: EmbedRequest): void => {
    if (!session) return fail(m.id, ProtocolErrorCode.HandshakeRequired, 'send hello before embed');
    const { model, parameters } = session.loaded;
    if (m.texts.length > parameters.batch_size) {
      return fail(m.id, ProtocolErrorCode.BatchTooLarge, `batch of ${m.texts.length} texts exceeds batch_size ${parameters.batch_size}`);
    }
    const t0 = process.hrtime.bigint();
    const vectors: Float32Array[] = [];
    const truncated: number[] = [];
    m.texts.forEach((text, i) => {
      const r = model.embed(text);
      vectors.push(r.vector);
      if (r.truncated) truncated.push(i);
    });
    const inferenceMs = Number(process.hrtime.bigint() - t0) / 1e6;
    send({
      type: 'embeddings',
      id: m.id,
      count: vectors.length,
      dimensions: model.dimensions,
      vectors_b64: encodeVectors(vectors, model.dimensions),
      truncated,
      inference_ms: Math.round(inferenceMs * 1000) / 1000
    });
  };

  return new Promise<number>((resolve) => {
    const rl = createInterface({ input: io.stdin, crlfDelay: Infinity });
    let done = false;
    const finish = (code: number): void => {
      if (done) return;
      done = true;
      rl.close();
      // Resolve once everything written so far has been flushed.
      io.stdout.write('', () => resolve(code));
    };
    rl.on('line', (line) => {
      if (done || line.trim() === '') return;
      const parsed = parseClientMessage(line);
      if (!parsed.ok) {
        let id: number | null = null;
        try {
          const raw = JSON.parse(line) as { id?: unknown };
          if (Number.isInteger(raw?.id) && (raw.id as number) >= 0 && (raw.id as number) <= 0xffffffff) id = raw.id as number;
        } catch { /* not JSON */ }
        return fail(id, ProtocolErrorCode.InvalidMessage, parsed.reason);
      }
      const m = parsed.message;
      try {
        if (m.type === 'hello') hello(m);
        else if (m.type === 'embed') embed(m);
        else {
          send({ type: 'bye' });
          finish(0);
        }
      } catch (err) {
        io.stderr.write(`similar-code companion: ${errorMessage(err)}\n`);
        fail(m.type === 'embed' ? m.id : null, ProtocolErrorCode.Internal, errorMessage(err));
      }
    });
    rl.on('close', () => finish(0));
  });
}
