import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { unescape as unescapeQueryString } from 'node:querystring';
import jws from 'jws';
import ms from 'ms';
import {
  InvalidEncryptedTokenError,
  InvalidVarIntError,
  LockTimeoutError,
  NonRetriableError,
  UnsupportedFeatureError,
} from './errors';
import { encodeFieldValue } from './field-values';

// spec: authq-01
/**
 * Attaches an authenticated user to the request, optionally persisting it
 * through the request's session manager.
 */
export function logIn(
  this: AuthenticatableRequest,
  user: unknown,
  options?: LoginOptions | CompletionCallback,
  done?: CompletionCallback,
): void {
  let loginOptions: LoginOptions;
  let callback = done;
  if (typeof options === 'function') {
    callback = options;
    loginOptions = {};
  } else {
    loginOptions = options || {};
  }

  const userProperty = this.userPropertyName || 'user';
  const persist = loginOptions.session === undefined ? true : loginOptions.session;

  this[userProperty] = user;

  if (persist && this.sessionManager) {
    if (typeof callback !== 'function') {
      throw new Error('req#login requires a callback function');
    }
    const finish = callback;
    this.sessionManager.logIn(this, user, loginOptions, (error?: unknown) => {
      if (error) {
        this[userProperty] = null;
        finish(error);
        return;
      }
      finish();
    });
    return;
  }

  callback?.();
}

type CompletionCallback = (error?: unknown) => void;

interface LoginOptions {
  session?: boolean;
  [option: string]: unknown;
}

interface RequestSessionManager {
  logIn(req: AuthenticatableRequest, user: unknown, options: LoginOptions, done: CompletionCallback): void;
  logOut(req: AuthenticatableRequest, options: Record<string, unknown>, done: CompletionCallback): void;
}

interface AuthenticatableRequest {
  userPropertyName?: string;
  sessionManager?: RequestSessionManager;
  [member: string]: unknown;
}

// spec: authq-02
/**
 * Removes the authenticated user from the request and, when sessions are in
 * use, delegates the sign-out to the session manager.
 */
export function logOut(
  this: AuthenticatableRequest,
  options?: Record<string, unknown> | CompletionCallback,
  done?: CompletionCallback,
): void {
  let logoutOptions: Record<string, unknown>;
  let callback = done;
  if (typeof options === 'function') {
    callback = options;
    logoutOptions = {};
  } else {
    logoutOptions = options || {};
  }

  const userProperty = this.userPropertyName || 'user';
  this[userProperty] = null;

  if (this.sessionManager) {
    if (typeof callback !== 'function') {
      throw new Error('req#logout requires a callback function');
    }
    this.sessionManager.logOut(this, logoutOptions, callback);
    return;
  }

  callback?.();
}

// spec: authq-03
/**
 * Clears the login state stored in the request's session, then regenerates
 * the session (optionally carrying over the previous session's data).
 */
export function endSessionLogin(
  this: { key: string },
  req: { session?: RegenerableSession },
  options?: { keepSessionInfo?: boolean } | CompletionCallback,
  done?: CompletionCallback,
): void {
  let logoutOptions: { keepSessionInfo?: boolean } | undefined;
  let callback = done as CompletionCallback;
  if (typeof options === 'function') {
    callback = options;
    logoutOptions = {};
  } else {
    logoutOptions = options;
  }

  if (!req.session) {
    callback(
      new Error(
        'Login sessions require session support. Did you forget to use `express-session` middleware?',
      ),
    );
    return;
  }

  const entry = req.session[this.key] as Record<string, unknown> | undefined;
  if (entry) {
    delete entry.user;
  }

  const previousSession = req.session;
  previousSession.save((saveError?: unknown) => {
    if (saveError) {
      callback(saveError);
      return;
    }
    previousSession.regenerate((regenerateError?: unknown) => {
      if (regenerateError) {
        callback(regenerateError);
        return;
      }
      if (logoutOptions?.keepSessionInfo) {
        const freshSession = req.session as RegenerableSession;
        // for-in on purpose: inherited enumerable members are carried over too
        for (const name in previousSession) {
          freshSession[name] = previousSession[name];
        }
      }
      callback();
    });
  });
}

interface RegenerableSession {
  save(done: (error?: unknown) => void): void;
  regenerate(done: (error?: unknown) => void): void;
  [member: string]: unknown;
}

// spec: authq-04
/**
 * Restores the request's user from the session entry kept under the
 * strategy's key, deserializing it with the strategy's restore function.
 */
export function authenticateFromSession(
  this: SessionRestoreStrategy,
  req: SessionBackedRequest,
  options?: { pauseStream?: boolean },
): void {
  const settings = options || {};

  if (!req.session) {
    this.error(
      new Error(
        'Login sessions require session support. Did you forget to use `express-session` middleware?',
      ),
    );
    return;
  }

  const sessionEntry = req.session[this.sessionKey] as Record<string, unknown> | undefined;
  const storedUser = sessionEntry ? sessionEntry.user : undefined;

  if (!storedUser && storedUser !== 0) {
    this.pass();
    return;
  }

  const buffered = settings.pauseStream ? bufferRequestEvents(req) : undefined;

  this.restoreUser(storedUser, req, (error, user) => {
    if (error) {
      this.error(error);
      return;
    }
    if (!user) {
      delete (req.session?.[this.sessionKey] as Record<string, unknown>).user;
    } else {
      const userProperty = req.userPropertyName || 'user';
      req[userProperty] = user;
    }
    this.pass();
    buffered?.resume();
  });
}

interface SessionRestoreStrategy {
  sessionKey: string;
  restoreUser(
    stored: unknown,
    req: SessionBackedRequest,
    done: (error: unknown, user?: unknown) => void,
  ): void;
  error(error: unknown): void;
  pass(): void;
}

type SessionBackedRequest = EventEmitter & {
  session?: Record<string, unknown>;
  userPropertyName?: string;
  [member: string]: unknown;
};

/** Captures `data` and `end` events until `resume` replays them in order. */
const bufferRequestEvents = (stream: EventEmitter): { resume: () => void } => {
  const captured: Array<{ event: string; args: unknown[] }> = [];
  const onData = (...args: unknown[]) => captured.push({ event: 'data', args });
  const onEnd = (...args: unknown[]) => captured.push({ event: 'end', args });
  stream.on('data', onData);
  stream.on('end', onEnd);

  return {
    resume: () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      const pending = captured.splice(0, captured.length);
      pending.forEach(({ event, args }) => stream.emit(event, ...args));
    },
  };
};

// spec: authq-05
/** Writes a minimal redirect directly on the context's raw response. */
export function redirectResponse(this: { res: ServerResponse }, url: string, status?: number): void {
  const response = this.res;
  response.statusCode = status || 302;
  response.setHeader('Location', url);
  response.setHeader('Content-Length', '0');
  response.end();
}

