"""The report's style sheet and script, inlined into every report so that it
needs no network and no file beside it (`pdlx.trace.html`).

The script renders lazily: the payload of a step is built from the trace's
document (the first snapshot, then one patch per later snapshot, applied
forward and undone backward as the user moves), and only the top-level ops
(functions) the step touched are expanded; the others are one line each,
expanded on a click. Syntax colouring is done line by line as lines are
shown, never for the whole payload up front.
"""

from __future__ import annotations

CSS = r"""
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.35 system-ui, sans-serif; color: #1d1d1f; background: #fafafa;
  height: 100vh; display: flex; flex-direction: column; }
header { padding: 6px 12px; background: #23395d; color: #fff; display: flex; gap: 16px;
  align-items: baseline; }
header h1 { font-size: 15px; margin: 0; }
header .help { opacity: .8; font-size: 12px; }
main { flex: 1; display: flex; min-height: 0; }
#steps { width: 34%; min-width: 260px; overflow: auto; border-right: 1px solid #ccc;
  background: #fff; }
.step { padding: 2px 6px; cursor: pointer; white-space: nowrap; border-left: 3px solid transparent;
  content-visibility: auto; contain-intrinsic-size: auto 20px; }
.step:hover { background: #eef3fb; }
.step.sel { background: #d6e4fa; border-left-color: #23395d; }
.step .tog { display: inline-block; width: 1em; color: #666; }
.step .nm { font-family: ui-monospace, monospace; }
.step .lc { color: #888; font-size: 11px; margin-left: 6px; }
.step.silenceable .nm { color: #b36b00; }
.step.definite .nm { color: #c00; font-weight: bold; }
.step .dg { color: #c00; font-family: ui-monospace, monospace; font-size: 11px;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; margin: 0 0 0 1.2em; }
.kids.closed { display: none; }
#panes { flex: 1; display: flex; flex-direction: column; min-width: 0; overflow: auto; }
section { border-bottom: 1px solid #ddd; }
#source, #diags, #diff { max-height: 28vh; overflow: auto; position: relative; }
#payload { max-height: 60vh; overflow: auto; }
section h2 { font-size: 12px; margin: 0; padding: 4px 10px; background: #eceff3; color: #333;
  position: sticky; top: 0; z-index: 1; }
.code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px;
  white-space: pre; overflow-x: auto; padding: 4px 0; }
.ln { padding: 0 10px; min-height: 1.35em; }
.ln.cur { background: #fff3b0; }
.ln.hl { background: #d9f0d9; box-shadow: inset 3px 0 #2e8b57; }
.ln.chg::after { content: "  \25cf changed"; color: #b36b00; font-size: 10px; }
.ln.chg.new::after { content: "  \271a created"; color: #2e7d32; }
.ln.fold { color: #666; cursor: pointer; }
.ln.fold:hover { background: #eef3fb; }
.ln .no { display: inline-block; width: 4em; color: #aaa; text-align: right; margin-right: 1em;
  user-select: none; }
.diag { color: #c00; white-space: pre-wrap; padding: 2px 10px 2px 5.5em;
  font-family: ui-monospace, monospace; font-size: 12px; background: #fff0f0; }
.diff .add { background: #e6ffec; color: #1a7f37; }
.diff .del { background: #ffebe9; color: #cf222e; }
.diff .hunk { color: #6639ba; }
.meta { padding: 4px 10px; font-size: 12px; color: #444; }
.meta code { font-family: ui-monospace, monospace; }
.empty { padding: 4px 10px; color: #888; font-style: italic; }
.t-op { color: #0b3d91; }
.t-val { color: #7a3e9d; }
.t-blk { color: #a0522d; }
.t-sym { color: #0a7d60; }
.t-ty { color: #2b6cb0; }
.t-at { color: #b7410e; }
.t-str { color: #a31515; }
.t-num { color: #098658; }
.t-kw { color: #af00db; }
.t-cm { color: #888; }
details.fn > summary { cursor: pointer; font-family: ui-monospace, monospace; font-size: 12px;
  padding: 1px 10px; }
"""

