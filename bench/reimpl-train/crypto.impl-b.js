// spec: crypto-01
function freshSalt(rounds, ignored) {
  var cost = rounds || 10;
  if (typeof cost !== 'number') {
    throw new Error('Illegal arguments: ' + typeof rounds + ', ' + typeof ignored);
  }
  cost = cost < 4 ? 4 : cost > 31 ? 31 : cost;
  var src = typeof crypto !== 'undefined' ? crypto : null;
  if (!src || typeof src.getRandomValues !== 'function') {
    throw new Error('No secure random number generator available');
  }
  var raw = src.getRandomValues(new Uint8Array(16));
  return '$2b$' + (cost < 10 ? '0' : '') + cost + '$' + saltBits64(raw);
}

function saltBits64(raw) {
  var abc = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  var out = '', acc = 0, bits = 0, i;
  for (i = 0; i < raw.length; i++) {
    acc = (acc << 8) | raw[i];
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += abc.charAt((acc >> bits) & 63);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits) out += abc.charAt((acc << (6 - bits)) & 63);
  return out;
}

// spec: crypto-02
function sameStringCT(a, b) {
  var diff = a.length ^ b.length;
  diff = Array.prototype.reduce.call(a, function (d, ch, i) {
    return d | (ch.charCodeAt(0) ^ b.charCodeAt(i));
  }, diff);
  return diff === 0;
}

// spec: crypto-03
function checkPasswordSync(plain, stored, hashWith) {
  if (typeof plain !== 'string' || typeof stored !== 'string') {
    throw new Error('Illegal arguments: ' + typeof plain + ', ' + typeof stored);
  }
  if (stored.length !== 60) return false;
  return slowEquals(hashWith(plain, stored.substr(0, 29)), stored);
}

function slowEquals(x, y) {
  var d = x.length ^ y.length, i;
  for (i = 0; i < x.length; i++) d |= x.charCodeAt(i) ^ y.charCodeAt(i);
  return d === 0;
}

// spec: crypto-04
function costOf(hash) {
  if (typeof hash !== 'string') throw new Error('Illegal arguments: ' + typeof hash);
  var m = /^[^$]*\$[^$]*\$([^$]*)/.exec(hash);
  return m ? parseInt(m[1], 10) : NaN;
}

// spec: crypto-05
function saltOf(hash) {
  if (typeof hash !== 'string') throw new Error('Illegal arguments: ' + typeof hash);
  if (hash.length !== 60) throw new Error('Illegal hash length: ' + hash.length + ' != 60');
  return hash.slice(0, 29);
}

// spec: crypto-06
function utf8Size(s) {
  var wide = s.match(/[\u0080-\uffff]/g), wider = s.match(/[\u0800-\uffff]/g);
  var pairs = s.match(/[\ud800-\udbff][\udc00-\udfff]/g);
  return s.length + (wide ? wide.length : 0) + (wider ? wider.length : 0) - 2 * (pairs ? pairs.length : 0);
}

