import { Buffer } from 'node:buffer';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inspect } from 'node:util';

// spec: test-01
/** True when the text holds an odd number of double quotes not directly preceded by a backslash. */
export function hasUnbalancedQuotes(text: string): boolean {
  let quoteCount = 0;
  for (let index = text.indexOf('"'); index !== -1; index = text.indexOf('"', index + 1)) {
    if (index === 0 || text[index - 1] !== '\\') {
      quoteCount += 1;
    }
  }
  return quoteCount % 2 === 1;
}

// spec: test-02
/** Drops every stack frame up to and including the first line holding the trap marker. */
export function stripFramesBeforeTrap(stack: string): string {
  const marker = '__EXTERNAL_MATCHER_TRAP__';
  const lines = stack.split('\n');
  const markerIndex = lines.findIndex((line) => line.includes(marker));
  if (markerIndex === -1) {
    return stack;
  }
  return lines.slice(markerIndex + 1).join('\n');
}

// spec: test-03
/** Deeply merges `source` into `target`, returning new containers and leaving both inputs untouched. */
export function deepMergeValues(target: unknown, source: unknown): unknown {
  if (isPlainRecord(target) && isPlainRecord(source)) {
    const merged: Record<string, unknown> = { ...target };
    for (const key of Object.keys(source)) {
      const sourceValue = source[key];
      if (isPlainRecord(sourceValue) && !sourceValue.$$typeof) {
        merged[key] = key in target ? deepMergeValues(target[key], sourceValue) : sourceValue;
      } else if (Array.isArray(sourceValue)) {
        merged[key] = mergeArrayValues(target[key] as unknown[], sourceValue);
      } else {
        merged[key] = sourceValue;
      }
    }
    return merged;
  }
  if (Array.isArray(target) && Array.isArray(source)) {
    return mergeArrayValues(target, source);
  }
  return target;
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isLooseAsymmetricMatcher = (value: unknown): boolean => {
  // The `in` operator deliberately throws for primitives, as specified.
  const candidate = value as Record<string, unknown>;
  if (!('asymmetricMatch' in candidate)) {
    return false;
  }
  const matcherName = (candidate.constructor as { name?: string } | undefined)?.name;
  return matcherName === 'Any' || matcherName === 'Anything';
};

const mergeArrayValues = (target: unknown[], source: unknown[]): unknown[] => {
  const merged = [...target];
  source.forEach((sourceElement, index) => {
    const targetElement = merged[index];
    if (Array.isArray(targetElement) && Array.isArray(sourceElement)) {
      merged[index] = mergeArrayValues(targetElement, sourceElement);
    } else if (isPlainRecord(targetElement) && !isLooseAsymmetricMatcher(sourceElement)) {
      merged[index] = deepMergeValues(targetElement, sourceElement);
    } else {
      merged[index] = sourceElement;
    }
  });
  return merged;
};

// spec: test-04
/** Indents a multi-line snapshot so that it lines up beneath its call site. */
export function indentSnapshotText(text: string, depth: number, indentUnit: string): string {
  const lines = text.split('\n');
  const innerIndent = indentUnit.repeat(depth + 1);
  if (lines.length >= 2 && lines[1].startsWith(innerIndent)) {
    return text;
  }
  const outerIndent = indentUnit.repeat(depth);
  return lines
    .map((line, index) => {
      if (index === 0) {
        return line;
      }
      if (index === lines.length - 1) {
        return `${outerIndent}${line}`;
      }
      return line === '' ? line : `${innerIndent}${line}`;
    })
    .join('\n');
}

// spec: test-05
/** Strips the shared leading indentation from an inline snapshot template literal. */
export function dedentInlineSnapshot(snapshot: string): string {
  const indentMatch = snapshot.match(/^([^\S\n]*)\S/m);
  const indentation = indentMatch?.[1];
  if (!indentation) {
    return snapshot;
  }

  const lines = snapshot.split('\n');
  if (lines.length < 3 || lines[0].trim() !== '' || lines[lines.length - 1].trim() !== '') {
    return snapshot;
  }

  const result = [lines[0]];
  for (let index = 1; index < lines.length - 1; index += 1) {
    const line = lines[index];
    if (line === '') {
      result.push(line);
    } else if (line.startsWith(indentation)) {
      result.push(line.slice(indentation.length));
    } else {
      return snapshot;
    }
  }
  result.push('');
  return result.join('\n');
}

// spec: test-06
export interface MockLike {
  getMockName(): string;
  mock: { calls: unknown[]; results: unknown[] };
}

export interface MockPrintConfig {
  indent: string;
  spacingOuter: string;
  min: boolean;
}

export type NestedPrinter = (
  value: unknown,
  config: MockPrintConfig,
  indentation: string,
  depth: number,
  refs: unknown[],
) => string;

/** Serializes a mock function for the pretty-format plugin. */
export function printMockFunction(
  mockFn: MockLike,
  config: MockPrintConfig,
  indentation: string,
  depth: number,
  refs: unknown[],
  printNested: NestedPrinter,
): string {
  const mockName = mockFn.getMockName();
  const nameSuffix = mockName === 'jest.fn()' ? '' : ` ${mockName}`;
  let details = '';

  if (mockFn.mock.calls.length > 0) {
    const nextIndentation = indentation + config.indent;
    const printedCalls = printNested(mockFn.mock.calls, config, nextIndentation, depth, refs);
    const printedResults = printNested(mockFn.mock.results, config, nextIndentation, depth, refs);
    details =
      ` {${config.spacingOuter}` +
      `${nextIndentation}"calls": ${printedCalls}${config.min ? ', ' : ','}` +
      `${config.spacingOuter}${nextIndentation}"results": ${printedResults}${config.min ? '' : ','}` +
      `${config.spacingOuter}${indentation}}`;
  }

  return `[MockFunction${nameSuffix}]${details}`;
}

// spec: test-07
/** Builds the "Snapshot name: `...`" label shown in a failing snapshot report. */
export function formatSnapshotName(
  blockNames: string = '',
  hint: string = '',
  count: number,
  escapeForTemplate: (text: string) => string,
  bold: (text: string) => string,
): string {
  const namePart = blockNames ? escapeForTemplate(blockNames) : '';
  const separator = blockNames && hint ? ': ' : '';
  const hintPart = hint ? bold(escapeForTemplate(hint)) : '';
  return `Snapshot name: \`${namePart}${separator}${hintPart} ${count}\``;
}

// spec: test-08
/** Resolves a human-friendly operator name for a Node AssertionError. */
export function resolveAssertionOperator(operator: unknown, stack: string): string {
  if (typeof operator === 'string') {
    const symbolicNames: Record<string, string> = {
      '!=': 'notEqual',
      '!==': 'notStrictEqual',
      '==': 'equal',
      '===': 'strictEqual',
    };
    return Object.hasOwn(symbolicNames, operator) ? symbolicNames[operator] : operator;
  }
  if (stack.match('.doesNotThrow')) {
    return 'doesNotThrow';
  }
  if (stack.match('.throws')) {
    return 'throws';
  }
  return '';
}

// spec: test-09
export interface BlockChild {
  type: string;
  concurrent?: boolean;
  [key: string]: unknown;
}

export interface ConcurrentGroup<T> {
  type: 'test-concurrent';
  tests: T[];
}

/** Yields a block's children with all concurrent tests folded into one group at the first one's position. */
export function* groupConcurrentChildren<T extends BlockChild>(
  children: readonly T[],
): Generator<T | ConcurrentGroup<T>, void, undefined> {
  const isConcurrentTest = (child: T): boolean => child.type === 'test' && Boolean(child.concurrent);
  const concurrentTests = children.filter(isConcurrentTest);

  if (concurrentTests.length === 0) {
    yield* children;
    return;
  }

  let groupEmitted = false;
  for (const child of children) {
    if (!isConcurrentTest(child)) {
      yield child;
    } else if (!groupEmitted) {
      groupEmitted = true;
      yield { type: 'test-concurrent', tests: concurrentTests };
    }
  }
}

// spec: test-10
export interface RetriableTest {
  errors: unknown[];
  retryReasons: unknown[];
}

export interface RetryAttempt<T extends RetriableTest> {
  errorCountsBefore: Iterable<readonly [T, number]>;
}

/** Reverts errors recorded during a retry attempt, optionally keeping them as retry reasons. */
export function rollbackAttemptErrors<T extends RetriableTest>(
  attempt: RetryAttempt<T>,
  keepAsRetryReasons: boolean,
): void {
  for (const [test, startIndex] of attempt.errorCountsBefore) {
    const discardedErrors = test.errors.slice(startIndex);
    if (keepAsRetryReasons) {
      test.retryReasons.push(...discardedErrors);
    }
    test.errors = test.errors.slice(0, startIndex);
  }
}

// spec: test-11
export interface TreeNode {
  type: string;
  children?: Array<TreeNode | null | undefined>;
}

/** Returns all non-block nodes beneath a describe block in pre-order, using an explicit stack. */
export function flattenTests(root: TreeNode): TreeNode[] {
  const tests: TreeNode[] = [];
  const pending: Array<TreeNode | null | undefined> = [root];

  while (pending.length > 0) {
    const node = pending.pop();
    if (!node) {
      continue;
    }
    if (node.type === 'describeBlock') {
      const children = node.children ?? [];
      for (let index = children.length - 1; index >= 0; index -= 1) {
        pending.push(children[index]);
      }
    } else {
      tests.push(node);
    }
  }

  return tests;
}

// spec: test-12
export interface Hook {
  type: string;
  [key: string]: unknown;
}

export interface HookBlock {
  hooks: Hook[];
  parent?: HookBlock;
}

export interface HookedTest {
  concurrent?: boolean;
  parent?: HookBlock;
}

/** Collects the beforeEach/afterEach hooks applying to a test from all its ancestors. */
export function collectEachHooks(test: HookedTest): { beforeEach: Hook[]; afterEach: Hook[] } {
  const result = { beforeEach: [] as Hook[], afterEach: [] as Hook[] };
  if (test.concurrent) {
    return result;
  }

  for (let block = test.parent; block; block = block.parent) {
    const blockBeforeHooks: Hook[] = [];
    for (const hook of block.hooks) {
      if (hook.type === 'beforeEach') {
        blockBeforeHooks.push(hook);
      } else if (hook.type === 'afterEach') {
        result.afterEach.push(hook);
      }
    }
    result.beforeEach.unshift(...blockBeforeHooks);
  }

  return result;
}

// spec: test-13
export type ValueFormatter = (value: unknown, options: { maxDepth: number }) => string;

/** Turns a recorded failure (value or [value, asyncError] pair) into an Error instance. */
export function toFailureError(
  failure: unknown,
  formatValue: ValueFormatter = (value, { maxDepth }) => inspect(value, { depth: maxDepth }),
): unknown {
  let thrown: unknown;
  let asyncError: Error | undefined;
  if (Array.isArray(failure)) {
    [thrown, asyncError] = failure as [unknown, Error | undefined];
  } else {
    thrown = failure;
    asyncError = new Error();
  }

  const candidate = thrown as { stack?: unknown; message?: unknown } | null | undefined;
  if (candidate && (typeof candidate.stack === 'string' || candidate.message)) {
    return thrown;
  }

  const message = `thrown: ${formatValue(thrown, { maxDepth: 3 })}`;
  return asyncError ? new Error(message, { cause: asyncError }) : new Error(message);
}

// spec: test-14
/** Splits a test's name path into ancestor titles, full name and own title. */
export function describeTestPath(namePath: readonly string[]): {
  ancestorTitles: string[];
  fullName: string;
  title: string | undefined;
} {
  const rootMarker = 'ROOT_DESCRIBE_BLOCK';
  const ancestorTitles = namePath.filter((name) => name !== rootMarker);
  const fullName = ancestorTitles.join(' ');
  const title = namePath[namePath.length - 1];
  ancestorTitles.pop();
  return { ancestorTitles, fullName, title };
}

// spec: test-15
export interface HookTreeBlock {
  type: string;
  hooks?: Hook[];
  children?: HookTreeBlock[];
}

/** Gathers the hooks of a describe block and of all describe blocks nested within it. */
export function collectAllHooks(block: HookTreeBlock): Hook[] {
  const collected = [...(block.hooks ?? [])];
  for (const child of block.children ?? []) {
    if (child.type === 'describeBlock') {
      collected.push(...collectAllHooks(child));
    }
  }
  return collected;
}

// spec: test-16
/** Best-effort readable name for a function, falling back to "<anonymous>". */
export function getFunctionDisplayName(fn: Function): string {
  if (fn.name) {
    return fn.name;
  }
  const source = nativeFunctionToString.call(fn);
  const match = source.match(/^(?:async)?\s*function\s*\*?\s*([\w$]+)\s*\(/);
  return match ? match[1] : '<anonymous>';
}

const nativeFunctionToString = Function.prototype.toString;

// spec: test-17
/** True when `key` is an own or inherited property of `value`, without triggering getters. */
export function hasPropertyInChain(value: unknown, key: PropertyKey): boolean {
  if (!value) {
    return false;
  }
  let current: unknown = value;
  while (current !== null && current !== undefined) {
    if (Object.prototype.hasOwnProperty.call(current, key)) {
      return true;
    }
    current = Object.getPrototypeOf(current);
  }
  return false;
}

// spec: test-18
/** Core check of an "any instance of" matcher for the stored constructor. */
export function matchesConstructor(value: unknown, expectedConstructor: unknown): boolean {
  const isInstance = (ctor: unknown): boolean =>
    typeof ctor === 'function' && value instanceof (ctor as new (...args: never[]) => unknown);

  switch (expectedConstructor) {
    case String:
      return typeof value === 'string' || isInstance(String);
    case Number:
      return typeof value === 'number' || isInstance(Number);
    case Function:
      return typeof value === 'function' || isInstance(Function);
    case Boolean:
      return typeof value === 'boolean' || isInstance(Boolean);
    case BigInt:
      return typeof value === 'bigint' || isInstance(BigInt);
    case Symbol:
      return typeof value === 'symbol' || isInstance(Symbol);
    case Object:
      return typeof value === 'object';
    case Array:
      return Array.isArray(value);
    default:
      return value instanceof (expectedConstructor as new (...args: never[]) => unknown);
  }
}

// spec: test-19
export interface CloseToMatcher {
  expected: number;
  precision: number;
  inverse: boolean;
}

/** Asymmetric "close to" check: |expected - value| < 10^-precision / 2, optionally inverted. */
export function isCloseToExpected(value: unknown, matcher: CloseToMatcher): boolean {
  if (Object.prototype.toString.call(value) !== '[object Number]') {
    return false;
  }
  const { expected, precision, inverse } = matcher;
  const received = value as number;

  let matches: boolean;
  if (received === Infinity && expected === Infinity) {
    matches = true;
  } else if (received === -Infinity && expected === -Infinity) {
    matches = true;
  } else {
    matches = Math.abs(expected - received) < 10 ** -precision / 2;
  }

  return inverse ? !matches : matches;
}

// spec: test-20
/** Creates a formatter that right-aligns a short string (e.g. a call number) before the label's colon. */
export function createAlignedLabelPrinter(label: string): (text: string, isExpected: boolean) => string {
  const colonIndex = label.indexOf(':');
  const labelTail = label.slice(colonIndex);

  return (text: string, isExpected: boolean): string =>
    isExpected
      ? `->${' '.repeat(Math.max(colonIndex - 2 - text.length, 0))}${text}${labelTail}`
      : `${' '.repeat(Math.max(colonIndex - text.length))}${text}${labelTail}`;
}

// spec: test-21
/** Decides whether an expected/received argument pair deserves a line-by-line diff. */
export function isDiffWorthy(expected: unknown, received: unknown): boolean {
  const expectedType = typeNameOf(expected);
  const receivedType = typeNameOf(received);

  if (expectedType !== receivedType) {
    return false;
  }
  if (isPrimitiveValue(expected)) {
    return false;
  }
  if (expectedType === 'date' || expectedType === 'function' || expectedType === 'regexp') {
    return false;
  }
  if (expected instanceof Error && received instanceof Error) {
    return false;
  }
  if (expectedType === 'object' && hasAsymmetricMatch(expected)) {
    return false;
  }
  if (receivedType === 'object' && hasAsymmetricMatch(received)) {
    return false;
  }
  return true;
}

const typeNameOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'array';
  const primitiveType = typeof value;
  if (primitiveType !== 'object') return primitiveType;
  if (value instanceof RegExp) return 'regexp';
  if (value instanceof Date) return 'date';
  if (value instanceof Map) return 'map';
  if (value instanceof Set) return 'set';
  return 'object';
};

const isPrimitiveValue = (value: unknown): boolean => Object(value) !== value;

const hasAsymmetricMatch = (value: unknown): boolean =>
  typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';

// spec: test-22
export interface ThrownDescription {
  hasMessage: boolean;
  isError: boolean;
  message: string;
  value: unknown;
}

/** Describes a thrown value, distinguishing real errors from arbitrary thrown values. */
export function describeThrownValue(value: unknown): ThrownDescription {
  const candidate = value as { message?: unknown; name?: unknown; stack?: unknown } | null | undefined;
  const hasMessage = candidate !== null && candidate !== undefined && typeof candidate.message === 'string';

  if (hasMessage && typeof candidate.name === 'string' && typeof candidate.stack === 'string') {
    return { hasMessage, isError: true, message: candidate.message as string, value };
  }

  return {
    hasMessage,
    isError: false,
    message: hasMessage ? (candidate.message as string) : String(value),
    value,
  };
}

// spec: test-23
/** Converts an error (and its cause chain) into a plain JSON-friendly object. */
export function serializeErrorForJson(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) {
    return input;
  }
  const skipped = new Set(['stack', 'fileName', 'lineNumber']);
  const source = input as Record<string, unknown>;
  const output: Record<string, unknown> = {};

  for (const propertyName of Object.getOwnPropertyNames(source).sort()) {
    if (skipped.has(propertyName)) {
      continue;
    }
    output[propertyName] =
      propertyName === 'cause' ? serializeErrorForJson(source[propertyName]) : source[propertyName];
  }

  return output;
}

