/**
 * Bad input never crashes a scan: it becomes diagnostics, accurate skips and
 * `partial` where work was lost.
 */
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { validate } from '../../src/contracts/validate.js';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { cleanup, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { repoRoot } from '../helpers/dev-build.js';
import { FORMAT_BYTES, HUMAN_SIZE, UNRELATED } from './corpus.js';

afterAll(cleanup);

const fake = (mode: string): string[] => [process.execPath, join(repoRoot, '__tests__', 'fixtures', 'companions', 'fake.mjs'), mode];


const codes = (env: DiscoveryEnvelope): string[] => env.diagnostics.map((d) => d.code);
const skip = (env: DiscoveryEnvelope, phase: string, reason: string): number =>
  env.completion.skips.find((s) => s.phase === phase && s.reason === reason)?.count ?? 0;

describe('scan with bad input files', () => {
  const deep = `export function deep() {\n  return ${'('.repeat(5000)}1${')'.repeat(5000)};\n}\n`;
  const invalidUtf8 = Buffer.concat([Buffer.from('export function f() {\n  return "'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('";\n}\n')]);
  const repo = makeRepo({
    'src/format.ts': FORMAT_BYTES,
    'src/size.ts': HUMAN_SIZE,
    'src/bus.ts': UNRELATED,
    'src/broken.ts': 'export function broken( {\n  const x = ;\n  return x +;\n}\n' + UNRELATED.replace(/EventBus/g, 'Bus2'),
    'src/binary.js': Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 3, 0, 0, 0]),
    'src/latin1.js': invalidUtf8,
    // 5 MB of ordinary lines (5 MB of one long line is data, left out as generated: oversize-files.test.ts)
    'src/huge.js': 'export const limit = 1;\n'.repeat(230_000),
    'src/deep.ts': deep
  });

  it('finishes with diagnostics for each bad file and still finds the real pair', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.candidates.map((c) => [c.left.name, c.right.name])).toContainEqual(['formatBytes', 'humanSize']);
    const byPath = new Map(envelope.diagnostics.map((d) => [d.path, d.code]));
    expect(byPath.get('src/binary.js')).toBe('binary-file');
    expect(byPath.get('src/latin1.js')).toBe('invalid-utf8');
    expect(byPath.get('src/huge.js')).toBe('file-too-large');
    expect(byPath.get('src/broken.ts')).toBe('parse-error');
    // The 5 MB file was not scanned: that is lost work, so the run is honest about it.
    expect(skip(envelope, 'extraction', 'input-limit') + skip(envelope, 'discovery', 'input-limit')).toBe(1);
    expect(envelope.completion.status).toBe('partial');
    // The 5,000-deep expression was parsed or reported, never a crash.
    expect(envelope.completion.phases.find((p) => p.phase === 'extraction')!.processed).toBe(8);
  });

  it('a file with a syntax error alone does not make the run partial', async () => {
    const r = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/broken.ts': 'export function broken( {\n  const x = ;\n  return 1;\n  }\n}\n' });
    const { envelope } = await runScan(scanOptions(r.dir));
    expect(codes(envelope)).toContain('parse-error');
    expect(envelope.completion.status).toBe('complete');
  });
});

describe('scan with a misbehaving companion', () => {
  const repo = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE, 'src/bus.ts': UNRELATED });

  it.each([
    ['exit-mid-batch', 'embedding', 'provider-failure', 'companion-exited'],
    ['wrong-dimensions', 'validation', 'provider-failure', 'invalid-vectors'],
    ['nan-vectors', 'validation', 'provider-failure', 'invalid-vectors']
  ])('%s: partial, with a provider diagnostic and provider-failure skips', async (mode, phase, reason, code) => {
    const { envelope } = await runScan(scanOptions(repo.dir, { companion: { command: fake(mode) } }));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.completion.status).toBe('partial');
    expect(envelope.candidates).toEqual([]);
    expect(skip(envelope, phase, reason)).toBeGreaterThan(0);
    expect(envelope.diagnostics.filter((d) => d.domain === 'provider').map((d) => d.code)).toContain(code);
  });

  it.each(['wrong-provider', 'wrong-version', 'wrong-protocol', 'source-left'])(
    '%s: refused with a diagnostic, nothing embedded, run partial',
    async (mode) => {
      const { envelope } = await runScan(scanOptions(repo.dir, { companion: { command: fake(mode) } }));
      expect(validate('envelope', envelope)).toEqual({ ok: true });
      expect(envelope.completion.status).toBe('partial');
      expect(envelope.diagnostics.some((d) => d.domain === 'provider')).toBe(true);
      expect(skip(envelope, 'embedding', 'provider-failure')).toBeGreaterThan(0);
    }
  );

  it('a companion that cannot be started at all is a diagnostic, not a crash', async () => {
    const { envelope } = await runScan(scanOptions(repo.dir, { companion: { command: ['/nonexistent/similar-code-companion'] } }));
    expect(envelope.completion.status).toBe('partial');
    expect(envelope.diagnostics.some((d) => d.domain === 'provider')).toBe(true);
  });
});
