/* eslint-disable @typescript-eslint/no-explicit-any */
// spec: ui-01
/**
 * Merges `source` attributes into `target` in place. Class values are joined with a space and style
 * values with a semicolon when the target already has one; everything else overwrites.
 */
export function mergeAttributes(
  source: Record<string, string>,
  target: Record<string, string>,
): Record<string, string> {
  for (const name in source) {
    const existing = target[name];
    const incoming = source[name];
    if (name === 'class' && existing) {
      target[name] = `${existing} ${incoming}`;
    } else if (name === 'style' && existing) {
      target[name] = `${existing};${incoming}`;
    } else {
      target[name] = incoming;
    }
  }
  return target;
}

// spec: ui-02
/** The visible area of a window, anchored at the origin in client coordinates. */
export function visibleWindowRect(win: Window): ViewRect {
  const viewport = win.visualViewport;
  if (viewport) {
    return { left: 0, right: viewport.width, top: 0, bottom: viewport.height };
  }
  return { left: 0, right: win.innerWidth, top: 0, bottom: win.innerHeight };
}

export interface ViewRect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

// spec: ui-03
/** Derives the CSS transform scale of an element from its measured bounding rectangle. */
export function measureElementScale(
  element: HTMLElement,
  rect: { width: number; height: number },
): { scaleX: number; scaleY: number } {
  const snap = (measured: number, layout: number): number => {
    const factor = measured / layout;
    const nearlyOne = factor > 0.995 && factor < 1.005;
    return nearlyOne || !Number.isFinite(factor) || Math.abs(measured - layout) < 1 ? 1 : factor;
  };
  return {
    scaleX: snap(rect.width, element.offsetWidth),
    scaleY: snap(rect.height, element.offsetHeight),
  };
}

// spec: ui-04
/** Finds the closest vertically (and optionally horizontally) scrolling ancestors of a node. */
export function findScrollContainers(
  node: Node,
  wantHorizontal = true,
): { horizontal: HTMLElement | null; vertical: HTMLElement | null } {
  const body = node.ownerDocument?.body;
  let horizontal: HTMLElement | null = null;
  let vertical: HTMLElement | null = null;
  const overflows = (value: string): boolean => value.includes('scroll') || value.includes('auto');

  let current: Node | null = node.parentNode;
  while (current) {
    if (current === body) break;
    if (vertical && (horizontal || !wantHorizontal)) break;

    if (current.nodeType === Node.ELEMENT_NODE) {
      const element = current as HTMLElement;
      let style: CSSStyleDeclaration | undefined;
      const computed = (): CSSStyleDeclaration => {
        style ??= (element.ownerDocument.defaultView ?? window).getComputedStyle(element);
        return style;
      };
      if (!vertical && element.scrollHeight > element.clientHeight && overflows(computed().overflowY)) {
        vertical = element;
      }
      if (
        wantHorizontal &&
        !horizontal &&
        element.scrollWidth > element.clientWidth &&
        overflows(computed().overflowX)
      ) {
        horizontal = element;
      }
      current = element.assignedSlot ?? element.parentNode;
    } else if (current.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
      current = (current as ShadowRoot).host ?? null;
    } else {
      break;
    }
  }
  return { horizontal, vertical };
}

// spec: ui-05
/** Index of the bidi span covering `position`, preferring the wanted level and association side. */
export function findDirectionSpanIndex(
  spans: readonly DirectionSpan[],
  position: number,
  wantedLevel: number,
  side: number,
): number {
  let candidate = -1;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index];
    if (span.start > position || span.end < position) continue;
    if (span.level === wantedLevel) return index;
    const extendsOnSide = side < 0 ? span.start < position : span.end > position;
    const preferable = side !== 0 ? extendsOnSide : span.level < spans[candidate]?.level;
    if (candidate < 0 || preferable) candidate = index;
  }
  if (candidate < 0) throw new RangeError('Index out of range');
  return candidate;
}

export interface DirectionSpan {
  start: number;
  end: number;
  level: number;
}

// spec: ui-06
/** Finds the changed region between two strings, biased toward a preferred position. */
export function diffRegion(
  before: string,
  after: string,
  preferredPos: number,
  preferredSide?: string,
): { start: number; endBefore: number; endAfter: number } | null {
  const minLength = Math.min(before.length, after.length);
  let start = 0;
  while (start < minLength && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start === before.length && before.length === after.length) return null;

  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > 0 && endAfter > 0 && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }

  let preferred = preferredPos;
  if (preferredSide === 'end') {
    const overlap = Math.max(0, start - Math.min(endBefore, endAfter));
    preferred -= endBefore + overlap - start;
  }

  if (endBefore < start && before.length < after.length) {
    const shift = preferred >= endBefore && preferred <= start ? start - preferred : 0;
    start -= shift;
    endAfter = start + (endAfter - endBefore);
    endBefore = start;
  } else if (endAfter < start) {
    const shift = preferred >= endAfter && preferred <= start ? start - preferred : 0;
    start -= shift;
    endBefore = start + (endBefore - endAfter);
    endAfter = start;
  }
  return { start, endBefore, endAfter };
}

// spec: ui-07
/** Canonicalizes a key binding like "mod-shift-a" into "Shift-Ctrl-a" style. */
export function canonicalKeyBinding(binding: string, platform: string): string {
  const pieces = binding.split(/-(?!$)/);
  let key = pieces[pieces.length - 1];
  if (key === 'Space') key = ' ';

  let alt = false;
  let ctrl = false;
  let meta = false;
  let shift = false;
  for (const piece of pieces.slice(0, -1)) {
    const modifier = piece.toLowerCase();
    if (modifier === 'cmd' || modifier === 'meta' || modifier === 'm') meta = true;
    else if (modifier === 'a' || modifier === 'alt') alt = true;
    else if (modifier === 'c' || modifier === 'ctrl' || modifier === 'control') ctrl = true;
    else if (modifier === 's' || modifier === 'shift') shift = true;
    else if (modifier === 'mod') {
      if (platform === 'mac') meta = true;
      else ctrl = true;
    } else {
      throw new Error(`Unrecognized modifier name: ${piece}`);
    }
  }

  if (alt) key = `Alt-${key}`;
  if (ctrl) key = `Ctrl-${key}`;
  if (meta) key = `Meta-${key}`;
  if (shift) key = `Shift-${key}`;
  return key;
}

