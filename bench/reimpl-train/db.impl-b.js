import crypto from 'node:crypto';
import url from 'node:url';
import fsp from 'node:fs/promises';
import path from 'node:path';

// spec: db-01
export function toArrayLiteral(arr) {
  var out = '{';
  for (var i = 0; i < arr.length; i++) {
    if (i > 0) out += ',';
    var v = arr[i];
    if (v === null || v === undefined) {
      out += 'NULL';
    } else if (Array.isArray(v)) {
      out += toArrayLiteral(v);
    } else if (Buffer.isBuffer(v) || ArrayBuffer.isView(v)) {
      var buf = v;
      if (!Buffer.isBuffer(buf)) buf = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
      out += '\\\\x' + buf.toString('hex');
    } else {
      var s = String(prepValue(v));
      s = s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
      out += '"' + s + '"';
    }
  }
  return out + '}';
}

function prepValue(v) {
  if (v === null || v === undefined) return null;
  if (Buffer.isBuffer(v)) return v;
  if (v instanceof Date) return formatLocalTimestamp(v);
  if (Array.isArray(v)) return toArrayLiteral(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return v.toString();
}

// spec: db-02
export function formatLocalTimestamp(d) {
  var off = -d.getTimezoneOffset();
  var y = d.getFullYear();
  var bc = y < 1;
  if (bc) y = Math.abs(y) + 1;
  var s = pad(y, 4) + '-' + pad(d.getMonth() + 1, 2) + '-' + pad(d.getDate(), 2) +
    'T' + pad(d.getHours(), 2) + ':' + pad(d.getMinutes(), 2) + ':' + pad(d.getSeconds(), 2) +
    '.' + pad(d.getMilliseconds(), 3);
  if (off < 0) {
    s += '-';
    off = -off;
  } else {
    s += '+';
  }
  s += pad(Math.floor(off / 60), 2) + ':' + pad(off % 60, 2);
  if (bc) s += ' BC';
  return s;
}

function pad(n, len) {
  var s = String(n);
  while (s.length < len) s = '0' + s;
  return s;
}

// spec: db-03
export function quoteLiteral(s) {
  if (s === null || s === undefined || typeof s !== 'string') return "''";
  var out = "'";
  var bs = false;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === "'") {
      out += "''";
    } else if (c === '\\') {
      out += '\\\\';
      bs = true;
    } else {
      out += c;
    }
  }
  out += "'";
  if (bs) out = ' E' + out;
  return out;
}

var connDefaults = {
  host: 'localhost',
  user: process.platform === 'win32' ? process.env.USERNAME : process.env.USER,
  database: undefined,
  password: null,
  port: 5432,
  ssl: false,
  application_name: undefined,
  fallback_application_name: undefined,
  options: undefined,
  connectionString: undefined
};

// spec: db-04
export function resolveSetting(key, cfg, envVar) {
  var v = cfg[key];
  if (v) return v;
  var env;
  if (envVar === undefined) {
    env = process.env['PG' + key.toUpperCase()];
  } else if (envVar === false) {
    env = false;
  } else {
    env = process.env[envVar];
  }
  if (env) return env;
  return connDefaults[key];
}

// spec: db-05
export function saslPrep(s) {
  var out = s.replace(/[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000]/g, ' ');
  out = out.replace(/[\u00AD\u034F\u1806\u180B\u180C\u180D\u200C\u200D\u2060\uFE00-\uFE0F\uFEFF]/g, '');
  return out.normalize('NFKC');
}

// spec: db-06
export function startScram(mechs, sock, maxIter) {
  if (maxIter === undefined) maxIter = 100000;
  var cands = ['SCRAM-SHA-256'];
  if (sock) cands.unshift('SCRAM-SHA-256-PLUS');
  var mech = null;
  for (var i = 0; i < cands.length; i++) {
    if (mechs.indexOf(cands[i]) !== -1) {
      mech = cands[i];
      break;
    }
  }
  if (!mech) throw new Error('SASL: Only mechanism(s) ' + cands.join(' and ') + ' are supported');
  if (mech === 'SCRAM-SHA-256-PLUS' && typeof sock.getPeerCertificate !== 'function') {
    throw new Error('SASL: Mechanism SCRAM-SHA-256-PLUS requires a certificate');
  }
  var nonce = crypto.randomBytes(18).toString('base64');
  var hdr;
  if (mech === 'SCRAM-SHA-256-PLUS') hdr = 'p=tls-server-end-point';
  else if (sock) hdr = 'y';
  else hdr = 'n';
  return {
    mechanism: mech,
    clientNonce: nonce,
    response: hdr + ',,n=*,r=' + nonce,
    message: 'SASLInitialResponse',
    maxIterations: maxIter
  };
}

