import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import * as path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

// spec: heldout-01
/**
 * Whether a code point taken from a numeric character reference may be decoded.
 * Rejects surrogates, noncharacters, most C0/C1 controls and out-of-range values.
 */
export function isDecodableCodePoint(codePoint: number): boolean {
  const lowBits = codePoint & 0xffff;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  if (codePoint >= 0xfdd0 && codePoint <= 0xfdef) return false;
  if (lowBits === 0xffff || lowBits === 0xfffe) return false;
  if (codePoint >= 0x00 && codePoint <= 0x08) return false;
  if (codePoint === 0x0b) return false;
  if (codePoint >= 0x0e && codePoint <= 0x1f) return false;
  if (codePoint >= 0x7f && codePoint <= 0x9f) return false;
  if (codePoint > 0x10ffff) return false;
  return true;
}

// spec: heldout-02
/** Converts a code point to a string without validation and without ever throwing. */
export function codePointToString(codePoint: number): string {
  if (codePoint > 0xffff) {
    const offset = codePoint - 0x10000;
    const high = 0xd800 + (offset >> 10);
    const low = 0xdc00 + (offset & 0x3ff);
    return String.fromCharCode(high, low);
  }
  return String.fromCharCode(codePoint);
}

// spec: heldout-03
/** Whether a numeric character code counts as Markdown whitespace. */
export function isMarkdownSpaceCode(code: number): boolean {
  if (code >= 0x2000 && code <= 0x200a) return true;
  return MARKDOWN_SPACE_CODES.has(code);
}

const MARKDOWN_SPACE_CODES: ReadonlySet<number> = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x202f, 0x205f, 0x3000,
]);

// spec: heldout-04
/** Trims only space, tab, line feed and carriage return from both ends. */
export function trimAsciiBlanks(text: string): string {
  const isBlank = (ch: string): boolean => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
  let begin = 0;
  while (begin < text.length && isBlank(text[begin])) begin++;
  let finish = text.length;
  while (finish > begin && isBlank(text[finish - 1])) finish--;
  return text.slice(begin, finish);
}

// spec: heldout-05
/**
 * Parses an optional link title between `start` and `max` (exclusive). When a
 * previous (unfinished) result is supplied, the title is continued from it.
 */
export function parseLinkTitleSegment(
  source: string,
  start: number,
  max: number,
  decodeText: (raw: string) => string,
  previous?: LinkTitleResult,
): LinkTitleResult {
  const result: LinkTitleResult = { ok: false, canContinue: false, pos: 0, text: '', marker: 0 };
  let segmentStart = start;
  let pos = start;

  if (previous) {
    result.text = previous.text;
    result.marker = previous.marker;
  } else {
    if (pos >= max) return result;
    const opener = source.charCodeAt(pos);
    if (opener !== 0x22 /* " */ && opener !== 0x27 /* ' */ && opener !== 0x28 /* ( */) return result;
    pos++;
    segmentStart = pos;
    result.marker = opener === 0x28 ? 0x29 /* ) */ : opener;
  }

  while (pos < max) {
    const code = source.charCodeAt(pos);
    if (code === result.marker) {
      result.pos = pos + 1;
      result.text += decodeText(source.slice(segmentStart, pos));
      result.ok = true;
      return result;
    }
    if (code === 0x28 && result.marker === 0x29) {
      return result;
    }
    if (code === 0x5c /* \ */ && pos + 1 < max) {
      pos++;
    }
    pos++;
  }

  result.canContinue = true;
  result.text += decodeText(source.slice(segmentStart, pos));
  return result;
}

export interface LinkTitleResult {
  ok: boolean;
  canContinue: boolean;
  pos: number;
  text: string;
  marker: number;
}

// spec: heldout-06
/** Applies typographic replacements in place to text tokens outside automatic links. */
export function applyTypographicReplacements(tokens: InlineTextToken[]): void {
  const triggerPattern = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/;
  let autolinkDepth = 0;

  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];

    if (token.type === 'text' && autolinkDepth === 0 && triggerPattern.test(token.content)) {
      token.content = token.content
        .replace(/\+-/g, '\u00b1')
        .replace(/\.{2,}/g, '\u2026')
        .replace(/([?!])\u2026/g, '$1..')
        .replace(/([?!]){4,}/g, '$1$1$1')
        .replace(/,{2,}/g, ',')
        .replace(/(^|[^-])---(?=[^-]|$)/gm, '$1\u2014')
        .replace(/(^|\s)--(?=\s|$)/gm, '$1\u2013')
        .replace(/(^|[^-\s])--(?=[^-\s]|$)/gm, '$1\u2013');
    }

    if (token.type === 'link_open' && token.info === 'auto') autolinkDepth--;
    if (token.type === 'link_close' && token.info === 'auto') autolinkDepth++;
  }
}

export interface InlineTextToken {
  type: string;
  content: string;
  info: string;
}

// spec: heldout-07
/** Rebuilds a string with single characters at given positions replaced. */
export function replaceCharactersAt(original: string, replacements: CharReplacement[]): string {
  replacements.sort((left, right) => left.position - right.position);
  let output = '';
  let cursor = 0;
  for (const { position, replacement } of replacements) {
    output += original.slice(cursor, position) + replacement;
    cursor = position + 1;
  }
  return output + original.slice(cursor);
}

export interface CharReplacement {
  position: number;
  replacement: string;
}

// spec: heldout-08
/** Splits a table row on unescaped `|`; an escaped bar keeps the bar and drops the backslash. */
export function splitTableRowCells(row: string): string[] {
  const cells: string[] = [];
  let currentCell = '';
  let previousWasBackslash = false;

  for (const ch of row) {
    if (ch === '|') {
      if (previousWasBackslash) {
        currentCell = `${currentCell.slice(0, -1)}|`;
      } else {
        cells.push(currentCell);
        currentCell = '';
      }
    } else {
      currentCell += ch;
    }
    previousWasBackslash = ch === '\\';
  }

  cells.push(currentCell);
  return cells;
}

// spec: heldout-09
/** Normalises a numeric character reference value per the HTML rules (Windows-1252 remap etc.). */
export function normalizeNumericReference(codePoint: number): number {
  if (codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) {
    return 0xfffd;
  }
  if (codePoint >= 128 && codePoint <= 159) {
    return WINDOWS_1252_REMAP.get(codePoint) ?? codePoint;
  }
  return codePoint;
}

