import Foundation
import Testing

@testable import Layout

/// A solver holding a few constraints of every kind and two edit variables.
final class ErrorFixture {
  let x = Variable("x")
  let y = Variable("y")
  let w = Variable("w")
  let v = Variable("v")
  let h = Variable("h")
  let solver = Solver()
  let wTwiceV: LinearConstraint
  let vIs60: LinearConstraint
  let xAtLeast10: LinearConstraint
  let yAtLeast10: LinearConstraint
  let xNear20: LinearConstraint
  let yBelow50: LinearConstraint
  let hPlusX: LinearConstraint

  init() throws {
    wTwiceV = w == 2 * v
    vIs60 = v == 60
    xAtLeast10 = x >= 10
    yAtLeast10 = y >= 10
    xNear20 = (x == 20).strength(.weak)
    yBelow50 = (y <= 50).strength(.medium)
    hPlusX = h + x <= 100
    try solver.addConstraints([wTwiceV, vIs60, xAtLeast10, yAtLeast10, xNear20, yBelow50, hPlusX])
    try solver.addEditVariable(h, strength: .strong)
    try solver.addEditVariable(y, strength: .weak)
    try solver.suggestValues([(h, 95), (y, 30)])
  }

  var variables: [Variable] { [x, y, w, v, h] }

  func snapshot(_ probes: [LinearConstraint] = []) -> SolverSnapshot {
    SolverSnapshot(solver, variables: variables, probes: probes)
  }

  /// Operations run after the failing call, on it and on a twin that never saw that call.
  func continueWorking() throws {
    try solver.addConstraint(x + y <= 35)
    try solver.suggestValue(h, 9)
    try solver.removeConstraint(xNear20)
    try solver.addConstraint((w + x >= 200).strength(.medium))
    try solver.removeEditVariable(y)
    try solver.addConstraint(x + 2 * y == 40)
    try solver.removeConstraint(vIs60)
    try solver.suggestValue(h, 70)
  }
}

/// Every ``SolverError``: its exact message, its payload, and that the solver is exactly as
/// it was after the call that threw.
@Suite struct SolverErrorTests {
  enum Failure: String, CaseIterable, CustomTestStringConvertible {
    case duplicateConstraint, duplicateInBatch, unknownConstraintRemoval, removedTwice
    case duplicateEditVariable, unknownEditRemoval, unknownEditSuggestion, unknownInSuggestions
    case requiredEditStrength, strongerThanRequiredEditStrength
    case nanConstant, infiniteCoefficient, negativeInfiniteConstant, softNaN
    case nanSuggestion, infiniteSuggestion, negativeInfiniteSuggestion, nonFiniteSecondSuggestion
    case unsatisfiableEquality, unsatisfiableSoftlyWritten, unsatisfiableInequality
    case batchWithConflictingThird, neverHolds, conflictInsideBatch

    var testDescription: String { rawValue }

