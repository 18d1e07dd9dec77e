import Testing

@testable import Layout
@testable import LayoutSolver

/// Removing required equalities one after another: the first removal of an unmarked one
/// rebuilds the tableau with every required equality marked, and from then on each removal
/// (and each constant change) is a marker pivot over the rows that depend on it, with the
/// same values, errors and contracts as before.
@Suite struct RepeatedEqualityRemovalTests {
  typealias Node = RebuildSparsityTests.Node

  /// The required equalities of `constraints`, nearest the middle first.
  static func requiredEqualities(_ constraints: [LinearConstraint]) -> [Int] {
    constraints.indices.filter {
      constraints[$0].relation == .equal && constraints[$0].strength.isRequired
    }.sorted { abs($0 - constraints.count / 2) < abs($1 - constraints.count / 2) }
  }

  /// The required equalities of `constraints` that own no row in `solver` (so that their
  /// first removal rebuilds), nearest the middle first: in the tree, those of the views
  /// near the top, whose rows more than `Tableau.shiftEntryLimit` later rows were built from.
  static func unownedEqualities(_ constraints: [LinearConstraint], in solver: Solver) -> [Int] {
    requiredEqualities(constraints).filter {
      guard let slot = solver.slot(of: constraints[$0]), let record = solver.records[slot]
      else { return false }
      return !solver.tableau.ownsDefinition(of: record.tag.subject, slot: slot)
    }
  }

