import Testing

@testable import Layout

/// `Solver.rowSizeHistogram()`: the tableau's row lengths, by kind of basic symbol.
@Suite struct RowSizeHistogramTests {
  @Test(arguments: [
    (0, 0), (1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (8, 4), (9, 5), (16, 5), (17, 6),
    (1024, 11), (1025, 12),
  ])
  func lengthsFallInPowerOfTwoBuckets(_ length: Int, _ bucket: Int) {
    #expect(Solver.RowSizeHistogram.Rows.bucket(ofLength: length) == bucket)
  }

  @Test func bucketsAreLabelledByTheLengthsTheyHold() {
    let labels = (0..<7).map { Solver.RowSizeHistogram.Rows.label(ofBucket: $0) }
    #expect(labels == ["0", "1", "2", "3-4", "5-8", "9-16", "17-32"])
  }

  @Test func anEmptySolverHasNoRows() {
    #expect(Solver().rowSizeHistogram() == Solver.RowSizeHistogram())
  }

  /// Required constraints only, each added on its own: the objective stays empty, so no
  /// pivot follows an add and every row is the one its add made. A subject is the fresh
  /// external variable of lowest id, and its row (a definition) is the constraint as
  /// written; with none, the row is expanded to non-basic symbols and solved for the slack.
  @Test func rowsOfAHandSolvedSystemAreCountedByKindAndLength() throws {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    let d = Variable("d"), e = Variable("e"), f = Variable("f")
    let p = Variable("p"), q = Variable("q"), r = Variable("r"), t = Variable("t")
    let solver = Solver()
    try solver.addConstraint(x == 10)  // x = 10: 0 cells
    try solver.addConstraint(y >= 5)  // y = 5 + s1: 1 cell
    try solver.addConstraint(x + y + z + w == 100)  // z = 100 - x - y - w: 3 cells
    try solver.addConstraint(a + b + c + d + e + f == 0)  // a = -b - c - d - e - f: 5 cells
    try solver.addConstraint(p + q + r + t == 1)  // p = 1 - q - r - t: 3 cells
    try solver.addConstraint(x <= 20)  // s2 = 10: 0 cells
    try solver.addConstraint(x + y <= 100)  // s3 = 85 - s1: 1 cell

    let histogram = solver.rowSizeHistogram()
    // Lengths 0, 1, 3, 5, 3: buckets 0, 1 and 5-8 hold one row each, 3-4 two.
    #expect(histogram.external.counts == [1, 1, 0, 2, 1])
    #expect(histogram.external.rows == 5)
    #expect(histogram.external.cells == 12)
    #expect(histogram.external.longest == 5)
    #expect(histogram.external.mean.isClose(to: 2.4))
    // Lengths 0 and 1.
    #expect(histogram.restricted.counts == [1, 1])
    #expect(histogram.restricted.rows == 2)
    #expect(histogram.restricted.cells == 1)
    #expect(histogram.restricted.longest == 1)
    // The same rows and cells the public statistics count.
    #expect(histogram.external.rows + histogram.restricted.rows == solver.statistics.rows)
    #expect(histogram.external.cells + histogram.restricted.cells == solver.statistics.cells)
  }

  /// A soft equality's row carries both its errors, beside the variable it names.
  @Test func aSoftEqualityRowHoldsItsTwoErrors() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x == 10)
    try solver.addConstraint((x + y == 30).strength(.weak))  // y = 30 - x + e+ - e-
    let histogram = solver.rowSizeHistogram()
    #expect(histogram.external.counts == [1, 0, 0, 1])
    #expect(histogram.restricted == Solver.RowSizeHistogram.Rows())
  }
}
