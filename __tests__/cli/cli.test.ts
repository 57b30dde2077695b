/** The CLI as users run it: the bundled build/cli.js in a child process. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from '../../src/contracts/validate.js';
import { SIMILAR_CODE_VERSION } from '../../src/version.js';
import { cleanup, makeRepo, makeTempDir } from '../helpers/git-repo.js';
import { repoRoot } from '../helpers/dev-build.js';
import { validateSarif } from '../helpers/sarif-schema.js';
import { FORMAT_BYTES, HUMAN_SIZE, UNRELATED } from '../scan/corpus.js';

afterAll(cleanup);

const CLI = join(repoRoot, 'build', 'cli.js');
function cli(args: string[], cwd = repoRoot): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('similar-code CLI', () => {
  const repo = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE, 'src/bus.ts': UNRELATED });
  const cacheArgs = (): string[] => ['--cache-dir', makeTempDir('sc-cli-cache-')];

  it('scan prints a valid envelope and exits 0 with candidates', () => {
    const r = cli(['scan', repo.dir, ...cacheArgs()]);
    expect(r.code).toBe(0);
    const env = JSON.parse(r.stdout);
    expect(validate('envelope', env)).toEqual({ ok: true });
    expect(env.candidates).toHaveLength(1);
  });

  it('--format sarif validates against SARIF 2.1.0 with notes only', () => {
    const r = cli(['scan', repo.dir, '--format', 'sarif', ...cacheArgs()]);
    expect(r.code).toBe(0);
    const sarif = JSON.parse(r.stdout);
    expect(validateSarif(sarif).ok).toBe(true);
    // a full scan: one alert per member of the one clone class, notes only
    expect(sarif.runs[0].results.map((x: { level: string }) => x.level)).toEqual(['note', 'note']);
    expect(sarif.runs[0].results[0].partialFingerprints['similarCodeCloneClass/v1']).toMatch(/^cc-[0-9a-f]{16}:/);
  });

  it('--format markdown shows the pair and the completion status', () => {
    const r = cli(['scan', repo.dir, '--format', 'markdown', ...cacheArgs()]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('formatBytes');
    expect(r.stdout).toContain('humanSize');
    expect(r.stdout).toMatch(/scan complete/);
  });

  it('--output writes a new file, refuses to overwrite it, and overwrites with --force', () => {
    const dir = makeTempDir();
    const out = join(dir, 'result.json');
    expect(cli(['scan', repo.dir, '-o', out, ...cacheArgs()]).code).toBe(0);
    expect(validate('envelope', JSON.parse(readFileSync(out, 'utf8')))).toEqual({ ok: true });
    writeFileSync(out, 'mine');
    const refused = cli(['scan', repo.dir, '-o', out, ...cacheArgs()]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--force/);
    expect(readFileSync(out, 'utf8')).toBe('mine');
    const link = join(dir, 'link.json');
    symlinkSync(join(dir, 'elsewhere.json'), link);
    expect(cli(['scan', repo.dir, '-o', link, ...cacheArgs()]).code).toBe(2);
    expect(existsSync(join(dir, 'elsewhere.json'))).toBe(false);
    expect(cli(['scan', repo.dir, '-o', out, '--force', ...cacheArgs()]).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).schema_version).toBe('1');
  });

  it('every limit is a flag, and the limits reach the envelope', () => {
    const help = cli(['scan', '--help']).stdout;
    for (const flag of ['--max-files', '--max-functions', '--max-source-bytes', '--max-function-bytes', '--max-batch-size',
      '--max-vector-bytes', '--max-comparisons', '--max-candidates', '--max-neighbors-per-function', '--timeout-ms',
      '--threshold', '--min-lines', '--cache-dir', '--no-cache']) {
      expect(help).toContain(flag);
    }
    const r = cli(['scan', repo.dir, '--no-cache', '--max-candidates', '0', '--max-batch-size', '2', '--min-lines', '3']);
    const env = JSON.parse(r.stdout);
    expect(env.completion.limits.max_candidates).toBe(0);
    expect(env.completion.limits.max_batch_size).toBe(2);
    expect(env.generation.min_lines).toBe(3);
    expect(env.completion.cache.status).toBe('disabled');
    expect(env.candidates).toEqual([]);
    expect(env.completion.skips).toContainEqual({ phase: 'comparison', reason: 'candidate-limit', count: 1 });
    expect(env.completion.status).toBe('partial');
  });

  it('unusable input exits 2 with a clear message', () => {
    const notRepo = makeTempDir();
    const r = cli(['scan', notRepo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a git/i);
    expect(cli(['scan', repo.dir, '--max-files', 'many']).code).toBe(2);
    expect(cli(['scan', repo.dir, '--threshold', '7']).code).toBe(2);
    expect(cli(['scan', repo.dir, '--format', 'xml']).code).toBe(2);
    expect(cli(['scan', repo.dir, '--hunks']).stderr).toMatch(/--hunks needs --base/);
  });

  it('prints schemas, the version and the verified model', () => {
    expect(cli(['--version']).stdout.trim()).toBe(SIMILAR_CODE_VERSION);
    expect(JSON.parse(cli(['schema']).stdout).title).toBe('SimilarCodeDiscoveryEnvelope');
    expect(JSON.parse(cli(['schema', 'snapshot']).stdout).title).toBe('SimilarCodeCandidateSnapshot');
    const model = JSON.parse(cli(['model']).stdout);
    expect(model.verified).toBe(true);
    expect(model.model.artifact_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('inspect and review work on a saved result; --verdicts suppresses in SARIF and hides in markdown', () => {
    const dir = makeTempDir();
    const result = join(dir, 'result.json');
    expect(cli(['scan', repo.dir, '-o', result, ...cacheArgs()]).code).toBe(0);
    const env = JSON.parse(readFileSync(result, 'utf8'));
    const [candidate] = env.candidates;
    const inspect = cli(['inspect', '--result', result, candidate.candidate_id, '--json', '--enrich', 'clone-coverage,callers'], repo.dir);
    expect(inspect.code).toBe(0);
    const packet = JSON.parse(inspect.stdout);
    expect(validate('snapshot', packet.snapshot)).toEqual({ ok: true });
    expect(Buffer.byteLength(inspect.stdout)).toBeLessThanOrEqual(16 * 1024);
    expect(cli(['inspect', '--result', result, 'c-nope'], repo.dir).code).toBe(2);

    const verdicts = join(dir, 'verdicts.json');
    writeFileSync(verdicts, JSON.stringify({ schema_version: '1', verdicts: [{ review_key: candidate.review_key, verdict: 'intentional', note: 'kept apart on purpose' }] }));
    const review = cli(['review', '--result', result, '--verdicts', verdicts, '--json']);
    expect(review.code).toBe(0);
    expect(review.stdout).toContain('intentional');
    const sarif = JSON.parse(cli(['scan', repo.dir, '--format', 'sarif', '--verdicts', verdicts, ...cacheArgs()]).stdout);
    expect(sarif.runs[0].results[0].suppressions[0]).toMatchObject({ kind: 'external', status: 'accepted' });
    expect(sarif.runs[0].results[0].suppressions[0].justification).toContain('kept apart on purpose');
    const md = cli(['scan', repo.dir, '--format', 'markdown', '--verdicts', verdicts, ...cacheArgs()]).stdout;
    expect(md).not.toContain('humanSize');
    expect(md).toMatch(/1 dismissed/);
    writeFileSync(verdicts, JSON.stringify({ schema_version: '1', verdicts: [{ review_key: 'k', verdict: 'maybe' }] }));
    const bad = cli(['scan', repo.dir, '--verdicts', verdicts, '--no-cache']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/verdicts\/0\/verdict/);
  });

  it('reads .similar-code.json at the repository root; flags win; an invalid file is refused', () => {
    const r = makeRepo({ 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE, '.similar-code.json': JSON.stringify({ min_lines: 3, limits: { max_candidates: 0 }, exclude: ['src/size.ts'] }) });
    const env = JSON.parse(cli(['scan', r.dir, '--no-cache']).stdout);
    expect(env.generation.min_lines).toBe(3);
    expect(env.completion.limits.max_candidates).toBe(0);
    expect(env.completion.phases[0].processed).toBe(1); // size.ts excluded by the config
    const flagged = JSON.parse(cli(['scan', r.dir, '--no-cache', '--max-candidates', '7', '--min-lines', '4']).stdout);
    expect(flagged.completion.limits.max_candidates).toBe(7);
    expect(flagged.generation.min_lines).toBe(4);
    const bad = makeRepo({ 'a.ts': FORMAT_BYTES, '.similar-code.json': '{"limits":{"max_filez":1}}' });
    const refused = cli(['scan', bad.dir, '--no-cache']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/\.similar-code\.json/);
  });

  it('package.json version matches the CLI version', () => {
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version).toBe(SIMILAR_CODE_VERSION);
    expect(execFileSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' }).trim()).toBe(SIMILAR_CODE_VERSION);
  });
});
