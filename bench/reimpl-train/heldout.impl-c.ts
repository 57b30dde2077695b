import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import * as nodePath from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

// spec: heldout-01
export function isDecodableCodeNumber(code: number): boolean {
  type Range = readonly [number, number];
  const rejectedRanges: Range[] = [
    [0xd800, 0xdfff],
    [0xfdd0, 0xfdef],
    [0x00, 0x08],
    [0x0b, 0x0b],
    [0x0e, 0x1f],
    [0x7f, 0x9f],
  ];
  const inRange = ([low, high]: Range): boolean => code >= low && code <= high;

  if (rejectedRanges.some(inRange)) return false;
  const lowBits = code & 0xffff;
  if (lowBits === 0xffff || lowBits === 0xfffe) return false;
  if (code > 0x10ffff) return false;
  return true;
}

// spec: heldout-02
export function codePointToText(codePoint: number): string {
  if (codePoint > 0xffff) {
    const offset = codePoint - 0x10000;
    const high = 0xd800 + (offset >> 10);
    const low = 0xdc00 + (offset & 0x3ff);
    return String.fromCharCode(high, low);
  }
  return String.fromCharCode(codePoint);
}

// spec: heldout-03
const MARKDOWN_SPACE_CODES = new Set<number>([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x202f, 0x205f, 0x3000,
]);
export function isMarkdownWhitespaceCode(code: number): boolean {
  if (code >= 0x2000 && code <= 0x200a) return true;
  return MARKDOWN_SPACE_CODES.has(code);
}

// spec: heldout-04
export function trimBasicWhitespace(input: string): string {
  const isTrimmable = (ch: string): boolean => ch === " " || ch === "\t" || ch === "\n" || ch === "\r";
  let start = 0;
  while (start < input.length && isTrimmable(input[start])) start++;
  let end = input.length;
  while (end > start && isTrimmable(input[end - 1])) end--;
  return input.slice(start, end);
}

// spec: heldout-05
export type LinkTitleState = {
  ok: boolean;
  canContinue: boolean;
  pos: number;
  text: string;
  marker: number;
};
export function parseQuotedLinkTitle(
  source: string,
  start: number,
  max: number,
  previous: LinkTitleState | undefined,
  decodeText: (raw: string) => string,
): LinkTitleState {
  const DOUBLE_QUOTE = 0x22;
  const SINGLE_QUOTE = 0x27;
  const OPEN_PAREN = 0x28;
  const CLOSE_PAREN = 0x29;
  const BACKSLASH = 0x5c;

  const state: LinkTitleState = { ok: false, canContinue: false, pos: 0, text: "", marker: 0 };
  let segmentStart = start;
  let pos = start;

  if (previous) {
    state.text = previous.text;
    state.marker = previous.marker;
  } else {
    if (pos >= max) return state;
    const opener = source.charCodeAt(pos);
    if (opener !== DOUBLE_QUOTE && opener !== SINGLE_QUOTE && opener !== OPEN_PAREN) return state;
    pos++;
    segmentStart = pos;
    state.marker = opener === OPEN_PAREN ? CLOSE_PAREN : opener;
  }

  while (pos < max) {
    const code = source.charCodeAt(pos);
    if (code === state.marker) {
      state.pos = pos + 1;
      state.text += decodeText(source.slice(segmentStart, pos));
      state.ok = true;
      return state;
    }
    if (code === OPEN_PAREN && state.marker === CLOSE_PAREN) return state;
    if (code === BACKSLASH && pos + 1 < max) pos++;
    pos++;
  }

  state.canContinue = true;
  state.text += decodeText(source.slice(segmentStart, pos));
  return state;
}

// spec: heldout-06
export type InlineToken = { type: string; content: string; info: string };
export function applyTypographicReplacements(tokens: InlineToken[]): void {
  const TRIGGER = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/;
  type Rule = [RegExp, string];
  const rules: Rule[] = [
    [/\+-/g, "\u00b1"],
    [/\.{2,}/g, "\u2026"],
    [/([?!])\u2026/g, "$1.."],
    [/([?!]){4,}/g, "$1$1$1"],
    [/,{2,}/g, ","],
    [/(^|[^-])---(?=[^-]|$)/gm, "$1\u2014"],
    [/(^|\s)--(?=\s|$)/gm, "$1\u2013"],
    [/(^|[^-\s])--(?=[^-\s]|$)/gm, "$1\u2013"],
  ];
  const rewrite = (text: string): string =>
    rules.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);

  let autolinkDepth = 0;
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index];
    if (token.type === "link_close" && token.info === "auto") autolinkDepth++;
    else if (token.type === "link_open" && token.info === "auto") autolinkDepth--;

    if (token.type === "text" && autolinkDepth === 0 && TRIGGER.test(token.content)) {
      token.content = rewrite(token.content);
    }
  }
}

// spec: heldout-07
export type CharReplacement = { pos: number; str: string };
export function applyCharReplacements(original: string, replacements: CharReplacement[]): string {
  replacements.sort((a, b) => a.pos - b.pos);
  let output = "";
  let copyFrom = 0;
  for (const { pos, str } of replacements) {
    output += original.slice(copyFrom, pos) + str;
    copyFrom = pos + 1;
  }
  return output + original.slice(copyFrom);
}

// spec: heldout-08
export function splitRowCells(row: string): string[] {
  const cells: string[] = [];
  let pending = "";
  let cutFrom = 0;
  let previousWasBackslash = false;

  for (let index = 0; index < row.length; index++) {
    const ch = row[index];
    if (ch === "|") {
      if (previousWasBackslash) {
        // drop the escaping backslash, keep the bar as text
        pending += row.slice(cutFrom, index - 1);
        cutFrom = index;
      } else {
        cells.push(pending + row.slice(cutFrom, index));
        pending = "";
        cutFrom = index + 1;
      }
    }
    previousWasBackslash = ch === "\\";
  }
  cells.push(pending + row.slice(cutFrom));
  return cells;
}

