import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { Readable } from 'node:stream';
import { domainToASCII } from 'node:url';

// spec: db-01
/**
 * Serializes a JavaScript list as the text of a database array literal, e.g. `{1,"a b",NULL}`.
 */
export function toArrayLiteral(values: readonly unknown[]): string {
  const parts = values.map((element): string => {
    if (element === null || element === undefined) return 'NULL';
    if (Array.isArray(element)) return toArrayLiteral(element);
    if (ArrayBuffer.isView(element)) {
      const bytes = Buffer.isBuffer(element)
        ? element
        : Buffer.from(element.buffer, element.byteOffset, element.byteLength);
      return `\\\\x${bytes.toString('hex')}`;
    }
    const escaped = prepareParameterText(element).replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    return `"${escaped}"`;
  });
  return `{${parts.join(',')}}`;
}

/** Companion value preparation: turns a single bind value into its parameter text. */
function prepareParameterText(value: unknown): string {
  if (value instanceof Date) return formatLocalTimestamp(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

// spec: db-02
/**
 * Formats a date in local time with its numeric UTC offset, e.g. `2024-03-05T14:07:09.042+01:00`.
 * Years below 1 are written as BC years.
 */
export function formatLocalTimestamp(date: Date): string {
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

  let year = date.getFullYear();
  const isBeforeChrist = year < 1;
  if (isBeforeChrist) year = Math.abs(year) + 1;

  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absoluteOffset = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.floor(absoluteOffset / 60))}:${pad(absoluteOffset % 60)}`;

  const stamp =
    `${pad(year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${offset}`;

  return isBeforeChrist ? `${stamp} BC` : stamp;
}

// spec: db-03
/**
 * Quotes text as an SQL string literal; uses the ` E'...'` escape-string form when backslashes occur.
 */
export function quoteSqlLiteral(value: unknown): string {
  if (typeof value !== 'string') return "''";

  let sawBackslash = false;
  let body = '';
  for (const character of value) {
    if (character === "'") {
      body += "''";
    } else if (character === '\\') {
      body += '\\\\';
      sawBackslash = true;
    } else {
      body += character;
    }
  }

  const quoted = `'${body}'`;
  return sawBackslash ? ` E${quoted}` : quoted;
}

// spec: db-04
/**
 * Resolves one connection setting: configuration first, then the environment, then the defaults table.
 * `envVariable` undefined means `PG<KEY>`; `false` disables the environment lookup.
 */
export function resolveConnectionSetting(
  key: string,
  config: Record<string, unknown>,
  envVariable?: string | false,
): unknown {
  const configured = config[key];
  if (configured) return configured;

  let fromEnvironment: string | false | undefined;
  if (envVariable === undefined) {
    fromEnvironment = process.env[`PG${key.toUpperCase()}`];
  } else if (envVariable === false) {
    fromEnvironment = false;
  } else {
    fromEnvironment = process.env[envVariable];
  }

  return fromEnvironment || connectionDefaults[key];
}

/** Shared module-level defaults for connection settings. */
const connectionDefaults: Record<string, unknown> = {
  host: 'localhost',
  user: process.platform === 'win32' ? process.env.USERNAME : process.env.USER,
  database: undefined,
  password: null,
  port: 5432,
  ssl: false,
  application_name: undefined,
  connect_timeout: 0,
  client_encoding: '',
  options: undefined,
};

// spec: db-05
/**
 * Reduced SASLprep: maps non-ASCII spaces to a space, removes "mapped to nothing" characters,
 * then applies NFKC normalization.
 */
export function prepareScramPassword(password: string): string {
  return password
    .replace(/[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000]/g, ' ')
    .replace(/[\u00AD\u034F\u1806\u180B\u180C\u180D\u200C\u200D\u2060\uFE00-\uFE0F\uFEFF]/g, '')
    .normalize('NFKC');
}

// spec: db-06
export interface ScramSession {
  mechanism: string;
  clientNonce: string;
  response: string;
  message: 'SASLInitialResponse';
  maxIterations: number;
}

/** Starts a SCRAM-SHA-256 (optionally channel-bound) exchange from the server's offered mechanisms. */
export function beginScramExchange(
  offeredMechanisms: readonly string[],
  secureSocket?: { getPeerCertificate?: unknown },
  maxIterations = 100000,
): ScramSession {
  const candidates = secureSocket ? ['SCRAM-SHA-256-PLUS', 'SCRAM-SHA-256'] : ['SCRAM-SHA-256'];
  const mechanism = candidates.find((candidate) => offeredMechanisms.includes(candidate));
  if (!mechanism) {
    throw new Error(`SASL: Only mechanism(s) ${candidates.join(' and ')} are supported`);
  }

  const wantsChannelBinding = mechanism === 'SCRAM-SHA-256-PLUS';
  if (wantsChannelBinding && typeof secureSocket?.getPeerCertificate !== 'function') {
    throw new Error('SASL: Mechanism SCRAM-SHA-256-PLUS requires a certificate');
  }

  const clientNonce = randomBytes(18).toString('base64');
  const bindingHeader = wantsChannelBinding ? 'p=tls-server-end-point' : secureSocket ? 'y' : 'n';

  return {
    mechanism,
    clientNonce,
    response: `${bindingHeader},,n=*,r=${clientNonce}`,
    message: 'SASLInitialResponse',
    maxIterations,
  };
}

// spec: db-07
/** Parses and validates a SCRAM server-first-message (`r=...,s=...,i=...`). */
export function parseScramServerFirstMessage(text: unknown): {
  nonce: string;
  salt: string;
  iterationCount: number;
} {
  if (typeof text !== 'string') {
    throw new TypeError('SASL: attribute pairs text must be a string');
  }

  const attributes = new Map<string, string>();
  for (const entry of text.split(',')) {
    const match = /^(.)=(.*)$/s.exec(entry);
    if (!match) throw new Error('SASL: Invalid attribute pair entry');
    attributes.set(match[1], match[2]);
  }

  const fail = (reason: string): never => {
    throw new Error(`SASL: SCRAM-SERVER-FIRST-MESSAGE: ${reason}`);
  };

  const nonce = attributes.get('r');
  if (nonce === undefined) fail('nonce missing');
  const isPrintable = [...nonce!].every((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x21 && code <= 0x7e && code !== 0x2c;
  });
  if (!isPrintable) fail('nonce must only contain printable characters');

  const salt = attributes.get('s');
  if (salt === undefined) fail('salt missing');
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(salt!)) {
    fail('salt must be base64');
  }

  const iterationText = attributes.get('i');
  if (iterationText === undefined) fail('iteration missing');
  if (!/^[1-9][0-9]*$/.test(iterationText!)) fail('invalid iteration count');

  return { nonce: nonce!, salt: salt!, iterationCount: parseInt(iterationText!, 10) };
}

// spec: db-08
/**
 * Reads a DER-encoded OBJECT IDENTIFIER at `position`; returns its dotted form and the position after it.
 */
export function readDerObjectIdentifier(
  bytes: Uint8Array,
  position: number,
): { oid: string; nextPosition: number } {
  const certificateError = (reason: string): Error =>
    new Error(
      `SASL channel binding: ${reason} when parsing public certificate ${Buffer.from(bytes).toString('base64')}`,
    );

  let cursor = position;
  if (bytes[cursor++] !== 0x06) throw certificateError('non-OID data');

  let length = bytes[cursor++];
  if (length >= 0x80) {
    const lengthByteCount = length & 0x7f;
    if (lengthByteCount > 4) throw certificateError('bad length');
    length = 0;
    for (let index = 0; index < lengthByteCount; index++) {
      length = length * 256 + bytes[cursor++];
    }
  }

  const end = cursor + length;
  const leading = bytes[cursor++];
  const components: number[] = [Math.floor(leading / 40), leading % 40];

  while (cursor < end) {
    let component = 0;
    while (cursor < end) {
      const byte = bytes[cursor++];
      component = component * 128 + (byte & 0x7f);
      if (byte < 0x80) break;
    }
    components.push(component);
  }

  return { oid: components.join('.'), nextPosition: end };
}

// spec: db-09
export interface CommandOutcome {
  commandName: string | null;
  objectId: number | null;
  affectedRows: number | null;
}

/** Records a command-complete tag such as `INSERT 0 5` on the receiver. */
export function recordCommandCompletion(
  this: CommandOutcome,
  message: { text?: string; command?: string },
): void {
  const tag = message.text || message.command || '';
  const match = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/.exec(tag);
  if (!match) return;

  const [, word, firstNumber, secondNumber] = match;
  this.commandName = word;

  if (secondNumber !== undefined) {
    this.objectId = parseInt(firstNumber, 10);
    this.affectedRows = parseInt(secondNumber, 10);
  } else if (firstNumber !== undefined) {
    this.affectedRows = parseInt(firstNumber, 10);
  }
}

// spec: db-10
/** Coerces a configuration value to a finite number, or returns the fallback. */
export function toFiniteNumberOr<T>(value: unknown, fallback: T): number | T {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

// spec: db-11
/** Escapes text as a double-quoted JavaScript string literal, relying on the JSON serializer. */
export function toJsStringLiteral(text: string | number): string {
  return JSON.stringify({ [text]: 1 }).slice(1, -3);
}

// spec: db-12
/** XORs `data` with `key`, repeating the key cyclically; returns a new buffer. */
export function xorWithKey(data: Buffer, key: Buffer): Buffer {
  const output = Buffer.alloc(data.length);
  for (let index = 0; index < data.length; index++) {
    output[index] = data[index] ^ key[index % key.length];
  }
  return output;
}

// spec: db-13
/** Computes the legacy SHA-1 challenge-response token from the password digest and two scrambles. */
export function computeLegacyScrambleReply(
  passwordDigest: Buffer,
  firstScramble: Buffer,
  secondScramble: Buffer,
): Buffer {
  const firstPart = firstScramble.subarray(0, 8);
  const secondPart = secondScramble.subarray(0, 12);

  const stageTwo = sha1Digest(passwordDigest);
  const stageThree = sha1Digest(firstPart, secondPart, stageTwo);

  const reply = Buffer.alloc(stageThree.length);
  for (let index = 0; index < stageThree.length; index++) {
    reply[index] = stageThree[index] ^ passwordDigest[index];
  }
  return reply;
}

function sha1Digest(...chunks: Uint8Array[]): Buffer {
  const hash = createHash('sha1');
  chunks.forEach((chunk) => hash.update(chunk));
  return hash.digest();
}

// spec: db-14
/** Days from 1970-01-01 to a proleptic Gregorian date (era-based civil-date algorithm). */
export function daysFromCivilDate(year: number, month: number, day: number): number {
  const adjustedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(adjustedYear / 400);
  const yearOfEra = adjustedYear - era * 400;
  const dayOfYear = Math.trunc((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.trunc(yearOfEra / 4) - Math.trunc(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

// spec: db-15
/** JSON.parse reviver that returns unsafe integers as their exact source text. */
export function exactBigIntegerReviver(
  _key: string,
  value: unknown,
  context?: { source?: string },
): unknown {
  if (
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context &&
    typeof context.source === 'string' &&
    /^-?\d+$/.test(context.source)
  ) {
    return context.source;
  }
  return value;
}

// spec: db-16
/** Coerces a bind value for an integer column to a bigint, with descriptive errors. */
export function toIntegerParameter(value: unknown, typeName: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 1n : 0n;

  if (typeof value === 'number') {
    if (!Number.isInteger(value)) {
      throw new TypeError(`${typeName} parameter must be an integer, got ${value}`);
    }
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(
        `${typeName} parameter ${value} exceeds Number.MAX_SAFE_INTEGER and has already lost precision; pass a string or BigInt instead`,
      );
    }
    return BigInt(value);
  }

  if (typeof value === 'string') {
    try {
      return BigInt(value.trim());
    } catch (cause) {
      throw new TypeError(`${typeName} parameter must be an integer, got ${JSON.stringify(value)}`, {
        cause,
      });
    }
  }

  throw new TypeError(`${typeName} parameter must be an integer, got ${typeof value}`);
}

// spec: db-17
export interface TimeParts {
  negative: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  microseconds: number;
}

/** Splits a TIME parameter (milliseconds or `[-]H:MM:SS[.ffffff]`) into its components. */
export function splitTimeParameter(value: unknown): TimeParts {
  let negative: boolean;
  let totalHours: number;
  let minutes: number;
  let seconds: number;
  let microseconds: number;

  if (typeof value === 'number') {
    negative = value < 0;
    const milliseconds = Math.abs(value);
    microseconds = Math.round((milliseconds % 1000) * 1000);
    const wholeSeconds = Math.floor(milliseconds / 1000);
    seconds = wholeSeconds % 60;
    minutes = Math.floor(wholeSeconds / 60) % 60;
    totalHours = Math.floor(wholeSeconds / 3600);
  } else {
    const text = String(value);
    const match = /^(-)?(\d+):([0-5]?\d):([0-5]?\d)(?:\.(\d{1,6}))?$/.exec(text);
    if (!match) {
      throw new TypeError(
        `TIME parameter must be 'HH:MM:SS[.ffffff]' or milliseconds, got ${JSON.stringify(text)}`,
      );
    }
    const [, minus, hourText, minuteText, secondText, fraction] = match;
    negative = minus === '-';
    totalHours = parseInt(hourText, 10);
    minutes = parseInt(minuteText, 10);
    seconds = parseInt(secondText, 10);
    microseconds = fraction ? parseInt(fraction.padEnd(6, '0'), 10) : 0;
  }

  return {
    negative,
    days: Math.floor(totalHours / 24),
    hours: totalHours % 24,
    minutes,
    seconds,
    microseconds,
  };
}

// spec: db-18
/** Reads the 3-byte little-endian payload length at the start of a packet header. */
export function readPacketPayloadLength(bytes: ArrayLike<number>, offset: number): number {
  const low = bytes[offset];
  const middle = bytes[offset + 1];
  const high = bytes[offset + 2];
  if (middle + high === 0) return low;
  return low + (middle << 8) + (high << 16);
}

// spec: db-19
/**
 * Builds the client capability mask from default flag names and a user setting such as
 * `"-COMPRESS, MULTI_STATEMENTS"` (a leading minus removes a default).
 */
export function computeCapabilityMask(
  defaultFlags: readonly string[],
  userFlags: unknown,
): number {
  const userEntries: string[] = Array.isArray(userFlags)
    ? userFlags
    : String(userFlags ?? '').toUpperCase().split(/\s*,+\s*/);

  const bitFor = (name: string): number => capabilityBits[name] ?? 0;

  let mask = 0;
  for (const name of defaultFlags) {
    if (!userEntries.includes(`-${name}`)) mask |= bitFor(name);
  }
  for (const entry of userEntries) {
    if (entry.startsWith('-') || defaultFlags.includes(entry)) continue;
    mask |= bitFor(entry);
  }
  return mask;
}

const capabilityBits: Record<string, number> = {
  LONG_PASSWORD: 0x00000001,
  FOUND_ROWS: 0x00000002,
  LONG_FLAG: 0x00000004,
  CONNECT_WITH_DB: 0x00000008,
  NO_SCHEMA: 0x00000010,
  COMPRESS: 0x00000020,
  ODBC: 0x00000040,
  LOCAL_FILES: 0x00000080,
  IGNORE_SPACE: 0x00000100,
  PROTOCOL_41: 0x00000200,
  INTERACTIVE: 0x00000400,
  SSL: 0x00000800,
  IGNORE_SIGPIPE: 0x00001000,
  TRANSACTIONS: 0x00002000,
  RESERVED: 0x00004000,
  SECURE_CONNECTION: 0x00008000,
  MULTI_STATEMENTS: 0x00010000,
  MULTI_RESULTS: 0x00020000,
  PS_MULTI_RESULTS: 0x00040000,
  PLUGIN_AUTH: 0x00080000,
  CONNECT_ATTRS: 0x00100000,
  PLUGIN_AUTH_LENENC_CLIENT_DATA: 0x00200000,
  CAN_HANDLE_EXPIRED_PASSWORDS: 0x00400000,
  SESSION_TRACK: 0x00800000,
  DEPRECATE_EOF: 0x01000000,
};

// spec: db-20
/** Parses a connection URL such as `mysql://user:pw@host:3306/db?ssl=true` into options. */
export function parseConnectionUrl(urlText: string): Record<string, unknown> {
  const url = new URL(urlText);

  let host = url.hostname;
  if (host.startsWith('[')) host = host.slice(1, -1);

  const options: Record<string, unknown> = {
    host: decodeURIComponent(host),
    port: parseInt(url.port, 10),
    database: decodeURIComponent(url.pathname.slice(1)),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };

  const reservedNames = new Set(['host', 'port', 'database', 'user', 'password']);
  for (const [name, rawValue] of url.searchParams) {
    if (reservedNames.has(name)) continue;
    try {
      options[name] = JSON.parse(rawValue);
    } catch {
      options[name] = rawValue;
    }
  }

  return options;
}

// spec: db-21
/** Converts a timezone designation (`Z`, `+05:30`, `-0800`, `+02`) to minutes from UTC, or false. */
export function timezoneToOffsetMinutes(zone: string): number | false {
  if (zone === 'Z') return 0;

  const match = /([+\-\s])(\d\d):?(\d\d)?/.exec(zone);
  if (!match) return false;

  const sign = match[1] === '-' ? -1 : 1;
  const hours = parseInt(match[2], 10);
  const minutes = match[3] ? parseInt(match[3], 10) : 0;
  return sign * (hours + minutes / 60) * 60;
}

// spec: db-22
/** Reports whether a value, or anything nested in its lists or plain objects, is undefined. */
export function containsUndefinedValue(value: unknown): boolean {
  if (ArrayBuffer.isView(value)) return false;

  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toSQL?: unknown }).toSQL === 'function'
  ) {
    return false;
  }

  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      if (containsUndefinedValue(value[index])) return true;
    }
    return false;
  }

  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) {
      return Object.keys(value).some((key) =>
        containsUndefinedValue((value as Record<string, unknown>)[key]),
      );
    }
  }

  return value === undefined;
}

