import fs from 'fs';
import path from 'path';
import os from 'os';
import { pathToFileURL } from 'url';
import { createRequire } from 'module';

// spec: heldout-01
export function isDecodableCode(c) {
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xfdd0 && c <= 0xfdef) return false;
  var low = c & 0xffff;
  if (low === 0xffff || low === 0xfffe) return false;
  if (c >= 0 && c <= 8) return false;
  if (c === 11) return false;
  if (c >= 14 && c <= 31) return false;
  if (c >= 127 && c <= 159) return false;
  if (c > 0x10ffff) return false;
  return true;
}

// spec: heldout-02
export function codePointToStr(c) {
  if (c > 0xffff) {
    c -= 0x10000;
    var hi = 0xd800 + (c >> 10);
    var lo = 0xdc00 + (c & 0x3ff);
    return String.fromCharCode(hi, lo);
  }
  return String.fromCharCode(c);
}

// spec: heldout-03
export function isMdWhitespace(c) {
  if (c >= 0x2000 && c <= 0x200a) return true;
  switch (c) {
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
    case 32:
    case 0xa0:
    case 0x1680:
    case 0x202f:
    case 0x205f:
    case 0x3000:
      return true;
  }
  return false;
}

// spec: heldout-04
export function trimBasic(s) {
  var a = 0, b = s.length;
  while (a < b && isBasicWs(s.charCodeAt(a))) a++;
  while (b > a && isBasicWs(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}

function isBasicWs(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

// spec: heldout-05
export function scanLinkTitle(str, start, max, prev, unescape) {
  var res = { ok: false, canContinue: false, pos: 0, str: '', marker: 0 };
  var pos = start;
  var marker;
  if (prev) {
    res.str = prev.str;
    res.marker = prev.marker;
    marker = prev.marker;
  } else {
    if (pos >= max) return res;
    var m = str.charCodeAt(pos);
    if (m !== 0x22 && m !== 0x27 && m !== 0x28) return res;
    pos++;
    start = pos;
    marker = m === 0x28 ? 0x29 : m;
    res.marker = marker;
  }
  while (pos < max) {
    var c = str.charCodeAt(pos);
    if (c === marker) {
      res.pos = pos + 1;
      res.str += unescape(str.slice(start, pos));
      res.ok = true;
      return res;
    }
    if (c === 0x28 && marker === 0x29) return res;
    if (c === 0x5c && pos + 1 < max) pos++;
    pos++;
  }
  res.canContinue = true;
  res.str += unescape(str.slice(start, pos));
  return res;
}

// spec: heldout-06
export function typographer(tokens) {
  var depth = 0;
  for (var i = tokens.length - 1; i >= 0; i--) {
    var t = tokens[i];
    if (t.type === 'link_close' && t.info === 'auto') depth++;
    if (t.type === 'link_open' && t.info === 'auto') depth--;
    if (t.type !== 'text' || depth !== 0) continue;
    var s = t.content;
    if (!/\+-|\.\.|\?\?\?\?|!!!!|,,|--/.test(s)) continue;
    s = s.replace(/\+-/g, '\u00b1');
    s = s.replace(/\.{2,}/g, '\u2026');
    s = s.replace(/([?!])\u2026/g, '$1..');
    s = s.replace(/([?!]){4,}/g, '$1$1$1');
    s = s.replace(/,{2,}/g, ',');
    s = s.replace(/(^|[^-])---(?=[^-]|$)/mg, '$1\u2014');
    s = s.replace(/(^|\s)--(?=\s|$)/mg, '$1\u2013');
    s = s.replace(/(^|[^-\s])--(?=[^-\s]|$)/mg, '$1\u2013');
    t.content = s;
  }
}

// spec: heldout-07
export function applyCharReplacements(s, reps) {
  reps.sort(function (a, b) { return a.pos - b.pos; });
  var out = '';
  var last = 0;
  for (var i = 0; i < reps.length; i++) {
    out += s.slice(last, reps[i].pos) + reps[i].str;
    last = reps[i].pos + 1;
  }
  out += s.slice(last);
  return out;
}

// spec: heldout-08
export function splitTableRow(s) {
  var out = [];
  var cur = '';
  var esc = false;
  for (var i = 0; i < s.length; i++) {
    var ch = s[i];
    if (ch === '|') {
      if (esc) {
        cur = cur.slice(0, -1) + '|';
      } else {
        out.push(cur);
        cur = '';
      }
    } else {
      cur += ch;
    }
    esc = ch === '\\';
  }
  out.push(cur);
  return out;
}

// spec: heldout-09
export function fixNumericRef(c) {
  if (c === 0 || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff) return 0xfffd;
  if (c >= 128 && c <= 159 && WIN1252[c] !== undefined) return WIN1252[c];
  return c;
}

var WIN1252 = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026,
  0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160,
  0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019,
  0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014,
  0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153,
  0x9e: 0x017e, 0x9f: 0x0178
};

// spec: heldout-10
export function trieNext(arr, header, idx, ch) {
  var count = (header >> 7) & 0x3f;
  var jump = header & 0x7f;
  if (jump !== 0 && count === 0) {
    return ch === jump ? idx : -1;
  }
  if (jump !== 0) {
    var slot = ch - jump;
    if (slot < 0 || slot >= count) return -1;
    var w = arr[idx + slot];
    if (w === 0) return -1;
    return (idx + count + w - 1) & 0xffff;
  }
  if (count === 0) return -1;
  var keyWords = (count + 1) >> 1;
  for (var i = 0; i < count; i++) {
    var word = arr[idx + (i >> 1)];
    var key = (i & 1) ? (word >> 8) & 0xff : word & 0xff;
    if (key === ch) return (idx + keyWords + count + arr[idx + keyWords + i]) & 0xffff;
    if (key > ch) return -1;
  }
  return -1;
}

// spec: heldout-11
export function yamlIntValue(text) {
  var s = text.replace(/_/g, '');
  var sign = 1;
  if (s[0] === '-' || s[0] === '+') {
    if (s[0] === '-') sign = -1;
    s = s.slice(1);
  }
  if (s.slice(0, 2) === '0b') return sign * parseInt(s.slice(2), 2);
  if (s.slice(0, 2) === '0x') return sign * parseInt(s.slice(2), 16);
  if (s.indexOf(':') !== -1) {
    var parts = s.split(':');
    var total = 0;
    for (var i = 0; i < parts.length; i++) {
      total = total * 60 + Number(parts[i]);
    }
    return sign * total;
  }
  if (s !== '0' && s[0] === '0') return sign * parseInt(s, 8);
  return sign * parseInt(s, 10);
}

// spec: heldout-12
export function yamlBinary(text, NOT_RESOLVED) {
  var s = text.replace(/\s/g, '');
  if (s.length % 4 !== 0) return NOT_RESOLVED;
  if (!/^[A-Za-z0-9+\/]*={0,2}$/.test(s)) return NOT_RESOLVED;
  var bin = atob(s);
  var out = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

// spec: heldout-13
export function yamlTimestamp(s, NOT_RESOLVED) {
  var m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(s);
  var dateOnly = !!m;
  if (!m) {
    m = /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d+))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/.exec(s);
  }
  if (!m) return NOT_RESOLVED;
  var y = +m[1], mo = +m[2] - 1, d = +m[3];
  var dt = new Date(0);
  dt.setUTCFullYear(y, mo, d);
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo || dt.getUTCDate() !== d) return NOT_RESOLVED;
  if (dateOnly) return dt;
  var h = +m[4], mi = +m[5], se = +m[6];
  if (h > 23 || mi > 59 || se > 59) return NOT_RESOLVED;
  var ms = 0;
  if (m[7]) ms = +(m[7] + '00').slice(0, 3);
  dt.setUTCHours(h, mi, se, ms);
  if (m[9]) {
    var oh = +m[10], om = m[11] ? +m[11] : 0;
    if (oh > 23 || om > 59) return NOT_RESOLVED;
    var off = (oh * 60 + om) * 60000;
    if (m[9] === '+') dt.setTime(dt.getTime() - off);
    else dt.setTime(dt.getTime() + off);
  }
  return dt;
}

