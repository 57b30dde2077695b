/**
 * The vector cache directory restored before the scan and saved after it
 * with @actions/cache. Key:
 *   <prefix>-<os>-<artifact sha16>-<parameter sha16>-e<extraction>-m<embedding>-<commit>
 * Restore falls back to the newest cache of the same model and parameters
 * (of the same prefix and OS only when the model is unknown before the scan;
 * the cache module ignores foreign vectors).
 * Every failure or timeout is a warning: the cache costs speed, never the result.
 */
import * as cache from '@actions/cache';
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Generation } from '../contracts/types.js';
import { errorMessage } from '../util/errors.js';
import { withTimeout } from '../util/with-timeout.js';
import { describeModel } from '../embedding/model-store.js';
import { EMBEDDING_SEMANTICS_VERSION } from '../embedding/protocol.js';
import { EXTRACTION_SEMANTICS_VERSION } from '../extraction/extractor.js';
import { Env } from './constants.js';
import type { ActionLogger } from './logger.js';

export interface ModelIdentity {
  artifactSha256: string;
  /** Null when the model's manifest does not record it (it is computed by the companion). */
  parameterSha256: string | null;
  extractionSemantics: number | null;
  embeddingSemantics: number | null;
}

/**
 * The identity of the model the scan will use, known before the scan: the
 * bundled model is described (its digest verified, its header read) exactly
 * as the scan describes it, so the restore key is the key the scan will save under. Null when
 * the model cannot be loaded (the scan will report why).
 */
export function readModelIdentity(modelsDir: string, modelId?: string): ModelIdentity | null {
  try {
    const { provenance, parameters } = describeModel(modelsDir, modelId ?? null);
    return {
      artifactSha256: provenance.artifact_sha256,
      parameterSha256: parameters.parameter_sha256,
      extractionSemantics: EXTRACTION_SEMANTICS_VERSION,
      embeddingSemantics: EMBEDDING_SEMANTICS_VERSION
    };
  } catch {
    return null;
  }
}

export function identityFromGeneration(g: Generation): ModelIdentity {
  return {
    artifactSha256: g.model.artifact_sha256,
    parameterSha256: g.parameters.parameter_sha256,
    extractionSemantics: g.extraction_semantics_version,
    embeddingSemantics: g.embedding_semantics_version
  };
}

export function runnerOs(): string {
  return (process.env[Env.RunnerOs] || process.platform).toLowerCase();
}

export interface CacheKeys {
  /**
   * The key looked up exactly. Before the scan it is the save key only when
   * the whole identity is known; otherwise a key that cannot exist, so only
   * the restore keys (prefixes) match.
   */
  primary: string;
  /** Whether `primary` is the key this run would save under. */
  exact: boolean;
  /** Prefixes, most specific first; the newest cache under one is restored. */
  restoreKeys: string[];
}

export function cacheKeys(prefix: string, os: string, id: ModelIdentity | null, commit: string): CacheKeys {
  const base = `${prefix}-${os}-`;
  const partial = (known: string): CacheKeys => ({ primary: `${known}${commit}`, exact: false, restoreKeys: [known] });
  if (!id || !id.artifactSha256) return partial(base);
  const artifact = `${base}${id.artifactSha256.slice(0, 16)}-`;
  if (!id.parameterSha256) return partial(artifact);
  const model = `${artifact}${id.parameterSha256.slice(0, 16)}-`;
  if (id.extractionSemantics === null || id.embeddingSemantics === null) return partial(model);
  const full = `${model}e${id.extractionSemantics}-m${id.embeddingSemantics}-`;
  return { primary: `${full}${commit}`, exact: true, restoreKeys: [full, model] };
}

/**
 * The path @actions/cache is given: relative to the workspace, so the cache
 * version (a hash of the paths) is stable across runners. The library globs
 * relative paths from the cwd, which main.ts makes the workspace.
 */
export function cachePath(cacheDir: string): string {
  const workspace = process.env[Env.Workspace] || process.cwd();
  const rel = relative(workspace, cacheDir);
  return rel === '' || rel.startsWith('..') ? cacheDir : rel.split(sep).join('/');
}

function limitSegmentTimeout(timeoutMs: number): void {
  // A stuck download segment otherwise waits the library's default (10 minutes).
  if (!process.env[Env.SegmentDownloadTimeoutMins]) {
    process.env[Env.SegmentDownloadTimeoutMins] = String(Math.max(1, Math.ceil(timeoutMs / 60_000)));
  }
}

export interface RestoreOutcome {
  matchedKey: string | null;
  keys: CacheKeys;
}

export async function restoreVectorCache(opts: {
  cacheDir: string;
  keys: CacheKeys;
  timeoutMs: number;
  log: ActionLogger;
}): Promise<RestoreOutcome> {
  const { keys, log } = opts;
  if (!cache.isFeatureAvailable()) {
    log.info('The Actions cache service is not available here; the vector cache starts cold.');
    return { matchedKey: null, keys };
  }
  limitSegmentTimeout(opts.timeoutMs);
  try {
    const matched = await withTimeout(
      'Restoring the vector cache',
      opts.timeoutMs,
      cache.restoreCache([cachePath(opts.cacheDir)], keys.primary, keys.restoreKeys, { timeoutInMs: opts.timeoutMs, segmentTimeoutInMs: opts.timeoutMs })
    );
    if (matched) log.info(`Vector cache restored from ${matched}.`);
    else log.info('No vector cache found; starting cold.');
    return { matchedKey: matched ?? null, keys };
  } catch (err) {
    log.warning(`Vector cache not restored: ${errorMessage(err)}. The scan runs without it (slower, same result).`);
    return { matchedKey: null, keys };
  }
}

export type SaveOutcome = { saved: true; key: string } | { saved: false; reason: string };

/** Save under a new key only when the scan wrote vectors (caches are immutable). */
export async function saveVectorCache(opts: {
  cacheDir: string;
  key: string;
  restoredKey: string | null;
  writes: number;
  timeoutMs: number;
  log: ActionLogger;
}): Promise<SaveOutcome> {
  const { key, log } = opts;
  if (opts.writes <= 0) return { saved: false, reason: 'no new vectors' };
  if (!opts.key) return { saved: false, reason: 'the model identity is unknown' };
  if (opts.restoredKey === key) return { saved: false, reason: 'key already exists' };
  if (!existsSync(opts.cacheDir)) return { saved: false, reason: 'cache directory missing' };
  if (!cache.isFeatureAvailable()) return { saved: false, reason: 'cache service unavailable' };
  try {
    const id = await withTimeout('Saving the vector cache', opts.timeoutMs, cache.saveCache([cachePath(opts.cacheDir)], key));
    if (id === -1) return { saved: false, reason: 'not saved (see the log above)' };
    log.info(`Vector cache saved as ${key}.`);
    return { saved: true, key };
  } catch (err) {
    const reason = errorMessage(err);
    log.warning(`Vector cache not saved: ${reason}. The next run starts colder.`);
    return { saved: false, reason };
  }
}
