/// An error thrown by ``Solver``: what went wrong (its ``code``), the constraint or variable
/// it is about, and for a conflict the constraints it conflicts with. After any of these the
/// solver is exactly as it was before the call that threw.
///
/// Tell errors apart by their code. Later versions may add codes, so a `switch` over one
/// has a `default`:
///
/// ```swift
/// do throws(SolverError) {
///   try solver.addConstraint(w == 100)
/// } catch {
///   switch error.code {
///   case .unsatisfiableConstraint: print("conflicts with", error.conflictsWith)
///   default: print(error)
///   }
/// }
/// ```
///
/// Two errors are equal when they have the same code and are about the same constraint and
/// variable objects (by identity, as the solver tells constraints apart), the same value
/// (one NaN equals another here) and the same conflicting constraints in the same order.
public struct SolverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong. A new version may add codes without breaking a client, so a `switch`
  /// over a code has a `default`; compare with `==` or match a code in a `case`:
  ///
  /// ```swift
  /// if error.code == .duplicateConstraint { … }
  /// ```
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The codes this version has: the one list that names them.
    enum Kind: String, CaseIterable {
      case duplicateConstraint, unknownConstraint, duplicateEditVariable, unknownEditVariable
      case requiredEditVariable, nonFiniteConstraint, constraintOutOfRange, invalidStrength
      case nonFiniteConstant, constantOutOfRange, nonFiniteSuggestion, suggestionOutOfRange
      case unsatisfiableConstraint
    }

    /// Which code it is.
    let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The code's name, as its static member is spelt: `"unsatisfiableConstraint"`.
    public var rawValue: String { kind.rawValue }

    /// The code with this name (``rawValue``), or nil if this version has none.
    public init?(rawValue: String) {
      guard let kind = Kind(rawValue: rawValue) else { return nil }
      self.kind = kind
    }

    /// The code's name.
    public var description: String { rawValue }

    /// Every code this version has (for tests: a new code needs a row in their tables).
    static let all = Kind.allCases.map(Code.init)

    /// The constraint was already added to this solver (or is twice in one batch).
    public static let duplicateConstraint = Code(.duplicateConstraint)
    /// The constraint is not in this solver.
    public static let unknownConstraint = Code(.unknownConstraint)
    /// The variable is already an edit variable of this solver.
    public static let duplicateEditVariable = Code(.duplicateEditVariable)
    /// The variable is not an edit variable of this solver.
    public static let unknownEditVariable = Code(.unknownEditVariable)
    /// Edit variables must be weaker than required.
    public static let requiredEditVariable = Code(.requiredEditVariable)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    public static let nonFiniteConstraint = Code(.nonFiniteConstraint)
    /// A coefficient or the constant is beyond ``Solver/magnitudeLimit`` in magnitude, or a
    /// non-zero coefficient is below ``Solver/smallestCoefficient``.
    public static let constraintOutOfRange = Code(.constraintOutOfRange)
    /// The strength is NaN or negative.
    public static let invalidStrength = Code(.invalidStrength)
    /// A new constant given to ``Solver/setConstant(of:to:)`` is NaN or infinite.
    public static let nonFiniteConstant = Code(.nonFiniteConstant)
    /// A new constant given to ``Solver/setConstant(of:to:)`` is beyond
    /// ``Solver/magnitudeLimit``.
    public static let constantOutOfRange = Code(.constantOutOfRange)
    /// A suggested value is NaN or infinite.
    public static let nonFiniteSuggestion = Code(.nonFiniteSuggestion)
    /// A suggested value is beyond ``Solver/magnitudeLimit`` in magnitude.
    public static let suggestionOutOfRange = Code(.suggestionOutOfRange)
    /// The required constraint cannot hold together with the required constraints already
    /// added; ``SolverError/conflictsWith`` names a small set of them that, with this one,
    /// has no solution.
    public static let unsatisfiableConstraint = Code(.unsatisfiableConstraint)
  }

  /// What went wrong.
  public let code: Code
  /// The constraint the error is about: nil for the edit-variable and suggestion codes.
  public let constraint: LinearConstraint?
  /// The variable the error is about: set for the edit-variable and suggestion codes.
  public let variable: Variable?
  /// The number that was refused: the new constant (``Code/nonFiniteConstant``,
  /// ``Code/constantOutOfRange``, and ``Code/unsatisfiableConstraint`` from
  /// ``Solver/setConstant(of:to:)``) or the suggested value (``Code/nonFiniteSuggestion``,
  /// ``Code/suggestionOutOfRange``); nil otherwise.
  public let value: Double?
  /// For ``Code/unsatisfiableConstraint``: a small set of the required constraints already
  /// added that, with ``constraint``, has no solution. It is empty when the constraint can
  /// never hold on its own (see ``neverHolds``), when more than `5000` required constraints
  /// are connected to it (then no set is computed), and for every other code.
  public let conflictsWith: [LinearConstraint]

  private init(
    _ code: Code, constraint: LinearConstraint? = nil, variable: Variable? = nil,
    value: Double? = nil, conflictsWith: [LinearConstraint] = []
  ) {
    self.code = code
    self.constraint = constraint
    self.variable = variable
    self.value = value
    self.conflictsWith = conflictsWith
  }

  /// Whether this is an unsatisfiable constraint that cannot hold even on its own (like
  /// `0 == 5`, or `0 == 0` given the constant 5). An unsatisfiable constraint with an empty
  /// ``conflictsWith`` list is either that, or a conflict too large to explain.
  public var neverHolds: Bool {
    guard code == .unsatisfiableConstraint, conflictsWith.isEmpty, let constraint else {
      return false
    }
    return !Solver.isFeasible([(constraint.form, value ?? constraint.constant)])
  }

  /// What went wrong, naming the constraint or variable, and how to fix it.
  public var description: String {
    let c = constraint.map(String.init(describing:)) ?? ""
    let v = variable.map(String.init(describing:)) ?? ""
    let x = value.map(NumberFormat.string) ?? ""
    switch code.kind {
    case .duplicateConstraint:
      return "duplicate constraint: '\(c)' is already in the solver"
    case .unknownConstraint:
      return "unknown constraint: '\(c)' is not in the solver"
    case .duplicateEditVariable:
      return "duplicate edit variable: '\(v)' is already an edit variable"
    case .unknownEditVariable:
      return "unknown edit variable: '\(v)' is not an edit variable; add it with addEditVariable"
    case .requiredEditVariable:
      return "required edit variable: '\(v)' must be edited with a strength below required"
    case .nonFiniteConstraint:
      return "non-finite constraint: '\(c)' has a NaN or infinite coefficient or constant"
    case .constraintOutOfRange:
      return
        "constraint out of range: '\(c)' has a number beyond ±1e15 or a coefficient below "
        + "1e-15 in magnitude; scale its units"
    case .invalidStrength:
      return "invalid strength: '\(c)' has a NaN or negative strength"
    case .nonFiniteConstant:
      return "non-finite constant: \(x) for '\(c)'"
    case .constantOutOfRange:
      return "constant out of range: \(x) for '\(c)' is beyond ±1e15"
    case .nonFiniteSuggestion:
      return "non-finite suggestion: \(x) for '\(v)'"
    case .suggestionOutOfRange:
      return "suggestion out of range: \(x) for '\(v)' is beyond ±1e15"
    case .unsatisfiableConstraint:
      // A new constant the constraint was refused at comes first, as in the other messages
      // about a constant.
      let subject = value == nil ? "'\(c)'" : "constant \(x) for '\(c)'"
      if conflictsWith.isEmpty {
        if neverHolds { return "unsatisfiable constraint: \(subject) can never hold" }
        return "unsatisfiable constraint: \(subject) conflicts with the required constraints "
          + "already added (more than \(Solver.explanationLimit) are connected to it, too many "
          + "to explain)"
      }
      let list = conflictsWith.map { "'\($0)'" }.joined(separator: ", ")
      return "unsatisfiable constraint: \(subject) conflicts with \(list)"
    }
  }

  /// Whether two errors have the same code and are about the same objects and value.
  public static func == (a: SolverError, b: SolverError) -> Bool {
    a.code == b.code && a.constraint === b.constraint && a.variable === b.variable
      && (a.value == b.value || (a.value?.isNaN == true && b.value?.isNaN == true))
      && a.conflictsWith.count == b.conflictsWith.count
      && zip(a.conflictsWith, b.conflictsWith).allSatisfy { $0 === $1 }
  }
}

