import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

type FlagBag = Record<string, unknown>;

interface FlaggedAssertion {
  __flags?: FlagBag;
}

// spec: testing-01
/**
 * Tells whether the message of a thrown value satisfies a string or RegExp matcher.
 */
export function thrownMessageMatches(thrown: unknown, matcher: unknown): boolean {
  const text = typeof thrown === 'string' ? thrown : (thrown as { message?: unknown }).message;
  if (text === undefined) {
    return false;
  }
  if (Object.prototype.toString.call(matcher) === '[object RegExp]') {
    return (matcher as RegExp).test(String(text));
  }
  if (typeof matcher === 'string') {
    return String(text).includes(matcher);
  }
  return false;
}

// spec: testing-02
/**
 * Asserts that the tested value (flag "object") is of one of the given kinds, e.g. "array" or "string".
 */
export function assertValueKind(assertion: FlaggedAssertion, allowedKinds: string[]): void {
  const flags: FlagBag = assertion.__flags ?? {};
  const customMessage = flags.message;
  const stackStart = flags.ssfi as ((...args: unknown[]) => unknown) | undefined;
  const kinds = allowedKinds.map((kind) => kind.toLowerCase()).sort();

  const phrase = kinds
    .map((kind, index) => {
      const article = /^[aeiou]/i.test(kind) ? 'an' : 'a';
      const isLast = index === kinds.length - 1;
      const connector = isLast && kinds.length > 1 ? 'or ' : '';
      return `${connector}${article} ${kind}`;
    })
    .join(', ');

  const actualKind = kindNameOf(flags.object).toLowerCase();
  if (!kinds.includes(actualKind)) {
    const prefix = customMessage ? `${String(customMessage)}: ` : '';
    throw new KindAssertionError(
      `${prefix}object tested must be ${phrase}, but ${actualKind} given`,
      stackStart,
    );
  }
}

/** Kind name of a value: its own string tag, or the name inside "[object Name]". */
const kindNameOf = (value: unknown): string => {
  if (value !== null && value !== undefined) {
    const tag = (value as Record<symbol, unknown>)[Symbol.toStringTag];
    if (typeof tag === 'string') {
      return tag;
    }
  }
  return Object.prototype.toString.call(value).slice('[object '.length, -1);
};

class KindAssertionError extends Error {
  constructor(message: string, stackStart?: (...args: unknown[]) => unknown) {
    super(message);
    this.name = 'AssertionError';
    if (stackStart && typeof Error.captureStackTrace === 'function') {
      Error.captureStackTrace(this, stackStart);
    }
  }
}

// spec: testing-03
/**
 * Shortens the string form of a value to at most `maxLength` characters, ending it with `tail`,
 * without cutting a UTF-16 surrogate pair in half.
 */
export function truncateWithTail(value: unknown, maxLength: number, tail = '\u2026'): string {
  const text = String(value);
  if (tail.length > maxLength && text.length > tail.length) {
    return tail;
  }
  if (text.length > maxLength && text.length > tail.length) {
    let cutAt = maxLength - tail.length;
    if (cutAt > 0) {
      const before = text.charCodeAt(cutAt - 1);
      if (before >= 0xd800 && before <= 0xdbff) {
        cutAt -= 1;
      }
    }
    return `${text.slice(0, cutAt)}${tail}`;
  }
  return text;
}

// spec: testing-04
interface InspectOptions {
  stylize: (text: string, styleName: string) => string;
  truncate: number;
}

/**
 * Renders a number for an inspector, spelling out signed zero and the non-finite values.
 */
export function inspectNumberValue(num: number, options: InspectOptions): string {
  let text: string;
  if (Number.isNaN(num)) {
    text = 'NaN';
  } else if (num === Infinity) {
    text = 'Infinity';
  } else if (num === -Infinity) {
    text = '-Infinity';
  } else if (num === 0) {
    text = 1 / num === Infinity ? '+0' : '-0';
  } else {
    text = String(num);
    const limit = options.truncate;
    if (text.length > limit && text.length > 1) {
      text = limit < 1 ? '\u2026' : `${text.slice(0, limit - 1)}\u2026`;
    }
  }
  return options.stylize(text, 'number');
}

// spec: testing-05
/**
 * Checks whether the members of `subset` appear in `superset`, optionally requiring equal size
 * (no mere containment) and/or matching order.
 */
export function hasMembers<T>(
  subset: Iterable<T>,
  superset: Iterable<T>,
  isEqual?: (left: T, right: T) => unknown,
  containmentIsEnough?: boolean,
  ordered?: boolean,
): boolean {
  const candidates = [...subset];
  const pool = [...superset];
  if (!containmentIsEnough && candidates.length !== pool.length) {
    return false;
  }
  const remaining = pool.slice();

  return candidates.every((candidate, index) => {
    if (ordered) {
      return isEqual ? Boolean(isEqual(candidate, pool[index])) : candidate === pool[index];
    }
    if (!isEqual) {
      const matchIndex = remaining.indexOf(candidate);
      if (matchIndex === -1) {
        return false;
      }
      if (!containmentIsEnough) {
        remaining.splice(matchIndex, 1);
      }
      return true;
    }
    const matchIndex = remaining.findIndex((element) => Boolean(isEqual(candidate, element)));
    if (matchIndex === -1) {
      return false;
    }
    if (!containmentIsEnough) {
      remaining.splice(matchIndex, 1);
    }
    return true;
  });
}

// spec: testing-06
/**
 * Returns a short type label: "undefined", "null", a custom string tag, or the "[object Name]" name.
 */
