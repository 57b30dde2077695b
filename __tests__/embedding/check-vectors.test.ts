import { checkVectors } from '../../src/embedding/validate-vectors.js';

const unit = (d: number, i = 0): Float32Array => { const v = new Float32Array(d); v[i] = 1; return v; };

describe('checkVectors', () => {
  it('accepts unit vectors of the right count and dimensions', () => {
    expect(checkVectors([unit(3), unit(3, 2)], 2, 3)).toEqual({ ok: true });
    expect(checkVectors([], 0, 3)).toEqual({ ok: true });
  });

  it('rejects a wrong count', () => {
    expect(checkVectors([unit(3)], 2, 3)).toEqual({ ok: false, reason: 'expected 2 vectors, got 1' });
  });

  it('rejects wrong dimensions', () => {
    const r = checkVectors([unit(3), unit(4)], 2, 3);
    expect(r).toEqual({ ok: false, reason: 'vector 1 has 4 dimensions, expected 3' });
  });

  it('rejects NaN and Infinity', () => {
    const v = unit(3);
    v[1] = NaN;
    expect(checkVectors([v], 1, 3).ok).toBe(false);
    const w = unit(3);
    w[2] = Infinity;
    expect(checkVectors([w], 1, 3)).toMatchObject({ ok: false, reason: expect.stringMatching(/non-finite value at 2/) });
  });

  it('rejects norms outside 1 ± 1e-3 and accepts float noise inside', () => {
    const long = Float32Array.from([0.6, 0.8, 0.1]); // norm 1.005
    expect(checkVectors([long], 1, 3).ok).toBe(false);
    expect(checkVectors([new Float32Array(3)], 1, 3).ok).toBe(false);
    expect(checkVectors([Float32Array.from([0.6, 0.8, 0.0005])], 1, 3).ok).toBe(true);
  });
});
