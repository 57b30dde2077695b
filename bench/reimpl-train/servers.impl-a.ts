import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { MIMEType } from 'node:util';
import { TypeHint } from '@aws-sdk/client-rds-data';
import type { Field } from '@aws-sdk/client-rds-data';
import { Trace } from '@apollo/usage-reporting-protobuf';
import { TokenKind } from 'graphql';
import type { Token } from 'graphql';

// spec: servers-01
/**
 * Merges two parsed query-string objects. Repeated keys whose existing value is a scalar
 * become a two-element array; anything else is simply overwritten.
 */
export function mergeQueryObjects(
  base: Record<string, unknown> | null | undefined,
  extra: unknown,
): Record<string, unknown> {
  const merged: Record<string, unknown> = base ? { ...base } : {};
  if (typeof extra !== 'object' || extra === null) return merged;

  for (const key of Object.keys(extra)) {
    const incoming = (extra as Record<string, unknown>)[key];
    const hasExisting = Object.prototype.hasOwnProperty.call(merged, key);
    if (hasExisting && !Array.isArray(merged[key])) {
      merged[key] = [merged[key], incoming];
    } else {
      merged[key] = incoming;
    }
  }
  return merged;
}

// spec: servers-02
/** Elapsed milliseconds between two `process.hrtime()` tuples, rounded to an integer. */
export function hrtimeDiffMs(
  start: [number, number] | unknown,
  end: [number, number] | unknown,
): number | null {
  if (!Array.isArray(start) || !Array.isArray(end)) return null;
  const [startSec, startNs] = start as [number, number];
  const [endSec, endNs] = end as [number, number];
  const diffNs = (endSec - startSec) * 1e9 + (endNs - startNs);
  return Math.round(diffNs / 1e6);
}

// spec: servers-03
/** True when exactly one of the arguments is truthy; bails out on the second truthy one. */
export function exclusiveOr(...values: unknown[]): boolean {
  let seenTruthy = false;
  for (const value of values) {
    if (!value) continue;
    if (seenTruthy) return false;
    seenTruthy = true;
  }
  return seenTruthy;
}

// spec: servers-04
/** Refills the bucket for the time elapsed since the last refill and returns the token count. */
export function refillTokenBucket(this: TokenBucketState): number {
  const nowMs = Date.now();
  if (nowMs < this.lastFillMs) {
    // The clock went backwards: pretend one second has passed.
    this.lastFillMs = nowMs - 1000;
  }
  if (this.tokens < this.capacity) {
    const elapsedSeconds = (nowMs - this.lastFillMs) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + this.fillRate * elapsedSeconds);
  }
  this.lastFillMs = nowMs;
  return this.tokens;
}

export interface TokenBucketState {
  tokens: number;
  capacity: number;
  fillRate: number;
  lastFillMs: number;
}

// spec: servers-05
/** Decodes the base64 credentials of a Basic authorization header into user name and password. */
export function decodeBasicCredentials(encoded: string): { username: string | null; password: string | null } {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  if (decoded === '') {
    throw new InvalidAuthHeaderError('Authorization header invalid');
  }
  const colonIndex = decoded.indexOf(':');
  const rawUser = colonIndex === -1 ? decoded : decoded.slice(0, colonIndex);
  const rawPassword = colonIndex === -1 ? undefined : decoded.slice(colonIndex + 1);
  return {
    username: rawUser || null,
    password: rawPassword || null,
  };
}

class InvalidAuthHeaderError extends Error {
  readonly statusCode = 400;

  constructor(message: string) {
    super(message);
    this.name = 'InvalidHeaderError';
  }
}

// spec: servers-06
/** Returns the token of an `Authorization: Bearer <token>` header, or null for any other shape. */
export function extractBearerToken(request: { headers?: Record<string, string | undefined> }): string | null {
  const header = request.headers?.authorization;
  if (!header) return null;
  const parts = header.split(' ');
  if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return null;
  return parts[1];
}

// spec: servers-07
/** Removes doubled slashes, slashes before a query string and a trailing slash from a path. */
export function collapseRedundantSlashes(path: string): string {
  let output = '';
  let lookAhead = '';
  for (let index = 0; index < path.length; index++) {
    if (index < path.length - 1) lookAhead = path[index + 1];
    const current = path[index];
    const dropSlash = current === '/' && (lookAhead === '/' || (lookAhead === '?' && index !== 0));
    if (!dropSlash) output += current;
  }
  return output;
}

// spec: servers-08
/** If-Match middleware using strong comparison against the response's entity tag. */
export function ifMatchPrecondition<T>(
  request: EtagRequest,
  response: EtagResponse,
  next: (error?: Error) => T,
): T {
  const etag = String(response.etag || response.getHeader('etag') || '');
  const header = request.headers['if-match'];
  const headerValue = Array.isArray(header) ? header.join(',') : header;
  if (!headerValue) return next();

  const candidates = headerValue.split(/\s*,\s*/);
  const matched = candidates.some((candidate) => {
    let tag = candidate.startsWith('W/') ? candidate.slice(2) : candidate;
    const quoted = /^"(\w+)"$/.exec(tag);
    if (quoted) tag = quoted[1];
    return tag === '*' || tag === etag;
  });

  if (matched) return next();
  return next(new PreconditionFailedError(`if-match '${headerValue}' didn't match etag '${etag}'`));
}

class PreconditionFailedError extends Error {
  readonly statusCode = 412;

  constructor(message: string) {
    super(message);
    this.name = 'PreconditionFailedError';
  }
}

interface EtagRequest {
  headers: Record<string, string | string[] | undefined>;
}

interface EtagResponse {
  etag?: string;
  getHeader(name: string): unknown;
}

