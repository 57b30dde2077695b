import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSource, sourceReader, textCache, DEFAULT_MAX_FILE_BYTES } from '../../src/discovery/read-source.js';
import { discover } from '../../src/discovery/discover.js';
import { cleanup, makeRepo, makeTempDir } from '../helpers/git-repo.js';

afterAll(cleanup);

describe('readSource', () => {
  let root: string;
  let outside: string;
  beforeAll(() => {
    root = makeTempDir();
    outside = makeTempDir();
    writeFileSync(join(outside, 'secret.ts'), 'export const secret = 1;\n');
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'ok.ts'), 'export const ok = "é";\n');
    writeFileSync(join(root, 'src', 'bom.ts'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('export const b = 1;\n')]));
    writeFileSync(join(root, 'src', 'bin.js'), Buffer.concat([Buffer.from('var x = 1;\n'), Buffer.from([0x00, 0x01, 0x02])]));
    writeFileSync(join(root, 'src', 'latin1.js'), Buffer.from([0x76, 0x61, 0x72, 0x20, 0xe9, 0x3b, 0x0a])); // "var é;" in latin1
    writeFileSync(join(root, 'src', 'huge.js'), Buffer.alloc(5 * 1024 * 1024, 0x61));
    symlinkSync(join(outside, 'secret.ts'), join(root, 'src', 'escape.ts'));
    symlinkSync(outside, join(root, 'linkdir'));
    symlinkSync('ok.ts', join(root, 'src', 'inside-link.ts'));
  });

  it('reads UTF-8 text and reports the byte count', async () => {
    const r = await readSource(root, 'src/ok.ts', DEFAULT_MAX_FILE_BYTES);
    expect(r).toEqual({ ok: true, text: 'export const ok = "é";\n', bytes: 24 });
  });

  it('strips a UTF-8 BOM (bytes still count it)', async () => {
    const r = await readSource(root, 'src/bom.ts', DEFAULT_MAX_FILE_BYTES);
    expect(r).toEqual({ ok: true, text: 'export const b = 1;\n', bytes: 23 });
  });

  it('refuses binary files without a skip reason', async () => {
    const r = await readSource(root, 'src/bin.js', DEFAULT_MAX_FILE_BYTES);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.diagnostic).toEqual({ domain: 'workspace', code: 'binary-file', message: expect.stringContaining('src/bin.js'), path: 'src/bin.js' });
      expect(r.skip).toBeUndefined();
    }
  });

  it('refuses invalid UTF-8', async () => {
    const r = await readSource(root, 'src/latin1.js', DEFAULT_MAX_FILE_BYTES);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostic.code).toBe('invalid-utf8');
  });

  it('refuses a 5 MB file with file-too-large and an input-limit skip (default 2 MiB)', async () => {
    const r = await readSource(root, 'src/huge.js', DEFAULT_MAX_FILE_BYTES);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.diagnostic.code).toBe('file-too-large');
      expect(r.diagnostic.message).toMatch(/5\.0 MiB/);
      expect(r.skip).toBe('input-limit');
    }
    const raised = await readSource(root, 'src/huge.js', 8 * 1024 * 1024);
    expect(raised.ok && raised.bytes).toBe(5 * 1024 * 1024);
  });

  it('refuses paths and symlinks that leave the root, but follows links inside it', async () => {
    for (const p of ['../x.ts', 'src/../../x.ts', 'src/escape.ts', 'linkdir/secret.ts', join(outside, 'secret.ts')]) {
      const r = await readSource(root, p, DEFAULT_MAX_FILE_BYTES);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.diagnostic.code).toBe('path-outside-repository');
        expect(r.diagnostic.path).toBe(p.startsWith('src/e') || p.startsWith('linkdir') ? p : null);
      }
    }
    const inside = await readSource(root, 'src/inside-link.ts', DEFAULT_MAX_FILE_BYTES);
    expect(inside.ok).toBe(true);
  });

  it('reports missing files and directories as unreadable', async () => {
    for (const p of ['src/missing.ts', 'src']) {
      const r = await readSource(root, p, DEFAULT_MAX_FILE_BYTES);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.diagnostic.code).toBe('file-unreadable');
        expect(r.skip).toBeUndefined();
      }
    }
  });

  it('bounds diagnostic messages', async () => {
    const long = `${'d'.repeat(2000)}.ts`;
    const r = await readSource(root, long, DEFAULT_MAX_FILE_BYTES);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostic.message.length).toBeLessThanOrEqual(500);
  });
});

describe('discovery + readSource on a real repository', () => {
  it('admits a binary and a 5 MB tracked file to the corpus only when no byte limit is set; readSource then refuses them', async () => {
    const repo = makeRepo({
      'a.ts': 'export const a = 1;\n',
      'bin.js': Buffer.from([0x00, 0x61, 0x00]),
      // ordinary lines: a 5 MB file of long lines would be left out as data (oversize-files.test.ts)
      'big.js': 'let a = 1;\n'.repeat(500_000)
    });
    const r = await discover({ root: repo.dir, scope: { kind: 'full' }, maxFiles: 100 });
    expect(r.files.map((f) => f.path)).toEqual(['a.ts', 'big.js', 'bin.js']);
    const outcomes = await Promise.all(r.files.map((f) => readSource(r.root, f.path, DEFAULT_MAX_FILE_BYTES)));
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.diagnostic.code))).toEqual(['ok', 'file-too-large', 'binary-file']);

    const limited = await discover({ root: repo.dir, scope: { kind: 'full' }, maxFiles: 100, maxFileBytes: DEFAULT_MAX_FILE_BYTES });
    expect(limited.files.map((f) => f.path)).toEqual(['a.ts', 'bin.js']);
    expect(limited.skips).toEqual({ 'input-limit': 1 });
  });
});

describe('textCache', () => {
  it('reads each file once and gives an unreadable one as empty text', () => {
    const root = makeTempDir();
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    const texts = textCache(sourceReader(root));
    expect(texts.known('a.ts')).toBeUndefined();
    expect(texts.text('a.ts')).toBe('export const a = 1;\n');
    writeFileSync(join(root, 'a.ts'), 'export const a = 2;\n');
    expect(texts.text('a.ts')).toBe('export const a = 1;\n');
    expect(texts.known('a.ts')).toBe('export const a = 1;\n');
    expect(texts.text('missing.ts')).toBe('');
  });
});
