/**
 * Building the complete inspect packet for one candidate: the snapshot
 * (no retrieval or ranking is rerun), both functions' verified source, and
 * each requested enrichment with the state it actually reached.
 */
import { promises as fs } from 'node:fs';
import type { Candidate, CandidateSnapshot, Diagnostic, DiscoveryEnvelope, EnrichmentKind, Location } from '../contracts/types.js';
import { ENRICHMENT_KINDS } from '../contracts/types.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { formatSchemaErrors, validate } from '../contracts/validate.js';
import { UserError, errorMessage } from '../util/errors.js';
import { INSPECT_VERSION, type Enrichments, type EnrichmentStateMap, type InspectPacket, type SourceView, type Page } from './types.js';
import { readSide, type SideSource } from './source.js';
import { trackedFiles } from './git.js';
import { loadCorpus, type Corpus } from './enrich/corpus.js';
import { graphRelationship } from './enrich/graph.js';
import { CALLERS_MATCHING, calleeEvidence, findCallers } from './enrich/calls.js';
import { TESTS_MATCHING, findTests } from './enrich/tests.js';
import { ownership } from './enrich/ownership.js';
import { churn } from './enrich/churn.js';
import { cloneCoverage } from './enrich/clone.js';
import { entryPointReachability } from './enrich/reachability.js';

/** The names `--enrich` accepts, and the enrichment each one fills. */
export const ENRICH_NAMES: Record<string, EnrichmentKind> = {
  graph: 'graph_relationship',
  callers: 'callers',
  callees: 'callees',
  tests: 'tests',
  ownership: 'ownership',
  churn: 'churn',
  'clone-coverage': 'deterministic_clone_coverage',
  runtime: 'runtime',
  'entry-points': 'entry_point_reachability'
};

/** What `all` (and the default) requests: every deterministic enrichment this version computes. */
export const ALL_ENRICHMENTS: EnrichmentKind[] = [
  'graph_relationship',
  'entry_point_reachability',
  'callers',
  'callees',
  'tests',
  'ownership',
  'churn',
  'deterministic_clone_coverage'
];

export const MAX_RUNTIME_BYTES = 16 * 1024 * 1024;

/** Parse `--enrich a,b|all` (string or list); undefined means `all`. Runtime is added when a runtime file is given. */
export function parseEnrich(value: string | string[] | undefined, runtimeGiven: boolean): Set<EnrichmentKind> {
  const words = (Array.isArray(value) ? value : value === undefined ? ['all'] : [value])
    .flatMap((v) => v.split(','))
    .map((w) => w.trim())
    .filter((w) => w !== '');
  const out = new Set<EnrichmentKind>();
  for (const w of words) {
    if (w === 'all') ALL_ENRICHMENTS.forEach((k) => out.add(k));
    else if (w === 'none') continue;
    else {
      const kind = ENRICH_NAMES[w];
      if (!kind) throw new UserError(`unknown enrichment "${w}" (expected all, none or a comma list of: ${Object.keys(ENRICH_NAMES).join(', ')})`);
      out.add(kind);
    }
  }
  if (runtimeGiven) out.add('runtime');
  return out;
}

export interface PacketRequest {
  envelope: DiscoveryEnvelope;
  candidate: Candidate;
  root: string;
  requested: Set<EnrichmentKind>;
  runtimePath?: string;
}

function sourceView(loc: Location, side: SideSource): SourceView {
  return {
    status: side.status,
    path: loc.path,
    name: loc.name,
    start_line: loc.start_line,
    end_line: loc.end_line,
    lines: loc.end_line - loc.start_line + 1,
    bytes: side.text === null ? null : Buffer.byteLength(side.text, 'utf8'),
    source: side.text,
    reason: side.reason
  };
}

function fullPage<T extends { resolved: boolean }>(items: T[], truncated: boolean, matching: string): Page<T> {
  return {
    total: items.length,
    offset: 0,
    items,
    next_offset: null,
    truncated_search: truncated,
    resolved_total: items.filter((i) => i.resolved).length,
    matching
  };
}

async function readRuntime(path: string): Promise<{ content: unknown } | { error: string }> {
  try {
    const st = await fs.stat(path);
    if (st.size > MAX_RUNTIME_BYTES) return { error: `runtime file ${path} is larger than ${MAX_RUNTIME_BYTES} bytes` };
    return { content: JSON.parse(await fs.readFile(path, 'utf8')) as unknown };
  } catch (err) {
    return { error: `runtime file ${path} is unreadable: ${errorMessage(err)}` };
  }
}

