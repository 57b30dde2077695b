import { createHash } from 'node:crypto';
import { inspect } from 'node:util';

// spec: orm-01
/**
 * Measures the minimum and maximum array nesting depth of a value, and whether any
 * non-array item sits among several siblings somewhere in the structure.
 */
export function measureArrayDepth(value: unknown): { min: number; max: number; containsNonArrayItem: boolean } {
  if (!Array.isArray(value)) {
    return { min: 0, max: 0, containsNonArrayItem: true };
  }
  if (value.length === 0 || (value.length === 1 && !Array.isArray(value[0]))) {
    return { min: 1, max: 1, containsNonArrayItem: false };
  }

  const depth = measureArrayDepth(value[0]);
  for (const item of value.slice(1)) {
    const itemDepth = measureArrayDepth(item);
    depth.min = Math.min(depth.min, itemDepth.min);
    depth.max = Math.max(depth.max, itemDepth.max);
    depth.containsNonArrayItem = depth.containsNonArrayItem || itemDepth.containsNonArrayItem;
  }
  depth.min += 1;
  depth.max += 1;
  return depth;
}

// spec: orm-02
/** Lists the cumulative prefixes of a dotted path: "a.b.c" gives ["a", "a.b", "a.b.c"]. */
export function cumulativePathPrefixes(path: string): string[] {
  if (!path.includes('.')) {
    return [path];
  }
  const prefixes: string[] = [];
  let running = '';
  for (const segment of path.split('.')) {
    running = running === '' ? segment : `${running}.${segment}`;
    prefixes.push(running);
  }
  return prefixes;
}

// spec: orm-03
/**
 * Assigns `value` at a dotted `path` inside `target`, creating intermediate objects and
 * refusing prototype-polluting segment names.
 */
export function assignAtPathSafely(target: Record<string, any>, path: string, value: unknown): void {
  if (!path.includes('.')) {
    if (!UNSAFE_SEGMENTS.has(path)) {
      target[path] = value;
    }
    return;
  }

  const segments = path.split('.');
  const lastSegment = segments.pop() as string;
  let current: any = target;

  for (const segment of segments) {
    if (UNSAFE_SEGMENTS.has(segment)) {
      continue;
    }
    const isOwn = Object.prototype.hasOwnProperty.call(current, segment);
    if (!isOwn && segment in Object(current)) {
      // The segment resolves to an inherited member (e.g. a built-in method): bail out.
      return;
    }
    if (current[segment] == null) {
      current[segment] = {};
    }
    current = current[segment];
  }

  if (!UNSAFE_SEGMENTS.has(lastSegment)) {
    current[lastSegment] = value;
  }
}

const UNSAFE_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

// spec: orm-04
/**
 * Runs a callback-style worker for every item concurrently and calls `onDone` exactly once:
 * with the first error reported, or with no arguments once every item has completed.
 */
export function runEachInParallel<T, R>(
  items: readonly T[],
  worker: (item: T, done: (error?: unknown) => void) => void,
  onDone: (error?: unknown) => R,
): R | undefined {
  if (items.length === 0) {
    return onDone();
  }

  let outstanding = items.length;
  let failed = false;

  const handleCompletion = (error?: unknown): void => {
    if (failed) {
      return;
    }
    if (error != null) {
      failed = true;
      onDone(error);
      return;
    }
    outstanding -= 1;
    if (outstanding <= 0) {
      onDone();
    }
  };

  for (const item of items) {
    worker(item, handleCompletion);
  }
  return undefined;
}

// spec: orm-05
/**
 * Removes undefined values and empty plain objects from `target` in place. Returns the object
 * when anything survived, otherwise undefined.
 */
export function pruneEmptyValues(target: Record<string, unknown>): Record<string, unknown> | undefined {
  const keys = Object.keys(target);
  let anySurvivor = false;

  for (let index = keys.length - 1; index >= 0; index--) {
    const key = keys[index];
    const value = target[key];
    if (isPlainObject(value)) {
      target[key] = pruneEmptyValues(value);
    }
    if (target[key] === undefined) {
      delete target[key];
    } else {
      anySurvivor = true;
    }
  }

  return anySurvivor ? target : undefined;
}

/** A non-null object whose prototype is null or whose prototype's constructor is named "Object". */
function isPlainObject(value: unknown): value is Record<string, any> {
  if (value === null || typeof value !== 'object') {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype.constructor?.name === 'Object';
}

// spec: orm-06
/**
 * Neutralises query-operator injection in a filter: nested operator objects supplied as values
 * are wrapped in `$eq`, and code-executing operators are rejected. Mutates and returns the filter.
 */
export function sanitizeQueryFilter<T>(filter: T): T {
  if (filter === null || typeof filter !== 'object') {
    return filter;
  }
  if (Array.isArray(filter)) {
    for (const element of filter) {
      sanitizeQueryFilter(element);
    }
    return filter;
  }

  const conditions = filter as Record<string, any>;
  for (const key of Object.keys(conditions)) {
    const value = conditions[key];
    if (value?.[trustedFilterMarker]) {
      continue;
    }
    if (LOGICAL_OPERATORS.includes(key)) {
      sanitizeQueryFilter(value);
      continue;
    }
    if (FORBIDDEN_OPERATORS.includes(key)) {
      throw new Error(`${key} is not allowed with sanitizeFilter`);
    }
    if (value !== null && typeof value === 'object') {
      const valueKeys = Object.keys(value);
      if (valueKeys.some((valueKey) => valueKey.startsWith('$'))) {
        const isPlainEquality = valueKeys.length === 1 && valueKeys[0] === '$eq';
        if (!isPlainEquality) {
          conditions[key] = { $eq: value };
        }
      }
    }
  }
  return filter;
}

/** Values carrying a truthy property under this symbol are left alone by the sanitiser. */
export const trustedFilterMarker: unique symbol = Symbol('trustedFilterValue');
const LOGICAL_OPERATORS: readonly string[] = ['$and', '$or', '$nor'];
const FORBIDDEN_OPERATORS: readonly string[] = ['$jsonSchema', '$where', '$expr', '$text'];

// spec: orm-07
/** Expands a read-preference shorthand ("p", "pp", "s", "sp", "n") to its full name. */
export function expandReadPreference<T>(preference: T): T | string {
  switch (preference as unknown) {
    case 'p':
      return 'primary';
    case 'pp':
      return 'primaryPreferred';
    case 's':
      return 'secondary';
    case 'sp':
      return 'secondaryPreferred';
    case 'n':
      return 'nearest';
    default:
      return preference;
  }
}

// spec: orm-08
/** True when a driver topology description only contains hosted-cloud servers on the default port. */
export function isHostedCloudTopology(topology: unknown): boolean {
  const constructorName =
    topology != null && typeof (topology as any).constructor === 'function'
      ? (topology as any).constructor.name
      : undefined;
  if (constructorName !== 'TopologyDescription') {
    return false;
  }

  const servers: Map<string, { host?: unknown; port?: unknown }> = (topology as any).servers;
  if (servers.size === 0) {
    return false;
  }
  for (const server of servers.values()) {
    const host = server.host;
    if (typeof host !== 'string' || !host.endsWith('.mongodb.net') || server.port !== 27017) {
      return false;
    }
  }
  return true;
}

// spec: orm-09
/** Returns a shallow copy of `source` without the given key(s). */
export function omitKeys(
  source: object | null | undefined,
  keys?: string | readonly string[] | null,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...(source ?? {}) };
  if (keys == null) {
    return copy;
  }
  const keyList: readonly string[] = Array.isArray(keys) ? keys : [keys as string];
  for (const key of keyList) {
    delete copy[key];
  }
  return copy;
}

