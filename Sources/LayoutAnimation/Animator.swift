import Foundation

/// `UIView.animate` on a clock the caller owns: animates alpha, transform, background
/// colour, frame, centre and bounds of the views it watches, and keeps their presentation
/// values apart from their model values, as Core Animation does.
///
/// ```swift
/// let clock = AnimationClock()
/// let animator = Animator(clock: clock, scene: scene)
/// label.alpha = 0
/// animator.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
///   label.alpha = 1                        // the model value changes at once
/// } completion: { _ in
///   animator.animate(withDuration: 0.5, delay: 2, options: .curveEaseOut) {
///     label.alpha = 0
///   } completion: { _ in
///     label.removeFromSuperview()
///   }
/// }
/// clock.advance(to: 0.25)
/// animator.presentation(of: label).alpha   // ≈ 0.32: the ease-in curve half way
/// ```
///
/// **What animates.** The animator records the animatable state of every view it watches
/// (the scene's visible windows and the views passed to ``watch(_:)``, with everything
/// below them) before and after running the `animations` block, and makes one animation
/// for each property of each view that changed. Layout run inside the block
/// (`constraint.update(offset:)` then `layoutIfNeeded()`) changes centres and sizes, and is
/// animated the same way, as on iOS. Views added inside the block appear at once.
///
/// **Interruption.** By default animations are *additive*, as UIKit's since iOS 8: a new
/// animation of a property that is already animating goes from the old model value to the
/// new one, and the in-flight one keeps running; each contributes
/// `(from − to)·(1 − curve(progress))` on top of the model value. The presentation value
/// therefore continues from where it was, without a jump, and every completion runs at its
/// own end with `true`. With ``View/AnimationOptions/beginFromCurrentState`` the new
/// animation *replaces* the in-flight ones of the same properties instead (UIKit's rule
/// before iOS 8): it starts from the current presentation value, and the replaced ones'
/// completions get `false`.
///
/// **Completions** run while the clock advances, at their animation's end time, in the
/// order the animations were made; `false` when an animation was replaced or removed by
/// ``removeAllAnimations(of:)``. A block that changes nothing, or a duration of 0 or less,
/// completes at the current time, on the clock's next advance (even `advance(by: 0)`).
public final class Animator {
  /// The clock the animations run on.
  public let clock: AnimationClock
  /// The scene whose visible windows are watched, if any.
  public let scene: Scene?
  /// Views watched besides the scene's windows.
  public private(set) var watchedViews: [View] = []

  /// Running animations, in the order made.
  var animations: [PropertyAnimation] = []
  /// Completions waiting for animations, in the order made.
  var groups: [AnimationGroup] = []
  /// The next animation or group id.
  var nextID = 0
  /// The before-snapshots of the blocks running now, outermost first; a nested block's
  /// changes are written into them so the enclosing block does not animate them again.
  var baselines: [HierarchySnapshot] = []
  /// The `animateKeyframes` call whose block is running, if any.
  var keyframes: KeyframeContext?
  /// Stack views' arranged views hidden inside a block, with the block's group: shown in
  /// the presentation while an animation of the group moves them.
  var deferredHides: [(view: View, group: Int)] = []
  /// Property animators active on this animator (running or paused), in the order they
  /// became active: kept alive while active, as UIKit keeps a running animator.
  var propertyAnimators: [ViewPropertyAnimator] = []

  /// An animator on a clock, watching a scene's visible windows and the given views. The
  /// scene's touches and gesture recognizers run on the clock from then on
  /// (``Scene/advanceTime(by:)`` advances it).
  public init(clock: AnimationClock, scene: Scene? = nil, watching views: [View] = []) {
    self.clock = clock
    self.scene = scene
    self.watchedViews = views
    clock.register(self)
    scene?.attachClock(self)
  }

  /// Watches a view and everything below it (a window not in the scene, say).
  public func watch(_ view: View) {
    guard !watchedViews.contains(where: { $0 === view }) else { return }
    watchedViews.append(view)
  }

