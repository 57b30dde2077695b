// spec: lint-01
export function findTrailingReturn(body) {
  return seekReturn(body, body.length - 1);
}

function seekReturn(list, i) {
  if (i < 0) return false;
  var st = list[i];
  if (st.type === 'ReturnStatement') return st;
  if (st.type === 'SwitchStatement' && st.cases.length > 0) {
    return findTrailingReturn(st.cases[st.cases.length - 1].consequent);
  }
  return seekReturn(list, i - 1);
}

// spec: lint-02
export function isExplicitFragment(el, ns, frag) {
  var tag = el.openingElement.name;
  var parts = [];
  if (tag.type === 'JSXIdentifier') {
    parts.push(tag.name);
  } else if (tag.type === 'JSXMemberExpression' &&
    tag.object.type === 'JSXIdentifier' && tag.property.type === 'JSXIdentifier') {
    parts.push(tag.property.name, tag.object.name);
  } else {
    return false;
  }
  var want = [frag, ns];
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] !== want[i]) return false;
  }
  return true;
}

// spec: lint-03
export function startsUppercase(word) {
  if (!word) return false;
  var m = /^_*([^_]?)/.exec(String(word));
  var c = m[1];
  return c.toUpperCase() === c;
}

// spec: lint-04
export function wrapperListed(name, entries) {
  var bits = name.split('.');
  var pair = bits.length === 2;
  var it = entries.values();
  var step, e;
  while (!(step = it.next()).done) {
    e = step.value;
    if (e === name) return true;
    if (e !== null && typeof e === 'object') {
      if (e.property === name) return true;
      if (pair && e.object === bits[0] && e.property === bits[1]) return true;
    }
  }
  return false;
}

// spec: lint-05
export function describeWrappers(items) {
  var it = items[Symbol.iterator]();
  var pieces = [];
  var step, x, t;
  while (!(step = it.next()).done) {
    x = step.value;
    if (x && x.object && x.property) t = x.object + '.' + x.property;
    else if (x && x.property) t = x.property;
    else t = String(x);
    pieces[pieces.length] = "'" + t + "'";
  }
  var out = '';
  for (var i = pieces.length - 1; i >= 0; i--) {
    out = (i > 0 ? ', ' : '') + pieces[i] + out;
  }
  return out;
}

// spec: lint-06
export function jsxPragmaName(context) {
  var src = context.sourceCode || context.getSourceCode();
  var comments = src.getAllComments();
  var found = null;
  for (var i = 0; i < comments.length && found === null; i++) {
    var m = /@jsx\s+(\S+)/.exec(comments[i].value);
    if (m) found = m[1].split('.')[0];
  }
  if (found === null) {
    var react = context.settings && context.settings.react;
    found = react && react.pragma ? react.pragma : 'React';
  }
  if (!isPlainIdentifier(String(found))) {
    console.warn('React pragma ' + found + ' is not a valid identifier');
    return 'React';
  }
  return found;
}

function isPlainIdentifier(s) {
  if (s.length === 0) return false;
  for (var i = 0; i < s.length; i++) {
    var c = s.charCodeAt(i);
    var head = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
    var digit = c >= 48 && c <= 57;
    if (!head && !(digit && i > 0)) return false;
  }
  return true;
}

// spec: lint-07
export function mergeUsedProps(existing, incoming) {
  var index = new Map();
  var out = existing.slice();
  var i, r, sig, bucket;
  for (i = 0; i < existing.length; i++) {
    r = existing[i];
    sig = usedPropSignature(r);
    if (sig === null) continue;
    bucket = index.get(r.name);
    if (!bucket) {
      bucket = Object.create(null);
      index.set(r.name, bucket);
    }
    bucket[sig] = true;
  }
  for (i = 0; i < incoming.length; i++) {
    r = incoming[i];
    sig = usedPropSignature(r);
    bucket = r.name === r.name ? index.get(r.name) : undefined;
    if (sig === null || !bucket || !bucket[sig]) out.push(r);
  }
  return out;
}

function usedPropSignature(r) {
  if (!r.allNames) return '-';
  if (!Array.isArray(r.allNames)) return null;
  return '+' + r.allNames.join('');
}

// spec: lint-08
export function memoizeByIdentity(fn) {
  var store = new WeakMap();
  return function (obj) {
    var hit = store.get(obj);
    if (hit !== undefined) return hit;
    var fresh = fn(obj);
    store.set(obj, fresh);
    return fresh;
  };
}

// spec: lint-09
export function lookupVariableOutward(context, node, name) {
  var src = context.sourceCode || (context.getSourceCode && context.getSourceCode());
  var scope = src && src.getScope ? src.getScope(node) : context.getScope();
  return searchScopeChain(scope, name);
}

function searchScopeChain(scope, name) {
  if (!scope) return undefined;
  var layers = [scope];
  var kid = scope.childScopes && scope.childScopes[0];
  if (kid) {
    layers.push(kid);
    if (kid.childScopes && kid.childScopes[0]) layers.push(kid.childScopes[0]);
  }
  for (var i = 0; i < layers.length; i++) {
    var vars = layers[i].variables;
    for (var j = 0; j < vars.length; j++) {
      if (vars[j].name === name) return vars[j];
    }
  }
  return searchScopeChain(scope.upper, name);
}

