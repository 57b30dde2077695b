import { AssertionError } from 'node:assert';
import { lstatSync, readFileSync, realpathSync, statSync, type BigIntStats, type Stats } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import * as path from 'node:path';
import { Readable, type Stream, type Transform, type Writable } from 'node:stream';
import { createDeflate, createGzip, type ZlibOptions } from 'node:zlib';

type AnyRecord = Record<string, unknown>;

/** Error carrying an HTTP status code, used where a 500 "internal" error object is required. */
class HttpInternalError extends Error {
  readonly statusCode = 500;
  readonly status = 500;
  readonly expose = false;

  constructor(message: string) {
    super(message);
    this.name = 'InternalServerError';
  }
}

// spec: web-01
/** Returns the last entry of a possibly comma-joined header value, trimmed. */
export function lastHeaderEntry(headerValue: string): string {
  const lastComma = headerValue.lastIndexOf(',');
  return lastComma === -1 ? headerValue.trim() : headerValue.slice(lastComma + 1).trim();
}

// spec: web-02
/** Recursively freezes an object graph in place (typed arrays other than DataView are left alone). */
export function freezeDeep<T extends object>(target: T): T {
  const writable = target as AnyRecord;
  for (const propertyName of Object.getOwnPropertyNames(target)) {
    const value = writable[propertyName];
    if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
      continue;
    }
    writable[propertyName] = value && typeof value === 'object' ? freezeDeep(value as object) : value;
  }
  return Object.freeze(target);
}