// spec: db-23
/** Rejects with a timeout error if `promise` does not settle within `milliseconds`. */
export function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new OperationTimeoutError('operation timed out'));
    }, milliseconds);

    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}

export class OperationTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = OperationTimeoutError.name;
  }
}

// spec: db-24
export interface LexToken {
  type: string;
  text: string;
}

/**
 * Tokenizes `source` with named patterns tried as alternatives in key order; rules whose
 * name starts with `_` are consumed silently.
 */
export function tokenizeWithRules(source: string, rules: Record<string, RegExp>): LexToken[] {
  const ruleNames = Object.keys(rules);
  const combined = new RegExp(
    ruleNames.map((name) => `(?<${name}>${rules[name].source})`).join('|'),
    'iy',
  );

  const tokens: LexToken[] = [];
  let position = 0;

  while (position < source.length) {
    combined.lastIndex = position;
    const match = combined.exec(source);
    const groups = match?.groups ?? {};
    const type = ruleNames.find((name) => groups[name]);
    if (type === undefined) {
      throw new Error(`No matching tokenizer rule found at: [${source.slice(position)}]`);
    }

    const text = groups[type];
    position += text.length;
    if (!type.startsWith('_')) tokens.push({ type, text });
  }

  return tokens;
}

// spec: db-25
export interface ParserState<T> {
  position?: number;
  input: readonly T[];
}

