import Foundation

/// One property of one view moving from an old value to its model value: the unit an
/// ``Animator`` keeps, as a Core Animation additive `CABasicAnimation`.
///
/// It stores the change still to come as `delta = from − to` and contributes
/// `delta · (1 − timing(progress))` on top of the model value: all of `delta` before it
/// begins (fill mode backwards, so a delayed animation shows its start value during the
/// delay), nothing from its end on.
struct PropertyAnimation {
  /// The order made: presentation sums contributions in this order.
  let id: Int
  /// The animated view (weak: an animation does not keep a view alive).
  weak var view: View?
  /// The animated property.
  let property: AnimatableProperty
  /// `from − to`, per component of the property.
  let delta: [Double]
  /// When it begins, in clock nanoseconds (after the delay).
  let begin: Int64
  /// How long it runs, in nanoseconds (at least 1).
  let duration: Int64
  /// How progress maps to the fraction of the change done.
  let timing: AnimationTiming
  /// The `animate` call it belongs to, whose completion waits for it.
  let group: Int
  /// Whether touches reach the view while it runs (`.allowUserInteraction`).
  let allowsUserInteraction: Bool

  /// When it ends, in clock nanoseconds.
  var end: Int64 { begin.addingReportingOverflow(duration).overflow ? Int64.max : begin + duration }

  /// The fraction of `delta` still showing at `now`: 1 until it begins, 0 from its end.
  func remaining(at now: Int64) -> Double {
    guard now > begin else { return 1 }
    guard now < end else { return 0 }
    switch timing {
    case .curve(let curve):
      return 1 - curve.value(at: Double(now - begin) / Double(duration))
    case .spring(let spring):
      return 1 - spring.value(atTime: AnimationClock.seconds(now - begin))
    }
  }
}

/// How an animation's progress is shaped.
package enum AnimationTiming: Sendable {
  /// A cubic Bézier over the duration.
  case curve(TimingCurve)
  /// A spring that settles by the duration.
  case spring(Spring)
}

/// An `animate` call's completion and the animations it waits for.
struct AnimationGroup {
  /// The order made: completions due at the same time run in this order.
  let id: Int
  /// The closure to run, with whether every animation ran to its end.
  let completion: ((Bool) -> Void)?
  /// Animations still running.
  var running = 0
  /// Whether one was removed before its end (replaced or cancelled).
  var cancelled = false
}
