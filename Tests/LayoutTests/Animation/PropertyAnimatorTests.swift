import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

extension AnimationTests {
  /// `UIViewPropertyAnimator`: start, pause, scrub, reverse, stop and finish on the clock.
  @Suite struct PropertyAnimatorTests {
    /// A box at x 0…100 (centre 50) in a watched window, and a linear 1 s animator moving it
    /// 200 to the right.
    static func stage(
      curve: View.AnimationCurve = .linear
    ) -> (AnimationClock, Animator, View, ViewPropertyAnimator) {
      let window = Window(screen: .iPhone15)
      let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(box)
      let clock = AnimationClock()
      let animator = Animator(clock: clock, watching: [window])
      let slide = Animator.withCurrent(animator) {
        ViewPropertyAnimator(duration: 1, curve: curve) { box.center.x += 200 }
      }
      return (clock, animator, box, slide)
    }

    @Test func theBlocksRunWhenItStartsAndThePresentationFollowsTheCurve() {
      let (clock, animator, box, slide) = Self.stage(curve: .easeIn)
      #expect(box.center.x == 50)  // not run yet
      #expect(slide.state == .inactive)
      slide.startAnimation()
      #expect(box.center.x == 250)  // the model at once
      #expect(slide.state == .active && slide.isRunning)
      clock.advance(to: 0.5)
      let x = animator.presentation(of: box).center.x
      #expect(x.isClose(to: 50 + 200 * TimingCurve.easeIn.value(at: 0.5)), "\(x)")
      #expect(slide.fractionComplete.isClose(to: 0.5))
      #expect(animator.isAnimating(box))
      clock.advance(to: 1)
      #expect(animator.presentation(of: box).center.x == 250)
      #expect(slide.state == .inactive)
      #expect(!animator.isAnimating(box))
    }

    @Test func pausingHoldsAndScrubbingIsLinear() {
      let (clock, animator, box, slide) = Self.stage(curve: .easeInOut)
      slide.startAnimation()
      clock.advance(to: 0.25)
      let before = animator.presentation(of: box).center.x
      slide.pauseAnimation()
      #expect(!slide.isRunning && slide.state == .active)
      clock.advance(to: 3)
      #expect(animator.presentation(of: box).center.x == before)  // held
      #expect(slide.fractionComplete.isClose(to: 0.25))
      slide.fractionComplete = 0.8
      #expect(animator.presentation(of: box).center.x.isClose(to: 50 + 160))  // linear scrub
      slide.scrubsLinearly = false
      slide.fractionComplete = 0.8
      let curved = 50 + 200 * TimingCurve.easeInOut.value(at: 0.8)
      #expect(animator.presentation(of: box).center.x.isClose(to: curved))
    }

    @Test func settingTheFractionOnAnInactiveAnimatorActivatesItPaused() {
      let (clock, animator, box, slide) = Self.stage()
      slide.fractionComplete = 0.3
      #expect(slide.state == .active && !slide.isRunning)
      #expect(box.center.x == 250)
      #expect(animator.presentation(of: box).center.x.isClose(to: 110))
      clock.advance(by: 1)
      #expect(animator.presentation(of: box).center.x.isClose(to: 110))
      slide.fractionComplete = .nan  // ignored
      #expect(slide.fractionComplete.isClose(to: 0.3))
    }

    @Test func resumingRunsTheTimeLeftWithoutAJump() {
      let (clock, animator, box, slide) = Self.stage()
      slide.fractionComplete = 0.5  // at 150
      slide.startAnimation()  // at t = 0: 0.5 s left
      #expect(animator.presentation(of: box).center.x.isClose(to: 150))
      clock.advance(to: 0.25)
      #expect(animator.presentation(of: box).center.x.isClose(to: 200))
      #expect(slide.fractionComplete.isClose(to: 0.75))
      clock.advance(to: 0.5)
      #expect(slide.state == .inactive)
    }

