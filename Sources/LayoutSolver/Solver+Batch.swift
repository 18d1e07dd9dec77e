extension Solver {
  /// Adds several constraints with one optimisation at the end, all or none.
  ///
  /// Much faster than adding one at a time when building a layout: the objective is
  /// optimised once, and the required constraints are made feasible together (see
  /// ``addConstraintsSkippingFailures(_:)``).
  ///
  /// - Throws: as ``addConstraint(_:)``, for the first constraint that cannot be added
  ///   (a constraint listed twice is a duplicate). None of the constraints is then added.
  /// - Complexity: the sum of the adds' costs plus one optimisation.
  public func addConstraints(_ constraints: [LinearConstraint]) throws(SolverError) {
    // Errors a constraint has on its own come first, in the order given.
    var seen = Set<ObjectIdentifier>()
    for constraint in constraints {
      guard slot(of: constraint) == nil, seen.insert(ObjectIdentifier(constraint)).inserted
      else { throw .duplicateConstraint(constraint) }
      try Solver.validate(constraint)
    }
    reserveTableau(for: constraints)
    let firstSlot = records.count
    let oldLive = liveCount
    let oldRowless = rowlessCount
    records.append(contentsOf: repeatElement(nil, count: constraints.count))
    let (order, requiredCount) = Solver.requiredFirst(constraints)
    let deferred = insertDeferred(
      constraints, order[..<requiredCount], firstSlot: firstSlot, marked: { _ in false })
    tableau.beginTransaction()
    for index in order[(deferred ? requiredCount : 0)...] {
      do {
        try insert(constraints[index], editValue: nil, slot: firstSlot + index)
      } catch {
        tableau.rollbackTransaction()
        if deferred { tableau.rollbackTransaction() }
        for slot in firstSlot..<records.count {
          if let record = records[slot] { forgetSlot(of: record.constraint) }
        }
        records.removeLast(records.count - firstSlot)
        liveCount = oldLive
        rowlessCount = oldRowless
        checkInvariants()
        throw error
      }
    }
    tableau.commitTransaction()
    if deferred { tableau.commitTransaction() }
    tableau.optimize()
    checkInvariants()
  }

  /// Adds several constraints with one optimisation at the end, skipping those that cannot
  /// be added.
  ///
  /// This is the protocol of `layoutcli system`: a required constraint that conflicts with
  /// those before it is left out and reported, and the rest still go in.
  ///
  /// The required constraints go in first and are made feasible together: an add that
  /// would need the artificial phase (its row cannot be solved for a symbol without
  /// making some row negative) leaves its row infeasible, and one repair at the end
  /// (`Tableau.repairInfeasibleRows`) fixes them all. If that repair fails (some required
  /// constraint conflicts), the required constraints are added again one by one, each
  /// feasible before the next, so that which ones are left out is decided by the order
  /// given.
  ///
  /// - Returns: the index in `constraints` and the error of each constraint left out, in
  ///   order.
  /// - Complexity: the sum of the adds' costs plus one optimisation; twice the adds when a
  ///   required constraint is left out.
  @discardableResult
  public func addConstraintsSkippingFailures(_ constraints: [LinearConstraint])
    -> [(index: Int, error: SolverError)]
  {
    addConstraintsSkippingFailures(constraints, marked: { _ in false })
  }

  /// ``addConstraintsSkippingFailures(_:)``, making sure the required equalities for which
  /// `marked(index)` is true can change their constant or be removed later without a
  /// rebuild (the layout engine marks the constraints it expects to change): by owning their
  /// rows where they are definitions, else by a marker column at once.
  package func addConstraintsSkippingFailures(
    _ constraints: [LinearConstraint], marked: (Int) -> Bool
  ) -> [(index: Int, error: SolverError)] {
    var failures: [(index: Int, error: SolverError)] = []
    reserveTableau(for: constraints)
    let firstSlot = records.count
    records.append(contentsOf: repeatElement(nil, count: constraints.count))
    let (order, requiredCount) = Solver.requiredFirst(constraints)
    let deferred = insertDeferred(
      constraints, order[..<requiredCount], firstSlot: firstSlot, marked: marked)
    if deferred { tableau.commitTransaction() }
    for index in order[(deferred ? requiredCount : 0)...] {
      do {
        try insert(
          Record(
            constraint: constraints[index], tag: ConstraintTag(), expectsChanges: marked(index)),
          slot: firstSlot + index)
      } catch {
        failures.append((index, error))
      }
    }
    failures.sort { $0.index < $1.index }
    tableau.optimize()
    checkInvariants()
    return failures
  }

  /// Sizes the tableau's buffers for a batch: a row, up to three symbols (slack, errors)
  /// and a variable or two, and eight cells per constraint.
  func reserveTableau(for constraints: [LinearConstraint]) {
    let n = constraints.count
    guard n >= 1_024 else { return }
    tableau.reserve(rows: n, symbols: 3 * n, cells: 8 * n)
  }

  /// Adds the required constraints `indices` of a batch into their reserved record slots
  /// with the tableau's repairs deferred (``Tableau/defersRepairs``), then repairs every
  /// row left infeasible at once.
  ///
  /// - Returns: true if every one went in and the repair succeeded; the transaction that
  ///   holds them is then still open (the caller commits or rolls it back with its own).
  ///   False if any add failed or the repair did: the solver is then exactly as before
  ///   and the caller adds them one by one, each made feasible before the next.
  func insertDeferred(
    _ constraints: [LinearConstraint], _ indices: ArraySlice<Int>, firstSlot: Int,
    marked: (Int) -> Bool
  ) -> Bool {
    insertDeferred(indices, firstSlot: firstSlot) { index in
      Record(
        constraint: constraints[index], tag: ConstraintTag(), expectsChanges: marked(index))
    }
  }

  /// ``insertDeferred(_:_:firstSlot:marked:)`` for records made by `record(index)` (a
  /// rebuild's held ones), stopping with false once the tableau's pools pass `poolBudget`
  /// cells and column entries.
  func insertDeferred(
    _ indices: some Collection<Int>, firstSlot: Int, poolBudget: Int = .max,
    record: (Int) -> Record
  ) -> Bool {
    guard !indices.isEmpty else { return false }
    let oldLive = liveCount
    let oldRowless = rowlessCount
    tableau.beginTransaction()
    tableau.defersRepairs = true
    tableau.deferredCount = 0
    var succeeded = true
    for index in indices {
      do {
        try insert(record(index), slot: firstSlot + index)
      } catch {
        succeeded = false
        break
      }
      if tableauPoolSize > poolBudget {
        succeeded = false
        break
      }
    }
    tableau.defersRepairs = false
    if succeeded && !tableau.infeasible.isEmpty {
      succeeded = tableau.repairInfeasibleRows()
    }
    if succeeded { return true }
    deferredRepairFallbacks += 1
    tableau.rollbackTransaction()
    for index in indices {
      guard let record = records[firstSlot + index] else { continue }
      forgetSlot(of: record.constraint)
      records[firstSlot + index] = nil
    }
    liveCount = oldLive
    rowlessCount = oldRowless
    return false
  }
}
