import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import util from 'node:util';
import events from 'node:events';
import readline from 'node:readline';
import { exec } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';

// spec: devtools-01
export function cacheFetch(store, key, make) {
  var hit = store.get(key);
  if (hit !== void 0) return hit;
  var made = make();
  store.set(key, made);
  return made;
}

// spec: devtools-02
export function configBytesToText(buf) {
  var marks = [
    [0xff, 0xfe, 'utf-16le'],
    [0xfe, 0xff, 'utf-16be']
  ];
  if (buf.length < 2) return buf.toString();
  for (var i = 0; i < marks.length; i++) {
    if (buf[0] === marks[i][0] && buf[1] === marks[i][1]) {
      return new TextDecoder(marks[i][2]).decode(buf);
    }
  }
  return buf.toString();
}

// spec: devtools-03
export function dirExists(p) {
  return fs.promises.stat(p).then(
    function (st) {
      return st.isDirectory();
    },
    function (err) {
      if (err && err.code === 'ENOENT') return false;
      throw err;
    }
  );
}

// spec: devtools-04
export function mergeInto(target, source, opts) {
  var keys = Object.keys(source);
  var concat = !!(opts && opts.mergeArrays);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (k === '__proto__' || k === 'constructor') continue;
    var next = source[k];
    if (!Object.prototype.hasOwnProperty.call(target, k)) {
      target[k] = next;
      continue;
    }
    var cur = target[k];
    if (concat && Array.isArray(cur) && Array.isArray(next)) {
      for (var j = 0; j < next.length; j++) cur.push(next[j]);
    } else if (tagOf(cur) === '[object Object]' && tagOf(next) === '[object Object]') {
      target[k] = mergeInto(cur, next, opts);
    } else {
      target[k] = next;
    }
  }
  return target;
}

function tagOf(v) {
  return Object.prototype.toString.call(v);
}

// spec: devtools-05
export function checkImportList(file, list, stack) {
  var base = path.dirname(file);
  for (var i = 0; i < list.length; i++) {
    var item = list[i];
    if (typeof item !== 'string') {
      throw new Error(file + ': Key $import must contain a string or a list of strings');
    }
    var abs = path.resolve(base, item);
    if (abs === file) throw new Error('Self-import detected in ' + file);
    var first = stack.indexOf(abs);
    if (first < 0) continue;
    var chain = stack.concat([abs]);
    var text = 'Circular import detected:';
    for (var n = 0; n < chain.length; n++) {
      text += '\n' + (n + 1) + '. ' + chain[n];
    }
    throw new Error(text + ' (same as ' + (first + 1) + '.)');
  }
}

// spec: devtools-06
export function* configSearchDirs(start) {
  var cfg = this.config || {};
  var stop = path.resolve(cfg.stopDir || os.homedir());
  yield* climbDirs(start, stop);
  yield { path: this.getGlobalConfigDir(), isGlobal: true };
}

function* climbDirs(dir, stop) {
  yield { path: dir, isGlobal: false };
  if (dir === stop) return;
  var up = path.dirname(dir);
  if (up === dir) return;
  yield* climbDirs(up, stop);
}

// spec: devtools-07
export function resolveSearchPlaces(name, builtIn, opts) {
  var userList = opts ? opts.searchPlaces : undefined;
  var filled = null;
  if (userList != null) {
    filled = [];
    for (var i = 0; i < userList.length; i++) filled.push(putName(userList[i], name));
  }
  if (opts && opts.mergeSearchPlaces) {
    var out = filled ? filled.slice() : [];
    for (var j = 0; j < builtIn.length; j++) out.push(builtIn[j]);
    return out;
  }
  return filled !== null ? filled : builtIn;
}

function putName(s, name) {
  var at = s.indexOf('{name}');
  if (at < 0) return s;
  return s.slice(0, at) + name + s.slice(at + 6);
}

// spec: devtools-08
export function readFileOrNull(file, ignoreMissing) {
  if (ignoreMissing === undefined) ignoreMissing = true;
  fileDebug('reading file %s', file);
  return fs.promises.readFile(file).catch(function (err) {
    if (ignoreMissing && err && err.code === 'ENOENT') {
      fileDebug('file %s does not exist', file);
      return null;
    }
    throw err;
  });
}

var fileDebug = util.debuglog('config:read');

