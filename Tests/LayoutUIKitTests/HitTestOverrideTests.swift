import Testing

#if canImport(UIKit)
  import UIKit
#else
  import LayoutUIKit
#endif

// The two overrides iOS apps make to steer touches, in their own words here: a small button
// that answers touches around it, and an overlay that lets through every touch that does
// not land on one of its subviews.

/// A button whose touch area reaches `slop` points past each edge.
private final class GenerousButton: UIButton {
  var slop: CGFloat = 12
  private(set) var eventsSeen: [UIEvent?] = []

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    eventsSeen.append(event)
    return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }
}

/// A window that is never the answer itself: touches on its empty parts go to the windows
/// behind.
private final class OverlayWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let found = super.hitTest(point, with: event)
    return found === self ? nil : found
  }
}

/// The same rule on a view that covers its superview.
private final class TouchThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let found = super.hitTest(point, with: event)
    return found == self ? nil : found
  }
}

@Suite struct HitTestOverrideTests {
  /// A window of the scene with a 30 × 30 button at (100, 400) that counts its taps.
  private final class Stage {
    let scene = UIWindowScene(screen: .iPhone15)
    let window: UIWindow
    let button: UIButton
    var taps = 0

    init(button: UIButton, window: UIWindow = UIWindow(screen: .iPhone15)) {
      self.button = button
      self.window = window
      button.frame = CGRect(x: 100, y: 400, width: 30, height: 30)
      window.addSubview(button)
      scene.show(window)
      button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    }
  }

  @Test func aButtonThatWidensItsTouchAreaTakesTapsBesideIt() {
    let roomy = Stage(button: GenerousButton(type: .system))
    let plain = Stage(button: UIButton(type: .system))
    // 8 points left of the left edge (x 100) and 10 below the bottom (y 430).
    let beside = CGPoint(x: 92, y: 440)
    #expect(roomy.scene.tap(at: beside) === roomy.button)
    #expect(roomy.taps == 1)
    #expect(plain.scene.tap(at: beside) == nil)
    #expect(plain.taps == 0)
    // Past the 12-point slop it is the window's again.
    #expect(roomy.scene.hitTest(CGPoint(x: 87, y: 415)) === roomy.window)
    #expect(roomy.window.hitTest(CGPoint(x: 89, y: 415), with: nil) === roomy.button)
  }

  @Test func theSceneHitTestsATouchWithItsEvent() throws {
    let button = GenerousButton(type: .system)
    let stage = Stage(button: button)
    stage.scene.advanceTime(by: 2)
    stage.scene.tap(at: CGPoint(x: 115, y: 415))
    let event = try #require(button.eventsSeen.last ?? nil)
    #expect(event.type == .touches)
    #expect(event.timestamp.isClose(to: 2))
  }

  @Test func aHiddenOrSilentViewIsNotAskedWhereAPointIs() {
    let button = GenerousButton(type: .system)
    let stage = Stage(button: button)
    let centre = CGPoint(x: 115, y: 415)
    button.isHidden = true
    #expect(stage.scene.hitTest(centre) === stage.window)
    button.isHidden = false
    button.alpha = 0.009
    #expect(stage.scene.hitTest(centre) === stage.window)
    button.alpha = 1
    button.isUserInteractionEnabled = false
    #expect(stage.scene.hitTest(centre) === stage.window)
    #expect(button.eventsSeen.isEmpty)
    button.isUserInteractionEnabled = true
    #expect(stage.scene.hitTest(centre) === button)
    #expect(button.eventsSeen.count == 1)
  }

  @Test func anOverlayWindowPassesTouchesOnItsEmptyPartsToTheWindowBehind() {
    let app = Stage(button: UIButton(type: .system))
    let overlay = OverlayWindow(screen: .iPhone15)
    overlay.windowLevel = .alert
    let banner = UIButton(type: .system)
    banner.frame = CGRect(x: 0, y: 60, width: 393, height: 80)
    var bannerTaps = 0
    banner.addAction(UIAction { _ in bannerTaps += 1 }, for: .touchUpInside)
    overlay.addSubview(banner)
    app.scene.show(overlay)
    #expect(app.scene.windows.last === overlay)

    #expect(app.scene.tap(at: CGPoint(x: 115, y: 415)) === app.button)
    #expect(app.taps == 1)
    #expect(app.scene.tap(at: CGPoint(x: 200, y: 100)) === banner)
    #expect(bannerTaps == 1 && app.taps == 1)
    // Nothing of either window under the point: the app window takes it.
    #expect(app.scene.hitTest(CGPoint(x: 300, y: 700)) === app.window)
  }

  @Test func aPlainOverlayWindowTakesEveryTouch() {
    // What the override changes: the same overlay without it swallows the tap.
    let app = Stage(button: UIButton(type: .system))
    let overlay = UIWindow(screen: .iPhone15)
    overlay.windowLevel = .alert
    app.scene.show(overlay)
    #expect(app.scene.tap(at: CGPoint(x: 115, y: 415)) == nil)
    #expect(app.scene.hitTest(CGPoint(x: 115, y: 415)) === overlay)
    #expect(app.taps == 0)
  }

  @Test func aCoveringViewPassesTouchesToTheSiblingBehindIt() {
    let app = Stage(button: UIButton(type: .system))
    let cover = TouchThroughView(frame: app.window.bounds)
    let chip = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    cover.addSubview(chip)
    app.window.addSubview(cover)
    #expect(app.scene.tap(at: CGPoint(x: 115, y: 415)) === app.button)
    #expect(app.taps == 1)
    #expect(app.scene.hitTest(CGPoint(x: 30, y: 30)) === chip)
    #expect(app.window.hitTest(CGPoint(x: 300, y: 700), with: nil) === app.window)
  }
}
