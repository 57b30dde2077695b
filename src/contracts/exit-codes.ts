/**
 * CLI exit codes. A run that produced its output exits 0 whatever it found,
 * partial or not: similar-code never gates. Non-zero means the output could
 * not be produced.
 */
export const ExitCode = {
  /** Output produced (with or without candidates, complete or partial). */
  Ok: 0,
  /** A bug: an unexpected internal error. Please report it. */
  InternalError: 1,
  /** Unusable input: bad flags, not a git repository, invalid document, output file exists. */
  UsageError: 2
} as const;
