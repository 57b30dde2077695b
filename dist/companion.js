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
  const inBrace = innermostIsBrace(tokens);
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!isName(t)) continue;
    const prev = tokens[i - 1]?.text;
    const member = prev === "." || prev === "?.";
    const next = tokens[i + 1]?.text;
    const shorthand = (prev === "{" || prev === ",") && (next === "," || next === "}") && inBrace[i] === 1;
    if (member || shorthand || !bound.has(t.text)) out.push(t.text);
  }
  return out;
}
function innermostIsBrace(tokens) {
  const out = new Uint8Array(tokens.length);
  const stack = [];
  for (let i = 0; i < tokens.length; i++) {
    const x = tokens[i].text;
    if (CLOSE.has(x)) stack.pop();
    out[i] = stack[stack.length - 1] === "{" ? 1 : 0;
    if (OPEN.has(x)) stack.push(x);
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
  return lex(text, keywords, maxTokens, false);
}
function lex(text, keywords, maxTokens, comments) {
  const tokens = [];
  const s = text;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (comments && c === 47) {
      const d = s.charCodeAt(i + 1);
      if (d === 47) {
        const e = s.indexOf("\n", i + 2);
        i = e < 0 ? s.length : e + 1;
        continue;
      }
      if (d === 42) {
        const e = s.indexOf("*/", i + 2);
        i = e < 0 ? s.length : e + 2;
        continue;
      }
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

// src/embedding/channel-features.ts
var SPACE = 32;
function channelPrefix(seed, channel) {
  return fnv1a(`${channel}\u241F`, (FNV_OFFSET ^ seed) >>> 0);
}
function channelFeatures(channel, tokens, abstracted) {
  const counts = /* @__PURE__ */ new Map();
  const add = (f) => {
    counts.set(f, (counts.get(f) ?? 0) + 1);
  };
  if (channel.kind === "structural") {
    const n = channel.n;
    for (let i = 0; i + n <= abstracted.length; i++) {
      let f = abstracted[i];
      for (let k = 1; k < n; k++) f += " " + abstracted[i + k];
      add(f);
    }
  } else {
    for (const w of channelWords(channel, tokens)) add(w);
  }
  return counts;
}
function featureCodes(channel, tokens, abstracted, prefix) {
  return channelCodes(channel, tokens, abstracted, prefix) ?? codesByString(channel, tokens, abstracted, prefix);
}
function codesByString(channel, tokens, abstracted, prefix) {
  const codes = [];
  const counts = [];
  for (const [feature, count] of channelFeatures(channel, tokens, abstracted)) {
    codes.push(fmix32(fnv1a(feature, prefix)));
    counts.push(count);
  }
  return { codes, counts };
}
function channelCodes(channel, tokens, abstracted, prefix) {
  return channel.kind === "structural" ? ngramCodes(channel.n, abstracted, prefix) : wordCodes(channelWords(channel, tokens), prefix);
}
function ngramCodes(n, abstracted, prefix) {
  const table = CodeTable.for(abstracted.length);
  const codes = [];
  const counts = [];
  const starts = [];
  for (let i = 0; i + n <= abstracted.length; i++) {
    let h = fnv1a(abstracted[i], prefix);
    for (let k = 1; k < n; k++) h = fnv1a(abstracted[i + k], Math.imul(h ^ SPACE, 16777619) >>> 0);
    const code = fmix32(h);
    const slot = table.slot(code, codes.length);
    if (slot === codes.length) {
      codes.push(code);
      counts.push(1);
      starts.push(i);
      continue;
    }
    const first = starts[slot];
    for (let k = 0; k < n; k++) if (abstracted[first + k] !== abstracted[i + k]) return null;
    counts[slot]++;
  }
  return { codes, counts };
}
function wordCodes(words, prefix) {
  const table = CodeTable.for(words.length);
  const codes = [];
  const counts = [];
  const firsts = [];
  for (const w of words) {
    const code = fmix32(fnv1a(w, prefix));
    const slot = table.slot(code, codes.length);
    if (slot === codes.length) {
      codes.push(code);
      counts.push(1);
      firsts.push(w);
    } else if (firsts[slot] !== w) {
      return null;
    } else {
      counts[slot]++;
    }
  }
  return { codes, counts };
}
var CodeTable = class _CodeTable {
  static shared = new _CodeTable(1 << 10);
  keys;
  slots;
  stamps;
  mask;
  stamp = 0;
  constructor(capacity) {
    this.keys = new Uint32Array(capacity);
    this.slots = new Int32Array(capacity);
    this.stamps = new Uint32Array(capacity);
    this.mask = capacity - 1;
  }
  /** The shared table, emptied, with room for `n` codes at most half full. */
  static for(n) {
    let t = _CodeTable.shared;
    if (2 * n > t.keys.length) {
      let capacity = t.keys.length;
      while (2 * n > capacity) capacity *= 2;
      t = _CodeTable.shared = new _CodeTable(capacity);
    }
    if (t.stamp === 4294967295) {
      t.stamps.fill(0);
      t.stamp = 0;
    }
    t.stamp++;
    return t;
  }
  /** The slot of `code`; a code not seen in this call gets `next`. */
  slot(code, next) {
    let i = code & this.mask;
    while (this.stamps[i] === this.stamp) {
      if (this.keys[i] === code) return this.slots[i];
      i = i + 1 & this.mask;
    }
    this.stamps[i] = this.stamp;
    this.keys[i] = code;
    this.slots[i] = next;
    return next;
  }
};
function channelWords(channel, tokens) {
  const out = [];
  switch (channel.kind) {
    case "identifier-subtokens":
      for (const t of tokens) if (t.kind === "id" && t.text !== "") for (const sub of identifierSubtokens(t.text)) out.push(sub);
      break;
    case "member-names":
      for (let i = 1; i < tokens.length; i++) {
        const t = tokens[i];
        const prev = tokens[i - 1];
        if ((t.kind === "id" || t.kind === "kw") && t.text !== "" && prev.kind === "punct" && (prev.text === "." || prev.text === "?.")) out.push(t.text);
      }
      break;
    case "call-names":
      for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind === "id" && t.text !== "" && tokens[i + 1].text === "(") out.push(t.text);
      }
      break;
    case "keywords":
      for (const t of tokens) if (t.kind === "kw" || t.kind === "punct") out.push(t.text);
      break;
    case "structural":
      throw new Error("structural channels are n-grams, not words");
  }
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
function kernelModuleBytes(spec) {
  const { params, result, memory, functions } = spec;
  const n = functions.length;
  const type = section(1, [1, 96, params, ...new Array(params).fill(I32), ...result ? [1, I32] : [0]]);
  const limits = memory.maxPages === void 0 ? [0, ...uleb(1)] : [memory.shared ? 3 : 1, ...uleb(1), ...uleb(memory.maxPages)];
  const imports = section(2, [1, ...name("env"), ...name("mem"), 2, ...limits]);
  const funcs = section(3, [n, ...new Array(n).fill(0)]);
  const exports = section(7, [n, ...functions.flatMap((f, i) => [...name(f.name), 0, i])]);
  const code = section(10, [n, ...functions.flatMap((f) => functionBody(f.locals, f.code))]);
  return Uint8Array.from([...WASM_HEADER, ...type, ...imports, ...funcs, ...exports, ...code]);
}
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
  return kernelModuleBytes({ params: 5, result: false, memory: {}, functions: [{ name: "project", locals: [2, 3, I32, 10, V128], code: body() }] });
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

// src/embedding/literals.ts
var LITERAL_MIN_CHARS = 24;
var LITERAL_WEIGHT = 0.6;
var WORD = /[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g;
function literalContent(tokens) {
  const features = /* @__PURE__ */ new Map();
  let literalChars = 0;
  let allChars = 0;
  const add = (f) => {
    features.set(f, (features.get(f) ?? 0) + 1);
  };
  for (const t of tokens) {
    allChars += t.text.length;
    if (t.kind !== "str" && t.kind !== "tmpl") continue;
    const body2 = t.text.slice(1, -1);
    if (body2.length < LITERAL_MIN_CHARS) continue;
    literalChars += body2.length;
    const words = (body2.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= 2);
    words.forEach((w, i) => {
      add(`w\u241F${w}`);
      if (i > 0) add(`b\u241F${words[i - 1]} ${w}`);
    });
  }
  return { features, share: allChars > 0 && features.size > 0 ? Math.min(1, literalChars / allChars) : 0 };
}

// src/embedding/hash-model.ts
var LITERAL_SEED = 1818850337;
function hashFeature(seed, s) {
  return fmix32(fnv1a(s, (FNV_OFFSET ^ seed) >>> 0));
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
var NAME_MODIFIERS = /* @__PURE__ */ new Set(["export", "default", "async", "static", "public", "private", "protected", "readonly", "abstract", "override", "declare", "accessor", "get", "set"]);
function ownNameAt(tokens) {
  let i = 0;
  for (; ; ) {
    const t2 = tokens[i];
    if (!t2) return null;
    if (t2.text === "function") {
      i++;
      if (tokens[i]?.text === "*") i++;
      const n = tokens[i];
      return n && (n.kind === "id" || n.kind === "kw") && n.text !== "constructor" ? { name: n.text, at: i, method: false } : null;
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
  return t.text === "constructor" ? null : { name: t.text, at: i, method: true };
}
var isMemberDot = (t) => t !== void 0 && (t.text === "." || t.text === "?.");
function selfReferences(tokens) {
  const own = ownNameAt(tokens);
  if (own === null) return { name: null, at: /* @__PURE__ */ new Set() };
  const at = /* @__PURE__ */ new Set([own.at]);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (i === own.at || t.text !== own.name || !(t.kind === "id" || t.kind === "kw")) continue;
    const member = isMemberDot(tokens[i - 1]);
    if (own.method ? member && tokens[i - 2]?.text === "this" && !isMemberDot(tokens[i - 3]) : !member) at.add(i);
  }
  return { name: own.name, at };
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
  /** Each channel's FNV-1a prefix state. */
  prefixes;
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
    this.prefixes = new Map(data.header.channels.map((c) => [c.name, channelPrefix(data.header.hash.seed >>> 0, c.name)]));
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
  /** Tokens of `text` with the function's references to itself hidden (seen as a placeholder identifier) when the model has a name or lexical part. */
  analyze(text) {
    const h = this.header;
    const { tokens: raw, truncated } = this.tokenize(text);
    if (!h.name && !h.lexical) return { tokens: raw, name: null, truncated };
    const { name: name2, at } = selfReferences(raw);
    if (name2 === null) return { tokens: raw, name: name2, truncated };
    return { tokens: raw.map((t, i) => at.has(i) ? { kind: "id", text: "" } : t), name: name2, truncated };
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
    const acc = this.channelAcc;
    const total = this.totalAcc;
    const touchedTotal = [];
    const totalStamp = this.nextStamp();
    for (const channel of h.channels) {
      if (channel.weight === 0) continue;
      const prefix = this.prefixes.get(channel.name);
      const { codes, counts } = featureCodes(channel, tokens, abstracted, prefix);
      const touched = [];
      const channelStamp = this.nextStamp();
      for (let f = 0; f < codes.length; f++) {
        const code = codes[f];
        const count = counts[f];
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
  /**
   * The lexical part with the function's literal contents (./literals.ts): a
   * unit vector and its weight, or null with neither free identifiers nor
   * long literals. The identifiers keep the model's lexical weight; the
   * literals add LITERAL_WEIGHT × their share of the text.
   */
  lexicalWithLiterals(tokens) {
    const spec = this.header.lexical;
    const ids = this.lexicalPart(tokens);
    const lit = literalContent(tokens);
    const wLit = LITERAL_WEIGHT * lit.share;
    const literal = wLit > 0 ? signedHashUnit([...lit.features].map(([f, n2]) => [f, this.header.tf === "log1p" ? 1 + Math.log(n2) : n2]), spec.dimensions, spec.hash_seed ^ LITERAL_SEED) : null;
    if (!literal) return ids ? { vector: ids, weight: spec.weight } : null;
    const wIds = ids ? spec.weight : 0;
    const v = new Float64Array(spec.dimensions);
    for (let k = 0; k < v.length; k++) v[k] = (ids ? ids[k] * Math.sqrt(wIds) : 0) + literal[k] * Math.sqrt(wLit);
    let n = 0;
    for (let k = 0; k < v.length; k++) n += v[k] * v[k];
    n = Math.sqrt(n);
    if (!(n > 0)) return ids ? { vector: ids, weight: spec.weight } : null;
    for (let k = 0; k < v.length; k++) v[k] = v[k] / n;
    return { vector: v, weight: wIds + wLit };
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
    const lex2 = lexSpec ? this.lexicalWithLiterals(analyzed.tokens) : null;
    const lexical = lex2?.vector ?? null;
    const named = this.namePart(f.name);
    const wLex = lex2 ? lex2.weight : 0;
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
      bands: { moderate: card.calibration.bands.moderate, high: card.calibration.bands.high, very_high: card.calibration.bands.very_high },
      ...card.calibration.decision ? { decision: { ...card.calibration.decision } } : {}
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

// src/contracts/generated/runtime.ts
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

// src/contracts/generated/companion-protocol.ts
var companionProtocol = validate20;
var schema33 = { "description": "First message: the protocol versions the client speaks and the model it wants (null: the companion's default).", "type": "object", "properties": { "type": { "const": "hello" }, "protocol_versions": { "type": "array", "items": { "type": "integer", "format": "uint32", "minimum": 0 }, "minItems": 1, "maxItems": 16 }, "client_version": { "type": "string", "maxLength": 200 }, "model": { "type": ["string", "null"], "maxLength": 64 } }, "required": ["type", "protocol_versions", "client_version", "model"], "additionalProperties": false };
var formats0 = FORMATS.uint32;
var func1 = __ajv_ucs2length;
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
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
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
        const err14 = { instancePath: instancePath + "/model", schemaPath: "#/$defs/ClientHello/properties/model/type", keyword: "type", params: { type: schema33.properties.model.type }, message: "must be string,null" };
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
  if (!validate22(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
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
  validate21.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate21.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
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
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = { "props": { "provider": true, "companion_version": true, "protocol_version": true, "source_left_machine": true }, "dynamicProps": false, "dynamicItems": false };
var schema82 = { "description": "What a PR review shows, calibrated for the model by its recipe (docs/findings.md). Optional: a model without one shows clones at its threshold only.", "type": "object", "properties": { "reimplementation_floor": { "type": "number", "minimum": -1, "maximum": 1 }, "reimplementation_margin": { "type": "number", "minimum": 0, "maximum": 2 }, "reimplementation_reverse_margin": { "type": "number", "minimum": -2, "maximum": 2 }, "reimplementation_importable": { "type": "boolean" }, "reimplementation_private_margin": { "type": "number", "minimum": 0, "maximum": 3 }, "reimplementation_shared_words": { "type": "number", "minimum": 0, "maximum": 1 }, "reimplementation_other_variant": { "type": "boolean" }, "reimplementation_no_components": { "type": "boolean" }, "drift_floor": { "type": "number", "minimum": -1, "maximum": 1 }, "drift_min_lines": { "type": "integer", "format": "uint32", "minimum": 1 }, "drift_rare_files": { "type": "integer", "format": "uint32", "minimum": 0 }, "drift_twin": { "type": "number", "minimum": -1, "maximum": 2 }, "drift_other_folder": { "type": "boolean" }, "copy_family_max": { "type": "integer", "format": "uint32", "minimum": 0 }, "copy_tiny_lines": { "type": "integer", "format": "uint32", "minimum": 0 }, "max_size_ratio": { "type": "number", "minimum": 1 } }, "required": ["reimplementation_floor", "reimplementation_margin", "reimplementation_reverse_margin", "reimplementation_importable", "reimplementation_private_margin", "reimplementation_shared_words", "reimplementation_other_variant", "reimplementation_no_components", "drift_floor", "drift_min_lines", "drift_rare_files", "drift_twin", "drift_other_folder", "copy_family_max", "copy_tiny_lines", "max_size_ratio"], "additionalProperties": false };
var func3 = Object.prototype.hasOwnProperty;
function validate50(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.default_threshold === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "default_threshold" }, message: "must have required property 'default_threshold'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.bands === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bands" }, message: "must have required property 'bands'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "default_threshold" || key0 === "bands" || key0 === "decision")) {
        const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.default_threshold !== void 0) {
      let data0 = data.default_threshold;
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 1 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/default_threshold", schemaPath: "#/properties/default_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0 < -1 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/default_threshold", schemaPath: "#/properties/default_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/default_threshold", schemaPath: "#/properties/default_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.bands !== void 0) {
      let data1 = data.bands;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.moderate === void 0) {
          const err6 = { instancePath: instancePath + "/bands", schemaPath: "#/properties/bands/required", keyword: "required", params: { missingProperty: "moderate" }, message: "must have required property 'moderate'" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.high === void 0) {
          const err7 = { instancePath: instancePath + "/bands", schemaPath: "#/properties/bands/required", keyword: "required", params: { missingProperty: "high" }, message: "must have required property 'high'" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1.very_high === void 0) {
          const err8 = { instancePath: instancePath + "/bands", schemaPath: "#/properties/bands/required", keyword: "required", params: { missingProperty: "very_high" }, message: "must have required property 'very_high'" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === "moderate" || key1 === "high" || key1 === "very_high")) {
            const err9 = { instancePath: instancePath + "/bands", schemaPath: "#/properties/bands/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data1.moderate !== void 0) {
          let data2 = data1.moderate;
          if (typeof data2 == "number" && isFinite(data2)) {
            if (data2 > 1 || isNaN(data2)) {
              const err10 = { instancePath: instancePath + "/bands/moderate", schemaPath: "#/properties/bands/properties/moderate/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data2 < -1 || isNaN(data2)) {
              const err11 = { instancePath: instancePath + "/bands/moderate", schemaPath: "#/properties/bands/properties/moderate/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
          } else {
            const err12 = { instancePath: instancePath + "/bands/moderate", schemaPath: "#/properties/bands/properties/moderate/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data1.high !== void 0) {
          let data3 = data1.high;
          if (typeof data3 == "number" && isFinite(data3)) {
            if (data3 > 1 || isNaN(data3)) {
              const err13 = { instancePath: instancePath + "/bands/high", schemaPath: "#/properties/bands/properties/high/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data3 < -1 || isNaN(data3)) {
              const err14 = { instancePath: instancePath + "/bands/high", schemaPath: "#/properties/bands/properties/high/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = { instancePath: instancePath + "/bands/high", schemaPath: "#/properties/bands/properties/high/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data1.very_high !== void 0) {
          let data4 = data1.very_high;
          if (typeof data4 == "number" && isFinite(data4)) {
            if (data4 > 1 || isNaN(data4)) {
              const err16 = { instancePath: instancePath + "/bands/very_high", schemaPath: "#/properties/bands/properties/very_high/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data4 < -1 || isNaN(data4)) {
              const err17 = { instancePath: instancePath + "/bands/very_high", schemaPath: "#/properties/bands/properties/very_high/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = { instancePath: instancePath + "/bands/very_high", schemaPath: "#/properties/bands/properties/very_high/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/bands", schemaPath: "#/properties/bands/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.decision !== void 0) {
      let data5 = data.decision;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.reimplementation_floor === void 0) {
          const err20 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_floor" }, message: "must have required property 'reimplementation_floor'" };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data5.reimplementation_margin === void 0) {
          const err21 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_margin" }, message: "must have required property 'reimplementation_margin'" };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data5.reimplementation_reverse_margin === void 0) {
          const err22 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_reverse_margin" }, message: "must have required property 'reimplementation_reverse_margin'" };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data5.reimplementation_importable === void 0) {
          const err23 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_importable" }, message: "must have required property 'reimplementation_importable'" };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data5.reimplementation_private_margin === void 0) {
          const err24 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_private_margin" }, message: "must have required property 'reimplementation_private_margin'" };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data5.reimplementation_shared_words === void 0) {
          const err25 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_shared_words" }, message: "must have required property 'reimplementation_shared_words'" };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data5.reimplementation_other_variant === void 0) {
          const err26 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_other_variant" }, message: "must have required property 'reimplementation_other_variant'" };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data5.reimplementation_no_components === void 0) {
          const err27 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "reimplementation_no_components" }, message: "must have required property 'reimplementation_no_components'" };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data5.drift_floor === void 0) {
          const err28 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "drift_floor" }, message: "must have required property 'drift_floor'" };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data5.drift_min_lines === void 0) {
          const err29 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "drift_min_lines" }, message: "must have required property 'drift_min_lines'" };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data5.drift_rare_files === void 0) {
          const err30 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "drift_rare_files" }, message: "must have required property 'drift_rare_files'" };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data5.drift_twin === void 0) {
          const err31 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "drift_twin" }, message: "must have required property 'drift_twin'" };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data5.drift_other_folder === void 0) {
          const err32 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "drift_other_folder" }, message: "must have required property 'drift_other_folder'" };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data5.copy_family_max === void 0) {
          const err33 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "copy_family_max" }, message: "must have required property 'copy_family_max'" };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data5.copy_tiny_lines === void 0) {
          const err34 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "copy_tiny_lines" }, message: "must have required property 'copy_tiny_lines'" };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data5.max_size_ratio === void 0) {
          const err35 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/required", keyword: "required", params: { missingProperty: "max_size_ratio" }, message: "must have required property 'max_size_ratio'" };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        for (const key2 in data5) {
          if (!func3.call(schema82.properties, key2)) {
            const err36 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data5.reimplementation_floor !== void 0) {
          let data6 = data5.reimplementation_floor;
          if (typeof data6 == "number" && isFinite(data6)) {
            if (data6 > 1 || isNaN(data6)) {
              const err37 = { instancePath: instancePath + "/decision/reimplementation_floor", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_floor/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (data6 < -1 || isNaN(data6)) {
              const err38 = { instancePath: instancePath + "/decision/reimplementation_floor", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_floor/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = { instancePath: instancePath + "/decision/reimplementation_floor", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_floor/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data5.reimplementation_margin !== void 0) {
          let data7 = data5.reimplementation_margin;
          if (typeof data7 == "number" && isFinite(data7)) {
            if (data7 > 2 || isNaN(data7)) {
              const err40 = { instancePath: instancePath + "/decision/reimplementation_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_margin/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2 }, message: "must be <= 2" };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (data7 < 0 || isNaN(data7)) {
              const err41 = { instancePath: instancePath + "/decision/reimplementation_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_margin/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
          } else {
            const err42 = { instancePath: instancePath + "/decision/reimplementation_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_margin/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data5.reimplementation_reverse_margin !== void 0) {
          let data8 = data5.reimplementation_reverse_margin;
          if (typeof data8 == "number" && isFinite(data8)) {
            if (data8 > 2 || isNaN(data8)) {
              const err43 = { instancePath: instancePath + "/decision/reimplementation_reverse_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_reverse_margin/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2 }, message: "must be <= 2" };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data8 < -2 || isNaN(data8)) {
              const err44 = { instancePath: instancePath + "/decision/reimplementation_reverse_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_reverse_margin/minimum", keyword: "minimum", params: { comparison: ">=", limit: -2 }, message: "must be >= -2" };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
          } else {
            const err45 = { instancePath: instancePath + "/decision/reimplementation_reverse_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_reverse_margin/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
        if (data5.reimplementation_importable !== void 0) {
          if (typeof data5.reimplementation_importable !== "boolean") {
            const err46 = { instancePath: instancePath + "/decision/reimplementation_importable", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_importable/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data5.reimplementation_private_margin !== void 0) {
          let data10 = data5.reimplementation_private_margin;
          if (typeof data10 == "number" && isFinite(data10)) {
            if (data10 > 3 || isNaN(data10)) {
              const err47 = { instancePath: instancePath + "/decision/reimplementation_private_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_private_margin/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3 }, message: "must be <= 3" };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err48 = { instancePath: instancePath + "/decision/reimplementation_private_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_private_margin/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = { instancePath: instancePath + "/decision/reimplementation_private_margin", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_private_margin/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data5.reimplementation_shared_words !== void 0) {
          let data11 = data5.reimplementation_shared_words;
          if (typeof data11 == "number" && isFinite(data11)) {
            if (data11 > 1 || isNaN(data11)) {
              const err50 = { instancePath: instancePath + "/decision/reimplementation_shared_words", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_shared_words/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
              const err51 = { instancePath: instancePath + "/decision/reimplementation_shared_words", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_shared_words/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = { instancePath: instancePath + "/decision/reimplementation_shared_words", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_shared_words/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data5.reimplementation_other_variant !== void 0) {
          if (typeof data5.reimplementation_other_variant !== "boolean") {
            const err53 = { instancePath: instancePath + "/decision/reimplementation_other_variant", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_other_variant/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
        if (data5.reimplementation_no_components !== void 0) {
          if (typeof data5.reimplementation_no_components !== "boolean") {
            const err54 = { instancePath: instancePath + "/decision/reimplementation_no_components", schemaPath: "#/$defs/DecisionRule/properties/reimplementation_no_components/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data5.drift_floor !== void 0) {
          let data14 = data5.drift_floor;
          if (typeof data14 == "number" && isFinite(data14)) {
            if (data14 > 1 || isNaN(data14)) {
              const err55 = { instancePath: instancePath + "/decision/drift_floor", schemaPath: "#/$defs/DecisionRule/properties/drift_floor/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            if (data14 < -1 || isNaN(data14)) {
              const err56 = { instancePath: instancePath + "/decision/drift_floor", schemaPath: "#/$defs/DecisionRule/properties/drift_floor/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
          } else {
            const err57 = { instancePath: instancePath + "/decision/drift_floor", schemaPath: "#/$defs/DecisionRule/properties/drift_floor/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data5.drift_min_lines !== void 0) {
          let data15 = data5.drift_min_lines;
          if (!(typeof data15 == "number" && (!(data15 % 1) && !isNaN(data15)) && isFinite(data15))) {
            const err58 = { instancePath: instancePath + "/decision/drift_min_lines", schemaPath: "#/$defs/DecisionRule/properties/drift_min_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
          if (typeof data15 == "number" && isFinite(data15)) {
            if (data15 < 1 || isNaN(data15)) {
              const err59 = { instancePath: instancePath + "/decision/drift_min_lines", schemaPath: "#/$defs/DecisionRule/properties/drift_min_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (!formats0.validate(data15)) {
              const err60 = { instancePath: instancePath + "/decision/drift_min_lines", schemaPath: "#/$defs/DecisionRule/properties/drift_min_lines/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
          }
        }
        if (data5.drift_rare_files !== void 0) {
          let data16 = data5.drift_rare_files;
          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
            const err61 = { instancePath: instancePath + "/decision/drift_rare_files", schemaPath: "#/$defs/DecisionRule/properties/drift_rare_files/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
          if (typeof data16 == "number" && isFinite(data16)) {
            if (data16 < 0 || isNaN(data16)) {
              const err62 = { instancePath: instancePath + "/decision/drift_rare_files", schemaPath: "#/$defs/DecisionRule/properties/drift_rare_files/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (!formats0.validate(data16)) {
              const err63 = { instancePath: instancePath + "/decision/drift_rare_files", schemaPath: "#/$defs/DecisionRule/properties/drift_rare_files/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
        }
        if (data5.drift_twin !== void 0) {
          let data17 = data5.drift_twin;
          if (typeof data17 == "number" && isFinite(data17)) {
            if (data17 > 2 || isNaN(data17)) {
              const err64 = { instancePath: instancePath + "/decision/drift_twin", schemaPath: "#/$defs/DecisionRule/properties/drift_twin/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2 }, message: "must be <= 2" };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
            if (data17 < -1 || isNaN(data17)) {
              const err65 = { instancePath: instancePath + "/decision/drift_twin", schemaPath: "#/$defs/DecisionRule/properties/drift_twin/minimum", keyword: "minimum", params: { comparison: ">=", limit: -1 }, message: "must be >= -1" };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = { instancePath: instancePath + "/decision/drift_twin", schemaPath: "#/$defs/DecisionRule/properties/drift_twin/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
        if (data5.drift_other_folder !== void 0) {
          if (typeof data5.drift_other_folder !== "boolean") {
            const err67 = { instancePath: instancePath + "/decision/drift_other_folder", schemaPath: "#/$defs/DecisionRule/properties/drift_other_folder/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data5.copy_family_max !== void 0) {
          let data19 = data5.copy_family_max;
          if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
            const err68 = { instancePath: instancePath + "/decision/copy_family_max", schemaPath: "#/$defs/DecisionRule/properties/copy_family_max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
          if (typeof data19 == "number" && isFinite(data19)) {
            if (data19 < 0 || isNaN(data19)) {
              const err69 = { instancePath: instancePath + "/decision/copy_family_max", schemaPath: "#/$defs/DecisionRule/properties/copy_family_max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err69];
              } else {
                vErrors.push(err69);
              }
              errors++;
            }
            if (!formats0.validate(data19)) {
              const err70 = { instancePath: instancePath + "/decision/copy_family_max", schemaPath: "#/$defs/DecisionRule/properties/copy_family_max/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err70];
              } else {
                vErrors.push(err70);
              }
              errors++;
            }
          }
        }
        if (data5.copy_tiny_lines !== void 0) {
          let data20 = data5.copy_tiny_lines;
          if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
            const err71 = { instancePath: instancePath + "/decision/copy_tiny_lines", schemaPath: "#/$defs/DecisionRule/properties/copy_tiny_lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
          if (typeof data20 == "number" && isFinite(data20)) {
            if (data20 < 0 || isNaN(data20)) {
              const err72 = { instancePath: instancePath + "/decision/copy_tiny_lines", schemaPath: "#/$defs/DecisionRule/properties/copy_tiny_lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
            if (!formats0.validate(data20)) {
              const err73 = { instancePath: instancePath + "/decision/copy_tiny_lines", schemaPath: "#/$defs/DecisionRule/properties/copy_tiny_lines/format", keyword: "format", params: { format: "uint32" }, message: 'must match format "uint32"' };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          }
        }
        if (data5.max_size_ratio !== void 0) {
          let data21 = data5.max_size_ratio;
          if (typeof data21 == "number" && isFinite(data21)) {
            if (data21 < 1 || isNaN(data21)) {
              const err74 = { instancePath: instancePath + "/decision/max_size_ratio", schemaPath: "#/$defs/DecisionRule/properties/max_size_ratio/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
          } else {
            const err75 = { instancePath: instancePath + "/decision/max_size_ratio", schemaPath: "#/$defs/DecisionRule/properties/max_size_ratio/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
      } else {
        const err76 = { instancePath: instancePath + "/decision", schemaPath: "#/$defs/DecisionRule/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
    }
  } else {
    const err77 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err77];
    } else {
      vErrors.push(err77);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
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
      if (!validate48(data.provider, { instancePath: instancePath + "/provider", parentData: data, parentDataProperty: "provider", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
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
      if (!validate50(data.calibration, { instancePath: instancePath + "/calibration", parentData: data, parentDataProperty: "calibration", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err45 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var pattern4 = new RegExp("^[A-Za-z0-9+/]*={0,2}$", "u");
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
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
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
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
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
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
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate26(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate53(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
    if (!validate55(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
      vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
  validate25.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate25.evaluated = { "dynamicProps": true, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
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
  if (!validate21(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
    errors = vErrors.length;
  } else {
    var props0 = validate21.evaluated.props;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs2 = errors;
  if (!validate25(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
    errors = vErrors.length;
  } else {
    var props1 = validate25.evaluated.props;
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
  validate20.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate20.evaluated = { "dynamicProps": true, "dynamicItems": false };

// src/contracts/schema-errors.ts
function describe(errors) {
  return (errors ?? []).map((e) => ({
    path: e.instancePath || "/",
    message: e.keyword === "additionalProperties" ? `unexpected property "${String(e.params.additionalProperty)}"` : e.keyword === "const" || e.keyword === "enum" ? `${e.message ?? "invalid value"} (${JSON.stringify(e.params)})` : e.message ?? "invalid"
  }));
}
function runValidator(fn, doc) {
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
var EMBEDDING_SEMANTICS_VERSION = 4;
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
  const r = runValidator(companionProtocol, doc);
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

// src/version.ts
var SIMILAR_CODE_VERSION = "0.1.0";
var COMPANION_VERSION = SIMILAR_CODE_VERSION;

// src/embedding/describe-companion.ts
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
