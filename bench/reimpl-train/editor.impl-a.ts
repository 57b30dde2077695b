// spec: editor-01
export interface DeltaOperation {
  insert?: unknown;
  retain?: number | Record<string, unknown>;
  delete?: number;
  attributes?: Record<string, unknown>;
}

export function mapPositionThroughDelta(change: { ops: DeltaOperation[] }, position: number): number | null {
  let cursor = 0;
  let mapped = position;
  for (const op of change.ops) {
    if (cursor > mapped) break;
    if (typeof op.delete === 'number') {
      if (op.delete > mapped - cursor) return null;
      mapped -= op.delete;
      continue;
    }
    if (op.retain !== undefined) {
      cursor += typeof op.retain === 'number' ? op.retain : 1;
      continue;
    }
    if (op.insert !== undefined) {
      const insertedLength = typeof op.insert === 'string' ? op.insert.length : 1;
      cursor += insertedLength;
      mapped += insertedLength;
    }
  }
  return mapped;
}

// spec: editor-02
export interface CellContentDelta {
  length(): number;
  ops: unknown[];
}

export interface StoredCell {
  content?: unknown[];
  attributes?: Record<string, unknown>;
}

export function compactCell({
  content,
  attributes,
}: {
  content: CellContentDelta;
  attributes?: Record<string, unknown>;
}): StoredCell | null {
  const stored: StoredCell = {};
  if (content.length() > 0) stored.content = content.ops;
  if (attributes && Object.keys(attributes).length > 0) stored.attributes = attributes;
  return Object.keys(stored).length > 0 ? stored : null;
}

// spec: editor-03
export function remapCellIdentities<T>(
  cells: Record<string, T>,
  changes: { rows: { ops: DeltaOperation[] }; columns: { ops: DeltaOperation[] } },
): Record<string, T> {
  const remapped: Record<string, T> = {};
  for (const [identity, cell] of Object.entries(cells)) {
    const [rowText, columnText] = identity.split(':');
    const row = shiftIndexThroughOps(changes.rows.ops, Number(rowText) - 1);
    const column = shiftIndexThroughOps(changes.columns.ops, Number(columnText) - 1);
    if (row === null || column === null) continue;
    remapped[`${row + 1}:${column + 1}`] = cell;
  }
  return remapped;
}

function shiftIndexThroughOps(ops: DeltaOperation[], index: number): number | null {
  let cursor = 0;
  let shifted = index;
  for (const op of ops) {
    if (cursor > shifted) break;
    if (typeof op.delete === 'number') {
      if (op.delete > shifted - cursor) return null;
      shifted -= op.delete;
    } else if (op.retain !== undefined) {
      cursor += typeof op.retain === 'number' ? op.retain : 1;
    } else if (op.insert !== undefined) {
      const size = typeof op.insert === 'string' ? op.insert.length : 1;
      cursor += size;
      shifted += size;
    }
  }
  return shifted;
}

// spec: editor-04
export function nearestScrollDelta(
  targetStart: number,
  targetEnd: number,
  viewStart: number,
  viewEnd: number,
  paddingStart: number,
  paddingEnd: number,
): number {
  const startsBefore = targetStart < viewStart;
  const endsAfter = targetEnd > viewEnd;
  if (startsBefore && endsAfter) return 0;
  if (startsBefore) return -(viewStart - targetStart + paddingStart);
  if (endsAfter) {
    const targetSize = targetEnd - targetStart;
    const viewSize = viewEnd - viewStart;
    if (targetSize > viewSize) return targetStart + paddingStart - viewStart;
    return targetEnd - viewEnd + paddingEnd;
  }
  return 0;
}

// spec: editor-05
export function combineFormats(
  incoming: Record<string, unknown>,
  accumulated: Record<string, unknown>,
): Record<string, unknown> {
  return Object.keys(accumulated).reduce<Record<string, unknown>>((combined, name) => {
    const nextValue = incoming[name];
    if (nextValue === null || nextValue === undefined) return combined;
    const previousValue = accumulated[name];
    if (previousValue === nextValue) {
      combined[name] = previousValue;
    } else if (Array.isArray(previousValue)) {
      combined[name] = previousValue.includes(nextValue) ? previousValue : [...previousValue, nextValue];
    } else {
      combined[name] = [previousValue, nextValue];
    }
    return combined;
  }, {});
}

// spec: editor-06
export function splitLineInsertions(ops: DeltaOperation[]): DeltaOperation[] {
  return ops.flatMap((op) => {
    if (typeof op.insert !== 'string') return [op];
    const attributes = op.attributes;
    const pieces = op.insert.split('\n');
    const result: DeltaOperation[] = [];
    pieces.forEach((piece, index) => {
      if (index > 0) result.push({ insert: '\n', attributes });
      if (piece.length > 0) result.push({ insert: piece, attributes });
    });
    return result;
  });
}

// spec: editor-07
export interface WordListItem<E> {
  id: number;
  indent: number;
  type: 'bullet' | 'ordered';
  element: E;
}

export function parseWordListItem<E extends { getAttribute(name: string): string | null }>(
  element: E,
  html: string,
): WordListItem<E> | null {
  const style = element.getAttribute('style');
  if (!style) return null;
  const declaration = style.match(/mso-list:[^;]*/i)?.[0];
  if (!declaration) return null;
  const idMatch = declaration.match(/\bl(\d+)\b/i);
  if (!idMatch) return null;
  const id = Number(idMatch[1]);
  const levelMatch = declaration.match(/level(\d+)/i);
  const indent = levelMatch ? Number(levelMatch[1]) : 1;
  const rulePattern = new RegExp(`@list l${id}:level${indent}\\s*\\{[^}]*?mso-level-number-format:\\s*([\\w-]+)`, 'i');
  const format = html.match(rulePattern)?.[1];
  return { id, indent, type: format === 'bullet' ? 'bullet' : 'ordered', element };
}

