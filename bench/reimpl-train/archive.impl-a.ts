import { Buffer } from 'node:buffer';
import type { EventEmitter } from 'node:events';
import * as nodeFs from 'node:fs';
import * as path from 'node:path';
import { PassThrough, type TransformOptions } from 'node:stream';

type ByteArrayLike = ArrayLike<number> & { [index: number]: number };

// spec: archive-01
/**
 * Writes a negative integer into `target` using the tar base-256 encoding:
 * a 0xff marker byte followed by the big-endian two's complement of the value.
 */
export function writeNegativeBase256(value: number, target: ByteArrayLike): void {
  target[0] = 0xff;
  let magnitude = -value;
  let flipped = false;
  for (let index = target.length - 1; index >= 1; index--) {
    const byte = magnitude % 256;
    magnitude = Math.floor(magnitude / 256);
    if (flipped) {
      target[index] = 0xff - byte;
    } else if (byte === 0) {
      target[index] = 0;
    } else {
      flipped = true;
      target[index] = (0x100 - byte) & 0xff;
    }
  }
}

// spec: archive-02
/**
 * Decodes a big-endian two's-complement byte sequence that is known to be negative.
 * An all-zero sequence decodes to 0.
 */
export function readNegativeBase256(bytes: ArrayLike<number>): number {
  const length = bytes.length;
  let total = 0;
  let flipped = false;
  for (let index = length - 1; index >= 0; index--) {
    const byte = bytes[index];
    let contribution: number;
    if (flipped) {
      contribution = 0xff - byte;
    } else if (byte === 0) {
      contribution = 0;
    } else {
      flipped = true;
      contribution = (0x100 - byte) & 0xff;
    }
    if (contribution !== 0) {
      total -= contribution * Math.pow(256, length - index - 1);
    }
  }
  return total;
}

// spec: archive-03
/**
 * Returns a key under which paths that differ only in Unicode composition or case collide.
 * Results are kept in a shared LRU-style cache.
 */
export function pathCollisionKey(input: string): string {
  let key = collisionKeyCache.get(input);
  if (key === undefined) {
    key = input.normalize('NFD').toLocaleLowerCase('en').toLocaleUpperCase('en');
  } else {
    // Re-insert so the entry becomes the most recently used one.
    collisionKeyCache.delete(input);
  }
  collisionKeyCache.set(input, key);

  if (collisionKeyCache.size > COLLISION_CACHE_TARGET + COLLISION_CACHE_SLACK) {
    const excess = collisionKeyCache.size - COLLISION_CACHE_TARGET;
    const oldestKeys = [...collisionKeyCache.keys()].slice(0, excess);
    oldestKeys.forEach((oldKey) => collisionKeyCache.delete(oldKey));
  }
  return key;
}

const COLLISION_CACHE_TARGET = 10000;
const COLLISION_CACHE_SLACK = 1000;
const collisionKeyCache = new Map<string, string>();

// spec: archive-04
/**
 * Normalises a permission mode for an archive entry, optionally making it portable,
 * and granting search permission on directories wherever read permission exists.
 */
export function adjustEntryMode(mode: number, isDirectory: boolean, portable: boolean): number {
  let result = mode & 0o7777;
  if (portable) {
    result = (result | 0o600) & ~0o22;
  }
  if (isDirectory) {
    if (result & 0o400) result |= 0o100;
    if (result & 0o40) result |= 0o10;
    if (result & 0o4) result |= 0o1;
  }
  return result;
}

// spec: archive-05
/**
 * Splits any absolute, UNC or drive-letter root off a path (Windows semantics, which also
 * cover POSIX absolute paths). Returns `[removedRoot, relativeRemainder]`.
 */
export function splitAbsoluteRoot(input: string): [string, string] {
  let removedRoot = '';
  let remainder = input;
  let parsed = path.win32.parse(remainder);
  while (path.win32.isAbsolute(remainder) || parsed.root) {
    const piece =
      remainder.charAt(0) === '/' && remainder.slice(0, 4) !== '//?/' ? '/' : parsed.root;
    remainder = remainder.slice(piece.length);
    removedRoot += piece;
    parsed = path.win32.parse(remainder);
  }
  return [removedRoot, remainder];
}

// spec: archive-06
/** Removes all trailing forward slashes; returns the input itself when there are none. */
export function stripTrailingSlashes(input: string): string {
  let end = input.length;
  while (end > 0 && input.charCodeAt(end - 1) === 0x2f) {
    end--;
  }
  return end === input.length ? input : input.slice(0, end);
}

// spec: archive-07
interface WarningSource {
  file?: string;
  cwd?: string;
  strict?: boolean;
  emit(event: string | symbol, ...args: unknown[]): boolean;
}

/**
 * Reports a problem on an emitter: a recoverable problem on a non-strict emitter becomes a
 * `warn` event, everything else an `error` event.
 */
export function reportProblem(
  emitter: WarningSource,
  code: string,
  message: string | Error,
  data: Record<string, unknown> = {},
): void {
  if (emitter.file) data.file = emitter.file;
  if (emitter.cwd) data.cwd = emitter.cwd;
  const ownCode = message instanceof Error ? (message as Error & { code?: unknown }).code : undefined;
  data.code = ownCode || code;
  data.tarCode = code;

  if (!emitter.strict && data.recoverable !== false) {
    if (message instanceof Error) {
      const enriched = Object.assign(message, data);
      emitter.emit('warn', code, message.message, enriched);
    } else {
      emitter.emit('warn', code, message, data);
    }
    return;
  }

  if (message instanceof Error) {
    emitter.emit('error', Object.assign(message, data));
  } else {
    emitter.emit('error', Object.assign(new Error(`${code}: ${message}`), data));
  }
}

// spec: archive-08
/** Translates short / alternative option names to their canonical names. */
export function normalizeOptionNames(raw?: Record<string, unknown> | null): Record<string, unknown> {
  if (!raw) return {};
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    result[OPTION_ALIASES.get(key) ?? key] = value;
  }
  if (result.chmod === undefined && result.noChmod === false) {
    result.chmod = true;
  }
  delete result.noChmod;
  return result;
}

