/**
 * Generated-source rules. Files matching any rule are excluded from the corpus
 * and counted as `generated-source` skips (an admission filter: it does not
 * make a run partial); the count per rule is reported once per scan by a
 * `generated-excluded` workspace diagnostic (generatedExcludedDiagnostic).
 *
 * By path (checked on the project-relative, forward-slash path; directory
 * rules match at any depth, case-sensitively):
 * - a directory segment named `dist`, `build`, `out`, `coverage`,
 *   `node_modules`, `vendor`, `third_party`, `bower_components`, `.next`,
 *   `.nuxt`, `.svelte-kit`, `.output`, `.turbo`, `.yarn` or `.pnpm-store`;
 * - minified files: `*.min.js`, `*.min.mjs`, `*.min.cjs`;
 * - declaration files: `*.d.ts`, `*.d.mts`, `*.d.cts`;
 * - bundles: `*.bundle.js` (and .mjs/.cjs), `*.chunk.js`;
 * - lockfile-like names: `package-lock.*`, `pnpm-lock.*`, `npm-shrinkwrap.*`,
 *   `yarn.lock*`, `bun.lock*`, `*.lock` and `*.lock.*`. A bare `*-lock.*` rule
 *   is deliberately NOT used: it would drop hand-written modules such as
 *   `use-scroll-lock.ts` or `file-lock.js`.
 *
 * By `.gitattributes`: `linguist-generated` or `linguist-vendored` set (or
 * `=true`), evaluated by git itself (`git check-attr`, so nested files,
 * `info/attributes` and negations such as `-linguist-generated` or
 * `linguist-generated=false` behave as in git and on GitHub). A negation only
 * cancels an attribute set by another pattern: it does not override the other
 * rules here.
 *
 * By content (only the first HEAD_SCAN_BYTES are read):
 * - a comment line (starting with `//`, `/*`, `*` or `#` after whitespace),
 *   within the first MARKER_SCAN_BYTES, that contains the at-sign
 *   "generated" marker used by Meta/Phabricator tooling or the Go-style
 *   upper-case "do not edit" marker, or comment lines that say both that the
 *   file was made by a generator and that it is not to be changed by hand, in
 *   the comments the file opens with, as Orval and openapi-typescript write
 *   their banners (SAYS_GENERATED and SAYS_DO_NOT_EDIT below). Requiring a comment line keeps string
 *   literals that merely mention a marker from excluding a hand-written file.
 *   (The markers are spelled indirectly in this file so that it does not mark
 *   itself as generated.)
 * - recognisable glue (generatedGlue): Emscripten output, wasm-bindgen glue,
 *   webpack and esbuild bundles, and compiled TypeScript (tsc's emitted
 *   helpers, or tslib's inlined by a bundler such as rollup), each by signatures that only the tool emits
 *   (its banner comments, its runtime prelude), never by a lone identifier
 *   such as `Module`, `wasm` or `__webpack_require__` that hand-written code
 *   also uses.
 *
 * Precedence: the user's `exclude` always wins, and a file outside the user's
 * `include` is never admitted. An explicit `include` glob that names a
 * default-excluded directory (a whole literal segment such as `dist/**`,
 * `packages/x/build/**`, `**\/vendor/**` or `{dist,out}/**`) lifts the
 * directory rule for that directory in the paths it matches; a path under
 * several such directories (`dist/node_modules/…`) needs each named by a
 * matching include. Nothing else is lifted: the name, `.gitattributes`
 * and content rules still apply to what it admits. A glob that merely matches
 * (`**\/*.js`, `src/**`) lifts nothing.
 *
 * By size and density: a file over the per-file size limit whose lines
 * average more than DENSE_MEAN_LINE_CHARS characters (linguist's rule for
 * minified files) is minified code or embedded data (an SVG path, a base64
 * asset, a JSON table in a .tsx), not hand-written code the scan failed to
 * read. Only files over the limit are measured, since a file under it is
 * read anyway and its functions speak for themselves; an oversize file of
 * ordinary lines stays an `input-limit` skip and makes the run partial.
 *
 * A file that several rules match is counted once, under the first in this
 * order: directory, name, `.gitattributes`, marker, glue, density.
 */
import { DiagnosticCode } from '../contracts/codes.js';
import type { Diagnostic } from '../contracts/types.js';
import { workspaceDiagnostic } from './read-source.js';

export const GENERATED_DIRECTORIES: ReadonlySet<string> = new Set([
  'dist',
  'build',
  'out',
  'coverage',
  'node_modules',
  'vendor',
  'third_party',
  'bower_components',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.output',
  '.turbo',
  '.yarn',
  '.pnpm-store'
]);

