import fs from 'node:fs';
import path from 'node:path';

// spec: testing-01
export function messageMatches(thrown, matcher) {
  var text = typeof thrown === 'string' ? thrown : thrown.message;
  if (text === undefined) return false;
  if (Object.prototype.toString.call(matcher) === '[object RegExp]') {
    return matcher.test(text);
  }
  if (typeof matcher === 'string') {
    return text.indexOf(matcher) !== -1;
  }
  return false;
}

// spec: testing-02
export function assertKinds(obj, kinds) {
  var flags = obj.__flags || {};
  var msg = flags.message;
  var ssfi = flags.ssfi;
  var names = [];
  for (var i = 0; i < kinds.length; i++) names.push(String(kinds[i]).toLowerCase());
  names.sort();
  var words = [];
  for (var j = 0; j < names.length; j++) {
    var n = names[j];
    var art = /^[aeiou]/.test(n) ? 'an ' : 'a ';
    var or = names.length > 1 && j === names.length - 1 ? 'or ' : '';
    words.push(or + art + n);
  }
  var phrase = words.join(', ');
  var kind = kindOfValue(flags.object).toLowerCase();
  for (var k = 0; k < names.length; k++) {
    if (names[k] === kind) return;
  }
  var text = (msg ? msg + ': ' : '') + 'object tested must be ' + phrase + ', but ' + kind + ' given';
  throw new KindAssertionError(text, ssfi);
}

function kindOfValue(v) {
  if (v !== null && v !== undefined) {
    var tag = v[Symbol.toStringTag];
    if (typeof tag === 'string') return tag;
  }
  var s = Object.prototype.toString.call(v);
  return s.slice(8, -1);
}

function KindAssertionError(message, ssfi) {
  this.message = message;
  this.name = 'AssertionError';
  if (Error.captureStackTrace) {
    Error.captureStackTrace(this, ssfi || KindAssertionError);
  } else {
    this.stack = new Error(message).stack;
  }
}
KindAssertionError.prototype = Object.create(Error.prototype);
KindAssertionError.prototype.constructor = KindAssertionError;

// spec: testing-03
export function clip(value, max, tail) {
  if (tail === undefined) tail = '\u2026';
  var s = String(value);
  if (tail.length > max && s.length > tail.length) return tail;
  if (s.length > max && s.length > tail.length) {
    var cut = max - tail.length;
    if (cut > 0) {
      var c = s.charCodeAt(cut - 1);
      if (c >= 0xd800 && c <= 0xdbff) cut--;
    }
    return s.slice(0, cut) + tail;
  }
  return s;
}

// spec: testing-04
export function renderNumber(num, opts) {
  var s;
  if (num !== num) {
    s = 'NaN';
  } else if (num === Infinity) {
    s = 'Infinity';
  } else if (num === -Infinity) {
    s = '-Infinity';
  } else if (num === 0) {
    s = 1 / num === Infinity ? '+0' : '-0';
  } else {
    s = String(num);
    var max = opts.truncate;
    if (s.length > max && s.length > 1) {
      s = max < 1 ? '\u2026' : s.slice(0, max - 1) + '\u2026';
    }
  }
  return opts.stylize(s, 'number');
}

// spec: testing-05
export function subsetCheck(sub, sup, eq, contains, ordered) {
  var a = Array.from(sub);
  var b = Array.from(sup);
  if (!contains) {
    if (a.length !== b.length) return false;
    b = b.slice();
  }
  for (var i = 0; i < a.length; i++) {
    var el = a[i];
    if (ordered) {
      var same = eq ? eq(el, b[i]) : el === b[i];
      if (!same) return false;
      continue;
    }
    var idx = -1;
    if (!eq) {
      idx = b.indexOf(el);
    } else {
      for (var j = 0; j < b.length; j++) {
        if (eq(el, b[j])) {
          idx = j;
          break;
        }
      }
    }
    if (idx === -1) return false;
    if (!contains) b.splice(idx, 1);
  }
  return true;
}

// spec: testing-06
export function typeLabel(v) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  var tag = v[Symbol.toStringTag];
  if (typeof tag === 'string') return tag;
  var s = Object.prototype.toString.call(v);
  return s.slice('[object '.length, s.length - 1);
}

