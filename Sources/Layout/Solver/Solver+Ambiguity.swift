extension Solver {
  /// The variables whose values the constraints do not determine uniquely: what UIKit calls
  /// an ambiguous layout.
  ///
  /// A variable is listed when, from the current optimal solution, it can move while every
  /// required constraint still holds and the weighted error stays minimal:
  /// - it is *free*: no row determines it (it is not basic), so it reads as 0;
  /// - its row contains a free variable;
  /// - its row contains a slack or error symbol with zero objective coefficient that can
  ///   grow from 0 by a positive amount before a restricted row blocks it (an alternative
  ///   optimum along that edge).
  ///
  /// Moves that only open up after degenerate pivots are not looked for; see
  /// `Docs/Solver.md`. Variables come in the order the solver first saw them.
  ///
  /// - Complexity: linear in the size of the tableau.
  public func ambiguousVariables() -> [Variable] {
    let t = tableau
    var movable = [Bool](repeating: false, count: t.symbolCount)
    for s in 0..<t.symbolCount where t.basicRow[s] < 0 {
      switch t.kind[s] {
      case .external:
        movable[s] = true
      case .slack, .error:
        guard abs(t.objective[s]) <= Tableau.epsilon else { continue }
        let r = t.leavingRow(for: Int32(s))
        if r < 0 {
          movable[s] = true
        } else {
          let c = t.coefficient(of: Int32(s), in: r)
          movable[s] = -t.rowConstant[Int(r)] / c > Tableau.epsilon
        }
      case .dummy, .artificial:
        continue
      }
    }
    // Removed constraints leave their variables registered: only those still held count.
    var held = [Bool](repeating: false, count: t.symbolCount)
    for record in records {
      for term in record?.constraint.terms ?? [] {
        let s = t.registeredSymbol(of: term.variable)
        if s >= 0 { held[Int(s)] = true }
      }
    }
    var out: [Variable] = []
    for s in 0..<t.symbolCount where held[s] {
      guard let variable = t.variables[s] else { continue }
      let r = t.basicRow[s]
      if r < 0 {
        out.append(variable)
        continue
      }
      let base = Int(t.rowStart[Int(r)])
      for i in 0..<Int(t.rowCount[Int(r)]) where movable[Int(t.cells[base + i].symbol)] {
        out.append(variable)
        break
      }
    }
    return out
  }
}