// spec: authq-06
/** Registers a strategy under its name; the strategy's own name is used when only one argument is given. */
export function registerStrategy<T extends { strategies: Record<string, NamedStrategy> }>(
  this: T,
  nameOrStrategy: string | NamedStrategy,
  strategy?: NamedStrategy,
): T {
  let strategyName: string | undefined;
  let instance: NamedStrategy;

  if (!strategy) {
    instance = nameOrStrategy as NamedStrategy;
    strategyName = instance.name;
  } else {
    instance = strategy;
    strategyName = nameOrStrategy as string;
  }

  if (!strategyName) {
    throw new Error('Authentication strategies must have a name');
  }

  this.strategies[strategyName] = instance;
  return this;
}

interface NamedStrategy {
  name?: string;
  [member: string]: unknown;
}

// spec: authq-07
/** Decodes a JWT without verifying its signature. */
export function decodeTokenUnverified(
  token: string,
  options?: { complete?: boolean; json?: boolean },
): unknown {
  const decodeOptions = options || {};
  const decoded = jws.decode(token, decodeOptions) as
    | { header: unknown; payload: unknown; signature: string }
    | null
    | undefined;

  if (!decoded) {
    return null;
  }

  let payload: unknown = decoded.payload;
  if (typeof payload === 'string') {
    try {
      const parsed: unknown = JSON.parse(payload);
      if (parsed !== null && typeof parsed === 'object') {
        payload = parsed;
      }
    } catch {
      // not JSON: keep the raw string payload
    }
  }

  if (decodeOptions.complete === true) {
    return {
      header: decoded.header,
      payload,
      signature: decoded.signature,
    };
  }

  return payload;
}

// spec: authq-08
/** Resolves a relative time span ("2h", 3600, ...) into epoch seconds. */
export function resolveTimespan(span: unknown, baseTimestamp?: number): number | undefined {
  const base = baseTimestamp || Math.floor(Date.now() / 1000);

  if (typeof span === 'string') {
    const milliseconds = ms(span) as number | undefined;
    if (typeof milliseconds === 'undefined') {
      return undefined;
    }
    return Math.floor(base + milliseconds / 1000);
  }

  if (typeof span === 'number') {
    return base + span;
  }

  return undefined;
}

// spec: authq-09
/** Validates an options/claims object against a schema of predicates. */
export function validateAgainstSchema(
  schema: Record<string, { isValid: (value: unknown) => boolean; message: string }>,
  allowUnknown: boolean,
  subject: unknown,
  label: string,
): void {
  const isLiteralObject = (value: unknown): value is Record<string, unknown> => {
    if (typeof value !== 'object' || value === null) {
      return false;
    }
    if (Object.prototype.toString.call(value) !== '[object Object]') {
      return false;
    }
    const prototype = Object.getPrototypeOf(value);
    return prototype === null || prototype === Object.prototype;
  };

  if (!isLiteralObject(subject)) {
    throw new Error(`Expected "${label}" to be a plain object.`);
  }

  for (const key of Object.keys(subject)) {
    const rule = Object.prototype.hasOwnProperty.call(schema, key) ? schema[key] : undefined;
    if (!rule) {
      if (allowUnknown) {
        continue;
      }
      throw new Error(`"${key}" is not allowed in "${label}"`);
    }
    if (!rule.isValid(subject[key])) {
      throw new Error(rule.message);
    }
  }
}

// spec: authq-10
/** Error raised for malformed or invalid JSON Web Tokens (constructor-function style). */
export function TokenError(this: TokenErrorInstance, message: string, innerError?: Error): void {
  Error.call(this, message);
  if (typeof Error.captureStackTrace === 'function') {
    Error.captureStackTrace(this, this.constructor);
  }
  this.name = ['Json', 'Web', 'Token', 'Error'].join('');
  this.message = message;
  if (innerError) {
    this.inner = innerError;
  }
}

interface TokenErrorInstance {
  name: string;
  message: string;
  inner?: Error;
  stack?: string;
  constructor: Function;
}

TokenError.prototype = Object.create(Error.prototype);
TokenError.prototype.constructor = TokenError;

// spec: authq-11
/** Encodes bytes as base64 (or unpadded base64url). */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false): string {
  const nativeEncoder = (Uint8Array.prototype as { toBase64?: unknown }).toBase64;
  if (typeof nativeEncoder === 'function') {
    return (bytes as Uint8Array & { toBase64(options: object): string }).toBase64({
      alphabet: urlSafe ? 'base64url' : 'base64',
      omitPadding: urlSafe,
    });
  }

  const CHUNK_SIZE = 0x8000;
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_SIZE) {
    const chunk = bytes.subarray(start, start + CHUNK_SIZE);
    pieces.push(String.fromCharCode.apply(null, chunk as unknown as number[]));
  }
  const encoded = btoa(pieces.join(''));

  if (!urlSafe) {
    return encoded;
  }
  return encoded.replace(/=/g, '').replace(/\+/g, '-').replace(/\//g, '_');
}

// spec: authq-12
/** Decodes base64 or base64url text into bytes. */
export function base64ToBytes(text: string, urlSafe = false): Uint8Array {
  const byteArrayType = Uint8Array as unknown as {
    fromBase64?: (input: string, options: { alphabet: string }) => Uint8Array;
  };
  if (typeof byteArrayType.fromBase64 === 'function') {
    return byteArrayType.fromBase64(text, { alphabet: urlSafe ? 'base64url' : 'base64' });
  }

  let normalized = text;
  if (urlSafe) {
    if (text.includes('+') || text.includes('/')) {
      throw new TypeError('Invalid base64url');
    }
    normalized = text.replace(/-/g, '+').replace(/_/g, '/');
  }

  const binary = atob(normalized);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

// spec: authq-13
/**
 * Feeds one buffer through a transform stream pair (e.g. decompression) and
 * collects the output, enforcing an optional maximum output size.
 */
export async function pipeThroughTransform(
  transform: { writable: WritableStream<Uint8Array>; readable: ReadableStream<Uint8Array> },
  input: Uint8Array,
  maxOutputLength = Infinity,
): Promise<Uint8Array> {
  const writer = transform.writable.getWriter();
  writer.write(input).catch(() => undefined);
  writer.close().catch(() => undefined);

  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let totalLength = 0;

  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    chunks.push(value);
    totalLength += value.byteLength;

    if (Number.isFinite(maxOutputLength) && totalLength > maxOutputLength) {
      try {
        await reader.cancel();
      } catch {
        // cancellation failures are irrelevant once the limit is exceeded
      }
      throw new InvalidEncryptedTokenError('Decompressed plaintext exceeded the configured limit');
    }
  }

  const output = new Uint8Array(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    output.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return output;
}

// spec: authq-14
/** Parses a human-readable duration such as "2 hours ago" or "+15m" into seconds. */
export function parseDurationSeconds(input: unknown): number {
  const invalid = () => new TypeError('Invalid time period format');
  if (typeof input !== 'string') {
    throw invalid();
  }

  const pattern =
    /^(\+|-)? ?(\d+(?:\.\d+)?) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)(?: (ago|from now))?$/i;
  const match = pattern.exec(input);
  if (!match) {
    throw invalid();
  }

  const [, sign, amountText, unit, suffix] = match;
  if (sign && suffix) {
    throw invalid();
  }

  const factors: Record<string, number> = {
    s: 1,
    m: 60,
    h: 3600,
    d: 86400,
    w: 604800,
    y: 31557600,
  };
  const factor = factors[unit[0].toLowerCase()];
  const seconds = Math.round(parseFloat(amountText) * factor);
  if (!Number.isFinite(seconds)) {
    throw invalid();
  }

  const negative = sign === '-' || suffix?.toLowerCase() === 'ago';
  return negative ? -seconds : seconds;
}

