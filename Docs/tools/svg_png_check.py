#!/usr/bin/env python3
"""Checks pixel colours of a PNG screenshot against an expectations file.

Usage: svg_png_check.py SCREENSHOT.png EXPECTATIONS

Standard library only (zlib for the PNG's pixels). The expectations file has one check a
line; blank lines and lines starting with '#' are skipped:

  point X Y #RRGGBB TOL NOTE...           the pixel at (X, Y) is within TOL of the colour
  any   X0 Y0 X1 Y1 #RRGGBB TOL NOTE...   some pixel in the box (inclusive) is within TOL
  none  X0 Y0 X1 Y1 #RRGGBB TOL NOTE...   no pixel in the box is within TOL

"Within TOL" means every channel (red, green, blue) differs by at most TOL (0-255).
Prints one line per check and exits 1 if any fails, 2 on bad input.
"""

import struct
import sys
import zlib


def read_png(path):
    """Returns (width, height, rows) with rows[y][x] = (r, g, b) of an 8-bit PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    pos, idat, header = 8, b"", None
    palette = None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i : i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError(f"{path}: no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError(f"{path}: only 8-bit non-interlaced PNGs are supported")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1 : offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + pred) & 0xFF
        previous = line
        pixels = []
        for x in range(width):
            px = line[x * channels : (x + 1) * channels]
            if colour == 3:
                pixels.append(palette[px[0]])
            elif channels <= 2:
                pixels.append((px[0], px[0], px[0]))
            else:
                pixels.append(tuple(px[:3]))
        rows.append(pixels)
    return width, height, rows


def parse_colour(text):
    text = text.lstrip("#")
    return tuple(int(text[i : i + 2], 16) for i in (0, 2, 4))


def close(pixel, colour, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def hex_colour(pixel):
    return "#%02X%02X%02X" % pixel


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    width, height, rows = read_png(argv[1])
    print(f"screenshot {argv[1]}: {width} x {height}")
    failures = 0
    with open(argv[2], encoding="utf-8") as f:
        lines = [line.strip() for line in f]
    for line in lines:
        if not line or line.startswith("#"):
            continue
        words = line.split()
        kind = words[0]
        try:
            if kind == "point":
                x, y = int(words[1]), int(words[2])
                colour, tolerance = parse_colour(words[3]), int(words[4])
                pixel = rows[y][x]
                ok = close(pixel, colour, tolerance)
                seen = hex_colour(pixel)
            elif kind in ("any", "none"):
                x0, y0, x1, y1 = (int(w) for w in words[1:5])
                colour, tolerance = parse_colour(words[5]), int(words[6])
                hits = [
                    (x, y)
                    for y in range(y0, y1 + 1)
                    for x in range(x0, x1 + 1)
                    if close(rows[y][x], colour, tolerance)
                ]
                ok = bool(hits) if kind == "any" else not hits
                seen = f"{len(hits)} matching pixels"
            else:
                print(f"bad check: {line}", file=sys.stderr)
                return 2
        except (IndexError, ValueError) as error:
            print(f"bad check ({error}): {line}", file=sys.stderr)
            return 2
        failures += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} {line} (saw {seen})")
    print("all checks passed" if failures == 0 else f"{failures} check(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
