// spec: ai-01
export function blankLineEnd(buf) {
  var s = '';
  for (var i = 0; i < buf.length; i += 4096) {
    s += String.fromCharCode.apply(null, Array.prototype.slice.call(buf, i, i + 4096));
  }
  var m = /(?:\r\n|\r(?!\n)|\n)(?:\r\n|\r|\n)/.exec(s);
  return m ? m.index + m[0].length : -1;
}

// spec: ai-02
export function floatsFromBase64(b64) {
  var bytes;
  if (typeof Buffer !== 'undefined' && typeof Buffer.from === 'function') {
    var buf = Buffer.from(b64, 'base64');
    if (buf.length % 4 !== 0) {
      throw new RangeError('Invalid base64-encoded float32 array: byte length must be a multiple of 4');
    }
    bytes = new Uint8Array(buf.length);
    for (var i = buf.length - 1; i >= 0; i--) bytes[i] = buf[i];
  } else {
    var bin = atob(b64);
    bytes = new Uint8Array(bin.length);
    for (var j = bin.length - 1; j >= 0; j--) bytes[j] = bin.charCodeAt(j);
  }
  var view = new Float32Array(bytes.buffer);
  var out = new Array(view.length);
  for (var k = view.length - 1; k >= 0; k--) out[k] = view[k];
  return out;
}

// spec: ai-03
export function wireByteLength(data) {
  if (typeof data === 'string') {
    var total = 0;
    data.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\u0800-\uFFFF]|[\u0080-\u07FF]|[\s\S]/g, function (ch) {
      var c = ch.charCodeAt(0);
      total += ch.length === 2 ? 4 : c >= 0x800 ? 3 : c >= 0x80 ? 2 : 1;
      return ch;
    });
    return total;
  }
  if (Array.isArray(data)) {
    var sum = 0;
    for (var i = data.length - 1; i >= 0; i--) sum += data[i].byteLength;
    return sum;
  }
  if (data != null && typeof data.byteLength === 'number') return data.byteLength;
  return 0;
}

// spec: ai-04
export function escapeHeaderParam(value) {
  return String(value).replace(/[\x00-\x1f\x7f"\\]/g, function (c) {
    return encodeURIComponent(c);
  });
}

// spec: ai-05
export function fileNameFromSegment(seg) {
  var text;
  try {
    text = decodeURIComponent(seg);
  } catch (e) {
    return seg;
  }
  if (/%(?:0a|0d|22)/i.test(text)) return seg;
  return text.replace(/[\x00-\x1f\x7f]/g, function (c) {
    return '%' + ('0' + c.charCodeAt(0).toString(16).toUpperCase()).slice(-2);
  });
}

// spec: ai-06
export function signatureCandidates(header) {
  var pos = 0;
  var finished = false;
  var it = {
    next: function () {
      if (finished) return { value: undefined, done: true };
      var sp = header.indexOf(' ', pos);
      var entry;
      if (sp < 0) {
        entry = header.slice(pos);
        finished = true;
      } else {
        entry = header.slice(pos, sp);
        pos = sp + 1;
      }
      if (entry.slice(0, 3) === 'v1,') entry = entry.slice(3);
      return { value: entry, done: false };
    },
    return: function (v) {
      finished = true;
      return { value: v, done: true };
    }
  };
  if (typeof Symbol !== 'undefined') {
    it[Symbol.iterator] = function () {
      return it;
    };
  }
  return it;
}

// spec: ai-07
export function osDisplayName(raw) {
  var names = {
    android: 'Android',
    darwin: 'MacOS',
    win32: 'Windows',
    freebsd: 'FreeBSD',
    openbsd: 'OpenBSD',
    linux: 'Linux'
  };
  var s = String(raw).toLowerCase();
  if (/ios/.test(s)) return 'iOS';
  if (Object.prototype.hasOwnProperty.call(names, s)) return names[s];
  return s ? 'Other:' + s : 'Unknown';
}

// spec: ai-08
export function refToPointer(ref) {
  if (typeof ref !== 'string' || ref.charAt(0) !== '#') return undefined;
  var ptr;
  try {
    ptr = decodeURIComponent(ref.slice(1));
  } catch (e) {
    return undefined;
  }
  if (ptr === '') return [];
  if (ptr.charAt(0) !== '/') return undefined;
  var segs = ptr.slice(1).split('/');
  var out = [];
  for (var i = 0; i < segs.length; i++) {
    if (/~(?![01])/.test(segs[i])) return undefined;
    out.push(segs[i].replace(/~([01])/g, function (m, d) {
      return d === '1' ? '/' : '~';
    }));
  }
  return out;
}

// spec: ai-09
export function apiErrorText(status, body, fallback) {
  var text;
  if (body && body.message) {
    text = typeof body.message === 'string' ? body.message : JSON.stringify(body.message);
  } else if (body) {
    text = JSON.stringify(body);
  } else {
    text = fallback;
  }
  var forms = [
    function () { return '(no status code or body)'; },
    function () { return text; },
    function () { return status + ' status code (no body)'; },
    function () { return status + ' ' + text; }
  ];
  return forms[(status ? 2 : 0) + (text ? 1 : 0)]();
}