// spec: servers-09
/** Serializes a body as JSON (or JSONP when a callback is requested) and sets Content-Length. */
export function formatJsonBody(
  request: { query?: Record<string, unknown> },
  response: { setHeader(name: string, value: number | string): unknown },
  body: unknown,
): string | null {
  if (!body) {
    response.setHeader('Content-Length', 0);
    return null;
  }
  const payload = Buffer.isBuffer(body) ? body.toString('base64') : body;
  const callbackName = request.query?.callback || request.query?.jsonp;
  const json = JSON.stringify(payload);
  const text = callbackName
    ? `typeof ${callbackName} === 'function' && ${callbackName}(${json});`
    : json;
  const safeText = text.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  response.setHeader('Content-Length', Buffer.byteLength(safeText, 'utf8'));
  return safeText;
}

// spec: servers-10
/** Maps an error to the name of the event emitted for it. */
export function errorEventName(error: { name?: string } | null | undefined): string {
  const errorName = error?.name;
  if (errorName === 'ResourceNotFoundError') return 'NotFound';
  if (errorName === 'InvalidVersionError') return 'VersionNotAllowed';
  if (!errorName) return '';
  return errorName.replace(/Error$/, '');
}

// spec: servers-11
/** Whether `target` is enabled, given the list of enabled log levels. */
export function isLogLevelEnabled(target: string, enabledLevels: string[] | null | undefined): boolean {
  if (!enabledLevels || enabledLevels.length === 0) return false;
  if (enabledLevels.includes(target)) return true;

  const highestRank = enabledLevels.reduce((highest, level) => {
    const rank = LEVEL_RANKS[level];
    return rank === undefined ? highest : Math.max(highest, rank);
  }, -Infinity);
  const targetRank = LEVEL_RANKS[target];
  return targetRank !== undefined && targetRank >= highestRank;
}

const LEVEL_RANKS: Readonly<Record<string, number>> = {
  verbose: 0,
  debug: 1,
  log: 2,
  warn: 3,
  error: 4,
  fatal: 5,
};

// spec: servers-12
/** Parses settings such as "warn", "debug,error", ">log" or ">=warn" into a list of log levels. */
export function parseLogLevels(setting = ''): string[] {
  const orderedLevels = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];
  const cleaned = setting.replace(/ /g, '').toLowerCase();

  if (cleaned.startsWith('>')) {
    const inclusive = cleaned[1] === '=';
    const levelName = cleaned.slice(inclusive ? 2 : 1);
    const position = orderedLevels.indexOf(levelName);
    if (position === -1) {
      throw new Error(`parse error (unknown log level): ${cleaned}`);
    }
    return orderedLevels.slice(inclusive ? position : position + 1);
  }

  if (cleaned.includes(',')) {
    return cleaned.split(',').filter((piece) => orderedLevels.includes(piece));
  }

  return orderedLevels.includes(cleaned) ? [cleaned] : [...orderedLevels];
}

