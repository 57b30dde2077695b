import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startCompanion, CompanionError, type CompanionClient } from '../../src/embedding/client.js';
import { checkVectors } from '../../src/embedding/validate-vectors.js';
import { validate } from '../../src/contracts/validate.js';
import { COMPANION_VERSION } from '../../src/version.js';
import { EMBEDDING_SEMANTICS_VERSION } from '../../src/embedding/protocol.js';
import { ensureDevBuild, repoRoot } from '../helpers/dev-build.js';

const companion = ensureDevBuild();
const defaultId = (JSON.parse(readFileSync(join(repoRoot, 'models', 'default.json'), 'utf8')) as { default_model: string }).default_model;
const card = JSON.parse(readFileSync(join(repoRoot, 'models', defaultId, 'model.json'), 'utf8')) as {
  model_id: string; revision: string; artifact_sha256: string; license: string; dimensions: number;
  parameters: Record<string, unknown>; calibration: { default_threshold: number; bands: Record<string, number> };
};

const dot = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * b[i]!, 0);

// Real-looking functions, already in normalized form (tokens joined by single spaces).
const FORMAT_BYTES = "function formatBytes ( bytes , decimals = 2 ) { if ( bytes === 0 ) return '0 Bytes' ; const k = 1024 ; const dm = decimals < 0 ? 0 : decimals ; const sizes = [ 'Bytes' , 'KB' , 'MB' , 'GB' , 'TB' ] ; const i = Math . floor ( Math . log ( bytes ) / Math . log ( k ) ) ; return parseFloat ( ( bytes / Math . pow ( k , i ) ) . toFixed ( dm ) ) + ' ' + sizes [ i ] ; }";
// Renamed identifiers, changed literals, reformatted (different optional parens/semicolons).
const FORMAT_BYTES_COPY = "function humanSize ( n , places = 1 ) { if ( n === 0 ) return '0 B' ; const base = 1000 ; const p = places < 0 ? 0 : places ; const units = [ 'B' , 'kB' , 'MB' , 'GB' , 'TB' ] ; const e = Math . floor ( Math . log ( n ) / Math . log ( base ) ) ; return parseFloat ( ( n / Math . pow ( base , e ) ) . toFixed ( p ) ) + ' ' + units [ e ] }";
const UNRELATED = [
  "function debounce ( fn , wait ) { let timer = null ; return function ( ... args ) { clearTimeout ( timer ) ; timer = setTimeout ( ( ) => fn . apply ( this , args ) , wait ) ; } ; }",
  "async function readJson ( path ) { const text = await fs . promises . readFile ( path , 'utf8' ) ; try { return JSON . parse ( text ) ; } catch ( err ) { throw new Error ( `invalid JSON in ${ path }: ${ err . message }` ) ; } }",
  "function groupBy ( items , key ) { const out = { } ; for ( const item of items ) { const k = item [ key ] ; ( out [ k ] ??= [ ] ) . push ( item ) ; } return out ; }",
  "function isValidEmail ( s ) { return typeof s === 'string' && / ^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$ / . test ( s ) ; }",
  "class Stack { constructor ( ) { this . items = [ ] ; } push ( x ) { this . items . push ( x ) ; return this ; } pop ( ) { if ( this . items . length === 0 ) throw new Error ( 'empty' ) ; return this . items . pop ( ) ; } }",
  "function formatDuration ( ms ) { const s = Math . floor ( ms / 1000 ) ; const m = Math . floor ( s / 60 ) ; const h = Math . floor ( m / 60 ) ; return `${ h }h ${ m % 60 }m ${ s % 60 }s` ; }",
  "function chunk ( array , size ) { const result = [ ] ; for ( let i = 0 ; i < array . length ; i += size ) { result . push ( array . slice ( i , i + size ) ) ; } return result ; }"
];

