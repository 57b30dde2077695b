/**
 * The committed validators (src/contracts/generated/*.ts) are what the schemas
 * generate today: a schema change without `npm run generate-validators`
 * fails here, never silently at run time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_MODULES, GENERATED_RUNTIME, generateRuntime, generateValidators } from '../../scripts/validators.js';
import { validate } from '../../src/contracts/validate.js';
import { repoRoot } from '../helpers/dev-build.js';

it.each(Object.entries(GENERATED_MODULES))('the generated %s is current', (file, exported) => {
  expect(readFileSync(join(repoRoot, file), 'utf8')).toBe(generateValidators(repoRoot, exported));
});

it("the generated module of ajv's runtime helpers is current", () => {
  expect(readFileSync(join(repoRoot, GENERATED_RUNTIME), 'utf8')).toBe(generateRuntime());
});

it('the companion protocol module carries only what the protocol schema reaches', () => {
  const text = readFileSync(join(repoRoot, 'src', 'contracts', 'generated', 'companion-protocol.ts'), 'utf8');
  expect(text).toContain('export const companionProtocol');
  expect(text).not.toMatch(/export const (snapshot|envelope|verdicts|config)\b/);
  expect(text).not.toContain('SimilarCodeCandidate"');
  expect(text.length).toBeLessThan(readFileSync(join(repoRoot, 'src', 'contracts', 'generated', 'validators.ts'), 'utf8').length / 3);
});

it('the seed formats are enforced by the generated code', () => {
  const embeddings = (count: number) => ({ type: 'embeddings', id: 1, count, dimensions: 4, vectors_b64: '', truncated: [], inference_ms: 1 });
  expect(validate('companion-protocol', embeddings(0xffffffff))).toEqual({ ok: true });
  // an integer >= 0 that is no uint32: only the format rejects it
  const tooLarge = validate('companion-protocol', embeddings(2 ** 32));
  expect(tooLarge.ok).toBe(false);
  expect(JSON.stringify(tooLarge)).toContain('uint32');
});
