import { Buffer } from 'node:buffer';
import { readdirSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

// spec: build-01
/** Escapes a string so it can be embedded literally in a regular expression source. */
export function escapeForRegExpSource(text: string): string {
  return text.replace(/[-[\]\\/{}()*+?.^$|\n\r\u2028\u2029]/g, (char: string): string => {
    switch (char) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\u2028':
        return '\\u2028';
      case '\u2029':
        return '\\u2029';
      default:
        return `\\${char}`;
    }
  });
}

// spec: build-02
/** Builds the body of a character class matching exactly the given characters, using ranges for runs. */
export function buildCharacterClassBody(chars: readonly string[]): string {
  if (chars.length === 0) return '';
  if (chars.length === 1) return escapeClassChar(chars[0]);

  const sorted = [...chars].sort((a, b) => a.charCodeAt(0) - b.charCodeAt(0));
  const pieces: string[] = [];
  let runStart = sorted[0];
  let runEnd = sorted[0];
  let runLength = 1;

  const flushRun = (): void => {
    if (runLength === 1) pieces.push(escapeClassChar(runStart));
    else if (runLength === 2) pieces.push(escapeClassChar(runStart) + escapeClassChar(runEnd));
    else pieces.push(`${escapeClassChar(runStart)}-${escapeClassChar(runEnd)}`);
  };

  for (const char of sorted.slice(1)) {
    if (char.charCodeAt(0) === runEnd.charCodeAt(0) + 1) {
      runEnd = char;
      runLength += 1;
    } else {
      flushRun();
      runStart = char;
      runEnd = char;
      runLength = 1;
    }
  }
  flushRun();
  return pieces.join('');
}

const escapeClassChar = (char: string): string => {
  switch (char) {
    case ']':
    case '\\':
    case '^':
    case '-':
      return `\\${char}`;
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\u2028':
      return '\\u2028';
    case '\u2029':
      return '\\u2029';
    default:
      return char;
  }
};

// spec: build-03
/** Removes groups of items sharing a key from the set when the predicate accepts the group. */
export function extractGroupsFromSet(
  items: Set<string>,
  keyOf: (item: string) => string | false,
  accept: (group: string[]) => boolean,
): string[][] {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (!key) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }

  const accepted: string[][] = [];
  for (const group of groups.values()) {
    if (!accept(group)) continue;
    group.forEach((item) => items.delete(item));
    accepted.push(group);
  }
  return accepted;
}

// spec: build-04
/** Longest common prefix of all strings; undefined for an empty array. */
export function longestCommonPrefix(values: readonly string[]): string | undefined {
  let prefix: string | undefined = values[0];
  if (prefix === undefined) return undefined;
  for (let index = 1; index < values.length; index++) {
    const other = values[index];
    for (let pos = 0; pos < prefix.length; pos++) {
      if (other[pos] !== prefix[pos]) {
        prefix = prefix.slice(0, pos);
        break;
      }
    }
  }
  return prefix;
}

// spec: build-05
/** Encodes a signed integer as a source-map base-64 VLQ. */
export function encodeVlq(value: number): string {
  let remaining = value < 0 ? (-value << 1) | 1 : value << 1;
  let encoded = '';
  do {
    let digit = remaining & 31;
    remaining >>>= 5;
    if (remaining > 0) digit |= 32;
    encoded += BASE64_ALPHABET[digit];
  } while (remaining > 0);
  return encoded;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// spec: build-06
/** Decodes one source-map base-64 VLQ starting at `start`. */
export function decodeVlq(text: string, start: number): { value: number; end: number } {
  let accumulated = 0;
  let shift = 0;
  let position = start;
  let digit: number;
  do {
    if (position >= text.length) return { value: 0, end: start };
    digit = BASE64_ALPHABET.indexOf(text.charAt(position));
    if (digit < 0) return { value: 0, end: start };
    position += 1;
    accumulated += (digit & 31) << shift;
    shift += 5;
  } while (digit & 32);

  const isNegative = (accumulated & 1) === 1;
  const magnitude = accumulated >>> 1;
  return { value: isNegative ? -magnitude : magnitude, end: position };
}

// spec: build-07
/** Percent-decodes a string at the byte level, like a URL parser, returning the raw bytes. */
export function percentDecodeToBuffer(input: string): Buffer {
  const source = Buffer.from(input, 'utf8');
  const output = Buffer.alloc(source.length);
  const isHexByte = (byte: number | undefined): boolean =>
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));

  let written = 0;
  for (let index = 0; index < source.length; index++) {
    const byte = source[index];
    if (byte === 0x25 && index + 2 < source.length && isHexByte(source[index + 1]) && isHexByte(source[index + 2])) {
      output[written++] = parseInt(String.fromCharCode(source[index + 1], source[index + 2]), 16);
      index += 2;
    } else {
      output[written++] = byte;
    }
  }
  return output.subarray(0, written);
}