// spec: test-24
/** Decodes a file path from a "jest-main://" pseudo-URL, or returns undefined. */
export function decodeMainModulePath(encoded: string): string | undefined {
  const prefix = 'jest-main://';
  return encoded.startsWith(prefix) ? decodeURIComponent(encoded.slice(prefix.length)) : undefined;
}

// spec: test-25
/** Separates a module specifier's path from its trailing query/fragment suffix. */
export function splitSpecifierSuffix(specifier: string): { path: string; suffix: string } {
  if (specifier.startsWith('data:')) {
    return { path: specifier, suffix: '' };
  }
  if (/^file:/i.test(specifier)) {
    const url = new URL(specifier);
    return { path: fileURLToPath(url), suffix: `${url.search}${url.hash}` };
  }

  const searchStart = specifier.startsWith('#') ? 1 : 0;
  const hashIndex = specifier.indexOf('#', searchStart);
  const beforeHash = hashIndex === -1 ? specifier : specifier.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?', searchStart);
  const splitIndex = queryIndex !== -1 ? queryIndex : hashIndex;

  if (splitIndex === -1) {
    return { path: specifier, suffix: '' };
  }
  return { path: specifier.slice(0, splitIndex), suffix: specifier.slice(splitIndex) };
}

// spec: test-26
/** Builds a module cache key from a file path and an optional query/fragment suffix. */
export function buildModuleCacheKey(filePath: string, suffix: string): string {
  const fileUrl = pathToFileURL(filePath);
  if (suffix === '') {
    return fileUrl.href;
  }
  const resolved = new URL(suffix, fileUrl);
  return `${fileUrl.href}${resolved.search}${resolved.hash}`;
}