  static func expectSameValues(
    _ solver: Solver, _ fresh: Solver, _ nodes: [Node],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for node in nodes {
      for v in [node.left, node.top, node.width, node.height] {
        #expect(
          solver.value(of: v).isClose(to: fresh.value(of: v)), "\(v)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// Expects `body` to throw ``SolverError/Code/unknownConstraint`` for `constraint`.
  static func expectUnknown(
    _ constraint: LinearConstraint, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(SolverError) -> Void
  ) {
    do {
      try body()
      Issue.record("no error", sourceLocation: sourceLocation)
    } catch {
      #expect(error == .unknownConstraint(constraint), "\(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func laterRemovalsArePivotsAndGiveAFreshSolversValues() throws {
    let (nodes, constraints) = RebuildSparsityTests.tree(120)
    let solver = try RebuildSparsityTests.solver(constraints, window: nodes[0])
    let first = Self.unownedEqualities(constraints, in: solver)[0]
    let removable = [first] + Self.requiredEqualities(constraints).filter { $0 != first }
    try solver.removeConstraint(constraints[removable[0]])
    #expect(solver.marksRequiredEqualities)
    let tableau = ObjectIdentifier(solver.tableau)
    var rest = constraints
    var removed: Set<Int> = [removable[0]]
    for index in removable[1...4] {
      try solver.removeConstraint(constraints[index])
      removed.insert(index)
      rest = constraints.indices.filter { !removed.contains($0) }.map { constraints[$0] }
      let fresh = try RebuildSparsityTests.solver(rest, window: nodes[0])
      Self.expectSameValues(solver, fresh, nodes)
    }
    // Re-added, they get markers and can be removed again by a pivot.
    for index in removable[1...4] { try solver.addConstraint(constraints[index]) }
    #expect(ObjectIdentifier(solver.tableau) == tableau, "no rebuild after the first")
    let fresh = try RebuildSparsityTests.solver(
      constraints.indices.filter { $0 != removable[0] }.map { constraints[$0] },
      window: nodes[0])
    Self.expectSameValues(solver, fresh, nodes)
    try solver.removeConstraint(constraints[removable[2]])
    #expect(ObjectIdentifier(solver.tableau) == tableau)
  }

  /// A variable's row as the tableau holds it (constant and cells by symbol), or nil when
  /// it is not basic.
  static func row(of variable: Variable, in solver: Solver) -> String? {
    let t = solver.tableau
    let s = t.registeredSymbol(of: variable)
    guard s >= 0, t.basicRow[Int(s)] >= 0 else { return nil }
    let r = Int(t.basicRow[Int(s)])
    let base = Int(t.rowStart[r])
    let cells = (0..<Int(t.rowCount[r])).map { t.cells[base + $0] }.sorted { $0.symbol < $1.symbol }
    return "\(t.rowConstant[r].bitPattern):"
      + cells.map { "\($0.symbol)*\($0.coefficient.bitPattern)" }.joined(separator: ",")
  }

  /// Two independent hierarchies in one solver: once marking, removing and re-adding a
  /// required equality of one touches only the rows that depend on it, so every row of the
  /// other's variables stays bit for bit what it was (not a close value: the same row).
  @Test func aMarkedRemovalLeavesAnIndependentHierarchyUntouched() throws {
    let (nodesA, constraintsA) = RebuildSparsityTests.tree(60)
    let (nodesB, constraintsB) = RebuildSparsityTests.tree(60)
    let solver = try RebuildSparsityTests.solver(constraintsA + constraintsB, window: nodesA[0])
    try solver.addEditVariable(nodesB[0].width, strength: .strong)
    try solver.suggestValue(nodesB[0].width, 800)
    let removable = Self.requiredEqualities(constraintsA)
    try solver.removeConstraint(constraintsA[removable[0]])
    let variablesB = nodesB.flatMap { [$0.left, $0.top, $0.width, $0.height] }
    let before = variablesB.map { Self.row(of: $0, in: solver) }
    #expect(before.contains { $0 != nil })
    let tableau = ObjectIdentifier(solver.tableau)
    solver.recordsChanges = true
    _ = solver.drainChangedVariables { _ in }
    let namesB = Set(variablesB.map(ObjectIdentifier.init))
    for index in removable[1...3] {
      try solver.removeConstraint(constraintsA[index])
      #expect(variablesB.map { Self.row(of: $0, in: solver) } == before)
      try solver.addConstraint(constraintsA[index])
      #expect(variablesB.map { Self.row(of: $0, in: solver) } == before)
      var touchedB = 0
      #expect(solver.drainChangedVariables { touchedB += namesB.contains(.init($0)) ? 1 : 0 })
      #expect(touchedB == 0)
    }
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    let freshA = try RebuildSparsityTests.solver(
      constraintsA.indices.filter { $0 != removable[0] }.map { constraintsA[$0] },
      window: nodesA[0])
    Self.expectSameValues(solver, freshA, nodesA)
  }

  @Test func aSolverThatNeverRemovesMarksNothing() throws {
    let (nodes, constraints) = RebuildSparsityTests.tree(40)
    let solver = try RebuildSparsityTests.solver(constraints, window: nodes[0])
    #expect(!solver.marksRequiredEqualities)
    // Removing a soft constraint or an inequality is a marker pivot already.
    let soft = constraints.firstIndex { !$0.strength.isRequired }!
    let inequality = constraints.firstIndex { $0.relation != .equal }!
    try solver.removeConstraints([constraints[soft], constraints[inequality]])
    #expect(!solver.marksRequiredEqualities)
  }

  /// A constant change that rebuilds (here: `tie` was built by expanding `width`'s row, and
  /// solved for the weak equality's error it has no marker to move and no definition row to
  /// follow, so `width` cannot move on its own; `z` cannot take `tie` as its definition,
  /// since `w`'s names it) starts marking too.
  @Test func aConstantChangeThatRebuildsStartsMarkingToo() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let w = Variable("w")
    let solver = Solver()
    let width = x == 10
    let gap = y == x + 5
    let tie = z == x - 7
    try solver.addConstraints([width, gap, (z == 3).strength(.weak), w == z + 1])
    try solver.addConstraint(tie)
    try solver.setConstant(of: width, to: -20)
    #expect(solver.marksRequiredEqualities)
    #expect(solver.definitionShifts == 0)
    #expect(solver.value(of: z).isClose(to: 13))
    let tableau = ObjectIdentifier(solver.tableau)
    try solver.setConstant(of: gap, to: -8)  // y - x - 8 == 0
    try solver.removeConstraint(width)
    try solver.addConstraint(x == 30)
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    #expect(solver.value(of: y).isClose(to: 38))
    #expect(solver.value(of: z).isClose(to: 23))
  }

  @Test func conflictsAreReportedAsBeforeMarking() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let spare = Variable("spare")
    let base = [a == 10, b == 2 * a, c == b + a, spare == 1]
    let solver = Solver()
    try solver.addConstraints(base)
    // Its row is its definition as written: removed by the dummy it would have had.
    try solver.removeConstraint(base[3])
    #expect(solver.definitionMarkers == 1)
    #expect(!solver.marksRequiredEqualities)
    try solver.rebuildMarkingEqualities()
    #expect(solver.marksRequiredEqualities)
    let conflicting = c == 40
    do {
      try solver.addConstraint(conflicting)
      Issue.record("accepted \(conflicting)")
    } catch {
      #expect(error.code == .unsatisfiableConstraint, "\(error)")
      #expect(error.constraint === conflicting)
      #expect(
        Set(error.conflictsWith.map(ObjectIdentifier.init))
          == Set(base[0..<3].map(ObjectIdentifier.init)))
    }
    #expect(!solver.hasConstraint(conflicting))
    #expect(solver.value(of: c).isClose(to: 30))
    Self.expectUnknown(base[3]) { () throws(SolverError) in
      try solver.removeConstraint(base[3])
    }
  }

  @Test(arguments: [false, true])
  func removeConstraintsIsAllOrNothing(afterMarking: Bool) throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let held = [x == 10, y == x + 5, z == y + 1, (z <= 100).strength(.weak)]
    let solver = Solver()
    try solver.addConstraints(held)
    if afterMarking {
      try solver.removeConstraint(held[3])
      try solver.removeConstraint(held[2])
      try solver.addConstraint(held[2])
      try solver.rebuildMarkingEqualities()
      #expect(solver.marksRequiredEqualities)
    }
    let stranger = x == 3
    Self.expectUnknown(stranger) { () throws(SolverError) in
      try solver.removeConstraints([held[0], held[1], stranger])
    }
    Self.expectUnknown(held[1]) { () throws(SolverError) in
      try solver.removeConstraints([held[1], held[1]])
    }
    #expect(solver.hasConstraint(held[0]) && solver.hasConstraint(held[1]))
    #expect(solver.value(of: z).isClose(to: 16))
    try solver.removeConstraints([held[0], held[1]])
    try solver.addConstraint(x == -4)
    #expect(solver.value(of: x).isClose(to: -4))
  }

