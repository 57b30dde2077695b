/**
 * Bounding an inspect packet to a byte ceiling that covers the whole JSON
 * document and its trailing newline.
 *
 * Every unit starts as an explicit placeholder ({omitted, reason, bytes});
 * units are then put back in priority order (left source, right source,
 * enrichment evidence, then caller and test pages item by item) whenever the
 * whole document still fits. Nothing is ever clipped: a unit is shown whole
 * or named in output.omitted. output.bytes is the exact serialized size,
 * found by iterating because its own digits count.
 *
 * The snapshot stays whole (and schema-valid) unless even the skeleton does
 * not fit: then its scope path list, and after it its diagnostics, become
 * placeholders too (listed in output.omitted; the --output export keeps them).
 */
import { UserError } from '../util/errors.js';
import type { EnrichmentKind } from '../contracts/types.js';
import { serializeExact, type Omitted, type OutputInfo } from '../bounded/output.js';
import type { EnrichmentData, InspectPacket, Page } from './types.js';

export const DEFAULT_MAX_BYTES = 16 * 1024;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Allowance for one import chain of entry-point reachability in the bounded view. */
export const MAX_CHAIN_BYTES = 2048;

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');
const omitted = (bytes: number): Omitted => ({ omitted: true, reason: 'output_budget', bytes });

export interface BoundOptions {
  maxBytes: number;
  offset: number;
  limit: number;
  /** Builds a follow-up command from extra flags (e.g. `--offset 20`). */
  command: (flags: string) => string;
}

/** Enrichment evidence in the order it is put back when space allows. */
const DATA_ORDER: EnrichmentKind[] = ['graph_relationship', 'entry_point_reachability', 'ownership', 'churn', 'deterministic_clone_coverage', 'callees', 'runtime'];
const PAGED: Array<'callers' | 'tests'> = ['callers', 'tests'];

interface Unit {
  pointer: string;
  bytes: number;
  show(): void;
  hide(): void;
}

