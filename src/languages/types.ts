/**
 * A language descriptor: everything extraction needs to know about one
 * language, as plain data plus a naming rule. Adding a language is a new
 * descriptor file registered in ./index.ts, not a new branch in the walker.
 */
import type { Node } from 'web-tree-sitter';
import type { LanguageId } from '../contracts/pipeline.js';

/** What the walker needs from the enclosing context to name a function. */
export interface NamingContext {
  /** Name of the innermost class enclosing the function node, or null. */
  enclosingClass: string | null;
}

export interface LanguageDescriptor {
  id: LanguageId;
  /** Lower-case file extensions with the dot, e.g. `.ts`. */
  extensions: readonly string[];
  /** Which grammar (src/util/assets.ts `assetPaths().grammar(id)`) parses this language. */
  grammar: LanguageId;
  /**
   * Named node types that are function-like. Loading the grammar checks that
   * each exists; the walker classifies nodes by type id (one cursor pass per
   * file collects tokens and functions together, see ../walk.ts).
   */
  functionTypes: readonly string[];
  /** Named node types that open a class scope (for `Class.method` names). */
  classTypes: readonly string[];
  /** Named node types dropped from the token stream (with their subtrees). */
  commentTypes: readonly string[];
  /** Named node types kept as one token of their exact source text (string literals, regexes). */
  atomicTypes: readonly string[];
  /**
   * Named leaf types whose text is split at whitespace into one token per
   * word (JSX text, where indentation and line breaks are layout).
   */
  wordTypes: readonly string[];
  /**
   * Template literal types mapped to their substitution type: the literal
   * parts of a template are kept as exact source text, the substitutions are
   * tokenized like code.
   */
  templateTypes: Readonly<Record<string, string>>;
  /**
   * Name of a function-like node, qualified where it helps (`Class.method`,
   * `obj.prop`); null when the function is not bound to a name (a callback,
   * an IIFE): such functions are not extracted.
   */
  functionName(node: Node, context: NamingContext): string | null;
  /** Name of a class-like node (for qualification); null when anonymous and unbound. */
  className(node: Node): string | null;
}