/** Why a file is left out as generated. */
export type GeneratedRule =
  | { kind: 'directory'; directory: string }
  | { kind: 'name'; name: NameRule }
  | { kind: 'attribute'; attribute: GeneratedAttribute }
  | { kind: 'marker' }
  | { kind: 'glue'; glue: GlueKind }
  | { kind: 'dense' };

export type NameRule = 'minified' | 'declaration' | 'bundle' | 'lockfile';
export type GeneratedAttribute = 'linguist-generated' | 'linguist-vendored';
export type GlueKind = 'emscripten' | 'wasm-bindgen' | 'webpack' | 'esbuild' | 'typescript';

const GENERATED_NAME_PATTERNS: ReadonlyArray<readonly [RegExp, NameRule]> = [
  [/\.min\.(?:js|mjs|cjs)$/i, 'minified'],
  [/\.d\.(?:ts|mts|cts)$/i, 'declaration'],
  [/\.bundle\.(?:js|mjs|cjs)$/i, 'bundle'],
  [/\.chunk\.(?:js|mjs|cjs)$/i, 'bundle'],
  [/^(?:package-lock|pnpm-lock|npm-shrinkwrap)\./i, 'lockfile'],
  [/^(?:yarn|bun)\.lock/i, 'lockfile'],
  [/\.lock(?:\.[^/]*)?$/i, 'lockfile']
];

/** The default-excluded directory segments of a path, outermost first. */
export function generatedDirectories(path: string): string[] {
  const segments = path.split('/');
  const out: string[] = [];
  for (let i = 0; i < segments.length - 1; i++) {
    const seg = segments[i] as string;
    if (GENERATED_DIRECTORIES.has(seg)) out.push(seg);
  }
  return out;
}

/** For a path: the default-excluded directories that the include globs matching it name (see includeLift). */
export type DirectoryLift = (path: string) => ReadonlySet<string>;

/**
 * The path rule for `path`, or null. `lift` (from explicit includes, see
 * includeLift) may lift the directory rule for the directories it names; the
 * outermost directory left unnamed is the rule. The name rules apply either way.
 */
