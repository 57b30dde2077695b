import path from 'path';
import fs from 'fs';

// spec: markup-01
export function numericRefError(cp) {
  if (cp === 0) return 'null-character-reference';
  if (cp > 0x10ffff) return 'character-reference-outside-unicode-range';
  if (cp >= 0xd800 && cp <= 0xdfff) return 'surrogate-character-reference';
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe) return 'noncharacter-character-reference';
  if ((cp >= 0x01 && cp <= 0x1f && cp !== 0x09 && cp !== 0x0a && cp !== 0x0c) || (cp >= 0x7f && cp <= 0x9f)) {
    return 'control-character-reference';
  }
  return null;
}

// spec: markup-02
export function serializeAttrs(el, opts) {
  var attrs = opts.treeAdapter.getAttrList(el);
  var out = '';
  for (var i = 0; i < attrs.length; i++) {
    var a = attrs[i];
    var name;
    if (!a.namespace) {
      name = a.name;
    } else if (a.namespace === 'http://www.w3.org/XML/1998/namespace') {
      name = 'xml:' + a.name;
    } else if (a.namespace === 'http://www.w3.org/2000/xmlns/') {
      name = a.name === 'xmlns' ? a.name : 'xmlns:' + a.name;
    } else if (a.namespace === 'http://www.w3.org/1999/xlink') {
      name = 'xlink:' + a.name;
    } else {
      name = a.prefix + ':' + a.name;
    }
    out += ' ' + name + '="' + escapeAttrValue(a.value) + '"';
  }
  return out;
}

function escapeAttrValue(s) {
  var out = '';
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === '&') out += '&amp;';
    else if (c === '\u00a0') out += '&nbsp;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

// spec: markup-03
export function readSurrogatePair(rd, cp) {
  if (rd.pos !== rd.html.length - 1) {
    var next = rd.html.charCodeAt(rd.pos + 1);
    if (!(cp >= 0xdc00 && cp <= 0xdfff) && next >= 0xdc00 && next <= 0xdfff) {
      rd.pos++;
      rd.gapStack.push(rd.lastGapPos);
      rd.lastGapPos = rd.pos;
      return (cp - 0xd800) * 1024 + 0x2400 + next;
    }
  } else if (!rd.lastChunkWritten) {
    rd.endOfChunkHit = true;
    return -1;
  }
  if (rd.onParseError) rd.onParseError('surrogate-in-input-stream');
  return cp;
}

// spec: markup-04
export function inputStartsWith(rd, pat, caseSensitive) {
  if (rd.pos + pat.length > rd.html.length) {
    rd.endOfChunkHit = !rd.lastChunkWritten;
    return false;
  }
  if (caseSensitive) return rd.html.startsWith(pat, rd.pos);
  for (var i = 0; i < pat.length; i++) {
    var c = rd.html.charCodeAt(rd.pos + i) | 32;
    if (c !== pat.charCodeAt(i)) return false;
  }
  return true;
}

// spec: markup-05
export function insertTextBefore(parent, text, ref) {
  var kids = parent.childNodes;
  var idx = -1;
  if (kids.length && kids[kids.length - 1] === ref) {
    idx = kids.length - 1;
  } else {
    for (var i = 0; i < kids.length; i++) {
      if (kids[i] === ref) { idx = i; break; }
    }
  }
  var prev = idx > 0 ? kids[idx - 1] : null;
  if (prev && prev.nodeName === '#text') {
    prev.value += text;
    return;
  }
  var node = { nodeName: '#text', value: text, parentNode: null };
  insertBefore(parent, node, ref);
}

function insertBefore(parent, node, ref) {
  var kids = parent.childNodes;
  var i = kids.indexOf(ref);
  if (i < 0) kids.push(node);
  else kids.splice(i, 0, node);
  node.parentNode = parent;
}

// spec: markup-06
export function getTokenAttr(tok, name) {
  var attrs = tok.attrs;
  for (var i = attrs.length - 1; i >= 0; i--) {
    if (attrs[i].name === name) return attrs[i].value;
  }
  return null;
}

// spec: markup-07
export function inSelectScope(stack, tagId) {
  for (var i = stack.stackTop; i >= 0; i--) {
    var el = stack.items[i];
    if (el == null) continue;
    if (stack.treeAdapter.getNamespaceURI(el) !== HTML_NS) continue;
    var t = stack.tagIDs[i];
    if (t === tagId) return true;
    if (t !== TAG.OPTION && t !== TAG.OPTGROUP) return false;
  }
  return true;
}

export var TAG = { OPTION: 'option', OPTGROUP: 'optgroup' };
export var HTML_NS = 'http://www.w3.org/1999/xhtml';