// spec: ui-08
/** The all-nines number with as many digits as `lineCount` (minimum 9). */
export function lineNumberWidthPlaceholder(lineCount: number): number {
  let widest = 9;
  while (widest < lineCount) widest = widest * 10 + 9;
  return widest;
}

// spec: ui-09
/** Whether a DOM position sits at the very start or end edge of `ancestor`. */
export function isAtAncestorEdge(node: Node, offset: number, ancestor: Node): boolean | undefined {
  const sizeOf = (target: Node): number =>
    target.nodeType === Node.TEXT_NODE ? (target.nodeValue ?? '').length : target.childNodes.length;
  const indexOf = (target: Node): number => {
    let index = 0;
    for (let sibling = target.previousSibling; sibling; sibling = sibling.previousSibling) index++;
    return index;
  };

  let current: Node = node;
  let atStart = offset === 0;
  let atEnd = offset === sizeOf(node);
  while (atStart || atEnd) {
    if (current === ancestor) return true;
    const index = indexOf(current);
    const parent = current.parentNode;
    if (!parent) return false;
    current = parent;
    atStart = atStart && index === 0;
    atEnd = atEnd && index === sizeOf(parent);
  }
  return undefined;
}

// spec: ui-10
/** The element's content box in client coordinates, without scrollbars, honouring CSS scale. */
export function contentBoxRect(element: HTMLElement): ViewRect {
  const rect = element.getBoundingClientRect();
  const scaleX = rect.width / element.offsetWidth || 1;
  const scaleY = rect.height / element.offsetHeight || 1;
  return {
    left: rect.left,
    top: rect.top,
    right: rect.left + element.clientWidth * scaleX,
    bottom: rect.top + element.clientHeight * scaleY,
  };
}

// spec: ui-11
/** Brings an element's attributes from `previous` to `next`, handling class and style specially. */
export function patchElementAttributes(
  element: HTMLElement,
  previous: Record<string, string | undefined>,
  next: Record<string, string | undefined>,
): void {
  const special = new Set(['class', 'style', 'nodeName']);

  for (const name in previous) {
    if (!special.has(name) && !(name in next)) element.removeAttribute(name);
  }
  for (const name in next) {
    const value = next[name];
    // eslint-disable-next-line eqeqeq
    if (!special.has(name) && value != previous[name]) element.setAttribute(name, String(value));
  }

  if (previous.class !== next.class) {
    const toList = (value?: string): string[] => (value ? value.split(' ').filter(Boolean) : []);
    const oldClasses = toList(previous.class);
    const newClasses = toList(next.class);
    oldClasses.filter((name) => !newClasses.includes(name)).forEach((name) => element.classList.remove(name));
    newClasses.filter((name) => !oldClasses.includes(name)).forEach((name) => element.classList.add(name));
    if (element.classList.length === 0) element.removeAttribute('class');
  }

  if (previous.style !== next.style) {
    if (previous.style) {
      const declaration =
        /(?:^|;)\s*([\w\-\u0080-\uffff]+)\s*:(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\([^)]*\)|[^;])*/g;
      for (const match of previous.style.matchAll(declaration)) {
        element.style.removeProperty(match[1]);
      }
    }
    if (next.style) element.style.cssText += next.style;
  }
}

// spec: ui-12
/** Encodes held modifier keys as letters in the fixed order c, m, a, s. */
export function modifierSignature(event: {
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}): string {
  return [
    event.ctrlKey ? 'c' : '',
    event.metaKey ? 'm' : '',
    event.altKey ? 'a' : '',
    event.shiftKey ? 's' : '',
  ].join('');
}

// spec: ui-13
/** Replaces browser-inserted space-wrapping spans with plain space text nodes. */
export function unwrapConvertedSpaces(container: Element): void {
  const selector = browserIsChrome ? 'span:not([class]):not([style])' : 'span.Apple-converted-space';
  const doc = container.ownerDocument;
  Array.from(container.querySelectorAll(selector)).forEach((span) => {
    const parent = span.parentNode;
    if (span.childNodes.length === 1 && span.textContent === '\u00a0' && parent) {
      parent.replaceChild(doc.createTextNode(' '), span);
    }
  });
}

const browserIsChrome: boolean =
  typeof navigator !== 'undefined' && /Chrome\//.test(navigator.userAgent) && !/Edge\//.test(navigator.userAgent);

// spec: ui-14
/** Reads plain text from a clipboard transfer, falling back to a flattened URI list. */
export function clipboardPlainText(data: { getData(type: string): string }): string {
  const text = data.getData('text/plain') || data.getData('Text');
  if (text) return text;
  const uris = data.getData('text/uri-list');
  return uris ? uris.replace(/\r?\n/g, ' ') : '';
}

// spec: ui-15
/** Pulls out the spans lying strictly inside a child node, nulling their slots in the input. */
export function extractSpansInsideNode<T extends RangeSpan>(
  spans: (T | null)[],
  node: { isLeaf: boolean; nodeSize: number },
  nodeStart: number,
): T[] | null {
  if (node.isLeaf) return null;
  const nodeEnd = nodeStart + node.nodeSize;
  let taken: T[] | null = null;
  spans.forEach((span, index) => {
    if (span && span.start > nodeStart && span.end < nodeEnd) {
      (taken ??= []).push(span);
      spans[index] = null;
    }
  });
  return taken;
}

export interface RangeSpan {
  start: number;
  end: number;
}

