import Foundation

// `UIView`'s class methods for animation, on the animator bound with
// `Animator.withCurrent(_:_:)`. Each takes what the `Animator` method of the same name
// takes (the `animations` block need not escape) and forwards to it; a completion runs
// with the same animator current. Without a current animator each makes its changes at
// once and calls its completion at once with `false`.

extension View {
  /// `UIView.animate(withDuration:delay:options:animations:completion:)` (and the shorter
  /// forms without a delay, options or completion) on ``Animator/current``.
  ///
  /// ```swift
  /// Animator.withCurrent(animator) {
  ///   UIView.animate(withDuration: 1.0, delay: 1.5, options: .curveEaseIn, animations: {
  ///     backView.alpha = 0.0
  ///   }) { _ in
  ///     backView.removeFromSuperview()
  ///   }
  /// }
  /// ```
  ///
  /// See ``Layout/Animator/animate(withDuration:delay:options:animations:completion:)``;
  /// without a current animator the changes are made at once and `completion` runs at once
  /// with `false`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let animator = Animator.current else {
      return unanimated(animations, completion)
    }
    animator.animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: current(animator, completion))
  }

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
  /// options:animations:completion:)` on ``Animator/current``: see ``Layout/Spring``.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let animator = Animator.current else {
      return unanimated(animations, completion)
    }
    animator.animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
      initialSpringVelocity: velocity, options: options, animations: animations,
      completion: current(animator, completion))
  }

  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` on
  /// ``Animator/current``. The options are ``AnimationOptions`` (UIKit's
  /// `KeyframeAnimationOptions` has calculation modes this does not offer: keyframes move
  /// linearly).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let animator = Animator.current else {
      return unanimated(animations, completion)
    }
    animator.animateKeyframes(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: current(animator, completion))
  }

  /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` on
  /// ``Animator/current``, inside an ``animateKeyframes(withDuration:delay:options:animations:completion:)``
  /// block (elsewhere, or without a current animator, the changes are made at once).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let animator = Animator.current else { return animations() }
    animator.addKeyframe(
      withRelativeStartTime: frameStartTime, relativeDuration: frameDuration,
      animations: animations)
  }

  /// `UIView.transition(with:duration:options:animations:completion:)` on
  /// ``Animator/current``: see
  /// ``Layout/Animator/transition(with:duration:options:animations:completion:)`` for what
  /// is drawn. Without a current animator the changes are made at once and `completion`
  /// runs at once with `false`.
  ///
  /// ```swift
  /// UIView.transition(with: label, duration: 0.3, options: .transitionCrossDissolve) {
  ///   label.text = "Sent"
  /// }
  /// ```
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard let animator = Animator.current else {
      return unanimated(animations ?? {}, completion)
    }
    animator.transition(
      with: view, duration: duration, options: options, animations: animations,
      completion: current(animator, completion))
  }

  /// `UIView.transition(from:to:duration:options:completion:)` on ``Animator/current``:
  /// `toView` takes `fromView`'s place (or, with `.showHideTransitionViews`, one is hidden
  /// and the other shown). Without a current animator the swap is made at once and
  /// `completion` runs at once with `false`.
  public static func transition(
    from fromView: View, to toView: View, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let animator = Animator.current else {
      return unanimated({ Animator.replace(fromView, with: toView, options: options) }, completion)
    }
    animator.transition(
      from: fromView, to: toView, duration: duration, options: options,
      completion: current(animator, completion))
  }

  /// `UIView.performWithoutAnimation(_:)` on ``Animator/current``: the changes are
  /// not animated, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    guard let animator = Animator.current else { return actionsWithoutAnimation() }
    animator.performWithoutAnimation(actionsWithoutAnimation)
  }

  /// The changes at once and the completion at once with `false`: no animator is bound.
  private static func unanimated(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
    animations()
    completion?(false)
  }

  /// The completion, run with `animator` current (so what it animates joins the timeline).
  private static func current(_ animator: Animator, _ completion: ((Bool) -> Void)?) -> (
    (Bool) -> Void
  )? {
    guard let completion else { return nil }
    return { finished in Animator.withCurrent(animator) { completion(finished) } }
  }
}
