import assert from 'node:assert';
import { createHash, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { Readable } from 'node:stream';
import { parse as legacyParse } from 'node:url';

// spec: net-01
export function foldText(value, max, wsStays) {
  var s = value == null ? '' : String(value);
  var n = max || 76;
  var out = '';
  var pos = 0;
  while (pos < s.length) {
    var p = pickFoldPiece(s, pos, n, wsStays);
    out += p.text;
    pos += p.text.length;
    if (p.hadBreak) continue;
    if (pos < s.length) out += '\r\n';
  }
  return out;
}

function isWsChar(c) {
  return /\s/.test(c);
}

function pickFoldPiece(s, pos, n, wsStays) {
  var chunk = s.substr(pos, n);
  if (chunk.length < n) return { text: chunk, hadBreak: false };
  for (var i = 0; i < chunk.length; i++) {
    var c = chunk.charAt(i);
    if (c === '\n') return { text: chunk.slice(0, i + 1), hadBreak: true };
    if (c === '\r') {
      var e = chunk.charAt(i + 1) === '\n' ? i + 2 : i + 1;
      return { text: chunk.slice(0, e), hadBreak: true };
    }
  }
  var j = chunk.length;
  while (j > 0 && !isWsChar(chunk.charAt(j - 1))) j--;
  var wordAt = j;
  while (j > 0 && isWsChar(chunk.charAt(j - 1))) j--;
  if (j < wordAt) {
    var cut = wsStays ? wordAt : j;
    if (cut > 0) return { text: chunk.slice(0, cut), hadBreak: false };
  }
  var rest = s.substr(pos + n);
  var k = 0;
  while (k < rest.length && !isWsChar(rest.charAt(k))) k++;
  if (!k) return { text: chunk, hadBreak: false };
  var m = k;
  if (wsStays) {
    while (m < rest.length && isWsChar(rest.charAt(m))) m++;
  }
  return { text: chunk + rest.slice(0, m), hadBreak: false };
}

// spec: net-02
export function splitQEncoded(str, size) {
  var n = Math.max(size || 0, 12);
  var s = str == null ? '' : String(str);
  var out = [];
  while (s.length) {
    var raw = s.substr(0, n);
    var cut = raw.replace(/=[0-9A-F]?$/i, '');
    var fallback = cut || raw;
    var len = backOffQ(s, cut.length);
    var chunk = len ? s.slice(0, len) : fallback;
    out.push(chunk);
    s = s.slice(chunk.length);
  }
  return out;
}

function backOffQ(s, len) {
  if (len <= 0) return 0;
  var m = /^=([0-9a-f]{2})/i.exec(s.slice(len));
  if (!m) return len;
  var v = parseInt(m[1], 16);
  if (v < 0x80 || v > 0xc1) return len;
  return backOffQ(s, len - 3);
}

// spec: net-03
export function percentOneChar(ch) {
  var hex = String(ch).charCodeAt(0).toString(16).toUpperCase();
  if (hex.length & 1) hex = '0' + hex;
  var count = hex.length >> 1;
  if (count === 1) return '%' + hex;
  return overlapPairs(hex, 0, count);
}

function overlapPairs(hex, i, count) {
  if (i >= count) return '';
  return '%' + hex.substr(i, 2) + overlapPairs(hex, i + 1, count);
}

// spec: net-04
export function findCommentEnd(s, start) {
  var re = /[\\()]/g;
  var depth = 0;
  var m;
  re.lastIndex = start || 0;
  while ((m = re.exec(s))) {
    var c = m[0];
    if (c === '\\') {
      re.lastIndex = m.index + 2;
      continue;
    }
    if (c === '(') {
      depth++;
      continue;
    }
    depth--;
    if (depth === 0) return m.index;
  }
  return -1;
}

// spec: net-05
export function continuationToQ(part) {
  var v = String(part.value);
  var enc = !!part.encoded;
  var out = '';
  for (var i = 0; i < v.length; i++) {
    var c = v.charAt(i);
    if (c === '%') {
      out += enc ? '=' : '=25';
    } else if (c === ' ') {
      out += '_';
    } else if (c === '=' || c === '?' || c === '_' || /\s/.test(c)) {
      var h = c.charCodeAt(0).toString(16);
      if (h.length < 2) h = '0' + h;
      out += '=' + h;
    } else {
      out += c;
    }
  }
  return out;
}

// spec: net-06
export function qpEncodeBuffer(buf, after, binary, before) {
  var out = '';
  var len = buf.length;
  for (var i = 0; i < len; i++) {
    var b = buf[i];
    var next = i + 1 < len ? buf[i + 1] : after;
    var prev = i > 0 ? buf[i - 1] : before;
    var keep = QP_LITERAL[b] === 1;
    if (keep && (b === 0x20 || b === 0x09) && (next == null || next === 0x0a || next === 0x0d)) keep = false;
    if (keep && binary) {
      if (b === 0x0d && next !== 0x0a) keep = false;
      else if (b === 0x0a && prev !== 0x0d) keep = false;
    }
    out += keep ? String.fromCharCode(b) : '=' + HEX_UP.charAt(b >> 4) + HEX_UP.charAt(b & 15);
  }
  return out;
}

var HEX_UP = '0123456789ABCDEF';
var QP_LITERAL = (function () {
  var t = new Uint8Array(256);
  t[0x09] = 1;
  t[0x0a] = 1;
  t[0x0d] = 1;
  for (var i = 0x20; i <= 0x7e; i++) if (i !== 0x3d) t[i] = 1;
  return t;
})();

// spec: net-07
export function wrapFixedLines(src, width, final) {
  var len = src.length;
  var lines = Math.ceil(len / width);
  var full = lines > 0 ? lines - 1 : 0;
  var tail = len - full * width;
  var size = full * (width + 2) + (final ? tail : 0);
  var parts = [];
  var crlf = Buffer.from([13, 10]);
  for (var i = 0; i < full; i++) {
    parts.push(src.subarray(i * width, (i + 1) * width));
    parts.push(crlf);
  }
  if (final && tail > 0) parts.push(src.subarray(full * width));
  var out = Buffer.concat(parts);
  if (out.length !== size) throw new Error('Unexpected wrapped length');
  return { output: out, rest: final ? 0 : tail };
}

// spec: net-08
export function toXtext(s) {
  var str = String(s);
  var plain = true;
  for (var i = 0; i < str.length; i++) {
    if (!xtextSafe(str.charCodeAt(i))) {
      plain = false;
      break;
    }
  }
  if (plain) return str;
  var bytes = Buffer.from(str, 'utf8');
  var out = '';
  for (var j = 0; j < bytes.length; j++) {
    var b = bytes[j];
    if (xtextSafe(b)) out += String.fromCharCode(b);
    else out += '+' + (b < 16 ? '0' : '') + b.toString(16).toUpperCase();
  }
  return out;
}

function xtextSafe(c) {
  return c >= 33 && c <= 126 && c !== 43 && c !== 61;
}

// spec: net-09
export function cookieMatchesUrl(cookie, url) {
  var u = legacyParse(url || '');
  if (cookie.secure && u.protocol !== 'https:') return false;
  var p = u.pathname || '/';
  var cp = cookie.path;
  if (p !== cp) {
    if (p.indexOf(cp) !== 0) return false;
    if (cp.charAt(cp.length - 1) !== '/' && p.charAt(cp.length) !== '/') return false;
  }
  var host = u.hostname;
  var d = cookie.domain;
  if (host === d) return true;
  if (d.charAt(0) !== '.') return false;
  var dotted = '.' + host;
  return dotted.length >= d.length && dotted.slice(dotted.length - d.length) === d;
}

// spec: net-10
export function codePointsOf(s) {
  var re = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g;
  var out = [];
  var m;
  while ((m = re.exec(s))) {
    var t = m[0];
    if (t.length === 2) {
      out.push(65536 + ((t.charCodeAt(0) & 0x3ff) << 10) + (t.charCodeAt(1) & 0x3ff));
    } else {
      out.push(t.charCodeAt(0));
    }
  }
  return out;
}

// spec: net-11
export function punyBias(delta, points, first) {
  var d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  return biasStep(d, 0);
}

function biasStep(d, k) {
  if (d > 455) return biasStep(Math.floor(d / 35), k + 36);
  return Math.floor(k + (36 * d) / (d + 38));
}

// spec: net-12
export function assignedMessageId(reply, host) {
  var s = reply == null ? '' : String(reply).trim();
  var ms = /^250 2\.0\.0 OK (<[^\s<>]+\.prod\.outlook\.com>)/i.exec(s);
  if (ms) return ms[1];
  var aws = /^250 Ok ([0-9a-fA-F]+(?:-[0-9a-fA-F]+)+)$/.exec(s);
  if (!aws || !host) return undefined;
  var region = sesRegion(host);
  if (!region) return undefined;
  return '<' + aws[1].toLowerCase() + '@' + (region === 'us-east-1' ? 'email' : region) + '.amazonses.com>';
}

var AWS_SUFFIXES = { 'amazonaws.com': 1, 'awsapps.com': 1 };

function sesRegion(host) {
  var h = String(host).toLowerCase();
  if (h.charAt(h.length - 1) === '.') h = h.slice(0, -1);
  var labels = h.split('.');
  var n = labels.length;
  if (n < 2 || !AWS_SUFFIXES[labels[n - 2] + '.' + labels[n - 1]]) return null;
  for (var i = 0; i < n - 2; i++) {
    if (/^[a-z]{2}(?:-[a-z]+)+-\d+$/.test(labels[i])) return labels[i];
  }
  return null;
}

// spec: net-13
export function relaxedSignedHeaders(headers, signList, skipList) {
  var skip = Object.create(null);
  var sk = splitFieldList(skipList || '');
  for (var i = 0; i < sk.length; i++) skip[sk[i]] = true;
  var want = [];
  var seen = Object.create(null);
  var sl = splitFieldList(signList || '');
  for (var j = 0; j < sl.length; j++) {
    var f = sl[j];
    if (skip[f] || seen[f]) continue;
    seen[f] = true;
    want.push(f);
  }
  var last = Object.create(null);
  for (var k = 0; k < headers.length; k++) {
    if (seen[headers[k].key]) last[headers[k].key] = headers[k].line;
  }
  var out = '';
  var names = [];
  for (var w = 0; w < want.length; w++) {
    var key = want[w];
    if (!(key in last)) continue;
    out += key + ':' + relaxValue(last[key]) + '\r\n';
    names.push(key);
  }
  return { headers: out, fieldNames: names.join(':') };
}

function splitFieldList(s) {
  var parts = String(s).toLowerCase().split(':');
  for (var i = 0; i < parts.length; i++) parts[i] = parts[i].trim();
  return parts;
}

function relaxValue(line) {
  var s = String(line);
  var v = s.slice(s.indexOf(':') + 1);
  v = v.replace(/\r?\n/g, '').replace(/[ \t]+/g, ' ');
  if (v.charAt(0) === ' ') v = v.slice(1);
  if (v.charAt(v.length - 1) === ' ') v = v.slice(0, -1);
  return v;
}

// spec: net-14
export function squeezeBracketed(value) {
  return String(value).replace(/<[^>]*>/g, function (span) {
    return span.replace(/\s+/g, '');
  });
}

// spec: net-15
export function normalHeaderName(name) {
  var s = (name == null ? '' : String(name)).replace(/[\s\x00-\x20\x7f:]/g, '').toLowerCase();
  if (s === 'x-smtpapi') return 'X-SMTPAPI';
  var segs = s.split('-');
  var last = segs.length - 1;
  var out = [];
  for (var i = 0; i < segs.length; i++) {
    var g = segs[i];
    if (i === 0) out.push(capFirstSeg(g, s));
    else if (i === last && UPPER_TAILS.indexOf(g) >= 0) out.push(g.toUpperCase());
    else out.push(/^[a-z]/.test(g) ? g.charAt(0).toUpperCase() + g.slice(1) : g);
  }
  var r = out.join('-');
  if (r.toLowerCase() === 'content-features') return 'Content-features';
  return r;
}

var UPPER_TAILS = ['spf', 'fbl', 'id', 'md5'];

function capFirstSeg(g, whole) {
  var m = /^(mime|dkim|arc|bimi)\b/.exec(g);
  if (m) return m[1].toUpperCase() + g.slice(m[1].length);
  if (whole === 'otp-token') return 'OTP';
  if (/^[a-z]/.test(g)) return g.charAt(0).toUpperCase() + g.slice(1);
  return g;
}

// spec: net-16
export function chooseWordEncoding(value) {
  if (this && this.preferredEncoding) return this.preferredEncoding;
  var s = value == null ? '' : String(value);
  var bad = 0;
  var letters = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    var kind = c >= 128 ? 1 : CHAR_KIND[c];
    if (kind === 1) bad++;
    else if (kind === 2) letters++;
  }
  return bad < letters ? 'Q' : 'B';
}

