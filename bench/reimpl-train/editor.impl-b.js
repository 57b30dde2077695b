// spec: editor-01
export function mapIndexThroughDelta(change, pos) {
  var ops = (change && change.ops) || [];
  return walkOps(ops, 0, 0, pos);
}

function walkOps(ops, i, cur, pos) {
  if (i >= ops.length || cur > pos) return pos;
  var op = ops[i];
  if (typeof op['delete'] === 'number') {
    if (op['delete'] > pos - cur) return null;
    return walkOps(ops, i + 1, cur, pos - op['delete']);
  }
  if (op.retain !== undefined) {
    return walkOps(ops, i + 1, cur + (typeof op.retain === 'number' ? op.retain : 1), pos);
  }
  var n = typeof op.insert === 'string' ? op.insert.length : 1;
  return walkOps(ops, i + 1, cur + n, pos + n);
}

// spec: editor-02
export function packCell(cell) {
  var out = {};
  var used = 0;
  var body = cell.content;
  var attrs = cell.attributes;
  if (body && body.length() > 0) {
    out.content = body.ops;
    used |= 1;
  }
  if (attrs) {
    for (var k in attrs) {
      if (Object.prototype.hasOwnProperty.call(attrs, k)) {
        out.attributes = attrs;
        used |= 2;
        break;
      }
    }
  }
  return used ? out : null;
}

// spec: editor-03
export function remapCellKeys(cells, changes) {
  var rowDelta = changes.rows || changes.row;
  var colDelta = changes.columns || changes.cols || changes.col;
  return Object.keys(cells).reduce(function (acc, id) {
    var bits = id.split(':');
    var r = shiftThrough(rowDelta, Number(bits[0]) - 1);
    var c = shiftThrough(colDelta, Number(bits[1]) - 1);
    if (r !== null && c !== null) acc[(r + 1) + ':' + (c + 1)] = cells[id];
    return acc;
  }, {});
}

function shiftThrough(delta, pos) {
  var ops = (delta && delta.ops) || [];
  var cur = 0;
  var i = 0;
  while (i < ops.length && cur <= pos) {
    var op = ops[i++];
    if (typeof op['delete'] === 'number') {
      if (op['delete'] > pos - cur) return null;
      pos -= op['delete'];
    } else if (op.retain !== undefined) {
      cur += typeof op.retain === 'number' ? op.retain : 1;
    } else {
      var n = typeof op.insert === 'string' ? op.insert.length : 1;
      cur += n;
      pos += n;
    }
  }
  return pos;
}

// spec: editor-04
export function scrollNearest(tStart, tEnd, vStart, vEnd, padStart, padEnd) {
  var code = (tStart < vStart ? 1 : 0) | (tEnd > vEnd ? 2 : 0) | (tEnd - tStart > vEnd - vStart ? 4 : 0);
  var pick = NEAREST_RULES[code];
  return pick(tStart, tEnd, vStart, vEnd, padStart, padEnd);
}

function noScroll() { return 0; }
function alignToStart(ts, te, vs, ve, ps) { return ts - vs - ps; }
function alignToEnd(ts, te, vs, ve, ps, pe) { return te - ve + pe; }

var NEAREST_RULES = [
  noScroll, alignToStart, alignToEnd, noScroll,
  noScroll, alignToStart, alignToStart, noScroll
];

// spec: editor-05
export function combineFormats(incoming, acc) {
  var names = Object.keys(acc);
  var out = {};
  for (var i = names.length - 1; i >= 0; i--) {
    var name = names[i];
    var nv = incoming[name];
    if (nv == null) continue;
    var ov = acc[name];
    if (ov === nv) out[name] = ov;
    else if (Array.isArray(ov)) out[name] = ov.indexOf(nv) < 0 ? ov.concat([nv]) : ov;
    else out[name] = [ov, nv];
  }
  return reorderLike(out, names);
}

function reorderLike(obj, names) {
  var res = {};
  for (var i = 0; i < names.length; i++) {
    if (Object.prototype.hasOwnProperty.call(obj, names[i])) res[names[i]] = obj[names[i]];
  }
  return res;
}

// spec: editor-06
export function explodeNewlines(ops) {
  var out = [];
  for (var i = 0; i < ops.length; i++) {
    var op = ops[i];
    if (typeof op.insert !== 'string') {
      out.push(op);
      continue;
    }
    var parts = op.insert.match(/\n|[^\n]+/g) || [];
    for (var j = 0; j < parts.length; j++) {
      out.push({ insert: parts[j], attributes: op.attributes });
    }
  }
  return out;
}

