/**
 * Files over the per-file size limit, in real scans of real git repositories:
 * one made of very long lines (an SVG path or a base64 asset inlined in a
 * component, minified code) is data, left out as generated and the scan stays
 * complete; one of ordinary lines is code the scan could not read, an
 * `input-limit` skip that makes the run partial.
 */
import { runScan } from '../../src/scan/run.js';
import { discover } from '../../src/discovery/discover.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/discovery/read-source.js';
import { isDense } from '../../src/discovery/generated.js';
import { validate } from '../../src/contracts/validate.js';
import { cleanup, makeRepo } from '../helpers/git-repo.js';
import { scanOptions } from '../helpers/scan.js';
import { FORMAT_BYTES, HUMAN_SIZE } from '../scan/corpus.js';

afterAll(cleanup);

const OVER = DEFAULT_MAX_FILE_BYTES + 4096;

/** A component whose body is one inlined SVG path, as icon and illustration components are written. */
function svgComponent(bytes: number): string {
  const head = "export const Background = (props: object) => {\n  return (\n    <svg viewBox=\"0 0 1440 1081\" {...props}>\n      <path\n        d=\"";
  const tail = '"\n      />\n    </svg>\n  );\n};\n';
  const path = 'M708 195.8c.4-1.5.8-3.5 2-4.7 2-2 3 2.5 3.5 3.7 '.repeat(Math.ceil(bytes / 48)).slice(0, bytes - head.length - tail.length);
  return head + path + tail;
}

/** Ordinary hand-written lines, many small functions. */
function ordinaryModule(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const f = `export function step${i}(input: number): number {\n  const doubled = input * 2;\n  return doubled + ${i};\n}\n\n`;
    parts.push(f);
    size += f.length;
  }
  return parts.join('');
}

const files = { 'src/format.ts': FORMAT_BYTES, 'src/size.ts': HUMAN_SIZE };

describe('files and functions over the size limits', () => {
  it('measures density by mean line length, as linguist does for minified files', () => {
    expect(isDense(111 * 10, 9)).toBe(true);
    expect(isDense(110 * 10, 9)).toBe(false);
    expect(isDense(5_000_000, 0)).toBe(true);
  });

  it('leaves a file of long lines out as data and the scan stays complete', async () => {
    const repo = makeRepo({ ...files, 'src/background.tsx': svgComponent(OVER) });
    const discovery = await discover({ root: repo.dir, scope: { kind: 'full' }, maxFiles: 1000 });
    expect(discovery.files.map((f) => f.path)).toEqual(['src/format.ts', 'src/size.ts']);
    expect(discovery.skips).toEqual({ 'generated-source': 1 });
    expect(discovery.generated.map((c) => [c.label, c.count])).toEqual([
      ['minified or data files over the per-file limit (lines averaging over 110 characters)', 1]
    ]);

    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.completion.status).toBe('complete');
    expect(envelope.diagnostics.map((d) => d.code)).not.toContain('file-too-large');
    expect(envelope.diagnostics.find((d) => d.code === 'generated-excluded')?.message).toBe(
      'Left out as generated: 1 file: 1 minified or data files over the per-file limit (lines averaging over 110 characters).'
    );
    // the real code is still compared
    expect(envelope.candidates.map((c) => [c.left.name, c.right.name].sort().join(' ~ '))).toContain('formatBytes ~ humanSize');
  });

  it('keeps a file of ordinary lines an input-limit skip that makes the run partial', async () => {
    const repo = makeRepo({ ...files, 'src/steps.ts': ordinaryModule(OVER) });
    const { envelope } = await runScan(scanOptions(repo.dir));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.completion.status).toBe('partial');
    expect(envelope.diagnostics.filter((d) => d.code === 'file-too-large').map((d) => d.path)).toEqual(['src/steps.ts']);
    expect(envelope.completion.skips.filter((s) => s.reason === 'input-limit').reduce((n, s) => n + s.count, 0)).toBe(1);
    expect(envelope.diagnostics.map((d) => d.code)).not.toContain('generated-excluded');
  });

  it('reports a function over max_function_bytes without making the run partial', async () => {
    // an illustration component: 80 KiB of inlined SVG markup, with a handler inside
    const paths = Array.from({ length: 1600 }, (_, i) => `      <path d="M${i} 0 L${i} 10 L${i + 1} 10 Z" fill="#${(i % 4096).toString(16).padStart(3, '0')}" />`).join('\n');
    const illustration = `export function Illustration(props: { onPick: (n: number) => void }) {\n  const pick = (event: { detail: number }) => {\n    const n = event.detail * 2;\n    props.onPick(n);\n  };\n  return (\n    <svg onClick={pick}>\n${paths}\n    </svg>\n  );\n}\n`;
    const repo = makeRepo({ ...files, 'src/illustration.tsx': illustration });
    const { envelope } = await runScan(scanOptions(repo.dir, { minLines: 3 }));
    expect(validate('envelope', envelope)).toEqual({ ok: true });
    expect(envelope.completion.skips).toContainEqual({ phase: 'extraction', reason: 'function-too-large', count: 1 });
    expect(envelope.completion.status).toBe('complete');
  });

  it('does not measure files under the limit: a short file of long lines is still scanned', async () => {
    const repo = makeRepo({ ...files, 'src/icon.tsx': svgComponent(64 * 1024) });
    const discovery = await discover({ root: repo.dir, scope: { kind: 'full' }, maxFiles: 1000 });
    expect(discovery.files.map((f) => f.path)).toEqual(['src/format.ts', 'src/icon.tsx', 'src/size.ts']);
    expect(discovery.skips).toEqual({});
  });
});