// spec: lint-10
export function comparePropTypeNodes(a, b, context, ignoreCase, requiredFirst, callbacksLast, noAlphabetical) {
  var ka = String(propTypeKey(a, context));
  var kb = String(propTypeKey(b, context));
  var ranks = [];
  if (requiredFirst) {
    ranks.push(function (n) { return isRequiredPropType(n) ? 0 : 1; });
  }
  if (callbacksLast) {
    ranks.push(function (n, k) { return /^on[A-Z]/.test(k) ? 1 : 0; });
  }
  for (var i = 0; i < ranks.length; i++) {
    var d = ranks[i](a, ka) - ranks[i](b, kb);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (noAlphabetical) return 0;
  if (ignoreCase) return ka.localeCompare(kb);
  if (ka < kb) return -1;
  return ka > kb ? 1 : 0;
}

function propTypeKey(node, context) {
  if (node.type === 'ObjectTypeProperty') {
    var src = context.sourceCode || context.getSourceCode();
    var first = src.getFirstToken(node);
    if (first.value === '+' || first.value === '-') return src.getFirstToken(node, { skip: 1 }).value;
    return first.value.replace(/^'|'$/g, '');
  }
  if (node.type === 'GenericTypeAnnotation') return node.id.name;
  if (node.type === 'ObjectTypeAnnotation') return undefined;
  var k = node.key || node.argument;
  return k.type === 'Literal' ? k.value : k.name;
}

function isRequiredPropType(node) {
  var v = node.value;
  if (!v || v.type !== 'MemberExpression' || !v.property) return false;
  return (v.property.name || v.property.value) === 'isRequired';
}

// spec: lint-11
var SPOKEN_PUNCTUATION = {
  ',': 1, '.': 1, '?': 1, '\u00bf': 1, '!': 1, '\u203d': 1, '\u00a1': 1, ';': 1, ':': 1
};

export function normalizeSpokenText(s) {
  var t = s.trim();
  var kept = [];
  var i, ch;
  for (i = 0; i < t.length; i++) {
    ch = t.charAt(i);
    if (SPOKEN_PUNCTUATION[ch] !== 1) kept.push(ch);
  }
  var out = '';
  i = 0;
  while (i < kept.length) {
    if (/\s/.test(kept[i])) {
      var j = i;
      while (j < kept.length && /\s/.test(kept[j])) j++;
      out += j - i > 1 ? ' ' : kept[i];
      i = j;
    } else {
      out += kept[i];
      i++;
    }
  }
  return out.toLowerCase();
}

// spec: lint-12
export function announcedText(el, tagOf) {
  var open = el.openingElement;
  var attrs = open.attributes;
  var label = jsxLiteral(attrNamed(attrs, 'aria-label'));
  if (label) return squashSpoken(label);
  var tag = tagOf(open);
  if (tag === 'img') {
    var alt = jsxLiteral(attrNamed(attrs, 'alt'));
    if (alt) return squashSpoken(alt);
  }
  if (hiddenFromReaders(tag, attrs)) return '';
  var kids = el.children || [];
  var parts = new Array(kids.length);
  for (var i = kids.length - 1; i >= 0; i--) {
    var c = kids[i];
    if (c.type === 'Literal' || c.type === 'JSXText') parts[i] = String(c.value);
    else if (c.type === 'JSXElement') parts[i] = announcedText(c, tagOf);
    else parts[i] = '';
  }
  return squashSpoken(parts.join(' '));
}

function squashSpoken(v) {
  return String(v).trim()
    .replace(/[,.?\u00bf!\u203d\u00a1;:]/g, '')
    .replace(/\s{2,}/g, ' ')
    .toLowerCase();
}

function attrNamed(attrs, name) {
  var want = name.toLowerCase();
  for (var i = 0; i < attrs.length; i++) {
    var a = attrs[i];
    if (a.type !== 'JSXAttribute') continue;
    var n = a.name.type === 'JSXNamespacedName'
      ? a.name.namespace.name + ':' + a.name.name.name
      : a.name.name;
    if (String(n).toLowerCase() === want) return a;
  }
  return undefined;
}

function jsxLiteral(attr) {
  if (!attr) return undefined;
  var v = attr.value;
  if (v == null) return true;
  if (v.type === 'JSXExpressionContainer') v = v.expression;
  if (v.type === 'Literal' || v.type === 'JSXText') return boolFromText(v.value);
  if (v.type === 'Identifier' && v.name === 'undefined') return undefined;
  if (v.type === 'TemplateLiteral' && v.expressions.length === 0) return boolFromText(v.quasis[0].value.cooked);
  return null;
}

function boolFromText(x) {
  if (typeof x !== 'string') return x;
  var l = x.toLowerCase();
  return l === 'true' ? true : l === 'false' ? false : x;
}

function hiddenFromReaders(tag, attrs) {
  if (String(tag).toUpperCase() === 'INPUT') {
    var kind = jsxLiteral(attrNamed(attrs, 'type'));
    if (typeof kind === 'string' && kind.toUpperCase() === 'HIDDEN') return true;
  }
  return jsxLiteral(attrNamed(attrs, 'aria-hidden')) === true;
}

// spec: lint-13
var TAB_INDEX_BY_KIND = {
  string: tabIndexFromNumberish,
  number: tabIndexFromNumberish,
  boolean: function () { return undefined; }
};

export function readTabIndex(attr) {
  var lit = tabLiteral(attr);
  var kind = typeof lit;
  if (Object.prototype.hasOwnProperty.call(TAB_INDEX_BY_KIND, kind)) return TAB_INDEX_BY_KIND[kind](lit);
  return tabFullValue(attr);
}

function tabIndexFromNumberish(v) {
  if (v === '') return undefined;
  var n = Number(v);
  return Number.isInteger(n) ? n : undefined;
}

function tabLiteral(attr) {
  if (!attr || attr.type !== 'JSXAttribute') return undefined;
  var v = attr.value;
  if (v == null) return true;
  if (v.type === 'JSXExpressionContainer') v = v.expression;
  if (v.type === 'Literal') {
    if (typeof v.value === 'string') {
      var l = v.value.toLowerCase();
      if (l === 'true') return true;
      if (l === 'false') return false;
    }
    return v.value;
  }
  if (v.type === 'Identifier') return v.name === 'undefined' ? undefined : null;
  return null;
}

function tabFullValue(attr) {
  if (!attr || attr.type !== 'JSXAttribute') return undefined;
  if (attr.value == null) return true;
  var v = attr.value;
  return tabEvaluate(v.type === 'JSXExpressionContainer' ? v.expression : v);
}

function tabEvaluate(e) {
  var i, out;
  switch (e.type) {
    case 'Literal':
    case 'JSXText':
      return e.value;
    case 'Identifier':
      return e.name === 'undefined' ? undefined : e.name;
    case 'TemplateLiteral':
      out = '';
      for (i = 0; i < e.quasis.length; i++) {
        out += e.quasis[i].value.cooked;
        if (i < e.expressions.length) out += '${' + String(tabEvaluate(e.expressions[i])) + '}';
      }
      return out;
    case 'UnaryExpression':
      var arg = tabEvaluate(e.argument);
      if (e.operator === '-') return -arg;
      if (e.operator === '+') return +arg;
      if (e.operator === '!') return !arg;
      if (e.operator === '~') return ~arg;
      if (e.operator === 'typeof') return typeof arg;
      return undefined;
    case 'ArrayExpression':
      out = [];
      for (i = 0; i < e.elements.length; i++) out.push(e.elements[i] ? tabEvaluate(e.elements[i]) : undefined);
      return out;
    case 'ObjectExpression':
      out = {};
      for (i = 0; i < e.properties.length; i++) {
        var p = e.properties[i];
        if (p.type !== 'Property') continue;
        out[p.key.type === 'Identifier' ? p.key.name : p.key.value] = tabEvaluate(p.value);
      }
      return out;
    default:
      return undefined;
  }
}

// spec: lint-14
var ACCESSIBLE_CHILD = {
  Literal: function (c) { return !!c.value; },
  JSXText: function (c) { return !!c.value; },
  JSXElement: function (c, tagOf) {
    return !isConcealed(tagOf(c.openingElement), c.openingElement.attributes);
  },
  JSXExpressionContainer: function (c) {
    var e = c.expression;
    return !(e && e.type === 'Identifier' && e.name === 'undefined');
  }
};

export function hasAccessibleContent(el, tagOf) {
  var kids = el.children || [];
  for (var i = 0; i < kids.length; i++) {
    var rule = Object.prototype.hasOwnProperty.call(ACCESSIBLE_CHILD, kids[i].type) && ACCESSIBLE_CHILD[kids[i].type];
    if (rule && rule(kids[i], tagOf)) return true;
  }
  var attrs = el.openingElement.attributes;
  return !!(propByName(attrs, 'dangerouslySetInnerHTML') || propByName(attrs, 'children'));
}

function propByName(attrs, name) {
  var want = name.toLowerCase();
  var hit = attrs.filter(function (a) {
    if (a.type !== 'JSXAttribute') return false;
    var n = a.name.type === 'JSXNamespacedName'
      ? a.name.namespace.name + ':' + a.name.name.name
      : a.name.name;
    return String(n).toLowerCase() === want;
  });
  return hit[0];
}

function literalOfProp(attr) {
  if (!attr) return undefined;
  if (attr.value == null) return true;
  var v = attr.value.type === 'JSXExpressionContainer' ? attr.value.expression : attr.value;
  if (v.type === 'Literal') {
    var l = typeof v.value === 'string' ? v.value.toLowerCase() : null;
    return l === 'true' ? true : l === 'false' ? false : v.value;
  }
  if (v.type === 'Identifier' && v.name === 'undefined') return undefined;
  return null;
}

function isConcealed(tag, attrs) {
  if (String(tag).toLowerCase() === 'input') {
    var t = literalOfProp(propByName(attrs, 'type'));
    if (typeof t === 'string' && t.toLowerCase() === 'hidden') return true;
  }
  return literalOfProp(propByName(attrs, 'aria-hidden')) === true;
}

// spec: lint-15
export function mightRenderComponent(root, pattern, maxDepth, tagOf) {
  var limit = maxDepth === undefined ? 1 : maxDepth;
  var nameOf = tagOf || jsxElementTypeName;
  var re = globToRegExp(pattern);
  var stack = [];
  queueChildren(stack, root, 1);
  while (stack.length > 0) {
    var top = stack.pop();
    var n = top.node;
    if (top.depth > limit) continue;
    if (n.type === 'JSXExpressionContainer') return true;
    if (n.type === 'JSXElement' && re.test(nameOf(n.openingElement))) return true;
    queueChildren(stack, n, top.depth + 1);
  }
  return false;
}

function queueChildren(stack, node, depth) {
  var kids = node && node.children;
  if (!kids) return;
  for (var i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], depth: depth });
}

