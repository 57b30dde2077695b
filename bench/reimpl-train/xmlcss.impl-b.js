import { EventEmitter } from 'node:events';

// spec: xmlcss-01
export function toNumberIfNumeric(s) {
  if (!isNaN(s)) {
    if (s % 1 === 0) return parseInt(s, 10);
    return parseFloat(s);
  }
  return s;
}

// spec: xmlcss-02
export function toBoolIfWord(s) {
  if (/^(?:true|false)$/i.test(s)) {
    return s.toLowerCase() === 'true';
  }
  return s;
}

// spec: xmlcss-03
export function dropBom(s) {
  if (s[0] === '\uFEFF') return s.slice(1);
  return s;
}

// spec: xmlcss-04
export function runProcessors(fns, val, key) {
  let cur = val;
  for (let i = 0; i < fns.length; i++) {
    cur = fns[i](cur, key);
  }
  return cur;
}

// spec: xmlcss-05
export function putChild(obj, key, val, alwaysArray) {
  if (!(key in obj)) {
    Object.defineProperty(obj, key, {
      value: alwaysArray ? [val] : val,
      writable: true,
      enumerable: true,
      configurable: true
    });
    return obj;
  }
  if (!Array.isArray(obj[key])) {
    Object.defineProperty(obj, key, {
      value: [obj[key]],
      writable: true,
      enumerable: true,
      configurable: true
    });
  }
  return obj[key].push(val);
}

// spec: xmlcss-06
export function classifyFloat(x) {
  if (isFinite(x)) {
    if (Math.abs(x) >= 2.2250738585072014e-308) return 0;
    if (x !== 0) return 1;
    return 2;
  }
  if (x !== x) return 4;
  return 3;
}

// spec: xmlcss-07
export function murmurMix(h, d) {
  d = Math.imul(d, 0xCC9E2D51);
  d = (d << 15) | (d >>> 17);
  d = Math.imul(d, 0x1B873593);
  h ^= d;
  h = (h << 13) | (h >>> 19);
  h = (h + (h << 2)) | 0;
  h = (h + (0xE6546B64 | 0)) | 0;
  return h;
}

// spec: xmlcss-08
export function erfApprox(v) {
  var sign = v < 0 ? -1 : 1;
  var x = Math.abs(v);
  var t = 1 / (1 + 0.3275911 * x);
  var p = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t;
  var y = 1 - p * Math.exp(-x * x);
  return sign * y;
}

// spec: xmlcss-09
export function readNumberPrefix(s) {
  var i = 0;
  var sign = 1;
  var base = 10;
  if (s.length > 0) {
    if (s[0] === '-') {
      i++;
      sign = -1;
    } else if (s[0] === '+') {
      i++;
    }
  }
  if (s.length - i >= 2 && s[i] === '0') {
    var c = s[i + 1];
    if (c === 'x' || c === 'X') {
      base = 16;
      i += 2;
    } else if (c === 'o' || c === 'O') {
      base = 8;
      i += 2;
    } else if (c === 'b' || c === 'B') {
      base = 2;
      i += 2;
    } else if (c === 'u' || c === 'U') {
      base = 10;
      i += 2;
    }
  }
  return [i, sign, base];
}

// spec: xmlcss-10
export function frexp(x) {
  if (x === 0 || !isFinite(x)) return [0, x, 0];
  var neg = x < 0;
  var v = Math.abs(x);
  var e = Math.max(-1023, Math.floor(Math.log2(v)) + 1);
  v = v * Math.pow(2, -e);
  while (v < 0.5) {
    v *= 2;
    e--;
  }
  while (v >= 1) {
    v /= 2;
    e++;
  }
  if (neg) v = -v;
  return [0, v, e];
}

// spec: xmlcss-11
export function ldexp(x, e) {
  e = e | 0;
  if (e > 1023) {
    e -= 1023;
    x *= Math.pow(2, 1023);
    if (e > 1023) {
      e -= 1023;
      x *= Math.pow(2, 1023);
    }
  }
  if (e < -1023) {
    e += 1023;
    x *= Math.pow(2, -1023);
  }
  return x * Math.pow(2, e);
}

