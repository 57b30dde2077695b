/* eslint-disable @typescript-eslint/no-explicit-any */

// spec: media-01
/**
 * Copies properties of the sources into `target`. An optional leading boolean selects deep merging
 * (deep is the default). Only values built directly by `Object` are merged recursively.
 */
export function mergeProperties(target: Record<string, any>, ...rest: unknown[]): Record<string, any> {
  let deep = true;
  let sources = rest;
  if (typeof rest[0] === 'boolean') {
    deep = rest[0];
    sources = rest.slice(1);
  }
  const isPlain = (value: any): boolean => Boolean(value) && value.constructor === Object;

  for (const source of sources as Array<Record<string, any> | null | undefined>) {
    if (!source) continue;
    for (const key in source) {
      const incoming = source[key];
      if (deep && isPlain(incoming)) {
        const existing = target[key];
        if (!existing || isPlain(existing)) {
          const nested = existing || {};
          target[key] = nested;
          mergeProperties(nested, true, incoming);
        } else {
          target[key] = incoming;
        }
      } else {
        target[key] = incoming;
      }
    }
  }
  return target;
}

// spec: media-02
/** Parses a CSS hex colour ("#abc", "#aabbcc", ...) into an integer; no validation is performed. */
export function hexColorToInt(hexColor: string): number {
  let digits = hexColor.replace('#', '');
  if (digits.length === 3) {
    digits = [...digits].map((ch) => ch + ch).join('');
  }
  return parseInt(digits, 16);
}

// spec: media-03
/** Depth-first post-order of a dependency graph; back edges to nodes in progress are ignored. */
export function orderByDependencies(graph: Record<string, readonly string[] | null | undefined>): string[] {
  const ordered: string[] = [];
  const finished = new Set<string>();
  const inProgress = new Set<string>();

  const neighboursOf = (node: string): readonly string[] =>
    (Object.prototype.hasOwnProperty.call(graph, node) && graph[node]) || [];

  const walk = (node: string): void => {
    inProgress.add(node);
    for (const neighbour of neighboursOf(node)) {
      if (inProgress.has(neighbour)) continue;
      if (!finished.has(neighbour)) walk(neighbour);
    }
    inProgress.delete(node);
    finished.add(node);
    ordered.push(node);
  };

  for (const key of Object.keys(graph)) {
    if (!finished.has(key) && !inProgress.has(key)) walk(key);
  }
  return ordered;
}

// spec: media-04
type AnyFunction = (this: unknown, ...args: any[]) => unknown;
interface ChainedFunction extends AnyFunction {
  chainedSteps: AnyFunction[];
}

/**
 * Combines functions into one that calls each in turn. Every step runs with `this` bound to the last
 * non-undefined result of the previous steps, and the combined call returns that value.
 */
export function chainFunctions(...functions: AnyFunction[]): ChainedFunction {
  const steps = functions.flatMap((fn) =>
    Array.isArray((fn as Partial<ChainedFunction>).chainedSteps) ? (fn as ChainedFunction).chainedSteps : [fn],
  );

  const combined = function (this: unknown, ...args: unknown[]): unknown {
    let carried: unknown = undefined;
    for (const step of steps) {
      const result = step.apply(carried, args);
      if (result !== undefined) carried = result;
    }
    return carried;
  } as ChainedFunction;

  combined.chainedSteps = steps;
  return combined;
}

// spec: media-05
interface Point2 {
  x: number;
  y: number;
}

/** Centroid of the area enclosed by a simple polygon. */
export function polygonCentroid(points: readonly Point2[]): Point2 {
  let signedDoubleArea = 0;
  let sumX = 0;
  let sumY = 0;
  points.forEach((current, i) => {
    const next = points[(i + 1) % points.length];
    const cross = current.x * next.y - next.x * current.y;
    signedDoubleArea += cross;
    sumX += (current.x + next.x) * cross;
    sumY += (current.y + next.y) * cross;
  });
  const signedArea = signedDoubleArea / 2;
  const divisor = 6 * signedArea;
  return { x: sumX / divisor, y: sumY / divisor };
}

// spec: media-06
/** Shoelace area of a polygon; signed (CCW positive in y-up space) when `signed` is truthy. */
export function polygonArea(points: readonly Point2[], signed?: boolean): number {
  let total = 0;
  for (let i = 0; i < points.length; i++) {
    const previous = points[i === 0 ? points.length - 1 : i - 1];
    const current = points[i];
    total += previous.x * current.y - current.x * previous.y;
  }
  const area = total / 2;
  return signed ? area : Math.abs(area);
}

// spec: media-07
/** Mass moment of inertia about the origin of a uniform polygon with the given total mass. */
export function polygonInertia(points: readonly Point2[], mass: number): number {
  const dot = (a: Point2, b: Point2): number => a.x * b.x + a.y * b.y;
  let numerator = 0;
  let denominator = 0;
  points.forEach((current, n) => {
    const next = points[(n + 1) % points.length];
    const weight = Math.abs(current.x * next.y - current.y * next.x);
    numerator += weight * (dot(next, next) + dot(next, current) + dot(current, current));
    denominator += weight;
  });
  return (mass / 6) * (numerator / denominator);
}

// spec: media-08
/** Whether `point` lies inside or on a convex, counter-clockwise (y-up) polygon. */
export function convexPolygonContains(polygon: readonly Point2[], point: Point2): boolean {
  const count = polygon.length;
  for (let i = 0; i < count; i++) {
    const start = polygon[i === 0 ? count - 1 : i - 1];
    const end = polygon[i];
    const cross = (end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x);
    if (cross < 0) return false;
  }
  return true;
}