// spec: editor-07
export function detectWordListItem(el, html) {
  var style = el.getAttribute('style');
  if (!style) return null;
  var decl = /mso-list:([^;]*)/i.exec(style);
  var idHit = decl && /(?:^|\s)l(\d+)/i.exec(decl[1]);
  if (!idHit) return null;
  var lvlHit = /level(\d+)/i.exec(decl[1]);
  var id = parseInt(idHit[1], 10);
  var indent = lvlHit ? parseInt(lvlHit[1], 10) : 1;
  var rule = new RegExp('@list l' + id + ':level' + indent + '\\s*\\{[^}]*mso-level-number-format:\\s*(\\w+)', 'i');
  var fmt = rule.exec(html);
  return {
    id: id,
    indent: indent,
    type: fmt && fmt[1] === 'bullet' ? 'bullet' : 'ordered',
    element: el
  };
}

// spec: editor-08
export function tableExitDirection(table, row, cell, offset) {
  var key = (row.prev ? 'p' : '-') + (row.next ? 'n' : '-');
  if (key === '--') {
    key += (cell.prev ? 'p' : '-') + (cell.next ? 'n' : '-');
    if (key === '----') key += offset === 0 ? 'z' : 'o';
  }
  return EXIT_TABLE[key];
}

var EXIT_TABLE = {
  '-n': -1, 'p-': 1, 'pn': null,
  '----z': -1, '----o': 1,
  '---n': -1, '--p-': 1, '--pn': 1
};

// spec: editor-09
export function shiftSelection(range, at, len, origin) {
  if (range == null) return null;
  var ends = [range.index, range.index + range.length];
  var moved;
  if (typeof at === 'number') {
    var d = typeof len === 'number' ? len : 0;
    moved = ends.map(function (p) {
      if (p < at || (p === at && origin === 'user')) return p;
      return d >= 0 ? p + d : Math.max(at, p + d);
    });
  } else {
    var prio = origin !== 'user';
    moved = ends.map(function (p) { return at.transformPosition(p, prio); });
  }
  return { index: moved[0], length: moved[1] - moved[0] };
}

// spec: editor-10
export function deltaEndsWith(delta, wanted) {
  if (wanted === '') return true;
  var tail = gatherTail(delta.ops, delta.ops.length - 1, '', wanted.length);
  return tail.length >= wanted.length && tail.slice(tail.length - wanted.length) === wanted;
}

function gatherTail(ops, i, acc, need) {
  if (acc.length >= need || i < 0) return acc;
  var ins = ops[i].insert;
  if (typeof ins !== 'string') return acc;
  return gatherTail(ops, i - 1, ins + acc, need);
}

// spec: editor-11
export function classTokens() {
  var joined = [];
  for (var i = 0; i < arguments.length; i++) {
    var a = arguments[i];
    if (typeof a === 'string' && a !== '') joined.push(a);
  }
  return joined.join(' ').match(/\S+/g) || [];
}

// spec: editor-12
export function overlayConfig(cfg, over) {
  if (!over || over === cfg) return cfg;
  var keys = [];
  for (var k in over) keys.push(k);
  var changed = keys.some(function (key) { return over[key] !== cfg[key]; });
  return changed ? Object.assign({}, cfg, over) : cfg;
}

// spec: editor-13
export function setStyleWithPriority(style, prop, value) {
  var end = value.length;
  while (end > 0 && /\s/.test(value.charAt(end - 1))) end--;
  var flag = '!important';
  var start = end - flag.length;
  if (start >= 0 && value.slice(start, end).toLowerCase() === flag) {
    style.setProperty(prop, value.slice(0, start).trim(), 'important');
  } else {
    style.setProperty(prop, value, '');
  }
}

// spec: editor-14
export function modifierCombos(mask) {
  var out = [];
  for (var v = 0; v < 16; v++) {
    if (fitsMask(v, mask)) out.push(v);
  }
  return out;
}

var MOD_BITS = [[['altKey', 'alt'], 1], [['ctrlKey', 'control', 'ctrl'], 2], [['metaKey', 'meta'], 4], [['shiftKey', 'shift'], 8]];

function maskValue(mask, names) {
  for (var i = 0; i < names.length; i++) {
    if (mask[names[i]] !== undefined) return mask[names[i]];
  }
  return undefined;
}

function fitsMask(v, mask) {
  for (var i = 0; i < MOD_BITS.length; i++) {
    var want = maskValue(mask, MOD_BITS[i][0]);
    var on = (v & MOD_BITS[i][1]) !== 0;
    if (want === 'any') continue;
    if (!!want !== on) return false;
  }
  return true;
}

// spec: editor-15
export function flipTextFormat(bits, name, ref) {
  var bit = FORMAT_BITS.hasOwnProperty(name) ? FORMAT_BITS[name] : 0;
  if (ref !== null && ref !== undefined && (bits & bit) === (ref & bit)) return bits;
  var clear = FORMAT_CONFLICTS.hasOwnProperty(name) ? FORMAT_CONFLICTS[name] : 0;
  return (bits ^ bit) & ~clear;
}

