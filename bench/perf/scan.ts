/**
 * Scan performance benchmark, side by side with jscpd@5.3.2 on the same files.
 *
 *   node scripts/run-ts.mjs bench/perf/scan.ts [--corpus three|rxjs|monaco|synthetic|synthetic150|all] [--quick]
 *
 * Each corpus (pinned npm tarball, see bench/lib/npm-corpus.ts) is copied into a
 * temporary git repository (one commit). Measured in one run, each in a child
 * process (so peak RSS is the child's own, from process.resourceUsage()):
 *   1. cold full scan (empty cache)   2. warm full scan (unchanged repository)
 *   3. warm PR run: a commit changing 5 files, scoped with {kind:'git', base, hunks:false}
 *   4. jscpd over the same files (wall time and peak RSS via /usr/bin/time -v)
 * Writes .bench/perf/report.json and prints a table. `--quick` skips the cold
 * full scan of corpora over 20,000 functions' worth of files (monaco, synthetic).
 * Timings on a shared machine are noisy: read the ratios, which are measured in one run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BENCH_DIR, fetchPackage, listSources } from '../lib/npm-corpus.js';

interface CorpusSpec {
  name: string;
  /** [package, version, subdirectory, prefix in the benchmark repository] */
  parts: Array<[string, string, string, string]>;
}

const CORPORA: Record<string, CorpusSpec> = {
  rxjs: { name: 'rxjs', parts: [['rxjs', '7.8.2', 'src', 'src']] },
  three: { name: 'three', parts: [['three', '0.187.0', 'src', 'src']] },
  monaco: { name: 'monaco', parts: [['monaco-editor', '0.57.0', 'esm', 'esm']] },
  // ~100k functions (at min_lines 5): monaco-editor's esm/ ten times, each copy under its own folder.
  synthetic: {
    name: 'synthetic',
    parts: Array.from({ length: 10 }, (_, i): [string, string, string, string] => ['monaco-editor', '0.57.0', 'esm', `m${i}`])
  },
  // ~150k functions: rxjs src/ + three src/ + monaco esm/ (about 17,000 functions together) nine times, each copy under its own folder.
  synthetic150: {
    name: 'synthetic150',
    parts: Array.from({ length: 9 }, (_, i): Array<[string, string, string, string]> => [
      ['rxjs', '7.8.2', 'src', `s${i}/rxjs`],
      ['three', '0.187.0', 'src', `s${i}/three`],
      ['monaco-editor', '0.57.0', 'esm', `s${i}/monaco`]
    ]).flat()
  }
};

// ---------------------------------------------------------------- child mode
interface ChildRequest {
  root: string;
  cacheDir: string;
  scope: { kind: 'full' } | { kind: 'git'; base: string; hunks: false };
}

interface ChildReport {
  wall_ms: number;
  max_rss_mb: number;
  /** Milliseconds between pipeline log lines (a timestamping logger). */
  timers: Record<string, number>;
  phases: Array<{ phase: string; status: string; processed: number; total: number | null; reason: string | null }>;
  functions: number;
  files: number;
  in_scope_functions: number | null;
  candidates: number;
  status: string;
  cache: unknown;
  diagnostics: string[];
}

