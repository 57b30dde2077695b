import path from 'node:path';
import fs from 'node:fs';
import { VISITOR_KEYS } from '@babel/types';

// spec: compiler-01
export function locToString(loc) {
  switch (loc.type) {
    case 'root':
      return '';
    case 'env':
      return locToString(loc.parent) + '.env["' + loc.name + '"]';
    case 'overrides':
      return locToString(loc.parent) + '.overrides[' + loc.index + ']';
    case 'option':
      return locToString(loc.parent) + '.' + loc.name;
    case 'access':
      return locToString(loc.parent) + '[' + JSON.stringify(loc.name) + ']';
  }
  throw new Error('Assertion failure: Unknown type ' + loc.type);
}

// spec: compiler-02
export function globToRegExp(pattern, base) {
  var parts = path.resolve(base, pattern).split(path.sep);
  var sep = escapeRe(path.sep);
  var notSep = '[^' + sep + ']+';
  var endSep = '(?:' + sep + '|$)';
  var src = '^';
  for (var i = 0; i < parts.length; i++) {
    var seg = parts[i];
    var last = i === parts.length - 1;
    var end = last ? endSep : sep;
    if (seg === '**') {
      src += '(?:' + notSep + sep + ')*?';
      if (last) src += '(?:' + notSep + endSep + ')?';
    } else if (seg === '*') {
      src += notSep + end;
    } else if (seg.charAt(0) === '*' && seg.charAt(1) === '.') {
      src += notSep + escapeRe(seg.slice(1)) + end;
    } else {
      src += escapeRe(seg) + end;
    }
  }
  return new RegExp(src);
}

function escapeRe(s) {
  return s.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&');
}

// spec: compiler-03
export function describeDescriptor(d) {
  var name;
  if (d.file && d.file.request != null) {
    name = d.file.request;
  } else if (typeof d.value === 'object') {
    name = d.value;
  } else if (typeof d.value === 'function') {
    name = '[Function: ' + d.value.toString().slice(0, 50) + ' ... ]';
  }
  if (name == null) name = '[Unknown]';
  if (d.options === undefined) return name;
  if (d.name == null) return [name, d.options];
  return [name, d.options, d.name];
}

// spec: compiler-04
export function dedupePlugins(items) {
  var byFn = new Map();
  var slots = [];
  for (var i = 0; i < items.length; i++) {
    var it = items[i];
    if (typeof it.value !== 'function') {
      slots.push({ v: it });
      continue;
    }
    var names = byFn.get(it.value);
    if (!names) {
      names = new Map();
      byFn.set(it.value, names);
    }
    var slot = names.get(it.name);
    if (!slot) {
      slot = { v: it };
      slots.push(slot);
      if (!it.ownPass) names.set(it.name, slot);
    } else {
      slot.v = it;
    }
  }
  var out = [];
  for (var j = 0; j < slots.length; j++) out.push(slots[j].v);
  return out;
}

// spec: compiler-05
export function chainFns(a, b) {
  if (!a) return b;
  if (!b) return a;
  return function () {
    var self = this;
    var args = arguments;
    var r = a.apply(self, args);
    if (r && typeof r.then === 'function') {
      return r.then(function () {
        return b.apply(self, args);
      });
    }
    return b.apply(self, args);
  };
}

// spec: compiler-06
export function sortByHoist(list) {
  var buckets = {};
  for (var i = 0; i < list.length; i++) {
    var n = list[i];
    var p = n ? n._hoistPriority : undefined;
    if (p == null) p = 1;
    else if (p === true) p = 2;
    if (!buckets[p]) buckets[p] = [];
    buckets[p].push(n);
  }
  var keys = Object.keys(buckets);
  var nums = [];
  for (var k = 0; k < keys.length; k++) nums.push(+keys[k]);
  nums.sort(function (x, y) {
    return y - x;
  });
  var idx = 0;
  for (var m = 0; m < nums.length; m++) {
    var b = buckets[nums[m]];
    for (var j = 0; j < b.length; j++) list[idx++] = b[j];
  }
  return list;
}

