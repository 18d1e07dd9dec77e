import Foundation

/// Distances inwards from the four absolute edges of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle, negative values grow it:
///
/// ```swift
/// let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
/// rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
/// // (10.0, 5.0, 70.0, 30.0)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Insets with the given distance from each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of 0 on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The total of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The total of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// The insets as UIKit prints them: `{top, left, bottom, right}`, e.g. `{59, 0, 34, 0}`.
  public var description: String {
    "{\(Self.format(top)), \(Self.format(left)), \(Self.format(bottom)), \(Self.format(right))}"
  }

  /// A value without a trailing `.0` when it is whole, and `0` for `-0`.
  package static func format(_ value: CGFloat) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(Double(value))"
  }
}

/// UIKit's name for ``EdgeInsets``, so iOS code reads the same.
public typealias UIEdgeInsets = EdgeInsets
