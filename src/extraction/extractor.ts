/**
 * Extraction: source file -> functions (location, normalized text, hashes),
 * per-reason skip counts and diagnostics. Never throws for a file: a file that
 * cannot be parsed becomes a diagnostic.
 *
 * Locations: lines are one-based and inclusive; columns are one-based and
 * counted in UTF-16 code units (SARIF's default `columnKind`,
 * "utf16CodeUnits"); `end_column` is INCLUSIVE: the column of the function's
 * last character (of its first code unit when that character is a surrogate
 * pair). The range is the function node's own range (for `const f = () => {}`
 * the arrow function, for a method the whole `method_definition` with its
 * modifiers and name). `source_sha256` is the SHA-256 of the exact UTF-8 bytes
 * of that range.
 *
 * What is a function-like node: see src/languages/ecmascript.ts (node types and
 * naming). Every function-like node is extracted or counted under exactly one
 * skip reason, the first that applies in this order (precedence):
 *   1. `below-minimum-lines`  end_line - start_line + 1 < minLines
 *                             (anonymous callbacks included: a short callback
 *                             counts here, not as unsupported)
 *   2. `unsupported-function` the node is not bound to a name (callback, IIFE,
 *                             default parameter value, ...: it stays part of its
 *                             enclosing function's text), or its subtree contains
 *                             an ERROR or MISSING node
 *   3. `function-too-large`   UTF-8 bytes of the normalized text > maxFunctionBytes
 * Nested functions are considered on their own: a method inside a class inside
 * a function is extracted (or skipped) independently of its ancestors, and an
 * ancestor's text still contains it. Bodiless declarations (TS overload
 * signatures, abstract methods, `declare function`) are not function-like and
 * are not counted. Output is in source order (start offset; an enclosing
 * function before the functions nested in it).
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import type { ExtractedFunction, ExtractionOptions, FileExtraction, LanguageId, SkipCounts } from '../contracts/pipeline.js';
import type { Diagnostic, Location } from '../contracts/types.js';
import type { SkipReason } from '../contracts/codes.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import { installFastHeapAccess } from './fast-heap-access.js';
import { sha256Hex } from '../util/hash.js';
import { LANGUAGES, languageForPath as languageForPathImpl } from '../languages/index.js';
import type { LanguageDescriptor } from '../languages/types.js';
import { normalizedLengthLowerBound, normalizedText, tokenRange } from './normalize.js';
import { buildCategoryTable, missingFunctionTypes, walkTree, type CategoryTable, type FunctionCandidate } from './walk.js';

/**
 * Bump when the same source can give different functions, names, locations or
 * normalized text (the normalization rule, naming, what counts as a function,
 * skip precedence). It is part of the vector cache key and the generation.
 */
export const EXTRACTION_SEMANTICS_VERSION = 1;

/** Default wall-clock limit for parsing one file. */
export const DEFAULT_PARSE_TIMEOUT_MS = 10_000;

export interface Extractor {
  extract(file: { path: string; language: LanguageId; text: string }, options: ExtractionOptions): FileExtraction;
}

export interface ExtractorOptions {
  /** Per-file parse time limit; a file over it gets a `parse-failed` diagnostic. */
  parseTimeoutMs?: number;
}

/** `.ts .mts .cts` -> typescript, `.tsx` -> tsx, `.js .jsx .mjs .cjs` -> javascript, else null. */
export function languageForPath(path: string): LanguageId | null {
  return languageForPathImpl(path);
}

interface LoadedLanguage {
  descriptor: LanguageDescriptor;
  language: Language | null;
  categories: CategoryTable | null;
  /** Why the grammar is unusable, when it is. */
  error: string | null;
}

let runtime: Promise<void> | null = null;
const grammars = new Map<LanguageId, Promise<LoadedLanguage>>();

function initRuntime(): Promise<void> {
  if (!runtime) {
    const wasm = assetPaths().treeSitterWasm;
    // the options object becomes the Emscripten module: its heap accessors can be replaced once it is initialized
    const module: Record<string, unknown> = { locateFile: () => wasm };
    runtime = Parser.init(module).then(() => {
      installFastHeapAccess(module);
    }).catch((err: unknown) => {
      runtime = null;
      throw err;
    });
  }
  return runtime;
}

/** Load one grammar once per process; a failure is remembered as an unusable language, not thrown. */
function loadLanguage(descriptor: LanguageDescriptor): Promise<LoadedLanguage> {
  let loaded = grammars.get(descriptor.id);
  if (!loaded) {
    loaded = (async (): Promise<LoadedLanguage> => {
      const file = assetPaths().grammar(descriptor.grammar);
      try {
        const language = await Language.load(file);
        const missing = missingFunctionTypes(language, descriptor);
        if (missing.length > 0) throw new Error(`the grammar has no function node type ${missing.join(', ')}`);
        return { descriptor, language, categories: buildCategoryTable(language, descriptor), error: null };
      } catch (err) {
        return { descriptor, language: null, categories: null, error: `grammar ${file}: ${errorMessage(err)}` };
      }
    })();
    grammars.set(descriptor.id, loaded);
  }
  return loaded;
}

/**
 * Load the tree-sitter runtime and the grammars (each once per process, shared
 * by every extractor). `extract` is synchronous, so the grammars are loaded
 * here rather than on first use; a grammar that fails to load only makes files
 * of its language report `grammar-unavailable`.
 */