function jsxElementTypeName(open) {
  if (!open.name) return '<>';
  return jsxNameText(open.name);
}

function jsxNameText(n) {
  if (n.type === 'JSXMemberExpression') return jsxNameText(n.object) + '.' + jsxNameText(n.property);
  if (n.type === 'JSXNamespacedName') return n.namespace.name + ':' + n.name.name;
  return n.name;
}

function globToRegExp(glob) {
  var negate = false;
  var i = 0;
  while (glob.charAt(i) === '!') {
    negate = !negate;
    i++;
  }
  var re = new RegExp('^' + globPiece(glob.slice(i)) + '$');
  if (!negate) return re;
  return { test: function (s) { return !re.test(s); } };
}

function globPiece(g) {
  var out = '';
  for (var i = 0; i < g.length; i++) {
    var c = g.charAt(i);
    if (c === '\\' && i + 1 < g.length) {
      i++;
      out += g.charAt(i).replace(/[\\^$.*+?()[\]{}|\/]/g, '\\$&');
    } else if (c === '*') {
      if (g.charAt(i + 1) === '*') {
        while (g.charAt(i + 1) === '*') i++;
        out += '.*';
      } else {
        out += '[^/]*';
      }
    } else if (c === '?') {
      out += '[^/]';
    } else if (c === '[' && g.indexOf(']', i + 2) !== -1) {
      var close = g.indexOf(']', i + 2);
      var body = g.slice(i + 1, close);
      if (body.charAt(0) === '!') body = '^' + body.slice(1);
      out += '[' + body + ']';
      i = close;
    } else if (c === '{' && g.indexOf('}', i) !== -1) {
      var end = g.indexOf('}', i);
      var alts = g.slice(i + 1, end).split(',');
      out += '(?:' + alts.map(globPiece).join('|') + ')';
      i = end;
    } else {
      out += c.replace(/[\\^$.*+?()[\]{}|\/]/g, '\\$&');
    }
  }
  return out;
}

// spec: lint-16
var STATIC_ATTR_SHAPE = /^(?:Literal|JSXExpressionContainer:(?:Identifier:undefined|JSXText:.*))$/;

export function hasDynamicAttribute(attrs, name) {
  var attr = findAttrWithSpread(attrs, name);
  if (!attr || !attr.value) return false;
  var v = attr.value;
  var shape = v.type;
  if (v.type === 'JSXExpressionContainer' && v.expression) {
    var e = v.expression;
    shape += ':' + e.type + ':' + (e.type === 'Identifier' ? e.name : '');
  }
  return !STATIC_ATTR_SHAPE.test(shape);
}

function findAttrWithSpread(attrs, name) {
  var want = String(name).toLowerCase();
  for (var i = 0; i < attrs.length; i++) {
    var a = attrs[i];
    if (a.type === 'JSXAttribute') {
      var n = a.name.type === 'JSXNamespacedName'
        ? a.name.namespace.name + ':' + a.name.name.name
        : a.name.name;
      if (String(n).toLowerCase() === want) return a;
    } else if (a.type === 'JSXSpreadAttribute' && a.argument && a.argument.type === 'ObjectExpression') {
      var props = a.argument.properties;
      for (var j = 0; j < props.length; j++) {
        var p = props[j];
        if (p.type !== 'Property' || !p.key) continue;
        var k = p.key.type === 'Identifier' ? p.key.name : p.key.value;
        if (String(k).toLowerCase() === want) {
          return {
            type: 'JSXAttribute',
            name: { type: 'JSXIdentifier', name: k },
            value: { type: 'JSXExpressionContainer', expression: p.value },
            parent: a
          };
        }
      }
    }
  }
  return undefined;
}

