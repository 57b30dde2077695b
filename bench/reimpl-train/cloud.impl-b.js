import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Buffer } from 'node:buffer';

// spec: cloud-01
export function packHeaders(headers, encodeValue) {
  var enc = new TextEncoder();
  var bytes = [];
  for (var name in headers) {
    if (!Object.prototype.hasOwnProperty.call(headers, name)) continue;
    var nb = enc.encode(name);
    bytes.push(nb.length & 255);
    for (var i = 0; i < nb.length; i++) bytes.push(nb[i]);
    var vb = encodeValue(headers[name]);
    for (var j = 0; j < vb.length; j++) bytes.push(vb[j]);
  }
  return Uint8Array.from(bytes);
}

// spec: cloud-02
export function int64FromNumber(n) {
  if (n > 9223372036854775807 || n < -9223372036854775808) {
    throw new Error(n + ' is too large (or, if negative, too small) to represent as an Int64');
  }
  var r = Math.round(n);
  if (r !== r) r = 0;
  var big = BigInt(Math.abs(r));
  if (n < 0) big = BigInt.asUintN(64, -big);
  var out = new Uint8Array(8);
  for (var i = 7; i >= 0; i--) {
    out[i] = Number(big & 255n);
    big = big >> 8n;
  }
  return new this(out);
}

// spec: cloud-03
export function int64ToNumber() {
  var copy = new Uint8Array(8);
  for (var i = 0; i < 8; i++) copy[i] = this.bytes[i];
  var view = new DataView(copy.buffer);
  return Number(view.getBigInt64(0, false));
}

// spec: cloud-04
export function negateInt64Bytes(b) {
  for (var i = 0; i < 8; i++) b[i] = ~b[i];
  carryFrom(b, 7);
}

function carryFrom(b, i) {
  if (i < 0) return;
  b[i] = b[i] + 1;
  if (b[i] === 0) carryFrom(b, i - 1);
}

// spec: cloud-05
export function canonicalUriPath(req) {
  var p = req.path;
  if (!this.uriEscapePath) return p;
  var kept = foldSegments(p.split('/'), 0, []);
  var s = kept.join('/');
  if (p.charAt(0) === '/') s = '/' + s;
  if (kept.length > 0 && p.charAt(p.length - 1) === '/') s = s + '/';
  return strictEncode(s).split('%2F').join('/');
}

function foldSegments(parts, i, acc) {
  if (i >= parts.length) return acc;
  var seg = parts[i];
  var next;
  if (seg === '' || seg === '.') next = acc;
  else if (seg === '..') next = acc.slice(0, acc.length ? acc.length - 1 : 0);
  else next = acc.concat([seg]);
  return foldSegments(parts, i + 1, next);
}

function strictEncode(s) {
  var e = encodeURIComponent(s);
  var out = '';
  for (var i = 0; i < e.length; i++) {
    var c = e.charAt(i);
    if (c === '!' || c === "'" || c === '(' || c === ')' || c === '*') {
      out += '%' + c.charCodeAt(0).toString(16).toUpperCase();
    } else {
      out += c;
    }
  }
  return out;
}

// spec: cloud-06
var keyCache = new Map();
var keyOrder = [];

export async function signingKeyFor(Hmac, creds, shortDate, region, service) {
  var idMac = await hmacBytes(Hmac, creds.secretAccessKey, creds.accessKeyId);
  var ck = shortDate + ':' + region + ':' + service + ':' + hexOf(idMac) + ':' + String(creds.sessionToken);
  if (keyCache.has(ck)) return keyCache.get(ck);
  keyOrder.push(ck);
  while (keyOrder.length > 50) keyCache.delete(keyOrder.shift());
  var k = await chainMac(Hmac, 'AWS4' + creds.secretAccessKey, [shortDate, region, service, 'aws4_request'], 0);
  keyCache.set(ck, k);
  return k;
}

function chainMac(Hmac, key, steps, i) {
  if (i >= steps.length) return Promise.resolve(key);
  return hmacBytes(Hmac, key, steps[i]).then(function (d) {
    return chainMac(Hmac, d, steps, i + 1);
  });
}

function hmacBytes(Hmac, key, data) {
  var enc = new TextEncoder();
  var h = new Hmac(typeof key === 'string' ? enc.encode(key) : key);
  h.update(typeof data === 'string' ? enc.encode(data) : data);
  return h.digest();
}

function hexOf(bytes) {
  var digits = '0123456789abcdef';
  var s = '';
  for (var i = 0; i < bytes.length; i++) s += digits[bytes[i] >> 4] + digits[bytes[i] & 15];
  return s;
}

// spec: cloud-07
var NEVER_SIGNED = {
  authorization: 1, 'cache-control': 1, connection: 1, expect: 1, from: 1, 'keep-alive': 1,
  'max-forwards': 1, pragma: 1, referer: 1, te: 1, trailer: 1, 'transfer-encoding': 1,
  upgrade: 1, 'user-agent': 1, 'x-amzn-trace-id': 1
};