export function typeLabel(value: unknown): string {
  if (value === undefined) {
    return 'undefined';
  }
  if (value === null) {
    return 'null';
  }
  const ownTag = (value as Record<symbol, unknown>)[Symbol.toStringTag];
  if (typeof ownTag === 'string') {
    return ownTag;
  }
  const objectTag = Object.prototype.toString.call(value);
  return objectTag.slice('[object '.length, objectTag.length - 1);
}

// spec: testing-07
/**
 * Copies the assertion flags of `source` onto `target`. Unless all flags are requested, the
 * per-assertion flags (object, ssfi, lockSsfi, message) are left out.
 */
export function copyAssertionFlags(
  source: FlaggedAssertion,
  target: FlaggedAssertion,
  includeAll?: boolean,
): void {
  const copyEverything = arguments.length === 3 ? includeAll : true;
  const sourceFlags = ensureFlagBag(source);
  const targetFlags = ensureFlagBag(target);
  const perAssertionKeys = new Set(['object', 'ssfi', 'lockSsfi', 'message']);

  for (const key in sourceFlags) {
    if (copyEverything || !perAssertionKeys.has(key)) {
      targetFlags[key] = sourceFlags[key];
    }
  }
}

const ensureFlagBag = (holder: FlaggedAssertion): FlagBag => {
  if (!holder.__flags) {
    holder.__flags = Object.create(null) as FlagBag;
  }
  return holder.__flags;
};

// spec: testing-08
/**
 * Best guess at the comparison operator behind an assertion, used when reporting failures.
 */
export function inferAssertionOperator(
  assertion: FlaggedAssertion,
  callArgs: ArrayLike<unknown>,
): string | undefined {
  const flags: FlagBag = assertion.__flags ?? {};
  if (flags.operator) {
    return String(flags.operator);
  }

  let message = flags.negate ? callArgs[2] : callArgs[1];
  if (typeof message === 'function') {
    message = message();
  }
  const text = message ? String(message) : '';
  if (!text || /\shave\s/.test(text)) {
    return undefined;
  }

  const expectedKind = kindNameOf(callArgs[3]);
  const isObjectLike = ['Array', 'Object', 'Function'].includes(expectedKind);
  if (/\snot\s/.test(text)) {
    return isObjectLike ? 'notDeepStrictEqual' : 'notStrictEqual';
  }
  return isObjectLike ? 'deepStrictEqual' : 'strictEqual';
}

// spec: testing-09
interface ForEachable {
  forEach(callback: (...args: unknown[]) => void): unknown;
}

/**
 * True when `predicate` accepts every item visited by the collection's forEach; any exception
 * during iteration yields false.
 */
export function everyItemPasses(
  collection: ForEachable,
  predicate: (this: unknown, ...args: unknown[]) => unknown,
): boolean {
  const stopSignal = new Error('predicate rejected an item');
  try {
    collection.forEach(function (this: unknown, ...args: unknown[]) {
      if (!predicate.apply(this, args)) {
        throw stopSignal;
      }
    });
  } catch {
    return false;
  }
  return true;
}

// spec: testing-10
/**
 * Converts "ss", "mm:ss" or "hh:mm:ss" into milliseconds.
 */
export function clockStringToMs(clock: string | undefined): number {
  if (!clock) {
    return 0;
  }
  const parts = clock.split(':');
  if (parts.length > 3 || !/^(\d\d:){0,2}\d\d?$/.test(clock)) {
    throw new Error("tick only understands numbers, 'm:s' and 'h:m:s'. Each part must be two digits");
  }

  let totalSeconds = 0;
  for (let index = parts.length - 1, power = 0; index >= 0; index--, power++) {
    const amount = parseInt(parts[index], 10);
    if (amount >= 60) {
      throw new Error(`Invalid time ${clock}`);
    }
    totalSeconds += amount * 60 ** power;
  }
  return totalSeconds * 1000;
}

// spec: testing-11
/**
 * Normalises a start time (number, Date-like or Temporal-like) to epoch milliseconds.
 */
export function startTimeToEpochMs(start: unknown): number {
  if (!start) {
    return 0;
  }
  if (typeof start === 'number') {
    return start;
  }
  const candidate = start as { getTime?: () => number; epochMilliseconds?: unknown };
  if (typeof candidate.getTime === 'function') {
    return candidate.getTime();
  }
  if (typeof candidate.epochMilliseconds === 'number') {
    return candidate.epochMilliseconds;
  }
  throw new TypeError('now should be milliseconds since UNIX epoch');
}

// spec: testing-12
interface PendingTimer {
  type?: string;
  callAt?: number;
  immediate?: boolean;
  order?: number;
  createdAt?: number;
  id?: number;
}

/**
 * Sort comparator putting the fake timer that should fire first at the front.
 */
