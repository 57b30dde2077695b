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
import { ownName } from './locations.js';

const MARKUP_FILE = /\.(tsx|jsx)$/;

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

/** The files a file-system router renders as a route's page or its frame (Next.js's app router: `page.tsx`, `layout.tsx`, `template.tsx`). */
const ROUTE_FILE = /(^|\/)(page|layout|template)\.(tsx|jsx)$/;

/**
 * Two route pages: the components of two routes' `page.tsx` (or layout, or
 * template). Every route renders its own page, and a new one laid out like an
 * existing one is how an app grows a route; neither "reuse that page" nor a
 * shared page is what its reviewer asks for (a piece of it written again, a
 * table cell or a helper, is no page, and is still shown). Drift between two
 * pages is still shown. Measured (eighteenth session, bench/review): the 4
 * judged copy rows between two route pages were all expected; 4 of the 14
 * drift rows between them were actionable.
 */
export function twoRoutePages(a: Pick<Location, 'path' | 'name'>, b: Pick<Location, 'path' | 'name'>): boolean {
  const page = (l: Pick<Location, 'path' | 'name'>): boolean => ROUTE_FILE.test(l.path) && !l.name.includes('.') && isUiComponent(l);
  return a.path !== b.path && page(a) && page(b);
}
