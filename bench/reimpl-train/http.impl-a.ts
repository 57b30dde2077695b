import assert from 'node:assert';
import * as crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import * as path from 'node:path';
import { Stream } from 'node:stream';

// spec: http-01
/** Joins a base URL and a relative URL with exactly one slash between them. */
export function combineUrls(baseUrl: string, relativeUrl: string): string {
  if (!relativeUrl) return baseUrl;
  let end = baseUrl.length;
  while (end > 0 && baseUrl[end - 1] === '/') end--;
  let start = 0;
  while (start < relativeUrl.length && relativeUrl[start] === '/') start++;
  return `${baseUrl.slice(0, end)}/${relativeUrl.slice(start)}`;
}

// spec: http-02
/** True for protocol-relative URLs and URLs that start with `scheme://`. */
export function isAbsoluteUrl(candidate: unknown): boolean {
  if (typeof candidate !== 'string') return false;
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(candidate);
}

// spec: http-03
const MAX_FIELD_DEPTH = 100;

/** Splits a bracket/dot notation form field name (`a[b][]`, `a.b`) into path segments. */
export function parseFieldPath(fieldName: string): string[] {
  const segments: string[] = [];
  const tokenPattern = /[^.[\]]+|\[([^.[\]]*)\]/g;
  for (const match of fieldName.matchAll(tokenPattern)) {
    if (segments.length > MAX_FIELD_DEPTH) {
      const error = new Error(
        `FormData field is too deeply nested (${segments.length} levels). Max depth: ${MAX_FIELD_DEPTH}`,
      ) as Error & { code: string };
      error.code = 'ERR_FORM_DATA_DEPTH_EXCEEDED';
      throw error;
    }
    const [whole, bracketed] = match;
    segments.push(bracketed !== undefined ? bracketed : whole);
  }
  return segments;
}

// spec: http-04
/** Writes a cookie to `document.cookie` when running in a browser. */
export function writeBrowserCookie(
  name: string,
  value: string,
  expires?: number,
  cookiePath?: string,
  domain?: string,
  secure?: boolean,
  sameSite?: string,
): void {
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (typeof doc === 'undefined') return;
  const parts: string[] = [`${name}=${encodeURIComponent(value)}`];
  if (typeof expires === 'number') parts.push(`expires=${new Date(expires).toUTCString()}`);
  if (typeof cookiePath === 'string') parts.push(`path=${cookiePath}`);
  if (typeof domain === 'string') parts.push(`domain=${domain}`);
  if (secure === true) parts.push('secure');
  if (typeof sameSite === 'string') parts.push(`SameSite=${sameSite}`);
  doc.cookie = parts.join('; ');
}

// spec: http-05
/** Removes the quotes and backslash escapes of an HTTP quoted-string; malformed input is returned as is. */
export function unquoteHeaderValue(input: string): string {
  if (input.length < 2 || !input.startsWith('"') || !input.endsWith('"')) return input;
  const lastInner = input.length - 1;
  let result = '';
  for (let index = 1; index < lastInner; index++) {
    const char = input[index];
    if (char === '\\') {
      if (index + 1 >= lastInner) return input;
      index++;
      result += input[index];
    } else if (char === '"') {
      return input;
    } else {
      result += char;
    }
  }
  return result;
}

// spec: http-06
/** Normalises a header name to `Content-Type` style capitalisation. */
export function capitalizeHeaderName(headerName: string): string {
  return headerName
    .trim()
    .toLowerCase()
    .replace(/([a-z\d])(\w*)/g, (_run, first: string, rest: string) => first.toUpperCase() + rest);
}

// spec: http-07
/** Parses one IPv4 part in decimal, octal (`017`) or hexadecimal (`0x1f`) notation. */
export function parseIPv4Part(part: string): number | null {
  let parsed: number;
  if (/^0[xX][0-9a-fA-F]+$/.test(part)) {
    parsed = parseInt(part.slice(2), 16);
  } else if (part.length > 1 && /^0[0-7]+$/.test(part)) {
    parsed = parseInt(part.slice(1), 8);
  } else if (part.length > 1 && /^0\d+$/.test(part)) {
    return null;
  } else if (/^\d+$/.test(part)) {
    parsed = parseInt(part, 10);
  } else {
    return null;
  }
  return Number.isFinite(parsed) ? parsed : null;
}

// spec: http-08
/** Converts a plain textual IPv6 address into its 16 bytes, or null when malformed. */
export function ipv6ToBytes(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (text: string): string[] => (text === '' ? [] : text.split(':'));
  const head = toGroups(halves[0]);
  let groups: string[];
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [(value >> 8) & 0xff, value & 0xff];
  });
}

// spec: http-09
/** Checks whether `address` lies within `network`/`prefixLength` (both as byte arrays). */
export function isInSubnet(
  address: ArrayLike<number>,
  network: ArrayLike<number>,
  prefixLength: number,
): boolean {
  const wholeBytes = Math.floor(prefixLength / 8);
  for (let index = 0; index < wholeBytes; index++) {
    if (address[index] !== network[index]) return false;
  }
  const remainingBits = prefixLength % 8;
  if (remainingBits !== 0) {
    const mask = (0xff << (8 - remainingBits)) & 0xff;
    if ((address[wholeBytes] & mask) !== (network[wholeBytes] & mask)) return false;
  }
  return true;
}

