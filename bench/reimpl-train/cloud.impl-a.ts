import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// spec: cloud-01
/** A typed header value as understood by the value encoder (tag + payload). */
export type EventHeaderValue = { type: string; value: unknown };

/**
 * Serialises event-stream headers: for each own header, a one-byte name length,
 * the UTF-8 name and the encoded value, all concatenated into one byte array.
 */
export function serializeEventHeaders(
  headers: Record<string, EventHeaderValue>,
  encodeHeaderValue: (value: EventHeaderValue) => Uint8Array,
): Uint8Array {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];

  for (const headerName in headers) {
    if (!Object.prototype.hasOwnProperty.call(headers, headerName)) continue;
    const nameBytes = encoder.encode(headerName);
    // Uint8Array.of stores modulo 256, so over-long names wrap silently.
    pieces.push(Uint8Array.of(nameBytes.byteLength), nameBytes, encodeHeaderValue(headers[headerName]!));
  }

  const totalLength = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  const output = new Uint8Array(totalLength);
  let offset = 0;
  for (const piece of pieces) {
    output.set(piece, offset);
    offset += piece.byteLength;
  }
  return output;
}

// spec: cloud-02
/**
 * Static factory: builds a signed 64-bit value object (constructed from eight
 * big-endian bytes) out of a JavaScript number.
 */
export function int64FromNumber<T>(this: new (bytes: Uint8Array) => T, value: number): T {
  if (value > 9223372036854775807 || value < -9223372036854775808) {
    throw new Error(`${value} is too large (or, if negative, too small) to represent as an Int64`);
  }

  const bytes = new Uint8Array(8);
  let remaining = Math.abs(Math.round(value));
  for (let index = 7; index >= 0 && remaining > 0; index--) {
    bytes[index] = remaining % 256;
    remaining = Math.floor(remaining / 256);
  }

  if (value < 0) negateInt64InPlace(bytes);
  return new this(bytes);
}

// spec: cloud-03
/** Reads the object's eight big-endian two's-complement bytes back as a number. */
export function int64ToNumber(this: { bytes: Uint8Array }): number {
  const working = this.bytes.slice(0, 8);
  const isNegative = ((working[0] ?? 0) & 0x80) !== 0;
  if (isNegative) negateInt64InPlace(working);

  const magnitude = working.reduce((accumulator, byte) => (accumulator << 8n) | BigInt(byte), 0n);
  // Number(bigint) rounds like any float conversion once past 2^53.
  const result = Number(magnitude);
  return isNegative ? -result : result;
}

// spec: cloud-04
/** Negates an eight-byte big-endian two's-complement integer in place. */
export function negateInt64InPlace(bytes: Uint8Array): void {
  for (let index = 0; index < 8; index++) {
    bytes[index] = ~bytes[index]! & 0xff;
  }
  for (let index = 7; index >= 0; index--) {
    bytes[index] = bytes[index]! + 1;
    if (bytes[index] !== 0) break;
  }
}

// spec: cloud-05
/** Produces the canonical (optionally normalised and escaped) URI path for signing. */
export function getCanonicalUriPath(this: { uriEscapePath: boolean }, request: { path: string }): string {
  const { path } = request;
  if (!this.uriEscapePath) return path;

  const keptSegments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment.length === 0 || segment === '.') continue;
    if (segment === '..') keptSegments.pop();
    else keptSegments.push(segment);
  }

  const leadingSlash = path.startsWith('/') ? '/' : '';
  const trailingSlash = keptSegments.length > 0 && path.endsWith('/') ? '/' : '';
  const normalizedPath = `${leadingSlash}${keptSegments.join('/')}${trailingSlash}`;

  return encodeRfc3986(normalizedPath).replace(/%2F/g, '/');
}

/** encodeURIComponent, additionally escaping the sub-delimiters RFC 3986 reserves. */
const encodeRfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

// spec: cloud-06
export interface HmacSha256 {
  update(data: Uint8Array): void;
  digest(): Promise<Uint8Array>;
}
export type HmacSha256Constructor = new (secret: Uint8Array) => HmacSha256;
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

const signingKeyCache = new Map<string, Uint8Array>();
const signingKeyCacheOrder: string[] = [];
const MAX_CACHED_SIGNING_KEYS = 50;

/** Derives (and caches) the SigV4 signing key for a date/region/service scope. */
export async function deriveSigningKey(
  Hmac: HmacSha256Constructor,
  credentials: SigningCredentials,
  shortDate: string,
  region: string,
  service: string,
): Promise<Uint8Array> {
  const credentialFingerprint = await hmacSha256(Hmac, credentials.secretAccessKey, credentials.accessKeyId);
  const cacheKey = [shortDate, region, service, bytesToHex(credentialFingerprint), String(credentials.sessionToken)].join(':');

  const cached = signingKeyCache.get(cacheKey);
  if (cached) return cached;

  signingKeyCacheOrder.push(cacheKey);
  while (signingKeyCacheOrder.length > MAX_CACHED_SIGNING_KEYS) {
    const evicted = signingKeyCacheOrder.shift();
    if (evicted !== undefined) signingKeyCache.delete(evicted);
  }

  let key: Uint8Array | string = `AWS4${credentials.secretAccessKey}`;
  for (const scopePart of [shortDate, region, service, 'aws4_request']) {
    key = await hmacSha256(Hmac, key, scopePart);
  }

  const signingKey = key as Uint8Array;
  signingKeyCache.set(cacheKey, signingKey);
  return signingKey;
}

const toUtf8Bytes = (data: Uint8Array | string): Uint8Array =>
  typeof data === 'string' ? new TextEncoder().encode(data) : data;

async function hmacSha256(Hmac: HmacSha256Constructor, secret: Uint8Array | string, data: Uint8Array | string): Promise<Uint8Array> {
  const hmac = new Hmac(toUtf8Bytes(secret));
  hmac.update(toUtf8Bytes(data));
  return hmac.digest();
}