export interface ParserResult<T, V> {
  success: boolean;
  value: V;
  position: number;
  input: readonly T[];
}

export type Parser<T, V> = (state: ParserState<T>) => ParserResult<T, V>;

/** One-or-more repetition combinator; `transform` post-processes the collected values. */
export function oneOrMore<T, V, R = V[]>(
  parser: Parser<T, V>,
  transform: (values: V[]) => R = (values) => values as unknown as R,
): Parser<T, R | null> {
  return ({ position = 0, input }) => {
    const values: V[] = [];
    let cursor = position;

    for (;;) {
      const result = parser({ position: cursor, input });
      if (!result.success) break;
      values.push(result.value);
      cursor = result.position;
    }

    if (values.length === 0) {
      return { success: false, value: null, position, input };
    }
    return { success: true, value: transform(values), position: cursor, input };
  };
}

// spec: db-26
export interface TokenPattern {
  type?: string;
  text?: string;
}

/** Parser matching a single token by optional type and case-insensitive text. */
export function matchToken<R = string>(
  pattern: TokenPattern,
  transform: (token: LexToken) => R = (token) => token.text as unknown as R,
): Parser<LexToken, R | null> {
  return ({ position = 0, input }) => {
    const token = input[position];
    const matches =
      token !== undefined &&
      (pattern.type === undefined || pattern.type === token.type) &&
      (pattern.text === undefined || pattern.text.toUpperCase() === token.text.toUpperCase());

    return matches
      ? { success: true, value: transform(token), position: position + 1, input }
      : { success: false, value: null, position, input };
  };
}

