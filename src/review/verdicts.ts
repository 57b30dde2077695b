/**
 * Verdict documents (schemas/verdicts.schema.json): loading them as user
 * input, and the dismissing verdicts the scan, action and SARIF reporter use
 * as suppressions.
 */
import { validate } from '../contracts/validate.js';
import { InvalidDocumentError, readJsonDocument } from '../bounded/document.js';
import { dismissals, type Suppression } from '../report/suppressions.js';

export type VerdictValue = 'duplicate' | 'intentional' | 'false-positive' | 'needs-refactor';

export interface VerdictLocation {
  path: string;
  name: string;
}

export interface Verdict {
  review_key: string;
  verdict: VerdictValue;
  note?: string;
  author?: string;
  date?: string;
  /** The two functions the verdict was given for (optional; sharpens not-bound reasons). */
  locations?: [VerdictLocation, VerdictLocation];
}

export interface VerdictDocument {
  $schema?: string;
  schema_version: '1';
  verdicts: Verdict[];
}

/** Validate a parsed verdict document; InvalidDocumentError lists every error with its JSON path. */
export function parseVerdicts(doc: unknown, file: string): VerdictDocument {
  const r = validate('verdicts', doc);
  if (!r.ok) throw new InvalidDocumentError(file, 'verdicts', r.errors);
  return doc as VerdictDocument;
}

/** Read, parse and validate a verdict document (UserError on any problem). */
export async function loadVerdicts(path: string): Promise<VerdictDocument> {
  return parseVerdicts(await readJsonDocument(path, 'verdicts'), path);
}

/**
 * The dismissing verdicts (`intentional`, `false-positive`) keyed by
 * review_key, with a SARIF-ready justification: what the reporters take as
 * `suppressions`. When a key has several verdicts, the last one wins.
 */
export function dismissingKeys(verdicts: VerdictDocument | readonly Verdict[]): Map<string, Suppression> {
  return dismissals(Array.isArray(verdicts) ? verdicts : (verdicts as VerdictDocument).verdicts);
}

export type { Suppression };