const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

// spec: cloud-07
const ALWAYS_UNSIGNABLE_HEADERS = new Set([
  'authorization',
  'cache-control',
  'connection',
  'expect',
  'from',
  'keep-alive',
  'max-forwards',
  'pragma',
  'referer',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'x-amzn-trace-id',
]);

/** Collects the request headers that take part in the signature, lowercased and whitespace-normalised. */
export function collectSignableHeaders(
  request: { headers: Record<string, string | null | undefined> },
  unsignableHeaders?: Set<string>,
  signableHeaders?: Set<string>,
): Record<string, string> {
  const signable: Record<string, string> = {};

  for (const headerName of Object.keys(request.headers).sort()) {
    const rawValue = request.headers[headerName];
    if (rawValue == null) continue;

    const lowerName = headerName.toLowerCase();
    const isExcluded =
      ALWAYS_UNSIGNABLE_HEADERS.has(lowerName) ||
      unsignableHeaders?.has(lowerName) ||
      lowerName.startsWith('proxy-') ||
      lowerName.startsWith('sec-');
    if (isExcluded && !signableHeaders?.has(lowerName)) continue;

    const normalizedValue = rawValue
      .replace(/[\r\n]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/^ /, '')
      .replace(/ $/, '');

    // defineProperty keeps a "__proto__" header an ordinary own key.
    Object.defineProperty(signable, lowerName, {
      value: normalizedValue,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }

  return signable;
}

// spec: cloud-08
/** Builds the canonical, sorted, RFC 3986-encoded query string for signing. */
export function buildCanonicalQueryString(request: { query?: Record<string, unknown> }): string {
  const query = request.query ?? {};
  const contributions: Array<{ encodedKey: string; text: string }> = [];

  for (const key of Object.keys(query)) {
    if (key.toLowerCase() === 'x-amz-signature') continue;

    const encodedKey = encodeRfc3986(key);
    const value = query[key];
    let text = '';
    if (typeof value === 'string') {
      text = `${encodedKey}=${encodeRfc3986(value)}`;
    } else if (Array.isArray(value)) {
      text = value
        .map((item) => `${encodedKey}=${encodeRfc3986(String(item))}`)
        .sort()
        .join('&');
    }
    contributions.push({ encodedKey, text });
  }

  return contributions
    .sort((left, right) => (left.encodedKey < right.encodedKey ? -1 : left.encodedKey > right.encodedKey ? 1 : 0))
    .map(({ text }) => text)
    .filter((text) => text.length > 0)
    .join('&');
}

// spec: cloud-09
export interface Sha256Hash {
  update(data: Uint8Array): void;
  digest(): Promise<Uint8Array>;
}

const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Resolves the payload hash: an explicit header, the hash of a hashable body, or UNSIGNED-PAYLOAD. */
export async function resolvePayloadHash(
  request: { headers: Record<string, string>; body?: unknown },
  Sha256: new () => Sha256Hash,
): Promise<string> {
  const explicitHeader = Object.keys(request.headers).find((name) => name.toLowerCase() === 'x-amz-content-sha256');
  if (explicitHeader !== undefined) return request.headers[explicitHeader]!;

  const { body } = request;
  if (body == null) return EMPTY_PAYLOAD_SHA256;

  const bodyBytes = toHashableBytes(body);
  if (!bodyBytes) return 'UNSIGNED-PAYLOAD';

  const hash = new Sha256();
  hash.update(bodyBytes);
  return bytesToHex(await hash.digest());
}

function toHashableBytes(body: unknown): Uint8Array | undefined {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer || Object.prototype.toString.call(body) === '[object ArrayBuffer]') {
    return new Uint8Array(body as ArrayBuffer);
  }
  return undefined;
}

// spec: cloud-10
/** True when the header map has an own key equal to the name, ignoring case. */
export function hasHeaderIgnoringCase(headerName: string, headers: Record<string, unknown>): boolean {
  const wanted = headerName.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === wanted);
}

// spec: cloud-11
export interface PresignableRequest {
  headers: Record<string, string>;
  query?: Record<string, string | string[] | null>;
  [property: string]: unknown;
}

/** Moves x-amz-* (and explicitly hoistable) headers into the query of a copied request. */
export function hoistHeadersToQuery<R extends PresignableRequest>(
  request: R,
  options: { unhoistableHeaders?: Set<string>; hoistableHeaders?: Set<string> } = {},
): R & { query: Record<string, string | string[] | null> } {
  const headers: Record<string, string> = structuredClone(request.headers);
  const query: Record<string, string | string[] | null> = structuredClone(request.query ?? {});

  for (const headerName of Object.keys(headers)) {
    const lowerName = headerName.toLowerCase();
    const shouldHoist =
      (lowerName.startsWith('x-amz-') && !options.unhoistableHeaders?.has(lowerName)) ||
      options.hoistableHeaders?.has(lowerName) === true;
    if (!shouldHoist) continue;

    query[headerName] = headers[headerName]!;
    delete headers[headerName];
  }

  return { ...request, headers, query };
}

// spec: cloud-12
/** Converts epoch seconds (number or numeric string), date text, or a Date into a Date. */
export function toDate(time: number | string): Date;
export function toDate<T>(time: T): T;
export function toDate(time: unknown): unknown {
  if (typeof time === 'number') return new Date(time * 1000);
  if (typeof time === 'string') {
    const asNumber = Number(time);
    return asNumber ? new Date(asNumber * 1000) : new Date(time);
  }
  return time;
}

// spec: cloud-13
/** Shallow copy of an object with all own enumerable string keys lowercased. */
export function withLowercaseKeys<V>(source: Record<string, V>): Record<string, V> {
  return Object.keys(source).reduce<Record<string, V>>((result, key) => {
    result[key.toLowerCase()] = source[key]!;
    return result;
  }, {});
}

