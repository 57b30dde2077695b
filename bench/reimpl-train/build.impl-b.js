import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';

// spec: build-01
export function escapeForRegex(s) {
  var out = '';
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if ('-[]\\/{}()*+?.^$|'.indexOf(c) >= 0) out += '\\' + c;
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\u2028') out += '\\u2028';
    else if (c === '\u2029') out += '\\u2029';
    else out += c;
  }
  return out;
}

// spec: build-02
export function charClassBody(chars) {
  if (chars.length === 0) return '';
  if (chars.length === 1) return escClassChar(chars[0]);
  var a = chars.slice().sort();
  var out = '';
  var start = a[0];
  var prev = a[0];
  for (var i = 1; i < a.length; i++) {
    var c = a[i];
    if (c.charCodeAt(0) === prev.charCodeAt(0) + 1) {
      prev = c;
      continue;
    }
    out += classRun(start, prev);
    start = c;
    prev = c;
  }
  out += classRun(start, prev);
  return out;
}

function classRun(a, b) {
  var n = b.charCodeAt(0) - a.charCodeAt(0) + 1;
  if (n === 1) return escClassChar(a);
  if (n === 2) return escClassChar(a) + escClassChar(b);
  return escClassChar(a) + '-' + escClassChar(b);
}

function escClassChar(c) {
  if (c === ']' || c === '\\' || c === '^' || c === '-') return '\\' + c;
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\u2028') return '\\u2028';
  if (c === '\u2029') return '\\u2029';
  return c;
}

// spec: build-03
export function takeGroups(set, keyOf, accept) {
  var groups = new Map();
  set.forEach(function (item) {
    var k = keyOf(item);
    if (!k) return;
    var list = groups.get(k);
    if (!list) {
      list = [];
      groups.set(k, list);
    }
    list.push(item);
  });
  var out = [];
  groups.forEach(function (list) {
    if (!accept(list)) return;
    for (var i = 0; i < list.length; i++) set.delete(list[i]);
    out.push(list);
  });
  return out;
}

// spec: build-04
export function commonPrefix(arr) {
  var p = arr[0];
  for (var i = 1; i < arr.length; i++) {
    var s = arr[i];
    for (var j = 0; j < p.length; j++) {
      if (p[j] !== s[j]) {
        p = p.slice(0, j);
        break;
      }
    }
  }
  return p;
}

// spec: build-05
export function vlqEncode(n) {
  var v = n < 0 ? ((-n) << 1) | 1 : n << 1;
  var out = '';
  do {
    var d = v & 31;
    v = v >>> 5;
    if (v > 0) d += 32;
    out += B64_CHARS[d];
  } while (v > 0);
  return out;
}

var B64_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// spec: build-06
export function vlqDecode(s, start) {
  var i = start;
  var acc = 0;
  var shift = 0;
  var d;
  do {
    if (i >= s.length) return { value: 0, end: start };
    d = B64_CHARS.indexOf(s.charAt(i));
    if (d < 0) return { value: 0, end: start };
    i++;
    acc += (d & 31) << shift;
    shift += 5;
  } while (d & 32);
  var neg = acc & 1;
  acc = acc >>> 1;
  return { value: neg ? -acc : acc, end: i };
}

// spec: build-07
export function percentDecodeBytes(s) {
  var src = Buffer.from(s, 'utf8');
  var out = Buffer.alloc(src.length);
  var n = 0;
  for (var i = 0; i < src.length; i++) {
    var b = src[i];
    if (b === 37 && i + 2 < src.length) {
      var h = hexVal(src[i + 1]);
      var l = hexVal(src[i + 2]);
      if (h >= 0 && l >= 0) {
        out[n++] = h * 16 + l;
        i += 2;
        continue;
      }
    }
    out[n++] = b;
  }
  return out.subarray(0, n);
}

function hexVal(b) {
  if (b >= 48 && b <= 57) return b - 48;
  if (b >= 65 && b <= 70) return b - 55;
  if (b >= 97 && b <= 102) return b - 87;
  return -1;
}