// spec: heldout-09
const WINDOWS_1252_REMAP = new Map<number, number>([
  [0x80, 0x20ac], [0x82, 0x201a], [0x83, 0x0192], [0x84, 0x201e], [0x85, 0x2026],
  [0x86, 0x2020], [0x87, 0x2021], [0x88, 0x02c6], [0x89, 0x2030], [0x8a, 0x0160],
  [0x8b, 0x2039], [0x8c, 0x0152], [0x8e, 0x017d], [0x91, 0x2018], [0x92, 0x2019],
  [0x93, 0x201c], [0x94, 0x201d], [0x95, 0x2022], [0x96, 0x2013], [0x97, 0x2014],
  [0x98, 0x02dc], [0x99, 0x2122], [0x9a, 0x0161], [0x9b, 0x203a], [0x9c, 0x0153],
  [0x9e, 0x017e], [0x9f, 0x0178],
]);
export function normalizeNumericReference(codePoint: number): number {
  const REPLACEMENT = 0xfffd;
  if (codePoint === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) {
    return REPLACEMENT;
  }
  return WINDOWS_1252_REMAP.get(codePoint) ?? codePoint;
}

// spec: heldout-10
export function findTrieChild(
  words: ArrayLike<number>,
  header: number,
  branchIndex: number,
  charCode: number,
): number {
  const count = (header >> 7) & 0x3f;
  const jump = header & 0x7f;

  if (jump !== 0 && count === 0) {
    return charCode === jump ? branchIndex : -1;
  }

  if (jump !== 0) {
    const slot = charCode - jump;
    if (slot < 0 || slot > count - 1) return -1;
    const word = words[branchIndex + slot];
    if (word === 0) return -1;
    return (branchIndex + count + word - 1) & 0xffff;
  }

  if (count === 0) return -1;
  const keyWords = Math.ceil(count / 2);
  const keyAt = (i: number): number => (words[branchIndex + (i >> 1)] >> ((i & 1) * 8)) & 0xff;

  for (let i = 0; i < count; i++) {
    const key = keyAt(i);
    if (key === charCode) {
      const pointer = words[branchIndex + keyWords + i];
      return (branchIndex + keyWords + count + pointer) & 0xffff;
    }
    if (key > charCode) return -1;
  }
  return -1;
}

// spec: heldout-11
export function yamlIntegerToNumber(text: string): number {
  let body = text.replace(/_/g, "");
  let sign = 1;
  if (body[0] === "-" || body[0] === "+") {
    if (body[0] === "-") sign = -1;
    body = body.slice(1);
  }

  const parseWith = (digits: string, radix: number): number => sign * parseInt(digits, radix);

  if (body.startsWith("0b")) return parseWith(body.slice(2), 2);
  if (body.startsWith("0x")) return parseWith(body.slice(2), 16);
  if (body.includes(":")) {
    const total = body
      .split(":")
      .map((part) => Number(part))
      .reduce((acc, part) => acc * 60 + part, 0);
    return sign * total;
  }
  if (body !== "0" && body.startsWith("0")) return parseWith(body, 8);
  return parseWith(body, 10);
}

// spec: heldout-12
export function decodeYamlBinary<S>(text: string, notResolved: S): Uint8Array | S {
  const compact = text.replace(/\s/g, "");
  const BASE64_SHAPE = /^[A-Za-z0-9+/]*={0,2}$/;
  if (compact.length % 4 !== 0 || !BASE64_SHAPE.test(compact)) return notResolved;

  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// spec: heldout-13
export function parseYamlTimestamp<S>(text: string, notResolved: S): Date | S {
  const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
  const FULL =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[ \t]*(Z|([-+])(\d{1,2})(?::(\d{2}))?))?$/;

  const buildDate = (year: number, month: number, day: number): Date | undefined => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(0, 0, 0, 0);
    const matches =
      date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return matches ? date : undefined;
  };

  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    return buildDate(Number(y), Number(m), Number(d)) ?? notResolved;
  }

  const full = FULL.exec(text);
  if (!full) return notResolved;
  const [, y, mo, d, h, mi, s, fraction, zone, offsetSign, offsetHours, offsetMinutes] = full;

  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (hour > 23 || minute > 59 || second > 59) return notResolved;

  const date = buildDate(Number(y), Number(mo), Number(d));
  if (!date) return notResolved;

  const millis = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
  date.setUTCHours(hour, minute, second, millis);

  if (zone && zone !== "Z") {
    const offH = Number(offsetHours);
    const offM = offsetMinutes ? Number(offsetMinutes) : 0;
    if (offH > 23 || offM > 59) return notResolved;
    const offsetMs = (offH * 60 + offM) * 60000;
    const shifted = offsetSign === "-" ? date.getTime() + offsetMs : date.getTime() - offsetMs;
    return new Date(shifted);
  }
  return date;
}

// spec: heldout-14
export type SnippetLine = { str: string; pos: number };
export function cutLineAroundPosition(
  source: string,
  lineStart: number,
  lineEnd: number,
  position: number,
  maxLineLength: number,
): SnippetLine {
  const halfWidth = Math.floor(maxLineLength / 2) - 1;
  let prefix = "";
  let suffix = "";
  let start = lineStart;
  let end = lineEnd;

  if (position - start > halfWidth) {
    prefix = " ... ";
    start = position - halfWidth + prefix.length;
  }
  if (end - position > halfWidth) {
    suffix = " ...";
    end = position + halfWidth - suffix.length;
  }

  const body = source.slice(start, end).replace(/\t/g, "\u2192");
  return { str: prefix + body + suffix, pos: position - start + prefix.length };
}