const WINDOWS_1252_REMAP: ReadonlyMap<number, number> = new Map([
  [0x80, 0x20ac], [0x82, 0x201a], [0x83, 0x0192], [0x84, 0x201e], [0x85, 0x2026],
  [0x86, 0x2020], [0x87, 0x2021], [0x88, 0x02c6], [0x89, 0x2030], [0x8a, 0x0160],
  [0x8b, 0x2039], [0x8c, 0x0152], [0x8e, 0x017d], [0x91, 0x2018], [0x92, 0x2019],
  [0x93, 0x201c], [0x94, 0x201d], [0x95, 0x2022], [0x96, 0x2013], [0x97, 0x2014],
  [0x98, 0x02dc], [0x99, 0x2122], [0x9a, 0x0161], [0x9b, 0x203a], [0x9c, 0x0153],
  [0x9e, 0x017e], [0x9f, 0x0178],
]);

// spec: heldout-10
/**
 * Finds the next node index in a flat 16-bit trie for a character code, or -1.
 * Header bits 0-6 hold the jump value, bits 7-12 the branch count.
 */
export function findTrieChild(
  words: ArrayLike<number>,
  header: number,
  branchIndex: number,
  charCode: number,
): number {
  const branchCount = (header >> 7) & 0x3f;
  const jumpValue = header & 0x7f;

  if (jumpValue !== 0 && branchCount === 0) {
    return charCode === jumpValue ? branchIndex : -1;
  }

  if (jumpValue !== 0) {
    const slot = charCode - jumpValue;
    if (slot < 0 || slot >= branchCount) return -1;
    const entry = words[branchIndex + slot];
    if (entry === 0) return -1;
    return (branchIndex + branchCount + entry - 1) & 0xffff;
  }

  if (branchCount === 0) return -1;

  const keyWordCount = Math.ceil(branchCount / 2);
  for (let keyIndex = 0; keyIndex < branchCount; keyIndex++) {
    const packed = words[branchIndex + (keyIndex >> 1)];
    const key = keyIndex % 2 === 0 ? packed & 0xff : (packed >> 8) & 0xff;
    if (key === charCode) {
      const pointer = words[branchIndex + keyWordCount + keyIndex];
      return (branchIndex + keyWordCount + branchCount + pointer) & 0xffff;
    }
    if (key > charCode) return -1;
  }
  return -1;
}

// spec: heldout-11
/** Converts already-validated YAML 1.1 integer text to a number. */
export function parseYamlInteger(source: string): number {
  let digits = source.replace(/_/g, '');
  let sign = 1;

  if (digits.startsWith('-') || digits.startsWith('+')) {
    if (digits[0] === '-') sign = -1;
    digits = digits.slice(1);
  }

  let magnitude: number;
  if (digits.startsWith('0b')) {
    magnitude = parseInt(digits.slice(2), 2);
  } else if (digits.startsWith('0x')) {
    magnitude = parseInt(digits.slice(2), 16);
  } else if (digits.includes(':')) {
    magnitude = digits.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  } else if (digits !== '0' && digits.startsWith('0')) {
    magnitude = parseInt(digits, 8);
  } else {
    magnitude = parseInt(digits, 10);
  }

  return sign * magnitude;
}

// spec: heldout-12
/** Decodes a (possibly line-wrapped) base64 YAML binary scalar, or returns the sentinel. */
export function decodeYamlBinary<TSentinel>(source: string, notResolved: TSentinel): Uint8Array | TSentinel {
  const compact = source.replace(/\s/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
    return notResolved;
  }
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) {
    bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}

// spec: heldout-13
/** Parses a YAML timestamp into a UTC-based Date, or returns the sentinel. */
export function parseYamlTimestamp<TSentinel>(source: string, notResolved: TSentinel): Date | TSentinel {
  const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
  const fullPattern =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$/;

  const dateOnly = dateOnlyPattern.exec(source);
  const full = dateOnly ? null : fullPattern.exec(source);
  const match = dateOnly ?? full;
  if (!match) return notResolved;

  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);

  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) {
    return notResolved;
  }
  if (!full) return date;

  const hours = Number(full[4]);
  const minutes = Number(full[5]);
  const seconds = Number(full[6]);
  if (hours > 23 || minutes > 59 || seconds > 59) return notResolved;

  const milliseconds = full[7] ? Number(full[7].slice(0, 3).padEnd(3, '0')) : 0;
  date.setUTCHours(hours, minutes, seconds, milliseconds);

  const offsetSign = full[9];
  if (offsetSign) {
    const offsetHours = Number(full[10]);
    const offsetMinutes = Number(full[11] ?? 0);
    if (offsetHours > 23 || offsetMinutes > 59) return notResolved;
    const offsetMs = (offsetHours * 60 + offsetMinutes) * 60_000;
    return new Date(offsetSign === '+' ? date.getTime() - offsetMs : date.getTime() + offsetMs);
  }
  return date;
}

// spec: heldout-14
/** Cuts a source line down to a window around an error position for a snippet. */
export function sliceLineAroundPosition(
  text: string,
  lineStart: number,
  lineEnd: number,
  position: number,
  maxLineLength: number,
): { line: string; column: number } {
  const halfWidth = Math.floor(maxLineLength / 2) - 1;
  let prefix = '';
  let suffix = '';
  let windowStart = lineStart;
  let windowEnd = lineEnd;

  if (position - lineStart > halfWidth) {
    prefix = ' ... ';
    windowStart = position - halfWidth + prefix.length;
  }
  if (lineEnd - position > halfWidth) {
    suffix = ' ...';
    windowEnd = position + halfWidth - suffix.length;
  }

  const body = text.slice(windowStart, windowEnd).replace(/\t/g, '\u2192');
  return {
    line: `${prefix}${body}${suffix}`,
    column: position - windowStart + prefix.length,
  };
}

// spec: heldout-15
/** Maps the code after a backslash in a double-quoted YAML scalar to its text ('' if unknown). */
export function yamlEscapeToText(code: number): string {
  switch (code) {
    case 0x30: return '\x00'; // 0
    case 0x61: return '\x07'; // a
    case 0x62: return '\x08'; // b
    case 0x74: return '\t'; // t
    case 0x09: return '\t'; // literal tab
    case 0x6e: return '\n'; // n
    case 0x76: return '\x0b'; // v
    case 0x66: return '\x0c'; // f
    case 0x72: return '\r'; // r
    case 0x65: return '\x1b'; // e
    case 0x20: return ' '; // space
    case 0x22: return '"';
    case 0x2f: return '/';
    case 0x5c: return '\\';
    case 0x4e: return '\u0085'; // N
    case 0x5f: return '\u00a0'; // _
    case 0x4c: return '\u2028'; // L
    case 0x50: return '\u2029'; // P
    default: return '';
  }
}

