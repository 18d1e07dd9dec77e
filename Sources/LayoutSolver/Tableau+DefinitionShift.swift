/// One row built by expanding an owned definition row: when that row's constant moves by
/// `δ`, either the built constraint's marker moves by `factor · δ`, or (a required
/// equality's row, which has no marker, but is owned itself) that row's constant does (see
/// below).
struct ShiftEntry: BitwiseCopyable {
  /// The owned definition row that was expanded.
  var row: Int32
  /// The next entry of the same row, or -1.
  var next: Int32
  /// The marker to move, or (`owner` ≥ 0) the owned row whose constant moves.
  var target: Int32
  /// For a row target: the record slot that owns it (the entry holds while it still does);
  /// -1 for a marker.
  var owner: Int32
  /// How far the target moves per unit the expanded row's constant moves.
  var factor: Double
}

// MARK: Moving an unmarked required equality without a marker
//
// A required equality is added without a marker column, so the tableau has no column to
// move its constant along. But when its row is still its subject's definition (`rowOwner`:
// as written, or as expanded when it was added, and never rewritten since), the constant
// can move all the same:
//
// - its own row moves by `δ' = −δ / a` (`a` the subject's coefficient in the row as built),
//   and every definition row that names the subject follows through its value;
// - a row built later by expanding it took in `W` times that row (`W` the expansion's
//   weight): had the equality a dummy marker `d`, that row would hold `−W/a · d` beside its
//   own marker `m` (coefficient `c`), and every pivot after keeps the two columns in that
//   ratio (row operations keep linear relations between columns). So `d`'s column is the sum
//   of those markers' columns, each times `W / (a · c)` up to sign, and moving `d` by `δ` is
//   moving each `m` by `W · δ' / c`: `shift(m, by:)`, which follows `m` wherever the pivots
//   took it. The log keeps one entry per such row (`ShiftEntry`).
// - a required equality built by expanding it has no marker, but if its row is a definition
//   (its subject `x` a user variable, coefficient `b`), it is owned too, and no pivot
//   rewrites it: its constant moves by `−W · δ' / b`, and what was built from it follows
//   in turn. The owned rows and these entries form a graph without cycles (an entry points
//   from an older row to a newer one); a move walks it in dependency order.
//
// A dummy-marked required equality built from it moves its dummy like any marker (an implied
// one's row must then come back to 0, which the caller checks). A row built from it that has
// no marker and is no definition (a required equality solved for a slack) disowns it, and so do a removal's expansions, any change of the row itself
// (`touch`), and a 33rd row built from it (`shiftEntryLimit`: a chain of equalities under
// caps expands every link into every later cap, so the log would be quadratic): the first
// change of its constant then rebuilds, as before; so does one whose graph reaches a row that
// was disowned. What is moved is exactly what a dummy column would have moved, so the dual
// simplex repairs the same rows it would have.

extension Tableau {
  /// The most rows built from one owned row that the log follows (see above).
  static let shiftEntryLimit: UInt8 = 32

  /// Whether `symbol`'s row is owned by the constraint in record `slot`, and every owned
  /// row built from it still is (so its constant can move without a rebuild).
  func ownsDefinition(of symbol: Int32, slot: Int) -> Bool {
    guard symbol >= 0, Int(symbol) < symbolCount else { return false }
    let r = basicRow[Int(symbol)]
    guard r >= 0 && rowOwner[Int(r)] == Int32(slot) else { return false }
    return rowShiftHead[Int(r)] < 0 || shiftOrder(from: r) != nil
  }

  /// Makes the row of `subject` (just added for an unmarked required equality) owned by
  /// record `slot`.
  func own(_ subject: Int32, slot: Int32) {
    let r = Int(basicRow[Int(subject)])
    rowOwner[r] = slot
    rowShiftHead[r] = -1
    rowShiftCount[r] = 0
  }

  /// Notes the owned rows an add expanded, now that what it built is known: each gets an
  /// entry moving the add's marker (`coefficient`: the marker's in the built row), or, for
  /// a required equality's owned row (`ownedRow`, `subjectCoefficient`), that row; with
  /// neither (a required equality solved for a slack, or a dummy-marked one) it is disowned.
  func noteExpandedOwnedRows(
    marker: Int32, coefficient: Double, ownedRow: Int32 = -1, subjectCoefficient: Double = 0
  ) {
    defer {
      expandedOwnedRows.removeAll()
      expandedOwnedWeights.removeAll()
    }
    for i in 0..<expandedOwnedRows.count {
      let r = expandedOwnedRows[i]
      guard rowOwner[Int(r)] >= 0 else { continue }
      guard coefficient != 0 || ownedRow >= 0, rowShiftCount[Int(r)] < Tableau.shiftEntryLimit
      else {
        rowOwner[Int(r)] = -1
        continue
      }
      rowShiftCount[Int(r)] += 1
      let w = expandedOwnedWeights[i]
      let entry =
        coefficient != 0
        ? ShiftEntry(
          row: r, next: rowShiftHead[Int(r)], target: marker, owner: -1, factor: w / coefficient)
        : ShiftEntry(
          row: r, next: rowShiftHead[Int(r)], target: ownedRow, owner: rowOwner[Int(ownedRow)],
          factor: -w / subjectCoefficient)
      shiftLog.append(entry)
      rowShiftHead[Int(r)] = Int32(shiftLog.count - 1)
    }
  }

