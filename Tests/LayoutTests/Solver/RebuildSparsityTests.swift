import Testing

@testable import Layout
@testable import LayoutSolver

/// The rebuild that removing an unmarked required equality takes: it must leave the tableau
/// as sparse as adding the remaining constraints afresh (edit variables at 0, then their
/// suggestions), so that its cost stays linear like the batch add's.
@Suite struct RebuildSparsityTests {
  /// A view of the tree: its edges' variables.
  struct Node {
    let left: Variable, top: Variable, width: Variable, height: Variable
    init(_ name: String) {
      left = Variable(name + ".left")
      top = Variable(name + ".top")
      width = Variable(name + ".width")
      height = Variable(name + ".height")
    }
    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerX: Expression { left + 0.5 * width }
    var centerY: Expression { top + 0.5 * height }
  }

  /// The benchmark's tree family: every view inset 4 in its parent, its width (and, above
  /// the leaves, its height) a fixed fraction of the parent's, placed by soft constraints.
  static func tree(_ n: Int) -> (nodes: [Node], constraints: [LinearConstraint]) {
    let nodes = (0...n).map { Node($0 == 0 ? "win" : "v\($0)") }
    let multipliers = [0.89, 0.86, 0.83, 0.80]
    var out: [LinearConstraint] = [Expression(nodes[0].left) == 0, Expression(nodes[0].top) == 0]
    for i in 1...n {
      let v = nodes[i]
      let p = nodes[(i - 1) / 4]
      let j = (i - 1) % 4
      out += [
        v.left >= p.left + 4, v.top >= p.top + 4, v.right <= p.right - 4,
        v.bottom <= p.bottom - 4, Expression(v.width) == multipliers[j] * p.width,
      ]
      if 4 * i + 1 > n {
        out.append((Expression(v.height) == Double(24 + 4 * j)).strength(.weak))
      } else {
        out.append(Expression(v.height) == multipliers[j] * p.height)
      }
      out.append((Expression(v.width) == Double(60 + 10 * j)).strength(.weak))
      switch j {
      case 0:
        out += [(v.left == p.left + 4).strength(.weak), (v.top == p.top + 4).strength(.weak)]
      case 1:
        out += [(v.right == p.right - 4).strength(.weak), (v.top == p.top + 4).strength(.weak)]
      case 2:
        out += [
          (v.centerX == p.centerX).strength(.medium), (v.centerY == p.centerY).strength(.medium),
        ]
      default:
        out += [
          (v.centerX == p.centerX).strength(.weak), (v.bottom == p.bottom - 4).strength(.weak),
        ]
      }
    }
    return (nodes, out)
  }

  /// A solver holding `constraints`, the window's size edited and suggested; with `marked`,
  /// every required equality has a marker column, as after a solver's first such removal.
  static func solver(_ constraints: [LinearConstraint], window: Node, marked: Bool = false)
    throws -> Solver
  {
    let solver = Solver()
    if marked {
      let failures = solver.addConstraintsSkippingFailures(constraints, marked: { _ in true })
      if let failure = failures.first { throw failure.error }
    } else {
      try solver.addConstraints(constraints)
    }
    try solver.addEditVariable(window.width, strength: .strong)
    try solver.addEditVariable(window.height, strength: .strong)
    try solver.suggestValues([(window.width, 1440), (window.height, 900)])
    return solver
  }

