import Foundation

extension RenderTree {
  /// A label's or button's text: the string, colour, font, alignments, line breaking,
  /// whether any is cut, the box it is laid out in and each line drawn, all in the view's
  /// drawing space (its top-left corner at (0, 0)).
  static func textJSON(_ text: RenderText) -> String {
    // A button's lines are in its title label, which sits at the title frame.
    let box = text.frame ?? CGRect(origin: .zero, size: text.fitted.size)
    var out = JSONObjectWriter()
    out.add("string", text.text)
    out.add("color", text.color.hexNotation)
    out.add("font", json: fontJSON(RenderFont(text.font)))
    out.add("alignment", alignment(text.alignment))
    out.add("drawnAlignment", alignment(text.drawnAlignment))
    out.add("lineBreakMode", text.lineBreakMode.name)
    out.add("numberOfLines", text.numberOfLines)
    out.add("truncated", text.fitted.isTruncated)
    out.add("frame", json: rect(box))
    out.add("lines", array: text.fitted.lines.map { lineJSON($0, in: box) })
    return out.text
  }

  /// A drawn line: its text, its box and baseline moved by the text box's origin, whether
  /// an ellipsis replaced text on it.
  private static func lineJSON(_ line: FittedText.Line, in box: CGRect) -> String {
    var out = JSONObjectWriter()
    out.add("text", line.text)
    out.add("rect", json: rect(line.rect.offsetBy(dx: box.minX, dy: box.minY)))
    out.add("baseline", line.baseline + box.minY)
    out.add("truncated", line.isTruncated)
    return out.text
  }

  /// The font the text was measured with (see ``RenderFont``).
  static func fontJSON(_ font: RenderFont) -> String {
    var out = JSONObjectWriter()
    out.add("name", font.name)
    out.add("family", font.family)
    out.add("file", font.file)
    out.add("cjkFamily", font.cjkFamily)
    out.add("cjkFile", font.cjkFile)
    out.add("size", font.size)
    out.add("weight", json: weightJSON(font.weight))
    out.add("bold", font.isBold)
    out.add("lineHeight", font.lineHeight)
    out.add("ascender", font.ascender)
    out.add("descender", font.descender)
    out.add("lineGap", font.lineGap)
    out.add("capHeight", font.capHeight)
    return out.text
  }

  /// A weight by UIKit's name (`"regular"`, `"semibold"`, …), or its number.
  static func weightJSON(_ weight: Font.Weight) -> String {
    let names: [(Font.Weight, String)] = [
      (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
      (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"),
      (.black, "black"),
    ]
    if let name = names.first(where: { $0.0 == weight })?.1 { return JSONText.quoted(name) }
    return JSONObjectWriter.number(weight.rawValue)
  }
}