// spec: heldout-16
/** Percent-encodes a YAML tag (UTF-8), leaving the allowed URI characters as they are. */
export function percentEncodeTag(tag: string, isSuffix: boolean): string {
  const isAllowed = (ch: string): boolean =>
    /[A-Za-z0-9]/.test(ch) || TAG_SAFE_CHARS.has(ch) || (!isSuffix && TAG_NON_SUFFIX_CHARS.has(ch));

  let encoded = '';
  for (let index = 0; index < tag.length; index++) {
    const ch = tag[index];
    if (isAllowed(ch)) {
      encoded += ch;
      continue;
    }

    let codePoint = tag.charCodeAt(index);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && index + 1 < tag.length) {
      index++;
      const low = tag.charCodeAt(index);
      codePoint = ((codePoint - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
    }

    encoded += utf8EncodeCodePoint(codePoint)
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
  return encoded;
}

const TAG_SAFE_CHARS: ReadonlySet<string> = new Set("-#;/?:@&=+$_.~*'()".split(''));
const TAG_NON_SUFFIX_CHARS: ReadonlySet<string> = new Set('!,[]'.split(''));

function utf8EncodeCodePoint(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) {
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  }
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

// spec: heldout-17
/** Decodes percent escapes in a YAML tag, interpreting the bytes as UTF-8. */
export function percentDecodeTag(tag: string): string {
  const readByte = (at: number): number => parseInt(tag.slice(at + 1, at + 3), 16);
  let decoded = '';
  let index = 0;

  while (index < tag.length) {
    if (tag[index] !== '%') {
      decoded += tag[index];
      index++;
      continue;
    }

    let codePoint = readByte(index);
    index += 3;

    if (codePoint >= 0xc0) {
      let continuationCount: number;
      if (codePoint < 0xe0) {
        continuationCount = 1;
        codePoint &= 0x1f;
      } else if (codePoint < 0xf0) {
        continuationCount = 2;
        codePoint &= 0x0f;
      } else {
        continuationCount = 3;
        codePoint &= 0x07;
      }
      for (let step = 0; step < continuationCount; step++) {
        codePoint = (codePoint << 6) | (readByte(index) & 0x3f);
        index += 3;
      }
    }

    if (codePoint < 0x10000) {
      decoded += String.fromCharCode(codePoint);
    } else {
      // NaN from invalid hex ends up here and yields U+D800 U+DC00.
      const offset = codePoint - 0x10000;
      decoded += String.fromCharCode(0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff));
    }
  }
  return decoded;
}

// spec: heldout-18
/** Folds one line of a folded YAML block to the given width by turning spaces into line feeds. */
export function foldYamlLine(line: string, width: number): string {
  if (line === '' || line[0] === ' ' || line[0] === '\t') return line;

  let pieceStart = 0;
  let previousBreak = 0;
  let output = '';

  for (const match of line.matchAll(/ [^ \t]/g)) {
    const candidate = match.index ?? 0;
    if (candidate - pieceStart > width) {
      const cut = previousBreak > pieceStart ? previousBreak : candidate;
      output += `\n${line.slice(pieceStart, cut)}`;
      pieceStart = cut + 1;
    }
    previousBreak = candidate;
  }

  output += '\n';
  if (line.length - pieceStart > width && previousBreak > pieceStart) {
    output += `${line.slice(pieceStart, previousBreak)}\n${line.slice(previousBreak + 1)}`;
  } else {
    output += line.slice(pieceStart);
  }
  return output.slice(1);
}

// spec: heldout-19
/** Lists the subcommands to show in help: visible ones, plus the implicit help command if any. */
export function listVisibleSubcommands<TCommand extends HelpListedCommand<TCommand>>(
  command: TCommand,
  formatter: { sortSubcommands: boolean },
): TCommand[] {
  const visible = command.subcommands.filter((sub) => !sub.hidden);
  const helpSubcommand = command.getImplicitHelpSubcommand();
  if (helpSubcommand && !helpSubcommand.hidden) {
    visible.push(helpSubcommand);
  }
  if (formatter.sortSubcommands) {
    visible.sort((left, right) => left.name.localeCompare(right.name));
  }
  return visible;
}

export interface HelpListedCommand<TCommand> {
  name: string;
  hidden: boolean;
  subcommands: readonly TCommand[];
  getImplicitHelpSubcommand(): TCommand | undefined;
}

// spec: heldout-20
/** Comparator ordering options in help by short flag (without '-') or long flag (without '--'). */
export function compareOptionsForHelp(left: FlagDescriptor, right: FlagDescriptor): number {
  const sortKey = (option: FlagDescriptor): string =>
    option.shortFlag ? option.shortFlag.replace(/^-/, '') : (option.longFlag ?? '').replace(/^--/, '');
  return sortKey(left).localeCompare(sortKey(right));
}

export interface FlagDescriptor {
  shortFlag?: string;
  longFlag?: string;
}

// spec: heldout-21
/** Builds the short label of a subcommand as listed in help, e.g. "serve|s [options] <port>". */
export function formatSubcommandLabel(command: LabelledCommand): string {
  const renderArg = (arg: DeclaredArgument): string => {
    const text = arg.name + (arg.variadic ? '...' : '');
    return arg.required ? `<${text}>` : `[${text}]`;
  };

  let label = command.name;
  if (command.aliases.length > 0) label += `|${command.aliases[0]}`;
  if (command.options.length > 0) label += ' [options]';
  if (command.declaredArguments.length > 0) {
    label += ` ${command.declaredArguments.map(renderArg).join(' ')}`;
  }
  return label;
}

export interface DeclaredArgument {
  name: string;
  variadic: boolean;
  required: boolean;
}

export interface LabelledCommand {
  name: string;
  aliases: readonly string[];
  options: readonly unknown[];
  declaredArguments: readonly DeclaredArgument[];
}

// spec: heldout-22
/** Builds the help usage line: ancestors, name (with first alias), then the command's usage. */
export function formatCommandUsageLine(command: UsageCommand): string {
  let nameWithAlias = command.name;
  if (command.aliases.length > 0) nameWithAlias += `|${command.aliases[0]}`;

  let ancestorText = '';
  for (let ancestor = command.parent; ancestor; ancestor = ancestor.parent) {
    ancestorText = `${ancestor.name} ${ancestorText}`;
  }
  return `${ancestorText}${nameWithAlias} ${command.usage()}`;
}

export interface UsageCommand {
  name: string;
  aliases: readonly string[];
  parent?: UsageCommand | null;
  usage(): string;
}

// spec: heldout-23
/** Produces an option's help description with choices/default/preset/env details appended. */
export function describeOptionForHelp(option: DescribableOption): string {
  const details: string[] = [];

  if (option.allowedValues) {
    details.push(`choices: ${option.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`);
  }

  if (option.defaultValue !== undefined) {
    const takesValue = option.takesRequiredValue || option.takesOptionalValue;
    const isPlainBooleanFlag =
      !option.takesRequiredValue &&
      !option.takesOptionalValue &&
      !option.negated &&
      typeof option.defaultValue === 'boolean';
    if (takesValue || isPlainBooleanFlag) {
      details.push(`default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`);
    }
  }

  if (option.presetValue !== undefined && option.takesOptionalValue) {
    details.push(`preset: ${JSON.stringify(option.presetValue)}`);
  }

  if (option.envVarName !== undefined) {
    details.push(`env: ${option.envVarName}`);
  }

  if (details.length === 0) return option.description;

  const extra = `(${details.join(', ')})`;
  return option.description ? `${option.description} ${extra}` : extra;
}

export interface DescribableOption {
  description: string;
  allowedValues?: readonly unknown[];
  defaultValue?: unknown;
  defaultValueDescription?: string;
  presetValue?: unknown;
  envVarName?: string;
  takesRequiredValue: boolean;
  takesOptionalValue: boolean;
  negated: boolean;
}

// spec: heldout-24
/** Styles each word of a usage line through the matching hook (identity when a hook is absent). */
export function styleUsageWords(styler: UsageStyler, usage: string): string {
  const identity = (text: string): string => text;
  const styleOption = styler.styleOptionText ?? identity;
  const styleSubcommand = styler.styleSubcommandText ?? identity;
  const styleArgument = styler.styleArgumentText ?? identity;
  const styleCommand = styler.styleCommandText ?? identity;

  return usage
    .split(' ')
    .map((word) => {
      if (word === '[options]') return styleOption.call(styler, word);
      if (word === '[command]') return styleSubcommand.call(styler, word);
      if (word.startsWith('[') || word.startsWith('<')) return styleArgument.call(styler, word);
      return styleCommand.call(styler, word);
    })
    .join(' ');
}

export interface UsageStyler {
  styleOptionText?(text: string): string;
  styleSubcommandText?(text: string): string;
  styleArgumentText?(text: string): string;
  styleCommandText?(text: string): string;
}

// spec: heldout-25
/** Formats a help entry (term + description) into aligned, wrapped text. */
export function formatHelpEntry(
  term: string,
  termColumnWidth: number,
  description: string,
  layout: HelpLayoutHelper,
): string {
  const indent = '  ';
  const gap = 2;
  if (!description) return indent + term;

  const paddingNeeded = Math.max(0, termColumnWidth - layout.visibleWidth(term));
  const paddedTerm = term + ' '.repeat(paddingNeeded);
  const availableWidth = (layout.helpWidth ?? 80) - termColumnWidth - gap - indent.length;

  let body = description;
  if (availableWidth >= layout.minWidthToWrap && !layout.isManuallyFormatted(description)) {
    body = layout
      .wrap(description, availableWidth)
      .replace(/\n/g, `\n${' '.repeat(termColumnWidth + gap)}`);
  }

  return `${indent}${paddedTerm}${' '.repeat(gap)}${body}`.replace(/\n/g, `\n${indent}`);
}

export interface HelpLayoutHelper {
  helpWidth?: number;
  minWidthToWrap: number;
  visibleWidth(text: string): number;
  isManuallyFormatted(text: string): boolean;
  wrap(text: string, width: number): string;
}

// spec: heldout-26
/** Word-wraps text to a width, preserving existing line breaks and ignoring ANSI sequences for width. */
export function wrapTextToWidth(text: string, width: number, minWidthToWrap: number): string {
  if (width < minWidthToWrap) return text;

  const visibleLength = (chunk: string): number =>
    chunk.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').length;

  const wrappedLines: string[] = [];
  for (const sourceLine of text.split(/\r?\n/)) {
    const chunks = sourceLine.match(/\s*\S+/g);
    if (!chunks) {
      wrappedLines.push('');
      continue;
    }

    let current = chunks[0];
    let currentWidth = visibleLength(current);
    for (const chunk of chunks.slice(1)) {
      const chunkWidth = visibleLength(chunk);
      if (currentWidth + chunkWidth <= width) {
        current += chunk;
        currentWidth += chunkWidth;
      } else {
        wrappedLines.push(current);
        current = chunk.trimStart();
        currentWidth = visibleLength(current);
      }
    }
    wrappedLines.push(current);
  }
  return wrappedLines.join('\n');
}

// spec: heldout-27
/** Creates a positional argument descriptor from "<name>", "[name]" or "name" (with optional "..."). */
export function createPositionalArgument(nameSpec: string, description?: string): PositionalArgument {
  let required: boolean;
  let name: string;

  switch (nameSpec[0]) {
    case '<':
      required = true;
      name = nameSpec.slice(1, -1);
      break;
    case '[':
      required = false;
      name = nameSpec.slice(1, -1);
      break;
    default:
      required = true;
      name = nameSpec;
  }

  let variadic = false;
  if (name.endsWith('...')) {
    variadic = true;
    name = name.slice(0, -3);
  }

  return {
    name,
    description: description ?? '',
    required,
    variadic,
    parseValue: undefined,
    defaultValue: undefined,
    defaultValueDescription: undefined,
    allowedValues: undefined,
  };
}

export interface PositionalArgument {
  name: string;
  description: string;
  required: boolean;
  variadic: boolean;
  parseValue: ((value: string, previous: unknown) => unknown) | undefined;
  defaultValue: unknown;
  defaultValueDescription: string | undefined;
  allowedValues: string[] | undefined;
}

// spec: heldout-28
/** Renders an argument for usage text, e.g. "<file...>" or "[file]". */
export function renderArgumentUsage(argument: {
  name(): string;
  variadic: boolean;
  required: boolean;
}): string {
  const text = `${argument.name()}${argument.variadic === true ? '...' : ''}`;
  return argument.required ? `<${text}>` : `[${text}]`;
}

// spec: heldout-29
/** Restricts an option to a list of allowed values, installing a validating parser. */
export function restrictOptionChoices<TOption extends ChoiceRestrictableOption>(
  option: TOption,
  allowed: readonly string[],
): TOption {
  const choices = [...allowed];
  option.allowedValues = choices;
  option.parseValue = (rawValue: string, previous: unknown): unknown => {
    if (!choices.includes(rawValue)) {
      throw new InvalidOptionArgumentError(`Allowed choices are ${choices.join(', ')}.`);
    }
    if (!option.variadic) return rawValue;
    if (previous === option.defaultValue || !Array.isArray(previous)) return [rawValue];
    previous.push(rawValue);
    return previous;
  };
  return option;
}

export interface ChoiceRestrictableOption {
  variadic: boolean;
  defaultValue?: unknown;
  allowedValues?: string[];
  parseValue?: (rawValue: string, previous: unknown) => unknown;
}

export class InvalidOptionArgumentError extends Error {
  readonly code = 'commander.invalidArgument';

  constructor(message: string) {
    super(message);
    this.name = 'InvalidOptionArgumentError';
  }
}

// spec: heldout-30
/** Finds a subcommand's executable script, trying known source extensions when needed. */
export function locateSubcommandScript(baseDirectory: string, baseName: string): string | undefined {
  const knownExtensions = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];
  const candidate = path.resolve(baseDirectory, baseName);

  if (existsSync(candidate)) return candidate;
  if (knownExtensions.includes(path.extname(baseName))) return undefined;

  return knownExtensions.map((extension) => `${candidate}${extension}`).find((withExtension) => existsSync(withExtension));
}

