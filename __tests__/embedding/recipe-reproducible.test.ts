import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadModel } from '../../src/embedding/model-store.js';
import { repoRoot } from '../helpers/dev-build.js';

/**
 * The learned model's one command (scripts/train-model.mjs) on a tiny fixture
 * of training data (--data, nothing fetched): two runs give the same bytes,
 * and the artifact loads and embeds.
 */
const words = ['parse', 'render', 'load', 'merge', 'walk', 'emit', 'resolve', 'collect'];
function fixture(): unknown {
  const functions: Array<{ pkg: number; name: string; lines: number; text: string }> = [];
  const mutants: Array<{ of: number; type: string; text: string }> = [];
  for (let i = 0; i < 48; i++) {
    const w = words[i % words.length]!;
    const name = `${w}Item${i % 12}`;
    const text = `function ${name} ( items , opts ) { const out = [ ] ; for ( const item of items ) { if ( item . ${w} ( opts ) > ${i} ) { out . push ( item . value${i % 5} ) ; } } log ( out . length ) ; return out ; }`;
    functions.push({ pkg: i % 3, name, lines: 8, text });
    mutants.push({ of: i, type: 'T3', text: `function f${i} ( xs , o ) { const acc = [ ] ; for ( const x of xs ) { if ( x . ${w} ( o ) >= ${i + 1} ) { acc . push ( x . value${i % 5} ) ; } } return acc ; }` });
  }
  return { digest: 'fixture', packages: ['a@1', 'b@1', 'c@1'], functions, mutants, stats: {} };
}

describe('learned model recipe', () => {
  it('rebuilds the artifact byte-identically from the same data and flags', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-recipe-'));
    try {
      writeFileSync(join(dir, 'data.json'), JSON.stringify(fixture()));
      const flags = ['--data', join(dir, 'data.json'), '--epochs', '2', '--batch', '8', '--aug', '1', '--temperature', '0.1', '--hard-bits', '2', '--hard-from', '1', '--fn-mask', '0.95', '--version-repeat', '0', '--spec-repeat', '0', '--id', 'tiny-learned'];
      const run = (out: string): Buffer => {
        execFileSync(process.execPath, [join(repoRoot, 'scripts', 'train-model.mjs'), ...flags, '--out', join(dir, out, 'tiny-learned')], { cwd: repoRoot, stdio: 'pipe' });
        return readFileSync(join(dir, out, 'tiny-learned', 'model.bin'));
      };
      const a = run('a');
      const b = run('b');
      expect(a.equals(b)).toBe(true);
      const m = loadModel(join(dir, 'a'), 'tiny-learned');
      // the shipped layout: 224 trained body dimensions, 32 lexical, 32 name (format v4)
      const v = m.model.embed('function g ( a ) { return a + Math . max ( a , 1 ) ; }').vector;
      expect(v.length).toBe(288);
      expect(m.model.header.format_version).toBe(4);
      expect(v.subarray(224, 256).some((x) => x !== 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