async function child(req: ChildRequest): Promise<void> {
  const { runScan } = await import('../../src/scan/run.js');
  const { DEFAULT_LIMITS, DEFAULT_MIN_LINES } = await import('../../src/scan/options.js');
  const t0 = performance.now();
  const marks: Array<[string, number]> = [['start', t0]];
  const logger = {
    debug() {},
    info(m: string) {
      marks.push([m, performance.now()]);
    },
    warning(m: string) {
      marks.push([`warning: ${m}`, performance.now()]);
    }
  };
  const { envelope } = await runScan({
    root: req.root,
    scope: req.scope,
    minLines: DEFAULT_MIN_LINES,
    limits: { ...DEFAULT_LIMITS, timeout_ms: 3_600_000 },
    cacheDir: req.cacheDir,
    logger
  });
  const wall = performance.now() - t0;
  const at = (prefix: string): number | undefined => marks.find(([m]) => m.startsWith(prefix))?.[1];
  const span = (from: number | undefined, to: number | undefined): number => (from !== undefined && to !== undefined ? Math.round(to - from) : -1);
  const tDisc = at('discovery:');
  const tExtStart = at('extraction: ') && marks.find(([m]) => /^extraction: \d+ files/.test(m))?.[1];
  const tExtEnd = marks.find(([m]) => /^extraction: \d+ functions/.test(m))?.[1];
  const tEmb = at('embedding:');
  const tCmp = at('comparison:');
  const tDone = at('done:');
  const phase = (p: string) => envelope.completion.phases.find((x) => x.phase === p)!;
  const report: ChildReport = {
    wall_ms: Math.round(wall),
    max_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    timers: {
      discovery: span(tDisc ?? t0, tExtStart),
      extraction: span(tExtStart, tExtEnd),
      'companion+cache+embedding': span(tExtEnd, tEmb),
      comparison: span(tEmb, tCmp ?? tDone),
      candidates: tCmp !== undefined ? span(tCmp, tDone) : -1
    },
    phases: envelope.completion.phases,
    functions: phase('cache').total ?? phase('embedding').total ?? 0,
    files: phase('extraction').total ?? 0,
    in_scope_functions: envelope.generation.scope.active ? marksNumber(marks, /in scope: (\d+)/) : null,
    candidates: envelope.candidates.length,
    status: envelope.completion.status,
    cache: envelope.completion.cache,
    diagnostics: [...new Set(envelope.diagnostics.map((d) => d.code))]
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function marksNumber(marks: Array<[string, number]>, re: RegExp): number | null {
  for (const [m] of marks) {
    const x = re.exec(m);
    if (x) return Number(x[1]);
  }
  return null;
}

// ---------------------------------------------------------------- parent mode
function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function makeRepo(spec: CorpusSpec, work: string): { root: string; files: string[] } {
  const root = join(work, spec.name);
  mkdirSync(root, { recursive: true });
  const files: string[] = [];
  for (const [pkg, version, sub, prefix] of spec.parts) {
    const pkgRoot = fetchPackage(pkg, version);
    const dir = join(pkgRoot, sub);
    for (const rel of listSources(dir)) {
      const to = join(root, prefix, rel);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(join(dir, rel), to);
      files.push(`${prefix}/${rel}`);
    }
  }
  git(root, ['init', '-q', '-b', 'main']);
  git(root, ['config', 'user.email', 'bench@example.invalid']);
  git(root, ['config', 'user.name', 'bench']);
  git(root, ['config', 'commit.gpgsign', 'false']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'corpus']);
  return { root, files };
}

/** A PR commit: 5 files (spread over the corpus) each get a near-copy of a function appended. */
function makePrCommit(root: string, files: string[]): string {
  const base = git(root, ['rev-parse', 'HEAD']);
  git(root, ['checkout', '-q', '-b', 'pr']);
  const picks = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => files[Math.floor(f * (files.length - 1))]!);
  picks.forEach((p, k) => {
    const file = join(root, p);
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      `${text}\nexport function benchPrAdded${k}(items, limit) {\n  const out = [];\n  for (const item of items) {\n    if (out.length >= limit) break;\n    if (item && item.value !== undefined) out.push(item.value * ${k + 2});\n  }\n  return out;\n}\n`
    );
  });
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'pr: 5 files']);
  return base;
}

interface Measured {
  wall_ms: number;
  max_rss_mb: number;
  report?: ChildReport;
  error?: string;
}

function runChild(req: ChildRequest): Measured {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=4096', process.argv[1]!, '--child', JSON.stringify(req)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  });
  const wall = performance.now() - t0;
  const line = r.stdout.trim().split('\n').pop() ?? '';
  try {
    const report = JSON.parse(line) as ChildReport;
    return { wall_ms: Math.round(wall), max_rss_mb: report.max_rss_mb, report };
  } catch {
    return { wall_ms: Math.round(wall), max_rss_mb: -1, error: `${r.stderr}`.slice(-2000) };
  }
}

function runJscpd(root: string, files: string[]): Measured {
  const out = mkdtempSync(join(tmpdir(), 'jscpd-out-'));
  const bin = join(process.cwd(), 'node_modules', '.bin', 'jscpd');
  // The corpus folders hold only .js/.ts/.mjs/... sources (listSources), so scanning the folders scans the same files.
  const dirs = [...new Set(files.map((f) => f.split('/')[0]!))].map((d) => join(root, d));
  const args = [bin, '--format', 'javascript,typescript,jsx,tsx', '--formats-exts', 'javascript:js,mjs,cjs;typescript:ts,mts,cts', '--max-size', '64mb', '--silent', '--no-tips', '-r', 'json', '-o', out, ...dirs];
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-v', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = performance.now() - t0;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
  let clones = -1;
  let sources = -1;
  try {
    const doc = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
    clones = doc.duplicates?.length ?? -1;
    sources = doc.statistics?.total?.sources ?? -1;
  } catch {
    // no report
  }
  rmSync(out, { recursive: true, force: true });
  return {
    wall_ms: Math.round(wall),
    max_rss_mb: rss ? Math.round(Number(rss[1]) / 1024) : -1,
    error: r.status === 0 ? undefined : `exit ${r.status}: ${r.stderr.slice(-500)}`,
    report: { clones, sources } as unknown as ChildReport
  };
}

