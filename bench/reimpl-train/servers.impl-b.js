import { createHmac, timingSafeEqual, createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Trace } from '@apollo/usage-reporting-protobuf';
import { TypeHint } from '@aws-sdk/client-rds-data';

// spec: servers-01
export function mergeQuery(a, b) {
  var out = {};
  var i, k;
  if (a) {
    var ka = Object.keys(a);
    for (i = 0; i < ka.length; i++) out[ka[i]] = a[ka[i]];
  }
  if (b !== null && typeof b === 'object') {
    var kb = Object.keys(b);
    for (i = 0; i < kb.length; i++) {
      k = kb[i];
      if (Object.prototype.hasOwnProperty.call(out, k) && !Array.isArray(out[k])) {
        out[k] = [out[k], b[k]];
      } else {
        out[k] = b[k];
      }
    }
  }
  return out;
}

// spec: servers-02
export function hrtimeDiffMs(start, end) {
  if (!Array.isArray(start) || !Array.isArray(end)) return null;
  var ns = (end[0] - start[0]) * 1e9 + (end[1] - start[1]);
  return Math.round(ns / 1e6);
}

// spec: servers-03
export function xor() {
  var seen = false;
  for (var i = 0; i < arguments.length; i++) {
    if (arguments[i]) {
      if (seen) return false;
      seen = true;
    }
  }
  return seen;
}

// spec: servers-04
export function refillTokens() {
  var now = Date.now();
  if (now < this.lastFill) this.lastFill = now - 1000;
  if (this.tokens < this.capacity) {
    var add = this.rate * ((now - this.lastFill) / 1000);
    this.tokens = Math.min(this.capacity, this.tokens + add);
  }
  this.lastFill = now;
  return this.tokens;
}

// spec: servers-05
export function decodeBasicCredentials(s) {
  var txt = Buffer.from(s, 'base64').toString('utf8');
  if (!txt) throw new InvalidHeaderError('Authorization header invalid');
  var user, pass;
  var i = txt.indexOf(':');
  if (i === -1) {
    user = txt;
    pass = null;
  } else {
    user = txt.slice(0, i);
    pass = txt.slice(i + 1);
  }
  return { username: user || null, password: pass || null };
}

export class InvalidHeaderError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'InvalidHeaderError';
    this.statusCode = 400;
  }
}

// spec: servers-06
export function getBearerToken(req) {
  if (!req.headers || !req.headers.authorization) return null;
  var parts = req.headers.authorization.split(' ');
  if (parts.length === 2 && parts[0].toLowerCase() === 'bearer') return parts[1];
  return null;
}

// spec: servers-07
export function squashSlashes(s) {
  var out = '';
  var look = '';
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (i < s.length - 1) look = s[i + 1];
    if (c === '/' && (look === '/' || (look === '?' && i !== 0))) continue;
    out += c;
  }
  return out;
}

// spec: servers-08
export function checkIfMatch(req, res, next) {
  var etag = res.etag || (typeof res.getHeader === 'function' && res.getHeader('etag')) || '';
  var hdr = req.headers && req.headers['if-match'];
  if (!hdr) return next();
  var list = hdr.split(/\s*,\s*/);
  for (var i = 0; i < list.length; i++) {
    var c = list[i];
    if (c.slice(0, 2) === 'W/') c = c.slice(2);
    var m = /^"(\w+)"$/.exec(c);
    if (m) c = m[1];
    if (c === '*' || c === etag) return next();
  }
  return next(new PreconditionFailedError("if-match '" + hdr + "' didn't match etag '" + etag + "'"));
}

export class PreconditionFailedError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'PreconditionFailedError';
    this.statusCode = 412;
  }
}

// spec: servers-09
export function formatJsonp(req, res, body) {
  if (!body) {
    res.setHeader('Content-Length', 0);
    return null;
  }
  if (Buffer.isBuffer(body)) body = body.toString('base64');
  var q = req.query || {};
  var cb = q.callback || q.jsonp;
  var json = JSON.stringify(body);
  var out;
  if (cb) out = 'typeof ' + cb + " === 'function' && " + cb + '(' + json + ');';
  else out = json;
  out = out.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  res.setHeader('Content-Length', Buffer.byteLength(out, 'utf8'));
  return out;
}

// spec: servers-10
export function errorEventName(err) {
  var n = err && err.name;
  if (n === 'ResourceNotFoundError') return 'NotFound';
  if (n === 'InvalidVersionError') return 'VersionNotAllowed';
  if (!n) return '';
  return String(n).replace(/Error$/, '');
}

