import type { Logger } from '../contracts/pipeline.js';
import type { RunAccounting } from './accounting.js';
import type { ScanOptions } from './options.js';

/** What every phase of one scan shares: its options, deadline, accounting and logger. */
export interface PhaseContext {
  options: ScanOptions;
  /** Epoch milliseconds at which the run's timeout_ms expires. */
  deadline: number;
  acc: RunAccounting;
  logger: Logger;
}

export function timedOut(ctx: PhaseContext): boolean {
  return Date.now() > ctx.deadline;
}