// spec: heldout-14
export function snippetLine(buf, start, end, pos, maxLen) {
  var head = '', tail = '';
  var half = Math.floor(maxLen / 2) - 1;
  if (pos - start > half) {
    head = ' ... ';
    start = pos - half + head.length;
  }
  if (end - pos > half) {
    tail = ' ...';
    end = pos + half - tail.length;
  }
  return {
    str: head + buf.slice(start, end).replace(/\t/g, '\u2192') + tail,
    pos: pos - start + head.length
  };
}

// spec: heldout-15
export function yamlEscapeChar(c) {
  switch (c) {
    case 0x30: return '\x00';
    case 0x61: return '\x07';
    case 0x62: return '\x08';
    case 0x74: return '\t';
    case 0x09: return '\t';
    case 0x6e: return '\n';
    case 0x76: return '\x0b';
    case 0x66: return '\x0c';
    case 0x72: return '\r';
    case 0x65: return '\x1b';
    case 0x20: return ' ';
    case 0x22: return '"';
    case 0x2f: return '/';
    case 0x5c: return '\\';
    case 0x4e: return '\u0085';
    case 0x5f: return '\u00a0';
    case 0x4c: return '\u2028';
    case 0x50: return '\u2029';
  }
  return '';
}

// spec: heldout-16
export function encodeTag(s, isSuffix) {
  var out = '';
  for (var i = 0; i < s.length; i++) {
    var ch = s[i];
    if (/[A-Za-z0-9\-#;\/?:@&=+$_.~*'()]/.test(ch) || (!isSuffix && /[!,\[\]]/.test(ch))) {
      out += ch;
      continue;
    }
    var cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      cp = ((cp - 0xd800) << 10) + (s.charCodeAt(i + 1) - 0xdc00) + 0x10000;
      i++;
    }
    var bytes;
    if (cp < 0x80) bytes = [cp];
    else if (cp < 0x800) bytes = [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
    else if (cp < 0x10000) bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
    else bytes = [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
    for (var j = 0; j < bytes.length; j++) {
      var hx = bytes[j].toString(16).toUpperCase();
      out += '%' + (hx.length < 2 ? '0' + hx : hx);
    }
  }
  return out;
}

// spec: heldout-17
export function decodeTag(s) {
  var out = '';
  var i = 0;
  while (i < s.length) {
    var ch = s[i];
    if (ch !== '%') {
      out += ch;
      i++;
      continue;
    }
    var b = parseInt(s.substr(i + 1, 2), 16);
    i += 3;
    var cp = b;
    if (b >= 0xc0) {
      var n;
      if (b < 0xe0) { n = 1; cp = b & 0x1f; }
      else if (b < 0xf0) { n = 2; cp = b & 0x0f; }
      else { n = 3; cp = b & 0x07; }
      for (var k = 0; k < n; k++) {
        var nb = parseInt(s.substr(i + 1, 2), 16);
        cp = (cp << 6) | (nb & 0x3f);
        i += 3;
      }
    }
    if (cp < 0x10000) {
      out += String.fromCharCode(cp);
    } else {
      cp -= 0x10000;
      out += String.fromCharCode(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
    }
  }
  return out;
}

// spec: heldout-18
export function foldLine(line, width) {
  if (line === '' || line[0] === ' ' || line[0] === '\t') return line;
  var start = 0, prev = 0, out = '';
  for (var i = 0; i < line.length - 1; i++) {
    if (line[i] !== ' ' || line[i + 1] === ' ' || line[i + 1] === '\t') continue;
    if (i - start > width) {
      var cut = prev > start ? prev : i;
      out += '\n' + line.slice(start, cut);
      start = cut + 1;
    }
    prev = i;
  }
  out += '\n';
  if (line.length - start > width && prev > start) {
    out += line.slice(start, prev) + '\n' + line.slice(prev + 1);
  } else {
    out += line.slice(start);
  }
  return out.slice(1);
}

// spec: heldout-19
export function visibleSubcommands(cmd, fmt) {
  var out = [];
  for (var i = 0; i < cmd.commands.length; i++) {
    if (!cmd.commands[i]._hidden) out.push(cmd.commands[i]);
  }
  var help = cmd._getHelpCommand();
  if (help && !help._hidden) out.push(help);
  if (fmt && fmt.sortSubcommands) {
    out.sort(function (a, b) { return a.name().localeCompare(b.name()); });
  }
  return out;
}

// spec: heldout-20
export function compareOpts(a, b) {
  function key(o) {
    if (o.short) return o.short.replace(/^-/, '');
    return o.long.replace(/^--/, '');
  }
  return key(a).localeCompare(key(b));
}

// spec: heldout-21
export function subcommandLabel(cmd) {
  var s = cmd.name();
  var al = cmd.aliases();
  if (al.length) s += '|' + al[0];
  if (cmd.options.length) s += ' [options]';
  var args = cmd.declaredArgs;
  if (args.length) {
    var parts = [];
    for (var i = 0; i < args.length; i++) {
      var a = args[i];
      var t = a.name() + (a.variadic ? '...' : '');
      parts.push(a.required ? '<' + t + '>' : '[' + t + ']');
    }
    s += ' ' + parts.join(' ');
  }
  return s;
}

// spec: heldout-22
export function usageLine(cmd) {
  var name = cmd.name();
  var al = cmd.aliases();
  if (al.length) name += '|' + al[0];
  var anc = '';
  for (var p = cmd.parent; p; p = p.parent) {
    anc = p.name() + ' ' + anc;
  }
  return anc + name + ' ' + cmd.usage();
}

// spec: heldout-23
export function describeOption(opt) {
  var extra = [];
  if (opt.choices) {
    var vals = [];
    for (var i = 0; i < opt.choices.length; i++) vals.push(JSON.stringify(opt.choices[i]));
    extra.push('choices: ' + vals.join(', '));
  }
  if (opt.defaultValue !== undefined) {
    var plainFlag = !opt.required && !opt.optional && !opt.negate;
    if (opt.required || opt.optional || (plainFlag && typeof opt.defaultValue === 'boolean')) {
      extra.push('default: ' + (opt.defaultValueDescription || JSON.stringify(opt.defaultValue)));
    }
  }
  if (opt.presetArg !== undefined && opt.optional) {
    extra.push('preset: ' + JSON.stringify(opt.presetArg));
  }
  if (opt.envVar !== undefined) {
    extra.push('env: ' + opt.envVar);
  }
  if (!extra.length) return opt.description;
  var t = '(' + extra.join(', ') + ')';
  if (opt.description) return opt.description + ' ' + t;
  return t;
}

// spec: heldout-24
export function styleUsageLine(str) {
  var words = str.split(' ');
  var out = [];
  for (var i = 0; i < words.length; i++) {
    var w = words[i];
    if (w === '[options]') out.push(this.styleOptionText(w));
    else if (w === '[command]') out.push(this.styleSubcommandText(w));
    else if (w[0] === '[' || w[0] === '<') out.push(this.styleArgumentText(w));
    else out.push(this.styleCommandText(w));
  }
  return out.join(' ');
}

// spec: heldout-25
export function formatHelpItem(term, termWidth, desc, helper) {
  var indent = '  ';
  if (!desc) return indent + term;
  var pad = termWidth - helper.displayWidth(term);
  var padded = term;
  for (var i = 0; i < pad; i++) padded += ' ';
  var avail = (helper.helpWidth || 80) - termWidth - 4;
  var text;
  if (avail < helper.minWidthToWrap || helper.preformatted(desc)) {
    text = desc;
  } else {
    var sp = '';
    for (var j = 0; j < termWidth + 2; j++) sp += ' ';
    text = helper.boxWrap(desc, avail).replace(/\n/g, '\n' + sp);
  }
  return (indent + padded + '  ' + text).replace(/\n/g, '\n' + indent);
}

// spec: heldout-26
export function wrapText(str, width) {
  if (width < this.minWidthToWrap) return str;
  var lines = str.split(/\r\n|\n/);
  var out = [];
  for (var i = 0; i < lines.length; i++) {
    var chunks = lines[i].match(/\s*[^\s]+/g);
    if (!chunks) {
      out.push('');
      continue;
    }
    var cur = chunks[0];
    var w = visLen(cur);
    for (var j = 1; j < chunks.length; j++) {
      var cw = visLen(chunks[j]);
      if (w + cw <= width) {
        cur += chunks[j];
        w += cw;
        continue;
      }
      out.push(cur);
      cur = chunks[j].replace(/^\s+/, '');
      w = visLen(cur);
    }
    out.push(cur);
  }
  return out.join('\n');
}

function visLen(s) {
  return s.replace(/\x1b\[\d*(?:;\d*)*m/g, '').length;
}

// spec: heldout-27
export function CmdArgument(spec, description) {
  this.description = description || '';
  this.variadic = false;
  this.parseArg = undefined;
  this.defaultValue = undefined;
  this.defaultValueDescription = undefined;
  this.argChoices = undefined;
  var c = spec[0];
  if (c === '<') {
    this.required = true;
    this._name = spec.slice(1, -1);
  } else if (c === '[') {
    this.required = false;
    this._name = spec.slice(1, -1);
  } else {
    this.required = true;
    this._name = spec;
  }
  if (this._name.slice(-3) === '...') {
    this.variadic = true;
    this._name = this._name.slice(0, -3);
  }
}

CmdArgument.prototype.name = function () {
  return this._name;
};

// spec: heldout-28
export function argumentLabel(arg) {
  var s = arg.name();
  if (arg.variadic === true) s += '...';
  if (arg.required) return '<' + s + '>';
  return '[' + s + ']';
}

// spec: heldout-29
export function restrictChoices(values) {
  var self = this;
  this.argChoices = values.slice();
  this.parseArg = function (val, prev) {
    if (self.argChoices.indexOf(val) === -1) {
      throw new InvalidArgError('Allowed choices are ' + self.argChoices.join(', ') + '.');
    }
    if (self.variadic) {
      if (prev === self.defaultValue || !Array.isArray(prev)) return [val];
      prev.push(val);
      return prev;
    }
    return val;
  };
  return this;
}

class InvalidArgError extends Error {
  constructor(msg) {
    super(msg);
    this.name = 'InvalidArgumentError';
    this.code = 'commander.invalidArgument';
    this.exitCode = 1;
  }
}

// spec: heldout-30
export function findSubcommandScript(dir, base) {
  var exts = ['.js', '.ts', '.tsx', '.mjs', '.cjs'];
  var p = path.resolve(dir, base);
  if (fs.existsSync(p)) return p;
  if (exts.indexOf(path.extname(base)) !== -1) return undefined;
  for (var i = 0; i < exts.length; i++) {
    if (fs.existsSync(p + exts[i])) return p + exts[i];
  }
  return undefined;
}

// spec: heldout-31
export function thenOrNow(v, fn) {
  if (v != null && typeof v.then === 'function') {
    return v.then(function () { return fn(); });
  }
  return fn();
}

// spec: heldout-32
export function reportExcessArgs(cmd, got) {
  if (cmd.allowExcessArguments) return;
  var n = cmd.declaredArgs.length;
  var msg = 'error: too many arguments';
  if (cmd.parent) msg += " for '" + cmd.name() + "'";
  msg += '. Expected ' + n + ' argument' + (n === 1 ? '' : 's') +
    ' but got ' + got.length + ': ' + got.join(', ') + '.';
  cmd.error(msg, { code: 'commander.excessArguments' });
}

// spec: heldout-33
export function makeHelpContext(cmd, opts) {
  opts = opts || {};
  var err = !!opts.error;
  var oc = cmd.outputConfig;
  var base, colors, width;
  if (err) {
    base = function (s) { return oc.writeErr(s); };
    colors = oc.getErrHasColors();
    width = oc.getErrHelpWidth();
  } else {
    base = function (s) { return oc.writeOut(s); };
    colors = oc.getOutHasColors();
    width = oc.getOutHelpWidth();
  }
  return {
    error: err,
    write: function (s) {
      if (!colors) s = oc.stripColor(s);
      return base(s);
    },
    hasColors: colors,
    helpWidth: width
  };
}

// spec: heldout-34
export function addHelpText(position, text) {
  var allowed = ['beforeAll', 'before', 'after', 'afterAll'];
  if (allowed.indexOf(position) === -1) {
    var q = [];
    for (var i = 0; i < allowed.length; i++) q.push("'" + allowed[i] + "'");
    throw new Error('Unexpected value for position to addHelpText.\nExpecting one of ' + q.join(', '));
  }
  this.on(position + 'Help', function (ctx) {
    var t;
    if (typeof text === 'function') t = text({ error: ctx.error, command: ctx.command });
    else t = text;
    if (t) ctx.write(t + '\n');
  });
  return this;
}

// spec: heldout-35
export function colorFromEnv() {
  var e = process.env;
  if (e.NO_COLOR || e.FORCE_COLOR === '0' || e.FORCE_COLOR === 'false') return false;
  if (e.FORCE_COLOR || e.CLICOLOR_FORCE !== undefined) return true;
  return undefined;
}

// spec: heldout-36
export function toCamel(s) {
  var lo = s.toLowerCase();
  if (s === lo || s === s.toUpperCase()) s = lo;
  if (s.indexOf('-') === -1 && s.indexOf('_') === -1) return s;
  var i = 0;
  while (i < s.length && s[i] === '-') i++;
  var r = s.slice(i);
  var out = '';
  var up = false;
  for (var j = 0; j < r.length; j++) {
    var ch = r[j];
    var sep = ch === '-' || ch === '_';
    if (sep) {
      if (j !== 0) up = true;
      continue;
    }
    if (up) {
      out += ch.toUpperCase();
      up = false;
    } else {
      out += ch;
    }
  }
  return out;
}

// spec: heldout-37
export function fromCamel(s, sep) {
  if (!sep) sep = '-';
  var lo = s.toLowerCase();
  var out = '';
  for (var i = 0; i < s.length; i++) {
    if (lo[i] !== s[i] && i !== 0) out += sep + lo[i];
    else out += s[i];
  }
  return out;
}

// spec: heldout-38
export function looksNumeric(x) {
  if (x === null || x === undefined) return false;
  if (typeof x === 'number') return true;
  if (/^0x[0-9a-f]+$/i.test(x)) return true;
  if (/^0[^.]/.test(x)) return false;
  return /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:e[-+]?\d+)?$/.test(x);
}

// spec: heldout-39
export function splitArgString(s) {
  var out = [];
  if (Array.isArray(s)) {
    for (var k = 0; k < s.length; k++) {
      out.push(typeof s[k] === 'string' ? s[k] : s[k] + '');
    }
    return out;
  }
  s = s.trim();
  var q = null;
  var cur = null;
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === ' ' && !q) {
      if (cur !== null) {
        out.push(cur);
        cur = null;
      }
      continue;
    }
    if (q && c === q) q = null;
    else if (!q && (c === "'" || c === '"')) q = c;
    if (cur === null) cur = '';
    cur += c;
  }
  if (cur !== null) out.push(cur);
  return out;
}

// spec: heldout-40
export function applyConfigValues(p, obj, prefix) {
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = obj[k];
    var full = prefix ? prefix + '.' + k : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && p.config['dot-notation']) {
      applyConfigValues(p, v, full);
      continue;
    }
    if (!hasDotted(p.argv, full.split('.')) || (isArrayOpt(p, full) && p.config['combine-arrays'])) {
      p.setArg(full, v);
    }
  }
}