// spec: heldout-15
const YAML_ESCAPES = new Map<number, string>([
  [0x30, "\x00"],
  [0x61, "\x07"],
  [0x62, "\x08"],
  [0x74, "\t"],
  [0x09, "\t"],
  [0x6e, "\n"],
  [0x76, "\x0b"],
  [0x66, "\x0c"],
  [0x72, "\r"],
  [0x65, "\x1b"],
  [0x20, " "],
  [0x22, '"'],
  [0x2f, "/"],
  [0x5c, "\\"],
  [0x4e, "\u0085"],
  [0x5f, "\u00a0"],
  [0x4c, "\u2028"],
  [0x50, "\u2029"],
]);
export function yamlEscapeToText(code: number): string {
  return YAML_ESCAPES.get(code) ?? "";
}

// spec: heldout-16
export function percentEncodeTag(tag: string, isSuffix: boolean): string {
  const BASE_ALLOWED = /^[A-Za-z0-9\-#;/?:@&=+$_.~*'()]$/;
  const EXTRA_ALLOWED = /^[!,[\]]$/;
  const isAllowed = (ch: string): boolean => BASE_ALLOWED.test(ch) || (!isSuffix && EXTRA_ALLOWED.test(ch));

  const toUtf8 = (cp: number): number[] => {
    if (cp < 0x80) return [cp];
    if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
    if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
    return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  };
  const hexByte = (byte: number): string => "%" + byte.toString(16).toUpperCase().padStart(2, "0");

  let output = "";
  for (let i = 0; i < tag.length; i++) {
    const ch = tag[i];
    if (isAllowed(ch)) {
      output += ch;
      continue;
    }
    let codePoint = tag.charCodeAt(i);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && i + 1 < tag.length) {
      const next = tag.charCodeAt(++i);
      codePoint = (codePoint - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000;
    }
    output += toUtf8(codePoint).map(hexByte).join("");
  }
  return output;
}

// spec: heldout-17
export function percentDecodeTag(tag: string): string {
  const hexAt = (index: number): number => parseInt(tag.slice(index + 1, index + 3), 16);
  let output = "";
  let i = 0;

  while (i < tag.length) {
    if (tag[i] !== "%") {
      output += tag[i];
      i++;
      continue;
    }
    let value = hexAt(i);
    i += 3;
    if (value >= 0xc0) {
      let continuations: number;
      if (value < 0xe0) {
        continuations = 1;
        value &= 0x1f;
      } else if (value < 0xf0) {
        continuations = 2;
        value &= 0x0f;
      } else {
        continuations = 3;
        value &= 0x07;
      }
      for (let k = 0; k < continuations; k++) {
        value = (value << 6) | (hexAt(i) & 0x3f);
        i += 3;
      }
    }
    if (value < 0x10000) {
      output += String.fromCharCode(value);
    } else {
      const offset = value - 0x10000;
      output += String.fromCharCode(0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff));
    }
  }
  return output;
}

// spec: heldout-18
export function foldYamlLine(line: string, width: number): string {
  if (line === "" || line[0] === " " || line[0] === "\t") return line;

  const candidatePattern = / (?=[^ \t])/g;
  let pieceStart = 0;
  let previousCandidate = 0;
  let output = "";
  let match: RegExpExecArray | null;

  while ((match = candidatePattern.exec(line)) !== null) {
    const candidate = match.index;
    if (candidate - pieceStart > width) {
      const cut = previousCandidate > pieceStart ? previousCandidate : candidate;
      output += "\n" + line.slice(pieceStart, cut);
      pieceStart = cut + 1;
    }
    previousCandidate = candidate;
  }

  output += "\n";
  if (line.length - pieceStart > width && previousCandidate > pieceStart) {
    output += line.slice(pieceStart, previousCandidate) + "\n" + line.slice(previousCandidate + 1);
  } else {
    output += line.slice(pieceStart);
  }
  return output.slice(1);
}

// spec: heldout-19
export type HelpCommandNode = {
  commands: HelpCommandNode[];
  hidden?: boolean;
  name(): string;
  implicitHelpCommand(): HelpCommandNode | undefined | null;
};
export function listVisibleSubcommands(
  command: HelpCommandNode,
  formatter: { sortSubcommands?: boolean },
): HelpCommandNode[] {
  const visible = command.commands.filter((sub) => !sub.hidden);
  const helpCommand = command.implicitHelpCommand();
  if (helpCommand && !helpCommand.hidden) visible.push(helpCommand);
  if (formatter.sortSubcommands) {
    visible.sort((a, b) => a.name().localeCompare(b.name()));
  }
  return visible;
}

// spec: heldout-20
export type SortableOption = { short?: string; long?: string };
export function compareOptionsForHelp(a: SortableOption, b: SortableOption): number {
  const sortKey = (option: SortableOption): string =>
    option.short ? option.short.replace(/^-/, "") : (option.long ?? "").replace(/^--/, "");
  return sortKey(a).localeCompare(sortKey(b));
}

// spec: heldout-21
export type PositionalArgument = { name: string; variadic: boolean; required: boolean };
export type ListedCommand = {
  name: string;
  aliases: string[];
  options: unknown[];
  arguments: PositionalArgument[];
};
export function buildSubcommandLabel(command: ListedCommand): string {
  const renderArgument = (arg: PositionalArgument): string => {
    const text = arg.name + (arg.variadic ? "..." : "");
    return arg.required ? `<${text}>` : `[${text}]`;
  };

  let label = command.name;
  if (command.aliases.length > 0) label += "|" + command.aliases[0];
  if (command.options.length > 0) label += " [options]";
  if (command.arguments.length > 0) label += " " + command.arguments.map(renderArgument).join(" ");
  return label;
}