// spec: xmlcss-12
export function allMatches(s, re) {
  var out = [];
  var m;
  while ((m = re.exec(s)) !== null) {
    var arr = [];
    for (var i = 0; i < m.length; i++) arr.push(m[i]);
    arr.startIndex = re.lastIndex - m[0].length;
    out.push(arr);
  }
  return out;
}

// spec: xmlcss-13
export function makeIgnoreAttr(opt) {
  if (typeof opt === 'function') return opt;
  if (Array.isArray(opt)) {
    return function (name) {
      for (var i = 0; i < opt.length; i++) {
        var p = opt[i];
        if (typeof p === 'string' && p === name) return true;
        if (p instanceof RegExp && p.test(name)) return true;
      }
    };
  }
  return function () {
    return false;
  };
}

// spec: xmlcss-14
export function entityOptions(opt, unused) {
  var out = {
    enabled: true,
    maxEntitySize: 10000,
    maxExpansionDepth: 10000,
    maxTotalExpansions: Infinity,
    maxExpandedLength: 100000,
    maxEntityCount: 1000,
    allowedTags: null,
    tagFilter: null,
    appliesTo: 'all'
  };
  if (typeof opt === 'boolean') {
    out.enabled = opt;
    return out;
  }
  if (opt !== null && typeof opt === 'object') {
    out.enabled = opt.enabled !== false;
    var nums = ['maxEntitySize', 'maxExpansionDepth', 'maxTotalExpansions', 'maxExpandedLength', 'maxEntityCount'];
    for (var i = 0; i < nums.length; i++) {
      var k = nums[i];
      var v = opt[k] == null ? out[k] : opt[k];
      out[k] = Math.max(1, v);
    }
    if (opt.allowedTags != null) out.allowedTags = opt.allowedTags;
    if (opt.tagFilter != null) out.tagFilter = opt.tagFilter;
    if (opt.appliesTo != null) out.appliesTo = opt.appliesTo;
    return out;
  }
  return out;
}

// spec: xmlcss-15
export function checkEntityRef(s, i) {
  i++;
  if (s[i] === ';') return -1;
  if (s[i] === '#') {
    i++;
    var re = /[0-9]/;
    if (s[i] === 'x') {
      i++;
      re = /[0-9a-fA-F]/;
    }
    for (; i < s.length; i++) {
      if (s[i] === ';') return i;
      if (!re.test(s[i])) return -1;
    }
    return -1;
  }
  var n = 0;
  for (; i < s.length; i++) {
    var c = s[i];
    if (n < 20 && /\w/.test(c)) {
      n++;
      continue;
    }
    if (c === ';') break;
    return -1;
  }
  return i;
}

// spec: xmlcss-16
export function offsetToLineCol(s, off) {
  var parts = s.substring(0, off).split(/\r?\n/);
  return { line: parts.length, column: parts[parts.length - 1].length + 1 };
}

// spec: xmlcss-17
export function unprefixAttrs(attrs, opts) {
  if (!attrs) return {};
  var src = attrs;
  if (opts.attrGroup) {
    src = attrs[opts.attrGroup];
    if (!src) return {};
  }
  var pre = opts.attrPrefix;
  var out = {};
  for (var k in src) {
    if (k.indexOf(pre) === 0) out[k.slice(pre.length)] = src[k];
    else out[k] = src[k];
  }
  return out;
}

// spec: xmlcss-18
export function shiftIndex(idx, marks) {
  var lo = 0;
  var hi = marks.length;
  while (lo < hi) {
    var mid = Math.floor((lo + hi) / 2);
    if (marks[mid] < idx) lo = mid + 1;
    else hi = mid;
  }
  return idx + lo;
}

// spec: xmlcss-19
export function readTagBody(s, start, delim) {
  if (delim === undefined) delim = '>';
  var out = '';
  for (var i = start; i < s.length; i++) {
    var c = s[i];
    if (c === '"' || c === "'") {
      var j = s.indexOf(c, i + 1);
      if (j === -1) return undefined;
      out += s.substring(i, j + 1);
      i = j;
      continue;
    }
    if (c === delim[0]) {
      if (delim.length === 1 || s[i + 1] === delim[1]) {
        return { text: out, index: i };
      }
    }
    if (c === '\t') c = ' ';
    out += c;
  }
  return undefined;
}

// spec: xmlcss-20
export function isLeafNode(obj, opts) {
  var n = Object.keys(obj).length;
  if (n === 0) return true;
  if (n === 1) {
    var v = obj[opts.textKey];
    if (v || typeof v === 'boolean' || v === 0) return true;
  }
  return false;
}

