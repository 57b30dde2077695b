/**
 * Deterministic JSON: documents are built with a fixed key order by their
 * constructors, so serialization is plain JSON.stringify with 2-space indent
 * and a trailing newline. Numbers are rounded where they are built, not here.
 */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Round a similarity to 6 decimals so output does not depend on float noise. */
export function roundScore(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