// spec: lint-17
export function attributesSatisfyBases(bases, attrs) {
  var wanted = bases || [];
  var list = attrs || [];
  var byName = Object.create(null);
  var i, a, key;
  for (i = 0; i < list.length; i++) {
    a = list[i];
    if (a.type !== 'JSXAttribute') continue;
    key = a.name.type === 'JSXNamespacedName'
      ? a.name.namespace.name + ':' + a.name.name.name
      : a.name.name;
    (byName[key] || (byName[key] = [])).push(a);
  }
  for (i = 0; i < wanted.length; i++) {
    var b = wanted[i];
    var found = Object.prototype.hasOwnProperty.call(byName, b.name) ? byName[b.name] : null;
    if (!found) return false;
    if (!b.value) continue;
    var ok = false;
    for (var j = 0; j < found.length && !ok; j++) ok = baseLiteral(found[j]) === b.value;
    if (!ok) return false;
  }
  return true;
}

function baseLiteral(attr) {
  var v = attr.value;
  if (v == null) return true;
  if (v.type === 'JSXExpressionContainer') v = v.expression;
  if (v.type === 'Literal') {
    if (typeof v.value === 'string') {
      var l = v.value.toLowerCase();
      if (l === 'true') return true;
      if (l === 'false') return false;
    }
    return v.value;
  }
  if (v.type === 'Identifier' && v.name === 'undefined') return undefined;
  return null;
}

// spec: lint-18
var ARIA_VALUE_CHECKS = {
  boolean: function (v) { return typeof v === 'boolean'; },
  string: isStringValue,
  id: isStringValue,
  tristate: function (v) { return typeof v === 'boolean' || v === 'mixed'; },
  integer: isNumberLike,
  number: isNumberLike,
  token: function (v, allowed) {
    return allowed.indexOf(typeof v === 'string' ? v.toLowerCase() : v) !== -1;
  },
  idlist: isStringValue,
  tokenlist: function (v, allowed) {
    if (typeof v !== 'string') return false;
    var pieces = v.split(' ');
    for (var i = 0; i < pieces.length; i++) {
      if (allowed.indexOf(pieces[i].toLowerCase()) === -1) return false;
    }
    return true;
  }
};

export function isValidAriaValue(value, type, allowed) {
  if (!Object.prototype.hasOwnProperty.call(ARIA_VALUE_CHECKS, type)) return false;
  return ARIA_VALUE_CHECKS[type](value, allowed || []);
}

function isStringValue(v) {
  return typeof v === 'string';
}

function isNumberLike(v) {
  return typeof v !== 'boolean' && !isNaN(Number(v));
}

// spec: lint-19
var ARIA_TYPE_TAILS = {
  tristate: function () { return ' must be a boolean or the string "mixed".'; },
  token: function (t, values) { return ' must be a single token from the following: ' + values + '.'; },
  tokenlist: function (t, values) { return ' must be a list of one or more tokens from the following: ' + values + '.'; },
  idlist: function () { return ' must be a list of strings that represent DOM element IDs (idlist)'; },
  id: function () { return ' must be a string that represents a DOM element ID'; }
};

export function ariaTypeMessage(name, type, values) {
  var tail = Object.prototype.hasOwnProperty.call(ARIA_TYPE_TAILS, type)
    ? ARIA_TYPE_TAILS[type](type, values)
    : ' must be a ' + type + '.';
  return 'The value for ' + name + tail;
}

// spec: lint-20
export function containsRedundantWord(text, words) {
  var table = Object.create(null);
  var lowered = [];
  for (var i = 0; i < words.length; i++) {
    var w = String(words[i]).toLowerCase();
    table[w] = true;
    lowered.push(w);
  }
  if (/[\u0020-\u007f]/.test(text)) {
    var pieces = text.split(/\s+/);
    for (var j = 0; j < pieces.length; j++) {
      if (table[pieces[j].toLowerCase()] === true) return true;
    }
    return false;
  }
  var hay = text.toLowerCase();
  for (var k = 0; k < lowered.length; k++) {
    if (hay.indexOf(lowered[k]) !== -1) return true;
  }
  return false;
}

// spec: lint-21
export function nodeSpellsPath(node, path) {
  var parts = path.trim().split('.');
  for (var i = 0; i < parts.length; i++) {
    if (parts[i] === '') return false;
  }
  return spellsFrom(node, parts, parts.length - 1);
}

function spellsFrom(n, parts, i) {
  if (!n) return false;
  var want = parts[i];
  if (i === 0) {
    if (n.type === 'Identifier') return n.name === want;
    if (n.type === 'ThisExpression') return want === 'this';
    if (n.type === 'Super') return want === 'super';
    return false;
  }
  if (i === 1 && n.type === 'MetaProperty' && n.property && n.property.name === want) {
    return spellsFrom(n.meta, parts, 0);
  }
  if (n.type !== 'MemberExpression' || n.optional || n.computed) return false;
  if (!n.property || n.property.type !== 'Identifier' || n.property.name !== want) return false;
  return spellsFrom(n.object, parts, i - 1);
}

// spec: lint-22
export function isEscapedAt(text, index) {
  var run = /\\*$/.exec(text.slice(0, index))[0];
  return run.length % 2 === 1;
}

// spec: lint-23
export function sampleCombinations(lists, limit) {
  var total = 1;
  var i, j;
  for (i = 0; i < lists.length; i++) total *= lists[i].length;
  var count = Math.min(total, limit === undefined ? Infinity : limit);
  var dial = [];
  for (i = 0; i < lists.length; i++) dial.push(0);
  var samples = [];
  for (var k = 0; k < count; k++) {
    var pick = [];
    for (j = 0; j < lists.length; j++) pick.push(lists[j][dial[j]]);
    samples.push(pick);
    for (j = dial.length - 1; j >= 0; j--) {
      dial[j]++;
      if (dial[j] < lists[j].length) break;
      dial[j] = 0;
    }
  }
  return { total: total, samples: samples };
}

// spec: lint-24
export function lineStartBefore(text, index) {
  return text.slice(0, index).search(/[^\n\r\u2028\u2029]*$/);
}

// spec: lint-25
export function reindentText(text, from, to) {
  return text.replace(/(\r\n|[\n\r\u2028\u2029])([^\n\r\u2028\u2029]*)/g, function (all, br, line) {
    if (/^\s*$/.test(line)) return br;
    if (line.slice(0, from.length) === from) return br + to + line.slice(from.length);
    return br + line;
  });
}

// spec: lint-26
export function matchesAnyPattern(s, patterns) {
  return testFrom(s, patterns, 0);
}

