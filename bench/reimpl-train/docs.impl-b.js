// spec: docs-01
export function joinBytes() {
  var parts = [];
  for (var a = 0; a < arguments.length; a++) {
    var item = arguments[a];
    if (typeof item === 'string') {
      for (var i = 0; i < item.length; i++) parts.push(item.charCodeAt(i) & 0xff);
    } else {
      for (var j = 0; j < item.length; j++) parts.push(item[j]);
    }
  }
  return new Uint8Array(parts);
}

// spec: docs-02
export function dropRepeats(list, keyOf) {
  var out = [];
  if (list.length === 0) return out;
  out.push(list[0]);
  var prev = keyOf(list[0]);
  for (var i = 1; i < list.length; i++) {
    var k = keyOf(list[i]);
    if (k !== prev) out.push(list[i]);
    prev = k;
  }
  return out;
}

// spec: docs-03
var B64_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function toBase64(bytes) {
  var s = '';
  var acc = 0;
  var bits = 0;
  for (var i = 0; i < bytes.length; i++) {
    acc = (acc << 8) | (bytes[i] & 0xff);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      s += B64_CHARS.charAt((acc >> bits) & 63);
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) s += B64_CHARS.charAt((acc << (6 - bits)) & 63);
  var left = bytes.length % 3;
  if (left === 1) return s + '==';
  if (left === 2) return s + '=';
  return s;
}

// spec: docs-04
export function fromBase64(text) {
  var vals = {};
  for (var c = 0; c < B64_CHARS.length; c++) vals[B64_CHARS.charAt(c)] = c;
  var n = Math.floor((text.length * 3) / 4);
  if (text.charAt(text.length - 1) === '=') {
    n--;
    if (text.charAt(text.length - 2) === '=') n--;
  }
  if (n < 0) n = 0;
  var out = new Uint8Array(n);
  var k = 0;
  var acc = 0;
  var bits = 0;
  for (var i = 0; i < text.length && k < n; i++) {
    var v = vals[text.charAt(i)];
    acc = (acc << 6) | (v === undefined ? 0 : v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[k++] = (acc >> bits) & 0xff;
      acc &= (1 << bits) - 1;
    }
  }
  return out;
}

// spec: docs-05
export function plainNumberText(num) {
  var s = String(num);
  var neg = /e-(\d+)$/.exec(s);
  if (Math.abs(num) < 1 && neg) {
    var n = parseInt(neg[1], 10);
    var scaled = String(Math.abs(num) * Math.pow(10, n - 1));
    var z = '';
    for (var i = 0; i < n - 1; i++) z += '0';
    return (num < 0 ? '-' : '') + '0.' + z + scaled.substring(2);
  }
  var pos = /e\+(\d+)$/.exec(s);
  if (Math.abs(num) >= 1 && pos) {
    var e = parseInt(pos[1], 10);
    if (e > 20) {
      var extra = e - 20;
      var t = String(num / Math.pow(10, extra));
      for (var j = 0; j < extra; j++) t += '0';
      return t;
    }
  }
  return s;
}

// spec: docs-06
export function intToBytes(num) {
  var count = Math.ceil(num.toString(2).length / 8);
  var out = new Uint8Array(count);
  var shift = 0;
  for (var i = count - 1; i >= 0; i--) {
    out[i] = num >> shift;
    shift += 8;
  }
  return out;
}

// spec: docs-07
export function charAtUnit(s, idx) {
  var cp = s.codePointAt(idx);
  if (cp === undefined) return ['', 1];
  if (cp > 0xffff) return [s.substr(idx, 2), 2];
  return [s.charAt(idx), 1];
}

// spec: docs-08
export function readPdfDate(str) {
  var pos = 0;
  function digits(n) {
    var chunk = str.substr(pos, n);
    if (chunk.length !== n) return null;
    for (var i = 0; i < n; i++) {
      var c = chunk.charCodeAt(i);
      if (c < 48 || c > 57) return null;
    }
    pos += n;
    return chunk;
  }
  function opt(ch) {
    if (str.charAt(pos) === ch) {
      pos++;
      return true;
    }
    return false;
  }
  if (str.substr(0, 2) !== 'D:') return undefined;
  pos = 2;
  var year = digits(4);
  if (year === null) return undefined;
  var f = ['01', '01', '00', '00', '00'];
  for (var k = 0; k < f.length; k++) {
    var d = digits(2);
    if (d === null) break;
    f[k] = d;
  }
  var zone = 'Z';
  var zc = str.charAt(pos);
  if (zc === '+' || zc === '-' || zc === 'Z') {
    zone = zc;
    pos++;
  }
  var oh = digits(2) || '00';
  opt("'");
  var om = digits(2) || '00';
  opt("'");
  if (pos !== str.length) return undefined;
  var iso = year + '-' + f[0] + '-' + f[1] + 'T' + f[2] + ':' + f[3] + ':' + f[4];
  iso += zone === 'Z' ? 'Z' : zone + oh + ':' + om;
  return new Date(iso);
}

