import { createHash } from 'node:crypto';
import { inspect } from 'node:util';

// spec: orm-01
export function measureArrayDepth(v) {
  if (!Array.isArray(v)) return { min: 0, max: 0, containsNonArrayItem: true };
  if (v.length === 0 || (v.length === 1 && !Array.isArray(v[0]))) {
    return { min: 1, max: 1, containsNonArrayItem: false };
  }
  var res = measureArrayDepth(v[0]);
  for (var i = 1; i < v.length; i++) {
    var r = measureArrayDepth(v[i]);
    if (r.min < res.min) res.min = r.min;
    if (r.max > res.max) res.max = r.max;
    res.containsNonArrayItem = res.containsNonArrayItem || r.containsNonArrayItem;
  }
  res.min++;
  res.max++;
  return res;
}

// spec: orm-02
export function dottedPrefixes(s) {
  if (s.indexOf('.') === -1) return [s];
  var parts = s.split('.');
  var out = [];
  var cur = '';
  for (var i = 0; i < parts.length; i++) {
    if (cur === '') cur = cur + parts[i];
    else cur = cur + '.' + parts[i];
    out.push(cur);
  }
  return out;
}

// spec: orm-03
export function safeSetPath(obj, path, val) {
  if (path.indexOf('.') === -1) {
    if (isUnsafeKey(path)) return;
    obj[path] = val;
    return;
  }
  var parts = path.split('.');
  var cur = obj;
  for (var i = 0; i < parts.length - 1; i++) {
    var k = parts[i];
    if (isUnsafeKey(k)) continue;
    if (!Object.prototype.hasOwnProperty.call(cur, k) && k in Object(cur)) return;
    if (cur[k] == null) cur[k] = {};
    cur = cur[k];
  }
  var last = parts[parts.length - 1];
  if (!isUnsafeKey(last)) cur[last] = val;
}

function isUnsafeKey(k) {
  return k === '__proto__' || k === 'constructor' || k === 'prototype';
}

// spec: orm-04
export function forEachParallel(list, worker, done) {
  if (list.length === 0) return done();
  var left = list.length;
  var failed = false;
  function itemDone(err) {
    if (failed) return;
    if (err != null) {
      failed = true;
      done(err);
      return;
    }
    left--;
    if (left <= 0) done();
  }
  for (var i = 0; i < list.length; i++) {
    worker(list[i], itemDone);
  }
}

// spec: orm-05
export function pruneEmpty(obj) {
  var keys = Object.keys(obj);
  var kept = false;
  for (var i = keys.length - 1; i >= 0; i--) {
    var k = keys[i];
    if (isPlain(obj[k])) obj[k] = pruneEmpty(obj[k]);
    if (obj[k] === undefined) delete obj[k];
    else kept = true;
  }
  return kept ? obj : undefined;
}

function isPlain(v) {
  if (v === null || typeof v !== 'object') return false;
  var p = Object.getPrototypeOf(v);
  if (p === null) return true;
  return typeof p.constructor === 'function' && p.constructor.name === 'Object';
}

// spec: orm-06
export function guardFilter(f) {
  if (f === null || typeof f !== 'object') return f;
  if (Array.isArray(f)) {
    for (var i = 0; i < f.length; i++) guardFilter(f[i]);
    return f;
  }
  var keys = Object.keys(f);
  for (var j = 0; j < keys.length; j++) {
    var k = keys[j];
    var v = f[k];
    if (v != null && v[TRUSTED]) continue;
    if (k === '$and' || k === '$or' || k === '$nor') {
      guardFilter(v);
      continue;
    }
    if (k === '$jsonSchema' || k === '$where' || k === '$expr' || k === '$text') {
      throw new Error(k + ' is not allowed with sanitizeFilter');
    }
    if (v !== null && typeof v === 'object') {
      var vk = Object.keys(v);
      var hasOp = false;
      for (var n = 0; n < vk.length; n++) {
        if (vk[n].charAt(0) === '$') { hasOp = true; break; }
      }
      if (!hasOp) continue;
      if (vk.length === 1 && vk[0] === '$eq') continue;
      f[k] = { $eq: v };
    }
  }
  return f;
}

const TRUSTED = Symbol('trusted');

// spec: orm-07
export function expandReadPref(p) {
  if (p === 'p') return 'primary';
  if (p === 'pp') return 'primaryPreferred';
  if (p === 's') return 'secondary';
  if (p === 'sp') return 'secondaryPreferred';
  if (p === 'n') return 'nearest';
  return p;
}

