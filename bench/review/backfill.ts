/**
 * Adds to stored replay reviews (collect.ts, `.bench/review/runs/`) a read
 * that the decision gained after they were frozen, from the commit they
 * reviewed: whether each neighbour of an added function takes no arguments
 * (src/findings/parameters.ts), read from its source at that commit exactly
 * as the scan reads it (its lines in the head file). A stored
 * re-implementation PR is not backfilled: its added file is not in the
 * source repository; delete it and `run.ts` collects it again.
 *
 *   node scripts/run-ts.mjs bench/review/backfill.ts [--mirrors DIR]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedFunction } from '../../src/contracts/pipeline.js';
import { takesNoArguments } from '../../src/findings/parameters.js';
import { functionLines } from '../../src/scan/review-base.js';
import { loadModel } from '../../src/embedding/model-store.js';
import type { FrozenInput } from './frozen.js';
import { repositoryRoot, sourceRepository, type RepoSpec } from './workspace.js';

const root = repositoryRoot();
const args = process.argv.slice(2);
const at = args.indexOf('--mirrors');
const mirrors = at >= 0 ? args[at + 1]! : existsSync('/work/.mirror') ? '/work/.mirror' : null;
const work = join(root, '.bench', 'review');
const repos = (JSON.parse(readFileSync(join(root, 'bench', 'review', 'repos.json'), 'utf8')) as { repos: RepoSpec[] }).repos;
const model = loadModel(join(root, 'models'), null);
const runsDir = join(work, 'runs', `${model.provenance.artifact_sha256.slice(0, 12)}@${model.calibration.default_threshold}`);

let filled = 0;
for (const spec of repos) {
  const dir = join(runsDir, spec.name);
  if (!existsSync(dir)) continue;
  const source = sourceRepository(work, spec, mirrors);
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json') || file.startsWith('reimplementation-')) continue;
    const path = join(dir, file);
    const run = JSON.parse(readFileSync(path, 'utf8')) as { commit: string; input: FrozenInput };
    if (run.input.parameterless) continue;
    const texts = new Map<string, string>();
    const text = (p: string): string => {
      let t = texts.get(p);
      if (t === undefined) {
        try {
          t = execFileSync('git', ['--git-dir', source, 'show', `${run.commit}:${p}`], { maxBuffer: 1 << 28 }).toString('utf8');
        } catch {
          t = '';
        }
        texts.set(p, t);
      }
      return t;
    };
    const parameterless = new Map<number, boolean>();
    for (const c of run.input.changed) {
      if (c.change !== 'added') continue;
      for (const n of c.head.best) {
        if (parameterless.has(n.index)) continue;
        const fn = run.input.functions[n.index]! as Pick<ExtractedFunction, 'location' | 'lines'>;
        parameterless.set(n.index, takesNoArguments(functionLines(text(fn.location.path), fn as ExtractedFunction).join('\n')));
      }
    }
    run.input.parameterless = [...parameterless];
    writeFileSync(path, JSON.stringify(run));
    filled++;
  }
  process.stderr.write(`${spec.name}: done\n`);
}
console.log(`${filled} stored reviews backfilled in ${runsDir}`);
