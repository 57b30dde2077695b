import jws from 'jws';
import ms from 'ms';
import querystring from 'node:querystring';
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';

// spec: authq-01
export function reqLogin(user, opts, cb) {
  if (typeof opts === 'function') {
    cb = opts;
    opts = {};
  }
  opts = opts || {};
  var prop = this._userProperty || 'user';
  var persist = opts.session === undefined ? true : opts.session;
  this[prop] = user;
  if (persist && this._sessionManager) {
    if (typeof cb !== 'function') throw new Error('req#login requires a callback function');
    var req = this;
    this._sessionManager.logIn(this, user, opts, function (err) {
      if (err) {
        req[prop] = null;
        return cb(err);
      }
      cb();
    });
    return;
  }
  if (cb) cb();
}

// spec: authq-02
export function reqLogout(opts, cb) {
  if (typeof opts === 'function') {
    cb = opts;
    opts = {};
  }
  opts = opts || {};
  var prop = this._userProperty || 'user';
  this[prop] = null;
  if (this._sessionManager) {
    if (typeof cb !== 'function') throw new Error('req#logout requires a callback function');
    this._sessionManager.logOut(this, opts, cb);
    return;
  }
  if (cb) cb();
}

// spec: authq-03
export function sessionLogOut(req, opts, cb) {
  if (typeof opts === 'function') {
    cb = opts;
    opts = {};
  }
  opts = opts || {};
  if (!req.session) {
    return cb(new Error('Login sessions require session support. Did you forget to use `express-session` middleware?'));
  }
  var key = this._key;
  if (req.session[key]) delete req.session[key].user;
  var old = req.session;
  req.session.save(function (err) {
    if (err) return cb(err);
    req.session.regenerate(function (err) {
      if (err) return cb(err);
      if (opts.keepSessionInfo) {
        for (var k in old) req.session[k] = old[k];
      }
      cb();
    });
  });
}

// spec: authq-04
export function restoreFromSession(req, opts) {
  opts = opts || {};
  if (!req.session) {
    return this.error(new Error('Login sessions require session support. Did you forget to use `express-session` middleware?'));
  }
  var self = this;
  var key = this._key;
  var stored;
  if (req.session[key]) stored = req.session[key].user;
  if (!stored && stored !== 0) {
    self.pass();
    return;
  }
  var held = opts.pauseStream ? holdEvents(req) : null;
  this._deserializeUser(stored, req, function (err, user) {
    if (err) return self.error(err);
    if (!user) {
      delete req.session[key].user;
    } else {
      var prop = req._userProperty || 'user';
      req[prop] = user;
    }
    self.pass();
    if (held) held.resume();
  });
}

function holdEvents(src) {
  var evs = [];
  function onData(a, b) { evs.push(['data', a, b]); }
  function onEnd(a, b) { evs.push(['end', a, b]); }
  src.on('data', onData);
  src.on('end', onEnd);
  return {
    end: function () {
      src.removeListener('data', onData);
      src.removeListener('end', onEnd);
    },
    resume: function () {
      this.end();
      for (var i = 0; i < evs.length; i++) src.emit.apply(src, evs[i]);
    }
  };
}

// spec: authq-05
export function bareRedirect(url, status) {
  var res = this.req.res;
  res.statusCode = status || 302;
  res.setHeader('Location', url);
  res.setHeader('Content-Length', '0');
  res.end();
}

// spec: authq-06
export function useStrategy(name, strategy) {
  if (!strategy) {
    strategy = name;
    name = strategy.name;
  }
  if (!name) throw new Error('Authentication strategies must have a name');
  this._strategies[name] = strategy;
  return this;
}

// spec: authq-07
export function decodeJwt(token, opts) {
  opts = opts || {};
  var d = jws.decode(token, opts);
  if (!d) return null;
  var payload = d.payload;
  if (typeof payload === 'string') {
    try {
      var obj = JSON.parse(payload);
      if (obj !== null && typeof obj === 'object') payload = obj;
    } catch (e) {}
  }
  if (opts.complete === true) {
    return { header: d.header, payload: payload, signature: d.signature };
  }
  return payload;
}

// spec: authq-08
export function absoluteTime(span, base) {
  var now = base || Math.floor(Date.now() / 1000);
  if (typeof span === 'string') {
    var msec = ms(span);
    if (typeof msec === 'undefined') return undefined;
    return Math.floor(now + msec / 1000);
  }
  if (typeof span === 'number') return now + span;
  return undefined;
}

// spec: authq-09
export function checkAgainstSchema(schema, allowUnknown, obj, label) {
  var proto = obj !== null && typeof obj === 'object' ? Object.getPrototypeOf(obj) : undefined;
  if (proto !== null && proto !== Object.prototype) {
    throw new Error('Expected "' + label + '" to be a plain object.');
  }
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var rule = Object.prototype.hasOwnProperty.call(schema, k) ? schema[k] : undefined;
    if (!rule) {
      if (!allowUnknown) throw new Error('"' + k + '" is not allowed in "' + label + '"');
      continue;
    }
    if (!rule.isValid(obj[k])) throw new Error(rule.message);
  }
}

// spec: authq-10
export function JsonWebTokenError(message, inner) {
  Error.call(this, message);
  if (Error.captureStackTrace) Error.captureStackTrace(this, this.constructor);
  this.name = 'Json' + 'Web' + 'Token' + 'Error';
  this.message = message;
  if (inner) this.inner = inner;
}
JsonWebTokenError.prototype = Object.create(Error.prototype);
JsonWebTokenError.prototype.constructor = JsonWebTokenError;

