/**
 * JSON Schema validation (ajv, draft 2020-12) for every document the project
 * emits or reads. The snapshot schema is the seed, carried unchanged; the
 * other schemas reference its $defs.
 */
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import snapshotSchema from '../../schemas/candidate-snapshot.schema.json' with { type: 'json' };
import envelopeSchema from '../../schemas/discovery-envelope.schema.json' with { type: 'json' };
import protocolSchema from '../../schemas/companion-protocol.schema.json' with { type: 'json' };
import verdictsSchema from '../../schemas/verdicts.schema.json' with { type: 'json' };
import configSchema from '../../schemas/config.schema.json' with { type: 'json' };

export const SNAPSHOT_SCHEMA_ID = 'candidate-snapshot.schema.json';

export type SchemaName = 'snapshot' | 'envelope' | 'companion-protocol' | 'verdicts' | 'config';

const UINT32_MAX = 0xffffffff;

function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  // The seed uses Rust-style numeric formats; ajv does not know them, so register real checks.
  ajv.addFormat('uint32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX });
  ajv.addFormat('uint64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) && n >= 0 });
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  ajv.addSchema(snapshotSchema, SNAPSHOT_SCHEMA_ID);
  ajv.addSchema(envelopeSchema);
  ajv.addSchema(protocolSchema);
  ajv.addSchema(verdictsSchema);
  ajv.addSchema(configSchema);
  return ajv;
}

let shared: Ajv2020 | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

function validatorFor(name: SchemaName): ValidateFunction {
  let fn = compiled.get(name);
  if (fn) return fn;
  shared ??= makeAjv();
  const id = {
    snapshot: SNAPSHOT_SCHEMA_ID,
    envelope: (envelopeSchema as { $id: string }).$id,
    'companion-protocol': (protocolSchema as { $id: string }).$id,
    verdicts: (verdictsSchema as { $id: string }).$id,
    config: (configSchema as { $id: string }).$id
  }[name];
  fn = shared.getSchema(id);
  if (!fn) throw new Error(`schema ${name} (${id}) is not registered`);
  compiled.set(name, fn);
  return fn;
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

export function validate(name: SchemaName, doc: unknown): ValidationResult {
  const fn = validatorFor(name);
  return fn(doc) ? { ok: true } : { ok: false, errors: describe(fn.errors) };
}

/** One line per error, for user-facing messages. */
export function formatSchemaErrors(errors: SchemaError[], limit = 10): string {
  const lines = errors.slice(0, limit).map((e) => `${e.path}: ${e.message}`);
  if (errors.length > limit) lines.push(`… and ${errors.length - limit} more`);
  return lines.join('\n');
}

