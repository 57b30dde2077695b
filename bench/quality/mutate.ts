/**
 * Deterministic, seeded mutations of ONE function's source text, for the
 * quality benchmark (injected clones) and for training data.
 *
 *   T1  layout and comments: re-indentation, blank lines, comments removed and added.
 *   T2  consistent renaming of every binding declared in the function (its own
 *       name, parameters, variables, nested functions and classes, catch and
 *       loop bindings) plus literal changes (numbers, simple strings); T1 layout
 *       changes on top.
 *   T3  T2 plus 1-3 statement insertions, deletions or edits.
 *   R   T2 plus behaviour-preserving rewrites (for <-> while, for...of <-> forEach,
 *       indexed for -> for...of, if/else <-> ternary, else after return removed,
 *       condition inverted, function <-> arrow, temporaries extracted/inlined,
 *       independent statements reordered, destructuring <-> property access,
 *       template literal <-> concatenation): every one that fits is a candidate,
 *       a seeded subset (at least one) is applied.
 *
 * The input is the text of one function-like node as extraction reports it
 * (a declaration, a function expression, an arrow function or a method). It is
 * parsed in a wrapper when needed (`(...)` for expressions, `class { ... }` for
 * methods); the output parses in the same wrapper without errors, or `mutate`
 * retries with derived seeds and finally throws `MutationError`.
 *
 * Call `await initMutate()` once before the synchronous functions.
 */
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';
import type { LanguageId } from '../../src/contracts/pipeline.js';
import { assetPaths } from '../../src/util/assets.js';

export type MutationType = 'T1' | 'T2' | 'T3' | 'R';
export const MUTATION_TYPES: readonly MutationType[] = ['T1', 'T2', 'T3', 'R'];

export class MutationError extends Error {
  override readonly name = 'MutationError';
}

// ---------------------------------------------------------------------------
// parsing

let parser: Parser | null = null;
const languages = new Map<LanguageId, Language>();

export async function initMutate(): Promise<void> {
  if (parser) return;
  const assets = assetPaths();
  await Parser.init({ locateFile: () => assets.treeSitterWasm });
  for (const id of ['javascript', 'typescript', 'tsx'] as const) languages.set(id, await Language.load(assets.grammar(id)));
  parser = new Parser();
}

function parse(text: string, language: LanguageId): Tree {
  if (!parser) throw new MutationError('call initMutate() first');
  const lang = languages.get(language);
  if (!lang) throw new MutationError(`unknown language ${language}`);
  parser.setLanguage(lang);
  const tree = parser.parse(text);
  if (!tree) throw new MutationError('parse failed');
  return tree;
}

const FUNCTION_TYPES = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition'
]);

interface Wrapper {
  prefix: string;
  suffix: string;
}
const WRAPPERS: Wrapper[] = [
  { prefix: '', suffix: '\n' },
  { prefix: '(', suffix: '\n)' },
  { prefix: 'class __W__ {\n', suffix: '\n}\n' },
  { prefix: 'const __w__ = {\n', suffix: '\n};\n' }
];

/** The function node spanning exactly [start, end) of the tree, if any. */
function functionAt(tree: Tree, start: number, end: number): Node | null {
  let node: Node | null = tree.rootNode.descendantForIndex(start, Math.max(start, end - 1));
  while (node) {
    if (node.startIndex === start && node.endIndex === end && FUNCTION_TYPES.has(node.type)) return node;
    if (node.startIndex < start || node.endIndex > end) break;
    node = node.parent;
  }
  return null;
}

/** A parsed function in its wrapper. `text` is the whole wrapped text. */
class Doc {
  readonly text: string;
  readonly tree: Tree;
  readonly fn: Node;
  constructor(
    readonly language: LanguageId,
    readonly wrapper: Wrapper,
    body: string
  ) {
    this.text = wrapper.prefix + body + wrapper.suffix;
    this.tree = parse(this.text, language);
    const fn = functionAt(this.tree, wrapper.prefix.length, wrapper.prefix.length + body.length);
    if (!fn || this.tree.rootNode.hasError) {
      this.tree.delete();
      throw new MutationError('not a function in this wrapper');
    }
    this.fn = fn;
  }
  get body(): string {
    return this.text.slice(this.wrapper.prefix.length, this.text.length - this.wrapper.suffix.length);
  }
  delete(): void {
    this.tree.delete();
  }
}

function openDoc(source: string, language: LanguageId, wrapper?: Wrapper): Doc {
  const candidates = wrapper ? [wrapper] : WRAPPERS;
  for (const w of candidates) {
    try {
      return new Doc(language, w, source);
    } catch (err) {
      if (!(err instanceof MutationError) || err.message === 'call initMutate() first') throw err;
    }
  }
  throw new MutationError('the source is not one function that parses');
}

/** True when `source` parses as one function without errors. */
export function parsesAsFunction(source: string, language: LanguageId): boolean {
  try {
    openDoc(source.trim(), language).delete();
    return true;
  } catch (err) {
    if (err instanceof MutationError && err.message !== 'call initMutate() first') return false;
    throw err;
  }
}

// ---------------------------------------------------------------------------
// helpers

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  let limit = Infinity;
  for (const e of sorted) {
    if (e.end > limit) continue; // overlapping: keep the later one only
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
    limit = e.start;
  }
  return out;
}

/** mulberry32 */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
function shuffle<T>(r: Rand, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

function descendants(node: Node, pred: (n: Node) => boolean): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (pred(n)) out.push(n);
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c) stack.push(c);
    }
  }
  return out;
}

function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}
function indentAt(text: string, index: number): string {
  const s = lineStart(text, index);
  const m = /^[ \t]*/.exec(text.slice(s, index));
  return m ? m[0] : '';
}

// ---------------------------------------------------------------------------
// names

const NOUNS = [
  'item', 'value', 'entry', 'node', 'record', 'target', 'source', 'element', 'part', 'chunk', 'slot', 'token',
  'field', 'datum', 'unit', 'piece', 'member', 'cell', 'key', 'ref', 'handle', 'state', 'input', 'output',
  'acc', 'cursor', 'offset', 'span', 'bucket', 'frame', 'packet', 'payload', 'holder', 'box', 'link', 'step'
];
const ADJ = ['next', 'prev', 'cur', 'tmp', 'local', 'own', 'base', 'raw', 'main', 'aux', 'alt', 'inner', 'outer', 'new', 'old', 'first', 'last', 'extra'];
const VERBS = ['compute', 'resolve', 'build', 'make', 'derive', 'apply', 'handle', 'process', 'produce', 'collect', 'transform', 'evaluate', 'prepare', 'obtain', 'perform', 'run'];
const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'await',
  'async', 'of', 'get', 'set', 'arguments', 'eval', 'undefined', 'NaN', 'Infinity', 'constructor', 'type', 'interface'
]);

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

