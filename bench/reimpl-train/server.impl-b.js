import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import util from 'node:util';
import assert from 'node:assert';
import { Buffer } from 'node:buffer';

// spec: server-01
export function mergeDeep(base, over) {
  if (over === undefined) return base;
  if (!isPlainObj(base) || !isPlainObj(over)) return over;
  var out = Object.assign({}, base, over);
  var keys = Object.keys(over);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (Object.prototype.propertyIsEnumerable.call(base, k)) {
      out[k] = mergeDeep(base[k], over[k]);
    }
  }
  return out;
}

function isPlainObj(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// spec: server-02
export function shortName(name, prefix) {
  var m;
  if (name.charAt(0) === '@') {
    m = new RegExp('^(@[^/]+)/' + prefix + '$').exec(name);
    if (m) return m[1];
    m = new RegExp('^(@[^/]+)/' + prefix + '-(.+)$').exec(name);
    if (m) return m[1] + '/' + m[2];
    return name;
  }
  var re = new RegExp('^' + prefix + '-');
  if (re.test(name)) return name.replace(re, '');
  return name;
}

// spec: server-03
export function severityWord(v) {
  if (v === 2 || v === '2' || v === 'error') return 'error';
  if (v === 1 || v === '1' || v === 'warn') return 'warn';
  if (v === 0 || v === '0' || v === 'off') return 'off';
  throw new Error(`Invalid severity value: ${v}`);
}

// spec: server-04
export function graphemeLength(s) {
  var ascii = true;
  for (var i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) > 127) {
      ascii = false;
      break;
    }
  }
  if (ascii) return s.length;
  if (!segmenter) segmenter = new Intl.Segmenter('en-US');
  var n = 0;
  for (var seg of segmenter.segment(s)) n++;
  return n;
}

var segmenter = null;

// spec: server-05
export function formatTable(rows, opts) {
  var align = opts.align || [];
  var measure = opts.measure;
  var sizes = [];
  var widths = [];
  var i, j;
  for (i = 0; i < rows.length; i++) {
    sizes[i] = [];
    for (j = 0; j < rows[i].length; j++) {
      var w = measure(rows[i][j]);
      sizes[i][j] = w;
      if (widths[j] === undefined || w > widths[j]) widths[j] = w;
    }
  }
  var lines = [];
  for (i = 0; i < rows.length; i++) {
    var cells = [];
    for (j = 0; j < rows[i].length; j++) {
      var diff = widths[j] - sizes[i][j];
      if (typeof diff !== 'number' || diff !== diff) diff = 0;
      var pad = ' '.repeat(diff);
      cells.push(align[j] === 'r' ? pad + rows[i][j] : rows[i][j] + pad);
    }
    lines.push(cells.join('  ').replace(/\s+$/, ''));
  }
  return lines.join('\n');
}

// spec: server-06
export function fillPlaceholders(text, data) {
  if (!data || text.indexOf('{{') === -1) return text;
  return text.replace(placeholderRe, function (whole, inner) {
    var key = inner.trim();
    if (key in data) return data[key];
    return whole;
  });
}

var placeholderRe = /\{\{([^{}]+)\}\}/g;

// spec: server-07
export function timingRows() {
  var v = process.env.TIMING;
  if (typeof v !== 'string') return 10;
  if (v.toLowerCase() === 'all') return Infinity;
  var n = parseInt(v, 10);
  if (n > 10) return n;
  return 10;
}

