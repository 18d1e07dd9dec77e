import Foundation
import Testing

@testable import LayoutCore

/// The stack arrangement as a pure function: UIKit's generated constraints for a stack's
/// settings and arranged views, read without a window (the frames they give are the stack
/// view suites' business).
@Suite struct StackArrangementTests {
  private typealias Arranged = StackArrangementInput.Arranged

  /// Each constraint as `identifier: first.attribute ⋈ second.attribute ×m +c @p`.
  private func lines(_ input: StackArrangementInput) -> [String] {
    StackArrangement(input).constraints.map { r in
      func name(_ item: StackItem?) -> String {
        switch item {
        case .stack: "stack"
        case .arranged(let i): "v\(i)"
        case .spanner: "spanner"
        case .gap(let i): "gap\(i)"
        case nil: "-"
        }
      }
      let relation =
        switch r.relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
      var text = "\(r.identifier): \(name(r.first)).\(r.firstAttribute) \(relation)"
      if let second = r.second { text += " \(name(second)).\(r.secondAttribute)" }
      if r.multiplier != 1 { text += " ×\(r.multiplier)" }
      if r.constant != 0 { text += " +\(r.constant)" }
      if r.priority.value != 1000 { text += " @\(r.priority.value)" }
      return text
    }
  }

  @Test func aVerticalFillStackPinsBothEndsSpacesAndAlignsBothSides() {
    let input = StackArrangementInput(
      axis: .vertical, views: [Arranged(spacingAfter: 8), Arranged(spacingAfter: 8)])
    #expect(
      lines(input) == [
        "UISV-canvas-connection: stack.top == v0.top",
        "UISV-canvas-connection: stack.bottom == v1.bottom",
        "UISV-spacing: v1.top == v0.bottom +8.0",
        "UISV-canvas-connection: stack.leading == v0.leading",
        "UISV-canvas-connection: stack.trailing == v0.trailing",
        "UISV-alignment: v0.leading == v1.leading",
        "UISV-alignment: v0.trailing == v1.trailing",
      ])
  }

  /// A hidden view between two visible ones sits in the middle of the gap it closes, with
  /// no length.
  @Test func aHiddenViewSharesTheSpacingHalfAndHalfAndHasNoLength() {
    let input = StackArrangementInput(
      axis: .horizontal, alignment: .top,
      views: [
        Arranged(spacingAfter: 10), Arranged(isHidden: true, spacingAfter: 30),
        Arranged(spacingAfter: 10),
      ])
    let made = lines(input)
    #expect(made.contains("UISV-spacing: v1.leading == v0.trailing +5.0"))
    #expect(made.contains("UISV-spacing: v2.leading == v1.trailing +5.0"))
    #expect(made.contains("UISV-hiding: v1.width =="))
    #expect(made.contains("UISV-canvas-connection: stack.trailing == v2.trailing"))
    // `.top` leaves the bottoms to a spanner that holds every visible view.
    #expect(made.contains("UISV-spanning-boundary: spanner.bottom >= v0.bottom"))
    #expect(!made.contains { $0.hasPrefix("UISV-spanning-boundary") && $0.contains("v1.") })
    #expect(StackArrangement(input).usesSpanner)
  }

  @Test func fillProportionallySharesByIntrinsicLengthAtFallingPriorities() {
    let input = StackArrangementInput(
      axis: .horizontal, distribution: .fillProportionally,
      views: [
        Arranged(spacingAfter: 0, intrinsicLength: 30),
        Arranged(spacingAfter: 0, intrinsicLength: 10),
        Arranged(spacingAfter: 0),
      ])
    let made = lines(input).filter { $0.hasPrefix("UISV-fill-proportionally") }
    #expect(
      made == [
        "UISV-fill-proportionally: v0.width == stack.width ×0.75 @999.0",
        "UISV-fill-proportionally: v1.width == stack.width ×0.25 @998.0",
        "UISV-fill-proportionally: v2.width ==",
      ])
  }

  /// `.equalCentering`: a gap guide between each two visible views' centres, the gaps equal
  /// at 149, the spacing a minimum, the stack hugging its length at 49.
  @Test func equalCenteringMakesAGapGuidePerPairEqualAt149() {
    let input = StackArrangementInput(
      axis: .horizontal, distribution: .equalCentering,
      views: [Arranged(spacingAfter: 4), Arranged(spacingAfter: 4), Arranged(spacingAfter: 4)])
    let arrangement = StackArrangement(input)
    #expect(arrangement.gapCount == 2)
    #expect(!arrangement.usesSpanner)
    let made = lines(input)
    #expect(made.contains("UISV-spacing: v1.leading >= v0.trailing +4.0"))
    #expect(made.contains("UISV-distributing-edge: gap1.leading == v1.centerX"))
    #expect(made.contains("UISV-distributing-edge: gap1.trailing == v2.centerX"))
    #expect(made.contains("UISV-fill-equally: gap1.width == gap0.width @149.0"))
    #expect(made.contains("UISV-canvas-fit: stack.width == @49.0"))
  }

  /// With every view hidden, the spanner stands in for them at both ends.
  @Test func withNoVisibleViewTheSpannerHoldsTheCanvas() {
    let input = StackArrangementInput(
      axis: .vertical, isLayoutMarginsRelativeArrangement: true,
      views: [Arranged(isHidden: true)])
    let made = lines(input)
    #expect(
      made.prefix(2) == [
        "UISV-canvas-connection: stack.topMargin == spanner.top",
        "UISV-canvas-connection: stack.bottomMargin == spanner.bottom",
      ])
    #expect(StackArrangement(input).usesSpanner)
  }

  /// A label that wraps in a horizontal fill stack gets an even share of the width at its
  /// compression resistance + 10.
  @Test func wrappingTextGetsAnEvenShareInAHorizontalFillStack() {
    let input = StackArrangementInput(
      axis: .horizontal,
      views: [
        Arranged(spacingAfter: 10, wrapsAtLayoutWidth: true, horizontalCompressionResistance: 750),
        Arranged(spacingAfter: 10),
      ])
    #expect(
      lines(input).contains(
        "UISV-text-width-disambiguation: v0.width == stack.width ×0.5 +-5.0 @760.0"))
  }

  @Test func anEmptyStackMakesNothing() {
    #expect(StackArrangement(StackArrangementInput()).constraints.isEmpty)
  }
}
