import Foundation

extension View {
  /// How a view's content reads, as `UISemanticContentAttribute` (UIKit's raw values):
  /// whether it flips in a right-to-left layout.
  public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the layout direction it inherits.
    case unspecified = 0
    /// Playback controls (play, fast-forward): always left to right.
    case playback = 1
    /// Directional controls (a text-alignment picker): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4

    /// The direction it forces (nil: inherited).
    var layoutDirection: LayoutDirection? {
      switch self {
      case .unspecified: nil
      case .forceRightToLeft: .rightToLeft
      default: .leftToRight
      }
    }
  }

  /// How the view's content reads, as UIKit's `semanticContentAttribute`: setting it sets
  /// ``layoutDirection`` (`.unspecified` inherits, `.forceRightToLeft` is right to left,
  /// the others left to right); a view whose direction was set another way reads as the
  /// `force` case of that direction.
  ///
  /// ```swift
  /// window.semanticContentAttribute = .forceRightToLeft   // leading is the right edge
  /// ```
  public var semanticContentAttribute: SemanticContentAttribute {
    get {
      if let stored = appearanceStorage?.semanticContentAttribute,
        stored.layoutDirection == layoutDirection
      {
        return stored
      }
      switch layoutDirection {
      case nil: return .unspecified
      case .leftToRight: return .forceLeftToRight
      case .rightToLeft: return .forceRightToLeft
      }
    }
    set {
      appearance.semanticContentAttribute = newValue
      layoutDirection = newValue.layoutDirection
    }
  }
}
