/** The similar-code package version (kept equal to package.json by a test). */
export const SIMILAR_CODE_VERSION = '0.1.0';