// spec: devtools-09
export function patchMapFromDiff(out) {
  var map = new Map();
  if (!out) return map;
  var cut = out.indexOf('\0\0');
  var raw = cut < 0 ? out : out.slice(0, cut);
  var patch = '';
  if (cut >= 0) {
    var rest = out.slice(cut + 2);
    var more = rest.indexOf('\0\0');
    patch = more < 0 ? rest : rest.slice(0, more);
  }
  if (raw.charAt(raw.length - 1) === '\0') raw = raw.slice(0, -1);
  var bits = raw.split('\0');
  var names = [];
  for (var i = 1; i < bits.length; i += 2) names.push(bits[i]);

  var re = /^diff --git /gm;
  var starts = [];
  var m;
  while ((m = re.exec(patch)) !== null) starts.push(m.index);
  var idx = -1;
  var prevHead;
  for (var b = 0; b < starts.length; b++) {
    var from = starts[b] + 11;
    var to = b + 1 < starts.length ? starts[b + 1] : patch.length;
    var block = patch.slice(from, to);
    var nl = block.indexOf('\n');
    var head = nl < 0 ? block : block.slice(0, nl);
    if (head !== prevHead) idx++;
    prevHead = head;
    var fname = names[idx];
    map.set(fname, (map.has(fname) ? map.get(fname) : '') + block);
  }
  return map;
}

// spec: devtools-10
export function workerCount(v) {
  if (typeof v === 'number' && v % 1 === 0 && v >= 1) return v;
  if (v === true || v === Infinity) return Infinity;
  return 1;
}

// spec: devtools-11
export function gitDiffArgs(spec, filter) {
  var f = filter === undefined ? 'ACMR' : filter.trim();
  var out = ['diff', '--diff-filter=' + f];
  if (spec === undefined) {
    out.push('--staged');
    return out;
  }
  var s = spec.trim();
  var piece = '';
  for (var i = 0; i < s.length; i++) {
    if (s[i] === ' ') {
      out.push(piece);
      piece = '';
    } else {
      piece += s[i];
    }
  }
  out.push(piece);
  return out;
}

// spec: devtools-12
export function maxCommandLength(platform) {
  if (platform === undefined) platform = process.platform;
  switch (platform) {
    case 'darwin':
      return 262144;
    case 'win32':
      return 8191;
    default:
      return 131072;
  }
}

// spec: devtools-13
export function forwardSlashes(p) {
  if (p === '/' || p === '\\') return '/';
  var out = '';
  var inSep = false;
  for (var i = 0; i < p.length; i++) {
    var c = p[i];
    if (c === '/' || c === '\\') {
      if (!inSep) out += '/';
      inSep = true;
    } else {
      out += c;
      inSep = false;
    }
  }
  if (p.length >= 4 && p[0] === '\\' && p[1] === '\\' && (p[2] === '?' || p[2] === '.') && p[3] === '\\') {
    out = '/' + out;
  }
  if (out.charAt(out.length - 1) === '/') out = out.slice(0, -1);
  return out;
}

// spec: devtools-14
export function killProcessTree(pid, windows) {
  if (windows === undefined) windows = process.platform === 'win32';
  if (!windows) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch (e) {}
    return Promise.resolve(undefined);
  }
  return new Promise(function (done) {
    try {
      exec('taskkill /pid ' + pid + ' /T /F', function () {
        done(undefined);
      });
    } catch (e) {
      done(undefined);
    }
  });
}

// spec: devtools-15
export function readOneLine() {
  return new Promise(function (resolve) {
    var rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    rl.once('line', function (line) {
      rl.close();
      resolve(line);
    });
    rl.prompt();
  });
}

// spec: devtools-16
export function makeTimedDebug(name) {
  var last = process.hrtime.bigint();
  return function () {
    var lg = debugSlot.logger;
    if (!lg) return;
    var now = process.hrtime.bigint();
    var ms = (now - last) / 1000000n;
    last = now;
    var colors = !!(process.stderr && process.stderr.isTTY && process.stderr.hasColors && process.stderr.hasColors());
    var args = [{ colors: colors }];
    for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
    var body = util.formatWithOptions.apply(util, args);
    lg.debug(dimText(name + ': ', colors) + body + dimText(' +' + ms + 'ms', colors));
  };
}

var debugSlot = { logger: null };

function dimText(s, on) {
  return on ? '\u001b[2m' + s + '\u001b[22m' : s;
}

