/** Public surface of `review`: the CLI calls runReview; scan and action use loadVerdicts + dismissingKeys. */
export { runReview, renderReview, type ReviewOptions } from './run.js';
export { boundReview, completeOutput, DEFAULT_REVIEW_MAX_BYTES, DEFAULT_REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE, type ReviewOutput } from './bound.js';
export { joinVerdicts, type ReviewReport, type JoinedCandidate, type NotBoundVerdict, type NotBoundReason } from './join.js';
export { loadVerdicts, parseVerdicts, dismissingKeys, type Verdict, type VerdictDocument, type Suppression } from './verdicts.js';
