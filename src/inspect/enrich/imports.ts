/**
 * Import specifiers (ES import/export-from, dynamic import, require) and
 * their resolution to project paths. Syntactic: a regex over the file with
 * comments removed, which is what the graph and test enrichments need.
 */
import { posix } from 'node:path';

const IMPORT_RE = /(?:\bimport\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

export function stripComments(text: string): string {
  // Block comments keep their newlines so line numbers stay true.
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1');
}

export interface ImportRef {
  specifier: string;
  /** One-based line of the specifier. */
  line: number;
}

export function importSpecifiers(text: string): ImportRef[] {
  const src = stripComments(text);
  const out: ImportRef[] = [];
  for (const m of src.matchAll(IMPORT_RE)) {
    const spec = m[2] as string;
    const at = (m.index ?? 0) + m[0].length - spec.length - 1;
    out.push({ specifier: spec, line: src.slice(0, at).split('\n').length });
  }
  return out;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts'];
const JS_TO_TS: Record<string, string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts']
};

/**
 * Resolve a relative specifier from `fromPath` to a project path in `known`
 * (NodeNext `.js` → `.ts`, extensionless, directory index). Null for bare
 * package specifiers and unresolvable ones.
 */
export function resolveSpecifier(fromPath: string, specifier: string, known: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  const base = posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  if (base.startsWith('../')) return null;
  const candidates = [base];
  const ext = posix.extname(base);
  for (const alt of JS_TO_TS[ext] ?? []) candidates.push(base.slice(0, -ext.length) + alt);
  for (const e of EXTENSIONS) candidates.push(base + e);
  for (const e of EXTENSIONS) candidates.push(`${base}/index${e}`);
  return candidates.find((c) => known.has(c)) ?? null;
}

export interface ResolvedImport {
  /** Project path the specifier resolves to. */
  target: string;
  specifier: string;
  /** One-based line of the specifier in the importing file. */
  line: number;
}

/** The relative imports of one file that resolve to known project paths, first occurrence of each target. */
export function resolvedImports(from: string, text: string, known: ReadonlySet<string>): ResolvedImport[] {
  const out: ResolvedImport[] = [];
  const seen = new Set<string>();
  for (const ref of importSpecifiers(text)) {
    const target = resolveSpecifier(from, ref.specifier, known);
    if (target === null || seen.has(target)) continue;
    seen.add(target);
    out.push({ target, specifier: ref.specifier, line: ref.line });
  }
  return out;
}

const REEXPORT_RE = /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+(['"])([^'"\n]+)\1/g;

/** Relative `export … from` targets of one file (re-exporting barrels). */
export function reexportTargets(from: string, text: string, known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of stripComments(text).matchAll(REEXPORT_RE)) {
    const t = resolveSpecifier(from, m[2] as string, known);
    if (t !== null && !out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * Whether `file` is `target` or imports it: directly, or through re-exporting
 * modules (`export … from`) up to `depth` levels. Used to tell call sites and
 * tests that bind to a side's module from same-named functions elsewhere.
 */
export function importsModule(
  file: string,
  target: string,
  files: ReadonlyMap<string, string>,
  known: ReadonlySet<string>,
  depth = 3
): boolean {
  if (file === target) return true;
  const text = files.get(file);
  if (text === undefined) return false;
  let frontier = resolvedImports(file, text, known).map((r) => r.target);
  const seen = new Set<string>([file]);
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    if (frontier.includes(target)) return true;
    const next: string[] = [];
    for (const f of frontier) {
      if (seen.has(f)) continue;
      seen.add(f);
      const t = files.get(f);
      if (t !== undefined) next.push(...reexportTargets(f, t, known));
    }
    frontier = next;
  }
  return false;
}