// spec: heldout-22
export type UsageCommand = {
  name(): string;
  aliases(): string[];
  usage(): string;
  parent?: UsageCommand | null;
};
export function buildUsageLine(command: UsageCommand): string {
  const aliases = command.aliases();
  const ownName = aliases.length > 0 ? `${command.name()}|${aliases[0]}` : command.name();

  let ancestors = "";
  for (let ancestor = command.parent; ancestor; ancestor = ancestor.parent) {
    ancestors = ancestor.name() + " " + ancestors;
  }
  return ancestors + ownName + " " + command.usage();
}

// spec: heldout-23
export type DescribedOption = {
  description: string;
  choices?: unknown[];
  defaultValue?: unknown;
  defaultValueDescription?: string;
  presetValue?: unknown;
  envVar?: string;
  mandatoryValue: boolean;
  optionalValue: boolean;
  negated: boolean;
};
export function describeOptionForHelp(option: DescribedOption): string {
  const details: string[] = [];

  if (option.choices) {
    details.push("choices: " + option.choices.map((value) => JSON.stringify(value)).join(", "));
  }
  if (option.defaultValue !== undefined) {
    const takesValue = option.mandatoryValue || option.optionalValue;
    const isPlainBooleanFlag =
      !option.mandatoryValue && !option.optionalValue && !option.negated && typeof option.defaultValue === "boolean";
    if (takesValue || isPlainBooleanFlag) {
      details.push("default: " + (option.defaultValueDescription || JSON.stringify(option.defaultValue)));
    }
  }
  if (option.presetValue !== undefined && option.optionalValue) {
    details.push("preset: " + JSON.stringify(option.presetValue));
  }
  if (option.envVar !== undefined) {
    details.push("env: " + option.envVar);
  }

  if (details.length === 0) return option.description;
  const extra = `(${details.join(", ")})`;
  return option.description ? `${option.description} ${extra}` : extra;
}

