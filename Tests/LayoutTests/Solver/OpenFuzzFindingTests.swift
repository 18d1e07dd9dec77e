import Testing

@testable import LayoutSolver

/// Findings of the solver fuzzer (`Docs/tools/fuzz.sh … solver`) not fixed yet, each as the
/// operations that reach it, written out. A known issue passes while the finding stands and
/// fails the suite once it is fixed (then: drop `withKnownIssue`, keep the test).
@Suite struct OpenFuzzFindingTests {
  /// Found 2026-12-05 on 17cdecc in 420 s of the solver target (the same on 309589e):
  /// `9 * v2 >= 0` is refused as conflicting, though v0 = v2 = v3 = 0, v4 = −120 satisfies
  /// it and every required constraint held; its explanation does not conflict either.
  @Test func aSatisfiableInequalityAfterRemovalsAndAConstantChangeIsAccepted() throws {
    let v = (0..<6).map { Variable("v\($0)") }
    let solver = Solver()
    let failures = solver.addConstraintsSkippingFailures([
      (2 * v[3] - 127_000_000 >= 0).strength(.strong), 6 * v[0] >= 0,
      (3 * v[0] >= -127).strength(.strong), v[0] + 2 * v[3] - 127_000_000 <= 0,
    ])
    #expect(failures.isEmpty)
    let pull = (10 * v[5] + v[1] <= 0).strength(.medium)
    try solver.addConstraint(pull)
    let tie = 2 * v[0] + 2 * v[3] == 0
    try solver.addConstraints([
      (1000 * v[3] >= 5).strength(.medium), (2 * v[3] - 127_000_000 >= 0).strength(.strong),
      2 * v[3] + 127 >= 0, tie,
    ])
    try solver.removeConstraint(solver.constraints[1])  // 6 * v0 >= 0
    try solver.addConstraint(2 * v[1] <= 0)
    try solver.addConstraint((v[4] + 0.75 * v[1] + 128 == 0).strength(.medium))
    try solver.setConstant(of: tie, to: 0)
    try solver.addConstraint(0.1 * v[0] >= 0)
    try solver.addConstraint(0.1 * v[0] >= 0)
    try solver.addConstraint((0.75 * v[2] + v[5] + 20.75 <= 0).strength(.weak))
    try solver.addConstraint(v[2] + 2 * v[0] == 0)
    let strong = (v[0] == 0).strength(.strong)
    try solver.addConstraint(strong)
    try solver.removeConstraint(strong)
    #expect(throws: SolverError.self) { try solver.addConstraint(v[2] + v[0] >= 127) }
    try solver.addConstraint(v[4] + 2 * v[0] + 120 == 0)
    try solver.addConstraint(0.1 * v[0] >= 0)
    try solver.addConstraint(3 * v[2] <= 0)
    try solver.removeConstraint(pull)
    withKnownIssue("an open fuzz finding: a satisfiable inequality is refused") {
      try solver.addConstraint(9 * v[2] >= 0)
      #expect(solver.value(of: v[2]) == 0)
    }
  }
}
