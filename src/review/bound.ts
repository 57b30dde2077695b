/**
 * Bounding review output to a byte ceiling that covers the whole JSON
 * document and its trailing newline, as inspect does (src/bounded/ holds
 * what both share).
 *
 * The summary always stays (it counts the complete join). Joined candidate
 * rows and not-bound verdicts are pages at the same --offset/--limit, filled
 * one row from each in turn while the document fits; a row is shown whole or
 * not at all. A row that could not fit even alone keeps its position as a
 * placeholder ({omitted, reason, bytes}) so paging moves past it; the others
 * that did not fit are counted in output.omitted and resumed with each list's
 * next_offset. Warnings follow while they fit. `--output NEW_FILE` exports
 * the complete join in the same shape.
 */
import { UserError } from '../util/errors.js';
import { serializeExact, type Omitted, type OutputInfo } from '../bounded/output.js';
import type { JoinedCandidate, NotBoundVerdict, ReviewReport } from './join.js';

export const DEFAULT_REVIEW_MAX_BYTES = 16 * 1024;
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 100;

export interface ListPage {
  total: number;
  /** Rows carried on this page (placeholders included). */
  shown: number;
  /** Offset of the first row not shown, or null when the list ends on this page. */
  next_offset: number | null;
}

export interface ReviewOutput {
  review_version: ReviewReport['review_version'];
  summary: ReviewReport['summary'];
  candidates: Array<JoinedCandidate | Omitted>;
  not_bound: Array<NotBoundVerdict | Omitted>;
  warnings: string[];
  /** Both lists are paged at the same offset and limit; each has its own next_offset. */
  pagination: { offset: number; limit: number | null; candidates: ListPage; not_bound: ListPage };
  output: OutputInfo;
}

const utf8 = (s: string): number => Buffer.byteLength(s, 'utf8');

/** The complete join in output form (for --output): every row, no ceiling. */
export function completeOutput(r: ReviewReport): ReviewOutput {
  return {
    review_version: r.review_version,
    summary: r.summary,
    candidates: r.candidates,
    not_bound: r.not_bound,
    warnings: r.warnings,
    pagination: {
      offset: 0,
      limit: null,
      candidates: { total: r.candidates.length, shown: r.candidates.length, next_offset: null },
      not_bound: { total: r.not_bound.length, shown: r.not_bound.length, next_offset: null }
    },
    output: { ceiling_bytes: null, bytes: 0, omitted: [], follow_up: [] }
  };
}

export interface ReviewBoundOptions {
  maxBytes: number;
  offset: number;
  limit: number;
  command: (flags: string) => string;
}

type ListName = 'candidates' | 'not_bound';

interface List {
  name: ListName;
  wanted: unknown[];
  items: unknown[];
  page: ListPage;
  placeholders: number[];
}

export function boundReview(r: ReviewReport, opts: ReviewBoundOptions): { doc: ReviewOutput; text: string } {
  const out: OutputInfo = { ceiling_bytes: opts.maxBytes, bytes: 0, omitted: [], follow_up: [] };
  const lists: List[] = (['candidates', 'not_bound'] as const).map((name) => {
    const all = r[name] as unknown[];
    return { name, wanted: all.slice(opts.offset, opts.offset + opts.limit), items: [], page: { total: all.length, shown: 0, next_offset: null }, placeholders: [] };
  });
  const [cands, notBound] = lists as [List, List];
  const warnings: string[] = [];
  const doc: ReviewOutput = {
    review_version: r.review_version,
    summary: r.summary,
    candidates: cands.items as ReviewOutput['candidates'],
    not_bound: notBound.items as ReviewOutput['not_bound'],
    warnings,
    pagination: { offset: opts.offset, limit: opts.limit, candidates: cands.page, not_bound: notBound.page },
    output: out
  };

  const setNext = (l: List): void => {
    l.page.shown = l.items.length;
    const end = opts.offset + l.items.length;
    l.page.next_offset = end < l.page.total ? end : null;
  };
  const record = (): void => {
    out.omitted = [];
    for (const l of lists) {
      for (const i of l.placeholders) {
        out.omitted.push({ unit: `/${l.name}/${i - opts.offset}`, bytes: (l.items[i - opts.offset] as Omitted).bytes, reason: 'output_budget' });
      }
      const dropped = l.wanted.slice(l.items.length);
      if (dropped.length > 0) out.omitted.push({ unit: `/${l.name}`, bytes: utf8(JSON.stringify(dropped)), reason: 'output_budget', count: dropped.length });
    }
    const droppedWarnings = r.warnings.slice(warnings.length);
    if (droppedWarnings.length > 0) out.omitted.push({ unit: '/warnings', bytes: utf8(JSON.stringify(droppedWarnings)), reason: 'output_budget', count: droppedWarnings.length });
    out.follow_up = [];
    if (out.omitted.length > 0) out.follow_up.push(opts.command('--output NEW_FILE'));
    const nexts = lists.map((l) => l.page.next_offset).filter((n): n is number => n !== null);
    if (nexts.length > 0) out.follow_up.push(opts.command(`--offset ${Math.min(...nexts)}`));
  };
  const size = (): number => utf8(serializeExact(doc));
  const fits = (): boolean => size() <= opts.maxBytes;
  /** Whether the row fits on a page of its own (measured with this page's omissions, so on the safe side). */
  const fitsAlone = (name: ListName, row: unknown): boolean => {
    const probe = { ...doc, candidates: [] as unknown[], not_bound: [] as unknown[], warnings: [], output: { ...out } };
    probe[name] = [row];
    return utf8(serializeExact(probe)) <= opts.maxBytes;
  };

  lists.forEach(setNext);
  record();
  const skeleton = size();
  if (skeleton > opts.maxBytes) {
    throw new UserError(`the review summary needs ${skeleton} bytes, more than --max-bytes ${opts.maxBytes}; raise --max-bytes or export it with --output NEW_FILE`);
  }

  // Rows fill in turn, one from each list, so one long list cannot crowd out the other.
  const open = new Set(lists);
  while (open.size > 0) {
    for (const l of [...open]) {
      const row = l.wanted[l.items.length];
      if (row === undefined) { open.delete(l); continue; }
      l.items.push(row);
      setNext(l);
      record();
      if (fits()) continue;
      const bytes = utf8(JSON.stringify(row));
      l.items.pop();
      // A row too large for any page keeps its place as a placeholder, so paging can move past it.
      if (!fitsAlone(l.name, row)) {
        l.items.push({ omitted: true, reason: 'output_budget', bytes } satisfies Omitted);
        l.placeholders.push(opts.offset + l.items.length - 1);
        setNext(l);
        record();
        if (fits()) continue;
        l.items.pop();
        l.placeholders.pop();
      }
      setNext(l);
      record();
      open.delete(l);
    }
  }
  for (const w of r.warnings) {
    warnings.push(w);
    record();
    if (!fits()) {
      warnings.pop();
      record();
      break;
    }
  }
  return { doc, text: serializeExact(doc) };
}
