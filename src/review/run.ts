/**
 * `similar-code review --result RESULT.json --verdicts VERDICTS.json [--json]`:
 * the library entry the CLI command calls with its parsed flags.
 *
 *   const { output, exitCode } = await runReview({ resultPath, verdictsPath, json });
 *   (exitCode === 0 ? process.stdout : process.stderr).write(output);
 *   process.exitCode = exitCode;
 *
 * Exit codes: 0 joined (whatever the verdicts say); 2 a document is
 * unreadable or invalid: every schema error of both documents is listed with
 * its JSON path and reason.
 */
import { ExitCode } from '../cli/exit-codes.js';
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { validate } from '../contracts/validate.js';
import { UserError } from '../util/errors.js';
import { toJson } from '../util/json.js';
import { InvalidDocumentError, readJsonDocument } from '../inspect/envelope.js';
import type { CommandResult } from '../inspect/run.js';
import { joinVerdicts, type ReviewReport } from './join.js';
import { parseVerdicts, type VerdictDocument } from './verdicts.js';

export interface ReviewOptions {
  resultPath: string;
  verdictsPath: string;
  json?: boolean;
}

async function loadBoth(opts: ReviewOptions): Promise<{ envelope: DiscoveryEnvelope; verdicts: VerdictDocument }> {
  const problems: string[] = [];
  let envelope: DiscoveryEnvelope | undefined;
  let verdicts: VerdictDocument | undefined;
  try {
    const doc = await readJsonDocument(opts.resultPath, 'result');
    const r = validate('envelope', doc);
    if (!r.ok) throw new InvalidDocumentError(opts.resultPath, 'result', r.errors);
    envelope = doc as DiscoveryEnvelope;
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    problems.push(err.message);
  }
  try {
    verdicts = parseVerdicts(await readJsonDocument(opts.verdictsPath, 'verdicts'), opts.verdictsPath);
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    problems.push(err.message);
  }
  if (!envelope || !verdicts) throw new UserError(problems.join('\n'));
  return { envelope, verdicts };
}

export function renderReview(r: ReviewReport): string {
  const s = r.summary;
  const lines = [
    `Reviewed ${s.reviewed} of ${s.candidates} candidates (${s.dismissed} dismissed); ${s.not_bound} of ${s.verdicts} verdicts not bound.`
  ];
  for (const c of r.candidates) {
    const v = c.verdict ? c.verdict.verdict : '—';
    const note = c.verdict?.note ? `  "${c.verdict.note}"` : '';
    lines.push(
      `  ${c.candidate_id}  ${v.padEnd(14)} ${c.left.path}:${c.left.start_line} ${c.left.name} ↔ ${c.right.path}:${c.right.start_line} ${c.right.name}  (${c.similarity}, ${c.similarity_band})${note}`
    );
  }
  if (r.not_bound.length > 0) {
    lines.push('', 'Not bound:');
    for (const n of r.not_bound) lines.push(`  /verdicts/${n.index} (${n.verdict}, review_key ${n.review_key}): not-bound: ${n.reason}: ${n.message}`);
  }
  if (r.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of r.warnings) lines.push(`  ${w}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runReview(opts: ReviewOptions): Promise<CommandResult> {
  try {
    const { envelope, verdicts } = await loadBoth(opts);
    const report = joinVerdicts(envelope, verdicts);
    return { output: opts.json ? toJson(report) : renderReview(report), exitCode: ExitCode.Ok };
  } catch (err) {
    if (err instanceof UserError) return { output: `similar-code: error: ${err.message}\n`, exitCode: ExitCode.UsageError };
    throw err;
  }
}
