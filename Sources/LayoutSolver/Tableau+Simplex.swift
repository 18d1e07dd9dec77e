extension Tableau {
  /// Replaces `symbol` by its row `r` in the substituted rows of its column and in the
  /// objective. Visits only those rows; definition rows that name it keep naming it.
  func substitute(_ symbol: Int32, row r: Int32) {
    let s = Int(symbol)
    replace(symbol, by: r)
    // The symbol is basic now: its column stays empty until it leaves the basis.
    releaseColumn(symbol)
    let a = objective[s]
    if a != 0 {
      setObjective(symbol, 0)
      for cell in cells(ofRow: r) {
        setObjective(cell.symbol, objective[Int(cell.symbol)] + a * cell.coefficient)
      }
    }
  }

  /// Replaces `symbol` by row `r` in every row its column (or, with `inReferences`, its
  /// references) lists, emptying it; a restricted row that goes below zero is queued.
  func replace(_ symbol: Int32, by r: Int32, inReferences: Bool = false) {
    // The run is read again after each change: the change moves entries.
    while let entry = (inReferences ? references(of: symbol) : column(of: symbol)).last {
      let t = entry.row
      let p = entry.position
      let a = coefficient(at: entry)
      touch(t)
      removeCell(t, p)
      addScaledRow(target: t, source: r, factor: a)
      let basic = rowBasic[Int(t)]
      if basic >= 0 && isRestricted(basic) && isBelowZero(row: Int(t)) {
        infeasible.append(basic)
      }
    }
  }

  /// Makes `entering` basic in row `r` (whose basic symbol leaves) and substitutes it out of
  /// every other row and the objective.
  func pivot(entering: Int32, row r: Int32) {
    touch(r)
    let ri = Int(r)
    // The leaving row's constant is taken at 0 where it is round-off: below zero within
    // epsilon, which every ratio test counts as 0 (Harris's bound shift), or a dummy's row
    // (an implied equality, which holds at 0) within round-off of its scale. Left as it is,
    // the pivot divides it by the entering coefficient and carries it into every row that
    // holds the entering symbol (fuzz findings: −6.1e-9 times a coefficient of 1,000 put a
    // slack at −6.1e-6, `infeasible-row-after-a-batch-add.bin`; a dummy's 1.9e-9 over
    // 0.017 put one at −8.5e-6, `implied-equality-round-off-in-a-removal.bin`). A row the
    // dual simplex repairs is below zero beyond both, and keeps its constant.
    let leaving = rowBasic[ri]
    let constant = rowConstant[ri]
    if constant != 0
      && (constant < 0 && constant >= -Tableau.epsilon
        || leaving >= 0 && kind[Int(leaving)] == .dummy
          && Tableau.isNegligible(constant, scale: rowScale[ri]))
    {
      setConstant(r, 0)
    }
    let p = position(of: entering, in: r)
    let a = cells(ofRow: r)[Int(p)].coefficient
    removeCell(r, p)
    scaleRow(r, by: -1 / a)
    if leaving >= 0 {
      appendCell(r, leaving, 1 / a)
      leaveBasis(leaving)
    }
    rowBasic[ri] = entering
    basicRow[Int(entering)] = r
    symbolValue[Int(entering)] = rowConstant[ri]
    invalidate(entering)
    if logsChanges { logValueChange(entering) }
    substitute(entering, row: r)
  }

  /// The row that limits how far `symbol` can increase: among the restricted rows with a
  /// negative coefficient, those whose ratio `max(0, constant) / -coefficient` is at most
  /// the smallest ratio with each row's bound relaxed by ``epsilon`` (Harris's two passes),
  /// the one with the lowest basic id. When every row starts at or above `-epsilon`, every
  /// row but the pivot's stays there after the pivot, however large its coefficient: a tie
  /// judged by the ratios alone (within epsilon of the smallest) left a row with a
  /// coefficient of -1,333 at -7.4e-6 (a fuzz finding,
  /// `infeasible-row-after-a-tied-ratio.bin`). A constant below 0 counts as 0, so no step
  /// is negative.
  func leavingRow(for symbol: Int32) -> Int32 {
    let relaxed = smallestRatio(for: symbol, relaxedBy: Tableau.epsilon)
    guard relaxed < .infinity else { return -1 }
    var best: Int32 = -1
    var bestBasic = Int32.max
    for entry in column(of: symbol) {
      let r = Int(entry.row)
      let basic = rowBasic[r]
      guard basic >= 0 && basic < bestBasic && isRestricted(basic) else { continue }
      let c = coefficient(at: entry)
      if c < 0 && max(0, rowConstant[r]) / -c <= relaxed {
        best = Int32(r)
        bestBasic = basic
      }
    }
    return best
  }

  /// How far `symbol` can increase before a restricted row reaches `-relaxation`: the
  /// smallest `(max(0, constant) + relaxation) / -coefficient` over the rows where it has a
  /// negative coefficient (infinity if none). With no relaxation, the exact bound the
  /// ambiguity check asks; with epsilon, the bound of Harris's first pass.
  @inline(__always)
  func smallestRatio(for symbol: Int32, relaxedBy relaxation: Double = 0) -> Double {
    var smallest = Double.infinity
    for entry in column(of: symbol) {
      let r = Int(entry.row)
      let basic = rowBasic[r]
      guard basic >= 0 && isRestricted(basic) else { continue }
      let c = coefficient(at: entry)
      if c < 0 { smallest = min(smallest, (max(0, rowConstant[r]) + relaxation) / -c) }
    }
    return smallest
  }

  /// Primal simplex on the objective: Bland's rule (lowest-id entering symbol with a
  /// negative coefficient, lowest-id leaving row among tied ratios). Bland's argument
  /// against cycling needs exact ties; ties within round-off (``leavingRow(for:)``) leave
  /// that unproved, and no cycle has been seen.
  func optimize() {
    while let symbol = entering.pop() {
      let s = Int(symbol)
      guard s < symbolCount, basicRow[s] < 0, objective[s] < -Tableau.epsilon else { continue }
      let k = kind[s]
      guard k == .slack || k == .error else { continue }
      let r = leavingRow(for: symbol)
      // No limiting row: the objective would be unbounded, which a sum of weighted errors
      // cannot be; a symbol left here by round-off is skipped.
      if r < 0 { continue }
      pivot(entering: symbol, row: r)
    }
  }

  /// The largest |coefficient| of row `r`, capped at 1: the scale against which a
  /// coefficient counts as a direction of change (``Tableau/epsilon`` of it). Absolute
  /// epsilon would ignore a row made of small coefficients altogether: after one pivot
  /// through `1000 * v3 <= 0` and a row with 499 in it, the phase-one row of `v4 == 0`
  /// was `6.2e7 - 1.002e-9 * error + …`, and the feasible constraint was rejected.
  /// Coefficients that are round-off are already dropped, relative to the terms that made
  /// them (`addScaledRow`). Dummies are left out: they never enter, and a dummy's 0.5 beside
  /// that row's small coefficients (every required equality marked) hid them again.
  @inline(__always)
  func largestCoefficient(in r: Int32) -> Double {
    var largest = 0.0
    for cell in cells(ofRow: r) where kind[Int(cell.symbol)] != .dummy {
      largest = max(largest, abs(cell.coefficient))
    }
    return min(largest, 1)
  }

  /// Primal simplex on the phase-one objective row `objectiveRow` (an artificial add).
  ///
  /// The entering symbol is the improving one that occurs in the fewest rows (ties: lowest
  /// id): a pivot costs one row update per occurrence, and the oldest symbols, which Bland's
  /// rule would pick, are the ones every later row was built from. After a run of pivots
  /// that do not lower the phase-one objective it falls back to Bland's rule, which cannot
  /// cycle.
  func optimizeArtificial(_ objectiveRow: Int32) {
    var stalled = 0
    while true {
      var symbol: Int32 = -1
      var bestCount = Int32.max
      // Any direction that is not round-off of the row (cancellation of its largest
      // coefficient) improves: a real -2e-9 beside the new slack's 1 once stopped phase one
      // 1.24e8 short of a feasible point (ε of the largest did).
      let threshold = -Tableau.cancellation * largestCoefficient(in: objectiveRow)
      for cell in cells(ofRow: objectiveRow) {
        let candidate = cell.symbol
        let k = kind[Int(candidate)]
        guard k == .slack || k == .error, cell.coefficient < threshold else {
          continue
        }
        let count = stalled < Tableau.stallLimit ? colCount[Int(candidate)] : 0
        if count < bestCount || (count == bestCount && candidate < symbol) {
          symbol = candidate
          bestCount = count
        }
      }
      if symbol < 0 { return }
      let r = leavingRow(for: symbol)
      if r < 0 { return }
      let before = rowConstant[Int(objectiveRow)]
      pivot(entering: symbol, row: r)
      stalled = rowConstant[Int(objectiveRow)] < before - Tableau.epsilon ? 0 : stalled + 1
    }
  }

  /// Dual simplex over the rows queued as infeasible: restores feasibility after suggested
  /// values changed row constants, keeping the objective optimal. Touches only the rows that
  /// went infeasible and the columns of the symbols that enter.
  ///
  /// - Returns: false if a queued row could not be repaired (no symbol can enter it): the
  ///   required constraints cannot hold with the moved constants. Those rows' basic symbols
  ///   are left in ``unrepaired``.
  @discardableResult
  func dualOptimize() -> Bool {
    unrepaired.removeAll(keepingCapacity: true)
    var repaired = true
    while let basic = infeasible.popLast() {
      let r = basicRow[Int(basic)]
      guard r >= 0, isRestricted(basic), isBelowZero(row: Int(r)) else {
        continue
      }
      var symbol: Int32 = -1
      var best = Double.infinity
      let threshold = Tableau.epsilon * largestCoefficient(in: r)
      for cell in cells(ofRow: r) {
        let c = cell.coefficient
        guard c > threshold else { continue }
        let candidate = cell.symbol
        let k = kind[Int(candidate)]
        guard k == .slack || k == .error else { continue }
        let ratio = objective[Int(candidate)] / c
        if ratio < best || (ratio == best && candidate < symbol) {
          best = ratio
          symbol = candidate
        }
      }
      // No symbol can enter: the row cannot be repaired.
      if symbol < 0 {
        repaired = false
        unrepaired.append(basic)
        continue
      }
      pivot(entering: symbol, row: r)
    }
    return repaired
  }
}