// spec: editor-08
export interface SiblingLinked {
  prev: SiblingLinked | null;
  next: SiblingLinked | null;
}

export function tableExitDirection(
  _table: unknown,
  row: SiblingLinked,
  cell: SiblingLinked,
  offset: number,
): -1 | 1 | null {
  const isFirstRow = row.prev === null;
  const isLastRow = row.next === null;
  if (isFirstRow && isLastRow) {
    const isOnlyCell = cell.prev === null && cell.next === null;
    if (isOnlyCell) return offset === 0 ? -1 : 1;
    return cell.prev === null ? -1 : 1;
  }
  if (isFirstRow) return -1;
  if (isLastRow) return 1;
  return null;
}

// spec: editor-09
export interface SelectionRange {
  index: number;
  length: number;
}

export interface PositionTransformer {
  transformPosition(position: number, priority?: boolean): number;
}

export function shiftSelection(
  range: SelectionRange | null | undefined,
  changeOrIndex: PositionTransformer | number,
  lengthArg?: unknown,
  origin?: string,
): SelectionRange | null {
  if (!range) return null;
  const length = typeof lengthArg === 'number' ? lengthArg : 0;
  const rangeEnd = range.index + range.length;
  let start: number;
  let end: number;
  if (typeof changeOrIndex !== 'number') {
    const priority = origin !== 'user';
    start = changeOrIndex.transformPosition(range.index, priority);
    end = changeOrIndex.transformPosition(rangeEnd, priority);
  } else {
    const editIndex = changeOrIndex;
    const shiftEnd = (position: number): number => {
      if (position < editIndex || (position === editIndex && origin === 'user')) return position;
      if (length >= 0) return position + length;
      return Math.max(editIndex, position + length);
    };
    start = shiftEnd(range.index);
    end = shiftEnd(rangeEnd);
  }
  return { index: start, length: end - start };
}

// spec: editor-10
export function deltaEndsWithText(delta: { ops: DeltaOperation[] }, suffix: string): boolean {
  if (suffix.length === 0) return true;
  let collected = '';
  for (let i = delta.ops.length - 1; i >= 0 && collected.length < suffix.length; i--) {
    const { insert } = delta.ops[i];
    if (typeof insert !== 'string') break;
    collected = insert + collected;
  }
  return collected.endsWith(suffix);
}

// spec: editor-11
export function classTokens(...classNames: Array<string | boolean | null | undefined>): string[] {
  return classNames.flatMap((className) =>
    typeof className === 'string' && className.length > 0 ? className.match(/\S+/g) ?? [] : [],
  );
}

// spec: editor-12
export function applyOverrides<T extends object>(config: T, overrides?: Partial<T> | null | false): T {
  if (!overrides || (overrides as unknown) === config) return config;
  for (const key in overrides) {
    if (overrides[key] !== config[key as keyof T]) {
      return { ...config, ...overrides };
    }
  }
  return config;
}

// spec: editor-13
export function setStyleWithPriority(
  style: { setProperty(name: string, value: string, priority?: string): void },
  property: string,
  value: string,
): void {
  const flag = '!important';
  const trimmed = value.trimEnd();
  const hasFlag = trimmed.length >= flag.length && trimmed.slice(-flag.length).toLowerCase() === flag;
  if (hasFlag) {
    style.setProperty(property, trimmed.slice(0, -flag.length).trim(), 'important');
    return;
  }
  style.setProperty(property, value, '');
}

// spec: editor-14
export type ModifierRequirement = boolean | 'any' | undefined;

export interface ModifierMask {
  alt?: ModifierRequirement;
  control?: ModifierRequirement;
  meta?: ModifierRequirement;
  shift?: ModifierRequirement;
}

const MODIFIER_BITS: ReadonlyArray<readonly [keyof ModifierMask, number]> = [
  ['alt', 1],
  ['control', 2],
  ['meta', 4],
  ['shift', 8],
];

export function matchingModifierBitmasks(mask: ModifierMask): number[] {
  return MODIFIER_BITS.reduce<number[]>(
    (bitmasks, [modifier, bit]) => {
      const requirement = mask[modifier];
      if (requirement === 'any') return [...bitmasks, ...bitmasks.map((value) => value | bit)];
      if (requirement) return bitmasks.map((value) => value | bit);
      return bitmasks;
    },
    [0],
  );
}

// spec: editor-15
const TEXT_FORMAT_BITS: Record<string, number> = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
  lowercase: 256,
  uppercase: 512,
  capitalize: 1024,
};

const EXCLUSIVE_FORMATS: Record<string, string[]> = {
  subscript: ['superscript'],
  superscript: ['subscript'],
  lowercase: ['uppercase', 'capitalize'],
  uppercase: ['lowercase', 'capitalize'],
  capitalize: ['lowercase', 'uppercase'],
};

export function toggleFormatBit(current: number, format: string, reference?: number | null): number {
  const bit = Object.prototype.hasOwnProperty.call(TEXT_FORMAT_BITS, format) ? TEXT_FORMAT_BITS[format] : 0;
  if (reference !== undefined && reference !== null && (current & bit) === (reference & bit)) {
    return current;
  }
  const conflicting = Object.prototype.hasOwnProperty.call(EXCLUSIVE_FORMATS, format) ? EXCLUSIVE_FORMATS[format] : [];
  return conflicting.reduce((bits, name) => bits & ~TEXT_FORMAT_BITS[name], current ^ bit);
}