    /// Runs the failing call on `f`; returns the error and constraints whose
    /// `hasConstraint` must stay false.
    func attempt(_ f: ErrorFixture) -> (error: SolverError?, probes: [LinearConstraint]) {
      var probes: [LinearConstraint] = []
      func run(_ body: () throws -> Void) -> SolverError? {
        do {
          try body()
          return nil
        } catch {
          return error as? SolverError
        }
      }
      let error: SolverError?
      switch self {
      case .duplicateConstraint:
        error = run { try f.solver.addConstraint(f.wTwiceV) }
      case .duplicateInBatch:
        let a = f.x <= 30
        probes = [a, f.y <= 30]
        error = run { try f.solver.addConstraints([a, probes[1], a]) }
      case .unknownConstraintRemoval:
        probes = [f.x == 5]
        error = run { try f.solver.removeConstraint(probes[0]) }
      case .removedTwice:
        // Not in this solver, though equal in every field to one that is.
        probes = [f.w == 2 * f.v]
        error = run { try f.solver.removeConstraint(probes[0]) }
      case .duplicateEditVariable:
        error = run { try f.solver.addEditVariable(f.h, strength: .medium) }
      case .unknownEditRemoval:
        error = run { try f.solver.removeEditVariable(f.x) }
      case .unknownEditSuggestion:
        error = run { try f.solver.suggestValue(f.x, 3) }
      case .unknownInSuggestions:
        error = run { try f.solver.suggestValues([(f.h, 7), (f.x, 3)]) }
      case .requiredEditStrength:
        error = run { try f.solver.addEditVariable(f.x, strength: .required) }
      case .strongerThanRequiredEditStrength:
        error = run { try f.solver.addEditVariable(f.w, strength: Strength(2e9)) }
      case .nanConstant:
        probes = [f.x == Double.nan]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .infiniteCoefficient:
        probes = [Double.infinity * f.y <= 4]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .negativeInfiniteConstant:
        probes = [f.x - Double.infinity >= 0]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .softNaN:
        probes = [(f.x == Double.nan).strength(.weak)]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .nanSuggestion:
        error = run { try f.solver.suggestValue(f.h, .nan) }
      case .infiniteSuggestion:
        error = run { try f.solver.suggestValue(f.h, .infinity) }
      case .negativeInfiniteSuggestion:
        error = run { try f.solver.suggestValue(f.y, -.infinity) }
      case .nonFiniteSecondSuggestion:
        error = run { try f.solver.suggestValues([(f.h, 7), (f.y, .infinity)]) }
      case .unsatisfiableEquality:
        probes = [f.w == 100]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .unsatisfiableSoftlyWritten:
        // A strength at or above required is required.
        probes = [(f.w == 100).strength(Strength(2e9))]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .unsatisfiableInequality:
        probes = [f.x + f.y <= 15]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .batchWithConflictingThird:
        probes = [f.x <= 40, f.y <= 45, f.v == 61, f.x == 30]
        error = run { try f.solver.addConstraints(probes) }
      case .neverHolds:
        probes = [LinearConstraint(Expression(5), .equal)]
        error = run { try f.solver.addConstraint(probes[0]) }
      case .conflictInsideBatch:
        // The conflict is with an earlier member of the same batch.
        probes = [f.x <= 40, f.x >= 50]
        error = run { try f.solver.addConstraints(probes) }
      }
      return (error, probes)
    }

    /// The exact message.
    var message: String {
      switch self {
      case .duplicateConstraint: "duplicate constraint: 'w == 2 * v' is already in the solver"
      case .duplicateInBatch: "duplicate constraint: 'x <= 30' is already in the solver"
      case .unknownConstraintRemoval: "unknown constraint: 'x == 5' is not in the solver"
      case .removedTwice: "unknown constraint: 'w == 2 * v' is not in the solver"
      case .duplicateEditVariable: "duplicate edit variable: 'h' is already an edit variable"
      case .unknownEditRemoval, .unknownEditSuggestion, .unknownInSuggestions:
        "unknown edit variable: 'x' is not an edit variable; add it with addEditVariable"
      case .requiredEditStrength:
        "required edit variable: 'x' must be edited with a strength below required"
      case .strongerThanRequiredEditStrength:
        "required edit variable: 'w' must be edited with a strength below required"
      case .nanConstant:
        "non-finite constraint: 'x == nan' has a NaN or infinite coefficient or constant"
      case .infiniteCoefficient:
        "non-finite constraint: 'inf * y <= 4' has a NaN or infinite coefficient or constant"
      case .negativeInfiniteConstant:
        "non-finite constraint: 'x - inf >= 0' has a NaN or infinite coefficient or constant"
      case .softNaN:
        "non-finite constraint: 'x == nan (weak)' has a NaN or infinite coefficient or constant"
      case .nanSuggestion: "non-finite suggestion: nan for 'h'"
      case .infiniteSuggestion: "non-finite suggestion: inf for 'h'"
      case .negativeInfiniteSuggestion: "non-finite suggestion: -inf for 'y'"
      case .nonFiniteSecondSuggestion: "non-finite suggestion: inf for 'y'"
      case .unsatisfiableEquality, .unsatisfiableSoftlyWritten:
        "unsatisfiable constraint: 'w == 100' conflicts with 'w == 2 * v', 'v == 60'"
      case .unsatisfiableInequality:
        "unsatisfiable constraint: 'x + y <= 15' conflicts with 'x >= 10', 'y >= 10'"
      case .batchWithConflictingThird:
        "unsatisfiable constraint: 'v == 61' conflicts with 'v == 60'"
      case .neverHolds: "unsatisfiable constraint: '-5 == 0' can never hold"
      case .conflictInsideBatch: "unsatisfiable constraint: 'x >= 50' conflicts with 'x <= 40'"
      }
    }
  }