var CHAR_KIND = (function () {
  var t = new Uint8Array(128);
  for (var i = 0; i < 32; i++) t[i] = 1;
  t[9] = 0;
  t[10] = 0;
  t[13] = 0;
  for (var a = 65; a <= 90; a++) {
    t[a] = 2;
    t[a + 32] = 2;
  }
  return t;
})();

// spec: net-17
export function requestPort(req) {
  var host = req.headers && req.headers.host;
  if (host) {
    var h = String(host);
    var i = h.indexOf(':');
    while (i !== -1) {
      var j = i + 1;
      while (j < h.length && h.charCodeAt(j) >= 48 && h.charCodeAt(j) <= 57) j++;
      if (j > i + 1) return h.slice(i + 1, j);
      i = h.indexOf(':', i + 1);
    }
  }
  var c = req.connection;
  return c && (c.encrypted || c.pair) ? '443' : '80';
}

// spec: net-18
export function joinUrlParts() {
  var args = [];
  for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
  var query = [];
  var n = args.length;
  if (n && typeof args[n - 1] === 'string') {
    var bits = args[n - 1].split('?');
    args[n - 1] = bits[0];
    for (var q = 1; q < bits.length; q++) query.push(bits[q]);
  }
  var joined = '';
  var first = true;
  for (var k = 0; k < n; k++) {
    if (!args[k]) continue;
    joined += (first ? '' : '/') + args[k];
    first = false;
  }
  var out = '';
  for (var c = 0; c < joined.length; c++) {
    var ch = joined.charAt(c);
    if (ch === '/' && out.charAt(out.length - 1) === '/') continue;
    out += ch;
  }
  out = out.replace('http:/', 'http://').replace('https:/', 'https://');
  for (var r = 0; r < query.length; r++) out += '?' + query[r];
  return out;
}