var FORMAT_BITS = {
  bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32,
  superscript: 64, highlight: 128, lowercase: 256, uppercase: 512, capitalize: 1024
};

var FORMAT_CONFLICTS = {
  subscript: 64, superscript: 32,
  lowercase: 512 | 1024, uppercase: 256 | 1024, capitalize: 256 | 512
};

// spec: editor-16
export function shortcutMatches(ev, key, mask) {
  var mods = [['altKey', 'alt'], ['ctrlKey', 'control', 'ctrl'], ['shiftKey', 'shift'], ['metaKey', 'meta']];
  for (var i = 0; i < mods.length; i++) {
    var want = readMod(mask, mods[i]);
    if (want !== 'any' && want !== ev[mods[i][0]]) return false;
  }
  if (ev.key.toLowerCase() === key.toLowerCase()) return true;
  if (key.length > 1) return false;
  if (ev.key.length === 1 && ev.key.charCodeAt(0) <= 127) return false;
  var physical = /^[0-9]$/.test(key) && ev.code.indexOf('Digit') === 0 ? 'Digit' + key : 'Key' + key.toUpperCase();
  return ev.code === physical;
}

function readMod(mask, names) {
  for (var i = 0; i < names.length; i++) {
    if (mask && mask[names[i]] !== undefined) return mask[names[i]];
  }
  return false;
}

// spec: editor-17
export function lexPlainText(text, visitor) {
  var re = /\r?\n|\t|(?:[^\r\n\t]|\r(?!\n))+/g;
  var m;
  while ((m = re.exec(text)) !== null) {
    var tok = m[0];
    if (tok === '\t') visitor.tab();
    else if (tok === '\n' || tok === '\r\n') visitor.lineBreak();
    else visitor.text(tok);
  }
}

// spec: editor-18
export function countStateEntries(configs, unknown, known) {
  if (!unknown) return known.size;
  var extra = [];
  for (var k in unknown) extra.push(k);
  return extra.reduce(function (n, key) {
    var cfg = configs.get(key);
    return cfg !== undefined && known.has(cfg) ? n : n + 1;
  }, known.size);
}

// spec: editor-19
export function adoptRawState(configs, parsed, raw) {
  var rest;
  var keys = raw ? Object.keys(raw) : [];
  var banned = { '__proto__': 1, 'constructor': 1, 'prototype': 1 };
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (banned[k] === 1) continue;
    var cfg = configs.get(k);
    if (cfg) {
      if (!parsed.has(cfg)) parsed.set(cfg, cfg.parse(raw[k]));
    } else {
      if (!rest) rest = {};
      rest[k] = raw[k];
    }
  }
  return rest;
}

// spec: editor-20
export function stepIterator(cfg) {
  var box = { state: cfg.initial };
  var it = {
    next: function () {
      if (!cfg.hasNext(box.state)) return { done: true, value: undefined };
      var v = cfg.map(box.state);
      box.state = cfg.step(box.state);
      return { done: false, value: v };
    }
  };
  it[Symbol.iterator] = function () { return it; };
  return it;
}

// spec: editor-21
export function rawInlineStyle(el, prop) {
  var text = el.getAttribute('style');
  if (!text) return null;
  var decls = text.split(';').map(function (s) { return s.trim(); }).filter(function (s) { return s !== ''; });
  return findDeclBackwards(decls, decls.length - 1, prop.toLowerCase());
}

function findDeclBackwards(decls, i, want) {
  if (i < 0) return null;
  var d = decls[i];
  var c = d.indexOf(':');
  if (c >= 0 && d.slice(0, c).trim().toLowerCase() === want) return d.slice(c + 1).trim();
  return findDeclBackwards(decls, i - 1, want);
}

// spec: editor-22
export function parseStyleText(text) {
  var out = [];
  if (!text) return out;
  var tokens = text.match(/"[^"]*"?|'[^']*'?|[();]|[^"'();]+/g) || [];
  var depth = 0;
  var buf = '';
  var pieces = [];
  for (var i = 0; i < tokens.length; i++) {
    var t = tokens[i];
    if (t === ';' && depth === 0) {
      pieces.push(buf);
      buf = '';
      continue;
    }
    if (t === '(') depth++;
    else if (t === ')' && depth > 0) depth--;
    buf += t;
  }
  if (buf.trim() !== '') pieces.push(buf);
  for (var j = 0; j < pieces.length; j++) {
    var p = pieces[j];
    var c = p.indexOf(':');
    if (c < 0) continue;
    var name = p.slice(0, c).trim();
    var val = p.slice(c + 1).trim();
    if (name && val) out.push([name, val]);
  }
  return out;
}

