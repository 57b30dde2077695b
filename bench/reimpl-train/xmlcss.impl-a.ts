import { EventEmitter } from 'node:events';

// spec: xmlcss-01
/**
 * Converts a numeric-looking string into a number (integer or float),
 * leaving anything that coerces to NaN untouched.
 */
export function coerceNumericString(input: string): string | number {
  const coerced = Number(input);
  if (!isNaN(input as unknown as number)) {
    return coerced % 1 === 0 ? parseInt(input, 10) : parseFloat(input);
  }
  return input;
}

// spec: xmlcss-02
/** Turns the exact words "true"/"false" (any case) into booleans. */
export function coerceBooleanString(input: string): string | boolean {
  if (/^(?:true|false)$/i.test(input)) {
    return input.toLowerCase() === 'true';
  }
  return input;
}

// spec: xmlcss-03
/** Drops a single leading U+FEFF byte order mark. */
export function stripByteOrderMark(text: string): string {
  return text[0] === '\uFEFF' ? text.slice(1) : text;
}

// spec: xmlcss-04
/** Threads a value through a list of `(value, key) => value` transformers. */
export function runValueProcessors<T = unknown>(
  processors: ReadonlyArray<(value: T, key?: string) => T>,
  initialValue: T,
  key?: string,
): T {
  return processors.reduce((current, processor) => processor(current, key), initialValue);
}

// spec: xmlcss-05
/**
 * Stores `value` under `key`, promoting repeated keys to arrays.
 * Returns the object for a fresh key, or the new array length otherwise.
 */