// spec: docs-09
export function lastMatchOf(str, re) {
  function step(pos, last) {
    if (pos >= str.length) return { match: last, position: pos };
    var rest = str.substring(pos);
    var m = rest.match(re);
    if (!m) return { match: last, position: pos };
    var next = pos + m.index + m[0].length;
    if (next === pos) return { match: m, position: pos };
    return step(next, m);
  }
  return step(0, undefined);
}

// spec: docs-10
export function toUtf16Units(s, withBom) {
  var out = [];
  if (withBom === undefined || withBom) out.push(0xfeff);
  for (var ch of s) {
    var cp = ch.codePointAt(0);
    if (cp < 0x10000) {
      out.push(cp);
    } else if (cp <= 0x10ffff) {
      var off = cp - 0x10000;
      out.push(Math.floor(off / 1024) + 0xd800);
      out.push((off % 1024) + 0xdc00);
    } else {
      throw new Error('Invalid code point: 0x' + cp.toString(16));
    }
  }
  return new Uint16Array(out);
}

// spec: docs-11
export function splitAlpha(px) {
  var n = Math.floor(px.length / 4);
  var rgb = new Uint8Array(n * 3);
  var alpha = new Uint8Array(n);
  for (var p = 0; p < n; p++) {
    var src = p << 2;
    var dst = p * 3;
    rgb[dst] = px[src];
    rgb[dst + 1] = px[src + 1];
    rgb[dst + 2] = px[src + 2];
    alpha[p] = px[src + 3];
  }
  return { rgb: rgb, alpha: alpha };
}

// spec: docs-12
export function hexTextToBytes() {
  var s = this.value;
  if (s.length % 2 === 1) s += '0';
  var pairs = s.match(/[\s\S]{2}/g) || [];
  var out = new Uint8Array(pairs.length);
  for (var i = 0; i < pairs.length; i++) out[i] = parseInt(pairs[i], 16);
  return out;
}