// spec: http-10
/** Rewrites IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`, `::ffff:102:304`) as dotted IPv4. */
export function unmapIPv4MappedAddress<T>(address: T): T | string {
  if (typeof address !== 'string' || !address.includes(':')) return address;
  const mappedPattern =
    /^(?:::|(?:0{1,4}:){1,4}:|(?:0{1,4}:){5})ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;
  const match = mappedPattern.exec(address);
  if (!match) return address;
  const [, dotted, highGroup, lowGroup] = match;
  if (dotted) return dotted;
  const high = parseInt(highGroup, 16);
  const low = parseInt(lowGroup, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

// spec: http-11
/** Computes the UTF-8 byte length of a string, optionally counting every line break as CRLF. */
export function utf8ByteLength(text: string, normalizeLineEndings: boolean): number {
  let total = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (normalizeLineEndings && (unit === 0x0d || unit === 0x0a)) {
      if (unit === 0x0d && text.charCodeAt(index + 1) === 0x0a) index++;
      total += 2;
    } else if (unit < 0x80) {
      total += 1;
    } else if (unit < 0x800) {
      total += 2;
    } else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        total += 4;
        index++;
      } else {
        total += 3;
      }
    } else {
      total += 3;
    }
  }
  return total;
}

// spec: http-12
/** Combines the messages of an aggregate error's inner errors into one message. */
export function aggregateErrorMessage(error: { errors: unknown[]; name?: string }): string {
  const describe = (entry: unknown): string => {
    try {
      const message = (entry as { message?: unknown } | null | undefined)?.message;
      return entry && message ? String(message) : String(entry);
    } catch {
      return '';
    }
  };
  const joined = error.errors
    .map(describe)
    .filter((text) => text !== '')
    .join('; ');
  return joined || error.name || 'AggregateError';
}

// spec: http-13
/** Splits a Link-style header value on `separator`, ignoring separators in quotes or `<...>`. */
export function splitHeaderRespectingQuotes(value: string, separator: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let inQuotes = false;
  let inReference = false;
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (inQuotes) {
      current += char;
      if (char === '\\' && index + 1 < value.length) {
        index++;
        current += value[index];
      } else if (char === '"') {
        inQuotes = false;
      }
      continue;
    }
    if (char === '"') {
      inQuotes = true;
    } else if (char === '<') {
      inReference = true;
    } else if (char === '>') {
      inReference = false;
    } else if (char === separator && !inReference) {
      pieces.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (inQuotes) throw new Error(`Failed to parse Link header: ${value}`);
  pieces.push(current);
  return pieces;
}

// spec: http-14
interface RetrySettings {
  limit: number;
  methods: string[];
  errorCodes: string[];
  statusCodes: number[];
  noise: number;
  backoffLimit: number;
}

interface RetryableError {
  name: string;
  code?: string;
  options: { method: string };
  response?: { statusCode: number };
}

/** Returns how many milliseconds to wait before the next retry, or 0 for no retry. */
export function computeRetryDelay({
  attemptCount,
  retryOptions,
  error,
  retryAfter,
  computedValue,
}: {
  attemptCount: number;
  retryOptions: RetrySettings;
  error: RetryableError;
  retryAfter?: number;
  computedValue: number;
}): number {
  if (error.name === 'RetryError') return 1;
  if (attemptCount > retryOptions.limit) return 0;

  const methodAllowed = retryOptions.methods.includes(error.options.method);
  const codeAllowed = error.code !== undefined && retryOptions.errorCodes.includes(error.code);
  const statusAllowed =
    error.response !== undefined && retryOptions.statusCodes.includes(error.response.statusCode);
  if (!methodAllowed || !(codeAllowed || statusAllowed)) return 0;

  if (error.response) {
    if (retryAfter !== undefined) {
      return retryAfter > computedValue ? 0 : Math.max(1, retryAfter);
    }
    if (error.response.statusCode === 413) return 0;
  }

  const jitter = Math.random() * retryOptions.noise;
  const backoff = Math.min(retryOptions.backoffLimit, 1000 * 2 ** (attemptCount - 1));
  return Math.max(1, jitter + backoff);
}

// spec: http-15
type RedirectDecider = (response: unknown) => boolean;

const redirectDecisionCache = new WeakMap<object, { decider: RedirectDecider; follows: boolean }>();

/** Decides whether a completed response counts as ok, taking redirect following into account. */
export function isResponseOk(response: {
  statusCode: number;
  request: { options: { followRedirect?: boolean | RedirectDecider } };
}): boolean {
  const { statusCode } = response;
  if ((statusCode >= 200 && statusCode <= 299) || statusCode === 304) return true;
  if (statusCode < 300 || statusCode > 399) return false;

  const followRedirect = response.request.options.followRedirect;
  if (typeof followRedirect !== 'function') return !followRedirect;

  const cached = redirectDecisionCache.get(response);
  if (cached && cached.decider === followRedirect) return !cached.follows;

  const follows = Boolean(followRedirect(response));
  redirectDecisionCache.set(response, { decider: followRedirect, follows });
  return !follows;
}

// spec: http-16
/** True when the URL's username or password component is non-empty. */
export function urlHasCredential(url: unknown, component: 'username' | 'password'): boolean {
  if (url instanceof URL) return url[component] !== '';
  if (typeof url === 'string') {
    try {
      return new URL(url)[component] !== '';
    } catch {
      return false;
    }
  }
  return false;
}

// spec: http-17
/** Collects the lower-cased header names listed in Connection / Proxy-Connection headers. */
export function connectionHeaderTokens(headers: Record<string, unknown>): Set<string> {
  const tokens = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    const lowerName = name.toLowerCase();
    if (lowerName !== 'connection' && lowerName !== 'proxy-connection') continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item !== 'string') continue;
      for (const piece of item.split(',')) {
        const token = piece.trim().toLowerCase();
        if (token) tokens.add(token);
      }
    }
  }
  return tokens;
}