// spec: orm-10
/**
 * Deep-clones plain objects and arrays; documents (values with internal state under `$__`) and
 * every other non-plain value are returned by reference.
 */
export function clonePlainStructure<T>(value: T): T {
  if (value == null) {
    return value;
  }
  if ((value as any).$__ != null) {
    return value;
  }
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = { ...value };
    for (const key of Object.keys(copy)) {
      copy[key] = clonePlainStructure(copy[key]);
    }
    return copy as T;
  }
  if (Array.isArray(value)) {
    const copy = [...value];
    for (let index = 0; index < copy.length; index++) {
      copy[index] = clonePlainStructure(copy[index]);
    }
    return copy as T;
  }
  return value;
}

// spec: orm-11
/** True when `source`, or any plain object nested under it, has an own enumerable key `name`. */
export function hasKeyDeep(source: object, name: string): boolean {
  const record = source as Record<string, unknown>;
  return Object.keys(record).some((key) => {
    if (key === name) {
      return true;
    }
    const child = record[key];
    return isPlainObject(child) && hasKeyDeep(child, name);
  });
}

// spec: orm-12
/**
 * True when `value` has property `key` (or any of `key` when given a list) that is its own or that
 * is inherited from somewhere other than the built-in Object/Array prototypes.
 */
export function hasUserDefinedProperty(value: unknown, key: PropertyKey | readonly PropertyKey[]): boolean {
  if (value == null) {
    return false;
  }
  if (Array.isArray(key)) {
    return key.some((candidate) => hasUserDefinedProperty(value, candidate));
  }
  const propertyKey = key as PropertyKey;
  if (Object.prototype.hasOwnProperty.call(value, propertyKey)) {
    return true;
  }
  if (typeof value === 'object' && propertyKey in value) {
    const found = (value as any)[propertyKey];
    return found !== (Object.prototype as any)[propertyKey] && found !== (Array.prototype as any)[propertyKey];
  }
  return false;
}

// spec: orm-13
/** True for numbers in [0, 2^32 - 1] and for all-digit strings whose value is in that range. */
export function isValidArrayIndex(value: unknown): boolean {
  const maxIndex = 2 ** 32 - 1;
  const inRange = (candidate: number): boolean => candidate >= 0 && candidate <= maxIndex;

  if (typeof value === 'number') {
    return inRange(value);
  }
  if (typeof value === 'string') {
    return /^\d+$/.test(value) && inRange(Number(value));
  }
  return false;
}

// spec: orm-14
/** Returns a copy of `source` with `oldKey` renamed to `newKey`, keeping the key order. */
export function renameKeyInOrder(
  source: Record<string, unknown>,
  oldKey: string | number,
  newKey: string,
): Record<string, unknown> {
  return Object.keys(source).reduce<Record<string, unknown>>((result, key) => {
    if (key === oldKey) {
      result[newKey] = source[oldKey];
    } else {
      result[key] = source[key];
    }
    return result;
  }, {});
}

// spec: orm-15
/** Returns the first non-nullish value of option `name` across the given sources, else null. */
export function resolveOption(
  name: string,
  ...sources: Array<Record<string, unknown> | null | undefined>
): unknown {
  for (const source of sources) {
    if (source == null) {
      continue;
    }
    const candidate = source[name];
    if (candidate != null) {
      return candidate;
    }
  }
  return null;
}

// spec: orm-16
/** Casts a value to a number, throwing when it cannot be represented as one. */
export function castToNumber(value: unknown): number | null | undefined {
  if (value === null || value === undefined) {
    return value;
  }
  if (value === '') {
    return null;
  }

  const failure = (): Error => new Error('Cast to Number failed: value is not a valid number');
  let candidate: any = value;
  if (typeof candidate === 'string' || typeof candidate === 'boolean') {
    candidate = Number(candidate);
  }
  if (isNaN(candidate)) {
    throw failure();
  }
  if (candidate instanceof Number) {
    return candidate.valueOf();
  }
  if (typeof candidate === 'number') {
    return candidate;
  }
  if (!Array.isArray(candidate) && typeof candidate.valueOf === 'function') {
    return Number(candidate.valueOf());
  }
  if (!Array.isArray(candidate) && typeof candidate.toString === 'function') {
    const numeric = Number(candidate);
    // Loose comparison on purpose: the string form must read as the same number.
    if ((candidate.toString() as unknown) == numeric) {
      return numeric;
    }
  }
  throw failure();
}