// spec: crypto-07
function utf8Array(s) {
  var lead = [0, 0xc0, 0xe0, 0xf0], out = [], i = 0, cp, n, k, at, next;
  while (i < s.length) {
    cp = s.charCodeAt(i++);
    if (cp >= 0xd800 && cp <= 0xdbff && i < s.length) {
      next = s.charCodeAt(i);
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    n = cp < 0x80 ? 0 : cp < 0x800 ? 1 : cp < 0x10000 ? 2 : 3;
    at = out.length;
    for (k = n; k > 0; k--) {
      out[at + k] = 0x80 | (cp & 63);
      cp >>= 6;
    }
    out[at] = lead[n] | cp;
  }
  return out;
}

// spec: crypto-08
function bcrypt64Encode(bytes, len) {
  if (len <= 0 || len > bytes.length) throw new Error('Illegal len: ' + len);
  var abc = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  var out = [], acc = 0, bits = 0, i;
  for (i = 0; i < len; i++) {
    acc = (acc << 8) | (bytes[i] & 0xff);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out.push(abc.charAt((acc >> bits) & 63));
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out.push(abc.charAt((acc << (6 - bits)) & 63));
  return out.join('');
}

// spec: crypto-09
function bcrypt64Decode(text, max) {
  if (max <= 0) throw new Error('Illegal len: ' + max);
  var table = bcrypt64Table(), out = [], chunks = text.match(/[\s\S]{1,4}/g) || [], g, q, v, k;
  for (g = 0; g < chunks.length && out.length < max; g++) {
    q = chunks[g];
    v = [];
    for (k = 0; k < q.length; k++) {
      var code = q.charCodeAt(k);
      v.push(code < 128 ? table[code] : -1);
    }
    if (q.length < 2 || v[0] < 0 || v[1] < 0) break;
    out.push((v[0] << 2) | (v[1] >> 4));
    if (out.length >= max || q.length < 3 || v[2] < 0) break;
    out.push(((v[1] & 15) << 4) | (v[2] >> 2));
    if (out.length >= max || q.length < 4) break;
    out.push(v[3] < 0 ? 65535 : ((v[2] & 3) << 6) | v[3]);
  }
  return out;
}

function bcrypt64Table() {
  var abc = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', t = [], i;
  for (i = 0; i < 128; i++) t[i] = -1;
  for (i = 0; i < abc.length; i++) t[abc.charCodeAt(i)] = i;
  return t;
}

// spec: crypto-10
function cyclicWord(data, start) {
  var n = data.length, p = start, w = 0, k;
  for (k = 0; k < 4; k++) {
    w = w * 256 + (data[p] & 0xff);
    p = (p + 1) % n;
  }
  return [w | 0, p];
}

// spec: crypto-11
function store64BE(arr, at, hi, lo) {
  var k, word;
  for (k = 7; k >= 0; k--) {
    word = k < 4 ? hi : lo;
    arr[at + k] = (word >>> (24 - 8 * (k & 3))) & 0xff;
  }
}

// spec: crypto-12
function rangeVerify(x, xi, y, yi, n) {
  var d = 0, k = n;
  while (k-- > 0) d |= x[xi + k] ^ y[yi + k];
  return (1 & ((d - 1) >>> 8)) - 1;
}

// spec: crypto-13
function polyAddInto(h, c) {
  (function step(i, carry) {
    if (i === 17) return;
    var u = (h[i] + c[i] + carry) | 0;
    h[i] = u & 255;
    step(i + 1, u >>> 8);
  })(0, 0);
}

// spec: crypto-14
function carry25519(o) {
  var factor = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 38], i, q;
  for (i = 0; i < 16; i++) {
    q = Math.floor(o[i] / 65536);
    o[i] -= q * 65536;
    o[(i + 1) & 15] += q * factor[i];
  }
}

// spec: crypto-15
function packField25519(out, a) {
  var prime = [0xffed, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
    0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0x7fff];
  var t = Array.prototype.slice.call(a, 0, 16), m = [], pass, k, d, borrow, mask;
  for (pass = 0; pass < 3; pass++) spreadCarry(t);
  for (pass = 0; pass < 2; pass++) {
    borrow = 0;
    for (k = 0; k < 16; k++) {
      d = t[k] - prime[k] - borrow;
      borrow = (d >> 16) & 1;
      m[k] = d & 0xffff;
    }
    mask = -(1 - borrow);
    for (k = 0; k < 16; k++) t[k] ^= mask & (t[k] ^ m[k]);
  }
  for (k = 0; k < 16; k++) {
    out[2 * k] = t[k] & 0xff;
    out[2 * k + 1] = (t[k] >> 8) & 0xff;
  }
}

function spreadCarry(t) {
  var i, q;
  for (i = 0; i < 16; i++) {
    q = Math.floor(t[i] / 65536);
    t[i] -= q * 65536;
    if (i < 15) t[i + 1] += q;
    else t[0] += 38 * q;
  }
}

// spec: crypto-16
function mulField25519(out, a, b) {
  var acc = [], k, i, lo, hi, s;
  for (k = 0; k < 31; k++) {
    s = 0;
    lo = k > 15 ? k - 15 : 0;
    hi = k < 15 ? k : 15;
    for (i = lo; i <= hi; i++) s += a[i] * b[k - i];
    acc[k] = s;
  }
  for (k = 0; k < 15; k++) acc[k] += 38 * acc[k + 16];
  acc.length = 16;
  foldCarry(acc);
  foldCarry(acc);
  for (k = 0; k < 16; k++) out[k] = acc[k];
}

function foldCarry(t) {
  var i, q;
  for (i = 0; i < 16; i++) {
    q = Math.floor(t[i] / 65536);
    t[i] -= q * 65536;
    t[(i + 1) % 16] += i === 15 ? 38 * q : q;
  }
}

// spec: crypto-17
function invertField25519(out, a) {
  var base = Array.prototype.slice.call(a, 0, 16), cur = base.slice();
  (function step(bit) {
    if (bit < 0) return;
    cur = invMul(cur, cur);
    if (bit !== 2 && bit !== 4) cur = invMul(cur, base);
    step(bit - 1);
  })(253);
  for (var i = 0; i < 16; i++) out[i] = cur[i];
}

function invMul(a, b) {
  var prod = [], i, j, q;
  for (i = 0; i < 31; i++) prod[i] = 0;
  for (i = 0; i < 16; i++) {
    for (j = 0; j < 16; j++) prod[i + j] += a[i] * b[j];
  }
  for (i = 0; i < 15; i++) prod[i] += 38 * prod[i + 16];
  prod.length = 16;
  for (var pass = 0; pass < 2; pass++) {
    for (i = 0; i < 16; i++) {
      q = Math.floor(prod[i] / 65536);
      prod[i] -= q * 65536;
      if (i === 15) prod[0] += 38 * q;
      else prod[i + 1] += q;
    }
  }
  return prod;
}

// spec: crypto-18
function reduceScalarModL(out, x) {
  var B = BigInt, order = (B(1) << B(252)) + B('27742317777372353535851937790883648493');
  var v = B(0), i;
  for (i = 63; i >= 0; i--) v = v * B(256) + B(x[i]);
  v %= order;
  if (v < B(0)) v += order;
  for (i = 0; i < 32; i++) {
    out[i] = Number(v & B(255));
    v >>= B(8);
  }
  for (i = 0; i < 64; i++) x[i] = i < 32 ? out[i] : 0;
}

// spec: crypto-19
function sum64() {
  var hi = 0, lo = 0, i, s, two32 = 4294967296;
  for (i = 0; i < arguments.length; i++) {
    s = lo + (arguments[i].lo >>> 0);
    lo = s % two32;
    hi = (hi + (arguments[i].hi >>> 0) + (s - lo) / two32) % two32;
  }
  return { hi: hi | 0, lo: lo | 0 };
}

// spec: crypto-20
function bytesMatch(a, b) {
  if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array)) {
    throw new TypeError('unexpected type, use Uint8Array');
  }
  if (!a.length || !b.length) return false;
  if (a.length !== b.length) return false;
  var d = 0, i = a.length;
  while (i--) d |= a[i] ^ b[i];
  return d === 0;
}