export function headersToSign(req, unsignable, signable) {
  var out = {};
  var names = Object.keys(req.headers).sort();
  for (var i = 0; i < names.length; i++) {
    var name = names[i];
    var v = req.headers[name];
    if (v == null) continue;
    var low = name.toLowerCase();
    var allowed = signable && signable.has(low);
    if (!allowed) {
      if (Object.prototype.hasOwnProperty.call(NEVER_SIGNED, low)) continue;
      if (unsignable && unsignable.has(low)) continue;
      if (low.indexOf('proxy-') === 0 || low.indexOf('sec-') === 0) continue;
    }
    Object.defineProperty(out, low, { value: squeezeBlanks(v), writable: true, enumerable: true, configurable: true });
  }
  return out;
}

function squeezeBlanks(v) {
  var s = '';
  var inRun = false;
  for (var i = 0; i < v.length; i++) {
    var c = v.charAt(i);
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      if (!inRun) s += ' ';
      inRun = true;
    } else {
      s += c;
      inRun = false;
    }
  }
  if (s.charAt(0) === ' ') s = s.slice(1);
  if (s.charAt(s.length - 1) === ' ') s = s.slice(0, -1);
  return s;
}

// spec: cloud-08
export function canonicalQueryString(req) {
  var q = req.query || {};
  var rows = [];
  var keys = Object.keys(q);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (k.toLowerCase() === 'x-amz-signature') continue;
    var ek = strictEncode(k);
    var v = q[k];
    var piece = '';
    if (typeof v === 'string') {
      piece = ek + '=' + strictEncode(v);
    } else if (Array.isArray(v)) {
      var pairs = [];
      for (var j = 0; j < v.length; j++) pairs.push(ek + '=' + strictEncode(v[j]));
      pairs.sort();
      piece = pairs.join('&');
    }
    rows.push([ek, piece]);
  }
  rows.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; });
  var out = '';
  for (var r = 0; r < rows.length; r++) {
    if (!rows[r][1]) continue;
    out += (out ? '&' : '') + rows[r][1];
  }
  return out;
}

// spec: cloud-09
export async function payloadHash(req, Sha256) {
  var hs = req.headers;
  for (var name in hs) {
    if (Object.prototype.hasOwnProperty.call(hs, name) && name.toLowerCase() === 'x-amz-content-sha256') return hs[name];
  }
  var body = req.body;
  if (body === undefined || body === null) return 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
  var bytes = null;
  if (typeof body === 'string') bytes = new TextEncoder().encode(body);
  else if (ArrayBuffer.isView(body)) bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  else if (body instanceof ArrayBuffer || Object.prototype.toString.call(body) === '[object ArrayBuffer]') bytes = new Uint8Array(body);
  if (!bytes) return 'UNSIGNED-PAYLOAD';
  var h = new Sha256();
  h.update(bytes);
  return hexOf(await h.digest());
}

// spec: cloud-10
export function hasHeaderNamed(name, headers) {
  var want = name.toLowerCase();
  for (var k in headers) {
    if (!Object.prototype.hasOwnProperty.call(headers, k)) continue;
    if (k.toLowerCase() === want) return true;
  }
  return false;
}

// spec: cloud-11
export function hoistHeadersToQuery(req, opts) {
  opts = opts || {};
  var headers = deepCopy(req.headers);
  var query = deepCopy(req.query || {});
  var names = Object.keys(headers);
  for (var i = 0; i < names.length; i++) {
    var n = names[i];
    var low = n.toLowerCase();
    var stay = opts.unhoistableHeaders && opts.unhoistableHeaders.has(low);
    var force = opts.hoistableHeaders && opts.hoistableHeaders.has(low);
    if ((low.slice(0, 6) === 'x-amz-' && !stay) || force) {
      query[n] = headers[n];
      delete headers[n];
    }
  }
  var out = {};
  for (var k in req) out[k] = req[k];
  out.headers = headers;
  out.query = query;
  return out;
}

function deepCopy(v) {
  if (Array.isArray(v)) {
    var a = [];
    for (var i = 0; i < v.length; i++) a.push(deepCopy(v[i]));
    return a;
  }
  if (v && typeof v === 'object') {
    var o = {};
    var ks = Object.keys(v);
    for (var j = 0; j < ks.length; j++) o[ks[j]] = deepCopy(v[ks[j]]);
    return o;
  }
  return v;
}

// spec: cloud-12
export function asDate(t) {
  var conv = {
    number: function (n) { return new Date(n * 1000); },
    string: function (s) {
      var n = Number(s);
      return n ? new Date(n * 1000) : new Date(s);
    }
  };
  var f = Object.prototype.hasOwnProperty.call(conv, typeof t) ? conv[typeof t] : null;
  return f ? f(t) : t;
}

// spec: cloud-13
export function lowerKeys(obj) {
  var ks = Object.keys(obj);
  var out = {};
  var i = 0;
  while (i < ks.length) {
    out[ks[i].toLowerCase()] = obj[ks[i]];
    i++;
  }
  return out;
}