// spec: media-09
/** true when convex, false when concave, null for degenerate input (under 3 points or all collinear). */
export function isPolygonConvex(points: readonly Point2[]): boolean | null {
  const count = points.length;
  if (count < 3) return null;
  let sawNegative = false;
  let sawPositive = false;
  for (let i = 0; i < count; i++) {
    const a = points[i];
    const b = points[(i + 1) % count];
    const c = points[(i + 2) % count];
    const z = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (z < 0) sawNegative = true;
    else if (z > 0) sawPositive = true;
    if (sawNegative && sawPositive) return false;
  }
  return sawNegative || sawPositive ? true : null;
}

// spec: media-10
/** Unit edge normals of a polygon, with parallel edges collapsed by their gradient (3 decimals). */
export function uniqueEdgeNormals(points: readonly Point2[]): Point2[] {
  const byGradient = new Map<string, Point2>();
  points.forEach((current, i) => {
    const next = points[(i + 1) % points.length];
    let normal: Point2 = { x: next.y - current.y, y: current.x - next.x };
    const length = Math.hypot(normal.x, normal.y);
    normal = length === 0 ? { x: 0, y: 0 } : { x: normal.x / length, y: normal.y / length };
    const gradient = normal.y === 0 ? Infinity : normal.x / normal.y;
    byGradient.set(gradient.toFixed(3), normal);
  });
  return [...byGradient.values()];
}

// spec: media-11
interface BoundingBox {
  min: Point2;
  max: Point2;
}

/** Refits `box` around `points`, then extends it along `velocity` if one is given. */
export function refitBounds(box: BoundingBox, points: readonly Point2[], velocity?: Point2): void {
  box.min.x = Infinity;
  box.min.y = Infinity;
  box.max.x = -Infinity;
  box.max.y = -Infinity;

  for (const { x, y } of points) {
    box.min.x = Math.min(box.min.x, x);
    box.min.y = Math.min(box.min.y, y);
    box.max.x = Math.max(box.max.x, x);
    box.max.y = Math.max(box.max.y, y);
  }

  if (velocity) {
    if (velocity.x > 0) box.max.x += velocity.x;
    else box.min.x += velocity.x;
    if (velocity.y > 0) box.max.y += velocity.y;
    else box.min.y += velocity.y;
  }
}

// spec: media-12
type Listener = (...args: any[]) => unknown;
interface ListenerHost {
  events: Record<string, Listener[]>;
}

/** Removes listeners: all of them, those of the named events, or one callback from some/all events. */
export function removeListeners(host: ListenerHost, eventNames?: string | Listener | null, callback?: Listener): void {
  if (!eventNames) {
    host.events = {};
    return;
  }
  let names: string;
  if (typeof eventNames === 'function') {
    callback = eventNames;
    names = Object.keys(host.events ?? {}).join(' ');
  } else {
    names = eventNames;
  }
  const registry = host.events ?? (host.events = {});
  for (const name of names.split(' ')) {
    const existing = registry[name];
    registry[name] = callback && existing ? existing.filter((fn) => fn !== callback) : [];
  }
}

// spec: media-13
/** Wraps `value` into the range between `first` and `second` (defaults 0 and 1). */
export function wrapIntoRange(value: number, first?: number, second?: number): number {
  let low: number;
  let high: number;
  if (first === undefined) {
    low = 0;
    high = 1;
  } else if (second === undefined) {
    low = 0;
    high = first;
  } else {
    low = first;
    high = second;
  }

  if (high > low) {
    const remainder = (value - low) % (high - low);
    return remainder < 0 ? remainder + high : remainder + low;
  }
  const remainder = (value - high) % (low - high);
  return remainder <= 0 ? remainder + low : remainder + high;
}

// spec: media-14
/** Shallow copy of `input` with any undefined values filled from `defaults` (string and symbol keys). */
export function applyDefaults<T extends object, D extends object>(input: T | null | undefined, defaults: D): T & D {
  const source = (input ?? {}) as Record<PropertyKey, unknown>;
  const result: Record<PropertyKey, unknown> = { ...source };
  const fallback = defaults as Record<PropertyKey, unknown>;

  for (const key of Object.keys(fallback)) {
    if (source[key] === undefined) result[key] = fallback[key];
  }
  if (typeof Object.getOwnPropertySymbols === 'function') {
    for (const symbol of Object.getOwnPropertySymbols(fallback)) {
      if (!Object.prototype.propertyIsEnumerable.call(fallback, symbol)) continue;
      if (source[symbol] === undefined) result[symbol] = fallback[symbol];
    }
  }
  return result as T & D;
}

// spec: media-15
interface Matrix2 {
  col1: Point2;
  col2: Point2;
}

/** Solves `matrix * x = rhs`; a singular matrix yields the zero vector. */
export function solve2x2(matrix: Matrix2, rhs: Point2): Point2 {
  const a = matrix.col1.x;
  const c = matrix.col1.y;
  const b = matrix.col2.x;
  const d = matrix.col2.y;
  let factor = a * d - b * c;
  if (factor !== 0) factor = 1 / factor;
  return {
    x: factor * (d * rhs.x - b * rhs.y),
    y: factor * (a * rhs.y - c * rhs.x),
  };
}

// spec: media-16
interface Vector3 {
  x: number;
  y: number;
  z: number;
}
interface Matrix3 {
  col1: Vector3;
  col2: Vector3;
  col3: Vector3;
}