  @Test(arguments: Failure.allCases)
  func failingCallThrowsItsExactMessage(_ failure: Failure) throws {
    let f = try ErrorFixture()
    let (error, _) = failure.attempt(f)
    let thrown = try #require(error)
    #expect(thrown.description == failure.message)
  }

  @Test(arguments: Failure.allCases)
  func failingCallLeavesTheSolverExactlyAsItWas(_ failure: Failure) throws {
    let f = try ErrorFixture()
    let twin = try ErrorFixture()
    // Probes are created by the attempt; snapshot their answers after it, compare with
    // the twin's state and with the solver's own state before.
    let before = f.snapshot([f.wTwiceV, f.xNear20, f.hPlusX])
    let (error, probes) = failure.attempt(f)
    #expect(error != nil)
    let after = f.snapshot([f.wTwiceV, f.xNear20, f.hPlusX])
    #expect(after == before, "before: \(before)\nafter:  \(after)")
    for probe in probes where !f.solver.constraints.contains(where: { $0 === probe }) {
      #expect(!f.solver.hasConstraint(probe), "\(probe) is reported held after \(failure)")
    }
    // Later operations behave as on a solver that never saw the failing call.
    try f.continueWorking()
    try twin.continueWorking()
    let ours = f.snapshot()
    let theirs = twin.snapshot()
    #expect(sameState(ours, theirs), "after the failure: \(ours)\nnever failed: \(theirs)")
  }

  @Test func unsatisfiableErrorCarriesTheConstraintAndExactlyItsConflicts() throws {
    let f = try ErrorFixture()
    let wIs100 = f.w == 100
    let error = try #require(throws: SolverError.self) { try f.solver.addConstraint(wIs100) }
    #expect(error.code == .unsatisfiableConstraint, "wrong error \(error)")
    #expect(error.constraint === wIs100)
    #expect(error.conflictsWith.count == 2)
    #expect(error.conflictsWith.contains { $0 === f.wTwiceV })
    #expect(error.conflictsWith.contains { $0 === f.vIs60 })
  }

  @Test func unsatisfiableInequalityNeedingAnArtificialVariableIsRejectedCleanly() throws {
    // x >= 10, y >= 10, x + y <= 15: the new row has only slacks with one sign, so the add
    // goes through phase one with an artificial variable and must roll it back.
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let xAtLeast = x >= 10
    let yAtLeast = y >= 10
    try solver.addConstraints([xAtLeast, yAtLeast])
    let before = SolverSnapshot(solver, variables: [x, y])
    let sum = x + y <= 15
    let error = try #require(throws: SolverError.self) { try solver.addConstraint(sum) }
    #expect(error.code == .unsatisfiableConstraint, "wrong error \(error)")
    let conflicts = error.conflictsWith
    #expect(conflicts.count == 2)
    #expect(conflicts.contains { $0 === xAtLeast } && conflicts.contains { $0 === yAtLeast })
    #expect(SolverSnapshot(solver, variables: [x, y]) == before)
    #expect(!solver.hasConstraint(sum))
    // The solver still works: a satisfiable version goes in and holds.
    try solver.addConstraint(x + y <= 25)
    try solver.addConstraint((x == 14).strength(.strong))
    #expect(solver.value(of: x).isClose(to: 14))
    #expect(solver.value(of: y) >= 10 - 1e-9)
    #expect(solver.value(of: x) + solver.value(of: y) <= 25 + 1e-9)
  }

