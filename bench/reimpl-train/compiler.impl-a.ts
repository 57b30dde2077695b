import * as path from "node:path";
import * as fs from "node:fs";

// spec: compiler-01
/** Renders an option-location chain as a readable path such as `.env["test"].plugins[0]`. */
export function formatOptionLocation(location: OptionLocation): string {
  switch (location.kind) {
    case "root":
      return "";
    case "env":
      return `${formatOptionLocation(location.parent)}.env["${location.name}"]`;
    case "overrides":
      return `${formatOptionLocation(location.parent)}.overrides[${location.index}]`;
    case "option":
      return `${formatOptionLocation(location.parent)}.${location.name}`;
    case "access":
      return `${formatOptionLocation(location.parent)}[${JSON.stringify(location.name)}]`;
    default: {
      const unknownKind = (location as { kind: unknown }).kind;
      throw new Error(`Assertion failure: Unknown type ${String(unknownKind)}`);
    }
  }
}

export type OptionLocation =
  | { kind: "root" }
  | { kind: "env"; name: string; parent: OptionLocation }
  | { kind: "overrides"; index: number; parent: OptionLocation }
  | { kind: "option"; name: string; parent: OptionLocation }
  | { kind: "access"; name: string | number; parent: OptionLocation };

// spec: compiler-02
/** Compiles a glob-like file pattern (relative to `baseDirectory`) into a RegExp for absolute paths. */
export function globToPathRegExp(pattern: string, baseDirectory: string): RegExp {
  const separator = escapeForRegExp(path.sep);
  const nonSeparator = `[^${separator}]`;
  const innerEnding = separator;
  const finalEnding = `(?:${separator}|$)`;

  const segments = path.resolve(baseDirectory, pattern).split(path.sep);
  const pieces = segments.map((segment, index) => {
    const isFinal = index === segments.length - 1;
    const ending = isFinal ? finalEnding : innerEnding;

    if (segment === "**") {
      const anyDirectories = `(?:${nonSeparator}+${separator})*?`;
      return isFinal ? `${anyDirectories}(?:${nonSeparator}*${finalEnding})?` : anyDirectories;
    }
    if (segment === "*") {
      return `${nonSeparator}+${ending}`;
    }
    if (segment.startsWith("*.")) {
      return `${nonSeparator}+${escapeForRegExp(segment.slice(1))}${ending}`;
    }
    return `${escapeForRegExp(segment)}${ending}`;
  });

  return new RegExp(`^${pieces.join("")}`);
}

const escapeForRegExp = (text: string): string => text.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&");

// spec: compiler-03
/** Builds a compact, printable representation of a plugin/preset descriptor. */
export function summarizeDescriptor(descriptor: LoadedDescriptor): DescriptorSummary {
  let displayName: unknown = descriptor.file?.request;

  if (displayName == null) {
    const { value } = descriptor;
    if (typeof value === "object") {
      displayName = value;
    } else if (typeof value === "function") {
      displayName = `[Function: ${value.toString().slice(0, 50)} ... ]`;
    }
  }
  if (displayName == null) {
    displayName = "[Unknown]";
  }

  if (descriptor.options === undefined) return displayName;
  if (descriptor.name == null) return [displayName, descriptor.options];
  return [displayName, descriptor.options, descriptor.name];
}

export interface LoadedDescriptor {
  value: unknown;
  options?: unknown;
  name?: string | null;
  file?: { request?: string | null } | null;
}

export type DescriptorSummary = unknown | [unknown, unknown] | [unknown, unknown, string];

// spec: compiler-04
/** De-duplicates plugin entries: the last duplicate wins but keeps the first one's position. */
export function dedupePluginEntries<T extends PluginEntry>(entries: readonly T[]): T[] {
  const slotsByFunction = new Map<unknown, Map<string | undefined, { entry: T }>>();
  const orderedSlots: Array<{ entry: T }> = [];

  for (const entry of entries) {
    if (typeof entry.value !== "function") {
      orderedSlots.push({ entry });
      continue;
    }

    let slotsByName = slotsByFunction.get(entry.value);
    if (!slotsByName) {
      slotsByName = new Map();
      slotsByFunction.set(entry.value, slotsByName);
    }

    const existingSlot = slotsByName.get(entry.name);
    if (existingSlot) {
      existingSlot.entry = entry;
    } else {
      const slot = { entry };
      orderedSlots.push(slot);
      if (!entry.ownPass) slotsByName.set(entry.name, slot);
    }
  }

  return orderedSlots.map((slot) => slot.entry);
}

export interface PluginEntry {
  value: unknown;
  name?: string;
  ownPass?: boolean;
}

// spec: compiler-05
/** Returns a function that runs `first` then `second`, waiting for `first` if it returns a thenable. */
export function sequenceFunctions<F extends AnyFunction>(
  first: F | null | undefined,
  second: F | null | undefined,
): F | null | undefined {
  if (!first) return second;
  if (!second) return first;

  return function (this: unknown, ...args: Parameters<F>) {
    const firstResult = first.apply(this, args);
    if (firstResult && typeof firstResult.then === "function") {
      return firstResult.then(() => second.apply(this, args));
    }
    return second.apply(this, args);
  } as F;
}

type AnyFunction = (this: unknown, ...args: any[]) => any;

// spec: compiler-06
/** Stable, in-place sort of statements by descending hoisting priority. */
export function sortByHoistPriority<T extends HoistableStatement | null | undefined>(statements: T[]): T[] {
  const buckets: Record<string, T[]> = {};

  for (const statement of statements) {
    const marker = statement?.hoistPriority;
    const priority = marker == null ? 1 : marker === true ? 2 : marker;
    const bucketKey = String(priority);
    (buckets[bucketKey] ??= []).push(statement);
  }

  const priorities = Object.keys(buckets)
    .map(Number)
    .sort((a, b) => b - a);

  let writeIndex = 0;
  for (const priority of priorities) {
    for (const statement of buckets[String(priority)]) {
      statements[writeIndex++] = statement;
    }
  }
  return statements;
}