/** Writes the inverse of a symmetric 3x3 matrix into `out` (all zeros when singular). */
export function invertSymmetric3x3(matrix: Matrix3, out: Matrix3): void {
  const { col1, col2, col3 } = matrix;
  const cross = {
    x: col2.y * col3.z - col2.z * col3.y,
    y: col2.z * col3.x - col2.x * col3.z,
    z: col2.x * col3.y - col2.y * col3.x,
  };
  let det = col1.x * cross.x + col1.y * cross.y + col1.z * cross.z;
  if (det !== 0) det = 1 / det;

  const a11 = col1.x;
  const a12 = col2.x;
  const a13 = col3.x;
  const a22 = col2.y;
  const a23 = col3.y;
  const a33 = col3.z;

  const i11 = det * (a22 * a33 - a23 * a23);
  const i12 = det * (a13 * a23 - a12 * a33);
  const i13 = det * (a12 * a23 - a13 * a22);
  const i22 = det * (a11 * a33 - a13 * a13);
  const i23 = det * (a13 * a12 - a11 * a23);
  const i33 = det * (a11 * a22 - a12 * a12);

  Object.assign(out.col1, { x: i11, y: i12, z: i13 });
  Object.assign(out.col2, { x: i12, y: i22, z: i23 });
  Object.assign(out.col3, { x: i13, y: i23, z: i33 });
}

// spec: media-17
/** Whether two axis-aligned boxes overlap; touching boxes count as overlapping. */
export function boxesOverlap(first: BoundingBox, second: BoundingBox): boolean {
  const gaps = [
    second.min.x - first.max.x,
    first.min.x - second.max.x,
    second.min.y - first.max.y,
    first.min.y - second.max.y,
  ];
  return !gaps.some((gap) => gap > 0);
}

// spec: media-18
/** Area of the union of two axis-aligned rectangles. */
export function unionArea(first: BoundingBox, second: BoundingBox): number {
  const areaOf = (box: BoundingBox): number => (box.max.x - box.min.x) * (box.max.y - box.min.y);
  const overlapWidth = Math.max(0, Math.min(first.max.x, second.max.x) - Math.max(first.min.x, second.min.x));
  const overlapHeight = Math.max(0, Math.min(first.max.y, second.max.y) - Math.max(first.min.y, second.min.y));
  return areaOf(first) + areaOf(second) - overlapWidth * overlapHeight;
}

// spec: media-19
interface RayCastInput {
  start: Point2;
  end: Point2;
  maxFraction: number;
}
interface RayCastOutput {
  fraction: number;
  normal: Point2;
}
interface Transform2 {
  position: Point2;
  rotation: { sin: number; cos: number };
}
interface CircleShape {
  center: Point2;
  radius: number;
}

const RAYCAST_EPSILON = 1e-9;

/** Casts a segment against a circle placed by `transform`; fills `output` and returns true on a hit. */
export function rayCastCircle(
  output: RayCastOutput,
  input: RayCastInput,
  transform: Transform2,
  circle: CircleShape,
): boolean {
  const { sin, cos } = transform.rotation;
  const center = {
    x: transform.position.x + (cos * circle.center.x - sin * circle.center.y),
    y: transform.position.y + (sin * circle.center.x + cos * circle.center.y),
  };
  const s = { x: input.start.x - center.x, y: input.start.y - center.y };
  const r = { x: input.end.x - input.start.x, y: input.end.y - input.start.y };

  const sDotR = s.x * r.x + s.y * r.y;
  const rr = r.x * r.x + r.y * r.y;
  const sRelative = s.x * s.x + s.y * s.y - circle.radius * circle.radius;
  const discriminant = sDotR * sDotR - rr * sRelative;
  if (discriminant < 0 || rr < RAYCAST_EPSILON) return false;

  let t = -(sDotR + Math.sqrt(discriminant));
  if (t >= 0 && t <= input.maxFraction * rr) {
    t /= rr;
    output.fraction = t;
    const normal = { x: s.x + t * r.x, y: s.y + t * r.y };
    const length = Math.hypot(normal.x, normal.y);
    if (length >= RAYCAST_EPSILON) {
      normal.x /= length;
      normal.y /= length;
    }
    output.normal = normal;
    return true;
  }
  return false;
}

// spec: media-20
/** Scales `vector` down in place so its length does not exceed `maxLength`; returns it. */
export function clampVectorLength<V extends Point2>(vector: V, maxLength: number): V {
  const lengthSquared = vector.x * vector.x + vector.y * vector.y;
  if (lengthSquared > maxLength * maxLength) {
    const scale = maxLength / Math.sqrt(lengthSquared);
    vector.x *= scale;
    vector.y *= scale;
  }
  return vector;
}

// spec: media-21
/** "name: value" lines for every non-object, non-function property (inherited included). */
export function formatCounters(target: object, separator?: unknown): string {
  const lineEnd = typeof separator === 'string' ? separator : '\n';
  let report = '';
  const record = target as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (typeof value === 'function' || typeof value === 'object') continue;
    report += `${key}: ${String(value)}${lineEnd}`;
  }
  return report;
}

// spec: media-22
const FEATURE_VERTEX = 0;
const FEATURE_FACE = 1;

interface ContactFeature {
  indexA: number;
  indexB: number;
  kindA: number;
  kindB: number;
}
interface ClipPoint {
  position: Point2;
  feature: ContactFeature;
}

