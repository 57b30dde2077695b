/**
 * Generates the schema validators (src/contracts/generated/validators.ts)
 * with ajv's standalone code: the schemas are compiled here, at build time,
 * so no process pays ajv's compile at start (about 160 ms for the companion
 * protocol, in the CLI and in every companion). One module for the
 * documents, so the definitions they share (the snapshot's $defs) are
 * generated once, and one for the companion protocol: ajv's code sets
 * properties on its functions, which a bundler cannot prove free of side
 * effects, so a companion bundle importing one module for all would carry
 * every schema. The schemas in
 * schemas/ stay the one source of truth; a test fails when a generated file
 * is stale.
 *
 *   npm run generate-validators   (rewrites src/contracts/generated/*.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standalone from 'ajv/dist/standalone/index.js';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { FORMATS } from '../src/contracts/formats.js';

/** Export name → the schema file it validates. */
const SCHEMAS = {
  snapshot: 'candidate-snapshot.schema.json',
  envelope: 'discovery-envelope.schema.json',
  companionProtocol: 'companion-protocol.schema.json',
  verdicts: 'verdicts.schema.json',
  config: 'config.schema.json'
} as const;

type ExportName = keyof typeof SCHEMAS;

/** Each generated module, relative to the repository root → the validators it exports. */
export const GENERATED_MODULES: Readonly<Record<string, readonly ExportName[]>> = {
  [join('src', 'contracts', 'generated', 'validators.ts')]: ['snapshot', 'envelope', 'verdicts', 'config'],
  [join('src', 'contracts', 'generated', 'companion-protocol.ts')]: ['companionProtocol']
};

/** The seed schema has no `$id` of its own: it is registered under its file name, which the others reference. */
const SNAPSHOT_SCHEMA_ID = SCHEMAS.snapshot;

// CommonJS modules imported from ESM: the function is the module or its `default`
const interop = <T>(m: unknown): T => ((m as { default?: T }).default ?? m) as T;
const standaloneCode = interop<(ajv: Ajv2020, refs: Record<string, string>) => string>(standalone);
/**
 * ajv's ESM output still require()s its runtime helpers, which neither Node's
 * ESM nor the self-contained bundles can: the helpers' own code is inlined.
 */
const RUNTIME_HELPERS: Record<string, (...args: never[]) => unknown> = { ucs2length: interop(ucs2lengthModule) };
const RUNTIME = /require\("ajv\/dist\/runtime\/([a-z0-9_]+)"\)\.default/g;

/** The text of a generated module exporting the validators named. */
export function generateValidators(root: string, exported: readonly ExportName[]): string {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, code: { source: true, esm: true, formats: _`FORMATS` } });
  for (const [format, def] of Object.entries(FORMATS)) ajv.addFormat(format, def);
  // every schema is registered (they reference each other); only the exported ones and what they reach are generated
  const refs: Record<string, string> = {};
  for (const [name, file] of Object.entries(SCHEMAS)) {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', file), 'utf8')) as { $id?: string };
    if (file === SNAPSHOT_SCHEMA_ID) ajv.addSchema(schema, SNAPSHOT_SCHEMA_ID);
    else ajv.addSchema(schema);
    if (exported.includes(name as ExportName)) refs[name] = file === SNAPSHOT_SCHEMA_ID ? SNAPSHOT_SCHEMA_ID : schema.$id!;
  }
  const runtime = new Set<string>();
  const code = standaloneCode(ajv, refs).replace(RUNTIME, (_m: string, helper: string) => {
    if (!RUNTIME_HELPERS[helper]) throw new Error(`the schemas need ajv runtime helper ${helper}: add it to RUNTIME_HELPERS`);
    runtime.add(helper);
    return `__ajv_${helper}`;
  });
  if (/require\(/.test(code)) throw new Error('the generated code still calls require()');
  return [
    ...header(`schemas/ (${exported.map((e) => SCHEMAS[e]).join(', ')})`),
    "import { FORMATS } from '../formats.js';",
    ...(runtime.size > 0 ? [`import { ${[...runtime].sort().map((h) => `__ajv_${h}`).join(', ')} } from './runtime.js';`] : []),
    code.replace(/^"use strict";/, ''),
    ''
  ].join('\n');
}

/** The generated module of ajv's runtime helpers, shared by the validator modules. */
export const GENERATED_RUNTIME = join('src', 'contracts', 'generated', 'runtime.ts');

/** The text of the runtime helpers' module: each helper's own code, exported. */
export function generateRuntime(): string {
  return [
    ...header("ajv's runtime helpers"),
    ...Object.keys(RUNTIME_HELPERS).sort().map((h) => `export const __ajv_${h} = ${RUNTIME_HELPERS[h]!.toString()};`),
    ''
  ].join('\n');
}

function header(from: string): string[] {
  return [
    '// @ts-nocheck',
    // the marker makes scans (this project's and others') count the module as generated, not as code to review
    `// @generated by scripts/validators.ts from ${from}: DO NOT EDIT (a test checks that it is current).`
  ];
}

if (process.argv[1]?.endsWith('validators.mjs')) {
  for (const [file, exported] of Object.entries(GENERATED_MODULES)) {
    writeFileSync(join(process.cwd(), file), generateValidators(process.cwd(), exported));
    console.log(`${file} written`);
  }
  writeFileSync(join(process.cwd(), GENERATED_RUNTIME), generateRuntime());
  console.log(`${GENERATED_RUNTIME} written`);
}
