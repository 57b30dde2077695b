import { describe, expect, it } from '@jest/globals';
import { extract } from './helpers.js';

const ORIGINAL = `import { log } from './log';

export function formatBytes(bytes: number, decimals = 2): string {
  if (bytes === 0) return '0 Bytes';
  const k = 1024; // base
  const sizes = ['Bytes', 'KB', 'MB'];
  const i = Math.floor(Math.log(bytes) / Math.log(k));
  return \`\${parseFloat((bytes / Math.pow(k, i)).toFixed(decimals))} \${sizes[i]}\`;
}
`;

const REFORMATTED = `/**
 * Formats a byte count.
 */
export function formatBytes(
  bytes: number,
  decimals = 2 /* digits */
): string
{
  // zero is special
  if (bytes === 0)
    return '0 Bytes';
  const k = 1024;
  const sizes = [
    'Bytes', // one
    'KB',
    'MB'
  ];
  const i = Math.floor(
    Math.log(bytes) / Math.log(k)
  );
  return \`\${ parseFloat((bytes / Math.pow(k, i)).toFixed(decimals)) } \${ sizes[i] }\`;
}
`;

const RENAMED = ORIGINAL.replace(/sizes/g, 'units');

describe('normalization', () => {
  it('is the tokens joined by single spaces, comments dropped', async () => {
    const r = await extract('a.js', 'function add(a, b) {\n  // sum\n  return a   +\n    b; /* c */\n}\n', 'javascript');
    expect(r.functions[0]!.normalized).toBe('function add ( a , b ) { return a + b ; }');
  });

  it('keeps string, regex and template literal text exactly', async () => {
    const text = "const f = () => {\n  return ['a  b', \"c\\n\", /x  y/g, `t  ${ a }  u`, `  plain  `];\n};\n";
    const r = await extract('s.js', text, 'javascript');
    // template text runs are tokens `t  ` and `  u` (source text), joined to `${`, `a`, `}` by one space each
    expect(r.functions[0]!.normalized).toBe(
      "( ) => { return [ 'a  b' , \"c\\n\" , /x  y/g , `t   ${ a }   u` , `  plain  ` ] ; }"
    );
  });

  it('collapses JSX text layout into words', async () => {
    const a = await extract('a.jsx', 'function A() {\n  return <p>\n    hello   world\n  </p>;\n}\n', 'javascript');
    const b = await extract('a.jsx', 'function A() {\n  return <p>hello world</p>;\n}\n', 'javascript');
    expect(a.functions[0]!.normalized).toBe('function A ( ) { return < p > hello world </ p > ; }');
    expect(b.functions[0]!.normalized).toBe(a.functions[0]!.normalized);
  });

  it('is identical for a reformatted and recommented copy', async () => {
    const a = await extract('a.ts', ORIGINAL, 'typescript');
    const b = await extract('b.ts', REFORMATTED, 'typescript');
    expect(a.functions).toHaveLength(1);
    expect(b.functions).toHaveLength(1);
    const [fa, fb] = [a.functions[0]!, b.functions[0]!];
    expect(fb.normalized).toBe(fa.normalized);
    expect(fb.normalized_sha256).toBe(fa.normalized_sha256);
    expect(fb.location.source_sha256).not.toBe(fa.location.source_sha256);
    expect(fb.location.start_line).not.toBe(fa.location.start_line);
    expect(fa.normalized).not.toMatch(/base|digits|zero is special|\n/);
    expect(fa.normalized).toContain("'0 Bytes'");
  });

  it('differs for a renamed copy', async () => {
    const a = await extract('a.ts', ORIGINAL, 'typescript');
    const c = await extract('c.ts', RENAMED, 'typescript');
    expect(c.functions[0]!.normalized).not.toBe(a.functions[0]!.normalized);
    expect(c.functions[0]!.normalized_sha256).not.toBe(a.functions[0]!.normalized_sha256);
    expect(c.functions[0]!.normalized).toBe(a.functions[0]!.normalized.replace(/sizes/g, 'units'));
  });

  it('differs when a string literal changes', async () => {
    const a = await extract('a.ts', ORIGINAL, 'typescript');
    const d = await extract('d.ts', ORIGINAL.replace("'KB'", "'kB'"), 'typescript');
    expect(d.functions[0]!.normalized).not.toBe(a.functions[0]!.normalized);
  });

  it('is deterministic: same input, identical output, also from a fresh extractor', async () => {
    const { createExtractor } = await import('../../src/extraction/extractor.js');
    const fresh = await createExtractor();
    const options = { minLines: 1, maxFunctionBytes: 1 << 20 };
    const first = await extract('a.ts', ORIGINAL + REFORMATTED, 'typescript', options);
    const second = await extract('a.ts', ORIGINAL + REFORMATTED, 'typescript', options);
    const third = fresh.extract({ path: 'a.ts', language: 'typescript', text: ORIGINAL + REFORMATTED }, options);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(third)).toBe(JSON.stringify(first));
  });
});
