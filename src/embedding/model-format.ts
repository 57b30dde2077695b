/**
 * The embedded model's binary artifact (models/<model_id>/model.bin):
 *
 *   8 bytes  magic "SCHMODEL"
 *   4 bytes  header length H (uint32, little-endian)
 *   H bytes  header: UTF-8 JSON (HashModelHeader)
 *   zero padding to a multiple of 8 bytes from the file start
 *   data     little-endian arrays at the header's offsets (relative to the data start)
 *
 * Every number the model uses lives in the header or the arrays; inference
 * code knows only this format version. Swapping the artifact is a data change.
 */

export const MODEL_MAGIC = 'SCHMODEL';
export const MODEL_FORMAT = 'similar-code-hash-model';
/** The version written by the current recipes; every version in SUPPORTED_FORMAT_VERSIONS loads. */
export const MODEL_FORMAT_VERSION = 2;
export const SUPPORTED_FORMAT_VERSIONS: readonly number[] = [1, 2, 3, 4];
/** The version of models with a lexical part. */
export const LEXICAL_FORMAT_VERSION = 4;

export type ChannelSpec =
  /** n-grams of the token stream with identifiers, strings and numbers abstracted (survives renaming). */
  | { name: string; kind: 'structural'; n: number; weight: number }
  /** camelCase/snake_case sub-tokens of identifiers, lower-cased. */
  | { name: string; kind: 'identifier-subtokens'; weight: number }
  /** Property names after `.` / `?.` (API surface: `.push`, `.max`). */
  | { name: string; kind: 'member-names'; weight: number }
  /** Names directly called (`name(`). */
  | { name: string; kind: 'call-names'; weight: number }
  /** Keywords and operators as a bag. */
  | { name: string; kind: 'keywords'; weight: number };

const CHANNEL_KINDS: ReadonlySet<string> = new Set(['structural', 'identifier-subtokens', 'member-names', 'call-names', 'keywords']);

/**
 * Version 2: the function's own name as a separate part of the vector.
 * The body part (the first `dimensions - name.dimensions` components) is the
 * projection of the body channels, computed with the function's references
 * to itself (declaration, recursion: `selfReferences` in ./hash-model.ts) seen
 * as a plain placeholder identifier; the name part (the last `name.dimensions` components) is the
 * signed feature hashing of the whole lower-cased name and its sub-tokens.
 * Both parts are unit vectors, weighted sqrt(1 - weight) and sqrt(weight):
 * for two named functions cosine = (1 - weight) * body cosine + weight * name
 * cosine. A function without a name in its text (an arrow, an anonymous
 * function expression) has no name part; its vector is its unit body part.
 * `dimensions: 0` (weight 0): the name is only hidden from the body channels.
 */
export interface NameSpec {
  dimensions: number;
  /** Share of the cosine given to the name (0..1). */
  weight: number;
  /** Weight of the whole lower-cased name among the name features (sub-tokens weigh 1). */
  whole_weight: number;
  hash_seed: number;
}

/**
 * Version 3: an optional nonlinear head after the projection. With u the unit
 * body projection, the body part is the unit vector of
 *   u + W_out · relu(W_in · u + b)
 * (W_in: hidden × body dimensions, b: hidden, W_out: body dimensions × hidden,
 * all float32 row-major). A residual layer: W_out = 0 is the plain projection.
 */
export interface HeadSpec {
  kind: 'residual-relu';
  hidden: number;
}

/**
 * Version 4: an optional lexical part, between the body and the name part:
 * the signed feature hashing of the sub-tokens of the function's free
 * identifiers (./bindings.ts: every name after `.`, and every name the
 * function does not bind itself: globals, imports, called APIs, types, keys;
 * its own name hidden, as in the body), each weighted 1 + ln(tf) times the
 * bucket weight (IDF) its feature has in the identifier channel `channel`,
 * into `dimensions` components. It is not trained: it keeps the vocabulary a
 * function takes from outside itself, which separately written
 * implementations of one operation share (`length`, `floor`, `padStart`,
 * `entries`) and which renaming its locals does not change.
 *
 * Parts and weights: body 1 - lexical.weight - name.weight, lexical, name;
 * each part is a unit vector scaled by the square root of its weight over the
 * sum of the weights of the parts the function has (a function without a name
 * has no name part; one without identifiers has no lexical part), so every
 * vector is a unit vector and, for two functions with all parts, cosine =
 * the weighted sum of the parts' cosines.
 */
export interface LexicalSpec {
  dimensions: number;
  /** Share of the cosine given to the lexical part (0..1). */
  weight: number;
  /** Name of the model's `identifier-subtokens` channel whose bucket weights weigh the sub-tokens. */
  channel: string;
  hash_seed: number;
}