// spec: authq-15
/** Returns true when no member name occurs in more than one of the given header objects. */
export function headersAreDisjoint(...headers: Array<object | null | undefined | false>): boolean {
  const seenNames = new Set<string>();
  for (const header of headers) {
    if (!header) {
      continue;
    }
    for (const name of Object.keys(header)) {
      if (seenNames.has(name)) {
        return false;
      }
      seenNames.add(name);
    }
  }
  return true;
}

// spec: authq-16
/** Validates the "crit" (critical) header parameter against the recognized extensions. */
export function validateCriticalHeaders(
  ErrorType: new (message: string) => Error,
  defaultExtensions: Record<string, boolean>,
  extraExtensions: Record<string, boolean> | undefined,
  protectedHeader: Record<string, unknown> | undefined,
  combinedHeader: Record<string, unknown>,
): string[] {
  if (combinedHeader.crit !== undefined && protectedHeader?.crit === undefined) {
    throw new ErrorType('"crit" (Critical) Header Parameter MUST be integrity protected');
  }

  if (!protectedHeader || protectedHeader.crit === undefined) {
    return [];
  }

  const critical = protectedHeader.crit;
  if (
    !Array.isArray(critical) ||
    critical.length === 0 ||
    critical.some((entry) => typeof entry !== 'string' || entry.length === 0)
  ) {
    throw new ErrorType(
      '"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present',
    );
  }

  const recognized: Record<string, boolean> =
    extraExtensions !== undefined
      ? Object.assign(Object.create(null), extraExtensions, defaultExtensions)
      : defaultExtensions;

  const hasDefinedMember = (header: Record<string, unknown>, name: string): boolean =>
    Object.prototype.hasOwnProperty.call(header, name) && header[name] !== undefined;

  for (const name of critical as string[]) {
    if (!Object.prototype.hasOwnProperty.call(recognized, name)) {
      throw new UnsupportedFeatureError(`Extension Header Parameter "${name}" is not recognized`);
    }
    if (!hasDefinedMember(combinedHeader, name)) {
      throw new ErrorType(`Extension Header Parameter "${name}" is missing`);
    }
    if (recognized[name] && !hasDefinedMember(protectedHeader, name)) {
      throw new ErrorType(`Extension Header Parameter "${name}" MUST be integrity protected`);
    }
  }

  return critical as string[];
}

// spec: authq-17
/** Serializes a JOSE header and returns a parsed copy together with its JSON text. */
export function serializeHeader(
  ErrorType: new (message: string, options?: { cause?: unknown }) => Error,
  header: unknown,
): [Record<string, unknown>, string] {
  let json: string;
  let copy: unknown;
  try {
    json = JSON.stringify(header);
    copy = JSON.parse(json);
  } catch (cause) {
    throw new ErrorType('JOSE Header is not valid JSON', { cause });
  }

  const isJsonObject = (value: unknown): value is Record<string, unknown> => {
    if (typeof value !== 'object' || value === null) {
      return false;
    }
    if (Object.prototype.toString.call(value) !== '[object Object]') {
      return false;
    }
    const prototype = Object.getPrototypeOf(value);
    return prototype === null || Object.getPrototypeOf(prototype) === null;
  };

  if (!isJsonObject(copy)) {
    throw new ErrorType('JOSE Header is not a JSON object');
  }

  return [copy, json];
}

// spec: authq-18
/** Extracts and parses the protected header of a compact or JSON-serialized token, unverified. */
export function readProtectedHeader(token: unknown): Record<string, unknown> {
  const formattingMessage = 'Invalid Token or Protected Header formatting';
  let encodedHeader: unknown;

  if (typeof token === 'string') {
    const segments = token.split('.');
    if (segments.length === 3 || segments.length === 5) {
      encodedHeader = segments[0];
    }
  } else if (typeof token === 'object' && token !== null) {
    if (!('protected' in token)) {
      throw new TypeError('Token does not contain a Protected Header');
    }
    encodedHeader = (token as { protected: unknown }).protected;
  }

  if (typeof encodedHeader !== 'string' || encodedHeader.length === 0) {
    throw new TypeError(formattingMessage);
  }

  const decodeBase64Url = (text: string): Uint8Array => {
    if (text.includes('+') || text.includes('/')) {
      throw new TypeError('Invalid base64url');
    }
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (character) => character.charCodeAt(0));
  };

  let header: unknown;
  try {
    const bytes = decodeBase64Url(encodedHeader);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    header = JSON.parse(text);
  } catch (cause) {
    throw new TypeError(formattingMessage, { cause });
  }

  const prototype = typeof header === 'object' && header !== null ? Object.getPrototypeOf(header) : undefined;
  if (prototype !== null && prototype !== Object.prototype) {
    throw new TypeError(formattingMessage);
  }

  return header as Record<string, unknown>;
}

// spec: authq-19
/** Ensures a JWK's "use", "alg" and "key_ops" restrictions permit the requested operation. */
export function assertKeyAllowsUsage(
  algorithm: { alg: string; ops?: [string, string] },
  jwk: { use?: string; kty?: string; alg?: string; key_ops?: unknown },
  usage: string,
): void {
  if (jwk.use !== undefined) {
    const expectedUse = usage === 'sign' || usage === 'verify' ? 'sig' : 'enc';
    if (jwk.use !== expectedUse) {
      throw new TypeError(
        `Invalid key for this operation, its "use" must be "${expectedUse}" when present`,
      );
    }
  }

  if (jwk.kty === 'AKP' && jwk.alg === undefined) {
    throw new TypeError('missing "alg" (Algorithm) Parameter value');
  }

  if (jwk.alg !== undefined && jwk.alg !== algorithm.alg) {
    throw new TypeError(
      `Invalid key for this operation, its "alg" must be "${algorithm.alg}" when present`,
    );
  }

  if (Array.isArray(jwk.key_ops)) {
    let expectedOperation: string | undefined;
    switch (usage) {
      case 'encrypt':
        expectedOperation = algorithm.ops?.[0];
        break;
      case 'decrypt':
        expectedOperation = algorithm.ops?.[1];
        break;
      default:
        expectedOperation = usage;
    }

    if (expectedOperation && !jwk.key_ops.includes(expectedOperation)) {
      throw new TypeError(
        `Invalid key for this operation, its "key_ops" must include "${expectedOperation}" when present`,
      );
    }
  }
}