// spec: db-07
export function parseServerFirst(s) {
  if (typeof s !== 'string') throw new TypeError('SASL: attribute pairs text must be a string');
  var attrs = {};
  var parts = s.split(',');
  for (var i = 0; i < parts.length; i++) {
    var p = parts[i];
    if (p.length < 2 || p[1] !== '=') throw new Error('SASL: Invalid attribute pair entry');
    attrs[p[0]] = p.slice(2);
  }
  var pre = 'SASL: SCRAM-SERVER-FIRST-MESSAGE: ';
  var nonce = attrs.r;
  if (!nonce) throw new Error(pre + 'nonce missing');
  for (var j = 0; j < nonce.length; j++) {
    var c = nonce.charCodeAt(j);
    if (c < 33 || c > 126 || c === 44) throw new Error(pre + 'nonce must only contain printable characters');
  }
  var salt = attrs.s;
  if (!salt) throw new Error(pre + 'salt missing');
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(salt)) {
    throw new Error(pre + 'salt must be base64');
  }
  var it = attrs.i;
  if (!it) throw new Error(pre + 'iteration missing');
  if (!/^[1-9][0-9]*$/.test(it)) throw new Error(pre + 'invalid iteration count');
  return { nonce: nonce, salt: salt, iteration: parseInt(it, 10) };
}

// spec: db-08
export function readOid(data, pos) {
  function fail(what) {
    return new Error('SASL channel binding: ' + what + ' when parsing public certificate ' +
      Buffer.from(data).toString('base64'));
  }
  if (data[pos] !== 6) throw fail('non-OID data');
  pos++;
  var len = data[pos++];
  if (len >= 128) {
    var n = len & 0x7f;
    if (n > 4) throw fail('bad length');
    len = 0;
    for (var k = 0; k < n; k++) len = len * 256 + data[pos++];
  }
  var end = pos + len;
  var first = data[pos++];
  var comps = [Math.floor(first / 40), first % 40];
  while (pos < end) {
    var v = 0;
    while (pos < end) {
      var b = data[pos++];
      v = (v << 7) | (b & 0x7f);
      if (b < 128) break;
    }
    comps.push(v);
  }
  return { oid: comps.join('.'), index: end };
}

// spec: db-09
export function applyCommandTag(msg) {
  var tag = msg.text ? msg.text : msg.command;
  var m = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/.exec(tag);
  if (!m) return;
  this.command = m[1];
  if (m[3]) {
    this.oid = parseInt(m[2], 10);
    this.rowCount = parseInt(m[3], 10);
  } else if (m[2]) {
    this.rowCount = parseInt(m[2], 10);
  }
}

// spec: db-10
export function toFinite(v, def) {
  if (typeof v === 'number') {
    if (isFinite(v)) return v;
    return def;
  }
  if (typeof v === 'string' && v.trim() !== '') {
    var n = Number(v);
    if (isFinite(n)) return n;
    return def;
  }
  return def;
}

// spec: db-11
export function jsString(s) {
  var o = {};
  o[s] = 1;
  var j = JSON.stringify(o);
  return j.slice(1, j.length - 3);
}

// spec: db-12
export function xorBuffers(data, key) {
  var out = Buffer.alloc(data.length);
  for (var i = 0; i < data.length; i++) {
    out[i] = data[i] ^ key[i % key.length];
  }
  return out;
}

// spec: db-13
export function scramble323Sha1(pwHash, s1, s2) {
  var a = s1.slice(0, 8);
  var b = s2.slice(0, 12);
  var stage2 = crypto.createHash('sha1').update(pwHash).digest();
  var h = crypto.createHash('sha1');
  h.update(a);
  h.update(b);
  h.update(stage2);
  var stage3 = h.digest();
  var out = Buffer.alloc(stage3.length);
  for (var i = 0; i < stage3.length; i++) out[i] = stage3[i] ^ pwHash[i];
  return out;
}

