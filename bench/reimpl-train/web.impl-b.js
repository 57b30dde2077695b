import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import net from 'node:net';
import assert from 'node:assert';
import stream from 'node:stream';
import http from 'node:http';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function internalError(msg) {
  var e = new Error(msg);
  e.statusCode = 500;
  e.status = 500;
  e.name = 'InternalServerError';
  return e;
}

// spec: web-01
export function lastHeaderValue(s) {
  var i = s.lastIndexOf(',');
  if (i === -1) return s.trim();
  return s.slice(i + 1).trim();
}

// spec: web-02
export function freezeDeep(obj) {
  var names = Object.getOwnPropertyNames(obj);
  for (var i = 0; i < names.length; i++) {
    var k = names[i];
    var v = obj[k];
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) continue;
    if (v && typeof v === 'object') {
      obj[k] = freezeDeep(v);
    } else {
      obj[k] = v;
    }
  }
  return Object.freeze(obj);
}

// spec: web-03
export function pluginName(fn) {
  var dn = fn[Symbol.for('fastify.display-name')];
  if (dn) return dn;
  var cache = require.cache;
  if (cache) {
    var keys = Object.keys(cache);
    for (var i = 0; i < keys.length; i++) {
      var m = cache[keys[i]];
      if (m && m.exports === fn) return keys[i];
    }
  }
  if (fn.name) return fn.name;
  return null;
}

// spec: web-04
export function joinPrefix(a, b) {
  if (!b) return a;
  var endSlash = a.charAt(a.length - 1) === '/';
  var startSlash = b.charAt(0) === '/';
  if (endSlash && startSlash) return a + b.slice(1);
  if (!endSlash && !startSlash) return a + '/' + b;
  return a + b;
}

// spec: web-05
export function makeReqIdGen() {
  var n = 0;
  return function () {
    n = (n + 1) & 2147483647;
    return 'req-' + n.toString(36);
  };
}

// spec: web-06
export function findPropNamesRef(schema, inside) {
  if (inside === undefined) inside = false;
  if (Array.isArray(schema)) {
    for (var i = 0; i < schema.length; i++) {
      var r = findPropNamesRef(schema[i], inside);
      if (r !== undefined) return r;
    }
    return undefined;
  }
  if (typeof schema !== 'object' || schema === null) return undefined;
  if (inside && typeof schema.$ref === 'string' && schema.$ref.charAt(0) === '#') return schema.$ref;
  var keys = Object.keys(schema);
  for (var j = 0; j < keys.length; j++) {
    var k = keys[j];
    var found = findPropNamesRef(schema[k], inside || k === 'propertyNames');
    if (found !== undefined) return found;
  }
  return undefined;
}

// spec: web-07
export function listenAddresses(addr) {
  if (addr.address !== '0.0.0.0') return [addr.address];
  var ifs = os.networkInterfaces();
  var all = [];
  for (var name in ifs) {
    var list = ifs[name];
    for (var i = 0; i < list.length; i++) {
      if (list[i].family === 'IPv4') all.push(list[i]);
    }
  }
  all.sort(function (a) {
    return a.internal ? -1 : 1;
  });
  var out = [];
  for (var j = 0; j < all.length; j++) out.push(all[j].address);
  return out;
}

// spec: web-08
export function headOnSend(req, reply, payload, done) {
  if (payload === undefined) {
    reply.header('content-length', '0');
    done(null, null);
    return;
  }
  if (typeof payload.resume === 'function') {
    payload.on('error', function (err) {
      reply.log.error({ err: err }, 'Error on Stream found for HEAD route');
    });
    payload.resume();
    done(null, null);
    return;
  }
  if (typeof payload.getReader === 'function') {
    payload.cancel('Stream cancelled by HEAD route').catch(function (err) {
      reply.log.error({ err: err }, 'Error on Stream found for HEAD route');
    });
    done(null, null);
    return;
  }
  reply.header('content-length', '' + Buffer.byteLength(payload));
  done(null, null);
}

