/**
 * Text edits on a function's source: non-overlapping replacements applied
 * back to front, and the line and indentation at an offset. Mutations are
 * computed as edits against one parse and applied in one pass.
 */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export function applyEdits(text: string, edits: Edit[]): string {
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

export function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}
export function indentAt(text: string, index: number): string {
  const s = lineStart(text, index);
  const m = /^[ \t]*/.exec(text.slice(s, index));
  return m ? m[0] : '';
}