// spec: web-03
/** Finds a readable name for a plugin: explicit display name, module path from the require cache, or fn name. */
export function resolvePluginName(plugin: Function): string | null {
  const displayName = (plugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')];
  if (displayName) {
    return displayName as string;
  }
  const moduleCache: NodeJS.Dict<NodeJS.Module> | undefined =
    typeof require === 'function' ? require.cache : undefined;
  if (moduleCache) {
    const owningPath = Object.keys(moduleCache).find((modulePath) => moduleCache[modulePath]?.exports === plugin);
    if (owningPath !== undefined) {
      return owningPath;
    }
  }
  return plugin.name !== '' ? plugin.name : null;
}

// spec: web-04
/** Joins two route prefixes so that exactly one slash sits at the seam. */
export function joinRoutePrefix(parentPrefix: string, childPrefix: string): string {
  if (!childPrefix) {
    return parentPrefix;
  }
  const parentEndsWithSlash = parentPrefix.endsWith('/');
  const childStartsWithSlash = childPrefix.startsWith('/');
  if (parentEndsWithSlash && childStartsWithSlash) {
    return parentPrefix + childPrefix.slice(1);
  }
  if (!parentEndsWithSlash && !childStartsWithSlash) {
    return `${parentPrefix}/${childPrefix}`;
  }
  return parentPrefix + childPrefix;
}

// spec: web-05
/** Creates a generator of request ids of the form "req-<base36 counter>". */
export function createRequestIdFactory(): (...ignored: unknown[]) => string {
  const maxCounter = 2147483647;
  let counter = 0;
  return () => {
    counter = (counter + 1) & maxCounter;
    return `req-${counter.toString(36)}`;
  };
}

// spec: web-06
/** Finds the first local "$ref" that occurs somewhere under a "propertyNames" subschema. */
export function findRefInPropertyNames(schema: unknown, insidePropertyNames = false): string | undefined {
  if (Array.isArray(schema)) {
    for (const element of schema) {
      const found = findRefInPropertyNames(element, insidePropertyNames);
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
  if (typeof schema !== 'object' || schema === null) {
    return undefined;
  }
  const node = schema as AnyRecord;
  const ref = node.$ref;
  if (insidePropertyNames && typeof ref === 'string' && ref[0] === '#') {
    return ref;
  }
  for (const [key, child] of Object.entries(node)) {
    const found = findRefInPropertyNames(child, insidePropertyNames || key === 'propertyNames');
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

// spec: web-07
/** Lists the addresses a listening server is reachable at, expanding the wildcard IPv4 address. */
export function listReachableAddresses(addressInfo: { address: string }): string[] {
  if (addressInfo.address !== '0.0.0.0') {
    return [addressInfo.address];
  }
  const interfaceEntries = Object.values(networkInterfaces())
    .flatMap((entries): NetworkInterfaceInfo[] => entries ?? [])
    .filter((entry) => entry.family === 'IPv4');
  return interfaceEntries
    .sort((first) => (first.internal ? -1 : 1))
    .map((entry) => entry.address);
}

interface HeadReply {
  header(name: string, value: string): unknown;
  log: { error(details: AnyRecord, message: string): void };
}

type SendHookDone = (error: Error | null, payload: null) => void;

// spec: web-08
/** onSend hook for HEAD routes: discards the body but keeps its content-length. */
export function headRouteOnSend(
  _request: unknown,
  reply: HeadReply,
  payload: unknown,
  done: SendHookDone,
): void {
  const logStreamError = (err: unknown): void => {
    reply.log.error({ err }, 'Error on Stream found for HEAD route');
  };

  if (payload === undefined) {
    reply.header('content-length', '0');
    done(null, null);
    return;
  }

  const streamLike = payload as {
    resume?: () => void;
    on?: (event: string, listener: (err: unknown) => void) => void;
    getReader?: () => unknown;
    cancel?: (reason: string) => Promise<void>;
  };

  if (typeof streamLike.resume === 'function') {
    streamLike.on?.('error', logStreamError);
    streamLike.resume();
    done(null, null);
    return;
  }

  if (typeof streamLike.getReader === 'function') {
    streamLike.cancel?.('Stream cancelled by HEAD route').catch(logStreamError);
    done(null, null);
    return;
  }

  reply.header('content-length', `${Buffer.byteLength(payload as string | Buffer)}`);
  done(null, null);
}

// spec: web-09
/** Answers a low-level client error directly on the socket with a small JSON body. */
export function respondToClientError(
  this: { log: { trace(details: AnyRecord, message: string): void } },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }

  let statusCode = 400;
  let message = 'Client Error';
  let label = 'error';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    statusCode = 408;
    message = 'Client Timeout';
    label = 'timeout';
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    statusCode = 431;
    message = 'Exceeded maximum allowed HTTP header size';
    label = 'header_overflow';
  }

  const reasonPhrase = STATUS_CODES[statusCode];
  const body = JSON.stringify({ error: reasonPhrase, message, statusCode });

  this.log.trace({ err }, `client ${label}`);

  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${statusCode} ${reasonPhrase}`,
        `Content-Length: ${body.length}`,
        'Content-Type: application/json',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(err);
}

// spec: web-10
/** Folds a list of schema validation errors into one Error (returned, not thrown). */
export function combineValidationErrors(
  validationErrors: ReadonlyArray<{ instancePath?: string; message?: string }>,
  dataLabel: string,
): Error {
  const text = validationErrors
    .map((entry) => `${dataLabel}${entry.instancePath || ''} ${entry.message}`)
    .join(', ');
  return new Error(text);
}

// spec: web-11
/** Settles the status code of an error response and applies headers the error requests. */
export function applyErrorStatus(
  error: unknown,
  reply: { raw: { statusCode: number }; headers(values: AnyRecord): unknown },
): void {
  const isErrorStatus = (code: unknown): code is number =>
    typeof code === 'number' && code >= 400 && code <= 599;

  let statusCode = isErrorStatus(reply.raw.statusCode) ? reply.raw.statusCode : 500;

  if (error !== null && error !== undefined) {
    const details = error as { headers?: AnyRecord; statusCode?: unknown; status?: unknown };
    if (details.headers !== undefined) {
      reply.headers(details.headers);
    }
    if (isErrorStatus(details.statusCode)) {
      statusCode = details.statusCode;
    } else if (isErrorStatus(details.status)) {
      statusCode = details.status;
    }
  }

  reply.raw.statusCode = statusCode;
}

type ScopeCategory = 'required' | 'selection' | 'forbidden';

// spec: web-12
/** Tests one category of a scope rule (required / selection / forbidden) against credentials. */
export function satisfiesScopeCategory(
  credentials: { scope?: string | string[] },
  rule: Partial<Record<ScopeCategory, string[]>>,
  category: ScopeCategory | string,
): boolean {
  const categoryScopes = (rule as Record<string, string[] | undefined>)[category];
  if (!categoryScopes) {
    return true;
  }

  const granted = credentials.scope;
  let matchCount: number;
  if (typeof granted === 'string') {
    matchCount = categoryScopes.includes(granted) ? 1 : 0;
  } else {
    matchCount = [...new Set(granted ?? [])].filter((scope) => categoryScopes.includes(scope)).length;
  }

  if (category === 'forbidden') {
    return matchCount === 0;
  }
  if (category === 'required') {
    return matchCount === (rule.required?.length ?? 0);
  }
  return matchCount !== 0;
}

// spec: web-13
/** Route-scoped assert: throws an AssertionError that names the route's method and path. */
export function assertRoute(this: { method: string; path: string }, condition: unknown, message: string): void {
  if (condition) {
    return;
  }
  const fullMessage = this.method.startsWith('_')
    ? message
    : `${message}: ${this.method.toUpperCase()} ${this.path}`;
  throw new AssertionError({
    message: fullMessage,
    actual: false,
    expected: true,
    operator: '==',
    stackStartFn: assertRoute,
  });
}

// spec: web-14
/** Builds a colon-joined cache key from primitive arguments, or null if any is not a primitive key part. */
export function buildCacheKey(...parts: unknown[]): string | null {
  const encoded: string[] = [];
  for (const part of parts) {
    const kind = typeof part;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') {
      return null;
    }
    encoded.push(encodeURIComponent(String(part)));
  }
  return encoded.join(':');
}

// spec: web-15
/** Converts search params (or a plain object) into a prototype-less lookup, then applies a custom parser. */
export function normalizeQuery(
  query: URLSearchParams | AnyRecord,
  settings?: { queryParser?: (parsed: AnyRecord) => unknown },
): AnyRecord {
  let result: AnyRecord = Object.create(null);

  if (query instanceof URLSearchParams) {
    for (const [key, value] of query) {
      const existing = result[key] as string | string[] | undefined;
      result[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
    }
  } else {
    Object.assign(result, query);
  }

  const customParser = settings?.queryParser;
  if (typeof customParser === 'function') {
    const parsed = customParser(result);
    if (!parsed || typeof parsed !== 'object') {
      throw new HttpInternalError('Parsed query must be an object');
    }
    result = parsed as AnyRecord;
  }
  return result;
}

interface HeaderMergeOptions {
  append?: boolean;
  separator?: string;
  override?: boolean;
  duplicate?: boolean;
}

type HeaderValue = string | string[];

// spec: web-16
/** Sets, appends or merges a response header value in this object's header map; returns this. */
export function mergeHeader<T extends { headers: Record<string, HeaderValue | undefined> }>(
  this: T,
  name: string,
  value: HeaderValue,
  options: HeaderMergeOptions = {},
): T {
  const append = options.append ?? false;
  const separator = options.separator || ',';
  const override = options.override !== false;
  const allowDuplicate = options.duplicate !== false;

  const existing = this.headers[name];

  if ((!append && override) || !existing) {
    this.headers[name] = value;
    return this;
  }

  if (!override) {
    return this;
  }

  if (name === 'set-cookie') {
    this.headers[name] = ([] as string[]).concat(existing, value);
    return this;
  }

  if (!allowDuplicate) {
    const pieces = String(existing).split(separator);
    if (pieces.some((piece) => piece === value)) {
      return this;
    }
  }
  this.headers[name] = `${existing}${separator}${value}`;
  return this;
}

// spec: web-17
/** Describes an entity tag: quoted (weak-prefixed when asked), with vary and modified flags. */
export function describeEtag(
  tag: string,
  options: { weak?: boolean; vary?: boolean; modified?: unknown } = {},
): { etag: string; vary: boolean; modified: unknown } {
  if (tag === '*') {
    throw new AssertionError({ message: 'ETag cannot be *' });
  }
  return {
    etag: `${options.weak ? 'W/' : ''}"${tag}"`,
    vary: options.vary !== false && !options.weak,
    modified: options.modified,
  };
}

// spec: web-18
/** Tells whether a reply payload is a usable readable stream, rejecting stream look-alikes and object mode. */
export function isReplyStream(payload: unknown): payload is Readable {
  const isReadable = payload instanceof Readable;
  if (!isReadable && typeof (payload as { pipe?: unknown } | null | undefined)?.pipe === 'function') {
    throw new HttpInternalError('Cannot reply with a stream-like object that is not an instance of Stream.Readable');
  }
  if (!isReadable) {
    return false;
  }
  if (payload.readableObjectMode) {
    throw new HttpInternalError('Cannot reply with stream in object mode');
  }
  return true;
}

interface SizedResponse {
  headers: Record<string, unknown>;
  statusCode: number;
  statusWasSet: boolean;
  setStatus(code: number): void;
  request: { route: { settings: { response: { emptyStatusCode: number } } } };
}

// spec: web-19
/** Reads the declared content-length, cleaning up invalid values and switching empty 200s to 204. */
export function declaredPayloadSize(response: SizedResponse): number | null {
  const declared = response.headers['content-length'];
  if (declared === undefined) {
    return null;
  }

  let size = declared as number;
  if (typeof declared === 'string') {
    size = Number.parseInt(declared, 10);
    if (!Number.isFinite(size)) {
      delete response.headers['content-length'];
      return null;
    }
  }

  const emptyStatus = response.request.route.settings.response.emptyStatusCode;
  if (size === 0 && !response.statusWasSet && response.statusCode === 200 && emptyStatus !== 200) {
    response.setStatus(204);
    delete response.headers['content-length'];
  }
  return size;
}

interface SecuritySettings {
  hstsValue?: string;
  frameOptionsValue?: string;
  xss?: 'enabled' | 'disabled' | false | string;
  noOpen?: boolean;
  noSniff?: boolean;
  referrer?: string | false;
}

// spec: web-20
/** Applies a route's security headers without overwriting values that are already set. */
export function applySecurityHeaders(response: {
  request: { route: { settings: { security: SecuritySettings } } };
  setHeader(name: string, value: string, options: { override: boolean }): unknown;
}): void {
  const security = response.request.route.settings.security;
  const keepExisting = { override: false };
  const setIfAbsent = (name: string, value: string): void => {
    response.setHeader(name, value, keepExisting);
  };

  if (security.hstsValue) {
    setIfAbsent('strict-transport-security', security.hstsValue);
  }
  if (security.frameOptionsValue) {
    setIfAbsent('x-frame-options', security.frameOptionsValue);
  }
  if (security.xss === 'enabled') {
    setIfAbsent('x-xss-protection', '1; mode=block');
  } else if (security.xss === 'disabled') {
    setIfAbsent('x-xss-protection', '0');
  }
  if (security.noOpen) {
    setIfAbsent('x-download-options', 'noopen');
  }
  if (security.noSniff) {
    setIfAbsent('x-content-type-options', 'nosniff');
  }
  if (security.referrer !== false) {
    setIfAbsent('referrer-policy', security.referrer as string);
  }
}

// spec: web-21
/** Pipes streams into each other in order, propagating errors and early closes; returns the last one. */
export function pipeChain(streams: ReadonlyArray<Stream | Readable | Writable | null | undefined | false>): Stream {
  let pipelineEnd = streams[0] as Readable;
  for (const nextStream of streams.slice(1)) {
    if (!nextStream) {
      continue;
    }
    const source = pipelineEnd;
    const target = nextStream as Writable;
    source.on('close', () => {
      if (!source.readableEnded && !source.errored) {
        target.destroy();
      }
    });
    source.on('error', (err: Error) => {
      target.emit('error', err);
    });
    pipelineEnd = source.pipe(target) as unknown as Readable;
  }
  return pipelineEnd;
}

// spec: web-22
/** Pulls a string "sid" member out of a JSON document, or undefined. */
export function readSessionId(jsonText: string): string | undefined {
  try {
    const sessionId = (JSON.parse(jsonText) as { sid?: unknown }).sid;
    return typeof sessionId === 'string' ? sessionId : undefined;
  } catch {
    return undefined;
  }
}

// spec: web-23
/** Computes the normalized request path a server handles, with an optional trailing slash. */
export function normalizeServerPath(options: { path?: string; addTrailingSlash?: boolean }): string {
  const basePath = (options.path || '/engine.io').replace(/\/$/, '');
  return options.addTrailingSlash !== false ? `${basePath}/` : basePath;
}

const headerCharAllowed: ReadonlyArray<boolean> = Array.from(
  { length: 256 },
  (_, code) => code === 9 || (code >= 32 && code <= 126) || code >= 128,
);

// spec: web-24
/** Returns true when the value contains a character not permitted in an HTTP header value. */
export function containsInvalidHeaderChar(value: unknown): boolean {
  const text = `${value}`;
  for (let index = 0; index < text.length; index++) {
    if (!headerCharAllowed[text.charCodeAt(index)]) {
      return true;
    }
  }
  return false;
}

type NextCallback = (error?: unknown) => void;

// spec: web-25
/** Runs a connect-style middleware and returns a promise for its completion. */
export function middlewareToPromise<Req, Res>(
  middleware: (request: Req, response: Res, next: NextCallback) => unknown,
  request: Req,
  response: Res,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const next: NextCallback = (error) => {
      if (settled) {
        return;
      }
      settled = true;
      if (error) {
        reject(error);
      } else {
        resolve();
      }
    };

    try {
      Promise.resolve(middleware(request, response, next)).catch((reason: unknown) => next(reason));
    } catch (thrown) {
      next(thrown);
    }
  });
}

// spec: web-26
/** Maps a list with callback-style workers running in parallel; collects results by index. */
export function parallelMap<T, R>(
  items: readonly T[],
  worker: (item: T, done: (error: unknown, result?: R) => void) => void,
  finished: (error: null, results: R[]) => void,
): void {
  const results: R[] = new Array(items.length);
  let completed = 0;
  items.forEach((item, index) => {
    worker(item, (_error, result) => {
      results[index] = result as R;
      completed += 1;
      if (completed === items.length) {
        finished(null, results);
      }
    });
  });
}

interface DecodedPacket {
  type: string;
  data?: unknown;
}

type BinaryPacketCallback = (packet: DecodedPacket, index: number, total: number) => void;

const packetTypeNames = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'] as const;
const parserErrorPacket: DecodedPacket = { type: 'error', data: 'parser error' };

/** Decodes one framed record: text records carry a type digit first, binary ones a type byte. */
function decodeFramedPacket(
  record: string | Uint8Array,
  binaryType: string | null,
  utf8Decode: boolean,
): DecodedPacket {
  if (typeof record === 'string') {
    const type = packetTypeNames[Number(record.charAt(0))];
    if (type === undefined) {
      return parserErrorPacket;
    }
    let data = record.slice(1);
    if (utf8Decode) {
      try {
        const bytes = Uint8Array.from(data, (char) => char.charCodeAt(0));
        data = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        return parserErrorPacket;
      }
    }
    return data.length > 0 ? { type, data } : { type };
  }
  const type = packetTypeNames[record[0]];
  if (type === undefined) {
    return parserErrorPacket;
  }
  const body = record.subarray(1);
  const data =
    binaryType === 'arraybuffer' ? body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) : body;
  return { type, data };
}

// spec: web-27
/** Splits a length-prefixed binary payload into packets and reports each one to the callback. */
export function decodeBinaryPayload(
  payload: Uint8Array,
  binaryTypeOrCallback: string | null | BinaryPacketCallback,
  maybeCallback?: BinaryPacketCallback,
): void {
  let binaryType: string | null;
  let callback: BinaryPacketCallback;
  if (typeof binaryTypeOrCallback === 'function') {
    callback = binaryTypeOrCallback;
    binaryType = null;
  } else {
    binaryType = binaryTypeOrCallback;
    callback = maybeCallback as BinaryPacketCallback;
  }

  const maxSizeDigits = 310;
  const records: Array<string | Uint8Array> = [];
  let cursor = 0;

  while (cursor < payload.length) {
    const isText = payload[cursor] === 0;
    let sizeDigits = '';
    let position = cursor + 1;
    while (payload[position] !== 255) {
      if (position >= payload.length || sizeDigits.length >= maxSizeDigits) {
        callback(parserErrorPacket, 0, 1);
        return;
      }
      sizeDigits += payload[position];
      position += 1;
    }

    const contentStart = position + 1;
    const contentEnd = contentStart + Number.parseInt(sizeDigits, 10);
    const content = payload.subarray(contentStart, contentEnd);
    records.push(isText ? Array.from(content, (byte) => String.fromCharCode(byte)).join('') : content);
    cursor = contentEnd;
  }

  records.forEach((record, index) => {
    callback(decodeFramedPacket(record, binaryType, true), index, records.length);
  });
}

// spec: web-28
/** Decodes a string into Unicode code points, joining valid surrogate pairs. */
export function toCodePoints(text: string): number[] {
  const codePoints: number[] = [];
  let index = 0;
  while (index < text.length) {
    const unit = text.charCodeAt(index++);
    if (unit >= 0xd800 && unit <= 0xdbff && index < text.length) {
      const following = text.charCodeAt(index);
      if ((following & 0xfc00) === 0xdc00) {
        codePoints.push(((unit & 0x3ff) << 10) + (following & 0x3ff) + 0x10000);
        index += 1;
      } else {
        codePoints.push(unit);
      }
    } else {
      codePoints.push(unit);
    }
  }
  return codePoints;
}

// spec: web-29
/** Encodes code points back into a UTF-16 string, splitting astral values into surrogate pairs. */
export function fromCodePoints(codePoints: readonly number[]): string {
  return codePoints
    .map((codePoint) => {
      if (codePoint > 0xffff) {
        const offset = codePoint - 0x10000;
        const high = 0xd800 | ((offset >>> 10) & 0x3ff);
        const low = 0xdc00 | (offset & 0x3ff);
        return String.fromCharCode(high) + String.fromCharCode(low);
      }
      return String.fromCharCode(codePoint);
    })
    .join('');
}

// spec: web-30
/** Encodes a code point as a UTF-8 byte string; surrogates throw in strict mode and become U+FFFD otherwise. */
export function encodeUtf8CodePoint(codePoint: number, strict: boolean): string {
  const byte = (value: number): string => String.fromCharCode(value);
  const continuation = (value: number, shift: number): string => byte(((value >> shift) & 0x3f) | 0x80);

  if (codePoint < 0x80) {
    return byte(codePoint);
  }

  let encoded = '';
  if (codePoint < 0x800) {
    encoded = byte(((codePoint >> 6) & 0x1f) | 0xc0);
  } else if (codePoint < 0x10000) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      if (strict) {
        throw new Error(`Lone surrogate U+${codePoint.toString(16).toUpperCase()} is not a scalar value`);
      }
      codePoint = 0xfffd;
    }
    encoded = byte(((codePoint >> 12) & 0x0f) | 0xe0) + continuation(codePoint, 6);
  } else if (codePoint < 0x200000) {
    encoded = byte(((codePoint >> 18) & 0x07) | 0xf0) + continuation(codePoint, 12) + continuation(codePoint, 6);
  }
  return encoded + byte((codePoint & 0x3f) | 0x80);
}

const compressorFactories: Record<string, (options: ZlibOptions) => Transform> = {
  gzip: createGzip,
  deflate: createDeflate,
};

// spec: web-31
/** Compresses data with the named encoding and hands the whole output back as one Buffer. */
export function compressPayload(
  this: { opts: { httpCompression?: ZlibOptions } },
  data: string | Buffer,
  encoding: string,
  callback: (error: Error | null, compressed?: Buffer) => void,
): void {
  const compressor = compressorFactories[encoding](this.opts.httpCompression ?? {});
  const chunks: Buffer[] = [];
  let totalLength = 0;

  compressor.on('error', (error: Error) => callback(error));
  compressor.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    totalLength += chunk.length;
  });
  compressor.on('end', () => callback(null, Buffer.concat(chunks, totalLength)));

  compressor.end(data);
}

interface BackoffState {
  baseDelayMs: number;
  growthFactor: number;
  jitterRatio: number;
  maxDelayMs: number;
  attemptCount: number;
}

// spec: web-32
/** Returns the next exponential backoff delay (with optional jitter) and advances the attempt count. */
export function nextBackoffDelay(this: BackoffState): number {
  let delay = this.baseDelayMs * Math.pow(this.growthFactor, this.attemptCount);
  this.attemptCount += 1;
  if (this.jitterRatio) {
    const random = Math.random();
    const deviation = Math.floor(random * this.jitterRatio * delay);
    delay = Math.floor(random * 10) % 2 === 0 ? delay - deviation : delay + deviation;
  }
  return Math.min(delay, this.maxDelayMs) | 0;
}

const base64Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Lookup: Uint8Array = (() => {
  const table = new Uint8Array(256);
  [...base64Alphabet].forEach((char, value) => {
    table[char.charCodeAt(0)] = value;
  });
  return table;
})();

// spec: web-33
/** Decodes base-64 text into an ArrayBuffer. */
export function base64ToArrayBuffer(encoded: string): ArrayBuffer {
  let byteLength = encoded.length * 0.75;
  if (encoded.endsWith('=')) {
    byteLength -= 1;
    if (encoded.endsWith('==')) {
      byteLength -= 1;
    }
  }

  const buffer = new ArrayBuffer(byteLength);
  const bytes = new Uint8Array(buffer);
  const sextet = (index: number): number => base64Lookup[encoded.charCodeAt(index)] ?? 0;

  let writeIndex = 0;
  for (let readIndex = 0; readIndex < encoded.length; readIndex += 4) {
    const first = sextet(readIndex);
    const second = sextet(readIndex + 1);
    const third = sextet(readIndex + 2);
    const fourth = sextet(readIndex + 3);
    bytes[writeIndex++] = (first << 2) | (second >> 4);
    bytes[writeIndex++] = ((second & 0x0f) << 4) | (third >> 2);
    bytes[writeIndex++] = ((third & 0x03) << 6) | (fourth & 0x3f);
  }
  return buffer;
}

// spec: web-34
/** Removes exactly `size` bytes from the front of a queue of byte arrays. */
export function takeQueuedBytes(queue: Uint8Array[], size: number): Uint8Array {
  if (queue[0].length === size) {
    return queue.shift() as Uint8Array;
  }

  const taken = new Uint8Array(size);
  let readOffset = 0;
  for (let writeIndex = 0; writeIndex < size; writeIndex++) {
    taken[writeIndex] = queue[0][readOffset++];
    if (readOffset === queue[0].length) {
      queue.shift();
      readOffset = 0;
    }
  }

  if (queue.length > 0 && readOffset > 0) {
    queue[0] = queue[0].slice(readOffset);
  }
  return taken;
}

type Listener = ((...args: unknown[]) => void) & { fn?: (...args: unknown[]) => void };

interface ListenerStore {
  listenerMap?: Record<string, Listener[]>;
}

// spec: web-35
/** Removes all listeners, all listeners of one event, or one listener; the argument count picks the mode. */
export function removeListeners<T extends ListenerStore>(
  this: T,
  ...args: [] | [event: string] | [event: string, listener: (...args: unknown[]) => void]
): T {
  this.listenerMap = this.listenerMap ?? {};

  if (args.length === 0) {
    this.listenerMap = {};
    return this;
  }

  const key = `$${args[0]}`;
  const listeners = this.listenerMap[key];
  if (!listeners) {
    return this;
  }

  if (args.length === 1) {
    delete this.listenerMap[key];
    return this;
  }

  const target = args[1];
  const position = listeners.findIndex((candidate) => candidate === target || candidate.fn === target);
  if (position !== -1) {
    listeners.splice(position, 1);
  }
  if (listeners.length === 0) {
    delete this.listenerMap[key];
  }
  return this;
}

// spec: web-36
/** Counts the UTF-8 byte length of a string without encoding it. */
export function utf8ByteLength(text: string): number {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) {
      total += 1;
    } else if (unit < 0x800) {
      total += 2;
    } else if (unit < 0xd800 || unit >= 0xe000) {
      total += 3;
    } else {
      index += 1;
      total += 4;
    }
  }
  return total;
}

// spec: web-37
/** Serializes an object's own enumerable keys into a flat URL query string. */
export function toQueryString(params: Record<string, unknown>): string {
  let query = '';
  for (const key in params) {
    if (params.hasOwnProperty(key)) {
      if (query.length > 0) {
        query += '&';
      }
      query += `${encodeURIComponent(key)}=${encodeURIComponent(params[key] as string)}`;
    }
  }
  return query;
}

const durationUnits: ReadonlyArray<{ name: string; size: number }> = [
  { name: 'day', size: 86_400_000 },
  { name: 'hour', size: 3_600_000 },
  { name: 'minute', size: 60_000 },
  { name: 'second', size: 1_000 },
];

// spec: web-38
/** Formats milliseconds as a long duration such as "2 minutes" or "-3 ms". */
export function formatLongDuration(milliseconds: number): string {
  const magnitude = Math.abs(milliseconds);
  const unit = durationUnits.find(({ size }) => magnitude >= size);
  if (!unit) {
    return `${milliseconds} ms`;
  }
  const plural = magnitude >= unit.size * 1.5 ? 's' : '';
  return `${Math.round(milliseconds / unit.size)} ${unit.name}${plural}`;
}

type BinaryPlaceholder = { _placeholder: true; num: number };

const isBinaryValue = (value: unknown): boolean =>
  (typeof ArrayBuffer === 'function' && (value instanceof ArrayBuffer || ArrayBuffer.isView(value))) ||
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof File !== 'undefined' && value instanceof File);

// spec: web-39
/** Replaces binary values in a structure with numbered placeholders, collecting them in `attachments`. */
export function extractBinaryAttachments(data: unknown, attachments: unknown[], fromToJson = false): unknown {
  if (!data) {
    return data;
  }

  if (isBinaryValue(data)) {
    const placeholder: BinaryPlaceholder = { _placeholder: true, num: attachments.length };
    attachments.push(data);
    return placeholder;
  }

  if (Array.isArray(data)) {
    return data.map((element) => extractBinaryAttachments(element, attachments, false));
  }

  if (typeof data === 'object' && !(data instanceof Date)) {
    const source = data as AnyRecord & { toJSON?: () => unknown };
    if (typeof source.toJSON === 'function' && !fromToJson) {
      return extractBinaryAttachments(source.toJSON(), attachments, true);
    }
    const rebuilt: AnyRecord = {};
    for (const [key, value] of Object.entries(source)) {
      rebuilt[key] = extractBinaryAttachments(value, attachments, false);
    }
    return rebuilt;
  }

  return data;
}

// spec: web-40
/** Deterministically picks a palette color for a name using a 31-multiplier string hash. */
export function colorForName<C extends string | number>(this: { colors: readonly C[] }, name: string): C {
  let hash = 0;
  for (let index = 0; index < name.length; index++) {
    hash = ((hash << 5) - hash + name.charCodeAt(index)) | 0;
  }
  return this.colors[Math.abs(hash) % this.colors.length];
}

// spec: web-41
/** True when the string starts with a URI scheme (Windows drive paths with a backslash excluded). */
export function isAbsoluteUrl(candidate: string): boolean {
  if (/^[a-zA-Z]:\\/.test(candidate)) {
    return false;
  }
  return /^[a-zA-Z][a-zA-Z\d+\-.]*:/.test(candidate);
}

const toolName = 'webpack-dev-server';

// spec: web-42
/** Locates the cache directory for the tool relative to the nearest package.json. */
export function resolveToolCacheDirectory(): string {
  const workingDirectory = process.cwd();

  let projectDirectory: string | undefined;
  let current = workingDirectory;
  for (;;) {
    try {
      if (statSync(path.join(current, 'package.json')).isFile()) {
        projectDirectory = current;
        break;
      }
    } catch {
      // no package.json here; keep walking
    }
    const parent = path.dirname(current);
    if (parent === current) {
      break;
    }
    current = parent;
  }

  if (!projectDirectory) {
    return path.resolve(workingDirectory, `.cache/${toolName}`);
  }

  const pnpVersion = (process.versions as NodeJS.ProcessVersions & { pnp?: string }).pnp;
  if (pnpVersion === '1') {
    return path.resolve(projectDirectory, `.pnp/.cache/${toolName}`);
  }
  if (pnpVersion === '3') {
    return path.resolve(projectDirectory, `.yarn/.cache/${toolName}`);
  }
  return path.resolve(projectDirectory, `node_modules/.cache/${toolName}`);
}

// spec: web-43
/** Accepts certificate material inline or as a file path, reading the file when the path names one. */
export function loadCertificateOption(entry: unknown): unknown {
  if (Buffer.isBuffer(entry) || (typeof entry === 'object' && entry !== null && !Array.isArray(entry))) {
    return entry;
  }
  if (!entry) {
    return undefined;
  }
  try {
    const realPath = realpathSync(entry as string);
    if (lstatSync(realPath).isFile()) {
      return readFileSync(entry as string);
    }
  } catch {
    // not a readable path: treat as inline content
  }
  return entry;
}

interface OpenTarget {
  target: string;
  options: AnyRecord;
}

// spec: web-44
/** Expands an "open in browser" option into a list of target/options pairs. */
export function normalizeOpenTargets(openOption: { target?: string | string[]; [option: string]: unknown }): OpenTarget[] {
  const { target, ...rest } = openOption;
  const options: AnyRecord = { wait: false, ...rest };
  if (typeof options.app === 'string') {
    options.app = { name: options.app };
  }
  const resolvedTarget = target ?? '<url>';
  return Array.isArray(resolvedTarget)
    ? resolvedTarget.map((single) => ({ target: single, options }))
    : [{ target: resolvedTarget, options }];
}

type HeaderRecord = { key: string; value: string | string[] };
type HeadersSetting<Req, Res> =
  | undefined
  | null
  | HeaderRecord[]
  | Record<string, string | string[]>
  | ((request: Req, response: Res, context: unknown) => HeaderRecord[] | Record<string, string | string[]>);

// spec: web-45
/** Middleware that applies user-configured response headers (static, list or computed). */
export function applyConfiguredHeaders<Req, Res extends { setHeader(name: string, value: string | string[]): unknown }>(
  this: { options: { headers?: HeadersSetting<Req, Res> }; devMiddleware?: { context: unknown } },
  request: Req,
  response: Res,
  next: () => void,
): void {
  let configured = this.options.headers;
  if (!configured) {
    next();
    return;
  }

  if (typeof configured === 'function') {
    configured = configured(request, response, this.devMiddleware ? this.devMiddleware.context : undefined);
  }

  let records: HeaderRecord[];
  if (Array.isArray(configured)) {
    records = configured;
  } else {
    records = [];
    const mapping = configured as Record<string, string | string[]>;
    for (const name in mapping) {
      records.push({ key: name, value: mapping[name] });
    }
  }

  for (const { key, value } of records) {
    response.setHeader(key, value);
  }
  next();
}

// spec: web-46
/** Extracts the lowercase host name (no port, no IPv6 brackets) from a Host or Origin header value. */
export function hostnameFromHeader(headerValue: string | null | undefined): string | null {
  if (!headerValue) {
    return null;
  }
  const networkPath = /^(?:.+:)?\/\//.test(headerValue) ? headerValue : `//${headerValue}`;
  try {
    const { hostname } = new URL(networkPath, 'http://localhost/');
    return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  } catch {
    return null;
  }
}

// spec: web-47
/** CSRF guard: decides from fetch metadata or origin headers whether a request is same-origin. */
export function isTrustedSameOriginRequest(
  this: { isSameOrigin(headers: Record<string, string | string[] | undefined>): boolean },
  request: { headers: Record<string, string | string[] | undefined> },
): boolean {
  const { headers } = request;
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'none';
  }
  if (typeof headers.origin !== 'string') {
    return true;
  }
  return this.isSameOrigin(headers);
}

// spec: web-48
/** Binds a throwaway TCP server to check a port; resolves with the port actually bound. */
export function probePort(port: number, host?: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(port, host, () => {
      const { port: boundPort } = server.address() as AddressInfo;
      server.close(() => resolve(boundPort));
    });
  });
}