// spec: test-27
/** Leniently percent-decodes a string to raw bytes, leaving malformed escapes as literal text. */
export function percentDecodeToBuffer(input: string): Buffer {
  if (!input.includes('%')) {
    return Buffer.from(input, 'utf8');
  }

  const isHexDigit = (char: string | undefined): boolean => char !== undefined && /^[0-9a-fA-F]$/.test(char);
  const chunks: Buffer[] = [];
  let literalStart = 0;
  let index = 0;

  while (index < input.length) {
    if (input[index] === '%' && isHexDigit(input[index + 1]) && isHexDigit(input[index + 2])) {
      if (index > literalStart) {
        chunks.push(Buffer.from(input.slice(literalStart, index), 'utf8'));
      }
      chunks.push(Buffer.from([Number.parseInt(input.slice(index + 1, index + 3), 16)]));
      index += 3;
      literalStart = index;
    } else {
      index += 1;
    }
  }

  if (literalStart < input.length) {
    chunks.push(Buffer.from(input.slice(literalStart), 'utf8'));
  }
  return Buffer.concat(chunks);
}

// spec: test-28
/** Forgiving base64 decode for data URL payloads; throws ERR_INVALID_URL on bad input. */
export function forgivingBase64Decode(payload: string): Buffer {
  let cleaned = payload.replace(/[\t\n\f\r ]/g, '');
  if (cleaned.length % 4 === 0) {
    cleaned = cleaned.replace(/={1,2}$/, '');
  }
  if (cleaned.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(cleaned)) {
    const error = new TypeError('Invalid URL') as TypeError & { code: string };
    error.code = 'ERR_INVALID_URL';
    throw error;
  }
  return Buffer.from(cleaned, 'base64');
}