// spec: web-09
export function onClientError(err, socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  var code, msg, label;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    code = 408; msg = 'Client Timeout'; label = 'timeout';
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    code = 431; msg = 'Exceeded maximum allowed HTTP header size'; label = 'header_overflow';
  } else {
    code = 400; msg = 'Client Error'; label = 'error';
  }
  var reason = http.STATUS_CODES[code];
  var body = JSON.stringify({ error: reason, message: msg, statusCode: code });
  this.log.trace({ err: err }, 'client ' + label);
  if (socket.writable) {
    socket.write('HTTP/1.1 ' + code + ' ' + reason + '\r\n' +
      'Content-Length: ' + body.length + '\r\n' +
      'Content-Type: application/json\r\n\r\n' + body);
  }
  socket.destroy(err);
}

// spec: web-10
export function validationError(errs, prefix) {
  var parts = [];
  for (var i = 0; i < errs.length; i++) {
    var e = errs[i];
    parts.push(prefix + (e.instancePath || '') + ' ' + e.message);
  }
  return new Error(parts.join(', '));
}

// spec: web-11
export function pickErrorStatus(err, reply) {
  var code = reply.raw.statusCode;
  if (!(code >= 400 && code <= 599)) code = 500;
  if (err !== null && err !== undefined) {
    if (err.headers !== undefined) reply.headers(err.headers);
    if (err.statusCode >= 400 && err.statusCode <= 599) code = err.statusCode;
    else if (err.status >= 400 && err.status <= 599) code = err.status;
  }
  reply.raw.statusCode = code;
}

// spec: web-12
export function scopeCheck(creds, rule, type) {
  var list = rule[type];
  if (!list) return true;
  var n = 0;
  var sc = creds.scope;
  if (typeof sc === 'string') {
    n = list.indexOf(sc) !== -1 ? 1 : 0;
  } else if (sc) {
    var seen = {};
    for (var i = 0; i < sc.length; i++) {
      var v = sc[i];
      if (Object.prototype.hasOwnProperty.call(seen, v)) continue;
      seen[v] = true;
      if (list.indexOf(v) !== -1) n++;
    }
  }
  if (type === 'forbidden') return n === 0;
  if (type === 'required') return n === rule.required.length;
  return n !== 0;
}

// spec: web-13
export function routeAssert(cond, msg) {
  if (cond) return;
  if (this.method.charAt(0) !== '_') {
    msg = msg + ': ' + this.method.toUpperCase() + ' ' + this.path;
  }
  throw new assert.AssertionError({
    message: msg,
    actual: false,
    expected: true,
    operator: '==',
    stackStartFn: routeAssert
  });
}

// spec: web-14
export function cacheKey() {
  var out = '';
  for (var i = 0; i < arguments.length; i++) {
    var a = arguments[i];
    var t = typeof a;
    if (t !== 'string' && t !== 'number' && t !== 'boolean') return null;
    if (i > 0) out += ':';
    out += encodeURIComponent(String(a));
  }
  return out;
}

// spec: web-15
export function parseQuery(q) {
  var out = Object.create(null);
  if (q instanceof URLSearchParams) {
    for (var pair of q) {
      var k = pair[0];
      var v = pair[1];
      if (k in out) out[k] = [].concat(out[k], v);
      else out[k] = v;
    }
  } else {
    for (var key in q) {
      if (Object.prototype.hasOwnProperty.call(q, key)) out[key] = q[key];
    }
  }
  var parser = this.settings && this.settings.query && this.settings.query.parser;
  if (typeof parser === 'function') {
    out = parser(out);
    if (!out || typeof out !== 'object') throw internalError('Parsed query must be an object');
  }
  return out;
}

