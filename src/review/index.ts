/** Public surface of `review`: the CLI calls runReview; scan and action use loadVerdicts + dismissingKeys. */
export { runReview, renderReview, type ReviewOptions } from './run.js';
export { joinVerdicts, type ReviewReport, type JoinedCandidate, type NotBoundVerdict, type NotBoundReason } from './join.js';
export { loadVerdicts, parseVerdicts, dismissingKeys, type Verdict, type VerdictDocument, type Suppression } from './verdicts.js';
