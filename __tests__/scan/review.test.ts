/**
 * A PR review end to end: real git repositories, the real extractor and the
 * real companion with the embedded model. A modified function whose
 * untouched twin keeps a line the PR removed is drift; twins edited the same
 * way are one collapsed line; the markdown and SARIF lead with the changed side.
 */
import { runScan } from '../../src/scan/run.js';
import { toMarkdown } from '../../src/report/markdown.js';
import { toSarif } from '../../src/report/sarif.js';
import { validate } from '../../src/contracts/validate.js';
import type { DecisionRule } from '../../src/contracts/pipeline.js';
import { decide, type DecisionInput } from '../../src/findings/decide.js';
import { cleanup, commit, makeRepo } from '../helpers/git-repo.js';
import { scanOptions, stableJson } from '../helpers/scan.js';

afterAll(cleanup);

const twin = (name: string): string => `export function ${name}(user: { name: string; email: string; role: string }): string {
  const cells = [user.name, user.email, user.role];
  const ampersands = cells.map((c) => c.replace(/&/g, '&amp;'));
  const lessThan = ampersands.map((c) => c.replace(/</g, '&lt;'));
  const greaterThan = lessThan.map((c) => c.replace(/>/g, '&gt;'));
  const quoted = greaterThan.map((c) => c.replace(/"/g, '&quot;'));
  console.log('rendering', user.name, quoted.length);
  return \`<tr>\${quoted.map((c) => \`<td>\${c}</td>\`).join('')}</tr>\`;
}
`;

/** The PR's change: the hand-written escaping (four lines) replaced by a helper call. */
const useHelper = (source: string): string =>
  source.replace(/  const ampersands[\s\S]*?const quoted = greaterThan[^\n]*\n/, '  const quoted = cells.map(escapeHtml);\n');

/**
 * The decision input the review of a PR adding `added` on top of `existing` saw (the real scan and
 * companion); `warm`: the second review with one cache directory, whose functions come from the
 * extraction cache without their text, as in a CI run after the first.
 */
async function reviewInput(existing: Record<string, string>, added: Record<string, string>, warm = false): Promise<{ input: DecisionInput; rowOf(name: string): number }> {
  const repo = makeRepo(existing);
  commit(repo, added, 'add helpers');
  let seen: DecisionInput | null = null;
  const options = scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true }, onReview: (input) => (seen = input) });
  if (warm) await runScan(options);
  await runScan(options);
  const input = seen! as DecisionInput;
  return { input, rowOf: (name) => input.functions.findIndex((f) => f.location.name === name) };
}

/** The re-implementations a permissive rule with `terms` shows, as `new -> existing`. */
function reimplementationsShown(input: DecisionInput, terms: Partial<DecisionRule>): string[] {
  const rule: DecisionRule = { ...input.rule, reimplementation_floor: 0.2, reimplementation_margin: 0, reimplementation_reverse_margin: -2, reimplementation_shared_words: 0, ...terms };
  return decide({ ...input, rule })
    .pairs.filter((p) => p.kind === 're-implementation')
    .map((p) => `${input.functions[p.changed]!.location.name} -> ${input.functions[p.other]!.location.name}`)
    .sort();
}