// spec: editor-23
export function marksMatch(a, b) {
  if (a.length !== b.length) return false;
  return pairOff(a, 0, b.slice());
}

function pairOff(a, i, pool) {
  if (i === a.length) return true;
  for (var j = 0; j < pool.length; j++) {
    if (markTypeName(a[i]) === markTypeName(pool[j]) && attrsEqual(a[i].attrs, pool[j].attrs)) {
      pool.splice(j, 1);
      return pairOff(a, i + 1, pool);
    }
  }
  return false;
}

function markTypeName(m) {
  return typeof m.type === 'string' ? m.type : m.type.name;
}

function attrsEqual(x, y) {
  if (x === y) return true;
  if (!x || !y) return false;
  var kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  return kx.every(function (k) {
    return Object.prototype.hasOwnProperty.call(y, k) && Object.is(x[k], y[k]);
  });
}

// spec: editor-24
export function includesPairs(obj, expected, opts) {
  var strict = opts ? !!opts.strict : true;
  var keys = Object.keys(expected);
  var tag = Object.prototype.toString;
  for (var i = keys.length - 1; i >= 0; i--) {
    var want = expected[keys[i]];
    var have = obj[keys[i]];
    var ok = !strict && tag.call(want) === '[object RegExp]' ? want.test(have) : want === have;
    if (!ok) return false;
  }
  return true;
}

// spec: editor-25
export function dedupe(list, keyOf) {
  var fn = keyOf || function (x) { return JSON.stringify(x); };
  var seen = {};
  return list.reduce(function (out, item) {
    var k = fn(item);
    if (!Object.prototype.hasOwnProperty.call(seen, k)) {
      seen[k] = true;
      out.push(item);
    }
    return out;
  }, []);
}

// spec: editor-26
export function coerceAttrValue(v) {
  if (typeof v !== 'string') return v;
  if (Object.prototype.hasOwnProperty.call(LITERAL_BOOLS, v)) return LITERAL_BOOLS[v];
  return /^[+-]?(?:\d*\.)?\d+$/.test(v) ? Number(v) : v;
}

var LITERAL_BOOLS = { 'true': true, 'false': false };

// spec: editor-27
export function omitKeys(src, names) {
  var drop = {};
  [].concat(names).forEach(function (n) { drop['$' + n] = true; });
  var out = {};
  Object.keys(src).forEach(function (k) {
    if (!drop['$' + k]) out[k] = src[k];
  });
  return out;
}

// spec: editor-28
export function pruneChanges(changes) {
  var seen = {};
  var uniq = changes.filter(function (c) {
    var k = JSON.stringify(c);
    if (seen.hasOwnProperty(k)) return false;
    seen[k] = 1;
    return true;
  });
  if (uniq.length === 1) return uniq;
  return uniq.filter(function (c, i) {
    for (var j = 0; j < uniq.length; j++) {
      if (j !== i && covers(uniq[j], c)) return false;
    }
    return true;
  });
}

function covers(o, c) {
  return o.oldRange.from <= c.oldRange.from && o.oldRange.to >= c.oldRange.to &&
    o.newRange.from <= c.newRange.from && o.newRange.to >= c.newRange.to;
}

// spec: editor-29
export function attrsKeptOnSplit(defs, typeName, values) {
  var byName = {};
  for (var i = defs.length - 1; i >= 0; i--) {
    if (defs[i].type === typeName) byName['$' + defs[i].name] = defs[i];
  }
  var out = {};
  Object.keys(values).forEach(function (k) {
    var d = byName['$' + k];
    if (d && d.attribute && d.attribute.keepOnSplit) out[k] = values[k];
  });
  return out;
}

// spec: editor-30
export function pasteMatches(text, finder, event) {
  if (Object.prototype.toString.call(finder) === '[object RegExp]') return Array.from(text.matchAll(finder));
  var found = finder(text, event);
  if (!found) return [];
  return found.map(function (hit) {
    var res = [hit.text];
    res.index = hit.index;
    res.input = text;
    res.data = hit.data;
    if (hit.replaceWith) {
      if (hit.text.indexOf(hit.replaceWith) < 0) {
        console.warn('[tiptap warn]: "pasteRuleMatch.replaceWith" must be part of "pasteRuleMatch.text".');
      }
      res.push(hit.replaceWith);
    }
    return res;
  });
}

// spec: editor-31
export function eachRun(list, same, keep, found) {
  if (!list.size) return;
  var st = list.reduce(function (acc, val, idx) {
    if (idx > 0 && !same(acc.prev, val)) {
      if (keep(acc.prev)) found(acc.from, idx);
      acc.from = idx;
    }
    acc.prev = val;
    return acc;
  }, { from: 0, prev: undefined });
  if (keep(list.last())) found(st.from, list.count());
}

