/**
 * The scan orchestrator: discovery → extraction → cache → embedding →
 * validation → comparison, composed from phase functions, with every cut,
 * failure and timeout turned into accounting instead of an exception.
 * Only unusable input (not a git repository, bad options) throws a UserError.
 */
import type { DiscoveryEnvelope, Generation } from '../contracts/types.js';
import type { Logger, ProviderInfo } from '../contracts/pipeline.js';
import { silentLogger } from '../contracts/pipeline.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { discover } from '../discovery/discover.js';
import { generatedExcludedDiagnostic } from '../discovery/generated.js';
import { isMigrationPath, isTestLikePath } from '../findings/file-roles.js';
import { EXTRACTION_SEMANTICS_VERSION } from '../extraction/extractor.js';
import { RunAccounting } from './accounting.js';
import { extractCorpus } from './extract-corpus.js';
import { embedFunctions } from './embed-functions.js';
import { compareFunctions } from './compare-functions.js';
import type { ScanOptions } from './options.js';
import type { PhaseContext } from './context.js';
import { CompanionPrelaunch, openProviderSession } from './provider-session.js';
import type { DecisionRule, ExtractedFunction } from '../contracts/pipeline.js';
import type { DiscoveryResult } from '../discovery/discover.js';
import { decisionRuleFor } from '../findings/rule.js';
import type { Corpus } from './extract-corpus.js';
import { loadBaseVersions, type BaseVersion } from './review-base.js';
import { reviewFunctions } from './review-functions.js';

export interface ScanResult {
  envelope: DiscoveryEnvelope;
}

export async function runScan(options: ScanOptions): Promise<ScanResult> {
  const logger: Logger = options.logger ?? silentLogger;
  const started = Date.now();
  const deadline = started + options.limits.timeout_ms;
  const acc = new RunAccounting();

  logger.info('discovery: listing tracked files');
  const discovery = await discover({
    root: options.root,
    scope: options.scope,
    include: options.include,
    exclude: options.exclude,
    workspace: options.workspace,
    maxFiles: options.limits.max_files
  });
  acc.addSkips('discovery', discovery.skips);
  discovery.diagnostics.forEach((d) => acc.diagnostic(d));
  // what the defaults left out, once per scan (the markdown's "What was scanned" shows these)
  const generatedLeftOut = generatedExcludedDiagnostic(discovery.generated);
  if (generatedLeftOut) acc.diagnostic(generatedLeftOut);
  const testLike = options.includeTestPairs === true ? 0 : discovery.files.filter((f) => isTestLikePath(f.path)).length;
  if (testLike > 0) {
    acc.diagnostic({
      domain: 'workspace',
      code: DiagnosticCode.TestPairsExcluded,
      message: `Pairs with a test, fixture or example file not reported (${testLike} test, fixture or example file${testLike === 1 ? '' : 's'} scanned; --include-test-pairs or the action's include-test-pairs input shows them).`,
      path: null
    });
  }
  const migrations = options.includeMigrationPairs === true ? 0 : discovery.files.filter((f) => isMigrationPath(f.path)).length;
  if (migrations > 0) {
    acc.diagnostic({
      domain: 'workspace',
      code: DiagnosticCode.MigrationPairsExcluded,
      message: `Pairs with a migration file not reported (${migrations} migration file${migrations === 1 ? '' : 's'} scanned; --include-migration-pairs or the action's include-migration-pairs input shows them).`,
      path: null
    });
  }
  acc.phase(
    'discovery',
    (discovery.skips['input-limit'] ?? 0) > 0 ? 'partial' : 'complete',
    discovery.files.length,
    discovery.tracked,
    (discovery.skips['input-limit'] ?? 0) > 0 ? 'file admission limit reached (max_files or file size)' : null
  );

  logger.info(`extraction: ${discovery.files.length} files`);
  const ctx: PhaseContext = { options, deadline, acc, logger };
  // Files to parse mean functions to embed, most likely: the companion starts while they are parsed.
  const prelaunch = new CompanionPrelaunch(ctx);
  let corpus;
  try {
    corpus = await extractCorpus(discovery, ctx, () => prelaunch.start());
  } catch (err) {
    await prelaunch.close();
    throw err;
  }

  const session = await openProviderSession(ctx, prelaunch);
  const info = session.info;
  try {
    const rule = decisionRuleFor(info?.calibration ?? { default_threshold: 1, bands: { moderate: 1, high: 1, very_high: 1 } });
    const cloneThreshold = options.threshold ?? info?.calibration.default_threshold ?? 1;
    const review = corpus.inScope && reviewsAChange(options.scope) ? await reviewPlan(discovery, corpus, ctx, rule) : null;
    const generation = info ? generationFor(info, options, discovery.scope) : fallbackGeneration(options, discovery.scope);
    // a review shows re-implementations down to the rule's floor: that is the run's cosine floor
    if (review) generation.threshold = Math.min(cloneThreshold, review.rule.reimplementation_floor);
    const bands = info?.calibration.bands ?? { moderate: cloneThreshold, high: 1, very_high: 1 };
    const all = review ? [...corpus.functions, ...review.baseFunctions] : corpus.functions;
    const embedded = await embedFunctions(all, review ? review.embedFirst : corpus.inScope, info ? session : null, generation, ctx, corpus.hydrate);
    let candidates;
    if (review && corpus.inScope) {
      const n = corpus.functions.length;
      const baseVectors = review.baseIndex.map((i) => (i < 0 ? undefined : embedded.vectors[n + i]));
      ({ candidates } = await reviewFunctions(
        {
          functions: corpus.functions,
          vectors: embedded.vectors.slice(0, n),
          dims: embedded.dims,
          rows: [...corpus.inScope],
          versions: review.versions,
          baseVectors,
          root: discovery.root,
          rule: review.rule,
          cloneThreshold,
          includeTestPairs: options.includeTestPairs ?? false,
          includeMigrationPairs: options.includeMigrationPairs ?? false,
          hydrate: corpus.hydrate
        },
        generation,
        bands,
        ctx
      ));
    } else {
      candidates = await compareFunctions(corpus.functions, embedded, corpus.inScope, generation, bands, ctx, { rule, includeTestPairs: options.includeTestPairs ?? false, includeMigrationPairs: options.includeMigrationPairs ?? false });
    }
    acc.phase('enrichment', 'skipped', 0, null, 'enrichment is built per candidate by `similar-code inspect`');
    const envelope: DiscoveryEnvelope = {
      schema_version: '1',
      generation,
      candidates,
      completion: acc.completion(options.limits, embedded.cacheSummary, embedded.inferenceMs),
      diagnostics: acc.diagnostics()
    };
    if (options.context) {
      envelope.context = {
        ...options.context,
        head_sha: options.context.head_sha ?? discovery.headSha,
        base_sha: options.context.base_sha ?? discovery.baseSha
      };
    }
    logger.info(`done: ${candidates.length} candidates, ${envelope.completion.status}, ${Date.now() - started} ms`);
    return { envelope };
  } finally {
    await session.close();
  }
}

