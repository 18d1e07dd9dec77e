extension InspectorPage {
  /// Runs first: an error anywhere in the page is written into it (`#inspector-error`, and
  /// `data-inspector-error` on the root element), where a headless check can read it.
  static let errorHandler = #"""
    window.onerror = function (message, source, line, column) {
      var box = document.getElementById("inspector-error");
      if (!box) {
        box = document.createElement("pre");
        box.id = "inspector-error";
        (document.body || document.documentElement).appendChild(box);
      }
      box.textContent += "Error: " + message + " (line " + line + ":" + column + ")\n";
      document.documentElement.setAttribute("data-inspector-error", "1");
    };
    """#

  /// The page's script: reads the two JSON blobs, builds the tree, draws the overlay,
  /// fills the details panel, follows the URL fragment (`#view=PATH&sample=N`) and the
  /// scrubber; sets `data-inspector-ready` on the root element when it has run. One function
  /// scope in three parts: the data, geometry and tree here, the details panel
  /// (``detailsScript``), then the fragment, the events and the start (``startScript``).
  static var script: String { dataScript + detailsScript + startScript }

  /// The data, the overlay's geometry and the view tree.
  private static let dataScript = #"""
    "use strict";
    (function () {
      var samples = JSON.parse(document.getElementById("render-samples").textContent);
      var inspector = JSON.parse(document.getElementById("inspector-data").textContent);
      var info = new Map();
      inspector.views.forEach(function (v) { if (!info.has(v.path)) info.set(v.path, v); });
      var referrers = new Map();
      inspector.views.forEach(function (v) {
        v.constraints.forEach(function (c) {
          var p = c.second && c.second.path;
          if (p && p !== v.path) {
            if (!referrers.has(p)) referrers.set(p, []);
            referrers.get(p).push({ owner: v.path, constraint: c });
          }
        });
      });
      var stage = document.getElementById("stage");
      var overlay = document.getElementById("overlay");
      var scrubber = document.getElementById("scrubber");
      var state = { sample: 0, selected: null, hovered: null, nodes: [] };
      var SVG = "http://www.w3.org/2000/svg";

      function el(tag, attrs, text) {
        var e = document.createElement(tag);
        if (attrs) Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
        if (text !== undefined) e.textContent = text;
        return e;
      }
      function num(n) { return n === null ? "null" : String(n); }
      function rect(r) {
        return "{{" + num(r.x) + ", " + num(r.y) + "}, {" + num(r.width) + ", " +
          num(r.height) + "}}";
      }
      function isBroken(v) {
        return !!v && v.constraints.some(function (c) { return c.state === "broken"; });
      }
      function isAmbiguous(v) { return !!v && v.ambiguous.length > 0; }

      // The current sample's windows and views in drawing order, back to front.
      function flatten(tree) {
        var out = [];
        function walk(node, depth, hidden, windowIndex) {
          var gone = hidden || node.hidden;
          out.push({ node: node, path: node.path, depth: depth, hidden: gone,
            window: windowIndex });
          node.subviews.forEach(function (s) { walk(s, depth + 1, gone, windowIndex); });
        }
        tree.windows.forEach(function (w, i) {
          out.push({ node: w, path: w.id, depth: 0, hidden: false, window: i, isWindow: true });
          w.views.forEach(function (v) { walk(v, 1, false, i); });
        });
        return out;
      }
      function find(path) {
        for (var i = 0; i < state.nodes.length; i++) {
          if (state.nodes[i].path === path) return state.nodes[i];
        }
        return null;
      }

      // The corners of a node on screen (a window's frame; a view's rectangle through its
      // transform to the screen, so a rotated view shows rotated).
      function corners(entry) {
        var n = entry.node;
        if (entry.isWindow) {
          var f = n.frame;
          return [[f.x, f.y], [f.x + f.width, f.y], [f.x + f.width, f.y + f.height],
            [f.x, f.y + f.height]];
        }
        var m = n.transformToScreen, w = n.bounds.width, h = n.bounds.height;
        if (m.some(function (x) { return x === null; })) return [];
        return [[0, 0], [w, 0], [w, h], [0, h]].map(function (p) {
          return [m[0] * p[0] + m[2] * p[1] + m[4], m[1] * p[0] + m[3] * p[1] + m[5]];
        });
      }
      function polygon(entry, cls) {
        var points = corners(entry).map(function (p) { return p[0] + "," + p[1]; }).join(" ");
        var p = document.createElementNS(SVG, "polygon");
        p.setAttribute("points", points);
        p.setAttribute("class", cls);
        p.setAttribute("data-path", entry.path);
        return p;
      }
      function drawOverlay() {
        while (overlay.firstChild) overlay.removeChild(overlay.firstChild);
        state.nodes.forEach(function (e) {
          if (e.hidden || e.isWindow) return;
          var v = info.get(e.path);
          if (isBroken(v)) overlay.appendChild(polygon(e, "mark-broken"));
          else if (isAmbiguous(v)) overlay.appendChild(polygon(e, "mark-ambiguous"));
        });
        var hovered = state.hovered && find(state.hovered);
        if (hovered && state.hovered !== state.selected) {
          overlay.appendChild(polygon(hovered, "hover"));
        }
        var selected = state.selected && find(state.selected);
        if (selected) overlay.appendChild(polygon(selected, "selected"));
      }

      // The topmost visible view under a point of the screen (UIKit skips views with an
      // alpha below 0.01).
      function hit(x, y) {
        for (var i = state.nodes.length - 1; i >= 0; i--) {
          var e = state.nodes[i];
          if (e.hidden || e.isWindow || e.node.effectiveAlpha < 0.01) continue;
          var m = e.node.transformToScreen;
          var det = m[0] * m[3] - m[1] * m[2];
          if (!det) continue;
          var dx = x - m[4], dy = y - m[5];
          var u = (m[3] * dx - m[2] * dy) / det, v = (m[0] * dy - m[1] * dx) / det;
          if (u >= 0 && v >= 0 && u <= e.node.bounds.width && v <= e.node.bounds.height) {
            return e.path;
          }
        }
        return null;
      }
      function pointer(event) {
        var box = overlay.getBoundingClientRect();
        var w = Number(stage.dataset.width), h = Number(stage.dataset.height);
        return hit((event.clientX - box.left) * w / box.width,
          (event.clientY - box.top) * h / box.height);
      }

      function buildTree() {
        var nav = document.getElementById("tree");
        var open = {};
        nav.querySelectorAll("details[data-path]").forEach(function (d) {
          open[d.dataset.path] = d.open;
        });
        while (nav.firstChild) nav.removeChild(nav.firstChild);
        function label(entry, name, type) {
          var span = el("span", { "class": "node", "data-path": entry.path }, name);
          var row = el("span");
          row.appendChild(span);
          row.appendChild(el("span", { "class": "type" }, type));
          var v = info.get(entry.path);
          if (isBroken(v)) row.appendChild(el("span", { "class": "badge broken" }, "broken"));
          if (isAmbiguous(v)) {
            row.appendChild(el("span", { "class": "badge ambiguous" }, "ambiguous"));
          }
          if (entry.node.hidden) row.appendChild(el("span", { "class": "badge hidden" }, "hidden"));
          return row;
        }
        function add(parent, entry, name, type, children) {
          if (children.length === 0) {
            var leaf = el("div", { "class": "leaf" });
            leaf.appendChild(label(entry, name, type));
            parent.appendChild(leaf);
            return;
          }
          var d = el("details", { "data-path": entry.path });
          d.open = open[entry.path] !== false;
          var s = el("summary");
          s.appendChild(label(entry, name, type));
          d.appendChild(s);
          children.forEach(function (c) { c(d); });
          parent.appendChild(d);
        }
        function viewAdder(node) {
          return function (parent) {
            add(parent, { node: node, path: node.path }, node.id, node.type,
              node.subviews.map(viewAdder));
          };
        }
        samples[state.sample].tree.windows.forEach(function (w) {
          add(nav, { node: w, path: w.id }, w.id, "window", w.views.map(viewAdder));
        });
        markSelection();
      }
      function markSelection() {
        document.querySelectorAll(".node").forEach(function (n) {
          n.classList.toggle("selected", n.dataset.path === state.selected);
        });
      }

    """#

  /// The URL fragment, the events, fitting the scene to the window, and the start.
  private static let startScript = #"""
      function writeFragment() {
        var parts = [];
        if (state.selected) parts.push("view=" + encodeURIComponent(state.selected).replace(/%2F/g, "/"));
        if (samples.length > 1) parts.push("sample=" + state.sample);
        try { history.replaceState(null, "", "#" + parts.join("&")); } catch (e) { /* file: */ }
      }
      function readFragment() {
        var selected = null, sample = state.sample;
        location.hash.replace(/^#/, "").split("&").forEach(function (part) {
          var eq = part.indexOf("=");
          if (eq < 0) return;
          var key = part.slice(0, eq), value = decodeURIComponent(part.slice(eq + 1));
          if (key === "view") selected = value;
          if (key === "sample" && /^\d+$/.test(value)) sample = Number(value);
          if (key === "t") {
            var t = Number(value);
            samples.forEach(function (s, i) { if (s.t !== null && s.t <= t + 1e-9) sample = i; });
          }
        });
        showSample(Math.min(sample, samples.length - 1));
        select(selected, false);
      }

      function select(path, write) {
        state.selected = path;
        markSelection();
        showDetails();
        drawOverlay();
        if (write) writeFragment();
      }
      function showSample(i) {
        state.sample = i;
        state.nodes = flatten(samples[i].tree);
        document.querySelectorAll(".sample").forEach(function (s) {
          s.hidden = Number(s.dataset.sample) !== i;
        });
        stage.setAttribute("data-sample", String(i));
        if (scrubber) {
          scrubber.value = String(i);
          scrubber.setAttribute("value", String(i));
          var t = samples[i].t;
          document.getElementById("time").textContent = t === null ? "" : "t = " + num(t) + " s";
        }
        buildTree();
        showDetails();
        drawOverlay();
      }

      document.getElementById("tree").addEventListener("click", function (event) {
        var node = event.target.closest(".node");
        if (node) { event.preventDefault(); select(node.dataset.path, true); }
      });
      document.getElementById("tree").addEventListener("mouseover", function (event) {
        var node = event.target.closest(".node");
        state.hovered = node ? node.dataset.path : null;
        drawOverlay();
      });
      overlay.addEventListener("mousemove", function (event) {
        var path = pointer(event);
        if (path !== state.hovered) { state.hovered = path; drawOverlay(); }
        overlay.setAttribute("aria-label", path || "");
      });
      overlay.addEventListener("mouseleave", function () { state.hovered = null; drawOverlay(); });
      overlay.addEventListener("click", function (event) { select(pointer(event), true); });
      window.addEventListener("hashchange", readFragment);
      if (scrubber) {
        scrubber.addEventListener("input", function () {
          showSample(Number(scrubber.value));
          writeFragment();
        });
        var timer = null, play = document.getElementById("play");
        play.addEventListener("click", function () {
          if (timer) { clearInterval(timer); timer = null; play.textContent = "Play"; return; }
          if (state.sample === samples.length - 1) showSample(0);
          var step = samples.length > 1 ? (samples[1].t - samples[0].t) * 1000 : 100;
          play.textContent = "Pause";
          timer = setInterval(function () {
            if (state.sample >= samples.length - 1) {
              clearInterval(timer); timer = null; play.textContent = "Play"; return;
            }
            showSample(state.sample + 1);
          }, Math.max(step, 16));
        });
      }

      // The scene at its size in points, smaller when the window is too low for it.
      function fit() {
        var w = Number(stage.dataset.width), h = Number(stage.dataset.height);
        var room = window.innerHeight - stage.getBoundingClientRect().top - window.scrollY -
          (scrubber ? 56 : 16);
        var scale = Math.max(0.25, Math.min(1, room / h));
        stage.querySelectorAll(".sample > svg, #overlay").forEach(function (svg) {
          svg.style.width = w * scale + "px";
          svg.style.height = h * scale + "px";
        });
      }
      window.addEventListener("resize", fit);

      fit();
      showSummary();
      readFragment();
      document.documentElement.setAttribute("data-inspector-ready", "1");
    })();

    """#
}
