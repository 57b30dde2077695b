// spec: state-01
export function isGeneratorFn(v) {
  if (v == null) return false;
  var c = v.constructor;
  if (!c) return false;
  if (c.name === "GeneratorFunction") return true;
  if (c.displayName === "GeneratorFunction") return true;
  return false;
}

// spec: state-02
export function keyToText(k) {
  if (typeof k === "string") return k;
  if (typeof k === "symbol") return k.toString();
  return new String(k).toString();
}

// spec: state-03
export function enumerableOwnKeys(obj) {
  var keys = Object.keys(obj);
  var syms = Object.getOwnPropertySymbols(obj);
  if (syms.length === 0) return keys;
  var out = keys.slice();
  for (var i = 0; i < syms.length; i++) {
    if (Object.prototype.propertyIsEnumerable.call(obj, syms[i])) out.push(syms[i]);
  }
  return out;
}

// spec: state-04
export function toggleBits(flags, mask, on) {
  if (on) return flags | mask;
  return flags & ~mask;
}

// spec: state-05
export function brandedTypeCheck(name, cls) {
  var prop = "isMobX" + name;
  cls.prototype[prop] = true;
  return function (v) {
    return v !== null && typeof v === "object" && v[prop] === true;
  };
}

// spec: state-06
export function mobxFail(err) {
  var args = [];
  for (var i = 1; i < arguments.length; i++) args.push(arguments[i]);
  if (isDev) {
    var msg = typeof err === "string" ? err : errorTable[err];
    if (typeof msg === "function") msg = msg.apply(null, args);
    throw new Error("[MobX] " + msg);
  }
  var s = "[MobX] minified error nr: " + err;
  if (args.length) {
    var parts = [];
    for (var j = 0; j < args.length; j++) parts.push(String(args[j]));
    s += " " + parts.join(",");
  }
  throw new Error(s + ". See mobx.js.org/errors");
}

var isDev = typeof process === "undefined" || !process.env || process.env.NODE_ENV !== "production";

var errorTable = {
  0: "Invalid value for configuration 'enforceActions', expected 'never', 'always' or 'observed'",
  1: function (a) { return "Cannot apply '" + a + "' to a non-observable value"; },
  5: "'keys()' can only be used on observable objects, arrays, sets and maps",
  21: function (v) { return "Cannot convert to map from '" + v + "'"; },
  22: "Cannot obtain administration from this value"
};

// spec: state-07
export function asMap(v) {
  if (Object.prototype.toString.call(v) === "[object Map]" || isObsMap(v)) return v;
  var m;
  if (Array.isArray(v)) return new Map(v);
  if (v !== null && typeof v === "object") {
    var p = Object.getPrototypeOf(v);
    if (p === null || p === Object.prototype) {
      m = new Map();
      for (var k in v) m.set(k, v[k]);
      return m;
    }
  }
  return mobxFail(21, v);
}

function isObsMap(v) {
  return v !== null && typeof v === "object" && v.isMobXObservableMap === true;
}

// spec: state-08
export function spliceBacking(index, deleteCount, items) {
  var a = this.values;
  if (items.length < 10000) {
    return a.splice.apply(a, [index, deleteCount].concat(items));
  }
  var removed = a.slice(index, index + deleteCount);
  var tail = a.slice(index + deleteCount);
  a.length += items.length - deleteCount;
  var i;
  for (i = 0; i < items.length; i++) a[index + i] = items[i];
  for (i = 0; i < tail.length; i++) a[index + items.length + i] = tail[i];
  return removed;
}

// spec: state-09
export function runInterceptors(owner, change) {
  var prev = untrackedBegin();
  try {
    var list = owner.interceptors;
    if (list) {
      list = list.slice();
      for (var i = 0; i < list.length; i++) {
        change = list[i](change);
        if (change && !change.type) mobxFail("Intercept handlers should return nothing or a change object");
        if (!change) break;
      }
    }
    return change;
  } finally {
    untrackedFinish(prev);
  }
}

var currentTracker = null;

function untrackedBegin() {
  var p = currentTracker;
  currentTracker = null;
  return p;
}

function untrackedFinish(p) {
  currentTracker = p;
}

// spec: state-10
export function addChangeListener(owner, fn) {
  var list = owner.changeListeners;
  if (list) list.push(fn);
  else list = owner.changeListeners = [fn];
  var done = false;
  return function () {
    if (done) return;
    done = true;
    var i = list.indexOf(fn);
    if (i !== -1) list.splice(i, 1);
  };
}