    @Test func reversingMidRunGoesBackAndFinishesAtTheStart() {
      let (clock, animator, box, slide) = Self.stage()
      var positions: [ViewAnimatingPosition] = []
      slide.addCompletion { positions.append($0) }
      slide.startAnimation()
      clock.advance(to: 0.6)  // at 170
      slide.isReversed = true
      #expect(animator.presentation(of: box).center.x.isClose(to: 170))
      clock.advance(to: 0.9)  // half of the 0.6 s back
      #expect(animator.presentation(of: box).center.x.isClose(to: 110))
      #expect(slide.fractionComplete.isClose(to: 0.3))
      clock.advance(to: 1.2)
      #expect(positions == [.start])
      #expect(box.center.x == 50)  // the model went back
      #expect(animator.presentation(of: box).center.x == 50)
    }

    @Test func aReversedStartFromPausedRunsBack() {
      let (clock, animator, box, slide) = Self.stage()
      slide.fractionComplete = 0.8
      slide.isReversed = true
      slide.startAnimation()
      clock.advance(to: 0.4)
      #expect(animator.presentation(of: box).center.x.isClose(to: 130))  // 0.4 of the way
      clock.advance(to: 0.8)
      #expect(slide.state == .inactive)
      #expect(box.center.x == 50)
    }

    @Test func stoppingLeavesTheViewsWhereTheyAre() {
      let (clock, animator, box, slide) = Self.stage()
      var positions: [ViewAnimatingPosition] = []
      slide.addCompletion { positions.append($0) }
      slide.startAnimation()
      clock.advance(to: 0.25)
      slide.stopAnimation(false)
      #expect(slide.state == .stopped)
      #expect(box.center.x.isClose(to: 100))
      #expect(animator.presentation(of: box).center.x.isClose(to: 100))
      clock.advance(to: 2)
      #expect(positions.isEmpty)
      slide.finishAnimation(at: .end)
      #expect(positions == [.end])
      #expect(box.center.x == 250)
      #expect(slide.state == .inactive)
    }

    @Test(arguments: [
      (ViewAnimatingPosition.start, 50.0), (.current, 100), (.end, 250),
    ])
    func finishingPlacesTheViews(position: ViewAnimatingPosition, x: Double) {
      let (clock, _, box, slide) = Self.stage()
      slide.startAnimation()
      clock.advance(to: 0.25)
      slide.stopAnimation(false)
      slide.finishAnimation(at: position)
      #expect(box.center.x.isClose(to: x))
    }

    @Test func stoppingWithoutFinishingDropsTheCompletions() {
      let (clock, _, box, slide) = Self.stage()
      var ran = false
      slide.addCompletion { _ in ran = true }
      slide.startAnimation()
      clock.advance(to: 0.5)
      slide.stopAnimation(true)
      #expect(slide.state == .inactive)
      #expect(box.center.x.isClose(to: 150))
      slide.finishAnimation(at: .end)  // not stopped: nothing, as UIKit (which throws)
      clock.advance(to: 2)
      #expect(!ran)
      #expect(box.center.x.isClose(to: 150))
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
      let (clock, _, _, slide) = Self.stage()
      var ran = false
      slide.addCompletion { _ in ran = true }
      slide.pausesOnCompletion = true
      slide.startAnimation()
      clock.advance(to: 2)
      #expect(slide.state == .active && !slide.isRunning)
      #expect(slide.fractionComplete == 1)
      #expect(!ran)
      slide.isReversed = true
      slide.startAnimation()
      clock.advance(to: 3)
      #expect(slide.fractionComplete == 0)
    }

    @Test func aDelayedStartShowsTheOldValuesUntilThen() {
      let (clock, animator, box, slide) = Self.stage()
      slide.startAnimation(afterDelay: 0.5)
      #expect(slide.isRunning)
      clock.advance(to: 0.4)
      #expect(animator.presentation(of: box).center.x == 50)
      clock.advance(to: 1)
      #expect(animator.presentation(of: box).center.x.isClose(to: 150))
      clock.advance(to: 1.5)
      #expect(slide.state == .inactive)
    }