// spec: build-08
/** Maps a MIME type to a language name. */
export function languageFromMediaType(mediaType: string): string | undefined {
  const normalized = mediaType.toLowerCase().trim();
  if (!normalized) return undefined;
  if (normalized === 'image/svg+xml') return 'svg';
  if (normalized === 'text/css') return 'css';
  if (normalized === 'text/html') return 'html';
  if (normalized === 'application/json' || normalized.endsWith('+json')) return 'json';
  if (/^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/.test(normalized)) return 'javascript';
  return undefined;
}

// spec: build-09
/** Turns an escaped glob pattern back into literal path text. */
export function unescapeGlob(pattern: string): string {
  const codePoints = Array.from(pattern);
  const specials = new Set(['*', '?', '[', ']', '{', '}']);
  let result = '';
  for (let index = 0; index < codePoints.length; index++) {
    const current = codePoints[index];
    const next = codePoints[index + 1];
    if (current === '\\' && next !== undefined && specials.has(next)) {
      result += next;
      index += 1;
    } else {
      result += current;
    }
  }
  return result;
}

// spec: build-10
/** Length of the literal directory prefix of a glob pattern. */
export function globBaseLength(pattern: string): number {
  let wildcardAt = pattern.length;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '*' || char === '?' || char === '[' || char === '{') {
      wildcardAt = index;
      break;
    }
  }
  return pattern.slice(0, wildcardAt).lastIndexOf('/') + 1;
}

// spec: build-11
/** Drops path segments that do not change the target (inner `.` and empty ones), in place. */
export function cleanPathSegments(segments: string[]): string[] {
  let changed: boolean;
  do {
    changed = false;
    for (let index = segments.length - 2; index >= 1; index--) {
      if (segments[index] === '.' || segments[index] === '') {
        segments.splice(index, 1);
        changed = true;
      }
    }
    if (segments.length === 2 && segments[0] === '.' && (segments[1] === '.' || segments[1] === '')) {
      segments.splice(1, 1);
      changed = true;
    }
  } while (changed);
  return segments.length === 0 ? [''] : segments;
}