// spec: db-14
export function daysFromEpoch(year, month, day) {
  var y = month <= 2 ? year - 1 : year;
  var era = Math.floor(y / 400);
  var yoe = y - era * 400;
  var doy = Math.trunc((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  var doe = yoe * 365 + Math.trunc(yoe / 4) - Math.trunc(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

// spec: db-15
export function bigIntReviver(key, value, ctx) {
  if (typeof value === 'number' && !Number.isSafeInteger(value) && ctx && /^-?\d+$/.test(ctx.source)) {
    return ctx.source;
  }
  return value;
}

// spec: db-16
export function toBigIntParam(v, name) {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) throw new TypeError(name + ' parameter must be an integer, got ' + v);
    if (!Number.isSafeInteger(v)) {
      throw new RangeError(name + ' parameter ' + v +
        ' exceeds Number.MAX_SAFE_INTEGER and has already lost precision; pass a string or BigInt instead');
    }
    return BigInt(v);
  }
  if (typeof v === 'string') {
    try {
      return BigInt(v.trim());
    } catch (e) {
      throw new TypeError(name + ' parameter must be an integer, got ' + JSON.stringify(v), { cause: e });
    }
  }
  throw new TypeError(name + ' parameter must be an integer, got ' + typeof v);
}

// spec: db-17
export function splitTime(v) {
  var neg, totalH, min, sec, us;
  if (typeof v === 'number') {
    neg = v < 0;
    var a = Math.abs(v);
    us = Math.round((a % 1000) * 1000);
    var secs = Math.floor(a / 1000);
    sec = secs % 60;
    min = Math.floor(secs / 60) % 60;
    totalH = Math.floor(secs / 3600);
  } else {
    var s = String(v);
    var m = /^(-)?(\d+):([0-5]?\d):([0-5]?\d)(?:\.(\d{1,6}))?$/.exec(s);
    if (!m) throw new TypeError("TIME parameter must be 'HH:MM:SS[.ffffff]' or milliseconds, got " + JSON.stringify(s));
    neg = !!m[1];
    totalH = parseInt(m[2], 10);
    min = parseInt(m[3], 10);
    sec = parseInt(m[4], 10);
    us = 0;
    if (m[5]) {
      var f = m[5];
      while (f.length < 6) f += '0';
      us = parseInt(f, 10);
    }
  }
  return {
    negative: neg,
    days: Math.floor(totalH / 24),
    hours: totalH % 24,
    minutes: min,
    seconds: sec,
    microseconds: us
  };
}

// spec: db-18
export function readPacketLength(buf, off) {
  var a = buf[off];
  var b = buf[off + 1];
  var c = buf[off + 2];
  if (b + c === 0) return a;
  return a + (b << 8) + (c << 16);
}

var clientFlagBits = {
  LONG_PASSWORD: 1,
  FOUND_ROWS: 2,
  LONG_FLAG: 4,
  CONNECT_WITH_DB: 8,
  NO_SCHEMA: 16,
  COMPRESS: 32,
  ODBC: 64,
  LOCAL_FILES: 128,
  IGNORE_SPACE: 256,
  PROTOCOL_41: 512,
  INTERACTIVE: 1024,
  SSL: 2048,
  IGNORE_SIGPIPE: 4096,
  TRANSACTIONS: 8192,
  RESERVED: 16384,
  SECURE_CONNECTION: 32768,
  MULTI_STATEMENTS: 65536,
  MULTI_RESULTS: 131072,
  PS_MULTI_RESULTS: 262144,
  PLUGIN_AUTH: 524288,
  CONNECT_ATTRS: 1048576,
  PLUGIN_AUTH_LENENC_CLIENT_DATA: 2097152,
  CAN_HANDLE_EXPIRED_PASSWORDS: 4194304,
  SESSION_TRACK: 8388608,
  DEPRECATE_EOF: 16777216
};

// spec: db-19
export function capabilityMask(defaults, user) {
  var list;
  if (Array.isArray(user)) {
    list = user;
  } else {
    var t = user === null || user === undefined ? '' : String(user);
    list = t.toUpperCase().split(/\s*,+\s*/);
  }
  function bit(n) {
    return clientFlagBits[n] || 0;
  }
  var mask = 0;
  for (var i = 0; i < defaults.length; i++) {
    if (list.indexOf('-' + defaults[i]) !== -1) continue;
    mask |= bit(defaults[i]);
  }
  for (var j = 0; j < list.length; j++) {
    var e = list[j];
    if (e[0] === '-') continue;
    if (defaults.indexOf(e) !== -1) continue;
    mask |= bit(e);
  }
  return mask;
}

// spec: db-20
export function parseDbUrl(s) {
  var u = new URL(s);
  var host = u.hostname;
  if (host[0] === '[') host = host.slice(1, -1);
  var opts = {
    host: decodeURIComponent(host),
    port: parseInt(u.port, 10),
    database: decodeURIComponent(u.pathname.slice(1)),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password)
  };
  var fixed = ['host', 'port', 'database', 'user', 'password'];
  u.searchParams.forEach(function (val, key) {
    if (fixed.indexOf(key) !== -1) return;
    try {
      opts[key] = JSON.parse(val);
    } catch (e) {
      opts[key] = val;
    }
  });
  return opts;
}

// spec: db-21
export function tzOffsetMinutes(s) {
  if (s === 'Z') return 0;
  var m = /([+\-\s])(\d\d):?(\d\d)?/.exec(s);
  if (!m) return false;
  var sign = m[1] === '-' ? -1 : 1;
  var h = parseInt(m[2], 10);
  var mins = m[3] ? parseInt(m[3], 10) : 0;
  return sign * (h + mins / 60) * 60;
}

// spec: db-22
export function hasUndefined(v) {
  if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return false;
  if (v && typeof v.toSQL === 'function') return false;
  if (Array.isArray(v)) {
    for (var i = 0; i < v.length; i++) {
      if (hasUndefined(v[i])) return true;
    }
    return false;
  }
  if (v !== null && typeof v === 'object') {
    var proto = Object.getPrototypeOf(v);
    if (proto === Object.prototype || proto === null) {
      var found = false;
      var keys = Object.keys(v);
      for (var k = 0; k < keys.length; k++) {
        if (found) break;
        found = hasUndefined(v[keys[k]]);
      }
      return found;
    }
  }
  return v === undefined;
}

export class TimeoutError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'TimeoutError';
  }
}