// spec: servers-13
/** Iteratively walks a value graph and closes the holes of sparse arrays in place. */
export function compactSparseArrays(root: unknown): void {
  const opaqueTypes = [Date, RegExp, Error, Map, Set, WeakMap, WeakSet];
  const visited = new WeakSet<object>();
  const pending: unknown[] = [root];

  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (visited.has(current)) continue;
    visited.add(current);
    if (opaqueTypes.some((type) => current instanceof type)) continue;

    if (Array.isArray(current)) {
      const presentKeys = Object.keys(current).filter(isCanonicalArrayIndex);
      const items = presentKeys.map((key) => current[Number(key)]);
      if (presentKeys.length !== current.length && Object.isExtensible(current)) {
        items.forEach((item, index) => {
          current[index] = item;
        });
        current.length = items.length;
      }
      pending.push(...items);
    } else {
      for (const key of Object.keys(current)) {
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
}

const MAX_ARRAY_INDEX = 2 ** 32 - 2;

function isCanonicalArrayIndex(key: string): boolean {
  const numeric = Number(key);
  return Number.isInteger(numeric) && numeric >= 0 && numeric <= MAX_ARRAY_INDEX && String(numeric) === key;
}

// spec: servers-14
/** Deletes `__proto__`, `prototype` and suspicious `constructor` keys throughout a value graph. */
export function stripPrototypePollution(root: unknown): void {
  const builtinClasses: unknown[] = [Date, RegExp, Error, Map, Set, WeakMap, WeakSet];
  const visited = new WeakSet<object>();
  const pending: unknown[] = [root];

  while (pending.length > 0) {
    const current = pending.pop();
    if (current == null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (visited.has(current)) continue;
    visited.add(current);
    if (builtinClasses.some((type) => current instanceof (type as new () => object))) continue;

    if (Array.isArray(current)) {
      current.forEach((item) => pending.push(item));
      continue;
    }

    const record = current as Record<string, unknown>;
    Reflect.deleteProperty(record, '__proto__');
    Reflect.deleteProperty(record, 'prototype');
    if (!builtinClasses.includes(record.constructor)) {
      Reflect.deleteProperty(record, 'constructor');
    }
    for (const key in record) {
      pending.push(record[key]);
    }
  }
}

// spec: servers-15
/** Whether an ISO date string names a day past the end of its month (e.g. 2023-02-30). */
export function isOverflowingIsoDate(text: string): boolean {
  const match = /^\s*(\d{4}|[+-]\d{6})-(\d{2})-(\d{2})(?!\d)/.exec(text);
  if (!match) return false;

  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLengths = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const daysInMonth = monthLengths[month - 1];
  return daysInMonth !== undefined && day > daysInMonth;
}

// spec: servers-16
/** Whether a number or numeric string is acceptable as a finite float. */
export function isAcceptableFloat(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  if (value === '' || value.trim() !== value) return false;
  if (/^0[xbo]/i.test(value)) return false;
  return Number.isFinite(Number(value));
}

// spec: servers-17
/** Flattens validation issues into messages until the owner's character budget runs out. */
export function formatIssuesWithinBudget(this: { maxMessageChars: number }, issues: ValidationIssue[]): string[] {
  const messages: string[] = [];
  let remaining = this.maxMessageChars;

  for (const issue of issues) {
    if (remaining <= 0) {
      messages.push('Further validation errors were omitted');
      break;
    }
    let message = issue.message;
    if (issue.path && issue.path.length > 0) {
      const dottedPath = issue.path
        .map((segment) =>
          typeof segment === 'object' && segment !== null ? String(segment.key) : String(segment),
        )
        .join('.');
      message = `${dottedPath}: ${issue.message}`;
    }
    remaining -= message.length;
    messages.push(message);
  }
  return messages;
}

interface ValidationIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
}

// spec: servers-18
/** Tests a MIME type against the owner's expected file type (a string or a regular expression). */
export function matchesExpectedFileType(this: { expectedType: string | RegExp }, mimeType: string): boolean {
  const expected = this.expectedType;
  if (typeof expected === 'string') {
    if (expected === mimeType) return true;
    const source = /[a-z0-9]$/i.test(expected) ? `(?:${expected})(?![\\w-])` : expected;
    return new RegExp(source).test(mimeType);
  }
  // Copy the expression so a global/sticky lastIndex is neither shared nor mutated.
  return new RegExp(expected).test(mimeType);
}

// spec: servers-19
/** Prunes a validation-error tree once the budget of message characters is spent. */
export function truncateValidationTree(
  errors: ValidationErrorNode[],
  budget: MessageBudget,
  parentPathLength = 0,
): ValidationErrorNode[] {
  const kept: ValidationErrorNode[] = [];
  let changed = false;

  for (const error of errors) {
    if (budget.remaining <= 0) {
      budget.exceeded = true;
      return kept;
    }
    const pathLength = parentPathLength + String(error.property).length + 1;
    for (const message of Object.values(error.constraints ?? {})) {
      budget.remaining -= pathLength + String(message).length;
    }

    const children = error.children;
    const prunedChildren = children ? truncateValidationTree(children, budget, pathLength) : children;
    if (prunedChildren === children) {
      kept.push(error);
    } else {
      kept.push({ ...error, children: prunedChildren });
      changed = true;
    }
  }
  return changed ? kept : errors;
}

export interface ValidationErrorNode {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorNode[];
}

export interface MessageBudget {
  remaining: number;
  exceeded: boolean;
}

// spec: servers-20
/** Converts an error (with its causes and aggregated errors) into a plain loggable object. */
export function serializeErrorForLog(
  error: Error,
  depth = 0,
  ancestors: Set<Error> = new Set(),
): Record<string, unknown> {
  const MAX_DEPTH = 5;
  const output: Record<string, unknown> = {
    name: error.name,
    message: error.message,
    stack: error.stack,
  };

  for (const [key, value] of Object.entries(error)) {
    if (key in output || key === 'cause' || key === 'errors') continue;
    const isPrimitive = value === null || (typeof value !== 'object' && typeof value !== 'function');
    if (isPrimitive) output[key] = value;
  }

  const serializeNested = (value: unknown): unknown => {
    if (!(value instanceof Error)) return value;
    if (ancestors.has(value)) return '[Circular]';
    if (depth + 1 > MAX_DEPTH) return '[Truncated]';
    return serializeErrorForLog(value, depth + 1, ancestors);
  };

  ancestors.add(error);
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined) output.cause = serializeNested(cause);
  const nestedErrors = (error as { errors?: unknown }).errors;
  if (Array.isArray(nestedErrors)) output.errors = nestedErrors.map(serializeNested);
  ancestors.delete(error);

  return output;
}

// spec: servers-21
/** Parses a Cookie header into a prototype-less dictionary; the first occurrence of a name wins. */
export function parseCookieHeader(header: string | string[] | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (!header) return cookies;

  const text = Array.isArray(header) ? header.join('; ') : String(header);
  const trimSpacesAndTabs = (value: string): string => value.replace(/^[ \t]+|[ \t]+$/g, '');

  for (const piece of text.split(';')) {
    const equalsIndex = piece.indexOf('=');
    if (equalsIndex === -1) continue;

    const name = trimSpacesAndTabs(piece.slice(0, equalsIndex));
    if (!name || name in cookies) continue;

    let value = trimSpacesAndTabs(piece.slice(equalsIndex + 1));
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        // keep the raw value when it is not valid percent-encoding
      }
    }
    cookies[name] = value;
  }
  return cookies;
}

// spec: servers-22
/** Verifies a signed cookie against the owner's secrets; returns the unsigned value or undefined. */
export function unsignCookieValue(this: { secrets: ReadonlyArray<string | Buffer> }, signed: unknown): string | undefined {
  if (typeof signed !== 'string') return undefined;

  const unprefixed = signed.startsWith('s:') ? signed.slice(2) : signed;
  const dotIndex = unprefixed.lastIndexOf('.');
  if (dotIndex === -1) return undefined;

  const value = unprefixed.slice(0, dotIndex);
  const givenSignature = Buffer.from(unprefixed.slice(dotIndex + 1));
  let matched = false;

  // Every secret is checked so the timing does not reveal which one matched.
  for (const secret of this.secrets) {
    const expected = Buffer.from(
      createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, ''),
    );
    if (expected.length === givenSignature.length && timingSafeEqual(expected, givenSignature)) {
      matched = true;
    }
  }
  return matched ? value : undefined;
}

// spec: servers-23
/** Splits a header value at `separator`, ignoring separators inside double-quoted strings. */
export function splitOutsideQuotes(input: string, separator: string): string[] {
  const parts: string[] = [];
  let partStart = 0;
  let insideQuotes = false;

  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (insideQuotes && char === '\\') {
      index++;
    } else if (char === '"') {
      insideQuotes = !insideQuotes;
    } else if (char === separator && !insideQuotes) {
      parts.push(input.slice(partStart, index));
      partStart = index + 1;
    }
  }
  parts.push(input.slice(partStart));
  return parts;
}

