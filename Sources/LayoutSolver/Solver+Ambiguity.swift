extension Solver {
  /// The variables whose values the constraints do not determine uniquely: what UIKit calls
  /// an ambiguous layout.
  ///
  /// A variable is listed when, from the current optimal solution, it can move while every
  /// required constraint still holds and the weighted error stays minimal:
  /// - it is *free*: no row determines it (it is not basic), so it reads as 0;
  /// - its value depends on a free variable;
  /// - its value depends on a slack or error symbol with zero objective coefficient that
  ///   can grow from 0 by a positive amount before a restricted row blocks it (an
  ///   alternative optimum along that edge).
  ///
  /// Moves that only open up after degenerate pivots are not looked for; see
  /// `Docs/Solver.md`. Variables come in the order the solver first saw them.
  ///
  /// - Complexity: linear in the size of the tableau, plus sorting its definition rows.
  public func ambiguousVariables() -> [Variable] {
    let table = variableTable
    return ambiguousIDs().map { table[$0] }
  }

  /// ``ambiguousVariables()`` by the variables' ids in ``variableTable`` (no object made
  /// for a namer's variable).
  package func ambiguousIDs() -> [Int32] {
    let t = tableau
    let n = t.symbolCount
    // Each movable symbol moves along two fixed pseudo-random directions; a variable moves
    // if either of its two derivatives is non-zero beyond the round-off of its terms (so
    // terms that cancel, `x = y - z` with y and z moving together, leave x determined).
    var first = [Double](repeating: 0, count: n)
    var second = [Double](repeating: 0, count: n)
    var size = [Double](repeating: 0, count: n)
    var movable = [Bool](repeating: false, count: n)
    for s in 0..<n where t.basicRow[s] < 0 {
      switch t.kind[s] {
      case .external:
        movable[s] = true
      case .slack, .error:
        guard abs(t.objective[s]) <= Tableau.epsilon else { continue }
        // Movable if no row stops it within epsilon (the exact smallest ratio: the pivot's
        // relaxed choice may pick a row a little past it).
        movable[s] = t.smallestRatio(for: Int32(s)) > Tableau.epsilon
      case .dummy, .artificial:
        continue
      }
      if movable[s] {
        (first[s], second[s]) = Solver.directions(of: s)
        size[s] = max(first[s], second[s])
      }
    }
    func derive(_ s: Int) {
      var a = 0.0
      var b = 0.0
      var m = 0.0
      for cell in t.cells(ofRow: t.basicRow[s]) {
        let c = Int(cell.symbol)
        let k = cell.coefficient
        a += k * first[c]
        b += k * second[c]
        m += abs(k) * size[c]
      }
      let moves = max(abs(a), abs(b)) > Tableau.epsilon * m
      first[s] = moves ? a : 0
      second[s] = moves ? b : 0
      size[s] = moves ? m : 0
    }
    // Substituted rows are over non-basic symbols; definition rows in dependency order.
    for s in 0..<n where t.basicRow[s] >= 0 && t.kind[s] != .external { derive(s) }
    for s in t.definitionsInDependencyOrder() { derive(Int(s)) }
    // Removed constraints leave their variables registered: only those still held count.
    var held = [Bool](repeating: false, count: n)
    for record in records {
      guard let record else { continue }
      for term in termPool[record.terms] {
        let s = t.registeredSymbol(ofID: term.id)
        if s >= 0 { held[Int(s)] = true }
      }
    }
    var out: [Int32] = []
    for s in 0..<n where held[s] && size[s] > 0 && t.idOfSymbol[s] >= 0 {
      out.append(t.idOfSymbol[s])
    }
    return out
  }

  /// Two pseudo-random directions in [1, 2) for a symbol (SplitMix64 of its id): the same
  /// every run.
  private static func directions(of symbol: Int) -> (Double, Double) {
    func mix(_ x: UInt64) -> Double {
      var z = x &+ 0x9E37_79B9_7F4A_7C15
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return 1 + Double(z >> 11) / Double(1 << 53)
    }
    let x = UInt64(symbol) &* 2
    return (mix(x), mix(x &+ 1))
  }
}
