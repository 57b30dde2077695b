/**
 * PR scope from the event payload: the changed files and their changed
 * lines, from git when the base commit is (or can cheaply be made) present,
 * otherwise from the pull-request files API (paginated). Deleted files are
 * out of scope; renamed files are in scope under their new path.
 */
import { execFile } from 'node:child_process';
import type { HunkMap, ScopeRequest } from '../contracts/pipeline.js';
import type { GitHubClient } from './github.js';
import type { ActionLogger } from './logger.js';

export interface PullRequestInfo {
  number: number;
  baseSha: string;
  headSha: string;
  /** owner/name of the repository the PR targets. */
  baseRepo: string;
  /** owner/name of the repository the head branch lives in (null: deleted fork). */
  headRepo: string | null;
  /** Head repository differs from base: the token is read-only on `pull_request`. */
  isFork: boolean;
  changedFiles: number | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v !== null && typeof v === 'object' ? (v as Json) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Read the PR from a pull_request / pull_request_target payload; null when absent. */
export function pullRequestFromPayload(payload: unknown): PullRequestInfo | null {
  const pr = obj(obj(payload)?.pull_request);
  if (!pr) return null;
  const number = typeof pr.number === 'number' ? pr.number : null;
  const base = obj(pr.base);
  const head = obj(pr.head);
  const baseSha = str(base?.sha);
  const headSha = str(head?.sha);
  const baseRepo = str(obj(base?.repo)?.full_name) ?? str(obj(obj(payload)?.repository)?.full_name);
  if (number === null || !baseSha || !headSha || !baseRepo) return null;
  const headRepo = str(obj(head?.repo)?.full_name);
  return {
    number,
    baseSha,
    headSha,
    baseRepo,
    headRepo,
    isFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    changedFiles: typeof pr.changed_files === 'number' ? pr.changed_files : null
  };
}

/**
 * Added lines on the new side of a unified diff `patch` (as the files API
 * returns it), as merged one-based inclusive ranges.
 */
export function parsePatchHunks(patch: string): Array<[number, number]> {
  const lines: number[] = [];
  let next = 0;
  let inHunk = false;
  for (const line of patch.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      next = Number(header[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    const tag = line[0];
    if (tag === '+') lines.push(next++);
    else if (tag === ' ' || line === '') next++;
    // '-' (removed) and '\' (no newline at end of file) do not advance the new side.
  }
  return toRanges(lines);
}

function toRanges(sorted: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (last && n <= last[1] + 1) last[1] = Math.max(last[1], n);
    else out.push([n, n]);
  }
  return out;
}

/** One entry of `GET /repos/{owner}/{repo}/pulls/{n}/files`. */
export interface PullRequestFile {
  filename: string;
  status: string;
  previous_filename?: string;
  patch?: string;
  changes?: number;
}

export interface FilesScope {
  files: string[];
  hunks: HunkMap;
  removed: string[];
  renamed: Array<{ from: string; to: string }>;
}

/**
 * Scope from the files API. A file without a `patch` (too large, binary) that
 * changed is in scope as a whole: it is listed in `files` but not in `hunks`.
 */
export function scopeFromFiles(entries: readonly PullRequestFile[]): FilesScope {
  const files = new Set<string>();
  const hunks: HunkMap = {};
  const removed: string[] = [];
  const renamed: Array<{ from: string; to: string }> = [];
  for (const f of entries) {
    if (f.status === 'removed') {
      removed.push(f.filename);
      continue;
    }
    if (f.status === 'unchanged') continue;
    if (f.status === 'renamed' && f.previous_filename) renamed.push({ from: f.previous_filename, to: f.filename });
    files.add(f.filename);
    if (typeof f.patch === 'string') hunks[f.filename] = parsePatchHunks(f.patch);
    else if (f.status === 'renamed' && f.changes === 0) hunks[f.filename] = [];
  }
  return { files: [...files].sort(), hunks, removed: removed.sort(), renamed };
}

/** Every changed file of the PR, all pages (the API stops at 3,000 files). */
export async function listPullRequestFiles(
  client: GitHubClient,
  repo: { owner: string; repo: string },
  pullNumber: number
): Promise<PullRequestFile[]> {
  const out: PullRequestFile[] = [];
  for (let page = 1; page <= 30; page++) {
    const batch = await client.request<PullRequestFile[]>('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      ...repo,
      pull_number: pullNumber,
      per_page: 100,
      page
    });
    out.push(...batch);
    if (batch.length < 100) break;
  }
  return out;
}

function git(cwd: string, args: string[], timeoutMs: number): Promise<boolean> {
  return new Promise((resolveOk) => {
    execFile('git', args, { cwd, timeout: timeoutMs, windowsHide: true }, (err) => resolveOk(!err));
  });
}

/**
 * True when `git merge-base <base> HEAD` works in `root`, fetching the base
 * commit shallowly first if it is missing.
 */
export async function ensureBaseCommit(root: string, baseSha: string, fetchTimeoutMs: number, log: ActionLogger): Promise<boolean> {
  const mergeBase = () => git(root, ['merge-base', baseSha, 'HEAD'], 30_000);
  if (await mergeBase()) return true;
  const present = await git(root, ['cat-file', '-e', `${baseSha}^{commit}`], 30_000);
  if (!present) {
    log.info(`Base commit ${baseSha.slice(0, 12)} is not in the checkout; fetching it (depth 1).`);
    if (!(await git(root, ['fetch', '--no-tags', '--depth=1', 'origin', baseSha], fetchTimeoutMs))) return false;
  }
  return mergeBase();
}

export interface PrScopeResult {
  scope: ScopeRequest;
  source: 'git' | 'api';
  removed: string[];
}

/** Git when the base commit is usable, else the files API; throws when neither works. */
export async function resolvePrScope(opts: {
  root: string;
  pr: PullRequestInfo;
  client: GitHubClient;
  fetchTimeoutMs: number;
  log: ActionLogger;
}): Promise<PrScopeResult> {
  const { root, pr, client, log } = opts;
  if (await ensureBaseCommit(root, pr.baseSha, opts.fetchTimeoutMs, log)) {
    return { scope: { kind: 'git', base: pr.baseSha, hunks: true }, source: 'git', removed: [] };
  }
  log.info('Base commit unavailable to git; reading the changed files from the pull-request files API.');
  const [owner = '', repo = ''] = pr.baseRepo.split('/');
  const entries = await listPullRequestFiles(client, { owner, repo }, pr.number);
  if (pr.changedFiles !== null && entries.length < pr.changedFiles) {
    log.warning(`The pull-request files API listed ${entries.length} of ${pr.changedFiles} changed files; the rest are not scanned.`);
  }
  const s = scopeFromFiles(entries);
  return { scope: { kind: 'files', files: s.files, hunks: s.hunks }, source: 'api', removed: s.removed };
}