// spec: http-18
/** Builds a transfer progress object `{ percent, transferred, total }`. */
export function buildProgress(
  transferred: number,
  total: number | undefined,
): { percent: number; transferred: number; total: number | undefined } {
  let percent: number;
  if (transferred === total) percent = 1;
  else if (total) percent = transferred / total;
  else percent = 0;
  return { percent, transferred, total };
}

// spec: http-19
/** Normalises any thrown value into an Error instance. */
export function ensureError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  if ((typeof thrown === 'object' && thrown !== null) || typeof thrown === 'function') {
    const source = thrown as { message?: unknown; stack?: unknown; code?: unknown; input?: unknown };
    const message = typeof source.message === 'string' ? source.message : 'Non-error object thrown';
    const error = new Error(message, { cause: thrown }) as Error & Record<string, unknown>;
    for (const property of ['stack', 'code', 'input'] as const) {
      const propertyValue = source[property];
      if (typeof propertyValue === 'string') error[property] = propertyValue;
    }
    return error;
  }
  return new Error(String(thrown));
}

// spec: http-20
/** Re-emits the named events of `source` on `target`; returns a function that stops forwarding. */
export function forwardEvents(
  source: EventEmitter,
  target: EventEmitter,
  eventNames: Array<string | symbol>,
): () => void {
  const listeners = new Map<string | symbol, (...args: unknown[]) => void>();
  for (const eventName of eventNames) {
    const listener = (...args: unknown[]): void => {
      target.emit(eventName, ...args);
    };
    source.on(eventName, listener);
    listeners.set(eventName, listener);
  }
  return () => {
    for (const [eventName, listener] of listeners) source.off(eventName, listener);
  };
}

// spec: http-21
const identityIds = new WeakMap<object, number>();
let nextIdentityId = 1;

const identityIdOf = (target: object): number => {
  let id = identityIds.get(target);
  if (id === undefined) {
    id = nextIdentityId++;
    identityIds.set(target, id);
  }
  return id;
};

/** Converts an option value into a JSON-friendly tagged form usable in a cache key. */
export function toCacheKeyForm(value: unknown): unknown[] {
  if (value === undefined) return ['undefined'];
  if (value === null) return ['null'];
  if (typeof value === 'function') return ['function', identityIdOf(value)];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return [typeof value, value];
  }
  if (typeof value === 'bigint') return ['bigint', value.toString()];
  if (typeof value === 'symbol') return ['symbol', value.description];
  if (Array.isArray(value)) return ['array', value.map((element) => toCacheKeyForm(element))];
  if (ArrayBuffer.isView(value)) {
    const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return ['bytes', bytes.toString('base64')];
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const entries = Object.keys(value)
      .sort((left, right) => left.localeCompare(right))
      .map((key) => [key, toCacheKeyForm((value as Record<string, unknown>)[key])]);
    return ['object', entries];
  }
  return ['object-reference', identityIdOf(value as object)];
}

// spec: http-22
/** Builds the origin URL (`protocol//host:port`) for an outgoing connection. */
export function buildAuthorityUrl(options: {
  protocol?: string;
  hostname?: string;
  host?: string;
  port?: number | string;
}): URL {
  const protocol = options.protocol || 'https:';
  const defaultPort = protocol === 'https:' ? 443 : 80;

  if (!options.hostname && options.host) {
    try {
      const parsed = new URL(`${protocol}//${options.host}`);
      parsed.port = String(options.port ?? (parsed.port || defaultPort));
      return parsed;
    } catch {
      // fall through to building the URL from the bare name
    }
  }

  let name = options.hostname || options.host || 'localhost';
  if (name.startsWith('[') && name.endsWith(']')) name = name.slice(1, -1);
  if (isIPv6(name)) name = `[${name}]`;
  const url = new URL(`${protocol}//${name}`);
  url.port = String(options.port ?? defaultPort);
  return url;
}

// spec: http-23
/** Builds a UTC date from components, returning undefined if any component rolled over. */
export function makeValidUtcDate(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
  weekday: number,
): Date | undefined {
  const date = new Date(Date.UTC(year, month, day, hours, minutes, seconds));
  if (year >= 0 && year <= 99) date.setUTCFullYear(year);
  const matches =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds &&
    date.getUTCDay() === weekday;
  return matches ? date : undefined;
}