// spec: cloud-14
export function snakeKeysDeep(v) {
  if (v instanceof Date || v instanceof RegExp) return v;
  if (Array.isArray(v)) {
    var arr = [];
    for (var i = 0; i < v.length; i++) arr.push(snakeKeysDeep(v[i]));
    return arr;
  }
  if (!(v instanceof Object)) return v;
  var out = {};
  var ks = Object.keys(v);
  for (var j = 0; j < ks.length; j++) out[snakeKey(ks[j])] = snakeKeysDeep(v[ks[j]]);
  return out;
}

function snakeKey(k) {
  var s = k[0].toLocaleLowerCase();
  var prevUpper = false;
  for (var i = 1; i < k.length; i++) {
    var c = k.charAt(i);
    var up = c >= 'A' && c <= 'Z';
    if (up && !prevUpper) s += '_';
    s += up ? c.toLowerCase() : c;
    prevUpper = up;
  }
  return s;
}

// spec: cloud-15
export function compactIsoDate(d, withTime, dateSep, timeSep) {
  if (dateSep === undefined) dateSep = '';
  if (timeSep === undefined) timeSep = '';
  var s = [zfill(d.getUTCFullYear(), 4), zfill(d.getUTCMonth() + 1, 2), zfill(d.getUTCDate(), 2)].join(dateSep);
  if (!withTime) return s;
  return s + 'T' + [zfill(d.getUTCHours(), 2), zfill(d.getUTCMinutes(), 2), zfill(d.getUTCSeconds(), 2)].join(timeSep) + 'Z';
}

function zfill(n, w) {
  var s = String(n);
  while (s.length < w) s = '0' + s;
  return s;
}

// spec: cloud-16
export function checkContextQuotes(ctx) {
  if (!ctx || !ctx.custom) return;
  var list = Object.entries(ctx.custom);
  for (var i = 0; i < list.length; i++) {
    var key = list[i][0];
    var entry = list[i][1];
    if (/"/.test(key)) throw new Error('Invalid context key "' + key + '": Forbidden character (") detected.');
    var val = entry && entry.value;
    if (val && /"/.test(val)) throw new Error('Invalid context value for key "' + key + '": Forbidden character (") detected.');
  }
}

// spec: cloud-17
var castagnoliTable = null;

function crcTable() {
  if (castagnoliTable) return castagnoliTable;
  var t = new Int32Array(256);
  for (var n = 0; n < 256; n++) {
    var c = n;
    for (var k = 0; k < 8; k++) c = (c & 1) ? (c >>> 1) ^ 0x82F63B78 : c >>> 1;
    t[n] = c;
  }
  castagnoliTable = t;
  return t;
}

export function crc32cUpdate(chunk) {
  var t = crcTable();
  var c = this.checksum ^ -1;
  for (var b of chunk) c = t[(b ^ c) & 0xff] ^ (c >>> 8);
  this.checksum = c ^ -1;
}

// spec: cloud-18
export function crc32cMatches(input) {
  var buf = Buffer.alloc(4);
  buf.writeInt32BE(this.checksum, 0);
  var b64 = buf.toString('base64');
  if (Buffer.isBuffer(input)) return buf.equals(input);
  if (typeof input === 'string') return input === b64;
  if (typeof input === 'number') return input === this.checksum;
  return String(input) === b64;
}

// spec: cloud-19
export function crc32cFromBytes(src) {
  var buf;
  if (Buffer.isBuffer(src)) buf = src;
  else if ('buffer' in src) buf = Buffer.from(src.buffer);
  else buf = Buffer.from(src);
  if (buf.length !== 4) throw new RangeError('Buffer expected to equal 4 bytes, not ' + buf.length);
  return new this(buf.readInt32BE(0));
}

// spec: cloud-20
export function describeApiFailure(body, inner, decodeEntities) {
  var seen = new Set();
  if (body.message) seen.add(body.message);
  if (inner && inner.length) {
    for (var i = 0; i < inner.length; i++) seen.add(inner[i].message);
  } else if (body.response && body.response.body) {
    seen.add(decodeEntities(body.response.body));
  } else if (!body.message) {
    seen.add('A failure occurred during this request.');
  }
  var msgs = Array.from(seen);
  if (msgs.length === 1) return msgs[0];
  var lines = ['Multiple errors occurred during the request. Please see the `errors` array for complete details.\n'];
  for (var j = 0; j < msgs.length; j++) lines.push('    ' + (j + 1) + '. ' + msgs[j]);
  lines.push('\n');
  return lines.join('\n');
}

// spec: cloud-21
export function isOfClientType(obj, typeName) {
  var bits = typeName.split('/');
  var parent = bits[0].toLowerCase();
  var child = bits[1] && bits[1].toLowerCase();
  if (child && lowerTypeName(obj) !== child) return false;
  return climbFor(obj, parent);
}

function lowerTypeName(o) {
  return o.constructor && o.constructor.name.toLowerCase();
}

function climbFor(o, name) {
  if (!o) return false;
  if (lowerTypeName(o) === name) return true;
  return climbFor(o.parent, name);
}

