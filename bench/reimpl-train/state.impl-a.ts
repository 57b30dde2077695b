import { current, isDraft } from 'immer';

// spec: state-01
/** Detects (synchronous) generator functions by inspecting the constructor's name. */
export function isGeneratorFunction(candidate: unknown): boolean {
  if (candidate === null || candidate === undefined) return false;
  const ctor = (candidate as { constructor?: { name?: string; displayName?: string } }).constructor;
  if (!ctor) return false;
  return ctor.name === 'GeneratorFunction' || ctor.displayName === 'GeneratorFunction';
}

// spec: state-02
/** Converts an arbitrary map/object key into its string representation. */
export function stringifyKey(key: unknown): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'symbol') return key.toString();
  // eslint-disable-next-line no-new-wrappers
  return new String(key).toString();
}

// spec: state-03
/** Own enumerable keys of an object, including enumerable symbol keys. */
export function getOwnEnumerableKeys(target: object): Array<string | symbol> {
  const stringKeys: Array<string | symbol> = Object.keys(target);
  const symbolKeys = Object.getOwnPropertySymbols(target);
  if (symbolKeys.length === 0) return stringKeys;
  const enumerableSymbols = symbolKeys.filter((symbolKey) =>
    Object.prototype.propertyIsEnumerable.call(target, symbolKey),
  );
  return [...stringKeys, ...enumerableSymbols];
}

// spec: state-04
/** Returns `flags` with every bit of `mask` either set (`enabled`) or cleared. */
export function updateBitFlags(flags: number, mask: number, enabled: boolean): number {
  return enabled ? flags | mask : flags & ~mask;
}

// spec: state-05
export function createBrandedTypeCheck<T>(
  typeName: string,
  classRef: { prototype: object },
): (value: unknown) => value is T {
  const brandProperty = `isMobX${typeName}`;
  (classRef.prototype as Record<string, unknown>)[brandProperty] = true;
  return (value: unknown): value is T =>
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[brandProperty] === true;
}

/**
 * Brands the prototype of `classRef` and returns a predicate recognising its instances,
 * even those created by another copy of the library.
 */

// spec: state-06
/** Throws a library error, resolving numeric codes through the message table in development. */
export function throwLibraryError(error: string | number, ...extraArgs: unknown[]): never {
  if (isDevelopmentBuild) {
    const entry = typeof error === 'string' ? error : libraryErrorMessages[error];
    const text = typeof entry === 'function' ? entry(...extraArgs) : entry;
    throw new Error(`[MobX] ${text}`);
  }
  const details = extraArgs.length > 0 ? ` ${extraArgs.map((arg) => String(arg)).join(',')}` : '';
  throw new Error(`[MobX] minified error nr: ${String(error)}${details}. See mobx.js.org/errors`);
}

type ErrorMessageEntry = string | ((...args: unknown[]) => string);

const libraryErrorMessages: Record<number, ErrorMessageEntry> = {
  21: (value: unknown) => `Cannot convert to map from '${String(value)}'`,
};

/** True unless the build has been explicitly marked as a production build. */
const isDevelopmentBuild: boolean =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NODE_ENV !== 'production';

// spec: state-07
/** Normalises a Map, observable map, entries array or plain object into a Map. */
export function toKeyValueMap(source: unknown): Map<unknown, unknown> {
  if (isNativeMap(source) || isObservableMapInstance(source)) return source as Map<unknown, unknown>;
  if (Array.isArray(source)) return new Map(source as Array<[unknown, unknown]>);
  if (isPlainRecord(source)) {
    const result = new Map<unknown, unknown>();
    // for-in deliberately includes inherited enumerable keys
    for (const key in source) {
      result.set(key, source[key]);
    }
    return result;
  }
  return throwLibraryError(21, source);
}

const isNativeMap = (value: unknown): value is Map<unknown, unknown> =>
  Object.prototype.toString.call(value) === '[object Map]';

const isObservableMapInstance = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { isMobXObservableMap?: unknown }).isMobXObservableMap === true;

/** Plain objects are those whose prototype is either `null` or `Object.prototype`. */
const isPlainRecord = (value: unknown): value is Record<PropertyKey, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
};

// spec: state-08
/** Splices `newItems` into the backing array, avoiding argument-count limits for huge inserts. */
export function spliceBackingArray<T>(
  this: { values: T[] },
  startIndex: number,
  deleteCount: number,
  newItems: T[],
): T[] {
  const values = this.values;
  if (newItems.length < MAX_SPREAD_SPLICE_ITEMS) {
    return values.splice(startIndex, deleteCount, ...newItems);
  }
  const removed = values.slice(startIndex, startIndex + deleteCount);
  const tail = values.slice(startIndex + deleteCount);
  values.length += newItems.length - deleteCount;
  newItems.forEach((item, offset) => {
    values[startIndex + offset] = item;
  });
  const tailStart = startIndex + newItems.length;
  tail.forEach((item, offset) => {
    values[tailStart + offset] = item;
  });
  return removed;
}

const MAX_SPREAD_SPLICE_ITEMS = 10_000;

// spec: state-09
/** Passes a change through the owner's interceptors; a falsy result vetoes the change. */
export function applyInterceptors<C extends ChangeLike>(
  owner: { interceptors?: Array<Interceptor<C>> },
  initialChange: C,
): C | null | undefined {
  const previousDerivation = beginUntrackedSection();
  try {
    const interceptors = [...(owner.interceptors ?? [])];
    let change: C | null | undefined = initialChange;
    for (const interceptor of interceptors) {
      change = interceptor(change as C);
      if (change && !change.type) {
        throwLibraryError('Intercept handlers should return nothing or a change object');
      }
      if (!change) break;
    }
    return change;
  } finally {
    endUntrackedSection(previousDerivation);
  }
}

let activeTrackingDerivation: unknown = null;

function beginUntrackedSection(): unknown {
  const previous = activeTrackingDerivation;
  activeTrackingDerivation = null;
  return previous;
}

function endUntrackedSection(previous: unknown): void {
  activeTrackingDerivation = previous;
}

interface ChangeLike {
  type?: unknown;
}

type Interceptor<C> = (change: C) => C | null | undefined;

