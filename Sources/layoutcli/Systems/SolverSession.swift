import Layout

/// One run of the bench protocol on a ``ConstraintSystem``: the solver objects built from
/// it, and the protocol's steps as separate calls so the benchmark can time each.
///
/// Variables are created once per name; constraint `i` of the system is `constraints[i]`.
struct SolverSession {
  /// The solver (fresh per session).
  let solver = Solver()
  /// The system's variable names, in order of first use.
  let names: [String]
  /// One variable per name, same order as `names`.
  let variables: [Variable]
  /// The constraints, in system order.
  let constraints: [LinearConstraint]
  /// The edit variables with their strengths, in system order.
  let edits: [(variable: Variable, strength: Strength)]
  /// The suggestion steps, resolved to variables.
  let steps: [[(Variable, Double)]]

  /// Builds variables and constraints ("build" in the benchmark): one variable per name,
  /// then each constraint's terms by index.
  init(_ system: ConstraintSystem, resolved: ResolvedNames) {
    let variables = resolved.names.map { Variable($0) }
    var constraints: [LinearConstraint] = []
    constraints.reserveCapacity(system.constraints.count)
    var k = 0
    for c in system.constraints {
      var terms: [Term] = []
      terms.reserveCapacity(c.terms.count)
      for t in c.terms {
        terms.append(Term(variables[Int(resolved.termVariables[k])], t.coefficient))
        k += 1
      }
      constraints.append(
        Self.constraint(
          terms, c.constant, c.relation, c.strength,
          indices: resolved.termVariables, (k - terms.count)..<k))
    }
    self.init(system, resolved: resolved, variables: variables, constraints: constraints)
  }

  /// Builds from the fast reader's flat terms, as ``init(_:resolved:)`` builds from the
  /// system's (the same variables and constraints).
  init(_ compact: CompactSystem) {
    let resolved = compact.names
    let variables = resolved.names.map { Variable($0) }
    var constraints: [LinearConstraint] = []
    let system = compact.system.constraints
    constraints.reserveCapacity(system.count)
    var k = 0
    for i in system.indices {
      let end = k + Int(compact.termCounts[i])
      var terms: [Term] = []
      terms.reserveCapacity(end - k)
      for j in k..<end {
        terms.append(Term(variables[Int(resolved.termVariables[j])], compact.coefficients[j]))
      }
      constraints.append(
        Self.constraint(
          terms, system[i].constant, system[i].relation, system[i].strength,
          indices: resolved.termVariables, k..<end))
      k = end
    }
    self.init(compact.system, resolved: resolved, variables: variables, constraints: constraints)
  }

  /// `sum(terms) + constant OP 0`, the constraint `LinearConstraint(Expression(terms,
  /// constant:), relation, strength:)` makes; `indices[range]` are the terms' variables'
  /// dense indices.
  ///
  /// That initialiser merges the terms into a second array (each variable once, zero
  /// coefficients dropped). Terms that need no merging, as in every benchmark family (no
  /// variable twice, by its index, and no zero coefficient), go to the solver's initialiser
  /// for merged terms instead: the same constraint, without the second array.
  private static func constraint(
    _ terms: [Term], _ constant: Double, _ relation: Relation, _ strength: Strength,
    indices: [Int32], _ range: Range<Int>
  ) -> LinearConstraint {
    if needNoMerging(terms, indices: indices, range) {
      return LinearConstraint(
        mergedTerms: terms, constant: constant, relation: relation, strength: strength)
    }
    return LinearConstraint(Expression(terms, constant: constant), relation, strength: strength)
  }

  /// Whether no coefficient is zero and no index in `indices[range]` is there twice (for at
  /// most 8 terms; longer constraints are left to the solver's merge).
  private static func needNoMerging(_ terms: [Term], indices: [Int32], _ range: Range<Int>)
    -> Bool
  {
    guard terms.count <= 8, !terms.contains(where: { $0.coefficient == 0 }) else {
      return false
    }
    for i in range {
      for j in (i + 1)..<range.upperBound where indices[i] == indices[j] { return false }
    }
    return true
  }

  /// The edits and steps of `system` over `variables`, with `constraints` built.
  private init(
    _ system: ConstraintSystem, resolved: ResolvedNames, variables: [Variable],
    constraints: [LinearConstraint]
  ) {
    edits = zip(system.edits, resolved.editVariables).map { (variables[$1], $0.strength) }
    steps = zip(system.suggestions, resolved.suggestionVariables).map { step, indices in
      zip(step, indices).map { (variables[$1], $0.value) }
    }
    self.names = resolved.names
    self.variables = variables
    self.constraints = constraints
  }

  /// Resolves the names and builds (for callers that do not time the build).
  init(_ system: ConstraintSystem) {
    self.init(system, resolved: ResolvedNames(system))
  }

  /// Adds every constraint in one batch (one optimisation); returns those left out.
  func addConstraints() -> [(index: Int, error: SolverError)] {
    solver.addConstraintsSkippingFailures(constraints)
  }

  /// Adds the edit variables in order.
  /// - Throws: the index of the failing edit and the solver's error.
  func addEdits() throws(SessionError) {
    for (i, edit) in edits.enumerated() {
      do {
        try solver.addEditVariable(edit.variable, strength: edit.strength)
      } catch {
        throw SessionError(index: i, error: error)
      }
    }
  }

  /// Every variable's value, in `names` order.
  func readValues() -> [Double] {
    solver.values(of: variables)
  }

  /// Applies suggestion step `i`.
  /// - Throws: the step index and the solver's error.
  func suggest(step i: Int) throws(SessionError) {
    do {
      try solver.suggestValues(steps[i])
    } catch {
      throw SessionError(index: i, error: error)
    }
  }
}