export function compareTimersByFiringOrder(first: PendingTimer, second: PendingTimer): -1 | 0 | 1 {
  const firstIsIdle = first.type === 'IdleCallback';
  const secondIsIdle = second.type === 'IdleCallback';
  if (firstIsIdle && !secondIsIdle) {
    return 1;
  }
  if (!firstIsIdle && secondIsIdle) {
    return -1;
  }

  const byCallAt = compareLoosely(first.callAt, second.callAt);
  if (byCallAt !== 0) {
    return byCallAt;
  }
  if (first.immediate && !second.immediate) {
    return -1;
  }
  if (!first.immediate && second.immediate) {
    return 1;
  }
  for (const field of ['order', 'createdAt', 'id'] as const) {
    const result = compareLoosely(first[field], second[field]);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}

const compareLoosely = (left: unknown, right: unknown): -1 | 0 | 1 => {
  if ((left as number) < (right as number)) {
    return -1;
  }
  if ((left as number) > (right as number)) {
    return 1;
  }
  return 0;
};

// spec: testing-13
/**
 * Longest common ending of two strings, taken from the first one.
 */
export function commonSuffix(first: string, second: string): string {
  if (!first || !second || first.charAt(first.length - 1) != second.charAt(second.length - 1)) {
    return '';
  }
  const shorterLength = Math.min(first.length, second.length);
  for (let matched = 0; matched < shorterLength; matched++) {
    if (first.charAt(first.length - 1 - matched) != second.charAt(second.length - 1 - matched)) {
      return first.slice(first.length - matched);
    }
  }
  return first.slice(first.length - shorterLength);
}

// spec: testing-14
/**
 * Length of the longest suffix of `first` that is also a prefix of `second` (KMP based).
 */
export function overlapLength(first: string, second: string): number {
  const limit = Math.min(first.length, second.length);
  if (limit === 0) {
    return 0;
  }

  const failure: number[] = new Array<number>(limit).fill(0);
  let prefixLength = 0;
  for (let index = 1; index < limit; index++) {
    while (prefixLength > 0 && second.charAt(index) != second.charAt(prefixLength)) {
      prefixLength = failure[prefixLength - 1];
    }
    if (second.charAt(index) == second.charAt(prefixLength)) {
      prefixLength++;
    }
    failure[index] = prefixLength;
  }

  let matched = 0;
  for (let index = Math.max(0, first.length - second.length); index < first.length; index++) {
    while (matched > 0 && first.charAt(index) != second.charAt(matched)) {
      matched = failure[matched - 1];
    }
    if (first.charAt(index) == second.charAt(matched)) {
      matched++;
    }
  }
  return matched;
}

// spec: testing-15
/**
 * Splits text into word segments, gluing consecutive whitespace-bearing segments together.
 */
export function wordSegments(text: string, segmenter: Intl.Segmenter): string[] {
  const pieces: string[] = [];
  const whitespace = /\s/;
  for (const { segment } of segmenter.segment(text)) {
    const lastIndex = pieces.length - 1;
    if (lastIndex >= 0 && whitespace.test(pieces[lastIndex]) && whitespace.test(segment)) {
      pieces[lastIndex] += segment;
    } else {
      pieces.push(segment);
    }
  }
  return pieces;
}

// spec: testing-16
/**
 * Splits text on "\n", keeping the line feed at the end of every line that had one.
 */
export function splitKeepingNewlines(text: string): string[] {
  const lines = text.split('\n').map((line) => `${line}\n`);
  if (text.endsWith('\n')) {
    lines.pop();
  } else {
    const last = lines.length - 1;
    lines[last] = lines[last].slice(0, -1);
  }
  return lines;
}

// spec: testing-17
type LocatedDescriptor = PropertyDescriptor & { isOwn: boolean };

/**
 * Looks up a property descriptor along the prototype chain, flagging whether it is an own property.
 */
export function lookupPropertyDescriptor(
  target: object | null | undefined,
  key: PropertyKey,
): LocatedDescriptor | undefined {
  const isOwn = Boolean(target) && Object.getOwnPropertyDescriptor(target, key) !== undefined;
  let current: object | null | undefined = target;
  let descriptor: PropertyDescriptor | undefined;
  while (current && !(descriptor = Object.getOwnPropertyDescriptor(current, key))) {
    current = Object.getPrototypeOf(current) as object | null;
  }
  if (!descriptor) {
    return undefined;
  }
  const located = descriptor as LocatedDescriptor;
  located.isOwn = isOwn;
  return located;
}

// spec: testing-18
interface FakeLike {
  callCount?: number;
  displayName?: string;
  getCall?: (index: number) => { thisValue?: unknown };
}

/**
 * toString for a fake: the property name it was last called through, else its display name.
 */
export function describeFake(this: FakeLike): string {
  if (typeof this.getCall === 'function' && this.callCount) {
    for (let index = this.callCount - 1; index >= 0; index--) {
      const receiver = (this.getCall(index).thisValue ?? {}) as Record<string, unknown>;
      for (const propertyName in receiver) {
        try {
          if (receiver[propertyName] === this) {
            return propertyName;
          }
        } catch {
          // A throwing getter just means this property is not the one we are looking for.
        }
      }
    }
  }
  return this.displayName || 'sinon fake';
}

// spec: testing-19
/**
 * Bob Jenkins' one-at-a-time hash, computed with JavaScript's 32-bit operators.
 */
export function oneAtATimeHash(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index++) {
    hash += key.charCodeAt(index);
    hash += hash << 10;
    hash ^= hash >> 6;
  }
  hash += hash << 3;
  hash ^= hash >> 11;
  hash += hash << 15;
  return hash;
}

// spec: testing-20
/**
 * Resolves to true while the given promise has not settled yet.
 */
export async function isStillPending(promise: unknown): Promise<boolean> {
  const sentinel = {};
  try {
    const winner = await Promise.race([promise, Promise.resolve(sentinel)]);
    return winner === sentinel;
  } catch {
    return false;
  }
}

// spec: testing-21
/**
 * Display name of a function or constructor-like object, "<anonymous>" when none can be found.
 */