// spec: cloud-14
/** Recursively converts object keys from camelCase to snake_case. */
export function snakeCaseKeysDeep(value: unknown): unknown {
  if (value instanceof Date || value instanceof RegExp) return value;
  if (Array.isArray(value)) return value.map(snakeCaseKeysDeep);
  if (value instanceof Object) {
    return Object.fromEntries(
      Object.entries(value).map(([key, nested]) => [camelToSnake(key), snakeCaseKeysDeep(nested)]),
    );
  }
  return value;
}

function camelToSnake(key: string): string {
  const firstChar = key[0];
  if (firstChar === undefined) throw new TypeError('Cannot convert an empty key to snake case');
  const rest = key.slice(1).replace(/[A-Z]+/g, (run) => `_${run.toLowerCase()}`);
  return `${firstChar.toLocaleLowerCase()}${rest}`;
}

// spec: cloud-15
/** Formats a Date in UTC as YYYY<sep>MM<sep>DD, optionally followed by THH<sep>MM<sep>SSZ. */
export function formatCompactUtcDate(
  date: Date,
  includeTime = false,
  dateSeparator = '',
  timeSeparator = '',
): string {
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

  const datePart = [pad(date.getUTCFullYear(), 4), pad(date.getUTCMonth() + 1), pad(date.getUTCDate())].join(dateSeparator);
  if (!includeTime) return datePart;

  const timePart = [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    .map((component) => pad(component))
    .join(timeSeparator);
  return `${datePart}T${timePart}Z`;
}

// spec: cloud-16
/** Rejects custom context keys or values that contain a double quote. */
export function assertNoQuotesInContexts(contexts?: { custom?: Record<string, { value?: string } | undefined> }): void {
  const custom = contexts?.custom;
  if (!custom) return;

  for (const [key, entry] of Object.entries(custom)) {
    if (key.includes('"')) {
      throw new Error(`Invalid context key "${key}": Forbidden character (") detected.`);
    }
    const value = entry?.value;
    if (value && value.includes('"')) {
      throw new Error(`Invalid context value for key "${key}": Forbidden character (") detected.`);
    }
  }
}

// spec: cloud-17
const CRC32C_TABLE: Int32Array = (() => {
  const table = new Int32Array(256);
  for (let index = 0; index < 256; index++) {
    let entry = index;
    for (let bit = 0; bit < 8; bit++) {
      entry = entry & 1 ? (entry >>> 1) ^ 0x82f63b78 : entry >>> 1;
    }
    table[index] = entry;
  }
  return table;
})();

/** Continues the object's running CRC-32C with another chunk of bytes. */
export function updateCrc32c(this: { crc32c: number }, chunk: Iterable<number>): void {
  let crc = this.crc32c ^ 0xffffffff;
  for (const byte of chunk) {
    crc = CRC32C_TABLE[(byte ^ crc) & 0xff]! ^ (crc >>> 8);
  }
  this.crc32c = crc ^ 0xffffffff;
}

// spec: cloud-18
/** Checks a number, base64 string, Buffer or checksum-like object against the current CRC-32C. */
export function crc32cMatches(this: { crc32c: number }, expected: number | string | Buffer | { toString(): string }): boolean {
  const checksumBuffer = Buffer.alloc(4);
  checksumBuffer.writeInt32BE(this.crc32c, 0);
  const checksumBase64 = checksumBuffer.toString('base64');

  if (typeof expected === 'number') return expected === this.crc32c;
  if (typeof expected === 'string') return expected === checksumBase64;
  if (Buffer.isBuffer(expected)) return Buffer.compare(expected, checksumBuffer) === 0;
  return String(expected) === checksumBase64;
}

// spec: cloud-19
/** Static factory: builds a CRC-32C object from exactly four big-endian bytes. */
export function crc32cFromBytes<T>(
  this: new (initialValue: number) => T,
  input: Buffer | ArrayBufferView | ArrayBuffer,
): T {
  let buffer: Buffer;
  if (Buffer.isBuffer(input)) {
    buffer = input;
  } else if ('buffer' in input) {
    // Deliberately the whole underlying buffer, not just the view's window.
    buffer = Buffer.from(input.buffer as ArrayBuffer);
  } else {
    buffer = Buffer.from(input);
  }

  if (buffer.byteLength !== 4) {
    throw new RangeError(`Buffer expected to equal 4 bytes, not ${buffer.byteLength}`);
  }
  return new this(buffer.readInt32BE(0));
}

// spec: cloud-20
export interface ApiErrorBody {
  message?: string;
  response?: { body?: unknown };
}

/** Combines an API error's own, inner and response-body messages into one readable message. */
export function buildApiErrorMessage(
  errorBody: ApiErrorBody,
  innerErrors: Array<{ message: string }> | undefined,
  decodeHtmlEntities: (text: string) => string,
): string {
  const messages = new Set<string>();

  if (errorBody.message) messages.add(errorBody.message);

  if (innerErrors && innerErrors.length > 0) {
    innerErrors.forEach(({ message }) => messages.add(message));
  } else if (errorBody.response?.body) {
    messages.add(decodeHtmlEntities(String(errorBody.response.body)));
  } else if (!errorBody.message) {
    messages.add('A failure occurred during this request.');
  }

  const messageList = [...messages];
  if (messageList.length === 1) return messageList[0]!;

  return [
    'Multiple errors occurred during the request. Please see the `errors` array for complete details.\n',
    ...messageList.map((message, index) => `    ${index + 1}. ${message}`),
    '\n',
  ].join('\n');
}

// spec: cloud-21
/** Tests whether an object (or one of its parent chain) is of a named client type such as "storage/bucket". */
export function isOfClientType(candidate: unknown, typeName: string): boolean {
  const [parentType, childType] = typeName.split('/').map((part) => part.toLowerCase());
  const typeNameOf = (value: unknown): string | undefined =>
    (value as { constructor?: { name?: string } } | null | undefined)?.constructor?.name?.toLowerCase();

  if (childType && typeNameOf(candidate) !== childType) return false;

  let current = candidate as { parent?: unknown } | null | undefined;
  while (current) {
    if (typeNameOf(current) === parentType) return true;
    current = current.parent as { parent?: unknown } | null | undefined;
  }
  return false;
}

// spec: cloud-22
const RETRYABLE_STATUS_CODES = [408, 429, 500, 502, 503, 504];
const CONNECTION_ERROR_TEXTS = ['econnreset', 'unexpected connection closure', 'epipe', 'socket connection timeout'];

const signalsConnectionProblem = (text: string): boolean =>
  text.includes('eai_again') || CONNECTION_ERROR_TEXTS.includes(text);

/** Default retry predicate for failed storage requests. */
export function isRetryableStorageError(
  error?: { code?: number | string; errors?: Array<{ reason?: unknown } | null | undefined> } | null,
): boolean {
  if (!error) return false;

  const { code } = error;
  if (typeof code === 'number' && RETRYABLE_STATUS_CODES.includes(code)) return true;
  if (typeof code === 'string') {
    if (RETRYABLE_STATUS_CODES.some((status) => String(status) === code)) return true;
    if (signalsConnectionProblem(code.toLowerCase())) return true;
  }

  if (Array.isArray(error.errors)) {
    return error.errors.some(
      (inner) => inner != null && inner.reason != null && signalsConnectionProblem(String(inner.reason).toLowerCase()),
    );
  }
  return false;
}

// spec: cloud-23
export interface ChunkQueueOwner {
  pendingChunks: Uint8Array[];
  emit(eventName: string): boolean;
}

/** Yields queued buffers up to a byte limit, splitting the last one and re-queueing its remainder. */
export function* drainChunkQueue(this: ChunkQueueOwner, byteLimit: number): Generator<Uint8Array, void, unknown> {
  let remaining = byteLimit;

  while (remaining > 0 && this.pendingChunks.length > 0) {
    const chunk = this.pendingChunks.shift()!;

    if (chunk.byteLength <= remaining) {
      remaining -= chunk.byteLength;
      yield chunk;
      this.emit('readFromChunkBuffer');
      continue;
    }

    const head = chunk.subarray(0, remaining);
    this.pendingChunks.unshift(chunk.subarray(remaining));
    remaining = 0;
    yield head;
    this.emit('readFromChunkBuffer');
    break;
  }
}

// spec: cloud-24
/** Recursively yields the path of every non-directory entry below a directory, depth-first. */
export async function* walkFilePaths(directory: string): AsyncGenerator<string, void, undefined> {
  const entries = await readdir(directory, { withFileTypes: true });
  for (const entry of entries) {
    const entryPath = join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* walkFilePaths(entryPath);
    } else {
      yield entryPath;
    }
  }
}