function testFrom(s, patterns, i) {
  if (i >= patterns.length) return false;
  var re = patterns[i];
  var probe = re.global || re.sticky ? new RegExp(re.source, re.flags) : re;
  if (probe.test(s)) return true;
  return testFrom(s, patterns, i + 1);
}

// spec: lint-27
export function asEstreeComment(comment, context) {
  if (comment.type === 'Line' || comment.type === 'Block') return comment;
  var src = context.sourceCode || context.getSourceCode();
  var range = src.getRange ? src.getRange(comment) : comment.range;
  var text = src.text.slice(range[0], range[1]);
  var kind = null;
  var value;
  if (/^\/\//.test(text)) {
    kind = 'Line';
    value = text.slice(2);
  } else if (/^\/\*/.test(text)) {
    kind = 'Block';
    value = text.slice(2, -2);
  }
  if (kind === null) return comment;
  var copy = {};
  var keys = Object.keys(comment);
  for (var i = 0; i < keys.length; i++) copy[keys[i]] = comment[keys[i]];
  copy.type = kind;
  copy.value = value;
  copy.range = range;
  return copy;
}

// spec: lint-28
export function splitNumberText(text) {
  var n = text.length;
  var i = 0;
  while (i < n && '0123456789._'.indexOf(text.charAt(i)) !== -1) i++;
  var parts = { mantissa: text.slice(0, i), marker: '', sign: '', power: '' };
  if (i === n) return parts;
  var mark = text.charAt(i);
  if (mark !== 'e' && mark !== 'E') throw new TypeError('Cannot read parts of "' + text + '"');
  parts.marker = mark;
  i++;
  if (text.charAt(i) === '+' || text.charAt(i) === '-') {
    parts.sign = text.charAt(i);
    i++;
  }
  parts.power = text.slice(i);
  if (!/^[0-9_]+$/.test(parts.power)) throw new TypeError('Cannot read parts of "' + text + '"');
  return parts;
}

// spec: lint-29
export function flattenLogicalChain(node, op) {
  var pending = [node];
  var out = [];
  while (pending.length > 0) {
    var n = pending.pop();
    if (n && n.type === 'LogicalExpression' && n.operator === op) pending.push(n.right, n.left);
    else out.push(n);
  }
  return out;
}

// spec: lint-30
var TRANSPARENT_TS = {
  TSAsExpression: true,
  TSSatisfiesExpression: true,
  TSNonNullExpression: true,
  TSTypeAssertion: true,
  TSInstantiationExpression: true
};

export function signedNumericValue(node) {
  var sign = 1;
  var n = node;
  for (;;) {
    while (TRANSPARENT_TS[n.type] === true) n = n.expression;
    if (n.type === 'UnaryExpression' && (n.operator === '-' || n.operator === '+')) {
      if (n.operator === '-') sign = -sign;
      n = n.argument;
      continue;
    }
    if (n.type === 'Literal' && typeof n.value === 'number') return sign * n.value;
    return undefined;
  }
}

// spec: lint-31
export function readExpiring(key) {
  var entry = this.map.get(key);
  if (!entry) return null;
  var now = Date.now();
  if (entry.expire > now) {
    entry.expire = now + 5000;
    return entry.value;
  }
  this.map.delete(key);
  return null;
}

export function ExpiringStore() {
  this.map = new Map();
}
ExpiringStore.prototype.get = readExpiring;

// spec: lint-32
export function workspacePatterns(field) {
  var src = [];
  if (Array.isArray(field)) {
    src = field;
  } else if (field !== null && typeof field === 'object' && 'packages' in field && Array.isArray(field.packages)) {
    src = field.packages;
  }
  var out = new Array(src.length);
  for (var i = src.length - 1; i >= 0; i--) out[i] = String(src[i]);
  return out;
}

// spec: lint-33
export function typesPackageName(name) {
  if (name.charAt(0) !== '@') return '@types/' + name;
  return name.replace(/^@([^\/]*)(?:\/([^\/]*))?[\s\S]*$/, function (all, scope, pkg) {
    return '@types/' + scope + '__' + pkg;
  });
}

// spec: lint-34
export function* listTrackedApis(map, path, seen, marks) {
  var base = path || [];
  var memo = seen || Object.create(null);
  var m = marks || trackerMarks();
  var frames = [];
  var first = openTrackFrame(map, base, memo);
  if (first) frames.push(first);
  while (frames.length > 0) {
    var f = frames[frames.length - 1];
    if (f.i >= f.keys.length) {
      frames.pop();
      continue;
    }
    var key = f.keys[f.i++];
    var value = f.map[key];
    if (value === null || value === undefined) continue;
    var next = f.path.concat(key);
    var name = next.join('.').replace(/^node:/, '');
    if (value[m.call]) yield name + '()';
    if (value[m.construct]) yield 'new ' + name + '()';
    if (value[m.read]) yield name;
    var child = openTrackFrame(value, next, memo);
    if (child) frames.push(child);
  }
}

function openTrackFrame(map, path, memo) {
  if (path.length > 0) {
    var head = path[0];
    var bucket = Object.prototype.hasOwnProperty.call(memo, head) ? memo[head] : (memo[head] = new Set());
    if (bucket.has(map)) return null;
    bucket.add(map);
  }
  return { map: map, path: path, keys: Object.keys(map), i: 0 };
}

function trackerMarks() {
  var load = typeof require === 'function'
    ? require
    : process.getBuiltinModule('module').createRequire(import.meta.url);
  var utils = load('@eslint-community/eslint-utils');
  return { call: utils.CALL, construct: utils.CONSTRUCT, read: utils.READ };
}

// spec: lint-35
export function mergeHandlerTables(into, extra) {
  var keys = Object.keys(extra);
  for (var i = keys.length - 1; i >= 0; i--) {
    var k = keys[i];
    var have = into[k];
    var add = extra[k];
    if (typeof have !== 'function') {
      into[k] = add;
    } else if (typeof add === 'function') {
      if (Array.isArray(have._handlers)) have._handlers.push(add);
      else into[k] = combineHandlers([have, add]);
    }
  }
  return into;
}

function combineHandlers(list) {
  function combined(node) {
    for (var i = 0; i < list.length; i++) list[i](node);
  }
  combined._handlers = list;
  return combined;
}

// spec: lint-36
export function normalizePathConversion(option) {
  var out;
  var i;
  if (Array.isArray(option)) {
    out = new Array(option.length);
    for (i = option.length - 1; i >= 0; i--) {
      var r = option[i];
      out[i] = { include: stringList(r.include), exclude: stringList(r.exclude), replace: r.replace };
    }
    return out;
  }
  var keys = Object.keys(option);
  out = new Array(keys.length);
  for (i = keys.length - 1; i >= 0; i--) {
    out[i] = { include: [keys[i]], exclude: [], replace: option[keys[i]] };
  }
  return out;
}