// spec: orm-08
export function isAtlasOnly(topo) {
  var name = (topo == null || typeof topo.constructor !== 'function') ? undefined : topo.constructor.name;
  if (name !== 'TopologyDescription') return false;
  var servers = topo.servers;
  if (servers.size === 0) return false;
  for (var s of servers.values()) {
    if (typeof s.host !== 'string' || !s.host.endsWith('.mongodb.net') || s.port !== 27017) return false;
  }
  return true;
}

// spec: orm-09
export function without(obj, keys) {
  var out = Object.assign({}, obj);
  if (keys == null) return out;
  if (!Array.isArray(keys)) keys = [keys];
  for (var i = 0; i < keys.length; i++) delete out[keys[i]];
  return out;
}

// spec: orm-10
export function copyPlain(v) {
  if (v == null) return v;
  if (v.$__ != null) return v;
  if (isPlain(v)) {
    var o = Object.assign({}, v);
    var keys = Object.keys(o);
    for (var i = 0; i < keys.length; i++) o[keys[i]] = copyPlain(o[keys[i]]);
    return o;
  }
  if (Array.isArray(v)) {
    var a = [];
    for (var j = 0; j < v.length; j++) a.push(copyPlain(v[j]));
    return a;
  }
  return v;
}

// spec: orm-11
export function hasNestedKey(obj, name) {
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    if (keys[i] === name) return true;
    var v = obj[keys[i]];
    if (isPlain(v) && hasNestedKey(v, name)) return true;
  }
  return false;
}

// spec: orm-12
export function hasOwnUserProp(v, key) {
  if (v == null) return false;
  if (Array.isArray(key)) {
    for (var i = 0; i < key.length; i++) {
      if (hasOwnUserProp(v, key[i])) return true;
    }
    return false;
  }
  if (Object.prototype.hasOwnProperty.call(v, key)) return true;
  if (typeof v === 'object' && key in v) {
    var x = v[key];
    return x !== Object.prototype[key] && x !== Array.prototype[key];
  }
  return false;
}

// spec: orm-13
export function isIndexLike(v) {
  var MAX = 4294967295;
  if (typeof v === 'number') return v >= 0 && v <= MAX;
  if (typeof v === 'string') {
    if (!/^\d+$/.test(v)) return false;
    var n = Number(v);
    return n >= 0 && n <= MAX;
  }
  return false;
}

// spec: orm-14
export function renameProp(obj, from, to) {
  var out = {};
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (k === from) out[to] = obj[from];
    else out[k] = obj[k];
  }
  return out;
}

// spec: orm-15
export function pickOption(name) {
  for (var i = 1; i < arguments.length; i++) {
    var src = arguments[i];
    if (src == null) continue;
    if (src[name] != null) return src[name];
  }
  return null;
}

// spec: orm-16
export function toNumberStrict(v) {
  if (v == null) return v;
  if (v === '') return null;
  var msg = 'Cast to Number failed: value is not a valid number';
  if (typeof v === 'string' || typeof v === 'boolean') v = Number(v);
  if (isNaN(v)) throw new Error(msg);
  if (v instanceof Number) return v.valueOf();
  if (typeof v === 'number') return v;
  if (!Array.isArray(v) && typeof v.valueOf === 'function') return Number(v.valueOf());
  if (!Array.isArray(v) && typeof v.toString === 'function' && v.toString() == Number(v)) return Number(v);
  throw new Error(msg);
}

// spec: orm-17
export function toInt64BigInt(v) {
  if (v == null) return v;
  if (v === '') return null;
  var lo = -(BigInt(2) ** BigInt(63));
  var hi = BigInt(2) ** BigInt(63) - BigInt(1);
  function check(b) {
    if (b < lo || b > hi) {
      throw new Error('Only BigInts between ' + lo + ' and ' + hi + ' are supported, because the database does not support arbitrary precision integers');
    }
    return b;
  }
  if (typeof v === 'bigint') return check(v);
  if (typeof v === 'object' && typeof v.toBigInt === 'function' &&
      (v._bsontype === 'Long' || (v.constructor && v.constructor.name === 'Long'))) {
    return v.toBigInt();
  }
  if (typeof v === 'string' || typeof v === 'number') return check(BigInt(v));
  throw new Error('Cannot convert value to BigInt: "' + String(v) + '"');
}

