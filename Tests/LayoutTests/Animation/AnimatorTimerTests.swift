import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// `Animator.schedule(after:_:)`: timers on the virtual clock.
  @Suite struct AnimatorTimerTests {
    @Test func aTimerRunsAtItsExactTimeAndMovesNothing() {
      let clock = AnimationClock()
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let animator = Animator(clock: clock, watching: [view])
      var ranAt: [Int64] = []
      animator.schedule(after: 0.3) { ranAt.append(clock.nanoseconds) }
      #expect(animator.hasPendingWork && !animator.isAnimating(view))
      clock.advance(to: 0.29)
      #expect(ranAt.isEmpty)
      #expect(animator.presentation(of: view) == AnimatableState(of: view))
      clock.advance(to: 1)
      #expect(ranAt == [300_000_000])
      #expect(!animator.hasPendingWork)
    }

    @Test func timersAndCompletionsDueTogetherRunInTheOrderMade() {
      let clock = AnimationClock()
      let view = View()
      let animator = Animator(clock: clock, watching: [view])
      var order: [String] = []
      animator.schedule(after: 0.5) { order.append("timer 1") }
      animator.animate(withDuration: 0.5) {
        view.alpha = 0
      } completion: { _ in
        order.append("fade")
      }
      animator.schedule(after: 0.5) { order.append("timer 2") }
      animator.schedule(after: 0) { order.append("now") }
      animator.schedule(after: .nan) { order.append("nan") }
      clock.advance(by: 0)
      #expect(order == ["now", "nan"])
      clock.advance(to: 0.5)
      #expect(order == ["now", "nan", "timer 1", "fade", "timer 2"])
    }
  }
}
