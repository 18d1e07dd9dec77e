import Foundation

/// What `priority(_:)` and `update(priority:)` take besides a ``ConstraintPriority``, as
/// SnapKit's: Int, UInt, Float, Double, CGFloat and `UILayoutPriority` (``LayoutPriority``).
public protocol ConstraintPriorityTarget {
  /// The priority as a `Float`.
  var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
  /// The number itself.
  public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension LayoutPriority: ConstraintPriorityTarget {
  /// The priority's raw value.
  public var constraintPriorityTargetValue: Float { rawValue }
}