const OPTION_ALIASES = new Map<string, string>([
  ['C', 'cwd'],
  ['f', 'file'],
  ['z', 'gzip'],
  ['P', 'preservePaths'],
  ['U', 'unlink'],
  ['strip-components', 'strip'],
  ['stripComponents', 'strip'],
  ['keep-newer', 'newer'],
  ['keepNewer', 'newer'],
  ['keep-newer-files', 'newer'],
  ['keepNewerFiles', 'newer'],
  ['k', 'keep'],
  ['keep-existing', 'keep'],
  ['keepExisting', 'keep'],
  ['m', 'noMtime'],
  ['no-mtime', 'noMtime'],
  ['p', 'preserveOwner'],
  ['L', 'follow'],
  ['h', 'follow'],
  ['onentry', 'onReadEntry'],
]);

// spec: archive-09
/**
 * Builds one pax extended-header record (`"<len> <key>=<value>\n"`) for a field of this record.
 * Returns an empty string when the field is undefined.
 */
export function formatPaxRecord(this: Record<string, unknown>, field: string): string {
  const value = this[field];
  if (value === undefined) return '';
  const text = value instanceof Date ? String(value.getTime() / 1000) : String(value);
  const key = field === 'dev' || field === 'ino' || field === 'nlink' ? `SCHILY.${field}` : field;
  const body = ` ${key}=${text}\n`;
  const bodyLength = Buffer.byteLength(body, 'utf8');
  let digitCount = String(bodyLength).length;
  if (bodyLength + digitCount >= Math.pow(10, digitCount)) {
    digitCount += 1;
  }
  return `${bodyLength + digitCount}${body}`;
}

// spec: archive-10
/**
 * Splits a path into ustar `[name, prefix, lossy]`, where name must fit in 100 bytes and
 * prefix in `prefixSize` bytes.
 */
export function splitUstarPath(fullPath: string, prefixSize: number): [string, string, boolean] {
  const nameLimit = 100;
  if (Buffer.byteLength(fullPath) < nameLimit) {
    return [fullPath, '', false];
  }
  const root = path.posix.parse(fullPath).root || '.';
  let prefix = path.posix.dirname(fullPath);
  let name = path.posix.basename(fullPath);

  do {
    const nameFits = Buffer.byteLength(name) <= nameLimit;
    const prefixFits = Buffer.byteLength(prefix) <= prefixSize;
    if (nameFits && prefixFits) {
      return [name, prefix, false];
    }
    if (!nameFits && prefixFits) {
      return [name.slice(0, nameLimit - 1), prefix, true];
    }
    name = path.posix.join(path.posix.basename(prefix), name);
    prefix = path.posix.dirname(prefix);
  } while (prefix !== root);

  return [fullPath.slice(0, nameLimit - 1), '', true];
}

// spec: archive-11
/** Lists the ancestor directories of a slash-separated path, outermost first. */
export function listAncestorDirectories(input: string): string[] {
  const pieces = input.split('/').slice(0, -1);
  return pieces.reduce<string[]>((ancestors, piece) => {
    const previous = ancestors[ancestors.length - 1];
    const next = previous === undefined ? piece || '/' : path.join(previous, piece) || '/';
    ancestors.push(next);
    return ancestors;
  }, []);
}

// spec: archive-12
type EntryFilter = (entryPath: string, entry?: unknown) => boolean;

/**
 * Installs a filter on `options` that only accepts the requested paths and anything below them.
 */
export function restrictToRequestedPaths(options: { filter?: EntryFilter }, requested: string[]): void {
  const trimSlashes = (value: string): string => value.replace(/\/+$/, '');
  const decisions = new Map<string, boolean>(requested.map((entry) => [trimSlashes(entry), true]));
  const maxDepth = 100;

  const isWanted = (candidate: string, root?: string, depth = 0): boolean => {
    const fsRoot = root ?? (path.parse(candidate).root || '.');
    let accepted: boolean;
    if (candidate === fsRoot) {
      accepted = false;
    } else {
      const known = decisions.get(candidate);
      if (known !== undefined) {
        accepted = known;
      } else if (depth >= maxDepth) {
        accepted = false;
      } else {
        accepted = isWanted(path.dirname(candidate), fsRoot, depth + 1);
      }
    }
    decisions.set(candidate, accepted);
    return accepted;
  };

  const previousFilter = options.filter;
  options.filter = previousFilter
    ? (entryPath, entry) => previousFilter(entryPath, entry) && isWanted(trimSlashes(entryPath))
    : (entryPath) => isWanted(trimSlashes(entryPath));
}

// spec: archive-13
interface StatLike {
  mtime?: Date | number;
}

interface NewerUpdateOptions {
  mtimeCache?: Map<string, Date | number>;
  filter?: (entryPath: string, stat: StatLike) => boolean;
}

/** Installs a filter that only accepts files not older than the archived copy. */
export function prepareNewerOnlyUpdate(options: NewerUpdateOptions): void {
  if (!options.mtimeCache) {
    options.mtimeCache = new Map();
  }
  const previousFilter = options.filter;
  const isNotOlder = (entryPath: string, stat: StatLike): boolean => {
    const currentTime = stat?.mtime ?? 0;
    const cachedTime = options.mtimeCache?.get(entryPath) ?? stat?.mtime ?? 0;
    return !(cachedTime > currentTime);
  };
  options.filter = previousFilter
    ? (entryPath, stat) => previousFilter(entryPath, stat) && isNotOlder(entryPath, stat)
    : isNotOlder;
}

// spec: archive-14
type SliceableCodes = ArrayLike<number> & {
  slice(start?: number, end?: number): ArrayLike<number>;
  subarray?(start?: number, end?: number): ArrayLike<number>;
};

/**
 * Converts character codes to a string in chunks to stay below the engine's argument limit.
 * Conversion errors (e.g. RangeError) are deliberately left to the caller.
 */
