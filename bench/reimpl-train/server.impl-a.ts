import { AssertionError } from 'node:assert';
import { Buffer } from 'node:buffer';
import * as crypto from 'node:crypto';
import { createReadStream, statSync, type Stats } from 'node:fs';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import * as path from 'node:path';
import type { Duplex } from 'node:stream';
import { format } from 'node:util';

// spec: server-01
/**
 * Recursively merges `overrides` on top of `defaults` without mutating either input.
 * Arrays, primitives and null in `overrides` replace the default outright.
 */
export function mergeWithDefaults(defaults: unknown, overrides: unknown): unknown {
  if (overrides === undefined) {
    return defaults;
  }
  if (!isMergeableRecord(defaults) || !isMergeableRecord(overrides)) {
    return overrides;
  }
  const merged: Record<string, unknown> = { ...defaults, ...overrides };
  for (const key of Object.keys(overrides)) {
    if (Object.prototype.propertyIsEnumerable.call(defaults, key)) {
      merged[key] = mergeWithDefaults(defaults[key], overrides[key]);
    }
  }
  return merged;
}

function isMergeableRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// spec: server-02
/**
 * Removes a naming prefix from a (possibly scoped) package-style name.
 * The prefix is used as raw regular-expression source.
 */
export function shortenPackageName(fullName: string, prefix: string): string {
  if (fullName.startsWith('@')) {
    const bareScope = new RegExp(`^(@[^/]+)/${prefix}$`);
    const scopeOnly = bareScope.exec(fullName);
    if (scopeOnly) {
      return scopeOnly[1] ?? fullName;
    }
    const scopedWithRest = new RegExp(`^(@[^/]+)/${prefix}-(.+)$`).exec(fullName);
    if (scopedWithRest) {
      return `${scopedWithRest[1]}/${scopedWithRest[2]}`;
    }
    return fullName;
  }
  const unscopedPrefix = new RegExp(`^${prefix}-`);
  return unscopedPrefix.test(fullName) ? fullName.replace(unscopedPrefix, '') : fullName;
}

// spec: server-03
/** Converts a numeric or textual rule severity into its word form. */
export function severityToWord(severity: unknown): 'error' | 'warn' | 'off' {
  if (severity === 2 || severity === '2' || severity === 'error') {
    return 'error';
  }
  if (severity === 1 || severity === '1' || severity === 'warn') {
    return 'warn';
  }
  if (severity === 0 || severity === '0' || severity === 'off') {
    return 'off';
  }
  throw new Error(`Invalid severity value: ${String(severity)}`);
}

// spec: server-04
/** Counts user-perceived characters (grapheme clusters) in a string. */
export function countGraphemes(text: string): number {
  if (/^[\u0000-\u007f]*$/u.test(text)) {
    return text.length;
  }
  graphemeSegmenter ??= new Intl.Segmenter('en-US');
  let count = 0;
  const segments = graphemeSegmenter.segment(text)[Symbol.iterator]();
  while (!segments.next().done) {
    count += 1;
  }
  return count;
}

let graphemeSegmenter: Intl.Segmenter | undefined;

