/** Tests that reference either side: test files that mention its name or import its file. */
import type { Location } from '../../contracts/types.js';
import type { Side, TestReference } from '../types.js';
import { bareName, byResolved } from './calls.js';
import { importSpecifiers, importsModule, resolveSpecifier } from './imports.js';

export const TEST_FILE = /(?:^|\/)(?:__tests__|__test__|tests?|specs?|e2e)\/|\.(?:test|spec|e2e)\.[cm]?[jt]sx?$/;

export const TESTS_MATCHING =
  'Test files (by path) that mention a side\'s bare name or import its file. resolved: true when the test imports a referenced side\'s module ' +
  '(directly or through up to 3 re-exporting modules); resolved: false is a name-only mention. Resolved tests come first.';

export interface TestSearch {
  files: Map<string, string>;
  left: Location;
  right: Location;
}

export function findTests(input: TestSearch): TestReference[] {
  const known = new Set(input.files.keys());
  known.add(input.left.path);
  known.add(input.right.path);
  const out: TestReference[] = [];
  for (const path of [...input.files.keys()].sort()) {
    if (!TEST_FILE.test(path)) continue;
    const text = input.files.get(path) as string;
    const imports = importSpecifiers(text).map((r) => ({ line: r.line, target: resolveSpecifier(path, r.specifier, known) }));
    const sides: Side[] = [];
    const reasons = new Set<TestReference['reasons'][number]>();
    let first = Number.POSITIVE_INFINITY;
    for (const side of ['left', 'right'] as const) {
      const loc = input[side];
      let hit = false;
      const imp = imports.find((i) => i.target === loc.path);
      if (imp && path !== loc.path) {
        hit = true;
        reasons.add('imports-file');
        first = Math.min(first, imp.line);
      }
      const name = bareName(loc.name);
      if (name) {
        const re = new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`);
        const lines = text.split('\n');
        const idx = lines.findIndex((l, i) => re.test(l) && !(path === loc.path && i + 1 >= loc.start_line && i + 1 <= loc.end_line));
        if (idx >= 0) {
          hit = true;
          reasons.add('mentions-name');
          first = Math.min(first, idx + 1);
        }
      }
      if (hit) sides.push(side);
    }
    if (sides.length > 0) {
      const resolved = sides.some((s) => path !== input[s].path && importsModule(path, input[s].path, input.files, known));
      out.push({ path, sides, reasons: (['mentions-name', 'imports-file'] as const).filter((r) => reasons.has(r)), resolved, line: first });
    }
  }
  return out.sort(byResolved);
}
