/**
 * Fresh, plausible identifiers for the renamings (T2) and inserted
 * statements (T3): locals, function and class names that never collide with
 * a word already in the function or a reserved word.
 */
import { pick, type Rand } from './random.js';

export const NOUNS = [
  'item', 'value', 'entry', 'node', 'record', 'target', 'source', 'element', 'part', 'chunk', 'slot', 'token',
  'field', 'datum', 'unit', 'piece', 'member', 'cell', 'key', 'ref', 'handle', 'state', 'input', 'output',
  'acc', 'cursor', 'offset', 'span', 'bucket', 'frame', 'packet', 'payload', 'holder', 'box', 'link', 'step'
];
export const ADJ = ['next', 'prev', 'cur', 'tmp', 'local', 'own', 'base', 'raw', 'main', 'aux', 'alt', 'inner', 'outer', 'new', 'old', 'first', 'last', 'extra'];
export const VERBS = ['compute', 'resolve', 'build', 'make', 'derive', 'apply', 'handle', 'process', 'produce', 'collect', 'transform', 'evaluate', 'prepare', 'obtain', 'perform', 'run'];
export const RESERVED = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'await',
  'async', 'of', 'get', 'set', 'arguments', 'eval', 'undefined', 'NaN', 'Infinity', 'constructor', 'type', 'interface'
]);

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export class NameGen {
  private readonly used: Set<string>;
  constructor(
    private readonly r: Rand,
    taken: Iterable<string>
  ) {
    this.used = new Set(taken);
  }
  private fresh(make: () => string): string {
    for (let i = 0; i < 200; i++) {
      const n = make();
      if (!this.used.has(n) && !RESERVED.has(n)) {
        this.used.add(n);
        return n;
      }
    }
    let k = 0;
    while (this.used.has(`v${k}`)) k++;
    this.used.add(`v${k}`);
    return `v${k}`;
  }
  local(): string {
    const r = this.r;
    return this.fresh(() => (r() < 0.5 ? pick(r, NOUNS) : pick(r, ADJ) + cap(pick(r, NOUNS))) + (r() < 0.15 ? String(Math.floor(r() * 9) + 1) : ''));
  }
  fn(): string {
    const r = this.r;
    return this.fresh(() => pick(r, VERBS) + cap(pick(r, NOUNS)) + (r() < 0.3 ? cap(pick(r, NOUNS)) : ''));
  }
  klass(): string {
    const r = this.r;
    return this.fresh(() => cap(pick(r, ADJ)) + cap(pick(r, NOUNS)));
  }
}
