// spec: ui-01
export function mergeAttrs(src, target) {
  for (var k in src) {
    if (k == "class" && target["class"]) target["class"] = target["class"] + " " + src[k];
    else if (k == "style" && target.style) target.style = target.style + ";" + src[k];
    else target[k] = src[k];
  }
  return target;
}

// spec: ui-02
export function windowRect(win) {
  var vv = win.visualViewport;
  if (vv) return { left: 0, right: vv.width, top: 0, bottom: vv.height };
  return { left: 0, right: win.innerWidth, top: 0, bottom: win.innerHeight };
}

// spec: ui-03
export function elementScale(el, rect) {
  var sx = rect.width / el.offsetWidth;
  var sy = rect.height / el.offsetHeight;
  if ((sx > 0.995 && sx < 1.005) || !isFinite(sx) || Math.abs(rect.width - el.offsetWidth) < 1) sx = 1;
  if ((sy > 0.995 && sy < 1.005) || !isFinite(sy) || Math.abs(rect.height - el.offsetHeight) < 1) sy = 1;
  return { scaleX: sx, scaleY: sy };
}

// spec: ui-04
export function findScrollParents(node, wantX) {
  if (wantX === undefined) wantX = true;
  var doc = node.ownerDocument;
  var x = null, y = null;
  var cur = node.parentNode;
  while (cur) {
    if ((doc && cur == doc.body) || (y && (x || !wantX))) break;
    if (cur.nodeType == 1) {
      var st = null;
      if (!y && cur.scrollHeight > cur.clientHeight) {
        st = getComputedStyle(cur);
        if (/scroll|auto/.test(st.overflowY)) y = cur;
      }
      if (wantX && !x && cur.scrollWidth > cur.clientWidth) {
        if (!st) st = getComputedStyle(cur);
        if (/scroll|auto/.test(st.overflowX)) x = cur;
      }
      cur = cur.assignedSlot || cur.parentNode;
    } else if (cur.nodeType == 11) {
      cur = cur.host;
    } else {
      break;
    }
  }
  return { x: x, y: y };
}

// spec: ui-05
export function findBidiSpan(spans, pos, level, side) {
  var found = -1;
  for (var i = 0; i < spans.length; i++) {
    var s = spans[i];
    if (s.start > pos || s.end < pos) continue;
    if (s.level == level) return i;
    if (found < 0) {
      found = i;
    } else if (side != 0) {
      if (side < 0 ? s.start < pos : s.end > pos) found = i;
    } else if (s.level < spans[found].level) {
      found = i;
    }
  }
  if (found < 0) throw new RangeError("Index out of range");
  return found;
}

// spec: ui-06
export function findTextDiff(a, b, pref, side) {
  var n = Math.min(a.length, b.length);
  var s = 0;
  while (s < n && a.charCodeAt(s) == b.charCodeAt(s)) s++;
  if (s == n && a.length == b.length) return null;
  var ea = a.length, eb = b.length;
  while (ea > 0 && eb > 0 && a.charCodeAt(ea - 1) == b.charCodeAt(eb - 1)) {
    ea--;
    eb--;
  }
  if (side == "end") {
    var extra = Math.max(0, s - Math.min(ea, eb));
    pref -= ea + extra - s;
  }
  var move;
  if (ea < s && a.length < b.length) {
    move = pref <= s && pref >= ea ? s - pref : 0;
    s -= move;
    eb = s + (eb - ea);
    ea = s;
  } else if (eb < s) {
    move = pref <= s && pref >= eb ? s - pref : 0;
    s -= move;
    ea = s + (ea - eb);
    eb = s;
  }
  return { from: s, toA: ea, toB: eb };
}

// spec: ui-07
export function normalizeKeyName(name, platform) {
  var parts = name.split(/-(?!$)/);
  var key = parts[parts.length - 1];
  if (key == "Space") key = " ";
  var alt = false, ctrl = false, shift = false, meta = false;
  for (var i = 0; i < parts.length - 1; i++) {
    var m = parts[i].toLowerCase();
    if (m == "cmd" || m == "meta" || m == "m") meta = true;
    else if (m == "a" || m == "alt") alt = true;
    else if (m == "c" || m == "ctrl" || m == "control") ctrl = true;
    else if (m == "s" || m == "shift") shift = true;
    else if (m == "mod") {
      if (platform == "mac") meta = true;
      else ctrl = true;
    } else throw new Error("Unrecognized modifier name: " + parts[i]);
  }
  if (alt) key = "Alt-" + key;
  if (ctrl) key = "Ctrl-" + key;
  if (meta) key = "Meta-" + key;
  if (shift) key = "Shift-" + key;
  return key;
}

