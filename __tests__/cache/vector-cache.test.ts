import { mkdtemp, readdir, readFile, rm, writeFile, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openVectorCache, namespaceDigest, type CacheNamespace } from '../../src/cache/vector-cache.js';

const ns: CacheNamespace = { artifact_sha256: 'a'.repeat(64), parameter_sha256: 'b'.repeat(64), extraction_semantics_version: 1, embedding_semantics_version: 1, dimensions: 4 };
const key = (i: number): string => i.toString(16).padStart(64, '0');
const vec = (i: number): Float32Array => Float32Array.from([i, i + 0.5, -i, 1]);

describe('vector cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sc-cache-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function filled(n: number): Promise<string> {
    const { cache } = await openVectorCache({ dir, namespace: ns });
    for (let i = 0; i < n; i++) cache.put(key(i), vec(i));
    expect(await cache.flush()).toBeNull();
    expect(cache.writes).toBe(n);
    return join(dir, 'vectors-v1', `${namespaceDigest(ns)}.bin`);
  }

  it('round-trips vectors and stores no source', async () => {
    const pack = await filled(3);
    const { cache } = await openVectorCache({ dir, namespace: ns });
    expect(Array.from(cache.get(key(2))!)).toEqual(Array.from(vec(2)));
    expect(cache.get(key(9))).toBeUndefined();
    expect(cache.invalidEntries).toBe(0);
    expect((await readFile(pack)).includes(Buffer.from('function'))).toBe(false);
  });

  it('keeps namespaces apart: another model sees nothing', async () => {
    await filled(2);
    const { cache } = await openVectorCache({ dir, namespace: { ...ns, artifact_sha256: 'c'.repeat(64) } });
    expect(cache.get(key(1))).toBeUndefined();
    expect(cache.invalidEntries).toBe(0);
  });

  it('counts a flipped byte and a truncated pack as invalid entries and keeps the rest', async () => {
    const pack = await filled(4);
    const bytes = await readFile(pack);
    bytes.writeUInt8(bytes.readUInt8(16 + 40) ^ 0xff, 16 + 40); // inside the first record's vector
    await writeFile(pack, bytes);
    await truncate(pack, bytes.length - 10); // cut the last record
    const { cache, diagnostics } = await openVectorCache({ dir, namespace: ns });
    expect(cache.invalidEntries).toBe(2);
    expect(cache.get(key(0))).toBeUndefined();
    expect(cache.get(key(1))).toBeDefined();
    expect(cache.get(key(3))).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['cache-entry-invalid']);
  });

  it('catches a flipped bit in any byte of a record (key, day, vector or checksum)', async () => {
    const pack = await filled(2);
    const clean = await readFile(pack);
    const size = 32 + 4 + 4 * 4 + 8;
    for (let b = 0; b < size; b++) {
      const bytes = Buffer.from(clean);
      bytes[16 + b] = bytes[16 + b]! ^ (1 << (b % 8));
      await writeFile(pack, bytes);
      const { cache } = await openVectorCache({ dir, namespace: ns });
      expect(cache.invalidEntries).toBe(1);
      expect(cache.get(key(1))).toBeDefined();
    }
  });

  it('treats a garbage pack as invalid, never crashing, and rewrites it on flush', async () => {
    const pack = await filled(1);
    await writeFile(pack, Buffer.from('not a cache at all, just text'));
    const { cache } = await openVectorCache({ dir, namespace: ns });
    expect(cache.invalidEntries).toBeGreaterThan(0);
    cache.put(key(5), vec(5));
    expect(await cache.flush()).toBeNull();
    const again = await openVectorCache({ dir, namespace: ns });
    expect(again.cache.invalidEntries).toBe(0);
    expect(again.cache.get(key(5))).toBeDefined();
  });

  it('prunes entries unused for longer than maxAgeDays', async () => {
    const day = 86_400_000;
    const first = await openVectorCache({ dir, namespace: ns, now: () => 100 * day });
    first.cache.put(key(1), vec(1));
    await first.cache.flush();
    const later = await openVectorCache({ dir, namespace: ns, now: () => 200 * day, maxAgeDays: 30 });
    later.cache.put(key(2), vec(2));
    await later.cache.flush();
    const last = await openVectorCache({ dir, namespace: ns, now: () => 201 * day });
    expect(last.cache.get(key(1))).toBeUndefined();
    expect(last.cache.get(key(2))).toBeDefined();
  });

  it('reports an unwritable cache directory as a diagnostic, not an error', async () => {
    const file = join(dir, 'file');
    await writeFile(file, 'x');
    const { cache } = await openVectorCache({ dir: join(file, 'sub'), namespace: ns });
    cache.put(key(1), vec(1));
    const diag = await cache.flush();
    expect(diag?.code).toBe('cache-write-failed');
    expect(await readdir(dir)).toEqual(['file']);
  });
});