// spec: cloud-22
var RETRY_CODES = { 408: true, 429: true, 500: true, 502: true, 503: true, 504: true };
var CONN_EXACT = { econnreset: true, 'unexpected connection closure': true, epipe: true, 'socket connection timeout': true };

function looksLikeConnProblem(s) {
  return s.indexOf('eai_again') !== -1 || Object.prototype.hasOwnProperty.call(CONN_EXACT, s);
}

export function isRetryableStorageError(err) {
  if (!err) return false;
  var code = err.code;
  if ((typeof code === 'number' || typeof code === 'string') && Object.prototype.hasOwnProperty.call(RETRY_CODES, code)) return true;
  if (typeof code === 'string' && looksLikeConnProblem(code.toLowerCase())) return true;
  var list = err.errors;
  if (list && list.length) {
    for (var i = 0; i < list.length; i++) {
      var e = list[i];
      if (!e || !e.reason) continue;
      if (looksLikeConnProblem(String(e.reason).toLowerCase())) return true;
    }
  }
  return false;
}

// spec: cloud-23
export function* drainChunkQueue(limit) {
  if (limit <= 0 || this.queue.length === 0) return;
  var buf = this.queue.shift();
  if (buf.byteLength > limit) {
    yield buf.subarray(0, limit);
    this.queue.unshift(buf.subarray(limit));
    this.emit('readFromChunkBuffer');
    return;
  }
  yield buf;
  this.emit('readFromChunkBuffer');
  yield* drainChunkQueue.call(this, limit - buf.byteLength);
}

// spec: cloud-24
export async function* listFilesDeep(dir) {
  var stack = [{ dir: dir, items: await readdir(dir, { withFileTypes: true }), pos: 0 }];
  while (stack.length) {
    var top = stack[stack.length - 1];
    if (top.pos >= top.items.length) {
      stack.pop();
      continue;
    }
    var ent = top.items[top.pos++];
    var full = join(top.dir, ent.name);
    if (ent.isDirectory()) {
      stack.push({ dir: full, items: await readdir(full, { withFileTypes: true }), pos: 0 });
    } else {
      yield full;
    }
  }
}

// spec: cloud-25
export async function pollForToken(getToken, intervalMs, deadline) {
  var tok;
  if (Date.now() < deadline) {
    try {
      tok = await getToken();
    } catch (e) {
      tok = null;
    }
  } else {
    tok = await getToken();
    if (tok === null) throw new Error('Failed to refresh access token.');
  }
  if (tok !== null) return tok;
  await new Promise(function (r) { setTimeout(r, intervalMs); });
  return pollForToken(getToken, intervalMs, deadline);
}

// spec: cloud-26
export async function sendCatchingResponse(req, send, isRestError) {
  var res;
  try {
    res = await send(req);
  } catch (err) {
    if (!isRestError(err) || !err.response) throw err;
    return [err.response, err];
  }
  return [res, undefined];
}

// spec: cloud-27
export async function reauthorizeForClaims(opts, claims) {
  var tok = await opts.getAccessToken(opts.scopes, { enableCae: true, claims: claims });
  if (tok === null || tok === undefined) return false;
  var kind = tok.tokenType === null || tok.tokenType === undefined ? 'Bearer' : tok.tokenType;
  opts.request.headers.set('Authorization', kind + ' ' + tok.token);
  return true;
}

// spec: cloud-28
export function parseAuthChallenges(text) {
  var out = [];
  var i = 0;
  while (i < text.length) {
    var hit = readChallenge(text, i);
    if (hit) {
      out.push(hit.rec);
      i = hit.end;
    } else {
      i++;
    }
  }
  return out;
}

function isWordCh(c) {
  return c !== undefined && /[A-Za-z0-9_]/.test(c);
}

function isBlankCh(c) {
  return c !== undefined && /\s/.test(c);
}

function readChallenge(s, i) {
  var j = i;
  while (isWordCh(s[j])) j++;
  if (j === i) return null;
  var k = j;
  while (isBlankCh(s[k])) k++;
  if (k === j) return null;
  var params = {};
  var got = 0;
  for (;;) {
    var p = readParam(s, k);
    if (!p) break;
    got++;
    if (p.quoted) params[p.name] = p.value;
    k = p.end;
  }
  if (!got) return null;
  return { rec: { scheme: s.slice(i, j), params: params }, end: k };
}

function readParam(s, i) {
  var j = i;
  while (isWordCh(s[j])) j++;
  if (j === i || s[j] !== '=') return null;
  var name = s.slice(i, j);
  var v = j + 1;
  var res;
  var close = s[v] === '"' ? s.indexOf('"', v + 1) : -1;
  if (close !== -1) {
    res = { name: name, value: s.slice(v + 1, close), quoted: true, end: close + 1 };
  } else {
    var comma = s.indexOf(',', v);
    var stop = comma === -1 ? s.length : comma;
    res = { name: name, value: s.slice(v, stop), quoted: false, end: stop };
  }
  if (s[res.end] === ',') res.end++;
  while (isBlankCh(s[res.end])) res.end++;
  return res;
}

