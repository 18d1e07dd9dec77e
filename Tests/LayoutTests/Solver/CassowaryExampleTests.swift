import Testing

@testable import Layout

/// The Cassowary paper's running example: a midpoint between two ends on a line.
@Suite struct CassowaryExampleTests {
  let left = Variable("xl")
  let mid = Variable("xm")
  let right = Variable("xr")

  func makeSolver() throws -> Solver {
    let solver = Solver()
    try solver.addConstraints([
      mid == (left + right) / 2,
      left + 10 <= right,
      left >= 0,
      right <= 100,
    ])
    return solver
  }

  @Test func midpointHoldsWhenEditingTheMiddle() throws {
    let solver = try makeSolver()
    try solver.addEditVariable(mid, strength: .strong)
    try solver.suggestValue(mid, 30)
    #expect(solver.value(of: mid).isClose(to: 30))
    #expect((solver.value(of: left) + solver.value(of: right)).isClose(to: 60))
    #expect(solver.value(of: left) + 10 <= solver.value(of: right) + 1e-9)
  }

  @Test func editingTheMiddlePastTheEndClampsIt() throws {
    let solver = try makeSolver()
    try solver.addEditVariable(mid, strength: .strong)
    try solver.suggestValue(mid, 99)
    // right <= 100 and left + 10 <= right: the middle can reach at most 95.
    #expect(solver.value(of: mid).isClose(to: 95))
    #expect(solver.value(of: right).isClose(to: 100))
    #expect(solver.value(of: left).isClose(to: 90))
  }

  @Test func editingBothMiddleAndLeft() throws {
    let solver = try makeSolver()
    try solver.addEditVariable(mid, strength: .strong)
    try solver.addEditVariable(left, strength: .weak)
    try solver.suggestValues([(mid, 50), (left, 20)])
    #expect(solver.value(of: mid).isClose(to: 50))
    #expect(solver.value(of: left).isClose(to: 20))
    #expect(solver.value(of: right).isClose(to: 80))
    try solver.suggestValues([(mid, 8), (left, 20)])
    // The strong middle wins over the weak left: left + right = 16, right >= left + 10.
    #expect(solver.value(of: mid).isClose(to: 8))
    #expect(solver.value(of: left).isClose(to: 3))
    #expect(solver.value(of: right).isClose(to: 13))
  }
}
