import path from 'node:path';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { Buffer } from 'node:buffer';

// spec: archive-01
export function putNegative256(num, buf) {
  buf[0] = 255;
  var mag = -num;
  var carry = 1;
  for (var i = buf.length - 1; i >= 1; i--) {
    var b = mag % 256;
    mag = Math.floor(mag / 256);
    var v = 255 - b + carry;
    if (v > 255) {
      v -= 256;
      carry = 1;
    } else {
      carry = 0;
    }
    buf[i] = v;
  }
}

// spec: archive-02
export function readNegative256(bytes) {
  var mag = 0;
  var mult = 1;
  var carry = 1;
  for (var i = bytes.length - 1; i >= 0; i--) {
    var v = 255 - bytes[i] + carry;
    if (v > 255) {
      v -= 256;
      carry = 1;
    } else {
      carry = 0;
    }
    mag += v * mult;
    mult *= 256;
  }
  if (mag === 0) return 0;
  return -mag;
}

// spec: archive-03
var keyCacheIndex = new Map();
var keyCacheHead = null;
var keyCacheTail = null;

export function caseFoldKey(s) {
  var node = keyCacheIndex.get(s);
  if (node) {
    if (node !== keyCacheTail) {
      if (node.prev) node.prev.next = node.next;
      else keyCacheHead = node.next;
      node.next.prev = node.prev;
      node.prev = keyCacheTail;
      node.next = null;
      keyCacheTail.next = node;
      keyCacheTail = node;
    }
  } else {
    node = {
      key: s,
      val: s.normalize('NFD').toLocaleLowerCase('en').toLocaleUpperCase('en'),
      prev: keyCacheTail,
      next: null
    };
    if (keyCacheTail) keyCacheTail.next = node;
    else keyCacheHead = node;
    keyCacheTail = node;
    keyCacheIndex.set(s, node);
  }
  var out = node.val;
  if (keyCacheIndex.size > 11000) {
    while (keyCacheIndex.size > 10000) {
      var old = keyCacheHead;
      keyCacheHead = old.next;
      if (keyCacheHead) keyCacheHead.prev = null;
      else keyCacheTail = null;
      keyCacheIndex.delete(old.key);
    }
  }
  return out;
}

// spec: archive-04
export function fixEntryMode(mode, isDir, portable) {
  var m = mode & 0o7777;
  if (portable) m = (m | 0o600) & ~0o22;
  if (!isDir) return m;
  for (var sh = 0; sh <= 6; sh += 3) {
    if (m & (4 << sh)) m |= 1 << sh;
  }
  return m;
}

// spec: archive-05
export function splitAbsoluteRoot(p) {
  var w = path.win32;
  var root = w.parse(p).root;
  if (!w.isAbsolute(p) && !root) return ['', p];
  var cut;
  if (p.charAt(0) === '/' && p.slice(0, 4) !== '//?/') cut = '/';
  else cut = root;
  if (!cut) return ['', p];
  var rest = splitAbsoluteRoot(p.slice(cut.length));
  return [cut + rest[0], rest[1]];
}

// spec: archive-06
export function dropTrailingSlashes(s) {
  if (s.charAt(s.length - 1) !== '/') return s;
  return s.replace(/\/+$/, '');
}

// spec: archive-07
export function reportProblem(em, code, msg, data) {
  if (data === undefined) data = {};
  if (em.file) data.file = em.file;
  if (em.cwd) data.cwd = em.cwd;
  var isErr = msg instanceof Error;
  data.code = (isErr && msg.code) || code;
  data.tarCode = code;
  var warnIt = !em.strict && data.recoverable !== false;
  if (isErr) {
    var ks = Object.keys(data);
    for (var i = 0; i < ks.length; i++) msg[ks[i]] = data[ks[i]];
    if (warnIt) {
      em.emit('warn', code, msg.message, msg);
      return;
    }
    em.emit('error', msg);
    return;
  }
  if (warnIt) {
    em.emit('warn', code, msg, data);
    return;
  }
  var e = new Error(code + ': ' + msg);
  var keys = Object.keys(data);
  for (var j = 0; j < keys.length; j++) e[keys[j]] = data[keys[j]];
  em.emit('error', e);
}

// spec: archive-08
var optionAliases = {
  C: 'cwd',
  f: 'file',
  z: 'gzip',
  P: 'preservePaths',
  U: 'unlink',
  'strip-components': 'strip',
  stripComponents: 'strip',
  'keep-newer': 'newer',
  keepNewer: 'newer',
  'keep-newer-files': 'newer',
  keepNewerFiles: 'newer',
  k: 'keep',
  'keep-existing': 'keep',
  keepExisting: 'keep',
  m: 'noMtime',
  'no-mtime': 'noMtime',
  p: 'preserveOwner',
  L: 'follow',
  h: 'follow',
  onentry: 'onReadEntry'
};