// spec: heldout-31
/** Calls `callback` now, or after `pending` settles successfully when it is a thenable. */
export function callAfterPending<TResult>(
  pending: unknown,
  callback: () => TResult,
): TResult | PromiseLike<TResult> {
  const maybeThenable = pending as { then?: unknown } | null | undefined;
  if (maybeThenable != null && typeof maybeThenable.then === 'function') {
    return (pending as PromiseLike<unknown>).then(() => callback()) as PromiseLike<TResult>;
  }
  return callback();
}

// spec: heldout-32
/** Reports that a command received more positional arguments than it declares. */
export function reportExcessArguments(command: ExcessArgumentsCommand, received: readonly unknown[]): void {
  if (command.allowExcessArguments) return;

  const expected = command.declaredArguments.length;
  const plural = expected === 1 ? '' : 's';
  const forCommand = command.parent ? ` for '${command.name}'` : '';
  const message =
    `error: too many arguments${forCommand}. ` +
    `Expected ${expected} argument${plural} but got ${received.length}: ${received.join(', ')}.`;

  command.error(message, { code: 'commander.excessArguments' });
}

export interface ExcessArgumentsCommand {
  name: string;
  parent?: unknown;
  allowExcessArguments: boolean;
  declaredArguments: readonly unknown[];
  error(message: string, details: { code: string }): void;
}

