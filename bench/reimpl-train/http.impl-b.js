import net from 'node:net';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import assert from 'node:assert';
import { Stream } from 'node:stream';

// spec: http-01
export function joinPaths(base, rel) {
  if (!rel) return base;
  var end = base.length;
  while (end > 0 && base.charAt(end - 1) === '/') end--;
  var start = 0;
  while (start < rel.length && rel.charAt(start) === '/') start++;
  return base.slice(0, end) + '/' + rel.slice(start);
}

// spec: http-02
export function isAbsUrl(s) {
  if (typeof s !== 'string') return false;
  return /^([a-z][a-z0-9+.\-]*:)?\/\//i.test(s);
}

// spec: http-03
export function splitFieldName(name) {
  var re = /[^.[\]]+|\[([^.[\]]*)\]/g;
  var out = [];
  var m;
  while ((m = re.exec(name)) !== null) {
    if (out.length > 100) {
      var err = new Error('FormData field is too deeply nested (' + out.length + ' levels). Max depth: 100');
      err.code = 'ERR_FORM_DATA_DEPTH_EXCEEDED';
      throw err;
    }
    if (m[0] === '[]') out.push('');
    else if (m[1] !== undefined) out.push(m[1]);
    else out.push(m[0]);
  }
  return out;
}

// spec: http-04
export function writeCookie(name, value, expires, p, domain, secure, sameSite) {
  if (typeof document === 'undefined') return;
  var parts = [name + '=' + encodeURIComponent(value)];
  if (typeof expires === 'number') parts.push('expires=' + new Date(expires).toUTCString());
  if (typeof p === 'string') parts.push('path=' + p);
  if (typeof domain === 'string') parts.push('domain=' + domain);
  if (secure === true) parts.push('secure');
  if (typeof sameSite === 'string') parts.push('SameSite=' + sameSite);
  document.cookie = parts.join('; ');
}

// spec: http-05
export function unquoteParam(s) {
  if (s.length < 2 || s.charAt(0) !== '"' || s.charAt(s.length - 1) !== '"') return s;
  var out = '';
  var end = s.length - 1;
  for (var i = 1; i < end; i++) {
    var c = s.charAt(i);
    if (c === '\\') {
      if (i + 1 >= end) return s;
      i++;
      out += s.charAt(i);
    } else if (c === '"') {
      return s;
    } else {
      out += c;
    }
  }
  return out;
}

// spec: http-06
export function capitalizeHeader(name) {
  var s = name.trim().toLowerCase();
  return s.replace(/([a-z0-9])(\w*)/g, function (all, first, rest) {
    return first.toUpperCase() + rest;
  });
}

// spec: http-07
export function parseIPv4Part(p) {
  var n;
  if (/^0[xX][0-9a-fA-F]+$/.test(p)) {
    n = parseInt(p.slice(2), 16);
  } else if (p.length > 1 && /^0[0-7]+$/.test(p)) {
    n = parseInt(p.slice(1), 8);
  } else if (p.length > 1 && /^0[0-9]+$/.test(p)) {
    return null;
  } else if (/^[0-9]+$/.test(p)) {
    n = parseInt(p, 10);
  } else {
    return null;
  }
  if (!isFinite(n)) return null;
  return n;
}

// spec: http-08
export function ipv6ToBytes(s) {
  var halves = s.split('::');
  if (halves.length > 2) return null;
  var groups = halves[0] ? halves[0].split(':') : [];
  if (halves.length === 2) {
    var tail = halves[1] ? halves[1].split(':') : [];
    var fill = 8 - groups.length - tail.length;
    if (fill < 1) return null;
    for (var k = 0; k < fill; k++) groups.push('0');
    for (var t = 0; t < tail.length; t++) groups.push(tail[t]);
  }
  if (groups.length !== 8) return null;
  var out = [];
  for (var i = 0; i < 8; i++) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(groups[i])) return null;
    var v = parseInt(groups[i], 16);
    out.push((v >> 8) & 255, v & 255);
  }
  return out;
}

// spec: http-09
export function inSubnet(addr, net0, prefix) {
  var whole = Math.floor(prefix / 8);
  for (var i = 0; i < whole; i++) {
    if (addr[i] !== net0[i]) return false;
  }
  var bits = prefix % 8;
  if (bits !== 0) {
    var mask = (0xff << (8 - bits)) & 0xff;
    if ((addr[whole] & mask) !== (net0[whole] & mask)) return false;
  }
  return true;
}

