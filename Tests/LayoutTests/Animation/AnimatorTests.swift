import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// `animate`: model and presentation values, curves, delay, completions, layout.
  @Suite struct AnimatorTests {
    /// A window with one 100 × 50 box at (20, 30), watched by an animator on a new clock.
    static func stage() -> (AnimationClock, Animator, Window, View) {
      let window = Window(screen: .iPhone15)
      let box = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
      window.addSubview(box)
      let clock = AnimationClock()
      let animator = Animator(clock: clock, watching: [window])
      return (clock, animator, window, box)
    }

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
      let (clock, animator, _, box) = Self.stage()
      animator.animate(withDuration: 2, options: .curveEaseIn) { box.alpha = 0 }
      #expect(box.alpha == 0)
      #expect(animator.presentation(of: box).alpha == 1)
      clock.advance(by: 1)
      let expected = 1 - TimingCurve.easeIn.value(at: 0.5)
      #expect(animator.presentation(of: box).alpha.isClose(to: expected))
      #expect(abs(animator.presentation(of: box).alpha - 0.684643) < 1e-5)
      clock.advance(by: 1)
      #expect(animator.presentation(of: box).alpha == 0)
      #expect(!animator.isAnimating(box))
    }

    @Test(arguments: [
      (View.AnimationOptions.curveEaseIn, TimingCurve.easeIn),
      (.curveEaseOut, .easeOut), (.curveEaseInOut, .easeInOut), (.curveLinear, .linear),
      (View.AnimationOptions(), .easeInOut),
    ])
    func theOptionsSelectTheCurve(options: View.AnimationOptions, curve: TimingCurve) {
      let (clock, animator, _, box) = Self.stage()
      animator.animate(withDuration: 1, options: options) {
        box.center = CGPoint(x: 170, y: 55)  // from (70, 55): 100 to the right
      }
      clock.advance(to: 0.3)
      let x = animator.presentation(of: box).center.x
      #expect(x.isClose(to: 70 + 100 * curve.value(at: 0.3)), "\(x)")
    }

    @Test func aCustomCurveAndEveryPropertyAnimate() {
      let (clock, animator, _, box) = Self.stage()
      box.backgroundColor = .black
      let curve = TimingCurve.cubicBezier(0.3, 0.8, 0.2, 1)
      animator.animate(withDuration: 1, timingCurve: curve) {
        box.alpha = 0.5
        box.transform = CGAffineTransform(translationX: 40, y: -20)
        box.backgroundColor = .white
        box.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        box.boundsOrigin = CGPoint(x: 0, y: 80)
      }
      clock.advance(to: 0.4)
      let f = curve.value(at: 0.4)
      let p = animator.presentation(of: box)
      #expect(p.alpha.isClose(to: 1 - 0.5 * f))
      #expect(p.transform.tx.isClose(to: 40 * f) && p.transform.ty.isClose(to: -20 * f))
      #expect(p.backgroundColor?.red.isClose(to: f) == true)
      #expect(p.frame.minX.isClose(to: 20 - 20 * f) && p.frame.width.isClose(to: 100 + 100 * f))
      #expect(p.bounds.minY.isClose(to: 80 * f) && p.size.height.isClose(to: 50 + 100 * f))
    }

    @Test func aDelayedAnimationShowsTheOldValueUntilItBegins() {
      let (clock, animator, _, box) = Self.stage()
      animator.animate(withDuration: 1, delay: 1.5, options: .curveLinear) { box.alpha = 0 }
      #expect(box.alpha == 0)
      clock.advance(to: 1.5)
      #expect(animator.presentation(of: box).alpha == 1)
      clock.advance(to: 2)
      #expect(animator.presentation(of: box).alpha.isClose(to: 0.5))
    }

    @Test func completionsRunAtTheEndWithTrue() {
      let (clock, animator, _, box) = Self.stage()
      var calls: [(Bool, TimeInterval)] = []
      animator.animate(withDuration: 0.5, delay: 0.25) {
        box.alpha = 0
      } completion: {
        calls.append(($0, clock.now))
      }
      clock.advance(to: 0.7499)
      #expect(calls.isEmpty)
      clock.advance(to: 10)
      #expect(calls.count == 1 && calls[0].0 && calls[0].1 == 0.75)
    }

    @Test func aBlockThatChangesNothingCompletesOnTheNextAdvance() {
      let (clock, animator, _, box) = Self.stage()
      var finished: Bool?
      animator.animate(withDuration: 5) {
        box.alpha = 1
      } completion: {
        finished = $0
      }
      #expect(finished == nil)
      clock.advance(by: 0)
      #expect(finished == true && clock.now == 0)
    }

    @Test func aZeroDurationChangesAtOnce() {
      let (clock, animator, _, box) = Self.stage()
      var finished: Bool?
      animator.animate(withDuration: 0) {
        box.alpha = 0.2
      } completion: {
        finished = $0
      }
      #expect(animator.presentation(of: box).alpha == 0.2 && !animator.isAnimating(box))
      clock.advance(by: 0.01)
      #expect(finished == true)
    }

    @Test func aConstraintUpdateAndLayoutInsideTheBlockAnimatesTheFrame() throws {
      let window = Window(screen: .iPhone15)
      let panel = View()
      window.addSubview(panel)
      var top: Constraint?
      panel.snp.makeConstraints { make in
        top = make.top.equalToSuperview().offset(100).constraint
        make.left.equalToSuperview().offset(20)
        make.size.equalTo(CGSize(width: 200, height: 80))
      }
      window.layoutIfNeeded()
      #expect(panel.frame.minY.isClose(to: 100))
      let constraint = try #require(top)
      let clock = AnimationClock()
      let scene = Scene()
      scene.show(window)
      let animator = Animator(clock: clock, scene: scene)
      animator.animate(withDuration: 1, options: .curveLinear) {
        constraint.update(offset: 300)
        window.layoutIfNeeded()
      }
      #expect(panel.frame.minY.isClose(to: 300))
      #expect(animator.presentation(of: panel).frame.minY.isClose(to: 100))
      clock.advance(to: 0.25)
      #expect(animator.presentation(of: panel).frame.minY.isClose(to: 150))
      #expect(animator.presentation(of: panel).frame.width.isClose(to: 200))
      clock.advance(to: 1)
      #expect(animator.presentation(of: panel).frame == panel.frame)
    }

    @Test func aSpringOvershootsAndLandsOnTheModel() {
      let (clock, animator, _, box) = Self.stage()
      animator.animate(
        withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 0
      ) { box.center.x = 170 }
      let spring = Spring(dampingRatio: 0.3, duration: 1)
      var peak = 0.0
      for _ in 0..<100 {
        clock.advance(by: 0.01)
        let x = animator.presentation(of: box).center.x
        peak = max(peak, x)
        if clock.now < 1 {
          #expect(x.isClose(to: 70 + 100 * spring.value(atTime: clock.now), tolerance: 1e-9))
        }
      }
      #expect(peak > 180)
      #expect(animator.presentation(of: box).center.x == 170)
    }

    @Test func performWithoutAnimationInsideABlockIsNotAnimated() {
      let (clock, animator, _, box) = Self.stage()
      animator.animate(withDuration: 1, options: .curveLinear) {
        box.alpha = 0
        animator.performWithoutAnimation { box.center.x = 500 }
      }
      clock.advance(to: 0.5)
      let p = animator.presentation(of: box)
      #expect(p.center.x == 500 && p.alpha.isClose(to: 0.5))
    }

    @Test func interactionIsOffWhileAnimatingUnlessAllowed() {
      let (clock, animator, window, box) = Self.stage()
      let other = View()
      window.addSubview(other)
      animator.animate(withDuration: 1) { box.alpha = 0.5 }
      animator.animate(withDuration: 1, options: .allowUserInteraction) { other.alpha = 0.5 }
      #expect(!animator.allowsUserInteraction(on: box))
      #expect(animator.allowsUserInteraction(on: other))
      clock.advance(to: 1)
      #expect(animator.allowsUserInteraction(on: box))
    }

    @Test func viewsAddedInsideTheBlockAppearAtOnce() {
      let (clock, animator, window, _) = Self.stage()
      let late = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      animator.animate(withDuration: 1) {
        window.addSubview(late)
        late.alpha = 0.5
      }
      #expect(!animator.isAnimating(late))
      clock.advance(to: 0.5)
      #expect(animator.presentation(of: late).alpha == 0.5)
    }
  }
}
