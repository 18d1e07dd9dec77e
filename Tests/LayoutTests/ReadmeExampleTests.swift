import Testing

@testable import Layout

/// The examples on the README's first screen print exactly what the README says.
@Suite struct ReadmeExampleTests {
  @Test func midpointExamplePrintsTheDocumentedValues() throws {
    let left = Variable("left")
    let mid = Variable("mid")
    let right = Variable("right")
    let solver = Solver()
    try solver.addConstraints([
      mid == (left + right) / 2,
      left + 10 <= right,
      left >= 0,
      right <= 100,
    ])
    try solver.addEditVariable(mid, strength: .strong)
    try solver.suggestValue(mid, 30)
    let line = [left, mid, right].map { "\($0) = \(NumberFormat.string(solver.value(of: $0)))" }
      .joined(separator: ", ")
    #expect(line == "left = 0, mid = 30, right = 60")
    // Nothing pins where the span sits around its middle.
    #expect(solver.ambiguousVariables().map(\.name) == ["left", "right"])
  }

  @Test func conflictExamplePrintsTheDocumentedMessage() throws {
    let w = Variable("w")
    let v = Variable("v")
    let solver = Solver()
    try solver.addConstraints([w == 2 * v, v == 60])
    #expect(throws: SolverError.self) { try solver.addConstraint(w == 100) }
    do {
      try solver.addConstraint(w == 100)
    } catch {
      #expect(
        error.description
          == "unsatisfiable constraint: 'w == 100' conflicts with 'w == 2 * v', 'v == 60'")
    }
  }
}