  /// Animates the changes `animations` makes over `duration` seconds after `delay`, as
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The model values change at once; the presentation values follow the curve the
  /// options select (ease-in-out by default). During the delay the presentation shows the
  /// old values. See ``Animator`` for interruption and completion rules.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: View.AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, options: options,
      timing: .curve(options.timingCurve), animations: animations, completion: completion)
  }

  /// Animates along a custom timing curve (the options' curve bits are ignored).
  ///
  /// ```swift
  /// animator.animate(withDuration: 0.3, timingCurve: .cubicBezier(0.2, 0.9, 0.1, 1)) {
  ///   card.center.y -= 40
  /// }
  /// ```
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, timingCurve: TimingCurve,
    options: View.AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, options: options, timing: .curve(timingCurve),
      animations: animations, completion: completion)
  }

  /// Animates with a spring, as `UIView.animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:options:animations:completion:)`: see ``Spring`` for how the
  /// damping ratio, velocity and duration map to the motion. The options' curve is ignored.
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: View.AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = Spring(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
    run(
      duration: duration, delay: delay, options: options, timing: .spring(spring),
      animations: animations, completion: completion)
  }

  /// Runs `changes` without animating them, even inside an `animations` block, as
  /// `UIView.performWithoutAnimation`.
  public func performWithoutAnimation(_ changes: () -> Void) {
    let before = HierarchySnapshot(roots: roots)
    baselines.append(before)
    changes()
    let start = baselines.removeLast()
    absorb(from: start, to: HierarchySnapshot(roots: roots))
  }

  /// A view's presentation values now: its model values plus what its running animations
  /// still contribute. The alpha is clamped to 0…1 as Core Animation clamps a layer's
  /// opacity: a spring that overshoots 1 draws opaque, not brighter.
  public func presentation(of view: View) -> AnimatableState {
    presentation(of: view, atNanoseconds: clock.nanoseconds)
  }

  /// A view's presentation values at a time on the clock, as the animations running now
  /// will have brought them there (nothing started later; a property animator contributes
  /// what it does now): where the keyboard's spring will have lifted it, say.
  package func presentation(of view: View, atNanoseconds now: Int64) -> AnimatableState {
    var state = AnimatableState(of: view)
    for property in AnimatableProperty.allCases {
      var values = state.components(property)
      var touched = false
      for animation in animations where animation.property == property && animation.view === view {
        let remaining = animation.remaining(at: now)
        guard remaining != 0 else { continue }
        touched = true
        for k in values.indices { values[k] += animation.delta[k] * remaining }
      }
      for driven in propertyAnimators {
        guard let part = driven.contribution(to: view, property) else { continue }
        touched = true
        for k in values.indices { values[k] += part[k] }
      }
      guard touched else { continue }
      if property == .alpha { values[0] = min(max(values[0], 0), 1) }
      state.setComponents(values, of: property)
    }
    if state.isHidden,
      let deferred = deferredHides.first(where: { $0.view === view }),
      animations.contains(where: { $0.view === view && $0.group == deferred.group })
    {
      state.isHidden = false
    }
    return state
  }

  /// Whether any animation of the view is running (or waiting out its delay).
  public func isAnimating(_ view: View) -> Bool {
    animations.contains { $0.view === view }
      || propertyAnimators.contains { $0.animatedViews.contains { $0 === view } }
  }

  /// Whether any animation is running, or a completion is waiting to run (a paused
  /// property animator is not pending: only its caller can move it on).
  public var hasPendingWork: Bool {
    !animations.isEmpty || !groups.isEmpty || propertyAnimators.contains(where: \.isRunning)
  }

  /// Whether touches may land on the view now: not while an animation of it made without
  /// ``View/AnimationOptions/allowUserInteraction`` runs (UIKit's rule).
  public func allowsUserInteraction(on view: View) -> Bool {
    !animations.contains { $0.view === view && !$0.allowsUserInteraction }
      && !propertyAnimators.contains {
        !$0.isUserInteractionEnabled && $0.animatedViews.contains { $0 === view }
      }
  }

  /// The views animated now: by running animations, and by active property animators.
  var animatedViewList: [View] {
    animations.compactMap(\.view) + propertyAnimators.flatMap(\.animatedViews)
  }

  /// Runs a block and returns what it changed, view by view and property by property, with
  /// the values before and after (changes a nested animation block made are left out, as
  /// they are animated already).
  func changes(made block: () -> Void) -> [(
    view: View, property: AnimatableProperty, from: AnimatableState, to: AnimatableState
  )] {
    baselines.append(HierarchySnapshot(roots: roots))
    block()
    let start = baselines.removeLast()
    let end = HierarchySnapshot(roots: roots)
    absorb(from: start, to: end)
    var found: [(View, AnimatableProperty, AnimatableState, AnimatableState)] = []
    for (view, new) in zip(end.views, end.states) {
      guard let old = start.state(of: view) else { continue }
      for property in AnimatableProperty.allCases where old.differs(from: new, in: property) {
        found.append((view, property, old, new))
      }
    }
    return found
  }

  /// Removes every animation of a view, as `layer.removeAllAnimations()`: the presentation
  /// jumps to the model, and completions waiting only for these get `false` on the clock's
  /// next advance.
  public func removeAllAnimations(of view: View) {
    cancel { $0.view === view }
  }

  /// The roots whose hierarchies are recorded: the scene's visible windows, then the
  /// watched views, then the keyboard windows of those that are windows (so the keyboard
  /// moves with its spring).
  var roots: [View] {
    let views = (scene?.visibleWindows ?? []) + watchedViews
    return views + views.compactMap { ($0 as? Window)?.keyboardWindowStorage }
  }

  /// The body of every `animate` variant.
  package func run(
    duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
    timing: AnimationTiming, animations block: () -> Void, completion: ((Bool) -> Void)?
  ) {
    baselines.append(HierarchySnapshot(roots: roots))
    block()
    let start = baselines.removeLast()
    let end = HierarchySnapshot(roots: roots)
    let group = makeGroup(completion)
    let length = AnimationClock.nanoseconds(duration)
    if length > 0 {
      let begin = clock.nanoseconds + Swift.max(0, AnimationClock.nanoseconds(delay))
      addAnimations(
        from: start, to: end, begin: begin, duration: length, timing: timing, options: options,
        group: group)
      deferHiding(from: start, to: end, group: group)
    }
    absorb(from: start, to: end)
  }

  /// Arranged views the block hid stay shown while the block's animations move them.
  private func deferHiding(from start: HierarchySnapshot, to end: HierarchySnapshot, group: Int) {
    for (view, new) in zip(end.views, end.states) where new.isHidden {
      guard start.state(of: view)?.isHidden == false,
        view.superview?.defersHiding(of: view) == true,
        animations.contains(where: { $0.view === view && $0.group == group })
      else { continue }
      deferredHides.removeAll { $0.view === view }
      deferredHides.append((view, group))
    }
  }

  /// Makes a completion group (due at once until animations join it).
  func makeGroup(_ completion: ((Bool) -> Void)?) -> Int {
    let id = nextID
    nextID += 1
    groups.append(AnimationGroup(id: id, completion: completion))
    return id
  }

  /// One animation per property that differs between two snapshots, for views in both.
  func addAnimations(
    from start: HierarchySnapshot, to end: HierarchySnapshot, begin: Int64, duration: Int64,
    timing: AnimationTiming, options: View.AnimationOptions, group: Int
  ) {
    let replace = options.contains(.beginFromCurrentState)
    for (view, new) in zip(end.views, end.states) {
      guard let old = start.state(of: view) else { continue }
      for property in AnimatableProperty.allCases where old.differs(from: new, in: property) {
        var from = old.components(property)
        if replace {
          // The presentation value over the old model, then the in-flight ones go.
          let now = clock.nanoseconds
          for animation in animations
          where animation.property == property && animation.view === view {
            let remaining = animation.remaining(at: now)
            for k in from.indices { from[k] += animation.delta[k] * remaining }
          }
          cancel { $0.view === view && $0.property == property }
        }
        let to = new.components(property)
        let animation = PropertyAnimation(
          id: nextID, view: view, property: property, delta: zip(from, to).map { $0 - $1 },
          begin: begin, duration: Swift.max(duration, 1), timing: timing, group: group,
          allowsUserInteraction: options.contains(.allowUserInteraction))
        nextID += 1
        animations.append(animation)
        if let g = groups.firstIndex(where: { $0.id == group }) { groups[g].running += 1 }
      }
    }
  }

  /// Writes a nested block's changes into the enclosing blocks' before-snapshots, so they
  /// see them as already made (the nested block animated them, or chose not to).
  func absorb(from start: HierarchySnapshot, to end: HierarchySnapshot) {
    guard !baselines.isEmpty else { return }
    for (view, new) in zip(end.views, end.states) {
      guard let old = start.state(of: view) else { continue }
      for property in AnimatableProperty.allCases where old.differs(from: new, in: property) {
        for i in baselines.indices { baselines[i].set(property, of: view, from: new) }
      }
    }
  }
}
