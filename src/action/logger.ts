/**
 * The Logger the pipeline receives, over @actions/core. Warnings are also
 * recorded, so the job summary can list every problem of the run.
 */
import * as core from '@actions/core';
import type { Logger } from '../contracts/pipeline.js';

export interface ActionLogger extends Logger {
  notice(message: string): void;
  /** Every warning logged so far, in order. */
  readonly warnings: readonly string[];
}

export function createActionLogger(): ActionLogger {
  const warnings: string[] = [];
  return {
    warnings,
    debug: (message) => core.debug(message),
    info: (message) => core.info(message),
    notice: (message) => core.notice(message),
    warning(message) {
      warnings.push(message);
      core.warning(message);
    }
  };
}