// spec: devtools-17
export function isValidTaskList(value, depth, allowFunctions) {
  if (depth === undefined) depth = 0;
  if (allowFunctions === undefined) allowFunctions = true;
  var todo = [[value, depth]];
  while (todo.length) {
    var pair = todo.pop();
    var v = pair[0];
    var d = pair[1];
    if (Array.isArray(v)) {
      if (d >= 2) return false;
      for (var i = 0; i < v.length; i++) {
        if (i in v) todo.push([v[i], d + 1]);
      }
      continue;
    }
    if (typeof v === 'string') continue;
    if (typeof v === 'function' && allowFunctions) continue;
    return false;
  }
  return true;
}

// spec: devtools-18
export function cloneData(obj) {
  if (obj === null || typeof obj !== 'object') return obj;
  if (Array.isArray(obj)) {
    var arr = new Array(obj.length);
    for (var i = 0; i < obj.length; i++) arr[i] = cloneData(obj[i]);
    return arr;
  }
  if (obj instanceof Date) return new Date(obj.getTime());
  if (!(obj instanceof Object)) throw new Error("Unable to copy obj! Its type isn't supported.");
  var out = {};
  if (typeof obj.hasOwnProperty !== 'function') return out;
  for (var k in obj) {
    if (obj.hasOwnProperty(k)) out[k] = cloneData(obj[k]);
  }
  return out;
}

// spec: devtools-19
export function commandToString(file, args) {
  var s = file;
  var list = args || [];
  for (var i = 0; i < list.length; i++) {
    var a = list[i];
    s += ' ' + (/^[^ ]+$/.test(a) ? a : JSON.stringify(a));
  }
  return s.trim();
}

// spec: devtools-20
export function fillBraces(lookup, tpl) {
  var keys = Object.keys(lookup);
  var re = new RegExp('\\{\\{(' + keys.join('|') + ')\\}\\}', 'g');
  var out = '';
  var pos = 0;
  var m;
  while ((m = re.exec(tpl)) !== null) {
    var val = lookup[m[1]];
    out += tpl.slice(pos, m.index) + (val ? val : m[0]);
    pos = m.index + m[0].length;
  }
  return out + tpl.slice(pos);
}

// spec: devtools-21
export function readWatchRules(file, cb) {
  fs.readFile(file, 'utf8', function (err, text) {
    if (err) {
      cb(err);
      return;
    }
    var parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      parsed = null;
    }
    if (parsed === null) {
      cb(null, { raw: text.split('\n') });
      return;
    }
    cb(null, { ignore: parsed.ignore || [], watch: parsed.watch || [] });
  });
}

// spec: devtools-22
export async function findPackageRoot(dir) {
  var cur = dir;
  for (;;) {
    if (cur === '/') throw new Error('package not found');
    try {
      await fs.promises.stat(path.join(cur, 'package.json'));
      return cur;
    } catch (e) {
      cur = path.resolve(cur, '..');
    }
  }
}

// spec: devtools-23
export function runForLine(line) {
  return new Promise(function (resolve, reject) {
    exec(line, { cwd: shellRoot }, function (err, stdout, stderr) {
      var msg = String(stderr == null ? '' : stderr).trim();
      if (msg !== '') {
        reject(new Error(msg));
        return;
      }
      resolve(String(stdout == null ? '' : stdout).split('\n').join(''));
    });
  });
}

var shellRoot;

// spec: devtools-24
export function delayToMs(s) {
  var n;
  var len = s.length;
  var digitsOnly = len >= 2 && s.slice(len - 2) === 'ms';
  for (var i = 0; digitsOnly && i < len - 2; i++) {
    var c = s.charCodeAt(i);
    if (c < 48 || c > 57) digitsOnly = false;
  }
  if (digitsOnly) n = parseInt(s.slice(0, len - 2), 10);
  else n = parseFloat(s) * 1000;
  return n !== n ? 0 : n;
}

// spec: devtools-25
export function buildLaunch(settings) {
  var o = settings.options;
  var front = o.execArgs || [];
  var back = o.scriptArgs || [];
  var args = front.concat(back);
  if (o.script) {
    var at = (o.scriptPosition || 0) + o.execArgs.length;
    args = args.slice(0, at).concat([o.script], args.slice(at));
  }
  return { executable: o.exec, args: args };
}

