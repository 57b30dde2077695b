/** Workspace diagnostics with a per-code cap, so one broken checkout cannot flood the output. */
import type { Diagnostic } from '../contracts/types.js';
import { workspaceDiagnostic } from './read-source.js';

/** Per-code cap on diagnostics, so one broken checkout cannot flood the output. */
export const MAX_DIAGNOSTICS_PER_CODE = 50;
export class DiagnosticSink {
  private readonly list: Diagnostic[] = [];
  private readonly counts = new Map<string, number>();

  add(code: string, message: string, path: string | null): void {
    const n = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, n);
    if (n <= MAX_DIAGNOSTICS_PER_CODE) this.list.push(workspaceDiagnostic(code, message, path));
  }

  finish(): Diagnostic[] {
    const out = [...this.list];
    for (const [code, n] of this.counts) {
      if (n > MAX_DIAGNOSTICS_PER_CODE) {
        out.push(workspaceDiagnostic(code, `${n - MAX_DIAGNOSTICS_PER_CODE} more ${code} diagnostics not listed`, null));
      }
    }
    return out;
  }
}