// spec: docs-13
export function pdfDateLiteral(date, Ctor) {
  var Make = Ctor || LiteralText;
  function pad(v, w) {
    var t = String(v);
    while (t.length < w) t = '0' + t;
    return t;
  }
  var text = 'D:' + pad(date.getUTCFullYear(), 4);
  var rest = [date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  for (var i = 0; i < rest.length; i++) text += pad(rest[i], 2);
  return new Make(text + 'Z');
}

function LiteralText(raw) {
  this.value = raw;
}

// spec: docs-14
export function nameToBytes() {
  var body = this.encodedName.substring(1);
  var out = [];
  var re = /#([0-9a-fA-F]{1,2})|#([\s\S])|#$|([\s\S])/g;
  var m;
  while ((m = re.exec(body)) !== null) {
    if (m[1] !== undefined) out.push(parseInt(m[1], 16));
    else if (m[2] !== undefined) out.push(m[2].charCodeAt(0));
    else if (m[3] !== undefined) out.push(m[3].charCodeAt(0));
    if (m[0] === '#') break;
  }
  return new Uint8Array(out);
}

// spec: docs-15
var QUARTER_TURNS = {
  0: function (r, b) { return { x: r.x - b, y: r.y - b, width: r.width, height: r.height }; },
  1: function (r, b) { return { x: r.x - r.height + b, y: r.y - b, width: r.height, height: r.width }; },
  2: function (r, b) { return { x: r.x - r.width + b, y: r.y - r.height + b, width: r.width, height: r.height }; },
  3: function (r, b) { return { x: r.x - b, y: r.y - r.width + b, width: r.height, height: r.width }; }
};

export function rotateBorderedRect(rect, border, angle) {
  var bw = border === undefined ? 0 : border;
  var deg = angle === undefined ? 0 : angle;
  var turn = (deg / 90) % 4;
  var fn = Object.prototype.hasOwnProperty.call(QUARTER_TURNS, turn) ? QUARTER_TURNS[turn] : QUARTER_TURNS[0];
  return fn(rect, bw / 2);
}

// spec: docs-16
export function arcToCubic(cx, cy, a, e, R, Q, S, C) {
  var d = (e - a) / 2;
  var h = Math.sin(d / 2);
  var k = ((8 / 3) * h * h) / Math.sin(d);
  var ca = Math.cos(a), sa = Math.sin(a);
  var ce = Math.cos(e), se = Math.sin(e);
  var ex = cx + ce, ey = cy + se;
  var pts = [
    cx + ca - k * sa, cy + sa + k * ca,
    ex + k * se, ey - k * ce,
    ex, ey
  ];
  var out = [];
  for (var i = 0; i < pts.length; i += 2) {
    var u = pts[i], v = pts[i + 1];
    out.push(C * R * u - S * Q * v, S * R * u + C * Q * v);
  }
  return out;
}

// spec: docs-17
export function fitFontSize(lines, font, box, multiline) {
  var multi = multiline === undefined ? false : multiline;
  for (var size = 4; size < 500; size++) {
    var used = countLines(lines, font, box.width, size);
    if (!multi && used > lines.length) return size - 1;
    if (1.2 * font.heightAtSize(size) * used > Math.abs(box.height)) return size - 1;
  }
  return 500;
}

function countLines(lines, font, width, size) {
  var used = 0;
  for (var i = 0; i < lines.length; i++) {
    used++;
    var words = lines[i].split(' ');
    var rem = width;
    for (var j = 0; j < words.length; j++) {
      var w = j < words.length - 1 ? words[j] + ' ' : words[j];
      var ww = font.widthOfTextAtSize(w, size);
      rem -= ww;
      if (rem <= 0) {
        used++;
        rem = width - ww;
      }
    }
  }
  return used;
}

// spec: docs-18
export function escapeNameBody(s) {
  return s.replace(/[\x00-\x20\x7f#%()\/<>\[\]{}]/g, function (ch) {
    var h = ch.charCodeAt(0).toString(16).toUpperCase();
    return '#' + (h.length < 2 ? '0' + h : h);
  });
}

// spec: docs-19
export function floorToFloat32(x) {
  var f = Math.fround(x);
  if (f <= x) return f;
  var dv = new DataView(new ArrayBuffer(4));
  dv.setFloat32(0, x);
  var bits = dv.getUint32(0);
  dv.setUint32(0, x <= 0 ? bits + 1 : bits - 1);
  return dv.getFloat32(0);
}

// spec: docs-20
var PERM_BITS = [
  ['modifying', 8],
  ['copying', 16],
  ['annotating', 32],
  ['fillingForms', 256],
  ['contentAccessibility', 512],
  ['documentAssembly', 1024]
];
var PRINT_BITS = { lowResolution: 4, highResolution: 4 | 2048 };

export function permissionFlags(settings) {
  var o = settings || {};
  var flags = ~(1 | 2 | 4 | 8 | 16 | 32 | 256 | 512 | 1024 | 2048);
  if (Object.prototype.hasOwnProperty.call(PRINT_BITS, o.printing)) flags |= PRINT_BITS[o.printing];
  for (var i = 0; i < PERM_BITS.length; i++) {
    if (o[PERM_BITS[i][0]]) flags |= PERM_BITS[i][1];
  }
  return flags;
}

// spec: docs-21
export function rc4(data, key) {
  var st = new Array(256);
  var i, j, t;
  for (i = 0; i < 256; i++) st[i] = i;
  j = 0;
  for (i = 0; i < 256; i++) {
    j = (j + st[i] + key[i % key.length]) % 256;
    t = st[i]; st[i] = st[j]; st[j] = t;
  }
  var out = new Uint8Array(data.length);
  i = 0;
  j = 0;
  for (var n = 0; n < data.length; n++) {
    i = (i + 1) % 256;
    j = (j + st[i]) % 256;
    t = st[i]; st[i] = st[j]; st[j] = t;
    out[n] = data[n] ^ st[(st[i] + st[j]) % 256];
  }
  return out;
}

// spec: docs-22
export function inRanges(v, bounds) {
  if (v < bounds[0]) return false;
  function look(lo, hi) {
    if (lo > hi) return false;
    var mid = (lo + hi) >> 1;
    var a = bounds[mid * 2];
    var b = bounds[mid * 2 + 1];
    if (v >= a && v <= b) return true;
    if (v > b) return look(mid + 1, hi);
    return look(lo, mid - 1);
  }
  return look(0, Math.floor(bounds.length / 2));
}

// spec: docs-23
var LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function listMarker(n, style) {
  if (style === 'numbered') return n + '.';
  var ch = LETTERS.charAt((n - 1) % 26);
  var times = Math.floor((n - 1) / 26) + 1;
  var s = '';
  for (var i = 0; i < times; i++) s += ch;
  return s + '.';
}

// spec: docs-24
export function cacheByFirst(fn, maxSize) {
  var store = new Map();
  return function () {
    var key = arguments[0];
    if (store.has(key)) return store.get(key);
    store.set(key, fn.apply(this, arguments));
    if (store.size > maxSize) store.delete(store.keys().next());
    return store.get(key);
  };
}

// spec: docs-25
var EXACT_TRIG = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

export function rotatedTextBox(angle, W, H) {
  var exact = Object.prototype.hasOwnProperty.call(EXACT_TRIG, angle);
  var cos, sin;
  if (exact) {
    cos = EXACT_TRIG[angle][0];
    sin = EXACT_TRIG[angle][1];
  } else {
    var rad = (angle * Math.PI) / 180;
    cos = Math.cos(rad);
    sin = Math.sin(rad);
  }
  var flat = angle === 0 || angle === 180;
  var first = angle < 90 || (angle > 180 && angle < 270);
  var w, h;
  if (exact) {
    w = flat ? W : H;
    h = flat ? H : W;
  } else if (first) {
    w = W / (2 * cos);
    h = W / (2 * sin);
  } else {
    w = W / (2 * sin);
    h = W / (2 * cos);
  }
  if (sin * w + cos * h > H && !exact) {
    var den = cos * cos - sin * sin;
    var p = (W * cos - H * sin) / den;
    var q = (H * cos - W * sin) / den;
    if (first) {
      w = p;
      h = q;
    } else {
      h = p;
      w = q;
    }
  }
  return { width: Math.abs(w), height: Math.abs(h) };
}

// spec: docs-26
export function paeth(left, up, upLeft) {
  var est = left + up - upLeft;
  var dl = Math.abs(est - left);
  var du = Math.abs(est - up);
  var dul = Math.abs(est - upLeft);
  if (dl > du || dl > dul) return du <= dul ? up : upLeft;
  return left;
}

// spec: docs-27
var crcTable = null;

function makeCrcTable() {
  var t = new Int32Array(256);
  for (var i = 0; i < 256; i++) {
    var c = i;
    for (var k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c;
  }
  return t;
}

export function crc32(bytes) {
  if (!crcTable) crcTable = makeCrcTable();
  var c = -1;
  for (var i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c ^ -1;
}

// spec: docs-28
var ADAM7 = [
  { cols: [0], rows: [0] },
  { cols: [4], rows: [0] },
  { cols: [0, 4], rows: [4] },
  { cols: [2, 6], rows: [0, 4] },
  { cols: [0, 2, 4, 6], rows: [2, 6] },
  { cols: [1, 3, 5, 7], rows: [0, 2, 4, 6] },
  { cols: [0, 1, 2, 3, 4, 5, 6, 7], rows: [1, 3, 5, 7] }
];

function passExtent(total, offs) {
  var n = Math.floor(total / 8) * offs.length;
  var tail = total % 8;
  for (var i = 0; i < offs.length; i++) if (offs[i] < tail) n++;
  return n;
}

export function adam7Sizes(width, height) {
  var out = [];
  for (var p = 0; p < ADAM7.length; p++) {
    var w = passExtent(width, ADAM7[p].cols);
    var h = passExtent(height, ADAM7[p].rows);
    if (w > 0 && h > 0) out.push({ width: w, height: h, pass: p });
  }
  return out;
}

// spec: docs-29
export function adam7Locator(width) {
  return function (x, y, pass) {
    var cols = ADAM7[pass].cols;
    var rows = ADAM7[pass].rows;
    var col = 8 * Math.floor(x / cols.length) + cols[x % cols.length];
    var row = 8 * Math.floor(y / rows.length) + rows[y % rows.length];
    return 4 * (col + row * width);
  };
}

// spec: docs-30
export function averageFilterRow(src, pos, len, dst, dpos, bpp) {
  for (var x = 0; x < len; x++) {
    var left = x < bpp ? 0 : src[pos + x - bpp];
    var up = pos === 0 ? 0 : src[pos + x - len];
    dst[dpos + x] = src[pos + x] - ((left + up) >> 1);
  }
}

// spec: docs-31
export function expandPalette(input, output, width, height, palette) {
  var total = width * height * 4;
  for (var i = 0; i < total; i += 4) {
    var idx = input[i];
    var entry = palette[idx];
    if (!entry) throw new Error('index ' + idx + ' not in palette');
    for (var c = 0; c < 4; c++) output[i + c] = entry[c];
  }
}

// spec: docs-32
export function clearTransparent(input, output, width, height, colour) {
  var grey = colour.length === 1;
  var n = width * height;
  for (var p = 0; p < n; p++) {
    var i = p * 4;
    var hit = grey
      ? input[i] === colour[0]
      : input[i] === colour[0] && input[i + 1] === colour[1] && input[i + 2] === colour[2];
    if (!hit) continue;
    output[i] = 0;
    output[i + 1] = 0;
    output[i + 2] = 0;
    output[i + 3] = 0;
  }
}

// spec: docs-33
export function scaleDepth(input, output, width, height, depth) {
  var max = Math.pow(2, depth) - 1;
  var memo = new Map();
  var n = width * height * 4;
  for (var i = 0; i < n; i++) {
    var v = input[i];
    var r = memo.get(v);
    if (r === undefined) {
      r = Math.floor((v * 255) / max + 0.5);
      memo.set(v, r);
    }
    output[i] = r;
  }
}

// spec: docs-34
export function blitPixels(src, dst, sx, sy, w, h, dx, dy) {
  sx |= 0; sy |= 0; w |= 0; h |= 0; dx |= 0; dy |= 0;
  if (outside(src, sx, sy, w, h)) throw new Error('bitblt reading outside image');
  if (outside(dst, dx, dy, w, h)) throw new Error('bitblt writing outside image');
  for (var r = 0; r < h; r++) {
    var from = ((sy + r) * src.width + sx) * 4;
    var to = ((dy + r) * dst.width + dx) * 4;
    for (var b = 0; b < w * 4; b++) dst.data[to + b] = src.data[from + b];
  }
}

function outside(img, x, y, w, h) {
  return x > img.width || y > img.height || x + w > img.width || y + h > img.height;
}

// spec: docs-35
export function applyGamma(img) {
  if (!img.gamma) return;
  var expo = 1 / 2.2 / img.gamma;
  var d = img.data;
  var end = img.width * img.height * 4;
  for (var i = 0; i < end; i++) {
    if ((i & 3) === 3) continue;
    d[i] = Math.round(Math.pow(d[i] / 255, expo) * 255);
  }
  img.gamma = 0;
}

// spec: docs-36
export function pngChunk(type, data) {
  var len = data ? data.length : 0;
  var buf = new Uint8Array(len + 12);
  var dv = new DataView(buf.buffer);
  dv.setUint32(0, len);
  dv.setUint32(4, type);
  for (var i = 0; i < len; i++) buf[8 + i] = data[i];
  dv.setInt32(8 + len, crc32(buf.subarray(4, 8 + len)));
  return buf;
}

// spec: docs-37
export function copyFlatRecord(rec) {
  if (rec == null) return rec;
  var out = Object.create(null);
  var keys = Object.keys(rec);
  for (var i = 0; i < keys.length; i++) {
    var v = rec[keys[i]];
    var t = typeof v;
    if (Array.isArray(v)) out[keys[i]] = v.slice();
    else if (t === 'string' || t === 'number' || t === 'boolean') out[keys[i]] = v;
    else throw new TypeError('Copy is not deep: nested objects are not supported (key "' + keys[i] + '")');
  }
  return out;
}

// spec: docs-38
export function stopWordFilter(words) {
  var table = {};
  for (var i = 0; i < words.length; i++) table[words[i]] = words[i];
  return function (tok) {
    if (!tok) return undefined;
    var s = String(tok);
    if (table[s] === s) return undefined;
    return tok;
  };
}

// spec: docs-39
export function sparseDot(other) {
  var a = this.elements;
  var b = other.elements;
  var i = 0, j = 0, sum = 0;
  while (i < a.length && j < b.length) {
    var ia = a[i], ib = b[j];
    if (ia === ib) {
      sum += a[i + 1] * b[j + 1];
      i += 2;
      j += 2;
    } else if (ia < ib) {
      i += 2;
    } else {
      j += 2;
    }
  }
  return sum;
}

// spec: docs-40
export function trieWords() {
  var words = [];
  var stack = [['', this]];
  while (stack.length) {
    var top = stack.pop();
    var prefix = top[0], node = top[1];
    if (node.final) words.push(prefix);
    var labels = Object.keys(node.edges);
    for (var i = 0; i < labels.length; i++) stack.push([prefix + labels[i], node.edges[labels[i]]]);
  }
  return words;
}

// spec: docs-41
export function runPipeline(tokens) {
  var cur = tokens;
  var fns = this._stack;
  for (var f = 0; f < fns.length; f++) {
    var next = [];
    for (var i = 0; i < cur.length; i++) {
      var r = fns[f](cur[i], i, cur);
      if (r === null || r === undefined || r === '') continue;
      if (Array.isArray(r)) {
        for (var k = 0; k < r.length; k++) next.push(r[k]);
      } else {
        next.push(r);
      }
    }
    cur = next;
  }
  return cur;
}

// spec: docs-42
export function combineMatches(other) {
  var mine = this.metadata;
  var theirs = other.metadata;
  var terms = Object.keys(theirs);
  for (var t = 0; t < terms.length; t++) {
    var term = terms[t];
    if (!(term in mine)) mine[term] = Object.create(null);
    var fields = Object.keys(theirs[term]);
    for (var f = 0; f < fields.length; f++) {
      var field = fields[f];
      if (!(field in mine[term])) mine[term][field] = Object.create(null);
      var dst = mine[term][field];
      var src = theirs[term][field];
      var metaKeys = Object.keys(src);
      for (var m = 0; m < metaKeys.length; m++) {
        var key = metaKeys[m];
        dst[key] = dst[key] == null ? src[key] : dst[key].concat(src[key]);
      }
    }
  }
}

// spec: docs-43
export function tokenText() {
  var marks = this.escapeCharPositions;
  var pieces = [];
  var from = this.start;
  for (var i = 0; i < marks.length; i++) {
    pieces.push(this.str.slice(from, marks[i]));
    from = marks[i] + 1;
  }
  pieces.push(this.str.slice(from, this.pos));
  marks.length = 0;
  return pieces.join('');
}

// spec: docs-44
export function computeAverageFieldLengths() {
  var totals = {};
  var counts = {};
  for (var ref in this.fieldLengths) {
    var slash = ref.indexOf('/');
    var name = slash < 0 ? ref : ref.slice(0, slash);
    totals[name] = (totals[name] || 0) + this.fieldLengths[ref];
    counts[name] = (counts[name] || 0) + 1;
  }
  var names = fieldNames(this._fields);
  for (var i = 0; i < names.length; i++) totals[names[i]] = totals[names[i]] / counts[names[i]];
  this.averageFieldLength = totals;
}

function fieldNames(fields) {
  if (Array.isArray(fields)) return fields;
  if (fields instanceof Set) return Array.from(fields);
  return Object.keys(fields || {});
}

// spec: docs-45
export function addClause(clause) {
  var defaults = {
    fields: this.allFields,
    boost: 1,
    usePipeline: true,
    wildcard: 0,
    presence: 1
  };
  for (var k in defaults) {
    if (!(k in clause)) clause[k] = defaults[k];
  }
  if (clause.wildcard & 1 && clause.term.charAt(0) !== '*') clause.term = '*' + clause.term;
  if (clause.wildcard & 2 && clause.term.slice(-1) !== '*') clause.term = clause.term + '*';
  this.clauses.push(clause);
  return this;
}

// spec: docs-46
export function unionResults(a, b) {
  b.forEach(function (entry, id) {
    var have = a.get(id);
    if (have == null) {
      a.set(id, entry);
      return;
    }
    have.score += entry.score;
    Object.assign(have.match, entry.match);
    for (var i = 0; i < entry.terms.length; i++) {
      if (have.terms.indexOf(entry.terms[i]) < 0) have.terms.push(entry.terms[i]);
    }
  });
  return a;
}

// spec: docs-47
export function bm25plus(freq, matching, total, len, avgLen, p) {
  var idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  var norm = freq + p.k * (1 - p.b + (p.b * len) / avgLen);
  return idf * (p.d + (freq * (p.k + 1)) / norm);
}

// spec: docs-48
export function termSpecMaker(opts) {
  function pick(opt, term, i, all, otherwise) {
    return typeof opt === 'function' ? opt(term, i, all) : otherwise;
  }
  return function (term, i, all) {
    return {
      term: term,
      fuzzy: pick(opts.fuzzy, term, i, all, opts.fuzzy || false),
      prefix: pick(opts.prefix, term, i, all, opts.prefix === true),
      termBoost: pick(opts.boostTerm, term, i, all, 1)
    };
  };
}

// spec: docs-49
export function objectToNumberMap(obj) {
  var keys = Object.keys(obj);
  var out = new Map();
  return new Promise(function (resolve, reject) {
    function chunk(start) {
      try {
        var i = start;
        while (i < keys.length) {
          out.set(parseInt(keys[i], 10), obj[keys[i]]);
          i++;
          if (i % 1000 === 0) {
            setTimeout(function () { chunk(i); }, 0);
            return;
          }
        }
        resolve(out);
      } catch (err) {
        reject(err);
      }
    }
    chunk(0);
  });
}

// spec: docs-50
export function suggestCompletions(query, options) {
  var base = (this._options && this._options.autoSuggestOptions) || {};
  var opts = Object.assign({}, base, options);
  var results = this.search(query, opts);
  var groups = Object.create(null);
  var order = [];
  for (var i = 0; i < results.length; i++) {
    var r = results[i];
    var phrase = r.terms.join(' ');
    var g = groups[phrase];
    if (!g) {
      g = groups[phrase] = { terms: r.terms, sum: 0, n: 0 };
      order.push(phrase);
    }
    g.sum += r.score;
    g.n++;
  }
  var out = [];
  for (var j = 0; j < order.length; j++) {
    var item = groups[order[j]];
    var s = { suggestion: order[j], terms: item.terms, score: item.sum / item.n };
    var k = out.length;
    while (k > 0 && out[k - 1].score < s.score) {
      out[k] = out[k - 1];
      k--;
    }
    out[k] = s;
  }
  return out;
}

// spec: docs-51
export function ensurePath(node, key) {
  if (key.length === 0) return node;
  var label = null;
  for (var l of node.keys()) {
    if (l !== '' && l.charAt(0) === key.charAt(0)) {
      label = l;
      break;
    }
  }
  if (label === null) {
    var fresh = new Map();
    node.set(key, fresh);
    return fresh;
  }
  var n = 0;
  var lim = Math.min(label.length, key.length);
  while (n < lim && label.charAt(n) === key.charAt(n)) n++;
  var child = node.get(label);
  if (n < label.length) {
    var mid = new Map();
    mid.set(label.slice(n), child);
    node.set(label.slice(0, n), mid);
    node.delete(label);
    child = mid;
  }
  return ensurePath(child, key.slice(n));
}

// spec: docs-52
export function followKey(node, key, path) {
  var trail = path || [];
  var cur = node;
  var rest = key;
  while (rest.length > 0 && cur != null) {
    var hit = null;
    for (var l of cur.keys()) {
      if (l !== '' && rest.startsWith(l)) {
        hit = l;
        break;
      }
    }
    if (hit === null) {
      trail.push([cur, rest]);
      return [undefined, trail];
    }
    trail.push([cur, hit]);
    cur = cur.get(hit);
    rest = rest.slice(hit.length);
  }
  return [cur, trail];
}

// spec: docs-53
export function openPromise() {
  var res, rej;
  var p = new Promise(function (a, b) {
    res = a;
    rej = b;
  });
  p.resolve = res;
  p.reject = rej;
  return p;
}

// spec: docs-54
export function mergeDeep(target, source, overwrite) {
  for (var k in source) {
    if (k === '__proto__' || k === 'constructor') continue;
    var sv = source[k];
    if (!Object.prototype.hasOwnProperty.call(target, k)) {
      target[k] = sv;
      continue;
    }
    var tv = target[k];
    if (isLeaf(tv) || isLeaf(sv)) {
      if (overwrite) target[k] = sv;
      continue;
    }
    mergeDeep(tv, sv, overwrite);
  }
  return target;
}

function isLeaf(v) {
  return v === null || typeof v !== 'object' || v instanceof String;
}

// spec: docs-55
export function looksLikePath(key, nsSep, keySep) {
  var ns = nsSep || '';
  var ks = keySep || '';
  var cands = [' ', ',', '?', '!', ';'];
  var live = [];
  for (var i = 0; i < cands.length; i++) {
    if (ns.indexOf(cands[i]) < 0 && ks.indexOf(cands[i]) < 0) live.push(cands[i]);
  }
  if (live.length === 0) return true;
  function hasAny(s) {
    for (var j = 0; j < live.length; j++) if (s.indexOf(live[j]) >= 0) return true;
    return false;
  }
  if (!hasAny(key)) return true;
  var at = key.indexOf(ks);
  return at > 0 && !hasAny(key.slice(0, at));
}

// spec: docs-56
export function emitEvent(name) {
  var args = Array.prototype.slice.call(arguments, 1);
  var all = this.observers || {};
  callEach(all[name], args);
  callEach(all['*'], [name].concat(args));
}

function callEach(listeners, args) {
  if (!listeners) return;
  var snap = Array.from(listeners.entries());
  for (var i = 0; i < snap.length; i++) {
    for (var n = 0; n < snap[i][1]; n++) snap[i][0].apply(undefined, args);
  }
}

// spec: docs-57
var RECORDED = typeof Symbol === 'function' ? Symbol('recorded') : '__recorded__';

function recorder() {
  var names = [];
  var handler = {
    get: function (target, prop) {
      if (prop === RECORDED) return names;
      names.push(prop);
      return proxy;
    }
  };
  var proxy = new Proxy(Object.create(null), handler);
  return proxy;
}

export function selectorToKey(selector, options) {
  var o = options || {};
  var names = selector(recorder())[RECORDED];
  var keySep = o.keySeparator || '.';
  var nsSep = o.nsSeparator == null ? ':' : o.nsSeparator;
  var spaces;
  if (o.enableSelector === 'strict') spaces = Array.isArray(o.ns) ? o.ns : [o.ns];
  else spaces = Array.isArray(o.ns) ? o.ns.slice(1) : [];
  if (names.length > 1 && nsSep && spaces.indexOf(names[0]) >= 0) {
    return names[0] + nsSep + names.slice(1).join(keySep);
  }
  return names.join(keySep);
}

// spec: docs-58
export function normaliseLangCode(code) {
  var lower = this.options.lowerCaseLng;
  var clean = this.options.cleanCode;
  var hasSub = code.indexOf('-') >= 0;
  var canon = hasSub || clean !== false ? canonicalOf(code) : undefined;
  if (!canon) {
    if (lower || (clean && !hasSub)) return code.toLowerCase();
    return code;
  }
  if (!hasSub && canon.toLowerCase() !== code.toLowerCase()) return code.toLowerCase();
  return lower ? canon.toLowerCase() : canon;
}

function canonicalOf(code) {
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch (e) {
    return undefined;
  }
}

// spec: docs-59
export function parseValueFormat(spec) {
  var opts = {};
  var open = spec.indexOf('(');
  if (open < 0) return { name: spec.toLowerCase().trim(), options: opts };
  var name = spec.slice(0, open).toLowerCase().trim();
  var after = spec.slice(open + 1);
  var again = after.indexOf('(');
  if (again >= 0) after = after.slice(0, again);
  var body = after.slice(0, after.length ? after.length - 1 : 0);
  if (name === 'currency' && body.indexOf(':') < 0) {
    opts.currency = body.trim();
  } else if (name === 'relativetime' && body.indexOf(':') < 0) {
    opts.range = body.trim();
  } else {
    var parts = body.split(';');
    for (var i = 0; i < parts.length; i++) {
      if (!parts[i]) continue;
      var c = parts[i].indexOf(':');
      var k = (c < 0 ? parts[i] : parts[i].slice(0, c)).trim();
      var v = (c < 0 ? '' : parts[i].slice(c + 1)).trim().replace(/^'+|'+$/g, '');
      if (!opts[k]) opts[k] = v;
      if (v === 'false') opts[k] = false;
      if (v === 'true') opts[k] = true;
      if (!isNaN(v)) opts[k] = parseInt(v, 10);
    }
  }
  return { name: name, options: opts };
}

// spec: docs-60
export function mentionedLanguages(opts) {
  var out = [];
  function add(v) {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (var i = 0; i < v.length; i++) out.push(v[i]);
    } else {
      out.push(v);
    }
  }
  add(opts.supportedLngs);
  add(opts.preload);
  if (opts.resources) {
    var rk = Object.keys(opts.resources);
    for (var r = 0; r < rk.length; r++) out.push(rk[r]);
  }
  var fb = opts.fallbackLng;
  if (typeof fb === 'string' || Array.isArray(fb)) {
    add(fb);
  } else if (fb && typeof fb === 'object') {
    for (var key in fb) {
      if (key !== 'default') out.push(key);
      add(fb[key]);
    }
  }
  return out;
}