class NameGen {
  private readonly used: Set<string>;
  constructor(
    private readonly r: Rand,
    taken: Iterable<string>
  ) {
    this.used = new Set(taken);
  }
  private fresh(make: () => string): string {
    for (let i = 0; i < 200; i++) {
      const n = make();
      if (!this.used.has(n) && !RESERVED.has(n)) {
        this.used.add(n);
        return n;
      }
    }
    let k = 0;
    while (this.used.has(`v${k}`)) k++;
    this.used.add(`v${k}`);
    return `v${k}`;
  }
  local(): string {
    const r = this.r;
    return this.fresh(() => (r() < 0.5 ? pick(r, NOUNS) : pick(r, ADJ) + cap(pick(r, NOUNS))) + (r() < 0.15 ? String(Math.floor(r() * 9) + 1) : ''));
  }
  fn(): string {
    const r = this.r;
    return this.fresh(() => pick(r, VERBS) + cap(pick(r, NOUNS)) + (r() < 0.3 ? cap(pick(r, NOUNS)) : ''));
  }
  klass(): string {
    const r = this.r;
    return this.fresh(() => cap(pick(r, ADJ)) + cap(pick(r, NOUNS)));
  }
}

/** Identifier nodes that declare a binding in a pattern (parameters, declarators, catch, for-in/of). */
function patternBindings(pattern: Node | null, out: Node[]): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      out.push(pattern);
      return;
    case 'object_pattern':
    case 'array_pattern':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    case 'pair_pattern':
      patternBindings(pattern.childForFieldName('value'), out);
      return;
    case 'assignment_pattern':
    case 'object_assignment_pattern':
      patternBindings(pattern.childForFieldName('left'), out);
      return;
    case 'rest_pattern':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    case 'required_parameter':
    case 'optional_parameter':
      patternBindings(pattern.childForFieldName('pattern'), out);
      return;
    case 'formal_parameters':
      for (const c of pattern.namedChildren) if (c) patternBindings(c, out);
      return;
    default:
      return;
  }
}

interface Bindings {
  /** Names declared inside the function (not its own name). */
  locals: Set<string>;
  /** Names of nested classes. */
  classes: Set<string>;
  /** Names of nested function declarations. */
  functions: Set<string>;
}

function collectBindings(fn: Node): Bindings {
  const decl: Node[] = [];
  const classes = new Set<string>();
  const functions = new Set<string>();
  for (const n of descendants(fn, () => true)) {
    switch (n.type) {
      case 'formal_parameters':
        patternBindings(n, decl);
        break;
      case 'arrow_function': {
        const p = n.childForFieldName('parameter');
        if (p) patternBindings(p, decl);
        break;
      }
      case 'variable_declarator':
        patternBindings(n.childForFieldName('name'), decl);
        break;
      case 'catch_clause':
        patternBindings(n.childForFieldName('parameter'), decl);
        break;
      case 'for_in_statement': {
        if (n.childForFieldName('kind')) patternBindings(n.childForFieldName('left'), decl);
        break;
      }
      case 'function_declaration':
      case 'generator_function_declaration':
        if (n.id !== fn.id) {
          const name = n.childForFieldName('name');
          if (name) functions.add(name.text);
        }
        break;
      case 'class_declaration':
      case 'abstract_class_declaration': {
        const name = n.childForFieldName('name');
        if (name) classes.add(name.text);
        break;
      }
      default:
        break;
    }
  }
  const locals = new Set<string>();
  for (const d of decl) if (!RESERVED.has(d.text)) locals.add(d.text);
  return { locals, classes, functions };
}