// spec: xmlcss-21
export function readQuotedLiteral(s, i, label) {
  var q = s[i];
  if (q !== '"' && q !== "'") {
    throw new Error('Expected quoted string, found "' + q + '"');
  }
  var start = i + 1;
  var j = start;
  while (j < s.length && s[j] !== q) j++;
  if (j >= s.length) throw new Error('Unterminated ' + label + ' value');
  return [j + 1, s.substring(start, j)];
}

// spec: xmlcss-22
export function guardPropName(name, optName) {
  if (typeof name !== 'string') return;
  var lo = name.toLowerCase();
  var builtins = ['hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__'];
  var critical = ['__proto__', 'constructor', 'prototype'];
  var msg = '[SECURITY] Invalid ' + optName + ': "' + name + '" is a reserved JavaScript keyword that could cause prototype pollution';
  for (var i = 0; i < builtins.length; i++) {
    if (lo === builtins[i].toLowerCase()) throw new Error(msg);
  }
  for (i = 0; i < critical.length; i++) {
    if (lo === critical[i].toLowerCase()) throw new Error(msg);
  }
}

// spec: xmlcss-23
export function sniffEncoding(b, ended) {
  if (b.length >= 2) {
    if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
    if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  }
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf8';
  if (b.length >= 4) {
    if (b[0] === 0x3c && b[1] === 0x00 && b[2] === 0x3f && b[3] === 0x00) return 'utf-16le';
    if (b[0] === 0x00 && b[1] === 0x3c && b[2] === 0x00 && b[3] === 0x3f) return 'utf-16be';
    return 'utf8';
  }
  return ended ? 'utf8' : null;
}

// spec: xmlcss-24
export function decodeIncoming(chunk, ended) {
  var bytes = chunk;
  if (this.pending) {
    var joined = new Uint8Array(this.pending.length + chunk.length);
    joined.set(this.pending, 0);
    joined.set(chunk, this.pending.length);
    bytes = joined;
    this.pending = null;
  }
  if (!this.decoder) {
    var enc = sniffEncoding(bytes, ended);
    if (enc === null) {
      this.pending = bytes;
      return '';
    }
    this.parser.encoding = enc;
    this.decoder = new TextDecoder(enc);
  }
  return this.decoder.decode(bytes, { stream: !ended });
}

// spec: xmlcss-25
export function encodingsMatch(detected, declared) {
  var a = normEnc(detected);
  var b = normEnc(declared);
  if (!a || !b) return true;
  if (b === 'utf16') return a === 'utf16le' || a === 'utf16be';
  return a === b;
}