/** Clips a two-point segment against the half-plane `normal . p <= offset`; returns points written. */
export function clipSegmentToPlane(
  output: ClipPoint[],
  input: readonly ClipPoint[],
  normal: Point2,
  offset: number,
  vertexIndex: number,
): number {
  const [first, second] = input;
  const distance = (p: Point2): number => normal.x * p.x + normal.y * p.y - offset;
  const d0 = distance(first.position);
  const d1 = distance(second.position);
  let written = 0;

  const copyInto = (slot: ClipPoint, from: ClipPoint): void => {
    slot.position.x = from.position.x;
    slot.position.y = from.position.y;
    Object.assign(slot.feature, from.feature);
  };

  if (d0 <= 0) copyInto(output[written++], first);
  if (d1 <= 0) copyInto(output[written++], second);

  if (d0 * d1 < 0) {
    const fraction = d0 / (d0 - d1);
    const slot = output[written];
    slot.position.x = first.position.x + fraction * (second.position.x - first.position.x);
    slot.position.y = first.position.y + fraction * (second.position.y - first.position.y);
    slot.feature.indexA = vertexIndex;
    slot.feature.indexB = first.feature.indexB;
    slot.feature.kindA = FEATURE_VERTEX;
    slot.feature.kindB = FEATURE_FACE;
    written++;
  }
  return written;
}

// spec: media-23
/** Builds an options object from constructor arguments and merges it into (and returns) `defaults`. */
export function optionsFromArguments<T extends Record<string, any>>(
  defaults: T,
  args: unknown[],
  positionalKeys: string[] = [],
  singleKey?: string,
): T {
  const isPlainObject = (value: unknown): value is Record<string, any> =>
    Object.prototype.toString.call(value) === '[object Object]' &&
    (value as object).constructor === Object;

  const isAudioPrimitive = (value: unknown): boolean => {
    const scope = globalThis as Record<string, any>;
    return ['AudioParam', 'AudioNode', 'AudioBuffer'].some(
      (name) => typeof scope[name] === 'function' && value instanceof scope[name],
    );
  };

  const deepMerge = (target: Record<string, any>, source: Record<string, any>): Record<string, any> => {
    for (const key of Object.keys(source)) {
      const value = source[key];
      if (key === 'value' || isAudioPrimitive(value)) {
        target[key] = value;
      } else if (isPlainObject(value)) {
        if (!isPlainObject(target[key])) target[key] = {};
        deepMerge(target[key], value);
      } else {
        target[key] = value;
      }
    }
    return target;
  };

  const options: Record<string, any> = {};
  let remaining = [...args];

  const [leading] = remaining;
  if (
    singleKey &&
    isPlainObject(leading) &&
    !(singleKey in leading) &&
    !Object.keys(leading).some((key) => key in defaults)
  ) {
    options[singleKey] = leading;
    positionalKeys.splice(positionalKeys.indexOf(singleKey), 1);
    remaining = remaining.slice(1);
  }

  if (remaining.length === 1 && isPlainObject(remaining[0])) {
    deepMerge(options, remaining[0]);
  } else {
    positionalKeys.forEach((key, index) => {
      if (remaining[index] !== undefined) options[key] = remaining[index];
    });
  }

  return deepMerge(defaults, options) as T;
}

// spec: media-24
const SHARP_NOTE_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

/** Converts a frequency to scientific pitch notation, e.g. 440 -> "A4". */
export function frequencyToNoteName(frequency: number, referencePitch: number): string {
  let noteNumber = Math.round(12 * Math.log2(frequency / referencePitch)) + 57;
  const octave = Math.floor(noteNumber / 12);
  if (octave < 0) noteNumber += 12 * Math.abs(octave);
  return `${SHARP_NOTE_NAMES[noteNumber % 12]}${octave}`;
}

// spec: media-25
/** Moves `value` toward the nearest multiple of `subdivision` by `strength` (0..1). */
export function quantizeTime(value: number, subdivision: number, strength = 1): number {
  const target = Math.round(value / subdivision) * subdivision;
  return value + strength * (target - value);
}

// spec: media-26
/** Formats a duration as "bars:beats:sixteenths". */
export function toBarsBeatsSixteenths(duration: number, beatLength: number, beatsPerBar: number): string {
  const beats = parseFloat((duration / beatLength).toFixed(4));
  const bars = Math.floor(beats / beatsPerBar);
  let sixteenths = (beats % 1) * 4;
  const beatInBar = Math.floor(beats % beatsPerBar);
  if (sixteenths.toString().length > 3) {
    sixteenths = parseFloat(sixteenths.toFixed(3));
  }
  return [bars, beatInBar, sixteenths].join(':');
}

// spec: media-27
const clampIndex = (index: number, count: number): number => Math.max(0, Math.min(count - 1, index));

/** Endless ping-pong over indices 0..count-1 without repeating the endpoints. */
export function* pingPongIndices(count: number, startUpward: boolean): Generator<number, never> {
  let ascending = startUpward;
  let index = ascending ? 0 : count - 1;
  while (true) {
    index = clampIndex(index, count);
    yield index;
    if (ascending) {
      index++;
      if (index >= count - 1) ascending = false;
    } else {
      index--;
      if (index <= 0) ascending = true;
    }
  }
}

// spec: media-28
/** Finite "up two, down one" walk over indices, ending once the index leaves the list. */
export function* upTwoDownOneIndices(count: number): Generator<number, void> {
  let index = 0;
  let step = 0;
  while (index < count) {
    yield clampIndex(index, count);
    step++;
    index += step % 2 === 1 ? 2 : -1;
  }
}

// spec: media-29
/** Endless random walk over indices, bouncing at both ends; the random start is not yielded. */
export function* randomWalkIndices(count: number): Generator<number, never> {
  let index = Math.floor(Math.random() * count);
  while (true) {
    if (index === 0) index++;
    else if (index === count - 1) index--;
    else if (Math.random() < 0.5) index--;
    else index++;
    yield index;
  }
}

