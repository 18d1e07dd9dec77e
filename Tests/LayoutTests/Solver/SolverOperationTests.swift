import Testing

@testable import Layout
@testable import LayoutSolver

/// Every public ``Solver`` operation on small hand-solved systems.
@Suite struct SolverOperationTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  // MARK: Adding and removing

  @Test func addedRequiredConstraintDeterminesTheValue() throws {
    let solver = Solver()
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y == x + 5)
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(solver.value(of: y).isClose(to: 15))
  }

  @Test func unknownVariableReadsZero() throws {
    let solver = Solver()
    try solver.addConstraint(x == 10)
    #expect(solver.value(of: y) == 0)
    #expect(solver.value(of: Variable()) == 0)
  }

  @Test func valuesOfSeveralVariablesAreEachOnesValueInOrder() throws {
    let x = Variable("x"), y = Variable("y"), unknown = Variable("unknown")
    let solver = Solver()
    try solver.addConstraints([x == 3, y == x + 4])
    let values = solver.values(of: [y, unknown, x, y])
    #expect(values.count == 4)
    for (value, expected) in zip(values, [7.0, 0, 3, 7]) { #expect(value.isClose(to: expected)) }
    #expect(solver.values(of: []).isEmpty)
  }

  @Test func batchAddGivesTheSameSolutionAsSingleAdds() throws {
    let constraints = { (a: Variable, b: Variable) in
      [a >= 0, b <= 100, a + 10 <= b, (a == 95).strength(.medium), (b == 50).strength(.weak)]
    }
    let batched = Solver()
    try batched.addConstraints(constraints(x, y))
    let single = Solver()
    for c in constraints(x, y) { try single.addConstraint(c) }
    #expect(batched.value(of: x).isClose(to: 90))
    #expect(batched.value(of: y).isClose(to: 100))
    #expect(single.value(of: x).isClose(to: batched.value(of: x)))
    #expect(single.value(of: y).isClose(to: batched.value(of: y)))
  }

  @Test func removingAConstraintRestoresTheEarlierSolution() throws {
    let solver = Solver()
    try solver.addConstraint((x == 40).strength(.weak))
    let cap = x <= 25
    try solver.addConstraint(cap)
    #expect(solver.value(of: x).isClose(to: 25))
    try solver.removeConstraint(cap)
    #expect(solver.value(of: x).isClose(to: 40))
    #expect(!solver.hasConstraint(cap))
    // A removed constraint can be added again.
    try solver.addConstraint(cap)
    #expect(solver.value(of: x).isClose(to: 25))
  }

  @Test func constraintsAreListedInTheOrderAddedWithEditsIncluded() throws {
    let solver = Solver()
    let a = x >= 0
    let b = (y == 3).strength(.weak)
    let c = x + y <= 10
    try solver.addConstraints([a, b])
    try solver.addEditVariable(z, strength: .strong)
    try solver.addConstraint(c)
    let listed = solver.constraints
    #expect(listed.count == 4)
    #expect(listed[0] === a && listed[1] === b && listed[3] === c)
    #expect(listed[2].label == "edit(z)")
    #expect(listed[2].strength == .strong)
    try solver.removeConstraint(b)
    #expect(solver.constraints.map(\.label) == ["x >= 0", "edit(z)", "x + y <= 10"])
    #expect(solver.hasConstraint(a) && !solver.hasConstraint(b) && solver.hasConstraint(c))
  }

  @Test func batchListsConstraintsInTheOrderGiven() throws {
    let solver = Solver()
    let weak = (x == 1).strength(.weak)
    let floor = x >= 0
    try solver.addConstraints([weak, floor])
    #expect(solver.constraints.map(\.description) == ["x == 1 (weak)", "x >= 0"])
  }

  @Test func tinyCoefficientStillDeterminesItsVariable() throws {
    // x = 1e9 satisfies it; a coefficient below the solver's epsilon is not zero.
    let solver = Solver()
    try solver.addConstraint(1e-9 * x == 1)
    #expect(solver.value(of: x).isClose(to: 1e9))
  }

  @Test func largeAndSmallMagnitudesAreSolved() throws {
    let solver = Solver()
    try solver.addConstraint(y == 1e12)
    try solver.addConstraint(1e-6 * z == 5e-6)
    try solver.addConstraint(x == y / 1000 + z)
    #expect(solver.value(of: y).isClose(to: 1e12))
    #expect(solver.value(of: z).isClose(to: 5))
    #expect(solver.value(of: x).isClose(to: 1e9 + 5))
  }

  @Test func hasConstraintIsFalseForAnEqualButDistinctConstraint() throws {
    let solver = Solver()
    try solver.addConstraint(x == 1)
    #expect(!solver.hasConstraint(x == 1))
  }

  @Test func oneConstraintObjectCanBeHeldByTwoSolvers() throws {
    let first = Solver()
    let second = Solver()
    let c = x == 7
    try first.addConstraint(c)
    try second.addConstraint(c)
    #expect(first.hasConstraint(c))
    #expect(second.hasConstraint(c))
    try first.removeConstraint(c)
    #expect(!first.hasConstraint(c))
    #expect(second.hasConstraint(c))
    #expect(second.value(of: x).isClose(to: 7))
  }

  @Test func redundantRequiredEqualityCanBeRemovedTwice() throws {
    let solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addConstraint(y == x + 1)
    try solver.removeConstraint(first)
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(solver.value(of: y).isClose(to: 11))
    try solver.removeConstraint(second)
    #expect(Set(solver.ambiguousVariables().map(\.name)) == ["x", "y"])
    try solver.addConstraint(x == 3)
    #expect(solver.value(of: x).isClose(to: 3))
    #expect(solver.value(of: y).isClose(to: 4))
  }

  @Test func ambiguousVariablesKeepTheOrderFirstSeenAfterARebuild() throws {
    let solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addConstraint(y == x + 1)
    try solver.removeConstraint(first)
    try solver.removeConstraint(second)
    #expect(solver.ambiguousVariables().map(\.name) == ["x", "y"])
  }

  @Test func removingARequiredEqualityKeepsEditSuggestions() throws {
    let solver = Solver()
    let pin = y == 5
    try solver.addConstraints([pin, x + y <= 100])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 42)
    try solver.removeConstraint(pin)
    #expect(solver.value(of: x).isClose(to: 42))
    try solver.suggestValue(x, 43)
    #expect(solver.value(of: x).isClose(to: 43))
  }

  @Test func mergedAwayVariableLeavesAConstantConstraint() throws {
    let solver = Solver()
    try solver.addConstraint(x - x + 2 * y == 8)
    #expect(solver.value(of: y).isClose(to: 4))
    #expect(throws: SolverError.self) { try solver.addConstraint(x - x == 1) }
  }

  // MARK: Edit variables

  /// A window resized in one direction suggests the other edit's value again: nothing that
  /// depends only on that edit is reported changed, and the values are the solution's.
  @Test func aSuggestionEqualToTheLastChangesNothingThatDependsOnIt() throws {
    let (nodes, constraints) = RebuildSparsityTests.tree(40)
    let solver = try RebuildSparsityTests.solver(constraints, window: nodes[0])
    solver.recordsChanges = true
    // The first drain says every value may have changed: the caller reads them all.
    #expect(!solver.drainChangedVariables { _ in })
    _ = solver.values(of: nodes.flatMap { [$0.left, $0.top, $0.width, $0.height] })
    try solver.suggestValues([(nodes[0].width, 1000), (nodes[0].height, 900)])
    var changed = Set<ObjectIdentifier>()
    #expect(solver.drainChangedVariables { changed.insert(ObjectIdentifier($0)) })
    let vertical = nodes.flatMap { [$0.top, $0.height] }.map(ObjectIdentifier.init)
    #expect(changed.isDisjoint(with: vertical))
    #expect(changed.contains(ObjectIdentifier(nodes[0].width)))
    #expect(changed.contains(ObjectIdentifier(nodes[1].width)))
    #expect(solver.value(of: nodes[0].width).isClose(to: 1000))
    #expect(solver.value(of: nodes[0].height).isClose(to: 900))
  }

  @Test func aValueThatNamesMovedValuesButKeepsItsOwnIsNotReportedChanged() throws {
    let window = Variable("window"), right = Variable("right"), width = Variable("width")
    let inset = Variable("inset"), follower = Variable("follower")
    let solver = Solver()
    try solver.addConstraint(right == window - 10)
    try solver.addConstraint(width == right - 20)
    // inset's row names right and width, which both move with the window; it stays 20.
    try solver.addConstraint(inset == right - width)
    try solver.addConstraint(follower == inset + 5)
    try solver.addEditVariable(window, strength: .strong)
    try solver.suggestValue(window, 300)
    solver.recordsChanges = true
    // The first drain says every value may have changed: the caller reads them all.
    #expect(!solver.drainChangedVariables { _ in })
    _ = solver.values(of: [window, right, width, inset, follower])
    try solver.suggestValue(window, 400)
    var changed: [String] = []
    #expect(solver.drainChangedVariables { changed.append($0.name) })
    #expect(Set(changed) == ["window", "right", "width"])
    #expect(solver.values(of: [right, width, inset, follower]) == [390, 370, 20, 25])
    // A read between the suggestion and the drain leaves the log as it was.
    try solver.suggestValue(window, 350)
    #expect(solver.value(of: inset) == 20)
    changed.removeAll()
    #expect(solver.drainChangedVariables { changed.append($0.name) })
    #expect(Set(changed) == ["window", "right", "width"])
  }

  @Test func readsBetweenDrainsKeepTheLogWholePastTheListOfStaleValues() throws {
    // 100 positions off one edit, the first 50 read after every suggestion and never
    // drained: the list of what went stale outgrows its limit (4,096), and the drain still
    // reports exactly the positions that moved (the last 50, stale since the first
    // suggestion, found by a scan), and not the fixed ones their rows name.
    let window = Variable("window")
    let fixed = (0..<20).map { Variable("fixed\($0)") }
    let moving = (0..<100).map { Variable("moving\($0)") }
    let solver = Solver()
    for (i, f) in fixed.enumerated() { try solver.addConstraint(f == Double(i)) }
    try solver.addConstraint(moving[0] == window + fixed[0])
    for i in 1..<moving.count {
      try solver.addConstraint(moving[i] == moving[i - 1] + fixed[i % fixed.count] + 1)
    }
    try solver.addEditVariable(window, strength: .strong)
    solver.recordsChanges = true
    #expect(!solver.drainChangedVariables { _ in })
    for step in 1...100 {
      try solver.suggestValue(window, Double(step))
      _ = solver.values(of: Array(moving[..<50]))
    }
    #expect(solver.tableau.staleOverflow)
    var changed: Set<String> = []
    #expect(solver.drainChangedVariables { changed.insert($0.name) })
    #expect(changed == Set(moving.map(\.name) + ["window"]))
    // 100, plus 99 steps of 1, plus i % 20 for i in 1...99 (190 for 1...19, 4 × 190 after).
    #expect(solver.value(of: moving[99]) == 100 + 99 + 950)
  }

  @Test func editVariableStartsAtZero() throws {
    let solver = Solver()
    try solver.addConstraint((x == 50).strength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.value(of: x).isClose(to: 0))
  }

  @Test func editVariablesAreListedInOrderAndRemoved() throws {
    let solver = Solver()
    try solver.addEditVariable(y, strength: .medium)
    try solver.addEditVariable(x, strength: .weak)
    #expect(solver.editVariables.map(\.name) == ["y", "x"])
    #expect(solver.hasEditVariable(x) && solver.hasEditVariable(y) && !solver.hasEditVariable(z))
    try solver.removeEditVariable(y)
    #expect(solver.editVariables.map(\.name) == ["x"])
    #expect(!solver.hasEditVariable(y))
    #expect(solver.constraints.count == 1)
    #expect(throws: SolverError.self) { try solver.suggestValue(y, 1) }
  }

  @Test func removingTheEditConstraintDirectlyEndsTheEdit() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    let edit = try #require(solver.constraints.first)
    try solver.removeConstraint(edit)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.editVariables.isEmpty)
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 6)
    #expect(solver.value(of: x).isClose(to: 6))
  }

  @Test func suggestionIsClampedByRequiredConstraints() throws {
    let solver = Solver()
    try solver.addConstraints([x >= 10, x <= 20])
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 15)
    #expect(solver.value(of: x).isClose(to: 15))
    try solver.suggestValue(x, 99)
    #expect(solver.value(of: x).isClose(to: 20))
    try solver.suggestValue(x, -99)
    #expect(solver.value(of: x).isClose(to: 10))
  }

  @Test func strongerEditWins() throws {
    let solver = Solver()
    try solver.addConstraint(x == y)
    try solver.addEditVariable(x, strength: .strong)
    try solver.addEditVariable(y, strength: .weak)
    try solver.suggestValues([(x, 10), (y, 30)])
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(solver.value(of: y).isClose(to: 10))
  }

  @Test func repeatedVariableInOneSuggestionTakesTheLastValue() throws {
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValues([(x, 7), (x, 9)])
    #expect(solver.value(of: x).isClose(to: 9))
  }

  @Test func removingAnEditVariableReleasesItsPull() throws {
    let solver = Solver()
    try solver.addConstraint((x == 5).strength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 80)
    #expect(solver.value(of: x).isClose(to: 80))
    try solver.removeEditVariable(x)
    #expect(solver.value(of: x).isClose(to: 5))
  }

  // MARK: Reset and statistics

  @Test func resetForgetsEverything() throws {
    let solver = Solver()
    let c = x == 10
    try solver.addConstraint(c)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 4)
    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(solver.editVariables.isEmpty)
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    #expect(
      solver.statistics
        == Solver.Statistics(constraints: 0, variables: 0, symbols: 0, rows: 0, cells: 0))
    // The same objects can be used again.
    try solver.addConstraint(c)
    try solver.addEditVariable(y, strength: .weak)
    #expect(solver.value(of: x).isClose(to: 10))
  }

  @Test func statisticsCountConstraintsVariablesSymbolsRowsAndCells() throws {
    let solver = Solver()
    #expect(
      solver.statistics
        == Solver.Statistics(constraints: 0, variables: 0, symbols: 0, rows: 0, cells: 0))
    try solver.addConstraint(x == 10)
    // A required equality: one row `x = 10`, no marker symbol.
    #expect(
      solver.statistics
        == Solver.Statistics(constraints: 1, variables: 1, symbols: 1, rows: 1, cells: 0))
    try solver.addConstraint((x + y == 30).strength(.weak))
    // Two error symbols; one more row, y's definition as written: `y = 30 - x + e⁺ - e⁻`.
    let stats = solver.statistics
    #expect(stats.constraints == 2 && stats.variables == 2 && stats.symbols == 4)
    #expect(stats.rows == 2 && stats.cells == 3)
  }

  // MARK: Ambiguity

  @Test func freeVariablesAreAmbiguous() throws {
    let solver = Solver()
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(z == 1)
    #expect(solver.ambiguousVariables().map(\.name) == ["x", "y"])
  }

  @Test func twoEqualWeakPullsMakeAVariableAmbiguous() throws {
    let solver = Solver()
    try solver.addConstraint((x == 10).strength(.weak))
    try solver.addConstraint((x == 20).strength(.weak))
    #expect(solver.ambiguousVariables().map(\.name) == ["x"])
    try solver.addConstraint((x == 20).strength(.medium))
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: x).isClose(to: 20))
  }

  @Test func determinedSystemHasNoAmbiguousVariables() throws {
    let solver = Solver()
    try solver.addConstraints([x == 10, y == x + 5, z >= y, (z == 0).strength(.weak)])
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: z).isClose(to: 15))
  }

  @Test func pinnedChainOfEqualWidthsIsNotAmbiguous() throws {
    // | a0 | a1 | a2 | between 0 and 100, the three widths equal.
    let edges = (0...3).map { Variable("edge\($0)") }
    let width = Variable("width")
    let solver = Solver()
    try solver.addConstraint(edges[0] == 0)
    try solver.addConstraint(edges[3] == 100)
    for i in 0..<3 { try solver.addConstraint(edges[i + 1] == edges[i] + width) }
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: width).isClose(to: 100.0 / 3))
    #expect(solver.value(of: edges[2]).isClose(to: 200.0 / 3))
  }

  @Test func variablesOfRemovedConstraintsAreNotListed() throws {
    let solver = Solver()
    let loose = x + y == 10
    try solver.addConstraint(loose)
    try solver.addConstraint(z == 2)
    try solver.removeConstraint(loose)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  /// Required constraints hold v3 within [0, 1e-12]: it cannot move by more than epsilon, so
  /// nothing is ambiguous. (The pivot's relaxed ratio test picks a lower-id row a little past
  /// the smallest ratio; the check asked it and listed v2 and v3. Found by a review's random
  /// probe of 4,000 small systems.)
  @Test func aVariablePinnedWithinEpsilonIsNotAmbiguous() throws {
    let v = (0..<4).map { Variable("v\($0)") }
    let solver = Solver()
    let constraints = [
      LinearConstraint(
        Expression([Term(v[2], 0.0001), Term(v[0], 0.0001)]), .equal, strength: .weak),
      LinearConstraint(Expression([Term(v[3], 1000.5)], constant: -1e-9), .lessThanOrEqual),
      LinearConstraint(
        Expression([Term(v[0], 1000)], constant: -1e-9), .lessThanOrEqual, strength: .weak),
      LinearConstraint(
        Expression([Term(v[0], 0.5), Term(v[2], 1000), Term(v[3], -1)]), .greaterThanOrEqual),
      LinearConstraint(Expression([Term(v[0], 0.0001)]), .equal, strength: .weak),
      LinearConstraint(Expression([Term(v[3], 0.001)]), .greaterThanOrEqual),
    ]
    for constraint in constraints { try solver.addConstraint(constraint) }
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
