// spec: media-01
export function mergeInto(target) {
  var deep = true;
  var start = 1;
  if (typeof arguments[1] === 'boolean') {
    deep = arguments[1];
    start = 2;
  }
  var list = [];
  for (var i = start; i < arguments.length; i++) list.push(arguments[i]);
  return mergeFrom(target, list, 0, deep);
}

function isBarePlain(v) {
  return !!v && v.constructor === Object;
}

function mergeFrom(t, list, idx, deep) {
  if (idx >= list.length) return t;
  var src = list[idx];
  if (!src) return mergeFrom(t, list, idx + 1, deep);
  for (var k in src) {
    var v = src[k];
    if (!deep || !isBarePlain(v)) {
      t[k] = v;
      continue;
    }
    var cur = t[k];
    if (cur && !isBarePlain(cur)) {
      t[k] = v;
      continue;
    }
    if (!cur) {
      cur = {};
      t[k] = cur;
    }
    mergeInto(cur, true, v);
  }
  return mergeFrom(t, list, idx + 1, deep);
}

// spec: media-02
export function hexColorToInt(s) {
  var at = s.indexOf('#');
  if (at >= 0) s = s.slice(0, at) + s.slice(at + 1);
  if (s.length === 3) s = s.replace(/(.)/g, '$1$1');
  return parseInt(s, 16);
}

// spec: media-03
export function orderDeps(graph) {
  var out = [];
  var state = Object.create(null);
  for (var key in graph) {
    if (state[key]) continue;
    state[key] = 1;
    var stack = [[key, 0]];
    while (stack.length) {
      var top = stack[stack.length - 1];
      var nb = graph[top[0]] || [];
      if (top[1] < nb.length) {
        var n = nb[top[1]];
        top[1]++;
        if (!state[n]) {
          state[n] = 1;
          stack.push([n, 0]);
        }
        continue;
      }
      state[top[0]] = 2;
      out.push(top[0]);
      stack.pop();
    }
  }
  return out;
}

// spec: media-04
export function sequence() {
  var fns = [];
  for (var i = 0; i < arguments.length; i++) {
    var f = arguments[i];
    if (typeof f === 'function' && f.__seqList) {
      for (var j = 0; j < f.__seqList.length; j++) fns.push(f.__seqList[j]);
    } else {
      fns.push(f);
    }
  }
  function step(i, ctx, args) {
    if (i >= fns.length) return ctx;
    var r = fns[i].apply(ctx, args);
    return step(i + 1, r === undefined ? ctx : r, args);
  }
  function run() {
    return step(0, undefined, arguments);
  }
  run.__seqList = fns;
  return run;
}

// spec: media-05
export function polygonCentroid(pts) {
  var n = pts.length;
  var cx = 0, cy = 0, twice = 0;
  for (var i = 0; i < n; i++) {
    var a = pts[i];
    var b = pts[i + 1 === n ? 0 : i + 1];
    var cr = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * cr;
    cy += (a.y + b.y) * cr;
    twice += cr;
  }
  var d = 6 * (twice / 2);
  return { x: cx / d, y: cy / d };
}

// spec: media-06
export function polygonArea(pts, signed) {
  var sum = 0;
  var n = pts.length;
  for (var i = n - 1; i >= 0; i--) {
    var cur = pts[i];
    var prev = pts[i === 0 ? n - 1 : i - 1];
    sum += prev.x * cur.y - cur.x * prev.y;
  }
  var a = sum / 2;
  if (signed) return a;
  return Math.abs(a);
}

// spec: media-07
export function polygonInertia(pts, mass) {
  var num = 0, den = 0;
  var n = pts.length;
  for (var i = 0; i < n; i++) {
    var a = pts[i];
    var b = pts[(i + 1) % n];
    var w = Math.abs(a.x * b.y - a.y * b.x);
    num += w * ((b.x * b.x + b.y * b.y) + (b.x * a.x + b.y * a.y) + (a.x * a.x + a.y * a.y));
    den += w;
  }
  return (mass / 6) * (num / den);
}

// spec: media-08
export function insideConvex(poly, q) {
  var n = poly.length;
  for (var i = 0; i < n; i++) {
    var a = poly[i === 0 ? n - 1 : i - 1];
    var b = poly[i];
    var c = (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x);
    if (c < 0) return false;
  }
  return true;
}

// spec: media-09
export function isConvexPolygon(pts) {
  var n = pts.length;
  if (n < 3) return null;
  var seen = 0;
  for (var i = 0; i < n; i++) {
    var a = pts[i], b = pts[(i + 1) % n], c = pts[(i + 2) % n];
    var z = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (z < 0) seen |= 1;
    else if (z > 0) seen |= 2;
    if (seen === 3) return false;
  }
  return seen ? true : null;
}

