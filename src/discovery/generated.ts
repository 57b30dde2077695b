/**
 * Generated-source rules. Files matching any rule are excluded from the corpus
 * and counted as `generated-source` skips (an admission filter: it does not
 * make a run partial).
 *
 * By path (checked on the project-relative, forward-slash path; directory
 * rules match at any depth, case-sensitively):
 * - a directory segment named `dist`, `build`, `out`, `coverage`,
 *   `node_modules`, `vendor`, `third_party`, `bower_components`, `.next`,
 *   `.nuxt`, `.svelte-kit`, `.output`, `.turbo`, `.yarn` or `.pnpm-store`;
 * - minified files: `*.min.js`, `*.min.mjs`, `*.min.cjs`;
 * - declaration files: `*.d.ts`, `*.d.mts`, `*.d.cts`;
 * - bundles: `*.bundle.js` (and .mjs/.cjs), `*.chunk.js`;
 * - lockfile-like names: `package-lock.*`, `pnpm-lock.*`, `npm-shrinkwrap.*`,
 *   `yarn.lock*`, `bun.lock*`, `*.lock` and `*.lock.*`. A bare `*-lock.*` rule
 *   is deliberately NOT used: it would drop hand-written modules such as
 *   `use-scroll-lock.ts` or `file-lock.js`.
 *
 * By content (only the first 2 KiB are read): a comment line (starting with
 * `//`, `/*`, `*` or `#` after whitespace) that contains the at-sign
 * "generated" marker used by Meta/Phabricator tooling or the Go-style
 * upper-case "do not edit" marker. Requiring a comment line keeps string
 * literals that merely mention a marker from excluding a hand-written file.
 * (The markers are spelled indirectly in this file so that it does not mark
 * itself as generated.)
 */

export const GENERATED_DIRECTORIES: ReadonlySet<string> = new Set([
  'dist',
  'build',
  'out',
  'coverage',
  'node_modules',
  'vendor',
  'third_party',
  'bower_components',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.output',
  '.turbo',
  '.yarn',
  '.pnpm-store'
]);

const GENERATED_NAME_PATTERNS: readonly RegExp[] = [
  /\.min\.(?:js|mjs|cjs)$/i,
  /\.d\.(?:ts|mts|cts)$/i,
  /\.bundle\.(?:js|mjs|cjs)$/i,
  /\.chunk\.(?:js|mjs|cjs)$/i,
  /^(?:package-lock|pnpm-lock|npm-shrinkwrap)\./i,
  /^(?:yarn|bun)\.lock/i,
  /\.lock(?:\.[^/]*)?$/i
];

/** Why a path is generated, or null. */
export function generatedPathRule(path: string): string | null {
  const segments = path.split('/');
  const name = segments[segments.length - 1] ?? '';
  for (let i = 0; i < segments.length - 1; i++) {
    const seg = segments[i] as string;
    if (GENERATED_DIRECTORIES.has(seg)) return `under ${seg}/`;
  }
  for (const re of GENERATED_NAME_PATTERNS) if (re.test(name)) return `name matches ${re.source}`;
  return null;
}

/** How many leading bytes the content rule looks at. */
export const MARKER_SCAN_BYTES = 2048;

const AT_GENERATED = new RegExp(`@${'generated'}\\b`);
const DO_NOT_EDIT = new RegExp(`${'DO NOT'} ${'EDIT'}`);
const COMMENT_START = /^\s*(?:\/\/|\/\*|\*|#)/;

/** True when the first bytes carry a generated-file marker on a comment line. */
export function hasGeneratedMarker(head: Uint8Array): boolean {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, MARKER_SCAN_BYTES)).toString('latin1');
  for (const line of text.split(/\r?\n/)) {
    if ((AT_GENERATED.test(line) || DO_NOT_EDIT.test(line)) && COMMENT_START.test(line)) return true;
  }
  return false;
}
