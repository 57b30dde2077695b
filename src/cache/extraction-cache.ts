/**
 * The on-disk extraction cache: what extraction found in one file, keyed by the
 * file's git blob id (from `git ls-files -s`), so a file whose blob is cached is
 * neither read nor parsed. It lives beside the vector cache (same directory, so
 * the action's @actions/cache entry carries both) and stores locations, names,
 * skip counts, diagnostics and hashes only: never source or normalized text
 * (a function whose vector is not cached is re-extracted from its file to get
 * its text, see src/scan/extract-corpus.ts).
 *
 * Layout: <dir>/extraction-v1/<namespace>.jsonl, one pack per namespace. The
 * namespace digests everything a result depends on: the pack format, the
 * extraction semantics version, minLines, maxFunctionBytes and the digest of
 * the tree-sitter runtime and grammar files. Each line is one record,
 *   <16 hex: sha256 of the JSON>\t<JSON>
 * with JSON `{k: "<language>:<blob>", d: <last-used day>, f: [[name, start_line,
 * start_column, end_line, end_column, source_sha256, normalized_sha256, lines]...],
 * s: {<skip reason>: count}, g: [[domain, code, message]...]}`.
 * A record that fails its checksum or its shape check is counted as invalid and
 * ignored (never trusted). Packs are replaced atomically; records unused for
 * `maxAgeDays` are pruned.
 */
import { readFile } from 'node:fs/promises';
import { savePack } from './save-pack.js';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Diagnostic } from '../contracts/types.js';
import type { ExtractedFunction, FileExtraction, LanguageId, SkipCounts } from '../contracts/pipeline.js';
import { DIAGNOSTIC_DOMAINS, DiagnosticCode, SKIP_REASONS, type DiagnosticDomain, type SkipReason } from '../contracts/codes.js';
import { sha256Hex } from '../util/hash.js';
import { errorMessage } from '../util/errors.js';

const FORMAT_VERSION = 1;
const DAY_MS = 86_400_000;
const HEX64 = /^[0-9a-f]{64}$/;
const SKIP_SET: ReadonlySet<string> = new Set(SKIP_REASONS);
const DOMAIN_SET: ReadonlySet<string> = new Set(DIAGNOSTIC_DOMAINS);

export interface ExtractionNamespace {
  extraction_semantics_version: number;
  min_lines: number;
  max_function_bytes: number;
  /** Digest of the parser runtime and grammar files (their exact bytes). */
  grammar_sha256: string;
}

export function extractionNamespaceDigest(ns: ExtractionNamespace): string {
  return sha256Hex(
    JSON.stringify(['similar-code/extraction-cache', FORMAT_VERSION, ns.extraction_semantics_version, ns.min_lines, ns.max_function_bytes, ns.grammar_sha256])
  ).slice(0, 32);
}

/** A cached file result: its functions carry `normalized: ''` (the cache holds no text). */
export type CachedExtraction = FileExtraction;

export interface ExtractionCache {
  readonly enabled: boolean;
  /** The cached result for a blob of a language, rebound to `path`; functions carry `normalized: ''`. */
  get(language: LanguageId, blob: string, path: string): CachedExtraction | undefined;
  /** Remember a file's result (only deterministic outcomes should be put). */
  put(language: LanguageId, blob: string, result: FileExtraction): void;
  readonly hits: number;
  readonly invalidEntries: number;
  readonly writes: number;
  flush(): Promise<Diagnostic | null>;
}

export const disabledExtractionCache: ExtractionCache = {
  enabled: false,
  get: () => undefined,
  put: () => {},
  hits: 0,
  invalidEntries: 0,
  writes: 0,
  flush: async () => null
};

type FnTuple = [string, number, number, number, number, string, string, number];
interface Rec {
  k: string;
  d: number;
  f: FnTuple[];
  s: Record<string, number>;
  g: Array<[string, string, string]>;
}

