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
 * - Generated sources (rules in ./generated.ts: by path, by `.gitattributes`
 *   through one batched `git check-attr`, by the first bytes) are
 *   `generated-source` skips, counted by rule in `generated`. An include glob
 *   that names a default-excluded directory lifts that directory rule only
 *   (precedence in ./generated.ts).
 * - Files tracked but missing from the work tree (or no longer regular files,
 *   or resolving outside it) are left out with a workspace diagnostic.
 * - Files over the per-file limit (`maxFileBytes`, else readSource's default)
 *   whose lines average over 110 characters are minified code or data: a
 *   `generated-source` skip (./generated.ts). When `maxFileBytes` is given,
 *   other larger files are `input-limit` skips with a `file-too-large`
 *   diagnostic here; otherwise readSource refuses them the same way.
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
 * - `workspace` (combines with any of the above): only in-scope paths under
 *   one project-relative directory; alone, every file under it is in scope.
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
import { closeSync, lstatSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import picomatch from 'picomatch';
import { DiagnosticCode, type SkipReason } from '../contracts/codes.js';
import type { HunkMap, LanguageId, ScopeRequest, SkipCounts, SourceFile } from '../contracts/pipeline.js';
import type { Diagnostic } from '../contracts/types.js';
import { UserError, errorMessage } from '../util/errors.js';
import { languageForPath } from '../languages/index.js';
import { DiagnosticSink } from './diagnostic-sink.js';
import { compareStrings } from './diff-hunks.js';
import {
  classifyGeneratedContent,
  classifyGeneratedPath,
  GeneratedTally,
  HEAD_SCAN_BYTES,
  includeLift,
  isDense,
  parseCheckAttr,
  type DirectoryLift,
  type GeneratedAttribute,
  type GeneratedCount,
  type GeneratedRule
} from './generated.js';
import { boundText, git, GitError, resolveCommit } from './git.js';
import { Containment } from './paths.js';
import { DEFAULT_MAX_FILE_BYTES, formatBytes } from './read-source.js';
import { applyWorkspace, resolveFilesScope, resolveGitScope, type BaseRevision, type ScopeResolution } from './scope.js';
import { isRegularMode, parseLsFilesStage, resolveWorkTree } from './tracked-files.js';

export { MAX_DIAGNOSTICS_PER_CODE } from './diagnostic-sink.js';
export { parseLsFilesStage, resolveWorkTree } from './tracked-files.js';

export interface DiscoveryRequest {
  root: string;
  scope: ScopeRequest;
  include?: string[];
  exclude?: string[];
  maxFiles: number;
  maxFileBytes?: number;
  /** Workspace predicate: only paths under this project-relative directory are in scope. */
  workspace?: string;
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
  /** Git scopes: the merge base and the in-scope paths' base paths (a PR review compares against it). */
  base: BaseRevision | null;
  /** Discovery-phase skips: generated-source, input-limit. */
  skips: SkipCounts;
  /** The generated-source skips by rule (they sum to skips['generated-source']); see generatedExcludedDiagnostic. */
  generated: GeneratedCount[];
  diagnostics: Diagnostic[];
  /** Total tracked files seen (the phase's `total`). */
  tracked: number;
}

function addSkip(skips: SkipCounts, reason: SkipReason, n = 1): void {
  if (n > 0) skips[reason] = (skips[reason] ?? 0) + n;
}

interface PathFilter {
  /** The user's include/exclude verdict. */
  admits: (path: string) => boolean;
  /** From an include that names a default-excluded directory: lifts that directory rule (see ./generated.ts). */
  lift: DirectoryLift | undefined;
}

function makeFilter(include: readonly string[] | undefined, exclude: readonly string[] | undefined): PathFilter {
  const expand = (globs: readonly string[]) => globs.filter((g) => g.trim() !== '').map((g) => (g.endsWith('/') ? `${g}**` : g));
  const opts = { dot: true, windows: false };
  let inc: ((p: string) => boolean) | null = null;
  let exc: ((p: string) => boolean) | null = null;
  let lift: PathFilter['lift'];
  try {
    const i = expand(include ?? []);
    const e = expand(exclude ?? []);
    if (i.length > 0) inc = picomatch(i, opts);
    if (e.length > 0) exc = picomatch(e, opts);
    lift = includeLift(i, (glob) => picomatch(glob, opts));
  } catch (err) {
    throw new UserError(`invalid include/exclude glob: ${errorMessage(err)}`);
  }
  return { admits: (path) => (inc === null || inc(path)) && (exc === null || !exc(path)), lift };
}

/**
 * The paths that `.gitattributes` marks `linguist-generated` or
 * `linguist-vendored`, evaluated by git in one `check-attr --stdin` call.
 * A git failure leaves every path unmarked and says why (a diagnostic).
 */
async function generatedAttributes(root: string, paths: readonly string[]): Promise<{ marked: Map<string, GeneratedAttribute>; failure: string | null }> {
  if (paths.length === 0) return { marked: new Map(), failure: null };
  try {
    const out = await git(root, ['check-attr', '-z', '--stdin', 'linguist-generated', 'linguist-vendored'], `${paths.join('\0')}\0`);
    return { marked: parseCheckAttr(out.toString('utf8')), failure: null };
  } catch (err) {
    const detail = err instanceof GitError ? boundText(err.stderr || err.message, 300) : errorMessage(err);
    return { marked: new Map(), failure: `cannot read .gitattributes (git check-attr): ${detail}; linguist-generated and linguist-vendored not applied` };
  }
}

interface Candidate {
  path: string;
  language: LanguageId;
  blob: string | null;
}

type Probe =
  | { kind: 'ok'; size: number }
  | { kind: 'generated'; rule: GeneratedRule }
  | { kind: 'too-large'; size: number }
  | { kind: 'problem'; code: string; message: string };

/** One file's admission checks: containment, type, generated marker, size (synchronous system calls: see containedRealPath). */
function probe(containment: Containment, path: string, maxFileBytes: number | undefined): Probe {
  const root = containment.realRoot;
  const contained = containment.check(path);
  if (!contained.ok) {
    return contained.reason === 'outside'
      ? { kind: 'problem', code: DiagnosticCode.PathOutsideRepository, message: `${path} resolves outside the repository; skipped` }
      : contained.error?.code === 'ENOENT' || contained.error?.code === 'ENOTDIR'
        ? { kind: 'problem', code: DiagnosticCode.FileMissing, message: `${path} is tracked but missing from the work tree; skipped` }
        : { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `cannot access ${path}: ${contained.error?.code ?? 'error'}; skipped` };
  }
  try {
    const st = contained.regular ?? lstatSync(resolve(root, path));
    if (!st.isFile()) {
      return { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `${path} is tracked as a file but is not a regular file in the work tree; skipped` };
    }
    const fd = openSync(contained.real, 'r');
    let head: Buffer;
    try {
      const buf = Buffer.alloc(Math.min(HEAD_SCAN_BYTES, st.size));
      const bytesRead = readSync(fd, buf, 0, buf.length, 0);
      head = buf.subarray(0, bytesRead);
    } finally {
      closeSync(fd);
    }
    const rule = classifyGeneratedContent(head);
    if (rule !== null) return { kind: 'generated', rule };
    if (st.size > (maxFileBytes ?? DEFAULT_MAX_FILE_BYTES) && isDense(st.size, countNewlines(contained.real))) return { kind: 'generated', rule: { kind: 'dense' } };
    if (maxFileBytes !== undefined && st.size > maxFileBytes) return { kind: 'too-large', size: st.size };
    return { kind: 'ok', size: st.size };
  } catch (err) {
    return { kind: 'problem', code: DiagnosticCode.FileUnreadable, message: `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? errorMessage(err)}; skipped` };
  }
}

/** Line breaks in a file, read in chunks (only files over the size limit are measured: they are rare). */
function countNewlines(path: string): number {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(1 << 20);
    let n = 0;
    for (let bytes = readSync(fd, buf, 0, buf.length, null); bytes > 0; bytes = readSync(fd, buf, 0, buf.length, null)) {
      for (let at = buf.indexOf(10); at !== -1 && at < bytes; at = buf.indexOf(10, at + 1)) n++;
    }
    return n;
  } finally {
    closeSync(fd);
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

  // user filters, then generated by path; .gitattributes (one git call) while the scope resolves
  const filter = makeFilter(req.include, req.exclude);
  const generated = new GeneratedTally();
  const leaveOut = (rule: GeneratedRule): void => {
    addSkip(skips, 'generated-source');
    generated.add(rule);
  };
  const pathCandidates: Candidate[] = [];
  for (const f of supportedFiles) {
    if (!filter.admits(f.path)) continue;
    const rule = classifyGeneratedPath(f.path, filter.lift);
    if (rule !== null) {
      leaveOut(rule);
      continue;
    }
    pathCandidates.push(f);
  }
  const attributesPending = generatedAttributes(root, pathCandidates.map((c) => c.path));

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
  if (req.workspace !== undefined) {
    scope = applyWorkspace(scope, req.workspace, root, givenRoot, supportedFiles.map((f) => f.path), diags);
  }

  const attributes = await attributesPending;
  if (attributes.failure !== null) diags.add(DiagnosticCode.GitFailed, attributes.failure, null);
  const candidates: Candidate[] = [];
  for (const c of pathCandidates) {
    const attribute = attributes.marked.get(c.path);
    if (attribute !== undefined) leaveOut({ kind: 'attribute', attribute });
    else candidates.push(c);
  }

  // in-scope files first, so a PR run never loses its own files to max_files
  const ordered = [...candidates.filter((c) => scope.paths.has(c.path)), ...candidates.filter((c) => !scope.paths.has(c.path))];
  const maxFiles = Number.isFinite(req.maxFiles) ? Math.max(0, Math.floor(req.maxFiles)) : Number.POSITIVE_INFINITY;
  const admitted: SourceFile[] = [];
  const containment = new Containment(root);
  let overLimit = 0;
  for (const c of ordered) {
    if (admitted.length >= maxFiles) {
      overLimit++;
      continue;
    }
    const p = probe(containment, c.path, req.maxFileBytes);
    switch (p.kind) {
      case 'ok':
        admitted.push({ path: c.path, language: c.language, blob: c.blob, size: p.size });
        break;
      case 'generated':
        leaveOut(p.rule);
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
    base: scope.base ?? null,
    skips,
    generated: generated.list(),
    diagnostics: diags.finish(),
    tracked: entries.length
  };
}