// spec: web-16
export function setHeader(name, val, opts) {
  opts = opts || {};
  var append = opts.append || false;
  var sep = opts.separator || ',';
  var override = opts.override !== false;
  var dup = opts.duplicate !== false;
  var cur = this.headers[name];
  if ((!append && override) || !cur) {
    this.headers[name] = val;
    return this;
  }
  if (!override) return this;
  if (name.toLowerCase() === 'set-cookie') {
    this.headers[name] = [].concat(cur, val);
    return this;
  }
  if (!dup) {
    var parts = String(cur).split(sep);
    for (var i = 0; i < parts.length; i++) {
      if (parts[i] === val) return this;
    }
  }
  this.headers[name] = cur + sep + val;
  return this;
}

// spec: web-17
export function makeEtag(tag, opts) {
  opts = opts || {};
  assert(tag !== '*', 'ETag cannot be *');
  return {
    etag: (opts.weak ? 'W/' : '') + '"' + tag + '"',
    vary: opts.vary !== false && !opts.weak,
    modified: opts.modified
  };
}

// spec: web-18
export function isReadableReply(v) {
  var isStream = v instanceof stream.Readable;
  if (!isStream && typeof v?.pipe === 'function') {
    throw internalError('Cannot reply with a stream-like object that is not an instance of Stream.Readable');
  }
  if (!isStream) return false;
  if (v.readableObjectMode) throw internalError('Cannot reply with stream in object mode');
  return true;
}

// spec: web-19
export function contentLength(res) {
  var h = res.headers['content-length'];
  if (h === undefined) return null;
  var n = h;
  if (typeof h === 'string') {
    n = parseInt(h, 10);
    if (!isFinite(n)) {
      delete res.headers['content-length'];
      return null;
    }
  }
  if (n === 0 && !res.statusSet && res.statusCode === 200 &&
      res.request.route.settings.response.emptyStatusCode !== 200) {
    res.code(204);
    delete res.headers['content-length'];
  }
  return n;
}

// spec: web-20
export function applySecurityHeaders(res) {
  var sec = res.request.route.settings.security;
  var o = { override: false };
  if (sec._hstsHeader) res.header('strict-transport-security', sec._hstsHeader, o);
  if (sec._xframeHeader) res.header('x-frame-options', sec._xframeHeader, o);
  if (sec.xss === 'enabled') res.header('x-xss-protection', '1; mode=block', o);
  else if (sec.xss === 'disabled') res.header('x-xss-protection', '0', o);
  if (sec.noOpen) res.header('x-download-options', 'noopen', o);
  if (sec.noSniff) res.header('x-content-type-options', 'nosniff', o);
  if (sec.referrer !== false) res.header('referrer-policy', sec.referrer, o);
}

// spec: web-21
export function pipeAll(list) {
  var end = list[0];
  for (var i = 1; i < list.length; i++) {
    var next = list[i];
    if (!next) continue;
    (function (cur, nx) {
      cur.on('close', function () {
        if (!cur.readableEnded && !cur.errored) nx.destroy();
      });
      cur.on('error', function (err) {
        nx.emit('error', err);
      });
    })(end, next);
    end = end.pipe(next);
  }
  return end;
}

// spec: web-22
export function sidFromJson(s) {
  try {
    var obj = JSON.parse(s);
    if (typeof obj.sid === 'string') return obj.sid;
  } catch (e) {
    return undefined;
  }
  return undefined;
}

// spec: web-23
export function servePath(opts) {
  var p = opts.path || '/engine.io';
  if (p.charAt(p.length - 1) === '/') p = p.slice(0, -1);
  if (opts.addTrailingSlash !== false) p += '/';
  return p;
}

var headerAllow = (function () {
  var t = new Array(256);
  for (var i = 0; i < 256; i++) {
    t[i] = (i === 9 || (i >= 32 && i <= 126) || i >= 128) ? 1 : 0;
  }
  return t;
})();

// spec: web-24
export function hasBadHeaderChar(v) {
  var s = v + '';
  if (s.length === 0) return false;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c > 255 || !headerAllow[c]) return true;
  }
  return false;
}

