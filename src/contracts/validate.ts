/**
 * JSON Schema validation (draft 2020-12) for every document the project
 * emits or reads. The snapshot schema is the seed, carried unchanged; the
 * other schemas reference its $defs. The validators are ajv's standalone code,
 * generated from schemas/ by scripts/validators.ts (no compile at start; a
 * test checks they are current).
 */
import { companionProtocol } from './generated/companion-protocol.js';
import { config, envelope, snapshot, verdicts } from './generated/validators.js';
import { runValidator, type GeneratedValidator, type ValidationResult } from './schema-errors.js';

export { formatSchemaErrors, type SchemaError, type ValidationResult } from './schema-errors.js';

export type SchemaName = 'snapshot' | 'envelope' | 'companion-protocol' | 'verdicts' | 'config';

const VALIDATORS: Record<SchemaName, GeneratedValidator> = { snapshot, envelope, 'companion-protocol': companionProtocol, verdicts, config };

export function validate(name: SchemaName, doc: unknown): ValidationResult {
  return runValidator(VALIDATORS[name], doc);
}
