/**
 * One entry for `--format json|sarif|markdown`: the envelope as JSON
 * (unchanged by the other formats), SARIF 2.1.0, or markdown. Returns text;
 * writing it is the caller's job.
 */
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { toJson } from '../util/json.js';
import { DEFAULT_MAX_ROWS, JOB_SUMMARY_MAX_CHARS, toMarkdown, type MarkdownOptions } from './markdown.js';
import { sarifCategory, toSarif, type SarifOptions } from './sarif.js';

export const OUTPUT_FORMATS = ['json', 'sarif', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

export interface RenderOptions {
  /** The similar-code version, for SARIF's tool.driver. */
  toolVersion: string;
  /** Overrides for SARIF; category defaults to the envelope's mode (sarifCategory). */
  sarif?: Partial<SarifOptions>;
  /** Overrides for markdown; defaults: DEFAULT_MAX_ROWS rows, the job summary limit. */
  markdown?: Partial<MarkdownOptions>;
}

export function render(envelope: DiscoveryEnvelope, format: OutputFormat, opts: RenderOptions): string {
  switch (format) {
    case 'json':
      return toJson(envelope);
    case 'sarif':
      return toJson(
        toSarif(envelope, { category: sarifCategory(envelope), ...opts.sarif, toolVersion: opts.sarif?.toolVersion ?? opts.toolVersion })
      );
    case 'markdown':
      return toMarkdown(envelope, { maxRows: DEFAULT_MAX_ROWS, maxChars: JOB_SUMMARY_MAX_CHARS, ...opts.markdown });
  }
}