// spec: servers-24
/** Finds a version parameter (e.g. `v=2`) in the media ranges of an Accept header. */
export function versionFromAcceptHeader(
  header: string | string[] | undefined,
  parameterKey: string,
): string | undefined {
  const entries = header === undefined ? [] : Array.isArray(header) ? header : [header];

  for (const entry of entries) {
    for (const mediaRange of splitRespectingQuotes(entry, ',')) {
      const [, ...parameters] = splitRespectingQuotes(mediaRange, ';');
      for (const rawParameter of parameters) {
        const parameter = rawParameter.trim();
        if (!parameter.startsWith(parameterKey)) continue;
        const value = parameter.slice(parameterKey.length);
        if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
          return value.slice(1, -1).replace(/\\(.)/gs, '$1');
        }
        return value;
      }
    }
  }
  return undefined;
}

function splitRespectingQuotes(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '\\') i++;
    else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

// spec: servers-25
/** Whether a parameter/wildcard is followed in the same segment by text with cased letters. */
export function hasCasedSuffixAfterParameter(tokens: RouteToken[]): boolean {
  const state = { afterParameter: false };

  const visit = (list: RouteToken[]): boolean => {
    for (const token of list) {
      if (token.type === 'text') {
        const text = String(token.value ?? '');
        const beforeSlash = text.split('/')[0];
        if (state.afterParameter && beforeSlash.toLowerCase() !== beforeSlash.toUpperCase()) {
          return true;
        }
        if (text.includes('/')) state.afterParameter = false;
      } else if (token.type === 'group') {
        const wasAfterParameter = state.afterParameter;
        const found = visit(token.tokens ?? []);
        state.afterParameter = wasAfterParameter || state.afterParameter;
        if (found) return true;
      } else {
        state.afterParameter = true;
      }
    }
    return false;
  };

  return visit(tokens);
}

export type RouteToken =
  | { type: 'text'; value: string }
  | { type: 'group'; tokens: RouteToken[] }
  | { type: string; name?: string; value?: string; tokens?: RouteToken[] };

// spec: servers-26
/** Formats one message as `text/event-stream` text. */
export function formatServerSentEvent(message: ServerSentEvent): string {
  const singleLine = (value: unknown): string => String(value).replace(/[\r\n]/g, '');
  const lineBreak = /\r\n|\r|\n/;
  let output = '';

  if (message.type) output += `event: ${singleLine(message.type)}\n`;
  if (message.id != null) output += `id: ${singleLine(message.id)}\n`;
  if (message.retry != null) output += `retry: ${singleLine(message.retry)}\n`;

  if (message.comment != null) {
    output += String(message.comment)
      .split(lineBreak)
      .map((line) => `: ${line}\n`)
      .join('');
  }

  if (message.data != null) {
    const data = typeof message.data === 'object' ? JSON.stringify(message.data) : String(message.data);
    output += data
      .split(lineBreak)
      .map((line) => `data: ${line}\n`)
      .join('');
  }

  return `${output}\n`;
}

export interface ServerSentEvent {
  type?: string;
  id?: string | number | null;
  retry?: number | null;
  comment?: string | null;
  data?: unknown;
}

// spec: servers-27
/** Recognizes errors from common HTTP frameworks, or values shaped like HTTP errors. */
export function isHttpLikeError(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  const statusCode = candidate.statusCode;

  const isFastify =
    (candidate.constructor?.name === 'FastifyError' || candidate.code === 'FST_ERR_VALIDATION') &&
    typeof candidate.code === 'string' &&
    typeof statusCode === 'number';
  if (isFastify) return true;

  const isHttpErrorsStyle =
    typeof candidate.expose === 'boolean' &&
    typeof statusCode === 'number' &&
    candidate.status === statusCode &&
    value instanceof Error;
  if (isHttpErrorsStyle) return true;

  return (
    !(value instanceof Error) &&
    typeof statusCode === 'number' &&
    Number.isInteger(statusCode) &&
    statusCode >= 400 &&
    statusCode <= 599 &&
    typeof candidate.message === 'string' &&
    candidate.message.length > 0
  );
}

// spec: servers-28
/** Merges the metadata values stored under `key` on several targets. */
export function mergeMetadataOf(
  this: { lookupAll(key: unknown, targets: readonly unknown[]): unknown[] },
  key: unknown,
  targets: readonly unknown[],
): unknown {
  const values = this.lookupAll(key, targets).filter((value) => value !== undefined);
  if (values.length === 0) return values;
  if (values.length === 1) {
    const [only] = values;
    return typeof only === 'object' && only !== null ? only : values;
  }

  const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
  return values.reduce((accumulated, next) => {
    if (Array.isArray(accumulated)) return accumulated.concat(next);
    if (isObject(accumulated) && isObject(next) && !Array.isArray(next)) {
      return { ...accumulated, ...next };
    }
    return [accumulated].concat(next);
  });
}

// spec: servers-29
/** Returns a deterministic id unique within the process for the given string. */
export function uniqueHashId(input: string, startSuffix = 0): string {
  let suffix = Math.max(startSuffix, nextSuffixByInput.get(input) ?? 0);
  const candidateFor = (n: number): string => javaStringHash(n === 0 ? input : `${input}_${n}`);

  let candidate = candidateFor(suffix);
  while (issuedIds.has(candidate)) {
    suffix++;
    candidate = candidateFor(suffix);
  }
  issuedIds.add(candidate);
  nextSuffixByInput.set(input, suffix + 1);
  return candidate;
}

function javaStringHash(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return String(hash);
}

const issuedIds = new Set<string>();
const nextSuffixByInput = new Map<string, number>();

// spec: servers-30
/** Builds the URL at which a listening server can be reached. */
export function listeningUrl(
  this: { protocol: 'http' | 'https'; host: string },
  address: string | AddressInfo,
): string {
  if (typeof address === 'string') {
    if (process.platform === 'win32') return address;
    return `${this.protocol}+unix://${encodeURIComponent(address)}`;
  }

  let host = this.host;
  if (address.family === 'IPv6') {
    host = host === '::' ? '[::1]' : `[${host}]`;
  } else if (host === '0.0.0.0') {
    host = '127.0.0.1';
  }
  return `${this.protocol}://${host}:${address.port}`;
}