// spec: server-05
/** Renders rows of string cells as aligned text columns. */
export function renderAlignedTable(
  rows: readonly (readonly string[])[],
  options: { align: readonly string[]; stringLength: (text: string) => number },
): string {
  const measured = rows.map((row) => row.map((cell) => options.stringLength(cell)));
  const columnWidths: number[] = [];
  for (const rowWidths of measured) {
    rowWidths.forEach((width, column) => {
      const current = columnWidths[column] ?? 0;
      columnWidths[column] = width > current ? width : current;
    });
  }
  return rows
    .map((row, rowIndex) =>
      row
        .map((cell, column) => {
          const difference = (columnWidths[column] ?? 0) - (measured[rowIndex]?.[column] ?? 0);
          const padding = ' '.repeat(Number.isNaN(difference) ? 0 : Math.max(0, difference));
          return options.align[column] === 'r' ? padding + cell : cell + padding;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

// spec: server-06
/** Replaces `{{ name }}` placeholders with values from `data`, leaving unknown names untouched. */
export function fillPlaceholders(text: string, data?: Record<string, unknown> | null): string {
  if (!data || !text.includes('{{')) {
    return text;
  }
  return text.replace(placeholderPattern, (whole: string, rawName: string) => {
    const name = rawName.trim();
    return name in data ? String(data[name]) : whole;
  });
}

const placeholderPattern = /\{\{([^{}]+)\}\}/gu;

// spec: server-07
/** Number of entries the rule timing report should list, driven by `TIMING`. */
export function timingReportSize(): number {
  const minimum = 10;
  const setting = process.env['TIMING'];
  if (typeof setting !== 'string') {
    return minimum;
  }
  if (setting.toLowerCase() === 'all') {
    return Number.POSITIVE_INFINITY;
  }
  const requested = Number.parseInt(setting, 10);
  return requested > minimum ? requested : minimum;
}

// spec: server-08
/** Index of the first token starting at or after `location`, or `tokens.length` if none. */
export function firstTokenIndexFrom(
  tokens: readonly { range: readonly [number, number] }[],
  location: number,
): number {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const start = tokens[middle]?.range[0] ?? Number.POSITIVE_INFINITY;
    if (location <= start) {
      if (middle === low) {
        return middle;
      }
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return tokens.length;
}

// spec: server-09
/** Strips a leading byte order mark from a string or UTF-8 byte array. */
export function stripByteOrderMark<T extends string | Uint8Array>(input: T): T {
  if (!hasByteOrderMark(input)) {
    return input;
  }
  return (typeof input === 'string' ? input.slice(1) : input.slice(3)) as T;
}

function hasByteOrderMark(input: string | Uint8Array): boolean {
  if (typeof input === 'string') {
    return input.charCodeAt(0) === 0xfeff;
  }
  return input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
}

// spec: server-10
/** Tallies errors, warnings and fixable problems among one file's lint messages. */
export function tallyProblems(
  messages: readonly { fatal?: boolean; severity?: number; fix?: unknown }[],
): ProblemCounts {
  const counts: ProblemCounts = {
    errorCount: 0,
    fatalErrorCount: 0,
    warningCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
  };
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index];
    if (!message) {
      continue;
    }
    if (message.fatal || message.severity === 2) {
      counts.errorCount += 1;
      if (message.fatal) {
        counts.fatalErrorCount += 1;
      }
      if (message.fix) {
        counts.fixableErrorCount += 1;
      }
    } else {
      counts.warningCount += 1;
      if (message.fix) {
        counts.fixableWarningCount += 1;
      }
    }
  }
  return counts;
}

export interface ProblemCounts {
  errorCount: number;
  fatalErrorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
}

// spec: server-11
/** Merges programmatic feature flags with those listed in `ESLINT_FLAGS`. */
export function combineFeatureFlags(flags: string[]): string[] {
  const fromEnvironment = process.env['ESLINT_FLAGS'];
  if (!fromEnvironment) {
    return flags;
  }
  const environmentFlags = fromEnvironment.trim().split(/\s*,\s*/u);
  return [...new Set([...environmentFlags, ...flags])];
}

// spec: server-12
/** Explains why a feature flag is no longer active. */
export function describeInactiveFlag({ replacedBy }: { replacedBy?: string | null }): string {
  if (replacedBy === undefined) {
    return 'This feature has been abandoned.';
  }
  if (typeof replacedBy === 'string') {
    return `This flag has been renamed '${replacedBy}' to reflect its stabilization. Please use '${replacedBy}' instead.`;
  }
  return 'This feature is now enabled by default.';
}

// spec: server-13
/** Converts a heading into an anchor-friendly slug. */
export function toAnchorSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/gu, '-')
    .replace(/[^-\w]/gu, '')
    .replace(/-{2,}/gu, '-');
}

// spec: server-14
/** Lower-case name of a value's kind, based on its built-in string tag. */
export function describeKind(value: unknown): string {
  if (value === undefined) {
    return 'undefined';
  }
  if (value === null) {
    return 'null';
  }
  if (Buffer.isBuffer(value)) {
    return 'buffer';
  }
  if (Object.getPrototypeOf(value) === null) {
    return 'null-prototype';
  }
  const tag = Object.prototype.toString.call(value);
  return tag.slice(tag.lastIndexOf(' ') + 1, -1).toLowerCase();
}

// spec: server-15
/** Coarse kind label: primitives by typeof, plus string wrappers, errors and arrays. */
export function coarseKind(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  const kind = typeof value;
  if (kind !== 'object') {
    return kind;
  }
  if (value instanceof String) {
    return 'string';
  }
  if (value instanceof Error) {
    return 'error';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  return 'object';
}

// spec: server-16
/** Normalizes an optional argument (single value, iterable or array-like) into an array. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined) {
    return [];
  }
  if (value !== null && typeof value === 'object') {
    const candidate = value as { [Symbol.iterator]?: unknown; length?: unknown };
    if (typeof candidate[Symbol.iterator] === 'function' || candidate.length !== undefined) {
      return Array.from(value as Iterable<unknown> | ArrayLike<unknown>);
    }
  }
  return [value];
}

// spec: server-17
/** Replaces back-references in an object graph with "[Circular]", mutating it in place. */
export function breakCycles<T>(root: T): T {
  const onPath = new Set<unknown>();
  const visit = (value: unknown): unknown => {
    if (value && typeof value !== 'object') {
      return value;
    }
    if (onPath.has(value)) {
      return '[Circular]';
    }
    onPath.add(value);
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const descriptor = Object.getOwnPropertyDescriptor(record, key);
      if (descriptor?.writable) {
        record[key] = visit(record[key]);
      }
    }
    onPath.delete(value);
    return value;
  };
  return visit(root) as T;
}

// spec: server-18
/** Extracts the file, line and column of the first relevant frame in a stack trace. */
export function locateStackFrame(stack?: string | null): { file?: string; line?: string; col?: string } {
  if (!stack) {
    return {};
  }
  const match =
    /^\s*at Context.*?\(([^()]+):(\d+):(\d+)\)/mu.exec(stack) ??
    /^\s*at.*?\(([^()]+):(\d+):(\d+)\)/mu.exec(stack);
  if (!match) {
    return {};
  }
  const [, file, line, col] = match;
  return { file, line, col };
}

// spec: server-19
/** Escapes a value for use as a property inside a CI workflow command annotation. */
export function escapeAnnotationProperty(value: unknown): string {
  return String(value)
    .replace(/%/gu, '%25')
    .replace(/\r/gu, '%0D')
    .replace(/\n/gu, '%0A')
    .replace(/:/gu, '%3A')
    .replace(/,/gu, '%2C');
}

// spec: server-20
/** Builds the text of one XML element with escaped attributes and optional content. */
export function buildXmlElement(
  name: string,
  attributes: Record<string, unknown>,
  selfClosing: boolean,
  content?: string,
): string {
  const pairs = Object.keys(attributes).map((key) => `${key}="${escapeXmlValue(attributes[key])}"`);
  const terminator = selfClosing ? '/>' : '>';
  let element = `<${name}${pairs.length > 0 ? ` ${pairs.join(' ')}` : ''}${terminator}`;
  if (content) {
    element += `${content}</${name}${terminator}`;
  }
  return element;
}

function escapeXmlValue(value: unknown): string {
  const withoutColors = String(value).replace(/\u001b\[[0-9;]*[A-Za-z]/gu, '');
  return dropInvalidXmlCharacters(withoutColors).replace(/[&<>"']/gu, (character) => {
    switch (character) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

// spec: server-21
/** Drops control characters that XML 1.0 does not allow, keeping tab, LF and CR. */
export function dropInvalidXmlCharacters(text: string): string {
  let kept = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 9 || code === 10 || code === 13 || code >= 32) {
      kept += text.charAt(index);
    }
  }
  return kept;
}

// spec: server-22
/** Converts one parsed option back into command-line argument strings. */
export function optionToArguments(name: string, value: unknown): string[] {
  if (value === false) {
    return [`--no-${name}`];
  }
  if (value === true) {
    return [`--${name}`];
  }
  if (value === null || value === undefined) {
    return [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown) => optionToArguments(name, item));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => optionToArguments(`${name}.${key}`, nested));
  }
  return [`--${name}=${String(value)}`];
}

// spec: server-23
/** Returns the global names that are not allowed and therefore count as leaks. */
export function findLeakedGlobals(allowed: readonly string[], present: readonly string[]): string[] {
  const inBrowser = Boolean((globalThis as { navigator?: unknown }).navigator);
  const isAllowed = (name: string): boolean =>
    allowed.some((entry) => {
      const wildcard = entry.indexOf('*');
      return wildcard === -1 ? entry === name : name.startsWith(entry.slice(0, wildcard));
    });
  return present.filter((name) => {
    if (/^\d/u.test(name)) {
      return false;
    }
    if (inBrowser && (name.startsWith('getInterface') || name === 'onerror')) {
      return false;
    }
    if (name.startsWith('mocha-')) {
      return false;
    }
    return !isAllowed(name);
  });
}

// spec: server-24
/** Copies own enumerable properties of every source onto `target`, left to right. */
export function extendObject<T extends object>(target: T, ...sources: unknown[]): T {
  const destination = target as Record<string, unknown>;
  for (const source of sources) {
    const record = source as Record<string, unknown>;
    for (const key in record) {
      if (Object.prototype.hasOwnProperty.call(record, key)) {
        destination[key] = record[key];
      }
    }
  }
  return target;
}

// spec: server-25
/** Whether a template value counts as empty for conditional helpers (zero is not empty). */
export function isEmptyTemplateValue(value: unknown): boolean {
  if (!value && value !== 0) {
    return true;
  }
  return Array.isArray(value) && value.length === 0;
}

// spec: server-26
/** Maps a level name or numeric string to its index; non-strings are returned as is. */
export function levelToIndex(level: unknown): unknown {
  if (typeof level !== 'string') {
    return level;
  }
  const index = consoleMethodNames.indexOf(level.toLowerCase() as ConsoleMethodName);
  return index >= 0 ? index : Number.parseInt(level, 10);
}

const consoleMethodNames = ['debug', 'info', 'warn', 'error'] as const;
type ConsoleMethodName = (typeof consoleMethodNames)[number];

// spec: server-27
/** Logs the messages via the console when `level` reaches the logger's threshold. */
export function logAtLevel(
  this: { level?: string | number },
  level: string | number,
  ...messages: unknown[]
): void {
  if (typeof console === 'undefined') {
    return;
  }
  const threshold = levelToIndex(this.level ?? 'info') as number;
  const messageLevel = levelToIndex(level) as number;
  if (threshold > messageLevel) {
    return;
  }
  const methodName = consoleMethodNames[messageLevel];
  const method = methodName ? console[methodName] : undefined;
  const write = typeof method === 'function' ? method : console.log;
  write.apply(console, messages);
}

// spec: server-28
/** Builds a PathExpression node, validating navigation segments (`..`, `.`, `this`). */
export function buildPathExpression(
  this: { toLocation(raw: unknown): unknown },
  isDataPath: boolean,
  segments: readonly PathSegmentRecord[],
  rawLocation: unknown,
): PathExpressionNode {
  const loc = this.toLocation(rawLocation);
  let original = isDataPath ? '@' : '';
  const parts: string[] = [];
  let depth = 0;
  for (const segment of segments) {
    const { part } = segment;
    const isLiteral = segment.original !== part;
    original += (segment.separator ?? '') + part;
    const isNavigation = !isLiteral && (part === '..' || part === '.' || part === 'this');
    if (isNavigation) {
      if (parts.length > 0) {
        throw new TemplateSyntaxError(`Invalid path: ${original}`, loc);
      }
      if (part === '..') {
        depth += 1;
      }
    } else {
      parts.push(part);
    }
  }
  return { type: 'PathExpression', data: isDataPath, depth, parts, original, loc };
}

export interface PathSegmentRecord {
  part: string;
  original: string;
  separator?: string;
}

export interface PathExpressionNode {
  type: 'PathExpression';
  data: boolean;
  depth: number;
  parts: string[];
  original: string;
  loc: unknown;
}

export class TemplateSyntaxError extends Error {
  constructor(
    message: string,
    readonly loc: unknown,
  ) {
    super(message);
    this.name = 'TemplateSyntaxError';
  }
}

// spec: server-29
/** Strips trailing whitespace from the content node left of `position`; returns whether it changed. */
export function stripWhitespaceBefore(
  nodes: TemplateNode[],
  position: number | null | undefined,
  multiple: boolean,
): boolean | undefined {
  const target = position === null || position === undefined ? nodes[nodes.length - 1] : nodes[position - 1];
  if (!target || target.type !== 'ContentStatement' || (!multiple && target.leftStripped)) {
    return undefined;
  }
  const before = target.value ?? '';
  target.value = before.replace(multiple ? /\s+$/u : /[ \t]+$/u, '');
  target.leftStripped = target.value !== before;
  return target.leftStripped;
}

export interface TemplateNode {
  type: string;
  value?: string;
  original?: string;
  leftStripped?: boolean;
}

// spec: server-30
/** Whether the node after `position` is content beginning with a line break (standalone detection). */
export function nextStartsWithLineBreak(
  nodes: readonly TemplateNode[],
  position: number | undefined,
  isRoot: boolean,
): boolean | undefined {
  const index = position === undefined ? -1 : position;
  const next = nodes[index + 1];
  const afterNext = nodes[index + 2];
  if (!next) {
    return isRoot;
  }
  if (next.type !== 'ContentStatement') {
    return undefined;
  }
  const pattern = afterNext || !isRoot ? /^\s*?\r?\n/u : /^\s*?(?:\r?\n|$)/u;
  return pattern.test(next.original ?? '');
}

// spec: server-31
/** Builds a Program node, synthesizing a location from the first and last statements if needed. */
export function buildProgramNode<S extends { loc?: SourceLocation }>(
  statements: S[],
  location?: SourceLocation,
): { type: 'Program'; body: S[]; strip: Record<string, never>; loc: SourceLocation | undefined } {
  let loc = location;
  if (!loc && statements.length > 0) {
    const firstLoc = statements[0]?.loc;
    const lastLoc = statements[statements.length - 1]?.loc;
    if (firstLoc && lastLoc) {
      loc = {
        source: firstLoc.source,
        start: { line: firstLoc.start.line, column: firstLoc.start.column },
        end: { line: lastLoc.end.line, column: lastLoc.end.column },
      };
    }
  }
  return { type: 'Program', body: statements, strip: {}, loc };
}

export interface SourcePosition {
  line: number;
  column: number;
}

export interface SourceLocation {
  source?: string;
  start: SourcePosition;
  end: SourcePosition;
}

// spec: server-32
/** Closes an iterator early, swallowing any error so the caller's original error survives. */
export function closeIteratorQuietly(iterator: Iterator<unknown>): void {
  try {
    const close = iterator.return;
    if (typeof close === 'function') {
      close.call(iterator);
    }
  } catch {
    // Intentionally ignored: the caller is about to rethrow the error that matters.
  }
}

// spec: server-33
/** Builds whitelists that govern access to inherited properties and methods of template data. */
export function buildPrototypeAccessRules(options: PrototypeAccessOptions): {
  properties: AccessRule;
  methods: AccessRule;
} {
  const propertyWhitelist = createNullRecord({ __proto__: false }, options.allowedPrototypeProperties);
  const methodWhitelist = createNullRecord(
    {
      constructor: false,
      __defineGetter__: false,
      __defineSetter__: false,
      __lookupGetter__: false,
      __lookupSetter__: false,
    },
    options.allowedPrototypeMethods,
  );
  return {
    properties: { whitelist: propertyWhitelist, defaultValue: options.allowPrototypePropertiesByDefault },
    methods: { whitelist: methodWhitelist, defaultValue: options.allowPrototypeMethodsByDefault },
  };
}

export interface PrototypeAccessOptions {
  allowedPrototypeProperties?: Record<string, boolean>;
  allowedPrototypeMethods?: Record<string, boolean>;
  allowPrototypePropertiesByDefault?: boolean;
  allowPrototypeMethodsByDefault?: boolean;
}

interface AccessRule {
  whitelist: Record<string, boolean>;
  defaultValue: boolean | undefined;
}

function createNullRecord(
  ...layers: (Record<string, boolean> | undefined)[]
): Record<string, boolean> {
  const record = Object.create(null) as Record<string, boolean>;
  for (const layer of layers) {
    if (!layer) {
      continue;
    }
    for (const key of Object.keys(layer)) {
      record[key] = layer[key] as boolean;
    }
  }
  return record;
}

// spec: server-34
/** Parses one Accept-style entry such as "text/html;q=0.8;level=1". */
export function parseAcceptEntry(entry: string): {
  value: string;
  quality: number;
  params: Record<string, string>;
} {
  const firstSemicolon = entry.indexOf(';');
  const value = (firstSemicolon === -1 ? entry : entry.slice(0, firstSemicolon)).trim();
  let quality = 1;
  const params: Record<string, string> = {};
  if (firstSemicolon === -1) {
    return { value, quality, params };
  }
  let index = firstSemicolon;
  while (index < entry.length) {
    const equals = entry.indexOf('=', index);
    if (equals === -1) {
      break;
    }
    let semicolon = entry.indexOf(';', index);
    if (semicolon === -1) {
      semicolon = entry.length;
    }
    if (equals > semicolon) {
      index = entry.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    const key = entry.slice(index, equals).trim();
    const parameterValue = entry.slice(equals + 1, semicolon).trim();
    if (key === 'q') {
      quality = Number.parseFloat(parameterValue);
    } else {
      params[key] = parameterValue;
    }
    index = semicolon + 1;
  }
  return { value, quality, params };
}

// spec: server-35
/** JSON serialization with optional indentation and optional HTML-safe escaping. */
export function toJsonText(
  value: unknown,
  replacer?: JsonReplacer | null,
  spaces?: string | number,
  escapeHtml?: boolean,
): string | undefined {
  const json: string | undefined =
    replacer || spaces
      ? JSON.stringify(value, replacer as Parameters<typeof JSON.stringify>[1], spaces)
      : JSON.stringify(value);
  if (escapeHtml && typeof json === 'string') {
    return json.replace(/[<>&]/gu, (character) => {
      switch (character) {
        case '<':
          return '\\u003c';
        case '>':
          return '\\u003e';
        default:
          return '\\u0026';
      }
    });
  }
  return json;
}

type JsonReplacer = ((this: unknown, key: string, value: unknown) => unknown) | (string | number)[];

// spec: server-36
/** Appends relation links to the response's Link field. */
export function appendLinkField<R>(response: FieldAccessor<R>, links: Record<string, string | string[]>): R {
  let existing = String(response.get('Link') ?? '');
  if (existing) {
    existing += ', ';
  }
  const formatted = Object.keys(links)
    .map((relation) => {
      const target = links[relation] ?? [];
      const urls = Array.isArray(target) ? target : [target];
      return urls.map((url) => `<${url}>; rel="${relation}"`).join(', ');
    })
    .join(', ');
  return response.set('Link', existing + formatted);
}

export interface FieldAccessor<R> {
  get(field: string): string | string[] | number | undefined;
  set(field: string, value: string | string[]): R;
}

// spec: server-37
/** Compiles a proxy-trust setting into a predicate of (address, hop index). */
export function compileProxyTrust(
  setting: TrustPredicate | boolean | number | string | readonly string[] | undefined | null,
): TrustPredicate {
  if (typeof setting === 'function') {
    return setting;
  }
  if (setting === true) {
    return () => true;
  }
  if (typeof setting === 'number') {
    return (_address, hop) => hop < setting;
  }
  const list = typeof setting === 'string' ? setting.split(',').map((piece) => piece.trim()) : setting;
  return compileTrustedAddresses(list || []);
}

export type TrustPredicate = (address: string, hop: number) => boolean;

interface ParsedAddress {
  family: 4 | 6;
  value: bigint;
}

interface Subnet extends ParsedAddress {
  mask: bigint;
}

const trustPresets: Record<string, string[]> = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function compileTrustedAddresses(entries: readonly string[]): TrustPredicate {
  const subnets = entries.flatMap((entry) => trustPresets[entry] ?? [entry]).map(parseSubnet);
  return (address) => {
    const parsed = parseAddress(address);
    if (!parsed) {
      return false;
    }
    const mappedV4 =
      parsed.family === 6 && parsed.value >> 32n === 0xffffn
        ? { family: 4 as const, value: parsed.value & 0xffffffffn }
        : undefined;
    return subnets.some((subnet) => {
      const candidate = subnet.family === parsed.family ? parsed : mappedV4;
      return candidate?.family === subnet.family && (candidate.value & subnet.mask) === subnet.value;
    });
  };
}

function parseSubnet(entry: string): Subnet {
  const [addressText = '', prefixText] = entry.split('/');
  const address = parseAddress(addressText.trim());
  if (!address) {
    throw new TypeError(`invalid IP address: ${addressText}`);
  }
  const bits = address.family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) {
    throw new TypeError(`invalid range on address: ${entry}`);
  }
  const all = (1n << BigInt(bits)) - 1n;
  const mask = all ^ ((1n << BigInt(bits - prefix)) - 1n);
  return { family: address.family, value: address.value & mask, mask };
}

function parseAddress(text: string): ParsedAddress | undefined {
  const family = isIP(text);
  if (family === 4) {
    return { family: 4, value: text.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(octet), 0n) };
  }
  if (family === 6) {
    return { family: 6, value: ipv6ToBigInt(text) };
  }
  return undefined;
}

