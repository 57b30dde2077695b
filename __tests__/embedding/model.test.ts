import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Hex } from '../../src/util/hash.js';
import { tokenize, identifierSubtokens } from '../../src/embedding/lexer.js';
import { describeModel, loadModel, parameterSha256, ModelUnavailableError } from '../../src/embedding/model-store.js';
import { parseModel, serializeModel } from '../../src/embedding/model-format.js';
import { HashModel, cosine } from '../../src/embedding/hash-model.js';
import { renamedCopy } from '../../src/embedding/recipe.js';
import { canonicalJson } from '../../src/embedding/canonical-json.js';
import { EMBEDDING_SEMANTICS_VERSION } from '../../src/embedding/protocol.js';
import { repoRoot } from '../helpers/dev-build.js';

const modelsDir = join(repoRoot, 'models');
const loaded = loadModel(modelsDir);
const bin = join(modelsDir, loaded.provenance.model_id, 'model.bin');
/** The hashed (random-projection) model built by scripts/build-model.mjs. */
const hashBin = join(modelsDir, 'sc-hash-256', 'model.bin');

describe('lexer', () => {
  const kw = new Set(['return', 'const']);
  it('keeps strings with spaces, templates and regexes whole', () => {
    const { tokens } = tokenize("const s = 'a b c' + `x ${ y + '}' } z` ; return / a b /g . test ( s ) ;", kw);
    expect(tokens.map((t) => `${t.kind}:${t.text}`)).toEqual([
      'kw:const', 'id:s', 'punct:=', "str:'a b c'", 'punct:+', "tmpl:`x ${ y + '}' } z`", 'punct:;',
      'kw:return', 'regex:/ a b /g', 'punct:.', 'id:test', 'punct:(', 'id:s', 'punct:)', 'punct:;'
    ]);
  });
  it('treats / after an operand as division and splits identifiers into sub-tokens', () => {
    expect(tokenize('a / b / c', kw).tokens.map((t) => t.kind)).toEqual(['id', 'punct', 'id', 'punct', 'id']);
    expect(identifierSubtokens('parseHTTPResponse_v2')).toEqual(['parse', 'http', 'response', 'v', '2']);
  });
  it('truncates deterministically at max tokens', () => {
    expect(tokenize('a b c d', kw, 3)).toEqual({ tokens: [{ kind: 'id', text: 'a' }, { kind: 'id', text: 'b' }, { kind: 'id', text: 'c' }], truncated: true });
    expect(tokenize('a b c', kw, 3).truncated).toBe(false);
  });
});