// spec: authq-20
/** Builds the message for an invalid-argument error, describing what was received. */
export function describeInvalidArgument(
  prefix: string,
  actual: unknown,
  ...acceptedTypes: string[]
): string {
  let message = prefix;

  if (acceptedTypes.length > 2) {
    const last = acceptedTypes[acceptedTypes.length - 1];
    message += `one of type ${acceptedTypes.slice(0, -1).join(', ')}, or ${last}.`;
  } else if (acceptedTypes.length === 2) {
    message += `one of type ${acceptedTypes[0]} or ${acceptedTypes[1]}.`;
  } else {
    message += `of type ${acceptedTypes[0]}.`;
  }

  if (actual === null || actual === undefined) {
    message += ` Received ${actual}`;
  } else if (typeof actual === 'function' && actual.name) {
    message += ` Received function ${actual.name}`;
  } else if (typeof actual === 'object') {
    const constructorName = (actual as { constructor?: { name?: string } }).constructor?.name;
    if (constructorName) {
      message += ` Received an instance of ${constructorName}`;
    }
  }

  return message;
}

// spec: authq-21
/** Shallow-copies a JWK into a prototype-less object, validating "ext" and "key_ops". */
export function copyCheckedJwk(jwk: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.assign(Object.create(null), jwk);

  if (copy.ext !== undefined && typeof copy.ext !== 'boolean') {
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  }

  if (copy.key_ops !== undefined) {
    const operations = Array.isArray(copy.key_ops) ? [...copy.key_ops] : undefined;
    if (
      !operations ||
      operations.some((operation) => typeof operation !== 'string') ||
      new Set(operations).size !== operations.length
    ) {
      throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    }
    copy.key_ops = operations;
  }

  return copy;
}

// spec: authq-22
/** Generates a random symmetric secret suitable for the given JOSE algorithm. */
export async function generateSymmetricSecret(
  alg: string,
  options?: { extractable?: boolean },
): Promise<CryptoKey | Uint8Array> {
  const extractableOption = options?.extractable;
  if (extractableOption !== undefined && typeof extractableOption !== 'boolean') {
    throw new TypeError('"extractable" option must be a boolean');
  }
  const extractable = extractableOption === true;

  let keyAlgorithm: HmacKeyGenParams | AesKeyGenParams;
  let usages: KeyUsage[];

  switch (alg) {
    case 'HS256':
    case 'HS384':
    case 'HS512': {
      const bits = parseInt(alg.slice(-3), 10);
      keyAlgorithm = { name: 'HMAC', hash: `SHA-${bits}`, length: bits };
      usages = ['sign', 'verify'];
      break;
    }
    case 'A128CBC-HS256':
    case 'A192CBC-HS384':
    case 'A256CBC-HS512': {
      const bits = parseInt(alg.slice(-3), 10);
      return crypto.getRandomValues(new Uint8Array(bits >> 3));
    }
    case 'A128KW':
    case 'A192KW':
    case 'A256KW': {
      keyAlgorithm = { name: 'AES-KW', length: parseInt(alg.slice(1, 4), 10) };
      usages = ['wrapKey', 'unwrapKey'];
      break;
    }
    case 'A128GCMKW':
    case 'A192GCMKW':
    case 'A256GCMKW':
    case 'A128GCM':
    case 'A192GCM':
    case 'A256GCM': {
      keyAlgorithm = { name: 'AES-GCM', length: parseInt(alg.slice(1, 4), 10) };
      usages = ['encrypt', 'decrypt'];
      break;
    }
    default:
      throw new UnsupportedFeatureError('Invalid or unsupported "alg" (Algorithm) value');
  }

  return crypto.subtle.generateKey(keyAlgorithm, extractable, usages) as Promise<CryptoKey>;
}

// spec: authq-23
/** Single-step Concat KDF (NIST SP 800-56A) with SHA-256. */
export async function concatKdfSha256(
  sharedSecret: Uint8Array,
  keyLengthBits: number,
  otherInfo: Uint8Array,
): Promise<Uint8Array> {
  const outputLength = keyLengthBits >> 3;
  const hashLength = 32;
  const rounds = Math.ceil(outputLength / hashLength);
  const derived = new Uint8Array(rounds * hashLength);

  for (let counter = 1; counter <= rounds; counter += 1) {
    const input = new Uint8Array(4 + sharedSecret.length + otherInfo.length);
    new DataView(input.buffer).setUint32(0, counter, false);
    input.set(sharedSecret, 4);
    input.set(otherInfo, 4 + sharedSecret.length);

    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
    derived.set(digest, hashLength * (counter - 1));
  }

  return derived.slice(0, outputLength);
}

// spec: authq-24
/** Normalizes a back-off setting: a finite number becomes a fixed back-off. */
export function normalizeBackoff<T>(setting: number | T | null | undefined): { type: 'fixed'; delay: number } | T | undefined {
  if (typeof setting === 'number' && Number.isFinite(setting)) {
    return { type: 'fixed', delay: setting };
  }
  if (setting) {
    return setting as T;
  }
  return undefined;
}

// spec: authq-25
/** Resolves after `milliseconds`, or earlier if the optional controller aborts. */
export function sleep(milliseconds: number, controller?: AbortController): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = (): void => {
      controller?.signal.removeEventListener('abort', finish);
      clearTimeout(timer);
      resolve();
    };

    timer = setTimeout(finish, milliseconds);
    controller?.signal.addEventListener('abort', finish);
  });
}

// spec: authq-26
/** Sends a message to a forked process or worker thread. */
export function sendToChild(
  target: {
    send?: (message: unknown, callback: (error?: Error | null) => void) => unknown;
    postMessage?: (message: unknown) => unknown;
  },
  message: unknown,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (typeof target.send === 'function') {
      target.send(message, (error) => {
        if (error) {
          reject(error);
        } else {
          resolve(undefined);
        }
      });
    } else if (typeof target.postMessage === 'function') {
      resolve(target.postMessage(message));
    } else {
      resolve(undefined);
    }
  });
}

// spec: authq-27
/** Creates a JSON.stringify replacer that replaces repeated object references with "[Circular]". */
export function createCircularReplacer(root: object): (key: string, value: unknown) => unknown {
  const visited = new WeakSet<object>([root]);
  return (_key: string, value: unknown): unknown => {
    if (typeof value === 'object' && value !== null) {
      if (visited.has(value)) {
        return '[Circular]';
      }
      visited.add(value);
    }
    return value;
  };
}

// spec: authq-28
/** Converts any value to a string, preserving the sign of -0 and handling symbols. */
export function stringifyValue(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (Array.isArray(value)) {
    const converted = value.map((item) =>
      item === null || item === undefined ? item : stringifyValue(item),
    );
    return `${converted}`;
  }
  if (typeof value === 'symbol' || Object.prototype.toString.call(value) === '[object Symbol]') {
    return (value as symbol).toString();
  }

  const text = `${value}`;
  return text === '0' && 1 / (value as number) === -Infinity ? '-0' : text;
}

// spec: authq-29
/** Returns a shallow copy of `source` without members whose value is undefined. */
export function omitUndefined<T extends object>(source: T): Partial<T> {
  const result: Partial<T> = {};
  // for-in on purpose: inherited enumerable keys are included
  for (const key in source) {
    const value = source[key];
    if (value !== undefined) {
      result[key] = value;
    }
  }
  return result;
}