function fmt(n: number | undefined, digits = 0): string {
  return n === undefined || n < 0 || !Number.isFinite(n) ? '-' : n.toFixed(digits);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const ci = argv.indexOf('--child');
  if (ci >= 0) return child(JSON.parse(argv[ci + 1]!) as ChildRequest);
  const which = argv.includes('--corpus') ? argv[argv.indexOf('--corpus') + 1]! : 'three';
  const quick = argv.includes('--quick');
  const names = which === 'all' ? ['rxjs', 'three', 'monaco', 'synthetic', 'synthetic150'] : which.split(',');
  const work = mkdtempSync(join(tmpdir(), 'sc-perf-'));
  const results: Record<string, unknown> = {};
  const rows: string[][] = [];
  try {
    for (const name of names) {
      const spec = CORPORA[name];
      if (!spec) throw new Error(`unknown corpus ${name}`);
      const { root, files } = makeRepo(spec, work);
      const cacheDir = join(work, `${name}-cache`);
      const jscpd = runJscpd(root, files);
      const skipCold = quick && (name === 'monaco' || name.startsWith('synthetic'));
      const cold = skipCold ? null : runChild({ root, cacheDir, scope: { kind: 'full' } });
      if (skipCold) {
        // warm the cache without timing it
        runChild({ root, cacheDir, scope: { kind: 'full' } });
      }
      const warm = runChild({ root, cacheDir, scope: { kind: 'full' } });
      const base = makePrCommit(root, files);
      const pr = runChild({ root, cacheDir, scope: { kind: 'git', base, hunks: false } });
      const jscpd2 = runJscpd(root, files);
      const jscpdWall = Math.min(jscpd.wall_ms, jscpd2.wall_ms);
      const runs = { cold, warm, pr };
      const perPhase = (m: Measured | null) => {
        const r = m?.report;
        if (!r) return null;
        const ph = (p: string) => r.phases.find((x) => x.phase === p);
        const rate = (n: number | undefined, ms: number | undefined) => (n && ms && ms > 0 ? Math.round(n / (ms / 1000)) : null);
        return {
          extraction_fn_per_s: rate(r.functions, r.timers.extraction),
          embedding_fn_per_s: rate(ph('embedding')?.processed, r.timers['companion+cache+embedding']),
          comparison_pairs_per_s: rate(ph('comparison')?.processed, r.timers.comparison)
        };
      };
      results[name] = {
        files: files.length,
        jscpd: { ...jscpd, second: jscpd2 },
        runs,
        rates: { cold: perPhase(cold), warm: perPhase(warm), pr: perPhase(pr) },
        ratio_to_jscpd: {
          cold: cold ? cold.wall_ms / jscpdWall : null,
          warm: warm.wall_ms / jscpdWall,
          pr: pr.wall_ms / jscpdWall
        },
        warm_vs_cold: cold ? warm.wall_ms / cold.wall_ms : null
      };
      for (const [label, m] of [['cold', cold], ['warm', warm], ['pr', pr]] as const) {
        if (!m) {
          rows.push([name, label, 'skipped (--quick)']);
          continue;
        }
        const r = m.report;
        rows.push([
          name,
          label,
          fmt(m.wall_ms),
          fmt(m.max_rss_mb),
          fmt(r?.functions),
          fmt(r?.timers.discovery),
          fmt(r?.timers.extraction),
          fmt(r?.timers['companion+cache+embedding']),
          fmt(r?.timers.comparison),
          fmt(r?.candidates),
          r?.status ?? (m.error ? `error: ${m.error.slice(-200)}` : '?'),
          fmt(m.wall_ms / jscpdWall, 2)
        ]);
      }
      rows.push([name, 'jscpd', fmt(jscpdWall), fmt(jscpd.max_rss_mb), '', '', '', '', '', fmt((jscpd.report as unknown as { clones: number }).clones), jscpd.error ? 'error' : 'ok', '1.00']);
      rmSync(root, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const outDir = join(BENCH_DIR, 'perf');
  mkdirSync(outDir, { recursive: true });
  const doc = { generated_at: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, corpora: results };
  writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(doc, null, 2)}\n`);
  const header = ['corpus', 'run', 'wall ms', 'rss MB', 'functions', 'disc ms', 'extract ms', 'embed ms', 'compare ms', 'cands/clones', 'status', 'x jscpd'];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
  for (const r of table) console.log(r.map((c, i) => (c ?? '').padEnd(widths[i]!)).join('  '));
  console.log(`\nreport: ${join(outDir, 'report.json')}`);
  if (!existsSync(join(outDir, 'report.json'))) process.exitCode = 1;
}

await main();