function hasDotted(obj, parts) {
  var o = obj;
  for (var i = 0; i < parts.length - 1; i++) {
    o = o[parts[i]];
    if (o === null || typeof o !== 'object') return false;
  }
  return Object.prototype.hasOwnProperty.call(o, parts[parts.length - 1]);
}

function isArrayOpt(p, key) {
  if (p.arrays[key]) return true;
  var al = p.aliases[key] || [];
  for (var i = 0; i < al.length; i++) {
    if (p.arrays[al[i]]) return true;
  }
  return false;
}

// spec: heldout-41
export function applyEnvValues(p, env, configOnly) {
  if (p.envPrefix === undefined) return;
  var prefix = typeof p.envPrefix === 'string' ? p.envPrefix : '';
  var names = Object.keys(env);
  for (var i = 0; i < names.length; i++) {
    var n = names[i];
    if (prefix !== '' && n.lastIndexOf(prefix, 0) !== 0) continue;
    var segs = n.split('__');
    for (var j = 0; j < segs.length; j++) {
      if (j === 0) segs[j] = segs[j].slice(prefix.length);
      segs[j] = toCamel(segs[j]);
    }
    var key = segs.join('.');
    if (configOnly && !p.configKeys[key]) continue;
    if (!hasDotted(p.argv, key.split('.'))) p.setArg(key, env[n]);
  }
}