// spec: ui-08
export function lineNumberMax(n) {
  var v = 9;
  while (v < n) v = v * 10 + 9;
  return v;
}

// spec: ui-09
export function atAncestorEdge(node, off, anc) {
  var atStart = off == 0;
  var atEnd = off == domSize(node);
  while (atStart || atEnd) {
    if (node == anc) return true;
    var idx = 0;
    for (var sib = node.previousSibling; sib; sib = sib.previousSibling) idx++;
    node = node.parentNode;
    if (!node) return false;
    atStart = atStart && idx == 0;
    atEnd = atEnd && idx == domSize(node);
  }
}

function domSize(n) {
  return n.nodeType == 3 ? n.nodeValue.length : n.childNodes.length;
}

// spec: ui-10
export function contentBoxRect(el) {
  var r = el.getBoundingClientRect();
  var sx = r.width / el.offsetWidth || 1;
  var sy = r.height / el.offsetHeight || 1;
  return {
    left: r.left,
    right: r.left + el.clientWidth * sx,
    top: r.top,
    bottom: r.top + el.clientHeight * sy
  };
}

// spec: ui-11
export function patchAttrs(dom, prev, next) {
  var k;
  for (k in prev) {
    if (k == "class" || k == "style" || k == "nodeName") continue;
    if (!(k in next)) dom.removeAttribute(k);
  }
  for (k in next) {
    if (k == "class" || k == "style" || k == "nodeName") continue;
    if (next[k] != prev[k]) dom.setAttribute(k, next[k]);
  }
  if (prev["class"] != next["class"]) {
    var oldC = classNames(prev["class"]), newC = classNames(next["class"]);
    var i;
    for (i = 0; i < oldC.length; i++) if (newC.indexOf(oldC[i]) < 0) dom.classList.remove(oldC[i]);
    for (i = 0; i < newC.length; i++) if (oldC.indexOf(newC[i]) < 0) dom.classList.add(newC[i]);
    if (dom.classList.length == 0) dom.removeAttribute("class");
  }
  if (prev.style != next.style) {
    if (prev.style) {
      var re = /\s*([\w\-\u00a1-\uffff]+)\s*:(?:"(?:\\.|[^"])*"|'(?:\\.|[^'])*'|\([^)]*\)|[^;"'(])*/g;
      var m;
      while ((m = re.exec(prev.style))) {
        dom.style.removeProperty(m[1]);
      }
    }
    if (next.style) dom.style.cssText += next.style;
  }
}

function classNames(s) {
  var out = [];
  if (!s) return out;
  var bits = s.split(" ");
  for (var i = 0; i < bits.length; i++) if (bits[i]) out.push(bits[i]);
  return out;
}

// spec: ui-12
export function modifierString(e) {
  var s = "";
  if (e.ctrlKey) s += "c";
  if (e.metaKey) s += "m";
  if (e.altKey) s += "a";
  if (e.shiftKey) s += "s";
  return s;
}

// spec: ui-13
export function restoreConvertedSpaces(el, isChrome) {
  var sel = isChrome ? "span:not([class]):not([style])" : "span.Apple-converted-space";
  var list = el.querySelectorAll(sel);
  for (var i = 0; i < list.length; i++) {
    var sp = list[i];
    if (sp.childNodes.length == 1 && sp.textContent == "\u00a0" && sp.parentNode) {
      sp.parentNode.replaceChild(el.ownerDocument.createTextNode(" "), sp);
    }
  }
}

// spec: ui-14
export function clipboardPlainText(data) {
  var s = data.getData("text/plain") || data.getData("Text");
  if (s) return s;
  var uris = data.getData("text/uri-list");
  if (uris) return uris.replace(/\r?\n/g, " ");
  return "";
}

// spec: ui-15
export function takeInnerSpans(spans, node, offset) {
  if (node.isLeaf) return null;
  var end = offset + node.nodeSize;
  var out = null;
  for (var i = 0; i < spans.length; i++) {
    var s = spans[i];
    if (s && s.start > offset && s.end < end) {
      if (!out) out = [];
      out.push(s);
      spans[i] = null;
    }
  }
  return out;
}

