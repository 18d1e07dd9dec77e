import Foundation
import Testing

@testable import Layout

/// The examples on the README's first screen print exactly what the README says.
@Suite struct ReadmeExampleTests {
  @Test func snapKitExamplePrintsTheDocumentedFrames() {
    let window = Window(screen: .iPhoneSE3, level: .alert)
    let backView = View()
    let messageLabel = Label(text: "Hello")
    window.addSubview(backView)
    backView.addSubview(messageLabel)

    messageLabel.snp.makeConstraints { make in
      make.center.equalToSuperview()
    }
    backView.snp.makeConstraints { make in
      make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
      make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
      make.centerX.equalToSuperview()
      make.bottom.equalToSuperview().inset(200)
    }
    window.layoutIfNeeded()

    let printed = [backView, messageLabel].map { view in
      let f = view.frame
      return "\(f.minX) \(f.minY) \(f.width) \(f.height)"
    }
    #expect(printed == ["158.25 426.0 58.5 41.0", "9.75 10.25 39.0 20.5"])
  }

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