// spec: server-08
export function tokenIndexAt(tokens, loc) {
  var lo = 0;
  var hi = tokens.length - 1;
  while (lo <= hi) {
    var mid = Math.floor((lo + hi) / 2);
    if (loc <= tokens[mid].range[0]) {
      if (mid === lo) return mid;
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return tokens.length;
}

// spec: server-09
export function dropBom(input) {
  if (!startsWithBom(input)) return input;
  if (typeof input === 'string') return input.slice(1);
  return input.slice(3);
}

function startsWithBom(x) {
  if (typeof x === 'string') return x.charCodeAt(0) === 0xfeff;
  return x[0] === 0xef && x[1] === 0xbb && x[2] === 0xbf;
}

// spec: server-10
export function countProblems(msgs) {
  var out = {
    errorCount: 0,
    fatalErrorCount: 0,
    warningCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0
  };
  for (var i = 0; i < msgs.length; i++) {
    var m = msgs[i];
    if (m.fatal || m.severity === 2) {
      out.errorCount++;
      if (m.fatal) out.fatalErrorCount++;
      if (m.fix) out.fixableErrorCount++;
    } else {
      out.warningCount++;
      if (m.fix) out.fixableWarningCount++;
    }
  }
  return out;
}

// spec: server-11
export function combineFlags(flags) {
  var env = process.env.ESLINT_FLAGS;
  if (!env) return flags;
  var fromEnv = env.trim().split(/\s*,\s*/);
  var all = fromEnv.concat(flags);
  var seen = new Set();
  var out = [];
  for (var i = 0; i < all.length; i++) {
    if (seen.has(all[i])) continue;
    seen.add(all[i]);
    out.push(all[i]);
  }
  return out;
}

// spec: server-12
export function inactiveFlagText({ replacedBy }) {
  if (replacedBy === undefined) return 'This feature has been abandoned.';
  if (typeof replacedBy === 'string') {
    return "This flag has been renamed '" + replacedBy + "' to reflect its stabilization. Please use '" + replacedBy + "' instead.";
  }
  return 'This feature is now enabled by default.';
}

// spec: server-13
export function anchorId(title) {
  var s = title.toLowerCase();
  s = s.replace(/\s+/g, '-');
  s = s.replace(/[^-\w]/g, '');
  s = s.replace(/-{2,}/g, '-');
  return s;
}

// spec: server-14
export function typeName(v) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (Buffer.isBuffer(v)) return 'buffer';
  if (Object.getPrototypeOf(v) === null) return 'null-prototype';
  var tag = Object.prototype.toString.call(v);
  return tag.slice(tag.lastIndexOf(' ') + 1, -1).toLowerCase();
}

// spec: server-15
export function roughType(v) {
  if (v === null) return 'null';
  var t = typeof v;
  if (t === 'function') return t;
  if (t === 'undefined' || t === 'boolean' || t === 'number' || t === 'string' || t === 'bigint' || t === 'symbol') return t;
  if (v instanceof String) return 'string';
  if (v instanceof Error) return 'error';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

// spec: server-16
export function asList(v) {
  if (v === undefined) return [];
  if (v === null) return [null];
  if (typeof v === 'object' && (typeof v[Symbol.iterator] === 'function' || v.length !== undefined)) {
    return Array.from(v);
  }
  return [v];
}

// spec: server-17
export function breakCycles(obj) {
  var onPath = new Set();
  function walk(v) {
    if (v && typeof v !== 'object') return v;
    if (onPath.has(v)) return '[Circular]';
    onPath.add(v);
    for (var k in v) {
      var d = Object.getOwnPropertyDescriptor(v, k);
      if (d && d.writable) v[k] = walk(v[k]);
    }
    onPath.delete(v);
    return v;
  }
  return walk(obj);
}

// spec: server-18
export function locationFromStack(stack) {
  if (!stack) return {};
  var m = /^\s*at Context.*?\(([^()]+):(\d+):(\d+)\)/m.exec(stack);
  if (!m) m = /^\s*at\b.*?\(([^()]+):(\d+):(\d+)\)/m.exec(stack);
  if (!m) return {};
  return { file: m[1], line: m[2], col: m[3] };
}

// spec: server-19
export function escapeAnnotationProp(v) {
  var s = String(v);
  s = s.replace(/%/g, '%25');
  s = s.replace(/\r/g, '%0D');
  s = s.replace(/\n/g, '%0A');
  s = s.replace(/:/g, '%3A');
  s = s.replace(/,/g, '%2C');
  return s;
}

// spec: server-20
export function xmlTag(name, attrs, selfClosing, content) {
  var pairs = [];
  var keys = Object.keys(attrs);
  for (var i = 0; i < keys.length; i++) {
    pairs.push(keys[i] + '="' + xmlEscape(attrs[keys[i]]) + '"');
  }
  var end = selfClosing ? '/>' : '>';
  var out = '<' + name + (pairs.length ? ' ' + pairs.join(' ') : '') + end;
  if (content) out += content + '</' + name + end;
  return out;
}

function xmlEscape(v) {
  var s = String(v);
  s = s.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  s = cleanXmlText(s);
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// spec: server-21
export function cleanXmlText(s) {
  var out = '';
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13 || c >= 32) out += s.charAt(i);
  }
  return out;
}

// spec: server-22
export function optionArgs(name, value) {
  if (value === false) return ['--no-' + name];
  if (value === true) return ['--' + name];
  if (value === null || value === undefined) return [];
  var out = [];
  var i;
  if (Array.isArray(value)) {
    for (i = 0; i < value.length; i++) out = out.concat(optionArgs(name, value[i]));
    return out;
  }
  if (typeof value === 'object') {
    var keys = Object.keys(value);
    for (i = 0; i < keys.length; i++) {
      out = out.concat(optionArgs(name + '.' + keys[i], value[keys[i]]));
    }
    return out;
  }
  return ['--' + name + '=' + String(value)];
}

// spec: server-23
export function leakedGlobals(allowed, present) {
  var browser = typeof globalThis !== 'undefined' && !!globalThis.navigator;
  var out = [];
  for (var i = 0; i < present.length; i++) {
    var n = present[i];
    if (/^\d/.test(n)) continue;
    if (browser && n.indexOf('getInterface') === 0) continue;
    if (browser && n === 'onerror') continue;
    if (n.indexOf('mocha-') === 0) continue;
    var ok = false;
    for (var j = 0; j < allowed.length; j++) {
      var a = allowed[j];
      var star = a.indexOf('*');
      if (star !== -1) {
        if (n.indexOf(a.slice(0, star)) === 0) ok = true;
      } else if (a === n) {
        ok = true;
      }
      if (ok) break;
    }
    if (!ok) out.push(n);
  }
  return out;
}

// spec: server-24
export function extendObj(target) {
  for (var i = 1; i < arguments.length; i++) {
    var src = arguments[i];
    for (var k in src) {
      if (Object.prototype.hasOwnProperty.call(src, k)) target[k] = src[k];
    }
  }
  return target;
}

// spec: server-25
export function isEmptyValue(v) {
  if (!v && v !== 0) return true;
  if (Array.isArray(v) && v.length === 0) return true;
  return false;
}

// spec: server-26
export function levelNumber(level) {
  if (typeof level === 'string') {
    var lc = level.toLowerCase();
    for (var i = 0; i < LEVEL_NAMES.length; i++) {
      if (LEVEL_NAMES[i] === lc) return i;
    }
    return parseInt(level, 10);
  }
  return level;
}

var LEVEL_NAMES = ['debug', 'info', 'warn', 'error'];
var logSettings = { level: 'info' };

// spec: server-27
export function logMessage(level) {
  var args = [];
  for (var i = 1; i < arguments.length; i++) args.push(arguments[i]);
  var n = levelNumber(level);
  if (typeof console === 'undefined') return;
  if (levelNumber(logSettings.level) > n) return;
  var method = LEVEL_NAMES[n];
  var fn = method && console[method] ? console[method] : console.log;
  fn.apply(console, args);
}

// spec: server-28
export function makePathNode(isData, segments, rawLoc) {
  var loc = this.locInfo(rawLoc);
  var original = isData ? '@' : '';
  var parts = [];
  var depth = 0;
  for (var i = 0; i < segments.length; i++) {
    var seg = segments[i];
    var text = seg.part;
    var literal = seg.original !== text;
    original += (seg.separator || '') + text;
    if (!literal && (text === '..' || text === '.' || text === 'this')) {
      if (parts.length > 0) {
        throw new TemplateError('Invalid path: ' + original, loc);
      }
      if (text === '..') depth++;
    } else {
      parts.push(text);
    }
  }
  return {
    type: 'PathExpression',
    data: isData,
    depth: depth,
    parts: parts,
    original: original,
    loc: loc
  };
}

function TemplateError(message, loc) {
  var e = new Error(message);
  this.name = 'TemplateError';
  this.message = message;
  this.stack = e.stack;
  this.loc = loc;
  if (loc && loc.start) {
    this.lineNumber = loc.start.line;
    this.column = loc.start.column;
  }
}
TemplateError.prototype = Object.create(Error.prototype);
TemplateError.prototype.constructor = TemplateError;

// spec: server-29
export function trimLeftContent(body, pos, multiple) {
  var node = body[pos == null ? body.length - 1 : pos - 1];
  if (!node || node.type !== 'ContentStatement') return;
  if (!multiple && node.leftStripped) return;
  var before = node.value;
  node.value = before.replace(multiple ? /\s+$/ : /[ \t]+$/, '');
  node.leftStripped = node.value !== before;
  return node.leftStripped;
}

// spec: server-30
export function nextStartsLine(body, pos, isRoot) {
  if (pos === undefined) pos = -1;
  var next = body[pos + 1];
  var after = body[pos + 2];
  if (!next) return isRoot;
  if (next.type === 'ContentStatement') {
    var re = after || !isRoot ? /^\s*?\r?\n/ : /^\s*?(\r?\n|$)/;
    return re.test(next.original);
  }
}

// spec: server-31
export function makeProgram(statements, loc) {
  if (!loc && statements.length) {
    var a = statements[0].loc;
    var b = statements[statements.length - 1].loc;
    if (a && b) {
      loc = {
        source: a.source,
        start: { line: a.start.line, column: a.start.column },
        end: { line: b.end.line, column: b.end.column }
      };
    }
  }
  return { type: 'Program', body: statements, strip: {}, loc: loc };
}

// spec: server-32
export function closeIter(it) {
  try {
    var ret = it.return;
    if (typeof ret === 'function') ret.call(it);
  } catch (e) {
    // ignored on purpose
  }
}

// spec: server-33
export function protoAccessRules(opts) {
  var props = Object.create(null);
  props['__proto__'] = false;
  copyOwn(props, opts.allowedProtoProperties);
  var methods = Object.create(null);
  methods['constructor'] = false;
  methods['__defineGetter__'] = false;
  methods['__defineSetter__'] = false;
  methods['__lookupGetter__'] = false;
  methods['__lookupSetter__'] = false;
  copyOwn(methods, opts.allowedProtoMethods);
  return {
    properties: { whitelist: props, defaultValue: opts.allowProtoPropertiesByDefault },
    methods: { whitelist: methods, defaultValue: opts.allowProtoMethodsByDefault }
  };
}

function copyOwn(dst, src) {
  if (!src) return;
  var keys = Object.keys(src);
  for (var i = 0; i < keys.length; i++) dst[keys[i]] = src[keys[i]];
}

// spec: server-34
export function parseAcceptPart(str) {
  var semi = str.indexOf(';');
  var out = {
    value: (semi === -1 ? str : str.slice(0, semi)).trim(),
    quality: 1,
    params: {}
  };
  if (semi === -1) return out;
  var i = semi;
  while (i < str.length) {
    var eq = str.indexOf('=', i);
    if (eq === -1) break;
    var end = str.indexOf(';', i);
    if (end === -1) end = str.length;
    if (eq > end) {
      i = str.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    var key = str.slice(i, eq).trim();
    var val = str.slice(eq + 1, end).trim();
    if (key === 'q') out.quality = parseFloat(val);
    else out.params[key] = val;
    i = end + 1;
  }
  return out;
}

// spec: server-35
export function jsonText(value, replacer, spaces, escape) {
  var json = replacer || spaces ? JSON.stringify(value, replacer, spaces) : JSON.stringify(value);
  if (escape && typeof json === 'string') {
    json = json.replace(/[<>&]/g, function (c) {
      if (c === '<') return '\\u003c';
      if (c === '>') return '\\u003e';
      return '\\u0026';
    });
  }
  return json;
}

// spec: server-36
export function addLinkField(links) {
  var cur = this.get('Link') || '';
  if (cur) cur += ', ';
  var keys = Object.keys(links);
  var parts = [];
  for (var i = 0; i < keys.length; i++) {
    var rel = keys[i];
    var urls = links[rel];
    if (!Array.isArray(urls)) urls = [urls];
    var items = [];
    for (var j = 0; j < urls.length; j++) {
      items.push('<' + urls[j] + '>; rel="' + rel + '"');
    }
    parts.push(items.join(', '));
  }
  return this.set('Link', cur + parts.join(', '));
}

// spec: server-37
export function trustPredicate(val) {
  if (typeof val === 'function') return val;
  if (val === true) {
    return function () {
      return true;
    };
  }
  if (typeof val === 'number') {
    return function (addr, i) {
      return i < val;
    };
  }
  if (!val) return compileTrust([]);
  if (typeof val === 'string') {
    var parts = val.split(',');
    for (var i = 0; i < parts.length; i++) parts[i] = parts[i].trim();
    val = parts;
  }
  return compileTrust(val);
}

var TRUST_PRESETS = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7']
};

function compileTrust(list) {
  if (!Array.isArray(list)) list = [list];
  var rules = [];
  var i, j;
  for (i = 0; i < list.length; i++) {
    var item = list[i];
    if (Object.prototype.hasOwnProperty.call(TRUST_PRESETS, item)) {
      var pre = TRUST_PRESETS[item];
      for (j = 0; j < pre.length; j++) rules.push(parseSubnet(pre[j]));
    } else {
      rules.push(parseSubnet(item));
    }
  }
  return function (addr) {
    var bytes = parseIp(addr);
    if (!bytes) return false;
    for (var r = 0; r < rules.length; r++) {
      if (inSubnet(bytes, rules[r])) return true;
    }
    return false;
  };
}

function parseSubnet(s) {
  var slash = String(s).lastIndexOf('/');
  var ipText = slash === -1 ? s : s.slice(0, slash);
  var ip = parseIp(ipText);
  if (!ip) throw new TypeError('invalid IP address: ' + ipText);
  var bits = ip.length * 8;
  if (slash !== -1) {
    var b = s.slice(slash + 1);
    if (!/^\d+$/.test(b) || +b > ip.length * 8) throw new TypeError('invalid range on address: ' + s);
    bits = +b;
  }
  return { ip: ip, bits: bits };
}

function parseIp(s) {
  if (typeof s !== 'string') return null;
  var m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  var i;
  if (m) {
    var v4 = [];
    for (i = 1; i <= 4; i++) {
      var n = +m[i];
      if (n > 255) return null;
      v4.push(n);
    }
    return v4;
  }
  if (s.indexOf(':') === -1) return null;
  var pct = s.indexOf('%');
  if (pct !== -1) s = s.slice(0, pct);
  var lc = s.lastIndexOf(':');
  if (s.indexOf('.', lc) !== -1) {
    var tail = parseIp(s.slice(lc + 1));
    if (!tail || tail.length !== 4) return null;
    s = s.slice(0, lc + 1) + ((tail[0] << 8) | tail[1]).toString(16) + ':' + ((tail[2] << 8) | tail[3]).toString(16);
  }
  var halves = s.split('::');
  if (halves.length > 2) return null;
  var head = halves[0] ? halves[0].split(':') : [];
  var groups = head;
  if (halves.length === 2) {
    var rest = halves[1] ? halves[1].split(':') : [];
    var fill = 8 - head.length - rest.length;
    if (fill < 1) return null;
    groups = head.slice();
    for (i = 0; i < fill; i++) groups.push('0');
    groups = groups.concat(rest);
  }
  if (groups.length !== 8) return null;
  var bytes = [];
  for (i = 0; i < 8; i++) {
    if (!/^[0-9a-f]{1,4}$/i.test(groups[i])) return null;
    var g = parseInt(groups[i], 16);
    bytes.push(g >> 8, g & 255);
  }
  return bytes;
}

function inSubnet(addr, rule) {
  var a = addr;
  var i;
  if (a.length !== rule.ip.length) {
    if (a.length === 16) {
      for (i = 0; i < 10; i++) if (a[i] !== 0) return false;
      if (a[10] !== 255 || a[11] !== 255) return false;
      a = a.slice(12);
    } else {
      a = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255].concat(a);
    }
  }
  var bits = rule.bits;
  for (i = 0; i < a.length && bits > 0; i++) {
    var mask = bits >= 8 ? 255 : (255 << (8 - bits)) & 255;
    if ((a[i] & mask) !== (rule.ip[i] & mask)) return false;
    bits -= 8;
  }
  return true;
}