export interface HoistableStatement {
  hoistPriority?: number | boolean | null;
}

// spec: compiler-07
/** Deep-copies a tree of plain objects/arrays; cycles are only tolerated when `allowCycles` is set. */
export function cloneAstValue<T>(value: T, cache: Map<unknown, unknown>, allowCycles: boolean): T {
  if (value === null) return value;

  if (allowCycles) {
    if (cache.has(value)) return cache.get(value) as T;
  } else if (++astCloneDepth > 250) {
    if (astCloneVisited.has(value)) {
      astCloneDepth = 0;
      astCloneVisited.clear();
      throw new Error("Babel-deep" + "Clone: Cycles are not allowed in AST");
    }
    astCloneVisited.add(value);
  }

  const cloneChild = (child: unknown, key?: string): unknown => {
    if (typeof child !== "object") return child;
    const childAllowsCycles = allowCycles || (key !== undefined && commentLikeKeys.has(key));
    return cloneAstValue(child, cache, childAllowsCycles);
  };

  let copy: unknown;
  if (Array.isArray(value)) {
    const arrayCopy: unknown[] = new Array(value.length);
    if (allowCycles) cache.set(value, arrayCopy);
    value.forEach((item, index) => {
      arrayCopy[index] = cloneChild(item);
    });
    copy = arrayCopy;
  } else {
    const objectCopy: Record<string, unknown> = {};
    if (allowCycles) cache.set(value, objectCopy);
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      objectCopy[key] = cloneChild(source[key], key);
    }
    copy = objectCopy;
  }

  if (!allowCycles) {
    if (astCloneDepth-- > 250) astCloneVisited.delete(value);
  }
  return copy as T;
}

let astCloneDepth = 0;
const astCloneVisited = new Set<unknown>();
const commentLikeKeys = new Set(["leadingComments", "innerComments", "trailingComments", "extra"]);

// spec: compiler-08
/** Checks that a visitor entry is either a function or an object with only `enter`/`exit` handlers. */
export function assertVisitorEntry(nodeType: string, handler: unknown): void {
  if (typeof handler === "object" && handler !== null) {
    const invalidKey = Object.keys(handler).find((key) => key !== "enter" && key !== "exit");
    if (invalidKey !== undefined) {
      throw new Error(`.visitor["${nodeType}"] may only have .enter and/or .exit handlers.`);
    }
    return;
  }
  if (typeof handler !== "function") {
    throw new Error(`.visitor["${nodeType}"] must be a function`);
  }
}

// spec: compiler-09
/** Merges `source` options into `target` in place; some nested option groups merge one level deep. */
export function mergeOptionsInto(target: Record<string, any>, source: Record<string, any>): void {
  for (const key of Object.keys(source)) {
    const sourceValue = source[key];

    if (shallowMergedOptionKeys.has(key) && sourceValue) {
      if (!target[key]) target[key] = {};
      const nestedTarget = target[key] as Record<string, unknown>;
      for (const nestedKey of Object.keys(sourceValue)) {
        const nestedValue = sourceValue[nestedKey];
        if (nestedValue !== undefined) nestedTarget[nestedKey] = nestedValue;
      }
      continue;
    }

    if (sourceValue !== undefined) target[key] = sourceValue;
  }
}

const shallowMergedOptionKeys = new Set(["parserOpts", "generatorOpts", "assumptions"]);

// spec: compiler-10
/** Ensures a value is usable as a synchronous cache key and returns it. */
export function assertValidCacheKey(value: unknown): CacheKey {
  const isThenable =
    !!value &&
    (typeof value === "object" || typeof value === "function") &&
    !!(value as { then?: unknown }).then &&
    typeof (value as { then?: unknown }).then === "function";

  if (isThenable) {
    throw new Error(
      "You appear to be using an async cache handler, " +
        "but the current version does not support asynchronous cache handlers. " +
        "Support for them may be added in the future; until then, " +
        "you will need to handle your caching logic synchronously.",
    );
  }

  if (
    value != null &&
    typeof value !== "string" &&
    typeof value !== "boolean" &&
    typeof value !== "number"
  ) {
    throw new Error("Cache keys must be either string, boolean, number, null, or undefined.");
  }

  return value as CacheKey;
}

export type CacheKey = string | boolean | number | null | undefined;

// spec: compiler-11
/** Removes library-internal frames (between the start/stop markers) from a structured stack trace. */
export function hideInternalFrames(error: Error, callSites: StackCallSite[]): StackCallSite[] {
  type VisibilityState = "hiding" | "showing" | "unknown";
  let state: VisibilityState = expectedErrors.has(error) ? "hiding" : "unknown";
  const visibleFrames: StackCallSite[] = [];

  for (const callSite of callSites) {
    const functionName = callSite.getFunctionName();

    if (functionName === HIDE_FRAMES_START_MARKER) {
      state = "hiding";
    } else if (functionName === HIDE_FRAMES_STOP_MARKER) {
      if (state === "hiding") {
        state = "showing";
        const virtualFrames = virtualFramesByError.get(error);
        if (virtualFrames) visibleFrames.unshift(...virtualFrames);
      } else if (state === "unknown") {
        return callSites;
      }
    } else if (state !== "hiding") {
      visibleFrames.push(callSite);
    }
  }

  return visibleFrames;
}

export interface StackCallSite {
  getFunctionName(): string | null;
}

export const expectedErrors = new WeakSet<Error>();
export const virtualFramesByError = new WeakMap<Error, StackCallSite[]>();
export const HIDE_FRAMES_START_MARKER = "__internalFrames_beginHiding__do_not_use__";
export const HIDE_FRAMES_STOP_MARKER = "__internalFrames_endHiding__do_not_use__";