export function charCodesToString(codes: SliceableCodes, kind: string, chunkSize: number): string {
  const convert = (piece: ArrayLike<number>): string =>
    String.fromCharCode.apply(null, piece as unknown as number[]);

  if (codes.length <= chunkSize) {
    return convert(codes);
  }
  const useSlice = kind === 'array' || kind === 'nodebuffer';
  const parts: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    const end = Math.min(start + chunkSize, codes.length);
    const piece = useSlice ? codes.slice(start, end) : codes.subarray!(start, end);
    parts.push(convert(piece));
  }
  return parts.join('');
}

// spec: archive-15
/** Resolves `.` and `..` segments of a forward-slash path purely lexically. */
export function resolveDotSegments(input: string): string {
  const segments = input.split('/');
  const lastIndex = segments.length - 1;
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    if (segment === '.') return;
    if (segment === '') {
      if (index === 0 || index === lastIndex) kept.push(segment);
      return;
    }
    if (segment === '..') {
      kept.pop();
      return;
    }
    kept.push(segment);
  });
  return kept.join('/');
}

// spec: archive-16
/** Classifies data into one of the conversion type labels, or undefined if unsupported. */
export function detectDataKind(data: unknown): string | undefined {
  const tag = Object.prototype.toString.call(data);
  if (typeof data === 'string') return 'string';
  if (tag === '[object Array]') return 'array';
  const NodeBuffer = (globalThis as { Buffer?: typeof Buffer }).Buffer;
  if (NodeBuffer !== undefined && NodeBuffer.isBuffer(data)) return 'nodebuffer';
  if (typeof Uint8Array !== 'undefined' && tag === '[object Uint8Array]') return 'uint8array';
  if (typeof ArrayBuffer !== 'undefined' && tag === '[object ArrayBuffer]') return 'arraybuffer';
  return undefined;
}

// spec: archive-17
/** Renders every UTF-16 code unit of a binary string as an uppercase `\xHH` escape. */
export function toHexEscapes(binary: string | null | undefined): string {
  if (!binary) return '';
  let output = '';
  for (let index = 0; index < binary.length; index++) {
    const code = binary.charCodeAt(index);
    output += `\\x${code < 16 ? '0' : ''}${code.toString(16).toUpperCase()}`;
  }
  return output;
}

// spec: archive-18
/** Shallow-merges objects into a new one; the first defined value for each key wins. */
export function mergeFirstWins(...sources: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const hasOwn = (target: unknown, key: string): boolean =>
    Object.prototype.hasOwnProperty.call(target, key);
  for (const source of sources) {
    if (source === null || source === undefined) continue;
    const record = source as Record<string, unknown>;
    for (const key in record) {
      if (!hasOwn(record, key)) continue;
      if (!hasOwn(result, key) || result[key] === undefined) {
        result[key] = record[key];
      }
    }
  }
  return result;
}

// spec: archive-19
/**
 * Returns a cut position at or before `limit` that does not split a UTF-8 sequence.
 */
export function findUtf8CutPosition(bytes: ArrayLike<number>, limit?: number): number {
  let max = limit || bytes.length;
  if (max > bytes.length) max = bytes.length;

  let position = max - 1;
  while (position >= 0 && (bytes[position] & 0xc0) === 0x80) {
    position--;
  }
  if (position < 0 || position === 0) {
    return max;
  }
  return position + utf8SequenceLength(bytes[position]) > max ? position : max;
}

const utf8SequenceLength = (lead: number): number => {
  if (lead < 192) return 1;
  if (lead < 224) return 2;
  if (lead < 240) return 3;
  if (lead < 248) return 4;
  if (lead < 252) return 5;
  return lead === 254 ? 1 : 6;
};

// spec: archive-20
/** Encodes a binary string or byte array as padded standard base64. */
export function encodeBase64(input: string | ArrayLike<number>): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
  const byteAt =
    typeof input === 'string'
      ? (index: number): number => input.charCodeAt(index)
      : (index: number): number => input[index];
  const length = input.length;
  let output = '';

  for (let index = 0; index < length; index += 3) {
    const remaining = length - index;
    const first = byteAt(index);
    const second = remaining > 1 ? byteAt(index + 1) : 0;
    const third = remaining > 2 ? byteAt(index + 2) : 0;

    const sextet1 = first >> 2;
    const sextet2 = ((first & 3) << 4) | (second >> 4);
    const sextet3 = remaining > 1 ? ((second & 15) << 2) | (third >> 6) : 64;
    const sextet4 = remaining > 2 ? third & 63 : 64;

    output +=
      alphabet.charAt(sextet1) +
      alphabet.charAt(sextet2) +
      alphabet.charAt(sextet3) +
      alphabet.charAt(sextet4);
  }
  return output;
}

// spec: archive-21
interface SequentialByteReader {
  position: number;
  byteAt(index: number): number;
  ensureAvailable(count: number): void;
}

/** Reads `size` bytes as a little-endian integer (32-bit signed arithmetic) and advances. */
export function readLittleEndian(this: SequentialByteReader, size: number): number {
  this.ensureAvailable(size);
  let value = 0;
  for (let index = this.position + size - 1; index >= this.position; index--) {
    value = (value << 8) + this.byteAt(index);
  }
  this.position += size;
  return value;
}

// spec: archive-22
interface SignatureSearchReader {
  bytes: ArrayLike<number>;
  length: number;
  baseOffset: number;
}

/** Finds the last occurrence of a 4-character signature, relative to the reader's base offset. */
export function findLastSignature(this: SignatureSearchReader, signature: string): number {
  const [c0, c1, c2, c3] = [0, 1, 2, 3].map((offset) => signature.charCodeAt(offset));
  for (let index = this.length - 4; index >= 0; index--) {
    if (
      this.bytes[index] === c0 &&
      this.bytes[index + 1] === c1 &&
      this.bytes[index + 2] === c2 &&
      this.bytes[index + 3] === c3
    ) {
      return index - this.baseOffset;
    }
  }
  return -1;
}

