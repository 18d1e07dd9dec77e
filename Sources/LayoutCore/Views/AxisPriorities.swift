import Foundation

/// A priority per axis (content hugging, compression resistance), 1...1000.
public struct AxisPriorities: Sendable, Hashable {
  /// The priority for the width.
  public var horizontal: Float
  /// The priority for the height.
  public var vertical: Float

  /// Priorities for both axes.
  public init(horizontal: Float, vertical: Float) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
