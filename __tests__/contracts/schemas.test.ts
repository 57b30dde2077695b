import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '../../src/contracts/validate.js';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..');

describe('schemas', () => {
  it('ships the seed snapshot schema unchanged', () => {
    const seed = join(root, '..', 'shared', 'seeds', '000_4ba2e41a9d8754f8.txt');
    if (!existsSync(seed)) return; // shared/ is not beside every checkout
    expect(JSON.parse(readFileSync(join(root, 'schemas', 'candidate-snapshot.schema.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(seed, 'utf8'))
    );
  });

  it('rejects a verdict document with a bad verdict and names the path', () => {
    const r = validate('verdicts', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'maybe' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]?.path).toBe('/verdicts/0/verdict');
  });

  it('applies the registered numeric formats', () => {
    const r = validate('verdicts', { schema_version: '1', verdicts: [] });
    expect(r).toEqual({ ok: true });
  });
});
