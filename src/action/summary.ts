/**
 * The job summary: the reporter's markdown for the result, then the action's
 * own notes (warnings, cache, comment), all under GitHub's 1 MiB limit.
 */
import * as core from '@actions/core';
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { JOB_SUMMARY_MAX_CHARS, toMarkdown } from '../report/markdown.js';
import { errorMessage } from '../util/errors.js';
import type { ActionLogger } from './logger.js';

/** Room kept for the action's notes below the report. */
const NOTES_BUDGET = 24 * 1024;
const MAX_NOTE_CHARS = 400;
const MAX_NOTES = 30;

export interface SummaryInput {
  envelope: DiscoveryEnvelope | null;
  maxRows: number;
  serverUrl: string;
  repository: string | null;
  ref: string | null;
  /** Candidates hidden by dismissing review verdicts. */
  dismissed?: number;
  /** Lines about what the action itself did (cache, comment, mode). */
  notes: string[];
  warnings: readonly string[];
}

function escapeNote(s: string): string {
  const flat = s.replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return flat.length > MAX_NOTE_CHARS ? `${flat.slice(0, MAX_NOTE_CHARS - 1)}…` : flat;
}

export function renderSummary(input: SummaryInput): string {
  const parts: string[] = [];
  if (input.envelope) {
    parts.push(
      toMarkdown(input.envelope, {
        maxRows: input.maxRows,
        maxChars: JOB_SUMMARY_MAX_CHARS - NOTES_BUDGET,
        serverUrl: input.serverUrl,
        repository: input.repository,
        ref: input.ref,
        marker: false,
        dismissed: input.dismissed ?? 0
      })
    );
  } else {
    parts.push('## Similar code', '', '**No result**: the scan did not produce one · status partial (see the warnings below).');
  }
  const lines: string[] = [];
  for (const n of input.notes.slice(0, MAX_NOTES)) lines.push(`- ${escapeNote(n)}`);
  const warnings = input.warnings.slice(0, MAX_NOTES);
  for (const w of warnings) lines.push(`- ⚠️ ${escapeNote(w)}`);
  if (input.warnings.length > warnings.length) lines.push(`- _${input.warnings.length - warnings.length} more warnings in the log._`);
  if (lines.length > 0) parts.push('', '### Action run', '', ...lines);
  return `${parts.join('\n')}\n`;
}

/** Write the summary; a failure to write it is a warning. */
export async function writeSummary(text: string, log: ActionLogger): Promise<boolean> {
  try {
    await core.summary.addRaw(text, true).write();
    return true;
  } catch (err) {
    log.warning(`Job summary not written: ${errorMessage(err)}`);
    return false;
  }
}