// spec: heldout-33
/** Builds the output context (writer, colour support, width) for printing help. */
export function buildHelpOutputContext(
  output: HelpOutputConfiguration,
  options?: { error?: unknown },
): HelpOutputContext {
  const isError = Boolean(options?.error);

  const baseWrite = isError
    ? (text: string): unknown => output.writeErr(text)
    : (text: string): unknown => output.writeOut(text);
  const hasColors = isError ? output.errSupportsColor() : output.outSupportsColor();
  const helpWidth = isError ? output.errHelpWidth() : output.outHelpWidth();

  const write = (text: string): unknown => baseWrite(hasColors ? text : output.stripColor(text));

  return { error: isError, write, hasColors, helpWidth };
}

export interface HelpOutputConfiguration {
  writeOut(text: string): unknown;
  writeErr(text: string): unknown;
  outSupportsColor(): boolean;
  errSupportsColor(): boolean;
  outHelpWidth(): number | undefined;
  errHelpWidth(): number | undefined;
  stripColor(text: string): string;
}

export interface HelpOutputContext {
  error: boolean;
  write(text: string): unknown;
  hasColors: boolean;
  helpWidth: number | undefined;
}

// spec: heldout-34
/** Registers extra text printed around the built-in help at the given position. */
export function registerHelpText<TCommand extends HelpEventEmitter>(
  command: TCommand,
  position: string,
  text: string | ((context: { error: boolean; command: TCommand }) => string | undefined | null),
): TCommand {
  const allowedPositions = ['beforeAll', 'before', 'after', 'afterAll'];
  if (!allowedPositions.includes(position)) {
    throw new Error(
      `Unexpected value for position to ${registerHelpText.name}.\n` +
        `Expecting one of ${allowedPositions.map((value) => `'${value}'`).join(', ')}`,
    );
  }

  command.on(`${position}Help`, (context: { error: boolean; command: TCommand; write(text: string): unknown }) => {
    const helpText =
      typeof text === 'function' ? text({ error: context.error, command: context.command }) : text;
    if (helpText) context.write(`${helpText}\n`);
  });
  return command;
}

export interface HelpEventEmitter {
  on(eventName: string, listener: (...args: any[]) => void): unknown;
}

// spec: heldout-35
/** Colour override from the environment: false (forced off), true (forced on) or undefined. */
export function colorOverrideFromEnv(): boolean | undefined {
  const { NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE } = process.env;
  if (NO_COLOR || FORCE_COLOR === '0' || FORCE_COLOR === 'false') return false;
  if (FORCE_COLOR || CLICOLOR_FORCE !== undefined) return true;
  return undefined;
}

// spec: heldout-36
/** Converts a hyphen- or underscore-separated word to camelCase. */
export function toCamelCase(input: string): string {
  const isMixedCase = input !== input.toLowerCase() && input !== input.toUpperCase();
  const text = isMixedCase ? input : input.toLowerCase();
  if (!text.includes('-') && !text.includes('_')) return text;

  const isSeparator = (ch: string): boolean => ch === '-' || ch === '_';
  const leadingHyphens = /^-+/.exec(text)?.[0].length ?? 0;
  let result = '';
  let uppercaseNext = false;

  for (let index = leadingHyphens; index < text.length; index++) {
    let ch = text.charAt(index);
    if (uppercaseNext) {
      uppercaseNext = false;
      ch = ch.toUpperCase();
    }
    if (index !== 0 && isSeparator(ch)) {
      uppercaseNext = true;
    } else if (!isSeparator(ch)) {
      result += ch;
    }
  }
  return result;
}

