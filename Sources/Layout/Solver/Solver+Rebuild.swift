extension Solver {
  /// The indices of a batch, required constraints first, each group in the given order.
  ///
  /// Only required constraints can make an add need the artificial phase; with the others
  /// added afterwards, their error symbols are not yet there to be pivoted through the rows
  /// while the required ones are made feasible. Which required constraints are rejected does
  /// not change: it depends only on the required constraints before them.
  static func requiredFirst(_ constraints: [LinearConstraint]) -> [Int] {
    var order = constraints.indices.filter { constraints[$0].strength.isRequired }
    order += constraints.indices.filter { !constraints[$0].strength.isRequired }
    return order
  }

  /// Rebuilds the tableau from the constraints held, in their order (used to remove a
  /// required equality, which has no marker column to pivot out, and to give one a
  /// marker). All or nothing: if a constraint cannot be added again, the solver is put
  /// back as it was and the error thrown.
  func rebuild() throws(SolverError) {
    let held = records.compactMap { $0 }
    let old = (tableau, records, liveCount, rowlessCount, slotOfConstraint)
    slotOfConstraint = DenseIDMap()
    records.removeAll(keepingCapacity: true)
    liveCount = 0
    rowlessCount = 0
    let known = tableau.variables
    let logs = tableau.logsChanges
    let lost = changesLost
    tableau = Tableau()
    tableau.logsChanges = logs
    changesLost = lost || logs
    // Variables keep the order they were first seen in (ambiguity reports use it).
    for case let variable? in known { _ = tableau.symbol(for: variable) }
    // Required constraints go in first, as in a batch add (`requiredFirst`): each required
    // equality then fixes its variables from its own row, before soft constraints and
    // inequalities can push the basic solution to a far vertex whose round-off it would
    // inherit (a v5 held at -2.92e14 on the way left `3 * v5 == 23` off by 0.125).
    // The records keep their order. Edit constraints go in last at 0 and then move to their
    // suggestions by the dual simplex, as `addEditVariable` and `suggestValues` did. Put in
    // at their suggested values, the one primal optimisation pivoted through the tree
    // family's rows, filling columns in: ten times the column entries at 300 views, 1.18 s
    // instead of 0.04 s at 3,000, quadratic in the views (Docs/Performance.md).
    records.append(contentsOf: repeatElement(nil, count: held.count))
    let edited = held.indices.filter { held[$0].editValue != nil }
    do throws(SolverError) {
      for index in Solver.requiredFirst(held.map(\.constraint)) where held[index].editValue == nil {
        try insert(held[index], slot: index)
      }
      tableau.optimize()
      for index in edited {
        var record = held[index]
        record.editValue = 0
        try insert(record, slot: index)
      }
    } catch {
      (tableau, records, liveCount, rowlessCount, slotOfConstraint) = old
      changesLost = lost
      throw error
    }
    tableau.optimize()
    for index in edited {
      guard let value = held[index].editValue, let tag = records[index]?.tag else { continue }
      records[index]?.editValue = value
      tableau.shift(tag.marker, by: value)
    }
    if !edited.isEmpty { tableau.dualOptimize() }
  }
}