// spec: media-10
export function edgeAxes(pts) {
  var keys = [];
  var vals = [];
  var n = pts.length;
  for (var i = 0; i < n; i++) {
    var p = pts[i];
    var q = pts[(i + 1) % n];
    var x = q.y - p.y;
    var y = p.x - q.x;
    var len = Math.sqrt(x * x + y * y);
    if (len > 0) {
      x = x / len;
      y = y / len;
    } else {
      x = 0;
      y = 0;
    }
    var g = y === 0 ? Infinity : x / y;
    var k = g.toFixed(3);
    var at = keys.indexOf(k);
    if (at < 0) {
      keys.push(k);
      vals.push({ x: x, y: y });
    } else {
      vals[at] = { x: x, y: y };
    }
  }
  return vals;
}

// spec: media-11
export function refitBox(box, pts, vel) {
  var lo = box.lowerBound, hi = box.upperBound;
  var x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (var i = 0; i < pts.length; i++) {
    var p = pts[i];
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  if (vel) {
    if (vel.x > 0) x1 += vel.x;
    else x0 += vel.x;
    if (vel.y > 0) y1 += vel.y;
    else y0 += vel.y;
  }
  lo.x = x0;
  lo.y = y0;
  hi.x = x1;
  hi.y = y1;
}

// spec: media-12
export function removeListeners(obj, names, cb) {
  if (!names) {
    obj._events = {};
    return;
  }
  var reg = obj._events || (obj._events = {});
  var list;
  if (typeof names === 'function') {
    cb = names;
    list = Object.keys(reg);
  } else {
    list = [];
    var from = 0;
    for (;;) {
      var sp = names.indexOf(' ', from);
      if (sp < 0) {
        list.push(names.slice(from));
        break;
      }
      list.push(names.slice(from, sp));
      from = sp + 1;
    }
  }
  for (var i = 0; i < list.length; i++) {
    var old = reg[list[i]];
    var keep = [];
    if (cb && old) {
      for (var j = 0; j < old.length; j++) {
        if (old[j] !== cb) keep.push(old[j]);
      }
    }
    reg[list[i]] = keep;
  }
}

// spec: media-13
export function wrapValue(n, a, b) {
  var lo = 0, hi = 1;
  if (a !== undefined) {
    if (b === undefined) {
      hi = a;
    } else {
      lo = a;
      hi = b;
    }
  }
  if (hi > lo) return shiftRem((n - lo) % (hi - lo), hi, lo, false);
  return shiftRem((n - hi) % (lo - hi), lo, hi, true);
}

function shiftRem(r, ifLow, ifHigh, inclusiveZero) {
  var low = inclusiveZero ? r <= 0 : r < 0;
  return r + (low ? ifLow : ifHigh);
}

// spec: media-14
export function applyDefaults(input, defs) {
  var src = input == null ? {} : input;
  var out = {};
  copyEnumerable(src, out, null);
  copyEnumerable(defs, out, src);
  return out;
}

function copyEnumerable(from, to, gate) {
  var ks = Object.keys(from);
  for (var i = 0; i < ks.length; i++) {
    if (!gate || gate[ks[i]] === undefined) to[ks[i]] = from[ks[i]];
  }
  if (typeof Object.getOwnPropertySymbols !== 'function') return;
  var syms = Object.getOwnPropertySymbols(from);
  for (var j = 0; j < syms.length; j++) {
    var s = syms[j];
    if (!Object.prototype.propertyIsEnumerable.call(from, s)) continue;
    if (!gate || gate[s] === undefined) to[s] = from[s];
  }
}

// spec: media-15
export function solve2x2(m, v) {
  var a = m.ex.x, c = m.ex.y, b = m.ey.x, d = m.ey.y;
  var det = a * d - b * c;
  var f = det !== 0 ? 1 / det : 0;
  return { x: f * (d * v.x - b * v.y), y: f * (a * v.y - c * v.x) };
}

// spec: media-16
export function invertSym3(m, out) {
  var c1 = m.ex, c2 = m.ey, c3 = m.ez;
  var det = c1.x * (c2.y * c3.z - c2.z * c3.y) + c1.y * (c2.z * c3.x - c2.x * c3.z) + c1.z * (c2.x * c3.y - c2.y * c3.x);
  if (det !== 0) det = 1 / det;
  var a11 = c1.x, a12 = c2.x, a13 = c3.x;
  var a22 = c2.y, a23 = c3.y, a33 = c3.z;
  var cof = [
    [a22 * a33 - a23 * a23, a13 * a23 - a12 * a33, a12 * a23 - a13 * a22],
    [0, a11 * a33 - a13 * a13, a13 * a12 - a11 * a23],
    [0, 0, a11 * a22 - a12 * a12]
  ];
  var cols = [out.ex, out.ey, out.ez];
  var ax = ['x', 'y', 'z'];
  for (var i = 0; i < 3; i++) {
    for (var j = i; j < 3; j++) {
      var v = det * cof[i][j];
      cols[i][ax[j]] = v;
      cols[j][ax[i]] = v;
    }
  }
}

// spec: media-17
export function boxesOverlap(a, b) {
  var gaps = [
    b.lowerBound.x - a.upperBound.x,
    a.lowerBound.x - b.upperBound.x,
    b.lowerBound.y - a.upperBound.y,
    a.lowerBound.y - b.upperBound.y
  ];
  for (var i = 0; i < gaps.length; i++) {
    if (gaps[i] > 0) return false;
  }
  return true;
}

// spec: media-18
export function unionArea(a, b) {
  function side(axis) {
    var lo = a.lowerBound[axis] > b.lowerBound[axis] ? a.lowerBound[axis] : b.lowerBound[axis];
    var hi = a.upperBound[axis] < b.upperBound[axis] ? a.upperBound[axis] : b.upperBound[axis];
    var d = hi - lo;
    return d > 0 ? d : 0;
  }
  function size(r) {
    return (r.upperBound.x - r.lowerBound.x) * (r.upperBound.y - r.lowerBound.y);
  }
  return size(a) + size(b) - side('x') * side('y');
}

// spec: media-19
export function raycastCircle(out, input, circle, xf) {
  var lc = circle.center;
  var cx = xf.p.x + (xf.q.c * lc.x - xf.q.s * lc.y);
  var cy = xf.p.y + (xf.q.s * lc.x + xf.q.c * lc.y);
  var sx = input.p1.x - cx, sy = input.p1.y - cy;
  var rx = input.p2.x - input.p1.x, ry = input.p2.y - input.p1.y;
  var ss = sx * sx + sy * sy - circle.radius * circle.radius;
  var sr = sx * rx + sy * ry;
  var rr = rx * rx + ry * ry;
  var disc = sr * sr - rr * ss;
  if (disc < 0 || rr < 1e-9) return false;
  var t = -(sr + Math.sqrt(disc));
  if (!(t >= 0 && t <= input.maxFraction * rr)) return false;
  t = t / rr;
  out.fraction = t;
  var nx = sx + t * rx, ny = sy + t * ry;
  var len = Math.sqrt(nx * nx + ny * ny);
  if (len >= 1e-9) {
    nx = nx / len;
    ny = ny / len;
  }
  if (out.normal) {
    out.normal.x = nx;
    out.normal.y = ny;
  } else {
    out.normal = { x: nx, y: ny };
  }
  return true;
}

// spec: media-20
export function capLength(v, max) {
  var sq = v.x * v.x + v.y * v.y;
  if (sq <= max * max) return v;
  var k = max / Math.sqrt(sq);
  v.x *= k;
  v.y *= k;
  return v;
}

// spec: media-21
export function counterReport(obj, sep) {
  var nl = typeof sep === 'string' ? sep : '\n';
  var lines = [];
  for (var k in obj) {
    var t = typeof obj[k];
    if (t === 'function' || t === 'object') continue;
    lines.push(k + ': ' + String(obj[k]));
  }
  if (!lines.length) return '';
  return lines.join(nl) + nl;
}

// spec: media-22
export function clipSegment(vOut, vIn, normal, offset, vertIdx) {
  var d = [];
  for (var i = 0; i < 2; i++) {
    d.push(normal.x * vIn[i].v.x + normal.y * vIn[i].v.y - offset);
  }
  var n = 0;
  for (var j = 0; j < 2; j++) {
    if (d[j] <= 0) {
      copyClip(vOut[n], vIn[j]);
      n++;
    }
  }
  if (d[0] * d[1] < 0) {
    var f = d[0] / (d[0] - d[1]);
    var o = vOut[n];
    o.v.x = vIn[0].v.x + f * (vIn[1].v.x - vIn[0].v.x);
    o.v.y = vIn[0].v.y + f * (vIn[1].v.y - vIn[0].v.y);
    o.id.indexA = vertIdx;
    o.id.typeA = FEATURE_VERTEX;
    o.id.indexB = vIn[0].id.indexB;
    o.id.typeB = FEATURE_FACE;
    n++;
  }
  return n;
}

function copyClip(dst, src) {
  dst.v.x = src.v.x;
  dst.v.y = src.v.y;
  dst.id.indexA = src.id.indexA;
  dst.id.indexB = src.id.indexB;
  dst.id.typeA = src.id.typeA;
  dst.id.typeB = src.id.typeB;
}

var FEATURE_VERTEX = 0;
var FEATURE_FACE = 1;

// spec: media-23
export function optionsFromArgs(defaults, argv, keys, objKey) {
  if (!keys) keys = [];
  var args = [];
  for (var i = 0; i < argv.length; i++) args.push(argv[i]);
  var opts = {};
  var first = args[0];
  if (objKey && isPlainObj(first) && !(objKey in first) && !sharesKey(first, defaults)) {
    var wrap = {};
    wrap[objKey] = first;
    mergeDeepInto(opts, wrap);
    keys.splice(keys.indexOf(objKey), 1);
    args.shift();
  }
  if (args.length === 1 && isPlainObj(args[0])) {
    mergeDeepInto(opts, args[0]);
  } else {
    for (var j = 0; j < keys.length; j++) {
      if (args[j] !== undefined) opts[keys[j]] = args[j];
    }
  }
  return mergeDeepInto(defaults, opts);
}

function isPlainObj(v) {
  if (!v || typeof v !== 'object') return false;
  var p = Object.getPrototypeOf(v);
  return p === Object.prototype || p === null;
}

function sharesKey(o, defs) {
  var ks = Object.keys(o);
  for (var i = 0; i < ks.length; i++) {
    if (ks[i] in defs) return true;
  }
  return false;
}

function isAudioThing(v) {
  var names = ['AudioParam', 'AudioNode', 'AudioBuffer'];
  for (var i = 0; i < names.length; i++) {
    var C = globalThis[names[i]];
    if (typeof C === 'function' && v instanceof C) return true;
  }
  return false;
}

function mergeDeepInto(target, src) {
  var work = [[target, src]];
  while (work.length) {
    var pair = work.pop();
    var t = pair[0], s = pair[1];
    var ks = Object.keys(s);
    for (var i = 0; i < ks.length; i++) {
      var k = ks[i];
      var v = s[k];
      if (k === 'value' || isAudioThing(v) || !isPlainObj(v)) {
        t[k] = v;
      } else {
        if (!t[k]) t[k] = {};
        work.push([t[k], v]);
      }
    }
  }
  return target;
}

// spec: media-24
export function freqToNote(freq, ref) {
  var num = Math.round(12 * Math.log2(freq / ref)) + 57;
  var oct = Math.floor(num / 12);
  var pc = ((num % 12) + 12) % 12;
  return PITCH_NAMES[pc] + oct;
}

var PITCH_NAMES = 'C C# D D# E F F# G G# A A# B'.split(' ');

// spec: media-25
export function snapToGrid(v, sub, amt) {
  var k = amt === undefined ? 1 : amt;
  var target = sub * Math.round(v / sub);
  return v + k * (target - v);
}

// spec: media-26
export function toBarsBeats(dur, beatLen, perBar) {
  var q = parseFloat((dur / beatLen).toFixed(4));
  var parts = [];
  parts[0] = Math.floor(q / perBar);
  parts[1] = Math.floor(q % perBar);
  var six = (q % 1) * 4;
  if (String(six).length > 3) six = parseFloat(six.toFixed(3));
  parts[2] = six;
  return parts.join(':');
}

// spec: media-27
export function* bounceIndices(count, up) {
  var last = count - 1;
  if (last < 1) {
    for (;;) yield 0;
  }
  var cyc = [];
  for (var i = 0; i <= last; i++) cyc.push(i);
  for (var j = last - 1; j >= 1; j--) cyc.push(j);
  var pos = up ? 0 : last;
  for (;;) {
    yield cyc[pos];
    pos = (pos + 1) % cyc.length;
  }
}

// spec: media-28
export function* twoUpOneDown(count) {
  for (var k = 0; ; k++) {
    var v = k % 2 === 0 ? k / 2 : (k + 3) / 2;
    if (v >= count) return;
    yield v;
  }
}

// spec: media-29
export function* drunkWalk(count) {
  var i = Math.floor(Math.random() * count);
  var last = count - 1;
  for (;;) {
    var dir;
    if (i === 0) dir = 1;
    else if (i === last) dir = -1;
    else dir = Math.random() < 0.5 ? -1 : 1;
    i += dir;
    yield i;
  }
}

// spec: media-30
export function chebyValue(x, deg, memo) {
  if (memo.has(deg)) return memo.get(deg);
  var v;
  switch (deg) {
    case 0:
      v = 0;
      break;
    case 1:
      v = x;
      break;
    default:
      v = 2 * x * chebyValue(x, deg - 1, memo) - chebyValue(x, deg - 2, memo);
  }
  memo.set(deg, v);
  return v;
}

// spec: media-31
export function fourierAt(cosCoef, sinCoef, phase) {
  var total = 0;
  for (var i = 0; i < cosCoef.length; i++) {
    var ang = i * phase;
    total += cosCoef[i] * Math.cos(ang) + sinCoef[i] * Math.sin(ang);
  }
  return total;
}

// spec: media-32
export function addListener(em, events, cb) {
  if (!em._events) em._events = {};
  var reg = em._events;
  var names = splitOnNonWord(events);
  for (var i = 0; i < names.length; i++) {
    var nm = names[i];
    if (!Object.prototype.hasOwnProperty.call(reg, nm)) reg[nm] = [];
    reg[nm].push(cb);
  }
  return em;
}

function splitOnNonWord(s) {
  var out = [];
  var cur = '';
  var gap = false;
  for (var i = 0; i < s.length; i++) {
    var ch = s.charAt(i);
    if (/[A-Za-z0-9_]/.test(ch)) {
      if (gap) {
        out.push(cur);
        cur = '';
        gap = false;
      }
      cur += ch;
    } else {
      gap = true;
    }
  }
  out.push(cur);
  if (gap) out.push('');
  return out;
}

// spec: media-33
export function muteAll(muted) {
  var m = this || audioGlobal;
  if (!m.ctx) initAudioContext(m);
  m._muted = muted;
  if (m.usingWebAudio) {
    m.masterGain.gain.setValueAtTime(muted ? 0 : m._volume, m.ctx.currentTime);
  }
  var groups = m._groups || [];
  for (var i = 0; i < groups.length; i++) {
    var g = groups[i];
    if (g._webAudio) continue;
    var snds = g._sounds || [];
    for (var j = 0; j < snds.length; j++) {
      var snd = snds[j];
      if (!snd || !snd._node) continue;
      snd._node.muted = muted ? true : snd._muted;
    }
  }
  return m;
}

var audioGlobal = {
  ctx: null,
  masterGain: null,
  usingWebAudio: false,
  _muted: false,
  _volume: 1,
  _pos: [0, 0, 0],
  _groups: []
};

function initAudioContext(m) {
  var C = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (typeof C !== 'function') {
    m.usingWebAudio = false;
    return;
  }
  try {
    m.ctx = new C();
  } catch (e) {
    m.ctx = null;
    m.usingWebAudio = false;
    return;
  }
  m.usingWebAudio = true;
  m.masterGain = m.ctx.createGain();
  m.masterGain.gain.setValueAtTime(m._muted ? 0 : m._volume, m.ctx.currentTime);
  m.masterGain.connect(m.ctx.destination);
}

// spec: media-34
export function emitSoundEvent(event, id, msg) {
  var g = this;
  var list = (g._handlers && g._handlers[event]) || [];
  for (var i = list.length - 1; i >= 0; i--) {
    var h = list[i];
    if (h.id && h.id !== id && event !== 'load') continue;
    scheduleCall(h.fn, g, id, msg);
    if (h.once) g.off(event, h.fn, h.id);
  }
  g._advanceQueue(event);
  return g;
}

function scheduleCall(fn, ctx, id, msg) {
  setTimeout(function () {
    fn.call(ctx, id, msg);
  }, 0);
}

// spec: media-35
export function advanceQueue(event) {
  var g = this;
  var q = g._queue;
  if (!q.length) return g;
  var head = q[0];
  if (head.event === event) {
    q.shift();
    advanceQueue.call(g);
  }
  if (!event) head.action();
  return g;
}

// spec: media-36
export function trimPool(group) {
  var snds = group._sounds;
  var limit = group._pool;
  if (snds.length < limit) return;
  var ended = 0;
  for (var i = 0; i < snds.length; i++) {
    if (snds[i]._ended) ended++;
  }
  var drop = [];
  for (var j = snds.length - 1; j >= 0 && ended > limit; j--) {
    var s = snds[j];
    if (!s._ended) continue;
    if (group._webAudio && s._node) s._node.disconnect(0);
    drop[j] = true;
    ended--;
  }
  var kept = [];
  for (var k = 0; k < snds.length; k++) {
    if (!drop[k]) kept.push(snds[k]);
  }
  snds.length = 0;
  for (var n = 0; n < kept.length; n++) snds.push(kept[n]);
}

// spec: media-37
export function finishLoad(group, buffer) {
  if (buffer && !group._duration) group._duration = buffer.duration;
  var hasSprite = false;
  for (var k in group._sprite) {
    if (Object.prototype.hasOwnProperty.call(group._sprite, k)) {
      hasSprite = true;
      break;
    }
  }
  if (!hasSprite) group._sprite = { __default: [0, group._duration * 1000] };
  if (group._state === 'loaded') return;
  group._state = 'loaded';
  group._emit('load');
  group._advanceQueue();
}

// spec: media-38
export function listenerPosition(x, y, z) {
  var m = this || audioGlobal;
  var ctx = m.ctx;
  if (!ctx || !ctx.listener) return m;
  if (typeof x !== 'number') return m._pos;
  var ny = typeof y === 'number' ? y : m._pos[1];
  var nz = typeof z === 'number' ? z : m._pos[2];
  m._pos = [x, ny, nz];
  var L = ctx.listener;
  if (typeof L.positionX !== 'undefined') {
    var params = [L.positionX, L.positionY, L.positionZ];
    for (var i = 0; i < 3; i++) params[i].setTargetAtTime(m._pos[i], ctx.currentTime, 0.1);
  } else {
    L.setPosition(x, ny, nz);
  }
  return m;
}

// spec: media-39
export function reverseDjb2(s) {
  var h = 5381;
  for (var i = s.length - 1; i >= 0; i--) {
    h = Math.imul(h, 33) ^ s.charCodeAt(i);
  }
  return String(h >>> 0);
}

// spec: media-40
export function hexToBuffer(text) {
  var s = text.indexOf('0x') === 0 ? text.slice(2) : text;
  var out = '';
  var i = 0;
  while (i < s.length) {
    if (i + 1 < s.length && isHexChar(s.charAt(i)) && isHexChar(s.charAt(i + 1))) {
      out += '0x' + s.charAt(i) + s.charAt(i + 1) + ' ';
      i += 2;
      if (s.charAt(i) === ' ') i++;
    } else {
      out += s.charAt(i);
      i++;
    }
  }
  var pieces = out.trimEnd().split(' ');
  var bytes = new Uint8Array(pieces.length);
  for (var j = 0; j < pieces.length; j++) bytes[j] = Number(pieces[j]);
  return bytes.buffer;
}

function isHexChar(c) {
  return '0123456789abcdefABCDEF'.indexOf(c) >= 0 && c !== '';
}

// spec: media-41
export function bisectFind(arr, cmp) {
  function probe(lo, hi) {
    if (lo > hi) return null;
    var mid = Math.floor((lo + hi) / 2);
    var c = cmp(arr[mid]);
    if (c > 0) return probe(mid + 1, hi);
    if (c < 0) return probe(lo, mid - 1);
    return arr[mid];
  }
  return probe(0, arr.length - 1);
}

// spec: media-42
export function setQueryParam(url, key, value) {
  var ek = encodeURIComponent(key);
  var pair = ek + '=' + encodeURIComponent(value);
  var q = url.search.charAt(0) === '?' ? url.search.slice(1) : url.search;
  var parts = q.split('&');
  var out = [];
  var done = false;
  for (var i = 0; i < parts.length; i++) {
    var p = parts[i];
    if (!p) continue;
    if (p === ek || p.slice(0, ek.length + 1) === ek + '=') {
      if (!done) out.push(pair);
      done = true;
      continue;
    }
    out.push(p);
  }
  if (!done) out.push(pair);
  url.search = out.join('&');
}

// spec: media-43
export function dedupeReplacer(user) {
  var seen = new WeakMap();
  return function (key, val) {
    var v = user ? user.call(this, key, val) : val;
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v)) return undefined;
    seen.set(v, true);
    return v;
  };
}

