/**
 * The companion client: starts the companion as a child process, performs the
 * handshake, and implements EmbeddingProvider over the JSON-lines protocol.
 * Every received message is validated; anything but the exact official
 * companion is refused. Failures are CompanionErrors with stable codes and the
 * child's last stderr lines. The child is always killed on close and on exit.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import { silentLogger, type EmbedResult, type EmbeddingProvider, type Logger, type ProviderInfo } from '../contracts/pipeline.js';
import { COMPANION_VERSION } from '../version.js';
import {
  OFFICIAL_PROVIDER,
  ProtocolErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  decodeVectors,
  parseCompanionMessage,
  type ClientMessage,
  type CompanionHello,
  type CompanionMessage
} from './protocol.js';
import { CompanionError, CompanionErrorCode } from './errors.js';

export { CompanionError, CompanionErrorCode } from './errors.js';

export interface StartCompanionOptions {
  /** Command line of the companion; default: this Node + the bundled companion script. */
  command?: string[];
  /** Exact companion version to admit; default: COMPANION_VERSION. */
  expectedVersion?: string;
  /** Model id to ask for; default (null): the companion's default model. */
  model?: string | null;
  /** Limit for the handshake and for each batch, in milliseconds (default 60 s). */
  timeoutMs?: number;
  logger?: Logger;
}

export interface CompanionEmbedResult extends EmbedResult {
  /** Indices (into the texts passed to embed) of texts truncated at max_tokens. */
  truncated: number[];
}

const STDERR_LINES = 20;
const DEFAULT_TIMEOUT_MS = 60_000;
const CLIENT_VERSION = COMPANION_VERSION;

interface Pending {
  resolve(m: CompanionMessage): void;
  reject(e: CompanionError): void;
  timer: NodeJS.Timeout;
}

export class CompanionClient implements EmbeddingProvider {
  private infoValue: ProviderInfo | null = null;
  private readonly stderrTail: string[] = [];
  private readonly pending = new Map<number | 'hello', Pending>();
  private nextId = 1;
  private failure: CompanionError | null = null;
  private closing = false;
  private exited = false;
  private readonly exitPromise: Promise<void>;
  private readonly onProcessExit = (): void => { this.kill(); };