// spec: authq-11
export function bytesToB64(bytes, urlSafe) {
  if (urlSafe === undefined) urlSafe = false;
  if (typeof Uint8Array.prototype.toBase64 === 'function') {
    return bytes.toBase64({ alphabet: urlSafe ? 'base64url' : 'base64', omitPadding: urlSafe });
  }
  var CHUNK = 0x8000;
  var parts = [];
  for (var i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK)));
  }
  var s = btoa(parts.join(''));
  if (urlSafe) s = s.replace(/=/g, '').replace(/\+/g, '-').replace(/\//g, '_');
  return s;
}

// spec: authq-12
export function b64ToBytes(s, urlSafe) {
  if (urlSafe === undefined) urlSafe = false;
  if (typeof Uint8Array.fromBase64 === 'function') {
    return Uint8Array.fromBase64(s, { alphabet: urlSafe ? 'base64url' : 'base64' });
  }
  if (urlSafe) {
    if (s.indexOf('+') !== -1 || s.indexOf('/') !== -1) throw new TypeError('Invalid base64url');
    s = s.replace(/-/g, '+').replace(/_/g, '/');
  }
  var bin = atob(s);
  var out = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

// spec: authq-13
export async function pumpTransform(stream, input, max) {
  if (max === undefined) max = Infinity;
  var w = stream.writable.getWriter();
  w.write(input).catch(function () {});
  w.close().catch(function () {});
  var r = stream.readable.getReader();
  var chunks = [];
  var total = 0;
  for (;;) {
    var res = await r.read();
    if (res.done) break;
    chunks.push(res.value);
    total += res.value.byteLength;
    if (isFinite(max) && total > max) {
      try {
        await r.cancel();
      } catch (e) {}
      throw new InvalidEncryptedTokenError('Decompressed plaintext exceeded the configured limit');
    }
  }
  var out = new Uint8Array(total);
  var pos = 0;
  for (var i = 0; i < chunks.length; i++) {
    out.set(chunks[i], pos);
    pos += chunks[i].byteLength;
  }
  return out;
}

export class InvalidEncryptedTokenError extends Error {
  constructor(msg, opts) {
    super(msg, opts);
    this.name = 'InvalidEncryptedTokenError';
    this.code = 'ERR_JWE_INVALID';
  }
}

// spec: authq-14
var PERIOD_RE = /^(\+|-)? ?(\d+|\d+\.\d+) ?(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|hr|h|days?|d|weeks?|w|years?|yrs?|yr|y)(?: (ago|from now))?$/i;

export function periodSeconds(s) {
  var m = typeof s === 'string' ? PERIOD_RE.exec(s) : null;
  if (!m || (m[1] && m[4])) throw new TypeError('Invalid time period format');
  var v = parseFloat(m[2]);
  var u = m[3].toLowerCase().charAt(0);
  var f;
  if (u === 's') f = 1;
  else if (u === 'm') f = 60;
  else if (u === 'h') f = 3600;
  else if (u === 'd') f = 86400;
  else if (u === 'w') f = 604800;
  else f = 31557600;
  var n = Math.round(v * f);
  if (!isFinite(n)) throw new TypeError('Invalid time period format');
  if (m[1] === '-' || (m[4] && m[4].toLowerCase() === 'ago')) return -n;
  return n;
}

// spec: authq-15
export function noSharedKeys() {
  var seen = new Set();
  for (var i = 0; i < arguments.length; i++) {
    var h = arguments[i];
    if (!h) continue;
    var keys = Object.keys(h);
    for (var j = 0; j < keys.length; j++) {
      if (seen.has(keys[j])) return false;
      seen.add(keys[j]);
    }
  }
  return true;
}

// spec: authq-16
export function checkCritical(Err, defaults, extra, prot, header) {
  if (header.crit !== undefined && (!prot || prot.crit === undefined)) {
    throw new Err('"crit" (Critical) Header Parameter MUST be integrity protected');
  }
  if (!prot || prot.crit === undefined) return [];
  var crit = prot.crit;
  var ok = Array.isArray(crit) && crit.length > 0;
  if (ok) {
    for (var i = 0; i < crit.length; i++) {
      if (typeof crit[i] !== 'string' || crit[i].length === 0) {
        ok = false;
        break;
      }
    }
  }
  if (!ok) throw new Err('"crit" (Critical) Header Parameter MUST be an array of non-empty strings when present');
  var known = defaults;
  if (extra !== undefined) known = Object.assign(Object.create(null), extra, defaults);
  for (var j = 0; j < crit.length; j++) {
    var n = crit[j];
    if (!Object.prototype.hasOwnProperty.call(known, n)) {
      throw new NotSupportedError('Extension Header Parameter "' + n + '" is not recognized');
    }
    if (!Object.prototype.hasOwnProperty.call(header, n) || header[n] === undefined) {
      throw new Err('Extension Header Parameter "' + n + '" is missing');
    }
    if (known[n] && prot[n] === undefined) {
      throw new Err('Extension Header Parameter "' + n + '" MUST be integrity protected');
    }
  }
  return crit;
}

export class NotSupportedError extends Error {
  constructor(msg, opts) {
    super(msg, opts);
    this.name = 'NotSupportedError';
    this.code = 'ERR_JOSE_NOT_SUPPORTED';
  }
}

// spec: authq-17
export function headerJsonPair(Err, header) {
  var text, copy;
  try {
    text = JSON.stringify(header);
    copy = JSON.parse(text);
  } catch (e) {
    throw new Err('JOSE Header is not valid JSON', { cause: e });
  }
  var plain = false;
  if (copy !== null && typeof copy === 'object' && Object.prototype.toString.call(copy) === '[object Object]') {
    var p = Object.getPrototypeOf(copy);
    plain = p === null || Object.getPrototypeOf(p) === null;
  }
  if (!plain) throw new Err('JOSE Header is not a JSON object');
  return [copy, text];
}

// spec: authq-18
export function peekProtectedHeader(token) {
  var enc;
  if (typeof token === 'string') {
    var parts = token.split('.');
    if (parts.length === 3 || parts.length === 5) enc = parts[0];
  } else if (typeof token === 'object' && token) {
    if (!('protected' in token)) throw new TypeError('Token does not contain a Protected Header');
    enc = token.protected;
  }
  if (typeof enc !== 'string' || !enc) throw new TypeError('Invalid Token or Protected Header formatting');
  var out;
  try {
    var bytes = b64ToBytes(enc, true);
    out = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (e) {
    throw new TypeError('Invalid Token or Protected Header formatting', { cause: e });
  }
  var proto = out !== null && typeof out === 'object' ? Object.getPrototypeOf(out) : undefined;
  if (proto !== null && proto !== Object.prototype) throw new TypeError('Invalid Token or Protected Header formatting');
  return out;
}

// spec: authq-19
export function checkKeyRestrictions(alg, key, usage) {
  if (key.use !== undefined) {
    var want = usage === 'sign' || usage === 'verify' ? 'sig' : 'enc';
    if (key.use !== want) {
      throw new TypeError('Invalid key for this operation, its "use" must be "' + want + '" when present');
    }
  }
  if (key.kty === 'AKP' && key.alg === undefined) {
    throw new TypeError('missing "alg" (Algorithm) Parameter value');
  }
  if (key.alg !== undefined && key.alg !== alg.alg) {
    throw new TypeError('Invalid key for this operation, its "alg" must be "' + alg.alg + '" when present');
  }
  if (Array.isArray(key.key_ops)) {
    var op = usage;
    if (usage === 'encrypt') op = alg.ops ? alg.ops[0] : undefined;
    else if (usage === 'decrypt') op = alg.ops ? alg.ops[1] : undefined;
    if (op && key.key_ops.indexOf(op) === -1) {
      throw new TypeError('Invalid key for this operation, its "key_ops" must include "' + op + '" when present');
    }
  }
}

// spec: authq-20
export function invalidArgText(msg, actual) {
  var types = [];
  for (var i = 2; i < arguments.length; i++) types.push(arguments[i]);
  if (types.length > 2) {
    var last = types.pop();
    msg += 'one of type ' + types.join(', ') + ', or ' + last + '.';
  } else if (types.length === 2) {
    msg += 'one of type ' + types[0] + ' or ' + types[1] + '.';
  } else {
    msg += 'of type ' + types[0] + '.';
  }
  if (actual == null) {
    msg += ' Received ' + actual;
  } else if (typeof actual === 'function' && actual.name) {
    msg += ' Received function ' + actual.name;
  } else if (typeof actual === 'object' && actual.constructor && actual.constructor.name) {
    msg += ' Received an instance of ' + actual.constructor.name;
  }
  return msg;
}

// spec: authq-21
export function copyJwk(jwk) {
  var out = Object.create(null);
  var keys = Object.keys(jwk);
  for (var i = 0; i < keys.length; i++) out[keys[i]] = jwk[keys[i]];
  if (out.ext !== undefined && typeof out.ext !== 'boolean') {
    throw new TypeError('"ext" (Extractable) Parameter must be a boolean');
  }
  if (out.key_ops !== undefined) {
    var ops = out.key_ops;
    var bad = !Array.isArray(ops);
    var copy = null;
    if (!bad) {
      copy = ops.slice();
      var seen = new Set();
      for (var j = 0; j < copy.length; j++) {
        if (typeof copy[j] !== 'string' || seen.has(copy[j])) {
          bad = true;
          break;
        }
        seen.add(copy[j]);
      }
    }
    if (bad) throw new TypeError('"key_ops" (Key Operations) Parameter must be an array of unique strings');
    out.key_ops = copy;
  }
  return out;
}

// spec: authq-22
export async function makeSecretKey(alg, opts) {
  var ext = opts ? opts.extractable : undefined;
  if (ext !== undefined && typeof ext !== 'boolean') {
    throw new TypeError('"extractable" option must be a boolean');
  }
  var len, algo, usages;
  switch (alg) {
    case 'HS256':
    case 'HS384':
    case 'HS512':
      len = parseInt(alg.slice(-3), 10);
      algo = { name: 'HMAC', hash: 'SHA-' + len, length: len };
      usages = ['sign', 'verify'];
      break;
    case 'A128CBC-HS256':
    case 'A192CBC-HS384':
    case 'A256CBC-HS512':
      len = parseInt(alg.slice(-3), 10);
      return crypto.getRandomValues(new Uint8Array(len >> 3));
    case 'A128KW':
    case 'A192KW':
    case 'A256KW':
      len = parseInt(alg.slice(1, 4), 10);
      algo = { name: 'AES-KW', length: len };
      usages = ['wrapKey', 'unwrapKey'];
      break;
    case 'A128GCMKW':
    case 'A192GCMKW':
    case 'A256GCMKW':
    case 'A128GCM':
    case 'A192GCM':
    case 'A256GCM':
      len = parseInt(alg.slice(1, 4), 10);
      algo = { name: 'AES-GCM', length: len };
      usages = ['encrypt', 'decrypt'];
      break;
    default:
      throw new NotSupportedError('Invalid or unsupported "alg" (Algorithm) value');
  }
  return crypto.subtle.generateKey(algo, ext === true, usages);
}

// spec: authq-23
export async function concatKdfSha256(secret, bits, other) {
  var n = bits >> 3;
  var rounds = Math.ceil(n / 32);
  var buf = new Uint8Array(rounds * 32);
  for (var i = 1; i <= rounds; i++) {
    var data = new Uint8Array(4 + secret.length + other.length);
    data[0] = (i >>> 24) & 0xff;
    data[1] = (i >>> 16) & 0xff;
    data[2] = (i >>> 8) & 0xff;
    data[3] = i & 0xff;
    data.set(secret, 4);
    data.set(other, 4 + secret.length);
    var dig = await crypto.subtle.digest('SHA-256', data);
    buf.set(new Uint8Array(dig), 32 * (i - 1));
  }
  return buf.slice(0, n);
}

// spec: authq-24
export function backoffObject(b) {
  if (typeof b === 'number' && isFinite(b)) return { type: 'fixed', delay: b };
  if (b) return b;
  return undefined;
}

// spec: authq-25
export function wait(msec, ac) {
  return new Promise(function (resolve) {
    var t;
    function done() {
      if (ac) ac.signal.removeEventListener('abort', done);
      clearTimeout(t);
      resolve();
    }
    t = setTimeout(done, msec);
    if (ac) ac.signal.addEventListener('abort', done);
  });
}

// spec: authq-26
export function sendMessage(target, msg) {
  return new Promise(function (resolve, reject) {
    if (typeof target.send === 'function') {
      target.send(msg, function (err) {
        if (err) reject(err);
        else resolve();
      });
    } else if (typeof target.postMessage === 'function') {
      resolve(target.postMessage(msg));
    } else {
      resolve();
    }
  });
}

// spec: authq-27
export function circularReplacer(root) {
  var seen = new WeakSet();
  seen.add(root);
  return function (key, val) {
    if (val !== null && typeof val === 'object') {
      if (seen.has(val)) return '[Circular]';
      seen.add(val);
    }
    return val;
  };
}

// spec: authq-28
export function anyToString(v) {
  if (v == null) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    var a = [];
    for (var i = 0; i < v.length; i++) a.push(v[i] == null ? v[i] : anyToString(v[i]));
    return `${a}`;
  }
  if (typeof v === 'symbol' || Object.prototype.toString.call(v) === '[object Symbol]') return v.toString();
  var s = `${v}`;
  if (s === '0' && 1 / v === -Infinity) return '-0';
  return s;
}

// spec: authq-29
export function withoutUndefined(obj) {
  var out = {};
  for (var k in obj) {
    if (obj[k] === undefined) continue;
    out[k] = obj[k];
  }
  return out;
}

// spec: authq-30
export function hashReplyToObject(r) {
  var out = {};
  if (!r) return out;
  var i;
  if (Array.isArray(r)) {
    if (allKeyValue(r)) {
      for (i = 0; i < r.length; i++) out[asText(r[i].key)] = asText(r[i].value);
      return out;
    }
    for (i = 0; i + 1 < r.length; i += 2) out[asText(r[i])] = asText(r[i + 1]);
    return out;
  }
  if (r instanceof Map) {
    r.forEach(function (v, k) {
      out[asText(k)] = asText(v);
    });
    return out;
  }
  if (typeof r === 'object') {
    var keys = Object.keys(r);
    for (i = 0; i < keys.length; i++) out[keys[i]] = asText(r[keys[i]]);
  }
  return out;
}

function asText(x) {
  if (Buffer.isBuffer(x)) return x.toString('utf8');
  return String(x);
}

function allKeyValue(list) {
  for (var i = 0; i < list.length; i++) {
    var e = list[i];
    if (e === null || typeof e !== 'object' || !('key' in e) || !('value' in e)) return false;
  }
  return true;
}

// spec: authq-31
export function flattenPairs(x) {
  var out = [];
  if (!x) return out;
  var i;
  if (Array.isArray(x)) {
    if (allKeyValue(x)) {
      for (i = 0; i < x.length; i++) out.push(asText(x[i].key), asText(x[i].value));
      return out;
    }
    var pairs = true;
    for (i = 0; i < x.length; i++) {
      if (!Array.isArray(x[i]) || x[i].length !== 2) {
        pairs = false;
        break;
      }
    }
    if (pairs) {
      for (i = 0; i < x.length; i++) out.push(asText(x[i][0]), asText(x[i][1]));
      return out;
    }
    for (i = 0; i < x.length; i++) out.push(asText(x[i]));
    return out;
  }
  if (typeof x === 'object') {
    var keys = Object.keys(x);
    for (i = 0; i < keys.length; i++) out.push(keys[i], asText(x[keys[i]]));
  }
  return out;
}

// spec: authq-32
export function scanReply(r) {
  var keys = [];
  var i;
  if (Array.isArray(r) && r.length >= 2) {
    if (Array.isArray(r[1])) {
      for (i = 0; i < r[1].length; i++) keys.push(asText(r[1][i]));
    }
    return [asText(r[0]), keys];
  }
  if (r !== null && typeof r === 'object' && r.cursor !== undefined && Array.isArray(r.keys)) {
    for (i = 0; i < r.keys.length; i++) keys.push(asText(r.keys[i]));
    return [asText(r.cursor), keys];
  }
  return ['0', []];
}

// spec: authq-33
export function isBlockingCommand(cmd) {
  var name = asText(cmd[0]).toUpperCase();
  if (name === 'BZPOPMIN') return true;
  if (name !== 'XREAD') return false;
  for (var i = 1; i < cmd.length; i += 2) {
    if (asText(cmd[i]).toUpperCase() === 'BLOCK') return true;
  }
  return false;
}

// spec: authq-34
export function isLegacyRepeatKey(s) {
  var pos = [];
  var from = 0;
  for (var i = 0; i < 4; i++) {
    var j = s.indexOf(':', from);
    if (j === -1) return false;
    pos.push(j);
    from = j + 1;
  }
  var end = s.slice(pos[1] + 1, pos[2]);
  if (end && !/^[0-9]+$/.test(end)) return false;
  var suffix = s.slice(pos[3] + 1);
  if (!suffix) return false;
  if (suffix.indexOf(' ') !== -1) return true;
  return /^[0-9]+$/.test(suffix);
}

// spec: authq-35
export function parseClientList(text, test) {
  var lines = text.split(/\r?\n/);
  var out = [];
  for (var i = 0; i < lines.length; i++) {
    var rec = {};
    var parts = lines[i].split(' ');
    for (var j = 0; j < parts.length; j++) {
      var p = parts[j];
      var eq = p.indexOf('=');
      if (eq === -1) rec[''] = p;
      else rec[p.slice(0, eq)] = p.slice(eq + 1);
    }
    if (test(rec.name)) {
      rec.rawname = rec.name;
      rec.name = this.name;
      out.push(rec);
    }
  }
  return out;
}

// spec: authq-36
export function nextSetBit(from) {
  var wi = Math.floor(from / 32);
  if (wi >= this.used) return -1;
  var w = (this.words[wi] | 0) & (-1 << from);
  for (;;) {
    if (w !== 0) return wi * 32 + countTrailingZeros(w);
    wi++;
    if (wi >= this.used) return -1;
    w = this.words[wi] | 0;
  }
}

// spec: authq-37
export function countTrailingZeros(v) {
  if (v === 0) return 32;
  var n = 31;
  var shifts = [16, 8, 4, 2];
  for (var i = 0; i < shifts.length; i++) {
    var y = v << shifts[i];
    if (y !== 0) {
      n -= shifts[i];
      v = y;
    }
  }
  return n - ((v << 1) >>> 31);
}

// spec: authq-38
export function splitRecoveryOption(o) {
  if (!o || typeof o !== 'object') return { connectionOptions: o, recovery: null };
  if (!Object.prototype.hasOwnProperty.call(o, 'recovery')) return { connectionOptions: o, recovery: null };
  var copy = {};
  var keys = Object.keys(o);
  for (var i = 0; i < keys.length; i++) copy[keys[i]] = o[keys[i]];
  var rec = copy.recovery;
  delete copy.recovery;
  return { connectionOptions: copy, recovery: rec };
}

// spec: authq-39
export function recoverySettings(input) {
  var o = input && typeof input === 'object' ? input : {};
  function num(v, fb) {
    var n = Number(v);
    return isFinite(n) ? n : fb;
  }
  function retries(v, fb) {
    if (v === null || v === undefined) return fb;
    if (v === Infinity) return Infinity;
    var n = num(v, fb);
    return n < 0 ? 0 : n;
  }
  var initialDelay = Math.max(0, num(o.initialDelay, 100));
  var maxDelay = Math.max(initialDelay, num(o.maxDelay, 30000));
  var factor = Math.max(1, num(o.factor, 2));
  var jitter = Math.min(1, Math.max(0, num(o.jitter, 0.2)));
  var maxRetries = retries(o.maxRetries, Infinity);
  var initialMaxRetries = retries(o.initialMaxRetries, maxRetries);
  return {
    initialDelay: initialDelay,
    maxDelay: maxDelay,
    factor: factor,
    jitter: jitter,
    maxRetries: maxRetries,
    initialMaxRetries: initialMaxRetries,
    setup: typeof o.setup === 'function' ? o.setup : null,
    calculateDelay: typeof o.calculateDelay === 'function' ? o.calculateDelay : null,
    waitForConnect: o.waitForConnect !== false
  };
}

// spec: authq-40
export function reconnectWait(cfg, attempt) {
  var cap = cfg.maxDelay / (1 + cfg.jitter);
  var base = Math.min(cap, cfg.initialDelay * Math.pow(cfg.factor, attempt - 1));
  var span = base * cfg.jitter;
  var off = 0;
  if (span > 0) off = Math.random() * 2 * span - span;
  return Math.max(0, Math.round(base + off));
}

// spec: authq-41
export function runSetupStep(setup, model) {
  if (!setup) return Promise.resolve();
  return new Promise(function (resolve, reject) {
    var settled = false;
    function finish(err) {
      if (settled) return;
      settled = true;
      if (err) {
        if (!(err instanceof Error)) err = new Error(err ? String(err) : 'Recovery setup failed');
        reject(err);
        return;
      }
      resolve();
    }
    try {
      if (setup.length >= 2) {
        setup(model, finish);
      } else {
        Promise.resolve(setup(model)).then(function () {
          finish();
        }, function (e) {
          finish(e);
        });
      }
    } catch (e) {
      finish(e);
    }
  });
}

// spec: authq-42
var DEFAULT_CLIENT_PROPS = {
  product: 'amqp-client',
  version: '1.0.0',
  platform: 'Node.JS ' + process.version,
  information: 'https://www.rabbitmq.com/',
  capabilities: {
    publisher_confirms: true,
    exchange_exchange_bindings: true,
    'basic.nack': true,
    consumer_cancel_notify: true,
    'connection.blocked': true,
    authentication_failure_close: true
  }
};

export function openHandshakeFields(vhost, query, creds, extraProps) {
  vhost = vhost ? querystring.unescape(vhost) : '/';
  query = query || {};
  function int(v, d) {
    return v === undefined ? d : parseInt(v, 10);
  }
  var props = Object.create(DEFAULT_CLIENT_PROPS);
  if (extraProps) {
    var keys = Object.keys(extraProps);
    for (var i = 0; i < keys.length; i++) props[keys[i]] = extraProps[keys[i]];
  }
  var mfs = query.maxFrameSize;
  var maxFrameSize;
  if (mfs === null || mfs === undefined) maxFrameSize = undefined;
  else maxFrameSize = /^\d+$/.test(String(mfs)) ? Number(mfs) : NaN;
  return {
    clientProperties: props,
    mechanism: creds.mechanism,
    response: creds.response(),
    locale: query.locale || 'en_US',
    channelMax: int(query.channelMax, 0),
    frameMax: int(query.frameMax, 131072),
    heartbeat: query.heartbeat === null || query.heartbeat === undefined ? null : int(query.heartbeat),
    maxFrameSize: maxFrameSize,
    virtualHost: vhost,
    capabilities: '',
    insist: 0
  };
}

// spec: authq-43
export function plainCredsFromUrl(url) {
  var user = 'guest';
  var pass = 'guest';
  if (url.username !== '' || url.password !== '') {
    user = url.username ? unescape(url.username) : '';
    pass = url.password ? unescape(url.password) : '';
  }
  return {
    mechanism: 'PLAIN',
    username: user,
    password: pass,
    response: function () {
      return Buffer.from(['', user, pass].join(String.fromCharCode(0)));
    }
  };
}

// spec: authq-44
export function bodyFrame(channel, payload) {
  var len = payload.length;
  var buf = Buffer.alloc(7 + len + 1);
  buf.writeUInt8(3, 0);
  buf.writeUInt16BE(channel, 1);
  buf.writeInt32BE(len, 3);
  payload.copy(buf, 7);
  buf[7 + len] = 206;
  return buf;
}

// spec: authq-45
export function cutFrame(buf, maxSize) {
  if (buf.length < 7) return false;
  var type = buf.readUInt8(0);
  var channel = buf.readUInt16BE(1);
  var size = buf.readUInt32BE(3);
  if (maxSize > 0 && size > maxSize) {
    throw new Error('Frame size ' + size + ' exceeds maxFrameSize ' + maxSize);
  }
  var total = 7 + size + 1;
  if (buf.length < total) return false;
  if (buf[7 + size] !== 206) throw new Error('Invalid frame');
  return {
    type: type,
    channel: channel,
    size: size,
    payload: buf.subarray(7, 7 + size),
    rest: buf.subarray(total)
  };
}

// spec: authq-46
export function writeFieldTable(buf, table, offset) {
  var start = offset;
  function room(n) {
    if (offset + n > buf.length) {
      throw new RangeError('Encoded field table (headers or arguments) exceeds the ' + buf.length + ' byte encoding buffer');
    }
  }
  room(4);
  offset += 4;
  for (var k in table) {
    var v = table[k];
    if (v === undefined) continue;
    var klen = Buffer.byteLength(k);
    room(1 + klen);
    buf.writeUInt8(klen, offset);
    offset += 1;
    buf.write(k, offset, 'utf8');
    offset += klen;
    offset += writeFieldValue(buf, v, offset);
  }
  var size = offset - start;
  buf.writeUInt32BE(size - 4, start);
  return size;
}

function writeFieldValue(buf, v, offset) {
  var start = offset;
  function room(n) {
    if (offset + n > buf.length) {
      throw new RangeError('Encoded field table (headers or arguments) exceeds the ' + buf.length + ' byte encoding buffer');
    }
  }
  function tag(c) {
    room(1);
    buf.write(c, offset, 'ascii');
    offset += 1;
  }
  var type = typeof v;
  var val = v;
  if (v !== null && type === 'object' && typeof v['!'] === 'string') {
    type = v['!'];
    val = v.value;
  } else if (v === null) {
    type = 'void';
  } else if (Buffer.isBuffer(v)) {
    type = 'bytes';
  } else if (Array.isArray(v)) {
    type = 'array';
  } else if (v instanceof Date) {
    type = 'timestamp';
    val = Math.floor(v.getTime() / 1000);
  } else if (type === 'number') {
    if (Number.isInteger(v) && v >= -2147483648 && v <= 2147483647) type = 'int';
    else if (Number.isInteger(v)) type = 'long';
    else type = 'double';
  } else if (type === 'object') {
    type = 'table';
  }
  switch (type) {
    case 'string':
      var len = Buffer.byteLength(val);
      tag('S');
      room(4 + len);
      buf.writeUInt32BE(len, offset);
      buf.write(val, offset + 4, 'utf8');
      offset += 4 + len;
      break;
    case 'boolean':
      tag('t');
      room(1);
      buf.writeUInt8(val ? 1 : 0, offset);
      offset += 1;
      break;
    case 'void':
      tag('V');
      break;
    case 'int':
      tag('I');
      room(4);
      buf.writeInt32BE(val, offset);
      offset += 4;
      break;
    case 'long':
      tag('l');
      room(8);
      buf.writeBigInt64BE(BigInt(val), offset);
      offset += 8;
      break;
    case 'double':
      tag('d');
      room(8);
      buf.writeDoubleBE(val, offset);
      offset += 8;
      break;
    case 'float':
      tag('f');
      room(4);
      buf.writeFloatBE(val, offset);
      offset += 4;
      break;
    case 'byte':
      tag('b');
      room(1);
      buf.writeInt8(val, offset);
      offset += 1;
      break;
    case 'short':
      tag('s');
      room(2);
      buf.writeInt16BE(val, offset);
      offset += 2;
      break;
    case 'timestamp':
      tag('T');
      room(8);
      buf.writeBigUInt64BE(BigInt(val), offset);
      offset += 8;
      break;
    case 'bytes':
      tag('x');
      room(4 + val.length);
      buf.writeUInt32BE(val.length, offset);
      val.copy(buf, offset + 4);
      offset += 4 + val.length;
      break;
    case 'array':
      tag('A');
      room(4);
      var at = offset;
      offset += 4;
      for (var i = 0; i < val.length; i++) offset += writeFieldValue(buf, val[i], offset);
      buf.writeUInt32BE(offset - at - 4, at);
      break;
    case 'table':
      tag('F');
      offset += writeFieldTable(buf, val, offset);
      break;
    default:
      throw new TypeError('Unknown type to encode: ' + type);
  }
  return offset - start;
}

// spec: authq-47
var NO_OPTIONS = Object.freeze({});

export function queueDeclareFields(name, opts) {
  name = name || '';
  opts = opts || NO_OPTIONS;
  var args = Object.create(opts.arguments || null);
  var map = [
    ['x-expires', 'expires'],
    ['x-message-ttl', 'messageTtl'],
    ['x-dead-letter-exchange', 'deadLetterExchange'],
    ['x-dead-letter-routing-key', 'deadLetterRoutingKey'],
    ['x-max-length', 'maxLength'],
    ['x-max-priority', 'maxPriority'],
    ['x-overflow', 'overflow'],
    ['x-queue-mode', 'queueMode']
  ];
  for (var i = 0; i < map.length; i++) {
    var v = opts[map[i][1]];
    if (v !== undefined) args[map[i][0]] = v;
  }
  return {
    queue: name,
    exclusive: !!opts.exclusive,
    durable: opts.durable === undefined ? true : opts.durable,
    autoDelete: !!opts.autoDelete,
    arguments: args,
    passive: false,
    ticket: 0,
    nowait: false
  };
}

// spec: authq-48
export function emitShielded(em, name) {
  var args = [];
  for (var i = 1; i < arguments.length; i++) args.push(arguments[i]);
  try {
    em.emit.apply(em, args);
  } catch (e) {
    if (em.listenerCount('handler-error') > 0) {
      setImmediate(function () {
        em.emit('handler-error', e, name);
      });
      return;
    }
    throw e;
  }
}

// spec: authq-49
export function murmur2Legacy(key) {
  var data = Buffer.isBuffer(key) ? key : Buffer.from(String(key), 'utf8');
  var len = data.length;
  var m = 0x5bd1e995;
  var h = 0x9747b28c ^ len;
  var groups = len / 4;
  for (var i = 0; i < groups; i++) {
    var o = i * 4;
    var k = (data[o] || 0) + ((data[o + 1] || 0) << 8) + ((data[o + 2] || 0) << 16) + ((data[o + 3] || 0) << 24);
    k *= m;
    k ^= k >>> 24;
    k *= m;
    h *= m;
    h ^= k;
  }
  var left = len % 4;
  var t = len - left;
  switch (left) {
    case 3:
      h ^= data[t + 2] << 16;
    // falls through
    case 2:
      h ^= data[t + 1] << 8;
    // falls through
    case 1:
      h ^= data[t];
      h *= m;
  }
  h ^= h >>> 13;
  h *= m;
  h ^= h >>> 15;
  return h;
}

// spec: authq-50
export function defaultPartitioner(hash) {
  return function () {
    var counters = {};
    return function (arg) {
      var topic = arg.topic;
      var meta = arg.partitionMetadata;
      var msg = arg.message;
      if (!Object.prototype.hasOwnProperty.call(counters, topic)) {
        counters[topic] = randomBytes(32).readUInt32BE(0);
      }
      var count = meta.length;
      var avail = [];
      for (var i = 0; i < meta.length; i++) {
        if (meta[i].leader >= 0) avail.push(meta[i]);
      }
      if (msg.partition !== null && msg.partition !== undefined) return msg.partition;
      if (msg.key !== null && msg.key !== undefined) return (hash(msg.key) & 0x7fffffff) % count;
      counters[topic]++;
      var n = counters[topic] & 0x7fffffff;
      if (avail.length > 0) return avail[n % avail.length].partitionId;
      return n % count;
    };
  };
}

// spec: authq-51
export function shareInFlight(fn) {
  var pending = null;
  return function () {
    if (pending) return pending;
    pending = fn.apply(this, arguments).finally(function () {
      pending = null;
    });
    return pending;
  };
}

// spec: authq-52
export function acquireLock() {
  var lock = this;
  return new Promise(function (resolve, reject) {
    if (!lock.locked) {
      lock.locked = true;
      resolve();
      return;
    }
    var timer;
    var waiter = function () {
      if (lock.locked) return;
      lock.locked = true;
      clearTimeout(timer);
      lock.waiting.delete(waiter);
      resolve();
    };
    lock.waiting.add(waiter);
    timer = setTimeout(function () {
      var msg = 'Timeout while acquiring lock (' + lock.waiting.size + ' waiting locks)';
      lock.waiting.delete(waiter);
      if (lock.description) msg += ': "' + lock.description + '"';
      reject(new LockTimeoutError(msg));
    }, lock.timeout);
  });
}

export class LockTimeoutError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'LockTimeoutError';
  }
}