// spec: heldout-42
export function extendAliasTable(p) {
  for (var a = 1; a < arguments.length; a++) {
    var obj = arguments[a] || {};
    var keys = Object.keys(obj);
    for (var i = 0; i < keys.length; i++) {
      var key = keys[i];
      if (p.aliases[key]) continue;
      var list = [].concat(p.userAliases[key] || []);
      p.aliases[key] = list;
      var snap, j, n, v;
      if (p.camelExpansion) {
        snap = list.concat([key]);
        for (j = 0; j < snap.length; j++) {
          n = snap[j];
          if (n.indexOf('-') === -1) continue;
          v = toCamel(n);
          if (v !== key && list.indexOf(v) === -1) {
            list.push(v);
            p.newAliases[v] = true;
          }
        }
      }
      snap = list.concat([key]);
      for (j = 0; j < snap.length; j++) {
        n = snap[j];
        if (n.length <= 1 || !/[A-Z]/.test(n)) continue;
        v = fromCamel(n, '-');
        if (v !== key && list.indexOf(v) === -1) {
          list.push(v);
          p.newAliases[v] = true;
        }
      }
      for (j = 0; j < list.length; j++) {
        var entry = [key];
        for (var m = 0; m < list.length; m++) {
          if (list[m] !== list[j]) entry.push(list[m]);
        }
        p.aliases[list[j]] = entry;
      }
    }
  }
}

