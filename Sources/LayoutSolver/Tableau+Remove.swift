extension Tableau {
  /// Removes a constraint that has a marker (an inequality or a non-required constraint):
  /// takes its errors out of the objective, then pivots its marker into the basis and drops
  /// that row. Does not optimize.
  ///
  /// A marker in no substituted row occurs only in definition rows (its own constraint's,
  /// and those a removal inlined a row into): the definition row with the lowest basic id
  /// is solved for it instead, and its external symbol leaves the basis.
  func remove(_ tag: ConstraintTag, strength: Strength) {
    if !strength.isRequired {
      addErrorsToObjective(tag, weight: -strength.value)
    }
    let marker = tag.marker
    if basicRow[Int(marker)] < 0 {
      let r = markerLeavingRow(marker)
      guard r >= 0 else {
        removeFromDefinitions(marker)
        return
      }
      pivot(entering: marker, row: r)
    }
    // Definition rows naming the marker get its row instead (their values stay).
    let r = basicRow[Int(marker)]
    replaceInDefinitions(marker, by: r)
    deleteRow(r)
  }

  /// Removes a non-basic marker that only definition rows name. The one with the lowest
  /// basic id whose value depends on the marker, `x = k + b * marker + rest` once expanded
  /// down to non-basic symbols, is dropped (x leaves the basis), and every other one gets
  /// `marker = (x - k - rest) / b`: expanded, so no definition comes to depend on itself.
  /// If no value depends on it (its terms cancel), its cells are just dropped.
  private func removeFromDefinitions(_ marker: Int32) {
    let s = Int(marker)
    guard refCount[s] > 0 else { return }
    if refCount[s] == 1 {
      // One row names it, so no other row's expansion can cancel it: that row is dropped
      // and its symbol leaves the basis, as below, without expanding it.
      let entry = references(of: marker)[0]
      let t = entry.row
      let b = coefficient(at: entry)
      if rowBasic[Int(t)] >= 0 && abs(b) > Tableau.epsilon {
        deleteRow(t)
        releaseReferences(marker)
        return
      }
    }
    var candidates: [(basic: Int32, row: Int32)] = []
    for entry in references(of: marker) {
      let row = entry.row
      let basic = rowBasic[Int(row)]
      if basic >= 0 { candidates.append((basic, row)) }
    }
    candidates.sort { $0.basic < $1.basic }
    for (basic, t) in candidates {
      // t's row, expanded: x = k + sum.
      clearBuiltRow()
      var constant = rowConstant[Int(t)]
      var scale = max(abs(constant), rowScale[Int(t)])
      for cell in cells(ofRow: t) { accumulate(cell.symbol, cell.coefficient) }
      expandBasicsOfBuiltRow(constant: &constant, scale: &scale)
      disownExpandedRows()
      let p = scratch[s]
      let b = p >= 0 ? buildCoefficients[Int(p)] : 0
      guard abs(b) > Tableau.epsilon else {
        for i in buildSymbols.indices { scratch[Int(buildSymbols[i])] = -1 }
        continue
      }
      // marker = (x - k - sum without it) / b, as a temporary substituted row.
      let expression = newRow(basic: -1, constant: -constant / b, scale: scale / abs(b))
      for i in buildSymbols.indices {
        let symbol = buildSymbols[i]
        scratch[Int(symbol)] = -1
        if symbol != marker && buildCoefficients[i] != 0 {
          appendCell(expression, symbol, -buildCoefficients[i] / b)
        }
      }
      appendCell(expression, basic, 1 / b)
      deleteRow(t)
      replaceInDefinitions(marker, by: expression)
      deleteRow(expression)
      return
    }
    // No value depends on the marker.
    while let entry = references(of: marker).last {
      touch(entry.row)
      removeCell(entry.row, entry.position)
    }
    releaseReferences(marker)
  }

  /// Replaces `symbol` by the (substituted) row `r` in every definition row that names it.
  private func replaceInDefinitions(_ symbol: Int32, by r: Int32) {
    replace(symbol, by: r, inReferences: true)
    releaseReferences(symbol)
  }

  /// The row to pivot a marker into: a row whose basic symbol is a dummy, else the
  /// restricted row with a negative coefficient and the smallest ratio, else the restricted
  /// row with the smallest ratio (ties: lowest basic id); -1 if no substituted row holds it.
  ///
  /// A basic dummy stands for a required equality the others imply; its row holds at 0 and
  /// over dummies only. Pivoting through it moves no value and brings other rows dummies
  /// only; through any other row, the substitution would put that row's symbols into the
  /// dummy's row, and with a ratio above 0 move it off 0 (the implied equality broken).
  private func markerLeavingRow(_ marker: Int32) -> Int32 {
    var dummy: (basic: Int32, row: Int32) = (.max, -1)
    var first: (ratio: Double, basic: Int32, row: Int32) = (.infinity, .max, -1)
    var second = first
    for entry in column(of: marker) {
      let r = entry.row
      let basic = rowBasic[Int(r)]
      guard basic >= 0 else { continue }
      let c = coefficient(at: entry)
      if kind[Int(basic)] == .dummy {
        if basic < dummy.basic { dummy = (basic, r) }
      } else if c < 0 {
        let ratio = -rowConstant[Int(r)] / c
        if ratio < first.ratio || (ratio == first.ratio && basic < first.basic) {
          first = (ratio, basic, r)
        }
      } else {
        let ratio = rowConstant[Int(r)] / c
        if ratio < second.ratio || (ratio == second.ratio && basic < second.basic) {
          second = (ratio, basic, r)
        }
      }
    }
    if dummy.row >= 0 { return dummy.row }
    if first.row >= 0 { return first.row }
    return second.row
  }
}
