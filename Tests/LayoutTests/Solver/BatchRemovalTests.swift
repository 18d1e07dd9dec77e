import Testing

@testable import Layout

/// `removeConstraints`: several removals, all or none, one re-optimisation or one rebuild.
@Suite struct BatchRemovalTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  @Test func removingMixedKindsMatchesASolverThatNeverHadThem() throws {
    let keep: [LinearConstraint] = [x >= 0, y == x + 10, (z == 7).strength(.weak), z <= 50]
    let drop: [LinearConstraint] = [x == 5, (y == 100).strength(.strong), z >= 20, x <= 40]
    let solver = Solver()
    try solver.addConstraints(keep + drop)
    #expect(solver.value(of: y).isClose(to: 15))
    try solver.removeConstraints(drop)
    let fresh = Solver()
    try fresh.addConstraints(keep)
    for v in [x, y, z] { #expect(solver.value(of: v).isClose(to: fresh.value(of: v))) }
    #expect(solver.constraints.map(\.description) == keep.map(\.description))
    for c in drop { #expect(!solver.hasConstraint(c)) }
  }

  @Test func anUnknownConstraintInTheListRemovesNothing() throws {
    let held = [x == 5, y >= x]
    let solver = Solver()
    try solver.addConstraints(held)
    let stranger = z == 1
    #expect(throws: SolverError.self) { try solver.removeConstraints([held[0], stranger]) }
    #expect(solver.hasConstraint(held[0]) && solver.hasConstraint(held[1]))
    #expect(solver.value(of: x).isClose(to: 5))
  }

  @Test func aConstraintListedTwiceIsUnknownTheSecondTime() throws {
    let c = x == 5
    let solver = Solver()
    try solver.addConstraint(c)
    do {
      try solver.removeConstraints([c, c])
      Issue.record("removing a constraint twice in one call succeeded")
    } catch {
      #expect(error.description == "unknown constraint: 'x == 5' is not in the solver")
    }
    #expect(solver.hasConstraint(c))
  }

  @Test func removingARedundantEqualityKeepsTheOneThatImpliesIt() throws {
    let first = x == 10
    let second = x == 10
    let solver = Solver()
    try solver.addConstraints([first, second, y == x + 1])
    try solver.removeConstraints([second])
    #expect(solver.value(of: y).isClose(to: 11))
    try solver.addConstraint((x == 3).strength(.strong))
    #expect(solver.value(of: x).isClose(to: 10))
    try solver.removeConstraints([first])
    #expect(solver.value(of: x).isClose(to: 3))
    #expect(solver.value(of: y).isClose(to: 4))
  }
}
