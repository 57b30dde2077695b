/**
 * The dependency rules of .dependency-cruiser.mjs hold for src/, bench/ and scripts/; the
 * same rules catch each kind of violation in a small fixture (so the check can fail); and
 * docs/architecture.md lists the layers the rules encode, in their order.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cleanup, makeTempDir, writeFiles } from '../helpers/git-repo.js';
import { repoRoot } from '../helpers/dev-build.js';

const CONFIG = join(repoRoot, '.dependency-cruiser.mjs');
const CRUISER = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
}

/** Cruise `paths` under `cwd` with the project's rules; every violation as `rule: from -> to`. */
function cruise(cwd: string, paths: string[]): string[] {
  const r = spawnSync(process.execPath, [CRUISER, ...paths, '--config', CONFIG, '--output-type', 'json'], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.stdout.trim() === '') throw new Error(`dependency-cruiser printed nothing (exit ${r.status}): ${r.stderr}`);
  const result = JSON.parse(r.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

afterAll(cleanup);

describe('dependency rules', () => {
  it('hold: imports run down the layers, @actions/* only in src/action/, no cycles', () => {
    expect(cruise(repoRoot, ['src', 'bench', 'scripts'])).toEqual([]);
  });

  it('catch an upward import, a sibling import, a type-only upward import, @actions/* outside action/, a cycle and an unlayered folder', () => {
    const dir = makeTempDir('similar-code-layers-');
    writeFiles(dir, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true }, include: ['src', 'bench'] }),
      // violations
      'src/util/up.ts': "import { x } from '../cli/main.js';\nexport const u = x;\n",
      'src/cli/main.ts': 'export const x = 1;\n',
      'src/discovery/sibling.ts': "import { e } from '../embedding/model.js';\nexport const d = e;\n",
      'src/embedding/model.ts': 'export const e = 1;\n',
      'src/discovery/types.ts': "import type { Options } from '../scan/options.js';\nexport type D = Options;\n",
      'src/scan/options.ts': 'export interface Options { root: string }\n',
      'src/scan/log.ts': "import * as core from '@actions/core';\nexport const log = core;\n",
      'bench/lib/a.ts': "import { b } from './b.js';\nexport const a = (): number => b();\n",
      'bench/lib/b.ts': "import { a } from './a.js';\nexport const b = (): number => a();\n",
      'src/elsewhere/z.ts': "import { e } from '../embedding/model.js';\nexport const z = e;\n",
      'src/scan/uses.ts': "import { z } from '../elsewhere/z.js';\nexport const y = z;\n",
      // allowed: down-hill imports, @actions/* inside src/action/
      'src/report/render.ts': "import type { Options } from '../scan/options.js';\nimport { e } from '../embedding/model.js';\nexport const r = (o: Options): string => o.root + e;\n",
      'src/action/main.ts': "import * as core from '@actions/core';\nimport { r } from '../report/render.js';\nexport const m = [core, r];\n"
    });
    expect(cruise(dir, ['src', 'bench'])).toEqual([
      'actions-only-in-action: src/scan/log.ts -> @actions/core',
      'import-of-a-module-in-no-layer: src/scan/uses.ts -> src/elsewhere/z.ts',
      'layers: src/discovery: src/discovery/sibling.ts -> src/embedding/model.ts',
      'layers: src/discovery: src/discovery/types.ts -> src/scan/options.ts',
      'layers: src/util: src/util/up.ts -> src/cli/main.ts',
      'no-cycles: bench/lib/a.ts -> bench/lib/b.ts',
      'not-in-a-layer: src/elsewhere/z.ts -> src/embedding/model.ts'
    ].sort());
  });
});

describe('docs/architecture.md', () => {
  it('lists the layers of .dependency-cruiser.mjs in their order', async () => {
    const { LAYERS } = (await import(pathToFileURL(CONFIG).href)) as { LAYERS: string[][] };
    const doc = readFileSync(join(repoRoot, 'docs', 'architecture.md'), 'utf8');
    // the layer table: `| n | `entry` `entry` | what lives there |`
    const rows = doc.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    const documented = rows.map((l) => [...(l.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, '')));
    expect(documented).toEqual(LAYERS);
  });
});