export function canonOptions(opt) {
  var out = {};
  if (!opt) return out;
  var keys = Object.keys(opt);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var name = Object.prototype.hasOwnProperty.call(optionAliases, k) ? optionAliases[k] : k;
    out[name] = opt[k];
  }
  if (out.chmod === undefined && out.noChmod === false) out.chmod = true;
  delete out.noChmod;
  return out;
}

// spec: archive-09
var schilyFields = { dev: true, ino: true, nlink: true };

export function paxRecordLine(field) {
  var v = this[field];
  if (v === undefined) return '';
  var str = v instanceof Date ? String(v.getTime() / 1000) : String(v);
  var key = schilyFields[field] === true ? 'SCHILY.' + field : field;
  var body = ' ' + key + '=' + str + '\n';
  var n = Buffer.byteLength(body);
  var d = 1;
  while (String(n + d).length !== d) d++;
  return (n + d) + body;
}

// spec: archive-10
export function ustarSplit(p, prefixSize) {
  var bl = function (x) { return Buffer.byteLength(x); };
  if (bl(p) < 100) return [p, '', false];
  var px = path.posix;
  var root = px.parse(p).root || '.';
  function step(name, pre) {
    if (bl(pre) <= prefixSize) {
      if (bl(name) <= 100) return [name, pre, false];
      return [name.slice(0, 99), pre, true];
    }
    var nextPre = px.dirname(pre);
    var nextName = px.join(px.basename(pre), name);
    if (nextPre === root) return [p.slice(0, 99), '', true];
    return step(nextName, nextPre);
  }
  return step(px.basename(p), px.dirname(p));
}

// spec: archive-11
export function parentDirs(p) {
  var parts = p.split('/');
  var out = [];
  var n = parts.length - 1;
  if (n <= 0) return out;
  out.push(parts[0] === '' ? '/' : parts[0]);
  for (var i = 1; i < n; i++) {
    var j = path.join(out[i - 1], parts[i]);
    out.push(j === '' ? '/' : j);
  }
  return out;
}

// spec: archive-12
export function limitToPaths(opt, list) {
  var table = new Map();
  for (var i = 0; i < list.length; i++) table.set(stripSlashTail(list[i]), true);
  var prev = opt.filter;
  function lookup(p) {
    var root = path.parse(p).root || '.';
    var seen = [];
    var cur = p;
    var ans;
    var depth = 0;
    for (;;) {
      if (depth >= 100 || cur === root) {
        ans = false;
        break;
      }
      var hit = table.get(cur);
      if (hit !== undefined) {
        ans = hit;
        break;
      }
      seen.push(cur);
      cur = path.dirname(cur);
      depth++;
    }
    if (cur === root || depth >= 100) table.set(cur, ans);
    for (var k = 0; k < seen.length; k++) table.set(seen[k], ans);
    return ans;
  }
  opt.filter = function (p, entry) {
    if (prev && !prev(p, entry)) return false;
    return lookup(stripSlashTail(p));
  };
}

function stripSlashTail(s) {
  var e = s.length;
  while (e > 0 && s.charCodeAt(e - 1) === 47) e--;
  return e === s.length ? s : s.slice(0, e);
}

// spec: archive-13
export function onlyNewerFilter(opt) {
  if (!opt.mtimeCache) opt.mtimeCache = new Map();
  var prev = opt.filter;
  function fresh(p, st) {
    var mt = st.mtime;
    if (mt === undefined || mt === null) mt = 0;
    var c = opt.mtimeCache;
    var cached = c ? c.get(p) : undefined;
    if (cached === undefined || cached === null) cached = mt;
    return !(cached > mt);
  }
  if (!prev) {
    opt.filter = fresh;
    return;
  }
  opt.filter = function (p, st) {
    if (!prev(p, st)) return false;
    return fresh(p, st);
  };
}

// spec: archive-14
export function codesToText(arr, kind, size) {
  var len = arr.length;
  if (len <= size) return String.fromCharCode.apply(null, arr);
  var cut = kind === 'array' || kind === 'nodebuffer' ? 'slice' : 'subarray';
  var s = '';
  var k = 0;
  while (k < len) {
    var end = k + size;
    if (end > len) end = len;
    s += String.fromCharCode.apply(null, arr[cut](k, end));
    k = end;
  }
  return s;
}

