import { createHash } from 'node:crypto';
import { dirname, isAbsolute, relative } from 'node:path';

// spec: lang-01
/**
 * Strips trailing version numbers and `.min` markers from an extensionless
 * file name: `jquery-3.6.0` → `jquery`, `lodash.min` → `lodash`.
 */
export function stripVersionAndMinSuffix(baseName: string): string {
  const isDigit = (code: number): boolean => code >= 48 && code <= 57;
  let end = baseName.length;
  let pos = end - 1;

  while (pos > 0) {
    const code = baseName.charCodeAt(pos);
    if (isDigit(code)) {
      do {
        pos--;
      } while (pos > 0 && isDigit(baseName.charCodeAt(pos)));
    } else if (pos > 4 && (baseName[pos] === 'n' || baseName[pos] === 'N')) {
      const i = baseName[pos - 1];
      const m = baseName[pos - 2];
      if ((i !== 'i' && i !== 'I') || (m !== 'm' && m !== 'M')) break;
      pos -= 3;
    } else {
      break;
    }

    const separator = baseName[pos];
    if (separator !== '-' && separator !== '.') break;
    end = pos;
    pos--;
  }

  return end === baseName.length ? baseName : baseName.slice(0, end);
}

// spec: lang-02
/**
 * Merge-diffs two lists sorted by the same comparer, reporting insertions,
 * deletions and unchanged pairs. Returns whether anything was inserted or deleted.
 */
export function diffSortedLists<TNew, TOld>(
  newItems: readonly TNew[],
  oldItems: readonly TOld[],
  compare: (newItem: TNew, oldItem: TOld) => number,
  onInserted: (item: TNew) => void,
  onDeleted: (item: TOld) => void,
  onUnchanged: (oldItem: TOld, newItem: TNew) => void = () => {},
): boolean {
  let newIndex = 0;
  let oldIndex = 0;
  let changed = false;

  while (newIndex < newItems.length && oldIndex < oldItems.length) {
    const newItem = newItems[newIndex] as TNew;
    const oldItem = oldItems[oldIndex] as TOld;
    const order = compare(newItem, oldItem);
    if (order === -1) {
      onInserted(newItem);
      newIndex++;
      changed = true;
    } else if (order === 1) {
      onDeleted(oldItem);
      oldIndex++;
      changed = true;
    } else {
      onUnchanged(oldItem, newItem);
      newIndex++;
      oldIndex++;
    }
  }

  for (; newIndex < newItems.length; newIndex++) {
    onInserted(newItems[newIndex] as TNew);
    changed = true;
  }
  for (; oldIndex < oldItems.length; oldIndex++) {
    onDeleted(oldItems[oldIndex] as TOld);
    changed = true;
  }
  return changed;
}

// spec: lang-03
/** Returns the offset at which every line of `text` starts (CRLF, CR, LF, LS, PS are breaks). */
export function computeLineStartOffsets(text: string): number[] {
  const starts: number[] = [];
  let lineStart = 0;
  let pos = 0;

  while (pos < text.length) {
    const code = text.charCodeAt(pos);
    pos++;
    switch (code) {
      case 0x0d: // carriage return, possibly followed by a line feed
        if (text.charCodeAt(pos) === 0x0a) pos++;
      // falls through
      case 0x0a:
      case 0x2028:
      case 0x2029:
        starts.push(lineStart);
        lineStart = pos;
        break;
      default:
        break;
    }
  }

  starts.push(lineStart);
  return starts;
}

// spec: lang-04
/** Sorts, filters and merges overlapping or touching text spans. */
export function normalizeTextSpans(spans: readonly TextSpan[]): TextSpan[] {
  const spanEnd = (span: TextSpan): number => span.start + span.length;
  const intersects = (first: TextSpan, second: TextSpan): boolean =>
    second.start <= spanEnd(first) && spanEnd(second) >= first.start;

  const sorted = spans
    .filter((span) => span.length > 0)
    .sort((a, b) => a.start - b.start || a.length - b.length);

  const merged: TextSpan[] = [];
  let index = 0;
  while (index < sorted.length) {
    let current = sorted[index] as TextSpan;
    index++;
    while (index < sorted.length && intersects(current, sorted[index] as TextSpan)) {
      const next = sorted[index] as TextSpan;
      const start = Math.min(current.start, next.start);
      const end = Math.max(spanEnd(current), spanEnd(next));
      current = { start, length: end - start };
      index++;
    }
    merged.push(current);
  }
  return merged;
}

export interface TextSpan {
  start: number;
  length: number;
}

// spec: lang-05
/** Base64-encodes a string after a per-code-unit UTF-8-style byte expansion. */
export function encodeBase64(input: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bytes: number[] = [];

  for (let i = 0; i < input.length; i++) {
    const unit = input.charCodeAt(i);
    if (unit < 0x80) {
      bytes.push(unit);
    } else if (unit < 0x800) {
      bytes.push((unit >> 6) | 0xc0, (unit & 0x3f) | 0x80);
    } else {
      bytes.push((unit >> 12) | 0xe0, ((unit >> 6) & 0x3f) | 0x80, (unit & 0x3f) | 0x80);
    }
  }

  let output = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const first = bytes[i] ?? 0;
    const second = bytes[i + 1] ?? 0;
    const third = bytes[i + 2] ?? 0;
    const available = bytes.length - i;

    const sextet1 = first >> 2;
    const sextet2 = ((first & 0x03) << 4) | (second >> 4);
    const sextet3 = ((second & 0x0f) << 2) | (third >> 6);
    const sextet4 = third & 0x3f;

    output += alphabet.charAt(sextet1) + alphabet.charAt(sextet2);
    output += available > 1 ? alphabet.charAt(sextet3) : '=';
    output += available > 2 ? alphabet.charAt(sextet4) : '=';
  }
  return output;
}

