import Foundation

/// An animation you can start, pause, scrub, reverse and stop, as `UIViewPropertyAnimator`,
/// on an ``Animator``'s virtual clock.
///
/// ```swift
/// Animator.withCurrent(animator) {
///   let slide = ViewPropertyAnimator(duration: 1, curve: .linear) {
///     card.center.x += 200
///   }
///   slide.addCompletion { position in print(position) }   // .end, or .start when reversed
///   slide.startAnimation()
///   clock.advance(by: 0.25)
///   slide.pauseAnimation()
///   slide.fractionComplete          // 0.25
///   slide.fractionComplete = 0.8    // scrub: the card shows 80 % of the move
///   slide.isReversed = true
///   slide.startAnimation()          // back to the start over 0.8 s; completion gets .start
/// }
/// ```
///
/// **Which animator.** It runs on ``animator``: ``Animator/current`` when it was made, or the
/// one set before it starts. With none, starting makes the changes at once and runs the
/// completions with `.end` at once (as `UIView.animate` without an animator).
///
/// **Blocks and values.** The animation blocks run when the animator becomes active
/// (``startAnimation()``, ``pauseAnimation()`` or setting ``fractionComplete``), as UIKit
/// runs them; what they change (the properties ``Animator`` animates, of views it watches)
/// moves from the old value to the new one, which is the model value at once. A block added
/// while active runs at once and moves over the remaining time (after `delayFactor` of it).
/// Each running property animator adds its part on top of the model value, as the additive
/// `UIView.animate` animations do, so the two mix.
///
/// **Progress.** ``fractionComplete`` is the fraction of the duration passed; what is shown
/// is the timing curve at it. Scrubbing a paused animator with ``scrubsLinearly`` (the
/// default) shows the fraction itself; resuming, pausing or reversing never jumps: the run
/// continues from what is shown to the end (or the start, reversed) over the time left,
/// along the timing curve.
///
/// **Finishing.** A run that reaches its end (the start when reversed) finishes there,
/// unless ``pausesOnCompletion``: the model values become the end's (the start's), the state
/// goes back to `.inactive` and the completions run in the order added, with the position.
/// ``stopAnimation(_:)`` leaves the views where they are shown (the model takes those
/// values); without finishing, the completions never run, otherwise the animator waits in
/// `.stopped` for ``finishAnimation(at:)``. Calls UIKit rejects with an exception (finishing
/// an animator that is not stopped, starting a stopped one) do nothing here.
public final class ViewPropertyAnimator {
  /// The whole run's length in seconds (0 or more).
  public let duration: TimeInterval
  /// The timing curve given when made (nil for a curve named by `curve:` or control points,
  /// whose parameters are then ``CubicTimingParameters``).
  public private(set) var timingParameters: TimingCurveProvider?
  /// The animator whose clock it runs on and whose views it animates: ``Animator/current``
  /// when made. Set it before starting; changing it while active does nothing.
  public var animator: Animator?
  /// Inactive, active (running or paused) or stopped.
  public private(set) var state: ViewAnimatingState = .inactive
  /// Whether it is running (also while waiting out a start delay).
  public private(set) var isRunning = false
  /// The delay given to ``startAnimation(afterDelay:)``.
  public private(set) var delay: TimeInterval = 0
  /// Whether it stays active and paused at the end instead of finishing.
  public var pausesOnCompletion = false
  /// Whether scrubbing a paused animator shows the fraction itself, not the curve at it.
  public var scrubsLinearly = true
  /// Whether it can be paused and reversed (kept for UIKit's API; always honoured here).
  public var isInterruptible = true
  /// Whether touches reach its views while it runs (UIKit's default: yes).
  public var isUserInteractionEnabled = true
  /// Kept for UIKit's API: hit testing always uses the model values here.
  public var isManualHitTestingEnabled = false

  /// The shape the progress follows.
  private var timing: PropertyAnimatorTiming
  private var pending: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  /// What the blocks changed: each view's property, from and to.
  private var tracks: [Track] = []
  /// The current run (or the paused point).
  private var run = Run(fraction: 0, shown: 0, targetFraction: 1, begin: 0, length: 0)

  /// One animated property: its values before and after the block, and the fraction of
  /// the duration at which it starts moving.
  struct Track {
    weak var view: View?
    let property: AnimatableProperty
    let from: AnimatableState
    let to: AnimatableState
    let delta: [Double]
    let startFraction: Double
  }

  /// From a fraction and the progress shown there, towards an end, over a length of time.
  private struct Run {
    var fraction: Double
    var shown: Double
    var targetFraction: Double
    var begin: Int64
    var length: Int64
  }