// spec: media-44
export function parseCueTime(s) {
  var run = 0;
  while (run < s.length && isDigitChar(s.charAt(run))) run++;
  var hit = null;
  var hours = null;
  if (run > 0 && s.charAt(run) === ':') {
    hit = readMinSec(s, run + 1);
    if (hit) hours = Number(s.slice(0, run));
  }
  if (!hit) hit = readMinSec(s, 0);
  if (!hit) return null;
  var h = 0, m = hit.a, sec = hit.b;
  if (hours !== null) {
    h = hours;
  } else if (hit.a > 59) {
    h = hit.a;
    m = hit.b;
    sec = 0;
  }
  return h * 3600 + m * 60 + sec + hit.frac;
}

function isDigitChar(c) {
  return c >= '0' && c <= '9' && c.length === 1;
}

function readMinSec(s, p) {
  if (!isDigitChar(s.charAt(p)) || !isDigitChar(s.charAt(p + 1))) return null;
  if (s.charAt(p + 2) !== ':') return null;
  if (!isDigitChar(s.charAt(p + 3)) || !isDigitChar(s.charAt(p + 4))) return null;
  var frac = 0;
  var e = p + 5;
  if (s.charAt(e) === '.' && isDigitChar(s.charAt(e + 1))) {
    var f = e + 1;
    while (isDigitChar(s.charAt(f))) f++;
    frac = Number('0.' + s.slice(e + 1, f));
  }
  return { a: Number(s.slice(p, p + 2)), b: Number(s.slice(p + 3, p + 5)), frac: frac };
}

