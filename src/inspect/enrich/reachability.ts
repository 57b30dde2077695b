/**
 * Entry-point reachability: whether each side's file is reachable, over the
 * static import graph of the tracked JS/TS files, from a public entry point
 * of its package, from test files only, or not at all, with one shortest
 * import chain as evidence.
 *
 * Public entry points come from the nearest package.json of each side:
 * `main`, `module`, `bin` (string or map) and every string leaf of `exports`
 * (all subpaths and conditions, `*` patterns expanded over tracked files),
 * leaving out `types`/`typings` and declaration files. With none of these
 * fields, Node's default `index.js` is used. A target resolves like a
 * relative import from the package directory (NodeNext `.js` → `.ts`,
 * extensionless, directory index). A build-output target that is not itself
 * tracked source (`dist/x.js`, also `build/`, `lib/`, `out/`, with an optional
 * `esm/`, `cjs/`, `es/`, `mjs/` or `umd/` level below) maps back to
 * `src/x.ts` (or `.tsx`, `.js`, …, or `src/x/index.*`) only when that file
 * exists and is tracked; otherwise the target is listed as unresolved.
 *
 * Test files (tests.ts TEST_FILE) are the entry points of a separate
 * test-only reachability. Edges are import / export-from / require / dynamic
 * import with string literals, resolved by imports.ts; bare specifiers
 * (workspace packages included), tsconfig `paths` and computed specifiers
 * are not followed. The breadth-first search is bounded; when it hits its
 * bound before settling both sides, or the file corpus was cut short, the
 * enrichment is unavailable rather than claiming "unreachable".
 */
import { posix } from 'node:path';
import type { ChainStep, EntryPoint, PackageEntries, PackageRef, ReachabilityEvidence, ReachabilitySide, UnresolvedEntry } from '../types.js';
import { resolveSpecifier, resolvedImports } from './imports.js';
import { TEST_FILE } from './tests.js';
import { findNearestPackage } from './graph.js';

export const MAX_GRAPH_FILES = 20_000;
export const MAX_GRAPH_EDGES = 500_000;
/** Entry points and unresolved targets listed per package (the totals are always given). */
export const MAX_LISTED_ENTRIES = 20;
/** Files one `*` export pattern may expand to. */
const MAX_PATTERN_MATCHES = 1_000;

const BUILD_DIRS = new Set(['dist', 'build', 'lib', 'out']);
const FORMAT_DIRS = new Set(['esm', 'cjs', 'es', 'mjs', 'umd']);
const DECLARATION = /\.d\.[cm]?ts$/;
const JS_OR_TS = /\.(?:[cm]?[jt]sx?)$/;

export const REACHABILITY_RULES =
  'Static imports (import, export-from, require, import() with string literals) between tracked JS/TS files; ' +
  'public entry points are package.json main, module, bin and exports (types excluded), dist|build|lib|out/x.js mapped to src/x.ts only when tracked; ' +
  'test files are a separate test-only entry set; bare specifiers and tsconfig paths are not followed.';

export interface ReachabilityInput {
  root: string;
  leftPath: string;
  rightPath: string;
  /** Tracked JS/TS source files with their text (corpus.ts). */
  files: ReadonlyMap<string, string>;
  /** True when the corpus left tracked source files unread. */
  corpusTruncated: boolean;
  maxFiles?: number;
  maxEdges?: number;
}

interface RawTarget {
  field: string;
  target: string;
}

