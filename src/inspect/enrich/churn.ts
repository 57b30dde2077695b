/** Churn: commits, authors and last change over each function's lines (`git log -L`). */
import type { Location } from '../../contracts/types.js';
import type { ChurnEvidence, ChurnSide } from '../types.js';
import { git } from '../git.js';

export const MAX_AUTHOR_NAMES = 5;
const MARK = '\u0001C\u0000';

async function churnOf(root: string, loc: Location): Promise<ChurnSide | { error: string }> {
  const r = await git(root, [
    'log',
    `-L${loc.start_line},${loc.end_line}:${loc.path}`,
    '--format=%x01C%x00%H%x00%aN%x00%aI',
    'HEAD'
  ]);
  if (!r.ok) return { error: `git log -L ${loc.start_line},${loc.end_line}:${loc.path} failed: ${r.error}` };
  const commits: Array<{ sha: string; author: string; date: string }> = [];
  for (const line of r.stdout.split('\n')) {
    if (!line.startsWith(MARK)) continue;
    const [sha = '', author = '', date = ''] = line.slice(MARK.length).split('\u0000');
    commits.push({ sha, author, date });
  }
  const byAuthor = new Map<string, number>();
  for (const c of commits) byAuthor.set(c.author, (byAuthor.get(c.author) ?? 0) + 1);
  const names = [...byAuthor].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([n]) => n);
  return {
    commits: commits.length,
    authors: byAuthor.size,
    author_names: names.slice(0, MAX_AUTHOR_NAMES),
    last_change: commits[0]?.date ?? null,
    last_commit: commits[0]?.sha ?? null
  };
}

export async function churn(root: string, left: Location, right: Location): Promise<ChurnEvidence | { error: string }> {
  const [l, r] = await Promise.all([churnOf(root, left), churnOf(root, right)]);
  if ('error' in l) return l;
  if ('error' in r) return r;
  return { method: 'git-log-L', left: l, right: r };
}