// spec: testing-07
export function copyFlags(src, dst, all) {
  if (!src.__flags) src.__flags = Object.create(null);
  if (!dst.__flags) dst.__flags = Object.create(null);
  var inc = arguments.length === 3 ? all : true;
  var from = src.__flags;
  var to = dst.__flags;
  for (var k in from) {
    if (!inc && (k === 'object' || k === 'ssfi' || k === 'lockSsfi' || k === 'message')) continue;
    to[k] = from[k];
  }
}

// spec: testing-08
export function guessOperator(obj, args) {
  var flags = obj.__flags;
  if (flags.operator) return String(flags.operator);
  var msg = flags.negate ? args[2] : args[1];
  if (typeof msg === 'function') msg = msg();
  if (!msg) return undefined;
  if (/\shave\s/.test(msg)) return undefined;
  var expected = args[3];
  var kind;
  if (expected === null || expected === undefined) {
    kind = Object.prototype.toString.call(expected).slice(8, -1);
  } else if (typeof expected[Symbol.toStringTag] === 'string') {
    kind = expected[Symbol.toStringTag];
  } else {
    kind = Object.prototype.toString.call(expected).slice(8, -1);
  }
  var objLike = kind === 'Array' || kind === 'Object' || kind === 'Function';
  if (/\snot\s/.test(msg)) return objLike ? 'notDeepStrictEqual' : 'notStrictEqual';
  return objLike ? 'deepStrictEqual' : 'strictEqual';
}

// spec: testing-09
export function allMatch(coll, pred) {
  try {
    coll.forEach(function () {
      if (!pred.apply(this, arguments)) throw new Error('predicate failed');
    });
  } catch (e) {
    return false;
  }
  return true;
}

// spec: testing-10
export function clockToMs(str) {
  if (!str) return 0;
  var parts = str.split(':');
  var n = parts.length;
  if (n > 3 || !/^(\d\d:){0,2}\d\d?$/.test(str)) {
    throw new Error("tick only understands numbers, 'm:s' and 'h:m:s'. Each part must be two digits");
  }
  var total = 0;
  for (var i = n - 1; i >= 0; i--) {
    var v = parseInt(parts[i], 10);
    if (v >= 60) throw new Error('Invalid time ' + str);
    total += v * Math.pow(60, n - i - 1);
  }
  return total * 1000;
}

// spec: testing-11
export function toEpochMs(v) {
  if (!v) return 0;
  if (typeof v === 'number') return v;
  if (typeof v.getTime === 'function') return v.getTime();
  if (typeof v.epochMilliseconds === 'number') return v.epochMilliseconds;
  throw new TypeError('now should be milliseconds since UNIX epoch');
}

// spec: testing-12
export function timerOrder(a, b) {
  var ai = a.type === 'IdleCallback';
  var bi = b.type === 'IdleCallback';
  if (ai && !bi) return 1;
  if (!ai && bi) return -1;
  if (a.callAt < b.callAt) return -1;
  if (a.callAt > b.callAt) return 1;
  if (a.immediate && !b.immediate) return -1;
  if (!a.immediate && b.immediate) return 1;
  if (a.order < b.order) return -1;
  if (a.order > b.order) return 1;
  if (a.createdAt < b.createdAt) return -1;
  if (a.createdAt > b.createdAt) return 1;
  if (a.id < b.id) return -1;
  if (a.id > b.id) return 1;
  return 0;
}

// spec: testing-13
export function sharedEnding(a, b) {
  if (!a || !b || a.charAt(a.length - 1) != b.charAt(b.length - 1)) return '';
  var n = Math.min(a.length, b.length);
  for (var i = 0; i < n; i++) {
    if (a.charAt(a.length - 1 - i) != b.charAt(b.length - 1 - i)) {
      return a.slice(a.length - i);
    }
  }
  return a.slice(a.length - n);
}

