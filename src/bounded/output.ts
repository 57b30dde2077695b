/**
 * Bounded JSON output, shared by the read-only commands (inspect, review):
 * a document whose `output` block says how large it is and what was left out.
 * A unit is shown whole or replaced by an explicit placeholder, never clipped.
 */
import { toJson } from '../util/json.js';

/** A whole unit left out of the bounded view; never a clipped body. */
export interface Omitted {
  omitted: true;
  /** output_budget: did not fit the ceiling; unit_allowance: larger than its unit's own allowance (e.g. a long import chain). */
  reason: 'output_budget' | 'unit_allowance';
  /** Serialized bytes of the unit that was left out. */
  bytes: number;
}

export interface OutputInfo {
  /** Byte ceiling of this view; null for a complete export. */
  ceiling_bytes: number | null;
  /** Exact UTF-8 size of this JSON document including its trailing newline. */
  bytes: number;
  /**
   * Every unit left out, by JSON pointer, with its serialized size; `count`
   * is set for page items that were due on this page but did not fit
   * (next_offset resumes at the first of them).
   */
  omitted: Array<{ unit: string; bytes: number; reason: Omitted['reason']; count?: number }>;
  /** Commands that recover what was left out. */
  follow_up: string[];
}

/** Serialize with output.bytes equal to the exact size of the result. */
export function serializeExact(doc: { output: { bytes: number } }): string {
  doc.output.bytes = 0;
  for (let i = 0; i < 16; i++) {
    const text = toJson(doc);
    const n = Buffer.byteLength(text, 'utf8');
    if (n === doc.output.bytes) return text;
    doc.output.bytes = n;
  }
  throw new Error('internal: output.bytes did not converge');
}