export function assignChildValue(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
  alwaysArray: boolean,
): Record<string, unknown> | number {
  const defineOwn = (stored: unknown): void => {
    Object.defineProperty(target, key, {
      value: stored,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  };

  if (!(key in target)) {
    defineOwn(alwaysArray ? [value] : value);
    return target;
  }

  let existing = target[key];
  if (!Array.isArray(existing)) {
    existing = [existing];
    defineOwn(existing);
  }
  return (existing as unknown[]).push(value);
}

// spec: xmlcss-06
/** C-style fpclassify: 0 normal, 1 subnormal, 2 zero, 3 infinite, 4 NaN. */
export function classifyFloat(value: number): number {
  const smallestNormal = 2.2250738585072014e-308;
  if (Number.isFinite(value)) {
    if (Math.abs(value) >= smallestNormal) return 0;
    return value !== 0 ? 1 : 2;
  }
  return Number.isNaN(value) ? 4 : 3;
}

// spec: xmlcss-07
/** One block-mixing step of 32-bit MurmurHash3. */
export function murmurMixBlock(hash: number, word: number): number {
  const rotl = (x: number, bits: number): number => (x << bits) | (x >>> (32 - bits));

  let data = Math.imul(word, 0xcc9e2d51);
  data = rotl(data, 15);
  data = Math.imul(data, 0x1b873593);

  let state = hash ^ data;
  state = rotl(state, 13);
  state = (state + (state << 2)) | 0;
  state = (state + (0xe6546b64 | 0)) | 0;
  return state;
}

// spec: xmlcss-08
/** Error function approximation (Abramowitz & Stegun 7.1.26). */
export function approximateErf(input: number): number {
  const sign = input < 0 ? -1 : 1;
  const x = Math.abs(input);
  const t = 1 / (1 + 0.3275911 * x);
  const polynomial =
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  return sign * (1 - polynomial * Math.exp(-x * x));
}

// spec: xmlcss-09
/** Parses an optional sign and 0x/0o/0b/0u prefix; returns [digitStart, sign, base]. */
export function readSignAndRadix(text: string): [number, number, number] {
  let position = 0;
  let sign = 1;
  let base = 10;

  if (text.length > 0) {
    if (text[0] === '-') {
      position++;
      sign = -1;
    } else if (text[0] === '+') {
      position++;
    }
  }

  if (text.length - position >= 2 && text[position] === '0') {
    const marker = text[position + 1];
    const radixByMarker: Record<string, number> = {
      x: 16, X: 16,
      o: 8, O: 8,
      b: 2, B: 2,
      u: 10, U: 10,
    };
    if (marker in radixByMarker) {
      base = radixByMarker[marker];
      position += 2;
    }
  }

  return [position, sign, base];
}

// spec: xmlcss-10
/** C frexp: returns [0, fraction, exponent] with |fraction| in [0.5, 1). */
export function splitFloatExponent(value: number): [0, number, number] {
  if (value === 0 || !Number.isFinite(value)) {
    return [0, value, 0];
  }
  const negative = value < 0;
  let magnitude = Math.abs(value);
  let exponent = Math.max(-1023, Math.floor(Math.log2(magnitude)) + 1);
  magnitude *= Math.pow(2, -exponent);

  while (magnitude < 0.5) {
    magnitude *= 2;
    exponent--;
  }
  while (magnitude >= 1) {
    magnitude *= 0.5;
    exponent++;
  }
  return [0, negative ? -magnitude : magnitude, exponent];
}

// spec: xmlcss-11
/** C ldexp: value * 2^exponent, scaling in steps to avoid premature overflow. */
export function scaleByPowerOfTwo(value: number, exponent: number): number {
  let remaining = exponent | 0;
  let result = value;

  if (remaining > 1023) {
    remaining -= 1023;
    result *= Math.pow(2, 1023);
    if (remaining > 1023) {
      remaining -= 1023;
      result *= Math.pow(2, 1023);
    }
  }
  if (remaining < -1023) {
    remaining += 1023;
    result *= Math.pow(2, -1023);
  }
  return result * Math.pow(2, remaining);
}

// spec: xmlcss-12
/** Collects all matches of a global/sticky regex, each with its groups and start index. */
export function collectAllMatches(
  text: string,
  pattern: RegExp,
): Array<Array<string | undefined> & { startIndex: number }> {
  const matches: Array<Array<string | undefined> & { startIndex: number }> = [];
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const entry = Array.from(match) as Array<string | undefined> & { startIndex: number };
    entry.startIndex = pattern.lastIndex - match[0].length;
    matches.push(entry);
  }
  return matches;
}

// spec: xmlcss-13
/** Normalises an "ignore attributes" option into a predicate over attribute names. */
export function buildAttributeIgnorePredicate(
  option: unknown,
): (attributeName: string, ...rest: unknown[]) => boolean | undefined {
  if (typeof option === 'function') {
    return option as (attributeName: string) => boolean | undefined;
  }
  if (Array.isArray(option)) {
    const patterns: unknown[] = option;
    return (attributeName: string): boolean | undefined => {
      for (const pattern of patterns) {
        if (typeof pattern === 'string' && pattern === attributeName) return true;
        if (pattern instanceof RegExp && pattern.test(attributeName)) return true;
      }
      return undefined;
    };
  }
  return () => false;
}

// spec: xmlcss-14
/** Expands a boolean or partial object into a complete entity-processing configuration. */
export function normalizeEntityOptions(option: unknown, _unused?: unknown): EntityProcessingOptions {
  const defaults: EntityProcessingOptions = {
    enabled: true,
    maxEntitySize: 10000,
    maxExpansionDepth: 10000,
    maxTotalExpansions: Infinity,
    maxExpandedLength: 100000,
    maxEntityCount: 1000,
    allowedTags: null,
    tagFilter: null,
    appliesTo: 'all',
  };

  if (typeof option === 'boolean') {
    return { ...defaults, enabled: option };
  }

  if (option !== null && typeof option === 'object') {
    const source = option as Partial<Record<keyof EntityProcessingOptions, unknown>>;
    const limit = (raw: unknown, fallback: number): number =>
      Math.max(1, (raw ?? fallback) as number);

    return {
      enabled: source.enabled !== false,
      maxEntitySize: limit(source.maxEntitySize, defaults.maxEntitySize),
      maxExpansionDepth: limit(source.maxExpansionDepth, defaults.maxExpansionDepth),
      maxTotalExpansions: limit(source.maxTotalExpansions, defaults.maxTotalExpansions),
      maxExpandedLength: limit(source.maxExpandedLength, defaults.maxExpandedLength),
      maxEntityCount: limit(source.maxEntityCount, defaults.maxEntityCount),
      allowedTags: source.allowedTags ?? defaults.allowedTags,
      tagFilter: source.tagFilter ?? defaults.tagFilter,
      appliesTo: source.appliesTo ?? defaults.appliesTo,
    };
  }

  return { ...defaults };
}

interface EntityProcessingOptions {
  enabled: boolean;
  maxEntitySize: number;
  maxExpansionDepth: number;
  maxTotalExpansions: number;
  maxExpandedLength: number;
  maxEntityCount: number;
  allowedTags: unknown;
  tagFilter: unknown;
  appliesTo: unknown;
}

// spec: xmlcss-15
/** Validates an entity/character reference starting at `ampIndex`; returns the ';' index or -1. */
export function findEntityReferenceEnd(text: string, ampIndex: number): number {
  let index = ampIndex + 1;

  if (text[index] === ';') return -1;

  if (text[index] === '#') {
    index++;
    let digitPattern = /[0-9]/;
    if (text[index] === 'x') {
      index++;
      digitPattern = /[0-9a-fA-F]/;
    }
    for (; index < text.length; index++) {
      const char = text[index];
      if (char === ';') return index;
      if (!digitPattern.test(char)) return -1;
    }
    return -1;
  }

  let nameLength = 0;
  for (; index < text.length; index++) {
    const char = text[index];
    if (char === ';') return index;
    if (/\w/.test(char) && nameLength < 20) {
      nameLength++;
      continue;
    }
    return -1;
  }
  return index;
}

// spec: xmlcss-16
/** Converts a character offset into a one-based { line, column } position. */
export function offsetToLineColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.substring(0, offset).split(/\r?\n/);
  return {
    line: lines.length,
    column: lines[lines.length - 1].length + 1,
  };
}