// spec: authq-53
export function zigzagVarIntSize(v) {
  var x = (v << 1) ^ (v >> 31);
  var n = 1;
  while ((x & 0xffffff80) !== 0) {
    n++;
    x = x >>> 7;
  }
  return n;
}

// spec: authq-54
export function readUnsignedVarInt() {
  var res = 0;
  var shift = 0;
  for (;;) {
    var b = this.buffer[this.offset++];
    if (!(b & 0x80)) {
      res |= b << shift;
      break;
    }
    res |= (b & 0x7f) << shift;
    shift += 7;
    if (shift > 28) throw new InvalidVarIntError('Invalid VarInt, must contain 5 bytes or less');
  }
  return res >>> 0;
}

export class InvalidVarIntError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'InvalidVarIntError';
  }
}

// spec: authq-55
export function xorBuffers(a, b) {
  var x = Buffer.from(a);
  var y = Buffer.from(b);
  if (x.length !== y.length) throw new NonRetriableError('Buffers must be of the same length');
  var out = [];
  for (var i = 0; i < x.length; i++) out.push(x[i] ^ y[i]);
  return Buffer.from(out);
}

export class NonRetriableError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'NonRetriableError';
    this.retriable = false;
  }
}

// spec: authq-56
export function bearerExtensions(ext) {
  if (ext === null || ext === undefined) return '';
  var s = '';
  var sep = '';
  for (var k in ext) {
    s += sep + k + '=' + `${ext[k]}`;
    sep = '\u0001';
  }
  return s;
}