function ipv6ToBigInt(text: string): bigint {
  let address = text.split('%')[0] ?? text;
  const embeddedV4 = /(\d+\.\d+\.\d+\.\d+)$/u.exec(address)?.[1];
  if (embeddedV4) {
    const v4 = parseAddress(embeddedV4)?.value ?? 0n;
    address = `${address.slice(0, -embeddedV4.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const filler = tail === undefined ? [] : new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...filler, ...tailGroups].reduce((acc, group) => (acc << 16n) | BigInt(`0x${group}`), 0n);
}

// spec: server-38
/** Adds a value to a response field, keeping whatever is already set there. */
export function appendFieldValue<R>(response: FieldAccessor<R>, field: string, value: string | string[]): R {
  const existing = response.get(field);
  let combined: string | string[] = value;
  if (existing) {
    if (Array.isArray(existing)) {
      combined = existing.concat(value);
    } else if (Array.isArray(value)) {
      combined = [String(existing), ...value];
    } else {
      combined = [String(existing), value];
    }
  }
  return response.set(field, combined);
}

// spec: server-39
/** Reads a request field by name; "referer" and "referrer" are interchangeable. */
export function readRequestField(
  request: { headers: Record<string, string | string[] | undefined> },
  name: unknown,
): string | string[] | undefined {
  if (!name) {
    throw new TypeError('name argument is required to req.get');
  }
  if (typeof name !== 'string') {
    throw new TypeError('name must be a string to req.get');
  }
  const key = name.toLowerCase();
  if (key === 'referer' || key === 'referrer') {
    return request.headers['referrer'] || request.headers['referer'];
  }
  return request.headers[key];
}

// spec: server-40
/** Host name without port, keeping brackets of IPv6 literals. */
export function hostnameFromHostValue(host: string | undefined | null): string | undefined {
  if (!host) {
    return undefined;
  }
  const searchFrom = host.startsWith('[') ? host.indexOf(']') + 1 : 0;
  const colon = host.indexOf(':', searchFrom);
  return colon === -1 ? host : host.slice(0, colon);
}

// spec: server-41
/** Finds a view's template file in one directory, falling back to "<name>/index<ext>". */
export function findViewFile(this: { extension: string }, directory: string, fileName: string): string | undefined {
  const direct = path.join(directory, fileName);
  if (statIfExists(direct)?.isFile()) {
    return direct;
  }
  const indexFile = path.join(directory, path.basename(fileName, this.extension), `index${this.extension}`);
  if (statIfExists(indexFile)?.isFile()) {
    return indexFile;
  }
  return undefined;
}

function statIfExists(filePath: string): Stats | undefined {
  try {
    return statSync(filePath);
  } catch {
    return undefined;
  }
}

// spec: server-42
/** Copies the listed keys into a new object, skipping null and undefined values. */
export function pickDefined<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return keys.reduce<Partial<Pick<T, K>>>((picked, key) => {
    const value = source[key];
    if (value != null) {
      picked[key] = value;
    }
    return picked;
  }, {});
}

// spec: server-43
/** Serializes a flat object into a query string, repeating keys for array values. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    const isScalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    search.append(key, isScalar ? String(value) : '');
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      value.forEach((item: unknown) => add(key, item));
    } else {
      add(key, value);
    }
  }
  return search.toString();
}

// spec: server-44
/** Parses a query string into an object; repeated keys yield arrays. */
export function parseQueryString(query: string): Record<string, string | string[]> {
  const search = new URLSearchParams(query);
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    Object.defineProperty(result, key, {
      value: values.length === 1 ? values[0] : values,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return result;
}

// spec: server-45
/** Duck-typed check for HTTP errors created by any copy of the HTTP error library. */
export function looksLikeHttpError(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || !(value instanceof Error)) {
    return false;
  }
  const candidate = value as Error & { expose?: unknown; status?: unknown; statusCode?: unknown };
  if (typeof candidate.expose !== 'boolean' || typeof candidate.statusCode !== 'number') {
    return false;
  }
  return candidate.status === candidate.statusCode;
}

// spec: server-46
/** Default application error handler: logs unexpected, non-exposed errors to stderr. */
export function reportApplicationError(this: { silent?: boolean }, error: unknown): void {
  const isGenuineError = Object.prototype.toString.call(error) === '[object Error]' || error instanceof Error;
  if (!isGenuineError) {
    throw new TypeError(format('non-error thrown: %j', error));
  }
  const failure = error as Error & { status?: number; expose?: boolean };
  if (failure.status === 404 || failure.expose || this.silent) {
    return;
  }
  const text = failure.stack || String(failure);
  const indented = text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  console.error(`\n${indented}\n`);
}

// spec: server-47
/** Validates a response field pair; single-valued fields may not carry several values. */
export function prepareResponseField(name: string, value: unknown): [string, unknown] {
  const lowerName = name.toLowerCase();
  const singleValued = lowerName === 'content-type' || lowerName === 'content-length';
  if (singleValued && Array.isArray(value)) {
    if (value.length !== 1) {
      throw new AssertionError({ message: `${name} must contain exactly one value` });
    }
    return [name, value[0]];
  }
  return [name, value];
}

// spec: server-48
/** Concatenates buffers into one, trimming the result if fewer bytes arrived than announced. */
export function joinBuffers(chunks: readonly Buffer[], totalLength: number): Buffer {
  if (chunks.length === 0) {
    return emptyBuffer;
  }
  if (chunks.length === 1) {
    return chunks[0] as Buffer;
  }
  const joined = Buffer.allocUnsafe(totalLength);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  if (offset < totalLength) {
    return Buffer.from(joined.buffer, joined.byteOffset, offset);
  }
  return joined;
}

const emptyBuffer = Buffer.alloc(0);

// spec: server-49
/** XOR-masks `length` bytes of `source` into `output` starting at `offset`. */
export function applyMask(
  source: Uint8Array,
  mask: Uint8Array,
  output: Uint8Array,
  offset: number,
  length: number,
): void {
  for (let index = 0; index < length; index += 1) {
    output[offset + index] = (source[index] ?? 0) ^ (mask[index & 3] ?? 0);
  }
}

// spec: server-50
/**
 * Converts data to a Buffer; `toBufferView.mayShareMemory` tells whether the
 * result may share memory with the caller's data.
 */
export function toBufferView(data: unknown): Buffer {
  toBufferView.mayShareMemory = true;
  if (Buffer.isBuffer(data)) {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return Buffer.from(data);
  }
  if (ArrayBuffer.isView(data)) {
    return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
  const copied = Buffer.from(data as string);
  toBufferView.mayShareMemory = false;
  return copied;
}

toBufferView.mayShareMemory = true;

// spec: server-51
/** Whether `code` may be sent in a WebSocket close frame. */
export function isSendableCloseCode(code: number): boolean {
  const inStandardRange = code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006;
  return inStandardRange || (code >= 3000 && code <= 4999);
}

// spec: server-52
/** Formats a WebSocket extensions negotiation field value. */
export function formatExtensionsField(extensions: Record<string, ExtensionParams | ExtensionParams[]>): string {
  return Object.keys(extensions)
    .map((extensionName) => {
      const offers = ([] as ExtensionParams[]).concat(extensions[extensionName] ?? []);
      return offers
        .map((params) => {
          const pieces = Object.keys(params).flatMap((key) =>
            ([] as ExtensionParamValue[])
              .concat(params[key] ?? [])
              .map((value) => (value === true ? key : `${key}=${String(value)}`)),
          );
          return [extensionName, ...pieces].join('; ');
        })
        .join(', ');
    })
    .join(', ');
}

type ExtensionParamValue = string | number | boolean;
type ExtensionParams = Record<string, ExtensionParamValue | ExtensionParamValue[]>;

// spec: server-53
/** Rejects a WebSocket upgrade with a raw HTTP/1.1 response and closes the socket. */
export function rejectUpgrade(
  socket: Duplex,
  code: number,
  message?: string,
  extraFields?: Record<string, string | number>,
): void {
  const reason = STATUS_CODES[code];
  const body = message || reason || '';
  const fields: Record<string, string | number> = {
    Connection: 'close',
    'Content-Type': 'text/html',
    'Content-Length': Buffer.byteLength(body),
    ...extraFields,
  };
  socket.once('finish', () => socket.destroy());
  const fieldLines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${code} ${reason}\r\n${fieldLines.join('\r\n')}\r\n\r\n${body}`);
}

