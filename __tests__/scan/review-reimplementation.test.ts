/**
 * A PR that adds a function re-implementing an existing one, end to end: real
 * git repositories, the real extractor and companion with the embedded model.
 * The finding asks the reviewer to reuse the existing function, so it is
 * shown only when that function can be reused where it stands: a top-level
 * function (exported or not), not a closure inside another function.
 */
import { runScan } from '../../src/scan/run.js';
import { toMarkdown } from '../../src/report/markdown.js';
import { validate } from '../../src/contracts/validate.js';
import { cleanup, commit, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, MORE_UNRELATED, UNRELATED } from './corpus.js';

afterAll(cleanup);

/**
 * formatBytes written again by someone who did not look, in the domain's words (cosine about 0.65:
 * under the clone threshold, well above the floor; it shares 0.35 of its words with formatBytes).
 */
const REWRITE = `export function formatFileSize(bytes: number, decimals = 2): string {
  if (!bytes) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const scaled = bytes / 1024 ** exponent;
  return Number(scaled.toFixed(Math.max(0, decimals))) + ' ' + units[exponent];
}
`;

/** The same rewrite with every name its own: it shares 0.23 of its words with formatBytes. */
const OWN_NAMES = REWRITE.replace('formatFileSize', 'describeFileSize').replace(/bytes/g, 'size').replace(/decimals/g, 'precision');

/** The same module with formatBytes a closure inside an exported caller. */
const CLOSURE = `export function attachmentLabel(file: { name: string; size: number }): string {
${FORMAT_BYTES.replace('export function formatBytes', 'function formatBytes').split('\n').map((l) => (l ? `  ${l}` : l)).join('\n')}
  return file.name + ' (' + formatBytes(file.size) + ')';
}
`;

/** The same module with formatBytes module-local: one export away from reuse. */
const LOCAL = `${FORMAT_BYTES.replace('export function formatBytes', 'function formatBytes')}
export function attachmentLabel(file: { name: string; size: number }): string {
  return file.name + ' (' + formatBytes(file.size) + ')';
}
`;

const review = async (formatModule: string, rewrite = REWRITE) => {
  const repo = makeRepo({ 'src/lib/format.ts': formatModule, 'src/lib/events.ts': UNRELATED, 'src/lib/misc.js': MORE_UNRELATED, 'src/app/upload.ts': 'export const maxUpload = 10;\n' });
  commit(repo, { 'src/app/upload.ts': `export const maxUpload = 10;\n\n${rewrite}` }, 'show the upload size');
  const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
  expect(validate('envelope', envelope)).toEqual({ ok: true });
  return envelope;
};

describe('PR review: re-implementations', () => {
  it('shows the exported helper the new function re-implements', async () => {
    const envelope = await review(FORMAT_BYTES);
    const found = envelope.candidates.filter((c) => c.finding?.kind === 're-implementation');
    expect(found.map((c) => [c.left.name, c.right.name].sort())).toEqual([['formatBytes', 'formatFileSize']]);
    // a re-implementation, not a copy: under the clone threshold, over the rule's floor
    expect(found[0]!.similarity).toBeGreaterThan(envelope.generation.threshold);
    expect(found[0]!.similarity).toBeLessThan(0.735);
    const md = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 });
    expect(md).toMatch(/`formatFileSize` `src\/app\/upload\.ts:3` \| possible re-implementation: added by this PR; stands [0-9.]+ points above its next match \| `formatBytes` `src\/lib\/format\.ts:1`/);
  });

  it('does not show a rewrite that shares too few of its words: the price of keeping look-alikes of one shape out', async () => {
    // 'Bytes' stays in its literal: the rewrite keeps its own names for everything it declares
    const envelope = await review(FORMAT_BYTES, OWN_NAMES);
    expect(envelope.candidates.filter((c) => c.finding?.kind === 're-implementation')).toEqual([]);
  });

  it("does not offer a function its module keeps private under the recorded rule: reusing it changes that module's interface", async () => {
    const envelope = await review(LOCAL);
    expect(envelope.candidates.filter((c) => c.finding?.kind === 're-implementation')).toEqual([]);
    // the same pair is offered once its module exports the function (the test above)
  });

  it('does not show a closure inside another function: there is nothing to reuse without a refactoring', async () => {
    const envelope = await review(CLOSURE);
    expect(envelope.candidates.filter((c) => c.finding?.kind === 're-implementation')).toEqual([]);
  });
});