// spec: ui-16
export function splitOverlappingSpans(list) {
  var out = list;
  for (var i = 0; i < out.length - 1; i++) {
    var sp = out[i];
    if (sp.start >= sp.end) continue;
    for (var j = i + 1; j < out.length; j++) {
      var nx = out[j];
      if (nx.start == sp.start) {
        if (nx.end != sp.end) {
          if (out == list) out = list.slice();
          out[j] = nx.copy(nx.start, sp.end);
          insertSpan(out, j + 1, nx.copy(sp.end, nx.end));
        }
        continue;
      }
      if (nx.start < sp.end) {
        if (out == list) out = list.slice();
        out[i] = sp.copy(sp.start, nx.start);
        insertSpan(out, j, sp.copy(nx.start, sp.end));
      }
      break;
    }
  }
  return out;
}

function insertSpan(arr, i, sp) {
  while (i < arr.length && (sp.start > arr[i].start || (sp.start == arr[i].start && sp.end > arr[i].end))) i++;
  arr.splice(i, 0, sp);
}

// spec: ui-17
export function commonPathPrefix(a, b) {
  var out = [];
  for (var i = 0; i < a.length && i < b.length; i++) {
    if (typeof a[i] != "number" || typeof b[i] != "number") throw new Error("Got non-numeric path index");
    if (a[i] !== b[i]) break;
    out.push(a[i]);
  }
  return out;
}

// spec: ui-18
export function comparePaths(a, b) {
  var n = Math.min(a.length, b.length);
  for (var i = 0; i < n; i++) {
    if (a[i] < b[i]) return -1;
    if (a[i] > b[i]) return 1;
  }
  return 0;
}

// spec: ui-19
export function pathLevels(path, opts) {
  var rev = opts && opts.reverse;
  var out = [];
  for (var i = 0; i <= path.length; i++) out.push(path.slice(0, i));
  if (rev) out.reverse();
  return out;
}

// spec: ui-20
export function isSiblingPath(a, b) {
  if (a.length != b.length) return false;
  var n = a.length - 1;
  if (a[n] === b[n]) return false;
  for (var i = 0; i < n; i++) {
    if (a[i] !== b[i]) return false;
  }
  return true;
}

// spec: ui-21
export function splitAtDistance(s, dist, rtl) {
  if (!rtl) return [s.slice(0, dist), s.slice(dist)];
  var cut = s.length - dist;
  return [s.slice(cut), s.slice(0, cut)];
}

// spec: ui-22
export function* reverseChars(s) {
  for (var i = 0; i < s.length; i++) {
    var idx = s.length - 1 - i;
    var c = s.charCodeAt(idx);
    if (c >= 0xdc00 && c <= 0xdfff && idx > 0) {
      var p = s.charCodeAt(idx - 1);
      if (p >= 0xd800 && p <= 0xdbff) {
        yield s.charAt(idx - 1) + s.charAt(idx);
        i++;
        continue;
      }
    }
    yield s.charAt(idx);
  }
}

// spec: ui-23
export function endsWithOddRegionalIndicators(s) {
  var m = s.match(trailingIndicators);
  if (!m) return false;
  return (m[0].length / 2) % 2 == 1;
}

var trailingIndicators = /(?:\uD83C[\uDDE6-\uDDFF])+$/g;

// spec: ui-24
export function leafHasProps(leaf, props) {
  for (var k in props) {
    if (k == "text") continue;
    if (!leaf.hasOwnProperty(k) || leaf[k] !== props[k]) return false;
  }
  return true;
}

// spec: ui-25
export function jsx(type, props, children) {
  var p = {};
  var key, ref;
  for (var k in props) {
    if (k == "key") key = props[k];
    else if (k == "ref" && typeof type != "function") ref = props[k];
    else p[k] = props[k];
  }
  if (arguments.length > 2) {
    if (arguments.length > 3) {
      var kids = [];
      for (var i = 2; i < arguments.length; i++) kids.push(arguments[i]);
      p.children = kids;
    } else {
      p.children = children;
    }
  }
  return createVNode(type, p, key, ref, null);
}

// spec: ui-26
export function setStyleProp(style, key, val) {
  if (val == null) val = "";
  if (key.charAt(0) == "-") style.setProperty(key, val);
  else style[key] = val;
}

// spec: ui-27
export function afterNextPaint(cb) {
  var raf, timer;
  function done() {
    clearTimeout(timer);
    if (canRaf) cancelAnimationFrame(raf);
    setTimeout(function () {
      cb();
    });
  }
  timer = setTimeout(done, 35);
  if (canRaf) raf = requestAnimationFrame(done);
}