// spec: compiler-12
/** Returns the file's mtime in epoch milliseconds, or null when the file is not there. */
export function getModificationTime(filePath: string): number | null {
  if (!fs.existsSync(filePath)) return null;
  try {
    return +fs.statSync(filePath).mtime;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw error;
  }
}

// spec: compiler-13
/** Adapts a visitor's enter/exit callback lists to a plugin state and/or a wrapping factory. */
export function adaptVisitorPhases(
  phases: Partial<Record<PhaseName, unknown>>,
  state?: { key?: unknown } | null,
  wrapper?: PhaseWrapper | null,
): Partial<Record<PhaseName, PhaseCallback[]>> {
  const adapted: Partial<Record<PhaseName, PhaseCallback[]>> = {};

  for (const phase of ["enter", "exit"] as const) {
    const callbacks = phases[phase];
    if (!Array.isArray(callbacks)) continue;

    adapted[phase] = callbacks.map((original: PhaseCallback) => {
      let current: PhaseCallback = original;

      if (state) {
        current = function (pathArg: unknown): void {
          original.call(state, pathArg, state);
        };
      }
      if (wrapper) {
        current = wrapper(state?.key, phase, current);
      }
      if (current !== original) {
        current.toString = () => original.toString();
      }
      return current;
    });
  }

  return adapted;
}

type PhaseName = "enter" | "exit";
type PhaseCallback = ((...args: any[]) => unknown) & { toString(): string };
type PhaseWrapper = (stateKey: unknown, phase: PhaseName, handler: PhaseCallback) => PhaseCallback;

// spec: compiler-14
/** Tells whether a visitor key is configuration rather than a node-type handler. */
export function isVisitorConfigKey(key: string): boolean {
  if (key[0] === "_") return true;
  if (visitorConfigKeys.has(key)) return true;
  if (key === "blacklist") {
    throw new Error(
      "The 'blacklist' visitor option has been renamed to 'denylist'. Please update your configuration.",
    );
  }
  return false;
}

const visitorConfigKeys = new Set(["enter", "exit", "shouldSkip", "denylist", "noScope", "skipKeys"]);

// spec: compiler-15
/** Appends the source entry's enter/exit handlers to the destination entry's (as fresh arrays). */
export function mergePhaseHandlers(
  destination: Partial<Record<"enter" | "exit", HandlerOrList>>,
  source: Partial<Record<"enter" | "exit", HandlerOrList>>,
): void {
  for (const phase of ["enter", "exit"] as const) {
    const incoming = source[phase];
    if (!incoming) continue;
    destination[phase] = ([] as Function[]).concat(destination[phase] ?? [], incoming);
  }
}

type HandlerOrList = Function | Function[] | undefined;

// spec: compiler-16
/** Candidate text for the n-th attempt at generating a unique identifier from `baseName`. */
export function uniqueIdentifierCandidate(baseName: string, attempt: number): string {
  let suffix = "";
  if (attempt >= 11) {
    suffix = String(attempt - 1);
  } else if (attempt >= 9) {
    suffix = String(attempt - 9);
  } else if (attempt >= 1) {
    suffix = String(attempt + 1);
  }
  return `_${baseName}${suffix}`;
}

// spec: compiler-17
/** Method: finds the deepest path shared by the ancestries of `paths`, relative to the receiver. */
export function findDeepestSharedAncestor<P extends AncestryPath>(
  this: P,
  paths: P[],
  filter?: IntersectionFilter<P>,
): P {
  if (paths.length === 0) return this;
  if (paths.length === 1) return paths[0];

  let shortestLength = Infinity;
  const ancestries = paths.map((startPath) => {
    const ancestry: P[] = [];
    let current: P | null | undefined = startPath;
    do {
      ancestry.unshift(current);
      current = current.parentPath as P | null | undefined;
    } while (current && current !== this);
    shortestLength = Math.min(shortestLength, ancestry.length);
    return ancestry;
  });

  const reference = ancestries[0];
  let commonPath: P | undefined;
  let commonDepth = -1;

  for (let depth = 0; depth < shortestLength; depth++) {
    const candidate = reference[depth];
    if (!ancestries.every((ancestry) => ancestry[depth] === candidate)) break;
    commonDepth = depth;
    commonPath = candidate;
  }

  if (commonPath) {
    return filter ? filter(commonPath, commonDepth, ancestries) : commonPath;
  }
  throw new Error("Couldn't find intersection");
}

export interface AncestryPath {
  parentPath?: AncestryPath | null;
}

type IntersectionFilter<P> = (commonPath: P, depth: number, ancestries: P[][]) => P;

// spec: compiler-18
/** Whether code under `parentType[key]` may be skipped or executed conditionally/repeatedly. */
export function isConditionallyExecutedChild(parentType: string, key: string): boolean {
  if (!Object.prototype.hasOwnProperty.call(conditionalChildKeys, parentType)) return false;
  return conditionalChildKeys[parentType].includes(key);
}

const conditionalChildKeys: Record<string, readonly string[]> = {
  LogicalExpression: ["right"],
  ConditionalExpression: ["consequent", "alternate"],
  IfStatement: ["consequent", "alternate"],
  WhileStatement: ["body"],
  DoWhileStatement: ["body"],
  ForInStatement: ["body"],
  ForOfStatement: ["body"],
  ForStatement: ["body", "update"],
  SwitchStatement: ["cases"],
  TryStatement: ["handler"],
  AssignmentPattern: ["right"],
  OptionalMemberExpression: ["property"],
  OptionalCallExpression: ["arguments"],
};

// spec: compiler-19
/** Returns `items` minus everything in `excluded` (the original array when nothing is excluded). */
export function withoutItems<T>(items: T[], excluded?: readonly T[] | null): T[] {
  if (!excluded || excluded.length === 0) return items;
  const excludedSet = new Set(excluded);
  return items.filter((item) => !excludedSet.has(item));
}