// spec: cloud-29
export function caeClaimsFrom(header, parse) {
  if (!header) return undefined;
  var recs = (parse || parseAuthChallenges)(header);
  for (var i = 0; i < recs.length; i++) {
    var r = recs[i];
    var p = r.params || {};
    if (r.scheme !== 'Bearer') continue;
    if (!p.claims) continue;
    if (p.error !== 'insufficient_claims') continue;
    return p.claims;
  }
  return undefined;
}

// spec: cloud-30
export function toNativeAbortSignal(src) {
  if (src instanceof AbortSignal) return { abortSignal: src };
  if (src.aborted) return { abortSignal: AbortSignal.abort(src.reason) };
  var ctl = new AbortController();
  var live = true;
  function onAbort() {
    ctl.abort(src.reason);
    detach();
  }
  function detach() {
    if (!live) return;
    live = false;
    src.removeEventListener('abort', onAbort);
  }
  src.addEventListener('abort', onAbort);
  return { abortSignal: ctl.signal, cleanup: detach };
}

// spec: cloud-31
export var rawStreamFactory = Symbol('rawStreamFactory');

export function fileFromStreamFactory(makeStream, name, meta) {
  meta = meta || {};
  function nope() {
    throw new Error('Not implemented');
  }
  var f = {
    type: meta.type !== undefined ? meta.type : '',
    lastModified: meta.lastModified !== undefined ? meta.lastModified : Date.now(),
    webkitRelativePath: meta.webkitRelativePath !== undefined ? meta.webkitRelativePath : '',
    size: meta.size !== undefined ? meta.size : -1,
    name: name,
    arrayBuffer: nope,
    bytes: nope,
    slice: nope,
    text: nope,
    stream: function () {
      var s = makeStream();
      if (s !== null && typeof s === 'object' && typeof s.pipe === 'function') {
        throw new Error('Not supported: a Node stream was provided as input to ' + fileFromStreamFactory.name + '.');
      }
      return s;
    }
  };
  f[rawStreamFactory] = makeStream;
  return f;
}

// spec: cloud-32
export function withOwnPlainBuffer(u8) {
  var buf = u8.buffer;
  if (!('resize' in buf)) {
    var copy = new Uint8Array(u8.length);
    for (var i = 0; i < u8.length; i++) copy[i] = u8[i];
    return copy;
  }
  if (u8.byteOffset === 0 && u8.byteLength === buf.byteLength) return u8;
  return new Uint8Array(u8);
}

// spec: cloud-33
export function userAgentFromMap(pairs) {
  var s = '';
  var first = true;
  for (var kv of pairs) {
    if (!first) s += ' ';
    s += kv[1] ? kv[0] + '/' + kv[1] : kv[0];
    first = false;
  }
  return s;
}

// spec: cloud-34
export async function addRuntimeToUserAgent(map) {
  if (typeof process === 'undefined' || !process || !process.versions) return;
  var os = await import('node:os');
  var desc = os.type() + ' ' + os.release() + '; ' + os.arch();
  var order = [['bun', 'Bun'], ['deno', 'Deno'], ['node', 'Node']];
  for (var i = 0; i < order.length; i++) {
    var ver = process.versions[order[i][0]];
    if (ver) {
      map.set(order[i][1], ver + ' (' + desc + ')');
      return;
    }
  }
}

// spec: cloud-35
var BROWSER_RULES = [
  [/Firefox\/([0-9.]+)/, 'Firefox'],
  [/Version\/([0-9.]+).*Safari/, 'Safari']
];

export function sniffBrowser(ua) {
  for (var i = 0; i < BROWSER_RULES.length; i++) {
    var m = BROWSER_RULES[i][0].exec(ua);
    if (m) return { brand: BROWSER_RULES[i][1], version: m[1] };
  }
  return undefined;
}

// spec: cloud-36
export function formEncode(params) {
  if (!params || typeof params !== 'object') return '';
  var pairs = [];
  var work = [];
  var top = Object.keys(params);
  for (var i = top.length - 1; i >= 0; i--) work.push([top[i], params[top[i]]]);
  while (work.length) {
    var item = work.pop();
    var key = item[0];
    var v = item[1];
    if (v === undefined) continue;
    if (v === null || typeof v !== 'object' || v instanceof Date) {
      pairs.push(formPart(key) + '=' + formPart(formValue(v)));
      continue;
    }
    var kids = [];
    if (Array.isArray(v)) {
      for (var j = 0; j < v.length; j++) kids.push([key + '[' + j + ']', v[j]]);
    } else {
      var ks = Object.keys(v);
      for (var n = 0; n < ks.length; n++) kids.push([key + '[' + ks[n] + ']', v[ks[n]]]);
    }
    for (var r = kids.length - 1; r >= 0; r--) work.push(kids[r]);
  }
  return pairs.join('&');
}

function formValue(v) {
  if (v instanceof Date) return String(Math.floor(v.getTime() / 1000));
  if (v === null) return '';
  return String(v);
}

