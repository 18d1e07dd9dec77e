import LayoutUIKit
import Testing

/// Docs/UIKit.md's example, with the values the guide prints.
@Suite struct GuideExampleTests {
  @Test func theBannerSitsUnderTheSafeAreaAndFadesInOnTheBoundAnimator() throws {
    let window = UIWindow(screen: .iPhone15)
    let clock = AnimationClock()
    let animator = Animator(clock: clock, watching: [window])
    Animator.withCurrent(animator) { window.showBanner("Saved") }
    window.layoutIfNeeded()
    let label = try #require(window.subviews.first)
    // 0.6 × 393 = 235.8 wide, centred; 59 (the safe area) + 40 down.
    #expect(label.frame.isClose(to: CGRect(x: 78.6, y: 99, width: 235.8, height: 35)))
    clock.advance(to: 0.25)
    let alpha = animator.presentation(of: label).alpha
    #expect(abs(alpha - 0.315_356_8) < 1e-7, "\(alpha)")

    // Without a bound animator: shown at once.
    let plain = UIWindow(screen: .iPhone15)
    plain.showBanner("Saved")
    #expect(plain.subviews.first?.alpha == 1)
  }
}