// spec: compiler-20
/** Method: describes the receiver's location as a dotted string from the root, e.g. `program.body[2].expression`. */
export function describePathLocation(this: KeyedPath): string {
  const parts: unknown[] = [];
  let current: KeyedPath | null | undefined = this;
  while (current) {
    const part = current.listKey ? `${current.listKey}[${current.key}]` : current.key;
    parts.unshift(part);
    current = current.parentPath;
  }
  return parts.join(".");
}

export interface KeyedPath {
  key?: string | number | null;
  listKey?: string | null;
  parentPath?: KeyedPath | null;
}

// spec: compiler-21
/** Method: whether `next` continues `previous` as one contiguous range mapping. */
export function isContiguousRangeMapping(
  this: { allowRangeMappings: boolean },
  previous: SourceMapping,
  next: SourceMapping,
): boolean {
  if (!this.allowRangeMappings) return false;

  const previousOriginal = previous.original;
  const nextOriginal = next.original;
  if (!previousOriginal || !nextOriginal || previous.source !== next.source) return false;

  const lineAndColumnDelta = (from: LinePosition, to: LinePosition): [number, number] => {
    const lineDelta = to.line - from.line;
    const columnDelta = to.line === from.line ? to.column - from.column : to.column;
    return [lineDelta, columnDelta];
  };

  const [generatedLineDelta, generatedColumnDelta] = lineAndColumnDelta(previous.generated, next.generated);
  const [originalLineDelta, originalColumnDelta] = lineAndColumnDelta(previousOriginal, nextOriginal);

  return (
    generatedLineDelta >= 0 &&
    originalColumnDelta >= 0 &&
    generatedLineDelta === originalLineDelta &&
    generatedColumnDelta === originalColumnDelta
  );
}

export interface LinePosition {
  line: number;
  column: number;
}

export interface SourceMapping {
  source?: string | null;
  generated: LinePosition;
  original?: LinePosition | null;
}

// spec: compiler-22
/** Compares two module export names; identifiers and string literals never match each other. */
export function isSameExportName(first: ExportNameNode, second: ExportNameNode): boolean {
  if (first.type === "Identifier") {
    return second.type === "Identifier" && first.name === second.name;
  }
  const firstValue = (first as { value?: unknown }).value;
  return second.type === "StringLiteral" && firstValue === second.value;
}

export type ExportNameNode =
  | { type: "Identifier"; name: string }
  | { type: "StringLiteral"; value: string };