// spec: editor-32
export function entityPerUnit(text, ranges) {
  var slots = [];
  for (var u = 0; u < text.length; u++) slots.push(null);
  if (!ranges) return slots;
  var points = Array.from(text);
  var at = [0];
  for (var p = 0; p < points.length; p++) at.push(at[p] + points[p].length);
  var last = points.length;
  ranges.forEach(function (r) {
    var a = Math.max(0, Math.min(r.offset, last));
    var b = Math.max(a, Math.min(r.offset + r.length, last));
    for (var i = at[a]; i < at[b]; i++) slots[i] = r.key;
  });
  return slots;
}

// spec: editor-33
export function textAfterEntity(block, offset) {
  var from = backOverPlain(block, offset);
  return block.getText().slice(from, offset);
}

function backOverPlain(block, i) {
  if (i <= 0 || block.getEntityAt(i - 1) !== null) return i;
  return backOverPlain(block, i - 1);
}

// spec: editor-34
export function freshBlockKey() {
  var k = Math.floor(Math.random() * 0x1000000).toString(32);
  if (ISSUED_KEYS.hasOwnProperty(k) || isFinite(k)) return freshBlockKey();
  ISSUED_KEYS[k] = true;
  return k;
}

var ISSUED_KEYS = {};

// spec: editor-35
export function splitOffsetKey(key) {
  var j = key.lastIndexOf('-');
  var leaf = key.slice(j + 1);
  var rest = j < 0 ? null : key.slice(0, j);
  var dec, block = '';
  if (rest !== null) {
    var k = rest.lastIndexOf('-');
    dec = rest.slice(k + 1);
    if (k >= 0) block = rest.slice(0, k);
  }
  return { blockKey: block, decoratorKey: parseInt(dec, 10), leafKey: parseInt(leaf, 10) };
}

// spec: editor-36
export function rectsOnOneLine(rects, lineHeight) {
  var real = rects.filter(function (r) { return r.width !== 0 && r.width !== 1; });
  if (!real.length) return true;
  var tops = real.map(function (r) { return r.top; }).sort(function (x, y) { return x - y; });
  var bots = real.map(function (r) { return r.bottom; }).sort(function (x, y) { return x - y; });
  var n = real.length - 1;
  return tops[n] <= bots[0] && tops[n] - tops[0] < lineHeight && bots[n] - bots[0] < lineHeight;
}

// spec: editor-37
export function domNodeLength(node) {
  var how = NODE_LENGTH_BY_TYPE[node.nodeType];
  return how ? how(node) : node.childNodes.length;
}

function dataLength(node) { return node.data.length; }

var NODE_LENGTH_BY_TYPE = {
  10: function () { return 0; },
  3: dataLength,
  7: dataLength,
  8: dataLength
};

// spec: editor-38
export function applyInlineCss(node, styles) {
  var doc = node && node.ownerDocument;
  var win = doc && doc.defaultView;
  var Ctor = win ? win.HTMLElement : (typeof HTMLElement !== 'undefined' ? HTMLElement : null);
  if (!Ctor || !(node instanceof Ctor)) return styles;
  var css = node.style;
  var steps = []
    .concat(CSS_STYLE_ACTIONS.weight[css.fontWeight] || [])
    .concat(CSS_STYLE_ACTIONS.style[css.fontStyle] || [])
    .concat(CSS_STYLE_ACTIONS.decoration[css.textDecoration] || []);
  return steps.reduce(function (set, s) {
    return s[0] === '+' ? set.add(s.slice(1)) : set.remove(s.slice(1));
  }, styles);
}

var CSS_STYLE_ACTIONS = {
  weight: {
    bold: ['+BOLD'], bolder: ['+BOLD'], '500': ['+BOLD'], '600': ['+BOLD'], '700': ['+BOLD'], '800': ['+BOLD'], '900': ['+BOLD'],
    light: ['-BOLD'], lighter: ['-BOLD'], normal: ['-BOLD'], '100': ['-BOLD'], '200': ['-BOLD'], '300': ['-BOLD'], '400': ['-BOLD']
  },
  style: { italic: ['+ITALIC'], normal: ['-ITALIC'] },
  decoration: {
    underline: ['+UNDERLINE'], 'line-through': ['+STRIKETHROUGH'], none: ['-UNDERLINE', '-STRIKETHROUGH']
  }
};