// spec: state-10
/** Registers a change listener on the owner and returns a one-shot disposer. */
export function addChangeListener<L>(owner: { changeListeners?: L[] }, handler: L): () => void {
  let listeners = owner.changeListeners;
  if (listeners) {
    listeners.push(handler);
  } else {
    listeners = [handler];
    owner.changeListeners = listeners;
  }
  const registeredIn = listeners;
  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
    const position = registeredIn.indexOf(handler);
    if (position !== -1) registeredIn.splice(position, 1);
  };
}

// spec: state-11
/** Splits a dotted state id into path segments; a backslash escapes the next character. */
export function splitStatePath(stateId: string | string[]): string[] {
  if (Array.isArray(stateId)) return stateId;
  const segments: string[] = [];
  let segment = '';
  for (let index = 0; index < stateId.length; index++) {
    const char = stateId[index];
    if (char === '\\') {
      // A trailing backslash concatenates `undefined`, matching the documented behaviour.
      segment += stateId[index + 1] as string | undefined;
      index++;
      continue;
    }
    if (char === '.') {
      segments.push(segment);
      segment = '';
      continue;
    }
    segment += char;
  }
  segments.push(segment);
  return segments;
}

// spec: state-12
/** Builds a nested state value from path segments, e.g. `['a','b','c']` → `{ a: { b: 'c' } }`. */
export function statePathToValue(segments: string[]): NestedStateValue {
  if (segments.length === 1) return segments[0];
  const root: Record<string, NestedStateValue> = {};
  let level = root;
  for (let index = 0; index < segments.length - 1; index++) {
    if (index === segments.length - 2) {
      level[segments[index]] = segments[index + 1];
    } else {
      const next: Record<string, NestedStateValue> = {};
      level[segments[index]] = next;
      level = next;
    }
  }
  return root;
}

export type NestedStateValue = string | { [key: string]: NestedStateValue };

// spec: state-13
/** True when `parentState` is matched by the (more specific) `childState`. */
export function stateValueMatches(parentState: unknown, childState: unknown): boolean {
  const parent = normalizeStateValue(parentState);
  const child = normalizeStateValue(childState);

  if (typeof child === 'string') {
    return typeof parent === 'string' && child === parent;
  }
  if (typeof parent === 'string') {
    return parent in (child as object);
  }
  const parentRecord = parent as Record<string, unknown>;
  const childRecord = child as Record<string, unknown>;
  return Object.keys(parentRecord).every(
    (key) => key in childRecord && stateValueMatches(parentRecord[key], childRecord[key]),
  );
}

function normalizeStateValue(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'machine' in value && 'value' in value) {
    return (value as { value: unknown }).value;
  }
  if (typeof value === 'string') {
    return statePathToValue(splitStatePath(value));
  }
  return value;
}

// spec: state-14
/** Normalises an observer object or separate callbacks into an observer shape. */
export function normalizeObserver<T>(
  observerOrNext?: PartialObserver<T> | ((value: T) => void) | null,
  onError?: (error: unknown) => void,
  onComplete?: () => void,
): PartialObserver<T> {
  if (typeof observerOrNext === 'object') {
    // `null` intentionally throws here, as null is of type object.
    const observer = observerOrNext as PartialObserver<T>;
    return {
      next: observer.next?.bind(observer),
      error: observer.error?.bind(observer),
      complete: observer.complete?.bind(observer),
    };
  }
  return {
    next: observerOrNext?.bind(undefined),
    error: onError?.bind(undefined),
    complete: onComplete?.bind(undefined),
  };
}

export interface PartialObserver<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

// spec: state-15
/** Resolves the actor logic referenced by an invocation source string. */
export function resolveInvokedActorLogic(machine: MachineLike, source: string): unknown {
  const match = INVOKE_SOURCE_PATTERN.exec(source);
  if (!match) {
    return machine.implementations.actors[source];
  }
  const [, invokeIndex, stateNodeId] = match;
  const stateNode = machine.getStateNodeById(stateNodeId);
  const invokeEntry = stateNode.config.invoke;
  const invokeConfig = Array.isArray(invokeEntry)
    ? (invokeEntry as unknown as Record<string, InvokeConfigLike>)[invokeIndex]
    : invokeEntry;
  return (invokeConfig as InvokeConfigLike).src;
}

interface InvokeConfigLike {
  src?: unknown;
}

interface MachineLike {
  implementations: { actors: Record<string, unknown> };
  getStateNodeById(id: string): { config: { invoke?: InvokeConfigLike | InvokeConfigLike[] } };
}

const INVOKE_SOURCE_PATTERN = /^xstate\.invoke\.(\d+)\.(.*)/;

// spec: state-16
/** Computes a value at most once per `(target, key)` pair and caches it weakly. */
export function cachePerObject<T>(target: object, key: string, compute: () => T): T {
  let record = perObjectResultCache.get(target);
  if (!record) {
    record = { [key]: compute() };
    perObjectResultCache.set(target, record);
  } else if (!(key in record)) {
    record[key] = compute();
  }
  return record[key] as T;
}

const perObjectResultCache = new WeakMap<object, Record<string, unknown>>();

// spec: state-17
/** Converts an action reference (string, function, or object) into a serialisable description. */
export function describeAction(action: unknown): unknown {
  if (typeof action === 'string') {
    return { type: action };
  }
  if (typeof action === 'function') {
    if ('resolve' in action) {
      return { type: (action as { type?: unknown }).type };
    }
    return { type: action.name };
  }
  return action;
}

// spec: state-18
/** Runs every due timeout of a simulated clock, in order of due time. */
export function runDueTimeouts(this: SimulatedClockInternals): void {
  if (this.isFlushing) {
    this.pendingChanged = true;
    return;
  }
  this.isFlushing = true;
  const ordered = [...this.timeouts].sort(([, first], [, second]) =>
    first.start + first.timeout < second.start + second.timeout ? -1 : 1,
  );
  for (const [id, scheduled] of ordered) {
    if (this.pendingChanged) {
      this.pendingChanged = false;
      this.isFlushing = false;
      runDueTimeouts.call(this);
      return;
    }
    if (this.now - scheduled.start >= scheduled.timeout) {
      this.timeouts.delete(id);
      scheduled.fn.call(null);
    }
  }
  this.isFlushing = false;
}