// spec: ai-10
export function cutAround(s, delim) {
  if (delim === '') return ['', '', s];
  var pieces = s.split(delim);
  if (pieces.length < 2) return [s, '', ''];
  return [pieces[0], delim, pieces.slice(1).join(delim)];
}

// spec: ai-11
export function clipCodePoints(text, limit) {
  if (text.length <= limit) return text;
  if (!(limit >= 0) || limit % 1 !== 0) return text;
  var points = text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g) || [];
  if (points.length <= limit) return text;
  return points.slice(0, limit).join('');
}

// spec: ai-12
export function packFragments(frags, limit, sizeOf) {
  var size = 2;
  var n = 0;
  var next;
  while (n < frags.length && (next = size + sizeOf(frags[n]) + (n ? 1 : 0)) <= limit) {
    size = next;
    n++;
  }
  return {
    json: '[' + frags.slice(0, n).join(',') + ']',
    size: size,
    truncated: n < frags.length
  };
}

// spec: ai-13
export function mergeStateChanges(pending, report) {
  var all = (pending || []).concat(report.changes || []);
  var liveTabs = [];
  var tabs = report.tabs || [];
  for (var t = 0; t < tabs.length; t++) liveTabs.push(tabs[t].tab_id);
  var lastDl = new Array(all.length);
  var seenDl = [];
  for (var i = all.length - 1; i >= 0; i--) {
    var c = all[i];
    if (c && Object.prototype.hasOwnProperty.call(c, 'download_id')) {
      lastDl[i] = seenDl.indexOf(c.download_id) < 0;
      seenDl.push(c.download_id);
    } else {
      lastDl[i] = true;
    }
  }
  var opened = [];
  var out = [];
  for (var j = 0; j < all.length; j++) {
    var ch = all[j];
    if (!lastDl[j]) continue;
    if (ch && ch.type === 'tab_opened') {
      if (liveTabs.indexOf(ch.tab_id) < 0 || opened.indexOf(ch.tab_id) >= 0) continue;
      opened.push(ch.tab_id);
    }
    out.push(ch);
  }
  return out;
}

// spec: ai-14
export function redactTokenError(body) {
  if (body === null || body === undefined) return body;
  if (typeof body === 'string') {
    var parsed;
    try {
      parsed = JSON.parse(body);
    } catch (e) {
      return body.length <= 2000 ? body : body.slice(0, 2000) + '... <' + (body.length - 2000) + ' more chars>';
    }
    return JSON.stringify(redactTokenError(parsed));
  }
  if (typeof body === 'object' && !Array.isArray(body)) {
    var keep = { error: 1, error_description: 1, error_uri: 1 };
    var out = {};
    Object.keys(body).forEach(function (k) {
      if (keep[k] === 1 && Object.prototype.hasOwnProperty.call(keep, k)) out[k] = body[k];
    });
    return out;
  }
  return null;
}

// spec: ai-15
export function headerAttribute(raw, type) {
  if (raw === null || raw === undefined) return undefined;
  var items = [];
  var re = /[^,]+/g;
  var m;
  while ((m = re.exec(String(raw))) !== null) {
    var item = m[0].trim();
    if (item) items.push(item);
  }
  if (!items.length) return undefined;
  return type !== null && typeof type === 'object' ? items : raw;
}

// spec: ai-16
export function filterQuery(query, allowed, extraContent) {
  if (!query || !allowed || !allowed.length) return undefined;
  var contentNames = ['email', 'path_prefix', 'expected_content_sha256'].concat(extraContent || []);
  var kept = [];
  var hasContent = false;
  var parts = query.split('&');
  for (var i = 0; i < parts.length; i++) {
    var name;
    try {
      name = decodeURIComponent(/^[^=]*/.exec(parts[i])[0]);
    } catch (e) {
      continue;
    }
    if (allowed.indexOf(name) < 0 && /\[\]$/.test(name)) name = name.slice(0, -2);
    if (allowed.indexOf(name) < 0) continue;
    kept.push(parts[i]);
    if (contentNames.indexOf(name) >= 0) hasContent = true;
  }
  if (!kept.length) return undefined;
  return { query: kept.join('&'), hasContent: hasContent };
}

// spec: ai-17
export function serverAttributes(baseUrl) {
  var u;
  try {
    u = new URL(baseUrl);
  } catch (e) {
    return {};
  }
  var attrs = {};
  attrs['server.address'] = u.hostname.replace(/^\[([\s\S]*)\]$/, '$1');
  attrs['server.port'] = u.port ? Number(u.port) : { 'http:': 80 }[u.protocol] || 443;
  return attrs;
}

// spec: ai-18
export function dropCacheMarkers(v) {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  var copy = Object.assign({}, v);
  delete copy.cache_control;
  var deep = ['content', 'source', 'tool', 'definition', 'tool_references'];
  for (var i = deep.length - 1; i >= 0; i--) {
    var k = deep[i];
    if (!Object.prototype.hasOwnProperty.call(copy, k)) continue;
    var val = copy[k];
    if (Array.isArray(val)) {
      var arr = new Array(val.length);
      for (var j = 0; j < val.length; j++) arr[j] = dropCacheMarkers(val[j]);
      copy[k] = arr;
    } else if (val !== null && typeof val === 'object') {
      copy[k] = dropCacheMarkers(val);
    }
  }
  return copy;
}