// spec: cloud-25
/** Retries a token getter until it yields a token; after the deadline failures are fatal. */
export async function retryUntilToken<T>(
  getToken: () => Promise<T | null>,
  retryIntervalMs: number,
  deadlineMs: number,
): Promise<T> {
  for (;;) {
    let token: T | null;
    if (Date.now() < deadlineMs) {
      try {
        token = await getToken();
      } catch {
        token = null;
      }
    } else {
      token = await getToken();
      if (token === null) throw new Error('Failed to refresh access token.');
    }

    if (token !== null) return token;
    await new Promise<void>((resolve) => setTimeout(resolve, retryIntervalMs));
  }
}

// spec: cloud-26
export interface RestErrorLike<TResponse> extends Error {
  response?: TResponse;
}

/** Sends a request, returning [response, error] for REST errors that carry a response. */
export async function sendCapturingRestError<TRequest, TResponse>(
  request: TRequest,
  send: (request: TRequest) => Promise<TResponse>,
): Promise<[TResponse, RestErrorLike<TResponse> | undefined]> {
  try {
    return [await send(request), undefined];
  } catch (error) {
    if (isRestError<TResponse>(error) && error.response) {
      return [error.response, error];
    }
    throw error;
  }
}

function isRestError<TResponse>(error: unknown): error is RestErrorLike<TResponse> {
  return error instanceof Error && error.name === 'RestError';
}

// spec: cloud-27
export interface ClaimChallengeOptions {
  scopes: string | string[];
  request: { headers: { set(name: string, value: string): void } };
  getAccessToken: (
    scopes: string | string[],
    options: { enableCae: boolean; claims: string },
  ) => Promise<{ token: string; tokenType?: string } | null | undefined>;
}

/** Fetches a CAE-enabled token for the given claims and re-authorizes the request with it. */
export async function reauthorizeForClaims(options: ClaimChallengeOptions, claims: string): Promise<boolean> {
  const accessToken = await options.getAccessToken(options.scopes, { enableCae: true, claims });
  if (accessToken == null) return false;

  options.request.headers.set('Authorization', `${accessToken.tokenType ?? 'Bearer'} ${accessToken.token}`);
  return true;
}

// spec: cloud-28
export interface AuthChallenge {
  scheme: string;
  params: Record<string, string>;
}

