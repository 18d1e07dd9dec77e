import Foundation

/// The time animations run on, owned by the caller (there is no global run loop): tests and
/// renderers move it forward explicitly, and several scenes can share one clock or each
/// have their own.
///
/// ```swift
/// let clock = AnimationClock()
/// let animator = Animator(clock: clock, scene: scene)
/// animator.animate(withDuration: 0.5) { label.alpha = 1 }
/// clock.advance(by: 0.25)   // half way
/// clock.advance(to: 3)      // completions ran in time order on the way
/// ```
///
/// Time is kept in whole nanoseconds, so advancing is exact: ten steps of 0.1 s land on
/// exactly the same time as one step of 1 s, and an animation's end is an exact time.
/// While advancing, the clock stops at every event of its animators (an animation ending, a
/// completion due) in time order, sets ``now`` to that exact time and lets the animators
/// process it, so a completion that starts a new animation starts it at the end time of the
/// old one, however the caller steps. Advancing in any steps that reach the same time gives
/// bit-identical presentation values.
public final class AnimationClock {
  /// The current time in nanoseconds since the clock was made (or its start time).
  public private(set) var nanoseconds: Int64
  private var animators: [WeakAnimator] = []

  /// A clock at `start` seconds (0 by default), rounded to the nanosecond.
  public init(start: TimeInterval = 0) {
    nanoseconds = Self.nanoseconds(start)
  }

  /// The current time in seconds.
  public var now: TimeInterval { Self.seconds(nanoseconds) }

  /// Moves time forward by `seconds` (rounded to the nanosecond), running every event on the
  /// way in time order. A negative or non-finite step does nothing.
  public func advance(by seconds: TimeInterval) {
    let step = Self.nanoseconds(seconds)
    guard step >= 0 else { return }
    advance(
      toNanoseconds: nanoseconds.addingReportingOverflow(step).overflow
        ? Int64.max : nanoseconds + step)
  }

  /// Moves time forward to `time` seconds (rounded to the nanosecond), running every event
  /// on the way in time order, including those due at `time` itself. Time never goes back:
  /// a time before ``now`` still runs events due now, and leaves the time as it is.
  public func advance(to time: TimeInterval) {
    advance(toNanoseconds: Self.nanoseconds(time))
  }

  /// The event loop: the earliest event of any animator, until none is due by `target`.
  func advance(toNanoseconds target: Int64) {
    let target = Swift.max(target, nanoseconds)
    while true {
      animators.removeAll { $0.animator == nil }
      let live = animators.compactMap(\.animator)
      guard let next = live.compactMap(\.nextEventTime).min(), next <= target else { break }
      nanoseconds = Swift.max(next, nanoseconds)
      for animator in live { animator.processEvents(at: nanoseconds) }
    }
    nanoseconds = target
  }

  /// Lets an animator's events stop the clock (held weakly).
  func register(_ animator: Animator) {
    animators.append(WeakAnimator(animator: animator))
  }

  /// Seconds as whole nanoseconds, rounded; NaN is 0 and infinities saturate.
  package static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    guard !seconds.isNaN else { return 0 }
    let value = (seconds * 1e9).rounded()
    if value >= 9.2e18 { return Int64.max }
    if value <= -9.2e18 { return Int64.min }
    return Int64(value)
  }

  /// Nanoseconds as seconds.
  package static func seconds(_ nanoseconds: Int64) -> TimeInterval {
    Double(nanoseconds) / 1e9
  }
}

/// A weak reference to an animator, so a clock does not keep its animators alive.
private struct WeakAnimator {
  weak var animator: Animator?
}