// spec: markup-08
export function handleCloseTag(p, start, end) {
  p.endIndex = end;
  var name = p.readTagName(start, end);
  var cbs = p.cbs || {};
  var html = !p.options.xmlMode;
  if (!VOID_TAGS.hasOwnProperty(name)) {
    var pos = -1;
    for (var i = p.stack.length - 1; i >= 0; i--) {
      if (p.stack[i] === name) { pos = i; break; }
    }
    if (pos !== -1) {
      var k = p.stack.length - 1 - pos;
      while (k-- > 0) popOpen(p, true);
      popOpen(p, false);
    } else if (html && name === 'p') {
      if (cbs.onopentagname) cbs.onopentagname('p');
      if (cbs.onopentag) cbs.onopentag('p', {}, true);
      if (cbs.onclosetag) cbs.onclosetag('p', true);
    }
  } else if (html && name === 'br') {
    if (cbs.onopentagname) cbs.onopentagname('br');
    if (cbs.onopentag) cbs.onopentag('br', {}, true);
    if (cbs.onclosetag) cbs.onclosetag('br', false);
  }
  p.startIndex = end + 1;
}

var VOID_TAGS = {
  area: 1, base: 1, basefont: 1, br: 1, col: 1, command: 1, embed: 1, frame: 1, hr: 1, image: 1, img: 1,
  input: 1, isindex: 1, keygen: 1, link: 1, meta: 1, param: 1, source: 1, track: 1, wbr: 1
};

function popOpen(p, implied) {
  var el = p.stack.pop();
  if (p.cbs && p.cbs.onclosetag) p.cbs.onclosetag(el, implied);
  if (p.foreignContext && p.foreignContext.length > 1 && (el === 'svg' || el === 'math')) p.foreignContext.pop();
}

// spec: markup-09
export function finishAttribute(p, quote, end) {
  p.endIndex = end;
  if (p.cbs && p.cbs.onattribute) {
    var q;
    if (quote === QUOTE.DOUBLE) q = '"';
    else if (quote === QUOTE.SINGLE) q = "'";
    else if (quote === QUOTE.NONE) q = undefined;
    else q = null;
    p.cbs.onattribute(p.attribname, p.attribvalue, q);
  }
  if (p.attribs && !Object.prototype.hasOwnProperty.call(p.attribs, p.attribname)) {
    p.attribs[p.attribname] = p.attribvalue;
  }
  p.attribvalue = '';
}

export var QUOTE = { NONE: 0, UNQUOTED: 1, SINGLE: 2, DOUBLE: 3 };

// spec: markup-10
export function instructionName(text, lower) {
  var n = text.length;
  for (var i = 0; i < text.length; i++) {
    var c = text[i];
    if (c === '/' || /\s/.test(c)) { n = i; break; }
  }
  var name = text.substr(0, n);
  if (lower) name = name.toLowerCase();
  return name;
}

// spec: markup-11
export function handleCdata(p, start, end, offset) {
  p.endIndex = end;
  var s = p.getSlice(start, end - offset);
  var cbs = p.cbs || {};
  if (p.options.xmlMode || p.options.recognizeCDATA) {
    if (cbs.oncdatastart) cbs.oncdatastart();
    if (cbs.ontext) cbs.ontext(s);
    if (cbs.oncdataend) cbs.oncdataend();
  } else if (p.foreignContext && p.foreignContext[p.foreignContext.length - 1]) {
    if (cbs.ontext) cbs.ontext(s);
  } else {
    if (cbs.oncomment) cbs.oncomment('[CDATA[' + s + ']]');
    if (cbs.oncommentend) cbs.oncommentend();
  }
  p.startIndex = end + 1;
}

// spec: markup-12
export function sliceBuffers(st, start, end) {
  if (start === end) return '';
  while (start - st.bufferOffset >= st.buffers[0].length) {
    dropFirst(st);
  }
  var s = st.buffers[0].slice(start - st.bufferOffset, end - st.bufferOffset);
  while (end - st.bufferOffset > st.buffers[0].length) {
    dropFirst(st);
    s += st.buffers[0].slice(0, end - st.bufferOffset);
  }
  return s;
}

function dropFirst(st) {
  st.bufferOffset += st.buffers[0].length;
  st.writeIndex--;
  st.buffers.shift();
}

// spec: markup-13
export function fastForwardTo(tz, code) {
  var stop = tz.offset + tz.buffer.length;
  while (++tz.index < stop) {
    if (tz.buffer.charCodeAt(tz.index - tz.offset) === code) return true;
  }
  tz.index = stop - 1;
  return false;
}