// spec: http-24
/** Greatest common divisor via the iterative Euclidean algorithm. */
export function greatestCommonDivisor(first: number, second: number): number {
  if (first === 0) return second;
  let a = first;
  let b = second;
  while (b !== 0) {
    const remainder = a % b;
    a = b;
    b = remainder;
  }
  return a;
}

// spec: http-25
/** Forgiving base64 decode (WHATWG infra); returns bytes or the string "failure". */
export function forgivingBase64Decode(encoded: string): Uint8Array | 'failure' {
  const stripped = encoded.replace(/[\t\n\f\r ]/g, '');
  let countedLength = stripped.length;
  if (countedLength % 4 === 0) {
    if (stripped.endsWith('==')) countedLength -= 2;
    else if (stripped.endsWith('=')) countedLength -= 1;
  }
  if (countedLength % 4 === 1) return 'failure';
  if (/[^+/0-9A-Za-z]/.test(stripped.slice(0, countedLength))) return 'failure';
  const decoded = Buffer.from(stripped, 'base64');
  return new Uint8Array(decoded.buffer, decoded.byteOffset, decoded.byteLength);
}

// spec: http-26
const MAX_CHUNK_LENGTH = 65535;

/** Decodes bytes as Latin-1, one character per byte, in chunks to respect argument limits. */
export function bytesToLatin1(bytes: Uint8Array): string {
  if (bytes.length < MAX_CHUNK_LENGTH) return String.fromCharCode(...bytes);
  const chunks: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += MAX_CHUNK_LENGTH) {
    chunks.push(String.fromCharCode(...bytes.subarray(offset, offset + MAX_CHUNK_LENGTH)));
  }
  return chunks.join('');
}