// spec: servers-11
export function isLevelOn(target, levels) {
  if (!levels || (Array.isArray(levels) && levels.length === 0)) return false;
  if (levels.indexOf(target) !== -1) return true;
  var max = -Infinity;
  for (var i = 0; i < levels.length; i++) {
    var r = rankOf(levels[i]);
    if (r !== undefined && r > max) max = r;
  }
  var t = rankOf(target);
  if (t === undefined) return false;
  return t >= max;
}

var LEVEL_RANKS = { verbose: 0, debug: 1, log: 2, warn: 3, error: 4, fatal: 5 };
function rankOf(name) {
  return Object.prototype.hasOwnProperty.call(LEVEL_RANKS, name) ? LEVEL_RANKS[name] : undefined;
}

// spec: servers-12
export function parseLevels(str) {
  var all = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];
  if (str === undefined) str = '';
  var s = String(str).replace(/ /g, '').toLowerCase();
  if (s[0] === '>') {
    var incl = s[1] === '=';
    var name = incl ? s.slice(2) : s.slice(1);
    var idx = all.indexOf(name);
    if (idx === -1) throw new Error('parse error (unknown log level): ' + s);
    return all.slice(incl ? idx : idx + 1);
  }
  if (s.indexOf(',') !== -1) {
    var parts = s.split(',');
    var out = [];
    for (var i = 0; i < parts.length; i++) {
      if (all.indexOf(parts[i]) !== -1) out.push(parts[i]);
    }
    return out;
  }
  if (all.indexOf(s) !== -1) return [s];
  return all;
}

// spec: servers-13
export function compactSparseArrays(root) {
  var stack = [root];
  var seen = new WeakSet();
  while (stack.length) {
    var v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) continue;
    if (seen.has(v)) continue;
    seen.add(v);
    if (v instanceof Date || v instanceof RegExp || v instanceof Error || v instanceof Map ||
        v instanceof Set || v instanceof WeakMap || v instanceof WeakSet) continue;
    var i;
    if (Array.isArray(v)) {
      var keys = Object.keys(v);
      var idx = [];
      for (i = 0; i < keys.length; i++) {
        if (isIndexKey(keys[i])) idx.push(keys[i]);
      }
      var items = [];
      for (i = 0; i < idx.length; i++) items.push(v[idx[i]]);
      if (idx.length !== v.length && Object.isExtensible(v)) {
        for (i = 0; i < items.length; i++) v[i] = items[i];
        v.length = items.length;
      }
      for (i = 0; i < items.length; i++) stack.push(items[i]);
      continue;
    }
    var ks = Object.keys(v);
    for (i = 0; i < ks.length; i++) stack.push(v[ks[i]]);
  }
}

function isIndexKey(k) {
  var n = Number(k);
  return Number.isInteger(n) && n >= 0 && n <= 4294967294 && String(n) === k;
}

// spec: servers-14
export function stripPollution(root) {
  var stack = [root];
  var seen = new WeakSet();
  var builtins = [Date, RegExp, Error, Map, Set, WeakMap, WeakSet];
  while (stack.length) {
    var v = stack.pop();
    if (v == null || typeof v !== 'object') continue;
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) continue;
    if (seen.has(v)) continue;
    seen.add(v);
    var skip = false;
    var i;
    for (i = 0; i < builtins.length; i++) {
      if (v instanceof builtins[i]) { skip = true; break; }
    }
    if (skip) continue;
    if (Array.isArray(v)) {
      for (i = 0; i < v.length; i++) {
        if (i in v) stack.push(v[i]);
      }
      continue;
    }
    delete v.__proto__;
    delete v.prototype;
    if (builtins.indexOf(v.constructor) === -1) delete v.constructor;
    for (var k in v) stack.push(v[k]);
  }
}

// spec: servers-15
export function isDayPastMonthEnd(s) {
  var m = /^\s*(\d{4}|[+-]\d{6})-(\d{2})-(\d{2})(?!\d)/.exec(s);
  if (!m) return false;
  var y = Number(m[1]);
  var mo = Number(m[2]);
  var d = Number(m[3]);
  var leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  var lens = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  var max = lens[mo - 1];
  if (max === undefined) return false;
  return d > max;
}

// spec: servers-16
export function isFloatValue(v) {
  if (typeof v === 'number') return isFinite(v);
  if (typeof v !== 'string') return false;
  if (v === '' || v.trim() !== v) return false;
  if (/^0[xbo]/i.test(v)) return false;
  return isFinite(Number(v));
}

// spec: servers-17
export function issuesToMessages(issues) {
  var left = this.maxMessageChars;
  var out = [];
  for (var i = 0; i < issues.length; i++) {
    if (left <= 0) {
      out.push('Further validation errors were omitted');
      break;
    }
    var it = issues[i];
    var msg = it.message;
    if (it.path && it.path.length) {
      var segs = [];
      for (var j = 0; j < it.path.length; j++) {
        var p = it.path[j];
        segs.push(String(p !== null && typeof p === 'object' ? p.key : p));
      }
      msg = segs.join('.') + ': ' + it.message;
    }
    left -= String(msg).length;
    out.push(msg);
  }
  return out;
}