// spec: authq-57
var CRC32C_TABLE = null;

export function crc32c(bytes) {
  if (!CRC32C_TABLE) CRC32C_TABLE = buildCrcTable();
  var c = -1;
  for (var i = 0; i < bytes.length; i++) {
    c = CRC32C_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  }
  return (c ^ -1) >>> 0;
}

function buildCrcTable() {
  var t = new Int32Array(256);
  for (var n = 0; n < 256; n++) {
    var c = n;
    for (var j = 0; j < 8; j++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    t[n] = c;
  }
  return t;
}

// spec: authq-58
export function makeLevelLogger(label, level, activeLevel, namespace, write) {
  return function (message, extra) {
    if (extra === undefined) extra = {};
    if (level > activeLevel()) return;
    var log = { timestamp: new Date().toISOString(), logger: 'kafkajs', message: message };
    var keys = Object.keys(extra);
    for (var i = 0; i < keys.length; i++) log[keys[i]] = extra[keys[i]];
    write({ namespace: namespace, level: level, label: label, log: log });
  };
}

// spec: authq-59
export function checkBrokerList(brokers) {
  if (!brokers) throw new NonRetriableError('Failed to connect: brokers should not be null');
  if (Array.isArray(brokers)) {
    if (brokers.length === 0) throw new NonRetriableError('Failed to connect: brokers array is empty');
    for (var i = 0; i < brokers.length; i++) {
      var b = brokers[i];
      if (typeof b !== 'string' || b.length === 0) {
        throw new NonRetriableError('Failed to connect: broker at index ' + i + ' is invalid "' + typeof b + '"');
      }
    }
  }
}

// spec: authq-60
export function haltTopics(entries) {
  if (entries === undefined) entries = [];
  for (var i = 0; i < entries.length; i++) {
    var e = entries[i];
    var st = this.topics.get(e.topic) || {
      topic: e.topic,
      halted: new Set(),
      wholeTopic: false,
      resumed: new Set()
    };
    if (e.partitions === undefined) {
      st.halted.clear();
      st.resumed.clear();
      st.wholeTopic = true;
    } else if (Array.isArray(e.partitions)) {
      for (var j = 0; j < e.partitions.length; j++) {
        st.halted.add(e.partitions[j]);
        st.resumed.delete(e.partitions[j]);
      }
      st.wholeTopic = false;
    }
    this.topics.set(e.topic, st);
  }
}
