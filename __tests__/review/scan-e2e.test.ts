/**
 * Verdicts across real scans: a verdict given on one scan still binds after
 * the function moves 40 lines and is reformatted (review_key is computed by
 * the scan from normalized text), and stops binding after a semantic edit.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import type { ScanOptions } from '../../src/scan/options.js';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { runReview } from '../../src/review/run.js';
import type { ReviewReport } from '../../src/review/join.js';
import type { VerdictDocument } from '../../src/review/verdicts.js';
import { cleanup, commit, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { ensureDevBuild } from '../helpers/dev-build.js';

afterAll(cleanup);

const CHUNK = `export function chunk<T>(items: T[], size: number): T[][] {
  if (size <= 0) throw new Error('size must be positive');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
`;

/** chunk renamed and reshaped: the similar copy. */
const BATCHES = `export function batches<E>(list: E[], n: number): E[][] {
  if (n <= 0) throw new Error('n must be positive');
  const result: E[][] = [];
  for (let start = 0; start < list.length; start += n) {
    result.push(list.slice(start, start + n));
  }
  return result;
}
`;

/** The same tokens as CHUNK, reindented and rewrapped, with comments. */
const CHUNK_REFORMATTED = `export function chunk<T>(
    items: T[],
    size: number
): T[][] {
    // guard
    if (size <= 0)
        throw new Error('size must be positive');
    const out: T[][] = [];   /* accumulator */
    for (let i = 0;
         i < items.length;
         i += size) { out.push(items.slice(i, i + size)); }
    return out;
}
`;

const UNRELATED = `export function describe(user: { name: string; age: number }): string {
  const years = user.age === 1 ? 'year' : 'years';
  const label = user.name.trim() || 'anonymous';
  const line = label + ' is ' + String(user.age) + ' ' + years + ' old';
  return line.toUpperCase();
}
`;

const padding = Array.from({ length: 40 }, (_, i) => `export const setting${i} = ${i};`).join('\n') + '\n';

const options = (root: string): ScanOptions => scanOptions(root);

async function scan(root: string): Promise<{ envelope: DiscoveryEnvelope; path: string }> {
  const { envelope } = await runScan(options(root));
  const path = join(makeTempDir(), 'result.json');
  writeFileSync(path, JSON.stringify(envelope));
  return { envelope, path };
}

async function review(resultPath: string, verdicts: VerdictDocument): Promise<ReviewReport> {
  const verdictsPath = join(makeTempDir(), 'verdicts.json');
  writeFileSync(verdictsPath, JSON.stringify(verdicts));
  const r = await runReview({ resultPath, verdictsPath, json: true });
  if (r.exitCode !== 0) throw new Error(r.output);
  return JSON.parse(r.output) as ReviewReport;
}

const pairOf = (env: DiscoveryEnvelope, a: string, b: string) =>
  env.candidates.find((c) => [c.left.name, c.right.name].sort().join() === [a, b].sort().join());

describe('review across scans', () => {
  beforeAll(() => ensureDevBuild());

  it('a verdict survives moving and reformatting a function, and not a semantic edit', async () => {
    const repo = makeRepo({ 'src/chunk.ts': CHUNK, 'src/batches.ts': BATCHES, 'src/describe.ts': UNRELATED });
    const first = await scan(repo.dir);
    const c = pairOf(first.envelope, 'chunk', 'batches');
    if (!c) throw new Error(`no chunk/batches candidate: ${JSON.stringify(first.envelope.candidates.map((x) => [x.left.name, x.right.name]))}`);
    const verdicts: VerdictDocument = {
      schema_version: '1',
      verdicts: [
        {
          review_key: c.review_key,
          verdict: 'intentional',
          note: 'kept apart on purpose',
          locations: [{ path: c.left.path, name: c.left.name }, { path: c.right.path, name: c.right.name }]
        }
      ]
    };
    expect((await review(first.path, verdicts)).candidates.find((x) => x.review_key === c.review_key)?.verdict?.verdict).toBe('intentional');

    commit(repo, { 'src/chunk.ts': padding + CHUNK_REFORMATTED }, 'move chunk 40 lines down and reformat it');
    const moved = await scan(repo.dir);
    const m = pairOf(moved.envelope, 'chunk', 'batches');
    if (!m) throw new Error('the moved pair is no longer a candidate');
    const chunkSide = m.left.name === 'chunk' ? m.left : m.right;
    expect(chunkSide.start_line).toBe(41);
    expect(m.review_key).toBe(c.review_key);
    expect(m.candidate_id).not.toBe(c.candidate_id);
    const bound = await review(moved.path, verdicts);
    expect(bound.candidates.find((x) => x.candidate_id === m.candidate_id)?.verdict).toMatchObject({ verdict: 'intentional', dismissing: true });
    expect(bound.not_bound).toEqual([]);

    const edited = CHUNK_REFORMATTED.replace('i += size', 'i += size + 1');
    commit(repo, { 'src/chunk.ts': padding + edited }, 'semantic edit');
    const changed = await scan(repo.dir);
    const e = pairOf(changed.envelope, 'chunk', 'batches');
    const after = await review(changed.path, verdicts);
    expect(after.candidates.every((x) => x.verdict === null)).toBe(true);
    expect(after.not_bound).toHaveLength(1);
    // The edited copy is still similar enough to be a candidate, under a new key: the verdict says why it no longer binds.
    if (!e) throw new Error('the edited pair is no longer a candidate');
    expect(e.review_key).not.toBe(c.review_key);
    expect(after.not_bound[0]).toMatchObject({ reason: 'content-changed', current: { candidate_id: e.candidate_id, review_key: e.review_key } });
  });
});