// spec: markup-14
export function batch(arr, size, fill) {
  var out = [];
  var cur = [];
  for (var i = 0; i < arr.length; i++) {
    if (i % size === 0 && cur.length) {
      out.push(cur);
      cur = [];
    }
    cur.push(arr[i]);
  }
  if (cur.length) {
    if (fill) {
      for (var j = cur.length; j < size; j++) cur.push(fill);
    }
    out.push(cur);
  }
  return out;
}

// spec: markup-15
export function sliceColumns(arr, n, fill) {
  var base = Math.floor(arr.length / n);
  var extra = arr.length % n;
  var out = [];
  var off = 0;
  for (var i = 0; i < n; i++) {
    var st = off + i * base;
    if (i < extra) off++;
    var en = off + (i + 1) * base;
    var col = arr.slice(st, en);
    if (fill && i >= extra) col.push(fill);
    out.push(col);
  }
  return out;
}

// spec: markup-16
export function stripTags(input, keepLines) {
  if (input === null || input === undefined || input === false) input = '';
  var s = String(input).replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->/gi, '');
  s = s.trim();
  if (keepLines) {
    s = s.replace(/^ +| +$/gm, '').replace(/ +/g, ' ').replace(/\r\n/g, '\n').replace(/\n\n\n+/g, '\n\n');
  } else {
    s = s.replace(/\s+/g, ' ');
  }
  if (input instanceof SafeString) return new SafeString(s);
  return s;
}

export function SafeString(val) {
  this.val = val;
  this.length = val.length;
}
SafeString.prototype.toString = function () { return this.val; };
SafeString.prototype.valueOf = function () { return this.val; };

// spec: markup-17
export function truncate(input, len, killWords, end) {
  var orig = input;
  if (input === null || input === undefined || input === false) input = '';
  var s = String(input);
  len = len || 255;
  if (s.length <= len) return input;
  var res;
  if (killWords) {
    res = s.substring(0, len);
  } else {
    var idx = s.lastIndexOf(' ', len);
    if (idx === -1) idx = len;
    res = s.substring(0, idx);
  }
  res += (end === undefined || end === null) ? '...' : end;
  if (orig instanceof SafeString) return new SafeString(res);
  return res;
}

