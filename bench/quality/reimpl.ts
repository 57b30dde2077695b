/**
 * Re-implementation groups: independent implementations of one operation from
 * polyfill families (core-js against es-shims) and from single-purpose npm
 * packages written by different authors (Levenshtein distance, deep and
 * shallow equality, debounce, shuffle, byte formatting, HTML escaping,
 * version comparison, path lookup, plain-object test, once).
 * Only package names, versions, paths and function names are committed here;
 * every member is located by extraction (path + line range) at run time and
 * the run fails loudly when a member cannot be found.
 *
 * es-shims `string.prototype.trimstart`/`trimend` are one-liners (below the
 * 4-line floor of this benchmark) and are not used.
 *
 * Related operations implemented by one shared function in core-js (padStart
 * and padEnd by `internals/string-pad.js`, entries and values by
 * `internals/object-to-array.js`, ...) form one group, so that a correct find
 * between two members is never a false positive.
 */
import type { ExtractedFunction } from '../../src/contracts/pipeline.js';
import type { FnRef } from './score.js';

export const CORE_JS = { name: 'core-js', version: '3.51.0' } as const;

export const PACKAGES: ReadonlyArray<{ name: string; version: string }> = [
  CORE_JS,
  { name: 'array.prototype.flat', version: '1.3.3' },
  { name: 'array.prototype.flatmap', version: '1.3.3' },
  { name: 'object.fromentries', version: '2.0.8' },
  { name: 'string.prototype.padstart', version: '3.1.7' },
  { name: 'string.prototype.padend', version: '3.1.6' },
  { name: 'array.prototype.findlast', version: '1.2.5' },
  { name: 'array.prototype.findlastindex', version: '1.2.6' },
  { name: 'object.entries', version: '1.1.9' },
  { name: 'object.values', version: '1.2.1' },
  { name: 'array-includes', version: '3.1.9' },
  { name: 'array.prototype.at', version: '1.2.0' },
  { name: 'object.groupby', version: '1.0.3' },
  { name: 'array.prototype.tosorted', version: '1.1.4' },
  { name: 'array.prototype.toreversed', version: '1.1.2' },
  { name: 'string.prototype.replaceall', version: '1.0.11' },
  { name: 'promise.allsettled', version: '1.0.7' },
  { name: 'promise.any', version: '2.0.6' },
  { name: 'left-pad', version: '1.3.0' },
  { name: 'fromentries', version: '1.3.2' },
  { name: 'array-flatten', version: '3.0.0' },
  // single-purpose packages: the operations application code re-implements
  { name: 'leven', version: '4.1.0' },
  { name: 'fast-levenshtein', version: '3.0.0' },
  { name: 'fast-deep-equal', version: '3.1.3' },
  { name: 'dequal', version: '2.0.3' },
  { name: 'just-compare', version: '2.3.0' },
  { name: 'shallowequal', version: '1.1.0' },
  { name: 'shallow-equal', version: '3.1.0' },
  { name: 'debounce', version: '3.0.0' },
  { name: 'lodash.debounce', version: '4.0.8' },
  { name: 'just-debounce-it', version: '3.2.0' },
  { name: 'array-shuffle', version: '4.1.0' },
  { name: 'knuth-shuffle', version: '1.0.8' },
  { name: 'bytes', version: '3.1.2' },
  { name: 'pretty-bytes', version: '7.2.0' },
  { name: 'escape-html', version: '1.0.3' },
  { name: 'escape-goat', version: '4.0.0' },
  { name: 'compare-versions', version: '6.1.1' },
  { name: 'semver-compare', version: '1.0.0' },
  { name: 'dlv', version: '1.1.3' },
  { name: 'just-safe-get', version: '4.2.0' },
  { name: 'is-plain-obj', version: '4.1.0' },
  { name: 'is-plain-object', version: '5.1.0' },
  { name: 'once', version: '1.4.0' },
  { name: 'onetime', version: '8.0.0' }
];

export interface MemberSpec {
  /** Package name (the version comes from PACKAGES). */
  pkg: string;
  /** Path inside the package. */
  file: string;
  /** Extraction name of the function; omitted: the longest function of the file. */
  name?: string;
  /** The function that starts on this line (the outermost, if several do). */
  line?: number;
  /** The first function that starts below this line (an implementation under its `// spec:` marker). */
  afterLine?: number;
}