/** Every identifier-like text in the function (for fresh names). */
function allWords(text: string): Set<string> {
  return new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/** The function's own name node (declaration name, method name, named function expression). */
function ownNameNode(fn: Node): Node | null {
  const name = fn.childForFieldName('name');
  if (!name) return null;
  if (fn.type === 'method_definition') {
    if (name.type !== 'property_identifier' || name.text === 'constructor') return null;
  }
  return name;
}

/**
 * Edits renaming identifiers by `map` within `fn`: plain references, JSX
 * identifiers, shorthand properties (`{a}` -> `{a: b}`) and shorthand patterns.
 * When `memberName` is given, `this.<memberName>` is renamed too (a method's
 * recursion).
 */
function renameEdits(fn: Node, map: Map<string, string>, memberName?: { from: string; to: string }): Edit[] {
  const edits: Edit[] = [];
  for (const n of descendants(fn, (x) => x.childCount === 0 || x.type === 'shorthand_property_identifier' || x.type === 'shorthand_property_identifier_pattern')) {
    const to = map.get(n.text);
    switch (n.type) {
      case 'identifier':
      case 'type_identifier':
        if (to !== undefined && (n.type === 'identifier' || isClassRef(n))) edits.push({ start: n.startIndex, end: n.endIndex, text: to });
        break;
      case 'shorthand_property_identifier':
        if (to !== undefined) edits.push({ start: n.startIndex, end: n.endIndex, text: `${n.text}: ${to}` });
        break;
      case 'shorthand_property_identifier_pattern':
        if (to !== undefined) edits.push({ start: n.startIndex, end: n.endIndex, text: `${n.text}: ${to}` });
        break;
      case 'property_identifier':
        if (memberName && n.text === memberName.from) {
          const parent = n.parent;
          const obj = parent?.childForFieldName('object');
          if (parent?.type === 'member_expression' && obj?.type === 'this') edits.push({ start: n.startIndex, end: n.endIndex, text: memberName.to });
        }
        break;
      default:
        break;
    }
  }
  return edits;
}

function isClassRef(n: Node): boolean {
  // a type_identifier naming a nested class (class declaration name in TS, or a type annotation)
  return n.parent?.type === 'class_declaration' || n.parent?.type === 'abstract_class_declaration' || n.parent?.type === 'new_expression';
}

// ---------------------------------------------------------------------------
// T1: layout and comments

const COMMENT_TEXTS = [
  'check the input first', 'TODO: revisit this', 'handle the common case', 'fast path', 'see above',
  'keep in sync with the caller', 'normalize', 'edge case', 'done', 'update state', 'note: order matters', 'compute the result'
];

/** Rows (0-based, relative to the text) that begin inside a multi-line string or template: never touched. */
function protectedRows(root: Node): Set<number> {
  const rows = new Set<number>();
  for (const n of descendants(root, (x) => x.type === 'template_string' || x.type === 'string' || x.type === 'comment' || x.type === 'jsx_text')) {
    for (let r = n.startPosition.row + 1; r <= n.endPosition.row; r++) rows.add(r);
  }
  return rows;
}

function layoutMutation(doc: Doc, r: Rand, strong: boolean): string {
  const { text, fn } = doc;
  const edits: Edit[] = [];
  // 1. comments inside the function: removed (or rewritten)
  const comments = descendants(fn, (n) => n.type === 'comment');
  for (const c of comments) {
    if (r() < 0.7) {
      // remove the comment and, when it is alone on its line, the line
      const ls = lineStart(text, c.startIndex);
      const before = text.slice(ls, c.startIndex);
      let end = c.endIndex;
      let start = c.startIndex;
      if (/^[ \t]*$/.test(before) && text[end] === '\n') {
        start = ls;
        end += 1;
      }
      edits.push({ start, end, text: '' });
    } else {
      edits.push({ start: c.startIndex, end: c.endIndex, text: c.text.startsWith('//') ? `// ${pick(r, COMMENT_TEXTS)}` : `/* ${pick(r, COMMENT_TEXTS)} */` });
    }
  }
  // 2. new comment lines and blank lines before statements
  const stmts = bodyStatements(fn);
  const chosen = shuffle(r, [...stmts]).slice(0, Math.min(stmts.length, 1 + Math.floor(r() * (strong ? 3 : 2))));
  for (const s of chosen) {
    const ls = lineStart(text, s.startIndex);
    if (!/^[ \t]*$/.test(text.slice(ls, s.startIndex))) continue;
    const ind = indentAt(text, s.startIndex);
    const extra = r() < 0.5 ? `${ind}// ${pick(r, COMMENT_TEXTS)}\n` : r() < 0.5 ? '\n' : `${ind}/* ${pick(r, COMMENT_TEXTS)} */\n`;
    edits.push({ start: ls, end: ls, text: extra });
  }
  let out = applyEdits(text, edits);
  // 3. re-indentation of the function's lines (not inside multi-line strings)
  const reparsed = parse(out, doc.language);
  const prot = protectedRows(reparsed.rootNode);
  reparsed.delete();
  const startRow = out.slice(0, doc.wrapper.prefix.length).split('\n').length - 1;
  const lines = out.split('\n');
  const mode = Math.floor(r() * 3); // 0: double, 1: tabs, 2: halve / shift
  for (let i = startRow + 1; i < lines.length; i++) {
    if (prot.has(i)) continue;
    const line = lines[i] as string;
    const m = /^[ \t]*/.exec(line)!;
    const ind = m[0];
    if (line.trim() === '') {
      lines[i] = '';
      continue;
    }
    const width = ind.replace(/\t/g, '  ').length;
    let newInd: string;
    if (mode === 0) newInd = ' '.repeat(width * 2);
    else if (mode === 1) newInd = '\t'.repeat(Math.round(width / 2));
    else newInd = ' '.repeat(width + 1);
    lines[i] = newInd + line.slice(ind.length);
  }
  out = lines.join('\n');
  // 4. trailing whitespace / spacing around some operators: add spaces after `(` and before `)` on a few lines
  return out;
}

/** Statements inside the function's blocks (any depth, not inside nested functions' params). */
function bodyStatements(fn: Node): Node[] {
  const body = fn.childForFieldName('body');
  if (!body || body.type !== 'statement_block') return [];
  return descendants(body, (n) => n.parent?.type === 'statement_block' && n.isNamed && n.type !== 'comment' && n.id !== body.id);
}

// ---------------------------------------------------------------------------
// T2: renaming and literals

function renameMutation(doc: Doc, r: Rand): string {
  const { fn } = doc;
  const b = collectBindings(fn);
  const names = new NameGen(r, allWords(doc.text));
  const map = new Map<string, string>();
  const own = ownNameNode(fn);
  let member: { from: string; to: string } | undefined;
  const edits: Edit[] = [];
  if (own) {
    const to = names.fn();
    if (fn.type === 'method_definition') {
      member = { from: own.text, to };
      edits.push({ start: own.startIndex, end: own.endIndex, text: to });
    } else {
      map.set(own.text, to);
    }
  }
  for (const n of [...b.locals].sort()) if (!map.has(n)) map.set(n, b.functions.has(n) ? names.fn() : names.local());
  for (const n of [...b.functions].sort()) if (!map.has(n)) map.set(n, names.fn());
  for (const n of [...b.classes].sort()) if (!map.has(n)) map.set(n, names.klass());
  edits.push(...renameEdits(fn, map, member));
  // literals
  for (const lit of descendants(fn, (n) => n.type === 'number' || n.type === 'string')) {
    if (r() < 0.45) continue;
    if (lit.type === 'number') {
      const t = lit.text;
      if (/^\d+$/.test(t)) {
        const v = Number(t);
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: String(v + 1 + Math.floor(r() * 3)) });
      } else if (/^\d*\.\d+$/.test(t)) {
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: String(Math.round(Number(t) * 1.5 * 1e4) / 1e4 || 0.5) });
      }
    } else {
      const t = lit.text;
      const q = t[0];
      const content = t.slice(1, -1);
      const parent = lit.parent?.type;
      if (parent === 'expression_statement' || parent === 'import_statement' || parent === 'export_statement' || parent === 'pair' || parent === 'literal_type') continue;
      if ((q === "'" || q === '"') && /^[A-Za-z0-9 _.,:;!?-]+$/.test(content)) {
        const w = pick(r, NOUNS);
        const next = r() < 0.5 ? `${content}_${w}` : `${w}${content.length > 3 ? ' ' + content.slice(0, Math.ceil(content.length / 2)) : ''}`;
        edits.push({ start: lit.startIndex, end: lit.endIndex, text: `${q}${next}${q}` });
      }
    }
  }
  return applyEdits(doc.text, edits);
}

// ---------------------------------------------------------------------------
// T3: statement insertions, deletions, edits