// spec: build-08
export function languageForMime(type) {
  var t = type.toLowerCase().trim();
  if (!t) return undefined;
  if (t === 'image/svg+xml') return 'svg';
  if (t === 'text/css') return 'css';
  if (t === 'text/html') return 'html';
  if (t === 'application/json') return 'json';
  if (t.length > 5 && t.slice(-5) === '+json') return 'json';
  if (/^(text|application)\/(x-)?(javascript|ecmascript)$/.test(t)) return 'javascript';
  return undefined;
}

// spec: build-09
export function unescapeGlob(s) {
  var out = '';
  var i = 0;
  while (i < s.length) {
    var cp = s.codePointAt(i);
    var ch = String.fromCodePoint(cp);
    if (ch === '\\' && i + 1 < s.length && '*?[]{}'.indexOf(s[i + 1]) >= 0) {
      out += s[i + 1];
      i += 2;
      continue;
    }
    out += ch;
    i += ch.length;
  }
  return out;
}

// spec: build-10
export function globBaseLength(p) {
  var w = p.length;
  for (var i = 0; i < p.length; i++) {
    var c = p[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '*' || c === '?' || c === '[' || c === '{') {
      w = i;
      break;
    }
  }
  for (var j = w - 1; j >= 0; j--) {
    if (p[j] === '/') return j + 1;
  }
  return 0;
}

// spec: build-11
export function cleanSegments(segs) {
  var changed = true;
  while (changed) {
    changed = false;
    var i = 1;
    while (i < segs.length - 1) {
      if (segs[i] === '.' || segs[i] === '') {
        segs.splice(i, 1);
        changed = true;
      } else {
        i++;
      }
    }
    if (segs.length === 2 && segs[0] === '.' && (segs[1] === '.' || segs[1] === '')) {
      segs.pop();
      changed = true;
    }
  }
  if (segs.length === 0) return [''];
  return segs;
}

// spec: build-12
export function backToOutputDir(file, dir, dotSlash) {
  var d = dir;
  var last = d.charAt(d.length - 1);
  if (last === '/' || last === '\\') d = d.slice(0, -1);
  var f = file;
  for (var k = 0; k < f.length; k++) {
    if (f[k] === '?' || f[k] === '#') {
      f = f.slice(0, k);
      break;
    }
  }
  var parts = f.split(/[\\/]+/);
  var depth = -1;
  var suffix = '';
  for (var i = 0; i < parts.length; i++) {
    var p = parts[i];
    if (p === '..') {
      if (depth > -1) {
        depth--;
      } else {
        var idx = Math.max(d.lastIndexOf('/'), d.lastIndexOf('\\'));
        if (idx < 0) return d + '/';
        suffix = d.slice(idx + 1) + '/' + suffix;
        d = d.slice(0, idx);
      }
    } else if (p !== '.') {
      depth++;
    }
  }
  if (depth > 0) {
    var up = '';
    for (var j = 0; j < depth; j++) up += '../';
    return up + suffix;
  }
  if (dotSlash) return './' + suffix;
  return suffix;
}

// spec: build-13
export function protectDirHashes(req) {
  if (!req) return req;
  var q = req.indexOf('?');
  if (q < 0) return req;
  var h = req.indexOf('#');
  if (h < 0 || h >= q) return req;
  if (!/^(\/|[a-zA-Z]:[\/\\]|\.\.?[\/\\])/.test(req)) return req;
  var sep = -1;
  for (var i = q - 1; i >= 0; i--) {
    if (req[i] === '/' || req[i] === '\\') {
      sep = i;
      break;
    }
  }
  if (h >= sep) return req;
  var out = '';
  for (var j = 0; j < sep; j++) {
    var c = req[j];
    if (c === '#' && (j === 0 || req[j - 1] !== '\0')) out += '\0';
    out += c;
  }
  return out + req.slice(sep);
}

// spec: build-14
export function subtractRuntime(a, b) {
  if (a === undefined) return undefined;
  if (b === undefined) return a;
  if (a === b) return undefined;
  if (typeof a === 'string') {
    if (typeof b !== 'string' && b.has(a)) return undefined;
    return a;
  }
  var out = new Set();
  if (typeof b === 'string') {
    if (!a.has(b)) return a;
    if (a.size === 2) {
      for (var x of a) {
        if (x !== b) return x;
      }
    }
    for (var y of a) {
      if (y !== b) out.add(y);
    }
    return out;
  }
  for (var z of a) {
    if (!b.has(z)) out.add(z);
  }
  if (out.size === 0) return undefined;
  if (out.size === 1) {
    for (var only of out) return only;
  }
  return out;
}