// spec: editor-16
export interface ShortcutKeyEvent {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

export interface ShortcutModifiers {
  alt?: boolean | 'any';
  control?: boolean | 'any';
  shift?: boolean | 'any';
  meta?: boolean | 'any';
}

export function eventMatchesShortcut(
  event: ShortcutKeyEvent,
  expectedKey: string,
  modifiers: ShortcutModifiers,
): boolean {
  const modifierFlags: Array<[boolean | 'any', boolean]> = [
    [modifiers.alt ?? false, event.altKey],
    [modifiers.control ?? false, event.ctrlKey],
    [modifiers.shift ?? false, event.shiftKey],
    [modifiers.meta ?? false, event.metaKey],
  ];
  const modifiersMatch = modifierFlags.every(([expected, actual]) => expected === 'any' || expected === actual);
  if (!modifiersMatch) return false;

  if (event.key.toLowerCase() === expectedKey.toLowerCase()) return true;
  if (expectedKey.length > 1) return false;
  if (event.key.length === 1 && event.key.charCodeAt(0) <= 127) return false;

  if (/^[0-9]$/.test(expectedKey) && event.code.startsWith('Digit')) {
    return event.code === `Digit${expectedKey}`;
  }
  return event.code === `Key${expectedKey.toUpperCase()}`;
}

// spec: editor-17
export interface PlainTextVisitor {
  lineBreak(): void;
  tab(): void;
  text(run: string): void;
}

export function tokenizePlainText(text: string, visitor: PlainTextVisitor): void {
  let runStart = 0;
  for (const match of text.matchAll(/\r?\n|\t/g)) {
    const separatorStart = match.index ?? 0;
    if (separatorStart > runStart) visitor.text(text.slice(runStart, separatorStart));
    if (match[0] === '\t') visitor.tab();
    else visitor.lineBreak();
    runStart = separatorStart + match[0].length;
  }
  if (runStart < text.length) visitor.text(text.slice(runStart));
}

// spec: editor-18
export function countDistinctStateEntries<Config>(
  configsByKey: Map<string, Config>,
  unknownEntries: Record<string, unknown> | undefined,
  knownEntries: Map<Config, unknown>,
): number {
  let count = knownEntries.size;
  if (!unknownEntries) return count;
  for (const key in unknownEntries) {
    const config = configsByKey.get(key);
    if (config === undefined || !knownEntries.has(config)) count += 1;
  }
  return count;
}

// spec: editor-19
const FORBIDDEN_STATE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function absorbRecognisedState<Config extends { parse(raw: unknown): unknown }>(
  configsByKey: Map<string, Config>,
  parsedEntries: Map<Config, unknown>,
  rawEntries?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!rawEntries) return undefined;
  let remaining: Record<string, unknown> | undefined;
  for (const [key, rawValue] of Object.entries(rawEntries)) {
    if (FORBIDDEN_STATE_KEYS.has(key)) continue;
    const config = configsByKey.get(key);
    if (config) {
      if (!parsedEntries.has(config)) parsedEntries.set(config, config.parse(rawValue));
      continue;
    }
    remaining ??= {};
    remaining[key] = rawValue;
  }
  return remaining;
}

// spec: editor-20
export interface StateIteratorConfig<State, Value> {
  initial: State;
  hasNext: (state: State) => boolean;
  step: (state: State) => State;
  map: (state: State) => Value;
}

export function lazyStateIterator<State, Value>({
  initial,
  hasNext,
  step,
  map,
}: StateIteratorConfig<State, Value>): IterableIterator<Value> {
  let state = initial;
  const iterator: IterableIterator<Value> = {
    next(): IteratorResult<Value> {
      if (!hasNext(state)) return { done: true, value: undefined };
      const value = map(state);
      state = step(state);
      return { done: false, value };
    },
    [Symbol.iterator]() {
      return iterator;
    },
  };
  return iterator;
}

// spec: editor-21
export function rawInlineStyleValue(
  element: { getAttribute(name: string): string | null },
  property: string,
): string | null {
  const styleText = element.getAttribute('style');
  if (!styleText) return null;
  const declarations = styleText
    .split(';')
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  const wanted = property.toLowerCase();
  for (let i = declarations.length - 1; i >= 0; i--) {
    const declaration = declarations[i];
    const colonIndex = declaration.indexOf(':');
    if (colonIndex === -1) continue;
    if (declaration.slice(0, colonIndex).trim().toLowerCase() === wanted) {
      return declaration.slice(colonIndex + 1).trim();
    }
  }
  return null;
}

// spec: editor-22
export function parseStyleDeclarations(style?: string | null): Array<[property: string, value: string]> {
  if (!style) return [];
  const declarations: string[] = [];
  let current = '';
  let inSingleQuote = false;
  let inDoubleQuote = false;
  let parenDepth = 0;
  for (const char of style) {
    if (char === "'" && !inDoubleQuote) {
      inSingleQuote = !inSingleQuote;
    } else if (char === '"' && !inSingleQuote) {
      inDoubleQuote = !inDoubleQuote;
    } else if (!inSingleQuote && !inDoubleQuote) {
      if (char === '(') {
        parenDepth += 1;
      } else if (char === ')') {
        parenDepth = Math.max(0, parenDepth - 1);
      } else if (char === ';' && parenDepth === 0) {
        declarations.push(current);
        current = '';
        continue;
      }
    }
    current += char;
  }
  if (current.length > 0) declarations.push(current);

  return declarations.flatMap((declaration): Array<[string, string]> => {
    const colonIndex = declaration.indexOf(':');
    if (colonIndex === -1) return [];
    const property = declaration.slice(0, colonIndex).trim();
    const value = declaration.slice(colonIndex + 1).trim();
    return property && value ? [[property, value]] : [];
  });
}

// spec: editor-23
export interface MarkLike {
  type: string | { name: string };
  attrs?: Record<string, unknown> | null;
}