// spec: db-23
export function withTimeout(p, ms) {
  return new Promise(function (resolve, reject) {
    var t = setTimeout(function () {
      reject(new TimeoutError('operation timed out'));
    }, ms);
    p.then(function (val) {
      clearTimeout(t);
      resolve(val);
    }, function (err) {
      clearTimeout(t);
      reject(err);
    });
  });
}

// spec: db-24
export function tokenize(s, rules) {
  var names = Object.keys(rules);
  var parts = [];
  for (var i = 0; i < names.length; i++) {
    parts.push('(?<' + names[i] + '>' + rules[names[i]].source + ')');
  }
  var re = new RegExp(parts.join('|'), 'iy');
  var out = [];
  var pos = 0;
  while (pos < s.length) {
    re.lastIndex = pos;
    var m = re.exec(s);
    if (!m) throw new Error('No matching tokenizer rule found at: [' + s.slice(pos) + ']');
    var type = null;
    var text = '';
    for (var j = 0; j < names.length; j++) {
      if (m.groups[names[j]] !== undefined) {
        type = names[j];
        text = m.groups[names[j]];
        break;
      }
    }
    pos += text.length;
    if (type[0] !== '_') out.push({ type: type, text: text });
  }
  return out;
}

// spec: db-25
export function oneOrMore(p, fn) {
  if (!fn) fn = function (x) { return x; };
  return function (st) {
    var start = st.position === undefined ? 0 : st.position;
    var input = st.input;
    var pos = start;
    var vals = [];
    while (true) {
      var r = p({ position: pos, input: input });
      if (!r.success) break;
      vals.push(r.value);
      pos = r.position;
    }
    if (vals.length > 0) return { success: true, value: fn(vals), position: pos, input: input };
    return { success: false, value: null, position: start, input: input };
  };
}

// spec: db-26
export function matchToken(pat, fn) {
  if (!fn) fn = function (t) { return t.text; };
  return function (st) {
    var pos = st.position === undefined ? 0 : st.position;
    var input = st.input;
    var tok = input[pos];
    var ok = !!tok &&
      (pat.type === undefined || pat.type === tok.type) &&
      (pat.text === undefined || String(pat.text).toUpperCase() === String(tok.text).toUpperCase());
    if (ok) return { success: true, value: fn(tok), position: pos + 1, input: input };
    return { success: false, value: null, position: pos, input: input };
  };
}

