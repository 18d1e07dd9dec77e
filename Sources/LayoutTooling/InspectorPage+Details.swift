extension InspectorPage {
  /// The part of ``script`` that fills the details panel (frames in every coordinate space,
  /// sizing, constraints, the constraints of other views on the selected one) and the
  /// summary and diagnostics.
  static let detailsScript = #"""
      function formula(c) {
        if (!c.first) return c.description;
        var text = c.first.item + "." + c.first.attribute + " " + c.relation + " ";
        if (c.second) {
          text += c.second.item + "." + c.second.attribute;
          if (c.multiplier !== 1) text += " * " + num(c.multiplier);
          if (c.constant > 0) text += " + " + num(c.constant);
          if (c.constant < 0) text += " - " + num(-c.constant);
        } else {
          text += num(c.constant);
        }
        return text;
      }
      function whereMade(c) {
        if (c.kind === "generated") return "";
        if (!c.file) return c.kind === "implicit" ? "made by the layout engine" : "";
        if (c.column !== null && c.column !== undefined) {
          return c.file + ":" + c.line + ":" + c.column;
        }
        return c.file.split("/").pop() + (c.line > 0 ? ":" + c.line : "");
      }
      function constraintItem(c, owner) {
        var li = el("li", { "class": "constraint state-" + c.state + " kind-" + c.kind +
          (c.inConflict ? " in-conflict" : "") });
        var top = el("div");
        top.appendChild(el("code", { "class": "formula" }, formula(c)));
        var priority = c.priority === null ? "below required" : num(c.priority);
        top.appendChild(el("span", { "class": "badge priority" }, "priority " + priority));
        top.appendChild(el("span", { "class": "badge " + c.state }, c.state));
        if (c.inConflict) top.appendChild(el("span", { "class": "badge conflict" }, "in a conflict"));
        li.appendChild(top);
        var meta = [];
        if (owner) meta.push("on " + owner);
        if (c.label) meta.push("label \u201c" + c.label + "\u201d");
        if (c.kind === "generated") meta.push("made by the stack view");
        var where = whereMade(c);
        if (where) meta.push(where);
        li.appendChild(el("div", { "class": "meta" }, meta.join(" · ")));
        if (c.chain) {
          var chain = el("div", { "class": "chain" }, "as written: ");
          chain.appendChild(el("code", null, c.chain));
          li.appendChild(chain);
        }
        if (c.conflictsWith.length) {
          li.appendChild(el("div", { "class": "meta" }, "broken; it conflicts with:"));
          var ul = el("ul");
          c.conflictsWith.forEach(function (t) {
            var item = el("li");
            item.appendChild(el("code", null, t));
            ul.appendChild(item);
          });
          li.appendChild(ul);
        }
        return li;
      }
      function frameRow(table, space, name, r) {
        var tr = el("tr", { "data-space": space });
        tr.appendChild(el("th", null, name));
        tr.appendChild(el("td", { "class": "frame" }, r ? rect(r) : "—"));
        table.appendChild(tr);
      }

      function showDetails() {
        var aside = document.getElementById("details");
        while (aside.firstChild) aside.removeChild(aside.firstChild);
        var path = state.selected;
        if (!path) {
          aside.appendChild(el("p", { "class": "hint" }, "Click a view in the scene or the tree."));
          return;
        }
        aside.setAttribute("data-path", path);
        aside.appendChild(el("h2", { id: "details-title" }, path));
        var entry = find(path), v = info.get(path), n = entry && entry.node;
        if (!n && !v) {
          aside.appendChild(el("p", { "class": "warning" }, "No view has this path."));
          return;
        }
        var kind = n ? (entry.isWindow ? "window" : n.type) : v.type;
        aside.appendChild(el("p", { "class": "meta" }, kind + (n && !entry.isWindow ?
          " · alpha " + num(n.alpha) + " (drawn at " + num(n.effectiveAlpha) + ")" +
          (n.hidden ? " · hidden" : "") : "")));
        aside.appendChild(el("h3", null, "Frame"));
        if (n) {
          var table = el("table", { "class": "frames", id: "frames" });
          if (entry.isWindow) {
            frameRow(table, "screen", "on screen", n.frame);
            frameRow(table, "safeArea", "safe area", n.safeArea.rect);
          } else {
            frameRow(table, "superview", "in superview (frame)", n.frame);
            frameRow(table, "bounds", "bounds", n.bounds);
            frameRow(table, "window", "in window", n.windowFrame);
            frameRow(table, "screen", "on screen", n.screenFrame);
          }
          aside.appendChild(table);
        } else {
          aside.appendChild(el("p", { "class": "warning" }, "Not on screen in this sample."));
        }
        if (!v) return;
        if (v.ambiguous.length) {
          aside.appendChild(el("p", { "class": "warning", id: "ambiguity" },
            "Ambiguous: the constraints do not fix " + v.ambiguous.join(", ") + "."));
        }
        var sizing = [];
        var ic = v.intrinsicContentSize;
        if (ic.width !== null || ic.height !== null) {
          sizing.push("intrinsic size " + num(ic.width) + " × " + num(ic.height));
        }
        sizing.push("hugging " + num(v.contentHugging.horizontal) + "/" +
          num(v.contentHugging.vertical));
        sizing.push("compression resistance " + num(v.compressionResistance.horizontal) + "/" +
          num(v.compressionResistance.vertical));
        if (v.translatesAutoresizingMaskIntoConstraints) sizing.push("frame set in code");
        aside.appendChild(el("p", { "class": "meta" }, sizing.join(" · ")));
        aside.appendChild(el("h3", null, "Constraints (" + v.constraints.length + ")"));
        var list = el("ul", { "class": "constraints", id: "constraints" });
        v.constraints.forEach(function (c) { list.appendChild(constraintItem(c, null)); });
        aside.appendChild(list);
        var others = referrers.get(path) || [];
        if (others.length) {
          aside.appendChild(el("h3", null, "Constraints of other views on it (" +
            others.length + ")"));
          var more = el("ul", { "class": "constraints" });
          others.forEach(function (r) { more.appendChild(constraintItem(r.constraint, r.owner)); });
          aside.appendChild(more);
        }
      }

      function showSummary() {
        var views = inspector.views.filter(function (v) { return v.type !== "window"; });
        var broken = views.filter(isBroken).length, ambiguous = views.filter(isAmbiguous).length;
        var text = views.length + " views · " + inspector.diagnostics.length + " diagnostics";
        if (broken) text += " · " + broken + " with a broken constraint";
        if (ambiguous) text += " · " + ambiguous + " ambiguous";
        if (samples.length > 1) text += " · " + samples.length + " samples";
        document.getElementById("summary").textContent = text;
        var box = document.getElementById("diagnostics");
        box.appendChild(el("h3", null, "Diagnostics (" + inspector.diagnostics.length + ")"));
        inspector.diagnostics.forEach(function (d) {
          box.appendChild(el("pre", { "class": d.kind }, d.message));
        });
      }

    """#
}