JS = r"""
"use strict";
(async function () {
  const node = document.getElementById("pdlx-data");
  const bin = atob(node.textContent.trim());
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  const TEXT = await new Response(inflated).text();
  // A report's patches follow its object, one per line: each is parsed
  // when the page first moves past it.
  const firstEnd = TEXT.indexOf("\n");
  const D = JSON.parse(firstEnd < 0 ? TEXT : TEXT.slice(0, firstEnd));
  const patchAt = [];
  for (let i = firstEnd; i >= 0; i = TEXT.indexOf("\n", i + 1)) patchAt.push(i + 1);
  patchAt.push(TEXT.length + 1);
  const patches = [];
  function patchOf(i) {
    if (patches[i] === undefined) patches[i] = JSON.parse(TEXT.slice(patchAt[i], patchAt[i + 1] - 1));
    return patches[i];
  }
  const esc = s => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const TOKEN = /("(?:[^"\\]|\\.)*")|(\/\/.*$)|(%[\w$.#:-]+)|(\^[\w$.-]+)|(@[\w$.-]+|@"(?:[^"\\]|\\.)*")|(![\w.$]+|\b(?:i\d+|si\d+|ui\d+|f16|bf16|f32|f64|index|none|tensor|memref|vector|tuple|complex)\b)|(#[\w.$]+)|(\b[a-z_][\w$]*\.[\w$.]+\b)|(\b-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\b|\b0x[0-9a-fA-F]+\b)|(\b(?:module|func|return|to|step|ins|outs|attributes|true|false|unit|loc|dense|affine_map|array)\b)/g;
  const CLS = [null, "t-str", "t-cm", "t-val", "t-blk", "t-sym", "t-ty", "t-at", "t-op", "t-num", "t-kw"];
  function colour(line) {
    let out = "", last = 0, m;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(line)) !== null) {
      if (m[0] === "") { TOKEN.lastIndex++; continue; }
      let k = 1;
      while (m[k] === undefined) k++;
      out += esc(line.slice(last, m.index)) + '<span class="' + CLS[k] + '">' + esc(m[0]) + "</span>";
      last = m.index + m[0].length;
    }
    return out + esc(line.slice(last));
  }
  function el(tag, cls, html) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (html !== undefined) e.innerHTML = html;
    return e;
  }
  function line(text, cls, op) {
    const e = el("div", "ln" + (cls ? " " + cls : ""), colour(text));
    if (op !== undefined) e.dataset.op = String(op);
    return e;
  }

  // ---- snapshot mode (a snapshot's _repr_html_) ---------------------------
  if (D.mode === "snapshot") {
    const S = D.snapshot, root = document.getElementById("snapshot");
    const code = el("div", "code");
    const total = S.chunks.reduce((n, c) => n + c[1].split("\n").length, 0);
    for (const l of S.head.split("\n")) if (l) code.appendChild(line(l));
    for (const [title, text] of S.chunks) {
      const d = el("details", "fn");
      const sum = el("summary", null, colour(title.replace(/\{\s*$/, "{ \u2026 }")));
      d.appendChild(sum);
      let filled = false;
      const fill = () => {
        if (filled) return;
        filled = true;
        const body = el("div");
        for (const l of text.split("\n")) body.appendChild(line(l));
        d.appendChild(body);
      };
      d.addEventListener("toggle", () => { if (d.open) fill(); });
      if (total <= D.open_limit) { d.open = true; fill(); }
      code.appendChild(d);
    }
    for (const l of S.tail.split("\n")) if (l) code.appendChild(line(l));
    root.appendChild(code);
    document.body.dataset.lines = String(total);
    return;
  }

  // ---- the payload document, moved along the timeline ----------------------
  const doc = {o: new Map(), b: new Map(), r: new Map()};
  for (const k of ["o", "b", "r"]) for (const id in D.document[k]) doc[k].set(id, D.document[k][id]);
  let at = 0;
  const undo = [];
  function applyPatch(p) {
    const u = {o: [], b: [], r: []};
    for (const k of ["o", "b", "r"]) {
      for (const id in p[k]) {
        u[k].push([id, doc[k].get(id)]);
        if (p[k][id] === null) doc[k].delete(id); else doc[k].set(id, p[k][id]);
      }
    }
    return u;
  }
  function moveTo(t) {
    while (at < t) { undo.push(applyPatch(patchOf(at))); at++; }
    while (at > t) {
      const u = undo.pop();
      for (const k of ["o", "b", "r"]) {
        for (let i = u[k].length - 1; i >= 0; i--) {
          const [id, v] = u[k][i];
          if (v === undefined) doc[k].delete(id); else doc[k].set(id, v);
        }
      }
      at--;
    }
  }
  const root = String(D.document.root);
  function parentOp(id) {
    const e = doc.o.get(id);
    if (!e || !e[2]) return null;
    const b = doc.b.get(String(e[2]));
    if (!b) return null;
    const r = doc.r.get(String(b[2]));
    return r ? String(r[1]) : null;
  }
  function topOf(id) {
    let cur = String(id), p;
    for (let guard = 0; guard < 10000; guard++) {
      p = parentOp(cur);
      if (p === null) return null;
      if (p === root) return cur;
      cur = p;
    }
    return null;
  }
  function* blockOps(b) {
    let o = b[1], guard = 0;
    while (o && guard++ < 10000000) {
      yield String(o);
      const e = doc.o.get(String(o));
      if (!e) return;
      o = e[1];
    }
  }
  // The lines of one op and what it nests, as [text, op id, class] (no DOM yet).
  function opLines(id, ind, out, marks) {
    const e = doc.o.get(id);
    if (!e) return;
    const pad = " ".repeat(ind);
    const cls = (marks.hl.has(id) ? "hl " : "") + (marks.created.has(id) ? "chg new" : marks.modified.has(id) ? "chg" : "");
    const regions = e[3] || [];
    if (!regions.length) { out.push([pad + e[0], id, cls]); return; }
    const pieces = e[0];
    out.push([pad + pieces[0] + "{", id, cls]);
    regions.forEach((r, i) => {
      const reg = doc.r.get(String(r));
      if (reg) for (const b of reg[0]) {
        const blk = doc.b.get(String(b));
        if (!blk) continue;
        if (blk[0]) out.push([pad + blk[0], undefined, ""]);
        for (const o of blockOps(blk)) opLines(o, ind + 2, out, marks);
      }
      out.push([pad + "}" + pieces[i + 1] + (i + 1 < regions.length ? "{" : ""), undefined, ""]);
    });
  }
  const CONTEXT = 8, SHOW_ALL = 200;
  function emit(lines, from, to, out) {
    const frag = document.createDocumentFragment();
    for (let i = from; i < to; i++) frag.appendChild(line(lines[i][0], lines[i][2], lines[i][1]));
    out.appendChild(frag);
  }
  function gap(lines, from, to) {
    const fold = el("div", "ln fold", esc(" ".repeat(4) + "\u22ef " + (to - from) + " more lines"));
    fold.title = "click to show them";
    fold.addEventListener("click", () => {
      const frag = document.createDocumentFragment();
      emit(lines, from, to, frag);
      fold.replaceWith(frag);
    });
    return fold;
  }
  // An op's lines, only those near a marked line when there are many:
  // the rest fold into "... N more lines", shown on a click.
  function renderOp(id, ind, out, marks) {
    const lines = [];
    opLines(id, ind, lines, marks);
    if (lines.length <= SHOW_ALL) { emit(lines, 0, lines.length, out); return; }
    const keep = new Uint8Array(lines.length);
    keep[0] = keep[lines.length - 1] = 1;
    lines.forEach((l, i) => {
      if (l[2]) for (let k = Math.max(0, i - CONTEXT); k <= Math.min(lines.length - 1, i + CONTEXT); k++) keep[k] = 1;
    });
    let i = 0;
    while (i < lines.length) {
      let j = i;
      while (j < lines.length && keep[j] === keep[i]) j++;
      if (keep[i]) emit(lines, i, j, out); else out.appendChild(gap(lines, i, j));
      i = j;
    }
  }
  function renderPayload(s, box) {
    const marks = {hl: new Set(s.highlight.map(String)), created: new Set(s.created.map(String)),
                   modified: new Set(s.modified.map(String))};
    const touched = new Set();
    for (const set of [marks.hl, marks.created, marks.modified]) for (const id of set) {
      const t = topOf(id);
      if (t !== null) touched.add(t);
    }
    const code = el("div", "code payload");
    const e = doc.o.get(root);
    if (!e) { box.appendChild(el("div", "empty", "no payload")); return; }
    const rootCls = marks.hl.has(root) ? "hl" : "";
    const rootRegions = e[3] || [];
    if (!rootRegions.length) { renderOp(root, 0, code, marks); box.appendChild(code); return; }
    code.appendChild(line(e[0][0] + "{", rootCls, root));
    rootRegions.forEach((r, i) => {
      const reg = doc.r.get(String(r));
      if (reg) for (const b of reg[0]) {
        const blk = doc.b.get(String(b));
        if (!blk) continue;
        if (blk[0]) code.appendChild(line("  " + blk[0]));
        for (const o of blockOps(blk)) {
          if (touched.has(o)) { renderOp(o, 2, code, marks); continue; }
          const oe = doc.o.get(o);
          const fold = line("  " + (oe[3] ? oe[0][0] + "{ \u2026 }" : oe[0]), "fold", o);
          fold.title = "click to expand";
          fold.addEventListener("click", () => {
            const frag = document.createDocumentFragment();
            renderOp(o, 2, frag, marks);
            fold.replaceWith(frag);
          });
          code.appendChild(fold);
        }
      }
      code.appendChild(line("}" + e[0][i + 1] + (i + 1 < rootRegions.length ? "{" : "")));
    });
    box.appendChild(code);
  }

  // ---- panes -------------------------------------------------------------
  const srcLines = new Map();
  function sourceLines(i) {
    if (!srcLines.has(i)) srcLines.set(i, D.sources[i].text.split("\n"));
    return srcLines.get(i);
  }
  function renderSource(s, box) {
    if (!s.source) { box.appendChild(el("div", "empty", esc(s.text || s.name))); return; }
    const [si, ln] = s.source, lines = sourceLines(si);
    const code = el("div", "code");
    const lo = Math.max(1, ln - 40), hi = Math.min(lines.length, ln + 40);
    let cur = null;
    for (let i = lo; i <= hi; i++) {
      const e = el("div", "ln" + (i === ln ? " cur" : ""), '<span class="no">' + i + "</span>" + colour(lines[i - 1]));
      code.appendChild(e);
      if (i === ln) {
        cur = e;
        for (const d of s.diagnostics) code.appendChild(el("div", "diag", esc(d)));
      }
    }
    box.appendChild(el("div", "meta", "<code>" + esc(D.sources[si].name) + ":" + ln + "</code>"));
    box.appendChild(code);
    if (cur) requestAnimationFrame(() => { box.scrollTop = cur.offsetTop - box.clientHeight / 3; });
  }
  // The step's diff, as the JSON's "diff" has it (pdlx.trace.document.step_diff),
  // made from the document: the changed ops' lines before and after the step.
  function opText(id) {
    const e = doc.o.get(String(id));
    return e ? (e[3] ? e[0].join("{...}") : e[0]) : "";
  }
  function stepDiff(s) {
    const groups = new Map();
    const add = (top, l) => { if (!groups.has(top)) groups.set(top, [[], null]); groups.get(top)[0].push(l); };
    const title = top => { const e = doc.o.get(top); return e ? (e[3] ? e[0][0] : e[0]).trim() : ""; };
    moveTo(s.before);
    const old = new Map();
    for (const id of s.erased) add(topOf(id) || String(id), "-" + opText(id));
    for (const id of s.modified) old.set(id, opText(id));
    for (const [top, g] of groups) if (g[1] === null) g[1] = title(top);
    moveTo(s.after);
    for (const id of s.modified) { const t = topOf(id) || String(id); add(t, "-" + old.get(id)); add(t, "+" + opText(id)); }
    for (const id of s.created) add(topOf(id) || String(id), "+" + opText(id));
    if (!groups.size) return "";
    const out = ["--- before step " + s.index, "+++ after step " + s.index];
    for (const [top, g] of groups) {
      out.push("@@ " + (g[1] === null ? title(top) : g[1]) + " @@");
      out.push(...g[0]);
    }
    return out.join("\n") + "\n";
  }
  function renderDiff(s, box) {
    if (s.diff === undefined) s.diff = stepDiff(s);
    if (!s.diff) { box.appendChild(el("div", "empty", "no change to the payload")); return; }
    const code = el("div", "code diff");
    for (const l of s.diff.replace(/\n$/, "").split("\n")) {
      const c = l.startsWith("@@") ? "hunk" : l.startsWith("+") ? "add" : l.startsWith("-") ? "del" : "";
      code.appendChild(el("div", "ln " + c, esc(l)));
    }
    box.appendChild(code);
  }
  function handles(hs) {
    return hs.map(h => esc(h.name) + ": " + (h.kind === "param" ? esc((h.params || []).join(", ")) :
      (h.ids || []).length + " " + h.kind + ((h.ids || []).length === 1 ? "" : "s"))).join("; ") || "none";
  }

  // ---- step list ---------------------------------------------------------
  // One HTML string for the whole list (steps are in pre-order: a step's
  // nested steps follow it in a "kids" block), one click handler.
  const list = document.getElementById("steps");
  const steps = D.steps;
  const hasKids = new Uint8Array(steps.length);
  for (const s of steps) if (s.parent !== null) hasKids[s.parent] = 1;
  const parts = [], open = [];
  for (const s of steps) {
    while (open.length && open[open.length - 1] !== s.parent) { parts.push("</div>"); open.pop(); }
    parts.push('<div class="step ' + s.outcome + '" data-step="' + s.index + '" style="padding-left:' +
      (6 + 14 * s.depth) + 'px"><span class="tog">' + (hasKids[s.index] ? "\u25be" : "") +
      '</span><span class="nm">' + esc(s.index + "  " + s.name) + '</span><span class="lc">' + esc(s.loc) + "</span>");
    for (const d of s.diagnostics) parts.push('<div class="dg" title="' + esc(d).replace(/"/g, "&quot;") + '">' + esc(d.split("\n")[0]) + "</div>");
    parts.push("</div>");
    if (hasKids[s.index]) { parts.push('<div class="kids" data-of="' + s.index + '">'); open.push(s.index); }
  }
  while (open.length) { parts.push("</div>"); open.pop(); }
  list.innerHTML = parts.join("");
  const items = Array.from(list.querySelectorAll(".step"));
  const kids = new Array(steps.length);
  for (const k of list.querySelectorAll(".kids")) kids[+k.dataset.of] = k;
  list.addEventListener("click", ev => {
    const item = ev.target.closest(".step");
    if (!item) return;
    const i = +item.dataset.step;
    if (ev.target.classList.contains("tog") && hasKids[i]) {
      const closed = kids[i].classList.toggle("closed");
      ev.target.textContent = closed ? "\u25b8" : "\u25be";
      return;
    }
    select(i);
  });
  let sel = -1;
  function select(i) {
    if (i < 0 || i >= steps.length) return;
    if (sel >= 0) items[sel].classList.remove("sel");
    sel = i;
    const s = steps[i];
    for (let p = s.parent; p !== null; p = steps[p].parent) {
      kids[p].classList.remove("closed");
      items[p].querySelector(".tog").textContent = "\u25be";
    }
    items[i].classList.add("sel");
    items[i].scrollIntoView({block: "nearest"});
    if (s.diff === undefined) s.diff = stepDiff(s);
    moveTo(s.after);
    const meta = document.getElementById("meta");
    meta.innerHTML = "<b>step " + i + "</b> <code>" + esc(s.name) + "</code> at <code>" + esc(s.loc) +
      "</code>: <b>" + s.outcome + "</b>, " + (s.seconds * 1000).toFixed(3) + " ms; operands: " +
      handles(s.operands) + "; results: " + handles(s.results) + "; created " + s.created.length +
      ", erased " + s.erased.length + ", modified " + s.modified.length + " ops";
    for (const id of ["source", "payload", "diff"]) document.getElementById(id).replaceChildren();
    renderSource(s, document.getElementById("source"));
    renderPayload(s, document.getElementById("payload"));
    renderDiff(s, document.getElementById("diff"));
    const dg = document.getElementById("diags");
    dg.replaceChildren();
    if (!s.diagnostics.length) dg.appendChild(el("div", "empty", "none"));
    for (const d of s.diagnostics) dg.appendChild(el("div", "diag", esc(d)));
    document.body.dataset.current = String(i);
  }
  document.addEventListener("keydown", ev => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ev.key === "j" || ev.key === "ArrowDown" || ev.key === "ArrowRight") { select(sel + 1); ev.preventDefault(); }
    else if (ev.key === "k" || ev.key === "ArrowUp" || ev.key === "ArrowLeft") { select(sel - 1); ev.preventDefault(); }
  });
  if (!steps.length) list.appendChild(el("div", "empty", "the run applied no step"));
  else select(0);
  document.body.dataset.steps = String(steps.length);
  // Milliseconds from navigation to the first frame with a step shown.
  requestAnimationFrame(() => { document.body.dataset.renderMs = String(Math.round(performance.now())); });
})();
"""

__all__ = ["CSS", "JS"]
