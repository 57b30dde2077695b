/** Public surface of `inspect`: the CLI calls runInspect; the rest is for tests and other tools. */
export { runInspect, type InspectOptions } from './run.js';
export { buildPacket, parseEnrich, ENRICH_NAMES, ALL_ENRICHMENTS } from './packet.js';
export { boundPacket, DEFAULT_MAX_BYTES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './bound.js';
export { loadEnvelope, findCandidate } from './envelope.js';
export { renderHuman } from './human.js';
export type { InspectPacket } from './types.js';