// spec: ui-16
/** Splits partially overlapping spans so every pair is either disjoint or identical in range. */
export function splitOverlappingSpans<T extends CopyableSpan>(spans: T[]): T[] {
  let result = spans;
  const ensureCopy = (): void => {
    if (result === spans) result = spans.slice();
  };

  for (let i = 0; i < result.length - 1; i++) {
    const span = result[i];
    if (span.start === span.end) continue;
    for (let j = i + 1; j < result.length; j++) {
      const later = result[j];
      if (later.start === span.start) {
        if (later.end !== span.end) {
          ensureCopy();
          result[j] = later.copy(later.start, span.end) as T;
          insertSorted(result, j + 1, later.copy(span.end, later.end) as T);
        }
        continue;
      }
      if (later.start < span.end) {
        ensureCopy();
        result[i] = span.copy(span.start, later.start) as T;
        insertSorted(result, j, span.copy(later.start, span.end) as T);
      }
      break;
    }
  }
  return result;
}

function insertSorted<T extends RangeSpan>(list: T[], fromIndex: number, span: T): void {
  const sortsAfter = (a: T, b: T): boolean => a.start > b.start || (a.start === b.start && a.end > b.end);
  let index = fromIndex;
  while (index < list.length && sortsAfter(span, list[index])) index++;
  list.splice(index, 0, span);
}

export interface CopyableSpan {
  start: number;
  end: number;
  copy(start: number, end: number): CopyableSpan;
}

// spec: ui-17
/** The longest shared leading part of two tree paths. */
export function sharedPathPrefix(first: readonly number[], second: readonly number[]): TreePath {
  const shared: TreePath = [];
  const limit = Math.min(first.length, second.length);
  for (let i = 0; i < limit; i++) {
    const a: unknown = first[i];
    const b: unknown = second[i];
    if (typeof a !== 'number' || typeof b !== 'number') {
      throw new Error('Got non-numeric path index');
    }
    if (a !== b) break;
    shared.push(a);
  }
  return shared;
}

export type TreePath = number[];

// spec: ui-18
/** Document-order comparison of two paths; ancestors and descendants compare equal. */
export function comparePaths(first: readonly number[], second: readonly number[]): -1 | 0 | 1 {
  const limit = Math.min(first.length, second.length);
  for (let i = 0; i < limit; i++) {
    if (first[i] < second[i]) return -1;
    if (first[i] > second[i]) return 1;
  }
  return 0;
}

// spec: ui-19
/** Every ancestor path of `path` plus the path itself, root first unless `reverse` is set. */
export function pathLevels(path: readonly number[], options: { reverse?: boolean } = {}): TreePath[] {
  const levels = Array.from({ length: path.length + 1 }, (_, depth) => path.slice(0, depth));
  return options.reverse ? levels.reverse() : levels;
}

// spec: ui-20
/** Whether two paths address different children of the same parent. */
export function arePathSiblings(first: readonly number[], second: readonly number[]): boolean {
  if (first.length !== second.length) return false;
  const parentA = first.slice(0, -1);
  const parentB = second.slice(0, -1);
  const lastA = first[first.length - 1];
  const lastB = second[second.length - 1];
  const sameParent = parentA.length === parentB.length && parentA.every((index, i) => index === parentB[i]);
  return lastA !== lastB && sameParent;
}

// spec: ui-21
/** Cuts `distance` code units off the start (or, right-to-left, the end); the measured piece comes first. */
export function splitByDistance(text: string, distance: number, rightToLeft: boolean): [string, string] {
  if (!rightToLeft) return [text.slice(0, distance), text.slice(distance)];
  const cut = text.length - distance;
  return [text.slice(cut), text.slice(0, cut)];
}

// spec: ui-22
/** Yields a string's characters from last to first, keeping surrogate pairs intact. */
export function* reverseCharacters(text: string): Generator<string, void, undefined> {
  const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;
  const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
  for (let step = 0; step < text.length; step++) {
    const index = text.length - 1 - step;
    const unit = text.charCodeAt(index);
    if (isLow(unit) && index > 0 && isHigh(text.charCodeAt(index - 1))) {
      yield text.slice(index - 1, index + 1);
      step++;
    } else {
      yield text.charAt(index);
    }
  }
}

// spec: ui-23
/** True when the string ends with an odd-length run of regional indicator symbols. */
export function endsWithOddRegionalIndicators(text: string): boolean {
  const trailingIndicators = /(?:\uD83C[\uDDE6-\uDDFF])+$/g;
  const run = text.match(trailingIndicators);
  if (!run) return false;
  const symbolCount = run[0].length / 2;
  return symbolCount % 2 === 1;
}

// spec: ui-24
/** Whether a text leaf carries every given property value (the text itself is ignored). */
export function leafMatchesProps(leaf: Record<string, unknown>, props: Record<string, unknown>): boolean {
  for (const key in props) {
    if (key === 'text') continue;
    if (!leaf.hasOwnProperty(key) || leaf[key] !== props[key]) return false;
  }
  return true;
}

// spec: ui-25
/** JSX element factory: pulls out key (and ref for host elements) and attaches children. */
export function createJsxElement(
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
): VirtualNode {
  const normalized: Record<string, unknown> = {};
  let key: unknown;
  let ref: unknown;
  for (const name in props ?? {}) {
    const value = props![name];
    if (name === 'key') key = value;
    else if (name === 'ref' && typeof type !== 'function') ref = value;
    else normalized[name] = value;
  }
  if (children.length > 1) normalized.children = children;
  else if (children.length === 1) normalized.children = children[0];
  return makeVirtualNode(type, normalized, key, ref, null);
}

function makeVirtualNode(
  type: unknown,
  props: Record<string, unknown>,
  key: unknown,
  ref: unknown,
  original: unknown,
): VirtualNode {
  return { type, props, key, ref, original };
}

export interface VirtualNode {
  type: unknown;
  props: Record<string, unknown>;
  key: unknown;
  ref: unknown;
  original: unknown;
}

// spec: ui-26
/** Sets one style property, using setProperty for dashed names and direct assignment otherwise. */
export function applyStyleProperty(
  style: CSSStyleDeclaration,
  property: string,
  value: string | number | null | undefined,
): void {
  const resolved = value ?? '';
  if (property.startsWith('-')) {
    style.setProperty(property, String(resolved));
  } else {
    (style as unknown as Record<string, unknown>)[property] = resolved;
  }
}