// spec: crypto-21
function signedWindowDigits(num, w, minBits) {
  var B = BigInt, k = B(num);
  var width = k === B(0) ? 0 : k.toString(2).length;
  var size = Math.max(width, minBits) + 1, out = [], i;
  for (i = 0; i < size; i++) out[i] = 0;
  var full = B(1) << B(w + 1), half = B(1) << B(w);
  (function fill(v, pos) {
    if (v <= B(0) || pos >= size) return;
    var z = B(0), m;
    if (v & B(1)) {
      m = v & (full - B(1));
      z = m >= half ? half - m : m;
    }
    out[pos] = Number(z);
    fill((v - z) >> B(1), pos + 1);
  })(k, 0);
  return out;
}

// spec: crypto-22
function readDerLength(bytes, cursor) {
  var first = bytes[cursor.pos++] || 0;
  if (first < 128) return first;
  var count = first & 15;
  if (count === 0 || count > 4) return false;
  if (!bytes[cursor.pos]) return false;
  var value = 0, k;
  for (k = 0; k < count; k++) value = value * 256 + ((bytes[cursor.pos + k] || 0) & 0xff);
  if (value <= 127) return false;
  cursor.pos += count;
  return value;
}

// spec: crypto-23
function stripSignPadding(arr) {
  var end = arr.length - 1;
  function skip(i) {
    return i < end && arr[i] === 0 && !(arr[i + 1] & 0x80) ? skip(i + 1) : i;
  }
  var from = skip(0);
  return from === 0 ? arr : arr.slice(from);
}

// spec: crypto-24
function appendDerLength(list, len) {
  if (len < 0x80) {
    list.push(len);
    return;
  }
  var k = 1 + ((Math.log(len) / Math.LN2) >>> 3), tail = [], i;
  for (i = 1; i < k; i++) tail.unshift((len >>> (8 * i)) & 0xff);
  list.push(0x80 | k);
  for (i = 0; i < tail.length; i++) list.push(tail[i]);
  list.push(len);
}