export function marksEqualUnordered(first: MarkLike[], second: MarkLike[]): boolean {
  if (first.length !== second.length) return false;
  const used = new Array<boolean>(second.length).fill(false);
  return first.every((mark) => {
    const partnerIndex = second.findIndex(
      (candidate, index) =>
        !used[index] && markTypeName(candidate) === markTypeName(mark) && markAttrsEqual(mark.attrs, candidate.attrs),
    );
    if (partnerIndex === -1) return false;
    used[partnerIndex] = true;
    return true;
  });
}

function markTypeName(mark: MarkLike): string {
  return typeof mark.type === 'string' ? mark.type : mark.type.name;
}

function markAttrsEqual(
  left: Record<string, unknown> | null | undefined,
  right: Record<string, unknown> | null | undefined,
): boolean {
  if (left === right) return true;
  if (!left || !right) return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && Object.is(left[key], right[key]));
}

// spec: editor-24
export function includesPairs(
  target: Record<string, unknown>,
  expected: Record<string, unknown>,
  options: { strict?: boolean } = { strict: true },
): boolean {
  const keys = Object.keys(expected);
  if (keys.length === 0) return true;
  return keys.every((key) => {
    const expectedValue = expected[key];
    if (options.strict) return expectedValue === target[key];
    if (Object.prototype.toString.call(expectedValue) === '[object RegExp]') {
      return (expectedValue as RegExp).test(String(target[key]));
    }
    return expectedValue === target[key];
  });
}

// spec: editor-25
export function removeDuplicates<T>(items: T[], keyOf: (item: T) => unknown = (item) => JSON.stringify(item)): T[] {
  const seen: Record<string, true> = Object.create(null);
  return items.filter((item) => {
    const key = String(keyOf(item));
    if (Object.prototype.hasOwnProperty.call(seen, key)) return false;
    seen[key] = true;
    return true;
  });
}

// spec: editor-26
export function coerceAttributeValue<T>(value: T): T | number | boolean {
  if (typeof value !== 'string') return value;
  if (/^[+-]?(?:\d+|\d*\.\d+)$/.test(value)) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

// spec: editor-27
export function withoutProperties<T extends object>(source: T, names: string | string[]): Partial<T> {
  const excluded = new Set(typeof names === 'string' ? [names] : names);
  return Object.fromEntries(Object.entries(source).filter(([name]) => !excluded.has(name))) as Partial<T>;
}

// spec: editor-28
export interface PositionRange {
  start: number;
  end: number;
}

export interface DocumentChange {
  oldRange: PositionRange;
  newRange: PositionRange;
}

export function simplifyDocumentChanges<C extends DocumentChange>(changes: C[]): C[] {
  const seen = new Set<string>();
  const unique = changes.filter((change) => {
    const serialized = JSON.stringify(change);
    if (seen.has(serialized)) return false;
    seen.add(serialized);
    return true;
  });
  if (unique.length === 1) return unique;

  const encloses = (outer: PositionRange, inner: PositionRange): boolean =>
    outer.start <= inner.start && outer.end >= inner.end;

  return unique.filter(
    (change, index) =>
      !unique.some(
        (other, otherIndex) =>
          otherIndex !== index && encloses(other.oldRange, change.oldRange) && encloses(other.newRange, change.newRange),
      ),
  );
}

// spec: editor-29
export interface ExtensionAttributeDefinition {
  type: string;
  name: string;
  attribute: { keepOnSplit?: boolean };
}

export function attributesKeptOnSplit(
  definitions: ExtensionAttributeDefinition[],
  typeName: string,
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => {
      const definition = definitions.find((candidate) => candidate.type === typeName && candidate.name === name);
      return Boolean(definition?.attribute.keepOnSplit);
    }),
  );
}

// spec: editor-30
export interface PasteRuleFinding {
  text: string;
  index: number;
  data?: Record<string, unknown>;
  replaceWith?: string;
}

export type PasteRuleFinder =
  | RegExp
  | ((text: string, event?: unknown) => PasteRuleFinding[] | null | undefined | false);

export type PasteRuleMatch = string[] & {
  index?: number;
  input?: string;
  data?: Record<string, unknown>;
};

export function findPasteRuleMatches(text: string, finder: PasteRuleFinder, event?: unknown): PasteRuleMatch[] {
  if (Object.prototype.toString.call(finder) === '[object RegExp]') {
    return [...text.matchAll(finder as RegExp)] as PasteRuleMatch[];
  }
  const findings = (finder as Exclude<PasteRuleFinder, RegExp>)(text, event);
  if (!findings) return [];
  return findings.map((finding) => {
    const match = [finding.text] as PasteRuleMatch;
    match.index = finding.index;
    match.input = text;
    match.data = finding.data;
    if (finding.replaceWith) {
      if (!finding.text.includes(finding.replaceWith)) {
        console.warn('[tiptap warn]: the replacement text must be part of the matched text.');
      }
      match.push(finding.replaceWith);
    }
    return match;
  });
}

// spec: editor-31
export interface ReducibleList<T> {
  size: number;
  reduce(reducer: (previous: T, current: T, index: number) => T): T;
  last(): T | undefined;
  count(): number;
}

export function forEachMatchingRun<T>(
  list: ReducibleList<T>,
  areEqual: (left: T, right: T) => boolean,
  accept: (value: T) => boolean,
  onRun: (start: number, end: number) => void,
): void {
  if (list.size === 0) return;
  let runStart = 0;
  list.reduce((previous, current, index) => {
    if (!areEqual(previous, current)) {
      if (accept(previous)) onRun(runStart, index);
      runStart = index;
    }
    return current;
  });
  if (accept(list.last() as T)) onRun(runStart, list.count());
}