// spec: build-12
/** Prefix leading from an emitted file's directory back to the output directory. */
export function undoOutputPath(fileName: string, outputDir: string, forceDotSlash: boolean): string {
  let depth = -1;
  let suffix = '';
  let dirPath = outputDir.replace(/[/\\]$/, '');

  const cutAt = fileName.search(/[?#]/);
  const cleanName = cutAt < 0 ? fileName : fileName.slice(0, cutAt);

  for (const part of cleanName.split(/[/\\]+/)) {
    if (part === '..') {
      if (depth > -1) {
        depth -= 1;
      } else {
        const separatorAt = Math.max(dirPath.lastIndexOf('/'), dirPath.lastIndexOf('\\'));
        if (separatorAt < 0) return `${dirPath}/`;
        suffix = `${dirPath.slice(separatorAt + 1)}/${suffix}`;
        dirPath = dirPath.slice(0, separatorAt);
      }
    } else if (part !== '.') {
      depth += 1;
    }
  }

  if (depth > 0) return '../'.repeat(depth) + suffix;
  return forceDotSlash ? `./${suffix}` : suffix;
}

// spec: build-13
/** Inserts NUL before `#` characters in the directory part of a path request with a query. */
export function escapeDirectoryHashes(request: string): string {
  if (!request) return request;
  const queryAt = request.indexOf('?');
  if (queryAt < 0) return request;
  const hashAt = request.indexOf('#');
  if (hashAt < 0 || hashAt >= queryAt) return request;

  const isAbsolute = request.startsWith('/') || /^[A-Za-z]:[/\\]/.test(request);
  const isRelative = /^\.\.?[/\\]/.test(request);
  if (!isAbsolute && !isRelative) return request;

  const beforeQuery = request.slice(0, queryAt);
  const separatorAt = Math.max(beforeQuery.lastIndexOf('/'), beforeQuery.lastIndexOf('\\'));
  if (hashAt >= separatorAt) return request;

  let escaped = '';
  for (let index = 0; index < separatorAt; index++) {
    const char = request[index];
    if (char === '#' && request[index - 1] !== '\0') escaped += '\0';
    escaped += char;
  }
  return escaped + request.slice(separatorAt);
}

// spec: build-14
export type RuntimeSelection = string | Set<string> | undefined;

/** Removes the runtimes of `remove` from `from`. */
export function subtractRuntimeSelection(from: RuntimeSelection, remove: RuntimeSelection): RuntimeSelection {
  if (from === undefined) return undefined;
  if (remove === undefined) return from;
  if (from === remove) return undefined;

  if (typeof from === 'string') {
    return typeof remove !== 'string' && remove.has(from) ? undefined : from;
  }

  if (typeof remove === 'string') {
    if (!from.has(remove)) return from;
    if (from.size === 2) {
      for (const item of from) if (item !== remove) return item;
    }
    return new Set([...from].filter((item) => item !== remove));
  }

  const remaining = new Set([...from].filter((item) => !remove.has(item)));
  if (remaining.size === 0) return undefined;
  if (remaining.size === 1) return remaining.values().next().value;
  return remaining;
}

// spec: build-15
/** Formats a source location (position, range or named index) as short text. */
export function formatSourceLocation(location: unknown): string {
  if (typeof location !== 'object' || location === null) return '';
  const loc = location as Record<string, unknown>;
  const { start, end } = loc;

  if (start && end) {
    const startPos = start as Record<string, unknown>;
    const endPos = end as Record<string, unknown>;
    const bothHaveNumericLines =
      typeof start === 'object' &&
      typeof end === 'object' &&
      typeof startPos.line === 'number' &&
      typeof endPos.line === 'number';

    if (bothHaveNumericLines && typeof endPos.column === 'number' && startPos.line === endPos.line) {
      return `${formatPosition(start)}-${endPos.column}`;
    }
    if (bothHaveNumericLines && typeof startPos.column !== 'number' && typeof endPos.column !== 'number') {
      return `${startPos.line}-${endPos.line}`;
    }
    return `${formatPosition(start)}-${formatPosition(end)}`;
  }
  if (start) return formatPosition(start);
  if ('name' in loc && 'index' in loc) return `${loc.name}[${loc.index}]`;
  if ('name' in loc) return `${loc.name}`;
  return '';
}

const formatPosition = (position: unknown): string => {
  if (typeof position !== 'object' || position === null) return '';
  const pos = position as Record<string, unknown>;
  if ('line' in pos && 'column' in pos) return `${pos.line}:${pos.column}`;
  if ('line' in pos) return `${pos.line}:?`;
  return '';
};

// spec: build-16
/** Intersection of several sets, in the iteration order of the smallest one. */
export function intersectSets<T>(sets: readonly Set<T>[]): Set<T> {
  if (sets.length === 0) return new Set<T>();
  if (sets.length === 1) return new Set(sets[0]);

  let smallestIndex = 0;
  sets.forEach((set, index) => {
    if (set.size < sets[smallestIndex].size) smallestIndex = index;
  });

  const result = new Set(sets[smallestIndex]);
  sets.forEach((other, index) => {
    if (index === smallestIndex) return;
    for (const item of result) {
      if (!other.has(item)) result.delete(item);
    }
  });
  return result;
}

// spec: build-17
export type NewlineLanguage = 'css' | 'html' | 'javascript';

/** Replaces language-specific line terminators by line feeds without changing offsets. */
export function normalizeLineTerminators(text: string, language: NewlineLanguage): string {
  const hasCarriageReturn = text.includes('\r');
  const hasFormFeed = language === 'css' && text.includes('\f');
  const hasSeparators = language === 'javascript' && /[\u2028\u2029]/.test(text);
  if (!hasCarriageReturn && !hasFormFeed && !hasSeparators) return text;

  let result = text.replace(/\r(?!\n)/g, '\n');
  if (language === 'css') result = result.replace(/\f/g, '\n');
  if (language === 'javascript') result = result.replace(/[\u2028\u2029]/g, '\n');
  return result;
}

// spec: build-18
/** Builds property access source text (`.a[0]["b-c"]`) from property names. */
export function buildPropertyAccess(names: readonly string[], startIndex = 0): string {
  return names
    .slice(startIndex)
    .map((name) => {
      if (/^[0-9\-NI]/.test(name) && String(Number(name)) === name) return `[${name}]`;
      if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) && !RESERVED_WORDS.has(name)) return `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}

const RESERVED_WORDS: ReadonlySet<string> = new Set(
  [
    'break case catch class const continue debugger default delete do else enum export extends finally for',
    'function if import in instanceof new return super switch this throw try typeof var void while with',
    'implements interface let package private protected public static yield',
    'await null true false',
  ]
    .join(' ')
    .split(' '),
);

// spec: build-19
/** Shortens a hash, making sure the result is not purely numeric. */
export function shortenHash(hash: string, length: number): string {
  if (length < 1) return '';
  const shortened = hash.slice(0, length);
  if (/[^0-9]/.test(shortened)) return shortened;
  const letterOffset = parseInt(hash.charAt(0), 10) % 6;
  return String.fromCharCode(97 + letterOffset) + shortened.slice(1);
}

// spec: build-20
/** Encodes a non-negative integer with identifier-continuation characters, least significant first. */
export function numberToIdentifierPart(value: number): string {
  if (value < 26) return String.fromCharCode(97 + value);
  if (value < 52) return String.fromCharCode(65 + value - 26);
  if (value < 62) return String(value - 52);
  if (value === 62) return '_';
  if (value < 64) return '$';
  return numberToIdentifierPart(value % 64) + numberToIdentifierPart(Math.floor(value / 64));
}

// spec: build-21
/** 32-bit FNV-1a hash of the string's UTF-16 code units, masked to 31 bits. */
export function fnv1aHash31(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash & 0x7fffffff;
}

// spec: build-22
/** Inserts hyphens at camel-case word boundaries (`XMLHttpRequest` → `XML-Http-Request`). */
export function hyphenateCamelCase(text: string): string {
  const output: string[] = [];
  let prevLower = false;
  let prevUpper = false;
  let prevPrevUpper = false;

  for (const char of text) {
    if (prevLower && /\p{Lu}/u.test(char)) {
      output.push('-', char);
      prevLower = false;
      prevPrevUpper = prevUpper;
      prevUpper = true;
      continue;
    }

    if (prevUpper && prevPrevUpper && /\p{Ll}/u.test(char)) {
      output.splice(output.length - 1, 0, '-');
      prevUpper = false;
    }

    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    prevPrevUpper = prevUpper;
    prevLower = char === lower && char !== upper;
    prevUpper = char === upper && char !== lower;
    output.push(char);
  }
  return output.join('');
}

// spec: build-23
/** Converts a character index to zero-based line and column. */
export function indexToLineColumn(text: string, index: number | undefined): { line: number | null; column: number } {
  if (typeof index !== 'number') return { line: null, column: -1 };

  let column = -1;
  for (let cursor = index; cursor >= 0 && text[cursor] !== '\n'; cursor--) column += 1;

  let line = 0;
  const end = Math.min(index, text.length);
  for (let cursor = 0; cursor < end; cursor++) {
    if (text[cursor] === '\n') line += 1;
  }
  return { line, column };
}

// spec: build-24
/** Resolves `.` and `..` segments of a forward-slash path textually. */
export function resolveDotSegments(path: string): string {
  const output: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (output.length === 0 || output[output.length - 1] === '..') output.push('..');
      else output.pop();
      continue;
    }
    output.push(segment);
  }
  return output.join('/');
}

// spec: build-25
/** Directory part of a file name including the trailing separator. */
export function directoryOf(fileName: string): string {
  const queryAt = fileName.lastIndexOf('?');
  const withoutQuery = queryAt > 0 ? fileName.slice(0, queryAt) : fileName;
  let separatorAt = withoutQuery.lastIndexOf('/');
  if (separatorAt < 0) separatorAt = withoutQuery.lastIndexOf('\\');
  return separatorAt < 0 ? '' : withoutQuery.slice(0, separatorAt + 1);
}

// spec: build-26
export interface SplitUrl {
  hostPart: string | undefined;
  directories: string[];
}

export interface UrlSplitter {
  splitUrl(url: string): SplitUrl;
}

/** Relative directory path from the base URL's directory to the target URL's directory. */
export function relativeDirectoryPath(this: UrlSplitter, targetUrl: string, baseUrl: string): string {
  const target = this.splitUrl(targetUrl);
  const base = this.splitUrl(baseUrl);
  if (target.hostPart !== base.hostPart) return '';

  const longest = Math.max(target.directories.length, base.directories.length);
  let common = 0;
  while (common < longest && target.directories[common] === base.directories[common]) common += 1;

  const baseRest = base.directories.slice(common);
  const targetRest = target.directories.slice(common);
  const up = '../'.repeat(Math.max(baseRest.length - 1, 0));
  const down = targetRest
    .slice(0, -1)
    .map((segment) => `${segment}/`)
    .join('');
  return up + down;
}

// spec: build-27
export interface RgbColor {
  rgb: number[];
  alpha: number;
}

/** Composites `source` over `backdrop` with a separable blend mode. */
export function blendColors(
  blend: (backdropValue: number, sourceValue: number) => number,
  backdrop: RgbColor,
  source: RgbColor,
): RgbColor {
  const backdropAlpha = backdrop.alpha;
  const sourceAlpha = source.alpha;
  const resultAlpha = sourceAlpha + backdropAlpha * (1 - sourceAlpha);

  const channels = [0, 1, 2].map((channel) => {
    const backdropValue = backdrop.rgb[channel] / 255;
    const sourceValue = source.rgb[channel] / 255;
    let value = blend(backdropValue, sourceValue);
    if (resultAlpha) {
      value =
        (sourceAlpha * sourceValue +
          backdropAlpha * (backdropValue - sourceAlpha * (backdropValue + sourceValue - value))) /
        resultAlpha;
    }
    return value * 255;
  });

  return { rgb: channels, alpha: resultAlpha };
}

// spec: build-28
/** Soft-light blend of one normalised channel. */
export function softLightChannel(backdrop: number, source: number): number {
  let d = 1;
  let e = backdrop;
  if (source > 0.5) {
    e = 1;
    d = backdrop > 0.25 ? Math.sqrt(backdrop) : ((16 * backdrop - 12) * backdrop + 4) * backdrop;
  }
  return backdrop - (1 - 2 * source) * e * (d - backdrop);
}

// spec: build-29
/** WCAG relative luminance of an RGB color (0–255 channels). */
export function relativeLuminance(color: { rgb: readonly number[] }): number {
  const [red, green, blue] = color.rgb.slice(0, 3).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

// spec: build-30
/** Converts an RGB color to hue (degrees), saturation and lightness. */
export function rgbToHsl(color: { rgb: readonly number[]; alpha: number }): { h: number; s: number; l: number; a: number } {
  const red = color.rgb[0] / 255;
  const green = color.rgb[1] / 255;
  const blue = color.rgb[2] / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const spread = max - min;

  let hue = 0;
  let saturation = 0;
  if (max !== min) {
    saturation = lightness > 0.5 ? spread / (2 - max - min) : spread / (max + min);
    if (max === red) hue = (green - blue) / spread + (green < blue ? 6 : 0);
    else if (max === green) hue = (blue - red) / spread + 2;
    else hue = (red - green) / spread + 4;
    hue /= 6;
  }
  return { h: hue * 360, s: saturation, l: lightness, a: color.alpha };
}

// spec: build-31
/** Cartesian product of a list of arrays; the first array's element varies fastest. */
export function cartesianProduct<T>(lists: readonly T[][]): Array<T | T[]> {
  if (lists.length === 0) return [];
  if (lists.length === 1) return lists[0];

  const restCombinations = cartesianProduct(lists.slice(1));
  const result: T[][] = [];
  for (const combination of restCombinations) {
    for (const element of lists[0]) {
      result.push(([element] as T[]).concat(combination as T | T[]));
    }
  }
  return result;
}

// spec: build-32
/** Builds the legacy `-sass-debug-info` media query for a source location. */
export function sassDebugInfoQuery(context: { debugInfo: { fileName: string; lineNumber: number } }): string {
  let fileName = context.debugInfo.fileName;
  if (!/^[a-z]+:\/\//i.test(fileName)) fileName = `file://${fileName}`;
  const escapedName = fileName.replace(/[.:/\\]/g, (char) => `\\${char === '\\' ? '/' : char}`);
  return (
    `@media -sass-debug-info{filename{font-family:${escapedName}}}` +
    `line{font-family:\\00003${context.debugInfo.lineNumber}}}\n`
  );
}

// spec: build-33
export interface QuotedValue {
  value: string;
  quote?: string;
  escaped?: boolean;
}

export interface FormatArgument {
  type: string;
  value?: unknown;
  toCSS(): string;
}

/** printf-like `%s`/`%d`/`%a` substitution for a quoted stylesheet string. */
export function formatQuotedString(template: QuotedValue, ...args: FormatArgument[]): QuotedValue {
  let text = template.value;
  for (const arg of args) {
    text = text.replace(/%[sda]/i, (placeholder: string): string => {
      const letter = placeholder.charAt(1);
      const rendered = arg.type === 'Quoted' && letter.toLowerCase() === 's' ? String(arg.value) : arg.toCSS();
      return letter === letter.toUpperCase() ? encodeURIComponent(rendered) : rendered;
    });
  }
  text = text.replace(/%%/g, '%');
  return { quote: template.quote || '', value: text, escaped: template.escaped };
}

// spec: build-34
/** Cancels unit names appearing in both numerator and denominator, in place. */
export function cancelUnits(unit: { numerator: string[]; denominator: string[] }): void {
  const counts = new Map<string, number>();
  unit.numerator.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1));
  unit.denominator.forEach((name) => counts.set(name, (counts.get(name) ?? 0) - 1));

  unit.numerator = [];
  unit.denominator = [];
  for (const [name, count] of counts) {
    if (count > 0) unit.numerator.push(...Array<string>(count).fill(name));
    else if (count < 0) unit.denominator.push(...Array<string>(-count).fill(name));
  }
  unit.numerator.sort();
  unit.denominator.sort();
}