// spec: xmlcss-17
/** Returns a copy of an attribute map with the configured name prefix removed from keys. */
export function stripAttributePrefixes(
  attributes: Record<string, unknown> | null | undefined,
  options: { attributeNamePrefix: string; attributesGroupName?: string | false | null },
): Record<string, unknown> {
  if (!attributes) return {};

  let source: Record<string, unknown> | null | undefined = attributes;
  if (options.attributesGroupName) {
    source = attributes[options.attributesGroupName] as Record<string, unknown> | null | undefined;
    if (!source) return {};
  }

  const prefix = options.attributeNamePrefix;
  const stripped: Record<string, unknown> = {};
  for (const key in source) {
    const plainKey = key.startsWith(prefix) ? key.substring(prefix.length) : key;
    stripped[plainKey] = source[key];
  }
  return stripped;
}

// spec: xmlcss-18
/** Maps an index in a shortened text back to the original by counting removed positions before it. */
export function restoreOriginalIndex(index: number, removedPositions: readonly number[]): number {
  let low = 0;
  let high = removedPositions.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (removedPositions[middle] < index) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return index + low;
}

// spec: xmlcss-19
/** Reads tag content up to `closing`, skipping over quoted attribute values. */
export function readTagContent(
  text: string,
  startIndex: number,
  closing = '>',
): { content: string; index: number } | undefined {
  let content = '';
  for (let index = startIndex; index < text.length; index++) {
    const char = text[index];

    if (char === '"' || char === "'") {
      const quoteEnd = text.indexOf(char, index + 1);
      if (quoteEnd === -1) return undefined;
      content += text.substring(index, quoteEnd + 1);
      index = quoteEnd;
      continue;
    }

    if (char === closing[0] && (closing.length === 1 || text[index + 1] === closing[1])) {
      return { content, index };
    }

    content += char === '\t' ? ' ' : char;
  }
  return undefined;
}

// spec: xmlcss-20
/** Whether a converted element object is a leaf (empty, or only a meaningful text node). */
export function isLeafElement(element: object, options: { textNodeName: string }): boolean {
  const keyCount = Object.keys(element).length;
  if (keyCount === 0) return true;
  if (keyCount === 1) {
    const text = (element as Record<string, unknown>)[options.textNodeName];
    return Boolean(text) || typeof text === 'boolean' || text === 0;
  }
  return false;
}

// spec: xmlcss-21
/** Reads a quoted literal at `index`; returns [indexAfterClosingQuote, value]. */
export function readQuotedLiteral(text: string, index: number, label: string): [number, string] {
  const quote = text[index];
  if (quote !== '"' && quote !== "'") {
    throw new Error(`Expected quoted string, found "${quote}"`);
  }

  const valueStart = index + 1;
  let cursor = valueStart;
  while (cursor < text.length && text[cursor] !== quote) {
    cursor++;
  }
  if (cursor >= text.length) {
    throw new Error(`Unterminated ${label} value`);
  }
  return [cursor + 1, text.substring(valueStart, cursor)];
}

// spec: xmlcss-22
/** Throws when an option value names a property that could enable prototype pollution. */
export function assertSafePropertyName(candidate: unknown, optionName: string): void {
  if (typeof candidate !== 'string') return;

  const builtInMethods = [
    'hasOwnProperty',
    'toString',
    'valueOf',
    '__defineGetter__',
    '__defineSetter__',
    '__lookupGetter__',
    '__lookupSetter__',
  ];
  const criticalNames = ['__proto__', 'constructor', 'prototype'];
  const lowered = candidate.toLowerCase();
  const matches = (names: string[]): boolean => names.some((name) => name.toLowerCase() === lowered);

  if (matches(builtInMethods) || matches(criticalNames)) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${candidate}" is a reserved JavaScript keyword that could cause prototype pollution`,
    );
  }
}

// spec: xmlcss-23
/** Detects the encoding of an XML byte stream from its BOM or declaration start. */
export function detectStreamEncoding(bytes: ArrayLike<number>, isEnd: boolean): string | null {
  const startsWith = (...expected: number[]): boolean =>
    bytes.length >= expected.length && expected.every((byte, i) => bytes[i] === byte);

  if (bytes.length >= 2) {
    if (startsWith(0xff, 0xfe)) return 'utf-16le';
    if (startsWith(0xfe, 0xff)) return 'utf-16be';
  }
  if (bytes.length >= 3 && startsWith(0xef, 0xbb, 0xbf)) return 'utf8';
  if (bytes.length >= 4) {
    if (startsWith(0x3c, 0x00, 0x3f, 0x00)) return 'utf-16le';
    if (startsWith(0x00, 0x3c, 0x00, 0x3f)) return 'utf-16be';
    return 'utf8';
  }
  return isEnd ? 'utf8' : null;
}

// spec: xmlcss-24
/** Decodes a byte chunk, buffering until the stream's encoding can be detected. */
export function decodeStreamChunk(
  state: StreamDecodingState,
  chunk: Uint8Array,
  isEnd: boolean,
  detectEncoding: (bytes: Uint8Array, isEnd: boolean) => string | null = detectStreamEncoding,
): string {
  let bytes = chunk;
  if (state.pendingBytes) {
    const combined = new Uint8Array(state.pendingBytes.length + chunk.length);
    combined.set(state.pendingBytes, 0);
    combined.set(chunk, state.pendingBytes.length);
    bytes = combined;
    state.pendingBytes = null;
  }

  if (!state.decoder) {
    const encoding = detectEncoding(bytes, isEnd);
    if (encoding === null) {
      state.pendingBytes = bytes;
      return '';
    }
    state.parser.encoding = encoding;
    state.decoder = new TextDecoder(encoding);
  }

  return state.decoder.decode(bytes, { stream: !isEnd });
}

