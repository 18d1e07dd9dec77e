import Foundation

extension Animator {
  /// Runs `body` with `animator` as the current animator, the one `UIView.animate` and the
  /// other static animation calls of pasted UIKit code animate on.
  ///
  /// ```swift
  /// let clock = AnimationClock()
  /// let animator = Animator(clock: clock, scene: scene)
  /// Animator.withCurrent(animator) {
  ///   view.showToast(message: "Hello, Toast!")   // pasted code calling UIView.animate
  /// }
  /// clock.advance(to: 0.25)   // the toast's fade-in, half way
  /// ```
  ///
  /// UIKit animates on the main run loop's clock, a global; here the caller owns the clock
  /// and the animator, and binds one for the code that needs it. The binding is scoped to
  /// `body`: it ends when `body` returns or throws, an inner `withCurrent` overrides it
  /// until its own body returns, and only code running synchronously inside `body` sees it
  /// (it is kept in the running thread's storage, so another thread, or a `Task` started
  /// inside `body`, sees none). A completion passed to `UIView.animate` runs with the same
  /// animator current, so an animation it starts (seed 001's fade-out after the fade-in)
  /// joins the same timeline.
  ///
  /// Without a current animator, `UIView.animate` makes its changes at once and calls the
  /// completion at once with `false` (nothing animated); see `Docs/UIKit.md`.
  public static func withCurrent<Result>(
    _ animator: Animator, _ body: () throws -> Result
  ) rethrows -> Result {
    try ThreadBinding.with(currentAnimatorKey, bound: animator, body)
  }

  /// The animator bound by the innermost ``withCurrent(_:_:)`` whose body is running on
  /// this thread, or nil outside any.
  public static var current: Animator? {
    ThreadBinding.current(currentAnimatorKey) as? Animator
  }
}

/// The key of the current animator in a thread's storage.
private let currentAnimatorKey = "LayoutAnimation.Animator.current"