// spec: servers-31
/** Encodes histogram counts with runs of zeros compressed to negative run lengths. */
export function encodeSparseHistogram(this: { buckets: number[] }): number[] {
  const encoded: number[] = [];
  let pendingZeros = 0;

  for (const count of this.buckets) {
    if (count === 0) {
      pendingZeros++;
      continue;
    }
    if (pendingZeros === 1) encoded.push(0);
    else if (pendingZeros > 1) encoded.push(-pendingZeros);
    encoded.push(Math.floor(count));
    pendingZeros = 0;
  }
  return encoded;
}

// spec: servers-32
/** Maps a nanosecond duration to one of 384 logarithmic (factor 1.1) histogram buckets. */
export function durationToBucket(durationNs: number): number {
  const BUCKET_COUNT = 384;
  const bucket = Math.ceil(Math.log(durationNs / 1000) / Math.log(1.1));
  if (!(bucket > 0)) return 0;
  if (bucket >= BUCKET_COUNT) return BUCKET_COUNT - 1;
  return bucket;
}

// spec: servers-33
/** Adds `amount` to a histogram bucket, growing the owner's bucket list on demand. */
export function incrementHistogramBucket(this: { buckets: number[] }, bucketIndex: number, amount = 1): void {
  const MAX_BUCKETS = 384;
  if (bucketIndex >= MAX_BUCKETS) {
    throw new Error('Bucket is out of bounds of the buckets array');
  }
  if (bucketIndex >= this.buckets.length) {
    const previousLength = this.buckets.length;
    this.buckets.length = bucketIndex + 1;
    this.buckets.fill(0, previousLength);
  }
  this.buckets[bucketIndex] += amount;
}

// spec: servers-34
/** Classifies an existing Cache-Control header value. */
export function classifyCacheControl(headerValue: string | null | undefined): CacheControlClassification {
  if (!headerValue) return { kind: 'no-header' };
  if (headerValue === 'no-store') return { kind: 'uncacheable' };

  const match = /^max-age=(\d+), (public|private)$/.exec(headerValue);
  if (!match) return { kind: 'unparsable' };

  return {
    kind: 'parsable-and-cacheable',
    hint: {
      maxAge: Number(match[1]),
      scope: match[2] === 'public' ? 'PUBLIC' : 'PRIVATE',
    },
  };
}

export type CacheControlClassification =
  | { kind: 'no-header' }
  | { kind: 'uncacheable' }
  | { kind: 'unparsable' }
  | { kind: 'parsable-and-cacheable'; hint: { maxAge: number; scope: 'PUBLIC' | 'PRIVATE' } };

// spec: servers-35
/** Renders a linked response path root-to-leaf as a dotted string. */
export function linkedPathToString(path: LinkedPath | undefined): string {
  if (path === undefined) return '';
  let rendered = String(path.key);
  for (let node = path.prev; node !== undefined; node = node.prev) {
    rendered = `${node.key}.${rendered}`;
  }
  return rendered;
}

export interface LinkedPath {
  key: string | number;
  prev: LinkedPath | undefined;
}

// spec: servers-36
/** Builds a linked path from keys, annotating each step with the type found in a trace tree. */
export function buildTypedPath(
  keys: ReadonlyArray<string | number>,
  root?: TraceTreeNode,
): TypedPathNode | undefined {
  let treeNode: TraceTreeNode | undefined = root;
  let last: TypedPathNode | undefined;

  for (const key of keys) {
    treeNode = treeNode?.children?.find((child) => child.responseName === key);
    last = {
      key,
      prev: last,
      typename: treeNode?.type ?? undefined,
    };
  }
  return last;
}

export interface TraceTreeNode {
  responseName?: string;
  type?: string | null;
  children?: TraceTreeNode[];
}

export interface TypedPathNode {
  key: string | number;
  prev: TypedPathNode | undefined;
  typename: string | undefined;
}

// spec: servers-37
/** Creates a mutable cache policy with restrict / replace / policyIfCacheable operations. */
export function createCachePolicy(): MutableCachePolicy {
  return {
    maxAge: undefined,
    scope: undefined,
    restrict(this: MutableCachePolicy, hint: CachePolicyHint): void {
      if (hint.maxAge !== undefined && (this.maxAge === undefined || hint.maxAge < this.maxAge)) {
        this.maxAge = hint.maxAge;
      }
      if (hint.scope !== undefined && this.scope !== 'PRIVATE') {
        this.scope = hint.scope;
      }
    },
    replace(this: MutableCachePolicy, hint: CachePolicyHint): void {
      if (hint.maxAge !== undefined) this.maxAge = hint.maxAge;
      if (hint.scope !== undefined) this.scope = hint.scope;
    },
    policyIfCacheable(this: MutableCachePolicy): Required<CachePolicyHint> | null {
      if (this.maxAge === undefined || this.maxAge === 0) return null;
      return { maxAge: this.maxAge, scope: this.scope ?? 'PUBLIC' };
    },
  };
}

export interface CachePolicyHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

export interface MutableCachePolicy extends CachePolicyHint {
  restrict(hint: CachePolicyHint): void;
  replace(hint: CachePolicyHint): void;
  policyIfCacheable(): Required<CachePolicyHint> | null;
}

// spec: servers-38
/** Reads a search parameter that must hold a single JSON-encoded object. */
export function jsonObjectSearchParam(
  searchParams: URLSearchParams,
  name: string,
): Record<string, unknown> | undefined {
  const values = searchParams.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) {
    throw new BadRequestError(`The '${name}' search parameter may only be specified once.`);
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(values[0]);
  } catch {
    throw new BadRequestError(`The ${name} search parameter contains invalid JSON.`);
  }

  if (!parsed || typeof parsed !== 'object' || Buffer.isBuffer(parsed) || Array.isArray(parsed)) {
    throw new BadRequestError(`The ${name} search parameter should contain a JSON-encoded object.`);
  }
  return parsed as Record<string, unknown>;
}

