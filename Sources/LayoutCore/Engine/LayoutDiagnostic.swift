/// Something wrong with a layout: a conflict resolved by breaking a constraint, an
/// ambiguous frame, a constraint between items with no common ancestor, a DSL call that
/// made no constraint, a layout feedback loop, or a value UIKit would refuse.
public struct LayoutDiagnostic: CustomStringConvertible, Sendable, Equatable {
  /// The kind of report.
  public enum Kind: Sendable, Equatable {
    /// Required constraints conflicted; one was left out (the one added last).
    case unsatisfiable
    /// The constraints do not determine a frame uniquely.
    case ambiguous
    /// A constraint relates items that are not in the same hierarchy.
    case noCommonAncestor
    /// A DSL call could not make a constraint.
    case invalidConstraint
    /// The layout did not settle: a `layoutSubviews` that keeps invalidating it, or safe
    /// areas and wrapping widths that keep changing the frames they follow.
    case feedbackLoop
    /// A value UIKit would refuse or clamp (a negative or NaN font size, a NaN frame, a
    /// negative size constant): what was used instead.
    case invalidValue
  }

  /// The kind.
  public let kind: Kind
  /// The report, in the style of UIKit's console messages.
  public let message: String

  /// The report.
  public var description: String { message }
}
