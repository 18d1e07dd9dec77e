extension Solver {
  /// Changes the constant of a constraint the solver holds and re-solves.
  ///
  /// The constraint then means `sum(terms) + constant OP 0` with the new constant (the
  /// ``LinearConstraint`` object itself does not change; ``constant(of:)`` reads what the
  /// solver holds). This is how a layout moves a constraint's offset without removing it:
  ///
  /// ```swift
  /// let gap = x + 10 <= y          // x + 10 - y <= 0, constant 10
  /// try solver.addConstraint(gap)
  /// try solver.setConstant(of: gap, to: 24)   // now x + 24 <= y
  /// ```
  ///
  /// An inequality or a non-required constraint moves along its marker column and the
  /// dual simplex repairs the rows that go infeasible, touching only those. A required
  /// equality has no marker column: while its row is still its subject's definition, that
  /// row moves, and so do the markers of the rows built from it; otherwise its first change
  /// rebuilds the tableau with a marker for it, and later changes are incremental.
  ///
  /// - Throws: ``SolverError/Code/unknownConstraint``,
  ///   ``SolverError/Code/nonFiniteConstant``, ``SolverError/Code/constantOutOfRange``, and
  ///   ``SolverError/Code/unsatisfiableConstraint`` if a required constraint
  ///   cannot hold with the new constant; the solver is then unchanged.
  /// - Complexity: the rows containing the marker (or built from the equality's row) plus
  ///   the dual pivots; a required equality's first change is linear in the constraints
  ///   held when it rebuilds.
  public func setConstant(of constraint: LinearConstraint, to constant: Double)
    throws(SolverError)
  {
    guard let slot = slot(of: constraint), records[slot] != nil else {
      throw .unknownConstraint(constraint)
    }
    try setConstant(slot: slot, to: constant)
  }

  /// ``setConstant(of:to:)`` for the record in `slot`.
  private func setConstant(slot: Int, to constant: Double) throws(SolverError) {
    let record = self.record(inSlot: slot)
    guard constant.isFinite else { throw .nonFiniteConstant(handle(ofSlot: slot), constant) }
    guard abs(constant) <= Solver.magnitudeLimit else {
      throw .constantOutOfRange(handle(ofSlot: slot), constant)
    }
    var updated = record
    if record.editValue != nil {
      updated.editValue = record.formConstant - constant
    } else {
      updated.constant = constant
    }
    let delta = constant - record.heldConstant
    guard delta != 0 else { return }
    // A redundant required equality has no row; what it relied on is not recorded, and it
    // may be a required equality's dummy marker, which must then not move on its own.
    if needsRebuild(record, slot: slot) {
      // No column to move along, or one that a redundant constraint pins: rebuild with a
      // marker for this constraint, which checks it against every other one.
      updated.marked = true
      records[slot] = updated
      do throws(SolverError) {
        try rebuildMarkingEqualities()
      } catch {
        records[slot] = record
        throw .unsatisfiableConstraint(
          handle(ofSlot: slot), constant: constant,
          conflictsWith: explainConflict(form(of: record), constant: constant, excluding: slot))
      }
    } else {
      try moveMarker(of: record, slot: slot, by: delta, constant: constant)
      records[slot] = updated
    }
    checkInvariants()
  }

  /// Changes the constants of several held constraints, as ``setConstant(of:to:)`` one after
  /// another, skipping those that fail, but with at most one rebuild: every unmarked
  /// required equality among them is given its marker in the same rebuild (one change of
  /// a scroll offset moves the frames of all of a scroll view's subviews). The marked ones
  /// move together first, so that an equality the others imply moves with them.
  ///
  /// - Returns: the index and error of each change left out, in order; the constraint then
  ///   keeps its old constant.
  package func setConstantsSkippingFailures(_ changes: [(LinearConstraint, Double)])
    -> [(index: Int, error: SolverError)]
  {
    setConstantsSkippingFailures(
      count: changes.count, slot: { slot(of: changes[$0].0) }, constant: { changes[$0].1 },
      unknown: { .unknownConstraint(changes[$0].0) })
  }

  /// ``setConstantsSkippingFailures(_:)`` for the forms the layout engine holds by id (an
  /// id not held fails as an unknown constraint, naming a constraint with no terms).
  package func setConstantsSkippingFailures(ofIDs changes: [(Int32, Double)])
    -> [(index: Int, error: SolverError)]
  {
    setConstantsSkippingFailures(
      count: changes.count, slot: { slot(ofID: changes[$0].0) }, constant: { changes[$0].1 },
      unknown: { _ in
        .unknownConstraint(LinearConstraint(Expression(), .equal, label: "(an id not held)"))
      })
  }

  private func setConstantsSkippingFailures(
    count: Int, slot slots: (Int) -> Int?, constant constants: (Int) -> Double,
    unknown: (Int) -> SolverError
  ) -> [(index: Int, error: SolverError)] {
    var rebuildSlots: [(index: Int, slot: Int)] = []
    var incremental: [Int] = []
    var failures: [(index: Int, error: SolverError)] = []
    // Required equalities (not edits) whose markers can move: tried together first.
    var joint: [(index: Int, slot: Int)] = []
    var seen = Set<Int>()
    for i in 0..<count {
      let constant = constants(i)
      guard let slot = slots(i), let record = records[slot] else {
        failures.append((i, unknown(i)))
        continue
      }
      guard constant.isFinite, abs(constant) <= Solver.magnitudeLimit else {
        incremental.append(i)  // setConstant reports it
        continue
      }
      if constant == record.heldConstant { continue }
      if record.editValue == nil && needsRebuild(record, slot: slot) {
        rebuildSlots.append((i, slot))
      } else if record.editValue == nil && (count == 1 || seen.insert(slot).inserted) {
        joint.append((i, slot))
      } else {
        incremental.append(i)
      }
    }
    if !rebuildSlots.isEmpty {
      // A rebuild is taken anyway: the others go into it with their new constants, so that
      // one implied by the rest moves with them.
      rebuildSlots += joint
    } else if joint.count > 1 {
      let moves = joint.compactMap { i, slot in
        records[slot].map { ($0, slot, constants(i) - $0.heldConstant, constants(i)) }
      }
      if moveMarkers(moves) {
        for (i, slot) in joint { records[slot]?.constant = constants(i) }
      } else {
        // Together they conflict, or the tableau needs another basis: a rebuild with all
        // the new constants decides (and, failing that, one at a time).
        rebuildSlots += joint
      }
    } else {
      incremental += joint.map(\.index)
    }
    if rebuildSlots.count > 1 {
      var saved: [(slot: Int, record: Record)] = []
      for (i, slot) in rebuildSlots {
        guard var record = records[slot] else { continue }
        saved.append((slot, record))
        record.constant = constants(i)
        record.marked = true
        records[slot] = record
      }
      do throws(SolverError) {
        try rebuildMarkingEqualities()
        rebuildSlots = []
      } catch {
        // Some new constant conflicts: find which, one at a time.
        for (slot, record) in saved { records[slot] = record }
      }
    }
    for i in (rebuildSlots.map(\.index) + incremental).sorted() {
      do throws(SolverError) {
        guard let slot = slots(i) else { continue }
        try setConstant(slot: slot, to: constants(i))
      } catch {
        failures.append((i, error))
      }
    }
    checkInvariants()
    return failures.sorted { $0.index < $1.index }
  }

  /// Whether changing this record's constant needs a rebuild (no marker column and no owned
  /// definition row, no row, or a redundant required equality may rely on it).
  private func needsRebuild(_ record: Record, slot: Int) -> Bool {
    let reliedOn =
      rowlessCount > 0 && record.relation == .equal && record.strength.isRequired
    if !record.tag.hasRow || reliedOn { return true }
    return record.tag.marker < 0 && !tableau.ownsDefinition(of: record.tag.subject, slot: slot)
  }

  /// The constant the solver holds for a constraint (changed by ``setConstant(of:to:)`` or,
  /// for an edit variable's constraint, by the suggested value), or nil if it is not held.
  /// - Complexity: O(1).
  public func constant(of constraint: LinearConstraint) -> Double? {
    guard let slot = slot(of: constraint) else { return nil }
    return records[slot]?.heldConstant
  }

  /// ``constant(of:)`` for a form the layout engine holds by id; nil if it holds none.
  package func constant(ofID id: Int32) -> Double? {
    guard let slot = slot(ofID: id) else { return nil }
    return records[slot]?.heldConstant
  }

  /// The form the layout engine holds by this id, as added (its constant is the one it was
  /// added with: ``constant(ofID:)`` reads the one held); nil if it holds none.
  package func form(ofID id: Int32) -> ConstraintForm? {
    guard let slot = slot(ofID: id) else { return nil }
    return records[slot].map(form(of:))
  }

  /// Whether the form the layout engine holds by this id has these terms, relation and
  /// strength (a form of them differs at most in its constant, so it can be moved in
  /// place), compared in the pool.
  package func hasShape(
    ofID id: Int32, terms: ArraySlice<PoolTerm>, relation: Relation, strength: Strength
  ) -> Bool {
    guard let slot = slot(ofID: id), let record = records[slot], record.relation == relation,
      record.strength == strength, Int(record.termCount) == terms.count
    else { return false }
    return termPool[record.terms].elementsEqual(terms)
  }

  /// Whether the layout engine's form with this id is held.
  package func holds(id: Int32) -> Bool {
    guard let slot = slot(ofID: id) else { return false }
    return records[slot] != nil
  }

  /// The id of a constraint object the solver holds for a form the engine added (made for a
  /// message: ``SolverError/conflictsWith`` lists such objects); nil for any other.
  package func id(of constraint: LinearConstraint) -> Int32? {
    guard let slot = slot(of: constraint), let id = records[slot]?.id, id >= 0 else {
      return nil
    }
    return id
  }

  /// Moves the constant of a constraint that has a marker by `delta`, as one transaction.
  private func moveMarker(of record: Record, slot: Int, by delta: Double, constant: Double)
    throws(SolverError)
  {
    guard moveMarkers([(record, slot, delta, constant)]) else {
      throw .unsatisfiableConstraint(
        handle(ofSlot: slot), constant: constant,
        conflictsWith: explainConflict(form(of: record), constant: constant, excluding: slot))
    }
  }

  /// After a move of one constraint's constant that the dual simplex could not repair:
  /// whether the rows it left below zero miss by round-off only, as an add's rejection is
  /// judged (`holdsWithinRoundOff`): the constraint with its new constant, and the required
  /// constraints held, hold within round-off at the point the rows stand at, or near it;
  /// and each row misses by at most the round-off carried from the largest number the
  /// system holds (``Tableau/carriedRoundOff(coefficients:systemScale:)``, per unit of the
  /// constraint's coefficients). Then those rows are taken to hold (their constants 0), as
  /// an add takes its rows' miss as 0.
  ///
  /// `1000 * v2 <= 12` moved to `<= 0` with `v2 == 0` held once failed so: v2 stood at
  /// 1.76e-9, round-off of constants near 3.2e7, and the slack's row, a constant with
  /// nothing left to enter it, went to −1.76e-6.
  private func acceptsRoundOff(_ record: Record, slot: Int, _ constant: Double) -> Bool {
    let constraint = form(of: record)
    guard
      holdsWithinRoundOff(
        constraint, constant: constant, at: tableau.userValues(), excluding: slot)
    else {
      return false
    }
    let coefficients = constraint.terms.reduce(0) { $0 + abs($1.coefficient) }
    let bound = Tableau.carriedRoundOff(
      coefficients: max(1, coefficients), systemScale: tableau.largestMagnitude())
    for basic in tableau.unrepaired {
      let r = tableau.basicRow[Int(basic)]
      if r >= 0 && -tableau.rowConstant[Int(r)] > bound { return false }
    }
    for basic in tableau.unrepaired {
      let r = tableau.basicRow[Int(basic)]
      guard r >= 0 else { continue }
      tableau.touch(r)
      tableau.setConstant(r, 0)
    }
    return true
  }

  /// Moves the markers of several constraints together, as one transaction: true if every
  /// row stays feasible and every required equality holds, else nothing changes. Together,
  /// because one of them may be implied by the others (margins that move a top, a bottom
  /// and a centre at once): moved one at a time, the first move breaks the implied one.
  private func moveMarkers(
    _ moves: [(record: Record, slot: Int, delta: Double, constant: Double)]
  ) -> Bool {
    // Dummy markers are pinned to 0: a basic one (its constraint implied by others) must
    // keep its row at 0, and so must the implied equalities whose rows hold a moved marker
    // (their rows hold dummies only, so nothing but the other moves can bring them back).
    var pinned: [(dummy: Int32, scale: Double)] = []
    for move in moves {
      let marker = move.record.tag.marker
      guard marker >= 0 else { continue }
      if tableau.kind[Int(marker)] == .dummy { pinned.append((marker, abs(move.constant))) }
      guard tableau.basicRow[Int(marker)] < 0 else { continue }
      for entry in tableau.column(of: marker) {
        let basic = tableau.rowBasic[Int(entry.row)]
        if basic >= 0 && tableau.kind[Int(basic)] == .dummy {
          pinned.append((basic, abs(move.constant)))
        }
      }
    }
    tableau.beginTransaction()
    for move in moves {
      if move.record.tag.marker < 0 {
        // An unmarked required equality whose row is its subject's (owned) definition: that
        // row moves by -delta / a, `a` the subject's coefficient in it.
        let tag = move.record.tag
        for (dummy, scale) in tableau.shiftDefinition(
          of: tag.subject, by: -move.delta / tag.subjectCoefficient)
        {
          pinned.append((dummy, max(scale, abs(move.constant))))
        }
        definitionShifts += 1
        continue
      }
      // The marker stands for itself plus this shift (see `Tableau.add` for the signs): a
      // slack or dummy with coefficient +1 (`<=`, required `==`) moves by delta, a slack
      // with coefficient -1 (`>=`) and the positive error of a non-required `==` by -delta.
      let shift: Double
      switch move.record.relation {
      case .lessThanOrEqual: shift = move.delta
      case .greaterThanOrEqual: shift = -move.delta
      case .equal: shift = move.record.strength.isRequired ? move.delta : -move.delta
      }
      tableau.shift(move.record.tag.marker, by: shift)
    }
    var holds = tableau.dualOptimize()
    if !holds && moves.count == 1 {
      holds = acceptsRoundOff(moves[0].record, slot: moves[0].slot, moves[0].constant)
    }
    for (dummy, scale) in pinned {
      let r = tableau.basicRow[Int(dummy)]
      if r >= 0
        && !Tableau.isNegligible(
          tableau.rowConstant[Int(r)], scale: max(scale, tableau.rowScale[Int(r)]))
      {
        holds = false
      }
    }
    guard holds else {
      tableau.rollbackTransaction()
      return false
    }
    tableau.commitTransaction()
    return true
  }
}
