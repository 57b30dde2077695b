/**
 * Direct callers (syntactic call sites of each side's bare name across the
 * tracked source files, definitions excluded) and callees (call expressions
 * inside each function's own source).
 */
import type { Location } from '../../contracts/types.js';
import type { CallSite, CalleeEvidence, Side } from '../types.js';
import { importsModule, stripComments } from './imports.js';
import { isKeyword, tokenize } from '../lex.js';

export const PREVIEW_CHARS = 160;
export const MAX_CALL_SITES = 10_000;

/** The name a call site would use: the last segment of `Class.method` / `Class#method`. */
export function bareName(name: string): string | null {
  const last = name.split(/[.#]/).pop() ?? '';
  return /^[A-Za-z_$][\w$]*$/.test(last) && !isKeyword(last) && last !== 'constructor' ? last : null;
}

const escape = (s: string): string => s.replace(/[$]/g, '\\$');

function preview(line: string): CallSite['text'] {
  const t = line.trim();
  return t.length <= PREVIEW_CHARS ? t : { text: t.slice(0, PREVIEW_CHARS), length: t.length, truncated: true };
}

const MODIFIERS = '(?:(?:public|private|protected|static|async|readonly|override|get|set|export|default)\\s+)*';

/**
 * A method signature in a type literal or interface (`{ name(a: T): R; }`):
 * preceded by `{`, `;` or `,` (or nothing) and followed, after its
 * parameters, by a return-type colon. A call in a ternary is preceded by `?`.
 */
function isSignature(line: string, openParen: number, before: string): boolean {
  if (!/(?:^|[{;,])\s*(?:readonly\s+)?$/.test(before)) return false;
  let depth = 0;
  for (let k = openParen; k < line.length; k++) {
    const ch = line[k];
    if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return /^\s*\??\s*:/.test(line.slice(k + 1));
  }
  return false;
}

export const CALLERS_MATCHING =
  'Call sites of either bare name in tracked JS/TS files. resolved: true when the calling file is the called side\'s file or imports its module ' +
  '(directly or through up to 3 re-exporting modules); resolved: false is a name-only match, possibly a same-named function elsewhere. Resolved sites come first.';

/** Resolved first, then by path, line and column. */
export function byResolved<T extends { resolved: boolean; path: string; line: number; column?: number }>(a: T, b: T): number {
  if (a.resolved !== b.resolved) return a.resolved ? -1 : 1;
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return a.line - b.line || (a.column ?? 0) - (b.column ?? 0);
}

export interface CallerSearch {
  files: Map<string, string>;
  left: Location;
  right: Location;
}

export interface CallerResult {
  sites: CallSite[];
  truncated: boolean;
}

export function findCallers(input: CallerSearch): CallerResult | { error: string } {
  const names: Record<Side, string | null> = { left: bareName(input.left.name), right: bareName(input.right.name) };
  const bad = (['left', 'right'] as const).filter((s) => names[s] === null);
  if (bad.length > 0) {
    return { error: `no callable name to search for (${bad.map((s) => `${s}: "${input[s].name}"`).join(', ')})` };
  }
  const locs: Record<Side, Location> = { left: input.left, right: input.right };
  const sameName = names.left === names.right;
  const wanted = sameName ? [names.left as string] : [names.left as string, names.right as string];
  const callRe = new RegExp(`(?<![\\w$])(${wanted.map(escape).join('|')})\\s*(?:<[^<>()\\n]*>\\s*)?\\(`, 'g');
  const sites: CallSite[] = [];
  let truncated = false;
  const known = new Set(input.files.keys());
  known.add(locs.left.path);
  known.add(locs.right.path);
  const binds = new Map<string, boolean>();
  const importsSide = (path: string, s: Side): boolean => {
    const key = `${s}\u0000${path}`;
    let v = binds.get(key);
    if (v === undefined) {
      v = importsModule(path, locs[s].path, input.files, known);
      binds.set(key, v);
    }
    return v;
  };
  for (const path of [...input.files.keys()].sort()) {
    const text = stripComments(input.files.get(path) as string);
    if (!wanted.some((w) => text.includes(w))) continue;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      for (const m of line.matchAll(callRe)) {
        const name = m[1] as string;
        const col = (m.index ?? 0) + 1;
        const before = line.slice(0, col - 1);
        if (/\bfunction\s*\*?\s*$/.test(before)) continue; // a declaration, not a call
        if (new RegExp(`^\\s*${MODIFIERS}${escape(name)}\\s*\\([^()]*\\)\\s*(?::[^=;]*)?\\{\\s*$`).test(line)) continue; // method definition
        if (isSignature(line, col - 1 + m[0].length - 1, before)) continue; // `name(args): T` in a type or interface
        let side: CallSite['side'] = sameName ? 'both' : name === names.left ? 'left' : 'right';
        let resolved: boolean;
        if (side === 'both') {
          const [l, r] = [importsSide(path, 'left'), importsSide(path, 'right')];
          // One shared name: the module the file binds to tells which side it calls.
          if (l !== r) side = l ? 'left' : 'right';
          resolved = l || r;
        } else resolved = importsSide(path, side);
        const lineNo = i + 1;
        const inOwnDefinition = (['left', 'right'] as const).some(
          (s) => (side === s || side === 'both') && locs[s].path === path && lineNo >= locs[s].start_line && lineNo <= locs[s].end_line
        );
        if (inOwnDefinition) continue;
        if (sites.length >= MAX_CALL_SITES) { truncated = true; break; }
        sites.push({ side, path, line: lineNo, column: col, resolved, text: preview(input.files.get(path)?.split('\n')[i] ?? line) });
      }
      if (truncated) break;
    }
    if (truncated) break;
  }
  sites.sort(byResolved);
  return { sites, truncated };
}

/** The `${…}` substitutions of a template literal token. */
function substitutions(template: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < template.length; i++) {
    if (template[i] === '\\') { i++; continue; }
    if (template[i] !== '$' || template[i + 1] !== '{') continue;
    let depth = 1;
    let j = i + 2;
    for (; j < template.length && depth > 0; j++) {
      if (template[j] === '{') depth++;
      else if (template[j] === '}') depth--;
    }
    out.push(template.slice(i + 2, j - 1));
    i = j - 1;
  }
  return out;
}

/** Call expressions in one function's source (`name(`, `a.b.name(`, `new Name(`, inside templates too), by count. */
export function callees(source: string, ownName: string): Array<{ name: string; count: number }> {
  const counts = new Map<string, number>();
  countCalls(source, ownName, counts, true);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function countCalls(source: string, ownName: string, counts: Map<string, number>, top: boolean): void {
  const toks = tokenize(source);
  const own = bareName(ownName);
  let inBody = !top;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    if (t?.text === '{' || t?.text === '=>') inBody = true;
    if (t?.kind === 'tmpl') for (const sub of substitutions(t.text)) countCalls(sub, ownName, counts, false);
    if (!t || t.kind !== 'id' || next?.text !== '(') continue;
    const prev = toks[i - 1];
    if (prev?.kind === 'kw' && prev.text === 'function') continue; // the declaration itself
    if (!inBody && t.text === own) continue; // method header `name(…) {`
    let name = t.text;
    let j = i - 1;
    while (toks[j]?.text === '.' || toks[j]?.text === '?.') {
      const obj = toks[j - 1];
      if (!obj || (obj.kind !== 'id' && obj.text !== 'this')) break;
      name = `${obj.text}.${name}`;
      j -= 2;
    }
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
}

export function calleeEvidence(leftSource: string, leftName: string, rightSource: string, rightName: string): CalleeEvidence {
  const left = callees(leftSource, leftName);
  const right = callees(rightSource, rightName);
  const rightNames = new Set(right.map((c) => c.name));
  return { left, right, shared: left.map((c) => c.name).filter((n) => rightNames.has(n)) };
}