/** Parses a WWW-Authenticate style value into challenges with their quoted parameters. */
export function parseAuthChallenges(headerValue: string): AuthChallenge[] {
  const challengePattern = /(\w+)\s+((?:\w+=(?:"[^"]*"|[^,]*),?\s*)+)/g;
  const parameterPattern = /(\w+)=(?:"([^"]*)"|[^,]*)/g;

  return [...headerValue.matchAll(challengePattern)].map((challengeMatch) => {
    const params: Record<string, string> = {};
    for (const parameterMatch of (challengeMatch[2] ?? '').matchAll(parameterPattern)) {
      const [, name, quotedValue] = parameterMatch;
      if (name !== undefined && quotedValue !== undefined) params[name] = quotedValue;
    }
    return { scheme: challengeMatch[1]!, params };
  });
}

// spec: cloud-29
/** Returns the (still base64) claims of the first Bearer insufficient_claims challenge, if any. */
export function extractCaeClaims(headerValue?: string): string | undefined {
  if (!headerValue) return undefined;

  const challenge = parseAuthChallenges(headerValue).find(
    ({ scheme, params }) => scheme === 'Bearer' && Boolean(params.claims) && params.error === 'insufficient_claims',
  );
  return challenge?.params.claims;
}

// spec: cloud-30
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Adapts an abort-signal-like object to a native AbortSignal, with an idempotent cleanup. */
export function toNativeAbortSignal(source: AbortSignalLike): { signal: AbortSignal; cleanup?: () => void } {
  if (source instanceof AbortSignal) return { signal: source };
  if (source.aborted) return { signal: AbortSignal.abort(source.reason) };

  const controller = new AbortController();
  let listening = true;

  const cleanup = (): void => {
    if (!listening) return;
    listening = false;
    source.removeEventListener('abort', onAbort);
  };
  function onAbort(): void {
    controller.abort(source.reason);
    cleanup();
  }

  source.addEventListener('abort', onAbort);
  return { signal: controller.signal, cleanup };
}

// spec: cloud-31
export const rawStreamFactory: unique symbol = Symbol('rawStreamFactory');

export interface StreamFileMetadata {
  type?: string;
  lastModified?: number;
  webkitRelativePath?: string;
  size?: number;
}

/** Creates a File-like object whose content is produced lazily by a stream factory. */
export function createStreamBackedFile(
  streamFactory: () => ReadableStream<Uint8Array>,
  name: string,
  metadata: StreamFileMetadata = {},
) {
  const notImplemented = (): never => {
    throw new Error('Not implemented');
  };

  return {
    type: metadata.type ?? '',
    lastModified: metadata.lastModified ?? Date.now(),
    webkitRelativePath: metadata.webkitRelativePath ?? '',
    size: metadata.size ?? -1,
    name,
    arrayBuffer: notImplemented,
    bytes: notImplemented,
    slice: notImplemented,
    text: notImplemented,
    stream(): ReadableStream<Uint8Array> {
      const stream: unknown = streamFactory();
      const looksLikeNodeStream =
        typeof stream === 'object' && stream !== null && typeof (stream as { pipe?: unknown }).pipe === 'function';
      if (looksLikeNodeStream) {
        throw new Error(`Not supported: a Node stream was provided as input to ${createStreamBackedFile.name}.`);
      }
      return stream as ReadableStream<Uint8Array>;
    },
    [rawStreamFactory]: streamFactory,
  };
}

// spec: cloud-32
/** Returns bytes backed by an ordinary, exactly-sized ArrayBuffer (safe to hand to a Blob). */
export function toStandaloneBytes(bytes: Uint8Array): Uint8Array {
  if ('resize' in bytes.buffer) {
    const coversWholeBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return coversWholeBuffer ? bytes : new Uint8Array(bytes);
  }

  const copy = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) {
    copy[index] = bytes[index]!;
  }
  return copy;
}

// spec: cloud-33
/** Joins product/version pairs into a user-agent string ("name/version" or bare "name"). */
export function formatUserAgent(products: Iterable<readonly [string, string | undefined | null]>): string {
  return Array.from(products, ([product, version]) => (version ? `${product}/${version}` : product)).join(' ');
}

// spec: cloud-34
/** Adds the server runtime (Bun, Deno or Node) with OS details to a user-agent telemetry map. */
export async function recordServerRuntime(telemetry: Map<string, string>): Promise<void> {
  const versions = (globalThis as { process?: { versions?: Record<string, string | undefined> } }).process?.versions;
  if (!versions) return;

  const os = await import('node:os');
  const osDescription = `${os.type()} ${os.release()}; ${os.arch()}`;

  const runtime = (
    [
      ['Bun', versions.bun],
      ['Deno', versions.deno],
      ['Node', versions.node],
    ] as const
  ).find(([, version]) => Boolean(version));

  if (runtime) {
    const [runtimeName, version] = runtime;
    telemetry.set(runtimeName, `${version} (${osDescription})`);
  }
}

// spec: cloud-35
/** Detects Firefox or Safari and its version from a user-agent string. */
export function detectFirefoxOrSafari(userAgent: string): { brand: 'Firefox' | 'Safari'; version: string } | undefined {
  const firefoxMatch = /Firefox\/([\d.]+)/.exec(userAgent);
  if (firefoxMatch) return { brand: 'Firefox', version: firefoxMatch[1]! };

  const safariMatch = /Version\/([\d.]+).*Safari/.exec(userAgent);
  if (safariMatch) return { brand: 'Safari', version: safariMatch[1]! };

  return undefined;
}

// spec: cloud-36
/** Form-encodes nested request parameters using bracket notation (a[b][0]=c). */
export function encodeFormParameters(parameters: unknown): string {
  if (typeof parameters !== 'object' || parameters === null) return '';

  const encode = (text: string): string =>
    encodeRfc3986(text).replace(/%5B/g, '[').replace(/%5D/g, ']');
  const formatValue = (value: unknown): string => {
    if (value instanceof Date) return String(Math.floor(value.getTime() / 1000));
    if (value === null) return '';
    return String(value);
  };

  const pairs: string[] = [];
  const visit = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      pairs.push(`${encode(key)}=${encode(formatValue(value))}`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((element, index) => visit(`${key}[${index}]`, element));
      return;
    }
    for (const [childKey, childValue] of Object.entries(value)) {
      visit(`${key}[${childKey}]`, childValue);
    }
  };

  for (const [key, value] of Object.entries(parameters)) visit(key, value);
  return pairs.join('&');
}

// spec: cloud-37
export type AutoPagingItemCallback<T> = (item: T, next: (result?: unknown) => void) => unknown;