// spec: compiler-23
/** Whether a raw quoted attribute text still decodes to `value`, treating character references as one character. */
export function rawAttributeMatchesValue(rawQuoted: string, value: string): boolean {
  const characterReference = /&(?:#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/iy;
  let valueIndex = 0;
  let rawIndex = 1;
  const rawEnd = rawQuoted.length - 2;

  while (rawIndex <= rawEnd) {
    if (rawQuoted[rawIndex] === "&") {
      characterReference.lastIndex = rawIndex;
      const match = characterReference.exec(rawQuoted);
      if (match) {
        if (valueIndex >= value.length) return false;
        const codePoint = value.codePointAt(valueIndex) ?? 0;
        valueIndex += codePoint > 0xffff ? 2 : 1;
        rawIndex += match[0].length;
        continue;
      }
    }
    if (rawQuoted.charCodeAt(rawIndex) !== value.charCodeAt(valueIndex)) return false;
    rawIndex += 1;
    valueIndex += 1;
  }

  return valueIndex === value.length;
}

// spec: compiler-24
/** Whether an expression is an optional chain, looking through TypeScript wrapper nodes. */
export function isOptionalChainExpression(node: ExpressionLike): boolean {
  let current: ExpressionLike = node;
  for (;;) {
    switch (current.type) {
      case "OptionalCallExpression":
      case "OptionalMemberExpression":
        return true;
      case "TSNonNullExpression":
        current = current.expression as ExpressionLike;
        break;
      case "TSInstantiationExpression":
        if (current !== node) return false;
        current = current.expression as ExpressionLike;
        break;
      default:
        return false;
    }
  }
}

interface ExpressionLike {
  type: string;
  expression?: ExpressionLike;
}

// spec: compiler-25
/** Whether a node is a plain dotted name (`a.b.c`) usable after `@` without parentheses. */
export function isPlainDottedName(node: DottedNameNode): boolean {
  if (node.type === "Identifier") return true;
  if (node.type !== "MemberExpression") return false;
  return (
    !node.computed &&
    node.property?.type === "Identifier" &&
    node.object !== undefined &&
    isPlainDottedName(node.object)
  );
}

interface DottedNameNode {
  type: string;
  computed?: boolean;
  object?: DottedNameNode;
  property?: DottedNameNode;
}

// spec: compiler-26
/** Whether `child` is the last non-empty child of `parent`, using a type-to-child-keys table. */
export function isLastNonEmptyChild(
  parent: { type: string; [key: string]: unknown },
  child: unknown,
  childKeysByType: Record<string, readonly string[] | undefined>,
): boolean {
  const childKeys = childKeysByType[parent.type] ?? [];

  for (let keyIndex = childKeys.length - 1; keyIndex >= 0; keyIndex--) {
    const slot = parent[childKeys[keyIndex]];
    if (slot === child) return true;

    if (Array.isArray(slot)) {
      let lastIndex = slot.length - 1;
      while (lastIndex >= 0 && slot[lastIndex] === null) lastIndex--;
      return lastIndex >= 0 && slot[lastIndex] === child;
    }
    if (slot) return false;
  }
  return false;
}

// spec: compiler-27
/** Method: binary search over tokens sorted by `start`; returns the match or the insertion index. */
export function searchTokenIndex(
  this: { tokens: ReadonlyArray<{ start: number }> },
  wantedStart: number,
  low: number,
  high: number,
): number {
  while (low <= high) {
    const middle = (low + high) >> 1;
    const middleStart = this.tokens[middle].start;
    if (wantedStart < middleStart) {
      high = middle - 1;
    } else if (wantedStart > middleStart) {
      low = middle + 1;
    } else {
      return middle;
    }
  }
  return low;
}

// spec: compiler-28
/** Returns the literal's original source text if it still denotes the current value. */
export function getPreservedRawText(node: LiteralWithRaw): string | undefined {
  const extra = node.extra;
  if (extra && extra.raw != null && extra.rawValue != null && node.value === extra.rawValue) {
    return extra.raw;
  }
  return undefined;
}

interface LiteralWithRaw {
  value: unknown;
  extra?: { raw?: string | null; rawValue?: unknown } | null;
}

// spec: compiler-29
/** Joins items into an English list with a serial comma: `A, B, or C`. */
export function joinWithConjunction(conjunction: string, items: readonly string[]): string {
  if (items.length === 0) {
    throw new Error("Assertion failed: expected a non-empty list of items");
  }
  if (items.length === 1) return items[0];
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;

  const leading = items.slice(0, -1).join(", ");
  return `${leading}, ${conjunction} ${items[items.length - 1]}`;
}

// spec: compiler-30
/** Renders an array for debug output, truncating long arrays and deep nesting. */
export function inspectArrayValue(
  array: readonly unknown[],
  ancestors: readonly unknown[],
  renderValue: (value: unknown, ancestors: readonly unknown[]) => string,
): string {
  if (array.length === 0) return "[]";
  if (ancestors.length > MAX_INSPECT_DEPTH) return "[Array]";

  const shownCount = Math.min(MAX_INSPECTED_ITEMS, array.length);
  const hiddenCount = array.length - shownCount;
  const renderedItems = array.slice(0, shownCount).map((item) => renderValue(item, ancestors));

  if (hiddenCount === 1) {
    renderedItems.push("... 1 more item");
  } else if (hiddenCount > 1) {
    renderedItems.push(`... ${hiddenCount} more items`);
  }
  return `[${renderedItems.join(", ")}]`;
}

const MAX_INSPECTED_ITEMS = 10;
const MAX_INSPECT_DEPTH = 2;

// spec: compiler-31
/** Best descriptive type name for an object (class name for plain `[object Object]` instances). */
export function describeObjectTag(object: object): string {
  const tag = Object.prototype.toString
    .call(object)
    .replace(/^\[object /, "")
    .replace(/]$/, "");

  if (tag === "Object") {
    const constructorRef: unknown = (object as { constructor?: unknown }).constructor;
    if (typeof constructorRef === "function" && typeof constructorRef.name === "string" && constructorRef.name !== "") {
      return constructorRef.name;
    }
  }
  return tag;
}

// spec: compiler-32
/** Natural-order string comparison: embedded digit runs compare by numeric value. */
export function compareNatural(left: string, right: string): number {
  let leftIndex = 0;
  let rightIndex = 0;

  while (leftIndex < left.length && rightIndex < right.length) {
    const leftCode = left.charCodeAt(leftIndex);
    const rightCode = right.charCodeAt(rightIndex);

    if (isAsciiDigitCode(leftCode) && isAsciiDigitCode(rightCode)) {
      const readNumber = (text: string, start: number): [number, number] => {
        let index = start;
        let accumulated = 0;
        do {
          accumulated = accumulated * 10 + (text.charCodeAt(index) - 48);
          index++;
        } while (index < text.length && isAsciiDigitCode(text.charCodeAt(index)) && accumulated > 0);
        return [accumulated, index];
      };

      const [leftNumber, nextLeft] = readNumber(left, leftIndex);
      const [rightNumber, nextRight] = readNumber(right, rightIndex);
      if (leftNumber < rightNumber) return -1;
      if (leftNumber > rightNumber) return 1;
      leftIndex = nextLeft;
      rightIndex = nextRight;
    } else {
      if (leftCode < rightCode) return -1;
      if (leftCode > rightCode) return 1;
      leftIndex++;
      rightIndex++;
    }
  }

  return left.length - right.length;
}

const isAsciiDigitCode = (code: number): boolean => code >= 48 && code <= 57;

// spec: compiler-33
/** Memoizes a two-argument function on object identities of both arguments. */
export function memoizeByTwoObjects<A extends object, B extends object, R>(
  compute: (first: A, second: B) => R,
): (first: A, second: B) => R {
  let cache: WeakMap<A, WeakMap<B, R>> | undefined;

  return (first: A, second: B): R => {
    cache ??= new WeakMap();
    let innerCache = cache.get(first);
    if (!innerCache) {
      innerCache = new WeakMap();
      cache.set(first, innerCache);
    }

    const cached = innerCache.get(second);
    if (cached !== undefined) return cached;

    const result = compute(first, second);
    innerCache.set(second, result);
    return result;
  };
}

// spec: compiler-34
/** Formats a response path for error messages, e.g. `[ "a", 0, "b" ]` becomes ` at .a[0].b`. */
export function formatResponsePathSuffix(pathSegments: ReadonlyArray<string | number>): string {
  if (pathSegments.length === 0) return "";
  const rendered = pathSegments
    .map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${segment}`))
    .join("");
  return ` at ${rendered}`;
}

// spec: compiler-35
/** Reduces an iterable, staying synchronous until the reducer first returns a native Promise. */
export function reduceMaybeAsync<T, U>(
  values: Iterable<T>,
  reducer: (accumulator: U, value: T) => U | Promise<U>,
  initialValue: U | Promise<U>,
): U | Promise<U> {
  let accumulator: U | Promise<U> = initialValue;
  for (const value of values) {
    if (accumulator instanceof Promise) {
      accumulator = accumulator.then((resolved) => reducer(resolved, value));
    } else {
      accumulator = reducer(accumulator, value);
    }
  }
  return accumulator;
}

// spec: compiler-36
/** Method: canonical string key for an unordered collection of members (sorted numeric ids). */
export function canonicalCollectionKey<M>(
  this: { memberIds: Map<M, number>; nextMemberId: number },
  members: Iterable<M>,
): string {
  const ids: number[] = [];
  for (const member of members) {
    let id = this.memberIds.get(member);
    if (id === undefined) {
      id = this.nextMemberId++;
      this.memberIds.set(member, id);
    }
    ids.push(id);
  }
  return ids.sort((a, b) => a - b).join(",");
}

// spec: compiler-37
/** Removes common indentation and leading/trailing blank lines from block-string lines. */
export function dedentBlockLines(lines: readonly string[]): string[] {
  const leadingIndent = (line: string): number => {
    let index = 0;
    while (index < line.length && (line[index] === " " || line[index] === "\t")) index++;
    return index;
  };

  let commonIndent = Number.MAX_SAFE_INTEGER;
  let firstContentLine: number | undefined;
  let lastContentLine = -1;

  lines.forEach((line, index) => {
    const indent = leadingIndent(line);
    if (indent === line.length) return;
    firstContentLine ??= index;
    lastContentLine = index;
    if (index !== 0 && indent < commonIndent) commonIndent = indent;
  });

  if (firstContentLine === undefined) return [];

  return lines
    .map((line, index) => (index === 0 ? line : line.slice(commonIndent)))
    .slice(firstContentLine, lastContentLine + 1);
}

// spec: compiler-38
/** Prints a string as a `"""` block string literal. */
export function printBlockStringLiteral(value: string, options?: { minimize?: boolean }): string {
  const isSpaceOrTab = (char: string | undefined): boolean => char === " " || char === "\t";

  const escaped = value.replace(/"""/g, '\\"""');
  const lines = escaped.split(/\r\n|[\n\r]/);
  const isSingleLine = lines.length === 1;

  const forceLeadingNewline =
    lines.length > 1 && lines.slice(1).every((line) => line.length === 0 || isSpaceOrTab(line[0]));
  const endsWithEscapedTripleQuote = escaped.endsWith('\\"""');
  const endsWithQuote = value.endsWith('"') && !endsWithEscapedTripleQuote;
  const endsWithBackslash = value.endsWith("\\");
  const forceTrailingNewline = endsWithQuote || endsWithBackslash;

  const printMultiline =
    !options?.minimize &&
    (!isSingleLine ||
      value.length > 70 ||
      forceTrailingNewline ||
      forceLeadingNewline ||
      endsWithEscapedTripleQuote);

  const skipLeadingNewline = isSingleLine && isSpaceOrTab(value[0]);
  const leading = forceLeadingNewline || (printMultiline && !skipLeadingNewline) ? "\n" : "";
  const trailing = printMultiline || forceTrailingNewline ? "\n" : "";

  return `"""${leading}${escaped}${trailing}"""`;
}

