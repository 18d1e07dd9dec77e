import Foundation
import LayoutGeometry

/// The lines a string breaks into in a font, and the size they take: what a label's
/// intrinsic content size is made of.
///
/// ```swift
/// let font = UIFont.systemFont(ofSize: 17)
/// let layout = try TextLayout("This is a test string", font: font, maxWidth: 100)
/// layout.lines.map(\.text)          // ["This is a test", "string"]
/// layout.size                       // (96.77880859375, 40.57421875)
/// layout.size(roundedToScale: 3)    // (97.0, 40.666…)
/// ```
///
/// Lines break at spaces and between any two Hangul/CJK characters, inside a word only
/// when the word alone is wider than `maxWidth`; `\n` starts a new line. See
/// `Docs/Text.md` for the rules.
public struct TextLayout: Sendable, Equatable {
  /// One laid-out line.
  public struct Line: Sendable, Equatable {
    /// The line's text, without the spaces hanging at its end.
    public var text: String
    /// The line's width in points: its advances, without hanging spaces.
    public var width: CGFloat

    /// A line with `text` and `width`.
    public init(text: String, width: CGFloat) {
      self.text = text
      self.width = width
    }
  }

  /// The lines kept, top to bottom.
  public let lines: [Line]
  /// Whether `numberOfLines` cut lines off (the last kept line is where a label would put
  /// its ellipsis).
  public let isTruncated: Bool
  /// The height of one line (the font's ``Font/lineHeight``).
  public let lineHeight: CGFloat
  /// The font's ascender: the first baseline's distance from the top.
  public let ascender: CGFloat

  /// Lays out `text` in `font`.
  ///
  /// - Parameters:
  ///   - text: The string; `\n` (and the other newlines) start a new line.
  ///   - font: The font to measure with.
  ///   - maxWidth: The widest a line may be, in points; `nil` for no limit.
  ///   - numberOfLines: The most lines to keep; 0 for no limit, as `UILabel`.
  ///   - lineBreakMode: Where lines may break: ``LineBreakMode/byCharWrapping`` between any
  ///     two characters, every other mode at spaces (truncation is drawing's business: see
  ///     ``FittedText``).
  /// - Throws: ``TextLayoutError`` when `maxWidth` is negative or NaN, `numberOfLines` is
  ///   negative, or the font's size is negative or not finite.
  public init(
    _ text: String, font: Font, maxWidth: CGFloat? = nil, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) throws(TextLayoutError) {
    guard font.pointSize.isFinite, font.pointSize >= 0 else {
      throw .invalidFontSize(font.pointSize)
    }
    if let maxWidth, maxWidth.isNaN || maxWidth < 0 { throw .invalidMaxWidth(maxWidth) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    var breaker = LineBreaker(
      font: font, maxWidth: maxWidth, breaksAtCharacters: lineBreakMode.breaksAtCharacters)
    let all = breaker.lines(of: text)
    if numberOfLines > 0, all.count > numberOfLines {
      lines = Array(all.prefix(numberOfLines))
      isTruncated = true
    } else {
      lines = all
      isTruncated = false
    }
    lineHeight = font.lineHeight
    ascender = font.ascender
  }

  /// The size the lines take, unrounded: the widest line by lines × line height.
  public var size: CGSize {
    let width = lines.reduce(0) { Swift.max($0, $1.width) }
    return CGSize(width: width, height: CGFloat(lines.count) * lineHeight)
  }

  /// ``size`` rounded up to the pixel grid of a screen with `scale` pixels per point, as
  /// UIKit rounds intrinsic content sizes (see ``pixelCeil(_:scale:)``).
  public func size(roundedToScale scale: CGFloat) -> CGSize {
    let size = size
    return CGSize(
      width: Self.pixelCeil(size.width, scale: scale),
      height: Self.pixelCeil(size.height, scale: scale))
  }

  /// The first line's baseline, from the top: the ascender.
  public var firstBaseline: CGFloat { ascender }

  /// The last line's baseline, from the top: (lines − 1) × line height + ascender.
  public var lastBaseline: CGFloat {
    CGFloat(Swift.max(lines.count - 1, 0)) * lineHeight + ascender
  }

  /// `value` rounded up to a multiple of `1 / scale`, snapping values within 10⁻⁶ pixel of
  /// a boundary to it: at 2x, 29.000000001 gives 29 and 20.287 gives 20.5.
  ///
  /// The same rounding as ``PixelGrid/ceil(_:)`` (a screen's `pixelCeil`): a scale that
  /// is not positive and finite counts as 1; values that are not finite are returned
  /// unchanged.
  public static func pixelCeil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    PixelGrid(scale: scale).ceil(value)
  }
}
