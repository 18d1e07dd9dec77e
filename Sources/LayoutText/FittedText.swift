import Foundation
import LayoutGeometry

/// Text as a label draws it in a size: wrapped at the width, cut to the lines that the line
/// limit and the height allow, the last visible line truncated or clipped by the line break
/// mode, and every line placed by the alignment.
///
/// ```swift
/// let font = UIFont.systemFont(ofSize: 17)
/// let fitted = try FittedText("Hello World", font: font, size: CGSize(width: 60, height: 21))
/// fitted.lines[0].text         // "Hello …": the tail replaced by U+2026
/// fitted.lines[0].isTruncated  // true
/// fitted.lines[0].rect         // (0, 0.356…, 58.93…, 20.287…): its width fits the 60 points
/// fitted.lines[0].baseline     // 16.54…: an ascender below the line's top
/// ```
///
/// This is what ``Label/fittedText`` gives for a label's bounds and what renderers draw; the
/// label's intrinsic size stays its whole text's (``TextLayout``), as in UIKit. The rules:
///
/// - With `numberOfLines` 1 nothing wraps: the first paragraph is the line. Otherwise lines
///   wrap at the width, at spaces (between any two characters for
///   ``LineBreakMode/byCharWrapping``).
/// - Lines are kept while both the limit (`numberOfLines`, 0 for none) and the height allow
///   (at least one line is kept, however short the height); the rest are dropped.
/// - The last kept line is where text can go missing. The truncating modes lay out the rest
///   of its paragraph on that one line and, when it is wider than the width or text after
///   it was dropped, replace what does not fit with "…" (measured with the font's own
///   advance, so the drawn line fits); ``LineBreakMode/byClipping`` draws the rest of the
///   paragraph, wider than the width, for the label to clip; the wrapping modes keep the
///   line as wrapped.
/// - The block of lines is centred vertically; each line sits at the left, middle or right
///   by the alignment (``TextAlignment/natural`` and ``TextAlignment/justified`` follow the
///   layout direction). A line wider than the width starts at the left edge.
///
/// See `Docs/Text.md` for where this follows UIKit and where it chooses.
public struct FittedText: Sendable, Equatable {
  /// One line as drawn.
  public struct Line: Sendable, Equatable {
    /// The text drawn, with "…" (U+2026) where text was cut out.
    public var text: String
    /// The line's box in the label's coordinates: its x by the alignment, its y a line
    /// height below the one before, its width the drawn text's advances and its height the
    /// font's line height.
    public var rect: CGRect
    /// The baseline's y in the label's coordinates: an ascender below the line's top.
    public var baseline: CGFloat
    /// Whether an ellipsis replaced part of the text on this line.
    public var isTruncated: Bool

    /// A line with its text, box, baseline and truncation flag.
    public init(text: String, rect: CGRect, baseline: CGFloat, isTruncated: Bool) {
      self.text = text
      self.rect = rect
      self.baseline = baseline
      self.isTruncated = isTruncated
    }
  }

  /// The lines drawn, top to bottom; none for empty text.
  public let lines: [Line]
  /// The size the text was fitted into (a label's bounds size).
  public let size: CGSize
  /// The mode the lines were broken and truncated with.
  public let lineBreakMode: LineBreakMode
  /// Where the lines sit: ``TextAlignment/left``, ``TextAlignment/center`` or
  /// ``TextAlignment/right`` (natural and justified resolved by the layout direction).
  public let alignment: TextAlignment
  /// Whether some of the text is not drawn: lines were dropped, an ellipsis replaced text,
  /// or a line is wider than the width and is clipped.
  public let isTruncated: Bool