// spec: orm-17
/** Casts a value to a bigint that fits in a signed 64-bit integer. */
export function castToInt64BigInt(value: unknown): bigint | null | undefined {
  if (value === null || value === undefined) {
    return value;
  }
  if (value === '') {
    return null;
  }

  const ensureInRange = (candidate: bigint): bigint => {
    if (candidate < INT64_MIN || candidate > INT64_MAX) {
      throw new Error(
        `Only BigInts between ${INT64_MIN} and ${INT64_MAX} are supported, because the database does not support arbitrary precision integers`,
      );
    }
    return candidate;
  };

  if (typeof value === 'bigint') {
    return ensureInRange(value);
  }
  const maybeLong = value as { _bsontype?: unknown; toBigInt?: () => bigint };
  if (maybeLong._bsontype === 'Long' && typeof maybeLong.toBigInt === 'function') {
    return maybeLong.toBigInt();
  }
  if (typeof value === 'string' || typeof value === 'number') {
    return ensureInRange(BigInt(value));
  }
  throw new Error(`Cannot convert value to BigInt: "${String(value)}"`);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

// spec: orm-18
/** Builds the human-readable message of a failed type cast. */
export function formatCastFailureMessage(
  model: { modelName?: string } | null | undefined,
  kind: string,
  value: unknown,
  path: string,
  messageFormat: unknown,
  valueType?: string,
  reason?: unknown,
): string {
  let renderedValue = inspect(value).replace(/^'|'$/g, '"');
  if (!renderedValue.startsWith('"')) {
    renderedValue = `"${renderedValue}"`;
  }

  if (typeof messageFormat === 'string') {
    let message = messageFormat
      .replace('{KIND}', () => kind)
      .replace('{VALUE}', () => renderedValue)
      .replace('{PATH}', () => path);
    if (model != null) {
      message = message.replace('{MODEL}', () => String(model.modelName));
    }
    return message;
  }
  if (typeof messageFormat === 'function') {
    return messageFormat(value, path, model, kind);
  }

  const typeSuffix = valueType ? ` (type ${valueType})` : '';
  let message = `Cast to ${kind} failed for value ${renderedValue}${typeSuffix} at path "${path}"`;
  if (model != null) {
    message += ` for model "${model.modelName}"`;
  }
  if (reason != null) {
    const reasonName = typeof (reason as any).constructor === 'function' ? (reason as any).constructor.name : undefined;
    if (!['AssertionError', 'Error', 'BSONError'].includes(reasonName)) {
      message += ` because of "${reasonName}"`;
    }
  }
  return message;
}

// spec: orm-19
/**
 * Turns a field selection ("a -b", ["a", "-b"]) into an inclusion/exclusion map. Anything that is
 * not a list (after splitting strings) is returned as is.
 */
export function toFieldSelection(selection: unknown, keepMinusPrefix = false): unknown {
  const list = typeof selection === 'string' ? selection.split(/\s+/) : selection;
  const isArguments = Object.prototype.toString.call(list) === '[object Arguments]';
  if (!Array.isArray(list) && !isArguments) {
    return list;
  }

  const fields: Record<string, 0 | 1> = {};
  for (const entry of Array.from(list as ArrayLike<unknown>)) {
    if (!entry) {
      continue;
    }
    const field = String(entry);
    const excluded = field.startsWith('-');
    const name = excluded && !keepMinusPrefix ? field.slice(1) : field;
    fields[name] = excluded ? 0 : 1;
  }
  return fields;
}

// spec: orm-20
/** Moves `path` into `nextState`, keeping the per-state buckets in sync. */
export function transitionPathState(
  this: { pathStates: Record<string, string>; stateBuckets: Record<string, Record<string, true>> },
  path: string,
  nextState: string,
): void {
  const previousState = this.pathStates[path];
  if (previousState === nextState) {
    return;
  }
  if (previousState !== undefined) {
    const previousBucket = this.stateBuckets[previousState];
    if (previousBucket) {
      delete previousBucket[path];
    }
  }
  this.pathStates[path] = nextState;
  this.stateBuckets[nextState] ??= {};
  this.stateBuckets[nextState][path] = true;
}

// spec: orm-21
/**
 * Deeply combines objects into a new one: plain objects merge recursively, arrays concatenate
 * (newer items first), and anything else is overwritten by later arguments.
 */
export function combineDeep(...sources: Array<Record<string, unknown> | null | undefined>): Record<string, unknown> {
  const combined: Record<string, unknown> = {};
  for (const source of sources) {
    if (source == null) {
      continue;
    }
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) {
        continue;
      }
      const existing = combined[key];
      if (!existing) {
        combined[key] = value;
      } else if (isPlainObject(existing) && isPlainObject(value)) {
        combined[key] = combineDeep(existing, value);
      } else if (Array.isArray(existing) && Array.isArray(value)) {
        combined[key] = [...value, ...existing];
      } else {
        combined[key] = value;
      }
    }
  }
  return combined;
}

// spec: orm-22
/**
 * When `enabled`, returns a copy of `record` without null/undefined values, except for keys in
 * `options.allowNull` and keys ending in "Id". Otherwise returns `record` itself.
 */
export function withoutNullValues(
  record: Record<string, unknown>,
  enabled: unknown,
  options: { allowNull?: string[] } = {},
): Record<string, unknown> {
  options.allowNull ??= [];
  if (!enabled) {
    return record;
  }

  const allowed = options.allowNull;
  const result: Record<string, unknown> = {};
  for (const key in record) {
    const value = record[key];
    if (allowed.includes(key) || key.endsWith('Id') || value != null) {
      result[key] = value;
    }
  }
  return result;
}