// spec: media-30
/** Memoised recurrence T(n) = 2x T(n-1) - T(n-2) with T(0) = 0 and T(1) = x. */
export function chebyshevTerm(x: number, degree: number, memo: Map<number, number>): number {
  if (memo.has(degree)) return memo.get(degree) as number;
  let value: number;
  if (degree === 0) value = 0;
  else if (degree === 1) value = x;
  else value = 2 * x * chebyshevTerm(x, degree - 1, memo) - chebyshevTerm(x, degree - 2, memo);
  memo.set(degree, value);
  return value;
}

// spec: media-31
/** Sums a Fourier series with cosine (`real`) and sine (`imag`) coefficients at `phase`. */
export function evaluateFourierSeries(real: ArrayLike<number>, imag: ArrayLike<number>, phase: number): number {
  let sum = 0;
  for (let i = 0; i < real.length; i++) {
    sum += real[i] * Math.cos(i * phase) + imag[i] * Math.sin(i * phase);
  }
  return sum;
}

// spec: media-32
interface EventEmitterLike {
  handlers?: Record<string, Listener[]>;
}

/** Registers `callback` for every event name in `events` (split on non-word characters). */
export function addListener<E extends EventEmitterLike>(emitter: E, events: string, callback: Listener): E {
  const registry = emitter.handlers ?? (emitter.handlers = {});
  for (const name of events.split(/\W+/)) {
    if (!Object.prototype.hasOwnProperty.call(registry, name)) registry[name] = [];
    registry[name].push(callback);
  }
  return emitter;
}

// spec: media-33
interface MediaElementLike {
  muted: boolean;
}
interface ManagedSound {
  muted: boolean;
  element?: MediaElementLike | null;
}
interface ManagedSoundGroup {
  usesHtmlAudio: boolean;
  sounds: Array<ManagedSound | null | undefined>;
}
interface GlobalAudioManager {
  context: { currentTime: number } | null;
  usingWebAudio: boolean;
  masterGain: { gain: { setValueAtTime(value: number, time: number): void } } | null;
  muted: boolean;
  volume: number;
  groups: ManagedSoundGroup[];
  setupAudioContext(): void;
}

/** Mutes or unmutes every sound, via the master gain and per HTML5 audio element. */
export function setGlobalMute(this: GlobalAudioManager | undefined, muted: boolean): GlobalAudioManager {
  const manager = this ?? ((globalThis as Record<string, any>).audioManager as GlobalAudioManager);
  if (!manager.context) manager.setupAudioContext();
  manager.muted = muted;

  if (manager.usingWebAudio && manager.masterGain && manager.context) {
    manager.masterGain.gain.setValueAtTime(muted ? 0 : manager.volume, manager.context.currentTime);
  }

  manager.groups
    .filter((group) => group.usesHtmlAudio)
    .forEach((group) => {
      for (const sound of group.sounds) {
        if (sound?.element) sound.element.muted = muted ? true : sound.muted;
      }
    });
  return manager;
}

// spec: media-34
interface ListenerEntry {
  callback: (this: unknown, soundId: unknown, message: unknown) => void;
  soundId?: number;
  once?: boolean;
}
interface EventfulSoundGroup {
  listeners: Record<string, ListenerEntry[] | undefined>;
  removeListener(event: string, callback: ListenerEntry['callback'], soundId?: number): void;
  advanceQueue(event?: string): void;
}

/** Schedules every matching listener of `event` asynchronously, then advances the action queue. */
export function emitSoundEvent<G extends EventfulSoundGroup>(group: G, event: string, soundId?: number, message?: unknown): G {
  const entries = group.listeners[event] ?? [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (!entry) continue;
    if (!entry.soundId || entry.soundId === soundId || event === 'load') {
      const { callback } = entry;
      setTimeout(() => callback.call(group, soundId, message), 0);
      if (entry.once) group.removeListener(event, callback, entry.soundId);
    }
  }
  group.advanceQueue(event);
  return group;
}

// spec: media-35
interface QueuedAction {
  event: string;
  action: () => void;
}
interface QueueingSoundGroup {
  pendingActions: QueuedAction[];
}

/** Retires the head task when `event` is the one it waited for, and starts the head task when no event is given. */
export function advanceActionQueue<G extends QueueingSoundGroup>(group: G, event?: string): G {
  const queue = group.pendingActions;
  if (queue.length > 0) {
    const head = queue[0];
    if (head.event === event) {
      queue.shift();
      advanceActionQueue(group);
    }
    if (!event) head.action();
  }
  return group;
}

// spec: media-36
interface PooledSound {
  finished: boolean;
  node?: { disconnect(output?: number): void } | null;
}
interface PooledSoundGroup {
  poolLimit: number;
  sounds: PooledSound[];
  usesWebAudio: boolean;
}

/** Drops finished sounds from the end of the pool until no more than `poolLimit` finished ones remain. */
export function trimSoundPool(group: PooledSoundGroup): void {
  const { poolLimit, sounds } = group;
  if (sounds.length < poolLimit) return;

  let finishedCount = sounds.filter((sound) => sound.finished).length;
  for (let i = sounds.length - 1; i >= 0; i--) {
    if (finishedCount <= poolLimit) return;
    const sound = sounds[i];
    if (!sound.finished) continue;
    if (group.usesWebAudio && sound.node) sound.node.disconnect(0);
    sounds.splice(i, 1);
    finishedCount--;
  }
}

// spec: media-37
interface LoadableSoundGroup {
  duration: number;
  sprites: Record<string, [start: number, length: number]>;
  state: string;
  emit(event: string): void;
  advanceQueue(event?: string): void;
}

/** Finalises loading: derives duration and a default sprite, then marks the group loaded. */
export function finishSoundLoad(group: LoadableSoundGroup, buffer?: { duration: number } | null): void {
  if (buffer && !group.duration) group.duration = buffer.duration;
  if (Object.keys(group.sprites).length === 0) {
    group.sprites = { __default: [0, group.duration * 1000] };
  }
  if (group.state !== 'loaded') {
    group.state = 'loaded';
    group.emit('load');
    group.advanceQueue();
  }
}

