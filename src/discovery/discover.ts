/**
 * Pipeline step 1, discovery: which files make up the corpus, and which of
 * them are in scope.
 *
 * - Corpus: tracked files (`git ls-files -s -z`, so .gitignore is honoured and
 *   untracked files never enter), language by extension, symlinks (120000),
 *   submodules (160000) and other non-regular index entries left out.
 * - User filters: `include` / `exclude` picomatch globs on project-relative
 *   paths (dotfiles matched; a glob ending in `/` means everything below).
 *   A file the user filtered out is not admitted and is NOT a skip.
 * - Generated sources (rules in ./generated.ts) are `generated-source` skips.
 * - Files tracked but missing from the work tree (or no longer regular files,
 *   or resolving outside it) are left out with a workspace diagnostic.
 * - `maxFileBytes` (when given): larger files are `input-limit` skips with a
 *   `file-too-large` diagnostic (readSource applies the same rule).
 * - `maxFiles`: in-scope files are admitted first, then the rest, each group
 *   in path order; files past the limit are `input-limit` skips and one
 *   `limit-reached` diagnostic says how many.
 *
 * Scope (`scope.paths` is always the sorted in-scope paths that were admitted):
 * - `full`: inactive, no paths, no hunks.
 * - `files`: explicit paths, normalized to project-relative forward-slash
 *   paths (relative inputs are taken relative to the work-tree top; absolute
 *   paths inside it are accepted). A path that escapes the repository
 *   (`../x`, absolute elsewhere, a symlink out) is a `path-outside-repository`
 *   diagnostic; one that is not a tracked file of a supported language is a
 *   `scope-file-not-found` diagnostic. Hunks pass through for in-scope paths.
 * - `git`: files changed between the merge base of `base` and `head`
 *   (default HEAD), i.e. `base...head`; deletions dropped, renames and copies
 *   under their new path. An unknown revision or a missing merge base is a
 *   `revision-not-found` diagnostic and an active, empty scope.
 *
 * HunkMap convention (scope.hunks): a path that is a key has exactly those
 * changed new-side line ranges (possibly none, e.g. a pure rename); an
 * in-scope path that is NOT a key has no line information (for example a
 * `files` scope whose caller had no patch for it) and is in scope as a whole.
 * Git-scope hunks have a key for every in-scope path. See ./diff-hunks.ts for
 * how additions and deletions map to ranges.
 */
import { lstat, open, realpath, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import picomatch from 'picomatch';
import { DiagnosticCode, type SkipReason } from '../contracts/codes.js';
import type { LanguageId, SkipCounts, SourceFile } from '../contracts/pipeline.js';
import type { Diagnostic } from '../contracts/types.js';
import type { HunkMap, ScopeRequest } from '../scan/options.js';
import { UserError, errorMessage } from '../util/errors.js';
import { changedPaths, compareStrings, mergeRanges, parseNameStatusZ, parseUnifiedDiffHunks } from './diff-hunks.js';
import { generatedPathRule, hasGeneratedMarker, MARKER_SCAN_BYTES } from './generated.js';
import { GitError, boundText, git, gitText, resolveCommit } from './git.js';
import { languageForPath } from '../extraction/extractor.js';
import { containedRealPath, relativeToRoots, toPosix } from './paths.js';
import { formatBytes, workspaceDiagnostic } from './read-source.js';

export interface DiscoveryRequest {
  root: string;
  scope: ScopeRequest;
  include?: string[];
  exclude?: string[];
  maxFiles: number;
  maxFileBytes?: number;
}

export interface DiscoveryResult {
  /** Absolute, realpath'd work-tree top. */
  root: string;
  /** The whole admitted corpus, sorted by path; scoped runs compare against all of it. */
  files: SourceFile[];
  /** paths: sorted in-scope paths (a subset of files' paths). */
  scope: { active: boolean; paths: string[]; hunks: HunkMap | null };
  headSha: string | null;
  baseSha: string | null;
  /** Discovery-phase skips: generated-source, input-limit. */
  skips: SkipCounts;
  diagnostics: Diagnostic[];
  /** Total tracked files seen (the phase's `total`). */
  tracked: number;
}

/** Per-code cap on diagnostics, so one broken checkout cannot flood the output. */
export const MAX_DIAGNOSTICS_PER_CODE = 50;

/** How many files are probed (stat + first bytes) at once. */
const PROBE_CONCURRENCY = 64;

class DiagnosticSink {
  private readonly list: Diagnostic[] = [];
  private readonly counts = new Map<string, number>();

  add(code: string, message: string, path: string | null): void {
    const n = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, n);
    if (n <= MAX_DIAGNOSTICS_PER_CODE) this.list.push(workspaceDiagnostic(code, message, path));
  }

  finish(): Diagnostic[] {
    const out = [...this.list];
    for (const [code, n] of this.counts) {
      if (n > MAX_DIAGNOSTICS_PER_CODE) {
        out.push(workspaceDiagnostic(code, `${n - MAX_DIAGNOSTICS_PER_CODE} more ${code} diagnostics not listed`, null));
      }
    }
    return out;
  }
}