// spec: web-25
export function runMiddleware(mw, req, res) {
  return new Promise(function (resolve, reject) {
    var called = false;
    function next(err) {
      if (called) return;
      called = true;
      if (err) reject(err);
      else resolve();
    }
    var ret;
    try {
      ret = mw(req, res, next);
    } catch (e) {
      next(e);
      return;
    }
    Promise.resolve(ret).catch(function (e) {
      next(e);
    });
  });
}

// spec: web-26
export function mapAsync(list, worker, done) {
  var out = new Array(list.length);
  var n = 0;
  for (var i = 0; i < list.length; i++) {
    (function (idx) {
      worker(list[idx], function (err, res) {
        out[idx] = res;
        n++;
        if (n === list.length) done(null, out);
      });
    })(i);
  }
}

var packetTypes = ['open', 'close', 'ping', 'pong', 'message', 'upgrade', 'noop'];

function decodePacket(data, binaryType, utf8) {
  if (typeof data === 'string') {
    var t = packetTypes[+data.charAt(0)];
    if (!t) return { type: 'error', data: 'parser error' };
    if (data.length > 1) return { type: t, data: data.slice(1) };
    return { type: t };
  }
  var bt = packetTypes[data[0]];
  var body = data.slice(1);
  if (binaryType === 'arraybuffer') {
    body = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
  }
  return { type: bt || 'message', data: body };
}

// spec: web-27
export function decodeBinaryPayload(buf, binaryType, cb) {
  if (typeof binaryType === 'function') {
    cb = binaryType;
    binaryType = null;
  }
  var recs = [];
  var pos = 0;
  while (pos < buf.length) {
    var isText = buf[pos] === 0;
    pos++;
    var len = '';
    while (pos < buf.length && buf[pos] !== 255) {
      if (len.length >= 310) {
        cb({ type: 'error', data: 'parser error' }, 0, 1);
        return;
      }
      len += buf[pos];
      pos++;
    }
    pos++;
    var n = parseInt(len, 10);
    var part = buf.slice(pos, pos + n);
    if (isText) {
      var s = '';
      for (var i = 0; i < part.length; i++) s += String.fromCharCode(part[i]);
      recs.push(s);
    } else {
      recs.push(part);
    }
    pos += n;
  }
  for (var j = 0; j < recs.length; j++) {
    cb(decodePacket(recs[j], binaryType, true), j, recs.length);
  }
}

// spec: web-28
export function toCodePoints(s) {
  var out = [];
  var i = 0;
  var n = s.length;
  while (i < n) {
    var c = s.charCodeAt(i++);
    if (c >= 0xD800 && c <= 0xDBFF && i < n) {
      var d = s.charCodeAt(i++);
      if ((d & 0xFC00) === 0xDC00) {
        out.push(((c & 0x3FF) << 10) + (d & 0x3FF) + 0x10000);
      } else {
        out.push(c);
        i--;
      }
    } else {
      out.push(c);
    }
  }
  return out;
}

// spec: web-29
export function fromCodePoints(arr) {
  var out = '';
  for (var i = 0; i < arr.length; i++) {
    var v = arr[i];
    if (v > 0xFFFF) {
      v -= 0x10000;
      out += String.fromCharCode(((v >>> 10) & 0x3FF) | 0xD800);
      v = 0xDC00 | (v & 0x3FF);
    }
    out += String.fromCharCode(v);
  }
  return out;
}

// spec: web-30
export function utf8CodePoint(cp, strict) {
  function cont(v, shift) {
    return String.fromCharCode(((v >> shift) & 0x3F) | 0x80);
  }
  if (cp < 0x80) return String.fromCharCode(cp);
  var s = '';
  if (cp < 0x800) {
    s = String.fromCharCode(((cp >> 6) & 0x1F) | 0xC0);
  } else if (cp < 0x10000) {
    if (cp >= 0xD800 && cp <= 0xDFFF) {
      if (strict) throw new Error('Lone surrogate U+' + cp.toString(16).toUpperCase() + ' is not a scalar value');
      cp = 0xFFFD;
    }
    s = String.fromCharCode(((cp >> 12) & 0x0F) | 0xE0);
    s += cont(cp, 6);
  } else if (cp < 0x200000) {
    s = String.fromCharCode(((cp >> 18) & 0x07) | 0xF0);
    s += cont(cp, 12);
    s += cont(cp, 6);
  }
  s += String.fromCharCode((cp & 0x3F) | 0x80);
  return s;
}