// spec: heldout-37
/** Turns camelCase into a separated lowercase form ("fooBar" -> "foo-bar"). */
export function camelToSeparated(input: string, separator?: string): string {
  const joiner = separator || '-';
  const lowered = input.toLowerCase();
  let result = '';
  for (let index = 0; index < input.length; index++) {
    const lowerChar = lowered.charAt(index);
    const originalChar = input.charAt(index);
    result += lowerChar !== originalChar && index !== 0 ? joiner + lowerChar : originalChar;
  }
  return result;
}

// spec: heldout-38
/** Whether a command-line value should be treated as a number. */
export function looksNumeric(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return true;

  const text = String(value);
  if (/^0x[0-9a-f]+$/i.test(text)) return true;
  if (/^0[^.]/.test(text)) return false;
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?$/.test(text);
}

// spec: heldout-39
/** Splits a command-line string into tokens on spaces outside quotes (quotes are kept). */
export function tokenizeCommandLine(input: string | readonly unknown[]): string[] {
  if (Array.isArray(input)) {
    return input.map((item) => (typeof item === 'string' ? item : `${item}`));
  }

  const text = (input as string).trim();
  const tokens: string[] = [];
  let current: string | undefined;
  let openQuote: string | undefined;

  for (let index = 0; index < text.length; index++) {
    const ch = text[index];

    if (ch === ' ' && !openQuote) {
      if (current !== undefined) {
        tokens.push(current);
        current = undefined;
      }
      continue;
    }

    if (openQuote) {
      if (ch === openQuote) openQuote = undefined;
    } else if (ch === '"' || ch === "'") {
      openQuote = ch;
    }
    current = (current ?? '') + ch;
  }

  if (current !== undefined) tokens.push(current);
  return tokens;
}

// spec: heldout-40
/** Copies config-object values into the parse result; command-line values win. */
export function applyConfigObject(
  parser: ConfigApplyContext,
  config: Record<string, unknown>,
  keyPrefix?: string,
): void {
  for (const key of Object.keys(config)) {
    const value = config[key];
    const fullKey = keyPrefix ? `${keyPrefix}.${key}` : key;

    if (typeof value === 'object' && value !== null && !Array.isArray(value) && parser.dotNotation) {
      applyConfigObject(parser, value as Record<string, unknown>, fullKey);
      continue;
    }

    const isArrayOption = [fullKey, ...(parser.aliases[fullKey] ?? [])].some((name) =>
      parser.arrayOptions.has(name),
    );
    if (!hasDottedPath(parser.result, fullKey.split('.')) || (isArrayOption && parser.combineArrays)) {
      parser.setArgument(fullKey, value);
    }
  }
}

export interface ConfigApplyContext {
  result: Record<string, unknown>;
  dotNotation: boolean;
  combineArrays: boolean;
  arrayOptions: ReadonlySet<string>;
  aliases: Readonly<Record<string, readonly string[]>>;
  setArgument(key: string, value: unknown): void;
}

function hasDottedPath(target: Record<string, unknown>, segments: readonly string[]): boolean {
  let node: unknown = target;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, segment)) {
      return false;
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

// spec: heldout-41
/** Fills parsed options from prefixed environment variables. */
export function applyEnvironmentVariables(parser: EnvApplyContext, configKeysOnly: boolean): void {
  if (parser.envPrefix === undefined) return;
  const prefix = typeof parser.envPrefix === 'string' ? parser.envPrefix : '';

  for (const [variableName, variableValue] of Object.entries(parser.env)) {
    if (prefix !== '' && !variableName.startsWith(prefix)) continue;

    const segments = variableName
      .split('__')
      .map((segment, index) => (index === 0 ? segment.substring(prefix.length) : segment))
      .map((segment) => toCamelCase(segment));
    const dottedKey = segments.join('.');

    const allowed = !configKeysOnly || parser.configFileKeys.has(dottedKey);
    if (allowed && !hasDottedPath(parser.result, segments)) {
      parser.setArgument(dottedKey, variableValue);
    }
  }
}

export interface EnvApplyContext {
  envPrefix: string | boolean | undefined;
  env: Readonly<Record<string, string | undefined>>;
  configFileKeys: ReadonlySet<string>;
  result: Record<string, unknown>;
  setArgument(key: string, value: unknown): void;
}

// spec: heldout-42
/** Extends an alias table with keys from objects, inferring camelCase and hyphenated aliases. */
export function extendAliasTable(
  context: AliasTableContext,
  ...sources: Array<Record<string, unknown> | null | undefined>
): void {
  const { table, userAliases, newlyCreated } = context;

  const addInferred = (key: string, inferred: string): void => {
    const aliases = table[key];
    if (inferred !== key && !aliases.includes(inferred)) {
      aliases.push(inferred);
      newlyCreated[inferred] = true;
    }
  };

  for (const source of sources) {
    for (const key of Object.keys(source ?? {})) {
      if (Object.prototype.hasOwnProperty.call(table, key)) continue;

      table[key] = [...(userAliases[key] ?? [])];

      if (context.camelCaseExpansion) {
        for (const name of [...table[key], key]) {
          if (name.includes('-')) addInferred(key, toCamelCase(name));
        }
        for (const name of [...table[key], key]) {
          if (name.length > 1 && /[A-Z]/.test(name)) addInferred(key, camelToSeparated(name, '-'));
        }
      }

      for (const alias of table[key]) {
        table[alias] = [key, ...table[key].filter((other) => other !== alias)];
      }
    }
  }
}

export interface AliasTableContext {
  table: Record<string, string[]>;
  userAliases: Readonly<Record<string, readonly string[]>>;
  newlyCreated: Record<string, boolean>;
  camelCaseExpansion: boolean;
}

// spec: heldout-43
/** Whether an argument like "-abc" is a group of short flags that are all known. */
export function isKnownShortFlagGroup(argument: string, isKnownFlag: (flag: string) => boolean): boolean {
  if (/^-\d+(?:\.\d+)?$/.test(argument) || /^-\.\d+$/.test(argument)) return false;
  if (!/^-[^-]/.test(argument)) return false;

  const flagChars = argument.slice(1);
  for (let index = 0; index < flagChars.length; index++) {
    const flag = flagChars[index];
    const nextChar = flagChars[index + 1];
    const remainder = flagChars.slice(index + 1);

    if (!isKnownFlag(flag)) return false;

    if (nextChar === '=') return true;
    if (remainder === '-') return true;
    if (/[A-Za-z]/.test(flag) && /^-?\d+(?:\.\d+)?(?:e-?\d+)?$/.test(remainder)) return true;
    if (nextChar !== undefined && /\W/.test(nextChar)) return true;
  }
  return true;
}

// spec: heldout-44
/** Merges alias groups that share any name; the last name of each group becomes its key. */
export function mergeAliasGroups(
  aliasMap: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string[]> {
  const groups: unknown[][] = Object.entries(aliasMap).map(([key, names]) => [
    ...(Array.isArray(names) ? names : [names]),
    key,
  ]);

  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (groups[j].some((name) => groups[i].includes(name))) {
          groups[i] = [...groups[i], ...groups[j]];
          groups.splice(j, 1);
          changed = true;
          break;
        }
      }
    }
  }

  const merged: Record<string, string[]> = Object.create(null);
  for (const group of groups) {
    const unique = [...new Set(group)];
    const key = unique.pop();
    if (typeof key === 'string') merged[key] = unique as string[];
  }
  return merged;
}

