/**
 * Human view of a bounded inspect packet: the candidate, a unified view of
 * the two functions (line diff, whitespace-insensitive, both line numbers),
 * and one line per enrichment. Rendered from the bounded packet, so it shows
 * the same selection and names the same omissions.
 */
import type { EnrichmentKind } from '../contracts/types.js';
import { ENRICHMENT_KINDS } from '../contracts/types.js';
import type { Omitted } from '../bounded/output.js';
import type { EnrichmentData, InspectPacket, Page, SourceView } from './types.js';

const MAX_DIFF_CELLS = 4_000_000;

const isOmitted = (v: unknown): v is Omitted => typeof v === 'object' && v !== null && (v as Omitted).omitted === true;

type Op = { kind: ' ' | '-' | '+'; left?: number; right?: number; text: string };

/** Line diff by longest common subsequence on whitespace-trimmed lines. */
export function lineDiff(a: string[], b: string[], aStart: number, bStart: number): Op[] | null {
  if (a.length * b.length > MAX_DIFF_CELLS) return null;
  const ka = a.map((l) => l.trim().replace(/\s+/g, ' '));
  const kb = b.map((l) => l.trim().replace(/\s+/g, ' '));
  const w = b.length + 1;
  const dp = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      dp[i * w + j] = ka[i] === kb[j] ? (dp[(i + 1) * w + j + 1] as number) + 1 : Math.max(dp[(i + 1) * w + j] as number, dp[i * w + j + 1] as number);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && ka[i] === kb[j]) {
      ops.push({ kind: ' ', left: aStart + i, right: bStart + j, text: a[i] as string });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || (dp[(i + 1) * w + j] as number) >= (dp[i * w + j + 1] as number))) {
      ops.push({ kind: '-', left: aStart + i, text: a[i] as string });
      i++;
    } else {
      ops.push({ kind: '+', right: bStart + j, text: b[j] as string });
      j++;
    }
  }
  return ops;
}

function header(side: 'left' | 'right', s: SourceView): string {
  const status = s.status === 'unchanged' ? '' : `  [${s.status}]`;
  return `${side.padEnd(5)}  ${s.path}:${s.start_line}-${s.end_line}  ${s.name}${status}`;
}

function numbered(s: SourceView, text: string): string[] {
  return text.split('\n').map((l, i) => `${String(s.start_line + i).padStart(6)} │ ${l}`);
}

function sourceBlock(left: SourceView, right: SourceView): string[] {
  const out: string[] = [];
  const lt = typeof left.source === 'string' ? left.source : null;
  const rt = typeof right.source === 'string' ? right.source : null;
  const why = (s: SourceView): string =>
    isOmitted(s.source)
      ? `source omitted (output budget, ${s.source.bytes} bytes); export it with --output NEW_FILE`
      : `source not shown: ${s.reason ?? s.status}`;
  if (lt !== null && rt !== null) {
    const ops = lineDiff(lt.split('\n'), rt.split('\n'), left.start_line, right.start_line);
    if (ops) {
      out.push(`--- ${left.path}:${left.start_line}-${left.end_line} ${left.name}`);
      out.push(`+++ ${right.path}:${right.start_line}-${right.end_line} ${right.name}`);
      for (const op of ops) {
        const l = op.left === undefined ? '' : String(op.left);
        const r = op.right === undefined ? '' : String(op.right);
        out.push(`${op.kind} ${l.padStart(5)} ${r.padStart(5)} │ ${op.text}`);
      }
      return out;
    }
  }
  for (const [side, s, t] of [['left', left, lt], ['right', right, rt]] as const) {
    out.push(`── ${side}: ${s.path}:${s.start_line}-${s.end_line} ${s.name}`);
    if (t !== null) out.push(...numbered(s, t));
    else out.push(`   ${why(s)}`);
  }
  return out;
}

function pageSummary(page: Page<unknown>, noun: string): string {
  const shown = page.items.length;
  const range = shown > 0 ? `, showing ${page.offset + 1}-${page.offset + shown}` : '';
  const more = page.next_offset !== null ? `; more with --offset ${page.next_offset}` : '';
  const trunc = page.truncated_search ? ' (search stopped at a limit)' : '';
  const resolved = (page as { resolved_total?: number }).resolved_total;
  const bound = resolved === undefined ? '' : ` (${resolved} resolved to the module, ${page.total - resolved} by name only)`;
  return `${page.total} ${noun}${bound}${range}${more}${trunc}`;
}