// spec: testing-14
export function overlapLen(a, b) {
  var n = a.length;
  var m = b.length;
  if (n === 0 || m === 0) return 0;
  var lim = Math.min(n, m);
  var fail = new Array(lim);
  fail[0] = 0;
  var k = 0;
  for (var i = 1; i < lim; i++) {
    while (k > 0 && b.charAt(i) != b.charAt(k)) k = fail[k - 1];
    if (b.charAt(i) == b.charAt(k)) k++;
    fail[i] = k;
  }
  var j = 0;
  var start = n > m ? n - m : 0;
  for (var p = start; p < n; p++) {
    while (j > 0 && a.charAt(p) != b.charAt(j)) j = fail[j - 1];
    if (a.charAt(p) == b.charAt(j)) j++;
  }
  return j;
}

// spec: testing-15
export function wordPieces(s, seg) {
  var out = [];
  var it = seg.segment(s);
  for (var rec of it) {
    var t = rec.segment;
    var last = out.length - 1;
    if (last >= 0 && /\s/.test(out[last]) && /\s/.test(t)) {
      out[last] += t;
    } else {
      out.push(t);
    }
  }
  return out;
}

// spec: testing-16
export function linesWithEnds(s) {
  var parts = s.split('\n');
  var out = [];
  for (var i = 0; i < parts.length; i++) out.push(parts[i] + '\n');
  if (s.endsWith('\n')) {
    out.pop();
  } else {
    var l = out.length - 1;
    out[l] = out[l].slice(0, -1);
  }
  return out;
}

// spec: testing-17
export function findDescriptor(obj, key) {
  var own = !!obj && !!Object.getOwnPropertyDescriptor(obj, key);
  var cur = obj;
  var d;
  while (cur) {
    d = Object.getOwnPropertyDescriptor(cur, key);
    if (d) break;
    cur = Object.getPrototypeOf(cur);
  }
  if (!d) return undefined;
  d.isOwn = own;
  return d;
}

// spec: testing-18
export function fakeName() {
  var self = this;
  if (self.getCall && self.callCount) {
    for (var i = self.callCount - 1; i >= 0; i--) {
      var recv = self.getCall(i).thisValue;
      for (var k in recv) {
        try {
          if (recv[k] === self) return k;
        } catch (e) {
          // keep looking
        }
      }
    }
  }
  return self.displayName || 'sinon fake';
}

// spec: testing-19
export function oaatHash(key) {
  var h = 0;
  for (var i = 0; i < key.length; i++) {
    h += key.charCodeAt(i);
    h += h << 10;
    h ^= h >> 6;
  }
  h += h << 3;
  h ^= h >> 11;
  h += h << 15;
  return h;
}

// spec: testing-20
export function stillPending(p) {
  var mark = {};
  return Promise.race([p, Promise.resolve(mark)]).then(
    function (v) {
      return v === mark;
    },
    function () {
      return false;
    }
  );
}