  private constructor(
    private readonly child: ChildProcess,
    private readonly expectedVersion: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger
  ) {
    process.on('exit', this.onProcessExit);
    this.exitPromise = new Promise((resolve) => {
      child.on('close', (code, signal) => {
        this.exited = true;
        process.off('exit', this.onProcessExit);
        if (!this.closing) {
          this.fatal(new CompanionError(CompanionErrorCode.Exited, `the companion exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${String(code)}`})`, this.stderrTail));
        }
        resolve();
      });
    });
    child.on('error', (err) => {
      this.fatal(new CompanionError(CompanionErrorCode.StartFailed, `cannot run the companion: ${err.message}`, this.stderrTail));
    });
    child.stdin!.on('error', () => { /* a dead child: reported by 'close' */ });
    createInterface({ input: child.stderr!, crlfDelay: Infinity }).on('line', (line) => {
      if (line.trim() === '') return;
      this.logger.debug(`companion: ${line}`);
      this.stderrTail.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
      if (this.stderrTail.length > STDERR_LINES) this.stderrTail.shift();
    });
    createInterface({ input: child.stdout!, crlfDelay: Infinity }).on('line', (line) => this.onLine(line));
  }

  static async start(options: StartCompanionOptions = {}): Promise<CompanionClient> {
    const command = options.command ?? [process.execPath, assetPaths().companionScript];
    if (command.length === 0 || !command[0]) throw new CompanionError(CompanionErrorCode.StartFailed, 'empty companion command');
    const logger = options.logger ?? silentLogger;
    let child: ChildProcess;
    try {
      child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    } catch (err) {
      throw new CompanionError(CompanionErrorCode.StartFailed, `cannot run the companion: ${errorMessage(err)}`);
    }
    const client = new CompanionClient(child, options.expectedVersion ?? COMPANION_VERSION, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, logger);
    try {
      await client.handshake(options.model ?? null);
    } catch (err) {
      client.kill();
      await client.exitPromise;
      throw err instanceof CompanionError ? err : new CompanionError(CompanionErrorCode.StartFailed, errorMessage(err), client.stderrTail);
    }
    logger.debug(`companion ${client.info.provider.companion_version} ready: model ${client.info.model.model_id}@${client.info.model.revision}`);
    return client;
  }

  get info(): ProviderInfo {
    if (!this.infoValue) throw new CompanionError(CompanionErrorCode.ProtocolError, 'the companion has not completed its handshake');
    return this.infoValue;
  }

  /** Embed `texts`, split into batches of the companion's batch_size. Vectors are returned as sent; the validation phase checks them. */
  async embed(texts: readonly string[]): Promise<CompanionEmbedResult> {
    const batch = Math.max(1, this.info.parameters.batch_size);
    const vectors: Float32Array[] = [];
    const truncated: number[] = [];
    let inferenceMs = 0;
    for (let start = 0; start < texts.length; start += batch) {
      const chunk = texts.slice(start, start + batch);
      const id = this.nextId++;
      const reply = await this.request(id, { type: 'embed', id, texts: [...chunk] });
      if (reply.type === 'error') {
        throw new CompanionError(CompanionErrorCode.Error, `the companion rejected a batch: ${reply.code}: ${reply.message}`, this.stderrTail);
      }
      if (reply.type !== 'embeddings') throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `expected embeddings, got ${reply.type}`, this.stderrTail));
      const decoded = decodeVectors(reply.vectors_b64, reply.count, reply.dimensions);
      if (!decoded) {
        throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `embeddings ${id}: vectors_b64 does not hold ${reply.count} x ${reply.dimensions} float32 values`, this.stderrTail));
      }
      vectors.push(...decoded);
      for (const t of reply.truncated) truncated.push(start + t);
      inferenceMs += reply.inference_ms;
    }
    return { vectors, inference_ms: inferenceMs, truncated };
  }

  async close(): Promise<void> {
    if (this.closing) return this.exitPromise;
    this.closing = true;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new CompanionError(CompanionErrorCode.Exited, 'the companion client was closed'));
    }
    this.pending.clear();
    if (!this.exited) {
      try {
        this.child.stdin!.write(`${JSON.stringify({ type: 'shutdown' })}\n`);
        this.child.stdin!.end();
      } catch { /* already gone */ }
      const timer = setTimeout(() => this.kill(), 2_000);
      await this.exitPromise;
      clearTimeout(timer);
    }
    process.off('exit', this.onProcessExit);
  }

  private kill(): void {
    if (!this.exited && this.child.exitCode === null && this.child.signalCode === null) {
      try { this.child.kill('SIGKILL'); } catch { /* already gone */ }
    }
  }

  private fatal(err: CompanionError): CompanionError {
    if (this.failure) return this.failure;
    this.failure = err;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    this.pending.clear();
    this.kill();
    return err;
  }

  private request(key: number | 'hello', message: ClientMessage): Promise<CompanionMessage> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new CompanionError(CompanionErrorCode.Exited, 'the companion client is closed'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fatal(new CompanionError(CompanionErrorCode.Timeout, `the companion did not answer ${key === 'hello' ? 'the handshake' : `batch ${key}`} within ${this.timeoutMs} ms`, this.stderrTail));
      }, this.timeoutMs);
      this.pending.set(key, { resolve, reject, timer });
      this.child.stdin!.write(`${JSON.stringify(message)}\n`);
    });
  }

  private settle(key: number | 'hello', m: CompanionMessage): void {
    const p = this.pending.get(key);
    if (!p) {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `unexpected ${m.type} message${'id' in m ? ` for id ${String(m.id)}` : ''}`, this.stderrTail));
      return;
    }
    this.pending.delete(key);
    clearTimeout(p.timer);
    p.resolve(m);
  }

  private onLine(line: string): void {
    if (this.failure || line.trim() === '') return;
    if (this.pending.has('hello')) {
      const refusal = refusalOf(line, this.expectedVersion);
      if (refusal) {
        this.fatal(new CompanionError(CompanionErrorCode.Refused, refusal, this.stderrTail));
        return;
      }
    }
    const parsed = parseCompanionMessage(line);
    if (!parsed.ok) {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `protocol error: ${parsed.reason}`, this.stderrTail));
      return;
    }
    const m = parsed.message;
    if (m.type === 'bye') return;
    if (this.pending.has('hello')) {
      this.settle('hello', m);
      return;
    }
    if (m.type === 'hello') {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, 'unexpected second hello', this.stderrTail));
      return;
    }
    if (m.type === 'error' && m.id === null) {
      this.fatal(new CompanionError(CompanionErrorCode.Error, `the companion reported: ${m.code}: ${m.message}`, this.stderrTail));
      return;
    }
    if (m.id === null) {
      return;
    }
    this.settle(m.id, m);
  }

  private async handshake(model: string | null): Promise<void> {
    const reply = await this.request('hello', { type: 'hello', protocol_versions: [...SUPPORTED_PROTOCOL_VERSIONS], client_version: CLIENT_VERSION, model });
    if (reply.type === 'error') {
      const code = reply.code === ProtocolErrorCode.ModelUnavailable ? CompanionErrorCode.ModelUnavailable : CompanionErrorCode.Refused;
      throw this.fatal(new CompanionError(code, `the companion refused the handshake: ${reply.code}: ${reply.message}`, this.stderrTail));
    }
    if (reply.type !== 'hello') throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `expected hello, got ${reply.type}`, this.stderrTail));
    const h: CompanionHello = reply;
    this.infoValue = {
      provider: h.provider,
      model: h.model,
      parameters: h.parameters,
      embedding_semantics_version: h.embedding_semantics_version,
      calibration: h.calibration
    };
  }
}

/** Why a handshake reply is refused (checked before the schema, so a foreign provider reads as a refusal), or null. */
function refusalOf(line: string, expectedVersion: string): string | null {
  let m: unknown;
  try {
    m = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null || (m as { type?: unknown }).type !== 'hello') return null;
  const hello = m as { protocol_version?: unknown; provider?: Record<string, unknown> };
  const p = hello.provider;
  if (typeof p !== 'object' || p === null) return null;
  if (p.provider !== OFFICIAL_PROVIDER) return `provider ${JSON.stringify(p.provider)} is not ${OFFICIAL_PROVIDER}`;
  if (p.companion_version !== expectedVersion) return `companion version ${JSON.stringify(p.companion_version)} is not the required ${expectedVersion}`;
  if (p.source_left_machine !== false) return 'the companion does not declare source_left_machine: false';
  if (typeof hello.protocol_version !== 'number' || !SUPPORTED_PROTOCOL_VERSIONS.includes(hello.protocol_version) || p.protocol_version !== hello.protocol_version) {
    return `unsupported protocol version ${JSON.stringify(hello.protocol_version)} (client speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`;
  }
  return null;
}

export function startCompanion(options: StartCompanionOptions = {}): Promise<CompanionClient> {
  return CompanionClient.start(options);
}
