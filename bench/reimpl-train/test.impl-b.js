import { fileURLToPath, pathToFileURL } from 'node:url';
import { Buffer } from 'node:buffer';
import { inspect } from 'node:util';

// spec: test-01
export function hasOddQuotes(s) {
  var n = 0;
  for (var i = 0; i < s.length; i++) {
    if (s[i] !== '"') continue;
    if (i === 0 || s[i - 1] !== '\\') n++;
  }
  return n % 2 === 1;
}

// spec: test-02
export function dropTrapFrames(stack) {
  var lines = stack.split('\n');
  for (var i = 0; i < lines.length; i++) {
    if (lines[i].indexOf('__EXTERNAL_MATCHER_TRAP__') !== -1) {
      return lines.slice(i + 1).join('\n');
    }
  }
  return stack;
}

// spec: test-03
export function mergeDeep(target, source) {
  if (isRec(target) && isRec(source)) {
    var out = Object.assign({}, target);
    var keys = Object.keys(source);
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      var v = source[k];
      if (isRec(v) && !v.$$typeof) {
        if (k in target) out[k] = mergeDeep(target[k], v);
        else out[k] = v;
      } else if (Array.isArray(v)) {
        out[k] = mergeArr(target[k], v);
      } else {
        out[k] = v;
      }
    }
    return out;
  }
  if (Array.isArray(target) && Array.isArray(source)) return mergeArr(target, source);
  return target;
}