// spec: editor-32
export interface EntityRange<Key> {
  offset: number;
  length: number;
  key: Key;
}

export function entityKeysPerCharacter<Key>(text: string, ranges?: EntityRange<Key>[] | null): Array<Key | null> {
  const keys: Array<Key | null> = new Array(text.length).fill(null);
  if (!ranges) return keys;
  const codePoints = Array.from(text);
  for (const { offset, length, key } of ranges) {
    const start = codePoints.slice(0, offset).join('').length;
    const end = start + codePoints.slice(offset, offset + length).join('').length;
    for (let index = start; index < end; index++) keys[index] = key;
  }
  return keys;
}

// spec: editor-33
export interface EntityAwareBlock {
  getText(): string;
  getEntityAt(index: number): string | null;
}

export function textAfterPrecedingEntity(block: EntityAwareBlock, offset: number): string {
  let start = offset;
  while (start > 0 && block.getEntityAt(start - 1) === null) start -= 1;
  return block.getText().slice(start, offset);
}

// spec: editor-34
const issuedBlockKeys = new Set<string>();

export function createUniqueBlockKey(): string {
  let candidate = '';
  do {
    candidate = Math.floor(Math.random() * 2 ** 24).toString(32);
  } while (issuedBlockKeys.has(candidate) || !Number.isNaN(Number(candidate)));
  issuedBlockKeys.add(candidate);
  return candidate;
}

// spec: editor-35
export interface OffsetKeyParts {
  blockKey: string;
  decoratorKey: number;
  leafKey: number;
}

export function parseOffsetKey(offsetKey: string): OffsetKeyParts {
  const pieces = offsetKey.split('-');
  const leafKey = parseInt(pieces[pieces.length - 1] ?? '', 10);
  const decoratorKey = parseInt(pieces[pieces.length - 2] ?? '', 10);
  const blockKey = pieces.slice(0, -2).join('-');
  return { blockKey, decoratorKey, leafKey };
}

// spec: editor-36
export interface VerticalRect {
  top: number;
  bottom: number;
  width: number;
}

export function rectsShareOneLine(rects: VerticalRect[], lineHeight: number): boolean {
  const meaningful = rects.filter((rect) => rect.width !== 0 && rect.width !== 1);
  if (meaningful.length === 0) return true;
  const [first] = meaningful;
  const bounds = meaningful.reduce(
    (acc, rect) => ({
      minTop: Math.min(acc.minTop, rect.top),
      maxTop: Math.max(acc.maxTop, rect.top),
      minBottom: Math.min(acc.minBottom, rect.bottom),
      maxBottom: Math.max(acc.maxBottom, rect.bottom),
    }),
    { minTop: first.top, maxTop: first.top, minBottom: first.bottom, maxBottom: first.bottom },
  );
  return (
    bounds.maxTop <= bounds.minBottom &&
    bounds.maxTop - bounds.minTop < lineHeight &&
    bounds.maxBottom - bounds.minBottom < lineHeight
  );
}

// spec: editor-37
const DOCUMENT_TYPE_NODE = 10;
const TEXT_NODE = 3;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;

export function rangeNodeLength(node: { nodeType: number; childNodes: ArrayLike<unknown>; data?: string }): number {
  switch (node.nodeType) {
    case DOCUMENT_TYPE_NODE:
      return 0;
    case TEXT_NODE:
    case PROCESSING_INSTRUCTION_NODE:
    case COMMENT_NODE:
      return (node.data ?? '').length;
    default:
      return node.childNodes.length;
  }
}

// spec: editor-38
export interface StyleNameSet<S> {
  add(style: string): S;
  remove(style: string): S;
}

type ElementConstructor = abstract new (...args: never[]) => object;

const BOLD_WEIGHTS = new Set(['bold', 'bolder', '500', '600', '700', '800', '900']);
const NON_BOLD_WEIGHTS = new Set(['light', 'lighter', 'normal', '100', '200', '300', '400']);

export function adjustStylesFromInlineCss<S extends StyleNameSet<S>>(node: unknown, styles: S): S {
  const ownerView = (node as { ownerDocument?: { defaultView?: { HTMLElement?: ElementConstructor } | null } } | null)
    ?.ownerDocument?.defaultView;
  const HTMLElementClass =
    ownerView?.HTMLElement ?? (globalThis as { HTMLElement?: ElementConstructor }).HTMLElement;
  if (!HTMLElementClass || !(node instanceof HTMLElementClass)) return styles;

  const { fontWeight, fontStyle, textDecoration } = (
    node as unknown as { style: { fontWeight: string; fontStyle: string; textDecoration: string } }
  ).style;
  let adjusted = styles;

  if (BOLD_WEIGHTS.has(fontWeight)) adjusted = adjusted.add('BOLD');
  else if (NON_BOLD_WEIGHTS.has(fontWeight)) adjusted = adjusted.remove('BOLD');

  if (fontStyle === 'italic') adjusted = adjusted.add('ITALIC');
  else if (fontStyle === 'normal') adjusted = adjusted.remove('ITALIC');

  if (textDecoration === 'underline') adjusted = adjusted.add('UNDERLINE');
  else if (textDecoration === 'line-through') adjusted = adjusted.add('STRIKETHROUGH');
  else if (textDecoration === 'none') adjusted = adjusted.remove('UNDERLINE').remove('STRIKETHROUGH');

  return adjusted;
}

// spec: editor-39
interface TextFileReader {
  result: unknown;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  readAsText(file: unknown): void;
}

const READABLE_TEXT_TYPES = new Set(['text/plain', 'text/html', 'text/rtf']);
const TEXT_CLIPPING_SUFFIX = '.textClipping';