var compressors = {
  gzip: zlib.createGzip,
  deflate: zlib.createDeflate
};

// spec: web-31
export function compressData(data, enc, cb) {
  var z = compressors[enc](this.opts.httpCompression);
  var chunks = [];
  var total = 0;
  z.on('error', cb);
  z.on('data', function (c) {
    chunks.push(c);
    total += c.length;
  });
  z.on('end', function () {
    cb(null, Buffer.concat(chunks, total));
  });
  z.end(data);
}

// spec: web-32
export function nextBackoff() {
  var ms = this.ms * Math.pow(this.factor, this.attempts++);
  if (this.jitter) {
    var r = Math.random();
    var dev = Math.floor(r * this.jitter * ms);
    ms = (Math.floor(r * 10) & 1) === 0 ? ms - dev : ms + dev;
  }
  return Math.min(ms, this.max) | 0;
}

var b64chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
var b64lookup = (function () {
  var t = new Uint8Array(256);
  for (var i = 0; i < b64chars.length; i++) t[b64chars.charCodeAt(i)] = i;
  return t;
})();

// spec: web-33
export function base64ToBuffer(s) {
  var size = s.length * 0.75;
  if (s.length && s.charAt(s.length - 1) === '=') {
    size--;
    if (s.charAt(s.length - 2) === '=') size--;
  }
  var ab = new ArrayBuffer(size);
  var bytes = new Uint8Array(ab);
  var p = 0;
  for (var i = 0; i < s.length; i += 4) {
    var a = b64lookup[s.charCodeAt(i)];
    var b = b64lookup[s.charCodeAt(i + 1)];
    var c = b64lookup[s.charCodeAt(i + 2)];
    var d = b64lookup[s.charCodeAt(i + 3)];
    bytes[p++] = (a << 2) | (b >> 4);
    bytes[p++] = ((b & 15) << 4) | (c >> 2);
    bytes[p++] = ((c & 3) << 6) | (d & 63);
  }
  return ab;
}

// spec: web-34
export function takeBytes(queue, size) {
  if (queue[0].length === size) return queue.shift();
  var out = new Uint8Array(size);
  var j = 0;
  for (var i = 0; i < size; i++) {
    out[i] = queue[0][j++];
    if (j === queue[0].length) {
      queue.shift();
      j = 0;
    }
  }
  if (queue.length && j < queue[0].length && j > 0) {
    queue[0] = queue[0].slice(j);
  }
  return out;
}

// spec: web-35
export function removeListeners(event, fn) {
  this._callbacks = this._callbacks || {};
  if (arguments.length === 0) {
    this._callbacks = {};
    return this;
  }
  var list = this._callbacks['$' + event];
  if (!list) return this;
  if (arguments.length === 1) {
    delete this._callbacks['$' + event];
    return this;
  }
  for (var i = 0; i < list.length; i++) {
    var cb = list[i];
    if (cb === fn || cb.fn === fn) {
      list.splice(i, 1);
      break;
    }
  }
  if (list.length === 0) delete this._callbacks['$' + event];
  return this;
}

// spec: web-36
export function utf8Length(s) {
  var n = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c < 0xD800 || c >= 0xE000) n += 3;
    else {
      i++;
      n += 4;
    }
  }
  return n;
}

// spec: web-37
export function toQueryString(obj) {
  var s = '';
  for (var k in obj) {
    if (obj.hasOwnProperty(k)) {
      if (s.length) s += '&';
      s += encodeURIComponent(k) + '=' + encodeURIComponent(obj[k]);
    }
  }
  return s;
}

