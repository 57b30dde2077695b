/**
 * The mutation types, the result and the error every part of the mutator
 * shares (kept apart so the parts import them without importing each other).
 */

export type MutationType = 'T1' | 'T2' | 'T3' | 'R';
export const MUTATION_TYPES: readonly MutationType[] = ['T1', 'T2', 'T3', 'R'];

export class MutationError extends Error {
  override readonly name = 'MutationError';
}

export interface MutationResult {
  text: string;
  type: MutationType;
  seed: number;
  /** Rewrites applied (R), statement edits made (T3). */
  applied: string[];
}
