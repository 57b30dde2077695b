/**
 * Whether a function takes no arguments, read from its source text: what a
 * re-implementation finding needs to know of the existing function. A
 * function without parameters computes one fixed thing (reads one storage
 * key, checks one flag, opens one kind of file picker); new code can reuse
 * it only when it computes exactly that thing, and then it is a copy, not a
 * look-alike under the clone threshold. A look-alike of it is the same idiom
 * aimed at another constant (`readDismissedBanners` and `loadCache`: each
 * parses its own localStorage key), which its reviewer cannot replace by a
 * call (decide.ts).
 *
 * A token heuristic over the function's own text, as ./reusable.ts reads
 * exports: the first parameter list after any decorators. It answers "no
 * arguments" only for an empty list; anything it cannot read (a wrapped
 * callback `memo((props) => …)`, a bare arrow parameter) counts as taking
 * some, which only leaves a finding to the other terms.
 */
import { tokenizeSource, type Token } from '../embedding/lexer.js';

const NO_KEYWORDS: ReadonlySet<string> = new Set();

/** The index after a decorator starting at `i` (`@Get()`, `@Input.required<string>()`), or `i` when none starts there. */
function afterDecorator(tokens: readonly Token[], i: number): number {
  if (tokens[i]?.text !== '@' || tokens[i + 1]?.kind !== 'id') return i;
  let j = i + 2;
  while (tokens[j]?.text === '.' && tokens[j + 1]?.kind === 'id') j += 2;
  if (tokens[j]?.text !== '(') return j;
  let depth = 0;
  for (; j < tokens.length; j++) {
    const t = tokens[j]!.text;
    if (t === '(') depth++;
    else if (t === ')' && --depth === 0) return j + 1;
  }
  return j;
}

/** Whether the function whose source text this is declares no parameters (`function load() {`, `() => {`, `static init() {`). */
export function takesNoArguments(source: string): boolean {
  const tokens = tokenizeSource(source, NO_KEYWORDS);
  let i = 0;
  for (let next = afterDecorator(tokens, i); next !== i; next = afterDecorator(tokens, i)) i = next;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    // `value => …`: one parameter, no parentheses
    if (t.kind === 'id' && tokens[i + 1]?.text === '=>') return false;
    if (t.text === '(') return tokens[i + 1]?.text === ')';
    // a body or an initialiser opened before any parameter list: not a form this reads
    if (t.text === '{' || t.text === ';') return false;
  }
  return false;
}