describe('the real companion', () => {
  let client: CompanionClient;
  beforeAll(async () => {
    client = await startCompanion({ command: [process.execPath, companion] });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('hands over provenance that matches model.json and the schema', () => {
    const info = client.info;
    expect(info.provider).toEqual({ provider: 'official-local-companion', companion_version: COMPANION_VERSION, protocol_version: 1, source_left_machine: false });
    expect(info.model).toEqual({ model_id: card.model_id, revision: card.revision, artifact_sha256: card.artifact_sha256, license: card.license, dimensions: card.dimensions });
    expect(info.parameters).toMatchObject(card.parameters);
    expect(info.parameters.parameter_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(info.calibration).toEqual(card.calibration);
    expect(info.embedding_semantics_version).toBe(EMBEDDING_SEMANTICS_VERSION);
    const c = info.calibration;
    expect(c.bands.moderate).toBeLessThan(c.bands.high);
    expect(c.bands.high).toBeLessThan(c.bands.very_high);
    expect(validate('snapshot', {}).ok).toBe(false); // the validator is live
  });

  it('returns valid unit vectors, and a renamed, reformatted copy scores above every unrelated function', async () => {
    const texts = [FORMAT_BYTES, FORMAT_BYTES_COPY, ...UNRELATED];
    const r = await client.embed(texts);
    expect(checkVectors(r.vectors, texts.length, client.info.model.dimensions)).toEqual({ ok: true });
    expect(r.truncated).toEqual([]);
    const copy = dot(r.vectors[0]!, r.vectors[1]!);
    const unrelated = r.vectors.slice(2).map((v) => dot(r.vectors[0]!, v));
    expect(copy).toBeGreaterThan(Math.max(...unrelated));
    expect(copy).toBeGreaterThanOrEqual(client.info.calibration.default_threshold);
    for (const u of unrelated) expect(u).toBeLessThan(client.info.calibration.default_threshold);
  });

  it('reports deterministic truncation past max_tokens', async () => {
    const long = Array.from({ length: client.info.parameters.max_tokens + 50 }, (_, i) => `x${i}`).join(' + ');
    const r = await client.embed(['function a ( ) { }', long, long.slice(0, 200)]);
    expect(r.truncated).toEqual([1]);
  });

  it('embeds more texts than one batch by splitting', async () => {
    const n = client.info.parameters.batch_size + 3;
    const texts = Array.from({ length: n }, (_, i) => `function f${i} ( a ) { return a * ${i} ; }`);
    const r = await client.embed(texts);
    expect(checkVectors(r.vectors, n, client.info.model.dimensions)).toEqual({ ok: true });
  });
});

it('gives byte-identical vectors from two separate processes', async () => {
  const texts = [FORMAT_BYTES, ...UNRELATED, ''];
  const bytes: Buffer[] = [];
  for (let run = 0; run < 2; run++) {
    const c = await startCompanion({ command: [process.execPath, companion] });
    try {
      const r = await c.embed(texts);
      bytes.push(Buffer.concat(r.vectors.map((v) => Buffer.from(v.buffer, v.byteOffset, v.byteLength))));
    } finally {
      await c.close();
    }
  }
  expect(bytes[0]!.length).toBe(texts.length * card.dimensions * 4);
  expect(bytes[0]!.equals(bytes[1]!)).toBe(true);
});

it('refuses a model whose bytes do not match model.json', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sc-models-'));
  try {
    cpSync(join(repoRoot, 'models'), dir, { recursive: true });
    const bin = join(dir, defaultId, 'model.bin');
    const bytes = readFileSync(bin);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    writeFileSync(bin, bytes);
    const err = await startCompanion({ command: [process.execPath, companion, '--models-dir', dir] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CompanionError);
    expect((err as CompanionError).code).toBe('model-unavailable');
    expect((err as CompanionError).message).toMatch(/does not match model.json/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses an unknown model id', async () => {
  await expect(startCompanion({ command: [process.execPath, companion], model: 'no-such-model' })).rejects.toMatchObject({ code: 'model-unavailable' });
});

/** Talk to the companion directly, line by line. */
async function converse(lines: string[]): Promise<{ replies: Record<string, unknown>[]; code: number | null }> {
  const child = spawn(process.execPath, [companion], { stdio: ['pipe', 'pipe', 'pipe'] });
  const replies: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout }).on('line', (l) => replies.push(JSON.parse(l) as Record<string, unknown>));
  for (const l of lines) child.stdin.write(`${l}\n`);
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  return { replies, code };
}

describe('the companion protocol, spoken directly', () => {
  const hello = JSON.stringify({ type: 'hello', protocol_versions: [1], client_version: 'test', model: null });

  it('answers bad requests with errors and keeps running; every reply validates', async () => {
    const big = JSON.stringify({ type: 'embed', id: 2, texts: Array.from({ length: 257 }, () => 'a') });
    const { replies, code } = await converse([
      JSON.stringify({ type: 'embed', id: 1, texts: ['a'] }), // before hello
      hello,
      'not json at all',
      JSON.stringify({ type: 'embed', id: 7, texts: 'nope' }),
      big,
      JSON.stringify({ type: 'embed', id: 3, texts: ['function a ( ) { return 1 ; }'] }),
      JSON.stringify({ type: 'shutdown' })
    ]);
    expect(code).toBe(0);
    for (const r of replies) expect(validate('companion-protocol', r)).toEqual({ ok: true });
    expect(replies.map((r) => [r.type, r.id ?? null, r.code ?? null])).toEqual([
      ['error', 1, 'handshake-required'],
      ['hello', null, null],
      ['error', null, 'invalid-message'],
      ['error', 7, 'invalid-message'],
      ['error', 2, 'batch-too-large'],
      ['embeddings', 3, null],
      ['bye', null, null]
    ]);
  });

  it('answers a client with no common protocol version with an error', async () => {
    const { replies, code } = await converse([JSON.stringify({ type: 'hello', protocol_versions: [2, 3], client_version: 'x', model: null })]);
    expect(replies).toEqual([expect.objectContaining({ type: 'error', id: null, code: 'unsupported-protocol-version' })]);
    expect(code).toBe(0);
  });

  it('exits 0 on EOF', async () => {
    const { replies, code } = await converse([hello]);
    expect(replies).toHaveLength(1);
    expect(code).toBe(0);
  });
});