function statementEdit(doc: Doc, r: Rand): string | null {
  const { text, fn } = doc;
  const stmts = bodyStatements(fn);
  if (stmts.length === 0) return null;
  const locals = [...collectBindings(fn).locals];
  const names = new NameGen(r, allWords(text));
  const op = Math.floor(r() * 3);
  if (op === 0 && stmts.length >= 2) {
    // delete a statement that is not the only one in its block (prefer short ones)
    const cands = stmts.filter((s) => (s.parent?.namedChildCount ?? 0) > 1 && s.endPosition.row - s.startPosition.row < 6);
    if (cands.length) {
      const s = pick(r, cands);
      const ls = lineStart(text, s.startIndex);
      const whole = /^[ \t]*$/.test(text.slice(ls, s.startIndex)) && text[s.endIndex] === '\n';
      return applyEdits(text, [whole ? { start: ls, end: s.endIndex + 1, text: '' } : { start: s.startIndex, end: s.endIndex, text: '' }]);
    }
  }
  if (op === 1) {
    // edit: flip a comparison / arithmetic operator or change a call argument
    const bins = descendants(fn, (n) => n.type === 'binary_expression');
    const swaps: Record<string, string> = { '<': '<=', '<=': '<', '>': '>=', '>=': '>', '===': '!==', '!==': '===', '+': '-', '-': '+', '*': '/', '&&': '||', '||': '&&' };
    const cands = bins.filter((b) => swaps[b.childForFieldName('operator')?.text ?? ''] !== undefined);
    if (cands.length) {
      const b = pick(r, cands);
      const o = b.childForFieldName('operator')!;
      return applyEdits(text, [{ start: o.startIndex, end: o.endIndex, text: swaps[o.text]! }]);
    }
  }
  // insert a statement before a statement
  const s = pick(r, stmts);
  const ls = lineStart(text, s.startIndex);
  const ind = indentAt(text, s.startIndex);
  const v = locals.length ? pick(r, locals) : null;
  const fresh = names.local();
  const templates = [
    () => `const ${fresh} = ${v ?? Math.floor(r() * 100)};`,
    () => (v ? `if (${v} == null) {\n${ind}  throw new Error('${pick(r, NOUNS)} missing');\n${ind}}` : `let ${fresh} = ${Math.floor(r() * 10)};`),
    () => `console.debug('${pick(r, VERBS)}', ${v ?? `'${pick(r, NOUNS)}'`});`,
    () => `let ${fresh} = ${Math.floor(r() * 10)};`
  ];
  const stmt = pick(r, templates)();
  if (/^[ \t]*$/.test(text.slice(ls, s.startIndex))) return applyEdits(text, [{ start: ls, end: ls, text: `${ind}${stmt}\n` }]);
  return applyEdits(text, [{ start: s.startIndex, end: s.startIndex, text: `${stmt} ` }]);
}

// ---------------------------------------------------------------------------
// R: behaviour-preserving rewrites

type Rewrite = (doc: Doc, r: Rand) => Edit[] | null;

function usesThisOrArguments(n: Node): boolean {
  // `this` / `arguments` outside nested non-arrow functions
  const stack: Node[] = [...n.namedChildren.filter((c): c is Node => !!c)];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.type === 'this' || x.type === 'super' || (x.type === 'identifier' && x.text === 'arguments')) return true;
    if (x.type === 'function_expression' || x.type === 'function_declaration' || x.type === 'generator_function' || x.type === 'generator_function_declaration' || x.type === 'method_definition' || x.type === 'class_declaration' || x.type === 'class') continue;
    for (const c of x.namedChildren) if (c) stack.push(c);
  }
  return false;
}

function containsJump(n: Node, types: string[]): boolean {
  const stack: Node[] = [n];
  while (stack.length) {
    const x = stack.pop()!;
    if (types.includes(x.type)) return true;
    if (FUNCTION_TYPES.has(x.type)) continue;
    for (const c of x.namedChildren) if (c) stack.push(c);
  }
  return false;
}

/** for (init; cond; update) body  ->  init; while (cond) { body update; } */
const forToWhile: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'for_statement' && !containsJump(n.childForFieldName('body')!, ['continue_statement']));
  if (!cands.length) return null;
  const f = pick(r, cands);
  const init = f.childForFieldName('initializer');
  const cond = f.childForFieldName('condition');
  const inc = f.childForFieldName('increment');
  const body = f.childForFieldName('body')!;
  const ind = indentAt(doc.text, f.startIndex);
  let initText = init && init.type !== ';' ? init.text : '';
  if (initText && !initText.endsWith(';')) initText += ';';
  let condText = cond ? cond.text.replace(/;\s*$/, '') : 'true';
  if (condText === '' || condText === ';') condText = 'true';
  const incText = inc ? `\n${ind}  ${inc.text};` : '';
  const inner = body.type === 'statement_block' ? body.text.slice(1, -1).replace(/\s+$/, '') : `\n${ind}  ${body.text}`;
  const text = `${initText ? `${initText}\n${ind}` : ''}while (${condText}) {${inner}${incText}\n${ind}}`;
  return [{ start: f.startIndex, end: f.endIndex, text }];
};

/** while (cond) body  ->  for (; cond; ) body */
const whileToFor: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'while_statement');
  if (!cands.length) return null;
  const w = pick(r, cands);
  const cond = w.childForFieldName('condition')!;
  const body = w.childForFieldName('body')!;
  return [{ start: w.startIndex, end: w.endIndex, text: `for (; ${cond.text.replace(/^\(|\)$/g, '')}; ) ${body.text}` }];
};

/** for (const x of xs) { body }  ->  xs.forEach((x) => { body }) */
const forOfToForEach: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'for_in_statement') return false;
    if (n.children.some((c) => c?.type === 'await')) return false;
    const op = n.childForFieldName('operator');
    if (op?.text !== 'of' || !n.childForFieldName('kind')) return false;
    return !containsJump(n.childForFieldName('body')!, ['break_statement', 'continue_statement', 'return_statement', 'yield_expression', 'await_expression']);
  });
  if (!cands.length) return null;
  const f = pick(r, cands);
  const left = f.childForFieldName('left')!;
  const right = f.childForFieldName('right')!;
  const body = f.childForFieldName('body')!;
  const recv = /^[\w$.]+$/.test(right.text) ? right.text : `(${right.text})`;
  const inner = body.type === 'statement_block' ? body.text : `{ ${body.text} }`;
  return [{ start: f.startIndex, end: f.endIndex, text: `${recv}.forEach((${left.text}) => ${inner});` }];
};

