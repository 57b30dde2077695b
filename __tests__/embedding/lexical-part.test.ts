import { HashModel, cosine } from '../../src/embedding/hash-model.js';
import { LEXICAL_FORMAT_VERSION, ModelFormatError, parseModel, serializeModel, type HashModelHeader } from '../../src/embedding/model-format.js';
import { tinyHeader } from '../helpers/tiny-model.js';
import { initProjection, quantizeRows } from '../../bench/quality/train/weights.js';

// body 16, lexical 24, name 8
const header = (over: Partial<HashModelHeader> = {}): Omit<HashModelHeader, 'arrays'> =>
  tinyHeader({
    format_version: LEXICAL_FORMAT_VERSION,
    model_id: 'tiny-lexical',
    dimensions: 48,
    name: { dimensions: 8, weight: 0.1, whole_weight: 1, hash_seed: 3 },
    lexical: { dimensions: 24, weight: 0.3, channel: 'id', hash_seed: 11 },
    ...over
  });
const w = initProjection({ buckets: 256, dims: 16, seed: 1 });
const q = quantizeRows(w, 256, 16);
const build = (h: Omit<HashModelHeader, 'arrays'>): Uint8Array => serializeModel(h, new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales);
const model = new HashModel(parseModel(build(header())));
const parts = (v: Float32Array): { body: Float32Array; lexical: Float32Array; name: Float32Array } => ({ body: v.subarray(0, 16), lexical: v.subarray(16, 40), name: v.subarray(40, 48) });
const dot = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('format v4: an untrained lexical part between the body and the name', () => {
  const sum = 'function sumLengths ( items ) { let total = 0 ; for ( const item of items ) total += item . length ; return total ; }';
  const loop = 'function addUp ( values ) { let acc = 0 ; values . forEach ( ( v ) => { acc = acc + v ; } ) ; return acc ; }';
  const sameWords = 'function sumLengths ( items ) { return items . reduce ( ( total , item ) => total + item . length , 0 ) ; }';

  it('weighs the parts: unit vectors, cosine = the weighted sum of the part cosines', () => {
    const a = model.embed(sum).vector;
    const b = model.embed(loop).vector;
    expect(cosine(a, a)).toBeCloseTo(1, 5);
    const pa = parts(a);
    const pb = parts(b);
    expect(dot(pa.body, pa.body)).toBeCloseTo(0.6, 5);
    expect(dot(pa.lexical, pa.lexical)).toBeCloseTo(0.3, 5);
    expect(dot(pa.name, pa.name)).toBeCloseTo(0.1, 5);
    expect(cosine(a, b)).toBeCloseTo(dot(pa.body, pb.body) + dot(pa.lexical, pb.lexical) + dot(pa.name, pb.name), 5);
  });

  it('carries shared vocabulary that the body does not see: other code, same words, higher lexical cosine', () => {
    const a = parts(model.embed(sum).vector);
    expect(dot(a.lexical, parts(model.embed(sameWords).vector).lexical)).toBeGreaterThan(dot(a.lexical, parts(model.embed(loop).vector).lexical) + 0.1);
  });

  it('survives renaming the locals: it reads only the names a function takes from outside', () => {
    const renamed = 'function sumLengths ( list ) { let acc = 0 ; for ( const entry of list ) acc += entry . length ; return acc ; }';
    const a = parts(model.embed(sum).vector);
    const b = parts(model.embed(renamed).vector);
    for (let k = 0; k < 24; k++) expect(a.lexical[k]).toBeCloseTo(b.lexical[k]!, 6);
  });

  it('hides the own name from the lexical part, as from the body', () => {
    const a = parts(model.embed(sum).vector);
    const b = parts(model.embed(sum.replace(/sumLengths/g, 'zoketa')).vector);
    for (let k = 0; k < 24; k++) expect(a.lexical[k]).toBeCloseTo(b.lexical[k]!, 6);
    for (let k = 0; k < 16; k++) expect(a.body[k]).toBeCloseTo(b.body[k]!, 6);
  });

  it('a function without free identifiers or without a name has no such part, and is still a unit vector', () => {
    const arrow = model.embed('( ) => { return 1 + 2 ; }').vector;
    const p = parts(arrow);
    expect(p.lexical.every((x) => x === 0)).toBe(true);
    expect(p.name.every((x) => x === 0)).toBe(true);
    expect(cosine(arrow, arrow)).toBeCloseTo(1, 5);
    const unnamed = parts(model.embed('( items ) => { let total = 0 ; for ( const item of items ) total += item . size ; return total ; }').vector);
    expect(dot(unnamed.body, unnamed.body)).toBeCloseTo(0.6 / 0.9, 5);
    expect(dot(unnamed.lexical, unnamed.lexical)).toBeCloseTo(0.3 / 0.9, 5);
  });

  it('rejects a lexical part before version 4, on a channel that is not identifier sub-tokens, or leaving the body no share; and any unknown channel kind', () => {
    expect(() => build(header({ format_version: 2 }))).toThrow(ModelFormatError);
    expect(() => build(header({ lexical: { dimensions: 24, weight: 0.3, channel: 's1', hash_seed: 11 } }))).toThrow(/identifier-subtokens/);
    expect(() => build(header({ lexical: { dimensions: 24, weight: 0.9, channel: 'id', hash_seed: 11 } }))).toThrow(/share/);
    expect(() => build(header({ dimensions: 32 }))).toThrow(ModelFormatError);
    expect(() => build(header({ channels: [{ name: 'x', kind: 'identifier-bigrams' as 'keywords', weight: 1 }] }))).toThrow(/unknown channel kind/);
  });
});
