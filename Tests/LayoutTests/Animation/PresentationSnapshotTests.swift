import Foundation
import Testing

@testable import Layout

extension AnimationTests {
  /// `Animator.presentationSnapshot()`: presentation values as one value, and the render
  /// tree built from it.
  @Suite struct PresentationSnapshotTests {
    /// A window with a 100 × 50 box at (20, 30) and a subview, watched by an animator.
    static func stage() -> (AnimationClock, Animator, Window, View, View) {
      let window = Window(screen: .iPhone15)
      let box = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
      let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      window.addSubview(box)
      box.addSubview(inner)
      let clock = AnimationClock()
      return (clock, Animator(clock: clock, watching: [window]), window, box, inner)
    }

    @Test func everyStateEqualsThePresentationAtTheTimeTaken() {
      let (clock, animator, window, box, inner) = Self.stage()
      animator.animate(withDuration: 1, options: .curveLinear) {
        box.alpha = 0
        box.center.x += 100
      }
      clock.advance(to: 0.25)
      let snapshot = animator.presentationSnapshot()
      #expect(snapshot.time.isClose(to: 0.25))
      #expect(snapshot.count == 3)
      for view in [window, box, inner] {
        #expect(snapshot.state(of: view) == animator.presentation(of: view))
      }
      #expect(snapshot.state(of: box).alpha.isClose(to: 0.75))
      #expect(snapshot.state(of: box).center.x.isClose(to: 70 + 25))
    }

    @Test func aSnapshotKeepsItsValuesWhileTheClockRunsOn() {
      let (clock, animator, window, box, _) = Self.stage()
      animator.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
      clock.advance(to: 0.5)
      let snapshot = animator.presentationSnapshot()
      let tree = RenderTree(presentation: snapshot, windows: [window], screen: .iPhone15)
      clock.advance(to: 1)
      #expect(snapshot.state(of: box).alpha.isClose(to: 0.5))
      #expect(tree.windows[0].views[0].effectiveAlpha.isClose(to: 0.5))
      #expect(
        RenderTree(presentation: snapshot, windows: [window], screen: .iPhone15) == tree)
    }

    @Test func anEmptySnapshotRendersTheModelTree() {
      let (_, animator, window, box, _) = Self.stage()
      animator.animate(withDuration: 1) { box.alpha = 0 }
      let model = RenderTree(windows: [window], screen: .iPhone15)
      #expect(
        RenderTree(presentation: PresentationSnapshot(), windows: [window], screen: .iPhone15)
          == model)
      #expect(
        RenderTree(
          presentation: animator.presentationSnapshot(), windows: [window], screen: .iPhone15)
          != model)
    }

    @Test func viewsItDidNotRecordAnswerWithTheirModelValues() {
      let (_, animator, _, _, _) = Self.stage()
      let stranger = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
      stranger.alpha = 0.4
      let state = animator.presentationSnapshot().state(of: stranger)
      #expect(state == AnimatableState(of: stranger))
    }
  }
}