// spec: media-38
interface ListenerAxisParam {
  setTargetAtTime(value: number, startTime: number, timeConstant: number): void;
}
interface SpatialListener {
  positionX?: ListenerAxisParam;
  positionY?: ListenerAxisParam;
  positionZ?: ListenerAxisParam;
  setPosition(x: number, y: number, z: number): void;
}
interface SpatialAudioManager {
  context: { currentTime: number; listener?: SpatialListener | null } | null;
  position: [number, number, number];
}

/** Gets (no numeric x) or sets the listener's 3D position. */
export function listenerPosition(
  manager: SpatialAudioManager,
  x?: number,
  y?: number,
  z?: number,
): SpatialAudioManager | [number, number, number] {
  const context = manager.context;
  const listener = context?.listener;
  if (!context || !listener) return manager;

  const newY = typeof y === 'number' ? y : manager.position[1];
  const newZ = typeof z === 'number' ? z : manager.position[2];

  if (typeof x !== 'number') return manager.position;

  manager.position = [x, newY, newZ];
  if (listener.positionX && listener.positionY && listener.positionZ) {
    const now = context.currentTime;
    listener.positionX.setTargetAtTime(x, now, 0.1);
    listener.positionY.setTargetAtTime(newY, now, 0.1);
    listener.positionZ.setTargetAtTime(newZ, now, 0.1);
  } else {
    listener.setPosition(x, newY, newZ);
  }
  return manager;
}

// spec: media-39
/** Reverse-order, xor-based djb2 digest as an unsigned decimal string. */
export function stringDigest(text: string): string {
  let hash = 5381;
  for (let i = text.length - 1; i >= 0; i--) {
    hash = (hash * 33) ^ text.charCodeAt(i);
  }
  return (hash >>> 0).toString();
}

// spec: media-40
/** Leniently decodes hex text (optional "0x", optional single spaces between pairs) into bytes. */
export function hexToArrayBuffer(hex: string): ArrayBuffer {
  const tokens = hex
    .replace(/^0x/, '')
    .replace(/([0-9a-fA-F]{2}) ?/g, '0x$1 ')
    .replace(/ +$/, '')
    .split(' ');
  const bytes = Uint8Array.from(tokens, (token) => Number(token));
  return bytes.buffer;
}

// spec: media-41
/** Binary search driven by `compare` (positive: look higher, negative: look lower, zero: found). */
export function bisectFind<T>(sorted: readonly T[], compare: (candidate: T) => number): T | null {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = sorted[middle];
    const direction = compare(candidate);
    if (direction > 0) low = middle + 1;
    else if (direction < 0) high = middle - 1;
    else return candidate;
  }
  return null;
}

// spec: media-42
/** Sets `key=value` in the URL's query string, leaving the encoding of other parameters untouched. */
export function setQueryParameter(url: URL, key: string, value: string): void {
  const encodedKey = encodeURIComponent(key);
  const pair = `${encodedKey}=${encodeURIComponent(value)}`;
  const query = url.search.startsWith('?') ? url.search.slice(1) : url.search;

  let replaced = false;
  const pieces: string[] = [];
  for (const piece of query.split('&')) {
    if (!piece) continue;
    if (piece === encodedKey || piece.startsWith(`${encodedKey}=`)) {
      if (!replaced) {
        pieces.push(pair);
        replaced = true;
      }
      continue;
    }
    pieces.push(piece);
  }
  if (!replaced) pieces.push(pair);
  url.search = pieces.join('&');
}

// spec: media-43
type JsonReplacer = (this: unknown, key: string, value: unknown) => unknown;

/** JSON.stringify replacer that omits any object reference seen before (breaking cycles). */
export function createCircularSafeReplacer(userReplacer?: JsonReplacer): JsonReplacer {
  const seen = new WeakSet<object>();
  return function (this: unknown, key: string, value: unknown): unknown {
    const result = userReplacer ? userReplacer.call(this, key, value) : value;
    if (typeof result === 'object' && result !== null) {
      if (seen.has(result)) return undefined;
      seen.add(result);
    }
    return result;
  };
}

// spec: media-44
/** Parses a leading WebVTT timestamp ("[hh:]mm:ss[.fff]") into seconds, or null. */
export function parseVttTimestamp(text: string): number | null {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const [, hoursText, firstText, secondText, fractionText] = match;
  const fraction = fractionText ? Number(`0.${fractionText}`) : 0;
  const first = Number(firstText);
  const second = Number(secondText);

  if (hoursText === undefined && first > 59) {
    return first * 3600 + second * 60 + fraction;
  }
  const hours = hoursText === undefined ? 0 : Number(hoursText);
  return hours * 3600 + first * 60 + second + fraction;
}

// spec: media-45
interface TimedTextRates {
  frameRate: number;
  tickRate: number;
}

/** Converts a TTML offset-time such as "1.5s", "250ms", "30f" or "1000t" into seconds. */
export function parseOffsetTime(text: string, rates: TimedTextRates): number {
  const match = /^(\d*(?:\.\d+)?)(h|m|s|ms|f|t)$/.exec(text) as RegExpExecArray;
  const amount = Number(match[1]);
  switch (match[2]) {
    case 'h':
      return amount * 3600;
    case 'm':
      return amount * 60;
    case 'ms':
      return amount / 1000;
    case 'f':
      return amount / rates.frameRate;
    case 't':
      return amount / rates.tickRate;
    default:
      return amount;
  }
}

