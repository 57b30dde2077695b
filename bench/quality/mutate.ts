/**
 * The mutator's import path for its callers (bench/quality/run.ts, injected.ts,
 * train/data.ts, the tests): seeded T1/T2/T3/R mutations of one function's
 * source live in ./mutate/ (see ./mutate/index.ts).
 */
export * from './mutate/index.js';
