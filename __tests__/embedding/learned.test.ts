import { createHash } from 'node:crypto';
import { HashModel, ownName, cosine, selfReferences } from '../../src/embedding/hash-model.js';
import { tokenize } from '../../src/embedding/lexer.js';
import { parseModel, serializeModel } from '../../src/embedding/model-format.js';
import { tinyHeader } from '../helpers/tiny-model.js';
import { JS_KEYWORDS } from '../../src/embedding/recipe.js';
import { trainProjection } from '../../bench/quality/train/train.js';
import type { Sparse, TrainConfig } from '../../bench/quality/train/types.js';
import { batchByKey } from '../../bench/quality/train/batches.js';
import { initHead, initProjection, quantizeRows } from '../../bench/quality/train/weights.js';
import { randomU32 } from '../../src/embedding/recipe.js';
import { augmentText, statementSpans } from '../../bench/quality/train/augment.js';

const kw = new Set(JS_KEYWORDS);
const nameOf = (text: string): string | null => ownName(tokenize(text, kw).tokens);

describe('own name of a function text', () => {
  it('finds declaration, method and accessor names, and none for arrows and constructors', () => {
    expect(nameOf('function formatBytes ( n ) { return n ; }')).toBe('formatBytes');
    expect(nameOf('export default async function * walk ( d ) { }')).toBe('walk');
    expect(nameOf('static async load < T > ( x ) { }')).toBe('load');
    expect(nameOf('get size ( ) { return 1 ; }')).toBe('size');
    expect(nameOf('get ( key ) { return 1 ; }')).toBe('get');
    expect(nameOf('async ( x ) => { return x ; }')).toBeNull();
    expect(nameOf('x => x + 1')).toBeNull();
    expect(nameOf('function ( a ) { return a ; }')).toBeNull();
    expect(nameOf('constructor ( a ) { this . a = a ; }')).toBeNull();
  });
});

describe('references of a function to itself', () => {
  /** The texts of the tokens hidden, each with its left neighbours. */
  const hidden = (text: string): string[] => {
    const { tokens } = tokenize(text, kw);
    return [...selfReferences(tokens).at].sort((a, b) => a - b).map((i) => tokens.slice(Math.max(0, i - 2), i + 1).map((t) => t.text).join(' '));
  };

  it('a function: its declaration and bare recursion, never a member of another object', () => {
    expect(hidden('function walk ( n ) { walk ( n . left ) ; n . walk ( ) ; return walk ; }')).toEqual(['function walk', ') { walk', '; return walk']);
    expect(hidden('function dispose ( ) { this . store . dispose ( ) ; other ?. dispose ( ) ; }')).toEqual(['function dispose']);
  });

  it('a method: its declaration and this.name, not a member of another object nor a bare name', () => {
    expect(hidden('rerender ( e ) { if ( ! e ) { this . view . rerender ( ) ; return ; } this . rerender ( e . parent ) ; }')).toEqual(['rerender', 'this . rerender']);
    expect(hidden('async load ( ) { return load ( this . x . this . load ) ; }')).toEqual(['async load']);
    expect(hidden('get size ( ) { return this . map . size ; }')).toEqual(['get size']);
  });

  it('nothing for an unnamed function', () => {
    expect(hidden('( xs ) => xs . map ( f )')).toEqual([]);
    expect(selfReferences(tokenize('( xs ) => xs', kw).tokens).name).toBeNull();
  });
});


