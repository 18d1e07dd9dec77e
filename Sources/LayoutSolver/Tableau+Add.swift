/// The symbols that stand for one added constraint in the tableau.
struct ConstraintTag {
  /// The slack (inequality), the positive error (non-required equality) or the dummy of a
  /// marked required equality (and of every one in explanation mode); -1 for an unmarked
  /// required equality.
  var marker: Int32 = -1
  /// The error of a non-required inequality or the negative error of a non-required
  /// equality; -1 otherwise.
  var other: Int32 = -1
  /// False for a required equality that the others already imply: it has no row.
  var hasRow = true
  /// For an unmarked required equality whose row is its subject's definition (as written,
  /// or as expanded when added): that subject (its row is owned while it stays so); -1
  /// otherwise.
  var subject: Int32 = -1
  /// The subject's coefficient in the row as built (before it was solved for it).
  var subjectCoefficient = 0.0
}

/// Why an add failed; the tableau is unchanged.
struct Unsatisfiable: Error {
  /// In explanation mode: the markers (dummies and slacks) of the constraints whose
  /// combination with the new one is contradictory, read off the failing row.
  var markers: [Int32] = []
  /// Whether the rows judged the constraint's miss against their own round-off bound (a
  /// row left with no symbol but a constant, or a phase one that ended above zero), so that
  /// a check of the constraints as written may still find it round-off (see
  /// `add(…acceptingRoundOff:)`); false when nothing can enter a row that must change.
  var judgedByRoundOff = false
  /// The values the user variables had where phase one ended, by symbol: the point the
  /// rows' judgement was made at (nil: the tableau's current values, left unchanged).
  var point: [Double]?
}

extension Tableau {
  /// The symbol of a user variable, registering it on first use.
  func symbol(for variable: Variable) -> Int32 {
    symbol(forID: table.id(of: variable))
  }

  /// The symbol of the variable with id `id` in ``table``, registering it on first use.
  @inline(__always)
  func symbol(forID id: Int32) -> Int32 {
    let known = registeredSymbol(ofID: id)
    return known >= 0 ? known : register(id)
  }

  private func register(_ id: Int32) -> Int32 {
    let s = newSymbol(.external)
    idOfSymbol[Int(s)] = id
    if Int(id) >= symbolOfID.count {
      let first = symbolOfID.count
      symbolOfID.extend(by: Int(id) + 1 - first)
      for i in first..<symbolOfID.count { symbolOfID[i] = -1 }
    }
    symbolOfID[Int(id)] = s
    variableCount += 1
    return s
  }

  /// The current value of a variable; 0 if it is not registered.
  @inline(__always)
  func value(of variable: Variable) -> Double {
    let s = registeredSymbol(of: variable)
    return s >= 0 ? value(of: s) : 0
  }

