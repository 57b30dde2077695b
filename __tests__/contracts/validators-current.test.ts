/**
 * The committed validators (src/contracts/generated/validators.ts) are what the schemas
 * generate today: a schema change without `npm run generate-validators`
 * fails here, never silently at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_VALIDATORS, generateValidators } from '../../scripts/validators.js';
import { validate } from '../../src/contracts/validate.js';
import { repoRoot } from '../helpers/dev-build.js';

it('the generated validators are current', () => {
  expect(readFileSync(join(repoRoot, GENERATED_VALIDATORS), 'utf8')).toBe(generateValidators(repoRoot));
});

it('the seed formats are enforced by the generated code', () => {
  const embeddings = (count: number) => ({ type: 'embeddings', id: 1, count, dimensions: 4, vectors_b64: '', truncated: [], inference_ms: 1 });
  expect(validate('companion-protocol', embeddings(0xffffffff))).toEqual({ ok: true });
  // an integer >= 0 that is no uint32: only the format rejects it
  const tooLarge = validate('companion-protocol', embeddings(2 ** 32));
  expect(tooLarge.ok).toBe(false);
  expect(JSON.stringify(tooLarge)).toContain('uint32');
});