// spec: build-15
export function formatLocation(loc) {
  if (!loc || typeof loc !== 'object') return '';
  var s = loc.start;
  var e = loc.end;
  if (s && e) {
    if (typeof s === 'object' && typeof e === 'object' && typeof s.line === 'number' && typeof e.line === 'number') {
      if (typeof e.column === 'number' && s.line === e.line) return formatPos(s) + '-' + e.column;
      if (typeof s.column !== 'number' && typeof e.column !== 'number') return s.line + '-' + e.line;
    }
    return formatPos(s) + '-' + formatPos(e);
  }
  if (s) return formatPos(s);
  if ('name' in loc && 'index' in loc) return loc.name + '[' + loc.index + ']';
  if ('name' in loc) return loc.name;
  return '';
}

function formatPos(p) {
  if (!p || typeof p !== 'object') return '';
  if ('line' in p && 'column' in p) return p.line + ':' + p.column;
  if ('line' in p) return p.line + ':?';
  return '';
}

// spec: build-16
export function intersectSets(sets) {
  if (sets.length === 0) return new Set();
  if (sets.length === 1) return new Set(sets[0]);
  var min = 0;
  for (var i = 1; i < sets.length; i++) {
    if (sets[i].size < sets[min].size) min = i;
  }
  var out = new Set(sets[min]);
  for (var j = 0; j < sets.length; j++) {
    if (j === min) continue;
    var other = sets[j];
    for (var x of out) {
      if (!other.has(x)) out.delete(x);
    }
  }
  return out;
}

// spec: build-17
export function normalizeNewlines(text, lang) {
  var css = lang === 'css';
  var js = lang === 'javascript';
  if (text.indexOf('\r') < 0 &&
      !(css && text.indexOf('\f') >= 0) &&
      !(js && (text.indexOf('\u2028') >= 0 || text.indexOf('\u2029') >= 0))) {
    return text;
  }
  var out = '';
  for (var i = 0; i < text.length; i++) {
    var c = text[i];
    if (c === '\r') out += text[i + 1] === '\n' ? '\r' : '\n';
    else if (css && c === '\f') out += '\n';
    else if (js && (c === '\u2028' || c === '\u2029')) out += '\n';
    else out += c;
  }
  return out;
}

// spec: build-18
export function propertyChain(names, from) {
  if (from === undefined) from = 0;
  var out = '';
  for (var i = from; i < names.length; i++) {
    var n = names[i];
    var c = n.charAt(0);
    if (((c >= '0' && c <= '9') || c === '-' || c === 'N' || c === 'I') && String(Number(n)) === n) {
      out += '[' + n + ']';
    } else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(n) && !RESERVED_WORDS[n]) {
      out += '.' + n;
    } else {
      out += '[' + JSON.stringify(n) + ']';
    }
  }
  return out;
}

var RESERVED_WORDS = Object.create(null);
(function () {
  var w = ('break case catch class const continue debugger default delete do else enum export extends ' +
    'finally for function if import in instanceof new return super switch this throw try typeof var ' +
    'void while with implements interface let package private protected public static yield await ' +
    'null true false').split(' ');
  for (var i = 0; i < w.length; i++) RESERVED_WORDS[w[i]] = true;
})();

// spec: build-19
export function shortHash(hash, len) {
  if (len < 1) return '';
  var s = hash.slice(0, len);
  for (var i = 0; i < s.length; i++) {
    if (s[i] < '0' || s[i] > '9') return s;
  }
  return String.fromCharCode(97 + parseInt(hash.charAt(0), 10) % 6) + s.slice(1);
}

// spec: build-20
export function toIdentChars(n) {
  if (n < 64) return identSymbol(n);
  return toIdentChars(n % 64) + toIdentChars(Math.floor(n / 64));
}