function normEnc(n) {
  if (!n) return null;
  return n.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// spec: xmlcss-26
export function splitQName(name, isAttr) {
  if (isAttr && name === 'xmlns') return { prefix: 'xmlns', local: '' };
  if (name.indexOf(':') === -1) return { prefix: '', local: name };
  var p = name.split(':');
  return { prefix: p[0], local: p[1] };
}

// spec: xmlcss-27
export function resolveEntity(name, table, onError) {
  if (table[name]) return table[name];
  var lo = name.toLowerCase();
  if (table[lo]) return table[lo];
  var num;
  var digits = lo;
  var base = 10;
  if (lo.charAt(0) === '#') {
    if (lo.charAt(1) === 'x') {
      digits = lo.slice(2);
      base = 16;
    } else {
      digits = lo.slice(1);
    }
    digits = digits.replace(/^0+/, '');
    num = parseInt(digits, base);
  }
  if (num === undefined || isNaN(num) || num.toString(base) !== digits || num < 0 || num > 0x10ffff || !xmlCharOk(num)) {
    onError('Invalid character entity');
    return '&' + name + ';';
  }
  return String.fromCodePoint(num);
}

function xmlCharOk(c) {
  return c === 9 || c === 10 || c === 13 || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
}

// spec: xmlcss-28
export function isXmlChar(c) {
  if (c === 0x9 || c === 0xa || c === 0xd) return true;
  if (c >= 0x20 && c <= 0xd7ff) return true;
  if (c >= 0xe000 && c <= 0xfffd) return true;
  if (c >= 0x10000 && c <= 0x10ffff) return true;
  return false;
}

// spec: xmlcss-29
export function codePointsToString() {
  var n = arguments.length;
  if (n === 0) return '';
  var units = [];
  var out = '';
  for (var i = 0; i < n; i++) {
    var cp = Number(arguments[i]);
    if (!isFinite(cp) || cp < 0 || cp > 0x10ffff || Math.floor(cp) !== cp) {
      throw new RangeError('Invalid code point: ' + cp);
    }
    if (cp <= 0xffff) {
      units.push(cp);
    } else {
      cp -= 0x10000;
      units.push(0xd800 + (cp >> 10), 0xdc00 + (cp % 0x400));
    }
    if (i === n - 1 || units.length > 16384) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return out;
}

// spec: xmlcss-30
export function onStreamEvent(ev, fn) {
  var self = this;
  var p = this.parser;
  if (!p['on' + ev] && this.forwardEvents.indexOf(ev) !== -1) {
    p['on' + ev] = function () {
      var args = [ev];
      for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
      self.emit.apply(self, args);
    };
  }
  return EventEmitter.prototype.on.call(this, ev, fn);
}

// spec: xmlcss-31
export function naturalCompare(a, b) {
  var x = splitNat(String(a));
  var y = splitNat(String(b));
  var n = Math.min(x.length, y.length);
  for (var i = 0; i < n; i++) {
    if (x[i] != y[i]) return x[i] > y[i] ? 1 : -1;
  }
  if (x.length > y.length) return 1;
  if (x.length < y.length) return -1;
  return 0;
}

function splitNat(s) {
  var parts = s.split(/(\d+)/);
  for (var i = 0; i < parts.length; i++) {
    var v = parseInt(parts[i], 10);
    if (String(v) == parts[i]) parts[i] = v;
  }
  return parts;
}

// spec: xmlcss-32
export function mergeConfig(a, b) {
  var out = {};
  var k, v;
  for (k in a) {
    v = a[k];
    if (Array.isArray(v)) out[k] = v.slice();
    else if (v !== null && typeof v === 'object') out[k] = mergeConfig(v, {});
    else out[k] = v;
  }
  for (k in b) {
    v = b[k];
    if (k in out && Array.isArray(v)) out[k] = v.slice();
    else if (k in out && v !== null && typeof v === 'object') out[k] = mergeConfig(out[k], v);
    else out[k] = v;
  }
  return out;
}

// spec: xmlcss-33
export function vendorPrefixes(val) {
  var re = /(?:^|\W)-\w+-/g;
  var out = [];
  var m;
  while ((m = re.exec(val)) !== null) {
    if (out.indexOf(m[0]) === -1) out.push(m[0]);
  }
  return out;
}

// spec: xmlcss-34
export function hslToRgb(h, s, l) {
  h = h % 360;
  if (h < 0) h += 360;
  h = Math.trunc(h) / 360;
  if (s < 0) s = 0;
  if (s > 100) s = 100;
  if (l < 0) l = 0;
  if (l > 100) l = 100;
  s = Math.trunc(s) / 100;
  l = Math.trunc(l) / 100;
  var r, g, b;
  if (s === 0) {
    r = g = b = l;
  } else {
    var q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    var p = 2 * l - q;
    r = hueChannel(p, q, h + 1 / 3);
    g = hueChannel(p, q, h);
    b = hueChannel(p, q, h - 1 / 3);
  }
  return [Math.trunc(r * 255), Math.trunc(g * 255), Math.trunc(b * 255)];
}

function hueChannel(p, q, t) {
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}

// spec: xmlcss-35
export function rgbToHex(r, g, b) {
  r = clampByte(r);
  g = clampByte(g);
  b = clampByte(b);
  var n = (r << 16) | (g << 8) | b;
  return '#' + ('00000' + n.toString(16)).slice(-6);
}

function clampByte(v) {
  var n = parseInt(v, 10);
  return Math.max(0, Math.min(255, n));
}

// spec: xmlcss-36
export function splitImportRule(s) {
  s = s.replace(/^@import/i, '').trim();
  s = s.replace(/^url\(\s{0,31}/i, '(');
  s = s.replace(/\s{0,31}\)/, ') ');
  s = s.replace(/["']\s{0,31}/, '');
  s = s.replace(/\s{0,31}["']/, '');
  var parts = splitOnSpaces(s);
  var url = parts[0].replace(/^\(/, '').replace(/\)$/, '');
  var media = '';
  for (var i = 1; i < parts.length; i++) {
    if (i > 1) media += ' ';
    media += parts[i];
  }
  return [url, media];
}

function splitOnSpaces(s) {
  if (s.indexOf('(') === -1) return s.split(' ');
  var out = [];
  var cur = '';
  var depth = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (c === ' ' && depth <= 0 && i > 0 && i < s.length - 1) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.length > 0 && cur[cur.length - 1] === ' ') cur = cur.slice(0, -1);
  out.push(cur);
  return out;
}

// spec: xmlcss-37
export function urlQuoteChar(url) {
  if (url.indexOf("'") !== -1) return '"';
  if (url.indexOf('"') !== -1) return "'";
  if (/[\s()]/.test(url)) return "'";
  return '';
}

// spec: xmlcss-38
export function shortenTime(prop, val, opts) {
  if (!opts.level1) return val;
  var m = /^(-?[\d.]+)(ms|s)$/.exec(val);
  if (!m) return val;
  var out;
  if (m[2] === 'ms') out = parseInt(m[1], 10) / 1000 + 's';
  else out = parseFloat(m[1]) * 1000 + 'ms';
  return out.length < val.length ? out : val;
}

// spec: xmlcss-39
export function numberEnd(s) {
  var dot = false;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (i === 0 && (c === '+' || c === '-')) continue;
    if (c === '.') {
      if (dot) return i - 1;
      dot = true;
      continue;
    }
    if (c >= '0' && c <= '9') continue;
    return i - 1;
  }
  return s.length;
}

// spec: xmlcss-40
export function dropImportant(decl) {
  var last = decl[decl.length - 1];
  var prev = decl[decl.length - 2];
  if (/!important$/i.test(last[1])) {
    last[1] = last[1].replace(/!important$/i, '');
  } else {
    last[1] = last[1].replace(/important$/i, '');
    prev[1] = prev[1].replace(/!$/, '');
  }
  if (last[1] === '') decl.pop();
  if (prev && prev[1] === '') decl.pop();
}

// spec: xmlcss-41
export function hasBadSelectorChars(sel) {
  var esc = false;
  var inQ = false;
  for (var i = 0; i < sel.length; i++) {
    var c = sel[i];
    var skip = esc;
    esc = c === '\\';
    if (skip) continue;
    if (c === '"' || c === "'") {
      inQ = !inQ;
      continue;
    }
    if (inQ) continue;
    if (c === '}' || c === '!' || c === '<' || c === ';') return true;
    if (i === 0 && (c === '>' || c === '+' || c === '~')) return true;
  }
  return false;
}

// spec: xmlcss-42
export function shortenPseudoClasses(s) {
  var pairs = [
    ['nth-child(1)', 'first-child'],
    ['nth-of-type(1)', 'first-of-type'],
    ['nth-of-type(even)', 'nth-of-type(2n)'],
    ['nth-child(even)', 'nth-child(2n)'],
    ['nth-of-type(2n+1)', 'nth-of-type(odd)'],
    ['nth-child(2n+1)', 'nth-child(odd)'],
    ['nth-last-child(1)', 'last-child'],
    ['nth-last-of-type(1)', 'last-of-type'],
    ['nth-last-of-type(even)', 'nth-last-of-type(2n)'],
    ['nth-last-child(even)', 'nth-last-child(2n)'],
    ['nth-last-of-type(2n+1)', 'nth-last-of-type(odd)'],
    ['nth-last-child(2n+1)', 'nth-last-child(odd)']
  ];
  for (var i = 0; i < pairs.length; i++) {
    var at = s.indexOf(pairs[i][0]);
    if (at !== -1) s = s.slice(0, at) + pairs[i][1] + s.slice(at + pairs[i][0].length);
  }
  return s;
}

// spec: xmlcss-43
export function packNumber(num, item) {
  var s = String(num);
  var keepPlus = false;
  if (item && item.prev) {
    var t = item.prev.data.type;
    if (t === 'Dimension' || t === 'Hash' || t === 'Identifier' || t === 'Number' || t === 'Raw' || t === 'UnicodeRange') keepPlus = true;
  }
  var m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] + (m[3] || '')).length === 0) return s;
  var sign = m[1];
  if (sign === '+' && !keepPlus) sign = '';
  var int = m[2].replace(/^0+/, '');
  var frac = (m[3] || '').replace(/0+$/, '');
  var out = sign + int + (frac ? '.' + frac : '');
  if (out === '' || out === '-') out = '0';
  return out;
}

// spec: xmlcss-44
export function canBeUnquoted(v) {
  if (v === '' || v === '-') return false;
  var c0 = v.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) return false;
  if (v[0] === '-') {
    var c1 = v.charCodeAt(1);
    if (c1 >= 48 && c1 <= 57) return false;
    if (v[1] === '-') return false;
  }
  for (var i = 0; i < v.length; i++) {
    var c = v.charCodeAt(i);
    if (c <= 0x2c || c === 0x2e || c === 0x2f) return false;
    if (c >= 0x3a && c <= 0x40) return false;
    if (c >= 0x5b && c <= 0x5e) return false;
    if (c === 0x60) return false;
    if (c >= 0x7b && c <= 0x9f) return false;
  }
  return true;
}