/// One factory per code, named as the code: what the solver throws, and what a client's
/// test double can throw (`throw .duplicateConstraint(c)`).
extension SolverError {
  /// A ``Code/duplicateConstraint`` error about `constraint`.
  public static func duplicateConstraint(_ constraint: LinearConstraint) -> SolverError {
    SolverError(.duplicateConstraint, constraint: constraint)
  }

  /// An ``Code/unknownConstraint`` error about `constraint`.
  public static func unknownConstraint(_ constraint: LinearConstraint) -> SolverError {
    SolverError(.unknownConstraint, constraint: constraint)
  }

  /// A ``Code/duplicateEditVariable`` error about `variable`.
  public static func duplicateEditVariable(_ variable: Variable) -> SolverError {
    SolverError(.duplicateEditVariable, variable: variable)
  }

  /// An ``Code/unknownEditVariable`` error about `variable`.
  public static func unknownEditVariable(_ variable: Variable) -> SolverError {
    SolverError(.unknownEditVariable, variable: variable)
  }

  /// A ``Code/requiredEditVariable`` error about `variable`.
  public static func requiredEditVariable(_ variable: Variable) -> SolverError {
    SolverError(.requiredEditVariable, variable: variable)
  }

  /// A ``Code/nonFiniteConstraint`` error about `constraint`.
  public static func nonFiniteConstraint(_ constraint: LinearConstraint) -> SolverError {
    SolverError(.nonFiniteConstraint, constraint: constraint)
  }