// spec: db-27
export function findAsSeparator(s) {
  var i = s.indexOf(' ');
  while (i !== -1) {
    if (i + 3 < s.length) {
      var a = s.charCodeAt(i + 1) | 32;
      var b = s.charCodeAt(i + 2) | 32;
      if (a === 97 && b === 115 && s.charCodeAt(i + 3) === 32) return i;
    }
    i = s.indexOf(' ', i + 1);
  }
  return -1;
}

// spec: db-28
export function makeObjectName(log, suffix, table, subs) {
  var list;
  if (Array.isArray(subs)) list = subs;
  else if (subs) list = [subs];
  else list = [];
  table = table.replace(/[.-]/g, '_');
  var name = table + '_' + (list.length ? list.join('_') + '_' : '') + suffix;
  name = name.toLowerCase();
  if (name.length > this.maxNameLength) {
    log.warn('Automatically generated name "' + name + '" exceeds ' + this.maxNameLength +
      ' character limit for ' + this.version + '. Using base64 encoded sha1 of that name instead.');
    name = crypto.createHash('sha1').update(name).digest('base64').replace('=', '');
  }
  return name;
}

// spec: db-29
export function collectStream(stream, kind) {
  return new Promise(function (resolve, reject) {
    var acc = kind === 'string' ? '' : Buffer.alloc(0);
    stream.on('data', function (chunk) {
      if (kind === 'string') acc += chunk;
      else acc = Buffer.concat([acc, chunk]);
    });
    stream.on('end', function () {
      resolve(acc);
    });
    stream.on('error', reject);
  });
}

// spec: db-30
export async function listFiles(dir, recursive) {
  if (recursive === undefined) recursive = false;
  var names = await fsp.readdir(dir);
  names.sort();
  var jobs = [];
  for (var i = 0; i < names.length; i++) {
    jobs.push((async function (n) {
      var p = path.resolve(dir, n);
      var st = await fsp.stat(p);
      if (st.isDirectory()) {
        if (recursive) return listFiles(p, true);
        return [];
      }
      return [p];
    })(names[i]));
  }
  var lists = await Promise.all(jobs);
  var out = [];
  for (var j = 0; j < lists.length; j++) {
    for (var k = 0; k < lists[j].length; k++) out.push(lists[j][k]);
  }
  return out;
}

export class InvalidArgumentError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'InvalidArgumentError';
  }
}

// spec: db-31
export function sortDirection(d) {
  if (d === undefined) d = 1;
  if (d !== null && typeof d === 'object' && typeof d.$meta === 'string') return d;
  var s = String(d).toLowerCase();
  if (s === 'ascending' || s === 'asc' || s === '1') return 1;
  if (s === 'descending' || s === 'desc' || s === '-1') return -1;
  throw new InvalidArgumentError('Invalid sort direction: ' + JSON.stringify(d));
}

// spec: db-32
export function toSortMap(sort, dir) {
  if (sort === null || sort === undefined) return undefined;
  if (typeof sort === 'string') return new Map([[sort, sortDirection(dir)]]);
  if (typeof sort !== 'object') {
    throw new InvalidArgumentError('Invalid sort format: ' + JSON.stringify(sort) + ' Sort must be a valid object');
  }
  var out = new Map();
  var i;
  if (!Array.isArray(sort)) {
    if (sort instanceof Map) {
      if (sort.size === 0) return undefined;
      sort.forEach(function (v, k) {
        out.set(String(k), sortDirection(v));
      });
      return out;
    }
    var keys = Object.keys(sort);
    if (keys.length === 0) return undefined;
    for (i = 0; i < keys.length; i++) out.set(String(keys[i]), sortDirection(sort[keys[i]]));
    return out;
  }
  if (sort.length === 0) return undefined;
  if (Array.isArray(sort[0])) {
    for (i = 0; i < sort.length; i++) out.set(String(sort[i][0]), sortDirection(sort[i][1]));
    return out;
  }
  if (sort.length === 2) {
    var d;
    var ok = true;
    try {
      d = sortDirection(sort[1]);
    } catch (e) {
      ok = false;
    }
    if (ok) {
      out.set(String(sort[0]), d);
      return out;
    }
  }
  for (i = 0; i < sort.length; i++) out.set(String(sort[i]), 1);
  return out;
}