export interface ArraySpec {
  dtype: 'float32' | 'int8';
  /** Byte offset from the start of the data section. */
  offset: number;
  length: number;
}

export interface HashModelHeader {
  format: typeof MODEL_FORMAT;
  format_version: number;
  model_id: string;
  dimensions: number;
  /** Hashed feature space size (a power of two). */
  buckets: number;
  hash: { algorithm: 'fnv1a32-fmix32'; seed: number; signed: boolean };
  /** Tokens past this are dropped (deterministic truncation, reported per text). */
  max_tokens: number;
  /** Term-frequency transform: `log1p` is 1 + ln(tf). */
  tf: 'log1p' | 'raw';
  /** Identifier-shaped words that are keywords (kept verbatim in structural features). */
  keywords: string[];
  channels: ChannelSpec[];
  /** Version 2 only (optional there): the name part. Without it, all dimensions are the body part. */
  name?: NameSpec;
  /** Version 3 and later (optional): the nonlinear head. */
  head?: HeadSpec;
  /** Version 4 only (optional there): the lexical part. */
  lexical?: LexicalSpec;
  arrays: {
    /** Per-bucket weight (IDF-like), length = buckets. */
    bucket_weights: ArraySpec;
    /** Dense projection, row-major [buckets][body dimensions], multiplied by `scale` (and the row's scale). */
    projection: ArraySpec & { scale: number };
    /** Version 2 only (optional): per-row scales of the projection (quantized rows), length = buckets. */
    row_scales?: ArraySpec;
    /** Version 3 with a head: W_in (hidden × body), b (hidden), W_out (body × hidden). */
    head_in?: ArraySpec;
    head_bias?: ArraySpec;
    head_out?: ArraySpec;
  };
}

/** Dimensions of the body part (all of them but the lexical and name parts). */
export function bodyDimensions(h: Pick<HashModelHeader, 'dimensions' | 'name' | 'lexical'>): number {
  return h.dimensions - (h.name?.dimensions ?? 0) - (h.lexical?.dimensions ?? 0);
}

export interface HashModelData {
  header: HashModelHeader;
  bucketWeights: Float32Array;
  /** Row-major [buckets][dimensions], already multiplied by the scale. */
  projection: Float32Array;
  /** Version 3 models with a head. */
  head?: HeadWeights;
}

export interface HeadWeights {
  hidden: number;
  /** hidden × body dimensions, row-major. */
  w_in: Float32Array;
  bias: Float32Array;
  /** body dimensions × hidden, row-major. */
  w_out: Float32Array;
}

export class ModelFormatError extends Error {
  override readonly name = 'ModelFormatError';
}

const DATA_ALIGN = 8;

function readArray(view: DataView, base: number, spec: ArraySpec, total: number): Float32Array {
  const bytesPer = spec.dtype === 'float32' ? 4 : 1;
  const start = base + spec.offset;
  if (!Number.isSafeInteger(spec.offset) || !Number.isSafeInteger(spec.length) || spec.offset < 0 || spec.length < 0 || start + spec.length * bytesPer > total) {
    throw new ModelFormatError('model array lies outside the artifact');
  }
  const out = new Float32Array(spec.length);
  if (spec.dtype === 'float32') for (let i = 0; i < spec.length; i++) out[i] = view.getFloat32(start + i * 4, true);
  else if (spec.dtype === 'int8') for (let i = 0; i < spec.length; i++) out[i] = view.getInt8(start + i);
  else throw new ModelFormatError(`unknown array dtype ${String((spec as ArraySpec).dtype)}`);
  return out;
}

