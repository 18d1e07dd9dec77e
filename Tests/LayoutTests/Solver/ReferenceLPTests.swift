import Testing

@testable import Layout

/// The test oracle itself, on LPs solved by hand.
@Suite struct ReferenceLPTests {
  /// `a·x + constant OP 0` over two variables.
  func c(
    _ a: Double, _ b: Double, _ constant: Double, _ relation: Relation, _ weight: Double? = nil
  ) -> ReferenceConstraint {
    ReferenceConstraint(
      coefficients: [a, b], constant: constant, relation: relation, weight: weight)
  }

  func solve(_ constraints: [ReferenceConstraint]) -> ReferenceLP.Solution? {
    ReferenceLP(variableCount: 2, constraints: constraints).solve()
  }

  @Test func requiredEqualityFixesTheVariable() throws {
    let lp = ReferenceLP(variableCount: 2, constraints: [c(1, 0, -10, .equal)])
    let solution = try #require(lp.solve())
    #expect(solution.values[0].isClose(to: 10))
    #expect(solution.objective.isClose(to: 0))
    let unique = lp.uniqueValues(of: solution)
    #expect(unique[0] != nil)
    #expect(unique[1] == nil)
  }

  @Test func equalWeakPullsLeaveARangeOfOptima() throws {
    let lp = ReferenceLP(
      variableCount: 2, constraints: [c(1, 0, -10, .equal, 1), c(1, 0, -20, .equal, 1)])
    let solution = try #require(lp.solve())
    #expect(solution.objective.isClose(to: 10))
    #expect(solution.values[0] >= 10 - 1e-9 && solution.values[0] <= 20 + 1e-9)
    #expect(lp.uniqueValues(of: solution)[0] == nil)
  }

  @Test func strongerPullWins() throws {
    let lp = ReferenceLP(
      variableCount: 2, constraints: [c(1, 0, -10, .equal, 1e6), c(1, 0, -20, .equal, 1)])
    let solution = try #require(lp.solve())
    #expect(solution.values[0].isClose(to: 10))
    #expect(solution.objective.isClose(to: 10))
    #expect(lp.uniqueValues(of: solution)[0] != nil)
  }

  @Test func infeasibleInequalitiesAreReported() {
    // x >= 10, y >= 10, x + y <= 15.
    #expect(
      solve([
        c(1, 0, -10, .greaterThanOrEqual), c(0, 1, -10, .greaterThanOrEqual),
        c(1, 1, -15, .lessThanOrEqual),
      ])
        == nil)
    #expect(
      solve([
        c(1, 0, -10, .greaterThanOrEqual), c(0, 1, -10, .greaterThanOrEqual),
        c(1, 1, -25, .lessThanOrEqual),
      ])
        != nil)
  }

  @Test func requiredSumWithSoftPulls() throws {
    // x + y == 10; x == 3 at 1000; y == 10 at 1: y gives way, y = 7, objective 3.
    let lp = ReferenceLP(
      variableCount: 2,
      constraints: [c(1, 1, -10, .equal), c(1, 0, -3, .equal, 1000), c(0, 1, -10, .equal, 1)])
    let solution = try #require(lp.solve())
    #expect(solution.values[0].isClose(to: 3))
    #expect(solution.values[1].isClose(to: 7))
    #expect(solution.objective.isClose(to: 3))
    #expect(lp.uniqueValues(of: solution).allSatisfy { $0 != nil })
  }

  @Test func softInequalitiesTradeOffByWeight() throws {
    // x <= 5 at weight 2, x >= 8 at weight 3: x = 8 costs 6, x = 5 would cost 9.
    let solution = try #require(
      solve([c(1, 0, -5, .lessThanOrEqual, 2), c(1, 0, -8, .greaterThanOrEqual, 3)]))
    #expect(solution.values[0].isClose(to: 8))
    #expect(solution.objective.isClose(to: 6))
  }

  @Test func redundantEqualitiesAreHandled() throws {
    // x + y == 10, 2x + 2y == 20, x - y == 2: x = 6, y = 4.
    let lp = ReferenceLP(
      variableCount: 2,
      constraints: [c(1, 1, -10, .equal), c(2, 2, -20, .equal), c(1, -1, -2, .equal)])
    let solution = try #require(lp.solve())
    #expect(solution.values[0].isClose(to: 6))
    #expect(solution.values[1].isClose(to: 4))
    #expect(lp.uniqueValues(of: solution).allSatisfy { $0 != nil })
  }

  @Test func constantOnlyConstraints() {
    #expect(solve([c(0, 0, 5, .equal)]) == nil)
    #expect(solve([c(0, 0, 0, .equal)]) != nil)
    #expect(solve([c(0, 0, -5, .lessThanOrEqual)]) != nil)
    #expect(solve([c(0, 0, 5, .lessThanOrEqual)]) == nil)
  }

  @Test func objectiveAndViolationOfAPoint() {
    let constraints = [
      c(1, 0, -10, .equal), c(0, 1, -3, .lessThanOrEqual, 2), c(1, 1, 0, .greaterThanOrEqual, 5),
    ]
    // At (12, 5): required |12 - 10| = 2 on a scale of 12; 2·(5 - 3) = 4; x + y >= 0 holds.
    #expect(ReferenceLP.objective(of: [12, 5], constraints).isClose(to: 4))
    #expect(ReferenceLP.maxRequiredViolation(of: [12, 5], constraints).isClose(to: 2.0 / 22))
    #expect(ReferenceLP.objective(of: [10, -20], constraints).isClose(to: 50))
  }
}