export type GroupFamily = 'polyfill' | 'package' | 'spec';

export interface GroupSpec {
  id: string;
  /** `polyfill`: core-js against es-shims and friends; `package`: independent single-purpose packages; `spec`: ./spec-groups.ts. */
  family: GroupFamily;
  members: MemberSpec[];
}

const es = (pkg: string): MemberSpec => ({ pkg, file: 'implementation.js', name: 'module.exports' });
const cj = (file: string, name: string): MemberSpec => ({ pkg: 'core-js', file, name });
const m = (pkg: string, file: string, name: string): MemberSpec => ({ pkg, file, name });

export const GROUPS: readonly GroupSpec[] = [
  { id: 'array-flat', family: 'polyfill', members: [cj('modules/es.array.flat.js', 'flat'), cj('modules/es.array.flat-map.js', 'flatMap'), es('array.prototype.flat'), es('array.prototype.flatmap'), { pkg: 'array-flatten', file: 'dist/index.js' }] },
  { id: 'object-from-entries', family: 'polyfill', members: [cj('modules/es.object.from-entries.js', 'fromEntries'), es('object.fromentries'), { pkg: 'fromentries', file: 'index.js', name: 'module.exports' }] },
  { id: 'string-pad', family: 'polyfill', members: [cj('internals/string-pad.js', 'createMethod'), es('string.prototype.padstart'), es('string.prototype.padend'), { pkg: 'left-pad', file: 'index.js', name: 'leftPad' }] },
  { id: 'array-find-last', family: 'polyfill', members: [cj('internals/array-iteration-from-last.js', 'createMethod'), es('array.prototype.findlast'), es('array.prototype.findlastindex')] },
  { id: 'object-to-array', family: 'polyfill', members: [cj('internals/object-to-array.js', 'createMethod'), es('object.entries'), es('object.values')] },
  { id: 'array-includes', family: 'polyfill', members: [cj('internals/array-includes.js', 'createMethod'), es('array-includes')] },
  { id: 'array-at', family: 'polyfill', members: [cj('modules/es.array.at.js', 'at'), cj('modules/es.string.at-alternative.js', 'at'), es('array.prototype.at')] },
  { id: 'object-group-by', family: 'polyfill', members: [cj('modules/es.object.group-by.js', 'groupBy'), es('object.groupby')] },
  { id: 'array-to-sorted', family: 'polyfill', members: [cj('modules/es.array.to-sorted.js', 'toSorted'), es('array.prototype.tosorted')] },
  { id: 'array-to-reversed', family: 'polyfill', members: [cj('modules/es.array.to-reversed.js', 'toReversed'), es('array.prototype.toreversed')] },
  { id: 'string-replace-all', family: 'polyfill', members: [cj('modules/es.string.replace-all.js', 'replaceAll'), es('string.prototype.replaceall')] },
  { id: 'promise-all-settled', family: 'polyfill', members: [cj('modules/es.promise.all-settled.js', 'allSettled'), es('promise.allsettled')] },
  { id: 'promise-any', family: 'polyfill', members: [cj('modules/es.promise.any.js', 'any'), es('promise.any')] },
  // independent single-purpose packages (no polyfill), the rest of their files' functions as distractors
  { id: 'levenshtein', family: 'package', members: [m('leven', 'index.js', 'leven'), m('fast-levenshtein', 'levenshtein.js', 'Levenshtein.get')] },
  { id: 'deep-equal', family: 'package', members: [m('fast-deep-equal', 'index.js', 'module.exports'), m('dequal', 'lite/index.js', 'dequal'), m('just-compare', 'index.cjs', 'compare')] },
  { id: 'shallow-equal', family: 'package', members: [m('shallowequal', 'index.js', 'module.exports'), m('shallow-equal', 'dist/index.js', 'shallowEqualObjects')] },
  { id: 'debounce', family: 'package', members: [m('debounce', 'index.js', 'debounce'), m('lodash.debounce', 'index.js', 'debounce'), m('just-debounce-it', 'index.cjs', 'debounce')] },
  { id: 'shuffle', family: 'package', members: [m('array-shuffle', 'index.js', 'arrayShuffle'), m('knuth-shuffle', 'index.js', 'shuffle')] },
  { id: 'format-bytes', family: 'package', members: [m('bytes', 'index.js', 'format'), m('pretty-bytes', 'index.js', 'prettyBytes')] },
  { id: 'escape-html', family: 'package', members: [m('escape-html', 'index.js', 'escapeHtml'), m('escape-goat', 'index.js', '_htmlEscape')] },
  { id: 'compare-versions', family: 'package', members: [m('compare-versions', 'lib/esm/compareVersions.js', 'compareVersions'), m('semver-compare', 'index.js', 'module.exports')] },
  { id: 'get-path', family: 'package', members: [m('dlv', 'index.js', 'dlv'), m('just-safe-get', 'index.cjs', 'get')] },
  { id: 'is-plain-object', family: 'package', members: [m('is-plain-obj', 'index.js', 'isPlainObject'), m('is-plain-object', 'dist/is-plain-object.js', 'isPlainObject')] },
  { id: 'once', family: 'package', members: [m('once', 'once.js', 'once'), m('onetime', 'index.js', 'onetime')] }
];