interface ScheduledTimeout {
  start: number;
  timeout: number;
  fn: () => void;
}

interface SimulatedClockInternals {
  now: number;
  timeouts: Map<number, ScheduledTimeout>;
  isFlushing: boolean;
  pendingChanged: boolean;
}

// spec: state-19
/** Collects mapper results for all active states, from the most specific upwards. */
export function collectStateMappings<S extends { activeStateNodes: HierarchicalStateNode[] }, R>(
  rootMapper: StateMapperNode<S, R>,
  snapshot: S,
): Array<{ stateNode: HierarchicalStateNode; result: R }> {
  const results: Array<{ stateNode: HierarchicalStateNode; result: R }> = [];
  const visited = new Set<HierarchicalStateNode>();

  const findMapper = (path: string[]): StateMapperNode<S, R> | undefined =>
    path.reduce<StateMapperNode<S, R> | undefined>((mapper, key) => mapper?.states?.[key], rootMapper);

  for (const leaf of snapshot.activeStateNodes) {
    if (leaf.type !== 'atomic') continue;
    let node: HierarchicalStateNode | undefined = leaf;
    while (node && !visited.has(node)) {
      visited.add(node);
      const mapper = findMapper(node.path);
      if (mapper?.map) {
        results.push({ stateNode: node, result: mapper.map(snapshot) });
      }
      node = node.parent;
    }
  }
  return results;
}

interface HierarchicalStateNode {
  path: string[];
  parent?: HierarchicalStateNode;
  type: string;
}

interface StateMapperNode<S, R> {
  map?: (snapshot: S) => R;
  states?: Record<string, StateMapperNode<S, R>>;
}

// spec: state-20
/** Re-pairs each path step's state with the event that led into it. */
export function toIncomingEventSteps<S, E, P extends TraversalPath<S, E>>(
  path: P,
): Omit<P, 'steps'> & { steps: Array<TraversalStep<S, E | { type: 'xstate.init' }>> } {
  const { steps, state: finalState } = path;
  const initEvent = { type: 'xstate.init' as const };
  if (steps.length === 0) {
    return { ...path, steps: [{ state: finalState, event: initEvent }] };
  }
  const rewritten: Array<TraversalStep<S, E | { type: 'xstate.init' }>> = steps.map((step, index) => ({
    state: step.state,
    event: index === 0 ? initEvent : steps[index - 1].event,
  }));
  rewritten.push({ state: finalState, event: steps[steps.length - 1].event });
  return { ...path, steps: rewritten };
}

interface TraversalStep<S, E> {
  state: S;
  event: E;
}

interface TraversalPath<S, E> {
  state: S;
  steps: Array<TraversalStep<S, E>>;
}

// spec: state-21
/** Creates a minimal subscribable state container. */
export function createStateContainer<T>(
  initializer: (
    setState: StateContainer<T>['setState'],
    getState: StateContainer<T>['getState'],
    container: StateContainer<T>,
  ) => T,
): StateContainer<T> {
  let state: T;
  let initialState: T;
  const listeners = new Set<StateListener<T>>();

  const setState: StateContainer<T>['setState'] = (partial, replace) => {
    const nextValue =
      typeof partial === 'function' ? (partial as (state: T) => T | Partial<T>)(state) : partial;
    if (Object.is(nextValue, state)) return;
    const previousState = state;
    const shouldReplace = replace ?? (typeof nextValue !== 'object' || nextValue === null);
    state = shouldReplace ? (nextValue as T) : Object.assign({}, state, nextValue);
    listeners.forEach((listener) => listener(state, previousState));
  };

  const getState = (): T => state;
  const getInitialState = (): T => initialState;
  const subscribe = (listener: StateListener<T>): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const container: StateContainer<T> = { setState, getState, getInitialState, subscribe };
  initialState = state = initializer(setState, getState, container);
  return container;
}

type StateListener<T> = (state: T, previousState: T) => void;

export interface StateContainer<T> {
  setState: (partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean) => void;
  getState: () => T;
  getInitialState: () => T;
  subscribe: (listener: StateListener<T>) => () => void;
}

// spec: state-22
/** Extracts the name of the function that called `api.setState` from a stack trace. */
export function findSetStateCallerName(stack?: string): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n');
  const setStateLineIndex = lines.findIndex((line) => line.includes('api.setState'));
  if (setStateLineIndex < 0) return undefined;
  const callerLine = lines[setStateLineIndex + 1]?.trim() ?? '';
  const v8Name = V8_CALLER_PATTERN.exec(callerLine)?.[1];
  if (v8Name) return v8Name;
  return FIREFOX_CALLER_PATTERN.exec(callerLine)?.[1];
}

const V8_CALLER_PATTERN = /^at (?:new |async )?(.+?) \(/;
const FIREFOX_CALLER_PATTERN = /^([^@]+)@/;

// spec: state-23
/** Lists every function nested in plain objects with its dotted key path. */
export function listNestedFunctions(
  value: unknown,
  visited: Map<object, FunctionEntry[]> = new Map(),
): FunctionEntry[] {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) {
    return [];
  }
  const known = visited.get(value);
  if (known) return known;
  visited.set(value, []);

  const entries: FunctionEntry[] = [];
  for (const key of Object.keys(value)) {
    const child: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
    if (typeof child === 'function') {
      entries.push([key, child as FunctionEntry[1]]);
      continue;
    }
    for (const [nestedPath, fn] of listNestedFunctions(child, visited)) {
      entries.push([`${key}.${nestedPath}`, fn]);
    }
  }
  visited.set(value, entries);
  return entries;
}

type FunctionEntry = [path: string, fn: (...args: unknown[]) => unknown];

