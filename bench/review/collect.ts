/**
 * Runs the PR review the action runs (scope: the commit's changed lines
 * against its parent) on the benchmark's two kinds of PR, and keeps each
 * review's decision input so the decision can be re-run with other rules:
 * - re-implementation PRs: the helpers written from specifications alone
 *   (reimpl/<name>.impl.ts), added in one commit at the repository's pin;
 * - replayed commits: real commits of the repository (commits.json).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ExtractedFunction } from '../../src/contracts/pipeline.js';
import type { DecisionInput } from '../../src/findings/decide.js';
import { freeze, thaw, type FrozenInput } from './frozen.js';
import { runScan } from '../../src/scan/run.js';
import { DEFAULT_LIMITS, DEFAULT_MIN_LINES } from '../../src/scan/options.js';
import { KEEP, repositoryRoot, sh, snapshot, type RepoSpec } from './workspace.js';

export interface Target {
  id: string;
  path: string;
  name: string;
  start_line: number;
  end_line: number;
}

export interface ReviewRun {
  repo: string;
  /** The commit reviewed (its parent is the base). */
  commit: string;
  input: DecisionInput;
  /** Re-implementation PRs: spec id per changed row (rows of input.functions), and each spec's target row (-1: not extracted). */
  specOf?: Map<number, string>;
  targetRow?: Map<string, number>;
  /** Specs whose implementation was not extracted as a function (too short, unparsable). */
  lostSpecs?: string[];
}

const here = join(repositoryRoot(), 'bench', 'review');

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

async function review(dir: string, cacheDir: string, base: string): Promise<DecisionInput | null> {
  let seen: DecisionInput | null = null;
  await runScan({
    root: dir,
    scope: { kind: 'git', base, hunks: true },
    minLines: DEFAULT_MIN_LINES,
    limits: { ...DEFAULT_LIMITS, timeout_ms: 3_600_000 },
    cacheDir,
    onReview: (input) => {
      seen = input;
    }
  });
  return seen;
}

/** Overlap of two line ranges relative to the longer one. */
function overlap(a: { start_line: number; end_line: number }, b: { start_line: number; end_line: number }): number {
  const o = Math.min(a.end_line, b.end_line) - Math.max(a.start_line, b.start_line) + 1;
  return o <= 0 ? 0 : o / Math.max(a.end_line - a.start_line + 1, b.end_line - b.start_line + 1);
}

export function findRow(functions: readonly ExtractedFunction[], t: { path: string; start_line: number; end_line: number }): number {
  let best = -1;
  let bestO = 0.6;
  functions.forEach((fn, i) => {
    if (fn.location.path !== t.path) return;
    const o = overlap(fn.location, t);
    if (o > bestO) {
      bestO = o;
      best = i;
    }
  });
  return best;
}

/** The folder of the nearest package.json above `path` in the work tree ('' for the root). */
function packageDir(dir: string, path: string): string {
  let d = dirname(path);
  while (d !== '.' && d !== '') {
    if (existsSync(join(dir, d, 'package.json'))) return d;
    d = dirname(d);
  }
  return '';
}

/**
 * Where the PR adds the helpers that re-implement targets of one package: a
 * coding agent writes the helper in the package that needs it, which can
 * import the original. The repository's `added_path` when its package is the
 * target's, else `<package>/src/<name>` (or `<package>/<name>`).
 */
function addedPathFor(dir: string, addedPath: string, targetPath: string): string {
  const pkg = packageDir(dir, targetPath);
  if (packageDir(dir, addedPath) === pkg) return addedPath;
  const name = addedPath.split('/').pop()!;
  return existsSync(join(dir, pkg, 'src')) ? join(pkg, 'src', name) : join(pkg, name);
}

/** The implementation module split at its `// spec: <id>` markers: the lines before the first marker, and each spec's lines. */
function splitImplementations(text: string): { header: string[]; parts: Array<{ id: string; lines: string[] }> } {
  const header: string[] = [];
  const parts: Array<{ id: string; lines: string[] }> = [];
  for (const line of text.split('\n')) {
    const m = /^\/\/ spec: (\S+)\s*$/.exec(line.trim());
    if (m) parts.push({ id: m[1]!, lines: [line] });
    else if (parts.length === 0) header.push(line);
    else parts[parts.length - 1]!.lines.push(line);
  }
  return { header, parts };
}

