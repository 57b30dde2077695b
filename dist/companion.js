import { createRequire as __scCreateRequire } from 'node:module'; const require = __scCreateRequire(import.meta.url);

// src/companion/main.ts
import { createInterface } from "node:readline";

// src/util/assets.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var GRAMMAR_FILES = {
  typescript: { pkg: "tree-sitter-typescript", file: "tree-sitter-typescript.wasm" },
  tsx: { pkg: "tree-sitter-typescript", file: "tree-sitter-tsx.wasm" },
  javascript: { pkg: "tree-sitter-javascript", file: "tree-sitter-javascript.wasm" }
};
function findRepoRoot(start) {
  let dir = start;
  for (; ; ) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "schemas"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}
function assetPaths(moduleUrl = import.meta.url) {
  const here = dirname(fileURLToPath(moduleUrl));
  const override = process.env.SIMILAR_CODE_ASSETS_DIR;
  const bundleDir = override ? resolve(override) : here;
  if (existsSync(join(bundleDir, "grammars"))) {
    return {
      bundled: true,
      treeSitterWasm: join(bundleDir, "tree-sitter.wasm"),
      grammar: (l) => join(bundleDir, "grammars", GRAMMAR_FILES[l].file),
      modelsDir: join(bundleDir, "models"),
      companionScript: join(bundleDir, "companion.js"),
      extractWorkerScript: join(bundleDir, "extract-worker.js")
    };
  }
  const root = findRepoRoot(here);
  const nm = join(root, "node_modules");
  return {
    bundled: false,
    treeSitterWasm: join(nm, "web-tree-sitter", "tree-sitter.wasm"),
    grammar: (l) => join(nm, GRAMMAR_FILES[l].pkg, GRAMMAR_FILES[l].file),
    modelsDir: join(root, "models"),
    companionScript: join(root, "build", "companion.js"),
    extractWorkerScript: join(root, "build", "extract-worker.js")
  };
}

// src/util/errors.ts
function errorMessage(err) {
  if (err instanceof Error) return err.message;
  if (typeof err === "string") return err;
  try {
    return JSON.stringify(err) ?? String(err);
  } catch {
    return String(err);
  }
}

// src/embedding/model-store.ts
import { readFileSync } from "node:fs";
import { join as join2 } from "node:path";

// src/util/hash.ts
import { createHash } from "node:crypto";
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
var FNV_OFFSET = 2166136261;
function fnv1a(s, h = FNV_OFFSET) {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// src/embedding/bindings.ts
var DECLARATION = /* @__PURE__ */ new Set(["var", "let", "const"]);
var PARAM_MODIFIERS = /* @__PURE__ */ new Set(["public", "private", "protected", "readonly", "override"]);
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
var isName = (t) => t !== void 0 && t.kind === "id" && t.text !== "";
function matching(tokens, open) {
  let depth = 0;
  for (let j = open; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x) && --depth === 0) return j;
  }
  return tokens.length;
}
function skipToSeparator(tokens, from) {
  let depth = 0;
  let angle = 0;
  for (let j = from; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x)) {
      if (depth === 0) return j;
      depth--;
    } else if (x === "<") angle++;
    else if (x === ">" && angle > 0) angle--;
    else if (x === ">>" && angle > 0) angle = Math.max(0, angle - 2);
    else if (depth === 0 && angle === 0 && (x === "," || x === ";" || x === "=")) return j;
  }
  return tokens.length;
}
var NOT_IN_TYPE_PARAMS = /* @__PURE__ */ new Set(["&&", "||", "+", "-", "*", "/", "%", "==", "===", "!=", "!==", "!", ";", "+=", "-=", "++", "--", "<=", ">="]);
function typeParamsEnd(tokens, open) {
  let angle = 0;
  for (let j = open; j < tokens.length && j < open + 128; j++) {
    const x = tokens[j].text;
    if (NOT_IN_TYPE_PARAMS.has(x)) return -1;
    if (x === "<") angle++;
    else if (x === ">" || x === ">>") {
      angle -= x.length;
      if (angle <= 0) return angle === 0 && tokens[j + 1]?.text === "(" ? j : -1;
    }
  }
  return -1;
}
function localBindings(tokens) {
  const bound = /* @__PURE__ */ new Set();
  const target = (i) => {
    const t = tokens[i];
    if (!t) return i;
    if (t.text === "{" || t.text === "[") {
      pattern(i);
      return matching(tokens, i) + 1;
    }
    if (t.text === "...") return target(i + 1);
    if (isName(t)) {
      bound.add(t.text);
      return i + 1;
    }
    return i + 1;
  };
  const pattern = (open) => {
    const close = matching(tokens, open);
    const object = tokens[open].text === "{";
    let j = open + 1;
    while (j < close) {
      const t = tokens[j];
      if (t.text === ",") {
        j++;
        continue;
      }
      if (object && tokens[j + 1]?.text === ":" && t.text !== "...") {
        j = target(j + 2);
      } else {
        j = target(j);
      }
      if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
      else if (j < close && tokens[j].text !== ",") j = skipToSeparator(tokens, j);
    }
  };
  const params = (open) => {
    const close = matching(tokens, open);
    let j = open + 1;
    while (j < close) {
      while (j < close && (PARAM_MODIFIERS.has(tokens[j].text) || tokens[j].text === "this")) j++;
      j = target(j);
      if (tokens[j]?.text === "?") j++;
      if (j < close && tokens[j].text !== ",") j = skipToSeparator(tokens, j);
      if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
      if (tokens[j]?.text === ",") j++;
      else if (j < close) j++;
    }
  };
  const afterParams = (close) => {
    let j = close + 1;
    if (tokens[j]?.text === ":") j = skipReturnType(j + 1);
    return tokens[j]?.text;
  };
  const skipReturnType = (from) => {
    let angle = 0;
    for (let j = from; j < tokens.length; j++) {
      const x = tokens[j].text;
      if (x === "<") angle++;
      else if (x === ">" && angle > 0) angle--;
      else if (angle === 0 && (x === "=>" || x === "{" || x === ";")) return j;
      else if (angle === 0 && (x === "(" || x === "[")) j = matching(tokens, j);
    }
    return tokens.length;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (DECLARATION.has(t.text) && t.kind === "kw") {
      let j = target(i + 1);
      for (; ; ) {
        if (tokens[j]?.text === ":") j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text !== ",") break;
        j = target(j + 1);
      }
    } else if ((t.text === "function" || t.text === "class") && isName(tokens[i + 1])) {
      bound.add(tokens[i + 1].text);
    } else if (t.text === "catch" && tokens[i + 1]?.text === "(") {
      target(i + 2);
    } else if (t.text === "(") {
      const prev = tokens[i - 1];
      const close = matching(tokens, i);
      const next = afterParams(close);
      const named = prev?.kind === "id";
      const fnKeyword = prev?.text === "function" || prev?.text === "*" || named && (tokens[i - 2]?.text === "function" || tokens[i - 2]?.text === "*");
      const method = (named || prev?.text === "constructor" || prev?.text === ">") && next === "{";
      if (fnKeyword || method || next === "=>") params(i);
    } else if (isName(t) && tokens[i + 1]?.text === "=>") {
      bound.add(t.text);
    } else if (t.text === "<") {
      const end = typeParamsEnd(tokens, i);
      for (let j = i + 1; j < end; j++) if (isName(tokens[j]) && (tokens[j - 1].text === "<" || tokens[j - 1].text === ",")) bound.add(tokens[j].text);
    }
  }
  return bound;
}
function freeIdentifiers(tokens) {
  const bound = localBindings(tokens);
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!isName(t)) continue;
    const prev = tokens[i - 1];
    const member = prev !== void 0 && (prev.text === "." || prev.text === "?.");
    if (member || !bound.has(t.text)) out.push(t.text);
  }
  return out;
}

// src/embedding/lexer.ts
var PUNCTUATORS = [
  ">>>=",
  "...",
  "===",
  "!==",
  "**=",
  "<<=",
  ">>=",
  ">>>",
  "&&=",
  "||=",
  "??=",
  "=>",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "??",
  "?.",
  "++",
  "--",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "**",
  "<<",
  ">>"
];
function isIdStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 36 || c === 95 || c === 35 || c > 127;
}
function isIdPart(c) {
  return isIdStart(c) || c >= 48 && c <= 57;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 160 || c === 65279;
}
var REGEX_AFTER_KEYWORD = /* @__PURE__ */ new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
function regexAllowed(prev) {
  if (!prev) return true;
  if (prev.kind === "punct") return prev.text !== ")" && prev.text !== "]" && prev.text !== "}" && prev.text !== "++" && prev.text !== "--";
  if (prev.kind === "kw" || prev.kind === "id") return REGEX_AFTER_KEYWORD.has(prev.text);
  return false;
}
function scanString(s, i) {
  const q = s.charCodeAt(i);
  let j = i + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === q) return j + 1;
    else if (c === 10) return j;
    else j++;
  }
  return s.length;
}
function scanTemplate(s, i) {
  let j = i + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === 96) return j + 1;
    else if (c === 36 && s.charCodeAt(j + 1) === 123) {
      let depth = 1;
      j += 2;
      while (j < s.length && depth > 0) {
        const d = s.charCodeAt(j);
        if (d === 123) depth++;
        else if (d === 125) depth--;
        else if (d === 39 || d === 34) {
          j = scanString(s, j);
          continue;
        } else if (d === 96) {
          j = scanTemplate(s, j);
          continue;
        }
        j++;
      }
    } else j++;
  }
  return s.length;
}
function scanRegex(s, i) {
  let j = i + 1;
  let inClass = false;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 10) return -1;
    if (c === 92) {
      j += 2;
      continue;
    }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      j++;
      while (j < s.length && isIdPart(s.charCodeAt(j))) j++;
      return j;
    }
    j++;
  }
  return -1;
}
function tokenize(text, keywords, maxTokens = Infinity) {
  const tokens = [];
  const s = text;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (tokens.length >= maxTokens) return { tokens, truncated: true };
    let end;
    let kind;
    if (isIdStart(c)) {
      end = i + 1;
      while (end < s.length && isIdPart(s.charCodeAt(end))) end++;
      const word = s.slice(i, end);
      tokens.push({ kind: keywords.has(word) ? "kw" : "id", text: word });
      i = end;
      continue;
    }
    if (isDigit(c) || c === 46 && isDigit(s.charCodeAt(i + 1))) {
      end = i + 1;
      while (end < s.length) {
        const d = s.charCodeAt(end);
        if (isIdPart(d) || d === 46) end++;
        else if ((d === 43 || d === 45) && (s.charCodeAt(end - 1) | 32) === 101 && !/^0[xX]/.test(s.slice(i, end))) end++;
        else break;
      }
      kind = "num";
    } else if (c === 39 || c === 34) {
      end = scanString(s, i);
      kind = "str";
    } else if (c === 96) {
      end = scanTemplate(s, i);
      kind = "tmpl";
    } else if (c === 47 && regexAllowed(tokens[tokens.length - 1]) && (end = scanRegex(s, i)) > 0) {
      kind = "regex";
    } else {
      kind = "punct";
      end = i + 1;
      for (const p of PUNCTUATORS) {
        if (s.startsWith(p, i)) {
          end = i + p.length;
          break;
        }
      }
    }
    tokens.push({ kind, text: s.slice(i, end) });
    i = end;
  }
  return { tokens, truncated: false };
}
function identifierSubtokens(word) {
  const out = [];
  const re = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\x00-\x7f]+/g;
  let m;
  while ((m = re.exec(word)) !== null) out.push(m[0].toLowerCase());
  return out;
}

// src/util/wasm.ts
var VOID = 64;
var I32 = 127;
var V128 = 123;
function uleb(n) {
  const out = [];
  do {
    let b = n & 127;
    n >>>= 7;
    if (n !== 0) b |= 128;
    out.push(b);
  } while (n !== 0);
  return out;
}
function sleb(n) {
  const out = [];
  for (; ; ) {
    const b = n & 127;
    n >>= 7;
    if (n === 0 && (b & 64) === 0 || n === -1 && (b & 64) !== 0) {
      out.push(b);
      return out;
    }
    out.push(b | 128);
  }
}
var simd = (op) => [253 /* Simd */, ...uleb(op)];
var V128_LOAD = (offset) => [...simd(0), 4, ...uleb(offset)];
var V128_STORE = (offset) => [...simd(11), 4, ...uleb(offset)];
var V128_CONST0 = [...simd(12), ...new Array(16).fill(0)];
var get = (i) => [32 /* LocalGet */, i];
var set = (i) => [33 /* LocalSet */, i];
var i32 = (n) => [65 /* I32Const */, ...sleb(n)];
function section(id, content) {
  return [id, ...uleb(content.length), ...content];
}
function name(s) {
  const b = [...Buffer.from(s, "utf8")];
  return [...uleb(b.length), ...b];
}
function functionBody(locals, code) {
  const fn = [...locals, ...code];
  return [...uleb(fn.length), ...fn];
}
var WASM_HEADER = [0, 97, 115, 109, 1, 0, 0, 0];
var wasm = globalThis.WebAssembly;

// src/embedding/projection-kernel.ts
function plainProjection(matrix, d) {
  const d4 = d - d % 4;
  return (buckets, values, out) => {
    out.fill(0);
    for (let i = 0; i < buckets.length; i++) {
      const v = values[i];
      if (v === 0) continue;
      const row = buckets[i] * d;
      let k = 0;
      for (; k < d4; k += 4) {
        const r = row + k;
        out[k] = out[k] + v * matrix[r];
        out[k + 1] = out[k + 1] + v * matrix[r + 1];
        out[k + 2] = out[k + 2] + v * matrix[r + 2];
        out[k + 3] = out[k + 3] + v * matrix[r + 3];
      }
      for (; k < d; k++) out[k] = out[k] + v * matrix[row + k];
    }
  };
}
var ROWS = 0;
var VALS = 1;
var N = 2;
var D = 3;
var OUT = 4;
var BLK = 5;
var I = 6;
var BASE = 7;
var V = 8;
var X = 9;
var ACC = 10;
var F64X2_SPLAT = simd(20);
var F64X2_PROMOTE_LOW_F32X4 = simd(95);
var F64X2_ADD = simd(240);
var F64X2_MUL = simd(242);
var HIGH_HALF = [...simd(13), 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15];
var I32_LOAD = [40 /* I32Load */, 2, 0];
var F64_LOAD = [43 /* F64Load */, 3, 0];
function accumulate(acc, high) {
  return [
    ...get(acc),
    ...get(V),
    ...get(X),
    ...high ? [...get(X), ...HIGH_HALF] : [],
    ...F64X2_PROMOTE_LOW_F32X4,
    ...F64X2_MUL,
    ...F64X2_ADD,
    ...set(acc)
  ];
}
function body() {
  const code = [];
  code.push(...i32(0), ...set(BLK));
  code.push(2 /* Block */, VOID, 3 /* Loop */, VOID);
  code.push(...get(BLK), ...get(D), 79 /* I32GeU */, 13 /* BrIf */, 1);
  for (let j = 0; j < 8; j++) code.push(...V128_CONST0, ...set(ACC + j));
  code.push(...i32(0), ...set(I));
  code.push(2 /* Block */, VOID, 3 /* Loop */, VOID);
  code.push(...get(I), ...get(N), 79 /* I32GeU */, 13 /* BrIf */, 1);
  code.push(...get(VALS), ...get(I), ...i32(3), 116 /* I32Shl */, 106 /* I32Add */, ...F64_LOAD, ...F64X2_SPLAT, ...set(V));
  code.push(...get(ROWS), ...get(I), ...i32(2), 116 /* I32Shl */, 106 /* I32Add */, ...I32_LOAD, ...get(BLK), ...i32(2), 116 /* I32Shl */, 106 /* I32Add */, ...set(BASE));
  for (let q = 0; q < 4; q++) {
    code.push(...get(BASE), ...V128_LOAD(q * 16), ...set(X));
    code.push(...accumulate(ACC + 2 * q, false), ...accumulate(ACC + 2 * q + 1, true));
  }
  code.push(...get(I), ...i32(1), 106 /* I32Add */, ...set(I));
  code.push(12 /* Br */, 0, 11 /* End */, 11 /* End */);
  code.push(...get(OUT), ...get(BLK), ...i32(3), 116 /* I32Shl */, 106 /* I32Add */, ...set(BASE));
  for (let j = 0; j < 8; j++) code.push(...get(BASE), ...get(ACC + j), ...V128_STORE(j * 16));
  code.push(...get(BLK), ...i32(16), 106 /* I32Add */, ...set(BLK));
  code.push(12 /* Br */, 0, 11 /* End */, 11 /* End */);
  code.push(11 /* End */);
  return code;
}
function projectionWasmBytes() {
  const type = section(1, [1, 96, 5, I32, I32, I32, I32, I32, 0]);
  const imports = section(2, [1, ...name("env"), ...name("mem"), 2, 0, ...uleb(1)]);
  const funcs = section(3, [1, 0]);
  const exports = section(7, [1, ...name("project"), 0, 0]);
  const code = section(10, [1, ...functionBody([2, 3, I32, 10, V128], body())]);
  return Uint8Array.from([...WASM_HEADER, ...type, ...imports, ...funcs, ...exports, ...code]);
}
var PAGE = 65536;
function simdProjection(matrix, d) {
  if (d <= 0 || d % 16 !== 0 || matrix.length % d !== 0) return null;
  let project;
  const buckets = matrix.length / d;
  const matrixBytes = matrix.length * 4;
  const rowsAt = matrixBytes;
  const valsAt = rowsAt + buckets * 4 + 8 - buckets * 4 % 8;
  const outAt = valsAt + buckets * 8;
  let heap;
  try {
    const bytes = projectionWasmBytes();
    if (!wasm || !wasm.validate(bytes)) return null;
    const mem = new wasm.Memory({ initial: Math.ceil((outAt + d * 8) / PAGE) });
    project = new wasm.Instance(new wasm.Module(bytes), { env: { mem } }).exports.project;
    heap = mem.buffer;
  } catch {
    return null;
  }
  new Float32Array(heap, 0, matrix.length).set(matrix);
  const rows = new Int32Array(heap, rowsAt, buckets);
  const vals = new Float64Array(heap, valsAt, buckets);
  const result = new Float64Array(heap, outAt, d);
  const plain = plainProjection(matrix, d);
  return (bucketList, values, out) => {
    if (bucketList.length > buckets) return plain(bucketList, values, out);
    let n = 0;
    for (let i = 0; i < bucketList.length; i++) {
      const v = values[i];
      if (v === 0) continue;
      rows[n] = bucketList[i] * d * 4;
      vals[n] = v;
      n++;
    }
    project(rowsAt, valsAt, n, d, outAt);
    out.set(result);
  };
}