// spec: web-49
/** Ensures a port can be bound on every given host, skipping hosts that do not exist locally. */
export async function ensurePortAvailableOnHosts(port: number, hosts: Iterable<string | undefined>): Promise<number> {
  const ignorableCodes = new Set(['EADDRNOTAVAIL', 'EINVAL']);
  for (const host of hosts) {
    try {
      await probePort(port, host);
    } catch (error) {
      if (!ignorableCodes.has((error as NodeJS.ErrnoException).code ?? '')) {
        throw error;
      }
    }
  }
  return port;
}

type OverlayProblem = { message: string; toString(): string };
type OverlayFilter = (problem: OverlayProblem) => unknown;

// spec: web-50
/** Wraps an overlay filter so it receives a problem object but still serializes to browser-ready source. */
export function wrapOverlayFilter<T>(filter: T | OverlayFilter): T | OverlayFilter | ((message: string) => unknown) {
  if (typeof filter !== 'function') {
    return filter;
  }

  const compilesAsExpression = (source: string): boolean => {
    try {
      // Compiles only; the constructed function is never invoked.
      new Function(`const overlayFilterExpression = ${source};`);
      return true;
    } catch {
      return false;
    }
  };

  const source = Function.prototype.toString.call(filter);
  let expression: string;
  if (compilesAsExpression(source)) {
    expression = source;
  } else if (compilesAsExpression(`function ${source}`)) {
    expression = `function ${source}`;
  } else {
    return filter;
  }

  const original = filter as OverlayFilter;
  const wrapped = (message: string): unknown =>
    original({ message, toString: () => message });
  wrapped.toString = (): string =>
    `function (message) { return (${expression})({ message: message, toString: function () { return message; } }); }`;
  return wrapped;
}