// spec: db-27
/** Index of the space that starts a ` as ` alias separator (case-insensitive), or -1. */
export function findAliasSeparator(expression: string): number {
  const LOWER_A = 0x61;
  const LOWER_S = 0x73;
  const CASE_BIT = 0x20;

  let index = expression.indexOf(' ');
  while (index !== -1) {
    if (
      index + 3 < expression.length &&
      (expression.charCodeAt(index + 1) | CASE_BIT) === LOWER_A &&
      (expression.charCodeAt(index + 2) | CASE_BIT) === LOWER_S &&
      expression.charCodeAt(index + 3) === 0x20
    ) {
      return index;
    }
    index = expression.indexOf(' ', index + 1);
  }
  return -1;
}

// spec: db-28
export interface IdentifierLimits {
  maxIdentifierLength: number;
  serverVersion: string;
}

/**
 * Generates an index/key/sequence name like `table_col1_col2_suffix`, falling back to a hashed
 * name when it exceeds the receiver's identifier limit.
 */
export function generateObjectName(
  this: IdentifierLimits,
  logger: { warn(message: string): void },
  suffix: string,
  tableName: string,
  subNames?: unknown,
): string {
  const parts: unknown[] = Array.isArray(subNames) ? subNames : subNames ? [subNames] : [];
  const safeTable = tableName.replace(/[.-]/g, '_');
  const middle = parts.length > 0 ? `${parts.join('_')}_` : '';
  let name = `${safeTable}_${middle}${suffix}`.toLowerCase();

  if (name.length > this.maxIdentifierLength) {
    logger.warn(
      `Generated name "${name}" exceeds the ${this.maxIdentifierLength} character limit for version ${this.serverVersion}; a hashed name will be used instead.`,
    );
    name = createHash('sha1').update(name).digest('base64').replace('=', '');
  }

  return name;
}