// spec: lang-06
/** Orders wildcard path-mapping keys so that the most specific key comes first. */
export function comparePathPatternKeys(keyA: string, keyB: string): -1 | 0 | 1 {
  const baseLength = (key: string): number => {
    const star = key.indexOf('*');
    return star === -1 ? key.length : star + 1;
  };

  const baseA = baseLength(keyA);
  const baseB = baseLength(keyB);
  if (baseA > baseB) return -1;
  if (baseB > baseA) return 1;
  if (!keyA.includes('*')) return 1;
  if (!keyB.includes('*')) return -1;
  if (keyA.length > keyB.length) return -1;
  if (keyB.length > keyA.length) return 1;
  return 0;
}

// spec: lang-07
/** Flattens a (possibly nested) diagnostic message chain into one string. */
export function flattenMessageChain(
  message: string | MessageChain | undefined,
  newLine: string,
  depth = 0,
): string {
  if (message === undefined) return '';
  if (typeof message === 'string') return message;

  let text = depth === 0 ? '' : `${newLine}${'  '.repeat(depth)}`;
  text += message.messageText;
  for (const child of message.next ?? []) {
    text += flattenMessageChain(child, newLine, depth + 1);
  }
  return text;
}

export interface MessageChain {
  messageText: string;
  next?: MessageChain[];
}

// spec: lang-08
/**
 * Checks whether the lowercase `query` occurs as a subsequence of `identifier`,
 * with the first matched character at a word start.
 */
export function matchesFromWordStart(identifier: string, query: string): boolean {
  if (query.length === 0) return true;

  const isLower = (ch: string): boolean => ch >= 'a' && ch <= 'z';
  const isUpper = (ch: string): boolean => ch >= 'A' && ch <= 'Z';
  const toUpper = (ch: string): string => (isLower(ch) ? ch.toUpperCase() : ch);

  let queryIndex = 0;
  let previous = '';
  let started = false;

  for (let i = 0; i < identifier.length; i++) {
    const ch = identifier[i] as string;
    const wanted = query[queryIndex] as string;
    if (ch === wanted || ch === toUpper(wanted)) {
      const atWordStart =
        i === 0 || (isUpper(ch) && isLower(previous)) || (ch !== '_' && previous === '_');
      if (started || atWordStart) {
        started = true;
        queryIndex++;
        if (queryIndex === query.length) return true;
      }
    }
    previous = ch;
  }
  return false;
}

// spec: lang-09
/** Drops adjacent duplicates from a sorted list, returning a new list. */
export function deduplicateSorted<T>(
  items: readonly T[],
  compare: (current: T, lastKept: T) => boolean | number,
): readonly T[] {
  if (items.length === 0) return EMPTY_LIST as readonly T[];

  let lastKept = items[0] as T;
  const kept: T[] = [lastKept];
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as T;
    const outcome = compare(item, lastKept);
    if (outcome === true || outcome === 0) continue;
    if (outcome === -1) throw new Error('Debug Failure. Array is unsorted.');
    kept.push(item);
    lastKept = item;
  }
  return kept;
}

const EMPTY_LIST: readonly never[] = Object.freeze([]);

// spec: lang-10
/** Inserts `value` into a sorted list in place; returns whether the list changed. */
export function insertIntoSorted<T>(
  list: T[],
  value: T,
  compare: (element: T, value: T) => number,
  equals?: (element: T, value: T) => boolean,
  allowDuplicates = false,
): boolean {
  if (list.length === 0) {
    list.push(value);
    return true;
  }

  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = low + ((high - low) >> 1);
    const order = compare(list[middle] as T, value);
    if (order < 0) low = middle + 1;
    else if (order > 0) high = middle - 1;
    else {
      found = middle;
      break;
    }
  }

  if (found === -1) {
    const insertAt = low;
    if (equals && !allowDuplicates) {
      if (insertAt > 0 && equals(list[insertAt - 1] as T, value)) return false;
      if (insertAt < list.length && equals(list[insertAt] as T, value)) {
        list.splice(insertAt, 1, value);
        return true;
      }
    }
    list.splice(insertAt, 0, value);
    return true;
  }

  if (allowDuplicates) {
    list.splice(found, 0, value);
    return true;
  }
  return false;
}

// spec: lang-11
/** Returns the elements of `candidates` not present in `existing`; both sorted by `compare`. */
export function sortedRelativeComplement<T>(
  existing: readonly T[] | undefined,
  candidates: readonly T[] | undefined,
  compare: (a: T, b: T) => number,
): readonly T[] | undefined {
  if (!existing || !candidates || existing.length === 0 || candidates.length === 0) {
    return candidates;
  }

  const assertOrdered = (current: T, previous: T): void => {
    const order = compare(current, previous);
    if (order < 0) throw new Error(`Debug Failure. Expected ${order} >= 0`);
  };

  const result: T[] = [];
  let existingIndex = 0;
  nextCandidate: for (let candidateIndex = 0; candidateIndex < candidates.length; candidateIndex++) {
    const candidate = candidates[candidateIndex] as T;
    if (candidateIndex > 0) assertOrdered(candidate, candidates[candidateIndex - 1] as T);

    const searchStart = existingIndex;
    for (; existingIndex < existing.length; existingIndex++) {
      if (existingIndex > searchStart) {
        assertOrdered(existing[existingIndex] as T, existing[existingIndex - 1] as T);
      }
      const order = compare(candidate, existing[existingIndex] as T);
      if (order === -1) {
        result.push(candidate);
        continue nextCandidate;
      }
      if (order === 0) continue nextCandidate;
    }
  }
  return result;
}

