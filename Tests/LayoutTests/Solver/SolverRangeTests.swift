import Testing

@testable import Layout

/// Numbers the solver does not take: beyond ±1e15, non-zero coefficients below 1e-15, and
/// NaN or negative strengths. Each is a thrown error that leaves the solver as it was.
@Suite struct SolverRangeTests {
  let x = Variable("x")
  let y = Variable("y")

  func solverHoldingX() throws -> Solver {
    let solver = Solver()
    try solver.addConstraint(x == 3)
    return solver
  }

  @Test func constantBeyondTheLimitIsOutOfRange() throws {
    let solver = try solverHoldingX()
    let c = y == 1e16
    #expect(throws: SolverError.self) { try solver.addConstraint(c) }
    do { try solver.addConstraint(c) } catch {
      #expect(
        error.description
          == "constraint out of range: 'y == 1e+16' has a number beyond ±1e15 or a "
          + "coefficient below 1e-15 in magnitude; scale its units")
    }
    #expect(!solver.hasConstraint(c))
    #expect(solver.value(of: x).isClose(to: 3))
  }

  @Test func tinyCoefficientBelowTheLimitIsOutOfRangeInABatchToo() throws {
    let solver = try solverHoldingX()
    let fine = y >= 0
    let tiny = 1e-16 * y == 1
    do {
      try solver.addConstraints([fine, tiny])
      Issue.record("a coefficient of 1e-16 was accepted")
    } catch {
      #expect(error == .constraintOutOfRange(tiny), "unexpected error \(error)")
    }
    #expect(!solver.hasConstraint(fine))
  }

  @Test func numbersAtTheLimitAreAccepted() throws {
    let solver = Solver()
    try solver.addConstraints([1e-15 * x == 1e-3, y == 1e15 - x])
    #expect(solver.value(of: x).isClose(to: 1e12))
    #expect(solver.value(of: y).isClose(to: 1e15 - 1e12))
  }

  @Test(arguments: [-1.0, Double.nan])
  func negativeOrNaNStrengthIsInvalid(_ weight: Double) throws {
    let solver = try solverHoldingX()
    let c = (y == 5).strength(Strength(weight))
    do {
      try solver.addConstraint(c)
      Issue.record("a strength of \(weight) was accepted")
    } catch {
      #expect(error == .invalidStrength(c), "unexpected error \(error)")
      #expect(error.description.hasPrefix("invalid strength: 'y == 5 ("))
    }
    #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: Strength(weight)) }
    #expect(!solver.hasEditVariable(y))
  }

  @Test func suggestionBeyondTheLimitIsOutOfRange() throws {
    let solver = Solver()
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 40)
    do {
      try solver.suggestValue(y, -2e15)
      Issue.record("a suggestion of -2e15 was accepted")
    } catch {
      #expect(
        error.description == "suggestion out of range: -2000000000000000 for 'y' is beyond ±1e15")
    }
    #expect(solver.value(of: y).isClose(to: 40))
  }
}