export function readDroppedFileText(file: { type: string; name: string }, onText: (text: string) => void): void {
  const FileReaderClass = (globalThis as { FileReader?: new () => TextFileReader }).FileReader;
  if (!FileReaderClass || (file.type && !READABLE_TEXT_TYPES.has(file.type))) {
    onText('');
    return;
  }
  if (file.type === '') {
    onText(file.name.endsWith(TEXT_CLIPPING_SUFFIX) ? file.name.slice(0, -TEXT_CLIPPING_SUFFIX.length) : '');
    return;
  }
  const reader = new FileReaderClass();
  reader.onload = () => {
    const { result } = reader;
    if (typeof result !== 'string') {
      throw new Error('Invariant violation: expected the file to be read as a string');
    }
    onText(result);
  };
  reader.onerror = () => onText('');
  reader.readAsText(file);
}

// spec: editor-40
export interface PersistentList<L> {
  count(): number;
  shift(): L;
  pop(): L;
  slice(begin?: number, end?: number): L;
  concat(other: L): L;
}

export function removeListSlice<L extends PersistentList<L>>(list: L, start: number, end: number): L {
  if (start === 0) {
    let trimmed = list;
    for (let index = start; index < end; index++) trimmed = trimmed.shift();
    return trimmed;
  }
  if (end === list.count()) {
    let trimmed = list;
    for (let index = start; index < end; index++) trimmed = trimmed.pop();
    return trimmed;
  }
  return list.slice(0, start).concat(list.slice(end));
}

// spec: editor-41
export function visualColumnAt(
  line: string,
  endIndex: number | null | undefined,
  tabSize: number,
  startIndex = 0,
  startColumn = 0,
): number {
  let end = endIndex;
  if (end === null || end === undefined) {
    end = line.search(/[^\s\u00a0]/);
    if (end === -1) end = line.length;
  }
  let column = startColumn;
  for (let index = startIndex; index < end; index++) {
    column += line.charAt(index) === '\t' ? tabSize - (column % tabSize) : 1;
  }
  return column;
}

// spec: editor-42
export function offsetAtVisualColumn(line: string, targetColumn: number, tabSize: number): number {
  let offset = 0;
  let column = 0;
  for (;;) {
    const nextTab = line.indexOf('\t', offset);
    const runEnd = nextTab === -1 ? line.length : nextTab;
    const runLength = runEnd - offset;
    if (runEnd === line.length || column + runLength >= targetColumn) {
      return offset + Math.min(runLength, targetColumn - column);
    }
    const columnBeforeTab = column + runLength;
    column = columnBeforeTab + tabSize - (columnBeforeTab % tabSize);
    offset = runEnd + 1;
    if (column >= targetColumn) return offset;
  }
}

// spec: editor-43
export function searchClosestSatisfying(predicate: (value: number) => boolean, start: number, end: number): number {
  const step = start > end ? -1 : 1;
  let near = start;
  let far = end;
  while (near !== far) {
    const middle = step > 0 ? Math.floor((near + far) / 2) : Math.ceil((near + far) / 2);
    if (predicate(middle)) far = middle;
    else near = middle + step;
  }
  return near;
}

// spec: editor-44
export interface BidiPart {
  start: number;
  end: number;
  level: number;
}

export type TextDirection = 'ltr' | 'rtl';

export function forEachBidiSection<R>(
  order: BidiPart[] | null,
  from: number,
  to: number,
  visit: (start: number, end: number, direction: TextDirection, index?: number) => R,
): R | undefined {
  if (!order) return visit(from, to, 'ltr', 0);
  let visitedAny = false;
  order.forEach((part, index) => {
    const overlaps = part.start < to && part.end > from;
    const touchesEmptyRange = from === to && part.end === from;
    if (!overlaps && !touchesEmptyRange) return;
    visit(Math.max(part.start, from), Math.min(part.end, to), part.level === 1 ? 'rtl' : 'ltr', index);
    visitedAny = true;
  });
  if (!visitedAny) visit(from, to, 'ltr');
  return undefined;
}

// spec: editor-45
export let bidiAlternativeIndex: number | null = null;

export function bidiPartIndexAt(order: BidiPart[], position: number, stickiness: string): number | null {
  let answer: number | null = null;
  bidiAlternativeIndex = null;
  for (let index = 0; index < order.length; index++) {
    const part = order[index];
    if (part.start < position && part.end > position) return index;
    const isEmpty = part.start === part.end;
    if (part.end === position) {
      if (!isEmpty && stickiness === 'before') answer = index;
      else bidiAlternativeIndex = index;
    }
    if (part.start === position) {
      if (!isEmpty && stickiness !== 'before') answer = index;
      else bidiAlternativeIndex = index;
    }
  }
  return answer !== null ? answer : bidiAlternativeIndex;
}

// spec: editor-46
export interface LinePosition {
  line: number;
  ch: number;
}

export interface TextEdit {
  from: LinePosition;
  to: LinePosition;
  text: string[];
}

export function mapPositionThroughEdit(position: LinePosition, edit: TextEdit): LinePosition {
  const compare = (a: LinePosition, b: LinePosition): number => a.line - b.line || a.ch - b.ch;
  if (compare(position, edit.from) < 0) return position;

  const insertedLines = edit.text.length;
  const lastInsertedLine = edit.text[insertedLines - 1] ?? '';
  const insertionEnd: LinePosition = {
    line: edit.from.line + insertedLines - 1,
    ch: lastInsertedLine.length + (insertedLines === 1 ? edit.from.ch : 0),
  };
  if (compare(position, edit.to) <= 0) return insertionEnd;

  const lineDelta = insertionEnd.line - edit.to.line;
  const ch = position.line === edit.to.line ? position.ch + insertionEnd.ch - edit.to.ch : position.ch;
  return { line: position.line + lineDelta, ch };
}

