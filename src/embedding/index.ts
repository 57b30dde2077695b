export { startCompanion, CompanionClient, CompanionError, CompanionErrorCode, type StartCompanionOptions, type CompanionEmbedResult } from './client.js';
export { checkVectors, type VectorCheck } from './validate-vectors.js';
export { PROTOCOL_VERSION, EMBEDDING_SEMANTICS_VERSION, OFFICIAL_PROVIDER } from './protocol.js';