// spec: xmlcss-45
export function compressHexColor(node, item) {
  var s = node.value.toLowerCase();
  if (s.length === 6 && s[0] === s[1] && s[2] === s[3] && s[4] === s[5]) {
    s = s[0] + s[2] + s[4];
  }
  var name = HEX_NAMES[s];
  if (name) {
    item.data = { type: 'Identifier', loc: node.loc, name: name };
    return;
  }
  node.value = s;
}

var HEX_NAMES = {
  'f00': 'red',
  'ff0000': 'red',
  '000080': 'navy',
  '008000': 'green',
  '008080': 'teal',
  '4b0082': 'indigo',
  '800000': 'maroon',
  '800080': 'purple',
  '808000': 'olive',
  '808080': 'gray',
  'a0522d': 'sienna',
  'a52a2a': 'brown',
  'c0c0c0': 'silver',
  'cd853f': 'peru',
  'd2b48c': 'tan',
  'da70d6': 'orchid',
  'dda0dd': 'plum',
  'ee82ee': 'violet',
  'f0e68c': 'khaki',
  'f0ffff': 'azure',
  'f5deb3': 'wheat',
  'f5f5dc': 'beige',
  'fa8072': 'salmon',
  'faf0e6': 'linen',
  'ff6347': 'tomato',
  'ff7f50': 'coral',
  'ffa500': 'orange',
  'ffc0cb': 'pink',
  'ffd700': 'gold',
  'ffe4c4': 'bisque',
  'fffafa': 'snow',
  'fffff0': 'ivory'
};

