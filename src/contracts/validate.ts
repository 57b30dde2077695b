/**
 * JSON Schema validation (draft 2020-12) for every document the project
 * emits or reads. The snapshot schema is the seed, carried unchanged; the
 * other schemas reference its $defs. The validators are ajv's standalone code,
 * generated from schemas/ by scripts/validators.ts (no compile at start; a
 * test checks they are current).
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { companionProtocol, config, envelope, snapshot, verdicts } from './generated/validators.js';

export type SchemaName = 'snapshot' | 'envelope' | 'companion-protocol' | 'verdicts' | 'config';

interface GeneratedValidator {
  (doc: unknown): boolean;
  errors?: ErrorObject[] | null;
}

const VALIDATORS: Record<SchemaName, GeneratedValidator> = { snapshot, envelope, 'companion-protocol': companionProtocol, verdicts, config };

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

export function validate(name: SchemaName, doc: unknown): ValidationResult {
  const fn = VALIDATORS[name];
  return fn(doc) ? { ok: true } : { ok: false, errors: describe(fn.errors) };
}

/** One line per error, for user-facing messages. */
export function formatSchemaErrors(errors: SchemaError[], limit = 10): string {
  const lines = errors.slice(0, limit).map((e) => `${e.path}: ${e.message}`);
  if (errors.length > limit) lines.push(`… and ${errors.length - limit} more`);
  return lines.join('\n');
}

