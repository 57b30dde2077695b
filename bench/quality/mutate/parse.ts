/**
 * Tree-sitter parsing for the mutator: the grammars (loaded once by
 * initMutate), the wrappers a function's text is parsed in (statement,
 * expression, class member, object member), the parsed function (`Doc`) and
 * tree walks. Every mutation starts from and ends in a Doc, so the output is
 * known to parse in the same wrapper.
 */
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';
import type { LanguageId } from '../../../src/contracts/pipeline.js';
import { assetPaths } from '../../../src/util/assets.js';
import { MutationError } from './types.js';

let parser: Parser | null = null;
const languages = new Map<LanguageId, Language>();

export async function initMutate(): Promise<void> {
  if (parser) return;
  const assets = assetPaths();
  await Parser.init({ locateFile: () => assets.treeSitterWasm });
  for (const id of ['javascript', 'typescript', 'tsx'] as const) languages.set(id, await Language.load(assets.grammar(id)));
  parser = new Parser();
}

export function parse(text: string, language: LanguageId): Tree {
  if (!parser) throw new MutationError('call initMutate() first');
  const lang = languages.get(language);
  if (!lang) throw new MutationError(`unknown language ${language}`);
  parser.setLanguage(lang);
  const tree = parser.parse(text);
  if (!tree) throw new MutationError('parse failed');
  return tree;
}

export const FUNCTION_TYPES = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition'
]);

export interface Wrapper {
  prefix: string;
  suffix: string;
}
export const WRAPPERS: Wrapper[] = [
  { prefix: '', suffix: '\n' },
  { prefix: '(', suffix: '\n)' },
  { prefix: 'class __W__ {\n', suffix: '\n}\n' },
  { prefix: 'const __w__ = {\n', suffix: '\n};\n' }
];

/** The function node spanning exactly [start, end) of the tree, if any. */
export function functionAt(tree: Tree, start: number, end: number): Node | null {
  let node: Node | null = tree.rootNode.descendantForIndex(start, Math.max(start, end - 1));
  while (node) {
    if (node.startIndex === start && node.endIndex === end && FUNCTION_TYPES.has(node.type)) return node;
    if (node.startIndex < start || node.endIndex > end) break;
    node = node.parent;
  }
  return null;
}

/** A parsed function in its wrapper. `text` is the whole wrapped text. */
export class Doc {
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

export function openDoc(source: string, language: LanguageId, wrapper?: Wrapper): Doc {
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

export function descendants(node: Node, pred: (n: Node) => boolean): Node[] {
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

/** Statements inside the function's blocks (any depth, not inside nested functions' params). */
export function bodyStatements(fn: Node): Node[] {
  const body = fn.childForFieldName('body');
  if (!body || body.type !== 'statement_block') return [];
  return descendants(body, (n) => n.parent?.type === 'statement_block' && n.isNamed && n.type !== 'comment' && n.id !== body.id);
}