// spec: archive-23
/** Concatenates chunks of one data kind ("string", "array", "uint8array", "nodebuffer"). */
export function joinChunks(
  kind: string,
  chunks: Array<string | unknown[] | Uint8Array | Buffer>,
): string | unknown[] | Uint8Array | Buffer {
  const totalLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  switch (kind) {
    case 'string':
      return (chunks as string[]).join('');
    case 'array':
      return (chunks as unknown[][]).reduce<unknown[]>((all, chunk) => {
        for (const item of chunk) all.push(item);
        return all;
      }, []);
    case 'uint8array': {
      const joined = new Uint8Array(totalLength);
      let offset = 0;
      for (const chunk of chunks as Uint8Array[]) {
        joined.set(chunk, offset);
        offset += chunk.length;
      }
      return joined;
    }
    case 'nodebuffer':
      return Buffer.concat(chunks as Buffer[]);
    default:
      throw new Error(`concat : unsupported type '${kind}'`);
  }
}

// spec: archive-24
interface ZipEntryAttributes {
  versionMadeBy: number;
  externalAttributes: number;
  fileName: string;
  isDirectory: boolean;
  unixPermissions: number | null;
  dosPermissions: number | null;
}

/** Derives directory flag and Unix/DOS permissions from the entry's raw header fields. */
export function deriveEntryPermissions(this: ZipEntryAttributes): void {
  this.unixPermissions = null;
  this.dosPermissions = null;
  const platform = (this.versionMadeBy >> 8) & 0xff;
  this.isDirectory = (this.externalAttributes & 0x10) !== 0;
  if (platform === 0) {
    this.dosPermissions = this.externalAttributes & 0x3f;
  } else if (platform === 3) {
    this.unixPermissions = (this.externalAttributes >>> 16) & 0xffff;
  }
  if (!this.isDirectory && this.fileName.endsWith('/')) {
    this.isDirectory = true;
  }
}

// spec: archive-25
/** Standard CRC-32 (reflected polynomial 0xEDB88320) of a byte sequence, unsigned. */
export function crc32(bytes: Iterable<number>): number {
  const table = getCrc32Table();
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = table[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

let crc32Table: Uint32Array | undefined;
const getCrc32Table = (): Uint32Array => {
  if (!crc32Table) {
    crc32Table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let bit = 0; bit < 8; bit++) {
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      crc32Table[n] = c >>> 0;
    }
  }
  return crc32Table;
};

// spec: archive-26
/** Converts MS-DOS date/time fields to a Date, in local time (default) or UTC. */
export function dosDateTimeToDate(dosDate: number, dosTime: number, timezone?: string | null): Date {
  const day = dosDate & 0x1f;
  const month = ((dosDate >> 5) & 0xf) - 1;
  const year = ((dosDate >> 9) & 0x7f) + 1980;
  const seconds = (dosTime & 0x1f) * 2;
  const minutes = (dosTime >> 5) & 0x3f;
  const hours = (dosTime >> 11) & 0x1f;

  if (timezone === null || timezone === undefined || timezone === 'local') {
    return new Date(year, month, day, hours, minutes, seconds, 0);
  }
  if (timezone === 'UTC') {
    return new Date(Date.UTC(year, month, day, hours, minutes, seconds, 0));
  }
  // The reference behaviour fails with a ReferenceError for unknown zones.
  throw new ReferenceError(`unrecognized options.timezone: ${String(timezone)}`);
}

// spec: archive-27
/** Returns an error message for unsafe zip entry names, or null when the name is fine. */
export function validateEntryName(name: string): string | null {
  if (name.includes('\\')) {
    return `invalid characters in fileName: ${name}`;
  }
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) {
    return `absolute path: ${name}`;
  }
  if (name.split('/').includes('..')) {
    return `invalid relative path: ${name}`;
  }
  return null;
}

// spec: archive-28
interface ExtraFieldRecord {
  id: number;
  data: Buffer;
}

/** Parses a zip extra-field area into `{ id, data }` records (data shares memory). */
export function parseExtraFieldRecords(extra: Buffer): ExtraFieldRecord[] {
  const records: ExtraFieldRecord[] = [];
  let position = 0;
  while (position < extra.length - 3) {
    const id = extra.readUInt16LE(position);
    const size = extra.readUInt16LE(position + 2);
    const dataStart = position + 4;
    const dataEnd = dataStart + size;
    if (dataEnd > extra.length) {
      throw new Error('extra field length exceeds extra field buffer size');
    }
    records.push({ id, data: extra.subarray(dataStart, dataEnd) });
    position = dataEnd;
  }
  return records;
}

// spec: archive-29
interface AsyncRandomReader {
  read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null, bytesRead: number) => void,
  ): void;
}

/** Reads exactly `length` bytes, reporting "unexpected EOF" on a short read. */
export function readExactly(
  reader: AsyncRandomReader,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
  callback: (error?: Error | null, emptyBuffer?: Buffer) => void,
): void {
  if (length === 0) {
    // Zero-length reads can throw on empty files, so skip the reader entirely.
    setImmediate(() => callback(null, Buffer.alloc(0)));
    return;
  }
  reader.read(buffer, offset, length, position, (error, bytesRead) => {
    if (error) {
      callback(error);
      return;
    }
    if (bytesRead < length) {
      callback(new Error('unexpected EOF'));
      return;
    }
    callback();
  });
}

// spec: archive-30
/** Decodes zip name/comment bytes as UTF-8 or as graphical code page 437. */
export function decodeZipText(bytes: Buffer | ArrayLike<number>, isUtf8: boolean): string {
  if (isUtf8) {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(Array.from(bytes));
    return buffer.toString('utf8');
  }
  let text = '';
  for (let index = 0; index < bytes.length; index++) {
    text += CP437_CHARACTERS[bytes[index]];
  }
  return text;
}

const CP437_CHARACTERS =
  '\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼' +
  Array.from({ length: 95 }, (_, offset) => String.fromCharCode(32 + offset)).join('') +
  '⌂' +
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

// spec: archive-31
/** Reads an unsigned 64-bit little-endian integer as a (possibly imprecise) number. */
export function readUInt64LE(buffer: Buffer, offset: number): number {
  const low = buffer.readUInt32LE(offset);
  const high = buffer.readUInt32LE(offset + 4);
  return high * 0x100000000 + low;
}