  /// Adds `sum(terms) + constant OP 0` and keeps the tableau feasible; does not optimize.
  /// A `marked` required equality gets a dummy marker column (so its constant can move and
  /// it can be removed by pivoting), as every required equality does when explaining. An
  /// unmarked one whose row is its subject's definition is owned by `owner` (the
  /// solver's record slot), so its constant can move all the same
  /// (`Tableau+DefinitionShift.swift`).
  ///
  /// - Throws: `Unsatisfiable` if the constraint is required and cannot hold with the rows
  ///   already there; the tableau is then exactly as before (new symbols included).
  ///
  /// With `acceptingRoundOff`, a required constraint the rows call unsatisfiable by their
  /// round-off bound (``Unsatisfiable/judgedByRoundOff``) is taken to hold instead: the
  /// caller found that the constraints as written hold within round-off at the point the
  /// rows judged at (``Tableau/witnessTolerance``), and adds it again. The rows then hold it
  /// with its miss, round-off of theirs, taken as 0. The add is deterministic, so the second
  /// one reaches the same judgement.
  func add(
    terms: some TermRun, constant: Double, relation: Relation, strength: Strength,
    marked: Bool = false, markedUnlessOwned: Bool = false, owner: Int32 = -1,
    acceptingRoundOff: Bool = false
  ) throws(Unsatisfiable) -> ConstraintTag {
    let firstNewSymbol = symbolCount
    expandedOwnedRows.removeAll()
    expandedOwnedWeights.removeAll()
    var expanded = false
    var tag = ConstraintTag()
    let required = strength.isRequired
    var rowConst = constant
    var scale = abs(constant)
    clearBuiltRow()

    // The row as written; a basic variable stays itself (a definition row may name it).
    var hasBasic = false
    for term in terms {
      let s = term.symbol(registeringIn: self)
      if basicRow[Int(s)] >= 0 { hasBasic = true }
      accumulate(s, term.coefficient)
    }
    // A definition row can name basic symbols when its subject is fresh (no definition
    // names it, so none of those can depend on it); otherwise the row is expanded down to
    // non-basic symbols, as a substituted row must be and as rules out a cycle.
    let candidate = externalSubject()
    let fresh = candidate >= 0 && refCount[Int(candidate)] == 0
    var stoppedAt: Int32 = -1
    stopOrders.removeAll()
    if hasBasic && !fresh && !fitsBetweenDefinitions(candidate) {
      stoppedAt = expandBasicsOfBuiltRow(
        constant: &rowConst, scale: &scale, stoppingAtSubject: true)
      expanded = true
    }
    // Drop what cancelled; reset the scratch positions.
    var kept = 0
    for i in buildSymbols.indices {
      scratch[Int(buildSymbols[i])] = -1
      if buildCoefficients[i] != 0 {
        buildSymbols[kept] = buildSymbols[i]
        buildCoefficients[kept] = buildCoefficients[i]
        buildMagnitudes[kept] = buildMagnitudes[i]
        kept += 1
      }
    }
    buildSymbols.removeLast(buildSymbols.count - kept)
    buildCoefficients.removeLast(buildCoefficients.count - kept)
    buildMagnitudes.removeLast(buildMagnitudes.count - kept)

    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let c: Double = relation == .lessThanOrEqual ? 1 : -1
      tag.marker = newSymbol(.slack)
      appendBuilt(tag.marker, c)
      if !required {
        tag.other = newSymbol(.error)
        errorWeight[Int(tag.other)] = strength.value
        appendBuilt(tag.other, -c)
      }
    case .equal:
      if !required {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        errorWeight[Int(tag.marker)] = strength.value
        errorWeight[Int(tag.other)] = strength.value
        appendBuilt(tag.marker, -1)
        appendBuilt(tag.other, 1)
      } else if explaining || marked || (markedUnlessOwned && !ownable(terms, owner, expanded)) {
        tag.marker = newSymbol(.dummy)
        appendBuilt(tag.marker, 1)
      }
    }
    let negated = rowConst < 0
    if rowConst < 0 {
      rowConst = -rowConst
      for i in buildCoefficients.indices { buildCoefficients[i] = -buildCoefficients[i] }
    }