// spec: net-19
export function rewriteCookieAttribute(header, mapping, attr) {
  if (Array.isArray(header)) {
    var list = [];
    for (var i = 0; i < header.length; i++) list.push(rewriteCookieAttribute(header[i], mapping, attr));
    return list;
  }
  var m = new RegExp('(;\\s*' + attr + '=)([^;]+)', 'i').exec(header);
  if (!m) return header;
  var old = m[m.length - 1];
  var rep;
  if (old in mapping) rep = mapping[old];
  else if ('*' in mapping) rep = mapping['*'];
  else return header;
  var head = header.slice(0, m.index);
  var tail = header.slice(m.index + m[0].length);
  if (!rep) return head + tail;
  return head + m[0].slice(0, m[0].length - old.length) + rep + tail;
}

// spec: net-20
export function rewriteRedirectLocation(req, res, upstream, opts) {
  if (!opts.hostRewrite && !opts.autoRewrite && !opts.protocolRewrite) return;
  var loc = upstream.headers && upstream.headers.location;
  if (!loc) return;
  var code = String(upstream.statusCode);
  if (!/^201/.test(code) && !/30[1278]$/.test(code)) return;
  var target = typeof opts.target === 'string' ? legacyParse(opts.target) : opts.target;
  var u = legacyParse(loc);
  if (target.host != u.host) return;
  if (opts.hostRewrite) u.host = opts.hostRewrite;
  else if (opts.autoRewrite) u.host = req.headers.host;
  if (opts.protocolRewrite) u.protocol = opts.protocolRewrite;
  upstream.headers.location = u.format();
}