  /// Fits `text` in `font` into `size`.
  ///
  /// - Parameters:
  ///   - text: The string; newlines start paragraphs.
  ///   - font: The font that measures the text and the ellipsis.
  ///   - size: The box to fit into: a label's bounds size.
  ///   - numberOfLines: The most lines drawn; 0 for as many as the height allows, as
  ///     `UILabel`.
  ///   - lineBreakMode: How lines wrap, and how the last one is truncated or clipped.
  ///   - alignment: How lines sit horizontally.
  ///   - layoutDirection: The direction that ``TextAlignment/natural`` follows.
  /// - Throws: ``TextLayoutError`` when a side of `size` is negative or not finite,
  ///   `numberOfLines` is negative, or the font's size is negative or not finite.
  public init(
    _ text: String, font: Font, size: CGSize, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .natural,
    layoutDirection: LayoutDirection = .leftToRight
  ) throws(TextLayoutError) {
    guard font.pointSize.isFinite, font.pointSize >= 0 else {
      throw .invalidFontSize(font.pointSize)
    }
    guard size.width.isFinite, size.width >= 0, size.height.isFinite, size.height >= 0 else {
      throw .invalidSize(size)
    }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    self.size = size
    self.lineBreakMode = lineBreakMode
    self.alignment = Self.resolved(alignment, layoutDirection)
    var breaker = LineBreaker(
      font: font, maxWidth: numberOfLines == 1 ? nil : size.width,
      breaksAtCharacters: lineBreakMode.breaksAtCharacters)
    let paragraphs = breaker.paragraphs(of: text)
    var all: [(paragraph: Int, span: LineBreaker.Span)] = []
    for (index, paragraph) in paragraphs.enumerated() {
      for span in paragraph.lines { all.append((index, span)) }
    }
    let count = Self.visibleLineCount(
      of: all.count, numberOfLines: numberOfLines, height: size.height,
      lineHeight: font.lineHeight)
    guard count > 0 else {
      lines = []
      isTruncated = false
      return
    }
    let fitter = LineFitter(font: font, width: size.width, mode: lineBreakMode)
    var drawn: [LineFitter.Drawn] = []
    for (paragraph, span) in all.prefix(count - 1) {
      drawn.append(fitter.asWrapped(span, of: paragraphs[paragraph]))
    }
    let last = all[count - 1]
    let dropped = count < all.count
    drawn.append(
      fitter.lastLine(
        last.span, of: paragraphs[last.paragraph],
        textFollows: dropped && last.paragraph < paragraphs.count - 1))
    lines = Self.placed(drawn, in: size, font: font, alignment: self.alignment)
    isTruncated =
      dropped
      || lines.contains { $0.isTruncated || $0.rect.width > size.width + PixelGrid.tolerance }
  }

  /// Natural and justified as left or right by direction; the others as they are.
  static func resolved(_ alignment: TextAlignment, _ direction: LayoutDirection)
    -> TextAlignment
  {
    switch alignment {
    case .natural, .justified: direction == .rightToLeft ? .right : .left
    case .left, .center, .right: alignment
    }
  }

  /// How many of `total` lines are drawn: at most `numberOfLines` (0: no limit) and at most
  /// as many as fit `height` (within 10⁻⁶ pt), but at least one when there are any.
  static func visibleLineCount(
    of total: Int, numberOfLines: Int, height: CGFloat, lineHeight: CGFloat
  ) -> Int {
    var limit = numberOfLines > 0 ? min(numberOfLines, total) : total
    if lineHeight > 0 {
      let rows = (height + PixelGrid.tolerance) / lineHeight
      if rows < CGFloat(limit) { limit = Swift.max(Int(rows), 1) }
    }
    return Swift.min(limit, total)
  }

  /// The drawn lines placed in `size`: the block centred vertically, each line by the
  /// alignment (a line wider than the width at x = 0).
  private static func placed(
    _ drawn: [LineFitter.Drawn], in size: CGSize, font: Font, alignment: TextAlignment
  ) -> [Line] {
    let lineHeight = font.lineHeight
    let top = (size.height - CGFloat(drawn.count) * lineHeight) / 2
    let factor: CGFloat =
      switch alignment {
      case .center: 0.5
      case .right: 1
      default: 0
      }
    return drawn.enumerated().map { index, line in
      let width = font.points(line.units)
      let x = factor == 0 ? 0 : Swift.max((size.width - width) * factor, 0)
      let y = top + CGFloat(index) * lineHeight
      return Line(
        text: line.text, rect: CGRect(x: x, y: y, width: width, height: lineHeight),
        baseline: top + font.ascender + CGFloat(index) * lineHeight,
        isTruncated: line.isTruncated)
    }
  }
}
