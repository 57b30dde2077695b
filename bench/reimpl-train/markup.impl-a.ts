import { existsSync } from 'node:fs';
import * as nodePath from 'node:path';

// spec: markup-01
/**
 * Validates the code point produced by a numeric character reference.
 * Returns the matching parse-error code, or null when the code point is acceptable.
 */
export function classifyNumericReference(codePoint: number): string | null {
  if (codePoint === 0) return 'null-character-reference';
  if (codePoint > 0x10ffff) return 'character-reference-outside-unicode-range';
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return 'surrogate-character-reference';

  const isNoncharacter =
    (codePoint >= 0xfdd0 && codePoint <= 0xfdef) || (codePoint & 0xfffe) === 0xfffe;
  if (isNoncharacter) return 'noncharacter-character-reference';

  const isC0Control =
    codePoint >= 0x01 && codePoint <= 0x1f && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0c;
  const isC1Control = codePoint >= 0x7f && codePoint <= 0x9f;
  if (isC0Control || isC1Control) return 'control-character-reference';

  return null;
}

// spec: markup-02
export interface SerializableAttribute {
  name: string;
  value: string;
  namespace?: string;
  prefix?: string;
}

export interface AttributeSerializerOptions<TElement> {
  treeAdapter: { getAttrList(element: TElement): SerializableAttribute[] };
  escapeAttribute?: (value: string) => string;
}

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** Serializes the attributes of an element as they appear inside its start tag. */
export function serializeStartTagAttributes<TElement>(
  element: TElement,
  options: AttributeSerializerOptions<TElement>,
): string {
  const escape = options.escapeAttribute ?? escapeAttributeValue;

  const qualifiedName = ({ name, namespace, prefix }: SerializableAttribute): string => {
    if (!namespace) return name;
    switch (namespace) {
      case XML_NAMESPACE:
        return `xml:${name}`;
      case XMLNS_NAMESPACE:
        return name === 'xmlns' ? name : `xmlns:${name}`;
      case XLINK_NAMESPACE:
        return `xlink:${name}`;
      default:
        return `${prefix}:${name}`;
    }
  };

  return options.treeAdapter
    .getAttrList(element)
    .map((attribute) => ` ${qualifiedName(attribute)}="${escape(attribute.value)}"`)
    .join('');
}

/** Default attribute escaper: ampersand, no-break space and double quote become entities. */
function escapeAttributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/"/g, '&quot;');
}

// spec: markup-03
export interface SurrogateReaderState {
  html: string;
  pos: number;
  lastChunkWritten: boolean;
  endOfChunkHit: boolean;
  lastGapPos: number;
  gapStack: number[];
  reportError(code: string): void;
}

const END_OF_FILE = -1;

/**
 * Decodes a surrogate pair starting at the reader's current position.
 * `unit` is the code unit at `reader.pos`, already known to be a surrogate.
 */
export function decodeSurrogatePair(reader: SurrogateReaderState, unit: number): number {
  const isLastUnit = reader.pos === reader.html.length - 1;
  const isLowSurrogate = (value: number): boolean => value >= 0xdc00 && value <= 0xdfff;

  if (!isLastUnit) {
    const nextUnit = reader.html.charCodeAt(reader.pos + 1);
    if (!isLowSurrogate(unit) && isLowSurrogate(nextUnit)) {
      reader.pos += 1;
      reader.gapStack.push(reader.lastGapPos);
      reader.lastGapPos = reader.pos;
      return (unit - 0xd800) * 1024 + 0x2400 + nextUnit;
    }
  } else if (!reader.lastChunkWritten) {
    reader.endOfChunkHit = true;
    return END_OF_FILE;
  }

  reader.reportError('surrogate-in-input-stream');
  return unit;
}

// spec: markup-04
export interface PrefixReaderState {
  html: string;
  pos: number;
  lastChunkWritten: boolean;
  endOfChunkHit: boolean;
}

/** Tests whether the buffered input at the current position starts with `pattern`. */
export function inputStartsWith(reader: PrefixReaderState, pattern: string, caseSensitive: boolean): boolean {
  if (reader.pos + pattern.length > reader.html.length) {
    reader.endOfChunkHit = !reader.lastChunkWritten;
    return false;
  }

  if (caseSensitive) return reader.html.startsWith(pattern, reader.pos);

  for (let offset = 0; offset < pattern.length; offset++) {
    const bufferUnit = reader.html.charCodeAt(reader.pos + offset) | 0x20;
    if (bufferUnit !== pattern.charCodeAt(offset)) return false;
  }
  return true;
}

// spec: markup-05
export interface TreeTextNode {
  nodeName: '#text';
  value: string;
  parentNode: TreeParentNode | null;
}

export interface TreeElementNode {
  nodeName: string;
  parentNode: TreeParentNode | null;
  childNodes?: TreeChildNode[];
}

export type TreeChildNode = TreeTextNode | TreeElementNode;

export interface TreeParentNode {
  childNodes: TreeChildNode[];
}

/** Inserts text before `referenceNode`, merging into a preceding text sibling when there is one. */
export function insertTextBefore(parent: TreeParentNode, text: string, referenceNode: TreeChildNode): void {
  const children = parent.childNodes;
  const lastIndex = children.length - 1;
  const referenceIndex = children[lastIndex] === referenceNode ? lastIndex : children.indexOf(referenceNode);
  const previousSibling = referenceIndex > 0 ? children[referenceIndex - 1] : undefined;

  if (previousSibling && isTextNode(previousSibling)) {
    previousSibling.value += text;
    return;
  }

  const textNode: TreeTextNode = { nodeName: '#text', value: text, parentNode: null };
  insertChildBefore(parent, textNode, referenceNode);
}

function isTextNode(node: TreeChildNode): node is TreeTextNode {
  return node.nodeName === '#text';
}

function insertChildBefore(parent: TreeParentNode, newNode: TreeChildNode, referenceNode: TreeChildNode): void {
  const index = parent.childNodes.indexOf(referenceNode);
  if (index === -1) parent.childNodes.push(newNode);
  else parent.childNodes.splice(index, 0, newNode);
  newNode.parentNode = parent;
}

// spec: markup-06
export interface TagTokenAttribute {
  name: string;
  value: string;
}

/** Returns the value of the named attribute on a tag token (last duplicate wins), or null. */
export function getTokenAttributeValue(token: { attrs: TagTokenAttribute[] }, attributeName: string): string | null {
  for (let index = token.attrs.length - 1; index >= 0; index--) {
    const attribute = token.attrs[index];
    if (attribute && attribute.name === attributeName) return attribute.value;
  }
  return null;
}

// spec: markup-07
export type TagIdentifier = string | number;

