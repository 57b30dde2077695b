/**
 * Completion accounting: phases in pipeline order, skips aggregated by phase
 * and reason, bounded diagnostics, and the complete/partial rule.
 */
import type { CacheSummary, Completion, Diagnostic, Limits, PhaseCompletion, PhaseStatus } from '../contracts/types.js';
import { ADMISSION_SKIP_REASONS, PHASES, SKIP_REASONS, type Phase, type SkipReason } from '../contracts/codes.js';
import type { SkipCounts } from '../contracts/pipeline.js';

/** Diagnostics kept per code; the rest are summarized in one line. */
export const MAX_DIAGNOSTICS_PER_CODE = 50;

/**
 * Skips that make a run partial. Admission filters do not; nor does a
 * truncated function (still embedded from its first max_tokens tokens), nor
 * a function over max_function_bytes (64 KiB of normalized text is many times
 * max_tokens: its vector would be its first tokens only, and the functions
 * nested in it are extracted on their own; what such functions are in real
 * repositories: inlined SVG illustrations, whole test suites), nor the
 * neighbour cap, which keeps each function's best pairs by design (a function
 * with more near-copies is one clone class; README "Limits").
 */
function losesWork(reason: SkipReason): boolean {
  return !ADMISSION_SKIP_REASONS.has(reason) && reason !== 'token-truncation' && reason !== 'function-too-large' && reason !== 'neighbor-limit';
}

export class RunAccounting {
  private readonly skips = new Map<Phase, Map<SkipReason, number>>();
  private readonly phases = new Map<Phase, PhaseCompletion>();
  private readonly diags: Diagnostic[] = [];

  skip(phase: Phase, reason: SkipReason, count = 1): void {
    if (count <= 0) return;
    let byReason = this.skips.get(phase);
    if (!byReason) this.skips.set(phase, (byReason = new Map()));
    byReason.set(reason, (byReason.get(reason) ?? 0) + count);
  }

  addSkips(phase: Phase, counts: SkipCounts): void {
    for (const reason of SKIP_REASONS) this.skip(phase, reason, counts[reason] ?? 0);
  }

  skipCount(phase: Phase, reason: SkipReason): number {
    return this.skips.get(phase)?.get(reason) ?? 0;
  }

  phase(phase: Phase, status: PhaseStatus, processed: number, total: number | null, reason: string | null = null): void {
    this.phases.set(phase, { phase, status, processed, total, reason });
  }

  diagnostic(d: Diagnostic): void {
    this.diags.push(d);
  }

  diagnostics(): Diagnostic[] {
    const byCode = new Map<string, number>();
    const kept: Diagnostic[] = [];
    for (const d of this.diags) {
      const n = (byCode.get(d.code) ?? 0) + 1;
      byCode.set(d.code, n);
      if (n <= MAX_DIAGNOSTICS_PER_CODE) kept.push(d);
    }
    for (const [code, n] of [...byCode].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (n > MAX_DIAGNOSTICS_PER_CODE) {
        const first = this.diags.find((d) => d.code === code)!;
        kept.push({
          domain: first.domain,
          code: 'diagnostics-omitted',
          message: `${n - MAX_DIAGNOSTICS_PER_CODE} more "${code}" diagnostics omitted`,
          path: null
        });
      }
    }
    return kept;
  }

  completion(limits: Limits, cache: CacheSummary, providerInferenceMs: number): Completion {
    const phases = PHASES.map(
      (p) => this.phases.get(p) ?? { phase: p, status: 'skipped' as const, processed: 0, total: null, reason: 'not reached' }
    );
    const skips = PHASES.flatMap((phase) =>
      SKIP_REASONS.filter((r) => (this.skips.get(phase)?.get(r) ?? 0) > 0).map((reason) => ({
        phase,
        reason,
        count: this.skips.get(phase)!.get(reason)!
      }))
    );
    const lost =
      phases.some((p) => p.status === 'partial' || p.status === 'timed-out') || skips.some((s) => losesWork(s.reason));
    return {
      status: lost ? 'partial' : 'complete',
      phases,
      limits,
      skips,
      cache,
      provider_inference_ms: Math.max(0, Math.round(providerInferenceMs))
    };
  }
}