function stringList(v) {
  if (!Array.isArray(v)) return [];
  var out = [];
  for (var i = 0; i < v.length; i++) out.push(String(v[i]));
  return out;
}

// spec: lint-37
export function isDeclaredBin(file, bin, dir) {
  if (!bin) return false;
  var path = typeof process.getBuiltinModule === 'function' ? process.getBuiltinModule('path') : require('path');
  var targets;
  if (typeof bin === 'string') {
    targets = [bin];
  } else if (typeof bin === 'object') {
    targets = Object.keys(bin).map(function (k) { return bin[k]; });
  } else {
    return false;
  }
  var noJs = file.replace(/\.js$/, '');
  var accepted = Object.create(null);
  accepted[file] = true;
  accepted[noJs] = true;
  accepted[noJs.replace(/[\/\\]index$/, '')] = true;
  for (var i = 0; i < targets.length; i++) {
    if (accepted[path.resolve(dir, targets[i])] === true) return true;
  }
  return false;
}

// spec: lint-38
var SPECIFIER_KINDS = [
  [/^\.\.?(?:[\/\\]|$)/, 'relative'],
  [/^[\/\\]/, 'absolute'],
  [isBuiltinSpecifier, 'node'],
  [/^data:/, 'data'],
  [/^https?:\/\//, 'http'],
  [/^(?:@[\w~-][\w.~-]*\/)?[\w~-][\w.~-]*/, 'npm']
];

export function classifySpecifier() {
  var s = this.name;
  for (var i = 0; i < SPECIFIER_KINDS.length; i++) {
    var probe = SPECIFIER_KINDS[i][0];
    var hit = typeof probe === 'function' ? probe(s) : probe.test(s);
    if (hit) return SPECIFIER_KINDS[i][1];
  }
  return 'unknown';
}

function isBuiltinSpecifier(s) {
  var mod = typeof process.getBuiltinModule === 'function' ? process.getBuiltinModule('module') : require('module');
  var bare = s.replace(/^node:/, '');
  if (typeof mod.isBuiltin === 'function') return mod.isBuiltin(s) || mod.isBuiltin(bare);
  return mod.builtinModules.indexOf(bare) !== -1;
}

// spec: lint-39
var LOAD_STYLE_DECIDERS = {
  CallExpression: function (n) {
    return n.callee && n.callee.type === 'Identifier' && n.callee.name === 'require' ? 'require' : null;
  },
  ImportDeclaration: function (n) {
    return n.importKind === 'type' ? 'type' : 'import';
  },
  ExportAllDeclaration: typeOnlyExport,
  ExportNamedDeclaration: typeOnlyExport
};

export function detectLoadStyle(fallback) {
  return decideLoadStyle(this.node.parent, fallback);
}

function decideLoadStyle(n, fallback) {
  if (!n) return fallback;
  var decide = Object.prototype.hasOwnProperty.call(LOAD_STYLE_DECIDERS, n.type) ? LOAD_STYLE_DECIDERS[n.type] : null;
  var verdict = decide ? decide(n) : null;
  return verdict || decideLoadStyle(n.parent, fallback);
}

function typeOnlyExport(n) {
  return n.exportKind === 'type' ? 'type' : null;
}

// spec: lint-40
var MODULE_NAME_PATTERNS = {
  npm: /^(?:@[^\/]*(?:\/[^\/]*)?|[^\/]*)/,
  node: /^(?:node:)?([^\/]*)/
};

export function extractModuleName() {
  var kind = this.moduleType;
  if (kind === 'npm') return MODULE_NAME_PATTERNS.npm.exec(this.name)[0];
  if (kind === 'node') return MODULE_NAME_PATTERNS.node.exec(this.name)[1];
  return undefined;
}

// spec: lint-41
var CALL_NAME_READERS = {
  Identifier: function (n) { return n.name; },
  Literal: function (n) { return typeof n.value === 'string' ? n.value : null; },
  TemplateLiteral: function (n) { return n.quasis.length === 1 ? n.quasis[0].value.raw : null; },
  TaggedTemplateExpression: function (n) { return dottedCallName(n.tag); },
  CallExpression: function (n) { return dottedCallName(n.callee); },
  NewExpression: function (n) { return dottedCallName(n.callee); },
  MemberExpression: function (n) {
    var left = dottedCallName(n.object);
    var right = dottedCallName(n.property);
    return left && right ? left + '.' + right : null;
  }
};

export function dottedCallName(node) {
  if (!node || !Object.prototype.hasOwnProperty.call(CALL_NAME_READERS, node.type)) return null;
  return CALL_NAME_READERS[node.type](node);
}

// spec: lint-42
export function removeArgumentsFrom(fixer, context, call, index) {
  var src = context.sourceCode || context.getSourceCode();
  var args = call.arguments;
  var start = args[index].range[0];
  var stop = src.getTokenAfter(args[args.length - 1]);
  if (stop && stop.type === 'Punctuator' && stop.value === ',') stop = src.getTokenAfter(stop);
  return fixer.removeRange([start, stop.range[0]]);
}

// spec: lint-43
export function outermostCallOf(node) {
  return climbCallChain(node.parent, node);
}

function climbCallChain(p, best) {
  if (!p) return best;
  if (p.type === 'CallExpression') return climbCallChain(p.parent, p);
  if (p.type === 'MemberExpression') return climbCallChain(p.parent, best);
  return best;
}

// spec: lint-44
export function jestMajorVersion() {
  if (jestMajorVersion.cached) return jestMajorVersion.cached;
  var manifest;
  try {
    var req = typeof require === 'function'
      ? require
      : process.getBuiltinModule('module').createRequire(import.meta.url);
    manifest = req(req.resolve('jest/package.json'));
  } catch (e) {
    manifest = null;
  }
  if (!manifest || !manifest.version) {
    throw new Error('Unable to detect Jest version - please ensure jest package is installed, or otherwise set version explicitly');
  }
  var head = /^[^.]*/.exec(manifest.version)[0];
  jestMajorVersion.cached = parseInt(head, 10);
  return jestMajorVersion.cached;
}

// spec: lint-45
var JEST_ROOT_KINDS = [
  [/^(?:expect|jest)$/, null],
  [/^[fx]?describe$/, 'describe'],
  [/^(?:[fx]?it|x?test)$/, 'test'],
  [/^(?:before|after)(?:All|Each)$/, 'hook']
];

export function jestRootKind(name) {
  for (var i = 0; i < JEST_ROOT_KINDS.length; i++) {
    if (JEST_ROOT_KINDS[i][0].test(name)) return JEST_ROOT_KINDS[i][1] || name;
  }
  return 'unknown';
}

// spec: lint-46
export function resolveJestAlias(name, context) {
  var jest = context.settings && context.settings.jest;
  var aliases = (jest && jest.globalAliases) || {};
  var reverse = new Map();
  var canon = Object.keys(aliases);
  for (var i = 0; i < canon.length; i++) {
    var alts = aliases[canon[i]];
    for (var j = 0; j < alts.length; j++) {
      if (alts[j] === alts[j] && !reverse.has(alts[j])) reverse.set(alts[j], canon[i]);
    }
  }
  return reverse.has(name) ? reverse.get(name) : null;
}

// spec: lint-47
var NEXT_MODIFIERS = {
  '': ['not', 'resolves', 'rejects'],
  resolves: ['not'],
  rejects: ['not']
};

export function splitExpectMembers(members) {
  var modifiers = [];
  for (var i = 0; i < members.length; i++) {
    var m = members[i];
    var owner = m.parent;
    var call = owner && owner.parent;
    if (call && call.type === 'CallExpression') {
      return { matcher: m, args: call.arguments, modifiers: modifiers };
    }
    var word = m.type === 'Identifier' ? m.name : m.value;
    var sofar = modifiers.map(function (x) { return x.type === 'Identifier' ? x.name : x.value; }).join('.');
    var allowed = Object.prototype.hasOwnProperty.call(NEXT_MODIFIERS, sofar) ? NEXT_MODIFIERS[sofar] : [];
    if (allowed.indexOf(word) === -1) return 'modifier-unknown';
    modifiers.push(m);
  }
  return 'matcher-not-found';
}

// spec: lint-48
var IMPORT_SOURCE_OF = {
  AwaitExpression: function (init) {
    return init.argument && init.argument.type === 'ImportExpression' ? init.argument.source : undefined;
  },
  CallExpression: function (init) {
    var c = init.callee;
    return c && c.type === 'Identifier' && c.name === 'require' ? init.arguments[0] : undefined;
  }
};

export function destructuredImportInfo(def) {
  var init = def.node && def.node.init;
  if (!init || !Object.prototype.hasOwnProperty.call(IMPORT_SOURCE_OF, init.type)) return null;
  var from = plainStringOf(IMPORT_SOURCE_OF[init.type](init));
  if (from === null) return null;
  var id = def.name;
  var prop = id.parent;
  if (!prop || prop.type !== 'Property' || !prop.parent || prop.parent.type !== 'ObjectPattern') return null;
  var key = prop.key;
  var imported = key && key.type === 'Identifier' ? key.name : plainStringOf(key);
  if (imported === null) return null;
  return { source: from, imported: imported, local: id.name };
}

function plainStringOf(n) {
  if (!n) return null;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.quasis.length === 1 && n.expressions.length === 0) return n.quasis[0].value.raw;
  return null;
}

