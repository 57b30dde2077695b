import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInspect, type InspectOptions } from '../../src/inspect/run.js';
import type { InspectPacket } from '../../src/inspect/types.js';
import { validate } from '../../src/contracts/validate.js';
import { ENRICHMENT_KINDS } from '../../src/contracts/types.js';
import { cleanup, commit, git, makeRepo, makeTempDir, writeFiles } from '../helpers/git-repo.js';
import { candidate, envelope, locate } from './fixture.js';

afterAll(cleanup);

const USERS = `import { normalizeEmail } from './shared.js';

export function parseUser(raw: Record<string, string>) {
  const email = normalizeEmail(raw.email ?? '');
  const name = (raw.name ?? '').trim();
  if (!email.includes('@')) {
    throw new Error('invalid email');
  }
  return { email, name, kind: 'user' };
}
`;

const USERS_V2 = USERS.replace("const name = (raw.name ?? '').trim();", "const name = (raw.name ?? '').trim().slice(0, 80);");

const ACCOUNTS = `import { normalizeEmail } from './shared.js';
import { parseUser } from './users.js';

export function parseAccount(raw: Record<string, string>) {
  const email = normalizeEmail(raw.email ?? '');
  const name = (raw.name ?? '').trim();
  if (!email.includes('@')) {
    throw new Error('invalid email');
  }
  return { email, name, kind: 'account', owner: parseUser(raw) };
}
`;

const SHARED = `export function normalizeEmail(s: string): string {
  return s.trim().toLowerCase();
}
`;

const APP = `import { parseUser } from './users.js';
import { parseAccount } from './accounts.js';

export function main(rows: Array<Record<string, string>>) {
  const users = rows.map((r) => parseUser(r));
  // parseUser(commented) is not a call site
  const accounts = rows.map((r) => parseAccount(r));
  return { users, accounts, svc: service.parseUser(rows[0] ?? {}) };
}
declare const service: { parseUser(r: Record<string, string>): unknown };
`;

const USERS_TEST = `import { parseUser } from '../src/users.js';
test('parses', () => {
  expect(parseUser({ email: 'A@B.C' }).email).toBe('a@b.c');
});
`;

const ACCOUNTS_SPEC = `// covers parseAccount
import { describe } from 'node:test';
describe('accounts', () => {});
`;

const CODEOWNERS = `# owners
*                 @org/everyone
src/users.ts      @alice
/src/accounts.ts  @bob @carol
`;

function setupRepo(): { dir: string; resultPath: string } {
  const repo = makeRepo({ 'package.json': '{"name":"fixture-app"}\n', 'src/shared.ts': SHARED, 'src/users.ts': USERS });
  commit(repo, { 'src/accounts.ts': ACCOUNTS, 'src/app.ts': APP }, 'accounts and app');
  writeFiles(repo, { 'src/users.ts': USERS_V2 });
  git(repo, 'add', 'src/users.ts');
  git(repo, 'commit', '-q', '--author=Bob <bob@example.com>', '-m', 'trim names');
  commit(repo, { '__tests__/users.test.ts': USERS_TEST, 'test/accounts.spec.ts': ACCOUNTS_SPEC, '.github/CODEOWNERS': CODEOWNERS }, 'tests and owners');
  const left = locate(USERS_V2, 'src/users.ts', 'parseUser', 'export function parseUser');
  const right = locate(ACCOUNTS, 'src/accounts.ts', 'parseAccount', 'export function parseAccount');
  const resultPath = join(makeTempDir(), 'result.json');
  writeFileSync(resultPath, JSON.stringify(envelope([candidate('c1', left, right)])));
  return { dir: repo.dir, resultPath };
}

async function inspectJson(opts: Partial<InspectOptions> & { resultPath: string; root: string }): Promise<{ packet: InspectPacket; text: string }> {
  const r = await runInspect({ candidateId: 'c1', json: true, ...opts });
  if (r.exitCode !== 0) throw new Error(r.output);
  return { packet: JSON.parse(r.output) as InspectPacket, text: r.output };
}