// spec: http-27
/** Trims code units matching `predicate` from the leading and/or trailing end of a string. */
export function trimByPredicate(
  text: string,
  trimLeading: boolean,
  trimTrailing: boolean,
  predicate: (codeUnit: number) => boolean,
): string {
  let start = 0;
  let end = text.length;
  if (trimLeading) {
    while (start < end && predicate(text.charCodeAt(start))) start++;
  }
  if (trimTrailing) {
    while (end > start && predicate(text.charCodeAt(end - 1))) end--;
  }
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

// spec: http-28
const HTTP_TOKEN_PATTERN = /^[!#$%&'*+\-.^_`|~A-Za-z0-9]+$/;

/** Serialises a parsed MIME type record back into `type/subtype;name=value` text. */
export function serializeMimeType(
  mimeType: { essence: string; parameters: Map<string, string> } | 'failure',
): string {
  assert(mimeType !== 'failure');
  let serialized = mimeType.essence;
  for (const [name, rawValue] of mimeType.parameters) {
    let value = rawValue;
    if (!HTTP_TOKEN_PATTERN.test(value)) {
      value = `"${value.replace(/(["\\])/g, '\\$1')}"`;
    }
    serialized += `;${name}=${value}`;
  }
  return serialized;
}

// spec: http-29
/** Throws when a cookie value does not satisfy the cookie-value grammar. */
export function assertValidCookieValue(value: string): void {
  let start = 0;
  let end = value.length;
  if (value.startsWith('"')) {
    if (value.length < 2 || !value.endsWith('"')) throw new Error('Invalid cookie value');
    start = 1;
    end = value.length - 1;
  }
  for (let index = start; index < end; index++) {
    const code = value.charCodeAt(index);
    const forbidden = code === 0x22 || code === 0x2c || code === 0x3b || code === 0x5c;
    if (code < 0x21 || code > 0x7e || forbidden) throw new Error('Invalid cookie value');
  }
}

// spec: http-30
/** Parses and validates a WebSocket URL, upgrading http(s) schemes to ws(s). */
export function parseWebSocketUrl(input: string, base?: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new DOMException(error instanceof Error ? error.message : String(error), 'SyntaxError');
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new DOMException('expected a ws: or wss: url', 'SyntaxError');
  }
  if (url.hash || url.href.endsWith('#')) {
    throw new DOMException('hash', 'SyntaxError');
  }
  return url;
}

// spec: http-31
const isValidCloseCode = (code: number): boolean =>
  (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
  (code >= 3000 && code <= 4999);

/** Parses a WebSocket close frame payload into its status code and reason. */
export function parseClosePayload(payload: Uint8Array): {
  code: number | undefined;
  reason: string;
  error: boolean;
} {
  assert(payload.length !== 1);
  const code = payload.length >= 2 ? (payload[0] << 8) | payload[1] : undefined;
  if (code !== undefined && !isValidCloseCode(code)) {
    return { code: 1002, reason: 'Invalid status code', error: true };
  }
  let reasonBytes = payload.subarray(2);
  if (reasonBytes[0] === 0xef && reasonBytes[1] === 0xbb && reasonBytes[2] === 0xbf) {
    reasonBytes = reasonBytes.subarray(3);
  }
  let reason: string;
  try {
    reason = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(reasonBytes);
  } catch {
    return { code: 1007, reason: 'Invalid UTF-8', error: true };
  }
  return { code, reason, error: false };
}

// spec: http-32
/** Parses a `Content-Range: bytes start-end/size` header value. */
export function parseContentRange(
  header: string | null | undefined,
): { start: number; end: number | null; size: number | null } | null {
  if (header === null || header === undefined || header === '') {
    return { start: 0, end: null, size: null };
  }
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)?$/.exec(header);
  if (!match) return null;
  const [, start, end, size] = match;
  return {
    start: parseInt(start, 10),
    end: parseInt(end, 10),
    size: size === undefined || size === '*' ? null : parseInt(size, 10),
  };
}

// spec: http-33
/** Checks a header value against the fetch standard (no surrounding whitespace, no CR/LF/NUL). */
export function isValidHeaderValue(value: string): boolean {
  const isBlank = (char: string | undefined): boolean => char === '\t' || char === ' ';
  if (isBlank(value[0]) || isBlank(value[value.length - 1])) return false;
  return !/[\n\r\0]/.test(value);
}

// spec: http-34
/** Decides whether an ETag looks well formed enough to store for conditional requests. */
export function isUsableEtag(etag: string): boolean {
  if (etag.length <= 2) return false;
  if (etag.startsWith('"') && etag.endsWith('"')) {
    return !(etag[1] === '"' || etag.startsWith('"W/'));
  }
  if (etag.startsWith('W/"') && etag.endsWith('"')) {
    return etag.length !== 4;
  }
  return false;
}

// spec: http-35
const trimSpacesAndTabs = (text: string): string => text.replace(/^[ \t]+|[ \t]+$/g, '');

/** Picks the request header values a cached response varies on, per its Vary header. */
export function collectVaryHeaders(
  vary: string | string[],
  requestHeaders: Record<string, string | string[] | undefined>,
): Record<string, string | string[] | null> | Record<string, string | string[] | undefined> | undefined {
  const pieces = (Array.isArray(vary) ? vary : [vary]).flatMap((entry) => entry.split(','));
  if (pieces.some((piece) => trimSpacesAndTabs(piece).includes('*'))) return requestHeaders;

  const selected: Record<string, string | string[] | null> = {};
  for (const piece of pieces) {
    const name = trimSpacesAndTabs(piece).toLowerCase();
    if (!name) continue;
    if (!HTTP_TOKEN_PATTERN.test(name)) return undefined;
    const headerValue = requestHeaders[name];
    if (Array.isArray(headerValue)) selected[name] = [...headerValue];
    else selected[name] = headerValue ?? null;
  }
  return selected;
}

// spec: http-36
/** Validates a multipart boundary against the strict form-data rules. */
export function isStrictMultipartBoundary(boundary: string): boolean {
  return /^[A-Za-z0-9'_-]{27,70}$/.test(boundary);
}

// spec: http-37
/** Normalises a query so `a[]=1&a[]=2` and `a=1,2` produce the same parameters. */
export function normalizeMockQuery<T>(query: T): T | URLSearchParams {
  if (typeof query !== 'string') return query;
  const normalized = new URLSearchParams();
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const key = rawKey.replace('[]', '');
    const quoted =
      value.length >= 2 && (value[0] === '"' || value[0] === "'") && value[value.length - 1] === value[0];
    if (quoted) {
      normalized.append(key, value);
    } else if (value.includes(',')) {
      for (const piece of value.split(',')) normalized.append(key, piece);
    } else {
      normalized.append(key, value);
    }
  }
  return normalized;
}

// spec: http-38
/** Removes trailing slashes from the path portion of a request path, leaving the query alone. */
export function stripTrailingSlashes<T>(requestPath: T): T | string {
  if (typeof requestPath !== 'string') return requestPath;
  const queryStart = requestPath.indexOf('?');
  const pathPart = queryStart === -1 ? requestPath : requestPath.slice(0, queryStart);
  const queryPart = queryStart === -1 ? '' : requestPath.slice(queryStart);
  const trimmedPath = pathPart.replace(/\/+$/, '') || '/';
  return `${trimmedPath}${queryPart}`;
}

// spec: http-39
const hashForKey = (text: string): string => {
  const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: string) => string }).hash;
  if (typeof oneShot === 'function') return oneShot('sha256', text, 'base64url');
  return Buffer.from(text, 'utf8').toString('base64url');
};

/** Produces a deterministic key identifying a recorded HTTP request. */
export function recordedRequestKey(request: {
  method: string;
  url: string;
  headers?: Record<string, unknown> | null;
  body: string;
}): string {
  const parts: string[] = [request.method, request.url];
  const { headers } = request;
  if (headers && typeof headers === 'object') {
    for (const name of Object.keys(headers).sort()) {
      const rawValue = headers[name];
      const values = Array.isArray(rawValue) ? rawValue : [rawValue];
      parts.push(name, ...values.sort().map((item) => String(item)));
    }
  }
  parts.push(request.body);
  return hashForKey(parts.join('|'));
}

