import Layout

/// A raw linear constraint system in the bench interchange format of `gen_systems.py`.
///
/// One constraint means `sum(coefficient * variable) + constant OP 0`. The same value is
/// produced by the file reader (``ConstraintSystem/init(json:)``), by the benchmark generators
/// (``BenchmarkFamilies``) and written back by ``ConstraintSystem/jsonText()``.
struct ConstraintSystem: Equatable {
  /// `coefficient * variable`, with the variable given by name.
  struct Term: Equatable {
    /// The factor.
    var coefficient: Double
    /// The variable's name.
    var variable: String
  }

  /// `sum(terms) + constant OP 0` with a strength.
  struct Constraint: Equatable {
    /// The terms in file order (not merged).
    var terms: [Term]
    /// The constant part.
    var constant: Double
    /// The relation to zero.
    var relation: Relation
    /// The strength; values at or above 1,001,001,000 are required.
    var strength: Strength
  }

  /// An edit variable and its (non-required) strength.
  struct Edit: Equatable {
    /// The variable's name.
    var variable: String
    /// The edit strength.
    var strength: Strength
  }

  /// One suggested value of a suggestion step.
  struct Suggestion: Equatable {
    /// The edit variable's name.
    var variable: String
    /// The suggested value.
    var value: Double
  }

  /// The system's name, `<family>-<n>` for the benchmark families.
  var name: String
  /// The constraints, in the order they are added.
  var constraints: [Constraint] = []
  /// The edit variables, in the order they are added.
  var edits: [Edit] = []
  /// The suggestion steps; each step's values in file order.
  var suggestions: [[Suggestion]] = []
}