// spec: servers-18
export function mimeAccepted(mime) {
  var ft = this.fileType;
  if (typeof ft === 'string') {
    if (ft === mime) return true;
    var src = /[a-z0-9]$/i.test(ft) ? '(?:' + ft + ')(?![\\w-])' : ft;
    return new RegExp(src).test(mime);
  }
  if (ft instanceof RegExp) return new RegExp(ft).test(mime);
  return false;
}

// spec: servers-19
export function truncateErrorTree(errors, budget, parentLen) {
  if (parentLen === undefined) parentLen = 0;
  var out = [];
  var changed = false;
  for (var i = 0; i < errors.length; i++) {
    if (budget.remaining <= 0) {
      budget.exceeded = true;
      return out;
    }
    var e = errors[i];
    var len = parentLen + String(e.property).length + 1;
    if (e.constraints) {
      var ks = Object.keys(e.constraints);
      for (var j = 0; j < ks.length; j++) {
        budget.remaining -= len + String(e.constraints[ks[j]]).length;
      }
    }
    var kids = e.children;
    var nk = kids ? truncateErrorTree(kids, budget, len) : kids;
    if (nk === kids) {
      out.push(e);
    } else {
      var copy = Object.assign(Object.create(Object.getPrototypeOf(e)), e);
      copy.children = nk;
      out.push(copy);
      changed = true;
    }
  }
  return changed ? out : errors;
}

// spec: servers-20
export function errorToLogObject(err) {
  return serializeError(err, 0, new Set());
}

function serializeError(err, depth, ancestors) {
  var out = { name: err.name, message: err.message, stack: err.stack };
  var ks = Object.keys(err);
  for (var i = 0; i < ks.length; i++) {
    var k = ks[i];
    if (k === 'cause' || k === 'errors') continue;
    if (Object.prototype.hasOwnProperty.call(out, k)) continue;
    var v = err[k];
    if (v === null || (typeof v !== 'object' && typeof v !== 'function')) out[k] = v;
  }
  function nested(v) {
    if (!(v instanceof Error)) return v;
    if (ancestors.has(v)) return '[Circular]';
    if (depth + 1 > 5) return '[Truncated]';
    return serializeError(v, depth + 1, ancestors);
  }
  ancestors.add(err);
  if (err.cause !== undefined) out.cause = nested(err.cause);
  if (Array.isArray(err.errors)) {
    var list = [];
    for (var j = 0; j < err.errors.length; j++) list.push(nested(err.errors[j]));
    out.errors = list;
  }
  ancestors.delete(err);
  return out;
}

// spec: servers-21
export function parseCookies(header) {
  var out = Object.create(null);
  if (!header) return out;
  var s = Array.isArray(header) ? header.join('; ') : String(header);
  var parts = s.split(';');
  for (var i = 0; i < parts.length; i++) {
    var p = parts[i];
    var eq = p.indexOf('=');
    if (eq === -1) continue;
    var name = trimSpaceTab(p.slice(0, eq));
    if (!name || name in out) continue;
    var val = trimSpaceTab(p.slice(eq + 1));
    if (val.length >= 2 && val[0] === '"' && val[val.length - 1] === '"') val = val.slice(1, -1);
    if (val.indexOf('%') !== -1) {
      try {
        val = decodeURIComponent(val);
      } catch (e) {
        // keep raw
      }
    }
    out[name] = val;
  }
  return out;
}

function trimSpaceTab(s) {
  var a = 0;
  var b = s.length;
  while (a < b && (s[a] === ' ' || s[a] === '\t')) a++;
  while (b > a && (s[b - 1] === ' ' || s[b - 1] === '\t')) b--;
  return s.slice(a, b);
}

// spec: servers-22
export function unsignCookie(input) {
  if (typeof input !== 'string') return undefined;
  var s = input;
  if (s.slice(0, 2) === 's:') s = s.slice(2);
  var dot = s.lastIndexOf('.');
  if (dot === -1) return undefined;
  var val = s.slice(0, dot);
  var sig = Buffer.from(s.slice(dot + 1));
  var ok = false;
  var secrets = this.secrets;
  for (var i = 0; i < secrets.length; i++) {
    var want = createHmac('sha256', secrets[i]).update(val).digest('base64').replace(/=+$/, '');
    var wb = Buffer.from(want);
    if (wb.length === sig.length && timingSafeEqual(wb, sig)) ok = true;
  }
  return ok ? val : undefined;
}