// spec: archive-32
/** In-memory analogue of an asynchronous positional file read. */
export function readFromMemorySource(
  this: { buffer: Buffer },
  target: Buffer,
  offset: number,
  length: number,
  position: number,
  callback: (error: Error | null, bytesRead: number) => void,
): void {
  if (!(offset >= 0 && offset <= target.length)) {
    throw new RangeError(`offset outside buffer: 0 <= ${offset} <= ${target.length}`);
  }
  if (position < 0) {
    throw new RangeError(`position is negative: ${position}`);
  }
  let count = length;
  if (offset + count > target.length) {
    count = target.length - offset;
  }
  if (position + count > this.buffer.length) {
    count = this.buffer.length - position;
  }
  if (count <= 0) {
    setImmediate(() => callback(null, 0));
    return;
  }
  this.buffer.copy(target, offset, position, position + count);
  setImmediate(() => callback(null, count));
}

// spec: archive-33
interface MemoryStreamOptions extends TransformOptions {
  start?: number;
  end?: number;
}

type MemoryRangeStream = PassThrough & { rangeStart: number; rangeEnd?: number; position: number };

/** Returns an ended pass-through stream pre-filled with a byte range of the wrapped buffer. */
export function createMemoryReadStream(
  this: { buffer: Buffer },
  options?: MemoryStreamOptions,
): MemoryRangeStream {
  const maxSliceSize = 0x10000;
  const stream = new PassThrough(options) as MemoryRangeStream;
  const start = options?.start ?? 0;
  stream.rangeStart = start;
  stream.rangeEnd = options?.end;
  stream.position = options?.end || this.buffer.length;

  for (let sliceStart = start; sliceStart < stream.position; sliceStart += maxSliceSize) {
    const sliceEnd = Math.min(sliceStart + maxSliceSize, stream.position);
    stream.write(this.buffer.subarray(sliceStart, sliceEnd));
  }
  stream.end();
  return stream;
}

// spec: archive-34
interface SharedDescriptor extends EventEmitter {
  fd: number;
  refCount: number;
}

/** Drops one reference; closes the descriptor when the last reference goes away. */
export function releaseDescriptor(this: SharedDescriptor): void {
  this.refCount -= 1;
  if (this.refCount < 0) {
    throw new Error('invalid unref');
  }
  if (this.refCount > 0) return;
  nodeFs.close(this.fd, (error) => {
    if (error) {
      this.emit('error', error);
    } else {
      this.emit('close');
    }
  });
}

// spec: archive-35
interface DirectoryMaker {
  sep: string;
  fs: Pick<typeof nodeFs, 'statSync' | 'mkdirSync'>;
}

/** Creates every level of a directory path synchronously. */
export function createDirectoryTree(this: DirectoryMaker, folder: string): void {
  const pieces = folder.split(this.sep);
  let current = pieces[0];
  for (const piece of pieces) {
    if (!piece || piece.endsWith(':')) continue;
    current += this.sep + piece;
    let stats: nodeFs.Stats | undefined;
    try {
      stats = this.fs.statSync(current);
    } catch (error) {
      if ((error as Error)?.message?.startsWith('ENOENT')) {
        this.fs.mkdirSync(current);
      } else {
        throw error;
      }
    }
    if (stats?.isFile()) {
      throw new Error(`ADM-ZIP: There is a file in the way: "${current}"`);
    }
  }
}

// spec: archive-36
interface FileWriterHelper {
  fs: typeof nodeFs;
  makeDirectory(folder: string): void;
}

/** Writes content to a file, creating parent folders; returns false when it refuses to write. */
export function writeContentToFile(
  this: FileWriterHelper,
  filePath: string,
  content: Buffer,
  overwrite: boolean,
  mode?: number,
): boolean {
  if (this.fs.existsSync(filePath)) {
    if (!overwrite) return false;
    if (this.fs.statSync(filePath).isDirectory()) return false;
  }
  const folder = path.dirname(filePath);
  if (!this.fs.existsSync(folder)) {
    this.makeDirectory(folder);
  }

  let descriptor: number;
  try {
    descriptor = this.fs.openSync(filePath, 'w', 0o666);
  } catch {
    this.fs.chmodSync(filePath, 0o666);
    descriptor = this.fs.openSync(filePath, 'w', 0o666);
  }
  if (descriptor) {
    try {
      this.fs.writeSync(descriptor, content, 0, content.length, 0);
    } finally {
      this.fs.closeSync(descriptor);
    }
  }
  this.fs.chmodSync(filePath, mode || 0o666);
  return true;
}

// spec: archive-37
/** Throws when extraction into `rootDir` would pass through an existing symbolic link. */
export function assertNoSymlinkInPath(
  this: { fs: Partial<Pick<typeof nodeFs, 'lstatSync'>> },
  rootDir: string,
  targetPath: string,
): void {
  const lstat = this.fs.lstatSync;
  if (typeof lstat !== 'function') return;

  const root = path.resolve(rootDir);
  const target = path.resolve(targetPath);
  if (root === target) return;

  const relative = path.relative(root, target);
  if (!relative || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return;
  }

  let current = root;
  for (const part of relative.split(path.sep)) {
    if (!part || part === '.') continue;
    current = path.join(current, part);
    let stats: nodeFs.Stats;
    try {
      stats = lstat.call(this.fs, current) as nodeFs.Stats;
    } catch {
      return; // Not created yet: nothing further down can be a link.
    }
    if (stats.isSymbolicLink()) {
      throw new Error(`ADM-ZIP: There is a file in the way: "${current}"`);
    }
  }
}

// spec: archive-38
/** Maps an entry name to a path guaranteed to stay inside `prefix`. */
export function confinePathToDirectory(prefix: string, entryName: string): string {
  const base = path.resolve(path.normalize(prefix));
  const segments = entryName.split('/');
  for (let skip = 0; skip < segments.length; skip++) {
    const candidate = path.normalize(path.join(base, segments.slice(skip).join(path.sep)));
    if (candidate === base || candidate.startsWith(base + path.sep)) {
      return candidate;
    }
  }
  return path.normalize(path.join(base, path.basename(entryName)));
}

// spec: archive-39
/** Converts input to a Buffer: buffers as-is, byte arrays copied, strings via `encode`. */
export function toNodeBuffer<T>(input: unknown, encode: (text: string) => T): Buffer | T {
  if (Buffer.isBuffer(input)) return input;
  if (input instanceof Uint8Array) return Buffer.from(input);
  if (typeof input === 'string') return encode(input);
  return Buffer.alloc(0);
}