// spec: test-29
export interface ImportAttributeChecker {
  warnedPairs: Set<string>;
}

/** Validates import attributes like Node does, but only warns for JSON modules lacking a type. */
export function validateImportAttributes(
  checker: ImportAttributeChecker,
  modulePath: string,
  attributes: Record<string, unknown> | undefined,
  importer: string,
): void {
  const attributeMap = attributes ?? {};

  for (const [key, value] of Object.entries(attributeMap)) {
    if (key !== 'type') {
      throw codedTypeError(
        'ERR_IMPORT_ATTRIBUTE_UNSUPPORTED',
        `Import attribute "${key}" with value "${String(value)}" is not supported in "${modulePath}" imported from ${importer}`,
      );
    }
  }

  const declaredType = attributeMap.type;
  const isJsonModule = modulePath.endsWith('.json') || modulePath.startsWith('data:application/json');

  if (isJsonModule && declaredType === undefined) {
    const pairKey = `${importer}\u0000${modulePath}`;
    if (!checker.warnedPairs.has(pairKey)) {
      if (checker.warnedPairs.size >= 10_000) {
        checker.warnedPairs.clear();
      }
      checker.warnedPairs.add(pairKey);
      const shownPath = abbreviateDataUri(modulePath);
      console.warn(
        `[DEP] Importing JSON module "${shownPath}" from ${importer} without an import attribute ` +
          `{ type: "json" } is deprecated and will become an error.`,
      );
    }
    return;
  }

  if ((isJsonModule && declaredType !== 'json') || (!isJsonModule && declaredType !== undefined)) {
    throw codedTypeError(
      'ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE',
      `Module "${modulePath}" is not of type "${String(declaredType)}"`,
    );
  }
}