class BadRequestError extends Error {
  readonly statusCode = 400;

  constructor(message: string) {
    super(message);
    this.name = 'BadRequestError';
  }
}

// spec: servers-39
/** Throws when a request looks like a "simple" request that could be a CSRF attempt. */
export function assertNotCsrfRequest(
  headers: { get(name: string): string | undefined },
  preflightHeaderNames: readonly string[],
): void {
  const simpleContentTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

  const contentType = headers.get('content-type');
  if (contentType !== undefined) {
    let essence: string;
    try {
      essence = new MIMEType(contentType).essence;
    } catch {
      return; // unparsable content types cannot be sent by a simple form
    }
    if (!simpleContentTypes.includes(essence)) return;
  }

  if (preflightHeaderNames.some((name) => !!headers.get(name))) return;

  throw new CsrfBlockedError(
    'This operation has been blocked as a potential Cross-Site Request Forgery ' +
      `(CSRF). Please either specify a 'content-type' header (with a type that is not one of ${simpleContentTypes.join(', ')}) ` +
      `or provide a non-empty value for one of the following headers: ${preflightHeaderNames.join(', ')}\n`,
  );
}

class CsrfBlockedError extends Error {
  readonly statusCode = 400;

  constructor(message: string) {
    super(message);
    this.name = 'BadRequestError';
  }
}

// spec: servers-40
/** Copies request headers into a trace record according to the sending policy. */
export function copyHeadersToTrace(
  trace: { requestHeaders: Record<string, Trace.HTTP.IValues> },
  headers: Iterable<[string, string]>,
  policy: HeaderSendingPolicy | null | undefined,
): void {
  if (!policy || policy.none || ('all' in policy && !policy.all)) return;

  const neverSent = new Set(['authorization', 'cookie', 'set-cookie']);
  const excluded = policy.exceptNames?.map((name) => name.toLowerCase());
  const included = policy.onlyNames?.map((name) => name.toLowerCase());

  for (const [name, value] of headers) {
    if (excluded?.includes(name)) continue;
    if (included && !included.includes(name)) continue;
    if (neverSent.has(name)) continue;
    trace.requestHeaders[name] = new Trace.HTTP.Values({ value: [value] });
  }
}

export interface HeaderSendingPolicy {
  none?: boolean;
  all?: boolean;
  exceptNames?: string[];
  onlyNames?: string[];
}

// spec: servers-41
/** Returns the block of comment lines written directly above a node, or undefined. */
export function leadingCommentBlock(node: LocatedNode): string | undefined {
  if (!node.loc) return undefined;

  const lines: string[] = [];
  let token = node.loc.startToken.prev;
  while (
    token &&
    token.kind === TokenKind.COMMENT &&
    token.next &&
    token.prev &&
    token.line + 1 === token.next.line &&
    token.line !== token.prev.line
  ) {
    lines.push(String(token.value));
    token = token.prev;
  }

  return lines.length > 0 ? lines.reverse().join('\n') : undefined;
}

interface LocatedNode {
  loc?: { startToken: Token };
}

// spec: servers-42
/** Memoizes a two-argument function in nested weak maps keyed by both (object) arguments. */
export function memoizeByTwoKeys<A extends object, B extends object, R>(
  compute: (first: A, second: B) => R,
): (first: A, second: B) => R {
  const cache = new WeakMap<A, WeakMap<B, R>>();

  return (first: A, second: B): R => {
    let inner = cache.get(first);
    if (!inner) {
      inner = new WeakMap<B, R>();
      cache.set(first, inner);
      const result = compute(first, second);
      inner.set(second, result);
      return result;
    }
    const cached = inner.get(second);
    if (cached === undefined) {
      const result = compute(first, second);
      inner.set(second, result);
      return result;
    }
    return cached;
  };
}

// spec: servers-43
/** Strips common indentation and leading/trailing blank lines from a block string. */
export function dedentBlockString(raw: string): string {
  const lines = raw.split(/\r\n|\r|\n/);
  const isBlank = (line: string): boolean => /^[ \t]*$/.test(line);

  let commonIndent: number | null = null;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (isBlank(line)) continue;
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (commonIndent === null || indent < commonIndent) {
      commonIndent = indent;
      if (commonIndent === 0) break;
    }
  }

  const indentToRemove = commonIndent ?? 0;
  const dedented = indentToRemove === 0
    ? lines
    : lines.map((line, index) => (index === 0 ? line : line.slice(indentToRemove)));

  let first = 0;
  let last = dedented.length;
  while (first < last && isBlank(dedented[first])) first++;
  while (last > first && isBlank(dedented[last - 1])) last--;

  return dedented.slice(first, last).join('\n');
}

