import Foundation

/// The font a label's or button's text was measured with, as a renderer needs it to draw
/// the text where it was measured: which family and file gave the advance widths, the
/// size and weight, and the line metrics the baselines were placed with.
///
/// The built-in system font measures Latin and symbols with DejaVu Sans Condensed's
/// advances and Hangul and CJK with NanumGothic's (bold files from semibold up), but places
/// lines with SF's vertical metrics: a renderer drawing with those files should put each
/// line at its ``FittedText/Line/baseline`` rather than derive one from the files' own
/// ascenders. A font loaded from a file measures and places with that file alone.
public struct RenderFont: Sendable, Equatable {
  /// ``Font/fontName``: `System`, `System Bold`, or the file's path.
  public var name: String
  /// The family whose advances measured Latin text: `DejaVu Sans Condensed` for the system
  /// font; nil for a font file (its `name` table is not read).
  public var family: String?
  /// The file whose advances measured the text: DejaVu Sans Condensed (regular or bold) at
  /// its Debian path for the system font, the file's path for a font file.
  public var file: String
  /// The family of the Hangul and CJK advances (`NanumGothic`); nil for a font file.
  public var cjkFamily: String?
  /// The file of the Hangul and CJK advances at its Debian path; nil for a font file.
  public var cjkFile: String?
  /// The size in points.
  public var size: CGFloat
  /// The weight asked for.
  public var weight: Font.Weight
  /// Whether the text was measured with the bold advances (the system font from semibold
  /// up), so is drawn bold.
  public var isBold: Bool
  /// The line height: ascender − descender + line gap.
  public var lineHeight: CGFloat
  /// The baseline's distance below a line's top.
  public var ascender: CGFloat
  /// The bottom of a line below the baseline, negative (UIKit's sign).
  public var descender: CGFloat
  /// The space added between lines.
  public var lineGap: CGFloat
  /// The height of capitals, or nil when the font file does not record it.
  public var capHeight: CGFloat?

  /// The measuring facts of a font.
  public init(_ font: Font) {
    name = font.fontName
    size = font.pointSize
    weight = font.weight
    lineHeight = font.lineHeight
    ascender = font.ascender
    descender = font.descender
    lineGap = font.lineGap
    capHeight = font.capHeight
    switch font.source {
    case .system(let bold):
      typealias Sources = SystemFontTable.Sources
      isBold = bold
      family = Sources.latinFamily
      file = bold ? Sources.latinBoldFile : Sources.latinRegularFile
      cjkFamily = Sources.cjkFamily
      cjkFile = bold ? Sources.cjkBoldFile : Sources.cjkRegularFile
    case .file(let face):
      isBold = false
      family = nil
      file = face.file.name
      cjkFamily = nil
      cjkFile = nil
    }
  }
}