// spec: server-54
/** Validates a server's reply to our compression offer and fills in defaults. */
export function acceptDeflateReply(
  this: { options: { clientNoContextTakeover?: boolean; clientMaxWindowBits?: number | boolean } },
  replies: DeflateReplyParams[],
): DeflateReplyParams {
  const params = replies[0];
  if (!params) {
    throw new Error('Missing extension parameters');
  }
  const { clientNoContextTakeover, clientMaxWindowBits } = this.options;
  if (clientNoContextTakeover === false && params.client_no_context_takeover !== undefined) {
    throw new Error('Unexpected parameter "client_no_context_takeover"');
  }
  if (params.client_max_window_bits === undefined) {
    if (typeof clientMaxWindowBits === 'number') {
      params.client_max_window_bits = clientMaxWindowBits;
    }
  } else if (
    clientMaxWindowBits === false ||
    (typeof clientMaxWindowBits === 'number' && clientMaxWindowBits < Number(params.client_max_window_bits))
  ) {
    throw new Error('Unexpected or invalid parameter "client_max_window_bits"');
  }
  return params;
}

export interface DeflateReplyParams {
  client_no_context_takeover?: true;
  client_max_window_bits?: number | true;
  [name: string]: unknown;
}

// spec: server-55
/** Random bytes drawn in slices from a pooled 4096-byte buffer, refilled asynchronously. */
export function pooledRandomBytes(this: RandomPoolState, size?: number): Buffer {
  const byteCount = size || 12;
  const sliceCount = Math.floor(randomPoolSize / byteCount);
  const threshold = Math.floor(0.85 * sliceCount);
  if (byteCount > randomPoolSize || threshold === 0) {
    return crypto.randomBytes(byteCount);
  }
  if (this.sliceIndex === undefined) {
    this.sliceIndex = -1;
  }
  if (this.sliceIndex === sliceCount) {
    this.pool = undefined;
    this.sliceIndex = -1;
  }
  if (this.sliceIndex === -1 || this.sliceIndex > threshold) {
    if (!this.refilling) {
      this.refilling = true;
      crypto.randomBytes(randomPoolSize, (error, bytes) => {
        if (!error) {
          this.pool = bytes;
          this.sliceIndex = 0;
        }
        this.refilling = false;
      });
    }
    if (this.sliceIndex === -1) {
      return crypto.randomBytes(byteCount);
    }
  }
  const pool = this.pool;
  if (!pool) {
    return crypto.randomBytes(byteCount);
  }
  const start = this.sliceIndex * byteCount;
  this.sliceIndex += 1;
  return pool.subarray(start, start + byteCount);
}