// spec: servers-23
export function splitOutsideQuotes(s, sep) {
  var out = [];
  var start = 0;
  var inq = false;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (inq && c === '\\') {
      i++;
      continue;
    }
    if (c === '"') {
      inq = !inq;
    } else if (!inq && c === sep) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}

// spec: servers-24
export function versionFromAccept(header, key) {
  var list = header == null ? [] : Array.isArray(header) ? header : [header];
  for (var i = 0; i < list.length; i++) {
    var ranges = splitOutsideQuotes(list[i], ',');
    for (var j = 0; j < ranges.length; j++) {
      var params = splitOutsideQuotes(ranges[j], ';');
      for (var k = 1; k < params.length; k++) {
        var p = params[k].trim();
        if (p.indexOf(key) !== 0) continue;
        var v = p.slice(key.length);
        if (v.length >= 2 && v[0] === '"' && v[v.length - 1] === '"') {
          return v.slice(1, -1).replace(/\\([\s\S])/g, '$1');
        }
        return v;
      }
    }
  }
  return undefined;
}

// spec: servers-25
export function paramHasCasedSuffix(tokens) {
  var st = { after: false };
  return scanRouteTokens(tokens, st);
}

function scanRouteTokens(tokens, st) {
  for (var i = 0; i < tokens.length; i++) {
    var t = tokens[i];
    if (t.type === 'text') {
      var v = t.value;
      var sl = v.indexOf('/');
      var head = sl === -1 ? v : v.slice(0, sl);
      if (st.after && head.toLowerCase() !== head.toUpperCase()) return true;
      if (sl !== -1) st.after = false;
    } else if (t.type === 'group') {
      var before = st.after;
      var r = scanRouteTokens(t.tokens, st);
      st.after = before || st.after;
      if (r) return true;
    } else {
      st.after = true;
    }
  }
  return false;
}

// spec: servers-26
export function formatSseMessage(msg) {
  var out = '';
  if (msg.type) out += 'event: ' + noBreaks(msg.type) + '\n';
  if (msg.id != null) out += 'id: ' + noBreaks(msg.id) + '\n';
  if (msg.retry != null) out += 'retry: ' + noBreaks(msg.retry) + '\n';
  var i, lines;
  if (msg.comment != null) {
    lines = String(msg.comment).split(/\r\n|\r|\n/);
    for (i = 0; i < lines.length; i++) out += ': ' + lines[i] + '\n';
  }
  if (msg.data != null) {
    var d = msg.data;
    if (typeof d === 'object') d = JSON.stringify(d);
    lines = String(d).split(/\r\n|\r|\n/);
    for (i = 0; i < lines.length; i++) out += 'data: ' + lines[i] + '\n';
  }
  return out + '\n';
}

function noBreaks(v) {
  return String(v).replace(/[\r\n]/g, '');
}

// spec: servers-27
export function isHttpLikeError(e) {
  if (!e || typeof e !== 'object') return false;
  var ctorName = e.constructor ? e.constructor.name : undefined;
  if ((ctorName === 'FastifyError' || e.code === 'FST_ERR_VALIDATION') &&
      typeof e.code === 'string' && typeof e.statusCode === 'number') return true;
  if (typeof e.expose === 'boolean' && typeof e.statusCode === 'number' &&
      e.status === e.statusCode && e instanceof Error) return true;
  if (!(e instanceof Error) && Number.isInteger(e.statusCode) && e.statusCode >= 400 &&
      e.statusCode <= 599 && typeof e.message === 'string' && e.message !== '') return true;
  return false;
}

// spec: servers-28
export function mergeMetadataValues(key, targets) {
  var raw = this.getAll(key, targets);
  var vals = [];
  var i;
  for (i = 0; i < raw.length; i++) {
    if (raw[i] !== undefined) vals.push(raw[i]);
  }
  if (vals.length === 0) return vals;
  if (vals.length === 1) {
    if (vals[0] !== null && typeof vals[0] === 'object') return vals[0];
    return vals;
  }
  var acc = vals[0];
  for (i = 1; i < vals.length; i++) {
    var nx = vals[i];
    if (Array.isArray(acc)) {
      acc = acc.concat(Array.isArray(nx) ? nx : [nx]);
    } else if (acc !== null && typeof acc === 'object' && nx !== null && typeof nx === 'object' && !Array.isArray(nx)) {
      acc = Object.assign({}, acc, nx);
    } else {
      acc = [acc].concat(Array.isArray(nx) ? nx : [nx]);
    }
  }
  return acc;
}

// spec: servers-29
export function stableUniqueId(s, from) {
  var n = Math.max(from || 0, suffixFor.get(s) || 0);
  var id = hash31(n === 0 ? s : s + '_' + n);
  while (issuedIds.has(id)) {
    n++;
    id = hash31(s + '_' + n);
  }
  issuedIds.set(id, true);
  suffixFor.set(s, n + 1);
  return id;
}