// spec: servers-44
/** Converts input to a string and drops a single leading byte-order mark. */
export function stripByteOrderMark(input: { toString(): string }): string {
  const text = input.toString();
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

// spec: servers-45
/** Picks the incremental-delivery spec selected by media-type parameters. */
export function selectIncrementalSpec(
  parameters: Record<string, string>,
  specs: IncrementalDeliverySpec[] = DEFAULT_INCREMENTAL_SPECS,
): IncrementalDeliverySpec | 'unsupported' | undefined {
  let selected: IncrementalDeliverySpec | undefined;

  for (const [name, value] of Object.entries(parameters)) {
    const lowerName = name.toLowerCase();
    const specsForName = specs.filter((spec) => spec.parameterName.toLowerCase() === lowerName);
    if (specsForName.length === 0) continue;

    const match = specsForName.find((spec) => spec.value.toLowerCase() === String(value).toLowerCase());
    if (!match) return 'unsupported';
    selected = match;
  }
  return selected;
}

export interface IncrementalDeliverySpec {
  id: string;
  parameterName: string;
  value: string;
  isDefault?: boolean;
}

const DEFAULT_INCREMENTAL_SPECS: IncrementalDeliverySpec[] = [
  { id: 'v0.1', parameterName: 'deferSpec', value: '20220824', isDefault: true },
  { id: 'v0.2', parameterName: 'incrementalSpec', value: 'v0.2' },
];

// spec: servers-46
/** Builds a `multipart/mixed` content-type, optionally echoing the negotiated spec parameter. */
export function multipartContentType(
  spec?: { parameterName: string; value: string } | null,
  options: { boundary?: string; echoSpec?: boolean } = {},
): string {
  const boundary = options.boundary ?? '-';
  const base = `multipart/mixed; boundary="${boundary}"`;
  if (spec == null || options.echoSpec !== true) return base;
  return `${base}; ${spec.parameterName}=${spec.value}`;
}

// spec: servers-47
/** Returns a generator of variable names that do not collide with keys of `takenNames`. */
export function createFreeNameGenerator(takenNames: object): (baseName: string) => string {
  let counter = 0;
  return (baseName: string): string => {
    let candidate: string;
    do {
      candidate = counter === 0 ? baseName : `_v${counter}_${baseName}`;
      counter++;
    } while (candidate in takenNames);
    return candidate;
  };
}

// spec: servers-48
/** Appends items to the list at `path` inside `target`, creating intermediate containers. */
export function appendItemsAtPath(
  target: Record<string | number, unknown>,
  path: ReadonlyArray<string | number>,
  items: readonly unknown[],
): void {
  const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
  const isSafeSegment = (segment: unknown): boolean =>
    (typeof segment === 'string' || typeof segment === 'number') && !forbidden.has(String(segment));
  if (path.length === 0 || !path.every(isSafeSegment)) return;

  const hasValue = (container: Record<string | number, unknown>, key: string | number): boolean =>
    Object.prototype.hasOwnProperty.call(container, key) && container[key] != null;

  let current = target;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i];
    if (!hasValue(current, segment)) {
      current[segment] = typeof path[i + 1] === 'number' ? [] : {};
    }
    current = current[segment] as Record<string | number, unknown>;
  }

  const lastSegment = path[path.length - 1];
  if (!hasValue(current, lastSegment)) current[lastSegment] = [];
  const destination = current[lastSegment];
  if (Array.isArray(destination)) {
    for (const item of items) destination.push(item);
  }
}

// spec: servers-49
/** Display name of a syntax-tree node: its alias, else its name, else its kind. */
export function syntaxNodeDisplayName(node: NamedSyntaxNode): string {
  let displayName: string | undefined | null;
  if ('alias' in node) displayName = node.alias?.value;
  if (displayName == null && 'name' in node) displayName = node.name?.value;
  return displayName ?? node.kind;
}

interface NamedSyntaxNode {
  kind: string;
  alias?: { value: string } | null;
  name?: { value: string } | null;
}

// spec: servers-50
/** Renders any value as a short string for use in error messages. */
export function describeValue(value: unknown, toJsonHops = 3): string {
  if (toJsonHops > 0 && value != null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    try {
      const converted = (value as { toJSON(): unknown }).toJSON();
      if (converted !== value) {
        return typeof converted === 'string' ? converted : describeValue(converted, toJsonHops - 1);
      }
    } catch {
      // fall through to the generic rendering
    }
  }

  if (nodeUtilModule) {
    return nodeUtilModule
      .inspect(value, { depth: 3, colors: false, compact: true, breakLength: Infinity })
      .replaceAll('[Object: null prototype] ', '');
  }

  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return value.name ? `[function ${value.name}]` : '[function]';
  if (value === undefined) return 'undefined';
  try {
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  } catch {
    return String(value);
  }
}

const nodeUtilModule: typeof import('node:util') | undefined = (() => {
  try {
    const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
    return runtime?.getBuiltinModule?.('util') as typeof import('node:util') | undefined;
  } catch {
    return undefined;
  }
})();

// spec: servers-51
/**
 * Reads one element of a PostgreSQL array literal. Returns the unescaped element text and the
 * index to continue from (after a closing quote, or at the unconsumed `,` / `}`).
 */
export function readPgArrayElement(literal: string, start: number, quoted: boolean): [string, number] {
  const unescape = (text: string): string => text.replace(/\\/g, '');

  for (let index = start; index < literal.length; index++) {
    const char = literal[index];
    if (char === '\\') {
      index++;
    } else if (char === '"') {
      return [unescape(literal.slice(start, index)), index + 1];
    } else if (!quoted && (char === ',' || char === '}')) {
      return [unescape(literal.slice(start, index)), index];
    }
  }
  return [unescape(literal.slice(start)), literal.length];
}

// spec: servers-52
/** Parses a (possibly nested) PostgreSQL array literal body that starts after an opening brace. */
export function parsePgArrayBody(literal: string, start = 0): [PgArrayValue[], number] {
  const elements: PgArrayValue[] = [];
  let previousWasComma = false;
  let index = start;

  while (index < literal.length) {
    const char = literal[index];

    if (char === ',') {
      if (previousWasComma || index === start) elements.push('');
      previousWasComma = true;
      index++;
      continue;
    }
    previousWasComma = false;

    if (char === '\\') {
      index += 2;
    } else if (char === '"') {
      const [element, next] = scanPgElement(literal, index + 1, true);
      elements.push(element);
      index = next;
    } else if (char === '}') {
      return [elements, index + 1];
    } else if (char === '{') {
      const [nested, next] = parsePgArrayBody(literal, index + 1);
      elements.push(nested);
      index = next;
    } else {
      const [element, next] = scanPgElement(literal, index, false);
      elements.push(element);
      index = next;
    }
  }
  return [elements, literal.length];
}

function scanPgElement(literal: string, start: number, quoted: boolean): [string, number] {
  for (let i = start; i < literal.length; i++) {
    const char = literal[i];
    if (char === '\\') i++;
    else if (char === '"') return [literal.slice(start, i).replace(/\\/g, ''), i + 1];
    else if (!quoted && (char === ',' || char === '}')) return [literal.slice(start, i).replace(/\\/g, ''), i];
  }
  return [literal.slice(start).replace(/\\/g, ''), literal.length];
}