// spec: db-29
/** Reads a whole stream into a string (`kind === 'string'`) or a Buffer. */
export function collectStream(stream: Readable, kind?: string): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    if (kind === 'string') {
      let text = '';
      stream.on('data', (chunk: unknown) => {
        text += chunk;
      });
      stream.on('end', () => resolve(text));
    } else {
      let bytes = Buffer.alloc(0);
      stream.on('data', (chunk: Buffer) => {
        bytes = Buffer.concat([bytes, chunk]);
      });
      stream.on('end', () => resolve(bytes));
    }
    stream.on('error', reject);
  });
}

// spec: db-30
/** Lists files in a directory as absolute paths (sorted), optionally descending into subdirectories. */
export async function listDirectoryFiles(directory: string, recursive = false): Promise<string[]> {
  const entryNames = (await readdir(directory)).sort();

  const perEntry = await Promise.all(
    entryNames.map(async (entryName): Promise<string[]> => {
      const fullPath = resolvePath(directory, entryName);
      const info = await stat(fullPath);
      if (info.isDirectory()) {
        return recursive ? listDirectoryFiles(fullPath, true) : [];
      }
      return [fullPath];
    }),
  );

  return perEntry.flat();
}

// spec: db-31
export type SortDirection = 1 | -1 | { $meta: string };

/** Normalizes a sort direction to 1 or -1; `{ $meta: string }` passes through. */
export function normalizeSortDirection(direction: unknown = 1): SortDirection {
  if (
    direction !== null &&
    typeof direction === 'object' &&
    '$meta' in direction &&
    typeof (direction as { $meta: unknown }).$meta === 'string'
  ) {
    return direction as { $meta: string };
  }

  const normalized = String(direction).toLowerCase();
  if (['ascending', 'asc', '1'].includes(normalized)) return 1;
  if (['descending', 'desc', '-1'].includes(normalized)) return -1;

  throw new InvalidArgumentError(`Invalid sort direction: ${JSON.stringify(direction)}`);
}

export class InvalidArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidArgumentError';
  }
}

// spec: db-32
/** Converts any accepted sort specification shape into an ordered Map of field to direction. */
export function toSortMap(
  sort: unknown,
  direction?: unknown,
): Map<string, SortDirection> | undefined {
  if (sort === null || sort === undefined) return undefined;

  if (typeof sort === 'string') {
    return new Map([[sort, normalizeSortDirection(direction)]]);
  }

  if (typeof sort !== 'object') {
    throw new InvalidArgumentError(
      `Invalid sort format: ${JSON.stringify(sort)} Sort must be a valid object`,
    );
  }

  const fromEntries = (entries: Iterable<[unknown, unknown]>): Map<string, SortDirection> =>
    new Map(Array.from(entries, ([field, dir]) => [`${field}`, normalizeSortDirection(dir)]));

  if (!Array.isArray(sort)) {
    if (sort instanceof Map && sort.size > 0) return fromEntries(sort);
    const entries = Object.entries(sort);
    return entries.length > 0 ? fromEntries(entries) : undefined;
  }

  if (sort.length === 0) return undefined;

  if (Array.isArray(sort[0])) {
    return fromEntries(sort as [unknown, unknown][]);
  }

  if (sort.length === 2 && isValidSortDirection(sort[1])) {
    return fromEntries([[sort[0], sort[1]]]);
  }

  return new Map(sort.map((field): [string, SortDirection] => [`${field}`, 1]));
}

function isValidSortDirection(candidate: unknown): boolean {
  try {
    normalizeSortDirection(candidate);
    return true;
  } catch {
    return false;
  }
}

// spec: db-33
/** Normalizes an index hint: a name stays a name, field lists and objects become field maps. */
export function normalizeIndexHint(hint: unknown): string | Record<string, unknown> | undefined {
  if (typeof hint === 'string') return hint;

  if (Array.isArray(hint)) {
    const fields: Record<string, unknown> = {};
    for (const fieldName of hint) fields[fieldName] = 1;
    return fields;
  }

  if (hint !== null && typeof hint === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key in hint) {
      copy[key] = (hint as Record<string, unknown>)[key];
    }
    return copy;
  }

  return undefined;
}