// spec: compiler-07
export function cloneTree(v, cache, cycles) {
  if (v === null) return v;
  if (!cache) cache = new Map();
  if (cycles) {
    if (cache.has(v)) return cache.get(v);
  } else {
    cloneDepth++;
    if (cloneDepth > 250) {
      if (cloneSeen.has(v)) {
        cloneDepth = 0;
        cloneSeen.clear();
        throw new Error('Babel-deep' + 'Clone: Cycles are not allowed in AST');
      }
      cloneSeen.add(v);
    }
  }
  var out, c, i;
  if (Array.isArray(v)) {
    out = new Array(v.length);
    if (cycles) cache.set(v, out);
    for (i = 0; i < v.length; i++) {
      c = v[i];
      out[i] = typeof c !== 'object' ? c : cloneTree(c, cache, cycles);
    }
  } else {
    out = {};
    if (cycles) cache.set(v, out);
    var keys = Object.keys(v);
    for (i = 0; i < keys.length; i++) {
      var k = keys[i];
      c = v[k];
      if (typeof c !== 'object') {
        out[k] = c;
      } else {
        var cy = cycles || k === 'leadingComments' || k === 'innerComments' || k === 'trailingComments' || k === 'extra';
        out[k] = cloneTree(c, cache, cy);
      }
    }
  }
  if (!cycles) {
    if (cloneDepth-- > 250) cloneSeen.delete(v);
  }
  return out;
}

var cloneDepth = 0;
var cloneSeen = new Set();

// spec: compiler-08
export function checkVisitorEntry(key, val) {
  if (val && typeof val === 'object') {
    var keys = Object.keys(val);
    for (var i = 0; i < keys.length; i++) {
      if (keys[i] !== 'enter' && keys[i] !== 'exit') {
        throw new Error('.visitor["' + key + '"] may only have .enter and/or .exit handlers.');
      }
    }
    return;
  }
  if (typeof val !== 'function') {
    throw new Error('.visitor["' + key + '"] must be a function');
  }
}

// spec: compiler-09
export function mergeOptions(target, source) {
  var keys = Object.keys(source);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = source[k];
    if ((k === 'parserOpts' || k === 'generatorOpts' || k === 'assumptions') && v) {
      if (!target[k]) target[k] = {};
      var dst = target[k];
      var sub = Object.keys(v);
      for (var j = 0; j < sub.length; j++) {
        if (v[sub[j]] !== undefined) dst[sub[j]] = v[sub[j]];
      }
    } else if (v !== undefined) {
      target[k] = v;
    }
  }
}

// spec: compiler-10
export function checkCacheKey(v) {
  if (v && (typeof v === 'object' || typeof v === 'function') && v.then && typeof v.then === 'function') {
    throw new Error(
      'You appear to be using an async cache handler, ' +
        'but the current version does not support it. Support may be added in a later release; ' +
        'until then the caching logic has to be handled synchronously.'
    );
  }
  if (v != null && typeof v !== 'string' && typeof v !== 'boolean' && typeof v !== 'number') {
    throw new Error('Cache keys must be either string, boolean, number, null, or undefined.');
  }
  return v;
}

// spec: compiler-11
export function filterFrames(err, frames) {
  var state = expectedErrors.has(err) ? 'hide' : 'unknown';
  var out = [];
  for (var i = 0; i < frames.length; i++) {
    var f = frames[i];
    var name = f.getFunctionName();
    if (name === HIDE_START) {
      state = 'hide';
    } else if (name === HIDE_STOP) {
      if (state === 'hide') {
        state = 'show';
        var extra = virtualFrames.get(err);
        if (extra) out = extra.concat(out);
      } else if (state === 'unknown') {
        return frames;
      }
    } else if (state !== 'hide') {
      out.push(f);
    }
  }
  return out;
}