// spec: heldout-43
export function isShortFlagGroup(arg, isKnown) {
  if (/^-[0-9]+(\.[0-9]+)?$/.test(arg) || /^-\.[0-9]+$/.test(arg)) return false;
  if (!/^-[^-]/.test(arg)) return false;
  for (var j = 1; j < arg.length; j++) {
    var c = arg[j];
    var next = arg[j + 1];
    var rest = arg.slice(j + 1);
    if (!isKnown(c)) return false;
    if (next === '=') return true;
    if (rest === '-') return true;
    if (/[A-Za-z]/.test(c) && /^-?\d+(\.\d+)?(e-?\d+)?$/.test(rest)) return true;
    if (next !== undefined && /\W/.test(next)) return true;
  }
  return true;
}

// spec: heldout-44
export function mergeAliasGroups(aliases) {
  var groups = [];
  var keys = Object.keys(aliases);
  for (var i = 0; i < keys.length; i++) {
    groups.push([].concat(aliases[keys[i]], keys[i]));
  }
  var changed = true;
  while (changed) {
    changed = false;
    for (i = 0; i < groups.length; i++) {
      for (var j = i + 1; j < groups.length; j++) {
        if (overlaps(groups[i], groups[j])) {
          groups[i] = groups[i].concat(groups[j]);
          groups.splice(j, 1);
          changed = true;
          break;
        }
      }
    }
  }
  var out = Object.create(null);
  for (i = 0; i < groups.length; i++) {
    var g = [];
    for (var k = 0; k < groups[i].length; k++) {
      if (g.indexOf(groups[i][k]) === -1) g.push(groups[i][k]);
    }
    var last = g.pop();
    if (typeof last === 'string') out[last] = g;
  }
  return out;
}