/** Validates the onItem argument of an auto-paging helper and normalises it to (item, next). */
export function normalizeAutoPagingCallback<T>(args: unknown[]): AutoPagingItemCallback<T> | undefined {
  if (args.length === 0) return undefined;

  const onItem = args[0];
  if (typeof onItem !== 'function') {
    throw new Error(`The first argument to autoPagingEach, if present, must be a callback function; received ${typeof onItem}`);
  }

  if (onItem.length === 2) return onItem as AutoPagingItemCallback<T>;
  if (onItem.length > 2) {
    throw new Error(`The \`onItem\` callback function passed to autoPagingEach must accept at most two arguments; got ${onItem}`);
  }

  return (item: T, next: (result?: unknown) => void): void => {
    next((onItem as (item: T) => unknown)(item));
  };
}

// spec: cloud-38
/** Copies a header object with each name in Conventional-Http-Capitalisation. */
export function capitalizeHeaderNames<T>(headers: T): T {
  if (!headers || typeof headers !== 'object') return headers;

  const capitalize = (name: string): string =>
    name
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
      .join('-');

  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [capitalize(name), value])) as T;
}

// spec: cloud-39
/** Throws unless the path is a string starting with exactly one "/". */
export function assertSingleSlashPath(path: unknown): asserts path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`Request path must be a string beginning with a single "/", got: ${JSON.stringify(path)}`);
  }
}

// spec: cloud-40
/** Parses a webhook payload, unwrapping AWS EventBridge or Azure Event Grid envelopes. */
export function unwrapWebhookEnvelope(payload: string | Uint8Array): unknown {
  const text = typeof payload === 'string' ? payload : new TextDecoder('utf-8').decode(payload);
  const parsed: unknown = JSON.parse(text);

  if (typeof parsed === 'object' && parsed !== null) {
    const envelope = parsed as Record<string, unknown>;
    if ('detail' in envelope) return envelope.detail;
    if ('specversion' in envelope && 'data' in envelope) return envelope.data;
    if (envelope.object === 'event' || envelope.object === 'v2.core.event') return envelope;
  }

  throw new Error(
    'Unrecognized event format. The payload must be an AWS EventBridge/Azure Event Grid event envelope or a Stripe webhook (thin event notification or snapshot).',
  );
}

// spec: cloud-41
const ORIGINATING_MARKER = '\nOriginating from:';

/** Appends the caller's frames to an error stack, replacing any previously appended section. */
export function attachCallerStack(error: Error | undefined | null, capturedStack: string): void {
  if (!error?.stack || !capturedStack) return;

  const firstNewline = capturedStack.indexOf('\n');
  const callerFrames = firstNewline === -1 ? capturedStack : capturedStack.slice(firstNewline + 1);

  const markerIndex = error.stack.indexOf(ORIGINATING_MARKER);
  const baseStack = markerIndex === -1 ? error.stack : error.stack.slice(0, markerIndex);

  error.stack = `${baseStack}${ORIGINATING_MARKER}\n${callerFrames}`;
}

// spec: cloud-42
export interface DecimalValue {
  readonly coefficient: bigint;
  readonly exponent: number;
}
export type DecimalConstructor<D extends DecimalValue = DecimalValue> = new (coefficient: bigint, exponent: number) => D;
export type RoundingDirection = 'up' | 'down' | 'ceil' | 'floor' | 'halfUp' | 'halfDown' | 'halfEven';

/** Divides this decimal by another, to a fixed number of places, with the given rounding. */
export function divideDecimal<D extends DecimalValue>(
  this: D,
  divisor: DecimalValue,
  precision: number,
  rounding: RoundingDirection,
): D {
  if (!Number.isInteger(precision) || precision < 0) {
    throw new Error('precision must be a non-negative integer');
  }
  if (divisor.coefficient === 0n) throw new Error('Division by zero');

  const scale = this.exponent - divisor.exponent + precision;
  let numerator = this.coefficient;
  let denominator = divisor.coefficient;
  if (scale >= 0) numerator *= 10n ** BigInt(scale);
  else denominator *= 10n ** BigInt(-scale);

  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const Decimal = this.constructor as DecimalConstructor<D>;
  return new Decimal(roundQuotient(quotient, remainder, denominator, rounding), -precision);
}

/** Adjusts a truncated bigint quotient according to the remainder and rounding direction. */
function roundQuotient(quotient: bigint, remainder: bigint, divisor: bigint, rounding: RoundingDirection): bigint {
  if (remainder === 0n) return quotient;

  const isNegative = remainder < 0n !== divisor < 0n;
  const awayFromZero = isNegative ? quotient - 1n : quotient + 1n;
  const absolute = (value: bigint): bigint => (value < 0n ? -value : value);
  const twiceRemainder = absolute(remainder) * 2n;
  const absoluteDivisor = absolute(divisor);

  switch (rounding) {
    case 'down':
      return quotient;
    case 'up':
      return awayFromZero;
    case 'floor':
      return isNegative ? awayFromZero : quotient;
    case 'ceil':
      return isNegative ? quotient : awayFromZero;
    case 'halfUp':
      return twiceRemainder >= absoluteDivisor ? awayFromZero : quotient;
    case 'halfDown':
      return twiceRemainder > absoluteDivisor ? awayFromZero : quotient;
    case 'halfEven':
      if (twiceRemainder !== absoluteDivisor) return twiceRemainder > absoluteDivisor ? awayFromZero : quotient;
      return quotient % 2n === 0n ? quotient : awayFromZero;
    default:
      throw new Error(`Unknown rounding direction: ${String(rounding)}`);
  }
}

// spec: cloud-43
/** Exact three-way comparison of two decimals: -1, 0 or 1. */
export function compareDecimal(this: DecimalValue, other: DecimalValue): -1 | 0 | 1 {
  let left = this.coefficient;
  let right = other.coefficient;

  if (this.exponent > other.exponent) left *= 10n ** BigInt(this.exponent - other.exponent);
  else if (other.exponent > this.exponent) right *= 10n ** BigInt(other.exponent - this.exponent);

  if (left < right) return -1;
  if (left > right) return 1;
  return 0;
}