// spec: ai-19
export function wrapperDir(names) {
  var root = null;
  var nested = false;
  for (var i = 0; i < names.length; i++) {
    var segs = (String(names[i]).trim().match(/[^/]+/g) || []).filter(function (p) {
      return p !== '.';
    });
    if (!segs.length) continue;
    if (root === null) root = segs[0];
    else if (root !== segs[0]) return '';
    nested = nested || segs.length > 1;
  }
  return root !== null && nested ? root : '';
}

// spec: ai-20
export async function* lineBatches(source) {
  var it = source[Symbol.asyncIterator] ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  var nums = [];
  var lines = [];
  var lineNo = 0;
  var ended = false;
  try {
    for (;;) {
      var step;
      try {
        step = await it.next();
      } catch (e) {
        ended = true;
        break;
      }
      if (step.done) {
        ended = true;
        break;
      }
      lineNo++;
      var line = step.value;
      if (line.length > 2000) continue;
      nums.push(lineNo);
      lines.push(line);
      if (lines.length >= 1000) {
        var batch = [nums, lines];
        nums = [];
        lines = [];
        yield batch;
      }
    }
  } finally {
    if (!ended && typeof it.return === 'function') {
      try {
        await it.return();
      } catch (e) {}
    }
  }
  if (lines.length) yield [nums, lines];
}

// spec: ai-21
export function expandIPv6(addr) {
  if (typeof addr !== 'string' || !addr || addr.indexOf(':') < 0 || /[^0-9a-fA-F:]/.test(addr)) return null;
  var halves = addr.split('::');
  if (halves.length > 2) return null;
  var groups;
  if (halves.length === 2) {
    var left = halves[0] ? halves[0].split(':') : [];
    var right = halves[1] ? halves[1].split(':') : [];
    var fill = 8 - left.length - right.length;
    if (fill < 0) return null;
    groups = left.concat(new Array(fill + 1).join('0,').split(',').slice(0, fill), right);
  } else {
    groups = addr.split(':');
  }
  if (groups.length !== 8) return null;
  var out = '';
  for (var i = groups.length - 1; i >= 0; i--) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(groups[i])) return null;
    out = ('000' + groups[i].toLowerCase()).slice(-4) + (out ? ':' + out : '');
  }
  return out;
}

// spec: ai-22
export function inCidr(ip, range) {
  var cut = String(range).split('/');
  if (cut.length < 2 || !cut[0] || !cut[1]) return false;
  var bits = parseInt(cut[1], 10);
  if (isNaN(bits)) return false;
  var a = ipBits(ip);
  var b = ipBits(cut[0]);
  if (!a || !b || a.length !== b.length) return false;
  if (bits > a.length) return false;
  var n = bits < 0 ? 0 : bits;
  return a.slice(0, n) === b.slice(0, n);
}

function ipBits(s) {
  s = String(s);
  var i, out = '';
  if (s.indexOf(':') < 0) {
    var m = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/.exec(s);
    if (!m) return null;
    for (i = 1; i <= 4; i++) {
      var o = Number(m[i]);
      if (o > 255) return null;
      out += ('0000000' + o.toString(2)).slice(-8);
    }
    return out;
  }
  if (/[^0-9a-fA-F:]/.test(s)) return null;
  var halves = s.split('::');
  if (halves.length > 2) return null;
  var groups = halves[0] ? halves[0].split(':') : [];
  if (halves.length === 2) {
    var right = halves[1] ? halves[1].split(':') : [];
    if (groups.length + right.length > 8) return null;
    while (groups.length + right.length < 8) groups.push('0');
    groups = groups.concat(right);
  }
  if (groups.length !== 8) return null;
  for (i = 0; i < 8; i++) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(groups[i])) return null;
    out += ('000000000000000' + parseInt(groups[i], 16).toString(2)).slice(-16);
  }
  return out;
}

// spec: ai-23
export function mmrSelect(query, candidates, lambda, k) {
  if (lambda === undefined) lambda = 0.5;
  if (k === undefined) k = 4;
  var want = Math.min(k, candidates.length);
  if (!(want > 0)) return [];
  var q = query.length && typeof query[0] === 'object' && query[0] !== null ? query[0] : query;
  function cos(a, b) {
    if (a.length !== b.length) throw new Error('Vectors must have the same length');
    var dot = 0, na = 0, nb = 0;
    for (var i = a.length - 1; i >= 0; i--) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    var r = dot / Math.sqrt(na * nb);
    return isNaN(r) ? 0 : r;
  }
  var rel = candidates.map(function (c) {
    return cos(q, c);
  });
  var maxSim = rel.map(function () {
    return -Infinity;
  });
  var taken = rel.map(function () {
    return false;
  });
  var picked = [];
  var next = 0;
  for (var i = 1; i < rel.length; i++) if (rel[i] > rel[next]) next = i;
  while (true) {
    picked.push(next);
    taken[next] = true;
    if (picked.length >= want) break;
    for (var j = 0; j < candidates.length; j++) {
      if (taken[j]) continue;
      var s = cos(candidates[j], candidates[next]);
      if (s > maxSim[j]) maxSim[j] = s;
    }
    var best = -Infinity;
    var bestAt = -1;
    for (var c = 0; c < candidates.length; c++) {
      if (taken[c]) continue;
      var score = lambda * rel[c] - (1 - lambda) * maxSim[c];
      if (score > best) {
        best = score;
        bestAt = c;
      }
    }
    if (bestAt < 0) break;
    next = bestAt;
  }
  return picked;
}

