import Foundation

/// Distances inwards from the edges of a rectangle where the horizontal edges follow the
/// reading direction, as UIKit's `NSDirectionalEdgeInsets`.
///
/// Leading is the left edge in left-to-right layouts and the right edge in right-to-left
/// ones; ``edgeInsets(for:)`` resolves them to absolute ``EdgeInsets``:
///
/// ```swift
/// let insets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 4)
/// insets.edgeInsets(for: .rightToLeft)  // {8, 4, 8, 16}
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Insets with the given distance from each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of 0 on every edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The absolute insets for a layout direction.
  ///
  /// In ``LayoutDirection/leftToRight`` leading becomes left and trailing right; in
  /// ``LayoutDirection/rightToLeft`` leading becomes right and trailing left. Top and bottom
  /// are unchanged.
  public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight:
      EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft:
      EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }

  /// The insets as UIKit prints them: `{top, leading, bottom, trailing}`.
  public var description: String {
    let parts = [top, leading, bottom, trailing].map(EdgeInsets.format)
    return "{" + parts.joined(separator: ", ") + "}"
  }
}

/// UIKit's name for ``DirectionalEdgeInsets``, so iOS code reads the same.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