// spec: lang-12
/** Binary search by derived key; returns the index or the complement of the insertion point. */
export function binarySearchByKey<T, K>(
  items: readonly T[] | undefined,
  key: K,
  selectKey: (item: T, index: number) => K,
  compareKeys: (a: K, b: K) => number,
  offset = 0,
): number {
  if (!items || items.length === 0) return -1;

  let low = offset;
  let high = items.length - 1;
  while (low <= high) {
    const middle = low + ((high - low) >> 1);
    const order = compareKeys(selectKey(items[middle] as T, middle), key);
    if (order === -1) low = middle + 1;
    else if (order === 1) high = middle - 1;
    else return middle;
  }
  return ~low;
}

// spec: lang-13
/** djb2-style string hash with only the shifted term wrapped to 32 bits. */
export function djb2Hash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) {
    hash = (hash << 5) + hash + text.charCodeAt(i);
  }
  return hash.toString();
}

// spec: lang-14
/** Removes backslash escapes from a selector attribute value, rejecting unescaped `$`. */
export function unescapeAttributeValue(value: string): string {
  let result = '';
  let escaping = false;
  for (const ch of value) {
    if (ch === '\\') {
      escaping = true;
      continue;
    }
    if (ch === '$' && !escaping) {
      throw new Error(
        `Error in attribute selector "${value}". Unescaped "$" is not supported. Please escape with "\\$".`,
      );
    }
    result += ch;
    escaping = false;
  }
  return result;
}

// spec: lang-15
/** The 96-bit mix step of Bob Jenkins' lookup2 hash. */
export function jenkinsMix(first: number, second: number, third: number): [number, number, number] {
  let a = first;
  let b = second;
  let c = third;

  a -= b; a -= c; a ^= c >>> 13;
  b -= c; b -= a; b ^= a << 8;
  c -= a; c -= b; c ^= b >>> 13;

  a -= b; a -= c; a ^= c >>> 12;
  b -= c; b -= a; b ^= a << 16;
  c -= a; c -= b; c ^= b >>> 5;

  a -= b; a -= c; a ^= c >>> 3;
  b -= c; b -= a; b ^= a << 10;
  c -= a; c -= b; c ^= b >>> 15;

  return [a, b, c];
}

// spec: lang-16
/** Encodes a string to UTF-8 bytes, writing unpaired surrogates as three-byte sequences. */
export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let codePoint = text.charCodeAt(i);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        codePoint = (codePoint - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
        i++;
      }
    }

    if (codePoint <= 0x7f) {
      bytes.push(codePoint);
    } else if (codePoint <= 0x7ff) {
      bytes.push(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
    } else if (codePoint <= 0xffff) {
      bytes.push(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
    } else if (codePoint <= 0x1fffff) {
      bytes.push(
        0xf0 | (codePoint >> 18),
        0x80 | ((codePoint >> 12) & 0x3f),
        0x80 | ((codePoint >> 6) & 0x3f),
        0x80 | (codePoint & 0x3f),
      );
    }
  }
  return bytes;
}

// spec: lang-17
/** Encodes an integer as a source-map Base64 VLQ. */
export function encodeBase64Vlq(value: number): string {
  let remaining = value < 0 ? (-value << 1) + 1 : value << 1;
  let encoded = '';
  do {
    let digit = remaining & 0x1f;
    remaining >>= 5;
    if (remaining > 0) digit |= 0x20;
    encoded += base64Digit(digit);
  } while (remaining > 0);
  return encoded;
}

const base64Digit = (digit: number): string => {
  if (digit < 0 || digit > 63) throw new Error('Can only encode value in the range [0, 63]');
  return 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charAt(digit);
};

// spec: lang-18
/** Splits `:namespace:name` into `[namespace, name]`; plain names give `[null, name]`. */
export function splitNamespacedName(elementName: string, strict = true): [string | null, string] {
  if (elementName[0] !== ':') return [null, elementName];

  const separator = elementName.indexOf(':', 1);
  if (separator === -1) {
    if (strict) {
      throw new Error(`Unsupported format "${elementName}" expecting ":namespace:name"`);
    }
    return [null, elementName];
  }
  return [elementName.slice(1, separator), elementName.slice(separator + 1)];
}

// spec: lang-19
/** Lazily splits text on commas that are not nested inside parentheses. */
export function* splitTopLevelCommas(text: string, stopAtUnbalancedClose = false): Generator<string, void> {
  let depth = 0;
  let pieceStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') {
      depth++;
    } else if (ch === ')') {
      depth--;
      if (depth < 0 && stopAtUnbalancedClose) {
        yield text.slice(pieceStart, i);
        return;
      }
    } else if (ch === ',' && depth === 0) {
      yield text.slice(pieceStart, i);
      pieceStart = i + 1;
    }
  }
  yield text.slice(pieceStart);
}

// spec: lang-20
/** Replaces the contents of bracketed blocks with a placeholder, collecting the contents. */
export function escapeBracketedBlocks(
  input: string,
  closersByOpener: ReadonlyMap<string, string>,
  placeholder: string,
): EscapedBlocks {
  const segments: string[] = [];
  const blocks: string[] = [];
  let opener: string | undefined;
  let closer: string | undefined;
  let depth = 0;
  let segmentStart = 0;
  let blockStart = 0;

  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (depth === 0) {
      const matchingCloser = closersByOpener.get(ch);
      if (matchingCloser !== undefined) {
        opener = ch;
        closer = matchingCloser;
        depth = 1;
        segments.push(input.slice(segmentStart, i + 1));
        blockStart = i + 1;
      }
    } else if (ch === closer) {
      depth--;
      if (depth === 0) {
        blocks.push(input.slice(blockStart, i));
        segments.push(placeholder);
        segmentStart = i;
        opener = closer = undefined;
      }
    } else if (ch === opener) {
      depth++;
    }
  }

  if (depth > 0) {
    blocks.push(input.slice(blockStart));
    segments.push(placeholder);
  } else {
    segments.push(input.slice(segmentStart));
  }
  return { escapedString: segments.join(''), blocks };
}