function overlaps(a, b) {
  for (var i = 0; i < a.length; i++) {
    if (b.indexOf(a[i]) !== -1) return true;
  }
  return false;
}

// spec: heldout-45
export function unquote(v) {
  if (typeof v !== 'string') return v;
  var f = v[0];
  if ((f === "'" || f === '"') && v[v.length - 1] === f) return v.slice(1, -1);
  return v;
}

// spec: heldout-46
export function escapeGlob(s, opts) {
  opts = opts || {};
  var win = !!opts.windowsPaths;
  var braces = !!opts.magicBraces;
  var magic = '?*()[]';
  if (braces) magic += '{}';
  var out = '';
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (win) {
      out += magic.indexOf(c) !== -1 ? '[' + c + ']' : c;
    } else {
      out += magic.indexOf(c) !== -1 || c === '\\' ? '\\' + c : c;
    }
  }
  if (out[0] === '#') out = (win ? '[#]' : '\\#') + out.slice(1);
  else if (out[0] === '!') out = (win ? '@(!)' : '\\!') + out.slice(1);
  return out;
}

// spec: heldout-47
export function unescapeGlob(s, opts) {
  opts = opts || {};
  var win = !!opts.windowsPaths;
  var braces = opts.braces === undefined ? true : !!opts.braces;
  if (win && s.slice(0, 4) === '@(!)') return '!' + unescapeGlob(s.slice(4), opts);
  if (braces) {
    if (win) return s.replace(/\[([^\/\\])\]/g, '$1');
    return s.replace(/(^|[^\\])\[([^\/\\])\]/g, '$1$2').replace(/\\([^\/])/g, '$1');
  }
  if (win) return s.replace(/\[([^\/\\{}])\]/g, '$1');
  return s.replace(/(^|[^\\])\[([^\/\\{}])\]/g, '$1$2').replace(/\\([^\/{}])/g, '$1');
}