  /// Disowns every owned row the last expansion went through (a removal's: what it built
  /// has no marker to move).
  func disownExpandedRows() {
    for i in 0..<expandedOwnedRows.count { rowOwner[Int(expandedOwnedRows[i])] = -1 }
    expandedOwnedRows.removeAll()
    expandedOwnedWeights.removeAll()
  }

  /// Drops the log entries from `count` on (a rollback), newest first, so each row's list
  /// is as it was.
  func dropShiftEntries(to count: Int) {
    while shiftLog.count > count {
      let entry = shiftLog[shiftLog.count - 1]
      if Int(entry.row) < rowShiftHead.count {
        rowShiftHead[Int(entry.row)] = entry.next
        rowShiftCount[Int(entry.row)] -= 1
      }
      shiftLog.removeLast()
    }
  }

  /// The owned rows reachable from owned row `r` through row entries, `r` first and each
  /// after every row with an entry to it (so a row's move is complete before it is passed
  /// on); nil if an
  /// entry's row is no longer owned by the constraint that made it.
  ///
  /// This and ``shiftEffects(of:by:)`` use arrays of plain numbers and the tableau's
  /// per-symbol marks, keyed by each row's basic symbol, not dictionaries or arrays of
  /// tuples: the Swift runtime builds a generic type's metadata the first time a process
  /// uses it, and that took 443,000 instructions of a tree's first removal (tree-100000's
  /// first removal went from 241 to 128 µs without it, one run each).
  private func shiftOrder(from r: Int32) -> [Int32]? {
    // Most owned rows lead to markers only.
    var e = rowShiftHead[Int(r)]
    while e >= 0 && shiftLog[Int(e)].owner < 0 { e = shiftLog[Int(e)].next }
    if e < 0 { return [r] }
    // Depth-first, without recursion; a row is appended once all it leads to is, so the
    // reverse is a dependency order. Marks: `open` while on the stack, `done` after.
    let open = newSearchStamp()
    let done = newSearchStamp()
    var stackRows: [Int32] = [r]
    var stackEntries: [Int32] = [rowShiftHead[Int(r)]]
    searchMark[Int(rowBasic[Int(r)])] = open
    var order: [Int32] = []
    while let row = stackRows.last {
      let e = stackEntries[stackEntries.count - 1]
      guard e >= 0 else {
        stackRows.removeLast()
        stackEntries.removeLast()
        searchMark[Int(rowBasic[Int(row)])] = done
        order.append(row)
        continue
      }
      let entry = shiftLog[Int(e)]
      stackEntries[stackEntries.count - 1] = entry.next
      guard entry.owner >= 0 else { continue }
      guard rowOwner[Int(entry.target)] == entry.owner else { return nil }
      let basic = Int(rowBasic[Int(entry.target)])
      if searchMark[basic] != open && searchMark[basic] != done {
        searchMark[basic] = open
        stackRows.append(entry.target)
        stackEntries.append(rowShiftHead[Int(entry.target)])
      }
    }
    return order.reversed()
  }

  /// What moving owned row `r`'s constant by `delta` moves: each row's constant change (with
  /// the largest term summed into it), through the markers and owned rows built from it,
  /// left in ``effectRows``, ``effectSums`` and ``effectMagnitudes``; false if one of those
  /// rows is no longer owned.
  private func shiftEffects(of r: Int32, by delta: Double) -> Bool {
    guard let order = shiftOrder(from: r) else { return false }
    effectRows.removeAll(keepingCapacity: true)
    effectSums.removeAll(keepingCapacity: true)
    effectMagnitudes.removeAll(keepingCapacity: true)
    // Every row moved has a basic symbol; `scratch` (−1 at rest) holds its index.
    func add(_ row: Int32, _ term: Double) {
      let basic = Int(rowBasic[Int(row)])
      var i = Int(scratch[basic])
      if i < 0 {
        i = effectRows.count
        scratch[basic] = Int32(i)
        effectRows.append(row)
        effectSums.append(0)
        effectMagnitudes.append(0)
      }
      effectSums[i] += term
      effectMagnitudes[i] = max(effectMagnitudes[i], abs(term))
    }
    // The moves of the owned rows in `order`, by position there (`r` is first).
    var moves = [Double](repeating: 0, count: order.count)
    moves[0] = delta
    for (position, row) in order.enumerated() {
      let move = moves[position]
      guard move != 0 else { continue }
      add(row, move)
      var e = rowShiftHead[Int(row)]
      while e >= 0 {
        let entry = shiftLog[Int(e)]
        let x = entry.factor * move
        e = entry.next
        if entry.owner >= 0 {
          if let target = order.firstIndex(of: entry.target) { moves[target] += x }
          continue
        }
        // What `shift(marker, by: x)` moves (Solver+Edit.swift).
        let m = Int(entry.target)
        let own = basicRow[m]
        if own >= 0 {
          add(own, -x)
        } else {
          for entry in column(of: Int32(m)) { add(entry.row, x * coefficient(at: entry)) }
        }
        for entry in references(of: Int32(m)) { add(entry.row, x * coefficient(at: entry)) }
      }
    }
    for row in effectRows { scratch[Int(rowBasic[Int(row)])] = -1 }
    return true
  }