// spec: server-38
export function appendField(field, val) {
  var prev = this.get(field);
  var value = val;
  if (prev) {
    if (Array.isArray(prev)) value = prev.concat(val);
    else if (Array.isArray(val)) value = [prev].concat(val);
    else value = [prev, val];
  }
  return this.set(field, value);
}

// spec: server-39
export function getRequestField(name) {
  if (!name) throw new TypeError('name argument is required to req.get');
  if (typeof name !== 'string') throw new TypeError('name must be a string to req.get');
  var lc = name.toLowerCase();
  var h = this.headers;
  if (lc === 'referer' || lc === 'referrer') return h.referrer || h.referer;
  return h[lc];
}

// spec: server-40
export function hostOnly(host) {
  if (!host) return undefined;
  var start = host.charAt(0) === '[' ? host.indexOf(']') + 1 : 0;
  var idx = host.indexOf(':', start);
  if (idx !== -1) return host.substring(0, idx);
  return host;
}

// spec: server-41
export function findViewFile(dir, file) {
  var ext = this.ext;
  var p = path.join(dir, file);
  var st = statQuiet(p);
  if (st && st.isFile()) return p;
  p = path.join(dir, path.basename(file, ext), 'index' + ext);
  st = statQuiet(p);
  if (st && st.isFile()) return p;
  return undefined;
}