function formPart(s) {
  return strictEncode(s).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

// spec: cloud-37
export function normalizeItemCallback(args) {
  if (args.length === 0) return undefined;
  var cb = args[0];
  if (typeof cb !== 'function') {
    throw new Error('The first argument to autoPagingEach, if present, must be a callback function; received ' + typeof cb);
  }
  switch (cb.length) {
    case 0:
    case 1:
      return function (item, next) {
        return next(cb(item));
      };
    case 2:
      return cb;
    default:
      throw new Error('The `onItem` callback function passed to autoPagingEach must accept at most two arguments; got ' + cb);
  }
}

// spec: cloud-38
export function titleCaseHeaders(h) {
  if (!h || typeof h !== 'object') return h;
  var out = {};
  var ks = Object.keys(h);
  for (var i = 0; i < ks.length; i++) {
    var nice = ks[i].replace(/[^-]+/g, function (part) {
      return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
    });
    out[nice] = h[ks[i]];
  }
  return out;
}

// spec: cloud-39
export function assertSingleSlashPath(p) {
  if (typeof p === 'string' && /^\/(?!\/)/.test(p)) return;
  throw new Error('Request path must be a string beginning with a single "/", got: ' + JSON.stringify(p));
}

// spec: cloud-40
export function unwrapEventPayload(payload) {
  var text = typeof payload === 'string' ? payload : new TextDecoder('utf-8').decode(payload);
  var obj = JSON.parse(text);
  if ('detail' in obj) return obj.detail;
  if ('specversion' in obj && 'data' in obj) return obj.data;
  var kind = obj.object;
  if (kind === 'event' || kind === 'v2.core.event') return obj;
  throw new Error('Unrecognized event format. The payload must be an AWS EventBridge/Azure Event Grid event envelope or a Stripe webhook (thin event notification or snapshot).');
}

// spec: cloud-41
var ORIGIN_MARK = '\nOriginating from:';

export function attachCallerStack(err, captured) {
  if (!err || !err.stack || !captured) return;
  var frames = captured.replace(/^[^\n]*\n/, '');
  var base = err.stack.split(ORIGIN_MARK)[0];
  err.stack = base + ORIGIN_MARK + '\n' + frames;
}

// spec: cloud-42
export function decimalDivide(divisor, precision, mode) {
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError('precision must be a non-negative integer');
  if (divisor.coefficient === 0n) throw new RangeError('Division by zero');
  var scale = this.exponent - divisor.exponent + precision;
  var num = this.coefficient;
  var den = divisor.coefficient;
  if (scale >= 0) num = num * tenTo(scale);
  else den = den * tenTo(-scale);
  var q = num / den;
  var r = num % den;
  return new this.constructor(roundQuotient(q, r, den, mode), -precision);
}

function tenTo(n) {
  return BigInt('1' + '0'.repeat(n));
}

function roundQuotient(q, r, d, mode) {
  if (r === 0n) return q;
  var neg = (r < 0n) !== (d < 0n);
  var ar = r < 0n ? -r : r;
  var ad = d < 0n ? -d : d;
  var twice = ar * 2n;
  var half = twice === ad ? 0 : twice > ad ? 1 : -1;
  var away;
  switch (mode) {
    case 'ceil': away = !neg; break;
    case 'floor': away = neg; break;
    case 'expand': case 'up': away = true; break;
    case 'trunc': case 'down': away = false; break;
    case 'halfCeil': away = half > 0 || (half === 0 && !neg); break;
    case 'halfFloor': away = half > 0 || (half === 0 && neg); break;
    case 'halfTrunc': away = half > 0; break;
    case 'halfEven': away = half > 0 || (half === 0 && (q % 2n !== 0n)); break;
    default: away = half >= 0;
  }
  if (!away) return q;
  return neg ? q - 1n : q + 1n;
}

// spec: cloud-43
export function decimalCompare(other) {
  var a = this.coefficient;
  var b = other.coefficient;
  var gap = this.exponent - other.exponent;
  if (gap > 0) a = a * tenTo(gap);
  else if (gap < 0) b = b * tenTo(-gap);
  var diff = a - b;
  if (diff === 0n) return 0;
  return diff > 0n ? 1 : -1;
}

// spec: cloud-44
export function decimalFrom(input) {
  if (typeof input === 'bigint') return new this(input, 0);
  var text;
  if (typeof input === 'number') {
    if (!isFinite(input)) throw new RangeError('Number must be finite');
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    throw new TypeError('Cannot convert ' + typeof input + ' to Decimal');
  }
  var s = text.trim();
  if (s === '') throw new SyntaxError('Cannot parse empty string as Decimal');
  var parsed = scanDecimal(s);
  if (!parsed) throw new SyntaxError('Invalid decimal string: ' + text);
  var written = Number(parsed.exp);
  if (!Number.isSafeInteger(written) || Math.abs(written) > 1000000) throw new RangeError('Exponent out of range: ' + parsed.exp);
  var exp = written - parsed.frac.length;
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 1000000) throw new RangeError('Exponent out of range: ' + exp);
  var coef = BigInt(parsed.intPart + parsed.frac);
  return new this(parsed.sign === '-' ? -coef : coef, exp);
}