export type PgArrayValue = string | PgArrayValue[];

// spec: servers-53
/** Serializes a (possibly nested) list as a PostgreSQL array literal. */
export function toPgArrayLiteral(items: readonly unknown[]): string {
  const pieces = items.map((item) => {
    if (Array.isArray(item)) return toPgArrayLiteral(item);
    if (typeof item === 'string') {
      return `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    }
    return `${item}`;
  });
  return `{${pieces.join(',')}}`;
}


// spec: servers-54
/** Converts identifiers such as `user_id`, `XMLHttp` or `it's ok` to camelCase. */
export function toCamelCase(input: string): string {
  const words = input.replace(/['\u2019]/g, '').match(/[a-z0-9]+|[A-Z]+(?![a-z])|[A-Z][a-z0-9]+/g);
  if (!words) return '';
  return words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

// spec: servers-55
/** Mixes the prototype members of several classes into a base class's prototype. */
export function applyClassMixins(
  baseClass: { prototype: object },
  mixins: ReadonlyArray<{ prototype: object }>,
): void {
  for (const mixin of mixins) {
    for (const memberName of Object.getOwnPropertyNames(mixin.prototype)) {
      if (memberName === 'constructor') continue;
      const descriptor =
        Object.getOwnPropertyDescriptor(mixin.prototype, memberName) ?? (Object.create(null) as PropertyDescriptor);
      Object.defineProperty(baseClass.prototype, memberName, descriptor);
    }
  }
}

// spec: servers-56
/** Loads the SQL migrations listed in `meta/_journal.json` of the configured folder. */
export function loadJournalMigrations(config: { migrationsFolder: string }): MigrationMeta[] {
  const folder = config.migrationsFolder;
  const journalPath = join(folder, 'meta', '_journal.json');
  if (!existsSync(journalPath)) {
    throw new Error("Can't find meta/_journal.json file");
  }

  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string; breakpoints: boolean; when: number }>;
  };

  return journal.entries.map((entry) => {
    const migrationPath = join(folder, `${entry.tag}.sql`);
    try {
      const text = readFileSync(migrationPath, 'utf8');
      return {
        sql: text.split('--> statement-breakpoint'),
        bps: entry.breakpoints,
        folderMillis: entry.when,
        hash: createHash('sha256').update(text).digest('hex'),
      };
    } catch {
      throw new Error(`No file ${migrationPath} found in ${folder} folder`);
    }
  });
}

export interface MigrationMeta {
  sql: string[];
  bps: boolean;
  folderMillis: number;
  hash: string;
}

// spec: servers-57
/** Concatenates compiled query fragments into a single query. */
export function concatCompiledQueries(fragments: readonly CompiledQuery[]): CompiledQuery {
  const combined: CompiledQuery = { sql: '', params: [] };
  for (const fragment of fragments) {
    combined.sql += fragment.sql;
    combined.params.push(...fragment.params);
    if (fragment.typings && fragment.typings.length > 0) {
      combined.typings ??= [];
      combined.typings.push(...fragment.typings);
    }
  }
  return combined;
}

export interface CompiledQuery {
  sql: string;
  params: unknown[];
  typings?: unknown[];
}

// spec: servers-58
/** SHA-256 cache key (lower-case hex) for a query's SQL text and parameters. */
export async function queryCacheKey(sql: string, params: readonly unknown[]): Promise<string> {
  const bytes = new TextEncoder().encode(`${sql}-${JSON.stringify(params)}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// spec: servers-59
/** Converts a JavaScript value into an RDS Data API parameter value with an optional type hint. */
export function toRdsDataParameter(
  value: unknown,
  typeName?: string,
): { value: Field; typeHint: TypeHint | undefined } {
  const hintsByName: Record<string, TypeHint> = {
    date: TypeHint.DATE,
    decimal: TypeHint.DECIMAL,
    json: TypeHint.JSON,
    time: TypeHint.TIME,
    timestamp: TypeHint.TIMESTAMP,
    uuid: TypeHint.UUID,
  };
  const typeHint = typeName !== undefined && Object.hasOwn(hintsByName, typeName) ? hintsByName[typeName] : undefined;

  if (value === null) return { value: { isNull: true }, typeHint };

  if (typeof value === 'string') {
    let stringValue = value;
    if (typeHint === TypeHint.DATE) stringValue = value.split('T')[0];
    else if (typeHint === TypeHint.TIMESTAMP) stringValue = value.replace('T', ' ').replace('Z', '');
    return { value: { stringValue }, typeHint };
  }

  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? { value: { longValue: value }, typeHint }
      : { value: { doubleValue: value }, typeHint };
  }

  if (typeof value === 'boolean') return { value: { booleanValue: value }, typeHint };

  if (value instanceof Date) {
    return { value: { stringValue: value.toISOString().replace('T', ' ').replace('Z', '') }, typeHint };
  }

  throw new Error(`Unknown type for ${value}`);
}

// spec: servers-60
/** Decodes a PostGIS EWKB point (hex) into `[x, y]`. */
export function decodeEwkbPoint(hex: string): [number, number] {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  const view = new DataView(bytes.buffer);
  const littleEndian = bytes[0] === 1;

  let offset = 1;
  const geometryType = view.getUint32(offset, littleEndian);
  offset += 4;

  const HAS_SRID_FLAG = 0x20000000;
  if (geometryType & HAS_SRID_FLAG) {
    view.getUint32(offset, littleEndian); // spatial reference id, unused
    offset += 4;
  }

  const POINT_TYPE = 1;
  if ((geometryType & 0xffff) === POINT_TYPE) {
    const x = view.getFloat64(offset, true);
    const y = view.getFloat64(offset + 8, true);
    return [x, y];
  }
  throw new Error('Unsupported geometry type');
}