// spec: archive-15
export function collapseDots(p) {
  var segs = p.split('/');
  var last = segs.length - 1;
  var kept = [];
  var n = 0;
  for (var i = 0; i <= last; i++) {
    var seg = segs[i];
    if (seg === '.') continue;
    if (seg === '' && i !== 0 && i !== last) continue;
    if (seg === '..') {
      if (n > 0) n--;
      continue;
    }
    kept[n++] = seg;
  }
  kept.length = n;
  return kept.join('/');
}

// spec: archive-16
var tagLabels = {};
tagLabels['[object Array]'] = 'array';
if (typeof Uint8Array !== 'undefined') tagLabels['[object Uint8Array]'] = 'uint8array';
if (typeof ArrayBuffer !== 'undefined') tagLabels['[object ArrayBuffer]'] = 'arraybuffer';

export function dataKind(x) {
  if (typeof x === 'string') return 'string';
  var tag = Object.prototype.toString.call(x);
  if (tag === '[object Array]') return 'array';
  if (typeof Buffer !== 'undefined' && Buffer.isBuffer(x)) return 'nodebuffer';
  if (Object.prototype.hasOwnProperty.call(tagLabels, tag)) return tagLabels[tag];
  return undefined;
}

// spec: archive-17
export function hexEscape(s) {
  if (!s) return '';
  return s.replace(/[\s\S]/g, function (ch) {
    var h = ch.charCodeAt(0).toString(16).toUpperCase();
    return '\\x' + (h.length < 2 ? '0' + h : h);
  });
}

// spec: archive-18
export function mergeFirstWins() {
  var out = {};
  for (var i = 0; i < arguments.length; i++) {
    var src = arguments[i];
    if (src === null || src === undefined) continue;
    var keys = Object.keys(src);
    for (var j = 0; j < keys.length; j++) {
      if (out[keys[j]] === undefined) out[keys[j]] = src[keys[j]];
    }
  }
  return out;
}

// spec: archive-19
function utf8SeqLen(b) {
  if (b < 192) return 1;
  if (b < 224) return 2;
  if (b < 240) return 3;
  if (b < 248) return 4;
  if (b < 252) return 5;
  if (b === 254) return 1;
  return 6;
}

export function utf8SafeCut(buf, max) {
  var lim = max || buf.length;
  if (lim > buf.length) lim = buf.length;
  var i = lim - 1;
  while (i >= 0 && (buf[i] & 0xc0) === 0x80) i--;
  if (i <= 0) return lim;
  if (i + utf8SeqLen(buf[i]) > lim) return i;
  return lim;
}

// spec: archive-20
var b64chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';

export function toBase64(data) {
  var isStr = typeof data === 'string';
  var len = data.length;
  var at = function (i) { return isStr ? data.charCodeAt(i) : data[i]; };
  var out = '';
  var i = 0;
  for (; i + 3 <= len; i += 3) {
    var a = at(i), b = at(i + 1), c = at(i + 2);
    out += b64chars.charAt(a >> 2) +
      b64chars.charAt(((a & 3) << 4) | (b >> 4)) +
      b64chars.charAt(((b & 15) << 2) | (c >> 6)) +
      b64chars.charAt(c & 63);
  }
  var left = len - i;
  if (left === 1) {
    var x = at(i);
    out += b64chars.charAt(x >> 2) + b64chars.charAt((x & 3) << 4) + '==';
  } else if (left === 2) {
    var y = at(i), z = at(i + 1);
    out += b64chars.charAt(y >> 2) +
      b64chars.charAt(((y & 3) << 4) | (z >> 4)) +
      b64chars.charAt((z & 15) << 2) + '=';
  }
  return out;
}

// spec: archive-21
export function readLittleEndian(size) {
  this.checkOffset(size);
  var v = 0;
  var i = this.index + size;
  while (i > this.index) {
    i--;
    v = (v << 8) | this.byteAt(i);
  }
  this.index += size;
  return v;
}

// spec: archive-22
export function findLastSignature(sig) {
  var c0 = sig.charCodeAt(0), c1 = sig.charCodeAt(1), c2 = sig.charCodeAt(2), c3 = sig.charCodeAt(3);
  var d = this.data;
  for (var i = this.length - 4; i >= 0; i--) {
    if (d[i + 3] !== c3) continue;
    if (d[i + 2] !== c2) continue;
    if (d[i + 1] !== c1) continue;
    if (d[i] !== c0) continue;
    return i - this.zero;
  }
  return -1;
}