// spec: editor-47
const KEYMAP_RESERVED_KEYS = new Set(['name', 'fallthrough', 'attach', 'detach']);

export function normalizeKeymap(keymap: Record<string, unknown>): Record<string, unknown> {
  const canonical = new Map<string, unknown>();
  for (const keyName of Object.keys(keymap)) {
    if (KEYMAP_RESERVED_KEYS.has(keyName)) continue;
    const binding = keymap[keyName];
    delete keymap[keyName];
    if (binding === '...') continue;

    const strokes = keyName.split(' ').map(canonicalKeyStroke);
    strokes.forEach((_, index) => {
      const sequence = strokes.slice(0, index + 1).join(' ');
      const value = index === strokes.length - 1 ? binding : '...';
      if (!canonical.has(sequence)) {
        canonical.set(sequence, value);
      } else if (canonical.get(sequence) !== value) {
        throw new Error(`Inconsistent bindings for ${sequence}`);
      }
    });
  }
  for (const [sequence, value] of canonical) keymap[sequence] = value;
  return keymap;
}

function canonicalKeyStroke(stroke: string): string {
  const pieces = stroke.split(/-(?!$)/);
  const key = pieces[pieces.length - 1];
  let alt = false;
  let ctrl = false;
  let shift = false;
  let cmd = false;
  for (const modifier of pieces.slice(0, -1)) {
    if (/^(cmd|meta|m)$/i.test(modifier)) cmd = true;
    else if (/^a(lt)?$/i.test(modifier)) alt = true;
    else if (/^(c|ctrl|control)$/i.test(modifier)) ctrl = true;
    else if (/^s(hift)?$/i.test(modifier)) shift = true;
    else throw new Error(`Unrecognized modifier name: ${modifier}`);
  }
  return `${shift ? 'Shift-' : ''}${cmd ? 'Cmd-' : ''}${ctrl ? 'Ctrl-' : ''}${alt ? 'Alt-' : ''}${key}`;
}

// spec: editor-48
export interface LineStream {
  string: string;
  pos: number;
}

export function matchAtStream(
  stream: LineStream,
  pattern: string | RegExp,
  consume?: boolean,
  caseInsensitive?: boolean,
): true | RegExpMatchArray | null | undefined {
  if (typeof pattern === 'string') {
    const normalize = (text: string): string => (caseInsensitive ? text.toLowerCase() : text);
    const candidate = stream.string.slice(stream.pos, stream.pos + pattern.length);
    if (normalize(candidate) !== normalize(pattern)) return undefined;
    if (consume !== false) stream.pos += pattern.length;
    return true;
  }
  const match = stream.string.slice(stream.pos).match(pattern);
  if (!match) return null;
  if ((match.index ?? 0) > 0) return null;
  if (consume !== false) stream.pos += match[0].length;
  return match;
}

// spec: editor-49
export function lastMatchOutsideMargin(text: string, pattern: RegExp, margin: number): RegExpExecArray | undefined {
  const limit = text.length - margin;
  let best: RegExpExecArray | undefined;
  let bestEnd = -Infinity;
  let searchFrom = 0;
  for (;;) {
    pattern.lastIndex = searchFrom;
    const match = pattern.exec(text);
    if (!match) break;
    const matchEnd = match.index + match[0].length;
    if (matchEnd > limit) break;
    if (matchEnd > bestEnd) {
      best = match;
      bestEnd = matchEnd;
    }
    searchFrom = match.index + 1;
  }
  return best;
}

// spec: editor-50
export function ruleRegExp(value: unknown, anchored?: boolean): RegExp {
  if (!value) return /(?:)/;
  let flags = '';
  let source: string;
  if (value instanceof RegExp) {
    if (value.ignoreCase) flags += 'i';
    if (value.unicode) flags += 'u';
    source = value.source;
  } else {
    source = String(value);
  }
  const prefix = anchored === false ? '' : '^';
  return new RegExp(`${prefix}(?:${source})`, flags);
}

// spec: editor-51
export type NumericArray = { [index: number]: number; readonly length: number };

export function decodePackedTable<A extends NumericArray = Uint16Array>(
  input: string | A,
  ArrayType: new (length: number) => A = Uint16Array as unknown as new (length: number) => A,
): A | null {
  if (typeof input !== 'string') return input;
  let table: A | null = null;
  let fillIndex = 0;
  let position = 0;
  while (position < input.length) {
    let value = 0;
    while (position < input.length) {
      let code = input.charCodeAt(position++);
      if (code === 126) {
        value = 65535;
        break;
      }
      if (code >= 92) code -= 1;
      if (code >= 34) code -= 1;
      let digit = code - 32;
      const isLast = digit >= 46;
      if (isLast) digit -= 46;
      value = value * 46 + digit;
      if (isLast) break;
    }
    if (table) table[fillIndex++] = value;
    else table = new ArrayType(value);
  }
  return table;
}

// spec: editor-52
export interface SourceRange {
  start: number;
  end: number;
}

export interface RangedStreamState {
  ranges: SourceRange[];
  range: SourceRange;
  rangeIndex: number;
  pos: number;
}

export function resolveRelativeOffset(stream: RangedStreamState, offset: number, side: number): number | null {
  let range = stream.range;
  let rangeIndex = stream.rangeIndex;
  let target = stream.pos + offset;
  if (offset < 0) {
    while (target < range.start) {
      if (rangeIndex === 0) return null;
      const previous = stream.ranges[--rangeIndex];
      target -= range.start - previous.end;
      range = previous;
    }
    return target;
  }
  while (side < 0 ? target > range.end : target >= range.end) {
    if (rangeIndex === stream.ranges.length - 1) return null;
    const next = stream.ranges[++rangeIndex];
    target += next.start - range.end;
    range = next;
  }
  return target;
}

