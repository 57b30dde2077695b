/**
 * The embedding provider for one scan, started only when a vector is missing.
 *
 * With the bundled companion, its provenance is known before it starts: the
 * scan loads the same model artifact (digest verified) and describes it with
 * the companion's own function. The cache is keyed from that, and a run that
 * parses no file (everything from the extraction cache) and finds every vector
 * cached never starts a child process; a run that parses files starts the
 * bundled companion while it parses (CompanionPrelaunch). When the companion
 * does start, its handshake must agree with what was assumed, or nothing it
 * returns is used. A custom command or companion version is always started
 * up front, since nothing about it can be known in advance.
 */
import type { EmbeddingProvider, ProviderInfo } from '../contracts/pipeline.js';
import { DiagnosticCode } from '../contracts/codes.js';
import { COMPANION_VERSION } from '../version.js';
import { startCompanion } from '../embedding/client.js';
import { describeCompanion } from '../embedding/describe-companion.js';
import { describeModel } from '../embedding/model-store.js';
import { assetPaths } from '../util/assets.js';
import { errorMessage } from '../util/errors.js';
import type { PhaseContext } from './context.js';

export interface ProviderSession {
  /** Provenance of the provider the run uses, or null when none is usable. */
  readonly info: ProviderInfo | null;
  /** The running provider, started on first use; null (with a diagnostic) when it cannot be used. */
  provider(): Promise<EmbeddingProvider | null>;
  /**
   * Up to `count` more providers of the same provenance, started in parallel
   * (for embedding on several cores). One that cannot start or disagrees is
   * left out with a debug line: the first provider still does the work.
   */
  more(count: number): Promise<EmbeddingProvider[]>;
  /** Whether the provider is the bundled companion (a custom one may be costly to start more than once). */
  readonly bundled: boolean;
  close(): Promise<void>;
}

function sameProvenance(a: ProviderInfo, b: ProviderInfo): boolean {
  return JSON.stringify([a.provider, a.model, a.parameters, a.embedding_semantics_version]) ===
    JSON.stringify([b.provider, b.model, b.parameters, b.embedding_semantics_version]);
}

function launchCompanion(ctx: PhaseContext): Promise<EmbeddingProvider> {
  const companion = ctx.options.companion ?? {};
  return startCompanion({
    command: companion.command,
    expectedVersion: companion.version,
    model: companion.model,
    timeoutMs: Math.max(1_000, Math.min(60_000, ctx.deadline - Date.now())),
    logger: ctx.logger
  });
}

function isBundled(options: PhaseContext['options']): boolean {
  const companion = options.companion ?? {};
  return !companion.command && (companion.version === undefined || companion.version === COMPANION_VERSION);
}

/**
 * The bundled companion started ahead of need, while files are parsed (its
 * start, about 0.2 s, then overlaps the parse instead of following it). The
 * session adopts it on first use and reports its failure then, exactly as if
 * it had started at that moment; unused, it is closed with the session.
 */
export class CompanionPrelaunch {
  private launched: Promise<EmbeddingProvider> | null = null;

  constructor(private readonly ctx: PhaseContext) {}

  /** Start it now (once). Only the bundled companion is started ahead: a custom one starts with the session. */
  start(): void {
    if (this.launched || !isBundled(this.ctx.options)) return;
    this.launched = launchCompanion(this.ctx);
    this.launched.catch(() => {}); // reported when adopted
  }

  /** The started companion, handed over once: whoever takes it owns it. */
  take(): Promise<EmbeddingProvider> | null {
    const launched = this.launched;
    this.launched = null;
    return launched;
  }

  async close(): Promise<void> {
    await this.take()?.then((p) => p.close(), () => {}).catch(() => {});
  }
}

export async function openProviderSession(ctx: PhaseContext, prelaunch?: CompanionPrelaunch): Promise<ProviderSession> {
  const { options, acc, logger } = ctx;
  const companion = options.companion ?? {};
  let started: Promise<EmbeddingProvider | null> | null = null;
  const running: EmbeddingProvider[] = [];

  const launch = (): Promise<EmbeddingProvider> =>
    (prelaunch?.take() ?? launchCompanion(ctx)).then((p) => {
      running.push(p);
      return p;
    });

  const start = async (assumed: ProviderInfo | null): Promise<EmbeddingProvider | null> => {
    let first: EmbeddingProvider;
    try {
      first = await launch();
    } catch (err) {
      const code = (err as { code?: string }).code ?? DiagnosticCode.CompanionStartFailed;
      acc.diagnostic({ domain: 'provider', code, message: `embedding companion unavailable: ${errorMessage(err)}`.slice(0, 1000), path: null });
      logger.warning(`embedding companion unavailable: ${errorMessage(err)}`);
      return null;
    }
    if (assumed && !sameProvenance(assumed, first.info)) {
      acc.diagnostic({
        domain: 'provider',
        code: DiagnosticCode.CompanionRefused,
        message: `the companion reported model ${first.info.model.model_id}@${first.info.model.revision} (${first.info.model.artifact_sha256.slice(0, 12)}), not the bundled ${assumed.model.model_id}@${assumed.model.revision}; its vectors are not used`,
        path: null
      });
      await first.close().catch(() => {});
      return null;
    }
    return first;
  };

  const more = async (count: number): Promise<EmbeddingProvider[]> => {
    const first = await (started ??= start(known));
    if (!first || count <= 0) return [];
    const settled = await Promise.allSettled(Array.from({ length: count }, launch));
    const out: EmbeddingProvider[] = [];
    for (const r of settled) {
      if (r.status === 'rejected') logger.debug(`an extra embedding companion did not start: ${errorMessage(r.reason)}`);
      else if (!sameProvenance(first.info, r.value.info)) {
        logger.debug('an extra embedding companion reported another model; not used');
        await r.value.close().catch(() => {});
      } else out.push(r.value);
    }
    return out;
  };

  const bundled = isBundled(options);
  let info: ProviderInfo | null = null;
  if (bundled) {
    try {
      info = describeCompanion(describeModel(assetPaths().modelsDir, companion.model ?? null));
    } catch (err) {
      logger.debug(`bundled model not loadable in-process (${errorMessage(err)}); starting the companion to find out`);
    }
  }
  if (!info) {
    started = start(null);
    info = (await started)?.info ?? null;
  }
  const known = info;
  return {
    info: known,
    provider: () => (started ??= start(known)),
    more,
    bundled,
    close: async () => {
      await prelaunch?.close();
      await Promise.all(running.map((p) => p.close().catch(() => {})));
    }
  };
}
