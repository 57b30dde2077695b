import { createHash } from 'node:crypto';
import * as path from 'node:path';

// spec: lang-01
export function stripVersionSuffix(s) {
  var end = s.length;
  var pos = end - 1;
  while (pos > 0) {
    var c = s.charCodeAt(pos);
    if (c >= 48 && c <= 57) {
      while (pos > 0 && s.charCodeAt(pos) >= 48 && s.charCodeAt(pos) <= 57) pos--;
    } else if (pos > 4 && (c === 110 || c === 78)) {
      pos--;
      c = s.charCodeAt(pos);
      if (c !== 105 && c !== 73) break;
      pos--;
      c = s.charCodeAt(pos);
      if (c !== 109 && c !== 77) break;
      pos--;
    } else {
      break;
    }
    c = s.charCodeAt(pos);
    if (c !== 45 && c !== 46) break;
    end = pos;
    pos--;
  }
  return end === s.length ? s : s.slice(0, end);
}

// spec: lang-02
export function diffSortedLists(newList, oldList, cmp, onInsert, onDelete, onSame) {
  var i = 0, j = 0, changed = false;
  if (!onSame) onSame = function () {};
  while (i < newList.length && j < oldList.length) {
    var r = cmp(newList[i], oldList[j]);
    if (r === -1) {
      onInsert(newList[i]);
      i++;
      changed = true;
    } else if (r === 1) {
      onDelete(oldList[j]);
      j++;
      changed = true;
    } else {
      onSame(oldList[j], newList[i]);
      i++;
      j++;
    }
  }
  for (; i < newList.length; i++) {
    onInsert(newList[i]);
    changed = true;
  }
  for (; j < oldList.length; j++) {
    onDelete(oldList[j]);
    changed = true;
  }
  return changed;
}

// spec: lang-03
export function lineStarts(s) {
  var out = [];
  var start = 0;
  var i = 0;
  while (i < s.length) {
    var c = s.charCodeAt(i);
    i++;
    if (c === 13) {
      if (s.charCodeAt(i) === 10) i++;
      out.push(start);
      start = i;
    } else if (c === 10 || c === 0x2028 || c === 0x2029) {
      out.push(start);
      start = i;
    }
  }
  out.push(start);
  return out;
}

// spec: lang-04
export function mergeSpans(spans) {
  var list = [];
  var i;
  for (i = 0; i < spans.length; i++) {
    if (spans[i].length > 0) list.push(spans[i]);
  }
  list.sort(function (a, b) {
    if (a.start !== b.start) return a.start - b.start;
    return a.length - b.length;
  });
  var out = [];
  if (!list.length) return out;
  var cur = list[0];
  for (i = 1; i < list.length; i++) {
    var nx = list[i];
    var curEnd = cur.start + cur.length;
    var nxEnd = nx.start + nx.length;
    if (nx.start <= curEnd && nxEnd >= cur.start) {
      var st = Math.min(cur.start, nx.start);
      cur = { start: st, length: Math.max(curEnd, nxEnd) - st };
    } else {
      out.push(cur);
      cur = nx;
    }
  }
  out.push(cur);
  return out;
}

// spec: lang-05
export function base64Encode(s) {
  var bytes = [];
  var i, c;
  for (i = 0; i < s.length; i++) {
    c = s.charCodeAt(i);
    if (c < 128) {
      bytes.push(c);
    } else if (c < 2048) {
      bytes.push((c >> 6) | 192, (c & 63) | 128);
    } else {
      bytes.push((c >> 12) | 224, ((c >> 6) & 63) | 128, (c & 63) | 128);
    }
  }
  var n = bytes.length;
  var out = '';
  for (i = 0; i < n; i += 3) {
    var b1 = bytes[i];
    var b2 = i + 1 < n ? bytes[i + 1] : 0;
    var b3 = i + 2 < n ? bytes[i + 2] : 0;
    out += B64_CHARS[b1 >> 2];
    out += B64_CHARS[((b1 & 3) << 4) | (b2 >> 4)];
    out += i + 1 < n ? B64_CHARS[((b2 & 15) << 2) | (b3 >> 6)] : '=';
    out += i + 2 < n ? B64_CHARS[b3 & 63] : '=';
  }
  return out;
}

