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
        LinearConstraint(Expression(terms, constant: c.constant), c.relation, strength: c.strength))
    }
    self.init(system, resolved: resolved, variables: variables, constraints: constraints)
  }

  /// Builds from the fast reader's flat terms, as ``init(_:resolved:)`` builds from the
  /// system's (the same variables and constraints).
  init(_ compact: CompactSystem) {
    let resolved = compact.names
    let variables = resolved.names.map { Variable($0) }
    var constraints: [LinearConstraint] = []
    constraints.reserveCapacity(compact.system.constraints.count)
    var k = 0
    for (c, count) in zip(compact.system.constraints, compact.termCounts) {
      var terms: [Term] = []
      terms.reserveCapacity(Int(count))
      for _ in 0..<count {
        terms.append(Term(variables[Int(resolved.termVariables[k])], compact.coefficients[k]))
        k += 1
      }
      constraints.append(
        LinearConstraint(Expression(terms, constant: c.constant), c.relation, strength: c.strength))
    }
    self.init(compact.system, resolved: resolved, variables: variables, constraints: constraints)
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
