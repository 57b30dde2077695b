/** `similar-code scan [PATH]`: scan a repository and print or write the envelope, SARIF, markdown or the HTML report. */
import { Command, Option } from 'commander';
import { resolve } from 'node:path';
import { runScan } from '../../scan/run.js';
import { DEFAULT_CACHE_DIR, DEFAULT_MIN_LINES } from '../../scan/options.js';
import type { ScopeRequest } from '../../contracts/pipeline.js';
import { OUTPUT_FORMATS, render, type OutputFormat } from '../../report/format.js';
import { SIMILAR_CODE_VERSION } from '../../version.js';
import { UserError } from '../../util/errors.js';
import { emit, stderrLogger } from '../io.js';
import { limitOptions, limitsFrom, parseCount, parseThreshold } from '../options.js';
import { loadSuppressions } from '../suppressions.js';
import { withoutDismissed } from '../../report/suppressions.js';
import { workingTreeSource } from '../../report/html-source.js';
import { CONFIG_FILE, loadRepoConfig } from '../config.js';

interface ScanFlags {
  files?: string[];
  workspace?: string;
  base?: string;
  head?: string;
  hunks?: boolean;
  include?: string[];
  exclude?: string[];
  format: OutputFormat;
  output?: string;
  force?: boolean;
  threshold?: number;
  includeTestPairs?: boolean;
  includeMigrationPairs?: boolean;
  minLines: number;
  cacheDir?: string;
  cache: boolean;
  companionVersion?: string;
  companionCommand?: string;
  verdicts?: string;
  repository?: string;
  ref?: string;
  verbose?: boolean;
  quiet?: boolean;
  [limit: string]: unknown;
}

export function scopeFrom(flags: ScanFlags): ScopeRequest {
  if (flags.files && (flags.base || flags.head)) throw new UserError('--files cannot be combined with --base/--head');
  if (flags.head && !flags.base) throw new UserError('--head needs --base');
  if (flags.base) return { kind: 'git', base: flags.base, head: flags.head, hunks: flags.hunks === true };
  if (flags.hunks) throw new UserError('--hunks needs --base (diff-hunk scope compares against a revision)');
  if (flags.files) return { kind: 'files', files: flags.files };
  return { kind: 'full' };
}

function companionCommand(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UserError('--companion-command must be a JSON array of strings, e.g. ["node","companion.js"]');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((s) => typeof s === 'string')) {
    throw new UserError('--companion-command must be a non-empty JSON array of strings');
  }
  return parsed as string[];
}

export function registerScan(program: Command, setExit: (code: number) => void): void {
  const cmd = program
    .command('scan')
    .description(`Scan a git repository (tracked files) for similar functions. Settings may also come from ${CONFIG_FILE} at the repository root (flags win).`)
    .argument('[path]', 'repository to scan', '.')
    .option('--files <paths...>', 'scope: only these files (compared against the whole repository)')
    .option('--base <rev>', 'scope: files changed since the merge base of <rev> and --head')
    .option('--head <rev>', 'head revision for --base (default: HEAD)')
    .option('--hunks', 'with --base: only functions that overlap changed lines')
    .option('--workspace <dir>', 'scope: only functions under this directory (a monorepo package), compared against the whole repository')
    .option('--include <globs...>', 'only paths matching these globs (one that names a folder left out by default, e.g. dist/**, admits it)')
    .option('--exclude <globs...>', 'leave out paths matching these globs')
    .addOption(new Option('--format <format>', 'output format').choices(OUTPUT_FORMATS).default('json'))
    .option('-o, --output <file>', 'write to a new file instead of stdout (never overwrites unless --force)')
    .option('--force', 'allow --output to overwrite an existing file')
    .option('--threshold <cosine>', "minimum similarity (default: the model's calibrated threshold)", parseThreshold)
    .option('--include-test-pairs', 'also report pairs with a test, fixture or example file (left out by default)')
    .option('--include-migration-pairs', 'also report pairs with a migration file (left out by default)')
    .option('--min-lines <n>', 'minimum function length in lines', parseCount, DEFAULT_MIN_LINES)
    .option('--cache-dir <dir>', `vector cache directory (default: <repo>/${DEFAULT_CACHE_DIR})`)
    .option('--no-cache', 'do not read or write the vector cache')
    .option('--verdicts <file>', 'verdict document: dismissed candidates are suppressed in SARIF and counted in markdown')
    .option('--repository <owner/repo>', 'for markdown links: the GitHub repository')
    .option('--ref <sha>', 'for markdown links: the commit to link to')
    .option('--companion-version <version>', 'exact companion version required (default: the bundled one)')
    .addOption(new Option('--companion-command <json>', 'advanced: command that starts the companion, as a JSON array').hideHelp())
    .option('-v, --verbose', 'progress and debug lines on stderr')
    .option('-q, --quiet', 'no progress or warnings on stderr');
  for (const opt of limitOptions()) cmd.addOption(opt);
  cmd.action(async (path: string, flags: ScanFlags, command: Command) => {
    const root = resolve(path);
    const scope = scopeFrom(flags);
    const config = await loadRepoConfig(root);
    const fromCli = (name: string): boolean => command.getOptionValueSource(name) === 'cli';
    const verdicts = flags.verdicts ?? (config.verdicts ? resolve(root, config.verdicts) : undefined);
    const suppressions = verdicts ? await loadSuppressions(verdicts) : undefined;
    const limits = limitsFrom(flags);
    for (const [key, value] of Object.entries(config.limits ?? {})) {
      if (!fromCli(key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))) limits[key as keyof typeof limits] = value;
    }
    const { envelope } = await runScan({
      root,
      scope,
      workspace: flags.workspace,
      include: flags.include ?? config.include,
      exclude: flags.exclude ?? config.exclude,
      threshold: flags.threshold ?? config.threshold,
      includeTestPairs: flags.includeTestPairs ?? false,
      includeMigrationPairs: flags.includeMigrationPairs ?? false,
      minLines: fromCli('minLines') ? flags.minLines : (config.min_lines ?? flags.minLines),
      limits,
      cacheDir: flags.cache ? resolve(root, flags.cacheDir ?? DEFAULT_CACHE_DIR) : null,
      companion: { version: flags.companionVersion, command: companionCommand(flags.companionCommand) },
      logger: stderrLogger({ verbose: flags.verbose === true, quiet: flags.quiet === true })
    });
    // SARIF keeps dismissed candidates (marked suppressed); markdown and html hide and count them.
    const shown = suppressions && (flags.format === 'markdown' || flags.format === 'html') ? withoutDismissed(envelope, suppressions) : { envelope, dismissed: 0 };
    const text = render(shown.envelope, flags.format, {
      toolVersion: SIMILAR_CODE_VERSION,
      sarif: suppressions ? { suppressions } : {},
      markdown: { repository: flags.repository ?? null, ref: flags.ref ?? null, dismissed: shown.dismissed },
      // the members' source from the working tree, checked against the scan's digests
      html: { readSource: workingTreeSource(root), dismissed: shown.dismissed }
    });
    await emit(text, flags.output, flags.force === true);
    setExit(0);
  });
}