const codedTypeError = (code: string, message: string): TypeError & { code: string } => {
  const error = new TypeError(message) as TypeError & { code: string };
  error.code = code;
  return error;
};

const abbreviateDataUri = (modulePath: string): string => {
  if (!modulePath.startsWith('data:')) {
    return modulePath;
  }
  const commaIndex = modulePath.indexOf(',');
  return commaIndex === -1 ? modulePath : `${modulePath.slice(0, commaIndex)}...`;
};

// spec: test-30
export interface ModuleMapperConfig {
  moduleNameMapper?: Array<[string, string | string[]]>;
}

/** Compiles a configuration's module name mapper entries into regex/module pairs. */
export function compileModuleNameMapper(
  config: ModuleMapperConfig,
): Array<{ moduleName: string | string[]; regex: RegExp }> | null {
  const mappings = config.moduleNameMapper;
  if (!Array.isArray(mappings) || mappings.length === 0) {
    return null;
  }
  return mappings.map(([pattern, moduleName]) => ({ moduleName, regex: new RegExp(pattern) }));
}

// spec: test-31
/** Returns the scheme of an absolute URL with "//" after it (or a data URL), else null. */
export function getUrlScheme(input: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(input);
  } catch {
    return null;
  }
  const protocol = parsed.protocol as string | undefined;
  if (protocol === undefined) {
    return null;
  }
  const scheme = protocol.slice(0, -1);
  if (scheme !== 'data' && input.slice(protocol.length, protocol.length + 2) !== '//') {
    return null;
  }
  return scheme;
}

// spec: test-32
/** Simplified validity check for a CSS identifier. */
export function isValidCssIdentifier(input: string | null | undefined): boolean {
  if (!input || input.trim() === '') {
    return false;
  }
  const withoutEscapes = input
    .trim()
    .replace(/\\[0-9a-fA-F]{1,6}(?:[ \t\r\n\f]|\\r\\n)?/g, '')
    .replace(/\\[\s\S]/g, '');

  if (/[^a-zA-Z0-9_-]/.test(withoutEscapes)) {
    return false;
  }
  if (/^\d/.test(withoutEscapes) || /^-\d/.test(withoutEscapes)) {
    return false;
  }
  return true;
}

// spec: test-33
export interface ComparisonMatch {
  match: string;
  pattern: RegExp | string;
  substring: string;
}

/** Matches an input against a RegExp, a "/regex/" or "/regex/i" string, or an exact string. */
export function matchComparison(input: string, comparison: RegExp | string): ComparisonMatch | false {
  if (comparison instanceof RegExp) {
    const found = input.match(comparison);
    return found ? { match: input, pattern: comparison, substring: found[0] ?? '' } : false;
  }

  const isCaseInsensitive = comparison.startsWith('/') && comparison.endsWith('/i');
  const isRegexLike = comparison.startsWith('/') && (comparison.endsWith('/') || isCaseInsensitive);

  if (isRegexLike) {
    const body = isCaseInsensitive ? comparison.slice(1, -2) : comparison.slice(1, -1);
    const found = input.match(new RegExp(body, isCaseInsensitive ? 'i' : ''));
    return found ? { match: input, pattern: comparison, substring: found[0] ?? '' } : false;
  }

  return input === comparison ? { match: input, pattern: comparison, substring: input } : false;
}

// spec: test-34
export type RuleMessage = string | ((...args: any[]) => string);

/** Appends " (ruleName)" to every message, wrapping message builder functions. */
export function withRuleName<T extends Record<string, RuleMessage>>(ruleName: string, messages: T): T {
  const suffix = ` (${ruleName})`;
  const entries = Object.entries(messages).map(([key, message]) => {
    if (typeof message === 'string') {
      return [key, `${message}${suffix}`];
    }
    const wrapped = (...args: unknown[]): string => `${message(...args)}${suffix}`;
    Object.defineProperty(wrapped, 'length', { value: message.length });
    return [key, wrapped];
  });
  return Object.fromEntries(entries) as T;
}

