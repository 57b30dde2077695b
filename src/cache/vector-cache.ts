/**
 * The on-disk vector cache. It stores hashes and vectors only, never source.
 *
 * Layout: <dir>/vectors-v1/<namespace>.bin, one pack per namespace. The
 * namespace digests everything a vector depends on (model artifact digest,
 * parameter digest, both semantics versions, dimensions), so a foreign model's
 * vectors are never even read. A pack is:
 *   magic "SCVC" | u32 format version | u32 dims | u32 record count
 *   records: 32-byte key (sha256 of the normalized text) | u32 last-used day
 *            | dims × f32 | 8-byte checksum (checksum64 below, over the rest)
 * All fields are little-endian 32-bit words, so a pack is read with bulk
 * typed-array views (one aligned copy at most). Each record is checked on load; corrupt, truncated or non-finite records are
 * counted as invalid entries and ignored. Packs are replaced atomically
 * (temp file + rename), and records unused for `maxAgeDays` are pruned.
 */
import { readFile } from 'node:fs/promises';
import { savePack } from './save-pack.js';
import { join } from 'node:path';
import { endianness } from 'node:os';
import { fmix32, sha256Hex } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';
import type { Diagnostic } from '../contracts/types.js';
import { DiagnosticCode } from '../contracts/codes.js';

const MAGIC = 0x43564353; // "SCVC" little-endian
/** 2: 64-bit murmur-style record checksum (1: truncated sha256). */
const FORMAT_VERSION = 2;
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

const LITTLE_ENDIAN = endianness() === 'LE';

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
      return savePack({ cacheDir: options.dir, path: packPath, content: serializePack(keep, dims), what: 'vector cache' });
    }
  };
  return { cache, diagnostics };
}

/** The pack as 32-bit words in little-endian order (an aligned copy when the read buffer is unaligned or the host is big-endian). */
function wordsOf(raw: Buffer): Uint32Array {
  const aligned = raw.byteOffset % 4 === 0 && LITTLE_ENDIAN ? raw : Buffer.from(raw);
  if (!LITTLE_ENDIAN) aligned.subarray(0, aligned.length - (aligned.length % 4)).swap32();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.length / 4));
}

/**
 * 64-bit record checksum: two murmur3-style 32-bit lanes, one over the even
 * words and one over the odd words of the record (key, day and vector), mixed
 * together and finished with fmix32. Any changed word changes its lane, so
 * flipped, shifted or truncated bytes are caught; it is not a defence against
 * an attacker (neither was the truncated sha256 it replaced, being unkeyed).
 */
function checksum64(w: Uint32Array, start: number, n: number, out: Uint32Array, at: number): void {
  let h1 = 0x9747b28c ^ n;
  let h2 = 0x85ebca6b ^ Math.imul(n, 0x27d4eb2f);
  const e = start + n;
  let k = start;
  for (; k + 1 < e; k += 2) {
    let k1 = Math.imul(w[k]!, 0xcc9e2d51);
    k1 = Math.imul((k1 << 15) | (k1 >>> 17), 0x1b873593);
    h1 ^= k1;
    h1 = (Math.imul((h1 << 13) | (h1 >>> 19), 5) + 0xe6546b64) | 0;
    let k2 = Math.imul(w[k + 1]!, 0x85ebca77);
    k2 = Math.imul((k2 << 17) | (k2 >>> 15), 0xc2b2ae3d);
    h2 ^= k2;
    h2 = (Math.imul((h2 << 11) | (h2 >>> 21), 9) + 0x52dce729) | 0;
  }
  if (k < e) h1 ^= Math.imul(w[k]!, 0x1b873593);
  out[at] = fmix32(h1 ^ Math.imul(h2, 0x165667b1));
  out[at + 1] = fmix32(h2 + fmix32(h1));
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
  // Every field is a whole number of 32-bit words and records start on a word boundary.
  const words = wordsOf(raw);
  const floats = new Float32Array(words.buffer, words.byteOffset, words.length);
  const recWords = size / 4;
  const bodyWords = recWords - CHECK_BYTES / 4;
  const sum = new Uint32Array(2);
  for (let r = 0; r < n; r++) {
    const w0 = HEADER_BYTES / 4 + r * recWords;
    checksum64(words, w0, bodyWords, sum, 0);
    if (sum[0] !== words[w0 + bodyWords] || sum[1] !== words[w0 + bodyWords + 1]) {
      invalid++;
      continue;
    }
    const v0 = w0 + (KEY_BYTES + 4) / 4;
    let ok = true;
    for (let k = v0; k < v0 + dims; k++) if (!Number.isFinite(floats[k]!)) ok = false;
    if (!ok) {
      invalid++;
      continue;
    }
    const off = HEADER_BYTES + r * size;
    // one copy per vector (so a kept vector does not pin the whole pack)
    out.set(raw.toString('hex', off, off + KEY_BYTES), { vector: floats.slice(v0, v0 + dims), day: words[w0 + KEY_BYTES / 4]! });
  }
  return invalid;
}

function serializePack(records: Array<[string, Entry]>, dims: number): Buffer {
  const size = recordBytes(dims);
  // Buffer.alloc of this size is never pooled: its byteOffset is 0, so the word views are aligned.
  const buf = Buffer.alloc(HEADER_BYTES + records.length * size);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(FORMAT_VERSION, 4);
  buf.writeUInt32LE(dims, 8);
  buf.writeUInt32LE(records.length, 12);
  const words = new Uint32Array(buf.length / 4);
  const floats = new Float32Array(words.buffer);
  const recWords = size / 4;
  const bodyWords = recWords - CHECK_BYTES / 4;
  records.forEach(([key, e], r) => {
    const off = HEADER_BYTES + r * size;
    buf.write(key, off, KEY_BYTES, 'hex');
    const w0 = off / 4;
    for (let k = 0; k < KEY_BYTES / 4; k++) words[w0 + k] = buf.readUInt32LE(off + k * 4);
    words[w0 + KEY_BYTES / 4] = e.day;
    floats.set(e.vector.subarray(0, dims), w0 + (KEY_BYTES + 4) / 4);
    checksum64(words, w0, bodyWords, words, w0 + bodyWords);
  });
  // words hold the records in little-endian order; the header and keys are already in buf
  const body = Buffer.from(words.buffer, HEADER_BYTES, buf.length - HEADER_BYTES);
  if (!LITTLE_ENDIAN) body.swap32();
  body.copy(buf, HEADER_BYTES);
  return buf;
}
