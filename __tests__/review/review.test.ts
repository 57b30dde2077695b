import { readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runReview } from '../../src/review/run.js';
import { joinVerdicts, type ReviewReport } from '../../src/review/join.js';
import type { ReviewOutput } from '../../src/review/bound.js';
import { Command } from 'commander';
import { registerReview } from '../../src/cli/commands/review.js';
import { dismissingKeys, loadVerdicts, type VerdictDocument } from '../../src/review/verdicts.js';
import type { Location } from '../../src/contracts/types.js';
import { cleanup, makeTempDir } from '../helpers/git-repo.js';
import { candidate, envelope } from '../inspect/fixture.js';

afterAll(cleanup);

const loc = (path: string, name: string, start: number, len = 10): Location => ({
  path,
  name,
  start_line: start,
  start_column: 1,
  end_line: start + len - 1,
  end_column: 1,
  source_sha256: 'f'.repeat(64)
});

function write(doc: unknown, name: string): string {
  const p = join(makeTempDir(), name);
  writeFileSync(p, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return p;
}

const ENV = envelope([
  candidate('c1', loc('src/a.ts', 'parseUser', 3), loc('src/b.ts', 'parseAccount', 4), 'key-1'),
  candidate('c2', loc('src/c.ts', 'sum', 10), loc('src/d.ts', 'total', 20), 'key-2'),
  candidate('c3', loc('src/e.ts', 'load', 1), loc('src/f.ts', 'read', 1), 'key-3')
]);

const VERDICTS: VerdictDocument = {
  schema_version: '1',
  verdicts: [
    { review_key: 'key-1', verdict: 'duplicate', note: 'merge into one parser', author: 'alice', date: '2024-05-01' },
    { review_key: 'key-2', verdict: 'false-positive', note: 'different units' },
    { review_key: 'gone', verdict: 'intentional' }
  ]
};

async function reviewJson(result: unknown, verdicts: unknown): Promise<ReviewReport> {
  const r = await runReview({ resultPath: write(result, 'result.json'), verdictsPath: write(verdicts, 'verdicts.json'), json: true });
  if (r.exitCode !== 0) throw new Error(r.output);
  return JSON.parse(r.output) as ReviewReport;
}

describe('review join', () => {
  it('gives each candidate its verdict or none and lists stale verdicts', async () => {
    const r = await reviewJson(ENV, VERDICTS);
    expect(r.summary).toEqual({ candidates: 3, reviewed: 2, unreviewed: 1, dismissed: 1, verdicts: 3, not_bound: 1 });
    expect(r.candidates.map((c) => [c.candidate_id, c.verdict?.verdict ?? null])).toEqual([
      ['c1', 'duplicate'],
      ['c2', 'false-positive'],
      ['c3', null]
    ]);
    expect(r.candidates[0]?.verdict).toEqual({ index: 0, verdict: 'duplicate', note: 'merge into one parser', author: 'alice', date: '2024-05-01', dismissing: false });
    expect(r.candidates[1]?.verdict?.dismissing).toBe(true);
    expect(r.not_bound).toEqual([
      expect.objectContaining({ index: 2, review_key: 'gone', status: 'not-bound', reason: 'no-matching-candidate', current: null })
    ]);
  });

  it('binds a verdict to a candidate whose functions moved 40 lines (same review_key)', async () => {
    const before = envelope([candidate('c1', loc('src/a.ts', 'parseUser', 3), loc('src/b.ts', 'parseAccount', 4), 'key-1')]);
    const after = envelope([candidate('c9', loc('src/a.ts', 'parseUser', 43, 14), loc('src/b.ts', 'parseAccount', 4), 'key-1')]);
    const doc: VerdictDocument = { schema_version: '1', verdicts: [{ review_key: 'key-1', verdict: 'intentional', locations: [{ path: 'src/a.ts', name: 'parseUser' }, { path: 'src/b.ts', name: 'parseAccount' }] }] };
    expect((await reviewJson(before, doc)).candidates[0]?.verdict?.verdict).toBe('intentional');
    const r = await reviewJson(after, doc);
    expect(r.candidates[0]).toMatchObject({ candidate_id: 'c9', left: { start_line: 43, end_line: 56 }, verdict: { verdict: 'intentional', dismissing: true } });
    expect(r.not_bound).toEqual([]);
  });

  it('does not bind when the key changed, and says the content changed when the pair is still a candidate', async () => {
    const changed = envelope([candidate('c9', loc('src/b.ts', 'parseAccount', 4), loc('src/a.ts', 'parseUser', 43), 'key-1-edited')]);
    const doc: VerdictDocument = {
      schema_version: '1',
      verdicts: [
        { review_key: 'key-1', verdict: 'intentional', locations: [{ path: 'src/a.ts', name: 'parseUser' }, { path: 'src/b.ts', name: 'parseAccount' }] },
        { review_key: 'key-x', verdict: 'duplicate' }
      ]
    };
    const r = await reviewJson(changed, doc);
    expect(r.candidates[0]?.verdict).toBeNull();
    expect(r.not_bound).toEqual([
      expect.objectContaining({ index: 0, reason: 'content-changed', current: { candidate_id: 'c9', review_key: 'key-1-edited' } }),
      expect.objectContaining({ index: 1, reason: 'no-matching-candidate' })
    ]);
    expect(r.not_bound[0]?.message).toMatch(/src\/a\.ts#parseUser ↔ src\/b\.ts#parseAccount is now candidate c9/);
    const human = await runReview({ resultPath: write(changed, 'r.json'), verdictsPath: write(doc, 'v.json') });
    expect(human.exitCode).toBe(0);
    expect(human.output).toContain('/verdicts/0 (intentional, review_key key-1): not-bound: content-changed');
    expect(human.output).toContain('Reviewed 0 of 1 candidates (0 dismissed); 2 of 2 verdicts not bound.');
  });

  it('lets the later of two verdicts for one key apply, with a warning', () => {
    const r = joinVerdicts(ENV, { schema_version: '1', verdicts: [{ review_key: 'key-3', verdict: 'duplicate' }, { review_key: 'key-3', verdict: 'intentional' }] });
    expect(r.candidates[2]?.verdict).toMatchObject({ index: 1, verdict: 'intentional' });
    expect(r.warnings).toEqual(['verdicts /verdicts/0 and /verdicts/1 share review_key key-3; the later one applies']);
  });

  it('renders a readable summary', async () => {
    const r = await runReview({ resultPath: write(ENV, 'r.json'), verdictsPath: write(VERDICTS, 'v.json') });
    expect(r.output).toContain('Reviewed 2 of 3 candidates (1 dismissed); 1 of 3 verdicts not bound.');
    expect(r.output).toMatch(/c1 {2}duplicate +src\/a\.ts:3 parseUser ↔ src\/b\.ts:4 parseAccount {2}\(0\.93, very-high\) {2}"merge into one parser"/);
    expect(r.output).toMatch(/c3 {2}— +src\/e\.ts:1 load/);
    expect(r.output).toContain('/verdicts/2 (intentional, review_key gone): not-bound: no-matching-candidate');
  });
});

describe('invalid documents', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['not JSON', '{"schema_version": "1", "verdicts": [', /verdicts .* is not valid JSON/],
    ['not an object', '[]', /\/: must be object/],
    ['wrong schema_version', { schema_version: 1, verdicts: [] }, /\/schema_version: must be equal to constant/],
    ['missing verdicts', { schema_version: '1' }, /\/: must have required property 'verdicts'/],
    ['verdicts not an array', { schema_version: '1', verdicts: {} }, /\/verdicts: must be array/],
    ['unknown verdict', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'maybe' }] }, /\/verdicts\/0\/verdict: must be equal to one of the allowed values/],
    ['empty review_key', { schema_version: '1', verdicts: [{ review_key: '', verdict: 'duplicate' }] }, /\/verdicts\/0\/review_key: must NOT have fewer than 1 characters/],
    ['missing review_key', { schema_version: '1', verdicts: [{ verdict: 'duplicate' }] }, /\/verdicts\/0: must have required property 'review_key'/],
    ['note not a string', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'duplicate', note: 3 }] }, /\/verdicts\/0\/note: must be string/],
    ['bad date', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'duplicate', date: 'last tuesday' }] }, /\/verdicts\/0\/date: must match pattern/],
    ['unknown property', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'duplicate', reviewer: 'x' }] }, /\/verdicts\/0: unexpected property "reviewer"/],
    ['one location', { schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'duplicate', locations: [{ path: 'a', name: 'b' }] }] }, /\/verdicts\/0\/locations: must NOT have fewer than 2 items/]
  ];

  it.each(cases)('rejects %s with its path and reason (exit 2)', async (_label, doc, message) => {
    const r = await runReview({ resultPath: write(ENV, 'r.json'), verdictsPath: write(doc, 'v.json') });
    expect(r.exitCode).toBe(2);
    expect(r.output).toMatch(message);
  });

  it('reports every error of both documents at once', async () => {
    const badEnv = { ...ENV, schema_version: '2', candidates: 'none' };
    const r = await runReview({
      resultPath: write(badEnv, 'r.json'),
      verdictsPath: write({ schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'nope' }, { review_key: 3, verdict: 'duplicate' }] }, 'v.json')
    });
    expect(r.exitCode).toBe(2);
    expect(r.output).toMatch(/result .*r\.json is invalid/);
    expect(r.output).toContain('/candidates: must be array');
    expect(r.output).toMatch(/\/schema_version: must be equal to constant/);
    expect(r.output).toMatch(/verdicts .*v\.json is invalid \(2 errors\)/);
    expect(r.output).toContain('/verdicts/0/verdict: must be equal to one of the allowed values');
    expect(r.output).toContain('/verdicts/1/review_key: must be string');
  });

  it('reports an unreadable file by name', async () => {
    const r = await runReview({ resultPath: write(ENV, 'r.json'), verdictsPath: join(makeTempDir(), 'missing.json') });
    expect(r.exitCode).toBe(2);
    expect(r.output).toMatch(/cannot read verdicts .*missing\.json/);
  });
});