// spec: archive-40
/** Writes a number as an unsigned 64-bit little-endian integer without BigInt. */
export function writeUInt64LE(buffer: Buffer, value: number, offset: number): void {
  const low = value >>> 0;
  const high = Math.floor(value / 0x100000000) >>> 0;
  buffer.writeUInt32LE(low, offset);
  buffer.writeUInt32LE(high, offset + 4);
}

// spec: archive-41
/** Packs a Date (local time) into a 32-bit MS-DOS date/time value. */
export function dateToDosDateTime(date: Date): number {
  const year = date.getFullYear();
  if (year <= 1979) return 0;
  const dosDate = (((year - 1980) & 0x7f) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  const dosTime = (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1);
  return (dosDate << 16) | dosTime;
}

// spec: archive-42
/**
 * Returns a factory of "ADM-ZIP: ..." errors; `{n}` placeholders are filled (permanently)
 * from the first call that passes arguments.
 */
export function createErrorFactory(template: string): (...args: unknown[]) => Error {
  let message = template;
  return (...args: unknown[]): Error => {
    if (args.length > 0) {
      message = message.replace(/\{(\d)\}/g, (_placeholder, digit: string) =>
        String(args[Number(digit)] || ''),
      );
    }
    return new Error(`ADM-ZIP: ${message}`);
  };
}

// spec: archive-43
/** Creates a stateful traditional PKWARE (ZipCrypto) encryptor for the given password. */
export function createZipCryptoEncryptor(
  password: Buffer | string,
): (data: ArrayLike<number>, output?: Buffer, start?: number) => Buffer {
  const keys = new Uint32Array([0x12345678, 0x23456789, 0x34567890]);
  const table = zipCryptoCrcTable();
  const crcStep = (crc: number, byte: number): number => (crc >>> 8) ^ table[(crc ^ byte) & 0xff];

  const updateKeys = (byte: number): void => {
    keys[0] = crcStep(keys[0], byte);
    keys[1] = Math.imul(keys[1] + (keys[0] & 0xff), 134775813) + 1;
    keys[2] = crcStep(keys[2], keys[1] >>> 24);
  };
  const nextKeystreamByte = (): number => {
    const t = (keys[2] | 2) >>> 0;
    return (Math.imul(t, t ^ 1) >>> 8) & 0xff;
  };

  const passwordBytes = Buffer.isBuffer(password) ? password : Buffer.from(password, 'utf8');
  for (const byte of passwordBytes) updateKeys(byte);

  return (data, output = Buffer.alloc(data.length), start = 0) => {
    let position = start;
    for (let index = 0; index < data.length; index++) {
      const plain = data[index];
      output[position++] = plain ^ nextKeystreamByte();
      updateKeys(plain);
    }
    return output;
  };
}

const zipCryptoCrcTable = (): Uint32Array => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) {
      c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    table[n] = c;
  }
  return table;
};

// spec: archive-44
/** Turns a RegExp, function or anything else into a file-name predicate. */
export function toFileNamePredicate(
  filter: unknown,
): (fileName: string) => boolean {
  if (filter instanceof RegExp) {
    return (fileName: string) => filter.test(fileName);
  }
  if (typeof filter !== 'function') {
    return () => true;
  }
  return filter as (fileName: string) => boolean;
}

// spec: archive-45
interface BitWriterState {
  bitBuffer: number;
  bitCount: number;
  pendingBuffer: Uint8Array;
  pending: number;
}

/** Appends `length` low bits of `value` (LSB first) to the compressor's output. */
export function sendBits(state: BitWriterState, value: number, length: number): void {
  if (state.bitCount + length > 16) {
    state.bitBuffer = (state.bitBuffer | (value << state.bitCount)) & 0xffff;
    state.pendingBuffer[state.pending++] = state.bitBuffer & 0xff;
    state.pendingBuffer[state.pending++] = (state.bitBuffer >>> 8) & 0xff;
    state.bitBuffer = (value >>> (16 - state.bitCount)) & 0xffff;
    state.bitCount += length - 16;
  } else {
    state.bitBuffer = (state.bitBuffer | (value << state.bitCount)) & 0xffff;
    state.bitCount += length;
  }
}

// spec: archive-46
/** Reverses the lowest `bitCount` bits of `code` (at least one bit is always processed). */
export function reverseBits(code: number, bitCount: number): number {
  const steps = Math.max(1, bitCount);
  let result = 0;
  let remaining = code;
  for (let step = 0; step < steps; step++) {
    result = (result << 1) | (remaining & 1);
    remaining >>>= 1;
  }
  return result;
}

// spec: archive-47
/** Assigns canonical (bit-reversed) Huffman codes from code lengths, in place. */
export function assignCanonicalCodes(
  tree: ByteArrayLike,
  maxCode: number,
  lengthCounts: ArrayLike<number>,
): void {
  const maxBits = 15;
  const nextCode = new Array<number>(maxBits + 1).fill(0);
  let code = 0;
  for (let bits = 1; bits <= maxBits; bits++) {
    code = (code + lengthCounts[bits - 1]) << 1;
    nextCode[bits] = code;
  }
  for (let symbol = 0; symbol <= maxCode; symbol++) {
    const length = tree[symbol * 2 + 1];
    if (length === 0) continue;
    tree[symbol * 2] = reverseCodeBits(nextCode[length]++, length);
  }
}

const reverseCodeBits = (code: number, length: number): number => {
  let result = 0;
  for (let bit = 0; bit < length; bit++) {
    result = (result << 1) | ((code >>> bit) & 1);
  }
  return result;
};

// spec: archive-48
interface HeapState {
  heap: ByteArrayLike;
  heapLength: number;
  depth: ArrayLike<number>;
}

