/// The relation of a SnapKit constraint, with `NSLayoutConstraint.Relation`'s raw values
/// (`lessThanOrEqual` -1, `equal` 0, `greaterThanOrEqual` 1).
public enum ConstraintRelation: Int, Sendable, CustomStringConvertible {
  /// `==`.
  case equal = 0
  /// `<=`.
  case lessThanOrEqual = -1
  /// `>=`.
  case greaterThanOrEqual = 1

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  var solverRelation: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
