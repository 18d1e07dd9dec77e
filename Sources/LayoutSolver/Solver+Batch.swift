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
    defer { packTermPoolIfSparse() }
    reserveTableau(for: constraints.count)
    let starts = constraints.map(appendTerms(of:))
    let firstSlot = records.count
    let oldLive = liveCount
    let oldRowless = rowlessCount
    records.append(contentsOf: repeatElement(nil, count: constraints.count))
    let (order, requiredCount) = Solver.requiredFirst(count: constraints.count) {
      constraints[$0].strength.isRequired
    }
    let deferred = insertDeferred(
      order[..<requiredCount], firstSlot: firstSlot,
      record: { Record(constraints[$0], termStart: starts[$0]) }, handle: { constraints[$0] })
    tableau.beginTransaction()
    for index in order[(deferred ? requiredCount : 0)...] {
      do {
        try insert(
          Record(constraints[index], termStart: starts[index]), handle: constraints[index],
          slot: firstSlot + index)
      } catch {
        tableau.rollbackTransaction()
        if deferred { tableau.rollbackTransaction() }
        for slot in firstSlot..<records.count {
          if let record = records[slot] { forgetSlot(of: record) }
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
    let starts = constraints.map(appendTerms(of:))
    return addSkippingFailures(
      count: constraints.count, isRequired: { constraints[$0].strength.isRequired },
      record: { index in
        Record(constraints[index], termStart: starts[index], expectsChanges: marked(index))
      }, handle: { constraints[$0] })
  }

  /// ``addConstraintsSkippingFailures(_:marked:)`` for forms, without a constraint object
  /// each: what the layout engine adds. Each form held gets an id, which the engine keeps
  /// to change its constant (``setConstantsSkippingFailures(ofIDs:)``), read it
  /// (``form(ofID:)``) or remove it (``removeConstraints(ids:)``); ids are dense and reused
  /// after removal.
  ///
  /// - Returns: each form's id (-1 for one left out), and the index and error of each form
  ///   left out, in order (the error names a constraint made from the form).
  /// The batch's terms join the pool (an empty pool takes the batch's buffer itself, as a
  /// first pass's add does): the batch keeps its runs, not its terms.
  package func addFormsSkippingFailures(
    _ forms: inout FormBatch, marked: (Int) -> Bool
  ) -> (ids: [Int32], failures: [(index: Int, error: SolverError)]) {
    precondition(forms.table === variableTable, "a FormBatch written for another solver")
    let firstSlot = records.count
    // Each form's run moves by the base.
    let base = termPool.count
    if termPool.isEmpty {
      termPool = forms.takeTerms()
    } else {
      termPool.append(contentsOf: forms.terms)
    }
    let runs = forms.runs
    let failures = addSkippingFailures(
      count: runs.count, isRequired: { runs[$0].strength.isRequired },
      record: { index in
        Record(
          runs[index], termStart: base + Int(runs[index].start), expectsChanges: marked(index))
      }, handle: { _ in nil })
    let ids = (0..<runs.count).map { records[firstSlot + $0]?.id ?? -1 }
    return (ids, failures)
  }

  /// Adds the records `record(0)`, …, `record(count - 1)` into new slots, required ones
  /// first, leaving out each that fails.
  private func addSkippingFailures(
    count: Int, isRequired: (Int) -> Bool, record: (Int) -> Record,
    handle: (Int) -> LinearConstraint?
  ) -> [(index: Int, error: SolverError)] {
    var failures: [(index: Int, error: SolverError)] = []
    reserveTableau(for: count)
    let firstSlot = records.count
    records.append(contentsOf: repeatElement(nil, count: count))
    let (order, requiredCount) = Solver.requiredFirst(count: count, isRequired)
    let deferred = insertDeferred(
      order[..<requiredCount], firstSlot: firstSlot, record: record, handle: handle)
    if deferred { tableau.commitTransaction() }
    for index in order[(deferred ? requiredCount : 0)...] {
      do {
        try insert(record(index), handle: handle(index), slot: firstSlot + index)
      } catch {
        failures.append((index, error))
      }
    }
    failures.sort { $0.index < $1.index }
    tableau.optimize()
    checkInvariants()
    packTermPoolIfSparse()
    return failures
  }

  /// Sizes the tableau's buffers for a batch of `n`: a row, up to three symbols (slack,
  /// errors) and a variable or two, and eight cells per constraint.
  func reserveTableau(for n: Int) {
    guard n >= 1_024 else { return }
    tableau.reserve(rows: n, symbols: 3 * n, cells: 8 * n)
  }

  /// Adds the required records `indices` of a batch (made by `record(index)`: new ones, with
  /// the constraint object `handle(index)` if any, or a rebuild's held ones) into their
  /// reserved slots with the tableau's repairs deferred
  /// (``Tableau/defersRepairs``), then repairs every row left infeasible at once, stopping
  /// with false once the tableau's pools pass `poolBudget` cells and column entries.
  ///
  /// - Returns: true if every one went in and the repair succeeded; the transaction that
  ///   holds them is then still open (the caller commits or rolls it back with its own).
  ///   False if any add failed or the repair did: the solver is then exactly as before
  ///   and the caller adds them one by one, each made feasible before the next.
  func insertDeferred(
    _ indices: some Collection<Int>, firstSlot: Int, poolBudget: Int = .max,
    record: (Int) -> Record, handle: (Int) -> LinearConstraint? = { _ in nil }
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
        try insert(record(index), handle: handle(index), slot: firstSlot + index)
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
      guard let held = records[firstSlot + index] else { continue }
      // An id or object place given by this add is freed; a rebuild's record keeps its own.
      let given = record(index)
      forgetSlot(of: held, freeingID: given.id < 0, freeingHandle: given.handleIndex < 0)
      records[firstSlot + index] = nil
    }
    liveCount = oldLive
    rowlessCount = oldRowless
    return false
  }
}