// spec: web-38
export function longDuration(ms) {
  var abs = Math.abs(ms);
  var units = [[86400000, 'day'], [3600000, 'hour'], [60000, 'minute'], [1000, 'second']];
  for (var i = 0; i < units.length; i++) {
    var size = units[i][0];
    if (abs >= size) {
      return Math.round(ms / size) + ' ' + units[i][1] + (abs >= size * 1.5 ? 's' : '');
    }
  }
  return ms + ' ms';
}

function isBinaryValue(v) {
  if (typeof ArrayBuffer !== 'undefined' && (v instanceof ArrayBuffer || ArrayBuffer.isView(v))) return true;
  if (typeof Blob !== 'undefined' && v instanceof Blob) return true;
  if (typeof File !== 'undefined' && v instanceof File) return true;
  return false;
}

// spec: web-39
export function extractBinaries(data, bufs, fromJson) {
  if (!data) return data;
  if (isBinaryValue(data)) {
    var ph = { _placeholder: true, num: bufs.length };
    bufs.push(data);
    return ph;
  }
  if (Array.isArray(data)) {
    var arr = new Array(data.length);
    for (var i = 0; i < data.length; i++) arr[i] = extractBinaries(data[i], bufs, false);
    return arr;
  }
  if (typeof data === 'object' && !(data instanceof Date)) {
    if (typeof data.toJSON === 'function' && !fromJson) {
      return extractBinaries(data.toJSON(), bufs, true);
    }
    var out = {};
    for (var k in data) {
      if (Object.prototype.hasOwnProperty.call(data, k)) out[k] = extractBinaries(data[k], bufs, false);
    }
    return out;
  }
  return data;
}

var logFactory = {
  colors: [6, 2, 3, 4, 5, 1]
};

// spec: web-40
export function colorFor(name) {
  var h = 0;
  for (var i = 0; i < name.length; i++) {
    h = ((h << 5) - h) + name.charCodeAt(i);
    h |= 0;
  }
  var cols = logFactory.colors;
  return cols[Math.abs(h) % cols.length];
}

// spec: web-41
export function isAbsoluteUrl(s) {
  if (/^[a-zA-Z]:\\/.test(s)) return false;
  return /^[a-zA-Z][a-zA-Z\d+\-.]*:/.test(s);
}

