import { DiagnosticCode, type DiagnosticCodeValue } from '../contracts/codes.js';

/**
 * A companion failure with a stable diagnostic code and the last useful lines
 * of the child's stderr (so a crash explains itself).
 */
export class CompanionError extends Error {
  override readonly name = 'CompanionError';
  readonly code: DiagnosticCodeValue;
  readonly stderr: string[];

  constructor(code: DiagnosticCodeValue, message: string, stderr: readonly string[] = []) {
    super(stderr.length > 0 ? `${message}\ncompanion stderr:\n  ${stderr.join('\n  ')}` : message);
    this.code = code;
    this.stderr = [...stderr];
  }
}

export const CompanionErrorCode = {
  StartFailed: DiagnosticCode.CompanionStartFailed,
  Refused: DiagnosticCode.CompanionRefused,
  Exited: DiagnosticCode.CompanionExited,
  ProtocolError: DiagnosticCode.CompanionProtocolError,
  Error: DiagnosticCode.CompanionError,
  Timeout: DiagnosticCode.ProviderTimeout,
  ModelUnavailable: DiagnosticCode.ModelUnavailable
} as const;
