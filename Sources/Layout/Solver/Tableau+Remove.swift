extension Tableau {
  /// Removes a constraint that has a marker (an inequality or a non-required constraint):
  /// takes its errors out of the objective, then pivots its marker into the basis and drops
  /// that row. Does not optimize.
  func remove(_ tag: ConstraintTag, strength: Strength) {
    if !strength.isRequired {
      addErrorsToObjective(tag, weight: -strength.value)
    }
    let marker = tag.marker
    if basicRow[Int(marker)] >= 0 {
      deleteRow(basicRow[Int(marker)])
      return
    }
    let r = markerLeavingRow(marker)
    // A marker in no row has nothing left to remove.
    guard r >= 0 else { return }
    pivot(entering: marker, row: r)
    deleteRow(r)
  }

  /// The row to pivot a marker into: a row whose basic symbol is a dummy, else the
  /// restricted row with a negative coefficient and the smallest ratio, else the restricted
  /// row with the smallest ratio, else an external row (ties: lowest basic id).
  ///
  /// A basic dummy stands for a required equality the others imply; its row holds at 0 and
  /// over dummies only. Pivoting through it moves no value and brings other rows dummies
  /// only; through any other row, the substitution would put that row's symbols into the
  /// dummy's row, and with a ratio above 0 move it off 0 (the implied equality broken).
  private func markerLeavingRow(_ marker: Int32) -> Int32 {
    let s = Int(marker)
    var dummy: (basic: Int32, row: Int32) = (.max, -1)
    var first: (ratio: Double, basic: Int32, row: Int32) = (.infinity, .max, -1)
    var second = first
    var third = first
    let base = Int(colStart[s])
    for k in 0..<Int(colCount[s]) {
      let r = entries[base + k].row
      let basic = rowBasic[Int(r)]
      guard basic >= 0 else { continue }
      let c = cells[Int(rowStart[Int(r)] + entries[base + k].position)].coefficient
      if !isRestricted(basic) {
        if basic < third.basic { third = (0, basic, r) }
      } else if kind[Int(basic)] == .dummy {
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
    if second.row >= 0 { return second.row }
    return third.row
  }
}
