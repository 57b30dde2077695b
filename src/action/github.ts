/**
 * The GitHub REST client the action uses: the real @actions/github Octokit
 * (honouring GITHUB_API_URL and the runner's proxy), with a timeout on every
 * request so a hanging API costs seconds, never the run.
 */
import { getOctokit } from '@actions/github';
import { errorMessage } from '../util/errors.js';

export interface GitHubClient {
  request<T>(route: string, params: Record<string, unknown>): Promise<T>;
}

export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  constructor(
    message: string,
    /** HTTP status, or null for a timeout or network failure. */
    readonly status: number | null
  ) {
    super(message);
  }
}

export function createGitHubClient(token: string, timeoutMs: number): GitHubClient {
  const octokit = getOctokit(token);
  return {
    async request<T>(route: string, params: Record<string, unknown>): Promise<T> {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const res = await octokit.request(route, { ...params, request: { signal } });
        return res.data as T;
      } catch (err) {
        if (signal.aborted) throw new GitHubApiError(`${route}: no answer within ${timeoutMs} ms`, null);
        const status = (err as { status?: unknown }).status;
        throw new GitHubApiError(`${route}: ${errorMessage(err)}`, typeof status === 'number' && status > 0 ? status : null);
      }
    }
  };
}