var expectedErrors = new WeakSet();
var virtualFrames = new WeakMap();
var HIDE_START = '__hideFramesStart$secret_' + 'a91f';
var HIDE_STOP = '__hideFramesStop$secret_' + 'a91f';

// spec: compiler-12
export function mtimeOf(p) {
  if (!fs.existsSync(p)) return null;
  try {
    return +fs.statSync(p).mtime;
  } catch (e) {
    if (e.code === 'ENOENT' || e.code === 'ENOTDIR') return null;
    throw e;
  }
}

// spec: compiler-13
export function adaptPhases(obj, state, wrap) {
  var out = {};
  var phases = ['enter', 'exit'];
  for (var p = 0; p < phases.length; p++) {
    var ph = phases[p];
    var list = obj[ph];
    if (!Array.isArray(list)) continue;
    var fns = [];
    for (var i = 0; i < list.length; i++) {
      var orig = list[i];
      var fn = orig;
      if (state) fn = bindState(orig, state);
      if (wrap) fn = wrap(state ? state.key : undefined, ph, fn);
      if (fn !== orig) fn.toString = sameString(orig);
      fns.push(fn);
    }
    out[ph] = fns;
  }
  return out;
}

function bindState(orig, state) {
  return function (path) {
    orig.call(state, path, state);
  };
}

function sameString(orig) {
  return function () {
    return orig.toString();
  };
}

// spec: compiler-14
export function isVisitorOption(k) {
  if (k[0] === '_') return true;
  if (k === 'enter' || k === 'exit' || k === 'shouldSkip') return true;
  if (k === 'denylist' || k === 'noScope' || k === 'skipKeys') return true;
  if (k === 'blacklist') {
    throw new Error("The 'blacklist' visitor option has been renamed to 'denylist'. Please update your configuration.");
  }
  return false;
}

// spec: compiler-15
export function mergePhases(dest, src) {
  var phases = ['enter', 'exit'];
  for (var i = 0; i < phases.length; i++) {
    var p = phases[i];
    if (!src[p]) continue;
    dest[p] = [].concat(dest[p] || [], src[p]);
  }
}

// spec: compiler-16
export function uidCandidate(name, n) {
  var s = '_' + name;
  if (n >= 11) s += n - 1;
  else if (n >= 9) s += n - 9;
  else if (n >= 1) s += n + 1;
  return s;
}

// spec: compiler-17
export function deepestCommonAncestor(paths, filter) {
  if (!paths.length) return this;
  if (paths.length === 1) return paths[0];
  var minLen = Infinity;
  var lists = [];
  for (var i = 0; i < paths.length; i++) {
    var anc = [];
    var p = paths[i];
    do {
      anc.unshift(p);
    } while ((p = p.parentPath) && p !== this);
    if (anc.length < minLen) minLen = anc.length;
    lists.push(anc);
  }
  var first = lists[0];
  var common, commonIdx;
  outer: for (var d = 0; d < minLen; d++) {
    var cand = first[d];
    for (var j = 0; j < lists.length; j++) {
      if (lists[j][d] !== cand) break outer;
    }
    commonIdx = d;
    common = cand;
  }
  if (common) {
    if (filter) return filter(common, commonIdx, lists);
    return common;
  }
  throw new Error("Couldn't find intersection");
}

// spec: compiler-18
export function isConditionalChild(type, key) {
  switch (type) {
    case 'LogicalExpression':
      return key === 'right';
    case 'ConditionalExpression':
    case 'IfStatement':
      return key === 'consequent' || key === 'alternate';
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForInStatement':
    case 'ForOfStatement':
      return key === 'body';
    case 'ForStatement':
      return key === 'body' || key === 'update';
    case 'SwitchStatement':
      return key === 'cases';
    case 'TryStatement':
      return key === 'handler';
    case 'AssignmentPattern':
      return key === 'right';
    case 'OptionalMemberExpression':
      return key === 'property';
    case 'OptionalCallExpression':
      return key === 'arguments';
  }
  return false;
}