// spec: orm-23
/** Flattens a nested plain object into `{ "a.b.c": value }` form. */
export function flattenToDottedPaths(value: unknown): unknown {
  if (!isPlainObject(value)) {
    return value;
  }

  const flat: Record<string, unknown> = {};
  const walk = (node: Record<string, unknown>, parentPath?: string): void => {
    for (const key of Object.keys(node)) {
      const path = parentPath !== undefined ? `${parentPath}.${key}` : key;
      const child = node[key];
      if (child !== null && typeof child === 'object') {
        walk(child as Record<string, unknown>, path);
      } else {
        flat[path] = child;
      }
    }
  };
  walk(value);
  return flat;
}

// spec: orm-24
/** Gives an index definition a derived name (table plus fields, underscored) when it has none. */
export function ensureIndexHasName<
  TIndex extends { name?: string; fields: Array<string | { name?: string; attribute?: string }> },
>(index: TIndex, table: string | { tableName?: string }): TIndex {
  const tableName = typeof table === 'object' && table?.tableName ? table.tableName : table;

  if (!Object.prototype.hasOwnProperty.call(index, 'name')) {
    const fieldNames = index.fields.map((field) =>
      typeof field === 'string' ? field : field.name ?? field.attribute,
    );
    index.name = underscoreInflection([tableName, ...fieldNames].join('_'));
  }
  return index;
}

function underscoreInflection(text: string): string {
  return text
    .replace(/([A-Z])/g, '_$1')
    .replace(/^_/, '')
    .replace(/::/g, '/')
    .toLowerCase();
}

// spec: orm-25
/** JSON.stringify that writes bigints (at any depth) as their decimal strings. */
export function stringifyWithBigInts(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, current: unknown) =>
    typeof current === 'bigint' ? current.toString() : current,
  );
}

// spec: orm-26
/** Joins SQL fragments with single spaces, avoiding spaces after "(" and before ";", "," or ")". */
export function joinSqlFragments(fragments: readonly unknown[]): string {
  if (fragments.length === 0) {
    return '';
  }

  const processed = fragments
    .filter(Boolean)
    .map((fragment) => (Array.isArray(fragment) ? joinSqlFragments(fragment) : fragment));

  const offending = processed.find((fragment) => fragment && typeof fragment !== 'string');
  if (offending !== undefined) {
    throw new JoinSqlFragmentsError(
      processed,
      offending,
      `Tried to construct a SQL string with a non-string, non-falsy fragment (${String(offending)}).`,
    );
  }

  const pieces = (processed as string[]).map((fragment) => fragment.trim()).filter((fragment) => fragment !== '');

  let sql = '';
  let suppressSpace = true;
  for (const piece of pieces) {
    const glued = suppressSpace || /^[;,)]/.test(piece);
    sql += glued ? piece : ` ${piece}`;
    suppressSpace = piece.endsWith('(');
  }
  return sql;
}

export class JoinSqlFragmentsError extends TypeError {
  constructor(
    readonly fragments: unknown[],
    readonly fragment: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'JoinSQLFragmentsError';
  }
}

// spec: orm-27
/** Renders values as a comma-separated SQL list; nested arrays become parenthesised tuples. */
export function formatSqlValueList(
  values: readonly unknown[],
  timeZone?: string,
  dialect?: string,
  format?: boolean,
): string {
  return values
    .map((value) =>
      Array.isArray(value)
        ? `(${formatSqlValueList(value, timeZone, dialect, format)})`
        : escapeSqlValue(value, timeZone, dialect, format),
    )
    .join(', ');
}

/** Escapes a single value as an SQL literal for the given dialect. */
function escapeSqlValue(value: unknown, timeZone = '+00:00', dialect = 'postgres', format = false): string {
  if (value === null || value === undefined) {
    return 'NULL';
  }
  if (typeof value === 'boolean') {
    if (dialect === 'sqlite' || dialect === 'mssql') {
      return value ? '1' : '0';
    }
    return value ? 'true' : 'false';
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) {
    return quoteSqlString(formatDateInOffset(value, timeZone), dialect);
  }
  if (Buffer.isBuffer(value)) {
    const hex = value.toString('hex');
    return dialect === 'postgres' ? `E'\\\\x${hex}'` : `X'${hex}'`;
  }
  if (Array.isArray(value)) {
    const list = formatSqlValueList(value, timeZone, dialect, format);
    return dialect === 'postgres' && !format ? `ARRAY[${list}]` : list;
  }
  return quoteSqlString(String(value), dialect);
}

function quoteSqlString(text: string, dialect: string): string {
  if (dialect === 'mysql' || dialect === 'mariadb') {
    const escapes: Record<string, string> = {
      '\0': '\\0',
      '\b': '\\b',
      '\t': '\\t',
      '\n': '\\n',
      '\r': '\\r',
      '\x1a': '\\Z',
      '"': '\\"',
      "'": "\\'",
      '\\': '\\\\',
    };
    return `'${text.replace(/[\0\b\t\n\r\x1a"'\\]/g, (character) => escapes[character])}'`;
  }
  const cleaned = dialect === 'postgres' ? text.replace(/\0/g, '') : text;
  return `'${cleaned.replace(/'/g, "''")}'`;
}

