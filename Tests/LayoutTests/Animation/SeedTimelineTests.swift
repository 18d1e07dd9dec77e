import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// The seeds' toast timelines on the real ``Toast`` component, sampled as render trees.
  @Suite struct SeedTimelineTests {
    /// Seed 001: fade the banner in over 0.5 s (ease-in), hold 2 s, fade out over 0.5 s
    /// (ease-out), then remove the label, chained through completions.
    static func seed001() -> (AnimationClock, Animator, Scene, Toast) {
      let toast = Toast(message: "Hello, Toast!", screen: .iPhone15, style: .banner)
      let scene = Scene()
      scene.show(toast.window)
      toast.window.layoutIfNeeded()
      let clock = AnimationClock()
      let animator = Animator(clock: clock, scene: scene)
      let label = toast.label
      label.alpha = 0
      animator.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
        label.alpha = 1
      } completion: { _ in
        animator.animate(withDuration: 0.5, delay: 2, options: .curveEaseOut) {
          label.alpha = 0
        } completion: { _ in
          label.removeFromSuperview()
        }
      }
      return (clock, animator, scene, toast)
    }

    /// The banner's node in a presentation render tree, if it is still there.
    static func banner(_ tree: RenderTree) -> RenderNode? {
      tree.windows.first { $0.id == "toastWindow" }?.views.first { $0.id == "messageLabel" }
    }

    @Test func seed001FadesInHoldsFadesOutAndRemovesTheLabel() throws {
      let (clock, animator, scene, toast) = Self.seed001()
      func alpha(at time: TimeInterval) -> CGFloat? {
        clock.advance(to: time)
        let tree = RenderTree(
          presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
        return Self.banner(tree)?.effectiveAlpha
      }
      #expect(alpha(at: 0) == 0)
      let quarter = try #require(alpha(at: 0.25))
      #expect(quarter.isClose(to: TimingCurve.easeIn.value(at: 0.5)))
      for time in [0.5, 1, 2, 2.5] { #expect(alpha(at: time) == 1, "at \(time)") }
      let fading = try #require(alpha(at: 2.75))
      #expect(fading.isClose(to: 1 - TimingCurve.easeOut.value(at: 0.5)))
      #expect(toast.label.superview != nil)
      #expect(alpha(at: 2.999_999_999).map { $0 < 1e-6 } == true)
      // The removal is the completion of the second animation, at exactly 3.0 s.
      #expect(alpha(at: 3) == nil)
      #expect(toast.label.superview == nil && !animator.hasPendingWork)
      // The banner's frame never moved.
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
      #expect(tree.windows.map(\.id) == ["toastWindow"] && tree.windows[0].views.isEmpty)
    }

    @Test func seed000ShowsTheCapsuleFadesItFromOneAndAHalfSecondsThenHidesTheWindow() throws {
      let toast = Toast(message: "Saved", screen: .iPhone15)
      let scene = Scene()
      scene.show(toast.window)
      toast.window.layoutIfNeeded()
      let clock = AnimationClock()
      let animator = Animator(clock: clock, scene: scene)
      let window = toast.window
      var finished: Bool?
      animator.animate(withDuration: 1, delay: 1.5, options: .curveEaseIn) {
        window.alpha = 0
      } completion: {
        finished = $0
        window.isHidden = true
        window.alpha = 1
      }
      func boxAlpha(at time: TimeInterval) -> CGFloat? {
        clock.advance(to: time)
        let tree = RenderTree(
          presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
        return tree.windows.first?.views.first?.effectiveAlpha
      }
      for time in [0, 0.75, 1.5] { #expect(boxAlpha(at: time) == 1, "at \(time)") }
      let half = try #require(boxAlpha(at: 2))
      #expect(half.isClose(to: 1 - TimingCurve.easeIn.value(at: 0.5)))
      #expect(abs(half - 0.684643) < 1e-5)
      #expect(boxAlpha(at: 2.499_999_999).map { $0 < 1e-6 } == true)
      #expect(boxAlpha(at: 2.5) == nil)  // the window is hidden: not in the picture
      #expect(finished == true && window.isHidden && window.alpha == 1)
      #expect(scene.visibleWindows.isEmpty)
    }

    @Test func withNothingRunningThePresentationTreeIsTheModelTree() {
      let (clock, animator, window, box) = AnimatorTests.stage()
      let inner = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
      box.addSubview(inner)
      animator.animate(withDuration: 1) {
        box.transform = CGAffineTransform(rotationAngle: 0.3)
        inner.alpha = 0.4
        box.boundsOrigin = CGPoint(x: 3, y: 4)
      }
      clock.advance(to: 0.5)
      let model = RenderTree(windows: [window], screen: .iPhone15)
      #expect(
        model
          != RenderTree(
            presentation: animator.presentationSnapshot(), windows: [window], screen: .iPhone15))
      clock.advance(to: 1)
      #expect(
        model
          == RenderTree(
            presentation: animator.presentationSnapshot(), windows: [window], screen: .iPhone15))
    }

    @Test func aTranslatedViewIsDrawnWhereItsPresentationTransformPutsIt() throws {
      let (clock, animator, window, box) = AnimatorTests.stage()
      animator.animate(withDuration: 1, options: .curveLinear) {
        box.transform = CGAffineTransform(translationX: 100, y: 0)
      }
      clock.advance(to: 0.5)
      let tree = RenderTree(
        presentation: animator.presentationSnapshot(), windows: [window], screen: .iPhone15)
      let node = try #require(tree.windows.first?.views.first)
      #expect(node.absoluteFrame.minX.isClose(to: 70) && node.frame.minX.isClose(to: 20))
      #expect(node.transformToScreen.tx.isClose(to: 70))
    }
  }
}
