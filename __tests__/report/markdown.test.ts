import { COMMENT_MARKER, PR_COMMENT_MAX_CHARS, toMarkdown, type MarkdownOptions } from '../../src/report/markdown.js';
import { codeSpan, escapeText } from '../../src/report/escape.js';
import { withoutDismissed, dismissals } from '../../src/report/suppressions.js';
import { candidate, loadEnvelope, location, manyCandidates, withCandidates } from './envelopes.js';

const opts: MarkdownOptions = { maxRows: 50, maxChars: PR_COMMENT_MAX_CHARS };
const bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
const tableRows = (md: string): string[] => md.split('\n').filter((l) => /^\| \d+ \|/.test(l));

describe('toMarkdown', () => {
  it('puts the hidden marker first only when asked', () => {
    const env = loadEnvelope('scoped');
    expect(toMarkdown(env, { ...opts, marker: true }).split('\n')[0]).toBe(COMMENT_MARKER);
    expect(toMarkdown(env, opts)).not.toContain(COMMENT_MARKER);
  });

  it('says a complete empty scan is conclusive and a partial one is not', () => {
    const complete = toMarkdown(withCandidates([], { status: 'complete' }), opts);
    expect(complete).toContain('No similar-function candidates · scan complete');
    expect(complete).not.toContain('not conclusive');
    expect(complete).not.toContain('```mermaid');
    expect(complete).not.toContain('| # |');
    const partial = toMarkdown(withCandidates([], { status: 'partial' }), opts);
    expect(partial).toContain('No similar-function candidates · scan partial: results are not conclusive');
  });

  it('counts candidates in the verdict line, with the partial caveat', () => {
    const env = loadEnvelope('full');
    // a full scan counts its clone classes and the pairs in them
    expect(toMarkdown(env, opts)).toContain('**3 clone classes** (3 similar pairs; unverified) · scan partial: more candidates may exist');
    const one = withCandidates([loadEnvelope('scoped').candidates[0]!]);
    expect(toMarkdown(one, opts)).toContain('**1 similar-function candidate** (unverified) · scan complete');
  });

  it('shows the in-scope side in the Function column', () => {
    const md = toMarkdown(loadEnvelope('scoped'), { ...opts, repository: null });
    expect(tableRows(md)[1]).toBe('| 2 | `FileSize.label` `src/ui/file-size.tsx:12` | `toReadableSize` `src/lib/size.ts:5` | 87.1% | high |');
  });

  it('links both sides at the head commit only when repository and ref are known', () => {
    const env = loadEnvelope('scoped');
    const linked = toMarkdown(env, { ...opts, repository: 'octo/repo', ref: 'abc123', serverUrl: 'https://ghe.example.com/' });
    expect(tableRows(linked)[0]).toBe(
      '| 1 | [`formatBytes`](https://ghe.example.com/octo/repo/blob/abc123/src/format/bytes.ts#L3-L14) `src/format/bytes.ts:3` | ' +
        '[`humanFileSize`](https://ghe.example.com/octo/repo/blob/abc123/src/utils/format.ts#L10-L22) `src/utils/format.ts:10` | 93.5% | very-high |'
    );
    // From the envelope's context when the options do not say.
    expect(toMarkdown(env, opts)).toContain('](https://github.com/octo-org/widgets/blob/1f2e3d4c5b6a79880796a5b4c3d2e1f001122334/src/format/bytes.ts#L3-L14)');
    for (const o of [{ repository: null }, { ref: null }, { repository: 'octo/repo', ref: null }] as const) {
      const md = toMarkdown(env, { ...opts, ...o });
      expect(md).not.toContain('](http');
      expect(tableRows(md)[0]).toBe('| 1 | `formatBytes` `src/format/bytes.ts:3` | `humanFileSize` `src/utils/format.ts:10` | 93.5% | very-high |');
    }
    expect(toMarkdown(loadEnvelope('full'), opts)).not.toContain('](http');
  });

  it('escapes pipes, backticks and HTML in names and paths', () => {
    const c = candidate(
      1,
      location('src/we|rd/<b>.ts', 'a|b<script>alert(1)</script>', 4),
      location('src/`tick`.ts', 'x``y', 8)
    );
    const md = toMarkdown(withCandidates([c], { scope: { active: false, paths: [] } }), { ...opts, repository: 'o/r', ref: 'sha' });
    const rows = tableRows(md);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    // Exactly the 6 cell separators: every pipe from the data is escaped.
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(6);
    expect(row).toContain('[`a\\|b<script>alert(1)</script>`](');
    expect(row).toContain('https://github.com/o/r/blob/sha/src/we%7Crd/%3Cb%3E.ts#L4-L13');
    expect(row).toContain('```x``y```');
    expect(row).toContain(' ``src/`tick`.ts:8``<br>');
    // Outside code spans nothing becomes HTML.
    expect(md.replace(/(`+)[\s\S]*?\1/g, '')).not.toContain('<script>');
    expect(escapeText('a|b<script>')).toBe('a\\|b&lt;script&gt;');
    expect(codeSpan('a|b', true)).toBe('`a\\|b`');
  });

  it('escapes diagnostics messages', () => {
    const env = loadEnvelope('scoped');
    const md = toMarkdown({ ...env, diagnostics: [{ domain: 'extraction', code: 'parse-error', message: 'bad <img src=x> | [link](http://x)', path: 'a|b.ts' }] }, opts);
    expect(md).toContain('- `extraction` `parse-error` `a|b.ts`: bad &lt;img src=x&gt; \\| \\[link\\](http://x)');
  });

  it('stays within maxChars for 5,000 candidates with the exact "N more" count', () => {
    const env = withCandidates(manyCandidates(5000), { status: 'partial' });
    const md = toMarkdown(env, { maxRows: 5000, maxChars: PR_COMMENT_MAX_CHARS, marker: true, repository: 'octo-org/widgets', ref: 'f'.repeat(40) });
    expect(bytes(md)).toBeLessThanOrEqual(PR_COMMENT_MAX_CHARS);
    const rows = tableRows(md);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(5000);
    expect(md).toContain(`_${5000 - rows.length} more candidates not shown._`);
    // Whole rows only, numbered 1..k, and the last one complete.
    rows.forEach((r, i) => expect(r.startsWith(`| ${i + 1} |`)).toBe(true));
    expect(rows.at(-1)).toMatch(/\| (very-high|high|moderate) \|$/);
    // Maximal: one more row would not have fit.
    const nextRow = toMarkdown(env, { maxRows: 5000, maxChars: 10 * PR_COMMENT_MAX_CHARS, marker: true, repository: 'octo-org/widgets', ref: 'f'.repeat(40) })
      .split('\n')
      .filter((l) => l.startsWith(`| ${rows.length + 1} |`))[0]!;
    expect(bytes(md) + bytes(nextRow) + 1).toBeGreaterThan(PR_COMMENT_MAX_CHARS);
    // The chart counts every candidate, not just the rows shown.
    expect(md).toContain('"very-high" : 1667');
  });

  it('cuts at maxRows with the "N more" line', () => {
    const md = toMarkdown(withCandidates(manyCandidates(12)), { ...opts, maxRows: 10 });
    expect(tableRows(md)).toHaveLength(10);
    expect(md).toContain('_2 more candidates not shown._');
    const all = toMarkdown(withCandidates(manyCandidates(10)), { ...opts, maxRows: 10 });
    expect(all).not.toContain('not shown');
  });

  it('shows at most 20 diagnostics and counts the rest, also under a tight bound', () => {
    const env = loadEnvelope('scoped');
    const diagnostics = Array.from({ length: 45 }, (_, i) => ({ domain: 'extraction' as const, code: 'parse-error', message: `problem number ${i}`, path: `src/f${i}.ts` }));
    const md = toMarkdown({ ...env, diagnostics }, opts);
    expect(md.match(/problem number/g)).toHaveLength(20);
    expect(md).toContain('- _25 more diagnostics not shown._');
    expect(md).toContain('**Diagnostics** (45)');
    const full = toMarkdown({ ...env, candidates: [], diagnostics }, opts);
    const tight = toMarkdown({ ...env, candidates: [], diagnostics }, { ...opts, maxChars: bytes(full) - 30 });
    expect(bytes(tight)).toBeLessThanOrEqual(bytes(full) - 30);
    const shown = tight.match(/problem number/g)?.length ?? 0;
    expect(shown).toBeLessThan(20);
    expect(tight).toContain(`- _${45 - shown} more diagnostics not shown._`);
  });

  it('never exceeds maxChars, whatever the bound', () => {
    const env = withCandidates(manyCandidates(40));
    for (const maxChars of [0, 10, 40, 80, 200, 500, 1000, 3000, 8000]) {
      const md = toMarkdown(env, { maxRows: 40, maxChars, marker: true });
      expect(bytes(md)).toBeLessThanOrEqual(maxChars);
    }
  });

  it('reports phases, skips, cache, model and threshold in the details', () => {
    const md = toMarkdown(loadEnvelope('full'), opts);
    expect(md).toContain('<summary>What was scanned</summary>');
    expect(md).toContain('| comparison | partial | 1130256 | 1130256 | max\\_candidates reached |');
    expect(md).toContain('| comparison | candidate-limit | 9 |');
    expect(md).toContain('**Cache**: hit · 1504 hits · 0 misses · 0 writes · 1 invalid entry');
    expect(md).toContain('Model `similar-code/default-hash-embedding` · similarity threshold 80.0%');
    expect(md).toContain('```mermaid\npie showData title Candidates by similarity band');
  });

  it('shows the dismissed count when candidates were hidden by verdicts', () => {
    const env = loadEnvelope('scoped');
    const { envelope, dismissed } = withoutDismissed(env, dismissals([{ review_key: env.candidates[0]!.review_key, verdict: 'false-positive' }]));
    expect(dismissed).toBe(1);
    const md = toMarkdown(envelope, { ...opts, dismissed });
    expect(md).toContain('**2 similar-function candidates** (unverified) · 1 dismissed by review verdicts · scan complete');
    expect(toMarkdown(env, { ...opts, dismissed: 0 })).not.toContain('dismissed');
  });

  it('is deterministic', () => {
    const env = loadEnvelope('full');
    expect(toMarkdown(env, opts)).toBe(toMarkdown(structuredClone(env), opts));
  });
});