const B64_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// spec: lang-06
export function comparePatternKeys(a, b) {
  var sa = a.indexOf('*');
  var sb = b.indexOf('*');
  var la = sa === -1 ? a.length : sa + 1;
  var lb = sb === -1 ? b.length : sb + 1;
  if (la > lb) return -1;
  if (lb > la) return 1;
  if (sa === -1) return 1;
  if (sb === -1) return -1;
  if (a.length > b.length) return -1;
  if (b.length > a.length) return 1;
  return 0;
}

// spec: lang-07
export function flattenMessage(msg, nl, depth) {
  if (depth === undefined) depth = 0;
  if (typeof msg === 'string') return msg;
  if (msg === undefined) return '';
  var s = '';
  if (depth) {
    s += nl;
    for (var i = 0; i < depth; i++) s += '  ';
  }
  s += msg.messageText;
  var kids = msg.next;
  if (kids) {
    for (var j = 0; j < kids.length; j++) s += flattenMessage(kids[j], nl, depth + 1);
  }
  return s;
}

// spec: lang-08
export function matchesAtWordStart(id, q) {
  if (!q.length) return true;
  var qi = 0;
  var prev = -1;
  var started = false;
  for (var i = 0; i < id.length; i++) {
    var c = id.charCodeAt(i);
    var qc = q.charCodeAt(qi);
    var up = qc >= 97 && qc <= 122 ? qc - 32 : qc;
    if (c === qc || c === up) {
      var ok = started;
      if (!ok) {
        if (i === 0) ok = true;
        else if (c >= 65 && c <= 90 && prev >= 97 && prev <= 122) ok = true;
        else if (c !== 95 && prev === 95) ok = true;
      }
      if (ok) {
        started = true;
        qi++;
        if (qi === q.length) return true;
      }
    }
    prev = c;
  }
  return false;
}

// spec: lang-09
export function dedupeSorted(arr, cmp) {
  if (!arr.length) return EMPTY_LIST;
  var last = arr[0];
  var out = [last];
  for (var i = 1; i < arr.length; i++) {
    var r = cmp(arr[i], last);
    if (r === true || r === 0) continue;
    if (r === -1) throw new Error('Debug Failure. Array is unsorted.');
    out.push(arr[i]);
    last = arr[i];
  }
  return out;
}

const EMPTY_LIST = [];

// spec: lang-10
export function insertIntoSorted(arr, v, cmp, eq, allowDups) {
  if (!arr.length) {
    arr.push(v);
    return true;
  }
  var lo = 0, hi = arr.length - 1, hit = -1;
  while (lo <= hi) {
    var mid = lo + ((hi - lo) >> 1);
    var r = cmp(arr[mid], v);
    if (r < 0) lo = mid + 1;
    else if (r > 0) hi = mid - 1;
    else {
      hit = mid;
      break;
    }
  }
  if (hit === -1) {
    if (eq && !allowDups) {
      if (lo > 0 && eq(arr[lo - 1], v)) return false;
      if (lo < arr.length && eq(arr[lo], v)) {
        arr[lo] = v;
        return true;
      }
    }
    arr.splice(lo, 0, v);
    return true;
  }
  if (allowDups) {
    arr.splice(hit, 0, v);
    return true;
  }
  return false;
}

// spec: lang-11
export function sortedDifference(a, b, cmp) {
  if (!a || !a.length || !b || !b.length) return b;
  var out = [];
  var i = 0;
  outer: for (var j = 0; j < b.length; j++) {
    if (j > 0 && cmp(b[j], b[j - 1]) < 0) throw new Error('Debug Failure. Expected -1 >= 0');
    while (i < a.length) {
      if (i > 0 && cmp(a[i], a[i - 1]) < 0) throw new Error('Debug Failure. Expected -1 >= 0');
      var r = cmp(b[j], a[i]);
      if (r < 0) {
        out.push(b[j]);
        continue outer;
      }
      if (r === 0) continue outer;
      i++;
    }
  }
  return out;
}