var issuedIds = new Map();
var suffixFor = new Map();

function hash31(s) {
  var h = 0;
  for (var i = 0; i < s.length; i++) {
    h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  }
  return String(h);
}

// spec: servers-30
export function serverUrl(addr) {
  var proto = this.protocol;
  if (typeof addr === 'string') {
    if (process.platform === 'win32') return addr;
    return proto + '+unix://' + encodeURIComponent(addr);
  }
  var host = this.host;
  if (addr.family === 'IPv6') {
    host = host === '::' ? '[::1]' : '[' + host + ']';
  } else if (host === '0.0.0.0') {
    host = '127.0.0.1';
  }
  return proto + '://' + host + ':' + addr.port;
}

// spec: servers-31
export function encodeBuckets() {
  var b = this.buckets;
  var out = [];
  var zeros = 0;
  for (var i = 0; i < b.length; i++) {
    if (b[i] === 0) {
      zeros++;
      continue;
    }
    if (zeros === 1) out.push(0);
    else if (zeros > 1) out.push(-zeros);
    out.push(Math.floor(b[i]));
    zeros = 0;
  }
  return out;
}

// spec: servers-32
export function durationBucket(ns) {
  var b = Math.ceil(Math.log(ns / 1000) / Math.log(1.1));
  if (!(b > 0)) return 0;
  if (b >= 384) return 383;
  return b;
}

// spec: servers-33
export function addToBucket(idx, val) {
  if (val === undefined) val = 1;
  if (idx >= 384) throw new Error('Bucket is out of bounds of the buckets array');
  var b = this.buckets;
  if (idx >= b.length) {
    var old = b.length;
    b.length = idx + 1;
    for (var i = old; i <= idx; i++) b[i] = 0;
  }
  b[idx] += val;
}

// spec: servers-34
export function classifyCacheControl(v) {
  if (!v) return { kind: 'no-header' };
  if (v === 'no-store') return { kind: 'uncacheable' };
  var m = /^max-age=(\d+), (public|private)$/.exec(v);
  if (!m) return { kind: 'unparsable' };
  return {
    kind: 'parsable-and-cacheable',
    hint: { maxAge: Number(m[1]), scope: m[2] === 'public' ? 'PUBLIC' : 'PRIVATE' },
  };
}

// spec: servers-35
export function pathToString(p) {
  if (p === undefined) return '';
  var s = String(p.key);
  var cur = p.prev;
  while (cur !== undefined) {
    s = cur.key + '.' + s;
    cur = cur.prev;
  }
  return s;
}

// spec: servers-36
export function buildTypedPath(keys, root) {
  var node = root;
  var last;
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var hit;
    if (node && node.child) {
      hit = undefined;
      for (var j = 0; j < node.child.length; j++) {
        if (node.child[j].responseName === k) {
          hit = node.child[j];
          break;
        }
      }
      node = hit;
    } else {
      node = undefined;
    }
    last = { key: k, prev: last, typename: node && node.type != null ? node.type : undefined };
  }
  return last;
}

// spec: servers-37
export function createCachePolicy() {
  return {
    maxAge: undefined,
    scope: undefined,
    restrict: function (h) {
      if (h.maxAge !== undefined && (this.maxAge === undefined || h.maxAge < this.maxAge)) {
        this.maxAge = h.maxAge;
      }
      if (h.scope !== undefined && this.scope !== 'PRIVATE') this.scope = h.scope;
    },
    replace: function (h) {
      if (h.maxAge !== undefined) this.maxAge = h.maxAge;
      if (h.scope !== undefined) this.scope = h.scope;
    },
    policyIfCacheable: function () {
      if (this.maxAge === undefined || this.maxAge === 0) return null;
      return { maxAge: this.maxAge, scope: this.scope !== undefined ? this.scope : 'PUBLIC' };
    },
  };
}

// spec: servers-38
export function jsonObjectParam(params, name) {
  var vals = params.getAll(name);
  if (vals.length === 0) return undefined;
  if (vals.length > 1) throw new BadRequestError("The '" + name + "' search parameter may only be specified once.");
  var obj;
  try {
    obj = JSON.parse(vals[0]);
  } catch (e) {
    throw new BadRequestError('The ' + name + ' search parameter contains invalid JSON.');
  }
  if (!obj || typeof obj !== 'object' || Buffer.isBuffer(obj) || Array.isArray(obj)) {
    throw new BadRequestError('The ' + name + ' search parameter should contain a JSON-encoded object.');
  }
  return obj;
}