// spec: devtools-26
export function addDefaultExt(script, ext) {
  var e = ext || '.js';
  if (script.indexOf(e) !== -1) return script;
  if (pathThere(path.resolve(process.cwd(), script))) return script;
  var withExt = script + e;
  return pathThere(withExt) ? withExt : script;
}

function pathThere(p) {
  try {
    fs.statSync(p);
    return true;
  } catch (e) {
    return false;
  }
}

// spec: devtools-27
export function quoteForCmd(arg) {
  var s = String(arg);
  if (!cmdNeedsQuotes(s)) return s;
  var out = '"';
  var slashes = 0;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '\\') {
      slashes++;
      continue;
    }
    if (c === '"') {
      out += repeatStr('\\', slashes * 2) + '""';
    } else if (c === '%') {
      out += repeatStr('\\', slashes) + '%%cd:~,%';
    } else {
      out += repeatStr('\\', slashes) + c;
    }
    slashes = 0;
  }
  return out + repeatStr('\\', slashes * 2) + '"';
}

function cmdNeedsQuotes(s) {
  if (s === '' || s.charAt(s.length - 1) === '\\') return true;
  var extra = '_#$*+-./:?@\\';
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if (c >= 65 && c <= 90) continue;
    if (c >= 97 && c <= 122) continue;
    if (c > 159) continue;
    if (c < 128 && extra.indexOf(s[i]) !== -1) continue;
    return true;
  }
  return false;
}

function repeatStr(s, n) {
  var out = '';
  for (var i = 0; i < n; i++) out += s;
  return out;
}

// spec: devtools-28
export function interpreterFromShebang(text) {
  if (text.slice(0, 2) !== '#!') return undefined;
  var end = text.length;
  var stops = ['\n', '\r', '\u2028', '\u2029'];
  for (var i = 0; i < stops.length; i++) {
    var at = text.indexOf(stops[i], 2);
    if (at !== -1 && at < end) end = at;
  }
  var line = text.slice(2, end).trim();
  if (!line) return undefined;
  var sp = line.indexOf(' ');
  var bin = sp < 0 ? line : line.slice(0, sp);
  var arg;
  if (sp >= 0) {
    var sp2 = line.indexOf(' ', sp + 1);
    arg = sp2 < 0 ? line.slice(sp + 1) : line.slice(sp + 1, sp2);
  }
  var name = bin.slice(bin.lastIndexOf('/') + 1);
  if (name === 'env') return arg;
  return arg ? name + ' ' + arg : name;
}

// spec: devtools-29
export function escapeSpecialChar(ch) {
  switch (ch) {
    case ' ':
      return ' ';
    case '\b':
      return '\\b';
    case '\f':
      return '\\f';
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
  }
  var cp = ch.codePointAt(0);
  var hex = cp.toString(16);
  if (cp > 0xffff) return '\\U' + hex;
  while (hex.length < 4) hex = '0' + hex;
  return '\\u' + hex;
}

// spec: devtools-30
export function shellEscape(s) {
  if (s.length > 0) {
    var plain = true;
    for (var i = 0; i < s.length && plain; i++) plain = isPlainShellChar(s.charCodeAt(i));
    if (plain) return s;
  }
  if (process.platform === 'win32') return '"' + s.split('"').join('""') + '"';
  return "'" + s.split("'").join("'\\''") + "'";
}

function isPlainShellChar(c) {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 45 ||
    c === 46 ||
    c === 47
  );
}

// spec: devtools-31
export function validateSignalName(name, where) {
  var table = os.constants.signals;
  var has = Object.prototype.hasOwnProperty;
  if (has.call(table, name)) return name;
  var up = String(name).toUpperCase();
  if (has.call(table, up)) {
    throw new TypeError('Invalid ' + where + " '" + name + "': please rename it to '" + up + "'.");
  }
  var names = Object.keys(table).sort();
  var quoted = [];
  var seen = {};
  var nums = [];
  for (var i = 0; i < names.length; i++) {
    quoted.push("'" + names[i] + "'");
    var n = table[names[i]];
    if (!seen[n]) {
      seen[n] = true;
      nums.push(n);
    }
  }
  nums.sort(function (a, b) {
    return a - b;
  });
  throw new TypeError(
    'Invalid ' + where + " '" + name + "': this signal name does not exist.\n" +
      'Available signal names: ' + quoted.join(', ') + '.\n' +
      'Available signal numbers: ' + nums.join(', ') + '.'
  );
}