// spec: heldout-45
/** Removes one pair of matching surrounding single or double quotes from a string. */
export function stripMatchingQuotes<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const first = value[0];
  if ((first === '"' || first === "'") && value[value.length - 1] === first) {
    return value.slice(1, -1);
  }
  return value;
}

// spec: heldout-46
/** Escapes glob magic characters so the pattern matches literally. */
export function escapeGlobPattern(
  pattern: string,
  { windowsPathsNoEscape = false, magicalBraces = false }: GlobEscapeOptions = {},
): string {
  let escaped: string;
  if (windowsPathsNoEscape) {
    const magic = magicalBraces ? /[?*()[\]{}]/g : /[?*()[\]]/g;
    escaped = pattern.replace(magic, '[$&]');
  } else {
    const magic = magicalBraces ? /[?*()[\]\\{}]/g : /[?*()[\]\\]/g;
    escaped = pattern.replace(magic, '\\$&');
  }

  if (escaped.startsWith('#')) {
    return `${windowsPathsNoEscape ? '[#]' : '\\#'}${escaped.slice(1)}`;
  }
  if (escaped.startsWith('!')) {
    return `${windowsPathsNoEscape ? '@(!)' : '\\!'}${escaped.slice(1)}`;
  }
  return escaped;
}

export interface GlobEscapeOptions {
  windowsPathsNoEscape?: boolean;
  magicalBraces?: boolean;
}

// spec: heldout-47
/** Reverses glob escaping ("\\*" or "[*]" back to "*"). */
export function unescapeGlobPattern(
  pattern: string,
  { windowsPathsNoEscape = false, magicalBraces = true }: GlobEscapeOptions = {},
): string {
  if (windowsPathsNoEscape && pattern.startsWith('@(!)')) {
    return `!${unescapeGlobPattern(pattern.slice(4), { windowsPathsNoEscape, magicalBraces })}`;
  }

  if (magicalBraces) {
    return windowsPathsNoEscape
      ? pattern.replace(/\[([^/\\])\]/g, '$1')
      : pattern.replace(/(^|[^\\])\[([^/\\])\]/g, '$1$2').replace(/\\([^/])/g, '$1');
  }

  return windowsPathsNoEscape
    ? pattern.replace(/\[([^/\\{}])\]/g, '$1')
    : pattern.replace(/(^|[^\\])\[([^/\\{}])\]/g, '$1$2').replace(/\\([^/{}])/g, '$1');
}

// spec: heldout-48
/** Throws a TypeError when the glob pattern is not a string or is too long. */
export function assertGlobPattern(pattern: unknown): asserts pattern is string {
  const maxPatternLength = 64 * 1024;
  if (typeof pattern !== 'string') {
    throw new TypeError('invalid pattern');
  }
  if (pattern.length > maxPatternLength) {
    throw new TypeError('pattern is too long');
  }
}

// spec: heldout-49
/** Whether `marker` occurs inside a repeating or negating extglob group (*, +, !) of a portion. */
export function markerInRepeatingExtglob(portion: string, marker: string): boolean {
  const openGroups: string[] = [];
  const extglobKinds = '!?+*@';

  for (let index = 0; index < portion.length; index++) {
    const ch = portion[index];
    if (ch === '\\') {
      index++;
      continue;
    }
    if (ch === marker) {
      if (openGroups.some((kind) => kind !== '@' && kind !== '?')) return true;
    } else if (extglobKinds.includes(ch) && portion[index + 1] === '(') {
      openGroups.push(ch);
      index++;
    } else if (ch === ')') {
      openGroups.pop();
    }
  }
  return false;
}

// spec: heldout-50
/** Index of the `]` closing the character class opened at `openIndex`, or -1. */
export function findCharClassEnd(pattern: string, openIndex: number): number {
  let index = openIndex + 1;
  if (pattern[index] === '!' || pattern[index] === '^') index++;

  let hasMember = false;
  for (; index < pattern.length; index++) {
    const ch = pattern[index];
    if (ch === ']' && hasMember) return index;
    hasMember = true;
    if (ch === '\\') index++;
  }
  return -1;
}

// spec: heldout-51
/** Counts extglob openers such as "+(" or "!(" in a pattern portion (an upper bound). */
export function countExtglobOpeners(portion: string): number {
  const openerChars = '+@!?*';
  let count = 0;
  for (let index = 0; index < portion.length - 1; index++) {
    const ch = portion[index];
    if (ch === '\\') {
      index++;
      continue;
    }
    if (openerChars.includes(ch) && portion[index + 1] === '(') {
      count++;
      index++;
    }
  }
  return count;
}

