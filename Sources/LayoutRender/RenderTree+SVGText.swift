import Foundation

/// The pieces of SVG markup the renderer writes: numbers, colours, transforms, escaped text
/// and a label's lines.
package enum SVGText {
  /// The font family of label text: the system font on Apple platforms, DejaVu Sans
  /// Condensed (whose widths the package measures with on Linux) elsewhere.
  static let fontFamily = "-apple-system, 'SF Pro Text', 'DejaVu Sans Condensed', sans-serif"

  /// A number in the package's one number format, rounded to 10⁻⁹ as the JSON's.
  package static func number(_ value: CGFloat) -> String {
    NumberFormat.roundedString(Double(value))
  }

  /// ` fill="#RRGGBB"`, with ` fill-opacity` when the colour is translucent (SVG 1.1 has no
  /// `#RRGGBBAA`).
  static func fill(_ color: Color) -> String {
    var out = " fill=\"" + String(color.hexNotation.prefix(7)) + "\""
    if color.alpha < 1 { out += " fill-opacity=\"" + number(color.alpha) + "\"" }
    return out
  }

  /// `matrix(a b c d tx ty)`.
  static func matrix(_ t: CGAffineTransform) -> String {
    "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"
  }

  /// Text escaped for XML character data and double-quoted attribute values: `&`, `<`, `>`
  /// and `"` as entities, tab, line feed and carriage return as character references, and characters
  /// XML 1.0 forbids (other control characters, U+FFFE, U+FFFF) as U+FFFD.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// One `<text>` element per non-empty line of ``RenderText/fitted``, in the view's own
  /// coordinates, at the line's baseline (the block of lines centred vertically as
  /// `UILabel` draws it). `box` is where the lines are laid out: the bounds for a label,
  /// the title frame for a button. A line that fits the box's width is anchored by the
  /// drawn alignment (``RenderText/drawnAlignment``): at its left (`start`), middle
  /// (`middle`) or right edge (`end`), so a renderer whose font measures a little
  /// differently still centres or right-aligns it; a wider line starts at its own x. When a
  /// line runs past the box (a clipped line, or one line in a label shorter than it), the
  /// elements sit in an `<svg>` viewport of the box that clips them, as a label's drawing is
  /// clipped to its bounds.
  static func lines(of text: RenderText, in box: CGRect) -> [String] {
    let fitted = text.fitted
    let width = box.width
    let height = box.height
    var style = " font-family=\"" + fontFamily + "\""
    style += " font-size=\"\(number(text.fontSize))\""
    if text.isBold { style += " font-weight=\"bold\"" }
    style += fill(text.color)
    let tolerance = PixelGrid.tolerance
    var clips = false
    var placed: [(x: CGFloat, y: CGFloat, anchor: String, text: String)] = []
    for line in fitted.lines {
      let r = line.rect
      if r.minX < -tolerance || r.maxX > width + tolerance || r.minY < -tolerance
        || r.maxY > height + tolerance
      {
        clips = true
      }
      guard !line.text.isEmpty else { continue }
      let anchor: String
      let x: CGFloat
      if r.width > width + tolerance {
        (anchor, x) = ("start", r.minX)
      } else {
        switch text.drawnAlignment {
        case .center: (anchor, x) = ("middle", width / 2)
        case .right: (anchor, x) = ("end", width)
        default: (anchor, x) = ("start", 0)
        }
      }
      placed.append((x, line.baseline, anchor, line.text))
    }
    // Inside a viewport the box's origin is the viewport's; outside, it is added.
    let (dx, dy) = clips ? (CGFloat(0), CGFloat(0)) : (box.minX, box.minY)
    let out = placed.map { item in
      "<text x=\"\(number(item.x + dx))\" y=\"\(number(item.y + dy))\"" + style
        + " text-anchor=\"\(item.anchor)\" xml:space=\"preserve\">" + escape(item.text)
        + "</text>"
    }
    guard clips, !out.isEmpty else { return out }
    var viewport = "<svg"
    if box.minX != 0 || box.minY != 0 {
      viewport += " x=\"\(number(box.minX))\" y=\"\(number(box.minY))\""
    }
    viewport += " width=\"\(number(width))\" height=\"\(number(height))\" overflow=\"hidden\">"
    return [viewport] + out.map { "  " + $0 } + ["</svg>"]
  }
}
