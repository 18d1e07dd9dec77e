import Foundation

/// The text size a person chose (Dynamic Type), as UIKit's `UIContentSizeCategory`: seven
/// standard sizes and five larger accessibility sizes. A ``Window`` has one
/// (``Window/preferredContentSizeCategory``, `.large` by default, as on iOS); it decides
/// the width of ``View/readableContentGuide``.
///
/// ```swift
/// window.preferredContentSizeCategory = .extraLarge
/// ContentSizeCategory.large.readableWidth        // 672
/// ContentSizeCategory.extraLarge.readableWidth   // 751
/// ```
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
  /// Extra small (body text 14 pt).
  case extraSmall
  /// Small (15 pt).
  case small
  /// Medium (16 pt).
  case medium
  /// Large, the default (17 pt).
  case large
  /// Extra large (19 pt).
  case extraLarge
  /// Extra extra large (21 pt).
  case extraExtraLarge
  /// Extra extra extra large, the largest standard size (23 pt).
  case extraExtraExtraLarge
  /// Accessibility medium (28 pt).
  case accessibilityMedium
  /// Accessibility large (33 pt).
  case accessibilityLarge
  /// Accessibility extra large (40 pt).
  case accessibilityExtraLarge
  /// Accessibility extra extra large (47 pt).
  case accessibilityExtraExtraLarge
  /// Accessibility extra extra extra large, the largest (53 pt).
  case accessibilityExtraExtraExtraLarge

  /// The point size of the body text style at this size (Apple's Dynamic Type table:
  /// 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53).
  public var bodyPointSize: CGFloat {
    switch self {
    case .extraSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .extraLarge: 19
    case .extraExtraLarge: 21
    case .extraExtraExtraLarge: 23
    case .accessibilityMedium: 28
    case .accessibilityLarge: 33
    case .accessibilityExtraLarge: 40
    case .accessibilityExtraExtraLarge: 47
    case .accessibilityExtraExtraExtraLarge: 53
    }
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    bodyPointSize >= 28
  }

  /// The widest ``View/readableContentGuide`` at this size, in points.
  ///
  /// Apple publishes no rule. 672 points at `.large` is the width measured on iPad (see
  /// Docs/Views.md); the other sizes scale it with the body text size, rounded to the
  /// nearest point: `672 × bodyPointSize / 17` (an estimate: a readable line holds the same
  /// number of characters at every text size).
  public var readableWidth: CGFloat {
    (Self.largeReadableWidth * bodyPointSize / 17).rounded()
  }

  /// The readable width at `.large`: 672 points.
  public static let largeReadableWidth: CGFloat = 672
}
