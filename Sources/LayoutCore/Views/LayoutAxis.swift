import Foundation

/// A direction on screen, as UIKit's `NSLayoutConstraint.Axis`: a stack view's axis, or the
/// axis of a content priority.
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
  /// Left to right (the width).
  case horizontal = 0
  /// Top to bottom (the height).
  case vertical = 1
}

extension AxisPriorities {
  /// The priority for one axis.
  public subscript(axis: LayoutAxis) -> Float {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}

extension View {
  /// How strongly the view resists growing beyond its intrinsic size on an axis, as UIKit's
  /// `contentHuggingPriority(for:)`.
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    LayoutPriority(contentHuggingPriority[axis])
  }

  /// Sets the hugging priority on one axis, as UIKit's `setContentHuggingPriority(_:for:)`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    contentHuggingPriority[axis] = priority.rawValue
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis, as UIKit's
  /// `contentCompressionResistancePriority(for:)`.
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    LayoutPriority(contentCompressionResistancePriority[axis])
  }

  /// Sets the compression resistance on one axis, as UIKit's
  /// `setContentCompressionResistancePriority(_:for:)`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutAxis
  ) {
    contentCompressionResistancePriority[axis] = priority.rawValue
  }
}