describe('suppressions for scan, action and SARIF', () => {
  it('loads a verdict file and keys the dismissing verdicts with a justification', async () => {
    const doc = await loadVerdicts(write(VERDICTS, 'v.json'));
    const s = dismissingKeys(doc);
    expect([...s.keys()].sort()).toEqual(['gone', 'key-2']);
    expect(s.get('key-2')).toEqual({ verdict: 'false-positive', justification: 'Review verdict false-positive: different units' });
    expect(dismissingKeys(doc.verdicts).has('key-1')).toBe(false);
    await expect(loadVerdicts(write({ schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'x' }] }, 'bad.json'))).rejects.toThrow(
      /\/verdicts\/0\/verdict/
    );
  });
});

describe('bounded review output', () => {
  const N = 300;
  const big = envelope(
    Array.from({ length: N }, (_, i) =>
      candidate(`c${i}`, loc(`src/module-${i}/left.ts`, `leftFunction${i}`, 10 + i), loc(`src/module-${i}/right.ts`, `rightFunction${i}`, 20 + i), `key-${i}`)
    )
  );
  const note = (i: number): string => `reviewed in sprint ${i}: the two copies differ on purpose`;
  const doc: VerdictDocument = {
    schema_version: '1',
    verdicts: [
      ...Array.from({ length: N }, (_, i) => ({ review_key: `key-${i}`, verdict: 'intentional' as const, note: note(i) })),
      ...Array.from({ length: 40 }, (_, i) => ({ review_key: `stale-${i}`, verdict: 'duplicate' as const }))
    ]
  };
  let resultPath: string;
  let verdictsPath: string;
  beforeAll(() => {
    resultPath = write(big, 'result.json');
    verdictsPath = write(doc, 'verdicts.json');
  });

  async function page(extra: Partial<Parameters<typeof runReview>[0]> = {}): Promise<{ doc: ReviewOutput; text: string }> {
    const r = await runReview({ resultPath, verdictsPath, json: true, ...extra });
    if (r.exitCode !== 0) throw new Error(r.output);
    return { doc: JSON.parse(r.output) as ReviewOutput, text: r.output };
  }

  it('keeps the default 16 KiB ceiling with exact output.bytes, the full summary, and counts what did not fit', async () => {
    const { doc: d, text } = await page();
    expect(d.output.bytes).toBe(Buffer.byteLength(text));
    expect(d.output.bytes).toBeLessThanOrEqual(16 * 1024);
    expect(d.output.ceiling_bytes).toBe(16 * 1024);
    expect(d.summary).toEqual({ candidates: N, reviewed: N, unreviewed: 0, dismissed: N, verdicts: N + 40, not_bound: 40 });
    const shown = d.candidates.length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    expect(d.pagination.candidates).toEqual({ total: N, shown, next_offset: shown });
    expect(d.output.omitted).toContainEqual(expect.objectContaining({ unit: '/candidates', count: 20 - shown, reason: 'output_budget' }));
    expect(d.output.follow_up).toContainEqual(expect.stringMatching(/--output NEW_FILE$/));
    expect(d.output.follow_up).toContainEqual(expect.stringMatching(/--offset \d+$/));
    // Rows are whole: every shown row carries its verdict and note.
    for (const c of d.candidates) expect(c).toMatchObject({ verdict: { verdict: 'intentional', note: expect.stringMatching(/differ on purpose$/) } });
  });

  it('pages through every row with next_offset under a small ceiling', async () => {
    const seen: string[] = [];
    const stale: string[] = [];
    let offset: number | null = 0;
    for (let guard = 0; offset !== null && guard < 200; guard++) {
      const { doc: d, text } = await page({ offset, limit: 100, maxBytes: 6000 });
      expect(d.output.bytes).toBe(Buffer.byteLength(text));
      expect(d.output.bytes).toBeLessThanOrEqual(6000);
      const c = d.pagination.candidates;
      const nb = d.pagination.not_bound;
      expect(c.shown + nb.shown).toBeGreaterThan(0);
      // Each list resumes at its own next_offset; the shared --offset follows the list that is behind.
      d.candidates.slice(seen.length - offset).forEach((x) => seen.push((x as { candidate_id: string }).candidate_id));
      d.not_bound.slice(stale.length - offset).forEach((x) => stale.push((x as { review_key: string }).review_key));
      const nexts = [c.next_offset, nb.next_offset].filter((n): n is number => n !== null);
      offset = nexts.length > 0 ? Math.min(...nexts) : null;
    }
    expect(seen).toEqual(Array.from({ length: N }, (_, i) => `c${i}`));
    expect(stale).toEqual(Array.from({ length: 40 }, (_, i) => `stale-${i}`));
  });

  it('leaves a row too large for any page as a placeholder in its position, so paging moves past it', async () => {
    const huge: VerdictDocument = { schema_version: '1', verdicts: [{ review_key: 'key-1', verdict: 'duplicate', note: 'x'.repeat(40_000) }] };
    const r = await runReview({ resultPath, verdictsPath: write(huge, 'huge.json'), json: true, limit: 3 });
    const d = JSON.parse(r.output) as ReviewOutput;
    expect(d.output.bytes).toBeLessThanOrEqual(16 * 1024);
    expect(d.candidates[0]).toMatchObject({ candidate_id: 'c0' });
    expect(d.candidates[1]).toEqual({ omitted: true, reason: 'output_budget', bytes: expect.any(Number) });
    expect((d.candidates[1] as { bytes: number }).bytes).toBeGreaterThan(40_000);
    expect(d.candidates[2]).toMatchObject({ candidate_id: 'c2' });
    expect(d.output.omitted).toContainEqual({ unit: '/candidates/1', bytes: (d.candidates[1] as { bytes: number }).bytes, reason: 'output_budget' });
    expect(d.pagination.candidates.next_offset).toBe(3);
    expect(r.output).not.toContain('xxxxxxxxxx');
  });

  it('shows humans the same bounded selection, and refuses a ceiling below the summary', async () => {
    const r = await runReview({ resultPath, verdictsPath });
    expect(r.exitCode).toBe(0);
    expect(Buffer.byteLength(r.output)).toBeLessThanOrEqual(16 * 1024);
    expect(r.output).toContain(`Reviewed ${N} of ${N} candidates (${N} dismissed); 40 of ${N + 40} verdicts not bound.`);
    expect(r.output).toMatch(/More candidates: \d+ after this page \(--offset \d+\)\./);
    expect(r.output).toContain('next: similar-code review --result');
    const small = await runReview({ resultPath, verdictsPath, json: true, maxBytes: 1024 });
    expect(small.exitCode).toBe(2);
    expect(small.output).toMatch(/review summary needs \d+ bytes, more than --max-bytes 1024/);
    expect((await runReview({ resultPath, verdictsPath, limit: 0 })).output).toMatch(/--limit must be between 1 and 100/);
  });

  it('exports the complete join to a new file only, never through a symlink', async () => {
    const out = makeTempDir();
    const target = join(out, 'review.json');
    const r = await runReview({ resultPath, verdictsPath, json: true, outputPath: target });
    expect(r.exitCode).toBe(0);
    const receipt = JSON.parse(r.output) as { export_receipt: { path: string; bytes: number; complete: boolean }; output: { bytes: number } };
    expect(receipt.export_receipt).toMatchObject({ path: target, complete: true });
    expect(receipt.output.bytes).toBe(Buffer.byteLength(r.output));
    const text = readFileSync(target, 'utf8');
    const full = JSON.parse(text) as ReviewOutput;
    expect(receipt.export_receipt.bytes).toBe(Buffer.byteLength(text));
    expect(full.candidates).toHaveLength(N);
    expect(full.not_bound).toHaveLength(40);
    expect(full.output).toEqual({ ceiling_bytes: null, bytes: Buffer.byteLength(text), omitted: [], follow_up: [] });
    expect(full.pagination.candidates).toEqual({ total: N, shown: N, next_offset: null });

    const again = await runReview({ resultPath, verdictsPath, outputPath: target });
    expect(again.exitCode).toBe(2);
    expect(again.output).toMatch(/refusing to overwrite .*existing file/);
    expect(readFileSync(target, 'utf8')).toBe(text);
    const secret = join(out, 'secret.txt');
    writeFileSync(secret, 'keep');
    symlinkSync(secret, join(out, 'link.json'));
    const viaLink = await runReview({ resultPath, verdictsPath, outputPath: join(out, 'link.json') });
    expect(viaLink.exitCode).toBe(2);
    expect(viaLink.output).toMatch(/symbolic link/);
    expect(readFileSync(secret, 'utf8')).toBe('keep');
    expect(readdirSync(out).sort()).toEqual(['link.json', 'review.json', 'secret.txt']);
  });
});

describe('review CLI flags', () => {
  it('passes --output, --offset, --limit and --max-bytes through to runReview', async () => {
    const resultPath = write(ENV, 'r.json');
    const verdictsPath = write(VERDICTS, 'v.json');
    const codes: number[] = [];
    const run = async (...args: string[]): Promise<void> => {
      const program = new Command().exitOverride();
      registerReview(program, (c) => codes.push(c));
      await program.parseAsync(['review', '--result', resultPath, '--verdicts', verdictsPath, ...args], { from: 'user' });
    };
    const target = join(makeTempDir(), 'all.json');
    await run('--json', '--offset', '1', '--limit', '1', '--max-bytes', '20000', '--output', target);
    expect(codes).toEqual([0]);
    expect((JSON.parse(readFileSync(target, 'utf8')) as ReviewOutput).candidates).toHaveLength(3);
    await run('--output', target);
    await run('--limit', '101');
    await run('--max-bytes', '1023');
    expect(codes).toEqual([0, 2, 2, 2]);
  });
});
