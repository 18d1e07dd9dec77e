import LayoutUIKit
import Testing

/// `Animator.withCurrent` and the static `UIView.animate` calls that use it.
@Suite struct CurrentAnimatorTests {
  /// A window with one box, watched by an animator on a new clock.
  static func stage() -> (AnimationClock, Animator, UIView) {
    let window = UIWindow(screen: .iPhone15)
    let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    window.addSubview(box)
    let clock = AnimationClock()
    return (clock, Animator(clock: clock, watching: [window]), box)
  }

  struct Failure: Error {}

  @Test func theBindingLastsForTheBodyAndAnInnerOneOverridesIt() {
    let (clock, outer, _) = Self.stage()
    let inner = Animator(clock: clock)
    #expect(Animator.current == nil)
    Animator.withCurrent(outer) {
      #expect(Animator.current === outer)
      Animator.withCurrent(inner) { #expect(Animator.current === inner) }
      #expect(Animator.current === outer)
    }
    #expect(Animator.current == nil)
  }

  @Test func aThrowingBodyEndsTheBinding() {
    let (_, animator, _) = Self.stage()
    #expect(throws: Failure.self) {
      try Animator.withCurrent(animator) { throw Failure() }
    }
    #expect(Animator.current == nil)
    #expect(Animator.withCurrent(animator) { 42 } == 42)
  }

  @Test func aTaskStartedInsideTheBodySeesNoAnimator() async {
    let (_, animator, _) = Self.stage()
    let task = Animator.withCurrent(animator) {
      Task { Animator.current == nil }
    }
    #expect(await task.value)
  }

  @Test func withoutAnAnimatorTheChangesHappenAtOnceAndTheCompletionGetsFalse() {
    let (_, animator, box) = Self.stage()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0.5, options: .curveEaseIn) {
      box.alpha = 0
    } completion: {
      finished.append($0)
    }
    #expect(box.alpha == 0 && finished == [false])
    // Nothing was given to any animator.
    #expect(!animator.hasPendingWork && animator.presentation(of: box).alpha == 0)
    UIView.animateKeyframes(withDuration: 1) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.5 }
    } completion: {
      finished.append($0)
    }
    UIView.performWithoutAnimation { box.alpha = 0.25 }
    #expect(box.alpha == 0.25 && finished == [false, false])
  }

  @Test func aBoundAnimatorAnimatesTheStaticCall() {
    let (clock, animator, box) = Self.stage()
    var finished: [Bool] = []
    Animator.withCurrent(animator) {
      UIView.animate(
        withDuration: 2, delay: 0, options: .curveEaseIn,
        animations: {
          box.alpha = 0
        }
      ) { finished.append($0) }
    }
    #expect(box.alpha == 0 && animator.presentation(of: box).alpha == 1)
    clock.advance(to: 1)
    #expect(animator.presentation(of: box).alpha.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)))
    #expect(finished.isEmpty)
    clock.advance(to: 2)
    #expect(finished == [true] && animator.presentation(of: box).alpha == 0)
  }

  @Test func theShortFormUsesTheDefaultCurve() {
    let (clock, animator, box) = Self.stage()
    Animator.withCurrent(animator) {
      UIView.animate(withDuration: 1) { box.center.x += 100 }
    }
    clock.advance(to: 0.3)
    let expected = 70 + 100 * TimingCurve.easeInOut.value(at: 0.3)
    #expect(animator.presentation(of: box).center.x.isClose(to: expected))
  }

  @Test func aCompletionRunsWithTheSameAnimatorCurrent() {
    let (clock, animator, box) = Self.stage()
    var seen: Animator?
    Animator.withCurrent(animator) {
      UIView.animate(withDuration: 1, animations: { box.alpha = 0 }) { _ in
        seen = Animator.current
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.alpha = 1 }
      }
    }
    clock.advance(to: 1)
    #expect(seen === animator && Animator.current == nil)
    // The second fade runs from 1 s to 2 s on the same clock: half way at 1.5 s.
    clock.advance(to: 1.5)
    #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
  }

  @Test func springKeyframesAndNoAnimationForwardToTheAnimator() {
    let (clock, animator, box) = Self.stage()
    Animator.withCurrent(animator) {
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [], animations: { box.center.y += 100 })
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0.5 }
      }
      UIView.performWithoutAnimation { box.backgroundColor = .red }
    }
    clock.advance(to: 0.25)
    let p = animator.presentation(of: box)
    // The keyframe moves linearly over the first half: half way at 0.25 s.
    #expect(p.alpha.isClose(to: 0.75))
    #expect(p.center.y > 55 && p.center.y < 155)
    #expect(p.backgroundColor == .red)
  }
}