// spec: heldout-48
export function checkPattern(p) {
  if (typeof p !== 'string') throw new TypeError('invalid pattern');
  if (p.length > 64 * 1024) throw new TypeError('pattern is too long');
}

// spec: heldout-49
export function markerInRepeatGroup(part, marker) {
  var stack = [];
  for (var i = 0; i < part.length; i++) {
    var c = part[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === marker) {
      for (var k = 0; k < stack.length; k++) {
        if (stack[k] !== '@' && stack[k] !== '?') return true;
      }
    } else if ('!?+*@'.indexOf(c) !== -1 && part[i + 1] === '(') {
      stack.push(c);
      i++;
    } else if (c === ')') {
      stack.pop();
    }
  }
  return false;
}

// spec: heldout-50
export function classEndIndex(s, start) {
  var i = start + 1;
  if (s[i] === '!' || s[i] === '^') i++;
  var seen = false;
  for (; i < s.length; i++) {
    var c = s[i];
    if (c === ']' && seen) return i;
    seen = true;
    if (c === '\\') i++;
  }
  return -1;
}

// spec: heldout-51
export function countExtglobOpeners(part) {
  var n = 0;
  for (var i = 0; i < part.length - 1; i++) {
    var c = part[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if ('+@!?*'.indexOf(c) !== -1 && part[i + 1] === '(') {
      n++;
      i++;
    }
  }
  return n;
}

// spec: heldout-52
export function fitsInAtGroup(part, classEnd) {
  if (/^[?*+@]\(\)$/.test(part)) return false;
  if (part.indexOf('[:') !== -1) return false;
  var depth = 0;
  for (var i = 0; i < part.length; i++) {
    var c = part[i];
    if (c === '\\') {
      if (i === part.length - 1) return false;
      i++;
      continue;
    }
    if (c === '[') {
      var e = classEnd(part, i);
      if (e !== -1) i = e;
      continue;
    }
    if ('+@!?*'.indexOf(c) !== -1 && part[i + 1] === '(') {
      depth++;
      i++;
      continue;
    }
    if (c === ')') {
      if (depth === 0) return false;
      depth--;
      continue;
    }
    if (c === '|' && depth === 0) return false;
  }
  return depth === 0;
}

// spec: heldout-53
export function uncHostIndex(parts, GLOBSTAR) {
  if (parts[0] !== '' || parts[1] !== '') return -1;
  var h;
  if (parts[2] !== '?') h = 2;
  else if (typeof parts[3] === 'string' && parts[3].toLowerCase() === 'unc') h = 4;
  else h = -1;
  if (h === -1) return -1;
  if (h + 1 >= parts.length) return -1;
  var a = parts[h], b = parts[h + 1];
  if (a === '' || b === '' || a === GLOBSTAR || b === GLOBSTAR) return -1;
  return h;
}

// spec: heldout-54
export function simplifyPatternRows(rows, lastRootIndex) {
  var out = [];
  for (var i = 0; i < rows.length; i++) {
    var row = rows[i];
    var protect = lastRootIndex(row) + 1;
    var kept = [];
    for (var j = 0; j < row.length; j++) {
      var p = row[j];
      var prev = kept[kept.length - 1];
      if (p === '**' && kept.length && prev === '**') continue;
      if (p === '..' && kept.length > protect && prev && prev !== '..' && prev !== '.' && prev !== '**') {
        kept.pop();
        continue;
      }
      kept.push(p);
    }
    if (!kept.length) kept.push('');
    out.push(kept);
  }
  return out;
}

// spec: heldout-55
export function handleNegation(m) {
  if (m.options.nonegate) return;
  var s = m.pattern;
  var neg = false;
  var n = 0;
  while (n < s.length && s[n] === '!') {
    neg = !neg;
    n++;
  }
  if (n) m.pattern = s.slice(n);
  m.negate = neg;
}

// spec: heldout-56
export function splitPortions(m, s) {
  if (m.preserveMultipleSlashes) return s.split('/');
  if (m.isWindows && /^\/\/[^\/]+/.test(s)) return [''].concat(s.split(/\/+/));
  return s.split(/\/+/);
}

// spec: heldout-57
export function takeWord(list) {
  var w = list.shift();
  if (typeof w !== 'string') return w;
  if (w.slice(0, 2) === '--') {
    var eq = w.indexOf('=');
    if (eq !== -1) {
      list.unshift(w.slice(eq + 1));
      return w.slice(0, eq);
    }
    return w;
  }
  if (w[0] === '-' && w.length > 2) {
    var parts = [];
    for (var i = 1; i < w.length; i++) parts.push('-' + w[i]);
    list.unshift.apply(list, parts);
    return list.shift();
  }
  return w;
}

// spec: heldout-58
export async function readSource(opts, readStdin) {
  if (opts.text !== undefined) return opts.text;
  if (opts.input) return fs.promises.readFile(opts.input, 'utf8');
  if (opts.files && opts.files.length) return fs.promises.readFile(opts.files.pop(), 'utf8');
  return readStdin();
}

// spec: heldout-59
export async function loadUserConfig(md, file) {
  var full = path.resolve(file.replace(/^~/, os.homedir()));
  var req = createRequire(import.meta.url);
  var mod;
  try {
    mod = req(full);
  } catch (e) {
    if (e.code !== 'ERR_REQUIRE_ESM' && e.code !== 'ERR_REQUIRE_ASYNC_MODULE') throw e;
    mod = await import(pathToFileURL(full).href);
  }
  if (mod && mod.default) mod = mod.default;
  if (typeof mod === 'function') await mod(md);
  else md.use(mod);
}

// spec: heldout-60
export function readAllStdin(proc) {
  return new Promise(function (resolve, reject) {
    var s = '';
    var st = proc.stdin;
    st.setEncoding('utf8');
    st.on('data', function (chunk) { s += chunk; });
    st.on('error', reject);
    st.on('end', function () { resolve(s); });
    st.resume();
  });
}