// spec: archive-23
var joiners = {
  string: function (list) {
    return list.join('');
  },
  array: function (list) {
    var out = [];
    for (var i = 0; i < list.length; i++) {
      for (var j = 0; j < list[i].length; j++) out.push(list[i][j]);
    }
    return out;
  },
  uint8array: function (list, total) {
    var out = new Uint8Array(total);
    var pos = 0;
    for (var i = 0; i < list.length; i++) {
      out.set(list[i], pos);
      pos += list[i].length;
    }
    return out;
  },
  nodebuffer: function (list) {
    return Buffer.concat(list);
  }
};

export function joinChunks(kind, list) {
  var total = 0;
  for (var i = 0; i < list.length; i++) total += list[i].length;
  if (!Object.prototype.hasOwnProperty.call(joiners, kind)) {
    throw new Error('con' + 'cat' + " : unsupported type '" + kind + "'");
  }
  return joiners[kind](list, total);
}

// spec: archive-24
export function deriveEntryAttributes() {
  this.unixPermissions = null;
  this.dosPermissions = null;
  var attr = this.externalFileAttributes;
  this.dir = (attr & 16) !== 0;
  switch (this.versionMadeBy >> 8) {
    case 0:
      this.dosPermissions = attr & 0x3f;
      break;
    case 3:
      this.unixPermissions = attr >>> 16;
      break;
  }
  if (!this.dir && this.fileNameStr.charAt(this.fileNameStr.length - 1) === '/') this.dir = true;
}

