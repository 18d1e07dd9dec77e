import Foundation
import LayoutTestSupport
import Testing

@testable import Layout

extension AnimationTests {
  /// `UIView.transition`: the content changes at once, the view is drawn turning into it,
  /// the completion runs at the end.
  @Suite struct TransitionTests {
    static func stage() -> (AnimationClock, Animator, Window, Label) {
      let window = Window(screen: .iPhone15)
      let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      label.text = "1"
      window.addSubview(label)
      let clock = AnimationClock()
      return (clock, Animator(clock: clock, watching: [window]), window, label)
    }

    @Test func aCrossDissolveChangesTheContentAtOnceAndFadesItIn() {
      let (clock, animator, _, label) = Self.stage()
      var finished: [Bool] = []
      animator.transition(
        with: label, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
        animations: {
          label.text = "2"
          label.frame.origin.x = 50
        }, completion: { finished.append($0) })
      #expect(label.text == "2")
      #expect(animator.presentation(of: label).center.x == 100)  // not animated
      #expect(animator.presentation(of: label).alpha == 0)
      clock.advance(by: 0.1)
      #expect(animator.presentation(of: label).alpha.isClose(to: 0.25))
      #expect(finished.isEmpty)
      clock.advance(by: 0.3)
      #expect(animator.presentation(of: label).alpha == 1 && finished == [true])
    }

    @Test func aFlipUnfoldsAcrossItsAxis() {
      let (clock, animator, _, label) = Self.stage()
      animator.transition(
        with: label, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
        animations: nil)
      clock.advance(by: 0.5)
      var t = animator.presentation(of: label).transform
      #expect(t.a.isClose(to: 0.5) && t.d == 1)
      animator.transition(
        with: label, duration: 1, options: [.transitionFlipFromBottom, .curveLinear],
        animations: nil)
      clock.advance(by: 0.75)
      t = animator.presentation(of: label).transform
      #expect(t.a == 1 && t.d.isClose(to: 0.75))
    }

    @Test func animatedContentMovesAlongTheCurve() {
      let (clock, animator, _, label) = Self.stage()
      animator.transition(
        with: label, duration: 1, options: [.allowAnimatedContent, .curveLinear],
        animations: { label.frame.origin.x = 100 })
      clock.advance(by: 0.5)
      let presented = animator.presentation(of: label)
      #expect(presented.center.x.isClose(to: 100) && presented.alpha == 1)
    }

    @Test func noTransitionStillWaitsForItsDuration() {
      let (clock, animator, _, label) = Self.stage()
      var done = false
      animator.transition(
        with: label, duration: 0.3, animations: { label.text = "3" },
        completion: { _ in done = true })
      clock.advance(by: 0.29)
      #expect(!done && animator.presentation(of: label).alpha == 1)
      clock.advance(by: 0.01)
      #expect(done)
    }

    @Test func fromViewToViewTakesItsPlaceOrSwapsVisibility() {
      let (clock, animator, window, label) = Self.stage()
      let back = View()
      let front = View()
      window.insertSubview(back, at: 0)
      window.addSubview(front)
      let replacement = Label()
      animator.transition(
        from: label, to: replacement, duration: 0.2, options: .transitionCrossDissolve)
      #expect(label.superview == nil && window.subviews == [back, replacement, front])
      #expect(animator.presentation(of: replacement).alpha == 0)
      clock.advance(by: 0.2)
      animator.transition(
        from: replacement, to: back, duration: 0.2, options: .showHideTransitionViews)
      #expect(replacement.isHidden && !back.isHidden && window.subviews.count == 3)
    }

    @Test func subviewsGoAboveAndBelowASibling() {
      let parent = View()
      let a = View()
      let b = View()
      let c = View()
      parent.addSubview(a)
      parent.addSubview(b)
      parent.insertSubview(c, belowSubview: b)
      #expect(parent.subviews == [a, c, b])
      parent.insertSubview(a, aboveSubview: b)
      #expect(parent.subviews == [c, b, a])
      parent.insertSubview(c, aboveSubview: b)
      #expect(parent.subviews == [b, c, a])
      parent.exchangeSubview(at: 0, withSubviewAt: 2)
      #expect(parent.subviews == [a, c, b])
      let stranger = View()
      parent.insertSubview(View(), belowSubview: stranger)
      #expect(parent.subviews.count == 4 && parent.subviews[1] === a)
    }
  }
}