export interface EscapedBlocks {
  escapedString: string;
  blocks: string[];
}

// spec: lang-21
/** Swaps CSS punctuation inside quoted strings for placeholder tokens. */
export function protectQuotedPunctuation(css: string): string {
  const tokens: Readonly<Record<string, string>> = {
    ';': '%SEMI_IN_PLACEHOLDER%',
    ',': '%COMMA_IN_PLACEHOLDER%',
    ':': '%COLON_IN_PLACEHOLDER%',
    '{': '%LBRACE_IN_PLACEHOLDER%',
    '}': '%RBRACE_IN_PLACEHOLDER%',
  };

  let result = css;
  let quote: string | null = null;
  for (let i = 0; i < result.length; i++) {
    const ch = result[i] as string;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote === null) {
      if (ch === '"' || ch === "'") quote = ch;
    } else if (ch === quote) {
      quote = null;
    } else {
      const token = tokens[ch];
      if (token !== undefined) {
        result = `${result.slice(0, i)}${token}${result.slice(i + 1)}`;
        i += token.length - 1;
      }
    }
  }
  return result;
}

// spec: lang-22
/** Shortens a string by replacing its middle with an ellipsis. */
export function truncateMiddle(text: string, maxLength = 100): string {
  if (!text || maxLength < 1 || text.length <= maxLength) return text;
  if (maxLength === 1) return `${text.charAt(0)}...`;
  const half = Math.round(maxLength / 2);
  return `${text.slice(0, half)}...${text.slice(text.length - half)}`;
}

// spec: lang-23
/** Removes `count` elements at `index` in place without allocating. */
export function removeElementsInPlace<T>(items: T[], index: number, count: number): void {
  const limit = items.length - count;
  for (let i = index; i < limit; i++) {
    items[i] = items[i + count] as T;
  }
  for (let removed = 0; removed < count; removed++) {
    items.pop();
  }
}

// spec: lang-24
/** Inserts two adjacent values at `index` in place, shifting later elements right. */
export function insertPairInPlace<T>(items: T[], index: number, first: T, second: T): void {
  const length = items.length;
  if (index > length) throw new Error("Can't insert past array end.");
  if (index === length) {
    items.push(first, second);
    return;
  }
  items.length = length + 2;
  for (let from = length - 1; from >= index; from--) {
    items[from + 2] = items[from] as T;
  }
  items[index] = first;
  items[index + 1] = second;
}

// spec: lang-25
/** Finds `className` as a whole whitespace-delimited token in `classList`. */
export function indexOfClassName(classList: string, className: string, startIndex = 0): number {
  const isSpace = (index: number): boolean => classList.charCodeAt(index) <= 32;
  let searchFrom = startIndex;
  for (;;) {
    const found = classList.indexOf(className, searchFrom);
    if (found === -1) return -1;
    const end = found + className.length;
    if ((found === 0 || isSpace(found - 1)) && (end === classList.length || isSpace(end))) {
      return found;
    }
    searchFrom = found + 1;
  }
}

// spec: lang-26
/** Converts a flat parsed selector into a static attribute list (`[name, value, ..., 1, ...classes]`). */
export function selectorToStaticAttributes(selector: ReadonlyArray<string | number>): Array<string | number> {
  const NEGATION = 1;
  const ATTRIBUTE = 2;
  const CLASS = 8;

  const attributes: Array<string | number> = [];
  const classNames: string[] = [];
  let mode = ATTRIBUTE;

  for (let i = 1; i < selector.length; i++) {
    const item = selector[i] as string | number;
    if (typeof item === 'string') {
      if (mode === ATTRIBUTE) {
        if (item !== '') {
          attributes.push(item, selector[i + 1] as string | number);
          i++;
        }
      } else if (mode === CLASS) {
        classNames.push(item);
      }
    } else {
      if (mode & NEGATION) break;
      mode = item;
    }
  }

  if (classNames.length > 0) attributes.push(1, ...classNames);
  return attributes;
}

// spec: lang-27
/** Finds the transition property with the longest delay + duration on an element. */
export function findLongestTransition(style: StyleReader): TransitionInfo {
  const readList = (property: string): string[] =>
    (style.getPropertyValue(property) ?? '').split(',').map((part) => part.trim());
  const toMilliseconds = (value: string | undefined): number => {
    if (!value) return 0;
    const amount = parseFloat(value);
    return value.toLowerCase().includes('ms') ? amount : amount * 1000;
  };

  const properties = readList('transition-property');
  const durations = readList('transition-duration');
  const delays = readList('transition-delay');

  let propertyName = '';
  let longest = 0;
  properties.forEach((property, index) => {
    const total = toMilliseconds(delays[index]) + toMilliseconds(durations[index]);
    if (total > longest) {
      longest = total;
      propertyName = property;
    }
  });

  return { propertyName, duration: longest, animationName: undefined };
}

export interface StyleReader {
  getPropertyValue(property: string): string;
}

export interface TransitionInfo {
  propertyName: string;
  duration: number;
  animationName: string | undefined;
}