var canRaf = typeof requestAnimationFrame == "function";

// spec: ui-28
export function renderAttr(name, value) {
  if (renderSettings.attr) {
    var hooked = renderSettings.attr(name, value);
    if (typeof hooked == "string") return hooked;
  }
  if (value != null && typeof value == "object" && typeof value.valueOf == "function") value = value.valueOf();
  if (name == "ref" || name == "key") return "";
  if (name == "style" && typeof value == "object") {
    var css = "";
    if (value) {
      for (var k in value) {
        var v = value[k];
        if (v == null || v === "") continue;
        var prop = k.charAt(0) == "-" ? k : dashName(k);
        css += prop + ":" + v + ";";
      }
    }
    return name + '="' + encodeEntities(css) + '"';
  }
  if (value == null || value === false || typeof value == "function" || typeof value == "object") return "";
  if (value === true) return name;
  return name + '="' + encodeEntities("" + value) + '"';
}

export var renderSettings = {};
var dashCache = new Map();

function dashName(k) {
  var d = dashCache.get(k);
  if (d === undefined) {
    d = k.replace(/[A-Z]/g, "-$&").toLowerCase();
    dashCache.set(k, d);
  }
  return d;
}

// spec: ui-29
export function vnodeDisplayName(vnode) {
  var t = vnode.type;
  if (t === Fragment) return "Fragment";
  if (typeof t == "function") return t.displayName || t.name;
  if (typeof t == "string") return t;
  return "#text";
}

export function Fragment(props) {
  return props.children;
}

// spec: ui-30
export function hostTagNames(vnode) {
  var out = [];
  var kids = vnode._children;
  if (!kids) return out;
  for (var i = 0; i < kids.length; i++) {
    var c = kids[i];
    if (!c) continue;
    if (typeof c.type == "function") {
      if (c.props && c.props._parentDom) continue;
      var sub = hostTagNames(c);
      for (var j = 0; j < sub.length; j++) out.push(sub[j]);
    } else if (typeof c.type == "string") {
      out.push(c.type);
    }
  }
  return out;
}

// spec: ui-31
export function describeVNode(vnode) {
  var name = vnodeDisplayName(vnode);
  var props = vnode.props || {};
  var s = "";
  var keys = Object.keys(props);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (k == "children") continue;
    var v = props[k];
    if (typeof v == "function") v = "function " + (v.displayName || v.name) + "() {}";
    else if (v && typeof v == "object" && !v.toString) v = Object.prototype.toString.call(v);
    else v = v + "";
    s += " " + k + "=" + JSON.stringify(v);
  }
  var ch = props.children;
  if (ch && ch.length) return "<" + name + s + ">..</" + name + ">";
  return "<" + name + s + " />";
}

// spec: ui-32
export function checkPropTypes(validators, values, location, component, getStack) {
  for (var k in validators) {
    if (!Object.prototype.hasOwnProperty.call(validators, k)) continue;
    var err;
    try {
      err = validators[k](values, k, component, location, null, "SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED");
    } catch (e) {
      err = e;
    }
    if (err && !(err.message in loggedPropErrors)) {
      loggedPropErrors[err.message] = true;
      console.error("Failed " + location + " type: " + err.message + "\n" + getStack());
    }
  }
}

export var loggedPropErrors = {};

// spec: ui-33
export function enqueueTask(queue, task) {
  var lo = 0, hi = queue.length - 1, idx = -1;
  while (lo <= hi) {
    var mid = (lo + hi) >> 1;
    var t = queue[mid].expirationTime;
    if (task.expirationTime > t) lo = mid + 1;
    else if (task.expirationTime < t) hi = mid - 1;
    else {
      idx = mid;
      break;
    }
  }
  if (idx < 0) idx = lo;
  queue.splice(idx, 0, task);
}

// spec: ui-34
export function mergeProps() {
  var srcs = [];
  for (var i = 0; i < arguments.length; i++) srcs.push(arguments[i]);
  var out = {};
  for (i = 0; i < srcs.length; i++) {
    var s = srcs[i];
    if (!s) continue;
    if (typeof s == "function") s = s();
    if (!s) continue;
    var keys = Object.keys(Object.getOwnPropertyDescriptors(s));
    for (var j = 0; j < keys.length; j++) {
      var k = keys[j];
      if (k == "__proto__" || k == "constructor" || Object.prototype.hasOwnProperty.call(out, k)) continue;
      Object.defineProperty(out, k, { enumerable: true, configurable: true, get: lookup(srcs, k) });
    }
  }
  return out;
}