describe('PR review', () => {
  it('reports the untouched twin of a modified function as drift, changed side first', async () => {
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow') });
    commit(repo, { 'src/a/users.ts': useHelper(twin('renderUserRow')) }, 'escape with the helper');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.candidates).toHaveLength(1);
    const c = envelope.candidates[0]!;
    expect(c.finding).toMatchObject({ kind: 'drift', change: 'modified', drift: { copy_lines: [3, 4, 5, 6], lines_removed: 4 } });
    const changed = c.finding!.changed === 'left' ? c.left : c.right;
    expect(changed.name).toBe('renderUserRow');
    const md = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 });
    expect(md).toMatch(/\| 1 \| `renderUserRow` `src\/a\/users\.ts:1` \| drift: copy not updated: .*still holds 4 lines this change removed \(L3, L4, L5, L6\); it lacks 1 line this change added \| `renderAdminRow`/);
    // with links, the copy's lines link to the copy at the head commit
    const linked = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536, repository: 'o/r', ref: 'abc' });
    expect(linked).toContain('this change removed ([L3](https://github.com/o/r/blob/abc/src/b/admins.ts#L3), [L4](https://github.com/o/r/blob/abc/src/b/admins.ts#L4)');
    const sarif = toSarif(envelope, { toolVersion: 'test', category: 'similar-code/pr/' });
    const result = sarif.runs[0]!.results![0]!;
    expect(result.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe('src/a/users.ts');
    expect(result.message.text).toMatch(/^Drift: copy not updated: `renderUserRow`/);
    expect(result.properties).toMatchObject({ finding_kind: 'drift', change: 'modified' });
    // same inputs, same bytes
    const again = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(stableJson(again.envelope)).toBe(stableJson(envelope));
  });

  it('collapses twins the PR edited the same way into one line, with no rows and no alerts', async () => {
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow') });
    commit(repo, { 'src/a/users.ts': useHelper(twin('renderUserRow')), 'src/b/admins.ts': useHelper(twin('renderAdminRow')) }, 'both escape with the helper');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(envelope.candidates.map((c) => c.finding?.kind)).toEqual(['co-changed']);
    const md = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 });
    expect(md).toContain('No findings for the changed functions');
    expect(md).toContain('This edit was applied to 2 similar functions together (`renderUserRow`, `renderAdminRow`)');
    expect(md).not.toContain('| 1 |');
    expect(toSarif(envelope, { toolVersion: 'test', category: 'similar-code/pr/' }).runs[0]!.results).toEqual([]);
  });

  it('shows the copy left out of an edit made to two of its near-copies as one row, with one alert per changed function', async () => {
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow'), 'src/c/guests.ts': twin('renderGuestRow') });
    commit(repo, { 'src/a/users.ts': useHelper(twin('renderUserRow')), 'src/b/admins.ts': useHelper(twin('renderAdminRow')) }, 'escape with the helper, twice');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    const drift = envelope.candidates.filter((c) => c.finding?.kind === 'drift');
    expect(drift).toHaveLength(2);
    const md = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 });
    expect(md).toContain('**1 changed function with findings** (1 drift: copy not updated; unverified)');
    expect(md).toMatch(/\| 1 \| `render(User|Admin)Row` [^|]*\| drift: copy not updated: [^|]*; the PR also changed 1 more near-copy of it \(`render(Admin|User)Row`\), not this one \| `renderGuestRow`/);
    expect(md).not.toContain('| 2 |');
    // SARIF keeps each changed function's alert: code scanning shows it where each one changed
    const results = toSarif(envelope, { toolVersion: 'test', category: 'similar-code/pr/' }).runs[0]!.results!;
    expect(results.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri).sort()).toEqual(['src/a/users.ts', 'src/b/admins.ts']);
  });

  it('shows a file that copies two functions of another file as one row, with one alert per copied function', async () => {
    const durations = `export function parseDuration(text: string): number {
  const match = /^(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) throw new Error(\`not a duration: \${text}\`);
  const amount = Number(match[1]);
  switch (match[2]) {
    case 'ms':
      return amount;
    case 's':
      return amount * 1000;
    case 'm':
      return amount * 60_000;
    case 'h':
      return amount * 3_600_000;
    default:
      return amount * 86_400_000;
  }
}
`;
    const repo = makeRepo({ 'src/app1/format.ts': twin('renderUserRow') + durations, 'src/lib/other.ts': 'export const x = 1;\n' });
    commit(repo, { 'src/app2/format.ts': twin('renderMemberRow') + durations.replace('parseDuration', 'toMilliseconds') }, 'a second app with the same helpers');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    const copies = envelope.candidates.filter((c) => c.finding?.kind === 'copy');
    expect(copies).toHaveLength(2);
    const md = toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 });
    expect(md).toContain('**1 changed function with findings** (1 near-copy; unverified)');
    expect(md).toMatch(/\| 1 \| `(renderMemberRow|toMilliseconds)` `src\/app2\/format\.ts:\d+` \| near-copy: added by this PR; 1 more new function of this file copies that file too \((`toMilliseconds` of `parseDuration`|`renderMemberRow` of `renderUserRow`)\) \| `(renderUserRow|parseDuration)` `src\/app1\/format\.ts:\d+`/);
    expect(md).not.toContain('| 2 |');
    // code scanning still shows an alert on each copied function
    const results = toSarif(envelope, { toolVersion: 'test', category: 'similar-code/pr/' }).runs[0]!.results!;
    expect(results).toHaveLength(2);
  });

  it('shows nothing for a change to comments only', async () => {
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow') });
    commit(repo, { 'src/a/users.ts': twin('renderUserRow').replace('  const cells', '  // the visible columns\n  const cells') }, 'comment');
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(envelope.candidates).toEqual([]);
    expect(envelope.completion.status).toBe('complete');
  });

  it('lists the pairs of explicit files as pairs: files without a base are not a change', async () => {
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow') });
    const { envelope } = await runScan(scanOptions(repo.dir, { scope: { kind: 'files', files: ['src/a/users.ts', 'src/b/admins.ts'] } }));
    expect(envelope.candidates).toHaveLength(1);
    expect(envelope.candidates[0]!.finding).toBeUndefined();
    expect(toMarkdown(envelope, { maxRows: 10, maxChars: 65_536 })).toContain('| 1 | `renderUserRow` `src/a/users.ts:1` | `renderAdminRow` `src/b/admins.ts:1` |');
  });

  it('counts as drift evidence only removed lines that few files of the repository hold', async () => {
    // the logging line is in four more files; the escaping lines only in the two twins
    const logger = (name: string): string => `export function ${name}(user: { name: string }, quoted: string[]): void {
  console.log('rendering', user.name, quoted.length);
  const started = Date.now();
  void started;
}
`;
    const others = Object.fromEntries(['c', 'd', 'e', 'f'].map((d) => [`src/${d}/log.ts`, logger(`log${d.toUpperCase()}`)]));
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow'), 'src/b/admins.ts': twin('renderAdminRow'), ...others });
    const dropLog = (source: string): string => source.replace("  console.log('rendering', user.name, quoted.length);\n", '');
    commit(repo, { 'src/a/users.ts': useHelper(dropLog(twin('renderUserRow'))) }, 'escape with the helper, stop logging');
    let seen: DecisionInput | null = null;
    await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true }, onReview: (input) => (seen = input) }));
    const input = seen! as DecisionInput;
    // the real files are read: the logging line is held by the copy and the four loggers
    expect([...input.lineHolders(["console.log('rendering', user.name, quoted.length);", 'const ampersands = cells.map((c) => c.replace(/&/g, \'&amp;\'));'])]).toEqual([
      ["console.log('rendering', user.name, quoted.length);", 5],
      ["const ampersands = cells.map((c) => c.replace(/&/g, '&amp;'));", 1]
    ]);
    const drift = (rule: Partial<DecisionInput['rule']>) =>
      decide({ ...input, rule: { ...input.rule, drift_min_lines: 1, ...rule } }).pairs.filter((p) => p.kind === 'drift').map((p) => p.drift!.copy_lines);
    // every held line counts: the copy's four escaping lines and its logging line
    expect(drift({ drift_rare_files: 0 })).toEqual([[3, 4, 5, 6, 7]]);
    // rare ones only: the logging line is what five files hold
    expect(drift({ drift_rare_files: 2 })).toEqual([[3, 4, 5, 6]]);
    expect(drift({ drift_rare_files: 2, drift_min_lines: 5 })).toEqual([]);
  });

  it("reads from the real module whether the existing function is exported, and asks a private one for the private margin", async () => {
    const helpers = `export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let i = 0;
  while (n >= 1024 && i < units.length - 1) { n /= 1024; i++; }
  return \`\${n.toFixed(1)} \${units[i]}\`;
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function titleOf(post: { title: string; draft: boolean }): string {
  const slug = slugify(post.title);
  if (post.draft) return \`draft-\${slug}\`;
  if (slug.length === 0) return 'untitled';
  return slug;
}
`;
    const { input, rowOf } = await reviewInput(
      { 'src/lib/format.ts': helpers },
      {
        'src/pages/post.ts': `export function humanSize(bytes: number): string {
  const names = ['B', 'KB', 'MB', 'GB'];
  let k = 0;
  while (bytes >= 1024 && k < names.length - 1) { bytes = bytes / 1024; k += 1; }
  return bytes.toFixed(1) + ' ' + names[k];
}

export function toSlug(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return words.join('-');
}
`
      }
    );
    expect(['formatBytes', 'slugify', 'titleOf'].map((n) => [n, input.exported(rowOf(n))])).toEqual([
      ['formatBytes', true],
      ['slugify', false],
      ['titleOf', true]
    ]);
    const shown = (privateMargin: number): string[] => reimplementationsShown(input, { reimplementation_floor: 0.3, reimplementation_private_margin: privateMargin });
    expect(shown(0)).toEqual(['humanSize -> formatBytes', 'toSlug -> slugify']);
    expect(shown(3)).toEqual(['humanSize -> formatBytes']);
  });
  it('asks a possible re-implementation to share the words it is written in, read from the real extraction, also from a warm cache', async () => {
    const existing = `export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let i = 0;
  while (bytes >= 1024 && i < units.length - 1) { bytes /= 1024; i++; }
  return \`\${bytes.toFixed(1)} \${units[i]}\`;
}

export function statusLabel(status: 'pending' | 'active' | 'closed'): string {
  switch (status) {
    case 'pending':
      return 'Waiting for review';
    case 'active':
      return 'In progress';
    default:
      return 'Closed';
  }
}
`;
    const { input, rowOf } = await reviewInput(
      { 'src/lib/format.ts': existing },
      {
        'src/pages/files.ts': `export function humanFileSize(bytes: number): string {
  const sizes = ['B', 'KB', 'MB', 'GB'];
  let unit = 0;
  while (bytes >= 1024 && unit < sizes.length - 1) { bytes = bytes / 1024; unit += 1; }
  return bytes.toFixed(1) + ' ' + sizes[unit];
}

export function shadeOf(colour: 'red' | 'green' | 'blue'): number[] {
  switch (colour) {
    case 'red':
      return [255, 0, 0];
    case 'green':
      return [0, 255, 0];
    default:
      return [0, 0, 255];
  }
}
`
      },
      true
    );
    expect([...input.words(rowOf('humanFileSize'))]).toEqual(expect.arrayContaining(['human', 'file', 'size', 'bytes', 'sizes', 'unit']));
    const shown = (words: number): string[] => reimplementationsShown(input, { reimplementation_shared_words: words });
    expect(shown(0)).toEqual(['humanFileSize -> formatBytes', 'shadeOf -> statusLabel']);
    expect(shown(0.25)).toEqual(['humanFileSize -> formatBytes']);
  });

  it('offers no re-implementation of a helper the new function calls: it already reuses it (calls read from a warm cache too)', async () => {
    const { input, rowOf } = await reviewInput(
      {
        'src/lib/format.ts': `export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let i = 0;
  while (bytes >= 1024 && i < units.length - 1) { bytes /= 1024; i++; }
  return \`\${bytes.toFixed(1)} \${units[i]}\`;
}
`
      },
      {
        'src/pages/files.ts': `import { formatBytes } from '../lib/format';

export function fileSizeLabel(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  if (bytes < 1024) return \`\${bytes} \${units[0]}\`;
  let i = 0;
  while (bytes >= 1024 && i < units.length - 1) { bytes /= 1024; i++; }
  return formatBytes(bytes * 1024 ** i);
}
`
      },
      true
    );
    expect(input.calls(rowOf('fileSizeLabel'))).toContain('formatBytes');
    expect(reimplementationsShown(input, {})).toEqual([]);
    // the same pair, its calls unread, would be offered
    expect(reimplementationsShown({ ...input, calls: () => new Set() }, {})).toEqual(['fileSizeLabel -> formatBytes']);
  });

  it('takes a function the PR renamed or moved for what it was, not for a new function copying its twin', async () => {
    // at the base: two twins, one of them beside a caller in users.ts
    const caller = `export function listUsers(users: Array<{ name: string; email: string; role: string }>): string {
  const rows = users.map((u) => renderUserRow(u));
  return rows.join('');
}
`;
    const repo = makeRepo({ 'src/a/users.ts': twin('renderUserRow') + caller, 'src/b/admins.ts': twin('renderAdminRow'), 'src/c/old.ts': twin('renderOldRow') });
    // renamed (its names renamed along) in its file; the other moved into another file, its old file deleted
    const renamed = twin('renderMemberRow').replace(/user/g, 'member').replace('renderUserRow', 'renderMemberRow');
    commit(
      repo,
      { 'src/a/users.ts': renamed + caller.replace('renderUserRow(u)', 'renderMemberRow(u)'), 'src/c/old.ts': null, 'src/b/admins.ts': twin('renderAdminRow') + twin('renderOldRow') },
      'rename one row renderer, move another'
    );
    const versions: Array<[string, string]> = [];
    const { envelope } = await runScan(
      scanOptions(repo.dir, {
        scope: { kind: 'git', base: 'HEAD~1', hunks: true },
        onReview: (input) => input.changed.forEach((c) => versions.push([input.functions[c.row]!.location.name, c.change]))
      })
    );
    expect(versions.sort()).toEqual(expect.arrayContaining([['renderMemberRow', 'modified'], ['renderOldRow', 'cosmetic']]));
    expect(envelope.candidates.filter((c) => c.finding?.kind === 'copy' || c.finding?.kind === 're-implementation')).toEqual([]);
    // a new function of the same shape that replaces nothing is still a copy
    commit(repo, { 'src/e/guests.ts': twin('renderGuestRow') }, 'a new row renderer');
    const next = await runScan(scanOptions(repo.dir, { scope: { kind: 'git', base: 'HEAD~1', hunks: true } }));
    expect(next.envelope.candidates.filter((c) => c.finding?.kind === 'copy').length).toBeGreaterThan(0);
  });
});