/** Sifts the heap element at `position` down to restore the Huffman priority-queue order. */
export function siftDown(state: HeapState, tree: ArrayLike<number>, position: number): void {
  const { heap, depth } = state;
  const isSmaller = (a: number, b: number): boolean =>
    tree[a * 2] < tree[b * 2] || (tree[a * 2] === tree[b * 2] && depth[a] <= depth[b]);

  const element = heap[position];
  let current = position;
  let child = current * 2;
  while (child <= state.heapLength) {
    if (child < state.heapLength && isSmaller(heap[child + 1], heap[child])) {
      child++;
    }
    if (isSmaller(element, heap[child])) break;
    heap[current] = heap[child];
    current = child;
    child *= 2;
  }
  heap[current] = element;
}

// spec: archive-49
/** Returns 1 when the literal frequencies look like text, 0 when they look binary. */
export function detectTextOrBinary(state: { literalTree: ArrayLike<number> }): 0 | 1 {
  const frequencies = state.literalTree;
  const occurs = (byte: number): boolean => frequencies[byte * 2] !== 0;
  // Bits set for 0..6, 14..25 and 28..31: control codes that indicate binary data.
  const blockedMask = 0xf3ffc07f;

  for (let byte = 0; byte < 32; byte++) {
    if ((blockedMask >>> byte) & 1 && occurs(byte)) return 0;
  }
  if (occurs(9) || occurs(10) || occurs(13)) return 1;
  for (let byte = 32; byte < 256; byte++) {
    if (occurs(byte)) return 1;
  }
  return 0;
}

// spec: archive-50
/** Updates an Adler-32 checksum with `count` bytes starting at `start`; signed 32-bit result. */
export function updateAdler32(
  checksum: number,
  bytes: ArrayLike<number>,
  count: number,
  start: number,
): number {
  const modulus = 65521;
  const blockSize = 2000;
  let low = checksum & 0xffff;
  let high = (checksum >>> 16) & 0xffff;
  let position = start;
  let remaining = count;

  while (remaining > 0) {
    const block = Math.min(remaining, blockSize);
    remaining -= block;
    for (let index = 0; index < block; index++) {
      low += bytes[position++];
      high += low;
    }
    low %= modulus;
    high %= modulus;
  }
  return (low | (high << 16)) | 0;
}

// spec: archive-51
interface DeflateOutputStream {
  output: Uint8Array;
  nextOut: number;
  availOut: number;
  totalOut: number;
  state: { pendingBuffer: Uint8Array; pendingOut: number; pending: number };
}

/** Moves as many pending compressed bytes as fit into the caller's output buffer. */
export function flushPendingOutput(stream: DeflateOutputStream): void {
  const { state } = stream;
  const amount = Math.min(state.pending, stream.availOut);
  if (amount === 0) return;

  stream.output.set(state.pendingBuffer.subarray(state.pendingOut, state.pendingOut + amount), stream.nextOut);
  stream.nextOut += amount;
  state.pendingOut += amount;
  stream.totalOut += amount;
  stream.availOut -= amount;
  state.pending -= amount;
  if (state.pending === 0) {
    state.pendingOut = 0;
  }
}

// spec: archive-52
interface InflateWindowState {
  window: Uint8Array | null;
  windowBits: number;
  windowSize: number;
  writeIndex: number;
  filled: number;
}

/** Records the last `count` bytes before `end` of `source` in the inflater's sliding window. */
export function updateSlidingWindow(
  stream: { state: InflateWindowState },
  source: Uint8Array,
  end: number,
  count: number,
): number {
  const state = stream.state;
  if (state.window === null) {
    state.window = new Uint8Array(1 << state.windowBits);
  }
  if (state.windowSize === 0) {
    state.windowSize = 1 << state.windowBits;
    state.writeIndex = 0;
    state.filled = 0;
  }
  const window = state.window;
  const size = state.windowSize;

  if (count >= size) {
    window.set(source.subarray(end - size, end), 0);
    state.writeIndex = 0;
    state.filled = size;
    return 0;
  }

  const firstPart = Math.min(size - state.writeIndex, count);
  window.set(source.subarray(end - count, end - count + firstPart), state.writeIndex);
  const wrapped = count - firstPart;
  if (wrapped > 0) {
    window.set(source.subarray(end - wrapped, end), 0);
    state.writeIndex = wrapped;
    state.filled = size;
  } else {
    state.writeIndex += firstPart;
    if (state.writeIndex === size) state.writeIndex = 0;
    if (state.filled < size) state.filled += firstPart;
  }
  return 0;
}

// spec: archive-53
interface SubarrayCapable {
  length: number;
  subarray(begin?: number, end?: number): ArrayLike<number>;
}

/** Copies a range of a typed array into a fresh Uint8Array that shares no memory. */
export function copyRangeToBytes(
  source: SubarrayCapable,
  start?: number | null,
  end?: number | null,
): Uint8Array {
  const from = start === null || start === undefined || start < 0 ? 0 : start;
  const to = end === null || end === undefined || end > source.length ? source.length : end;
  return new Uint8Array(source.subarray(from, to));
}

// spec: archive-54
interface GzipHeaderOptions {
  level?: number;
  mtime?: Date | number | string;
  filename?: string;
}

/** Fills in the fixed gzip header (and optional file name) of a zero-filled buffer. */
export function writeGzipHeader(output: ByteArrayLike, options: GzipHeaderOptions): void {
  output[0] = 31;
  output[1] = 139;
  output[2] = 8;
  const { level } = options;
  output[8] = level !== undefined && level < 2 ? 4 : level === 9 ? 2 : 0;
  output[9] = 3;

  // eslint-disable-next-line eqeqeq
  if ((options.mtime as unknown) != 0) {
    const moment = options.mtime ? new Date(options.mtime) : new Date();
    let seconds = Math.floor(moment.getTime() / 1000);
    for (let index = 4; seconds > 0; index++) {
      output[index] = seconds & 0xff;
      seconds = Math.floor(seconds / 256);
    }
  }

  const name = options.filename;
  if (name) {
    output[3] = 8;
    for (let index = 0; index < name.length; index++) {
      output[10 + index] = name.charCodeAt(index) & 0xff;
    }
    output[10 + name.length] = 0;
  }
}

