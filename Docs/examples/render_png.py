#!/usr/bin/env python3
"""Draws a render tree (`layoutcli ... --format json`, schema versions 1 to 3) into a PNG;
it refuses any other version, and output from before versions (no schemaVersion).

    layoutcli toast "Hello, Toast!" --format json | python3 Docs/examples/render_png.py - toast.png

Written from Docs/Rendering.md alone, standard library only: every window and view back to
front as its rounded rectangle in its colour at its effective alpha, through its transform
to screen, clipped by the views above it that clip, with its border; an image's rectangle
in its tint or light grey; each text line's box
outlined in the text colour (drawing the glyphs is a font library's job: the line's text,
font and baseline are in the JSON). --scale N draws N pixels per point (default 1).
"""
import json, struct, sys, zlib


def color(text):  # "#RRGGBB" or "#RRGGBBAA" -> (r, g, b, alpha 0...1)
    v = text[1:]
    return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4)) + (int(v[6:] or "FF", 16) / 255,)


def inverse(m):  # [a, b, c, d, tx, ty] maps (x, y) to (a x + c y + tx, b x + d y + ty)
    a, b, c, d, tx, ty = m
    k = a * d - b * c
    return [d / k, -b / k, -c / k, a / k, (c * ty - d * tx) / k, (b * tx - a * ty) / k]


def shape(view, x=0, y=0, w=None, h=None, r=None):  # a rounded rect in the view's drawing space
    b = view["bounds"]
    return (inverse(view["transformToScreen"]), x, y, b["width"] if w is None else w,
            b["height"] if h is None else h, view["drawnCornerRadius"] if r is None else r)


def inside(s, px, py):  # is the screen point in the shape?
    (a, b, c, d, tx, ty), x, y, w, h, r = s
    u, v = a * px + c * py + tx - x, b * px + d * py + ty - y
    if not (0 <= u <= w and 0 <= v <= h):
        return False
    dx, dy = max(r - u, 0, u - (w - r)), max(r - v, 0, v - (h - r))
    return dx * dx + dy * dy <= r * r


class Canvas:
    def __init__(self, width, height, scale):
        self.w, self.h, self.s = round(width * scale), round(height * scale), scale
        self.px = [[255.0] * 3 for _ in range(self.w * self.h)]  # a white screen

    def fill(self, box, rgba, alpha, covers):  # box: the screen frame to scan
        *rgb, a = rgba
        a *= alpha
        s = self.s
        if a <= 0:
            return
        for y in range(max(int(box["y"] * s), 0), min(int((box["y"] + box["height"]) * s) + 1, self.h)):
            for x in range(max(int(box["x"] * s), 0), min(int((box["x"] + box["width"]) * s) + 1, self.w)):
                if covers((x + 0.5) / s, (y + 0.5) / s):
                    p = self.px[y * self.w + x]
                    for i in range(3):
                        p[i] += (rgb[i] - p[i]) * a

    def png(self):
        raw = b"".join(b"\0" + bytes(int(c + 0.5) for p in self.px[y * self.w:(y + 1) * self.w] for c in p)
                       for y in range(self.h))
        chunk = lambda tag, data: (struct.pack(">I", len(data)) + tag + data
                                   + struct.pack(">I", zlib.crc32(tag + data)))
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def draw(canvas, view, clips):
    if view["hidden"]:
        return  # and its subviews
    own, alpha, box = shape(view), view["effectiveAlpha"], view["screenFrame"]
    within = lambda x, y: inside(own, x, y) and all(inside(c, x, y) for c in clips)
    if view["backgroundColor"]:
        canvas.fill(box, color(view["backgroundColor"]), alpha, within)
    image = view.get("image")  # a placeholder where the image is drawn
    if image:
        r, t = image["rect"], view["transformToScreen"]
        placed = shape(view, r["x"], r["y"], r["width"], r["height"], 0)
        corners = [(t[0] * x + t[2] * y + t[4], t[1] * x + t[3] * y + t[5])
                   for x in (r["x"], r["x"] + r["width"]) for y in (r["y"], r["y"] + r["height"])]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        area = {"x": min(xs), "y": min(ys), "width": max(xs) - min(xs), "height": max(ys) - min(ys)}
        clip = within if view["clipsToBounds"] else (lambda x, y: all(inside(c, x, y) for c in clips))
        canvas.fill(area, color(image["tint"] or "#D1D1D6"), alpha,
                    lambda x, y: clip(x, y) and inside(placed, x, y))
    text = view.get("text")  # a view that draws text (labels, buttons, fields)
    for line in text["lines"] if text else []:
        r, t = line["rect"], 1 / canvas.s
        outer = shape(view, r["x"], r["y"], r["width"], r["height"], 0)
        inner = shape(view, r["x"] + t, r["y"] + t, r["width"] - 2 * t, r["height"] - 2 * t, 0)
        canvas.fill(box, color(text["color"]), alpha,
                    lambda x, y: within(x, y) and inside(outer, x, y) and not inside(inner, x, y))
    for sub in view["subviews"]:
        draw(canvas, sub, clips + [own] if view["clipsToBounds"] else clips)
    if view["border"]:  # above the subviews, a band inside the bounds
        k, b = view["border"]["width"], view["bounds"]
        band = shape(view, k, k, b["width"] - 2 * k, b["height"] - 2 * k, max(own[5] - k, 0))
        canvas.fill(box, color(view["border"]["color"]), alpha,
                    lambda x, y: within(x, y) and not inside(band, x, y))


def main(argv):
    scale = float(argv[argv.index("--scale") + 1]) if "--scale" in argv else 1
    source, target = [a for i, a in enumerate(argv) if a != "--scale" and argv[i - 1:i] != ["--scale"]]
    tree = json.load(sys.stdin if source == "-" else open(source, encoding="utf-8"))
    if tree.get("schemaVersion") not in (1, 2, 3):
        sys.exit(f"render_png.py reads schema versions 1 to 3, got {tree.get('schemaVersion')}")
    canvas = Canvas(tree["screen"]["width"], tree["screen"]["height"], scale)
    for window in sorted(tree["windows"], key=lambda w: w["zIndex"]):
        if window["backgroundColor"]:
            canvas.fill(window["frame"], color(window["backgroundColor"]), window["alpha"], lambda x, y: True)
        for view in window["views"]:
            draw(canvas, view, [])
    with open(target, "wb") as f:
        f.write(canvas.png())


if __name__ == "__main__":
    main(sys.argv[1:])
