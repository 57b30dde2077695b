/** Matching a file's head functions to their base versions, one to one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedFunction } from '../../src/contracts/pipeline.js';
import { createExtractor } from '../../src/extraction/extractor.js';
import { functionShape, loadBaseVersions, matchVersions } from '../../src/scan/review-base.js';
import { cleanup, commit, git, makeRepo } from '../helpers/git-repo.js';

const fn = (name: string, line: number, text: string): ExtractedFunction => ({
  location: { path: 'a.ts', name, start_line: line, start_column: 1, end_line: line + 5, end_column: 1, source_sha256: text },
  normalized: text,
  normalized_sha256: text,
  lines: 6
});

describe('matchVersions', () => {
  it('lets an unchanged function keep its base version, so a second function of the same name is new', () => {
    const v1 = fn('migrate', 10, 'v1');
    const headV1 = fn('migrate', 10, 'v1');
    const headV2 = fn('migrate', 3, 'v2');
    const m = matchVersions([headV2, headV1], [v1]);
    expect(m.get(headV1)).toBe(v1);
    expect(m.has(headV2)).toBe(false);
  });

  it('matches a modified function by name, the nearest by line when the name repeats', () => {
    const a = fn('render', 1, 'a');
    const b = fn('render', 40, 'b');
    const headB = fn('render', 42, 'b2');
    expect(matchVersions([headB], [a, b]).get(headB)).toBe(b);
  });

  it('matches a renamed function by its text', () => {
    const old = fn('fetchText', 5, 'body');
    const renamed = fn('webextFetch', 5, 'body');
    expect(matchVersions([renamed], [old]).get(renamed)).toBe(old);
  });

  it('matches a function renamed along with its names by its shape, when asked', () => {
    const old = fn('updateExplorerInList', 5, 'explorer body');
    const renamed = fn('updateExplorationInList', 5, 'exploration body');
    const other = fn('removeExplorer', 20, 'other body');
    const shapes = new Map([[old, 'S'], [renamed, 'S'], [other, 'T']]);
    expect(matchVersions([renamed], [other, old]).has(renamed)).toBe(false);
    expect(matchVersions([renamed], [other, old], (f) => shapes.get(f)!).get(renamed)).toBe(old);
  });
});

describe('functionShape', () => {
  const before = ['export function updateExplorerInList(list: Explorer[], explorer: Explorer) {', '  // replace in place', "  const i = list.findIndex((e) => e.id === explorer.id);", "  if (i >= 0) list.splice(i, 1, explorer);", "  return 'explorer';", '}'];
  it('ignores names, literals, comments and layout', () => {
    const after = ['export function updateExplorationInList(list: Exploration[], exploration: Exploration) {', '  const i = list.findIndex((x) =>', '    x.id === exploration.id);', '  if (i >= 0) list.splice(i, 2, exploration);', '  return "exploration";', '}'];
    expect(functionShape(after)).toBe(functionShape(before));
  });
  it('tells another structure apart', () => {
    const changed = [...before.slice(0, 3), '  if (i >= 0) list[i] = explorer;', ...before.slice(4)];
    expect(functionShape(changed)).not.toBe(functionShape(before));
  });
});


describe('loadBaseVersions', () => {
  afterAll(cleanup);
  const row = (name: string): string => `export function ${name}(items: string[]): string {
  const trimmed = items.map((s) => s.trim());
  const kept = trimmed.filter((s) => s.length > 0);
  return kept.join(', ');
}
`;

  it('finds a function moved out of a deleted file, and reads such files only until the deadline', async () => {
    const repo = makeRepo({ 'src/old.ts': row('joinItems'), 'src/new.ts': 'export const x = 1;\n' });
    const base = git(repo, 'rev-parse', 'HEAD');
    commit(repo, { 'src/old.ts': null, 'src/new.ts': `export const x = 1;\n${row('joinItems')}` }, 'move joinItems');
    const text = readFileSync(join(repo.dir, 'src/new.ts'), 'utf8');
    const functions = (await createExtractor()).extract({ path: 'src/new.ts', language: 'typescript', text }, { minLines: 3, maxFunctionBytes: 100_000 }).functions;
    const rows = [functions.findIndex((f) => f.location.name === 'joinItems')];
    const revision = { commit: base, paths: { 'src/new.ts': 'src/new.ts' }, deleted: ['src/old.ts'] };
    const options = { minLines: 3, maxFunctionBytes: 100_000 };
    expect(await loadBaseVersions(repo.dir, revision, functions, rows, options)).toMatchObject({ versions: [{ change: 'cosmetic' }], unread: 0 });
    // past the deadline the deleted file is not read: the moved function is reviewed as new, and the caller is told
    expect(await loadBaseVersions(repo.dir, revision, functions, rows, options, Date.now() - 1)).toMatchObject({ versions: [{ change: 'added' }], unread: 1 });
  });
});
