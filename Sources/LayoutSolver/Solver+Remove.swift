extension Solver {
  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/Code/unknownConstraint`` if it is not in the solver.
  /// - Complexity: a constraint with a marker column (an inequality, a non-required
  ///   constraint, a marked required equality): the rows that contain its marker, i.e. the
  ///   rows that depend on it, plus the re-optimisation. A required equality is added
  ///   without a marker (that keeps the tableau sparse); while it owns its row (its
  ///   definition as written, re-rooted or expanded, with at most 32 rows built from it)
  ///   it is given the marker it would have had and removed the same way. Otherwise the
  ///   first removal of one rebuilds the tableau, linear in the constraints held; that
  ///   rebuild marks every required equality, and so do later adds, so later removals are
  ///   marker pivots. Where
  ///   marking would make the tableau more than five times larger (a long chain of
  ///   equalities makes rows of the basis inverse), the solver does not mark, and each such
  ///   removal rebuilds. Remove several at once with ``removeConstraints(_:)`` to rebuild
  ///   at most once.
  public func removeConstraint(_ constraint: LinearConstraint) throws(SolverError) {
    try removeConstraints([constraint])
  }

  /// Removes several constraints, all or none, and re-optimises once.
  ///
  /// - Throws: ``SolverError/Code/unknownConstraint`` for the first constraint that is not
  ///   in the solver (or is listed twice); nothing is removed then.
  /// - Complexity: the sum of the marker removals plus one optimisation; if any of them is
  ///   a required equality without a marker (or a redundant required equality is held), one
  ///   rebuild from the remaining constraints instead (see ``removeConstraint(_:)``).
  public func removeConstraints(_ constraints: [LinearConstraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    var slots: [Int] = []
    for constraint in constraints {
      guard let slot = slot(of: constraint), records[slot] != nil,
        seen.insert(ObjectIdentifier(constraint)).inserted
      else { throw .unknownConstraint(constraint) }
      slots.append(slot)
    }
    try remove(slots: slots)
  }

  /// Removes the forms the layout engine holds by these ids, as ``removeConstraints(_:)``
  /// removes constraints (an id not held, or listed again, is passed over); their ids are
  /// free for reuse after.
  ///
  /// - Returns: how many were removed.
  @discardableResult
  package func removeConstraints(ids: [Int32]) throws(SolverError) -> Int {
    var slots: [Int] = []
    slots.reserveCapacity(ids.count)
    var seen = Set<Int>()
    for id in ids {
      guard let slot = slot(ofID: id), records[slot] != nil, seen.insert(slot).inserted
      else { continue }
      slots.append(slot)
    }
    try remove(slots: slots)
    return slots.count
  }

  private func remove(slots: [Int]) throws(SolverError) {
    defer { packTermPoolIfSparse() }
    var removed = slots.map { (slot: $0, record: record(inSlot: $0)) }
    // A redundant required equality has no row: removing it changes nothing else. A
    // required equality without a marker has no column to pivot out, unless its row is
    // still its subject's (owned) definition: then it gets the dummy it would have had
    // (`Tableau+DefinitionShift.swift`). Otherwise, and while a redundant one is held (the
    // constraints it relies on are not recorded), the tableau is rebuilt.
    let rowlessAfter = rowlessCount - removed.filter { !$0.record.tag.hasRow }.count
    if rowlessAfter == 0 {
      for i in removed.indices {
        let (slot, record) = removed[i]
        guard record.tag.hasRow, record.tag.marker < 0,
          tableau.ownsDefinition(of: record.tag.subject, slot: slot),
          let dummy = tableau.materializeMarker(
            of: record.tag.subject, coefficient: record.tag.subjectCoefficient)
        else { continue }
        removed[i].record.tag.marker = dummy
        removed[i].record.marked = true
        records[slot] = removed[i].record
        definitionMarkers += 1
      }
    }
    let withRows = removed.map(\.record).filter { $0.tag.hasRow }
    let rebuilding =
      withRows.contains { $0.tag.marker < 0 } || (rowlessAfter > 0 && !withRows.isEmpty)
    let oldEdits = edits
    // Kept for an undo: a release lets go of a record's object.
    let removedHandles = removed.map { handle(of: $0.record) }
    for (slot, record) in removed {
      if record.editValue != nil,
        let edit = edits[variableTable[termPool[Int(record.termStart)].id].id],
        edit.constraint === handle(of: record)
      {
        edits[edit.variable.id] = nil
      }
      release(slot)
      if !record.tag.hasRow { rowlessCount -= 1 }
    }
    if rebuilding {
      do throws(SolverError) {
        try rebuildMarkingEqualities()
      } catch {
        // Removing constraints cannot make the rest unsatisfiable; only round-off can get
        // here. The rebuild put the rest back; the removed ones return too.
        for (i, (slot, record)) in removed.enumerated() {
          var record = record
          if let handle = removedHandles[i] { record.handleIndex = storeHandle(handle) }
          records[slot] = record
          restoreSlot(slot, to: record)
          liveCount += 1
          if !record.tag.hasRow { rowlessCount += 1 }
        }
        edits = oldEdits
        throw error
      }
    } else if !withRows.isEmpty {
      for record in withRows { tableau.remove(record.tag, strength: record.strength) }
      tableau.optimize()
    }
    checkInvariants()
  }
}