// spec: ui-27
/** Runs `callback` shortly after the next paint, with a 35ms fallback when frames don't fire. */
export function runAfterNextPaint(callback: () => void): void {
  let frameHandle = 0;
  const finish = (): void => {
    clearTimeout(fallbackTimer);
    if (animationFramesAvailable) cancelAnimationFrame(frameHandle);
    setTimeout(() => callback());
  };
  const fallbackTimer = setTimeout(finish, 35);
  if (animationFramesAvailable) frameHandle = requestAnimationFrame(finish);
}

const animationFramesAvailable: boolean = typeof requestAnimationFrame === 'function';

// spec: ui-28
/** Renders one attribute as HTML text for a JSX template. */
export function renderAttribute(name: string, rawValue: unknown): string {
  const hooked = renderSettings.attributeHook?.(name, rawValue);
  if (typeof hooked === 'string') return hooked;

  let value = rawValue;
  if (value !== null && typeof value === 'object' && typeof (value as { valueOf?: unknown }).valueOf === 'function') {
    value = (value as { valueOf(): unknown }).valueOf();
  }

  if (name === 'ref' || name === 'key') return '';

  if (name === 'style' && typeof value === 'object') {
    const declarations = Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v != null && v !== '')
      .map(([property, v]) => `${toCssPropertyName(property)}:${v};`)
      .join('');
    return `${name}="${escapeHtmlEntities(declarations)}"`;
  }

  if (value == null || value === false || typeof value === 'function' || typeof value === 'object') return '';
  if (value === true) return name;
  return `${name}="${escapeHtmlEntities(String(value))}"`;
}

export const renderSettings: { attributeHook?: (name: string, value: unknown) => unknown } = {};

const cssNameCache = new Map<string, string>();

function toCssPropertyName(property: string): string {
  if (property.startsWith('-')) return property;
  let cached = cssNameCache.get(property);
  if (cached === undefined) {
    cached = property.replace(/[A-Z]/g, '-$&').toLowerCase();
    cssNameCache.set(property, cached);
  }
  return cached;
}