export async function buildPacket(req: PacketRequest): Promise<InspectPacket> {
  const { candidate: c, root, requested } = req;
  const [left, right] = await Promise.all([readSide(root, c.left), readSide(root, c.right)]);
  const diagnostics: Diagnostic[] = [];
  for (const [loc, side] of [[c.left, left], [c.right, right]] as const) {
    if (side.status !== 'unchanged') {
      diagnostics.push({ domain: 'enrichment', code: DiagnosticCode.SourceChanged, message: side.reason ?? side.status, path: loc.path });
    }
  }
  const verified = left.text !== null && right.text !== null;
  const unverifiedReason = 'needs the recorded source of both functions, and the working tree no longer has it (see sources)';

  const enrichments = Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, { state: 'not-requested' }])) as Enrichments;
  const fail = (kind: EnrichmentKind, reason: string): void => {
    (enrichments as Record<EnrichmentKind, unknown>)[kind] = { state: 'unavailable', reason };
    diagnostics.push({ domain: 'enrichment', code: DiagnosticCode.EnrichmentUnavailable, message: `${kind}: ${reason}`, path: null });
  };
  const ok = <K extends EnrichmentKind>(kind: K, data: unknown): void => {
    (enrichments as Record<EnrichmentKind, unknown>)[kind] = { state: 'available', data };
  };

  let corpus: Corpus | { error: string } | null = null;
  let tracked: string[] = [];
  const needsCorpus = requested.has('callers') || requested.has('tests') || requested.has('entry_point_reachability');
  if (needsCorpus || requested.has('graph_relationship')) {
    const t = await trackedFiles(root);
    if ('error' in t) corpus = { error: `cannot list tracked files: ${t.error}` };
    else {
      tracked = t.files;
      if (needsCorpus) corpus = await loadCorpus(root, t.files);
    }
  }

  if (requested.has('graph_relationship')) {
    if (left.fileText === null || right.fileText === null) fail('graph_relationship', 'needs both files, and one is unreadable');
    else {
      ok('graph_relationship', await graphRelationship({
        root, leftPath: c.left.path, rightPath: c.right.path, leftText: left.fileText, rightText: right.fileText, files: new Set(tracked)
      }));
    }
  }
  if (requested.has('callers')) {
    if (!corpus || 'error' in corpus) fail('callers', corpus?.error ?? 'no file list');
    else {
      const r = findCallers({ files: corpus.files, left: c.left, right: c.right });
      if ('error' in r) fail('callers', r.error);
      else ok('callers', fullPage(r.sites, r.truncated || corpus.truncated, CALLERS_MATCHING));
    }
  }
  if (requested.has('tests')) {
    if (!corpus || 'error' in corpus) fail('tests', corpus?.error ?? 'no file list');
    else ok('tests', fullPage(findTests({ files: corpus.files, left: c.left, right: c.right }), corpus.truncated, TESTS_MATCHING));
  }
  if (requested.has('callees')) {
    if (!verified) fail('callees', unverifiedReason);
    else ok('callees', calleeEvidence(left.text as string, c.left.name, right.text as string, c.right.name));
  }
  if (requested.has('deterministic_clone_coverage')) {
    if (!verified) fail('deterministic_clone_coverage', unverifiedReason);
    else ok('deterministic_clone_coverage', cloneCoverage(left.text as string, right.text as string));
  }
  if (requested.has('ownership')) {
    const r = await ownership(root, c.left.path, c.right.path);
    if ('error' in r) fail('ownership', r.error);
    else ok('ownership', r);
  }
  if (requested.has('churn')) {
    if (!verified) fail('churn', `${unverifiedReason}; the recorded lines would name other code`);
    else {
      const r = await churn(root, c.left, c.right);
      if ('error' in r) fail('churn', r.error);
      else ok('churn', r);
    }
  }
  if (requested.has('runtime')) {
    if (!req.runtimePath) fail('runtime', 'requested without a runtime file (--runtime FILE)');
    else {
      const r = await readRuntime(req.runtimePath);
      if ('error' in r) fail('runtime', r.error);
      else ok('runtime', { file: req.runtimePath, content: r.content });
    }
  }
  if (requested.has('entry_point_reachability')) {
    if (!corpus || 'error' in corpus) fail('entry_point_reachability', corpus?.error ?? 'no file list');
    else {
      const r = await entryPointReachability({ root, leftPath: c.left.path, rightPath: c.right.path, files: corpus.files, corpusTruncated: corpus.truncated });
      if ('error' in r) fail('entry_point_reachability', r.error);
      else ok('entry_point_reachability', r);
    }
  }

  const states = Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, enrichments[k].state])) as EnrichmentStateMap;
  const snapshot: CandidateSnapshot = {
    schema_version: req.envelope.schema_version,
    generation: req.envelope.generation,
    candidate: { ...c, enrichment: states },
    completion: req.envelope.completion,
    diagnostics: req.envelope.diagnostics
  };
  const v = validate('snapshot', snapshot);
  if (!v.ok) throw new Error(`internal: snapshot does not satisfy its schema:\n${formatSchemaErrors(v.errors)}`);

  return {
    inspect_version: INSPECT_VERSION,
    snapshot,
    sources: { left: sourceView(c.left, left), right: sourceView(c.right, right) },
    enrichments,
    diagnostics,
    output: { ceiling_bytes: null, bytes: 0, omitted: [], follow_up: [] }
  };
}