// spec: media-45
export function timedTextDuration(text, rates) {
  var cut = text.slice(-2) === 'ms' ? 2 : 1;
  var unit = text.slice(text.length - cut);
  var num = Number(text.slice(0, text.length - cut));
  return DURATION_UNITS[unit](num, rates);
}

var DURATION_UNITS = {
  h: function (v) { return v * 3600; },
  m: function (v) { return v * 60; },
  s: function (v) { return v; },
  ms: function (v) { return v / 1000; },
  f: function (v, r) { return v / r.frameRate; },
  t: function (v, r) { return v / r.tickRate; }
};

// spec: media-46
export function flipGuidBytes(b) {
  for (var i = 0; i < GUID_SWAPS.length; i++) {
    var p = GUID_SWAPS[i][0], q = GUID_SWAPS[i][1];
    var t = b[p];
    b[p] = b[q];
    b[q] = t;
  }
}

var GUID_SWAPS = [[0, 3], [1, 2], [4, 5], [6, 7]];

// spec: media-47
export function substituteVars(state, value) {
  var defs = state.defines;
  if (defs == null && !state.hasRefs) return value;
  var out = '';
  var i = 0;
  while (i < value.length) {
    if (value.charAt(i) === '{' && value.charAt(i + 1) === '$') {
      var j = i + 2;
      while (j < value.length && /[A-Za-z0-9_-]/.test(value.charAt(j))) j++;
      if (j > i + 2 && value.charAt(j) === '}') {
        var name = value.slice(i + 2, j);
        var found = lookupVar(defs, name);
        if (found.ok) {
          out += found.v;
        } else {
          out += value.slice(i, j + 1);
          if (!state.error) {
            state.error = new Error('Missing preceding EXT-X-DEFINE tag for Variable Reference: "' + name + '"');
          }
        }
        i = j + 1;
        continue;
      }
    }
    out += value.charAt(i);
    i++;
  }
  return out;
}