// spec: compiler-39
/** Converts a zero-based offset in `source.body` to a one-based line and column. */
export function offsetToLineColumn(source: { body: string }, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;

  for (const match of source.body.matchAll(/\r\n|[\n\r]/g)) {
    const terminatorStart = match.index ?? 0;
    if (terminatorStart >= offset) break;
    line += 1;
    lineStart = terminatorStart + match[0].length;
  }

  return { line, column: offset + 1 - lineStart };
}

// spec: compiler-40
/** Validates a schema name (`[_a-zA-Z][_a-zA-Z0-9]*`) and returns it. */
export function assertValidSchemaName(name: string): string {
  if (name.length === 0) {
    throw new SchemaNameError("Expected name to be a non-empty string.");
  }

  const isLetterOrUnderscore = (char: string): boolean => /^[_a-zA-Z]$/.test(char);
  const isNameChar = (char: string): boolean => /^[_a-zA-Z0-9]$/.test(char);

  for (let index = 1; index < name.length; index++) {
    if (!isNameChar(name[index])) {
      throw new SchemaNameError(`Names must only contain [_a-zA-Z0-9] but "${name}" does not.`);
    }
  }
  if (!isLetterOrUnderscore(name[0])) {
    throw new SchemaNameError(`Names must start with [_a-zA-Z] but "${name}" does not.`);
  }
  return name;
}

export class SchemaNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SchemaNameError";
  }
}

// spec: compiler-41
/** Encodes a (short, ASCII) string's UTF-16 code units into a Uint8Array, wrapping values above 255. */
export function toCharCodeArray(text: string): Uint8Array {
  const codes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    codes[index] = text.charCodeAt(index);
  }
  return codes;
}

// spec: compiler-42
/** Collects the identifiers bound or targeted by a destructuring pattern / assignment target. */
export function collectPatternIdentifiers(pattern: EstreeNode, found: EstreeNode[] = []): EstreeNode[] {
  switch (pattern.type) {
    case "Identifier":
      found.push(pattern);
      break;
    case "MemberExpression": {
      let root: EstreeNode = pattern;
      while (root.type === "MemberExpression") root = root.object;
      found.push(root);
      break;
    }
    case "ObjectPattern":
      for (const property of pattern.properties as EstreeNode[]) {
        collectPatternIdentifiers(property.type === "RestElement" ? property.argument : property.value, found);
      }
      break;
    case "ArrayPattern":
      for (const element of pattern.elements as Array<EstreeNode | null>) {
        if (element) collectPatternIdentifiers(element, found);
      }
      break;
    case "RestElement":
      collectPatternIdentifiers(pattern.argument, found);
      break;
    case "AssignmentPattern":
      collectPatternIdentifiers(pattern.left, found);
      break;
    default:
      break;
  }
  return found;
}

export interface EstreeNode {
  type: string;
  [key: string]: any;
}

// spec: compiler-43
/** Advances `position` over the first `count` characters of `text`, mutating and returning it. */
export function advanceSourcePosition(
  position: MutableSourcePosition,
  text: string,
  count: number = text.length,
): MutableSourcePosition {
  let newlineCount = 0;
  let lastNewlineIndex = -1;
  for (let index = 0; index < count; index++) {
    if (text.charCodeAt(index) === 10) {
      newlineCount++;
      lastNewlineIndex = index;
    }
  }

  position.offset += count;
  position.line += newlineCount;
  position.column = lastNewlineIndex === -1 ? position.column + count : count - lastNewlineIndex;
  return position;
}