function checkHeader(h: HashModelHeader): void {
  if (h.format !== MODEL_FORMAT || !SUPPORTED_FORMAT_VERSIONS.includes(h.format_version)) {
    throw new ModelFormatError(`unsupported model format ${String(h.format)} v${String(h.format_version)}`);
  }
  if (!Number.isInteger(h.dimensions) || h.dimensions <= 0) throw new ModelFormatError('bad dimensions');
  if (!Number.isInteger(h.buckets) || h.buckets <= 0 || (h.buckets & (h.buckets - 1)) !== 0) throw new ModelFormatError('buckets must be a power of two');
  if (h.hash?.algorithm !== 'fnv1a32-fmix32') throw new ModelFormatError('unknown hash algorithm');
  if (!Number.isInteger(h.max_tokens) || h.max_tokens <= 0) throw new ModelFormatError('bad max_tokens');
  if (h.tf !== 'log1p' && h.tf !== 'raw') throw new ModelFormatError('unknown tf transform');
  if (!Array.isArray(h.channels) || h.channels.length === 0) throw new ModelFormatError('no feature channels');
  // an unknown kind would silently contribute no features: refuse the artifact instead
  for (const c of h.channels) if (!CHANNEL_KINDS.has(c.kind)) throw new ModelFormatError(`unknown channel kind ${String(c.kind)}`);
  if (h.arrays.bucket_weights.length !== h.buckets) throw new ModelFormatError('bucket_weights length != buckets');
  if (h.format_version === 1 && (h.name !== undefined || h.arrays.row_scales !== undefined)) throw new ModelFormatError('a version 1 model has no name part and no row scales');
  if (h.name !== undefined) {
    const n = h.name;
    if (!Number.isInteger(n.dimensions) || n.dimensions < 0 || n.dimensions >= h.dimensions || (n.dimensions === 0 && n.weight !== 0)) throw new ModelFormatError('bad name dimensions');
    if (!(n.weight >= 0 && n.weight <= 1) || !(n.whole_weight >= 0) || !Number.isInteger(n.hash_seed)) throw new ModelFormatError('bad name part');
  }
  if (h.lexical !== undefined) {
    const l = h.lexical;
    if (h.format_version < LEXICAL_FORMAT_VERSION) throw new ModelFormatError('a lexical part needs format version 4');
    if (!Number.isInteger(l.dimensions) || l.dimensions <= 0 || !Number.isInteger(l.hash_seed)) throw new ModelFormatError('bad lexical part');
    if (!(l.weight > 0 && l.weight + (h.name?.weight ?? 0) < 1)) throw new ModelFormatError('lexical and name weights must leave the body a share');
    if (!h.channels.some((c) => c.name === l.channel && c.kind === 'identifier-subtokens')) throw new ModelFormatError(`lexical channel ${String(l.channel)} is not an identifier-subtokens channel`);
  }
  if (bodyDimensions(h) <= 0) throw new ModelFormatError('no body dimensions');
  if (h.arrays.row_scales !== undefined && h.arrays.row_scales.length !== h.buckets) throw new ModelFormatError('row_scales length != buckets');
  if (h.format_version < 3 && (h.head !== undefined || h.arrays.head_in !== undefined)) throw new ModelFormatError('a head needs format version 3 or later');
  if (h.head !== undefined) {
    const hd = h.head;
    const d = bodyDimensions(h);
    if (hd.kind !== 'residual-relu' || !Number.isInteger(hd.hidden) || hd.hidden <= 0) throw new ModelFormatError('bad head');
    const a = h.arrays;
    if (a.head_in?.length !== hd.hidden * d || a.head_bias?.length !== hd.hidden || a.head_out?.length !== d * hd.hidden) throw new ModelFormatError('head arrays do not match the head');
    if (a.head_in.dtype !== 'float32' || a.head_bias.dtype !== 'float32' || a.head_out.dtype !== 'float32') throw new ModelFormatError('head arrays are float32');
  } else if (h.arrays.head_in !== undefined || h.arrays.head_bias !== undefined || h.arrays.head_out !== undefined) throw new ModelFormatError('head arrays without a head');
  if (h.arrays.projection.length !== h.buckets * bodyDimensions(h)) throw new ModelFormatError('projection length != buckets * body dimensions');
}

/** The artifact's header, checked, without reading its arrays (what describing a model needs). */
export function parseModelHeader(bytes: Uint8Array): { header: HashModelHeader; headerLength: number } {
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (bytes.length < 12 || magic !== MODEL_MAGIC) throw new ModelFormatError('not a similar-code model artifact (bad magic)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new ModelFormatError('truncated model header');
  let header: HashModelHeader;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(12, 12 + headerLength))) as HashModelHeader;
  } catch {
    throw new ModelFormatError('model header is not valid JSON');
  }
  checkHeader(header);
  return { header, headerLength };
}

export function parseModel(bytes: Uint8Array): HashModelData {
  const { header, headerLength } = parseModelHeader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const base = Math.ceil((12 + headerLength) / DATA_ALIGN) * DATA_ALIGN;
  const bucketWeights = readArray(view, base, header.arrays.bucket_weights, bytes.length);
  const projection = readArray(view, base, header.arrays.projection, bytes.length);
  const scale = header.arrays.projection.scale;
  if (!Number.isFinite(scale)) throw new ModelFormatError('bad projection scale');
  if (header.arrays.row_scales) {
    const rows = readArray(view, base, header.arrays.row_scales, bytes.length);
    const d = bodyDimensions(header);
    for (let b = 0; b < header.buckets; b++) {
      const s = Math.fround(rows[b]! * scale);
      if (!Number.isFinite(s)) throw new ModelFormatError('bad row scale');
      for (let k = b * d, end = k + d; k < end; k++) projection[k] = projection[k]! * s;
    }
  } else if (scale !== 1) for (let i = 0; i < projection.length; i++) projection[i] = projection[i]! * scale;
  const a = header.arrays;
  if (header.head && a.head_in && a.head_bias && a.head_out) {
    const head: HeadWeights = { hidden: header.head.hidden, w_in: readArray(view, base, a.head_in, bytes.length), bias: readArray(view, base, a.head_bias, bytes.length), w_out: readArray(view, base, a.head_out, bytes.length) };
    for (const arr of [head.w_in, head.bias, head.w_out]) for (let i = 0; i < arr.length; i++) if (!Number.isFinite(arr[i]!)) throw new ModelFormatError('bad head weight');
    return { header, bucketWeights, projection, head };
  }
  return { header, bucketWeights, projection };
}