// spec: devtools-32
export function parseKillArguments(first, second, fallback) {
  var signal;
  var error;
  if (looksLikeError(first)) {
    signal = fallback;
    error = first;
  } else {
    signal = first === undefined ? fallback : first;
    error = second;
  }
  if (typeof signal !== 'string' && !Number.isInteger(signal)) {
    throw new TypeError('The first argument must be an error instance or a signal name string/integer: ' + String(signal));
  }
  if (error !== undefined && !looksLikeError(error)) {
    throw new TypeError('The second argument is optional. If specified, it must be an error instance: ' + String(error));
  }
  return { error: error, signal: signal === 0 ? 0 : toSignalName(signal) };
}

function looksLikeError(v) {
  return v instanceof Error || Object.prototype.toString.call(v) === '[object Error]';
}

function toSignalName(sig) {
  var table = os.constants.signals;
  if (typeof sig === 'string') return validateSignalName(sig, 'signal name');
  var keys = Object.keys(table);
  for (var i = 0; i < keys.length; i++) {
    if (table[keys[i]] === sig) return keys[i];
  }
  throw new TypeError('Invalid signal integer: ' + sig);
}

// spec: devtools-33
export function forceKillDelay(v) {
  switch (v) {
    case false:
      return false;
    case true:
      return 5000;
  }
  if (Number.isInteger(v) && v >= 0 && v <= 2147483647) return v;
  var kind = v === null ? 'null' : typeof v;
  throw new TypeError(
    'Expected the `forceKillAfterDelay` option to be a non-negative integer up to 2147483647, got `' + String(v) + '` (' + kind + ').'
  );
}

// spec: devtools-34
export function decodeChunkList(chunks, encoding) {
  if (encoding === 'utf8' && allStrings(chunks)) return chunks;
  var dec = new StringDecoder(encoding);
  var enc = new TextEncoder();
  var out = [];
  for (var i = 0; i < chunks.length; i++) {
    var c = chunks[i];
    out.push(dec.write(typeof c === 'string' ? enc.encode(c) : c));
  }
  var tail = dec.end();
  if (tail) out.push(tail);
  return out;
}

function allStrings(list) {
  for (var i = 0; i < list.length; i++) {
    if (typeof list[i] !== 'string') return false;
  }
  return true;
}

// spec: devtools-35
export function joinByteArrays(parts) {
  var total = 0;
  var i;
  for (i = 0; i < parts.length; i++) total += parts[i].length;
  var out = new Uint8Array(total);
  var w = 0;
  for (i = 0; i < parts.length; i++) {
    var p = parts[i];
    for (var j = 0; j < p.length; j++) out[w++] = p[j];
  }
  return out;
}

// spec: devtools-36
export function raiseListenerLimit(emitter, extra, signal) {
  var max = emitter.getMaxListeners();
  if (max === 0 || max === Infinity) return;
  emitter.setMaxListeners(max + extra);
  events.addAbortListener(signal, function () {
    emitter.setMaxListeners(emitter.getMaxListeners() - extra);
  });
}

// spec: devtools-37
export function openPromise() {
  var handles = {};
  var p = new Promise(function (res, rej) {
    handles.resolve = res;
    handles.reject = rej;
  });
  return Object.assign(p, handles);
}

// spec: devtools-38
export function suggestEncodingName(v) {
  if (v === null) return 'buffer';
  if (typeof v !== 'string') return undefined;
  var low = v.toLowerCase();
  switch (low) {
    case 'utf-8':
      return 'utf8';
    case 'utf-16le':
    case 'ucs-2':
    case 'ucs2':
      return 'utf16le';
    case 'binary':
      return 'latin1';
    case 'utf8':
    case 'utf16le':
    case 'buffer':
    case 'hex':
    case 'base64':
    case 'base64url':
    case 'latin1':
    case 'ascii':
      return low;
  }
  return undefined;
}

