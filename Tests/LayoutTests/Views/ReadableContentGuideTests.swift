import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension ViewsTests {
  /// `readableContentGuide`: the margins (8 on each side) narrowed to the readable width
  /// (672 at the default text size), centred. Every frame is derived by hand from the
  /// window's size: x = 8 + (W − 16 − min(W − 16, R)) / 2, width min(W − 16, R).
  @Suite("Readable content guide")
  struct ReadableContentGuideTests {
    struct Case: Sendable, CustomStringConvertible {
      var screen: Screen
      var orientation: Screen.Orientation
      var frame: CGRect
      var description: String { "\(screen.name) \(orientation)" }
    }

    static let cases: [Case] = [
      // 1180 × 820: margins 1164 wide → 672, x = 8 + 246.
      Case(
        screen: .iPad10, orientation: .landscape,
        frame: CGRect(x: 254, y: 8, width: 672, height: 804)),
      // 820 × 1180: margins 804 → 672, x = 8 + 66.
      Case(
        screen: .iPad10, orientation: .portrait,
        frame: CGRect(x: 74, y: 8, width: 672, height: 1164)),
      // 1194 × 834: margins 1178 → 672, x = 8 + 253.
      Case(
        screen: .iPadPro11, orientation: .landscape,
        frame: CGRect(x: 261, y: 8, width: 672, height: 818)),
      // 393 × 852: margins 377 < 672: the margins guide itself.
      Case(
        screen: .iPhone15, orientation: .portrait,
        frame: CGRect(x: 8, y: 8, width: 377, height: 836)),
      // 852 × 393: margins 836 → 672, x = 8 + 82.
      Case(
        screen: .iPhone15, orientation: .landscape,
        frame: CGRect(x: 90, y: 8, width: 672, height: 377)),
      // 667 × 375: margins 651 < 672.
      Case(
        screen: .iPhoneSE3, orientation: .landscape,
        frame: CGRect(x: 8, y: 8, width: 651, height: 359)),
      // 932 × 430: margins 916 → 672, x = 8 + 122.
      Case(
        screen: .iPhone15ProMax, orientation: .landscape,
        frame: CGRect(x: 130, y: 8, width: 672, height: 414)),
    ]

    @Test("a window's guide is its margins, no wider than 672 and centred", arguments: cases)
    func windowGuide(_ c: Case) {
      let window = Window(screen: c.screen, orientation: c.orientation)
      let guide = window.readableContentGuide
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.isClose(to: c.frame), "\(guide.layoutFrame)")
      #expect(window.layoutDiagnostics.isEmpty)
    }

    @Test("on an iPhone in portrait the guide equals the margins guide")
    func iPhonePortraitIsMargins() {
      let window = Window(screen: .iPhone13Mini)
      let readable = window.readableContentGuide
      let margins = window.layoutMarginsGuide
      window.layoutIfNeeded()
      #expect(readable.layoutFrame.isClose(to: margins.layoutFrame))
      #expect(readable.layoutFrame.isClose(to: CGRect(x: 8, y: 8, width: 359, height: 796)))
    }

    @Test("a label pinned to the guide with SnapKit gets its frame")
    func snapKitPinning() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      let text = View()
      window.addSubview(text)
      text.snp.makeConstraints { make in
        make.leading.trailing.equalTo(window.readableContentGuide)
        make.top.equalTo(window.readableContentGuide.snp.top).offset(40)
        make.height.equalTo(100)
      }
      window.layoutIfNeeded()
      #expect(text.frame.isClose(to: CGRect(x: 254, y: 48, width: 672, height: 100)))
    }

    @Test("a larger text size widens the guide, and only its dependents move")
    func contentSizeCategory() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      let text = View()
      let other = View()
      window.addSubview(text)
      window.addSubview(other)
      text.snp.makeConstraints { make in
        make.leading.trailing.equalTo(window.readableContentGuide)
        make.top.equalToSuperview().offset(100)
        make.height.equalTo(50)
      }
      other.snp.makeConstraints { make in
        make.leading.trailing.equalTo(window.layoutMarginsGuide)
        make.top.equalToSuperview().offset(300)
        make.height.equalTo(50)
      }
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
      // extraExtraExtraLarge: 672 × 23 / 17 = 909.18 → 909; x = 8 + (1164 − 909) / 2.
      window.preferredContentSizeCategory = .extraExtraExtraLarge
      window.layoutIfNeeded()
      #expect(
        window.readableContentGuide.layoutFrame.isClose(
          to: CGRect(x: 135.5, y: 8, width: 909, height: 804)))
      #expect(text.frame.isClose(to: CGRect(x: 135.5, y: 100, width: 909, height: 50)))
      #expect(
        window.takeLayoutChanges().changes.map { ObjectIdentifier($0.view) } == [
          ObjectIdentifier(text)
        ])
      #expect(window.layoutEngine?.lastChanges.added == 0)
      // An accessibility size wider than the margins: the margins win.
      window.preferredContentSizeCategory = .accessibilityLarge
      window.layoutIfNeeded()
      #expect(text.frame.isClose(to: CGRect(x: 8, y: 100, width: 1164, height: 50)))
    }

    @Test("changing the margins moves the guide with them")
    func margins() {
      let window = Window(screen: .iPhone15)
      let guide = window.readableContentGuide
      window.layoutIfNeeded()
      window.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 40, right: 10)
      window.layoutIfNeeded()
      // Margins (30, 20, 353 × 792): narrower than 672, so the margins.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 30, y: 20, width: 353, height: 792)))
    }

    @Test("uneven margins on a wide view: centred between them")
    func unevenMarginsCentred() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      window.layoutMargins = EdgeInsets(top: 8, left: 100, bottom: 8, right: 20)
      let guide = window.readableContentGuide
      window.layoutIfNeeded()
      // Margins from 100 to 1160 (1060 wide): 672 centred at 630 → x = 294.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 294, y: 8, width: 672, height: 804)))
    }

    @Test("a subview's guide follows the subview's width through the solver")
    func subviewFollowsWidth() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      let panel = View()
      window.addSubview(panel)
      var width: Constraint?
      panel.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(100)
        make.top.equalToSuperview().offset(50)
        width = make.width.equalTo(500).constraint
        make.height.equalTo(300)
      }
      let guide = panel.readableContentGuide
      window.layoutIfNeeded()
      // 500 wide: margins 484 < 672.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 8, y: 8, width: 484, height: 284)))
      width?.update(offset: 1000)
      window.layoutIfNeeded()
      // 1000 wide: margins 984 → 672, x = 8 + 156.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 164, y: 8, width: 672, height: 284)))
      // The constants did not change: nothing was added to the solver for the guide.
      #expect(window.layoutEngine?.lastChanges.added == 0)
    }

    @Test("the pull to the margins' width outranks a priority-999 constraint")
    func pullOutranks999() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      let text = View()
      window.addSubview(text)
      text.snp.makeConstraints { make in
        make.leading.trailing.top.equalTo(window.readableContentGuide)
        make.height.equalTo(10)
        make.width.equalTo(100).priority(999)
      }
      window.layoutIfNeeded()
      #expect(text.frame.width.isClose(to: 672))
      #expect(window.readableContentGuide.layoutFrame.minX.isClose(to: 254))
    }

    @Test("a view too wide for the guide is reported with the readable width")
    func conflictReport() {
      let window = Window(screen: .iPad10, orientation: .landscape)
      window.snp.setLabel("app")
      let text = View()
      text.snp.setLabel("text")
      window.addSubview(text)
      text.snp.makeConstraints { make in
        make.leading.trailing.top.equalTo(window.readableContentGuide)
        make.height.equalTo(10)
        make.width.equalTo(800)
      }
      window.layoutIfNeeded()
      #expect(text.frame.width.isClose(to: 672))
      let message = window.layoutDiagnostics.map(\.message).joined(separator: "\n")
      #expect(message.contains("app.readableContentGuide.width <= 672 (the readable width)"))
      #expect(message.contains("breaking constraint\n    text.width == 800"))
    }

    @Test("the guide is named for reports")
    func identifier() {
      let window = Window(screen: .iPhone15)
      window.snp.setLabel("app")
      #expect(window.readableContentGuide.identifier == "app.readableContentGuide")
    }

    @Test(
      "readable widths scale 672 with the body text size",
      arguments: [
        (ContentSizeCategory.extraSmall, 553.0), (.small, 593), (.medium, 632), (.large, 672),
        (.extraLarge, 751), (.extraExtraLarge, 830), (.extraExtraExtraLarge, 909),
        (.accessibilityMedium, 1107), (.accessibilityLarge, 1304),
        (.accessibilityExtraLarge, 1581), (.accessibilityExtraExtraLarge, 1858),
        (.accessibilityExtraExtraExtraLarge, 2095),
      ])
    func readableWidths(_ category: ContentSizeCategory, _ width: Double) {
      #expect(category.readableWidth == CGFloat(width))
    }
  }
}
