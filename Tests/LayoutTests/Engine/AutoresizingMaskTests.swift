import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension EngineTests {
  /// Autoresizing masks as UIKit translates them (NSAutoresizingMaskLayoutConstraint): on
  /// each axis the flexible parts share a change of the superview's size in proportion to
  /// their lengths; an axis with nothing flexible keeps its near margin and size. Expected
  /// frames are worked out by hand with x' = x + Δ·x/(sum), w' = w + Δ·w/(sum), where the
  /// sum is the length of the flexible parts when the frame was set.
  @Suite struct AutoresizingMaskTests {
    typealias Mask = View.AutoresizingMask

    let window = Window(screen: .custom(width: 600, height: 600))
    /// A superview placed by constraints at (50, 60), 200 × 100 until a test resizes it.
    let box = View()
    let width: Constraint
    let height: Constraint

    init() throws {
      window.addSubview(box)
      var width: Constraint?
      var height: Constraint?
      box.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(50)
        make.top.equalToSuperview().offset(60)
        width = make.width.equalTo(200).constraint
        height = make.height.equalTo(100).constraint
      }
      self.width = try #require(width)
      self.height = try #require(height)
      window.layoutIfNeeded()
    }

    /// A subview with a frame and a mask in the box, laid out once (its frame stays as set).
    private func subview(_ frame: CGRect, _ mask: Mask) -> View {
      let view = View(frame: frame)
      view.autoresizingMask = mask
      box.addSubview(view)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: frame), "\(view.frame)")
      return view
    }

    /// The box grows from 200 × 100 to 300 × 150 (Δ = 100 across, 50 down) through its
    /// constraints. The subview is (20, 10, 60, 30): right margin 200 - 80 = 120, bottom
    /// margin 100 - 40 = 60. Each mask sets the same parts on both axes.
    static let growth: [(Mask, CGRect)] = [
      // Nothing flexible: the far margin takes it all.
      ([], CGRect(x: 20, y: 10, width: 60, height: 30)),
      // Near margin: x = 20 + 100, y = 10 + 50.
      ([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 120, y: 60, width: 60, height: 30)),
      // Size: w = 60 + 100, h = 30 + 50.
      ([.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 10, width: 160, height: 80)),
      // Far margin: nothing moves.
      ([.flexibleRightMargin, .flexibleBottomMargin], CGRect(x: 20, y: 10, width: 60, height: 30)),
      // Near + size: x = 20 + 100·20/80 = 45, w = 60 + 100·60/80 = 135;
      // y = 10 + 50·10/40 = 22.5, h = 30 + 50·30/40 = 67.5.
      (
        [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight],
        CGRect(x: 45, y: 22.5, width: 135, height: 67.5)
      ),
      // Near + far: x = 20 + 100·20/140 = 240/7, y = 10 + 50·10/70 = 120/7.
      (
        [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin],
        CGRect(x: 240.0 / 7, y: 120.0 / 7, width: 60, height: 30)
      ),
      // Size + far: w = 60 + 100·60/180 = 280/3, h = 30 + 50·30/90 = 140/3.
      (
        [.flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin],
        CGRect(x: 20, y: 10, width: 280.0 / 3, height: 140.0 / 3)
      ),
      // All three: everything × 1.5.
      (
        [
          .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
          .flexibleHeight, .flexibleBottomMargin,
        ],
        CGRect(x: 30, y: 15, width: 90, height: 45)
      ),
    ]

    @Test(arguments: growth)
    func theFlexiblePartsShareTheGrowthInProportionToTheirLengths(mask: Mask, expected: CGRect) {
      let view = subview(CGRect(x: 20, y: 10, width: 60, height: 30), mask)
      width.update(offset: 300)
      height.update(offset: 150)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: expected), "\(view.frame)")
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }

    /// Shrinking works the same way: 200 → 100 (Δ = -100) with a flexible width and right
    /// margin: w = 60 - 100·60/180 = 80/3, x stays.
    @Test func aShrinkingSuperviewTakesFromTheFlexiblePartsInProportion() {
      let view = subview(
        CGRect(x: 20, y: 10, width: 60, height: 30), [.flexibleWidth, .flexibleRightMargin])
      width.update(offset: 100)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 80.0 / 3, height: 30)))
    }

    /// Zero denominators (CoreAutoLayout's choices): left + width with x + w = 0 split the
    /// change in halves; left + right with no room (w = S) centre the view; width + right
    /// with x = S give the whole change to the width.
    static let zeroDenominators: [(Mask, CGRect, CGRect)] = [
      // x = 0, w = 0: 100 split 50 / 50.
      (
        [.flexibleLeftMargin, .flexibleWidth], CGRect(x: 0, y: 10, width: 0, height: 30),
        CGRect(x: 50, y: 10, width: 50, height: 30)
      ),
      // w = 200 = S: x = 0.5·(300 - 200) = 50.
      (
        [.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 0, y: 10, width: 200, height: 30),
        CGRect(x: 50, y: 10, width: 200, height: 30)
      ),
      // x = 200 = S, w = 0: w = 1·(300 - 200) = 100.
      (
        [.flexibleWidth, .flexibleRightMargin], CGRect(x: 200, y: 10, width: 0, height: 30),
        CGRect(x: 200, y: 10, width: 100, height: 30)
      ),
    ]

    @Test(arguments: zeroDenominators)
    func aZeroDenominatorFallsBackToUIKitsRatios(mask: Mask, frame: CGRect, expected: CGRect) {
      let view = subview(frame, mask)
      width.update(offset: 300)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: expected), "\(view.frame)")
    }

    /// All three flexible in a superview 0 wide: each part gets a third of the new width.
    @Test func allThreeFlexibleInAZeroWideSuperviewGetAThirdEach() {
      width.update(offset: 0)
      window.layoutIfNeeded()
      let view = subview(
        CGRect(x: 0, y: 10, width: 0, height: 30),
        [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
      width.update(offset: 300)
      window.layoutIfNeeded()
      // 300 / 3 = 100 for the left margin, the width and the right margin.
      #expect(view.frame.isClose(to: CGRect(x: 100, y: 10, width: 100, height: 30)))
    }

    /// A frame set again after the superview resized is measured against the new size.
    @Test func aFrameSetAfterTheSuperviewResizedUsesTheNewSizeAsReference() {
      let view = subview(
        CGRect(x: 20, y: 10, width: 60, height: 30), [.flexibleLeftMargin, .flexibleRightMargin])
      width.update(offset: 300)
      window.layoutIfNeeded()
      // (300 - 60)·20/(200 - 60) = 240/7.
      #expect(view.frame.isClose(to: CGRect(x: 240.0 / 7, y: 10, width: 60, height: 30)))
      view.frame = CGRect(x: 20, y: 10, width: 60, height: 30)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 60, height: 30)))
      width.update(offset: 400)
      window.layoutIfNeeded()
      // Against 300 now: (400 - 60)·20/(300 - 60) = 85/3 (against 200 it would be 340/7).
      #expect(view.frame.isClose(to: CGRect(x: 85.0 / 3, y: 10, width: 60, height: 30)))
    }

    /// A subview added in the same pass as its superview resizes is measured against the
    /// size the superview had when its frame was set (200): its width gets the 100.
    @Test func aSubviewAddedWhileItsSuperviewResizesFollowsTheResize() {
      let view = View(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
      view.autoresizingMask = [.flexibleWidth]
      box.addSubview(view)
      width.update(offset: 300)
      window.layoutIfNeeded()
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 160, height: 30)), "\(view.frame)")
    }

    /// A scrolled superview (bounds origin x = 50) resizes its subviews as an unscrolled one:
    /// the margins are measured in its bounds, so the width still gets all 100.
    @Test func aScrolledSuperviewResizesItsSubviewsInItsBounds() {
      let scrollView = ScrollView()
      window.addSubview(scrollView)
      var width: Constraint?
      scrollView.snp.makeConstraints { make in
        make.left.top.equalToSuperview()
        width = make.width.equalTo(200).constraint
        make.height.equalTo(100)
      }
      scrollView.contentOffset = CGPoint(x: 50, y: 0)
      window.layoutIfNeeded()
      let view = View(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
      view.autoresizingMask = [.flexibleWidth]
      scrollView.addSubview(view)
      window.layoutIfNeeded()
      #expect(view.convert(CGPoint.zero, to: nil).isClose(to: CGPoint(x: -30, y: 10)))
      width?.update(offset: 300)
      window.layoutIfNeeded()
      // Right margin 50 + 200 - 80 = 170 stays: w = 300 + 50 - 170 - 20 = 160.
      #expect(view.frame.isClose(to: CGRect(x: 20, y: 10, width: 160, height: 30)), "\(view.frame)")
    }

    /// A superview resized by a frame set in code (both translate their masks).
    @Test func aFrameSetInCodeOnTheSuperviewResizesItsSubviews() {
      let window = Window(screen: .custom(width: 600, height: 600))
      let panel = View(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
      let bar = View(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
      bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      window.addSubview(panel)
      panel.addSubview(bar)
      window.layoutIfNeeded()
      panel.frame = CGRect(x: 50, y: 60, width: 300, height: 200)
      window.layoutIfNeeded()
      // w = 60 + 100; y = 10 + 100.
      #expect(bar.frame.isClose(to: CGRect(x: 20, y: 110, width: 160, height: 30)))
      #expect(panel.frame.isClose(to: CGRect(x: 50, y: 60, width: 300, height: 200)))
    }

    /// Rotating the window (300 × 600 to 600 × 300) resizes its subviews by their masks,
    /// through nested views, and rotating back restores every frame.
    @Test func rotatingTheWindowResizesSubviewsByTheirMasks() {
      let window = Window(screen: .custom(width: 300, height: 600))
      // Δ = +300 across, -300 down.
      let banner = View(frame: CGRect(x: 10, y: 20, width: 280, height: 44))
      banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
      let badge = View(frame: CGRect(x: 250, y: 550, width: 40, height: 40))
      badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
      let centred = View(frame: CGRect(x: 100, y: 250, width: 100, height: 100))
      centred.autoresizingMask = [
        .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
      ]
      let plain = View(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
      let content = View(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let footer = View(frame: CGRect(x: 0, y: 550, width: 300, height: 50))
      footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      for view in [banner, badge, centred, plain, content] { window.addSubview(view) }
      content.addSubview(footer)
      window.layoutIfNeeded()
      let before = [banner, badge, centred, plain, content, footer].map(\.frame)

      window.orientation = .landscape
      window.layoutIfNeeded()
      #expect(window.frame.isClose(to: CGRect(x: 0, y: 0, width: 600, height: 300)))
      // Width 280 + 300; y and height kept.
      #expect(banner.frame.isClose(to: CGRect(x: 10, y: 20, width: 580, height: 44)))
      // x = 250 + 300, y = 550 - 300.
      #expect(badge.frame.isClose(to: CGRect(x: 550, y: 250, width: 40, height: 40)))
      // Margins 100 / 100 and 250 / 250 are halves: x = 0.5·(600 - 100),
      // y = 0.5·(300 - 100).
      #expect(centred.frame.isClose(to: CGRect(x: 250, y: 100, width: 100, height: 100)))
      #expect(plain.frame.isClose(to: CGRect(x: 10, y: 100, width: 50, height: 50)))
      #expect(content.frame.isClose(to: CGRect(x: 0, y: 0, width: 600, height: 300)))
      // In content (600 × 300 now): width 300 + 300, y = 550 - 300.
      #expect(footer.frame.isClose(to: CGRect(x: 0, y: 250, width: 600, height: 50)))

      window.orientation = .portrait
      window.layoutIfNeeded()
      let after = [banner, badge, centred, plain, content, footer].map(\.frame)
      for (old, new) in zip(before, after) { #expect(new.isClose(to: old), "\(new) vs \(old)") }
      #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
    }
  }
}

extension EngineTests {
  /// The autoresizing rule of one axis as a pure function, without a window: offset and
  /// length as the superview grows from 320 to 480 (a 100-point view 10 in, so its far
  /// margin is 210), worked out by hand from the proportional-share rule.
  @Suite struct AutoresizingAxisTests {
    static func at480(_ near: Bool, _ size: Bool, _ far: Bool) -> (Double, Double) {
      let axis = AutoresizingAxis(
        near: near, size: size, far: far, offset: 10, length: 100, superLength: 320)
      return (axis.offset(480), axis.length(480))
    }

    @Test func eachMaskSharesTheGrowthAmongItsFlexibleParts() {
      let cases: [((Bool, Bool, Bool), (Double, Double))] = [
        ((false, false, false), (10, 100)),  // nothing flexible: the near margin and size stay
        ((true, false, false), (170, 100)),  // the left margin takes all 160
        ((false, true, false), (10, 260)),  // the width takes it
        ((false, false, true), (10, 100)),  // the right margin takes it
        // Left and width share 160 as 10 : 100.
        ((true, true, false), (10 + 160 * 10 / 110, 100 + 160 * 100 / 110)),
        // Left and right share it as 10 : 210.
        ((true, false, true), (10 + 160 * 10 / 220, 100)),
        // Width and right as 100 : 210.
        ((false, true, true), (10, 100 + 160 * 100 / 310)),
        // All three as 10 : 100 : 210.
        ((true, true, true), (10 + 160 * 10 / 320, 100 + 160 * 100 / 320)),
      ]
      for ((near, size, far), (offset, length)) in cases {
        let (o, l) = Self.at480(near, size, far)
        #expect(o.isClose(to: offset), "\(near) \(size) \(far): offset \(o)")
        #expect(l.isClose(to: length), "\(near) \(size) \(far): length \(l)")
      }
    }

    @Test func atTheReferenceLengthNothingMoves() {
      for bits in 0..<8 {
        let axis = AutoresizingAxis(
          near: bits & 1 != 0, size: bits & 2 != 0, far: bits & 4 != 0, offset: 10,
          length: 100, superLength: 320)
        #expect(axis.offset(320).isClose(to: 10), "mask bits \(bits)")
        #expect(axis.length(320).isClose(to: 100), "mask bits \(bits)")
      }
    }

    /// A zero share's denominator: the parts split the change evenly, or the size takes it
    /// all with the far margin.
    @Test func emptyFlexiblePartsSplitTheChangeEvenly() {
      let axis = AutoresizingAxis(
        near: true, size: false, far: true, offset: 0, length: 320, superLength: 320)
      #expect(axis.offset(480).isClose(to: 80))
      let sizeAndFar = AutoresizingAxis(
        near: false, size: true, far: true, offset: 320, length: 0, superLength: 320)
      #expect(sizeAndFar.length(480).isClose(to: 160))
      #expect(sizeAndFar.offset(480).isClose(to: 320))
    }
  }
}
