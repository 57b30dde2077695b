/**
 * Scheduled full scans, judged as clone classes (issue 17): a full scan of
 * each repository at its pin (a code-only snapshot, as bench/review/run.ts
 * makes), its classes ranked (src/report/classes.ts), and the top ones
 * scored with the judgements in class-labels.json.
 *
 *   node scripts/run-ts.mjs bench/review/classes.ts [--mirrors DIR] [--top 20] [--out FILE]
 *
 * --out writes the top classes (members with their line ranges) for judging.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../src/scan/run.js';
import { DEFAULT_LIMITS, DEFAULT_MIN_LINES } from '../../src/scan/options.js';
import { cloneClasses } from '../../src/report/classes.js';
import { toMarkdown, JOB_SUMMARY_MAX_CHARS, PR_COMMENT_MAX_CHARS } from '../../src/report/markdown.js';
import { toSarif } from '../../src/report/sarif.js';
import { toJson } from '../../src/util/json.js';
import { repositoryRoot, snapshot, sourceRepository, workTree, type RepoSpec } from './workspace.js';

type Verdict = 'act' | 'expected' | 'noise';

const root = repositoryRoot();
const here = join(root, 'bench', 'review');
const args = process.argv.slice(2);
const value = (name: string): string | null => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? null) : null;
};
const top = Number(value('--top') ?? 20);
const mirrors = value('--mirrors') ?? (existsSync('/work/.mirror') ? '/work/.mirror' : null);
const work = join(root, '.bench', 'review');
const doc = JSON.parse(readFileSync(join(here, 'repos.json'), 'utf8')) as { repos: RepoSpec[]; full_scan?: RepoSpec[] };
const repos = [...doc.repos, ...(doc.full_scan ?? [])];
const labelsFile = join(here, 'class-labels.json');
const labels = new Map<string, Verdict>();
if (existsSync(labelsFile)) for (const l of (JSON.parse(readFileSync(labelsFile, 'utf8')) as { labels: Array<{ key: string; label: Verdict }> }).labels) labels.set(l.key, l.label);

const out: unknown[] = [];
let judged = 0;
let act = 0;
for (const spec of repos) {
  const dir = workTree(work, spec);
  snapshot(dir, sourceRepository(work, spec, mirrors), spec.commit);
  const t0 = Date.now();
  const { envelope } = await runScan({ root: dir, scope: { kind: 'full' }, minLines: DEFAULT_MIN_LINES, limits: { ...DEFAULT_LIMITS }, cacheDir: join(work, 'cache', spec.name) });
  const ms = Date.now() - t0;
  const classes = cloneClasses(envelope);
  const comment = Buffer.byteLength(toMarkdown(envelope, { maxRows: 50, maxChars: PR_COMMENT_MAX_CHARS, marker: true }));
  const summary = Buffer.byteLength(toMarkdown(envelope, { maxRows: 200, maxChars: JOB_SUMMARY_MAX_CHARS }));
  const sarif = toSarif(envelope, { toolVersion: 'bench', category: 'similar-code/full/' });
  let repoAct = 0;
  let repoJudged = 0;
  for (const c of classes.slice(0, top)) {
    const key = `${spec.name}@${spec.commit.slice(0, 12)} ${c.id}`;
    const label = labels.get(key);
    if (label) {
      repoJudged++;
      if (label === 'act') repoAct++;
    }
    out.push({ key, repo: spec.name, git_dir: mirrors ? join(mirrors, spec.repo.replace('/', '+'), 'repo') : null, commit: spec.commit, rank: c.rank, kind: c.kind, test_only: c.testOnly, sibling_family: c.siblingFamily, duplicated_lines: c.duplicatedLines, similarity: c.similarity, members: c.members.map((m) => ({ path: m.path, name: m.name, start_line: m.start_line, end_line: m.end_line })), label: label ?? null });
  }
  judged += repoJudged;
  act += repoAct;
  console.log(
    `${spec.name}: ${envelope.candidates.length} pairs in ${classes.length} classes, ${envelope.completion.status} (${envelope.completion.skips.map((s) => `${s.reason} ${s.count}`).join(', ') || 'no skips'}), ${ms} ms; comment ${comment} B, summary ${summary} B, SARIF ${sarif.runs[0]!.results!.length} results; top ${top}: ${repoAct} of ${repoJudged} judged worth acting on`
  );
}
console.log(`all: ${act} of ${judged} judged top classes worth acting on (${judged ? Math.round((100 * act) / judged) : 0}%)`);
const file = value('--out');
if (file) writeFileSync(file, toJson({ classes: out }));