// spec: editor-39
export function readDroppedFile(file, done) {
  var Reader = typeof globalThis !== 'undefined' ? globalThis.FileReader : undefined;
  var okTypes = { 'text/plain': 1, 'text/html': 1, 'text/rtf': 1 };
  if (!Reader || (file.type && okTypes[file.type] !== 1)) {
    done('');
    return;
  }
  if (!file.type) {
    var m = /^(.*)\.textClipping$/.exec(file.name);
    done(m ? m[1] : '');
    return;
  }
  var reader = new Reader();
  reader.onload = function () {
    var res = reader.result;
    if (typeof res !== 'string') throw new Error('Invariant Violation: FileReader result must be a string');
    done(res);
  };
  reader.onerror = function () { done(''); };
  reader.readAsText(file);
}

// spec: editor-40
export function cutRange(list, start, end) {
  if (start === 0) return dropFront(list, end);
  if (end === list.count()) return dropBack(list, end - start);
  return list.slice(0, start).concat(list.slice(end));
}

function dropFront(list, n) {
  return n <= 0 ? list : dropFront(list.shift(), n - 1);
}

function dropBack(list, n) {
  return n <= 0 ? list : dropBack(list.pop(), n - 1);
}

// spec: editor-41
export function visualColumn(str, end, tabSize, from, startCol) {
  if (end == null) {
    var ws = /[^\s\u00a0]/.exec(str);
    end = ws ? ws.index : str.length;
  }
  var i = from || 0;
  var pieces = str.slice(i, end).split('\t');
  var col = startCol || 0;
  for (var p = 0; p < pieces.length - 1; p++) {
    col += pieces[p].length;
    col += tabSize - (col % tabSize);
    i += pieces[p].length + 1;
  }
  return col + (end - i);
}

// spec: editor-42
export function offsetForColumn(str, goal, tabSize) {
  return seekColumn(str, goal, tabSize, 0, 0);
}

function seekColumn(str, goal, tabSize, pos, col) {
  var tab = str.indexOf('\t', pos);
  if (tab < 0) tab = str.length;
  var run = tab - pos;
  if (tab === str.length || col + run >= goal) return pos + Math.min(run, goal - col);
  col += run;
  col += tabSize - (col % tabSize);
  if (col >= goal) return tab + 1;
  return seekColumn(str, goal, tabSize, tab + 1, col);
}

// spec: editor-43
export function closestPassing(pred, from, to) {
  if (from === to) return from;
  var down = from > to;
  var mid = down ? Math.ceil((from + to) / 2) : Math.floor((from + to) / 2);
  if (mid === from) return pred(mid) ? from : to;
  return pred(mid) ? closestPassing(pred, from, mid) : closestPassing(pred, down ? mid - 1 : mid + 1, to);
}

// spec: editor-44
export function forEachBidiSlice(order, from, to, cb) {
  if (!order) return cb(from, to, 'ltr', 0);
  var hits = order.map(function (part, i) { return [part, i]; }).filter(function (pi) {
    var part = pi[0];
    return (part.from < to && part.to > from) || (from === to && part.to === from);
  });
  if (!hits.length) {
    cb(from, to, 'ltr');
    return;
  }
  hits.forEach(function (pi) {
    var part = pi[0];
    cb(Math.max(part.from, from), Math.min(part.to, to), part.level === 1 ? 'rtl' : 'ltr', pi[1]);
  });
}

// spec: editor-45
export function bidiPartAt(order, pos, sticky) {
  var found = null;
  bidiAlternative = null;
  var wantBefore = sticky === 'before';
  for (var i = 0; i < order.length; i++) {
    var part = order[i];
    var nonEmpty = part.from !== part.to;
    if (part.from < pos && part.to > pos) return i;
    if (part.to === pos) {
      if (nonEmpty && wantBefore) found = i;
      else bidiAlternative = i;
    }
    if (part.from === pos) {
      if (nonEmpty && !wantBefore) found = i;
      else bidiAlternative = i;
    }
  }
  return found !== null ? found : bidiAlternative;
}

var bidiAlternative = null;

export function lastBidiAlternative() {
  return bidiAlternative;
}

// spec: editor-46
export function mapPosThroughEdit(pos, edit) {
  if (comparePos(pos, edit.from) < 0) return pos;
  var lines = edit.text;
  var endLine = edit.from.line + lines.length - 1;
  var endCh = lines[lines.length - 1].length + (lines.length === 1 ? edit.from.ch : 0);
  if (comparePos(pos, edit.to) <= 0) return { line: endLine, ch: endCh };
  var ch = pos.line === edit.to.line ? pos.ch + (endCh - edit.to.ch) : pos.ch;
  return { line: pos.line + (endLine - edit.to.line), ch: ch };
}

function comparePos(a, b) {
  return a.line - b.line || a.ch - b.ch;
}