// spec: authq-30
/** Normalizes any of the hash-read reply shapes into a field → string record. */
export function normalizeHashReply(reply: unknown): Record<string, string> {
  const asText = (item: unknown): string =>
    Buffer.isBuffer(item) ? item.toString() : String(item);
  const isKeyValueEntry = (item: unknown): item is { key: unknown; value: unknown } =>
    typeof item === 'object' && item !== null && 'key' in item && 'value' in item;

  const result: Record<string, string> = {};
  if (!reply) {
    return result;
  }

  if (Array.isArray(reply)) {
    if (reply.every(isKeyValueEntry)) {
      for (const { key, value } of reply) {
        result[asText(key)] = asText(value);
      }
      return result;
    }
    for (let index = 0; index + 1 < reply.length; index += 2) {
      result[asText(reply[index])] = asText(reply[index + 1]);
    }
    return result;
  }

  if (reply instanceof Map) {
    for (const [key, value] of reply) {
      result[asText(key)] = asText(value);
    }
    return result;
  }

  if (typeof reply === 'object') {
    for (const [key, value] of Object.entries(reply)) {
      result[key] = asText(value);
    }
  }

  return result;
}

// spec: authq-31
/** Flattens field/value pairs from several shapes into [field, value, field, value, ...]. */
export function flattenFieldValues(input: unknown): string[] {
  const asText = (item: unknown): string =>
    Buffer.isBuffer(item) ? item.toString() : String(item);

  if (!input) {
    return [];
  }

  if (Array.isArray(input)) {
    const isKeyValueList = input.every(
      (item) => typeof item === 'object' && item !== null && 'key' in item && 'value' in item,
    );
    if (isKeyValueList) {
      return input.flatMap(({ key, value }) => [asText(key), asText(value)]);
    }

    const isPairList = input.every((item) => Array.isArray(item) && item.length === 2);
    if (isPairList) {
      return input.flatMap(([field, value]) => [asText(field), asText(value)]);
    }

    return input.map(asText);
  }

  if (typeof input === 'object') {
    return Object.entries(input).flatMap(([field, value]) => [field, asText(value)]);
  }

  return [];
}

// spec: authq-32
/** Normalizes a SCAN reply into [cursor, keys]. */
export function normalizeScanReply(reply: unknown): [string, string[]] {
  const asText = (item: unknown): string =>
    Buffer.isBuffer(item) ? item.toString() : String(item);

  if (Array.isArray(reply) && reply.length >= 2) {
    const [cursor, keys] = reply;
    return [asText(cursor), Array.isArray(keys) ? keys.map(asText) : []];
  }

  if (typeof reply === 'object' && reply !== null && !Array.isArray(reply)) {
    const { cursor, keys } = reply as { cursor?: unknown; keys?: unknown };
    if (cursor !== undefined && Array.isArray(keys)) {
      return [asText(cursor), keys.map(asText)];
    }
  }

  return ['0', []];
}

// spec: authq-33
/** Tells whether a raw command (name followed by arguments) may block the connection. */
export function isBlockingCommand(command: unknown[]): boolean {
  const asText = (item: unknown): string =>
    Buffer.isBuffer(item) ? item.toString() : String(item);

  const commandName = asText(command[0]).toUpperCase();
  if (commandName === 'BZPOPMIN') {
    return true;
  }
  if (commandName !== 'XREAD') {
    return false;
  }

  const args = command.slice(1);
  for (let index = 0; index < args.length; index += 2) {
    if (asText(args[index]).toUpperCase() === 'BLOCK') {
      return true;
    }
  }
  return false;
}

// spec: authq-34
/** Recognizes old-style repeatable job keys: name:id:endDate:tz:(cron|every). */
export function isLegacyRepeatableKey(key: string): boolean {
  const colonPositions: number[] = [];
  let searchFrom = 0;
  while (colonPositions.length < 4) {
    const position = key.indexOf(':', searchFrom);
    if (position === -1) {
      return false;
    }
    colonPositions.push(position);
    searchFrom = position + 1;
  }

  const isDigits = (text: string): boolean => /^[0-9]+$/.test(text);

  const endDate = key.slice(colonPositions[1] + 1, colonPositions[2]);
  if (endDate !== '' && !isDigits(endDate)) {
    return false;
  }

  const suffix = key.slice(colonPositions[3] + 1);
  if (suffix === '') {
    return false;
  }
  if (suffix.includes(' ')) {
    return true;
  }
  return isDigits(suffix);
}

// spec: authq-35
/** Parses CLIENT LIST output, keeping the clients whose name passes `matchesName`. */
export function parseClientList(
  this: { name: string },
  listText: string,
  matchesName: (name: string | undefined) => unknown,
): Array<Record<string, string>> {
  const clients: Array<Record<string, string>> = [];

  for (const line of listText.split(/\r?\n/)) {
    const record: Record<string, string> = {};
    for (const piece of line.split(' ')) {
      const separator = piece.indexOf('=');
      if (separator === -1) {
        record[''] = piece;
      } else {
        record[piece.slice(0, separator)] = piece.slice(separator + 1);
      }
    }

    if (matchesName(record.name)) {
      record.rawname = record.name;
      record.name = this.name;
      clients.push(record);
    }
  }

  return clients;
}

// spec: authq-36
/** Returns the index of the next set bit at or after `fromIndex`, or -1. */
export function nextSetBit(this: { words: number[]; wordsInUse: number }, fromIndex: number): number {
  const trailingZeros = (word: number): number => 31 - Math.clz32(word & -word);

  let wordIndex = Math.floor(fromIndex / 32);
  if (wordIndex >= this.wordsInUse) {
    return -1;
  }

  let word = (this.words[wordIndex] ?? 0) & (0xffffffff << fromIndex);
  for (;;) {
    if (word !== 0) {
      return wordIndex * 32 + trailingZeros(word);
    }
    wordIndex += 1;
    if (wordIndex >= this.wordsInUse) {
      return -1;
    }
    word = this.words[wordIndex] ?? 0;
  }
}

// spec: authq-37
/** Counts trailing zero bits of a 32-bit integer via shift-based binary search. */
export function countTrailingZeros(value: number): number {
  if (value === 0) {
    return 32;
  }

  let current = value;
  let count = 31;
  for (const shift of [16, 8, 4, 2]) {
    const shifted = current << shift;
    if (shifted !== 0) {
      count -= shift;
      current = shifted;
    }
  }
  return count - ((current << 1) >>> 31);
}

// spec: authq-38
/** Splits the "recovery" setting out of connection options without mutating them. */
export function splitRecoveryOption(options: unknown): { connectionOptions: unknown; recovery: unknown } {
  if (!options || typeof options !== 'object') {
    return { connectionOptions: options, recovery: null };
  }
  if (!Object.prototype.hasOwnProperty.call(options, 'recovery')) {
    return { connectionOptions: options, recovery: null };
  }

  const connectionOptions: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  const recovery = connectionOptions.recovery;
  delete connectionOptions.recovery;
  return { connectionOptions, recovery };
}