// spec: media-46
/** Toggles a 16-byte key id between UUID (big-endian) and GUID (little-endian) layout, in place. */
export function swapKeyIdEndianness(keyId: Uint8Array | number[]): void {
  const swap = (i: number, j: number): void => {
    const held = keyId[i];
    keyId[i] = keyId[j];
    keyId[j] = held;
  };
  swap(0, 3);
  swap(1, 2);
  swap(4, 5);
  swap(6, 7);
}

// spec: media-47
interface PlaylistParseState {
  variables: Record<string, string> | null;
  hasVariableReferences: boolean;
  error: Error | null;
}

/** Substitutes "{$name}" references in an attribute value with EXT-X-DEFINE values. */
export function substituteVariables(state: PlaylistParseState, value: string): string {
  if (state.variables == null && !state.hasVariableReferences) return value;
  return value.replace(/\{\$([\w-]+)\}/g, (reference: string, name: string) => {
    const variables = state.variables;
    if (variables && Object.prototype.hasOwnProperty.call(variables, name)) {
      return variables[name];
    }
    if (!state.error) {
      state.error = new Error(`Missing preceding EXT-X-DEFINE tag for Variable Reference: "${name}"`);
    }
    return reference;
  });
}

// spec: media-48
interface RetryConfig {
  backoff: string;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** Delay before the next retry, linear or exponential, capped at the maximum. */
export function retryDelay(config: RetryConfig, retryCount: number): number {
  const multiplier = config.backoff === 'linear' ? 1 : 2 ** retryCount;
  return Math.min(multiplier * config.retryDelayMs, config.maxRetryDelayMs);
}

// spec: media-49
/** Rewrites legacy "avc1.<profile>.<level>" decimal codec strings into hex form. */
export function convertLegacyAvcCodecs(codecs: string): string {
  return codecs
    .split(',')
    .map((entry) => {
      const parts = entry.split('.');
      if (parts.length <= 2 || parts[0] !== 'avc1') return entry;
      const profile = parseInt(parts[1], 10).toString(16);
      const level = parseInt(parts[2], 10).toString(16).padStart(4, '0').slice(-4);
      return `avc1.${profile}${level}`;
    })
    .join(',');
}

// spec: media-50
const AV1_OPTIONAL_FIELD_DEFAULTS = ['0', '111', '01', '01', '01', '0'];

/** Fills the optional trailing fields of an "av01." codec string that already has more than four fields. */
export function completeAv1Codec(codec: string): string {
  if (!codec.startsWith('av01.')) return codec;
  const fields = codec.split('.');
  if (fields.length > 4) {
    while (fields.length < 10) fields.push(AV1_OPTIONAL_FIELD_DEFAULTS[fields.length - 4]);
  }
  return fields.join('.');
}

// spec: media-51
type MultiByteTypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | Float32Array
  | Float64Array
  | BigInt64Array
  | BigUint64Array;

/** Reverses the bytes of every element in place; returns the same array. */
export function swapElementBytes<A extends MultiByteTypedArray>(array: A): A {
  const elementSize = array.BYTES_PER_ELEMENT;
  if (elementSize <= 1) return array;
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let start = 0; start < bytes.length; start += elementSize) {
    for (let low = start, high = start + elementSize - 1; low < high; low++, high--) {
      const held = bytes[low];
      bytes[low] = bytes[high];
      bytes[high] = held;
    }
  }
  return array;
}

// spec: media-52
/** Formats a duration (in `timescale` units per second) as "h:mm:ss.mmm". */
export function formatTimecode(duration: number, timescale?: number): string {
  const scale = timescale || 1;
  const negative = duration < 0;
  const totalSeconds = Math.abs(duration) / scale;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds - hours * 3600) / 60);
  const seconds = totalSeconds - hours * 3600 - minutes * 60;
  const wholeSeconds = Math.floor(seconds);
  const milliseconds = Math.trunc(seconds * 1000 - wholeSeconds * 1000);
  const pad = (value: number, width: number): string => String(value).padStart(width, '0');
  return `${negative ? '-' : ''}${hours}:${pad(minutes, 2)}:${pad(wholeSeconds, 2)}.${pad(milliseconds, 3)}`;
}

// spec: media-53
interface StreamBuffer {
  fileStart: number;
  byteLength: number;
  usedBytes: number;
}
interface MultiBufferStream {
  buffers: StreamBuffer[];
  bufferIndex: number;
  logBufferLevel(): void;
}

/** Index of the buffer containing file position `position`, or -1; optionally marks bytes as used. */
export function findBufferForPosition(
  stream: MultiBufferStream,
  position: number,
  markAsUsed: boolean,
  fromStart?: boolean,
): number {
  let found = -1;
  for (let i = fromStart === true ? 0 : stream.bufferIndex; i < stream.buffers.length; i++) {
    const buffer = stream.buffers[i];
    if (buffer.fileStart > position) break;
    found = i;
    if (markAsUsed) {
      buffer.usedBytes =
        buffer.fileStart + buffer.byteLength <= position ? buffer.byteLength : position - buffer.fileStart;
      stream.logBufferLevel();
    }
  }
  if (found === -1) return -1;
  const candidate = stream.buffers[found];
  return candidate.fileStart + candidate.byteLength >= position ? found : -1;
}

// spec: media-54
interface Uint16Reader {
  readUint16(): number;
}
interface LanguageHolder {
  languageCode: number;
  language: string;
}

/** Reads a packed ISO 639-2 language code and stores both raw and decoded forms on `this`. */
export function readPackedLanguage(this: LanguageHolder, stream: Uint16Reader): void {
  const packed = stream.readUint16();
  this.languageCode = packed;
  this.language = [10, 5, 0].map((shift) => String.fromCharCode(((packed >> shift) & 0x1f) + 96)).join('');
}