// spec: state-24
/** Best-effort extraction of parameter names from a function's source text. */
export function extractParameterNames(fn: { toString(): string }): string[] {
  const tokens = (fn.toString().match(SOURCE_TOKEN_PATTERN) ?? []).filter(
    (token) => !token.startsWith('/*') && !token.startsWith('//'),
  );
  const arrowMatch = SINGLE_PARAM_ARROW_PATTERN.exec(tokens.join(''));
  if (arrowMatch) return [arrowMatch[1]];

  const openIndex = tokens.indexOf('(');
  if (openIndex < 0) return [];

  const names: string[] = [];
  let currentName = '';
  let depth = 0;
  let inDefaultValue = false;

  for (const token of tokens.slice(openIndex + 1)) {
    if (depth === 0) {
      if (token === ')') break;
      if (token === ',') {
        names.push(currentName);
        currentName = '';
        inDefaultValue = false;
        continue;
      }
      if (token === '=') {
        inDefaultValue = true;
        continue;
      }
    }
    if (OPENING_BRACKETS.has(token)) depth++;
    else if (CLOSING_BRACKETS.has(token)) depth--;
    if (!inDefaultValue) currentName += token;
  }
  names.push(currentName);

  return names.map((name) => name.trim()).filter((name) => name !== '' && !name.startsWith('...'));
}