// spec: heldout-24
export type UsageStyleHooks = {
  styleOptionText(text: string): string;
  styleSubcommandText(text: string): string;
  styleArgumentText(text: string): string;
  styleCommandText(text: string): string;
};
export function styleUsageWords(hooks: UsageStyleHooks, usage: string): string {
  const styleWord = (word: string): string => {
    if (word === "[options]") return hooks.styleOptionText(word);
    if (word === "[command]") return hooks.styleSubcommandText(word);
    if (/^[[<]/.test(word)) return hooks.styleArgumentText(word);
    return hooks.styleCommandText(word);
  };
  return usage.split(" ").map(styleWord).join(" ");
}

// spec: heldout-25
export type HelpLayoutHelper = {
  helpWidth?: number;
  minWidthToWrap: number;
  displayWidth(text: string): number;
  isManuallyFormatted(text: string): boolean;
  wrap(text: string, width: number): string;
};
export function formatHelpEntry(
  term: string,
  termWidth: number,
  description: string,
  helper: HelpLayoutHelper,
): string {
  const indent = "  ";
  const gap = "  ";
  if (!description) return indent + term;

  const padding = Math.max(0, termWidth - helper.displayWidth(term));
  const paddedTerm = term + " ".repeat(padding);
  const available = (helper.helpWidth ?? 80) - termWidth - gap.length - indent.length;

  let body: string;
  if (available < helper.minWidthToWrap || helper.isManuallyFormatted(description)) {
    body = description;
  } else {
    const continuation = " ".repeat(termWidth + gap.length);
    body = helper.wrap(description, available).replace(/\n/g, "\n" + continuation);
  }

  return (indent + paddedTerm + gap + body).replace(/\n/g, "\n" + indent);
}

// spec: heldout-26
export function wrapPreservingBreaks(text: string, width: number, formatter: { minWidthToWrap: number }): string {
  if (width < formatter.minWidthToWrap) return text;

  const CONTROL_SEQUENCE = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;
  const visibleWidth = (chunk: string): number => chunk.replace(CONTROL_SEQUENCE, "").length;

  const wrapLine = (line: string): string[] => {
    const chunks = line.match(/\s*\S+/g);
    if (!chunks) return [""];
    const lines: string[] = [];
    let current = chunks[0];
    let currentWidth = visibleWidth(current);
    for (const chunk of chunks.slice(1)) {
      const chunkWidth = visibleWidth(chunk);
      if (currentWidth + chunkWidth <= width) {
        current += chunk;
        currentWidth += chunkWidth;
        continue;
      }
      lines.push(current);
      current = chunk.trimStart();
      currentWidth = visibleWidth(current);
    }
    lines.push(current);
    return lines;
  };

  return text.split(/\r\n|\n/).flatMap(wrapLine).join("\n");
}

// spec: heldout-27
export type ArgumentDescriptor = {
  description: string;
  variadic: boolean;
  parseArg: ((value: string, previous: unknown) => unknown) | undefined;
  defaultValue: unknown;
  defaultValueDescription: string | undefined;
  argChoices: string[] | undefined;
  required: boolean;
  name: string;
};
export function createArgumentDescriptor(nameSpec: string, description?: string): ArgumentDescriptor {
  const descriptor: ArgumentDescriptor = {
    description: description || "",
    variadic: false,
    parseArg: undefined,
    defaultValue: undefined,
    defaultValueDescription: undefined,
    argChoices: undefined,
    required: true,
    name: nameSpec,
  };
  const stripEnds = (text: string): string => text.slice(1, -1);

  if (nameSpec[0] === "<") {
    descriptor.required = true;
    descriptor.name = stripEnds(nameSpec);
  } else if (nameSpec[0] === "[") {
    descriptor.required = false;
    descriptor.name = stripEnds(nameSpec);
  }

  if (descriptor.name.endsWith("...")) {
    descriptor.variadic = true;
    descriptor.name = descriptor.name.slice(0, -3);
  }
  return descriptor;
}

// spec: heldout-28
export type RenderableArgument = { name(): string; variadic: unknown; required: boolean };
export function renderArgumentForUsage(argument: RenderableArgument): string {
  const text = argument.name() + (argument.variadic === true ? "..." : "");
  return argument.required ? `<${text}>` : `[${text}]`;
}

// spec: heldout-29
export type ChoiceOption = {
  argChoices?: string[];
  variadic: boolean;
  defaultValue?: unknown;
  parseArg?: (value: string, previous: unknown) => unknown;
};
export function restrictOptionChoices<O extends ChoiceOption>(
  option: O,
  allowed: readonly string[],
  InvalidArgument: new (message: string) => Error,
): O {
  const stored = allowed.slice();
  option.argChoices = stored;

  const collect = (value: string, previous: unknown): unknown[] => {
    if (previous === option.defaultValue || !Array.isArray(previous)) return [value];
    previous.push(value);
    return previous;
  };

  option.parseArg = (value: string, previous: unknown): unknown => {
    if (!stored.includes(value)) {
      throw new InvalidArgument(`Allowed choices are ${stored.join(", ")}.`);
    }
    return option.variadic ? collect(value, previous) : value;
  };
  return option;
}

// spec: heldout-30
export function locateSubcommandScript(baseDir: string, baseName: string): string | undefined {
  const SOURCE_EXTENSIONS = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
  const candidate = nodePath.resolve(baseDir, baseName);
  if (existsSync(candidate)) return candidate;
  if (SOURCE_EXTENSIONS.includes(nodePath.extname(baseName))) return undefined;
  return SOURCE_EXTENSIONS.map((ext) => candidate + ext).find((file) => existsSync(file));
}

// spec: heldout-31
export function runAfterPending<T>(pending: unknown, callback: () => T): T | Promise<Awaited<T>> {
  const isThenable = (value: unknown): value is PromiseLike<unknown> =>
    value !== null && value !== undefined && typeof (value as { then?: unknown }).then === "function";
  if (isThenable(pending)) {
    return pending.then(() => callback()) as Promise<Awaited<T>>;
  }
  return callback();
}

// spec: heldout-32
export type ArgumentCheckedCommand = {
  allowExcessArguments: boolean;
  parent?: unknown;
  name(): string;
  declaredArguments: unknown[];
  reportError(message: string, details: { code: string }): void;
};
export function reportExcessArguments(command: ArgumentCheckedCommand, received: string[]): void {
  if (command.allowExcessArguments) return;
  const expected = command.declaredArguments.length;
  const plural = expected === 1 ? "" : "s";
  const target = command.parent ? ` for '${command.name()}'` : "";
  const message =
    `error: too many arguments${target}. Expected ${expected} argument${plural}` +
    ` but got ${received.length}: ${received.join(", ")}.`;
  command.reportError(message, { code: "commander.excessArguments" });
}

// spec: heldout-33
export type OutputConfiguration = {
  writeOut(text: string): unknown;
  writeErr(text: string): unknown;
  outHasColors(): boolean;
  errHasColors(): boolean;
  outHelpWidth(): number | undefined;
  errHelpWidth(): number | undefined;
  stripColor(text: string): string;
};
export type HelpOutputContext = {
  error: boolean;
  write(text: string): unknown;
  hasColors: boolean;
  helpWidth: number | undefined;
};
export function buildHelpOutputContext(
  command: { outputConfiguration: OutputConfiguration },
  options?: { error?: unknown },
): HelpOutputContext {
  const config = command.outputConfiguration;
  const error = Boolean((options || {}).error);

  const baseWrite = error ? (text: string) => config.writeErr(text) : (text: string) => config.writeOut(text);
  const hasColors = error ? config.errHasColors() : config.outHasColors();
  const helpWidth = error ? config.errHelpWidth() : config.outHelpWidth();

  const write = (text: string): unknown => baseWrite(hasColors ? text : config.stripColor(text));
  return { error, write, hasColors, helpWidth };
}

// spec: heldout-34
export type HelpTextPosition = "beforeAll" | "before" | "after" | "afterAll";
export type HelpTextContext = { error: boolean; command: unknown; write(text: string): unknown };
export type HelpTextSource = string | ((context: { error: boolean; command: unknown }) => string | undefined | null);
export function addHelpText<C extends { on(event: string, listener: (context: HelpTextContext) => void): unknown }>(
  command: C,
  position: string,
  text: HelpTextSource,
): C {
  const positions: HelpTextPosition[] = ["beforeAll", "before", "after", "afterAll"];
  if (!positions.includes(position as HelpTextPosition)) {
    throw new Error(
      `Unexpected value for position to ${addHelpText.name}.\n` +
        `Expecting one of ${positions.map((p) => `'${p}'`).join(", ")}`,
    );
  }

  command.on(`${position}Help`, (context: HelpTextContext) => {
    const output =
      typeof text === "function" ? text({ error: context.error, command: context.command }) : text;
    if (output) context.write(`${output}\n`);
  });
  return command;
}

// spec: heldout-35
export function colorOverrideFromEnv(): boolean | undefined {
  const env = process.env;
  const forceColor = env.FORCE_COLOR;
  if (env.NO_COLOR || forceColor === "0" || forceColor === "false") return false;
  if (forceColor || env.CLICOLOR_FORCE !== undefined) return true;
  return undefined;
}

// spec: heldout-36
export function toCamelCase(word: string): string {
  const isMixedCase = word !== word.toLowerCase() && word !== word.toUpperCase();
  const source = isMixedCase ? word : word.toLowerCase();
  if (!/[-_]/.test(source)) return source;

  const leadingHyphens = /^-+/.exec(source)?.[0].length ?? 0;
  let output = "";
  let upperNext = false;

  for (let index = leadingHyphens; index < source.length; index++) {
    let ch = source[index];
    if (upperNext) {
      upperNext = false;
      ch = ch.toUpperCase();
    }
    const isSeparator = ch === "-" || ch === "_";
    if (isSeparator) {
      if (index !== 0) upperNext = true;
      continue;
    }
    output += ch;
  }
  return output;
}

// spec: heldout-37
export function camelToSeparated(text: string, separator?: string): string {
  const joiner = separator || "-";
  const lowered = text.toLowerCase();
  return Array.from(text, (original, index) => {
    const lower = lowered[index];
    return lower !== original && index !== 0 ? joiner + lower : original;
  }).join("");
}

// spec: heldout-38
export function looksNumeric(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return true;
  const text = String(value);
  if (/^0x[0-9a-f]+$/i.test(text)) return true;
  if (/^0[^.]/.test(text)) return false;
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?$/.test(text);
}

// spec: heldout-39
export function tokenizeCommandLine(input: string | unknown[]): string[] {
  if (Array.isArray(input)) {
    return input.map((item) => (typeof item === "string" ? item : item + ""));
  }

  const text = input.trim();
  const tokens: string[] = [];
  let current: string | null = null;
  let openQuote: string | null = null;

  for (const ch of text) {
    if (ch === " " && openQuote === null) {
      if (current !== null) tokens.push(current);
      current = null;
      continue;
    }
    if (ch === "'" || ch === '"') {
      if (openQuote === null) openQuote = ch;
      else if (ch === openQuote) openQuote = null;
    }
    current = (current ?? "") + ch;
  }
  if (current !== null) tokens.push(current);
  return tokens;
}

// spec: heldout-40
export type ConfigMergeContext = {
  dotNotation: boolean;
  combineArrays: boolean;
  result: Record<string, unknown>;
  arrayOptions: Set<string>;
  aliases: Record<string, string[] | undefined>;
  setArgument(key: string, value: unknown): void;
};
export function applyConfigObject(
  context: ConfigMergeContext,
  config: Record<string, unknown>,
  prefix?: string,
): void {
  const hasDottedPath = (target: Record<string, unknown>, dottedKey: string): boolean => {
    const segments = dottedKey.split(".");
    let node: unknown = target;
    for (const segment of segments) {
      if (node === null || typeof node !== "object" || !(segment in (node as object))) return false;
      node = (node as Record<string, unknown>)[segment];
    }
    return true;
  };
  const isArrayOption = (key: string): boolean =>
    [key, ...(context.aliases[key] ?? [])].some((name) => context.arrayOptions.has(name));

  for (const [key, value] of Object.entries(config)) {
    const fullKey = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value) && context.dotNotation) {
      applyConfigObject(context, value as Record<string, unknown>, fullKey);
      continue;
    }
    const alreadySet = hasDottedPath(context.result, fullKey);
    if (!alreadySet || (isArrayOption(fullKey) && context.combineArrays)) {
      context.setArgument(fullKey, value);
    }
  }
}