/** The re-implementation PR of one repository: its helpers added in one commit on top of the pin, each in the package of the helper it re-implements. */
export async function reimplementationRun(spec: RepoSpec, source: string, tree: () => string, cacheDir: string, runsDir: string): Promise<ReviewRun | null> {
  const addedPath = spec.added_path;
  if (!addedPath) return null;
  const implPath = join(here, 'reimpl', `${spec.name}.impl.ts`);
  const targetsText = readFileSync(join(here, 'reimpl', `${spec.name}.targets.json`), 'utf8');
  const targets = (JSON.parse(targetsText) as { targets: Target[] }).targets;
  // the stored review is the one of these helpers at this pin
  const version = createHash('sha256').update(readFileSync(implPath)).update(targetsText).update(addedPath).digest('hex').slice(0, 12);
  const store = join(runsDir, spec.name, `reimplementation-${spec.commit.slice(0, 12)}-${version}.json`);
  const done = loadRun(store);
  if (done) return done;
  const dir = tree();
  snapshot(dir, source, spec.commit);
  const { header, parts } = splitImplementations(readFileSync(implPath, 'utf8'));
  const targetOf = new Map(targets.map((t) => [t.id, t]));
  const files = new Map<string, Array<{ id: string; lines: string[] }>>();
  for (const part of parts) {
    const t = targetOf.get(part.id);
    const path = t ? addedPathFor(dir, addedPath, t.path) : addedPath;
    const list = files.get(path);
    if (list) list.push(part);
    else files.set(path, [part]);
  }
  // spec markers per added file: a function belongs to the last marker above it
  const markers = new Map<string, Array<[number, string]>>();
  for (const [path, list] of files) {
    const lines = [...header];
    const marks: Array<[number, string]> = [];
    for (const part of list) {
      marks.push([lines.length + 1, part.id]);
      lines.push(...part.lines);
    }
    markers.set(path, marks);
    const dest = join(dir, path);
    if (existsSync(dest)) throw new Error(`${spec.name}: ${path} exists at the pin; choose another added_path`);
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, `${lines.join('\n').replace(/\n*$/, '')}\n`);
    sh(dir, ['add', '--', path]);
  }
  sh(dir, ['commit', '--quiet', '--no-verify', '-m', 'Add shared helpers']);
  const input = await review(dir, cacheDir, 'HEAD~1');
  if (!input) return null;
  const specOf = new Map<number, string>();
  for (const c of input.changed) {
    const fn = input.functions[c.row]!;
    const marks = markers.get(fn.location.path);
    if (!marks) continue;
    const m = marks.filter(([line]) => line < fn.location.start_line).pop();
    // a helper nested in an implementation belongs to it: keep the outermost (first) function per spec
    if (m && ![...specOf.values()].includes(m[1])) specOf.set(c.row, m[1]);
  }
  const targetRow = new Map<string, number>();
  for (const t of targets) targetRow.set(t.id, findRow(input.functions, t));
  const lostSpecs = parts.map((p) => p.id).filter((id) => ![...specOf.values()].includes(id));
  const { frozen, row } = freeze(input, [...targetRow.values()]);
  const stored: StoredRun = {
    repo: spec.name,
    commit: spec.commit,
    input: frozen,
    specOf: [...specOf].map(([r, id]) => [row(r), id]),
    targetRow: [...targetRow].map(([id, r]) => [id, r < 0 ? -1 : row(r)]),
    lostSpecs
  };
  saveRun(store, stored);
  return fromStored(stored);
}

/** One replayed commit: reviewed against its first parent, as the action scopes a PR. */
export async function replayRun(spec: RepoSpec, source: string, tree: () => string, cacheDir: string, commit: string, runsDir: string): Promise<ReviewRun | null> {
  const store = join(runsDir, spec.name, `${commit}.json`);
  const done = loadRun(store);
  if (done) return done;
  const dir = tree();
  // the files the commit changes must be in the snapshots: without them it would be a review of nothing
  const changed = new Set(sh(source, ['diff', '--name-only', '--no-renames', '-z', `${commit}^`, commit]).split('\0').filter((p) => KEEP.test(p)));
  const base = snapshot(dir, source, `${commit}^`, `${commit}^`, changed);
  snapshot(dir, source, commit, commit, changed);
  const input = await review(dir, cacheDir, base);
  if (!input) return null;
  saveRun(store, { repo: spec.name, commit, input: freeze(input).frozen });
  return loadRun(store);
}

/** A review as stored: its frozen decision input (./frozen.ts) and, for a re-implementation PR, its helpers' rows. */
interface StoredRun {
  repo: string;
  commit: string;
  input: FrozenInput;
  specOf?: Array<[number, string]>;
  targetRow?: Array<[string, number]>;
  lostSpecs?: string[];
}

function fromStored(s: StoredRun): ReviewRun {
  return {
    repo: s.repo,
    commit: s.commit,
    input: thaw(s.input),
    ...(s.specOf ? { specOf: new Map(s.specOf) } : {}),
    ...(s.targetRow ? { targetRow: new Map(s.targetRow) } : {}),
    ...(s.lostSpecs ? { lostSpecs: s.lostSpecs } : {})
  };
}

function loadRun(path: string): ReviewRun | null {
  return existsSync(path) ? fromStored(readJson<StoredRun>(path)) : null;
}

function saveRun(path: string, run: StoredRun): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(run));
}

/**
 * The commits to replay: first-parent, non-merge commits before the pin
 * that change 5 to 800 lines of JS/TS outside build output, newest first.
 */
export function selectCommits(source: string, spec: RepoSpec, count: number): string[] {
  const dir = source;
  const list = sh(dir, ['rev-list', '--first-parent', '--no-merges', '-n', '600', spec.commit]).trim().split('\n');
  const out: string[] = [];
  for (const sha of list) {
    if (out.length >= count) break;
    let numstat: string;
    try {
      numstat = sh(dir, ['diff', '--numstat', `${sha}^`, sha]);
    } catch {
      continue;
    }
    let code = 0;
    for (const line of numstat.trim().split('\n')) {
      const [add, del, path] = line.split('\t');
      if (!path || add === '-' || !/\.(ts|tsx|js|jsx|mjs|cjs)$/.test(path) || /(^|\/)(dist|build|node_modules)\//.test(path) || /\.d\.ts$/.test(path)) continue;
      code += Number(add) + Number(del);
    }
    if (code >= 5 && code <= 800) out.push(sha);
  }
  return out;
}