// spec: compiler-19
export function without(a, b) {
  if (!b || !b.length) return a;
  var set = new Set(b);
  var out = [];
  for (var i = 0; i < a.length; i++) {
    if (!set.has(a[i])) out.push(a[i]);
  }
  return out;
}

// spec: compiler-20
export function pathLocation() {
  var parts = [];
  var p = this;
  while (p) {
    var k = p.key;
    if (p.listKey) k = p.listKey + '[' + k + ']';
    parts.unshift(k);
    p = p.parentPath;
  }
  return parts.join('.');
}

// spec: compiler-21
export function continuesRange(prev, next) {
  if (!this.allowRanges) return false;
  if (!prev.original || !next.original) return false;
  if (prev.source !== next.source) return false;
  var gl = next.generated.line - prev.generated.line;
  var gc = gl === 0 ? next.generated.column - prev.generated.column : next.generated.column;
  var ol = next.original.line - prev.original.line;
  var oc = ol === 0 ? next.original.column - prev.original.column : next.original.column;
  return gl >= 0 && oc >= 0 && gl === ol && gc === oc;
}

// spec: compiler-22
export function sameExportName(a, b) {
  if (a.type === 'Identifier') {
    return b.type === 'Identifier' && a.name === b.name;
  }
  return b.type === 'StringLiteral' && a.value === b.value;
}

// spec: compiler-23
export function rawMatchesValue(raw, value) {
  var re = /&(?:#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/iy;
  var i = 1;
  var j = 0;
  var end = raw.length - 1;
  while (i < end) {
    if (raw.charCodeAt(i) === 38) {
      re.lastIndex = i;
      var m = re.exec(raw);
      if (m) {
        if (j >= value.length) return false;
        j += value.codePointAt(j) > 0xffff ? 2 : 1;
        i += m[0].length;
        continue;
      }
    }
    if (raw.charCodeAt(i) !== value.charCodeAt(j)) return false;
    i++;
    j++;
  }
  return j === value.length;
}

// spec: compiler-24
export function isOptionalChain(node) {
  var cur = node;
  for (;;) {
    var t = cur.type;
    if (t === 'OptionalCallExpression' || t === 'OptionalMemberExpression') return true;
    if (t === 'TSNonNullExpression') {
      cur = cur.expression;
    } else if (t === 'TSInstantiationExpression' && cur === node) {
      cur = cur.expression;
    } else {
      return false;
    }
  }
}

// spec: compiler-25
export function isPlainDecoratorName(n) {
  if (n.type === 'Identifier') return true;
  if (n.type !== 'MemberExpression') return false;
  if (n.computed) return false;
  if (n.property.type !== 'Identifier') return false;
  return isPlainDecoratorName(n.object);
}

// spec: compiler-26
export function isLastChild(parent, child) {
  var keys = VISITOR_KEYS[parent.type];
  for (var i = keys.length - 1; i >= 0; i--) {
    var v = parent[keys[i]];
    if (v === child) return true;
    if (Array.isArray(v)) {
      var k = v.length - 1;
      while (k >= 0 && v[k] === null) k--;
      return k >= 0 && v[k] === child;
    }
    if (v) return false;
  }
  return false;
}

// spec: compiler-27
export function findTokenIndex(start, lo, hi) {
  var toks = this.tokens;
  while (lo <= hi) {
    var mid = (lo + hi) >> 1;
    var s = toks[mid].start;
    if (start < s) hi = mid - 1;
    else if (start > s) lo = mid + 1;
    else return mid;
  }
  return lo;
}

// spec: compiler-28
export function rawIfUnchanged(node) {
  var ex = node.extra;
  if (ex && ex.raw != null && ex.rawValue != null && node.value === ex.rawValue) {
    return ex.raw;
  }
  return undefined;
}

// spec: compiler-29
export function joinWithConjunction(conj, items) {
  if (items.length === 0) throw new Error('Assertion failed: expected a non-empty list');
  if (items.length === 1) return items[0];
  if (items.length === 2) return items[0] + ' ' + conj + ' ' + items[1];
  var s = '';
  for (var i = 0; i < items.length - 1; i++) {
    if (i > 0) s += ', ';
    s += items[i];
  }
  return s + ', ' + conj + ' ' + items[items.length - 1];
}

// spec: compiler-30
export function inspectArray(arr, seen) {
  if (arr.length === 0) return '[]';
  if (seen.length > 2) return '[Array]';
  var n = arr.length < 10 ? arr.length : 10;
  var rest = arr.length - n;
  var items = [];
  for (var i = 0; i < n; i++) items.push(inspectAny(arr[i], seen));
  if (rest === 1) items.push('... 1 more item');
  else if (rest > 1) items.push('... ' + rest + ' more items');
  return '[' + items.join(', ') + ']';
}

function inspectAny(v, seen) {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'function') return v.name ? '[function ' + v.name + ']' : '[function]';
  if (v === null || typeof v !== 'object') return String(v);
  if (seen.indexOf(v) !== -1) return '[Circular]';
  var next = seen.concat([v]);
  if (Array.isArray(v)) return inspectArray(v, next);
  var keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  if (next.length > 2) return '[' + objectTypeName(v) + ']';
  var parts = [];
  for (var i = 0; i < keys.length; i++) parts.push(keys[i] + ': ' + inspectAny(v[keys[i]], next));
  return '{ ' + parts.join(', ') + ' }';
}