  @Test func atomicBatchKeepsNothingWhenItsThirdConstraintConflicts() throws {
    let f = try ErrorFixture()
    let batch = [f.x <= 40, f.y <= 45, f.v == 61, f.x == 30]
    let error = try #require(throws: SolverError.self) { try f.solver.addConstraints(batch) }
    #expect(error == .unsatisfiableConstraint(batch[2], conflictsWith: [f.vIs60]))
    for c in batch { #expect(!f.solver.hasConstraint(c)) }
    #expect(f.solver.constraints.count == 9)  // seven constraints and two edits
    // The batch's members can go in afterwards (without the conflicting one).
    try f.solver.addConstraints([batch[0], batch[1], batch[3]])
    #expect(f.solver.value(of: f.x).isClose(to: 30))
  }

  @Test func batchRollsBackAPhaseOneAddThatSucceeded() throws {
    // In the batch, x + y == 25 only fits through phase one (its row has old slacks only);
    // then x <= 5 conflicts and the whole batch, phase one included, must be undone.
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraints([x >= 10, y >= 10])
    let sum = x + y == 25
    let cap = x <= 5
    let before = SolverSnapshot(solver, variables: [x, y], probes: [sum, cap])
    #expect(throws: SolverError.self) {
      try solver.addConstraints([sum, (x == 3).strength(.weak), cap])
    }
    #expect(SolverSnapshot(solver, variables: [x, y], probes: [sum, cap]) == before)
    try solver.addConstraints([sum, (x == 3).strength(.weak)])
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(solver.value(of: y).isClose(to: 15))
  }

  @Test func conflictingBatchAfterASoftConstraintRollsBackWithoutCrashing() async {
    // Run in a child process: the bug this guards against crashed the whole test run.
    await #expect(processExitsWith: .success) {
      let a = Variable("a")
      let b = Variable("b")
      let c = Variable("c")
      let d = Variable("d")
      let e = Variable("e")
      let solver = Solver()
      try solver.addConstraint((a == 1).strength(.weak))
      let before = SolverSnapshot(solver, variables: [a, b, c, d, e])
      let batch = [
        1.5 * a == 2 * e - 17, 2.5 * b + 2 * c == -19, 0.75 * c == 39, d + 5 >= 0,
        a + 3 * c + 3 * d == -34, 1.5 * b - 18 >= 0,
      ]
      do {
        try solver.addConstraints(batch)
        exit(1)
      } catch {
        let expected =
          "unsatisfiable constraint: '1.5 * b - 18 >= 0' conflicts with"
          + " '2.5 * b + 2 * c == -19', '0.75 * c == 39'"
        guard (error as? SolverError)?.description == expected else { exit(2) }
      }
      guard SolverSnapshot(solver, variables: [a, b, c, d, e]) == before else { exit(3) }
    }
  }

  @Test func skippingFailuresRejectsAPhaseOneConflictAndKeepsTheRest() {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let failures = solver.addConstraintsSkippingFailures([
      x >= 10, y >= 10, x + y <= 15, x + y == 25, (x == 100).strength(.weak),
    ])
    #expect(failures.map(\.index) == [2])
    #expect(solver.value(of: x).isClose(to: 15))
    #expect(solver.value(of: y).isClose(to: 10))
  }

  @Test func rejectedRequiredConstraintDoesNotStayInTheTableau() throws {
    // kiwi's known failure: after a rejection, a later satisfiable constraint must be
    // accepted and every required constraint must hold.
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(x >= 2)
    #expect(throws: SolverError.self) { try solver.addConstraint(x <= 1) }
    #expect(throws: SolverError.self) { try solver.addConstraint(x + y == 11) }
    try solver.addConstraint(x == 3)
    try solver.addConstraint((y == 100).strength(.strong))
    #expect(solver.value(of: x).isClose(to: 3))
    #expect(solver.value(of: y).isClose(to: 7))
    #expect(solver.constraints.count == 4)
  }

  @Test func skippingFailuresReportsEachRejectedIndexAndKeepsTheRest() throws {
    let x = Variable("x")
    let solver = Solver()
    let list = [x >= 10, x <= 5, x == Double.nan, x <= 20, (x == 30).strength(.weak), x >= 10]
    let failures = solver.addConstraintsSkippingFailures(list + [list[0]])
    #expect(failures.map(\.index) == [1, 2, 6])
    #expect(
      failures.map(\.error.description) == [
        "unsatisfiable constraint: 'x <= 5' conflicts with 'x >= 10'",
        "non-finite constraint: 'x == nan' has a NaN or infinite coefficient or constant",
        "duplicate constraint: 'x >= 10' is already in the solver",
      ])
    #expect(solver.value(of: x).isClose(to: 20))
    #expect(solver.constraints.count == 4)
  }
}