/**
 * Serialize a model. `header.arrays` offsets are computed here; arrays are
 * written in the order bucket_weights, projection, row_scales (when given),
 * head_in, head_bias, head_out (when given; the header's `head` then says its shape).
 */
export function serializeModel(
  header: Omit<HashModelHeader, 'arrays'> & { arrays?: unknown },
  bucketWeights: Float32Array,
  projection: { dtype: 'float32' | 'int8'; values: Float32Array | Int8Array; scale: number },
  rowScales?: Float32Array,
  head?: HeadWeights
): Uint8Array {
  const bwBytes = bucketWeights.length * 4;
  const projOffset = Math.ceil(bwBytes / DATA_ALIGN) * DATA_ALIGN;
  const projBytes = projection.values.length * (projection.dtype === 'float32' ? 4 : 1);
  const rowOffset = Math.ceil((projOffset + projBytes) / DATA_ALIGN) * DATA_ALIGN;
  const headInOffset = Math.ceil((rowOffset + (rowScales ? rowScales.length * 4 : 0)) / DATA_ALIGN) * DATA_ALIGN;
  const headBiasOffset = head ? Math.ceil((headInOffset + head.w_in.length * 4) / DATA_ALIGN) * DATA_ALIGN : 0;
  const headOutOffset = head ? Math.ceil((headBiasOffset + head.bias.length * 4) / DATA_ALIGN) * DATA_ALIGN : 0;
  const full: HashModelHeader = {
    ...(header as Omit<HashModelHeader, 'arrays'>),
    arrays: {
      bucket_weights: { dtype: 'float32', offset: 0, length: bucketWeights.length },
      projection: { dtype: projection.dtype, offset: projOffset, length: projection.values.length, scale: projection.scale },
      ...(rowScales ? { row_scales: { dtype: 'float32' as const, offset: rowOffset, length: rowScales.length } } : {}),
      ...(head
        ? {
            head_in: { dtype: 'float32' as const, offset: headInOffset, length: head.w_in.length },
            head_bias: { dtype: 'float32' as const, offset: headBiasOffset, length: head.bias.length },
            head_out: { dtype: 'float32' as const, offset: headOutOffset, length: head.w_out.length }
          }
        : {})
    }
  };
  checkHeader(full);
  const headerBytes = new TextEncoder().encode(JSON.stringify(full));
  const base = Math.ceil((12 + headerBytes.length) / DATA_ALIGN) * DATA_ALIGN;
  const out = new Uint8Array(base + (head ? headOutOffset + head.w_out.length * 4 : rowScales ? rowOffset + rowScales.length * 4 : projOffset + projBytes));
  out.set(new TextEncoder().encode(MODEL_MAGIC), 0);
  const view = new DataView(out.buffer);
  view.setUint32(8, headerBytes.length, true);
  out.set(headerBytes, 12);
  for (let i = 0; i < bucketWeights.length; i++) view.setFloat32(base + i * 4, bucketWeights[i]!, true);
  const p = base + projOffset;
  if (projection.dtype === 'float32') for (let i = 0; i < projection.values.length; i++) view.setFloat32(p + i * 4, projection.values[i]!, true);
  else for (let i = 0; i < projection.values.length; i++) view.setInt8(p + i, projection.values[i]!);
  if (rowScales) for (let i = 0; i < rowScales.length; i++) view.setFloat32(base + rowOffset + i * 4, rowScales[i]!, true);
  if (head) {
    for (let i = 0; i < head.w_in.length; i++) view.setFloat32(base + headInOffset + i * 4, head.w_in[i]!, true);
    for (let i = 0; i < head.bias.length; i++) view.setFloat32(base + headBiasOffset + i * 4, head.bias[i]!, true);
    for (let i = 0; i < head.w_out.length; i++) view.setFloat32(base + headOutOffset + i * 4, head.w_out[i]!, true);
  }
  return out;
}
