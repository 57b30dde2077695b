/**
 * `similar-code review --result RESULT.json --verdicts VERDICTS.json [--json]
 *  [--max-bytes N] [--offset N] [--limit N] [--output NEW_FILE]`:
 * the library entry the CLI command calls with its parsed flags.
 *
 *   const { output, exitCode } = await runReview({ resultPath, verdictsPath, json });
 *   (exitCode === 0 ? process.stdout : process.stderr).write(output);
 *   process.exitCode = exitCode;
 *
 * Output is bounded like inspect (bound.ts): 16 KiB by default, JSON
 * envelope and newline included, output.bytes exact, whole rows omitted with
 * counts, next_offset per list; --output writes the complete join to a new
 * file (never overwriting, never through a symlink) and prints a receipt.
 *
 * Exit codes: 0 joined (whatever the verdicts say); 2 a document is
 * unreadable or invalid (every schema error of both documents is listed with
 * its JSON path and reason), a bad option, or an export target that exists.
 */
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { validate } from '../contracts/validate.js';
import { UserError } from '../util/errors.js';
import { sha256Hex } from '../util/hash.js';
import { writeNewFile } from '../util/safe-write.js';
import { InvalidDocumentError, readJsonDocument } from '../bounded/document.js';
import { serializeExact, type Omitted } from '../bounded/output.js';
import { MAX_EXPORT_BYTES, commandResult, followUpCommand, humanWithinCeiling, nonNegativeInt, shellQuote, type CommandResult } from '../bounded/command.js';
import { joinVerdicts } from './join.js';
import { boundReview, completeOutput, DEFAULT_REVIEW_MAX_BYTES, DEFAULT_REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE, type ReviewOutput } from './bound.js';
import { parseVerdicts, type VerdictDocument } from './verdicts.js';

export interface ReviewOptions {
  resultPath: string;
  verdictsPath: string;
  json?: boolean;
  /** Byte ceiling for stdout, JSON envelope and newline included (default 16 KiB). */
  maxBytes?: number;
  /** Zero-based offset into the candidate and not-bound lists (default 0). */
  offset?: number;
  /** Rows per list (default 20, at most 100). */
  limit?: number;
  /** Write the complete join to this new file; stdout gets a receipt. */
  outputPath?: string;
}

const MIN_MAX_BYTES = 1024;

function followUp(opts: ReviewOptions): (flags: string) => string {
  const base = ['similar-code review', '--result', shellQuote(opts.resultPath), '--verdicts', shellQuote(opts.verdictsPath)];
  if (opts.json) base.push('--json');
  if (opts.limit !== undefined) base.push('--limit', String(opts.limit));
  if (opts.maxBytes !== undefined) base.push('--max-bytes', String(opts.maxBytes));
  return followUpCommand(base);
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

const isOmitted = (v: unknown): v is Omitted => typeof v === 'object' && v !== null && (v as Omitted).omitted === true;

/** Human view of the bounded review: the same rows and omissions as the JSON. */
export function renderReview(r: ReviewOutput): string {
  const s = r.summary;
  const lines = [
    `Reviewed ${s.reviewed} of ${s.candidates} candidates (${s.dismissed} dismissed); ${s.not_bound} of ${s.verdicts} verdicts not bound.`
  ];
  r.candidates.forEach((c, i) => {
    if (isOmitted(c)) {
      lines.push(`  #${r.pagination.offset + i + 1} omitted (${c.bytes} bytes); export with --output NEW_FILE`);
      return;
    }
    const v = c.verdict ? c.verdict.verdict : '—';
    const note = c.verdict?.note ? `  "${c.verdict.note}"` : '';
    lines.push(
      `  ${c.candidate_id}  ${v.padEnd(14)} ${c.left.path}:${c.left.start_line} ${c.left.name} ↔ ${c.right.path}:${c.right.start_line} ${c.right.name}  (${c.similarity}, ${c.similarity_band})${note}`
    );
  });
  if (r.not_bound.length > 0) {
    lines.push('', 'Not bound:');
    r.not_bound.forEach((n, i) => {
      if (isOmitted(n)) lines.push(`  #${r.pagination.offset + i + 1} omitted (${n.bytes} bytes); export with --output NEW_FILE`);
      else lines.push(`  /verdicts/${n.index} (${n.verdict}, review_key ${n.review_key}): not-bound: ${n.reason}: ${n.message}`);
    });
  }
  if (r.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of r.warnings) lines.push(`  ${w}`);
  }
  const p = r.pagination;
  for (const [name, pg] of [['candidates', p.candidates], ['not-bound verdicts', p.not_bound]] as const) {
    if (pg.next_offset !== null) lines.push(`More ${name}: ${pg.total - pg.next_offset} after this page (--offset ${pg.next_offset}).`);
  }
  if (r.output.omitted.length > 0) {
    lines.push('', `Output limited to ${r.output.ceiling_bytes} bytes of JSON; left out:`);
    for (const o of r.output.omitted) lines.push(`  ${o.unit} (${o.count !== undefined ? `${o.count} rows, ` : ''}${o.bytes} bytes)`);
    for (const f of r.output.follow_up) lines.push(`  next: ${f}`);
  }
  return `${lines.join('\n')}\n`;
}

async function review(opts: ReviewOptions): Promise<string> {
  const maxBytes = nonNegativeInt(opts.maxBytes, DEFAULT_REVIEW_MAX_BYTES, '--max-bytes');
  if (maxBytes < MIN_MAX_BYTES) throw new UserError(`--max-bytes must be at least ${MIN_MAX_BYTES}`);
  const offset = nonNegativeInt(opts.offset, 0, '--offset');
  const limit = nonNegativeInt(opts.limit, DEFAULT_REVIEW_PAGE_SIZE, '--limit');
  if (limit < 1 || limit > MAX_REVIEW_PAGE_SIZE) throw new UserError(`--limit must be between 1 and ${MAX_REVIEW_PAGE_SIZE}`);
  const { envelope, verdicts } = await loadBoth(opts);
  const report = joinVerdicts(envelope, verdicts);
  if (opts.outputPath !== undefined) {
    const text = serializeExact(completeOutput(report));
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_EXPORT_BYTES) throw new UserError(`the complete review is ${bytes} bytes, over the ${MAX_EXPORT_BYTES}-byte export limit`);
    const written = await writeNewFile(opts.outputPath, text);
    if (!opts.json) return `Wrote the complete review (${report.summary.candidates} candidates, ${report.summary.verdicts} verdicts) to ${written.path} (${written.bytes} bytes).\n`;
    const receipt = {
      export_receipt: { path: written.path, bytes: written.bytes, sha256: sha256Hex(text), complete: true, summary: report.summary },
      output: { ceiling_bytes: maxBytes, bytes: 0 }
    };
    return serializeExact(receipt);
  }
  const { doc, text } = boundReview(report, { maxBytes, offset, limit, command: followUp(opts) });
  if (opts.json) return text;
  return humanWithinCeiling(renderReview(doc), text, maxBytes);
}

export function runReview(opts: ReviewOptions): Promise<CommandResult> {
  return commandResult(() => review(opts));
}
