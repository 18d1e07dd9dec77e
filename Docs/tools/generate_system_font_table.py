#!/usr/bin/env python3
"""Generate Sources/LayoutText/SystemFontTable+Data.swift from installed font files.

Usage (from the repository root):

    python3 Docs/tools/generate_system_font_table.py > Sources/LayoutText/SystemFontTable+Data.swift

Reads, with a small self-contained TrueType parser (no fontTools needed):
  - DejaVu Sans Condensed regular and bold (Debian `fonts-dejavu-core`, 2.37) for the
    Latin, Greek, Cyrillic, punctuation and symbol ranges in LATIN_RANGES;
  - NanumGothic regular and bold (Debian `fonts-nanum`, 20200506) for the Hangul, kana,
    CJK and fullwidth ranges in CJK_RANGES.
Font paths can be overridden with the environment variables DEJAVU_REGULAR, DEJAVU_BOLD,
NANUM_REGULAR and NANUM_BOLD. Output is deterministic: same fonts, same bytes.
"""

import os
import struct
import sys
from collections import Counter

DEJAVU_REGULAR = os.environ.get(
    "DEJAVU_REGULAR", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf")
DEJAVU_BOLD = os.environ.get(
    "DEJAVU_BOLD", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf")
NANUM_REGULAR = os.environ.get(
    "NANUM_REGULAR", "/usr/share/fonts/truetype/nanum/NanumGothic.ttf")
NANUM_BOLD = os.environ.get(
    "NANUM_BOLD", "/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf")

# The em the built-in table is expressed in (SF's and DejaVu's units per em).
TABLE_UPEM = 2048

# Ranges measured with DejaVu Sans Condensed, character by character.
LATIN_RANGES = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x25A0, 0x25FF, "Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
]

# Ranges measured with NanumGothic; run-length encoded. A character the font does not map
# takes the range's most common advance, or the advance of U+AC00 when the font maps none
# of the range (these scripts are set on a uniform em grid).
CJK_RANGES = [
    (0x1100, 0x11FF, "Hangul Jamo"),
    (0x3000, 0x303F, "CJK Symbols and Punctuation"),
    (0x3040, 0x309F, "Hiragana"),
    (0x30A0, 0x30FF, "Katakana"),
    (0x3130, 0x318F, "Hangul Compatibility Jamo"),
    (0x3200, 0x32FF, "Enclosed CJK Letters and Months"),
    (0x3400, 0x4DBF, "CJK Unified Ideographs Extension A"),
    (0x4E00, 0x9FFF, "CJK Unified Ideographs"),
    (0xA960, 0xA97F, "Hangul Jamo Extended-A"),
    (0xAC00, 0xD7A3, "Hangul Syllables"),
    (0xD7B0, 0xD7FF, "Hangul Jamo Extended-B"),
    (0xF900, 0xFAFF, "CJK Compatibility Ideographs"),
    (0xFF01, 0xFF60, "Fullwidth Forms"),
    (0xFFE0, 0xFFE6, "Fullwidth Signs"),
]

# Characters that take no space whatever the font says (the soft hyphen is drawn only
# at a break, which the layout does not hyphenate).
ZERO_WIDTH = {0x00AD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x2061, 0x2062,
              0x2063, 0x2064}

MISSING = 0xFFFF


class Font:
    """The few TrueType tables the table needs: head, hhea, maxp, hmtx, cmap."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as f:
            self.data = f.read()
        d = self.data
        num_tables = struct.unpack(">H", d[4:6])[0]
        self.tables = {}
        for i in range(num_tables):
            tag, _, off, length = struct.unpack(">4sIII", d[12 + 16 * i:28 + 16 * i])
            self.tables[tag.decode("latin-1")] = (off, length)
        head = self.tables["head"][0]
        self.upem = struct.unpack(">H", d[head + 18:head + 20])[0]
        hhea = self.tables["hhea"][0]
        self.ascender, self.descender, self.line_gap = struct.unpack(">hhh", d[hhea + 4:hhea + 10])
        num_h = struct.unpack(">H", d[hhea + 34:hhea + 36])[0]
        maxp = self.tables["maxp"][0]
        num_glyphs = struct.unpack(">H", d[maxp + 4:maxp + 6])[0]
        hmtx = self.tables["hmtx"][0]
        adv = [struct.unpack(">H", d[hmtx + 4 * i:hmtx + 4 * i + 2])[0] for i in range(num_h)]
        self.advances = adv + [adv[-1]] * (num_glyphs - num_h)
        self.cmap = self._read_cmap()

    def _read_cmap(self):
        d = self.data
        base = self.tables["cmap"][0]
        count = struct.unpack(">H", d[base + 2:base + 4])[0]
        subtables = {}
        for i in range(count):
            pid, eid, off = struct.unpack(">HHI", d[base + 4 + 8 * i:base + 12 + 8 * i])
            fmt = struct.unpack(">H", d[base + off:base + off + 2])[0]
            subtables[(pid, eid, fmt)] = base + off
        for key in [(3, 10, 12), (0, 6, 12), (0, 4, 12), (3, 1, 4), (0, 3, 4)]:
            if key in subtables:
                off = subtables[key]
                return self._format12(off) if key[2] == 12 else self._format4(off)
        raise SystemExit(f"{self.path}: no Unicode cmap subtable in format 4 or 12")

    def _format4(self, off):
        d = self.data
        seg = struct.unpack(">H", d[off + 6:off + 8])[0] // 2
        ends = off + 14
        starts = ends + 2 * seg + 2
        deltas = starts + 2 * seg
        range_offsets = deltas + 2 * seg
        mapping = {}
        for i in range(seg):
            end, start, delta, ro = (struct.unpack(">H", d[a + 2 * i:a + 2 * i + 2])[0]
                                     for a in (ends, starts, deltas, range_offsets))
            for c in range(start, end + 1):
                if c == 0xFFFF:
                    continue
                if ro == 0:
                    glyph = (c + delta) & 0xFFFF
                else:
                    at = range_offsets + 2 * i + ro + 2 * (c - start)
                    glyph = struct.unpack(">H", d[at:at + 2])[0]
                    if glyph:
                        glyph = (glyph + delta) & 0xFFFF
                if glyph:
                    mapping[c] = glyph
        return mapping

    def _format12(self, off):
        d = self.data
        groups = struct.unpack(">I", d[off + 12:off + 16])[0]
        mapping = {}
        for i in range(groups):
            start, end, glyph = struct.unpack(">III", d[off + 16 + 12 * i:off + 28 + 12 * i])
            for c in range(start, end + 1):
                mapping[c] = glyph + (c - start)
        return mapping

    def advance(self, scalar):
        """The advance in font units, or None when the font does not map the scalar."""
        glyph = self.cmap.get(scalar)
        if glyph is None or glyph >= len(self.advances):
            return None
        return self.advances[glyph]


def latin_row(font, first, last):
    row = []
    for c in range(first, last + 1):
        if c in ZERO_WIDTH:
            row.append(0)
            continue
        a = font.advance(c)
        if a is None:
            row.append(MISSING)
        else:
            assert font.upem == TABLE_UPEM, f"{font.path}: units per em {font.upem}"
            row.append(a)
    return row


def cjk_runs(font):
    """Runs (first, last, advance in font units) over CJK_RANGES."""
    runs = []
    syllable = font.advance(0xAC00)
    for first, last, _ in CJK_RANGES:
        values = [font.advance(c) for c in range(first, last + 1)]
        counts = Counter(v for v in values if v is not None).most_common(1)
        dominant = counts[0][0] if counts else syllable
        values = [dominant if v is None else v for v in values]
        start = first
        for i in range(1, len(values) + 1):
            if i == len(values) or values[i] != values[i - 1]:
                runs.append((start, first + i - 1, values[i - 1]))
                start = first + i
    return runs


def hex_lines(row, indent):
    words = ["----" if v == MISSING else f"{v:04x}" for v in row]
    per_line = 16
    return [indent + " ".join(words[i:i + per_line]) for i in range(0, len(words), per_line)]


def average(font, text):
    return round(sum(font.advance(ord(ch)) for ch in text) / len(text))


def main():
    regular = Font(DEJAVU_REGULAR)
    bold = Font(DEJAVU_BOLD)
    nanum = Font(NANUM_REGULAR)
    nanum_bold = Font(NANUM_BOLD)
    lowercase = "abcdefghijklmnopqrstuvwxyz"
    out = []
    w = out.append
    w("// Generated by `python3 Docs/tools/generate_system_font_table.py >")
    w("// Sources/LayoutText/SystemFontTable+Data.swift`; do not edit by hand.")
    w("//")
    w(f"// Latin and symbols: {os.path.basename(DEJAVU_REGULAR)} and "
      f"{os.path.basename(DEJAVU_BOLD)} (hmtx")
    w(f"// advances, {TABLE_UPEM} units per em). Hangul and CJK: {os.path.basename(NANUM_REGULAR)}"
      f" and {os.path.basename(NANUM_BOLD)}")
    w(f"// ({nanum.upem} units per em), scaled to {TABLE_UPEM}. See Docs/Text.md.")
    w("")
    w("extension SystemFontTable {")
    w("  /// The fallback advance of a regular character the table does not cover: the mean")
    w("  /// advance of `a`–`z` in DejaVu Sans Condensed, rounded.")
    w(f"  static let regularFallback: Double = {average(regular, lowercase)}")
    w("")
    w("  /// The fallback advance of a bold character the table does not cover: the mean")
    w("  /// advance of `a`–`z` in DejaVu Sans Condensed Bold, rounded.")
    w(f"  static let boldFallback: Double = {average(bold, lowercase)}")
    w("")
    w("  /// The per-character ranges: DejaVu Sans Condensed advances as 4-digit hex, 16 a")
    w("  /// line, `----` where the font has no glyph.")
    w("  static let latinSources: [LatinSource] = [")
    for first, last, name in LATIN_RANGES:
        w(f"    // {name}")
        w("    LatinSource(")
        w(f"      first: 0x{first:04X}, last: 0x{last:04X},")
        w('      regular: """')
        out.extend(hex_lines(latin_row(regular, first, last), "        "))
        w('        """,')
        w('      bold: """')
        out.extend(hex_lines(latin_row(bold, first, last), "        "))
        w('        """),')
    w("  ]")
    for label, font in (("regular", nanum), ("bold", nanum_bold)):
        w("")
        w(f"  /// The Hangul and CJK runs for {label} text: NanumGothic advances scaled to")
        w(f"  /// {TABLE_UPEM} units per em (the font has {font.upem}).")
        w(f"  static let {label}CJKRuns: [CJKRun] = [")
        for first, last, adv in cjk_runs(font):
            scaled = adv * TABLE_UPEM / font.upem
            w(f"    CJKRun(first: 0x{first:04X}, last: 0x{last:04X}, advance: {scaled!r}),")
        w("  ]")
    w("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
