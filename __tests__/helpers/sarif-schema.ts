/**
 * Validates a SARIF log against the official SARIF 2.1.0 (rtm.5) JSON Schema,
 * the copy shipped in @microsoft/jest-sarif. That schema is draft-04, so it
 * gets its own ajv (ajv-draft-04); `strict: false` is for this third-party
 * schema only: our own schemas stay strict in src/contracts/validate.ts.
 * `unicodeRegExp: false`: the schema's `language` pattern (`...[a-zA-Z]{2}]?$`)
 * is not a valid regular expression under the `u` flag.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04Module from 'ajv-draft-04';
import type { ErrorObject, ValidateFunction } from 'ajv';

// A CommonJS module: under NodeNext the default import is module.exports, whose `.default` is the class.
type AjvDraft04 = typeof AjvDraft04Module.default;
const AjvDraft04 = ((AjvDraft04Module as unknown as { default?: AjvDraft04 }).default ??
  (AjvDraft04Module as unknown as AjvDraft04));

const require = createRequire(import.meta.url);

export const SARIF_SCHEMA_PATH = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  if (compiled) return compiled;
  const schema = JSON.parse(readFileSync(SARIF_SCHEMA_PATH, 'utf8')) as Record<string, unknown>;
  const ajv = new AjvDraft04({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
  const fn = ajv.compile(schema);
  compiled = fn;
  return fn;
}

export interface SarifSchemaResult {
  ok: boolean;
  errors: string[];
}

/** Validate a SARIF document (object, or JSON text). */
export function validateSarif(doc: unknown): SarifSchemaResult {
  const value = typeof doc === 'string' ? (JSON.parse(doc) as unknown) : doc;
  const fn = validator();
  const ok = fn(value) as boolean;
  const errors = ok ? [] : (fn.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
  return { ok, errors };
}