function statQuiet(p) {
  try {
    return fs.statSync(p);
  } catch (e) {
    return undefined;
  }
}

// spec: server-42
export function pickDefined(src, keys) {
  var out = {};
  for (var i = 0; i < keys.length; i++) {
    var v = src[keys[i]];
    if (v == null) continue;
    out[keys[i]] = v;
  }
  return out;
}

// spec: server-43
export function buildQuery(obj) {
  var sp = new URLSearchParams();
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = obj[k];
    if (Array.isArray(v)) {
      for (var j = 0; j < v.length; j++) addParam(sp, k, v[j]);
    } else {
      addParam(sp, k, v);
    }
  }
  return sp.toString();
}

function addParam(sp, k, v) {
  var t = typeof v;
  sp.append(k, t === 'string' || t === 'number' || t === 'boolean' ? String(v) : '');
}

// spec: server-44
export function readQuery(str) {
  var sp = new URLSearchParams(str);
  var out = {};
  var done = new Set();
  for (var k of sp.keys()) {
    if (done.has(k)) continue;
    done.add(k);
    var all = sp.getAll(k);
    Object.defineProperty(out, k, {
      value: all.length === 1 ? all[0] : all,
      writable: true,
      enumerable: true,
      configurable: true
    });
  }
  return out;
}