/** for (let i = 0; i < xs.length; i++) { ... xs[i] ... }  ->  for (const el of xs) { ... el ... } (when i is only used as xs[i]) */
const indexedForToForOf: Rewrite = (doc, r) => {
  const names = new NameGen(r, allWords(doc.text));
  for (const f of shuffle(r, descendants(doc.fn, (n) => n.type === 'for_statement'))) {
    const init = f.childForFieldName('initializer');
    const cond = f.childForFieldName('condition');
    const inc = f.childForFieldName('increment');
    const body = f.childForFieldName('body');
    if (!init || !cond || !inc || !body) continue;
    const mi = /^(?:let|var)\s+([\w$]+)\s*=\s*0\s*;?$/.exec(init.text.trim());
    if (!mi) continue;
    const i = mi[1]!;
    const mc = new RegExp(`^${i.replace(/\$/g, '\\$')}\\s*<\\s*([\\w$.]+)\\.length\\s*;?$`).exec(cond.text.trim());
    if (!mc) continue;
    if (!new RegExp(`^(${i.replace(/\$/g, '\\$')}\\+\\+|\\+\\+${i.replace(/\$/g, '\\$')}|${i.replace(/\$/g, '\\$')}\\s*\\+=\\s*1)$`).test(inc.text.trim())) continue;
    const arr = mc[1]!;
    const uses = descendants(body, (n) => n.type === 'identifier' && n.text === i);
    const ok = uses.every((u) => {
      const p = u.parent;
      if (p?.type !== 'subscript_expression' || p.childForFieldName('index')?.id !== u.id || p.childForFieldName('object')?.text !== arr) return false;
      const gp = p.parent;
      // not assigned to
      if ((gp?.type === 'assignment_expression' || gp?.type === 'augmented_assignment_expression') && gp.childForFieldName('left')?.id === p.id) return false;
      if (gp?.type === 'update_expression') return false;
      return true;
    });
    if (!ok || uses.length === 0) continue;
    if (containsJump(body, ['continue_statement']) && false) continue;
    // the array must not be reassigned in the body
    if (descendants(body, (n) => (n.type === 'assignment_expression' && n.childForFieldName('left')?.text === arr)).length) continue;
    const el = names.local();
    const edits: Edit[] = uses.map((u) => ({ start: u.parent!.startIndex, end: u.parent!.endIndex, text: el }));
    const newBody = applyEdits(doc.text, edits).slice(body.startIndex, body.endIndex + edits.reduce((d, e) => d + e.text.length - (e.end - e.start), 0));
    return [{ start: f.startIndex, end: f.endIndex, text: `for (const ${el} of ${arr}) ${newBody}` }];
  }
  return null;
};

function singleStatement(n: Node | null): Node | null {
  if (!n) return null;
  if (n.type === 'statement_block') {
    const kids = n.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
    return kids.length === 1 ? kids[0]! : null;
  }
  return n;
}

function exprOfReturn(n: Node | null): Node | null {
  if (!n || n.type !== 'return_statement') return null;
  return n.namedChildren.find((c): c is Node => !!c && c.type !== 'comment') ?? null;
}

function paren(t: string): string {
  return /^[\w$.]+$/.test(t) || /^\(.*\)$/s.test(t) && balanced(t.slice(1, -1)) ? t : `(${t})`;
}
function balanced(t: string): boolean {
  let d = 0;
  for (const c of t) {
    if (c === '(') d++;
    else if (c === ')' && --d < 0) return false;
  }
  return d === 0;
}
function condText(ifNode: Node): string {
  const c = ifNode.childForFieldName('condition')!;
  return c.text.replace(/^\(/, '').replace(/\)$/, '');
}

/** if (c) { return a; } else { return b; } -> return c ? a : b;  and  if (c) x = a; else x = b; -> x = c ? a : b; */
const ifToTernary: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const n of descendants(doc.fn, (x) => x.type === 'if_statement')) {
    const alt = n.childForFieldName('alternative');
    if (!alt) continue;
    const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment') ?? null;
    if (!elseBody || elseBody.type === 'if_statement') continue;
    const a = singleStatement(n.childForFieldName('consequence'));
    const b = singleStatement(elseBody);
    const ra = exprOfReturn(a);
    const rb = exprOfReturn(b);
    if (ra && rb) {
      cands.push({ start: n.startIndex, end: n.endIndex, text: `return ${paren(condText(n))} ? ${paren(ra.text)} : ${paren(rb.text)};` });
      continue;
    }
    const ea = a?.type === 'expression_statement' ? a.namedChildren[0] : null;
    const eb = b?.type === 'expression_statement' ? b.namedChildren[0] : null;
    if (ea?.type === 'assignment_expression' && eb?.type === 'assignment_expression') {
      const la = ea.childForFieldName('left')!.text;
      if (la === eb.childForFieldName('left')!.text) {
        cands.push({ start: n.startIndex, end: n.endIndex, text: `${la} = ${paren(condText(n))} ? ${paren(ea.childForFieldName('right')!.text)} : ${paren(eb.childForFieldName('right')!.text)};` });
      }
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

/** return c ? a : b;  ->  if (c) { return a; } return b; */
const ternaryToIf: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (x) => x.type === 'return_statement' && exprOfReturn(x)?.type === 'ternary_expression' && x.parent?.type === 'statement_block');
  if (!cands.length) return null;
  const n = pick(r, cands);
  const t = exprOfReturn(n)!;
  const ind = indentAt(doc.text, n.startIndex);
  const c = t.childForFieldName('condition')!.text;
  const a = t.childForFieldName('consequence')!.text;
  const b = t.childForFieldName('alternative')!.text;
  return [{ start: n.startIndex, end: n.endIndex, text: `if (${c}) {\n${ind}  return ${a};\n${ind}}\n${ind}return ${b};` }];
};

/** if (c) { ...; return x; } else { B }  ->  if (c) { ...; return x; } B   (early return) */
const dropElseAfterReturn: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'if_statement' || n.parent?.type !== 'statement_block') return false;
    const alt = n.childForFieldName('alternative');
    const cons = n.childForFieldName('consequence');
    if (!alt || !cons || cons.type !== 'statement_block') return false;
    const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment');
    if (!elseBody || elseBody.type !== 'statement_block') return false;
    const last = cons.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment').pop();
    return last?.type === 'return_statement' || last?.type === 'throw_statement';
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const alt = n.childForFieldName('alternative')!;
  const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment')!;
  const cons = n.childForFieldName('consequence')!;
  const ind = indentAt(doc.text, n.startIndex);
  const inner = elseBody.text.slice(1, -1).trim();
  // dedent one level is not needed for parsing; keep the statements on their own lines
  return [{ start: cons.endIndex, end: n.endIndex, text: `\n${ind}${inner.replace(/\n[ \t]*/g, `\n${ind}`)}` }];
};