// spec: db-34
/** True when an update document (or any in a list) uses `$` operators rather than replacement. */
export function usesUpdateOperators(
  update: Record<string, unknown> | readonly Record<string, unknown>[],
  options?: { ignoreUndefined?: boolean },
): boolean {
  if (Array.isArray(update)) {
    return update.some((document) => usesUpdateOperators(document));
  }

  const document = update as Record<string, unknown>;
  const keys = Object.keys(document);

  if (options?.ignoreUndefined && keys.every((key) => document[key] === undefined)) {
    throw new InvalidArgumentError(
      'Update operations require that all atomic operators have defined values, but none were provided.',
    );
  }

  return keys.length > 0 && keys[0].startsWith('$');
}

// spec: db-35
/** Throws unless an SRV-returned host lies within the domain of the original host name. */
export function assertSrvHostInParentDomain(resolvedAddress: string, originalHost: string): void {
  const normalizedOriginal = normalizeHostName(originalHost);
  const originalLabels = normalizedOriginal.split('.');
  const isShortOriginal = originalLabels.length < 3;

  const addressDomain = `.${resolvedAddress.slice(resolvedAddress.indexOf('.') + 1)}`;

  let parentDomain = isShortOriginal
    ? normalizedOriginal
    : `.${originalLabels.slice(1).join('.')}`;
  if (!parentDomain.startsWith('.')) parentDomain = `.${parentDomain}`;

  if (isShortOriginal && resolvedAddress.split('.').length <= originalLabels.length) {
    throw new ApiError(
      'Server record does not have at least one more domain level than parent URI',
    );
  }

  if (!addressDomain.endsWith(parentDomain)) {
    throw new ApiError('Server record does not share hostname with parent URI');
  }
}

function normalizeHostName(host: string): string {
  const withoutTrailingDot = host.endsWith('.') ? host.slice(0, -1) : host;
  return domainToASCII(withoutTrailingDot).toLowerCase();
}

export class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

// spec: db-36
/** Converts a DNS name to lowercase ASCII (Punycode), or null if it cannot be converted. */
export function toAsciiDomain(name: string): string | null {
  if (/[\u0000-\u0020\u007f#%/:<>?@[\\\]^|]/.test(name)) return null;

  const ascii = /^[\u0000-\u007f]*$/.test(name) ? name.toLowerCase() : domainToASCII(name);
  return ascii === '' ? null : ascii;
}

// spec: db-37
/** Lazily yields `[key, value]` pairs from text like `a:1,b:x:y`. */
export function* parseKeyValueList(text: string): Generator<[string, string], void, undefined> {
  if (text === '') return;

  for (const piece of text.split(',')) {
    const separator = piece.indexOf(':');
    if (separator === -1) {
      throw new ParseError('Cannot have undefined values in key value pairs');
    }
    yield [piece.slice(0, separator), piece.slice(separator + 1)];
  }
}

export class ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseError';
  }
}

// spec: db-38
/** Constant-time equality check for byte sequences of equal length. */
export function constantTimeEquals(left: ArrayLike<number>, right: ArrayLike<number>): boolean {
  if (left.length !== right.length) return false;

  let difference = 0;
  for (let index = 0; index < left.length; index++) {
    difference |= left[index] ^ right[index];
  }
  return difference === 0;
}

// spec: db-39
/** Returns the servers matching the first tag set (in order) that matches any server. */
export function filterServersByTagSets<S extends { tags: Record<string, unknown> }>(
  readPreference: { tags?: readonly Record<string, unknown>[] },
  servers: S[],
): S[] {
  const tagSets = readPreference.tags;
  if (!tagSets || tagSets.length === 0) return servers;

  for (const tagSet of tagSets) {
    const matching = servers.filter((server) =>
      Object.keys(tagSet).every((key) => {
        const serverTag = server.tags?.[key];
        return serverTag !== null && serverTag !== undefined && serverTag === tagSet[key];
      }),
    );
    if (matching.length > 0) return matching;
  }

  return [];
}

// spec: db-40
/** Keeps servers whose round-trip time lies within [min, min + localThreshold]. */
export function filterByLatencyWindow<S extends { roundTripTime: number }>(
  topology: { localThresholdMs: number },
  servers: readonly S[],
): S[] {
  const fastest = servers.reduce(
    (minimum, server) => Math.min(minimum, server.roundTripTime),
    Infinity,
  );
  const upperBound = fastest + topology.localThresholdMs;

  return servers.filter(
    (server) => server.roundTripTime >= fastest && server.roundTripTime <= upperBound,
  );
}

// spec: db-41
/** Converts transaction replies to node-style `[error]` / `[null, result]` pairs. */
export function toResultPairs(replies: readonly unknown[] | null | undefined): unknown[][] | null {
  if (!replies) return null;
  return replies.map((reply) => (reply instanceof Error ? [reply] : [null, reply]));
}

// spec: db-42
/** Converts a command argument to its wire string; large integers keep all digits. */
export function toWireArgument(argument: unknown): string {
  if (argument === null || argument === undefined) return '';
  if (
    typeof argument === 'number' &&
    Number.isInteger(argument) &&
    !Number.isSafeInteger(argument)
  ) {
    return BigInt(argument).toString();
  }
  return String(argument);
}

// spec: db-43
/**
 * Replaces an error's stack frames with those of `capturedStack`, skipping leading frames that
 * contain `pathFragment`.
 */
