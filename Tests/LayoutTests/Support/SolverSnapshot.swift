@testable import Layout

/// Everything observable about a solver, for "exactly as it was" checks: every value's bits,
/// the constraints held (by identity), `hasConstraint` for some probes, the edit variables and
/// the statistics. Comparing bit patterns is the one place exact comparison is right.
struct SolverSnapshot: Equatable, CustomStringConvertible {
  var valueBits: [UInt64]
  var constraints: [ObjectIdentifier]
  var held: [Bool]
  var editVariables: [ObjectIdentifier]
  var statistics: Solver.Statistics
  var ambiguous: [String]

  init(_ solver: Solver, variables: [Variable], probes: [LinearConstraint] = []) {
    valueBits = variables.map { solver.value(of: $0).bitPattern }
    constraints = solver.constraints.map { ObjectIdentifier($0) }
    held = probes.map { solver.hasConstraint($0) }
    editVariables = solver.editVariables.map(\.id)
    statistics = solver.statistics
    ambiguous = solver.ambiguousVariables().map(\.name)
  }

  var description: String {
    "values \(valueBits.map { Double(bitPattern: $0) }), \(constraints.count) constraints,"
      + " held \(held), \(editVariables.count) edits, \(statistics), ambiguous \(ambiguous)"
  }
}

/// Positional snapshot comparison of two solvers built the same way from different objects:
/// the same value bits, constraint count, edit count and statistics.
func sameState(_ a: SolverSnapshot, _ b: SolverSnapshot) -> Bool {
  a.valueBits == b.valueBits && a.constraints.count == b.constraints.count
    && a.editVariables.count == b.editVariables.count && a.statistics == b.statistics
    && a.ambiguous == b.ambiguous
}
