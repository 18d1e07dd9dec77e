import Foundation
import Testing

@testable import Layout
@testable import LayoutCore

extension ViewsTests {
  /// `keyboardLayoutGuide`: the view's width and bottom; its top at the keyboard's top edge
  /// when the window shows the keyboard, at the bottom safe-area inset when it does not.
  @Suite("Keyboard layout guide")
  struct KeyboardLayoutGuideTests {
    /// A profile with its keyboard heights and bottom safe-area insets (portrait,
    /// landscape), from the table in Docs/Views.md.
    struct Row: Sendable, CustomStringConvertible {
      var screen: Screen
      var keyboard: (CGFloat, CGFloat)
      var bottom: (CGFloat, CGFloat)
      var description: String { screen.name }
    }

    static let rows: [Row] = [
      Row(screen: .iPhoneSE3, keyboard: (260, 200), bottom: (0, 0)),
      Row(screen: .iPhone13Mini, keyboard: (336, 209), bottom: (34, 21)),
      Row(screen: .iPhone15, keyboard: (336, 209), bottom: (34, 21)),
      Row(screen: .iPhone15Pro, keyboard: (336, 209), bottom: (34, 21)),
      Row(screen: .iPhone15ProMax, keyboard: (346, 209), bottom: (34, 21)),
      Row(screen: .iPhone16Pro, keyboard: (336, 209), bottom: (34, 21)),
      Row(screen: .iPad10, keyboard: (333, 418), bottom: (20, 20)),
      Row(screen: .iPadPro11, keyboard: (333, 418), bottom: (20, 20)),
    ]

    @Test("every profile has the table's keyboard height", arguments: rows)
    func heights(_ row: Row) {
      #expect(row.screen.keyboardHeight(in: .portrait) == row.keyboard.0)
      #expect(row.screen.keyboardHeight(in: .landscape) == row.keyboard.1)
    }

    @Test(
      "a window's guide: safe-area bottom when hidden, the keyboard when shown",
      arguments: rows, Screen.Orientation.allCases)
    func windowGuide(_ row: Row, _ orientation: Screen.Orientation) {
      let window = Window(screen: row.screen, orientation: orientation)
      let guide = window.keyboardLayoutGuide
      let size = row.screen.size(in: orientation)
      let keyboard = orientation == .portrait ? row.keyboard.0 : row.keyboard.1
      let bottom = orientation == .portrait ? row.bottom.0 : row.bottom.1
      window.layoutIfNeeded()
      let hidden = CGRect(x: 0, y: size.height - bottom, width: size.width, height: bottom)
      #expect(guide.layoutFrame.isClose(to: hidden), "\(guide.layoutFrame)")
      window.showKeyboard()
      window.layoutIfNeeded()
      let shown = CGRect(x: 0, y: size.height - keyboard, width: size.width, height: keyboard)
      #expect(guide.layoutFrame.isClose(to: shown), "\(guide.layoutFrame)")
      #expect(window.keyboardFrame == shown)
      window.hideKeyboard()
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.isClose(to: hidden))
      #expect(window.keyboardFrame.minY == size.height)
    }

    /// An iPhone 15 field 44 high and 200 wide, its bottom 16 above the keyboard guide.
    static func field(in window: Window) -> View {
      let field = View()
      window.addSubview(field)
      field.snp.makeConstraints { make in
        make.bottom.equalTo(window.keyboardLayoutGuide.snp.top).offset(-16)
        make.centerX.equalToSuperview()
        make.width.equalTo(200)
        make.height.equalTo(44)
      }
      return field
    }

    @Test("a view pinned above the guide moves with the keyboard")
    func pinnedView() {
      let window = Window(screen: .iPhone15)
      let field = Self.field(in: window)
      window.layoutIfNeeded()
      // Hidden: guide top 852 − 34 = 818, bottom 802; centred at 96.5, the pixel 289.5 at 3x,
      // written as 290.
      #expect(field.frame.isClose(to: CGRect(x: 290.0 / 3, y: 758, width: 200, height: 44)))
      window.showKeyboard()
      window.layoutIfNeeded()
      // Shown: guide top 852 − 336 = 516, bottom 500.
      #expect(field.frame.isClose(to: CGRect(x: 290.0 / 3, y: 456, width: 200, height: 44)))
      #expect(window.layoutDiagnostics.isEmpty)
    }

    @Test("showing the keyboard re-lays out only the views that use the guide")
    func onlyDependents() {
      let window = Window(screen: .iPhone15)
      let field = Self.field(in: window)
      let header = View()
      window.addSubview(header)
      header.snp.makeConstraints { make in
        make.top.left.right.equalTo(window.safeAreaLayoutGuide)
        make.height.equalTo(44)
      }
      window.layoutIfNeeded()
      _ = window.takeLayoutChanges()
      window.showKeyboard()
      window.layoutIfNeeded()
      let changed = window.takeLayoutChanges().changes.map { ObjectIdentifier($0.view) }
      #expect(changed == [ObjectIdentifier(field)])
      // The guide's height moved in place: nothing added or removed.
      let counts = window.layoutEngine?.lastChanges
      #expect(counts?.added == 0)
      #expect(counts?.removed == 0)
      #expect(header.frame.isClose(to: CGRect(x: 0, y: 59, width: 393, height: 44)))
    }

