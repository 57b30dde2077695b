/**
 * Entry-point reachability and import-resolved callers/tests, on real
 * temp git repositories.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInspect } from '../../src/inspect/run.js';
import type { InspectPacket } from '../../src/inspect/types.js';
import { entryPointReachability } from '../../src/inspect/enrich/reachability.js';
import type { ReachabilityEvidence } from '../../src/inspect/types.js';
import { loadCorpus } from '../../src/inspect/enrich/corpus.js';
import { trackedFiles } from '../../src/inspect/git.js';
import { validate } from '../../src/contracts/validate.js';
import { cleanup, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { candidate, envelope, locate } from './fixture.js';

afterAll(cleanup);

const fn = (name: string, body = 'x * 2'): string =>
  `export function ${name}(x: number): number {\n  const y = ${body};\n  if (y > 10) {\n    return y - 1;\n  }\n  return y + 1;\n}\n`;

const PKG = {
  name: 'lib-pkg',
  main: 'dist/index.js',
  types: 'dist/index.d.ts',
  bin: { tool: './dist/cli.js' },
  exports: {
    '.': { types: './dist/index.d.ts', import: './dist/index.js', require: './dist/index.cjs' },
    './feature': './dist/feature.js',
    './utils/*': './dist/utils/*.js',
    './package.json': './package.json'
  }
};

const DEEP = 40;
const deepName = (i: number): string => `src/deep/a-module-with-a-deliberately-long-name-${String(i).padStart(2, '0')}.ts`;
const deepFiles: Record<string, string> = {};
for (let i = 0; i < DEEP; i++) {
  const next = i + 1 < DEEP ? `import './${deepName(i + 1).slice('src/deep/'.length).replace(/\.ts$/, '.js')}';\n` : '';
  deepFiles[deepName(i)] = i + 1 < DEEP ? `${next}export const v${i} = ${i};\n` : fn('deepest');
}

const FILES: Record<string, string> = {
  'package.json': JSON.stringify(PKG, null, 2),
  'src/index.ts': "export { formatA } from './format-a.js';\nexport * from './deep/a-module-with-a-deliberately-long-name-00.js';\n",
  'src/format-a.ts': fn('formatA'),
  'src/format-b.ts': fn('formatB', 'x * 3'),
  'src/cli.ts': "import { run } from './internal/run.js';\nrun();\n",
  'src/internal/run.ts': "import { formatB } from '../format-b';\nexport function run() {\n  return formatB(1);\n}\n",
  'src/feature.ts': 'export const feature = 1;\n',
  'src/utils/strings.ts': 'export const s = 1;\n',
  'src/orphan.ts': fn('formatC'),
  'src/dead.ts': fn('formatD', 'x * 4'),
  '__tests__/orphan.test.ts': "import { formatC } from '../src/orphan.js';\ntest('c', () => expect(formatC(1)).toBe(3));\n",
  // A same-named function in an unrelated module, and a call through the barrel.
  'src/legacy.ts': 'function formatA(s: string) {\n  return s;\n}\nexport const legacy = formatA("x");\n',
  'src/consumer.ts': "import { formatA } from './index.js';\nexport const shown = formatA(4);\n",
  // Two functions sharing one name: the import tells which one a call binds to.
  'src/pick-a.ts': fn('pick'),
  'src/pick-b.ts': fn('pick', 'x * 5'),
  'src/use-pick.ts': "import { pick } from './pick-b.js';\nexport const p = pick(2);\n",
  'src/other.ts': 'declare function pick(n: number): number;\nexport const o = pick(3);\n',
  ...deepFiles
};

function loc(path: string, name: string) {
  const text = FILES[path] as string;
  return locate(text, path, name, `export function ${name}`);
}

async function packetOf(resultPath: string, root: string, id: string, extra: Record<string, unknown> = {}): Promise<{ packet: InspectPacket; text: string }> {
  const r = await runInspect({ resultPath, root, candidateId: id, json: true, ...extra });
  if (r.exitCode !== 0) throw new Error(r.output);
  return { packet: JSON.parse(r.output) as InspectPacket, text: r.output };
}

function reach(p: InspectPacket): ReachabilityEvidence {
  const e = p.enrichments.entry_point_reachability;
  if (e.state !== 'available' || 'omitted' in e.data) throw new Error(`reachability: ${JSON.stringify(e)}`);
  return e.data;
}

describe('entry-point reachability', () => {
  let dir: string;
  let resultPath: string;
  beforeAll(() => {
    dir = makeRepo(FILES).dir;
    resultPath = join(makeTempDir(), 'result.json');
    const cands = [
      candidate('c1', loc('src/format-a.ts', 'formatA'), loc('src/format-b.ts', 'formatB')),
      candidate('c2', loc('src/orphan.ts', 'formatC'), loc('src/dead.ts', 'formatD')),
      candidate('c3', loc('src/pick-a.ts', 'pick'), loc('src/pick-b.ts', 'pick')),
      candidate('c4', locate(FILES[deepName(DEEP - 1)] as string, deepName(DEEP - 1), 'deepest', 'export function deepest'), loc('src/format-b.ts', 'formatB'))
    ];
    writeFileSync(resultPath, JSON.stringify(envelope(cands)));
  });

  it('finds public entry points in main, bin and every exports condition, mapping dist back to tracked src', async () => {
    const { packet } = await packetOf(resultPath, dir, 'c1');
    expect(validate('snapshot', packet.snapshot)).toEqual({ ok: true });
    expect(packet.snapshot.candidate.enrichment.entry_point_reachability).toBe('available');
    const r = reach(packet);
    const [pkg] = r.packages;
    expect(pkg?.entry_points.map((e) => `${e.field} ${e.path} ${e.via}`)).toEqual([
      'main src/index.ts dist-to-src',
      'bin["tool"] src/cli.ts dist-to-src',
      'exports["."]["import"] src/index.ts dist-to-src',
      'exports["./feature"] src/feature.ts dist-to-src',
      'exports["./utils/*"] src/utils/strings.ts dist-to-src'
    ]);
    // types are not entry points; a build target without a tracked source equivalent is listed, not guessed.
    expect(pkg?.unresolved.map((u) => `${u.field} ${u.target}`)).toEqual(['exports["."]["require"] ./dist/index.cjs', 'exports["./package.json"] ./package.json']);
    expect(JSON.stringify(pkg)).not.toContain('index.d.ts');
    expect(r.left).toEqual({
      path: 'src/format-a.ts',
      package_dir: '.',
      reachability: 'public',
      entry: { kind: 'public', path: 'src/index.ts', field: 'main' },
      hops: 1,
      chain: [{ path: 'src/index.ts', specifier: null, line: null }, { path: 'src/format-a.ts', specifier: './format-a.js', line: 1 }]
    });
    expect(r.right).toMatchObject({ reachability: 'public', entry: { path: 'src/cli.ts', field: 'bin["tool"]' }, hops: 2 });
    expect((r.right.chain as Array<{ path: string }>).map((s) => s.path)).toEqual(['src/cli.ts', 'src/internal/run.ts', 'src/format-b.ts']);
    const human = await runInspect({ resultPath, root: dir, candidateId: 'c1' });
    expect(human.output).toMatch(/entry_point_reachability +available +left public entry src\/index\.ts \(main\), 1 hops: src\/index\.ts → src\/format-a\.ts/);
  });

  it('tells test-only reachability from none', async () => {
    const r = reach((await packetOf(resultPath, dir, 'c2')).packet);
    expect(r.left).toMatchObject({ reachability: 'test-only', entry: { kind: 'test', path: '__tests__/orphan.test.ts', field: null }, hops: 1 });
    expect(r.right).toEqual({ path: 'src/dead.ts', package_dir: '.', reachability: 'unreachable', entry: null, hops: null, chain: null });
    expect(r.test_entry_points).toBe(1);
  });

  it('omits a chain longer than its allowance whole in the view, and exports it complete', async () => {
    const { packet, text } = await packetOf(resultPath, dir, 'c4');
    expect(packet.output.bytes).toBe(Buffer.byteLength(text));
    const r = reach(packet);
    expect(r.left).toMatchObject({ reachability: 'public', hops: DEEP, chain: { omitted: true, reason: 'unit_allowance', bytes: expect.any(Number) } });
    expect(packet.output.omitted).toContainEqual({ unit: '/enrichments/entry_point_reachability/data/left/chain', bytes: expect.any(Number), reason: 'unit_allowance' });
    expect(packet.output.follow_up.some((f) => f.includes('--output NEW_FILE'))).toBe(true);
    const out = join(makeTempDir(), 'c4.json');
    await packetOf(resultPath, dir, 'c4', { outputPath: out });
    const full = reach(JSON.parse(readFileSync(out, 'utf8')) as InspectPacket);
    expect(full.left.chain).toHaveLength(DEEP + 1);
    expect((full.left.chain as Array<{ path: string }>)[DEEP]?.path).toBe(deepName(DEEP - 1));
  });

  it('is unavailable without a package.json, or when the graph hits its bound', async () => {
    const bare = makeRepo({ 'src/format-a.ts': FILES['src/format-a.ts'] as string, 'src/format-b.ts': FILES['src/format-b.ts'] as string });
    const rp = join(makeTempDir(), 'r.json');
    writeFileSync(rp, JSON.stringify(envelope([candidate('c1', loc('src/format-a.ts', 'formatA'), loc('src/format-b.ts', 'formatB'))])));
    const { packet } = await packetOf(rp, bare.dir, 'c1', { enrich: 'entry-points' });
    expect(packet.enrichments.entry_point_reachability).toEqual({ state: 'unavailable', reason: 'no package.json at or above src/format-a.ts, so it has no public entry points' });
    expect(packet.diagnostics).toContainEqual(expect.objectContaining({ code: 'enrichment-unavailable', message: expect.stringMatching(/^entry_point_reachability: no package\.json/) }));

    const t = await trackedFiles(dir);
    if ('error' in t) throw new Error(t.error);
    const corpus = await loadCorpus(dir, t.files);
    const input = { root: dir, leftPath: 'src/format-a.ts', rightPath: 'src/format-b.ts', files: corpus.files, corpusTruncated: false };
    expect(await entryPointReachability({ ...input, maxEdges: 2 })).toEqual({ error: expect.stringMatching(/passed its bound .* before both sides were settled/) });
    expect(await entryPointReachability({ ...input, maxFiles: 1 })).toEqual({ error: expect.stringMatching(/passed its bound/) });
    expect(await entryPointReachability({ ...input, corpusTruncated: true })).toEqual({ error: expect.stringMatching(/left unread/) });
    expect(await entryPointReachability(input)).toMatchObject({ left: { reachability: 'public' }, right: { reachability: 'public' } });
  });
});

describe('import-resolved callers and tests', () => {
  let dir: string;
  let resultPath: string;
  beforeAll(() => {
    dir = makeRepo(FILES).dir;
    resultPath = join(makeTempDir(), 'result.json');
    writeFileSync(
      resultPath,
      JSON.stringify(envelope([candidate('c1', loc('src/format-a.ts', 'formatA'), loc('src/format-b.ts', 'formatB')), candidate('c3', loc('src/pick-a.ts', 'pick'), loc('src/pick-b.ts', 'pick'))]))
    );
  });

  it('marks call sites whose file does not import the side as name-only, resolved ones first', async () => {
    const { packet } = await packetOf(resultPath, dir, 'c1', { enrich: 'callers' });
    const c = packet.enrichments.callers;
    if (c.state !== 'available' || 'omitted' in c.data) throw new Error('callers');
    const rows = c.data.items.map((s) => ('path' in s ? `${s.side} ${s.path}:${s.line} ${s.resolved}` : 'omitted'));
    expect(rows).toEqual(['left src/consumer.ts:2 true', 'right src/internal/run.ts:3 true', 'left src/legacy.ts:4 false']);
    expect(c.data.resolved_total).toBe(2);
    expect(c.data.total).toBe(3);
    const human = await runInspect({ resultPath, root: dir, candidateId: 'c1', enrich: 'callers' });
    expect(human.output).toContain('3 call sites (2 resolved to the module, 1 by name only)');
    expect(human.output).toContain('caller (left, name only) src/legacy.ts:4:');
  });

  it('assigns a shared name to the side whose module the file imports', async () => {
    const { packet } = await packetOf(resultPath, dir, 'c3', { enrich: 'callers' });
    const c = packet.enrichments.callers;
    if (c.state !== 'available' || 'omitted' in c.data) throw new Error('callers');
    expect(c.data.items.map((s) => ('path' in s ? `${s.side} ${s.path} ${s.resolved}` : 'omitted'))).toEqual(['right src/use-pick.ts true', 'both src/other.ts false']);
  });

  it('marks tests that only mention a name as name-only', async () => {
    const repo = makeRepo({
      ...FILES,
      '__tests__/mention.test.ts': "// formatA is documented elsewhere\ntest('x', () => expect(formatA).toBeUndefined());\ndeclare const formatA: unknown;\n",
      '__tests__/through-barrel.test.ts': "import { formatA } from '../src/index.js';\ntest('a', () => expect(formatA(1)).toBe(3));\n"
    });
    const { packet } = await packetOf(resultPath, repo.dir, 'c1', { enrich: 'tests' });
    const t = packet.enrichments.tests;
    if (t.state !== 'available' || 'omitted' in t.data) throw new Error('tests');
    expect(t.data.items.map((x) => ('path' in x ? `${x.path} ${x.resolved}` : 'omitted'))).toEqual(['__tests__/through-barrel.test.ts true', '__tests__/mention.test.ts false']);
    expect(t.data.resolved_total).toBe(1);
  });
});