  @Test func redundantEqualitiesGetRowsWhenMarkingStarts() throws {
    let x = Variable("x")
    let y = Variable("y")
    let w = Variable("w")
    let pin = x == 10
    let follow = y == x
    let implied = y == 10
    let other = w == 3
    let solver = Solver()
    try solver.addConstraints([pin, follow, implied, other])
    #expect(solver.rowlessCount == 1)
    // Removing the rowless one changes nothing else and needs no rebuild.
    var tableau = ObjectIdentifier(solver.tableau)
    try solver.removeConstraint(implied)
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    try solver.addConstraint(implied)
    try solver.removeConstraint(other)
    #expect(solver.marksRequiredEqualities)
    #expect(solver.rowlessCount == 0)
    // The implied equality now has a (dummy) row: removing what it relied on is a pivot, and
    // it keeps holding y at 10.
    tableau = ObjectIdentifier(solver.tableau)
    try solver.removeConstraint(pin)
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    #expect(solver.value(of: y).isClose(to: 10))
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(throws: SolverError.self) { try solver.addConstraint(x == 11) }
    try solver.removeConstraint(implied)
    try solver.addConstraint(x == 11)
    #expect(solver.value(of: y).isClose(to: 11))
  }

  @Test func editVariablesKeepTheirSuggestions() throws {
    let (nodes, constraints) = RebuildSparsityTests.tree(40)
    let solver = try RebuildSparsityTests.solver(constraints, window: nodes[0])
    let removable = Self.requiredEqualities(constraints)
    for index in removable[0...1] { try solver.removeConstraint(constraints[index]) }
    #expect(solver.hasEditVariable(nodes[0].width) && solver.hasEditVariable(nodes[0].height))
    #expect(solver.value(of: nodes[0].width).isClose(to: 1440))
    try solver.suggestValues([(nodes[0].width, 1000), (nodes[0].height, 700)])
    let rest = constraints.indices.filter { !removable[0...1].contains($0) }.map {
      constraints[$0]
    }
    let fresh = try RebuildSparsityTests.solver(rest, window: nodes[0])
    try fresh.suggestValues([(nodes[0].width, 1000), (nodes[0].height, 700)])
    Self.expectSameValues(solver, fresh, nodes)
  }

  @Test func theChangeLogNamesWhatAPivotRemovalMoved() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let far = Variable("far")
    let solver = Solver()
    let ab = b == a + 10
    let pinFar = far == 7
    try solver.addConstraints([a == 0, ab, c == b + 10, pinFar, (b == 50).strength(.weak)])
    solver.recordsChanges = true
    // Every value may have changed: the caller reads all it cares about, as the engine does.
    #expect(!solver.drainChangedVariables { _ in })
    for v in [a, b, c, far] { _ = solver.value(of: v) }
    // Its row is its definition as written: removed by a dummy, without a rebuild; only the
    // variable it held moved (free now, at 0).
    try solver.removeConstraint(pinFar)
    var changed: [String] = []
    #expect(solver.drainChangedVariables { changed.append($0.name) })
    #expect(changed == ["far"])
    #expect(solver.value(of: far) == 0)
    // The weak `b == 50` was built from `ab`'s row: its error's row takes the dummy too.
    try solver.removeConstraint(ab)
    changed = []
    #expect(solver.drainChangedVariables { changed.append($0.name) })
    #expect(Set(changed).isSuperset(of: ["b", "c"]))
    #expect(!changed.contains("far") && !changed.contains("a"))
    #expect(solver.value(of: b).isClose(to: 50))
    #expect(solver.value(of: c).isClose(to: 60))
  }

  @Test func markingThatCostsTooMuchIsRefusedAndRemovalsRebuild() throws {
    // A chain of equal gaps, each link under a cap: marked, each cap's row (a restricted
    // row, over non-basic symbols) holds the dummies of every gap before it.
    let xs = (0...600).map { Variable("x\($0)") }
    var constraints: [LinearConstraint] = [Expression(xs[0]) == 0]
    for i in 1..<xs.count { constraints.append(xs[i] == xs[i - 1] + 10) }
    let solver = Solver()
    try solver.addConstraints(constraints + xs.dropFirst().map { $0 <= 100_000 })
    try solver.removeConstraint(constraints[300])
    #expect(solver.markingRefused && !solver.marksRequiredEqualities)
    #expect(solver.statistics.cells < 4 * xs.count)
    try solver.addConstraint(xs[300] == xs[299] + 20)
    #expect(solver.value(of: xs[600]).isClose(to: 6010))
    let tableau = ObjectIdentifier(solver.tableau)
    try solver.removeConstraint(constraints[100])
    #expect(ObjectIdentifier(solver.tableau) != tableau, "rebuilt, unmarked")
    #expect(!solver.marksRequiredEqualities)
    solver.reset()
    #expect(!solver.markingRefused)
  }
}