// spec: markup-18
export function urlize(str, limit, nofollow) {
  if (isNaN(limit)) limit = Infinity;
  var rel = nofollow === true ? ' rel="nofollow"' : '';
  var punc = /^(?:\(|<|&lt;)?(.*?)(?:\.|,|\)|\n|&gt;)?$/;
  var email = /^[\w.!#$%&'*+\-\/=?\^`{|}~]+@[a-z\d\-]+(\.[a-z\d\-]+)+$/i;
  var httpRe = /^https?:\/\/.*$/;
  var wwwRe = /^www\./;
  var tldRe = /\.(?:org|net|com)(?::|\/|$)/;
  var parts = str.split(/(\s+)/);
  var out = [];
  for (var i = 0; i < parts.length; i++) {
    var w = parts[i];
    if (!w) continue;
    var m = w.match(punc);
    var url = m ? m[1] : w;
    var shown = url.substr(0, limit);
    if (httpRe.test(url)) {
      out.push('<a href="' + url + '"' + rel + '>' + shown + '</a>');
    } else if (wwwRe.test(url)) {
      out.push('<a href="http://' + url + '"' + rel + '>' + shown + '</a>');
    } else if (email.test(url)) {
      out.push('<a href="mailto:' + url + '">' + url + '</a>');
    } else if (tldRe.test(url)) {
      out.push('<a href="http://' + url + '"' + rel + '>' + shown + '</a>');
    } else {
      out.push(w);
    }
  }
  return out.join('');
}

// spec: markup-19
export function makeCycler(items) {
  var pos = -1;
  return {
    current: null,
    next: function () {
      pos++;
      if (pos >= items.length) pos = 0;
      this.current = items[pos];
      return this.current;
    },
    reset: function () {
      pos = -1;
      this.current = null;
    }
  };
}

// spec: markup-20
export function range(start, stop, step) {
  if (stop === undefined) {
    stop = start;
    start = 0;
    step = 1;
  } else if (!step) {
    step = 1;
  }
  var out = [];
  var i;
  if (step > 0) {
    for (i = start; i < stop; i += step) out.push(i);
  } else {
    for (i = start; i > stop; i += step) out.push(i);
  }
  return out;
}

// spec: markup-21
export function pySlice(seq, start, stop, step) {
  seq = seq || [];
  var len = seq.length;
  if (start === null) start = step < 0 ? len - 1 : 0;
  if (stop === null) stop = step < 0 ? -1 : len;
  else if (stop < 0) stop += len;
  if (start < 0) start += len;
  var out = [];
  for (var i = start; ; i += step) {
    if (i < 0 || i > len) break;
    if (step > 0 && i >= stop) break;
    if (step < 0 && i <= stop) break;
    out.push(memberOf(seq, i));
  }
  return out;
}

function memberOf(obj, key) {
  var v = obj[key];
  if (typeof v === 'function') {
    return function () { return v.apply(obj, arguments); };
  }
  return v;
}

// spec: markup-22
export function mapCopyOnWrite(arr, fn) {
  var copy = null;
  for (var i = 0; i < arr.length; i++) {
    var r = fn(arr[i]);
    if (r !== arr[i]) {
      if (!copy) copy = arr.slice();
      copy[i] = r;
    }
  }
  return copy || arr;
}

// spec: markup-23
export function readStringLiteral(tk) {
  var delim = tk.current();
  tk.forward();
  var s = '';
  while (!tk.isFinished() && tk.current() !== delim) {
    var c = tk.current();
    if (c === '\\') {
      tk.forward();
      var e = tk.current();
      if (e === 'n') s += '\n';
      else if (e === 't') s += '\t';
      else if (e === 'r') s += '\r';
      else s += e;
      tk.forward();
    } else {
      s += c;
      tk.forward();
    }
  }
  tk.forward();
  return s;
}

// spec: markup-24
export function resolveIncludePath(name, from, isDir) {
  var base = isDir ? from : path.dirname(from);
  var p = path.resolve(base, name);
  if (!path.extname(name)) p += '.ejs';
  return p;
}

// spec: markup-25
export function findIncludeFile(p, opts) {
  var found;
  var views = opts.views;
  if (/^[A-Za-z]+:\\|^\//.test(p)) {
    p = p.replace(/^\/*/, '');
    if (Array.isArray(opts.root)) {
      for (var i = 0; i < opts.root.length; i++) {
        var cand = resolveIncludePath(p, opts.root[i], true);
        if (fs.existsSync(cand)) { found = cand; break; }
      }
    } else {
      found = resolveIncludePath(p, opts.root || '/', true);
    }
  } else {
    if (opts.filename) {
      var c = resolveIncludePath(p, opts.filename);
      if (fs.existsSync(c)) found = c;
    }
    if (!found && Array.isArray(views)) {
      for (var j = 0; j < views.length; j++) {
        var v = resolveIncludePath(p, views[j], true);
        if (fs.existsSync(v)) { found = v; break; }
      }
    }
    if (!found && typeof opts.includer !== 'function') {
      throw new Error('Could not find the include file "' + opts.escapeFunction(p) + '"');
    }
  }
  return found;
}

// spec: markup-26
export function buildTags(open, delim, close) {
  return {
    evalOpen: open + delim,
    slurpOpen: open + delim + '_',
    escapedOpen: open + delim + '=',
    rawOpen: open + delim + '-',
    commentOpen: open + delim + '#',
    literalOpen: open + delim + delim,
    close: delim + close,
    trimClose: '-' + delim + close,
    slurpClose: '_' + delim + close,
    literalClose: delim + delim + close
  };
}

// spec: markup-27
export function countLines(s) {
  var n = 0;
  var i = -1;
  while ((i = s.indexOf('\n', i + 1)) !== -1) n++;
  return n;
}

// spec: markup-28
export function splitTemplate(tpl) {
  var re = tpl.regex;
  var s = tpl.templateText;
  var out = [];
  var m = re.exec(s);
  while (m) {
    var idx = m.index;
    if (idx !== 0) {
      out.push(s.substring(0, idx));
      s = s.slice(idx);
    }
    out.push(m[0]);
    s = s.slice(m[0].length);
    m = re.exec(s);
  }
  if (s) out.push(s);
  return out;
}

// spec: markup-29
export function emitTextLine(c, line) {
  if (c.truncate) {
    line = line.replace(/^(?:\r\n|\r|\n)/, '');
    c.truncate = false;
  }
  if (!line) return line;
  line = line.replace(/\\/g, '\\\\');
  line = line.replace(/\n/g, '\\n');
  line = line.replace(/\r/g, '\\r');
  line = line.replace(/"/g, '\\"');
  c.source += '    ; __append("' + line + '")\n';
}

// spec: markup-30
export function Lexer(src, opts) {
  opts = opts || {};
  if (typeof src !== 'string') {
    throw new Error('Expected source code to be a string but got "' + typeof src + '"');
  }
  if (typeof opts !== 'object') {
    throw new Error('Expected "options" to be an object but got "' + typeof opts + '"');
  }
  src = src.replace(/^\uFEFF/, '');
  this.input = src.replace(/\r\n|\r/g, '\n');
  this.originalInput = this.input;
  this.filename = opts.filename;
  this.interpolated = opts.interpolated || false;
  this.lineno = opts.startingLine || 1;
  this.colno = opts.startingColumn || 1;
  this.plugins = opts.plugins || [];
  this.indentStack = [0];
  this.indentRe = null;
  this.interpolationAllowed = true;
  this.whitespaceRe = /[ \n\t]/;
  this.tokens = [];
  this.ended = false;
}

// spec: markup-31
export function makeToken(lx, type, val) {
  var t = {
    type: type,
    loc: {
      start: { line: lx.lineno, column: lx.colno },
      filename: lx.filename
    }
  };
  if (val !== undefined) t.val = val;
  return t;
}

// spec: markup-32
export function scanToken(lx, re, type) {
  var m = re.exec(lx.input);
  if (!m) return;
  var len = m[0].length;
  var val = m[1];
  var t = makeToken(lx, type, val);
  lx.input = lx.input.substr(len);
  lx.colno += val === undefined ? len : len - val.length;
  return t;
}

// spec: markup-33
export function scanEndOfLine(lx, re, type) {
  var m = re.exec(lx.input);
  if (!m) return;
  var ws = 0;
  var lead = /^([ ]+)([^ ]*)/.exec(m[0]);
  if (lead && lead[2]) {
    ws = lead[1].length;
    lx.colno += ws;
  }
  var rest = lx.input.substr(m[0].length);
  var t;
  if (rest[0] === ':') {
    lx.input = rest;
    t = makeToken(lx, type, m[1]);
    lx.colno += m[0].length - ws;
    return t;
  }
  if (/^[ \t]*(\n|$)/.test(rest)) {
    lx.input = rest.substr(/^[ \t]*/.exec(rest)[0].length);
    t = makeToken(lx, type, m[1]);
    lx.colno += m[0].length - ws;
    return t;
  }
}

// spec: markup-34
export function getIndentation(lx) {
  if (lx.indentRe) return lx.indentRe.exec(lx.input);
  var re = /^\n(\t*) */;
  var m = re.exec(lx.input);
  if (m && !m[1].length) {
    re = /^\n( *)/;
    m = re.exec(lx.input);
  }
  if (m && m[1].length) lx.indentRe = re;
  return m;
}

// spec: markup-35
export function lexEos(lx) {
  if (lx.input.length) return;
  if (lx.interpolated) {
    lx.error('NO_END_BRACKET', 'End of line was reached with no closing bracket for interpolation.');
  }
  var t;
  for (var i = 0; lx.indentStack[i]; i++) {
    t = makeToken(lx, 'outdent');
    t.loc.end = { line: lx.lineno, column: lx.colno };
    lx.tokens.push(t);
  }
  t = makeToken(lx, 'eos');
  t.loc.end = { line: lx.lineno, column: lx.colno };
  lx.tokens.push(t);
  lx.ended = true;
  return true;
}

// spec: markup-36
export function lexClassName(lx) {
  var t = scanToken(lx, /^\.([_a-z0-9\-]*[_a-z][_a-z0-9\-]*)/i, 'class');
  if (t) {
    lx.tokens.push(t);
    lx.colno += t.val.length;
    t.loc.end = { line: lx.lineno, column: lx.colno };
    return true;
  }
  if (/^\.[\-0-9]+/.test(lx.input)) {
    lx.error('INVALID_CLASS_NAME', 'Class names must contain at least one letter or underscore.');
  }
  if (/^\./.test(lx.input)) {
    var name = lx.input.substr(1, 1) + /^[^ \t\(\#\.\:]*/.exec(lx.input.substr(2))[0];
    lx.error('INVALID_CLASS_NAME', '"' + name + '" is not a valid class name.  Class names can only contain "_", "-", a-z and 0-9, and must contain at least one of "_", or a-z');
  }
}

// spec: markup-37
export function parseRoot(p) {
  var block = { type: 'Block', nodes: [], line: 0, filename: p.filename };
  while (p.peek().type !== 'eos') {
    var t = p.peek();
    if (t.type === 'newline') {
      p.advance();
    } else if (t.type === 'text-html') {
      var list = p.parseTextHtml();
      for (var i = 0; i < list.length; i++) block.nodes.push(list[i]);
    } else {
      var n = p.parseExpr();
      if (!n) continue;
      if (n.type === 'Block') {
        for (var j = 0; j < n.nodes.length; j++) block.nodes.push(n.nodes[j]);
      } else {
        block.nodes.push(n);
      }
    }
  }
  return block;
}

// spec: markup-38
export function expectToken(p, type) {
  var t = p.peek();
  if (t.type === type) return p.advance();
  p.error('INVALID_TOKEN', 'expected "' + type + '", but got "' + t.type + '"', {
    line: t.loc.start.line,
    column: t.loc.start.column,
    filename: p.filename,
    src: p.src
  });
}

// spec: markup-39
export function runPluginHook(p, ctx, tok) {
  var rest = [p];
  for (var i = 3; i < arguments.length; i++) rest.push(arguments[i]);
  var table;
  for (var k = 0; k < p.plugins.length; k++) {
    var pl = p.plugins[k];
    if (pl[ctx] && pl[ctx][tok.type]) {
      if (table) {
        throw new Error('Multiple plugin handlers found for context ' + JSON.stringify(ctx) + ', token type ' + JSON.stringify(tok.type));
      }
      table = pl[ctx];
    }
  }
  if (table) return table[tok.type].apply(table, rest);
}

// spec: markup-40
export function parseCode(p, noBlock) {
  var t = p.expect('code');
  if (typeof t.mustEscape !== 'boolean') {
    throw new Error('Please update to the newest version of the tokenizer package (mustEscape must be a boolean).');
  }
  var node = {
    type: 'Code',
    val: t.val,
    buffer: t.buffer,
    mustEscape: t.mustEscape !== false,
    isInline: !!noBlock,
    line: t.loc.start.line,
    column: t.loc.start.column,
    filename: p.filename
  };
  if (/^ *else/.test(node.val)) node.debug = false;
  if (noBlock) return node;
  if (p.peek().type === 'indent') {
    if (t.buffer) {
      p.error('BLOCK_IN_BUFFERED_CODE', 'Buffered code cannot have a block attached to it', p.peek());
    }
    node.block = p.block();
  }
  return node;
}

// spec: markup-41
export function parseAttrs(p, seen) {
  p.expect('start-attributes');
  var out = [];
  var t = p.advance();
  while (t.type === 'attribute') {
    if (t.name !== 'class' && seen) {
      if (seen.indexOf(t.name) !== -1) {
        p.error('DUPLICATE_ATTRIBUTE', 'Duplicate attribute "' + t.name + '" is not allowed.', t);
      }
      seen.push(t.name);
    }
    out.push({
      name: t.name,
      val: t.val,
      line: t.loc.start.line,
      column: t.loc.start.column,
      filename: p.filename,
      mustEscape: t.mustEscape !== false
    });
    t = p.advance();
  }
  p.tokens.defer(t);
  p.expect('end-attributes');
  return out;
}

// spec: markup-42
export function addErrorContext(err, opts) {
  var line = opts.lineno;
  var col = opts.column;
  var file = opts.filename;
  var ctx = (opts.context || 8) / 2;
  var lines = ('\n' + opts.input).split('\n');
  var start = Math.max(line - ctx, 1);
  var end = Math.min(lines.length, line + ctx);
  var w = String(end).length;
  var shown = [];
  for (var i = start; i < end; i++) {
    var num = String(i);
    while (num.length < w) num = ' ' + num;
    var ln = '   ' + num + '| ' + lines[i];
    if (i === line) {
      var d = '';
      for (var k = 0; k < w + 4 + col; k++) d += '-';
      ln += '\n' + d + '^';
    }
    shown.push(ln);
  }
  err.message = file + ':' + line + ':' + col + '\n' + shown.join('\n') + '\n\n' + err.message + '\n' +
    (err.stylusStack ? err.stylusStack + '\n' : '');
  if (err.fromStylus) err.stack = 'Error: ' + err.message;
  return err;
}

// spec: markup-43
export function uniq(arr) {
  var seen = {};
  var out = [];
  for (var i = 0; i < arr.length; i++) {
    var k = arr[i];
    if (k in seen) continue;
    seen[k] = true;
    out.push(arr[i]);
  }
  return out;
}

// spec: markup-44
export function colorToCSS(c) {
  if (c.name === 'transparent') return 'transparent';
  if (c.a === 1) {
    var r = hex2(c.r), g = hex2(c.g), b = hex2(c.b);
    if (r[0] === r[1] && g[0] === g[1] && b[0] === b[1]) {
      return '#' + r[0] + g[0] + b[0];
    }
    return '#' + r + g + b;
  }
  return 'rgba(' + c.r + ',' + c.g + ',' + c.b + ',' + (+c.a.toFixed(3)) + ')';
}

function hex2(n) {
  return (n < 16 ? '0' : '') + n.toString(16);
}

// spec: markup-45
export function hslToRgb(c) {
  var h = c.h / 360, s = c.s / 100, l = c.l / 100;
  var hi = l <= 0.5 ? l * (s + 1) : l + s - l * s;
  var lo = l * 2 - hi;
  function hue(x) {
    if (x < 0) x += 1;
    else if (x > 1) x -= 1;
    if (x * 6 < 1) return lo + (hi - lo) * x * 6;
    if (x * 2 < 1) return hi;
    if (x * 3 < 2) return lo + (hi - lo) * (2 / 3 - x) * 6;
    return lo;
  }
  return new RGBA(hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255, c.a);
}

export function RGBA(r, g, b, a) {
  this.r = r;
  this.g = g;
  this.b = b;
  this.a = a;
}

export function HSLA(h, s, l, a) {
  this.h = h;
  this.s = s;
  this.l = l;
  this.a = a;
}

// spec: markup-46
export function rgbToHsl(c) {
  var r = c.r / 255, g = c.g / 255, b = c.b / 255;
  var max = Math.max(r, g, b), min = Math.min(r, g, b);
  var l = (max + min) / 2;
  var d = max - min;
  var h, s;
  if (max === min) h = 0;
  else if (max === r) h = 60 * (g - b) / d;
  else if (max === g) h = 60 * (b - r) / d + 120;
  else h = 60 * (r - g) / d + 240;
  if (max === min) s = 0;
  else if (l < 0.5) s = d / (2 * l);
  else s = d / (2 - 2 * l);
  h %= 360;
  return new HSLA(h, s * 100, l * 100, c.a);
}

// spec: markup-47
export function luminance(c) {
  assertColor(c, 'color');
  var rgb = toRGBA(c);
  function lin(v) {
    v = v / 255;
    return v < 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  }
  return new Unit(0.2126 * lin(rgb.r) + 0.7152 * lin(rgb.g) + 0.0722 * lin(rgb.b));
}

function isColor(c) {
  return c instanceof RGBA || c instanceof HSLA;
}

function assertColor(c, name) {
  if (!isColor(c)) throw new TypeError('expected ' + (name || 'argument') + ' to be a color, but got ' + c);
}

function toRGBA(c) {
  return c instanceof HSLA ? hslToRgb(c) : c;
}

export function Unit(val, type) {
  this.val = val;
  this.type = type;
}

// spec: markup-48
export function blendColors(top, bottom) {
  assertColor(top, 'top');
  bottom = bottom || new RGBA(255, 255, 255, 1);
  assertColor(bottom, 'bottom');
  var t = toRGBA(top), b = toRGBA(bottom);
  var a = t.a;
  return new RGBA(
    t.r * a + b.r * (1 - a),
    t.g * a + b.g * (1 - a),
    t.b * a + b.b * (1 - a),
    a + b.a - a * b.a
  );
}

// spec: markup-49
export function transparentify(top, bottom, alpha) {
  assertColor(top, 'top');
  if (!alpha && bottom && !isColor(bottom)) {
    alpha = bottom;
    bottom = null;
  }
  bottom = bottom || new RGBA(255, 255, 255, 1);
  assertColor(bottom, 'bottom');
  var t = toRGBA(top), b = toRGBA(bottom);
  var keys = ['r', 'g', 'b'];
  var best = -Infinity;
  for (var i = 0; i < 3; i++) {
    var k = keys[i];
    var lim = t[k] > b[k] ? 255 : 0;
    var v = (t[k] - b[k]) / (lim - b[k]);
    if (v > best) best = v;
  }
  if (alpha) {
    if (!(alpha instanceof Unit)) throw new TypeError('expected alpha to be a unit, but got ' + alpha);
    if (alpha.type === '%') best = alpha.val / 100;
    else if (!alpha.type) best = alpha.val;
  }
  if (best < 0) best = 0;
  if (best > 1) best = 1;
  var ch = [];
  for (var j = 0; j < 3; j++) {
    var key = keys[j];
    ch.push(best === 0 ? b[key] : b[key] + (t[key] - b[key]) / best);
  }
  return new RGBA(ch[0], ch[1], ch[2], Math.round(best * 100) / 100);
}

// spec: markup-50
export function formatUnit(n, unit, compress) {
  unit = unit || '';
  var frac = n !== (n | 0);
  if (compress) {
    if (n === 0 && unit !== '%' && unit !== 's' && unit !== 'ms' && unit !== 'deg' && unit !== 'fr') return '0';
    if (frac && n > -1 && n < 1) return String(n).replace('0.', '.') + unit;
  }
  var s = frac ? String(parseFloat(n.toFixed(15))) : String(n);
  return s + unit;
}

// spec: markup-51
export function deepFreeze(obj) {
  if (obj instanceof Map) {
    obj.clear = obj.delete = obj.set = function () { throw new Error('map is read-only'); };
  } else if (obj instanceof Set) {
    obj.add = obj.clear = obj.delete = function () { throw new Error('set is read-only'); };
  }
  Object.freeze(obj);
  var names = Object.getOwnPropertyNames(obj);
  for (var i = 0; i < names.length; i++) {
    var v = obj[names[i]];
    var t = typeof v;
    if (v !== null && (t === 'object' || t === 'function') && !Object.isFrozen(v)) deepFreeze(v);
  }
  return obj;
}

// spec: markup-52
export function mergeInto(base) {
  var out = Object.create(null);
  var k;
  for (k in base) out[k] = base[k];
  for (var i = 1; i < arguments.length; i++) {
    var o = arguments[i];
    if (o == null) continue;
    for (k in o) out[k] = o[k];
  }
  return out;
}

// spec: markup-53
export function scopeClass(name, opts) {
  var prefix = opts.classPrefix;
  if (name.indexOf('language:') === 0) return name.replace('language:', 'language-');
  if (name.indexOf('.') !== -1) {
    var parts = name.split('.');
    var out = prefix + parts[0];
    for (var i = 1; i < parts.length; i++) {
      var us = '';
      for (var j = 0; j < i; j++) us += '_';
      out += ' ' + parts[i] + us;
    }
    return out;
  }
  return prefix + name;
}

// spec: markup-54
export function collapseTree(node) {
  if (typeof node === 'string' || !node.children) return;
  var kids = node.children;
  var allStr = true;
  for (var i = 0; i < kids.length; i++) {
    if (typeof kids[i] !== 'string') { allStr = false; break; }
  }
  if (allStr) {
    node.children = [kids.join('')];
    return;
  }
  for (var j = 0; j < kids.length; j++) collapseTree(kids[j]);
}

// spec: markup-55
export function eitherSource() {
  var args = [];
  for (var i = 0; i < arguments.length; i++) args.push(arguments[i]);
  var opts = {};
  var last = args[args.length - 1];
  if (typeof last === 'object' && last !== null && last.constructor === Object) {
    opts = args.pop();
  }
  var parts = [];
  for (var j = 0; j < args.length; j++) {
    var a = args[j];
    if (!a) parts.push(null);
    else if (typeof a === 'string') parts.push(a);
    else parts.push(a.source);
  }
  return '(' + (opts.capture ? '' : '?:') + parts.join('|') + ')';
}

// spec: markup-56
export function joinWithBackrefs(list, sep) {
  var tokenRe = /\[(?:[^\\\]]|\\.)*\]|\(\?<(?![=!])|\(\?'|\(\??|\\([1-9][0-9]*)|\\./;
  var count = 0;
  var out = [];
  for (var i = 0; i < list.length; i++) {
    count++;
    var off = count;
    var re = typeof list[i] === 'string' ? list[i] : list[i].source;
    var s = '';
    while (re.length > 0) {
      var m = tokenRe.exec(re);
      if (!m) {
        s += re;
        break;
      }
      s += re.substring(0, m.index);
      re = re.substring(m.index + m[0].length);
      if (m[0][0] === '\\' && m[1]) {
        s += '\\' + String(Number(m[1]) + off);
      } else {
        s += m[0];
        if (m[0] === '(' || m[0] === '(?<' || m[0] === "(?'") count++;
      }
    }
    out.push('(' + s + ')');
  }
  return out.join(sep);
}

// spec: markup-57
export function remapMultiScopes(mode, list, key) {
  var scopes = mode[key];
  var table = {};
  var emit = {};
  var extra = 0;
  for (var i = 1; i <= list.length; i++) {
    table[i + extra] = scopes[i];
    emit[i + extra] = true;
    extra += groupCount(list[i - 1]);
  }
  table._emit = emit;
  table._multi = true;
  mode[key] = table;
}

function groupCount(re) {
  var src = typeof re === 'string' ? re : re.source;
  return new RegExp(src + '|').exec('').length - 1;
}

// spec: markup-58
export function execMatcher(mt, s) {
  mt.matcherRe.lastIndex = mt.lastIndex;
  var m = mt.matcherRe.exec(s);
  if (!m) return null;
  var idx = 1;
  for (var i = 1; i < m.length; i++) {
    if (m[i] !== undefined) { idx = i; break; }
  }
  var meta = mt.matchIndexes[idx];
  m.splice(0, idx);
  for (var k in meta) {
    if (Object.prototype.hasOwnProperty.call(meta, k)) m[k] = meta[k];
  }
  return m;
}

// spec: markup-59
export function dualCase(list) {
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var s = list[i];
    out.push(s);
    out.push(s === s.toLowerCase() ? s.toUpperCase() : s.toLowerCase());
  }
  return out;
}

// spec: markup-60
export function zeroRelevance(list, opts) {
  opts = opts || {};
  var except = opts.exceptions || [];
  var pred = opts.when;
  var out = [];
  for (var i = 0; i < list.length; i++) {
    var w = list[i];
    if (/\|\d+$/.test(w) || except.indexOf(w) !== -1) out.push(w);
    else if (pred(w)) out.push(w + '|0');
    else out.push(w);
  }
  return out;
}
