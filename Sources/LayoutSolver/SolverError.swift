/// An error thrown by ``Solver``. After any of these the solver is exactly as it was before
/// the call that threw.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint was already added to this solver.
  case duplicateConstraint(LinearConstraint)
  /// The constraint is not in this solver.
  case unknownConstraint(LinearConstraint)
  /// The variable is already an edit variable of this solver.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable of this solver.
  case unknownEditVariable(Variable)
  /// Edit variables must be weaker than required.
  case requiredEditVariable(Variable)
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(LinearConstraint)
  /// A coefficient or the constant is beyond ``Solver/magnitudeLimit`` in magnitude, or a
  /// non-zero coefficient is below ``Solver/smallestCoefficient``.
  case constraintOutOfRange(LinearConstraint)
  /// The strength is NaN or negative.
  case invalidStrength(LinearConstraint)
  /// A new constant given to ``Solver/setConstant(of:to:)`` is NaN or infinite.
  case nonFiniteConstant(LinearConstraint, Double)
  /// A new constant given to ``Solver/setConstant(of:to:)`` is beyond
  /// ``Solver/magnitudeLimit``.
  case constantOutOfRange(LinearConstraint, Double)
  /// A suggested value is NaN or infinite.
  case nonFiniteSuggestion(Variable, Double)
  /// A suggested value is beyond ``Solver/magnitudeLimit`` in magnitude.
  case suggestionOutOfRange(Variable, Double)
  /// The required constraint cannot hold together with the required constraints already
  /// added; `conflictsWith` is a small set of them that, with this one, has no solution. It
  /// is empty when the constraint can never hold on its own, and when more than
  /// `5000` required constraints are connected to it (then no set is computed).
  case unsatisfiableConstraint(LinearConstraint, conflictsWith: [LinearConstraint])

  /// Whether this is an unsatisfiable constraint that cannot hold even on its own (like
  /// `0 == 5`). An unsatisfiable constraint with an empty `conflictsWith` list is either
  /// that, or a conflict too large to explain.
  public var neverHolds: Bool {
    guard case .unsatisfiableConstraint(let c, let others) = self, others.isEmpty else {
      return false
    }
    return !Solver.isFeasible([c])
  }

  /// What went wrong, naming the constraint or variable, and how to fix it.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c):
      return "duplicate constraint: '\(c)' is already in the solver"
    case .unknownConstraint(let c):
      return "unknown constraint: '\(c)' is not in the solver"
    case .duplicateEditVariable(let v):
      return "duplicate edit variable: '\(v)' is already an edit variable"
    case .unknownEditVariable(let v):
      return "unknown edit variable: '\(v)' is not an edit variable; add it with addEditVariable"
    case .requiredEditVariable(let v):
      return
        "required edit variable: '\(v)' must be edited with a strength below required"
    case .nonFiniteConstraint(let c):
      return "non-finite constraint: '\(c)' has a NaN or infinite coefficient or constant"
    case .constraintOutOfRange(let c):
      return
        "constraint out of range: '\(c)' has a number beyond ±1e15 or a coefficient below "
        + "1e-15 in magnitude; scale its units"
    case .invalidStrength(let c):
      return "invalid strength: '\(c)' has a NaN or negative strength"
    case .nonFiniteConstant(let c, let x):
      return "non-finite constant: \(NumberFormat.string(x)) for '\(c)'"
    case .constantOutOfRange(let c, let x):
      return "constant out of range: \(NumberFormat.string(x)) for '\(c)' is beyond ±1e15"
    case .nonFiniteSuggestion(let v, let x):
      return "non-finite suggestion: \(NumberFormat.string(x)) for '\(v)'"
    case .suggestionOutOfRange(let v, let x):
      return "suggestion out of range: \(NumberFormat.string(x)) for '\(v)' is beyond ±1e15"
    case .unsatisfiableConstraint(let c, let others):
      if others.isEmpty {
        if neverHolds { return "unsatisfiable constraint: '\(c)' can never hold" }
        return "unsatisfiable constraint: '\(c)' conflicts with the required constraints "
          + "already added (more than \(Solver.explanationLimit) are connected to it, too many "
          + "to explain)"
      }
      let list = others.map { "'\($0)'" }.joined(separator: ", ")
      return "unsatisfiable constraint: '\(c)' conflicts with \(list)"
    }
  }
}