const SOURCE_TOKEN_PATTERN =
  /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|`(?:\\[\s\S]|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/[^\n]*|[\s\S]/g;
const SINGLE_PARAM_ARROW_PATTERN = /^(?:async\s+)?([^\s(=]+)\s*=>/;
const OPENING_BRACKETS = new Set(['(', '[', '{']);
const CLOSING_BRACKETS = new Set([')', ']', '}']);

// spec: state-25
/** Parses JSON-encoded action arguments typed into a dev-tools form. */
export function parseActionFormArguments(
  input: { args: Array<string | undefined>; rest?: string },
  reviver?: (this: unknown, key: string, value: unknown) => unknown,
): unknown[] | undefined {
  const parseJson = (text: string | undefined): unknown => (text ? JSON.parse(text, reviver) : undefined);
  try {
    const parsedArgs = input.args.map(parseJson);
    const parsedRest = parseJson(input.rest) ?? [];
    if (!Array.isArray(parsedRest)) {
      throw new Error('The rest argument value is not an array.');
    }
    return [...parsedArgs, ...parsedRest];
  } catch (error) {
    console.error(
      'Could not dispatch the action: every argument must be valid JSON, and the rest value must be a JSON array.',
      error,
    );
    return undefined;
  }
}

// spec: state-26
/** Store enhancer allowing `subscribe(selector, listener, options)` on a state slice. */
export function withSliceSubscriptions<T, Setter, Getter, Store extends SubscribableStore<T>>(
  initializer: StoreInitializer<T, Setter, Getter, Store>,
): StoreInitializer<T, Setter, Getter, Store> {
  return (set, get, store) => {
    const originalSubscribe = store.subscribe;

    const subscribeToSlice = <U>(
      selectorOrListener: ((state: T) => U) | ((state: T, previousState: T) => void),
      sliceListener?: (slice: U, previousSlice: U) => void,
      options?: SliceSubscribeOptions<U>,
    ): (() => void) => {
      if (!sliceListener) {
        return originalSubscribe(selectorOrListener as (state: T, previousState: T) => void);
      }
      const selector = selectorOrListener as (state: T) => U;
      const isEqual = options?.equalityFn ?? Object.is;
      let currentSlice = selector(store.getState());
      const unsubscribe = originalSubscribe((state) => {
        const nextSlice = selector(state);
        if (!isEqual(currentSlice, nextSlice)) {
          const previousSlice = currentSlice;
          currentSlice = nextSlice;
          sliceListener(nextSlice, previousSlice);
        }
      });
      if (options?.fireImmediately) {
        sliceListener(currentSlice, currentSlice);
      }
      return unsubscribe;
    };

    (store as { subscribe: unknown }).subscribe = subscribeToSlice;
    return initializer(set, get, store);
  };
}

interface SubscribableStore<T> {
  getState: () => T;
  subscribe: (listener: (state: T, previousState: T) => void) => () => void;
}

interface SliceSubscribeOptions<U> {
  equalityFn?: (a: U, b: U) => boolean;
  fireImmediately?: boolean;
}

type StoreInitializer<T, Setter, Getter, Store> = (set: Setter, get: Getter, store: Store) => T;

// spec: state-27
/** Wraps a string key-value storage so that values are transparently stored as JSON. */
export function createJsonBackedStorage(getStorage: () => RawStorage, options?: JsonStorageOptions) {
  let storage: RawStorage;
  try {
    storage = getStorage();
  } catch {
    return undefined;
  }

  const parseRaw = (raw: string | null): unknown => (raw === null ? null : JSON.parse(raw, options?.reviver));

  return {
    getItem: (name: string): unknown => {
      const raw = storage.getItem(name) ?? null;
      if (isThenableValue(raw)) {
        return raw.then(parseRaw);
      }
      return parseRaw(raw as string | null);
    },
    setItem: (name: string, value: unknown): unknown =>
      storage.setItem(name, JSON.stringify(value, options?.replacer)),
    removeItem: (name: string): unknown => storage.removeItem(name),
  };
}

const isThenableValue = (value: unknown): value is PromiseLike<string | null> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

interface RawStorage {
  getItem: (name: string) => string | null | undefined | PromiseLike<string | null>;
  setItem: (name: string, value: string) => unknown;
  removeItem: (name: string) => unknown;
}

interface JsonStorageOptions {
  reviver?: (key: string, value: unknown) => unknown;
  replacer?: (key: string, value: unknown) => unknown;
}

// spec: state-28
/** Wraps a function so that its result can always be chained with `.then`, synchronously if possible. */
export function makeThenable<I, R>(fn: (input: I) => R | PromiseLike<R>): (input: I) => SyncThenable | PromiseLike<R> {
  return (input: I) => {
    try {
      const result = fn(input);
      if (isPromiseLikeValue(result)) return result;
      const fulfilled: SyncThenable = {
        then(onFulfilled) {
          return onFulfilled ? makeThenable(onFulfilled)(result) : fulfilled;
        },
      };
      return fulfilled;
    } catch (error) {
      const rejected: SyncThenable = {
        then(_onFulfilled, onRejected) {
          return onRejected ? makeThenable(onRejected)(error) : rejected;
        },
      };
      return rejected;
    }
  };
}

const isPromiseLikeValue = <R>(value: unknown): value is PromiseLike<R> =>
  value !== null &&
  (typeof value === 'object' || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function';

interface SyncThenable {
  then: (onFulfilled?: (value: any) => unknown, onRejected?: (reason: unknown) => unknown) => unknown;
}

// spec: state-29
/** Joins a base URL with a (usually relative) URL. */
export function joinBaseUrl(base: string | undefined, url: string | undefined): string | undefined {
  if (!base) return url;
  if (!url) return base;
  if (ABSOLUTE_URL_PATTERN.test(url)) return url;

  const baseHasTrailingSlash = base.endsWith('/');
  const separator = baseHasTrailingSlash || !url.startsWith('?') ? '/' : '';
  const trimmedBase = baseHasTrailingSlash ? base.slice(0, -1) : base;
  const trimmedUrl = url.startsWith('/') ? url.slice(1) : url;
  return `${trimmedBase}${separator}${trimmedUrl}`;
}

const ABSOLUTE_URL_PATTERN = /^([a-z][a-z\d+\-.]*:)?\/\//i;

// spec: state-30
/** Returns `newValue`, but reuses any part of `oldValue` that is structurally unchanged. */
export function shareUnchangedStructure<T>(oldValue: unknown, newValue: T): T {
  const bothPlain = isPlainRecord(oldValue) && isPlainRecord(newValue);
  const bothArrays = Array.isArray(oldValue) && Array.isArray(newValue);
  if (oldValue === newValue || !(bothPlain || bothArrays)) return newValue;

  const previous = oldValue as Record<string, unknown>;
  const next = newValue as unknown as Record<string, unknown>;
  const nextKeys = Object.keys(next);
  const merged: Record<string, unknown> = Array.isArray(newValue)
    ? ([] as unknown as Record<string, unknown>)
    : {};
  let unchanged = nextKeys.length === Object.keys(previous).length;

  for (const key of nextKeys) {
    const child = shareUnchangedStructure(previous[key], next[key]);
    merged[key] = child;
    if (unchanged && !Object.is(previous[key], child)) unchanged = false;
  }
  return (unchanged ? oldValue : merged) as T;
}

// spec: state-31
/** Combines several abort signals into one that aborts when any of them does. */
export function combineAbortSignals(...signals: AbortSignal[]): { signal: AbortSignal; cleanup: () => void } {
  const alreadyAborted = signals.find((signal) => signal.aborted);
  if (alreadyAborted) {
    return { signal: AbortSignal.abort(alreadyAborted.reason), cleanup: () => {} };
  }

  const controller = new AbortController();
  const handleAbort = (event: Event): void => {
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const signal of signals) {
    signal.addEventListener('abort', handleAbort, { once: true, signal: controller.signal });
  }
  return {
    signal: controller.signal,
    cleanup: () => {
      signals.forEach((signal) => signal.removeEventListener('abort', handleAbort));
    },
  };
}

// spec: state-32
/** Produces a stable cache key of the form `endpointName(serialisedArgs)`. */
export function createQueryCacheKey({ endpointName, queryArgs }: { endpointName: string; queryArgs: unknown }): string {
  const cacheable = typeof queryArgs === 'object' && queryArgs !== null;
  let serialized = cacheable ? serializedQueryArgsCache.get(queryArgs) : undefined;

  if (serialized === undefined) {
    serialized = JSON.stringify(queryArgs, (_key, rawValue: unknown) => {
      const value = typeof rawValue === 'bigint' ? { $bigint: rawValue.toString() } : rawValue;
      if (!isPlainRecord(value)) return value;
      return Object.keys(value)
        .sort()
        .reduce<Record<string, unknown>>((sorted, key) => {
          sorted[key] = value[key];
          return sorted;
        }, {});
    });
    if (isPlainRecord(queryArgs)) {
      serializedQueryArgsCache.set(queryArgs, serialized as string);
    }
  }
  return `${endpointName}(${serialized})`;
}

const serializedQueryArgsCache = new WeakMap<object, string>();

// spec: state-33
/** Generates a random, non-cryptographic identifier of the given length. */
export function generateInsecureId(length = 21): string {
  let id = '';
  let remaining = length;
  while (remaining--) {
    id += INSECURE_ID_ALPHABET[Math.trunc(Math.random() * 64)];
  }
  return id;
}

const INSECURE_ID_ALPHABET = 'ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW';

// spec: state-34
/** Tracks cumulative time spent in repeated work and warns when it exceeds a threshold. */
export function createDurationTracker(maxDelayMs: number, label: string) {
  let totalElapsedMs = 0;
  return {
    measure<T>(work: () => T): T {
      const startedAt = Date.now();
      try {
        return work();
      } finally {
        totalElapsedMs += Date.now() - startedAt;
      }
    },
    warnIfSlow(): void {
      if (totalElapsedMs > maxDelayMs) {
        console.warn(
          `${label} took ${totalElapsedMs}ms, which is more than the warning threshold of ${maxDelayMs}ms. \n` +
            'If your state or actions are very large, consider disabling this check, ' +
            'since it can noticeably slow down development builds.',
        );
      }
    },
  };
}

// spec: state-35
/** Splits incoming entities into new ones and updates for ids already present in the state. */
export function partitionNewAndExistingEntities<T, Id extends EntityId>(
  incoming: readonly T[] | Record<EntityId, T>,
  selectId: (entity: T) => Id,
  state: { ids: Id[] },
): [added: T[], updates: Array<{ id: Id; changes: T }>, existingIds: Id[]] {
  const existingIds: Id[] = isDraft(state.ids) ? current(state.ids) : state.ids;
  const existing = new Set<Id>(existingIds);
  const addedIds = new Set<Id>();
  const added: T[] = [];
  const updates: Array<{ id: Id; changes: T }> = [];
  const entities: readonly T[] = Array.isArray(incoming) ? incoming : Object.values(incoming as Record<EntityId, T>);

  for (const entity of entities) {
    const id = selectId(entity);
    if (isDevelopmentBuild && id === undefined) {
      console.warn('The entity passed to the `selectId` implementation returned undefined.', entity);
    }
    if (existing.has(id) || addedIds.has(id)) {
      updates.push({ id, changes: entity });
    } else {
      addedIds.add(id);
      added.push(entity);
    }
  }
  return [added, updates, existingIds];
}

type EntityId = string | number;

// spec: state-36
/** True when the object and every object reachable through its own enumerable values is frozen. */
export function isDeeplyFrozen(target: object, visited: Set<object> = new Set()): boolean {
  if (!Object.isFrozen(target)) return false;
  if (visited.has(target)) return true;
  visited.add(target);
  for (const value of Object.values(target)) {
    if (typeof value !== 'object' || value === null) continue;
    if (!isDeeplyFrozen(value, visited)) return false;
  }
  return true;
}

// spec: state-37
/** Index at which `item` keeps `sorted` ordered, placed after equal items (upper bound). */
export function findInsertionIndex<T>(sorted: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(item, sorted[middle]) >= 0) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

// spec: state-38
/** Waits with exponential backoff and random jitter before the next retry. */
export function waitWithBackoff(attempt = 0, maxRetries = 5, signal?: AbortSignal): Promise<void> {
  const exponent = Math.min(attempt, maxRetries);
  const delayMs = Math.trunc((Math.random() + 0.4) * (300 << exponent));
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => resolve(), delayMs);
    if (!signal) return;
    const abort = (): void => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    };
    if (signal.aborted) {
      abort();
    } else {
      signal.addEventListener('abort', abort, { once: true });
    }
  });
}

// spec: state-39
/** Schedules notifications on the next animation frame, falling back to a timeout. */
export function createFrameOrTimeoutScheduler<H>(
  requestFrame: (callback: () => void) => H,
  cancelFrame: ((handle: H) => void) | undefined,
  timeoutMs: number,
): (notify: () => void) => void {
  return (notify) => {
    let hasRun = false;
    let frameHandle: H | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const runOnce = (): void => {
      if (hasRun) return;
      hasRun = true;
      if (cancelFrame) cancelFrame(frameHandle as H);
      clearTimeout(timer);
      notify();
    };

    frameHandle = requestFrame(runOnce);
    timer = setTimeout(runOnce, timeoutMs);
  };
}

// spec: state-40
/** Expands a route path with optional (`?`-suffixed) segments into all concrete variants. */
export function expandOptionalRouteSegments(path: string): string[] {
  const [firstSegment, ...remaining] = path.split('/');
  const isOptional = firstSegment.endsWith('?');
  const requiredForm = firstSegment.replace(/\?$/, '');

  if (remaining.length === 0) {
    return isOptional ? [requiredForm, ''] : [requiredForm];
  }

  const subVariants = expandOptionalRouteSegments(remaining.join('/'));
  const variants = subVariants.map((sub) => (sub === '' ? requiredForm : `${requiredForm}/${sub}`));
  if (isOptional) variants.push(...subVariants);

  return path.startsWith('/') ? variants.map((variant) => (variant === '' ? '/' : variant)) : variants;
}

// spec: state-41
/** Ranks a route path; higher scores mean more specific routes. */
export function rankRoutePath(path: string, isIndexRoute?: boolean): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (isIndexRoute) score += 2;

  return segments
    .filter((segment) => segment !== '*')
    .reduce((total, segment) => {
      if (WHOLE_PARAM_SEGMENT.test(segment)) return total + 3;
      if (LEADING_PARAM_SEGMENT.test(segment)) return total + 3.5;
      if (segment === '') return total + 1;
      return total + 10;
    }, score);
}

const WHOLE_PARAM_SEGMENT = /^:[\w-]+$/;
const LEADING_PARAM_SEGMENT = /^:[\w-]+/;

// spec: state-42
/** Removes `basePath` from the start of `pathname`, or returns null when not under it. */
export function removeBasePath(pathname: string, basePath: string): string | null {
  if (basePath === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basePath.toLowerCase())) return null;

  const cutIndex = basePath.endsWith('/') ? basePath.length - 1 : basePath.length;
  const boundary = pathname.charAt(cutIndex);
  if (boundary !== '' && boundary !== '/') return null;

  return pathname.slice(cutIndex) || '/';
}

// spec: state-43
/** Decodes each path segment while keeping encoded slashes encoded. */
export function decodePathPreservingSlashes(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch (error) {
    console.warn(
      `The URL path "${path}" could not be decoded because it is a malformed URL segment. ` +
        `This is probably due to a bad percent encoding (${String(error)}).`,
    );
    return path;
  }
}

// spec: state-44
/** Throws when a navigation destination would implicitly leave for an external site. */
export function assertInternalNavigation(destination: string): void {
  const cleaned = destination.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  if (!LOOKS_ABSOLUTE_PATTERN.test(cleaned)) return;

  let parsed: URL;
  try {
    parsed = new URL(destination, 'http://localhost');
  } catch {
    return;
  }

  const { protocol, host } = parsed;
  const startsWithProtocol = destination.toLowerCase().startsWith(protocol.toLowerCase());
  const isExplicit =
    destination.startsWith('//') ||
    (startsWithProtocol && (host === '' || destination.slice(protocol.length).startsWith('//')));

  if (!isExplicit) {
    throw new Error('External navigation is not allowed');
  }
}

const LOOKS_ABSOLUTE_PATTERN = /^(?:[a-z][a-z\d+.-]*:|[\\/]{2})/i;

// spec: state-45
/** Expands paths into a de-duplicated list containing each path and all of its ancestors. */
export function includeAncestorPaths(paths: readonly string[]): string[] {
  const collected = new Set<string>();
  for (const rawPath of paths) {
    const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
    for (let index = 1; index < path.length; index++) {
      if (path[index] === '/') collected.add(path.slice(0, index));
    }
    collected.add(path);
  }
  return [...collected];
}

// spec: state-46
/** Removes duplicate link descriptors, skipping scripts that are already preloaded. */
export function dedupeLinkDescriptors<D extends LinkDescriptor>(
  descriptors: readonly D[],
  preloadedUrls?: readonly string[],
): Array<{ key: string; link: D }> {
  const seenKeys = new Set<string>();
  const entries: Array<{ key: string; link: D }> = [];

  for (const descriptor of descriptors) {
    const isPageDescriptor = typeof descriptor.page === 'string';
    if (
      preloadedUrls &&
      !isPageDescriptor &&
      descriptor.as === 'script' &&
      descriptor.href &&
      preloadedUrls.includes(descriptor.href as string)
    ) {
      continue;
    }
    const sortedCopy = Object.keys(descriptor)
      .sort()
      .reduce<Record<string, unknown>>((copy, key) => {
        copy[key] = descriptor[key];
        return copy;
      }, {});
    const key = JSON.stringify(sortedCopy);
    if (!seenKeys.has(key)) {
      seenKeys.add(key);
      entries.push({ key, link: descriptor });
    }
  }
  return entries;
}

type LinkDescriptor = Record<string, unknown> & { page?: unknown; as?: unknown; href?: unknown };

// spec: state-47
/** Re-implementation of the legacy `escape()` (lowercase hex for two-digit escapes). */
export function legacyEscape(input: { toString(): string }): string {
  const text = input.toString();
  let escaped = '';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (ESCAPE_SAFE_CHAR.test(char)) {
      escaped += char;
      continue;
    }
    const code = char.charCodeAt(0);
    escaped +=
      code < 256
        ? `%${code.toString(16).padStart(2, '0')}`
        : `%u${code.toString(16).padStart(4, '0').toUpperCase()}`;
  }
  return escaped;
}

const ESCAPE_SAFE_CHAR = /^[A-Za-z0-9_*+\-./@]$/;

// spec: state-48
/** Re-implementation of the legacy `unescape()`. */
export function legacyUnescape(input: { toString(): string }): string {
  const text = input.toString();
  let decoded = '';
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '%') {
      if (text.charAt(index + 1) === 'u') {
        const hex = text.slice(index + 2, index + 6);
        if (FOUR_HEX_DIGITS.test(hex)) {
          decoded += String.fromCharCode(parseInt(hex, 16));
          index += 6;
          continue;
        }
      } else {
        const hex = text.slice(index + 1, index + 3);
        if (TWO_HEX_DIGITS.test(hex)) {
          decoded += String.fromCharCode(parseInt(hex, 16));
          index += 3;
          continue;
        }
      }
    }
    decoded += char;
    index++;
  }
  return decoded;
}

const FOUR_HEX_DIGITS = /^[\da-f]{4}$/i;
const TWO_HEX_DIGITS = /^[\da-f]{2}$/i;

// spec: state-49
/** Creates URLSearchParams from a string, entry list, existing instance or record. */
export function buildSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  const pairs = Object.keys(init).flatMap((key): Array<[string, string]> => {
    const value = init[key];
    return Array.isArray(value) ? value.map((item): [string, string] => [key, item]) : [[key, value]];
  });
  return new URLSearchParams(pairs);
}

export type SearchParamsInit = string | string[][] | URLSearchParams | Record<string, string | string[]>;

// spec: state-50
/** Splits a URL-like location into path, query object and hash. */
export function splitLocation<Q extends Record<string, unknown>>(
  parseQuery: (search: string) => Q,
  location: string,
  currentLocation = '/',
): ParsedLocation<Q> {
  let path: string | undefined;
  let query = {} as Q;
  let searchString = '';
  let hash = '';

  const hashIndex = location.indexOf('#');
  let searchIndex = location.indexOf('?');
  if (hashIndex > -1 && hashIndex < searchIndex) searchIndex = -1;

  if (searchIndex > -1) {
    path = location.slice(0, searchIndex);
    searchString = location.slice(searchIndex, hashIndex > -1 ? hashIndex : location.length);
    query = parseQuery(searchString.slice(1));
  }
  if (hashIndex > -1) {
    path = path || location.slice(0, hashIndex);
    hash = location.slice(hashIndex);
  }

  const resolvedPath = resolvePathAgainst(path ?? location, currentLocation);
  return {
    fullPath: `${resolvedPath}${searchString}${hash}`,
    path: resolvedPath,
    query,
    hash: decodeOrKeep(hash),
  };
}

function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface ParsedLocation<Q> {
  fullPath: string;
  path: string;
  query: Q;
  hash: string;
}

// spec: state-51
/** Resolves a relative path against an absolute base path, handling `.` and `..`. */
export function resolvePathAgainst(target: string, basePath: string): string {
  if (target.startsWith('/')) return target;
  if (isDevelopmentBuild && !basePath.startsWith('/')) {
    console.warn(
      `Cannot resolve a relative location without an absolute base. Tried to resolve "${target}" from "${basePath}"; the base should look like "/${basePath}".`,
    );
    return target;
  }
  if (!target) return basePath;

  const baseSegments = basePath.split('/');
  const targetSegments = target.split('/');
  const lastTargetSegment = targetSegments[targetSegments.length - 1];
  if (lastTargetSegment === '.' || lastTargetSegment === '..') {
    targetSegments.push('');
  }

  let position = baseSegments.length - 1;
  let consumed = 0;
  for (; consumed < targetSegments.length; consumed++) {
    const segment = targetSegments[consumed];
    if (segment === '.') continue;
    if (segment !== '..') break;
    if (position > 1) position--;
  }

  return `${baseSegments.slice(0, position).join('/')}/${targetSegments.slice(consumed).join('/')}`;
}

// spec: state-52
/** Parses a query string into an object; repeated keys collect their values in an array. */
export function parseQueryString(search: string): Record<string, ParsedQueryValue> {
  const query: Record<string, ParsedQueryValue> = {};
  if (search === '' || search === '?') return query;

  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const rawPiece of body.split('&')) {
    const piece = rawPiece.replace(/\+/g, ' ');
    const equalsIndex = piece.indexOf('=');
    const key = decodeOrKeep(equalsIndex < 0 ? piece : piece.slice(0, equalsIndex));
    const value = equalsIndex < 0 ? null : decodeOrKeep(piece.slice(equalsIndex + 1));

    if (Object.prototype.hasOwnProperty.call(query, key)) {
      const existing = query[key];
      const list = Array.isArray(existing) ? existing : (query[key] = [existing]);
      list.push(value);
    } else {
      query[key] = value;
    }
  }
  return query;
}

export type ParsedQueryValue = string | null | Array<string | null>;

// spec: state-53
/** Serialises a query object into a query string (without the leading `?`). */
export function serializeQuery(query: Record<string, QueryPrimitive | QueryPrimitive[]>): string {
  const parts: string[] = [];
  for (const rawKey in query) {
    const value = query[rawKey];
    const key = encodeQueryComponent(rawKey).replace(/=/g, '%3D');
    if (value === null) {
      parts.push(key);
      continue;
    }
    if (value === undefined) continue;

    const elements = (Array.isArray(value) ? value : [value]).map((element) =>
      element ? encodeQueryComponent(element) : element,
    );
    for (const element of elements) {
      if (element === undefined) continue;
      parts.push(element === null ? key : `${key}=${element}`);
    }
  }
  return parts.join('&');
}

function encodeQueryComponent(raw: string | number | boolean): string {
  return encodeURI(`${raw}`)
    .replace(/%7C/g, '|')
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']')
    .replace(/%60/g, '`')
    .replace(/%7B/g, '{')
    .replace(/%7D/g, '}')
    .replace(/%5E/g, '^')
    .replace(/\+/g, '%2B')
    .replace(/%20/g, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26');
}