// spec: xmlcss-46
export function toLookup(list, ignoreCase) {
  if (!Array.isArray(list)) return null;
  var out = Object.create(null);
  for (var i = 0; i < list.length; i++) {
    var k = list[i];
    if (ignoreCase) k = k.toLowerCase();
    out[k] = true;
  }
  return out;
}

// spec: xmlcss-47
export function mergeSelectorList(dest, src) {
  for (var e = src.head; e !== null; e = e.next) {
    var data = e.data;
    var cur = dest.head;
    var dup = false;
    while (cur !== null) {
      if (cur.data.id === data.id) {
        dup = true;
        break;
      }
      if (cur.data.id > data.id) break;
      cur = cur.next;
    }
    if (dup) continue;
    dest.insert(dest.createItem(data), cur);
  }
  return dest;
}

// spec: xmlcss-48
export function sharesSelector(a, b) {
  for (var x = a.head; x !== null; x = x.next) {
    for (var y = b.head; y !== null; y = y.next) {
      if (y.data.compareMarker === x.data.compareMarker) return true;
    }
  }
  return false;
}

// spec: xmlcss-49
export function numericFontWeight(node) {
  var first = node.children.head;
  if (!first) return;
  var d = first.data;
  if (!d || d.type !== 'Identifier') return;
  if (d.name === 'normal') {
    first.data = { type: 'Number', loc: d.loc, value: '400' };
  } else if (d.name === 'bold') {
    first.data = { type: 'Number', loc: d.loc, value: '700' };
  }
}

// spec: xmlcss-50
export function dropBorderNone(node) {
  node.children.forEach(function (child, item, list) {
    if (child.type !== 'Identifier' || child.name.toLowerCase() !== 'none') return;
    if (list.head === list.tail) {
      item.data = { type: 'Number', loc: child.loc, value: '0' };
    } else {
      list.remove(item);
    }
  });
}

