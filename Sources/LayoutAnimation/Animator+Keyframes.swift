import Foundation

/// The `animateKeyframes` call whose block is running: where its keyframes go.
struct KeyframeContext {
  /// When the whole animation begins (after the delay), in clock nanoseconds.
  let begin: Int64
  /// The whole animation's length in nanoseconds.
  let duration: Int64
  /// The options (interaction).
  let options: View.AnimationOptions
  /// The completion group every keyframe joins.
  let group: Int
}

extension Animator {
  /// Animates keyframes over `duration` seconds after `delay`, as
  /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: call
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` inside the block.
  ///
  /// ```swift
  /// animator.animateKeyframes(withDuration: 1) {
  ///   animator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
  ///     badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
  ///   }
  ///   animator.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
  ///     badge.transform = .identity
  ///   }
  /// }
  /// ```
  ///
  /// Each keyframe moves linearly over its part of the time (Core Animation's linear
  /// calculation mode), from the values its block found to the ones it left; the parts
  /// add up (each keyframe is one more additive animation), so a keyframe starts where the
  /// one before it ended. Changes made in the block outside any keyframe animate over the
  /// whole duration with the options' curve. One completion runs after the last keyframe.
  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: View.AnimationOptions = [], animations block: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let length = AnimationClock.nanoseconds(duration)
    guard length > 0 else {
      run(
        duration: 0, delay: 0, options: options, timing: .curve(.linear), animations: block,
        completion: completion)
      return
    }
    let begin = clock.nanoseconds + Swift.max(0, AnimationClock.nanoseconds(delay))
    let group = makeGroup(completion)
    let outer = keyframes
    keyframes = KeyframeContext(begin: begin, duration: length, options: options, group: group)
    baselines.append(HierarchySnapshot(roots: roots))
    block()
    let start = baselines.removeLast()
    keyframes = outer
    let end = HierarchySnapshot(roots: roots)
    addAnimations(
      from: start, to: end, begin: begin, duration: length,
      timing: .curve(options.timingCurve), options: options.subtracting(.beginFromCurrentState),
      group: group)
    absorb(from: start, to: end)
  }

  /// Adds a keyframe to the running `animateKeyframes` block: the changes `animations`
  /// makes move linearly from `relativeStartTime` for `relativeDuration` (both fractions
  /// of the whole, clamped into `0...1`). Outside an `animateKeyframes` block the changes are
  /// made without animation.
  public func addKeyframe(
    withRelativeStartTime relativeStartTime: Double, relativeDuration: Double,
    animations block: () -> Void
  ) {
    guard let context = keyframes else {
      performWithoutAnimation(block)
      return
    }
    let startFraction = Self.unit(relativeStartTime)
    let lengthFraction = Swift.min(Self.unit(relativeDuration), 1 - startFraction)
    let whole = Double(context.duration)
    let begin = context.begin + Int64((startFraction * whole).rounded())
    let length = Int64((lengthFraction * whole).rounded())
    baselines.append(HierarchySnapshot(roots: roots))
    keyframes = nil
    block()
    keyframes = context
    let start = baselines.removeLast()
    let end = HierarchySnapshot(roots: roots)
    addAnimations(
      from: start, to: end, begin: begin, duration: Swift.max(length, 1),
      timing: .curve(.linear), options: context.options.subtracting(.beginFromCurrentState),
      group: context.group)
    absorb(from: start, to: end)
  }

  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }
}