export interface RandomPoolState {
  pool?: Buffer | undefined;
  sliceIndex?: number;
  refilling?: boolean;
}

const randomPoolSize = 4096;

// spec: server-56
/** Generates a 20-character URL-safe identifier from a counter and random bytes. */
export function generateUrlSafeId(this: { sequence?: number }): string {
  const bytes = Buffer.alloc(15);
  if (typeof bytes.writeInt32BE !== 'function') {
    const randomPart = (): string => String(Math.abs((Math.random() * Math.random() * Date.now()) | 0));
    return randomPart() + randomPart();
  }
  this.sequence = ((this.sequence ?? 0) + 1) | 0;
  bytes.writeInt32BE(this.sequence, 11);
  if (typeof crypto.randomBytes === 'function') {
    pooledRandomBytes.call(idRandomPool, 12).copy(bytes, 0);
  } else {
    for (const offset of [0, 4, 8]) {
      bytes.writeInt32BE((Math.random() * 0x100000000) | 0, offset);
    }
  }
  return bytes.toString('base64').replace(/\//gu, '_').replace(/\+/gu, '-');
}

const idRandomPool: RandomPoolState = {};

// spec: server-57
/** Reads the namespace and auth payload of a connect packet, per protocol revision. */
export function readConnectPacket(
  connection: { protocol: number },
  packet: { nsp: string; data?: unknown },
): { namespace: string; payload: unknown } {
  if (connection.protocol !== 3) {
    return { namespace: packet.nsp, payload: packet.data };
  }
  const url = new URL(packet.nsp, 'https://namespace.invalid');
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of url.searchParams) {
    query[key] = value;
  }
  return { namespace: url.pathname, payload: query };
}