// spec: heldout-41
export type EnvFillContext = {
  envPrefix: unknown;
  environment: Record<string, string | undefined>;
  result: Record<string, unknown>;
  configFileKeys: Set<string>;
  setArgument(key: string, value: unknown): void;
};
export function fillFromEnvironment(context: EnvFillContext, configKeysOnly: boolean): void {
  if (context.envPrefix === undefined) return;
  const prefix = typeof context.envPrefix === "string" ? context.envPrefix : "";

  const hasKeyPath = (target: Record<string, unknown>, segments: string[]): boolean => {
    let node: unknown = target;
    for (const segment of segments) {
      if (node === null || typeof node !== "object" || !(segment in (node as object))) return false;
      node = (node as Record<string, unknown>)[segment];
    }
    return true;
  };

  for (const variable of Object.keys(context.environment)) {
    if (prefix !== "" && !variable.startsWith(prefix)) continue;
    const segments = variable
      .split("__")
      .map((segment, index) => (index === 0 ? segment.slice(prefix.length) : segment))
      .map(toCamelCase);
    const dottedKey = segments.join(".");
    const allowed = !configKeysOnly || context.configFileKeys.has(dottedKey);
    if (allowed && !hasKeyPath(context.result, segments)) {
      context.setArgument(dottedKey, context.environment[variable]);
    }
  }
}

// spec: heldout-42
export type AliasTableContext = {
  table: Record<string, string[]>;
  userAliases: Record<string, string[] | string | undefined>;
  camelCaseExpansion: boolean;
  createdAliases: Record<string, boolean>;
};
export function extendAliasTable(
  context: AliasTableContext,
  ...sources: Array<Record<string, unknown> | undefined | null>
): void {
  const { table } = context;
  const addDerived = (key: string, derived: string): void => {
    if (derived !== key && !table[key].includes(derived)) {
      table[key].push(derived);
      context.createdAliases[derived] = true;
    }
  };

  for (const source of sources) {
    for (const key of Object.keys(source ?? {})) {
      if (Object.prototype.hasOwnProperty.call(table, key)) continue;
      table[key] = ([] as string[]).concat(context.userAliases[key] ?? []);

      if (context.camelCaseExpansion) {
        for (const name of [...table[key], key]) {
          if (name.includes("-")) addDerived(key, toCamelCase(name));
        }
        for (const name of [...table[key], key]) {
          if (name.length > 1 && /[A-Z]/.test(name)) addDerived(key, camelToSeparated(name, "-"));
        }
      }

      for (const alias of table[key]) {
        table[alias] = [key, ...table[key].filter((other) => other !== alias)];
      }
    }
  }
}