interface StreamDecodingState {
  pendingBytes: Uint8Array | null;
  decoder: TextDecoder | null;
  parser: { encoding?: string };
}

// spec: xmlcss-25
/** Whether a detected stream encoding agrees with the encoding declared in the XML prolog. */
export function encodingsAreCompatible(
  detected: string | null | undefined,
  declared: string | null | undefined,
): boolean {
  const normalize = (name: string | null | undefined): string | null =>
    name ? name.toLowerCase().replace(/[^a-z0-9]/g, '') : null;

  const detectedName = normalize(detected);
  const declaredName = normalize(declared);
  if (!detectedName || !declaredName) return true;
  if (declaredName === 'utf16') {
    return detectedName === 'utf16le' || detectedName === 'utf16be';
  }
  return detectedName === declaredName;
}

// spec: xmlcss-26
/** Splits a qualified XML name into { prefix, local }. */
export function splitQualifiedName(name: string, isAttribute: boolean): { prefix: string; local: string } {
  if (!name.includes(':')) {
    if (isAttribute && name === 'xmlns') {
      return { prefix: 'xmlns', local: '' };
    }
    return { prefix: '', local: name };
  }
  const [prefix, local] = name.split(':');
  return { prefix, local };
}

// spec: xmlcss-27
/** Resolves an entity name to its text, validating numeric character references. */
export function resolveEntityReference(
  name: string,
  entityTable: Record<string, string>,
  reportStrictError: (message: string) => void,
): string {
  if (entityTable[name]) return entityTable[name];

  const lowered = name.toLowerCase();
  if (entityTable[lowered]) return entityTable[lowered];

  let digits = lowered;
  let radix = 10;
  let codePoint = NaN;
  if (lowered.charAt(0) === '#') {
    if (lowered.charAt(1) === 'x') {
      digits = lowered.slice(2);
      radix = 16;
    } else {
      digits = lowered.slice(1);
      radix = 10;
    }
    digits = digits.replace(/^0+/, '');
    codePoint = parseInt(digits, radix);
  }

  const isLegalXmlChar = (code: number): boolean =>
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000;

  if (
    Number.isNaN(codePoint) ||
    codePoint.toString(radix) !== digits ||
    codePoint < 0 ||
    codePoint > 0x10ffff ||
    !isLegalXmlChar(codePoint)
  ) {
    reportStrictError('Invalid character entity');
    return `&${name};`;
  }
  return String.fromCodePoint(codePoint);
}

