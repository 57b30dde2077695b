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
