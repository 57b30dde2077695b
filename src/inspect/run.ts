/**
 * `similar-code inspect --result RESULT.json CANDIDATE_ID`: the library
 * entry the CLI command calls with its parsed flags.
 *
 *   const { output, exitCode } = await runInspect({ resultPath, candidateId, json: true });
 *   (exitCode === 0 ? process.stdout : process.stderr).write(output);
 *   process.exitCode = exitCode;
 *
 * Exit codes: 0 output produced; 2 unusable input (invalid or unreadable
 * result, unknown candidate, bad option, export target exists, ceiling too
 * small). Unexpected errors (bugs) are thrown.
 */
import { resolve } from 'node:path';
import { MAX_EXPORT_BYTES, commandResult, followUpCommand, humanWithinCeiling, nonNegativeInt, shellQuote, type CommandResult } from '../bounded/command.js';
import { UserError } from '../util/errors.js';
import { sha256Hex } from '../util/hash.js';
import { writeNewFile } from '../util/safe-write.js';
import { findCandidate, loadEnvelope } from './envelope.js';
import { buildPacket, parseEnrich } from './packet.js';
import { serializeExact } from '../bounded/output.js';
import { boundPacket, DEFAULT_MAX_BYTES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './bound.js';
import { renderHuman } from './human.js';
import type { InspectPacket } from './types.js';

export interface InspectOptions {
  /** Discovery envelope written by `scan` (RESULT.json). */
  resultPath: string;
  candidateId: string;
  /** JSON packet instead of the human view. */
  json?: boolean;
  /** Byte ceiling for stdout, JSON envelope and newline included (default 16 KiB). */
  maxBytes?: number;
  /** Zero-based offset into the caller and test lists (default 0). */
  offset?: number;
  /** Page size of the caller and test lists (default 20, at most 100). */
  limit?: number;
  /** `all` (default), `none`, or a comma list of graph, callers, callees, tests, ownership, churn, clone-coverage, runtime, entry-points. */
  enrich?: string | string[];
  /** Runtime evidence (JSON) to include; requests the runtime enrichment. */
  runtimePath?: string;
  /** Write the complete, unbounded packet to this new file; stdout gets a receipt. */
  outputPath?: string;
  /** Project root the result's paths are relative to (default: the current directory). */
  root?: string;
}

const MIN_MAX_BYTES = 1024;

function followUp(opts: InspectOptions): (flags: string) => string {
  const base = ['similar-code inspect', '--result', shellQuote(opts.resultPath), shellQuote(opts.candidateId)];
  if (opts.json) base.push('--json');
  if (opts.root) base.push('--root', shellQuote(opts.root));
  // The follow-up keeps the original selection: same enrichments, runtime file, page size and ceiling.
  if (opts.enrich !== undefined) base.push('--enrich', shellQuote([opts.enrich].flat().join(',')));
  if (opts.runtimePath !== undefined) base.push('--runtime', shellQuote(opts.runtimePath));
  if (opts.limit !== undefined) base.push('--limit', String(opts.limit));
  if (opts.maxBytes !== undefined) base.push('--max-bytes', String(opts.maxBytes));
  return followUpCommand(base);
}

async function exportPacket(full: InspectPacket, path: string, opts: InspectOptions, maxBytes: number): Promise<string> {
  const text = serializeExact(full);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EXPORT_BYTES) throw new UserError(`the complete packet is ${bytes} bytes, over the ${MAX_EXPORT_BYTES}-byte export limit`);
  const written = await writeNewFile(path, text);
  const receipt = {
    export_receipt: {
      path: written.path,
      bytes: written.bytes,
      sha256: sha256Hex(text),
      candidate_id: full.snapshot.candidate.candidate_id,
      complete: true,
      enrichment: full.snapshot.candidate.enrichment
    },
    output: { ceiling_bytes: maxBytes, bytes: 0 }
  };
  if (!opts.json) return `Wrote the complete inspect packet for ${receipt.export_receipt.candidate_id} to ${written.path} (${written.bytes} bytes).\n`;
  return serializeExact(receipt);
}

async function inspect(opts: InspectOptions): Promise<string> {
  const maxBytes = nonNegativeInt(opts.maxBytes, DEFAULT_MAX_BYTES, '--max-bytes');
  if (maxBytes < MIN_MAX_BYTES) throw new UserError(`--max-bytes must be at least ${MIN_MAX_BYTES}`);
  const offset = nonNegativeInt(opts.offset, 0, '--offset');
  const limit = nonNegativeInt(opts.limit, DEFAULT_PAGE_SIZE, '--limit');
  if (limit < 1 || limit > MAX_PAGE_SIZE) throw new UserError(`--limit must be between 1 and ${MAX_PAGE_SIZE}`);
  const requested = parseEnrich(opts.enrich, opts.runtimePath !== undefined);
  const envelope = await loadEnvelope(opts.resultPath);
  const candidate = findCandidate(envelope, opts.candidateId, opts.resultPath);
  const root = resolve(opts.root ?? process.cwd());
  const full = await buildPacket({ envelope, candidate, root, requested, runtimePath: opts.runtimePath });
  if (opts.outputPath !== undefined) return exportPacket(full, opts.outputPath, opts, maxBytes);
  const { packet, text } = boundPacket(full, { maxBytes, offset, limit, command: followUp(opts) });
  if (opts.json) return text;
  return humanWithinCeiling(renderHuman(packet), text, maxBytes);
}

export function runInspect(opts: InspectOptions): Promise<CommandResult> {
  return commandResult(() => inspect(opts));
}
