/**
 * Scope resolution: which paths (and, with hunks, which lines) a scoped run is
 * about. `files` takes explicit paths (validated to stay inside the
 * repository); `git` takes what changed between the merge base of base and
 * head. See discover.ts for the conventions.
 */
import { isAbsolute, resolve } from 'node:path';
import { DiagnosticCode } from '../contracts/codes.js';
import type { HunkMap, ScopeRequest } from '../contracts/pipeline.js';
import { errorMessage } from '../util/errors.js';
import type { DiagnosticSink } from './diagnostic-sink.js';
import { changedPaths, compareStrings, mergeRanges, parseNameStatusZ, parseUnifiedDiffHunks } from './diff-hunks.js';
import { git, gitText, resolveCommit } from './git.js';
import { containedRealPath, relativeToRoots, toPosix } from './paths.js';

export interface ScopeResolution {
  active: boolean;
  /** Requested in-scope paths (before intersecting with the admitted corpus). */
  paths: Set<string>;
  hunks: HunkMap | null;
  headSha: string | null;
  baseSha: string | null;
  /** Git scopes: the merge base the change is measured from, and each changed path's path there (null: added). */
  base?: BaseRevision;
}

/** Where a PR's changed files came from: the merge base and each in-scope path's path at it. */
export interface BaseRevision {
  commit: string;
  /** Head path → base path (renames and copies map to their source), null for a file the change added. */
  paths: Record<string, string | null>;
  /** Base paths of the files the change deleted (a function moved out of one is no new function). */
  deleted: string[];
}

type Normalized = { ok: true; path: string } | { ok: false; reason: 'outside' | 'empty' };

/** Normalize one user-given scope path to a project-relative forward-slash path (lexically). */
export function normalizeScopePath(input: string, realRoot: string, givenRoot: string): Normalized {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const abs = isAbsolute(trimmed) ? resolve(trimmed) : resolve(realRoot, trimmed);
  const rel = relativeToRoots(abs, [realRoot, givenRoot]);
  if (rel === null) return { ok: false, reason: 'outside' };
  if (rel === '') return { ok: false, reason: 'empty' };
  return { ok: true, path: rel };
}

export async function resolveFilesScope(
  scope: Extract<ScopeRequest, { kind: 'files' }>,
  realRoot: string,
  givenRoot: string,
  supported: ReadonlySet<string>,
  diags: DiagnosticSink
): Promise<Pick<ScopeResolution, 'paths' | 'hunks'>> {
  const paths = new Set<string>();
  for (const input of scope.files) {
    const n = normalizeScopePath(input, realRoot, givenRoot);
    if (!n.ok) {
      if (n.reason === 'outside') {
        // path: null, since the schema's diagnostic path is project-root-relative and this one is not
        diags.add(DiagnosticCode.PathOutsideRepository, `scope path ${input} is outside the repository; ignored`, null);
      } else {
        diags.add(DiagnosticCode.ScopeFileNotFound, `scope path "${input}" does not name a file; ignored`, toPosix(input));
      }
      continue;
    }
    // a symlink (or a symlinked directory) on the way may lead out of the work tree
    const contained = containedRealPath(realRoot, n.path);
    if (!contained.ok && contained.reason === 'outside') {
      diags.add(DiagnosticCode.PathOutsideRepository, `scope path ${input} resolves outside the repository; ignored`, n.path);
      continue;
    }
    if (!supported.has(n.path)) {
      diags.add(
        DiagnosticCode.ScopeFileNotFound,
        `scope path ${n.path} is not a tracked file of a supported language (TypeScript/JavaScript); ignored`,
        n.path
      );
      continue;
    }
    paths.add(n.path);
  }
  let hunks: HunkMap | null = null;
  if (scope.hunks) {
    hunks = {};
    for (const [key, ranges] of Object.entries(scope.hunks)) {
      const n = normalizeScopePath(key, realRoot, givenRoot);
      if (!n.ok || !paths.has(n.path) || !Array.isArray(ranges)) continue;
      hunks[n.path] = mergeRanges([...(hunks[n.path] ?? []), ...ranges]);
    }
  }
  return { paths, hunks };
}

const DIFF_FLAGS = ['--no-ext-diff', '--no-textconv', '--no-color', '-M'];
const DIFF_CONFIG = ['-c', 'diff.relative=false', '-c', 'diff.noprefix=false', '-c', 'diff.mnemonicPrefix=false'];