describe('the embedded model', () => {
  it('is small enough to ship and matches its provenance', () => {
    expect(statSync(bin).size).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(sha256Hex(readFileSync(bin))).toBe(loaded.provenance.artifact_sha256);
    expect(loaded.model.dimensions).toBe(loaded.provenance.dimensions);
  });

  it('sc-hash-256 is rebuilt byte-identically by its recipe and still loads (format v1)', () => {
    const out = mkdtempSync(join(tmpdir(), 'sc-model-'));
    try {
      execFileSync(process.execPath, [join(repoRoot, 'scripts', 'build-model.mjs'), '--out', out], { cwd: repoRoot, stdio: 'pipe' });
      expect(readFileSync(join(out, 'model.bin')).equals(readFileSync(hashBin))).toBe(true);
      const hash = loadModel(modelsDir, 'sc-hash-256');
      expect(parseModel(readFileSync(hashBin)).header.format_version).toBe(1);
      expect(hash.model.embed('function a ( b ) { return b + 1 ; }').vector.length).toBe(256);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses an artifact whose sha256 does not match model.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-models-'));
    try {
      cpSync(modelsDir, dir, { recursive: true });
      const b = readFileSync(join(dir, loaded.provenance.model_id, 'model.bin'));
      b[100] = b[100]! ^ 0xff;
      writeFileSync(join(dir, loaded.provenance.model_id, 'model.bin'), b);
      expect(() => loadModel(dir)).toThrow(ModelUnavailableError);
      expect(() => loadModel(dir)).toThrow(/does not match model.json/);
      expect(() => describeModel(dir)).toThrow(/does not match model.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes a model from its card and header exactly as loading it does', () => {
    const { model: _model, ...described } = loaded;
    expect(describeModel(modelsDir)).toEqual(described);
    expect(describeModel(modelsDir, 'sc-hash-256')).toEqual((({ model: _m, ...rest }) => rest)(loadModel(modelsDir, 'sc-hash-256')));
    // a header that disagrees with the card is refused by both
    const dir = mkdtempSync(join(tmpdir(), 'sc-models-'));
    try {
      cpSync(modelsDir, dir, { recursive: true });
      const card = join(dir, loaded.provenance.model_id, 'model.json');
      writeFileSync(card, JSON.stringify({ ...JSON.parse(readFileSync(card, 'utf8')), dimensions: 7 }));
      expect(() => describeModel(dir)).toThrow(/disagrees with the artifact header/);
      expect(() => loadModel(dir)).toThrow(/disagrees with the artifact header/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('scores renamed copies above unrelated functions', () => {
    const m = loaded.model;
    const fns = [
      'function sum ( xs ) { let total = 0 ; for ( const x of xs ) { total += x ; } return total ; }',
      "function capitalize ( word ) { if ( ! word ) return '' ; return word [ 0 ] . toUpperCase ( ) + word . slice ( 1 ) . toLowerCase ( ) ; }",
      'async function retry ( fn , attempts = 3 ) { let last ; for ( let i = 0 ; i < attempts ; i ++ ) { try { return await fn ( ) ; } catch ( e ) { last = e ; await sleep ( 100 * 2 ** i ) ; } } throw last ; }',
      'function unique ( arr ) { return Array . from ( new Set ( arr ) ) . sort ( ( a , b ) => a - b ) ; }'
    ];
    const vecs = fns.map((f) => m.embed(f).vector);
    fns.forEach((f, i) => {
      const copy = m.embed(renamedCopy(f, 42 + i, true)).vector;
      const self = cosine(vecs[i]!, copy);
      for (let j = 0; j < fns.length; j++) if (j !== i) expect(self).toBeGreaterThan(cosine(copy, vecs[j]!));
    });
  });

  it('pins the vectors of the default model to the embedding semantics version (cached vectors stay valid)', () => {
    // The vector cache trusts (artifact, parameters, EMBEDDING_SEMANTICS_VERSION): a code change that moves a
    // vector of the same artifact (lexer, features, bindings of the lexical part) must bump the version here and there.
    const texts = [
      'function formatBytes ( bytes , decimals = 2 ) { const k = 1024 ; const i = Math . floor ( Math . log ( bytes ) / Math . log ( k ) ) ; return parseFloat ( ( bytes / Math . pow ( k , i ) ) . toFixed ( decimals ) ) ; }',
      'const chunk = < T > ( items : T [ ] , size : number ) : T [ ] [ ] => { const out = [ ] ; for ( let i = 0 ; i < items . length ; i += size ) out . push ( items . slice ( i , i + size ) ) ; return out ; }',
      "async load ( { id , ...rest } ) { try { return await this . store . get ( `k:${id}` , rest ) ; } catch ( err ) { throw new LoadError ( err ) ; } }",
      // the own name hidden only where it names the function (semantics 2): `this . view . rerender` stays
      'rerender ( element ) { if ( element === undefined ) { this . view . rerender ( ) ; return ; } this . rerender ( element . parent ) ; }',
      // long literal contents count (semantics 4)
      'const styles = ( ) => { return css ` display : flex ; align-items : center ; padding : 8px 16px ; border-radius : 4px ; ` ; }'
    ];
    const rounded = texts.map((t) => Array.from(loaded.model.embed(t).vector, (x) => Math.round(x * 1e5)).join(','));
    expect({ model: loaded.provenance.model_id, semantics: EMBEDDING_SEMANTICS_VERSION, digest: sha256Hex(rounded.join('\n')).slice(0, 16) }).toEqual({ model: 'sc-learned6-288', semantics: 4, digest: '8dac332aa294dd4b' });
  });

  it('embeds empty text as a fixed unit vector', () => {
    const v = loaded.model.embed('').vector;
    expect(v[0]).toBe(1);
    expect(v.reduce((s, x) => s + x * x, 0)).toBe(1);
  });

  it('takes every number from the artifact: a changed channel weight changes vectors and parameter_sha256', () => {
    const data = parseModel(readFileSync(bin));
    const header = { ...data.header, channels: data.header.channels.map((c) => (c.name === 'id' ? { ...c, weight: c.weight * 3 } : c)) };
    const other = new HashModel({ ...data, header });
    const text = 'function add ( firstValue , secondValue ) { return firstValue + secondValue ; }';
    expect(Buffer.from(other.embed(text).vector.buffer).equals(Buffer.from(loaded.model.embed(text).vector.buffer))).toBe(false);
    const { parameter_sha256: _p, ...params } = loaded.parameters;
    expect(parameterSha256(params, data.header)).toBe(loaded.parameters.parameter_sha256);
    expect(parameterSha256(params, header)).not.toBe(loaded.parameters.parameter_sha256);
    expect(parameterSha256({ ...params, max_tokens: params.max_tokens + 1 }, data.header)).not.toBe(loaded.parameters.parameter_sha256);
  });

  it('round-trips the binary format', () => {
    const data = parseModel(readFileSync(bin));
    const { arrays, name: _name, lexical: _lexical, ...rest } = data.header;
    const small = serializeModel({ ...rest, format_version: 2, buckets: 4, dimensions: 2 }, Float32Array.from([1, 2, 3, 4]), { dtype: 'float32', values: Float32Array.from([1, 0, 0, 1, 1, 1, -1, 0.5]), scale: 1 });
    const back = parseModel(small);
    expect(Array.from(back.bucketWeights)).toEqual([1, 2, 3, 4]);
    expect(Array.from(back.projection)).toEqual([1, 0, 0, 1, 1, 1, -1, 0.5]);
    expect(arrays.projection.dtype).toBe('int8');
    expect(() => parseModel(Buffer.from('NOTAMODEL...'))).toThrow(/bad magic/);
  });

  it('canonical JSON sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });
});
