/**
 * What the official companion says about itself for one loaded model: the
 * handshake's provenance. The scan uses the same function to know, without
 * starting the companion, what the bundled companion will report, so a fully
 * cached run needs no child process at all.
 */
import type { ProviderInfo } from '../contracts/pipeline.js';
import type { ModelDescription } from './model-store.js';
import { COMPANION_VERSION } from '../version.js';
import { EMBEDDING_SEMANTICS_VERSION, OFFICIAL_PROVIDER, PROTOCOL_VERSION } from './protocol.js';

export function describeCompanion(loaded: ModelDescription, protocolVersion: number = PROTOCOL_VERSION): ProviderInfo {
  return {
    provider: { provider: OFFICIAL_PROVIDER, companion_version: COMPANION_VERSION, protocol_version: protocolVersion, source_left_machine: false },
    model: loaded.provenance,
    parameters: loaded.parameters,
    embedding_semantics_version: EMBEDDING_SEMANTICS_VERSION,
    calibration: loaded.calibration
  };
}