export function displayNameOf(target: { name?: string } | ((...args: never[]) => unknown)): string {
  if (target.name) {
    return target.name;
  }
  const source = String(target);
  const match =
    /^\s*function\s*(\w+)\s*\(/.exec(source) ?? /^\s*\[object\s*(\w+)Constructor\]/.exec(source);
  return match ? match[1] : '<anonymous>';
}

// spec: testing-22
/**
 * Shallow-copies recorded call arguments so later mutation of the originals is not reflected.
 */
export function snapshotCallArguments(args: ArrayLike<unknown>): unknown[] {
  const keptTagPrefixes = ['[object Boolean', '[object String', '[object RegExp', '[object Number'];
  return Array.from(args).map((value) => {
    if (!value) {
      return value;
    }
    const tag = Object.prototype.toString.call(value);
    if (keptTagPrefixes.some((prefix) => tag.startsWith(prefix))) {
      return value;
    }
    if (tag === '[object Date]') {
      return new Date((value as Date).getTime());
    }
    if (tag === '[object Array]') {
      return (value as unknown[]).slice();
    }
    return { ...(value as object) };
  });
}

// spec: testing-23
/**
 * Number of leading stack lines that repeat the (multi-line) error message, or 0.
 */
export function messageLinesInStack(message: string, stackLines: string[]): number {
  if (!/^\w*Error/.test(String(stackLines[0]))) {
    return 0;
  }
  const messageLines = message.split('\n');
  const allMatch = messageLines.every((line, index) => index === 0 || line === stackLines[index]);
  return allMatch ? messageLines.length : 0;
}

// spec: testing-24
interface ParsedStackFrame {
  file: string;
  raw: string;
}

interface ParsedStack {
  style: string;
  frames: ParsedStackFrame[];
}

/**
 * Replaces runs of frames from the framework's own file with a single "<Jasmine>" marker line.
 */
export function collapseFrameworkFrames(trace: ParsedStack, frameworkFile: string): string[] {
  const marker = trace.style === 'webkit' ? '<Jasmine>' : '    at <Jasmine>';
  return trace.frames.reduce<string[]>((lines, frame) => {
    if (frame.file !== frameworkFile) {
      lines.push(frame.raw);
    } else if (lines[lines.length - 1] !== marker) {
      lines.push(marker);
    }
    return lines;
  }, []);
}

// spec: testing-25
/**
 * Truthy when the named method of `target` can be swapped for a spy.
 */
export function canReplaceWithSpy(target: object, propertyName: PropertyKey): unknown {
  let value: unknown;
  try {
    value = (target as Record<PropertyKey, unknown>)[propertyName];
  } catch {
    return false;
  }
  if (!(value instanceof Function)) {
    return false;
  }
  const descriptor = Object.getOwnPropertyDescriptor(target, propertyName) as PropertyDescriptor;
  return (descriptor.writable || descriptor.set) && descriptor.configurable;
}

// spec: testing-26
interface ExecutionSegment {
  min: number;
  [extra: string]: unknown;
}

interface ChildNode {
  id: string | number;
}

/**
 * Flattens the children's segments, explicitly ordered ones (by min) before unordered ones.
 */
export function orderChildSegments(
  children: ChildNode[],
  statsById: Record<string | number, { segments: ExecutionSegment[] }>,
): ExecutionSegment[] {
  const specified: ExecutionSegment[] = [];
  const unspecified: ExecutionSegment[] = [];
  for (const child of children) {
    for (const segment of statsById[child.id].segments) {
      (segment.min === Infinity ? unspecified : specified).push(segment);
    }
  }
  specified.sort((left, right) => left.min - right.min);
  return [...specified, ...unspecified];
}

// spec: testing-27
/**
 * Parses the current location's query string into a dictionary, turning "true"/"false" into booleans.
 */
export function readQueryParameters(
  getLocation: () => { search: string },
): Record<string, string | boolean> {
  const query = getLocation().search.substring(1);
  const params: Record<string, string | boolean> = {};
  if (!query) {
    return params;
  }
  for (const pair of query.split('&')) {
    const [rawName, rawValue] = pair.split('=');
    const name = decodeURIComponent(rawName);
    const decoded = decodeURIComponent(String(rawValue));
    params[name] = decoded === 'true' ? true : decoded === 'false' ? false : decoded;
  }
  return params;
}

// spec: testing-28
/**
 * Creates a DOM element with attributes and children (an array, or trailing arguments).
 */
export function buildElement(
  tagName: string,
  attributes?: Record<string, unknown> | null,
  ...childArgs: unknown[]
): HTMLElement {
  const element = document.createElement(tagName);
  const children: unknown[] = Array.isArray(childArgs[0]) ? childArgs[0] : childArgs;

  for (const child of children) {
    if (typeof child === 'string') {
      element.appendChild(document.createTextNode(child));
    } else if (child) {
      element.appendChild(child as Node);
    }
  }

  const attributeBag: Record<string, unknown> = attributes ?? {};
  for (const attributeName in attributeBag) {
    const attributeValue = attributeBag[attributeName];
    if (attributeName === 'className') {
      (element as unknown as Record<string, unknown>).className = attributeValue;
    } else {
      element.setAttribute(attributeName, attributeValue as string);
    }
  }
  return element;
}

// spec: testing-29
/**
 * Expands "1,3-5,9" style line selections into sorted, distinct line numbers.
 */
export function expandLineRanges(selection: string): number[] {
  const lineNumbers = selection.split(',').flatMap((piece) => {
    if (/^\d+$/.test(piece)) {
      return [Number(piece)];
    }
    const [, startText, endText] = /^(\d+)-(\d+)$/.exec(piece) as RegExpExecArray;
    const start = Number(startText);
    const end = Number(endText);
    const low = Math.min(start, end);
    const high = Math.max(start, end);
    return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
  });
  return [...new Set(lineNumbers)].sort((left, right) => left - right);
}

// spec: testing-30
/**
 * A usable partial-match selector: a non-empty array or plain object.
 */
export function isSelectorLike(value: unknown): value is object {
  if (value === null || typeof value !== 'object') {
    return false;
  }
  if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) {
    return false;
  }
  return Reflect.ownKeys(value).some((key) => Object.prototype.propertyIsEnumerable.call(value, key));
}

