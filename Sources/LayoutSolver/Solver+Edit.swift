extension Solver {
  /// Makes `variable` an edit variable: a non-required constraint `variable == value` whose
  /// value ``suggestValue(_:_:)`` changes. It starts at 0, as in Cassowary and kiwi.
  ///
  /// - Throws: ``SolverError/Code/duplicateEditVariable`` if it already is one,
  ///   ``SolverError/Code/requiredEditVariable`` if `strength` is required,
  ///   ``SolverError/Code/invalidStrength`` if it is NaN or negative.
  /// - Complexity: that of adding one non-required constraint.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = LinearConstraint(
      Expression(variable), .equal, strength: strength, label: "edit(\(variable))")
    try insert(constraint, editValue: 0)
    edits[variable.id] = Edit(variable: variable, constraint: constraint)
    tableau.optimize()
    checkInvariants()
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: ``SolverError/Code/unknownEditVariable`` if it is not an edit variable.
  /// - Complexity: that of removing one non-required constraint.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    try removeConstraint(edit.constraint)
  }

  /// Whether `variable` is an edit variable of this solver.
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// The edit variables, in the order they were added.
  /// - Complexity: O(n) in the constraints held.
  public var editVariables: [Variable] {
    records.compactMap { record in
      guard let record, record.editValue != nil else { return nil }
      return variableTable[termPool[Int(record.termStart)].id]
    }
  }

  /// Suggests a value for an edit variable and re-solves.
  ///
  /// The change moves the constants of the rows that contain the edit's error symbol; the
  /// rows that go infeasible are repaired by the dual simplex, which touches only them.
  ///
  /// - Throws: ``SolverError/Code/unknownEditVariable``,
  ///   ``SolverError/Code/nonFiniteSuggestion``,
  ///   ``SolverError/Code/suggestionOutOfRange`` beyond ``Solver/magnitudeLimit``.
  /// - Complexity: the rows containing the edit's error symbol, plus the dual pivots.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try suggestValues([(variable, value)])
  }

  /// Suggests values for several edit variables, then re-solves once.
  ///
  /// - Throws: as ``suggestValue(_:_:)``, before any value is applied.
  /// - Complexity: the rows containing the edits' error symbols, plus the dual pivots.
  public func suggestValues(_ values: [(Variable, Double)]) throws(SolverError) {
    for (variable, value) in values {
      guard edits[variable.id] != nil else { throw .unknownEditVariable(variable) }
      guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
      guard abs(value) <= Solver.magnitudeLimit else {
        throw .suggestionOutOfRange(variable, value)
      }
    }
    for (variable, value) in values {
      guard let edit = edits[variable.id], let slot = slot(of: edit.constraint),
        let record = records[slot], let old = record.editValue
      else { continue }
      records[slot]?.editValue = value
      tableau.shift(record.tag.marker, by: value - old)
    }
    tableau.dualOptimize()
    checkInvariants()
  }
}

extension Tableau {
  /// Moves a constraint's marker: every occurrence of `marker` stands for
  /// `marker + delta` afterwards (the row constant of a basic marker drops by `delta`; each
  /// row holding it moves by `coefficient * delta`). Rows that go negative are queued for
  /// the dual simplex. Journalled inside a transaction. A shift by 0 (a suggestion equal to
  /// the last, as a window resized in one direction suggests for the other) touches nothing,
  /// so no value goes stale and none is reported changed.
  func shift(_ marker: Int32, by delta: Double) {
    guard delta != 0 else { return }
    let r = basicRow[Int(marker)]
    if r >= 0 {
      touch(r)  // a restricted row: never owned
      setConstant(r, Tableau.constantSum(rowConstant[Int(r)], -delta))
      rowScale[Int(r)] = max(rowScale[Int(r)], abs(delta))
      if isBelowZero(row: Int(r)) { infeasible.append(marker) }
    } else {
      moveConstants(ofRowsOf: marker, substituted: true, by: delta)
    }
    // Definition rows name the marker itself, basic or not: each moves by coefficient *
    // delta (where the marker is basic, that keeps their values, as its own row's constant
    // moves the other way). They are unrestricted: none needs repair.
    moveConstants(ofRowsOf: marker, substituted: false, by: delta)
  }

  /// Moves the constant of every row the marker's column (or references) lists by its
  /// coefficient times `delta`; a restricted row that goes below zero is queued.
  private func moveConstants(ofRowsOf marker: Int32, substituted: Bool, by delta: Double) {
    // Touching a row journals it and marks values stale: no cell or entry moves.
    for entry in substituted ? column(of: marker) : references(of: marker) {
      let t = Int(entry.row)
      // A constant that moves leaves a definition row what it was built as: still owned.
      let owner = rowOwner[t]
      touch(Int32(t))
      rowOwner[t] = owner
      let c = coefficient(at: entry)
      let moved = Tableau.constantSum(rowConstant[t], c * delta)
      rowConstant[t] = moved
      rowScale[t] = max(rowScale[t], abs(c * delta))
      // A column lists substituted rows: their basic symbols' values mirror the constant.
      if substituted {
        let basic = rowBasic[t]
        guard basic >= 0 else { continue }
        symbolValue[Int(basic)] = moved
        if isRestricted(basic) && isBelowZero(row: t) { infeasible.append(basic) }
      }
    }
  }
}
