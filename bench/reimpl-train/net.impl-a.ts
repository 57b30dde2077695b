import assert from 'node:assert';
import { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { format as formatLegacyUrl, parse as parseLegacyUrl, type UrlWithStringQuery } from 'node:url';

// spec: net-01
/**
 * Folds text into CRLF-separated lines of at most `maxLength` characters, preferring to break
 * before the last word of each slice. Unbreakable words overrun the limit.
 */
export function foldLongText(input?: unknown, maxLength?: number, whitespaceEndsLine = false): string {
  const text = input == null ? '' : String(input);
  const limit = maxLength || 76;
  let position = 0;
  let folded = '';

  while (position < text.length) {
    let piece = text.slice(position, position + limit);
    if (piece.length < limit) {
      folded += piece;
      break;
    }

    const lineBreak = /\r\n|\n|\r/.exec(piece);
    if (lineBreak) {
      piece = piece.slice(0, lineBreak.index + lineBreak[0].length);
      folded += piece;
      position += piece.length;
      continue;
    }

    const lastWord = /(\s+)\S*$/.exec(piece);
    const movedLength = lastWord ? lastWord[0].length - (whitespaceEndsLine ? lastWord[1].length : 0) : 0;
    if (lastWord && movedLength < piece.length) {
      piece = piece.slice(0, piece.length - movedLength);
    } else {
      const overrunPattern = whitespaceEndsLine ? /^\S*\s*/ : /^\S*/;
      const overrun = overrunPattern.exec(text.slice(position + piece.length));
      piece += overrun?.[0] ?? '';
    }

    folded += piece;
    position += piece.length;
    if (position < text.length) folded += '\r\n';
  }

  return folded;
}

// spec: net-02
/**
 * Splits Q-encoded text into chunks of at most `maxLength` characters without cutting through an
 * `=XX` escape or separating a UTF-8 lead byte from its continuation bytes.
 */
export function splitQEncodedText(encoded: string, maxLength: number): string[] {
  const chunkSize = Math.max(maxLength || 0, 12);
  const chunks: string[] = [];
  let remaining = encoded;

  while (remaining.length > 0) {
    const rawSlice = remaining.slice(0, chunkSize);
    let chunk = rawSlice;

    const partialEscape = /=[0-9a-f]?$/i.exec(chunk);
    if (partialEscape) chunk = chunk.slice(0, partialEscape.index);
    const fallback = chunk || rawSlice;

    while (chunk.length > 0) {
      const following = /^=([0-9a-f]{2})/i.exec(remaining.slice(chunk.length));
      if (!following) break;
      const byteValue = parseInt(following[1], 16);
      if (byteValue < 0x80 || byteValue > 0xc1) break;
      chunk = chunk.slice(0, -3);
    }
    if (!chunk) chunk = fallback;

    chunks.push(chunk);
    remaining = remaining.slice(chunk.length);
  }

  return chunks;
}

// spec: net-03
/**
 * Percent-encodes the first UTF-16 code unit of `character`. Multi-byte code units are emitted as
 * overlapping hex pairs (offsets 0, 1, 2, ...), a quirk kept on purpose.
 */
export function percentEncodeCharacter(character: string): string {
  const hex = character.charCodeAt(0).toString(16).toUpperCase();
  const padded = hex.length % 2 === 1 ? `0${hex}` : hex;
  if (padded.length === 2) return `%${padded}`;

  const pairCount = Math.floor(padded.length / 2);
  return Array.from({ length: pairCount }, (_, offset) => `%${padded.substr(offset, 2)}`).join('');
}

// spec: net-04
/**
 * Returns the offset of the parenthesis closing the (possibly nested) comment that starts at
 * `start`, or -1 if the comment never closes. Backslashes escape the next character.
 */
export function findCommentEnd(value: string, start: number): number {
  let depth = 0;
  for (let index = start; index < value.length; index++) {
    const char = value[index];
    if (char === '\\') {
      index++;
      continue;
    }
    if (char === '(') {
      depth++;
    } else if (char === ')') {
      if (depth === 1) return index;
      depth--;
    }
  }
  return -1;
}

// spec: net-05
/** Converts one RFC 2231 continuation section into the payload of a Q-encoded MIME word. */
export function sectionToQPayload(section: ContinuationSection): string {
  const specialChars = section.encoded ? /[=?_\s]/g : /[=?_\s%]/g;
  return section.value
    .replace(specialChars, (char) => {
      if (char === ' ') return '_';
      const code = char.charCodeAt(0).toString(16);
      return `%${code.padStart(2, '0')}`;
    })
    .replace(/%/g, '=');
}

interface ContinuationSection {
  value: string;
  encoded?: boolean;
}

// spec: net-06
/**
 * Quoted-printable encodes a byte buffer. Neighbouring bytes outside the buffer can be supplied so
 * trailing whitespace and CRLF pairs are judged correctly across chunk boundaries.
 */
export function encodeQuotedPrintableBytes(
  bytes: Uint8Array,
  followingByte?: number | null,
  binary = false,
  precedingByte?: number | null,
): string {
  const TAB = 0x09;
  const LF = 0x0a;
  const CR = 0x0d;
  const SPACE = 0x20;
  let output = '';

  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    const next = index + 1 < bytes.length ? bytes[index + 1] : followingByte;
    const previous = index > 0 ? bytes[index - 1] : precedingByte;

    let literal =
      byte === TAB || byte === LF || byte === CR || (byte >= 0x20 && byte <= 0x3c) || (byte >= 0x3e && byte <= 0x7e);

    if (literal && (byte === SPACE || byte === TAB) && (next == null || next === LF || next === CR)) {
      literal = false;
    }
    if (literal && binary) {
      if (byte === CR && next !== LF) literal = false;
      if (byte === LF && previous !== CR) literal = false;
    }

    output += literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }

  return output;
}

// spec: net-07
/**
 * Wraps bytes into CRLF-terminated lines of `lineLength`. The trailing (possibly partial) line is
 * held back unless `isFinal` is set; its size is reported as `rest`.
 */