// spec: db-33
export function normalizeHint(h) {
  if (typeof h === 'string') return h;
  var out = {};
  if (Array.isArray(h)) {
    for (var i = 0; i < h.length; i++) out[h[i]] = 1;
    return out;
  }
  if (h !== null && typeof h === 'object') {
    for (var k in h) out[k] = h[k];
    return out;
  }
  return undefined;
}

// spec: db-34
export function hasAtomicOperators(doc, opts) {
  if (Array.isArray(doc)) {
    for (var i = 0; i < doc.length; i++) {
      if (hasAtomicOperators(doc[i])) return true;
    }
    return false;
  }
  var keys = Object.keys(doc);
  if (opts && opts.ignoreUndefined) {
    var allUndef = true;
    for (var j = 0; j < keys.length; j++) {
      if (doc[keys[j]] !== undefined) {
        allUndef = false;
        break;
      }
    }
    if (allUndef) {
      throw new InvalidArgumentError('Update operations require that all atomic operators have defined values, but none were provided.');
    }
  }
  return keys.length > 0 && keys[0][0] === '$';
}

export class ApiError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'ApiError';
  }
}

function normalizeHost(h) {
  if (h.endsWith('.')) h = h.slice(0, -1);
  return toAsciiDomain(h);
}

// spec: db-35
export function checkSrvHost(addr, host) {
  var orig = normalizeHost(host);
  var parts = orig.split('.');
  var short = parts.length < 3;
  var addrDomain = '.' + addr.slice(addr.indexOf('.') + 1);
  var parent = short ? orig : '.' + parts.slice(1).join('.');
  if (parent[0] !== '.') parent = '.' + parent;
  if (short && addr.split('.').length <= parts.length) {
    throw new ApiError('Server record does not have at least one more domain level than parent URI');
  }
  if (!addrDomain.endsWith(parent)) {
    throw new ApiError('Server record does not share hostname with parent URI');
  }
}

// spec: db-36
export function toAsciiDomain(name) {
  var ascii = true;
  for (var i = 0; i < name.length; i++) {
    var c = name.charCodeAt(i);
    if (c <= 32 || c === 127 || '#%/:<>?@[\\]^|'.indexOf(name[i]) !== -1) return null;
    if (c > 127) ascii = false;
  }
  var out = ascii ? name.toLowerCase() : url.domainToASCII(name);
  if (!out) return null;
  return out;
}

export class ParseError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'ParseError';
  }
}

// spec: db-37
export function* keyValuePairs(s) {
  if (s === '') return;
  var pieces = s.split(',');
  for (var i = 0; i < pieces.length; i++) {
    var p = pieces[i];
    var idx = p.indexOf(':');
    if (idx === -1) throw new ParseError('Cannot have undefined values in key value pairs');
    yield [p.slice(0, idx), p.slice(idx + 1)];
  }
}

// spec: db-38
export function safeEqual(a, b) {
  if (a.length !== b.length) return false;
  var r = 0;
  for (var i = 0; i < a.length; i++) r |= a[i] ^ b[i];
  return r === 0;
}

// spec: db-39
export function filterByTags(pref, servers) {
  var sets = pref.tags;
  if (!sets || sets.length === 0) return servers;
  for (var i = 0; i < sets.length; i++) {
    var ts = sets[i];
    var keys = Object.keys(ts);
    var hits = [];
    for (var j = 0; j < servers.length; j++) {
      var tags = servers[j].tags;
      var ok = true;
      for (var k = 0; k < keys.length; k++) {
        var v = tags[keys[k]];
        if (v === null || v === undefined || v !== ts[keys[k]]) {
          ok = false;
          break;
        }
      }
      if (ok) hits.push(servers[j]);
    }
    if (hits.length > 0) return hits;
  }
  return [];
}

// spec: db-40
export function latencyWindow(topo, servers) {
  var min = Infinity;
  for (var i = 0; i < servers.length; i++) min = Math.min(min, servers[i].roundTripTime);
  var max = min + topo.localThresholdMS;
  var out = [];
  for (var j = 0; j < servers.length; j++) {
    var t = servers[j].roundTripTime;
    if (t >= min && t <= max) out.push(servers[j]);
  }
  return out;
}

// spec: db-41
export function toResultPairs(replies) {
  if (!replies) return null;
  var out = [];
  for (var i = 0; i < replies.length; i++) {
    var r = replies[i];
    if (r instanceof Error) out.push([r]);
    else out.push([null, r]);
  }
  return out;
}