function lookupVar(defs, name) {
  if (!defs) return { ok: false };
  if (typeof Map !== 'undefined' && defs instanceof Map) {
    return defs.has(name) ? { ok: true, v: defs.get(name) } : { ok: false };
  }
  if (Object.prototype.hasOwnProperty.call(defs, name)) return { ok: true, v: defs[name] };
  return { ok: false };
}

// spec: media-48
export function retryWait(cfg, tries) {
  var fn = Object.prototype.hasOwnProperty.call(BACKOFF_FACTORS, cfg.backoff) ? BACKOFF_FACTORS[cfg.backoff] : null;
  var mult = fn ? fn(tries) : Math.pow(2, tries);
  return Math.min(mult * cfg.retryDelayMs, cfg.maxRetryDelayMs);
}

var BACKOFF_FACTORS = {
  linear: function () { return 1; }
};

// spec: media-49
export function fixAvcCodecs(list) {
  var items = list.split(',');
  var out = [];
  for (var i = 0; i < items.length; i++) {
    var bits = items[i].split('.');
    if (bits.length <= 2 || bits[0] !== 'avc1') {
      out.push(items[i]);
      continue;
    }
    var prof = parseInt(bits[1], 10).toString(16);
    var lvl = parseInt(bits[2], 10).toString(16);
    while (lvl.length < 4) lvl = '0' + lvl;
    out.push('avc1.' + prof + lvl.slice(lvl.length - 4));
  }
  return out.join(',');
}

