import LayoutUIKit
import Testing

/// Seed 001 pasted (Seeds/Seed001Toast.swift): `showToast` under the safe area, and the
/// view controller whose button shows it.
@Suite struct Seed001ToastTests {
  /// A view filling a window (a view controller's view), watched by an animator.
  static func stage(_ screen: UIScreen) -> (AnimationClock, Animator, UIWindow, UIView) {
    let window = UIWindow(screen: screen)
    let root = UIView()
    window.addSubview(root)
    root.snp.makeConstraints { $0.edges.equalToSuperview() }
    let clock = AnimationClock()
    return (clock, Animator(clock: clock, watching: [window]), window, root)
  }

  /// Top = safe-area top + 40, width 0.6 × the superview's, 35 high, centred: on an
  /// iPhone 15 (393 wide, safe top 59) 235.8 wide at x (393 − 235.8) / 2 = 78.6, y 99, which
  /// UIKit writes on the 3x grid: the left edge 235.8 pixels → 236 (78⅔), the right edge
  /// 314.4 × 3 = 943.2 → 943 (314⅓), so 235⅔ wide; on an iPhone SE (375, safe top 20) 225
  /// at x 75, y 60, on the grid already.
  @Test(arguments: [
    (UIScreen.iPhone15, CGRect(x: 236.0 / 3, y: 99, width: 707.0 / 3, height: 35)),
    (UIScreen.iPhoneSE3, CGRect(x: 75, y: 60, width: 225, height: 35)),
  ])
  func theLabelSitsFortyBelowTheSafeAreaAtSixTenthsOfTheWidth(screen: UIScreen, expected: CGRect)
    throws
  {
    let (_, animator, window, root) = Self.stage(screen)
    Animator.withCurrent(animator) { root.showToast(message: "Hello, Toast!") }
    window.layoutIfNeeded()
    let label = try #require(root.subviews.first as? UILabel)
    #expect(label.frame.isClose(to: expected), "\(label.frame)")
    #expect(label.text == "Hello, Toast!" && label.textAlignment == .center)
    #expect(label.font.pointSize == 16 && label.layer.cornerRadius == 10 && label.clipsToBounds)
    #expect(label.backgroundColor == UIColor.black.withAlphaComponent(0.3))
    #expect(window.layoutDiagnostics.isEmpty, "\(window.layoutDiagnostics)")
  }

  /// Fade in over 0.5 s (ease-in), hold `duration` (2 s), fade out over 0.5 s (ease-out),
  /// then removal: the second animation starts from the first one's completion.
  @Test func theLabelFadesInHoldsFadesOutAndIsRemovedAtThreeSeconds() throws {
    let (clock, animator, _, root) = Self.stage(.iPhone15)
    Animator.withCurrent(animator) { root.showToast(message: "Hello, Toast!") }
    let label = try #require(root.subviews.first)
    func alpha(at time: TimeInterval) -> CGFloat {
      clock.advance(to: time)
      return animator.presentation(of: label).alpha
    }
    #expect(alpha(at: 0) == 0)
    #expect(alpha(at: 0.25).isClose(to: TimingCurve.easeIn.value(at: 0.5)))
    for time in [0.5, 1.5, 2.5] { #expect(alpha(at: time) == 1, "at \(time)") }
    #expect(alpha(at: 2.75).isClose(to: 1 - TimingCurve.easeOut.value(at: 0.5)))
    #expect(label.superview === root)
    clock.advance(to: 3)
    #expect(label.superview == nil && !animator.hasPendingWork)
  }

  @Test func aLongerDurationHoldsLonger() throws {
    let (clock, animator, _, root) = Self.stage(.iPhone15)
    Animator.withCurrent(animator) { root.showToast(message: "Saved", duration: 4) }
    let label = try #require(root.subviews.first)
    clock.advance(to: 4.5)
    #expect(animator.presentation(of: label).alpha == 1)
    clock.advance(to: 5)
    #expect(label.superview == nil)
  }

  /// The controller's system button is centred in its view; a tap on it (through the
  /// scene's hit-testing) runs its target's method, which shows the toast.
  @Test func theViewControllersButtonIsCentredAndATapOnItShowsTheToast() throws {
    let scene = UIWindowScene(screen: .iPhone15)
    let controller = ViewController()
    #expect(!controller.isViewLoaded)
    // The app's start, as a scene delegate writes it.
    let window = UIApplication.withCurrent(UIApplication(scenes: [scene])) {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }
    #expect(controller.isViewLoaded && controller.view.superview === window)
    #expect(window.isKeyWindow && scene.keyWindow === window && !window.isHidden)
    window.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    let button = try #require(controller.view.subviews.first as? UIButton)
    #expect(button.buttonType == .system && button.currentTitle == "Show Toast")
    // Centred exactly, then written on the pixel grid.
    let solved = button.solvedFrame
    #expect(CGPoint(x: solved.midX, y: solved.midY).isClose(to: CGPoint(x: 196.5, y: 426)))
    #expect(button.frame.isPixelRounding(of: button.solvedFrame, scale: 3))
    #expect(button.frame.width > 0 && button.frame.height > 0)

    let clock = AnimationClock()
    let animator = Animator(clock: clock, scene: scene)
    let tapped = Animator.withCurrent(animator) { scene.tap(at: CGPoint(x: 196.5, y: 426)) }
    #expect(tapped === button)
    window.layoutIfNeeded()
    let label = try #require(controller.view.subviews.last as? UILabel)
    #expect(label !== button && label.text == "Hello, Toast!")
    #expect(label.frame.isClose(to: CGRect(x: 236.0 / 3, y: 99, width: 707.0 / 3, height: 35)))
    #expect(label.layer.cornerRadius == 10 && label.layer.masksToBounds)
    clock.advance(to: 0.25)
    #expect(animator.presentation(of: label).alpha.isClose(to: TimingCurve.easeIn.value(at: 0.5)))
    clock.advance(to: 3)
    #expect(controller.view.subviews.count == 1)
  }
}
