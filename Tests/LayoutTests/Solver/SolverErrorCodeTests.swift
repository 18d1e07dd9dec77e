import Testing

@testable import Layout
@testable import LayoutSolver

/// ``SolverError`` as a value: each code with its context and its message, matching on a
/// code, and equality. (What each solver call throws is in ``SolverErrorTests``.)
@Suite struct SolverErrorCodeTests {
  static let x = Variable("x")
  static let c = x == 5
  static let low = x >= 10
  static let high = x <= 2

  /// Per code: an error made by its factory and its message, the text the enum's cases
  /// printed before the error became a struct (a new code needs a row here).
  static let rows: [SolverError.Code: (error: SolverError, message: String)] = [
    .duplicateConstraint: (
      .duplicateConstraint(c), "duplicate constraint: 'x == 5' is already in the solver"
    ),
    .unknownConstraint: (
      .unknownConstraint(c), "unknown constraint: 'x == 5' is not in the solver"
    ),
    .duplicateEditVariable: (
      .duplicateEditVariable(x), "duplicate edit variable: 'x' is already an edit variable"
    ),
    .unknownEditVariable: (
      .unknownEditVariable(x),
      "unknown edit variable: 'x' is not an edit variable; add it with addEditVariable"
    ),
    .requiredEditVariable: (
      .requiredEditVariable(x),
      "required edit variable: 'x' must be edited with a strength below required"
    ),
    .nonFiniteConstraint: (
      .nonFiniteConstraint(c),
      "non-finite constraint: 'x == 5' has a NaN or infinite coefficient or constant"
    ),
    .constraintOutOfRange: (
      .constraintOutOfRange(c),
      "constraint out of range: 'x == 5' has a number beyond ±1e15 or a coefficient below"
        + " 1e-15 in magnitude; scale its units"
    ),
    .invalidStrength: (
      .invalidStrength(c), "invalid strength: 'x == 5' has a NaN or negative strength"
    ),
    .nonFiniteConstant: (.nonFiniteConstant(c, .nan), "non-finite constant: nan for 'x == 5'"),
    .constantOutOfRange: (
      .constantOutOfRange(c, -2e15),
      "constant out of range: -2000000000000000 for 'x == 5' is beyond ±1e15"
    ),
    .nonFiniteSuggestion: (
      .nonFiniteSuggestion(x, -.infinity), "non-finite suggestion: -inf for 'x'"
    ),
    .suggestionOutOfRange: (
      .suggestionOutOfRange(x, 2e15),
      "suggestion out of range: 2000000000000000 for 'x' is beyond ±1e15"
    ),
    .unsatisfiableConstraint: (
      .unsatisfiableConstraint(c, conflictsWith: [low, high]),
      "unsatisfiable constraint: 'x == 5' conflicts with 'x >= 10', 'x <= 2'"
    ),
  ]

  @Test(arguments: SolverError.Code.all)
  func eachCodeKeepsItsMessage(_ code: SolverError.Code) throws {
    let row = try #require(Self.rows[code], "no row for \(code)")
    #expect(row.error.code == code)
    #expect(row.error.description == row.message)
  }

  @Test func eachFactoryKeepsWhatTheErrorIsAbout() {
    let (x, c) = (Self.x, Self.c)
    let duplicate = SolverError.duplicateConstraint(c)
    #expect(duplicate.constraint === c && duplicate.variable == nil && duplicate.value == nil)
    let suggestion = SolverError.suggestionOutOfRange(x, 2e15)
    #expect(suggestion.variable === x && suggestion.constraint == nil)
    #expect(suggestion.value == 2e15 && suggestion.conflictsWith.isEmpty)
    let constant = SolverError.nonFiniteConstant(c, .infinity)
    #expect(constant.constraint === c && constant.value == .infinity)
    let conflict = SolverError.unsatisfiableConstraint(c, conflictsWith: [Self.low])
    #expect(conflict.constraint === c && conflict.variable == nil && conflict.value == nil)
    #expect(conflict.conflictsWith.count == 1 && conflict.conflictsWith.first === Self.low)
    #expect(!conflict.neverHolds)
  }

  /// A client's `switch` over a code has a `default`, so a code added later needs no new
  /// case; a single code matches in a `case` as a value does.
  @Test func aSwitchOverCodesNeedsOnlyTheCodesItCaresAbout() throws {
    func kind(_ error: SolverError) -> String {
      switch error.code {
      case .unsatisfiableConstraint: "conflict"
      case .duplicateConstraint, .unknownConstraint: "bookkeeping"
      default: "input"
      }
    }
    let kinds = SolverError.Code.all.map { Self.rows[$0].map { kind($0.error) } ?? "no row" }
    #expect(kinds.filter { $0 == "conflict" }.count == 1)
    #expect(kinds.filter { $0 == "bookkeeping" }.count == 2)
    #expect(kinds.filter { $0 == "input" }.count == SolverError.Code.all.count - 3)

    let solver = Solver()
    let w = Variable("w")
    try solver.addConstraint(w == 1)
    do throws(SolverError) {
      try solver.addConstraint(w == 2)
      Issue.record("w == 2 was accepted")
    } catch let error where error.code == .unsatisfiableConstraint {
      #expect(error.conflictsWith.map(\.description) == ["w == 1"])
    } catch {
      Issue.record("unexpected error \(error)")
    }
    let held = w >= 0
    try solver.addConstraint(held)
    do throws(SolverError) {
      try solver.addConstraint(held)
    } catch {
      guard case .duplicateConstraint = error.code else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(error == .duplicateConstraint(held))
    }
  }

  @Test func aCodeIsItsNameAndReadsBackFromIt() {
    #expect(SolverError.Code.unsatisfiableConstraint.rawValue == "unsatisfiableConstraint")
    #expect("\(SolverError.Code.duplicateEditVariable)" == "duplicateEditVariable")
    for code in SolverError.Code.all {
      #expect(SolverError.Code(rawValue: code.rawValue) == code)
    }
    #expect(Set(SolverError.Code.all.map(\.rawValue)).count == SolverError.Code.all.count)
    #expect(SolverError.Code(rawValue: "noSuchCode") == nil)
  }

  @Test func errorsAreEqualWhenAboutTheSameObjectsAndValue() {
    let (x, c) = (Self.x, Self.c)
    let twin = Self.x == 5  // the same text, another constraint
    #expect(SolverError.unknownConstraint(c) == .unknownConstraint(c))
    #expect(SolverError.unknownConstraint(c) != .unknownConstraint(twin))
    #expect(SolverError.unknownConstraint(c) != .duplicateConstraint(c))
    #expect(SolverError.nonFiniteSuggestion(x, .nan) == .nonFiniteSuggestion(x, .nan))
    #expect(SolverError.nonFiniteSuggestion(x, .nan) != .nonFiniteSuggestion(x, .infinity))
    #expect(SolverError.nonFiniteSuggestion(x, .nan) != .nonFiniteSuggestion(Variable("x"), .nan))
    let conflict = SolverError.unsatisfiableConstraint(c, conflictsWith: [Self.low, Self.high])
    #expect(conflict == .unsatisfiableConstraint(c, conflictsWith: [Self.low, Self.high]))
    #expect(conflict != .unsatisfiableConstraint(c, conflictsWith: [Self.high, Self.low]))
    #expect(conflict != .unsatisfiableConstraint(c, conflictsWith: [Self.low]))
  }
}
