import Foundation
import LayoutGeometry

/// The text of each line ``FittedText`` draws: a wrapped line as it is, and the last visible
/// line truncated with an ellipsis or clipped as the line break mode says.
struct LineFitter {
  /// The font that measures, the ellipsis too.
  let font: Font
  /// The width lines must fit, in points.
  let width: CGFloat
  /// How the last line is cut.
  let mode: LineBreakMode

  /// A line's drawn text, its width in font units, and whether an ellipsis is in it.
  struct Drawn {
    var text: String
    var units: Double
    var isTruncated: Bool
  }

  /// The ellipsis drawn where text is cut out: U+2026 HORIZONTAL ELLIPSIS, as UIKit draws.
  static let ellipsis: Character = "\u{2026}"

  /// A line as the breaker wrapped it.
  func asWrapped(_ span: LineBreaker.Span, of paragraph: LineBreaker.Paragraph) -> Drawn {
    Drawn(
      text: String(paragraph.characters[span.start..<span.end]), units: span.units,
      isTruncated: false)
  }

  /// The last visible line, which starts at `span`: as wrapped for the wrapping modes; the
  /// rest of the paragraph for clipping; for the truncating modes the rest of the paragraph,
  /// cut to fit with an ellipsis when it is too wide or when `textFollows` (paragraphs after
  /// it are not drawn).
  func lastLine(
    _ span: LineBreaker.Span, of paragraph: LineBreaker.Paragraph, textFollows: Bool
  ) -> Drawn {
    if mode == .byWordWrapping || mode == .byCharWrapping {
      return asWrapped(span, of: paragraph)
    }
    let characters = paragraph.characters
    let advances = paragraph.advances
    // The rest of the paragraph, without the spaces that would hang at its end.
    var end = characters.count
    while end > span.start, TextScalar.isBreakingSpace(characters[end - 1]) { end -= 1 }
    let rest = span.start..<end
    var restUnits: Double = 0
    for index in rest { restUnits += advances[index] }
    let overflows = !fits(restUnits)
    if mode == .byClipping || !(overflows || textFollows) {
      return Drawn(text: String(characters[rest]), units: restUnits, isTruncated: false)
    }
    let ellipsis = font.advanceUnits(of: Self.ellipsis)
    guard fits(ellipsis) else {
      return Drawn(text: String(Self.ellipsis), units: ellipsis, isTruncated: true)
    }
    // Text dropped after a line that fits is missing at its end, whatever the mode.
    switch overflows ? mode : .byTruncatingTail {
    case .byTruncatingHead: return head(of: rest, characters, advances, ellipsis: ellipsis)
    case .byTruncatingMiddle: return middle(of: rest, characters, advances, ellipsis: ellipsis)
    default: return tail(of: rest, characters, advances, ellipsis: ellipsis)
    }
  }

  /// The longest start of `rest` that fits with the ellipsis after it.
  private func tail(
    of rest: Range<Int>, _ characters: [Character], _ advances: [Double], ellipsis: Double
  ) -> Drawn {
    var units: Double = 0
    var end = rest.lowerBound
    while end < rest.upperBound, fits(units + advances[end] + ellipsis) {
      units += advances[end]
      end += 1
    }
    var text = String(characters[rest.lowerBound..<end])
    text.append(Self.ellipsis)
    return Drawn(text: text, units: units + ellipsis, isTruncated: true)
  }

  /// The ellipsis, then the longest end of `rest` that fits after it.
  private func head(
    of rest: Range<Int>, _ characters: [Character], _ advances: [Double], ellipsis: Double
  ) -> Drawn {
    var units: Double = 0
    var start = rest.upperBound
    while start > rest.lowerBound, fits(ellipsis + units + advances[start - 1]) {
      units += advances[start - 1]
      start -= 1
    }
    let text = String(Self.ellipsis) + String(characters[start..<rest.upperBound])
    return Drawn(text: text, units: ellipsis + units, isTruncated: true)
  }

  /// The longest start of `rest` that takes at most half the width left beside the
  /// ellipsis, the ellipsis, then the longest end of `rest` that fits what remains.
  private func middle(
    of rest: Range<Int>, _ characters: [Character], _ advances: [Double], ellipsis: Double
  ) -> Drawn {
    var headUnits: Double = 0
    var headEnd = rest.lowerBound
    while headEnd < rest.upperBound, fits(2 * (headUnits + advances[headEnd]) + ellipsis) {
      headUnits += advances[headEnd]
      headEnd += 1
    }
    var tailUnits: Double = 0
    var tailStart = rest.upperBound
    while tailStart > headEnd, fits(headUnits + ellipsis + tailUnits + advances[tailStart - 1]) {
      tailUnits += advances[tailStart - 1]
      tailStart -= 1
    }
    var text = String(characters[rest.lowerBound..<headEnd])
    text.append(Self.ellipsis)
    text += String(characters[tailStart..<rest.upperBound])
    return Drawn(text: text, units: headUnits + ellipsis + tailUnits, isTruncated: true)
  }

  /// Whether `units` font units fit the width (within 10⁻⁶ pt).
  private func fits(_ units: Double) -> Bool {
    font.points(units) <= width + PixelGrid.tolerance
  }
}