// spec: media-50
export function fillAv1Codec(codec) {
  if (codec.slice(0, 5) !== 'av01.') return codec;
  var f = codec.split('.');
  if (f.length <= 4) return f.join('.');
  return f.concat(AV1_TAIL.slice(f.length - 4)).join('.');
}

var AV1_TAIL = ['0', '111', '01', '01', '01', '0'];

// spec: media-51
export function swapEndianness(arr) {
  var w = arr.BYTES_PER_ELEMENT;
  if (w <= 1) return arr;
  var bytes = new Uint8Array(arr.buffer, arr.byteOffset, arr.byteLength);
  var copy = bytes.slice();
  for (var base = 0; base < bytes.length; base += w) {
    for (var k = 0; k < w; k++) bytes[base + k] = copy[base + w - 1 - k];
  }
  return arr;
}

// spec: media-52
export function formatHmsMs(dur, scale) {
  var ts = scale || 1;
  var sign = '';
  if (dur < 0) {
    sign = '-';
    dur = -dur;
  }
  var secs = dur / ts;
  var h = Math.floor(secs / 3600);
  var rest = secs % 3600;
  var m = Math.floor(rest / 60);
  rest = rest % 60;
  var whole = Math.floor(rest);
  var ms = Math.floor(rest * 1000 - whole * 1000);
  return sign + h + ':' + zpad(m, 2) + ':' + zpad(whole, 2) + '.' + zpad(ms, 3);
}