// spec: compiler-31
export function objectTypeName(obj) {
  var tag = Object.prototype.toString.call(obj);
  tag = tag.replace(/^\[object /, '').replace(/]$/, '');
  if (tag === 'Object') {
    var ctor = obj.constructor;
    if (typeof ctor === 'function' && typeof ctor.name === 'string' && ctor.name !== '') return ctor.name;
  }
  return tag;
}

// spec: compiler-32
export function naturalCompare(a, b) {
  var i = 0;
  var j = 0;
  while (i < a.length && j < b.length) {
    var ca = a.charCodeAt(i);
    var cb = b.charCodeAt(j);
    if (ca >= 48 && ca <= 57 && cb >= 48 && cb <= 57) {
      var na = ca - 48;
      i++;
      while (na > 0 && i < a.length && a.charCodeAt(i) >= 48 && a.charCodeAt(i) <= 57) {
        na = na * 10 + a.charCodeAt(i) - 48;
        i++;
      }
      var nb = cb - 48;
      j++;
      while (nb > 0 && j < b.length && b.charCodeAt(j) >= 48 && b.charCodeAt(j) <= 57) {
        nb = nb * 10 + b.charCodeAt(j) - 48;
        j++;
      }
      if (na !== nb) return na < nb ? -1 : 1;
    } else {
      if (ca !== cb) return ca < cb ? -1 : 1;
      i++;
      j++;
    }
  }
  return a.length - b.length;
}

// spec: compiler-33
export function memoize2(fn) {
  var cache;
  return function (a, b) {
    if (!cache) cache = new WeakMap();
    var inner = cache.get(a);
    if (!inner) {
      inner = new WeakMap();
      cache.set(a, inner);
    }
    var r = inner.get(b);
    if (r === undefined) {
      r = fn(a, b);
      inner.set(b, r);
    }
    return r;
  };
}

// spec: compiler-34
export function pathSuffix(p) {
  if (p.length === 0) return '';
  var s = ' at ';
  for (var i = 0; i < p.length; i++) {
    if (typeof p[i] === 'number') s += '[' + p[i] + ']';
    else s += '.' + p[i];
  }
  return s;
}

// spec: compiler-35
export function reduceMaybeAsync(iter, fn, init) {
  var acc = init;
  for (let v of iter) {
    if (acc instanceof Promise) {
      acc = acc.then(function (r) {
        return fn(r, v);
      });
    } else {
      acc = fn(acc, v);
    }
  }
  return acc;
}