    @Test("rotating with the keyboard shown takes the landscape keyboard")
    func rotation() {
      let window = Window(screen: .iPhone15)
      let field = Self.field(in: window)
      window.showKeyboard()
      window.layoutIfNeeded()
      window.orientation = .landscape
      window.layoutIfNeeded()
      // 852 × 393: keyboard 209 → guide (0, 184, 852, 209); field bottom 168, x = 326.
      #expect(
        window.keyboardLayoutGuide.layoutFrame.isClose(
          to: CGRect(x: 0, y: 184, width: 852, height: 209)))
      #expect(field.frame.isClose(to: CGRect(x: 326, y: 124, width: 200, height: 44)))
      window.hideKeyboard()
      window.layoutIfNeeded()
      // Landscape safe-area bottom 21: guide top 372, field bottom 356.
      #expect(field.frame.isClose(to: CGRect(x: 326, y: 312, width: 200, height: 44)))
    }

    @Test("a subview's guide is the part of it the keyboard covers")
    func subviewOverlap() {
      let window = Window(screen: .iPhone15)
      let panel = View()
      window.addSubview(panel)
      panel.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.top.equalToSuperview().offset(400)
        make.height.equalTo(300)
      }
      let guide = panel.keyboardLayoutGuide
      window.layoutIfNeeded()
      // Hidden: the panel ends at 700, above the safe area's bottom (818): height 0.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 300, width: 393, height: 0)))
      window.showKeyboard()
      window.layoutIfNeeded()
      // Shown: the keyboard's top is at 516, 116 into the panel: 184 of it covered.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 116, width: 393, height: 184)))
      // The panel moves down: the overlap follows its frame.
      panel.snp.updateConstraints { make in make.top.equalToSuperview().offset(450) }
      window.layoutIfNeeded()
      // Panel 450...750, keyboard top 516: 234 covered, from 66.
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 66, width: 393, height: 234)))
      // Past the window's bottom (600...900): the whole panel is below the keyboard's top,
      // so the guide is the panel (the part past the screen counts, as for safe areas).
      panel.snp.updateConstraints { make in make.top.equalToSuperview().offset(600) }
      window.layoutIfNeeded()
      #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 0, width: 393, height: 300)))
    }

    @Test("a view that cannot fit above the keyboard is reported with its height")
    func conflictReport() {
      let window = Window(screen: .iPhone15)
      window.snp.setLabel("app")
      let panel = View()
      panel.snp.setLabel("panel")
      window.addSubview(panel)
      panel.snp.makeConstraints { make in
        make.top.equalTo(window.keyboardLayoutGuide.snp.top)
        make.height.equalTo(400)
        make.left.right.bottom.equalToSuperview()
      }
      window.showKeyboard()
      window.layoutIfNeeded()
      let message = window.layoutDiagnostics.map(\.message).joined(separator: "\n")
      #expect(
        message.contains(
          "app.keyboardLayoutGuide.height == 336 (the part of app the keyboard covers)"))
    }

    @Test("the guide and the keyboard's frame are named and reported")
    func naming() {
      let window = Window(screen: .iPhone15)
      window.snp.setLabel("app")
      #expect(window.keyboardLayoutGuide.identifier == "app.keyboardLayoutGuide")
      #expect(window.keyboardFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
      #expect(window.keyboardHeight == 336)
    }

    @Test("custom screens get estimated keyboard heights; bad ones give 0")
    func customScreens() {
      let phone = Screen.custom(
        width: 390, height: 844, scale: 3,
        safeArea: EdgeInsets(
          top: 47, left: 0, bottom: 34, right: 0))
      #expect(phone.keyboardHeight(in: .portrait) == 336)
      #expect(phone.keyboardHeight(in: .landscape) == 209)
      let old = Screen.custom(width: 320, height: 568)
      #expect(old.keyboardHeight(in: .portrait) == 260)
      #expect(old.keyboardHeight(in: .landscape) == 200)
      let tablet = Screen.custom(
        width: 768, height: 1024, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      #expect(tablet.keyboardHeight(in: .portrait) == 313)
      #expect(tablet.keyboardHeight(in: .landscape) == 398)
      var broken = Screen.iPhone15
      broken.portraitKeyboardHeight = .nan
      broken.landscapeKeyboardHeight = -5
      let window = Window(screen: broken)
      #expect(window.keyboardHeight == 0)
      window.orientation = .landscape
      #expect(window.keyboardHeight == 0)
    }
  }
}