// spec: archive-25
export function crc32Of(bytes) {
  var c = 0xffffffff;
  for (var b of bytes) {
    c ^= b & 0xff;
    for (var k = 0; k < 8; k++) {
      c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
  }
  return (c ^ 0xffffffff) >>> 0;
}

// spec: archive-26
var dosDateBuilders = {
  local: function (y, mo, d, h, mi, s) { return new Date(y, mo, d, h, mi, s, 0); },
  UTC: function (y, mo, d, h, mi, s) { return new Date(Date.UTC(y, mo, d, h, mi, s, 0)); }
};

export function fromDosDateTime(date, time, zone) {
  if (zone === null || zone === undefined) zone = 'local';
  if (zone !== 'local' && zone !== 'UTC') {
    throw new ReferenceError('unrecognized options.timezone: ' + zone);
  }
  return dosDateBuilders[zone](
    (date >> 9 & 0x7f) + 1980,
    (date >> 5 & 0xf) - 1,
    date & 0x1f,
    time >> 11 & 0x1f,
    time >> 5 & 0x3f,
    (time & 0x1f) * 2
  );
}

// spec: archive-27
export function checkEntryName(name) {
  if (name.indexOf('\\') !== -1) return 'invalid characters in fileName: ' + name;
  var c = name.charCodeAt(0) | 32;
  if ((c >= 97 && c <= 122 && name.charAt(1) === ':') || name.charAt(0) === '/') {
    return 'absolute path: ' + name;
  }
  if (/(^|\/)\.\.(\/|$)/.test(name)) return 'invalid relative path: ' + name;
  return null;
}

// spec: archive-28
export function readExtraRecords(buf) {
  var out = [];
  var i = 0;
  while (i < buf.length - 3) {
    var id = buf[i] | (buf[i + 1] << 8);
    var size = buf[i + 2] | (buf[i + 3] << 8);
    var from = i + 4;
    var to = from + size;
    if (to > buf.length) throw new Error('extra field length exceeds extra field buffer size');
    out.push({ id: id, data: buf.subarray(from, to) });
    i = to;
  }
  return out;
}

// spec: archive-29
export function readFully(reader, buf, off, len, pos, cb) {
  if (len === 0) {
    setImmediate(function () {
      cb(null, Buffer.alloc(0));
    });
    return;
  }
  reader.read(buf, off, len, pos, function (err, got) {
    if (err) return cb(err);
    if (got < len) return cb(new Error('unexpected EOF'));
    cb();
  });
}

// spec: archive-30
var cp437Chars = ('\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼' +
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~⌂' +
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0').split('');

export function decodeZipText(bytes, isUtf8) {
  if (isUtf8) {
    var b = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
    return b.toString('utf8');
  }
  var parts = new Array(bytes.length);
  for (var i = 0; i < bytes.length; i++) parts[i] = cp437Chars[bytes[i]];
  return parts.join('');
}

// spec: archive-31
export function readU64(buf, off) {
  var lo = buf.readUInt32LE(off);
  var hi = buf.readUInt32LE(off + 4);
  return hi * 4294967296 + lo;
}

// spec: archive-32
export function memoryRead(target, off, len, pos, cb) {
  if (!(off >= 0 && off <= target.length)) {
    throw new RangeError('offset outside buffer: 0 <= ' + off + ' <= ' + target.length);
  }
  if (pos < 0) throw new RangeError('position is negative: ' + pos);
  var n = Math.min(len, target.length - off, this.buffer.length - pos);
  if (n <= 0) {
    setImmediate(function () { cb(null, 0); });
    return;
  }
  this.buffer.copy(target, off, pos, pos + n);
  setImmediate(function () { cb(null, n); });
}

// spec: archive-33
export function memoryStream(opts) {
  var o = opts || {};
  var s = new PassThrough(opts);
  s.start = o.start || 0;
  s.endOffset = o.end;
  s.pos = o.end || this.buffer.length;
  var cur = s.start;
  while (cur < s.pos) {
    var stop = cur + 65536 > s.pos ? s.pos : cur + 65536;
    s.write(this.buffer.subarray(cur, stop));
    cur = stop;
  }
  s.end();
  return s;
}

// spec: archive-34
export function releaseRef() {
  this.refCount -= 1;
  if (this.refCount < 0) throw new Error('invalid ' + 'un' + 'ref');
  if (this.refCount !== 0) return;
  var self = this;
  fs.close(this.fd, function (err) {
    if (err) {
      self.emit('error', err);
      return;
    }
    self.emit('close');
  });
}

// spec: archive-35
export function makeDirChain(p) {
  var self = this;
  var parts = p.split(self.sep);
  function visit(i, cur) {
    if (i >= parts.length) return;
    var piece = parts[i];
    if (!piece || piece.charAt(piece.length - 1) === ':') return visit(i + 1, cur);
    var next = cur + self.sep + piece;
    var st = null;
    try {
      st = self.fs.statSync(next);
    } catch (e) {
      if (e && typeof e.message === 'string' && e.message.indexOf('ENOENT') === 0) self.fs.mkdirSync(next);
      else throw e;
    }
    if (st && st.isFile()) throw new Error('ADM-ZIP: There is a file in the way: "' + next + '"');
    visit(i + 1, next);
  }
  visit(0, parts[0]);
}

// spec: archive-36
export function writeFileSafe(p, content, overwrite, mode) {
  var f = this.fs;
  if (f.existsSync(p)) {
    if (!overwrite) return false;
    if (f.statSync(p).isDirectory()) return false;
  }
  var dir = path.dirname(p);
  if (!f.existsSync(dir)) this.makeDir(dir);
  var fd;
  try {
    fd = f.openSync(p, 'w', 0o666);
  } catch (e) {
    f.chmodSync(p, 0o666);
    fd = f.openSync(p, 'w', 0o666);
  }
  if (fd) {
    try {
      f.writeSync(fd, content, 0, content.length, 0);
    } finally {
      f.closeSync(fd);
    }
  }
  f.chmodSync(p, mode || 0o666);
  return true;
}

// spec: archive-37
export function refuseSymlinkPaths(root, target) {
  var f = this.fs;
  if (!f || typeof f.lstatSync !== 'function') return;
  var base = path.resolve(root);
  var dest = path.resolve(target);
  if (base === dest) return;
  var rel = path.relative(base, dest);
  if (rel === '' || rel === '..' || rel.indexOf('..' + path.sep) === 0 || path.isAbsolute(rel)) return;
  var parts = rel.split(path.sep);
  var cur = base;
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] === '' || parts[i] === '.') continue;
    cur = path.join(cur, parts[i]);
    var st;
    try {
      st = f.lstatSync(cur);
    } catch (e) {
      return;
    }
    if (st.isSymbolicLink()) throw new Error('ADM-ZIP: There is a file in the way: "' + cur + '"');
  }
}

// spec: archive-38
export function confinePath(prefix, name) {
  var base = path.resolve(path.normalize(prefix));
  var segs = name.split('/');
  function attempt(from) {
    if (from >= segs.length) return path.normalize(path.join(base, path.basename(name)));
    var cand = path.normalize(path.join(base, segs.slice(from).join(path.sep)));
    if (cand === base || cand.indexOf(base + path.sep) === 0) return cand;
    return attempt(from + 1);
  }
  return attempt(0);
}

// spec: archive-39
export function asBuffer(x, encode) {
  if (typeof x === 'string') return encode(x);
  if (Buffer.isBuffer(x)) return x;
  if (x instanceof Uint8Array) return Buffer.from(x);
  return Buffer.alloc(0);
}

