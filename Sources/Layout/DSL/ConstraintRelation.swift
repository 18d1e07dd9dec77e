/// The relation of a SnapKit constraint.
public enum ConstraintRelation: Sendable, CustomStringConvertible {
  /// `==`.
  case equal
  /// `<=`.
  case lessThanOrEqual
  /// `>=`.
  case greaterThanOrEqual

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