// spec: archive-55
/** Validates a gzip header and returns the offset where the deflate payload begins. */
export function gzipPayloadOffset(data: ArrayLike<number>): number {
  if (data[0] !== 31 || data[1] !== 139 || data[2] !== 8) {
    throw Object.assign(new Error('invalid gzip data'), { code: 6 });
  }
  const flags = data[3];
  let position = 10;
  if (flags & 4) {
    position += (data[10] | (data[11] << 8)) + 2;
  }
  const skipZeroTerminated = (): void => {
    while (position < data.length && data[position] !== 0) position++;
    position++; // the terminator (or the phantom one past the end)
  };
  if (flags & 8) skipZeroTerminated();
  if (flags & 16) skipZeroTerminated();
  if (flags & 2) position += 2;
  return position;
}

// spec: archive-56
/** Writes the zlib header (and optional dictionary id) into a zero-filled buffer. */
export function writeZlibHeader(
  output: ByteArrayLike,
  options: { level?: number; dictionary?: ArrayLike<number> },
): void {
  const { level, dictionary } = options;
  let levelHint: number;
  if (level === 0) levelHint = 0;
  else if (level !== undefined && level < 6) levelHint = 1;
  else if (level === 9) levelHint = 3;
  else levelHint = 2;

  output[0] = 120;
  output[1] = (levelHint << 6) | (dictionary ? 32 : 0);
  output[1] |= 31 - (((output[0] << 8) | output[1]) % 31);

  if (dictionary) {
    const checksum = adler32Of(dictionary);
    output[2] = (checksum >>> 24) & 0xff;
    output[3] = (checksum >>> 16) & 0xff;
    output[4] = (checksum >>> 8) & 0xff;
    output[5] = checksum & 0xff;
  }
}

const adler32Of = (bytes: ArrayLike<number>): number => {
  let low = 1;
  let high = 0;
  for (let index = 0; index < bytes.length; index++) {
    low = (low + bytes[index]) % 65521;
    high = (high + low) % 65521;
  }
  return ((high << 16) | low) >>> 0;
};

// spec: archive-57
/** Validates a zlib header and returns how many header bytes precede the deflate data. */
export function zlibHeaderSize(data: ArrayLike<number>, dictionary?: ArrayLike<number>): number {
  const fail = (message: string): Error => Object.assign(new Error(message), { code: 6 });
  const cmf = data[0];
  const flg = data[1];
  if ((cmf & 0x0f) !== 8 || cmf >> 4 > 7 || ((cmf << 8) | flg) % 31 !== 0) {
    throw fail('invalid zlib data');
  }
  const needsDictionary = (flg & 32) !== 0;
  if (needsDictionary && !dictionary) {
    throw fail('invalid zlib data: need dictionary');
  }
  if (!needsDictionary && dictionary) {
    throw fail('invalid zlib data: unexpected dictionary');
  }
  return needsDictionary ? 6 : 2;
}

// spec: archive-58
/** Decodes complete UTF-8 sequences; returns the text and a copy of the incomplete tail. */
export function decodeUtf8Streaming(bytes: Uint8Array): { s: string; r: Uint8Array } {
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index];
    const extra = lead < 128 ? 0 : lead < 224 ? 1 : lead < 240 ? 2 : 3;
    if (index + extra >= bytes.length) break;

    const tail = (offset: number): number => bytes[index + offset] & 63;
    if (extra === 0) {
      text += String.fromCharCode(lead);
    } else if (extra === 1) {
      text += String.fromCharCode(((lead & 31) << 6) | tail(1));
    } else if (extra === 2) {
      text += String.fromCharCode(((lead & 15) << 12) | (tail(1) << 6) | tail(2));
    } else {
      const codePoint = (((lead & 15) << 18) | (tail(1) << 12) | (tail(2) << 6) | tail(3)) - 65536;
      text += String.fromCharCode(0xd800 | (codePoint >> 10), 0xdc00 | (codePoint & 1023));
    }
    index += extra + 1;
  }
  return { s: text, r: bytes.slice(index) };
}

// spec: archive-59
/**
 * Resolves saturated 32-bit sizes/offset from a ZIP64 extra record.
 * Returns `[compressedSize, uncompressedSize, offset, usedZip64]`.
 */
export function resolveZip64Values(
  data: ArrayLike<number>,
  extraStart: number,
  extraLength: number,
  zip64Mode: number,
  compressedSize: number,
  uncompressedSize: number,
  headerOffset: number,
): [number, number, number, number] {
  const saturated = 4294967295;
  const u16 = (at: number): number => data[at] | (data[at + 1] << 8);
  const u32 = (at: number): number =>
    (data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24)) >>> 0;

  const uncompressedFlagged = uncompressedSize === saturated;
  const compressedFlagged = compressedSize === saturated;
  const offsetFlagged = headerOffset === saturated;

  if (zip64Mode !== 0 && (uncompressedFlagged || compressedFlagged || offsetFlagged)) {
    const extraEnd = extraStart + extraLength;
    for (let record = extraStart; extraEnd - record > 4; record += 4 + u16(record + 2)) {
      if (u16(record) !== 1) continue;
      let cursor = record + 4;
      const next64 = (): number => {
        const value = u32(cursor) + u32(cursor + 4) * 0x100000000;
        cursor += 8;
        return value;
      };
      const resolvedUncompressed = uncompressedFlagged ? next64() : uncompressedSize;
      const resolvedCompressed = compressedFlagged ? next64() : compressedSize;
      const resolvedOffset = offsetFlagged ? next64() : headerOffset;
      return [resolvedCompressed, resolvedUncompressed, resolvedOffset, 1];
    }
    if (zip64Mode < 2) {
      throw Object.assign(new Error('invalid zip data'), { code: 13 });
    }
  }
  return [compressedSize, uncompressedSize, headerOffset, 0];
}

// spec: archive-60
/** Total header bytes occupied by a set of zip extra fields (4 bytes overhead each). */
export function extraFieldsByteLength(
  fields?: Record<string | number, ArrayLike<number>> | null,
): number {
  if (!fields) return 0;
  let total = 0;
  for (const key in fields) {
    const length = fields[key].length;
    if (length > 65535) {
      throw Object.assign(new Error('extra field too long'), { code: 9 });
    }
    total += length + 4;
  }
  return total;
}