export function wrapBytesIntoLines(source: Uint8Array, lineLength: number, isFinal: boolean): WrappedChunk {
  const lineCount = Math.ceil(source.length / lineLength);
  const completeLines = Math.max(lineCount - 1, 0);
  const lastLineLength = source.length - completeLines * lineLength;
  const rest = isFinal ? 0 : lastLineLength;
  const expectedSize = source.length - rest + completeLines * 2;

  const output = Buffer.alloc(expectedSize);
  let written = 0;
  for (let line = 0; line < completeLines; line++) {
    const start = line * lineLength;
    output.set(source.subarray(start, start + lineLength), written);
    written += lineLength;
    output[written++] = 0x0d;
    output[written++] = 0x0a;
  }
  if (isFinal && lastLineLength > 0) {
    output.set(source.subarray(completeLines * lineLength), written);
    written += lastLineLength;
  }

  if (written !== expectedSize) throw new Error('Unexpected wrapped length');
  return { output, rest };
}

interface WrappedChunk {
  output: Buffer;
  rest: number;
}

// spec: net-08
/** Encodes a value as SMTP xtext (RFC 3461). */
export function encodeXtext(value: string): string {
  if (/^[\x21-\x2a\x2c-\x3c\x3e-\x7e]*$/.test(value)) return value;

  const isSafeByte = (byte: number): boolean => byte >= 33 && byte <= 126 && byte !== 0x2b && byte !== 0x3d;
  return Array.from(Buffer.from(value, 'utf8'), (byte) =>
    isSafeByte(byte) ? String.fromCharCode(byte) : `+${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

// spec: net-09
/** Decides whether a stored cookie applies to the given URL (domain, path and secure rules). */
export function cookieMatchesUrl(cookie: StoredCookie, url = ''): boolean {
  const { hostname, pathname, protocol } = parseUrlParts(url);

  const domainMatches =
    hostname === cookie.domain || (cookie.domain.startsWith('.') && `.${hostname}`.endsWith(cookie.domain));

  const requestPath = pathname || '/';
  const cookiePath = cookie.path;
  const pathMatches =
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

  const secureMatches = !cookie.secure || protocol === 'https:';

  return domainMatches && pathMatches && secureMatches;
}

const parseUrlParts = (url: string): { hostname: string; pathname: string; protocol: string } => {
  try {
    const parsed = new URL(url);
    return { hostname: parsed.hostname, pathname: parsed.pathname, protocol: parsed.protocol };
  } catch {
    return { hostname: '', pathname: '', protocol: '' };
  }
};

interface StoredCookie {
  domain: string;
  path: string;
  secure?: boolean;
}

// spec: net-10
/** Decodes a UTF-16 string into an array of code points, leaving unpaired surrogates as they are. */
export function toCodePoints(text: string): number[] {
  const codePoints: number[] = [];
  let index = 0;

  while (index < text.length) {
    const unit = text.charCodeAt(index++);
    if (unit >= 0xd800 && unit <= 0xdbff && index < text.length) {
      const next = text.charCodeAt(index);
      if (next >= 0xdc00 && next <= 0xdfff) {
        codePoints.push(0x10000 + ((unit & 0x3ff) << 10) + (next & 0x3ff));
        index++;
      } else {
        codePoints.push(unit);
      }
    } else {
      codePoints.push(unit);
    }
  }

  return codePoints;
}

// spec: net-11
/** Punycode bias adaptation (RFC 3492, section 3.4). */
export function adaptPunycodeBias(delta: number, pointCount: number, isFirstTime: boolean): number {
  const BASE = 36;
  const T_MIN = 1;
  const T_MAX = 26;
  const SKEW = 38;
  const DAMP = 700;

  let scaled = isFirstTime ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / pointCount);

  let k = 0;
  const threshold = ((BASE - T_MIN) * T_MAX) >> 1;
  while (scaled > threshold) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }

  return Math.floor(k + ((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

// spec: net-12
/**
 * Extracts the Message-ID assigned by the receiving server from its final SMTP reply, for
 * Microsoft (Outlook) and Amazon SES replies.
 */
export function extractAssignedMessageId(reply?: unknown, hostname?: string): string | undefined {
  const response = (reply == null ? '' : String(reply)).trim();

  const outlook = /^250 2\.0\.0 OK (<[^\s<>]+\.prod\.outlook\.com>)/i.exec(response);
  if (outlook) return outlook[1];

  const ses = /^250 Ok ([0-9a-f]+(?:-[0-9a-f]+)+)$/i.exec(response);
  if (ses && hostname) {
    const region = findAwsRegion(hostname);
    if (region) {
      const domain = region === 'us-east-1' ? 'email' : region;
      return `<${ses[1].toLowerCase()}@${domain}.amazonses.com>`;
    }
  }

  return undefined;
}

const findAwsRegion = (hostname: string): string | undefined => {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  const suffix = labels.slice(-2).join('.');
  if (suffix !== 'amazonaws.com' && suffix !== 'awsapps.com') return undefined;
  return labels.slice(0, -2).find((label) => /^[a-z]{2}(?:-[a-z]+)+-\d+$/.test(label));
};

// spec: net-13
/** Builds the DKIM signed header block using relaxed header canonicalization. */
export function buildRelaxedSignedHeaders(
  headerEntries: ParsedHeader[],
  fieldsToSign: string,
  fieldsToSkip = '',
): CanonicalHeaders {
  const splitFields = (list: string): string[] =>
    list
      .toLowerCase()
      .split(':')
      .map((field) => field.trim());

  const skipped = new Set(splitFields(fieldsToSkip));
  const wanted = [...new Set(splitFields(fieldsToSign).filter((field) => !skipped.has(field)))];

  const lines: string[] = [];
  const signedFields: string[] = [];

  for (const field of wanted) {
    const entry = [...headerEntries].reverse().find((header) => header.key === field);
    if (!entry) continue;

    const value = entry.line
      .slice(entry.line.indexOf(':') + 1)
      .replace(/\r?\n/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/^ /, '')
      .replace(/ $/, '');

    lines.push(`${field}:${value}\r\n`);
    signedFields.push(field);
  }

  return { headers: lines.join(''), fieldNames: signedFields.join(':') };
}

interface ParsedHeader {
  key: string;
  line: string;
}

interface CanonicalHeaders {
  headers: string;
  fieldNames: string;
}

// spec: net-14
/** Removes whitespace inside each `<...>` span of a header value (e.g. References). */
export function compactBracketedIds(value: string): string {
  let result = '';
  let position = 0;

  while (position < value.length) {
    const open = value.indexOf('<', position);
    if (open === -1) break;
    const close = value.indexOf('>', open);
    if (close === -1) break;

    result += value.slice(position, open) + value.slice(open, close + 1).replace(/\s+/g, '');
    position = close + 1;
  }

  return result + value.slice(position);
}

// spec: net-15
/** Normalizes an e-mail header field name to its conventional capitalization. */
export function normalizeHeaderName(name?: unknown): string {
  const cleaned = (name == null ? '' : String(name)).replace(/[\s\x00-\x20\x7f:]+/g, '').toLowerCase();

  const capitalized = cleaned.replace(
    /^(?:x-smtpapi$|(?:mime|dkim|arc|bimi)\b|otp(?=-token$)|.)|-(?:spf|fbl|id|md5)$|-./gi,
    (match) => match.toUpperCase(),
  );

  return capitalized.toLowerCase() === 'content-features' ? 'Content-features' : capitalized;
}

// spec: net-16
/** Picks "Q" or "B" encoded-word encoding depending on how much of the value is plain ASCII text. */
export function chooseEncodedWordEncoding(this: EncodingPreferenceHolder | void, value?: unknown): string {
  const preferred = this ? this.preferredEncoding : undefined;
  if (preferred) return preferred;

  const text = value == null ? '' : String(value);
  let unsafeCount = 0;
  let letterCount = 0;

  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isUnsafe = code <= 8 || code === 11 || code === 12 || (code >= 14 && code <= 31) || code >= 128;
    const isLetter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (isUnsafe) unsafeCount++;
    else if (isLetter) letterCount++;
  }

  return unsafeCount < letterCount ? 'Q' : 'B';
}

interface EncodingPreferenceHolder {
  preferredEncoding?: string;
}

// spec: net-17
/** Returns the port (as a string) that an incoming HTTP request was addressed to. */
export function getRequestPort(request: IncomingRequestLike): string {
  const host = request.headers?.host;
  const portMatch = host ? /:(\d+)/.exec(host) : null;
  if (portMatch) return portMatch[1];

  const connection = request.connection;
  return connection?.encrypted || connection?.pair ? '443' : '80';
}

interface IncomingRequestLike {
  headers: { host?: string };
  connection?: { encrypted?: unknown; pair?: unknown } | null;
}

// spec: net-18
/** Joins URL path segments with single slashes, preserving the query string of the last segment. */
export function joinUrlSegments(...segments: string[]): string {
  if (segments.length === 0) return '';

  const [lastPath, ...queryParts] = String(segments[segments.length - 1] ?? '').split('?');
  const joined = [...segments.slice(0, -1), lastPath]
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/')
    .replace('http:/', 'http://')
    .replace('https:/', 'https://');

  return joined + queryParts.map((part) => `?${part}`).join('');
}

// spec: net-19
/** Rewrites (or removes) one attribute, such as Domain or Path, in Set-Cookie header values. */
export function rewriteCookieAttribute(
  header: string | string[],
  mapping: AttributeMapping,
  attribute: string,
): string | string[] {
  if (Array.isArray(header)) {
    return header.map((single) => rewriteCookieAttribute(single, mapping, attribute) as string);
  }

  const pattern = new RegExp(`(;\\s*${attribute}=)([^;]+)`, 'i');
  return header.replace(pattern, (match: string, prefix: string, currentValue: string) => {
    let replacement: AttributeMapping[string];
    if (currentValue in mapping) replacement = mapping[currentValue];
    else if ('*' in mapping) replacement = mapping['*'];
    else return match;

    return replacement ? prefix + replacement : '';
  });
}

type AttributeMapping = Record<string, string | null | undefined | false>;

// spec: net-20
/** Rewrites the Location header of a proxied redirect so that it points back through the proxy. */
export function rewriteRedirectLocation(
  request: { headers: { host?: string } },
  _response: unknown,
  upstream: UpstreamResponse,
  options: RedirectRewriteOptions,
): void {
  const location = upstream.headers?.location;
  const rewriteRequested = Boolean(options.hostRewrite || options.autoRewrite || options.protocolRewrite);
  if (!rewriteRequested || !location || !REDIRECT_STATUS.test(String(upstream.statusCode))) return;

  const target = typeof options.target === 'string' ? parseLegacyUrl(options.target) : options.target;
  const redirect = parseLegacyUrl(String(location));
  if (target?.host !== redirect.host) return;

  if (options.hostRewrite) {
    redirect.host = options.hostRewrite;
  } else if (options.autoRewrite) {
    redirect.host = request.headers.host ?? null;
  }
  if (options.protocolRewrite) redirect.protocol = options.protocolRewrite;

  upstream.headers.location = formatLegacyUrl(redirect);
}

interface RedirectRewriteOptions {
  hostRewrite?: string;
  autoRewrite?: boolean;
  protocolRewrite?: string;
  target?: string | UrlWithStringQuery;
}

interface UpstreamResponse {
  statusCode?: number;
  headers: Record<string, string | string[] | undefined>;
}

const REDIRECT_STATUS = /^201|30(1|2|7|8)$/;

// spec: net-21
/** Destroys the socket and returns true when a request is not a valid WebSocket upgrade. */
export function rejectInvalidUpgrade(request: UpgradeRequest, socket: { destroy(): void }): true | undefined {
  if (request.method !== 'GET' || !request.headers.upgrade) {
    socket.destroy();
    return true;
  }
  if (request.headers.upgrade.toLowerCase() !== 'websocket') {
    socket.destroy();
    return true;
  }
  return undefined;
}

interface UpgradeRequest {
  method?: string;
  headers: { upgrade?: string };
}

// spec: net-22
/** Builds a raw HTTP response head (status line, headers and terminating blank line). */
export function buildResponseHead(statusLine: string, headers: Record<string, unknown>): string {
  const headerLines = Object.keys(headers).flatMap((key) => {
    const value = headers[key];
    return Array.isArray(value) ? value.map((item) => key + ': ' + item) : [key + ': ' + value];
  });
  return [statusLine, ...headerLines].join('\r\n') + '\r\n\r\n';
}

// spec: net-23
/**
 * Inserts a handler next to the last handler with the given function name. Because of an
 * off-by-one kept from the original behaviour, it lands directly in front of that handler.
 */
export function insertPassNextTo(this: PassRegistry, type: string, passName: string, handler: PassHandler): void {
  if (type !== 'web' && type !== 'ws') throw new Error('type must be `web` or `ws`');

  const passes = type === 'web' ? this.webPasses : this.wsPasses;
  const position = passes.reduce((found, pass, index) => (pass.name === passName ? index : found), -1);
  if (position === -1) throw new Error('No such pass');

  passes.splice(position, 0, handler);
}

type PassHandler = (...args: unknown[]) => unknown;

interface PassRegistry {
  webPasses: PassHandler[];
  wsPasses: PassHandler[];
}

// spec: net-24
/** Merges the entries of a stats report's `values` array (if it is a real array) into the report. */
export function normalizeStatsReport<T extends { values?: unknown }>(report: T): T {
  const { values } = report;
  if (Object.prototype.toString.call(values) === '[object Array]') {
    (values as object[]).forEach((entry) => Object.assign(report, entry));
  }
  return report;
}

// spec: net-25
/** Collapses synchronous renegotiation requests into a single negotiation on the next microtask. */
export function requestRenegotiation(this: NegotiatingPeer): void {
  if (this.isBatchingNegotiation) {
    this.debug('already batching negotiation requests');
    return;
  }

  this.debug('starting negotiation batch');
  this.isBatchingNegotiation = true;

  queueMicrotask(() => {
    this.isBatchingNegotiation = false;
    if (this.initiator || !this.firstNegotiationPending) {
      this.debug('starting batched negotiation');
      this.negotiate();
    } else {
      this.debug('non-initiator initial negotiation request discarded');
    }
    this.firstNegotiationPending = false;
  });
}

interface NegotiatingPeer {
  isBatchingNegotiation: boolean;
  initiator: boolean;
  firstNegotiationPending: boolean;
  negotiate(): void;
  debug(message: string): void;
}

// spec: net-26
/** Handles an incoming track event, emitting "track" per stream and "stream" once per new stream. */
export function handleIncomingTrack<Track>(this: TrackReceivingPeer<Track>, event: TrackEventLike<Track>): void {
  if (this.destroyed) return;

  for (const stream of event.streams) {
    this.emit('track', event.track, stream);
    this.remoteTracks.push({ track: event.track, stream });

    if (this.remoteStreams.some((known) => known.id === stream.id)) continue;

    this.remoteStreams.push(stream);
    queueMicrotask(() => {
      this.emit('stream', stream);
    });
  }
}

interface MediaStreamLike {
  id: string;
}

interface TrackEventLike<Track> {
  track: Track;
  streams: MediaStreamLike[];
}

interface TrackReceivingPeer<Track> {
  destroyed: boolean;
  remoteTracks: Array<{ track: Track; stream: MediaStreamLike }>;
  remoteStreams: MediaStreamLike[];
  emit(event: string, ...args: unknown[]): unknown;
}

// spec: net-27
/** Writable `_write` hook that sends chunks over the data channel, applying backpressure. */
export function writeToDataChannel(
  this: DataChannelPeer,
  chunk: unknown,
  _encoding: string,
  callback: WriteCallback,
): void {
  if (this.destroyed) {
    callback(withErrorCode(new Error('cannot write after peer is destroyed'), 'ERR_DATA_CHANNEL'));
    return;
  }

  if (!this.connected) {
    this.pendingChunk = chunk;
    this.pendingCallback = callback;
    return;
  }

  try {
    this.send(chunk);
  } catch (error) {
    this.destroy(withErrorCode(error, 'ERR_DATA_CHANNEL'));
    return;
  }

  if (this.bufferedAmount > MAX_BUFFERED_AMOUNT) {
    this.pendingCallback = callback;
  } else {
    callback(null);
  }
}

type WriteCallback = (error: Error | null) => void;

interface DataChannelPeer {
  destroyed: boolean;
  connected: boolean;
  bufferedAmount: number;
  pendingChunk: unknown;
  pendingCallback: WriteCallback | null;
  send(chunk: unknown): void;
  destroy(error: Error): void;
}

const MAX_BUFFERED_AMOUNT = 64 * 1024;

const withErrorCode = (error: unknown, code: string): Error & { code: string } => {
  const result = (error instanceof Error ? error : new Error(String(error))) as Error & { code: string };
  result.code = code;
  return result;
};

// spec: net-28
/** Releases a channel id and reports a channel-open failure to the callback, if any. */
export function reportChannelOpenFailure(
  client: SshClientLike,
  localChannelId: number,
  failure: unknown,
  callback?: (error: ChannelOpenError) => void,
): void {
  client.channelRegistry.remove(localChannelId);
  if (typeof callback !== 'function') return;

  let error: ChannelOpenError;
  if (failure instanceof Error) {
    error = failure;
  } else if (typeof failure === 'object' && failure !== null) {
    const details = failure as { description?: unknown; reason?: unknown };
    error = new Error(`(SSH) Channel open failure: ${details.description}`);
    error.reason = details.reason;
  } else {
    error = new Error('(SSH) Channel open failure: server closed channel unexpectedly');
    error.reason = '';
  }

  callback(error);
}

interface SshClientLike {
  channelRegistry: { remove(id: number): void };
}

type ChannelOpenError = Error & { reason?: unknown };

// spec: net-29
/**
 * Reads an SSH string (uint32 length + bytes) at `start`. Returns a view, decoded UTF-8 text, or
 * the number of bytes copied into `destination`; undefined when the data is malformed or too long.
 */
export function readSshString(
  buffer: PositionedBuffer,
  start = 0,
  destination?: Buffer | boolean | number | string,
  maxLength?: number,
): Buffer | string | number | undefined {
  let target = destination;
  let limit = maxLength;
  if (typeof target === 'number') {
    limit = target;
    target = undefined;
  }

  const total = buffer.length;
  if (start < 0 || start >= total || total - start < 4) return undefined;

  const length = buffer.readUInt32BE(start);
  if (length > total - start - 4) return undefined;
  if (limit !== undefined && length > limit) return undefined;

  const dataStart = start + 4;
  const dataEnd = dataStart + length;
  buffer.position = dataEnd;

  if (Buffer.isBuffer(target)) return buffer.copy(target, 0, dataStart, dataEnd);
  if (target) return buffer.toString('utf8', dataStart, dataEnd);
  return buffer.subarray(dataStart, dataEnd);
}

type PositionedBuffer = Buffer & { position?: number };

// spec: net-30
/** Converts a numeric or octal-string file mode into a number. */
export function parseFileMode(mode: unknown): number {
  if (typeof mode === 'number' && !Number.isNaN(mode)) return mode;
  if (typeof mode === 'string') return parseFileMode(parseInt(mode, 8));
  throw new Error(`Cannot parse mode: ${String(mode)}`);
}

// spec: net-31
/** Writes a buffer region to a remote file (retrying short writes) and then closes the file. */
export function writeAllThenClose<Handle>(
  session: FileTransferSession<Handle>,
  handle: Handle,
  buffer: Uint8Array,
  offset: number,
  length: number,
  position: number,
  callback?: (error?: Error | null) => void,
): void {
  const done = typeof callback === 'function' ? callback : undefined;

  const writeRemaining = (currentOffset: number, remaining: number, currentPosition: number): void => {
    session.write(handle, buffer, currentOffset, remaining, currentPosition, (writeError, bytesWritten) => {
      if (writeError) {
        session.close(handle, () => done?.(writeError));
        return;
      }
      if (bytesWritten === remaining) {
        session.close(handle, done);
        return;
      }
      writeRemaining(currentOffset + bytesWritten, remaining - bytesWritten, currentPosition + bytesWritten);
    });
  };

  writeRemaining(offset, length, position);
}

interface FileTransferSession<Handle> {
  write(
    handle: Handle,
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null | undefined, bytesWritten: number) => void,
  ): void;
  close(handle: Handle, callback?: (error?: Error | null) => void): void;
}

// spec: net-32
/** Derives an SSH session key or IV of `length` bytes (RFC 4253, section 7.2). */
export function deriveSshSessionKey(
  length: number,
  hashAlgorithm: string,
  sharedSecret: Uint8Array,
  exchangeHash: Uint8Array,
  sessionId: Uint8Array,
  letter: string,
): Buffer {
  if (!length) return Buffer.alloc(0);

  let key = createHash(hashAlgorithm)
    .update(sharedSecret)
    .update(exchangeHash)
    .update(letter)
    .update(sessionId)
    .digest();

  while (key.length < length) {
    const block = createHash(hashAlgorithm).update(sharedSecret).update(exchangeHash).update(key).digest();
    key = Buffer.concat([key, block]);
  }

  return key.length === length ? key : key.subarray(0, length);
}

// spec: net-33
/** Picks the Diffie-Hellman group-exchange size (bits) suited to the negotiated ciphers. */
export function chooseDhGroupSize(negotiated: NegotiatedCiphers, cipherTable: Record<string, CipherDetails>): number {
  const sizesFor = (cipherName: string): number[] => {
    const info = cipherTable[cipherName];
    const keyLength = info.sslName === 'des-ede3-cbc' ? 14 : info.keyLen;
    return [keyLength, info.blockLen, info.ivLen];
  };

  const maxBytes = Math.max(0, ...sizesFor(negotiated.clientToServer), ...sizesFor(negotiated.serverToClient));
  const bits = maxBytes * 8;

  if (bits <= 112) return 2048;
  if (bits <= 128) return 3072;
  if (bits <= 192) return 7680;
  return 8192;
}

interface CipherDetails {
  keyLen: number;
  blockLen: number;
  ivLen: number;
  sslName: string;
}

interface NegotiatedCiphers {
  clientToServer: string;
  serverToClient: string;
}

// spec: net-34
/** Increments the 64-bit big-endian invocation counter (bytes 4..11) of an AES-GCM nonce in place. */
export function incrementGcmNonce(nonce: Uint8Array | number[]): void {
  for (let index = 11; index >= 4; index--) {
    nonce[index] = (nonce[index] + 1) % 256;
    if (nonce[index] !== 0) return;
  }
}

// spec: net-35
/** Wraps binary key data into PEM text with 64-character base64 lines. */
export function toPemKey(type: string, data: Uint8Array): string {
  const encoded = Buffer.from(data).toString('base64');
  const lines: string[] = [];
  for (let offset = 0; offset < encoded.length; offset += 64) {
    lines.push(`${encoded.slice(offset, offset + 64)}\n`);
  }
  return `-----BEGIN ${type} KEY-----\n${lines.join('')}-----END ${type} KEY-----`;
}

// spec: net-36
/** Skips `count` SSH length-prefixed fields; updates `buffer.position` only when all were skipped. */
export function skipSshFields(buffer: Buffer & { position?: number }, count: number): boolean {
  let position = buffer.position ?? 0;

  for (let field = 0; field < count; field++) {
    if (position >= buffer.length || buffer.length - position < 4) return false;
    const length = buffer.readUInt32BE(position);
    if (buffer.length - position < 4 + length) return false;
    position += 4 + length;
  }

  buffer.position = position;
  return true;
}

// spec: net-37
/** Builds the OpenSSH wire-format blob for an RSA public key: "ssh-rsa", exponent, modulus. */
export function buildSshRsaPublicBlob(modulus: Uint8Array, exponent: Uint8Array): Buffer {
  const sshString = (bytes: Uint8Array): Buffer[] => {
    const lengthPrefix = Buffer.alloc(4);
    lengthPrefix.writeUInt32BE(bytes.length, 0);
    return [lengthPrefix, Buffer.from(bytes)];
  };

  return Buffer.concat([...sshString(Buffer.from('ssh-rsa', 'ascii')), ...sshString(exponent), ...sshString(modulus)]);
}

// spec: net-38
/** Inserts underscores as thousands separators into an integer string (keeps a leading minus). */
export function addNumericSeparators(digits: string): string {
  const signLength = digits.startsWith('-') ? 1 : 0;
  let grouped = '';
  let end = digits.length;

  while (end >= signLength + 4) {
    grouped = `_${digits.slice(end - 3, end)}${grouped}`;
    end -= 3;
  }

  return digits.slice(0, end) + grouped;
}

// spec: net-39
/** Builds the "one of type a, b, or c" style phrase for an invalid-argument error message. */
export function describeExpectedValues(expected: unknown, kind: string): string {
  assert(typeof kind === 'string', "'kind' must be a string");

  if (Array.isArray(expected)) {
    const count = expected.length;
    assert(count > 0, 'At least one expected value needs to be specified');
    const items = expected.map((item) => String(item));

    if (count > 2) return `one of ${kind} ${items.slice(0, -1).join(', ')}, or ${items[count - 1]}`;
    if (count === 2) return `one of ${kind} ${items[0]} or ${items[1]}`;
    return `of ${kind} ${items[0]}`;
  }

  return `of ${kind} ${String(expected)}`;
}

// spec: net-40
/** Checks that an MQTT topic filter only uses "+" and "#" wildcards in legal positions. */
export function isValidTopicFilter(filter: string): boolean {
  const levels = filter.split('/');

  for (let index = 0; index < levels.length; index++) {
    const level = levels[index];
    if (level === '+') continue;
    if (level === '#') return index === levels.length - 1;
    if (level.includes('+') || level.includes('#')) return false;
  }

  return true;
}

// spec: net-41
/** Allocates the smallest free number at or above the low-water mark, or null when none is free. */
export function allocateNumber(this: NumberAllocatorState): number | null {
  const capacity = this.max - this.min + 1;
  if (this.used.size >= capacity) return null;

  for (let candidate = this.lowestFree; candidate <= this.max; candidate++) {
    if (!this.used.has(candidate)) {
      this.used.add(candidate);
      this.lowestFree = candidate + 1;
      return candidate;
    }
  }

  return null;
}

interface NumberAllocatorState {
  min: number;
  max: number;
  used: Set<number>;
  lowestFree: number;
}

// spec: net-42
/** Copies the prototype members of `mixin` and all its ancestors onto `target.prototype`. */
export function applyMixin(target: AnyClass, mixin: AnyClass, copyConstructor = false): void {
  const lineage: AnyClass[] = [mixin];
  for (
    let parent = Object.getPrototypeOf(mixin) as AnyClass | null;
    parent?.prototype;
    parent = Object.getPrototypeOf(parent) as AnyClass | null
  ) {
    lineage.unshift(parent);
  }

  for (const source of lineage) {
    for (const propertyName of Object.getOwnPropertyNames(source.prototype)) {
      if (propertyName === 'constructor' && !copyConstructor) continue;
      const descriptor = Object.getOwnPropertyDescriptor(source.prototype, propertyName);
      if (descriptor) Object.defineProperty(target.prototype, propertyName, descriptor);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyClass = abstract new (...args: any[]) => unknown;

// spec: net-43
/** Restarts the keep-alive timer: ping on the second tick, time out on every tick after that. */
export function restartKeepAlive<TimerId>(this: KeepAliveManager<TimerId>): void {
  if (this.destroyed) return;

  if (this.timerId !== null && this.timerId !== undefined) {
    this.timer.clear(this.timerId);
    this.timerId = null;
  }

  this.tickCount = 0;
  this.deadline = Date.now() + Math.ceil(this.keepalivePeriodMs * 1.5);
  this.checkIntervalMs = Math.ceil(this.keepalivePeriodMs / 2);

  this.timerId = this.timer.set(() => {
    if (this.destroyed) return;
    this.tickCount += 1;
    if (this.tickCount === 2) {
      this.client.sendPing();
    } else if (this.tickCount > 2) {
      this.client.onKeepaliveTimeout();
    }
  }, this.checkIntervalMs);
}

interface TimerFacility<TimerId> {
  set(callback: () => void, intervalMs: number): TimerId;
  clear(timerId: TimerId): void;
}

interface KeepAliveManager<TimerId> {
  destroyed: boolean;
  keepalivePeriodMs: number;
  timer: TimerFacility<TimerId>;
  timerId: TimerId | null;
  tickCount: number;
  deadline: number;
  checkIntervalMs: number;
  client: { sendPing(): void; onKeepaliveTimeout(): void };
}

// spec: net-44
/** Splits `options.auth` ("user:pass", split at the last colon) into username and password. */
export function splitAuthCredentials(options: AuthOptions): void {
  if (!options.auth) return;

  const match = /^(.+):(.+)$/.exec(options.auth);
  if (match) {
    options.username = match[1];
    options.password = match[2];
  } else {
    options.username = options.auth;
  }
}

interface AuthOptions {
  auth?: string;
  username?: string;
  password?: string;
}

// spec: net-45
/** Fills in WebSocket connection defaults and copies TLS settings into the socket options. */
export function applyWebSocketDefaults(options: WebSocketConnectOptions, isBrowser: boolean): WebSocketConnectOptions {
  const isSecure = options.protocol === 'wss';

  if (!options.port) options.port = isSecure ? 443 : 80;
  if (!options.path) options.path = '/';
  if (!options.wsOptions) options.wsOptions = {};

  if (!isBrowser && !options.forceNativeWebSocket && isSecure) {
    const socketOptions = options.wsOptions;
    const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
    for (const key of TLS_OPTION_KEYS) {
      if (hasOwn(options, key) && !hasOwn(socketOptions, key)) socketOptions[key] = options[key];
    }
  }

  return options;
}

interface WebSocketConnectOptions {
  protocol?: string;
  port?: number;
  path?: string;
  wsOptions?: Record<string, unknown>;
  forceNativeWebSocket?: boolean;
  [key: string]: unknown;
}

const TLS_OPTION_KEYS = ['rejectUnauthorized', 'ca', 'cert', 'key', 'pfx', 'passphrase'] as const;

// spec: net-46
/** `_writev` hook: concatenates all queued chunks and hands them to the single-chunk write. */
export function writeBatch(
  this: SingleChunkWriter,
  entries: QueuedWrite[],
  callback: (error?: Error | null) => void,
): void {
  const buffers = entries.map(({ chunk }) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
  this._write(Buffer.concat(buffers), 'binary', callback);
}

interface QueuedWrite {
  chunk: string | Uint8Array;
  callback?: (error?: Error | null) => void;
}

interface SingleChunkWriter {
  _write(data: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void;
}

// spec: net-47
/** Returns an object-mode readable stream over a snapshot of the packets currently stored. */
export function createPacketStream<Packet>(this: PacketStore<Packet>): Readable {
  const snapshot = [...this.packets.values()];
  let nextIndex = 0;
  let destroyed = false;

  const stream = new Readable({
    objectMode: true,
    read(): void {
      if (destroyed || nextIndex >= snapshot.length) {
        this.push(null);
      } else {
        this.push(snapshot[nextIndex++]);
      }
    },
  });

  const customDestroy = function (this: Readable): Readable | undefined {
    if (destroyed) return undefined;
    destroyed = true;
    setTimeout(() => {
      this.emit('close');
    }, 0);
    return this;
  };
  stream.destroy = customDestroy as Readable['destroy'];

  return stream;
}

interface PacketStore<Packet> {
  packets: Map<number, Packet>;
}

// spec: net-48
/** Resolves an incoming MQTT 5 topic alias; returns an Error if the alias is unknown. */
export function resolveIncomingTopicAlias(this: AliasAwareClient, packet: PublishPacket): Error | undefined {
  const topic = String(packet.topic);
  const alias = packet.properties?.topicAlias;

  if (topic.length === 0) {
    if (alias === undefined) return new Error('Unregistered Topic Alias');
    const topicName = this.topicAliasTable.getTopicByAlias(alias);
    if (topicName === undefined) return new Error('Unregistered Topic Alias');
    packet.topic = topicName;
  }

  if (alias && packet.properties) delete packet.properties.topicAlias;
  return undefined;
}

interface PublishPacket {
  topic: unknown;
  properties?: { topicAlias?: number };
}

interface AliasAwareClient {
  topicAliasTable: { getTopicByAlias(alias: number): string | undefined };
}

// spec: net-49
/** Parses a socks4/4a/5/5h URL into proxy settings plus a "resolve host names remotely" flag. */
export function parseSocksProxyUrl(proxyUrl: string): [SocksProxySettings, boolean] {
  const url = new URL(proxyUrl);
  if (url.pathname || url.hash || url.search) throw socksError('bad SOCKS URL');

  const protocols: Record<string, [4 | 5, boolean]> = {
    'socks5h:': [5, true],
    'socks4a:': [4, true],
    'socks5:': [5, false],
    'socks4:': [4, false],
  };
  const selected = protocols[url.protocol];
  if (!selected) throw socksError('bad SOCKS URL: invalid protocol');
  const [version, resolveRemotely] = selected;

  const port = parseInt(url.port, 10);
  if (Number.isNaN(port)) throw socksError('bad SOCKS URL: invalid port');

  return [{ host: url.hostname, port, type: version }, resolveRemotely];
}

interface SocksProxySettings {
  host: string;
  port: number;
  type: 4 | 5;
}

const socksError = (message: string): Error & { code?: string } => {
  const error: Error & { code?: string } = new Error(message);
  error.code ??= 'SOCKS';
  return error;
};

// spec: net-50
/** Builds the WebSocket address for an MQTT connection on a mini-program platform. */
export function buildMiniProgramWsUrl<Client>(options: MiniProgramConnectOptions<Client>, client: Client): string {
  const scheme = options.protocol === 'alis' ? 'wss' : 'ws';
  const port = options.port;
  const portSuffix = port && Number(port) !== 80 && Number(port) !== 443 ? `:${port}` : '';

  let url = `${scheme}://${options.hostname}${portSuffix}${options.path ?? ''}`;
  if (typeof options.transformWsUrl === 'function') {
    url = options.transformWsUrl(url, options, client);
  }
  return url;
}

interface MiniProgramConnectOptions<Client> {
  protocol?: string;
  hostname: string;
  port?: number | string;
  path?: string;
  transformWsUrl?: (url: string, options: MiniProgramConnectOptions<Client>, client: Client) => string;
}

// spec: net-51
/** Builds an Accept-Encoding value with descending q-values for the given ordered encodings. */
export function buildAcceptEncodingHeader(encodings: NamedEncoding[]): string {
  if (encodings.length === 1) return encodings[0].name;

  const steps = encodings.length - 1;
  if (steps > 1000) {
    throw new Error(
      `Quality value can only have three decimal digits but trying to distribute ${encodings.length} elements.`,
    );
  }

  const digits = Math.ceil(Math.log10(steps));
  const scale = 10 ** digits;
  const decrement = Math.floor((1 / steps) * scale) / scale;

  let weight = 1;
  return encodings
    .map(({ name }) => {
      const quality = weight === 1 || weight === 0 ? weight.toFixed(0) : weight.toFixed(digits);
      weight -= decrement;
      return `${name};q=${quality}`;
    })
    .join(', ');
}

interface NamedEncoding {
  name: string;
}

// spec: net-52
/** Parses an Accept-Encoding value into encoding names ordered by descending weight. */
export function parseAcceptEncodingHeader(
  header: string,
  parseEntry: (entry: string) => [string, number] = splitEncodingEntry,
): string[] {
  const byWeight = new Map<number, string[]>();

  for (const [name, weight] of header.split(/\s*,\s*/).map((entry) => parseEntry(entry))) {
    if (name === '*') continue;
    const group = byWeight.get(weight) ?? [];
    group.push(name);
    byWeight.set(weight, group);
  }

  return [...byWeight.keys()].sort((a, b) => b - a).flatMap((weight) => byWeight.get(weight) ?? []);
}

// spec: net-53
/**
 * Splits one Accept-Encoding entry into name and weight. The weight is parsed from text that
 * still begins with ";", so it never parses and stays 1 (kept for compatibility).
 */
export function splitEncodingEntry(entry: string): [string, number] {
  const markerIndex = entry.indexOf(';q=');
  if (markerIndex === -1) return [entry, 1];

  const parsed = parseFloat(entry.slice(markerIndex));
  const weight = Number.isNaN(parsed) ? 1 : parsed;
  return [entry.slice(0, markerIndex), weight];
}

// spec: net-54
/** Removes one registration of `callback` made with exactly the given `context`. */
export function removeListener(this: ListenerList, callback: ListenerCallback, context: unknown = null): void {
  const { callbacks, contexts } = this;
  if (!callbacks || !contexts) return;

  let registeredWithOtherContext = false;
  for (let index = 0; index < callbacks.length; index++) {
    if (callbacks[index] !== callback) continue;
    if (contexts[index] === context) {
      callbacks.splice(index, 1);
      contexts.splice(index, 1);
      return;
    }
    registeredWithOtherContext = true;
  }

  if (registeredWithOtherContext) {
    throw new Error('When adding a listener with a context, you should remove it with the same context');
  }
}

type ListenerCallback = (...args: unknown[]) => unknown;

interface ListenerList {
  callbacks?: ListenerCallback[];
  contexts?: unknown[];
}

// spec: net-55
/** Invokes every registered listener with the given arguments and collects their results. */
export function fireListeners(this: ListenerList, ...args: unknown[]): unknown[] {
  if (!this.callbacks || !this.contexts) return [];

  const callbacks = [...this.callbacks];
  const contexts = [...this.contexts];
  const results: unknown[] = [];

  callbacks.forEach((callback, index) => {
    try {
      results.push(callback.apply(contexts[index], args));
    } catch (error) {
      console.error(error);
    }
  });

  return results;
}

// spec: net-56
/** Starts the oldest waiting job if the semaphore has spare capacity. */
export function startNextJob(this: AsyncSemaphore): void {
  if (this.waiting.length === 0 || this.active === this.capacity) return;

  const entry = this.waiting.shift() as QueuedJob;
  this.active++;
  if (this.active > this.capacity) throw new Error('Too many thunks active');

  const settle = (succeeded: boolean, outcome: unknown): void => {
    this.active--;
    if (succeeded) entry.resolve(outcome);
    else entry.reject(outcome);
    this.scheduleNext();
  };

  let result: unknown;
  try {
    result = entry.job();
  } catch (error) {
    settle(false, error);
    return;
  }

  if (result instanceof Promise) {
    result.then(
      (value) => settle(true, value),
      (error) => settle(false, error),
    );
  } else {
    settle(true, result);
  }
}

interface QueuedJob {
  job: () => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface AsyncSemaphore {
  capacity: number;
  active: number;
  waiting: QueuedJob[];
  scheduleNext(): void;
}

// spec: net-57
/** Shrinks an insertion-ordered linked map to `targetSize` by evicting its oldest entries. */
export function trimOldest<K, V>(this: LinkedMapState<K, V>, targetSize: number): void {
  if (targetSize >= this.size) return;

  if (targetSize === 0) {
    this.lookup.clear();
    this.head = undefined;
    this.tail = undefined;
    this.size = 0;
    this.version++;
    return;
  }

  let current = this.head;
  let size = this.size;
  while (current && size > targetSize) {
    this.lookup.delete(current.key);
    current = current.next;
    size--;
  }

  this.head = current;
  if (current) current.previous = undefined;
  this.size = size;
  this.version++;
}

interface LinkedNode<K, V> {
  key: K;
  value: V;
  previous?: LinkedNode<K, V>;
  next?: LinkedNode<K, V>;
}

interface LinkedMapState<K, V> {
  lookup: Map<K, LinkedNode<K, V>>;
  head?: LinkedNode<K, V>;
  tail?: LinkedNode<K, V>;
  size: number;
  version: number;
}

// spec: net-58
/** Resolves message-reader options (charset string or options object) into complete settings. */
export function resolveReaderOptions<D extends NamedDecoder>(
  options: string | ReaderOptionsInput<D> | undefined,
  defaultJsonDecoder: D = DEFAULT_JSON_DECODER as unknown as D,
): ResolvedReaderOptions<D> {
  const settings = typeof options === 'string' ? { charset: options } : (options ?? {});
  const { charset = 'utf-8', contentDecoder, contentDecoders = [], contentTypeDecoders = [] } =
    settings as ReaderOptionsInput<D>;
  let contentTypeDecoder = (settings as ReaderOptionsInput<D>).contentTypeDecoder;

  const contentDecoderMap = new Map<string, D>();
  if (contentDecoder) contentDecoderMap.set(contentDecoder.name, contentDecoder);
  contentDecoders.forEach((decoder) => contentDecoderMap.set(decoder.name, decoder));

  const contentTypeDecoderMap = new Map<string, D>();
  if (contentTypeDecoder) contentTypeDecoderMap.set(contentTypeDecoder.name, contentTypeDecoder);
  contentTypeDecoders.forEach((decoder) => contentTypeDecoderMap.set(decoder.name, decoder));

  if (!contentTypeDecoder) {
    contentTypeDecoder = defaultJsonDecoder;
    contentTypeDecoderMap.set(contentTypeDecoder.name, contentTypeDecoder);
  }

  return {
    charset,
    contentDecoder,
    contentDecoders: contentDecoderMap,
    contentTypeDecoder,
    contentTypeDecoders: contentTypeDecoderMap,
  };
}

const DEFAULT_JSON_DECODER = {
  name: 'application/json',
  decode: (buffer: Uint8Array, options: { charset: string }): unknown =>
    JSON.parse(new TextDecoder(options.charset).decode(buffer)),
};

interface NamedDecoder {
  name: string;
}

interface ReaderOptionsInput<D extends NamedDecoder> {
  charset?: string;
  contentDecoder?: D;
  contentDecoders?: D[];
  contentTypeDecoder?: D;
  contentTypeDecoders?: D[];
}

interface ResolvedReaderOptions<D extends NamedDecoder> {
  charset: string;
  contentDecoder: D | undefined;
  contentDecoders: Map<string, D>;
  contentTypeDecoder: D;
  contentTypeDecoders: Map<string, D>;
}

// spec: net-59
/** Converts call arguments into a JSON-RPC `params` value according to the message signature. */
export function computeMessageParams(signature: MessageSignature, args: unknown[]): unknown {
  const declared = signature.numberOfParams;

  if (declared === 0) return undefined;
  if (declared === 1) return computeSingleParam(signature.parameterStructures, args[0]);

  const params: unknown[] = [];
  for (let index = 0; index < args.length && index < declared; index++) {
    params.push(args[index] === undefined ? null : args[index]);
  }
  while (params.length < declared) params.push(null);
  return params;
}

const isPlainObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const computeSingleParam = (structure: ParameterStructure, param: unknown): unknown => {
  const asList = (): unknown[] => [param === undefined ? null : param];
  switch (structure) {
    case 'byName':
      if (!isPlainObject(param)) throw new Error('Received parameters by name but param is not an object literal.');
      return param;
    case 'byPosition':
      return asList();
    default:
      return isPlainObject(param) ? param : asList();
  }
};

type ParameterStructure = 'auto' | 'byPosition' | 'byName';

interface MessageSignature {
  numberOfParams: number;
  parameterStructures: ParameterStructure;
}

// spec: net-60
/** Generates a random path for a local IPC pipe (Windows) or Unix domain socket. */
export function generateRandomPipePath(): string {
  if (process.platform === 'win32') {
    return `\\\\.\\pipe\\lsp-${randomBytes(16).toString('hex')}-sock`;
  }

  const directory = RUNTIME_DIRECTORY ?? tmpdir();
  const pathLimits: Partial<Record<NodeJS.Platform, number>> = { linux: 107, darwin: 102 };
  const FIXED_PART_LENGTH = 10; // "lsp-" + ".sock" + path separator

  let randomLength = 32;
  const limit = pathLimits[process.platform];
  if (limit !== undefined) {
    randomLength = Math.min(limit - directory.length - FIXED_PART_LENGTH, randomLength);
  }
  if (randomLength < 16) {
    throw new Error(`Unable to generate a random pipe name with ${randomLength} characters.`);
  }

  const randomPart = randomBytes(Math.floor(randomLength / 2)).toString('hex');
  return join(directory, `lsp-${randomPart}.sock`);
}

const RUNTIME_DIRECTORY: string | undefined = (() => {
  const configured = process.env.XDG_RUNTIME_DIR;
  if (!configured) return undefined;
  try {
    return realpathSync(configured);
  } catch {
    return undefined;
  }
})();
