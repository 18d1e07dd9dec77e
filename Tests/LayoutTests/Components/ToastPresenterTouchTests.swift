import Foundation
import Testing

@testable import Layout

/// Dismissal as touches: tap, swipe (just under and just over each threshold) and hold.
@Suite struct ToastPresenterTouchTests {
  static let centre = ToastHarness.capsuleCentre

  @Test func aTapOnTheToastDismissesItAndATapBesideItReachesTheApp() {
    let h = ToastHarness(.queue)
    let app = Window(screen: .iPhone15)
    let button = Button(type: .system)
    app.addSubview(button)
    button.snp.makeConstraints { make in
      make.left.top.equalToSuperview().offset(100)
      make.size.equalTo(CGSize(width: 100, height: 44))
    }
    app.layoutIfNeeded()
    h.scene.show(app)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    let id = h.presenter.show("Hi")
    // Beside the box (1 point above it): through the toast's window to the app.
    #expect(h.presenter.tap(at: CGPoint(x: 196.5, y: 652 - 31.4)) == nil)
    #expect(h.presenter.tap(at: CGPoint(x: 150, y: 122)) == nil)
    #expect(taps == 1)
    #expect(h.presenter.tap(at: Self.centre) == id)
    #expect(h.presenter.events.last?.kind == .dismissed(.tap))
    #expect(h.alpha(of: id, at: 0.1)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
    #expect(h.alpha(of: id, at: 0.2) == nil)
    #expect(h.scene.visibleWindows.count == 1 && h.scene.visibleWindows.first === app)
  }

  @Test func withTapToDismissOffATapOnTheToastGoesThrough() {
    let h = ToastHarness(.queue)
    h.presenter.dismissesOnTap = false
    let id = h.presenter.show("Hi")
    #expect(h.presenter.tap(at: Self.centre) == nil)
    #expect(h.alpha(of: id, at: 1) == 1)
  }

  @Test func aTapHitsWhatIsDrawnNotTheModel() throws {
    // A capsule's fade sets its window's model alpha to 0 when it starts: still tappable
    // while drawn, not once the drawn alpha is below 0.01.
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi")
    h.clock.advance(to: 2)
    #expect(h.presenter.tap(at: Self.centre) == id)
    let late = ToastHarness(.queue)
    late.presenter.show("Hi")
    late.clock.advance(to: 2.4999)
    #expect(late.presenter.tap(at: Self.centre) == nil)
  }

  /// (distance down, seconds) → dismissed? The capsule sits at the bottom: down is towards
  /// its edge. 75 points or 750 points per second.
  @Test(arguments: [
    (74.9, 1.0, false), (75.0, 1.0, true), (40.0, 40.0 / 749, false), (40.0, 40.0 / 751, true),
    (-100.0, 0.05, false), (100.0, 0.0, true), (50.0, -1.0, false), (50.0, .nan, false),
  ])
  func aSwipeDismissesPastEitherThreshold(distance: Double, seconds: Double, dismissed: Bool) {
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi")
    let end = CGPoint(x: Self.centre.x + 30, y: Self.centre.y + distance)
    let result = h.presenter.swipe(from: Self.centre, to: end, duration: seconds)
    #expect(result == (dismissed ? id : nil))
    #expect((h.alpha(of: id, at: 0.2) == nil) == dismissed)
  }

  @Test func aSwipeThatStartsOffTheToastDoesNothing() {
    let h = ToastHarness(.queue)
    h.presenter.show("Hi")
    let start = CGPoint(x: 20, y: Self.centre.y)
    #expect(h.presenter.swipe(from: start, to: CGPoint(x: 20, y: 852), duration: 0.1) == nil)
  }

  @Test func aSwipedBannerSlidesOffTheTopAsItFades() throws {
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi", style: .banner)
    let frame = try #require(h.frame(of: id, at: 1))
    let start = CGPoint(x: frame.midX, y: frame.midY)
    // Down is away from a top banner's edge; up dismisses.
    #expect(h.presenter.swipe(from: start, to: CGPoint(x: start.x, y: 300), duration: 0.1) == nil)
    let up = CGPoint(x: start.x, y: start.y - 100)
    #expect(h.presenter.swipe(from: start, to: up, duration: 0.1) == id)
    let progress = TimingCurve.easeIn.value(at: 0.5)
    let mid = try #require(h.frame(of: id, at: 1.1))
    #expect(mid.minY.isClose(to: frame.minY - frame.maxY * progress))
    #expect(h.alpha(of: id, at: 1.1)?.isClose(to: 1 - progress) == true)
    #expect(h.frame(of: id, at: 1.2) == nil)
  }

  @Test func withReduceMotionASwipeOnlyFades() throws {
    let h = ToastHarness(.queue) { $0.accessibility.isReduceMotionEnabled = true }
    let id = h.presenter.show("Hi", style: .banner)
    let frame = try #require(h.frame(of: id, at: 1))
    let start = CGPoint(x: frame.midX, y: frame.midY)
    #expect(h.presenter.swipe(from: start, to: CGPoint(x: start.x, y: 0), duration: 0.1) == id)
    #expect(try #require(h.frame(of: id, at: 1.1)) == frame)
    #expect(h.alpha(of: id, at: 1.1)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
  }

  @Test func holdingACapsuleStopsItsDuration() {
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi")  // would fade at 1.5
    h.clock.advance(to: 1)
    #expect(h.presenter.beginHold(at: Self.centre) == id)
    #expect(h.presenter.beginHold(at: Self.centre) == nil)  // one finger
    #expect(h.alpha(of: id, at: 2.9) == 1)
    h.clock.advance(to: 3)
    h.presenter.endHold()
    // 0.5 s were left at 1.0: the fade runs from 3.5 to 4.5.
    #expect(h.alpha(of: id, at: 3.5) == 1)
    #expect(h.alpha(of: id, at: 4)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
    #expect(h.alpha(of: id, at: 4.5) == nil)
    let kinds = h.presenter.events.map(\.kind)
    #expect(kinds == [.announcement("Hi"), .paused, .resumed, .dismissed(.timeout)])
    #expect(h.presenter.events.map(\.time) == [0, 1, 3, 3.5])
  }

  @Test func aHoldDuringTheFadeInPausesTheWholeDuration() throws {
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi", style: .banner)  // in by 0.5, out at 2.5
    let frame = try #require(h.frame(of: id, at: 0.2))
    #expect(h.presenter.beginHold(at: CGPoint(x: frame.midX, y: frame.midY)) == id)
    #expect(h.alpha(of: id, at: 0.5) == 1)
    h.clock.advance(to: 1)
    h.presenter.endHold()
    // The 2 s start at the release: out from 3.0 to 3.5.
    #expect(h.alpha(of: id, at: 3) == 1)
    #expect(h.alpha(of: id, at: 3.25)?.isClose(to: 1 - TimingCurve.easeOut.value(at: 0.5)) == true)
    #expect(h.alpha(of: id, at: 3.5) == nil)
  }

  @Test func aHoldOffTheToastOrWhileItLeavesDoesNothing() {
    let h = ToastHarness(.queue)
    let id = h.presenter.show("Hi")
    #expect(h.presenter.beginHold(at: CGPoint(x: 10, y: 10)) == nil)
    h.presenter.endHold()  // no finger: nothing
    h.clock.advance(to: 2)
    #expect(h.presenter.beginHold(at: Self.centre) == nil)  // fading out
    #expect(h.alpha(of: id, at: 2.5) == nil)
  }
}