// spec: lang-28
/** Encodes a DOM navigation path compactly, run-length encoding repeated steps (`a` + f,f,n → `af2n`). */
export function encodeNodePath(reference: string | number, steps: readonly string[]): string {
  const parts: Array<string | number> = [reference];
  for (const step of steps) {
    const size = parts.length;
    if (size > 1 && parts[size - 2] === step) {
      const count = parts[size - 1];
      parts[size - 1] = (count === '' ? 1 : Number(count)) + 1;
    } else {
      parts.push(step, '');
    }
  }
  return parts.join('');
}

// spec: lang-29
/** Returns the index just after the last non-whitespace character of an inline-style value. */
export function findStyleValueEnd(text: string, start: number, end: number): number {
  const SEMICOLON = 59;
  const DOUBLE_QUOTE = 34;
  const SINGLE_QUOTE = 39;
  const OPEN_PAREN = 40;
  const CLOSE_PAREN = 41;

  let valueEnd = start;
  let pos = start;
  while (pos < end) {
    const code = text.charCodeAt(pos);
    pos++;
    if (code === SEMICOLON) return valueEnd;
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      pos = valueEnd = skipQuotedRun(text, code, pos, end);
    } else if (
      code === OPEN_PAREN &&
      pos - 4 === start &&
      text.slice(start, start + 3).toLowerCase() === 'url'
    ) {
      pos = valueEnd = skipQuotedRun(text, CLOSE_PAREN, pos, end);
    } else if (code > 32) {
      valueEnd = pos;
    }
  }
  return valueEnd;
}

/** Returns the index just after the first unescaped `terminator` at or after `from`. */
const skipQuotedRun = (text: string, terminator: number, from: number, end: number): number => {
  const BACKSLASH = 92;
  let previous = -1;
  for (let pos = from; pos < end; pos++) {
    const code = text.charCodeAt(pos);
    if (code === terminator && previous !== BACKSLASH) return pos + 1;
    // A backslash that is itself escaped does not escape the next character.
    previous = code === BACKSLASH && previous === BACKSLASH ? -1 : code;
  }
  throw new Error(
    `Expected "${String.fromCharCode(terminator)}" before index ${end} in style text: ${text.slice(from - 1, end)}`,
  );
};

// spec: lang-30
/** Converts a non-negative integer to a compact base-64 string (0-9, a-z, A-Z, _, $). */
export function toCompactBase64(value: number): string {
  const digits = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  let remaining = value;
  let output = '';
  do {
    output = digits.charAt(remaining % 64) + output;
    remaining = (remaining / 64) | 0;
  } while (remaining > 0);
  return output;
}

// spec: lang-31
/** Returns a case-insensitively unique variant of `fileName` for the given bundle. */
export function makeUniqueBundleFileName(fileName: string, bundle: BundleWithUsedNames): string {
  const usedNames = bundle[usedFileNamesSymbol];
  if (!usedNames.has(fileName.toLowerCase())) return fileName;

  const lastSlash = Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\'));
  const directory = fileName.slice(0, lastSlash + 1);
  const baseName = fileName.slice(lastSlash + 1);
  const dot = baseName.indexOf('.', 1);
  const stem = dot === -1 ? baseName : baseName.slice(0, dot);
  const extension = dot === -1 ? '' : baseName.slice(dot);

  for (let counter = 2; ; counter++) {
    const candidate = `${directory}${stem}${counter}${extension}`;
    if (!usedNames.has(candidate.toLowerCase())) return candidate;
  }
}

/** Private key under which a bundle stores the lowercased file names it already contains. */
export const usedFileNamesSymbol: unique symbol = Symbol('usedLowercaseFileNames');

export interface BundleWithUsedNames {
  [usedFileNamesSymbol]: ReadonlySet<string>;
}

// spec: lang-32
/** Guesses the indentation string (tab or N spaces) used by source code, or null. */
export function detectIndentation(code: string): string | null {
  const lines = code.split('\n');
  const tabbed = lines.filter((line) => /^\t+/.test(line));
  const spaced = lines.filter((line) => /^ {2,}/.test(line));

  if (tabbed.length === 0 && spaced.length === 0) return null;
  if (tabbed.length >= spaced.length) return '\t';

  const smallest = spaced.reduce((min, line) => {
    const width = /^ +/.exec(line)?.[0].length ?? 0;
    return Math.min(min, width);
  }, Infinity);
  return ' '.repeat(smallest);
}

// spec: lang-33
/**
 * Finds `search` in `code` at or after `start`, skipping comments, assuming every `/`
 * opens a comment.
 */
export function indexOfOutsideComments(code: string, search: string, start = 0): number {
  let candidate = code.indexOf(search, start);
  let pos = start;
  for (;;) {
    const slash = code.indexOf('/', pos);
    if (slash === -1 || slash >= candidate) return candidate;

    const isLineComment = code[slash + 1] === '/';
    pos = slash + 2;
    const terminator = code.indexOf(isLineComment ? '\n' : '*/', pos);
    // An unterminated comment swallows the rest of the code, candidate included.
    if (terminator === -1) return -1;
    pos = terminator + (isLineComment ? 1 : 2);

    if (pos > candidate) candidate = code.indexOf(search, pos);
  }
}

// spec: lang-34
/** Renders a string as an object-literal property key, quoting only when needed. */
export function toPropertyKey(key: string): string {
  if (/^[$_\p{ID_Start}][$_\u200C\u200D\p{ID_Continue}]*$/u.test(key)) {
    return key === '__proto__' ? '["__proto__"]' : key;
  }
  if (/^(?:0|[1-9][0-9]*)$/.test(key) && Number(key) <= Number.MAX_SAFE_INTEGER) {
    return key;
  }
  return JSON.stringify(key);
}