// spec: heldout-43
export function isKnownShortFlagGroup(arg: string, isKnownFlag: (flag: string) => boolean): boolean {
  const NEGATIVE_NUMBER = /^-(?:\d+(?:\.\d+)?|\.\d+)$/;
  const NUMERIC_REST = /^-?\d+(?:\.\d+)?(?:e-?\d+)?$/;
  if (NEGATIVE_NUMBER.test(arg) || !/^-[^-]/.test(arg)) return false;

  const letters = arg.slice(1);
  for (let index = 0; index < letters.length; index++) {
    const letter = letters[index];
    const next = letters[index + 1];
    const remainder = letters.slice(index + 1);
    if (!isKnownFlag(letter)) return false;

    const stopsHere =
      next === "=" ||
      remainder === "-" ||
      (/[A-Za-z]/.test(letter) && NUMERIC_REST.test(remainder)) ||
      (next !== undefined && /\W/.test(next));
    if (stopsHere) break;
  }
  return true;
}

// spec: heldout-44
export function mergeAliasGroups(aliases: Record<string, string | string[]>): Record<string, string[]> {
  const groups: string[][] = Object.entries(aliases).map(([key, names]) => [...([] as string[]).concat(names), key]);

  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const shared = new Set(groups[j]);
        if (groups[i].some((name) => shared.has(name))) {
          groups[i] = groups[i].concat(groups[j]);
          groups.splice(j, 1);
          changed = true;
          break;
        }
      }
    }
  }

  const merged: Record<string, string[]> = Object.create(null);
  for (const group of groups) {
    const unique = Array.from(new Set(group));
    const resultKey = unique.pop();
    if (typeof resultKey === "string") merged[resultKey] = unique;
  }
  return merged;
}

// spec: heldout-45
export function stripSurroundingQuotes<T>(value: T): T | string {
  if (typeof value !== "string") return value;
  const first = value[0];
  if ((first === "'" || first === '"') && value[value.length - 1] === first) {
    return value.slice(1, -1);
  }
  return value;
}

// spec: heldout-46
export type GlobEscapeOptions = { windowsPathsNoEscape?: boolean; magicalBraces?: boolean };
export function makeGlobLiteral(pattern: string, options: GlobEscapeOptions = {}): string {
  const windows = options.windowsPathsNoEscape ?? false;
  const braces = options.magicalBraces ?? false;

  const escaped = windows
    ? pattern.replace(braces ? /[?*()[\]{}]/g : /[?*()[\]]/g, "[$&]")
    : pattern.replace(braces ? /[?*()[\]\\{}]/g : /[?*()[\]\\]/g, "\\$&");

  if (escaped.startsWith("#")) return (windows ? "[#]" : "\\#") + escaped.slice(1);
  if (escaped.startsWith("!")) return (windows ? "@(!)" : "\\!") + escaped.slice(1);
  return escaped;
}

// spec: heldout-47
export type GlobUnescapeOptions = { windowsPathsNoEscape?: boolean; magicalBraces?: boolean };
export function unescapeGlobPattern(pattern: string, options: GlobUnescapeOptions = {}): string {
  const windows = options.windowsPathsNoEscape ?? false;
  const braces = options.magicalBraces ?? true;

  if (windows && pattern.startsWith("@(!)")) {
    return "!" + unescapeGlobPattern(pattern.slice(4), { windowsPathsNoEscape: windows, magicalBraces: braces });
  }

  if (braces) {
    if (windows) return pattern.replace(/\[([^/\\])\]/g, "$1");
    return pattern.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
  }
  if (windows) return pattern.replace(/\[([^/\\{}])\]/g, "$1");
  return pattern.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
}

// spec: heldout-48
export function assertValidGlobPattern(pattern: unknown): asserts pattern is string {
  const MAX_PATTERN_LENGTH = 64 * 1024;
  if (typeof pattern !== "string") throw new TypeError("invalid pattern");
  if (pattern.length > MAX_PATTERN_LENGTH) throw new TypeError("pattern is too long");
}