// spec: build-35
/** Removes the configured base path (and one following separator) from a path. */
export function stripBasePath(this: { basePath?: string }, path: string): string {
  const basePath = this.basePath;
  if (!basePath || !path.startsWith(basePath)) return path;
  const rest = path.slice(basePath.length);
  return rest.startsWith('\\') || rest.startsWith('/') ? rest.slice(1) : rest;
}

// spec: build-36
/** Starting offset of every line of a source's text, cached on the source object. */
export function lineStartOffsets(source: { css: string; [lineOffsetsKey]?: number[] }): number[] {
  const cached = source[lineOffsetsKey];
  if (cached) return cached;

  const offsets: number[] = [];
  let offset = 0;
  for (const line of source.css.split('\n')) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  source[lineOffsetsKey] = offsets;
  return offsets;
}

const lineOffsetsKey: unique symbol = Symbol('lineOffsets');

// spec: build-37
/** Last truthy end (or start) position found scanning the tokens backwards. */
export function lastTokenPosition<P>(tokens: ReadonlyArray<readonly unknown[]>): P | undefined {
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    const position = (token[3] || token[2]) as P | undefined;
    if (position) return position;
  }
  return undefined;
}

// spec: build-38
/** Splits escaped text into pieces matching the original text chunks (every third chunk element). */
export function splitEscapedByChunks(chunks: readonly unknown[], original: string, escaped: string): string[] {
  const pieces: string[] = [];
  let originalCursor = 0;
  let escapedCursor = 0;
  for (let index = 0; index < chunks.length; index += 3) {
    const piece = String(chunks[index]);
    const pieceStart = escapedCursor;
    const originalEnd = originalCursor + piece.length;
    while (originalCursor < originalEnd) {
      if (original[originalCursor] === escaped[escapedCursor]) {
        originalCursor += 1;
        escapedCursor += 1;
      } else {
        originalCursor += 1;
        escapedCursor += 4;
      }
    }
    pieces.push(escaped.slice(pieceStart, escapedCursor));
  }
  return pieces;
}

