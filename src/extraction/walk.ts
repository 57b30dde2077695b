/**
 * One iterative TreeCursor walk per file (never recursion: deeply nested code
 * must not overflow the JS stack) that collects, in source order:
 * - the file's tokens (see ./normalize.ts for what a token is),
 * - every function-like node with the name of its innermost enclosing class,
 * - the position of the first ERROR or MISSING node, when asked.
 */
import type { Language, Node, Point, Tree } from 'web-tree-sitter';
import type { LanguageDescriptor } from '../languages/types.js';
import { TokenBuffer } from './normalize.js';

const NORMAL = 0;
const COMMENT = 1;
const ATOMIC = 2;
const FUNCTION = 3;
const CLASS = 4;
const TEMPLATE = 5;
const SUBSTITUTION = 6;
const WORDS = 7;

/** tree-sitter's ERROR symbol (`ts_builtin_sym_error`, (TSSymbol)-1). */
const ERROR_TYPE_ID = 0xffff;

/** Node type id -> category, for one grammar and descriptor. */
export type CategoryTable = Uint8Array;

export function buildCategoryTable(language: Language, descriptor: LanguageDescriptor): CategoryTable {
  const table = new Uint8Array(0x10000);
  const byName = new Map<string, number>();
  for (const t of descriptor.commentTypes) byName.set(t, COMMENT);
  for (const t of descriptor.atomicTypes) byName.set(t, ATOMIC);
  for (const t of descriptor.wordTypes) byName.set(t, WORDS);
  for (const t of descriptor.functionTypes) byName.set(t, FUNCTION);
  for (const t of descriptor.classTypes) byName.set(t, CLASS);
  for (const [t, sub] of Object.entries(descriptor.templateTypes)) {
    byName.set(t, TEMPLATE);
    byName.set(sub, SUBSTITUTION);
  }
  const count = language.nodeTypeCount;
  for (let id = 0; id < count && id < 0xffff; id++) {
    if (!language.nodeTypeIsNamed(id)) continue; // e.g. TS's anonymous `string` keyword
    const name = language.nodeTypeForId(id);
    const cat = name === null ? undefined : byName.get(name);
    if (cat !== undefined) table[id] = cat;
  }
  return table;
}

/**
 * The descriptor's function types the grammar does not have as named nodes:
 * a grammar that lacks one would silently extract nothing of that kind, so
 * loading it fails instead. (Other types may be absent from some grammars of
 * a family: TypeScript without JSX has no `jsx_text`.)
 */
export function missingFunctionTypes(language: Language, descriptor: LanguageDescriptor): string[] {
  return descriptor.functionTypes.filter((t) => language.idForNodeType(t, true) === null);
}

/** JavaScript's WhiteSpace and LineTerminator code points (as in String.prototype.trim). */
function isSpace(c: number): boolean {
  return (
    c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

export interface FunctionCandidate {
  node: Node;
  /** UTF-16 offsets of the node in the file text. */
  startIndex: number;
  endIndex: number;
  startPosition: Point;
  endPosition: Point;
  enclosingClass: string | null;
}

export interface WalkResult {
  tokens: TokenBuffer;
  functions: FunctionCandidate[];
  /** First ERROR or MISSING node in source order (only when `findError`). */
  firstError: Point | null;
}

export function walkTree(
  tree: Tree,
  text: string,
  descriptor: LanguageDescriptor,
  categories: CategoryTable,
  findError: boolean
): WalkResult {
  const tokens = new TokenBuffer(4096);
  const functions: FunctionCandidate[] = [];
  let firstError: Point | null = null;

  const catStack: number[] = [];
  const templateSerialStack: number[] = [];
  let templateSerial = 0;
  /** Serial of the template whose literal text the last token is, or -1. */
  let lastPieceOf = -1;
  const classDepths: number[] = [];
  const classNames: Array<string | null> = [];

  const cursor = tree.walk();
  try {
    let depth = 0;
    for (;;) {
      const typeId = cursor.nodeTypeId;
      const cat = categories[typeId] ?? NORMAL;
      catStack[depth] = cat;
      while (classDepths.length > 0 && (classDepths[classDepths.length - 1] as number) >= depth) {
        classDepths.pop();
        classNames.pop();
      }
      if (findError && firstError === null && (typeId === ERROR_TYPE_ID || cursor.nodeIsMissing)) {
        firstError = cursor.startPosition;
      }

      let descend = true;
      if (depth > 0 && catStack[depth - 1] === TEMPLATE && cat !== SUBSTITUTION) {
        // literal text of a template: merged into one token per run
        const serial = templateSerialStack[depth - 1] as number;
        const start = cursor.startIndex;
        const end = cursor.endIndex;
        if (lastPieceOf === serial) tokens.extendLast(end);
        else if (end > start) {
          tokens.push(start, end);
          lastPieceOf = serial;
        }
        descend = false;
      } else {
        switch (cat) {
          case COMMENT:
            descend = false;
            break;
          case ATOMIC: {
            const start = cursor.startIndex;
            const end = cursor.endIndex;
            if (end > start) {
              tokens.push(start, end);
              lastPieceOf = -1;
            }
            descend = false;
            break;
          }
          case FUNCTION: {
            const node = cursor.currentNode;
            functions.push({
              node,
              startIndex: node.startIndex,
              endIndex: node.endIndex,
              startPosition: node.startPosition,
              endPosition: node.endPosition,
              enclosingClass: classNames.length > 0 ? (classNames[classNames.length - 1] ?? null) : null
            });
            break;
          }
          case CLASS: {
            classDepths.push(depth);
            classNames.push(descriptor.className(cursor.currentNode));
            break;
          }
          case TEMPLATE:
            templateSerialStack[depth] = ++templateSerial;
            break;
          case WORDS: {
            const end = cursor.endIndex;
            let i = cursor.startIndex;
            while (i < end) {
              while (i < end && isSpace(text.charCodeAt(i))) i++;
              const wordStart = i;
              while (i < end && !isSpace(text.charCodeAt(i))) i++;
              if (i > wordStart) {
                tokens.push(wordStart, i);
                lastPieceOf = -1;
              }
            }
            descend = false;
            break;
          }
          default:
            break;
        }
      }

      if (descend) {
        if (cursor.gotoFirstChild()) {
          depth++;
          continue;
        }
        const start = cursor.startIndex;
        const end = cursor.endIndex;
        if (end > start) {
          tokens.push(start, end);
          lastPieceOf = -1;
        }
      }

      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return { tokens, functions, firstError };
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}