// spec: db-42
export function argToString(v) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' && Number.isInteger(v) && !Number.isSafeInteger(v)) return BigInt(v).toString();
  return String(v);
}

// spec: db-43
export function fixStack(err, stack, frag) {
  var lines = stack.split('\n');
  var kept = [];
  var i = 1;
  while (i < lines.length && lines[i].indexOf(frag) !== -1) i++;
  for (; i < lines.length; i++) kept.push(lines[i]);
  if (err.stack) {
    var s = err.stack.slice(0, err.stack.indexOf('\n'));
    for (var j = 0; j < kept.length; j++) s += '\n' + kept[j];
    err.stack = s;
  }
  return err;
}

// spec: db-44
export function whenReady(client) {
  if (client.status === 'ready') return Promise.resolve();
  if (client.status === 'wait') return client.connect();
  if (client.status === 'end') return Promise.reject(new Error('Connection is closed.'));
  return new Promise(function (resolve, reject) {
    function onReady() {
      client.removeListener('end', onEnd);
      resolve();
    }
    function onEnd() {
      client.removeListener('ready', onReady);
      reject(new Error('Connection is closed.'));
    }
    client.once('ready', onReady);
    client.once('end', onEnd);
  });
}

// spec: db-45
export function parseNodeKey(key) {
  var i = key.lastIndexOf(':');
  if (i === -1) throw new Error('Invalid node key ' + key);
  return { host: key.slice(0, i), port: Number(key.slice(i + 1)) };
}

// spec: db-46
export function groupByPriority(recs) {
  var out = {};
  for (var i = 0; i < recs.length; i++) {
    var r = recs[i];
    if (Object.prototype.hasOwnProperty.call(out, r.priority)) {
      out[r.priority].totalWeight += r.weight;
      out[r.priority].records.push(r);
    } else {
      out[r.priority] = { totalWeight: r.weight, records: [r] };
    }
  }
  return out;
}

// spec: db-47
export function pickWeighted(group) {
  var recs = group.records;
  if (recs.length === 1) {
    group.totalWeight = 0;
    return recs.shift();
  }
  var n = Math.floor(Math.random() * (group.totalWeight + recs.length));
  var sum = 0;
  for (var i = 0; i < recs.length; i++) {
    sum += 1 + recs[i].weight;
    if (sum > n) {
      group.totalWeight -= recs[i].weight;
      return recs.splice(i, 1)[0];
    }
  }
  return undefined;
}

// spec: db-48
export function debugFormat(v) {
  if (v === null) return undefined;
  var t = typeof v;
  if (t === 'boolean' || t === 'number') return undefined;
  if (t === 'string') return v;
  if (t === 'object') {
    if (Buffer.isBuffer(v)) return v.toString('hex');
    if (Array.isArray(v)) return v.join(',');
    try {
      return JSON.stringify(v);
    } catch (e) {
      return undefined;
    }
  }
  return undefined;
}

// spec: db-49
export function truncateForLog(s, max) {
  if (s.length <= max) return s;
  return s.slice(0, max) + ' ... <REDACTED full-length="' + s.length + '">';
}

var logRules = [
  [/^(ping|echo|info|time|dbsize|lastsave|role|quit|select|multi|exec|discard)$/i, -1],
  [/^(get|del|exists|type|ttl|pttl|incr|decr|strlen|llen|scard|hlen|zcard|keys|unlink)$/i, -1],
  [/^(auth|hello)$/i, 0],
  [/^(set|setex|psetex|append|getset|setnx|lpush|rpush|sadd|hset|hmset|mset|publish)$/i, 1],
  [/^(hget|hdel|hexists|sismember|srem|zscore|zrem|expire|pexpire)$/i, 2],
  [/^(eval|evalsha)$/i, 1]
];

// spec: db-50
export function redactArgs(cmd, args) {
  var n = 0;
  for (var i = 0; i < logRules.length; i++) {
    if (logRules[i][0].test(cmd)) {
      n = logRules[i][1];
      break;
    }
  }
  var out = [];
  for (var j = 0; j < args.length; j++) {
    if (n === -1 || j < n) out.push(String(args[j]));
    else out.push('?');
  }
  return out;
}

