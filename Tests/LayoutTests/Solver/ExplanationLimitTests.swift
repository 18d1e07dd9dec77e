import Testing

@testable import Layout
@testable import LayoutSolver

/// Conflicts in a very large connected set of required constraints are reported without
/// an explaining set, and say so.
@Suite struct ExplanationLimitTests {
  @Test func conflictBeyondTheLimitSaysItWasNotExplained() throws {
    let n = Solver.explanationLimit + 1
    let xs = (0...n).map { Variable("x\($0)") }
    let solver = Solver()
    var chain = [xs[0] == 0]
    for i in 0..<n { chain.append(xs[i + 1] == xs[i] + 1) }
    try solver.addConstraints(chain)
    #expect(solver.value(of: xs[n]).isClose(to: Double(n)))
    let conflicting = xs[n] == 0
    do {
      try solver.addConstraint(conflicting)
      Issue.record("a conflicting constraint was accepted")
    } catch {
      #expect(error == .unsatisfiableConstraint(conflicting, conflictsWith: []))
      #expect(
        error.description
          == "unsatisfiable constraint: 'x5001 == 0' conflicts with the required constraints "
          + "already added (more than 5000 are connected to it, too many to explain)")
    }
    #expect(!solver.hasConstraint(conflicting))
    #expect(solver.value(of: xs[n]).isClose(to: Double(n)))
  }

  @Test func constraintThatNeverHoldsSaysSo() {
    let x = Variable("x")
    let solver = Solver()
    #expect(throws: SolverError.self) { try solver.addConstraint(x - x == 5) }
    do {
      try solver.addConstraint(x - x == 5)
    } catch {
      #expect(error.description.hasSuffix("can never hold"))
    }
  }
}