    @Test func blocksAddedWhileRunningMoveOverTheTimeLeft() {
      let (clock, animator, box, slide) = Self.stage()
      slide.startAnimation()
      clock.advance(to: 0.5)
      box.alpha = 1
      slide.addAnimations { box.alpha = 0 }
      #expect(box.alpha == 0)
      clock.advance(to: 0.75)
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
      // A delay factor: starts after half of the time left.
      let late = Animator.withCurrent(animator) {
        ViewPropertyAnimator(duration: 1, curve: .linear)
      }
      late.addAnimations(
        { box.transform = CGAffineTransform(translationX: 100, y: 0) }, delayFactor: 0.5)
      late.startAnimation()  // at 0.75: moves from 1.25 to 1.75
      clock.advance(to: 1.25)
      #expect(animator.presentation(of: box).transform.tx == 0)
      clock.advance(to: 1.5)
      #expect(animator.presentation(of: box).transform.tx.isClose(to: 50))
    }

    @Test func continuingWithAFactorScalesTheTimeLeft() {
      let (clock, animator, box, slide) = Self.stage()
      slide.fractionComplete = 0.5
      slide.continueAnimation(withTimingParameters: nil, durationFactor: 2)  // 1 s left
      clock.advance(to: 0.5)
      #expect(animator.presentation(of: box).center.x.isClose(to: 200))
      clock.advance(to: 1)
      #expect(slide.state == .inactive)
    }

    @Test func runningPropertyAnimatorStartsAtOnceWithTheOptionsCurve() {
      let (clock, animator, box, _) = Self.stage()
      var finished: ViewAnimatingPosition?
      let made = Animator.withCurrent(animator) {
        ViewPropertyAnimator.runningPropertyAnimator(
          withDuration: 1, delay: 0, options: .curveEaseOut,
          animations: { box.alpha = 0 }, completion: { finished = $0 })
      }
      #expect(made.isRunning)
      #expect(!animator.allowsUserInteraction(on: box))
      clock.advance(to: 0.3)
      #expect(
        animator.presentation(of: box).alpha.isClose(to: 1 - TimingCurve.easeOut.value(at: 0.3)))
      clock.advance(to: 1)
      #expect(finished == .end)
    }

    @Test func aSpringSettlesByTheDuration() {
      let window = Window(screen: .iPhone15)
      let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(box)
      let clock = AnimationClock()
      let animator = Animator(clock: clock, watching: [window])
      let bounce = Animator.withCurrent(animator) {
        ViewPropertyAnimator(duration: 0.6, dampingRatio: 0.4) { box.center.y += 100 }
      }
      bounce.startAnimation()
      clock.advance(to: 0.2)
      let spring = Spring(dampingRatio: 0.4, duration: 0.6)
      let y = animator.presentation(of: box).center.y
      #expect(y.isClose(to: 5 + 100 * spring.value(atTime: 0.2)), "\(y)")
      clock.advance(to: 0.6)
      #expect(bounce.state == .inactive)
    }

    @Test func withoutAnAnimatorTheChangesAndCompletionsHappenAtOnce() {
      let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let slide = ViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x += 200 }
      var positions: [ViewAnimatingPosition] = []
      slide.addCompletion { positions.append($0) }
      slide.startAnimation()
      #expect(box.center.x == 250)
      #expect(positions == [.end])
      #expect(slide.state == .inactive)
    }

    @Test func aCompletionAnimatesOnTheSameAnimator() {
      let (clock, animator, box, slide) = Self.stage()
      slide.addCompletion { _ in
        Animator.current?.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
      }
      slide.startAnimation()
      clock.advance(to: 1.5)
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
    }
  }
}
