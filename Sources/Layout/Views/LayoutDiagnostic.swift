/// Something a layout pass reports: a conflict it resolved by breaking a constraint, an
/// ambiguous frame, a constraint between items with no common ancestor, or a DSL call that
/// made no constraint.
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
  }

  /// The kind.
  public let kind: Kind
  /// The report, in the style of UIKit's console messages.
  public let message: String

  /// The report.
  public var description: String { message }
}