// spec: ai-24
export function parseFencedJson(text, interpret) {
  var parse = interpret || parseLooseJson;
  var t = text.trim();
  if (t.indexOf('```') < 0) return parse(t);
  var body = t
    .replace(/^[\s\S]*?```/, '')
    .replace(/^(?:json\n|json|\n)/, '')
    .replace(/```[\s\S]*$/, '');
  return parse(body.trim());
}

function parseLooseJson(src) {
  var i = 0;
  var n = src.length;
  var NONE = {};
  function skip() {
    while (i < n && /[ \t\n\r]/.test(src.charAt(i))) i++;
  }
  function bad() {
    throw new SyntaxError('Unexpected token in JSON at position ' + i);
  }
  function str() {
    i++;
    var out = '';
    while (i < n) {
      var c = src.charAt(i);
      if (c === '"') {
        i++;
        return { v: out, closed: true };
      }
      if (c === '\\') {
        if (i + 1 >= n) break;
        var e = src.charAt(i + 1);
        var simple = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e === 'u') {
          var hex = src.substr(i + 2, 4);
          if (hex.length < 4) {
            i = n;
            break;
          }
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) bad();
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        if (!Object.prototype.hasOwnProperty.call(simple, e)) bad();
        out += simple[e];
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    i = n;
    return { v: out, closed: false };
  }
  function num() {
    var m = /^-?(?:\d+)?(?:\.\d*)?(?:[eE][+-]?\d*)?/.exec(src.slice(i));
    var txt = m[0];
    i += txt.length;
    if (i >= n) txt = txt.replace(/[eE][+-]?$/, '').replace(/\.$/, '');
    if (txt === '' || txt === '-') {
      if (i >= n) return NONE;
      bad();
    }
    var v = Number(txt);
    if (isNaN(v)) bad();
    return v;
  }
  function word() {
    var words = { t: ['true', true], f: ['false', false], n: ['null', null] };
    var w = words[src.charAt(i)];
    var got = src.substr(i, w[0].length);
    if (got === w[0]) {
      i += got.length;
      return w[1];
    }
    if (i + got.length >= n && w[0].indexOf(got) === 0) {
      i = n;
      return w[1];
    }
    bad();
  }
  function value() {
    skip();
    if (i >= n) return NONE;
    var c = src.charAt(i);
    if (c === '{') return obj();
    if (c === '[') return arr();
    if (c === '"') return str().v;
    if (c === '-' || (c >= '0' && c <= '9')) return num();
    if (c === 't' || c === 'f' || c === 'n') return word();
    bad();
  }
  function obj() {
    var o = {};
    i++;
    for (;;) {
      skip();
      if (i >= n) return o;
      if (src.charAt(i) === '}') {
        i++;
        return o;
      }
      if (src.charAt(i) !== '"') bad();
      var key = str();
      if (!key.closed) return o;
      skip();
      if (i >= n) return o;
      if (src.charAt(i) !== ':') bad();
      i++;
      var v = value();
      if (v === NONE) return o;
      o[key.v] = v;
      skip();
      if (i >= n) return o;
      var c = src.charAt(i++);
      if (c === '}') return o;
      if (c !== ',') {
        i--;
        bad();
      }
    }
  }
  function arr() {
    var a = [];
    i++;
    for (;;) {
      skip();
      if (i >= n) return a;
      if (src.charAt(i) === ']') {
        i++;
        return a;
      }
      var v = value();
      if (v === NONE) return a;
      a.push(v);
      skip();
      if (i >= n) return a;
      var c = src.charAt(i++);
      if (c === ']') return a;
      if (c !== ',') {
        i--;
        bad();
      }
    }
  }
  var result = value();
  skip();
  if (i < n) bad();
  return result === NONE ? undefined : result;
}

// spec: ai-25
export function dedent(text) {
  var width = Infinity;
  var re = /(?:^|\n)([^\S\n]+)(?=\S)/g;
  var m;
  while ((m = re.exec(text)) !== null) {
    if (m[1].length < width) width = m[1].length;
  }
  if (width === Infinity) return text;
  return text.replace(/(^|\n)([ \t][^\n]*)/g, function (all, lead, line) {
    return lead + line.slice(width);
  });
}

// spec: ai-26
export function parseMediaType(input) {
  var quoted = '"' + input + '"';
  var m = /^([^;]*)([\s\S]*)$/.exec(input);
  var head = m[1].split('/');
  if (head.length !== 2) throw new Error('Invalid mime type: ' + quoted + ' - does not match type/subtype format.');
  var type = head[0].trim();
  var subtype = head[1].trim();
  if (!type || !subtype) throw new Error('Invalid mime type: ' + quoted + ' - type or subtype is empty.');
  var params = {};
  var rest = m[2] ? m[2].slice(1).split(';') : [];
  for (var i = 0; i < rest.length; i++) {
    var kv = /^([^=]*)=([^=]*)$/.exec(rest[i]);
    if (!kv || !kv[1].trim()) throw new Error('Invalid parameter syntax in mime type: ' + quoted + '.');
    params[kv[1].trim()] = kv[2].trim();
  }
  return { type: type, subtype: subtype, parameters: params };
}

// spec: ai-27
export function tokenizeBraces(tpl) {
  var re = /\{\{|\}\}|\{([^}]*)\}|\{|\}|[^{}]+/g;
  var nodes = [];
  var m;
  while ((m = re.exec(tpl)) !== null) {
    var tok = m[0];
    if (tok === '{{') nodes.push({ type: 'literal', text: '{' });
    else if (tok === '}}') nodes.push({ type: 'literal', text: '}' });
    else if (tok === '{') throw new Error("Unclosed '{' in template.");
    else if (tok === '}') throw new Error("Single '}' in template.");
    else if (m[1] !== undefined) nodes.push({ type: 'variable', name: m[1] });
    else nodes.push({ type: 'literal', text: tok });
  }
  return nodes;
}

