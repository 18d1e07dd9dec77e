/// The variable names of a ``ConstraintSystem`` resolved to dense indices once, so a
/// ``SolverSession`` builds its variables and constraints by array indexing instead of a
/// dictionary lookup per term (the benchmark times that build once per run).
struct ResolvedNames {
  /// Every variable name, in order of first use: constraints, then edits.
  let names: [String]
  /// The index into `names` of every term, constraint after constraint, in term order.
  let termVariables: [Int32]
  /// The index into `names` of every edit variable.
  let editVariables: [Int]
  /// The index into `names` of every suggestion, step by step.
  let suggestionVariables: [[Int]]

  /// Resolves the names of `system`; suggestion names that are not in the system get
  /// indices past the constraints' and edits' (the reader rejects those files anyway).
  init(_ system: ConstraintSystem) {
    var index: [String: Int] = [:]
    var names: [String] = []
    func resolve(_ name: String) -> Int {
      if let i = index[name] { return i }
      index[name] = names.count
      names.append(name)
      return names.count - 1
    }
    var terms: [Int32] = []
    terms.reserveCapacity(system.constraints.count * 3)
    for constraint in system.constraints {
      for term in constraint.terms { terms.append(Int32(resolve(term.variable))) }
    }
    editVariables = system.edits.map { resolve($0.variable) }
    suggestionVariables = system.suggestions.map { step in step.map { resolve($0.variable) } }
    termVariables = terms
    self.names = names
  }
}
