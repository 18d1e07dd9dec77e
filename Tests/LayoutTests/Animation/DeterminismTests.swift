import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// Sampling is a function of time alone: any steps that reach a time give the same bits.
  @Suite struct DeterminismTests {
    /// Seed 001's chain plus a spring, keyframes and an interruption, on one scene.
    static func busyScene() -> (AnimationClock, Animator, Scene) {
      let (clock, animator, scene, toast) = SeedTimelineTests.seed001()
      let box = toast.label
      animator.animate(withDuration: 1.2, usingSpringWithDamping: 0.4, initialSpringVelocity: 2) {
        box.transform = CGAffineTransform(translationX: 0, y: 30)
      } completion: { _ in
        animator.animateKeyframes(withDuration: 0.9) {
          animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
            box.backgroundColor = .red
          }
          animator.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
            box.transform = .identity
          }
        }
        animator.animate(withDuration: 0.4, delay: 0.1, options: .beginFromCurrentState) {
          box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }
      }
      return (clock, animator, scene)
    }

    static let sampleTimes: [TimeInterval] = [0.1, 0.25, 0.5, 1.2, 1.33, 1.7, 2.5, 2.75, 3, 3.2]

    /// Samples at `sampleTimes`, reaching each by steps of `step` (0: one jump).
    static func samples(step: TimeInterval) -> [RenderTree] {
      let (clock, animator, scene) = busyScene()
      return sampleTimes.map { time in
        if step > 0 {
          while clock.now + step < time { clock.advance(by: step) }
        }
        clock.advance(to: time)
        return RenderTree(
          presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
      }
    }

    @Test(arguments: [0.001, 0.037, 0.1, 0.5, 1.0 / 60] as [TimeInterval])
    func stepsOfAnySizeGiveTheSameSamplesAsOneJump(step: TimeInterval) {
      let jump = Self.samples(step: 0)
      let stepped = Self.samples(step: step)
      #expect(jump == stepped)
    }

    @Test func stepsThatLandOnEventTimesGiveTheSameSamples() {
      // 0.5 (fade-in ends, hold begins), 1.2 (spring ends), 2.5, 3.0 (removal).
      let jump = Self.samples(step: 0)
      let (clock, animator, scene) = Self.busyScene()
      var landed: [RenderTree] = []
      for time in Self.sampleTimes {
        for event in [0.5, 1.2, 1.3, 2.5, 3.0] where event > clock.now && event < time {
          clock.advance(to: event)
        }
        clock.advance(to: time)
        landed.append(
          RenderTree(presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
        )
      }
      #expect(jump == landed)
    }

    @Test func tenStepsOfATenthLandExactlyOnOneSecond() {
      let clock = AnimationClock()
      for _ in 0..<10 { clock.advance(by: 0.1) }
      #expect(clock.nanoseconds == 1_000_000_000 && clock.now == 1)
    }

    @Test func aCompletionStartsItsAnimationAtTheExactEndTimeWhateverTheSteps() {
      var starts: [TimeInterval] = []
      for step in [0.0, 0.3, 0.07] {
        let (clock, animator, _, box) = AnimatorTests.stage()
        animator.animate(withDuration: 0.45) {
          box.alpha = 0
        } completion: { _ in
          starts.append(clock.now)
          animator.animate(withDuration: 0.45) { box.alpha = 1 }
        }
        if step > 0 {
          while clock.now + step < 2 { clock.advance(by: step) }
        }
        clock.advance(to: 2)
      }
      #expect(starts == [0.45, 0.45, 0.45])
    }

    @Test func twoScenesShareAClockSideBySide() {
      let clock = AnimationClock()
      let (_, _, _, first) = AnimatorTests.stage()
      let (_, _, _, second) = AnimatorTests.stage()
      let a = Animator(clock: clock, watching: [first.superview ?? first])
      let b = Animator(clock: clock, watching: [second.superview ?? second])
      var order: [String] = []
      a.animate(withDuration: 0.3) {
        first.alpha = 0
      } completion: { _ in
        order.append("a")
      }
      b.animate(withDuration: 0.2) {
        second.alpha = 0
      } completion: { _ in
        order.append("b")
        a.animate(withDuration: 0.05) {
          first.alpha = 1
        } completion: { _ in
          order.append("a2 at \(clock.now)")
        }
      }
      clock.advance(to: 1)
      #expect(order == ["b", "a2 at 0.25", "a"])
    }
  }
}
