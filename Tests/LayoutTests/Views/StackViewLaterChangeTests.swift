import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

/// Changes after the first layout that a stack view must follow: a priority, a
/// re-measured label, margins over hidden views, a conflict that goes. Each is a case the
/// stack-view property test found, cut down to the steps that showed it (each comment says
/// what went wrong before the fix).
@Suite struct StackViewLaterChangeTests {
  /// A label that wraps (`numberOfLines = 0`) in a horizontal fill stack gets an even share
  /// of the stack's width at its compression resistance + 10
  /// (`UISV-text-width-disambiguation`). Changing that resistance later did not tell the
  /// stack, so the share kept its old priority: here it stayed at 260 and lost to the box's
  /// resistance (500) plus the label's hugging (250), where 759 beats them.
  @Test func raisingAWrappingLabelsCompressionResistanceRaisesItsWidthShare() {
    let window = Window(screen: .custom(width: 500, height: 500))
    let box = FixedSizeView(intrinsic: CGSize(width: 150, height: 20))
    box.contentCompressionResistancePriority.horizontal = 500
    let label = Label(text: "Hello")  // 39 wide at 17 points
    label.numberOfLines = 0
    label.contentCompressionResistancePriority.horizontal = 250
    let stack = StackView(arrangedSubviews: [box, label])
    window.addSubview(stack)
    stack.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(200)
    }
    window.layoutIfNeeded()
    // The share (100) at 260 pulls the label past its 39 only while the box is not
    // squeezed: to 50.
    #expect(label.frame.width.isClose(to: 50))
    label.contentCompressionResistancePriority.horizontal = 749
    window.layoutIfNeeded()
    #expect(label.frame.width.isClose(to: 100))
    #expect(box.frame.width.isClose(to: 100))
    let share = stack.generatedConstraints.first { $0.label == "UISV-text-width-disambiguation" }
    #expect(share?.priority.rawValue == 759)
  }

  /// A fill-proportionally stack shares its width in proportion to the intrinsic widths.
  /// Two ways a label's intrinsic width changes without `invalidateIntrinsicContentSize()`
  /// did not reach the stack, which kept the shares of the old width: a label that wraps
  /// measured again at the width layout gave it, and a label measured again for a screen of
  /// another scale (its size rounds to the pixel grid). Both checks: the label's share is
  /// its intrinsic width over the sum, as a fresh stack lays it out.
  @Test func proportionalSharesFollowALabelMeasuredAgainByLayout() {
    func scene(_ text: String, lines: Int, screen: Screen) -> (Window, StackView, Label) {
      let window = Window(screen: screen)
      let label = Label(text: text)
      label.numberOfLines = lines
      let box = FixedSizeView(intrinsic: CGSize(width: 100, height: 20))
      let stack = StackView(arrangedSubviews: [label, box])
      stack.distribution = .fillProportionally
      window.addSubview(stack)
      stack.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        make.width.equalTo(200)
      }
      window.layoutIfNeeded()
      return (window, stack, label)
    }
    func expectShare(_ label: Label, sourceLocation: SourceLocation = #_sourceLocation) {
      let intrinsic = label.intrinsicContentSize.width
      #expect(
        label.solvedFrame.width.isClose(to: 200 * intrinsic / (intrinsic + 100)),
        "\(label.solvedFrame.width) for an intrinsic width of \(intrinsic)",
        sourceLocation: sourceLocation)
    }
    // Wrapping: one line is wider than its share, so the label wraps and narrows.
    let (window, _, label) = scene("Saved to Photos", lines: 1, screen: .iPhone15)
    label.numberOfLines = 0
    window.layoutIfNeeded()
    expectShare(label)
    let (_, _, fresh) = scene("Saved to Photos", lines: 0, screen: .iPhone15)
    #expect(label.frame.isClose(to: fresh.frame))
    // Another scale: 90.67 wide at 3x, 91 at 2x.
    let (other, _, oneLine) = scene("Tap to retry", lines: 1, screen: .iPhone15)
    other.screen = .custom(width: 393, height: 852, scale: 2)
    other.layoutIfNeeded()
    expectShare(oneLine)
  }

  /// A centre-aligned stack whose only arranged view is hidden ties its top, bottom and
  /// centre (within its margins) to its spanner guide; the centre is implied by the other
  /// two. New, uneven margins move two of those constants in one pass, and moving them one
  /// at a time reported a conflict and broke one, where a stack made with those margins
  /// has none.
  @Test func unevenMarginsOnAStackOfHiddenViewsMoveItsGuideWithoutAConflict() {
    func scene(margins: EdgeInsets) -> (Window, StackView) {
      let window = Window(screen: .iPhone15)
      let label = Label(text: "Hello")
      label.isHidden = true
      let stack = StackView(arrangedSubviews: [label])
      stack.alignment = .center
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = margins
      window.addSubview(stack)
      stack.snp.makeConstraints { make in
        make.leading.top.equalToSuperview()
      }
      window.layoutIfNeeded()
      return (window, stack)
    }
    let (window, stack) = scene(margins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    stack.layoutMargins = EdgeInsets(top: 8, left: 0, bottom: 16, right: 0)
    window.layoutIfNeeded()
    #expect(!window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    let (_, fresh) = scene(margins: EdgeInsets(top: 8, left: 0, bottom: 16, right: 0))
    #expect(stack.frame.isClose(to: fresh.frame))
    #expect(stack.frame.size.isClose(to: CGSize(width: 0, height: 24)))
  }

  /// A constraint broken to resolve a conflict was tried again only after a removal; a
  /// constant that moves can end the conflict too (here the other width; in the property's
  /// case a stack's baselines after a label wrapped again), and the broken one stayed out:
  /// the conflict kept being reported, and a later change that should have hit it did not.
  @Test func aConstantMovedOutOfAConflictLetsTheBrokenConstraintHoldAgain() {
    let window = Window(screen: .iPhone15)
    let box = View()
    window.addSubview(box)
    var narrow: Constraint?
    box.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(50)
      narrow = make.width.equalTo(100).constraint
    }
    box.snp.makeConstraints { make in
      make.width.equalTo(200)  // conflicts: broken, as the one added last
    }
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.contains { $0.kind == .unsatisfiable })
    #expect(box.frame.width.isClose(to: 100))
    narrow?.update(offset: 200)
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    // Both hold now, so moving the first again conflicts with the second.
    narrow?.update(offset: 300)
    window.layoutIfNeeded()
    #expect(box.frame.width.isClose(to: 200))
  }
}
