/**
 * Ownership from CODEOWNERS, as GitHub reads it: the first of
 * .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS; gitignore-style patterns;
 * the last matching rule wins; a rule without owners un-owns.
 */
import { promises as fs } from 'node:fs';
import picomatch from 'picomatch';
import type { OwnershipEvidence, OwnershipSide } from '../types.js';
import { safeJoin } from '../source.js';

export const CODEOWNERS_LOCATIONS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

export interface CodeownersRule {
  pattern: string;
  owners: string[];
  line: number;
  matches: (path: string) => boolean;
}

/** Compile one CODEOWNERS pattern to a matcher over project paths. */
export function codeownersMatcher(pattern: string): (path: string) => boolean {
  let p = pattern.replace(/\\#/g, '#');
  const anchored = p.startsWith('/') || p.replace(/\/$/, '').includes('/');
  p = p.replace(/^\//, '');
  const dirOnly = p.endsWith('/');
  if (dirOnly) p = p.slice(0, -1);
  if (p === '' || p === '**') return () => true;
  const base = anchored ? p : `**/${p}`;
  // `dir/*` owns the files directly in dir, not deeper ones (GitHub's documented exception).
  const globs = dirOnly ? [`${base}/**`] : p.endsWith('/*') ? [base] : [base, `${base}/**`];
  return picomatch(globs, { dot: true });
}

export function parseCodeowners(text: string): CodeownersRule[] {
  const rules: CodeownersRule[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') return;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern) return;
    rules.push({ pattern, owners, line: i + 1, matches: codeownersMatcher(pattern) });
  });
  return rules;
}

export function ownersOf(rules: CodeownersRule[], path: string): OwnershipSide {
  for (let i = rules.length - 1; i >= 0; i--) {
    const r = rules[i] as CodeownersRule;
    if (r.matches(path)) return { owners: r.owners, rule: { pattern: r.pattern, line: r.line } };
  }
  return { owners: [], rule: null };
}

export async function ownership(root: string, leftPath: string, rightPath: string): Promise<OwnershipEvidence | { error: string }> {
  for (const file of CODEOWNERS_LOCATIONS) {
    const abs = safeJoin(root, file);
    if (!abs) continue;
    let text: string;
    try {
      text = await fs.readFile(abs, 'utf8');
    } catch {
      continue;
    }
    const rules = parseCodeowners(text);
    const left = ownersOf(rules, leftPath);
    const right = ownersOf(rules, rightPath);
    const same = [...left.owners].sort().join(' ') === [...right.owners].sort().join(' ');
    return { file, left, right, same_owners: same };
  }
  return { error: `no CODEOWNERS file (looked in ${CODEOWNERS_LOCATIONS.join(', ')})` };
}
