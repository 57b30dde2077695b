/**
 * Running one generated validator and describing its errors. Apart from the
 * record of every validator (./validate.ts) so that a bundle that checks one
 * schema (the companion: its protocol) carries only that schema's code.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';

/** A validator as ajv's standalone code generates it. */
export interface GeneratedValidator {
  (doc: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface SchemaError {
  /** JSON pointer into the document. */
  path: string;
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: SchemaError[] };

function describe(errors: ErrorObject[] | null | undefined): SchemaError[] {
  return (errors ?? []).map((e) => ({
    path: e.instancePath || '/',
    message: e.keyword === 'additionalProperties'
      ? `unexpected property "${String((e.params as { additionalProperty?: string }).additionalProperty)}"`
      : e.keyword === 'const' || e.keyword === 'enum'
        ? `${e.message ?? 'invalid value'} (${JSON.stringify(e.params)})`
        : (e.message ?? 'invalid')
  }));
}

export function runValidator(fn: GeneratedValidator, doc: unknown): ValidationResult {
  return fn(doc) ? { ok: true } : { ok: false, errors: describe(fn.errors) };
}

/** One line per error, for user-facing messages. */
export function formatSchemaErrors(errors: SchemaError[], limit = 10): string {
  const lines = errors.slice(0, limit).map((e) => `${e.path}: ${e.message}`);
  if (errors.length > limit) lines.push(`… and ${errors.length - limit} more`);
  return lines.join('\n');
}