// src/embedding/model-format.ts
var MODEL_MAGIC = "SCHMODEL";
var MODEL_FORMAT = "similar-code-hash-model";
var SUPPORTED_FORMAT_VERSIONS = [1, 2, 3, 4];
var LEXICAL_FORMAT_VERSION = 4;
var CHANNEL_KINDS = /* @__PURE__ */ new Set(["structural", "identifier-subtokens", "member-names", "call-names", "keywords"]);
function bodyDimensions(h) {
  return h.dimensions - (h.name?.dimensions ?? 0) - (h.lexical?.dimensions ?? 0);
}
var ModelFormatError = class extends Error {
  name = "ModelFormatError";
};
var DATA_ALIGN = 8;
function readArray(view, base, spec, total) {
  const bytesPer = spec.dtype === "float32" ? 4 : 1;
  const start = base + spec.offset;
  if (!Number.isSafeInteger(spec.offset) || !Number.isSafeInteger(spec.length) || spec.offset < 0 || spec.length < 0 || start + spec.length * bytesPer > total) {
    throw new ModelFormatError("model array lies outside the artifact");
  }
  const out = new Float32Array(spec.length);
  if (spec.dtype === "float32") for (let i = 0; i < spec.length; i++) out[i] = view.getFloat32(start + i * 4, true);
  else if (spec.dtype === "int8") for (let i = 0; i < spec.length; i++) out[i] = view.getInt8(start + i);
  else throw new ModelFormatError(`unknown array dtype ${String(spec.dtype)}`);
  return out;
}
function checkHeader(h) {
  if (h.format !== MODEL_FORMAT || !SUPPORTED_FORMAT_VERSIONS.includes(h.format_version)) {
    throw new ModelFormatError(`unsupported model format ${String(h.format)} v${String(h.format_version)}`);
  }
  if (!Number.isInteger(h.dimensions) || h.dimensions <= 0) throw new ModelFormatError("bad dimensions");
  if (!Number.isInteger(h.buckets) || h.buckets <= 0 || (h.buckets & h.buckets - 1) !== 0) throw new ModelFormatError("buckets must be a power of two");
  if (h.hash?.algorithm !== "fnv1a32-fmix32") throw new ModelFormatError("unknown hash algorithm");
  if (!Number.isInteger(h.max_tokens) || h.max_tokens <= 0) throw new ModelFormatError("bad max_tokens");
  if (h.tf !== "log1p" && h.tf !== "raw") throw new ModelFormatError("unknown tf transform");
  if (!Array.isArray(h.channels) || h.channels.length === 0) throw new ModelFormatError("no feature channels");
  for (const c of h.channels) if (!CHANNEL_KINDS.has(c.kind)) throw new ModelFormatError(`unknown channel kind ${String(c.kind)}`);
  if (h.arrays.bucket_weights.length !== h.buckets) throw new ModelFormatError("bucket_weights length != buckets");
  if (h.format_version === 1 && (h.name !== void 0 || h.arrays.row_scales !== void 0)) throw new ModelFormatError("a version 1 model has no name part and no row scales");
  if (h.name !== void 0) {
    const n = h.name;
    if (!Number.isInteger(n.dimensions) || n.dimensions < 0 || n.dimensions >= h.dimensions || n.dimensions === 0 && n.weight !== 0) throw new ModelFormatError("bad name dimensions");
    if (!(n.weight >= 0 && n.weight <= 1) || !(n.whole_weight >= 0) || !Number.isInteger(n.hash_seed)) throw new ModelFormatError("bad name part");
  }
  if (h.lexical !== void 0) {
    const l = h.lexical;
    if (h.format_version < LEXICAL_FORMAT_VERSION) throw new ModelFormatError("a lexical part needs format version 4");
    if (!Number.isInteger(l.dimensions) || l.dimensions <= 0 || !Number.isInteger(l.hash_seed)) throw new ModelFormatError("bad lexical part");
    if (!(l.weight > 0 && l.weight + (h.name?.weight ?? 0) < 1)) throw new ModelFormatError("lexical and name weights must leave the body a share");
    if (!h.channels.some((c) => c.name === l.channel && c.kind === "identifier-subtokens")) throw new ModelFormatError(`lexical channel ${String(l.channel)} is not an identifier-subtokens channel`);
  }
  if (bodyDimensions(h) <= 0) throw new ModelFormatError("no body dimensions");
  if (h.arrays.row_scales !== void 0 && h.arrays.row_scales.length !== h.buckets) throw new ModelFormatError("row_scales length != buckets");
  if (h.format_version < 3 && (h.head !== void 0 || h.arrays.head_in !== void 0)) throw new ModelFormatError("a head needs format version 3 or later");
  if (h.head !== void 0) {
    const hd = h.head;
    const d = bodyDimensions(h);
    if (hd.kind !== "residual-relu" || !Number.isInteger(hd.hidden) || hd.hidden <= 0) throw new ModelFormatError("bad head");
    const a = h.arrays;
    if (a.head_in?.length !== hd.hidden * d || a.head_bias?.length !== hd.hidden || a.head_out?.length !== d * hd.hidden) throw new ModelFormatError("head arrays do not match the head");
    if (a.head_in.dtype !== "float32" || a.head_bias.dtype !== "float32" || a.head_out.dtype !== "float32") throw new ModelFormatError("head arrays are float32");
  } else if (h.arrays.head_in !== void 0 || h.arrays.head_bias !== void 0 || h.arrays.head_out !== void 0) throw new ModelFormatError("head arrays without a head");
  if (h.arrays.projection.length !== h.buckets * bodyDimensions(h)) throw new ModelFormatError("projection length != buckets * body dimensions");
}
function parseModelHeader(bytes) {
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (bytes.length < 12 || magic !== MODEL_MAGIC) throw new ModelFormatError("not a similar-code model artifact (bad magic)");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new ModelFormatError("truncated model header");
  let header;
  try {
    header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(12, 12 + headerLength)));
  } catch {
    throw new ModelFormatError("model header is not valid JSON");
  }
  checkHeader(header);
  return { header, headerLength };
}
function parseModel(bytes) {
  const { header, headerLength } = parseModelHeader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const base = Math.ceil((12 + headerLength) / DATA_ALIGN) * DATA_ALIGN;
  const bucketWeights = readArray(view, base, header.arrays.bucket_weights, bytes.length);
  const projection = readArray(view, base, header.arrays.projection, bytes.length);
  const scale = header.arrays.projection.scale;
  if (!Number.isFinite(scale)) throw new ModelFormatError("bad projection scale");
  if (header.arrays.row_scales) {
    const rows = readArray(view, base, header.arrays.row_scales, bytes.length);
    const d = bodyDimensions(header);
    for (let b = 0; b < header.buckets; b++) {
      const s = Math.fround(rows[b] * scale);
      if (!Number.isFinite(s)) throw new ModelFormatError("bad row scale");
      for (let k = b * d, end = k + d; k < end; k++) projection[k] = projection[k] * s;
    }
  } else if (scale !== 1) for (let i = 0; i < projection.length; i++) projection[i] = projection[i] * scale;
  const a = header.arrays;
  if (header.head && a.head_in && a.head_bias && a.head_out) {
    const head = { hidden: header.head.hidden, w_in: readArray(view, base, a.head_in, bytes.length), bias: readArray(view, base, a.head_bias, bytes.length), w_out: readArray(view, base, a.head_out, bytes.length) };
    for (const arr of [head.w_in, head.bias, head.w_out]) for (let i = 0; i < arr.length; i++) if (!Number.isFinite(arr[i])) throw new ModelFormatError("bad head weight");
    return { header, bucketWeights, projection, head };
  }
  return { header, bucketWeights, projection };
}

// src/embedding/hash-model.ts
function hashFeature(seed, s) {
  return fmix32(fnv1a(s, (FNV_OFFSET ^ seed) >>> 0));
}
function channelHasher(seed, channel) {
  const state = fnv1a(`${channel}\u241F`, (FNV_OFFSET ^ seed) >>> 0);
  return (feature) => fmix32(fnv1a(feature, state));
}
function abstractToken(t) {
  switch (t.kind) {
    case "id":
      return "ID";
    case "str":
      return "STR";
    case "tmpl":
      return "TMPL";
    case "num":
      return "NUM";
    case "regex":
      return "REGEX";
    default:
      return t.text;
  }
}
function channelFeatures(channel, tokens, abstracted) {
  const counts = /* @__PURE__ */ new Map();
  const add = (f) => {
    counts.set(f, (counts.get(f) ?? 0) + 1);
  };
  switch (channel.kind) {
    case "structural": {
      const n = channel.n;
      for (let i = 0; i + n <= abstracted.length; i++) {
        let f = abstracted[i];
        for (let k = 1; k < n; k++) f += " " + abstracted[i + k];
        add(f);
      }
      break;
    }
    case "identifier-subtokens":
      for (const t of tokens) if (t.kind === "id" && t.text !== "") for (const sub of identifierSubtokens(t.text)) add(sub);
      break;
    case "member-names":
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i];
        const prev = tokens[i - 1];
        if ((t.kind === "id" || t.kind === "kw") && t.text !== "" && prev.kind === "punct" && (prev.text === "." || prev.text === "?.")) add(t.text);
      }
      break;
    case "call-names":
      for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind === "id" && t.text !== "" && tokens[i + 1].text === "(") add(t.text);
      }
      break;
    case "keywords":
      for (const t of tokens) if (t.kind === "kw" || t.kind === "punct") add(t.text);
      break;
  }
  return counts;
}
var NAME_MODIFIERS = /* @__PURE__ */ new Set(["export", "default", "async", "static", "public", "private", "protected", "readonly", "abstract", "override", "declare", "accessor", "get", "set"]);
function ownName(tokens) {
  let i = 0;
  for (; ; ) {
    const t2 = tokens[i];
    if (!t2) return null;
    if (t2.text === "function") {
      i++;
      if (tokens[i]?.text === "*") i++;
      const n = tokens[i];
      return n && (n.kind === "id" || n.kind === "kw") && n.text !== "constructor" ? n.text : null;
    }
    if (t2.text === "*") {
      i++;
      continue;
    }
    const next2 = tokens[i + 1];
    if ((t2.kind === "kw" || t2.kind === "id") && NAME_MODIFIERS.has(t2.text) && next2 && next2.text !== "(" && next2.text !== "<" && next2.text !== "=>") {
      i++;
      continue;
    }
    break;
  }
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!(t.kind === "id" || t.kind === "kw") || !next || next.text !== "(" && next.text !== "<" && next.text !== "?") return null;
  let depth = 0;
  for (let j = i + 1; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (x === "(" || x === "[" || x === "<") depth++;
    else if (x === ")" || x === "]" || x === ">") depth--;
    else if (depth <= 0 && x === "{") break;
    else if (depth <= 0 && x === "=>") return null;
  }
  return t.text === "constructor" ? null : t.text;
}
function nameFeatures(name2, wholeWeight) {
  const m = /* @__PURE__ */ new Map();
  if (wholeWeight > 0) m.set(`=${name2.toLowerCase()}`, wholeWeight);
  for (const sub of identifierSubtokens(name2)) m.set(sub, (m.get(sub) ?? 0) + 1);
  return m;
}
var HashModel = class {
  header;
  dimensions;
  keywords;
  weights;
  /** The body projection: the SIMD kernel where it runs, else the plain loop (bit-identical). */
  project;
  bodyAcc;
  bodyDims;
  head;
  hiddenAcc;
  channelAcc;
  totalAcc;
  /** Per-bucket "already listed" stamps (channel, total), so a bucket that sums to 0 is never listed twice. */
  channelMark;
  totalMark;
  stamp = 0;
  constructor(data) {
    this.header = data.header;
    this.dimensions = data.header.dimensions;
    this.keywords = new Set(data.header.keywords);
    this.weights = data.bucketWeights;
    this.bodyDims = bodyDimensions(data.header);
    this.project = simdProjection(data.projection, this.bodyDims) ?? plainProjection(data.projection, this.bodyDims);
    this.bodyAcc = new Float64Array(this.bodyDims);
    this.head = data.head ?? null;
    this.hiddenAcc = new Float64Array(this.head?.hidden ?? 0);
    this.channelAcc = new Float64Array(data.header.buckets);
    this.totalAcc = new Float64Array(data.header.buckets);
    this.channelMark = new Uint32Array(data.header.buckets);
    this.totalMark = new Uint32Array(data.header.buckets);
  }
  nextStamp() {
    if (this.stamp >= 4294967280) {
      this.stamp = 0;
      this.channelMark.fill(0);
      this.totalMark.fill(0);
    }
    return ++this.stamp;
  }
  tokenize(text) {
    return tokenize(text, this.keywords, this.header.max_tokens);
  }
  /** Tokens of `text` with the function's own name hidden (seen as a placeholder identifier) when the model has a name or lexical part. */
  analyze(text) {
    const h = this.header;
    const { tokens: raw, truncated } = this.tokenize(text);
    if (!h.name && !h.lexical) return { tokens: raw, name: null, truncated };
    const name2 = ownName(raw);
    if (name2 === null) return { tokens: raw, name: name2, truncated };
    return { tokens: raw.map((t) => (t.kind === "id" || t.kind === "kw") && t.text === name2 ? { kind: "id", text: "" } : t), name: name2, truncated };
  }
  /**
   * The weighted, per-channel normalized hashed features of `text`: the
   * projection's input. With a name or lexical part, the function's own name
   * is hidden from the body channels (seen as a placeholder identifier).
   */
  features(text) {
    return this.sparse(this.analyze(text));
  }
  sparse({ tokens, name: name2, truncated }) {
    const h = this.header;
    const abstracted = tokens.map(abstractToken);
    const mask = h.buckets - 1;
    const seed = h.hash.seed >>> 0;
    const acc = this.channelAcc;
    const total = this.totalAcc;
    const touchedTotal = [];
    const totalStamp = this.nextStamp();
    for (const channel of h.channels) {
      if (channel.weight === 0) continue;
      const counts = channelFeatures(channel, tokens, abstracted);
      const touched = [];
      const channelStamp = this.nextStamp();
      const hash = channelHasher(seed, channel.name);
      for (const [feature, count] of counts) {
        const code = hash(feature);
        const bucket = code & mask;
        const sign = h.hash.signed && code >>> 31 ? -1 : 1;
        const tf = h.tf === "log1p" ? 1 + Math.log(count) : count;
        if (this.channelMark[bucket] !== channelStamp) {
          this.channelMark[bucket] = channelStamp;
          touched.push(bucket);
        }
        acc[bucket] = acc[bucket] + sign * tf * this.weights[bucket];
      }
      let norm = 0;
      for (const b of touched) norm += acc[b] * acc[b];
      norm = Math.sqrt(norm);
      const scale = norm > 0 ? channel.weight / norm : 0;
      for (const b of touched) {
        if (scale !== 0 && acc[b] !== 0) {
          if (this.totalMark[b] !== totalStamp) {
            this.totalMark[b] = totalStamp;
            touchedTotal.push(b);
          }
          total[b] = total[b] + acc[b] * scale;
        }
        acc[b] = 0;
      }
    }
    const values = new Array(touchedTotal.length);
    for (let i = 0; i < touchedTotal.length; i++) {
      const b = touchedTotal[i];
      values[i] = total[b];
      total[b] = 0;
    }
    return { buckets: touchedTotal, values, name: name2, tokens: tokens.length, truncated };
  }
  applyHead(z, norm) {
    return applyResidualHead(this.head, z, norm, this.hiddenAcc);
  }
  /** The lexical part (format v4) of name-hidden `tokens`: a unit vector, or null without free identifiers. */
  lexicalPart(tokens) {
    const spec = this.header.lexical;
    const counts = /* @__PURE__ */ new Map();
    for (const name2 of freeIdentifiers(tokens)) for (const sub of identifierSubtokens(name2)) counts.set(sub, (counts.get(sub) ?? 0) + 1);
    const seed = this.header.hash.seed >>> 0;
    const mask = this.header.buckets - 1;
    const weighted = [...counts].map(([sub, count]) => {
      const idf = this.weights[hashFeature(seed, `${spec.channel}\u241F${sub}`) & mask];
      return [sub, (this.header.tf === "log1p" ? 1 + Math.log(count) : count) * idf];
    });
    return signedHashUnit(weighted, spec.dimensions, spec.hash_seed);
  }
  /** The name part of a named function: a unit vector, or null. */
  namePart(name2) {
    const spec = this.header.name;
    if (!spec || spec.dimensions === 0 || spec.weight === 0 || name2 === null) return null;
    return signedHashUnit(nameFeatures(name2, spec.whole_weight), spec.dimensions, spec.hash_seed);
  }
  embed(text) {
    const analyzed = this.analyze(text);
    const f = this.sparse(analyzed);
    const d = this.bodyDims;
    const out = this.bodyAcc;
    this.project(f.buckets, f.values, out);
    let norm = 0;
    for (let k = 0; k < d; k++) norm += out[k] * out[k];
    norm = Math.sqrt(norm);
    if (this.head && norm > 0) norm = this.applyHead(out, norm);
    const vector = new Float32Array(this.dimensions);
    const lexSpec = this.header.lexical;
    const lexical = lexSpec ? this.lexicalPart(analyzed.tokens) : null;
    const named = this.namePart(f.name);
    const wLex = lexical ? lexSpec.weight : 0;
    const wName = named ? this.header.name.weight : 0;
    const total = 1 - (lexSpec?.weight ?? 0) - (this.header.name?.weight ?? 0) + wLex + wName;
    const bodyWeight = Math.sqrt((total - wLex - wName) / total);
    if (!(norm > 0)) vector[0] = bodyWeight;
    else for (let k = 0; k < d; k++) vector[k] = out[k] / norm * bodyWeight;
    if (lexical) {
      const lw = Math.sqrt(wLex / total);
      for (let k = 0; k < lexSpec.dimensions; k++) vector[d + k] = lexical[k] * lw;
    }
    if (named) {
      const nw = Math.sqrt(wName / total);
      const o = d + (lexSpec?.dimensions ?? 0);
      for (let k = 0; k < named.length; k++) vector[o + k] = named[k] * nw;
    }
    return { vector, truncated: f.truncated, tokens: f.tokens };
  }
};
function signedHashUnit(features, dims, seed) {
  const v = new Float64Array(dims);
  for (const [feature, w] of features) {
    const code = hashFeature(seed >>> 0, feature);
    v[code % dims] = v[code % dims] + (code >>> 31 ? -w : w);
  }
  let n = 0;
  for (let k = 0; k < dims; k++) n += v[k] * v[k];
  n = Math.sqrt(n);
  if (!(n > 0)) return null;
  for (let k = 0; k < dims; k++) v[k] = v[k] / n;
  return v;
}
function applyResidualHead(head, z, norm, hidden) {
  const d = z.length;
  const h = head.hidden;
  const inv = 1 / norm;
  for (let k = 0; k < d; k++) z[k] = z[k] * inv;
  for (let j = 0; j < h; j++) {
    let a = head.bias[j];
    const o = j * d;
    for (let k = 0; k < d; k++) a += head.w_in[o + k] * z[k];
    hidden[j] = a > 0 ? a : 0;
  }
  let n = 0;
  for (let k = 0; k < d; k++) {
    let y = z[k];
    const o = k * h;
    for (let j = 0; j < h; j++) y += head.w_out[o + j] * hidden[j];
    z[k] = y;
    n += y * y;
  }
  return Math.sqrt(n);
}