function addSkip(skips: SkipCounts, reason: SkipReason, n = 1): void {
  if (n > 0) skips[reason] = (skips[reason] ?? 0) + n;
}

/** The realpath'd top of the work tree containing `root`; UserError when there is none. */
export async function resolveWorkTree(root: string): Promise<string> {
  const abs = resolve(root);
  try {
    if (!(await stat(abs)).isDirectory()) throw new UserError(`repository root ${abs} is not a directory`);
  } catch (err) {
    if (err instanceof UserError) throw err;
    throw new UserError(`repository root ${abs} does not exist or cannot be accessed`);
  }
  let top: string;
  try {
    top = await gitText(abs, ['rev-parse', '--show-toplevel']);
  } catch (err) {
    if (err instanceof GitError && err.spawnCode === 'ENOENT') {
      throw new UserError('git was not found on PATH; similar-code needs git to list the repository files');
    }
    const detail = err instanceof GitError ? boundText(err.stderr || err.message, 300) : errorMessage(err);
    throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files): ${detail}`);
  }
  if (!top) throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files)`);
  try {
    return await realpath(resolve(top));
  } catch {
    return resolve(top);
  }
}

interface TrackedEntry {
  path: string;
  mode: string;
  blob: string | null;
}

/** Parse `git ls-files -s -z`: `<mode> <object> <stage>\t<path>\0`; unmerged paths keep no blob. */
export function parseLsFilesStage(output: string): TrackedEntry[] {
  const byPath = new Map<string, TrackedEntry>();
  for (const rec of output.split('\0')) {
    if (!rec) continue;
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', blob = '', stage = '0'] = rec.slice(0, tab).split(' ');
    const path = rec.slice(tab + 1);
    const prev = byPath.get(path);
    if (prev) {
      prev.blob = null; // several stages: a merge conflict, no single blob
      continue;
    }
    byPath.set(path, { path, mode, blob: stage === '0' && /^[0-9a-f]{40,64}$/.test(blob) ? blob : null });
  }
  return [...byPath.values()].sort((a, b) => compareStrings(a.path, b.path));
}

/** A regular file (100644, 100755 or the legacy 100664); not a symlink, submodule or sparse directory. */
function isRegularMode(mode: string): boolean {
  return mode.startsWith('100');
}

function makeFilter(include: readonly string[] | undefined, exclude: readonly string[] | undefined): (path: string) => boolean {
  const expand = (globs: readonly string[]) => globs.filter((g) => g.trim() !== '').map((g) => (g.endsWith('/') ? `${g}**` : g));
  const opts = { dot: true, windows: false };
  let inc: ((p: string) => boolean) | null = null;
  let exc: ((p: string) => boolean) | null = null;
  try {
    const i = expand(include ?? []);
    const e = expand(exclude ?? []);
    if (i.length > 0) inc = picomatch(i, opts);
    if (e.length > 0) exc = picomatch(e, opts);
  } catch (err) {
    throw new UserError(`invalid include/exclude glob: ${errorMessage(err)}`);
  }
  return (path) => (inc === null || inc(path)) && (exc === null || !exc(path));
}

