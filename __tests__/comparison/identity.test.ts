import { candidateId, compareLocations, reviewKey } from '../../src/comparison/identity.js';
import { bandFor } from '../../src/comparison/candidates.js';
import type { Location } from '../../src/contracts/types.js';

const loc = (path: string, start_line: number, name = 'f'): Location => ({
  path, name, start_line, start_column: 1, end_line: start_line + 5, end_column: 1, source_sha256: 'x'
});

describe('identity', () => {
  it('review_key is order-independent and content-only', () => {
    expect(reviewKey('aa', 'bb')).toBe(reviewKey('bb', 'aa'));
    expect(reviewKey('aa', 'bb')).not.toBe(reviewKey('aa', 'bc'));
    expect(reviewKey('aa', 'bb')).toMatch(/^rk1-[0-9a-f]{40}$/);
  });

  it('candidate_id changes with location and generation', () => {
    const a = candidateId('g1', loc('a.ts', 1), loc('b.ts', 1));
    expect(candidateId('g1', loc('a.ts', 1), loc('b.ts', 1))).toBe(a);
    expect(candidateId('g1', loc('a.ts', 2), loc('b.ts', 1))).not.toBe(a);
    expect(candidateId('g2', loc('a.ts', 1), loc('b.ts', 1))).not.toBe(a);
  });

  it('orders locations by path, line, column, name', () => {
    expect(compareLocations(loc('a.ts', 9), loc('b.ts', 1))).toBeLessThan(0);
    expect(compareLocations(loc('a.ts', 2), loc('a.ts', 10))).toBeLessThan(0);
    expect(compareLocations(loc('a.ts', 2, 'b'), loc('a.ts', 2, 'a'))).toBeGreaterThan(0);
  });

  it('bands follow the calibrated cut-offs', () => {
    const bands = { moderate: 0.8, high: 0.9, very_high: 0.97 };
    expect(bandFor(0.85, bands)).toBe('moderate');
    expect(bandFor(0.9, bands)).toBe('high');
    expect(bandFor(0.99, bands)).toBe('very-high');
  });
});
