import { createCipheriv, randomBytes } from 'node:crypto';

// spec: hoppscotch-01
export function isValidSmtpUrl(input?: string | null): boolean {
  if (!input) {
    return false;
  }

  for (const ch of input) {
    const code = ch.charCodeAt(0);
    if (code <= 31 || code === 127) {
      return false;
    }
  }
  if (/\s/.test(input)) {
    return false;
  }
  if (input.includes('?') || input.includes('#') || input.includes('\\')) {
    return false;
  }
  if (input.endsWith(':')) {
    return false;
  }

  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    return false;
  }

  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    return false;
  }
  if (parsed.pathname !== '' && parsed.pathname !== '/') {
    return false;
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    return false;
  }
  if (!parsed.hostname || parsed.hostname.startsWith('.')) {
    return false;
  }

  return true;
}

// spec: hoppscotch-02
export function escapeSqlLikeString<T>(value: T): T | string {
  if (typeof value !== 'string') {
    return value;
  }

  return value.replace(/[\0\x08\x09\x1a\n\r"'\\%]/g, (char: string) => {
    switch (char) {
      case '\0':
        return '\\0';
      case '\x08':
        return '\\b';
      case '\x09':
        return '\\t';
      case '\x1a':
        return '\\z';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '"':
      case "'":
      case '\\':
      case '%':
        return '\\' + char;
      default:
        return char;
    }
  });
}

// spec: hoppscotch-03
export function encrypt(
  text: string,
  key: string | undefined = process.env.DATA_ENCRYPTION_KEY,
): string {
  if (!key) {
    throw new Error('Encryption key not found: DATA_ENCRYPTION_KEY is missing in the environment');
  }
  if (!text) {
    return text;
  }

  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key), iv);
  let encrypted = cipher.update(text, 'utf8', 'hex');
  encrypted += cipher.final('hex');

  return `${iv.toString('hex')}:${encrypted}`;
}

// spec: hoppscotch-04
export function parseCookiesFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  const COOKIES_NOT_FOUND = 'auth/cookies_not_found';

  class HttpException extends Error {
    constructor(
      public readonly response: string,
      public readonly status: number,
      public readonly options?: { cause?: unknown },
    ) {
      super(response);
      this.name = 'HttpException';
      if (options?.cause !== undefined) {
        (this as { cause?: unknown }).cause = options.cause;
      }
    }
    getStatus(): number {
      return this.status;
    }
    getResponse(): string {
      return this.response;
    }
  }

  const raw = headers['cookie'] ?? headers['Cookie'] ?? headers['COOKIE'];
  if (raw === undefined || raw === null) {
    throw new HttpException(COOKIES_NOT_FOUND, 400, {
      cause: new Error(COOKIES_NOT_FOUND),
    });
  }

  const header = Array.isArray(raw) ? raw[0] : raw;
  const cookies: Record<string, string | undefined> = {};

  for (const piece of String(header).split(';')) {
    const [name, value] = piece.trim().split('=');
    cookies[name] = value;
  }

  return cookies;
}

// spec: hoppscotch-05
export const getColorStatusCode = (
  status: number | string,
  statusText: string,
): string => {
  const brightGreen = (s: string) => `\u001b[92m${s}\u001b[39m`;
  const brightYellow = (s: string) => `\u001b[93m${s}\u001b[39m`;
  const brightRed = (s: string) => `\u001b[91m${s}\u001b[39m`;

  // eslint-disable-next-line eqeqeq
  const shown = status == 0 ? 'Error' : status;
  const label = `${shown} : ${statusText}`;
  const statusStr = status.toString();

  if (statusStr.startsWith('2')) {
    return brightGreen(label);
  }
  if (statusStr.startsWith('3')) {
    return brightYellow(label);
  }
  return brightRed(label);
};

// spec: hoppscotch-06
export interface RequestVariable {
  key: string;
  value: string;
  active: boolean;
}

export interface EnvVariable {
  key: string;
  initialValue: string;
  currentValue: string;
  secret: boolean;
}

