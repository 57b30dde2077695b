/**
 * The on-disk vector cache. It stores hashes and vectors only, never source.
 *
 * Layout: <dir>/vectors-v1/<namespace>.bin, one pack per namespace. The
 * namespace digests everything a vector depends on (model artifact digest,
 * parameter digest, both semantics versions, dimensions), so a foreign model's
 * vectors are never even read. A pack is:
 *   magic "SCVC" | u32 format version | u32 dims | u32 record count
 *   records: 32-byte key (sha256 of the normalized text) | u32 last-used day
 *            | dims × f32 | 8-byte checksum (first bytes of sha256 over the rest)
 * Each record is checked on load; corrupt, truncated or non-finite records are
 * counted as invalid entries and ignored. Packs are replaced atomically
 * (temp file + rename), and records unused for `maxAgeDays` are pruned.
 */
import { mkdir, readFile, rename, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { sha256Hex } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';
import type { Diagnostic } from '../contracts/types.js';
import { DiagnosticCode } from '../contracts/codes.js';

const MAGIC = 0x43564353; // "SCVC" little-endian
const FORMAT_VERSION = 1;
const HEADER_BYTES = 16;
const KEY_BYTES = 32;
const CHECK_BYTES = 8;
const DAY_MS = 86_400_000;

export interface CacheNamespace {
  artifact_sha256: string;
  parameter_sha256: string;
  extraction_semantics_version: number;
  embedding_semantics_version: number;
  dimensions: number;
}

export function namespaceDigest(ns: CacheNamespace): string {
  return sha256Hex(
    JSON.stringify([
      'similar-code/vector-cache',
      FORMAT_VERSION,
      ns.artifact_sha256,
      ns.parameter_sha256,
      ns.extraction_semantics_version,
      ns.embedding_semantics_version,
      ns.dimensions
    ])
  ).slice(0, 32);
}

export interface VectorCache {
  readonly enabled: boolean;
  /** Vector for a normalized-text digest (hex), if cached and valid. */
  get(key: string): Float32Array | undefined;
  put(key: string, vector: Float32Array): void;
  readonly invalidEntries: number;
  readonly writes: number;
  /** Persist new entries; never throws (a failure is returned as a diagnostic). */
  flush(): Promise<Diagnostic | null>;
}

/** The null object used for --no-cache. */
export const disabledVectorCache: VectorCache = {
  enabled: false,
  get: () => undefined,
  put: () => {},
  invalidEntries: 0,
  writes: 0,
  flush: async () => null
};

function recordBytes(dims: number): number {
  return KEY_BYTES + 4 + dims * 4 + CHECK_BYTES;
}

function checksum(buf: Uint8Array): Buffer {
  return createHash('sha256').update(buf).digest().subarray(0, CHECK_BYTES);
}

interface Entry {
  vector: Float32Array;
  day: number;
}

export interface OpenOptions {
  dir: string;
  namespace: CacheNamespace;
  /** Records not used for this many days are dropped on flush. */
  maxAgeDays?: number;
  now?: () => number;
}

export interface OpenResult {
  cache: VectorCache;
  diagnostics: Diagnostic[];
}

export async function openVectorCache(options: OpenOptions): Promise<OpenResult> {
  const dims = options.namespace.dimensions;
  const packDir = join(options.dir, 'vectors-v1');
  const packPath = join(packDir, `${namespaceDigest(options.namespace)}.bin`);
  const today = Math.floor((options.now ?? Date.now)() / DAY_MS);
  const maxAge = options.maxAgeDays ?? 30;
  const entries = new Map<string, Entry>();
  const diagnostics: Diagnostic[] = [];
  let invalid = 0;

  let raw: Buffer | null = null;
  try {
    raw = await readFile(packPath);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      diagnostics.push({ domain: 'cache', code: DiagnosticCode.CacheUnreadable, message: `vector cache unreadable, starting cold: ${errorMessage(err)}`, path: null });
    }
  }
  if (raw) invalid += parsePack(raw, dims, entries);
  if (invalid > 0) {
    diagnostics.push({ domain: 'cache', code: DiagnosticCode.CacheEntryInvalid, message: `${invalid} corrupt or incompatible vector cache entr${invalid === 1 ? 'y was' : 'ies were'} ignored`, path: null });
  }

  const fresh = new Map<string, Float32Array>();
  let dirty = invalid > 0;
  const cache: VectorCache = {
    enabled: true,
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.day !== today) {
        e.day = today;
        dirty = true;
      }
      return e.vector;
    },
    put(key, vector) {
      if (vector.length !== dims || entries.has(key)) return;
      entries.set(key, { vector, day: today });
      fresh.set(key, vector);
    },
    get invalidEntries() {
      return invalid;
    },
    get writes() {
      return fresh.size;
    },
    async flush() {
      if (fresh.size === 0 && !dirty) return null;
      const keep = [...entries].filter(([, e]) => today - e.day <= maxAge).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const tmp = `${packPath}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(packDir, { recursive: true });
        await writeFile(tmp, serializePack(keep, dims));
        await rename(tmp, packPath);
        return null;
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => {});
        return { domain: 'cache', code: DiagnosticCode.CacheWriteFailed, message: `vector cache could not be saved: ${errorMessage(err)}`, path: null };
      }
    }
  };
  return { cache, diagnostics };
}

/** Fills `out` with valid records; returns the number of invalid ones. */
function parsePack(raw: Buffer, dims: number, out: Map<string, Entry>): number {
  const size = recordBytes(dims);
  if (raw.length < HEADER_BYTES || raw.readUInt32LE(0) !== MAGIC || raw.readUInt32LE(4) !== FORMAT_VERSION || raw.readUInt32LE(8) !== dims) {
    // Foreign or mangled header: nothing in it can be trusted.
    return Math.max(1, Math.floor(Math.max(0, raw.length - HEADER_BYTES) / size));
  }
  const declared = raw.readUInt32LE(12);
  const present = Math.floor((raw.length - HEADER_BYTES) / size);
  const n = Math.min(declared, present);
  // Declared but missing records (a truncated pack), then trailing garbage.
  let invalid = declared - n;
  if (declared === n && raw.length > HEADER_BYTES + n * size) invalid++;
  for (let r = 0; r < n; r++) {
    const off = HEADER_BYTES + r * size;
    const body = raw.subarray(off, off + size - CHECK_BYTES);
    if (!checksum(body).equals(raw.subarray(off + size - CHECK_BYTES, off + size))) {
      invalid++;
      continue;
    }
    const key = body.subarray(0, KEY_BYTES).toString('hex');
    const day = body.readUInt32LE(KEY_BYTES);
    const vector = new Float32Array(dims);
    let ok = true;
    for (let k = 0; k < dims; k++) {
      const x = body.readFloatLE(KEY_BYTES + 4 + k * 4);
      if (!Number.isFinite(x)) ok = false;
      vector[k] = x;
    }
    if (!ok) {
      invalid++;
      continue;
    }
    out.set(key, { vector, day });
  }
  return invalid;
}

function serializePack(records: Array<[string, Entry]>, dims: number): Buffer {
  const size = recordBytes(dims);
  const buf = Buffer.alloc(HEADER_BYTES + records.length * size);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(FORMAT_VERSION, 4);
  buf.writeUInt32LE(dims, 8);
  buf.writeUInt32LE(records.length, 12);
  records.forEach(([key, e], r) => {
    const off = HEADER_BYTES + r * size;
    buf.write(key, off, KEY_BYTES, 'hex');
    buf.writeUInt32LE(e.day, off + KEY_BYTES);
    for (let k = 0; k < dims; k++) buf.writeFloatLE(e.vector[k]!, off + KEY_BYTES + 4 + k * 4);
    checksum(buf.subarray(off, off + size - CHECK_BYTES)).copy(buf, off + size - CHECK_BYTES);
  });
  return buf;
}
