/// One row built by expanding an owned definition row: when that row's constant moves by
/// `δ`, the built constraint's marker moves by `factor · δ` (see
/// `Tableau+DefinitionShift.swift`).
struct ShiftEntry: BitwiseCopyable {
  /// The owned definition row that was expanded.
  var row: Int32
  /// The next entry of the same row, or -1.
  var next: Int32
  /// The marker of the constraint whose row the expansion built.
  var marker: Int32
  /// The weight the expansion gave the row, over the marker's coefficient in the built row.
  var factor: Double
}

// MARK: Moving an unmarked required equality without a marker
//
// A required equality is added without a marker column, so the tableau has no column to
// move its constant along. But when its row is still its subject's definition as written
// (`rowOwner`), the constant can move all the same:
//
// - its own row moves by `δ' = −δ / a` (`a` the subject's coefficient), and every
//   definition row that names the subject follows through its value;
// - a row built later by expanding it took in `W` times that row (`W` the expansion's
//   weight): had the equality a dummy marker `d`, that row would hold `−W/a · d` beside its
//   own marker `m` (coefficient `c`), and every pivot after keeps the two columns in that
//   ratio (row operations keep linear relations between columns). So `d`'s column is the sum
//   of those markers' columns, each times `W / (a · c)` up to sign, and moving `d` by `δ` is
//   moving each `m` by `W · δ' / c`: `shift(m, by:)`, which follows `m` wherever the pivots
//   took it. The log keeps one entry per such row (`ShiftEntry`).
//
// A row built from it that has no marker to move (a required equality's) disowns it, and
// so do a removal's expansions, any change of the row itself (`touch`), and a 33rd row built
// from it (`shiftEntryLimit`: a chain of equalities under caps expands every link into
// every later cap, so the log would be quadratic): the first change of its constant then
// rebuilds, as before. What is moved is exactly what a dummy column
// would have moved, so the dual simplex repairs the same rows it would have.

extension Tableau {
  /// The most rows built from one owned row that the log follows (see above).
  static let shiftEntryLimit: UInt8 = 32

  /// Whether `symbol`'s row is the as-written definition of the constraint in record `slot`.
  func ownsDefinition(of symbol: Int32, slot: Int) -> Bool {
    guard symbol >= 0, Int(symbol) < symbolCount else { return false }
    let r = basicRow[Int(symbol)]
    return r >= 0 && rowOwner[Int(r)] == Int32(slot)
  }

  /// Makes the row of `subject` (just added for an unmarked required equality, as written)
  /// owned by record `slot`.
  func own(_ subject: Int32, slot: Int32) {
    let r = Int(basicRow[Int(subject)])
    rowOwner[r] = slot
    rowShiftHead[r] = -1
    rowShiftCount[r] = 0
  }

  /// Notes the owned rows an add expanded, now that its marker is known: each gets an entry
  /// (`factor`: the weight over the marker's coefficient in the built row), or, with no
  /// marker that could move (`coefficient` 0: an unmarked or dummy-marked required
  /// equality), is disowned.
  func noteExpandedOwnedRows(marker: Int32, coefficient: Double) {
    defer {
      expandedOwnedRows.removeAll()
      expandedOwnedWeights.removeAll()
    }
    for i in 0..<expandedOwnedRows.count {
      let r = expandedOwnedRows[i]
      guard rowOwner[Int(r)] >= 0 else { continue }
      guard coefficient != 0, rowShiftCount[Int(r)] < Tableau.shiftEntryLimit else {
        rowOwner[Int(r)] = -1
        continue
      }
      rowShiftCount[Int(r)] += 1
      shiftLog.append(
        ShiftEntry(
          row: r, next: rowShiftHead[Int(r)], marker: marker,
          factor: expandedOwnedWeights[i] / coefficient))
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

  /// Moves the constant of `subject`'s owned definition row by `delta`, and the markers of
  /// the rows built by expanding it by what they took of it; restricted rows that go below
  /// zero are queued for the dual simplex. The row stays owned.
  func shiftDefinition(of subject: Int32, by delta: Double) {
    let r = basicRow[Int(subject)]
    let owner = rowOwner[Int(r)]
    touch(r)
    rowConstant[Int(r)] = Tableau.constantSum(rowConstant[Int(r)], delta)
    rowScale[Int(r)] = max(rowScale[Int(r)], abs(delta))
    rowOwner[Int(r)] = owner
    var e = rowShiftHead[Int(r)]
    while e >= 0 {
      let entry = shiftLog[Int(e)]
      shift(entry.marker, by: entry.factor * delta)
      e = entry.next
    }
  }
}

extension Tableau {
  /// Gives the unmarked required equality whose owned row is `subject`'s the dummy marker
  /// column it would have had, from the column relation above: `−1/a` in its own row, and
  /// for each logged marker `m` (factor `f`), `−f/a` times what a unit shift of `m` does
  /// to each row. Then it can be removed by a marker pivot.
  ///
  /// Where the dummy sits in the row of a basic error, the objective holds it too: by that
  /// error's weight (`weight`, which the tableau does not keep) times its coefficient
  /// there.
  func materializeMarker(
    of subject: Int32, coefficient a: Double, weight: (Int32) -> Double
  ) -> Int32 {
    let r = basicRow[Int(subject)]
    // Each row's coefficient, and the largest term added into it (a sum that cancels to
    // round-off of its terms is 0, as a cancelled coefficient is in `accumulate`).
    var column: [Int32: (sum: Double, magnitude: Double)] = [r: (-1 / a, abs(1 / a))]
    func add(_ row: Int32, _ term: Double) {
      let old = column[row] ?? (0, 0)
      column[row] = (old.sum + term, max(old.magnitude, abs(term)))
    }
    var e = rowShiftHead[Int(r)]
    while e >= 0 {
      let entry = shiftLog[Int(e)]
      let m = Int(entry.marker)
      let lambda = -entry.factor / a
      let own = basicRow[m]
      if own >= 0 {
        add(own, -lambda)
      } else {
        let base = Int(colStart[m])
        for k in 0..<Int(colCount[m]) {
          let row = entries[base + k].row
          add(row, lambda * cells[Int(rowStart[Int(row)] + entries[base + k].position)].coefficient)
        }
      }
      let base = Int(refStart[m])
      for k in 0..<Int(refCount[m]) {
        let row = entries[base + k].row
        add(row, lambda * cells[Int(rowStart[Int(row)] + entries[base + k].position)].coefficient)
      }
      e = entry.next
    }
    // In row order, so the same removal makes the same tableau every run.
    let cellsToAdd = column.filter { abs($0.value.sum) > Tableau.epsilon * $0.value.magnitude }
      .map { ($0.key, $0.value.sum) }.sorted { $0.0 < $1.0 }
    let dummy = newSymbol(.dummy)
    var objectiveCoefficient = 0.0
    for (row, coefficient) in cellsToAdd {
      touch(row)
      appendCell(row, dummy, coefficient)
      let basic = rowBasic[Int(row)]
      if basic >= 0 && kind[Int(basic)] == .error {
        objectiveCoefficient += weight(basic) * coefficient
      }
    }
    if objectiveCoefficient != 0 { setObjective(dummy, objectiveCoefficient) }
    return dummy
  }
}