function identSymbol(n) {
  if (n < 26) return String.fromCharCode(97 + n);
  if (n < 52) return String.fromCharCode(65 + n - 26);
  if (n < 62) return String.fromCharCode(48 + n - 52);
  if (n === 62) return '_';
  return '$';
}

// spec: build-21
export function fnv1a31(s) {
  var h = 2166136261;
  for (var i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h & 2147483647;
}

// spec: build-22
export function hyphenateCamel(s) {
  var lastLower = false;
  var lastUpper = false;
  var lastLastUpper = false;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (lastLower && /\p{Lu}/u.test(c)) {
      s = s.slice(0, i) + '-' + s.slice(i);
      i++;
      lastLower = false;
      lastLastUpper = lastUpper;
      lastUpper = true;
    } else if (lastUpper && lastLastUpper && /\p{Ll}/u.test(c)) {
      s = s.slice(0, i - 1) + '-' + s.slice(i - 1);
      i++;
      lastLastUpper = lastUpper;
      lastUpper = false;
      lastLower = true;
    } else {
      var lo = c.toLowerCase();
      var up = c.toUpperCase();
      lastLower = c === lo && c !== up;
      lastLastUpper = lastUpper;
      lastUpper = c === up && c !== lo;
    }
  }
  return s;
}

// spec: build-23
export function lineAndColumn(text, index) {
  var col = -1;
  if (typeof index !== 'number') return { line: null, column: col };
  for (var i = index; i >= 0 && text[i] !== '\n'; i--) col++;
  var line = 0;
  var end = Math.min(index, text.length);
  for (var j = 0; j < end; j++) {
    if (text[j] === '\n') line++;
  }
  return { line: line, column: col };
}

// spec: build-24
export function resolveDots(p) {
  var parts = p.split('/');
  var out = [];
  for (var i = 0; i < parts.length; i++) {
    var s = parts[i];
    if (s === '.') continue;
    if (s === '..') {
      if (out.length === 0 || out[out.length - 1] === '..') out.push('..');
      else out.pop();
      continue;
    }
    out.push(s);
  }
  return out.join('/');
}

// spec: build-25
export function dirPart(name) {
  var q = name.lastIndexOf('?');
  if (q > 0) name = name.slice(0, q);
  var i = name.lastIndexOf('/');
  if (i < 0) i = name.lastIndexOf('\\');
  if (i < 0) return '';
  return name.slice(0, i + 1);
}

// spec: build-26
export function relativeDirPath(baseUrl, targetUrl) {
  var b = this.splitUrl(baseUrl);
  var t = this.splitUrl(targetUrl);
  if (b.hostPart !== t.hostPart) return '';
  var bd = b.directories;
  var td = t.directories;
  var max = Math.max(bd.length, td.length);
  var i = 0;
  for (; i < max; i++) {
    if (bd[i] !== td[i]) break;
  }
  var out = '';
  for (var j = i; j < bd.length - 1; j++) out += '../';
  for (var k = i; k < td.length - 1; k++) out += td[k] + '/';
  return out;
}

// spec: build-27
export function compositeColors(blend, backdrop, source) {
  var ab = backdrop.alpha;
  var as = source.alpha;
  var ar = as + ab * (1 - as);
  var rgb = [];
  for (var i = 0; i < 3; i++) {
    var cb = backdrop.rgb[i] / 255;
    var cs = source.rgb[i] / 255;
    var cr = blend(cb, cs);
    if (ar) cr = (as * cs + ab * (cb - as * (cb + cs - cr))) / ar;
    rgb.push(cr * 255);
  }
  return { rgb: rgb, alpha: ar };
}

// spec: build-28
export function softLightChannel(cb, cs) {
  var d = 1;
  var e = cb;
  if (cs > 0.5) {
    e = 1;
    d = cb > 0.25 ? Math.sqrt(cb) : ((16 * cb - 12) * cb + 4) * cb;
  }
  return cb - (1 - 2 * cs) * e * (d - cb);
}