  /// A ``Code/constraintOutOfRange`` error about `constraint`.
  public static func constraintOutOfRange(_ constraint: LinearConstraint) -> SolverError {
    SolverError(.constraintOutOfRange, constraint: constraint)
  }

  /// An ``Code/invalidStrength`` error about `constraint`.
  public static func invalidStrength(_ constraint: LinearConstraint) -> SolverError {
    SolverError(.invalidStrength, constraint: constraint)
  }

  /// A ``Code/nonFiniteConstant`` error: `value` refused as the new constant of
  /// `constraint`.
  public static func nonFiniteConstant(_ constraint: LinearConstraint, _ value: Double)
    -> SolverError
  {
    SolverError(.nonFiniteConstant, constraint: constraint, value: value)
  }

  /// A ``Code/constantOutOfRange`` error: `value` refused as the new constant of
  /// `constraint`.
  public static func constantOutOfRange(_ constraint: LinearConstraint, _ value: Double)
    -> SolverError
  {
    SolverError(.constantOutOfRange, constraint: constraint, value: value)
  }

  /// A ``Code/nonFiniteSuggestion`` error: `value` refused for `variable`.
  public static func nonFiniteSuggestion(_ variable: Variable, _ value: Double) -> SolverError {
    SolverError(.nonFiniteSuggestion, variable: variable, value: value)
  }

  /// A ``Code/suggestionOutOfRange`` error: `value` refused for `variable`.
  public static func suggestionOutOfRange(_ variable: Variable, _ value: Double) -> SolverError {
    SolverError(.suggestionOutOfRange, variable: variable, value: value)
  }

  /// An ``Code/unsatisfiableConstraint`` error: `constraint` is required and cannot hold
  /// together with `conflictsWith` (empty: on its own, or too many to explain).
  public static func unsatisfiableConstraint(
    _ constraint: LinearConstraint, conflictsWith: [LinearConstraint]
  ) -> SolverError {
    SolverError(.unsatisfiableConstraint, constraint: constraint, conflictsWith: conflictsWith)
  }

  /// An ``Code/unsatisfiableConstraint`` error for a new constant: `constraint`, held, cannot
  /// take `constant` together with `conflictsWith` (empty: on its own, or too many to
  /// explain). ``value`` is the constant.
  public static func unsatisfiableConstraint(
    _ constraint: LinearConstraint, constant: Double, conflictsWith: [LinearConstraint]
  ) -> SolverError {
    SolverError(
      .unsatisfiableConstraint, constraint: constraint, value: constant,
      conflictsWith: conflictsWith)
  }
}