function zpad(n, w) {
  var s = String(n);
  while (s.length < w) s = '0' + s;
  return s;
}

// spec: media-53
export function findBufferAt(stream, fromStart, pos, mark) {
  var bufs = stream.buffers;
  function scan(i, found) {
    if (i >= bufs.length || bufs[i].fileStart > pos) return found;
    var b = bufs[i];
    if (mark) {
      b.usedBytes = b.fileStart + b.byteLength <= pos ? b.byteLength : pos - b.fileStart;
      if (typeof stream.logBufferLevel === 'function') stream.logBufferLevel();
    }
    return scan(i + 1, i);
  }
  var idx = scan(fromStart === true ? 0 : stream.bufferIndex, -1);
  if (idx === -1) return -1;
  var hit = bufs[idx];
  return hit.fileStart + hit.byteLength >= pos ? idx : -1;
}

// spec: media-54
export function readPackedLanguage(stream) {
  var raw = stream.readUint16();
  var shifts = [10, 5, 0];
  var s = '';
  for (var i = 0; i < shifts.length; i++) {
    s += String.fromCharCode(((raw >> shifts[i]) & 31) + 96);
  }
  this.languageCode = raw;
  this.language = s;
}

// spec: media-55
export function readUuidHex(stream) {
  var out = '';
  for (var i = 0; i < 16; i++) {
    var b = stream.readUint8();
    out += HEX_DIGITS.charAt(b >> 4) + HEX_DIGITS.charAt(b & 15);
  }
  return out;
}