  /// The first removal marks every required equality from then on, so the fresh add to
  /// compare with is a marked one.
  @Test func removingARequiredEqualityLeavesTheTableauAsSparseAsAFreshAdd() throws {
    let (nodes, constraints) = Self.tree(300)
    let solver = try Self.solver(constraints, window: nodes[0])
    let removed = RepeatedEqualityRemovalTests.unownedEqualities(constraints, in: solver)[0]
    try solver.removeConstraint(constraints[removed])
    var rest = constraints
    rest.remove(at: removed)
    #expect(solver.marksRequiredEqualities)
    let fresh = try Self.solver(rest, window: nodes[0], marked: true)
    // The pools' high-water marks count the cells and column entries the pivots on the way
    // ever needed: fill-in shows there even when the final tableau is sparse again.
    let cells = (solver.statistics.cells, solver.tableau.cellBlocks.end)
    let freshCells = (fresh.statistics.cells, fresh.tableau.cellBlocks.end)
    let entries = solver.tableau.entryBlocks.end
    let freshEntries = fresh.tableau.entryBlocks.end
    #expect(cells.0 <= freshCells.0 + freshCells.0 / 4, "cells \(cells) vs \(freshCells)")
    #expect(cells.1 <= freshCells.1 * 2, "cell pool \(cells) vs \(freshCells)")
    #expect(entries <= freshEntries * 2, "entry pool \(entries) vs \(freshEntries)")
    for node in nodes {
      for v in [node.left, node.top, node.width, node.height] {
        #expect(solver.value(of: v).isClose(to: fresh.value(of: v)), "\(v)")
      }
    }
  }

  /// Each view is capped (`v.right <= p.right − 4` defines `v.width`) before it is sized
  /// (`v.width == 0.89·p.width`): the size becomes the width's definition (re-rooted), so
  /// the equality owns its row, and removing it is a pivot on the dummy it would have had,
  /// with no rebuild and no marking, whether the tree was added in one batch or one
  /// constraint at a time. In a batch, only the equalities near the top, whose rows more
  /// than `shiftEntryLimit` later rows were built from, own none (22 of 376); one at a
  /// time, an equality that would start its marker below zero is solved for another slack
  /// (the add does not defer repairs) and disowns the rows it expanded (45 of 376).
  @Test(arguments: [true, false])
  func aTreesEqualitiesOwnTheirRowsAndAreRemovedInPlace(batch: Bool) throws {
    let (nodes, constraints) = Self.tree(300)
    let solver = Solver()
    if batch {
      try solver.addConstraints(constraints)
    } else {
      for c in constraints { try solver.addConstraint(c) }
    }
    try solver.addEditVariable(nodes[0].width, strength: .strong)
    try solver.addEditVariable(nodes[0].height, strength: .strong)
    try solver.suggestValues([(nodes[0].width, 1440), (nodes[0].height, 900)])
    let equalities = RepeatedEqualityRemovalTests.requiredEqualities(constraints)
    let unowned = RepeatedEqualityRemovalTests.unownedEqualities(constraints, in: solver)
    #expect(
      unowned.count * (batch ? 10 : 5) < equalities.count, "\(unowned.count) of \(equalities.count)"
    )
    let tableau = ObjectIdentifier(solver.tableau)
    let removed = equalities.filter { !unowned.contains($0) }.prefix(3)
    for index in removed { try solver.removeConstraint(constraints[index]) }
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    #expect(!solver.marksRequiredEqualities)
    #expect(solver.definitionMarkers == removed.count)
    let rest = constraints.indices.filter { !removed.contains($0) }.map { constraints[$0] }
    RepeatedEqualityRemovalTests.expectSameValues(
      solver, try Self.solver(rest, window: nodes[0]), nodes)
    for index in removed { try solver.addConstraint(constraints[index]) }
    #expect(ObjectIdentifier(solver.tableau) == tableau)
    RepeatedEqualityRemovalTests.expectSameValues(
      solver, try Self.solver(constraints, window: nodes[0]), nodes)
  }

  @Test func editVariablesKeepTheirSuggestionsThroughARebuild() throws {
    let (nodes, constraints) = Self.tree(20)
    let solver = try Self.solver(constraints, window: nodes[0])
    try solver.removeConstraint(constraints[0])
    #expect(solver.value(of: nodes[0].width).isClose(to: 1440))
    #expect(solver.value(of: nodes[0].height).isClose(to: 900))
    #expect(solver.editVariables.map(\.name) == ["win.width", "win.height"])
    try solver.suggestValue(nodes[0].width, 1000)
    #expect(solver.value(of: nodes[0].width).isClose(to: 1000))
    #expect(solver.value(of: nodes[1].width).isClose(to: 890))
  }
}