  /// An animator with a timing curve, as `init(duration:timingParameters:)`.
  public init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
    self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
    timingParameters = parameters
    timing = parameters.timing
    animator = Animator.current
  }

  /// An animator with a named curve, as `init(duration:curve:animations:)`.
  public convenience init(
    duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a curve through two control points, as
  /// `init(duration:controlPoint1:controlPoint2:animations:)`.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring that settles by `duration`, as
  /// `init(duration:dampingRatio:animations:)`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator already started, as `UIViewPropertyAnimator.runningPropertyAnimator(
  /// withDuration:delay:options:animations:completion:)`: the options' curve and
  /// `.allowUserInteraction` apply, on ``Animator/current``.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let made = ViewPropertyAnimator(
      duration: duration,
      timingParameters: CubicTimingParameters(
        animationCurve: View.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF))
          ?? .easeInOut))
    made.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    made.addAnimations(animations)
    if let completion { made.addCompletion(completion) }
    made.startAnimation(afterDelay: delay)
    return made
  }

  // MARK: Blocks

  /// Adds changes to animate: run when the animator becomes active, or at once (over the
  /// remaining time) when it already is.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds changes that start moving after `delayFactor` (0…1) of the time left.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? Swift.min(Swift.max(delayFactor, 0), 1) : 0
    switch state {
    case .inactive: pending.append((animation, factor))
    case .active:
      let now = currentFraction
      capture(animation, startFraction: now + factor * (1 - now))
    case .stopped: animation()
    }
  }

  /// Adds a closure run when the animator finishes, with where its views ended.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Control

  /// Starts (or resumes) the run now.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) the run after `delay` seconds; the views show where they are
  /// until then.
  public func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    let wait = delay.isFinite ? Swift.max(delay, 0) : 0
    guard activate() else { return }
    self.delay = wait
    isRunning = true
    resume(after: AnimationClock.nanoseconds(wait), lengthFactor: 1)
  }

  /// Pauses the run where it is (an inactive animator becomes active, paused at the
  /// start).
  public func pauseAnimation() {
    guard state != .stopped else { return }
    guard activate() else { return }
    guard isRunning else { return }
    freeze()
  }

  /// Resumes a paused run with another timing curve (nil keeps the one it has) and its
  /// time left multiplied by `durationFactor` (1 keeps it), as UIKit's
  /// `continueAnimation(withTimingParameters:durationFactor:)`.
  public func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning else { return }
    if let parameters {
      timingParameters = parameters
      timing = parameters.timing
    }
    isRunning = true
    let factor = durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1
    resume(after: 0, lengthFactor: factor)
  }

  /// Stops the run and leaves the views where they are shown (their model values take the
  /// shown values). With `withoutFinishing` true the animator becomes inactive and its
  /// completions never run; otherwise it waits, stopped, for ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let shown = tracks.map(currentState)
    withoutAnimation {
      for (track, state) in zip(tracks, shown) {
        if let view = track.view { state.write(track.property, to: view) }
      }
    }
    isRunning = false
    state = .stopped
    animator?.propertyAnimators.removeAll { $0 === self }
    if withoutFinishing {
      state = .inactive
      tracks = []
      completions = []
    }
  }

  /// Finishes a stopped animator: the views take the end's values, the start's, or stay
  /// where they were stopped; the completions run with the position.
  public func finishAnimation(at position: ViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: position)
  }

  // MARK: Progress

  /// Whether the run goes back to the start. Changed while running, the run turns round
  /// from where it is; a reversed run that reaches the start finishes at `.start`.
  public var isReversed = false {
    didSet {
      guard isReversed != oldValue, state == .active, isRunning else { return }
      freeze()
      isRunning = true
      resume(after: 0, lengthFactor: 1)
    }
  }

  /// The fraction of the duration passed, 0…1. Set it on a paused (or inactive) animator to
  /// scrub; setting it while running or stopped does nothing, as in UIKit. NaN is ignored.
  public var fractionComplete: CGFloat {
    get { currentFraction }
    set {
      guard newValue.isFinite, state != .stopped, !isRunning else { return }
      guard activate() else { return }
      let fraction = Swift.min(Swift.max(newValue, 0), 1)
      run.fraction = fraction
      run.shown = scrubsLinearly ? fraction : timing.value(at: fraction, duration: duration)
    }
  }

  // MARK: Inside

  /// The fraction now: from the run while running, the paused point otherwise.
  private var currentFraction: Double {
    guard state == .active else { return run.fraction }
    guard isRunning else { return run.fraction }
    let u = progress(now: animator?.clock.nanoseconds ?? 0)
    return run.fraction + (run.targetFraction - run.fraction) * u
  }

  /// The fraction of the run's time passed at `now`, 0…1.
  private func progress(now: Int64) -> Double {
    guard now > run.begin else { return 0 }
    guard run.length > 0, now < run.begin + run.length else { return 1 }
    return Double(now - run.begin) / Double(run.length)
  }

  /// The progress shown now (of the blocks run when it became active).
  private var currentShown: Double {
    guard state == .active, isRunning else { return run.shown }
    let u = progress(now: animator?.clock.nanoseconds ?? 0)
    let target = run.targetFraction
    return run.shown
      + (target - run.shown) * timing.value(at: u, duration: AnimationClock.seconds(run.length))
  }

  /// The progress shown for one track: the run's for tracks that start with it, the curve
  /// at its part of the fraction for tracks that start later.
  private func shown(_ track: Track) -> Double {
    guard track.startFraction > 0 else { return currentShown }
    guard track.startFraction < 1 else { return currentFraction >= 1 ? 1 : 0 }
    let u = (currentFraction - track.startFraction) / (1 - track.startFraction)
    return timing.value(at: Swift.min(Swift.max(u, 0), 1), duration: duration)
  }

  /// What a track's view shows now.
  private func currentState(_ track: Track) -> AnimatableState {
    var state = track.to
    let remaining = 1 - shown(track)
    var values = track.to.components(track.property)
    for k in values.indices { values[k] += track.delta[k] * remaining }
    state.setComponents(values, of: track.property)
    return state
  }

  /// Runs the pending blocks and becomes active; false when there is no animator (then
  /// the changes are made, the completions run with `.end`, and it stays inactive).
  private func activate() -> Bool {
    guard state == .inactive else { return true }
    guard let animator else {
      let blocks = pending
      pending = []
      for entry in blocks { entry.block() }
      let done = completions
      completions = []
      for completion in done { completion(.end) }
      return false
    }
    state = .active
    run = Run(
      fraction: 0, shown: 0, targetFraction: 1, begin: animator.clock.nanoseconds, length: 0)
    let blocks = pending
    pending = []
    for entry in blocks { capture(entry.block, startFraction: entry.delayFactor) }
    animator.propertyAnimators.append(self)
    return true
  }

  /// Runs a block, keeping what it changed as tracks.
  private func capture(_ block: () -> Void, startFraction: Double) {
    guard let animator else { return block() }
    for change in animator.changes(made: block) {
      tracks.append(
        Track(
          view: change.view, property: change.property, from: change.from, to: change.to,
          delta: zip(change.from.components(change.property), change.to.components(change.property))
            .map { $0 - $1 },
          startFraction: startFraction))
    }
  }

  /// Keeps the point reached and stops the clock's part.
  private func freeze() {
    let fraction = currentFraction
    let shown = currentShown
    run.fraction = fraction
    run.shown = shown
    isRunning = false
  }

  /// Runs from the paused point to the end (the start, reversed) over the time left.
  private func resume(after wait: Int64, lengthFactor: Double) {
    guard let animator else { return }
    let target: Double = isReversed ? 0 : 1
    run.targetFraction = target
    run.begin = animator.clock.nanoseconds + wait
    run.length = AnimationClock.nanoseconds(abs(target - run.fraction) * duration * lengthFactor)
  }

  /// When the run ends, in clock nanoseconds, while running.
  var endTime: Int64? {
    guard state == .active, isRunning else { return nil }
    return run.begin + run.length
  }

  /// The clock reached the end of the run.
  func reachEnd() {
    run.fraction = run.targetFraction
    run.shown = run.targetFraction
    isRunning = false
    guard !pausesOnCompletion else { return }
    finish(at: run.targetFraction == 0 ? .start : .end)
  }

  /// The views take the position's values, the animator becomes inactive, the
  /// completions run.
  private func finish(at position: ViewAnimatingPosition) {
    if position != .current {
      withoutAnimation {
        for track in tracks {
          guard let view = track.view else { continue }
          (position == .end ? track.to : track.from).write(track.property, to: view)
        }
      }
    }
    tracks = []
    state = .inactive
    isRunning = false
    run = Run(fraction: 0, shown: 0, targetFraction: 1, begin: 0, length: 0)
    animator?.propertyAnimators.removeAll { $0 === self }
    let done = completions
    completions = []
    guard let animator else {
      for completion in done { completion(position) }
      return
    }
    Animator.withCurrent(animator) { for completion in done { completion(position) } }
  }

  /// Writes model values without animating them (even inside an `animations` block).
  private func withoutAnimation(_ body: () -> Void) {
    guard let animator else { return body() }
    animator.performWithoutAnimation(body)
  }

  /// What this animator adds to a view's property now, or nil when nothing.
  func contribution(to view: View, _ property: AnimatableProperty) -> [Double]? {
    guard state == .active else { return nil }
    var sum: [Double]?
    for track in tracks where track.property == property && track.view === view {
      let remaining = 1 - shown(track)
      guard remaining != 0 else { continue }
      var values = sum ?? Array(repeating: 0, count: track.delta.count)
      for k in values.indices { values[k] += track.delta[k] * remaining }
      sum = values
    }
    return sum
  }

  /// The views it moves while active.
  var animatedViews: [View] {
    guard state == .active else { return [] }
    return tracks.compactMap(\.view)
  }
}