// spec: ai-28
export function retryAfterMs(value) {
  if (value === null || value === undefined) return undefined;
  var t = String(value).trim();
  if (t === '') return undefined;
  var secs = +t;
  if (secs >= 0) return secs * 1000;
  var at = new Date(t).getTime();
  if (at === at) return Math.max(0, at - Date.now());
  return undefined;
}

// spec: ai-29
export function backoffDelay(retriesUsed, opts) {
  var attempt = retriesUsed + 1;
  if (!(attempt >= 1)) attempt = 1;
  var mult = opts.randomize ? 1 + Math.random() : 1;
  var delay = Math.round(mult * opts.minTimeout * Math.pow(opts.factor, attempt - 1));
  return delay > opts.maxTimeout ? opts.maxTimeout : delay;
}

// spec: ai-30
export function blockToText(block) {
  if (typeof block === 'string') return block;
  var fixed = {
    image: '[image]',
    image_url: '[image]',
    audio: '[audio]',
    input_audio: '[audio]',
    video: '[video]',
    file: '[file]',
    reasoning: '',
    tool_call: '',
    tool_call_chunk: '',
    invalid_tool_call: '',
    server_tool_call: '',
    server_tool_call_chunk: '',
    server_tool_call_result: '',
    non_standard: ''
  };
  var type = block.type;
  if (type === 'text') return block.text == null ? '' : block.text;
  if (type === 'text-plain') return block.text == null ? '[text-plain file]' : block.text;
  if (Object.prototype.hasOwnProperty.call(fixed, type)) return fixed[type];
  return type ? '[' + type + ']' : '';
}

// spec: ai-31
export function partialMatchIndex(text, needle) {
  if (!needle) return null;
  var hit = text.indexOf(needle);
  if (hit >= 0) return hit;
  function tryLen(len) {
    if (len > text.length || len >= needle.length) return null;
    if (text.slice(text.length - len) === needle.slice(0, len)) return text.length - len;
    return tryLen(len + 1);
  }
  return tryLen(1);
}

// spec: ai-32
export function canonicalJson(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  var parts = [];
  if (Array.isArray(v)) {
    for (var i = v.length - 1; i >= 0; i--) {
      parts.unshift(v[i] === undefined ? 'null' : canonicalJson(v[i]));
    }
    return '[' + parts.join(',') + ']';
  }
  var keys = Object.keys(v).sort();
  for (var j = keys.length - 1; j >= 0; j--) {
    parts.unshift(JSON.stringify(keys[j]) + ':' + canonicalJson(v[keys[j]]));
  }
  return '{' + parts.join(',') + '}';
}