// spec: server-45
export function isHttpErrorLike(v) {
  if (!v || typeof v !== 'object') return false;
  if (!(v instanceof Error)) return false;
  if (typeof v.expose !== 'boolean') return false;
  if (typeof v.statusCode !== 'number') return false;
  return v.status === v.statusCode;
}

// spec: server-46
export function appOnError(err) {
  var ok = Object.prototype.toString.call(err) === '[object Error]' || err instanceof Error;
  if (!ok) throw new TypeError(util.format('non-error thrown: %j', err));
  if (err.status === 404 || err.expose) return;
  if (this.silent) return;
  var msg = err.stack || err.toString();
  console.error('\n' + msg.replace(/^/gm, '  ') + '\n');
}

// spec: server-47
export function checkSingleValue(name, value) {
  var lc = name.toLowerCase();
  if ((lc === 'content-type' || lc === 'content-length') && Array.isArray(value)) {
    assert(value.length === 1, name + ' must contain exactly one value');
    return [name, value[0]];
  }
  return [name, value];
}

// spec: server-48
export function concatChunks(list, total) {
  if (list.length === 0) return EMPTY_BUF;
  if (list.length === 1) return list[0];
  var out = Buffer.allocUnsafe(total);
  var off = 0;
  for (var i = 0; i < list.length; i++) {
    out.set(list[i], off);
    off += list[i].length;
  }
  if (off < total) return Buffer.from(out.buffer, out.byteOffset, off);
  return out;
}