// spec: http-10
export function unmapIPv4(s) {
  if (typeof s !== 'string' || s.indexOf(':') === -1) return s;
  var m = /^(?:::|(?:0{1,4}:){1,4}:|(?:0{1,4}:){5})ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(s);
  if (!m) return s;
  if (m[1]) return m[1];
  var a = parseInt(m[2], 16);
  var b = parseInt(m[3], 16);
  return (a >> 8) + '.' + (a & 255) + '.' + (b >> 8) + '.' + (b & 255);
}

// spec: http-11
export function utf8Length(s, normalizeNewlines) {
  var n = 0;
  var len = s.length;
  for (var i = 0; i < len; i++) {
    var c = s.charCodeAt(i);
    if (normalizeNewlines && (c === 13 || c === 10)) {
      if (c === 13 && s.charCodeAt(i + 1) === 10) i++;
      n += 2;
    } else if (c < 128) {
      n += 1;
    } else if (c < 2048) {
      n += 2;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < len) {
      var d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    } else {
      n += 3;
    }
  }
  return n;
}

// spec: http-12
export function aggregateMessage(err) {
  var list = err.errors;
  var texts = [];
  for (var i = 0; i < list.length; i++) {
    var e = list[i];
    var t;
    try {
      t = e && e.message ? String(e.message) : String(e);
    } catch (x) {
      t = '';
    }
    if (t) texts.push(t);
  }
  var msg = texts.join('; ');
  if (msg) return msg;
  return err.name || 'AggregateError';
}

// spec: http-13
export function splitLinkValue(s, sep) {
  var out = [];
  var cur = '';
  var inQuote = false;
  var inRef = false;
  for (var i = 0; i < s.length; i++) {
    var c = s.charAt(i);
    if (inQuote) {
      cur += c;
      if (c === '\\' && i + 1 < s.length) {
        i++;
        cur += s.charAt(i);
      } else if (c === '"') {
        inQuote = false;
      }
      continue;
    }
    if (c === '"') {
      inQuote = true;
      cur += c;
    } else if (c === '<') {
      inRef = true;
      cur += c;
    } else if (c === '>') {
      inRef = false;
      cur += c;
    } else if (c === sep && !inRef) {
      out.push(cur);
      cur = '';
    } else {
      cur += c;
    }
  }
  if (inQuote) throw new Error('Failed to parse Link header: ' + s);
  out.push(cur);
  return out;
}

// spec: http-14
export function retryDelay(o) {
  var err = o.error;
  var opts = o.retryOptions;
  if (err && err.name === 'RetryError') return 1;
  if (o.attemptCount > opts.limit) return 0;
  var method = err.options && err.options.method;
  if (opts.methods.indexOf(method) === -1) return 0;
  var res = err.response;
  var codeOk = opts.errorCodes.indexOf(err.code) !== -1;
  var statusOk = res ? opts.statusCodes.indexOf(res.statusCode) !== -1 : false;
  if (!codeOk && !statusOk) return 0;
  if (res) {
    if (o.retryAfter != null) {
      if (o.retryAfter > o.computedValue) return 0;
      return Math.max(1, o.retryAfter);
    }
    if (res.statusCode === 413) return 0;
  }
  var noise = Math.random() * opts.noise;
  var backoff = Math.min(opts.backoffLimit, 1000 * Math.pow(2, o.attemptCount - 1));
  return Math.max(1, noise + backoff);
}

// spec: http-15
export function isOkResponse(res) {
  var code = res.statusCode;
  if ((code >= 200 && code <= 299) || code === 304) return true;
  if (code < 300 || code > 399) return false;
  var follow = res.request.options.followRedirect;
  if (typeof follow !== 'function') return !follow;
  var hit = followCache.get(res);
  if (hit && hit.fn === follow) return !hit.result;
  var r = follow(res);
  followCache.set(res, { fn: follow, result: r });
  return !r;
}
var followCache = new WeakMap();

// spec: http-16
export function hasUrlCredential(url, key) {
  if (url instanceof URL) return url[key] !== '';
  if (typeof url === 'string') {
    var u;
    try {
      u = new URL(url);
    } catch (e) {
      return false;
    }
    return u[key] !== '';
  }
  return false;
}