// spec: test-35
/** Escapes backslashes and hashes for a TAP 14 test point description. */
export function escapeTapDescription(text: string | undefined): string | undefined {
  if (!text) {
    return text;
  }
  let escaped = '';
  for (const char of text) {
    escaped += char === '\\' || char === '#' ? `\\${char}` : char;
  }
  return escaped;
}

// spec: test-36
export interface PositionedWarning {
  line?: number;
  column?: number;
}

/** Sort comparator ordering warnings by line then column; warnings without a line come first. */
export function compareWarningPositions(first: PositionedWarning, second: PositionedWarning): number {
  if (!first.line && second.line) {
    return -1;
  }
  if (first.line && !second.line) {
    return 1;
  }
  // Raw relational comparison: undefined compares false both ways, as intended.
  if (first.line! < second.line!) return -1;
  if (first.line! > second.line!) return 1;
  if (first.column! < second.column!) return -1;
  if (first.column! > second.column!) return 1;
  return 0;
}

// spec: test-37
/** Number of entries the timing report should list, from the TIMING environment variable. */
export function getTimingEntryLimit(): number {
  const rawValue = process.env.TIMING;
  if (rawValue === undefined) {
    return 0;
  }
  if (rawValue.toLowerCase() === 'all') {
    return Number.POSITIVE_INFINITY;
  }
  const parsed = Number.parseInt(rawValue, 10);
  return parsed >= 1 ? parsed : 0;
}

// spec: test-38
export interface RuleDescriptor {
  primaryOptionArray?: boolean;
}

/** Normalises raw rule settings into [primary, secondary?] form, or null when the rule is off. */
export function normalizeRuleSettings(rawSettings: unknown, descriptor?: RuleDescriptor): unknown[] | null {
  if (rawSettings === null || rawSettings === undefined) {
    return null;
  }
  if (!Array.isArray(rawSettings)) {
    return [rawSettings];
  }
  if (rawSettings.length > 0 && (rawSettings[0] === null || rawSettings[0] === undefined)) {
    return null;
  }
  if (descriptor && !descriptor.primaryOptionArray) {
    return rawSettings;
  }
  if (rawSettings.length === 1 && Array.isArray(rawSettings[0])) {
    return rawSettings;
  }
  if (rawSettings.length === 2 && !isPlainObjectValue(rawSettings[0]) && isPlainObjectValue(rawSettings[1])) {
    return rawSettings;
  }
  return [rawSettings];
}

