import Testing

@testable import Layout
@testable import LayoutSolver

/// A batch add defers the rows that would need the artificial phase and repairs them all at
/// the end (`Tableau.repairInfeasibleRows`); these tests pin that it gives what adding one
/// at a time gives, and falls back to that when a required constraint conflicts.
@Suite struct DeferredRepairTests {
  /// Views nested in a window `x` wide: each view is inset 4 on each side of its parent
  /// and a fixed fraction of its parent's width, so it needs the window at least
  /// `8 / ((1 - fraction) * parent's share of the window)` wide.
  struct Nest {
    let window = Variable("window")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var constraints: [LinearConstraint] = []
    /// The narrowest window every view fits in.
    var narrowestWindow = 0.0

    /// `fractions[i]` is view i's share of its parent `parent(i)` (-1: the window).
    init(fractions: [Double], parent: (Int) -> Int) {
      constraints.append(window >= 0)
      var shares: [Double] = []
      for (i, m) in fractions.enumerated() {
        let left = Variable("v\(i).left")
        let width = Variable("v\(i).width")
        let p = parent(i)
        let parentLeft = p < 0 ? Expression(constant: 0) : Expression(lefts[p])
        let parentWidth = p < 0 ? Expression(window) : Expression(widths[p])
        let parentShare = p < 0 ? 1 : shares[p]
        constraints += [
          left >= parentLeft + 4,
          left + width <= parentLeft + parentWidth - 4,
          width == m * parentWidth,
        ]
        lefts.append(left)
        widths.append(width)
        shares.append(m * parentShare)
        narrowestWindow = max(narrowestWindow, 8 / ((1 - m) * parentShare))
      }
      // The narrowest window, and each view at its parent's leading inset.
      constraints.append((window == 0).strength(.weak))
      for left in lefts { constraints.append((left == 0).strength(.weak)) }
    }

    /// A tree of `count` views, four children each, in breadth-first order, with the
    /// benchmark's tree fractions: deeper views need wider windows.
    static func tree(_ count: Int) -> Nest {
      let fractions = [0.89, 0.86, 0.83, 0.80]
      return Nest(fractions: (0..<count).map { fractions[$0 % 4] }) { i in i == 0 ? -1 : (i - 1) / 4
      }
    }

    /// Two views side by side in the window, and the rest nested in the second.
    static func chain(_ fractions: [Double]) -> Nest {
      Nest(fractions: fractions) { i in i < 2 ? -1 : i - 1 }
    }

    var variables: [Variable] { [window] + lefts + widths }
  }

  @Test func viewsThatNeedAWiderWindowThanTheViewsBeforeThemAreRepairedTogether() throws {
    // 500 views: the rows that depend on the window are more than an add may scan for a
    // feasible subject, so the adds of views that need a wider window are deferred (at 300
    // views none is: definition rows keep the window's column short enough to scan).
    let nest = Nest.tree(500)
    let batch = Solver()
    try batch.addConstraints(nest.constraints)
    #expect(batch.tableau.deferredCount > 0, "the batch did not defer any row")
    #expect(batch.deferredRepairFallbacks == 0)
    #expect(batch.value(of: nest.window).isClose(to: nest.narrowestWindow))

    let single = Solver()
    for constraint in nest.constraints { try single.addConstraint(constraint) }
    for v in nest.variables {
      #expect(batch.value(of: v).isClose(to: single.value(of: v)), "\(v.name)")
    }
  }

  @Test func aRequiredConstraintThatConflictsIsLeftOutAsWhenAddedOneAtATime() {
    let nest = Nest.chain([0.5, 0.5, 0.9, 0.5])
    // The window cannot be as wide as the third view needs (8 / (0.1 * 0.5) = 160).
    let cap = nest.window <= 100
    let constraints = Array(nest.constraints.prefix(4)) + [cap] + nest.constraints.dropFirst(4)
    let batch = Solver()
    let failures = batch.addConstraintsSkippingFailures(constraints)
    #expect(batch.deferredRepairFallbacks == 1)

    let single = Solver()
    var rejected: [Int] = []
    for (i, constraint) in constraints.enumerated() {
      do { try single.addConstraint(constraint) } catch { rejected.append(i) }
    }
    #expect(!rejected.isEmpty)
    #expect(failures.map(\.index) == rejected)
    for v in [nest.window] + nest.lefts + nest.widths {
      #expect(batch.value(of: v).isClose(to: single.value(of: v)), "\(v.name)")
    }
  }

  @Test func anAtomicBatchThatConflictsThrowsWhatAddingOneAtATimeThrowsAndAddsNothing() throws {
    let nest = Nest.chain([0.5, 0.5, 0.9, 0.5])
    let solver = Solver()
    let before = Variable("before")
    try solver.addConstraint(before == 7)
    let constraints = nest.constraints + [nest.window <= 100]
    #expect(throws: SolverError.self) { try solver.addConstraints(constraints) }
    #expect(solver.deferredRepairFallbacks == 1)
    for constraint in constraints { #expect(!solver.hasConstraint(constraint)) }
    #expect(solver.value(of: before).isClose(to: 7))
    // The solver still works: the same batch without the cap goes in.
    try solver.addConstraints(nest.constraints)
    #expect(solver.value(of: nest.window).isClose(to: nest.narrowestWindow))
  }

  @Test func theBatchPropertySystemsExerciseDeferredRepairsAndTheirFallback() {
    // `SolverPropertyTests.batchAddsMatchOneAtATimeAdds` checks these seeds' results; this
    // checks that they take both paths, so that check covers them.
    var deferred = 0
    var fellBack = 0
    for seed in UInt64(7000)..<7250 {
      let system = SystemGenerator.system(seed: seed, witnessChance: 0.5)
      let harness = SolverHarness(system)
      _ = harness.solver.addConstraintsSkippingFailures(
        system.constraints.map { $0.make(harness.variables) })
      if harness.solver.tableau.deferredCount > 0 { deferred += 1 }
      fellBack += harness.solver.deferredRepairFallbacks
    }
    #expect(deferred >= 10, "only \(deferred) systems deferred a row")
    #expect(fellBack >= 10, "only \(fellBack) systems fell back")
  }
}
