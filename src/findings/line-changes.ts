/**
 * Line-level evidence of what a PR did to a function, and what an untouched
 * near-copy still holds: the drift signature (clone research: inconsistently
 * changed clones) is a copy that keeps lines the PR removed from its twin.
 * Lines are compared trimmed; only substantive ones count, since every copy
 * shares its braces and `return;`.
 */

/** A line worth comparing: some code beyond punctuation and a lone keyword, not a comment. */
export function substantiveLine(raw: string): string | null {
  const t = raw.trim();
  if (t.length < 8) return null;
  if (t.startsWith('//') || t.startsWith('/*') || t.startsWith('*')) return null;
  // at least one word of three or more characters besides the common keywords
  const words = t.match(/[A-Za-z_$][\w$]{2,}/g) ?? [];
  return words.some((w) => !KEYWORDS.has(w)) ? t : null;
}

const KEYWORDS = new Set(['return', 'else', 'break', 'continue', 'const', 'let', 'var', 'function', 'async', 'await', 'true', 'false', 'null', 'undefined', 'this', 'new', 'export', 'default']);

function counts(lines: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const raw of lines) {
    const t = substantiveLine(raw);
    if (t !== null) m.set(t, (m.get(t) ?? 0) + 1);
  }
  return m;
}

/** Multiset difference a − b of substantive trimmed lines, in a's order. */
function minus(a: readonly string[], b: Map<string, number>): string[] {
  const left = new Map(b);
  const out: string[] = [];
  for (const raw of a) {
    const t = substantiveLine(raw);
    if (t === null) continue;
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else out.push(t);
  }
  return out;
}

export interface LineChange {
  /** Substantive lines of the base version the head version no longer has (a multiset: a line removed twice is here twice). */
  removed: string[];
  /** Substantive lines of the head version the base version did not have. */
  added: string[];
  /**
   * For a removed line the head version still has elsewhere, how many times it has it. A copy
   * holds what the PR removed only beyond these: three `redirect: {` blocks cut to two leave
   * a copy with two of them holding nothing the head lacks.
   */
  kept: Array<[string, number]>;
}

export function lineChange(baseLines: readonly string[], headLines: readonly string[]): LineChange {
  const head = counts(headLines);
  const removed = minus(baseLines, head);
  const kept: Array<[string, number]> = [];
  for (const t of new Set(removed)) if (head.has(t)) kept.push([t, head.get(t)!]);
  return { removed, added: minus(headLines, counts(baseLines)), kept };
}

export interface CopyEvidence {
  /** One-based lines of the copy that hold a line the PR removed. */
  copyLines: number[];
  /** Added lines the copy does not hold. */
  addedMissing: number;
}

/**
 * Which of the copy's lines (by index) hold a line the PR removed: of each removed line, the
 * occurrences past those the head version still has, and no more than the PR removed.
 */
function holding(change: LineChange, copyLines: readonly string[]): Array<{ at: number; line: string }> {
  const removed = new Map<string, number>();
  for (const t of change.removed) removed.set(t, (removed.get(t) ?? 0) + 1);
  const kept = new Map(change.kept);
  const seen = new Map<string, number>();
  const out: Array<{ at: number; line: string }> = [];
  copyLines.forEach((raw, at) => {
    const t = substantiveLine(raw);
    if (t === null || !removed.has(t)) return;
    const k = seen.get(t) ?? 0;
    seen.set(t, k + 1);
    const skip = kept.get(t) ?? 0;
    if (k >= skip && k < skip + removed.get(t)!) out.push({ at, line: t });
  });
  return out;
}

/** The removed lines the untouched copy still holds (each once). */
export function heldLines(change: LineChange, copyLines: readonly string[]): string[] {
  return [...new Set(holding(change, copyLines).map((h) => h.line))];
}

/**
 * What the untouched copy (its lines, starting at `startLine`) still holds of
 * the removed lines that `counts` admits as evidence, and lacks of the added ones.
 */
export function copyEvidence(change: LineChange, copyLines: readonly string[], startLine: number, counts: (line: string) => boolean = () => true): CopyEvidence {
  const present = new Set<string>();
  for (const raw of copyLines) {
    const t = substantiveLine(raw);
    if (t !== null) present.add(t);
  }
  const held = holding(change, copyLines).filter((h) => counts(h.line)).map((h) => startLine + h.at);
  return { copyLines: held, addedMissing: change.added.filter((t) => !present.has(t)).length };
}

/** Per asked line, how many of the texts (one per file) hold it as a substantive line. */
export function lineHolders(texts: Iterable<string>, lines: readonly string[]): Map<string, number> {
  const held = new Map<string, number>(lines.map((t) => [t, 0]));
  for (const text of texts) {
    const seen = new Set<string>();
    for (const raw of text.split('\n')) {
      const t = raw.trim();
      if (held.has(t)) seen.add(t);
    }
    for (const t of seen) held.set(t, held.get(t)! + 1);
  }
  return held;
}
