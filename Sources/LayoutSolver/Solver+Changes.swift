extension Solver {
  /// Whether the solver logs which variables' values may change, for
  /// ``drainChangedVariables(_:)``. Off by default; the layout engine turns it on so that a
  /// pass writes back only the views that moved.
  ///
  /// The log costs one flag test per row change while it is off, and one append per
  /// variable per drain while it is on.
  package var recordsChanges: Bool {
    get { tableau.logsChanges }
    set {
      if newValue && !tableau.logsChanges { changesLost = true }
      tableau.logsChanges = newValue
    }
  }

  /// Calls `body` once for each variable whose value may have changed since the last drain
  /// (a superset: the basic symbol of a row that changed may keep its value; a definition
  /// that only names values that moved is reported when its own value moved), in the order
  /// they were logged, and empties the log.
  ///
  /// - Returns: false when every value may have changed (the tableau was rebuilt or reset,
  ///   or logging was just turned on); `body` is then not called and the caller must read
  ///   every variable it cares about.
  /// - Complexity: O(changed variables).
  package func drainChangedVariables(_ body: (Variable) -> Void) -> Bool {
    let table = variableTable
    return drainChangedIDs { body(table[$0]) }
  }

  /// ``drainChangedVariables(_:)`` by the variables' ids in ``variableTable``: what the
  /// layout engine reads (its variables are ids of its views' blocks, with no object made).
  package func drainChangedIDs(_ body: (Int32) -> Void) -> Bool {
    // Every stale definition evaluated: those that moved are logged.
    if tableau.hasStaleValues { tableau.refreshValues() }
    let symbols = tableau.changedSymbols
    tableau.changedSymbols.removeAll(keepingCapacity: true)
    let count = tableau.symbolCount
    for symbol in symbols where Int(symbol) < count { tableau.changeMark[Int(symbol)] = 0 }
    if changesLost {
      changesLost = false
      return false
    }
    for symbol in symbols where Int(symbol) < count {
      let id = tableau.idOfSymbol[Int(symbol)]
      if id >= 0 { body(id) }
    }
    return true
  }
}
