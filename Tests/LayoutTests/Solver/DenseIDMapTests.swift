import LayoutTestSupport
import Testing

@testable import Layout
@testable import LayoutSolver

/// `DenseIDMap`, the per-solver map from variables' and constraints' dense ids to the
/// solver's own numbers, and the solver behaviour that depends on it.
@Suite struct DenseIDMapTests {
  @Test func unknownIDsReadMinusOne() {
    let map = DenseIDMap()
    #expect(map[0] == -1)
    #expect(map[12345] == -1)
    map.set(100, 7)
    #expect(map[99] == -1)
    #expect(map[101] == -1)
    #expect(map[-1] == -1)
  }

  @Test func valuesSetInAnyOrderReadBack() {
    let map = DenseIDMap()
    // Upward, then downward below the first id, then back inside.
    let ids = [500, 501, 530, 480, 450, 499, 505, 400]
    for (i, id) in ids.enumerated() { map.set(id, Int32(i)) }
    for (i, id) in ids.enumerated() { #expect(map[id] == Int32(i)) }
    #expect(map.count == ids.count)
    #expect(map[451] == -1)
  }

  @Test func settingAgainReplacesWithoutCountingTwice() {
    let map = DenseIDMap()
    map.set(3, 1)
    map.set(3, 9)
    #expect(map[3] == 9)
    #expect(map.count == 1)
  }

  @Test func removedIDsReadMinusOne() {
    let map = DenseIDMap()
    map.set(10, 1)
    map.set(11, 2)
    map.remove(10)
    map.remove(10)
    map.remove(99_999)
    #expect(map[10] == -1)
    #expect(map[11] == 2)
    #expect(map.count == 1)
  }

  @Test func farApartIDsStayCorrectAndMoveIntoTheWindowWhenItGrows() {
    let map = DenseIDMap()
    map.set(0, 0)
    // Ten million slots away from the first: kept aside, not a ten-million-slot window.
    map.set(10_000_000, 1)
    map.set(2_000, 2)
    #expect(map[0] == 0)
    #expect(map[10_000_000] == 1)
    #expect(map[2_000] == 2)
    #expect(map.windowSize < 100)
    // Filling the ids in between grows the window over the set-aside ones.
    for id in 1..<2_000 { map.set(id, Int32(id + 10)) }
    map.set(2_001, 3)
    for id in 1..<2_000 { #expect(map[id] == Int32(id + 10)) }
    #expect(map[2_000] == 2)
    #expect(map[2_001] == 3)
    #expect(map[10_000_000] == 1)
    map.remove(10_000_000)
    map.remove(2_000)
    #expect(map[10_000_000] == -1)
    #expect(map[2_000] == -1)
    #expect(map[2_001] == 3)
    #expect(map.count == 2_001)
    #expect(map.windowSize >= 2_002 && map.windowSize < 10_000)
  }

  /// Sets, removals and resets in random order over ids in runs far apart (what a solver
  /// sees: runs of constraints made between objects it never holds): the map reads as a
  /// dictionary does after every step, whichever ids went aside and came back.
  @Test(arguments: [1, 2, 3, 4, 5])
  func randomSetsAndRemovalsReadAsADictionary(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let map = DenseIDMap()
    var expected: [Int: Int32] = [:]
    let runs = [0, 5_000, 40_000, 41_000, 1_000_000]
    for step in 0..<4_000 {
      let start = runs[Int.random(in: 0..<runs.count, using: &random)]
      let id = start + Int.random(in: 0..<3_000, using: &random)
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<13:
        let value = Int32(step)
        map.set(id, value)
        expected[id] = value
      case 13..<19:
        map.remove(id)
        expected[id] = nil
      default:
        if step % 7 == 0 {
          map.removeAll()
          expected.removeAll()
        }
      }
      #expect(map.count == expected.count)
      #expect(map[id] == (expected[id] ?? -1))
    }
    for (id, value) in expected { #expect(map[id] == value) }
    for start in runs { #expect(map[start + 3_000] == -1) }
  }

  @Test func removeAllForgetsEveryIDAndTheMapFillsAgain() {
    let map = DenseIDMap()
    for id in 100..<400 { map.set(id, Int32(id)) }
    map.set(9_000_000, 7)
    map.removeAll()
    #expect(map.count == 0)
    #expect(map.windowSize == 0)
    #expect(map[150] == -1)
    #expect(map[9_000_000] == -1)
    map.set(5, 1)
    #expect(map[5] == 1)
    #expect(map.count == 1)
  }

  /// Ids arriving in increasing order grow the window by doubling, within the density limit.
  @Test func increasingIDsGrowTheWindowAtMostTwiceTheirSpan() {
    let map = DenseIDMap()
    for id in 1_000..<3_000 { map.set(id, Int32(id - 1_000)) }
    #expect(map.count == 2_000)
    #expect(map.windowSize >= 2_000 && map.windowSize <= 4_000)
    for id in stride(from: 1_000, to: 3_000, by: 13) { #expect(map[id] == Int32(id - 1_000)) }
    #expect(map[3_000] == -1)
    #expect(map[999] == -1)
  }

  @Test func manyIDsInDecreasingOrderReadBack() {
    let map = DenseIDMap()
    for id in stride(from: 20_000, through: 10_000, by: -1) { map.set(id, Int32(20_000 - id)) }
    for id in stride(from: 20_000, through: 10_000, by: -7) {
      #expect(map[id] == Int32(20_000 - id))
    }
    #expect(map.count == 10_001)
  }

  @Test func oneConstraintObjectHeldByTwoSolversIsRemovedFromOneOnly() throws {
    let x = Variable("x")
    let shared = x == 10
    let first = Solver()
    let second = Solver()
    try first.addConstraint(shared)
    try second.addConstraints([x >= 0, shared])
    try first.removeConstraint(shared)
    #expect(!first.hasConstraint(shared))
    #expect(second.hasConstraint(shared))
    #expect(second.value(of: x).isClose(to: 10))
    #expect(throws: SolverError.self) { try first.removeConstraint(shared) }
  }

  @Test func aRebuildKeepsEveryConstraintFindable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let kept = y == x + 5
    let removed = x == 10
    // Another solver holds the same constraint objects (their records must not mix).
    let other = Solver()
    try other.addConstraints([kept, removed])
    try solver.addConstraints([removed, kept, (x == 3).strength(.weak)])
    // A required equality without a marker: its removal rebuilds the tableau.
    try solver.removeConstraint(removed)
    #expect(solver.hasConstraint(kept))
    #expect(!solver.hasConstraint(removed))
    #expect(solver.value(of: x).isClose(to: 3))
    #expect(solver.value(of: y).isClose(to: 8))
    #expect(other.value(of: y).isClose(to: 15))
    try solver.removeConstraint(kept)
    #expect(solver.constraints.count == 1)
  }

  @Test func aVariableReadsItsValueInEachSolverThatHoldsIt() throws {
    let x = Variable("x")
    let solvers = (0..<5).map { _ in Solver() }
    for (i, solver) in solvers.enumerated() { try solver.addConstraint(x == Double(i)) }
    for (i, solver) in solvers.enumerated() { #expect(solver.value(of: x).isClose(to: Double(i))) }
    solvers[2].reset()
    #expect(solvers[2].value(of: x) == 0)
    #expect(solvers[3].value(of: x).isClose(to: 3))
  }
}