// spec: testing-21
export function displayNameOf(fn) {
  if (fn.name) return fn.name;
  var s = String(fn);
  var m = /^\s*function\s*(\w+)\s*\(/.exec(s);
  if (!m) m = /^\s*\[object\s*(\w+)Constructor\]/.exec(s);
  return m ? m[1] : '<anonymous>';
}

// spec: testing-22
export function snapshotArgs(args) {
  var arr = Array.from(args);
  var out = [];
  for (var i = 0; i < arr.length; i++) {
    var v = arr[i];
    if (!v) {
      out.push(v);
      continue;
    }
    var tag = Object.prototype.toString.call(v);
    if (tag.indexOf('[object Boolean') === 0 || tag.indexOf('[object String') === 0 ||
        tag.indexOf('[object RegExp') === 0 || tag.indexOf('[object Number') === 0) {
      out.push(v);
    } else if (v instanceof Date) {
      out.push(new Date(v.getTime()));
    } else if (tag === '[object Array]') {
      out.push(v.slice());
    } else {
      out.push({ ...v });
    }
  }
  return out;
}

// spec: testing-23
export function messageLineCount(msg, stack) {
  if (!/^\w*Error/.test(stack[0])) return 0;
  var lines = msg.split('\n');
  for (var i = 1; i < lines.length; i++) {
    if (lines[i] !== stack[i]) return 0;
  }
  return lines.length;
}

// spec: testing-24
export function collapseFrameworkFrames(trace, fwFile) {
  var marker = trace.style === 'webkit' ? '<Jasmine>' : '    at <Jasmine>';
  var out = [];
  var frames = trace.frames;
  for (var i = 0; i < frames.length; i++) {
    var f = frames[i];
    if (f.file !== fwFile) {
      out.push(f.raw);
    } else if (out[out.length - 1] !== marker) {
      out.push(marker);
    }
  }
  return out;
}

// spec: testing-25
export function canSpyOn(obj, name) {
  var v;
  try {
    v = obj[name];
  } catch (e) {
    return false;
  }
  if (!(v instanceof Function)) return false;
  var d = Object.getOwnPropertyDescriptor(obj, name);
  return (d.writable || d.set) && d.configurable;
}

// spec: testing-26
export function orderSegments(children, stats) {
  var spec = [];
  var unspec = [];
  for (var i = 0; i < children.length; i++) {
    var id = children[i].id;
    var rec = stats instanceof Map ? stats.get(id) : stats[id];
    var segs = rec.segments;
    for (var j = 0; j < segs.length; j++) {
      if (segs[j].min === Infinity) unspec.push(segs[j]);
      else spec.push(segs[j]);
    }
  }
  spec.sort(function (a, b) {
    return a.min - b.min;
  });
  return spec.concat(unspec);
}

// spec: testing-27
export function readQueryParams() {
  var q = this.getLocation().search.substring(1);
  var out = {};
  if (!q) return out;
  var pairs = q.split('&');
  for (var i = 0; i < pairs.length; i++) {
    var kv = pairs[i].split('=');
    var val = decodeURIComponent(kv[1]);
    if (val === 'true') val = true;
    else if (val === 'false') val = false;
    out[decodeURIComponent(kv[0])] = val;
  }
  return out;
}

// spec: testing-28
export function el(tag, attrs, kids) {
  var node = document.createElement(tag);
  var list = Array.isArray(kids) ? kids : Array.prototype.slice.call(arguments, 2);
  for (var i = 0; i < list.length; i++) {
    var c = list[i];
    if (typeof c === 'string') {
      node.appendChild(document.createTextNode(c));
    } else if (c) {
      node.appendChild(c);
    }
  }
  for (var k in attrs) {
    if (k === 'className') node[k] = attrs[k];
    else node.setAttribute(k, attrs[k]);
  }
  return node;
}

// spec: testing-29
export function expandLineList(s) {
  var parts = s.split(',');
  var seen = new Set();
  for (var i = 0; i < parts.length; i++) {
    var p = parts[i];
    if (/^\d+$/.test(p)) {
      seen.add(parseInt(p, 10));
      continue;
    }
    var [, x, y] = /^(\d+)-(\d+)$/.exec(p);
    var a = parseInt(x, 10);
    var b = parseInt(y, 10);
    var lo = Math.min(a, b);
    var hi = Math.max(a, b);
    for (var n = lo; n <= hi; n++) seen.add(n);
  }
  var out = Array.from(seen);
  out.sort(function (a, b) {
    return a - b;
  });
  return out;
}

// spec: testing-30
export function isSelectorValue(v) {
  if (v === null || typeof v !== 'object') return false;
  if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) return false;
  var keys = Reflect.ownKeys(v);
  for (var i = 0; i < keys.length; i++) {
    if (Object.prototype.propertyIsEnumerable.call(v, keys[i])) return true;
  }
  return false;
}

// spec: testing-31
export function pickBySelector(actual, sel, stack) {
  if (stack === undefined) stack = [sel];
  if (actual === null || typeof actual !== 'object') return actual;
  var out = Array.isArray(sel) ? [] : {};
  var keys = Reflect.ownKeys(sel);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (!Object.prototype.propertyIsEnumerable.call(sel, k)) continue;
    var sv = sel[k];
    if (selectorLike(sv)) {
      if (stack.indexOf(sv) !== -1) throw circularSelectorErr;
      stack.push(sv);
      out[k] = pickBySelector(actual[k], sv, stack);
      stack.pop();
    } else {
      out[k] = actual[k];
    }
  }
  return out;
}

