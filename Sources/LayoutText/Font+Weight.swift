import Foundation

extension Font {
  /// A font weight, with UIKit's names and raw values (−0.8 ultra light … 0.62 black).
  ///
  /// The system font measures weights from ``semibold`` up with its bold advances.
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    /// UIKit's weight value: 0 is regular, negative is lighter, positive is heavier.
    public var rawValue: CGFloat

    /// A weight with UIKit's raw value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Ultra light (−0.8).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin (−0.6).
    public static let thin = Weight(rawValue: -0.6)
    /// Light (−0.4).
    public static let light = Weight(rawValue: -0.4)
    /// Regular (0).
    public static let regular = Weight(rawValue: 0)
    /// Medium (0.23).
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold (0.3): the lightest weight measured with the bold advances.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold (0.4).
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy (0.56).
    public static let heavy = Weight(rawValue: 0.56)
    /// Black (0.62).
    public static let black = Weight(rawValue: 0.62)

    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }
}
