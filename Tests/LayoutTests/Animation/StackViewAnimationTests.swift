import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// Hiding and showing a stack view's arranged views inside an `animations` block: the
  /// stack collapses or opens over the animation, and a view being hidden stays drawn
  /// until it has collapsed, as `UIView.animate { view.isHidden = true }` in a
  /// `UIStackView`.
  @Suite struct StackViewAnimationTests {
    /// A horizontal stack of 160, 80 and 40 wide views (spacing 10) at (10, 20) of a
    /// window, hugging its content (300 wide), watched by an animator.
    static func stage() -> (AnimationClock, Animator, Window, StackView, [View]) {
      let window = Window(screen: .custom(width: 500, height: 500))
      let views = [160, 80, 40].map { FixedSizeView(intrinsic: CGSize(width: $0, height: 50)) }
      let stack = StackView(arrangedSubviews: views)
      stack.spacing = 10
      window.addSubview(stack)
      stack.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(10)
        make.top.equalToSuperview().offset(20)
      }
      window.layoutIfNeeded()
      let clock = AnimationClock()
      return (clock, Animator(clock: clock, watching: [window]), window, stack, views)
    }

    /// Hidden, the middle view collapses to 0 at 165 (half the spacing on each side) and
    /// the last moves from 260 to 170. Half way through a linear second: the middle view
    /// is 40 wide, its centre half way from 210 to 165 (x 167.5); the last is at 215; the
    /// middle one is still drawn.
    @Test func hidingAnArrangedViewCollapsesItOverTheAnimation() {
      let (clock, animator, window, stack, views) = Self.stage()
      animator.animate(withDuration: 1, options: .curveLinear) {
        views[1].isHidden = true
        window.layoutIfNeeded()
      }
      #expect(views[1].frame.isClose(to: CGRect(x: 165, y: 0, width: 0, height: 50)))
      #expect(views[2].frame.minX.isClose(to: 170))
      #expect(stack.frame.width.isClose(to: 210))

      clock.advance(to: 0.5)
      let middle = animator.presentation(of: views[1])
      #expect(middle.frame.isClose(to: CGRect(x: 167.5, y: 0, width: 40, height: 50)))
      #expect(!middle.isHidden)
      #expect(animator.presentation(of: views[2]).frame.minX.isClose(to: 215))
      #expect(animator.presentation(of: stack).size.width.isClose(to: 255))
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), windows: [window], screen: window.screen)
      #expect(tree.windows[0].views[0].subviews[1].isHidden == false)

      clock.advance(to: 1)
      #expect(animator.presentation(of: views[1]).isHidden)
      let after = RenderTree(
        presentation: animator.presentationSnapshot(), windows: [window], screen: window.screen)
      #expect(after.windows[0].views[0].subviews[1].isHidden)
    }

    /// Shown, the view is drawn at once and opens from 0 to 80 wide.
    @Test func showingAnArrangedViewOpensItOverTheAnimation() {
      let (clock, animator, window, _, views) = Self.stage()
      animator.performWithoutAnimation {
        views[1].isHidden = true
        window.layoutIfNeeded()
      }
      animator.animate(withDuration: 1, options: .curveLinear) {
        views[1].isHidden = false
        window.layoutIfNeeded()
      }
      #expect(!animator.presentation(of: views[1]).isHidden)
      clock.advance(to: 0.25)
      #expect(animator.presentation(of: views[1]).size.width.isClose(to: 20))
      #expect(animator.presentation(of: views[2]).frame.minX.isClose(to: 170 + 90 * 0.25))
      clock.advance(to: 1)
      #expect(views[1].frame.isClose(to: CGRect(x: 170, y: 0, width: 80, height: 50)))
    }

    /// Hidden again before the collapse ends, then shown: the model decides at once.
    @Test func aViewShownMidCollapseIsDrawn() {
      let (clock, animator, window, _, views) = Self.stage()
      animator.animate(withDuration: 1) {
        views[1].isHidden = true
        window.layoutIfNeeded()
      }
      clock.advance(to: 0.5)
      views[1].isHidden = false
      window.layoutIfNeeded()
      #expect(!animator.presentation(of: views[1]).isHidden)
      clock.advance(to: 2)
      #expect(!animator.presentation(of: views[1]).isHidden)
    }

    /// A view that is not arranged hides at once, even inside a block (as on iOS).
    @Test func aPlainSubviewHidesAtOnce() {
      let (clock, animator, window, stack, _) = Self.stage()
      let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      stack.addSubview(badge)
      window.layoutIfNeeded()
      animator.animate(withDuration: 1) {
        badge.isHidden = true
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      }
      clock.advance(to: 0.5)
      #expect(animator.isAnimating(badge))
      #expect(animator.presentation(of: badge).isHidden)
    }
  }
}