// spec: testing-31
/**
 * Projects `actual` onto the shape of `selector`, for a partial deep comparison.
 */
export function selectBySelector(
  actual: unknown,
  selector: object,
  visiting: object[] = [selector],
): unknown {
  if (actual === null || typeof actual !== 'object') {
    return actual;
  }
  const source = actual as Record<PropertyKey, unknown>;
  const shape = selector as Record<PropertyKey, unknown>;
  const result = (Array.isArray(selector) ? [] : {}) as Record<PropertyKey, unknown>;

  for (const key of Reflect.ownKeys(shape)) {
    if (!Object.prototype.propertyIsEnumerable.call(shape, key)) {
      continue;
    }
    const nestedSelector = shape[key];
    if (isSelectorLike(nestedSelector)) {
      if (visiting.includes(nestedSelector)) {
        throw circularSelectorError;
      }
      visiting.push(nestedSelector);
      result[key] = selectBySelector(source[key], nestedSelector, visiting);
      visiting.pop();
    } else {
      result[key] = source[key];
    }
  }
  return result;
}

const circularSelectorError = new Error('Encountered a circular selector');

// spec: testing-32
interface TitleInfo {
  raw: unknown;
  value: unknown;
  isSet: boolean;
  isValid: boolean;
  isEmpty: boolean;
}

/**
 * Resolves and normalises a test title, letting the implementation's `title` method build it.
 */
export function resolveTestTitle(rawTitle: unknown, implementation: unknown, testArgs: unknown[]): TitleInfo {
  const titleBuilder = (implementation as { title?: unknown } | undefined)?.title;
  let value: unknown = rawTitle;
  if (typeof titleBuilder === 'function') {
    value = titleBuilder.call(implementation, rawTitle, ...testArgs) ?? rawTitle;
  }
  if (typeof value === 'string') {
    value = value.trim().replace(/\s+/g, ' ');
  }
  const isValid = typeof value === 'string';
  return {
    raw: rawTitle,
    value,
    isSet: value !== undefined,
    isValid,
    isEmpty: !isValid || value === '',
  };
}

// spec: testing-33
/**
 * Prefixes a test title with a shortened form of its file path, e.g. "unit › parser › handles x".
 */
export function prefixedTestTitle(
  extensions: string[],
  baseDirectory: string,
  filePath: string,
  title: string,
): string {
  const relative = filePath.indexOf(baseDirectory) === 0 ? filePath.slice(baseDirectory.length) : filePath;
  const parts = relative.split(path.sep).filter((part) => part !== '__tests__');
  const fileName = parts.pop() ?? '';
  const extensionPattern = new RegExp(`.(${extensions.join('|')})$`);
  const cleanedName = fileName
    .replace('.spec.', '.')
    .replace('.test.', '.')
    .replace('test-', '')
    .replace(extensionPattern, '');
  const separator = ` ${dimGrey('\u203a')} `;
  return [...parts, cleanedName, title].join(separator);
}

/** Wraps text in the ANSI codes for grey, then dim. */
const dimGrey = (text: string): string => `\u001b[90m\u001b[2m${text}\u001b[22m\u001b[39m`;

// spec: testing-34
/**
 * Moves the files that failed in the previous run (per the cache) to the front of the list.
 */
export function failedFilesFirst(files: string[], cacheDirectory: string, cacheEnabled: boolean): string[] {
  if (runningInCi || cacheEnabled === false) {
    return files;
  }
  let previouslyFailing: string[];
  try {
    previouslyFailing = JSON.parse(readFileSync(path.join(cacheDirectory, 'failing-tests.json'), 'utf8'));
  } catch {
    return files;
  }
  return [...files].sort((left, right) => {
    const leftFailed = previouslyFailing.includes(left);
    const rightFailed = previouslyFailing.includes(right);
    if (leftFailed && !rightFailed) {
      return -1;
    }
    if (rightFailed && !leftFailed) {
      return 1;
    }
    return 0;
  });
}

const runningInCi = Boolean(process.env.CI) || Boolean(process.env.CONTINUOUS_INTEGRATION);

// spec: testing-35
interface MessageChannel {
  connected: boolean;
  send(message: unknown, callback: (error: Error | null) => void): boolean;
}

/**
 * Returns a send function that respects the channel's backpressure, queueing messages meanwhile.
 */
export function createFlowControlledSender(channel: MessageChannel): (message: unknown) => void {
  let hasErrored = false;
  let deliverImmediately = true;
  const backlog: unknown[] = [];

  const afterSend = (error: Error | null): void => {
    if (error !== null) {
      hasErrored = true;
    }
    if (hasErrored || !channel.connected) {
      backlog.length = 0;
      return;
    }
    let lastSendOk = true;
    while (lastSendOk && backlog.length > 0) {
      lastSendOk = channel.send(backlog.shift(), afterSend);
    }
    deliverImmediately = lastSendOk && backlog.length === 0;
  };

  return (message: unknown): void => {
    if (hasErrored || !channel.connected) {
      return;
    }
    if (deliverImmediately) {
      deliverImmediately = channel.send(message, afterSend);
    } else {
      backlog.push(message);
    }
  };
}

// spec: testing-36
interface SourcePosition {
  line: number;
  column: number;
}

interface SourceRange {
  start: SourcePosition;
  end: SourcePosition;
}

/**
 * The innermost (last in start order) range that encloses the given position.
 */
export function innermostEnclosingRange<R extends SourceRange>(
  ranges: R[],
  position: SourcePosition,
): R | undefined {
  const enclosing = ranges.filter(({ start, end }) => {
    if (position.line < start.line || position.line > end.line) {
      return false;
    }
    if (position.line === start.line && start.column > position.column) {
      return false;
    }
    if (position.line === end.line && end.column < position.column) {
      return false;
    }
    return true;
  });
  return enclosing[enclosing.length - 1];
}