export interface MutableSourcePosition {
  offset: number;
  line: number;
  column: number;
}

// spec: compiler-44
/** Builds a JS-safe identifier for an asset, e.g. (`component`, `my-comp.x`) gives `_component_my_comp46x`. */
export function assetIdentifier(assetName: string, kind: string): string {
  const safeName = assetName.replace(/[^A-Za-z0-9_]/g, (char) =>
    char === "-" ? "_" : String(char.charCodeAt(0)),
  );
  return `_${kind}_${safeName}`;
}

// spec: compiler-45
/** Replaces every run of ASCII whitespace with a single space (no trimming). */
export function collapseWhitespaceRuns(text: string): string {
  let result = "";
  let inWhitespaceRun = false;

  for (let index = 0; index < text.length; index++) {
    if (collapsibleWhitespaceCodes.has(text.charCodeAt(index))) {
      if (!inWhitespaceRun) {
        result += " ";
        inWhitespaceRun = true;
      }
    } else {
      result += text[index];
      inWhitespaceRun = false;
    }
  }
  return result;
}

const collapsibleWhitespaceCodes = new Set([32, 10, 9, 12, 13]);

// spec: compiler-46
/** Drops trailing null/undefined arguments and replaces inner falsy ones with `"null"`. */
export function normalizeCallArguments<T>(args: ReadonlyArray<T | null | undefined>): Array<T | "null"> {
  let end = args.length;
  while (end > 0 && args[end - 1] == null) end--;
  return args.slice(0, end).map((arg) => (arg ? arg : "null"));
}

// spec: compiler-47
/** De-duplicates object-literal properties, merging values for `class`, `style` and event listeners. */
export function dedupeTemplateProperties(properties: readonly TemplateProperty[]): TemplateProperty[] {
  const firstByName = new Map<string, TemplateProperty>();
  const result: TemplateProperty[] = [];

  const isMergeable = (name: string): boolean =>
    name === "style" || name === "class" || /^on[^a-z]/.test(name);

  for (const property of properties) {
    const { key } = property;
    if (key.type === COMPOUND_EXPRESSION_TYPE || !key.isStatic) {
      result.push(property);
      continue;
    }

    const name = key.content ?? "";
    const existing = firstByName.get(name);
    if (!existing) {
      firstByName.set(name, property);
      result.push(property);
      continue;
    }

    if (isMergeable(name)) {
      if (existing.value.type === ARRAY_EXPRESSION_TYPE) {
        (existing.value.elements ??= []).push(property.value);
      } else {
        existing.value = {
          type: ARRAY_EXPRESSION_TYPE,
          elements: [existing.value, property.value],
          loc: existing.loc,
        };
      }
    }
  }

  return result;
}

const COMPOUND_EXPRESSION_TYPE = 8;
const ARRAY_EXPRESSION_TYPE = 17;

export interface TemplateExpressionNode {
  type: number;
  content?: string;
  isStatic?: boolean;
  elements?: TemplateExpressionNode[];
  loc?: unknown;
  [key: string]: unknown;
}

export interface TemplateProperty {
  key: TemplateExpressionNode;
  value: TemplateExpressionNode;
  loc?: unknown;
}

// spec: compiler-48
/** Prefixes a directive's name argument in place, handling static, dynamic and compound arguments. */
export function prefixDirectiveArgument(argument: DirectiveArgument, prefix: string): void {
  if (argument.type === 4 && "content" in argument) {
    argument.content = argument.isStatic
      ? `${prefix}${argument.content}`
      : `\`${prefix}\${${argument.content}}\``;
    return;
  }

  const compound = argument as { children: Array<string | object> };
  compound.children.unshift(`'${prefix}' + (`);
  compound.children.push(")");
}

export type DirectiveArgument =
  | { type: 4; content: string; isStatic: boolean }
  | { type: number; children: Array<string | object> };

// spec: compiler-49
/** Whether two sibling branches' key props (static attribute or bound directive) denote the same key. */
export function isSameBranchKey(first: KeyPropNode | null | undefined, second: KeyPropNode): boolean {
  if (!first || first.type !== second.type) return false;

  if (first.type === 6) {
    return first.value?.content === second.value?.content;
  }

  const firstExpression = first.exp;
  const secondExpression = second.exp;
  if (
    firstExpression?.type !== secondExpression?.type ||
    firstExpression?.type !== 4 ||
    firstExpression.isStatic !== secondExpression?.isStatic ||
    firstExpression.content !== secondExpression?.content
  ) {
    return false;
  }
  return true;
}

export interface KeyPropNode {
  type: number;
  value?: { content?: string } | null;
  exp?: { type: number; isStatic?: boolean; content?: string } | null;
}

// spec: compiler-50
/** Serializes property names as array-literal source, e.g. `["foo", "bar"]`. */
export function namesToArrayLiteral(names: readonly string[]): string {
  return `[${names.map((name) => JSON.stringify(name)).join(", ")}]`;
}

// spec: compiler-51
/** Short, stable base-36 digest of a text (used for scoped CSS ids). */
export function shortTextDigest(input: string): string {
  const text = input.replace(/\r/g, "");
  let accumulator = 5381;
  for (let index = text.length - 1; index >= 0; index--) {
    accumulator = ((accumulator << 5) - accumulator) ^ text.charCodeAt(index);
  }
  return (accumulator >>> 0).toString(36);
}

// spec: compiler-52
/** Whether a character code is JavaScript whitespace. */
export function isJsWhitespaceCode(code: number): boolean {
  if (code < 160) {
    return code === 32 || (code >= 9 && code <= 13);
  }
  return highWhitespaceCodes.has(code) || (code >= 8192 && code <= 8202);
}

const highWhitespaceCodes = new Set([160, 5760, 8232, 8233, 8239, 8287, 12288, 65279]);