// spec: lang-12
export function binarySearchByKey(arr, key, sel, cmp, off) {
  if (!arr || !arr.length) return -1;
  var lo = off || 0;
  var hi = arr.length - 1;
  while (lo <= hi) {
    var mid = lo + ((hi - lo) >> 1);
    var r = cmp(sel(arr[mid], mid), key);
    if (r === -1) lo = mid + 1;
    else if (r === 1) hi = mid - 1;
    else return mid;
  }
  return ~lo;
}

// spec: lang-13
export function djbHash(s) {
  var h = 5381;
  for (var i = 0; i < s.length; i++) {
    h = (h << 5) + h + s.charCodeAt(i);
  }
  return h.toString();
}

// spec: lang-14
export function unescapeAttrValue(s) {
  var out = '';
  var esc = false;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '\\') {
      esc = true;
      continue;
    }
    if (c === '$' && !esc) {
      throw new Error('Error in attribute selector "' + s + '". Unescaped "$" is not supported. Please escape with "\\$".');
    }
    out += c;
    esc = false;
  }
  return out;
}

// spec: lang-15
export function jenkinsMix(a, b, c) {
  a -= b; a -= c; a ^= c >>> 13;
  b -= c; b -= a; b ^= a << 8;
  c -= a; c -= b; c ^= b >>> 13;
  a -= b; a -= c; a ^= c >>> 12;
  b -= c; b -= a; b ^= a << 16;
  c -= a; c -= b; c ^= b >>> 5;
  a -= b; a -= c; a ^= c >>> 3;
  b -= c; b -= a; b ^= a << 10;
  c -= a; c -= b; c ^= b >>> 15;
  return [a, b, c];
}

// spec: lang-16
export function utf8Encode(s) {
  var out = [];
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      var d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    if (c <= 127) {
      out.push(c);
    } else if (c <= 2047) {
      out.push(192 | (c >> 6), 128 | (c & 63));
    } else if (c <= 65535) {
      out.push(224 | (c >> 12), 128 | ((c >> 6) & 63), 128 | (c & 63));
    } else if (c <= 2097151) {
      out.push(240 | (c >> 18), 128 | ((c >> 12) & 63), 128 | ((c >> 6) & 63), 128 | (c & 63));
    }
  }
  return out;
}

// spec: lang-17
export function encodeVlq(n) {
  n = n < 0 ? ((-n) << 1) + 1 : n << 1;
  var s = '';
  do {
    var d = n & 31;
    n = n >> 5;
    if (n > 0) d |= 32;
    s += vlqDigit(d);
  } while (n > 0);
  return s;
}

function vlqDigit(d) {
  if (d < 0 || d > 63) throw new Error('Can only encode value in the range [0, 63]');
  return B64_CHARS[d];
}

// spec: lang-18
export function splitPrefixedName(name, strict) {
  if (strict === undefined) strict = true;
  if (name[0] !== ':') return [null, name];
  var k = name.indexOf(':', 1);
  if (k === -1) {
    if (strict) throw new Error('Unsupported format "' + name + '" expecting ":namespace:name"');
    return [null, name];
  }
  return [name.slice(1, k), name.slice(k + 1)];
}

// spec: lang-19
export function* splitTopLevelCommas(s, stopOnClose) {
  var depth = 0;
  var start = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '(') {
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0 && stopOnClose) {
        yield s.slice(start, i);
        return;
      }
    } else if (c === ',' && depth === 0) {
      yield s.slice(start, i);
      start = i + 1;
    }
  }
  yield s.slice(start);
}

// spec: lang-20
export function maskBlocks(s, pairs, placeholder) {
  var lookup = typeof pairs.get === 'function'
    ? function (k) { return pairs.get(k); }
    : function (k) { return Object.prototype.hasOwnProperty.call(pairs, k) ? pairs[k] : undefined; };
  var out = '';
  var blocks = [];
  var depth = 0, seg = 0, from = 0, open = '', close = '';
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (depth === 0) {
      var cl = lookup(c);
      if (cl !== undefined) {
        open = c;
        close = cl;
        out += s.slice(seg, i + 1);
        depth = 1;
        from = i + 1;
      }
    } else if (c === close) {
      depth--;
      if (depth === 0) {
        blocks.push(s.slice(from, i));
        out += placeholder;
        seg = i;
      }
    } else if (c === open) {
      depth++;
    }
  }
  if (depth > 0) {
    blocks.push(s.slice(from));
    out += placeholder;
  } else {
    out += s.slice(seg);
  }
  return [out, blocks];
}

