/**
 * The committed validators (src/contracts/generated/) are what the schemas
 * generate today: a schema change without `node scripts/run-ts.mjs
 * scripts/validators.ts` fails here, never silently at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateValidators, VALIDATOR_MODULES } from '../../scripts/validators.js';
import { validate } from '../../src/contracts/validate.js';
import { repoRoot } from '../helpers/dev-build.js';

it('the generated validators are current', () => {
  const generated = generateValidators(repoRoot);
  for (const name of [...Object.keys(VALIDATOR_MODULES), 'runtime'] as Array<keyof typeof generated>) {
    expect(readFileSync(join(repoRoot, 'src', 'contracts', 'generated', `${name}.ts`), 'utf8')).toBe(generated[name]);
  }
});

it('the seed formats are enforced by the generated code', () => {
  const embeddings = (count: number) => ({ type: 'embeddings', id: 1, count, dimensions: 4, vectors_b64: '', truncated: [], inference_ms: 1 });
  expect(validate('companion-protocol', embeddings(0xffffffff))).toEqual({ ok: true });
  // an integer >= 0 that is no uint32: only the format rejects it
  const tooLarge = validate('companion-protocol', embeddings(2 ** 32));
  expect(tooLarge.ok).toBe(false);
  expect(JSON.stringify(tooLarge)).toContain('uint32');
});