function exportLeaves(value: unknown, field: string, out: RawTarget[]): void {
  if (typeof value === 'string') out.push({ field, target: value });
  else if (Array.isArray(value)) value.forEach((v, i) => exportLeaves(v, `${field}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'types' || k === 'typings') continue;
      exportLeaves(v, `${field}[${JSON.stringify(k)}]`, out);
    }
  }
}

function rawTargets(manifest: Record<string, unknown>): RawTarget[] {
  const out: RawTarget[] = [];
  for (const f of ['main', 'module'] as const) if (typeof manifest[f] === 'string') out.push({ field: f, target: manifest[f] as string });
  const bin = manifest.bin;
  if (typeof bin === 'string') out.push({ field: 'bin', target: bin });
  else if (typeof bin === 'object' && bin !== null) {
    for (const [k, v] of Object.entries(bin)) if (typeof v === 'string') out.push({ field: `bin[${JSON.stringify(k)}]`, target: v });
  }
  if (manifest.exports !== undefined) exportLeaves(manifest.exports, 'exports', out);
  if (out.length === 0 && manifest.main === undefined && manifest.exports === undefined && manifest.bin === undefined && manifest.module === undefined) {
    out.push({ field: '(default index.js)', target: 'index.js' });
  }
  return out;
}

/** Package-relative alternatives for a build-output path: `dist/esm/x.js` → `src/x.js` (resolved as .ts too). */
function sourceAlternatives(rel: string): string[] {
  const parts = rel.split('/');
  if (parts.length < 2 || !BUILD_DIRS.has(parts[0] as string)) return [];
  const alts = [['src', ...parts.slice(1)].join('/')];
  if (parts.length > 2 && FORMAT_DIRS.has(parts[1] as string)) alts.push(['src', ...parts.slice(2)].join('/'));
  return alts;
}

const join = (dir: string, rel: string): string => (dir === '.' ? rel : `${dir}/${rel}`);

function resolveTarget(dir: string, rel: string, known: ReadonlySet<string>): { path: string; via: EntryPoint['via'] } | null {
  const from = join(dir, 'package.json');
  const direct = resolveSpecifier(from, `./${rel}`, known);
  if (direct !== null) return { path: direct, via: 'direct' };
  for (const alt of sourceAlternatives(rel)) {
    const mapped = resolveSpecifier(from, `./${alt}`, known);
    if (mapped !== null) return { path: mapped, via: 'dist-to-src' };
  }
  return null;
}

/** Expand one `*` pattern target over the known files (direct, then mapped back to src). */
function expandPattern(dir: string, rel: string, known: ReadonlySet<string>): Array<{ path: string; via: EntryPoint['via'] }> {
  const star = rel.indexOf('*');
  const [prefix, suffix] = [rel.slice(0, star), rel.slice(star + 1)];
  const stem = suffix.replace(JS_OR_TS, '');
  const forms: Array<{ prefix: string; via: EntryPoint['via'] }> = [{ prefix, via: 'direct' }];
  for (const alt of sourceAlternatives(`${prefix}x`)) forms.push({ prefix: alt.slice(0, -1), via: 'dist-to-src' });
  const out: Array<{ path: string; via: EntryPoint['via'] }> = [];
  const seen = new Set<string>();
  for (const form of forms) {
    const full = join(dir, form.prefix);
    for (const f of [...known].sort()) {
      if (!f.startsWith(full) || !JS_OR_TS.test(f) || DECLARATION.test(f)) continue;
      const rest = f.slice(full.length).replace(JS_OR_TS, '');
      if (!rest.endsWith(stem) || seen.has(f)) continue;
      seen.add(f);
      out.push({ path: f, via: form.via });
      if (out.length >= MAX_PATTERN_MATCHES) return out;
    }
    if (out.length > 0) return out;
  }
  return out;
}

interface Resolved {
  pkg: PackageEntries;
  /** Every resolved entry path with its first field. */
  entries: Map<string, string>;
}

function packageEntries(ref: PackageRef, manifest: Record<string, unknown>, known: ReadonlySet<string>): Resolved {
  const entries = new Map<string, string>();
  const points: EntryPoint[] = [];
  const unresolved: UnresolvedEntry[] = [];
  for (const { field, target } of rawTargets(manifest)) {
    const rel = posix.normalize(target.replace(/^\.\//, ''));
    if (target.startsWith('/') || rel.startsWith('../') || rel === '..') {
      unresolved.push({ field, target, reason: 'outside the package directory' });
      continue;
    }
    if (DECLARATION.test(rel)) continue; // type declarations are not runtime entry points
    if (!JS_OR_TS.test(rel) && posix.extname(rel) !== '' && !rel.includes('*')) {
      unresolved.push({ field, target, reason: 'not a JS/TS module' });
      continue;
    }
    const hits = rel.includes('*') ? expandPattern(ref.dir, rel, known) : [resolveTarget(ref.dir, rel, known)].filter((h): h is { path: string; via: EntryPoint['via'] } => h !== null);
    if (hits.length === 0) {
      unresolved.push({ field, target, reason: 'no tracked source file (nor a src/ equivalent of build output) for this target' });
      continue;
    }
    for (const h of hits) {
      points.push({ field, target, path: h.path, via: h.via });
      if (!entries.has(h.path)) entries.set(h.path, field);
    }
  }
  return {
    pkg: {
      dir: ref.dir,
      name: ref.name,
      entry_points_total: points.length,
      entry_points: points.slice(0, MAX_LISTED_ENTRIES),
      unresolved_total: unresolved.length,
      unresolved: unresolved.slice(0, MAX_LISTED_ENTRIES)
    },
    entries
  };
}

interface Edge {
  from: string;
  specifier: string;
  line: number;
}

interface Search {
  parent: Map<string, Edge | null>;
  /** True when the bound stopped the search before it settled its targets. */
  bounded: boolean;
}

class ImportGraph {
  private readonly adjacency = new Map<string, Array<{ target: string; specifier: string; line: number }>>();
  edges = 0;
  visited = new Set<string>();

  constructor(
    private readonly files: ReadonlyMap<string, string>,
    private readonly known: ReadonlySet<string>,
    private readonly maxFiles: number,
    private readonly maxEdges: number
  ) {}

  private out(path: string): Array<{ target: string; specifier: string; line: number }> {
    let list = this.adjacency.get(path);
    if (!list) {
      const text = this.files.get(path);
      list = text === undefined ? [] : resolvedImports(path, text, this.known);
      this.adjacency.set(path, list);
      this.edges += list.length;
    }
    return list;
  }

  /** Multi-source BFS from `sources`, stopping once every target is reached. */
  search(sources: string[], targets: string[]): Search {
    const parent = new Map<string, Edge | null>();
    const queue: string[] = [];
    for (const s of sources) {
      if (!parent.has(s)) {
        parent.set(s, null);
        queue.push(s);
      }
    }
    const settled = (): boolean => targets.every((t) => parent.has(t));
    for (let head = 0; head < queue.length; head++) {
      if (settled()) return { parent, bounded: false };
      const path = queue[head] as string;
      this.visited.add(path);
      if (this.visited.size > this.maxFiles || this.edges > this.maxEdges) return { parent, bounded: true };
      for (const e of this.out(path)) {
        if (parent.has(e.target)) continue;
        parent.set(e.target, { from: path, specifier: e.specifier, line: e.line });
        queue.push(e.target);
      }
      if (this.edges > this.maxEdges) return { parent, bounded: !settled() };
    }
    return { parent, bounded: false };
  }
}

function chainTo(path: string, parent: Map<string, Edge | null>): ChainStep[] {
  const steps: ChainStep[] = [];
  let cur: string | undefined = path;
  let via: Edge | null | undefined = parent.get(path);
  while (cur !== undefined) {
    steps.push({ path: cur, specifier: via?.specifier ?? null, line: via?.line ?? null });
    if (!via) break;
    cur = via.from;
    via = parent.get(cur);
  }
  return steps.reverse();
}

export async function entryPointReachability(input: ReachabilityInput): Promise<ReachabilityEvidence | { error: string }> {
  const { root, leftPath, rightPath, files } = input;
  if (input.corpusTruncated) {
    return { error: 'tracked source files were left unread (file count or size limits), so an unreachable file could not be told from an unread importer' };
  }
  const known = new Set(files.keys());
  known.add(leftPath);
  known.add(rightPath);
  const [lp, rp] = await Promise.all([findNearestPackage(root, leftPath), findNearestPackage(root, rightPath)]);
  const sides = [
    { path: leftPath, pkg: lp },
    { path: rightPath, pkg: rp }
  ];
  for (const s of sides) {
    if (!s.pkg) return { error: `no package.json at or above ${s.path}, so it has no public entry points` };
    if (!s.pkg.manifest) return { error: `${s.pkg.error ?? 'package.json is unusable'} (nearest package of ${s.path})` };
  }
  const byDir = new Map<string, Resolved>();
  for (const s of sides) {
    const p = s.pkg as NonNullable<typeof lp>;
    if (!byDir.has(p.ref.dir)) byDir.set(p.ref.dir, packageEntries(p.ref, p.manifest as Record<string, unknown>, known));
  }
  const publicEntries = new Map<string, string>();
  for (const r of byDir.values()) for (const [path, field] of r.entries) if (!publicEntries.has(path)) publicEntries.set(path, field);
  const tests = [...files.keys()].filter((p) => TEST_FILE.test(p)).sort();

  const graph = new ImportGraph(files, known, input.maxFiles ?? MAX_GRAPH_FILES, input.maxEdges ?? MAX_GRAPH_EDGES);
  const targets = [...new Set([leftPath, rightPath])];
  const pub = graph.search([...publicEntries.keys()].sort(), targets);
  if (pub.bounded) return { error: `the import graph passed its bound (${graph.visited.size} files, ${graph.edges} imports) before both sides were settled` };
  const missing = targets.filter((t) => !pub.parent.has(t));
  const viaTests = missing.length > 0 ? graph.search(tests, missing) : { parent: new Map<string, Edge | null>(), bounded: false };
  if (viaTests.bounded) return { error: `the import graph passed its bound (${graph.visited.size} files, ${graph.edges} imports) before both sides were settled` };

  const side = (path: string, dir: string): ReachabilitySide => {
    for (const [kind, found] of [['public', pub], ['test', viaTests]] as const) {
      if (!found.parent.has(path)) continue;
      const chain = chainTo(path, found.parent);
      const entry = (chain[0] as ChainStep).path;
      return {
        path,
        package_dir: dir,
        reachability: kind === 'public' ? 'public' : 'test-only',
        entry: { kind, path: entry, field: kind === 'public' ? (publicEntries.get(entry) ?? null) : null },
        hops: chain.length - 1,
        chain
      };
    }
    return { path, package_dir: dir, reachability: 'unreachable', entry: null, hops: null, chain: null };
  };

  return {
    method: 'static-import-graph',
    rules: REACHABILITY_RULES,
    packages: [...byDir.values()].map((r) => r.pkg),
    test_entry_points: tests.length,
    graph: { files: files.size, visited: graph.visited.size, edges: graph.edges },
    left: side(leftPath, (lp as NonNullable<typeof lp>).ref.dir),
    right: side(rightPath, (rp as NonNullable<typeof rp>).ref.dir)
  };
}