function isDigitCh(c) {
  return c >= '0' && c <= '9';
}

function scanDecimal(s) {
  var i = 0;
  var sign = '';
  if (s[i] === '+' || s[i] === '-') sign = s[i++];
  var st = i;
  while (i < s.length && isDigitCh(s[i])) i++;
  if (i === st) return null;
  var intPart = s.slice(st, i);
  var frac = '';
  if (s[i] === '.') {
    var fs = ++i;
    while (i < s.length && isDigitCh(s[i])) i++;
    if (i === fs) return null;
    frac = s.slice(fs, i);
  }
  var exp = '0';
  if (s[i] === 'e' || s[i] === 'E') {
    var es = ++i;
    if (s[i] === '+' || s[i] === '-') i++;
    var ds = i;
    while (i < s.length && isDigitCh(s[i])) i++;
    if (i === ds) return null;
    exp = s.slice(es, i);
  }
  if (i !== s.length) return null;
  return { sign: sign, intPart: intPart, frac: frac, exp: exp };
}

// spec: cloud-45
export function parseSignatureHeader(header, scheme) {
  if (typeof header !== 'string') return null;
  if (scheme === undefined) scheme = 'v1';
  var out = { timestamp: -1, signatures: [] };
  var items = header.split(',');
  for (var i = 0; i < items.length; i++) {
    var it = items[i];
    var eq = it.indexOf('=');
    var name = eq === -1 ? it : it.slice(0, eq);
    var val = undefined;
    if (eq !== -1) {
      var eq2 = it.indexOf('=', eq + 1);
      val = eq2 === -1 ? it.slice(eq + 1) : it.slice(eq + 1, eq2);
    }
    if (name === 't') out.timestamp = parseInt(val, 10);
    else if (name === scheme) out.signatures.push(val);
  }
  return out;
}

// spec: cloud-46
export function retryDelayMs(retries, initialSec, maxSec) {
  var base = initialSec * Math.pow(2, retries - 1);
  if (base > maxSec) base = maxSec;
  var jittered = base * ((1 + Math.random()) / 2);
  if (jittered < initialSec) jittered = initialSec;
  return jittered * 1000;
}

// spec: cloud-47
var AUTO_KEY_METHODS = { v1: { POST: true }, v2: { POST: true, DELETE: true } };

export function autoIdempotencyKey(method, apiMode, makeUuid) {
  var allowed = Object.prototype.hasOwnProperty.call(AUTO_KEY_METHODS, apiMode) ? AUTO_KEY_METHODS[apiMode] : null;
  if (!allowed || !Object.prototype.hasOwnProperty.call(allowed, method)) return null;
  var id;
  try {
    id = makeUuid();
  } catch (e) {
    id = weakUuid4();
  }
  return 'stripe-node-retry-' + id;
}

function weakUuid4() {
  var hex = '0123456789abcdef';
  var groups = [8, 4, 4, 4, 12];
  var out = [];
  for (var g = 0; g < groups.length; g++) {
    var part = '';
    for (var i = 0; i < groups[g]; i++) {
      var n = Math.floor(Math.random() * 16);
      if (i === 0 && g === 2) n = 4;
      else if (i === 0 && g === 3) n = 8 + (n & 3);
      part += hex[n];
    }
    out.push(part);
  }
  return out.join('-');
}

// spec: cloud-48
export function constantTimeEquals(a, b) {
  if (a.length !== b.length) return false;
  var acc = 0;
  for (var i = a.length - 1; i >= 0; i--) acc |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return acc === 0;
}

// spec: cloud-49
export function iterateWithCallback(nextResult, onItem) {
  return new Promise(function (resolve, reject) {
    function step() {
      Promise.resolve()
        .then(nextResult)
        .then(function (res) {
          if (res.done) {
            resolve(undefined);
            return undefined;
          }
          return new Promise(function (go) {
            onItem(res.value, go);
          }).then(function (verdict) {
            if (verdict === false) resolve(undefined);
            else step();
          });
        })
        .catch(reject);
    }
    step();
  });
}

// spec: cloud-50
var BLOCKED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function mergeDeep(target, source) {
  if (source === null || (typeof source !== 'object' && typeof source !== 'function')) return source;
  var ctor = source.constructor;
  if (ctor === Date) return new Date(source.getTime());
  if (ctor === Array) {
    target = [];
  } else if (ctor === Object) {
    if (target === undefined) target = {};
  } else {
    return source;
  }
  var canRead = target !== null && (typeof target === 'object' || typeof target === 'function');
  var ks = Object.keys(source);
  for (var i = 0; i < ks.length; i++) {
    var k = ks[i];
    if (BLOCKED_KEYS.has(k)) continue;
    var prev = canRead && Object.prototype.hasOwnProperty.call(target, k) ? target[k] : undefined;
    target[k] = mergeDeep(prev, source[k]);
  }
  return target;
}

