/**
 * Publishing one result: the result file, SARIF, the HTML report, outputs,
 * job summary and the sticky PR comment. Used after a scan and in publish-only mode, where the
 * result comes from a file (the fork-PR workflow_run pattern). Never throws.
 */
import * as core from '@actions/core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { formatSchemaErrors, validate } from '../contracts/validate.js';
import { COMMENT_MARKER, PR_COMMENT_MAX_CHARS, toMarkdown } from '../report/markdown.js';
import { sarifCategory, toSarif } from '../report/sarif.js';
import { toHtml } from '../report/html.js';
import { workingTreeSource } from '../report/html-source.js';
import { withoutDismissed, type Suppression } from '../report/suppressions.js';
import { dismissingKeys, loadVerdicts } from '../review/verdicts.js';
import { errorMessage } from '../util/errors.js';
import { toJson } from '../util/json.js';
import pkg from '../../package.json' with { type: 'json' };
import { upsertStickyComment, type CommentOutcome } from './comment.js';
import { Defaults, Outputs } from './constants.js';
import type { GitHubClient } from './github.js';
import type { ActionInputs } from './inputs.js';
import type { ActionLogger } from './logger.js';
import { renderSummary, writeSummary } from './summary.js';

export const TOOL_VERSION: string = (pkg as { version: string }).version;

export interface PublishContext {
  inputs: ActionInputs;
  log: ActionLogger;
  /** Lazily created: a missing token only matters when the API is called. */
  client: () => GitHubClient;
  serverUrl: string;
  /** The comment is skipped (with this notice) when set, e.g. on a fork PR. */
  commentSkipReason: string | null;
  /** Lines for the summary about what the action did before publishing. */
  notes: string[];
  /** Whether to (re)write the result file (false when publishing the file we were given). */
  writeResult: boolean;
}

export interface PublishOutcome {
  status: 'complete' | 'partial';
  candidateCount: number;
  comment: CommentOutcome | null;
}

async function writeOut(path: string, text: string, what: string, log: ActionLogger): Promise<boolean> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    return true;
  } catch (err) {
    log.warning(`${what} not written to ${path}: ${errorMessage(err)}`);
    return false;
  }
}

/** Read and validate a saved discovery envelope; a problem is thrown as an Error. */
export async function loadResult(path: string): Promise<DiscoveryEnvelope> {
  const doc: unknown = JSON.parse(await readFile(path, 'utf8'));
  const res = validate('envelope', doc);
  if (!res.ok) throw new Error(`${path} is not a similar-code result: ${formatSchemaErrors(res.errors)}`);
  return doc as DiscoveryEnvelope;
}

/** Dismissing verdicts from `verdicts-file`; a missing or invalid document is a warning, never a failure. */
async function readSuppressions(path: string | null, log: ActionLogger): Promise<Map<string, Suppression>> {
  if (!path) return new Map();
  try {
    return dismissingKeys(await loadVerdicts(path));
  } catch (err) {
    log.warning(`verdicts-file not applied: ${errorMessage(err)}`);
    return new Map();
  }
}

export async function publishResult(envelope: DiscoveryEnvelope, ctx: PublishContext): Promise<PublishOutcome> {
  const { inputs, log } = ctx;
  const suppressions = await readSuppressions(inputs.verdictsFile, log);
  // SARIF keeps dismissed candidates, marked suppressed; the comment and summary hide and count them.
  const shown = withoutDismissed(envelope, suppressions);
  const ctxRun = envelope.context;
  const repository = ctxRun?.repository ?? null;
  const ref = ctxRun?.head_sha ?? null;

  if (ctx.writeResult && (await writeOut(inputs.resultFile, toJson(envelope), 'Result', log))) {
    core.setOutput(Outputs.ResultFile, inputs.resultFile);
  } else if (!ctx.writeResult) {
    core.setOutput(Outputs.ResultFile, inputs.resultInput ?? '');
  }

  try {
    const sarif = toSarif(envelope, { toolVersion: TOOL_VERSION, category: sarifCategory(envelope), suppressions });
    if (await writeOut(inputs.sarifFile, toJson(sarif), 'SARIF', log)) core.setOutput(Outputs.SarifFile, inputs.sarifFile);
  } catch (err) {
    log.warning(`SARIF not produced: ${errorMessage(err)}`);
  }

  // The HTML report next to the result file, for a workflow to upload as an artifact. Its
  // source comes from the working tree, shown only where it still matches the scan's digests
  // (in publish mode, with no checkout, it lists the classes without their text).
  try {
    const htmlPath = join(dirname(inputs.resultFile), Defaults.htmlFile);
    const html = toHtml(shown.envelope, { readSource: workingTreeSource(inputs.workingDirectory), toolVersion: TOOL_VERSION, dismissed: shown.dismissed });
    if (await writeOut(htmlPath, html, 'HTML report', log)) core.setOutput(Outputs.HtmlFile, htmlPath);
  } catch (err) {
    log.warning(`HTML report not produced: ${errorMessage(err)}`);
  }

  core.setOutput(Outputs.CandidateCount, String(envelope.candidates.length));
  if (ctxRun?.pull_request != null) core.setOutput(Outputs.PullRequest, String(ctxRun.pull_request));
  if (ref) core.setOutput(Outputs.HeadSha, ref);

  let comment: CommentOutcome | null = null;
  const notes = [...ctx.notes];
  if (!inputs.comment) notes.push('PR comment: off (input `comment: false`).');
  else if (ctxRun?.pull_request == null) notes.push('PR comment: not a pull request run.');
  else if (ctx.commentSkipReason) {
    log.notice(ctx.commentSkipReason);
    notes.push(`PR comment: skipped. ${ctx.commentSkipReason}`);
  } else if (!repository) {
    log.warning('PR comment not published: the result names no repository.');
  } else {
    const [owner = '', repo = ''] = repository.split('/');
    try {
      const body = toMarkdown(shown.envelope, {
        maxRows: inputs.maxCommentCandidates,
        maxChars: Math.min(PR_COMMENT_MAX_CHARS, Defaults.commentMaxChars),
        serverUrl: ctx.serverUrl,
        repository,
        ref,
        marker: true,
        dismissed: shown.dismissed
      });
      comment = await upsertStickyComment({
        client: ctx.client(),
        owner,
        repo,
        issueNumber: ctxRun.pull_request,
        body,
        marker: COMMENT_MARKER,
        log
      });
      notes.push(`PR comment: ${comment.action}.`);
    } catch (err) {
      log.warning(`PR comment not published: ${errorMessage(err)}`);
    }
  }

  const status = envelope.completion.status === 'complete' && log.warnings.length === 0 ? 'complete' : 'partial';
  if (inputs.summary) {
    const text = renderSummary({
      envelope: shown.envelope,
      dismissed: shown.dismissed,
      maxRows: Math.max(inputs.maxCommentCandidates, 50),
      serverUrl: ctx.serverUrl,
      repository,
      ref,
      notes,
      warnings: log.warnings
    });
    await writeSummary(text, log);
  }
  // Status last: a warning raised while publishing still makes it partial.
  const finalStatus = log.warnings.length === 0 ? status : 'partial';
  core.setOutput(Outputs.Status, finalStatus);
  return { status: finalStatus, candidateCount: envelope.candidates.length, comment };
}