export class BadRequestError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'BadRequestError';
    this.statusCode = 400;
  }
}

// spec: servers-39
export function blockCsrf(headers, required) {
  var simple = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
  var ct = headers.get('content-type');
  if (ct !== undefined) {
    var ess = mimeEssence(ct);
    if (ess === null) return;
    if (simple.indexOf(ess) === -1) return;
  }
  for (var i = 0; i < required.length; i++) {
    var v = headers.get(required[i]);
    if (v !== undefined && v !== '') return;
  }
  throw new BadRequestError(
    "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of " +
      simple.join(', ') +
      ') or provide a non-empty value for one of the following headers: ' +
      required.join(', ') +
      '\n'
  );
}

function mimeEssence(s) {
  var semi = s.indexOf(';');
  var head = (semi === -1 ? s : s.slice(0, semi)).replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
  var tok = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
  if (!new RegExp('^' + tok + '/' + tok + '$').test(head)) return null;
  return head.toLowerCase();
}

// spec: servers-40
export function copyRequestHeaders(trace, headers, policy) {
  if (!policy || policy.none || ('all' in policy && !policy.all)) return;
  var except = policy.exceptNames ? lowerList(policy.exceptNames) : null;
  var only = policy.onlyNames ? lowerList(policy.onlyNames) : null;
  for (var pair of headers) {
    var name = pair[0];
    var val = pair[1];
    if (except && except.indexOf(name) !== -1) continue;
    if (only && only.indexOf(name) === -1) continue;
    if (name === 'authorization' || name === 'cookie' || name === 'set-cookie') continue;
    trace.requestHeaders[name] = new Trace.HTTP.Values({ value: [val] });
  }
}

function lowerList(a) {
  var out = [];
  for (var i = 0; i < a.length; i++) out.push(String(a[i]).toLowerCase());
  return out;
}

// spec: servers-41
export function leadingComments(node) {
  var loc = node.loc;
  if (!loc) return undefined;
  var out = [];
  var tok = loc.startToken.prev;
  while (tok && tok.kind === 'Comment' && tok.next && tok.prev &&
         tok.line + 1 === tok.next.line && tok.line !== tok.prev.line) {
    out.push(String(tok.value));
    tok = tok.prev;
  }
  if (out.length === 0) return undefined;
  out.reverse();
  return out.join('\n');
}

// spec: servers-42
export function memoize2(fn) {
  var cache = new WeakMap();
  return function (a, b) {
    var inner = cache.get(a);
    var r;
    if (!inner) {
      inner = new WeakMap();
      cache.set(a, inner);
      r = fn(a, b);
      inner.set(b, r);
      return r;
    }
    r = inner.get(b);
    if (r === undefined) {
      r = fn(a, b);
      inner.set(b, r);
    }
    return r;
  };
}

// spec: servers-43
export function dedentBlockString(raw) {
  var lines = raw.split(/\r\n|[\n\r]/);
  var common = null;
  var i;
  for (i = 1; i < lines.length; i++) {
    var l = lines[i];
    var n = 0;
    while (n < l.length && (l[n] === ' ' || l[n] === '\t')) n++;
    if (n === l.length) continue;
    if (common === null || n < common) common = n;
    if (common === 0) break;
  }
  if (common === null) common = 0;
  if (common !== 0) {
    for (i = 1; i < lines.length; i++) lines[i] = lines[i].slice(common);
  }
  var a = 0;
  var b = lines.length;
  while (a < b && isBlankLine(lines[a])) a++;
  while (b > a && isBlankLine(lines[b - 1])) b--;
  return lines.slice(a, b).join('\n');
}

function isBlankLine(s) {
  for (var i = 0; i < s.length; i++) {
    if (s[i] !== ' ' && s[i] !== '\t') return false;
  }
  return true;
}

// spec: servers-44
export function stripBom(input) {
  var s = input.toString();
  if (s.charCodeAt(0) === 0xfeff) return s.slice(1);
  return s;
}

// spec: servers-45
export function selectDeliverySpec(params, specs) {
  if (specs === undefined) specs = DEFAULT_DELIVERY_SPECS;
  var found;
  var names = Object.keys(params);
  for (var i = 0; i < names.length; i++) {
    var name = names[i].toLowerCase();
    var val = String(params[names[i]]).toLowerCase();
    var known = false;
    var hit;
    for (var j = 0; j < specs.length; j++) {
      if (specs[j].paramName.toLowerCase() !== name) continue;
      known = true;
      if (String(specs[j].value).toLowerCase() === val) {
        hit = specs[j];
        break;
      }
    }
    if (!known) continue;
    if (!hit) return 'unsupported';
    found = hit;
    hit = undefined;
  }
  return found;
}