// spec: state-11
export function splitStatePath(s) {
  if (Array.isArray(s)) return s;
  var out = [];
  var cur = "";
  for (var i = 0; i < s.length; i++) {
    var c = s[i];
    if (c === "\\") {
      cur += s[i + 1];
      i++;
      continue;
    }
    if (c === ".") {
      out.push(cur);
      cur = "";
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out;
}

// spec: state-12
export function segmentsToStateValue(segs) {
  if (segs.length === 1) return segs[0];
  var out = {};
  var cur = out;
  for (var i = 0; i < segs.length - 1; i++) {
    if (i === segs.length - 2) {
      cur[segs[i]] = segs[i + 1];
    } else {
      var next = {};
      cur[segs[i]] = next;
      cur = next;
    }
  }
  return out;
}

// spec: state-13
export function stateMatches(parent, child) {
  var p = normStateValue(parent);
  var c = normStateValue(child);
  if (typeof c === "string") {
    if (typeof p === "string") return c === p;
    return false;
  }
  if (typeof p === "string") return p in c;
  var keys = Object.keys(p);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    if (!(k in c)) return false;
    if (!stateMatches(p[k], c[k])) return false;
  }
  return true;
}

function normStateValue(v) {
  if (v && typeof v === "object" && "machine" in v && "value" in v) return v.value;
  if (typeof v === "string") return segmentsToStateValue(splitStatePath(v));
  return v;
}

// spec: state-14
export function makeObserver(a, b, c) {
  if (typeof a === "object") {
    var o = a;
    return {
      next: o.next ? o.next.bind(o) : undefined,
      error: o.error ? o.error.bind(o) : undefined,
      complete: o.complete ? o.complete.bind(o) : undefined
    };
  }
  return {
    next: a ? a.bind(undefined) : undefined,
    error: b ? b.bind(undefined) : undefined,
    complete: c ? c.bind(undefined) : undefined
  };
}

// spec: state-15
export function lookupActorLogic(machine, src) {
  var m = /^xstate\.invoke\.(\d+)\.(.*)/.exec(src);
  if (!m) return machine.implementations.actors[src];
  var idx = m[1];
  var node = machine.getStateNodeById(m[2]);
  var inv = node.config.invoke;
  var cfg = Array.isArray(inv) ? inv[idx] : inv;
  return cfg.src;
}

// spec: state-16
export function memoPerObject(obj, key, fn) {
  var rec = memoStore.get(obj);
  if (!rec) {
    var v = fn();
    rec = {};
    rec[key] = v;
    memoStore.set(obj, rec);
  } else if (!(key in rec)) {
    rec[key] = fn();
  }
  return rec[key];
}

var memoStore = new WeakMap();

// spec: state-17
export function describeAction(a) {
  if (typeof a === "string") return { type: a };
  if (typeof a === "function") {
    if ("resolve" in a) return { type: a.type };
    return { type: a.name };
  }
  return a;
}

// spec: state-18
export function flushDueTimeouts() {
  if (this.flushing) {
    this.changed = true;
    return;
  }
  this.flushing = true;
  var list = [];
  this.timeouts.forEach(function (t, id) {
    list.push([id, t]);
  });
  list.sort(function (x, y) {
    var dx = x[1].start + x[1].delay;
    var dy = y[1].start + y[1].delay;
    return dx > dy ? 1 : -1;
  });
  for (var i = 0; i < list.length; i++) {
    if (this.changed) {
      this.changed = false;
      this.flushing = false;
      flushDueTimeouts.call(this);
      return;
    }
    var id = list[i][0];
    var t = list[i][1];
    if (this.now - t.start >= t.delay) {
      this.timeouts.delete(id);
      t.callback.call(null);
    }
  }
  this.flushing = false;
}

// spec: state-19
export function mapActiveStates(snapshot, mapper) {
  var out = [];
  var seen = new Set();
  var nodes = snapshot._nodes;
  for (var i = 0; i < nodes.length; i++) {
    var n = nodes[i];
    if (n.type !== "atomic") continue;
    var cur = n;
    while (cur && !seen.has(cur)) {
      seen.add(cur);
      var m = mapperAt(mapper, cur.path);
      if (m && m.map) out.push({ stateNode: cur, result: m.map(snapshot) });
      cur = cur.parent;
    }
  }
  return out;
}

function mapperAt(root, path) {
  var m = root;
  for (var i = 0; i < path.length; i++) {
    if (!m || !m.states || !m.states[path[i]]) return undefined;
    m = m.states[path[i]];
  }
  return m;
}

// spec: state-20
export function toIncomingSteps(path) {
  var steps = path.steps;
  var out = [];
  if (steps.length === 0) {
    out.push({ state: path.state, event: { type: "xstate.init" } });
  } else {
    for (var i = 0; i < steps.length; i++) {
      out.push({
        state: steps[i].state,
        event: i === 0 ? { type: "xstate.init" } : steps[i - 1].event
      });
    }
    out.push({ state: path.state, event: steps[steps.length - 1].event });
  }
  return Object.assign({}, path, { steps: out });
}

// spec: state-21
export function makeStore(init) {
  var state;
  var initial;
  var listeners = new Set();
  function set(partial, replace) {
    var next = typeof partial === "function" ? partial(state) : partial;
    if (Object.is(next, state)) return;
    var prev = state;
    var doReplace = replace != null ? !!replace : (typeof next !== "object" || next === null);
    state = doReplace ? next : Object.assign({}, state, next);
    listeners.forEach(function (l) {
      l(state, prev);
    });
  }
  function get() {
    return state;
  }
  function getInitial() {
    return initial;
  }
  function subscribe(l) {
    listeners.add(l);
    return function () {
      listeners.delete(l);
    };
  }
  var api = { setState: set, getState: get, getInitialState: getInitial, subscribe: subscribe };
  initial = state = init(set, get, api);
  return api;
}

// spec: state-22
export function setterCallerName(stack) {
  if (!stack) return undefined;
  var lines = stack.split("\n");
  var at = -1;
  for (var i = 0; i < lines.length; i++) {
    if (lines[i].indexOf("api.setState") !== -1) {
      at = i;
      break;
    }
  }
  if (at < 0) return undefined;
  var line = (lines[at + 1] || "").trim();
  var m = /^at (?:new |async )?(.+?) \(/.exec(line);
  if (m && m[1]) return m[1];
  m = /^([^@]+)@/.exec(line);
  if (m) return m[1];
  return undefined;
}

// spec: state-23
export function collectFunctions(obj, memo) {
  if (!memo) memo = new Map();
  if (obj === null || typeof obj !== "object" || Object.getPrototypeOf(obj) !== Object.prototype) return [];
  if (memo.has(obj)) return memo.get(obj);
  memo.set(obj, []);
  var out = [];
  var keys = Object.keys(obj);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var d = Object.getOwnPropertyDescriptor(obj, k);
    var v = d ? d.value : undefined;
    if (typeof v === "function") {
      out.push([k, v]);
      continue;
    }
    var sub = collectFunctions(v, memo);
    for (var j = 0; j < sub.length; j++) out.push([k + "." + sub[j][0], sub[j][1]]);
  }
  memo.set(obj, out);
  return out;
}

// spec: state-24
export function guessParamNames(fn) {
  var src = typeof fn === "string" ? fn : String(fn);
  var re = /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|`(?:\\[\s\S]|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/[^\n]*|[\s\S]/g;
  var toks = [];
  var m;
  while ((m = re.exec(src)) !== null) {
    var t = m[0];
    if (t.slice(0, 2) === "/*" || t.slice(0, 2) === "//") continue;
    toks.push(t);
  }
  var joined = toks.join("");
  var arrow = /^(?:async\s+)?([^\s(=]+)\s*=>/.exec(joined);
  if (arrow) return [arrow[1].trim()];
  var start = toks.indexOf("(");
  if (start < 0) return [];
  var names = [];
  var cur = "";
  var depth = 0;
  var skipping = false;
  for (var i = start + 1; i < toks.length; i++) {
    var tk = toks[i];
    if (depth === 0) {
      if (tk === ")") break;
      if (tk === ",") {
        names.push(cur);
        cur = "";
        skipping = false;
        continue;
      }
      if (tk === "=") {
        skipping = true;
        continue;
      }
    }
    if (tk === "(" || tk === "[" || tk === "{") depth++;
    else if (tk === ")" || tk === "]" || tk === "}") depth--;
    if (!skipping) cur += tk;
  }
  names.push(cur);
  var out = [];
  for (var j = 0; j < names.length; j++) {
    var n = names[j].trim();
    if (!n || n.slice(0, 3) === "...") continue;
    out.push(n);
  }
  return out;
}

// spec: state-25
export function parseFormArgs(form, reviver) {
  try {
    var out = [];
    var args = form.args || [];
    for (var i = 0; i < args.length; i++) {
      out.push(args[i] ? JSON.parse(args[i], reviver) : undefined);
    }
    var rest = form.rest ? JSON.parse(form.rest, reviver) : null;
    if (rest == null) rest = [];
    if (!Array.isArray(rest)) throw new Error("rest args is not an array");
    for (var j = 0; j < rest.length; j++) out.push(rest[j]);
    return out;
  } catch (e) {
    console.error("Failed to parse the action arguments; every argument must be valid JSON.", e);
    return undefined;
  }
}

// spec: state-26
export function selectorSubscribe(init) {
  return function (set, get, api) {
    var origSubscribe = api.subscribe;
    api.subscribe = function (selector, listener, opts) {
      if (!listener) return origSubscribe(selector);
      var eq = (opts && opts.equalityFn) || Object.is;
      var slice = selector(api.getState());
      var wrapped = function (state) {
        var next = selector(state);
        if (!eq(slice, next)) {
          var prev = slice;
          slice = next;
          listener(next, prev);
        }
      };
      var unsub = origSubscribe(wrapped);
      if (opts && opts.fireImmediately) listener(slice, slice);
      return unsub;
    };
    return init(set, get, api);
  };
}

// spec: state-27
export function jsonBackedStorage(getStorage, opts) {
  var st;
  try {
    st = getStorage();
  } catch (e) {
    return undefined;
  }
  var reviver = opts ? opts.reviver : undefined;
  var replacer = opts ? opts.replacer : undefined;
  function parse(s) {
    if (s === null) return null;
    return JSON.parse(s, reviver);
  }
  return {
    getItem: function (name) {
      var raw = st.getItem(name);
      if (raw == null) raw = null;
      if (raw && typeof raw.then === "function") return raw.then(parse);
      return parse(raw);
    },
    setItem: function (name, value) {
      return st.setItem(name, JSON.stringify(value, replacer));
    },
    removeItem: function (name) {
      return st.removeItem(name);
    }
  };
}

// spec: state-28
export function syncThenable(fn) {
  return function (input) {
    var r;
    try {
      r = fn(input);
    } catch (e) {
      var failed = {
        then: function (onOk, onFail) {
          if (onFail) return syncThenable(onFail)(e);
          return failed;
        }
      };
      return failed;
    }
    if (r != null && typeof r.then === "function") return r;
    var ok = {
      then: function (onOk) {
        if (onOk) return syncThenable(onOk)(r);
        return ok;
      }
    };
    return ok;
  };
}

// spec: state-29
export function joinUrls(base, url) {
  if (!base) return url;
  if (!url) return base;
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  var endsSlash = base.charAt(base.length - 1) === "/";
  var sep = endsSlash || url.charAt(0) !== "?" ? "/" : "";
  if (endsSlash) base = base.slice(0, -1);
  if (url.charAt(0) === "/") url = url.slice(1);
  return base + sep + url;
}

// spec: state-30
export function reuseUnchanged(a, b) {
  if (a === b) return b;
  var arrs = Array.isArray(a) && Array.isArray(b);
  if (!arrs && !(plainObj(a) && plainObj(b))) return b;
  var keys = Object.keys(b);
  var same = keys.length === Object.keys(a).length;
  var out = arrs ? [] : {};
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = reuseUnchanged(a[k], b[k]);
    out[k] = v;
    if (!Object.is(v, a[k])) same = false;
  }
  return same ? a : out;
}

function plainObj(o) {
  if (o === null || typeof o !== "object") return false;
  var p = Object.getPrototypeOf(o);
  return p === null || p === Object.prototype;
}

// spec: state-31
export function mergeAbortSignals() {
  var sigs = [];
  var i;
  for (i = 0; i < arguments.length; i++) sigs.push(arguments[i]);
  for (i = 0; i < sigs.length; i++) {
    if (sigs[i].aborted) {
      return { signal: AbortSignal.abort(sigs[i].reason), cleanup: function () {} };
    }
  }
  var ctl = new AbortController();
  function onAbort(ev) {
    ctl.abort(ev.target.reason);
  }
  for (i = 0; i < sigs.length; i++) {
    sigs[i].addEventListener("abort", onAbort, { once: true, signal: ctl.signal });
  }
  return {
    signal: ctl.signal,
    cleanup: function () {
      for (var j = 0; j < sigs.length; j++) sigs[j].removeEventListener("abort", onAbort);
    }
  };
}

// spec: state-32
export function endpointCacheKey(o) {
  var args = o.queryArgs;
  var s = argsText.get(args);
  if (s === undefined) {
    s = JSON.stringify(args, function (k, v) {
      if (typeof v === "bigint") v = { $bigint: v.toString() };
      if (plainObj(v)) {
        var ks = Object.keys(v).sort();
        var c = {};
        for (var i = 0; i < ks.length; i++) c[ks[i]] = v[ks[i]];
        v = c;
      }
      return v;
    });
    if (plainObj(args)) argsText.set(args, s);
  }
  return o.endpointName + "(" + s + ")";
}

var argsText = new WeakMap();

// spec: state-33
export function quickId(size) {
  if (size === undefined) size = 21;
  var id = "";
  var n = size;
  while (n--) id += idChars[(Math.random() * 64) | 0];
  return id;
}

var idChars = "ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW";

// spec: state-34
export function slowWorkWarner(maxMs, label) {
  var total = 0;
  return {
    measure: function (fn) {
      var t0 = Date.now();
      try {
        return fn();
      } finally {
        total += Date.now() - t0;
      }
    },
    warnIfSlow: function () {
      if (total > maxMs) {
        console.warn(label + " took " + total + "ms, which is more than the warning threshold of " + maxMs + "ms. \n" +
          "If your state or actions are very large, you may want to disable this check, since it can slow things down a lot in development.");
      }
    }
  };
}

// spec: state-35
export function partitionUpserts(items, getId, state) {
  var list = Array.isArray(items) ? items : Object.values(items);
  var existing = plainList(state.ids);
  var known = new Set(existing);
  var added = [];
  var updated = [];
  for (var i = 0; i < list.length; i++) {
    var e = list[i];
    var id = getId(e);
    if (isDev && id === undefined) {
      console.warn("The id function returned undefined for an entity; you probably need your own id function.", e);
    }
    if (known.has(id)) {
      updated.push({ id: id, changes: e });
    } else {
      known.add(id);
      added.push(e);
    }
  }
  return [added, updated, existing];
}

function plainList(ids) {
  var out = [];
  for (var i = 0; i < ids.length; i++) out.push(ids[i]);
  return out;
}

// spec: state-36
export function deeplyFrozen(obj, seen) {
  if (!seen) seen = new Set();
  if (!Object.isFrozen(obj)) return false;
  if (seen.has(obj)) return true;
  seen.add(obj);
  var vals = Object.values(obj);
  for (var i = 0; i < vals.length; i++) {
    var v = vals[i];
    if (typeof v !== "object" || v === null) continue;
    if (!deeplyFrozen(v, seen)) return false;
  }
  return true;
}

// spec: state-37
export function upperInsertIndex(arr, item, cmp) {
  var lo = 0;
  var hi = arr.length;
  while (lo < hi) {
    var mid = (lo + hi) >>> 1;
    if (cmp(item, arr[mid]) >= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// spec: state-38
export function backoffWait(attempt, maxRetries, signal) {
  if (attempt === undefined) attempt = 0;
  if (maxRetries === undefined) maxRetries = 5;
  var exp = Math.min(attempt, maxRetries);
  var ms = ~~((Math.random() + 0.4) * (300 << exp));
  return new Promise(function (resolve, reject) {
    var t = setTimeout(function () {
      resolve();
    }, ms);
    if (!signal) return;
    function onAbort() {
      clearTimeout(t);
      reject(new Error("Aborted"));
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
}

// spec: state-39
export function frameOrTimeoutScheduler(requestFrame, cancelFrame, timeoutMs) {
  return function (notify) {
    var fired = false;
    var frame;
    var timer;
    function run() {
      if (fired) return;
      fired = true;
      if (cancelFrame) cancelFrame(frame);
      clearTimeout(timer);
      notify();
    }
    frame = requestFrame(run);
    timer = setTimeout(run, timeoutMs);
  };
}

// spec: state-40
export function expandOptionalSegments(path) {
  var segs = path.split("/");
  var first = segs[0];
  var rest = segs.slice(1);
  var optional = first.charAt(first.length - 1) === "?";
  var req = optional ? first.slice(0, -1) : first;
  if (rest.length === 0) return optional ? [req, ""] : [req];
  var subs = expandOptionalSegments(rest.join("/"));
  var out = [];
  var i;
  for (i = 0; i < subs.length; i++) out.push(subs[i] === "" ? req : req + "/" + subs[i]);
  if (optional) {
    for (i = 0; i < subs.length; i++) out.push(subs[i]);
  }
  if (path.charAt(0) === "/") {
    for (i = 0; i < out.length; i++) if (out[i] === "") out[i] = "/";
  }
  return out;
}

// spec: state-41
export function routeScore(path, isIndex) {
  var segs = path.split("/");
  var score = segs.length;
  var i;
  for (i = 0; i < segs.length; i++) {
    if (segs[i] === "*") {
      score -= 2;
      break;
    }
  }
  if (isIndex) score += 2;
  for (i = 0; i < segs.length; i++) {
    var s = segs[i];
    if (s === "*") continue;
    if (/^:[\w-]+$/.test(s)) score += 3;
    else if (/^:[\w-]+/.test(s)) score += 3.5;
    else if (s === "") score += 1;
    else score += 10;
  }
  return score;
}

// spec: state-42
export function removeBase(pathname, base) {
  if (base === "/") return pathname;
  if (pathname.toLowerCase().indexOf(base.toLowerCase()) !== 0) return null;
  var cut = base.charAt(base.length - 1) === "/" ? base.length - 1 : base.length;
  var c = pathname.charAt(cut);
  if (c && c !== "/") return null;
  return pathname.slice(cut) || "/";
}

// spec: state-43
export function decodePathKeepSlashes(p) {
  try {
    var segs = p.split("/");
    for (var i = 0; i < segs.length; i++) {
      segs[i] = decodeURIComponent(segs[i]).replace(/\//g, "%2F");
    }
    return segs.join("/");
  } catch (e) {
    console.warn('The URL path "' + p + '" could not be decoded because it is a malformed URL segment. ' +
      "This is probably due to a bad percent encoding (" + e + ").");
    return p;
  }
}

// spec: state-44
export function forbidExternalNav(dest) {
  var s = dest.replace(/[\t\n\r]/g, "");
  var i = 0;
  while (i < s.length && s.charCodeAt(i) <= 32) i++;
  s = s.slice(i);
  if (!/^(?:[a-z][a-z0-9+.\-]*:|[\/\\]{2})/i.test(s)) return;
  var u;
  try {
    u = new URL(dest, "http://localhost");
  } catch (e) {
    return;
  }
  var explicit = dest.indexOf("//") === 0;
  if (!explicit && dest.toLowerCase().indexOf(u.protocol.toLowerCase()) === 0) {
    if (u.host === "" || dest.slice(u.protocol.length).indexOf("//") === 0) explicit = true;
  }
  if (!explicit) throw new Error("External navigation is not allowed");
}

// spec: state-45
export function pathsWithAncestors(paths) {
  var set = new Set();
  for (var i = 0; i < paths.length; i++) {
    var p = paths[i];
    if (p.charAt(0) !== "/") p = "/" + p;
    for (var j = 1; j < p.length; j++) {
      if (p.charAt(j) === "/") set.add(p.slice(0, j));
    }
    set.add(p);
  }
  return Array.from(set);
}

// spec: state-46
export function uniqueLinks(links, preloaded) {
  var seen = new Set();
  var out = [];
  for (var i = 0; i < links.length; i++) {
    var d = links[i];
    if (preloaded && typeof d.page !== "string" && d.as === "script" && d.href && preloaded.indexOf(d.href) !== -1) continue;
    var ks = Object.keys(d).sort();
    var copy = {};
    for (var j = 0; j < ks.length; j++) copy[ks[j]] = d[ks[j]];
    var key = JSON.stringify(copy);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key: key, link: d });
  }
  return out;
}

// spec: state-47
export function cookieEscape(v) {
  var s = v.toString();
  var out = "";
  for (var i = 0; i < s.length; i++) {
    var ch = s.charAt(i);
    var code = s.charCodeAt(i);
    if (/[A-Za-z0-9_*+\-.\/@]/.test(ch)) {
      out += ch;
    } else if (code < 256) {
      out += "%" + (code < 16 ? "0" : "") + code.toString(16);
    } else {
      out += "%u" + ("0000" + code.toString(16)).slice(-4).toUpperCase();
    }
  }
  return out;
}

// spec: state-48
export function cookieUnescape(v) {
  var s = v.toString();
  var out = "";
  var i = 0;
  while (i < s.length) {
    var ch = s.charAt(i);
    if (ch === "%") {
      if (s.charAt(i + 1) === "u") {
        var h4 = s.slice(i + 2, i + 6);
        if (/^[0-9a-fA-F]{4}$/.test(h4)) {
          out += String.fromCharCode(parseInt(h4, 16));
          i += 6;
          continue;
        }
      } else {
        var h2 = s.slice(i + 1, i + 3);
        if (/^[0-9a-fA-F]{2}$/.test(h2)) {
          out += String.fromCharCode(parseInt(h2, 16));
          i += 3;
          continue;
        }
      }
    }
    out += ch;
    i++;
  }
  return out;
}

// spec: state-49
export function toSearchParams(init) {
  if (init === undefined) init = "";
  if (typeof init === "string" || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  var pairs = [];
  var keys = Object.keys(init);
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i];
    var v = init[k];
    if (Array.isArray(v)) {
      for (var j = 0; j < v.length; j++) pairs.push([k, v[j]]);
    } else {
      pairs.push([k, v]);
    }
  }
  return new URLSearchParams(pairs);
}

// spec: state-50
export function splitLocation(parseQuery, location, current) {
  if (current === undefined) current = "/";
  var path;
  var query = {};
  var search = "";
  var hash = "";
  var hashAt = location.indexOf("#");
  var qAt = location.indexOf("?");
  if (hashAt > -1 && qAt > hashAt) qAt = -1;
  if (qAt > -1) {
    path = location.slice(0, qAt);
    search = location.slice(qAt, hashAt > -1 ? hashAt : location.length);
    query = parseQuery(search.slice(1));
  }
  if (hashAt > -1) {
    path = path || location.slice(0, hashAt);
    hash = location.slice(hashAt);
  }
  path = resolvePath(path != null ? path : location, current);
  return { fullPath: path + search + hash, path: path, query: query, hash: tryDecode(hash) };
}

function tryDecode(s) {
  try {
    return decodeURIComponent("" + s);
  } catch (e) {
    return "" + s;
  }
}

// spec: state-51
export function resolvePath(to, from) {
  if (to.charAt(0) === "/") return to;
  if (isDev && from.charAt(0) !== "/") {
    console.warn('Cannot resolve relative path "' + to + '" from "' + from + '": the base must be absolute, like "/' + from + '".');
    return to;
  }
  if (!to) return from;
  var fromSegs = from.split("/");
  var toSegs = to.split("/");
  var last = toSegs[toSegs.length - 1];
  if (last === ".." || last === ".") toSegs.push("");
  var pos = fromSegs.length - 1;
  var t;
  for (t = 0; t < toSegs.length; t++) {
    var seg = toSegs[t];
    if (seg === ".") continue;
    if (seg === "..") {
      if (pos > 1) pos--;
      continue;
    }
    break;
  }
  return fromSegs.slice(0, pos).join("/") + "/" + toSegs.slice(t).join("/");
}

// spec: state-52
export function parseQueryText(search) {
  var out = {};
  if (search === "" || search === "?") return out;
  var s = search.charAt(0) === "?" ? search.slice(1) : search;
  var parts = s.split("&");
  for (var i = 0; i < parts.length; i++) {
    var piece = parts[i].replace(/\+/g, " ");
    var eq = piece.indexOf("=");
    var key = tryDecode(eq < 0 ? piece : piece.slice(0, eq));
    var val = eq < 0 ? null : tryDecode(piece.slice(eq + 1));
    if (Object.prototype.hasOwnProperty.call(out, key)) {
      var cur = out[key];
      if (!Array.isArray(cur)) cur = out[key] = [cur];
      cur.push(val);
    } else {
      out[key] = val;
    }
  }
  return out;
}

// spec: state-53
export function queryToString(query) {
  var out = "";
  for (var rawKey in query) {
    var value = query[rawKey];
    var key = encodeQueryVal(rawKey).replace(/=/g, "%3D");
    if (value == null) {
      if (value !== undefined) out += (out.length ? "&" : "") + key;
      continue;
    }
    var list = Array.isArray(value) ? value : [value];
    for (var i = 0; i < list.length; i++) {
      var v = list[i] ? encodeQueryVal(list[i]) : list[i];
      if (v === undefined) continue;
      out += (out.length ? "&" : "") + key;
      if (v != null) out += "=" + v;
    }
  }
  return out;
}

function encodeQueryVal(t) {
  return encodeURI("" + t)
    .replace(/%7C/g, "|")
    .replace(/%5B/g, "[")
    .replace(/%5D/g, "]")
    .replace(/%60/g, "`")
    .replace(/%7B/g, "{")
    .replace(/%7D/g, "}")
    .replace(/%5E/g, "^")
    .replace(/\+/g, "%2B")
    .replace(/%20/g, "+")
    .replace(/#/g, "%23")
    .replace(/&/g, "%26");
}

// spec: state-54
export function normalizeQueryValues(q) {
  var out = {};
  for (var k in q) {
    var v = q[k];
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      var arr = [];
      for (var i = 0; i < v.length; i++) arr.push(v[i] == null ? null : "" + v[i]);
      out[k] = arr;
    } else {
      out[k] = v === null ? null : "" + v;
    }
  }
  return out;
}

// spec: state-55
export function diffMatchedRecords(to, from) {
  var leaving = [];
  var updating = [];
  var entering = [];
  var n = Math.max(from.matched.length, to.matched.length);
  for (var i = 0; i < n; i++) {
    var rf = from.matched[i];
    if (rf) {
      if (hasSameRecord(to.matched, rf)) updating.push(rf);
      else leaving.push(rf);
    }
    var rt = to.matched[i];
    if (rt) {
      if (!hasSameRecord(from.matched, rt)) entering.push(rt);
    }
  }
  return [leaving, updating, entering];
}

function hasSameRecord(list, r) {
  var target = r.aliasOf || r;
  for (var i = 0; i < list.length; i++) {
    if ((list[i].aliasOf || list[i]) === target) return true;
  }
  return false;
}

// spec: state-56
export function interceptLinkClick(e) {
  if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  if (e.defaultPrevented) return;
  if (e.button !== undefined && e.button !== 0) return;
  var el = e.currentTarget;
  if (el && el.getAttribute) {
    var target = el.getAttribute("target");
    if (/\b_blank\b/i.test(target)) return;
  }
  if (e.preventDefault) e.preventDefault();
  return true;
}

// spec: state-57
export function cleanHistoryBase(base) {
  if (!base) {
    if (typeof document !== "undefined") {
      var el = document.querySelector("base");
      base = (el && el.getAttribute("href")) || "/";
      base = base.replace(/^\w+:\/\/[^\/]+/, "");
    } else {
      base = "/";
    }
  }
  if (base.charAt(0) !== "/" && base.charAt(0) !== "#") base = "/" + base;
  if (base.charAt(base.length - 1) === "/") base = base.slice(0, -1);
  return base;
}

// spec: state-58
export function compareScores(a, b) {
  var i = 0;
  while (i < a.length && i < b.length) {
    var d = b[i] - a[i];
    if (d) return d;
    i++;
  }
  if (a.length < b.length) {
    return a.length === 1 && a[0] === 80 ? -1 : 1;
  }
  if (a.length > b.length) {
    return b.length === 1 && b[0] === 80 ? 1 : -1;
  }
  return 0;
}

// spec: state-59
export function locationFromBrowser(base, loc) {
  var pathname = loc.pathname;
  var search = loc.search;
  var hash = loc.hash;
  var hashAt = base.indexOf("#");
  if (hashAt > -1) {
    var hb = base.slice(hashAt);
    var cut = hash.indexOf(hb) > -1 ? hb.length : 1;
    var p = hash.slice(cut);
    if (p.charAt(0) !== "/") p = "/" + p;
    return p;
  }
  var path = pathname;
  if (base && pathname.toLowerCase().indexOf(base.toLowerCase()) === 0) {
    path = pathname.slice(base.length) || "/";
  }
  return path + search + hash;
}

// spec: state-60
export function mergeRouteRecords(main) {
  for (var i = 1; i < arguments.length; i++) {
    var extra = arguments[i];
    var meta = main.meta;
    var alias = main.alias;
    var props = main.props;
    Object.assign(main, extra);
    main.meta = Object.assign({}, meta, extra.meta);
    main.alias = asList(alias).concat(asList(extra.alias));
    if (extra.props == null) main.props = props;
    else if (typeof extra.props === "object") main.props = Object.assign({}, props, extra.props);
  }
  return main;
}

function asList(v) {
  if (v == null) return [];
  return Array.isArray(v) ? v : [v];
}