describe('format v2: learned projection with per-row scales and a name part', () => {
  const header = tinyHeader();
  const w = initProjection({ buckets: 256, dims: 16, seed: 1 });
  for (let i = 0; i < w.length; i++) w[i] = w[i]! * (1 + (i % 7));
  const q = quantizeRows(w, 256, 16);
  const bytes = serializeModel(header, new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales);
  const model = new HashModel(parseModel(bytes));

  it('round-trips rows within the int8 step', () => {
    const back = parseModel(bytes).projection;
    for (let i = 0; i < w.length; i++) expect(Math.abs(back[i]! - w[i]!)).toBeLessThanOrEqual(q.rowScales[Math.floor(i / 16)]! / 2 + 1e-6);
  });

  it('hides the own name from the body: renaming the function changes only the name part', () => {
    const a = model.embed('function sumAll ( xs ) { let t = 0 ; for ( const x of xs ) t += sumAll ( x ) ; return t ; }').vector;
    const b = model.embed('function addUp ( xs ) { let t = 0 ; for ( const x of xs ) t += addUp ( x ) ; return t ; }').vector;
    for (let k = 0; k < 16; k++) expect(a[k]).toBeCloseTo(b[k]!, 6);
    // a delegating method renamed: the member it calls is another object's and stays (this.name is recursion)
    // (body parts compared as directions: in 8 dimensions one name's features can cancel out, which drops its name part)
    const body = (v: Float32Array): number[] => {
      const n = Math.hypot(...v.subarray(0, 16));
      return [...v.subarray(0, 16)].map((x) => x / n);
    };
    const c = body(model.embed('dispose ( ) { this . store . dispose ( ) ; this . dispose ( ) ; }').vector);
    const d = body(model.embed('release ( ) { this . store . dispose ( ) ; this . release ( ) ; }').vector);
    for (let k = 0; k < 16; k++) expect(c[k]).toBeCloseTo(d[k]!, 6);
    // body share 0.8, unrelated names share nothing (or collide a little in 8 buckets)
    expect(cosine(a, b)).toBeGreaterThan(0.75);
    expect(cosine(a, b)).toBeLessThan(0.99);
    expect(cosine(a, a)).toBeCloseTo(1, 5);
  });

  it('an unnamed function is its unit body part', () => {
    const v = model.embed('( xs ) => { let t = 0 ; for ( const x of xs ) t += x ; return t ; }').vector;
    for (let k = 16; k < 24; k++) expect(v[k]).toBe(0);
    expect(cosine(v, v)).toBeCloseTo(1, 5);
  });
});

describe('training', () => {
  // synthetic sparse data: 64 "functions" and a perturbed positive of each
  const feats: Sparse[] = [];
  const pairs: number[] = [];
  for (let i = 0; i < 64; i++) {
    const b: number[] = [];
    const v: number[] = [];
    for (let k = 0; k < 12; k++) {
      b.push(randomU32(i, k) % 128);
      v.push(((randomU32(i, 100 + k) % 1000) + 1) / 1000);
    }
    feats.push({ b: Int32Array.from(b), v: Float64Array.from(v) });
    feats.push({ b: Int32Array.from(b.slice(0, 9)).map((x, k) => (k < 8 ? x : (x + 1) % 128)), v: Float64Array.from(v.slice(0, 9)) });
    pairs.push(2 * i, 2 * i + 1);
  }
  const cfg: TrainConfig = { buckets: 128, dims: 16, seed: 5, epochs: 3, batch: 16, temperature: 0.05, lr: 0.01, warmup: 2, lrFloor: 0.1, beta1: 0.9, beta2: 0.999, eps: 1e-8 };
  const run = (): { digest: string; losses: number[] } => {
    const w = initProjection(cfg);
    const losses = trainProjection(cfg, w, feats, Int32Array.from(pairs));
    return { digest: createHash('sha256').update(new Uint8Array(w.buffer)).digest('hex'), losses };
  };

  it('is deterministic: the same inputs give byte-identical weights', () => {
    const a = run();
    const b = run();
    expect(a.digest).toBe(b.digest);
    expect(a.losses).toEqual(b.losses);
  });

  it('lowers the contrastive loss', () => {
    const { losses } = run();
    expect(losses[losses.length - 1]!).toBeLessThan(losses[0]!);
  });

  it('trains a head jointly, deterministically, and lowers the loss', () => {
    const withHead: TrainConfig = { ...cfg, head: { hidden: 8, lr: 0.01 } };
    const once = (): { digest: string; losses: number[] } => {
      const w = initProjection(withHead);
      const head = initHead({ ...withHead, head: withHead.head! });
      const losses = trainProjection(withHead, w, feats, Int32Array.from(pairs), () => {}, head);
      const h = createHash('sha256').update(new Uint8Array(w.buffer)).update(new Uint8Array(head.w_in.buffer)).update(new Uint8Array(head.w_out.buffer));
      return { digest: h.digest('hex'), losses };
    };
    const a = once();
    expect(once()).toEqual(a);
    expect(a.losses[a.losses.length - 1]!).toBeLessThan(a.losses[0]!);
  });

  it('is deterministic with hard-negative batches and the false-negative mask', () => {
    const hard: TrainConfig = { ...cfg, hardFrom: 1, hardBits: 2, fnMask: 0.95 };
    const once = (): string => {
      const w = initProjection(hard);
      trainProjection(hard, w, feats, Int32Array.from(pairs));
      return createHash('sha256').update(new Uint8Array(w.buffer)).digest('hex');
    };
    const a = once();
    expect(once()).toBe(a);
    expect(a).not.toBe(run().digest);
  });

  it('package batches: every batch holds one group, deterministically', () => {
    const keys = Uint32Array.from({ length: 64 }, (_, p) => p % 4);
    const order = Int32Array.from({ length: 64 }, (_, i) => (i * 37) % 64);
    const a = Int32Array.from(order);
    batchByKey(keys, a, 4, 16, 9);
    for (let b = 0; b < 4; b++) expect(new Set(Array.from(a.subarray(b * 16, b * 16 + 16), (p) => keys[p])).size).toBe(1);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(64).keys()]);
    const again = Int32Array.from(order);
    batchByKey(keys, again, 4, 16, 9);
    expect(again).toEqual(a);
    const grouped: TrainConfig = { ...cfg, groupFrom: 0, pairGroups: Uint32Array.from({ length: 64 }, (_, p) => p % 4) };
    const once = (): string => {
      const w = initProjection(grouped);
      trainProjection(grouped, w, feats, Int32Array.from(pairs));
      return createHash('sha256').update(new Uint8Array(w.buffer)).digest('hex');
    };
    expect(once()).toBe(once());
    expect(once()).not.toBe(run().digest);
  });
});