// spec: editor-47
export function canonicalKeyMap(map) {
  var fresh = {};
  var names = Object.keys(map);
  for (var i = 0; i < names.length; i++) {
    var name = names[i];
    if (KEYMAP_RESERVED.test(name)) continue;
    var value = map[name];
    if (value === '...') {
      delete map[name];
      continue;
    }
    var strokes = name.split(' ').map(canonicalStroke);
    var seq = '';
    for (var j = 0; j < strokes.length; j++) {
      seq = j === 0 ? strokes[0] : seq + ' ' + strokes[j];
      var val = j === strokes.length - 1 ? value : '...';
      var prev = fresh[seq];
      if (!prev) fresh[seq] = val;
      else if (prev !== val) throw new Error('Inconsistent bindings for ' + seq);
    }
    delete map[name];
  }
  for (var k in fresh) map[k] = fresh[k];
  return map;
}

var KEYMAP_RESERVED = /^(?:name|fallthrough|attach|detach)$/;

var MODIFIER_ALIASES = {
  cmd: 'Cmd', meta: 'Cmd', m: 'Cmd',
  a: 'Alt', alt: 'Alt',
  c: 'Ctrl', ctrl: 'Ctrl', control: 'Ctrl',
  s: 'Shift', shift: 'Shift'
};

function canonicalStroke(stroke) {
  var parts = stroke.split(/-(?!$)/);
  var seen = {};
  for (var i = 0; i < parts.length - 1; i++) {
    var low = parts[i].toLowerCase();
    if (!MODIFIER_ALIASES.hasOwnProperty(low)) throw new Error('Unrecognized modifier name: ' + parts[i]);
    seen[MODIFIER_ALIASES[low]] = true;
  }
  var prefix = ['Shift', 'Cmd', 'Ctrl', 'Alt'].filter(function (m) { return seen[m]; }).map(function (m) { return m + '-'; }).join('');
  return prefix + parts[parts.length - 1];
}

// spec: editor-48
export function streamMatch(stream, pattern, consume, caseless) {
  if (typeof pattern === 'string') {
    var fold = caseless ? function (s) { return s.toLowerCase(); } : function (s) { return s; };
    var chunk = stream.string.substr(stream.pos, pattern.length);
    if (fold(chunk) !== fold(pattern)) return undefined;
    if (consume !== false) stream.pos += pattern.length;
    return true;
  }
  var hit = stream.string.slice(stream.pos).match(pattern);
  if (!hit) return null;
  if (hit.index > 0) return null;
  if (consume !== false) stream.pos += hit[0].length;
  return hit;
}

// spec: editor-49
export function lastMatchBefore(str, re, margin) {
  return scanMatches(str, re, margin, 0, undefined);
}

function scanMatches(str, re, margin, from, best) {
  if (from > str.length) return best;
  re.lastIndex = from;
  var m = re.exec(str);
  if (!m) return best;
  var end = m.index + m[0].length;
  if (end > str.length - margin) return best;
  if (!best || end > best.index + best[0].length) best = m;
  return scanMatches(str, re, margin, m.index + 1, best);
}

// spec: editor-50
export function ruleRegex(val, caret) {
  if (!val) return new RegExp('(?:)');
  var src, flags = '';
  if (Object.prototype.toString.call(val) === '[object RegExp]') {
    src = val.source;
    flags = val.flags.replace(/[^iu]/g, '');
  } else {
    src = String(val);
  }
  return new RegExp((caret === false ? '' : '^') + '(?:' + src + ')', flags);
}

// spec: editor-51
export function unpackTable(input, Type) {
  if (typeof input !== 'string') return input;
  var Ctor = Type || Uint16Array;
  var groups = input.match(/[\x00-\x4e]*(?:~|[\x4f-\x7d]|[\x7f-\uffff])/g) || [];
  var out = null;
  for (var g = 0; g < groups.length; g++) {
    var v = readBase46(groups[g]);
    if (out === null) out = new Ctor(v);
    else out[g - 1] = v;
  }
  return out;
}

function readBase46(group) {
  if (group.charCodeAt(group.length - 1) === 126) return 65535;
  var v = 0;
  for (var i = 0; i < group.length; i++) {
    var c = group.charCodeAt(i);
    var d = c - 32 - (c >= 92 ? 1 : 0) - (c - (c >= 92 ? 1 : 0) >= 34 ? 1 : 0);
    v = v * 46 + (d >= 46 ? d - 46 : d);
  }
  return v;
}

// spec: editor-52
export function resolveStreamOffset(stream, offset, assoc) {
  var pos = stream.pos + offset;
  var idx = stream.rangeIndex;
  if (pos < stream.range.from) return stepBack(stream.ranges, idx, pos);
  return stepForward(stream.ranges, idx, pos, assoc);
}