// spec: xmlcss-28
/** Whether a code point matches the XML 1.0 Char production. */
export function isValidXmlCodePoint(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

// spec: xmlcss-29
/** Fallback for String.fromCodePoint that builds the string in bounded chunks. */
export function stringFromCodePoints(...codePoints: unknown[]): string {
  const chunkLimit = 0x4000;
  let result = '';
  let units: number[] = [];

  codePoints.forEach((raw, position) => {
    const codePoint = Number(raw);
    if (
      !Number.isFinite(codePoint) ||
      codePoint < 0 ||
      codePoint > 0x10ffff ||
      Math.floor(codePoint) !== codePoint
    ) {
      throw new RangeError(`Invalid code point: ${codePoint}`);
    }

    if (codePoint <= 0xffff) {
      units.push(codePoint);
    } else {
      const offset = codePoint - 0x10000;
      units.push(0xd800 + (offset >> 10), 0xdc00 + (offset % 0x400));
    }

    if (units.length > chunkLimit || position === codePoints.length - 1) {
      result += String.fromCharCode(...units);
      units = [];
    }
  });

  return result;
}

// spec: xmlcss-30
/** Registers a listener, lazily wiring the wrapped parser's "on<event>" callback to re-emit. */
export function addForwardedListener(
  wrapper: ForwardingStreamWrapper,
  eventName: string,
  listener: (...args: unknown[]) => void,
): ForwardingStreamWrapper {
  const callbackName = `on${eventName}`;
  if (!wrapper.parser[callbackName] && wrapper.forwardableEvents.includes(eventName)) {
    wrapper.parser[callbackName] = (...args: unknown[]): void => {
      wrapper.emit(eventName, ...args);
    };
  }
  return EventEmitter.prototype.on.call(wrapper, eventName, listener) as ForwardingStreamWrapper;
}

type ForwardingStreamWrapper = EventEmitter & {
  parser: Record<string, unknown>;
  forwardableEvents: readonly string[];
};

// spec: xmlcss-31
/** Natural-order comparison where embedded digit runs compare numerically. */
export function compareNatural(left: unknown, right: unknown): number {
  const tokenize = (value: unknown): Array<string | number> =>
    String(value)
      .split(/(\d+)/)
      .map((piece) => {
        const parsed = parseInt(piece, 10);
        return String(parsed) === piece ? parsed : piece;
      });

  const leftPieces = tokenize(left);
  const rightPieces = tokenize(right);
  const sharedLength = Math.min(leftPieces.length, rightPieces.length);

  for (let i = 0; i < sharedLength; i++) {
    // Loose comparisons are intentional: "007" and 7 are treated as equal.
    const a = leftPieces[i] as unknown as number;
    const b = rightPieces[i] as unknown as number;
    if (a != b) {
      return a > b ? 1 : -1;
    }
  }

  if (leftPieces.length > rightPieces.length) return 1;
  if (leftPieces.length < rightPieces.length) return -1;
  return 0;
}

// spec: xmlcss-32
/** Deep-merges two configuration objects into a new object. */
export function mergeConfigurations(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object';
  const merged: Record<string, unknown> = {};

  for (const key in base) {
    const value = base[key];
    if (Array.isArray(value)) {
      merged[key] = value.slice();
    } else if (isObject(value)) {
      merged[key] = mergeConfigurations(value, {});
    } else {
      merged[key] = value;
    }
  }

  for (const key in overrides) {
    const value = overrides[key];
    const exists = Object.prototype.hasOwnProperty.call(merged, key);
    if (exists && Array.isArray(value)) {
      merged[key] = value.slice();
    } else if (exists && isObject(value)) {
      merged[key] = mergeConfigurations(merged[key] as Record<string, unknown>, value);
    } else {
      merged[key] = value;
    }
  }

  return merged;
}

// spec: xmlcss-33
/** Lists distinct vendor-prefix matches (e.g. "-webkit-") in a CSS value. */
export function findVendorPrefixes(value: string): string[] {
  const prefixes: string[] = [];
  const pattern = /(^|\W)-\w+-/g;
  for (const match of value.matchAll(pattern)) {
    if (!prefixes.includes(match[0])) {
      prefixes.push(match[0]);
    }
  }
  return prefixes;
}

// spec: xmlcss-34
/** Converts HSL (degrees, percent, percent) to integer RGB channels. */
export function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  let h = hue % 360;
  if (h < 0) h += 360;
  h = Math.trunc(h) / 360;

  const clampPercent = (value: number): number => Math.trunc(Math.min(100, Math.max(0, value))) / 100;
  const s = clampPercent(saturation);
  const l = clampPercent(lightness);

  let channels: [number, number, number];
  if (s === 0) {
    channels = [l, l, l];
  } else {
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    const hueToChannel = (shifted: number): number => {
      let t = shifted;
      if (t < 0) t += 1;
      if (t > 1) t -= 1;
      if (t < 1 / 6) return p + (q - p) * 6 * t;
      if (t < 1 / 2) return q;
      if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
      return p;
    };
    channels = [hueToChannel(h + 1 / 3), hueToChannel(h), hueToChannel(h - 1 / 3)];
  }

  return channels.map((channel) => Math.trunc(channel * 255)) as [number, number, number];
}

// spec: xmlcss-35
/** Formats red/green/blue channels as a "#rrggbb" string. */
export function rgbToHexString(red: number | string, green: number | string, blue: number | string): string {
  const toByte = (channel: number | string): number =>
    Math.max(0, Math.min(255, parseInt(String(channel), 10)));

  const packed = (toByte(red) << 16) | (toByte(green) << 8) | toByte(blue);
  return `#${`00000${packed.toString(16)}`.slice(-6)}`;
}

