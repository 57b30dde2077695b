/** Reading a discovery envelope (RESULT.json) as a user-supplied document. */
import { promises as fs } from 'node:fs';
import type { Candidate, DiscoveryEnvelope } from '../contracts/types.js';
import { formatSchemaErrors, validate, type SchemaError } from '../contracts/validate.js';
import { UserError, errorMessage } from '../util/errors.js';

/** Read and parse a JSON document; UserError naming the file on failure. */
export async function readJsonDocument(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (err) {
    throw new UserError(`cannot read ${what} ${path}: ${errorMessage(err)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UserError(`${what} ${path} is not valid JSON: ${errorMessage(err)}`);
  }
}

/** A document that failed its schema: every error with its JSON pointer. */
export class InvalidDocumentError extends UserError {
  constructor(
    readonly file: string,
    readonly what: string,
    readonly errors: SchemaError[]
  ) {
    super(`${what} ${file} is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n${formatSchemaErrors(errors, 50).replace(/^/gm, '  ')}`);
  }
}

export async function loadEnvelope(path: string): Promise<DiscoveryEnvelope> {
  const doc = await readJsonDocument(path, 'result');
  const r = validate('envelope', doc);
  if (!r.ok) throw new InvalidDocumentError(path, 'result', r.errors);
  return doc as DiscoveryEnvelope;
}

export function findCandidate(envelope: DiscoveryEnvelope, candidateId: string, resultPath: string): Candidate {
  const found = envelope.candidates.find((c) => c.candidate_id === candidateId);
  if (found) return found;
  const some = envelope.candidates.slice(0, 5).map((c) => `  ${c.candidate_id}  ${c.left.path}#${c.left.name} ↔ ${c.right.path}#${c.right.name}`);
  throw new UserError(
    [
      `no candidate with id ${JSON.stringify(candidateId)} in ${resultPath} (${envelope.candidates.length} candidates).`,
      'Candidate ids are the candidate_id fields of the result (e.g. `jq -r ".candidates[].candidate_id" RESULT.json`);' +
        ' they are also shown in the scan report and the PR comment.',
      ...(some.length > 0 ? ['First candidates:', ...some] : [])
    ].join('\n')
  );
}