// spec: devtools-39
export function fdFromName(name) {
  if (name === 'all') return 'all';
  var std = ['stdin', 'stdout', 'stderr'].indexOf(name);
  if (std !== -1) return std;
  if (typeof name !== 'string' || name.length < 3 || name[0] !== 'f' || name[1] !== 'd') return undefined;
  for (var i = 2; i < name.length; i++) {
    var c = name.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  return Number(name.slice(2));
}

// spec: devtools-40
export function* splitChunkLines(state, keepNewlines, chunk) {
  if (typeof chunk !== 'string') {
    yield chunk;
    return;
  }
  var pieces = chunk.split('\n');
  var last = pieces.length - 1;
  for (var i = 0; i < last; i++) {
    var line = pieces[i];
    if (i === 0) {
      line = (state.carry || '') + line;
      state.carry = '';
    }
    if (keepNewlines) {
      line += '\n';
    } else {
      var cr = line.charAt(line.length - 1) === '\r';
      if (cr) line = line.slice(0, -1);
      state.sawCarriageReturn = cr;
    }
    yield line;
  }
  state.carry = (state.carry || '') + pieces[last];
}

// spec: devtools-41
export function normalizeStdio(stdio, opts) {
  var names = ['stdin', 'stdout', 'stderr'];
  var i;
  if (stdio === undefined) {
    var picked = [];
    for (i = 0; i < names.length; i++) picked.push(opts[names[i]]);
    return picked;
  }
  for (i = 0; i < names.length; i++) {
    if (opts[names[i]] !== undefined) {
      throw new Error('It\'s not possible to provide `stdio` in combination with one of `stdin`, `stdout`, `stderr`');
    }
  }
  if (typeof stdio === 'string') return [stdio, stdio, stdio];
  if (!Array.isArray(stdio)) {
    throw new TypeError('Expected `stdio` to be of type `string` or `Array`, got `' + typeof stdio + '`');
  }
  var out = [];
  var n = stdio.length > 3 ? stdio.length : 3;
  for (i = 0; i < n; i++) out.push(stdio[i]);
  return out;
}

// spec: devtools-42
export function explainCwdError(message, dir) {
  var here;
  try {
    here = process.cwd();
  } catch (e) {
    here = undefined;
  }
  if (here !== undefined && dir === here) return message;
  var st;
  try {
    st = fs.statSync(dir);
  } catch (err) {
    return 'The "cwd" option is invalid: ' + dir + '.\n' + err.message + '\n' + message;
  }
  if (st.isDirectory()) return message;
  return 'The "cwd" option is not a directory: ' + dir + '.\n' + message;
}

// spec: devtools-43
export function verboseLine(ev) {
  var on = process.env.FORCE_COLOR !== undefined || !!process.stderr.isTTY;
  var failed = !!(ev.result && ev.result.failed);
  var reject = !(ev.options && ev.options.reject === false);
  var t = ev.timestamp;
  var stamp =
    '[' + pad0(t.getHours(), 2) + ':' + pad0(t.getMinutes(), 2) + ':' + pad0(t.getSeconds(), 2) + '.' +
    pad0(t.getMilliseconds(), 3) + ']';
  var outcome = !failed ? '\u2714' : reject ? '\u2716' : '\u26a0';
  var icons = {
    command: ev.piped ? '|' : '$',
    output: ' ',
    ipc: '*',
    error: outcome,
    duration: outcome
  };
  var codes = {
    command: [1, 22],
    output: null,
    ipc: null,
    error: reject ? [91, 39] : [93, 39],
    duration: [90, 39]
  };
  var paint = function (s, c) {
    return on && c ? '\u001b[' + c[0] + 'm' + s + '\u001b[' + c[1] + 'm' : s;
  };
  var color = codes[ev.type];
  return paint(stamp + ' [' + ev.commandId + ']', [90, 39]) + ' ' + paint(icons[ev.type], color) + ' ' + paint(ev.message, color);
}

function pad0(n, w) {
  var s = String(n);
  while (s.length < w) s = '0' + s;
  return s;
}

// spec: devtools-44
export function cropAnsiLine(s, width) {
  var tok = /\u001b\[[0-9;]*m|[\s\S]/gy;
  var out = '';
  var used = 0;
  var m;
  while ((m = tok.exec(s)) !== null) {
    if (m[0].length > 1) {
      out += m[0];
      continue;
    }
    if (used >= width - 1) return out + '\u2026\u001b[0m';
    out += m[0];
    used++;
  }
  return out;
}

// spec: devtools-45
export function copyFlatProps(dest, src) {
  var d = typeof dest === 'object' ? dest : {};
  if (!src || typeof src !== 'object') return d;
  for (var k in src) {
    if (!Object.prototype.hasOwnProperty.call(src, k)) continue;
    var v = src[k];
    if (v == '[object Object]') continue;
    d[k] = v;
  }
  return d;
}

// spec: devtools-46
export function settleExecMode(app) {
  var suffixed = { fork: 'fork_mode', cluster: 'cluster_mode' };
  if (app.mode && Object.prototype.hasOwnProperty.call(suffixed, app.mode)) app.mode = suffixed[app.mode];
  if (!app.mode) {
    var n = app.instances;
    var many = n >= 1 || n === 0 || n === -1;
    var bin = path.basename(app.interpreter || '');
    var js = bin.slice(-4) === 'node' || bin.slice(-3) === 'bun';
    app.mode = many && js ? 'cluster_mode' : 'fork_mode';
  }
  if (app.instances === undefined) app.instances = 1;
}

// spec: devtools-47
export function splitConfigKey(key) {
  var parts;
  if (key.indexOf('.') !== -1) parts = scanKeyParts(key, '.');
  else if (key.indexOf(':') !== -1) parts = scanKeyParts(key, ':');
  else parts = [key];
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] === '__proto__' || parts[i] === 'constructor' || parts[i] === 'prototype') return [];
  }
  return parts;
}