export function classifyGeneratedPath(path: string, lift?: DirectoryLift): GeneratedRule | null {
  const dirs = generatedDirectories(path);
  if (dirs.length > 0) {
    const lifted = lift?.(path);
    const kept = lifted ? dirs.find((d) => !lifted.has(d)) : dirs[0];
    if (kept !== undefined) return { kind: 'directory', directory: kept };
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  for (const [re, rule] of GENERATED_NAME_PATTERNS) if (re.test(name)) return { kind: 'name', name: rule };
  return null;
}

/** Why a path is generated, or null (the path rules without any include). */
export function generatedPathRule(path: string): string | null {
  const rule = classifyGeneratedPath(path);
  return rule === null ? null : ruleLabel(rule);
}

const GLOB_CHARS = /[*?[\]{}()!+@\\]/;

/**
 * The default-excluded directories an include glob names: a whole literal
 * segment (`dist` in `dist/**`), or an alternative of a `{a,b}` segment made
 * of literals. Negated globs (`!x`) name nothing.
 */
export function namedGeneratedDirectories(glob: string): Set<string> {
  const out = new Set<string>();
  if (glob.startsWith('!')) return out;
  for (const seg of glob.split('/')) {
    if (GENERATED_DIRECTORIES.has(seg)) out.add(seg);
    const alt = /^\{([^{}]+)\}$/.exec(seg);
    if (alt) for (const a of (alt[1] as string).split(',')) if (!GLOB_CHARS.test(a) && GENERATED_DIRECTORIES.has(a)) out.add(a);
  }
  return out;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * From the include globs and a matcher factory: for a path, the
 * default-excluded directories named by the include globs that match it (the
 * directory rule is lifted for those), or undefined when no include names
 * such a directory.
 */
export function includeLift(include: readonly string[], compile: (glob: string) => (path: string) => boolean): DirectoryLift | undefined {
  const lifts = include.map((glob) => ({ glob, names: namedGeneratedDirectories(glob) })).filter((l) => l.names.size > 0);
  if (lifts.length === 0) return undefined;
  const compiled = lifts.map((l) => ({ names: l.names, match: compile(l.glob) }));
  return (path) => {
    const matching = compiled.filter((l) => l.match(path));
    if (matching.length === 0) return NOTHING;
    if (matching.length === 1) return matching[0]!.names;
    return new Set(matching.flatMap((l) => [...l.names]));
  };
}

/** How many leading bytes the marker rule looks at. */
export const MARKER_SCAN_BYTES = 2048;
/** How many leading bytes discovery reads for the content rules (markers in the first MARKER_SCAN_BYTES, glue in all of it). */
export const HEAD_SCAN_BYTES = 4096;

const AT_GENERATED = new RegExp(`@${'generated'}\\b`);
const DO_NOT_EDIT = new RegExp(`${'DO NOT'} ${'EDIT'}`);
const COMMENT_START = /^\s*(?:\/\/|\/\*|\*|#)/;

function headText(head: Uint8Array, max: number): string {
  return Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, max)).toString('latin1');
}

// A generator's banner in its own words, in the comments the file opens with: that the file was generated,
// and that it is not to be edited by hand (Orval's "Do not edit manually", openapi-typescript's "Do not
// make direct changes"). Either alone, or further down, also appears in hand-written files (a doc comment
// on an auto-generated id, "do not modify this order").
const SAYS_GENERATED = /\b(?:auto-?generated|automatically generated|generated (?:by|with|using|from))\b/i;
const SAYS_DO_NOT_EDIT = /\b(?:do not|don't) (?:edit|modify|make (?:direct )?changes)\b/i;

/** True when the first bytes carry a generated-file marker on a comment line, or open with a generator's banner in its own words. */
export function hasGeneratedMarker(head: Uint8Array): boolean {
  let banner = true;
  let generated = false;
  let doNotEdit = false;
  for (const line of headText(head, MARKER_SCAN_BYTES).split(/\r?\n/)) {
    if (!COMMENT_START.test(line)) {
      // the opening comments end at the first line of code (a blank line or a comment's last line does not end them)
      if (line.trim() !== '' && !line.includes('*/')) banner = false;
      continue;
    }
    if (AT_GENERATED.test(line) || DO_NOT_EDIT.test(line)) return true;
    if (!banner) continue;
    generated ||= SAYS_GENERATED.test(line);
    doNotEdit ||= SAYS_DO_NOT_EDIT.test(line);
    if (generated && doNotEdit) return true;
  }
  return false;
}

// Signatures as literal strings where they can be (a substring search is far
// cheaper than a regular expression on every file), `\n`-anchored lines in a
// head whose line ends are normalised and that starts with a `\n`.

// Emscripten: the shell's banner comments, and the Module integration statement
// `var Module = typeof Module != 'undefined' ? Module : {};` (also with an EXPORT_NAME).
const EMSCRIPTEN_BANNERS = [
  '\n// The Module object: Our interface to the outside world.',
  '\n// --pre-jses are emitted after the Module integration code',
  '\n// include: shell.js\n'
];
const EMSCRIPTEN_MODULE = /\bvar Module\s*=\s*typeof\s+([\w$]+)\s*!==?\s*(['"])undefined\2\s*\?\s*\1\s*:\s*\{\s*\}/;

// wasm-bindgen: the module-level `wasm` binding plus at least two of its
// generated identifiers (`__wbg_…`, `__wbindgen_…`, the `…Wasm0` / `…Memory0` helpers).
const WASM_BINDINGS = ['\nlet wasm;', '\nvar wasm;', '\nlet wasm,', '\nlet wasm =', '\nvar wasm ='];
/** The older targets import the module from the generated `…_bg` files. */
const WASM_BG_IMPORT = /\nimport \* as wasm from ['"][^'"\n]*_bg\b[^'"\n]*['"]/;
const WASM_BINDGEN_IDENTIFIERS = /\b(?:__wbg_[\w$]+|__wbindgen_[\w$]+|(?:get|pass)[\w$]*(?:FromWasm0|ToWasm0|Memory0)|cached(?:get)?[\w$]*Memory0|addToExternrefTable0)\b/g;

// webpack: the bootstrap's `/******/` runtime lines, the UMD wrapper's name, the
// eval-devtool banner, a chunk's push onto the chunk-loading global.
const WEBPACK_LITERALS = ['(function webpackUniversalModuleDefinition(', '\n * ATTENTION: The "eval" devtool has been used'];
const WEBPACK_SIGNATURES = [
  /\n\/\*{6}\/.*\/\/ webpackBootstrap\n/,
  /\n\/\*{6}\/\s+function __webpack_require__\(/,
  /\(\s*(?:self|window|this|globalThis)(?:\.|\[\s*["'])(webpack(?:Chunk|Jsonp)[\w$]*)["']?\s*\]?\s*=\s*(?:self|window|this|globalThis)(?:\.|\[\s*["'])\1["']?\s*\]?\s*\|\|\s*\[\s*\]\s*\)\s*\.push\(/
];

// esbuild: its runtime prelude, as whole lines or line starts (at least two of them).
const ESBUILD_PRELUDE = [
  '\nvar __create = Object.create;\n',
  '\nvar __defProp = Object.defineProperty;\n',
  '\nvar __getOwnPropDesc = Object.getOwnPropertyDescriptor;\n',
  '\nvar __getOwnPropNames = Object.getOwnPropertyNames;\n',
  '\nvar __getProtoOf = Object.getPrototypeOf;\n',
  '\nvar __hasOwnProp = Object.prototype.hasOwnProperty;\n',
  '\nvar __export = (target, all) => {\n',
  '\nvar __commonJS = (cb, mod) => function __require() {\n',
  '\nvar __toESM = (mod, isNodeMode, target) => ',
  '\nvar __defNormalProp = (obj, key, value) => '
];

// compiled TypeScript: tsc emits each helper it needs as `var __awaiter = (this && this.__awaiter) || …`, an
// idiom nobody writes by hand; a bundler that inlines tslib (rollup's typescript plugin, esbuild) copies its
// helper definitions, of which at least two open their lines.
const TSC_HELPER = /\nvar (__[A-Za-z]+) = \(this && this\.\1\) \|\| /;
const TSLIB_DEFINITIONS = [
  '\nvar extendStatics = function(d, b) {',
  '\nvar extendStatics = function (d, b) {',
  '\nfunction __extends(d, b) {',
  '\nvar __assign = function() {',
  '\nfunction __rest(s, e) {',
  '\nfunction __decorate(decorators, target, key, desc) {',
  '\nfunction __awaiter(thisArg, _arguments, P, generator) {',
  '\nfunction __generator(thisArg, body) {',
  '\nfunction __values(o) {',
  '\nfunction __read(o, n) {',
  '\nfunction __spreadArray(to, from, pack) {'
];

/** The tool whose glue the first bytes are, or null for anything that could be hand-written. */
export function generatedGlue(head: Uint8Array): GlueKind | null {
  let text = `\n${headText(head, HEAD_SCAN_BYTES)}`;
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  // each family's signatures share a literal: most files are ruled out by one substring search
  if (text.includes('Module') && (EMSCRIPTEN_BANNERS.some((b) => text.includes(b)) || EMSCRIPTEN_MODULE.test(text))) return 'emscripten';
  if (text.includes('wasm') && (WASM_BINDINGS.some((b) => text.includes(b)) || WASM_BG_IMPORT.test(text))) {
    const ids = new Set(text.match(WASM_BINDGEN_IDENTIFIERS) ?? []);
    if (ids.size >= 2) return 'wasm-bindgen';
  }
  if (text.includes('webpack') && (WEBPACK_LITERALS.some((b) => text.includes(b)) || WEBPACK_SIGNATURES.some((re) => re.test(text)))) return 'webpack';
  if (text.includes('var __')) {
    let n = 0;
    for (const line of ESBUILD_PRELUDE) if (text.includes(line) && ++n >= 2) return 'esbuild';
    if (TSC_HELPER.test(text)) return 'typescript';
  }
  if (text.includes(' __') || text.includes('extendStatics')) {
    let n = 0;
    for (const line of TSLIB_DEFINITIONS) if (text.includes(line) && ++n >= 2) return 'typescript';
  }
  return null;
}

/** Mean line length above which a file is minified or data (GitHub linguist's minified-file rule). */
export const DENSE_MEAN_LINE_CHARS = 110;

/** Whether `bytes` of text over `newlines` line breaks average more than DENSE_MEAN_LINE_CHARS per line. */
export function isDense(bytes: number, newlines: number): boolean {
  return bytes / (newlines + 1) > DENSE_MEAN_LINE_CHARS;
}

/** The content rule for the first bytes of a file, or null. */
export function classifyGeneratedContent(head: Uint8Array): GeneratedRule | null {
  if (hasGeneratedMarker(head)) return { kind: 'marker' };
  const glue = generatedGlue(head);
  return glue === null ? null : { kind: 'glue', glue };
}

/** Whether a `git check-attr` value marks a file: set, or `true`. */
export function attributeIsSet(value: string): boolean {
  return value === 'set' || value === 'true';
}

/**
 * Parse `git check-attr -z` output (`<path>\0<attribute>\0<value>\0` records)
 * into the attribute that marks each path (linguist-generated first).
 */
export function parseCheckAttr(output: string): Map<string, GeneratedAttribute> {
  const out = new Map<string, GeneratedAttribute>();
  // the common case, no path marked: nothing to split
  if (!output.includes('\0set\0') && !output.includes('\0true\0')) return out;
  const fields = output.split('\0');
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const path = fields[i] as string;
    const attribute = fields[i + 1] as string;
    if (attribute !== 'linguist-generated' && attribute !== 'linguist-vendored') continue;
    if (!attributeIsSet(fields[i + 2] as string)) continue;
    if (out.get(path) === 'linguist-generated') continue;
    out.set(path, attribute);
  }
  return out;
}

const NAME_LABEL: Record<NameRule, string> = {
  minified: 'minified (*.min.js)',
  declaration: 'declaration files (*.d.ts)',
  bundle: 'bundles (*.bundle.js, *.chunk.js)',
  lockfile: 'lockfiles'
};
const GLUE_LABEL: Record<GlueKind, string> = {
  emscripten: 'Emscripten glue',
  'wasm-bindgen': 'wasm-bindgen glue',
  webpack: 'webpack bundles',
  esbuild: 'esbuild bundles',
  typescript: 'compiled TypeScript (its emitted helpers)'
};

/** A rule in words, as the diagnostic lists it. */
export function ruleLabel(rule: GeneratedRule): string {
  switch (rule.kind) {
    case 'directory':
      return `under ${rule.directory}/`;
    case 'name':
      return NAME_LABEL[rule.name];
    case 'attribute':
      return `by .gitattributes ${rule.attribute}`;
    case 'marker':
      return 'with a generated-file marker';
    case 'glue':
      return GLUE_LABEL[rule.glue];
    case 'dense':
      return `minified or data files over the per-file limit (lines averaging over ${DENSE_MEAN_LINE_CHARS} characters)`;
  }
}

const KIND_ORDER: Record<GeneratedRule['kind'], number> = { directory: 0, name: 1, attribute: 2, marker: 3, glue: 4, dense: 5 };

/** One rule's count, in the order the diagnostic lists them. */
export interface GeneratedCount {
  rule: GeneratedRule;
  label: string;
  count: number;
}

/** Counts of generated files left out, by rule. */
export class GeneratedTally {
  private readonly counts = new Map<string, GeneratedCount>();

  add(rule: GeneratedRule): void {
    const label = ruleLabel(rule);
    const entry = this.counts.get(label);
    if (entry) entry.count++;
    else this.counts.set(label, { rule, label, count: 1 });
  }

  /** Directory rules by count (then name), then name, attribute, marker, glue and density rules. */
  list(): GeneratedCount[] {
    return [...this.counts.values()].sort((a, b) => {
      const k = KIND_ORDER[a.rule.kind] - KIND_ORDER[b.rule.kind];
      if (k !== 0) return k;
      if (a.rule.kind === 'directory' && b.count !== a.count) return b.count - a.count;
      return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
    });
  }
}

/** Directory entries listed one by one; the rest are summed. */
const MAX_DIRECTORIES_LISTED = 5;

/**
 * The message of the `generated-excluded` diagnostic, e.g. "Left out as
 * generated: 16 files: 12 under dist/, 3 by .gitattributes linguist-generated,
 * 1 Emscripten glue. …", or null when nothing was left out.
 */
export function generatedExcludedMessage(counts: readonly GeneratedCount[]): string | null {
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (total === 0) return null;
  const dirs = counts.filter((c) => c.rule.kind === 'directory');
  const parts: string[] = dirs.slice(0, MAX_DIRECTORIES_LISTED).map((c) => `${c.count} ${c.label}`);
  const otherDirs = dirs.slice(MAX_DIRECTORIES_LISTED).reduce((n, c) => n + c.count, 0);
  if (otherDirs > 0) parts.push(`${otherDirs} under other default-excluded folders`);
  for (const c of counts) if (c.rule.kind !== 'directory') parts.push(`${c.count} ${c.label}`);
  const hint = dirs.length > 0 ? ' An include glob that names the folder (e.g. dist/**) admits it.' : '';
  return `Left out as generated: ${total} file${total === 1 ? '' : 's'}: ${parts.join(', ')}.${hint}`;
}

/** The `generated-excluded` workspace diagnostic for a scan, or null when nothing was left out. */
export function generatedExcludedDiagnostic(counts: readonly GeneratedCount[]): Diagnostic | null {
  const message = generatedExcludedMessage(counts);
  return message === null ? null : workspaceDiagnostic(DiagnosticCode.GeneratedExcluded, message, null);
}