// spec: lang-35
/** Returns the shorter of a number's usual text and an integer-mantissa exponent form. */
export function shortestNumberLiteral(value: number): string {
  if (Object.is(value, -0)) return '-0';

  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  const fractionDigits = mantissa.split('.')[1]?.length ?? 0;
  const exponentForm = `${mantissa.replace('.', '')}e${Number(exponent) - fractionDigits}`;
  const plainForm = String(value).replace('+', '');
  return exponentForm.length < plainForm.length ? exponentForm : plainForm;
}

// spec: lang-36
/** Computes the common parent directory of a list of paths. */
export function commonParentDirectory(paths: readonly string[]): string {
  if (paths.length === 0) return '/';
  if (paths.length === 1) return dirname(paths[0] as string);

  const toSegments = (path: string): string[] => path.split(/\/+|\\+/);
  const common = paths.slice(1).reduce<string[]>((shared, path) => {
    const segments = toSegments(path);
    const limit = Math.min(shared.length, segments.length);
    let length = 0;
    while (length < limit && shared[length] === segments[length]) length++;
    return shared.slice(0, length);
  }, toSegments(paths[0] as string));

  return common.length > 1 ? common.join('/') : '/';
}

// spec: lang-37
/** Builds a numbered source excerpt with a caret under the given line/column. */
export function buildCodeFrame(source: string, line: number, column: number): string {
  const lines = source.split('\n');
  if (line > lines.length) return '';

  const expandTabs = (text: string): string =>
    text.replace(/^\t+/, (tabs) => '  '.repeat(tabs.length));

  const widthBeforeColumn = expandTabs((lines[line - 1] ?? '').slice(0, column)).length;
  const maxWidth = Math.max(120, widthBeforeColumn + 13);

  const firstIndex = Math.max(0, line - 3);
  const shown = lines.slice(firstIndex, Math.min(line + 2, lines.length));
  while (shown.length > 0 && !/\S/.test(shown[shown.length - 1] as string)) shown.pop();

  const numberWidth = String(firstIndex + shown.length).length;
  return shown
    .flatMap((text, offset) => {
      const lineNumber = firstIndex + offset + 1;
      let displayed = expandTabs(text);
      if (displayed.length > maxWidth) displayed = `${displayed.slice(0, maxWidth - 3)}...`;
      const row = `${String(lineNumber).padStart(numberWidth, ' ')}: ${displayed}`;
      if (lineNumber !== line) return [row];
      return [row, `${' '.repeat(numberWidth + 2 + widthBeforeColumn)}^`];
    })
    .join('\n');
}

// spec: lang-38
/** Formats items as `"a", "b" and "c"`, optionally followed by a singular/plural verb. */
export function formatQuotedList(
  items: readonly string[],
  verbs?: readonly [singular: string, plural: string],
): string | undefined {
  const quoted = items.map((item) => `"${item}"`);
  let text: string | undefined =
    quoted.length <= 1
      ? quoted[0]
      : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
  if (verbs) {
    text = `${text} ${items.length <= 1 ? verbs[0] : verbs[1]}`;
  }
  return text;
}