// spec: editor-53
export function clipToParsedInput(
  stream: { range: SourceRange; ranges: SourceRange[]; end: number },
  position: number,
): number {
  if (position >= stream.range.start && position < stream.range.end) return position;
  const containing = stream.ranges.find((range) => range.end > position);
  return containing ? Math.max(position, containing.start) : stream.end;
}

// spec: editor-54
export interface ChunkedInputStream {
  chunk: string;
  chunkPos: number;
  chunk2: string;
  chunk2Pos: number;
  range: SourceRange;
  ranges: SourceRange[];
  input: { read(from: number, to: number): string };
}

export function readParsedText(stream: ChunkedInputStream, from: number, to: number): string {
  if (to <= from) return '';
  if (from >= stream.chunkPos && to <= stream.chunkPos + stream.chunk.length) {
    return stream.chunk.slice(from - stream.chunkPos, to - stream.chunkPos);
  }
  if (from >= stream.chunk2Pos && to <= stream.chunk2Pos + stream.chunk2.length) {
    return stream.chunk2.slice(from - stream.chunk2Pos, to - stream.chunk2Pos);
  }
  if (from >= stream.range.start && to <= stream.range.end) return stream.input.read(from, to);

  let text = '';
  for (const range of stream.ranges) {
    if (range.start >= to) break;
    if (range.end > from) text += stream.input.read(Math.max(range.start, from), Math.min(range.end, to));
  }
  return text;
}

// spec: editor-55
const SEQUENCE_END = 65535;

export function indexInTermSequence(table: ArrayLike<number>, start: number, term: number): number {
  for (let index = start; table[index] !== SEQUENCE_END; index++) {
    if (table[index] === term) return index - start;
  }
  return -1;
}

// spec: editor-56
export interface CandidateStack<S> {
  pos: number;
  score: number;
  sameState(other: S): boolean;
}

export function addUniqueStack<S extends CandidateStack<S>>(stack: S, candidates: S[]): void {
  const existingIndex = candidates.findIndex(
    (candidate) => candidate.pos === stack.pos && candidate.sameState(stack),
  );
  if (existingIndex === -1) {
    candidates.push(stack);
    return;
  }
  if (candidates[existingIndex].score < stack.score) candidates[existingIndex] = stack;
}

// spec: editor-57
export function gotoTarget(gotoTable: ArrayLike<number>, state: number, term: number, loose = false): number {
  if (term >= gotoTable[0]) return -1;
  let position = gotoTable[term + 1];
  for (;;) {
    const tag = gotoTable[position++];
    const isLastGroup = (tag & 1) === 1;
    const target = gotoTable[position++];
    if (isLastGroup && loose) return target;
    const groupEnd = position + (tag >> 1);
    for (; position < groupEnd; position++) {
      if (gotoTable[position] === state) return target;
    }
    if (isLastGroup) return -1;
  }
}

// spec: editor-58
const PARSE_STATE_SLOTS = 6;
const ACTIONS_SLOT = 1;
const REDUCE_FLAG_HIGH = 1;

export function shiftSuccessors(
  parser: { states: ArrayLike<number>; data: ArrayLike<number> },
  state: number,
): number[] {
  const { data } = parser;
  const transitions: number[] = [];
  const seenTargets = new Set<number>();
  let position = parser.states[state * PARSE_STATE_SLOTS + ACTIONS_SLOT];
  for (;;) {
    if (data[position] === SEQUENCE_END) {
      if (data[position + 1] !== 1) break;
      position = data[position + 2] + (data[position + 3] << 16);
      continue;
    }
    const term = data[position];
    const target = data[position + 1];
    const high = data[position + 2];
    if ((high & REDUCE_FLAG_HIGH) === 0 && !seenTargets.has(target)) {
      seenTargets.add(target);
      transitions.push(term, target);
    }
    position += 3;
  }
  return transitions;
}

// spec: editor-59
export interface DialectParser {
  dialects: Record<string, number>;
  data: ArrayLike<number>;
  maxTerm: number;
}

export interface DialectConfig {
  source: string | null | undefined;
  flags: boolean[];
  disabled: Uint8Array | null;
}

export function buildDialect(parser: DialectParser, dialectText?: string | null): DialectConfig {
  const knownNames = Object.keys(parser.dialects);
  const requested = new Set((dialectText ?? '').split(' '));
  const flags = knownNames.map((name) => requested.has(name));
  let disabled: Uint8Array | null = null;
  knownNames.forEach((name, index) => {
    if (flags[index]) return;
    for (let position = parser.dialects[name]; parser.data[position] !== SEQUENCE_END; position++) {
      disabled ??= new Uint8Array(parser.maxTerm + 1);
      disabled[parser.data[position]] = 1;
    }
  });
  return { source: dialectText, flags, disabled };
}

// spec: editor-60
const STATE_FLAGS_SLOT = 0;
const ACCEPTING_FLAG = 2;

export interface FinishableStack {
  pos: number;
  score: number;
  state: number;
  parse: {
    inputEnd: number;
    stoppedAt?: number | null;
    parser: { states: ArrayLike<number> };
  };
}

export function bestFinishedStack<S extends FinishableStack>(stacks: S[]): S | null {
  let best: S | null = null;
  for (const stack of stacks) {
    const { parse } = stack;
    const reachedEnd =
      stack.pos === parse.inputEnd || (parse.stoppedAt !== null && parse.stoppedAt !== undefined && stack.pos > parse.stoppedAt);
    if (!reachedEnd) continue;
    const flags = parse.parser.states[stack.state * PARSE_STATE_SLOTS + STATE_FLAGS_SLOT];
    if ((flags & ACCEPTING_FLAG) === 0) continue;
    if (!best || stack.score > best.score) best = stack;
  }
  return best;
}
