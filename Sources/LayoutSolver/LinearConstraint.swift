import Synchronization

/// The relation of a ``LinearConstraint``'s expression to zero.
public enum Relation: String, Sendable, BitwiseCopyable, CaseIterable {
  /// `expression == 0`.
  case equal = "=="
  /// `expression <= 0`.
  case lessThanOrEqual = "<="
  /// `expression >= 0`.
  case greaterThanOrEqual = ">="
}

/// A linear equation or inequality with a strength: `expression OP 0`.
///
/// Constraints are usually written with operators, then given a strength:
///
/// ```swift
/// let c = (2 * w == h).strength(.strong)
/// try solver.addConstraint(c)
/// ```
///
/// A constraint is a reference: the solver identifies it by identity, so the same object is
/// what ``Solver/removeConstraint(_:)`` takes. Terms with the same variable are merged when the
/// constraint is created, and terms with coefficient zero dropped.
///
/// A constraint is immutable, so one object can be added to several solvers, each on its own
/// thread (a solver itself is not thread-safe): each solver keeps its record of the
/// constraint in its own tables, indexed by a dense id the constraint gets at creation.
public final class LinearConstraint: CustomStringConvertible, Sendable {
  /// What the constraint says: its terms, constant, relation and strength (the solver's
  /// records hold the same value, so a constraint it made for a message reads the same).
  package let form: ConstraintForm
  /// The text given at creation (or by the operators, as written), if any.
  private let givenLabel: String?

  /// The merged terms, in the order each variable first appears.
  public var terms: [Term] { form.terms }
  /// The constant part of `expression`.
  public var constant: Double { form.constant }
  /// The relation of `expression` to zero.
  public var relation: Relation { form.relation }
  /// How strongly the constraint holds.
  public var strength: Strength { form.strength }

  /// The constraint's dense id: its place in the order constraints were created in this
  /// process (from 0, never reused). Solvers index their records by it (`DenseIDMap`).
  let serial: Int

  /// The next constraint's ``serial`` (atomic, so constraints can be made on any thread).
  private static let serials = Atomic<Int>(0)