// spec: media-55
interface Uint8Reader {
  readUint8(): number;
}

/** Reads 16 bytes and returns them as 32 lowercase hex digits. */
export function readHex16(stream: Uint8Reader): string {
  return Array.from({ length: 16 }, () => stream.readUint8().toString(16).padStart(2, '0')).join('');
}

// spec: media-56
interface Av1Config {
  seqProfile: number;
  seqLevelIdx0: number;
  seqTier0: number | boolean;
  highBitdepth: number;
  twelveBit: number;
}

/** Builds an AV1 codec string such as "av01.0.04M.08" from an av1C configuration. */
export function av1CodecString(baseCodec: string, config: Av1Config): string {
  const level = config.seqLevelIdx0 < 10 ? `0${config.seqLevelIdx0}` : `${config.seqLevelIdx0}`;
  const tier = config.seqTier0 ? 'H' : 'M';
  let bitDepth: string | undefined;
  if (config.seqProfile === 2 && config.highBitdepth === 1) {
    bitDepth = config.twelveBit === 1 ? '12' : '10';
  } else if (config.seqProfile <= 2) {
    bitDepth = config.highBitdepth === 1 ? '10' : '08';
  }
  return `${baseCodec}.${config.seqProfile}.${level}${tier}.${bitDepth}`;
}

// spec: media-57
interface SampleToChunkTable {
  firstChunk: number[];
  samplesPerChunk: number[];
  sampleDescriptionIndex: number[];
}
interface ChunkedSample {
  descriptionIndex?: number;
  chunkIndex?: number;
}

/** Expands a sample-to-chunk table onto the sample list (chunk numbers are 1-based). */
export function applySampleToChunk(table: SampleToChunkTable, samples: ChunkedSample[]): void {
  if (samples.length === 0) return;
  const entryCount = table.firstChunk.length;
  let chunkNumber = 0;
  let cursor = 0;
  for (let entry = 0; entry < entryCount; entry++) {
    const chunksInEntry = entry + 1 < entryCount ? table.firstChunk[entry + 1] : Infinity;
    for (let chunk = 0; chunk < chunksInEntry; chunk++) {
      chunkNumber++;
      for (let k = 0; k < table.samplesPerChunk[entry]; k++) {
        const sample = samples[cursor];
        sample.descriptionIndex = table.sampleDescriptionIndex[entry];
        sample.chunkIndex = chunkNumber;
        cursor++;
        if (cursor >= samples.length) return;
      }
    }
  }
}

// spec: media-58
interface TimeToSampleTable {
  sampleCounts: number[];
  sampleDeltas: number[];
}

/** Assigns decoding timestamps to samples from a time-to-sample table. */
export function applyTimeToSample(table: TimeToSampleTable, samples: Array<{ dts: number }>): void {
  let sampleNumber = 0;
  table.sampleCounts.forEach((runLength, run) => {
    for (let j = 0; j < runLength; j++) {
      samples[sampleNumber].dts =
        sampleNumber === 0 ? 0 : samples[sampleNumber - 1].dts + table.sampleDeltas[run];
      sampleNumber++;
    }
  });
}

// spec: media-59
interface DescriptorStream extends Uint8Reader {
  getPosition(): number;
}
interface ParsedDescriptor {
  parse(stream: DescriptorStream): void;
}
interface DescriptorRegistry {
  known: Record<string, new (size: number) => ParsedDescriptor>;
  generic: new (tag: number, size?: number) => ParsedDescriptor;
}

const DESCRIPTOR_NAMES: Record<number, string> = {
  0x01: 'ObjectDescriptor',
  0x02: 'InitialObjectDescriptor',
  0x03: 'ES_Descriptor',
  0x04: 'DecoderConfigDescriptor',
  0x05: 'DecoderSpecificInfo',
  0x06: 'SLConfigDescriptor',
};

/** Reads one MPEG-4 descriptor (tag, expandable size, body) from `stream`. */
export function readDescriptor(
  stream: DescriptorStream,
  registry: DescriptorRegistry,
  logDebug: (message: string) => void = () => {},
): ParsedDescriptor {
  const tag = stream.readUint8();
  let size = 0;
  let byte = stream.readUint8();
  while (byte & 0x80) {
    size = (size << 7) + (byte & 0x7f);
    byte = stream.readUint8();
  }
  size = (size << 7) + (byte & 0x7f);

  const knownName = DESCRIPTOR_NAMES[tag];
  logDebug(`Found ${knownName ?? `Descriptor ${tag}`}, size ${size} at position ${stream.getPosition()}`);

  const KnownDescriptor = knownName ? registry.known[knownName] : undefined;
  const descriptor = KnownDescriptor ? new KnownDescriptor(size) : new registry.generic(size);
  descriptor.parse(stream);
  return descriptor;
}

// spec: media-60
interface DescriptorNode {
  data?: Uint8Array | number[];
  findDescriptor(tag: number): DescriptorNode | null | undefined;
}

/** AAC audio object type from an ES descriptor's DecoderSpecificInfo, or undefined. */
export function aacObjectType(esDescriptor: DescriptorNode): number | undefined {
  const decoderConfig = esDescriptor.findDescriptor(4);
  if (!decoderConfig) return undefined;
  const specificInfo = decoderConfig.findDescriptor(5);
  const data = specificInfo?.data;
  if (!data) return undefined;

  let objectType = (data[0] & 0xf8) >> 3;
  if (objectType === 31 && data.length >= 2) {
    objectType = 32 + ((data[0] & 0x07) << 3) + ((data[1] & 0xe0) >> 5);
  }
  return objectType;
}