var EMPTY_BUF = Buffer.alloc(0);

// spec: server-49
export function applyMask(src, mask, out, offset, len) {
  for (var i = 0; i < len; i++) {
    out[offset + i] = src[i] ^ mask[i & 3];
  }
}

// spec: server-50
export function asBuffer(data) {
  asBuffer.readOnly = true;
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  var buf = Buffer.from(data);
  asBuffer.readOnly = false;
  return buf;
}

// spec: server-51
export function validCloseCode(code) {
  if (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) return true;
  return code >= 3000 && code <= 4999;
}

// spec: server-52
export function extensionsHeader(exts) {
  var names = Object.keys(exts);
  var out = [];
  for (var i = 0; i < names.length; i++) {
    var offers = exts[names[i]];
    if (!Array.isArray(offers)) offers = [offers];
    var texts = [];
    for (var j = 0; j < offers.length; j++) {
      var params = offers[j];
      var pieces = [names[i]];
      var pk = Object.keys(params);
      for (var k = 0; k < pk.length; k++) {
        var vals = params[pk[k]];
        if (!Array.isArray(vals)) vals = [vals];
        for (var m = 0; m < vals.length; m++) {
          pieces.push(vals[m] === true ? pk[k] : pk[k] + '=' + vals[m]);
        }
      }
      texts.push(pieces.join('; '));
    }
    out.push(texts.join(', '));
  }
  return out.join(', ');
}