var circularSelectorErr = new Error('Encountered a circular selector');

function selectorLike(v) {
  if (v === null || typeof v !== 'object') return false;
  if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) return false;
  var keys = Reflect.ownKeys(v);
  for (var i = 0; i < keys.length; i++) {
    if (Object.prototype.propertyIsEnumerable.call(v, keys[i])) return true;
  }
  return false;
}

// spec: testing-32
export function makeTitle(raw, impl, args) {
  var value = raw;
  if (impl && typeof impl.title === 'function') {
    var r = impl.title.apply(impl, [raw].concat(args || []));
    if (r !== null && r !== undefined) value = r;
  }
  if (typeof value === 'string') {
    value = value.trim().replace(/\s+/g, ' ');
  }
  var valid = typeof value === 'string';
  return {
    raw: raw,
    value: value,
    isSet: value !== undefined,
    isValid: valid,
    isEmpty: !valid || value === ''
  };
}

// spec: testing-33
export function prefixedTitle(exts, base, file, title) {
  var p = file;
  if (p.indexOf(base) === 0) p = p.slice(base.length);
  var raw = p.split(path.sep);
  var parts = [];
  for (var i = 0; i < raw.length; i++) {
    if (raw[i] !== '__tests__') parts.push(raw[i]);
  }
  var name = parts.pop();
  name = name.replace('.spec.', '.');
  name = name.replace('.test.', '.');
  name = name.replace('test-', '');
  name = name.replace(new RegExp('.(' + exts.join('|') + ')$'), '');
  parts.push(name);
  parts.push(title);
  var sep = ' \u001b[90m\u001b[2m\u203a\u001b[22m\u001b[39m ';
  return parts.join(sep);
}

// spec: testing-34
export function failedFirst(files, cacheDir, cacheOn) {
  if (runningOnCI || cacheOn === false) return files;
  var failing;
  try {
    failing = JSON.parse(fs.readFileSync(path.join(cacheDir, 'failing-tests.json'), 'utf8'));
  } catch (e) {
    return files;
  }
  return files.slice().sort(function (a, b) {
    var fa = failing.indexOf(a) !== -1;
    var fb = failing.indexOf(b) !== -1;
    if (fa && !fb) return -1;
    if (fb && !fa) return 1;
    return 0;
  });
}

var runningOnCI = !!(process.env.CI || process.env.CONTINUOUS_INTEGRATION);

// spec: testing-35
export function channelSender(ch) {
  var errored = false;
  var direct = true;
  var backlog = [];
  function onSent(err) {
    if (err !== null) errored = true;
    if (errored || !ch.connected) {
      backlog.length = 0;
      return;
    }
    var ok = true;
    while (backlog.length > 0) {
      ok = ch.send(backlog.shift(), onSent);
      if (!ok) break;
    }
    direct = ok && backlog.length === 0;
  }
  return function send(msg) {
    if (errored || !ch.connected) return;
    if (direct) {
      direct = ch.send(msg, onSent);
    } else {
      backlog.push(msg);
    }
  };
}

// spec: testing-36
export function innermostCall(ranges, pos) {
  var hit;
  for (var i = 0; i < ranges.length; i++) {
    var s = ranges[i].start;
    var e = ranges[i].end;
    if (pos.line < s.line || pos.line > e.line) continue;
    if (pos.line === s.line && s.column > pos.column) continue;
    if (pos.line === e.line && e.column < pos.column) continue;
    hit = ranges[i];
  }
  return hit;
}

// spec: testing-37
export function isHelperFile(file) {
  if (path.basename(file).charAt(0) === '_') return true;
  if (path.isAbsolute(file)) return false;
  var dirs = path.dirname(file).split('/');
  for (var i = 0; i < dirs.length; i++) {
    var d = dirs[i];
    if (d === '_') return true;
    if (d.length > 1 && d.charAt(0) === '_' && d.charAt(1) !== '_') return true;
  }
  return false;
}

