/**
 * Training-only augmentation on normalized text (tokens joined by single
 * spaces): 1-3 statement-level edits, the "T3" family made broader than the
 * benchmark's mutator (which the model must not merely learn by heart):
 *
 *   - delete a statement (up to `maxSpan` tokens: larger ones than the
 *     benchmark's, whole `if` blocks included);
 *   - insert a statement borrowed from another training function (its own
 *     identifiers, literals and calls: foreign content, as a real edit brings);
 *   - duplicate a statement of the function elsewhere in it;
 *   - flip a comparison / arithmetic / logical operator.
 *
 * A statement is a token span that ends with `;` or `}` at parenthesis depth 0
 * inside the function's body braces and starts after the previous one (or the
 * opening brace) at the same brace depth. Deterministic in (text, donor, seed).
 */
import { randomU32 } from '../../../src/embedding/recipe.js';

interface Span {
  start: number;
  end: number; // exclusive
}

/** Statement spans of a token list (depth >= 1 braces, paren/bracket depth 0). */
export function statementSpans(toks: readonly string[]): Span[] {
  const spans: Span[] = [];
  // stack of (brace depth) starts: the index after the last boundary at each depth
  const starts: number[] = [];
  let paren = 0;
  let bodyStarted = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t === '(' || t === '[') paren++;
    else if (t === ')' || t === ']') paren = Math.max(0, paren - 1);
    else if (t === '{' && paren === 0) {
      bodyStarted = true;
      starts.push(i + 1);
    } else if (t === '}' && paren === 0) {
      starts.pop();
      // the block's own statements end here; the block statement itself ends at this `}`
      if (starts.length > 0) {
        const outer = starts[starts.length - 1]!;
        // a block-ending statement (if/for/while ... { }) from the outer start to here
        if (i + 1 - outer > 0) spans.push({ start: outer, end: i + 1 });
        starts[starts.length - 1] = i + 1;
      }
    } else if (t === ';' && paren === 0 && bodyStarted && starts.length > 0) {
      const s = starts[starts.length - 1]!;
      if (i + 1 - s > 1) spans.push({ start: s, end: i + 1 });
      starts[starts.length - 1] = i + 1;
    }
  }
  // drop spans that start with `else` / `catch` / `finally` (they belong to the previous statement)
  return spans.filter((s) => {
    const t = toks[s.start];
    return t !== 'else' && t !== 'catch' && t !== 'finally' && t !== '}' && t !== ')';
  });
}

const FLIPS: Record<string, string> = { '<': '<=', '<=': '<', '>': '>=', '>=': '>', '===': '!==', '!==': '===', '==': '!=', '!=': '==', '+': '-', '-': '+', '&&': '||', '||': '&&' };

export interface AugmentOptions {
  /** Most edits per text (1..maxEdits drawn). */
  maxEdits: number;
  /** Longest statement deleted or inserted, in tokens. */
  maxSpan: number;
}

/**
 * `text` with 1..maxEdits statement edits; `donor` supplies inserted
 * statements. Returns null when the text has no statement to edit.
 */
export function augmentText(text: string, donor: string, seed: number, opts: AugmentOptions): string | null {
  let toks = text.split(' ');
  const donorToks = donor.split(' ');
  const donorSpans = statementSpans(donorToks).filter((s) => s.end - s.start <= opts.maxSpan && donorToks[s.end - 1] === ';');
  let k = 0;
  const r = (n: number): number => randomU32(seed >>> 0, k++) % n;
  const edits = 1 + r(opts.maxEdits);
  let done = 0;
  for (let e = 0; e < edits; e++) {
    const spans = statementSpans(toks);
    if (spans.length === 0) break;
    const op = r(4);
    if (op === 0 && spans.length >= 2) {
      const cands = spans.filter((s) => s.end - s.start <= opts.maxSpan && s.end - s.start < toks.length / 2);
      if (!cands.length) continue;
      const s = cands[r(cands.length)]!;
      toks = [...toks.slice(0, s.start), ...toks.slice(s.end)];
    } else if (op === 1 && donorSpans.length) {
      const d = donorSpans[r(donorSpans.length)]!;
      const at = spans[r(spans.length)]!.start;
      toks = [...toks.slice(0, at), ...donorToks.slice(d.start, d.end), ...toks.slice(at)];
    } else if (op === 2) {
      const own = spans.filter((s) => s.end - s.start <= opts.maxSpan && toks[s.end - 1] === ';' && toks[s.start] !== 'return');
      if (!own.length) continue;
      const s = own[r(own.length)]!;
      const at = spans[r(spans.length)]!.start;
      const copy = toks.slice(s.start, s.end);
      toks = [...toks.slice(0, at), ...copy, ...toks.slice(at)];
    } else {
      const ops: number[] = [];
      for (let i = 0; i < toks.length; i++) if (FLIPS[toks[i]!] !== undefined) ops.push(i);
      if (!ops.length) continue;
      const i = ops[r(ops.length)]!;
      toks = [...toks];
      toks[i] = FLIPS[toks[i]!]!;
    }
    done++;
  }
  if (!done) return null;
  const out = toks.join(' ');
  return out === text ? null : out;
}