// spec: compiler-36
export function setKey(members) {
  var ids = [];
  for (let m of members) {
    var id = this.ids.get(m);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(m, id);
    }
    ids.push(id);
  }
  ids.sort(function (x, y) {
    return x - y;
  });
  return ids.join(',');
}

// spec: compiler-37
export function dedentBlockLines(lines) {
  var common = Infinity;
  var first = -1;
  var last = -1;
  for (var i = 0; i < lines.length; i++) {
    var ln = lines[i];
    var ind = 0;
    while (ind < ln.length && (ln[ind] === ' ' || ln[ind] === '\t')) ind++;
    if (ind === ln.length) continue;
    if (first === -1) first = i;
    last = i;
    if (i !== 0 && ind < common) common = ind;
  }
  if (first === -1) return [];
  var out = [];
  for (var k = 0; k < lines.length; k++) {
    out.push(k === 0 ? lines[k] : lines[k].slice(common));
  }
  return out.slice(first, last + 1);
}

// spec: compiler-38
export function printBlockString(value, opts) {
  var escaped = value.replace(/"""/g, '\\"""');
  var lines = escaped.split(/\r\n|[\n\r]/g);
  var single = lines.length === 1;
  var forceLead = false;
  if (lines.length > 1) {
    forceLead = true;
    for (var i = 1; i < lines.length; i++) {
      var l = lines[i];
      if (l.length !== 0 && l[0] !== ' ' && l[0] !== '\t') {
        forceLead = false;
        break;
      }
    }
  }
  var endsEscQuotes = escaped.endsWith('\\"""');
  var forceTrail = value.endsWith('\\') || (value.endsWith('"') && !endsEscQuotes);
  var minimize = opts && opts.minimize;
  var multi = !minimize && (!single || value.length > 70 || forceTrail || forceLead || endsEscQuotes);
  var out = '';
  var leadsWithWs = single && (value[0] === ' ' || value[0] === '\t');
  if ((multi && !leadsWithWs) || forceLead) out += '\n';
  out += escaped;
  if (multi || forceTrail) out += '\n';
  return '"""' + out + '"""';
}

// spec: compiler-39
export function offsetToLineCol(source, pos) {
  var body = source.body;
  var re = /\r\n|[\n\r]/g;
  var line = 1;
  var start = 0;
  var m;
  while ((m = re.exec(body)) !== null) {
    if (m.index >= pos) break;
    line++;
    start = m.index + m[0].length;
  }
  return { line: line, column: pos + 1 - start };
}

// spec: compiler-40
export function assertSchemaName(name) {
  if (name.length === 0) throw new Error('Expected name to be a non-empty string.');
  for (var i = 1; i < name.length; i++) {
    var c = name.charCodeAt(i);
    var ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
    if (!ok) throw new Error('Names must only contain [_a-zA-Z0-9] but "' + name + '" does not.');
  }
  var f = name.charCodeAt(0);
  if (!((f >= 65 && f <= 90) || (f >= 97 && f <= 122) || f === 95)) {
    throw new Error('Names must start with [_a-zA-Z] but "' + name + '" does not.');
  }
  return name;
}

// spec: compiler-41
export function charCodesOf(s) {
  var out = new Uint8Array(s.length);
  for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

// spec: compiler-42
export function patternIdentifiers(node, out) {
  if (!out) out = [];
  var i;
  switch (node.type) {
    case 'Identifier':
      out.push(node);
      break;
    case 'MemberExpression': {
      var o = node;
      while (o.type === 'MemberExpression') o = o.object;
      out.push(o);
      break;
    }
    case 'ObjectPattern':
      for (i = 0; i < node.properties.length; i++) {
        var p = node.properties[i];
        if (p.type === 'RestElement') patternIdentifiers(p.argument, out);
        else patternIdentifiers(p.value, out);
      }
      break;
    case 'ArrayPattern':
      for (i = 0; i < node.elements.length; i++) {
        if (node.elements[i]) patternIdentifiers(node.elements[i], out);
      }
      break;
    case 'RestElement':
      patternIdentifiers(node.argument, out);
      break;
    case 'AssignmentPattern':
      patternIdentifiers(node.left, out);
      break;
  }
  return out;
}

// spec: compiler-43
export function advancePosition(pos, text, n) {
  if (n === undefined) n = text.length;
  var lines = 0;
  var lastNl = -1;
  for (var i = 0; i < n; i++) {
    if (text.charCodeAt(i) === 10) {
      lines++;
      lastNl = i;
    }
  }
  pos.offset += n;
  pos.line += lines;
  pos.column = lastNl === -1 ? pos.column + n : n - lastNl;
  return pos;
}

// spec: compiler-44
export function assetVarName(name, kind) {
  var s = '_' + kind + '_';
  for (var i = 0; i < name.length; i++) {
    var c = name.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95) s += name[i];
    else if (c === 45) s += '_';
    else s += c;
  }
  return s;
}

// spec: compiler-45
export function collapseWhitespace(s) {
  var out = '';
  var inWs = false;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 12 || c === 13) {
      if (!inWs) {
        out += ' ';
        inWs = true;
      }
    } else {
      out += s[i];
      inWs = false;
    }
  }
  return out;
}