/** if (c) { A } else { B }  ->  if (!(c)) { B } else { A } */
const invertIf: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'if_statement') return false;
    const alt = n.childForFieldName('alternative');
    const elseBody = alt?.namedChildren.find((c): c is Node => !!c && c.type !== 'comment');
    return !!elseBody && elseBody.type !== 'if_statement' && n.childForFieldName('consequence')?.type === 'statement_block' && elseBody.type === 'statement_block';
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const alt = n.childForFieldName('alternative')!;
  const elseBody = alt.namedChildren.find((c): c is Node => !!c && c.type !== 'comment')!;
  const cons = n.childForFieldName('consequence')!;
  const c = condText(n);
  const neg = /^!\((.*)\)$/s.exec(c) && balanced(c.slice(2, -1)) ? c.slice(2, -1) : /^![\w$.]+$/.test(c) ? c.slice(1) : `!${paren(c)}`;
  return [{ start: n.startIndex, end: n.endIndex, text: `if (${neg}) ${elseBody.text} else ${cons.text}` }];
};

/** function name(params) { body }  ->  const name = (params) => { body };  (declarations and callbacks without this/arguments) */
const functionToArrow: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => {
    if (n.type !== 'function_declaration' && n.type !== 'function_expression') return false;
    if (usesThisOrArguments(n.childForFieldName('body')!)) return false;
    if (n.type === 'function_declaration') return n.parent?.type === 'statement_block' || n.id === doc.fn.id && doc.wrapper.prefix === '';
    // a function expression used as a value: unnamed (or named but not recursive)
    const name = n.childForFieldName('name');
    if (name && descendants(n.childForFieldName('body')!, (x) => x.type === 'identifier' && x.text === name.text).length) return false;
    return n.id !== doc.fn.id;
  });
  if (!cands.length) return null;
  const n = pick(r, cands);
  const isAsync = n.children.some((c) => c?.type === 'async');
  const params = n.childForFieldName('parameters')!.text;
  const ret = n.childForFieldName('return_type');
  const tps = n.childForFieldName('type_parameters');
  const body = n.childForFieldName('body')!.text;
  const arrow = `${isAsync ? 'async ' : ''}${tps ? tps.text : ''}${params}${ret ? ret.text : ''} => ${body}`;
  if (n.type === 'function_declaration') {
    const name = n.childForFieldName('name')!.text;
    if (n.id === doc.fn.id) return null; // the top-level function is handled by the caller (its node type would change)
    return [{ start: n.startIndex, end: n.endIndex, text: `const ${name} = ${arrow};` }];
  }
  return [{ start: n.startIndex, end: n.endIndex, text: arrow }];
};

/** (a) => expr  <->  (a) => { return expr; } for nested arrows */
const arrowBody: Rewrite = (doc, r) => {
  const cands = descendants(doc.fn, (n) => n.type === 'arrow_function' && n.id !== doc.fn.id);
  const eds: Edit[] = [];
  for (const n of cands) {
    const body = n.childForFieldName('body')!;
    if (body.type !== 'statement_block') {
      const t = body.type === 'parenthesized_expression' && body.namedChildren[0]?.type === 'object' ? body.text : body.text;
      eds.push({ start: body.startIndex, end: body.endIndex, text: `{ return ${t}; }` });
    } else {
      const s = singleStatement(body);
      const e = exprOfReturn(s);
      if (e && s === body.namedChildren.find((c) => c?.type !== 'comment')) {
        const t = e.type === 'object' ? `(${e.text})` : e.text;
        eds.push({ start: body.startIndex, end: body.endIndex, text: t });
      }
    }
  }
  return eds.length ? [pick(r, eds)] : null;
};

/** return expr;  ->  const result = expr; return result;   or   foo(expr) -> const t = expr; foo(t) */
const extractTemp: Rewrite = (doc, r) => {
  const names = new NameGen(r, allWords(doc.text));
  const rets = descendants(doc.fn, (n) => n.type === 'return_statement' && n.parent?.type === 'statement_block' && !!exprOfReturn(n) && !/^[\w$]+$/.test(exprOfReturn(n)!.text));
  if (!rets.length) return null;
  const n = pick(r, rets);
  const e = exprOfReturn(n)!;
  const ind = indentAt(doc.text, n.startIndex);
  const v = names.local();
  return [{ start: n.startIndex, end: n.endIndex, text: `const ${v} = ${e.text};\n${ind}return ${v};` }];
};

