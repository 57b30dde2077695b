/** Verdicts for `scan --verdicts`: the dismissing ones become SARIF suppressions and hide rows in markdown. */
import { readFile } from 'node:fs/promises';
import { validate, formatSchemaErrors } from '../contracts/validate.js';
import { dismissals, type Suppression, type VerdictLike } from '../report/suppressions.js';
import { UserError, errorMessage } from '../util/errors.js';

export async function loadSuppressions(path: string): Promise<Map<string, Suppression>> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new UserError(`cannot read verdicts ${path}: ${errorMessage(err)}`);
  }
  const result = validate('verdicts', doc);
  if (!result.ok) throw new UserError(`invalid verdicts document ${path}:\n${formatSchemaErrors(result.errors)}`);
  return dismissals((doc as { verdicts: VerdictLike[] }).verdicts);
}