function lookup(srcs, k) {
  return function () {
    for (var i = srcs.length - 1; i >= 0; i--) {
      var s = srcs[i];
      if (typeof s == "function") s = s();
      var v = (s || {})[k];
      if (v !== undefined) return v;
    }
    return undefined;
  };
}

// spec: ui-35
export function splitProps(props) {
  var descs = Object.getOwnPropertyDescriptors(props);
  var has = Object.prototype.hasOwnProperty;
  var out = [];
  var i, j, k, o;
  for (i = 1; i < arguments.length; i++) {
    var ks = arguments[i];
    o = {};
    for (j = 0; j < ks.length; j++) {
      k = ks[j];
      if (!has.call(descs, k)) continue;
      Object.defineProperty(o, k, descs[k]);
      delete descs[k];
    }
    out.push(o);
  }
  o = {};
  var rest = Object.keys(descs);
  for (j = 0; j < rest.length; j++) Object.defineProperty(o, rest[j], descs[rest[j]]);
  out.push(o);
  return out;
}

// spec: ui-36
export function applyClassMap(el, next, prev) {
  if (prev === undefined) prev = {};
  var keys = Object.keys(prev);
  var i, k;
  for (i = 0; i < keys.length; i++) {
    k = keys[i];
    if (!k || k == "undefined" || next[k]) continue;
    toggleClasses(el, k, false);
    delete prev[k];
  }
  for (k in next) {
    if (!k || k == "undefined" || !next[k] || prev[k] === true) continue;
    toggleClasses(el, k, true);
    prev[k] = true;
  }
  return prev;
}

function toggleClasses(el, k, on) {
  var names = k.trim().split(/\s+/);
  for (var i = 0; i < names.length; i++) el.classList.toggle(names[i], on);
}

// spec: ui-37
export function applyStyle(el, val, prev) {
  if (!val) {
    if (prev) {
      setAttr(el, "style", undefined);
      return undefined;
    }
    return val;
  }
  var st = el.style;
  if (typeof val == "string") {
    st.cssText = val;
    return val;
  }
  if (typeof prev == "string") {
    st.cssText = "";
    prev = undefined;
  }
  if (!prev) prev = {};
  var k;
  for (k in prev) {
    if (val[k] == null) st.removeProperty(k);
    delete prev[k];
  }
  for (k in val) {
    var v = val[k];
    if (v !== prev[k]) {
      st.setProperty(k, v);
      prev[k] = v;
    }
  }
  return prev;
}

export var hydration = { active: false };