/** const t = expr; return t;  ->  return expr; */
const inlineTemp: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const blk of descendants(doc.fn, (n) => n.type === 'statement_block')) {
    const kids = blk.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
    for (let i = 0; i + 1 < kids.length; i++) {
      const d = kids[i]!;
      const ret = kids[i + 1]!;
      if ((d.type !== 'lexical_declaration' && d.type !== 'variable_declaration') || d.namedChildren.length !== 1) continue;
      const decl = d.namedChildren[0]!;
      const name = decl.childForFieldName('name');
      const value = decl.childForFieldName('value');
      if (!name || name.type !== 'identifier' || !value || decl.childForFieldName('type')) continue;
      const e = exprOfReturn(ret);
      if (!e || e.text !== name.text) continue;
      // the name is used nowhere else
      if (descendants(doc.fn, (x) => x.type === 'identifier' && x.text === name.text).length !== 2) continue;
      cands.push({ start: d.startIndex, end: ret.endIndex, text: `return ${value.text};` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

function identifiersIn(n: Node): Set<string> {
  return new Set(descendants(n, (x) => x.type === 'identifier' || x.type === 'shorthand_property_identifier' || x.type === 'shorthand_property_identifier_pattern').map((x) => x.text));
}

/** Swap two adjacent independent declarations/expression statements (no calls, no shared names). */
const reorder: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const blk of descendants(doc.fn, (n) => n.type === 'statement_block')) {
    const kids = blk.namedChildren.filter((c): c is Node => !!c);
    for (let i = 0; i + 1 < kids.length; i++) {
      const a = kids[i]!;
      const b = kids[i + 1]!;
      const okType = (x: Node): boolean => (x.type === 'lexical_declaration' || x.type === 'variable_declaration' || x.type === 'expression_statement') && !x.text.includes('\n');
      if (!okType(a) || !okType(b)) continue;
      if (descendants(a, (x) => x.type === 'call_expression' || x.type === 'new_expression' || x.type === 'update_expression' || x.type === 'await_expression').length) continue;
      if (descendants(b, (x) => x.type === 'call_expression' || x.type === 'new_expression' || x.type === 'update_expression' || x.type === 'await_expression').length) continue;
      const ia = identifiersIn(a);
      const ib = identifiersIn(b);
      if ([...ia].some((x) => ib.has(x))) continue;
      if (a.type === 'expression_statement' && b.type === 'expression_statement' && (a.text.includes('this') || b.text.includes('this'))) {
        // two writes to this.x and this.y are independent when the members differ: the identifiers check covers locals only
        const ma: string[] = a.text.match(/this\.[\w$]+/g) ?? [];
        const mb: string[] = b.text.match(/this\.[\w$]+/g) ?? [];
        if (ma.some((x) => mb.includes(x))) continue;
      }
      cands.push({ start: a.startIndex, end: b.endIndex, text: `${b.text}${doc.text.slice(a.endIndex, b.startIndex)}${a.text}` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

/** const { a, b: c } = obj;  ->  const a = obj.a; const c = obj.b;   and   const x = obj.p; -> const { p: x } = obj; */
const destructuring: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const d of descendants(doc.fn, (n) => (n.type === 'lexical_declaration' || n.type === 'variable_declaration') && n.parent?.type === 'statement_block')) {
    const kind = d.child(0)!.text;
    if (d.namedChildren.length !== 1) continue;
    const decl = d.namedChildren[0]!;
    const name = decl.childForFieldName('name');
    const value = decl.childForFieldName('value');
    if (!name || !value || decl.childForFieldName('type')) continue;
    const ind = indentAt(doc.text, d.startIndex);
    if (name.type === 'object_pattern' && /^[\w$.]+$/.test(value.text)) {
      const parts: string[] = [];
      let ok = true;
      for (const p of name.namedChildren) {
        if (!p) continue;
        if (p.type === 'shorthand_property_identifier_pattern') parts.push(`${kind} ${p.text} = ${value.text}.${p.text};`);
        else if (p.type === 'pair_pattern' && p.childForFieldName('key')?.type === 'property_identifier' && p.childForFieldName('value')?.type === 'identifier') {
          parts.push(`${kind} ${p.childForFieldName('value')!.text} = ${value.text}.${p.childForFieldName('key')!.text};`);
        } else ok = false;
      }
      if (ok && parts.length) cands.push({ start: d.startIndex, end: d.endIndex, text: parts.join(`\n${ind}`) });
    } else if (name.type === 'identifier' && value.type === 'member_expression' && value.childForFieldName('property')?.type === 'property_identifier' && !value.text.includes('?.')) {
      const obj = value.childForFieldName('object')!;
      const prop = value.childForFieldName('property')!.text;
      if (!/^[\w$.]+$/.test(obj.text)) continue;
      const pat = prop === name.text ? `{ ${prop} }` : `{ ${prop}: ${name.text} }`;
      cands.push({ start: d.startIndex, end: d.endIndex, text: `${kind} ${pat} = ${obj.text};` });
    }
  }
  return cands.length ? [pick(r, cands)] : null;
};

const SIMPLE_TEXT = /^[^`'\\\n$]*$/;

/** `a${x}b` -> 'a' + x + 'b'   and   'a' + x + 'b' -> `a${x}b` */
const templateConcat: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const t of descendants(doc.fn, (n) => n.type === 'template_string')) {
    if (t.parent?.type === 'call_expression') continue; // tagged template
    const parts: string[] = [];
    let ok = true;
    let cursor = t.startIndex + 1;
    let first = true;
    for (const c of t.namedChildren) {
      if (!c) continue;
      if (c.type === 'template_substitution') {
        const lit = doc.text.slice(cursor, c.startIndex);
        if (!SIMPLE_TEXT.test(lit)) ok = false;
        if (lit || first) parts.push(`'${lit}'`);
        const e = c.namedChildren[0];
        if (!e) ok = false;
        else parts.push(paren(e.text));
        cursor = c.endIndex;
        first = false;
      }
    }
    const tail = doc.text.slice(cursor, t.endIndex - 1);
    if (!SIMPLE_TEXT.test(tail)) ok = false;
    if (tail) parts.push(`'${tail}'`);
    if (ok && !first) cands.push({ start: t.startIndex, end: t.endIndex, text: `(${parts.join(' + ')})` });
  }
  for (const b of descendants(doc.fn, (n) => n.type === 'binary_expression' && n.childForFieldName('operator')?.text === '+' && n.parent?.type !== 'binary_expression')) {
    // flatten the left-leaning + chain
    const ops: Node[] = [];
    let x: Node = b;
    while (x.type === 'binary_expression' && x.childForFieldName('operator')?.text === '+') {
      ops.unshift(x.childForFieldName('right')!);
      x = x.childForFieldName('left')!;
    }
    ops.unshift(x);
    if (ops[0]!.type !== 'string' || ops.length < 2) continue;
    let out = '`';
    let ok = true;
    for (const o of ops) {
      if (o.type === 'string') {
        const content = o.text.slice(1, -1);
        if (!SIMPLE_TEXT.test(content) || content.includes('"') && o.text[0] === '"' ) ok = false;
        out += content;
      } else out += '${' + o.text + '}';
    }
    if (ok) cands.push({ start: b.startIndex, end: b.endIndex, text: out + '`' });
  }
  return cands.length ? [pick(r, cands)] : null;
};

/** i++ / ++i as a statement or for increment  <->  i += 1 */
const incrementStyle: Rewrite = (doc, r) => {
  const cands: Edit[] = [];
  for (const u of descendants(doc.fn, (n) => n.type === 'update_expression' && (n.parent?.type === 'expression_statement' || n.parent?.type === 'for_statement'))) {
    const m = /^(\+\+|--)?\s*([\w$.]+)\s*(\+\+|--)?$/.exec(u.text);
    if (!m) continue;
    const op = (m[1] ?? m[3]) === '++' ? '+=' : '-=';
    cands.push({ start: u.startIndex, end: u.endIndex, text: `${m[2]} ${op} 1` });
  }
  return cands.length ? [pick(r, cands)] : null;
};

const REWRITES: Array<[string, Rewrite]> = [
  ['for-to-while', forToWhile],
  ['while-to-for', whileToFor],
  ['for-of-to-forEach', forOfToForEach],
  ['indexed-for-to-for-of', indexedForToForOf],
  ['if-else-to-ternary', ifToTernary],
  ['ternary-to-if', ternaryToIf],
  ['drop-else-after-return', dropElseAfterReturn],
  ['invert-if', invertIf],
  ['function-to-arrow', functionToArrow],
  ['arrow-body', arrowBody],
  ['extract-temporary', extractTemp],
  ['inline-temporary', inlineTemp],
  ['reorder-independent', reorder],
  ['destructuring', destructuring],
  ['template-concat', templateConcat],
  ['increment-style', incrementStyle]
];
export const REWRITE_NAMES: readonly string[] = REWRITES.map(([n]) => n);

/** The outer function itself: declaration -> arrow bound to const is not possible in the same slot; method/expression <-> ... kept. */

/** Apply a seeded subset (at least one) of the rewrites that fit; returns the new wrapped body and the names applied. */
function rewriteMutation(doc0: Doc, r: Rand, strength: number): { body: string; applied: string[] } | null {
  let doc = doc0;
  const applied: string[] = [];
  const order = shuffle(r, [...REWRITES]);
  const want = Math.max(1, strength);
  for (const [name, rw] of order) {
    if (applied.length >= want) break;
    const edits = rw(doc, r);
    if (!edits) continue;
    const body = applyEdits(doc.text, edits).slice(doc.wrapper.prefix.length, -doc.wrapper.suffix.length || undefined);
    let next: Doc;
    try {
      next = new Doc(doc.language, doc.wrapper, body);
    } catch {
      continue;
    }
    if (doc !== doc0) doc.delete();
    doc = next;
    applied.push(name);
  }
  if (!applied.length) return null;
  const body = doc.body;
  if (doc !== doc0) doc.delete();
  return { body, applied };
}

// ---------------------------------------------------------------------------
// public API

function bodyOf(doc: Doc, wrapped: string): string {
  return wrapped.slice(doc.wrapper.prefix.length, wrapped.length - doc.wrapper.suffix.length);
}

function step(doc: Doc, wrapped: string): Doc {
  return new Doc(doc.language, doc.wrapper, bodyOf(doc, wrapped));
}

export interface MutationResult {
  text: string;
  type: MutationType;
  seed: number;
  /** Rewrites applied (R), statement edits made (T3). */
  applied: string[];
}

function mutateOnce(source: string, language: LanguageId, type: MutationType, seed: number): MutationResult {
  const r = rng(seed);
  let doc = openDoc(source, language);
  const docs: Doc[] = [doc];
  const applied: string[] = [];
  try {
    if (type === 'T1') {
      const out = layoutMutation(doc, r, true);
      doc = step(doc, out);
      docs.push(doc);
      if (doc.body === source) throw new MutationError('T1 changed nothing');
      return { text: doc.body, type, seed, applied };
    }
    doc = step(doc, renameMutation(doc, r));
    docs.push(doc);
    if (type === 'T3') {
      const n = 1 + Math.floor(r() * 3);
      for (let i = 0; i < n; i++) {
        const out = statementEdit(doc, r);
        if (out === null) break;
        try {
          doc = step(doc, out);
          docs.push(doc);
          applied.push('statement-edit');
        } catch {
          // this edit does not parse: skip it
        }
      }
      if (!applied.length) throw new MutationError('no statement edit fits');
    } else if (type === 'R') {
      const res = rewriteMutation(doc, r, 1 + Math.floor(r() * 3));
      if (!res) throw new MutationError('no rewrite fits');
      doc = new Doc(language, doc.wrapper, res.body);
      docs.push(doc);
      applied.push(...res.applied);
    }
    // light layout changes on top (re-indentation, a comment)
    doc = step(doc, layoutMutation(doc, r, false));
    docs.push(doc);
    return { text: doc.body, type, seed, applied };
  } finally {
    for (const d of docs) d.delete();
  }
}

/**
 * Mutate one function's source. Deterministic in (source, language, type, seed).
 * Retries with derived seeds when a mutation does not parse; throws
 * `MutationError` when none of them works (e.g. R on a function that no
 * rewrite fits).
 */
export function mutateDetailed(source: string, language: LanguageId, type: MutationType, seed: number): MutationResult {
  let last: MutationError | null = null;
  for (let attempt = 0; attempt < 4; attempt++) {
    const s = (seed + attempt * 0x9e3779b1) >>> 0;
    try {
      return mutateOnce(source, language, type, s);
    } catch (err) {
      if (!(err instanceof MutationError) || err.message === 'call initMutate() first') throw err;
      last = err;
      if (err.message === 'the source is not one function that parses' || err.message === 'no rewrite fits') break;
    }
  }
  throw last ?? new MutationError('no mutation');
}

export function mutate(source: string, language: LanguageId, type: MutationType, seed: number): string {
  return mutateDetailed(source, language, type, seed).text;
}

/**
 * Replace the function's own name by `newName` everywhere it is bound in the
 * text: the declaration or method name, recursive calls (`name(...)`,
 * `this.name(...)` for methods) and, when `oldName` is given, references to
 * that outer binding too (`const oldName = function () { ... oldName(...) }`).
 */
export function renameFunction(source: string, language: LanguageId, newName: string, oldName?: string): string {
  const doc = openDoc(source, language);
  try {
    const own = ownNameNode(doc.fn);
    const edits: Edit[] = [];
    const map = new Map<string, string>();
    let member: { from: string; to: string } | undefined;
    if (own) {
      edits.push({ start: own.startIndex, end: own.endIndex, text: newName });
      if (doc.fn.type === 'method_definition') member = { from: own.text, to: newName };
      else map.set(own.text, newName);
    }
    if (oldName && /^[\w$]+$/.test(oldName) && !collectBindings(doc.fn).locals.has(oldName)) {
      map.set(oldName, newName);
      if (doc.fn.type === 'method_definition' && !member) member = { from: oldName, to: newName };
    }
    for (const e of renameEdits(doc.fn, map, member)) if (!own || e.start !== own.startIndex) edits.push(e);
    const out = applyEdits(doc.text, edits);
    const body = bodyOf(doc, out);
    new Doc(language, doc.wrapper, body).delete();
    return body;
  } finally {
    doc.delete();
  }
}

/** How a function's text must be wrapped to stand alone in a file: '' (statement), '(' (expression) or 'class' / 'object' (method). */
export function wrapperKind(source: string, language: LanguageId): 'statement' | 'expression' | 'class-member' | 'object-member' {
  const doc = openDoc(source, language);
  try {
    const i = WRAPPERS.indexOf(doc.wrapper);
    return (['statement', 'expression', 'class-member', 'object-member'] as const)[i]!;
  } finally {
    doc.delete();
  }
}