// spec: crypto-25
function signatureToDer(r, s, enc) {
  var ri = derIntBytes(r), si = derIntBytes(s);
  var body = [2].concat(derLenBytes(ri.length), ri, [2], derLenBytes(si.length), si);
  var all = [48].concat(derLenBytes(body.length), body);
  if (enc !== 'hex') return all;
  return all.map(function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
}

function derIntBytes(v) {
  var B = BigInt, n = B(v), out = [];
  do {
    out.unshift(Number(n & B(255)));
    n >>= B(8);
  } while (n > B(0));
  if (out[0] & 0x80) out.unshift(0);
  var i = 0;
  while (i < out.length - 1 && out[i] === 0 && !(out[i + 1] & 0x80)) i++;
  return out.slice(i);
}

function derLenBytes(n) {
  if (n < 128) return [n];
  var out = [];
  for (var v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v & 255);
  return [0x80 | out.length].concat(out);
}

// spec: crypto-26
function decodeSecPoint(curve, data, enc) {
  var bytes = enc === 'hex' ? hexToByteList(String(data)) : Array.prototype.slice.call(data);
  var size = Math.ceil(curve.p.toString(2).length / 8), tag = bytes[0], rest = bytes.length - 1;
  var full = { 4: 'any', 6: 0, 7: 1 }, compact = { 2: false, 3: true };
  if (Object.prototype.hasOwnProperty.call(full, tag) && rest === 2 * size) {
    if (full[tag] !== 'any' && (bytes[bytes.length - 1] & 1) !== full[tag]) throw new Error('Assertion failed');
    return curve.point(bigFromBytes(bytes.slice(1, 1 + size)), bigFromBytes(bytes.slice(1 + size)));
  }
  if (Object.prototype.hasOwnProperty.call(compact, tag) && rest === size) {
    return curve.pointFromX(bigFromBytes(bytes.slice(1)), compact[tag]);
  }
  throw new Error('Unknown point format');
}

function hexToByteList(h) {
  if (h.length % 2) h = '0' + h;
  var out = [];
  h.replace(/[\s\S]{2}/g, function (p) { out.push(parseInt(p, 16) || 0); return p; });
  return out;
}

function bigFromBytes(list) {
  var B = BigInt;
  return list.reduce(function (acc, b) { return (acc << B(8)) | B(b & 255); }, B(0));
}

// spec: crypto-27
function digestToInteger(n, msg, truncOnly, bitLen) {
  var B = BigInt, order = B(n), v, bytes, s;
  if (typeof msg === 'bigint' || typeof msg === 'number') {
    v = B(msg);
    bytes = v === B(0) ? 0 : Math.ceil(v.toString(2).length / 8);
  } else if (msg && typeof msg === 'object' && typeof msg.length === 'number') {
    v = B(0);
    for (var i = 0; i < msg.length; i++) v = v * B(256) + B(msg[i] & 255);
    bytes = msg.length;
  } else {
    s = String(msg);
    v = s.length ? B('0x' + s) : B(0);
    bytes = Math.ceil(s.length / 2);
  }
  var delta = (bitLen || bytes * 8) - (order === B(0) ? 0 : order.toString(2).length);
  if (delta > 0) v >>= B(delta);
  if (!truncOnly && v >= order) v -= order;
  return v;
}

// spec: crypto-28
function splitScalar(k, n, first, second) {
  var p = first[0], q = first[1], r = second[0], t = second[1];
  var u = roundedQuotient(t * k, n), v = roundedQuotient(-q * k, n);
  return [k - u * p - v * r, -(u * q + v * t)];
}

function roundedQuotient(a, b) {
  var B = BigInt, zero = B(0), two = B(2);
  var neg = (a < zero) !== (b < zero);
  var aa = a < zero ? -a : a, bb = b < zero ? -b : b;
  var mag = (two * aa + bb) / (two * bb);
  return neg ? -mag : mag;
}

// spec: crypto-29
function edwardsPointFromY(curve, y, odd) {
  var B = BigInt, p = curve.p, zero = B(0);
  var yy = typeof y === 'string' ? B('0x' + y) : B(y);
  yy = ((yy % p) + p) % p;
  var c2 = curve.c * curve.c % p, y2 = yy * yy % p;
  var num = ((y2 - c2) % p + p) % p;
  var den = ((c2 * curve.d % p * y2 - curve.a) % p + p) % p;
  var x2 = num * modPower(den, p - B(2), p) % p;
  if (x2 === zero) {
    if (odd) throw new Error('invalid point');
    return { x: zero, y: yy };
  }
  var x = shanksRoot(x2, p);
  if (odd !== ((x & B(1)) === B(1))) x = (p - x) % p;
  return { x: x, y: yy };
}

function modPower(b, e, m) {
  var B = BigInt, one = B(1), r = one;
  b %= m;
  while (e > B(0)) {
    if (e & one) r = r * b % m;
    b = b * b % m;
    e >>= one;
  }
  return r;
}

function shanksRoot(n, p) {
  var B = BigInt, one = B(1), two = B(2);
  if (modPower(n, (p - one) / two, p) !== one) throw new Error('invalid point');
  var q = p - one, s = 0;
  while (!(q & one)) { q >>= one; s++; }
  var z = two;
  while (modPower(z, (p - one) / two, p) !== p - one) z += one;
  var m = s, c = modPower(z, q, p), t = modPower(n, q, p), r = modPower(n, (q + one) / two, p);
  while (t !== one) {
    var i = 0, tt = t;
    while (tt !== one) { tt = tt * tt % p; i++; }
    var b = c;
    for (var j = 0; j < m - i - 1; j++) b = b * b % p;
    m = i;
    c = b * b % p;
    t = t * c % p;
    r = r * b % p;
  }
  return r;
}

// spec: crypto-30
function montgomeryLadder(curve, pt, scalar) {
  var B = BigInt, p = curve.p, k = scalar < B(0) ? -scalar : scalar;
  var a24 = (curve.a + B(2)) % p * modPower(B(4), p - B(2), p) % p;
  function md(v) { return ((v % p) + p) % p; }
  function dbl(P) {
    var s = md(P.x + P.z), d = md(P.x - P.z), ss = s * s % p, dd = d * d % p, c = md(ss - dd);
    return { x: ss * dd % p, z: c * md(dd + a24 * c) % p };
  }
  function diffAdd(U, L, D) {
    var da = md(L.x - L.z) * md(U.x + U.z) % p, cb = md(L.x + L.z) * md(U.x - U.z) % p;
    var plus = md(da + cb), minus = md(da - cb);
    return { x: D.z * plus % p * plus % p, z: D.x * minus % p * minus % p };
  }
  function walk(v) {
    if (v === B(0)) return [{ x: B(1), z: B(0) }, pt];
    var pair = walk(v >> B(1)), lower = pair[0], upper = pair[1];
    if (v & B(1)) return [diffAdd(upper, lower, pt), dbl(upper)];
    return [dbl(lower), diffAdd(upper, lower, pt)];
  }
  return walk(k)[0];
}

// spec: crypto-31
function hexDigitAt(str, index) {
  var ch = str.charAt(index);
  if (!/^[0-9A-Fa-f]$/.test(ch)) throw new Error('Invalid character in ' + str);
  return parseInt(ch, 16);
}

// spec: crypto-32
function digitsToNumber(text, start, end, radix) {
  var stop = Math.min(end, text.length);
  var bands = [[97, 87], [65, 55], [48, 48]];
  function digit(c) {
    for (var b = 0; b < bands.length; b++) {
      if (c >= bands[b][0]) return c - bands[b][1];
    }
    return -1;
  }
  function go(i, acc) {
    if (i >= stop) return acc;
    var c = text.charCodeAt(i), d = digit(c);
    if (c < 48 || d >= radix) throw new Error('Invalid character');
    return go(i + 1, acc * radix + d);
  }
  return go(start, 0);
}

// spec: crypto-33
function lowZeroBits(w) {
  if (w === 0) return 26;
  return 31 - Math.clz32(w & -w);
}

// spec: crypto-34
function reverseIndexBits(x, l, N) {
  if (x === 0 || x === N - 1) return x;
  if (l <= 0) return 0;
  var s = x.toString(2);
  while (s.length < l) s = '0' + s;
  return parseInt(s.slice(-l).split('').reverse().join(''), 2);
}

// spec: crypto-35
function bigPower(base, exp) {
  var B = BigInt, e = exp < B(0) ? -exp : exp;
  if (e === B(0)) return B(1);
  if (e === B(1)) return base;
  function rise(acc, sq, rest) {
    if (rest === B(0)) return acc;
    if (rest & B(1)) acc = acc === null ? sq : acc * sq;
    return rise(acc, rest > B(1) ? sq * sq : sq, rest >> B(1));
  }
  return rise(null, base, e);
}

// spec: crypto-36
function bigGcd(a, b) {
  var B = BigInt, x = a < B(0) ? -a : a, y = b < B(0) ? -b : b;
  function euclid(m, n) {
    return n === B(0) ? m : euclid(n, m % n);
  }
  return euclid(x, y);
}

// spec: crypto-37
function divideRounded(a, b) {
  var B = BigInt, zero = B(0), two = B(2);
  if (b === zero) throw new Error('Assertion failed');
  var negative = (a < zero) !== (b < zero);
  var aa = a < zero ? -a : a, bb = b < zero ? -b : b;
  var mag = (two * aa + bb) / (two * bb);
  return negative ? -mag : mag;
}

// spec: crypto-38
function remainderSmall(num, d) {
  var neg = d < 0, m = neg ? -d : d;
  if (m > 0x3ffffff) throw new Error('Assertion failed');
  var limbs = Array.prototype.slice.call(num.words, 0, num.length);
  var acc = limbs.reduceRight(function (a, w) { return (a * 67108864 + w) % m; }, 0);
  return neg ? -acc : acc;
}

// spec: crypto-39
function compareMagnitude(a, b) {
  if (a.length !== b.length) return a.length > b.length ? 1 : -1;
  function at(i) {
    if (i < 0) return 0;
    var x = a.words[i], y = b.words[i];
    return x === y ? at(i - 1) : x > y ? 1 : -1;
  }
  return at(a.length - 1);
}

// spec: crypto-40
function addPowerOfTwo(num, bit) {
  if (typeof bit !== 'number') throw new Error('Assertion failed');
  var r = bit % 26, s = (bit - r) / 26, q = 1 << r, i;
  if (num.length <= s) {
    for (i = num.length; i <= s; i++) num.words[i] = 0;
    num.length = s + 1;
    num.words[s] |= q;
    return num;
  }
  (function ripple(at, carry) {
    if (!carry) return;
    if (at >= num.length) {
      num.words[at] = carry;
      num.length++;
      return;
    }
    var w = num.words[at] + carry;
    num.words[at] = w & 0x3ffffff;
    ripple(at + 1, w >>> 26);
  })(s, q);
  return num;
}

// spec: crypto-41
function appendWords(dst, src) {
  clampWords(dst);
  var base = dst.count, i, at, b;
  if (base % 4) {
    for (i = src.count - 1; i >= 0; i--) {
      b = (src.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
      at = base + i;
      dst.words[at >>> 2] |= b << (24 - (at % 4) * 8);
    }
  } else {
    Array.prototype.push.apply(dst.words, src.words.slice(0, Math.ceil(src.count / 4)));
  }
  dst.count += src.count;
  return dst;
}

function clampWords(wa) {
  var n = wa.count;
  if (n % 4) wa.words[n >>> 2] &= 0xffffffff << (32 - (n % 4) * 8);
  wa.words.length = Math.ceil(n / 4);
}

// spec: crypto-42
function wordsToHex(wa) {
  var s = '', k, w;
  for (k = 0; k * 4 < wa.count; k++) {
    w = wa.words[k];
    s += ('00000000' + ((w || 0) >>> 0).toString(16)).slice(-8);
  }
  return s.slice(0, wa.count * 2);
}

// spec: crypto-43
function hexToWords(hex) {
  var words = [], pieces = hex.match(/[\s\S]{1,2}/g) || [];
  function val(ch) {
    var i = '0123456789abcdef'.indexOf(ch.toLowerCase());
    return ch.length === 1 && i >= 0 ? i : -1;
  }
  pieces.forEach(function (pc, j) {
    var hi = val(pc.charAt(0)), lo = pc.length > 1 ? val(pc.charAt(1)) : -1;
    var b = hi < 0 ? 0 : lo < 0 ? hi : hi * 16 + lo;
    words[j >>> 2] |= b << (24 - (j % 4) * 8);
  });
  return { words: words, count: hex.length / 2 };
}

// spec: crypto-44
function wordsToBase64(wa, urlSafe) {
  var url = urlSafe === undefined || !!urlSafe;
  var abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' + (url ? '-_' : '+/');
  clampWords(wa);
  var out = [], acc = 0, bits = 0, i, b;
  for (i = 0; i < wa.count; i++) {
    b = (wa.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff;
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out.push(abc.charAt((acc >> bits) & 63));
    }
    acc &= (1 << bits) - 1;
  }
  if (bits) out.push(abc.charAt((acc << (6 - bits)) & 63));
  if (!url) while (out.length % 4) out.push('=');
  return out.join('');
}

// spec: crypto-45
function base64CoreToWords(text, len, lookup) {
  var words = [], n = 0, g, k, width, acc, b;
  for (g = 0; g < len; g += 4) {
    width = Math.min(4, len - g);
    acc = 0;
    for (k = 0; k < 4; k++) acc = acc * 64 + (k < width ? (lookup[text.charCodeAt(g + k)] | 0) & 63 : 0);
    for (k = 0; k < width - 1; k++) {
      b = (acc >>> (16 - 8 * k)) & 0xff;
      words[n >>> 2] |= b << (24 - (n % 4) * 8);
      n++;
    }
  }
  return { words: words, count: n };
}

// spec: crypto-46
function wordsToUtf16LE(wa) {
  var out = '', chunk = [], i, lo, hi;
  function byteAt(n) {
    return (wa.words[n >>> 2] >>> (24 - (n % 4) * 8)) & 0xff;
  }
  for (i = 0; i < wa.count; i += 2) {
    lo = byteAt(i);
    hi = byteAt(i + 1);
    chunk.push(hi * 256 + lo);
    if (chunk.length === 4096) {
      out += String.fromCharCode.apply(String, chunk);
      chunk = [];
    }
  }
  return out + String.fromCharCode.apply(String, chunk);
}

// spec: crypto-47
function rc4Schedule(cipher, key) {
  var perm = [], n = key.count, i, j = 0, at, kb, t;
  for (i = 0; i < 256; i++) perm[i] = i;
  for (i = 0; i < 256; i++) {
    at = i % n;
    kb = (key.words[at >>> 2] >>> (24 - (at % 4) * 8)) & 0xff;
    j = (j + perm[i] + kb) % 256;
    t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  cipher.perm = perm;
  cipher.i = 0;
  cipher.j = 0;
}

// spec: crypto-48
function rc4NextWord(cipher) {
  var S = cipher.perm, i = cipher.i, j = cipher.j, w = 0, k, t;
  for (k = 0; k < 4; k++) {
    i = (i + 1) % 256;
    j = (j + S[i]) % 256;
    t = S[i];
    S[i] = S[j];
    S[j] = t;
    w = w * 256 + S[(S[i] + S[j]) % 256];
  }
  cipher.i = i;
  cipher.j = j;
  return w | 0;
}

// spec: crypto-49
function evpBytesToKey(password, salt, cfg) {
  cfg = cfg || {};
  var hash = cfg.hasher || md5Digest;
  var size = cfg.keySize === undefined ? 4 : cfg.keySize;
  var rounds = cfg.iterations === undefined ? 1 : cfg.iterations;
  var pw = kdfInput(password), sa = salt == null ? [] : kdfInput(salt);
  var got = [], block = null, k;
  while (Math.ceil(got.length / 4) < size) {
    block = hash((block || []).concat(pw, sa));
    for (k = 1; k < rounds; k++) block = hash(block);
    got = got.concat(block);
  }
  var words = [];
  for (k = 0; k < got.length; k++) words[k >>> 2] |= (got[k] & 0xff) << (24 - (k % 4) * 8);
  return { words: words, count: size * 4 };
}

function kdfInput(v) {
  var out = [], i;
  if (typeof v === 'string') {
    encodeURIComponent(v).replace(/%([0-9A-F]{2})|[\s\S]/g, function (m, hx) {
      out.push(hx ? parseInt(hx, 16) : m.charCodeAt(0));
      return m;
    });
    return out;
  }
  for (i = 0; i < v.count; i++) out.push((v.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff);
  return out;
}

function md5Digest(bytes) {
  var K = [], R = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21], i, off;
  for (i = 0; i < 64; i++) K[i] = (Math.abs(Math.sin(i + 1)) * 4294967296) | 0;
  var msg = bytes.slice(), n = bytes.length;
  msg.push(0x80);
  while (msg.length % 64 !== 56) msg.push(0);
  var lowBits = (n * 8) >>> 0, highBits = Math.floor(n / 536870912) >>> 0;
  for (i = 0; i < 4; i++) msg.push((lowBits >>> (8 * i)) & 255);
  for (i = 0; i < 4; i++) msg.push((highBits >>> (8 * i)) & 255);
  var h = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  for (off = 0; off < msg.length; off += 64) {
    var X = [], a = h[0], b = h[1], c = h[2], d = h[3], f, g, r, s, t;
    for (i = 0; i < 16; i++) {
      X[i] = msg[off + 4 * i] | (msg[off + 4 * i + 1] << 8) | (msg[off + 4 * i + 2] << 16) | (msg[off + 4 * i + 3] << 24);
    }
    for (i = 0; i < 64; i++) {
      r = i >> 4;
      if (r === 0) { f = (b & c) | (~b & d); g = i; }
      else if (r === 1) { f = (d & b) | (~d & c); g = (5 * i + 1) & 15; }
      else if (r === 2) { f = b ^ c ^ d; g = (3 * i + 5) & 15; }
      else { f = c ^ (b | ~d); g = (7 * i) & 15; }
      s = R[(r << 2) | (i & 3)];
      t = (a + f + K[i] + X[g]) | 0;
      a = d;
      d = c;
      c = b;
      b = (b + ((t << s) | (t >>> (32 - s)))) | 0;
    }
    h[0] = (h[0] + a) | 0;
    h[1] = (h[1] + b) | 0;
    h[2] = (h[2] + c) | 0;
    h[3] = (h[3] + d) | 0;
  }
  var out = [];
  for (i = 0; i < 16; i++) out.push((h[i >> 2] >>> (8 * (i & 3))) & 255);
  return out;
}

// spec: crypto-50
function blowfishEncryptBlock(ctx, left, right) {
  var P = ctx.pbox, S = ctx.sbox;
  function feistel(x) {
    return ((((S[0][x >>> 24] + S[1][(x >>> 16) & 255]) ^ S[2][(x >>> 8) & 255]) >>> 0) + S[3][x & 255]) | 0;
  }
  function round(i, l, r) {
    if (i === 16) return [r, l];
    l ^= P[i];
    r ^= feistel(l);
    return round(i + 1, r, l);
  }
  var halves = round(0, left, right);
  return [(halves[0] ^ P[17]) | 0, (halves[1] ^ P[16]) | 0];
}

// spec: crypto-51
function xorBinary(a, b, n) {
  var out = '', i;
  for (i = n - 1; i >= 0; i--) out = String.fromCharCode(a.charCodeAt(i) ^ b.charCodeAt(i)) + out;
  return out;
}

// spec: crypto-52
function hexToBinary(hex) {
  var digits = {}, i, h = hex.length % 2 ? '0' + hex : hex;
  for (i = 0; i < 16; i++) {
    digits['0123456789abcdef'.charAt(i)] = i;
    digits['0123456789ABCDEF'.charAt(i)] = i;
  }
  return h.replace(/[\s\S]{2}/g, function (pair) {
    var x = digits.hasOwnProperty(pair.charAt(0)) ? digits[pair.charAt(0)] : -1;
    var y = digits.hasOwnProperty(pair.charAt(1)) ? digits[pair.charAt(1)] : -1;
    return String.fromCharCode(x < 0 ? 0 : y < 0 ? x : x * 16 + y);
  });
}

// spec: crypto-53
function binaryToBase64(input, maxline) {
  var abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var out = '', line = '', i, left, v, grp;
  for (i = 0; i < input.length; i += 3) {
    left = input.length - i;
    v = (input.charCodeAt(i) << 16) | ((left > 1 ? input.charCodeAt(i + 1) : 0) << 8) | (left > 2 ? input.charCodeAt(i + 2) : 0);
    grp = abc.charAt((v >>> 18) & 63) + abc.charAt((v >>> 12) & 63) + abc.charAt((v >>> 6) & 63) + abc.charAt(v & 63);
    if (left === 1) grp = grp.slice(0, 2) + '==';
    else if (left === 2) grp = grp.slice(0, 3) + '=';
    line += grp;
    if (maxline > 0 && line.length > maxline) {
      out += line.slice(0, maxline) + '\r\n';
      line = line.slice(maxline);
    }
  }
  return out + line;
}

// spec: crypto-54
function ipv6ToBinary(ip) {
  var parts = ip.split(':'), blanks = 0, i, fill, bin, out = [];
  for (i = 0; i < parts.length; i++) if (parts[i].length === 0) blanks++;
  fill = (8 - parts.length + blanks) * 2;
  for (i = 0; i < 8; i++) {
    if (!parts[i]) {
      out.push(new Array(fill > 0 ? fill + 1 : 1).join('\u0000'));
      fill = 0;
      continue;
    }
    bin = groupHexBytes(parts[i]);
    out.push(bin.length < 2 ? '\u0000' + bin : bin);
  }
  return out.join('');
}

function groupHexBytes(h) {
  var s = '', i = 0, v;
  if (h.length % 2) {
    v = parseInt(h.charAt(0), 16);
    s += String.fromCharCode(isNaN(v) ? 0 : v);
    i = 1;
  }
  for (; i < h.length; i += 2) {
    v = parseInt(h.substr(i, 2), 16);
    s += String.fromCharCode(isNaN(v) ? 0 : v);
  }
  return s;
}

// spec: crypto-55
function derIntegerContent(x) {
  var limits = [0x80, 0x8000, 0x800000, 0x80000000], w = 0, k, v, out;
  if (!(x >= -0x80000000 && x < 0x80000000)) {
    var err = new Error('Integer too large; max is 32-bits.');
    err.integer = x;
    throw err;
  }
  while (!(x >= -limits[w] && x < limits[w])) w++;
  out = new Uint8Array(w + 1);
  for (k = w, v = x | 0; k >= 0; k--, v >>= 8) out[k] = v & 0xff;
  return out;
}

// spec: crypto-56
function encodeBaseAlphabet(bytes, alphabet) {
  var base = alphabet.length, num = Array.prototype.slice.call(bytes), text = '', lead = 0, start = 0, i, rem, cur;
  while (lead < num.length - 1 && num[lead] === 0) lead++;
  do {
    rem = 0;
    for (i = start; i < num.length; i++) {
      cur = rem * 256 + num[i];
      num[i] = Math.floor(cur / base);
      rem = cur % base;
    }
    text = alphabet.charAt(rem) + text;
    while (start < num.length && num[start] === 0) start++;
  } while (start < num.length);
  return new Array(lead + 1).join(alphabet.charAt(0)) + text;
}

// spec: crypto-57
function foldPemHeader(header) {
  var vals = header.values.map(function (v) {
    return v.replace(/^(\S+\r\n)/, function (m) { return ' ' + m; });
  });
  var text = header.name + ': ' + vals.join(',') + '\r\n';
  var out = '', count = 0, cand = -1, i, ch;
  for (i = 0; i < text.length; i++) {
    ch = text.charAt(i);
    if (count > 65 && cand !== -1) {
      if (out.charAt(cand) === ',') {
        out = out.slice(0, cand + 1) + '\r\n ' + out.slice(cand + 1);
        count = out.length - cand - 4;
      } else {
        out = out.slice(0, cand) + '\r\n' + out.slice(cand);
        count = out.length - cand - 2;
      }
      cand = -1;
    }
    if (ch === ' ' || ch === '\t' || ch === ',') cand = out.length;
    out += ch;
    count++;
  }
  return out;
}

// spec: crypto-58
function maskGen1(seed, maskLen, md) {
  var digest = md || sha1Engine(), parts = [], c;
  var blocks = Math.ceil(maskLen / digest.digestLength);
  for (c = blocks - 1; c >= 0; c--) {
    digest.start();
    digest.update(seed + String.fromCharCode((c >>> 24) & 255, (c >>> 16) & 255, (c >>> 8) & 255, c & 255));
    parts[c] = digest.digest();
  }
  return parts.join('').substr(0, Math.max(maskLen, 0));
}

function sha1Engine() {
  var pending = '';
  return {
    digestLength: 20,
    start: function () { pending = ''; return this; },
    update: function (s) { pending += s; return this; },
    digest: function () { return sha1Binary(pending); }
  };
}

function sha1Binary(str) {
  var bytes = [], i, t, n = str.length;
  for (i = 0; i < n; i++) bytes.push(str.charCodeAt(i) & 255);
  bytes.push(0x80);
  while (bytes.length % 64 !== 56) bytes.push(0);
  var hiLen = Math.floor(n / 536870912), loLen = (n * 8) >>> 0;
  bytes.push((hiLen >>> 24) & 255, (hiLen >>> 16) & 255, (hiLen >>> 8) & 255, hiLen & 255);
  bytes.push((loLen >>> 24) & 255, (loLen >>> 16) & 255, (loLen >>> 8) & 255, loLen & 255);
  var h = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476, 0xc3d2e1f0 | 0], W = [];
  for (var off = 0; off < bytes.length; off += 64) {
    for (i = 0; i < 16; i++) {
      W[i] = (bytes[off + 4 * i] << 24) | (bytes[off + 4 * i + 1] << 16) | (bytes[off + 4 * i + 2] << 8) | bytes[off + 4 * i + 3];
    }
    for (i = 16; i < 80; i++) {
      t = W[i - 3] ^ W[i - 8] ^ W[i - 14] ^ W[i - 16];
      W[i] = (t << 1) | (t >>> 31);
    }
    var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f, k;
    for (i = 0; i < 80; i++) {
      if (i < 20) { f = (b & c) | (~b & d); k = 0x5a827999; }
      else if (i < 40) { f = b ^ c ^ d; k = 0x6ed9eba1; }
      else if (i < 60) { f = (b & c) | (b & d) | (c & d); k = 0x8f1bbcdc | 0; }
      else { f = b ^ c ^ d; k = 0xca62c1d6 | 0; }
      t = (((a << 5) | (a >>> 27)) + f + e + k + W[i]) | 0;
      e = d;
      d = c;
      c = (b << 30) | (b >>> 2);
      b = a;
      a = t;
    }
    h[0] = (h[0] + a) | 0;
    h[1] = (h[1] + b) | 0;
    h[2] = (h[2] + c) | 0;
    h[3] = (h[3] + d) | 0;
    h[4] = (h[4] + e) | 0;
  }
  var out = '';
  for (i = 0; i < 20; i++) out += String.fromCharCode((h[i >> 2] >>> (24 - 8 * (i & 3))) & 255);
  return out;
}

// spec: crypto-59
function gcmMultiply(x, y) {
  var z = [0, 0, 0, 0], v = Array.prototype.slice.call(y, 0, 4), word, mask, k;
  for (word = 0; word < 4; word++) {
    for (mask = 0x80000000; mask >= 1; mask /= 2) {
      if ((x[word] >>> 0) & mask) {
        for (k = 0; k < 4; k++) z[k] ^= v[k];
      }
      v = halveBlock(v);
    }
  }
  return z;
}

function halveBlock(v) {
  var out = [], k, dropped = v[3] & 1;
  for (k = 3; k > 0; k--) out[k] = (v[k] >>> 1) | ((v[k - 1] & 1) << 31);
  out[0] = v[0] >>> 1;
  if (dropped) out[0] ^= 0xe1000000;
  return out;
}

// spec: crypto-60
function looksLikeHostname(cn) {
  if (typeof cn !== 'string' || cn === '') return false;
  return /^\w+(?:-+\w+)*(?:\.\w+(?:-+\w+)*)+$/.test(cn);
}

export {
  freshSalt,
  sameStringCT,
  checkPasswordSync,
  costOf,
  saltOf,
  utf8Size,
  utf8Array,
  bcrypt64Encode,
  bcrypt64Decode,
  cyclicWord,
  store64BE,
  rangeVerify,
  polyAddInto,
  carry25519,
  packField25519,
  mulField25519,
  invertField25519,
  reduceScalarModL,
  sum64,
  bytesMatch,
  signedWindowDigits,
  readDerLength,
  stripSignPadding,
  appendDerLength,
  signatureToDer,
  decodeSecPoint,
  digestToInteger,
  splitScalar,
  edwardsPointFromY,
  montgomeryLadder,
  hexDigitAt,
  digitsToNumber,
  lowZeroBits,
  reverseIndexBits,
  bigPower,
  bigGcd,
  divideRounded,
  remainderSmall,
  compareMagnitude,
  addPowerOfTwo,
  appendWords,
  wordsToHex,
  hexToWords,
  wordsToBase64,
  base64CoreToWords,
  wordsToUtf16LE,
  rc4Schedule,
  rc4NextWord,
  evpBytesToKey,
  blowfishEncryptBlock,
  xorBinary,
  hexToBinary,
  binaryToBase64,
  ipv6ToBinary,
  derIntegerContent,
  encodeBaseAlphabet,
  foldPemHeader,
  maskGen1,
  gcmMultiply,
  looksLikeHostname
};