// spec: lang-21
export function protectQuotedPunctuation(s) {
  var q = '';
  var i = 0;
  while (i < s.length) {
    var c = s[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (!q) {
      if (c === '"' || c === "'") q = c;
      i++;
      continue;
    }
    if (c === q) {
      q = '';
      i++;
      continue;
    }
    var tok = punctToken(c);
    if (tok) {
      s = s.slice(0, i) + tok + s.slice(i + 1);
      i += tok.length;
      continue;
    }
    i++;
  }
  return s;
}

function punctToken(c) {
  switch (c) {
    case ';': return '%SEMI_IN_PLACEHOLDER%';
    case ',': return '%COMMA_IN_PLACEHOLDER%';
    case ':': return '%COLON_IN_PLACEHOLDER%';
    case '{': return '%LBRACE_IN_PLACEHOLDER%';
    case '}': return '%RBRACE_IN_PLACEHOLDER%';
  }
  return null;
}

// spec: lang-22
export function truncateMiddle(s, max) {
  if (max === undefined) max = 100;
  if (!s || max < 1 || s.length <= max) return s;
  if (max === 1) return s[0] + '...';
  var half = Math.round(max / 2);
  return s.slice(0, half) + '...' + s.slice(s.length - half);
}

// spec: lang-23
export function removeRangeInPlace(arr, idx, n) {
  var lim = arr.length - n;
  while (idx < lim) {
    arr[idx] = arr[idx + n];
    idx++;
  }
  for (var k = 0; k < n; k++) arr.pop();
}

// spec: lang-24
export function insertTwoAt(arr, idx, a, b) {
  var len = arr.length;
  if (idx > len) throw new Error("Can't insert past array end.");
  if (idx === len) {
    arr.push(a, b);
    return;
  }
  if (len === 1) {
    arr.push(b, arr[0]);
    arr[0] = a;
    return;
  }
  arr.push(undefined, undefined);
  for (var i = len - 1; i >= idx; i--) arr[i + 2] = arr[i];
  arr[idx] = a;
  arr[idx + 1] = b;
}

// spec: lang-25
export function indexOfClass(list, name, from) {
  for (;;) {
    var k = list.indexOf(name, from);
    if (k === -1) return -1;
    if (k === 0 || list.charCodeAt(k - 1) <= 32) {
      var e = k + name.length;
      if (e === list.length || list.charCodeAt(e) <= 32) return k;
    }
    from = k + 1;
  }
}

// spec: lang-26
export function selectorToAttrs(sel) {
  var out = [];
  var classes = [];
  var mode = 2;
  var i = 1;
  while (i < sel.length) {
    var v = sel[i];
    if (typeof v === 'string') {
      if (mode === 2) {
        if (v !== '') {
          out.push(v, sel[i + 1]);
          i++;
        }
      } else if (mode === 8) {
        classes.push(v);
      }
    } else {
      if (mode & 1) break;
      mode = v;
    }
    i++;
  }
  if (classes.length) {
    out.push(1);
    for (var k = 0; k < classes.length; k++) out.push(classes[k]);
  }
  return out;
}

// spec: lang-27
export function longestTransition(style) {
  var props = splitTrim(style.getPropertyValue('transition-property'));
  var durs = splitTrim(style.getPropertyValue('transition-duration'));
  var dels = splitTrim(style.getPropertyValue('transition-delay'));
  var best = '';
  var bestT = 0;
  for (var i = 0; i < props.length; i++) {
    var t = toMillis(dels[i]) + toMillis(durs[i]);
    if (t > bestT) {
      bestT = t;
      best = props[i];
    }
  }
  return { propertyName: best, duration: bestT, animationName: undefined };
}

function splitTrim(v) {
  var parts = String(v || '').split(',');
  for (var i = 0; i < parts.length; i++) parts[i] = parts[i].trim();
  return parts;
}

function toMillis(v) {
  if (!v) return 0;
  var n = parseFloat(v);
  return v.toLowerCase().indexOf('ms') !== -1 ? n : n * 1000;
}

// spec: lang-28
export function encodeNodePath(ref, steps) {
  var list = [ref];
  for (var i = 0; i < steps.length; i++) {
    var st = steps[i];
    var n = list.length;
    if (n > 1 && list[n - 2] === st) {
      list[n - 1] = (list[n - 1] || 1) + 1;
    } else {
      list.push(st, '');
    }
  }
  return list.join('');
}

// spec: lang-29
export function styleValueEnd(text, start, end) {
  var i = start;
  var last = start;
  if (end - start >= 4 && text.slice(start, start + 4).toLowerCase() === 'url(') {
    i = findUnescaped(text, start + 4, ')', end) + 1;
    last = i;
  }
  while (i < end) {
    var c = text.charCodeAt(i);
    if (c === 59) return last;
    if (c === 34 || c === 39) {
      i = findUnescaped(text, i + 1, text[i], end) + 1;
      last = i;
      continue;
    }
    if (c > 32) last = i + 1;
    i++;
  }
  return last;
}

function findUnescaped(text, from, ch, end) {
  var j = from;
  for (;;) {
    var k = text.indexOf(ch, j);
    if (k === -1 || k >= end) throw new Error("Expected '" + ch + "' in style value: " + text.slice(from, end));
    if (text[k - 1] === '\\' && text[k - 2] !== '\\') {
      j = k + 1;
      continue;
    }
    return k;
  }
}

// spec: lang-30
export function toCompactBase64(n) {
  var s = '';
  do {
    s = COMPACT_DIGITS[n % 64] + s;
    n = (n / 64) | 0;
  } while (n > 0);
  return s;
}

const COMPACT_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';

// spec: lang-31
export function uniqueBundleName(name, bundle) {
  var used = bundle[USED_LOWER_NAMES];
  if (!used || !used.has(name.toLowerCase())) return name;
  var k = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  var dir = name.slice(0, k + 1);
  var file = name.slice(k + 1);
  var d = file.indexOf('.', 1);
  var stem = d === -1 ? file : file.slice(0, d);
  var ext = d === -1 ? '' : file.slice(d);
  for (var n = 2; ; n++) {
    var cand = dir + stem + n + ext;
    if (!used.has(cand.toLowerCase())) return cand;
  }
}

export const USED_LOWER_NAMES = Symbol('usedLowerNames');

// spec: lang-32
export function detectIndent(code) {
  var lines = code.split('\n');
  var tabs = 0;
  var spaced = 0;
  var min = Infinity;
  for (var i = 0; i < lines.length; i++) {
    var l = lines[i];
    if (l.charCodeAt(0) === 9) {
      tabs++;
      continue;
    }
    var n = 0;
    while (n < l.length && l.charCodeAt(n) === 32) n++;
    if (n >= 2) {
      spaced++;
      if (n < min) min = n;
    }
  }
  if (!tabs && !spaced) return null;
  if (tabs >= spaced) return '\t';
  var out = '';
  for (var k = 0; k < min; k++) out += ' ';
  return out;
}

// spec: lang-33
export function indexOfOutsideComments(code, str, from) {
  if (from === undefined) from = 0;
  var cand = code.indexOf(str, from);
  var pos = from;
  for (;;) {
    var sl = code.indexOf('/', pos);
    if (sl === -1 || sl >= cand) return cand;
    var nx = code[sl + 1];
    pos = sl + 2;
    var k;
    if (nx === '/') {
      k = code.indexOf('\n', pos);
      if (k === -1) return -1;
      pos = k + 1;
    } else {
      k = code.indexOf('*/', pos);
      if (k === -1) return -1;
      pos = k + 2;
    }
    if (pos > cand) cand = code.indexOf(str, pos);
  }
}

// spec: lang-34
export function propertyKey(key) {
  if (/^[$_\p{ID_Start}][$_\u200C\u200D\p{ID_Continue}]*$/u.test(key)) {
    if (key === '__proto__') return '["__proto__"]';
    return key;
  }
  if (/^(?:0|[1-9][0-9]*)$/.test(key) && Number(key) <= Number.MAX_SAFE_INTEGER) return key;
  return JSON.stringify(key);
}

// spec: lang-35
export function shortestNumber(n) {
  if (n === 0 && 1 / n < 0) return '-0';
  var e = n.toExponential();
  var k = e.indexOf('e');
  var mant = e.slice(0, k);
  var exp = Number(e.slice(k + 1));
  var dot = mant.indexOf('.');
  var digits = 0;
  if (dot !== -1) {
    digits = mant.length - dot - 1;
    mant = mant.slice(0, dot) + mant.slice(dot + 1);
  }
  var a = mant + 'e' + String(exp - digits);
  var b = String(n).replace('+', '');
  return a.length < b.length ? a : b;
}

// spec: lang-36
export function commonParentDir(paths) {
  if (!paths.length) return '/';
  if (paths.length === 1) return path.dirname(paths[0]);
  var re = /\/+|\\+/;
  var common = paths[0].split(re);
  for (var i = 1; i < paths.length; i++) {
    var segs = paths[i].split(re);
    var n = Math.min(common.length, segs.length);
    var k = 0;
    while (k < n && common[k] === segs[k]) k++;
    common = common.slice(0, k);
  }
  return common.length > 1 ? common.join('/') : '/';
}

// spec: lang-37
export function codeExcerpt(src, line, col) {
  var lines = src.split('\n');
  if (line > lines.length) return '';
  var errLine = lines[line - 1];
  var beforeW = tabsToSpaces(errLine.slice(0, col)).length;
  var limit = Math.max(120, beforeW + 13);
  var first = Math.max(1, line - 2);
  var last = Math.min(lines.length, line + 2);
  while (last > line && /^\s*$/.test(lines[last - 1])) last--;
  var w = String(last).length;
  var out = [];
  for (var n = first; n <= last; n++) {
    var num = String(n);
    while (num.length < w) num = ' ' + num;
    var t = tabsToSpaces(lines[n - 1]);
    if (t.length > limit) t = t.slice(0, limit - 3) + '...';
    out.push(num + ': ' + t);
    if (n === line) {
      var pad = '';
      for (var k = 0; k < w + 2 + beforeW; k++) pad += ' ';
      out.push(pad + '^');
    }
  }
  return out.join('\n');
}

function tabsToSpaces(t) {
  var i = 0;
  var lead = '';
  while (i < t.length && t[i] === '\t') {
    lead += '  ';
    i++;
  }
  return lead + t.slice(i);
}

// spec: lang-38
export function quotedList(items, verbs) {
  var s;
  var n = items.length;
  if (n <= 1) {
    s = n ? '"' + items[0] + '"' : undefined;
  } else {
    var parts = [];
    for (var i = 0; i < n - 1; i++) parts.push('"' + items[i] + '"');
    s = parts.join(', ') + ' and "' + items[n - 1] + '"';
  }
  if (verbs) s += ' ' + (n <= 1 ? verbs[0] : verbs[1]);
  return s;
}

// spec: lang-39
export function utcOffsetLabel(d) {
  if (d === undefined) d = new Date();
  var off = d.getTimezoneOffset();
  var sign = off < 0 ? '+' : '-';
  var a = Math.abs(off);
  var h = Math.floor(a / 60);
  var m = a % 60;
  var s = sign + h;
  if (m) s += ':' + (m < 10 ? '0' + m : m);
  return s;
}

// spec: lang-40
export function inAstralSet(cp, set) {
  var pos = 0x10000;
  for (var i = 0; i < set.length; i += 2) {
    pos += set[i];
    if (pos > cp) return false;
    pos += set[i + 1];
    if (pos >= cp) return true;
  }
  return false;
}

// spec: lang-41
export function codePointToString(cp) {
  if (cp <= 0xffff) return String.fromCharCode(cp);
  cp -= 0x10000;
  return String.fromCharCode((cp >> 10) + 0xd800, (cp & 1023) + 0xdc00);
}

// spec: lang-42
export function offsetToLineCol(src, offset) {
  var line = 1;
  var start = 0;
  for (;;) {
    var brk = -1;
    var len = 1;
    for (var i = start; i < offset; i++) {
      var c = src.charCodeAt(i);
      if (c === 10 || c === 0x2028 || c === 0x2029) {
        brk = i;
        break;
      }
      if (c === 13) {
        brk = i;
        if (i + 1 < offset && src.charCodeAt(i + 1) === 10) len = 2;
        break;
      }
    }
    if (brk === -1) return { line: line, column: offset - start };
    line++;
    start = brk + len;
  }
}

// spec: lang-43
export function isDuplicatePrivateName(seen, el) {
  var name = el.key.name;
  var cur = Object.prototype.hasOwnProperty.call(seen, name) ? seen[name] : undefined;
  var next = 'true';
  if (el.type === 'MethodDefinition' && (el.kind === 'get' || el.kind === 'set')) {
    next = (el.static ? 's' : 'i') + el.kind;
  }
  if ((cur === 'iget' && next === 'iset') || (cur === 'iset' && next === 'iget') ||
      (cur === 'sget' && next === 'sset') || (cur === 'sset' && next === 'sget')) {
    seen[name] = 'true';
    return false;
  }
  if (!cur) {
    seen[name] = next;
    return false;
  }
  return true;
}

// spec: lang-44
export function separatedFrom(other) {
  for (var a = this; a; a = a.parent) {
    for (var b = other; b; b = b.parent) {
      if (a.base === b.base && a !== b) return true;
    }
  }
  return false;
}

// spec: lang-45
export function validateRegexFlags(parser, state) {
  var flags = state.flags;
  var allowed = state.validFlags;
  var u = false, v = false;
  for (var i = 0; i < flags.length; i++) {
    var c = flags.charAt(i);
    if (allowed.indexOf(c) === -1) parser.raise(state.start, 'Invalid regular expression flag');
    if (flags.indexOf(c, i + 1) > -1) parser.raise(state.start, 'Duplicate regular expression flag');
    if (c === 'u') u = true;
    if (c === 'v') v = true;
  }
  if (parser.options.ecmaVersion >= 15 && u && v) parser.raise(state.start, 'Invalid regular expression flag');
}

// spec: lang-46
export function numericLiteralValue(text, legacyOctal) {
  if (legacyOctal) return parseInt(text, 8);
  return parseFloat(text.replace(/_/g, ''));
}

// spec: lang-47
export function describeConfigPath(file, rootDir) {
  var rel = path.relative(rootDir, file);
  if (rel && rel.indexOf('..') !== 0 && !path.isAbsolute(rel)) return '<tsconfigRootDir>/' + rel;
  if (/^[\w()+:\\/~]/.test(file)) return file;
  if (/\.\.[/\\]\.\./.test(rel)) return file;
  return '<tsconfigRootDir>/' + rel;
}

// spec: lang-48
export function buildFlagMap(src, dst) {
  var out = [];
  var keys = Object.keys(src);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = src[k];
    if (typeof v !== 'number' || v <= 0 || (v & (v - 1)) !== 0) continue;
    if (typeof dst[k] !== 'number') continue;
    out.push([v, dst[k]]);
  }
  return out;
}