type QueryPrimitive = string | number | boolean | null | undefined;

// spec: state-54
/** Normalises raw query values into strings, nulls and arrays thereof. */
export function normalizeQueryValues(rawQuery: Record<string, unknown>): NormalizedQuery {
  const normalized: NormalizedQuery = {};
  for (const key in rawQuery) {
    const value = rawQuery[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      normalized[key] = value.map((item) => (item == null ? null : '' + item));
    } else {
      normalized[key] = value === null ? null : '' + value;
    }
  }
  return normalized;
}

export type NormalizedQuery = Record<string, string | null | Array<string | null>>;

// spec: state-55
/** Classifies matched records of two routes into leaving, updating and entering lists. */
export function classifyRouteRecordChanges<R extends MatchedRouteRecord>(
  destination: { matched: readonly R[] },
  source: { matched: readonly R[] },
): [leaving: R[], updating: R[], entering: R[]] {
  const leaving: R[] = [];
  const updating: R[] = [];
  const entering: R[] = [];
  const isSameRecord = (a: R, b: R): boolean => (a.aliasOf ?? a) === (b.aliasOf ?? b);
  const length = Math.max(source.matched.length, destination.matched.length);

  for (let index = 0; index < length; index++) {
    const sourceRecord = source.matched[index];
    if (sourceRecord) {
      if (destination.matched.some((record) => isSameRecord(record, sourceRecord))) {
        updating.push(sourceRecord);
      } else {
        leaving.push(sourceRecord);
      }
    }
    const destinationRecord = destination.matched[index];
    if (destinationRecord && !source.matched.some((record) => isSameRecord(record, destinationRecord))) {
      entering.push(destinationRecord);
    }
  }
  return [leaving, updating, entering];
}