// spec: compiler-46
export function trimArgs(args) {
  var end = args.length - 1;
  while (end >= 0 && args[end] == null) end--;
  var out = [];
  for (var i = 0; i <= end; i++) out.push(args[i] || 'null');
  return out;
}

// spec: compiler-47
export function dedupeProps(props) {
  var seen = new Map();
  var out = [];
  for (var i = 0; i < props.length; i++) {
    var p = props[i];
    if (p.key.type === 8 || !p.key.isStatic) {
      out.push(p);
      continue;
    }
    var name = p.key.content;
    var prev = seen.get(name);
    if (!prev) {
      seen.set(name, p);
      out.push(p);
    } else if (name === 'style' || name === 'class' || isListenerName(name)) {
      if (prev.value.type === 17) {
        prev.value.elements.push(p.value);
      } else {
        prev.value = { type: 17, loc: prev.loc, elements: [prev.value, p.value] };
      }
    }
  }
  return out;
}

function isListenerName(s) {
  if (s.length < 3 || s[0] !== 'o' || s[1] !== 'n') return false;
  var c = s.charCodeAt(2);
  return c < 97 || c > 122;
}

// spec: compiler-48
export function prefixDirectiveArg(arg, prefix) {
  if (arg.type === 4) {
    if (arg.isStatic) arg.content = prefix + arg.content;
    else arg.content = '`' + prefix + '${' + arg.content + '}`';
    return;
  }
  arg.children.unshift("'" + prefix + "' + (");
  arg.children.push(')');
}

// spec: compiler-49
export function sameBranchKey(a, b) {
  if (!a || a.type !== b.type) return false;
  if (a.type === 6) {
    if (a.value.content !== b.value.content) return false;
    return true;
  }
  var x = a.exp;
  var y = b.exp;
  if (x.type !== y.type) return false;
  if (x.type !== 4) return false;
  if (x.isStatic !== y.isStatic) return false;
  if (x.content !== y.content) return false;
  return true;
}

// spec: compiler-50
export function namesToArrayText(names) {
  var s = '[';
  for (var i = 0; i < names.length; i++) {
    s += JSON.stringify(names[i]);
    if (i < names.length - 1) s += ', ';
  }
  return s + ']';
}

// spec: compiler-51
export function shortHash(text) {
  var s = text.replace(/\r/g, '');
  var h = 5381;
  for (var i = s.length - 1; i >= 0; i--) {
    h = ((h << 5) - h) ^ s.charCodeAt(i);
  }
  return (h >>> 0).toString(36);
}

