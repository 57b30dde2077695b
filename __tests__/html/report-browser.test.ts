/**
 * The HTML report in a real headless Chromium: a real scan of a real git
 * repository (clone classes across directories, a test-only one, awkward
 * paths and source), rendered with the working tree's source and opened
 * from a file:// URL. No console errors, no request but the file itself,
 * its numbers equal the envelope's and cloneClasses', every filter changes
 * the visible classes as cloneClasses says it should, the side-by-side view
 * shows the members' lines, and a synthetic 1,000-class report is
 * interactive in under 2 s. Chromium missing is a failure (browser.ts).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { DiscoveryEnvelope } from '../../src/contracts/types.js';
import { runScan } from '../../src/scan/run.js';
import { cloneClasses, type CloneClass } from '../../src/report/classes.js';
import { render } from '../../src/report/format.js';
import { toHtml } from '../../src/report/html.js';
import { workingTreeSource } from '../../src/report/html-source.js';
import { cleanup, makeRepo, makeTempDir, writeFiles } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE, UNRELATED } from '../scan/corpus.js';
import { chromiumPath, launchChromium, recordingPage, type PageLog } from './browser.js';
import { syntheticScan } from './synthetic.js';

jest.setTimeout(120_000);

/** A 20-line function, copied verbatim into two packages. */
const TABLE = `export function renderTable(rows: string[][], widths: number[]): string {
  const out: string[] = [];
  const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - text.length));
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const cells: string[] = [];
    for (let c = 0; c < widths.length; c++) {
      const cell = row[c] ?? '';
      cells.push(pad(cell, widths[c] ?? 0));
    }
    out.push(cells.join(' | '));
    if (r === 0) out.push(rule);
  }
  if (rows.length === 0) {
    out.push('(no rows)');
  }
  const total = out.length;
  return out.join('\\n') + (total > 2 ? '\\n' : '');
}
`;

/** A test helper copied verbatim into two test files; its source holds text that must stay text. */
const FIXTURE = (name: string): string => `export function ${name}(items: string[]): string[] {
  const banner = '</script><script>window.__pwned = 1</script><b>bold</b>';
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (seen.has(item)) continue;
    seen.add(item);
    out.push(item.trim() + banner.length);
  }
  return out;
}
`;

const AWKWARD = 'src/we<ird>&"q\'.ts';

let browser: Browser;
let dir: string;
let repoDir: string;
let envelope: DiscoveryEnvelope;
let classes: CloneClass[];
let html: string;

beforeAll(async () => {
  browser = await launchChromium();
  const repo = makeRepo({
    'src/util/format.ts': FORMAT_BYTES,
    'lib/size.ts': HUMAN_SIZE,
    'src/report/table.ts': TABLE,
    'packages/cli/table.ts': TABLE.replace('renderTable', 'printTable'),
    [AWKWARD]: TABLE.replace('renderTable', 'weirdTable'),
    'src/bus.ts': UNRELATED,
    'test/one.test.ts': FIXTURE('uniqueItems'),
    'test/two.test.ts': FIXTURE('uniqueItems')
  });
  repoDir = repo.dir;
  dir = makeTempDir('sc-html-');
  ({ envelope } = await runScan(scanOptions(repo.dir, { includeTestPairs: true })));
  classes = cloneClasses(envelope);
  html = render(envelope, 'html', { toolVersion: '0.1.0', html: { readSource: workingTreeSource(repo.dir) } });
  writeFileSync(join(dir, 'report.html'), html);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  cleanup();
});

/** Open a class's side-by-side view and wait until it is built. */
async function sideBySide(page: Page, rank: number): Promise<void> {
  await page.locator(`#c${rank} details.sbs > summary`).click();
  await page.locator(`#c${rank} .diffs > *`).first().waitFor();
}

