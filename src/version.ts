/**
 * The package version. package.json is the source: `npm version` copies it
 * here (scripts/sync-version.mjs), and a test checks that package.json,
 * package-lock.json, this file and CHANGELOG.md agree.
 */
export const SIMILAR_CODE_VERSION = '0.1.0';
/**
 * The companion's exact version: the bundled companion ships with the package,
 * so it carries the package's version. The client admits only this one (protocol v1).
 */
export const COMPANION_VERSION = SIMILAR_CODE_VERSION;