interface ScopeResolution {
  active: boolean;
  /** Requested in-scope paths (before intersecting with the admitted corpus). */
  paths: Set<string>;
  hunks: HunkMap | null;
  headSha: string | null;
  baseSha: string | null;
}

type Normalized = { ok: true; path: string } | { ok: false; reason: 'outside' | 'empty' };

/** Normalize one user-given scope path to a project-relative forward-slash path (lexically). */
function normalizeScopePath(input: string, realRoot: string, givenRoot: string): Normalized {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const abs = isAbsolute(trimmed) ? resolve(trimmed) : resolve(realRoot, trimmed);
  const rel = relativeToRoots(abs, [realRoot, givenRoot]);
  if (rel === null) return { ok: false, reason: 'outside' };
  if (rel === '') return { ok: false, reason: 'empty' };
  return { ok: true, path: rel };
}

async function resolveFilesScope(
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
    const contained = await containedRealPath(realRoot, n.path);
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

async function resolveGitScope(
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
  try {
    const ns = await git(root, [...DIFF_CONFIG, 'diff', '--name-status', '-z', ...DIFF_FLAGS, mergeBase, headSha, '--']);
    paths = new Set(changedPaths(parseNameStatusZ(ns.toString('utf8'))));
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
  return { active: true, paths, hunks, headSha, baseSha };
}

interface Candidate {
  path: string;
  language: LanguageId;
  blob: string | null;
}

type Probe =
  | { kind: 'ok'; size: number }
  | { kind: 'generated' }
  | { kind: 'too-large'; size: number }
  | { kind: 'problem'; code: string; message: string };

async function probe(root: string, path: string, maxFileBytes: number | undefined): Promise<Probe> {
  const contained = await containedRealPath(root, path);
  if (!contained.ok) {
    return contained.reason === 'outside'
      ? { kind: 'problem', code: DiagnosticCode.PathOutsideRepository, message: `${path} resolves outside the repository; skipped` }
      : contained.error?.code === 'ENOENT' || contained.error?.code === 'ENOTDIR'
        ? { kind: 'problem', code: DiagnosticCode.FileMissing, message: `${path} is tracked but missing from the work tree; skipped` }
        : { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `cannot access ${path}: ${contained.error?.code ?? 'error'}; skipped` };
  }
  try {
    const st = await lstat(resolve(root, path));
    if (!st.isFile()) {
      return { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `${path} is tracked as a file but is not a regular file in the work tree; skipped` };
    }
    const handle = await open(contained.real, 'r');
    let head: Buffer;
    try {
      const buf = Buffer.alloc(Math.min(MARKER_SCAN_BYTES, st.size));
      const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
      head = buf.subarray(0, bytesRead);
    } finally {
      await handle.close().catch(() => undefined);
    }
    if (hasGeneratedMarker(head)) return { kind: 'generated' };
    if (maxFileBytes !== undefined && st.size > maxFileBytes) return { kind: 'too-large', size: st.size };
    return { kind: 'ok', size: st.size };
  } catch (err) {
    return { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? errorMessage(err)}; skipped` };
  }
}

export async function discover(req: DiscoveryRequest): Promise<DiscoveryResult> {
  const root = await resolveWorkTree(req.root);
  const givenRoot = resolve(req.root);
  const diags = new DiagnosticSink();
  const skips: SkipCounts = {};

  let lsOut: Buffer;
  let dirtyOut: Buffer;
  try {
    [lsOut, dirtyOut] = await Promise.all([git(root, ['ls-files', '-s', '-z']), git(root, ['diff-files', '--name-only', '-z'])]);
  } catch (err) {
    throw new UserError(`cannot list the tracked files of ${root}: ${errorMessage(err)}`);
  }
  const entries = parseLsFilesStage(lsOut.toString('utf8'));
  // work-tree edits not in the index: the index blob would be a wrong cache key
  const dirty = new Set(dirtyOut.toString('utf8').split('\0').filter(Boolean));

  const supportedFiles: Candidate[] = [];
  for (const e of entries) {
    if (!isRegularMode(e.mode)) continue;
    const language = languageForPath(e.path);
    if (language === null) continue;
    supportedFiles.push({ path: e.path, language, blob: dirty.has(e.path) ? null : e.blob });
  }
  const supported = new Set(supportedFiles.map((f) => f.path));

  // scope
  let scope: ScopeResolution;
  const scopeReq = req.scope;
  if (scopeReq.kind === 'full') {
    scope = { active: false, paths: new Set(), hunks: null, headSha: await resolveCommit(root, 'HEAD'), baseSha: null };
  } else if (scopeReq.kind === 'files') {
    const r = await resolveFilesScope(scopeReq, root, givenRoot, supported, diags);
    scope = { active: true, ...r, headSha: await resolveCommit(root, 'HEAD'), baseSha: null };
  } else {
    scope = await resolveGitScope(scopeReq, root, diags);
  }

  // user filters, then generated-by-path
  const filter = makeFilter(req.include, req.exclude);
  const candidates: Candidate[] = [];
  for (const f of supportedFiles) {
    if (!filter(f.path)) continue;
    if (generatedPathRule(f.path) !== null) {
      addSkip(skips, 'generated-source');
      continue;
    }
    candidates.push(f);
  }

  // in-scope files first, so a PR run never loses its own files to max_files
  const ordered = [...candidates.filter((c) => scope.paths.has(c.path)), ...candidates.filter((c) => !scope.paths.has(c.path))];
  const maxFiles = Number.isFinite(req.maxFiles) ? Math.max(0, Math.floor(req.maxFiles)) : Number.POSITIVE_INFINITY;
  const admitted: SourceFile[] = [];
  let overLimit = 0;
  for (let i = 0; i < ordered.length; i += PROBE_CONCURRENCY) {
    if (admitted.length >= maxFiles) {
      overLimit += ordered.length - i;
      break;
    }
    const chunk = ordered.slice(i, i + PROBE_CONCURRENCY);
    const probes = await Promise.all(chunk.map((c) => probe(root, c.path, req.maxFileBytes)));
    chunk.forEach((c, j) => {
      if (admitted.length >= maxFiles) {
        overLimit++;
        return;
      }
      const p = probes[j] as Probe;
      switch (p.kind) {
        case 'ok':
          admitted.push({ path: c.path, language: c.language, blob: c.blob, size: p.size });
          break;
        case 'generated':
          addSkip(skips, 'generated-source');
          break;
        case 'too-large':
          addSkip(skips, 'input-limit');
          diags.add(
            DiagnosticCode.FileTooLarge,
            `${c.path} is ${formatBytes(p.size)}, over the ${formatBytes(req.maxFileBytes ?? 0)} per-file limit; skipped`,
            c.path
          );
          break;
        case 'problem':
          diags.add(p.code, p.message, c.path);
          break;
      }
    });
  }
  if (overLimit > 0) {
    addSkip(skips, 'input-limit', overLimit);
    diags.add(
      DiagnosticCode.LimitReached,
      `max_files (${maxFiles}) reached: ${overLimit} more file${overLimit === 1 ? '' : 's'} not scanned${scope.active ? ' (in-scope files were admitted first)' : ''}`,
      null
    );
  }

  admitted.sort((a, b) => compareStrings(a.path, b.path));
  const admittedPaths = new Set(admitted.map((f) => f.path));
  const scopePaths = [...scope.paths].filter((p) => admittedPaths.has(p)).sort(compareStrings);
  let hunks: HunkMap | null = null;
  if (scope.hunks) {
    hunks = {};
    for (const p of scopePaths) {
      const h = scope.hunks[p];
      if (h) hunks[p] = h;
    }
  }

  return {
    root,
    files: admitted,
    scope: { active: scope.active, paths: scopePaths, hunks },
    headSha: scope.headSha,
    baseSha: scope.baseSha,
    skips,
    diagnostics: diags.finish(),
    tracked: entries.length
  };
}
