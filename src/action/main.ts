/**
 * The action: read inputs, restore the vector cache, resolve the PR scope,
 * scan, save the cache, publish. It never gates: every problem is a warning
 * and a `partial` status, and the process always exits 0.
 */
import * as core from '@actions/core';
import { context } from '@actions/github';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DiscoveryEnvelope, RunContext } from '../contracts/types.js';
import { runScan } from '../scan/run.js';
import { DEFAULT_CACHE_DIR, type ScanOptions } from '../scan/options.js';
import type { ScopeRequest } from '../contracts/pipeline.js';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import { withTimeout } from '../util/with-timeout.js';
import { Defaults, Env, Outputs, PULL_REQUEST_EVENTS } from './constants.js';
import { createGitHubClient, type GitHubClient } from './github.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { createActionLogger, type ActionLogger } from './logger.js';
import { pullRequestFromPayload, resolvePrScope, type PullRequestInfo } from './pr-scope.js';
import { loadResult, publishResult, type PublishContext } from './publish.js';
import { renderSummary, writeSummary } from './summary.js';
import {
  cacheKeys,
  identityFromGeneration,
  readModelIdentity,
  restoreVectorCache,
  runnerOs,
  saveVectorCache
} from './vector-cache.js';

function lazyClient(inputs: ActionInputs): () => GitHubClient {
  let client: GitHubClient | undefined;
  return () => (client ??= createGitHubClient(inputs.token, inputs.apiTimeoutMs));
}

function serverUrl(): string {
  return process.env[Env.ServerUrl] || 'https://github.com';
}

/** Publish-only mode: a saved result (e.g. an artifact from a fork PR's scan). */
async function publishMode(inputs: ActionInputs, log: ActionLogger, base: Omit<PublishContext, 'writeResult'>): Promise<void> {
  if (!inputs.resultInput) {
    log.warning('Mode publish needs the `result-input` input (the result file to publish); nothing published.');
    return noResult(inputs, log, base.notes);
  }
  let envelope: DiscoveryEnvelope;
  try {
    envelope = await loadResult(inputs.resultInput);
  } catch (err) {
    log.warning(`Result not published: ${errorMessage(err)}`);
    return noResult(inputs, log, base.notes);
  }
  let commentSkipReason = base.commentSkipReason;
  const repo = process.env[Env.Repository];
  const run = envelope.context;
  if (run?.repository && repo && run.repository.toLowerCase() !== repo.toLowerCase()) {
    commentSkipReason = `The result is for ${run.repository}, not ${repo}; the comment is skipped.`;
  } else if (context.eventName === 'workflow_run' && run?.pull_request != null && repo) {
    // The artifact comes from an untrusted run: comment only on the PR whose head it scanned.
    const runHead = (context.payload.workflow_run as { head_sha?: string } | undefined)?.head_sha;
    try {
      const [owner, name] = repo.split('/');
      const pr = await base.client().request<{ head: { sha: string } }>('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner,
        repo: name,
        pull_number: run.pull_request
      });
      if (!runHead || pr.head.sha !== runHead || (run.head_sha && run.head_sha !== runHead)) {
        commentSkipReason = `PR #${run.pull_request}'s head is not the commit the triggering run scanned; the comment is skipped.`;
      }
    } catch (err) {
      log.warning(`Could not check PR #${run.pull_request} before commenting: ${errorMessage(err)}`);
      commentSkipReason = 'The PR could not be checked; the comment is skipped.';
    }
  }
  base.notes.push(`Published the saved result ${inputs.resultInput}.`);
  await publishResult(envelope, { ...base, commentSkipReason, writeResult: false });
}

async function noResult(inputs: ActionInputs, log: ActionLogger, notes: string[]): Promise<void> {
  core.setOutput(Outputs.CandidateCount, '0');
  core.setOutput(Outputs.Status, 'partial');
  if (inputs.summary) {
    await writeSummary(renderSummary({ envelope: null, maxRows: 0, serverUrl: serverUrl(), repository: null, ref: null, notes, warnings: log.warnings }), log);
  }
}