type FsErrorCategory = 'missing' | 'permission' | 'recursive-unsupported' | 'other';

// spec: web-51
/** Buckets a file-system error by its code. */
export function categorizeFsError(error: unknown): FsErrorCategory {
  switch ((error as { code?: unknown } | null | undefined)?.code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'missing';
    case 'EPERM':
    case 'EACCES':
      return 'permission';
    case 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM':
      return 'recursive-unsupported';
    default:
      return 'other';
  }
}

// spec: web-52
/** Normalizes a path to forward slashes, preserving a leading double slash of UNC paths. */
export function toForwardSlashPath(input: string): string {
  if (typeof input !== 'string') {
    throw new TypeError('string expected');
  }
  const converted = input.replace(/\\/g, '/');
  const isUncPath = converted.startsWith('//');
  let normalized = path.normalize(converted).replace(/\\/g, '/').replace(/\/\//g, '/');
  if (isUncPath && !normalized.startsWith('//')) {
    normalized = `/${normalized}`;
  }
  return normalized;
}

type ComparableStats = { size: number; mtimeMs: number; ino: number };

// spec: web-53
/** Converts bigint stats to plain numbers (size, mtimeMs, ino); ordinary stats are returned as is. */
export function toComparableStats(stats: Stats | BigIntStats): Stats | ComparableStats {
  if (typeof stats.mtimeMs !== 'bigint') {
    return stats as Stats;
  }
  const bigStats = stats as BigIntStats;
  const nanosPerSecond = 1_000_000_000n;
  const wholeSeconds = bigStats.mtimeNs / nanosPerSecond;
  const remainderNanos = bigStats.mtimeNs % nanosPerSecond;
  return {
    size: Number(bigStats.size),
    mtimeMs: Number(wholeSeconds) * 1000 + Number(remainderNanos) / 1e6,
    ino: Number(bigStats.ino),
  };
}

type IgnoreRule =
  | string
  | RegExp
  | ((candidate: string) => boolean)
  | { path: string; recursive?: boolean };

// spec: web-54
/** Compiles an ignore rule into a predicate over candidate paths. */
export function compileIgnoreRule(rule: IgnoreRule | unknown): (candidate: string) => boolean {
  if (typeof rule === 'function') {
    return rule as (candidate: string) => boolean;
  }
  if (typeof rule === 'string') {
    return (candidate) => candidate === rule;
  }
  if (rule instanceof RegExp) {
    return (candidate) => {
      rule.lastIndex = 0;
      return rule.test(candidate);
    };
  }
  if (typeof rule === 'object' && rule !== null) {
    const { path: rulePath, recursive } = rule as { path: string; recursive?: boolean };
    const isStrictlyInside = (candidate: string): boolean => {
      const relative = path.relative(rulePath, candidate);
      return (
        relative !== '' &&
        relative !== '..' &&
        !relative.startsWith(`..${path.sep}`) &&
        !path.isAbsolute(relative)
      );
    };
    return (candidate) => candidate === rulePath || (Boolean(recursive) && isStrictlyInside(candidate));
  }
  return () => false;
}

// spec: web-55
/** Makes an ignore rule's path absolute against a base directory and normalizes it to forward slashes. */
export function absolutizeIgnoreRule<R>(rule: R, baseDirectory: string = process.cwd()): R | string | { path: string; recursive: unknown } {
  const absolutize = (rulePath: string): string =>
    toForwardSlashPath(path.isAbsolute(rulePath) ? rulePath : path.join(baseDirectory, rulePath));

  if (typeof rule === 'string') {
    return absolutize(rule);
  }
  if (typeof rule === 'object' && rule !== null && !(rule instanceof RegExp)) {
    const { path: rulePath, recursive } = rule as unknown as { path: string; recursive: unknown };
    return { path: absolutize(rulePath), recursive };
  }
  return rule;
}

/** Canonical comparison key for a path: resolved and written with forward slashes. */
const pathKey = (target: string): string => toForwardSlashPath(path.resolve(target));

// spec: web-56
/** Yields the comparison key of every ancestor directory of a path, nearest first, root last. */
export function* ancestorDirectoryKeys(target: string): Generator<string, void, undefined> {
  let current = path.resolve(target);
  for (;;) {
    const parent = path.dirname(current);
    if (parent === current) {
      return;
    }
    yield pathKey(parent);
    current = parent;
  }
}

interface WatcherNumericOptions {
  pollingInterval?: unknown;
  pollingBinaryInterval?: unknown;
  atomic?: unknown;
  depth?: unknown;
  awaitWriteFinish?: false | null | { pollInterval?: unknown; stabilityThreshold?: unknown };
}

// spec: web-57
/** Validates a file watcher's numeric options, throwing a TypeError for the first invalid one. */
export function validateWatcherOptions(options: WatcherNumericOptions): void {
  const requirePositive = (name: string, value: unknown): void => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`${name} must be a finite number greater than zero`);
    }
  };
  const requireNonNegative = (name: string, value: unknown): void => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new TypeError(`${name} must be a finite non-negative number`);
    }
  };

  requirePositive('pollingInterval', options.pollingInterval);
  requirePositive('pollingBinaryInterval', options.pollingBinaryInterval);

  if (typeof options.atomic === 'number') {
    requireNonNegative('atomic', options.atomic);
  } else if (typeof options.atomic !== 'boolean') {
    throw new TypeError('atomic must be a boolean or finite non-negative number');
  }

  if (options.depth !== undefined && !(Number.isSafeInteger(options.depth) && (options.depth as number) >= 0)) {
    throw new TypeError('depth must be a non-negative safe integer');
  }

  const writeFinish = options.awaitWriteFinish;
  if (writeFinish) {
    requirePositive('awaitWriteFinish.pollInterval', writeFinish.pollInterval);
    requireNonNegative('awaitWriteFinish.stabilityThreshold', writeFinish.stabilityThreshold);
  }
}