function isRec(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isAnyMatcher(v) {
  if (!('asymmetricMatch' in v)) return false;
  var name = v.constructor && v.constructor.name;
  return name === 'Any' || name === 'Anything';
}

function mergeArr(t, s) {
  var out = [];
  for (var j = 0; j < t.length; j++) out.push(t[j]);
  for (var i = 0; i < s.length; i++) {
    var a = out[i];
    var b = s[i];
    if (Array.isArray(a) && Array.isArray(b)) out[i] = mergeArr(a, b);
    else if (isRec(a) && !isAnyMatcher(b)) out[i] = mergeDeep(a, b);
    else out[i] = b;
  }
  return out;
}

// spec: test-04
export function indentSnapshot(text, n, unit) {
  var lines = text.split('\n');
  if (lines.length >= 2 && lines[1].startsWith(unit.repeat(n + 1))) return text;
  var inner = unit.repeat(n + 1);
  var outer = unit.repeat(n);
  for (var i = 1; i < lines.length; i++) {
    if (i === lines.length - 1) lines[i] = outer + lines[i];
    else if (lines[i] !== '') lines[i] = inner + lines[i];
  }
  return lines.join('\n');
}

// spec: test-05
export function stripIndent(s) {
  var m = s.match(/^([^\S\n]*)\S/m);
  if (!m || !m[1]) return s;
  var ind = m[1];
  var lines = s.split('\n');
  if (lines.length < 3) return s;
  if (lines[0].trim() !== '' || lines[lines.length - 1].trim() !== '') return s;
  for (var i = 1; i < lines.length - 1; i++) {
    var l = lines[i];
    if (l === '') continue;
    if (!l.startsWith(ind)) return s;
    lines[i] = l.slice(ind.length);
  }
  lines[lines.length - 1] = '';
  return lines.join('\n');
}

// spec: test-06
export function printMockFn(fn, config, indent, depth, refs, printer) {
  var name = fn.getMockName();
  var label = name === 'jest.fn()' ? '' : ' ' + name;
  var body = '';
  if (fn.mock.calls.length !== 0) {
    var next = indent + config.indent;
    body = ' {' + config.spacingOuter + next + '"calls": ' +
      printer(fn.mock.calls, config, next, depth, refs) +
      (config.min ? ', ' : ',') + config.spacingOuter + next + '"results": ' +
      printer(fn.mock.results, config, next, depth, refs) +
      (config.min ? '' : ',') + config.spacingOuter + indent + '}';
  }
  return '[MockFunction' + label + ']' + body;
}

// spec: test-07
export function snapshotNameLabel(names, hint, count, esc, bold) {
  if (names === undefined) names = '';
  if (hint === undefined) hint = '';
  var s = 'Snapshot name: `';
  if (names) s += esc(names);
  if (names && hint) s += ': ';
  if (hint) s += bold(esc(hint));
  return s + ' ' + count + '`';
}

// spec: test-08
export function assertOperatorName(op, stack) {
  if (typeof op === 'string') {
    if (op === '!=') return 'notEqual';
    if (op === '!==') return 'notStrictEqual';
    if (op === '==') return 'equal';
    if (op === '===') return 'strictEqual';
    return op;
  }
  if (stack.match('.doesNotThrow')) return 'doesNotThrow';
  if (stack.match('.throws')) return 'throws';
  return '';
}

// spec: test-09
export function* groupConcurrent(children) {
  var conc = [];
  var i;
  for (i = 0; i < children.length; i++) {
    if (isConc(children[i])) conc.push(children[i]);
  }
  if (conc.length === 0) {
    for (i = 0; i < children.length; i++) yield children[i];
    return;
  }
  var sent = false;
  for (i = 0; i < children.length; i++) {
    var c = children[i];
    if (isConc(c)) {
      if (!sent) {
        sent = true;
        yield { type: 'test-concurrent', tests: conc };
      }
      continue;
    }
    yield c;
  }
}

function isConc(c) {
  return c.type === 'test' && !!c.concurrent;
}

// spec: test-10
export function rollbackAttemptErrors(attempt, keepAsReasons) {
  for (var pair of attempt.startIndexes) {
    var t = pair[0];
    var start = pair[1];
    var dropped = t.errors.slice(start);
    if (keepAsReasons) {
      for (var i = 0; i < dropped.length; i++) t.retryReasons.push(dropped[i]);
    }
    t.errors = t.errors.slice(0, start);
  }
}

// spec: test-11
export function flattenTests(block) {
  var out = [];
  var stack = [block];
  while (stack.length) {
    var n = stack.pop();
    if (!n) continue;
    if (n.type === 'describeBlock') {
      for (var i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    } else {
      out.push(n);
    }
  }
  return out;
}

// spec: test-12
export function eachHooksFor(test) {
  var res = { beforeEach: [], afterEach: [] };
  if (test.concurrent) return res;
  var b = test.parent;
  while (b) {
    var before = [];
    for (var i = 0; i < b.hooks.length; i++) {
      var h = b.hooks[i];
      if (h.type === 'afterEach') res.afterEach.push(h);
      else if (h.type === 'beforeEach') before.push(h);
    }
    res.beforeEach = before.concat(res.beforeEach);
    b = b.parent;
  }
  return res;
}

// spec: test-13
export function failureToError(errs, format) {
  if (!format) format = defaultFormat;
  var thrown, asyncErr;
  if (Array.isArray(errs)) {
    thrown = errs[0];
    asyncErr = errs[1];
  } else {
    thrown = errs;
    asyncErr = new Error();
  }
  if (thrown && (typeof thrown.stack === 'string' || thrown.message)) return thrown;
  var msg = 'thrown: ' + format(thrown, { maxDepth: 3 });
  if (asyncErr) return new Error(msg, { cause: asyncErr });
  return new Error(msg);
}

function defaultFormat(v, opts) {
  return inspect(v, { depth: opts.maxDepth });
}

// spec: test-14
export function namesFromPath(path) {
  var anc = [];
  for (var i = 0; i < path.length; i++) {
    if (path[i] !== 'ROOT_DESCRIBE_BLOCK') anc.push(path[i]);
  }
  var full = anc.join(' ');
  var title = path[path.length - 1];
  anc.pop();
  return { ancestorTitles: anc, fullName: full, title: title };
}

// spec: test-15
export function collectAllHooks(block) {
  var out = block.hooks.slice();
  for (var i = 0; i < block.children.length; i++) {
    var c = block.children[i];
    if (c.type !== 'describeBlock') continue;
    var sub = collectAllHooks(c);
    for (var j = 0; j < sub.length; j++) out.push(sub[j]);
  }
  return out;
}

// spec: test-16
export function fnDisplayName(fn) {
  if (fn.name) return fn.name;
  var src = Function.prototype.toString.call(fn);
  var m = /^(?:async)?\s*function\s*\*?\s*([\w$]+)\s*\(/.exec(src);
  if (m) return m[1];
  return '<anonymous>';
}

// spec: test-17
export function hasProp(obj, key) {
  var cur = obj;
  if (!cur) return false;
  while (cur) {
    if (Object.prototype.hasOwnProperty.call(cur, key)) return true;
    cur = Object.getPrototypeOf(cur);
  }
  return false;
}

// spec: test-18
export function matchesType(ctor, v) {
  if (ctor === String) return typeof v === 'string' || v instanceof String;
  if (ctor === Number) return typeof v === 'number' || v instanceof Number;
  if (ctor === Function) return typeof v === 'function' || v instanceof Function;
  if (ctor === Boolean) return typeof v === 'boolean' || v instanceof Boolean;
  if (ctor === BigInt) return typeof v === 'bigint' || v instanceof BigInt;
  if (ctor === Symbol) return typeof v === 'symbol' || v instanceof Symbol;
  if (ctor === Object) return typeof v === 'object';
  if (ctor === Array) return Array.isArray(v);
  return v instanceof ctor;
}

// spec: test-19
export function isCloseTo(v, expected, precision, inverse) {
  if (Object.prototype.toString.call(v) !== '[object Number]') return false;
  var ok;
  if (v == Infinity && expected === Infinity) ok = true;
  else if (v == -Infinity && expected === -Infinity) ok = true;
  else ok = Math.abs(expected - v) < Math.pow(10, -precision) / 2;
  return inverse ? !ok : ok;
}

// spec: test-20
export function makeCallLabeler(label) {
  var idx = label.indexOf(':');
  var tail = label.slice(idx);
  return function (s, isExpected) {
    if (isExpected) {
      var n = idx - 2 - s.length;
      if (n < 0) n = 0;
      return '->' + ' '.repeat(n) + s + tail;
    }
    return ' '.repeat(idx - s.length) + s + tail;
  };
}

// spec: test-21
export function worthDiffing(expected, received) {
  var te = typeName(expected);
  var tr = typeName(received);
  if (te !== tr) return false;
  if (isPrim(expected)) return false;
  if (te === 'date' || te === 'function' || te === 'regexp') return false;
  if (expected instanceof Error && received instanceof Error) return false;
  if (te === 'object' && typeof expected.asymmetricMatch === 'function') return false;
  if (tr === 'object' && typeof received.asymmetricMatch === 'function') return false;
  return true;
}

function typeName(v) {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  var t = typeof v;
  if (t !== 'object') return t;
  if (Array.isArray(v)) return 'array';
  if (v instanceof Map) return 'map';
  if (v instanceof Set) return 'set';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regexp';
  return 'object';
}

function isPrim(v) {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

// spec: test-22
export function describeThrown(v) {
  var hasMsg = v !== null && v !== undefined && typeof v.message === 'string';
  if (hasMsg && typeof v.name === 'string' && typeof v.stack === 'string') {
    return { hasMessage: hasMsg, isError: true, message: v.message, value: v };
  }
  return { hasMessage: hasMsg, isError: false, message: hasMsg ? v.message : String(v), value: v };
}

// spec: test-23
export function errorToPlain(e) {
  if (e === null || typeof e !== 'object') return e;
  var out = {};
  var names = Object.getOwnPropertyNames(e).sort();
  for (var i = 0; i < names.length; i++) {
    var k = names[i];
    if (k === 'stack' || k === 'fileName' || k === 'lineNumber') continue;
    if (k === 'cause') out[k] = errorToPlain(e[k]);
    else out[k] = e[k];
  }
  return out;
}

// spec: test-24
export function decodeMainPath(s) {
  var pre = 'jest-main:' + '//';
  if (!s.startsWith(pre)) return undefined;
  return decodeURIComponent(s.slice(pre.length));
}

// spec: test-25
export function splitSpecifier(spec) {
  if (spec.startsWith('data:')) return { path: spec, suffix: '' };
  if (/^file:/i.test(spec)) {
    var u = new URL(spec);
    return { path: fileURLToPath(u), suffix: u.search + u.hash };
  }
  var start = spec[0] === '#' ? 1 : 0;
  var h = spec.indexOf('#', start);
  var head = h === -1 ? spec : spec.slice(0, h);
  var q = head.indexOf('?', start);
  var at = q !== -1 ? q : h;
  if (at === -1) return { path: spec, suffix: '' };
  return { path: spec.slice(0, at), suffix: spec.slice(at) };
}

// spec: test-26
export function moduleCacheKey(file, suffix) {
  var u = pathToFileURL(file);
  if (suffix === '') return u.href;
  var r = new URL(suffix, u);
  return u.href + r.search + r.hash;
}

// spec: test-27
export function percentDecodeBytes(s) {
  if (s.indexOf('%') === -1) return Buffer.from(s, 'utf8');
  var chunks = [];
  var lit = '';
  var i = 0;
  while (i < s.length) {
    var c = s[i];
    if (c === '%' && isHexCh(s[i + 1]) && isHexCh(s[i + 2])) {
      if (lit) {
        chunks.push(Buffer.from(lit, 'utf8'));
        lit = '';
      }
      chunks.push(Buffer.from([parseInt(s.substr(i + 1, 2), 16)]));
      i += 3;
      continue;
    }
    lit += c;
    i++;
  }
  if (lit) chunks.push(Buffer.from(lit, 'utf8'));
  return Buffer.concat(chunks);
}

function isHexCh(c) {
  return c !== undefined && /^[0-9a-fA-F]$/.test(c);
}

// spec: test-28
export function decodeBase64Loose(s) {
  s = s.replace(/[\t\n\f\r ]/g, '');
  if (s.length % 4 === 0) s = s.replace(/==?$/, '');
  if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) {
    var err = new TypeError('Invalid URL');
    err.code = 'ERR_INVALID_URL';
    throw err;
  }
  return Buffer.from(s, 'base64');
}

// spec: test-29
export function ImportAttributeChecker() {
  this.warned = new Set();
}

ImportAttributeChecker.prototype.check = function (path, attrs, importer) {
  attrs = attrs || {};
  var keys = Object.keys(attrs);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (k !== 'type') {
      throw codedTypeError(
        'Import attribute "' + k + '" with value "' + attrs[k] + '" is not supported in module "' +
          path + '" imported from ' + importer,
        'ERR_IMPORT_ATTRIBUTE_UNSUPPORTED'
      );
    }
  }
  var type = attrs.type;
  var isJson = path.endsWith('.json') || path.startsWith('data:application/json');
  if (isJson && type === undefined) {
    var key = importer + '\u0000' + path;
    if (!this.warned.has(key)) {
      if (this.warned.size >= 10000) this.warned.clear();
      this.warned.add(key);
      var shown = path;
      if (path.startsWith('data:')) {
        var comma = path.indexOf(',');
        if (comma !== -1) shown = path.slice(0, comma) + '...';
      }
      console.warn(
        '(node) DeprecationWarning: module "' + shown + '" imported from ' + importer +
          ' is a JSON module and should be imported with the attribute { type: "json" }'
      );
    }
    return;
  }
  if ((isJson && type !== 'json') || (!isJson && type !== undefined)) {
    throw codedTypeError(
      'Module "' + path + '" is not of type "' + type + '"',
      'ERR_IMPORT_ATTRIBUTE_TYPE_INCOMPATIBLE'
    );
  }
};

function codedTypeError(msg, code) {
  var e = new TypeError(msg);
  e.code = code;
  return e;
}

// spec: test-30
export function compileNameMapper(config) {
  var list = config.moduleNameMapper;
  if (!Array.isArray(list) || list.length === 0) return null;
  var out = [];
  for (var i = 0; i < list.length; i++) {
    out.push({ moduleName: list[i][1], regex: new RegExp(list[i][0]) });
  }
  return out;
}

// spec: test-31
export function urlScheme(s) {
  var u;
  try {
    u = new URL(s);
  } catch (e) {
    return null;
  }
  if (u.protocol === undefined) return null;
  var scheme = u.protocol.slice(0, -1);
  if (scheme === 'data') return scheme;
  if (s.substr(u.protocol.length, 2) !== '//') return null;
  return scheme;
}

// spec: test-32
export function isCssIdent(s) {
  if (!s || !s.trim()) return false;
  var t = s.trim()
    .replace(/\\[0-9a-fA-F]{1,6}(?:[ \t\r\n\f]|\\r\\n)?/g, '')
    .replace(/\\[\s\S]/g, '');
  if (/[^a-zA-Z0-9_-]/.test(t)) return false;
  if (/^[0-9]/.test(t)) return false;
  if (/^-[0-9]/.test(t)) return false;
  return true;
}

// spec: test-33
export function matchComparison(input, cmp) {
  var m;
  if (cmp instanceof RegExp) {
    m = input.match(cmp);
    if (!m) return false;
    return { match: input, pattern: cmp, substring: m[0] || '' };
  }
  if (cmp[0] === '/' && (cmp.endsWith('/') || cmp.endsWith('/i'))) {
    var ci = !cmp.endsWith('/') && cmp.endsWith('/i');
    var body = ci ? cmp.slice(1, -2) : cmp.slice(1, -1);
    var re = new RegExp(body, ci ? 'i' : '');
    m = input.match(re);
    if (!m) return false;
    return { match: input, pattern: cmp, substring: m[0] || '' };
  }
  if (input === cmp) return { match: input, pattern: cmp, substring: input };
  return false;
}

// spec: test-34
export function tagMessages(rule, msgs) {
  var out = {};
  var tail = ' (' + rule + ')';
  var keys = Object.keys(msgs);
  for (var i = 0; i < keys.length; i++) {
    var v = msgs[keys[i]];
    if (typeof v === 'string') out[keys[i]] = v + tail;
    else out[keys[i]] = wrapMsg(v, tail);
  }
  return out;
}

function wrapMsg(fn, tail) {
  var w = function () {
    return fn.apply(this, arguments) + tail;
  };
  Object.defineProperty(w, 'length', { value: fn.length });
  return w;
}

// spec: test-35
export function tapEscape(s) {
  if (!s) return s;
  var out = '';
  for (var ch of s) {
    if (ch === '\\' || ch === '#') out += '\\';
    out += ch;
  }
  return out;
}

// spec: test-36
export function byPosition(a, b) {
  if (!a.line && b.line) return -1;
  if (a.line && !b.line) return 1;
  if (a.line < b.line) return -1;
  if (a.line > b.line) return 1;
  if (a.column < b.column) return -1;
  if (a.column > b.column) return 1;
  return 0;
}

// spec: test-37
export function timingLimit() {
  var v = process.env.TIMING;
  if (v === undefined) return 0;
  if (v.toLowerCase() === 'all') return Infinity;
  var n = parseInt(v, 10);
  if (n >= 1) return n;
  return 0;
}

// spec: test-38
export function normalizeRuleSettings(raw, rule) {
  if (raw === null || raw === undefined) return null;
  if (!Array.isArray(raw)) return [raw];
  if (raw.length > 0 && (raw[0] === null || raw[0] === undefined)) return null;
  if (rule && !rule.primaryOptionArray) return raw;
  if (raw.length === 1 && Array.isArray(raw[0])) return raw;
  if (raw.length === 2 && !isPlainObj(raw[0]) && isPlainObj(raw[1])) return raw;
  return [raw];
}

function isPlainObj(v) {
  if (v === null || typeof v !== 'object') return false;
  var p = Object.getPrototypeOf(v);
  return p === null || Object.getPrototypeOf(p) === null;
}

// spec: test-39
export function rangesOverlap(a, b) {
  if (a[1] <= b[0]) return false;
  if (a[0] >= b[1]) return false;
  return true;
}

// spec: test-40
export function findOutOfOrder(list) {
  var out = [];
  if (list.length === 0) return out;
  var max = list[0];
  for (var i = 0; i < list.length; i++) {
    var e = list[i];
    if (e.rank < max.rank) out.push(e);
    else if (e.rank > max.rank) max = e;
  }
  return out;
}

// spec: test-41
export function rankGroups(list) {
  var known = ['builtin', 'external', 'internal', 'unknown', 'parent', 'sibling', 'index', 'object', 'type'];
  var ranks = {};
  for (var i = 0; i < list.length; i++) {
    var el = list[i];
    if (Array.isArray(el)) {
      for (var j = 0; j < el.length; j++) ranks[el[j]] = i * 2;
    } else {
      ranks[el] = i * 2;
    }
  }
  var omitted = [];
  for (var k = 0; k < known.length; k++) {
    if (ranks[known[k]] === undefined) omitted.push(known[k]);
  }
  for (var m = 0; m < omitted.length; m++) ranks[omitted[m]] = list.length * 2;
  return { groups: ranks, omittedTypes: omitted };
}

// spec: test-42
export function pathSegments(p) {
  var parts = p.replace(/\\/g, '/').split('/');
  var out = [];
  for (var i = 0; i < parts.length; i++) {
    var s = parts[i];
    if (s === '' || s === '.') continue;
    if (s === '..') {
      if (out.length) out.pop();
    } else {
      out.push(s);
    }
  }
  return out;
}

// spec: test-43
export function memberNames(node) {
  var out = [];
  var cur = node;
  do {
    out.unshift(cur.property.name);
    if (cur.object.type === 'Identifier') {
      out.unshift(cur.object.name);
      break;
    }
    cur = cur.object;
  } while (cur.type === 'MemberExpression');
  return out;
}

// spec: test-44
export function parseTomDoc(comments) {
  var lines = [];
  for (var i = 0; i < comments.length; i++) {
    var t = comments[i].value;
    if (!t.trim()) break;
    lines.push(t.trim());
  }
  var m = /^(Public|Internal|Deprecated):\s*([\s\S]+)/.exec(lines.join(' '));
  if (!m) return undefined;
  return {
    description: m[2],
    tags: [{ title: m[1].toLowerCase(), description: m[2] }],
  };
}

// spec: test-45
export function isInConditional(node) {
  var n = node;
  while (n) {
    var t = n.type;
    if (t === 'IfStatement' || t === 'TryStatement' || t === 'LogicalExpression' || t === 'ConditionalExpression') {
      return true;
    }
    n = n.parent;
  }
  return false;
}

// spec: test-46
export function isStaticRequire(node) {
  return node &&
    node.callee &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'require' &&
    node.arguments.length === 1 &&
    node.arguments[0].type === 'Literal' &&
    typeof node.arguments[0].value === 'string';
}

// spec: test-47
export function visualWidth(line, tabWidth) {
  var extra = 0;
  for (var i = 0; i < line.length; i++) {
    if (line[i] !== '\t') continue;
    var off = i + extra;
    var used = tabWidth ? tabWidth - (off % tabWidth) : 0;
    extra += used - 1;
  }
  var n = 0;
  for (var ch of line) n++;
  return n + extra;
}

// spec: test-48
export function unquoteTemplate(s) {
  var f = s[0];
  if ((f === '"' || f === "'" || f === '`') && s[s.length - 1] === f) return s.slice(1, -1);
  var q = '(?:["\'`]|&(?:quot|apos|#[0-9]+|#x[0-9a-f]+);)';
  var m = new RegExp('^' + q + '([\\s\\S]*)' + q + '$').exec(s);
  if (!m) return null;
  return m[1];
}

// spec: test-49
export function normalizeLangOption(block, opt) {
  var langs;
  if (Array.isArray(opt.lang)) langs = new Set(opt.lang);
  else if (typeof opt.lang === 'string') langs = new Set([opt.lang]);
  else langs = new Set();
  var defs = [];
  if (block === 'template') defs = ['html'];
  else if (block === 'style') defs = ['css'];
  else if (block === 'script') defs = ['js', 'javascript'];
  var hadDefault = false;
  for (var i = 0; i < defs.length; i++) {
    if (langs.has(defs[i])) {
      langs.delete(defs[i]);
      hadDefault = true;
    }
  }
  var allow;
  if (langs.size === 0) allow = true;
  else allow = hadDefault || !!opt.allowNoLang;
  return { lang: langs, allowNoLang: allow, required: opt.required === true };
}

// spec: test-50
export function describeWhitespace(s, unit) {
  if (unit && s === '') return '0 ' + unitLabel(unit) + 's';
  var c = s[0];
  if (c === ' ' || c === '\t') {
    var same = true;
    for (var i = 1; i < s.length; i++) {
      if (s[i] !== c) {
        same = false;
        break;
      }
    }
    if (same) return s.length + ' ' + unitLabel(c) + (s.length === 1 ? '' : 's');
  }
  return JSON.stringify(s);
}

function unitLabel(c) {
  if (c === '\t') return 'tab';
  if (c === ' ') return 'space';
  return JSON.stringify(c);
}

// spec: test-51
export function groupByLine(nodes) {
  var groups = [[nodes[0]]];
  for (var i = 1; i < nodes.length; i++) {
    if (nodes[i - 1].loc.end.line === nodes[i].loc.start.line) groups[groups.length - 1].push(nodes[i]);
    else groups.push([nodes[i]]);
  }
  return groups;
}

// spec: test-52
export function toRegex(s, opts) {
  var add = '';
  var remove = '';
  if (opts && typeof opts === 'object') {
    add = opts.add || '';
    remove = opts.remove || '';
  }
  var m = /^\/([\s\S]+)\/([a-zA-Z]*)$/.exec(s);
  if (m) {
    var flags = m[2];
    var drop = add + remove;
    var kept = '';
    for (var i = 0; i < flags.length; i++) {
      if (drop.indexOf(flags[i]) === -1) kept += flags[i];
    }
    return new RegExp(m[1], kept + add);
  }
  return new RegExp('^' + s.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&') + '$', add);
}

// spec: test-53
export function decorationPrefix(content, exceptions) {
  var best = '';
  for (var i = 0; i < exceptions.length; i++) {
    var ex = exceptions[i];
    var n = 0;
    while (content.startsWith(ex, n * ex.length)) n++;
    var len = n * ex.length;
    if (len > best.length) best = content.slice(0, len);
  }
  return best;
}

// spec: test-54
export function parseParens(s) {
  var root = [''];
  var stack = [root];
  for (var i = 0; i < s.length; i++) {
    var ch = s[i];
    var cur = stack[stack.length - 1];
    if (ch === '(') {
      var g = [''];
      cur.push(g);
      stack.push(g);
    } else if (ch === ')' && stack.length > 1) {
      stack.pop();
      stack[stack.length - 1].push('');
    } else {
      cur[cur.length - 1] += ch;
    }
  }
  return root;
}

// spec: test-55
export function stringifyParens(tree) {
  var out = '';
  for (var i = 0; i < tree.length; i++) {
    var el = tree[i];
    if (typeof el === 'object') out += '(' + stringifyParens(el) + ')';
    else out += el;
  }
  return out;
}

// spec: test-56
export function gridToLegacy(groups, startIdx, endIdx) {
  var sg = groups[startIdx];
  if (!sg) return [false, false];
  var eg = groups[endIdx];
  var s = readGridGroup(sg);
  var e = readGridGroup(eg);
  if (s.line !== false && !eg) return [s.line, false];
  if (s.span !== false && e.line !== false) return [e.line - s.span, s.span];
  if (s.line !== false && e.span !== false) return [s.line, e.span];
  if (s.line !== false && e.line !== false) return [s.line, e.line - s.line];
  return [false, false];
}

function readGridGroup(words) {
  var r = { line: false, span: false };
  if (!words) return r;
  var n;
  if (words[0] === 'span') {
    n = parseInt(words[1], 10);
    if (n > 0) r.span = n;
  } else if (words.length === 1) {
    n = parseInt(words[0], 10);
    if (n > 0) r.line = n;
  }
  return r;
}

// spec: test-57
export function startsWithSelector(sel, base) {
  if (!sel.startsWith(base)) return false;
  var c = sel[base.length];
  if (c === undefined) return true;
  return /[\s.#[:>+~]/.test(c);
}

// spec: test-58
export function lowerGradientKeywords(nodes) {
  var angle = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?(?:deg|grad|rad|turn)$/i;
  for (var i = 0; i < nodes.length; i++) {
    var n = nodes[i];
    if (n.type === 'div') break;
    if (n.type !== 'word') continue;
    var lv = n.value.toLowerCase();
    if (lv === 'to' || lv === 'at' || (i === 0 && angle.test(n.value))) n.value = lv;
  }
  return nodes;
}

// spec: test-59
export function sortPrefixes(list) {
  return list.sort(function (a, b) {
    var la = a.split(' ')[0].length;
    var lb = b.split(' ')[0].length;
    if (la === lb) return b.length - a.length;
    return lb - la;
  });
}

// spec: test-60
export function legacyGradientAngle(nodes) {
  var n = parseFloat(nodes[0].value);
  n = Math.abs(450 - n) % 360;
  n = Number(n.toFixed(3));
  nodes[0].value = n + 'deg';
}