function checksum(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function validRecord(r: unknown): r is Rec {
  if (r === null || typeof r !== 'object') return false;
  const o = r as Record<string, unknown>;
  if (typeof o.k !== 'string' || !/^(typescript|tsx|javascript):[0-9a-f]{40,64}$/.test(o.k) || !isInt(o.d)) return false;
  if (!Array.isArray(o.f) || !Array.isArray(o.g) || o.s === null || typeof o.s !== 'object' || Array.isArray(o.s)) return false;
  for (const f of o.f as unknown[]) {
    if (!Array.isArray(f) || f.length !== 8 || typeof f[0] !== 'string') return false;
    if (!isInt(f[1]) || !isInt(f[2]) || !isInt(f[3]) || !isInt(f[4]) || !isInt(f[7]) || f[1] < 1 || f[2] < 1 || f[3] < f[1] || f[4] < 1) return false;
    if (typeof f[5] !== 'string' || !HEX64.test(f[5]) || typeof f[6] !== 'string' || !HEX64.test(f[6])) return false;
  }
  for (const [reason, n] of Object.entries(o.s as Record<string, unknown>)) if (!SKIP_SET.has(reason) || !isInt(n)) return false;
  for (const g of o.g as unknown[]) {
    if (!Array.isArray(g) || g.length !== 3 || !g.every((x) => typeof x === 'string') || !DOMAIN_SET.has(g[0] as string)) return false;
  }
  return true;
}

export interface OpenExtractionOptions {
  dir: string;
  namespace: ExtractionNamespace;
  maxAgeDays?: number;
  now?: () => number;
}

export async function openExtractionCache(options: OpenExtractionOptions): Promise<{ cache: ExtractionCache; diagnostics: Diagnostic[] }> {
  const packDir = join(options.dir, 'extraction-v1');
  const packPath = join(packDir, `${extractionNamespaceDigest(options.namespace)}.jsonl`);
  const today = Math.floor((options.now ?? Date.now)() / DAY_MS);
  const maxAge = options.maxAgeDays ?? 30;
  const records = new Map<string, { rec: Rec; day: number }>();
  const diagnostics: Diagnostic[] = [];
  let invalid = 0;
  let raw: string | null = null;
  try {
    raw = await readFile(packPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      diagnostics.push({ domain: 'cache', code: DiagnosticCode.CacheUnreadable, message: `extraction cache unreadable, extracting every file: ${errorMessage(err)}`, path: null });
    }
  }
  if (raw !== null) {
    const lines = raw.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    for (const line of lines) {
      const tab = line.indexOf('\t');
      const json = line.slice(tab + 1);
      if (tab !== 16 || checksum(json) !== line.slice(0, 16)) {
        invalid++;
        continue;
      }
      let rec: unknown;
      try {
        rec = JSON.parse(json);
      } catch {
        invalid++;
        continue;
      }
      if (!validRecord(rec)) {
        invalid++;
        continue;
      }
      records.set(rec.k, { rec, day: rec.d });
    }
  }
  if (invalid > 0) {
    diagnostics.push({ domain: 'cache', code: DiagnosticCode.CacheEntryInvalid, message: `${invalid} corrupt or incompatible extraction cache entr${invalid === 1 ? 'y was' : 'ies were'} ignored`, path: null });
  }

  let hits = 0;
  let writes = 0;
  let dirty = invalid > 0;
  const cache: ExtractionCache = {
    enabled: true,
    get(language, blob, path) {
      const e = records.get(`${language}:${blob}`);
      if (!e) return undefined;
      if (e.day !== today) {
        e.day = today;
        dirty = true;
      }
      hits++;
      const r = e.rec;
      return {
        path,
        functions: r.f.map(([name, sl, sc, el, ec, src, norm, lines]): ExtractedFunction => ({
          location: { path, name, start_line: sl, start_column: sc, end_line: el, end_column: ec, source_sha256: src },
          normalized: '',
          normalized_sha256: norm,
          lines
        })),
        skips: { ...(r.s as SkipCounts) },
        diagnostics: r.g.map(([domain, code, message]) => ({ domain: domain as DiagnosticDomain, code, message, path }))
      };
    },
    put(language, blob, result) {
      const k = `${language}:${blob}`;
      if (records.has(k)) return;
      const skips: Record<string, number> = {};
      for (const reason of SKIP_REASONS) if ((result.skips[reason as SkipReason] ?? 0) > 0) skips[reason] = result.skips[reason]!;
      const rec: Rec = {
        k,
        d: today,
        f: result.functions.map((fn) => {
          const l = fn.location;
          return [l.name, l.start_line, l.start_column, l.end_line, l.end_column, l.source_sha256, fn.normalized_sha256, fn.lines];
        }),
        s: skips,
        g: result.diagnostics.map((d) => [d.domain, d.code, d.message])
      };
      records.set(k, { rec, day: today });
      writes++;
    },
    get hits() {
      return hits;
    },
    get invalidEntries() {
      return invalid;
    },
    get writes() {
      return writes;
    },
    async flush() {
      if (writes === 0 && !dirty) return null;
      const keep = [...records.values()].filter((e) => today - e.day <= maxAge).sort((a, b) => (a.rec.k < b.rec.k ? -1 : a.rec.k > b.rec.k ? 1 : 0));
      const out = keep.map((e) => {
        const json = JSON.stringify({ ...e.rec, d: e.day });
        return `${checksum(json)}\t${json}\n`;
      });
      return savePack({ cacheDir: options.dir, path: packPath, content: out.join(''), what: 'extraction cache' });
    }
  };
  return { cache, diagnostics };
}