var DEFAULT_DELIVERY_SPECS = [
  { id: 'v0.1', paramName: 'deferSpec', value: '20220824', isDefault: true },
  { id: 'v0.2', paramName: 'incrementalSpec', value: 'v0.2' },
];

// spec: servers-46
export function multipartContentType(spec, opts) {
  if (opts === undefined) opts = {};
  var boundary = opts.boundary !== undefined ? opts.boundary : '-';
  var base = 'multipart/mixed; boundary="' + boundary + '"';
  if (spec == null || opts.echo !== true) return base;
  return base + '; ' + spec.paramName + '=' + spec.value;
}

// spec: servers-47
export function makeNameGen(taken) {
  var n = 0;
  return function (base) {
    var name;
    do {
      name = n === 0 ? base : '_v' + n + '_' + base;
      n++;
    } while (name in taken);
    return name;
  };
}

// spec: servers-48
export function pushAtPath(target, path, items) {
  if (!path.length) return;
  var i, k;
  for (i = 0; i < path.length; i++) {
    k = path[i];
    if (typeof k !== 'string' && typeof k !== 'number') return;
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') return;
  }
  var has = Object.prototype.hasOwnProperty;
  var cur = target;
  for (i = 0; i < path.length - 1; i++) {
    k = path[i];
    if (!has.call(cur, k) || cur[k] == null) {
      cur[k] = typeof path[i + 1] === 'number' ? [] : {};
    }
    cur = cur[k];
  }
  var last = path[path.length - 1];
  if (!has.call(cur, last) || cur[last] == null) cur[last] = [];
  var arr = cur[last];
  if (Array.isArray(arr)) {
    for (i = 0; i < items.length; i++) arr.push(items[i]);
  }
}

// spec: servers-49
export function displayName(node) {
  var s;
  if ('alias' in node) s = node.alias ? node.alias.value : undefined;
  if (s == null && 'name' in node) s = node.name ? node.name.value : undefined;
  if (s == null) s = node.kind;
  return s;
}

// spec: servers-50
export function inspectValue(v, hooks) {
  if (hooks === undefined) hooks = 3;
  if (hooks > 0 && v != null && typeof v.toJSON === 'function') {
    try {
      var r = v.toJSON();
      if (r !== v) return typeof r === 'string' ? r : inspectValue(r, hooks - 1);
    } catch (e) {
      // ignore
    }
  }
  if (utilModule) {
    var txt = utilModule.inspect(v, { depth: 3, colors: false, compact: true, breakLength: Infinity });
    return txt.split('[Object: null prototype] ').join('');
  }
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'function') return v.name ? '[function ' + v.name + ']' : '[function]';
  if (v === undefined) return 'undefined';
  try {
    var j = JSON.stringify(v);
    if (j !== undefined) return j;
  } catch (e) {
    // fall through
  }
  return String(v);
}

var utilModule =
  typeof process !== 'undefined' && process && typeof process.getBuiltinModule === 'function'
    ? process.getBuiltinModule('util')
    : undefined;

// spec: servers-51
export function readPgArrayItem(s, start, quoted) {
  for (var i = start; i < s.length; i++) {
    var c = s[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '"') return [s.slice(start, i).replace(/\\/g, ''), i + 1];
    if (!quoted && (c === ',' || c === '}')) return [s.slice(start, i).replace(/\\/g, ''), i];
  }
  return [s.slice(start).replace(/\\/g, ''), s.length];
}

// spec: servers-52
export function parsePgArrayBody(s, start) {
  if (start === undefined) start = 0;
  var out = [];
  var lastComma = false;
  var i = start;
  var r;
  while (i < s.length) {
    var c = s[i];
    if (c === ',') {
      if (lastComma || i === start) out.push('');
      lastComma = true;
      i++;
      continue;
    }
    lastComma = false;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '"') {
      r = readPgArrayItem(s, i + 1, true);
      out.push(r[0]);
      i = r[1];
      continue;
    }
    if (c === '}') return [out, i + 1];
    if (c === '{') {
      r = parsePgArrayBody(s, i + 1);
      out.push(r[0]);
      i = r[1];
      continue;
    }
    r = readPgArrayItem(s, i, false);
    out.push(r[0]);
    i = r[1];
  }
  return [out, s.length];
}

// spec: servers-53
export function toPgArrayLiteral(list) {
  var parts = [];
  for (var i = 0; i < list.length; i++) {
    var v = list[i];
    if (Array.isArray(v)) parts.push(toPgArrayLiteral(v));
    else if (typeof v === 'string') parts.push('"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"');
    else parts.push('' + v);
  }
  return '{' + parts.join(',') + '}';
}