// spec: testing-37
/**
 * Whether a forward-slash path names a helper file (underscore-prefixed file or directory).
 */
export function isHelperFilePath(filePath: string): boolean {
  if (path.basename(filePath).startsWith('_')) {
    return true;
  }
  if (path.isAbsolute(filePath)) {
    return false;
  }
  return path
    .dirname(filePath)
    .split('/')
    .some((directory) => directory === '_' || /^_[^_]/.test(directory));
}

// spec: testing-38
/**
 * Walks up from `startDirectory` to the first directory containing the repository marker.
 */
export async function findRepositoryRoot(startDirectory: string): Promise<string> {
  const { root } = path.parse(startDirectory);
  let current = startDirectory;
  while (current !== root) {
    try {
      const info = await stat(path.join(current, repositoryMarker));
      if (info.isFile() || info.isDirectory()) {
        return current;
      }
    } catch {
      // Missing or unreadable entry: keep walking up.
    }
    const parent = path.dirname(current);
    if (parent === current) {
      break;
    }
    current = parent;
  }
  return root;
}

const repositoryMarker = process.env.REPOSITORY_ROOT_MARKER ?? '.git';

// spec: testing-39
type QuoteChar = "'" | '"' | '`';

/**
 * Quotes text as a JavaScript string literal with the chosen quote character.
 */
export function quoteAsJsString(text: string, quote: QuoteChar = "'"): string {
  const body = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"');
  switch (quote) {
    case "'":
      return `'${body.replace(/'/g, "\\'")}'`;
    case '"':
      return `"${body.replace(/"/g, '\\"')}"`;
    case '`':
      return `\`${body.replace(/`/g, '\\`')}\``;
    default:
      throw new Error('Invalid escape char');
  }
}

// spec: testing-40
/**
 * Renders a value as JavaScript-like source text for generated code.
 */
export function toSourceText(value: unknown, indent = '  ', mode = 'multiline'): string {
  if (value === null) {
    return 'null';
  }
  if (typeof value === 'string') {
    const escaped = JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
    return `'${escaped}'`;
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => toSourceText(item)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => key !== 'timeout' && record[key] !== undefined)
      .sort();
    if (keys.length === 0) {
      return '{}';
    }
    const entries = keys.map((key) => `${key}: ${toSourceText(record[key])}`);
    if (mode === 'multiline') {
      return `{\n${entries.map((entry) => `${indent}${entry}`).join(',\n')}\n}`;
    }
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

// spec: testing-41
/**
 * Longest contiguous substring shared by two strings (dynamic programming).
 */
export function longestCommonSubstring(first: string, second: string): string {
  const table: number[][] = Array.from({ length: first.length + 1 }, () =>
    new Array<number>(second.length + 1).fill(0),
  );
  let bestLength = 0;
  let bestEnd = 0;
  for (let i = 1; i <= first.length; i++) {
    for (let j = 1; j <= second.length; j++) {
      if (first.charCodeAt(i - 1) === second.charCodeAt(j - 1)) {
        table[i][j] = table[i - 1][j - 1] + 1;
        if (table[i][j] > bestLength) {
          bestLength = table[i][j];
          bestEnd = i;
        }
      }
    }
  }
  return first.slice(bestEnd - bestLength, bestEnd);
}

// spec: testing-42
/**
 * Builds a RegExp from literal text such as "/ab+c/gi".
 */
export function regExpFromLiteral(literal: string): RegExp {
  if (literal.charAt(0) !== '/') {
    throw new Error(`Invalid regex, must start with '/': ${literal}`);
  }
  const closingSlash = literal.lastIndexOf('/');
  if (closingSlash === 0) {
    throw new Error(`Invalid regex, must end with '/' followed by optional flags: ${literal}`);
  }
  return new RegExp(literal.slice(1, closingSlash), literal.slice(closingSlash + 1));
}

// spec: testing-43
interface HeaderEntry {
  name: string;
  value: string;
}

/**
 * Turns a header dictionary into name/value records, optionally splitting values on a separator.
 */
export function headerRecordToEntries(
  headers: Record<string, string | undefined>,
  separator?: string,
  setCookieSeparator: string | undefined = separator,
): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) {
      continue;
    }
    if (!separator) {
      entries.push({ name, value });
      continue;
    }
    const splitOn = name.toLowerCase() === 'set-cookie' ? setCookieSeparator : separator;
    for (const piece of value.split(splitOn as string)) {
      entries.push({ name, value: piece.trim() });
    }
  }
  return entries;
}

// spec: testing-44
/**
 * Expands the first multi-line Set-Cookie record into one record per line.
 */
export function expandSetCookieEntries(headers: HeaderEntry[]): HeaderEntry[] {
  const index = headers.findIndex(({ name }) => name.toLowerCase() === 'set-cookie');
  if (index === -1) {
    return headers;
  }
  const { name, value } = headers[index];
  const cookieLines = value.split('\n');
  if (cookieLines.length === 1) {
    return headers;
  }
  const expanded = headers.slice();
  expanded.splice(index, 1, ...cookieLines.map((line) => ({ name, value: line })));
  return expanded;
}

// spec: testing-45
/**
 * Human-readable duration: "850ms", "1.5s", "2.0m", "1.2h", "3.0d"; "-" for invalid input.
 */
