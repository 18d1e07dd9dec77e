import Foundation

extension Font {
  /// A Dynamic Type text style, as `UIFont.TextStyle`: its size follows the text size a
  /// person chose (``ContentSizeCategory``), by Apple's Dynamic Type table.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name (`UICTFontTextStyleBody`).
    public let rawValue: String

    /// A style by UIKit's name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The largest title (34 points at the default text size).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title (28).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title (22).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title (20).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A heading, semibold (17).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Body text (17).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout (16).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A subheading (15).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// A footnote (13).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption (12).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A smaller caption (11).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point sizes at the twelve text sizes, extra small to the largest accessibility
    /// size (Apple's Human Interface Guidelines, "Dynamic Type sizes", iOS).
    var pointSizes: [CGFloat] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
      }
    }

    /// The weight: semibold for the headline, regular for the rest.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// The system font of a text style at the default text size (large), as UIKit's
  /// `preferredFont(forTextStyle:)` outside a trait environment: body is 17 points.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of a text style at a trait collection's text size (large when nil).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?
  ) -> Font {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    return .systemFont(ofSize: style.pointSizes[index], weight: style.weight)
  }

  /// The size labels use by default, as UIKit's `labelFontSize`: 17.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of system text, as UIKit's `systemFontSize`: 14.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of button titles, as UIKit's `buttonFontSize`: 18.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of small text, as UIKit's `smallSystemFontSize`: 12.
  public static var smallSystemFontSize: CGFloat { 12 }

  /// A font by its PostScript or family name, as `UIFont(name:size:)`. The package has no
  /// font catalogue: every name is measured with the system font's figures (so a layout
  /// with a custom font is close, not exact), bold when the name says Bold, Heavy or Black,
  /// semibold for Semibold or Medium. A size that is not positive gives nil.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize > 0, fontSize.isFinite, !fontName.isEmpty else { return nil }
    let lower = fontName.lowercased()
    let weight: Weight =
      ["bold", "heavy", "black"].contains(where: lower.contains)
      ? .bold : ["semibold", "medium"].contains(where: lower.contains) ? .semibold : .regular
    self = .systemFont(ofSize: fontSize, weight: weight)
  }
}