// spec: db-51
export function uniqBy(list, keyFn) {
  if (!keyFn) keyFn = function (x) { return x; };
  var m = new Map();
  for (var i = 0; i < list.length; i++) m.set(keyFn(list[i]), list[i]);
  return Array.from(m.values());
}

// spec: db-52
export function isEmpty(v) {
  if (Array.isArray(v) || Buffer.isBuffer(v)) return v.length === 0;
  if (v !== null && typeof v === 'object') return Object.keys(v).length === 0;
  return true;
}

// spec: db-53
export function difference(a, b) {
  var set = new Set(b);
  var out = [];
  for (var i = 0; i < a.length; i++) {
    if (!set.has(a[i])) out.push(a[i]);
  }
  return out;
}

// spec: db-54
export function setIn(root, keys, value) {
  function safe(k) {
    return typeof k === 'number' || (typeof k === 'string' && k !== '__proto__');
  }
  var cur = root;
  for (var i = 0; i < keys.length - 1; i++) {
    var k = keys[i];
    if (!safe(k)) return root;
    if (cur[k] === null || typeof cur[k] !== 'object') {
      cur[k] = isNaN(Number(keys[i + 1])) ? {} : [];
    }
    cur = cur[k];
  }
  if (keys.length > 0 && cur !== null && typeof cur === 'object') {
    var last = keys[keys.length - 1];
    if (safe(last)) cur[last] = value;
  }
  return root;
}

// spec: db-55
export function chunk(list, size) {
  var out = [];
  for (var i = 0; i < list.length; i++) {
    if (out.length === 0 || out[out.length - 1].length === size) out.push([]);
    out[out.length - 1].push(list[i]);
  }
  return out;
}

// spec: db-56
export function memoize(fn) {
  var cache = new Map();
  return function (x) {
    var v = cache.get(x);
    if (v !== undefined) return v;
    v = fn(x);
    cache.set(x, v);
    return v;
  };
}

// spec: db-57
export function camelize(s, opts) {
  var upper = opts && opts.upperCase ? true : false;
  if (s.length === 0) return s;
  if (upper) {
    var allUp = true;
    for (var i = 1; i < s.length; i++) {
      var c = s[i];
      if (c !== '_' && c !== c.toUpperCase()) {
        allUp = false;
        break;
      }
    }
    if (allUp) s = s.toLowerCase();
  }
  var out = s[0];
  for (var j = 1; j < s.length; j++) {
    var ch = s[j];
    if (ch === '_') continue;
    if (s[j - 1] === '_') out += ch.toUpperCase();
    else out += ch;
  }
  return out;
}

// spec: db-58
export function renameKeys(fn) {
  return function (obj) {
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return obj;
    var out = {};
    var keys = Object.keys(obj);
    for (var i = 0; i < keys.length; i++) out[fn(keys[i])] = obj[keys[i]];
    return out;
  };
}

export class ColumnSelection {
  constructor(table, column, alias) {
    this.table = table;
    this.column = column;
    this.alias = alias;
  }
}

// spec: db-59
export function parseSelection(s) {
  var sel = s;
  var alias = null;
  var re = /\s+as\s+/i;
  if (re.test(s)) {
    var parts = s.split(re);
    sel = parts[0].trim();
    alias = parts[1].trim();
  }
  var table = null;
  var col;
  var dot = sel.lastIndexOf('.');
  if (dot === -1) {
    col = sel;
  } else {
    table = sel.slice(0, dot);
    col = sel.slice(dot + 1);
  }
  return new ColumnSelection(table, col, alias);
}

// spec: db-60
export function relationToString(node) {
  var kids = [];
  var names = node.childNames || [];
  for (var i = 0; i < names.length; i++) kids.push(relationToString(node.children[names[i]]));
  var s = node.name;
  if (node.recursive) {
    s += '.^';
    if (typeof node.recursive === 'number') s += node.recursive;
  } else if (node.allRecursive) {
    s += '.*';
  }
  if (node.modifiers && node.modifiers.length) s += '(' + node.modifiers.join(', ') + ')';
  if (node.alias !== node.name) s += ' as ' + node.alias;
  var kidText = '';
  if (kids.length > 1) kidText = '[' + kids.join(', ') + ']';
  else if (kids.length === 1) kidText = kids[0];
  if (kidText) {
    if (s) return s + '.' + kidText;
    return kidText;
  }
  return s;
}