// spec: web-42
export function cacheDir() {
  var name = 'webpack-dev-server';
  var cwd = process.cwd();
  var dir = cwd;
  var found = null;
  while (true) {
    var ok = false;
    try {
      ok = fs.statSync(path.join(dir, 'package.json')).isFile();
    } catch (e) {
      ok = false;
    }
    if (ok) {
      found = dir;
      break;
    }
    var up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  if (!found) return path.resolve(cwd, '.cache/' + name);
  var pnp = process.versions.pnp;
  if (pnp === '1') return path.resolve(found, '.pnp/.cache/' + name);
  if (pnp === '3') return path.resolve(found, '.yarn/.cache/' + name);
  return path.resolve(found, 'node_modules/.cache/' + name);
}

// spec: web-43
export function loadCertOption(v) {
  if (Buffer.isBuffer(v)) return v;
  if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  if (!v) return undefined;
  var isFile = false;
  try {
    var real = fs.realpathSync(v);
    isFile = fs.lstatSync(real).isFile();
  } catch (e) {
    isFile = false;
  }
  if (isFile) return fs.readFileSync(v);
  return v;
}

// spec: web-44
export function openTargets(obj) {
  var opts = { wait: false };
  for (var k in obj) {
    if (k !== 'target') opts[k] = obj[k];
  }
  if (typeof opts.app === 'string') opts.app = { name: opts.app };
  var t = obj.target;
  if (t === undefined) t = '<url>';
  if (Array.isArray(t)) {
    var out = [];
    for (var i = 0; i < t.length; i++) out.push({ target: t[i], options: opts });
    return out;
  }
  return [{ target: t, options: opts }];
}

// spec: web-45
export function headersMiddleware(req, res, next) {
  var h = this.options.headers;
  if (!h) {
    next();
    return;
  }
  if (typeof h === 'function') {
    h = h(req, res, this.middleware ? this.middleware.context : undefined);
  }
  var list = h;
  if (!Array.isArray(h)) {
    list = [];
    for (var k in h) list.push({ key: k, value: h[k] });
  }
  for (var i = 0; i < list.length; i++) {
    res.setHeader(list[i].key, list[i].value);
  }
  next();
}

// spec: web-46
export function hostnameOf(v) {
  if (!v) return null;
  if (!/^(.+:)?\/\//.test(v)) v = '//' + v;
  try {
    var h = new URL(v, 'http://localhost/').hostname;
    if (h.charAt(0) === '[' && h.charAt(h.length - 1) === ']') h = h.slice(1, -1);
    return h;
  } catch (e) {
    return null;
  }
}

// spec: web-47
export function sameOriginRequest(req) {
  var h = req.headers;
  var site = h['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  if (typeof h.origin !== 'string') return true;
  return this.isSameOrigin(h);
}

// spec: web-48
export function probePort(port, host) {
  return new Promise(function (resolve, reject) {
    var srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(port, host, function () {
      var p = srv.address().port;
      srv.close(function () {
        resolve(p);
      });
    });
  });
}

// spec: web-49
export async function portFreeOnHosts(port, hosts) {
  for (var h of hosts) {
    try {
      await probePort(port, h);
    } catch (e) {
      if (e.code === 'EADDRNOTAVAIL' || e.code === 'EINVAL') continue;
      throw e;
    }
  }
  return port;
}

// spec: web-50
export function wrapOverlayFilter(fn) {
  if (typeof fn !== 'function') return fn;
  function compiles(src) {
    try {
      new Function('var x = ' + src + ';');
      return true;
    } catch (e) {
      return false;
    }
  }
  var src = fn.toString();
  var expr;
  if (compiles(src)) expr = src;
  else if (compiles('function ' + src)) expr = 'function ' + src;
  else return fn;
  var w = function (message) {
    return fn({ message: message, toString: function () { return message; } });
  };
  w.toString = function () {
    return 'function (message) { return (' + expr + ')({ message: message, toString: function () { return message; } }); }';
  };
  return w;
}

// spec: web-51
export function fsErrorKind(err) {
  var c = err?.code;
  if (c === 'ENOENT' || c === 'ENOTDIR') return 'missing';
  if (c === 'EPERM' || c === 'EACCES') return 'permission';
  if (c === 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM') return 'recursive-unsupported';
  return 'other';
}

// spec: web-52
export function slashPath(p) {
  if (typeof p !== 'string') throw new TypeError('string expected');
  var s = p.replace(/\\/g, '/');
  var unc = s.slice(0, 2) === '//';
  s = path.normalize(s).replace(/\\/g, '/').replace(/\/\//g, '/');
  if (unc && s.slice(0, 2) !== '//') s = '/' + s;
  return s;
}

// spec: web-53
export function plainStats(st) {
  if (typeof st.mtimeMs !== 'bigint') return st;
  var ns = st.mtimeNs;
  var ms = Number(ns / 1000000000n) * 1000 + Number(ns % 1000000000n) / 1e6;
  return { size: Number(st.size), mtimeMs: ms, ino: Number(st.ino) };
}

// spec: web-54
export function ignoreMatcher(rule) {
  if (typeof rule === 'function') return rule;
  if (typeof rule === 'string') {
    return function (s) { return s === rule; };
  }
  if (rule instanceof RegExp) {
    return function (s) {
      rule.lastIndex = 0;
      return rule.test(s);
    };
  }
  if (rule && typeof rule === 'object') {
    return function (s) {
      if (s === rule.path) return true;
      if (!rule.recursive) return false;
      var rel = path.relative(rule.path, s);
      return rel !== '' && rel !== '..' && rel.indexOf('..' + path.sep) !== 0 && !path.isAbsolute(rel);
    };
  }
  return function () { return false; };
}

// spec: web-55
export function absIgnoreRule(rule, base) {
  if (base === undefined) base = process.cwd();
  function abs(p) {
    if (!path.isAbsolute(p)) p = path.join(base, p);
    return slashPath(p);
  }
  if (typeof rule === 'string') return abs(rule);
  if (rule && typeof rule === 'object' && !(rule instanceof RegExp)) {
    return { path: abs(rule.path), recursive: rule.recursive };
  }
  return rule;
}

function pathKey(p) {
  var s = path.resolve(p).replace(/\\/g, '/');
  if (process.platform === 'win32') s = s.toLowerCase();
  return s;
}

// spec: web-56
export function* ancestorKeys(p) {
  var cur = path.resolve(p);
  while (true) {
    var up = path.dirname(cur);
    if (up === cur) return;
    yield pathKey(up);
    cur = up;
  }
}

// spec: web-57
export function checkWatchOptions(o) {
  function positive(name, v) {
    if (typeof v !== 'number' || !isFinite(v) || v <= 0) {
      throw new TypeError(name + ' must be a finite number greater than zero');
    }
  }
  function nonNeg(name, v) {
    if (typeof v !== 'number' || !isFinite(v) || v < 0) {
      throw new TypeError(name + ' must be a finite non-negative number');
    }
  }
  positive('pollingInterval', o.pollingInterval);
  positive('pollingBinaryInterval', o.pollingBinaryInterval);
  if (typeof o.atomic === 'number') nonNeg('atomic', o.atomic);
  else if (typeof o.atomic !== 'boolean') throw new TypeError('atomic must be a boolean or finite non-negative number');
  if (o.depth !== undefined && !(Number.isSafeInteger(o.depth) && o.depth >= 0)) {
    throw new TypeError('depth must be a non-negative safe integer');
  }
  var awf = o.awaitWriteFinish;
  if (awf) {
    positive('awaitWriteFinish.pollInterval', awf.pollInterval);
    nonNeg('awaitWriteFinish.stabilityThreshold', awf.stabilityThreshold);
  }
}

// spec: web-58
export function pickWatchMode(opts) {
  var be = opts.backend;
  var rec = be === 'native-recursive' ||
    (be === 'auto' && (process.platform === 'darwin' || process.platform === 'win32'));
  var kind;
  if (be === 'polling') kind = 'polling';
  else if (rec && opts.depth === undefined) kind = 'native-recursive-preferred';
  else kind = 'native-per-directory';
  return Object.freeze({
    kind: kind,
    polling: kind === 'polling',
    recursive: kind === 'native-recursive-preferred',
    perDirectory: kind === 'native-per-directory'
  });
}

// spec: web-59
export function observationChanged(a, b) {
  var am = typeof a === 'object' && a !== null && 'missing' in a;
  var bm = typeof b === 'object' && b !== null && 'missing' in b;
  if (am || bm) return am !== bm;
  if (a.size !== b.size) return true;
  if (a.mtimeMs !== b.mtimeMs) return true;
  if (process.platform !== 'win32' && a.ino !== 0 && b.ino !== 0 && a.ino !== b.ino) return true;
  return false;
}

// spec: web-60
export async function topMissing(root, p) {
  var missing = p;
  var dir = path.dirname(p);
  while (true) {
    try {
      await fs.promises.lstat(dir);
      return missing;
    } catch (e) {
      if (e.code !== 'ENOENT' && e.code !== 'ENOTDIR') {
        this.onError(e);
        return missing;
      }
    }
    missing = dir;
    if (dir === root) return dir;
    var up = path.dirname(dir);
    if (up === dir) return dir;
    dir = up;
  }
}