// spec: authq-39
/** Applies defaults and bounds to automatic reconnection settings. */
export function resolveRecoverySettings(input?: true | RecoverySettingsInput | null): ResolvedRecoverySettings {
  const source: RecoverySettingsInput = input && typeof input === 'object' ? input : {};

  const readNumber = (value: unknown, fallback: number): number => {
    const numeric = Number(value);
    return Number.isFinite(numeric) ? numeric : fallback;
  };

  const readRetryCount = (value: unknown, fallback: number): number => {
    if (value === null || value === undefined) {
      return fallback;
    }
    if (value === Infinity) {
      return Infinity;
    }
    const count = readNumber(value, fallback);
    return count < 0 ? 0 : count;
  };

  const initialDelay = Math.max(0, readNumber(source.initialDelay, 100));
  const maxDelay = Math.max(initialDelay, readNumber(source.maxDelay, 30000));
  const factor = Math.max(1, readNumber(source.factor, 2));
  const jitter = Math.min(1, Math.max(0, readNumber(source.jitter, 0.2)));
  const maxRetries = readRetryCount(source.maxRetries, Infinity);
  const initialMaxRetries = readRetryCount(source.initialMaxRetries, maxRetries);

  return {
    initialDelay,
    maxDelay,
    factor,
    jitter,
    maxRetries,
    initialMaxRetries,
    setup: typeof source.setup === 'function' ? source.setup : null,
    calculateDelay: typeof source.calculateDelay === 'function' ? source.calculateDelay : null,
    waitForConnect: source.waitForConnect !== false,
  };
}

interface RecoverySettingsInput {
  initialDelay?: unknown;
  maxDelay?: unknown;
  factor?: unknown;
  jitter?: unknown;
  maxRetries?: unknown;
  initialMaxRetries?: unknown;
  setup?: unknown;
  calculateDelay?: unknown;
  waitForConnect?: unknown;
}

interface ResolvedRecoverySettings {
  initialDelay: number;
  maxDelay: number;
  factor: number;
  jitter: number;
  maxRetries: number;
  initialMaxRetries: number;
  setup: Function | null;
  calculateDelay: Function | null;
  waitForConnect: boolean;
}

// spec: authq-40
/** Exponential back-off delay with a cap and symmetric random jitter. */
export function computeReconnectDelay(
  settings: { initialDelay: number; maxDelay: number; factor: number; jitter: number },
  attempt: number,
): number {
  const { initialDelay, maxDelay, factor, jitter } = settings;
  const baseCap = maxDelay / (1 + jitter);
  const base = Math.min(baseCap, initialDelay * factor ** (attempt - 1));
  const jitterSpan = base * jitter;
  const offset = jitterSpan > 0 ? Math.random() * 2 * jitterSpan - jitterSpan : 0;
  return Math.max(0, Math.round(base + offset));
}

// spec: authq-41
/** Runs an optional callback- or promise-style setup function against a model. */
export function runSetupStep<TModel>(
  setup: ((model: TModel, done?: (error?: unknown) => void) => unknown) | null | undefined,
  model: TModel,
): Promise<void> {
  if (!setup) {
    return Promise.resolve();
  }

  return new Promise<void>((resolve, reject) => {
    let settled = false;

    const toError = (value: unknown): Error => {
      if (value instanceof Error) {
        return value;
      }
      return new Error(value ? String(value) : 'Recovery setup failed');
    };

    const complete = (error?: unknown): void => {
      if (settled) {
        return;
      }
      settled = true;
      if (error) {
        reject(toError(error));
      } else {
        resolve();
      }
    };

    try {
      if (setup.length >= 2) {
        setup(model, complete);
      } else {
        Promise.resolve(setup(model)).then(
          () => complete(),
          (reason: unknown) => complete(reason),
        );
      }
    } catch (error) {
      complete(error);
    }
  });
}

// spec: authq-42
/** Builds the connection.start-ok / tune-ok / open field values from URL-derived settings. */
export function buildHandshakeFields(
  virtualHost: string | undefined,
  query: Record<string, unknown> | undefined,
  credentials: { mechanism: string; response: () => Buffer },
  extraClientProperties?: Record<string, unknown>,
): Record<string, unknown> {
  const vhost = virtualHost ? unescapeQueryString(virtualHost) : '/';
  const params = query || {};

  const readInteger = (value: unknown, fallback: number): number =>
    value === undefined ? fallback : parseInt(String(value), 10);

  const clientProperties: Record<string, unknown> = Object.create(DEFAULT_CLIENT_PROPERTIES);
  for (const key of Object.keys(extraClientProperties ?? {})) {
    clientProperties[key] = (extraClientProperties as Record<string, unknown>)[key];
  }

  const heartbeatValue = params.heartbeat;
  const maxFrameValue = params.maxFrameSize;
  let maxFrameSize: number | undefined;
  if (maxFrameValue !== null && maxFrameValue !== undefined) {
    maxFrameSize = /^\d+$/.test(String(maxFrameValue)) ? Number(maxFrameValue) : NaN;
  }

  return {
    clientProperties,
    mechanism: credentials.mechanism,
    response: credentials.response(),
    locale: params.locale || 'en_US',
    channelMax: readInteger(params.channelMax, 0),
    frameMax: readInteger(params.frameMax, 131072),
    heartbeat: heartbeatValue === null || heartbeatValue === undefined ? null : readInteger(heartbeatValue, 0),
    maxFrameSize,
    virtualHost: vhost,
    capabilities: '',
    insist: 0,
  };
}

const DEFAULT_CLIENT_PROPERTIES: Record<string, unknown> = {
  product: 'amqp-client',
  platform: `Node.JS ${typeof process !== 'undefined' ? process.version : 'unknown'}`,
  information: 'https://www.rabbitmq.com/',
  capabilities: {
    publisher_confirms: true,
    exchange_exchange_bindings: true,
    'basic.nack': true,
    consumer_cancel_notify: true,
    'connection.blocked': true,
    authentication_failure_close: true,
  },
};

// spec: authq-43
/** Derives PLAIN SASL credentials from a URL's username and password. */
export function plainCredentialsFromUrl(url: { username: string; password: string }): {
  mechanism: 'PLAIN';
  username: string;
  password: string;
  response: () => Buffer;
} {
  let user = 'guest';
  let password = 'guest';

  if (url.username !== '' || url.password !== '') {
    user = url.username ? unescape(url.username) : '';
    password = url.password ? unescape(url.password) : '';
  }

  return {
    mechanism: 'PLAIN',
    username: user,
    password,
    response: () => Buffer.from(['', user, password].join(String.fromCharCode(0))),
  };
}

// spec: authq-44
/** Encodes an AMQP content-body frame (type 3) for the given channel. */
export function encodeBodyFrame(channel: number, payload: Buffer): Buffer {
  const HEADER_SIZE = 7;
  const FRAME_END = 206;
  const FRAME_TYPE_BODY = 3;

  const frame = Buffer.alloc(HEADER_SIZE + payload.length + 1);
  frame.writeUInt8(FRAME_TYPE_BODY, 0);
  frame.writeUInt16BE(channel, 1);
  frame.writeInt32BE(payload.length, 3);
  payload.copy(frame, HEADER_SIZE);
  frame.writeUInt8(FRAME_END, frame.length - 1);
  return frame;
}