// spec: heldout-49
export function markerInRepeatingExtglob(portion: string, marker: string): boolean {
  const EXTGLOB_KINDS = new Set(["!", "?", "+", "*", "@"]);
  const openGroups: string[] = [];

  for (let i = 0; i < portion.length; i++) {
    const ch = portion[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (ch === marker) {
      if (openGroups.some((kind) => kind !== "@" && kind !== "?")) return true;
    } else if (EXTGLOB_KINDS.has(ch) && portion[i + 1] === "(") {
      openGroups.push(ch);
      i++;
    } else if (ch === ")") {
      openGroups.pop();
    }
  }
  return false;
}

// spec: heldout-50
export function findCharClassEnd(text: string, openIndex: number): number {
  let index = openIndex + 1;
  if (text[index] === "!" || text[index] === "^") index++;
  let sawMember = false;

  for (; index < text.length; index++) {
    const ch = text[index];
    if (ch === "]" && sawMember) return index;
    sawMember = true;
    if (ch === "\\") index++;
  }
  return -1;
}

// spec: heldout-51
export function countExtglobOpeners(portion: string): number {
  const OPENER_CHARS = new Set(["+", "@", "!", "?", "*"]);
  let count = 0;
  for (let i = 0; i < portion.length - 1; i++) {
    const ch = portion[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (OPENER_CHARS.has(ch) && portion[i + 1] === "(") {
      count++;
      i++;
    }
  }
  return count;
}

// spec: heldout-52
export function fitsAsAtGroupAlternative(
  portion: string,
  findClassEnd: (text: string, openIndex: number) => number,
): boolean {
  if (/^[?*+@]\(\)$/.test(portion)) return false;
  if (portion.includes("[:")) return false;

  const OPENER_CHARS = new Set(["+", "@", "!", "?", "*"]);
  let depth = 0;
  for (let i = 0; i < portion.length; i++) {
    const ch = portion[i];
    if (ch === "\\") {
      if (i === portion.length - 1) return false;
      i++;
      continue;
    }
    if (ch === "[") {
      const end = findClassEnd(portion, i);
      if (end !== -1) {
        i = end;
        continue;
      }
    }
    if (OPENER_CHARS.has(ch) && portion[i + 1] === "(") {
      depth++;
      i++;
      continue;
    }
    if (ch === ")") {
      if (depth === 0) return false;
      depth--;
      continue;
    }
    if (ch === "|" && depth === 0) return false;
  }
  return depth === 0;
}

// spec: heldout-53
export function findUncHostIndex<G>(portions: ReadonlyArray<string | G>, globstar: G): number {
  if (portions[0] !== "" || portions[1] !== "") return -1;

  let hostIndex: number;
  if (portions[2] !== "?") {
    hostIndex = 2;
  } else {
    const fourth = portions[3];
    hostIndex = typeof fourth === "string" && fourth.toLowerCase() === "unc" ? 4 : -1;
  }
  if (hostIndex === -1) return -1;

  const usable = (index: number): boolean =>
    index < portions.length && portions[index] !== "" && portions[index] !== globstar;
  return usable(hostIndex) && usable(hostIndex + 1) ? hostIndex : -1;
}

// spec: heldout-54
export function simplifyPatternRows(
  rows: string[][],
  lastRootIndex: (row: string[]) => number,
): string[][] {
  const NON_REMOVABLE = new Set(["", "..", ".", "**"]);

  const simplifyRow = (row: string[]): string[] => {
    const protectedCount = lastRootIndex(row) + 1;
    const kept: string[] = [];
    for (const portion of row) {
      const previous = kept[kept.length - 1];
      if (portion === "**" && previous === "**") continue;
      if (
        portion === ".." &&
        kept.length > protectedCount &&
        previous !== undefined &&
        !NON_REMOVABLE.has(previous)
      ) {
        kept.pop();
        continue;
      }
      kept.push(portion);
    }
    return kept.length > 0 ? kept : [""];
  };

  return rows.map(simplifyRow);
}

// spec: heldout-55
export type NegatableMatcher = { noNegate: boolean; pattern: string; negate: boolean };
export function applyLeadingNegation(matcher: NegatableMatcher): void {
  if (matcher.noNegate) return;
  const leading = /^!*/.exec(matcher.pattern)?.[0].length ?? 0;
  const negate = leading % 2 === 1;
  if (leading > 0) matcher.pattern = matcher.pattern.slice(leading);
  matcher.negate = negate;
}

// spec: heldout-56
export type SlashSplitSettings = { preserveMultipleSlashes: boolean; windowsMode: boolean };
export function splitOnSlashes(settings: SlashSplitSettings, text: string): string[] {
  if (settings.preserveMultipleSlashes) return text.split("/");
  if (settings.windowsMode && /^\/\/[^/]+/.test(text)) return ["", ...text.split(/\/+/)];
  return text.split(/\/+/);
}

// spec: heldout-57
export function takeNextWord(remaining: string[]): string | undefined {
  const word = remaining.shift();
  if (word === undefined) return undefined;

  if (word.startsWith("--") && word.includes("=")) {
    const cut = word.indexOf("=");
    remaining.unshift(word.slice(cut + 1));
    return word.slice(0, cut);
  }

  if (/^-[^-]/.test(word) && word.length > 2) {
    const shortFlags = Array.from(word.slice(1), (letter) => "-" + letter);
    remaining.unshift(...shortFlags);
    return remaining.shift();
  }
  return word;
}

// spec: heldout-58
export type SourceTextOptions = { text?: string; input?: string; files: string[] };
export async function obtainMarkdownSource(
  options: SourceTextOptions,
  readAllStdin: () => Promise<string>,
): Promise<string> {
  if (options.text !== undefined) return options.text;
  if (options.input) return readFile(options.input, "utf8");
  const lastFile = options.files.pop();
  if (lastFile !== undefined) return readFile(lastFile, "utf8");
  return readAllStdin();
}

// spec: heldout-59
export type ExtensibleMarkdown = { use(extension: unknown): unknown };
export async function loadUserConfig(configPath: string, library: ExtensibleMarkdown): Promise<void> {
  const absolutePath = nodePath.resolve(configPath.replace(/^~/, homedir()));
  const requireFromHere = createRequire(import.meta.url);

  const loadModule = async (): Promise<unknown> => {
    try {
      return requireFromHere(absolutePath);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== "ERR_REQUIRE_ESM" && code !== "ERR_REQUIRE_ASYNC_MODULE") throw error;
      return import(pathToFileURL(absolutePath).href);
    }
  };

  let loaded = await loadModule();
  const defaultMember = (loaded as { default?: unknown } | null | undefined)?.default;
  if (defaultMember) loaded = defaultMember;

  if (typeof loaded === "function") {
    await loaded(library);
  } else {
    library.use(loaded);
  }
}

// spec: heldout-60
export type StdinStream = {
  setEncoding(encoding: string): unknown;
  on(event: "data", listener: (chunk: string) => void): unknown;
  on(event: "error", listener: (error: unknown) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  resume(): unknown;
};
export function readWholeStdin(proc: { stdin: StdinStream }): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let collected = "";
    const stream = proc.stdin;
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      collected += chunk;
    });
    stream.on("error", (error: unknown) => reject(error));
    stream.on("end", () => resolve(collected));
    stream.resume();
  });
}