// spec: cloud-44
const DECIMAL_TEXT_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
const DECIMAL_EXPONENT_LIMIT = 1_000_000;

/** Static factory: creates a decimal from a bigint, a finite number, or decimal text. */
export function decimalFrom<D extends DecimalValue>(this: DecimalConstructor<D>, input: bigint | number | string): D {
  if (typeof input === 'bigint') return new this(input, 0);

  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new Error('Number must be finite');
    return parseDecimalText(this, String(input));
  }

  return parseDecimalText(this, input);
}

function parseDecimalText<D extends DecimalValue>(Decimal: DecimalConstructor<D>, input: string): D {
  const text = input.trim();
  if (text === '') throw new Error('Cannot parse empty string as Decimal');

  const match = DECIMAL_TEXT_PATTERN.exec(text);
  if (!match) throw new Error(`Invalid decimal string: ${input}`);

  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText] = match;
  const writtenExponent = exponentText === undefined ? 0 : Number(exponentText);
  assertExponentInRange(writtenExponent);

  const exponent = writtenExponent - fractionDigits.length;
  assertExponentInRange(exponent);

  const magnitude = BigInt(`${integerDigits}${fractionDigits}`);
  return new Decimal(sign === '-' ? -magnitude : magnitude, exponent);
}

function assertExponentInRange(exponent: number): void {
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > DECIMAL_EXPONENT_LIMIT) {
    throw new RangeError(`Decimal exponent out of range: ${exponent}`);
  }
}

// spec: cloud-45
/** Parses "t=...,v1=...,v1=..." into a timestamp and the signatures for one scheme. */
export function parseSignatureHeader(
  header: unknown,
  scheme = 'v1',
): { timestamp: number; signatures: string[] } | null {
  if (typeof header !== 'string') return null;

  return header.split(',').reduce<{ timestamp: number; signatures: string[] }>(
    (parsed, item) => {
      const [name, value] = item.split('=') as [string, string];
      if (name === 't') parsed.timestamp = parseInt(value, 10);
      if (name === scheme) parsed.signatures.push(value);
      return parsed;
    },
    { timestamp: -1, signatures: [] },
  );
}

// spec: cloud-46
/** Exponential backoff with jitter for network retries, in milliseconds. */
export function computeNetworkRetryDelayMs(
  retryCount: number,
  config: { initialNetworkRetryDelaySec: number; maxNetworkRetryDelaySec: number },
): number {
  const { initialNetworkRetryDelaySec: initialDelay, maxNetworkRetryDelaySec: maxDelay } = config;
  const baseDelay = Math.min(initialDelay * 2 ** (retryCount - 1), maxDelay);
  const jitteredDelay = baseDelay * (0.5 * (1 + Math.random()));
  return Math.max(initialDelay, jitteredDelay) * 1000;
}

// spec: cloud-47
/** Picks an automatic idempotency key for retry-safe methods, or null. */
export function chooseIdempotencyKey(
  method: string,
  apiMode: string,
  generateUuid: () => string = () => globalThis.crypto.randomUUID(),
): string | null {
  const needsKey = apiMode === 'v2' ? method === 'POST' || method === 'DELETE' : apiMode === 'v1' && method === 'POST';
  if (!needsKey) return null;

  let uuid: string;
  try {
    uuid = generateUuid();
  } catch {
    uuid = pseudoRandomUuidV4();
  }
  return `stripe-node-retry-${uuid}`;
}

function pseudoRandomUuidV4(): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (placeholder) => {
    const nibble = Math.floor(Math.random() * 16);
    return (placeholder === 'x' ? nibble : (nibble & 0x3) | 0x8).toString(16);
  });
}

// spec: cloud-48
/** Compares two strings in time independent of where they differ. */
export function constantTimeEquals(left: string, right: string): boolean {
  if (left.length !== right.length) return false;

  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= left.charCodeAt(index) ^ right.charCodeAt(index);
  }
  return difference === 0;
}

// spec: cloud-49
export type IterationCallback<T> = (item: T, next: (shouldContinue?: unknown) => void) => unknown;

/** Walks an async iterator one item at a time; the callback's continuation(false) stops it. */
export function iterateWithContinuation<T>(
  fetchNext: () => Promise<IteratorResult<T>>,
  onItem: IterationCallback<T>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const step = (): void => {
      fetchNext()
        .then((result) => {
          if (result.done) {
            resolve(undefined);
            return undefined;
          }
          return new Promise<unknown>((continueWith) => {
            onItem(result.value, continueWith);
          }).then((shouldContinue) => {
            if (shouldContinue === false) resolve(undefined);
            else step();
          });
        })
        .catch(reject);
    };
    step();
  });
}

// spec: cloud-50
const UNSAFE_MERGE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep-merges a source into a target, cloning dates and arrays and guarding prototype keys. */
export function deepMerge(target: unknown, source: unknown): unknown {
  if (typeof source !== 'object' || source === null) return source;
  if (source instanceof Date) return new Date(source.getTime());

  const sourceConstructor = (source as { constructor?: unknown }).constructor;
  if (sourceConstructor !== Object && sourceConstructor !== Array && sourceConstructor !== Date) return source;

  let merged = target as Record<string, unknown>;
  if (sourceConstructor === Array) merged = [] as unknown as Record<string, unknown>;
  else if (merged === undefined) merged = {};

  for (const key of Object.keys(source)) {
    if (UNSAFE_MERGE_KEYS.has(key)) continue;
    const canHold = merged !== null && (typeof merged === 'object' || typeof merged === 'function');
    const existing = canHold && Object.prototype.hasOwnProperty.call(merged, key) ? merged[key] : undefined;
    merged[key] = deepMerge(existing, (source as Record<string, unknown>)[key]);
  }
  return merged;
}