// spec: http-40
const expandIPv6 = (address: string): Buffer => {
  let text = address;
  const groups: number[] = [];
  const dottedTail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  const tailGroups: number[] = [];
  if (dottedTail) {
    const octets = dottedTail[1].split('.').map(Number);
    tailGroups.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
    text = text.slice(0, -dottedTail[1].length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const parseGroups = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const [headText, tailText] = text.split('::');
  const head = parseGroups(headText);
  const tail = [...(tailText === undefined ? [] : parseGroups(tailText)), ...tailGroups];
  const missing = 8 - head.length - tail.length;
  groups.push(...head, ...Array<number>(Math.max(missing, 0)).fill(0), ...tail);
  const buffer = Buffer.alloc(16);
  groups.slice(0, 8).forEach((group, index) => buffer.writeUInt16BE(group, index * 2));
  return buffer;
};

/** Encodes a destination host for a SOCKS5 request as an address type and bytes. */
export function encodeSocksAddress(host: string): { type: number; buffer: Buffer } {
  if (isIPv4(host)) {
    return { type: 1, buffer: Buffer.from(host.split('.').map((octet) => parseInt(octet, 10))) };
  }
  if (isIPv6(host)) {
    return { type: 4, buffer: expandIPv6(host) };
  }
  const encodedName = Buffer.from(host, 'utf8');
  if (encodedName.length > 255) {
    const error = new Error('Domain name too long (max 255 bytes)') as Error & { code: string };
    error.code = 'ERR_INVALID_ARG_VALUE';
    throw error;
  }
  return { type: 3, buffer: Buffer.concat([Buffer.from([encodedName.length]), encodedName]) };
}

// spec: http-41
const MAX_AGE_SECONDS = 2147483647;
const MAX_AGE_MILLISECONDS = MAX_AGE_SECONDS * 1000;

/** Converts an Age header into milliseconds, capping unusable values. */
export function ageHeaderToMilliseconds(header: unknown): number {
  let value = header;
  if (Array.isArray(value)) {
    if (value.length !== 1) return MAX_AGE_MILLISECONDS;
    value = value[0];
  }
  if (typeof value !== 'string' || !/^[ \t]*\d+[ \t]*$/.test(value)) return MAX_AGE_MILLISECONDS;
  const seconds = BigInt(value.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (seconds >= BigInt(MAX_AGE_SECONDS)) return MAX_AGE_MILLISECONDS;
  return Number(seconds) * 1000;
}

// spec: http-42
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses `type/subtype; key=value; ...` parameters into a plain object. */
export function parseHeaderParams(header: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const piece of header.split(/ *; */)) {
    const [key, ...valueParts] = piece.split(/ *= */);
    const value = valueParts.join('=');
    if (key && value && !FORBIDDEN_KEYS.has(key)) params[key] = value;
  }
  return params;
}

// spec: http-43
/** Parses a Link header into a map of relation name to URL. */
export function parseLinkHeader(header: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const entry of header.split(/ *, */)) {
    const [target, ...attributes] = entry.split(/ *; */);
    const url = target.slice(1, -1);
    for (const attribute of attributes) {
      const [name, value] = attribute.split(/ *= */);
      if (name.toLowerCase() !== 'rel' || !value) continue;
      const relations = value.replace(/^"/, '').replace(/"$/, '').split(/ +/);
      for (const relation of relations) {
        if (relation && !FORBIDDEN_KEYS.has(relation)) links[relation] = url;
      }
      break;
    }
  }
  return links;
}

// spec: http-44
/** Deletes headers that must not survive a redirect (credentials too, when crossing origins). */
export function stripRedirectHeaders<T extends Record<string, unknown>>(headers: T, crossOrigin: unknown): T {
  for (const name of ['content-type', 'content-length', 'transfer-encoding', 'host']) {
    delete headers[name];
  }
  if (crossOrigin) {
    delete headers.authorization;
    delete headers.cookie;
  }
  return headers;
}

// spec: http-45
/** Appends `key=value` query fragments to `pairs`, expanding arrays and nested objects. */
export function appendQueryPairs(pairs: string[], key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(encodeURI(key));
    return;
  }
  if (Array.isArray(value)) {
    for (const element of value) appendQueryPairs(pairs, key, element);
    return;
  }
  if (typeof value === 'object') {
    for (const property of Object.keys(value)) {
      appendQueryPairs(pairs, `${key}[${property}]`, (value as Record<string, unknown>)[property]);
    }
    return;
  }
  pairs.push(`${encodeURI(key)}=${encodeURIComponent(value as string | number | boolean)}`);
}

// spec: http-46
/** Parses an `application/x-www-form-urlencoded` body into a plain object. */
export function parseUrlEncodedForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const piece of body.split('&')) {
    const separatorIndex = piece.indexOf('=');
    if (separatorIndex === -1) {
      fields[decodeURIComponent(piece)] = '';
    } else {
      const key = decodeURIComponent(piece.slice(0, separatorIndex));
      fields[key] = decodeURIComponent(piece.slice(separatorIndex + 1));
    }
  }
  return fields;
}

// spec: http-47
/** Parses a raw `getAllResponseHeaders()` block into an object of lower-cased fields. */
export function parseRawResponseHeaders(rawHeaders: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of rawHeaders.split(/\r?\n/)) {
    const colonIndex = line.indexOf(':');
    if (colonIndex === -1) continue;
    const name = line.slice(0, colonIndex).toLowerCase();
    if (FORBIDDEN_KEYS.has(name)) continue;
    fields[name] = line.slice(colonIndex + 1).trim();
  }
  return fields;
}

// spec: http-48
const DOT_SEGMENT_MARKER = '__superagent_dot_segment_';

