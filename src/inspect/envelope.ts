/** Reading a discovery envelope (RESULT.json) as a user-supplied document. */
import type { Candidate, DiscoveryEnvelope } from '../contracts/types.js';
import { validate } from '../contracts/validate.js';
import { InvalidDocumentError, readJsonDocument } from '../bounded/document.js';
import { UserError } from '../util/errors.js';

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
