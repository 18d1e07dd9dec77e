import Foundation

extension Animator {
  /// Changes a view's content with a transition, as
  /// `UIView.transition(with:duration:options:animations:completion:)`: the block's changes
  /// are made at once (animated along the options' curve only with
  /// ``View/AnimationOptions/allowAnimatedContent``), and the view is drawn turning into its
  /// new content over `duration` seconds; `completion` runs at the end with `true`.
  ///
  /// ```swift
  /// animator.transition(with: badge, duration: 0.25, options: .transitionCrossDissolve) {
  ///   badge.text = "3"
  /// }
  /// ```
  ///
  /// Layout is exact (the model is the new content from the start, as in UIKit); the
  /// drawing is an approximation, since the old content is not kept as a snapshot: a
  /// cross-dissolve (and a curl) draws the view's alpha rising from 0 to its own, a flip
  /// draws the view unfolding about its centre (its transform's scale across the flip's
  /// axis rising from 0), and ``View/AnimationOptions/transitionNone`` draws nothing moving.
  public func transition(
    with view: View, duration: TimeInterval, options: View.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let block = animations ?? {}
    let group = makeGroup(completion)
    if options.contains(.allowAnimatedContent) {
      runContent(block, duration: duration, options: options, group: group)
    } else {
      performWithoutAnimation(block)
    }
    addTransitionEffect(on: view, duration: duration, options: options, group: group)
  }

  /// Replaces one view by another with a transition, as
  /// `UIView.transition(from:to:duration:options:completion:)`: `fromView` leaves its
  /// superview and `toView` takes its place there (with
  /// ``View/AnimationOptions/showHideTransitionViews``, `fromView` is hidden and `toView`
  /// shown instead, both staying where they are). `toView` is drawn coming in as
  /// ``transition(with:duration:options:animations:completion:)`` draws new content.
  public func transition(
    from fromView: View, to toView: View, duration: TimeInterval,
    options: View.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let group = makeGroup(completion)
    performWithoutAnimation { Self.replace(fromView, with: toView, options: options) }
    addTransitionEffect(on: toView, duration: duration, options: options, group: group)
  }

  /// The model change of `transition(from:to:…)`: `toView` takes `fromView`'s place, or
  /// with `.showHideTransitionViews` one is hidden and the other shown.
  package static func replace(
    _ fromView: View, with toView: View, options: View.AnimationOptions
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
      return
    }
    guard toView !== fromView else { return }
    if let parent = fromView.superview { parent.insertSubview(toView, aboveSubview: fromView) }
    fromView.removeFromSuperview()
  }

  /// The block's changes animated along the options' curve, joined to the transition's
  /// completion.
  private func runContent(
    _ block: () -> Void, duration: TimeInterval, options: View.AnimationOptions, group: Int
  ) {
    baselines.append(HierarchySnapshot(roots: roots))
    block()
    let start = baselines.removeLast()
    let end = HierarchySnapshot(roots: roots)
    let length = AnimationClock.nanoseconds(duration)
    if length > 0 {
      addAnimations(
        from: start, to: end, begin: clock.nanoseconds, duration: length,
        timing: .curve(options.timingCurve), options: options, group: group)
    }
    absorb(from: start, to: end)
  }

  /// The drawn effect of a transition on a view, and the timer its completion waits for.
  private func addTransitionEffect(
    on view: View, duration: TimeInterval, options: View.AnimationOptions, group: Int
  ) {
    let length = AnimationClock.nanoseconds(duration)
    guard length > 0 else { return }
    let model = AnimatableState(of: view)
    var effects: [(View?, AnimatableProperty, [Double])] = []
    switch options.transitionKind {
    case 1, 2:
      let t = model.transform
      effects.append((view, .transform, [-t.a, -t.b, 0, 0, 0, 0]))
    case 6, 7:
      let t = model.transform
      effects.append((view, .transform, [0, 0, -t.c, -t.d, 0, 0]))
    case 3, 4, 5:
      effects.append((view, .alpha, [-model.alpha]))
    default:
      break
    }
    if effects.isEmpty { effects.append((nil, .alpha, [])) }
    for (target, property, delta) in effects {
      animations.append(
        PropertyAnimation(
          id: nextID, view: target, property: property, delta: delta, begin: clock.nanoseconds,
          duration: length, timing: .curve(options.timingCurve), group: group,
          allowsUserInteraction: options.contains(.allowUserInteraction)))
      nextID += 1
      if let g = groups.firstIndex(where: { $0.id == group }) { groups[g].running += 1 }
    }
  }
}