// spec: archive-40
export function writeU64(buf, n, off) {
  var hi = Math.floor(n / 4294967296) >>> 0;
  var lo = n >>> 0;
  buf.writeUInt32LE(lo, off);
  buf.writeUInt32LE(hi, off + 4);
}

// spec: archive-41
export function toDosDateTime(d) {
  var y = d.getFullYear();
  if (y < 1980) return 0;
  var fields = [
    [(y - 1980) & 0x7f, 25],
    [d.getMonth() + 1, 21],
    [d.getDate(), 16],
    [d.getHours(), 11],
    [d.getMinutes(), 5],
    [d.getSeconds() >> 1, 0]
  ];
  var v = 0;
  for (var i = 0; i < fields.length; i++) v |= fields[i][0] << fields[i][1];
  return v;
}

// spec: archive-42
export function errorFactory(tpl) {
  var msg = tpl;
  return function () {
    if (arguments.length > 0) {
      var out = '';
      var i = 0;
      while (i < msg.length) {
        var c = msg.charAt(i);
        var d = msg.charAt(i + 1);
        if (c === '{' && d >= '0' && d <= '9' && msg.charAt(i + 2) === '}') {
          out += arguments[+d] || '';
          i += 3;
        } else {
          out += c;
          i++;
        }
      }
      msg = out;
    }
    return new Error('ADM-ZIP: ' + msg);
  };
}

// spec: archive-43
function crcStep(c, b) {
  var r = (c ^ b) & 0xff;
  for (var k = 0; k < 8; k++) r = (r >>> 1) ^ (0xedb88320 & -(r & 1));
  return (r ^ (c >>> 8)) >>> 0;
}