export function combineEnvVariables(
  requestVariables: RequestVariable[],
  environmentVariables: EnvVariable[],
  collectionVariables: EnvVariable[] = [],
): EnvVariable[] {
  const fromRequest: EnvVariable[] = requestVariables
    .filter((v) => v.active && v.value !== '' && v.value !== undefined && v.value !== null)
    .map((v) => ({
      key: v.key,
      initialValue: v.value,
      currentValue: v.value,
      secret: false,
    }));

  const requestKeys = new Set(fromRequest.map((v) => v.key));
  const remainingCollection = collectionVariables.filter((v) => !requestKeys.has(v.key));
  const collectionKeys = new Set(remainingCollection.map((v) => v.key));
  const remainingEnv = environmentVariables.filter(
    (v) => !requestKeys.has(v.key) && !collectionKeys.has(v.key),
  );

  const normalise = (v: EnvVariable): EnvVariable => ({
    key: v.key,
    initialValue: v.initialValue,
    currentValue: v.currentValue ? v.currentValue : v.initialValue,
    secret: v.secret,
  });

  return [
    ...fromRequest,
    ...remainingCollection.map(normalise),
    ...remainingEnv.map(normalise),
  ];
}

// spec: hoppscotch-07
export function base64ToArrayBuffer(input: string): ArrayBuffer {
  const lookup = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
  const size = Math.floor((input.length / 4) * 3);
  const buffer = new ArrayBuffer(size);
  const bytes = new Uint8Array(buffer);
  const cleaned = input.replace(/[^A-Za-z0-9+/=]/g, '');

  let j = 0;
  for (let i = 0; i < size; i += 3) {
    const e1 = lookup.indexOf(cleaned.charAt(j++));
    const e2 = lookup.indexOf(cleaned.charAt(j++));
    const e3 = lookup.indexOf(cleaned.charAt(j++));
    const e4 = lookup.indexOf(cleaned.charAt(j++));

    const b1 = (e1 << 2) | (e2 >> 4);
    const b2 = ((e2 & 15) << 4) | (e3 >> 2);
    const b3 = ((e3 & 3) << 6) | e4;

    bytes[i] = b1;
    if (e3 !== 64) bytes[i + 1] = b2;
    if (e4 !== 64) bytes[i + 2] = b3;
  }

  return buffer;
}

// spec: hoppscotch-08
export function splitUrlBaseAndPath(url: string): { base: string; path: string } {
  try {
    const parsed = new URL(url);
    return {
      base: parsed.origin,
      path: parsed.pathname,
    };
  } catch {
    const match = url.match(/^((?:https?:\/\/)?(?:<<[^/]+>>)?[^/]*)(\/.*)?$/s);
    return {
      base: match?.[1] ?? url,
      path: match?.[2] ?? '',
    };
  }
}

// spec: hoppscotch-09
export const getOrgInitials = (name: string): string => {
  const trimmed = (name ?? '').trim();
  if (!trimmed) {
    return '?';
  }

  const initials = trimmed
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => word[0])
    .join('')
    .toUpperCase()
    .slice(0, 2);

  return initials || '?';
};

// spec: hoppscotch-10
export function sanitizeLogoUrl(url?: string | null): string {
  if (url === undefined || url === null) {
    return '';
  }
  const trimmed = url.trim();
  if (!trimmed) {
    return '';
  }

  if (trimmed.startsWith('data:image/') || trimmed.startsWith('blob:')) {
    return trimmed;
  }

  const schemeMatch = trimmed.match(/^([a-z0-9+.-]+):/i);
  if (!schemeMatch) {
    // relative URL
    return trimmed;
  }

  const scheme = schemeMatch[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    return trimmed;
  }

  console.warn(`Blocked potentially unsafe logo URL scheme: ${scheme}`);
  return '';
}

// spec: hoppscotch-11
export function sortByNameWithIndex<T>(
  items: T[],
  order: 'asc' | 'desc',
  getName: (item: T) => string,
): { item: T; originalIndex: number }[] {
  const records = items.map((item, originalIndex) => ({ item, originalIndex }));

  records.sort((a, b) => {
    const nameA = getName(a.item).toLocaleLowerCase();
    const nameB = getName(b.item).toLocaleLowerCase();
    const result = nameA.localeCompare(nameB);
    return order === 'desc' ? -result : result;
  });

  return records;
}

// spec: hoppscotch-12
export function truncateText(text: string | null | undefined, maxLength = 500): string {
  if (!text) {
    return '';
  }

  const codePoints = Array.from(text);
  const total = codePoints.length;

  if (total <= maxLength) {
    return text;
  }

  const head = codePoints.slice(0, maxLength).join('');
  return `${head}\u2026 (truncated, ${total} chars)`;
}

// spec: hoppscotch-13
export function offsetToLineColumn(
  text: string,
  offset: number,
): { line: number; column: number } {
  const lines = text.split('\n');
  let consumed = 0;

  for (let index = 0; index < lines.length; index++) {
    const lineLength = lines[index].length;
    if (offset > consumed + lineLength) {
      consumed += lineLength + 1;
      continue;
    }
    return {
      line: index + 1,
      column: offset - consumed + 1,
    };
  }

  throw new Error('Invalid input');
}