function escapeHtmlEntities(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  return text.replace(/[&<>"]/g, (ch) => entities[ch]);
}

// spec: ui-29
/** A readable name for a virtual node, for debug output. */
export function vnodeDisplayName(vnode: DebugVNode): string {
  const { type } = vnode;
  if (type === FragmentComponent) return 'Fragment';
  if (typeof type === 'function') {
    const component = type as { displayName?: string; name: string };
    return component.displayName || component.name;
  }
  if (typeof type === 'string') return type;
  return '#text';
}

export function FragmentComponent(props: { children?: unknown }): unknown {
  return props.children;
}

export interface DebugVNode {
  type: unknown;
  props?: Record<string, unknown>;
  _children?: (DebugVNode | null | undefined)[] | null;
}

// spec: ui-30
/** Tag names of the host elements a vnode renders directly, looking through components but not portals. */
export function renderedHostTagNames(vnode: DebugVNode): string[] {
  const rendered = vnode._children;
  if (!rendered) return [];
  return rendered.flatMap((child): string[] => {
    if (!child) return [];
    if (typeof child.type === 'function') {
      return child.props?._parentDom ? [] : renderedHostTagNames(child);
    }
    return typeof child.type === 'string' ? [child.type] : [];
  });
}

// spec: ui-31
/** A short JSX-like description of a vnode, e.g. `<div id="x">..</div>`. */
export function describeVNode(vnode: DebugVNode): string {
  const name = vnodeDisplayName(vnode);
  const props = vnode.props ?? {};
  const renderedProps = Object.keys(props)
    .filter((prop) => prop !== 'children')
    .map((prop) => {
      const value = props[prop];
      let text: string;
      if (typeof value === 'function') {
        const fn = value as { displayName?: string; name: string };
        text = `function ${fn.displayName || fn.name}() {}`;
      } else if (typeof value === 'object' && value !== null && !(value as { toString?: unknown }).toString) {
        text = Object.prototype.toString.call(value);
      } else {
        text = `${value as string}`;
      }
      return ` ${prop}=${JSON.stringify(text)}`;
    })
    .join('');

  const children = props.children as { length?: number } | undefined;
  const hasChildren = Boolean(children && children.length);
  return `<${name}${renderedProps}${hasChildren ? `>..</${name}>` : ' />'}`;
}

// spec: ui-32
/** Runs prop validators and logs each distinct failure message once. */
export function validateProps(
  validators: Record<string, (...args: unknown[]) => unknown>,
  values: Record<string, unknown>,
  location: string,
  componentName: string,
  getComponentStack: () => string,
): void {
  for (const propName of Object.keys(validators)) {
    let outcome: unknown;
    try {
      outcome = validators[propName](values, propName, componentName, location, null, VALIDATOR_SECRET);
    } catch (thrown) {
      outcome = thrown;
    }
    if (!outcome) continue;
    const message = (outcome as { message?: string }).message ?? String(outcome);
    if (reportedPropFailures[message]) continue;
    reportedPropFailures[message] = true;
    console.error(`Failed ${location} type: ${message}\n${getComponentStack?.() ?? ''}`);
  }
}

const VALIDATOR_SECRET = 'SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED';
const reportedPropFailures: Record<string, boolean> = {};

// spec: ui-33
/** Inserts a task into a queue kept sorted by ascending expiration time. */
export function insertByExpiration<T extends { expirationTime: number }>(queue: T[], task: T): void {
  let low = 0;
  let high = queue.length - 1;
  let insertAt = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const pivot = queue[middle].expirationTime;
    if (task.expirationTime > pivot) {
      low = middle + 1;
    } else if (task.expirationTime < pivot) {
      high = middle - 1;
    } else {
      insertAt = middle;
      break;
    }
  }
  queue.splice(insertAt === -1 ? low : insertAt, 0, task);
}

// spec: ui-34
/** Merges props sources into one object of live getters; later sources win on each read. */
export function mergeLiveProps(...sources: PropsSource[]): Record<string, unknown> {
  const resolve = (source: PropsSource): Record<string, unknown> =>
    (typeof source === 'function' ? source() : source) || {};
  const merged: Record<string, unknown> = {};

  for (const source of sources) {
    if (!source) continue;
    const descriptors = Object.getOwnPropertyDescriptors(resolve(source));
    for (const key of Object.keys(descriptors)) {
      if (key === '__proto__' || key === 'constructor' || Object.prototype.hasOwnProperty.call(merged, key)) continue;
      Object.defineProperty(merged, key, {
        enumerable: true,
        configurable: true,
        get(): unknown {
          for (let i = sources.length - 1; i >= 0; i--) {
            const value = resolve(sources[i])[key];
            if (value !== undefined) return value;
          }
          return undefined;
        },
      });
    }
  }
  return merged;
}

type PropsSource = Record<string, unknown> | (() => Record<string, unknown>) | null | undefined | false;

// spec: ui-35
/** Splits props into groups by key lists plus a rest object, keeping property descriptors intact. */
export function partitionProps<T extends object>(props: T, ...keyGroups: (readonly PropertyKey[])[]): object[] {
  const remaining: Record<PropertyKey, PropertyDescriptor> = Object.getOwnPropertyDescriptors(props);
  const takeInto = (keys: readonly PropertyKey[]): object => {
    const target = {};
    for (const key of keys) {
      const descriptor = remaining[key as string];
      if (!descriptor) continue;
      Object.defineProperty(target, key, descriptor);
      delete remaining[key as string];
    }
    return target;
  };
  const groups = keyGroups.map(takeInto);
  groups.push(takeInto(Object.keys(remaining)));
  return groups;
}

// spec: ui-36
/** Applies a class-name → boolean map to an element against the previously applied map. */
export function applyClassMap(
  element: Element,
  next: Record<string, unknown> | undefined,
  previous: Record<string, boolean> = {},
): Record<string, boolean> {
  const toggle = (key: string, on: boolean): void => {
    key
      .trim()
      .split(/\s+/)
      .forEach((className) => element.classList.toggle(className, on));
  };

  for (const key of Object.keys(previous)) {
    if (!key || key === 'undefined' || (next as Record<string, unknown>)[key]) continue;
    toggle(key, false);
    delete previous[key];
  }
  for (const key of Object.keys(next ?? {})) {
    const enabled = Boolean(next![key]);
    if (!key || key === 'undefined' || !enabled || previous[key] === true) continue;
    toggle(key, true);
    previous[key] = true;
  }
  return previous;
}

// spec: ui-37
/** Applies inline styles (string or map) to an element and returns what to remember as previous. */
export function applyInlineStyles(
  element: HTMLElement,
  next: string | StyleMap | null | undefined | false,
  previous?: string | StyleMap,
): string | StyleMap | null | undefined | false {
  if (!next) {
    if (previous) {
      setAttributeUnlessHydrating(element, 'style', undefined);
      return undefined;
    }
    return next;
  }
  const style = element.style;
  if (typeof next === 'string') {
    style.cssText = next;
    return next;
  }

  let remembered: StyleMap;
  if (typeof previous === 'string') {
    style.cssText = '';
    remembered = {};
  } else {
    remembered = previous ?? {};
  }

  for (const property of Object.keys(remembered)) {
    if (next[property] == null) style.removeProperty(property);
    delete remembered[property];
  }
  for (const property of Object.keys(next)) {
    const value = next[property];
    if (value !== remembered[property]) {
      style.setProperty(property, value ?? null);
      remembered[property] = value;
    }
  }
  return remembered;
}

export const hydrationState = { active: false };

function setAttributeUnlessHydrating(element: Element, name: string, value: string | undefined): void {
  if (hydrationState.active && element.isConnected) return;
  if (value == null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

type StyleMap = Record<string, string | null | undefined>;

// spec: ui-38
/** Injects an inline script before the `<!--xs-->` marker, or at the end of the HTML. */
export function injectInlineScript(html: string, scriptSource: string, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const tag = `<script${nonceAttribute}>${scriptSource}</script>`;
  const marker = '<!--xs-->';
  const at = html.indexOf(marker);
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

// spec: ui-39
/** Replaces the `<template id="pl-KEY">…<!--pl-KEY-->` placeholder with new content. */
export function fillPlaceholder(html: string, key: string, replacement: string): string {
  const opening = `<template id="pl-${key}">`;
  const closing = `<!--pl-${key}-->`;
  const openAt = html.indexOf(opening);
  if (openAt === -1) return html;
  const closeAt = html.indexOf(closing, openAt + opening.length);
  return html.slice(0, openAt) + replacement + html.slice(closeAt + closing.length);
}

// spec: ui-40
/** Parses the text of a single HTML tag into a tag (or comment) node. */
export function parseTagText(tagText: string): ParsedNode {
  const node: Extract<ParsedNode, { type: 'tag' }> = {
    type: 'tag',
    name: '',
    voidElement: false,
    attrs: [],
    children: [],
  };

  const nameMatch = /<\/?(\S+?)[/\s>]/.exec(tagText);
  if (nameMatch) {
    node.name = nameMatch[1];
    if (VOID_ELEMENTS.has(node.name.toLowerCase()) || tagText.charAt(tagText.length - 2) === '/') {
      node.voidElement = true;
    }
    if (node.name.startsWith('!--')) {
      const end = tagText.indexOf('-->');
      return { type: 'comment', content: end === -1 ? '' : tagText.slice(4, end) };
    }
  }

  const attributePattern =
    /\s([^'"/\s><=]+?)(?=[\s/>])|([^\s=]+)=\s?(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
  for (const match of tagText.matchAll(attributePattern)) {
    const name = match[1] ?? match[2];
    if (!name) continue;
    const value = match[1] !== undefined ? '' : (match[3] ?? match[4] ?? match[5] ?? '');
    node.attrs.push({ type: name.startsWith('use:') ? 'directive' : 'attr', name, value });
  }
  return node;
}

export interface ParsedAttribute {
  type: 'attr' | 'directive';
  name: string;
  value: string;
}

export type ParsedNode =
  | { type: 'tag'; name: string; voidElement: boolean; attrs: ParsedAttribute[]; children: ParsedNode[] }
  | { type: 'comment'; content: string }
  | { type: 'text'; content: string };

const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen',
  'link', 'menuitem', 'meta', 'param', 'source', 'track', 'wbr',
]);

// spec: ui-41
/** Reducer that appends the HTML serialization of one parsed node to the accumulator. */
export function serializeParsedNode(accumulated: string, node: ParsedNode): string | undefined {
  switch (node.type) {
    case 'text':
      return accumulated + node.content;
    case 'comment':
      return `${accumulated}<!--${node.content}-->`;
    case 'tag': {
      const attributes = node.attrs?.length
        ? ` ${node.attrs.map(({ name, value }) => `${name}="${value.replace(/"/g, '&quot;')}"`).join(' ')}`
        : '';
      const opened = `${accumulated}<${node.name}${attributes}${node.voidElement ? '/>' : '>'}`;
      if (node.voidElement) return opened;
      const inner = node.children.reduce<string>((html, child) => serializeParsedNode(html, child) as string, '');
      return `${opened}${inner}</${node.name}>`;
    }
    default:
      return undefined;
  }
}

// spec: ui-42
/** Undoes one nested activation of a scope, restoring the previously active scope when it hits zero. */
export function deactivateScope(scope: ActivatableScope): void {
  if (scope.activeCount <= 0) return;
  scope.activeCount -= 1;
  if (scope.activeCount !== 0) return;

  if (scopeRegistry.current === scope) {
    scopeRegistry.current = scope.previousScope;
  } else {
    for (let cursor = scopeRegistry.current; cursor; cursor = cursor.previousScope) {
      if (cursor.previousScope === scope) {
        cursor.previousScope = scope.previousScope;
        break;
      }
    }
  }
  scope.previousScope = undefined;
}

export const scopeRegistry: { current: ActivatableScope | undefined } = { current: undefined };

export interface ActivatableScope {
  activeCount: number;
  previousScope: ActivatableScope | undefined;
}

// spec: ui-43
/** Drops dependency links left unused (version -1) after a tracking run and restores active-link slots. */
export function pruneUnusedDependencies(subscriber: {
  depsHead?: DependencyLink;
  depsTail?: DependencyLink;
}): void {
  let head: DependencyLink | undefined;
  let tail = subscriber.depsTail;
  let link = tail;
  while (link) {
    const previous = link.prevDep;
    if (link.version === -1) {
      if (link === tail) tail = previous;
      detachFromDependency(link);
      unlinkFromSubscriber(link);
    } else {
      head = link;
    }
    link.dependency.activeLink = link.savedActiveLink;
    link.savedActiveLink = undefined;
    link = previous;
  }
  subscriber.depsHead = head;
  subscriber.depsTail = tail;
}

function detachFromDependency(link: DependencyLink): void {
  const { prevSub, nextSub, dependency } = link;
  if (prevSub) {
    prevSub.nextSub = nextSub;
    link.prevSub = undefined;
  }
  if (nextSub) {
    nextSub.prevSub = prevSub;
    link.nextSub = undefined;
  }
  if (dependency.subscribersTail === link) dependency.subscribersTail = prevSub;
}

function unlinkFromSubscriber(link: DependencyLink): void {
  const { prevDep, nextDep } = link;
  if (prevDep) {
    prevDep.nextDep = nextDep;
    link.prevDep = undefined;
  }
  if (nextDep) {
    nextDep.prevDep = prevDep;
    link.nextDep = undefined;
  }
}

export interface TrackedDependency {
  activeLink?: DependencyLink;
  subscribersTail?: DependencyLink;
}

export interface DependencyLink {
  version: number;
  dependency: TrackedDependency;
  prevDep?: DependencyLink;
  nextDep?: DependencyLink;
  prevSub?: DependencyLink;
  nextSub?: DependencyLink;
  savedActiveLink?: DependencyLink;
}

// spec: ui-44
/** Unlinks a node from its doubly linked list; head/tail bookkeeping is left to the caller. */
export function unlinkListNode(node: ListNode): void {
  const { prev, next } = node;
  if (prev) {
    prev.next = next;
    node.prev = undefined;
  }
  if (next) {
    next.prev = prev;
    node.next = undefined;
  }
}

export interface ListNode {
  prev?: ListNode;
  next?: ListNode;
}

// spec: ui-45
/** Classifies a raw type tag ("Object", "Map", …) by how it can be made reactive. */
export function classifyTargetType(rawType: string): ProxyTargetKind {
  switch (rawType) {
    case 'Object':
    case 'Array':
      return ProxyTargetKind.Ordinary;
    case 'Map':
    case 'Set':
    case 'WeakMap':
    case 'WeakSet':
      return ProxyTargetKind.Collection;
    default:
      return ProxyTargetKind.Invalid;
  }
}

export const ProxyTargetKind = { Invalid: 0, Ordinary: 1, Collection: 2 } as const;
export type ProxyTargetKind = (typeof ProxyTargetKind)[keyof typeof ProxyTargetKind];

// spec: ui-46
/** Registers a cleanup to run before the watcher's next run or when it stops. */
export function registerWatcherCleanup(
  cleanup: () => void,
  silent = false,
  owner: Watcher | undefined = watcherContext.active,
): void {
  if (owner) {
    let cleanups = watcherCleanups.get(owner);
    if (!cleanups) {
      cleanups = [];
      watcherCleanups.set(owner, cleanups);
    }
    cleanups.push(cleanup);
  } else if (!silent && !isProductionEnvironment()) {
    console.warn('onWatcherCleanup() was called when there was no active watcher to associate with.');
  }
}

export const watcherContext: { active: Watcher | undefined } = { active: undefined };
const watcherCleanups = new WeakMap<Watcher, (() => void)[]>();

function isProductionEnvironment(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.NODE_ENV === 'production';
}

export type Watcher = object;

// spec: ui-47
/** Reads every nested value (to `depth`) so reactive tracking sees them all; returns the input. */
export function deepTouch<T>(value: T, depth = Infinity, visited?: Map<unknown, number>): T {
  if (depth <= 0 || typeof value !== 'object' || value === null) return value;
  const target = value as Record<PropertyKey, unknown>;
  if (target.__v_skip) return value;

  const seen = visited ?? new Map<unknown, number>();
  if ((seen.get(value) ?? -Infinity) >= depth) return value;
  seen.set(value, depth);
  const remaining = depth - 1;

  if (target.__v_isRef === true) {
    deepTouch(target.value, remaining, seen);
  } else if (Array.isArray(value)) {
    value.forEach((item) => deepTouch(item, remaining, seen));
  } else if (value instanceof Set || value instanceof Map) {
    value.forEach((item: unknown) => deepTouch(item, remaining, seen));
  } else if (Object.prototype.toString.call(value) === '[object Object]') {
    for (const key in target) deepTouch(target[key], remaining, seen);
    for (const symbol of Object.getOwnPropertySymbols(target)) {
      if (Object.prototype.propertyIsEnumerable.call(target, symbol)) {
        deepTouch(target[symbol], remaining, seen);
      }
    }
  }
  return value;
}

// spec: ui-48
/** SameValue comparison: like ===, but NaN equals NaN and +0 differs from -0. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) {
    return a !== 0 || 1 / (a as number) === 1 / (b as number);
  }
  // eslint-disable-next-line no-self-compare
  return a !== a && b !== b;
}

// spec: ui-49
/** A one-level copy keeping kind and prototype; `mode` controls descriptor-exact copying. */
export function shallowClone<T>(base: T, mode: boolean | 'class_only' = false): T {
  if (base instanceof Map) return new Map(base) as T;
  if (base instanceof Set) return new Set(base) as T;
  if (Array.isArray(base)) return base.slice() as T;

  const source = base as unknown as Record<PropertyKey, unknown>;
  const plain = isPlainObjectValue(source);
  const proto = Object.getPrototypeOf(source);

  if (mode === true || (mode === 'class_only' && !plain)) {
    const descriptors: Record<PropertyKey, PropertyDescriptor> = Object.getOwnPropertyDescriptors(source);
    delete descriptors[DRAFT_STATE];
    for (const key of Reflect.ownKeys(descriptors)) {
      const descriptor = descriptors[key as string];
      if (descriptor.writable === false) {
        descriptor.writable = true;
        descriptor.configurable = true;
      }
      if (descriptor.get || descriptor.set) {
        descriptors[key as string] = {
          configurable: true,
          writable: true,
          enumerable: descriptor.enumerable,
          value: source[key],
        };
      }
    }
    return Object.create(proto, descriptors);
  }

  if (proto !== null && plain) return { ...source } as T;
  return Object.assign(Object.create(proto), source);
}

const objectConstructorSource = Function.prototype.toString.call(Object);

function isPlainObjectValue(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return true;
  const ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') ? proto.constructor : undefined;
  if (ctor === Object) return true;
  return typeof ctor === 'function' && Function.prototype.toString.call(ctor) === objectConstructorSource;
}

function isDraftableValue(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (isPlainObjectValue(value) || Array.isArray(value) || value instanceof Map || value instanceof Set) return true;
  const marked = value as Record<PropertyKey, unknown> & { constructor?: Record<PropertyKey, unknown> };
  return Boolean(marked[DRAFTABLE]) || Boolean(marked.constructor?.[DRAFTABLE]);
}

export const DRAFT_STATE: unique symbol = Symbol.for('reimpl-draft-state');
export const DRAFTABLE: unique symbol = Symbol.for('reimpl-draftable');

// spec: ui-50
/** Freezes a draftable value (optionally deeply), blocking mutation methods on Maps and Sets. */
export function freezeValue<T>(value: T, deep = false): T {
  if (Object.isFrozen(value)) return value;
  if ((value as Record<PropertyKey, unknown>)[DRAFT_STATE]) return value;
  if (!isDraftableValue(value)) return value;

  if (value instanceof Map || value instanceof Set) {
    const refuseMutation = (): never => {
      throw new Error('This object has been frozen and should not be mutated');
    };
    Object.defineProperties(value, {
      set: { value: refuseMutation },
      add: { value: refuseMutation },
      clear: { value: refuseMutation },
      delete: { value: refuseMutation },
    });
  }
  Object.freeze(value);

  if (deep) {
    if (value instanceof Map || value instanceof Set) {
      value.forEach((entry: unknown) => freezeValue(entry, true));
    } else if (Array.isArray(value)) {
      value.forEach((item) => freezeValue(item, true));
    } else {
      Object.keys(value as object).forEach((key) =>
        freezeValue((value as Record<string, unknown>)[key], true),
      );
    }
  }
  return value;
}

// spec: ui-51
/** The descriptor of an inherited property, found on the prototype chain (own props are skipped). */
export function inheritedPropertyDescriptor(target: object, key: PropertyKey): PropertyDescriptor | undefined {
  if (!(key in target)) return undefined;
  for (let proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor) return descriptor;
  }
  return undefined;
}

// spec: ui-52
/** Follows all but the last path key from `base` and returns the container of the final key. */
export function resolveParentContainer(base: unknown, path: readonly PropertyKey[]): unknown {
  let current = base;
  for (const key of path.slice(0, -1)) {
    current =
      current instanceof Map ? current.get(key) : (current as Record<PropertyKey, unknown>)[key];
    if (typeof current !== 'object' || current === null) {
      throw new Error(`Cannot resolve path at '${path.map(String).join('/')}'`);
    }
  }
  return current;
}

// spec: ui-53
/** Deep-clones a draftable value so a patch can hold it independently of its source. */
export function clonePatchValue<T>(value: T): T {
  if (!isDraftableValue(value)) return value;
  if (Array.isArray(value)) return value.map((item) => clonePatchValue(item)) as T;
  if (value instanceof Map) {
    return new Map(Array.from(value, ([key, entry]) => [key, clonePatchValue(entry)])) as T;
  }
  if (value instanceof Set) return new Set(Array.from(value, (member) => clonePatchValue(member))) as T;

  const source = value as Record<PropertyKey, unknown>;
  const clone: Record<PropertyKey, unknown> = Object.create(Object.getPrototypeOf(source));
  for (const key in source) clone[key] = clonePatchValue(source[key]);
  if (Object.prototype.hasOwnProperty.call(source, DRAFTABLE)) clone[DRAFTABLE] = source[DRAFTABLE];
  return clone as T;
}

// spec: ui-54
/** Wraps an object with a `next` method as a real iterable iterator. */
export function toIterableIterator<T>(iteratorLike: { next(): IteratorResult<T> }): IterableIterator<T> {
  if (nativeIteratorFrom) return nativeIteratorFrom(iteratorLike) as IterableIterator<T>;
  const wrapped = {
    ...iteratorLike,
    [Symbol.iterator](): IterableIterator<T> {
      return wrapped;
    },
  } as IterableIterator<T>;
  return wrapped;
}

const nativeIteratorFrom: ((source: unknown) => unknown) | undefined = (() => {
  const IteratorCtor = (globalThis as { Iterator?: { from?: (source: unknown) => unknown } }).Iterator;
  return typeof IteratorCtor?.from === 'function' ? IteratorCtor.from.bind(IteratorCtor) : undefined;
})();

// spec: ui-55
/** Converts a slice-style relative index into an absolute one clamped to [0, length]. */
export function clampRelativeIndex(index: number, length: number): number {
  return index < 0 ? Math.max(length + index, 0) : Math.min(index, length);
}

// spec: ui-56
/** Prints a development warning and throws/catches an Error so "pause on exceptions" stops here. */
export function devWarning(message: string): void {
  if (typeof console !== 'undefined' && typeof console.error === 'function') {
    console.error(message);
  }
  try {
    throw new Error(message);
  } catch {
    // Intentionally swallowed: only here for debuggers breaking on all exceptions.
  }
}

// spec: ui-57
/** A short kind name for a value ("array", "date", "Map", "object", …) for error messages. */
export function describeKind(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';

  const primitiveType = typeof value;
  if (['boolean', 'string', 'number', 'symbol', 'function'].includes(primitiveType)) return primitiveType;
  if (Array.isArray(value)) return 'array';

  const candidate = value as Record<string, any>;
  const looksLikeDate =
    value instanceof Date ||
    (typeof candidate.toDateString === 'function' &&
      typeof candidate.getDate === 'function' &&
      typeof candidate.setDate === 'function');
  if (looksLikeDate) return 'date';

  const looksLikeError =
    value instanceof Error ||
    (typeof candidate.message === 'string' &&
      Boolean(candidate.constructor) &&
      typeof (candidate.constructor as { stackTraceLimit?: unknown }).stackTraceLimit === 'number');
  if (looksLikeError) return 'error';

  const ctorName: string | undefined =
    typeof candidate.constructor === 'function' ? candidate.constructor.name : undefined;
  const builtInNames = ['Symbol', 'Promise', 'WeakMap', 'WeakSet', 'Map', 'Set'];
  if (ctorName && builtInNames.includes(ctorName)) return ctorName;

  return Object.prototype.toString.call(value).slice(8, -1).toLowerCase().replace(/\s/g, '');
}

// spec: ui-58
/** Wraps action creators (one function or an object of them) so calling them dispatches the result. */
export function bindCreatorsToDispatch(
  creators: AnyFunction | Record<string, unknown>,
  dispatch: (action: unknown) => unknown,
): AnyFunction | Record<string, AnyFunction> {
  const bind = (creator: AnyFunction): AnyFunction =>
    function (this: unknown, ...args: unknown[]) {
      return dispatch(creator.apply(this, args));
    };

  if (typeof creators === 'function') return bind(creators);
  if (typeof creators !== 'object' || creators === null) {
    throw new Error(
      isProductionEnvironment()
        ? 'Minified error #16; use the non-minified dev build for the full message.'
        : `bindCreatorsToDispatch expected an object or a function, but received: '${describeKind(creators)}'. ` +
            'Did you write "import Creators from" instead of "import * as Creators from"?',
    );
  }

  const bound: Record<string, AnyFunction> = {};
  for (const key in creators) {
    const creator = creators[key];
    if (typeof creator === 'function') bound[key] = bind(creator as AnyFunction);
  }
  return bound;
}

type AnyFunction = (this: unknown, ...args: any[]) => any;

// spec: ui-59
/** Right-to-left function composition: compose(f, g, h)(x) === f(g(h(x))). */
export function composeRightToLeft(...functions: AnyFunction[]): AnyFunction {
  if (functions.length === 0) return <A>(first: A): A => first;
  if (functions.length === 1) return functions[0];
  return functions.reduce(
    (outer, inner) =>
      (...args: unknown[]) =>
        outer(inner(...args)),
  );
}

// spec: ui-60
/** Builds a store enhancer that routes every dispatch through the given middleware chain. */
export function withMiddleware(...middlewares: Middleware[]): (createStore: StoreFactory) => StoreFactory {
  return (createStore) => (reducer, preloadedState) => {
    const store = createStore(reducer, preloadedState);
    let dispatch: AnyFunction = () => {
      throw new Error(
        isProductionEnvironment()
          ? 'Minified error #15; use the non-minified dev build for the full message.'
          : 'Dispatching while constructing your middleware is not allowed. ' +
              'Other middleware would not be applied to this dispatch.',
      );
    };
    const api = {
      getState: store.getState,
      dispatch: (...args: unknown[]): unknown => dispatch(...args),
    };
    const chain = middlewares.map((middleware) => middleware(api));
    dispatch = composeRightToLeft(...chain)(store.dispatch);
    return { ...store, dispatch };
  };
}

export interface MiddlewareStore {
  getState(): unknown;
  dispatch(action: unknown, ...extra: unknown[]): unknown;
  [extra: string]: unknown;
}

type StoreFactory = (reducer: unknown, preloadedState?: unknown) => MiddlewareStore;
type Middleware = (api: {
  getState: () => unknown;
  dispatch: (...args: unknown[]) => unknown;
}) => (next: AnyFunction) => AnyFunction;