// spec: compiler-52
export function isWhitespaceCode(c) {
  if (c < 160) return c === 32 || (c >= 9 && c <= 13);
  if (c === 160 || c === 5760) return true;
  if (c >= 8192 && c <= 8202) return true;
  return c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

// spec: compiler-53
export function indexOfUnescaped(s, ch, from) {
  var i = from;
  for (;;) {
    var at = s.indexOf(ch, i);
    if (at === -1) return Infinity;
    var n = 0;
    var k = at - 1;
    while (k >= 0 && s.charCodeAt(k) === 92) {
      n++;
      k--;
    }
    if (n % 2 === 0) return at;
    i = at + 1;
  }
}

// spec: compiler-54
export function toArray(v, n) {
  if (Array.isArray(v)) return v;
  if (n === undefined || !(Symbol.iterator in v)) return Array.from(v);
  var out = [];
  for (const x of v) {
    out.push(x);
    if (out.length === n) break;
  }
  return out;
}

// spec: compiler-55
export function omitKeys(obj, excl) {
  var out = {};
  for (var k in obj) {
    if (excl.indexOf(k) === -1) out[k] = obj[k];
  }
  var syms = Object.getOwnPropertySymbols(obj);
  for (var i = 0; i < syms.length; i++) {
    var sy = syms[i];
    if (excl.indexOf(sy) !== -1) continue;
    if (!Object.prototype.propertyIsEnumerable.call(obj, sy)) continue;
    out[sy] = obj[sy];
  }
  return out;
}

// spec: compiler-56
export function buildClassName(base, hash, toggles) {
  var s = base == null ? '' : String(base);
  if (hash) s = s ? s + ' ' + hash : hash;
  if (toggles) {
    var keys = Object.keys(toggles);
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      if (toggles[k]) s = s ? s + ' ' + k : k;
      else if (s) s = removeWord(s, k);
    }
  }
  return s ? s : null;
}

function removeWord(s, w) {
  var i = 0;
  while ((i = s.indexOf(w, i)) !== -1) {
    var end = i + w.length;
    var before = i === 0 || isClassWs(s.charCodeAt(i - 1));
    var after = end === s.length || isClassWs(s.charCodeAt(end));
    if (before && after) s = s.slice(0, i) + s.slice(end + 1);
    else i = end > i ? end : i + 1;
  }
  return s;
}

function isClassWs(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 160 || c === 11 || c === 65279;
}

// spec: compiler-57
export function styleDeclarations(map, important) {
  if (important === undefined) important = false;
  var s = '';
  var keys = Object.keys(map);
  for (var i = 0; i < keys.length; i++) {
    var v = map[keys[i]];
    if (v == null || v === '') continue;
    s += ' ' + keys[i] + ': ' + String(v) + (important ? ' !important;' : ';');
  }
  return s;
}

// spec: compiler-58
export function shiftSourcePositions(map, offset, srcIndex) {
  var lines = map.mappings;
  if (!lines || !lines.length) return;
  for (var i = 0; i < lines.length; i++) {
    var segs = lines[i];
    for (var j = 0; j < segs.length; j++) {
      var seg = segs[j];
      if (seg[1] !== srcIndex) continue;
      if (seg[2] === 0) seg[3] += offset.column;
      seg[2] += offset.line;
    }
  }
}

// spec: compiler-59
export function relativePath(from, to) {
  var a = from.split(/[\\/]/);
  var b = to.split(/[\\/]/);
  a.pop();
  while (a[0] === b[0]) {
    a.shift();
    b.shift();
  }
  for (var i = 0; i < a.length; i++) a[i] = '..';
  return a.concat(b).join('/');
}

// spec: compiler-60
export function bounceOut(t) {
  var q = t * t;
  if (t < 4 / 11) return 7.5625 * q;
  if (t < 8 / 11) return 9.075 * q - 9.9 * t + 3.4;
  if (t < 9 / 10) return (4356 / 361) * q - (35442 / 1805) * t + 16061 / 1805;
  return 10.8 * t * t - 20.52 * t + 10.72;
}
