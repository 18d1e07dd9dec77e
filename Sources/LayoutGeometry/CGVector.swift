import Foundation

/// A two-dimensional vector with Core Graphics' names (Linux Foundation has no `CGVector`):
/// what a spring's initial velocity is given as.
///
/// ```swift
/// let velocity = CGVector(dx: 0, dy: 2.5)
/// ```
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector from its components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector from integer components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The zero vector.
  public static let zero = CGVector()

  /// The components, as Core Graphics prints them.
  public var description: String { "(\(dx), \(dy))" }
}