function scanKeyParts(key, sep) {
  var found = [];
  var run = '';
  var i = 0;
  while (i < key.length) {
    var c = key[i];
    if (c === '"') {
      var close = key.indexOf('"', i + 1);
      if (close !== -1) {
        run += key.slice(i, close + 1);
        i = close + 1;
        continue;
      }
    }
    if (c === '"' || c === sep) {
      if (run) found.push(run);
      run = '';
    } else {
      run += c;
    }
    i++;
  }
  if (run) found.push(run);
  if (found.length === 0) throw new TypeError('Cannot split key "' + key + '" into segments');
  var out = [];
  for (var j = 0; j < found.length; j++) out.push(found[j].split('"').join(''));
  return out;
}

// spec: devtools-48
export function pseudoUuid() {
  var digits = '0123456789abcdef';
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
    var r = Math.floor(Math.random() * 16);
    if (c === 'x') return digits[r];
    return r < 10 ? digits[8 + (r % 4)] : '8';
  });
}

// spec: devtools-49
export function firstPresentPath(list) {
  return presentFrom(list, 0);
}

function presentFrom(list, i) {
  if (i >= list.length) return null;
  try {
    fs.statSync(list[i]);
    return list[i];
  } catch (e) {
    return presentFrom(list, i + 1);
  }
}

// spec: devtools-50
export function diskThroughput() {
  var devs;
  try {
    devs = fs.readdirSync('/sys/block');
  } catch (e) {
    return null;
  }
  var skip = ['loop', 'ram', 'dm-', 'fd'];
  var read = 0;
  var write = 0;
  outer: for (var i = 0; i < devs.length; i++) {
    var d = devs[i];
    for (var s = 0; s < skip.length; s++) {
      if (d.slice(0, skip[s].length) === skip[s]) continue outer;
    }
    var txt;
    try {
      txt = fs.readFileSync(path.join('/sys/block', d, 'stat'), 'utf8');
    } catch (e) {
      continue;
    }
    var f = txt.trim().replace(/ +/g, ' ').split(' ');
    read += (parseInt(f[2], 10) || 0) * 512;
    write += (parseInt(f[6], 10) || 0) * 512;
  }
  return { read: read, write: write };
}

// spec: devtools-51
export function loadPasswd() {
  var text = fs.readFileSync('/etc/passwd', 'utf8');
  var db = {};
  var start = 0;
  while (start <= text.length) {
    var nl = text.indexOf('\n', start);
    if (nl === -1) nl = text.length;
    var line = text.slice(start, nl);
    start = nl + 1;
    if (line === '' || line[0] === '#') continue;
    var f = line.split(':');
    if (f.length < 5) throw new Error('Malformed passwd line: ' + line);
    var comma = f[4].indexOf(',');
    var rec = {
      username: f[0],
      password: f[1],
      uid: f[2],
      gid: f[3],
      fullname: comma === -1 ? f[4] : f[4].slice(0, comma),
      home: f[5],
      shell: f[6]
    };
    db[f[0]] = rec;
    db[f[2]] = rec;
  }
  return db;
}