  /// Creates `expression OP 0` with the given strength and optional label.
  public init(
    _ expression: Expression, _ relation: Relation, strength: Strength = .required,
    label: String? = nil
  ) {
    self.form = ConstraintForm(expression, relation, strength: strength)
    self.givenLabel = label
    self.serial = LinearConstraint.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Creates `sum(terms) + constant OP 0` from terms already merged (each variable once, no
  /// zero coefficient).
  package convenience init(
    mergedTerms: [Term], constant: Double, relation: Relation, strength: Strength
  ) {
    self.init(
      form: ConstraintForm(
        mergedTerms: mergedTerms, constant: constant, relation: relation, strength: strength))
  }

  /// The constraint a form stands for, unlabelled: what a solver hands out for a record it
  /// holds without one (the layout engine's), in a message or its list of constraints.
  package init(form: ConstraintForm) {
    self.form = form
    self.givenLabel = nil
    self.serial = LinearConstraint.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Creates `lhs OP rhs`, labelled as written.
  public convenience init(
    _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required
  ) {
    let label = lhs.description + " " + relation.rawValue + " " + rhs.description
    self.init(lhs - rhs, relation, strength: strength, label: label)
  }

  /// How the constraint reads in messages: the text given at creation, as written with the
  /// operators (`w == 2 * v`), or derived from the merged terms.
  public var label: String {
    givenLabel ?? LinearConstraint.describe(terms, constant, relation)
  }

  /// The expression `sum(terms) + constant`.
  public var expression: Expression { Expression(terms, constant: constant) }

  /// A copy of this constraint with another strength (a new constraint: the old one stays
  /// where it was added).
  public func strength(_ strength: Strength) -> LinearConstraint {
    LinearConstraint(expression, relation, strength: strength, label: label)
  }

  /// A copy of this constraint with another label.
  public func labeled(_ label: String) -> LinearConstraint {
    LinearConstraint(expression, relation, strength: strength, label: label)
  }

  /// The label, followed by the strength when it is not required: `w == 100 (weak)`.
  public var description: String {
    strength.isRequired ? label : label + " (" + strength.description + ")"
  }

  private static func describe(_ terms: [Term], _ constant: Double, _ relation: Relation)
    -> String
  {
    // Written as `lhs OP rhs`: positive terms on the left, the rest and the constant moved right.
    let left = terms.filter { $0.coefficient > 0 }
    let right = terms.filter { $0.coefficient < 0 }.map { Term($0.variable, -$0.coefficient) }
    var lhs = Expression(left)
    var rhs = Expression(right, constant: -constant)
    if left.isEmpty {
      lhs = rhs
      rhs = Expression()
      let flipped: Relation =
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
      return lhs.description + " " + flipped.rawValue + " " + rhs.description
    }
    return lhs.description + " " + relation.rawValue + " " + rhs.description
  }
}

/// What a linear constraint says, as a value: merged terms, constant, relation, strength.
///
/// A ``LinearConstraint`` holds one; the solver hands one out for a form it holds
/// (``Solver/form(ofID:)``, ``Solver/heldForms``), its terms copied out of its term pool.
package struct ConstraintForm: Sendable {
  /// The merged terms (each variable once, none zero), in the order each first appears.
  package var terms: [Term]
  /// The constant part of the expression.
  package var constant: Double
  /// How strongly it holds.
  package var strength: Strength
  /// The relation of the expression to zero.
  package var relation: Relation

  /// A form from terms already merged.
  package init(mergedTerms: [Term], constant: Double, relation: Relation, strength: Strength) {
    self.terms = mergedTerms
    self.constant = constant
    self.relation = relation
    self.strength = strength
  }

  /// `expression OP 0`, its terms merged.
  package init(_ expression: Expression, _ relation: Relation, strength: Strength) {
    self.terms = ConstraintForm.merged(expression.terms)
    self.constant = expression.constant
    self.relation = relation
    self.strength = strength
  }

  /// Whether every coefficient and the constant are finite.
  var isFinite: Bool {
    constant.isFinite && terms.coefficientsAreFinite
  }

  /// Whether every number is within the solver's range (see ``Solver/magnitudeLimit``).
  var isInRange: Bool {
    abs(constant) <= Solver.magnitudeLimit && terms.coefficientsAreInRange
  }

  package static func merged(_ terms: [Term]) -> [Term] {
    // Terms written already merged (each variable once, none zero: `w - 20`, `x == y`) are
    // kept as they are, without a new array.
    if terms.count <= 8 && isMerged(terms) { return terms }
    var out: [Term] = []
    out.reserveCapacity(terms.count)
    if terms.count <= 8 {
      outer: for term in terms {
        for i in out.indices where out[i].variable === term.variable {
          out[i].coefficient += term.coefficient
          continue outer
        }
        out.append(term)
      }
    } else {
      var index: [ObjectIdentifier: Int] = [:]
      for term in terms {
        if let i = index[term.variable.id] {
          out[i].coefficient += term.coefficient
        } else {
          index[term.variable.id] = out.count
          out.append(term)
        }
      }
    }
    if out.contains(where: { $0.coefficient == 0 }) { out.removeAll { $0.coefficient == 0 } }
    return out
  }

  /// Whether each variable occurs once and no coefficient is zero.
  static func isMerged(_ terms: [Term]) -> Bool {
    for i in terms.indices {
      guard terms[i].coefficient != 0 else { return false }
      for j in terms.indices where j > i && terms[j].variable === terms[i].variable {
        return false
      }
    }
    return true
  }

}

// MARK: - Constraint operators

/// The constraint `lhs == rhs`, required.
public func == <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> LinearConstraint {
  LinearConstraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

/// The constraint `lhs <= rhs`, required.
public func <= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> LinearConstraint {
  LinearConstraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

/// The constraint `lhs >= rhs`, required.
public func >= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> LinearConstraint {
  LinearConstraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}