export interface OpenElementStack<TElement> {
  /** Index of the topmost occupied slot (negative when empty). */
  topIndex: number;
  /** Index of the next lower occupied slot below `index` (negative when there is none). */
  lowerIndex(index: number): number;
  elementAt(index: number): TElement;
  tagIdAt(index: number): TagIdentifier;
  treeAdapter: { getNamespaceURI(element: TElement): string };
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Whether an element with `targetTagId` is in select scope on the stack of open elements. */
export function hasElementInSelectScope<TElement>(
  stack: OpenElementStack<TElement>,
  targetTagId: TagIdentifier,
  optionTagIds: { option: TagIdentifier; optgroup: TagIdentifier } = { option: 'option', optgroup: 'optgroup' },
): boolean {
  for (let index = stack.topIndex; index >= 0; index = stack.lowerIndex(index)) {
    if (stack.treeAdapter.getNamespaceURI(stack.elementAt(index)) !== HTML_NAMESPACE) continue;

    const tagId = stack.tagIdAt(index);
    if (tagId === targetTagId) return true;
    if (tagId !== optionTagIds.option && tagId !== optionTagIds.optgroup) return false;
  }
  return true;
}

// spec: markup-08
export interface EndTagParserCallbacks {
  onopentagname?(name: string): void;
  onopentag?(name: string, attributes: Record<string, string>, implied: boolean): void;
  onclosetag?(name: string, implied: boolean): void;
}

export interface EndTagParserState {
  htmlMode: boolean;
  startIndex: number;
  endIndex: number;
  /** Names of open elements, most recent last. */
  openNames: string[];
  /** Foreign-content flags kept parallel to `openNames`. */
  foreignContext: boolean[];
  callbacks: EndTagParserCallbacks;
  readTagName(start: number, end: number): string;
}

const VOID_ELEMENT_NAMES = new Set([
  'area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img',
  'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Processes an end tag spanning `start`..`endPosition` in a forgiving parser. */
export function handleEndTag(parser: EndTagParserState, start: number, endPosition: number): void {
  parser.endIndex = endPosition;
  const name = parser.readTagName(start, endPosition);
  const isVoid = parser.htmlMode && VOID_ELEMENT_NAMES.has(name);
  const { callbacks } = parser;

  const popOpenElement = (implied: boolean): void => {
    const closedName = parser.openNames.pop();
    parser.foreignContext.pop();
    if (closedName !== undefined) callbacks.onclosetag?.(closedName, implied);
  };

  if (!isVoid) {
    const position = parser.openNames.lastIndexOf(name);
    if (position !== -1) {
      const newerCount = parser.openNames.length - 1 - position;
      for (let i = 0; i < newerCount; i++) popOpenElement(true);
      popOpenElement(false);
    } else if (parser.htmlMode && name === 'p') {
      callbacks.onopentagname?.('p');
      callbacks.onopentag?.('p', {}, true);
      callbacks.onclosetag?.('p', true);
    }
  } else if (name === 'br') {
    callbacks.onopentagname?.('br');
    callbacks.onopentag?.('br', {}, true);
    callbacks.onclosetag?.('br', false);
  }

  parser.startIndex = endPosition + 1;
}

// spec: markup-09
export enum AttributeQuoteKind {
  NoValue,
  Unquoted,
  Single,
  Double,
}

export interface AttributeParserState {
  endIndex: number;
  attributeName: string;
  attributeValue: string;
  attributes: Record<string, string> | null;
  callbacks: {
    onattribute?(name: string, value: string, quote: string | null | undefined): void;
  };
}

/** Completes the attribute currently being parsed. */
export function finishAttribute(parser: AttributeParserState, quoteKind: AttributeQuoteKind, endPosition: number): void {
  parser.endIndex = endPosition;
  const { attributeName: name, attributeValue: value } = parser;

  const quoteIndicator = (): string | null | undefined => {
    switch (quoteKind) {
      case AttributeQuoteKind.Double:
        return '"';
      case AttributeQuoteKind.Single:
        return "'";
      case AttributeQuoteKind.NoValue:
        return undefined;
      default:
        return null;
    }
  };

  parser.callbacks.onattribute?.(name, value, quoteIndicator());

  if (parser.attributes && !Object.prototype.hasOwnProperty.call(parser.attributes, name)) {
    parser.attributes[name] = value;
  }
  parser.attributeValue = '';
}

// spec: markup-10
/** Extracts the name of a processing instruction or declaration from its raw text. */
export function extractInstructionName(rawText: string, lowerCaseTagNames: boolean): string {
  const boundary = rawText.search(/[\s/]/);
  const name = boundary === -1 ? rawText : rawText.slice(0, boundary);
  return lowerCaseTagNames ? name.toLowerCase() : name;
}

// spec: markup-11
export interface CdataParserState {
  htmlMode: boolean;
  recognizeCDATA: boolean;
  startIndex: number;
  endIndex: number;
  /** Foreign-content flags; the last one describes the current element. */
  foreignContext: boolean[];
  callbacks: {
    oncdatastart?(): void;
    oncdataend?(): void;
    ontext?(text: string): void;
    oncomment?(text: string): void;
    oncommentend?(): void;
  };
  getSlice(start: number, end: number): string;
}

/** Handles a CDATA section from `start` to `endPosition`, excluding `offset` trailing characters. */
export function handleCdataSection(parser: CdataParserState, start: number, endPosition: number, offset: number): void {
  parser.endIndex = endPosition;
  const content = parser.getSlice(start, endPosition - offset);
  const { callbacks } = parser;
  const inForeignContent = parser.foreignContext[parser.foreignContext.length - 1] === true;

  if (!parser.htmlMode || parser.recognizeCDATA) {
    callbacks.oncdatastart?.();
    callbacks.ontext?.(content);
    callbacks.oncdataend?.();
  } else if (inForeignContent) {
    callbacks.ontext?.(content);
  } else {
    callbacks.oncomment?.(`[CDATA[${content}]]`);
    callbacks.oncommentend?.();
  }

  parser.startIndex = endPosition + 1;
}

// spec: markup-12
export interface ChunkQueueState {
  buffers: string[];
  bufferOffset: number;
  writeIndex: number;
}

/** Returns the text between absolute positions `start` and `end`, dropping chunks that lie before `start`. */
export function sliceChunkedStream(state: ChunkQueueState, start: number, end: number): string {
  if (start === end) return '';

  const dropFirstChunk = (): void => {
    const first = state.buffers.shift();
    state.bufferOffset += first?.length ?? 0;
    state.writeIndex -= 1;
  };

  while (state.buffers.length > 0 && start - state.bufferOffset >= (state.buffers[0] ?? '').length) {
    dropFirstChunk();
  }

  let result = (state.buffers[0] ?? '').slice(start - state.bufferOffset, end - state.bufferOffset);

  while (state.buffers.length > 1 && end - state.bufferOffset > (state.buffers[0] ?? '').length) {
    dropFirstChunk();
    result += (state.buffers[0] ?? '').slice(0, end - state.bufferOffset);
  }

  return result;
}

// spec: markup-13
export interface ScanningTokenizerState {
  buffer: string;
  offset: number;
  index: number;
}

/** Advances to the next occurrence of `charCode` after the current index within the current chunk. */
export function fastForwardTo(tokenizer: ScanningTokenizerState, charCode: number): boolean {
  const chunkEnd = tokenizer.offset + tokenizer.buffer.length;
  while (++tokenizer.index < chunkEnd) {
    if (tokenizer.buffer.charCodeAt(tokenizer.index - tokenizer.offset) === charCode) return true;
  }
  // The caller's loop increments the index afterwards.
  tokenizer.index = chunkEnd - 1;
  return false;
}

// spec: markup-14
/** Splits `items` into consecutive groups of `size`, optionally padding the last one with `filler`. */
export function groupInBatches<T, F = T>(items: readonly T[], size: number, filler?: F): Array<Array<T | F>> {
  const groups: Array<Array<T | F>> = [];
  let current: Array<T | F> = [];

  items.forEach((item, index) => {
    if (index % size === 0 && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(item);
  });

  if (current.length > 0) {
    if (filler) {
      while (current.length < size) current.push(filler);
    }
    groups.push(current);
  }
  return groups;
}

// spec: markup-15
/** Splits `items` into `columnCount` columns of nearly equal length. */
export function splitIntoColumns<T, F = T>(items: readonly T[], columnCount: number, filler?: F): Array<Array<T | F>> {
  const baseLength = Math.floor(items.length / columnCount);
  const remainder = items.length % columnCount;
  const columns: Array<Array<T | F>> = [];
  let extraOffset = 0;

  for (let column = 0; column < columnCount; column++) {
    const start = extraOffset + column * baseLength;
    if (column < remainder) extraOffset += 1;
    const end = extraOffset + (column + 1) * baseLength;

    const slice: Array<T | F> = items.slice(start, end);
    if (filler && column >= remainder) slice.push(filler);
    columns.push(slice);
  }
  return columns;
}

// spec: markup-16
/** Removes tags and comments from text and normalizes whitespace. */
export function stripMarkupTags(
  input: string | MarkedSafeString | null | undefined | false,
  preserveLineBreaks?: unknown,
): string | MarkedSafeString {
  const text = input ? String(input) : '';
  const withoutTags = text.replace(/<\/?[a-z][a-z0-9]*[^>]*>|<!--[\s\S]*?-->/gi, '').trim();

  const cleaned = preserveLineBreaks
    ? withoutTags
        .replace(/^ +| +$/gm, '')
        .replace(/ +/g, ' ')
        .replace(/\r\n/g, '\n')
        .replace(/\n\n\n+/g, '\n\n')
    : withoutTags.replace(/\s+/g, ' ');

  return input instanceof MarkedSafeString ? new MarkedSafeString(cleaned) : cleaned;
}

/** A string that has been marked as safe for output without escaping. */
export class MarkedSafeString {
  constructor(private readonly text: string) {}

  get length(): number {
    return this.text.length;
  }

  toString(): string {
    return this.text;
  }

  valueOf(): string {
    return this.text;
  }
}

// spec: markup-17
/** Truncates text to `maxLength`, by default at a word boundary, appending an end marker. */
export function truncateText(
  input: string | MarkedSafeString | null | undefined | false,
  maxLength?: number,
  cutWords?: boolean,
  endMarker?: string | null,
): string | MarkedSafeString {
  const original = input || '';
  const text = String(original);
  const limit = maxLength || 255;

  if (text.length <= limit) return original;

  let shortened: string;
  if (cutWords) {
    shortened = text.slice(0, limit);
  } else {
    const lastSpace = text.lastIndexOf(' ', limit);
    shortened = text.slice(0, lastSpace === -1 ? limit : lastSpace);
  }
  shortened += endMarker ?? '...';

  return original instanceof MarkedSafeString ? new MarkedSafeString(shortened) : shortened;
}

// spec: markup-18
/** Converts URLs and e-mail addresses in plain text into anchor tags. */
export function linkifyText(text: string, maxDisplayLength: number = Number.NaN, noFollow?: boolean): string {
  const punctuationPattern = /^(?:\(|<|&lt;)?([\s\S]*?)(?:\.|,|\)|\n|&gt;)?$/;
  const emailPattern = /^[\w.!#$%&'*+\-/=?^`{|}~]+@[a-z\d-]+(?:\.[a-z\d-]+)+$/i;
  const topLevelDomainPattern = /\.(?:org|net|com)(?::|\/|$)/;
  const relAttribute = noFollow === true ? ' rel="nofollow"' : '';

  const linkPiece = (piece: string): string => {
    const candidate = punctuationPattern.exec(piece)?.[1];
    if (candidate === undefined) return piece;

    const display = Number.isNaN(maxDisplayLength) ? candidate : candidate.slice(0, Math.max(0, maxDisplayLength));

    if (/^https?:\/\//.test(candidate)) return `<a href="${candidate}"${relAttribute}>${display}</a>`;
    if (candidate.startsWith('www.')) return `<a href="http://${candidate}"${relAttribute}>${display}</a>`;
    if (emailPattern.test(candidate)) return `<a href="mailto:${candidate}">${candidate}</a>`;
    if (topLevelDomainPattern.test(candidate)) return `<a href="http://${candidate}"${relAttribute}>${display}</a>`;
    return piece;
  };

  return text
    .split(/(\s+)/)
    .filter((piece) => piece.length > 0)
    .map(linkPiece)
    .join('');
}

// spec: markup-19
export interface ItemCycler<T> {
  current: T | null | undefined;
  next(): T | undefined;
  reset(): void;
}

/** Creates a helper that cycles through `items`, wrapping around at the end. */
export function createCycler<T>(items: T[]): ItemCycler<T> {
  let position = -1;
  const cycler: ItemCycler<T> = {
    current: null,
    next(): T | undefined {
      position += 1;
      if (position >= items.length) position = 0;
      const item = items[position];
      cycler.current = item;
      return item;
    },
    reset(): void {
      position = -1;
      cycler.current = null;
    },
  };
  return cycler;
}

// spec: markup-20
/** Python-style `range`: `range(stop)` or `range(start, stop, step?)`. */
export function numberRange(start: number, stop?: number, step?: number): number[] {
  let from = start;
  let to: number;
  let increment: number;

  if (stop === undefined) {
    from = 0;
    to = start;
    increment = 1;
  } else {
    to = stop;
    increment = step || 1;
  }

  const values: number[] = [];
  if (increment > 0) {
    for (let value = from; value < to; value += increment) values.push(value);
  } else {
    for (let value = from; value > to; value += increment) values.push(value);
  }
  return values;
}

// spec: markup-21
/** Python-style extended slicing `sequence[start:stop:step]` for arrays and strings. */
export function pythonSlice(
  sequence: ArrayLike<unknown> | null | undefined | false | '',
  start: number | null,
  stop: number | null,
  step: number,
): unknown[] {
  const source: ArrayLike<unknown> = sequence || [];
  const length = source.length;

  let from = start === null ? (step < 0 ? length - 1 : 0) : start;
  let to: number;
  if (stop === null) to = step < 0 ? -1 : length;
  else to = stop < 0 ? stop + length : stop;
  if (from < 0) from += length;

  const lookupMember = (index: number): unknown => {
    const value = (source as Record<number, unknown>)[index];
    if (typeof value === 'function') {
      return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(source, args);
    }
    return value;
  };

  const results: unknown[] = [];
  for (let index = from; ; index += step) {
    if (index < 0 || index > length) break;
    if (step > 0 && index >= to) break;
    if (step < 0 && index <= to) break;
    results.push(lookupMember(index));
  }
  return results;
}

// spec: markup-22
/** Maps an array, returning the same array instance when no element changes. */
export function mapPreservingIdentity<T>(items: T[], transform: (item: T) => T): T[] {
  let copy: T[] | null = null;

  items.forEach((item, index) => {
    const mapped = transform(item);
    if (mapped === item) return;
    copy ??= items.slice();
    copy[index] = mapped;
  });

  return copy ?? items;
}

// spec: markup-23
export interface CharacterTokenizer {
  current(): string;
  forward(): void;
  isFinished(): boolean;
}

/** Reads a quoted string literal whose opening delimiter is the current character. */
export function readQuotedString(tokenizer: CharacterTokenizer): string {
  const delimiter = tokenizer.current();
  tokenizer.forward();

  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
  let text = '';

  while (!tokenizer.isFinished() && tokenizer.current() !== delimiter) {
    const character = tokenizer.current();
    if (character === '\\') {
      tokenizer.forward();
      const escaped = tokenizer.current();
      text += escapes[escaped] ?? escaped;
      tokenizer.forward();
    } else {
      text += character;
      tokenizer.forward();
    }
  }

  tokenizer.forward();
  return text;
}

// spec: markup-24
/** Resolves the path of an included template relative to the including file. */
export function resolveIncludePath(name: string, includingPath: string, isDirectory?: boolean): string {
  const baseDirectory = isDirectory ? includingPath : nodePath.dirname(includingPath);
  const resolved = nodePath.resolve(baseDirectory, name);
  return nodePath.extname(name) ? resolved : `${resolved}.ejs`;
}

// spec: markup-25
export interface IncludeLookupOptions {
  root?: string | string[];
  filename?: string;
  views?: string[];
  includer?: (...args: unknown[]) => unknown;
  escapeFunction: (text: string) => string;
}

/** Finds the file that an include directive refers to. */
export function findIncludeFile(requestedPath: string, options: IncludeLookupOptions): string | undefined {
  const firstExisting = (relativePath: string, directories: string[]): string | undefined =>
    directories
      .map((directory) => resolveIncludePath(relativePath, directory, true))
      .find((candidate) => existsSync(candidate));

  const isAbsolute = /^\//.test(requestedPath) || /^[A-Za-z]+:\\/.test(requestedPath);
  let includePath: string | undefined;

  if (isAbsolute) {
    const stripped = requestedPath.replace(/^\/+/, '');
    includePath = Array.isArray(options.root)
      ? firstExisting(stripped, options.root)
      : resolveIncludePath(stripped, options.root || '/', true);
  } else {
    if (options.filename) {
      const besideIncluder = resolveIncludePath(requestedPath, options.filename);
      if (existsSync(besideIncluder)) includePath = besideIncluder;
    }
    if (!includePath && Array.isArray(options.views)) {
      includePath = firstExisting(requestedPath, options.views);
    }
    if (!includePath && typeof options.includer !== 'function') {
      throw new Error(`Could not find the include file "${options.escapeFunction(requestedPath)}"`);
    }
  }
  return includePath;
}

// spec: markup-26
export interface TemplateTagStrings {
  evaluateOpen: string;
  slurpOpen: string;
  escapedOpen: string;
  rawOpen: string;
  commentOpen: string;
  literalOpen: string;
  close: string;
  trimNewlineClose: string;
  slurpClose: string;
  literalClose: string;
}

/** Builds the literal tag strings of a template language from its three configurable characters. */
export function buildTemplateTags(open: string, delimiter: string, close: string): TemplateTagStrings {
  const opener = `${open}${delimiter}`;
  return {
    evaluateOpen: opener,
    slurpOpen: `${opener}_`,
    escapedOpen: `${opener}=`,
    rawOpen: `${opener}-`,
    commentOpen: `${opener}#`,
    literalOpen: `${opener}${delimiter}`,
    close: `${delimiter}${close}`,
    trimNewlineClose: `-${delimiter}${close}`,
    slurpClose: `_${delimiter}${close}`,
    literalClose: `${delimiter}${delimiter}${close}`,
  };
}

// spec: markup-27
/** Counts line-feed characters in `text`. */
export function countLineFeeds(text: string): number {
  let count = 0;
  let position = text.indexOf('\n');
  while (position !== -1) {
    count += 1;
    position = text.indexOf('\n', position + 1);
  }
  return count;
}

// spec: markup-28
/** Splits template source into literal text pieces and tag tokens, in order. */
export function splitTemplateSource(template: { regex: RegExp; templateText: string }): string[] {
  const pieces: string[] = [];
  let remaining = template.templateText;
  let match = template.regex.exec(remaining);

  while (match) {
    if (match.index !== 0) {
      pieces.push(remaining.slice(0, match.index));
      remaining = remaining.slice(match.index);
    }
    pieces.push(match[0]);
    remaining = remaining.slice(match[0].length);
    match = template.regex.exec(remaining);
  }

  if (remaining) pieces.push(remaining);
  return pieces;
}

// spec: markup-29
export interface TemplateCompilerState {
  source: string;
  /** Set after a newline-trimming closing tag. */
  truncateNextLineBreak: boolean;
}

/** Emits a literal text line into the generated template function source. */
export function appendLiteralOutput(compiler: TemplateCompilerState, line: string): string | undefined {
  let text = line;
  if (compiler.truncateNextLineBreak) {
    text = text.replace(/^(?:\r\n|\r|\n)/, '');
    compiler.truncateNextLineBreak = false;
  }
  if (!text) return text;

  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/"/g, '\\"');
  compiler.source += `    ; __append("${escaped}")\n`;
  return undefined;
}

// spec: markup-30
export interface LexerToken {
  type: string;
  val?: unknown;
  loc: {
    start: { line: number; column: number };
    end?: { line: number; column: number };
    filename: string | undefined;
  };
}

export interface TemplateLexerOptions {
  filename?: string;
  interpolated?: boolean;
  startingLine?: number;
  startingColumn?: number;
  plugins?: unknown[];
}

export interface TemplateLexerState {
  input: string;
  originalInput: string;
  filename: string | undefined;
  interpolated: boolean;
  lineno: number;
  colno: number;
  plugins: unknown[];
  indentStack: number[];
  indentRe: RegExp | null;
  interpolationAllowed: boolean;
  whitespaceRe: RegExp;
  tokens: LexerToken[];
  ended: boolean;
}

/** Creates the initial state of an indentation-based template lexer. */
export function createTemplateLexer(source: unknown, options?: TemplateLexerOptions | null): TemplateLexerState {
  const settings: unknown = options || {};
  if (typeof source !== 'string') {
    throw new Error(`Expected source code to be a string but got "${typeof source}"`);
  }
  if (typeof settings !== 'object' || settings === null) {
    throw new Error(`Expected "options" to be an object but got "${typeof settings}"`);
  }
  const opts = settings as TemplateLexerOptions;
  const normalized = source.replace(/^\uFEFF/, '').replace(/\r\n|\r/g, '\n');

  return {
    input: normalized,
    originalInput: normalized,
    filename: opts.filename,
    interpolated: opts.interpolated ?? false,
    lineno: opts.startingLine ?? 1,
    colno: opts.startingColumn ?? 1,
    plugins: opts.plugins ?? [],
    indentStack: [0],
    indentRe: null,
    interpolationAllowed: true,
    whitespaceRe: /[ \n\t]/,
    tokens: [],
    ended: false,
  };
}

// spec: markup-31
/** Creates a token at the lexer's current position. */
export function createLexerToken(
  lexer: Pick<TemplateLexerState, 'lineno' | 'colno' | 'filename'>,
  type: string,
  value?: unknown,
): LexerToken {
  const token: LexerToken = {
    type,
    loc: { start: { line: lexer.lineno, column: lexer.colno }, filename: lexer.filename },
  };
  if (value !== undefined) token.val = value;
  return token;
}

// spec: markup-32
/** Matches an anchored pattern at the front of the input and turns the match into a token. */
export function scanToken(lexer: TemplateLexerState, pattern: RegExp, type: string): LexerToken | undefined {
  const match = pattern.exec(lexer.input);
  if (!match) return undefined;

  const matchLength = match[0].length;
  const captured = match[1];
  const token = createLexerToken(lexer, type, captured);
  lexer.input = lexer.input.slice(matchLength);
  lexer.colno += matchLength - (captured ? captured.length : 0);
  return token;
}

// spec: markup-33
/** Like `scanToken`, but only succeeds when the match ends its line or is followed by a colon. */
export function scanTokenAtLineEnd(lexer: TemplateLexerState, pattern: RegExp, type: string): LexerToken | undefined {
  const match = pattern.exec(lexer.input);
  if (!match) return undefined;

  const matched = match[0];
  const leadingSpaces = /^( +)(?=[^ ])/.exec(matched)?.[1]?.length ?? 0;
  if (leadingSpaces > 0) lexer.colno += leadingSpaces;

  const remainder = lexer.input.slice(matched.length);
  const emitToken = (nextInput: string): LexerToken => {
    lexer.input = nextInput;
    const token = createLexerToken(lexer, type, match[1]);
    lexer.colno += matched.length - leadingSpaces;
    return token;
  };

  if (remainder.startsWith(':')) return emitToken(remainder);

  const trailingBlanks = /^[ \t]*(?:\n|$)/.exec(remainder);
  if (trailingBlanks) {
    const blankLength = /^[ \t]*/.exec(remainder)?.[0].length ?? 0;
    return emitToken(remainder.slice(blankLength));
  }
  return undefined;
}

// spec: markup-34
/** Matches the indentation of a new line, locking in tabs or spaces on first use. */
export function matchIndentation(lexer: TemplateLexerState): RegExpExecArray | null {
  if (lexer.indentRe) return lexer.indentRe.exec(lexer.input);

  let pattern = /^\n(\t*) */;
  let match = pattern.exec(lexer.input);
  if (match && !match[1]) {
    pattern = /^\n( *)/;
    match = pattern.exec(lexer.input);
  }
  if (match && match[1]) lexer.indentRe = pattern;
  return match;
}

// spec: markup-35
export interface ReportingLexerState extends TemplateLexerState {
  error(code: string, message: string): never;
}

/** Emits closing outdent and end-of-source tokens once the input is exhausted. */
export function handleEndOfSource(lexer: ReportingLexerState): true | undefined {
  if (lexer.input.length > 0) return undefined;
  if (lexer.interpolated) {
    lexer.error('NO_END_BRACKET', 'End of line was reached with no closing bracket for interpolation.');
  }

  const pushClosedToken = (type: string): void => {
    const token = createLexerToken(lexer, type);
    token.loc.end = { line: lexer.lineno, column: lexer.colno };
    lexer.tokens.push(token);
  };

  for (let index = 0; lexer.indentStack[index]; index++) pushClosedToken('outdent');
  pushClosedToken('eos');

  lexer.ended = true;
  return true;
}

// spec: markup-36
/** Lexes a class shorthand such as `.btn-primary`. */
export function lexClassShorthand(lexer: ReportingLexerState): true | undefined {
  const token = scanToken(lexer, /^\.([\w-]*[_a-z][\w-]*)/i, 'class');
  if (token) {
    lexer.tokens.push(token);
    lexer.colno += String(token.val).length;
    token.loc.end = { line: lexer.lineno, column: lexer.colno };
    return true;
  }

  if (/^\.[0-9-]+/.test(lexer.input)) {
    lexer.error('INVALID_CLASS_NAME', 'Class names must contain at least one letter or underscore.');
  }
  if (lexer.input.startsWith('.')) {
    const offending = /^\.([\s\S]?[^ \t()#.:]*)/.exec(lexer.input)?.[1] ?? '';
    lexer.error(
      'INVALID_CLASS_NAME',
      `"${offending}" is not a valid class name.  Class names may only contain letters, digits, "_" and "-", ` +
        'and must contain at least one letter or "_".',
    );
  }
  return undefined;
}

// spec: markup-37
export interface AstNode {
  type: string;
  [key: string]: unknown;
}

export interface BlockNode extends AstNode {
  type: 'Block';
  nodes: AstNode[];
  line: number;
  filename: string | undefined;
}

export interface RootBlockParser {
  filename: string | undefined;
  peek(): { type: string };
  advance(): unknown;
  parseTextHtml(): AstNode[];
  parseExpr(): AstNode | null | undefined;
}

/** Parses the whole token stream into the root block of the syntax tree. */
export function parseRootBlock(parser: RootBlockParser): BlockNode {
  const root: BlockNode = { type: 'Block', nodes: [], line: 0, filename: parser.filename };

  while (parser.peek().type !== 'eos') {
    const nextType = parser.peek().type;
    if (nextType === 'newline') {
      parser.advance();
    } else if (nextType === 'text-html') {
      root.nodes.push(...parser.parseTextHtml());
    } else {
      const node = parser.parseExpr();
      if (!node) continue;
      if (node.type === 'Block') root.nodes.push(...((node as BlockNode).nodes ?? []));
      else root.nodes.push(node);
    }
  }
  return root;
}

// spec: markup-38
export interface ParserToken {
  type: string;
  val?: unknown;
  name?: string;
  buffer?: boolean;
  mustEscape?: boolean;
  loc: { start: { line: number; column: number } };
}

export interface ErrorLocation {
  line: number;
  column: number;
  filename: string | undefined;
  src: string;
}

export interface TokenStreamParser {
  filename: string | undefined;
  src: string;
  peek(): ParserToken;
  advance(): ParserToken;
  defer(token: ParserToken): void;
  makeError(code: string, message: string, location: ErrorLocation): Error;
}

/** Consumes the next token when it has the required type, otherwise throws an INVALID_TOKEN error. */
export function expectToken(parser: TokenStreamParser, type: string): ParserToken {
  const next = parser.peek();
  if (next.type === type) return parser.advance();
  return raiseAtToken(parser, 'INVALID_TOKEN', `expected "${type}", but got "${next.type}"`, next);
}

function raiseAtToken(parser: TokenStreamParser, code: string, message: string, token: ParserToken): never {
  throw parser.makeError(code, message, {
    line: token.loc.start.line,
    column: token.loc.start.column,
    filename: parser.filename,
    src: parser.src,
  });
}

// spec: markup-39
type PluginHandler = (this: Record<string, unknown>, ...args: unknown[]) => unknown;
type ParserPlugin = Record<string, Record<string, PluginHandler> | undefined>;

/** Runs the single plugin handler registered for `context` and the token's type, if any. */
export function runPluginHook(
  parser: { plugins: ParserPlugin[] },
  context: string,
  token: { type: string },
  ...extraArgs: unknown[]
): unknown {
  let handlerTable: Record<string, PluginHandler> | undefined;

  for (const plugin of parser.plugins) {
    const table = plugin[context];
    if (!table?.[token.type]) continue;
    if (handlerTable) {
      throw new Error(
        `Multiple plugin handlers found for context ${JSON.stringify(context)}, token type ${JSON.stringify(token.type)}`,
      );
    }
    handlerTable = table;
  }

  const handler = handlerTable?.[token.type];
  return handler ? handler.call(handlerTable as Record<string, unknown>, parser, ...extraArgs) : undefined;
}

// spec: markup-40
export interface CodeNode extends AstNode {
  type: 'Code';
  val: unknown;
  buffer: boolean | undefined;
  mustEscape: boolean;
  isInline: boolean;
  line: number;
  column: number;
  filename: string | undefined;
  debug?: boolean;
  block?: AstNode;
}

/** Parses a `code` token into a Code node, with an attached block when one follows. */
export function parseCodeNode(
  parser: TokenStreamParser & { block(): AstNode },
  noBlock?: unknown,
): CodeNode {
  const token = expectToken(parser, 'code');
  if (typeof token.mustEscape !== 'boolean') {
    throw new Error('Please update the template lexer package to its newest version.');
  }

  const node: CodeNode = {
    type: 'Code',
    val: token.val,
    buffer: token.buffer,
    mustEscape: token.mustEscape !== false,
    isInline: Boolean(noBlock),
    line: token.loc.start.line,
    column: token.loc.start.column,
    filename: parser.filename,
  };
  if (/^ *else/.test(String(node.val))) node.debug = false;
  if (noBlock) return node;

  const next = parser.peek();
  if (next.type === 'indent') {
    if (token.buffer) {
      raiseAtToken(parser, 'BLOCK_IN_BUFFERED_CODE', 'Buffered code cannot have a block attached to it', next);
    }
    node.block = parser.block();
  }
  return node;
}

// spec: markup-41
export interface AttributeRecord {
  name: string | undefined;
  val: unknown;
  line: number;
  column: number;
  filename: string | undefined;
  mustEscape: boolean;
}

/** Collects the attribute tokens between start- and end-attributes markers. */
export function parseAttributeList(parser: TokenStreamParser, seenNames?: string[]): AttributeRecord[] {
  expectToken(parser, 'start-attributes');
  const records: AttributeRecord[] = [];

  let token = parser.advance();
  while (token.type === 'attribute') {
    const name = token.name ?? '';
    if (seenNames && name !== 'class') {
      if (seenNames.includes(name)) {
        raiseAtToken(parser, 'DUPLICATE_ATTRIBUTE', `Duplicate attribute "${name}" is not allowed.`, token);
      }
      seenNames.push(name);
    }
    records.push({
      name: token.name,
      val: token.val,
      line: token.loc.start.line,
      column: token.loc.start.column,
      filename: parser.filename,
      mustEscape: token.mustEscape !== false,
    });
    token = parser.advance();
  }

  parser.defer(token);
  expectToken(parser, 'end-attributes');
  return records;
}

// spec: markup-42
export interface CompilerError extends Error {
  compilerStack?: string;
  fromCompiler?: boolean;
}

export interface ErrorContextOptions {
  lineno: number;
  column: number;
  filename: string;
  input: string;
  context?: number;
}

/** Prefixes a compiler error's message with its location and an excerpt of the source around it. */
export function addSourceExcerpt<E extends CompilerError>(error: E, options: ErrorContextOptions): E {
  const { lineno: line, column, filename, input } = options;
  const halfContext = Math.floor((options.context ?? 8) / 2);
  const lines = `\n${input}`.split('\n');

  const first = Math.max(line - halfContext, 1);
  const last = Math.min(lines.length, line + halfContext);
  const width = String(last).length;

  const excerpt: string[] = [];
  for (let number = first; number < last; number++) {
    excerpt.push(`   ${String(number).padStart(width)}| ${lines[number] ?? ''}`);
    if (number === line) excerpt.push(`${'-'.repeat(width + 4 + column)}^`);
  }

  const stackSuffix = error.compilerStack ? `${error.compilerStack}\n` : '';
  error.message = `${filename}:${line}:${column}\n${excerpt.join('\n')}\n\n${error.message}\n${stackSuffix}`;
  if (error.fromCompiler) error.stack = `Error: ${error.message}`;
  return error;
}

// spec: markup-43
/** Removes duplicates (compared by property-key form), keeping first occurrences. */
export function uniqueByKey<T>(items: readonly T[]): T[] {
  const seen: Record<string, true> = {};
  const result: T[] = [];
  for (const item of items) {
    const key = String(item);
    if (key in seen) continue;
    seen[key] = true;
    result.push(item);
  }
  return result;
}

// spec: markup-44
export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
  name?: string;
}

/** Renders a color as CSS text: a keyword, a (short) hex code, or an rgba() function. */
export function colorToCss(color: RgbaColor): string {
  if (color.name === 'transparent') return 'transparent';

  if (color.a === 1) {
    const hexPair = (channel: number): string => (channel < 16 ? '0' : '') + channel.toString(16);
    const pairs = [color.r, color.g, color.b].map(hexPair);
    const canShorten = pairs.every((pair) => pair.length === 2 && pair[0] === pair[1]);
    return `#${canShorten ? pairs.map((pair) => pair[0]).join('') : pairs.join('')}`;
  }

  return `rgba(${color.r},${color.g},${color.b},${Number(color.a.toFixed(3))})`;
}

// spec: markup-45
export interface HslaColor {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** Converts a hue/saturation/lightness color (degrees, percents) to RGB channels in 0..255. */
export function hslaToRgba(color: HslaColor): RgbaColor {
  const hue = color.h / 360;
  const saturation = color.s / 100;
  const lightness = color.l / 100;

  const upper = lightness <= 0.5 ? lightness * (saturation + 1) : lightness + saturation - lightness * saturation;
  const lower = lightness * 2 - upper;

  const hueToChannel = (input: number): number => {
    let h = input;
    if (h < 0) h += 1;
    if (h > 1) h -= 1;
    if (h * 6 < 1) return lower + (upper - lower) * h * 6;
    if (h * 2 < 1) return upper;
    if (h * 3 < 2) return lower + (upper - lower) * (2 / 3 - h) * 6;
    return lower;
  };

  return {
    r: hueToChannel(hue + 1 / 3) * 255,
    g: hueToChannel(hue) * 255,
    b: hueToChannel(hue - 1 / 3) * 255,
    a: color.a,
  };
}

// spec: markup-46
/** Converts an RGB color (channels 0..255) to hue in degrees and saturation/lightness in percent. */
export function rgbaToHsla(color: RgbaColor): HslaColor {
  const red = color.r / 255;
  const green = color.g / 255;
  const blue = color.b / 255;
  const largest = Math.max(red, green, blue);
  const smallest = Math.min(red, green, blue);
  const lightness = (largest + smallest) / 2;
  const difference = largest - smallest;

  let hue: number;
  if (largest === smallest) hue = 0;
  else if (largest === red) hue = (60 * (green - blue)) / difference;
  else if (largest === green) hue = (60 * (blue - red)) / difference + 120;
  else hue = (60 * (red - green)) / difference + 240;

  let saturation: number;
  if (largest === smallest) saturation = 0;
  else if (lightness < 0.5) saturation = difference / (2 * lightness);
  else saturation = difference / (2 - 2 * lightness);

  return { h: hue % 360, s: saturation * 100, l: lightness * 100, a: color.a };
}

// spec: markup-47
export interface ColorNode {
  /** The color in red/green/blue/alpha form with channels from 0 to 255. */
  readonly rgba: RgbaColor;
}

export interface UnitNode {
  type: 'unit';
  val: number;
  unit: string;
}

export type ColorAssertion = (value: unknown, parameterName: string) => asserts value is ColorNode;

/** Computes the WCAG relative luminance of a color as a unitless value node. */
export function relativeLuminance(color: unknown, assertColor: ColorAssertion = assertIsColorNode): UnitNode {
  assertColor(color, 'color');
  const { r, g, b } = color.rgba;

  const linearize = (channel: number): number => {
    const value = channel / 255;
    return value < 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };

  const luminance = 0.2126 * linearize(r) + 0.7152 * linearize(g) + 0.0722 * linearize(b);
  return { type: 'unit', val: luminance, unit: '' };
}

function assertIsColorNode(value: unknown, parameterName: string): asserts value is ColorNode {
  const rgba = (value as { rgba?: unknown } | null | undefined)?.rgba;
  if (typeof rgba !== 'object' || rgba === null) {
    throw new TypeError(`expected ${parameterName} to be a color, but got ${String(value)}`);
  }
}

// spec: markup-48
/** Composites a possibly translucent `top` color over `bottom` (opaque white by default). */
export function blendColors(
  top: unknown,
  bottom?: unknown,
  assertColor: ColorAssertion = assertIsColorNode,
  createColor: (r: number, g: number, b: number, a: number) => RgbaColor = (r, g, b, a) => ({ r, g, b, a }),
): RgbaColor {
  assertColor(top, 'top');
  const base: unknown = bottom ?? { rgba: { r: 255, g: 255, b: 255, a: 1 } };
  assertColor(base, 'bottom');

  const upper = top.rgba;
  const lower = base.rgba;
  const mix = (topChannel: number, bottomChannel: number): number =>
    topChannel * upper.a + bottomChannel * (1 - upper.a);

  return createColor(
    mix(upper.r, lower.r),
    mix(upper.g, lower.g),
    mix(upper.b, lower.b),
    upper.a + lower.a - upper.a * lower.a,
  );
}

// spec: markup-49
export interface NumericUnitNode {
  val: number;
  /** The unit; empty or missing for unitless values. */
  unit?: string;
}

/** Finds the most transparent color that, laid over `bottom`, reproduces the opaque `top` color. */
export function transparentizeOver(
  top: unknown,
  bottom?: unknown,
  alpha?: NumericUnitNode,
  assertColor: ColorAssertion = assertIsColorNode,
  createColor: (r: number, g: number, b: number, a: number) => RgbaColor = (r, g, b, a) => ({ r, g, b, a }),
): RgbaColor {
  const opaqueWhite: ColorNode = { rgba: { r: 255, g: 255, b: 255, a: 1 } };
  assertColor(top, 'top');

  let base: unknown = bottom ?? opaqueWhite;
  let requestedAlpha = alpha;
  if (!requestedAlpha && !isColorLike(base)) {
    requestedAlpha = base as NumericUnitNode;
    base = opaqueWhite;
  }
  assertColor(base, 'bottom');

  const upper = top.rgba;
  const lower = base.rgba;
  const channels = ['r', 'g', 'b'] as const;

  const neededAlphas = channels
    .map((channel) => {
      const delta = upper[channel] - lower[channel];
      const limit = delta > 0 ? 255 : 0;
      return delta / (limit - lower[channel]);
    })
    .filter((value) => !Number.isNaN(value));
  let bestAlpha = neededAlphas.length > 0 ? Math.max(...neededAlphas) : 0;

  if (requestedAlpha) {
    if (typeof requestedAlpha.val !== 'number') {
      throw new TypeError('expected alpha to be a numeric unit');
    }
    if (requestedAlpha.unit === '%') bestAlpha = requestedAlpha.val / 100;
    else if (!requestedAlpha.unit) bestAlpha = requestedAlpha.val;
  }
  bestAlpha = Math.min(Math.max(bestAlpha, 0), 1);

  const solveChannel = (channel: (typeof channels)[number]): number =>
    bestAlpha === 0 ? lower[channel] : lower[channel] + (upper[channel] - lower[channel]) / bestAlpha;

  return createColor(solveChannel('r'), solveChannel('g'), solveChannel('b'), Math.round(bestAlpha * 100) / 100);
}

function isColorLike(value: unknown): value is ColorNode {
  const rgba = (value as { rgba?: unknown } | null | undefined)?.rgba;
  return typeof rgba === 'object' && rgba !== null;
}

// spec: markup-50
/** Formats a numeric CSS value with its unit, optionally in compressed form. */
export function formatCssNumber(value: number, unit: string | undefined, compress: boolean): string {
  const suffix = unit ?? '';
  const isFractional = value !== (value | 0);
  const unitsKeptOnZero = new Set(['%', 's', 'ms', 'deg', 'fr']);

  if (compress) {
    if (value === 0 && !unitsKeptOnZero.has(suffix)) return '0';
    if (isFractional && value > -1 && value < 1) return `${String(value).replace('0.', '.')}${suffix}`;
  }

  const printed = isFractional ? Number.parseFloat(value.toFixed(15)) : value;
  return `${printed}${suffix}`;
}

// spec: markup-51
/** Recursively freezes an object graph, making Maps and Sets read-only as well. */
export function deepFreeze<T>(target: T): T {
  const throwing = (message: string) => (): never => {
    throw new Error(message);
  };

  if (target instanceof Map) {
    const map = target as unknown as Record<'clear' | 'delete' | 'set', unknown>;
    map.clear = map.delete = map.set = throwing('map is read-only');
  } else if (target instanceof Set) {
    const set = target as unknown as Record<'add' | 'clear' | 'delete', unknown>;
    set.add = set.clear = set.delete = throwing('set is read-only');
  }

  Object.freeze(target);

  for (const propertyName of Object.getOwnPropertyNames(target)) {
    const value = (target as Record<string, unknown>)[propertyName];
    const isFreezable = (typeof value === 'object' && value !== null) || typeof value === 'function';
    if (isFreezable && !Object.isFrozen(value)) deepFreeze(value);
  }
  return target;
}

// spec: markup-52
/** Shallow-merges objects (including inherited enumerable keys) into a new prototype-less object. */
export function mergeIntoBareObject(
  base: object,
  ...overrides: Array<object | null | undefined>
): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null);
  for (const source of [base, ...overrides]) {
    if (source === null || source === undefined) continue;
    for (const key in source) {
      result[key] = (source as Record<string, unknown>)[key];
    }
  }
  return result;
}

// spec: markup-53
/** Converts a highlighting scope name into CSS class text. */
export function scopeNameToClasses(scopeName: string, options: { classPrefix: string }): string {
  const { classPrefix } = options;
  if (scopeName.startsWith('language:')) return scopeName.replace('language:', 'language-');

  if (scopeName.includes('.')) {
    const [head, ...rest] = scopeName.split('.');
    return [`${classPrefix}${head}`, ...rest.map((piece, index) => `${piece}${'_'.repeat(index + 1)}`)].join(' ');
  }
  return `${classPrefix}${scopeName}`;
}

// spec: markup-54
export interface HighlightTreeNode {
  children?: Array<HighlightTreeNode | string>;
  [key: string]: unknown;
}

/** Merges all-text child lists into a single string child, recursively, in place. */
export function collapseTextChildren(node: HighlightTreeNode | string): void {
  if (typeof node === 'string' || !node.children) return;

  if (node.children.every((child) => typeof child === 'string')) {
    node.children = [node.children.join('')];
  } else {
    node.children.forEach(collapseTextChildren);
  }
}

// spec: markup-55
type PatternLike = RegExp | string | null | undefined | false;

/** Builds a regular-expression source matching any one of the given alternatives. */
export function eitherPattern(...args: Array<PatternLike | { capture?: boolean }>): string {
  const last = args[args.length - 1];
  let options: { capture?: boolean } = {};
  if (typeof last === 'object' && last !== null && last.constructor === Object) {
    options = args.pop() as { capture?: boolean };
  }

  const toSource = (pattern: PatternLike): string | null => {
    if (!pattern) return null;
    return typeof pattern === 'string' ? pattern : pattern.source;
  };

  const alternatives = (args as PatternLike[]).map(toSource).join('|');
  return `(${options.capture ? '' : '?:'}${alternatives})`;
}

// spec: markup-56
/** Joins regular expressions, each in its own group, renumbering their numeric backreferences. */
export function joinWithRenumberedBackreferences(patterns: Array<RegExp | string>, separator: string): string {
  const tokenPattern =
    /(?<charClass>\[(?:[^\\\]]|\\.)*\])|(?<namedGroup>\(\?<(?![=!])[^>]*>|\(\?'[^']*')|(?<paren>\(\??)|\\(?<backref>[1-9]\d*)|(?<escape>\\.)/;
  let captureCount = 0;

  return patterns
    .map((pattern) => {
      captureCount += 1;
      const offset = captureCount;
      let remaining = typeof pattern === 'string' ? pattern : pattern.source;
      let output = '';

      while (remaining.length > 0) {
        const match = tokenPattern.exec(remaining);
        if (!match) {
          output += remaining;
          break;
        }
        output += remaining.slice(0, match.index);
        remaining = remaining.slice(match.index + match[0].length);

        const groups = match.groups ?? {};
        if (groups.backref !== undefined) {
          output += `\\${Number(groups.backref) + offset}`;
        } else {
          output += match[0];
          if (groups.namedGroup !== undefined || match[0] === '(') captureCount += 1;
        }
      }
      return `(${output})`;
    })
    .join(separator);
}

// spec: markup-57
/** Remaps per-item scope names of a multi-expression begin/end to outer group numbers. */
export function remapMultiPatternScopes(
  mode: Record<string, unknown>,
  patterns: Array<RegExp | string>,
  propertyName: string,
): void {
  const scopeNames = (mode[propertyName] ?? {}) as Record<number, string | undefined>;
  const scopesByGroup: Record<string, unknown> = {};
  const emitted: Record<number, true> = {};

  const countCaptureGroups = (pattern: RegExp | string): number => {
    const source = typeof pattern === 'string' ? pattern : pattern.source;
    return (new RegExp(`${source}|`).exec('')?.length ?? 1) - 1;
  };

  let groupOffset = 0;
  patterns.forEach((pattern, index) => {
    const position = index + 1;
    const groupNumber = position + groupOffset;
    scopesByGroup[groupNumber] = scopeNames[position];
    emitted[groupNumber] = true;
    groupOffset += countCaptureGroups(pattern);
  });

  scopesByGroup._emit = emitted;
  scopesByGroup._multi = true;
  mode[propertyName] = scopesByGroup;
}

// spec: markup-58
export interface CombinedMatcher {
  matcherRe: RegExp;
  lastIndex: number;
  matchIndexes: Record<number, Record<string, unknown>>;
}

/** Executes the combined pattern and returns the match re-based on the winning alternative. */
export function execCombinedMatcher(
  matcher: CombinedMatcher,
  text: string,
): (RegExpExecArray & Record<string, unknown>) | null {
  matcher.matcherRe.lastIndex = matcher.lastIndex;
  const match = matcher.matcherRe.exec(text);
  if (!match) return null;

  const groupNumber = match.findIndex((value, index) => index > 0 && value !== undefined);
  const metadata = matcher.matchIndexes[groupNumber];
  match.splice(0, groupNumber);
  return Object.assign(match, metadata);
}

// spec: markup-59
/** Pairs each keyword with its opposite-case companion. */
export function withBothCases(keywords: readonly string[]): string[] {
  return keywords.flatMap((keyword) => {
    const lower = keyword.toLowerCase();
    return [keyword, keyword === lower ? keyword.toUpperCase() : lower];
  });
}

// spec: markup-60
export interface ZeroRelevanceOptions {
  exceptions?: string[];
  when?: (keyword: string) => unknown;
}

/** Appends "|0" to keywords selected by the predicate, unless scored explicitly or excepted. */
export function markZeroRelevance(keywords: readonly string[], options: ZeroRelevanceOptions = {}): string[] {
  const { exceptions = [], when } = options;
  return keywords.map((keyword) => {
    if (/\|\d+$/.test(keyword) || exceptions.includes(keyword)) return keyword;
    // The predicate has no default: a missing one throws a TypeError here, by design.
    return (when as (keyword: string) => unknown)(keyword) ? `${keyword}|0` : keyword;
  });
}