// spec: orm-18
export function castErrorText(model, kind, value, path, format, valueType, reason) {
  var s = inspect(value);
  s = s.replace(/^'|'$/g, '"');
  if (s.charAt(0) !== '"') s = '"' + s + '"';
  var mname = model != null ? (model.modelName != null ? model.modelName : model.name) : undefined;
  if (typeof format === 'string') {
    var m = format.replace('{KIND}', kind).replace('{VALUE}', s).replace('{PATH}', path);
    if (model != null) m = m.replace('{MODEL}', mname);
    return m;
  }
  if (typeof format === 'function') return format(value, path, model, kind);
  var out = 'Cast to ' + kind + ' failed for value ' + s;
  if (valueType) out += ' (type ' + valueType + ')';
  out += ' at path "' + path + '"';
  if (model != null) out += ' for model "' + mname + '"';
  if (reason != null) {
    var cn = typeof reason.constructor === 'function' ? reason.constructor.name : undefined;
    if (cn !== 'AssertionError' && cn !== 'Error' && cn !== 'BSONError') out += ' because of "' + cn + '"';
  }
  return out;
}

// spec: orm-19
export function selectionToObject(sel, keepMinus) {
  if (typeof sel === 'string') sel = sel.split(/\s+/);
  if (!Array.isArray(sel) && Object.prototype.toString.call(sel) !== '[object Arguments]') return sel;
  var out = {};
  for (var i = 0; i < sel.length; i++) {
    var f = sel[i];
    if (!f) continue;
    var on = f[0] === '-' ? 0 : 1;
    var name = (on === 0 && !keepMinus) ? f.substring(1) : f;
    out[name] = on;
  }
  return out;
}

// spec: orm-20
export function setPathState(path, next) {
  var prev = this.paths[path];
  if (prev === next) return;
  if (prev != null && this.states[prev]) delete this.states[prev][path];
  this.paths[path] = next;
  if (!this.states[next]) this.states[next] = {};
  this.states[next][path] = true;
}

// spec: orm-21
export function mergeAll() {
  var out = {};
  for (var i = 0; i < arguments.length; i++) {
    var src = arguments[i];
    if (src == null) continue;
    var keys = Object.keys(src);
    for (var j = 0; j < keys.length; j++) {
      var k = keys[j];
      var v = src[k];
      if (v === undefined) continue;
      var cur = out[k];
      if (!cur) out[k] = v;
      else if (isPlain(cur) && isPlain(v)) out[k] = mergeAll(cur, v);
      else if (Array.isArray(cur) && Array.isArray(v)) out[k] = v.concat(cur);
      else out[k] = v;
    }
  }
  return out;
}

// spec: orm-22
export function dropNulls(rec, enabled, opts) {
  if (opts === undefined) opts = {};
  if (opts.allowNull === undefined) opts.allowNull = [];
  if (!enabled) return rec;
  var out = {};
  for (var k in rec) {
    var v = rec[k];
    if (opts.allowNull.indexOf(k) !== -1 || k.endsWith('Id') || v != null) out[k] = v;
  }
  return out;
}

// spec: orm-23
export function flattenPaths(obj) {
  if (!isPlain(obj)) return obj;
  var out = {};
  function walk(o, parent) {
    var keys = Object.keys(o);
    for (var i = 0; i < keys.length; i++) {
      var p = parent === null ? keys[i] : parent + '.' + keys[i];
      var v = o[keys[i]];
      if (v !== null && typeof v === 'object') walk(v, p);
      else out[p] = v;
    }
  }
  walk(obj, null);
  return out;
}

// spec: orm-24
export function nameIndex(index, table) {
  var t = table;
  if (table && table.tableName) t = table.tableName;
  if (!Object.prototype.hasOwnProperty.call(index, 'name')) {
    var parts = [t];
    var fields = index.fields || [];
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (typeof f === 'string') parts.push(f);
      else parts.push(f.name != null ? f.name : f.attribute);
    }
    var s = parts.join('_');
    s = s.replace(/([A-Z])/g, '_$1').replace(/^_/, '').replace(/::/g, '/').toLowerCase();
    index.name = s;
  }
  return index;
}

// spec: orm-25
export function stringifyWithBigInt(v) {
  return JSON.stringify(v, function (k, x) {
    if (typeof x === 'bigint') return x.toString();
    return x;
  });
}

// spec: orm-26
export function joinFragments(arr) {
  if (arr.length === 0) return '';
  var list = [];
  for (var i = 0; i < arr.length; i++) {
    var f = arr[i];
    if (!f) continue;
    if (Array.isArray(f)) f = joinFragments(f);
    list.push(f);
  }
  for (var j = 0; j < list.length; j++) {
    if (list[j] && typeof list[j] !== 'string') {
      throw new JoinSQLFragmentsError(list, list[j],
        'Tried to construct a SQL string with a non-string, non-falsy fragment (' + list[j] + ').');
    }
  }
  var parts = [];
  for (var n = 0; n < list.length; n++) {
    var t = list[n].trim();
    if (t) parts.push(t);
  }
  var out = '';
  var noSpace = true;
  for (var m = 0; m < parts.length; m++) {
    var p = parts[m];
    if (noSpace || /^[;,)]/.test(p)) out += p;
    else out += ' ' + p;
    noSpace = p.charAt(p.length - 1) === '(';
  }
  return out;
}