// spec: lang-39
/** Formats a date's time-zone offset as `+5:30`, `-5`, and so on. */
export function formatUtcOffset(date: Date = new Date()): string {
  const offsetMinutes = date.getTimezoneOffset();
  const sign = offsetMinutes < 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  const hours = Math.floor(absolute / 60);
  const minutes = absolute % 60;
  return `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

// spec: lang-40
/** Tests an astral code point against a set encoded as alternating gap/length pairs. */
export function isAstralCodePointInSet(codePoint: number, gapLengthPairs: readonly number[]): boolean {
  let position = 0x10000;
  for (let i = 0; i + 1 < gapLengthPairs.length; i += 2) {
    position += gapLengthPairs[i] as number;
    if (position > codePoint) return false;
    position += gapLengthPairs[i + 1] as number;
    if (position >= codePoint) return true;
  }
  return false;
}

// spec: lang-41
/** Converts a code point to a string, producing a surrogate pair above U+FFFF. */
export function codePointToString(codePoint: number): string {
  if (codePoint <= 0xffff) return String.fromCharCode(codePoint);
  const offset = codePoint - 0x10000;
  return String.fromCharCode((offset >> 10) + 0xd800, (offset & 1023) + 0xdc00);
}

// spec: lang-42
/** Computes the 1-based line and 0-based column of `offset` in `source`. */
export function getLineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (;;) {
    let nextLineStart = -1;
    for (let i = lineStart; i < offset; i++) {
      const code = source.charCodeAt(i);
      if (code === 0x0a || code === 0x2028 || code === 0x2029) {
        nextLineStart = i + 1;
        break;
      }
      if (code === 0x0d) {
        nextLineStart = i + 1 < offset && source.charCodeAt(i + 1) === 0x0a ? i + 2 : i + 1;
        break;
      }
    }
    if (nextLineStart === -1) return { line, column: offset - lineStart };
    line++;
    lineStart = nextLineStart;
  }
}

// spec: lang-43
/**
 * Records a private class member and reports whether it clashes with an earlier
 * declaration (a getter/setter pair with the same placement is allowed).
 */
export function isDuplicatePrivateName(
  declaredNames: Record<string, string>,
  element: PrivateClassElement,
): boolean {
  const name = element.key.name;
  const current = Object.hasOwn(declaredNames, name) ? declaredNames[name] : undefined;

  const isAccessor =
    element.type === 'MethodDefinition' && (element.kind === 'get' || element.kind === 'set');
  const next = isAccessor ? `${element.static ? 's' : 'i'}${element.kind}` : 'true';

  const completesPair =
    (current === 'iget' && next === 'iset') ||
    (current === 'iset' && next === 'iget') ||
    (current === 'sget' && next === 'sset') ||
    (current === 'sset' && next === 'sget');

  if (completesPair) {
    declaredNames[name] = 'true';
    return false;
  }
  if (current === undefined) {
    declaredNames[name] = next;
    return false;
  }
  return true;
}

export interface PrivateClassElement {
  key: { name: string };
  type: string;
  kind?: string;
  static?: boolean;
}

// spec: lang-44
/** Whether this alternation branch and `other` lie in different alternatives of a common disjunction. */
export function isSeparatedFrom(this: AlternativeBranch, other: AlternativeBranch): boolean {
  for (let mine: AlternativeBranch | null = this; mine; mine = mine.parent) {
    for (let theirs: AlternativeBranch | null = other; theirs; theirs = theirs.parent) {
      if (mine.base === theirs.base && mine !== theirs) return true;
    }
  }
  return false;
}

export interface AlternativeBranch {
  parent: AlternativeBranch | null;
  base: object;
}

// spec: lang-45
/** Validates regular-expression flags (unknown, duplicate, or `u` together with `v`). */
export function validateRegExpFlags(this: FlagParser, state: RegExpFlagState): void {
  const { flags, validFlags, start } = state;
  let hasU = false;
  let hasV = false;

  for (let i = 0; i < flags.length; i++) {
    const flag = flags.charAt(i);
    if (!validFlags.includes(flag)) this.raise(start, 'Invalid regular expression flag');
    if (flags.indexOf(flag, i + 1) > -1) this.raise(start, 'Duplicate regular expression flag');
    if (flag === 'u') hasU = true;
    if (flag === 'v') hasV = true;
  }

  if (this.options.ecmaVersion >= 15 && hasU && hasV) {
    this.raise(start, 'Invalid regular expression flag');
  }
}

export interface FlagParser {
  options: { ecmaVersion: number };
  raise(position: number, message: string): never;
}

export interface RegExpFlagState {
  flags: string;
  validFlags: string;
  start: number;
}

// spec: lang-46
/** Converts numeric-literal source text to its value. */
export function parseNumericLiteral(text: string, isLegacyOctal: boolean): number {
  if (isLegacyOctal) return parseInt(text, 8);
  return parseFloat(text.replace(/_/g, ''));
}

// spec: lang-47
/** Describes a file path relative to the tsconfig root directory for messages. */
export function describePathForMessage(filePath: string, tsconfigRootDir: string): string {
  const prefix = '<tsconfigRootDir>/';
  const relativePath = relative(tsconfigRootDir, filePath);
  if (relativePath && !relativePath.startsWith('..') && !isAbsolute(relativePath)) {
    return `${prefix}${relativePath}`;
  }
  if (/^[\w()+:\\/~]/.test(filePath)) return filePath;
  if (/\.\.[/\\]\.\./.test(relativePath)) return filePath;
  return `${prefix}${relativePath}`;
}

// spec: lang-48
/** Builds `[sourceBit, targetValue]` pairs for single-bit flags present in both enumerations. */
export function buildFlagTranslationTable(
  sourceFlags: Readonly<Record<string, unknown>>,
  targetFlags: Readonly<Record<string, unknown>>,
): Array<[number, number]> {
  return Object.entries(sourceFlags).flatMap(([name, value]): Array<[number, number]> => {
    const target = targetFlags[name];
    const isSingleBit = typeof value === 'number' && value > 0 && (value & (value - 1)) === 0;
    return isSingleBit && typeof target === 'number' ? [[value, target]] : [];
  });
}

// spec: lang-49
/** Translates a flag set using `[sourceBit, targetValue]` pairs. */
export function translateFlags(flags: number, table: ReadonlyArray<readonly [number, number]>): number {
  return table.reduce(
    (result, [sourceBit, targetValue]) => ((flags & sourceBit) !== 0 ? result | targetValue : result),
    0,
  );
}

// spec: lang-50
/** Returns the part of a path after its last `node_modules` segment, e.g. `foo/lib/index.d.ts`. */
export function packageRelativePath(filePath: string): string | undefined {
  const segments = filePath.split(/[/\\]/);
  const index = segments.lastIndexOf('node_modules');
  if (index === -1 || index === segments.length - 1) return undefined;
  return segments.slice(index + 1).join('/');
}

// spec: lang-51
/** Replaces the named members of `target` with getters that throw when read. */
export function markMembersUnavailable<T extends object>(
  label: string,
  memberNames: readonly string[],
  target: T,
): T {
  for (const memberName of memberNames) {
    Object.defineProperty(target, memberName, {
      get(): never {
        throw new Error(`${label}#${memberName} is not available on the tsgo API.`);
      },
    });
  }
  return target;
}

