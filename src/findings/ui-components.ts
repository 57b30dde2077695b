/**
 * UI components, from a function's location alone: React, Preact and Solid
 * require a component's name to start with a capital (JSX reads a lower-case
 * tag as an HTML element), and components live in .tsx/.jsx modules. A new
 * component laid out like an existing one is how a UI is built from its
 * design system's parts, not a helper written again (bench/review README,
 * fourteenth session: on fresh repositories the component rows offered as
 * re-implementations were all judged noise); a component written again is a
 * copy, which the clone threshold still shows.
 */
import type { Location } from '../contracts/types.js';

const MARKUP_FILE = /\.(tsx|jsx)$/;

export function isUiComponent(location: Pick<Location, 'path' | 'name'>): boolean {
  const last = location.name.slice(location.name.lastIndexOf('.') + 1);
  return MARKUP_FILE.test(location.path) && /^[A-Z][A-Za-z0-9]*$/.test(last);
}