// spec: ai-33
export function trailingFenceStart(text) {
  var rev = text.split('').reverse().join('');
  return text.length - /^\s*(?:`{1,3}\s*)?/.exec(rev)[0].length;
}

// spec: ai-34
export function addDecimalStrings(a, b) {
  var shape = /^(\d+)(?:\.(\d+))?$/;
  var ma = typeof a === 'string' && shape.exec(a);
  var mb = typeof b === 'string' && shape.exec(b);
  if (!ma || !mb) return undefined;
  var fa = ma[2] || '';
  var fb = mb[2] || '';
  var scale = Math.max(fa.length, fb.length);
  while (fa.length < scale) fa += '0';
  while (fb.length < scale) fb += '0';
  var x = ma[1] + fa;
  var y = mb[1] + fb;
  var digits = [];
  var carry = 0;
  for (var i = x.length - 1, j = y.length - 1; i >= 0 || j >= 0 || carry; i--, j--) {
    var d = (i >= 0 ? x.charCodeAt(i) - 48 : 0) + (j >= 0 ? y.charCodeAt(j) - 48 : 0) + carry;
    carry = d >= 10 ? 1 : 0;
    digits.unshift(d % 10);
  }
  var all = digits.join('');
  while (all.length <= scale) all = '0' + all;
  var whole = all.slice(0, all.length - scale).replace(/^0+(?=\d)/, '');
  var frac = all.slice(all.length - scale).replace(/0+$/, '');
  return frac ? whole + '.' + frac : whole;
}

// spec: ai-35
export function cosineSimilarity(a, b) {
  if (a.length !== b.length) {
    var err = new Error('Vectors must have the same length');
    err.name = 'InvalidArgumentError';
    err.details = { firstLength: a.length, secondLength: b.length };
    throw err;
  }
  if (!a.length) return 0;
  var acc = [0, 0, 0];
  for (var i = a.length - 1; i >= 0; i--) {
    acc[0] += a[i] * b[i];
    acc[1] += a[i] * a[i];
    acc[2] += b[i] * b[i];
  }
  if (acc[1] === 0 || acc[2] === 0) return 0;
  return acc[0] / Math.sqrt(acc[1] * acc[2]);
}

// spec: ai-36
export function textFromDataUrl(url) {
  function invalid(msg, cause) {
    var e = new Error(msg);
    e.name = 'InvalidArgumentError';
    if (cause !== undefined) e.cause = cause;
    return e;
  }
  var pieces = String(url).split(',');
  var header = pieces[0];
  var payload = pieces[1];
  var first = header.split(';')[0];
  var colon = first.indexOf(':');
  if (colon < 0 || !payload) throw invalid('Invalid data URL format');
  var cs = /charset\s*=\s*(?:"([^"]*)"|'([^']*)'|([^;\s]+))/i.exec(header);
  var charset = cs ? (cs[1] !== undefined ? cs[1] : cs[2] !== undefined ? cs[2] : cs[3]) : null;
  try {
    var bin = atob(payload);
    if (!charset) return bin;
    var bytes = new Uint8Array(bin.length);
    for (var i = bin.length - 1; i >= 0; i--) bytes[i] = bin.charCodeAt(i);
    return new TextDecoder(charset).decode(bytes);
  } catch (e) {
    throw invalid('Error decoding data URL', e);
  }
}

// spec: ai-37
export function appendUrlPath(url, path) {
  var m = /^([^?#]*)([\s\S]*)$/.exec(url);
  var base = m[1];
  if (/\/$/.test(base) && /^\//.test(path)) path = path.slice(1);
  return base + path + m[2];
}

// spec: ai-38
export function looksLikeText(data) {
  var bin;
  if (typeof data === 'string') {
    bin = atob(data.slice(0, 688)).slice(0, 512);
  } else {
    bin = String.fromCharCode.apply(null, Array.prototype.slice.call(data, 0, 512));
  }
  if (!bin.length) return false;
  return !/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(bin);
}

// spec: ai-39
export function encodeNameFragment(name) {
  var hex = '0123456789ABCDEF';
  var out = [];
  for (var i = 0; i < name.length; i++) {
    var c = name.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      out.push(name.charAt(i));
    } else {
      out.push('_' + hex.charAt((c >> 12) & 15) + hex.charAt((c >> 8) & 15) + hex.charAt((c >> 4) & 15) + hex.charAt(c & 15));
    }
  }
  return out.join('');
}

// spec: ai-40
export function fingerprintDrift(current, baseline) {
  var own = Object.prototype.hasOwnProperty;
  var report = { added: [], changed: [], removed: [] };
  Object.keys(current).forEach(function (k) {
    if (!own.call(baseline, k)) report.added.push(k);
    else if (current[k] !== baseline[k]) report.changed.push(k);
  });
  Object.keys(baseline).forEach(function (k) {
    if (!own.call(current, k)) report.removed.push(k);
  });
  return report;
}

// spec: ai-41
export function resourceCovered(rec) {
  function asUrl(x) {
    return new URL(typeof x === 'string' ? x : x.href);
  }
  var req = asUrl(rec.requestedResource);
  var conf = asUrl(rec.configuredResource);
  if (req.protocol !== conf.protocol || req.hostname !== conf.hostname || req.port !== conf.port) return false;
  var rp = req.pathname;
  var cp = conf.pathname;
  if (rp.length < cp.length) return false;
  rp = rp.replace(/([^/])$|^$/, '$1/');
  cp = cp.replace(/([^/])$|^$/, '$1/');
  return rp.lastIndexOf(cp, 0) === 0;
}

// spec: ai-42
export function parseUriTemplate(tpl) {
  var parts = [];
  var re = /\{([^}]*)\}/g;
  var from = 0;
  var count = 0;
  var m;
  while ((m = re.exec(tpl)) !== null) {
    if (m.index > from) parts.push(tpl.slice(from, m.index));
    from = re.lastIndex;
    if (++count > 10000) throw new Error('Template contains too many expressions (max 10000)');
    var body = m[1];
    var op = body && '+#./?&'.indexOf(body.charAt(0)) >= 0 ? body.charAt(0) : '';
    var names = body
      .slice(op.length)
      .split(',')
      .map(function (s) {
        return s.replace('*', '').trim();
      })
      .filter(function (s) {
        return s !== '';
      });
    parts.push({ name: names[0], operator: op, names: names, exploded: body.indexOf('*') >= 0 });
  }
  var tail = tpl.slice(from);
  if (tail.indexOf('{') >= 0) throw new Error('Unclosed template expression');
  if (tail) parts.push(tail);
  return parts;
}

// spec: ai-43
export function sameIssuer(a, b) {
  var x = a;
  var y = b;
  try {
    var ux = new URL(a).href;
    var uy = new URL(b).href;
    x = ux;
    y = uy;
  } catch (e) {}
  if (x === y) return true;
  if (typeof x !== 'string' || typeof y !== 'string') return false;
  return (/\/$/.test(x) && x.slice(0, -1) === y) || (/\/$/.test(y) && y.slice(0, -1) === x);
}

// spec: ai-44
export function authenticateParam(res, name) {
  var header = res.headers.get('WWW-Authenticate');
  if (!header) return null;
  var m = new RegExp(name + '=(?:"([^"]+)"|([^\\s,]+))').exec(header);
  if (!m) return null;
  return m[1] !== undefined ? m[1] : m[2];
}

// spec: ai-45
export function wellKnownPath(suffix, pathname, opts) {
  if (pathname === undefined) pathname = '';
  var parts = ['/.well-known/' + suffix, pathname.replace(/\/$/, '')];
  if (opts && opts.prependPathname) parts.reverse();
  return parts.join('');
}

// spec: ai-46
export function redirectUriMatches(requested, registered) {
  if (requested === registered) return true;
  var a, b;
  try {
    a = new URL(requested);
    b = new URL(registered);
  } catch (e) {
    return false;
  }
  var loopback = /^(?:localhost|127\.0\.0\.1|\[::1\])$/;
  if (!loopback.test(a.hostname) || !loopback.test(b.hostname)) return false;
  var fields = ['protocol', 'hostname', 'pathname', 'search'];
  for (var i = fields.length - 1; i >= 0; i--) {
    if (a[fields[i]] !== b[fields[i]]) return false;
  }
  return true;
}

// spec: ai-47
export function countInputSize(input, max) {
  if (input === null || typeof input !== 'object') return 0;
  var queue = [input];
  var head = 0;
  var total = 0;
  while (head < queue.length) {
    var node = queue[head++];
    var kids;
    if (Array.isArray(node)) {
      kids = [];
      for (var i = 0; i < node.length; i++) kids.push(node[i]);
    } else {
      kids = Object.keys(node).map(function (k) {
        return node[k];
      });
    }
    for (var j = 0; j < kids.length; j++) {
      if (++total > max) return total;
      if (kids[j] !== null && typeof kids[j] === 'object') queue.push(kids[j]);
    }
  }
  return total;
}

// spec: ai-48
export function fillSchemaDefaults(schema, data) {
  var stack = [[schema, data]];
  while (stack.length) {
    var task = stack.pop();
    var later = typeof task === 'function' ? task() : defaultTasks(task[0], task[1]);
    for (var j = later.length - 1; j >= 0; j--) stack.push(later[j]);
  }
}

function defaultTasks(s, d) {
  var later = [];
  if (!s || d === null || typeof d !== 'object') return later;
  if (s.type === 'object' && s.properties) {
    Object.keys(s.properties).forEach(function (key) {
      later.push(function () {
        var ps = s.properties[key];
        if (d[key] === undefined && ps !== null && typeof ps === 'object' && Object.prototype.hasOwnProperty.call(ps, 'default')) {
          d[key] = ps['default'];
        }
        return d[key] !== undefined ? [[ps, d[key]]] : [];
      });
    });
  }
  ['anyOf', 'oneOf'].forEach(function (kw) {
    var list = s[kw];
    if (!Array.isArray(list)) return;
    for (var i = 0; i < list.length; i++) {
      if (typeof list[i] !== 'boolean') later.push([list[i], d]);
    }
  });
  return later;
}

// spec: ai-49
export function issuePathText(path) {
  if (!path.length) return 'object root';
  function build(end) {
    if (end === 0) return String(path[0]);
    var seg = path[end];
    return build(end - 1) + (typeof seg === 'number' ? '[' + seg + ']' : '.' + String(seg));
  }
  return build(path.length - 1);
}

// spec: ai-50
export function displayName(rec) {
  var t = rec.title;
  if (t !== undefined && t !== '') return t;
  if ('annotations' in rec && rec.annotations && rec.annotations.title) return rec.annotations.title;
  return rec.name;
}

// spec: ai-51
export function bytePairMerge(piece, ranks) {
  if (!piece.length) return [];
  function rankOf(from, to) {
    var key = Array.prototype.slice.call(piece, from, to).join(',');
    var r = typeof ranks.get === 'function' ? ranks.get(key) : Object.prototype.hasOwnProperty.call(ranks, key) ? ranks[key] : undefined;
    return r === undefined || r === null ? Infinity : r;
  }
  var cuts = [];
  for (var i = 0; i <= piece.length; i++) cuts.push(i);
  var pr = [];
  for (var j = 0; j + 2 < cuts.length; j++) pr.push(rankOf(cuts[j], cuts[j + 2]));
  while (pr.length) {
    var at = 0;
    for (var k = 1; k < pr.length; k++) if (pr[k] < pr[at]) at = k;
    if (pr[at] === Infinity) break;
    cuts.splice(at + 1, 1);
    pr.splice(at, 1);
    if (at < pr.length) pr[at] = rankOf(cuts[at], cuts[at + 2]);
    if (at > 0) pr[at - 1] = rankOf(cuts[at - 1], cuts[at + 1]);
  }
  var out = [];
  for (var s = 0; s + 1 < cuts.length; s++) out.push({ start: cuts[s], end: cuts[s + 1] });
  return out;
}

// spec: ai-52
export function decodeTokenIds(tk, ids) {
  function lookup(table, id) {
    if (!table) return undefined;
    if (typeof table.get === 'function') return table.get(id);
    return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
  }
  var found = [];
  var size = 0;
  for (var i = 0; i < ids.length; i++) {
    var bytes = lookup(tk.decoder, ids[i]);
    if (bytes === undefined) bytes = lookup(tk.specialDecoder, ids[i]);
    if (bytes === undefined) continue;
    found.push(bytes);
    size += bytes.length;
  }
  var buf = new Uint8Array(size);
  for (var j = found.length - 1; j >= 0; j--) {
    size -= found[j].length;
    buf.set(found[j], size);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(buf);
}

// spec: ai-53
export function compareBytes(a, b) {
  var n = a.length < b.length ? a.length : b.length;
  var i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i < n ? a[i] - b[i] : a.length - b.length;
}

// spec: ai-54
export function findTokenBytes(table, key) {
  function cmp(x, y) {
    var n = Math.min(x.length, y.length);
    for (var i = 0; i < n; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  }
  function search(lo, hi) {
    if (lo > hi) return -1;
    var mid = (lo + hi) >>> 1;
    var c = cmp(table[mid][0], key);
    if (c === 0) return mid;
    return c < 0 ? search(mid + 1, hi) : search(lo, mid - 1);
  }
  return search(0, table.length - 1);
}

// spec: ai-55
export function cacheMerge(tk, key, value) {
  var cache = tk.cache;
  if (!cache) return;
  if (cache.size >= tk.cacheCapacity && cache.size > 0) {
    var oldest = cache.keys().next();
    if (!oldest.done) cache['delete'](oldest.value);
  }
  cache.set(key, value);
}

// spec: ai-56
export function messageTokenCost(msg, countTokens) {
  var total = 0;
  var rules = [['role', 0], ['content', 0], ['name', 1]];
  for (var i = 0; i < rules.length; i++) {
    var v = msg[rules[i][0]];
    if (v) total += countTokens(v) + rules[i][1];
  }
  var call = msg.function_call;
  if (call) {
    if (call.name) total += countTokens(call.name);
    if (call.arguments) total += countTokens(call.arguments);
    total += 3;
  }
  total += 3;
  return msg.role === 'function' ? total - 2 : total;
}

// spec: ai-57
export function renderObjectProps(schema, width, renderType) {
  var props = schema.properties;
  if (!props) return '';
  var pad = new Array(width + 1).join(' ');
  var required = schema.required || [];
  return Object.keys(props).reduce(function (acc, name) {
    var p = props[name];
    if (p && p.description && width < 2) acc.push(pad + '// ' + p.description);
    acc.push(pad + name + (required.indexOf(name) >= 0 ? '' : '?') + ': ' + renderType(p, width) + ',');
    return acc;
  }, []).join('\n');
}

// spec: ai-58
export function renderSchemaType(schema, width) {
  var spaces = function (n) {
    return n > 0 ? new Array(n + 1).join(' ') : '';
  };
  var byType = {
    string: function () {
      return schema['enum'] ? schema['enum'].map(function (v) { return JSON.stringify(v); }).join(' | ') : 'string';
    },
    integer: function () {
      return schema['enum'] ? schema['enum'].join(' | ') : 'number';
    },
    number: function () {
      return schema['enum'] ? schema['enum'].join(' | ') : 'number';
    },
    boolean: function () {
      return 'boolean';
    },
    'null': function () {
      return 'null';
    },
    array: function () {
      return schema.items ? renderSchemaType(schema.items, width) + '[]' : 'any[]';
    },
    object: function () {
      var inner = width + 2;
      var props = schema.properties || {};
      var req = schema.required || [];
      var lines = Object.keys(props).map(function (k) {
        var p = props[k];
        var comment = p && p.description && inner < 2 ? spaces(inner) + '// ' + p.description + '\n' : '';
        return comment + spaces(inner) + k + (req.indexOf(k) >= 0 ? '' : '?') + ': ' + renderSchemaType(p, inner) + ',';
      });
      return '{\n' + lines.join('\n') + '\n' + spaces(width) + '}';
    }
  };
  var t = schema.type;
  return Object.prototype.hasOwnProperty.call(byType, t) ? byType[t]() : 'any';
}

// spec: ai-59
export function padSystemMessage(msg, hasFunctions, alreadyPadded) {
  if (!hasFunctions || alreadyPadded || msg.role !== 'system') return msg;
  var c = msg.content;
  if (!c || /\n$/.test(c)) return msg;
  var copy = {};
  for (var k in msg) if (Object.prototype.hasOwnProperty.call(msg, k)) copy[k] = msg[k];
  copy.content = c + '\n';
  return copy;
}

// spec: ai-60
export function insertHeaderLines(content, headers) {
  if (!headers.length) return content;
  var lead = /^(?:\/\/ (?:@ts-nocheck|oxfmt-ignore)[^\n]*(?:\n|$))*/.exec(content)[0];
  var rest = content.slice(lead.length);
  var block = headers.join('\n');
  if (lead && lead.charAt(lead.length - 1) !== '\n') return lead + '\n' + block + rest;
  return lead + block + '\n' + rest;
}