// spec: lang-52
/** Checks that `\x` and `\u` escapes in raw text are well-formed (textual check). */
export function hasValidHexAndUnicodeEscapes(raw: string): boolean {
  if (!/\\[xu]/.test(raw)) return true;
  const malformedUnicode = /\\u(?![0-9a-fA-F]{4}|\{)/;
  const malformedHex = /\\x(?![0-9a-fA-F]{2})/;
  return !malformedUnicode.test(raw) && !malformedHex.test(raw);
}

// spec: lang-53
/** Defines a deprecated alias on a node that forwards to `realKey` and warns on first read. */
export function defineDeprecatedAlias<TNode extends { type: string }>(
  this: AliasingConverter,
  node: TNode,
  aliasKey: string,
  realKey: keyof TNode & string,
  suppressWarning = false,
): TNode {
  let warned = suppressWarning;
  const readReal = (): unknown => node[realKey];

  Object.defineProperty(node, aliasKey, {
    configurable: true,
    get: this.options.suppressDeprecatedPropertyWarnings
      ? readReal
      : (): unknown => {
          if (!warned) {
            process.emitWarning(
              `The '${aliasKey}' property is deprecated on ${node.type} nodes. Use '${realKey}' instead. See https://tseslint.com/key-property-deprecated.`,
              'DeprecationWarning',
            );
            warned = true;
          }
          return readReal();
        },
    set(value: unknown): void {
      Object.defineProperty(node, aliasKey, { enumerable: true, writable: true, value });
    },
  });
  return node;
}

export interface AliasingConverter {
  options: { suppressDeprecatedPropertyWarnings?: boolean };
}

// spec: lang-54
/** Returns a copy of a nested structure with the key at `oldPath` renamed to the last key of `newPath`. */
export function renameNestedKey(
  value: unknown,
  oldPath: readonly PropertyKey[],
  newPath: readonly PropertyKey[],
  depth = 0,
): unknown {
  const source = value as Record<PropertyKey, unknown>;
  const copy: Record<PropertyKey, unknown> = Array.isArray(value)
    ? (value.slice() as unknown as Record<PropertyKey, unknown>)
    : { ...source };
  const key = oldPath[depth] as PropertyKey;

  if (depth === oldPath.length - 1) {
    copy[newPath[depth] as PropertyKey] = copy[key];
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete copy[key];
  } else {
    copy[key] = renameNestedKey(source[key], oldPath, newPath, depth + 1);
  }
  return copy;
}

// spec: lang-55
/** Normalizes a keyboard event's character code; control characters other than Enter give 0. */
export function normalizeCharCode(event: { keyCode: number; charCode?: number }): number {
  const { keyCode } = event;
  let charCode: number;
  if ('charCode' in event) {
    charCode = event.charCode as number;
    if (charCode === 0 && keyCode === 13) charCode = 13;
  } else {
    charCode = keyCode;
  }
  if (charCode === 10) charCode = 13;
  return charCode >= 32 || charCode === 13 ? charCode : 0;
}

// spec: lang-56
/** Finds a listener record by type, identical listener and equivalent capture setting. */
export function findListenerRecordIndex(
  records: readonly ListenerRecord[],
  type: string,
  listener: unknown,
  options: ListenerOptions,
): number {
  if (records.length === 0) return -1;

  const captureKey = (value: ListenerOptions): string => {
    if (value == null) return 'c=0';
    if (typeof value === 'boolean') return value ? 'c=1' : 'c=0';
    return value.capture ? 'c=1' : 'c=0';
  };

  const wanted = captureKey(options);
  return records.findIndex(
    (record) =>
      record.type === type && record.listener === listener && captureKey(record.options) === wanted,
  );
}

export type ListenerOptions = boolean | { capture?: unknown } | null | undefined;

export interface ListenerRecord {
  type: string;
  listener: unknown;
  options: ListenerOptions;
}

// spec: lang-57
/** Describes a value briefly for error messages. */
export function describeValueForMessage(value: unknown): string {
  const clientReference = Symbol.for('react.client.reference');
  switch (typeof value) {
    case 'string': {
      const shown = value.length <= 10 ? value : `${value.slice(0, 10)}...`;
      return JSON.stringify(shown);
    }
    case 'object': {
      if (Array.isArray(value)) return '[...]';
      if (value !== null && (value as { $$typeof?: unknown }).$$typeof === clientReference) {
        return 'client';
      }
      const tag = Object.prototype.toString.call(value).replace(/^\[object (.*)\]$/, '$1');
      return tag === 'Object' ? '{...}' : tag;
    }
    case 'function': {
      const fn = value as { $$typeof?: unknown; displayName?: string; name?: string };
      if (fn.$$typeof === clientReference) return 'client';
      const name = fn.displayName || fn.name;
      return name ? `function ${name}` : 'function';
    }
    default:
      return String(value);
  }
}

// spec: lang-58
/** Renders a tree context's id (marker bit removed, base 32) followed by its overflow. */
export function treeContextToId(context: TreeContext): string {
  const markerBit = 31 - Math.clz32(context.id);
  const payload = context.id & ~(1 << markerBit);
  return `${payload.toString(32)}${context.overflow}`;
}

export interface TreeContext {
  id: number;
  overflow: string;
}

// spec: lang-59
/** Derives a child's tree context from its parent, the sibling count and its index. */
export function deriveChildTreeContext(
  parent: TreeContext,
  siblingCount: number,
  childIndex: number,
): TreeContext {
  const bitLength = (value: number): number => 32 - Math.clz32(value);

  const baseLength = bitLength(parent.id) - 1;
  const baseBits = parent.id & ~(1 << baseLength);
  const slot = childIndex + 1;
  const width = bitLength(siblingCount);

  if (baseLength + width <= 30) {
    return {
      id: (1 << (baseLength + width)) | (slot << baseLength) | baseBits,
      overflow: parent.overflow,
    };
  }

  const movedBits = baseLength - (baseLength % 5);
  const overflowText = (baseBits & ((1 << movedBits) - 1)).toString(32);
  const remainingBits = baseBits >> movedBits;
  const remainingLength = baseLength - movedBits;
  return {
    id: (1 << (remainingLength + width)) | (slot << remainingLength) | remainingBits,
    overflow: `${overflowText}${parent.overflow}`,
  };
}

// spec: lang-60
/** Computes the postback key of a form action's state. */
export function formStateKey(permalink: string | undefined, keyPath: unknown, hookIndex: number): string {
  if (permalink !== undefined) return `p${permalink}`;
  const digest = createHash('md5').update(JSON.stringify([keyPath, null, hookIndex])).digest('hex');
  return `k${digest}`;
}