function expectBounded(text: string, packet: InspectPacket, ceiling = 16 * 1024): void {
  expect(packet.output.bytes).toBe(Buffer.byteLength(text, 'utf8'));
  expect(packet.output.bytes).toBeLessThanOrEqual(ceiling);
  expect(text.endsWith('}\n')).toBe(true);
}

describe('inspect on a real repository', () => {
  let dir: string;
  let resultPath: string;
  beforeAll(() => ({ dir, resultPath } = setupRepo()));

  it('fills every deterministic enrichment and a valid snapshot', async () => {
    const runtime = join(makeTempDir(), 'runtime.json');
    writeFileSync(runtime, JSON.stringify({ calls: { parseUser: 10, parseAccount: 3 } }));
    const { packet, text } = await inspectJson({ resultPath, root: dir, runtimePath: runtime });
    expectBounded(text, packet);
    expect(validate('snapshot', packet.snapshot)).toEqual({ ok: true });
    expect(packet.snapshot.candidate.enrichment).toEqual({
      graph_relationship: 'available',
      entry_point_reachability: 'available',
      callers: 'available',
      callees: 'available',
      ownership: 'available',
      churn: 'available',
      tests: 'available',
      deterministic_clone_coverage: 'available',
      runtime: 'available'
    });
    expect(packet.sources.left.status).toBe('unchanged');
    expect(packet.sources.left.source).toBe(USERS_V2.slice(USERS_V2.indexOf('export function'), USERS_V2.lastIndexOf('}') + 1));
    expect(packet.diagnostics).toEqual([]);
    const e = packet.enrichments;
    if (e.graph_relationship.state !== 'available' || 'omitted' in e.graph_relationship.data) throw new Error('graph');
    expect(e.graph_relationship.data).toMatchObject({
      same_file: false,
      left_imports_right: null,
      right_imports_left: './users.js',
      shared_imports: ['src/shared.ts'],
      same_package: true,
      left_package: { dir: '.', name: 'fixture-app' }
    });
    if (e.callers.state !== 'available' || 'omitted' in e.callers.data) throw new Error('callers');
    const sites = e.callers.data.items.map((s) => ('path' in s ? `${s.side} ${s.path}:${s.line}` : 'omitted'));
    expect(sites).toEqual(['left src/accounts.ts:10', 'left src/app.ts:5', 'right src/app.ts:7', 'left src/app.ts:8', 'left __tests__/users.test.ts:3'].sort(sortSites));
    expect(e.callers.data.next_offset).toBeNull();
    expect(e.callers.data.items.every((s) => 'resolved' in s && s.resolved)).toBe(true);
    expect(e.callers.data.resolved_total).toBe(5);
    expect(e.callers.data.matching).toMatch(/resolved: false is a name-only match/);
    if (e.entry_point_reachability.state !== 'available' || 'omitted' in e.entry_point_reachability.data) throw new Error('reachability');
    const reach = e.entry_point_reachability.data;
    // package.json has no main/exports/bin: Node's default index.js, which is not tracked.
    expect(reach.packages).toEqual([
      { dir: '.', name: 'fixture-app', entry_points_total: 0, entry_points: [], unresolved_total: 1, unresolved: [expect.objectContaining({ field: '(default index.js)', target: 'index.js' })] }
    ]);
    expect(reach.left).toEqual({
      path: 'src/users.ts',
      package_dir: '.',
      reachability: 'test-only',
      entry: { kind: 'test', path: '__tests__/users.test.ts', field: null },
      hops: 1,
      chain: [{ path: '__tests__/users.test.ts', specifier: null, line: null }, { path: 'src/users.ts', specifier: '../src/users.js', line: 1 }]
    });
    expect(reach.right).toMatchObject({ path: 'src/accounts.ts', reachability: 'unreachable', entry: null, hops: null, chain: null });
    if (e.callees.state !== 'available' || 'omitted' in e.callees.data) throw new Error('callees');
    expect(e.callees.data.shared).toEqual(expect.arrayContaining(['normalizeEmail', 'email.includes', 'Error']));
    expect(e.callees.data.right.map((c) => c.name)).toContain('parseUser');
    if (e.tests.state !== 'available' || 'omitted' in e.tests.data) throw new Error('tests');
    expect(e.tests.data.items).toEqual([
      { path: '__tests__/users.test.ts', sides: ['left'], reasons: ['mentions-name', 'imports-file'], resolved: true, line: 1 },
      { path: 'test/accounts.spec.ts', sides: ['right'], reasons: ['mentions-name'], resolved: false, line: 1 }
    ]);
    if (e.ownership.state !== 'available' || 'omitted' in e.ownership.data) throw new Error('ownership');
    expect(e.ownership.data).toEqual({
      file: '.github/CODEOWNERS',
      left: { owners: ['@alice'], rule: { pattern: 'src/users.ts', line: 3 } },
      right: { owners: ['@bob', '@carol'], rule: { pattern: '/src/accounts.ts', line: 4 } },
      same_owners: false
    });
    if (e.churn.state !== 'available' || 'omitted' in e.churn.data) throw new Error('churn');
    expect(e.churn.data.left).toMatchObject({ commits: 2, authors: 2, author_names: ['Bob', 'Test'] });
    expect(e.churn.data.right).toMatchObject({ commits: 1, authors: 1 });
    expect(e.churn.data.left.last_change).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    if (e.deterministic_clone_coverage.state !== 'available' || 'omitted' in e.deterministic_clone_coverage.data) throw new Error('clone');
    const cc = e.deterministic_clone_coverage.data;
    expect(cc.exact.combined).toBeGreaterThan(0.5);
    expect(cc.exact.combined).toBeLessThan(1);
    expect(cc.normalized.combined).toBeGreaterThanOrEqual(cc.exact.combined);
    expect(cc.longest_common_run).toBeGreaterThanOrEqual(cc.min_run_tokens);
    if (e.runtime.state !== 'available' || 'omitted' in e.runtime.data) throw new Error('runtime');
    expect(e.runtime.data.content).toEqual({ calls: { parseUser: 10, parseAccount: 3 } });
  });

  it('leaves unrequested enrichments not-requested', async () => {
    const { packet } = await inspectJson({ resultPath, root: dir, enrich: 'none' });
    for (const k of ENRICHMENT_KINDS) expect(packet.snapshot.candidate.enrichment[k]).toBe('not-requested');
    const some = await inspectJson({ resultPath, root: dir, enrich: 'ownership,clone-coverage' });
    expect(Object.entries(some.packet.snapshot.candidate.enrichment).filter(([, v]) => v === 'available').map(([k]) => k).sort()).toEqual([
      'deterministic_clone_coverage',
      'ownership'
    ]);
  });

  it('reports enrichments it could not obtain as unavailable with a diagnostic', async () => {
    const plain = makeTempDir();
    cpSync(dir, plain, { recursive: true, filter: (src) => src !== join(dir, '.git') && !src.startsWith(`${join(dir, '.git')}/`) });
    rmSync(join(plain, '.github'), { recursive: true });
    const { packet } = await inspectJson({
      resultPath,
      root: plain,
      enrich: 'all,entry-points,runtime',
      runtimePath: join(plain, 'no-such-runtime.json')
    });
    const st = packet.snapshot.candidate.enrichment;
    expect(st).toMatchObject({
      graph_relationship: 'available',
      callees: 'available',
      deterministic_clone_coverage: 'available',
      callers: 'unavailable',
      tests: 'unavailable',
      ownership: 'unavailable',
      churn: 'unavailable',
      runtime: 'unavailable',
      entry_point_reachability: 'unavailable'
    });
    const codes = packet.diagnostics.map((d) => `${d.domain}/${d.code}/${d.message.split(':')[0]}`).sort();
    expect(codes).toEqual(
      ['callers', 'churn', 'entry_point_reachability', 'ownership', 'runtime', 'tests'].map((k) => `enrichment/enrichment-unavailable/${k}`)
    );
    expect(packet.enrichments.ownership).toMatchObject({ state: 'unavailable', reason: expect.stringMatching(/no CODEOWNERS/) });
    expect(validate('snapshot', packet.snapshot)).toEqual({ ok: true });
  });

  it('reports a function that changed since the scan as changed, without substituting current code', async () => {
    const copy = makeTempDir();
    cpSync(dir, copy, { recursive: true });
    writeFileSync(join(copy, 'src/users.ts'), USERS_V2.replace("kind: 'user'", "kind: 'person'"));
    const { packet, text } = await inspectJson({ resultPath, root: copy });
    expectBounded(text, packet);
    expect(packet.sources.left).toMatchObject({ status: 'changed', source: null, bytes: null });
    expect(packet.sources.left.reason).toMatch(/no longer matches source_sha256/);
    expect(packet.sources.right.status).toBe('unchanged');
    expect(text).not.toContain("'person'");
    expect(packet.diagnostics).toContainEqual(expect.objectContaining({ domain: 'enrichment', code: 'source-changed', path: 'src/users.ts' }));
    expect(packet.snapshot.candidate.enrichment).toMatchObject({ callees: 'unavailable', deterministic_clone_coverage: 'unavailable', churn: 'unavailable', callers: 'available' });
    const human = await runInspect({ resultPath, root: copy, candidateId: 'c1' });
    expect(human.output).toMatch(/left {3}src\/users\.ts:\d+-\d+ {2}parseUser {2}\[changed\]/);
    expect(human.output).toMatch(/source not shown: .*no longer matches/);
  });

  it('shows a readable unified view for humans', async () => {
    const r = await runInspect({ resultPath, root: dir, candidateId: 'c1' });
    expect(r.exitCode).toBe(0);
    expect(r.output).toContain('--- src/users.ts:3-10 parseUser');
    expect(r.output).toContain('+++ src/accounts.ts:4-11 parseAccount');
    expect(r.output).toMatch(/^- {5}3 {7}│ export function parseUser/m);
    expect(r.output).toMatch(/^ +6 {5}7 │ {3}if \(!email\.includes\('@'\)\) \{/m);
    expect(r.output).toMatch(/ownership +available +\.github\/CODEOWNERS: left @alice; right @bob @carol/);
    expect(r.output).toMatch(/^\+ {11}4 │ export function parseAccount/m);
    expect(r.output).toContain('caller (right) src/app.ts:7:36');
    expect(Buffer.byteLength(r.output)).toBeLessThanOrEqual(16 * 1024);
  });

  it('rejects an invalid result with path and reason, and an unknown candidate with how to find ids', async () => {
    const bad = join(makeTempDir(), 'bad.json');
    const doc = envelope([]) as unknown as Record<string, unknown>;
    (doc.generation as Record<string, unknown>).threshold = 'high';
    delete doc.diagnostics;
    writeFileSync(bad, JSON.stringify(doc));
    const r = await runInspect({ resultPath: bad, candidateId: 'c1', root: dir });
    expect(r.exitCode).toBe(2);
    expect(r.output).toContain('/generation/threshold: must be number');
    expect(r.output).toContain("/: must have required property 'diagnostics'");
    const missing = await runInspect({ resultPath, candidateId: 'nope', root: dir });
    expect(missing.exitCode).toBe(2);
    expect(missing.output).toMatch(/no candidate with id "nope".*1 candidates/);
    expect(missing.output).toContain('candidate_id');
    expect(missing.output).toContain('c1  src/users.ts#parseUser');
    const notJson = join(makeTempDir(), 'x.json');
    writeFileSync(notJson, '{');
    expect((await runInspect({ resultPath: notJson, candidateId: 'c1' })).output).toMatch(/is not valid JSON/);
    expect((await runInspect({ resultPath, candidateId: 'c1', enrich: 'bogus' })).output).toMatch(/unknown enrichment "bogus"/);
  });
});

function sortSites(a: string, b: string): number {
  const pa = a.split(' ')[1] as string;
  const pb = b.split(' ')[1] as string;
  const [fa, la] = pa.split(':');
  const [fb, lb] = pb.split(':');
  return fa === fb ? Number(la) - Number(lb) : (fa as string) < (fb as string) ? -1 : 1;
}

describe('bounded output', () => {
  const body = (n: number): string => Array.from({ length: n }, (_, i) => `  total += values[${i}] * ${i % 7} + offset; // line ${i} of a deliberately long body`).join('\n');
  const HUGE = `export function hugeSum(values: number[], offset: number) {\n  let total = 0;\n${body(600)}\n  return total;\n}\n`;
  const SMALL = `export function smallSum(values: number[], offset: number) {\n  let total = 0;\n  for (const v of values) total += v + offset;\n  total = total * 2;\n  return total;\n}\n`;
  const CALLS = `import { hugeSum } from './huge.js';\nimport { smallSum } from './small.js';\n${Array.from({ length: 500 }, (_, i) => `export const r${i} = ${i % 2 ? 'hugeSum' : 'smallSum'}([${i}], ${i});`).join('\n')}\n`;
  let dir: string;
  let resultPath: string;

  beforeAll(() => {
    const repo = makeRepo({ 'src/huge.ts': HUGE, 'src/small.ts': SMALL, 'src/calls.ts': CALLS });
    dir = repo.dir;
    resultPath = join(makeTempDir(), 'result.json');
    const left = locate(HUGE, 'src/huge.ts', 'hugeSum', 'export function hugeSum');
    const right = locate(SMALL, 'src/small.ts', 'smallSum', 'export function smallSum');
    writeFileSync(resultPath, JSON.stringify(envelope([candidate('c1', left, right)])));
  });

  it('omits a huge function whole, with its size, and keeps the ceiling', async () => {
    const { packet, text } = await inspectJson({ resultPath, root: dir });
    expectBounded(text, packet);
    expect(packet.sources.left.source).toEqual({ omitted: true, reason: 'output_budget', bytes: packet.sources.left.bytes });
    expect(packet.sources.left.bytes).toBeGreaterThan(40_000);
    expect(typeof packet.sources.right.source).toBe('string');
    expect(packet.output.omitted).toContainEqual({ unit: '/sources/left/source', bytes: packet.sources.left.bytes, reason: 'output_budget' });
    expect(packet.output.follow_up.some((f) => f.includes('--output NEW_FILE'))).toBe(true);
    expect(text).not.toContain('line 599 of a deliberately');
  });

  it('pages 500 callers with next_offset and explicit counts for what did not fit', async () => {
    const first = await inspectJson({ resultPath, root: dir });
    const callers = first.packet.enrichments.callers;
    if (callers.state !== 'available' || 'omitted' in callers.data) throw new Error('callers');
    expect(callers.data.total).toBe(500);
    expect(callers.data.items).toHaveLength(20);
    expect(callers.data.next_offset).toBe(20);
    expect(first.packet.output.follow_up).toContainEqual(expect.stringMatching(/--offset 20$/));

    const big = await inspectJson({ resultPath, root: dir, limit: 100, maxBytes: 8 * 1024, enrich: 'callers' });
    expectBounded(big.text, big.packet, 8 * 1024);
    const page = big.packet.enrichments.callers;
    if (page.state !== 'available' || 'omitted' in page.data) throw new Error('callers');
    const shown = page.data.items.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(100);
    expect(page.data.next_offset).toBe(shown);
    const dropped = big.packet.output.omitted.find((o) => o.unit === '/enrichments/callers/data/items');
    expect(dropped?.count).toBe(100 - shown);
    // The follow-up keeps the original selection.
    expect(big.packet.output.follow_up).toContainEqual(expect.stringMatching(new RegExp(`--enrich callers --limit 100 --max-bytes 8192 --offset ${shown}$`)));

    const last = await inspectJson({ resultPath, root: dir, offset: 490, enrich: 'callers' });
    const lp = last.packet.enrichments.callers;
    if (lp.state !== 'available' || 'omitted' in lp.data) throw new Error('callers');
    expect(lp.data.items).toHaveLength(10);
    expect(lp.data.offset).toBe(490);
    expect(lp.data.next_offset).toBeNull();
  });

  it('keeps the ceiling for every --max-bytes and reports output.bytes exactly', async () => {
    for (const maxBytes of [8000, 9999, 10000, 10001, 12345, 16384, 65536]) {
      const { packet, text } = await inspectJson({ resultPath, root: dir, maxBytes, limit: 100 });
      expectBounded(text, packet, maxBytes);
    }
    const tooSmall = await runInspect({ resultPath, root: dir, candidateId: 'c1', json: true, maxBytes: 2048 });
    expect(tooSmall.exitCode).toBe(2);
    expect(tooSmall.output).toMatch(/essential inspect packet needs \d+ bytes/);
  });

  it('omits a very large scope list explicitly rather than exceeding the ceiling', async () => {
    const doc = JSON.parse(readFileSync(resultPath, 'utf8')) as ReturnType<typeof envelope>;
    doc.generation.scope = { active: true, paths: Array.from({ length: 2000 }, (_, i) => `src/generated/module-${i}.ts`) };
    const scoped = join(makeTempDir(), 'scoped.json');
    writeFileSync(scoped, JSON.stringify(doc));
    const { packet, text } = await inspectJson({ resultPath: scoped, root: dir });
    expectBounded(text, packet);
    expect(packet.snapshot.generation.scope.paths).toMatchObject({ omitted: true, reason: 'output_budget' });
    expect(packet.output.omitted.map((o) => o.unit)).toContain('/snapshot/generation/scope/paths');
  });

  it('exports the complete packet to a new file only, never through a symlink, never partially', async () => {
    const out = makeTempDir();
    const target = join(out, 'packet.json');
    const r = await runInspect({ resultPath, root: dir, candidateId: 'c1', json: true, outputPath: target });
    expect(r.exitCode).toBe(0);
    const receipt = JSON.parse(r.output) as { export_receipt: { path: string; bytes: number; complete: boolean }; output: { bytes: number } };
    expect(receipt.export_receipt).toMatchObject({ path: target, complete: true });
    expect(receipt.output.bytes).toBe(Buffer.byteLength(r.output));
    const text = readFileSync(target, 'utf8');
    const full = JSON.parse(text) as InspectPacket;
    expect(receipt.export_receipt.bytes).toBe(Buffer.byteLength(text));
    expect(full.output).toMatchObject({ ceiling_bytes: null, bytes: Buffer.byteLength(text), omitted: [] });
    expect(full.sources.left.source).toBe(HUGE.slice(0, HUGE.lastIndexOf('}') + 1));
    const callers = full.enrichments.callers;
    if (callers.state !== 'available' || 'omitted' in callers.data) throw new Error('callers');
    expect(callers.data.items).toHaveLength(500);

    const again = await runInspect({ resultPath, root: dir, candidateId: 'c1', outputPath: target });
    expect(again.exitCode).toBe(2);
    expect(again.output).toMatch(/refusing to overwrite .*existing file/);
    expect(readFileSync(target, 'utf8')).toBe(text);

    const secret = join(out, 'secret.txt');
    writeFileSync(secret, 'do not touch');
    symlinkSync(secret, join(out, 'link.json'));
    const viaLink = await runInspect({ resultPath, root: dir, candidateId: 'c1', outputPath: join(out, 'link.json') });
    expect(viaLink.exitCode).toBe(2);
    expect(viaLink.output).toMatch(/symbolic link/);
    expect(readFileSync(secret, 'utf8')).toBe('do not touch');
    expect(readdirSync(out).sort()).toEqual(['link.json', 'packet.json', 'secret.txt']);
  });
});