// spec: compiler-53
/** Index of the first occurrence of `needle` at/after `fromIndex` not escaped by backslashes, or Infinity. */
export function indexOfUnescaped(text: string, needle: string, fromIndex = 0): number {
  let searchFrom = fromIndex;
  for (;;) {
    const found = text.indexOf(needle, searchFrom);
    if (found === -1) return Infinity;

    let backslashCount = 0;
    for (let index = found - 1; index >= 0 && text[index] === "\\"; index--) {
      backslashCount++;
    }
    if (backslashCount % 2 === 0) return found;
    searchFrom = found + 1;
  }
}

// spec: compiler-54
/** Converts an array-like or iterable into an array, reading at most `limit` items from iterables. */
export function toArrayLimited<T>(source: ArrayLike<T> | Iterable<T>, limit?: number): T[] {
  if (Array.isArray(source)) return source;
  if (limit === undefined || !(Symbol.iterator in (source as object))) {
    return Array.from(source as ArrayLike<T>);
  }

  const items: T[] = [];
  for (const item of source as Iterable<T>) {
    items.push(item);
    if (items.length === limit) break;
  }
  return items;
}

// spec: compiler-55
/** Copies enumerable properties (inherited string keys, own symbols) into a new object, omitting `excluded`. */
export function omitKeys(source: object, excluded: ReadonlyArray<string | symbol>): Record<string | symbol, unknown> {
  const record = source as Record<string | symbol, unknown>;
  const result: Record<string | symbol, unknown> = {};

  for (const key in record) {
    if (excluded.indexOf(key) === -1) result[key] = record[key];
  }

  for (const symbol of Object.getOwnPropertySymbols(source)) {
    if (excluded.indexOf(symbol) !== -1) continue;
    if (!Object.prototype.propertyIsEnumerable.call(source, symbol)) continue;
    result[symbol] = record[symbol];
  }

  return result;
}

// spec: compiler-56
/** Combines a base class value, a scoping hash and a toggle map into a class attribute (or null). */
export function computeClassAttribute(
  baseValue: unknown,
  hashClass?: string | null,
  toggles?: Record<string, unknown> | null,
): string | null {
  let classes = baseValue == null ? "" : String(baseValue);
  const appendClass = (name: string) => {
    classes = classes ? `${classes} ${name}` : name;
  };

  if (hashClass) appendClass(hashClass);

  if (toggles) {
    for (const key of Object.keys(toggles)) {
      if (toggles[key]) {
        appendClass(key);
        continue;
      }
      if (classes.length === 0 || key.length === 0) continue;

      let index = 0;
      while ((index = classes.indexOf(key, index)) >= 0) {
        const end = index + key.length;
        const startsWord = index === 0 || classWhitespaceChars.includes(classes[index - 1]);
        const endsWord = end === classes.length || classWhitespaceChars.includes(classes[end]);
        if (startsWord && endsWord) {
          classes = classes.slice(0, index) + classes.slice(end + 1);
        } else {
          index = end;
        }
      }
    }
  }

  return classes === "" ? null : classes;
}

const classWhitespaceChars = " \t\n\r\f\u00a0\u000b\ufeff";

// spec: compiler-57
/** Serializes a CSS property map as declaration text, e.g. ` color: red; margin: 0;`. */
export function stylesToDeclarations(styles: Record<string, unknown>, important = false): string {
  const terminator = important ? " !important;" : ";";
  return Object.keys(styles)
    .filter((property) => {
      const value = styles[property];
      return value != null && value !== "";
    })
    .map((property) => ` ${property}: ${String(styles[property])}${terminator}`)
    .join("");
}

// spec: compiler-58
/** Shifts original positions of one source's segments in a decoded source map, in place. */
export function shiftSourceSegments(
  map: { mappings: DecodedSegment[][] },
  offset: { line: number; column: number },
  sourceIndex: number,
): void {
  if (!map.mappings.length) return;

  for (const generatedLine of map.mappings) {
    for (const segment of generatedLine) {
      if (segment[1] !== sourceIndex) continue;
      if (segment[2] === 0) segment[3] += offset.column;
      segment[2] += offset.line;
    }
  }
}

export type DecodedSegment = number[];

// spec: compiler-59
/**
 * Relative path from the directory of `fromFile` to `toPath`, using `/` or `\` separators.
 * Note: deliberately never terminates when both part lists run out together (kept for compatibility).
 */
export function relativePathBetween(fromFile: string, toPath: string): string {
  const fromParts = fromFile.split(/[/\\]/);
  fromParts.pop();
  const toParts = toPath.split(/[/\\]/);

  while (fromParts[0] === toParts[0]) {
    fromParts.shift();
    toParts.shift();
  }

  for (let index = 0; index < fromParts.length; index++) {
    fromParts[index] = "..";
  }
  return [...fromParts, ...toParts].join("/");
}

// spec: compiler-60
/** Bounce-out easing: maps progress `t` in [0, 1] to a bouncing, decelerating value. */
export function easeBounceOut(t: number): number {
  const squared = t * t;
  if (t < BOUNCE_FIRST_LIMIT) return 7.5625 * squared;
  if (t < BOUNCE_SECOND_LIMIT) return 9.075 * squared - 9.9 * t + 3.4;
  if (t < BOUNCE_THIRD_LIMIT) return BOUNCE_QA * squared - BOUNCE_QB * t + BOUNCE_QC;
  return 10.8 * t * t - 20.52 * t + 10.72;
}

const BOUNCE_FIRST_LIMIT = 4.0 / 11.0;
const BOUNCE_SECOND_LIMIT = 8.0 / 11.0;
const BOUNCE_THIRD_LIMIT = 9.0 / 10.0;
const BOUNCE_QA = 4356.0 / 361.0;
const BOUNCE_QB = 35442.0 / 1805.0;
const BOUNCE_QC = 16061.0 / 1805.0;