function stepBack(ranges, idx, pos) {
  if (pos >= ranges[idx].from) return pos;
  if (idx === 0) return null;
  return stepBack(ranges, idx - 1, pos - (ranges[idx].from - ranges[idx - 1].to));
}

function stepForward(ranges, idx, pos, assoc) {
  var r = ranges[idx];
  var past = assoc < 0 ? pos > r.to : pos >= r.to;
  if (!past) return pos;
  if (idx === ranges.length - 1) return null;
  return stepForward(ranges, idx + 1, pos + (ranges[idx + 1].from - r.to), assoc);
}

// spec: editor-53
export function clipToParsed(stream, pos) {
  var cur = stream.range;
  if (pos >= cur.from && pos < cur.to) return pos;
  var next = stream.ranges.filter(function (r) { return r.to > pos; })[0];
  return next ? Math.max(pos, next.from) : stream.end;
}

// spec: editor-54
export function readSpan(stream, from, to) {
  if (from >= to) return '';
  var chunks = [[stream.chunk, stream.chunkPos], [stream.chunk2, stream.chunk2Pos]];
  for (var c = 0; c < chunks.length; c++) {
    var text = chunks[c][0], at = chunks[c][1];
    if (text != null && from >= at && to <= at + text.length) return text.slice(from - at, to - at);
  }
  if (from >= stream.range.from && to <= stream.range.to) return stream.input.read(from, to);
  var parts = [];
  for (var i = 0; i < stream.ranges.length && stream.ranges[i].from < to; i++) {
    var r = stream.ranges[i];
    if (r.to > from) parts.push(stream.input.read(Math.max(r.from, from), Math.min(r.to, to)));
  }
  return parts.join('');
}

// spec: editor-55
export function termOffset(table, start, term) {
  return probeSeq(table, start, 0, term);
}

function probeSeq(table, start, k, term) {
  var v = table[start + k];
  if (v === 65535) return -1;
  return v === term ? k : probeSeq(table, start, k + 1, term);
}

// spec: editor-56
export function addUniqueStack(stack, list) {
  var at = -1;
  list.some(function (other, i) {
    if (other.pos === stack.pos && other.sameState(stack)) {
      at = i;
      return true;
    }
    return false;
  });
  if (at < 0) list.push(stack);
  else if (list[at].score < stack.score) list[at] = stack;
}

// spec: editor-57
export function gotoTarget(table, state, term, loose) {
  if (term >= table[0]) return -1;
  return scanGroups(table, table[term + 1], state, !!loose);
}

function scanGroups(table, pos, state, loose) {
  var tag = table[pos];
  var target = table[pos + 1];
  var isLast = (tag & 1) === 1;
  if (isLast && loose) return target;
  var members = table.slice(pos + 2, pos + 2 + (tag >> 1));
  if (members.indexOf(state) >= 0) return target;
  if (isLast) return -1;
  return scanGroups(table, pos + 2 + (tag >> 1), state, loose);
}

// spec: editor-58
export function shiftTargets(parser, state) {
  var data = parser.data;
  var pairs = [];
  var seen = {};
  visitActions(data, parser.states[state * 6 + 1], function (term, target) {
    if (seen[target]) return;
    seen[target] = true;
    pairs.push(term, target);
  });
  return pairs;
}

function visitActions(data, i, emit) {
  while (true) {
    if (data[i] === 65535) {
      if (data[i + 1] !== 1) return;
      i = data[i + 2] | (data[i + 3] << 16);
    }
    if ((data[i + 2] & 1) === 0) emit(data[i], data[i + 1]);
    i += 3;
  }
}

// spec: editor-59
export function buildDialect(parser, text) {
  var names = Object.keys(parser.dialects);
  var on = {};
  (text ? text.split(' ') : []).forEach(function (p) { on['$' + p] = true; });
  var flags = names.map(function (n) { return on['$' + n] === true; });
  var disabled = null;
  names.forEach(function (n, i) {
    if (flags[i]) return;
    for (var j = parser.dialects[n]; parser.data[j] !== 65535; j++) {
      if (!disabled) disabled = new Uint8Array(parser.maxTerm + 1);
      disabled[parser.data[j]] = 1;
    }
  });
  return { source: text, flags: flags, disabled: disabled };
}

// spec: editor-60
export function bestFinishedStack(stacks) {
  return stacks.reduce(function (best, s) {
    var p = s.p;
    var stop = p.stoppedAt;
    var atEnd = s.pos === p.stream.end || (stop != null && s.pos > stop);
    var accepting = (p.parser.states[s.state * 6] & 2) !== 0;
    return atEnd && accepting && (!best || best.score < s.score) ? s : best;
  }, null);
}
