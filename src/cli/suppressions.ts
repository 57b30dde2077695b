/** Verdicts for `scan --verdicts`: the dismissing ones become SARIF suppressions and hide rows in markdown. */
import { dismissingKeys, loadVerdicts, type Suppression } from '../review/verdicts.js';

export async function loadSuppressions(path: string): Promise<Map<string, Suppression>> {
  return dismissingKeys(await loadVerdicts(path));
}