describe('format v3: a residual ReLU head after the projection', () => {
  const header = { ...tinyHeader(), format_version: 3, head: { kind: 'residual-relu' as const, hidden: 12 } };
  const w = initProjection({ buckets: 256, dims: 16, seed: 1 });
  const q = quantizeRows(w, 256, 16);
  const head = initHead({ dims: 16, seed: 2, head: { hidden: 12 } });
  const text = 'function sumAll ( xs ) { let t = 0 ; for ( const x of xs ) t += sumAll ( x ) ; return t ; }';

  it('with W_out = 0 it is the plain projection; with weights it moves the body part and stays a unit vector', () => {
    const plain = new HashModel(parseModel(serializeModel(tinyHeader(), new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales))).embed(text).vector;
    const zero = new HashModel(parseModel(serializeModel(header, new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales, head))).embed(text).vector;
    for (let k = 0; k < 24; k++) expect(zero[k]).toBeCloseTo(plain[k]!, 6);
    const trained = { ...head, w_out: head.w_out.map((_, i) => ((i % 5) - 2) / 10) };
    const bytes = serializeModel(header, new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales, trained);
    const back = parseModel(bytes);
    expect(back.head?.w_out).toEqual(trained.w_out);
    const v = new HashModel(back).embed(text).vector;
    expect(cosine(v, v)).toBeCloseTo(1, 5);
    expect(cosine(v, plain)).toBeLessThan(0.999);
  });

  it('a head needs format version 3', () => {
    expect(() => serializeModel({ ...header, format_version: 2 }, new Float32Array(256).fill(1), { dtype: 'int8', values: q.values, scale: 1 }, q.rowScales, head)).toThrow(/version 3 or later/);
  });
});

describe('statement-level augmentation', () => {
  const text = 'function f ( a , b ) { const t = a + b ; if ( t > 1 ) { log ( t ) ; } for ( const x of a ) { b . push ( x ) ; } return t ; }';
  const donor = 'function g ( ) { const y = compute ( 1 , 2 ) ; return y ; }';

  it('finds statements at every block depth', () => {
    const toks = text.split(' ');
    const spans = statementSpans(toks).map((s) => toks.slice(s.start, s.end).join(' '));
    expect(spans).toContain('const t = a + b ;');
    expect(spans).toContain('log ( t ) ;');
    expect(spans).toContain('if ( t > 1 ) { log ( t ) ; }');
    expect(spans).toContain('return t ;');
  });

  it('is deterministic in (text, donor, seed) and edits the text', () => {
    const opts = { maxEdits: 3, maxSpan: 40 };
    for (let seed = 0; seed < 20; seed++) {
      const a = augmentText(text, donor, seed, opts);
      expect(augmentText(text, donor, seed, opts)).toBe(a);
      expect(a).not.toBe(text);
    }
    expect(augmentText('( x ) => x + 1', donor, 1, opts)).toBeNull();
  });
});