// spec: server-58
/** Registers an acknowledgement callback, optionally failing it after a timeout. */
export function registerAcknowledgement(
  this: { flags: { timeout?: number }; pendingAcks: Map<number, AckCallback> },
  id: number,
  callback: AckCallback,
): void {
  const timeout = this.flags.timeout;
  if (timeout === undefined) {
    this.pendingAcks.set(id, callback);
    return;
  }
  const timer = setTimeout(() => {
    this.pendingAcks.delete(id);
    callback.call(this, new Error('operation has timed out'));
  }, timeout);
  this.pendingAcks.set(id, (...args: unknown[]) => {
    clearTimeout(timer);
    callback.call(this, null, ...args);
  });
}

type AckCallback = (...args: unknown[]) => void;

// spec: server-59
/** Serves the bundled client script or source map with ETag-based caching. */
export function serveClientBundle(fileName: string, request: IncomingMessage, response: ServerResponse): void {
  const isSourceMap = fileName.endsWith('.map');
  const expectedTag = `"${clientBundleVersion}"`;
  const weakTag = `W/${expectedTag}`;
  const presented = request.headers['if-none-match'];
  if (presented === expectedTag || presented === weakTag) {
    response.writeHead(304);
    response.end();
    return;
  }
  response.setHeader('Cache-Control', 'public, max-age=0');
  response.setHeader(
    'Content-Type',
    isSourceMap ? 'application/json; charset=utf-8' : 'application/javascript; charset=utf-8',
  );
  response.setHeader('ETag', expectedTag);
  sendBundleFile(fileName, request, response);
}

const clientBundleVersion = '4.8.1';
const clientBundleDirectory = path.resolve('client-dist');

function sendBundleFile(fileName: string, request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'HEAD') {
    response.writeHead(200);
    response.end();
    return;
  }
  const stream = createReadStream(path.join(clientBundleDirectory, path.basename(fileName)));
  stream.on('error', () => {
    if (!response.headersSent) {
      response.writeHead(404);
    }
    response.end();
  });
  stream.pipe(response);
}

// spec: server-60
/** Removes one catch-all listener (or all of them when none is given); chainable. */
export function removeCatchAllListener<T extends { catchAllListeners?: AckCallback[] | null }>(
  this: T,
  listener?: AckCallback,
): T {
  const listeners = this.catchAllListeners;
  if (!listeners) {
    return this;
  }
  if (listener) {
    for (let index = 0; index < listeners.length; index += 1) {
      if (listeners[index] === listener) {
        listeners.splice(index, 1);
        break;
      }
    }
  } else {
    this.catchAllListeners = [];
  }
  return this;
}