// spec: build-39
/** Decodes an inline source-map data URI into its JSON text. */
export function decodeInlineSourceMap(dataUri: string): string {
  const uriPrefix = /^data:application\/json;charset=utf-?8,/.exec(dataUri)?.[0] ??
    (dataUri.startsWith('data:application/json,') ? 'data:application/json,' : undefined);
  if (uriPrefix !== undefined) return decodeURIComponent(dataUri.slice(uriPrefix.length));

  const base64Prefix = /^data:application\/json;charset=utf-?8;base64,/.exec(dataUri)?.[0] ??
    (dataUri.startsWith('data:application/json;base64,') ? 'data:application/json;base64,' : undefined);
  if (base64Prefix !== undefined) {
    return Buffer.from(dataUri.slice(base64Prefix.length), 'base64').toString('utf8');
  }

  const afterPrefix = dataUri.slice(22);
  const encoding = afterPrefix.slice(0, afterPrefix.indexOf(','));
  throw new Error(`Unsupported source map encoding ${encoding}`);
}

// spec: build-40
/** Converts a file path into a URL-safe string, memoised per instance. */
export function pathToSourceMapUrl(this: { urlCache: Map<string, string> }, filePath: string): string {
  const cached = this.urlCache.get(filePath);
  if (cached) return cached;

  const normalized = sep === '\\' ? filePath.replace(/\\/g, '/') : filePath;
  const url = encodeURI(normalized).replace(/[#?]/g, (char) => encodeURIComponent(char));
  this.urlCache.set(normalized, url);
  return url;
}

// spec: build-41
/** Converts a one-based line/column position into a zero-based offset. */
export function positionToOffset(text: string, position: { line: number; column: number; offset?: number }): number {
  if (position.offset !== undefined) return position.offset;
  let line = 1;
  let column = 1;
  for (let index = 0; index < text.length; index++) {
    if (line === position.line && column === position.column) return index;
    if (text[index] === '\n') {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return 0;
}

// spec: build-42
export interface CssSyntaxErrorFields {
  message: string;
  reason: string;
  plugin?: string;
  file?: string;
  line?: number;
  column?: number;
}

/** Rebuilds `error.message` from plugin, file, line, column and reason. */
export function updateCssErrorMessage(error: CssSyntaxErrorFields): void {
  const pluginPart = error.plugin ? `${error.plugin}: ` : '';
  const filePart = error.file ? error.file : '<css input>';
  const positionPart = error.line !== undefined ? `:${error.line}:${error.column}` : '';
  error.message = `${pluginPart}${filePart}${positionPart}: ${error.reason}`;
}

// spec: build-43
export interface VisitableNode {
  type: string;
  prop?: string;
  name?: string;
  append?: unknown;
}

/** Visitor event names, in order, for one syntax-tree node (0 marks "visit children"). */
export function visitorEventsFor(node: VisitableNode): Array<string | 0> {
  const classNames: Record<string, string> = {
    atrule: 'AtRule',
    comment: 'Comment',
    decl: 'Declaration',
    document: 'Document',
    root: 'Root',
    rule: 'Rule',
  };
  const type = classNames[node.type];
  let key: string | undefined;
  if (node.type === 'decl') key = node.prop?.toLowerCase();
  else if (node.type === 'atrule') key = node.name?.toLowerCase();
  const hasChildren = Boolean(node.append);

  if (key !== undefined && hasChildren) return [type, `${type}-${key}`, 0, `${type}Exit`, `${type}Exit-${key}`];
  if (key !== undefined) return [type, `${type}-${key}`, `${type}Exit`, `${type}Exit-${key}`];
  if (hasChildren) return [type, 0, `${type}Exit`];
  return [type, `${type}Exit`];
}

// spec: build-44
export interface SourceTrackedNode {
  source?: unknown;
  nodes?: SourceTrackedNode[];
}

/** Deletes `source` from the nodes and all descendants (iteratively); returns a shallow copy of the array. */
export function stripNodeSources<N extends SourceTrackedNode>(nodes: readonly N[]): N[] {
  const stack: SourceTrackedNode[] = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as SourceTrackedNode;
    delete node.source;
    if (Array.isArray(node.nodes)) {
      node.nodes = [...node.nodes];
      stack.push(...node.nodes);
    }
  }
  return [...nodes];
}

// spec: build-45
export type Token = [type: string, text: string, ...rest: unknown[]];

/** Removes trailing space/comment tokens and returns their concatenated text. */
export function popTrailingSpacesAndComments(tokens: Token[]): string {
  let removedText = '';
  while (tokens.length > 0) {
    const lastType = tokens[tokens.length - 1][0];
    if (lastType !== 'space' && lastType !== 'comment') break;
    const token = tokens.pop() as Token;
    removedText = token[1] + removedText;
  }
  return removedText;
}

// spec: build-46
/** Normalises plugin candidates into a flat list of usable plugins. */
export function normalizePluginList(candidates: readonly unknown[]): unknown[] {
  const plugins: unknown[] = [];
  for (const original of candidates) {
    let candidate: any = original;
    if (candidate?.postcss === true) candidate = candidate();
    else if (candidate?.postcss) candidate = candidate.postcss;

    const isObject = typeof candidate === 'object' && candidate !== null;
    if (isObject && Array.isArray(candidate.plugins)) {
      plugins.push(...candidate.plugins);
    } else if (isObject && candidate.postcssPlugin) {
      plugins.push(candidate);
    } else if (typeof candidate === 'function') {
      plugins.push(candidate);
    } else if (isObject && (candidate.parse || candidate.stringify)) {
      if (process.env.NODE_ENV !== 'production') {
        throw new Error(
          'PostCSS syntaxes cannot be used as plugins. Instead, please use one of the ' +
            'syntax/parser/stringifier options as outlined in your PostCSS runner documentation.',
        );
      }
    } else {
      throw new Error(`${String(candidate)} is not a PostCSS plugin`);
    }
  }
  return plugins;
}

// spec: build-47
export interface AtRuleLike {
  name: string;
  params?: string;
  raws: { afterName?: string; [key: string]: unknown };
}

export interface RawValueProvider {
  rawValue(node: AtRuleLike, property: 'params'): string;
}

/** Opening text of an at-rule: `@name`, separator and parameters. */
export function atRuleOpening(stringifier: RawValueProvider, node: AtRuleLike): string {
  const params = node.params ? stringifier.rawValue(node, 'params') : '';
  const recorded = node.raws.afterName;
  let separator: string;
  if (recorded === undefined) {
    separator = params ? ' ' : '';
  } else if (recorded === '' && params && !/[\t\n\f\r "#'()/;[\\\]{}]/.test(params.charAt(0))) {
    separator = ' ';
  } else {
    separator = recorded;
  }
  return `@${node.name}${separator}${params}`;
}

// spec: build-48
/** Merges user options with defaults, optionally rejecting unknown keys. */
export function applyDefaults<T extends Record<string, unknown>>(
  given: true | Record<string, unknown> | null | undefined | false,
  defaults: T,
  strict?: boolean,
): Record<string, unknown> {
  const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
  const noOptions = given === true;
  const options: Record<string, unknown> = typeof given === 'object' && given !== null ? { ...given } : {};

  if (strict) {
    for (const key of Object.keys(options)) {
      if (!hasOwn(defaults, key)) {
        throw Object.assign(new Error(`\`${key}\` is not a supported option`), { name: 'DefaultsError', defs: defaults });
      }
    }
  }

  for (const key of Object.keys(defaults)) {
    if (noOptions || !hasOwn(options, key)) {
      options[key] = defaults[key];
    } else if (key === 'ecma' || key === 'builtins_ecma') {
      let version = (options[key] as number) | 0;
      if (version > 5 && version < 2015) version += 2009;
      options[key] = version;
    }
  }
  return options;
}

// spec: build-49
/** Escapes raw NUL and line terminator characters in a regular-expression source. */
export function escapeRegExpSourceTerminators(source: string): string {
  const codes: Record<string, string> = {
    '\0': '0',
    '\n': 'n',
    '\r': 'r',
    '\u2028': 'u2028',
    '\u2029': 'u2029',
  };
  let result = '';
  let backslashRun = 0;
  for (const char of source) {
    const code = codes[char];
    if (code !== undefined) {
      const alreadyEscaped = backslashRun % 2 === 1;
      result += alreadyEscaped ? code : `\\${code}`;
      backslashRun = 0;
      continue;
    }
    backslashRun = char === '\\' ? backslashRun + 1 : 0;
    result += char;
  }
  return result;
}

// spec: build-50
/** Sorts regular-expression flags into canonical order, removing duplicates. */
export function canonicalizeRegExpFlags(flags: string): string {
  const knownOrder = ['d', 'g', 'i', 'm', 's', 'u', 'y', 'v'];
  const known = knownOrder.filter((flag) => flags.includes(flag));
  const unknown = [...new Set(flags)].filter((flag) => !knownOrder.includes(flag));
  return [...known, ...unknown].join('');
}

// spec: build-51
/** The full character (surrogate pair aware) at a UTF-16 index. */
export function characterAt(text: string, index: number): string {
  const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
  const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;
  const code = text.charCodeAt(index);
  if (isHigh(code) && isLow(text.charCodeAt(index + 1))) return text.slice(index, index + 2);
  if (isLow(code) && index > 0 && isHigh(text.charCodeAt(index - 1))) return text.slice(index - 1, index + 1);
  return text.charAt(index);
}

// spec: build-52
/** Number of code points in a string (surrogate pairs count once). */
export function codePointLength(text: string): number {
  let pairs = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      pairs += 1;
      index += 1;
    }
  }
  return text.length - pairs;
}

// spec: build-53
/** Converts a code point to a string, using a surrogate pair above the BMP. */
export function codePointToString(codePoint: number): string {
  if (codePoint > 0xffff) {
    const offset = codePoint - 0x10000;
    return String.fromCharCode((offset >> 10) + 0xd800, (offset % 1024) + 0xdc00);
  }
  return String.fromCharCode(codePoint);
}

// spec: build-54
/** Parses the text of a JavaScript numeric literal. */
export function parseNumericLiteral(text: string, allowExponent = true): number | undefined {
  if (!allowExponent && text.includes('e')) return NaN;
  if (/^0[xX][0-9a-fA-F]+$/.test(text)) return parseInt(text.slice(2), 16);
  if (/^0[0-7]+$/.test(text)) return parseInt(text.slice(1), 8);
  if (/^0[oO][0-7]+$/.test(text)) return parseInt(text.slice(2), 8);
  if (/^0[bB][01]+$/.test(text)) return parseInt(text.slice(2), 2);
  if (/^\d*\.?\d*(?:[eE][+-]?\d+)?$/.test(text)) return parseFloat(text);

  const parsed = parseFloat(text);
  // Loose equality of a number with a string compares against the string's numeric value.
  return parsed === Number(text) ? parsed : undefined;
}

// spec: build-55
/** Shortest source text for a number among decimal, hex and exponent forms. */
export function shortestNumberText(value: number): string {
  const base = String(value).replace(/^0\./, '.').replace('e+', 'e');
  const candidates: string[] = [base];

  if (Number.isInteger(value)) {
    candidates.push(value < 0 ? `-0x${(-value).toString(16)}` : `0x${value.toString(16)}`);
  }

  const leadingZeros = /^\.0+/.exec(base);
  const trailingZeros = /0+$/.exec(base);
  const scientific = /^(\d)\.(\d+)e(-?\d+)$/.exec(base);
  if (leadingZeros) {
    const digits = base.slice(leadingZeros[0].length);
    candidates.push(`${digits}e-${digits.length + leadingZeros[0].length - 1}`);
  } else if (trailingZeros) {
    candidates.push(`${base.slice(0, trailingZeros.index)}e${trailingZeros[0].length}`);
  } else if (scientific) {
    const [, intDigit, fraction, exponent] = scientific;
    candidates.push(`${intDigit}${fraction}e${Number(exponent) - fraction.length}`);
  }

  return candidates.reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
}

// spec: build-56
/** Whether a comment counts as "important" (license, preserve, copyright or `/*!`). */
export function isImportantComment(comment: { type: string; value: string }): boolean {
  if (comment.type !== 'comment1' && comment.type !== 'comment2') return false;
  return /@preserve|@copyright|@lic|@cc_on|^\**!/i.test(comment.value);
}

// spec: build-57
/** Inserts text at a logical index of a two-part output buffer. */
export function insertIntoBuffer(buffer: { head: string; tail: string }, text: string, index: number): void {
  if (index < buffer.head.length) {
    buffer.head = buffer.head.slice(0, index) + text + buffer.head.slice(index);
  } else if (index === buffer.head.length) {
    buffer.head += text;
  } else {
    const tailIndex = index - buffer.head.length;
    buffer.head += buffer.tail.slice(0, tailIndex) + text;
    buffer.tail = buffer.tail.slice(tailIndex);
  }
}

// spec: build-58
/** Prepares comment text for output: strips an annotation and neutralises `</script`. */
export function prepareCommentText(text: string, outputOptions: { preserveAnnotations?: boolean }): string {
  let cleaned = text;
  if (!outputOptions.preserveAnnotations) {
    cleaned = cleaned.replace(/[@#]__(?:PURE|INLINE|NOINLINE)__/, ' ');
  }
  if (/^\s*$/.test(cleaned)) return '';
  return cleaned.replace(/<\s*\/\s*(script)/i, '<\\/$1');
}

// spec: build-59
/** Expands wildcards in the last path component of the given path(s). */
export function expandSimpleGlob(input: string | readonly string[]): string[] {
  if (typeof input !== 'string') return input.flatMap((item) => expandSimpleGlob(item));
  if (!/[*?]/.test(input)) return [input];

  const directory = dirname(input);
  const pattern = basename(input);
  let entries: string[] | undefined;
  try {
    entries = readdirSync(directory);
  } catch {
    entries = undefined;
  }

  if (entries) {
    const source = pattern
      .replace(/[.+^$[\]\\(){}]/g, '\\$&')
      .replace(/\*/g, '[^/\\\\]*')
      .replace(/\?/g, '[^/\\\\]');
    const matcher = new RegExp(`^${source}$`, process.platform === 'win32' ? 'i' : '');
    const matches = entries.filter((entry) => matcher.test(entry)).map((entry) => join(directory, entry));
    if (matches.length > 0) return matches;
  }
  return [input];
}

// spec: build-60
/** Copies a truthy top-level option into each truthy option group that does not define it. */
export function propagateOption(name: string, options: Record<string, any>, groupKeys: readonly string[]): void {
  if (!options[name]) return;
  for (const groupKey of groupKeys) {
    if (!options[groupKey]) continue;
    if (typeof options[groupKey] !== 'object') options[groupKey] = {};
    if (!(name in options[groupKey])) options[groupKey][name] = options[name];
  }
}
