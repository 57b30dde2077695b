/**
 * Loading an embedded model from a models directory: models/default.json
 * names the default, models/<id>/model.json carries provenance and
 * calibration, models/<id>/model.bin the artifact, whose SHA-256 must match.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../util/hash.js';
import type { ModelProvenance, GenerationParameters } from '../contracts/types.js';
import type { Calibration } from '../contracts/pipeline.js';
import { HashModel } from './hash-model.js';
import { parseModel, parseModelHeader, ModelFormatError, type HashModelData, type HashModelHeader } from './model-format.js';
import { canonicalJson } from './canonical-json.js';

export interface ModelCard {
  model_id: string;
  revision: string;
  artifact: string;
  artifact_sha256: string;
  license: string;
  dimensions: number;
  parameters: Omit<GenerationParameters, 'parameter_sha256'>;
  calibration: Calibration;
}

/** Why a model cannot be used (missing, corrupt, digest mismatch). */
export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';
}

const MODEL_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export function defaultModelId(modelsDir: string): string {
  try {
    const doc = JSON.parse(readFileSync(join(modelsDir, 'default.json'), 'utf8')) as { default_model?: unknown };
    if (typeof doc.default_model === 'string') return doc.default_model;
  } catch (err) {
    throw new ModelUnavailableError(`cannot read ${join(modelsDir, 'default.json')}: ${(err as Error).message}`);
  }
  throw new ModelUnavailableError(`${join(modelsDir, 'default.json')} names no default_model`);
}

/** sha256 over a canonical JSON of the full effective parameter set, the model's feature config included. */
export function parameterSha256(params: Omit<GenerationParameters, 'parameter_sha256'>, header: HashModelHeader): string {
  const { arrays: _arrays, ...featureConfig } = header;
  return sha256Hex(canonicalJson({
    dtype: params.dtype,
    pooling: params.pooling,
    normalized: params.normalized,
    batch_size: params.batch_size,
    max_tokens: params.max_tokens,
    model: featureConfig
  }));
}

export interface ModelDescription {
  provenance: ModelProvenance;
  parameters: GenerationParameters;
  calibration: Calibration;
}

export interface LoadedModel extends ModelDescription {
  model: HashModel;
}

/** Read a model's card and artifact, verify its digest, `parse` the artifact and check its header against the card. */
function readModel(modelsDir: string, modelId: string | null | undefined, parse: (bytes: Uint8Array) => HashModelHeader): ModelDescription {
  const id = modelId ?? defaultModelId(modelsDir);
  if (!MODEL_ID.test(id)) throw new ModelUnavailableError(`invalid model id ${JSON.stringify(id)}`);
  const dir = join(modelsDir, id);
  let card: ModelCard;
  try {
    card = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as ModelCard;
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: cannot read model.json: ${(err as Error).message}`);
  }
  if (card.model_id !== id) throw new ModelUnavailableError(`model ${id}: model.json names ${String(card.model_id)}`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(join(dir, card.artifact ?? 'model.bin'));
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: cannot read the artifact: ${(err as Error).message}`);
  }
  const digest = sha256Hex(bytes);
  if (digest !== card.artifact_sha256) {
    throw new ModelUnavailableError(`model ${id}: artifact sha256 ${digest} does not match model.json (${String(card.artifact_sha256)}); refusing to load it`);
  }
  let h: HashModelHeader;
  try {
    h = parse(bytes);
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: ${err instanceof ModelFormatError ? err.message : String(err)}`);
  }
  if (h.model_id !== id || h.dimensions !== card.dimensions || h.max_tokens !== card.parameters.max_tokens) {
    throw new ModelUnavailableError(`model ${id}: model.json disagrees with the artifact header (id, dimensions or max_tokens)`);
  }
  const params = {
    dtype: card.parameters.dtype,
    pooling: card.parameters.pooling,
    normalized: card.parameters.normalized,
    batch_size: card.parameters.batch_size,
    max_tokens: card.parameters.max_tokens
  };
  return {
    provenance: { model_id: card.model_id, revision: card.revision, artifact_sha256: card.artifact_sha256, license: card.license, dimensions: card.dimensions },
    parameters: { ...params, parameter_sha256: parameterSha256(params, h) },
    calibration: {
      default_threshold: card.calibration.default_threshold,
      bands: { moderate: card.calibration.bands.moderate, high: card.calibration.bands.high, very_high: card.calibration.bands.very_high },
      ...(card.calibration.decision ? { decision: { ...card.calibration.decision } } : {})
    }
  };
}

/**
 * What a model is (provenance, parameters, calibration), from its card, its
 * verified digest and its header, without reading its arrays: what a scan
 * needs to key its cache before (or without) starting the companion.
 */
export function describeModel(modelsDir: string, modelId?: string | null): ModelDescription {
  return readModel(modelsDir, modelId, (bytes) => parseModelHeader(bytes).header);
}

export function loadModel(modelsDir: string, modelId?: string | null): LoadedModel {
  let data: HashModelData | undefined;
  const description = readModel(modelsDir, modelId, (bytes) => (data = parseModel(bytes)).header);
  return { model: new HashModel(data!), ...description };
}