// spec: lang-49
export function translateFlags(flags, table) {
  var out = 0;
  for (var i = 0; i < table.length; i++) {
    if (flags & table[i][0]) out |= table[i][1];
  }
  return out;
}

// spec: lang-50
export function packagePathFromNodeModules(p) {
  var segs = p.split(/[\/\\]/);
  var k = -1;
  for (var i = segs.length - 1; i >= 0; i--) {
    if (segs[i] === 'node_modules') {
      k = i;
      break;
    }
  }
  if (k === -1 || k === segs.length - 1) return undefined;
  return segs.slice(k + 1).join('/');
}

// spec: lang-51
export function poisonMembers(label, names, obj) {
  for (let i = 0; i < names.length; i++) {
    let name = names[i];
    Object.defineProperty(obj, name, {
      get: function () {
        throw new Error(label + '#' + name + ' is not available on the tsgo API.');
      }
    });
  }
  return obj;
}

// spec: lang-52
export function hasValidEscapes(raw) {
  if (!/\\[xu]/.test(raw)) return true;
  if (/\\u(?![0-9a-fA-F]{4}|\{)/.test(raw)) return false;
  if (/\\x(?![0-9a-fA-F]{2})/.test(raw)) return false;
  return true;
}

// spec: lang-53
export function defineDeprecatedAlias(node, alias, real, quiet) {
  var opts = (this && this.options) || {};
  var warned = !!quiet;
  var get;
  if (opts.suppressDeprecatedPropertyWarnings) {
    get = function () {
      return node[real];
    };
  } else {
    get = function () {
      if (!warned) {
        warned = true;
        process.emitWarning(
          "The '" + alias + "' property is deprecated on " + node.type + " nodes. Use '" + real +
            "' instead. See https://tseslint.com/key-property-deprecated.",
          'DeprecationWarning'
        );
      }
      return node[real];
    };
  }
  Object.defineProperty(node, alias, {
    configurable: true,
    get: get,
    set: function (v) {
      Object.defineProperty(node, alias, { enumerable: true, writable: true, value: v });
    }
  });
  return node;
}

// spec: lang-54
export function renameKeyDeep(val, oldPath, newPath, depth) {
  if (depth === undefined) depth = 0;
  var isArr = Array.isArray(val);
  var copy = isArr ? val.slice() : Object.assign({}, val);
  var key = oldPath[depth];
  if (depth === oldPath.length - 1) {
    copy[newPath[depth]] = copy[key];
    if (isArr) copy.splice(key, 1);
    else delete copy[key];
  } else {
    copy[key] = renameKeyDeep(val[key], oldPath, newPath, depth + 1);
  }
  return copy;
}

// spec: lang-55
export function normalizedCharCode(e) {
  var kc = e.keyCode;
  var c;
  if ('charCode' in e) {
    c = e.charCode;
    if (c === 0 && kc === 13) c = 13;
  } else {
    c = kc;
  }
  if (c === 10) c = 13;
  if (c >= 32 || c === 13) return c;
  return 0;
}

// spec: lang-56
export function findListenerIndex(list, type, fn, opts) {
  if (!list.length) return -1;
  var key = captureKey(opts);
  for (var i = 0; i < list.length; i++) {
    var r = list[i];
    if (r.type === type && r.listener === fn && captureKey(r.options) === key) return i;
  }
  return -1;
}

function captureKey(o) {
  if (o == null) return 'c=0';
  if (typeof o === 'boolean') return o ? 'c=1' : 'c=0';
  return o.capture ? 'c=1' : 'c=0';
}

// spec: lang-57
export function describeForError(v) {
  if (typeof v === 'string') {
    return JSON.stringify(v.length <= 10 ? v : v.slice(0, 10) + '...');
  }
  if (typeof v === 'object') {
    if (Array.isArray(v)) return '[...]';
    if (v !== null && v.$$typeof === CLIENT_REF) return 'client';
    var tag = Object.prototype.toString.call(v).slice(8, -1);
    return tag === 'Object' ? '{...}' : tag;
  }
  if (typeof v === 'function') {
    if (v.$$typeof === CLIENT_REF) return 'client';
    var n = v.displayName || v.name;
    return n ? 'function ' + n : 'function';
  }
  return String(v);
}

const CLIENT_REF = Symbol.for('react.client.reference');

// spec: lang-58
export function treeIdToString(ctx) {
  var id = ctx.id;
  var top = 31 - Math.clz32(id);
  var rest = id & ~(1 << top);
  return rest.toString(32) + ctx.overflow;
}

// spec: lang-59
export function childTreeContext(parent, count, index) {
  var overflow = parent.overflow;
  var baseLen = bitLength(parent.id) - 1;
  var bits = parent.id & ~(1 << baseLen);
  var slot = index + 1;
  var width = bitLength(count);
  if (baseLen + width > 30) {
    var n = baseLen - (baseLen % 5);
    var low = bits & ((1 << n) - 1);
    overflow = low.toString(32) + overflow;
    bits = bits >> n;
    baseLen -= n;
  }
  return {
    id: (1 << (baseLen + width)) | (slot << baseLen) | bits,
    overflow: overflow
  };
}

function bitLength(n) {
  return 32 - Math.clz32(n);
}

// spec: lang-60
export function formStateKey(permalink, keyPath, hookIndex) {
  if (permalink !== undefined) return 'p' + permalink;
  var json = JSON.stringify([keyPath, null, hookIndex]);
  return 'k' + createHash('md5').update(json).digest('hex');
}
