/**
 * inspect on the envelope of a real scan: the working-tree source matches
 * extraction's source_sha256 (CRLF line ends and non-BMP characters
 * included), and an edit after the scan is reported as changed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { runInspect } from '../../src/inspect/run.js';
import type { InspectPacket } from '../../src/inspect/types.js';
import { cleanup, makeRepo, makeTempDir, writeFiles } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { ensureDevBuild } from '../helpers/dev-build.js';

afterAll(cleanup);

const CHUNK = `export function chunk<T>(items: T[], size: number): T[][] {
  if (size <= 0) throw new Error('size must be positive 🚀');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
`.replace(/\n/g, '\r\n');

const BATCHES = `export const batches = <E>(list: E[], n: number): E[][] => {
  if (n <= 0) throw new Error('n must be positive 🚀');
  const result: E[][] = [];
  for (let start = 0; start < list.length; start += n) {
    result.push(list.slice(start, start + n));
  }
  return result;
};
`;

describe('inspect after a real scan', () => {
  beforeAll(() => ensureDevBuild());

  it('verifies both sides against extraction digests, then reports an edit as changed', async () => {
    const repo = makeRepo({ 'src/chunk.ts': CHUNK, 'src/batches.ts': BATCHES, 'src/use.ts': "import { chunk } from './chunk.js';\nexport const pages = chunk([1, 2, 3], 2);\n" });
    const { envelope } = await runScan(scanOptions(repo.dir));
    const c = envelope.candidates[0];
    if (!c) throw new Error('no candidate');
    const resultPath = join(makeTempDir(), 'result.json');
    writeFileSync(resultPath, JSON.stringify(envelope));
    const r = await runInspect({ resultPath, candidateId: c.candidate_id, json: true, root: repo.dir });
    expect(r.exitCode).toBe(0);
    const p = JSON.parse(r.output) as InspectPacket;
    expect([p.sources.left.status, p.sources.right.status]).toEqual(['unchanged', 'unchanged']);
    const chunkSide = p.sources.left.name === 'chunk' ? p.sources.left : p.sources.right;
    expect(chunkSide.source).toBe(CHUNK.slice(CHUNK.indexOf('function chunk'), CHUNK.lastIndexOf('}') + 1));
    expect(p.snapshot.candidate.enrichment.deterministic_clone_coverage).toBe('available');
    expect(p.output.bytes).toBe(Buffer.byteLength(r.output));

    writeFiles(repo, { 'src/chunk.ts': CHUNK.replace('return out;', 'return out.reverse();') });
    const after = JSON.parse((await runInspect({ resultPath, candidateId: c.candidate_id, json: true, root: repo.dir })).output) as InspectPacket;
    const changed = after.sources.left.name === 'chunk' ? after.sources.left : after.sources.right;
    expect(changed).toMatchObject({ status: 'changed', source: null });
    expect(JSON.stringify(after)).not.toContain('out.reverse()');
  });
});
