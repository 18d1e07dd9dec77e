#!/usr/bin/env python3
"""Checks an inspector page's DOM as headless Chromium dumped it (--dump-dom).

    inspector_dom_check.py PAGE.dom RENDER.json VIEW-PATH [--sample N] [--samples N]
                           [--expect-text TEXT] [--expect-badge PATH:KIND]...
                           [--expect-broken TEXT] [--expect-constraint TEXT]

RENDER.json is `layoutcli ... --format json` for the same scene (for a timeline, one
{"t": ..., "tree": ...} object per line; --sample picks the line). It checks that the page's
script ran (data-inspector-ready on the root element) without an error (no
#inspector-error, no data-inspector-error), that the details panel shows VIEW-PATH with its
frame in every coordinate space as the render tree has it ({{x, y}, {w, h}}), and with
--samples that the scrubber has that many steps and shows sample N. --expect-text: the text
occurs in the scene's SVG text; --expect-badge: the tree marks the view with the badge
(broken, ambiguous); --expect-broken: a broken constraint in the details panel mentions
the text; --expect-constraint: a constraint listed there mentions it (where it was made:
`Toast.swift:77`, `file.layout.json:15:13`). Prints one line per failed check and exits 1 if any failed. Standard library only.
"""
import argparse
import json
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def walk(self):
        yield self
        for c in self.children:
            if isinstance(c, Node):
                yield from c.walk()


class Tree(HTMLParser):
    """The DOM as nested nodes (what --dump-dom serialises is well-formed)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [], None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def number(n):
    """A JSON number as JavaScript's String(n) writes it."""
    if isinstance(n, float) and n.is_integer():
        n = int(n)
    return str(n) if isinstance(n, int) else repr(n)


def rect(r):
    return "{{%s, %s}, {%s, %s}}" % tuple(number(r[k]) for k in ("x", "y", "width", "height"))


def find_view(tree, path):
    def walk(views):
        for v in views:
            if v["path"] == path:
                return v
            hit = walk(v["subviews"])
            if hit:
                return hit
    for w in tree["windows"]:
        if w["id"] == path:
            return w
        hit = walk(w["views"])
        if hit:
            return hit
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dom")
    ap.add_argument("render")
    ap.add_argument("path")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--samples", type=int)
    ap.add_argument("--expect-text", action="append", default=[])
    ap.add_argument("--expect-badge", action="append", default=[])
    ap.add_argument("--expect-broken", action="append", default=[])
    ap.add_argument("--expect-constraint", action="append", default=[])
    args = ap.parse_args()

    parser = Tree()
    parser.feed(open(args.dom, encoding="utf-8").read())
    nodes = list(parser.root.walk())
    by_id = {n.attrs["id"]: n for n in nodes if "id" in n.attrs}
    html = next((n for n in nodes if n.tag == "html"), None)
    failures = []

    def check(ok, message):
        if not ok:
            failures.append(message)

    check(html is not None and html.attrs.get("data-inspector-ready") == "1",
          "the page's script did not finish (no data-inspector-ready on <html>)")
    errors = by_id.get("inspector-error")
    check(errors is None and "data-inspector-error" not in (html.attrs if html else {}),
          "script error: " + (errors.text().strip() if errors else "data-inspector-error set"))

    lines = [l for l in open(args.render, encoding="utf-8").read().splitlines() if l.strip()]
    objects = [json.loads(l) for l in lines]
    tree = objects[args.sample]["tree"] if "tree" in objects[0] else objects[0]
    view = find_view(tree, args.path)
    check(view is not None, "the render tree has no view %s" % args.path)
    title = by_id.get("details-title")
    check(title is not None and title.text() == args.path,
          "the details panel shows %r, not %r" % (title.text() if title else None, args.path))
    rows = {n.attrs.get("data-space"): n for n in nodes if n.tag == "tr"}
    if view is not None and "subviews" in view:
        spaces = {"superview": view["frame"], "bounds": view["bounds"],
                  "window": view["windowFrame"], "screen": view["screenFrame"]}
    elif view is not None:
        spaces = {"screen": view["frame"]}
    else:
        spaces = {}
    for space, r in spaces.items():
        row = rows.get(space)
        cell = next((c for c in row.walk() if "frame" in c.classes()), None) if row else None
        shown = cell.text() if cell else None
        check(shown == rect(r), "%s frame: the page shows %r, the render tree says %r"
              % (space, shown, rect(r)))

    if args.samples is not None:
        scrubber = by_id.get("scrubber")
        check(scrubber is not None, "no #scrubber")
        if scrubber is not None:
            check(scrubber.attrs.get("type") == "range", "#scrubber is not a range input")
            check(scrubber.attrs.get("max") == str(args.samples - 1)
                  and scrubber.attrs.get("data-samples") == str(args.samples),
                  "#scrubber has max=%r data-samples=%r, not %d steps"
                  % (scrubber.attrs.get("max"), scrubber.attrs.get("data-samples"), args.samples))
            check(scrubber.attrs.get("value") == str(args.sample),
                  "#scrubber shows sample %r, not %d" % (scrubber.attrs.get("value"), args.sample))
        samples = [n for n in nodes if n.tag == "div" and "sample" in n.classes()]
        check(len(samples) == args.samples, "%d drawn samples, not %d" % (len(samples), args.samples))
        shown = [n.attrs.get("data-sample") for n in samples if "hidden" not in n.attrs]
        check(shown == [str(args.sample)], "samples shown: %r, not [%d]" % (shown, args.sample))

    svg_text = "".join(n.text() for n in nodes if n.tag == "text")
    for text in args.expect_text:
        check(text in svg_text, "the scene has no text %r" % text)
    for badge in args.expect_badge:
        path, kind = badge.rsplit(":", 1)
        marked = False
        for n in nodes:
            if "node" in n.classes() and n.attrs.get("data-path") == path:
                row = n.parent
                marked = any(kind in c.classes() and "badge" in c.classes() for c in row.walk())
        check(marked, "the tree does not mark %s as %s" % (path, kind))
    broken = [n.text() for n in nodes if n.tag == "li" and "state-broken" in n.classes()]
    for text in args.expect_broken:
        check(any(text in b for b in broken), "no broken constraint mentions %r" % text)
    listed = [n.text() for n in nodes if n.tag == "li" and "constraint" in n.classes()]
    for text in args.expect_constraint:
        check(any(text in c for c in listed), "no listed constraint mentions %r" % text)

    for f in failures:
        print("inspector check: %s: %s" % (args.dom, f))
    if not failures:
        print("inspector check: %s: ok (%s)" % (args.dom, args.path))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