var HEX_DIGITS = '0123456789abcdef';

// spec: media-56
export function av1CodecString(base, cfg) {
  var lvl = cfg.levelIdx < 10 ? '0' + cfg.levelIdx : '' + cfg.levelIdx;
  var tierChar = cfg.tier ? 'H' : 'M';
  var depth;
  if (cfg.profile === 2 && cfg.highBitDepth === 1) {
    depth = cfg.twelveBit === 1 ? '12' : '10';
  } else if (cfg.profile <= 2) {
    depth = cfg.highBitDepth === 1 ? '10' : '08';
  }
  return base + '.' + cfg.profile + '.' + lvl + tierChar + '.' + depth;
}

// spec: media-57
export function applySampleToChunk(table, samples) {
  if (!samples.length) return;
  var slots = chunkSlots(table);
  for (var i = 0; i < samples.length; i++) {
    var next = slots.next();
    if (next.done) return;
    samples[i].descriptionIndex = next.value[1];
    samples[i].chunkIndex = next.value[0];
  }
}

function* chunkSlots(table) {
  var first = table.firstChunk, per = table.samplesPerChunk, desc = table.descriptionIndex;
  var chunk = 0;
  for (var e = 0; e < first.length; e++) {
    var span = e + 1 < first.length ? first[e + 1] : Infinity;
    for (var c = 0; c < span; c++) {
      chunk++;
      for (var s = 0; s < per[e]; s++) yield [chunk, desc[e]];
    }
  }
}

// spec: media-58
export function assignDts(table, samples) {
  var idx = 0;
  var t = 0;
  for (var r = 0; r < table.sampleCounts.length; r++) {
    for (var k = 0; k < table.sampleCounts[r]; k++) {
      if (idx > 0) t = t + table.sampleDeltas[r];
      samples[idx].dts = t;
      idx++;
    }
  }
}

// spec: media-59
export function readDescriptor(stream, registry) {
  var reg = registry || descriptorRegistry;
  var tag = stream.readUint8();
  var size = 0;
  var b = stream.readUint8();
  while (b & 0x80) {
    size = size * 128 + (b & 0x7f);
    b = stream.readUint8();
  }
  size = size * 128 + (b & 0x7f);
  var name = DESCRIPTOR_TAG_NAMES[tag] || 'Descriptor ' + tag;
  debugLog('MPEG4DescriptorParser', 'Found ' + name + ', size ' + size + ' at position ' + stream.getPosition());
  var desc;
  if (DESCRIPTOR_TAG_NAMES[tag] && typeof reg[DESCRIPTOR_TAG_NAMES[tag]] === 'function') {
    desc = new reg[DESCRIPTOR_TAG_NAMES[tag]](size);
  } else {
    desc = new RawDescriptor(size);
  }
  desc.parse(stream);
  return desc;
}

function RawDescriptor(tag, size) {
  this.tag = tag;
  this.size = size;
  this.data = null;
}

RawDescriptor.prototype.parse = function (stream) {
  var n = this.size || 0;
  var bytes = new Uint8Array(n);
  for (var i = 0; i < n; i++) bytes[i] = stream.readUint8();
  this.data = bytes;
};

var descriptorRegistry = {};

function debugLog(cat, msg) {
  if (typeof console !== 'undefined' && typeof console.debug === 'function') console.debug('[' + cat + '] ' + msg);
}

var DESCRIPTOR_TAG_NAMES = {
  3: 'ES_Descriptor',
  4: 'DecoderConfigDescriptor',
  5: 'DecoderSpecificInfo',
  6: 'SLConfigDescriptor'
};

// spec: media-60
export function aacObjectType(esd) {
  var dcd = esd.findDescriptor(4);
  if (!dcd) return undefined;
  var dsi = dcd.findDescriptor(5);
  if (!dsi || !dsi.data) return undefined;
  var d = dsi.data;
  var t = d[0] >> 3;
  if (t !== 31 || d.length < 2) return t;
  return 32 + ((d[0] & 7) << 3) + (d[1] >> 5);
}