// spec: server-53
export function refuseUpgrade(socket, code, message, extra) {
  message = message || http.STATUS_CODES[code];
  var fields = Object.assign(
    {
      Connection: 'close',
      'Content-Type': 'text/html',
      'Content-Length': Buffer.byteLength(message)
    },
    extra
  );
  socket.once('finish', function () {
    socket.destroy();
  });
  var keys = Object.keys(fields);
  var lines = [];
  for (var i = 0; i < keys.length; i++) lines.push(keys[i] + ': ' + fields[keys[i]]);
  socket.end(
    'HTTP/1.1 ' + code + ' ' + http.STATUS_CODES[code] + '\r\n' + lines.join('\r\n') + '\r\n\r\n' + message
  );
}

// spec: server-54
export function checkServerDeflateReply(reply) {
  var params = reply[0];
  var opts = this.options;
  if (opts.clientNoContextTakeover === false && params.client_no_context_takeover) {
    throw new Error('Unexpected parameter "client_no_context_takeover"');
  }
  if (!params.client_max_window_bits) {
    if (typeof opts.clientMaxWindowBits === 'number') {
      params.client_max_window_bits = opts.clientMaxWindowBits;
    }
  } else if (
    opts.clientMaxWindowBits === false ||
    (typeof opts.clientMaxWindowBits === 'number' && opts.clientMaxWindowBits < params.client_max_window_bits)
  ) {
    throw new Error('Unexpected or invalid parameter "client_max_window_bits"');
  }
  return params;
}

