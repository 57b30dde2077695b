/**
 * The HTML report's style sheet and script, as constants: the report's
 * Content-Security-Policy allows exactly these by hash (html.ts CSP), so
 * they must not depend on the envelope. The script reads its data from the
 * JSON blocks the report embeds and writes repository text with textContent
 * only. Plain ES2017, no libraries.
 */

export const REPORT_STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--line:#d1d9e0;--panel:#f6f8fa;--bar:#0969da;--del:#ffebe9;--ins:#dafbe1;--chg:#fff8c5;--warn:#9a6700}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--line:#3d444d;--panel:#151b23;--bar:#4493f8;--del:#4b1d1d;--ins:#1b3a25;--chg:#3b3416;--warn:#d29922}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1400px;padding:16px 24px 48px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:22px;margin:8px 0 12px}h2{font-size:17px;margin:24px 0 8px}h3{font-size:14px;font-weight:600;margin:0 0 8px}h4{font-size:13px;margin:12px 0 4px;font-weight:600}
code,.p,.fn,.sbs td.t{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}
.muted,.id{color:var(--muted)}.id{font-size:11px;margin:4px 0 0}.warn{color:var(--warn);font-weight:600}
.figs{display:flex;flex-wrap:wrap;gap:12px}.fig{border:1px solid var(--line);border-radius:6px;padding:8px 14px;background:var(--panel);min-width:120px}.fig .n{font-size:20px;font-weight:600}
.facts{margin:8px 0;padding-left:20px}
.chart{max-width:100%;height:auto;font-size:12px}.chart text{fill:var(--fg)}.chart rect{fill:var(--bar)}.chart .bar{cursor:pointer}.chart .bar:hover rect,.chart .bar:focus rect{opacity:.75}
#f{display:flex;flex-wrap:wrap;gap:10px 18px;align-items:center;padding:10px 12px;border:1px solid var(--line);border-radius:6px;background:var(--panel)}
#f fieldset{border:0;margin:0;padding:0;display:inline-flex;gap:10px}#f legend{float:left;margin-right:6px}
#f-dir{width:18em}#f-min{width:5em}
.cc{border:1px solid var(--line);border-radius:6px;padding:10px 12px;margin:10px 0;content-visibility:auto;contain-intrinsic-size:auto 220px}
.cc[hidden]{display:none}
.kind{border-radius:10px;padding:0 8px;font-size:12px;border:1px solid var(--line)}.k-copies{background:var(--del)}.k-near-copies{background:var(--chg)}.k-look-alikes{background:var(--panel)}
.tag{font-weight:400;font-size:11px;border:1px solid var(--line);border-radius:10px;padding:0 6px;color:var(--muted)}
table{border-collapse:collapse}
.members td,.members th{padding:2px 10px 2px 0;text-align:left;vertical-align:top}.members .r{text-align:right}
.p{word-break:break-all}
details.sbs{margin-top:8px}details.sbs summary{cursor:pointer;color:var(--bar)}
.pair{margin:8px 0;overflow-x:auto}
.sbs table{width:100%;table-layout:fixed;border:1px solid var(--line)}
.sbs col.n{width:4.5em}
.sbs td{padding:0 6px;vertical-align:top}
.sbs td.n{color:var(--muted);text-align:right;user-select:none;border-right:1px solid var(--line)}
.sbs td.t{white-space:pre-wrap;word-break:break-all;tab-size:4}
.sbs th{text-align:left;font-weight:600;padding:4px 6px;background:var(--panel);word-break:break-all}
.sbs tr.del td.t.a,.sbs tr.chg td.t.a{background:var(--del)}
.sbs tr.ins td.t.b,.sbs tr.chg td.t.b{background:var(--ins)}
.sbs tr.chg td.t{background:var(--chg)}
footer{margin-top:32px}
`;

export const REPORT_SCRIPT = `
(function () {
  'use strict';
  var doc = document;
  var meta = JSON.parse(doc.getElementById('sc-meta').textContent);
  var arts = doc.querySelectorAll('#classes > article.cc');
  var form = doc.getElementById('f');
  var dirIn = doc.getElementById('f-dir');
  var minIn = doc.getElementById('f-min');
  var testsIn = doc.getElementById('f-tests');
  var kinds = form.querySelectorAll('input[name=kind]');
  var shown = doc.getElementById('shown');

  function apply() {
    var dir = dirIn.value.trim().replace(/^(\\.\\/)+/, '').replace(/\\/+$/, '');
    var prefix = dir === '' ? '' : dir + '/';
    var on = {};
    for (var k = 0; k < kinds.length; k++) on[kinds[k].value] = kinds[k].checked;
    var min = parseInt(minIn.value, 10);
    if (!(min > 0)) min = 0;
    var hideTests = testsIn.checked;
    var n = 0;
    for (var i = 0; i < arts.length; i++) {
      var c = meta.classes[Number(arts[i].getAttribute('data-i'))];
      var ok = on[c.k] === true && c.s >= min && !(hideTests && c.t === 1);
      if (ok && prefix !== '') {
        ok = false;
        for (var j = 0; j < c.p.length; j++) {
          if (c.p[j].lastIndexOf(prefix, 0) === 0) { ok = true; break; }
        }
      }
      if (arts[i].hidden === ok) arts[i].hidden = !ok;
      if (ok) n++;
    }
    shown.textContent = String(n);
  }
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', function (e) { e.preventDefault(); apply(); });
  form.addEventListener('reset', function () { setTimeout(apply, 0); });

  var bars = doc.querySelectorAll('svg.chart g.bar');
  function pick(e) {
    if (e.type === 'keydown' && e.key !== 'Enter' && e.key !== ' ') return;
    dirIn.value = e.currentTarget.getAttribute('data-dir');
    apply();
    doc.getElementById('filters').scrollIntoView();
  }
  for (var b = 0; b < bars.length; b++) {
    bars[b].addEventListener('click', pick);
    bars[b].addEventListener('keydown', pick);
  }

  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function cell(tr, cls, text) { tr.appendChild(el('td', cls, text === null ? '' : text)); }
  function row(body, cls, an, at, bn, bt) {
    var tr = el('tr', cls);
    cell(tr, 'n', an); cell(tr, 't a', at); cell(tr, 'n', bn); cell(tr, 't b', bt);
    body.appendChild(tr);
  }
  function table(headA, headB) {
    var t = el('table');
    var cg = el('colgroup');
    cg.appendChild(el('col', 'n')); cg.appendChild(el('col')); cg.appendChild(el('col', 'n')); cg.appendChild(el('col'));
    t.appendChild(cg);
    var h = el('thead'); var tr = el('tr');
    var ha = el('th', '', headA); ha.colSpan = 2; tr.appendChild(ha);
    var hb = el('th', '', headB); hb.colSpan = 2; tr.appendChild(hb);
    h.appendChild(tr); t.appendChild(h);
    var body = el('tbody'); t.appendChild(body);
    return { t: t, body: body };
  }
  function diffTable(base, other, ops, headA, headB) {
    var tb = table(headA, headB);
    var ai = 0, bi = 0;
    for (var k = 0; k < ops.length; k += 2) {
      var op = ops[k], n = ops[k + 1];
      if (op === 0) {
        for (var e = 0; e < n; e++, ai++, bi++) row(tb.body, 'eq', String(base.a + ai), base.l[ai], String(other.a + bi), other.l[bi]);
      } else if (op === 1) {
        var ins = k + 2 < ops.length && ops[k + 2] === 2 ? ops[k + 3] : 0;
        var both = Math.min(n, ins);
        for (var p = 0; p < both; p++, ai++, bi++) row(tb.body, 'chg', String(base.a + ai), base.l[ai], String(other.a + bi), other.l[bi]);
        for (var d = both; d < n; d++, ai++) row(tb.body, 'del', String(base.a + ai), base.l[ai], '', null);
        for (var q = both; q < ins; q++, bi++) row(tb.body, 'ins', '', null, String(other.a + bi), other.l[bi]);
        if (ins > 0) k += 2;
      } else {
        for (var s = 0; s < n; s++, bi++) row(tb.body, 'ins', '', null, String(other.a + bi), other.l[bi]);
      }
    }
    return tb.t;
  }
  function listing(member, head) {
    var tb = table(head, '');
    for (var i = 0; i < member.l.length; i++) row(tb.body, 'eq', String(member.a + i), member.l[i], '', null);
    return tb.t;
  }
  var NOTE = { changed: 'changed since the scan', missing: 'source not available' };

  function build(details) {
    details.setAttribute('data-built', '1');
    var art = details.parentNode;
    var rank = Number(art.getAttribute('data-i')) + 1;
    var data = JSON.parse(doc.getElementById('d' + rank).textContent);
    var box = details.querySelector('.diffs');
    var cells = art.querySelectorAll('table.members tbody tr');
    function name(i) { var c = cells[i].children; return c[0].textContent + ' ' + c[1].textContent; }
    if (data.b < 0) { box.appendChild(el('p', 'warn', 'No member\\u2019s source is available: the files changed since the scan or cannot be read.')); return; }
    var base = data.m[data.b];
    var diffs = 0;
    for (var j = 0; j < data.m.length; j++) {
      if (j === data.b) continue;
      var sec = el('section', 'pair');
      sec.appendChild(el('h4', '', name(data.b) + '  \\u2194  ' + name(j)));
      if (data.d[j] === null) sec.appendChild(el('p', 'warn', name(j) + ': ' + NOTE[data.m[j].s]));
      else { sec.appendChild(diffTable(base, data.m[j], data.d[j], name(data.b), name(j))); diffs++; }
      box.appendChild(sec);
    }
    if (diffs === 0) box.appendChild(listing(base, name(data.b)));
  }
  doc.getElementById('classes').addEventListener('toggle', function (e) {
    var t = e.target;
    if (t.tagName === 'DETAILS' && t.open && !t.hasAttribute('data-built')) build(t);
  }, true);

  apply();
  doc.documentElement.setAttribute('data-ready', '1');
  if (window.performance && performance.mark) performance.mark('sc-ready');
})();
`;
