/**
 * Action inputs, read once and parsed into a typed object. A bad value never
 * fails the run: it is a warning and the safe default is used instead.
 */
import * as core from '@actions/core';
import { isAbsolute, resolve } from 'node:path';
import type { Limits } from '../contracts/types.js';
import { DEFAULT_LIMITS, DEFAULT_MIN_LINES } from '../scan/options.js';
import { Defaults, Env, Inputs, Modes, type Mode } from './constants.js';
import type { ActionLogger } from './logger.js';

export interface ActionInputs {
  mode: Mode;
  threshold: number | undefined;
  /** Show pairs of two test, fixture or example files. */
  includeTestPairs: boolean;
  includeMigrationPairs: boolean;
  minLines: number;
  include: string[];
  exclude: string[];
  limits: Limits;
  maxCommentCandidates: number;
  comment: boolean;
  summary: boolean;
  cache: boolean;
  cacheKeyPrefix: string;
  cacheTimeoutMs: number;
  apiTimeoutMs: number;
  /** Absolute paths. */
  sarifFile: string;
  resultFile: string;
  verdictsFile: string | null;
  resultInput: string | null;
  companionVersion: string | undefined;
  companionCommand: string[] | undefined;
  token: string;
  /** Absolute repository root to scan. */
  workingDirectory: string;
}

const LIMIT_INPUTS: ReadonlyArray<[keyof Limits, string]> = [
  ['max_files', Inputs.MaxFiles],
  ['max_functions', Inputs.MaxFunctions],
  ['max_source_bytes', Inputs.MaxSourceBytes],
  ['max_function_bytes', Inputs.MaxFunctionBytes],
  ['max_batch_size', Inputs.MaxBatchSize],
  ['max_vector_bytes', Inputs.MaxVectorBytes],
  ['max_comparisons', Inputs.MaxComparisons],
  ['max_candidates', Inputs.MaxCandidates],
  ['max_neighbors_per_function', Inputs.MaxNeighborsPerFunction],
  ['timeout_ms', Inputs.TimeoutMs]
];

type Reader = (name: string) => string;

const defaultReader: Reader = (name) => core.getInput(name);

/** Multi-line or comma-separated list; blank lines and `#` comments ignored. */
export function parseList(raw: string): string[] {
  return raw
    .split(/\r?\n|,/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#'));
}

export function readInputs(log: ActionLogger, read: Reader = defaultReader): ActionInputs {
  const get = (name: string): string => read(name).trim();

  const integer = (name: string, fallback: number, min = 0): number => {
    const raw = get(name);
    if (raw === '') return fallback;
    const n = Number(raw.replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n < min) {
      log.warning(`Input ${name}: "${raw}" is not an integer ≥ ${min}; using ${fallback}.`);
      return fallback;
    }
    return n;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = get(name).toLowerCase();
    if (raw === '') return fallback;
    if (['true', 'yes', 'on', '1'].includes(raw)) return true;
    if (['false', 'no', 'off', '0'].includes(raw)) return false;
    log.warning(`Input ${name}: "${raw}" is not a boolean; using ${fallback}.`);
    return fallback;
  };

  const workspace = process.env[Env.Workspace] || process.cwd();
  const wdRaw = get(Inputs.WorkingDirectory);
  const workingDirectory = resolve(workspace, wdRaw || '.');
  const filePath = (name: string, fallback: string | null): string | null => {
    const raw = get(name) || fallback;
    if (!raw) return null;
    return isAbsolute(raw) ? raw : resolve(workspace, raw);
  };

  let mode: Mode = 'auto';
  const modeRaw = get(Inputs.Mode).toLowerCase();
  if (modeRaw !== '') {
    if ((Modes as readonly string[]).includes(modeRaw)) mode = modeRaw as Mode;
    else log.warning(`Input ${Inputs.Mode}: "${modeRaw}" is not one of ${Modes.join(', ')}; using auto.`);
  }

  let threshold: number | undefined;
  const thresholdRaw = get(Inputs.Threshold);
  if (thresholdRaw !== '') {
    const t = Number(thresholdRaw);
    if (Number.isFinite(t) && t > 0 && t <= 1) threshold = t;
    else log.warning(`Input ${Inputs.Threshold}: "${thresholdRaw}" is not a number in (0, 1]; using the model's calibrated threshold.`);
  }

  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of LIMIT_INPUTS) limits[key] = integer(name, DEFAULT_LIMITS[key], 1);

  const command = get(Inputs.CompanionCommand);
  let companionCommand: string[] | undefined;
  if (command !== '') {
    try {
      const parsed: unknown = JSON.parse(command);
      if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((p) => typeof p === 'string')) companionCommand = parsed;
      else throw new Error('not an array of strings');
    } catch {
      companionCommand = command.split(/\s+/);
    }
  }

  const token = get(Inputs.Token);
  if (token) core.setSecret(token);

  const flag = (name: string): boolean => {
    const raw = get(name).toLowerCase();
    if (raw !== '' && raw !== 'true' && raw !== 'false') log.warning(`Input ${name}: "${raw}" is not true or false; using false.`);
    return raw === 'true';
  };

  return {
    mode,
    threshold,
    includeTestPairs: flag(Inputs.IncludeTestPairs),
    includeMigrationPairs: flag(Inputs.IncludeMigrationPairs),
    minLines: integer(Inputs.MinLines, DEFAULT_MIN_LINES, 1),
    include: parseList(read(Inputs.Include)),
    exclude: parseList(read(Inputs.Exclude)),
    limits,
    maxCommentCandidates: integer(Inputs.MaxCommentCandidates, Defaults.maxCommentCandidates, 0),
    comment: bool(Inputs.Comment, true),
    summary: bool(Inputs.Summary, true),
    cache: bool(Inputs.Cache, true),
    cacheKeyPrefix: sanitizeKeyPart(get(Inputs.CacheKeyPrefix) || Defaults.cacheKeyPrefix),
    cacheTimeoutMs: integer(Inputs.CacheTimeoutMs, Defaults.cacheTimeoutMs, 1),
    apiTimeoutMs: integer(Inputs.ApiTimeoutMs, Defaults.apiTimeoutMs, 1),
    sarifFile: filePath(Inputs.SarifFile, Defaults.sarifFile) as string,
    resultFile: filePath(Inputs.ResultFile, Defaults.resultFile) as string,
    verdictsFile: filePath(Inputs.VerdictsFile, null),
    resultInput: filePath(Inputs.ResultInput, null),
    companionVersion: get(Inputs.CompanionVersion) || undefined,
    companionCommand,
    token,
    workingDirectory
  };
}

/** Cache keys may not contain commas and are at most 512 characters. */
export function sanitizeKeyPart(s: string): string {
  return s.replace(/[,\s]+/g, '-').slice(0, 100);
}