type WatchBackend = 'auto' | 'native' | 'native-recursive' | 'polling';
type WatchKind = 'polling' | 'native-recursive-preferred' | 'native-per-directory';

// spec: web-58
/** Picks the file-watching strategy for the configured backend and the current platform. */
export function selectWatchStrategy(
  options: { backend: WatchBackend; depth?: number },
  platform: NodeJS.Platform = process.platform,
): Readonly<{ kind: WatchKind; polling: boolean; recursive: boolean; perDirectory: boolean }> {
  const prefersRecursive =
    options.backend === 'native-recursive' ||
    (options.backend === 'auto' && (platform === 'darwin' || platform === 'win32'));

  let kind: WatchKind;
  if (options.backend === 'polling') {
    kind = 'polling';
  } else if (prefersRecursive && options.depth === undefined) {
    kind = 'native-recursive-preferred';
  } else {
    kind = 'native-per-directory';
  }

  return Object.freeze({
    kind,
    polling: kind === 'polling',
    recursive: kind === 'native-recursive-preferred',
    perDirectory: kind === 'native-per-directory',
  });
}

type FileObservation = { missing: unknown } | { size: number; mtimeMs: number; ino: number };

// spec: web-59
/** Tells whether two observations of a file differ (presence, size, mtime or a reliable inode change). */
export function observationsDiffer(previous: FileObservation, current: FileObservation): boolean {
  const isMissing = (observation: FileObservation): boolean =>
    typeof observation === 'object' && observation !== null && 'missing' in observation;

  const previousMissing = isMissing(previous);
  const currentMissing = isMissing(current);
  if (previousMissing || currentMissing) {
    return previousMissing !== currentMissing;
  }

  const before = previous as { size: number; mtimeMs: number; ino: number };
  const after = current as { size: number; mtimeMs: number; ino: number };
  const inodeChanged =
    process.platform !== 'win32' && before.ino !== 0 && after.ino !== 0 && before.ino !== after.ino;
  return before.size !== after.size || before.mtimeMs !== after.mtimeMs || inodeChanged;
}

// spec: web-60
/** Walks up from a missing path to find the topmost directory of the missing chain. */
export async function findTopmostMissingPath(
  this: { reportError(error: unknown): void },
  rootDirectory: string,
  missingPath: string,
): Promise<string> {
  let topmostMissing = missingPath;
  let ancestor = path.dirname(missingPath);

  for (;;) {
    try {
      await lstat(ancestor);
      return topmostMissing;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        this.reportError(error);
        return topmostMissing;
      }
      topmostMissing = ancestor;
      if (ancestor === rootDirectory) {
        return ancestor;
      }
      const parent = path.dirname(ancestor);
      if (parent === ancestor) {
        return ancestor;
      }
      ancestor = parent;
    }
  }
}
