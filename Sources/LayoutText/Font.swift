import Foundation

/// UIKit's name for ``Font``, so label code reads the same as on iOS.
public typealias UIFont = Font

/// A font at a size: the built-in system font or a font file, with its line metrics and
/// the advance widths labels are measured with.
///
/// The system font has SF's vertical metrics (ascender 1950, descender −494, line gap 0
/// over 2048 units per em) and advance widths that track SF's: DejaVu Sans Condensed for
/// Latin and symbols, NanumGothic for Hangul and CJK (see `Docs/Text.md`). A font file
/// measures with its own `hhea` and `hmtx` figures.
///
/// ```swift
/// let font = UIFont.systemFont(ofSize: 17)
/// font.lineHeight              // 20.287109375
/// font.width(of: "Hello")      // 38.77294921875
/// let nanum = try Font.load(path: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", size: 15)
/// nanum.width(of: "토스트")      // 42.3 (3 × 940/1000 em)
/// ```
public struct Font: Sendable, Hashable {
  /// Where a font's figures come from.
  package enum Source: Sendable, Hashable {
    /// The built-in table, regular or bold advances.
    case system(bold: Bool)
    /// A parsed font file.
    case file(FontFace)
  }

  /// The size in points (the em).
  public let pointSize: CGFloat
  /// The weight asked for. The system font draws weights from ``Weight/semibold`` up with
  /// its bold advances; a font file has the weight of its file.
  public let weight: Weight
  /// Where the figures come from.
  package let source: Source

  /// The built-in system font at `size` points.
  ///
  /// Weights below ``Weight/semibold`` measure with the regular advances, the rest with the
  /// bold ones; the vertical metrics are the same for all weights.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(pointSize: size, weight: weight, source: .system(bold: weight >= .semibold))
  }

  /// The built-in system font at `size` points, bold.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    systemFont(ofSize: size, weight: .bold)
  }

  /// The font in the TrueType/OpenType file at `path`, at `size` points.
  ///
  /// The parsed file is held by the font and shared with every font made from it by
  /// ``withSize(_:)``; pass a ``FontLibrary`` to parse each path only once across loads.
  ///
  /// - Throws: ``FontFileError`` naming `path` when it cannot be read or is not a
  ///   well-formed font.
  public static func load(path: String, size: CGFloat, library: FontLibrary? = nil)
    throws(FontFileError) -> Font
  {
    let face: FontFace
    if let library {
      face = try library.face(path: path)
    } else {
      face = FontFace(file: try FontFile(path: path))
    }
    return Font(pointSize: size, weight: .regular, source: .file(face))
  }

  /// The font of a parsed file at `size` points.
  public init(file: FontFile, size: CGFloat) {
    self.init(pointSize: size, weight: .regular, source: .file(FontFace(file: file)))
  }

  init(pointSize: CGFloat, weight: Weight, source: Source) {
    self.pointSize = pointSize
    self.weight = weight
    self.source = source
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(pointSize: size, weight: weight, source: source)
  }

  /// `"System"` or `"System Bold"` for the system font; the file's path otherwise.
  public var fontName: String {
    switch source {
    case .system(let bold): bold ? "System Bold" : "System"
    case .file(let face): face.file.name
    }
  }

  /// The parsed file of a font loaded from a file, `nil` for the system font.
  public var file: FontFile? {
    if case .file(let face) = source { return face.file }
    return nil
  }

  // MARK: Metrics

  /// Font units per em.
  var unitsPerEm: Double {
    switch source {
    case .system: SystemFontTable.unitsPerEm
    case .file(let face): Double(face.file.unitsPerEm)
    }
  }

  /// Points per font unit at this size.
  private var scale: CGFloat { pointSize / CGFloat(unitsPerEm) }

  /// Distance from the baseline to the top of a line, in points.
  public var ascender: CGFloat {
    switch source {
    case .system: CGFloat(SystemFontTable.ascender) * scale
    case .file(let face): CGFloat(face.file.ascender) * scale
    }
  }

  /// Distance from the baseline to the bottom of a line, in points; negative, as in UIKit.
  public var descender: CGFloat {
    switch source {
    case .system: CGFloat(SystemFontTable.descender) * scale
    case .file(let face): CGFloat(face.file.descender) * scale
    }
  }

  /// Extra space between lines, in points (UIKit's `leading`; 0 for the system font).
  public var lineGap: CGFloat {
    switch source {
    case .system: CGFloat(SystemFontTable.lineGap) * scale
    case .file(let face): CGFloat(face.file.lineGap) * scale
    }
  }

  /// The height of one line: ascender − descender + line gap, in points.
  ///
  /// For the system font: 15.514 at 13 pt, 19.094 at 16 pt, 20.287109375 at 17 pt.
  public var lineHeight: CGFloat { ascender - descender + lineGap }

  /// The height of capital letters in points, or `nil` for a font file that does not
  /// record it (`OS/2` before version 2).
  public var capHeight: CGFloat? {
    switch source {
    case .system: CGFloat(SystemFontTable.capHeight) * scale
    case .file(let face): face.file.capHeight.map { CGFloat($0) * scale }
    }
  }

  // MARK: Widths

  /// The advance width of `scalar` in points; 0 for zero-width characters (controls,
  /// format characters, combining marks).
  public func advance(of scalar: Unicode.Scalar) -> CGFloat {
    CGFloat(advanceUnits(of: scalar)) * scale
  }

  /// The width of `text` on one line in points: the sum of its advances, no kerning.
  ///
  /// Line breaks are not interpreted here; ``TextLayout`` splits lines.
  public func width(of text: some StringProtocol) -> CGFloat {
    var units: Double = 0
    for scalar in text.unicodeScalars { units += advanceUnits(of: scalar) }
    return points(units)
  }

  /// The advance of `scalar` in font units.
  func advanceUnits(of scalar: Unicode.Scalar) -> Double {
    if TextScalar.isZeroWidth(scalar) { return 0 }
    switch source {
    case .system(let bold): return SystemFontTable.advance(of: scalar, bold: bold)
    case .file(let face): return Double(face.file.advance(for: scalar))
    }
  }

  /// The advance of `character` in font units: the sum over its scalars.
  func advanceUnits(of character: Character) -> Double {
    var units: Double = 0
    for scalar in character.unicodeScalars { units += advanceUnits(of: scalar) }
    return units
  }

  /// Font units converted to points at this size.
  func points(_ units: Double) -> CGFloat {
    CGFloat(units) * pointSize / CGFloat(unitsPerEm)
  }
}
