/**
 * One entry for `--format json|sarif|markdown|html`: the envelope as JSON
 * (unchanged by the other formats), SARIF 2.1.0, markdown, or the
 * self-contained HTML report (which needs the members' source: `html`).
 * Returns text; writing it is the caller's job.
 */
import type { DiscoveryEnvelope } from '../contracts/types.js';
import { toJson } from '../util/json.js';
import { DEFAULT_MAX_ROWS, JOB_SUMMARY_MAX_CHARS, toMarkdown, type MarkdownOptions } from './markdown.js';
import { sarifCategory, toSarif, type SarifOptions } from './sarif.js';
import { toHtml, type HtmlOptions } from './html.js';

export const OUTPUT_FORMATS = ['json', 'sarif', 'markdown', 'html'] as const;
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
  /** For html, required: where the members' source comes from (workingTreeSource). */
  html?: HtmlOptions;
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
    case 'html':
      if (!opts.html) throw new Error('the html format needs html.readSource (where the members\' source comes from)');
      return toHtml(envelope, { toolVersion: opts.toolVersion, ...opts.html });
  }
}
