import Foundation
import Testing

@testable import Layout

extension ViewsTests {
  /// `Scene.tap(at:)`: a tap goes through hit-testing to the control under it, and through
  /// windows that do not take touches (seed 000's toast window).
  @Suite("Scene taps")
  struct SceneTapTests {
    /// An app window with a 200 × 60 button centred on (196.5, 636): under the capsule
    /// toast of seed 000, whose box is centred horizontally with its bottom 200 above the
    /// screen's (852 − 200 = 652).
    final class App {
      let scene = Scene()
      let window = Window(screen: .iPhone15)
      let button = Button(type: .system)
      var log: [String] = []

      init() {
        window.snp.setLabel("app")
        button.setTitle("Order", for: .normal)
        window.addSubview(button)
        button.snp.makeConstraints { make in
          make.centerX.equalToSuperview()
          make.centerY.equalTo(window.snp.bottom).offset(-216)
          make.size.equalTo(CGSize(width: 200, height: 60))
        }
        window.layoutIfNeeded()
        scene.show(window)
        button.addAction(Action { [unowned self] _ in log.append("order") }, for: .touchUpInside)
      }
    }

    @Test func aTapOnAButtonRunsItsActions() {
      let app = App()
      var events: [String] = []
      app.button.addAction(
        Action { action in
          events.append("down, highlighted: \((action.sender as? Control)?.isHighlighted ?? false)")
        }, for: .touchDown)
      app.button.addAction(Action { _ in events.append("primary") }, for: .primaryActionTriggered)
      app.button.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
      let taken = app.scene.tap(at: CGPoint(x: 196.5, y: 636))
      #expect(taken === app.button)
      #expect(app.log == ["order"])
      #expect(events == ["down, highlighted: true", "up", "primary"])
      #expect(!app.button.isHighlighted)
    }

    @Test func anExclusiveTouchViewKeepsOtherFingersOffItsWindow() {
      let app = App()
      let other = Button(type: .system)
      other.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
      app.window.addSubview(other)
      var otherTaps = 0
      other.addAction(Action { _ in otherTaps += 1 }, for: .touchUpInside)
      let onButton = CGPoint(x: 196.5, y: 636)
      let onOther = CGPoint(x: 70, y: 122)
      app.button.isExclusiveTouch = true
      // A finger on the exclusive button: a second one elsewhere in its window reaches nothing.
      let first = app.scene.touchDown(at: onButton)
      #expect(app.scene.tap(at: onOther) == nil)
      app.scene.touchUp(first)
      #expect(otherTaps == 0 && app.log == ["order"])
      // A finger elsewhere first: the exclusive button takes no second one.
      let held = app.scene.touchDown(at: onOther)
      #expect(app.scene.tap(at: onButton) == nil)
      app.scene.touchUp(held)
      #expect(otherTaps == 1 && app.log == ["order"])
      // Another window is not kept from its touches.
      let banner = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 90))
      banner.windowLevel = .alert
      let close = Button(type: .system)
      close.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
      banner.addSubview(close)
      app.scene.show(banner)
      let again = app.scene.touchDown(at: onButton)
      #expect(app.scene.tap(at: CGPoint(x: 40, y: 30)) === close)
      app.scene.touchUp(again)
      #expect(app.log == ["order", "order"])
      // Without it, both fingers of the window are delivered.
      app.button.isExclusiveTouch = false
      let last = app.scene.touchDown(at: onOther)
      #expect(app.scene.tap(at: onButton) === app.button)
      app.scene.touchUp(last)
      #expect(otherTaps == 2 && app.log == ["order", "order", "order"])
    }

    @Test func aTapBesideTheButtonRunsNothing() {
      let app = App()
      #expect(app.scene.tap(at: CGPoint(x: 20, y: 636)) == nil)
      #expect(app.scene.tap(at: CGPoint(x: 196.5, y: 667)) == nil)  // 1 below its bottom (666)
      #expect(app.log.isEmpty)
    }

    @Test func aDisabledButtonTakesTheTapAndSendsNothing() {
      let app = App()
      app.button.isEnabled = false
      #expect(app.scene.tap(at: CGPoint(x: 196.5, y: 636)) == nil)
      #expect(app.log.isEmpty)
    }

    @Test func hiddenOrNonInteractiveButtonsAreNotHit() {
      let app = App()
      app.button.isUserInteractionEnabled = false
      #expect(app.scene.tap(at: CGPoint(x: 196.5, y: 636)) == nil)
      app.button.isUserInteractionEnabled = true
      app.button.isHidden = true
      #expect(app.scene.tap(at: CGPoint(x: 196.5, y: 636)) == nil)
      #expect(app.log.isEmpty)
    }

    @Test func aTapOnAViewInsideAButtonReachesTheButton() {
      let app = App()
      let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      app.button.addSubview(badge)
      // The badge is at the button's top left: (96.5, 606) on screen.
      #expect(app.scene.hitTest(CGPoint(x: 100, y: 609)) === badge)
      #expect(app.scene.tap(at: CGPoint(x: 100, y: 609)) === app.button)
      #expect(app.log == ["order"])
    }

    @Test func aTapPassesThroughSeedZerosToastWindowToTheButtonBelow() throws {
      let app = App()
      let toast = Toast(message: "Hello, Toast!", screen: .iPhone15)
      toast.window.layoutIfNeeded()
      app.scene.show(toast.window)
      let box = toast.box.convert(toast.box.bounds, to: nil)
      let centre = CGPoint(x: box.midX, y: box.midY)
      // The toast covers the button there …
      #expect(box.maxY.isClose(to: 652))
      #expect(app.button.frame.contains(centre))
      // … and lets the tap through, since its window takes no touches.
      #expect(app.scene.tap(at: centre) === app.button)
      #expect(app.log == ["order"])
      // A toast window that took touches would stop it at the toast's box (its label
      // ignores touches, as a UILabel does).
      toast.window.isUserInteractionEnabled = true
      #expect(app.scene.hitTest(centre) === toast.box)
      #expect(app.scene.tap(at: centre) == nil)
      #expect(app.log == ["order"])
    }
  }
}