// spec: http-17
export function connectionTokens(headers) {
  var out = new Set();
  for (var k in headers) {
    if (!Object.prototype.hasOwnProperty.call(headers, k)) continue;
    var lk = k.toLowerCase();
    if (lk !== 'connection' && lk !== 'proxy-connection') continue;
    var v = headers[k];
    var list = Array.isArray(v) ? v : [v];
    for (var i = 0; i < list.length; i++) {
      if (typeof list[i] !== 'string') continue;
      var bits = list[i].split(',');
      for (var j = 0; j < bits.length; j++) {
        var t = bits[j].trim().toLowerCase();
        if (t) out.add(t);
      }
    }
  }
  return out;
}

// spec: http-18
export function progressInfo(done, total) {
  var pct;
  if (done === total) pct = 1;
  else if (total) pct = done / total;
  else pct = 0;
  return { percent: pct, transferred: done, total: total };
}

// spec: http-19
export function ensureError(v) {
  if (v instanceof Error) return v;
  if ((typeof v === 'object' && v !== null) || typeof v === 'function') {
    var e = new Error(typeof v.message === 'string' ? v.message : 'Non-error object thrown');
    e.cause = v;
    if (typeof v.stack === 'string') e.stack = v.stack;
    if (typeof v.code === 'string') e.code = v.code;
    if (typeof v.input === 'string') e.input = v.input;
    return e;
  }
  return new Error(String(v));
}

// spec: http-20
export function forwardEvents(src, dst, names) {
  var listeners = new Map();
  for (var i = 0; i < names.length; i++) {
    var fn = makeForwarder(dst, names[i]);
    src.on(names[i], fn);
    listeners.set(names[i], fn);
  }
  return function () {
    listeners.forEach(function (fn, name) {
      src.removeListener(name, fn);
    });
  };
}
function makeForwarder(dst, name) {
  return function () {
    var args = [name];
    for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
    dst.emit.apply(dst, args);
  };
}

// spec: http-21
export function optionFingerprint(v) {
  if (v === undefined) return ['undefined'];
  if (v === null) return ['null'];
  var t = typeof v;
  if (t === 'function') return ['function', identityId(v)];
  if (t === 'string' || t === 'number' || t === 'boolean') return [t, v];
  if (t === 'bigint') return ['bigint', v.toString()];
  if (t === 'symbol') return ['symbol', v.description];
  if (Array.isArray(v)) {
    var items = [];
    for (var i = 0; i < v.length; i++) items.push(optionFingerprint(v[i]));
    return ['array', items];
  }
  if (ArrayBuffer.isView(v)) {
    return ['bytes', Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64')];
  }
  var proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) {
    var keys = Object.keys(v).sort(function (a, b) { return a.localeCompare(b); });
    var pairs = [];
    for (var j = 0; j < keys.length; j++) pairs.push([keys[j], optionFingerprint(v[keys[j]])]);
    return ['object', pairs];
  }
  return ['object-reference', identityId(v)];
}
var seenIds = new WeakMap();
var idCounter = 0;
function identityId(o) {
  var id = seenIds.get(o);
  if (id === undefined) {
    idCounter++;
    id = idCounter;
    seenIds.set(o, id);
  }
  return id;
}

// spec: http-22
export function originUrl(opts) {
  var protocol = opts.protocol || 'https:';
  var defPort = protocol === 'https:' ? 443 : 80;
  var hasPort = opts.port !== undefined && opts.port !== null && opts.port !== '';
  if (!opts.hostname && opts.host) {
    try {
      var u = new URL(protocol + '//' + opts.host);
      u.port = String(hasPort ? opts.port : (u.port || defPort));
      return u;
    } catch (e) {
      // fall through
    }
  }
  var name = opts.hostname || opts.host || 'localhost';
  if (name.charAt(0) === '[' && name.charAt(name.length - 1) === ']') name = name.slice(1, -1);
  if (net.isIPv6(name)) name = '[' + name + ']';
  var url = new URL(protocol + '//' + name);
  url.port = String(hasPort ? opts.port : defPort);
  return url;
}

// spec: http-23
export function checkedUtcDate(year, month, day, hour, minute, second, weekday) {
  var d = new Date(Date.UTC(year, month, day, hour, minute, second));
  if (year >= 0 && year <= 99) d.setUTCFullYear(year);
  if (d.getUTCFullYear() !== year) return undefined;
  if (d.getUTCMonth() !== month) return undefined;
  if (d.getUTCDate() !== day) return undefined;
  if (d.getUTCHours() !== hour) return undefined;
  if (d.getUTCMinutes() !== minute) return undefined;
  if (d.getUTCSeconds() !== second) return undefined;
  if (d.getUTCDay() !== weekday) return undefined;
  return d;
}