// spec: servers-54
export function toCamel(s) {
  var clean = s.replace(/['\u2019]/g, '');
  var words = clean.match(/[a-z0-9]+|[A-Z]+(?![a-z])|[A-Z][a-z0-9]+/g);
  if (!words) return '';
  var out = words[0].toLowerCase();
  for (var i = 1; i < words.length; i++) {
    var w = words[i];
    out += w.charAt(0).toUpperCase() + w.slice(1);
  }
  return out;
}

// spec: servers-55
export function applyMixins(base, mixins) {
  for (var i = 0; i < mixins.length; i++) {
    var proto = mixins[i].prototype;
    var names = Object.getOwnPropertyNames(proto);
    for (var j = 0; j < names.length; j++) {
      var n = names[j];
      if (n === 'constructor') continue;
      Object.defineProperty(base.prototype, n, Object.getOwnPropertyDescriptor(proto, n) || Object.create(null));
    }
  }
}

// spec: servers-56
export function loadMigrations(cfg) {
  var dir = cfg.migrationsFolder;
  var journalPath = dir + '/meta/_journal.json';
  if (!existsSync(journalPath)) throw new Error("Can't find meta/_journal.json file");
  var journal = JSON.parse(readFileSync(journalPath).toString());
  var out = [];
  for (var i = 0; i < journal.entries.length; i++) {
    var e = journal.entries[i];
    var file = dir + '/' + e.tag + '.sql';
    try {
      var txt = readFileSync(file).toString();
      out.push({
        sql: txt.split('--> statement-breakpoint'),
        bps: e.breakpoints,
        folderMillis: e.when,
        hash: createHash('sha256').update(txt).digest('hex'),
      });
    } catch (err) {
      throw new Error('No file ' + file + ' found in ' + dir + ' folder');
    }
  }
  return out;
}

// spec: servers-57
export function joinQueries(frags) {
  var out = { sql: '', params: [] };
  for (var i = 0; i < frags.length; i++) {
    var f = frags[i];
    out.sql += f.sql;
    var j;
    for (j = 0; j < f.params.length; j++) out.params.push(f.params[j]);
    if (f.typings && f.typings.length) {
      if (!out.typings) out.typings = [];
      for (j = 0; j < f.typings.length; j++) out.typings.push(f.typings[j]);
    }
  }
  return out;
}

// spec: servers-58
export async function queryCacheKey(sql, params) {
  var data = new TextEncoder().encode(sql + '-' + JSON.stringify(params));
  var buf = await crypto.subtle.digest('SHA-256', data);
  var bytes = new Uint8Array(buf);
  var hex = '';
  for (var i = 0; i < bytes.length; i++) {
    var h = bytes[i].toString(16);
    if (h.length < 2) h = '0' + h;
    hex += h;
  }
  return hex;
}

// spec: servers-59
export function toRdsParameter(value, typeName) {
  var hint;
  switch (typeName) {
    case 'date': hint = TypeHint.DATE; break;
    case 'decimal': hint = TypeHint.DECIMAL; break;
    case 'json': hint = TypeHint.JSON; break;
    case 'time': hint = TypeHint.TIME; break;
    case 'timestamp': hint = TypeHint.TIMESTAMP; break;
    case 'uuid': hint = TypeHint.UUID; break;
    default: hint = undefined;
  }
  if (value === null) return { value: { isNull: true }, typeHint: hint };
  if (typeof value === 'string') {
    var s = value;
    if (hint === TypeHint.DATE) s = s.split('T')[0];
    else if (hint === TypeHint.TIMESTAMP) s = s.replace('T', ' ').replace('Z', '');
    return { value: { stringValue: s }, typeHint: hint };
  }
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return { value: { longValue: value }, typeHint: hint };
    return { value: { doubleValue: value }, typeHint: hint };
  }
  if (typeof value === 'boolean') return { value: { booleanValue: value }, typeHint: hint };
  if (value instanceof Date) {
    return { value: { stringValue: value.toISOString().replace('T', ' ').replace('Z', '') }, typeHint: hint };
  }
  throw new Error('Unknown type for ' + value);
}

// spec: servers-60
export function parseEwkbPoint(hex) {
  var arr = [];
  for (var i = 0; i + 1 < hex.length; i += 2) arr.push(parseInt(hex.slice(i, i + 2), 16));
  var bytes = new Uint8Array(arr);
  var dv = new DataView(bytes.buffer);
  var le = bytes[0] === 1;
  var off = 1;
  var type = dv.getUint32(off, le);
  off += 4;
  if (type & 536870912) {
    dv.getUint32(off, le);
    off += 4;
  }
  if ((type & 0xffff) === 1) {
    var x = dv.getFloat64(off, true);
    var y = dv.getFloat64(off + 8, true);
    return [x, y];
  }
  throw new Error('Unsupported geometry type');
}