// spec: xmlcss-36
/** Splits an @import rule into [address, media]. */
export function parseImportRule(rule: string): [string, string] {
  const text = rule
    .replace(/^@import/i, '')
    .trim()
    .replace(/^url\(\s{0,31}/i, '(')
    .replace(/\s{0,31}\)/, ') ')
    .replace(/["']\s{0,31}/, '')
    .replace(/\s{0,31}["']/, '');

  let pieces: string[];
  if (!text.includes('(')) {
    pieces = text.split(' ');
  } else {
    pieces = [];
    let current = '';
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char === '(') depth++;
      else if (char === ')') depth--;

      if (char === ' ' && depth <= 0 && i > 0 && i < text.length - 1) {
        pieces.push(current);
        current = '';
      } else {
        current += char;
      }
    }
    if (current.endsWith(' ')) current = current.slice(0, -1);
    pieces.push(current);
  }

  const address = pieces[0].replace(/^\(/, '').replace(/\)$/, '');
  const media = pieces.slice(1).join(' ');
  return [address, media];
}

// spec: xmlcss-37
/** Picks the quote needed around a URL inside url(), or '' when none is needed. */
export function chooseUrlQuote(url: string): string {
  if (url.includes("'")) return '"';
  if (url.includes('"')) return "'";
  if (/[\s()]/.test(url)) return "'";
  return '';
}

// spec: xmlcss-38
/** Switches a duration between ms and s when the result is shorter. */
export function shortenDuration(
  _property: string,
  value: string,
  options: { level1?: boolean } | { [key: string]: unknown },
): string {
  if (!(options as { level1?: boolean }).level1) return value;

  const match = /^(-?[\d.]+)(ms|s)$/.exec(value);
  if (!match) return value;

  const [, amount, unit] = match;
  const converted =
    unit === 'ms' ? `${parseInt(amount, 10) / 1000}s` : `${parseFloat(amount) * 1000}ms`;
  return converted.length < value.length ? converted : value;
}

// spec: xmlcss-39
/** Returns the index of the last character of a leading number (see spec quirks). */
export function findNumberEnd(token: string): number {
  let seenDecimalPoint = false;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    const isSign = char === '+' || char === '-';
    if (isSign && i === 0) continue;
    if (isSign) return i - 1;
    if (char === '.') {
      if (seenDecimalPoint) return i - 1;
      seenDecimalPoint = true;
      continue;
    }
    if (char >= '0' && char <= '9') continue;
    return i - 1;
  }
  return token.length;
}

// spec: xmlcss-40
/** Strips a trailing "!important" from a tokenised declaration, in place. */
export function stripImportantMarker(declaration: Array<Array<unknown>>): void {
  const last = declaration[declaration.length - 1] as [unknown, string];
  const secondToLast = declaration[declaration.length - 2] as [unknown, string];

  if (/!important$/i.test(last[1])) {
    last[1] = last[1].slice(0, -'!important'.length);
  } else {
    last[1] = last[1].replace(/important$/i, '');
    secondToLast[1] = secondToLast[1].replace(/!$/, '');
  }

  if (last[1] === '') {
    declaration.pop();
  }
  if (secondToLast[1] === '') {
    declaration.pop();
  }
}

// spec: xmlcss-41
/** Whether a selector contains characters that make it unsafe to use. */
export function hasInvalidSelectorCharacters(selector: string): boolean {
  let previousWasBackslash = false;
  let insideQuotes = false;

  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    const escaped = previousWasBackslash;
    previousWasBackslash = char === '\\';
    if (escaped) continue;

    if (char === '"' || char === "'") {
      insideQuotes = !insideQuotes;
      continue;
    }
    if (insideQuotes) continue;

    if (char === '}' || char === '!' || char === '<' || char === ';') return true;
    if (i === 0 && (char === '>' || char === '+' || char === '~')) return true;
  }
  return false;
}

// spec: xmlcss-42
/** Rewrites structural pseudo-classes into shorter/canonical equivalents (first occurrence each). */
export function canonicalizeStructuralPseudoClasses(selector: string): string {
  const rewrites: ReadonlyArray<[string, string]> = [
    ['nth-child(1)', 'first-child'],
    ['nth-of-type(1)', 'first-of-type'],
    ['nth-of-type(even)', 'nth-of-type(2n)'],
    ['nth-child(even)', 'nth-child(2n)'],
    ['nth-of-type(2n+1)', 'nth-of-type(odd)'],
    ['nth-child(2n+1)', 'nth-child(odd)'],
    ['nth-last-child(1)', 'last-child'],
    ['nth-last-of-type(1)', 'last-of-type'],
    ['nth-last-of-type(even)', 'nth-last-of-type(2n)'],
    ['nth-last-child(even)', 'nth-last-child(2n)'],
    ['nth-last-of-type(2n+1)', 'nth-last-of-type(odd)'],
    ['nth-last-child(2n+1)', 'nth-last-child(odd)'],
  ];
  return rewrites.reduce((result, [from, to]) => result.replace(from, to), selector);
}

// spec: xmlcss-43
/** Minifies the textual form of a CSS number. */
export function minifyNumberText(
  value: number | string,
  item?: { prev?: { data: { type: string } } | null } | null,
): string {
  const text = String(value);
  const plusSensitiveTypes = ['Dimension', 'Hash', 'Identifier', 'Number', 'Raw', 'UnicodeRange'];
  const keepPlus = item?.prev != null && plusSensitiveTypes.includes(item.prev.data.type);

  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;

  const [, sign, integerPart, fractionPart] = match;
  const keptSign = sign === '-' || (sign === '+' && keepPlus) ? sign : '';
  const integerDigits = integerPart.replace(/^0+/, '');
  const fractionDigits = (fractionPart ?? '').replace(/0+$/, '');

  const result = `${keptSign}${integerDigits}${fractionDigits ? `.${fractionDigits}` : ''}`;
  return result === '' || result === '-' ? '0' : result;
}

// spec: xmlcss-44
/** Whether an attribute-selector value can be written unquoted as an identifier. */
export function isUnquotableIdentifier(value: string): boolean {
  if (value === '' || value === '-') return false;
  if (/^(?:\d|-\d|--)/.test(value)) return false;
  return !/[\x00-\x2c\x2e\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x9f]/.test(value);
}

// spec: xmlcss-45
/** Compresses a hex colour node, replacing it with a shorter colour keyword when one exists. */
export function compressHexColor(
  node: { value: string; loc?: unknown },
  item: { data: unknown },
): void {
  let hex = node.value.toLowerCase();
  if (hex.length === 6 && hex[0] === hex[1] && hex[2] === hex[3] && hex[4] === hex[5]) {
    hex = `${hex[0]}${hex[2]}${hex[4]}`;
  }

  const colorName = SHORTER_COLOR_NAMES[hex];
  if (colorName) {
    item.data = { type: 'Identifier', loc: node.loc, name: colorName };
  } else {
    node.value = hex;
  }
}

