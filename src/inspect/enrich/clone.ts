/**
 * Deterministic clone coverage, computed without the model: a token is
 * covered when it lies inside a run of at least MIN_RUN identical tokens
 * that also occurs in the other function. Reported on exact tokens and on
 * identifier/literal-blind tokens (type-2 clones).
 */
import type { CloneCoverageEvidence } from '../types.js';
import { normalizedToken, tokenize } from '../lex.js';

export const MIN_RUN = 8;
/** Above this many token pairs the longest common run is not computed (quadratic). */
const MAX_LCS_CELLS = 25_000_000;

function covered(a: string[], b: string[], n: number): { a: number; b: number } {
  if (a.length < n || b.length < n) return { a: 0, b: 0 };
  const key = (xs: string[], i: number): string => xs.slice(i, i + n).join('\u0000');
  const inB = new Set<string>();
  for (let i = 0; i + n <= b.length; i++) inB.add(key(b, i));
  const inA = new Set<string>();
  const markA = new Uint8Array(a.length);
  for (let i = 0; i + n <= a.length; i++) {
    const k = key(a, i);
    inA.add(k);
    if (inB.has(k)) markA.fill(1, i, i + n);
  }
  const markB = new Uint8Array(b.length);
  for (let i = 0; i + n <= b.length; i++) if (inA.has(key(b, i))) markB.fill(1, i, i + n);
  return { a: markA.reduce((s, x) => s + x, 0), b: markB.reduce((s, x) => s + x, 0) };
}

function longestRun(a: string[], b: string[]): number | null {
  if (a.length * b.length > MAX_LCS_CELLS) return null;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const v = a[i - 1] === b[j - 1] ? (prev[j - 1] as number) + 1 : 0;
      cur[j] = v;
      if (v > best) best = v;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}

const ratio = (x: number, total: number): number => (total === 0 ? 0 : Math.round((x / total) * 1e4) / 1e4);

function shares(a: string[], b: string[], n: number): CloneCoverageEvidence['exact'] {
  const c = covered(a, b, n);
  return { left: ratio(c.a, a.length), right: ratio(c.b, b.length), combined: ratio(c.a + c.b, a.length + b.length) };
}

export function cloneCoverage(leftSource: string, rightSource: string, minRun = MIN_RUN): CloneCoverageEvidence {
  const lt = tokenize(leftSource);
  const rt = tokenize(rightSource);
  const le = lt.map((t) => t.text);
  const re = rt.map((t) => t.text);
  return {
    method: 'shared-token-runs',
    min_run_tokens: minRun,
    left_tokens: le.length,
    right_tokens: re.length,
    exact: shares(le, re, minRun),
    normalized: shares(lt.map(normalizedToken), rt.map(normalizedToken), minRun),
    longest_common_run: longestRun(le, re)
  };
}