// spec: cloud-51
export function renameProps(obj, mapping) {
  var pairs = Object.entries(mapping);
  for (var i = 0; i < pairs.length; i++) {
    var from = pairs[i][0];
    if (!(from in obj)) continue;
    obj[pairs[i][1]] = obj[from];
    delete obj[from];
  }
}

// spec: cloud-52
export function fieldMask(obj, terminals, prefix) {
  if (terminals === undefined) terminals = [];
  if (prefix === undefined) prefix = '';
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return [];
  var stop = new Set(terminals);
  var out = [];
  for (var k in obj) {
    var v = obj[k];
    if (v === undefined) continue;
    var path = prefix ? prefix + '.' + k : k;
    if (stop.has(path)) {
      out.push(k);
      continue;
    }
    var sub = fieldMask(v, terminals, path);
    if (sub.length === 0) {
      out.push(k);
      continue;
    }
    for (var i = 0; i < sub.length; i++) out.push(k + '.' + sub[i]);
  }
  return out;
}

// spec: cloud-53
export function durationString(ms) {
  var secs = Math.floor(ms / 1000);
  var nanos = Math.floor((ms % 1000) * 1000000);
  if (!(nanos > 0)) return secs + 's';
  var n = '000000000' + nanos;
  return secs + '.' + n.slice(n.length - 9) + 's';
}

// spec: cloud-54
export function splitResourceName(name, collection) {
  if (name.indexOf('/') < 0) return { resourceId: name };
  var re = new RegExp('^(?:projects/([^/]+)/)?locations/([^/]+)/' + collection + '/([^/]+)$');
  var m = re.exec(name);
  if (m === null) throw new Error('Invalid resource name format.');
  return { projectId: m[1], locationId: m[2], resourceId: m[3] };
}

// spec: cloud-55
export function roughlyPhoneNumber(v) {
  if (typeof v !== 'string' || v.charAt(0) !== '+') return false;
  for (var i = 1; i < v.length; i++) {
    var c = v.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  }
  return false;
}

// spec: cloud-56
export function isCanonicalIsoDate(v) {
  if (typeof v !== 'string' || v.length === 0) return false;
  var back;
  try {
    back = new Date(v).toISOString();
  } catch (e) {
    return false;
  }
  return back === v;
}

// spec: cloud-57
export function retryAfterToMs(value) {
  var secs = parseInt(value, 10);
  if (secs === secs) return secs * 1000;
  var when = new Date(value).getTime();
  if (when === when) return when - Date.now();
  return -1;
}

// spec: cloud-58
export function multipartBoundary(headers) {
  var ct = headers['content-type'];
  if (!ct || ct.slice(0, 10) !== 'multipart/') return null;
  var params = new Map();
  var parts = ct.split(';');
  for (var i = 1; i < parts.length; i++) {
    var kv = parts[i].trim().split('=');
    if (kv.length === 2) params.set(kv[0], kv[1]);
  }
  return params.get('boundary');
}

// spec: cloud-59
var PERCENT_OPS = {
  LESS_OR_EQUAL: function (x, c) { return x <= c.microPercent; },
  GREATER_THAN: function (x, c) { return x > c.microPercent; },
  BETWEEN: function (x, c) { return x > c.lower && x <= c.upper; }
};

export function inPercentRollout(cond, ctx) {
  var id = ctx && ctx.randomizationId;
  var op = cond.percentOperator;
  if (!id || !op) return false;
  var fn = Object.prototype.hasOwnProperty.call(PERCENT_OPS, op) ? PERCENT_OPS[op] : null;
  if (!fn) return false;
  var seed = cond.seed;
  var input = seed ? seed + '.' + id : id;
  var digest = createHash('sha256').update(input).digest();
  var pct = 0;
  for (var i = 0; i < digest.length; i++) pct = (pct * 256 + digest[i]) % 100000000;
  var range = cond.microPercentRange || {};
  return fn(pct, {
    microPercent: cond.microPercent || 0,
    lower: range.microPercentLowerBound || 0,
    upper: range.microPercentUpperBound || 0
  });
}

// spec: cloud-60
export function collectFieldNodes(data, node, visiting) {
  if (visiting === undefined) visiting = new Set();
  if (Array.isArray(data)) {
    for (var i = 0; i < data.length; i++) collectFieldNodes(data[i], node, visiting);
    return;
  }
  if (data === null || typeof data !== 'object' || data instanceof Date) return;
  if (visiting.has(data)) throw new Error('Circular reference detected in input.');
  visiting.add(data);
  var ks = Object.keys(data);
  for (var j = 0; j < ks.length; j++) {
    var k = ks[j];
    var v = data[k];
    if (v === undefined) continue;
    var child = node.children.get(k);
    if (!child) {
      child = { children: new Map() };
      node.children.set(k, child);
    }
    if (k.indexOf('_on_') !== -1) collectFieldNodes(v, child, visiting);
  }
  visiting.delete(data);
}