export function boundPacket(full: InspectPacket, opts: BoundOptions): { packet: InspectPacket; text: string } {
  const p = structuredClone(full);
  const out: OutputInfo = { ceiling_bytes: opts.maxBytes, bytes: 0, omitted: [], follow_up: [] };
  p.output = out;
  const units: Unit[] = [];

  for (const side of ['left', 'right'] as const) {
    const text = full.sources[side].source;
    if (typeof text !== 'string') continue;
    const bytes = utf8(text);
    units.push({ pointer: `/sources/${side}/source`, bytes, show: () => { p.sources[side].source = text; }, hide: () => { p.sources[side].source = omitted(bytes); } });
  }
  // An import chain longer than its allowance is left out whole (the export keeps it).
  const chainOmissions: OutputInfo['omitted'] = [];
  const reach = full.enrichments.entry_point_reachability;
  let reachData: unknown = reach.state === 'available' ? reach.data : undefined;
  if (reach.state === 'available' && !('omitted' in reach.data)) {
    const d = structuredClone(reach.data) as EnrichmentData['entry_point_reachability'];
    for (const side of ['left', 'right'] as const) {
      const chain = d[side].chain;
      if (chain === null || !Array.isArray(chain)) continue;
      const bytes = utf8(JSON.stringify(chain));
      if (bytes <= MAX_CHAIN_BYTES) continue;
      d[side].chain = { omitted: true, reason: 'unit_allowance', bytes };
      chainOmissions.push({ unit: `/enrichments/entry_point_reachability/data/${side}/chain`, bytes, reason: 'unit_allowance' });
    }
    reachData = d;
    (p.enrichments.entry_point_reachability as { data: unknown }).data = d;
  }
  for (const kind of DATA_ORDER) {
    const e = full.enrichments[kind];
    if (e.state !== 'available') continue;
    const data = kind === 'entry_point_reachability' ? reachData : e.data;
    const bytes = utf8(JSON.stringify(data));
    const target = p.enrichments[kind] as { data: unknown };
    units.push({ pointer: `/enrichments/${kind}/data`, bytes, show: () => { target.data = data; }, hide: () => { target.data = omitted(bytes); } });
  }
  // Snapshot parts that can be large; hidden only when even the skeleton does not fit.
  const lastResort: Unit[] = [];
  const scopePaths = full.snapshot.generation.scope.paths;
  const scopeBytes = utf8(JSON.stringify(scopePaths));
  lastResort.push({
    pointer: '/snapshot/generation/scope/paths',
    bytes: scopeBytes,
    show: () => { p.snapshot.generation.scope.paths = scopePaths; },
    hide: () => { (p.snapshot.generation.scope as { paths: unknown }).paths = omitted(scopeBytes); }
  });
  const snapDiags = full.snapshot.diagnostics;
  const diagBytes = utf8(JSON.stringify(snapDiags));
  lastResort.push({
    pointer: '/snapshot/diagnostics',
    bytes: diagBytes,
    show: () => { p.snapshot.diagnostics = snapDiags; },
    hide: () => { (p.snapshot as { diagnostics: unknown }).diagnostics = omitted(diagBytes); }
  });

  // Pages start empty at the requested offset.
  const pages = PAGED.flatMap((kind) => {
    const e = full.enrichments[kind];
    if (e.state !== 'available' || !('items' in e.data)) return [];
    const src = e.data as Page<unknown>;
    const page: Page<unknown> = { ...src, offset: opts.offset, items: [], next_offset: null };
    (p.enrichments[kind] as { data: unknown }).data = page;
    const wanted = src.items.slice(opts.offset, opts.offset + opts.limit);
    return [{ kind, page, wanted, total: src.total }];
  });
  const setNext = (pg: (typeof pages)[number]): void => {
    const end = pg.page.offset + pg.page.items.length;
    pg.page.next_offset = end < pg.total ? end : null;
  };
  pages.forEach(setNext);

  const size = (): number => utf8(serializeExact(p));
  const record = (): void => {
    out.omitted = [];
    for (const u of [...lastResort, ...units]) {
      if (isHidden(u.pointer, p)) {
        out.omitted.push({ unit: u.pointer, bytes: u.bytes, reason: 'output_budget' });
      }
    }
    if (!isHidden('/enrichments/entry_point_reachability/data', p)) out.omitted.push(...chainOmissions);
    for (const pg of pages) {
      const dropped = pg.wanted.slice(pg.page.items.length);
      if (dropped.length > 0) {
        out.omitted.push({ unit: `/enrichments/${pg.kind}/data/items`, bytes: utf8(JSON.stringify(dropped)), reason: 'output_budget', count: dropped.length });
      }
    }
    out.follow_up = [];
    if (out.omitted.length > 0) out.follow_up.push(opts.command('--output NEW_FILE'));
    const nexts = pages.map((pg) => pg.page.next_offset).filter((n): n is number => n !== null);
    if (nexts.length > 0) out.follow_up.push(opts.command(`--offset ${Math.min(...nexts)}`));
  };

  units.forEach((u) => u.hide());
  record();
  if (size() > opts.maxBytes) {
    for (const u of lastResort) {
      u.hide();
      record();
      if (size() <= opts.maxBytes) break;
    }
  }
  if (size() > opts.maxBytes) {
    throw new UserError(
      `the essential inspect packet needs ${size()} bytes, more than --max-bytes ${opts.maxBytes}; raise --max-bytes or export it with --output NEW_FILE`
    );
  }
  for (const u of units) {
    u.show();
    record();
    if (size() > opts.maxBytes) {
      u.hide();
      record();
    }
  }
  // Pages fill in turn, one item each, so one long list cannot crowd out the other.
  const open = new Set(pages);
  while (open.size > 0) {
    for (const pg of [...open]) {
      const item = pg.wanted[pg.page.items.length];
      if (item === undefined) { open.delete(pg); continue; }
      pg.page.items.push(item);
      setNext(pg);
      record();
      if (size() > opts.maxBytes) {
        pg.page.items.pop();
        setNext(pg);
        record();
        open.delete(pg);
      }
    }
  }
  return { packet: p, text: serializeExact(p) };
}

function isHidden(pointer: string, p: InspectPacket): boolean {
  const parts = pointer.split('/').slice(1);
  let v: unknown = p;
  for (const k of parts) v = (v as Record<string, unknown>)[k];
  return typeof v === 'object' && v !== null && (v as { omitted?: unknown }).omitted === true;
}