export async function createExtractor(options: ExtractorOptions = {}): Promise<Extractor> {
  await initRuntime();
  const loaded = await Promise.all(LANGUAGES.map(loadLanguage));
  const byId = new Map(loaded.map((l) => [l.descriptor.id, l]));
  return new TreeSitterExtractor(byId, options.parseTimeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS);
}

function diagnostic(code: string, message: string, path: string): Diagnostic {
  return { domain: 'extraction', code, message, path };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** One-based line and column (UTF-16) of offset `index`, from the text. */
function positionAt(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let from = 0;
  for (;;) {
    const nl = text.indexOf('\n', from);
    if (nl < 0 || nl >= index) break;
    line++;
    from = nl + 1;
  }
  return { line, column: index - from + 1 };
}

function locationOf(text: string, path: string, name: string, fn: FunctionCandidate): Location {
  const { startIndex, endIndex, startPosition, endPosition } = fn;
  let last = endIndex - 1;
  if (last > startIndex && isLowSurrogate(text.charCodeAt(last)) && isHighSurrogate(text.charCodeAt(last - 1))) last--;
  let endLine = endPosition.row + 1;
  let endColumn = endPosition.column - (endIndex - last) + 1;
  if (endColumn < 1) {
    // the node ends just after a line break: recompute from the text
    const p = positionAt(text, last);
    endLine = p.line;
    endColumn = p.column;
  }
  return {
    path,
    name,
    start_line: startPosition.row + 1,
    start_column: startPosition.column + 1,
    end_line: endLine,
    end_column: endColumn,
    source_sha256: sha256Hex(text.slice(startIndex, endIndex))
  };
}

class TreeSitterExtractor implements Extractor {
  private parser: Parser | null = null;

  constructor(
    private readonly languages: ReadonlyMap<LanguageId, LoadedLanguage>,
    private readonly parseTimeoutMs: number
  ) {}

  extract(file: { path: string; language: LanguageId; text: string }, options: ExtractionOptions): FileExtraction {
    const result: FileExtraction = { path: file.path, functions: [], skips: {}, diagnostics: [] };
    const loaded = this.languages.get(file.language);
    if (!loaded || !loaded.language || !loaded.categories) {
      result.diagnostics.push(
        diagnostic(
          DiagnosticCode.GrammarUnavailable,
          `no usable grammar for ${file.language}: ${loaded?.error ?? 'unknown language'}`,
          file.path
        )
      );
      return result;
    }

    let tree: Tree | null = null;
    try {
      tree = this.parse(loaded.language, file.text);
    } catch (err) {
      this.discardParser();
      result.diagnostics.push(diagnostic(DiagnosticCode.ParseFailed, `the parser failed: ${errorMessage(err)}`, file.path));
      return result;
    }
    if (!tree) {
      this.discardParser();
      result.diagnostics.push(
        diagnostic(DiagnosticCode.ParseFailed, `parsing did not finish within ${this.parseTimeoutMs} ms`, file.path)
      );
      return result;
    }

    try {
      const hasError = tree.rootNode.hasError;
      const walk = walkTree(tree, file.text, loaded.descriptor, loaded.categories, hasError);
      if (hasError) {
        const line = walk.firstError ? walk.firstError.row + 1 : 1;
        result.diagnostics.push(
          diagnostic(
            DiagnosticCode.ParseError,
            `syntax error at line ${line}; functions containing syntax errors were skipped`,
            file.path
          )
        );
      }
      const skips: SkipCounts = {};
      const skip = (reason: SkipReason): void => {
        skips[reason] = (skips[reason] ?? 0) + 1;
      };
      const functions: ExtractedFunction[] = [];
      for (const fn of walk.functions) {
        const lines = fn.endPosition.row - fn.startPosition.row + 1;
        if (lines < options.minLines) {
          skip('below-minimum-lines');
          continue;
        }
        const name = loaded.descriptor.functionName(fn.node, { enclosingClass: fn.enclosingClass });
        if (name === null || (hasError && fn.node.hasError)) {
          skip('unsupported-function');
          continue;
        }
        const [first, last] = tokenRange(walk.tokens, fn.startIndex, fn.endIndex);
        if (normalizedLengthLowerBound(walk.tokens, first, last) > options.maxFunctionBytes) {
          skip('function-too-large');
          continue;
        }
        const normalized = normalizedText(file.text, walk.tokens, first, last);
        if (Buffer.byteLength(normalized, 'utf8') > options.maxFunctionBytes) {
          skip('function-too-large');
          continue;
        }
        functions.push({
          location: locationOf(file.text, file.path, name, fn),
          normalized,
          normalized_sha256: sha256Hex(normalized),
          lines
        });
      }
      result.functions = functions;
      result.skips = skips;
    } catch (err) {
      result.functions = [];
      result.skips = {};
      result.diagnostics = [diagnostic(DiagnosticCode.ParseFailed, `the syntax tree could not be read: ${errorMessage(err)}`, file.path)];
    } finally {
      tree.delete();
    }
    return result;
  }

  private parse(language: Language, text: string): Tree | null {
    this.parser ??= new Parser();
    this.parser.setLanguage(language);
    const deadline = performance.now() + this.parseTimeoutMs;
    return this.parser.parse(text, null, { progressCallback: () => performance.now() > deadline });
  }

  /** After a cancelled or failed parse, start the next file with a fresh parser. */
  private discardParser(): void {
    try {
      this.parser?.delete();
    } catch {
      // the parser is unusable anyway
    }
    this.parser = null;
  }
}
