import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// A new animation of a property that is already animating: additive by default,
  /// replacing with `.beginFromCurrentState`; completions and cancellation.
  @Suite struct InterruptionTests {
    typealias Call = (finished: Bool, at: TimeInterval)

    /// A box fading from 1 to 0 over 1 s (linear), interrupted at 0.5 s by a 1 s linear fade
    /// back to 1 with the given options.
    static func interrupted(options: View.AnimationOptions)
      -> (AnimationClock, Animator, View, () -> [Call], () -> [Call])
    {
      let (clock, animator, _, box) = AnimatorTests.stage()
      var first: [Call] = []
      var second: [Call] = []
      animator.animate(withDuration: 1, options: .curveLinear) {
        box.alpha = 0
      } completion: {
        first.append(($0, clock.now))
      }
      clock.advance(to: 0.5)
      animator.animate(withDuration: 1, options: options.union(.curveLinear)) {
        box.alpha = 1
      } completion: {
        second.append(($0, clock.now))
      }
      return (clock, animator, box, { first }, { second })
    }

    @Test func byDefaultANewAnimationBlendsWithTheOneInFlight() {
      let (clock, animator, box, first, second) = Self.interrupted(options: [])
      // No jump: the new animation starts from the current presentation value.
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
      clock.advance(to: 0.75)
      // Model 1, plus the first's (1 − 0)·(1 − 0.75), plus the second's (0 − 1)·(1 − 0.25).
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
      clock.advance(to: 1)
      #expect(first().count == 1 && first()[0] == (true, 1.0))
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
      clock.advance(to: 1.25)
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.75))
      clock.advance(to: 2)
      #expect(second().count == 1 && second()[0] == (true, 1.5))
      #expect(animator.presentation(of: box).alpha == 1)
    }

    @Test func beginFromCurrentStateReplacesAndTheFirstCompletionGetsFalse() {
      let (clock, animator, box, first, second) = Self.interrupted(
        options: .beginFromCurrentState)
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
      #expect(first().isEmpty)  // completions run as the clock advances
      clock.advance(by: 0)
      #expect(first().count == 1 && first()[0] == (false, 0.5))
      clock.advance(to: 1)
      // From 0.5 to 1 over 1 s, alone: half way at 1.0.
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.75))
      clock.advance(to: 2)
      #expect(second().count == 1 && second()[0] == (true, 1.5))
    }

    @Test func replacingOnePropertyLeavesTheGroupsOtherPropertiesRunning() {
      let (clock, animator, _, box) = AnimatorTests.stage()
      var finished: [(Bool, TimeInterval)] = []
      animator.animate(withDuration: 1, options: .curveLinear) {
        box.alpha = 0
        box.center.x += 100
      } completion: {
        finished.append(($0, clock.now))
      }
      clock.advance(to: 0.5)
      animator.animate(withDuration: 0.2, options: .beginFromCurrentState) { box.alpha = 1 }
      clock.advance(to: 0.6)
      #expect(finished.isEmpty)
      #expect(animator.presentation(of: box).center.x.isClose(to: 70 + 60))
      clock.advance(to: 1)
      #expect(finished.count == 1 && finished[0] == (false, 1.0))
    }

    @Test func removingAllAnimationsJumpsToTheModelAndReportsFalse() {
      let (clock, animator, _, box) = AnimatorTests.stage()
      var finished: Bool?
      animator.animate(withDuration: 1) {
        box.alpha = 0
      } completion: {
        finished = $0
      }
      clock.advance(to: 0.5)
      animator.removeAllAnimations(of: box)
      #expect(animator.presentation(of: box).alpha == 0)
      clock.advance(by: 0)
      #expect(finished == false)
    }

    @Test func seed003sOverlappingTransformsStartWhereTheButtonIs() {
      // copyButton: put at +gap, animate to +gap/2 in 0.1 s and to 0 in 0.3 s, together.
      let (clock, animator, _, button) = AnimatorTests.stage()
      let gap: CGFloat = 131
      button.transform = CGAffineTransform(translationX: gap, y: 0)
      animator.animate(withDuration: 0.1) {
        button.transform = CGAffineTransform(translationX: gap / 2, y: 0)
      }
      animator.animate(withDuration: 0.3) { button.transform = .identity }
      #expect(animator.presentation(of: button).transform.tx.isClose(to: gap))
      clock.advance(to: 0.1)
      let remaining = 1 - TimingCurve.easeInOut.value(at: 1.0 / 3)
      #expect(animator.presentation(of: button).transform.tx.isClose(to: gap / 2 * remaining))
      clock.advance(to: 0.3)
      #expect(animator.presentation(of: button).transform == .identity)
    }
  }

  /// `animateKeyframes`: linear parts that add up, one completion.
  @Suite struct KeyframeTests {
    @Test func keyframesRunInTheirPartsOfTheTime() {
      let (clock, animator, _, box) = AnimatorTests.stage()
      var finished: [(Bool, TimeInterval)] = []
      animator.animateKeyframes(withDuration: 2, delay: 1) {
        animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.2 }
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
          box.alpha = 1
        }
        box.center.x += 100  // outside the keyframes: the whole time, ease-in-out
      } completion: {
        finished.append(($0, clock.now))
      }
      #expect(box.alpha == 1)
      let samples: [(TimeInterval, CGFloat)] = [
        (0.5, 1), (1, 1), (1.5, 0.6), (2, 0.2), (2.25, 0.6), (2.5, 1), (3, 1),
      ]
      for (time, alpha) in samples {
        clock.advance(to: time)
        #expect(animator.presentation(of: box).alpha.isClose(to: alpha), "at \(time)")
      }
      #expect(finished.count == 1 && finished[0] == (true, 3.0))
    }

    @Test func aKeyframeOutsideAnimateKeyframesIsNotAnimated() {
      let (_, animator, _, box) = AnimatorTests.stage()
      animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.3 }
      #expect(!animator.isAnimating(box) && animator.presentation(of: box).alpha == 0.3)
    }
  }
}
