/**
 * The companion protocol, version 1: JSON lines over stdio, one message per
 * line, every message validated against schemas/companion-protocol.schema.json
 * by both sides. See the schema for the compatibility policy.
 */
// the protocol's validator alone, not the record of all: the companion bundle then carries no other schema's code
import { companionProtocol } from '../contracts/generated/companion-protocol.js';
import { formatSchemaErrors, runValidator } from '../contracts/schema-errors.js';
import type { GenerationParameters, ModelProvenance, ProviderProvenance } from '../contracts/types.js';
import type { Calibration } from '../contracts/pipeline.js';

export const PROTOCOL_VERSION = 1;
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [1];
/** Bumped when the same model and text could give a different vector (2: a function's own name is hidden only where it names itself; 3: shorthand property keys are free identifiers; 4: long literal contents count, ./literals.ts). */
export const EMBEDDING_SEMANTICS_VERSION = 4;
export const OFFICIAL_PROVIDER = 'official-local-companion';

/** Error codes the companion puts in `error` messages. */
export const ProtocolErrorCode = {
  InvalidMessage: 'invalid-message',
  HandshakeRequired: 'handshake-required',
  UnsupportedProtocolVersion: 'unsupported-protocol-version',
  ModelUnavailable: 'model-unavailable',
  BatchTooLarge: 'batch-too-large',
  Internal: 'internal-error'
} as const;

export interface ClientHello { type: 'hello'; protocol_versions: number[]; client_version: string; model: string | null }
export interface EmbedRequest { type: 'embed'; id: number; texts: string[] }
export interface Shutdown { type: 'shutdown' }
export type ClientMessage = ClientHello | EmbedRequest | Shutdown;

export interface CompanionHello {
  type: 'hello';
  protocol_version: number;
  provider: ProviderProvenance;
  model: ModelProvenance;
  parameters: GenerationParameters;
  embedding_semantics_version: number;
  calibration: Calibration;
}
export interface Embeddings {
  type: 'embeddings';
  id: number;
  count: number;
  dimensions: number;
  vectors_b64: string;
  truncated: number[];
  inference_ms: number;
}
export interface ErrorMessage { type: 'error'; id: number | null; code: string; message: string }
export interface Bye { type: 'bye' }
export type CompanionMessage = CompanionHello | Embeddings | ErrorMessage | Bye;

export type Parsed<T> = { ok: true; message: T } | { ok: false; reason: string };

function parseLine(line: string): Parsed<Record<string, unknown>> {
  let doc: unknown;
  try {
    doc = JSON.parse(line);
  } catch {
    return { ok: false, reason: `not JSON: ${line.length > 120 ? `${line.slice(0, 120)}…` : line}` };
  }
  const r = runValidator(companionProtocol, doc);
  if (!r.ok) return { ok: false, reason: `invalid message: ${formatSchemaErrors(r.errors, 3).replace(/\n/g, '; ')}` };
  return { ok: true, message: doc as Record<string, unknown> };
}

/** A line the companion received: valid JSON, valid against the schema, and a client message. */
export function parseClientMessage(line: string): Parsed<ClientMessage> {
  const p = parseLine(line);
  if (!p.ok) return p;
  const m = p.message;
  const isClient = m.type === 'embed' || m.type === 'shutdown' || (m.type === 'hello' && 'protocol_versions' in m);
  return isClient ? { ok: true, message: m as unknown as ClientMessage } : { ok: false, reason: `unexpected ${String(m.type)} message from a client` };
}

/** A line the client received: valid JSON, valid against the schema, and a companion message. */
export function parseCompanionMessage(line: string): Parsed<CompanionMessage> {
  const p = parseLine(line);
  if (!p.ok) return p;
  const m = p.message;
  const isCompanion = m.type === 'embeddings' || m.type === 'error' || m.type === 'bye' || (m.type === 'hello' && 'protocol_version' in m);
  return isCompanion ? { ok: true, message: m as unknown as CompanionMessage } : { ok: false, reason: `unexpected ${String(m.type)} message from the companion` };
}

/** Little-endian float32 bytes of `vectors`, base64. */
export function encodeVectors(vectors: readonly Float32Array[], dimensions: number): string {
  const buf = Buffer.alloc(vectors.length * dimensions * 4);
  let o = 0;
  for (const v of vectors) for (let i = 0; i < dimensions; i++, o += 4) buf.writeFloatLE(v[i] ?? 0, o);
  return buf.toString('base64');
}

/** Decode `count` vectors of `dimensions` from base64 little-endian float32, or null when the byte length disagrees. */
export function decodeVectors(b64: string, count: number, dimensions: number): Float32Array[] | null {
  const buf = Buffer.from(b64, 'base64');
  if (buf.length !== count * dimensions * 4) return null;
  const out: Float32Array[] = [];
  let o = 0;
  for (let k = 0; k < count; k++) {
    const v = new Float32Array(dimensions);
    for (let i = 0; i < dimensions; i++, o += 4) v[i] = buf.readFloatLE(o);
    out.push(v);
  }
  return out;
}
