extension Tableau {
  /// The lengths (`rowCount`) of the live rows (those with a basic symbol: the phase-one
  /// objective and free row ids are left out), counted separately for rows whose basic
  /// symbol is external and rows whose basic symbol is restricted.
  /// - Complexity: O(rows).
  package func rowSizeHistogram() -> Solver.RowSizeHistogram {
    var histogram = Solver.RowSizeHistogram()
    for r in rowBasic.indices where rowBasic[r] >= 0 {
      let length = Int(rowCount[r])
      if kind[Int(rowBasic[r])] == .external {
        histogram.external.count(length: length)
      } else {
        histogram.restricted.count(length: length)
      }
    }
    return histogram
  }
}