// spec: authq-45
/** Attempts to parse one AMQP frame from the front of `buffer`; returns false when incomplete. */
export function parseFrame(
  buffer: Buffer,
  maxFrameSize: number,
):
  | false
  | { type: number; channel: number; size: number; payload: Buffer; rest: Buffer } {
  const HEADER_SIZE = 7;
  const FRAME_END = 206;

  if (buffer.length < HEADER_SIZE) {
    return false;
  }

  const type = buffer.readUInt8(0);
  const channel = buffer.readUInt16BE(1);
  const size = buffer.readUInt32BE(3);

  if (maxFrameSize > 0 && size > maxFrameSize) {
    throw new Error(`Frame size ${size} exceeds maxFrameSize ${maxFrameSize}`);
  }

  const frameLength = HEADER_SIZE + size + 1;
  if (buffer.length < frameLength) {
    return false;
  }
  if (buffer[HEADER_SIZE + size] !== FRAME_END) {
    throw new Error('Invalid frame');
  }

  return {
    type,
    channel,
    size,
    payload: buffer.subarray(HEADER_SIZE, HEADER_SIZE + size),
    rest: buffer.subarray(frameLength),
  };
}

// spec: authq-46
/** Encodes a field table into `buffer` at `start`; returns the number of bytes written. */
export function writeFieldTable(buffer: Buffer, table: Record<string, unknown>, start: number): number {
  let offset = start;

  const ensureRoom = (needed: number): void => {
    if (offset + needed > buffer.length) {
      throw new RangeError(
        `Encoded field table (headers or arguments) exceeds the ${buffer.length} byte encoding buffer`,
      );
    }
  };

  ensureRoom(4);
  offset += 4;

  // for-in on purpose: inherited enumerable keys are encoded too
  for (const key in table) {
    const value = table[key];
    if (value === undefined) {
      continue;
    }
    const keyLength = Buffer.byteLength(key, 'utf8');
    ensureRoom(1 + keyLength);
    buffer.writeUInt8(keyLength, offset);
    offset += 1;
    buffer.write(key, offset, 'utf8');
    offset += keyLength;
    offset += encodeFieldValue(buffer, value, offset);
  }

  const totalSize = offset - start;
  buffer.writeUInt32BE(totalSize - 4, start);
  return totalSize;
}

// spec: authq-47
/** Translates friendly queue options into queue.declare method fields. */
export function buildQueueDeclareFields(
  queueName?: string | null,
  options?: QueueDeclareOptions | null,
): Record<string, unknown> {
  const settings: QueueDeclareOptions = options || Object.freeze({});
  const extensionArguments: Record<string, unknown> = Object.create(settings.arguments || null);

  const mapping: Array<[string, unknown]> = [
    ['x-expires', settings.expires],
    ['x-message-ttl', settings.messageTtl],
    ['x-dead-letter-exchange', settings.deadLetterExchange],
    ['x-dead-letter-routing-key', settings.deadLetterRoutingKey],
    ['x-max-length', settings.maxLength],
    ['x-max-priority', settings.maxPriority],
    ['x-overflow', settings.overflow],
    ['x-queue-mode', settings.queueMode],
  ];
  mapping
    .filter(([, value]) => value !== undefined)
    .forEach(([name, value]) => {
      extensionArguments[name] = value;
    });

  return {
    queue: queueName || '',
    exclusive: !!settings.exclusive,
    durable: settings.durable === undefined ? true : settings.durable,
    autoDelete: !!settings.autoDelete,
    arguments: extensionArguments,
    passive: false,
    ticket: 0,
    nowait: false,
  };
}

interface QueueDeclareOptions {
  exclusive?: boolean;
  durable?: boolean;
  autoDelete?: boolean;
  arguments?: Record<string, unknown> | null;
  expires?: number;
  messageTtl?: number;
  deadLetterExchange?: string;
  deadLetterRoutingKey?: string;
  maxLength?: number;
  maxPriority?: number;
  overflow?: string;
  queueMode?: string;
}

// spec: authq-48
/** Emits an event, redirecting listener exceptions to "handler-error" listeners when present. */
export function emitSafely(emitter: EventEmitter, eventName: string | symbol, ...args: unknown[]): void {
  try {
    emitter.emit(eventName, ...args);
  } catch (error) {
    if (emitter.listenerCount('handler-error') > 0) {
      setImmediate(() => emitter.emit('handler-error', error, eventName));
      return;
    }
    throw error;
  }
}

// spec: authq-49
/** MurmurHash2 (32-bit) variant reproducing a legacy client's floating-point quirks. */
export function legacyMurmur2(key: Buffer | unknown): number {
  const data: Buffer = Buffer.isBuffer(key) ? key : Buffer.from(String(key), 'utf8');
  const length = data.length;
  const m = 0x5bd1e995;
  const byteAt = (index: number): number => data[index] ?? 0;

  let h = 0x9747b28c ^ length;

  // the bound is deliberately the unrounded quotient, so a trailing partial group is mixed too
  for (let group = 0; group < length / 4; group += 1) {
    const base = group * 4;
    let k =
      byteAt(base) +
      (byteAt(base + 1) << 8) +
      (byteAt(base + 2) << 16) +
      (byteAt(base + 3) << 24);
    k *= m;
    k ^= k >>> 24;
    k *= m;
    h *= m;
    h ^= k;
  }

  const tail = length - (length % 4);
  switch (length % 4) {
    case 3:
      h ^= byteAt(tail + 2) << 16;
    // falls through
    case 2:
      h ^= byteAt(tail + 1) << 8;
    // falls through
    case 1:
      h ^= byteAt(tail);
      h *= m;
      break;
    default:
      break;
  }

  h ^= h >>> 13;
  h *= m;
  h ^= h >>> 15;
  return h;
}

// spec: authq-50
/** Creates a factory of default partitioners (key hash, else round-robin over available partitions). */
export function createDefaultPartitioner(
  hashKey: (key: unknown) => number,
): () => (args: PartitionerArgs) => number {
  return () => {
    const topicCounters = new Map<string, number>();

    return ({ topic, partitionMetadata, message }: PartitionerArgs): number => {
      if (!topicCounters.has(topic)) {
        topicCounters.set(topic, randomBytes(32).readUInt32BE(0));
      }

      const partitionCount = partitionMetadata.length;
      const available = partitionMetadata.filter(({ leader }) => leader >= 0);

      if (message.partition !== null && message.partition !== undefined) {
        return message.partition;
      }

      if (message.key !== null && message.key !== undefined) {
        return (hashKey(message.key) & 0x7fffffff) % partitionCount;
      }

      const counter = (topicCounters.get(topic) as number) + 1;
      topicCounters.set(topic, counter);
      const position = counter & 0x7fffffff;

      if (available.length > 0) {
        return available[position % available.length].partitionId;
      }
      return position % partitionCount;
    };
  };
}