async function open(file: string): Promise<{ page: Page; log: PageLog }> {
  const { page, log } = await recordingPage(browser);
  page.on('dialog', (d) => {
    log.pageErrors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  return { page, log };
}

const visibleRanks = async (page: Page): Promise<number[]> =>
  (await page.locator('#classes > article.cc:not([hidden])').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-i')) + 1))).sort((a, b) => a - b);
const shownCount = async (page: Page): Promise<number> => Number(await page.locator('#shown').textContent());
const ranks = (cs: readonly CloneClass[]): number[] => cs.map((c) => c.rank).sort((a, b) => a - b);
const largest = (c: CloneClass): number => Math.max(...c.members.map((m) => m.end_line - m.start_line + 1));

describe('the HTML report of a real scan, in headless Chromium', () => {
  it('has Chromium to run in', () => {
    expect(chromiumPath()).toBeTruthy();
  });

  it('the scan gives classes across directories, of more than one size, and a test-only one', () => {
    expect(classes.length).toBeGreaterThanOrEqual(3);
    expect(classes.some((c) => c.testOnly)).toBe(true);
    expect(new Set(classes.map(largest)).size).toBeGreaterThan(1);
    expect(new Set(classes.flatMap((c) => c.members.map((m) => m.path.split('/')[0]))).size).toBeGreaterThanOrEqual(3);
  });

  it('loads with no console errors, no failed request and no request but the file itself', async () => {
    const { page, log } = await open(join(dir, 'report.html'));
    expect(log.consoleErrors).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.failedRequests).toEqual([]);
    expect(log.requests).toEqual([pathToFileURL(join(dir, 'report.html')).href]);
    // open every side-by-side view: still nothing fetched, nothing logged
    for (const c of classes) await sideBySide(page, c.rank);
    expect(log.consoleErrors).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(log.requests).toHaveLength(1);
    await page.close();
  });

  it("shows the envelope's and cloneClasses' numbers", async () => {
    const { page } = await open(join(dir, 'report.html'));
    const fig = async (name: string): Promise<string> => (await page.locator(`[data-figure="${name}"]`).textContent()) ?? '';
    expect(Number(await fig('classes'))).toBe(classes.length);
    expect(Number(await fig('candidates'))).toBe(envelope.candidates.length);
    expect(Number(await fig('duplicated-lines'))).toBe(classes.reduce((s, c) => s + c.duplicatedLines, 0));
    expect(Number(await fig('members'))).toBe(classes.reduce((s, c) => s + c.members.length, 0));
    expect(await fig('status')).toBe(envelope.completion.status);
    expect(await page.locator('#classes > article.cc').count()).toBe(classes.length);
    expect(await shownCount(page)).toBe(classes.length);
    // every class with every member, in rank order
    const listed = await page.locator('#classes > article.cc').evaluateAll((els) =>
      els.map((e) => Array.from(e.querySelectorAll('table.members td.p'), (td) => (td as { textContent: string | null }).textContent))
    );
    expect(listed).toEqual(classes.map((c) => c.members.map((m) => `${m.path}:${m.start_line}-${m.end_line}`)));
    // the chart's bars add up to the duplicated lines
    const bars = await page.locator('svg.chart g.bar text.v').allTextContents();
    expect(bars.map((t) => Number(t.replace(/,/g, ''))).reduce((s, x) => s + x, 0)).toBe(classes.reduce((s, c) => s + c.duplicatedLines, 0));
    await page.close();
  });

  it('filters by directory, kind, size and test-only', async () => {
    const { page } = await open(join(dir, 'report.html'));
    const all = ranks(classes);
    expect(await visibleRanks(page)).toEqual(all);

    // directory: a prefix of whole path segments
    const under = (prefix: string): number[] => ranks(classes.filter((c) => c.members.some((m) => m.path.startsWith(`${prefix}/`))));
    for (const prefix of ['src', 'lib', 'packages/cli', 'test', 'src/report', 'nowhere']) {
      await page.fill('#f-dir', prefix);
      expect(await visibleRanks(page)).toEqual(under(prefix));
      expect(await shownCount(page)).toBe(under(prefix).length);
    }
    expect(under('lib').length).toBeLessThan(all.length);
    await page.fill('#f-dir', 'src/');
    expect(await visibleRanks(page)).toEqual(under('src'));
    await page.fill('#f-dir', 'sr'); // not a directory of its own
    expect(await visibleRanks(page)).toEqual([]);
    await page.fill('#f-dir', '');
    expect(await visibleRanks(page)).toEqual(all);

    // a bar of the chart sets the directory
    await page.locator('svg.chart g.bar[data-dir="test"]').click();
    expect(await page.inputValue('#f-dir')).toBe('test');
    expect(await visibleRanks(page)).toEqual(under('test'));
    await page.fill('#f-dir', '');

    // kind: each kind alone, then none
    const kinds = ['copies', 'near-copies', 'look-alikes'] as const;
    for (const only of kinds) {
      for (const k of kinds) await page.setChecked(`input[name=kind][value="${k}"]`, k === only);
      expect(await visibleRanks(page)).toEqual(ranks(classes.filter((c) => c.kind === only)));
    }
    expect(classes.filter((c) => c.kind === 'copies').length).toBeGreaterThan(0);
    expect(classes.filter((c) => c.kind === 'copies').length).toBeLessThan(all.length);
    await page.setChecked('input[name=kind][value="look-alikes"]', false);
    expect(await visibleRanks(page)).toEqual([]);
    for (const k of kinds) await page.setChecked(`input[name=kind][value="${k}"]`, true);
    expect(await visibleRanks(page)).toEqual(all);

    // size: the largest member's lines
    const sizes = [...new Set(classes.map(largest))].sort((a, b) => a - b);
    for (const min of [sizes[0]!, sizes[sizes.length - 1]!, sizes[sizes.length - 1]! + 1]) {
      await page.fill('#f-min', String(min));
      expect(await visibleRanks(page)).toEqual(ranks(classes.filter((c) => largest(c) >= min)));
    }
    expect(ranks(classes.filter((c) => largest(c) >= sizes[sizes.length - 1]!)).length).toBeLessThan(all.length);
    await page.fill('#f-min', '0');

    // hide test-only classes
    await page.setChecked('#f-tests', true);
    expect(await visibleRanks(page)).toEqual(ranks(classes.filter((c) => !c.testOnly)));
    expect(classes.filter((c) => !c.testOnly).length).toBeLessThan(all.length);

    // filters combine; reset shows everything again
    await page.fill('#f-dir', 'src');
    expect(await visibleRanks(page)).toEqual(ranks(classes.filter((c) => !c.testOnly && c.members.some((m) => m.path.startsWith('src/')))));
    await page.click('button[type=reset]');
    // the form resets its fields after the event; the report applies them a task later
    for (let i = 0; i < 40 && (await shownCount(page)) !== all.length; i++) await page.waitForTimeout(25);
    expect(await visibleRanks(page)).toEqual(all);
    expect(await shownCount(page)).toBe(all.length);
    await page.close();
  });

  it("shows each class's members side by side with their lines", async () => {
    const { page } = await open(join(dir, 'report.html'));
    const read = workingTreeSource(repoDir);
    const linesOf = (m: CloneClass['members'][number]): Array<[number, string]> => read(m)!.split('\n').map((t, i) => [m.start_line + i, t]);
    for (const c of classes) {
      const art = page.locator(`#c${c.rank}`);
      await sideBySide(page, c.rank);
      const tables = art.locator('.diffs table');
      expect(await tables.count()).toBe(c.members.length - 1);
      for (let j = 1; j < c.members.length; j++) {
        const cells = await tables.nth(j - 1).locator('tbody tr').evaluateAll((rows) =>
          rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => (td as { textContent: string | null }).textContent ?? ''))
        );
        // each side lists its member's lines, numbered from its start line, in order
        expect(cells.filter((r) => r[0] !== '').map((r) => [Number(r[0]), r[1]])).toEqual(linesOf(c.members[0]!));
        expect(cells.filter((r) => r[2] !== '').map((r) => [Number(r[2]), r[3]])).toEqual(linesOf(c.members[j]!));
      }
    }
    // the copied table function: identical lines on both sides, one-to-one
    const copy = classes.find((c) => c.members.some((m) => m.path === 'src/report/table.ts'))!;
    const rows = await page.locator(`#c${copy.rank} .diffs table`).first().locator('tbody tr').evaluateAll((rs) =>
      rs.map((r) => ({ cls: r.className, a: r.querySelectorAll('td')[1]!.textContent, b: r.querySelectorAll('td')[3]!.textContent }))
    );
    expect(rows.map((r) => r.a)).toContain("  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');");
    expect(rows.filter((r) => r.cls === 'eq').length).toBeGreaterThanOrEqual(TABLE.trimEnd().split('\n').length - 1);
    await page.close();
  });

  it('keeps repository text as text: awkward paths and source that looks like markup', async () => {
    const { page, log } = await open(join(dir, 'report.html'));
    for (const c of classes) await sideBySide(page, c.rank);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.locator('#classes b, #classes img, #classes script').count()).toBe(0);
    expect((await page.locator('#classes td.p').allTextContents()).some((t) => t.startsWith(`${AWKWARD}:`))).toBe(true);
    const code = await page.locator('#classes .diffs td.t').allTextContents();
    expect(code).toContain("  const banner = '</script><script>window.__pwned = 1</script><b>bold</b>';");
    expect(log.pageErrors).toEqual([]);
    await page.close();
    // in the bytes: no raw `<` of repository text anywhere (JSON has \u003c; markup has entities)
    expect(html).not.toContain('<b>bold');
    expect(html).not.toContain('we<ird>');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
});

describe('the HTML report: sources, determinism, PR results', () => {
  it('shows "changed since the scan" for a changed member and "source not available" for a missing file, never their text', async () => {
    const repo = makeRepo({ 'src/a/table.ts': TABLE, 'lib/b/table.ts': TABLE.replace('renderTable', 'otherTable'), 'pkg/c/table.ts': TABLE.replace('renderTable', 'thirdTable') });
    const { envelope: env } = await runScan(scanOptions(repo.dir));
    expect(cloneClasses(env)).toHaveLength(1);
    writeFiles(repo.dir, { 'lib/b/table.ts': TABLE.replace('renderTable', 'otherTable').replace("'(no rows)'", "'(empty)'"), 'pkg/c/table.ts': null });
    const out = toHtml(env, { readSource: workingTreeSource(repo.dir) });
    const file = join(dir, 'changed.html');
    writeFileSync(file, out);
    expect(out).not.toContain('(empty)');
    const { page, log } = await open(file);
    const art = page.locator('#c1');
    expect(await art.locator('table.members tbody tr').allTextContents()).toEqual([
      expect.stringContaining('lib/b/table.ts:1-20otherTable20 changed since the scan'),
      expect.stringContaining('pkg/c/table.ts:1-20thirdTable20 source not available'),
      'src/a/table.ts:1-20renderTable20'
    ] as unknown as string[]);
    await sideBySide(page, 1);
    const notes = await art.locator('.diffs p.warn').allTextContents();
    expect(notes).toEqual([expect.stringContaining('changed since the scan'), expect.stringContaining('source not available')] as unknown as string[]);
    // the one member with its source is listed on its own
    expect(await art.locator('.diffs table tbody tr').count()).toBe(20);
    expect(log.consoleErrors).toEqual([]);
    await page.close();
  });

  it('gives the same bytes for the same envelope and sources', () => {
    const s = syntheticScan(40, 4);
    expect(toHtml(s.envelope, { readSource: s.readSource })).toBe(toHtml(s.envelope, { readSource: s.readSource }));
  });

  it('renders a PR (scoped) result: its few classes, its numbers', async () => {
    const repo = makeRepo({ 'src/util/format.ts': FORMAT_BYTES, 'src/bus.ts': UNRELATED, 'lib/size.ts': HUMAN_SIZE });
    const { envelope: env } = await runScan(scanOptions(repo.dir, { scope: { kind: 'files', files: ['lib/size.ts'] } }));
    expect(env.generation.scope.active).toBe(true);
    const file = join(dir, 'pr.html');
    writeFileSync(file, toHtml(env, { readSource: workingTreeSource(repo.dir) }));
    const { page, log } = await open(file);
    expect(Number(await page.locator('[data-figure="classes"]').textContent())).toBe(cloneClasses(env).length);
    expect(Number(await page.locator('[data-figure="candidates"]').textContent())).toBe(env.candidates.length);
    expect(await page.locator('#classes > article.cc').count()).toBe(cloneClasses(env).length);
    expect(log.consoleErrors).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    await page.close();
  });
});

describe('the HTML report of a large scan', () => {
  it('1,000 classes of 5 members: interactive in under 2 s, with no errors', async () => {
    const s = syntheticScan(1000, 5);
    const big = cloneClasses(s.envelope);
    expect(big).toHaveLength(1000);
    expect(big.reduce((n, c) => n + c.members.length, 0)).toBe(5000);
    const started = Date.now();
    const out = toHtml(s.envelope, { readSource: s.readSource });
    const renderMs = Date.now() - started;
    const file = join(dir, 'large.html');
    writeFileSync(file, out);
    const { page, log } = await open(file);
    const timing = JSON.parse(
      (await page.evaluate(
        'JSON.stringify({ dcl: performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd, interactive: performance.getEntriesByName("sc-ready")[0].startTime, load: performance.getEntriesByType("navigation")[0].loadEventEnd })'
      )) as string
    ) as { dcl: number; interactive: number; load: number };
    process.stderr.write(`large HTML report: ${(out.length / 1e6).toFixed(1)} MB, rendered in ${renderMs} ms; in Chromium: ready ${Math.round(timing.interactive)} ms, DOMContentLoaded ${Math.round(timing.dcl)} ms, load ${Math.round(timing.load)} ms\n`);
    expect(timing.interactive).toBeLessThan(2000);
    expect(timing.dcl).toBeLessThan(2000);
    expect(log.consoleErrors).toEqual([]);
    expect(log.pageErrors).toEqual([]);
    expect(await shownCount(page)).toBe(1000);
    // still responsive: a filter over 1,000 classes and a side-by-side view
    const t = Date.now();
    await page.setChecked('#f-tests', true);
    expect(await shownCount(page)).toBe(big.filter((c) => !c.testOnly).length);
    await sideBySide(page, 1);
    expect(await page.locator('#c1 .diffs table').count()).toBe(4);
    expect(Date.now() - t).toBeLessThan(2000);
    await page.close();
  });
});