// spec: http-24
export function gcd(a, b) {
  if (a === 0) return b;
  while (b !== 0) {
    var t = a % b;
    a = b;
    b = t;
  }
  return a;
}

// spec: http-25
export function forgivingBase64Decode(s) {
  s = s.replace(/[\t\n\f\r ]/g, '');
  var len = s.length;
  if (len % 4 === 0) {
    if (s.charAt(len - 1) === '=') {
      len--;
      if (s.charAt(len - 1) === '=') len--;
    }
  }
  if (len % 4 === 1) return 'failure';
  if (/[^+\/0-9A-Za-z]/.test(s.slice(0, len))) return 'failure';
  var buf = Buffer.from(s, 'base64');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

// spec: http-26
export function bytesToLatin1(b) {
  if (b.length < 65535) return String.fromCharCode.apply(null, b);
  var out = '';
  for (var i = 0; i < b.length; i += 65535) {
    out += String.fromCharCode.apply(null, b.subarray(i, i + 65535));
  }
  return out;
}

// spec: http-27
export function trimWhere(s, leading, trailing, pred) {
  var start = 0;
  var end = s.length - 1;
  if (leading) {
    while (start < s.length && pred(s.charCodeAt(start))) start++;
  }
  if (trailing) {
    while (end >= start && pred(s.charCodeAt(end))) end--;
  }
  if (start === 0 && end === s.length - 1) return s;
  return s.slice(start, end + 1);
}

// spec: http-28
export function serializeMime(rec) {
  assert(rec !== 'failure');
  var out = rec.essence;
  rec.parameters.forEach(function (val, name) {
    out += ';' + name + '=';
    if (val.length === 0 || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(val)) {
      val = '"' + val.replace(/(["\\])/g, '\\$1') + '"';
    }
    out += val;
  });
  return out;
}

// spec: http-29
export function assertCookieValue(v) {
  var start = 0;
  var end = v.length;
  if (v.charAt(0) === '"') {
    if (v.length < 2 || v.charAt(v.length - 1) !== '"') throw new Error('Invalid cookie value');
    start = 1;
    end = v.length - 1;
  }
  for (var i = start; i < end; i++) {
    var c = v.charCodeAt(i);
    if (c < 33 || c > 126 || c === 34 || c === 44 || c === 59 || c === 92) {
      throw new Error('Invalid cookie value');
    }
  }
}

// spec: http-30
export function checkWsUrl(s, base) {
  var u;
  try {
    u = new URL(s, base);
  } catch (e) {
    throw new DOMException(e && e.message ? e.message : String(e), 'SyntaxError');
  }
  if (u.protocol === 'http:') u.protocol = 'ws:';
  else if (u.protocol === 'https:') u.protocol = 'wss:';
  if (u.protocol !== 'ws:' && u.protocol !== 'wss:') {
    throw new DOMException('expected a ws: or wss: url', 'SyntaxError');
  }
  if (u.hash || u.href.charAt(u.href.length - 1) === '#') {
    throw new DOMException('hash', 'SyntaxError');
  }
  return u;
}

// spec: http-31
export function readClosePayload(buf) {
  assert(buf.length !== 1);
  var code;
  if (buf.length >= 2) code = (buf[0] << 8) | buf[1];
  if (code !== undefined && !validCloseCode(code)) {
    return { code: 1002, reason: 'Invalid status code', error: true };
  }
  var rest = buf.subarray(2);
  if (rest.length >= 3 && rest[0] === 0xef && rest[1] === 0xbb && rest[2] === 0xbf) rest = rest.subarray(3);
  var reason;
  try {
    reason = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(rest);
  } catch (e) {
    return { code: 1007, reason: 'Invalid UTF-8', error: true };
  }
  return { code: code, reason: reason, error: false };
}
function validCloseCode(c) {
  if (c >= 1000 && c <= 1014) return c !== 1004 && c !== 1005 && c !== 1006;
  return c >= 3000 && c <= 4999;
}

// spec: http-32
export function parseContentRange(s) {
  if (s === null || s === undefined || s === '') return { start: 0, end: null, size: null };
  var m = /^bytes (\d+)-(\d+)\/(\d+|\*)?$/.exec(s);
  if (!m) return null;
  var size = null;
  if (m[3] !== undefined && m[3] !== '*') size = parseInt(m[3], 10);
  return { start: parseInt(m[1], 10), end: parseInt(m[2], 10), size: size };
}

// spec: http-33
export function isValidHeaderValue(v) {
  if (v.length > 0) {
    var a = v.charAt(0);
    var z = v.charAt(v.length - 1);
    if (a === '\t' || a === ' ' || z === '\t' || z === ' ') return false;
  }
  for (var i = 0; i < v.length; i++) {
    var c = v.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0) return false;
  }
  return true;
}

// spec: http-34
export function isStorableEtag(t) {
  if (t.length <= 2) return false;
  var last = t.charAt(t.length - 1);
  if (t.charAt(0) === '"' && last === '"') {
    if (t.charAt(1) === '"') return false;
    if (t.slice(0, 3) === '"W/') return false;
    return true;
  }
  if (t.slice(0, 3) === 'W/"' && last === '"') return t.length !== 4;
  return false;
}

// spec: http-35
export function varyKeyValues(vary, reqHeaders) {
  var vals = Array.isArray(vary) ? vary : [vary];
  var pieces = [];
  for (var i = 0; i < vals.length; i++) {
    var bits = String(vals[i]).split(',');
    for (var j = 0; j < bits.length; j++) pieces.push(bits[j]);
  }
  for (var k = 0; k < pieces.length; k++) {
    if (trimSpTab(pieces[k]).indexOf('*') !== -1) return reqHeaders;
  }
  var out = {};
  for (var n = 0; n < pieces.length; n++) {
    var name = trimSpTab(pieces[n]).toLowerCase();
    if (!name) continue;
    if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) return undefined;
    var v = reqHeaders[name];
    if (Array.isArray(v)) out[name] = v.slice();
    else if (v === undefined || v === null) out[name] = null;
    else out[name] = v;
  }
  return out;
}
function trimSpTab(s) {
  return s.replace(/^[ \t]+|[ \t]+$/g, '');
}

// spec: http-36
export function isStrictBoundary(b) {
  if (b.length < 27 || b.length > 70) return false;
  for (var i = 0; i < b.length; i++) {
    var c = b.charCodeAt(i);
    var ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ||
      c === 39 || c === 45 || c === 95;
    if (!ok) return false;
  }
  return true;
}

// spec: http-37
export function normalizeMockQuery(q) {
  if (typeof q !== 'string') return q;
  var src = new URLSearchParams(q);
  var out = new URLSearchParams();
  var pairs = Array.from(src.entries());
  for (var i = 0; i < pairs.length; i++) {
    var key = pairs[i][0].replace('[]', '');
    var val = pairs[i][1];
    var f = val.charAt(0);
    if (val.length >= 2 && (f === '"' || f === "'") && val.charAt(val.length - 1) === f) {
      out.append(key, val);
    } else if (val.indexOf(',') !== -1) {
      var bits = val.split(',');
      for (var j = 0; j < bits.length; j++) out.append(key, bits[j]);
    } else {
      out.append(key, val);
    }
  }
  return out;
}

// spec: http-38
export function stripTrailingSlashes(p) {
  if (typeof p !== 'string') return p;
  var q = '';
  var idx = p.indexOf('?');
  if (idx !== -1) {
    q = p.slice(idx);
    p = p.slice(0, idx);
  }
  var end = p.length;
  while (end > 0 && p.charAt(end - 1) === '/') end--;
  p = p.slice(0, end);
  if (p === '') p = '/';
  return p + q;
}

// spec: http-39
export function recordingKey(req) {
  var parts = [req.method, req.url];
  var h = req.headers;
  if (h && typeof h === 'object') {
    var keys = Object.keys(h).sort();
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      parts.push(k);
      var vals = Array.isArray(h[k]) ? h[k] : [h[k]];
      vals.sort();
      for (var j = 0; j < vals.length; j++) parts.push(String(vals[j]));
    }
  }
  parts.push(req.body);
  return hashKeyText(parts.join('|'));
}
function hashKeyText(s) {
  if (typeof crypto.hash === 'function') return crypto.hash('sha256', s, 'base64url');
  return Buffer.from(s, 'utf8').toString('base64url');
}

// spec: http-40
export function socksAddress(host) {
  if (net.isIPv4(host)) {
    var p = host.split('.');
    var b4 = Buffer.alloc(4);
    for (var i = 0; i < 4; i++) b4[i] = parseInt(p[i], 10);
    return { type: 1, buffer: b4 };
  }
  if (net.isIPv6(host)) return { type: 4, buffer: expandV6(host) };
  var enc = Buffer.from(host, 'utf8');
  if (enc.length > 255) {
    var err = new TypeError('Domain name too long (max 255 bytes)');
    err.code = 'ERR_INVALID_ARG_VALUE';
    throw err;
  }
  return { type: 3, buffer: Buffer.concat([Buffer.from([enc.length]), enc]) };
}
function expandV6(s) {
  var pct = s.indexOf('%');
  if (pct !== -1) s = s.slice(0, pct);
  var last = s.lastIndexOf(':');
  var tail = s.slice(last + 1);
  if (tail.indexOf('.') !== -1) {
    var q = tail.split('.');
    var hi = (parseInt(q[0], 10) << 8) | parseInt(q[1], 10);
    var lo = (parseInt(q[2], 10) << 8) | parseInt(q[3], 10);
    s = s.slice(0, last + 1) + hi.toString(16) + ':' + lo.toString(16);
  }
  var halves = s.split('::');
  var groups = halves[0] ? halves[0].split(':') : [];
  if (halves.length > 1) {
    var rest = halves[1] ? halves[1].split(':') : [];
    var fill = 8 - groups.length - rest.length;
    for (var k = 0; k < fill; k++) groups.push('0');
    for (var r = 0; r < rest.length; r++) groups.push(rest[r]);
  }
  var buf = Buffer.alloc(16);
  for (var i = 0; i < 8; i++) buf.writeUInt16BE(parseInt(groups[i] || '0', 16), i * 2);
  return buf;
}

// spec: http-41
export function ageToMillis(h) {
  var MAX = 2147483647000;
  if (Array.isArray(h)) {
    if (h.length !== 1) return MAX;
    h = h[0];
  }
  if (typeof h !== 'string' || !/^[ \t]*[0-9]+[ \t]*$/.test(h)) return MAX;
  var secs = BigInt(h.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (secs >= BigInt(2147483647)) return MAX;
  return Number(secs) * 1000;
}

// spec: http-42
export function parseHeaderParams(s) {
  var out = {};
  var pieces = s.split(/ *; */);
  for (var i = 0; i < pieces.length; i++) {
    var kv = pieces[i].split(/ *= */);
    var key = kv.shift();
    var val = kv.join('=');
    if (!key || !val) continue;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = val;
  }
  return out;
}

// spec: http-43
export function parseLinkHeader(s) {
  var out = {};
  var entries = s.split(/ *, */);
  for (var i = 0; i < entries.length; i++) {
    var parts = entries[i].split(/ *; */);
    var url = parts[0].slice(1, -1);
    var rel = null;
    for (var j = 1; j < parts.length; j++) {
      var kv = parts[j].split(/ *= */);
      if (kv[0].toLowerCase() === 'rel' && kv[1]) {
        rel = kv[1];
        break;
      }
    }
    if (rel === null) continue;
    rel = rel.replace(/^"/, '').replace(/"$/, '');
    var names = rel.split(/ +/);
    for (var k = 0; k < names.length; k++) {
      var n = names[k];
      if (!n || n === '__proto__' || n === 'constructor' || n === 'prototype') continue;
      out[n] = url;
    }
  }
  return out;
}

// spec: http-44
export function dropRedirectHeaders(headers, crossOrigin) {
  delete headers['content-type'];
  delete headers['content-length'];
  delete headers['transfer-encoding'];
  delete headers['host'];
  if (crossOrigin) {
    delete headers['authorization'];
    delete headers['cookie'];
  }
  return headers;
}

// spec: http-45
export function pushQueryPairs(arr, key, val) {
  if (val === undefined) return;
  if (val === null) {
    arr.push(encodeURI(key));
    return;
  }
  if (Array.isArray(val)) {
    for (var i = 0; i < val.length; i++) pushQueryPairs(arr, key, val[i]);
    return;
  }
  if (typeof val === 'object') {
    var keys = Object.keys(val);
    for (var j = 0; j < keys.length; j++) {
      pushQueryPairs(arr, key + '[' + keys[j] + ']', val[keys[j]]);
    }
    return;
  }
  arr.push(encodeURI(key) + '=' + encodeURIComponent(val));
}

// spec: http-46
export function parseUrlEncoded(s) {
  var out = {};
  var pairs = s.split('&');
  for (var i = 0; i < pairs.length; i++) {
    var p = pairs[i];
    var eq = p.indexOf('=');
    if (eq === -1) {
      out[decodeURIComponent(p)] = '';
    } else {
      out[decodeURIComponent(p.slice(0, eq))] = decodeURIComponent(p.slice(eq + 1));
    }
  }
  return out;
}

// spec: http-47
export function parseXhrHeaders(text) {
  var out = {};
  var lines = text.split(/\r?\n/);
  for (var i = 0; i < lines.length; i++) {
    var line = lines[i];
    var idx = line.indexOf(':');
    if (idx === -1) continue;
    var name = line.slice(0, idx).toLowerCase();
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    out[name] = line.slice(idx + 1).trim();
  }
  return out;
}

// spec: http-48
export function protectDotSegments(url) {
  var m = /^([a-z][a-z0-9+.\-]*:\/\/[^\/?#]*)([^?#]*)(.*)$/i.exec(url);
  if (!m) {
    return { url: url, restore: function (x) { return x; } };
  }
  var saved = [];
  var segs = m[2].split('/');
  for (var i = 0; i < segs.length; i++) {
    if (/^(?:\.|%2e){1,2}$/i.test(segs[i])) {
      saved.push(segs[i]);
      segs[i] = '__superagent_dot_segment_' + (saved.length - 1) + '__';
    }
  }
  var rewritten = m[1] + segs.join('/') + m[3];
  return {
    url: rewritten,
    restore: function (reqPath) {
      for (var j = 0; j < saved.length; j++) {
        var seg = saved[j];
        reqPath = reqPath.replace('__superagent_dot_segment_' + j + '__', function () { return seg; });
      }
      return reqPath;
    }
  };
}

// spec: http-49
export function filterCookieDomains(cookies, host) {
  var out = [];
  for (var i = 0; i < cookies.length; i++) {
    var c = cookies[i];
    if (typeof c !== 'string') continue;
    var domain = null;
    var semi = c.indexOf(';');
    if (semi !== -1) {
      var attrs = c.slice(semi + 1).split(';');
      for (var j = 0; j < attrs.length; j++) {
        var a = attrs[j];
        var eq = a.indexOf('=');
        var n = (eq === -1 ? a : a.slice(0, eq)).trim().toLowerCase();
        if (n === 'domain') {
          domain = eq === -1 ? '' : a.slice(eq + 1);
          break;
        }
      }
    }
    if (domain === null) {
      out.push(c);
      continue;
    }
    domain = domain.trim();
    if (domain.charAt(0) === '.') domain = domain.slice(1);
    domain = domain.toLowerCase();
    if (!domain) {
      out.push(c);
      continue;
    }
    if (domain.indexOf('.') === -1 && domain !== host) continue;
    if (host === domain) {
      out.push(c);
    } else if (host.endsWith('.' + domain) && !net.isIP(host) && host.charAt(0) !== '[') {
      out.push(c);
    }
  }
  return out;
}

// spec: http-50
export function referrerUrl(url, originOnly) {
  if (originOnly === undefined) originOnly = false;
  if (url === null || url === undefined) return 'no-referrer';
  var u = new URL(url);
  if (u.protocol === 'about:' || u.protocol === 'blob:' || u.protocol === 'data:') return 'no-referrer';
  u.username = '';
  u.password = '';
  u.hash = '';
  if (originOnly) {
    u.pathname = '';
    u.search = '';
  }
  return u;
}

// spec: http-51
export function pickReferrerPolicy(headers) {
  var known = [
    'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin',
    'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'
  ];
  var raw = headers.get('referrer-policy') || '';
  var toks = raw.split(/[,\s]+/);
  var policy = '';
  for (var i = 0; i < toks.length; i++) {
    if (toks[i] && known.indexOf(toks[i]) !== -1) policy = toks[i];
  }
  return policy;
}

// spec: http-52
export function isSameDomain(dest, orig) {
  var a = new URL(dest).hostname;
  var b = new URL(orig).hostname;
  if (a === b) return true;
  return b.endsWith('.' + a);
}

// spec: http-53
export function headersFromRawList(raw) {
  if (raw === undefined) raw = [];
  var pairs = [];
  for (var i = 0; i < raw.length; i += 2) {
    var name = raw[i];
    var val = raw[i + 1];
    try {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, String(val));
    } catch (e) {
      continue;
    }
    pairs.push([name, val]);
  }
  return new Headers(pairs);
}

// spec: http-54
export function rawSearch(u) {
  if (u.search) return u.search;
  var href = u.href;
  var frag = u.hash;
  if (!frag && href.charAt(href.length - 1) === '#') frag = '#';
  var pos = href.length - frag.length - 1;
  return href.charAt(pos) === '?' ? '?' : '';
}

// spec: http-55
export function dispositionFileName(header) {
  var m = /\bfilename=(?:"(.*?)"|([^()<>@,;:\\"\/\[\]?={}\s]+))(?=$|;\s)/i.exec(header);
  if (!m) return undefined;
  var name = m[1] !== undefined ? m[1] : m[2];
  name = name.slice(name.lastIndexOf('\\') + 1);
  name = name.replace(/%22/g, '"');
  name = name.replace(/&#(\d{4});/g, function (all, code) {
    return String.fromCharCode(parseInt(code, 10));
  });
  return name;
}

// spec: http-56
export function knownBodyLength(obj) {
  var body = obj[BODY_INTERNALS].body;
  if (body === null) return 0;
  if (looksLikeBlob(body)) return body.size;
  if (Buffer.isBuffer(body)) return body.length;
  if (body && typeof body.getLengthSync === 'function') {
    if (body.hasKnownLength && body.hasKnownLength()) return body.getLengthSync();
    return null;
  }
  return null;
}
export const BODY_INTERNALS = Symbol('body internals');
function looksLikeBlob(o) {
  return typeof o === 'object' && o !== null &&
    typeof o.arrayBuffer === 'function' &&
    typeof o.type === 'string' &&
    typeof o.stream === 'function' &&
    typeof o.constructor === 'function' &&
    (o[Symbol.toStringTag] === 'Blob' || o[Symbol.toStringTag] === 'File');
}

// spec: http-57
export function partFilename(value, opts) {
  var name;
  if (typeof opts.filepath === 'string') {
    name = path.normalize(opts.filepath).replace(/\\/g, '/');
  } else if (opts.filename || (value && (value.name || value.path))) {
    name = path.basename(opts.filename || value.name || value.path);
  } else if (isIncomingResponse(value)) {
    name = path.basename((value.req && value.req.path) || '');
  }
  if (!name) return undefined;
  return 'filename="' + name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22') + '"';
}
function isIncomingResponse(v) {
  return !!(v && v.readable && Object.prototype.hasOwnProperty.call(v, 'httpVersion'));
}

// spec: http-58
export function partContentType(value, opts) {
  var type = opts.contentType;
  if (!type && value && value.name) type = mimeFromName(value.name);
  if (!type && value && value.path) type = mimeFromName(value.path);
  if (!type && isIncomingResponse(value)) type = value.headers['content-type'];
  if (!type && (opts.filepath || opts.filename)) type = mimeFromName(opts.filepath || opts.filename);
  if (!type && value && typeof value === 'object') type = 'application/octet-stream';
  return type;
}
var MIME_BY_EXT = {
  txt: 'text/plain', html: 'text/html', htm: 'text/html', css: 'text/css', csv: 'text/csv',
  js: 'application/javascript', mjs: 'application/javascript', json: 'application/json',
  xml: 'application/xml', pdf: 'application/pdf', zip: 'application/zip', gz: 'application/gzip',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml',
  webp: 'image/webp', ico: 'image/x-icon', mp3: 'audio/mpeg', wav: 'audio/wav', mp4: 'video/mp4',
  webm: 'video/webm', md: 'text/markdown', wasm: 'application/wasm'
};
function mimeFromName(name) {
  if (typeof name !== 'string') return false;
  var ext = path.extname('x.' + name).toLowerCase().slice(1);
  if (!ext) return false;
  return MIME_BY_EXT[ext] || false;
}

// spec: http-59
export function multipartHeaders(form, userHeaders) {
  var out = { 'content-type': 'multipart/form-data; boundary=' + formBoundary(form) };
  if (userHeaders) {
    for (var k in userHeaders) {
      if (Object.prototype.hasOwnProperty.call(userHeaders, k)) out[k.toLowerCase()] = userHeaders[k];
    }
  }
  return out;
}
function formBoundary(form) {
  if (!form._boundary) {
    form._boundary = '--------------------------' + crypto.randomBytes(12).toString('hex');
  }
  return form._boundary;
}

// spec: http-60
export function trackPartLength(form, header, value, opts) {
  var len = 0;
  if (opts.knownLength !== null && opts.knownLength !== undefined) len += Number(opts.knownLength);
  else if (Buffer.isBuffer(value)) len = value.length;
  else if (typeof value === 'string') len = Buffer.byteLength(value);
  form._valueLength += len;
  form._overheadLength += Buffer.byteLength(header) + 2;
  if (!value) return;
  if (!value.path && !isIncomingResponse(value) && !(value instanceof Stream)) return;
  if (!opts.knownLength) form._valuesToMeasure.push(value);
}
