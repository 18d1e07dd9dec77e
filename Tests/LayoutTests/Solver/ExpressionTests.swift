import Testing

@testable import Layout

/// Building terms, expressions and constraints with the operators, and how they print.
@Suite struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")
  let w = Variable("w")
  let h = Variable("h")

  func coefficients(_ terms: [Term]) -> [String: Double] {
    Dictionary(terms.map { ($0.variable.name, $0.coefficient) }, uniquingKeysWith: +)
  }

  @Test func variablePlusConstantBelowVariable() {
    let c = x + 10 <= y
    #expect(c.terms.map(\.variable.name) == ["x", "y"])
    #expect(c.terms.map(\.coefficient) == [1, -1])
    #expect(c.constant.isClose(to: 10))
    #expect(c.relation == .lessThanOrEqual)
    #expect(c.strength == .required)
    #expect(c.label == "x + 10 <= y")
    #expect(c.description == "x + 10 <= y")
  }

  @Test func scaledVariableEqualsVariable() {
    let c = 2 * w == h
    #expect(coefficients(c.terms) == ["w": 2, "h": -1])
    #expect(c.constant == 0)
    #expect(c.relation == .equal)
    #expect(c.description == "2 * w == h")
  }

  @Test func averageOfTwoVariables() {
    let mid = (x + y) / 2
    #expect(coefficients(mid.terms) == ["x": 0.5, "y": 0.5])
    #expect(mid.constant == 0)
    #expect(mid.description == "0.5 * x + 0.5 * y")
    let c = w >= (x + y + 4) / 2
    #expect(coefficients(c.terms) == ["w": 1, "x": -0.5, "y": -0.5])
    #expect(c.constant.isClose(to: -2))
    #expect(c.relation == .greaterThanOrEqual)
  }

  @Test func duplicateVariablesAreMergedAndZerosDropped() {
    let c = x + y + 2 * x - y == 6
    #expect(c.terms.count == 1)
    #expect(c.terms.first?.variable === x)
    #expect(c.terms.first.map { $0.coefficient.isClose(to: 3) } == true)
    #expect(c.constant.isClose(to: -6))
    // The label keeps the text as written; the expression is the merged one.
    #expect(c.label == "x + y + 2 * x - y == 6")
    #expect(c.expression.description == "3 * x - 6")
  }

  @Test func aZeroTermWithoutDuplicatesIsDroppedAndConstantsKeepTheTerms() {
    let c = LinearConstraint(Expression([Term(x, 1), Term(y, 0), Term(w, -2)]), .equal)
    #expect(c.terms.map(\.variable.name) == ["x", "w"])
    #expect(c.terms.map(\.coefficient) == [1, -2])
    let shifted = 10 + (x - 2 * y) - 4
    #expect(shifted.terms.map(\.variable.name) == ["x", "y"])
    #expect(shifted.terms.map(\.coefficient) == [1, -2])
    #expect(shifted.constant == 6)
  }

  @Test func manyDuplicateTermsAreMergedInFirstSeenOrder() {
    // More than eight terms takes the dictionary path.
    var expression = Expression()
    for i in 0..<12 { expression = expression + (i % 2 == 0 ? Term(y, 1) : Term(x, 2)) }
    let c = LinearConstraint(expression, .equal)
    #expect(c.terms.map(\.variable.name) == ["y", "x"])
    #expect(c.terms.map(\.coefficient) == [6, 12])
  }

  @Test func derivedLabelMovesNegativeTermsAndTheConstantRight() {
    let c = LinearConstraint(Expression([Term(x, 2), Term(y, -1)], constant: 3), .lessThanOrEqual)
    #expect(c.label == "2 * x <= y - 3")
    let flipped = LinearConstraint(Expression([Term(x, -1)], constant: 4), .lessThanOrEqual)
    #expect(flipped.label == "x - 4 >= 0")
    let constant = LinearConstraint(Expression(5), .equal)
    #expect(constant.label == "-5 == 0")
  }

  @Test func termDescriptions() {
    #expect(Term(w).description == "w")
    #expect(Term(w, -1).description == "-w")
    #expect((2 * w).description == "2 * w")
    #expect((w * 0.5).description == "0.5 * w")
    #expect((w / 4).description == "0.25 * w")
    #expect((-w).description == "-w")
    #expect((-(3 * w)).description == "-3 * w")
    #expect((2 * (3 * w)).description == "6 * w")
    #expect(((3 * w) / 2).description == "1.5 * w")
    #expect(Term(Variable()).description == "<unnamed>")
  }

  @Test func expressionDescriptions() {
    #expect((w - 2 * x + 10).description == "w - 2 * x + 10")
    #expect((x - 3).description == "x - 3")
    #expect((-x + 1.5).description == "-x + 1.5")
    #expect(Expression(5).description == "5")
    #expect(Expression().description == "0")
    #expect(Expression(-0.0).description == "0")
    #expect((x - (y - 1)).description == "x - y + 1")
    #expect((2 * (x + 1)).description == "2 * x + 2")
    #expect((-(x + y)).description == "-x - y")
  }

  @Test func mixedOperandKinds() {
    let e = 1 + x + 2.5 + (3 * y) - Expression(x)
    #expect(coefficients(e.terms) == ["x": 0, "y": 3])
    #expect(e.constant.isClose(to: 3.5))
    #expect((10 <= x).label == "10 <= x")
    #expect((x == 3.25).constant.isClose(to: -3.25))
  }

  @Test func strengthAndLabelMakeNewConstraints() {
    let c = x == 1
    let weak = c.strength(.weak)
    #expect(weak !== c)
    #expect(c.strength == .required)
    #expect(weak.strength == .weak)
    #expect(weak.description == "x == 1 (weak)")
    #expect(c.strength(Strength(250)).description == "x == 1 (250)")
    let named = weak.labeled("width")
    #expect(named.description == "width (weak)")
    #expect(named.label == "width")
    #expect(named.terms.map(\.coefficient) == weak.terms.map(\.coefficient))
  }

  @Test func relationsSpellTheirOperators() {
    #expect(Relation.allCases.map(\.rawValue) == ["==", "<=", ">="])
  }

  @Test func variablesAreDistinctByIdentity() {
    let a = Variable("same")
    let b = Variable("same")
    #expect(a.id != b.id)
    #expect(a.description == "same")
    #expect(Variable().description == "<unnamed>")
  }
}