/**
 * A scope that is a change (a PR: git base..head, or the files API's changed
 * files with their patches) is reviewed; explicit files or a workspace
 * without a base are not a change, so their pairs are listed as such (two
 * in-scope functions there are not "changed together").
 */
function reviewsAChange(scope: ScanOptions['scope']): boolean {
  return scope.kind === 'git' || (scope.kind === 'files' && scope.hunks !== undefined);
}

interface ReviewPlan {
  rule: DecisionRule;
  versions: BaseVersion[];
  /** Base versions of modified functions, embedded after the corpus. */
  baseFunctions: ExtractedFunction[];
  /** Per in-scope row: the index of its base version in baseFunctions, or -1. */
  baseIndex: number[];
  /** Embedding admission order: in-scope functions and their base versions first. */
  embedFirst: Int32Array;
}

/**
 * What a scoped run reviews: each in-scope function's base version (git
 * scopes; without a base revision every in-scope function is judged as new)
 * and the decision rule with the user's threshold as a floor.
 */
async function reviewPlan(discovery: DiscoveryResult, corpus: Corpus, ctx: PhaseContext, modelRule: DecisionRule): Promise<ReviewPlan> {
  const { options } = ctx;
  const rows = [...corpus.inScope!];
  let versions: BaseVersion[] = rows.map(() => ({ change: 'added', base: null, lineChange: null }));
  if (discovery.base) {
    const loaded = await loadBaseVersions(discovery.root, discovery.base, corpus.functions, rows, { minLines: options.minLines, maxFunctionBytes: options.limits.max_function_bytes }, ctx.deadline);
    versions = loaded.versions;
    if (loaded.unread > 0) {
      ctx.acc.diagnostic({
        domain: 'workspace',
        code: DiagnosticCode.Timeout,
        message: `timeout_ms reached while looking for moved functions: ${loaded.unread} changed or deleted files were not read at the base (a function moved out of them is reviewed as new)`,
        path: null
      });
    }
  }
  const baseFunctions: ExtractedFunction[] = [];
  const baseIndex = versions.map((v) => (v.base ? baseFunctions.push(v.base) - 1 : -1));
  const n = corpus.functions.length;
  const embedFirst = Int32Array.from([...rows, ...baseFunctions.map((_, i) => n + i)].sort((a, b) => a - b));
  const rule = options.threshold === undefined ? modelRule : { ...modelRule, reimplementation_floor: Math.max(modelRule.reimplementation_floor, options.threshold) };
  return { rule, versions, baseFunctions, baseIndex, embedFirst };
}

function generationFor(info: ProviderInfo, options: ScanOptions, scope: { active: boolean; paths: string[] }): Generation {
  return {
    extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
    embedding_semantics_version: info.embedding_semantics_version,
    provider: { ...info.provider },
    model: { ...info.model },
    parameters: { ...info.parameters, batch_size: Math.min(info.parameters.batch_size, options.limits.max_batch_size) },
    scope: { active: scope.active, paths: [...scope.paths] },
    threshold: options.threshold ?? info.calibration.default_threshold,
    min_lines: options.minLines
  };
}

/**
 * Provenance when no companion could be started: nothing was embedded, so
 * the model fields say so rather than guessing what would have been used.
 */
function fallbackGeneration(options: ScanOptions, scope: { active: boolean; paths: string[] }): Generation {
  return {
    extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
    embedding_semantics_version: 0,
    provider: {
      provider: 'official-local-companion',
      companion_version: options.companion?.version ?? 'unavailable',
      protocol_version: 0,
      source_left_machine: false
    },
    model: { model_id: 'unavailable', revision: 'unavailable', artifact_sha256: '', license: 'unavailable', dimensions: 0 },
    parameters: { dtype: 'unavailable', pooling: 'unavailable', normalized: true, batch_size: 0, max_tokens: 0, parameter_sha256: '' },
    scope: { active: scope.active, paths: [...scope.paths] },
    threshold: options.threshold ?? 1,
    min_lines: options.minLines
  };
}
