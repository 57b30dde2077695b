/**
 * The dependency rules, checked by `npm test` (__tests__/architecture/layers.test.ts runs
 * dependency-cruiser with this file): imports only run down-hill through LAYERS, only
 * src/action/ imports @actions/*, and no module imports itself through others (no cycles).
 * docs/architecture.md explains the layers; a test checks that it lists these, in this order.
 */

/**
 * The layers, lowest first. Each entry is a folder (or one file) relative to the repository
 * root. A module may import modules of its own entry and of entries in lower layers; never of
 * a higher layer, and never of another entry in its own layer (siblings are independent).
 * Every module under src/ and bench/ belongs to exactly one entry.
 */
export const LAYERS = [
  ['src/contracts', 'src/version.ts'],
  ['src/util'],
  ['src/languages', 'src/bounded'],
  ['src/discovery', 'src/embedding', 'src/cache', 'src/comparison'],
  ['src/extraction'],
  ['src/findings'],
  ['src/scan'],
  ['src/report'],
  ['src/inspect', 'src/review'],
  ['src/companion'],
  ['src/cli', 'src/action'],
  ['bench/lib'],
  ['bench/perf', 'bench/quality', 'bench/review', 'scripts'],
  ['bench/reimpl-train']
];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder entry matches everything under it; a file entry (with an extension) only itself. */
const entryPattern = (entry) => (/\.[cm]?[jt]s$/.test(entry) ? `^${escape(entry)}$` : `^${escape(entry)}/`);
const anyOf = (entries) => `(?:${entries.map(entryPattern).join('|')})`;

const ALL_ENTRIES = LAYERS.flat();
const LAYERED = /** @type {string} */ (anyOf(ALL_ENTRIES));

const layerRules = LAYERS.flatMap((layer, i) =>
  layer.map((entry) => {
    const above = LAYERS.slice(i + 1).flat();
    const siblings = layer.filter((e) => e !== entry);
    const forbidden = [...siblings, ...above];
    return { entry, forbidden };
  })
)
  .filter(({ forbidden }) => forbidden.length > 0)
  .map(({ entry, forbidden }) => ({
    name: `layers: ${entry}`,
    comment: `${entry} may import its own modules and lower layers only, not ${forbidden.join(', ')}`,
    severity: 'error',
    from: { path: entryPattern(entry) },
    to: { path: anyOf(forbidden) }
  }));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: 'actions-only-in-action',
      comment: '@actions/* is the GitHub Actions runtime: only src/action/ may import it (the rest takes a Logger)',
      severity: 'error',
      from: { pathNot: '^src/action/' },
      to: { path: '(?:^|/)node_modules/@actions/|^@actions/' }
    },
    {
      name: 'no-cycles',
      comment: 'a module must not import itself through other modules (type-only imports included)',
      severity: 'error',
      from: {},
      to: { circular: true }
    },
    {
      name: 'not-in-a-layer',
      comment: 'every module under src/ and bench/ belongs to a layer: add its folder to LAYERS in .dependency-cruiser.mjs',
      severity: 'error',
      from: { path: '^(?:src|bench)/', pathNot: LAYERED },
      to: {}
    },
    {
      name: 'import-of-a-module-in-no-layer',
      comment: 'every module under src/ and bench/ belongs to a layer: add its folder to LAYERS in .dependency-cruiser.mjs',
      severity: 'error',
      from: {},
      to: { path: '^(?:src|bench)/', pathNot: LAYERED }
    }
  ],
  options: {
    // benchmark corpora are code under study, not modules of this project (tsconfig.json leaves them out too)
    exclude: { path: '(?:^|/)node_modules/|^bench/review/reimpl/|^bench/reimpl-train/[^/]+\\.impl-|^\\.bench/' },
    doNotFollow: { path: '(?:^|/)node_modules/' },
    // `import type` counts: a type is as much a dependency as a value
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true
  }
};