  /// The positions of ``effectRows`` in row order (so the same change makes the same
  /// tableau every run).
  private func effectsInRowOrder() -> [Int] {
    effectRows.indices.sorted { effectRows[$0] < effectRows[$1] }
  }

  /// Moves the constant of `subject`'s owned definition row by `delta`, and what was built
  /// from it by what it took of it; restricted rows that go below zero are queued for the
  /// dual simplex. Owned rows stay owned. The caller checked ``ownsDefinition(of:slot:)``.
  ///
  /// - Returns: the basic dummies whose rows moved, with the largest term moved into each:
  ///   implied equalities, whose rows must come back to 0 (the caller checks).
  @discardableResult
  func shiftDefinition(of subject: Int32, by delta: Double) -> [(dummy: Int32, scale: Double)] {
    let r = basicRow[Int(subject)]
    if rowShiftHead[Int(r)] < 0 {
      // Nothing was built from it (most rows): only its own constant moves, and the rows
      // that name its subject follow through its value.
      let owner = rowOwner[Int(r)]
      touch(r)
      rowOwner[Int(r)] = owner
      setConstant(r, Tableau.constantSum(rowConstant[Int(r)], delta))
      rowScale[Int(r)] = max(rowScale[Int(r)], abs(delta))
      return []
    }
    guard shiftEffects(of: r, by: delta) else { return [] }
    var pinned: [(dummy: Int32, scale: Double)] = []
    for i in effectsInRowOrder() where effectSums[i] != 0 {
      let row = effectRows[i]
      let owner = rowOwner[Int(row)]
      touch(row)
      rowOwner[Int(row)] = owner
      setConstant(row, Tableau.constantSum(rowConstant[Int(row)], effectSums[i]))
      rowScale[Int(row)] = max(rowScale[Int(row)], effectMagnitudes[i])
      let basic = rowBasic[Int(row)]
      if basic >= 0 && isRestricted(basic) && isBelowZero(row: Int(row)) {
        infeasible.append(basic)
      }
      if basic >= 0 && kind[Int(basic)] == .dummy { pinned.append((basic, effectMagnitudes[i])) }
    }
    return pinned
  }

  /// Gives the unmarked required equality whose owned row is `subject`'s (`a` its subject's
  /// coefficient) the dummy marker column it would have had: what a unit move of its
  /// constant moves in each row (``shiftEffects(of:by:)`` with `δ' = −1/a`). Then it can be
  /// removed by a marker pivot. Nil (nothing changed) if a row built from it is no longer
  /// owned.
  ///
  /// Where the dummy sits in the row of a basic error, the objective holds it too: by that
  /// error's weight (``errorWeight``) times its coefficient there.
  func materializeMarker(of subject: Int32, coefficient a: Double) -> Int32? {
    let r = basicRow[Int(subject)]
    guard shiftEffects(of: r, by: -1 / a) else { return nil }
    let dummy = newSymbol(.dummy)
    var objectiveCoefficient = 0.0
    // A sum that cancels to round-off of its terms is 0, as a cancelled coefficient is in
    // `accumulate`.
    for i in effectsInRowOrder()
    where abs(effectSums[i]) > Tableau.epsilon * effectMagnitudes[i] {
      let row = effectRows[i]
      let coefficient = effectSums[i]
      // A new column changes no row's constant or other cells: an owned row stays what it
      // was built as (another equality removed in the same batch still moves through it).
      let owner = rowOwner[Int(row)]
      touch(row)
      rowOwner[Int(row)] = owner
      appendCell(row, dummy, coefficient)
      let basic = rowBasic[Int(row)]
      if basic >= 0 && kind[Int(basic)] == .error {
        objectiveCoefficient += errorWeight[Int(basic)] * coefficient
      }
    }
    if objectiveCoefficient != 0 { setObjective(dummy, objectiveCoefficient) }
    return dummy
  }
}