export async function resolveGitScope(
  scope: Extract<ScopeRequest, { kind: 'git' }>,
  root: string,
  diags: DiagnosticSink
): Promise<ScopeResolution> {
  const headRev = scope.head ?? 'HEAD';
  const [baseSha, headSha] = await Promise.all([resolveCommit(root, scope.base), resolveCommit(root, headRev)]);
  const empty = (): ScopeResolution => ({ active: true, paths: new Set(), hunks: scope.hunks ? {} : null, headSha, baseSha });
  const hint = 'in CI, fetch enough history (e.g. actions/checkout with fetch-depth: 0) so both revisions and their merge base exist';
  if (baseSha === null || headSha === null) {
    const missing = [baseSha === null ? `base "${scope.base}"` : null, headSha === null ? `head "${headRev}"` : null].filter(Boolean).join(' and ');
    diags.add(DiagnosticCode.RevisionNotFound, `revision ${missing} not found in the repository; no files are in scope (${hint})`, null);
    return empty();
  }
  let mergeBase: string;
  try {
    mergeBase = await gitText(root, ['merge-base', baseSha, headSha]);
  } catch {
    diags.add(
      DiagnosticCode.RevisionNotFound,
      `no merge base between ${scope.base} (${baseSha.slice(0, 12)}) and ${headRev} (${headSha.slice(0, 12)}); no files are in scope (${hint})`,
      null
    );
    return empty();
  }
  let paths: Set<string>;
  let hunks: HunkMap | null = null;
  let base: BaseRevision | undefined;
  try {
    const ns = await git(root, [...DIFF_CONFIG, 'diff', '--name-status', '-z', ...DIFF_FLAGS, mergeBase, headSha, '--']);
    const entries = parseNameStatusZ(ns.toString('utf8'));
    paths = new Set(changedPaths(entries));
    base = { commit: mergeBase, paths: basePaths(entries), deleted: entries.filter((e) => e.kind === 'deleted').map((e) => e.path).sort(compareStrings) };
    if (scope.hunks) {
      const patch = await git(root, [
        ...DIFF_CONFIG,
        'diff',
        '-U0',
        ...DIFF_FLAGS,
        '--src-prefix=a/',
        '--dst-prefix=b/',
        mergeBase,
        headSha,
        '--'
      ]);
      const parsed = parseUnifiedDiffHunks(patch.toString('utf8'));
      hunks = {};
      for (const p of [...paths].sort(compareStrings)) hunks[p] = parsed[p] ?? [];
    }
  } catch (err) {
    diags.add(DiagnosticCode.GitFailed, `could not list changed files: ${errorMessage(err)}`, null);
    return empty();
  }
  return { active: true, paths, hunks, headSha, baseSha, ...(base ? { base } : {}) };
}

function basePaths(entries: ReturnType<typeof parseNameStatusZ>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const e of entries) {
    if (e.kind === 'deleted') continue;
    out[e.path] = e.kind === 'added' ? null : (e.oldPath ?? e.path);
  }
  return out;
}


/**
 * The workspace predicate (a monorepo package): keeps in-scope paths under
 * one project-relative directory. With no other predicate it makes every
 * file under that directory in scope; the corpus stays the whole repository.
 */
export function applyWorkspace(
  scope: ScopeResolution,
  workspace: string,
  realRoot: string,
  givenRoot: string,
  supported: readonly string[],
  diags: DiagnosticSink
): ScopeResolution {
  const n = workspace.trim() === '.' || workspace.trim() === '' ? ({ ok: true, path: '' } as const) : normalizeScopePath(workspace, realRoot, givenRoot);
  if (!n.ok) {
    diags.add(DiagnosticCode.PathOutsideRepository, `workspace ${workspace} is outside the repository; no files are in scope`, null);
    return { ...scope, active: true, paths: new Set(), hunks: scope.hunks ? {} : null };
  }
  const dir = n.path;
  const inside = (p: string): boolean => dir === '' || p.startsWith(`${dir}/`);
  if (!supported.some(inside)) {
    diags.add(DiagnosticCode.ScopeFileNotFound, `workspace ${dir || '.'} holds no tracked TypeScript/JavaScript files; no files are in scope`, dir || null);
  }
  const base = scope.active ? [...scope.paths] : supported;
  return { ...scope, active: true, paths: new Set(base.filter(inside)) };
}