interface MatchedRouteRecord {
  aliasOf?: MatchedRouteRecord;
}

// spec: state-56
/** Returns true (and prevents the default) when a link click should be handled client-side. */
export function interceptLinkClick(event: LinkClickEvent): true | undefined {
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  if (event.defaultPrevented) return undefined;
  if (event.button !== undefined && event.button !== 0) return undefined;

  const getAttribute = event.currentTarget?.getAttribute;
  if (event.currentTarget && getAttribute) {
    const target = getAttribute.call(event.currentTarget, 'target') ?? '';
    if (/\b_blank\b/i.test(target)) return undefined;
  }

  event.preventDefault?.();
  return true;
}

interface LinkClickEvent {
  metaKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  button?: number;
  currentTarget?: { getAttribute?: (name: string) => string | null } | null;
  preventDefault?: () => void;
}

// spec: state-57
/** Normalises the base path used by a browser history (no trailing slash). */
export function normalizeHistoryBase(base?: string): string {
  let normalized = base;
  if (!normalized) {
    if (typeof document !== 'undefined') {
      const baseElement = document.querySelector('base');
      normalized = baseElement?.getAttribute('href') || '/';
      normalized = normalized.replace(/^\w+:\/\/[^/]*/, '');
    } else {
      normalized = '/';
    }
  }
  if (!normalized.startsWith('/') && !normalized.startsWith('#')) {
    normalized = `/${normalized}`;
  }
  return normalized.replace(/\/$/, '');
}