export function zipCryptoEncoder(pw) {
  var pass = typeof pw === 'string' ? Buffer.from(pw, 'utf8') : pw;
  var keys = [0x12345678, 0x23456789, 0x34567890];
  function feed(b) {
    keys[0] = crcStep(keys[0], b);
    keys[1] = (Math.imul((keys[1] + (keys[0] & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    keys[2] = crcStep(keys[2], keys[1] >>> 24);
  }
  function stream() {
    var t = (keys[2] | 2) >>> 0;
    return (Math.imul(t, t ^ 1) >>> 8) & 0xff;
  }
  for (var i = 0; i < pass.length; i++) feed(pass[i]);
  return function (data, out, pos) {
    if (!out) out = Buffer.alloc(data.length);
    var at = pos || 0;
    for (var j = 0; j < data.length; j++) {
      var c = data[j];
      out[at++] = c ^ stream();
      feed(c);
    }
    return out;
  };
}

// spec: archive-44
export function toNameFilter(f) {
  if (typeof f === 'function') return f;
  if (Object.prototype.toString.call(f) === '[object RegExp]') {
    return function (name) {
      return f.test(name);
    };
  }
  return function () {
    return true;
  };
}

// spec: archive-45
export function emitBits(s, value, length) {
  var acc = (s.bi_buf | (value << s.bi_valid)) >>> 0;
  var used = s.bi_valid + length;
  if (used > 16) {
    s.pending_buf[s.pending++] = acc & 0xff;
    s.pending_buf[s.pending++] = (acc >>> 8) & 0xff;
    acc = acc >>> 16;
    used -= 16;
  }
  s.bi_buf = acc & 0xffff;
  s.bi_valid = used;
}

// spec: archive-46
export function mirrorBits(code, len) {
  if (len <= 1) return code & 1;
  return ((code & 1) << (len - 1)) | mirrorBits(code >>> 1, len - 1);
}

// spec: archive-47
export function assignCodes(tree, maxCode, counts) {
  var start = [0];
  var code = 0;
  var bits = 1;
  while (bits <= 15) {
    code = (code + counts[bits - 1]) << 1;
    start[bits] = code;
    bits++;
  }
  for (var n = 0; n <= maxCode; n++) {
    var len = tree[n * 2 + 1];
    if (len === 0) continue;
    var c = start[len]++;
    var r = 0;
    for (var k = 0; k < len; k++) {
      r = (r << 1) | (c & 1);
      c >>>= 1;
    }
    tree[n * 2] = r;
  }
}

// spec: archive-48
export function siftDown(s, tree, k) {
  var heap = s.heap;
  var depth = s.depth;
  var v = heap[k];
  function less(a, b) {
    var fa = tree[a * 2], fb = tree[b * 2];
    if (fa !== fb) return fa < fb;
    return depth[a] <= depth[b];
  }
  function go(pos) {
    var child = pos * 2;
    if (child > s.heap_len) return pos;
    if (child < s.heap_len && less(heap[child + 1], heap[child])) child++;
    if (less(v, heap[child])) return pos;
    heap[pos] = heap[child];
    return go(child);
  }
  heap[go(k)] = v;
}

// spec: archive-49
var blockedBytes = (function () {
  var t = [];
  var ranges = [[0, 6], [14, 25], [28, 31]];
  for (var i = 0; i < ranges.length; i++) {
    for (var n = ranges[i][0]; n <= ranges[i][1]; n++) t.push(n);
  }
  return t;
})();

export function guessTextOrBinary(s) {
  var freq = s.dyn_ltree;
  for (var i = 0; i < blockedBytes.length; i++) {
    if (freq[blockedBytes[i] * 2] !== 0) return 0;
  }
  if (freq[18] !== 0 || freq[20] !== 0 || freq[26] !== 0) return 1;
  for (var n = 32; n <= 255; n++) {
    if (freq[n * 2] !== 0) return 1;
  }
  return 0;
}

// spec: archive-50
export function adlerUpdate(adler, buf, len, pos) {
  var lo = adler & 0xffff;
  var hi = (adler >>> 16) & 0xffff;
  var end = pos + len;
  for (var i = pos; i < end; i++) {
    lo = (lo + buf[i]) % 65521;
    hi = (hi + lo) % 65521;
  }
  return (lo | (hi << 16)) | 0;
}

// spec: archive-51
export function drainPending(strm) {
  var st = strm.state;
  var n = st.pending < strm.avail_out ? st.pending : strm.avail_out;
  if (n === 0) return;
  var src = st.pending_buf;
  var dst = strm.output;
  for (var i = 0; i < n; i++) dst[strm.next_out + i] = src[st.pending_out + i];
  strm.next_out += n;
  st.pending_out += n;
  strm.total_out += n;
  strm.avail_out -= n;
  st.pending -= n;
  if (st.pending === 0) st.pending_out = 0;
}

// spec: archive-52
export function recordWindow(strm, src, end, copy) {
  var st = strm.state;
  if (st.window === null || st.window === undefined) st.window = new Uint8Array(1 << st.wbits);
  if (st.wsize === 0) {
    st.wsize = 1 << st.wbits;
    st.wnext = 0;
    st.whave = 0;
  }
  var size = st.wsize;
  var win = st.window;
  if (copy >= size) {
    for (var i = 0; i < size; i++) win[i] = src[end - size + i];
    st.wnext = 0;
    st.whave = size;
    return 0;
  }
  var from = end - copy;
  var w = st.wnext;
  for (var j = 0; j < copy; j++) win[(w + j) % size] = src[from + j];
  if (w + copy > size) {
    st.wnext = w + copy - size;
    st.whave = size;
  } else {
    st.wnext = w + copy === size ? 0 : w + copy;
    if (st.whave < size) st.whave += copy;
  }
  return 0;
}

// spec: archive-53
export function detachRange(src, start, end) {
  if (start === null || start === undefined || start < 0) start = 0;
  if (end === null || end === undefined || end > src.length) end = src.length;
  var view = src.subarray(start, end);
  var out = new Uint8Array(view.length);
  for (var i = 0; i < view.length; i++) out[i] = view[i];
  return out;
}

// spec: archive-54
export function writeGzipHeader(buf, opts) {
  buf[0] = 31;
  buf[1] = 139;
  buf[2] = 8;
  var lv = opts.level;
  buf[8] = lv < 2 ? 4 : lv == 9 ? 2 : 0;
  buf[9] = 3;
  if (opts.mtime != 0) {
    var secs = Math.floor(new Date(opts.mtime || Date.now()) / 1000) >>> 0;
    for (var k = 4; secs > 0; k++) {
      buf[k] = secs % 256;
      secs = Math.floor(secs / 256);
    }
  }
  var name = opts.filename;
  if (name) {
    buf[3] = 8;
    for (var i = 0; i < name.length; i++) buf[10 + i] = name.charCodeAt(i) & 0xff;
    buf[10 + name.length] = 0;
  }
}

// spec: archive-55
export function gzipPayloadStart(d) {
  if (d[0] !== 31 || d[1] !== 139 || d[2] !== 8) {
    var e = new Error('invalid gzip data');
    e.code = 6;
    throw e;
  }
  var flags = d[3];
  var at = 10;
  if (flags & 4) at += (d[10] | (d[11] << 8)) + 2;
  function pastZero(p) {
    while (p < d.length && d[p] !== 0) p++;
    return p + 1;
  }
  if (flags & 8) at = pastZero(at);
  if (flags & 16) at = pastZero(at);
  if (flags & 2) at += 2;
  return at;
}

// spec: archive-56
export function writeZlibHeader(buf, opts) {
  var lv = opts.level;
  var hint;
  if (lv == 0) hint = 0;
  else if (lv < 6) hint = 1;
  else if (lv == 9) hint = 3;
  else hint = 2;
  var dict = opts.dictionary;
  buf[0] = 120;
  buf[1] = (hint << 6) | (dict ? 32 : 0);
  buf[1] |= 31 - (((buf[0] << 8) | buf[1]) % 31);
  if (dict) {
    var sum = dictAdler(dict);
    buf[2] = sum >>> 24;
    buf[3] = (sum >>> 16) & 0xff;
    buf[4] = (sum >>> 8) & 0xff;
    buf[5] = sum & 0xff;
  }
}

function dictAdler(bytes) {
  var a = 1, b = 0;
  for (var i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

// spec: archive-57
export function zlibHeaderLength(d, dict) {
  var b0 = d[0], b1 = d[1];
  var bad = (b0 & 15) !== 8 || (b0 >> 4) > 7 || (((b0 << 8) | b1) % 31) !== 0;
  var msg = null;
  var wantsDict = (b1 & 32) !== 0;
  if (bad) msg = 'invalid zlib data';
  else if (wantsDict && !dict) msg = 'invalid zlib data: need dictionary';
  else if (!wantsDict && dict) msg = 'invalid zlib data: unexpected dictionary';
  if (msg) {
    var e = new Error(msg);
    e.code = 6;
    throw e;
  }
  return wantsDict ? 6 : 2;
}

// spec: archive-58
export function decodeUtf8Partial(d) {
  var parts = [];
  var i = 0;
  var len = d.length;
  while (i < len) {
    var c = d[i];
    var extra = c < 128 ? 0 : c <= 223 ? 1 : c <= 239 ? 2 : 3;
    if (i + 1 + extra > len) break;
    var cp;
    if (extra === 0) {
      cp = c;
    } else if (extra === 1) {
      cp = ((c & 31) << 6) | (d[i + 1] & 63);
    } else if (extra === 2) {
      cp = ((c & 15) << 12) | ((d[i + 1] & 63) << 6) | (d[i + 2] & 63);
    } else {
      var v = (((c & 15) << 18) | ((d[i + 1] & 63) << 12) | ((d[i + 2] & 63) << 6) | (d[i + 3] & 63)) - 65536;
      parts.push(String.fromCharCode(55296 | (v >> 10), 56320 | (v & 1023)));
      i += 4;
      continue;
    }
    parts.push(String.fromCharCode(cp));
    i += 1 + extra;
  }
  var rest = new Uint8Array(len - i);
  for (var k = 0; k < rest.length; k++) rest[k] = d[i + k];
  return { s: parts.join(''), r: rest };
}

// spec: archive-59
export function applyZip64(d, start, len, mode, csize, usize, offset) {
  var SAT = 4294967295;
  var want = [];
  if (usize === SAT) want.push('u');
  if (csize === SAT) want.push('c');
  if (offset === SAT) want.push('o');
  if (mode && want.length) {
    var end = start + len;
    var p = start;
    while (end - p > 4) {
      var id = d[p] | (d[p + 1] << 8);
      var sz = d[p + 2] | (d[p + 3] << 8);
      if (id === 1) {
        var vals = { u: usize, c: csize, o: offset };
        var q = p + 4;
        for (var i = 0; i < want.length; i++) {
          var low = (d[q] | (d[q + 1] << 8) | (d[q + 2] << 16) | (d[q + 3] << 24)) >>> 0;
          var high = (d[q + 4] | (d[q + 5] << 8) | (d[q + 6] << 16) | (d[q + 7] << 24)) >>> 0;
          vals[want[i]] = low + high * 4294967296;
          q += 8;
        }
        return [vals.c, vals.u, vals.o, 1];
      }
      p += 4 + sz;
    }
    if (mode < 2) {
      var e = new Error('invalid zip data');
      e.code = 13;
      throw e;
    }
  }
  return [csize, usize, offset, 0];
}

// spec: archive-60
export function extraFieldsSize(fields) {
  if (!fields) return 0;
  var total = 0;
  for (var k in fields) {
    var n = fields[k].length;
    if (n > 65535) {
      var e = new Error('extra field too long');
      e.code = 9;
      throw e;
    }
    total += n + 4;
  }
  return total;
}