const SHORTER_COLOR_NAMES: Record<string, string> = {
  f00: 'red',
  ff0000: 'red',
  f0ffff: 'azure',
  f5f5dc: 'beige',
  ffe4c4: 'bisque',
  a52a2a: 'brown',
  ff7f50: 'coral',
  ffd700: 'gold',
  808080: 'gray',
  '008000': 'green',
  '4b0082': 'indigo',
  fffff0: 'ivory',
  f0e68c: 'khaki',
  faf0e6: 'linen',
  800000: 'maroon',
  '000080': 'navy',
  808000: 'olive',
  ffa500: 'orange',
  da70d6: 'orchid',
  cd853f: 'peru',
  ffc0cb: 'pink',
  dda0dd: 'plum',
  800080: 'purple',
  fa8072: 'salmon',
  a0522d: 'sienna',
  c0c0c0: 'silver',
  fffafa: 'snow',
  d2b48c: 'tan',
  '008080': 'teal',
  ff6347: 'tomato',
  ee82ee: 'violet',
  f5deb3: 'wheat',
};

// spec: xmlcss-46
/** Builds a prototype-free lookup object from a list of names. */
export function buildNameLookup(names: unknown, caseInsensitive: boolean): Record<string, true> | null {
  if (!Array.isArray(names)) return null;
  const lookup: Record<string, true> = Object.create(null);
  for (const name of names) {
    lookup[caseInsensitive ? (name as string).toLowerCase() : name] = true;
  }
  return lookup;
}

// spec: xmlcss-47
/** Inserts source entries into a sorted, duplicate-free linked list of selectors, in place. */
export function mergeSortedSelectors<TList extends SelectorLinkedList>(
  destination: TList,
  source: Iterable<{ id: string }>,
): TList {
  for (const entry of source) {
    let cursor = destination.head;
    let isDuplicate = false;
    while (cursor !== null) {
      if (cursor.data.id === entry.id) {
        isDuplicate = true;
        break;
      }
      if (cursor.data.id > entry.id) break;
      cursor = cursor.next;
    }
    if (!isDuplicate) {
      destination.insert(destination.createItem(entry), cursor);
    }
  }
  return destination;
}

interface SelectorListItem {
  data: { id: string };
  next: SelectorListItem | null;
}

interface SelectorLinkedList {
  head: SelectorListItem | null;
  createItem(data: { id: string }): SelectorListItem;
  insert(item: SelectorListItem, before: SelectorListItem | null): void;
}

// spec: xmlcss-48
/** Whether two selector lists share a selector with an identical comparison marker. */
export function haveCommonCompareMarker(
  first: { head: MarkedItem | null },
  second: { head: MarkedItem | null },
): boolean {
  for (let outer = first.head; outer !== null; outer = outer.next) {
    for (let inner = second.head; inner !== null; inner = inner.next) {
      if (inner.data.compareMarker === outer.data.compareMarker) {
        return true;
      }
    }
  }
  return false;
}

interface MarkedItem {
  data: { compareMarker: unknown };
  next: MarkedItem | null;
}

// spec: xmlcss-49
/** Replaces a leading "normal"/"bold" font-weight keyword with 400/700. */
export function numericFontWeight(valueNode: { children: { head: { data: CssNode } | null } }): void {
  const firstItem = valueNode.children.head;
  const data = firstItem?.data;
  if (!firstItem || data?.type !== 'Identifier') return;

  const numericWeights: Record<string, string> = { normal: '400', bold: '700' };
  const weight = Object.prototype.hasOwnProperty.call(numericWeights, data.name as string)
    ? numericWeights[data.name as string]
    : undefined;
  if (weight !== undefined) {
    firstItem.data = { type: 'Number', loc: data.loc, value: weight };
  }
}

interface CssNode {
  type: string;
  loc?: unknown;
  name?: string;
  value?: string;
}

// spec: xmlcss-50
/** Drops the `none` keyword from a border value (or turns a lone `none` into 0). */
export function compressBorderNone(valueNode: { children: BorderChildList }): void {
  valueNode.children.forEach((node, item, list) => {
    if (node.type !== 'Identifier' || node.name?.toLowerCase() !== 'none') return;
    if (list.head === list.tail) {
      item.data = { type: 'Number', loc: node.loc, value: '0' };
    } else {
      list.remove(item);
    }
  });
}

interface BorderListItem {
  data: CssNode;
}

interface BorderChildList {
  head: BorderListItem | null;
  tail: BorderListItem | null;
  forEach(callback: (node: CssNode, item: BorderListItem, list: BorderChildList) => void): void;
  remove(item: BorderListItem): unknown;
}

// spec: xmlcss-51
/** Normalises the comment-preservation option of a CSS minifier. */
export function normalizeCommentsOption(options: object): 'exclamation' | 'first-exclamation' | false {
  let setting: unknown = 'exclamation';
  if ('comments' in options) {
    setting = (options as { comments?: unknown }).comments;
  }
  if (setting === true) return 'exclamation';
  if (setting === 'exclamation' || setting === 'first-exclamation') return setting;
  return false;
}