const isPlainObjectValue = (value: unknown): boolean => {
  if (value === null || typeof value !== 'object') {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
};

// spec: test-39
/** True when two half-open [start, end) ranges overlap. */
export function rangesOverlap(first: readonly [number, number], second: readonly [number, number]): boolean {
  const [firstStart, firstEnd] = first;
  const [secondStart, secondEnd] = second;
  return !(firstEnd <= secondStart || firstStart >= secondEnd);
}

// spec: test-40
/** Returns the entries ranked lower than some entry that precedes them. */
export function findOutOfOrderEntries<T extends { rank: number }>(entries: readonly T[]): T[] {
  if (entries.length === 0) {
    return [];
  }
  let highest = entries[0];
  return entries.filter((entry) => {
    const outOfOrder = entry.rank < highest.rank;
    if (entry.rank > highest.rank) {
      highest = entry;
    }
    return outOfOrder;
  });
}

// spec: test-41
/** Converts a user-defined import group ordering into numeric ranks per group type. */
export function computeGroupRanks(groups: ReadonlyArray<string | readonly string[]>): {
  groups: Record<string, number>;
  omittedTypes: string[];
} {
  const knownTypes = ['builtin', 'external', 'internal', 'unknown', 'parent', 'sibling', 'index', 'object', 'type'];
  const ranks: Record<string, number> = {};

  groups.forEach((group, index) => {
    const names = typeof group === 'string' ? [group] : group;
    names.forEach((name) => {
      ranks[name] = index * 2;
    });
  });

  const omittedTypes = knownTypes.filter((type) => !Object.hasOwn(ranks, type));
  omittedTypes.forEach((type) => {
    ranks[type] = groups.length * 2;
  });

  return { groups: ranks, omittedTypes };
}

// spec: test-42
/** Splits a path into normalised segments, resolving "." and ".." without escaping the root. */
export function toPathSegments(filePath: string): string[] {
  return filePath
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .reduce<string[]>((segments, segment) => {
      if (segment === '..') {
        segments.pop();
      } else {
        segments.push(segment);
      }
      return segments;
    }, []);
}

// spec: test-43
export interface AstNode {
  type: string;
  name?: string;
  object?: AstNode;
  property?: AstNode;
  [key: string]: unknown;
}

/** Flattens a member-expression chain such as a.b.c into ["a", "b", "c"]. */
export function memberChainNames(node: AstNode): Array<string | undefined> {
  const names: Array<string | undefined> = [];
  let current: AstNode | undefined = node;

  do {
    names.unshift(current.property?.name);
    if (current.object?.type === 'Identifier') {
      names.unshift(current.object.name);
      break;
    }
    current = current.object;
  } while (current?.type === 'MemberExpression');

  return names;
}

// spec: test-44
export interface TomDocResult {
  description: string;
  tags: Array<{ title: string; description: string }>;
}

/** Parses TomDoc-style status comments (Public/Internal/Deprecated). */
export function parseTomDoc(comments: ReadonlyArray<{ value: string }>): TomDocResult | undefined {
  const lines: string[] = [];
  for (const comment of comments) {
    const trimmed = comment.value.trim();
    if (trimmed === '') {
      break;
    }
    lines.push(trimmed);
  }

  const match = lines.join(' ').match(/^(Public|Internal|Deprecated):\s*(.+)/);
  if (!match) {
    return undefined;
  }
  const [, status, description] = match;
  return {
    description,
    tags: [{ title: status.toLowerCase(), description }],
  };
}

// spec: test-45
export interface ParentLinkedNode {
  type: string;
  parent?: ParentLinkedNode | null;
}

/** True when the node, or any ancestor, is an if/try/logical/conditional construct. */
export function isInsideConditional(node: ParentLinkedNode): boolean {
  const conditionalTypes = new Set(['IfStatement', 'TryStatement', 'LogicalExpression', 'ConditionalExpression']);
  for (let current: ParentLinkedNode | null | undefined = node; current; current = current.parent) {
    if (conditionalTypes.has(current.type)) {
      return true;
    }
  }
  return false;
}

// spec: test-46
export interface CallLikeNode {
  callee?: { type: string; name?: string } | null;
  arguments: Array<{ type: string; value?: unknown }>;
}

/** Truthy when the node is `require('<string literal>')` with exactly one argument. */
export function isStaticRequireCall(node: CallLikeNode | null | undefined) {
  return (
    node &&
    node.callee &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'require' &&
    node.arguments.length === 1 &&
    node.arguments[0].type === 'Literal' &&
    typeof node.arguments[0].value === 'string'
  );
}

// spec: test-47
/** Visual width of a line with tabs expanded to tab stops of the given width. */
export function visualLineWidth(line: string, tabWidth: number): number {
  let extraWidth = 0;
  for (let index = line.indexOf('\t'); index !== -1; index = line.indexOf('\t', index + 1)) {
    const visualOffset = index + extraWidth;
    const tabColumns = tabWidth - (tabWidth === 0 ? 0 : visualOffset % tabWidth);
    extraWidth += tabColumns - 1;
  }
  return [...line].length + extraWidth;
}

// spec: test-48
/** Unquotes text from an HTML template (quotes or quote character references), or returns null. */
export function unquoteTemplateText(text: string): string | null {
  const quoteChars = ['"', "'", '`'];
  const firstChar = text[0];
  if (firstChar !== undefined && quoteChars.includes(firstChar) && text[text.length - 1] === firstChar) {
    return text.slice(1, -1);
  }

  const delimiter = `(?:["'\`]|&(?:quot|apos|#\\d+|#x[0-9a-f]+);)`;
  const match = text.match(new RegExp(`^${delimiter}([\\s\\S]*)${delimiter}$`));
  return match ? match[1] : null;
}

// spec: test-49
export interface BlockLangOption {
  lang?: string | string[];
  required?: unknown;
  allowNoLang?: unknown;
}

/** Normalises the language option of a single SFC block (template/style/script). */
export function normalizeBlockLangOption(
  blockName: string,
  option: BlockLangOption,
): { lang: Set<string>; allowNoLang: boolean; required: boolean } {
  const langs = new Set<string>(
    Array.isArray(option.lang) ? option.lang : typeof option.lang === 'string' ? [option.lang] : [],
  );

  let listedDefault = false;
  for (const defaultLang of defaultLanguagesFor(blockName)) {
    if (langs.delete(defaultLang)) {
      listedDefault = true;
    }
  }

  const required = option.required === true;
  const allowNoLang = langs.size === 0 ? true : listedDefault || Boolean(option.allowNoLang);
  return { lang: langs, allowNoLang, required };
}

const defaultLanguagesFor = (blockName: string): string[] => {
  switch (blockName) {
    case 'template':
      return ['html'];
    case 'style':
      return ['css'];
    case 'script':
      return ['js', 'javascript'];
    default:
      return [];
  }
};

// spec: test-50
/** Describes whitespace for an indentation message, e.g. "4 spaces" or "1 tab". */
export function describeIndentation(whitespace: string, unit?: string): string {
  const unitName = (char: string): string => (char === '\t' ? 'tab' : char === ' ' ? 'space' : JSON.stringify(char));

  if (unit && whitespace === '') {
    return `0 ${unitName(unit)}s`;
  }

  const firstChar = whitespace[0];
  if ((firstChar === ' ' || firstChar === '\t') && [...whitespace].every((char) => char === firstChar)) {
    const count = whitespace.length;
    return `${count} ${unitName(firstChar)}${count === 1 ? '' : 's'}`;
  }

  return JSON.stringify(whitespace);
}

// spec: test-51
export interface LocatedNode {
  loc: { start: { line: number }; end: { line: number } };
}

/** Groups consecutive attribute nodes that share a source line. */
export function groupNodesByLine<T extends LocatedNode>(nodes: readonly T[]): T[][] {
  const groups: T[][] = [[nodes[0]]];
  for (let index = 1; index < nodes.length; index += 1) {
    const previous = nodes[index - 1];
    const node = nodes[index];
    if (previous.loc.end.line === node.loc.start.line) {
      groups[groups.length - 1].push(node);
    } else {
      groups.push([node]);
    }
  }
  return groups;
}

// spec: test-52
export interface RegExpFlagOptions {
  add?: string;
  remove?: string;
}

/** Converts "/body/flags" strings to RegExps, or other strings to an exact-match RegExp. */
export function stringToRegExp(source: string, flagOptions?: RegExpFlagOptions | unknown): RegExp {
  const { add = '', remove = '' } =
    typeof flagOptions === 'object' && flagOptions !== null ? (flagOptions as RegExpFlagOptions) : {};

  const literalMatch = source.match(/^\/(.+)\/([a-z]*)$/);
  if (literalMatch) {
    const [, body, writtenFlags] = literalMatch;
    const keptFlags = [...writtenFlags].filter((flag) => !add.includes(flag) && !remove.includes(flag)).join('');
    return new RegExp(body, `${keptFlags}${add}`);
  }

  const escaped = source.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return new RegExp(`^${escaped}$`, add);
}

// spec: test-53
/** Returns the longest repeated-exception prefix at the start of a comment's content. */
export function findDecorationPrefix(content: string, exceptions: readonly string[]): string {
  let decoration = '';
  for (const exception of exceptions) {
    if (exception === '') {
      continue; // would never advance; an empty exception covers nothing
    }
    let repeats = 0;
    while (content.startsWith(exception, repeats * exception.length)) {
      repeats += 1;
    }
    const coveredLength = repeats * exception.length;
    if (coveredLength > decoration.length) {
      decoration = content.slice(0, coveredLength);
    }
  }
  return decoration;
}

// spec: test-54
export type ParenGroup = Array<string | ParenGroup>;

/** Parses text into nested parenthesised groups of alternating strings and sub-groups. */
export function parseParenGroups(text: string): ParenGroup {
  const root: ParenGroup = [''];
  const openGroups: ParenGroup[] = [root];

  for (const char of text) {
    const current = openGroups[openGroups.length - 1];
    if (char === '(') {
      const group: ParenGroup = [''];
      current.push(group);
      openGroups.push(group);
    } else if (char === ')' && openGroups.length > 1) {
      openGroups.pop();
      openGroups[openGroups.length - 1].push('');
    } else {
      current[current.length - 1] = `${current[current.length - 1] as string}${char}`;
    }
  }

  return root;
}

// spec: test-55
export type ParenTree = ReadonlyArray<string | ParenTree>;

/** Serialises a nested parentheses tree back into a string. */
export function stringifyParenGroups(tree: ParenTree): string {
  return tree.reduce<string>(
    (output, element) =>
      typeof element === 'object' ? `${output}(${stringifyParenGroups(element)})` : `${output}${element}`,
    '',
  );
}

// spec: test-56
export type GridPair = [number | false, number | false];

/** Converts a grid start/end placement into a legacy start line and span. */
export function gridPlacementToSpan(valueGroups: ReadonlyArray<readonly string[]>, startIndex: number, endIndex: number): GridPair {
  const startGroup = valueGroups[startIndex];
  if (!startGroup) {
    return [false, false];
  }
  const endGroup = valueGroups[endIndex];
  const start = readGridGroup(startGroup);
  const end = readGridGroup(endGroup);

  if (start.line !== false && !endGroup) {
    return [start.line, false];
  }
  if (start.span !== false && end.line !== false) {
    return [end.line - start.span, start.span];
  }
  if (start.line !== false && end.span !== false) {
    return [start.line, end.span];
  }
  if (start.line !== false && end.line !== false) {
    return [start.line, end.line - start.line];
  }
  return [false, false];
}

const readGridGroup = (words: readonly string[] | undefined): { line: number | false; span: number | false } => {
  if (!words) {
    return { line: false, span: false };
  }
  if (words[0] === 'span') {
    const span = Number.parseInt(words[1], 10);
    if (span > 0) {
      return { line: false, span };
    }
  }
  if (words.length === 1) {
    const line = Number.parseInt(words[0], 10);
    if (line > 0) {
      return { line, span: false };
    }
  }
  return { line: false, span: false };
};

// spec: test-57
/** True when `selector` starts with `base` as a complete compound-selector unit. */
export function startsWithSelector(selector: string, base: string): boolean {
  if (!selector.startsWith(base)) {
    return false;
  }
  const nextChar = selector[base.length];
  return nextChar === undefined || /[\s.#[:>+~]/.test(nextChar);
}

// spec: test-58
export interface ValueNode {
  type: string;
  value: string;
}

/** Lower-cases "to"/"at" keywords and a leading angle within a gradient's first argument. */
export function lowercaseGradientKeywords<T extends ValueNode>(nodes: T[]): T[] {
  const anglePattern = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?(?:deg|grad|rad|turn)$/i;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (node.type === 'div') {
      break;
    }
    if (node.type !== 'word') {
      continue;
    }
    if (/^(?:to|at)$/i.test(node.value) || (index === 0 && anglePattern.test(node.value))) {
      node.value = node.value.toLowerCase();
    }
  }
  return nodes;
}

// spec: test-59
/** Sorts vendor prefixes in place, longest (ignoring any " note") first. */
export function sortPrefixesByLength(prefixes: string[]): string[] {
  const baseLength = (prefix: string): number => prefix.split(' ')[0].length;
  return prefixes.sort((first, second) => baseLength(second) - baseLength(first) || second.length - first.length);
}

// spec: test-60
/** Rewrites the leading gradient angle from the standard convention to the legacy one, in place. */
export function convertGradientAngleToLegacy(nodes: Array<{ value: string }>): void {
  const degrees = Number.parseFloat(nodes[0].value);
  const legacyDegrees = Number((Math.abs(450 - degrees) % 360).toFixed(3));
  nodes[0].value = `${legacyDegrees}deg`;
}
