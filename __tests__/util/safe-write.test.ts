import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileForce, writeNewFile } from '../../src/util/safe-write.js';
import { UserError } from '../../src/util/errors.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';

afterAll(cleanup);

describe('writeNewFile', () => {
  it('writes a new file completely and leaves no temp file', async () => {
    const dir = makeTempDir();
    const r = await writeNewFile(join(dir, 'out.json'), 'héllo\n');
    expect(r.bytes).toBe(Buffer.byteLength('héllo\n'));
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe('héllo\n');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('refuses an existing file and leaves it untouched', async () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'x'), 'old');
    await expect(writeNewFile(join(dir, 'x'), 'new')).rejects.toThrow(/refusing to overwrite .*existing file/);
    await expect(writeNewFile(join(dir, 'x'), 'new')).rejects.toBeInstanceOf(UserError);
    expect(readFileSync(join(dir, 'x'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['x']);
  });

  it('refuses a symlink (live or dangling) and never writes through it', async () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'target'), 'secret');
    symlinkSync(join(dir, 'target'), join(dir, 'live'));
    symlinkSync(join(dir, 'missing'), join(dir, 'dangling'));
    await expect(writeNewFile(join(dir, 'live'), 'x')).rejects.toThrow(/symbolic link/);
    await expect(writeNewFile(join(dir, 'dangling'), 'x')).rejects.toThrow(/symbolic link/);
    expect(readFileSync(join(dir, 'target'), 'utf8')).toBe('secret');
    expect(existsSync(join(dir, 'missing'))).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['dangling', 'live', 'target']);
  });

  it('refuses a directory and a missing parent without leaving anything', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'd'));
    await expect(writeNewFile(join(dir, 'd'), 'x')).rejects.toThrow(/directory/);
    await expect(writeNewFile(join(dir, 'nope', 'f'), 'x')).rejects.toThrow(/does not exist/);
    expect(readdirSync(dir)).toEqual(['d']);
  });

  it('publishes nothing when writing fails part-way', async () => {
    const dir = makeTempDir();
    const bad = { get length(): number { throw new Error('boom'); } } as unknown as Uint8Array;
    await expect(writeNewFile(join(dir, 'f'), bad)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('lets exactly one of two racing writers win', async () => {
    const dir = makeTempDir();
    const results = await Promise.allSettled([writeNewFile(join(dir, 'r'), 'a'.repeat(100000)), writeNewFile(join(dir, 'r'), 'b'.repeat(100000))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const text = readFileSync(join(dir, 'r'), 'utf8');
    expect(text === 'a'.repeat(100000) || text === 'b'.repeat(100000)).toBe(true);
    expect(readdirSync(dir)).toEqual(['r']);
  });
});

describe('writeFileForce', () => {
  it('replaces a file, and a symlink itself rather than its target', async () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'f'), 'old');
    await writeFileForce(join(dir, 'f'), 'new');
    expect(readFileSync(join(dir, 'f'), 'utf8')).toBe('new');
    writeFileSync(join(dir, 'target'), 'keep');
    symlinkSync(join(dir, 'target'), join(dir, 'link'));
    await writeFileForce(join(dir, 'link'), 'replaced');
    expect(lstatSync(join(dir, 'link')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, 'target'), 'utf8')).toBe('keep');
    expect(readFileSync(join(dir, 'link'), 'utf8')).toBe('replaced');
    expect(readdirSync(dir).sort()).toEqual(['f', 'link', 'target']);
    expect(() => readlinkSync(join(dir, 'link'))).toThrow();
  });

  it('refuses a directory', async () => {
    const dir = makeTempDir();
    mkdirSync(join(dir, 'd'));
    await expect(writeFileForce(join(dir, 'd'), 'x')).rejects.toThrow(/directory/);
  });
});
