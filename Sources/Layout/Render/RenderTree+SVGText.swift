import Foundation

/// The pieces of SVG markup the renderer writes: numbers, colours, transforms, escaped text
/// and a label's lines.
enum SVGText {
  /// The font family of label text: the system font on Apple platforms, DejaVu Sans
  /// Condensed (whose widths the package measures with on Linux) elsewhere.
  static let fontFamily = "-apple-system, 'SF Pro Text', 'DejaVu Sans Condensed', sans-serif"

  /// A number in the package's one number format.
  static func number(_ value: CGFloat) -> String { NumberFormat.string(Double(value)) }

  /// ` fill="#RRGGBB"`, with ` fill-opacity` when the colour is translucent (SVG 1.1 has no
  /// `#RRGGBBAA`).
  static func fill(_ color: Color) -> String {
    var out = " fill=\"" + String(color.hexString.prefix(7)) + "\""
    if color.alpha < 1 { out += " fill-opacity=\"" + NumberFormat.string(color.alpha) + "\"" }
    return out
  }

  /// `matrix(a b c d tx ty)`.
  static func matrix(_ t: CGAffineTransform) -> String {
    "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + ")"
  }

  /// Text escaped for XML character data and double-quoted attribute values: `&`, `<`, `>`
  /// and `"` as entities, tab, line feed and carriage return as character references, and characters
  /// XML 1.0 forbids (other control characters, U+FFFE, U+FFFF) as U+FFFD.
  static func escape(_ text: String) -> String {
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

  /// One `<text>` element per non-empty line, in the view's own coordinates: the block of
  /// lines is centred vertically in the view as `UILabel` draws it, the first baseline an
  /// ascender below the block's top and each next one a line height lower; horizontally the
  /// lines start at 0, centre on the middle or end at the right edge by alignment (natural and
  /// justified as left, left-to-right text).
  ///
  /// `box` is the rectangle of the view's coordinates the lines are laid out in: its
  /// bounds for a label, the title frame for a button.
  static func lines(of text: RenderText, in box: CGRect) -> [String] {
    let top = box.minY + (box.height - CGFloat(text.lines.count) * text.lineHeight) / 2
    let anchor: String
    let x: CGFloat
    switch text.alignment {
    case .center: (anchor, x) = ("middle", box.minX + box.width / 2)
    case .right: (anchor, x) = ("end", box.minX + box.width)
    case .natural, .left, .justified: (anchor, x) = ("start", box.minX)
    }
    var style = " font-family=\"" + fontFamily + "\""
    style += " font-size=\"\(number(text.fontSize))\""
    if text.isBold { style += " font-weight=\"bold\"" }
    style += fill(text.color) + " text-anchor=\"\(anchor)\" xml:space=\"preserve\""
    return text.lines.enumerated().compactMap { index, line in
      guard !line.isEmpty else { return nil }
      let y = top + text.ascender + CGFloat(index) * text.lineHeight
      return "<text x=\"\(number(x))\" y=\"\(number(y))\"" + style + ">" + escape(line)
        + "</text>"
    }
  }
}