function setAttr(node, name, value) {
  if (hydration.active) return;
  if (value == null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

// spec: ui-38
export function injectInlineScript(html, code, nonce) {
  var tag = "<script" + (nonce ? ' nonce="' + nonce + '"' : "") + ">" + code + "</script>";
  var i = html.indexOf("<!--xs-->");
  if (i < 0) return html + tag;
  return html.slice(0, i) + tag + html.slice(i);
}

// spec: ui-39
export function replacePlaceholder(html, key, content) {
  var open = '<template id="pl-' + key + '">';
  var close = "<!--pl-" + key + "-->";
  var i = html.indexOf(open);
  if (i < 0) return html;
  var j = html.indexOf(close, i + open.length);
  return html.slice(0, i) + content + html.slice(j + close.length);
}

// spec: ui-40
export function parseTag(tag) {
  var node = { type: "tag", name: "", voidElement: false, attrs: [], children: [] };
  var m = tag.match(/<\/?(\S+?)[\/\s>]/);
  if (m) {
    node.name = m[1];
    if (voidTags[m[1].toLowerCase()] || tag.charAt(tag.length - 2) == "/") node.voidElement = true;
    if (node.name.indexOf("!--") == 0) {
      var end = tag.indexOf("-->");
      return { type: "comment", content: end >= 0 ? tag.slice(4, end) : "" };
    }
  }
  var re = /\s([^\s\/>="']+)(?=[\s\/>])|([^\s=]+)=("[^"]*"|'[^']*'|[^\s>]*)/g;
  var a;
  while ((a = re.exec(tag))) {
    var name, value;
    if (a[1]) {
      name = a[1];
      value = "";
    } else {
      name = a[2];
      value = a[3];
      var q = value.charAt(0);
      if ((q == '"' || q == "'") && value.length > 1 && value.charAt(value.length - 1) == q) value = value.slice(1, -1);
    }
    node.attrs.push({ type: name.indexOf("use:") == 0 ? "directive" : "attr", name: name, value: value });
  }
  return node;
}

var voidTags = {
  area: 1, base: 1, br: 1, col: 1, embed: 1, hr: 1, img: 1, input: 1,
  keygen: 1, link: 1, menuitem: 1, meta: 1, param: 1, source: 1, track: 1, wbr: 1
};

// spec: ui-41
export function stringifyNode(acc, node) {
  if (node.type == "text") return acc + node.content;
  if (node.type == "comment") return acc + "<!--" + node.content + "-->";
  if (node.type == "tag") {
    acc += "<" + node.name + (node.attrs ? attrsToString(node.attrs) : "") + (node.voidElement ? "/>" : ">");
    if (node.voidElement) return acc;
    var inner = "";
    var kids = node.children || [];
    for (var i = 0; i < kids.length; i++) inner = stringifyNode(inner, kids[i]);
    return acc + inner + "</" + node.name + ">";
  }
}

function attrsToString(attrs) {
  if (!attrs.length) return "";
  var parts = [];
  for (var i = 0; i < attrs.length; i++) {
    parts.push(attrs[i].name + '="' + String(attrs[i].value).replace(/"/g, "&quot;") + '"');
  }
  return " " + parts.join(" ");
}

// spec: ui-42
export function scopeOff(scope) {
  if (scope.depth > 0) {
    scope.depth--;
    if (scope.depth == 0) {
      if (currentScope === scope) {
        currentScope = scope.prevActive;
      } else {
        var cur = currentScope;
        while (cur) {
          if (cur.prevActive === scope) {
            cur.prevActive = scope.prevActive;
            break;
          }
          cur = cur.prevActive;
        }
      }
      scope.prevActive = undefined;
    }
  }
}

export var currentScope;

// spec: ui-43
export function pruneDeps(sub) {
  var head;
  var tail = sub.depsTail;
  var link = tail;
  while (link) {
    var prev = link.prevDep;
    if (link.version == -1) {
      if (link === tail) tail = prev;
      detachSub(link);
      unlinkDep(link);
    } else {
      head = link;
    }
    link.dep.activeLink = link.savedActiveLink;
    link.savedActiveLink = undefined;
    link = prev;
  }
  sub.deps = head;
  sub.depsTail = tail;
}

// spec: ui-44
export function unlinkNode(node) {
  var p = node.prev, n = node.next;
  if (p) {
    p.next = n;
    node.prev = undefined;
  }
  if (n) {
    n.prev = p;
    node.next = undefined;
  }
}

// spec: ui-45
export function proxyKind(rawType) {
  switch (rawType) {
    case "Object":
    case "Array":
      return 1;
    case "Map":
    case "Set":
    case "WeakMap":
    case "WeakSet":
      return 2;
    default:
      return 0;
  }
}

// spec: ui-46
export function onWatcherCleanup(fn, silent, owner) {
  if (silent === undefined) silent = false;
  if (owner === undefined) owner = activeWatcher;
  if (owner) {
    var list = watcherCleanups.get(owner);
    if (!list) {
      list = [];
      watcherCleanups.set(owner, list);
    }
    list.push(fn);
    return;
  }
  if (process.env.NODE_ENV !== "production" && !silent) {
    console.warn("onWatcherCleanup() was called when there was no active watcher to associate with.");
  }
}

export var activeWatcher;
var watcherCleanups = new WeakMap();

// spec: ui-47
export function deepTouch(val, depth, seen) {
  if (depth === undefined) depth = Infinity;
  if (depth <= 0 || val === null || typeof val != "object" || val.__v_skip) return val;
  if (!seen) seen = new Map();
  if (seen.has(val) && seen.get(val) >= depth) return val;
  seen.set(val, depth);
  depth--;
  var i;
  if (val.__v_isRef === true) {
    deepTouch(val.value, depth, seen);
  } else if (Array.isArray(val)) {
    for (i = 0; i < val.length; i++) deepTouch(val[i], depth, seen);
  } else if (val instanceof Set || val instanceof Map) {
    val.forEach(function (v) {
      deepTouch(v, depth, seen);
    });
  } else if (Object.prototype.toString.call(val) == "[object Object]") {
    for (var k in val) deepTouch(val[k], depth, seen);
    var syms = Object.getOwnPropertySymbols(val);
    for (i = 0; i < syms.length; i++) {
      if (Object.prototype.propertyIsEnumerable.call(val, syms[i])) deepTouch(val[syms[i]], depth, seen);
    }
  }
  return val;
}

// spec: ui-48
export function sameValue(a, b) {
  if (a === b) return a !== 0 || 1 / a === 1 / b;
  return a !== a && b !== b;
}

// spec: ui-49
export function shallowCopy(base, mode) {
  if (base instanceof Map) return new Map(base);
  if (base instanceof Set) return new Set(base);
  if (Array.isArray(base)) return Array.prototype.slice.call(base);
  var plain = isPlainObj(base);
  var proto = Object.getPrototypeOf(base);
  if (mode === true || (mode === "class_only" && !plain)) {
    var descs = Object.getOwnPropertyDescriptors(base);
    delete descs[DRAFT_STATE];
    var keys = Reflect.ownKeys(descs);
    for (var i = 0; i < keys.length; i++) {
      var k = keys[i];
      var d = descs[k];
      if (d.writable === false) {
        d.writable = true;
        d.configurable = true;
      }
      if (d.get || d.set) {
        descs[k] = { configurable: true, writable: true, enumerable: d.enumerable, value: base[k] };
      }
    }
    return Object.create(proto, descs);
  }
  if (proto !== null && plain) return { ...base };
  var obj = Object.create(proto);
  return Object.assign(obj, base);
}

export var DRAFT_STATE = Symbol("draft-state");
export var DRAFTABLE = Symbol("draftable");
var objectCtorSource = Function.prototype.toString.call(Object);

function isPlainObj(v) {
  if (!v || typeof v != "object") return false;
  var p = Object.getPrototypeOf(v);
  if (p === null || p === Object.prototype) return true;
  var C = Object.prototype.hasOwnProperty.call(p, "constructor") && p.constructor;
  if (C === Object) return true;
  return typeof C == "function" && Function.prototype.toString.call(C) === objectCtorSource;
}

function canDraft(v) {
  if (!v) return false;
  if (isPlainObj(v) || Array.isArray(v) || v instanceof Map || v instanceof Set) return true;
  if (v[DRAFTABLE]) return true;
  return !!(v.constructor && v.constructor[DRAFTABLE]);
}

// spec: ui-50
export function deepFreeze(obj, deep) {
  if (deep === undefined) deep = false;
  if (Object.isFrozen(obj) || (obj && obj[DRAFT_STATE]) || !canDraft(obj)) return obj;
  if (obj instanceof Map || obj instanceof Set) {
    Object.defineProperties(obj, {
      set: { value: frozenMutation },
      add: { value: frozenMutation },
      clear: { value: frozenMutation },
      delete: { value: frozenMutation }
    });
  }
  Object.freeze(obj);
  if (deep) {
    var i;
    if (obj instanceof Map || obj instanceof Set) {
      obj.forEach(function (v) {
        deepFreeze(v, true);
      });
    } else if (Array.isArray(obj)) {
      for (i = 0; i < obj.length; i++) deepFreeze(obj[i], true);
    } else {
      var keys = Object.keys(obj);
      for (i = 0; i < keys.length; i++) deepFreeze(obj[keys[i]], true);
    }
  }
  return obj;
}

function frozenMutation() {
  throw new Error("This object has been frozen and should not be mutated");
}

// spec: ui-51
export function inheritedDescriptor(obj, key) {
  if (!(key in obj)) return undefined;
  var p = Object.getPrototypeOf(obj);
  while (p) {
    var d = Object.getOwnPropertyDescriptor(p, key);
    if (d) return d;
    p = Object.getPrototypeOf(p);
  }
  return undefined;
}

// spec: ui-52
export function resolveParentAt(base, path) {
  var cur = base;
  for (var i = 0; i < path.length - 1; i++) {
    var k = path[i];
    cur = cur instanceof Map ? cur.get(k) : cur[k];
    if (typeof cur != "object" || cur === null) {
      throw new Error("Cannot resolve path at '" + path.join("/") + "'");
    }
  }
  return cur;
}

// spec: ui-53
export function clonePatchValue(v) {
  if (!canDraft(v)) return v;
  var i;
  if (Array.isArray(v)) {
    var arr = [];
    for (i = 0; i < v.length; i++) arr.push(clonePatchValue(v[i]));
    return arr;
  }
  if (v instanceof Map) {
    var m = new Map();
    for (var e of v) m.set(e[0], clonePatchValue(e[1]));
    return m;
  }
  if (v instanceof Set) {
    var s = new Set();
    for (var x of v) s.add(clonePatchValue(x));
    return s;
  }
  var out = Object.create(Object.getPrototypeOf(v));
  for (var k in v) out[k] = clonePatchValue(v[k]);
  if (Object.prototype.hasOwnProperty.call(v, DRAFTABLE)) out[DRAFTABLE] = v[DRAFTABLE];
  return out;
}

// spec: ui-54
export function toIterableIterator(it) {
  if (hasIteratorFrom) return Iterator.from(it);
  var out = { ...it };
  out[Symbol.iterator] = function () {
    return out;
  };
  return out;
}

var hasIteratorFrom = typeof Iterator != "undefined" && typeof Iterator.from == "function";

// spec: ui-55
export function clampSliceIndex(idx, len) {
  if (idx < 0) return Math.max(len + idx, 0);
  return Math.min(idx, len);
}

// spec: ui-56
export function devWarning(msg) {
  if (typeof console != "undefined" && typeof console.error == "function") console.error(msg);
  try {
    throw new Error(msg);
  } catch (e) {}
}

// spec: ui-57
export function kindOf(v) {
  if (v === undefined) return "undefined";
  if (v === null) return "null";
  var t = typeof v;
  if (t == "boolean" || t == "string" || t == "number" || t == "symbol" || t == "function") return t;
  if (Array.isArray(v)) return "array";
  if (
    v instanceof Date ||
    (typeof v.toDateString == "function" && typeof v.getDate == "function" && typeof v.setDate == "function")
  ) return "date";
  if (
    v instanceof Error ||
    (typeof v.message == "string" && v.constructor && typeof v.constructor.stackTraceLimit == "number")
  ) return "error";
  var ctor = typeof v.constructor == "function" ? v.constructor.name : null;
  if (ctor == "Symbol" || ctor == "Promise" || ctor == "WeakMap" || ctor == "WeakSet" || ctor == "Map" || ctor == "Set") return ctor;
  return Object.prototype.toString.call(v).slice(8, -1).toLowerCase().replace(/\s/g, "");
}

// spec: ui-58
export function bindActionCreators(creators, dispatch) {
  if (typeof creators == "function") return bindOne(creators, dispatch);
  if (typeof creators != "object" || creators === null) {
    throw new Error(
      process.env.NODE_ENV === "production"
        ? "Minified error #16; use the non-minified build for the full message."
        : "bindActionCreators expected an object or a function, but received: '" + kindOf(creators) +
          "'. Did you mean to use a namespace import, like \"import * as actions from './actions'\"?"
    );
  }
  var out = {};
  for (var k in creators) {
    var fn = creators[k];
    if (typeof fn == "function") out[k] = bindOne(fn, dispatch);
  }
  return out;
}

function bindOne(fn, dispatch) {
  return function () {
    return dispatch(fn.apply(this, arguments));
  };
}

// spec: ui-59
export function compose() {
  var fns = arguments;
  if (fns.length == 0) {
    return function (x) {
      return x;
    };
  }
  if (fns.length == 1) return fns[0];
  var acc = fns[0];
  for (var i = 1; i < fns.length; i++) acc = chainPair(acc, fns[i]);
  return acc;
}

function chainPair(f, g) {
  return function () {
    return f(g.apply(null, arguments));
  };
}

// spec: ui-60
export function applyMiddleware() {
  var mws = [];
  for (var i = 0; i < arguments.length; i++) mws.push(arguments[i]);
  return function (createStore) {
    return function (reducer, preloaded) {
      var store = createStore(reducer, preloaded);
      var dispatch = function () {
        throw new Error(
          process.env.NODE_ENV === "production"
            ? "Minified error #15; use the non-minified build for the full message."
            : "Dispatching while constructing your middleware is not allowed. Other middleware would not be applied to this dispatch."
        );
      };
      var api = {
        getState: store.getState,
        dispatch: function () {
          return dispatch.apply(null, arguments);
        }
      };
      var chain = [];
      for (var j = 0; j < mws.length; j++) chain.push(mws[j](api));
      dispatch = compose.apply(null, chain)(store.dispatch);
      return { ...store, dispatch: dispatch };
    };
  };
}