/** Distractor files: every core-js `modules/es.*.js` not used by a group, and each es-shims package's other files. */
export const ES_SHIM_DISTRACTOR_FILES = ['index.js', 'polyfill.js', 'shim.js', 'auto.js'];

/**
 * The functions nested in a member (debounce's `debounced`, `cancel`,
 * `flush`): parts of that re-implementation. A find between the parts of two
 * members is right, so they are left out of the corpus rather than scored as
 * distractors.
 */
export function partsOfMembers(fns: readonly FnRef[], members: readonly FnRef[]): FnRef[] {
  const key = (f: FnRef): string => `${f.path}:${f.start_line}:${f.end_line}`;
  const memberKeys = new Set(members.map(key));
  return fns.filter((f) => !memberKeys.has(key(f)) && members.some((m) => m.path === f.path && m.start_line <= f.start_line && f.end_line <= m.end_line));
}

/** The member function of `spec` among a file's extracted functions, or null. */
export function pickMember<T extends ExtractedFunction>(spec: MemberSpec, functions: readonly T[]): T | null {
  if (spec.line !== undefined || spec.afterLine !== undefined) {
    const starts = functions.filter((f) => (spec.line !== undefined ? f.location.start_line === spec.line : f.location.start_line > spec.afterLine!));
    const first = Math.min(...starts.map((f) => f.location.start_line));
    let outer: T | null = null;
    for (const f of starts) if (f.location.start_line === first && (!outer || f.lines > outer.lines)) outer = f;
    return outer;
  }
  const named = spec.name === undefined ? functions : functions.filter((f) => f.location.name === spec.name);
  let best: T | null = null;
  for (const f of named) if (!best || f.lines > best.lines) best = f;
  return best;
}

const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';
const drawn: string[] = [];

/**
 * The neutral name replacing a member's own name: a seeded pronounceable
 * lower-case word of three syllables (`zoketa`), distinct per member (a draw
 * equal to an earlier one is redrawn). A lower-case word is one identifier
 * sub-token and distinct words share none, so neutral names never match one
 * another (the earlier `impl1`, `impl2`, ... shared the sub-token `impl`: a
 * free match for every name-aware system, TF-IDF included).
 */
export function neutralName(index: number): string {
  while (drawn.length <= index) {
    let h = (0x9e3779b9 ^ Math.imul(drawn.length + 1, 0x85ebca6b)) >>> 0;
    for (;;) {
      let word = '';
      for (let s = 0; s < 3; s++) {
        h ^= h >>> 15;
        h = Math.imul(h, 0x2c1b3c6d) >>> 0;
        h ^= h >>> 12;
        h = Math.imul(h, 0x297a2d39) >>> 0;
        h ^= h >>> 15;
        h >>>= 0;
        word += CONSONANTS[h % CONSONANTS.length]! + VOWELS[(h >>> 8) % VOWELS.length]!;
      }
      if (!drawn.includes(word)) {
        drawn.push(word);
        break;
      }
    }
  }
  return drawn[index]!;
}

/** The binding name a member is known by (last part of its extraction name), when it is a plain identifier. */
export function bindingName(name: string): string | undefined {
  const last = name.split('.').pop() ?? name;
  if (last === 'exports' || last === 'default' || !/^[A-Za-z_$][\w$]*$/.test(last)) return undefined;
  return last;
}