class JoinSQLFragmentsError extends TypeError {
  constructor(args, fragment, message) {
    super(message);
    this.args = args;
    this.fragment = fragment;
    this.name = 'JoinSQLFragmentsError';
  }
}

// spec: orm-27
export function sqlValueList(arr, timeZone, dialect, format) {
  var out = [];
  for (var i = 0; i < arr.length; i++) {
    var v = arr[i];
    if (Array.isArray(v)) out.push('(' + sqlValueList(v, timeZone, dialect, format) + ')');
    else out.push(sqlEscape(v, timeZone, dialect, format));
  }
  return out.join(', ');
}

function sqlEscape(v, timeZone, dialect, format) {
  if (v === undefined || v === null) return 'NULL';
  if (typeof v === 'boolean') {
    if (dialect === 'sqlite' || dialect === 'mssql') return v ? '1' : '0';
    return v ? 'true' : 'false';
  }
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return sqlQuote(localDateTime(v, true), dialect);
  if (Buffer.isBuffer(v)) return "X'" + v.toString('hex') + "'";
  if (Array.isArray(v)) return sqlValueList(v, timeZone, dialect, format);
  return sqlQuote(String(v), dialect);
}

function sqlQuote(s, dialect) {
  if (dialect === 'mysql' || dialect === 'mariadb') {
    s = s.replace(/[\0\n\r\b\t\\'"\x1a]/g, function (c) {
      if (c === '\0') return '\\0';
      if (c === '\n') return '\\n';
      if (c === '\r') return '\\r';
      if (c === '\b') return '\\b';
      if (c === '\t') return '\\t';
      if (c === '\x1a') return '\\Z';
      return '\\' + c;
    });
    return "'" + s + "'";
  }
  return "'" + s.replace(/'/g, "''") + "'";
}

// spec: orm-28
export function fillNamedParams(sql, values, timeZone, dialect) {
  return sql.replace(/:+(?!\d)(\w+)/g, function (m, key) {
    if (dialect === 'postgres' && m.slice(0, 2) === '::') return m;
    if (values[key] !== undefined) return sqlEscape(values[key], timeZone, dialect, true);
    throw new Error('Named parameter "' + m + '" has no value in the given object.');
  });
}

// spec: orm-29
export function rangeToLiteral(arr) {
  if (arr === null) return null;
  if (!Array.isArray(arr)) throw new Error('range must be an array');
  if (arr.length === 0) return 'empty';
  if (arr.length !== 2) throw new Error('range array length must be 0 (empty) or 2 (lower and upper bounds)');
  var inc;
  if (Object.prototype.hasOwnProperty.call(arr, 'inclusive')) {
    var x = arr.inclusive;
    if (x === false) inc = [false, false];
    else if (!x) inc = [true, false];
    else if (x === true) inc = [true, true];
    else inc = x;
  } else {
    inc = [true, false];
  }
  arr.inclusive = inc;
  var lo = arr[0];
  var hi = arr[1];
  if (lo !== null && typeof lo === 'object') {
    if (Object.prototype.hasOwnProperty.call(lo, 'inclusive')) inc[0] = !!lo.inclusive;
    if (Object.prototype.hasOwnProperty.call(lo, 'value')) lo = lo.value;
  }
  if (hi !== null && typeof hi === 'object') {
    if (Object.prototype.hasOwnProperty.call(hi, 'inclusive')) inc[1] = !!hi.inclusive;
    if (Object.prototype.hasOwnProperty.call(hi, 'value')) hi = hi.value;
  }
  function bound(v) {
    if (v === null) return '';
    if (v === Infinity) return 'infinity';
    if (v === -Infinity) return '-infinity';
    return JSON.stringify(v);
  }
  return (inc[0] ? '[' : '(') + bound(lo) + ',' + bound(hi) + (inc[1] ? ']' : ')');
}

// spec: orm-30
export function literalToRange(s, conv) {
  if (s === null) return null;
  if (s === 'empty') return [];
  var parts = s.slice(1, -1).split(',', 2);
  if (parts.length !== 2) return s;
  function val(p) {
    if (p === '') return null;
    if (p === 'infinity') return Infinity;
    if (p === '-infinity') return -Infinity;
    return conv(p);
  }
  return [
    { value: val(parts[0]), inclusive: s.charAt(0) === '[' },
    { value: val(parts[1]), inclusive: s.charAt(s.length - 1) === ']' }
  ];
}

// spec: orm-31
export function isEscapedAt(s, idx) {
  var n = 0;
  for (var i = idx; i >= 0 && s.charAt(i) === '\\'; i--) n++;
  return n % 2 === 1;
}

// spec: orm-32
export function quoteDottedName(s) {
  if (s.indexOf('.') === -1) return this.quoteIdentifier(s);
  var parts = s.split('.');
  var tail = parts.pop();
  return this.quoteIdentifier(parts.join('->')) + '.' + this.quoteIdentifier(tail);
}

// spec: orm-33
export function limitOffsetClause(opts) {
  var hasOff = opts.offset != null;
  var hasLim = opts.limit != null;
  if (hasOff && !hasLim) return ' LIMIT ' + this.escape(opts.offset) + ', ' + 10000000000000;
  if (hasLim && hasOff) return ' LIMIT ' + this.escape(opts.offset) + ', ' + this.escape(opts.limit);
  if (hasLim) return ' LIMIT ' + this.escape(opts.limit);
  return '';
}

// spec: orm-34
export function functionParamList(params) {
  if (params === undefined || !Array.isArray(params)) {
    throw new Error(functionParamList.name + ': function parameters array required, including an empty one for no arguments');
  }
  var out = [];
  for (var i = 0; i < params.length; i++) {
    var p = params[i];
    if (!p.type) throw new Error('function or trigger used with a parameter without any type');
    var bits = [];
    if (p.direction) bits.push(p.direction);
    if (p.name) bits.push(p.name);
    bits.push(p.type);
    var t = bits.join(' ');
    if (t) out.push(t);
  }
  return out.join(', ');
}

// spec: orm-35
export function triggerEventList(spec) {
  var empty = spec == null ||
    (typeof spec === 'string' && spec.length === 0) ||
    (typeof spec === 'object' && Object.keys(spec).length === 0) ||
    (typeof spec !== 'object' && typeof spec !== 'string');
  if (empty) throw new Error('no table change events specified to trigger on');
  var words = { insert: 'INSERT', update: 'UPDATE', delete: 'DELETE', truncate: 'TRUNCATE' };
  var keys = [];
  var vals = [];
  if (typeof spec === 'string' || Array.isArray(spec)) {
    for (var i = 0; i < spec.length; i++) { keys.push(i); vals.push(spec[i]); }
  } else {
    var ks = Object.keys(spec);
    for (var j = 0; j < ks.length; j++) { keys.push(ks[j]); vals.push(spec[ks[j]]); }
  }
  var out = [];
  for (var n = 0; n < vals.length; n++) {
    var v = vals[n];
    if (!Object.prototype.hasOwnProperty.call(words, v)) {
      throw new Error('parseTriggerEventSpec: undefined trigger event ' + keys[n]);
    }
    var kw = words[v];
    if (kw === 'UPDATE' && Array.isArray(v) && v.length > 0) kw += ' OF ' + v.join(', ');
    out.push(kw);
  }
  return out.join(' OR ');
}

// spec: orm-36
export function parseArrayLiteral(s) {
  s = s.replace(/^\{/, '').replace(/\}$/, '');
  var toks = s.match(/("(?:[^"\\]|\\.)*"|[^,]*)(?:\s*,\s*|\s*$)/g) || [];
  var out = [];
  for (var i = 0; i < toks.length; i++) {
    var t = toks[i];
    t = t.replace(/",$/, '').replace(/,$/, '').replace(/^"/, '').replace(/"$/, '');
    out.push(t);
  }
  out.pop();
  return out;
}

// spec: orm-37
export function adjustColumnType(type, table, attr) {
  var s = type.replace('PRIMARY KEY', '');
  if (s.indexOf('SERIAL') !== -1) {
    if (s.indexOf('BIGINT') !== -1) {
      s = s.replace('SERIAL', 'BIGSERIAL');
      s = s.replace('BIGINT', '');
    } else if (s.indexOf('SMALLINT') !== -1) {
      s = s.replace('SERIAL', 'SMALLSERIAL');
      s = s.replace('SMALLINT', '');
    } else {
      s = s.replace('INTEGER', '');
    }
    s = s.replace('NOT NULL', '');
  }
  if (s.indexOf('ENUM(') === 0) {
    var name = this.enumTypeName(table, attr);
    s = s.replace(/^ENUM\([\s\S]*\)/, function () { return name; });
  }
  return s;
}

// spec: orm-38
export function readBoolean(v) {
  if (v == null) return v;
  if (Buffer.isBuffer(v) && v.length === 1) v = v[0];
  if (typeof v === 'string') {
    if (v === 'true') return true;
    if (v === 'false') return false;
    return v;
  }
  if (typeof v === 'number') {
    if (v === 1) return true;
    if (v === 0) return false;
    return v;
  }
  return v;
}

// spec: orm-39
export function numericTypeSql() {
  var o = this.settings || {};
  var s = this.keyword;
  if (o.length) {
    s += '(' + o.length;
    if (typeof o.decimals === 'number') s += ',' + o.decimals;
    s += ')';
  }
  if (o.unsigned) s += ' UNSIGNED';
  if (o.zerofill) s += ' ZEROFILL';
  return s;
}

// spec: orm-40
export function hexBlobLiteral(v) {
  var buf = v;
  if (!Buffer.isBuffer(buf)) {
    if (Array.isArray(v)) buf = Buffer.from(v);
    else buf = Buffer.from(String(v), 'utf8');
  }
  var hex = buf.toString('hex');
  if (typeof this.wrapHex === 'function') return this.wrapHex(hex);
  return "X'" + hex + "'";
}

// spec: orm-41
export function uniqueBy(list, by) {
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var x = list[i];
    var dup = false;
    if (typeof by === 'function') {
      for (var j = 0; j < out.length; j++) {
        if (by(out[j]) === by(x)) { dup = true; break; }
      }
    } else if (typeof by === 'string') {
      for (var k = 0; k < out.length; k++) {
        if (out[k][by] === x[by]) { dup = true; break; }
      }
    } else {
      dup = out.indexOf(x) !== -1;
    }
    if (!dup) out.push(x);
  }
  return out;
}

// spec: orm-42
export function pathsToTree(paths) {
  var out = {};
  for (var i = 0; i < paths.length; i++) {
    var segs = paths[i].split('.');
    var top = segs[0];
    if (!out[top]) out[top] = {};
    var cur = out[top];
    for (var j = 1; j < segs.length; j++) {
      var s = segs[j];
      if (!cur[s]) cur[s] = {};
      cur = cur[s];
    }
  }
  function finish(o) {
    var keys = Object.keys(o);
    for (var n = 0; n < keys.length; n++) {
      var v = o[keys[n]];
      if (v && typeof v === 'object') {
        if (Object.keys(v).length === 0) o[keys[n]] = true;
        else finish(v);
      }
    }
  }
  finish(out);
  return out;
}

// spec: orm-43
export function listDiff(a, b) {
  var extra = [];
  var missing = [];
  for (var i = 0; i < a.length; i++) {
    if (!b.includes(a[i])) extra.push(a[i]);
  }
  for (var j = 0; j < b.length; j++) {
    if (!a.includes(b[j])) missing.push(b[j]);
  }
  return { extraItems: extra, missingItems: missing };
}

// spec: orm-44
export function noSharedItems() {
  var lists = arguments;
  for (var i = 0; i < lists.length; i++) {
    var a = lists[i];
    for (var j = 0; j < lists.length; j++) {
      var b = lists[j];
      if (b === a) continue;
      for (var k = 0; k < a.length; k++) {
        if (b.includes(a[k])) return false;
      }
    }
  }
  return true;
}

// spec: orm-45
export function localDateTime(d, withMs) {
  if (typeof d === 'string') d = new Date(d);
  if (!(d instanceof Date)) return d;
  var y = padLeft(d.getFullYear(), 4);
  y = y.slice(-4);
  var s = y + '-' + padLeft(d.getMonth() + 1, 2) + '-' + padLeft(d.getDate(), 2) +
    ' ' + padLeft(d.getHours(), 2) + ':' + padLeft(d.getMinutes(), 2) + ':' + padLeft(d.getSeconds(), 2);
  if (withMs) s += '.' + padLeft(d.getMilliseconds(), 3);
  return s;
}

function padLeft(n, w) {
  var s = String(n);
  while (s.length < w) s = '0' + s;
  return s;
}

// spec: orm-46
export function normalizeTime(v, skipSeconds) {
  if (v instanceof Date) {
    var t = v.getHours() + ':' + v.getMinutes();
    if (skipSeconds !== true) t += ':' + v.getSeconds();
    v = t;
  }
  if (typeof v !== 'string') return v;
  var parts = v.split(':');
  for (var i = 0; i < parts.length; i++) {
    if (parts[i].length === 1) parts[i] = '0' + parts[i];
  }
  return parts.join(':');
}

// spec: orm-47
export function fromStoredEnum(v, col) {
  var list = col.enum;
  if (!list) return v;
  function conv(x) {
    var n = Number(x);
    if (!isNaN(n) && list.indexOf(n) !== -1) return n;
    return x;
  }
  if (col.array && typeof v === 'string') {
    if (v === '') return [];
    var parts = v.split(',');
    var out = [];
    for (var i = 0; i < parts.length; i++) out.push(conv(parts[i]));
    return out;
  }
  return conv(v);
}

// spec: orm-48
export function toCamel(s, upperFirst) {
  if (upperFirst === undefined) upperFirst = false;
  if (upperFirst) s = ' ' + s;
  return s.replace(/^([A-Z])|[\s\-_](\w)/g, function (m, first, next) {
    if (first) return first.toLowerCase();
    return next.toUpperCase();
  });
}

// spec: orm-49
export function toSnake(s) {
  return s
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

// spec: orm-50
export function abbreviateName(s, opts) {
  opts = opts || {};
  var segLen = opts.segmentLength != null ? opts.segmentLength : 4;
  var sep = opts.separator != null ? opts.separator : '__';
  var termLen = opts.termLength != null ? opts.termLength : 2;
  var segs = s.split(sep);
  var out = [];
  for (var i = 0; i < segs.length; i++) {
    var seg = segs[i]
      .replace(/([a-z\u00e0-\u00ff])([A-Z\u00c0-\u00df])/g, '$1 $2')
      .replace(/_([a-z\u00e0-\u00ff])/g, ' $1');
    var terms = seg.split(' ');
    var piece = '';
    if (terms.length > 1) {
      for (var j = 0; j < terms.length; j++) piece += terms[j].substring(0, termLen);
    } else {
      piece = terms[0].substring(0, segLen);
    }
    out.push(piece);
  }
  return out.join(sep);
}

// spec: orm-51
export function makeDepthVisitor(edges, leavesOnly, out) {
  var seen = Object.create(null);
  var stack = [];
  return function visit(node) {
    seen[node] = true;
    stack.push(node);
    var next = edges[node] || [];
    for (var i = 0; i < next.length; i++) {
      var n = next[i];
      if (!seen[n]) {
        visit(n);
      } else if (stack.indexOf(n) !== -1) {
        stack.push(n);
        throw new Error('Dependency Cycle Found: ' + stack.join(' -> '));
      }
    }
    stack.pop();
    if (out.indexOf(node) === -1 && (!leavesOnly || next.length === 0)) out.push(node);
  };
}

// spec: orm-52
export function removeGraphNode(name) {
  if (!Object.prototype.hasOwnProperty.call(this.nodes, name)) return;
  delete this.nodes[name];
  delete this.outgoing[name];
  delete this.incoming[name];
  var maps = [this.outgoing, this.incoming];
  for (var m = 0; m < maps.length; m++) {
    var keys = Object.keys(maps[m]);
    for (var i = 0; i < keys.length; i++) {
      var list = maps[m][keys[i]];
      var idx = list.indexOf(name);
      if (idx >= 0) list.splice(idx, 1);
    }
  }
}

// spec: orm-53
export function graphOrder(leavesOnly) {
  var keys = Object.keys(this.nodes);
  var out = [];
  if (keys.length === 0) return out;
  var check = makeDepthVisitor(this.outgoing, false, []);
  for (var i = 0; i < keys.length; i++) check(keys[i]);
  var visit = makeDepthVisitor(this.outgoing, leavesOnly, out);
  for (var j = 0; j < keys.length; j++) {
    var deps = this.incoming[keys[j]];
    if (!deps || deps.length === 0) visit(keys[j]);
  }
  return out;
}

// spec: orm-54
export function buildTaggedQuery(input) {
  var driver = input.driver;
  var strings = input.strings;
  var exprs = input.expressions;
  var q = '';
  var params = [];
  function ph() {
    return driver.placeholder('param_' + (params.length + 1), params.length);
  }
  for (var i = 0; i < exprs.length; i++) {
    q += strings[i];
    var e = exprs[i];
    if (e === null) {
      q += 'NULL';
      continue;
    }
    if (typeof e === 'function') {
      var r = e();
      if (typeof r === 'string') {
        q += r;
        continue;
      }
      if (Array.isArray(r)) {
        if (r.length === 0) throw new Error('Expression at index ' + i + ' returned an empty array; empty arrays cannot be expanded');
        var phs = [];
        for (var j = 0; j < r.length; j++) {
          phs.push(ph());
          params.push(r[j]);
        }
        q += phs.join(', ');
        continue;
      }
      throw new Error('Unexpected expression result type: ' + typeof r);
    }
    q += ph();
    params.push(e);
  }
  q += strings[strings.length - 1];
  return { query: dedentText(q), parameters: params };
}

function dedentText(s) {
  var lines = s.split('\n');
  var min = -1;
  for (var i = 0; i < lines.length; i++) {
    var m = /^[ \t]*(?=\S)/.exec(lines[i]);
    if (m && (min === -1 || m[0].length < min)) min = m[0].length;
  }
  if (min > 0) {
    for (var j = 0; j < lines.length; j++) {
      var lead = /^[ \t]*/.exec(lines[j])[0].length;
      lines[j] = lines[j].slice(Math.min(lead, min));
    }
  }
  return lines.join('\n').trim();
}

// spec: orm-55
export function bytesToHex(bytes) {
  if (typeof bytes.toHex === 'function') return bytes.toHex();
  var s = '';
  for (var i = 0; i < bytes.length; i++) s += HEX_BYTES[bytes[i]];
  return s;
}

var HEX_BYTES = (function () {
  var t = [];
  for (var i = 0; i < 256; i++) t.push((i < 16 ? '0' : '') + i.toString(16));
  return t;
})();

// spec: orm-56
export function parseDbUrl(url) {
  var type = url.split(':')[0];
  var after = url.substring(url.indexOf('//') + 2);
  var slash = after.indexOf('/');
  var base = after;
  var rest;
  if (slash !== -1) {
    base = after.substring(0, slash);
    rest = after.substring(slash + 1);
  }
  if (rest !== undefined) {
    var q = rest.indexOf('?');
    if (q !== -1) rest = rest.substring(0, q);
    if (rest === '') rest = undefined;
  }
  var user = '';
  var pass = '';
  var hostPort = base;
  var at = base.lastIndexOf('@');
  if (at !== -1) {
    var cred = base.substring(0, at);
    hostPort = base.substring(at + 1);
    var c = cred.indexOf(':');
    if (c === -1) {
      user = cred;
    } else {
      user = cred.substring(0, c);
      pass = cred.substring(c + 1);
    }
  }
  var hp = hostPort.split(':');
  var host = hp[0];
  var port = hp[1];
  return {
    type: type,
    host: host,
    username: decodeURIComponent(user),
    password: decodeURIComponent(pass),
    port: port ? parseInt(port, 10) : undefined,
    database: rest
  };
}

// spec: orm-57
export function fitAlias(driver, opts) {
  opts = opts || {};
  var joiner = opts.joiner != null ? opts.joiner : '_';
  var parts = [];
  for (var i = 2; i < arguments.length; i++) parts.push(arguments[i]);
  var alias = parts.length === 1 ? parts[0] : parts.join(joiner);
  var max = driver.maxAliasLength;
  if (max && max > 0 && alias.length > max) {
    if (opts.shorten === true) {
      var short = abbreviateName(alias);
      if (short.length < max) return short;
    }
    return createHash('sha1').update(alias).digest('hex').substring(0, max);
  }
  return alias;
}

// spec: orm-58
export function makeIndexName(table, cols, where) {
  var name = typeof table === 'string' ? table : table.name;
  var sorted = cols.slice().sort();
  var parts = name.split('.');
  name = parts[parts.length - 1];
  name = name.replace('.', '_');
  var key = name + '_' + sorted.join('_');
  if (where) key += '_' + where;
  return 'IDX_' + this.hash(key).substring(0, 26);
}

// spec: orm-59
export function assertUniqueMigrations(migrations) {
  var names = [];
  for (var i = 0; i < migrations.length; i++) names.push(migrations[i].name);
  var dups = [];
  for (var j = 0; j < names.length; j++) {
    if (names.indexOf(names[j]) !== j && dups.indexOf(names[j]) === -1) dups.push(names[j]);
  }
  if (dups.length > 0) throw new Error('Duplicate migrations: ' + dups.join(', '));
}

// spec: orm-60
export function relationJoinType(rel, withDeleted, parentJoin) {
  if (parentJoin === undefined) parentJoin = 'inner';
  if (parentJoin === 'left') return 'left';
  if (!rel.nullable && rel.ownsJoinColumn) {
    if (!rel.target.softDeleteColumn || withDeleted) return 'inner';
  }
  return 'left';
}
