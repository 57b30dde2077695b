/**
 * UI building blocks, from a function's location alone.
 *
 * Components: React, Preact and Solid require a component's name to start
 * with a capital (JSX reads a lower-case tag as an HTML element), and
 * components live in .tsx/.jsx modules. A new component laid out like an
 * existing one is how a UI is built from its design system's parts, not a
 * helper written again (bench/review README, fourteenth session: on fresh
 * repositories the component rows offered as re-implementations were all
 * judged noise); a component written again is a copy, which the clone
 * threshold still shows.
 *
 * Hooks: a function named `use` and a capital (`useDebounce`), the naming
 * React's rules of hooks require. A hook runs only inside a component or
 * another hook, with that component's state; a plain function cannot call
 * one, and a hook that does what a plain function does would call that
 * function. So a hook and a function that is not one are different kinds
 * of thing, never a re-implementation of each other (fifteenth session: the
 * three such rows shown on the fresh held-out repositories were all judged
 * noise); a hook written again as a hook is still offered.
 */
import type { Location } from '../contracts/types.js';

const MARKUP_FILE = /\.(tsx|jsx)$/;

/** The last part of an extracted name: `Store.update` → `update`. */
const ownName = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

export function isUiComponent(location: Pick<Location, 'path' | 'name'>): boolean {
  return MARKUP_FILE.test(location.path) && /^[A-Z][A-Za-z0-9]*$/.test(ownName(location.name));
}

export function isHook(location: Pick<Location, 'name'>): boolean {
  return /^use[A-Z0-9]/.test(ownName(location.name));
}

/** Whether a re-implementation may join these two: neither a UI component, and both hooks or neither. */
export function uiKindsAllowReimplementation(a: Pick<Location, 'path' | 'name'>, b: Pick<Location, 'path' | 'name'>): boolean {
  return !isUiComponent(a) && !isUiComponent(b) && isHook(a) === isHook(b);
}