// spec: lint-49
export function blankLineGaps(prev, next, src) {
  var from = effectiveLastToken(prev, src);
  if (next.loc.start.line - from.loc.end.line < 2) return [];
  return collectGaps(from, next, src, []);
}

function collectGaps(tok, next, src, acc) {
  var after = src.getTokenAfter(tok, { includeComments: true });
  if (!after) return acc;
  if (after.loc.start.line - tok.loc.end.line >= 2) acc.push([tok, after]);
  if (after.range[0] >= next.range[0]) return acc;
  return collectGaps(after, next, src, acc);
}

function effectiveLastToken(stmt, src) {
  var last = src.getLastToken(stmt);
  if (last.type !== 'Punctuator' || last.value !== ';') return last;
  var before = src.getTokenBefore(last);
  var after = src.getTokenAfter(last);
  var inside = before && before.range[0] >= stmt.range[0] && before.range[1] <= stmt.range[1];
  if (inside && after && last.loc.start.line > before.loc.end.line && last.loc.end.line === after.loc.start.line) {
    return before;
  }
  return last;
}

// spec: lint-50
export function statementStartsWith(word) {
  var want = 'Identifier\u0000' + word;
  return function (stmt, src) {
    if (stmt.type !== 'ExpressionStatement') return false;
    var target = stmt.expression.type === 'AwaitExpression' ? stmt.expression.argument : stmt.expression;
    var tok = src.getFirstToken(target);
    return !!tok && tok.type + '\u0000' + tok.value === want;
  };
}

// spec: lint-51
export function isDeclarationFile(name) {
  var s = String(name).toLowerCase();
  var ends = ['.d.ts', '.d.cts', '.d.mts'];
  for (var i = 0; i < ends.length; i++) {
    if (s.length >= ends[i].length && s.slice(s.length - ends[i].length) === ends[i]) return true;
  }
  if (s.slice(-3) !== '.ts') return false;
  var at = s.indexOf('.d.');
  return at !== -1 && at + 3 <= s.length - 3;
}

// spec: lint-52
export function firstDefinedResult(items, fn) {
  var it = items[Symbol.iterator]();
  var step, r;
  while (!(step = it.next()).done) {
    try {
      r = fn(step.value);
    } catch (err) {
      if (typeof it.return === 'function') {
        try { it.return(); } catch (ignored) { }
      }
      throw err;
    }
    if (r !== undefined) {
      if (typeof it.return === 'function') it.return();
      return r;
    }
  }
  return undefined;
}

// spec: lint-53
var NAME_KIND = { private: 1, quoted: 2, normal: 3, expression: 4 };

var MEMBER_KEY_NAMERS = {
  Identifier: function (key) {
    return { name: key.name, type: NAME_KIND.normal };
  },
  PrivateIdentifier: function (key) {
    return { name: '#' + key.name, type: NAME_KIND.private };
  },
  Literal: function (key) {
    var text = String(key.value);
    return needsQuotes(text)
      ? { name: '"' + text + '"', type: NAME_KIND.quoted }
      : { name: text, type: NAME_KIND.normal };
  }
};

export function memberDisplayName(member, src) {
  var key = member.key;
  if (Object.prototype.hasOwnProperty.call(MEMBER_KEY_NAMERS, key.type)) return MEMBER_KEY_NAMERS[key.type](key);
  return { name: src.text.slice(key.range[0], key.range[1]), type: NAME_KIND.expression };
}

function needsQuotes(text) {
  if (text.length === 0) return true;
  if (!/^[$_\p{ID_Start}]$/u.test(text.charAt(0))) return true;
  for (var i = 1; i < text.length; i++) {
    if (!/^[$_\u200c\u200d\p{ID_Continue}]$/u.test(text.charAt(i))) return true;
  }
  return false;
}