// spec: build-29
export function relativeLuminance(color) {
  var lin = [];
  for (var i = 0; i < 3; i++) {
    var v = color.rgb[i] / 255;
    lin.push(v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
  }
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

// spec: build-30
export function colorToHsl(color) {
  var r = color.rgb[0] / 255;
  var g = color.rgb[1] / 255;
  var b = color.rgb[2] / 255;
  var max = Math.max(r, g, b);
  var min = Math.min(r, g, b);
  var l = (max + min) / 2;
  var d = max - min;
  var h = 0;
  var s = 0;
  if (max !== min) {
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h /= 6;
  }
  return { h: h * 360, s: s, l: l, a: color.alpha };
}

// spec: build-31
export function permuteLists(lists) {
  if (lists.length === 0) return [];
  if (lists.length === 1) return lists[0];
  var rest = permuteLists(lists.slice(1));
  var first = lists[0];
  var out = [];
  for (var i = 0; i < rest.length; i++) {
    for (var j = 0; j < first.length; j++) {
      out.push([first[j]].concat(rest[i]));
    }
  }
  return out;
}

// spec: build-32
export function sassDebugInfo(ctx) {
  var info = ctx.debugInfo;
  var f = info.fileName;
  if (!/^[a-z]+:\/\//i.test(f)) f = 'file://' + f;
  var esc = '';
  for (var i = 0; i < f.length; i++) {
    var c = f[i];
    if (c === '\\') esc += '\\/';
    else if (c === '.' || c === ':' || c === '/') esc += '\\' + c;
    else esc += c;
  }
  return '@media -sass-debug-info{filename{font-family:' + esc +
    '}}line{font-family:\\00003' + info.lineNumber + '}}\n';
}

// spec: build-33
export function formatQuoted(str) {
  var text = str.value;
  for (var i = 1; i < arguments.length; i++) {
    var arg = arguments[i];
    text = text.replace(/%[sda]/i, function (tok) {
      var letter = tok.charAt(1);
      var v = arg.type === 'Quoted' && letter.toLowerCase() === 's' ? arg.value : arg.toCSS();
      return letter === letter.toUpperCase() ? encodeURIComponent(v) : v;
    });
  }
  text = text.replace(/%%/g, '%');
  return { type: 'Quoted', quote: str.quote || '', value: text, escaped: str.escaped };
}

// spec: build-34
export function cancelUnits(unit) {
  var counts = {};
  var i, n;
  for (i = 0; i < unit.numerator.length; i++) {
    n = unit.numerator[i];
    counts[n] = (Object.prototype.hasOwnProperty.call(counts, n) ? counts[n] : 0) + 1;
  }
  for (i = 0; i < unit.denominator.length; i++) {
    n = unit.denominator[i];
    counts[n] = (Object.prototype.hasOwnProperty.call(counts, n) ? counts[n] : 0) - 1;
  }
  unit.numerator = [];
  unit.denominator = [];
  for (var k in counts) {
    if (!Object.prototype.hasOwnProperty.call(counts, k)) continue;
    var c = counts[k];
    var j;
    if (c > 0) {
      for (j = 0; j < c; j++) unit.numerator.push(k);
    } else if (c < 0) {
      for (j = 0; j < -c; j++) unit.denominator.push(k);
    }
  }
  unit.numerator.sort();
  unit.denominator.sort();
}

// spec: build-35
export function stripBasePath(p) {
  var base = this.basePath;
  if (!base || p.indexOf(base) !== 0) return p;
  p = p.slice(base.length);
  if (p[0] === '\\' || p[0] === '/') p = p.slice(1);
  return p;
}

// spec: build-36
export function lineStarts(source) {
  if (source[LINE_TABLE]) return source[LINE_TABLE];
  var lines = source.css.split('\n');
  var table = new Array(lines.length);
  var pos = 0;
  for (var i = 0; i < lines.length; i++) {
    table[i] = pos;
    pos += lines[i].length + 1;
  }
  source[LINE_TABLE] = table;
  return table;
}

var LINE_TABLE = Symbol('lineTable');

// spec: build-37
export function lastTokenPosition(tokens) {
  for (var i = tokens.length - 1; i >= 0; i--) {
    var t = tokens[i];
    var p = t[3] || t[2];
    if (p) return p;
  }
  return undefined;
}

// spec: build-38
export function splitEscaped(chunks, original, escaped) {
  var oi = 0;
  var ei = 0;
  var out = [];
  for (var k = 0; k < chunks.length; k += 3) {
    var piece = chunks[k];
    var from = ei;
    var end = oi + piece.length;
    while (oi < end) {
      if (original[oi] === escaped[ei]) {
        oi++;
        ei++;
      } else {
        oi++;
        ei += 4;
      }
    }
    out.push(escaped.slice(from, ei));
  }
  return out;
}

// spec: build-39
export function decodeInlineMap(text) {
  var m = /^data:application\/json;charset=utf-?8,/.exec(text) || /^data:application\/json,/.exec(text);
  if (m) return decodeURIComponent(text.slice(m[0].length));
  m = /^data:application\/json;charset=utf-?8;base64,/.exec(text) || /^data:application\/json;base64,/.exec(text);
  if (m) return Buffer.from(text.slice(m[0].length), 'base64').toString('utf8');
  var enc = text.slice(22);
  var comma = enc.indexOf(',');
  enc = comma >= 0 ? enc.slice(0, comma) : enc.slice(0, -1);
  throw new Error('Unsupported source map encoding ' + enc);
}

// spec: build-40
export function pathToMapUrl(file) {
  if (!this.urlCache) this.urlCache = new Map();
  var hit = this.urlCache.get(file);
  if (hit) return hit;
  if (path.sep === '\\') file = file.replace(/\\/g, '/');
  var url = encodeURI(file).replace(/[#?]/g, encodeURIComponent);
  this.urlCache.set(file, url);
  return url;
}

// spec: build-41
export function positionToOffset(text, pos) {
  if (pos.offset !== undefined) return pos.offset;
  var line = 1;
  var col = 1;
  for (var i = 0; i < text.length; i++) {
    if (line === pos.line && col === pos.column) return i;
    if (text[i] === '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  return 0;
}

// spec: build-42
export function rebuildErrorMessage(err) {
  var msg = err.plugin ? err.plugin + ': ' : '';
  msg += err.file ? err.file : '<css input>';
  if (typeof err.line !== 'undefined') msg += ':' + err.line + ':' + err.column;
  msg += ': ' + err.reason;
  err.message = msg;
}

// spec: build-43
export function visitorEvents(node) {
  var type = NODE_CLASS_NAMES[node.type];
  var key;
  if (node.type === 'decl') key = node.prop.toLowerCase();
  else if (node.type === 'atrule') key = node.name.toLowerCase();
  var kids = !!node.append;
  if (key && kids) return [type, type + '-' + key, 0, type + 'Exit', type + 'Exit-' + key];
  if (key) return [type, type + '-' + key, type + 'Exit', type + 'Exit-' + key];
  if (kids) return [type, 0, type + 'Exit'];
  return [type, type + 'Exit'];
}

var NODE_CLASS_NAMES = {
  atrule: 'AtRule',
  comment: 'Comment',
  decl: 'Declaration',
  document: 'Document',
  root: 'Root',
  rule: 'Rule'
};

// spec: build-44
export function detachNodes(nodes) {
  var stack = [];
  for (var i = 0; i < nodes.length; i++) stack.push(nodes[i]);
  while (stack.length) {
    var n = stack.pop();
    delete n.source;
    if (n.nodes) {
      n.nodes = n.nodes.slice();
      for (var j = 0; j < n.nodes.length; j++) stack.push(n.nodes[j]);
    }
  }
  return nodes.slice();
}

// spec: build-45
export function popTrailingSpace(tokens) {
  var s = '';
  while (tokens.length) {
    var t = tokens[tokens.length - 1];
    if (t[0] !== 'space' && t[0] !== 'comment') break;
    tokens.pop();
    s = t[1] + s;
  }
  return s;
}

// spec: build-46
export function normalizePlugins(list) {
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var p = list[i];
    if (p && p.postcss === true) p = p();
    else if (p && p.postcss) p = p.postcss;
    var isObj = p !== null && typeof p === 'object';
    if (isObj && Array.isArray(p.plugins)) {
      for (var j = 0; j < p.plugins.length; j++) out.push(p.plugins[j]);
    } else if (isObj && p.postcssPlugin) {
      out.push(p);
    } else if (typeof p === 'function') {
      out.push(p);
    } else if (isObj && (p.parse || p.stringify)) {
      if (process.env.NODE_ENV !== 'production') {
        throw new Error('PostCSS syntaxes cannot be used as plugins. Instead, please use one of the ' +
          'syntax/parser/stringifier options as outlined in your PostCSS runner documentation.');
      }
    } else {
      throw new Error(String(p) + ' is not a PostCSS plugin');
    }
  }
  return out;
}

// spec: build-47
export function atRuleOpening(helper, node) {
  var params = node.params ? helper.rawValue(node, 'params') : '';
  var after = node.raws ? node.raws.afterName : undefined;
  var sep;
  if (after === undefined) {
    sep = params ? ' ' : '';
  } else if (after === '' && params && AT_NAME_END.indexOf(params[0]) < 0) {
    sep = ' ';
  } else {
    sep = after;
  }
  return '@' + node.name + sep + params;
}

var AT_NAME_END = '\t\n\f\r "\'#()/;[]\\{}';

// spec: build-48
export function applyDefaults(args, defs, strict) {
  var given = true;
  var opts;
  if (args === true) {
    given = false;
    opts = {};
  } else if (args && typeof args === 'object') {
    opts = {};
    for (var k0 in args) {
      if (Object.prototype.hasOwnProperty.call(args, k0)) opts[k0] = args[k0];
    }
  } else {
    opts = {};
  }
  var has = Object.prototype.hasOwnProperty;
  if (strict) {
    for (var k1 in opts) {
      if (has.call(opts, k1) && !has.call(defs, k1)) {
        var err = new Error('`' + k1 + '` is not a supported option');
        err.name = 'DefaultsError';
        err.defs = defs;
        throw err;
      }
    }
  }
  for (var k in defs) {
    if (!has.call(defs, k)) continue;
    if (!given || !has.call(opts, k)) {
      opts[k] = defs[k];
    } else if (k === 'ecma' || k === 'builtins_ecma') {
      var v = opts[k] | 0;
      if (v > 5 && v < 2015) v += 2009;
      opts[k] = v;
    }
  }
  return opts;
}

// spec: build-49
export function escapeRegexSource(src) {
  var out = '';
  for (var i = 0; i < src.length; i++) {
    var c = src[i];
    var code;
    if (c === '\0') code = '0';
    else if (c === '\n') code = 'n';
    else if (c === '\r') code = 'r';
    else if (c === '\u2028') code = 'u2028';
    else if (c === '\u2029') code = 'u2029';
    else {
      out += c;
      continue;
    }
    var run = 0;
    for (var j = i - 1; j >= 0 && src[j] === '\\'; j--) run++;
    out += run % 2 === 1 ? code : '\\' + code;
  }
  return out;
}

// spec: build-50
export function sortRegexFlags(flags) {
  var known = 'dgimsuyv';
  var out = '';
  for (var i = 0; i < known.length; i++) {
    if (flags.indexOf(known[i]) >= 0) out += known[i];
  }
  for (var j = 0; j < flags.length; j++) {
    var c = flags[j];
    if (known.indexOf(c) < 0 && out.indexOf(c) < 0) out += c;
  }
  return out;
}

// spec: build-51
export function fullCharAt(s, i) {
  var c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) {
    var next = s.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return s.slice(i, i + 2);
  } else if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
    var prev = s.charCodeAt(i - 1);
    if (prev >= 0xd800 && prev <= 0xdbff) return s.slice(i - 1, i + 1);
  }
  return s.charAt(i);
}

// spec: build-52
export function codePointLength(s) {
  var pairs = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      var d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return s.length - pairs;
}

// spec: build-53
export function codePointToString(cp) {
  if (cp > 65535) {
    cp -= 65536;
    return String.fromCharCode((cp >> 10) + 55296, cp % 1024 + 56320);
  }
  return String.fromCharCode(cp);
}

// spec: build-54
export function parseNumberLiteral(s, allowExp) {
  if (allowExp === undefined) allowExp = true;
  if (!allowExp && s.indexOf('e') >= 0) return NaN;
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0[0-7]+$/.test(s)) return parseInt(s.slice(1), 8);
  if (/^0[oO][0-7]+$/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0[bB][01]+$/.test(s)) return parseInt(s.slice(2), 2);
  if (/^\d+\.?\d*(?:[eE][+-]?\d+)?$/.test(s)) return parseFloat(s);
  var n = parseFloat(s);
  if (n == s) return n;
}

// spec: build-55
export function shortestNumber(num) {
  var base = String(num).replace(/^0\./, '.').replace('e+', 'e');
  var cands = [base];
  if (num % 1 === 0) {
    cands.push(num < 0 ? '-0x' + (-num).toString(16) : '0x' + num.toString(16));
  }
  var m;
  if ((m = /^\.0+/.exec(base))) {
    var digits = base.slice(m[0].length);
    cands.push(digits + 'e-' + (digits.length + m[0].length - 1));
  } else if ((m = /0+$/.exec(base))) {
    cands.push(base.slice(0, base.length - m[0].length) + 'e' + m[0].length);
  } else if ((m = /^(\d)\.(\d+)e(-?\d+)$/.exec(base))) {
    cands.push(m[1] + m[2] + 'e' + (parseInt(m[3], 10) - m[2].length));
  }
  var best = cands[0];
  for (var i = 1; i < cands.length; i++) {
    if (cands[i].length < best.length) best = cands[i];
  }
  return best;
}

// spec: build-56
export function isImportantComment(c) {
  if (c.type !== 'comment2' && c.type !== 'comment1') return false;
  return /@preserve|@copyright|@lic|@cc_on|^\**!/i.test(c.value);
}

// spec: build-57
export function insertAt(buf, text, idx) {
  var hl = buf.head.length;
  if (idx < hl) {
    buf.head = buf.head.slice(0, idx) + text + buf.head.slice(idx);
  } else if (idx === hl) {
    buf.head += text;
  } else {
    var p = idx - hl;
    buf.head += buf.tail.slice(0, p) + text;
    buf.tail = buf.tail.slice(p);
  }
}

// spec: build-58
export function cleanCommentText(text, opts) {
  if (!(opts && opts.preserve_annotations)) {
    text = text.replace(/[@#]__(PURE|INLINE|NOINLINE)__/, ' ');
  }
  if (/^\s*$/.test(text)) return '';
  return text.replace(/<\s*\/\s*(script)/i, function (all, word) {
    return '<\\/' + word;
  });
}

// spec: build-59
export function expandSimpleGlob(input) {
  if (Array.isArray(input)) {
    var all = [];
    for (var i = 0; i < input.length; i++) {
      var r = expandSimpleGlob(input[i]);
      for (var j = 0; j < r.length; j++) all.push(r[j]);
    }
    return all;
  }
  if (input.indexOf('*') < 0 && input.indexOf('?') < 0) return [input];
  var dir = path.dirname(input);
  var base = path.basename(input);
  var entries;
  try {
    entries = fs.readdirSync(dir);
  } catch (e) {
    entries = null;
  }
  if (entries) {
    var src = '';
    for (var k = 0; k < base.length; k++) {
      var c = base[k];
      if ('.+^$[]\\(){}'.indexOf(c) >= 0) src += '\\' + c;
      else if (c === '*') src += '[^/\\\\]*';
      else if (c === '?') src += '[^/\\\\]';
      else src += c;
    }
    var re = new RegExp('^' + src + '$', process.platform === 'win32' ? 'i' : '');
    var hits = [];
    for (var n = 0; n < entries.length; n++) {
      if (re.test(entries[n])) hits.push(path.join(dir, entries[n]));
    }
    if (hits.length) return hits;
  }
  return [input];
}

// spec: build-60
export function inheritOption(name, opts, groups) {
  if (!opts[name]) return;
  for (var i = 0; i < groups.length; i++) {
    var k = groups[i];
    if (!opts[k]) continue;
    if (typeof opts[k] !== 'object') opts[k] = {};
    if (!(name in opts[k])) opts[k][name] = opts[name];
  }
}