    var subject = stoppedAt >= 0 ? stoppedAt : chooseSubject(tag)
    if subject < 0 && buildSymbols.allSatisfy({ kind[Int($0)] == .dummy }) {
      if !Tableau.isNegligible(rowConst, scale: scale) {
        guard required && acceptingRoundOff && isNear(terms, constant, relation, scale: scale)
        else {
          let markers = buildSymbols.filter { $0 < firstNewSymbol }
          truncateSymbols(to: firstNewSymbol)
          // The rows are unchanged: the point judged at is the tableau's own.
          throw Unsatisfiable(markers: markers, judgedByRoundOff: required && !acceptingRoundOff)
        }
        rowConst = 0
      }
      if tag.marker < 0 {
        // Implied: it holds no row, so it took nothing in of what it expanded.
        expandedOwnedRows.removeAll()
        expandedOwnedWeights.removeAll()
        tag.hasRow = false
        return tag
      }
      subject = tag.marker
    }
    // An unmarked required equality over basic variables only: solved, if it can be, for a
    // marker that only one term's definition names, it becomes that term's definition.
    var reRooting: (x: Int32, coefficient: Double)? = nil
    if subject < 0 && required && relation == .equal && owner >= 0 && tag.marker < 0 && expanded {
      if let found = reRootSubject(terms, deferred: defersRepairs) {
        subject = found.marker
        reRooting = (found.x, found.coefficient)
      }
    }
    if subject < 0 { subject = feasibleRestrictedSubject(constant: rowConst) }
    if subject < 0 && defersRepairs { subject = cheapestRestrictedSubject() }
    if subject < 0 {
      try addWithArtificialVariable(
        rowConst, scale: scale, firstNewSymbol: firstNewSymbol,
        acceptingRoundOff: acceptingRoundOff
      ) { isNear(terms, constant, relation, scale: $0) }
    } else {
      insertRow(solvingFor: subject, constant: rowConst, scale: scale)
      // Only a deferred add's subject can start below zero (the others are external or
      // checked feasible).
      if defersRepairs && isRestricted(subject) && isBelowZero(row: Int(basicRow[Int(subject)])) {
        infeasible.append(subject)
        deferredCount += 1
      }
    }
    var pinned = false
    if required && relation == .equal && tag.hasRow {
      pinned = pinExactly(terms, constant: constant, dummy: tag.marker)
      // Its row is owned if it is its subject's definition: as written, or as expanded
      // (unless the equality is over one variable, whose old definition `pinExactly` just
      // rewrote as well).
      if owner >= 0 && tag.marker < 0 && subject >= 0 && kind[Int(subject)] == .external
        && (!expanded || !terms.allSatisfy({ $0.isOfSameVariable(as: terms[0]) }))
      {
        own(subject, slot: owner)
        tag.subject = subject
        let p = scratchPosition(of: subject)
        tag.subjectCoefficient = negated ? -buildCoefficients[p] : buildCoefficients[p]
      } else if let (x, b) = reRooting, !pinned {
        let p = scratchPosition(of: subject)
        let c = negated ? -buildCoefficients[p] : buildCoefficients[p]
        reRoot(terms, constant: constant, as: x, coefficient: b)
        own(x, slot: owner)
        tag.subject = x
        tag.subjectCoefficient = b
        // What the add expanded went into the subject's row, which is now the row of the
        // constraint that defined x before: the subject is that constraint's marker.
        noteExpandedOwnedRows(marker: subject, coefficient: c)
        // x's own row, as that constraint would have expanded it (weight -1 beside the
        // marker's c / b).
        let r = basicRow[Int(x)]
        rowShiftCount[Int(r)] = 1
        shiftLog.append(ShiftEntry(row: r, next: -1, target: subject, owner: -1, factor: -b / c))
        rowShiftHead[Int(r)] = Int32(shiftLog.count - 1)
      }
    }
    if !expandedOwnedRows.isEmpty {
      // What the built row's marker stands beside (see `Tableau+DefinitionShift.swift`):
      // a slack's +1 (`<=`) or -1 (`>=`), a soft equality's positive error's -1, a required
      // equality's dummy's +1; none without a marker, whose own row is then followed if
      // owned. Nor for a dummy `pinExactly` also wrote into another row: that row no longer
      // holds what it was built from, so the dummy's column is not the expanded rows'.
      var coefficient = 0.0
      if tag.marker >= 0 && !(pinned && kind[Int(tag.marker)] == .dummy) {
        coefficient =
          kind[Int(tag.marker)] == .dummy || relation == .lessThanOrEqual ? 1 : -1
      }
      noteExpandedOwnedRows(
        marker: tag.marker, coefficient: coefficient,
        ownedRow: tag.subject >= 0 ? basicRow[Int(tag.subject)] : -1,
        subjectCoefficient: tag.subjectCoefficient)
    }
    if !required {
      // Errors enter the objective at the constraint's strength, in terms of non-basic
      // symbols (an error that became basic contributes its row).
      addErrorsToObjective(tag, weight: strength.value)
    }
    return tag
  }

  /// After a required equality over one variable, `k * x + constant == 0` (with a row):
  /// x is determined, so its definition row becomes that constraint, `x = -constant / k`
  /// (minus its dummy over k, if marked), whatever row defined x before. Both say the
  /// same in the new basis (the new row was built from the old one), and this one holds
  /// exactly: evaluated through the old one, x would cancel whatever that held (-2.92e14
  /// once, leaving 3 * x == 23 off by 0.125); the division is exact to 1 ulp.
  ///
  /// - Returns: whether it rewrote a row.
  @discardableResult
  private func pinExactly(_ terms: some TermRun, constant: Double, dummy: Int32) -> Bool {
    guard let first = terms.first else { return false }
    var k = 0.0
    for term in terms {
      guard term.isOfSameVariable(as: first) else { return false }
      k += term.coefficient
    }
    let x = first.registeredSymbol(in: self)
    guard k != 0, x >= 0 else { return false }
    let r = basicRow[Int(x)]
    guard r >= 0, rowDefines[Int(r)] != 0 else { return false }
    let exact = -constant / k
    touch(r)
    clearCells(r)
    setConstant(r, exact)
    rowScale[Int(r)] = abs(exact)
    if dummy >= 0 { appendCell(r, dummy, -1 / k) }
    return true
  }

  /// Rewrites the definition row of `x` (a term of the unmarked required equality `e` just
  /// added, coefficient `b` in it, chosen by ``reRootSubject(_:deferred:)``) as `e` solved
  /// for x: `x = −(constant + Σ others)/b`. Nothing names x, so its definition goes above
  /// every other.
  ///
  /// The basis is the one the add made (x and the marker `m` it was solved for basic): m's
  /// substituted row is the same whether it is read as `e` expanded through x's old row (the
  /// row of a constraint `B` with marker m, solved for x), or B's row expanded through `e`
  /// (it is `e`'s built row over `b`), as if B had come after `e` and been solved for its
  /// own marker. So only x's row changes, to a row of the same value that `e` owns (its
  /// constant can move and it can be removed without a rebuild, `Tableau+DefinitionShift`).
  ///
  /// A tree's view is capped first (`v.right <= p.right − 4` defines `v.width`) and sized
  /// after (`v.width == 0.89·p.width`): without this, 374 of the 376 required equalities of
  /// a 300-view tree were solved for a slack, owned no row, and the first removal rebuilt
  /// the tableau.
  private func reRoot(_ terms: some TermRun, constant: Double, as x: Int32, coefficient b: Double) {
    let t = basicRow[Int(x)]
    touch(t)
    clearCells(t)
    setConstant(t, -constant / b)
    rowScale[Int(t)] = abs(constant / b)
    mergeTerms(terms)
    for i in mergedSymbols.indices where mergedSymbols[i] != x && mergedCoefficients[i] != 0 {
      appendCell(t, mergedSymbols[i], -mergedCoefficients[i] / b)
    }
    nextHighOrder += 1
    setDefinitionOrder(x, nextHighOrder)
  }

  /// Whether a required equality's built row (markers not yet added) will be owned: it has
  /// a non-basic user variable to be its subject, and is not an expanded equality over one
  /// variable (see `add`).
  private func ownable(_ terms: some TermRun, _ owner: Int32, _ expanded: Bool) -> Bool {
    guard owner >= 0,
      buildSymbols.indices.contains(where: {
        kind[Int(buildSymbols[$0])] == .external && basicRow[Int(buildSymbols[$0])] < 0
      })
    else { return false }
    return !expanded || !terms.allSatisfy { $0.isOfSameVariable(as: terms[0]) }
  }

  /// Whether the constraint misses at the tableau's current values by at most
  /// ``Tableau/nearTolerance`` of its terms there (or of 1, for terms near 0), or by
  /// round-off of the largest number the rows' miss came through
  /// (``Tableau/eliminationRoundOff`` of `scale`), or by the
  /// round-off it can carry from the largest number the system holds
  /// (``Tableau/carriedRoundOff(coefficients:systemScale:)``): whether the rows stand near
  /// where it holds, so that their miss can be taken as 0 once the constraints as written
  /// were found to hold within round-off (`acceptingRoundOff`).
  /// A phase one that stalled far from a feasible point misses by far more (1.24e8 of
  /// 2.5e8), and taking that as 0 would break the constraint.
  ///
  /// The last bound is for values read off rows whose constants carry an ulp of far larger
  /// numbers than the rows record (`rowScale` keeps the numbers added, not what they were
  /// computed from): v2 at −1.49e-8 where it is 0, an ulp of 1.27e8 passed through a slack's
  /// constant of 127, so that `9·v2 >= 0` misses by 1.34e-7 at a point where every
  /// constraint holds.
  private func isNear(
    _ terms: some TermRun, _ constant: Double, _ relation: Relation, scale: Double
  ) -> Bool {
    let (sum, magnitude) = residual(terms, constant: constant)
    // The rows' own round-off reaches the miss through the values of the terms.
    var scale = scale
    var coefficients = 0.0
    for term in terms {
      coefficients += abs(term.coefficient)
      let s = term.registeredSymbol(in: self)
      if s >= 0 { scale = max(scale, abs(term.coefficient) * valueScale(of: s)) }
    }
    let miss =
      switch relation {
      case .equal: abs(sum)
      case .lessThanOrEqual: sum
      case .greaterThanOrEqual: -sum
      }
    let rowsRoundOff = Tableau.eliminationRoundOff * scale
    if miss <= max(Tableau.nearTolerance * max(1, magnitude), rowsRoundOff) { return true }
    return miss
      <= Tableau.carriedRoundOff(coefficients: coefficients, systemScale: largestMagnitude())
  }

  /// The index of `symbol` in the built row (it is there).
  private func scratchPosition(of symbol: Int32) -> Int {
    var p = 0
    while buildSymbols[p] != symbol { p += 1 }
    return p
  }

  /// Adds `coefficient · symbol` to the row being built, merging it with the symbol's
  /// cell there (``scratch`` holds the position).
  ///
  /// A sum that cancels to within ``cancellation`` of the largest term ever added to that
  /// cell is 0: a small coefficient on its own stays, but the residue of three or more
  /// terms does not (0.1, −0.0999, then −1e-4 can leave 6e-17 of 0.1 where the last pair
  /// saw only 1e-4; phase one once pivoted on such a residue and put values at 1e26).
  ///
  /// `magnitude`: the size the term is judged by (an expansion's: the magnitude of the
  /// weight it came through times the cell's coefficient); its own size by default.
  func accumulate(_ symbol: Int32, _ coefficient: Double, magnitude: Double? = nil) {
    let m = max(magnitude ?? 0, abs(coefficient))
    let p = scratch[Int(symbol)]
    if p >= 0 {
      let old = buildCoefficients[Int(p)]
      let sum = old + coefficient
      let largest = max(buildMagnitudes[Int(p)], abs(old), m)
      buildMagnitudes[Int(p)] = largest
      buildCoefficients[Int(p)] = abs(sum) <= Tableau.cancellation * largest ? 0 : sum
    } else {
      scratch[Int(symbol)] = Int32(buildSymbols.count)
      appendBuilt(symbol, coefficient, magnitude: m)
    }
  }

  /// Appends a cell to the row being built (a new symbol: no merging).
  func appendBuilt(_ symbol: Int32, _ coefficient: Double, magnitude: Double? = nil) {
    buildSymbols.append(symbol)
    buildCoefficients.append(coefficient)
    buildMagnitudes.append(magnitude ?? abs(coefficient))
  }

  /// Empties the row being built.
  func clearBuiltRow() {
    buildSymbols.removeAll()
    buildCoefficients.removeAll()
    buildMagnitudes.removeAll()
  }

  /// Adds `weight` times each error symbol of a constraint to the objective.
  func addErrorsToObjective(_ tag: ConstraintTag, weight: Double) {
    if tag.marker >= 0 && kind[Int(tag.marker)] == .error { addToObjective(tag.marker, weight) }
    if tag.other >= 0 && kind[Int(tag.other)] == .error { addToObjective(tag.other, weight) }
  }

  /// Adds `weight * symbol` to the objective, substituting the symbol's row if it is basic.
  func addToObjective(_ symbol: Int32, _ weight: Double) {
    let r = basicRow[Int(symbol)]
    if r < 0 {
      setObjective(symbol, objective[Int(symbol)] + weight)
      return
    }
    for cell in cells(ofRow: r) {
      setObjective(cell.symbol, objective[Int(cell.symbol)] + weight * cell.coefficient)
    }
  }

  /// Solves the built row for `subject` and makes it that symbol's row: a definition row
  /// for an external subject (nothing else changes: only definition rows name an external
  /// symbol, and they keep naming it), else a substituted row, substituted into the others.
  private func insertRow(solvingFor subject: Int32, constant: Double, scale: Double) {
    var a = 0.0
    for i in buildSymbols.indices where buildSymbols[i] == subject { a = buildCoefficients[i] }
    let factor = -1 / a
    let defines = kind[Int(subject)] == .external
    if defines && !stopOrders.isEmpty && stopOrders[0].0 == subject {
      // An expansion stopped at it and made room (`reorderDependents`).
      for (symbol, order) in stopOrders {
        setDefinitionOrder(symbol, order)
        nextHighOrder = max(nextHighOrder, order)
      }
    } else if defines {
      // Fresh: nothing names it, so it goes above everything it names. Named and naming
      // basic symbols: between them (`fitsBetweenDefinitions` checked the room). Else the
      // row names no basic symbol: below everything that names it.
      if refCount[Int(subject)] == 0 {
        nextHighOrder += 1
        setDefinitionOrder(subject, nextHighOrder)
      } else if let (named, naming) = definitionOrderRange(of: subject), named > -.infinity {
        setDefinitionOrder(subject, (named + naming) / 2)
      } else {
        nextLowOrder -= 1
        setDefinitionOrder(subject, nextLowOrder)
      }
    }
    let r = newRow(
      basic: subject, constant: constant * factor, scale: scale * abs(factor), defines: defines)
    reserveCells(r, Int32(buildSymbols.count - 1))
    for i in buildSymbols.indices where buildSymbols[i] != subject {
      appendCell(r, buildSymbols[i], buildCoefficients[i] * factor)
    }
    if !defines { substitute(subject, row: r) }
  }

  /// Phase one: adds the row with an artificial basic symbol and minimises it; the
  /// constraint holds iff the minimum is zero. On failure everything is rolled back.
  private func addWithArtificialVariable(
    _ constant: Double, scale: Double, firstNewSymbol: Int, acceptingRoundOff: Bool,
    isNear: (Double) -> Bool
  ) throws(Unsatisfiable) {
    // The new symbols of this add were created before the transaction; remember them.
    beginTransaction()
    let artificial = newSymbol(.artificial)
    let r = newRow(basic: artificial, constant: constant, scale: scale)
    let objectiveRow = newRow(basic: -1, constant: constant, scale: scale)
    for i in buildSymbols.indices {
      appendCell(r, buildSymbols[i], buildCoefficients[i])
      appendCell(objectiveRow, buildSymbols[i], buildCoefficients[i])
    }
    artificialObjective = objectiveRow
    optimizeArtificial(objectiveRow)
    var success = Tableau.isNegligible(
      rowConstant[Int(objectiveRow)], scale: rowScale[Int(objectiveRow)])
    if !success && acceptingRoundOff && isNear(rowScale[Int(objectiveRow)]) {
      // Phase one's end is a point where the constraints as written hold within round-off
      // (the caller checked): what the artificial symbol still holds is round-off of the
      // rows, taken as 0 below, so the constraint holds as the rows compute it.
      success = true
    }
    guard success else {
      var markers: [Int32] = []
      for cell in cells(ofRow: objectiveRow) {
        let s = cell.symbol
        let k = kind[Int(s)]
        if (k == .slack || k == .dummy) && Int(s) < firstNewSymbol { markers.append(s) }
      }
      let point = acceptingRoundOff ? nil : userValues()
      rollbackTransaction()
      truncateSymbols(to: firstNewSymbol)
      throw Unsatisfiable(markers: markers, judgedByRoundOff: !acceptingRoundOff, point: point)
    }
    artificialObjective = -1
    deleteRow(objectiveRow)
    let ar = basicRow[Int(artificial)]
    if ar >= 0 {
      // What the artificial symbol still holds is round-off (or was accepted as such): it
      // is 0. Left in, the pivot below would divide it by a coefficient that may itself be
      // round-off (1.03e-9 over 1.3e-13 once put a slack at -8,000).
      if rowConstant[Int(ar)] != 0 {
        touch(ar)
        setConstant(ar, 0)
      }
      if rowCount[Int(ar)] == 0 {
        deleteRow(ar)
      } else {
        // The slack or error with the largest coefficient (ties: lowest id) enters.
        var entering: Int32 = -1
        var largest = 0.0
        for cell in cells(ofRow: ar) {
          let s = cell.symbol
          let k = kind[Int(s)]
          let a = abs(cell.coefficient)
          guard k == .slack || k == .error else { continue }
          if a > largest || (a == largest && s < entering) {
            entering = s
            largest = a
          }
        }
        guard entering >= 0 else {
          rollbackTransaction()
          truncateSymbols(to: firstNewSymbol)
          throw Unsatisfiable()
        }
        pivot(entering: entering, row: ar)
      }
    }
    // The artificial symbol leaves every row for good.
    let a = Int(artificial)
    while let entry = column(of: artificial).last {
      touch(entry.row)
      removeCell(entry.row, entry.position)
    }
    if objective[a] != 0 { setObjective(artificial, 0) }
    commitTransaction()
  }
}