export function formatElapsed(milliseconds: number): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) {
    return '-';
  }
  if (milliseconds === 0) {
    return '0ms';
  }
  if (milliseconds < 1000) {
    return `${milliseconds.toFixed(0)}ms`;
  }
  const seconds = milliseconds / 1000;
  if (seconds < 60) {
    return `${seconds.toFixed(1)}s`;
  }
  const minutes = seconds / 60;
  if (minutes < 60) {
    return `${minutes.toFixed(1)}m`;
  }
  const hours = minutes / 60;
  if (hours < 24) {
    return `${hours.toFixed(1)}h`;
  }
  return `${(hours / 24).toFixed(1)}d`;
}

// spec: testing-46
/**
 * Frames multi-line text in a double-line box, with optional horizontal padding.
 */
export function drawDoubleLineBox(text: string, padding = 0): string {
  const lines = text.split('\n');
  const width = lines.reduce((widest, line) => Math.max(widest, line.length), 0);
  const horizontal = '\u2550'.repeat(width + padding * 2);
  const pad = ' '.repeat(padding);
  const body = lines.map(
    (line) => `\u2551${pad}${line}${' '.repeat(width + padding - line.length)}\u2551`,
  );
  return [`\u2554${horizontal}\u2557`, ...body, `\u255a${horizontal}\u255d`].join('\n');
}

// spec: testing-47
interface RetryOptions {
  retries?: number;
  factor?: number;
  minTimeout?: number;
  maxTimeout?: number;
  randomize?: boolean;
  forever?: boolean;
}

/**
 * The sorted list of wait delays (ms) for an exponential-backoff retry schedule.
 */
export function retryDelays(options?: RetryOptions | number[]): number[] {
  if (Array.isArray(options)) {
    return [...options];
  }
  const settings: Required<Omit<RetryOptions, 'forever'>> & RetryOptions & Record<string, unknown> = {
    retries: 10,
    factor: 2,
    minTimeout: 1000,
    maxTimeout: Infinity,
    randomize: false,
  };
  for (const key in options) {
    settings[key] = (options as Record<string, unknown>)[key];
  }
  if (settings.minTimeout > settings.maxTimeout) {
    throw new Error('minTimeout is greater than maxTimeout');
  }

  const delayFor = (attempt: number): number => {
    const multiplier = settings.randomize ? Math.random() + 1 : 1;
    const delay = Math.round(multiplier * Math.max(settings.minTimeout, 1) * settings.factor ** attempt);
    return Math.min(delay, settings.maxTimeout);
  };

  const delays: number[] = [];
  for (let attempt = 0; attempt < settings.retries; attempt++) {
    delays.push(delayFor(attempt));
  }
  if (settings.forever && delays.length === 0) {
    delays.push(delayFor(0));
  }
  return delays.sort((left, right) => left - right);
}

// spec: testing-48
interface PathKeyOptions {
  env?: Record<string, string | undefined>;
  platform?: string;
}

/**
 * Name of the environment variable holding the executable search path ("PATH", or on Windows the
 * environment's own spelling of it).
 */
export function searchPathVariable({ env = process.env, platform = process.platform }: PathKeyOptions = {}): string {
  if (platform !== 'win32') {
    return 'PATH';
  }
  const matchingKey = Object.keys(env)
    .reverse()
    .find((key) => key.toUpperCase() === 'PATH');
  return matchingKey ?? 'Path';
}

// spec: testing-49
/**
 * Source text that calls `fn` with JSON-serialised arguments when evaluated.
 */
export function invocationSource(
  fn: ((...args: never[]) => unknown) | string | String,
  ...args: unknown[]
): string | String {
  if (typeof fn === 'string' || fn instanceof String) {
    if (args.length !== 0) {
      throw new Error('Cannot evaluate a string with arguments');
    }
    return fn;
  }
  const serialisedArgs = args.map((arg) => (arg === undefined ? 'undefined' : JSON.stringify(arg)));
  return `(${String(fn)})(${serialisedArgs.join(',')})`;
}

// spec: testing-50
const pixelsPerUnit = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 96 / 72,
  pc: 16,
};

type LengthUnit = keyof typeof pixelsPerUnit;

/**
 * Converts a print dimension ("10cm", "2in", 300, ...) into the target unit (inches by default).
 */
export function convertPrintLength(
  dimension: string | number | String | Number | undefined,
  targetUnit: LengthUnit = 'in',
): number | undefined {
  if (dimension === undefined) {
    return undefined;
  }
  let pixels: number;
  if (typeof dimension === 'number' || dimension instanceof Number) {
    pixels = Number(dimension);
  } else if (typeof dimension === 'string' || dimension instanceof String) {
    const text = String(dimension);
    const suffix = text.substring(text.length - 2).toLowerCase();
    let unit: LengthUnit = 'px';
    let numericText = text;
    if (suffix in pixelsPerUnit) {
      unit = suffix as LengthUnit;
      numericText = text.substring(0, text.length - 2);
    }
    const amount = Number(numericText);
    if (Number.isNaN(amount)) {
      throw new Error(`Failed to parse parameter value: ${text}`);
    }
    pixels = amount * pixelsPerUnit[unit];
  } else {
    throw new Error(`page.pdf() Cannot handle parameter type: ${typeof dimension}`);
  }
  return pixels / pixelsPerUnit[targetUnit];
}

// spec: testing-51
/**
 * Encodes a string as UTF-8 bytes, or decodes it from base-64 when `isBase64` is set.
 */
export function stringToByteArray(text: string, isBase64 = false): Uint8Array {
  if (!isBase64) {
    return new TextEncoder().encode(text);
  }
  const typedArrayCtor = Uint8Array as unknown as { fromBase64?: (input: string) => Uint8Array };
  if (typeof typedArrayCtor.fromBase64 === 'function') {
    return typedArrayCtor.fromBase64(text);
  }
  const NodeBuffer = (globalThis as { Buffer?: { from(input: string, encoding: string): Uint8Array } })
    .Buffer;
  if (NodeBuffer) {
    return NodeBuffer.from(text, 'base64');
  }
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.codePointAt(0) as number);
}