export function rebaseErrorStack<E extends Error>(
  error: E,
  capturedStack: string,
  pathFragment: string,
): E {
  const lines = capturedStack.split('\n');
  let firstKept = 1;
  while (firstKept < lines.length && lines[firstKept].includes(pathFragment)) firstKept++;
  const keptFrames = lines.slice(firstKept);

  if (error.stack) {
    const header = error.stack.slice(0, error.stack.indexOf('\n'));
    error.stack = header + keptFrames.map((line) => `\n${line}`).join('');
  }

  return error;
}

// spec: db-44
export interface ConnectableClient {
  status: string;
  connect(): Promise<unknown>;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** Resolves once the client is ready; rejects if the connection has ended. */
export function whenClientReady(client: ConnectableClient): Promise<unknown> {
  const closedMessage = 'Connection is closed.';

  switch (client.status) {
    case 'ready':
      return Promise.resolve();
    case 'wait':
      return client.connect();
    case 'end':
      return Promise.reject(new Error(closedMessage));
    default:
      return new Promise<void>((resolve, reject) => {
        const handleReady = (): void => {
          client.removeListener('end', handleEnd);
          resolve();
        };
        const handleEnd = (): void => {
          client.removeListener('ready', handleReady);
          reject(new Error(closedMessage));
        };
        client.once('ready', handleReady);
        client.once('end', handleEnd);
      });
  }
}

// spec: db-45
/** Parses a `host:port` node key, splitting at the last colon (IPv6-friendly). */
export function parseNodeKey(nodeKey: string): { host: string; port: number } {
  const separator = nodeKey.lastIndexOf(':');
  if (separator === -1) throw new Error(`Invalid node key ${nodeKey}`);
  return {
    host: nodeKey.slice(0, separator),
    port: Number(nodeKey.slice(separator + 1)),
  };
}

// spec: db-46
export interface PriorityGroup<R> {
  totalWeight: number;
  records: R[];
}

/** Groups SRV records by priority, summing their weights. */
export function groupRecordsByPriority<R extends { priority: number; weight: number }>(
  records: readonly R[],
): Record<string, PriorityGroup<R>> {
  return records.reduce<Record<string, PriorityGroup<R>>>((groups, record) => {
    if (Object.prototype.hasOwnProperty.call(groups, record.priority)) {
      const group = groups[record.priority];
      group.totalWeight += record.weight;
      group.records.push(record);
    } else {
      groups[record.priority] = { totalWeight: record.weight, records: [record] };
    }
    return groups;
  }, {});
}

// spec: db-47
/** Removes and returns one record from the group, chosen at random weighted by `1 + weight`. */
export function takeWeightedRecord<R extends { weight: number }>(
  group: PriorityGroup<R>,
): R | undefined {
  if (group.records.length === 1) {
    group.totalWeight = 0;
    return group.records.shift();
  }

  const target = Math.floor(Math.random() * (group.totalWeight + group.records.length));
  let runningSum = 0;

  for (let index = 0; index < group.records.length; index++) {
    const record = group.records[index];
    runningSum += 1 + record.weight;
    if (runningSum > target) {
      group.totalWeight -= record.weight;
      group.records.splice(index, 1);
      return record;
    }
  }

  return undefined;
}

// spec: db-48
/** Printable form of a debug-log argument, or undefined to print the value as it is. */
export function formatDebugArgument(value: unknown): string | undefined {
  if (value === null) return undefined;

  switch (typeof value) {
    case 'string':
      return value;
    case 'object':
      if (Buffer.isBuffer(value)) return value.toString('hex');
      if (Array.isArray(value)) return value.join(',');
      try {
        return JSON.stringify(value);
      } catch {
        return undefined;
      }
    default:
      return undefined;
  }
}

// spec: db-49
/** Truncates long text for logging, appending a redaction marker with the full length. */
export function truncateForLog(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength)} ... <REDACTED full-length="${text.length}">`;
}

// spec: db-50
/** Returns a loggable copy of command arguments, masking those that may be sensitive with `?`. */
export function redactCommandArguments(commandName: string, args: readonly unknown[]): string[] {
  const rule = visibleArgumentRules.find(([pattern]) => pattern.test(commandName));
  const visibleCount = rule ? rule[1] : 0;

  if (visibleCount === -1) return args.map((argument) => String(argument));
  return args.map((argument, index) => (index < visibleCount ? String(argument) : '?'));
}

/** Ordered rules: command-name pattern and how many leading arguments may be logged (-1: all). */
const visibleArgumentRules: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:auth|hello|migrate|config)$/i, 0],
  [/^(?:ping|echo|info|time|dbsize|select|quit)$/i, -1],
  [/^(?:get|del|unlink|exists|ttl|pttl|type|incr|decr|strlen|keys|scan|hgetall|hkeys|llen|scard|smembers)$/i, -1],
  [/^(?:expire|pexpire|incrby|decrby|lrange|zrange|getrange)$/i, -1],
  [/^(?:hget|hdel|hexists|sismember|zscore|zrank)$/i, -1],
  [/^(?:set|setex|psetex|setnx|getset|append|lpush|rpush|sadd|zadd|publish)$/i, 1],
  [/^(?:hset|hsetnx|hmset|lset|linsert)$/i, 2],
];

// spec: db-51
/** Removes duplicates by key; each key keeps its first position but the last item with it. */
export function uniqueByKey<T, K = T>(
  items: readonly T[],
  keyOf: (item: T) => K = (item) => item as unknown as K,
): T[] {
  const byKey = new Map<K, T>();
  for (const item of items) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

// spec: db-52
/** Emptiness check: lists/buffers by length, other objects by own enumerable keys, else empty. */
export function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value) || Buffer.isBuffer(value)) return value.length === 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length === 0;
  return true;
}

// spec: db-53
/** Items of `items` not present in `excluded` (same-value-zero membership). */
export function withoutItems<T>(items: readonly T[], excluded: Iterable<T>): T[] {
  const excludedSet = new Set(excluded);
  const remaining: T[] = [];
  for (let index = 0; index < items.length; index++) {
    if (!excludedSet.has(items[index])) remaining.push(items[index]);
  }
  return remaining;
}

// spec: db-54
/** Sets `value` at `path` inside `root`, creating containers as needed; refuses `__proto__`. */
export function setAtPath<T extends object>(
  root: T,
  path: readonly (string | number)[],
  value: unknown,
): T {
  const isSafeKey = (key: unknown): key is string | number =>
    typeof key === 'number' || (typeof key === 'string' && key !== '__proto__');

  let current: Record<string | number, unknown> = root as Record<string | number, unknown>;

  for (let index = 0; index < path.length - 1; index++) {
    const key = path[index];
    if (!isSafeKey(key)) return root;

    const existing = current[key];
    if (typeof existing !== 'object' || existing === null) {
      current[key] = Number.isNaN(Number(path[index + 1])) ? {} : [];
    }
    current = current[key] as Record<string | number, unknown>;
  }

  const lastKey = path[path.length - 1];
  if (path.length > 0 && current !== null && typeof current === 'object' && isSafeKey(lastKey)) {
    current[lastKey] = value;
  }

  return root;
}

// spec: db-55
/** Splits items into consecutive groups of `size` (the last may be shorter). */
export function chunkItems<T>(items: readonly T[], size: number): T[][] {
  return items.reduce<T[][]>((groups, item) => {
    const lastGroup = groups[groups.length - 1];
    if (!lastGroup || lastGroup.length === size) {
      groups.push([item]);
    } else {
      lastGroup.push(item);
    }
    return groups;
  }, []);
}

// spec: db-56
/** Caches results of a single-argument function; undefined results are not served from cache. */
export function memoizeUnary<A, R>(compute: (input: A) => R): (input: A) => R {
  const cache = new Map<A, R>();
  return (input: A): R => {
    const cached = cache.get(input);
    if (cached !== undefined) return cached;
    const output = compute(input);
    cache.set(input, output);
    return output;
  };
}

// spec: db-57
/** Converts `snake_case` (or `UPPER_SNAKE` with `upperCase`) identifiers to camelCase. */
export function snakeToCamel(text: string, { upperCase = false }: { upperCase?: boolean } = {}): string {
  if (text.length === 0) return text;

  let source = text;
  if (upperCase) {
    let isUpperSnake = true;
    for (let index = 1; index < text.length; index++) {
      const character = text[index];
      if (character !== '_' && character !== character.toUpperCase()) {
        isUpperSnake = false;
        break;
      }
    }
    if (isUpperSnake) source = text.toLowerCase();
  }

  let result = source[0];
  for (let index = 1; index < source.length; index++) {
    const character = source[index];
    if (character === '_') continue;
    result += source[index - 1] === '_' ? character.toUpperCase() : character;
  }
  return result;
}

// spec: db-58
/** Creates a function that renames an object's own enumerable keys through `mapKey`. */
export function createKeyRenamer(mapKey: (key: string) => string): (value: unknown) => unknown {
  return (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;

    const renamed: Record<string, unknown> = {};
    for (const [key, entryValue] of Object.entries(value)) {
      renamed[mapKey(key)] = entryValue;
    }
    return renamed;
  };
}

// spec: db-59
/** Parses `table.column AS alias` into a selection with table, column and alias parts. */
export function parseColumnSelection(text: string): ColumnSelection {
  let selection = text;
  let alias: string | null = null;

  const pieces = text.split(/\s+as\s+/i);
  if (pieces.length > 1) {
    selection = pieces[0].trim();
    alias = pieces[1].trim();
  }

  const lastDot = selection.lastIndexOf('.');
  const table = lastDot === -1 ? null : selection.slice(0, lastDot);
  const column = lastDot === -1 ? selection : selection.slice(lastDot + 1);

  return new ColumnSelection(table, column, alias);
}

export class ColumnSelection {
  constructor(
    readonly table: string | null,
    readonly column: string | null,
    readonly alias: string | null,
  ) {}
}

// spec: db-60
export interface RelationNode {
  relationName: string;
  displayName: string;
  modifiers: string[];
  recursion: boolean | number;
  recursesWithoutLimit: boolean;
  childNames: string[];
  children: Record<string, RelationNode>;
}

/** Serializes a relation-expression tree, e.g. `parent.^3(filter) as p.[pets, children]`. */
export function stringifyRelationNode(node: RelationNode): string {
  const childTexts = node.childNames.map((childName) => stringifyRelationNode(node.children[childName]));

  let text = node.relationName;
  if (node.recursion) {
    text += `.^${typeof node.recursion === 'number' ? node.recursion : ''}`;
  } else if (node.recursesWithoutLimit) {
    text += '.*';
  }

  if (node.modifiers.length > 0) text += `(${node.modifiers.join(', ')})`;
  if (node.displayName !== node.relationName) text += ` as ${node.displayName}`;

  const childText =
    childTexts.length > 1 ? `[${childTexts.join(', ')}]` : childTexts.length === 1 ? childTexts[0] : '';

  if (!childText) return text;
  return text ? `${text}.${childText}` : childText;
}
