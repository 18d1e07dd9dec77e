import Foundation

@testable import Layout
@testable import LayoutAnimation
@testable import LayoutComponents
@testable import LayoutCore

/// A presenter on an iPhone 15 scene with its own clock, for the presenter's tests.
struct ToastHarness {
  let clock = AnimationClock()
  let scene = Scene()
  let animator: Animator
  let presenter: ToastPresenter

  init(_ policy: ToastPresenter.Policy = .queue, configure: (Scene) -> Void = { _ in }) {
    configure(scene)
    animator = Animator(clock: clock, scene: scene)
    presenter = ToastPresenter(
      scene: scene, animator: animator, screen: .iPhone15, policy: policy)
  }

  /// The toast's box as drawn now (window coordinates), after advancing to `time`.
  func frame(of id: ToastPresenter.ID, at time: TimeInterval) -> CGRect? {
    clock.advance(to: time)
    guard let toast = presenter.visible.first(where: { $0.request.id == id })?.toast else {
      return nil
    }
    return presenter.drawnFrame(of: toast)
  }

  /// The toast's drawn alpha (window × box) after advancing to `time`; nil when it is gone.
  func alpha(of id: ToastPresenter.ID, at time: TimeInterval) -> CGFloat? {
    clock.advance(to: time)
    guard let toast = presenter.visible.first(where: { $0.request.id == id })?.toast else {
      return nil
    }
    return animator.presentation(of: toast.window).alpha
      * animator.presentation(of: toast.box).alpha
  }

  /// The centre of a capsule "Hi" on an iPhone 15: x 196.5, bottom 652, 31.33 high.
  static let capsuleCentre = CGPoint(x: 196.5, y: 652 - 31.333333333 / 2)
}