// spec: hoppscotch-14
export function getReorderedIndexMap(from: number, to: number): Map<number, number> {
  const changes = new Map<number, number>();
  changes.set(from, to);

  if (from < to) {
    for (let i = from + 1; i <= to; i++) {
      changes.set(i, i - 1);
    }
  } else {
    for (let i = from - 1; i >= to; i--) {
      changes.set(i, i + 1);
    }
  }

  return changes;
}

// spec: hoppscotch-15
export const canDropAtTarget = (
  event: { draggedContext?: { futureIndex?: unknown } } | null | undefined,
  totalItems: number,
): boolean => {
  const futureIndex = event?.draggedContext?.futureIndex;

  if (typeof futureIndex !== 'number' || Number.isNaN(futureIndex)) {
    return false;
  }
  if (Number.isNaN(totalItems)) {
    return false;
  }
  // the last row is reserved for adding a new entry
  if (futureIndex >= totalItems - 1) {
    return false;
  }
  return true;
};

// spec: hoppscotch-16
export function findJsonEnd(source: string, start: number): number | null {
  const first = source[start];
  if (first !== '{' && first !== '[') {
    return null;
  }

  let depth = 0;
  let inString = false;
  let escaped = false;

  for (let i = start; i < source.length; i++) {
    const ch = source[i];

    if (inString) {
      if (escaped) {
        escaped = false;
      } else if (ch === '\\') {
        escaped = true;
      } else if (ch === '"') {
        inString = false;
      }
      continue;
    }

    if (ch === '"') {
      inString = true;
    } else if (ch === '{' || ch === '[') {
      depth++;
    } else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) {
        return i;
      }
    }
  }

  return null;
}

// spec: hoppscotch-17
export function groupPairsByKey<V>(pairs: [string, V][]): Record<string, V[]> {
  const grouped: Record<string, V[]> = {};

  for (const [key, value] of pairs) {
    if (!grouped[key]) {
      grouped[key] = [value];
    } else {
      grouped[key].push(value);
    }
  }

  return grouped;
}

// spec: hoppscotch-18
export function formatLogLine(level: string, tag: string, ...values: unknown[]): string {
  const stringify = (value: unknown): string => {
    if (typeof value === 'string') {
      return value;
    }
    try {
      const json = JSON.stringify(value);
      return json === undefined ? '' : json;
    } catch {
      return String(value);
    }
  };

  const message = values.map(stringify).join(' ');
  const timestamp = new Date().toISOString();

  return `[${timestamp}] [${level.toUpperCase()}] [${tag}] ${message}`;
}

// spec: hoppscotch-19
export function needsEscaping(value: string): boolean {
  if (value.includes('#') || value.includes(':')) {
    return true;
  }

  const serialised = JSON.stringify(value);
  const inner = serialised.slice(1, -1).trim();

  return inner !== value;
}

// spec: hoppscotch-20
export async function computeHmacBase64(
  secret: string,
  message: string,
  algorithm: 'sha256' | 'sha1',
): Promise<string> {
  const encoder = new TextEncoder();
  const keyBytes = encoder.encode(secret);
  const messageBytes = encoder.encode(message);

  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    keyBytes,
    { name: 'HMAC', hash: { name: algorithm === 'sha256' ? 'SHA-256' : 'SHA-1' } },
    false,
    ['sign'],
  );

  const signature = await globalThis.crypto.subtle.sign('HMAC', cryptoKey, messageBytes);
  const sigBytes = new Uint8Array(signature);

  let binary = '';
  for (let i = 0; i < sigBytes.length; i++) {
    binary += String.fromCharCode(sigBytes[i]);
  }

  return btoa(binary);
}

// spec: hoppscotch-21
export function humanizeConfigKey(key?: string | null, capitalizeAll = false): string {
  if (!key) {
    return '';
  }

  const lowered = key.replace(/_/g, ' ').toLocaleLowerCase();

  if (capitalizeAll) {
    return lowered
      .split(' ')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
  }

  return lowered.charAt(0).toUpperCase() + lowered.slice(1);
}

// spec: hoppscotch-22
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') {
    return !Number.isNaN(value);
  }
  if (typeof value !== 'string') {
    return false;
  }
  if (value.trim() === '') {
    return false;
  }
  return !Number.isNaN(Number(value));
}