async function scanMode(inputs: ActionInputs, log: ActionLogger, pr: PullRequestInfo | null, base: Omit<PublishContext, 'writeResult'>): Promise<void> {
  const root = inputs.workingDirectory;
  const notes = base.notes;
  const commit = process.env[Env.Sha] || 'unknown';
  const cacheDir = inputs.cache ? resolve(root, DEFAULT_CACHE_DIR) : null;

  let restoredKey: string | null = null;
  if (cacheDir) {
    const identity = readModelIdentity(assetPaths().modelsDir);
    const keys = cacheKeys(inputs.cacheKeyPrefix, runnerOs(), identity, commit);
    const restored = await restoreVectorCache({ cacheDir, keys, timeoutMs: inputs.cacheTimeoutMs, log });
    restoredKey = restored.matchedKey;
    notes.push(restoredKey ? `Vector cache: restored ${restoredKey}.` : 'Vector cache: none restored.');
  } else notes.push('Vector cache: off (input `cache: false`).');

  let scope: ScopeRequest = { kind: 'full' };
  if (pr) {
    try {
      const res = await resolvePrScope({ root, pr, client: base.client(), fetchTimeoutMs: Defaults.gitFetchTimeoutMs, log });
      scope = res.scope;
      notes.push(`PR scope: #${pr.number}, changed files from ${res.source === 'git' ? 'git' : 'the pull-request files API'}.`);
    } catch (err) {
      log.warning(`The PR's changed files could not be determined (${errorMessage(err)}); nothing was scanned.`);
      return noResult(inputs, log, notes);
    }
  }

  const runContext: RunContext = {
    repository: pr?.baseRepo ?? process.env[Env.Repository] ?? null,
    head_sha: pr?.headSha ?? process.env[Env.Sha] ?? null,
    base_sha: pr?.baseSha ?? null,
    pull_request: pr?.number ?? null,
    mode: pr ? 'scoped' : 'full'
  };
  const options: ScanOptions = {
    root,
    scope,
    include: inputs.include,
    exclude: inputs.exclude,
    threshold: inputs.threshold,
    includeTestPairs: inputs.includeTestPairs,
    includeMigrationPairs: inputs.includeMigrationPairs,
    minLines: inputs.minLines,
    limits: inputs.limits,
    cacheDir,
    companion: { command: inputs.companionCommand, version: inputs.companionVersion },
    logger: log,
    context: runContext
  };

  let envelope: DiscoveryEnvelope;
  try {
    // runScan keeps its own deadline; this one only guards against a hang past it.
    ({ envelope } = await withTimeout('The scan', inputs.limits.timeout_ms + 120_000, runScan(options)));
  } catch (err) {
    log.warning(`The scan failed: ${errorMessage(err)}`);
    return noResult(inputs, log, notes);
  }
  envelope.context ??= runContext;

  if (cacheDir) {
    const key = cacheKeys(inputs.cacheKeyPrefix, runnerOs(), identityFromGeneration(envelope.generation), commit);
    const saved = await saveVectorCache({
      cacheDir,
      key: key.exact ? key.primary : '',
      restoredKey,
      writes: envelope.completion.cache.writes,
      timeoutMs: inputs.cacheTimeoutMs,
      log
    });
    if (key.exact) core.setOutput(Outputs.CacheKey, key.primary);
    notes.push(saved.saved ? `Vector cache: saved ${saved.key}.` : `Vector cache: not saved (${saved.reason}).`);
  }
  core.setOutput(Outputs.CacheHit, String(restoredKey !== null));

  await publishResult(envelope, { ...base, writeResult: true });
}

export async function main(log: ActionLogger): Promise<void> {
  // As on a runner: relative paths (inputs, the cache path) are from the workspace.
  const workspace = process.env[Env.Workspace];
  if (workspace && existsSync(workspace)) process.chdir(workspace);
  const inputs = readInputs(log);
  const eventName = context.eventName ?? '';
  const payloadPr = PULL_REQUEST_EVENTS.has(eventName) ? pullRequestFromPayload(context.payload) : null;

  let mode = inputs.mode;
  if (mode === 'auto') mode = payloadPr ? 'pr' : 'full';
  if (mode === 'pr' && !payloadPr) {
    log.warning(`Mode pr needs a pull_request event payload (this is ${eventName || 'no event'}); scanning the full repository instead.`);
    mode = 'full';
  }
  core.info(`similar-code: mode ${mode}`);

  const pr = mode === 'pr' ? payloadPr : null;
  const commentSkipReason =
    pr && pr.isFork && eventName === 'pull_request'
      ? `PR #${pr.number} comes from a fork (${pr.headRepo ?? 'deleted repository'}), whose token is read-only: the PR comment is skipped. The summary and SARIF are still produced; publish the comment from a workflow_run job (docs/action.md).`
      : null;
  const base = { inputs, log, client: lazyClient(inputs), serverUrl: serverUrl(), commentSkipReason, notes: [`Mode: ${mode}.`] };

  if (mode === 'publish') await publishMode(inputs, log, base);
  else await scanMode(inputs, log, pr, base);
}

/** Entry point: runs main, turns anything thrown into a warning, always exits 0. */
export async function run(): Promise<void> {
  const log = createActionLogger();
  try {
    await main(log);
  } catch (err) {
    log.warning(`similar-code stopped early: ${errorMessage(err)}`);
    try {
      core.setOutput(Outputs.Status, 'partial');
      await writeSummary(renderSummary({ envelope: null, maxRows: 0, serverUrl: serverUrl(), repository: null, ref: null, notes: [], warnings: log.warnings }), log);
    } catch {
      // Nothing left to report to.
    }
  }
  // Dangling HTTP requests (cache, API) would keep Node alive: exit explicitly, with success.
  process.exit(0);
}