interface PartitionerArgs {
  topic: string;
  partitionMetadata: Array<{ partitionId: number; leader: number }>;
  message: { partition?: number | null; key?: unknown };
}

// spec: authq-51
/** Coalesces overlapping calls of an async function into one in-flight invocation. */
export function shareInFlight<TArgs extends unknown[], TResult>(
  task: (...args: TArgs) => Promise<TResult>,
): (...args: TArgs) => Promise<TResult> {
  let pending: Promise<TResult> | undefined;

  return (...args: TArgs): Promise<TResult> => {
    if (!pending) {
      pending = task(...args).finally(() => {
        pending = undefined;
      });
    }
    return pending;
  };
}

// spec: authq-52
/** Acquires the lock, waiting in FIFO order and failing after the lock's timeout. */
export function acquireLock(this: LockState): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!this.locked) {
      this.locked = true;
      resolve();
      return;
    }

    let timer: ReturnType<typeof setTimeout> | undefined;

    const waiter = (): void => {
      if (this.locked) {
        return;
      }
      this.locked = true;
      clearTimeout(timer);
      this.waiting.delete(waiter);
      resolve();
    };

    this.waiting.add(waiter);

    timer = setTimeout(() => {
      const waitingCount = this.waiting.size;
      this.waiting.delete(waiter);
      const detail = this.description ? `: "${this.description}"` : '';
      reject(new LockTimeoutError(`Timeout while acquiring lock (${waitingCount} waiting locks)${detail}`));
    }, this.timeout);
  });
}

interface LockState {
  locked: boolean;
  timeout: number;
  waiting: Set<() => void>;
  description?: string;
}

// spec: authq-53
/** Number of bytes a signed 32-bit integer occupies as a zigzag varint. */
export function zigZagVarIntSize(value: number): number {
  let encoded = (value << 1) ^ (value >> 31);
  let byteCount = 1;
  while ((encoded & 0xffffff80) !== 0) {
    byteCount += 1;
    encoded >>>= 7;
  }
  return byteCount;
}

// spec: authq-54
/** Reads an unsigned LEB128-style varint from the reader, advancing its offset. */
export function readUnsignedVarInt(reader: { buffer: Uint8Array; offset: number }): number {
  let result = 0;
  let shift = 0;

  let byte = reader.buffer[reader.offset];
  reader.offset += 1;

  while (byte & 0x80) {
    result |= (byte & 0x7f) << shift;
    shift += 7;
    if (shift > 28) {
      throw new InvalidVarIntError('Invalid VarInt, must contain 5 bytes or less');
    }
    byte = reader.buffer[reader.offset];
    reader.offset += 1;
  }

  result |= byte << shift;
  return result >>> 0;
}

// spec: authq-55
/** XORs two equally long octet sequences into a new buffer. */
export function xorOctets(
  first: string | Uint8Array | readonly number[],
  second: string | Uint8Array | readonly number[],
): Buffer {
  const toBuffer = (input: string | Uint8Array | readonly number[]): Buffer =>
    typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input as Uint8Array);

  const left = toBuffer(first);
  const right = toBuffer(second);

  if (left.length !== right.length) {
    throw new NonRetriableError('Buffers must be of the same length');
  }

  const combined = Array.from(left, (byte, index) => byte ^ right[index]);
  return Buffer.from(combined);
}

// spec: authq-56
/** Formats OAUTHBEARER extension pairs as key=value joined by SOH (0x01). */
export function formatOauthExtensions(extensions?: Record<string, unknown> | null): string {
  if (extensions === null || extensions === undefined) {
    return '';
  }

  const separator = '\u0001';
  let text = '';
  let isFirst = true;
  // for-in on purpose: inherited enumerable keys are included
  for (const key in extensions) {
    text += `${isFirst ? '' : separator}${key}=${extensions[key]}`;
    isFirst = false;
  }
  return text;
}

// spec: authq-57
/** CRC-32C (Castagnoli) checksum of a byte sequence, as an unsigned 32-bit number. */
export function crc32c(bytes: ArrayLike<number>): number {
  let checksum = -1;
  for (let index = 0; index < bytes.length; index += 1) {
    checksum = CASTAGNOLI_TABLE[(checksum ^ bytes[index]) & 0xff] ^ (checksum >>> 8);
  }
  return (checksum ^ -1) >>> 0;
}

const CASTAGNOLI_TABLE: Int32Array = (() => {
  const table = new Int32Array(256);
  for (let entry = 0; entry < 256; entry += 1) {
    let value = entry;
    for (let bit = 0; bit < 8; bit += 1) {
      value = value & 1 ? (value >>> 1) ^ 0x82f63b78 : value >>> 1;
    }
    table[entry] = value;
  }
  return table;
})();

// spec: authq-58
/** Creates the log function for one level of a namespaced logger. */
export function createLevelLogger(
  label: string,
  level: number,
  getActiveLevel: () => number,
  namespace: string,
  write: (entry: { namespace: string; level: number; label: string; log: Record<string, unknown> }) => void,
): (message: string, extra?: Record<string, unknown>) => void {
  return (message: string, extra: Record<string, unknown> = {}): void => {
    if (level > getActiveLevel()) {
      return;
    }
    write({
      namespace,
      level,
      label,
      log: Object.assign(
        {
          timestamp: new Date().toISOString(),
          logger: 'kafkajs',
          message,
        },
        extra,
      ),
    });
  };
}

// spec: authq-59
/** Validates the configured broker list before connecting. */
export function assertValidBrokers(brokers: unknown): void {
  if (!brokers) {
    throw new NonRetriableError('Failed to connect: brokers should not be null');
  }

  if (!Array.isArray(brokers)) {
    return;
  }

  if (brokers.length === 0) {
    throw new NonRetriableError('Failed to connect: brokers array is empty');
  }

  brokers.forEach((broker: unknown, index: number) => {
    if (typeof broker !== 'string' || broker.length === 0) {
      throw new NonRetriableError(
        `Failed to connect: broker at index ${index} is invalid "${typeof broker}"`,
      );
    }
  });
}

// spec: authq-60
/** Marks whole topics, or specific partitions of them, as paused. */
export function pauseTopics(
  this: { topicStates: Map<string, TopicPauseState> },
  entries: Array<{ topic: string; partitions?: unknown }> = [],
): void {
  for (const { topic, partitions } of entries) {
    const state: TopicPauseState = this.topicStates.get(topic) ?? {
      topic,
      pausedPartitions: new Set<number>(),
      wholeTopicPaused: false,
      resumedPartitions: new Set<number>(),
    };

    if (partitions === undefined) {
      state.pausedPartitions.clear();
      state.resumedPartitions.clear();
      state.wholeTopicPaused = true;
    } else if (Array.isArray(partitions)) {
      for (const partition of partitions as number[]) {
        state.pausedPartitions.add(partition);
        state.resumedPartitions.delete(partition);
      }
      state.wholeTopicPaused = false;
    }

    this.topicStates.set(topic, state);
  }
}

interface TopicPauseState {
  topic: string;
  pausedPartitions: Set<number>;
  wholeTopicPaused: boolean;
  resumedPartitions: Set<number>;
}