// spec: net-21
export function rejectBadUpgrade(req, socket) {
  var up = req.headers ? req.headers.upgrade : undefined;
  var ok = req.method === 'GET' && !!up && String(up).toLowerCase() === 'websocket';
  if (ok) return undefined;
  socket.destroy();
  return true;
}

// spec: net-22
export function rawResponseHead(status, headers) {
  var out = status;
  var keys = Object.keys(headers);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = headers[k];
    if (!Array.isArray(v)) {
      out += '\r\n' + k + ': ' + v;
      continue;
    }
    for (var j = 0; j < v.length; j++) out += '\r\n' + k + ': ' + v[j];
  }
  return out + '\r\n\r\n';
}

// spec: net-23
export function insertHandlerNear(type, name, fn) {
  var lists = { web: this.webHandlers, ws: this.wsHandlers };
  if (type !== 'web' && type !== 'ws') throw new Error("type must be 'web' or 'ws'");
  var arr = lists[type];
  var at = -1;
  for (var i = arr.length - 1; i >= 0; i--) {
    if (arr[i].name === name) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new Error('No such pass');
  arr.splice(at, 0, fn);
}

// spec: net-24
export function mergeStatValues(report) {
  var vals = report.values;
  if (Object.prototype.toString.call(vals) !== '[object Array]') return report;
  for (var i = 0; i < vals.length; i++) Object.assign(report, vals[i]);
  return report;
}

// spec: net-25
export function queueNegotiation() {
  var self = this;
  peerLog(self, 'negotiation requested');
  if (self.batching) {
    peerLog(self, 'already batching negotiation');
    return;
  }
  self.batching = true;
  queueMicrotask(function () {
    self.batching = false;
    if (self.initiator || !self.firstPending) {
      peerLog(self, 'running batched negotiation');
      self.negotiate();
    } else {
      peerLog(self, 'first negotiation request from non-initiator dropped');
    }
    self.firstPending = false;
  });
}

function peerLog(p, msg) {
  if (typeof p.debug === 'function') p.debug(msg);
}

// spec: net-26
export function handleTrackEvent(ev) {
  if (this.destroyed) return;
  var self = this;
  var streams = ev.streams || [];
  for (var i = 0; i < streams.length; i++) {
    var st = streams[i];
    self.emit('track', ev.track, st);
    self.remoteTracks.push({ track: ev.track, stream: st });
    if (hasStreamId(self.remoteStreams, st.id)) continue;
    self.remoteStreams.push(st);
    announceStream(self, st);
  }
}

function hasStreamId(list, id) {
  for (var i = 0; i < list.length; i++) if (list[i].id === id) return true;
  return false;
}

function announceStream(peer, st) {
  queueMicrotask(function () {
    peer.emit('stream', st);
  });
}

// spec: net-27
export function channelWrite(chunk, enc, cb) {
  if (this.destroyed) {
    var e = new Error('cannot write after peer is destroyed');
    e.code = 'ERR_DATA_CHANNEL';
    cb(e);
    return;
  }
  if (!this.connected) {
    this.pendingChunk = chunk;
    this.pendingCb = cb;
    return;
  }
  try {
    this.send(chunk);
  } catch (err) {
    var x = err instanceof Object ? err : new Error(String(err));
    x.code = 'ERR_DATA_CHANNEL';
    this.destroy(x);
    return;
  }
  if (this.channel.bufferedAmount > 65536) this.pendingCb = cb;
  else cb(null);
}

// spec: net-28
export function channelOpenFailed(client, id, info, cb) {
  client.channels.remove(id);
  if (typeof cb !== 'function') return;
  var err;
  if (info instanceof Error) {
    err = info;
  } else if (info !== null && typeof info === 'object') {
    err = new Error('(SSH) Channel open failure: ' + info.description);
    err.reason = info.reason;
  } else {
    err = new Error('(SSH) Channel open failure: server closed channel unexpectedly');
    err.reason = '';
  }
  cb(err);
}

// spec: net-29
export function readSshString(buf, start, dest, max) {
  if (typeof dest === 'number') {
    max = dest;
    dest = undefined;
  }
  var at = start === undefined ? 0 : start;
  var size = buf.length;
  if (at < 0 || at >= size || size - at < 4) return undefined;
  var len = be32(buf, at);
  if (size - at - 4 < len) return undefined;
  if (typeof max === 'number' && len > max) return undefined;
  var from = at + 4;
  var to = from + len;
  buf.readPos = to;
  if (!dest) return buf.subarray(from, to);
  if (Buffer.isBuffer(dest)) return buf.copy(dest, 0, from, to);
  return buf.toString('utf8', from, to);
}

function be32(b, i) {
  return b[i] * 16777216 + b[i + 1] * 65536 + b[i + 2] * 256 + b[i + 3];
}

// spec: net-30
export function parseMode(mode) {
  var v = mode;
  if (typeof v === 'string') v = parseInt(v, 8);
  if (typeof v === 'number' && v === v) return v;
  throw new Error('Cannot parse mode: ' + String(v));
}

// spec: net-31
export function writeFullyThenClose(sftp, handle, buf, offset, length, position, callback) {
  var cb = typeof callback === 'function' ? callback : undefined;
  var off = offset;
  var left = length;
  var pos = position;
  function step() {
    sftp.write(handle, buf, off, left, pos, function (err, n) {
      if (err) {
        sftp.close(handle, function () {
          if (cb) cb(err);
        });
        return;
      }
      if (n === left) {
        sftp.close(handle, cb);
        return;
      }
      off += n;
      pos += n;
      left -= n;
      step();
    });
  }
  step();
}

// spec: net-32
export function deriveSshKey(len, hashName, secret, exHash, sessionId, letter) {
  if (!len) return Buffer.alloc(0);
  var blocks = [createHash(hashName).update(secret).update(exHash).update(letter).update(sessionId).digest()];
  var key = blocks[0];
  while (key.length < len) {
    blocks.push(createHash(hashName).update(secret).update(exHash).update(key).digest());
    key = Buffer.concat(blocks);
  }
  return key.length === len ? key : key.subarray(0, len);
}

// spec: net-33
export function dhGroupBits(neg, table) {
  var a = table[neg.cs];
  var b = table[neg.sc];
  var vals = [0, a.sslName === 'des-ede3-cbc' ? 14 : a.keyLen, a.blockLen, a.ivLen,
    b.sslName === 'des-ede3-cbc' ? 14 : b.keyLen, b.blockLen, b.ivLen];
  var top = 0;
  for (var i = 0; i < vals.length; i++) if (vals[i] > top) top = vals[i];
  var bits = top * 8;
  for (var j = 0; j < DH_STEPS.length; j++) {
    if (bits <= DH_STEPS[j][0]) return DH_STEPS[j][1];
  }
  return 8192;
}

var DH_STEPS = [[112, 2048], [128, 3072], [192, 7680]];

// spec: net-34
export function bumpGcmCounter(iv) {
  carryUp(iv, 11);
}

function carryUp(iv, i) {
  if (i < 4) return;
  iv[i] = (iv[i] + 1) % 256;
  if (iv[i] === 0) carryUp(iv, i - 1);
}

// spec: net-35
export function toPem(type, data) {
  var body = Buffer.from(data).toString('base64').replace(/.{1,64}/g, '$&\n');
  return '-----BEGIN ' + type + ' KEY-----\n' + body + '-----END ' + type + ' KEY-----';
}

// spec: net-36
export function skipSshFields(buf, count) {
  var at = hopFields(buf, buf.readPos || 0, count);
  if (at < 0) return false;
  buf.readPos = at;
  return true;
}

function hopFields(buf, pos, n) {
  if (n <= 0) return pos;
  var left = buf.length - pos;
  if (pos >= buf.length || left < 4) return -1;
  var len = be32(buf, pos);
  if (left < 4 + len) return -1;
  return hopFields(buf, pos + 4 + len, n - 1);
}

// spec: net-37
export function rsaPublicBlob(modulus, exponent) {
  return Buffer.concat([lenPrefixed(Buffer.from('ssh-rsa', 'latin1')), lenPrefixed(exponent), lenPrefixed(modulus)]);
}

function lenPrefixed(b) {
  var head = Buffer.alloc(4);
  head.writeUInt32BE(b.length, 0);
  return Buffer.concat([head, b]);
}

// spec: net-38
export function underscoreThousands(s) {
  var str = String(s);
  if (str.charAt(0) === '-') return '-' + groupDigits(str.slice(1));
  return groupDigits(str);
}

function groupDigits(d) {
  if (d.length < 4) return d;
  return groupDigits(d.slice(0, -3)) + '_' + d.slice(-3);
}

// spec: net-39
export function describeExpected(expected, word) {
  assert(typeof word === 'string', "'word' must be a string");
  if (!Array.isArray(expected)) return 'of ' + word + ' ' + String(expected);
  var n = expected.length;
  assert(n > 0, 'At least one expected value needs to be specified');
  var items = [];
  for (var i = 0; i < n; i++) items.push(String(expected[i]));
  if (n === 1) return 'of ' + word + ' ' + items[0];
  if (n === 2) return 'one of ' + word + ' ' + items[0] + ' or ' + items[1];
  var out = 'one of ' + word + ' ';
  for (var j = 0; j < n - 1; j++) out += (j ? ', ' : '') + items[j];
  return out + ', or ' + items[n - 1];
}

// spec: net-40
export function topicFilterOk(filter) {
  return /^(?:(?:\+|[^+#/]*)\/)*(?:\+|#|[^+#/]*)$/.test(String(filter));
}

// spec: net-41
export function allocNumber() {
  if (this.used.size === this.max - this.min + 1) return null;
  var n = this.low;
  while (n <= this.max && this.used.has(n)) n++;
  if (n > this.max) return null;
  this.used.add(n);
  this.low = n + 1;
  return n;
}

// spec: net-42
export function mixInto(target, source, withCtor) {
  var keepCtor = withCtor === undefined ? false : withCtor;
  copyChain(target.prototype, source, keepCtor);
}

function copyChain(dest, cls, keepCtor) {
  var parent = Object.getPrototypeOf(cls);
  if (parent && parent.prototype) copyChain(dest, parent, keepCtor);
  var proto = cls.prototype;
  var names = Object.getOwnPropertyNames(proto);
  for (var i = 0; i < names.length; i++) {
    if (names[i] === 'constructor' && !keepCtor) continue;
    Object.defineProperty(dest, names[i], Object.getOwnPropertyDescriptor(proto, names[i]));
  }
}

// spec: net-43
export function restartKeepAlive() {
  if (this.destroyed) return;
  var self = this;
  if (self.timerId) {
    self.timer.clear(self.timerId);
    self.timerId = null;
  }
  self.ticks = 0;
  self.deadline = Date.now() + Math.ceil(self.period * 1.5);
  self.checkEvery = Math.ceil(self.period / 2);
  self.timerId = self.timer.set(function () {
    if (self.destroyed) return;
    self.ticks++;
    if (self.ticks === 2) self.client.sendPing();
    else if (self.ticks > 2) self.client.onKeepAliveTimeout();
  }, self.checkEvery);
}

// spec: net-44
export function splitAuth(opts) {
  var a = opts.auth;
  if (!a) return;
  var s = String(a);
  var cut = -1;
  if (!/[\n\r\u2028\u2029]/.test(s)) {
    for (var i = s.length - 2; i >= 1; i--) {
      if (s.charAt(i) === ':') {
        cut = i;
        break;
      }
    }
  }
  if (cut < 0) {
    opts.username = a;
    return;
  }
  opts.username = s.slice(0, cut);
  opts.password = s.slice(cut + 1);
}

// spec: net-45
export function wsOptionDefaults(opts) {
  if (!opts.port) opts.port = opts.protocol === 'wss' ? 443 : 80;
  if (!opts.path) opts.path = '/';
  if (!opts.socketOptions) opts.socketOptions = {};
  if (IN_BROWSER || opts.forceNative || opts.protocol !== 'wss') return opts;
  var own = Object.prototype.hasOwnProperty;
  for (var i = 0; i < TLS_KEYS.length; i++) {
    var k = TLS_KEYS[i];
    if (own.call(opts, k) && !own.call(opts.socketOptions, k)) opts.socketOptions[k] = opts[k];
  }
  return opts;
}

var IN_BROWSER = typeof window !== 'undefined' && typeof window.document !== 'undefined';
var TLS_KEYS = ['rejectUnauthorized', 'ca', 'cert', 'key', 'pfx', 'passphrase'];

// spec: net-46
export function writeBatched(entries, cb) {
  var bufs = [];
  var total = 0;
  for (var i = 0; i < entries.length; i++) {
    var c = entries[i].chunk;
    var b = typeof c === 'string' ? Buffer.from(c, 'utf8') : c;
    bufs.push(b);
    total += b.length;
  }
  var all = Buffer.allocUnsafe(total);
  var off = 0;
  for (var j = 0; j < bufs.length; j++) {
    all.set(bufs[j], off);
    off += bufs[j].length;
  }
  this._write(all, 'binary', cb);
}

// spec: net-47
export function storeStream() {
  var items = [];
  var it = this.packets.values();
  for (var r = it.next(); !r.done; r = it.next()) items.push(r.value);
  var idx = 0;
  var gone = false;
  var st = new Readable({
    objectMode: true,
    read: function () {
      if (gone || idx >= items.length) {
        this.push(null);
        return;
      }
      this.push(items[idx++]);
    }
  });
  st.destroy = function () {
    if (gone) return undefined;
    gone = true;
    setTimeout(function () {
      st.emit('close');
    }, 0);
    return st;
  };
  return st;
}

// spec: net-48
export function resolveTopicAlias(packet) {
  var props = packet.properties;
  var alias = props ? props.topicAlias : undefined;
  var topic = String(packet.topic);
  if (!topic.length) {
    var found = alias === undefined ? undefined : this.aliasTable.getTopic(alias);
    if (found === undefined) return new Error('Unregistered Topic Alias');
    packet.topic = found;
  }
  if (alias) delete props.topicAlias;
}

// spec: net-49
export function parseSocksUrl(str) {
  var u = new URL(str);
  if (u.pathname || u.hash || u.search) throw socksError('bad SOCKS URL');
  var kind = SOCKS_SCHEMES[u.protocol];
  if (!kind) throw socksError('bad SOCKS URL: invalid protocol');
  var port = parseInt(u.port, 10);
  if (isNaN(port)) throw socksError('bad SOCKS URL: invalid port');
  return [{ host: u.hostname, port: port, version: kind[0] }, kind[1]];
}

var SOCKS_SCHEMES = {
  'socks5h:': [5, true],
  'socks4a:': [4, true],
  'socks5:': [5, false],
  'socks4:': [4, false]
};

function socksError(msg) {
  var e = new Error(msg);
  if (!e.code) e.code = 'SOCKS';
  return e;
}

// spec: net-50
export function miniProgramWsUrl(opts, client) {
  var scheme = opts.protocol === 'alis' ? 'wss' : 'ws';
  var p = opts.port;
  var host = opts.hostname + (p && p !== 80 && p !== 443 ? ':' + p : '');
  var addr = scheme + '://' + host + opts.path;
  if (typeof opts.transformUrl === 'function') addr = opts.transformUrl(addr, opts, client);
  return addr;
}

// spec: net-51
export function weightedEncodings(list) {
  if (list.length === 1) return list[0].name;
  var steps = list.length - 1;
  if (steps > 1000) {
    throw new Error('Quality value can only have three decimal digits but trying to distribute ' + list.length + ' elements.');
  }
  var digits = Math.ceil(Math.log10(steps));
  var scale = Math.pow(10, digits);
  var dec = Math.floor((1 / steps) * scale) / scale;
  var out = '';
  var q = 1;
  for (var i = 0; i < list.length; i++) {
    var shown = q === 1 || q === 0 ? q.toFixed(0) : q.toFixed(digits);
    out += (i ? ', ' : '') + list[i].name + ';q=' + shown;
    q -= dec;
  }
  return out;
}

// spec: net-52
export function preferredEncodings(value) {
  var parts = String(value).split(/\s*,\s*/);
  var ranked = [];
  for (var i = 0; i < parts.length; i++) {
    var e = splitEncodingEntry(parts[i]);
    if (e[0] === '*') continue;
    var j = ranked.length;
    while (j > 0 && ranked[j - 1][1] < e[1]) j--;
    ranked.splice(j, 0, e);
  }
  var out = [];
  for (var k = 0; k < ranked.length; k++) out.push(ranked[k][0]);
  return out;
}

// spec: net-53
export function splitEncodingEntry(entry) {
  var s = String(entry);
  var at = s.indexOf(';q=');
  if (at < 0) return [s, 1];
  var w = 1;
  var parsed = parseFloat(s.slice(at));
  if (!isNaN(parsed)) w = parsed;
  return [s.slice(0, at), w];
}

// spec: net-54
export function removeListener(fn, ctx) {
  var c = ctx === undefined ? null : ctx;
  var fns = this.fns;
  var ctxs = this.ctxs;
  if (!fns) return;
  var mismatch = false;
  for (var i = 0; i < fns.length; i++) {
    if (fns[i] !== fn) continue;
    if (ctxs[i] === c) {
      fns.splice(i, 1);
      ctxs.splice(i, 1);
      return;
    }
    mismatch = true;
  }
  if (mismatch) throw new Error('A listener added with a context must be removed with that same context.');
}

// spec: net-55
export function fireListeners() {
  if (!this.fns) return [];
  var fns = this.fns.slice();
  var ctxs = this.ctxs.slice();
  var args = [];
  for (var a = 0; a < arguments.length; a++) args.push(arguments[a]);
  var out = [];
  for (var i = 0; i < fns.length; i++) {
    try {
      out.push(fns[i].apply(ctxs[i], args));
    } catch (e) {
      console.error(e);
    }
  }
  return out;
}

// spec: net-56
export function startNextJob() {
  if (!this.queue.length || this.active === this.capacity) return;
  var self = this;
  var entry = self.queue.shift();
  self.active++;
  if (self.active > self.capacity) throw new Error('Too many thunks active');
  var res;
  try {
    res = entry.job();
  } catch (err) {
    settleJob(self, entry, false, err);
    return;
  }
  if (res instanceof Promise) {
    res.then(function (v) {
      settleJob(self, entry, true, v);
    }, function (e) {
      settleJob(self, entry, false, e);
    });
    return;
  }
  settleJob(self, entry, true, res);
}

function settleJob(sem, entry, ok, val) {
  sem.active--;
  if (ok) entry.resolve(val);
  else entry.reject(val);
  sem.scheduleNext();
}

// spec: net-57
export function trimOldest(size) {
  if (size >= this.count) return;
  if (size === 0) {
    this.lookup.clear();
    this.head = undefined;
    this.tail = undefined;
    this.count = 0;
    this.version++;
    return;
  }
  var drop = this.count - size;
  var node = this.head;
  for (var i = 0; i < drop && node; i++) {
    this.lookup.delete(node.key);
    node = node.next;
  }
  this.head = node;
  if (node) node.prev = undefined;
  this.count = size;
  this.version++;
}

// spec: net-58
export function readerSettings(opts) {
  var o = opts === undefined || opts === null || typeof opts === 'string' ? { charset: opts == null ? undefined : opts } : opts;
  var out = {
    charset: o.charset !== undefined ? o.charset : 'utf-8',
    contentDecoder: undefined,
    contentDecoders: new Map(),
    contentTypeDecoder: undefined,
    contentTypeDecoders: new Map()
  };
  if (o.contentDecoder) {
    out.contentDecoder = o.contentDecoder;
    out.contentDecoders.set(o.contentDecoder.name, o.contentDecoder);
  }
  addDecoders(out.contentDecoders, o.contentDecoders);
  if (o.contentTypeDecoder) {
    out.contentTypeDecoder = o.contentTypeDecoder;
    out.contentTypeDecoders.set(o.contentTypeDecoder.name, o.contentTypeDecoder);
  }
  addDecoders(out.contentTypeDecoders, o.contentTypeDecoders);
  if (!out.contentTypeDecoder) {
    out.contentTypeDecoder = JSON_DECODER;
    out.contentTypeDecoders.set(JSON_DECODER.name, JSON_DECODER);
  }
  return out;
}

function addDecoders(map, list) {
  if (!list) return;
  for (var i = 0; i < list.length; i++) map.set(list[i].name, list[i]);
}

var JSON_DECODER = {
  name: 'application/json',
  decode: function (buf, opts) {
    try {
      return Promise.resolve(JSON.parse(Buffer.from(buf).toString(opts && opts.charset ? opts.charset : 'utf8')));
    } catch (e) {
      return Promise.reject(e);
    }
  }
};

// spec: net-59
export function rpcParams(type, args) {
  var n = type.numberOfParams;
  if (n === 0) return undefined;
  if (n === 1) return singleParam(type.parameterStructures, args[0]);
  var out = [];
  for (var i = 0; i < args.length && i < n; i++) out.push(args[i] === undefined ? null : args[i]);
  while (out.length < n) out.push(null);
  return out;
}

function singleParam(structure, p) {
  var named = p !== null && typeof p === 'object' && !Array.isArray(p);
  if (structure === 'byName') {
    if (!named) throw new Error('Parameters by name require an object literal.');
    return p;
  }
  if (structure === 'byPosition') return [p === undefined ? null : p];
  if (named) return p;
  return [p === undefined ? null : p];
}

// spec: net-60
export function randomPipePath() {
  if (process.platform === 'win32') return '\\\\.\\pipe\\lsp-' + randomBytes(16).toString('hex') + '-sock';
  var dir = RUNTIME_DIR ? realpathSync(RUNTIME_DIR) : tmpdir();
  var want = 32;
  var limit = PIPE_LIMITS[process.platform];
  if (limit !== undefined) want = Math.min(limit - dir.length - 10, want);
  if (want < 16) throw new Error('Unable to generate a random pipe name with ' + want + ' characters.');
  return joinPath(dir, 'lsp-' + randomBytes(Math.floor(want / 2)).toString('hex') + '.sock');
}

var RUNTIME_DIR = process.env.XDG_RUNTIME_DIR;
var PIPE_LIMITS = { linux: 107, darwin: 102 };
