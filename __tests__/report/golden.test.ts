/**
 * Golden SARIF and markdown for the two hand-made envelopes. Regenerate with
 * `UPDATE_GOLDEN=1 npm test -- __tests__/report/golden.test.ts` and review the diff.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, isOutputFormat, OUTPUT_FORMATS, type RenderOptions } from '../../src/report/format.js';
import { PR_COMMENT_MAX_CHARS, JOB_SUMMARY_MAX_CHARS } from '../../src/report/markdown.js';
import { toJson } from '../../src/util/json.js';
import { validateSarif } from '../helpers/sarif-schema.js';
import { loadEnvelope, testsRoot, type FixtureName } from './envelopes.js';

const goldenDir = join(testsRoot, 'golden');
const update = process.env.UPDATE_GOLDEN === '1';

const cases: { name: FixtureName; opts: RenderOptions }[] = [
  { name: 'scoped', opts: { toolVersion: '0.1.0', markdown: { maxRows: 10, maxChars: PR_COMMENT_MAX_CHARS, marker: true } } },
  { name: 'full', opts: { toolVersion: '0.1.0', markdown: { maxRows: 50, maxChars: JOB_SUMMARY_MAX_CHARS } } }
];

function golden(file: string, actual: string): void {
  const path = join(goldenDir, file);
  if (update || !existsSync(path)) {
    if (!update) throw new Error(`golden file ${file} is missing: run with UPDATE_GOLDEN=1`);
    mkdirSync(goldenDir, { recursive: true });
    writeFileSync(path, actual);
  }
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe.each(cases)('golden output for the $name envelope', ({ name, opts }) => {
  const env = loadEnvelope(name);

  it('SARIF', () => {
    const sarif = render(env, 'sarif', opts);
    expect(validateSarif(sarif).errors).toEqual([]);
    golden(`${name}.sarif`, sarif);
  });

  it('markdown', () => {
    golden(`${name}.md`, render(env, 'markdown', opts));
  });

  it('JSON is the envelope, unchanged by the other formats', () => {
    const before = toJson(env);
    render(env, 'sarif', opts);
    render(env, 'markdown', opts);
    expect(render(env, 'json', opts)).toBe(before);
  });
});

describe('render', () => {
  it('knows its formats', () => {
    expect(OUTPUT_FORMATS).toEqual(['json', 'sarif', 'markdown', 'html']);
    expect(isOutputFormat('sarif')).toBe(true);
    expect(isOutputFormat('pdf')).toBe(false);
    // html needs the members' source
    expect(() => render(loadEnvelope('full'), 'html', { toolVersion: '1.2.3' })).toThrow(/readSource/);
  });

  it('defaults the SARIF category to the envelope mode and lets options override it', () => {
    const scoped = JSON.parse(render(loadEnvelope('scoped'), 'sarif', { toolVersion: '1.2.3' })) as { runs: { automationDetails: { id: string } }[] };
    expect(scoped.runs[0]!.automationDetails.id).toBe('similar-code/pr/');
    const custom = JSON.parse(render(loadEnvelope('scoped'), 'sarif', { toolVersion: '1.2.3', sarif: { category: 'similar-code/custom/' } })) as typeof scoped;
    expect(custom.runs[0]!.automationDetails.id).toBe('similar-code/custom/');
  });
});