// spec: xmlcss-51
export function commentsOption(opts) {
  var v = 'comments' in opts ? opts.comments : 'exclamation';
  if (v === true) return 'exclamation';
  if (v === false) return false;
  if (v === 'exclamation' || v === 'first-exclamation') return v;
  return false;
}

// spec: xmlcss-52
export function maxSpecificity(a, b) {
  for (var i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] > b[i] ? a : b;
  }
  return a;
}

// spec: xmlcss-53
export function fuzzyEquals(a, b) {
  if (a === b) return true;
  if (Math.abs(a - b) <= 1e-11) {
    return roundAway(a * 1e11) === roundAway(b * 1e11);
  }
  return false;
}

function roundAway(x) {
  return x < 0 ? -Math.round(-x) : Math.round(x);
}

// spec: xmlcss-54
export function floorMod(a, b) {
  if (a === Infinity || a === -Infinity) return NaN;
  if (b === Infinity || b === -Infinity) {
    var aPos = a > 0 || (a === 0 && 1 / a > 0);
    var aNeg = a < 0 || (a === 0 && 1 / a < 0);
    if ((b > 0 && aPos) || (b < 0 && aNeg)) return a;
    return NaN;
  }
  var r;
  if (b > 0) {
    r = a % b;
    if (r < 0) r += b;
    return r === 0 ? 0 : r;
  }
  if (b === 0) return NaN;
  var m = -b;
  r = a % m;
  if (r < 0) r += m;
  if (r === 0) return 0;
  return r + b;
}

// spec: xmlcss-55
export function vlqEncode(v) {
  if (v < -2147483648 || v > 2147483647) {
    throw new Error('expected 32 bit int, got: ' + v);
  }
  var chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var sign = 0;
  if (v < 0) {
    v = -v;
    sign = 1;
  }
  v = (v << 1) | sign;
  var out = [];
  while (true) {
    var d = v & 31;
    v = v >>> 5;
    if (v > 0) d |= 32;
    out.push(chars[d]);
    if (v === 0) break;
  }
  return out;
}

// spec: xmlcss-56
export function pickQuote(parts) {
  var sawDouble = false;
  for (var i = 0; i < parts.length; i++) {
    var s = parts[i];
    for (var j = 0; j < s.length; j++) {
      var c = s.charCodeAt(j);
      if (c === 39) return 34;
      if (c === 34) sawDouble = true;
    }
  }
  return sawDouble ? 39 : 34;
}

// spec: xmlcss-57
export function identChar(c, atStart) {
  var isDigit = c >= 48 && c <= 57;
  if (c === 95 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128) return String.fromCharCode(c);
  if (!atStart && (isDigit || c === 45)) return String.fromCharCode(c);
  if (c <= 31 || c === 127 || (atStart && isDigit)) return '\\' + c.toString(16) + ' ';
  return '\\' + String.fromCharCode(c);
}

// spec: xmlcss-58
export function mixHue(h1, h2, method, w) {
  var d = h2 - h1;
  if (method === 'shorter') {
    if (d > 180) h1 += 360;
    else if (d < -180) h2 += 360;
  } else if (method === 'longer') {
    if (d > 0 && d < 180) h2 += 360;
    else if (d > -180 && d <= 0) h1 += 360;
  } else if (method === 'increasing') {
    if (h2 < h1) h2 += 360;
  } else if (method === 'decreasing') {
    if (h1 < h2) h1 += 360;
  }
  return h1 * w + h2 * (1 - w);
}

// spec: xmlcss-59
export function unitLooksLikeExponent(u) {
  if (u.length < 2) return false;
  if (u[0] !== 'e' && u[0] !== 'E') return false;
  var c = u[1];
  if (c === '-') {
    if (u.length < 3) return false;
    c = u[2];
  }
  return c >= '0' && c <= '9';
}

// spec: xmlcss-60
export function lastNonSpace(s, keepEscape) {
  for (var i = s.length - 1; i >= 0; i--) {
    var c = s[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') continue;
    if (keepEscape && c === '\\' && i !== 0 && i !== s.length - 1) return i + 1;
    return i;
  }
  return null;
}
