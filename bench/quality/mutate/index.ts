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
 *
 * Layout: ./layout.ts (T1), ./rename.ts (T2), ./edits.ts (T3),
 * ./rewrites/ (R), ./parse.ts (tree-sitter), ./bindings.ts and ./names.ts
 * (renaming); this module composes them and is the public API.
 */
import type { LanguageId } from '../../../src/contracts/pipeline.js';
import { Doc, openDoc, WRAPPERS } from './parse.js';
import { collectBindings, ownNameNode, renameEdits } from './bindings.js';
import { layoutMutation } from './layout.js';
import { renameMutation } from './rename.js';
import { statementEdit } from './edits.js';
import { rewriteMutation } from './rewrites/index.js';
import { rng } from './random.js';
import { applyEdits, type Edit } from './text-edits.js';
import { MutationError, type MutationResult, type MutationType } from './types.js';

export { MUTATION_TYPES, MutationError, type MutationResult, type MutationType } from './types.js';
export { initMutate, parsesAsFunction } from './parse.js';
export { rng } from './random.js';
export { REWRITE_NAMES } from './rewrites/index.js';

function bodyOf(doc: Doc, wrapped: string): string {
  return wrapped.slice(doc.wrapper.prefix.length, wrapped.length - doc.wrapper.suffix.length);
}

function step(doc: Doc, wrapped: string): Doc {
  return new Doc(doc.language, doc.wrapper, bodyOf(doc, wrapped));
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