function summarize(kind: EnrichmentKind, data: unknown): string {
  if (isOmitted(data)) return `omitted from this view (${data.bytes} bytes); see --output`;
  switch (kind) {
    case 'graph_relationship': {
      const g = data as EnrichmentData['graph_relationship'];
      const rel = g.same_file
        ? 'same file'
        : g.left_imports_right
          ? `left imports right ('${g.left_imports_right}')`
          : g.right_imports_left
            ? `right imports left ('${g.right_imports_left}')`
            : 'no import between the files';
      const pkg = g.same_package ? `same package (${g.left_package?.name ?? g.left_package?.dir ?? 'none'})` : 'different packages';
      return `${rel}; ${pkg}; ${g.shared_imports.length} shared imports`;
    }
    case 'entry_point_reachability': {
      const r = data as EnrichmentData['entry_point_reachability'];
      const f = (s: typeof r.left): string => {
        if (s.reachability === 'unreachable') return 'not reachable from an entry point or a test';
        const via = s.reachability === 'public' ? `public entry ${s.entry?.path}${s.entry?.field ? ` (${s.entry.field})` : ''}` : `tests only, from ${s.entry?.path}`;
        const chain = Array.isArray(s.chain) ? s.chain.map((c) => c.path).join(' → ') : isOmitted(s.chain) ? `chain omitted (${s.chain.bytes} bytes)` : '';
        return `${via}, ${s.hops} hops${chain ? `: ${chain}` : ''}`;
      };
      return `left ${f(r.left)}; right ${f(r.right)}`;
    }
    case 'callers': return pageSummary(data as Page<unknown>, 'call sites');
    case 'tests': return pageSummary(data as Page<unknown>, 'test files');
    case 'callees': {
      const c = data as EnrichmentData['callees'];
      return `left calls ${c.left.length}, right calls ${c.right.length}, shared: ${c.shared.slice(0, 8).join(', ') || 'none'}${c.shared.length > 8 ? ', …' : ''}`;
    }
    case 'ownership': {
      const o = data as EnrichmentData['ownership'];
      const f = (s: typeof o.left): string => (s.owners.length > 0 ? s.owners.join(' ') : 'no owner');
      return `${o.file}: left ${f(o.left)}; right ${f(o.right)}${o.same_owners ? ' (same owners)' : ''}`;
    }
    case 'churn': {
      const c = data as EnrichmentData['churn'];
      const f = (s: typeof c.left): string => `${s.commits} commits, ${s.authors} authors, last ${s.last_change?.slice(0, 10) ?? 'never'}`;
      return `left ${f(c.left)}; right ${f(c.right)}`;
    }
    case 'deterministic_clone_coverage': {
      const c = data as EnrichmentData['deterministic_clone_coverage'];
      const pct = (x: number): string => `${Math.round(x * 100)}%`;
      return `${pct(c.exact.combined)} of tokens in shared runs of >= ${c.min_run_tokens} (identifier-blind ${pct(c.normalized.combined)}); longest run ${c.longest_common_run ?? 'n/a'}`;
    }
    case 'runtime': return `from ${(data as EnrichmentData['runtime']).file}`;
    default: return '';
  }
}

export function renderHuman(p: InspectPacket): string {
  const c = p.snapshot.candidate;
  const lines: string[] = [
    `Candidate ${c.candidate_id}  similarity ${c.similarity} (${c.similarity_band}, ${c.verification_status})`,
    `review_key ${c.review_key}`,
    header('left', p.sources.left),
    header('right', p.sources.right),
    '',
    ...sourceBlock(p.sources.left, p.sources.right),
    '',
    'Enrichment'
  ];
  for (const kind of ENRICHMENT_KINDS) {
    const e = p.enrichments[kind];
    const detail = e.state === 'available' ? summarize(kind, e.data) : e.state === 'unavailable' ? e.reason : '';
    lines.push(`  ${kind.padEnd(30)} ${e.state.padEnd(13)} ${detail}`.trimEnd());
  }
  const callers = p.enrichments.callers;
  if (callers.state === 'available' && !isOmitted(callers.data)) {
    for (const s of callers.data.items) {
      if (isOmitted(s)) continue;
      const text = typeof s.text === 'string' ? s.text : `${s.text.text}…`;
      lines.push(`    caller (${s.side}${s.resolved ? '' : ', name only'}) ${s.path}:${s.line}:${s.column}  ${text}`);
    }
  }
  const tests = p.enrichments.tests;
  if (tests.state === 'available' && !isOmitted(tests.data)) {
    for (const t of tests.data.items) if (!isOmitted(t)) lines.push(`    test ${t.path}:${t.line} (${t.sides.join('+')}; ${t.reasons.join(', ')}${t.resolved ? '' : '; name only'})`);
  }
  if (p.diagnostics.length > 0) {
    lines.push('', 'Diagnostics');
    for (const d of p.diagnostics) lines.push(`  ${d.code}${d.path ? ` ${d.path}` : ''}: ${d.message}`);
  }
  if (p.output.omitted.length > 0 || p.output.follow_up.length > 0) {
    lines.push('', `Output limited to ${p.output.ceiling_bytes} bytes of JSON; left out:`);
    for (const o of p.output.omitted) lines.push(`  ${o.unit} (${o.count !== undefined ? `${o.count} items, ` : ''}${o.bytes} bytes)`);
    for (const f of p.output.follow_up) lines.push(`  next: ${f}`);
  }
  return `${lines.join('\n')}\n`;
}