function formatDateInOffset(date: Date, timeZone: string): string {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(timeZone);
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  const pad = (part: number, width = 2): string => String(part).padStart(width, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    `.${pad(shifted.getUTCMilliseconds(), 3)} ${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

// spec: orm-28
/** Replaces `:name` placeholders in SQL with escaped values from `values`. */
export function substituteNamedParameters(
  sql: string,
  values: Record<string, unknown>,
  timeZone?: string,
  dialect?: string,
): string {
  return sql.replace(/:+(?!\d)(\w+)/g, (match: string, key: string) => {
    if (dialect === 'postgres' && match.startsWith('::')) {
      return match;
    }
    if (values[key] !== undefined) {
      return escapeSqlValue(values[key], timeZone, dialect, true);
    }
    throw new Error(`Named parameter "${match}" has no value in the given object.`);
  });
}

// spec: orm-29
/** Serialises a `[lower, upper]` pair (or `[]`) into a range literal such as "[1,10)". */
export function stringifyRangeLiteral(range: unknown): string | null {
  if (range === null) {
    return null;
  }
  if (!Array.isArray(range)) {
    throw new Error('range must be an array');
  }
  if (range.length === 0) {
    return 'empty';
  }
  if (range.length !== 2) {
    throw new Error('range array length must be 0 (empty) or 2 (lower and upper bounds)');
  }

  const bounds = range as unknown[] & { inclusive?: unknown };
  let inclusive: [boolean, boolean];
  if (Object.hasOwn(bounds, 'inclusive')) {
    const flag = bounds.inclusive;
    if (flag === false) {
      inclusive = [false, false];
    } else if (!flag) {
      inclusive = [true, false];
    } else if (flag === true) {
      inclusive = [true, true];
    } else {
      inclusive = flag as [boolean, boolean];
    }
  } else {
    inclusive = [true, false];
  }
  bounds.inclusive = inclusive;

  const renderBound = (bound: unknown): string => {
    if (bound === null) {
      return '';
    }
    if (bound === Infinity) {
      return 'infinity';
    }
    if (bound === -Infinity) {
      return '-infinity';
    }
    return String(JSON.stringify(bound));
  };

  const [lower, upper] = bounds.map((element, side) => {
    let bound = element;
    if (bound !== null && typeof bound === 'object') {
      const described = bound as { inclusive?: unknown; value?: unknown };
      if (Object.hasOwn(described, 'inclusive')) {
        inclusive[side] = Boolean(described.inclusive);
      }
      if (Object.hasOwn(described, 'value')) {
        bound = described.value;
      }
    }
    return renderBound(bound);
  });

  return `${inclusive[0] ? '[' : '('}${lower},${upper}${inclusive[1] ? ']' : ')'}`;
}

// spec: orm-30
/** Parses a range literal like "[1,10)" into two bound descriptors. */
export function parseRangeLiteral<T>(
  text: string | null,
  parseBound: (raw: string) => T,
): null | string | Array<{ value: T | number | null; inclusive: boolean }> {
  if (text === null) {
    return null;
  }
  if (text === 'empty') {
    return [];
  }

  const pieces = text.slice(1, -1).split(',', 2);
  if (pieces.length !== 2) {
    return text;
  }

  const toValue = (piece: string): T | number | null => {
    if (piece === '') return null;
    if (piece === 'infinity') return Infinity;
    if (piece === '-infinity') return -Infinity;
    return parseBound(piece);
  };

  return [
    { value: toValue(pieces[0]), inclusive: text.startsWith('[') },
    { value: toValue(pieces[1]), inclusive: text.endsWith(']') },
  ];
}

// spec: orm-31
/** True when an odd number of backslashes ends at `index`, i.e. the next character is escaped. */
export function isEscapedAfter(text: string, index: number): boolean {
  let backslashes = 0;
  for (let position = index; position >= 0 && text[position] === '\\'; position--) {
    backslashes += 1;
  }
  return backslashes % 2 === 1;
}

// spec: orm-32
/** Quotes a dotted identifier: all but the last segment become an "->" joined association path. */
export function quoteDottedIdentifier(
  this: { quoteIdentifier(identifier: string): string },
  identifier: string,
): string {
  if (!identifier.includes('.')) {
    return this.quoteIdentifier(identifier);
  }
  const segments = identifier.split('.');
  const tail = segments.pop() as string;
  const head = segments.join('->');
  return `${this.quoteIdentifier(head)}.${this.quoteIdentifier(tail)}`;
}

// spec: orm-33
/** Builds a MySQL-style `LIMIT offset, count` clause. */
export function buildTwoArgumentLimit(
  this: { escape(value: unknown): string },
  options: { limit?: number | null; offset?: number | null },
): string {
  const hasLimit = options.limit != null;
  const hasOffset = options.offset != null;

  if (hasOffset && !hasLimit) {
    return ` LIMIT ${this.escape(options.offset)}, 10000000000000`;
  }
  if (hasOffset && hasLimit) {
    return ` LIMIT ${this.escape(options.offset)}, ${this.escape(options.limit)}`;
  }
  if (hasLimit) {
    return ` LIMIT ${this.escape(options.limit)}`;
  }
  return '';
}

// spec: orm-34
/** Renders the parameter list of a stored function, e.g. "IN id INTEGER, OUT total NUMERIC". */
export function renderRoutineParameters(
  parameters: ReadonlyArray<{ direction?: string; name?: string; type?: string }> | undefined,
): string {
  if (parameters === undefined || !Array.isArray(parameters)) {
    throw new Error(
      `${renderRoutineParameters.name}: function parameters array required, including an empty one for no arguments`,
    );
  }

  const rendered: string[] = [];
  for (const parameter of parameters) {
    if (!parameter.type) {
      throw new Error('function or trigger used with a parameter without any type');
    }
    const text = [parameter.direction, parameter.name, parameter.type].filter(Boolean).join(' ');
    if (text) {
      rendered.push(text);
    }
  }
  return rendered.join(', ');
}

// spec: orm-35
/** Renders trigger events as "INSERT OR UPDATE OF a, b OR DELETE". */
export function renderTriggerEvents(spec: unknown): string {
  if (isEmptyCollection(spec)) {
    throw new Error('no table change events specified to trigger on');
  }

  const entries: Array<[string, unknown]> = Object.entries(spec as object);
  return entries
    .map(([key, value]) => {
      const keyword = TRIGGER_EVENT_KEYWORDS.get(String(value));
      if (!keyword) {
        throw new Error(`parseTriggerEventSpec: undefined trigger event ${key}`);
      }
      if (keyword === 'UPDATE' && Array.isArray(value) && value.length > 0) {
        return `${keyword} OF ${value.join(', ')}`;
      }
      return keyword;
    })
    .join(' OR ');
}

const TRIGGER_EVENT_KEYWORDS: ReadonlyMap<string, string> = new Map([
  ['insert', 'INSERT'],
  ['update', 'UPDATE'],
  ['delete', 'DELETE'],
  ['truncate', 'TRUNCATE'],
]);

function isEmptyCollection(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return true;
}

// spec: orm-36
/** Splits an array literal such as `{a,"b c",d}` into its (still escaped) string items. */
export function parseArrayLiteral(literal: string): string[] {
  const body = literal.replace(/^\{/, '').replace(/\}$/, '');
  const tokens = body.match(/("(?:\\.|[^"\\])*"|[^,]*)(?:\s*,\s*|\s*$)/g) ?? [];
  const items = tokens.map((token) =>
    token
      .replace(/",$/, '')
      .replace(/,$/, '')
      .replace(/^"/, '')
      .replace(/"$/, ''),
  );
  items.pop();
  return items;
}

// spec: orm-37
/** Rewrites a column type for serial-aware dialects and replaces inline ENUMs by a named type. */
export function adjustColumnTypeForSerials(
  this: { enumTypeName(table: string, attribute: string): string },
  type: string,
  table: string,
  attribute: string,
): string {
  let adjusted = type.replace('PRIMARY KEY', '');

  if (adjusted.includes('SERIAL')) {
    if (adjusted.includes('BIGINT')) {
      adjusted = adjusted.replace('SERIAL', 'BIGSERIAL').replace('BIGINT', '');
    } else if (adjusted.includes('SMALLINT')) {
      adjusted = adjusted.replace('SERIAL', 'SMALLSERIAL').replace('SMALLINT', '');
    } else {
      adjusted = adjusted.replace('INTEGER', '');
    }
    adjusted = adjusted.replace('NOT NULL', '');
  }

  if (adjusted.startsWith('ENUM(')) {
    adjusted = adjusted.replace(/^ENUM\([\s\S]*\)/, () => this.enumTypeName(table, attribute));
  }
  return adjusted;
}

// spec: orm-38
/** Normalises a raw boolean column value ("true"/"false", 1/0, one-byte buffers). */
export function normalizeRawBoolean(value: unknown): unknown {
  if (value === null || value === undefined) {
    return value;
  }
  let candidate = value;
  if (Buffer.isBuffer(candidate) && candidate.length === 1) {
    candidate = candidate[0];
  }
  if (typeof candidate === 'string') {
    if (candidate === 'true') return true;
    if (candidate === 'false') return false;
    return candidate;
  }
  if (typeof candidate === 'number') {
    if (candidate === 1) return true;
    if (candidate === 0) return false;
    return candidate;
  }
  return candidate;
}

// spec: orm-39
/** Renders a numeric SQL type such as "DECIMAL(10,2) UNSIGNED ZEROFILL". */
export function renderNumericTypeSql(this: {
  key: string;
  options?: { length?: number; decimals?: number; unsigned?: boolean; zerofill?: boolean };
}): string {
  const { length, decimals, unsigned, zerofill } = this.options ?? {};
  let sql = this.key;
  if (length) {
    sql += `(${length}`;
    if (typeof decimals === 'number') {
      sql += `,${decimals}`;
    }
    sql += ')';
  }
  if (unsigned) {
    sql += ' UNSIGNED';
  }
  if (zerofill) {
    sql += ' ZEROFILL';
  }
  return sql;
}

// spec: orm-40
/** Renders a binary value as a hexadecimal SQL literal, by default `X'..'`. */
export function renderHexLiteral(this: { wrapHex?(hex: string): string } | void, value: unknown): string {
  let bytes: Buffer;
  if (Buffer.isBuffer(value)) {
    bytes = value;
  } else if (Array.isArray(value)) {
    bytes = Buffer.from(value);
  } else {
    bytes = Buffer.from(String(value), 'utf8');
  }
  const hex = bytes.toString('hex');
  const wrapHex = this?.wrapHex;
  return typeof wrapHex === 'function' ? wrapHex.call(this, hex) : `X'${hex}'`;
}

// spec: orm-41
/**
 * Removes duplicates, keeping first occurrences. `by` may be a key function or a property name;
 * without it items are compared by identity.
 */
export function dedupeList<T>(items: readonly T[], by?: ((item: T) => unknown) | string): T[] {
  const kept: T[] = [];
  for (const item of items) {
    let isDuplicate: boolean;
    if (typeof by === 'function') {
      const identity = by(item);
      isDuplicate = kept.some((existing) => by(existing) === identity);
    } else if (typeof by === 'string') {
      isDuplicate = kept.some((existing) => (existing as any)[by] === (item as any)[by]);
    } else {
      isDuplicate = kept.indexOf(item) !== -1;
    }
    if (!isDuplicate) {
      kept.push(item);
    }
  }
  return kept;
}

// spec: orm-42
/** Builds a nested tree from dotted paths whose leaves are `true`. */
export function pathsToTree(paths: readonly string[]): Record<string, any> {
  const tree: Record<string, any> = {};

  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!Object.hasOwn(tree, head) || !tree[head]) {
      tree[head] = {};
    }
    let node = tree[head];
    for (const segment of rest) {
      if (!Object.hasOwn(node, segment) || !node[segment]) {
        node[segment] = {};
      }
      node = node[segment];
    }
  }

  const collapseLeaves = (node: Record<string, any>): void => {
    for (const key of Object.keys(node)) {
      if (Object.keys(node[key]).length === 0) {
        node[key] = true;
      } else {
        collapseLeaves(node[key]);
      }
    }
  };
  collapseLeaves(tree);
  return tree;
}

// spec: orm-43
/** Reports the items only present in `actual` (extra) and only present in `expected` (missing). */
export function diffLists<T>(actual: readonly T[], expected: readonly T[]): { extraItems: T[]; missingItems: T[] } {
  return {
    extraItems: actual.filter((item) => !expected.includes(item)),
    missingItems: expected.filter((item) => !actual.includes(item)),
  };
}

// spec: orm-44
/** True when no two of the given lists share an item. */
export function areMutuallyExclusive(...lists: ReadonlyArray<readonly unknown[]>): boolean {
  return lists.every((list) =>
    lists
      .filter((other) => other !== list)
      .every((other) => !list.some((item) => other.includes(item))),
  );
}

// spec: orm-45
/** Formats a date as local "YYYY-MM-DD HH:mm:ss" (optionally ".SSS"); non-dates pass through. */
export function formatLocalDateTime(input: unknown, includeMilliseconds = false): unknown {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (!(date instanceof Date)) {
    return input;
  }

  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  const year = pad(date.getFullYear(), 4).slice(-4);
  const datePart = `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const timePart = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const millis = includeMilliseconds ? `.${pad(date.getMilliseconds(), 3)}` : '';
  return `${datePart} ${timePart}${millis}`;
}

// spec: orm-46
/** Normalises a time of day to "HH:mm[:ss]" by zero-padding single-character components. */
export function normalizeTimeOfDay(value: unknown, skipSeconds = false): unknown {
  let candidate = value;
  if (candidate instanceof Date) {
    const seconds = skipSeconds === true ? '' : `:${candidate.getSeconds()}`;
    candidate = `${candidate.getHours()}:${candidate.getMinutes()}${seconds}`;
  }
  if (typeof candidate === 'string') {
    return candidate
      .split(':')
      .map((part) => (part.length === 1 ? `0${part}` : part))
      .join(':');
  }
  return candidate;
}

// spec: orm-47
/** Restores enum members from their stored form, turning numeric members back into numbers. */
export function restoreEnumValue(
  column: { enumValues?: ReadonlyArray<string | number>; isArray?: boolean },
  value: unknown,
): unknown {
  const allowed = column.enumValues;
  if (!allowed) {
    return value;
  }

  const restore = (item: unknown): unknown => {
    const numeric = Number(item);
    return !Number.isNaN(numeric) && allowed.includes(numeric) ? numeric : item;
  };

  if (column.isArray && typeof value === 'string') {
    return value === '' ? [] : value.split(',').map(restore);
  }
  return restore(value);
}

// spec: orm-48
/** Converts separated text ("user_first name") to camelCase, or PascalCase when asked. */
export function toCamelCase(text: string, upperFirst = false): string {
  const source = upperFirst ? ` ${text}` : text;
  return source.replace(/^([A-Z])|[\s\-_](\w)/g, (_match, leading?: string, following?: string) =>
    leading ? leading.toLowerCase() : (following as string).toUpperCase(),
  );
}

// spec: orm-49
/** Converts camelCase/PascalCase text to snake_case, splitting acronyms before the next word. */
export function toSnakeCase(text: string): string {
  return text
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

// spec: orm-50
/** Shortens an identifier segment by segment, e.g. "UserShoppingCart__order" to "UsShCa__orde". */
export function abbreviateIdentifier(
  identifier: string,
  options: { segmentLength?: number; separator?: string; termLength?: number } = {},
): string {
  const { segmentLength = 4, separator = '__', termLength = 2 } = options;

  return identifier
    .split(separator)
    .map((segment) => {
      const terms = segment
        .replace(/([a-z\u00E0-\u00FF])([A-Z\u00C0-\u00DF])/g, '$1 $2')
        .replace(/_([a-z\u00E0-\u00FF])/g, ' $1')
        .split(' ');
      return terms.length > 1
        ? terms.map((term) => term.slice(0, termLength)).join('')
        : terms[0].slice(0, segmentLength);
    })
    .join(separator);
}

// spec: orm-51
/**
 * Creates a post-order depth-first visitor over `graph` that appends nodes to `output` and throws
 * when it walks into a cycle. State is shared across calls of the returned function.
 */
export function createDependencyVisitor(
  graph: Readonly<Record<string, readonly string[]>>,
  leavesOnly: boolean,
  output: string[],
): (node: string) => void {
  const visited = new Set<string>();
  const currentPath: string[] = [];

  const visit = (node: string): void => {
    visited.add(node);
    currentPath.push(node);

    const neighbours = graph[node] ?? [];
    for (const neighbour of neighbours) {
      if (!visited.has(neighbour)) {
        visit(neighbour);
      } else if (currentPath.includes(neighbour)) {
        currentPath.push(neighbour);
        throw new Error(`Dependency Cycle Found: ${currentPath.join(' -> ')}`);
      }
    }

    currentPath.pop();
    if (!output.includes(node) && (!leavesOnly || neighbours.length === 0)) {
      output.push(node);
    }
  };

  return visit;
}

// spec: orm-52
/** Removes a node and every edge pointing to it from the dependency graph. */
export function removeGraphNode(
  this: {
    nodes: Record<string, unknown>;
    outgoingEdges: Record<string, string[]>;
    incomingEdges: Record<string, string[]>;
  },
  name: string,
): void {
  if (!Object.hasOwn(this.nodes, name)) {
    return;
  }
  delete this.nodes[name];
  delete this.outgoingEdges[name];
  delete this.incomingEdges[name];

  for (const edges of [this.outgoingEdges, this.incomingEdges]) {
    for (const list of Object.values(edges)) {
      const position = list.indexOf(name);
      if (position !== -1) {
        list.splice(position, 1);
      }
    }
  }
}

// spec: orm-53
/** Orders all nodes so dependencies come before their dependants, throwing on cycles. */
export function overallDependencyOrder(
  this: {
    nodes: Record<string, unknown>;
    outgoingEdges: Record<string, string[]>;
    incomingEdges: Record<string, string[]>;
  },
  leavesOnly = false,
): string[] {
  const nodeNames = Object.keys(this.nodes);
  if (nodeNames.length === 0) {
    return [];
  }

  const checkForCycles = createDependencyVisitor(this.outgoingEdges, false, []);
  nodeNames.forEach((name) => checkForCycles(name));

  const order: string[] = [];
  const visit = createDependencyVisitor(this.outgoingEdges, leavesOnly, order);
  nodeNames
    .filter((name) => (this.incomingEdges[name]?.length ?? 0) === 0)
    .forEach((name) => visit(name));
  return order;
}

// spec: orm-54
/** Turns tagged-template parts into a dedented SQL query with driver-specific placeholders. */
export function buildTemplateQuery({
  driver,
  strings,
  expressions,
}: {
  driver: { createParameter(name: string, index: number): string };
  strings: readonly string[];
  expressions: readonly unknown[];
}): { query: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const addParameter = (value: unknown): string => {
    const placeholder = driver.createParameter(`param_${parameters.length + 1}`, parameters.length);
    parameters.push(value);
    return placeholder;
  };

  let query = '';
  expressions.forEach((expression, index) => {
    query += strings[index];

    if (expression === null) {
      query += 'NULL';
      return;
    }
    if (typeof expression !== 'function') {
      query += addParameter(expression);
      return;
    }

    const result: unknown = expression();
    if (typeof result === 'string') {
      query += result;
    } else if (Array.isArray(result)) {
      if (result.length === 0) {
        throw new Error(
          `Expression ${index} in this sql tagged template is a function which returned an empty array. Empty arrays cannot safely be expanded into parameter lists.`,
        );
      }
      query += result.map(addParameter).join(', ');
    } else {
      throw new Error(
        `Expression ${index} in this sql tagged template is a function which returned a value of type "${typeof result}". Only array and string types are supported as function return values in sql tagged template expressions.`,
      );
    }
  });
  query += strings[strings.length - 1];

  return { query: dedentText(query), parameters };
}

/** Removes the indentation shared by all non-blank lines after the first, then trims. */
function dedentText(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => (/^[ \t]*/.exec(line) as RegExpExecArray)[0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  const stripIndent = new RegExp(`^[ \\t]{0,${common}}`);
  return lines
    .map((line, index) => (index === 0 ? line : line.replace(stripIndent, '')))
    .join('\n')
    .trim();
}

// spec: orm-55
/** Encodes bytes as lowercase hex, preferring a native `toHex` when the runtime has one. */
export function bytesToHex(bytes: Uint8Array): string {
  const nativeToHex = (bytes as Uint8Array & { toHex?: () => string }).toHex;
  if (typeof nativeToHex === 'function') {
    return nativeToHex.call(bytes);
  }
  let hex = '';
  for (const byte of bytes) {
    hex += BYTE_TO_HEX[byte];
  }
  return hex;
}

const BYTE_TO_HEX: readonly string[] = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

// spec: orm-56
/** Parses "type://user:pass@host:port/database?query" into connection settings. */
export function parseDatabaseUrl(url: string): {
  type: string;
  host: string;
  username: string;
  password: string;
  port: number | undefined;
  database: string | undefined;
} {
  const type = url.split(':')[0];
  const afterScheme = url.substring(url.indexOf('//') + 2);

  const slashIndex = afterScheme.indexOf('/');
  const base = slashIndex === -1 ? afterScheme : afterScheme.slice(0, slashIndex);
  const rest = slashIndex === -1 ? undefined : afterScheme.slice(slashIndex + 1);
  const database = rest?.split('?')[0] || undefined;

  const atIndex = base.lastIndexOf('@');
  const credentials = atIndex === -1 ? '' : base.slice(0, atIndex);
  const hostAndPort = atIndex === -1 ? base : base.slice(atIndex + 1);

  const colonIndex = credentials.indexOf(':');
  const username = colonIndex === -1 ? credentials : credentials.slice(0, colonIndex);
  const password = colonIndex === -1 ? '' : credentials.slice(colonIndex + 1);

  const [host, port] = hostAndPort.split(':');

  return {
    type,
    host,
    username: decodeURIComponent(username),
    password: decodeURIComponent(password),
    port: port ? parseInt(port, 10) : undefined,
    database,
  };
}

// spec: orm-57
/** Joins alias parts and shortens the result (abbreviation or SHA-1) past the driver's limit. */
export function buildBoundedAlias(
  driver: { maxAliasLength?: number },
  options: { joiner?: string; shorten?: boolean } | undefined,
  ...parts: string[]
): string {
  const joiner = options?.joiner ?? '_';
  const alias = parts.length === 1 ? parts[0] : parts.join(joiner);
  const maxLength = driver.maxAliasLength;

  if (maxLength && maxLength > 0 && alias.length > maxLength) {
    if (options?.shorten === true) {
      const abbreviated = abbreviateIdentifier(alias);
      if (abbreviated.length < maxLength) {
        return abbreviated;
      }
    }
    return createHash('sha1').update(alias).digest('hex').slice(0, maxLength);
  }
  return alias;
}

// spec: orm-58
/** Generates a stable "IDX_<hash>" index name from table, sorted columns and an optional condition. */
export function generateIndexName(
  this: { sha1Hex(input: string): string },
  table: string | { name: string },
  columnNames: readonly string[],
  where?: string,
): string {
  const sortedColumns = [...columnNames].sort();
  const fullName = typeof table === 'string' ? table : table.name;
  const tableName = (fullName.split('.').pop() as string).replace('.', '_');

  let key = `${tableName}_${sortedColumns.join('_')}`;
  if (where) {
    key += `_${where}`;
  }
  return `IDX_${this.sha1Hex(key).substring(0, 26)}`;
}

// spec: orm-59
/** Throws when two migrations share a name. */
export function assertUniqueMigrationNames(migrations: ReadonlyArray<{ name: string }>): void {
  const names = migrations.map((migration) => migration.name);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const duplicates = repeated.filter((name, index) => repeated.indexOf(name) === index);
  if (duplicates.length > 0) {
    throw new Error(`Duplicate migrations: ${duplicates.join(', ')}`);
  }
}

// spec: orm-60
/** Picks the join type for loading a relation: inner only when no parent row could be lost. */
export function chooseRelationJoinType(
  relation: {
    isNullable: boolean;
    ownsJoinColumn: boolean;
    target: { softDeleteColumn?: unknown };
  },
  includeSoftDeleted: boolean,
  parentJoinType: 'inner' | 'left' = 'inner',
): 'inner' | 'left' {
  if (parentJoinType === 'left') {
    return 'left';
  }
  if (!relation.isNullable && relation.ownsJoinColumn) {
    if (!relation.target.softDeleteColumn || includeSoftDeleted) {
      return 'inner';
    }
  }
  return 'left';
}