// spec: state-58
/** Sort comparator for route segment scores; higher scores sort first. */
export function compareSegmentScores(first: readonly number[], second: readonly number[]): number {
  const commonLength = Math.min(first.length, second.length);
  for (let index = 0; index < commonLength; index++) {
    const difference = second[index] - first[index];
    if (difference) return difference;
  }
  const isLoneStatic = (scores: readonly number[]): boolean =>
    scores.length === 1 && scores[0] === LONE_STATIC_SEGMENT_SCORE;

  if (first.length < second.length) return isLoneStatic(first) ? -1 : 1;
  if (first.length > second.length) return isLoneStatic(second) ? 1 : -1;
  return 0;
}

const LONE_STATIC_SEGMENT_SCORE = 80;

// spec: state-59
/** Derives the router location string from the browser location and the history base. */
export function deriveCurrentLocation(
  base: string,
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
): string {
  const hashIndex = base.indexOf('#');
  if (hashIndex > -1) {
    const hashBase = base.slice(hashIndex);
    const cutLength = hash.includes(hashBase) ? hashBase.length : 1;
    const hashPath = hash.slice(cutLength);
    return hashPath.startsWith('/') ? hashPath : `/${hashPath}`;
  }
  return `${stripLeadingBase(pathname, base)}${search}${hash}`;
}

function stripLeadingBase(pathname: string, base: string): string {
  if (!base || !pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  return pathname.slice(base.length) || '/';
}

// spec: state-60
/** Merges extra route records into `target` (mutated and returned). */
export function mergeRouteRecordOptions<R extends MergeableRouteRecord>(
  target: R,
  ...extras: Array<Partial<R>>
): R {
  const toList = <T>(value: T | T[] | undefined): T[] =>
    value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

  for (const extra of extras) {
    const { meta: previousMeta, alias: previousAlias, props: previousProps } = target;
    Object.assign(target, extra);
    target.meta = { ...previousMeta, ...extra.meta };
    target.alias = [...toList(previousAlias), ...toList(extra.alias)];
    const extraProps = extra.props;
    if (extraProps === null || extraProps === undefined) {
      target.props = previousProps;
    } else if (typeof extraProps === 'object') {
      target.props = { ...(previousProps as object), ...(extraProps as object) };
    } else {
      target.props = extraProps;
    }
  }
  return target;
}

interface MergeableRouteRecord {
  meta?: Record<string, unknown>;
  alias?: string | string[];
  props?: unknown;
  [key: string]: unknown;
}