/** Replaces `.`/`..` path segments with markers so URL parsing keeps them; returns a restorer. */
export function protectDotSegments(url: string): { url: string; restore: (requestPath: string) => string } {
  const match = /^([a-z][a-z\d+\-.]*:\/\/[^/?#]*)([^?#]*)(.*)$/is.exec(url);
  if (!match) return { url, restore: (requestPath) => requestPath };

  const [, origin, pathPart, rest] = match;
  const originals: string[] = [];
  const protectedPath = pathPart.replace(/(?<=\/)(?:\.|%2e){1,2}(?=\/|$)/gi, (segment) => {
    const marker = `${DOT_SEGMENT_MARKER}${originals.length}__`;
    originals.push(segment);
    return marker;
  });

  const restore = (requestPath: string): string =>
    originals.reduce(
      (restored, segment, index) => restored.replace(`${DOT_SEGMENT_MARKER}${index}__`, () => segment),
      requestPath,
    );
  return { url: `${origin}${protectedPath}${rest}`, restore };
}

// spec: http-49
/** Drops Set-Cookie values whose Domain attribute would set cookies for another site. */
export function filterSetCookieForHost(cookies: unknown[], host: string): string[] {
  return cookies
    .filter((cookie): cookie is string => typeof cookie === 'string')
    .filter((cookie) => {
      const attributes = cookie.split(';').slice(1);
      const domainAttribute = attributes.find((attribute) => {
        const equalsIndex = attribute.indexOf('=');
        const attributeName = equalsIndex === -1 ? attribute : attribute.slice(0, equalsIndex);
        return attributeName.trim().toLowerCase() === 'domain';
      });
      if (domainAttribute === undefined) return true;

      const equalsIndex = domainAttribute.indexOf('=');
      const rawDomain = equalsIndex === -1 ? '' : domainAttribute.slice(equalsIndex + 1);
      const domain = rawDomain.trim().replace(/^\./, '').toLowerCase();
      if (!domain) return true;
      if (!domain.includes('.') && domain !== host) return false;
      if (host === domain) return true;
      return host.endsWith(`.${domain}`) && isIP(host) === 0 && !host.startsWith('[');
    });
}

// spec: http-50
/** Strips credentials and fragment (and optionally path and query) so a URL can be a referrer. */
export function stripUrlForReferrer(url: string | URL | null | undefined, originOnly = false): URL | 'no-referrer' {
  if (url === null || url === undefined) return 'no-referrer';
  const parsed = new URL(url);
  if (['about:', 'blob:', 'data:'].includes(parsed.protocol)) return 'no-referrer';
  parsed.username = '';
  parsed.password = '';
  parsed.hash = '';
  if (originOnly) {
    parsed.pathname = '';
    parsed.search = '';
  }
  return parsed;
}

// spec: http-51
const REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'same-origin',
  'origin',
  'strict-origin',
  'origin-when-cross-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);

/** Returns the last recognised policy in a response's Referrer-Policy header, or ''. */
export function referrerPolicyFromHeaders(headers: { get(name: string): string | null | undefined }): string {
  const tokens = (headers.get('Referrer-Policy') ?? '').split(/[,\s]+/);
  return tokens.reduce((policy, token) => (token && REFERRER_POLICIES.has(token) ? token : policy), '');
}

// spec: http-52
/** True when `original`'s host is `destination`'s host or a subdomain of it. */
export function isSameDomainOrSubdomain(destination: string | URL, original: string | URL): boolean {
  const destinationHost = new URL(destination).hostname;
  const originalHost = new URL(original).hostname;
  return destinationHost === originalHost || originalHost.endsWith(`.${destinationHost}`);
}

// spec: http-53
/** Builds a Headers instance from Node's flat `rawHeaders` list, skipping invalid pairs. */
export function headersFromRawList(rawHeaders: string[] = []): Headers {
  const pairs: Array<[string, string | undefined]> = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    pairs.push([rawHeaders[index], rawHeaders[index + 1]]);
  }
  const validPairs = pairs.filter(([name, value]) => {
    try {
      validateHeaderName(name);
      validateHeaderValue(name, String(value));
      return true;
    } catch {
      return false;
    }
  });
  return new Headers(validPairs as Array<[string, string]>);
}

// spec: http-54
/** Returns a URL's query text, reporting a bare trailing `?` as "?". */
export function getUrlSearch(url: URL): string {
  if (url.search) return url.search;
  const { href } = url;
  const fragment = url.hash || (href.endsWith('#') ? '#' : '');
  const beforeFragment = href.slice(0, href.length - fragment.length);
  return beforeFragment.endsWith('?') ? '?' : '';
}

// spec: http-55
/** Extracts the file name from a multipart Content-Disposition header value. */
export function filenameFromContentDisposition(header: string): string | undefined {
  const match = /\bfilename=("(.*?)"|([^()<>@,;:\\"/[\]?={}\s]+))($|;\s)/i.exec(header);
  if (!match) return undefined;
  const rawName = match[2] ?? match[3] ?? '';
  return rawName
    .slice(rawName.lastIndexOf('\\') + 1)
    .replace(/%22/g, '"')
    .replace(/&#(\d{4});/g, (_entity, code: string) => String.fromCharCode(Number(code)));
}

// spec: http-56
export const BODY_INTERNALS = Symbol('body internals');

interface BodyCarrier {
  [BODY_INTERNALS]: { body: unknown };
}

const isBlobLike = (candidate: unknown): candidate is { size: number } => {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const blob = candidate as Record<string | symbol, unknown>;
  return (
    typeof blob.arrayBuffer === 'function' &&
    typeof blob.type === 'string' &&
    typeof blob.stream === 'function' &&
    typeof blob.constructor === 'function' &&
    /^(Blob|File)$/.test(String(blob[Symbol.toStringTag]))
  );
};

/** Returns the body's total byte length when it is known up front, otherwise null. */
export function knownBodyLength(carrier: BodyCarrier): number | null {
  const { body } = carrier[BODY_INTERNALS];
  if (body === null) return 0;
  if (isBlobLike(body)) return body.size;
  if (Buffer.isBuffer(body)) return body.length;
  const formData = body as { getLengthSync?: () => number; hasKnownLength?: () => boolean } | undefined;
  if (formData && typeof formData.getLengthSync === 'function') {
    return typeof formData.hasKnownLength === 'function' && formData.hasKnownLength()
      ? formData.getLengthSync()
      : null;
  }
  return null;
}

// spec: http-57
interface MultipartPartOptions {
  filepath?: string;
  filename?: string;
  contentType?: string;
  knownLength?: number | string | null;
}

type PartValue = {
  name?: string;
  path?: string;
  readable?: boolean;
  httpVersion?: string;
  headers?: Record<string, string | undefined>;
  req?: { path?: string };
} & object;

const isIncomingResponse = (value: unknown): value is PartValue =>
  typeof value === 'object' &&
  value !== null &&
  Boolean((value as PartValue).readable) &&
  Object.prototype.hasOwnProperty.call(value, 'httpVersion');

/** Builds the `filename="..."` parameter of a multipart part's Content-Disposition header. */
export function contentDispositionFilename(value: unknown, options: MultipartPartOptions): string | undefined {
  const part = (typeof value === 'object' && value !== null ? value : {}) as PartValue;
  let filename: string | undefined;
  if (typeof options.filepath === 'string') {
    filename = path.normalize(options.filepath).replace(/\\/g, '/');
  } else if (options.filename || part.name || part.path) {
    filename = path.basename((options.filename || part.name || part.path) as string);
  } else if (isIncomingResponse(value)) {
    filename = path.basename(value.req?.path ?? '');
  }
  if (!filename) return undefined;
  const escaped = filename.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
  return `filename="${escaped}"`;
}

// spec: http-58
const MIME_BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  csv: 'text/csv',
  js: 'application/javascript',
  json: 'application/json',
  xml: 'application/xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

const lookupMimeType = (fileName: string): string | false => {
  const extension = path.extname(`x.${fileName}`).slice(1).toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) || false;
};

/** Chooses the Content-Type for a multipart part from options, file names and the value itself. */
export function multipartPartContentType(
  value: unknown,
  options: MultipartPartOptions,
): string | false | undefined {
  const part = (typeof value === 'object' && value !== null ? value : {}) as PartValue;
  let contentType: string | false | undefined = options.contentType;
  if (!contentType && part.name) contentType = lookupMimeType(part.name);
  if (!contentType && part.path) contentType = lookupMimeType(part.path);
  if (!contentType && isIncomingResponse(value)) contentType = value.headers?.['content-type'];
  if (!contentType && (options.filepath || options.filename)) {
    contentType = lookupMimeType((options.filepath || options.filename) as string);
  }
  if (!contentType && typeof value === 'object' && value !== null) {
    contentType = 'application/octet-stream';
  }
  return contentType;
}

// spec: http-59
interface BoundaryHolder {
  boundary?: string;
}

const formBoundary = (form: BoundaryHolder): string => {
  form.boundary ??= `--------------------------${crypto.randomBytes(12).toString('hex')}`;
  return form.boundary;
};

/** Returns the HTTP headers for a multipart body, merging user headers with lower-cased keys. */
export function multipartRequestHeaders(
  form: BoundaryHolder,
  userHeaders?: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${formBoundary(form)}`,
  };
  for (const [key, headerValue] of Object.entries(userHeaders ?? {})) {
    headers[key.toLowerCase()] = headerValue;
  }
  return headers;
}

// spec: http-60
interface MultipartLengthState {
  valueLength: number;
  overheadLength: number;
  pendingMeasurements: unknown[];
}

/** Updates a form's length bookkeeping for a newly appended part. */
export function trackPartLength(
  form: MultipartLengthState,
  header: string,
  value: unknown,
  options: MultipartPartOptions,
): void {
  if (options.knownLength !== null && options.knownLength !== undefined) {
    form.valueLength += Number(options.knownLength);
  } else if (Buffer.isBuffer(value)) {
    form.valueLength += value.length;
  } else if (typeof value === 'string') {
    form.valueLength += Buffer.byteLength(value);
  }
  form.overheadLength += Buffer.byteLength(header) + 2;

  const needsMeasuring =
    Boolean(value) &&
    (Boolean((value as PartValue).path) || isIncomingResponse(value) || value instanceof Stream);
  if (!needsMeasuring) return;
  if (!options.knownLength) form.pendingMeasurements.push(value);
}