// spec: heldout-52
/** Whether a pattern portion can be used as an alternative inside "@(...)" unchanged. */
export function fitsInsideAtGroup(
  portion: string,
  findClassEnd: (pattern: string, openIndex: number) => number,
): boolean {
  if (/^[?*+@]\(\)$/.test(portion)) return false;
  if (portion.includes('[:')) return false;

  const openerChars = '+@!?*';
  let depth = 0;

  for (let index = 0; index < portion.length; index++) {
    const ch = portion[index];

    if (ch === '\\') {
      if (index === portion.length - 1) return false;
      index++;
      continue;
    }
    if (ch === '[') {
      const classEnd = findClassEnd(portion, index);
      if (classEnd !== -1) {
        index = classEnd;
        continue;
      }
    }
    if (openerChars.includes(ch) && portion[index + 1] === '(') {
      depth++;
      index++;
      continue;
    }
    if (ch === ')') {
      if (depth === 0) return false;
      depth--;
      continue;
    }
    if (ch === '|' && depth === 0) return false;
  }
  return depth === 0;
}

// spec: heldout-53
/** Index of the host portion of a split UNC path/pattern row, or -1. */
export function findUncHostIndex(portions: readonly unknown[]): number {
  if (portions[0] !== '' || portions[1] !== '') return -1;

  let hostIndex: number;
  if (portions[2] !== '?') {
    hostIndex = 2;
  } else {
    const fourth = portions[3];
    hostIndex = typeof fourth === 'string' && fourth.toLowerCase() === 'unc' ? 4 : -1;
  }
  if (hostIndex === -1) return -1;

  const isNamedPortion = (portion: unknown): boolean => typeof portion === 'string' && portion !== '';
  return isNamedPortion(portions[hostIndex]) && isNamedPortion(portions[hostIndex + 1]) ? hostIndex : -1;
}

// spec: heldout-54
/** Simplifies glob rows: collapses repeated "**" and resolves ".." against the previous portion. */
export function simplifyPatternRows(
  rows: readonly (readonly string[])[],
  lastRootIndex: (row: readonly string[]) => number,
): string[][] {
  const isSpecial = (portion: string): boolean => portion === '..' || portion === '.' || portion === '**';

  return rows.map((row) => {
    const protectedCount = lastRootIndex(row) + 1;
    const kept: string[] = [];

    for (const portion of row) {
      const previous = kept[kept.length - 1];
      if (portion === '**' && previous === '**') continue;
      if (
        portion === '..' &&
        kept.length > protectedCount &&
        previous !== undefined &&
        previous !== '' &&
        !isSpecial(previous)
      ) {
        kept.pop();
        continue;
      }
      kept.push(portion);
    }

    return kept.length > 0 ? kept : [''];
  });
}

// spec: heldout-55
/** Strips leading "!" characters from the matcher's pattern and records whether it is negated. */
export function applyLeadingNegation(matcher: NegatableMatcher): void {
  if (matcher.noNegation) return;

  let negated = false;
  let markCount = 0;
  while (markCount < matcher.pattern.length && matcher.pattern[markCount] === '!') {
    negated = !negated;
    markCount++;
  }
  if (markCount > 0) matcher.pattern = matcher.pattern.slice(markCount);
  matcher.negated = negated;
}

export interface NegatableMatcher {
  noNegation: boolean;
  pattern: string;
  negated: boolean;
}

// spec: heldout-56
/** Splits a path or pattern into portions on slashes, honouring UNC paths and multi-slash settings. */
export function splitIntoPortions(
  matcher: { preserveMultipleSlashes: boolean; windowsMode: boolean },
  text: string,
): string[] {
  if (matcher.preserveMultipleSlashes) return text.split('/');
  if (matcher.windowsMode && /^\/\/[^/]+/.test(text)) {
    return ['', ...text.split(/\/+/)];
  }
  return text.split(/\/+/);
}

// spec: heldout-57
/** Takes the next word from the remaining argv, splitting "--k=v" and expanding "-abc". */
export function takeNextWord(remaining: string[]): string | undefined {
  const word = remaining.shift();
  if (word === undefined) return undefined;

  if (word.startsWith('--') && word.includes('=')) {
    const equalsIndex = word.indexOf('=');
    remaining.unshift(word.slice(equalsIndex + 1));
    return word.slice(0, equalsIndex);
  }

  if (word.startsWith('-') && !word.startsWith('--') && word.length > 2) {
    const shortFlags = [...word.slice(1)].map((flag) => `-${flag}`);
    remaining.unshift(...shortFlags);
    return remaining.shift();
  }

  return word;
}

// spec: heldout-58
/** Gets the markdown source: literal text, input file, last positional file, or stdin. */
export async function readMarkdownSource(
  cli: { text?: string; inputFile?: string; files: string[] },
  readAllStdin: () => Promise<string>,
): Promise<string> {
  if (cli.text !== undefined) return cli.text;
  if (cli.inputFile) return readFile(cli.inputFile, 'utf8');

  const lastFile = cli.files.pop();
  if (lastFile !== undefined) return readFile(lastFile, 'utf8');

  return readAllStdin();
}

// spec: heldout-59
/** Loads a user config/plugin file (CJS, JSON or ESM) and applies it to the markdown instance. */
export async function loadUserConfiguration(
  markdown: { use(extension: unknown): unknown },
  configPath: string,
): Promise<void> {
  const absolutePath = path.resolve(configPath.replace(/^~/, homedir()));
  const requireModule = createRequire(import.meta.url);

  let loaded: unknown;
  try {
    loaded = requireModule(absolutePath);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'ERR_REQUIRE_ESM' && code !== 'ERR_REQUIRE_ASYNC_MODULE') throw error;
    loaded = await import(pathToFileURL(absolutePath).href);
  }

  const defaultMember = (loaded as { default?: unknown } | null | undefined)?.default;
  if (defaultMember) loaded = defaultMember;

  if (typeof loaded === 'function') {
    await loaded(markdown);
  } else {
    markdown.use(loaded);
  }
}

// spec: heldout-60
/** Reads all of the injected process's standard input as UTF-8 text. */
export function readProcessStdin(proc: { stdin: ReadableTextStream }): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const { stdin } = proc;
    let collected = '';
    stdin.setEncoding('utf8');
    stdin.on('data', (chunk: string) => {
      collected += chunk;
    });
    stdin.on('error', (error: unknown) => reject(error));
    stdin.on('end', () => resolve(collected));
    stdin.resume();
  });
}

export interface ReadableTextStream {
  setEncoding(encoding: 'utf8'): unknown;
  on(event: string, listener: (...args: any[]) => void): unknown;
  resume(): unknown;
}