// spec: xmlcss-52
/** Returns whichever specificity triple is greater (the first on a tie). */
export function maxSpecificity(
  first: [number, number, number],
  second: [number, number, number],
): [number, number, number] {
  for (let i = 0; i < 3; i++) {
    if (first[i] !== second[i]) {
      return first[i] > second[i] ? first : second;
    }
  }
  return first;
}

// spec: xmlcss-53
/** Equality within ten decimal digits of precision. */
export function fuzzyNumbersEqual(a: number, b: number): boolean {
  if (a === b) return true;
  if (!(Math.abs(a - b) <= 1e-11)) return false;

  const roundHalfAwayFromZero = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));
  return roundHalfAwayFromZero(a * 1e11) === roundHalfAwayFromZero(b * 1e11);
}

// spec: xmlcss-54
/** Floored modulo whose result takes the divisor's sign (Sass/Python semantics). */
export function flooredModulo(dividend: number, divisor: number): number {
  if (dividend === Infinity || dividend === -Infinity) return NaN;

  if (divisor === Infinity || divisor === -Infinity) {
    const dividendPositive = dividend > 0 || Object.is(dividend, 0);
    const divisorPositive = divisor > 0;
    return dividendPositive === divisorPositive ? dividend : NaN;
  }

  if (divisor > 0) {
    let remainder = dividend % divisor;
    if (remainder < 0) remainder += divisor;
    return remainder === 0 ? 0 : remainder;
  }

  if (divisor === 0) return NaN;

  const magnitude = -divisor;
  let remainder = dividend % magnitude;
  if (remainder < 0) remainder += magnitude;
  if (remainder === 0) return 0;
  return remainder + divisor;
}

// spec: xmlcss-55
/** Encodes a signed 32-bit integer as source-map Base64 VLQ digits. */
export function encodeBase64Vlq(value: number): string[] {
  if (value < -2147483648 || value > 2147483647) {
    throw new ArgumentError(`expected 32 bit int, got: ${value}`);
  }

  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let signBit = 0;
  let remaining = value;
  if (remaining < 0) {
    remaining = -remaining;
    signBit = 1;
  }
  remaining = (remaining << 1) | signBit;

  const digits: string[] = [];
  for (;;) {
    let digit = remaining & 31;
    remaining >>>= 5;
    if (remaining > 0) digit |= 32;
    digits.push(alphabet[digit]);
    if (digit < 32) break;
  }
  return digits;
}

class ArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArgumentError';
  }
}

// spec: xmlcss-56
/** Chooses the quote character code (34 or 39) for serialising a set of string parts. */
export function pickQuoteCharCode(parts: Iterable<string>): number {
  let sawDoubleQuote = false;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      const code = part.charCodeAt(i);
      if (code === 39) return 34;
      if (code === 34) sawDoubleQuote = true;
    }
  }
  return sawDoubleQuote ? 39 : 34;
}

// spec: xmlcss-57
/** Serialises one character code for use in a CSS identifier, escaping as needed. */
export function escapeIdentifierChar(code: number, isStart: boolean): string {
  const isDigit = code >= 0x30 && code <= 0x39;
  const isLetter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

  if (code === 0x5f || isLetter || code >= 0x80 || (!isStart && (isDigit || code === 0x2d))) {
    return String.fromCodePoint(code);
  }
  if (code <= 0x1f || code === 0x7f || (isStart && isDigit)) {
    return `\\${code.toString(16)} `;
  }
  return `\\${String.fromCodePoint(code)}`;
}

// spec: xmlcss-58
/** Mixes two hues using a CSS hue-interpolation method. */
export function interpolateHue(
  firstHue: number,
  secondHue: number,
  method: 'shorter' | 'longer' | 'increasing' | 'decreasing',
  weight: number,
): number {
  let first = firstHue;
  let second = secondHue;
  const difference = second - first;

  switch (method) {
    case 'shorter':
      if (difference > 180) first += 360;
      else if (difference < -180) second += 360;
      break;
    case 'longer':
      if (difference > 0 && difference < 180) second += 360;
      else if (difference > -180 && difference <= 0) first += 360;
      break;
    case 'increasing':
      if (second < first) second += 360;
      break;
    case 'decreasing':
      if (first < second) first += 360;
      break;
  }

  return first * weight + second * (1 - weight);
}

// spec: xmlcss-59
/** Whether a unit following a number could be mistaken for an exponent (e.g. "e3"). */
export function isExponentLikeUnit(unit: string): boolean {
  if (unit.length < 2) return false;
  if (unit[0] !== 'e' && unit[0] !== 'E') return false;

  let candidate = unit[1];
  if (candidate === '-') {
    if (unit.length < 3) return false;
    candidate = unit[2];
  }
  return candidate >= '0' && candidate <= '9';
}

// spec: xmlcss-60
/** Index of the last non-whitespace character, optionally keeping an escaped trailing space. */
export function findLastNonWhitespace(text: string, respectEscapes: boolean): number | null {
  const isWhitespace = (char: string): boolean =>
    char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

  for (let i = text.length - 1; i >= 0; i--) {
    if (isWhitespace(text[i])) continue;
    if (respectEscapes && text[i] === '\\' && i !== 0 && i !== text.length - 1) {
      return i + 1;
    }
    return i;
  }
  return null;
}