// spec: cloud-51
/** Renames properties in place according to an old-name to new-name mapping. */
export function renamePropertiesInPlace(target: Record<string, unknown>, renames: Record<string, string>): void {
  for (const [oldName, newName] of Object.entries(renames)) {
    if (!(oldName in target)) continue;
    target[newName] = target[oldName];
    delete target[oldName];
  }
}

// spec: cloud-52
/** Computes dotted field paths (an update mask) for the fields set in an object. */
export function computeUpdateMask(data: unknown, terminalPaths: string[] = [], pathPrefix = ''): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];

  const mask: string[] = [];
  const record = data as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (value === undefined) continue;

    const fieldPath = pathPrefix ? `${pathPrefix}.${key}` : key;
    if (terminalPaths.includes(fieldPath)) {
      mask.push(key);
      continue;
    }

    const nestedMask = computeUpdateMask(value, terminalPaths, fieldPath);
    if (nestedMask.length > 0) mask.push(...nestedMask.map((nested) => `${key}.${nested}`));
    else mask.push(key);
  }
  return mask;
}

// spec: cloud-53
/** Formats milliseconds as a protobuf Duration string such as "1.500000000s" or "3s". */
export function millisToProtoDuration(milliseconds: number): string {
  const seconds = Math.floor(milliseconds / 1000);
  const nanos = Math.floor((milliseconds % 1000) * 1_000_000);
  return nanos > 0 ? `${seconds}.${String(nanos).padStart(9, '0')}s` : `${seconds}s`;
}

// spec: cloud-54
/** Splits "projects/P/locations/L/<collection>/ID" (project optional) or a bare id. */
export function parseResourceName(
  name: string,
  collection: string,
): { projectId?: string; locationId?: string; resourceId: string } {
  if (!name.includes('/')) return { resourceId: name };

  const pattern = new RegExp(`^(?:projects/([^/]+)/)?locations/([^/]+)/${collection}/([^/]+)$`);
  const match = pattern.exec(name);
  if (!match) throw new Error('Invalid resource name format.');

  const [, projectId, locationId, resourceId] = match;
  return { projectId, locationId, resourceId: resourceId! };
}

// spec: cloud-55
/** Lax phone check: a leading "+" followed somewhere by a letter or digit. */
export function looksLikePhoneNumber(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('+') && /[A-Za-z0-9]/.test(value.slice(1));
}

// spec: cloud-56
/** True only for strings identical to Date#toISOString output for the same instant. */
export function isCanonicalIsoTimestamp(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    return new Date(value).toISOString() === value;
  } catch {
    return false;
  }
}

// spec: cloud-57
/** Converts a Retry-After header (seconds or HTTP date) to milliseconds; -1 when unparsable. */
export function retryAfterToMillis(headerValue: string): number {
  const seconds = Number.parseInt(headerValue, 10);
  if (!Number.isNaN(seconds)) return seconds * 1000;

  const retryAt = new Date(headerValue).getTime();
  if (!Number.isNaN(retryAt)) return retryAt - Date.now();

  return -1;
}

// spec: cloud-58
/** Returns the boundary parameter of a multipart content-type header (null if not multipart). */
export function getMultipartBoundary(headers: Record<string, string | undefined>): string | null | undefined {
  const contentType = headers['content-type'];
  if (!contentType?.startsWith('multipart/')) return null;

  const parameters = new Map<string, string>();
  for (const part of contentType.split(';').slice(1)) {
    const pieces = part.trim().split('=');
    if (pieces.length === 2) parameters.set(pieces[0]!, pieces[1]!);
  }
  return parameters.get('boundary');
}

// spec: cloud-59
export interface PercentCondition {
  seed?: string;
  percentOperator?: string;
  microPercent?: number;
  microPercentRange?: { microPercentLowerBound?: number; microPercentUpperBound?: number };
}

const MICRO_PERCENT_SCALE = 100_000_000n;

/** Evaluates a percentage-rollout condition by hashing the (seeded) randomization id. */
export function evaluatePercentCondition(condition: PercentCondition, context: { randomizationId?: string }): boolean {
  const { randomizationId } = context;
  const operator = condition.percentOperator;
  if (randomizationId == null || !operator) return false;

  const hashInput = condition.seed ? `${condition.seed}.${randomizationId}` : randomizationId;
  const digestHex = createHash('sha256').update(hashInput).digest('hex');
  const instancePercentile = Number(BigInt(`0x${digestHex}`) % MICRO_PERCENT_SCALE);

  const microPercent = condition.microPercent ?? 0;
  const lowerBound = condition.microPercentRange?.microPercentLowerBound ?? 0;
  const upperBound = condition.microPercentRange?.microPercentUpperBound ?? 0;

  switch (operator) {
    case 'LESS_OR_EQUAL':
      return instancePercentile <= microPercent;
    case 'GREATER_THAN':
      return instancePercentile > microPercent;
    case 'BETWEEN':
      return instancePercentile > lowerBound && instancePercentile <= upperBound;
    default:
      return false;
  }
}

// spec: cloud-60
export interface FieldNode {
  children: Map<string, FieldNode>;
}

/** Merges the field names found in data into a field-node tree, following only "_on_" keys. */
export function mergeFieldNames(data: unknown, node: FieldNode, visiting: Set<object> = new Set()): void {
  if (Array.isArray(data)) {
    data.forEach((element) => mergeFieldNames(element, node, visiting));
    return;
  }
  if (typeof data !== 'object' || data === null || data instanceof Date) return;

  if (visiting.has(data)) throw new Error('Circular reference detected in input.');
  visiting.add(data);
  try {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined) continue;

      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map() };
        node.children.set(key, child);
      }
      if (key.includes('_on_')) mergeFieldNames(value, child, visiting);
    }
  } finally {
    visiting.delete(data);
  }
}