// src/embedding/canonical-json.ts
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const obj = value;
    return `{${Object.keys(obj).sort().filter((k) => obj[k] !== void 0).map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

// src/embedding/model-store.ts
var ModelUnavailableError = class extends Error {
  name = "ModelUnavailableError";
};
var MODEL_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
function defaultModelId(modelsDir) {
  try {
    const doc = JSON.parse(readFileSync(join2(modelsDir, "default.json"), "utf8"));
    if (typeof doc.default_model === "string") return doc.default_model;
  } catch (err) {
    throw new ModelUnavailableError(`cannot read ${join2(modelsDir, "default.json")}: ${err.message}`);
  }
  throw new ModelUnavailableError(`${join2(modelsDir, "default.json")} names no default_model`);
}
function parameterSha256(params, header) {
  const { arrays: _arrays, ...featureConfig } = header;
  return sha256Hex(canonicalJson({
    dtype: params.dtype,
    pooling: params.pooling,
    normalized: params.normalized,
    batch_size: params.batch_size,
    max_tokens: params.max_tokens,
    model: featureConfig
  }));
}
function readModel(modelsDir, modelId, parse) {
  const id = modelId ?? defaultModelId(modelsDir);
  if (!MODEL_ID.test(id)) throw new ModelUnavailableError(`invalid model id ${JSON.stringify(id)}`);
  const dir = join2(modelsDir, id);
  let card;
  try {
    card = JSON.parse(readFileSync(join2(dir, "model.json"), "utf8"));
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: cannot read model.json: ${err.message}`);
  }
  if (card.model_id !== id) throw new ModelUnavailableError(`model ${id}: model.json names ${String(card.model_id)}`);
  let bytes;
  try {
    bytes = readFileSync(join2(dir, card.artifact ?? "model.bin"));
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: cannot read the artifact: ${err.message}`);
  }
  const digest = sha256Hex(bytes);
  if (digest !== card.artifact_sha256) {
    throw new ModelUnavailableError(`model ${id}: artifact sha256 ${digest} does not match model.json (${String(card.artifact_sha256)}); refusing to load it`);
  }
  let h;
  try {
    h = parse(bytes);
  } catch (err) {
    throw new ModelUnavailableError(`model ${id}: ${err instanceof ModelFormatError ? err.message : String(err)}`);
  }
  if (h.model_id !== id || h.dimensions !== card.dimensions || h.max_tokens !== card.parameters.max_tokens) {
    throw new ModelUnavailableError(`model ${id}: model.json disagrees with the artifact header (id, dimensions or max_tokens)`);
  }
  const params = {
    dtype: card.parameters.dtype,
    pooling: card.parameters.pooling,
    normalized: card.parameters.normalized,
    batch_size: card.parameters.batch_size,
    max_tokens: card.parameters.max_tokens
  };
  return {
    provenance: { model_id: card.model_id, revision: card.revision, artifact_sha256: card.artifact_sha256, license: card.license, dimensions: card.dimensions },
    parameters: { ...params, parameter_sha256: parameterSha256(params, h) },
    calibration: {
      default_threshold: card.calibration.default_threshold,
      bands: { moderate: card.calibration.bands.moderate, high: card.calibration.bands.high, very_high: card.calibration.bands.very_high }
    }
  };
}
function loadModel(modelsDir, modelId) {
  let data;
  const description = readModel(modelsDir, modelId, (bytes) => (data = parseModel(bytes)).header);
  return { model: new HashModel(data), ...description };
}

// src/contracts/formats.ts
var UINT32_MAX = 4294967295;
var FORMATS = {
  uint32: { type: "number", validate: (n) => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX },
  uint64: { type: "number", validate: (n) => Number.isSafeInteger(n) && n >= 0 },
  double: { type: "number", validate: (n) => Number.isFinite(n) }
};

// src/contracts/generated/validators.ts
var __ajv_ucs2length = function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 55296 && value <= 56319 && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 64512) === 56320)
        pos++;
    }
  }
  return length;
};
var snapshot = validate20;
var formats0 = FORMATS.uint32;
var formats12 = FORMATS.double;
var formats14 = FORMATS.uint64;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.provider === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.companion_version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "companion_version" }, message: "must have required property 'companion_version'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.protocol_version === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "protocol_version" }, message: "must have required property 'protocol_version'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.source_left_machine === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_left_machine" }, message: "must have required property 'source_left_machine'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.provider !== void 0) {
      let data0 = data.provider;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err4 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if ("official-local-companion" !== data0) {
        const err5 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf/0/const", keyword: "const", params: { allowedValue: "official-local-companion" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      if (!valid2) {
        const err6 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.companion_version !== void 0) {
      if (typeof data.companion_version !== "string") {
        const err7 = { instancePath: instancePath + "/companion_version", schemaPath: "#/properties/companion_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.protocol_version !== void 0) {
      let data2 = data.protocol_version;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err8 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0.validate(data2)) {
          const err10 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.source_left_machine !== void 0) {
      if (typeof data.source_left_machine !== "boolean") {
        const err11 = { instancePath: instancePath + "/source_left_machine", schemaPath: "#/properties/source_left_machine/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": { "provider": true, "companion_version": true, "protocol_version": true, "source_left_machine": true }, "dynamicProps": false, "dynamicItems": false };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.extraction_semantics_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "extraction_semantics_version" }, message: "must have required property 'extraction_semantics_version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.embedding_semantics_version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "embedding_semantics_version" }, message: "must have required property 'embedding_semantics_version'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.parameters === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "parameters" }, message: "must have required property 'parameters'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.scope === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.threshold === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "threshold" }, message: "must have required property 'threshold'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.min_lines === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "min_lines" }, message: "must have required property 'min_lines'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.extraction_semantics_version !== void 0) {
      let data0 = data.extraction_semantics_version;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err8 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err9 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0.validate(data0)) {
          const err10 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.embedding_semantics_version !== void 0) {
      let data1 = data.embedding_semantics_version;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err11 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err12 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err13 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.provider !== void 0) {
      if (!validate22(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.model !== void 0) {
      let data3 = data.model;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.model_id === void 0) {
          const err14 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "model_id" }, message: "must have required property 'model_id'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.revision === void 0) {
          const err15 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.artifact_sha256 === void 0) {
          const err16 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "artifact_sha256" }, message: "must have required property 'artifact_sha256'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.license === void 0) {
          const err17 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "license" }, message: "must have required property 'license'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data3.dimensions === void 0) {
          const err18 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "dimensions" }, message: "must have required property 'dimensions'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3.model_id !== void 0) {
          if (typeof data3.model_id !== "string") {
            const err19 = { instancePath: instancePath + "/model/model_id", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/model_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data3.revision !== void 0) {
          if (typeof data3.revision !== "string") {
            const err20 = { instancePath: instancePath + "/model/revision", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data3.artifact_sha256 !== void 0) {
          if (typeof data3.artifact_sha256 !== "string") {
            const err21 = { instancePath: instancePath + "/model/artifact_sha256", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/artifact_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data3.license !== void 0) {
          if (typeof data3.license !== "string") {
            const err22 = { instancePath: instancePath + "/model/license", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/license/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data3.dimensions !== void 0) {
          let data8 = data3.dimensions;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err23 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err24 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (!formats0.validate(data8)) {
              const err25 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data9 = data.parameters;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.dtype === void 0) {
          const err27 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "dtype" }, message: "must have required property 'dtype'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data9.pooling === void 0) {
          const err28 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "pooling" }, message: "must have required property 'pooling'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data9.normalized === void 0) {
          const err29 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "normalized" }, message: "must have required property 'normalized'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data9.batch_size === void 0) {
          const err30 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "batch_size" }, message: "must have required property 'batch_size'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data9.max_tokens === void 0) {
          const err31 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data9.parameter_sha256 === void 0) {
          const err32 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "parameter_sha256" }, message: "must have required property 'parameter_sha256'" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data9.dtype !== void 0) {
          if (typeof data9.dtype !== "string") {
            const err33 = { instancePath: instancePath + "/parameters/dtype", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/dtype/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data9.pooling !== void 0) {
          if (typeof data9.pooling !== "string") {
            const err34 = { instancePath: instancePath + "/parameters/pooling", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/pooling/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data9.normalized !== void 0) {
          if (typeof data9.normalized !== "boolean") {
            const err35 = { instancePath: instancePath + "/parameters/normalized", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/normalized/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data9.batch_size !== void 0) {
          let data13 = data9.batch_size;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err36 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err37 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (!formats0.validate(data13)) {
              const err38 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
        }
        if (data9.max_tokens !== void 0) {
          let data14 = data9.max_tokens;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err39 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err40 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (!formats0.validate(data14)) {
              const err41 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data9.parameter_sha256 !== void 0) {
          if (typeof data9.parameter_sha256 !== "string") {
            const err42 = { instancePath: instancePath + "/parameters/parameter_sha256", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/parameter_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data16 = data.scope;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.active === void 0) {
          const err44 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/required", keyword: "required", params: { missingProperty: "active" }, message: "must have required property 'active'" };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data16.paths === void 0) {
          const err45 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/required", keyword: "required", params: { missingProperty: "paths" }, message: "must have required property 'paths'" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data16.active !== void 0) {
          if (typeof data16.active !== "boolean") {
            const err46 = { instancePath: instancePath + "/scope/active", schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/active/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data16.paths !== void 0) {
          let data18 = data16.paths;
          if (Array.isArray(data18)) {
            const len0 = data18.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data18[i0] !== "string") {
                const err47 = { instancePath: instancePath + "/scope/paths/" + i0, schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = { instancePath: instancePath + "/scope/paths", schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.threshold !== void 0) {
      let data20 = data.threshold;
      if (typeof data20 == "number" && isFinite(data20)) {
        if (!formats12.validate(data20)) {
          const err50 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/format", keyword: "format", params: { format: "double" }, message: 'must match format "double"' };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.min_lines !== void 0) {
      let data21 = data.min_lines;
      if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
        const err52 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      if (typeof data21 == "number" && isFinite(data21)) {
        if (data21 < 0 || isNaN(data21)) {
          const err53 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (!formats14.validate(data21)) {
          const err54 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
    }
  } else {
    const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err55];
    } else {
      vErrors.push(err55);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "props": { "extraction_semantics_version": true, "embedding_semantics_version": true, "provider": true, "model": true, "parameters": true, "scope": true, "threshold": true, "min_lines": true }, "dynamicProps": false, "dynamicItems": false };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.graph_relationship === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "graph_relationship" }, message: "must have required property 'graph_relationship'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.entry_point_reachability === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entry_point_reachability" }, message: "must have required property 'entry_point_reachability'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.callers === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "callers" }, message: "must have required property 'callers'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.callees === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "callees" }, message: "must have required property 'callees'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.ownership === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ownership" }, message: "must have required property 'ownership'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.churn === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "churn" }, message: "must have required property 'churn'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.tests === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tests" }, message: "must have required property 'tests'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.deterministic_clone_coverage === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "deterministic_clone_coverage" }, message: "must have required property 'deterministic_clone_coverage'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.runtime === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runtime" }, message: "must have required property 'runtime'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.graph_relationship !== void 0) {
      let data0 = data.graph_relationship;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err9 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if ("available" !== data0) {
        const err10 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err11 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if ("unavailable" !== data0) {
        const err12 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err13 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if ("not-requested" !== data0) {
          const err14 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
        }
      }
      if (!valid2) {
        const err15 = { instancePath: instancePath + "/graph_relationship", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.entry_point_reachability !== void 0) {
      let data1 = data.entry_point_reachability;
      const _errs12 = errors;
      let valid4 = false;
      let passing1 = null;
      const _errs13 = errors;
      if (typeof data1 !== "string") {
        const err16 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if ("available" !== data1) {
        const err17 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      var _valid1 = _errs13 === errors;
      if (_valid1) {
        valid4 = true;
        passing1 = 0;
      }
      const _errs15 = errors;
      if (typeof data1 !== "string") {
        const err18 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if ("unavailable" !== data1) {
        const err19 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid1 = _errs15 === errors;
      if (_valid1 && valid4) {
        valid4 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid4 = true;
          passing1 = 1;
        }
        const _errs17 = errors;
        if (typeof data1 !== "string") {
          const err20 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if ("not-requested" !== data1) {
          const err21 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        var _valid1 = _errs17 === errors;
        if (_valid1 && valid4) {
          valid4 = false;
          passing1 = [passing1, 2];
        } else {
          if (_valid1) {
            valid4 = true;
            passing1 = 2;
          }
        }
      }
      if (!valid4) {
        const err22 = { instancePath: instancePath + "/entry_point_reachability", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      } else {
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.callers !== void 0) {
      let data2 = data.callers;
      const _errs21 = errors;
      let valid6 = false;
      let passing2 = null;
      const _errs22 = errors;
      if (typeof data2 !== "string") {
        const err23 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if ("available" !== data2) {
        const err24 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      var _valid2 = _errs22 === errors;
      if (_valid2) {
        valid6 = true;
        passing2 = 0;
      }
      const _errs24 = errors;
      if (typeof data2 !== "string") {
        const err25 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if ("unavailable" !== data2) {
        const err26 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      var _valid2 = _errs24 === errors;
      if (_valid2 && valid6) {
        valid6 = false;
        passing2 = [passing2, 1];
      } else {
        if (_valid2) {
          valid6 = true;
          passing2 = 1;
        }
        const _errs26 = errors;
        if (typeof data2 !== "string") {
          const err27 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if ("not-requested" !== data2) {
          const err28 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        var _valid2 = _errs26 === errors;
        if (_valid2 && valid6) {
          valid6 = false;
          passing2 = [passing2, 2];
        } else {
          if (_valid2) {
            valid6 = true;
            passing2 = 2;
          }
        }
      }
      if (!valid6) {
        const err29 = { instancePath: instancePath + "/callers", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing2 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs21;
        if (vErrors !== null) {
          if (_errs21) {
            vErrors.length = _errs21;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.callees !== void 0) {
      let data3 = data.callees;
      const _errs30 = errors;
      let valid8 = false;
      let passing3 = null;
      const _errs31 = errors;
      if (typeof data3 !== "string") {
        const err30 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if ("available" !== data3) {
        const err31 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      var _valid3 = _errs31 === errors;
      if (_valid3) {
        valid8 = true;
        passing3 = 0;
      }
      const _errs33 = errors;
      if (typeof data3 !== "string") {
        const err32 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if ("unavailable" !== data3) {
        const err33 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      var _valid3 = _errs33 === errors;
      if (_valid3 && valid8) {
        valid8 = false;
        passing3 = [passing3, 1];
      } else {
        if (_valid3) {
          valid8 = true;
          passing3 = 1;
        }
        const _errs35 = errors;
        if (typeof data3 !== "string") {
          const err34 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if ("not-requested" !== data3) {
          const err35 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        var _valid3 = _errs35 === errors;
        if (_valid3 && valid8) {
          valid8 = false;
          passing3 = [passing3, 2];
        } else {
          if (_valid3) {
            valid8 = true;
            passing3 = 2;
          }
        }
      }
      if (!valid8) {
        const err36 = { instancePath: instancePath + "/callees", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing3 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      } else {
        errors = _errs30;
        if (vErrors !== null) {
          if (_errs30) {
            vErrors.length = _errs30;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.ownership !== void 0) {
      let data4 = data.ownership;
      const _errs39 = errors;
      let valid10 = false;
      let passing4 = null;
      const _errs40 = errors;
      if (typeof data4 !== "string") {
        const err37 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if ("available" !== data4) {
        const err38 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      var _valid4 = _errs40 === errors;
      if (_valid4) {
        valid10 = true;
        passing4 = 0;
      }
      const _errs42 = errors;
      if (typeof data4 !== "string") {
        const err39 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      if ("unavailable" !== data4) {
        const err40 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      var _valid4 = _errs42 === errors;
      if (_valid4 && valid10) {
        valid10 = false;
        passing4 = [passing4, 1];
      } else {
        if (_valid4) {
          valid10 = true;
          passing4 = 1;
        }
        const _errs44 = errors;
        if (typeof data4 !== "string") {
          const err41 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if ("not-requested" !== data4) {
          const err42 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        var _valid4 = _errs44 === errors;
        if (_valid4 && valid10) {
          valid10 = false;
          passing4 = [passing4, 2];
        } else {
          if (_valid4) {
            valid10 = true;
            passing4 = 2;
          }
        }
      }
      if (!valid10) {
        const err43 = { instancePath: instancePath + "/ownership", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing4 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      } else {
        errors = _errs39;
        if (vErrors !== null) {
          if (_errs39) {
            vErrors.length = _errs39;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.churn !== void 0) {
      let data5 = data.churn;
      const _errs48 = errors;
      let valid12 = false;
      let passing5 = null;
      const _errs49 = errors;
      if (typeof data5 !== "string") {
        const err44 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
      if ("available" !== data5) {
        const err45 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      var _valid5 = _errs49 === errors;
      if (_valid5) {
        valid12 = true;
        passing5 = 0;
      }
      const _errs51 = errors;
      if (typeof data5 !== "string") {
        const err46 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
      if ("unavailable" !== data5) {
        const err47 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      var _valid5 = _errs51 === errors;
      if (_valid5 && valid12) {
        valid12 = false;
        passing5 = [passing5, 1];
      } else {
        if (_valid5) {
          valid12 = true;
          passing5 = 1;
        }
        const _errs53 = errors;
        if (typeof data5 !== "string") {
          const err48 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if ("not-requested" !== data5) {
          const err49 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        var _valid5 = _errs53 === errors;
        if (_valid5 && valid12) {
          valid12 = false;
          passing5 = [passing5, 2];
        } else {
          if (_valid5) {
            valid12 = true;
            passing5 = 2;
          }
        }
      }
      if (!valid12) {
        const err50 = { instancePath: instancePath + "/churn", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing5 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      } else {
        errors = _errs48;
        if (vErrors !== null) {
          if (_errs48) {
            vErrors.length = _errs48;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.tests !== void 0) {
      let data6 = data.tests;
      const _errs57 = errors;
      let valid14 = false;
      let passing6 = null;
      const _errs58 = errors;
      if (typeof data6 !== "string") {
        const err51 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
      if ("available" !== data6) {
        const err52 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      var _valid6 = _errs58 === errors;
      if (_valid6) {
        valid14 = true;
        passing6 = 0;
      }
      const _errs60 = errors;
      if (typeof data6 !== "string") {
        const err53 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      if ("unavailable" !== data6) {
        const err54 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      var _valid6 = _errs60 === errors;
      if (_valid6 && valid14) {
        valid14 = false;
        passing6 = [passing6, 1];
      } else {
        if (_valid6) {
          valid14 = true;
          passing6 = 1;
        }
        const _errs62 = errors;
        if (typeof data6 !== "string") {
          const err55 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if ("not-requested" !== data6) {
          const err56 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        var _valid6 = _errs62 === errors;
        if (_valid6 && valid14) {
          valid14 = false;
          passing6 = [passing6, 2];
        } else {
          if (_valid6) {
            valid14 = true;
            passing6 = 2;
          }
        }
      }
      if (!valid14) {
        const err57 = { instancePath: instancePath + "/tests", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing6 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      } else {
        errors = _errs57;
        if (vErrors !== null) {
          if (_errs57) {
            vErrors.length = _errs57;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.deterministic_clone_coverage !== void 0) {
      let data7 = data.deterministic_clone_coverage;
      const _errs66 = errors;
      let valid16 = false;
      let passing7 = null;
      const _errs67 = errors;
      if (typeof data7 !== "string") {
        const err58 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
      if ("available" !== data7) {
        const err59 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
      var _valid7 = _errs67 === errors;
      if (_valid7) {
        valid16 = true;
        passing7 = 0;
      }
      const _errs69 = errors;
      if (typeof data7 !== "string") {
        const err60 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
      if ("unavailable" !== data7) {
        const err61 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      var _valid7 = _errs69 === errors;
      if (_valid7 && valid16) {
        valid16 = false;
        passing7 = [passing7, 1];
      } else {
        if (_valid7) {
          valid16 = true;
          passing7 = 1;
        }
        const _errs71 = errors;
        if (typeof data7 !== "string") {
          const err62 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        if ("not-requested" !== data7) {
          const err63 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        var _valid7 = _errs71 === errors;
        if (_valid7 && valid16) {
          valid16 = false;
          passing7 = [passing7, 2];
        } else {
          if (_valid7) {
            valid16 = true;
            passing7 = 2;
          }
        }
      }
      if (!valid16) {
        const err64 = { instancePath: instancePath + "/deterministic_clone_coverage", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing7 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err64];
        } else {
          vErrors.push(err64);
        }
        errors++;
      } else {
        errors = _errs66;
        if (vErrors !== null) {
          if (_errs66) {
            vErrors.length = _errs66;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.runtime !== void 0) {
      let data8 = data.runtime;
      const _errs75 = errors;
      let valid18 = false;
      let passing8 = null;
      const _errs76 = errors;
      if (typeof data8 !== "string") {
        const err65 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
      if ("available" !== data8) {
        const err66 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/0/const", keyword: "const", params: { allowedValue: "available" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
      var _valid8 = _errs76 === errors;
      if (_valid8) {
        valid18 = true;
        passing8 = 0;
      }
      const _errs78 = errors;
      if (typeof data8 !== "string") {
        const err67 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
      if ("unavailable" !== data8) {
        const err68 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/1/const", keyword: "const", params: { allowedValue: "unavailable" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
      var _valid8 = _errs78 === errors;
      if (_valid8 && valid18) {
        valid18 = false;
        passing8 = [passing8, 1];
      } else {
        if (_valid8) {
          valid18 = true;
          passing8 = 1;
        }
        const _errs80 = errors;
        if (typeof data8 !== "string") {
          const err69 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err69];
          } else {
            vErrors.push(err69);
          }
          errors++;
        }
        if ("not-requested" !== data8) {
          const err70 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf/2/const", keyword: "const", params: { allowedValue: "not-requested" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
        var _valid8 = _errs80 === errors;
        if (_valid8 && valid18) {
          valid18 = false;
          passing8 = [passing8, 2];
        } else {
          if (_valid8) {
            valid18 = true;
            passing8 = 2;
          }
        }
      }
      if (!valid18) {
        const err71 = { instancePath: instancePath + "/runtime", schemaPath: "#/$defs/SimilarCodeEnrichmentState/oneOf", keyword: "oneOf", params: { passingSchemas: passing8 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      } else {
        errors = _errs75;
        if (vErrors !== null) {
          if (_errs75) {
            vErrors.length = _errs75;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err72 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err72];
    } else {
      vErrors.push(err72);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": { "graph_relationship": true, "entry_point_reachability": true, "callers": true, "callees": true, "ownership": true, "churn": true, "tests": true, "deterministic_clone_coverage": true, "runtime": true }, "dynamicProps": false, "dynamicItems": false };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.action === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "action" }, message: "must have required property 'action'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property 'description'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.read_only === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "read_only" }, message: "must have required property 'read_only'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.action !== void 0) {
      let data0 = data.action;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/action", schemaPath: "#/$defs/SimilarCodeActionType/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if ("inspect" !== data0) {
        const err4 = { instancePath: instancePath + "/action", schemaPath: "#/$defs/SimilarCodeActionType/oneOf/0/const", keyword: "const", params: { allowedValue: "inspect" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/action", schemaPath: "#/$defs/SimilarCodeActionType/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("review" !== data0) {
        const err6 = { instancePath: instancePath + "/action", schemaPath: "#/$defs/SimilarCodeActionType/oneOf/1/const", keyword: "const", params: { allowedValue: "review" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err7 = { instancePath: instancePath + "/action", schemaPath: "#/$defs/SimilarCodeActionType/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err8 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.read_only !== void 0) {
      if (typeof data.read_only !== "boolean") {
        const err9 = { instancePath: instancePath + "/read_only", schemaPath: "#/properties/read_only/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": { "action": true, "description": true, "read_only": true }, "dynamicProps": false, "dynamicItems": false };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.candidate_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate_id" }, message: "must have required property 'candidate_id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.review_key === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "review_key" }, message: "must have required property 'review_key'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.left === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "left" }, message: "must have required property 'left'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.right === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "right" }, message: "must have required property 'right'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.similarity === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "similarity" }, message: "must have required property 'similarity'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.similarity_band === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "similarity_band" }, message: "must have required property 'similarity_band'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.verification_status === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verification_status" }, message: "must have required property 'verification_status'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.enrichment === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "enrichment" }, message: "must have required property 'enrichment'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.actions === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actions" }, message: "must have required property 'actions'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.candidate_id !== void 0) {
      if (typeof data.candidate_id !== "string") {
        const err9 = { instancePath: instancePath + "/candidate_id", schemaPath: "#/properties/candidate_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.review_key !== void 0) {
      if (typeof data.review_key !== "string") {
        const err10 = { instancePath: instancePath + "/review_key", schemaPath: "#/properties/review_key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.left !== void 0) {
      let data2 = data.left;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.path === void 0) {
          const err11 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2.name === void 0) {
          const err12 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2.start_line === void 0) {
          const err13 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2.start_column === void 0) {
          const err14 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_column" }, message: "must have required property 'start_column'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data2.end_line === void 0) {
          const err15 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data2.end_column === void 0) {
          const err16 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_column" }, message: "must have required property 'end_column'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data2.source_sha256 === void 0) {
          const err17 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "source_sha256" }, message: "must have required property 'source_sha256'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data2.path !== void 0) {
          if (typeof data2.path !== "string") {
            const err18 = { instancePath: instancePath + "/left/path", schemaPath: "#/$defs/SimilarCodeLocation/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data2.name !== void 0) {
          if (typeof data2.name !== "string") {
            const err19 = { instancePath: instancePath + "/left/name", schemaPath: "#/$defs/SimilarCodeLocation/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data2.start_line !== void 0) {
          let data5 = data2.start_line;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err20 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err21 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (!formats0.validate(data5)) {
              const err22 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
        if (data2.start_column !== void 0) {
          let data6 = data2.start_column;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err23 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err24 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (!formats0.validate(data6)) {
              const err25 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data2.end_line !== void 0) {
          let data7 = data2.end_line;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err26 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err27 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (!formats0.validate(data7)) {
              const err28 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
        if (data2.end_column !== void 0) {
          let data8 = data2.end_column;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err29 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err30 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (!formats0.validate(data8)) {
              const err31 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data2.source_sha256 !== void 0) {
          if (typeof data2.source_sha256 !== "string") {
            const err32 = { instancePath: instancePath + "/left/source_sha256", schemaPath: "#/$defs/SimilarCodeLocation/properties/source_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.right !== void 0) {
      let data10 = data.right;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        if (data10.path === void 0) {
          const err34 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data10.name === void 0) {
          const err35 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data10.start_line === void 0) {
          const err36 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data10.start_column === void 0) {
          const err37 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_column" }, message: "must have required property 'start_column'" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data10.end_line === void 0) {
          const err38 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data10.end_column === void 0) {
          const err39 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_column" }, message: "must have required property 'end_column'" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data10.source_sha256 === void 0) {
          const err40 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "source_sha256" }, message: "must have required property 'source_sha256'" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data10.path !== void 0) {
          if (typeof data10.path !== "string") {
            const err41 = { instancePath: instancePath + "/right/path", schemaPath: "#/$defs/SimilarCodeLocation/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data10.name !== void 0) {
          if (typeof data10.name !== "string") {
            const err42 = { instancePath: instancePath + "/right/name", schemaPath: "#/$defs/SimilarCodeLocation/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data10.start_line !== void 0) {
          let data13 = data10.start_line;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err43 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err44 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (!formats0.validate(data13)) {
              const err45 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data10.start_column !== void 0) {
          let data14 = data10.start_column;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err46 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err47 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (!formats0.validate(data14)) {
              const err48 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data10.end_line !== void 0) {
          let data15 = data10.end_line;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err49 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 < 0 || isNaN(data15)) {
              const err50 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (!formats0.validate(data15)) {
              const err51 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        }
        if (data10.end_column !== void 0) {
          let data16 = data10.end_column;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err52 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 < 0 || isNaN(data16)) {
              const err53 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (!formats0.validate(data16)) {
              const err54 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
        }
        if (data10.source_sha256 !== void 0) {
          if (typeof data10.source_sha256 !== "string") {
            const err55 = { instancePath: instancePath + "/right/source_sha256", schemaPath: "#/$defs/SimilarCodeLocation/properties/source_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.similarity !== void 0) {
      let data18 = data.similarity;
      if (typeof data18 == "number" && isFinite(data18)) {
        if (!formats12.validate(data18)) {
          const err57 = { instancePath: instancePath + "/similarity", schemaPath: "#/properties/similarity/format", keyword: "format", params: { format: "double" }, message: 'must match format "double"' };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      } else {
        const err58 = { instancePath: instancePath + "/similarity", schemaPath: "#/properties/similarity/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.similarity_band !== void 0) {
      let data19 = data.similarity_band;
      const _errs43 = errors;
      let valid6 = false;
      let passing0 = null;
      const _errs44 = errors;
      if (typeof data19 !== "string") {
        const err59 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
      if ("moderate" !== data19) {
        const err60 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/0/const", keyword: "const", params: { allowedValue: "moderate" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
      var _valid0 = _errs44 === errors;
      if (_valid0) {
        valid6 = true;
        passing0 = 0;
      }
      const _errs46 = errors;
      if (typeof data19 !== "string") {
        const err61 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      if ("high" !== data19) {
        const err62 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/1/const", keyword: "const", params: { allowedValue: "high" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
      var _valid0 = _errs46 === errors;
      if (_valid0 && valid6) {
        valid6 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid6 = true;
          passing0 = 1;
        }
        const _errs48 = errors;
        if (typeof data19 !== "string") {
          const err63 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        if ("very-high" !== data19) {
          const err64 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/2/const", keyword: "const", params: { allowedValue: "very-high" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        var _valid0 = _errs48 === errors;
        if (_valid0 && valid6) {
          valid6 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid6 = true;
            passing0 = 2;
          }
        }
      }
      if (!valid6) {
        const err65 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      } else {
        errors = _errs43;
        if (vErrors !== null) {
          if (_errs43) {
            vErrors.length = _errs43;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.verification_status !== void 0) {
      let data20 = data.verification_status;
      const _errs52 = errors;
      let valid8 = false;
      let passing1 = null;
      const _errs53 = errors;
      if (typeof data20 !== "string") {
        const err66 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
      if ("unverified" !== data20) {
        const err67 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "unverified" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
      var _valid1 = _errs53 === errors;
      if (_valid1) {
        valid8 = true;
        passing1 = 0;
      }
      if (!valid8) {
        const err68 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      } else {
        errors = _errs52;
        if (vErrors !== null) {
          if (_errs52) {
            vErrors.length = _errs52;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.enrichment !== void 0) {
      if (!validate26(data.enrichment, { instancePath: instancePath + "/enrichment", parentData: data, parentDataProperty: "enrichment", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
    if (data.actions !== void 0) {
      let data22 = data.actions;
      if (Array.isArray(data22)) {
        const len0 = data22.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate28(data22[i0], { instancePath: instancePath + "/actions/" + i0, parentData: data22, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err69 = { instancePath: instancePath + "/actions", schemaPath: "#/properties/actions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
  } else {
    const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err70];
    } else {
      vErrors.push(err70);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { "props": { "candidate_id": true, "review_key": true, "left": true, "right": true, "similarity": true, "similarity_band": true, "verification_status": true, "enrichment": true, "actions": true }, "dynamicProps": false, "dynamicItems": false };
var schema58 = { "description": "Accounting for one bounded generation phase.", "type": "object", "properties": { "phase": { "description": "Pipeline phase.", "$ref": "#/$defs/SimilarCodePhase" }, "status": { "description": "Whether this phase completed, skipped, or returned partial data.", "$ref": "#/$defs/SimilarCodePhaseStatus" }, "processed": { "description": "Number of admitted inputs processed by this phase.", "type": "integer", "format": "uint64", "minimum": 0 }, "total": { "description": "Total admitted inputs known to this phase, when available.", "type": ["integer", "null"], "format": "uint64", "minimum": 0 }, "reason": { "description": "Stable explanation when the phase did not complete.", "type": ["string", "null"] } }, "required": ["phase", "status", "processed"] };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.phase === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phase" }, message: "must have required property 'phase'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.processed === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "processed" }, message: "must have required property 'processed'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.phase !== void 0) {
      let data0 = data.phase;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if ("discovery" !== data0) {
        const err4 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/0/const", keyword: "const", params: { allowedValue: "discovery" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("extraction" !== data0) {
        const err6 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/1/const", keyword: "const", params: { allowedValue: "extraction" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err7 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if ("cache" !== data0) {
          const err8 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/2/const", keyword: "const", params: { allowedValue: "cache" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
          const _errs10 = errors;
          if (typeof data0 !== "string") {
            const err9 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if ("embedding" !== data0) {
            const err10 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/3/const", keyword: "const", params: { allowedValue: "embedding" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
            }
            const _errs12 = errors;
            if (typeof data0 !== "string") {
              const err11 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if ("validation" !== data0) {
              const err12 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/4/const", keyword: "const", params: { allowedValue: "validation" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            var _valid0 = _errs12 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
              }
              const _errs14 = errors;
              if (typeof data0 !== "string") {
                const err13 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if ("comparison" !== data0) {
                const err14 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/5/const", keyword: "const", params: { allowedValue: "comparison" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              var _valid0 = _errs14 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                }
                const _errs16 = errors;
                if (typeof data0 !== "string") {
                  const err15 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if ("enrichment" !== data0) {
                  const err16 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/6/const", keyword: "const", params: { allowedValue: "enrichment" }, message: "must be equal to constant" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                var _valid0 = _errs16 === errors;
                if (_valid0 && valid2) {
                  valid2 = false;
                  passing0 = [passing0, 6];
                } else {
                  if (_valid0) {
                    valid2 = true;
                    passing0 = 6;
                  }
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err17 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.status !== void 0) {
      let data1 = data.status;
      const _errs20 = errors;
      let valid4 = false;
      let passing1 = null;
      const _errs21 = errors;
      if (typeof data1 !== "string") {
        const err18 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if ("complete" !== data1) {
        const err19 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "complete" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid1 = _errs21 === errors;
      if (_valid1) {
        valid4 = true;
        passing1 = 0;
      }
      const _errs23 = errors;
      if (typeof data1 !== "string") {
        const err20 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if ("partial" !== data1) {
        const err21 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/1/const", keyword: "const", params: { allowedValue: "partial" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      var _valid1 = _errs23 === errors;
      if (_valid1 && valid4) {
        valid4 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid4 = true;
          passing1 = 1;
        }
        const _errs25 = errors;
        if (typeof data1 !== "string") {
          const err22 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if ("skipped" !== data1) {
          const err23 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/2/const", keyword: "const", params: { allowedValue: "skipped" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        var _valid1 = _errs25 === errors;
        if (_valid1 && valid4) {
          valid4 = false;
          passing1 = [passing1, 2];
        } else {
          if (_valid1) {
            valid4 = true;
            passing1 = 2;
          }
          const _errs27 = errors;
          if (typeof data1 !== "string") {
            const err24 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if ("timed-out" !== data1) {
            const err25 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf/3/const", keyword: "const", params: { allowedValue: "timed-out" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          var _valid1 = _errs27 === errors;
          if (_valid1 && valid4) {
            valid4 = false;
            passing1 = [passing1, 3];
          } else {
            if (_valid1) {
              valid4 = true;
              passing1 = 3;
            }
          }
        }
      }
      if (!valid4) {
        const err26 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodePhaseStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      } else {
        errors = _errs20;
        if (vErrors !== null) {
          if (_errs20) {
            vErrors.length = _errs20;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.processed !== void 0) {
      let data2 = data.processed;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err27 = { instancePath: instancePath + "/processed", schemaPath: "#/properties/processed/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err28 = { instancePath: instancePath + "/processed", schemaPath: "#/properties/processed/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (!formats14.validate(data2)) {
          const err29 = { instancePath: instancePath + "/processed", schemaPath: "#/properties/processed/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
    }
    if (data.total !== void 0) {
      let data3 = data.total;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3)) && data3 !== null) {
        const err30 = { instancePath: instancePath + "/total", schemaPath: "#/properties/total/type", keyword: "type", params: { type: schema58.properties.total.type }, message: "must be integer,null" };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err31 = { instancePath: instancePath + "/total", schemaPath: "#/properties/total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (!formats14.validate(data3)) {
          const err32 = { instancePath: instancePath + "/total", schemaPath: "#/properties/total/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      }
    }
    if (data.reason !== void 0) {
      let data4 = data.reason;
      if (typeof data4 !== "string" && data4 !== null) {
        const err33 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema58.properties.reason.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
  } else {
    const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err34];
    } else {
      vErrors.push(err34);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": { "phase": true, "status": true, "processed": true, "total": true, "reason": true }, "dynamicProps": false, "dynamicItems": false };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate34.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.phase === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phase" }, message: "must have required property 'phase'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.count === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.phase !== void 0) {
      let data0 = data.phase;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if ("discovery" !== data0) {
        const err4 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/0/const", keyword: "const", params: { allowedValue: "discovery" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("extraction" !== data0) {
        const err6 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/1/const", keyword: "const", params: { allowedValue: "extraction" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err7 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if ("cache" !== data0) {
          const err8 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/2/const", keyword: "const", params: { allowedValue: "cache" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
          const _errs10 = errors;
          if (typeof data0 !== "string") {
            const err9 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if ("embedding" !== data0) {
            const err10 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/3/const", keyword: "const", params: { allowedValue: "embedding" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
            }
            const _errs12 = errors;
            if (typeof data0 !== "string") {
              const err11 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if ("validation" !== data0) {
              const err12 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/4/const", keyword: "const", params: { allowedValue: "validation" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            var _valid0 = _errs12 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
              }
              const _errs14 = errors;
              if (typeof data0 !== "string") {
                const err13 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if ("comparison" !== data0) {
                const err14 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/5/const", keyword: "const", params: { allowedValue: "comparison" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              var _valid0 = _errs14 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                }
                const _errs16 = errors;
                if (typeof data0 !== "string") {
                  const err15 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if ("enrichment" !== data0) {
                  const err16 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf/6/const", keyword: "const", params: { allowedValue: "enrichment" }, message: "must be equal to constant" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                var _valid0 = _errs16 === errors;
                if (_valid0 && valid2) {
                  valid2 = false;
                  passing0 = [passing0, 6];
                } else {
                  if (_valid0) {
                    valid2 = true;
                    passing0 = 6;
                  }
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err17 = { instancePath: instancePath + "/phase", schemaPath: "#/$defs/SimilarCodePhase/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.reason !== void 0) {
      let data1 = data.reason;
      const _errs20 = errors;
      let valid4 = false;
      let passing1 = null;
      const _errs21 = errors;
      if (typeof data1 !== "string") {
        const err18 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if ("below-minimum-lines" !== data1) {
        const err19 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/0/const", keyword: "const", params: { allowedValue: "below-minimum-lines" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid1 = _errs21 === errors;
      if (_valid1) {
        valid4 = true;
        passing1 = 0;
      }
      const _errs23 = errors;
      if (typeof data1 !== "string") {
        const err20 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if ("unsupported-function" !== data1) {
        const err21 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/1/const", keyword: "const", params: { allowedValue: "unsupported-function" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      var _valid1 = _errs23 === errors;
      if (_valid1 && valid4) {
        valid4 = false;
        passing1 = [passing1, 1];
      } else {
        if (_valid1) {
          valid4 = true;
          passing1 = 1;
        }
        const _errs25 = errors;
        if (typeof data1 !== "string") {
          const err22 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if ("generated-source" !== data1) {
          const err23 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/2/const", keyword: "const", params: { allowedValue: "generated-source" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        var _valid1 = _errs25 === errors;
        if (_valid1 && valid4) {
          valid4 = false;
          passing1 = [passing1, 2];
        } else {
          if (_valid1) {
            valid4 = true;
            passing1 = 2;
          }
          const _errs27 = errors;
          if (typeof data1 !== "string") {
            const err24 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          if ("function-too-large" !== data1) {
            const err25 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/3/const", keyword: "const", params: { allowedValue: "function-too-large" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          var _valid1 = _errs27 === errors;
          if (_valid1 && valid4) {
            valid4 = false;
            passing1 = [passing1, 3];
          } else {
            if (_valid1) {
              valid4 = true;
              passing1 = 3;
            }
            const _errs29 = errors;
            if (typeof data1 !== "string") {
              const err26 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if ("input-limit" !== data1) {
              const err27 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/4/const", keyword: "const", params: { allowedValue: "input-limit" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            var _valid1 = _errs29 === errors;
            if (_valid1 && valid4) {
              valid4 = false;
              passing1 = [passing1, 4];
            } else {
              if (_valid1) {
                valid4 = true;
                passing1 = 4;
              }
              const _errs31 = errors;
              if (typeof data1 !== "string") {
                const err28 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
              if ("source-bytes-limit" !== data1) {
                const err29 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/5/const", keyword: "const", params: { allowedValue: "source-bytes-limit" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
              var _valid1 = _errs31 === errors;
              if (_valid1 && valid4) {
                valid4 = false;
                passing1 = [passing1, 5];
              } else {
                if (_valid1) {
                  valid4 = true;
                  passing1 = 5;
                }
                const _errs33 = errors;
                if (typeof data1 !== "string") {
                  const err30 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/6/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if ("vector-memory-limit" !== data1) {
                  const err31 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/6/const", keyword: "const", params: { allowedValue: "vector-memory-limit" }, message: "must be equal to constant" };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
                var _valid1 = _errs33 === errors;
                if (_valid1 && valid4) {
                  valid4 = false;
                  passing1 = [passing1, 6];
                } else {
                  if (_valid1) {
                    valid4 = true;
                    passing1 = 6;
                  }
                  const _errs35 = errors;
                  if (typeof data1 !== "string") {
                    const err32 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/7/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                  if ("comparison-limit" !== data1) {
                    const err33 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/7/const", keyword: "const", params: { allowedValue: "comparison-limit" }, message: "must be equal to constant" };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                  var _valid1 = _errs35 === errors;
                  if (_valid1 && valid4) {
                    valid4 = false;
                    passing1 = [passing1, 7];
                  } else {
                    if (_valid1) {
                      valid4 = true;
                      passing1 = 7;
                    }
                    const _errs37 = errors;
                    if (typeof data1 !== "string") {
                      const err34 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/8/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      if (vErrors === null) {
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                    if ("candidate-limit" !== data1) {
                      const err35 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/8/const", keyword: "const", params: { allowedValue: "candidate-limit" }, message: "must be equal to constant" };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                    var _valid1 = _errs37 === errors;
                    if (_valid1 && valid4) {
                      valid4 = false;
                      passing1 = [passing1, 8];
                    } else {
                      if (_valid1) {
                        valid4 = true;
                        passing1 = 8;
                      }
                      const _errs39 = errors;
                      if (typeof data1 !== "string") {
                        const err36 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/9/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err36];
                        } else {
                          vErrors.push(err36);
                        }
                        errors++;
                      }
                      if ("neighbor-limit" !== data1) {
                        const err37 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/9/const", keyword: "const", params: { allowedValue: "neighbor-limit" }, message: "must be equal to constant" };
                        if (vErrors === null) {
                          vErrors = [err37];
                        } else {
                          vErrors.push(err37);
                        }
                        errors++;
                      }
                      var _valid1 = _errs39 === errors;
                      if (_valid1 && valid4) {
                        valid4 = false;
                        passing1 = [passing1, 9];
                      } else {
                        if (_valid1) {
                          valid4 = true;
                          passing1 = 9;
                        }
                        const _errs41 = errors;
                        if (typeof data1 !== "string") {
                          const err38 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/10/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                          if (vErrors === null) {
                            vErrors = [err38];
                          } else {
                            vErrors.push(err38);
                          }
                          errors++;
                        }
                        if ("timeout" !== data1) {
                          const err39 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/10/const", keyword: "const", params: { allowedValue: "timeout" }, message: "must be equal to constant" };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                        var _valid1 = _errs41 === errors;
                        if (_valid1 && valid4) {
                          valid4 = false;
                          passing1 = [passing1, 10];
                        } else {
                          if (_valid1) {
                            valid4 = true;
                            passing1 = 10;
                          }
                          const _errs43 = errors;
                          if (typeof data1 !== "string") {
                            const err40 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/11/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                              vErrors = [err40];
                            } else {
                              vErrors.push(err40);
                            }
                            errors++;
                          }
                          if ("provider-failure" !== data1) {
                            const err41 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/11/const", keyword: "const", params: { allowedValue: "provider-failure" }, message: "must be equal to constant" };
                            if (vErrors === null) {
                              vErrors = [err41];
                            } else {
                              vErrors.push(err41);
                            }
                            errors++;
                          }
                          var _valid1 = _errs43 === errors;
                          if (_valid1 && valid4) {
                            valid4 = false;
                            passing1 = [passing1, 11];
                          } else {
                            if (_valid1) {
                              valid4 = true;
                              passing1 = 11;
                            }
                            const _errs45 = errors;
                            if (typeof data1 !== "string") {
                              const err42 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/12/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              if (vErrors === null) {
                                vErrors = [err42];
                              } else {
                                vErrors.push(err42);
                              }
                              errors++;
                            }
                            if ("token-truncation" !== data1) {
                              const err43 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/12/const", keyword: "const", params: { allowedValue: "token-truncation" }, message: "must be equal to constant" };
                              if (vErrors === null) {
                                vErrors = [err43];
                              } else {
                                vErrors.push(err43);
                              }
                              errors++;
                            }
                            var _valid1 = _errs45 === errors;
                            if (_valid1 && valid4) {
                              valid4 = false;
                              passing1 = [passing1, 12];
                            } else {
                              if (_valid1) {
                                valid4 = true;
                                passing1 = 12;
                              }
                              const _errs47 = errors;
                              if (typeof data1 !== "string") {
                                const err44 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/13/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                  vErrors = [err44];
                                } else {
                                  vErrors.push(err44);
                                }
                                errors++;
                              }
                              if ("enrichment-unavailable" !== data1) {
                                const err45 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf/13/const", keyword: "const", params: { allowedValue: "enrichment-unavailable" }, message: "must be equal to constant" };
                                if (vErrors === null) {
                                  vErrors = [err45];
                                } else {
                                  vErrors.push(err45);
                                }
                                errors++;
                              }
                              var _valid1 = _errs47 === errors;
                              if (_valid1 && valid4) {
                                valid4 = false;
                                passing1 = [passing1, 13];
                              } else {
                                if (_valid1) {
                                  valid4 = true;
                                  passing1 = 13;
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (!valid4) {
        const err46 = { instancePath: instancePath + "/reason", schemaPath: "#/$defs/SimilarCodeSkipReason/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      } else {
        errors = _errs20;
        if (vErrors !== null) {
          if (_errs20) {
            vErrors.length = _errs20;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.count !== void 0) {
      let data2 = data.count;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err47 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err48 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if (!formats14.validate(data2)) {
          const err49 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
      }
    }
  } else {
    const err50 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
validate34.evaluated = { "props": { "phase": true, "reason": true, "count": true }, "dynamicProps": false, "dynamicItems": false };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.hits === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hits" }, message: "must have required property 'hits'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.misses === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "misses" }, message: "must have required property 'misses'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.writes === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "writes" }, message: "must have required property 'writes'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.invalid_entries === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "invalid_entries" }, message: "must have required property 'invalid_entries'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("disabled" !== data0) {
        const err6 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "disabled" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err7 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if ("hit" !== data0) {
        const err8 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/1/const", keyword: "const", params: { allowedValue: "hit" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err9 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if ("miss" !== data0) {
          const err10 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/2/const", keyword: "const", params: { allowedValue: "miss" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
          const _errs10 = errors;
          if (typeof data0 !== "string") {
            const err11 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if ("mixed" !== data0) {
            const err12 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf/3/const", keyword: "const", params: { allowedValue: "mixed" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
            }
          }
        }
      }
      if (!valid2) {
        const err13 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCacheStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.hits !== void 0) {
      let data1 = data.hits;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err14 = { instancePath: instancePath + "/hits", schemaPath: "#/properties/hits/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err15 = { instancePath: instancePath + "/hits", schemaPath: "#/properties/hits/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (!formats14.validate(data1)) {
          const err16 = { instancePath: instancePath + "/hits", schemaPath: "#/properties/hits/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.misses !== void 0) {
      let data2 = data.misses;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err17 = { instancePath: instancePath + "/misses", schemaPath: "#/properties/misses/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err18 = { instancePath: instancePath + "/misses", schemaPath: "#/properties/misses/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!formats14.validate(data2)) {
          const err19 = { instancePath: instancePath + "/misses", schemaPath: "#/properties/misses/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.writes !== void 0) {
      let data3 = data.writes;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err20 = { instancePath: instancePath + "/writes", schemaPath: "#/properties/writes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err21 = { instancePath: instancePath + "/writes", schemaPath: "#/properties/writes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (!formats14.validate(data3)) {
          const err22 = { instancePath: instancePath + "/writes", schemaPath: "#/properties/writes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.invalid_entries !== void 0) {
      let data4 = data.invalid_entries;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err23 = { instancePath: instancePath + "/invalid_entries", schemaPath: "#/properties/invalid_entries/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err24 = { instancePath: instancePath + "/invalid_entries", schemaPath: "#/properties/invalid_entries/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (!formats14.validate(data4)) {
          const err25 = { instancePath: instancePath + "/invalid_entries", schemaPath: "#/properties/invalid_entries/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { "props": { "status": true, "hits": true, "misses": true, "writes": true, "invalid_entries": true }, "dynamicProps": false, "dynamicItems": false };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.phases === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phases" }, message: "must have required property 'phases'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.limits === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "limits" }, message: "must have required property 'limits'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.skips === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "skips" }, message: "must have required property 'skips'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.cache === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cache" }, message: "must have required property 'cache'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.provider_inference_ms === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider_inference_ms" }, message: "must have required property 'provider_inference_ms'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("complete" !== data0) {
        const err7 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "complete" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err8 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if ("partial" !== data0) {
        const err9 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/1/const", keyword: "const", params: { allowedValue: "partial" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err10 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.phases !== void 0) {
      let data1 = data.phases;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate32(data1[i0], { instancePath: instancePath + "/phases/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/phases", schemaPath: "#/properties/phases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data3 = data.limits;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.max_files === void 0) {
          const err12 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_files" }, message: "must have required property 'max_files'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data3.max_functions === void 0) {
          const err13 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_functions" }, message: "must have required property 'max_functions'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3.max_source_bytes === void 0) {
          const err14 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_source_bytes" }, message: "must have required property 'max_source_bytes'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.max_function_bytes === void 0) {
          const err15 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_function_bytes" }, message: "must have required property 'max_function_bytes'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.max_batch_size === void 0) {
          const err16 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_batch_size" }, message: "must have required property 'max_batch_size'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.max_vector_bytes === void 0) {
          const err17 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_vector_bytes" }, message: "must have required property 'max_vector_bytes'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data3.max_comparisons === void 0) {
          const err18 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_comparisons" }, message: "must have required property 'max_comparisons'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3.max_candidates === void 0) {
          const err19 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_candidates" }, message: "must have required property 'max_candidates'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data3.max_neighbors_per_function === void 0) {
          const err20 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_neighbors_per_function" }, message: "must have required property 'max_neighbors_per_function'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data3.timeout_ms === void 0) {
          const err21 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "timeout_ms" }, message: "must have required property 'timeout_ms'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data3.max_files !== void 0) {
          let data4 = data3.max_files;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err22 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err23 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (!formats14.validate(data4)) {
              const err24 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
        if (data3.max_functions !== void 0) {
          let data5 = data3.max_functions;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err25 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err26 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (!formats14.validate(data5)) {
              const err27 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data3.max_source_bytes !== void 0) {
          let data6 = data3.max_source_bytes;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err28 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err29 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (!formats14.validate(data6)) {
              const err30 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data3.max_function_bytes !== void 0) {
          let data7 = data3.max_function_bytes;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err31 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err32 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (!formats14.validate(data7)) {
              const err33 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data3.max_batch_size !== void 0) {
          let data8 = data3.max_batch_size;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err34 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err35 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (!formats14.validate(data8)) {
              const err36 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data3.max_vector_bytes !== void 0) {
          let data9 = data3.max_vector_bytes;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err37 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err38 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (!formats14.validate(data9)) {
              const err39 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data3.max_comparisons !== void 0) {
          let data10 = data3.max_comparisons;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err40 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 < 0 || isNaN(data10)) {
              const err41 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (!formats14.validate(data10)) {
              const err42 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
        if (data3.max_candidates !== void 0) {
          let data11 = data3.max_candidates;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err43 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 0 || isNaN(data11)) {
              const err44 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (!formats14.validate(data11)) {
              const err45 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data3.max_neighbors_per_function !== void 0) {
          let data12 = data3.max_neighbors_per_function;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err46 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 0 || isNaN(data12)) {
              const err47 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (!formats14.validate(data12)) {
              const err48 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data3.timeout_ms !== void 0) {
          let data13 = data3.timeout_ms;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err49 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err50 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (!formats14.validate(data13)) {
              const err51 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.skips !== void 0) {
      let data14 = data.skips;
      if (Array.isArray(data14)) {
        const len1 = data14.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate34(data14[i1], { instancePath: instancePath + "/skips/" + i1, parentData: data14, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/skips", schemaPath: "#/properties/skips/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.cache !== void 0) {
      if (!validate36(data.cache, { instancePath: instancePath + "/cache", parentData: data, parentDataProperty: "cache", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.provider_inference_ms !== void 0) {
      let data17 = data.provider_inference_ms;
      if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
        const err54 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (typeof data17 == "number" && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err55 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (!formats14.validate(data17)) {
          const err56 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    }
  } else {
    const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { "props": { "status": true, "phases": true, "limits": true, "skips": true, "cache": true, "provider_inference_ms": true }, "dynamicProps": false, "dynamicItems": false };
var schema67 = { "description": "Actionable diagnostic without a severity or gate implication.", "type": "object", "properties": { "domain": { "description": "Stable diagnostic domain.", "$ref": "#/$defs/SimilarCodeDiagnosticDomain" }, "code": { "description": "Stable machine-readable code.", "type": "string" }, "message": { "description": "Bounded human-readable explanation.", "type": "string" }, "path": { "description": "Optional project-root-relative path.", "type": ["string", "null"] } }, "required": ["domain", "code", "message"] };
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.domain === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "domain" }, message: "must have required property 'domain'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.code === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.domain !== void 0) {
      let data0 = data.domain;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if ("workspace" !== data0) {
        const err4 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/0/const", keyword: "const", params: { allowedValue: "workspace" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("extraction" !== data0) {
        const err6 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/1/const", keyword: "const", params: { allowedValue: "extraction" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err7 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if ("provider" !== data0) {
          const err8 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/2/const", keyword: "const", params: { allowedValue: "provider" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
          const _errs10 = errors;
          if (typeof data0 !== "string") {
            const err9 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if ("cache" !== data0) {
            const err10 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/3/const", keyword: "const", params: { allowedValue: "cache" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
            }
            const _errs12 = errors;
            if (typeof data0 !== "string") {
              const err11 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if ("enrichment" !== data0) {
              const err12 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/4/const", keyword: "const", params: { allowedValue: "enrichment" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            var _valid0 = _errs12 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
              }
              const _errs14 = errors;
              if (typeof data0 !== "string") {
                const err13 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if ("review" !== data0) {
                const err14 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/5/const", keyword: "const", params: { allowedValue: "review" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              var _valid0 = _errs14 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err15 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.code !== void 0) {
      if (typeof data.code !== "string") {
        const err16 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err17 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data3 = data.path;
      if (typeof data3 !== "string" && data3 !== null) {
        const err18 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: schema67.properties.path.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate39.errors = vErrors;
  return errors === 0;
}
validate39.evaluated = { "props": { "domain": true, "code": true, "message": true, "path": true }, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.generation === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "generation" }, message: "must have required property 'generation'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.candidate === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate" }, message: "must have required property 'candidate'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.completion === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "completion" }, message: "must have required property 'completion'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.diagnostics === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "diagnostics" }, message: "must have required property 'diagnostics'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "schema_version" || key0 === "generation" || key0 === "candidate" || key0 === "completion" || key0 === "diagnostics")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      let data0 = data.schema_version;
      const _errs4 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs5 = errors;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/schema_version", schemaPath: "#/$defs/SimilarCodeSchemaVersion/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("1" !== data0) {
        const err7 = { instancePath: instancePath + "/schema_version", schemaPath: "#/$defs/SimilarCodeSchemaVersion/oneOf/0/const", keyword: "const", params: { allowedValue: "1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      if (!valid2) {
        const err8 = { instancePath: instancePath + "/schema_version", schemaPath: "#/$defs/SimilarCodeSchemaVersion/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.generation !== void 0) {
      if (!validate21(data.generation, { instancePath: instancePath + "/generation", parentData: data, parentDataProperty: "generation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
        errors = vErrors.length;
      }
    }
    if (data.candidate !== void 0) {
      if (!validate25(data.candidate, { instancePath: instancePath + "/candidate", parentData: data, parentDataProperty: "candidate", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
        errors = vErrors.length;
      }
    }
    if (data.completion !== void 0) {
      if (!validate31(data.completion, { instancePath: instancePath + "/completion", parentData: data, parentDataProperty: "completion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
        errors = vErrors.length;
      }
    }
    if (data.diagnostics !== void 0) {
      let data4 = data.diagnostics;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate39(data4[i0], { instancePath: instancePath + "/diagnostics/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/diagnostics", schemaPath: "#/properties/diagnostics/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var envelope = validate41;
var schema69 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "discovery-envelope.schema.json", "title": "SimilarCodeDiscoveryEnvelope", "description": "Output of a similar-code scan: the candidate snapshot's vocabulary with a candidate list. Every part is a $def of candidate-snapshot.schema.json.", "type": "object", "properties": { "schema_version": { "$ref": "candidate-snapshot.schema.json#/$defs/SimilarCodeSchemaVersion" }, "generation": { "$ref": "candidate-snapshot.schema.json#/$defs/SimilarCodeGeneration" }, "candidates": { "description": "Unverified candidates in deterministic order (similarity descending, then left and right location).", "type": "array", "items": { "$ref": "candidate-snapshot.schema.json#/$defs/SimilarCodeCandidate" } }, "completion": { "$ref": "candidate-snapshot.schema.json#/$defs/SimilarCodeCompletion" }, "diagnostics": { "type": "array", "items": { "$ref": "candidate-snapshot.schema.json#/$defs/SimilarCodeDiagnostic" } }, "context": { "description": "Optional run context so that a publish-only run (workflow_run) can link and comment without the original event.", "type": "object", "properties": { "repository": { "type": ["string", "null"] }, "head_sha": { "type": ["string", "null"] }, "base_sha": { "type": ["string", "null"] }, "pull_request": { "type": ["integer", "null"], "minimum": 1 }, "mode": { "enum": ["full", "scoped"] } }, "required": ["repository", "head_sha", "base_sha", "pull_request", "mode"], "additionalProperties": false } }, "required": ["schema_version", "generation", "candidates", "completion", "diagnostics"], "additionalProperties": false };
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.extraction_semantics_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "extraction_semantics_version" }, message: "must have required property 'extraction_semantics_version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.embedding_semantics_version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "embedding_semantics_version" }, message: "must have required property 'embedding_semantics_version'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.parameters === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "parameters" }, message: "must have required property 'parameters'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.scope === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scope" }, message: "must have required property 'scope'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.threshold === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "threshold" }, message: "must have required property 'threshold'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.min_lines === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "min_lines" }, message: "must have required property 'min_lines'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.extraction_semantics_version !== void 0) {
      let data0 = data.extraction_semantics_version;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err8 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err9 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0.validate(data0)) {
          const err10 = { instancePath: instancePath + "/extraction_semantics_version", schemaPath: "#/properties/extraction_semantics_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.embedding_semantics_version !== void 0) {
      let data1 = data.embedding_semantics_version;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err11 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err12 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err13 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.provider !== void 0) {
      if (!validate22(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
        errors = vErrors.length;
      }
    }
    if (data.model !== void 0) {
      let data3 = data.model;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.model_id === void 0) {
          const err14 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "model_id" }, message: "must have required property 'model_id'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.revision === void 0) {
          const err15 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.artifact_sha256 === void 0) {
          const err16 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "artifact_sha256" }, message: "must have required property 'artifact_sha256'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.license === void 0) {
          const err17 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "license" }, message: "must have required property 'license'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data3.dimensions === void 0) {
          const err18 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "dimensions" }, message: "must have required property 'dimensions'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3.model_id !== void 0) {
          if (typeof data3.model_id !== "string") {
            const err19 = { instancePath: instancePath + "/model/model_id", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/model_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data3.revision !== void 0) {
          if (typeof data3.revision !== "string") {
            const err20 = { instancePath: instancePath + "/model/revision", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data3.artifact_sha256 !== void 0) {
          if (typeof data3.artifact_sha256 !== "string") {
            const err21 = { instancePath: instancePath + "/model/artifact_sha256", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/artifact_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data3.license !== void 0) {
          if (typeof data3.license !== "string") {
            const err22 = { instancePath: instancePath + "/model/license", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/license/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data3.dimensions !== void 0) {
          let data8 = data3.dimensions;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err23 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err24 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (!formats0.validate(data8)) {
              const err25 = { instancePath: instancePath + "/model/dimensions", schemaPath: "#/$defs/SimilarCodeModelProvenance/properties/dimensions/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/SimilarCodeModelProvenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data9 = data.parameters;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.dtype === void 0) {
          const err27 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "dtype" }, message: "must have required property 'dtype'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data9.pooling === void 0) {
          const err28 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "pooling" }, message: "must have required property 'pooling'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data9.normalized === void 0) {
          const err29 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "normalized" }, message: "must have required property 'normalized'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data9.batch_size === void 0) {
          const err30 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "batch_size" }, message: "must have required property 'batch_size'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data9.max_tokens === void 0) {
          const err31 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data9.parameter_sha256 === void 0) {
          const err32 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "parameter_sha256" }, message: "must have required property 'parameter_sha256'" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data9.dtype !== void 0) {
          if (typeof data9.dtype !== "string") {
            const err33 = { instancePath: instancePath + "/parameters/dtype", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/dtype/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data9.pooling !== void 0) {
          if (typeof data9.pooling !== "string") {
            const err34 = { instancePath: instancePath + "/parameters/pooling", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/pooling/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data9.normalized !== void 0) {
          if (typeof data9.normalized !== "boolean") {
            const err35 = { instancePath: instancePath + "/parameters/normalized", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/normalized/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data9.batch_size !== void 0) {
          let data13 = data9.batch_size;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err36 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err37 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (!formats0.validate(data13)) {
              const err38 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/batch_size/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
        }
        if (data9.max_tokens !== void 0) {
          let data14 = data9.max_tokens;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err39 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err40 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (!formats0.validate(data14)) {
              const err41 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          }
        }
        if (data9.parameter_sha256 !== void 0) {
          if (typeof data9.parameter_sha256 !== "string") {
            const err42 = { instancePath: instancePath + "/parameters/parameter_sha256", schemaPath: "#/$defs/SimilarCodeGenerationParameters/properties/parameter_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/parameters", schemaPath: "#/$defs/SimilarCodeGenerationParameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.scope !== void 0) {
      let data16 = data.scope;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.active === void 0) {
          const err44 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/required", keyword: "required", params: { missingProperty: "active" }, message: "must have required property 'active'" };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data16.paths === void 0) {
          const err45 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/required", keyword: "required", params: { missingProperty: "paths" }, message: "must have required property 'paths'" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data16.active !== void 0) {
          if (typeof data16.active !== "boolean") {
            const err46 = { instancePath: instancePath + "/scope/active", schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/active/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data16.paths !== void 0) {
          let data18 = data16.paths;
          if (Array.isArray(data18)) {
            const len0 = data18.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data18[i0] !== "string") {
                const err47 = { instancePath: instancePath + "/scope/paths/" + i0, schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/paths/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = { instancePath: instancePath + "/scope/paths", schemaPath: "#/$defs/SimilarCodeScopeProvenance/properties/paths/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
      } else {
        const err49 = { instancePath: instancePath + "/scope", schemaPath: "#/$defs/SimilarCodeScopeProvenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.threshold !== void 0) {
      let data20 = data.threshold;
      if (typeof data20 == "number" && isFinite(data20)) {
        if (!formats12.validate(data20)) {
          const err50 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/format", keyword: "format", params: { format: "double" }, message: 'must match format "double"' };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.min_lines !== void 0) {
      let data21 = data.min_lines;
      if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
        const err52 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      if (typeof data21 == "number" && isFinite(data21)) {
        if (data21 < 0 || isNaN(data21)) {
          const err53 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (!formats14.validate(data21)) {
          const err54 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
      }
    }
  } else {
    const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err55];
    } else {
      vErrors.push(err55);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { "props": { "extraction_semantics_version": true, "embedding_semantics_version": true, "provider": true, "model": true, "parameters": true, "scope": true, "threshold": true, "min_lines": true }, "dynamicProps": false, "dynamicItems": false };
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.candidate_id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidate_id" }, message: "must have required property 'candidate_id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.review_key === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "review_key" }, message: "must have required property 'review_key'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.left === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "left" }, message: "must have required property 'left'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.right === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "right" }, message: "must have required property 'right'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.similarity === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "similarity" }, message: "must have required property 'similarity'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.similarity_band === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "similarity_band" }, message: "must have required property 'similarity_band'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.verification_status === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verification_status" }, message: "must have required property 'verification_status'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.enrichment === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "enrichment" }, message: "must have required property 'enrichment'" };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.actions === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actions" }, message: "must have required property 'actions'" };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.candidate_id !== void 0) {
      if (typeof data.candidate_id !== "string") {
        const err9 = { instancePath: instancePath + "/candidate_id", schemaPath: "#/properties/candidate_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.review_key !== void 0) {
      if (typeof data.review_key !== "string") {
        const err10 = { instancePath: instancePath + "/review_key", schemaPath: "#/properties/review_key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.left !== void 0) {
      let data2 = data.left;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.path === void 0) {
          const err11 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2.name === void 0) {
          const err12 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2.start_line === void 0) {
          const err13 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2.start_column === void 0) {
          const err14 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_column" }, message: "must have required property 'start_column'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data2.end_line === void 0) {
          const err15 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data2.end_column === void 0) {
          const err16 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_column" }, message: "must have required property 'end_column'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data2.source_sha256 === void 0) {
          const err17 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "source_sha256" }, message: "must have required property 'source_sha256'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data2.path !== void 0) {
          if (typeof data2.path !== "string") {
            const err18 = { instancePath: instancePath + "/left/path", schemaPath: "#/$defs/SimilarCodeLocation/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data2.name !== void 0) {
          if (typeof data2.name !== "string") {
            const err19 = { instancePath: instancePath + "/left/name", schemaPath: "#/$defs/SimilarCodeLocation/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data2.start_line !== void 0) {
          let data5 = data2.start_line;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err20 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err21 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (!formats0.validate(data5)) {
              const err22 = { instancePath: instancePath + "/left/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
        if (data2.start_column !== void 0) {
          let data6 = data2.start_column;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err23 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err24 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (!formats0.validate(data6)) {
              const err25 = { instancePath: instancePath + "/left/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
          }
        }
        if (data2.end_line !== void 0) {
          let data7 = data2.end_line;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err26 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err27 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (!formats0.validate(data7)) {
              const err28 = { instancePath: instancePath + "/left/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
        }
        if (data2.end_column !== void 0) {
          let data8 = data2.end_column;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err29 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err30 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (!formats0.validate(data8)) {
              const err31 = { instancePath: instancePath + "/left/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
        }
        if (data2.source_sha256 !== void 0) {
          if (typeof data2.source_sha256 !== "string") {
            const err32 = { instancePath: instancePath + "/left/source_sha256", schemaPath: "#/$defs/SimilarCodeLocation/properties/source_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
      } else {
        const err33 = { instancePath: instancePath + "/left", schemaPath: "#/$defs/SimilarCodeLocation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.right !== void 0) {
      let data10 = data.right;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        if (data10.path === void 0) {
          const err34 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data10.name === void 0) {
          const err35 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data10.start_line === void 0) {
          const err36 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_line" }, message: "must have required property 'start_line'" };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data10.start_column === void 0) {
          const err37 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "start_column" }, message: "must have required property 'start_column'" };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data10.end_line === void 0) {
          const err38 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_line" }, message: "must have required property 'end_line'" };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data10.end_column === void 0) {
          const err39 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "end_column" }, message: "must have required property 'end_column'" };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data10.source_sha256 === void 0) {
          const err40 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/required", keyword: "required", params: { missingProperty: "source_sha256" }, message: "must have required property 'source_sha256'" };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data10.path !== void 0) {
          if (typeof data10.path !== "string") {
            const err41 = { instancePath: instancePath + "/right/path", schemaPath: "#/$defs/SimilarCodeLocation/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data10.name !== void 0) {
          if (typeof data10.name !== "string") {
            const err42 = { instancePath: instancePath + "/right/name", schemaPath: "#/$defs/SimilarCodeLocation/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data10.start_line !== void 0) {
          let data13 = data10.start_line;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err43 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err44 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (!formats0.validate(data13)) {
              const err45 = { instancePath: instancePath + "/right/start_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data10.start_column !== void 0) {
          let data14 = data10.start_column;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err46 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err47 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (!formats0.validate(data14)) {
              const err48 = { instancePath: instancePath + "/right/start_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/start_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data10.end_line !== void 0) {
          let data15 = data10.end_line;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err49 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 < 0 || isNaN(data15)) {
              const err50 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (!formats0.validate(data15)) {
              const err51 = { instancePath: instancePath + "/right/end_line", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_line/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        }
        if (data10.end_column !== void 0) {
          let data16 = data10.end_column;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err52 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 < 0 || isNaN(data16)) {
              const err53 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (!formats0.validate(data16)) {
              const err54 = { instancePath: instancePath + "/right/end_column", schemaPath: "#/$defs/SimilarCodeLocation/properties/end_column/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
        }
        if (data10.source_sha256 !== void 0) {
          if (typeof data10.source_sha256 !== "string") {
            const err55 = { instancePath: instancePath + "/right/source_sha256", schemaPath: "#/$defs/SimilarCodeLocation/properties/source_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/right", schemaPath: "#/$defs/SimilarCodeLocation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.similarity !== void 0) {
      let data18 = data.similarity;
      if (typeof data18 == "number" && isFinite(data18)) {
        if (!formats12.validate(data18)) {
          const err57 = { instancePath: instancePath + "/similarity", schemaPath: "#/properties/similarity/format", keyword: "format", params: { format: "double" }, message: 'must match format "double"' };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      } else {
        const err58 = { instancePath: instancePath + "/similarity", schemaPath: "#/properties/similarity/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.similarity_band !== void 0) {
      let data19 = data.similarity_band;
      const _errs43 = errors;
      let valid6 = false;
      let passing0 = null;
      const _errs44 = errors;
      if (typeof data19 !== "string") {
        const err59 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
      if ("moderate" !== data19) {
        const err60 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/0/const", keyword: "const", params: { allowedValue: "moderate" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
      var _valid0 = _errs44 === errors;
      if (_valid0) {
        valid6 = true;
        passing0 = 0;
      }
      const _errs46 = errors;
      if (typeof data19 !== "string") {
        const err61 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
      if ("high" !== data19) {
        const err62 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/1/const", keyword: "const", params: { allowedValue: "high" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
      var _valid0 = _errs46 === errors;
      if (_valid0 && valid6) {
        valid6 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid6 = true;
          passing0 = 1;
        }
        const _errs48 = errors;
        if (typeof data19 !== "string") {
          const err63 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        if ("very-high" !== data19) {
          const err64 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf/2/const", keyword: "const", params: { allowedValue: "very-high" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        var _valid0 = _errs48 === errors;
        if (_valid0 && valid6) {
          valid6 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid6 = true;
            passing0 = 2;
          }
        }
      }
      if (!valid6) {
        const err65 = { instancePath: instancePath + "/similarity_band", schemaPath: "#/$defs/SimilarCodeSimilarityBand/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      } else {
        errors = _errs43;
        if (vErrors !== null) {
          if (_errs43) {
            vErrors.length = _errs43;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.verification_status !== void 0) {
      let data20 = data.verification_status;
      const _errs52 = errors;
      let valid8 = false;
      let passing1 = null;
      const _errs53 = errors;
      if (typeof data20 !== "string") {
        const err66 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
      if ("unverified" !== data20) {
        const err67 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "unverified" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
      var _valid1 = _errs53 === errors;
      if (_valid1) {
        valid8 = true;
        passing1 = 0;
      }
      if (!valid8) {
        const err68 = { instancePath: instancePath + "/verification_status", schemaPath: "#/$defs/SimilarCodeVerificationStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      } else {
        errors = _errs52;
        if (vErrors !== null) {
          if (_errs52) {
            vErrors.length = _errs52;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.enrichment !== void 0) {
      if (!validate26(data.enrichment, { instancePath: instancePath + "/enrichment", parentData: data, parentDataProperty: "enrichment", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
        errors = vErrors.length;
      }
    }
    if (data.actions !== void 0) {
      let data22 = data.actions;
      if (Array.isArray(data22)) {
        const len0 = data22.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate28(data22[i0], { instancePath: instancePath + "/actions/" + i0, parentData: data22, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err69 = { instancePath: instancePath + "/actions", schemaPath: "#/properties/actions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
  } else {
    const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err70];
    } else {
      vErrors.push(err70);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { "props": { "candidate_id": true, "review_key": true, "left": true, "right": true, "similarity": true, "similarity_band": true, "verification_status": true, "enrichment": true, "actions": true }, "dynamicProps": false, "dynamicItems": false };
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.phases === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "phases" }, message: "must have required property 'phases'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.limits === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "limits" }, message: "must have required property 'limits'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.skips === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "skips" }, message: "must have required property 'skips'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.cache === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cache" }, message: "must have required property 'cache'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.provider_inference_ms === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider_inference_ms" }, message: "must have required property 'provider_inference_ms'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("complete" !== data0) {
        const err7 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/0/const", keyword: "const", params: { allowedValue: "complete" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err8 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if ("partial" !== data0) {
        const err9 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf/1/const", keyword: "const", params: { allowedValue: "partial" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
      }
      if (!valid2) {
        const err10 = { instancePath: instancePath + "/status", schemaPath: "#/$defs/SimilarCodeCompletionStatus/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.phases !== void 0) {
      let data1 = data.phases;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate32(data1[i0], { instancePath: instancePath + "/phases/" + i0, parentData: data1, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/phases", schemaPath: "#/properties/phases/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data3 = data.limits;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.max_files === void 0) {
          const err12 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_files" }, message: "must have required property 'max_files'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data3.max_functions === void 0) {
          const err13 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_functions" }, message: "must have required property 'max_functions'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3.max_source_bytes === void 0) {
          const err14 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_source_bytes" }, message: "must have required property 'max_source_bytes'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.max_function_bytes === void 0) {
          const err15 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_function_bytes" }, message: "must have required property 'max_function_bytes'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.max_batch_size === void 0) {
          const err16 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_batch_size" }, message: "must have required property 'max_batch_size'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.max_vector_bytes === void 0) {
          const err17 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_vector_bytes" }, message: "must have required property 'max_vector_bytes'" };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data3.max_comparisons === void 0) {
          const err18 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_comparisons" }, message: "must have required property 'max_comparisons'" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3.max_candidates === void 0) {
          const err19 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_candidates" }, message: "must have required property 'max_candidates'" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data3.max_neighbors_per_function === void 0) {
          const err20 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "max_neighbors_per_function" }, message: "must have required property 'max_neighbors_per_function'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data3.timeout_ms === void 0) {
          const err21 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/required", keyword: "required", params: { missingProperty: "timeout_ms" }, message: "must have required property 'timeout_ms'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data3.max_files !== void 0) {
          let data4 = data3.max_files;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err22 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err23 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (!formats14.validate(data4)) {
              const err24 = { instancePath: instancePath + "/limits/max_files", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_files/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
        if (data3.max_functions !== void 0) {
          let data5 = data3.max_functions;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err25 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (typeof data5 == "number" && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err26 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (!formats14.validate(data5)) {
              const err27 = { instancePath: instancePath + "/limits/max_functions", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_functions/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
        }
        if (data3.max_source_bytes !== void 0) {
          let data6 = data3.max_source_bytes;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err28 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err29 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (!formats14.validate(data6)) {
              const err30 = { instancePath: instancePath + "/limits/max_source_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_source_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data3.max_function_bytes !== void 0) {
          let data7 = data3.max_function_bytes;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err31 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err32 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (!formats14.validate(data7)) {
              const err33 = { instancePath: instancePath + "/limits/max_function_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_function_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data3.max_batch_size !== void 0) {
          let data8 = data3.max_batch_size;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err34 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err35 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (!formats14.validate(data8)) {
              const err36 = { instancePath: instancePath + "/limits/max_batch_size", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_batch_size/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data3.max_vector_bytes !== void 0) {
          let data9 = data3.max_vector_bytes;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err37 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err38 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (!formats14.validate(data9)) {
              const err39 = { instancePath: instancePath + "/limits/max_vector_bytes", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_vector_bytes/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data3.max_comparisons !== void 0) {
          let data10 = data3.max_comparisons;
          if (!(typeof data10 == "number" && (!(data10 % 1) && !isNaN(data10)) && isFinite(data10))) {
            const err40 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 < 0 || isNaN(data10)) {
              const err41 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (!formats14.validate(data10)) {
              const err42 = { instancePath: instancePath + "/limits/max_comparisons", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_comparisons/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
        }
        if (data3.max_candidates !== void 0) {
          let data11 = data3.max_candidates;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
            const err43 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 0 || isNaN(data11)) {
              const err44 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (!formats14.validate(data11)) {
              const err45 = { instancePath: instancePath + "/limits/max_candidates", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_candidates/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err45];
              } else {
                vErrors.push(err45);
              }
              errors++;
            }
          }
        }
        if (data3.max_neighbors_per_function !== void 0) {
          let data12 = data3.max_neighbors_per_function;
          if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
            const err46 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (typeof data12 == "number" && isFinite(data12)) {
            if (data12 < 0 || isNaN(data12)) {
              const err47 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (!formats14.validate(data12)) {
              const err48 = { instancePath: instancePath + "/limits/max_neighbors_per_function", schemaPath: "#/$defs/SimilarCodeLimits/properties/max_neighbors_per_function/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          }
        }
        if (data3.timeout_ms !== void 0) {
          let data13 = data3.timeout_ms;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err49 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err50 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (!formats14.validate(data13)) {
              const err51 = { instancePath: instancePath + "/limits/timeout_ms", schemaPath: "#/$defs/SimilarCodeLimits/properties/timeout_ms/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/limits", schemaPath: "#/$defs/SimilarCodeLimits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.skips !== void 0) {
      let data14 = data.skips;
      if (Array.isArray(data14)) {
        const len1 = data14.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate34(data14[i1], { instancePath: instancePath + "/skips/" + i1, parentData: data14, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err53 = { instancePath: instancePath + "/skips", schemaPath: "#/properties/skips/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.cache !== void 0) {
      if (!validate36(data.cache, { instancePath: instancePath + "/cache", parentData: data, parentDataProperty: "cache", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
        errors = vErrors.length;
      }
    }
    if (data.provider_inference_ms !== void 0) {
      let data17 = data.provider_inference_ms;
      if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
        const err54 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (typeof data17 == "number" && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err55 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (!formats14.validate(data17)) {
          const err56 = { instancePath: instancePath + "/provider_inference_ms", schemaPath: "#/properties/provider_inference_ms/format", keyword: "format", params: { format: "uint64" }, message: 'must match format "uint64"' };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
    }
  } else {
    const err57 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { "props": { "status": true, "phases": true, "limits": true, "skips": true, "cache": true, "provider_inference_ms": true }, "dynamicProps": false, "dynamicItems": false };
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.domain === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "domain" }, message: "must have required property 'domain'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.code === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.domain !== void 0) {
      let data0 = data.domain;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if ("workspace" !== data0) {
        const err4 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/0/const", keyword: "const", params: { allowedValue: "workspace" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      const _errs6 = errors;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if ("extraction" !== data0) {
        const err6 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/1/const", keyword: "const", params: { allowedValue: "extraction" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs6 === errors;
      if (_valid0 && valid2) {
        valid2 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid2 = true;
          passing0 = 1;
        }
        const _errs8 = errors;
        if (typeof data0 !== "string") {
          const err7 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/2/type", keyword: "type", params: { type: "string" }, message: "must be string" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if ("provider" !== data0) {
          const err8 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/2/const", keyword: "const", params: { allowedValue: "provider" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        var _valid0 = _errs8 === errors;
        if (_valid0 && valid2) {
          valid2 = false;
          passing0 = [passing0, 2];
        } else {
          if (_valid0) {
            valid2 = true;
            passing0 = 2;
          }
          const _errs10 = errors;
          if (typeof data0 !== "string") {
            const err9 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/3/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
          if ("cache" !== data0) {
            const err10 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/3/const", keyword: "const", params: { allowedValue: "cache" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          var _valid0 = _errs10 === errors;
          if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 3];
          } else {
            if (_valid0) {
              valid2 = true;
              passing0 = 3;
            }
            const _errs12 = errors;
            if (typeof data0 !== "string") {
              const err11 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/4/type", keyword: "type", params: { type: "string" }, message: "must be string" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if ("enrichment" !== data0) {
              const err12 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/4/const", keyword: "const", params: { allowedValue: "enrichment" }, message: "must be equal to constant" };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            var _valid0 = _errs12 === errors;
            if (_valid0 && valid2) {
              valid2 = false;
              passing0 = [passing0, 4];
            } else {
              if (_valid0) {
                valid2 = true;
                passing0 = 4;
              }
              const _errs14 = errors;
              if (typeof data0 !== "string") {
                const err13 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/5/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
              if ("review" !== data0) {
                const err14 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf/5/const", keyword: "const", params: { allowedValue: "review" }, message: "must be equal to constant" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              var _valid0 = _errs14 === errors;
              if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 5];
              } else {
                if (_valid0) {
                  valid2 = true;
                  passing0 = 5;
                }
              }
            }
          }
        }
      }
      if (!valid2) {
        const err15 = { instancePath: instancePath + "/domain", schemaPath: "#/$defs/SimilarCodeDiagnosticDomain/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.code !== void 0) {
      if (typeof data.code !== "string") {
        const err16 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err17 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data3 = data.path;
      if (typeof data3 !== "string" && data3 !== null) {
        const err18 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: schema67.properties.path.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
}
validate54.evaluated = { "props": { "domain": true, "code": true, "message": true, "path": true }, "dynamicProps": false, "dynamicItems": false };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.generation === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "generation" }, message: "must have required property 'generation'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.candidates === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "candidates" }, message: "must have required property 'candidates'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.completion === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "completion" }, message: "must have required property 'completion'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.diagnostics === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "diagnostics" }, message: "must have required property 'diagnostics'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "schema_version" || key0 === "generation" || key0 === "candidates" || key0 === "completion" || key0 === "diagnostics" || key0 === "context")) {
        const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      let data0 = data.schema_version;
      const _errs4 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs5 = errors;
      if (typeof data0 !== "string") {
        const err6 = { instancePath: instancePath + "/schema_version", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeSchemaVersion/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("1" !== data0) {
        const err7 = { instancePath: instancePath + "/schema_version", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeSchemaVersion/oneOf/0/const", keyword: "const", params: { allowedValue: "1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      if (!valid2) {
        const err8 = { instancePath: instancePath + "/schema_version", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeSchemaVersion/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.generation !== void 0) {
      if (!validate42(data.generation, { instancePath: instancePath + "/generation", parentData: data, parentDataProperty: "generation", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
        errors = vErrors.length;
      }
    }
    if (data.candidates !== void 0) {
      let data2 = data.candidates;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate45(data2[i0], { instancePath: instancePath + "/candidates/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/candidates", schemaPath: "#/properties/candidates/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.completion !== void 0) {
      if (!validate49(data.completion, { instancePath: instancePath + "/completion", parentData: data, parentDataProperty: "completion", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
        errors = vErrors.length;
      }
    }
    if (data.diagnostics !== void 0) {
      let data5 = data.diagnostics;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (!validate54(data5[i1], { instancePath: instancePath + "/diagnostics/" + i1, parentData: data5, parentDataProperty: i1, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/diagnostics", schemaPath: "#/properties/diagnostics/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.context !== void 0) {
      let data7 = data.context;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        if (data7.repository === void 0) {
          const err11 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/required", keyword: "required", params: { missingProperty: "repository" }, message: "must have required property 'repository'" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data7.head_sha === void 0) {
          const err12 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/required", keyword: "required", params: { missingProperty: "head_sha" }, message: "must have required property 'head_sha'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data7.base_sha === void 0) {
          const err13 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/required", keyword: "required", params: { missingProperty: "base_sha" }, message: "must have required property 'base_sha'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data7.pull_request === void 0) {
          const err14 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/required", keyword: "required", params: { missingProperty: "pull_request" }, message: "must have required property 'pull_request'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data7.mode === void 0) {
          const err15 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/required", keyword: "required", params: { missingProperty: "mode" }, message: "must have required property 'mode'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!(key1 === "repository" || key1 === "head_sha" || key1 === "base_sha" || key1 === "pull_request" || key1 === "mode")) {
            const err16 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data7.repository !== void 0) {
          let data8 = data7.repository;
          if (typeof data8 !== "string" && data8 !== null) {
            const err17 = { instancePath: instancePath + "/context/repository", schemaPath: "#/properties/context/properties/repository/type", keyword: "type", params: { type: schema69.properties.context.properties.repository.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data7.head_sha !== void 0) {
          let data9 = data7.head_sha;
          if (typeof data9 !== "string" && data9 !== null) {
            const err18 = { instancePath: instancePath + "/context/head_sha", schemaPath: "#/properties/context/properties/head_sha/type", keyword: "type", params: { type: schema69.properties.context.properties.head_sha.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data7.base_sha !== void 0) {
          let data10 = data7.base_sha;
          if (typeof data10 !== "string" && data10 !== null) {
            const err19 = { instancePath: instancePath + "/context/base_sha", schemaPath: "#/properties/context/properties/base_sha/type", keyword: "type", params: { type: schema69.properties.context.properties.base_sha.type }, message: "must be string,null" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data7.pull_request !== void 0) {
          let data11 = data7.pull_request;
          if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11)) && data11 !== null) {
            const err20 = { instancePath: instancePath + "/context/pull_request", schemaPath: "#/properties/context/properties/pull_request/type", keyword: "type", params: { type: schema69.properties.context.properties.pull_request.type }, message: "must be integer,null" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 < 1 || isNaN(data11)) {
              const err21 = { instancePath: instancePath + "/context/pull_request", schemaPath: "#/properties/context/properties/pull_request/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data7.mode !== void 0) {
          let data12 = data7.mode;
          if (!(data12 === "full" || data12 === "scoped")) {
            const err22 = { instancePath: instancePath + "/context/mode", schemaPath: "#/properties/context/properties/mode/enum", keyword: "enum", params: { allowedValues: schema69.properties.context.properties.mode.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/context", schemaPath: "#/properties/context/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var companionProtocol = validate56;
var schema87 = { "description": "First message: the protocol versions the client speaks and the model it wants (null: the companion's default).", "type": "object", "properties": { "type": { "const": "hello" }, "protocol_versions": { "type": "array", "items": { "type": "integer", "format": "uint32", "minimum": 0 }, "minItems": 1, "maxItems": 16 }, "client_version": { "type": "string", "maxLength": 200 }, "model": { "type": ["string", "null"], "maxLength": 64 } }, "required": ["type", "protocol_versions", "client_version", "model"], "additionalProperties": false };
var func1 = __ajv_ucs2length;
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.texts === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "texts" }, message: "must have required property 'texts'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "id" || key0 === "texts")) {
        const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      if ("embed" !== data.type) {
        const err4 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "embed" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.texts !== void 0) {
      let data2 = data.texts;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data2[i0] !== "string") {
            const err8 = { instancePath: instancePath + "/texts/" + i0, schemaPath: "#/properties/texts/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/texts", schemaPath: "#/properties/texts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
}
validate58.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/$defs/ClientHello/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.protocol_versions === void 0) {
      const err1 = { instancePath, schemaPath: "#/$defs/ClientHello/required", keyword: "required", params: { missingProperty: "protocol_versions" }, message: "must have required property 'protocol_versions'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.client_version === void 0) {
      const err2 = { instancePath, schemaPath: "#/$defs/ClientHello/required", keyword: "required", params: { missingProperty: "client_version" }, message: "must have required property 'client_version'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err3 = { instancePath, schemaPath: "#/$defs/ClientHello/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "protocol_versions" || key0 === "client_version" || key0 === "model")) {
        const err4 = { instancePath, schemaPath: "#/$defs/ClientHello/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      if ("hello" !== data.type) {
        const err5 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/ClientHello/properties/type/const", keyword: "const", params: { allowedValue: "hello" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.protocol_versions !== void 0) {
      let data1 = data.protocol_versions;
      if (Array.isArray(data1)) {
        if (data1.length > 16) {
          const err6 = { instancePath: instancePath + "/protocol_versions", schemaPath: "#/$defs/ClientHello/properties/protocol_versions/maxItems", keyword: "maxItems", params: { limit: 16 }, message: "must NOT have more than 16 items" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err7 = { instancePath: instancePath + "/protocol_versions", schemaPath: "#/$defs/ClientHello/properties/protocol_versions/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
            const err8 = { instancePath: instancePath + "/protocol_versions/" + i0, schemaPath: "#/$defs/ClientHello/properties/protocol_versions/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 < 0 || isNaN(data2)) {
              const err9 = { instancePath: instancePath + "/protocol_versions/" + i0, schemaPath: "#/$defs/ClientHello/properties/protocol_versions/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (!formats0.validate(data2)) {
              const err10 = { instancePath: instancePath + "/protocol_versions/" + i0, schemaPath: "#/$defs/ClientHello/properties/protocol_versions/items/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/protocol_versions", schemaPath: "#/$defs/ClientHello/properties/protocol_versions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.client_version !== void 0) {
      let data3 = data.client_version;
      if (typeof data3 === "string") {
        if (func1(data3) > 200) {
          const err12 = { instancePath: instancePath + "/client_version", schemaPath: "#/$defs/ClientHello/properties/client_version/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/client_version", schemaPath: "#/$defs/ClientHello/properties/client_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.model !== void 0) {
      let data4 = data.model;
      if (typeof data4 !== "string" && data4 !== null) {
        const err14 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/ClientHello/properties/model/type", keyword: "type", params: { type: schema87.properties.model.type }, message: "must be string,null" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data4 === "string") {
        if (func1(data4) > 64) {
          const err15 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/ClientHello/properties/model/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/$defs/ClientHello/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs14 = errors;
  if (!validate58(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs14 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
    const _errs15 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.type === void 0) {
        const err17 = { instancePath, schemaPath: "#/$defs/Shutdown/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      for (const key1 in data) {
        if (!(key1 === "type")) {
          const err18 = { instancePath, schemaPath: "#/$defs/Shutdown/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
      if (data.type !== void 0) {
        if ("shutdown" !== data.type) {
          const err19 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/Shutdown/properties/type/const", keyword: "const", params: { allowedValue: "shutdown" }, message: "must be equal to constant" };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    } else {
      const err20 = { instancePath, schemaPath: "#/$defs/Shutdown/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    var _valid0 = _errs15 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
        if (props0 !== true) {
          props0 = true;
        }
      }
    }
  }
  if (!valid0) {
    const err21 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate57.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate57.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.provider === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.companion_version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "companion_version" }, message: "must have required property 'companion_version'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.protocol_version === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "protocol_version" }, message: "must have required property 'protocol_version'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.source_left_machine === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_left_machine" }, message: "must have required property 'source_left_machine'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.provider !== void 0) {
      let data0 = data.provider;
      const _errs3 = errors;
      let valid2 = false;
      let passing0 = null;
      const _errs4 = errors;
      if (typeof data0 !== "string") {
        const err4 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if ("official-local-companion" !== data0) {
        const err5 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf/0/const", keyword: "const", params: { allowedValue: "official-local-companion" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0) {
        valid2 = true;
        passing0 = 0;
      }
      if (!valid2) {
        const err6 = { instancePath: instancePath + "/provider", schemaPath: "#/$defs/SimilarCodeProvider/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.companion_version !== void 0) {
      if (typeof data.companion_version !== "string") {
        const err7 = { instancePath: instancePath + "/companion_version", schemaPath: "#/properties/companion_version/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.protocol_version !== void 0) {
      let data2 = data.protocol_version;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err8 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err9 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!formats0.validate(data2)) {
          const err10 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.source_left_machine !== void 0) {
      if (typeof data.source_left_machine !== "boolean") {
        const err11 = { instancePath: instancePath + "/source_left_machine", schemaPath: "#/properties/source_left_machine/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate63.errors = vErrors;
  return errors === 0;
}
validate63.evaluated = { "props": { "provider": true, "companion_version": true, "protocol_version": true, "source_left_machine": true }, "dynamicProps": false, "dynamicItems": false };
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.protocol_version === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "protocol_version" }, message: "must have required property 'protocol_version'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.provider === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "provider" }, message: "must have required property 'provider'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.parameters === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "parameters" }, message: "must have required property 'parameters'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.embedding_semantics_version === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "embedding_semantics_version" }, message: "must have required property 'embedding_semantics_version'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.calibration === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "calibration" }, message: "must have required property 'calibration'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "protocol_version" || key0 === "provider" || key0 === "model" || key0 === "parameters" || key0 === "embedding_semantics_version" || key0 === "calibration")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      if ("hello" !== data.type) {
        const err8 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "hello" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.protocol_version !== void 0) {
      let data1 = data.protocol_version;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err9 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err10 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err11 = { instancePath: instancePath + "/protocol_version", schemaPath: "#/properties/protocol_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.provider !== void 0) {
      if (!validate63(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
        errors = vErrors.length;
      }
    }
    if (data.model !== void 0) {
      let data3 = data.model;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.model_id === void 0) {
          const err12 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "model_id" }, message: "must have required property 'model_id'" };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data3.revision === void 0) {
          const err13 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "revision" }, message: "must have required property 'revision'" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3.artifact_sha256 === void 0) {
          const err14 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "artifact_sha256" }, message: "must have required property 'artifact_sha256'" };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.license === void 0) {
          const err15 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "license" }, message: "must have required property 'license'" };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.dimensions === void 0) {
          const err16 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/required", keyword: "required", params: { missingProperty: "dimensions" }, message: "must have required property 'dimensions'" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.model_id !== void 0) {
          if (typeof data3.model_id !== "string") {
            const err17 = { instancePath: instancePath + "/model/model_id", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/model_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data3.revision !== void 0) {
          if (typeof data3.revision !== "string") {
            const err18 = { instancePath: instancePath + "/model/revision", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/revision/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data3.artifact_sha256 !== void 0) {
          if (typeof data3.artifact_sha256 !== "string") {
            const err19 = { instancePath: instancePath + "/model/artifact_sha256", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/artifact_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data3.license !== void 0) {
          if (typeof data3.license !== "string") {
            const err20 = { instancePath: instancePath + "/model/license", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/license/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data3.dimensions !== void 0) {
          let data8 = data3.dimensions;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err21 = { instancePath: instancePath + "/model/dimensions", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/dimensions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err22 = { instancePath: instancePath + "/model/dimensions", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/dimensions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (!formats0.validate(data8)) {
              const err23 = { instancePath: instancePath + "/model/dimensions", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/properties/dimensions/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
        }
      } else {
        const err24 = { instancePath: instancePath + "/model", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.parameters !== void 0) {
      let data9 = data.parameters;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.dtype === void 0) {
          const err25 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "dtype" }, message: "must have required property 'dtype'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data9.pooling === void 0) {
          const err26 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "pooling" }, message: "must have required property 'pooling'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data9.normalized === void 0) {
          const err27 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "normalized" }, message: "must have required property 'normalized'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data9.batch_size === void 0) {
          const err28 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "batch_size" }, message: "must have required property 'batch_size'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data9.max_tokens === void 0) {
          const err29 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data9.parameter_sha256 === void 0) {
          const err30 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/required", keyword: "required", params: { missingProperty: "parameter_sha256" }, message: "must have required property 'parameter_sha256'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data9.dtype !== void 0) {
          if (typeof data9.dtype !== "string") {
            const err31 = { instancePath: instancePath + "/parameters/dtype", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/dtype/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data9.pooling !== void 0) {
          if (typeof data9.pooling !== "string") {
            const err32 = { instancePath: instancePath + "/parameters/pooling", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/pooling/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data9.normalized !== void 0) {
          if (typeof data9.normalized !== "boolean") {
            const err33 = { instancePath: instancePath + "/parameters/normalized", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/normalized/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data9.batch_size !== void 0) {
          let data13 = data9.batch_size;
          if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
            const err34 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/batch_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data13 == "number" && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err35 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/batch_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (!formats0.validate(data13)) {
              const err36 = { instancePath: instancePath + "/parameters/batch_size", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/batch_size/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data9.max_tokens !== void 0) {
          let data14 = data9.max_tokens;
          if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
            const err37 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 < 0 || isNaN(data14)) {
              const err38 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (!formats0.validate(data14)) {
              const err39 = { instancePath: instancePath + "/parameters/max_tokens", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/max_tokens/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          }
        }
        if (data9.parameter_sha256 !== void 0) {
          if (typeof data9.parameter_sha256 !== "string") {
            const err40 = { instancePath: instancePath + "/parameters/parameter_sha256", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/properties/parameter_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
      } else {
        const err41 = { instancePath: instancePath + "/parameters", schemaPath: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.embedding_semantics_version !== void 0) {
      let data16 = data.embedding_semantics_version;
      if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
        const err42 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data16 == "number" && isFinite(data16)) {
        if (data16 < 0 || isNaN(data16)) {
          const err43 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        if (!formats0.validate(data16)) {
          const err44 = { instancePath: instancePath + "/embedding_semantics_version", schemaPath: "#/properties/embedding_semantics_version/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
    }
    if (data.calibration !== void 0) {
      let data17 = data.calibration;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        if (data17.default_threshold === void 0) {
          const err45 = { instancePath: instancePath + "/calibration", schemaPath: "#/$defs/Calibration/required", keyword: "required", params: { missingProperty: "default_threshold" }, message: "must have required property 'default_threshold'" };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data17.bands === void 0) {
          const err46 = { instancePath: instancePath + "/calibration", schemaPath: "#/$defs/Calibration/required", keyword: "required", params: { missingProperty: "bands" }, message: "must have required property 'bands'" };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        for (const key1 in data17) {
          if (!(key1 === "default_threshold" || key1 === "bands")) {
            const err47 = { instancePath: instancePath + "/calibration", schemaPath: "#/$defs/Calibration/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data17.default_threshold !== void 0) {
          let data18 = data17.default_threshold;
          if (typeof data18 == "number" && isFinite(data18)) {
            if (data18 > 1 || isNaN(data18)) {
              const err48 = { instancePath: instancePath + "/calibration/default_threshold", schemaPath: "#/$defs/Calibration/properties/default_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
            if (data18 < -1 || isNaN(data18)) {
              const err49 = { instancePath: instancePath + "/calibration/default_threshold", schemaPath: "#/$defs/Calibration/properties/default_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          } else {
            const err50 = { instancePath: instancePath + "/calibration/default_threshold", schemaPath: "#/$defs/Calibration/properties/default_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data17.bands !== void 0) {
          let data19 = data17.bands;
          if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (data19.moderate === void 0) {
              const err51 = { instancePath: instancePath + "/calibration/bands", schemaPath: "#/$defs/Calibration/properties/bands/required", keyword: "required", params: { missingProperty: "moderate" }, message: "must have required property 'moderate'" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
            if (data19.high === void 0) {
              const err52 = { instancePath: instancePath + "/calibration/bands", schemaPath: "#/$defs/Calibration/properties/bands/required", keyword: "required", params: { missingProperty: "high" }, message: "must have required property 'high'" };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            if (data19.very_high === void 0) {
              const err53 = { instancePath: instancePath + "/calibration/bands", schemaPath: "#/$defs/Calibration/properties/bands/required", keyword: "required", params: { missingProperty: "very_high" }, message: "must have required property 'very_high'" };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            for (const key2 in data19) {
              if (!(key2 === "moderate" || key2 === "high" || key2 === "very_high")) {
                const err54 = { instancePath: instancePath + "/calibration/bands", schemaPath: "#/$defs/Calibration/properties/bands/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data19.moderate !== void 0) {
              let data20 = data19.moderate;
              if (typeof data20 == "number" && isFinite(data20)) {
                if (data20 > 1 || isNaN(data20)) {
                  const err55 = { instancePath: instancePath + "/calibration/bands/moderate", schemaPath: "#/$defs/Calibration/properties/bands/properties/moderate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                if (data20 < -1 || isNaN(data20)) {
                  const err56 = { instancePath: instancePath + "/calibration/bands/moderate", schemaPath: "#/$defs/Calibration/properties/bands/properties/moderate/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              } else {
                const err57 = { instancePath: instancePath + "/calibration/bands/moderate", schemaPath: "#/$defs/Calibration/properties/bands/properties/moderate/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            if (data19.high !== void 0) {
              let data21 = data19.high;
              if (typeof data21 == "number" && isFinite(data21)) {
                if (data21 > 1 || isNaN(data21)) {
                  const err58 = { instancePath: instancePath + "/calibration/bands/high", schemaPath: "#/$defs/Calibration/properties/bands/properties/high/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
                if (data21 < -1 || isNaN(data21)) {
                  const err59 = { instancePath: instancePath + "/calibration/bands/high", schemaPath: "#/$defs/Calibration/properties/bands/properties/high/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
                  if (vErrors === null) {
                    vErrors = [err59];
                  } else {
                    vErrors.push(err59);
                  }
                  errors++;
                }
              } else {
                const err60 = { instancePath: instancePath + "/calibration/bands/high", schemaPath: "#/$defs/Calibration/properties/bands/properties/high/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            }
            if (data19.very_high !== void 0) {
              let data22 = data19.very_high;
              if (typeof data22 == "number" && isFinite(data22)) {
                if (data22 > 1 || isNaN(data22)) {
                  const err61 = { instancePath: instancePath + "/calibration/bands/very_high", schemaPath: "#/$defs/Calibration/properties/bands/properties/very_high/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                  if (vErrors === null) {
                    vErrors = [err61];
                  } else {
                    vErrors.push(err61);
                  }
                  errors++;
                }
                if (data22 < -1 || isNaN(data22)) {
                  const err62 = { instancePath: instancePath + "/calibration/bands/very_high", schemaPath: "#/$defs/Calibration/properties/bands/properties/very_high/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
                  if (vErrors === null) {
                    vErrors = [err62];
                  } else {
                    vErrors.push(err62);
                  }
                  errors++;
                }
              } else {
                const err63 = { instancePath: instancePath + "/calibration/bands/very_high", schemaPath: "#/$defs/Calibration/properties/bands/properties/very_high/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
          } else {
            const err64 = { instancePath: instancePath + "/calibration/bands", schemaPath: "#/$defs/Calibration/properties/bands/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
      } else {
        const err65 = { instancePath: instancePath + "/calibration", schemaPath: "#/$defs/Calibration/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
  } else {
    const err66 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err66];
    } else {
      vErrors.push(err66);
    }
    errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
}
validate62.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pattern4 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.count === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.dimensions === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "dimensions" }, message: "must have required property 'dimensions'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.vectors_b64 === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "vectors_b64" }, message: "must have required property 'vectors_b64'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.truncated === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "truncated" }, message: "must have required property 'truncated'" };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.inference_ms === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "inference_ms" }, message: "must have required property 'inference_ms'" };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "id" || key0 === "count" || key0 === "dimensions" || key0 === "vectors_b64" || key0 === "truncated" || key0 === "inference_ms")) {
        const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      if ("embeddings" !== data.type) {
        const err8 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "embeddings" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err10 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err11 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.count !== void 0) {
      let data2 = data.count;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err12 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err13 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!formats0.validate(data2)) {
          const err14 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.dimensions !== void 0) {
      let data3 = data.dimensions;
      if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
        const err15 = { instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err16 = { instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (!formats0.validate(data3)) {
          const err17 = { instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.vectors_b64 !== void 0) {
      let data4 = data.vectors_b64;
      if (typeof data4 === "string") {
        if (!pattern4.test(data4)) {
          const err18 = { instancePath: instancePath + "/vectors_b64", schemaPath: "#/properties/vectors_b64/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9+/]*={0,2}$" }, message: 'must match pattern "^[A-Za-z0-9+/]*={0,2}$"' };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/vectors_b64", schemaPath: "#/properties/vectors_b64/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.truncated !== void 0) {
      let data5 = data.truncated;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err20 = { instancePath: instancePath + "/truncated/" + i0, schemaPath: "#/properties/truncated/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err21 = { instancePath: instancePath + "/truncated/" + i0, schemaPath: "#/properties/truncated/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (!formats0.validate(data6)) {
              const err22 = { instancePath: instancePath + "/truncated/" + i0, schemaPath: "#/properties/truncated/items/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/truncated", schemaPath: "#/properties/truncated/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.inference_ms !== void 0) {
      let data7 = data.inference_ms;
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 < 0 || isNaN(data7)) {
          const err24 = { instancePath: instancePath + "/inference_ms", schemaPath: "#/properties/inference_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = { instancePath: instancePath + "/inference_ms", schemaPath: "#/properties/inference_ms/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate66.errors = vErrors;
  return errors === 0;
}
validate66.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate68(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "type" || key0 === "id" || key0 === "code" || key0 === "message")) {
        const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      if ("error" !== data.type) {
        const err5 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/const", keyword: "const", params: { allowedValue: "error" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err6 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err7 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats0.validate(data1)) {
          const err8 = { instancePath: instancePath + "/id", schemaPath: "#/$defs/RequestId/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      const _errs8 = errors;
      if (data1 !== null) {
        const err9 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err10 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.code !== void 0) {
      let data2 = data.code;
      if (typeof data2 === "string") {
        if (func1(data2) < 1) {
          const err11 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/code", schemaPath: "#/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err13 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
}
validate68.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate61(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate61.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate62(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate66(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
    const _errs3 = errors;
    if (!validate68(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs3 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
        if (props0 !== true) {
          props0 = true;
        }
      }
      const _errs4 = errors;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.type === void 0) {
          const err0 = { instancePath, schemaPath: "#/$defs/Bye/required", keyword: "required", params: { missingProperty: "type" }, message: "must have required property 'type'" };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        for (const key0 in data) {
          if (!(key0 === "type")) {
            const err1 = { instancePath, schemaPath: "#/$defs/Bye/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
        if (data.type !== void 0) {
          if ("bye" !== data.type) {
            const err2 = { instancePath: instancePath + "/type", schemaPath: "#/$defs/Bye/properties/type/const", keyword: "const", params: { allowedValue: "bye" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/$defs/Bye/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      var _valid0 = _errs4 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
          if (props0 !== true) {
            props0 = true;
          }
        }
      }
    }
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate61.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate61.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate57(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
    errors = vErrors.length;
  } else {
    var props0 = validate57.evaluated.props;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs2 = errors;
  if (!validate61(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
    errors = vErrors.length;
  } else {
    var props1 = validate61.evaluated.props;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true && props1 !== void 0) {
        if (props1 === true) {
          props0 = true;
        } else {
          props0 = props0 || {};
          Object.assign(props0, props1);
        }
      }
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate56.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate56.evaluated = { "dynamicProps": true, "dynamicItems": false };
var verdicts = validate71;
var schema103 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "verdicts.schema.json", "title": "SimilarCodeVerdicts", "description": "Human or bot verdicts on candidates, bound by the content-stable review_key. A verdict survives moving or reformatting either function (the key does not change); it stops binding when either function's content changes.", "type": "object", "properties": { "$schema": { "description": "Optional schema reference for editors.", "type": "string" }, "schema_version": { "const": "1" }, "verdicts": { "type": "array", "items": { "type": "object", "properties": { "review_key": { "description": "The candidate's review_key from the scan result.", "type": "string", "minLength": 1 }, "verdict": { "description": "intentional and false-positive dismiss the candidate (hidden from the PR comment, suppressed in SARIF); duplicate and needs-refactor confirm it.", "enum": ["duplicate", "intentional", "false-positive", "needs-refactor"] }, "note": { "description": "Justification; becomes the SARIF suppression justification.", "type": "string" }, "author": { "type": "string" }, "date": { "description": "ISO 8601 date or date-time of the verdict.", "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$" }, "locations": { "description": "Optional: the two functions (path and name) the verdict was given for. Lets `review` tell a verdict whose functions changed content from one whose functions are gone.", "type": "array", "minItems": 2, "maxItems": 2, "items": { "type": "object", "properties": { "path": { "type": "string", "minLength": 1 }, "name": { "type": "string", "minLength": 1 } }, "required": ["path", "name"], "additionalProperties": false } } }, "required": ["review_key", "verdict"], "additionalProperties": false } } }, "required": ["schema_version", "verdicts"], "additionalProperties": false };
var pattern5 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$", "u");
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.verdicts === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verdicts" }, message: "must have required property 'verdicts'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "schema_version" || key0 === "verdicts")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err3 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.schema_version !== void 0) {
      if ("1" !== data.schema_version) {
        const err4 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "1" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.verdicts !== void 0) {
      let data2 = data.verdicts;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.review_key === void 0) {
              const err5 = { instancePath: instancePath + "/verdicts/" + i0, schemaPath: "#/properties/verdicts/items/required", keyword: "required", params: { missingProperty: "review_key" }, message: "must have required property 'review_key'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data3.verdict === void 0) {
              const err6 = { instancePath: instancePath + "/verdicts/" + i0, schemaPath: "#/properties/verdicts/items/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "review_key" || key1 === "verdict" || key1 === "note" || key1 === "author" || key1 === "date" || key1 === "locations")) {
                const err7 = { instancePath: instancePath + "/verdicts/" + i0, schemaPath: "#/properties/verdicts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data3.review_key !== void 0) {
              let data4 = data3.review_key;
              if (typeof data4 === "string") {
                if (func1(data4) < 1) {
                  const err8 = { instancePath: instancePath + "/verdicts/" + i0 + "/review_key", schemaPath: "#/properties/verdicts/items/properties/review_key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              } else {
                const err9 = { instancePath: instancePath + "/verdicts/" + i0 + "/review_key", schemaPath: "#/properties/verdicts/items/properties/review_key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.verdict !== void 0) {
              let data5 = data3.verdict;
              if (!(data5 === "duplicate" || data5 === "intentional" || data5 === "false-positive" || data5 === "needs-refactor")) {
                const err10 = { instancePath: instancePath + "/verdicts/" + i0 + "/verdict", schemaPath: "#/properties/verdicts/items/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema103.properties.verdicts.items.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.note !== void 0) {
              if (typeof data3.note !== "string") {
                const err11 = { instancePath: instancePath + "/verdicts/" + i0 + "/note", schemaPath: "#/properties/verdicts/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.author !== void 0) {
              if (typeof data3.author !== "string") {
                const err12 = { instancePath: instancePath + "/verdicts/" + i0 + "/author", schemaPath: "#/properties/verdicts/items/properties/author/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.date !== void 0) {
              let data8 = data3.date;
              if (typeof data8 === "string") {
                if (!pattern5.test(data8)) {
                  const err13 = { instancePath: instancePath + "/verdicts/" + i0 + "/date", schemaPath: "#/properties/verdicts/items/properties/date/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$" }, message: 'must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$"' };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/verdicts/" + i0 + "/date", schemaPath: "#/properties/verdicts/items/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data3.locations !== void 0) {
              let data9 = data3.locations;
              if (Array.isArray(data9)) {
                if (data9.length > 2) {
                  const err15 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations", schemaPath: "#/properties/verdicts/items/properties/locations/maxItems", keyword: "maxItems", params: { limit: 2 }, message: "must NOT have more than 2 items" };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (data9.length < 2) {
                  const err16 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations", schemaPath: "#/properties/verdicts/items/properties/locations/minItems", keyword: "minItems", params: { limit: 2 }, message: "must NOT have fewer than 2 items" };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                const len1 = data9.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data10 = data9[i1];
                  if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.path === void 0) {
                      const err17 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1, schemaPath: "#/properties/verdicts/items/properties/locations/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'" };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                    if (data10.name === void 0) {
                      const err18 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1, schemaPath: "#/properties/verdicts/items/properties/locations/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                    for (const key2 in data10) {
                      if (!(key2 === "path" || key2 === "name")) {
                        const err19 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1, schemaPath: "#/properties/verdicts/items/properties/locations/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                          vErrors = [err19];
                        } else {
                          vErrors.push(err19);
                        }
                        errors++;
                      }
                    }
                    if (data10.path !== void 0) {
                      let data11 = data10.path;
                      if (typeof data11 === "string") {
                        if (func1(data11) < 1) {
                          const err20 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1 + "/path", schemaPath: "#/properties/verdicts/items/properties/locations/items/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err20];
                          } else {
                            vErrors.push(err20);
                          }
                          errors++;
                        }
                      } else {
                        const err21 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1 + "/path", schemaPath: "#/properties/verdicts/items/properties/locations/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    }
                    if (data10.name !== void 0) {
                      let data12 = data10.name;
                      if (typeof data12 === "string") {
                        if (func1(data12) < 1) {
                          const err22 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1 + "/name", schemaPath: "#/properties/verdicts/items/properties/locations/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                          if (vErrors === null) {
                            vErrors = [err22];
                          } else {
                            vErrors.push(err22);
                          }
                          errors++;
                        }
                      } else {
                        const err23 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1 + "/name", schemaPath: "#/properties/verdicts/items/properties/locations/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err24 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations/" + i1, schemaPath: "#/properties/verdicts/items/properties/locations/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
              } else {
                const err25 = { instancePath: instancePath + "/verdicts/" + i0 + "/locations", schemaPath: "#/properties/verdicts/items/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
            }
          } else {
            const err26 = { instancePath: instancePath + "/verdicts/" + i0, schemaPath: "#/properties/verdicts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/verdicts", schemaPath: "#/properties/verdicts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
  } else {
    const err28 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
validate71.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var config = validate72;
var schema104 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "config.schema.json", "title": "SimilarCodeConfig", "description": "Optional repository configuration (.similar-code.json at the repository root). Command-line flags override it.", "type": "object", "properties": { "$schema": { "type": "string" }, "threshold": { "type": "number", "minimum": -1, "maximum": 1 }, "min_lines": { "type": "integer", "minimum": 0 }, "include": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "exclude": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "verdicts": { "description": "Verdict document path, relative to the repository root.", "type": "string", "minLength": 1 }, "limits": { "type": "object", "propertyNames": { "enum": ["max_files", "max_functions", "max_source_bytes", "max_function_bytes", "max_batch_size", "max_vector_bytes", "max_comparisons", "max_candidates", "max_neighbors_per_function", "timeout_ms"] }, "additionalProperties": { "type": "integer", "minimum": 0 } } }, "additionalProperties": false };
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "$schema" || key0 === "threshold" || key0 === "min_lines" || key0 === "include" || key0 === "exclude" || key0 === "verdicts" || key0 === "limits")) {
        const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.$schema !== void 0) {
      if (typeof data.$schema !== "string") {
        const err1 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.threshold !== void 0) {
      let data1 = data.threshold;
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 1 || isNaN(data1)) {
          const err2 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data1 < -1 || isNaN(data1)) {
          const err3 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/threshold", schemaPath: "#/properties/threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.min_lines !== void 0) {
      let data2 = data.min_lines;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err5 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err6 = { instancePath: instancePath + "/min_lines", schemaPath: "#/properties/min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.include !== void 0) {
      let data3 = data.include;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === "string") {
            if (func1(data4) < 1) {
              const err7 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/include/" + i0, schemaPath: "#/properties/include/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/include", schemaPath: "#/properties/include/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.exclude !== void 0) {
      let data5 = data.exclude;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data6 = data5[i1];
          if (typeof data6 === "string") {
            if (func1(data6) < 1) {
              const err10 = { instancePath: instancePath + "/exclude/" + i1, schemaPath: "#/properties/exclude/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/exclude/" + i1, schemaPath: "#/properties/exclude/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/exclude", schemaPath: "#/properties/exclude/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.verdicts !== void 0) {
      let data7 = data.verdicts;
      if (typeof data7 === "string") {
        if (func1(data7) < 1) {
          const err13 = { instancePath: instancePath + "/verdicts", schemaPath: "#/properties/verdicts/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = { instancePath: instancePath + "/verdicts", schemaPath: "#/properties/verdicts/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.limits !== void 0) {
      let data8 = data.limits;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        for (const key1 in data8) {
          const _errs20 = errors;
          if (!(key1 === "max_files" || key1 === "max_functions" || key1 === "max_source_bytes" || key1 === "max_function_bytes" || key1 === "max_batch_size" || key1 === "max_vector_bytes" || key1 === "max_comparisons" || key1 === "max_candidates" || key1 === "max_neighbors_per_function" || key1 === "timeout_ms")) {
            const err15 = { instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/propertyNames/enum", keyword: "enum", params: { allowedValues: schema104.properties.limits.propertyNames.enum }, message: "must be equal to one of the allowed values", propertyName: key1 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          var valid5 = _errs20 === errors;
          if (!valid5) {
            const err16 = { instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        for (const key2 in data8) {
          let data9 = data8[key2];
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
            const err17 = { instancePath: instancePath + "/limits/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/limits/additionalProperties/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data9 == "number" && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err18 = { instancePath: instancePath + "/limits/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/limits/additionalProperties/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
validate72.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// src/contracts/validate.ts
var VALIDATORS = { snapshot, envelope, "companion-protocol": companionProtocol, verdicts, config };
function describe(errors) {
  return (errors ?? []).map((e) => ({
    path: e.instancePath || "/",
    message: e.keyword === "additionalProperties" ? `unexpected property "${String(e.params.additionalProperty)}"` : e.keyword === "const" || e.keyword === "enum" ? `${e.message ?? "invalid value"} (${JSON.stringify(e.params)})` : e.message ?? "invalid"
  }));
}
function validate(name2, doc) {
  const fn = VALIDATORS[name2];
  return fn(doc) ? { ok: true } : { ok: false, errors: describe(fn.errors) };
}
function formatSchemaErrors(errors, limit = 10) {
  const lines = errors.slice(0, limit).map((e) => `${e.path}: ${e.message}`);
  if (errors.length > limit) lines.push(`\u2026 and ${errors.length - limit} more`);
  return lines.join("\n");
}

// src/embedding/protocol.ts
var PROTOCOL_VERSION = 1;
var SUPPORTED_PROTOCOL_VERSIONS = [1];
var EMBEDDING_SEMANTICS_VERSION = 1;
var OFFICIAL_PROVIDER = "official-local-companion";
var ProtocolErrorCode = {
  InvalidMessage: "invalid-message",
  HandshakeRequired: "handshake-required",
  UnsupportedProtocolVersion: "unsupported-protocol-version",
  ModelUnavailable: "model-unavailable",
  BatchTooLarge: "batch-too-large",
  Internal: "internal-error"
};
function parseLine(line) {
  let doc;
  try {
    doc = JSON.parse(line);
  } catch {
    return { ok: false, reason: `not JSON: ${line.length > 120 ? `${line.slice(0, 120)}\u2026` : line}` };
  }
  const r = validate("companion-protocol", doc);
  if (!r.ok) return { ok: false, reason: `invalid message: ${formatSchemaErrors(r.errors, 3).replace(/\n/g, "; ")}` };
  return { ok: true, message: doc };
}
function parseClientMessage(line) {
  const p = parseLine(line);
  if (!p.ok) return p;
  const m = p.message;
  const isClient = m.type === "embed" || m.type === "shutdown" || m.type === "hello" && "protocol_versions" in m;
  return isClient ? { ok: true, message: m } : { ok: false, reason: `unexpected ${String(m.type)} message from a client` };
}
function encodeVectors(vectors, dimensions) {
  const buf = Buffer.alloc(vectors.length * dimensions * 4);
  let o = 0;
  for (const v of vectors) for (let i = 0; i < dimensions; i++, o += 4) buf.writeFloatLE(v[i] ?? 0, o);
  return buf.toString("base64");
}

// src/companion/version.ts
var COMPANION_VERSION = "0.1.0";

// src/companion/describe.ts
function describeCompanion(loaded, protocolVersion = PROTOCOL_VERSION) {
  return {
    provider: { provider: OFFICIAL_PROVIDER, companion_version: COMPANION_VERSION, protocol_version: protocolVersion, source_left_machine: false },
    model: loaded.provenance,
    parameters: loaded.parameters,
    embedding_semantics_version: EMBEDDING_SEMANTICS_VERSION,
    calibration: loaded.calibration
  };
}

// src/companion/main.ts
function parseArgs(argv) {
  let modelsDir = process.env.SIMILAR_CODE_MODELS_DIR || "";
  let version = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--models-dir") modelsDir = argv[++i] ?? "";
    else if (argv[i] === "--version") version = true;
  }
  return { modelsDir: modelsDir || assetPaths().modelsDir, version };
}
async function main(argv = process.argv.slice(2), io = process) {
  const args = parseArgs(argv);
  if (args.version) {
    io.stdout.write(`${COMPANION_VERSION}
`);
    return 0;
  }
  const send = (m) => {
    io.stdout.write(`${JSON.stringify(m)}
`);
  };
  const fail = (id, code, message) => send({ type: "error", id, code, message });
  let session = null;
  const hello = (m) => {
    const common = m.protocol_versions.filter((v) => SUPPORTED_PROTOCOL_VERSIONS.includes(v));
    if (common.length === 0) {
      fail(null, ProtocolErrorCode.UnsupportedProtocolVersion, `no common protocol version: client speaks [${m.protocol_versions.join(", ")}], companion ${COMPANION_VERSION} speaks [${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}]`);
      return;
    }
    let loaded;
    try {
      loaded = session && (m.model === null || m.model === session.loaded.provenance.model_id) ? session.loaded : loadModel(args.modelsDir, m.model);
    } catch (err) {
      const code = err instanceof ModelUnavailableError ? ProtocolErrorCode.ModelUnavailable : ProtocolErrorCode.Internal;
      io.stderr.write(`similar-code companion: ${errorMessage(err)}
`);
      fail(null, code, errorMessage(err));
      return;
    }
    const protocolVersion = Math.max(...common);
    session = { protocolVersion, loaded };
    send({ type: "hello", protocol_version: protocolVersion, ...describeCompanion(loaded, protocolVersion) });
  };
  const embed = (m) => {
    if (!session) return fail(m.id, ProtocolErrorCode.HandshakeRequired, "send hello before embed");
    const { model, parameters } = session.loaded;
    if (m.texts.length > parameters.batch_size) {
      return fail(m.id, ProtocolErrorCode.BatchTooLarge, `batch of ${m.texts.length} texts exceeds batch_size ${parameters.batch_size}`);
    }
    const t0 = process.hrtime.bigint();
    const vectors = [];
    const truncated = [];
    m.texts.forEach((text, i) => {
      const r = model.embed(text);
      vectors.push(r.vector);
      if (r.truncated) truncated.push(i);
    });
    const inferenceMs = Number(process.hrtime.bigint() - t0) / 1e6;
    send({
      type: "embeddings",
      id: m.id,
      count: vectors.length,
      dimensions: model.dimensions,
      vectors_b64: encodeVectors(vectors, model.dimensions),
      truncated,
      inference_ms: Math.round(inferenceMs * 1e3) / 1e3
    });
  };
  return new Promise((resolve2) => {
    const rl = createInterface({ input: io.stdin, crlfDelay: Infinity });
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      rl.close();
      io.stdout.write("", () => resolve2(code));
    };
    rl.on("line", (line) => {
      if (done || line.trim() === "") return;
      const parsed = parseClientMessage(line);
      if (!parsed.ok) {
        let id = null;
        try {
          const raw = JSON.parse(line);
          if (Number.isInteger(raw?.id) && raw.id >= 0 && raw.id <= 4294967295) id = raw.id;
        } catch {
        }
        return fail(id, ProtocolErrorCode.InvalidMessage, parsed.reason);
      }
      const m = parsed.message;
      try {
        if (m.type === "hello") hello(m);
        else if (m.type === "embed") embed(m);
        else {
          send({ type: "bye" });
          finish(0);
        }
      } catch (err) {
        io.stderr.write(`similar-code companion: ${errorMessage(err)}
`);
        fail(m.type === "embed" ? m.id : null, ProtocolErrorCode.Internal, errorMessage(err));
      }
    });
    rl.on("close", () => finish(0));
  });
}

// src/companion/index.ts
main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`similar-code companion: ${err instanceof Error ? err.stack ?? err.message : String(err)}
`);
    process.exit(1);
  }
);