// spec: devtools-52
export function splitEscapeSequences(buf) {
  var marks = [];
  for (var i = 0; i < buf.length; i++) {
    if (buf[i] === 27) marks.push(i);
  }
  var out = [];
  for (var j = 0; j < marks.length; j++) {
    var end = j + 1 < marks.length ? marks[j + 1] : buf.length;
    if (j === marks.length - 1 && marks[j] === buf.length - 1) break;
    out.push(buf.slice(marks[j], end));
  }
  return out;
}

// spec: devtools-53
export function shortAgo(when) {
  var secs = Math.floor((Date.now() - when) / 1000);
  return agoWith(secs, [
    [31536000, 'Y'],
    [2592000, 'M'],
    [86400, 'D'],
    [3600, 'h'],
    [60, 'm']
  ]);
}

function agoWith(secs, units) {
  if (units.length === 0) return secs + 's';
  var n = Math.floor(secs / units[0][0]);
  if (n > 1) return n + units[0][1];
  return agoWith(secs, units.slice(1));
}

// spec: devtools-54
export function basicCredentials(header) {
  var m = /^[^ ]* ([^ ]*)/.exec(header);
  var text = Buffer.from(m ? m[1] : undefined, 'base64').toString('utf8');
  var c = /^([^:]*)(?::([^:]*))?/.exec(text);
  return { username: c[1], password: c[2] };
}

// spec: devtools-55
export function blendRgb(pct, a, b) {
  var w = pct / 100;
  var packed = 1;
  for (var i = 0; i < 3; i++) {
    packed = packed * 256 + parseInt(String(a[i] * w + b[i] * (1 - w)), 10);
  }
  return '#' + packed.toString(16).slice(1);
}

// spec: devtools-56
export function isBareKey(v) {
  if (typeof v !== 'string' || v.length === 0) return false;
  for (var i = 0; i < v.length; i++) {
    var c = v.charCodeAt(i);
    var alpha = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
    if (alpha) continue;
    if (i > 0 && c >= 48 && c <= 57) continue;
    return false;
  }
  return true;
}

// spec: devtools-57
export function pathIsAbsolute(p) {
  var first = p.charAt(0);
  if (process.platform !== 'win32') return first === '/';
  if (first === '/' || first === '\\') return true;
  var code = p.charCodeAt(0);
  var letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  var third = p.charAt(2);
  return letter && p.charAt(1) === ':' && (third === '/' || third === '\\');
}

// spec: devtools-58
export function looksLikeId(v) {
  var s = String(v);
  var i;
  for (i = 0; i < s.length; i++) {
    if (isDigitCode(s.charCodeAt(i))) return true;
  }
  for (i = 0; i < s.length; i++) {
    if ('@-_.'.indexOf(s[i]) === -1) continue;
    if (i > 0 && isAlnumCode(s.charCodeAt(i - 1))) return true;
    if (i + 1 < s.length && isAlnumCode(s.charCodeAt(i + 1))) return true;
  }
  return false;
}

function isDigitCode(c) {
  return c >= 48 && c <= 57;
}

function isAlnumCode(c) {
  return isDigitCode(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

// spec: devtools-59
export function samplePercentiles(fractions) {
  var raw = this.sample.values();
  var vals = [];
  for (var i = 0; i < raw.length; i++) {
    var x = raw[i];
    var j = vals.length;
    while (j > 0 && vals[j - 1] > x) {
      vals[j] = vals[j - 1];
      j--;
    }
    vals[j] = x;
  }
  var n = vals.length;
  var out = {};
  for (var k = 0; k < fractions.length; k++) {
    var p = fractions[k];
    if (n === 0) {
      out[p] = null;
      continue;
    }
    var pos = p * (n + 1);
    if (pos < 1) out[p] = vals[0];
    else if (pos >= n) out[p] = vals[n - 1];
    else {
      var lo = vals[Math.floor(pos) - 1];
      var hi = vals[Math.ceil(pos) - 1];
      out[p] = lo + (pos - Math.floor(pos)) * (hi - lo);
    }
  }
  return out;
}

// spec: devtools-60
export function parseSocketAddress(s) {
  var u;
  try {
    u = new URL(s);
  } catch (e) {
    return { hostname: null, port: null, pathname: s };
  }
  if (u.protocol === 'unix:') return { hostname: null, port: null, pathname: u.pathname };
  return { hostname: u.hostname, port: u.port, pathname: null };
}