// spec: server-55
export function pooledRandom(size) {
  var POOL = 4096;
  var self = this;
  size = size || 12;
  if (size > POOL) return crypto.randomBytes(size);
  var slices = Math.floor(POOL / size);
  var limit = Math.floor(slices * 0.85);
  if (!limit) return crypto.randomBytes(size);
  if (this.poolIndex == null) this.poolIndex = -1;
  if (this.poolIndex === slices) {
    this.pool = null;
    this.poolIndex = -1;
  }
  if (this.poolIndex === -1 || this.poolIndex > limit) {
    if (!this.refilling) {
      this.refilling = true;
      crypto.randomBytes(POOL, function (err, buf) {
        if (err) {
          self.refilling = false;
          return;
        }
        self.pool = buf;
        self.poolIndex = 0;
        self.refilling = false;
      });
    }
    if (this.poolIndex === -1) return crypto.randomBytes(size);
  }
  var out = this.pool.slice(size * this.poolIndex, size * (this.poolIndex + 1));
  this.poolIndex++;
  return out;
}

// spec: server-56
export function newId() {
  var buf = Buffer.alloc(15);
  if (!buf.writeInt32BE) {
    return (
      Math.abs((Math.random() * Math.random() * Date.now()) | 0).toString() +
      Math.abs((Math.random() * Math.random() * Date.now()) | 0).toString()
    );
  }
  this.seq = ((this.seq || 0) + 1) | 0;
  buf.writeInt32BE(this.seq, 11);
  if (crypto.randomBytes) {
    pooledRandom.call(this, 12).copy(buf);
  } else {
    buf.writeInt32BE((Math.random() * 4294967296) | 0, 0);
    buf.writeInt32BE((Math.random() * 4294967296) | 0, 4);
    buf.writeInt32BE((Math.random() * 4294967296) | 0, 8);
  }
  return buf.toString('base64').replace(/\//g, '_').replace(/\+/g, '-');
}

// spec: server-57
export function connectTarget(packet) {
  if (this.conn.protocol !== 3) return { nsp: packet.nsp, auth: packet.data };
  var u = new URL(packet.nsp, 'https://localhost.invalid');
  var auth = Object.create(null);
  u.searchParams.forEach(function (v, k) {
    auth[k] = v;
  });
  return { nsp: u.pathname, auth: auth };
}

// spec: server-58
export function storeAck(id, cb) {
  var self = this;
  var ms = this.flags.timeout;
  if (ms === undefined) {
    this.acks.set(id, cb);
    return;
  }
  var timer = setTimeout(function () {
    self.acks.delete(id);
    cb.call(self, new Error('operation has timed out'));
  }, ms);
  this.acks.set(id, function () {
    clearTimeout(timer);
    var args = [null];
    for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
    cb.apply(self, args);
  });
}

// spec: server-59
export function serveClientFile(name, req, res) {
  var isMap = name.slice(-4) === '.map';
  var etag = '"' + CLIENT_VERSION + '"';
  var weak = 'W/' + etag;
  var inm = req.headers['if-none-match'];
  if (inm === etag || inm === weak) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=0');
  res.setHeader('Content-Type', isMap ? 'application/json; charset=utf-8' : 'application/javascript; charset=utf-8');
  res.setHeader('ETag', etag);
  sendClientFile(name, req, res);
}

var CLIENT_VERSION = '4.7.5';
var CLIENT_DIR = path.resolve('client-dist');

function sendClientFile(name, req, res) {
  var stream = fs.createReadStream(path.join(CLIENT_DIR, path.basename(name)));
  stream.on('error', function () {
    if (!res.headersSent) res.writeHead(404);
    res.end();
  });
  stream.pipe(res);
}

// spec: server-60
export function offAnyListener(fn) {
  if (!this.anyListeners) return this;
  if (fn) {
    var list = this.anyListeners;
    for (var i = 0; i < list.length; i++) {
      if (list[i] === fn) {
        list.splice(i, 1);
        return this;
      }
    }
  } else {
    this.anyListeners = [];
  }
  return this;
}