// spec: testing-38
export async function findRepoRoot(dir) {
  var root = path.parse(dir).root;
  var cur = dir;
  while (cur !== root) {
    try {
      var st = await fs.promises.stat(path.join(cur, repoMarker));
      if (st.isFile() || st.isDirectory()) return cur;
    } catch (e) {
      // not here
    }
    var up = path.dirname(cur);
    if (up === cur) break;
    cur = up;
  }
  return root;
}

var repoMarker = process.env.REPO_ROOT_MARKER || '.git';

// spec: testing-39
export function quoteLiteral(s, q) {
  if (q === undefined) q = "'";
  var t = JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"');
  if (q === "'") return q + t.replace(/'/g, "\\'") + q;
  if (q === '"') return q + t.replace(/"/g, '\\"') + q;
  if (q === '`') return q + t.replace(/`/g, '\\`') + q;
  throw new Error('Invalid escape char');
}

// spec: testing-40
export function toSourceText(v, indent, mode) {
  if (indent === undefined) indent = '  ';
  if (mode === undefined) mode = 'multiline';
  if (v === null) return 'null';
  if (typeof v === 'string') {
    return "'" + JSON.stringify(v).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'") + "'";
  }
  if (Array.isArray(v)) {
    var items = [];
    for (var i = 0; i < v.length; i++) items.push(toSourceText(v[i]));
    return '[' + items.join(', ') + ']';
  }
  if (typeof v === 'object') {
    var all = Object.keys(v);
    var keys = [];
    for (var j = 0; j < all.length; j++) {
      if (all[j] === 'timeout' || v[all[j]] === undefined) continue;
      keys.push(all[j]);
    }
    keys.sort();
    if (!keys.length) return '{}';
    var parts = [];
    for (var k = 0; k < keys.length; k++) parts.push(keys[k] + ': ' + toSourceText(v[keys[k]]));
    if (mode === 'multiline') {
      var lines = [];
      for (var m = 0; m < parts.length; m++) lines.push(indent + parts[m]);
      return '{\n' + lines.join(',\n') + '\n}';
    }
    return '{ ' + parts.join(', ') + ' }';
  }
  return String(v);
}

// spec: testing-41
export function longestCommonSubstr(a, b) {
  var n = a.length;
  var m = b.length;
  var t = [];
  for (var i = 0; i <= n; i++) {
    var row = [];
    for (var j = 0; j <= m; j++) row.push(0);
    t.push(row);
  }
  var best = 0;
  var end = 0;
  for (var x = 1; x <= n; x++) {
    for (var y = 1; y <= m; y++) {
      if (a.charCodeAt(x - 1) === b.charCodeAt(y - 1)) {
        t[x][y] = t[x - 1][y - 1] + 1;
        if (t[x][y] > best) {
          best = t[x][y];
          end = x;
        }
      }
    }
  }
  return a.slice(end - best, end);
}

// spec: testing-42
export function regexFromLiteral(s) {
  if (s.charAt(0) !== '/') throw new Error("Invalid regex, must start with '/': " + s);
  var last = s.lastIndexOf('/');
  if (last === 0) throw new Error("Invalid regex, must end with '/' followed by optional flags: " + s);
  return new RegExp(s.slice(1, last), s.slice(last + 1));
}

// spec: testing-43
export function headerRecords(headers, sep, cookieSep) {
  if (cookieSep === undefined) cookieSep = sep;
  var out = [];
  for (var name in headers) {
    var v = headers[name];
    if (v === undefined) continue;
    if (!sep) {
      out.push({ name: name, value: v });
      continue;
    }
    var pieces = v.split(name.toLowerCase() === 'set-cookie' ? cookieSep : sep);
    for (var i = 0; i < pieces.length; i++) {
      out.push({ name: name, value: pieces[i].trim() });
    }
  }
  return out;
}

// spec: testing-44
export function splitSetCookie(list) {
  var idx = -1;
  for (var i = 0; i < list.length; i++) {
    if (list[i].name.toLowerCase() === 'set-cookie') {
      idx = i;
      break;
    }
  }
  if (idx === -1) return list;
  var rec = list[idx];
  var pieces = rec.value.split('\n');
  if (pieces.length === 1) return list;
  var repl = [];
  for (var j = 0; j < pieces.length; j++) repl.push({ name: rec.name, value: pieces[j] });
  var out = list.slice();
  out.splice.apply(out, [idx, 1].concat(repl));
  return out;
}

// spec: testing-45
export function shortDuration(ms) {
  if (ms < 0 || !Number.isFinite(ms)) return '-';
  if (ms === 0) return '0ms';
  if (ms < 1000) return ms.toFixed(0) + 'ms';
  var s = ms / 1000;
  if (s < 60) return s.toFixed(1) + 's';
  var m = s / 60;
  if (m < 60) return m.toFixed(1) + 'm';
  var h = m / 60;
  if (h < 24) return h.toFixed(1) + 'h';
  return (h / 24).toFixed(1) + 'd';
}

// spec: testing-46
export function doubleBox(text, pad) {
  if (pad === undefined) pad = 0;
  var lines = text.split('\n');
  var w = 0;
  for (var i = 0; i < lines.length; i++) {
    if (lines[i].length > w) w = lines[i].length;
  }
  var bar = '\u2550'.repeat(w + pad * 2);
  var sp = ' '.repeat(pad);
  var out = ['\u2554' + bar + '\u2557'];
  for (var j = 0; j < lines.length; j++) {
    var l = lines[j];
    out.push('\u2551' + sp + l + ' '.repeat(w + pad - l.length) + '\u2551');
  }
  out.push('\u255a' + bar + '\u255d');
  return out.join('\n');
}

// spec: testing-47
export function retryDelays(opts) {
  if (Array.isArray(opts)) return opts.slice();
  var o = { retries: 10, factor: 2, minTimeout: 1000, maxTimeout: Infinity, randomize: false };
  for (var k in opts) o[k] = opts[k];
  if (o.minTimeout > o.maxTimeout) throw new Error('minTimeout is greater than maxTimeout');
  var out = [];
  for (var i = 0; i < o.retries; i++) out.push(oneDelay(i, o));
  if (opts && opts.forever && !out.length) out.push(oneDelay(0, o));
  out.sort(function (a, b) {
    return a - b;
  });
  return out;
}

function oneDelay(i, o) {
  var mul = o.randomize ? Math.random() + 1 : 1;
  var t = Math.round(mul * Math.max(o.minTimeout, 1) * Math.pow(o.factor, i));
  return Math.min(t, o.maxTimeout);
}

// spec: testing-48
export function pathVarName(opts) {
  if (opts === undefined) opts = {};
  var env = opts.env === undefined ? process.env : opts.env;
  var plat = opts.platform === undefined ? process.platform : opts.platform;
  if (plat !== 'win32') return 'PATH';
  var keys = Object.keys(env);
  for (var i = keys.length - 1; i >= 0; i--) {
    if (keys[i].toUpperCase() === 'PATH') return keys[i];
  }
  return 'Path';
}

// spec: testing-49
export function callSource(fn) {
  var args = Array.prototype.slice.call(arguments, 1);
  if (typeof fn === 'string' || fn instanceof String) {
    if (args.length) throw new Error('Cannot evaluate a string with arguments');
    return fn;
  }
  var parts = [];
  for (var i = 0; i < args.length; i++) {
    parts.push(args[i] === undefined ? 'undefined' : JSON.stringify(args[i]));
  }
  return '(' + String(fn) + ')(' + parts.join(',') + ')';
}

// spec: testing-50
export function printSize(v, unit) {
  if (unit === undefined) unit = 'in';
  if (v === undefined) return undefined;
  var px;
  if (typeof v === 'number' || v instanceof Number) {
    px = Number(v);
  } else if (typeof v === 'string' || v instanceof String) {
    var text = String(v);
    var u = text.substring(text.length - 2).toLowerCase();
    var num;
    if (u in pxPerUnit) {
      num = text.substring(0, text.length - 2);
    } else {
      u = 'px';
      num = text;
    }
    var val = Number(num);
    if (isNaN(val)) throw new Error('Failed to parse parameter value: ' + text);
    px = val * pxPerUnit[u];
  } else {
    throw new Error('page.pdf() Cannot handle parameter type: ' + typeof v);
  }
  return px / pxPerUnit[unit];
}

var pxPerUnit = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 96 / 72,
  pc: 16
};

// spec: testing-51
export function textToBytes(s, isB64) {
  if (!isB64) return new TextEncoder().encode(s);
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(s);
  if (typeof globalThis.Buffer === 'function') return globalThis.Buffer.from(s, 'base64');
  var bin = atob(s);
  var out = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) out[i] = bin.codePointAt(i);
  return out;
}

// spec: testing-52
export function bytesToB64(bytes) {
  var step = 65534;
  var bin = '';
  for (var i = 0; i < bytes.length; i += step) {
    bin += String.fromCodePoint.apply(null, bytes.subarray(i, i + step));
  }
  return btoa(bin);
}

// spec: testing-53
export function fnToExpression(fn) {
  var s = fn.toString();
  if (/^(async )*function(\(|\s)/.test(s)) return s;
  if (/^(async )*function\s*\*\s*/.test(s)) return s;
  if (/^\(/.test(s)) return s;
  if (/^async\s*\(/.test(s)) return s;
  if (/^(async)?\s*[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*\s*=>/u.test(s)) return s;
  if (s.indexOf('async ') === 0) return 'async function ' + s.substring('async '.length);
  return 'function ' + s;
}

// spec: testing-54
export function foldHeaderValue(name, value) {
  if (value.indexOf('\n') === -1) return value;
  var parts = value.split('\n');
  var kept = [];
  for (var i = 0; i < parts.length; i++) {
    var t = parts[i].trim();
    if (t) kept.push(t);
  }
  return kept.join(name === 'set-cookie' ? '\n ' : ', ');
}

// spec: testing-55
export function unquoteArg(s) {
  if (s.length <= 1) return s;
  var c = s.charAt(0);
  if ((c === '"' || c === "'") && s.charAt(s.length - 1) === c) {
    s = s.slice(1, -1);
  }
  return s.replace(/\\([\s\S])/g, '$1');
}

// spec: testing-56
export function parseAriaQuery(sel) {
  if (sel.length > 10000) throw new Error('Selector ' + sel + ' is too long');
  var opts = {};
  var re = /\[\s*(\w+)\s*=\s*(["'])\s*(\\.|.*?)\s*\2\s*\]/g;
  var rest = sel.replace(re, function (all, attr, q, val) {
    if (attr !== 'name' && attr !== 'role') {
      throw new Error('Unknown aria attribute "' + attr + '" in selector');
    }
    opts[attr] = val;
    return '';
  });
  if (rest && !opts.name) opts.name = rest;
  return opts;
}

// spec: testing-57
export function comparePositions(a, b) {
  if (a.length === 0 && b.length === 0) return 0;
  var x = a.length ? a[0] : -1;
  var y = b.length ? b[0] : -1;
  if (x === y) return comparePositions(a.slice(1), b.slice(1));
  return x < y ? -1 : 1;
}

// spec: testing-58
export function rectIntersection(a, b) {
  var x = Math.max(a.x, b.x);
  var y = Math.max(a.y, b.y);
  var w = Math.min(a.x + a.width, b.x + b.width) - x;
  var h = Math.min(a.y + a.height, b.y + b.height) - y;
  return { x: x, y: y, width: w < 0 ? 0 : w, height: h < 0 ? 0 : h };
}

// spec: testing-59
export function remotePrimitive(desc) {
  if (desc.objectId) throw new Error('Cannot extract value when objectId is given');
  var u = desc.unserializableValue;
  if (u) {
    if (desc.type === 'bigint') return BigInt(u.replace('n', ''));
    switch (u) {
      case '-0':
        return -0;
      case 'NaN':
        return NaN;
      case 'Infinity':
        return Infinity;
      case '-Infinity':
        return -Infinity;
      default:
        throw new Error('Unsupported unserializable value: ' + u);
    }
  }
  return desc.value;
}

// spec: testing-60
export function pressedButton(mask) {
  if (mask & 1) return 'left';
  if (mask & 2) return 'right';
  if (mask & 4) return 'middle';
  if (mask & 8) return 'back';
  if (mask & 16) return 'forward';
  return 'none';
}
