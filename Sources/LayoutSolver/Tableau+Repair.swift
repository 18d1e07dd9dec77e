extension Tableau {
  /// Makes every row queued in ``infeasible`` feasible again without the objective: the
  /// end of a batch whose adds were deferred (``defersRepairs``).
  ///
  /// Each round takes a queued row that is below zero and a slack or error that raises it
  /// (in the fewest rows; ties: lowest id), and moves that symbol as far as it can go while
  /// no feasible row in its column goes below zero: past every queued row it repairs on the
  /// way, to the last of them (a long step). In the tree family, where each view that needs
  /// a wider window than the views before it left one row below zero, the first round
  /// widens the window for the most demanding of them, and that one pivot repairs the
  /// rest; one pivot per such view, each rewriting every row that depends on the window
  /// width, is what the artificial phase did.
  ///
  /// A round either repairs at least one row and breaks none, or, when a feasible row
  /// limits the step before the queued row is repaired, pivots there and brings the queued
  /// row closer. After ``stallLimit`` rounds without progress the entering symbol is the
  /// lowest-id one; after `roundLimit` rounds it gives up.
  ///
  /// - Returns: false if a queued row cannot be raised (no slack or error in it has a
  ///   positive coefficient: the required constraints contradict one another) or the
  ///   rounds ran out. The tableau is then a valid basis, not a feasible one; the caller
  ///   rolls the batch back.
  func repairInfeasibleRows() -> Bool {
    let roundLimit = 4 * rowIDCount + 1_000
    var rounds = 0
    var stalled = 0
    while let basic = infeasible.popLast() {
      let r = basicRow[Int(basic)]
      guard r >= 0, isRestricted(basic), isBelowZero(row: Int(r)) else { continue }
      rounds += 1
      guard rounds <= roundLimit else {
        infeasible.append(basic)
        return false
      }
      let symbol = raisingSymbol(of: r, bland: stalled >= Tableau.stallLimit)
      guard symbol >= 0 else {
        infeasible.append(basic)
        return false
      }
      let before = rowConstant[Int(r)]
      let leaving = longStepRow(for: symbol, repairing: r)
      pivot(entering: symbol, row: leaving)
      // Substitution queued row r again if it is still below zero (it holds the symbol).
      let progressed = leaving == r || rowConstant[Int(r)] > before + Tableau.epsilon
      stalled = progressed ? 0 : stalled + 1
    }
    return true
  }

  /// A slack or error whose increase raises row `r` (coefficient above epsilon of the
  /// row's largest): the one in the fewest rows, ties lowest id; or, with `bland`, the
  /// lowest id. -1 if there is none.
  private func raisingSymbol(of r: Int32, bland: Bool) -> Int32 {
    var best: Int32 = -1
    var bestCount = Int32.max
    let threshold = Tableau.epsilon * largestCoefficient(in: r)
    for cell in cells(ofRow: r) {
      guard cell.coefficient > threshold else { continue }
      let s = cell.symbol
      let k = kind[Int(s)]
      guard k == .slack || k == .error else { continue }
      let n = bland ? 0 : colCount[Int(s)]
      if n < bestCount || (n == bestCount && s < best) {
        best = s
        bestCount = n
      }
    }
    return best
  }

  /// The row `symbol` should enter to repair row `r` (which it raises): the queued row
  /// with the largest step to zero that no feasible row's bound cuts short (ties: lowest
  /// basic id), or the feasible row that bounds the step if it comes before `r` is
  /// repaired.
  private func longStepRow(for symbol: Int32, repairing r: Int32) -> Int32 {
    let entries = column(of: symbol)
    // How far the symbol may rise before a feasible row in its column reaches zero.
    var bound = Double.infinity
    var bounding: Int32 = -1
    var boundingBasic = Int32.max
    for entry in entries {
      let k = Int(entry.row)
      let basic = rowBasic[k]
      guard basic >= 0 && isRestricted(basic) && !isBelowZero(row: k) else { continue }
      let c = coefficient(at: entry)
      guard c < 0 else { continue }
      let t = max(0, rowConstant[k]) / -c
      if t < bound || (t == bound && basic < boundingBasic) {
        bound = t
        bounding = Int32(k)
        boundingBasic = basic
      }
    }
    let own = -rowConstant[Int(r)] / coefficient(of: symbol, in: r)
    if own > bound + Tableau.epsilon { return bounding }
    // The farthest queued row the step reaches.
    var best = r
    var bestStep = own
    var bestBasic = rowBasic[Int(r)]
    for entry in entries {
      let k = Int(entry.row)
      let basic = rowBasic[k]
      guard basic >= 0 && isRestricted(basic) && isBelowZero(row: k) else { continue }
      let c = coefficient(at: entry)
      guard c > 0 else { continue }
      let t = -rowConstant[k] / c
      guard t <= bound else { continue }
      if t > bestStep || (t == bestStep && basic < bestBasic) {
        best = Int32(k)
        bestStep = t
        bestBasic = basic
      }
    }
    return best
  }
}
