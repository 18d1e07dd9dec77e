import Foundation
import Testing

@testable import Layout
@testable import LayoutSolver

/// Removing required equalities that have a dummy marker column (the layout engine marks the
/// constraints it may move or remove later, stack views' among them), found by the
/// stack-view property (`StackViewPropertyTests`).
@Suite struct MarkedRemovalTests {
  let stackX = Variable("stack.minX")
  let stackWidth = Variable("stack.width")
  let viewX = Variable("view.minX")
  let viewWidth = Variable("view.width")

  /// A stack 380 wide holding one view edge to edge, and the view as wide as the stack: the
  /// third equality is implied by the others (its dummy is basic, at 0). Removing the two
  /// edge equalities pivoted their markers into the rows with the smallest ratio, an
  /// intrinsic-width inequality's, and the substitution moved the implied equality's dummy
  /// to 300: the view came out 80 wide in a 380 stack with `view.width == stack.width`
  /// still held, and two edges 8 points in (a conflict) were then accepted.
  @Test func removingMarkedEqualitiesKeepsAnImpliedOneHolding() {
    let solver = Solver()
    let edges = [stackX == viewX, stackX + stackWidth == viewX + viewWidth]
    let equalWidths = viewWidth == stackWidth
    let held: [LinearConstraint] = [
      stackX == 0, stackWidth == 380, (viewWidth <= 80).strength(.weak),
      (viewWidth >= 80).strength(.strong),
    ]
    let failures = solver.addConstraintsSkippingFailures(
      held + edges + [equalWidths], marked: { $0 >= held.count })
    #expect(failures.isEmpty)
    #expect(throws: Never.self) { try solver.removeConstraints(edges) }
    #expect(solver.value(of: viewWidth).isClose(to: 380))
    let inset = [stackX == viewX - 8, stackX + stackWidth == viewX + viewWidth + 8]
    let rejected = solver.addConstraintsSkippingFailures(inset, marked: { _ in true })
    #expect(rejected.map(\.index) == [1])
    #expect(solver.value(of: viewWidth).isClose(to: 380))
  }

  /// `x == 10`, `y == x` and `y == 10` (implied by the first two), all marked: moving the
  /// first shifts the implied equality's row (a basic dummy) off 0. Downwards the row went
  /// negative and the dual simplex refused it; upwards it went positive, which the dual
  /// simplex does not look at, and the move was accepted with `y == 10` held and broken.
  /// Either way it conflicts.
  @Test func movingAConstantThatAnImpliedEqualityReliesOnConflicts() {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let pinned = x == 10
    let failures = solver.addConstraintsSkippingFailures(
      [pinned, y == x, y == 10], marked: { _ in true })
    #expect(failures.isEmpty)
    #expect(throws: SolverError.self) { try solver.setConstant(of: pinned, to: -20) }  // x == 20
    #expect(throws: SolverError.self) { try solver.setConstant(of: pinned, to: 0) }  // x == 0
    #expect(solver.value(of: x).isClose(to: 10))
    #expect(solver.value(of: y).isClose(to: 10))
  }

  /// A guide's top, bottom and centre tied to a view's margins (the centre implied by the
  /// other two), all marked: new margins move the bottom's and the centre's constants
  /// together. One at a time, the bottom's move broke the implied centre and was refused as
  /// a conflict; together they hold.
  @Test func constantsMovedTogetherKeepAnImpliedEqualityHolding() {
    let top = Variable("top")
    let bottom = Variable("bottom")
    let guideTop = Variable("guide.top")
    let guideBottom = Variable("guide.bottom")
    let solver = Solver()
    let bottomEdge = guideBottom == bottom - 8
    let centre = guideTop + guideBottom == top + bottom
    let failures = solver.addConstraintsSkippingFailures(
      [top == 0, bottom == 100, guideTop == top + 8, bottomEdge, centre],
      marked: { $0 >= 2 })
    #expect(failures.isEmpty)
    #expect(solver.constant(of: bottomEdge) == 8)
    // Bottom margin 8 -> 16: guide.bottom == bottom - 16, and the centre 4 points up.
    #expect(solver.setConstantsSkippingFailures([(bottomEdge, 16), (centre, 8)]).isEmpty)
    #expect(solver.value(of: guideTop).isClose(to: 8))
    #expect(solver.value(of: guideBottom).isClose(to: 84))
    // The edges' rows are their definitions (owned, no dummies); the implied centre has a
    // dummy, which the bottom's row moves as it moves (its row back at 0 is checked).
    #expect(solver.definitionShifts == 1)
    #expect(!solver.marksEveryRequiredEquality)
  }

  /// The same through a stack view: one view in a fill-proportionally stack takes the whole
  /// width (`UISV-fill-proportionally`, required), so turning on margins-relative
  /// arrangement conflicts (as on iOS) and must be reported, as a stack built with it is.
  @Test func marginsTurnedOnUnderAFullWidthShareReportTheConflict() {
    let window = Window(screen: .iPhoneSE3)
    let view = FixedSizeView(intrinsic: CGSize(width: 80, height: 120))
    let stack = StackView(arrangedSubviews: [view])
    stack.distribution = .fillProportionally
    window.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.leading.top.equalToSuperview()
      make.width.equalTo(380)
    }
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.isEmpty)
    stack.isLayoutMarginsRelativeArrangement = true
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    // The trailing margin's connection, made last, is broken: the share holds.
    #expect(view.frame.isClose(to: CGRect(x: 8, y: 8, width: 380, height: 120)))
  }
}
