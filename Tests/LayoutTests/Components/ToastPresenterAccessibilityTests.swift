import Foundation
import Testing

@testable import Layout

/// Announcements, VoiceOver's longer durations and Reduce Motion's cross-fades.
@Suite struct ToastPresenterAccessibilityTests {
  @Test func eachToastPostsAnAnnouncementWhenItAppears() {
    let h = ToastHarness(.queue)
    let first = h.presenter.show("First", style: .banner)
    let second = h.presenter.show("Second", style: .banner)
    h.clock.advance(to: 7)
    let expected: [ToastPresenter.Event] = [
      .init(time: 0, toast: first, kind: .announcement("First")),
      .init(time: 2.5, toast: first, kind: .dismissed(.timeout)),
      .init(time: 3, toast: second, kind: .announcement("Second")),
      .init(time: 5.5, toast: second, kind: .dismissed(.timeout)),
    ]
    #expect(h.presenter.events == expected)
  }

  @Test func aReplacedToastIsRecordedAsReplaced() {
    let h = ToastHarness(.replace)
    let first = h.presenter.show("First")
    h.clock.advance(to: 0.5)
    let second = h.presenter.show("Second")
    #expect(
      h.presenter.events.map(\.kind) == [
        .announcement("First"), .dismissed(.replaced), .announcement("Second"),
      ])
    #expect(h.presenter.events.map(\.toast) == [first, first, second])
  }

  @Test func withVoiceOverADurationLastsAtLeastTenSeconds() {
    let h = ToastHarness(.queue) { $0.accessibility.isVoiceOverRunning = true }
    let id = h.presenter.show("Hi")
    #expect(h.alpha(of: id, at: 9.99) == 1)
    #expect(h.alpha(of: id, at: 10.5)?.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)) == true)
    #expect(h.alpha(of: id, at: 11) == nil)
    // The request keeps what was asked for; the hold is what VoiceOver needs.
    #expect(h.presenter.events.map(\.time) == [0, 10])
  }

  @Test(arguments: [
    (false, 10.0, 2.0, 2.0), (true, 10.0, 2.0, 10.0), (true, 10.0, 12.0, 12.0),
    (true, 30.0, 2.0, 30.0), (true, .nan, 2.0, 2.0), (true, -5.0, 2.0, 2.0),
  ])
  func holdDurationIsTheLargerOfTheDurationAndTheTimeout(
    voiceOver: Bool, timeout: Double, duration: Double, expected: Double
  ) {
    let settings = AccessibilitySettings(
      isVoiceOverRunning: voiceOver, recommendedTimeout: timeout)
    #expect(settings.holdDuration(for: duration) == expected)
  }

  @Test func withReduceMotionStackedToastsCrossFadeInsteadOfSliding() throws {
    let h = ToastHarness(.stack(2)) { $0.accessibility.isReduceMotionEnabled = true }
    let a = h.presenter.show("A", duration: 5)
    h.clock.advance(to: 0.5)
    h.presenter.show("B", duration: 5)
    let start = try #require(h.frame(of: a, at: 0.5))
    // First half (0.5 to 0.65): fading out in place, linearly.
    #expect(try #require(h.frame(of: a, at: 0.6)) == start)
    #expect(h.alpha(of: a, at: 0.6)?.isClose(to: 1 - 0.1 / 0.15) == true)
    // Second half: already at its new place, fading back in.
    let step = 2 * 15.666666666666666 + 8
    #expect(try #require(h.frame(of: a, at: 0.7)).maxY.isClose(to: start.maxY - step))
    #expect(h.alpha(of: a, at: 0.7)?.isClose(to: 0.05 / 0.15) == true)
    #expect(h.alpha(of: a, at: 0.8) == 1)
    #expect(try #require(h.frame(of: a, at: 0.8)).maxY.isClose(to: start.maxY - step))
  }
}
