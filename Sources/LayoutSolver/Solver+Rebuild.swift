extension Solver {
  /// The indices of a batch, required constraints first, each group in the given order.
  ///
  /// Only required constraints can make an add need the artificial phase; with the others
  /// added afterwards, their error symbols are not yet there to be pivoted through the rows
  /// while the required ones are made feasible. Which required constraints are rejected does
  /// not change: it depends only on the required constraints before them.
  ///
  /// - Returns: the indices for which `include` holds, and how many of them (the first
  ///   ones) are required.
  static func requiredFirst(
    count: Int, _ isRequired: (Int) -> Bool, where include: (Int) -> Bool = { _ in true }
  ) -> (order: [Int], requiredCount: Int) {
    var order: [Int] = []
    var soft: [Int] = []
    order.reserveCapacity(count)
    for i in 0..<count where include(i) {
      if isRequired(i) { order.append(i) } else { soft.append(i) }
    }
    let requiredCount = order.count
    order += soft
    return (order, requiredCount)
  }

  /// How many cells and column entries a rebuild that marks every required equality may
  /// use, relative to the tableau it replaces: beyond that, marking costs more than it can
  /// save. Marked, the tree family's pools grow by 2.3, 2.9 and 4.0 times at 1,000, 10,000
  /// and 100,000 views and the toasts' by 2.5; a chain of equalities makes its rows rows of
  /// the basis inverse, quadratic in size (chain-4000 took 4.8 s and 2.6 GB to add marked,
  /// grid-20000 2.2 s and 1.3 GB; `Docs/Performance.md`, remove-readd).
  static let markingBudgetFactor = 5
  /// The budget's floor, so that a small solver always marks.
  static let markingBudgetFloor = 1 << 16

  /// Rebuilds for a required equality without a marker column (removed, or its constant
  /// changed): the first time, with every required equality marked from then on, so that
  /// later removals and constant changes are marker pivots over the rows that depend on the
  /// constraint instead of rebuilds. If that rebuild goes over the marking budget, the
  /// solver stops marking for good (until ``reset()``) and rebuilds as before.
  func rebuildMarkingEqualities() throws(SolverError) {
    let marking = marksRequiredEqualities
    if !markingRefused { marksRequiredEqualities = true }
    do throws(SolverError) {
      try rebuild()
    } catch {
      // The solver is as it was, its marking choice included.
      marksRequiredEqualities = marking
      throw error
    }
  }

  /// Whether the solver gives every required equality a marker column when it adds one:
  /// true from the first removal (or constant change) of an unmarked required equality
  /// on, unless marking was refused as too costly; a diagnostic for benchmarks.
  package var marksEveryRequiredEquality: Bool { marksRequiredEqualities }

  /// The cells and column entries the tableau's pools hold (their high-water marks).
  var tableauPoolSize: Int {
    Int(tableau.cellBlocks.end) + Int(tableau.entryBlocks.end)
  }

  /// Rebuilds the tableau from the constraints held, in their order (used to remove a
  /// required equality, which has no marker column to pivot out, and to give one a
  /// marker). All or nothing: if a constraint cannot be added again, the solver is put
  /// back as it was and the error thrown. While the solver marks every required equality,
  /// a rebuild that goes over the marking budget is undone and made again unmarked.
  func rebuild() throws(SolverError) {
    if marksRequiredEqualities {
      let budget = max(Solver.markingBudgetFloor, Solver.markingBudgetFactor * tableauPoolSize)
      do throws(SolverError) {
        if try rebuild(poolBudget: budget) { return }
      } catch {
        // Only round-off can fail a rebuild; an unmarked one decides.
      }
      marksRequiredEqualities = false
      markingRefused = true
    }
    _ = try rebuild(poolBudget: nil)
  }

  /// Rebuilds the tableau; false (and the solver as it was) if its pools grew beyond
  /// `poolBudget` cells and column entries on the way.
  private func rebuild(poolBudget: Int?) throws(SolverError) -> Bool {
    let held = records.compactMap { $0 }
    let old = (
      tableau, records, liveCount, rowlessCount, slotOfConstraint, slotOfID, freeIDs, handles,
      freeHandles
    )
    slotOfConstraint = DenseIDMap()
    records.removeAll(keepingCapacity: true)
    liveCount = 0
    rowlessCount = 0
    let known = tableau.idOfSymbol
    let logs = tableau.logsChanges
    let lost = changesLost
    tableau = Tableau(table: variableTable)
    tableau.logsChanges = logs
    changesLost = lost || logs
    // Variables keep the order they were first seen in (ambiguity reports use it).
    for s in 0..<known.count where known[s] >= 0 { _ = tableau.symbol(forID: known[s]) }
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
    let budget = poolBudget ?? .max
    // The required ones go in with their repairs deferred, as in a batch add (the tree's
    // rebuild took the artificial phase once for each view that needs a wider window).
    let (order, requiredCount) = Solver.requiredFirst(
      count: held.count, { held[$0].strength.isRequired }, where: { held[$0].editValue == nil }
    )
    tableau.reserve(rows: held.count, symbols: 3 * held.count, cells: 8 * held.count)
    let deferred = insertDeferred(
      order[..<requiredCount], firstSlot: 0, poolBudget: budget, record: { held[$0] })
    if deferred { tableau.commitTransaction() }
    // Not deferred because the pools passed the budget (their high-water mark stays):
    // marking costs too much, and adding one by one would find the same.
    if !deferred && tableauPoolSize > budget {
      (
        tableau, records, liveCount, rowlessCount, slotOfConstraint, slotOfID, freeIDs,
        handles, freeHandles
      ) = old
      changesLost = lost
      return false
    }
    do throws(SolverError) {
      for index in order[(deferred ? requiredCount : 0)...] {
        try insert(held[index], slot: index)
        if tableauPoolSize > budget { break }
      }
      if tableauPoolSize <= budget { tableau.optimize() }
      for index in edited where tableauPoolSize <= budget {
        var record = held[index]
        record.editValue = 0
        try insert(record, slot: index)
      }
    } catch {
      (
        tableau, records, liveCount, rowlessCount, slotOfConstraint, slotOfID, freeIDs,
        handles, freeHandles
      ) = old
      changesLost = lost
      throw error
    }
    guard tableauPoolSize <= budget else {
      (
        tableau, records, liveCount, rowlessCount, slotOfConstraint, slotOfID, freeIDs,
        handles, freeHandles
      ) = old
      changesLost = lost
      return false
    }
    tableau.optimize()
    for index in edited {
      guard let value = held[index].editValue, let tag = records[index]?.tag else { continue }
      records[index]?.editValue = value
      tableau.shift(tag.marker, by: value)
    }
    if !edited.isEmpty { tableau.dualOptimize() }
    return true
  }
}