// spec: lint-54
export function joinEnglish(words) {
  if (words.length === 0) return '';
  return joinFrom(words, 0);
}

function joinFrom(w, i) {
  if (i === w.length - 1) return w[i];
  if (i === w.length - 2) return w[i] + ' and ' + w[i + 1];
  return w[i] + ', ' + joinFrom(w, i + 1);
}

// spec: lint-55
export function perceivedLength(s) {
  for (var i = s.length - 1; i >= 0; i--) {
    var c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7f) return countGraphemes(s);
  }
  return s.length;
}

function countGraphemes(s) {
  if (!countGraphemes.segmenter) {
    countGraphemes.segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  }
  var it = countGraphemes.segmenter.segment(s)[Symbol.iterator]();
  var n = 0;
  while (!it.next().done) n++;
  return n;
}

// spec: lint-56
export function staticStringValue(node) {
  if (node.type === 'Literal') return node.value == null ? 'null' : String(node.value);
  if (node.type !== 'TemplateLiteral' || node.expressions.length > 0 || node.quasis.length !== 1) return null;
  return node.quasis[0].value.cooked;
}

// spec: lint-57
export function lazyRuleTable(loaders) {
  var table = {};
  var descriptors = Object.create(null);
  var names = Object.keys(loaders);
  for (var i = 0; i < names.length; i++) {
    descriptors[names[i]] = lazyRuleDescriptor(loaders[names[i]]);
  }
  Object.defineProperties(table, descriptors);
  return table;
}

function lazyRuleDescriptor(load) {
  var kept;
  return {
    enumerable: true,
    configurable: false,
    get: function () {
      if (kept == null) kept = load().default;
      return kept;
    }
  };
}

// spec: lint-58
export function matchThenCall(call, context) {
  var callee = call.callee;
  if (!callee || callee.type !== 'MemberExpression') return undefined;
  var prop = callee.property;
  var name;
  if (!callee.computed && (prop.type === 'Identifier' || prop.type === 'PrivateIdentifier')) {
    name = prop.name;
  } else {
    var src = context.sourceCode || (context.getSourceCode && context.getSourceCode());
    var scope = src && src.getScope ? src.getScope(call) : context.getScope();
    var folded = foldStatic(prop, scope);
    name = folded ? String(folded.value) : undefined;
  }
  if (name !== 'then') return undefined;
  var out = { object: callee.object };
  var args = call.arguments;
  if (args.length > 0 && args[0].type !== 'SpreadElement') {
    out.onFulfilled = args[0];
    if (args.length > 1 && args[1].type !== 'SpreadElement') out.onRejected = args[1];
  }
  return out;
}

function foldStatic(node, scope) {
  if (!node) return null;
  var i, part;
  switch (node.type) {
    case 'Literal':
      return { value: node.value };
    case 'TemplateLiteral':
      var text = '';
      for (i = 0; i < node.quasis.length; i++) {
        text += node.quasis[i].value.cooked;
        if (i < node.expressions.length) {
          part = foldStatic(node.expressions[i], scope);
          if (!part) return null;
          text += String(part.value);
        }
      }
      return { value: text };
    case 'BinaryExpression':
      if (node.operator !== '+') return null;
      var l = foldStatic(node.left, scope);
      var r = l && foldStatic(node.right, scope);
      return r ? { value: l.value + r.value } : null;
    case 'Identifier':
      for (var s = scope; s; s = s.upper) {
        var v = s.set && s.set.get(node.name);
        if (!v) continue;
        var d = v.defs.length === 1 ? v.defs[0] : null;
        if (d && d.type === 'Variable' && d.parent && d.parent.kind === 'const' && d.node.init && d.node.id.type === 'Identifier') {
          return foldStatic(d.node.init, s);
        }
        return null;
      }
      return node.name === 'undefined' ? { value: undefined } : null;
    default:
      return null;
  }
}

// spec: lint-59
export function locateGlobalName(src, comment, name) {
  var text = comment.value;
  var from = text.indexOf('global') + 'global'.length;
  var pattern = new RegExp('[\\s,]' + name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&') + '(?:$|[\\s,:])');
  var m = pattern.exec(text.slice(from));
  var column = m ? from + m.index + 1 : 0;
  var start = src.getLocFromIndex(comment.range[0] + 2 + column);
  return {
    start: start,
    end: { line: start.line, column: start.column + (m ? name.length : 1) }
  };
}

// spec: lint-60
var QUIET_PUNCTUATORS = { '--': 1, ';': 1, ':': 1, '{': 1, '++': 1, '=>': 1 };
var PAREN_HEADED = {
  DoWhileStatement: 1, ForInStatement: 1, ForOfStatement: 1, ForStatement: 1,
  IfStatement: 1, WhileStatement: 1, WithStatement: 1
};
var KEYWORD_STATEMENTS = {
  'break': 'BreakStatement',
  'continue': 'ContinueStatement',
  'debugger': 'DebuggerStatement',
  'do': 'DoWhileStatement',
  'else': 'IfStatement',
  'return': 'ReturnStatement',
  'yield': 'YieldExpression'
};

export function needsSemicolonBefore(src, node) {
  var tok = src.getTokenBefore(node);
  if (!tok) return false;
  var punct = tok.type === 'Punctuator';
  if (punct && QUIET_PUNCTUATORS[tok.value] === 1) return false;
  var at = src.getNodeByRangeIndex(tok.range[0]);
  if (!at) return false;
  if (punct && tok.value === ')') return PAREN_HEADED[at.type] !== 1;
  if (punct && tok.value === '}') {
    if (at.type === 'ObjectExpression') return true;
    var owner = at.parent;
    if (!owner) return false;
    if (at.type === 'BlockStatement' && owner.type === 'FunctionExpression') {
      return !owner.parent || owner.parent.type !== 'MethodDefinition';
    }
    return at.type === 'ClassBody' && owner.type === 'ClassExpression';
  }
  if (!at.parent) return false;
  if (tok.type === 'Identifier' || tok.type === 'Keyword') {
    if (at.parent.type === 'BreakStatement' || at.parent.type === 'ContinueStatement') return false;
    var opens = Object.prototype.hasOwnProperty.call(KEYWORD_STATEMENTS, tok.value) ? KEYWORD_STATEMENTS[tok.value] : null;
    return opens !== at.type;
  }
  if (tok.type === 'String') {
    return !/^(?:Import|ExportAll|ExportNamed)Declaration$/.test(at.parent.type);
  }
  return true;
}
