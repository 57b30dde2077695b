/**
 * The seed schema's numeric formats (Rust-style `uint32`, `uint64`, `double`),
 * which JSON Schema validators do not know: real checks, one definition used
 * when the validators are generated (scripts/validators.ts) and by them at run time.
 */
const UINT32_MAX = 0xffffffff;

export const FORMATS = {
  uint32: { type: 'number', validate: (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX },
  uint64: { type: 'number', validate: (n: number): boolean => Number.isSafeInteger(n) && n >= 0 },
  double: { type: 'number', validate: (n: number): boolean => Number.isFinite(n) }
} as const;