// spec: testing-52
/**
 * Base64-encodes bytes via a binary string, chunked to stay under the argument-count limit.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const chunkSize = 65534;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const chunk = bytes.subarray(offset, offset + chunkSize);
    binary += String.fromCodePoint(...chunk);
  }
  return btoa(binary);
}

// spec: testing-53
/**
 * Source text of a function that can be evaluated as an expression; method shorthand gets a
 * "function " keyword (after "async " if present).
 */
export function functionToExpressionSource(fn: (...args: never[]) => unknown): string {
  const source = fn.toString();
  const isFunctionKeyword = /^(?:async )*function(?:\(|\s)/.test(source);
  const isGenerator = /^(?:async )*function\s*\*\s*/.test(source);
  const isArrow =
    source.startsWith('(') ||
    /^async\s*\(/.test(source) ||
    /^(?:async\s+)*\s*[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*\s*=>/u.test(source);
  if (isFunctionKeyword || isGenerator || isArrow) {
    return source;
  }
  const asyncPrefix = 'async ';
  if (source.startsWith(asyncPrefix)) {
    return `async function ${source.slice(asyncPrefix.length)}`;
  }
  return `function ${source}`;
}

// spec: testing-54
/**
 * Collapses a multi-line header value into one line (Set-Cookie keeps its line breaks).
 */
export function normaliseHeaderValue(headerName: string, value: string): string {
  if (!value.includes('\n')) {
    return value;
  }
  const pieces = value
    .split('\n')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return pieces.join(headerName === 'set-cookie' ? '\n ' : ', ');
}

// spec: testing-55
/**
 * Strips matching surrounding quotes and backslash escapes from a selector argument.
 */
export function unquoteSelectorArgument(text: string): string {
  if (text.length <= 1) {
    return text;
  }
  let inner = text;
  const opening = text.charAt(0);
  if ((opening === '"' || opening === "'") && text.endsWith(opening)) {
    inner = text.slice(1, -1);
  }
  return inner.replace(/\\([\s\S])/g, '$1');
}

// spec: testing-56
interface AriaQueryOptions {
  name?: string;
  role?: string;
}

/**
 * Parses an ARIA selector such as `Submit[role="button"]` into name and role options.
 */
export function parseAriaSelector(selector: string): AriaQueryOptions {
  if (selector.length > 10000) {
    throw new Error(`Selector ${selector} is too long`);
  }
  const options: AriaQueryOptions = {};
  const attributeClause = /\[\s*(\w+)\s*=\s*(["'])(\\[\s\S]|[\s\S]*?(?=\2))\2\s*\]/g;
  const remainder = selector.replace(attributeClause, (_clause, attribute: string, _quote, value: string) => {
    if (attribute !== 'name' && attribute !== 'role') {
      throw new Error(`Unknown aria attribute "${attribute}" in selector`);
    }
    options[attribute] = value;
    return '';
  });
  if (remainder && !options.name) {
    options.name = remainder;
  }
  return options;
}

// spec: testing-57
/**
 * Document-order comparator for tree positions given as child-index paths.
 */
export function compareTreePositions(left: readonly number[], right: readonly number[]): number {
  if (left.length === 0 && right.length === 0) {
    return 0;
  }
  const leftHead = left.length > 0 ? left[0] : -1;
  const rightHead = right.length > 0 ? right[0] : -1;
  if (leftHead === rightHead) {
    return compareTreePositions(left.slice(1), right.slice(1));
  }
  return leftHead < rightHead ? -1 : 1;
}

// spec: testing-58
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Intersection of two rectangles; a non-overlap yields zero width or height.
 */
export function intersectRects(first: Rect, second: Rect): Rect {
  const x = Math.max(first.x, second.x);
  const y = Math.max(first.y, second.y);
  const right = Math.min(first.x + first.width, second.x + second.width);
  const bottom = Math.min(first.y + first.height, second.y + second.height);
  return {
    x,
    y,
    width: Math.max(right - x, 0),
    height: Math.max(bottom - y, 0),
  };
}

// spec: testing-59
interface RemotePrimitive {
  type?: string;
  objectId?: string;
  unserializableValue?: string;
  value?: unknown;
}

/**
 * Extracts a JavaScript value from a protocol description of a primitive remote value.
 */
export function valueFromRemotePrimitive(remote: RemotePrimitive): unknown {
  if (remote.objectId) {
    throw new Error('Cannot extract value when objectId is given');
  }
  const special = remote.unserializableValue;
  if (special) {
    if (remote.type === 'bigint') {
      return BigInt(special.replace('n', ''));
    }
    switch (special) {
      case '-0':
        return -0;
      case 'NaN':
        return NaN;
      case 'Infinity':
        return Infinity;
      case '-Infinity':
        return -Infinity;
      default:
        throw new Error(`Unsupported unserializable value: ${special}`);
    }
  }
  return remote.value;
}

// spec: testing-60
type ReportedButton = 'left' | 'right' | 'middle' | 'back' | 'forward' | 'none';

/**
 * The single highest-priority mouse button in a pressed-buttons bit mask.
 */
export function primaryPressedButton(buttons: number): ReportedButton {
  const priority: ReadonlyArray<readonly [number, ReportedButton]> = [
    [1, 'left'],
    [2, 'right'],
    [4, 'middle'],
    [8, 'back'],
    [16, 'forward'],
  ];
  return priority.find(([bit]) => (buttons & bit) !== 0)?.[1] ?? 'none';
}
