/**
 * The one sticky PR comment: found again by a hidden marker and updated in
 * place, created only when none exists. Never throws: a token that may not
 * write (403/404 on a same-repository PR: missing `pull-requests: write`)
 * skips it with a warning that says how to fix it, any other API failure is
 * a warning too. Fork PRs never get here (main skips them with a notice).
 */
import { errorMessage } from '../util/errors.js';
import { GitHubApiError, type GitHubClient } from './github.js';
import type { ActionLogger } from './logger.js';

export type CommentOutcome =
  | { action: 'created' | 'updated' | 'unchanged'; id: number; url: string | null }
  | { action: 'skipped'; reason: string }
  | { action: 'failed'; reason: string };

interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
}

const MAX_PAGES = 50;

export async function findStickyComment(
  client: GitHubClient,
  target: { owner: string; repo: string; issueNumber: number },
  marker: string
): Promise<IssueComment | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const batch = await client.request<IssueComment[]>('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: target.owner,
      repo: target.repo,
      issue_number: target.issueNumber,
      per_page: 100,
      page
    });
    const hit = batch.find((c) => typeof c.body === 'string' && c.body.includes(marker));
    if (hit) return hit;
    if (batch.length < 100) break;
  }
  return null;
}

/** Read-only token: forks on `pull_request`, or a workflow without `pull-requests: write`. */
function isReadOnly(err: unknown): boolean {
  return err instanceof GitHubApiError && (err.status === 403 || err.status === 404);
}

export async function upsertStickyComment(opts: {
  client: GitHubClient;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  marker: string;
  log: ActionLogger;
}): Promise<CommentOutcome> {
  const { client, owner, repo, issueNumber, body, marker, log } = opts;
  if (!body.includes(marker)) throw new Error('comment body lacks the sticky marker');
  try {
    const existing = await findStickyComment(client, { owner, repo, issueNumber }, marker);
    if (existing && existing.body === body) {
      log.info(`PR comment ${existing.id} is already up to date.`);
      return { action: 'unchanged', id: existing.id, url: existing.html_url ?? null };
    }
    if (existing) {
      const res = await client.request<IssueComment>('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner,
        repo,
        comment_id: existing.id,
        body
      });
      log.info(`Updated PR comment ${res.id}.`);
      return { action: 'updated', id: res.id, url: res.html_url ?? null };
    }
    const res = await client.request<IssueComment>('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner,
      repo,
      issue_number: issueNumber,
      body
    });
    log.info(`Created PR comment ${res.id}.`);
    return { action: 'created', id: res.id, url: res.html_url ?? null };
  } catch (err) {
    if (isReadOnly(err)) {
      const reason = `The token cannot write PR comments (${errorMessage(err)}); the comment is skipped. Grant \`pull-requests: write\`, or publish from a workflow_run job for fork PRs (docs/action.md).`;
      log.warning(reason);
      return { action: 'skipped', reason };
    }
    const reason = `PR comment not published: ${errorMessage(err)}`;
    log.warning(reason);
    return { action: 'failed', reason };
  }
}
