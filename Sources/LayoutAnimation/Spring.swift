import Foundation

/// A damped spring as UIKit's `animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:…)` describes it: a damping ratio, an initial velocity and the time
/// the motion should take.
///
/// ```swift
/// let spring = Spring(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
/// spring.value(atTime: 0)    // 0
/// spring.value(atTime: 0.2)  // past 1: a ratio below 1 overshoots
/// spring.value(atTime: 0.6)  // within 0.001 of 1
/// ```
///
/// Progress `x(t)` from 0 to 1 follows the damped harmonic oscillator
/// `x″ + 2ζω₀x′ + ω₀²(x − 1) = 0` with `x(0) = 0`, `x′(0) = v₀`, solved in closed form:
///
/// - under-damped (ζ < 1), with ω_d = ω₀√(1 − ζ²):
///   `x = 1 − e^(−ζω₀t)·(cos ω_d t + ((ζω₀ − v₀)/ω_d)·sin ω_d t)`;
/// - critically damped (ζ = 1): `x = 1 − (1 + (ω₀ − v₀)t)·e^(−ω₀t)`;
/// - over-damped (ζ > 1), with roots r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)):
///   `x = 1 − c₁e^(r₁t) − c₂e^(r₂t)`, `c₁ = (−v₀ − r₂)/(r₁ − r₂)`, `c₂ = 1 − c₁`.
///
/// UIKit gives a duration, not a stiffness. The mapping used here: ω₀ is chosen so the
/// motion's envelope (the largest distance from 1 the oscillation can still reach) is
/// ``settlingThreshold`` (0.001 of the change) exactly at `duration`, found by bisection on
/// ω₀. The animation then ends at `duration` and the value snaps the remaining ≤ 0.001 to
/// the model value, as Core Animation ends a spring at its settling time.
public struct Spring: Hashable, Sendable {
  /// ζ: below 1 oscillates, 1 approaches without overshoot, above 1 approaches slower.
  public let dampingRatio: Double
  /// v₀ in fractions of the whole change per second (UIKit: "a value of 1 corresponds to
  /// the total animation distance traversed in one second").
  public let initialVelocity: Double
  /// The time in seconds by which the motion has settled.
  public let duration: TimeInterval
  /// ω₀, the undamped angular frequency in radians per second, fitted to ``duration``.
  public let naturalFrequency: Double

  /// The envelope left at ``duration``: 0.001 of the change.
  public static let settlingThreshold = 0.001

  /// A spring that settles within `duration` seconds.
  ///
  /// A damping ratio that is not positive or not finite becomes 1 (no overshoot), and one
  /// below 0.01 becomes 0.01 (a spring that never settles cannot end at `duration`); a
  /// velocity that is not finite becomes 0. A duration that is not positive gives a spring
  /// that is already at 1.
  public init(dampingRatio: Double, initialVelocity: Double = 0, duration: TimeInterval) {
    let ratio = dampingRatio.isFinite && dampingRatio > 0 ? Swift.max(dampingRatio, 0.01) : 1
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
    self.naturalFrequency =
      self.duration > 0
      ? Self.fitFrequency(ratio: ratio, velocity: velocity, duration: self.duration) : 0
  }

  /// The progress at `time` seconds after the start: 0 at 0, near 1 from ``duration`` on
  /// (exactly 1 for a spring with no duration), possibly past 1 on the way.
  public func value(atTime time: TimeInterval) -> Double {
    guard duration > 0 else { return 1 }
    guard time > 0 else { return 0 }
    return 1
      - Self.displacement(
        time: time, omega: naturalFrequency, ratio: dampingRatio, velocity: initialVelocity)
  }

  /// 1 − x(t): what is left of the change.
  static func displacement(time t: Double, omega w: Double, ratio z: Double, velocity v: Double)
    -> Double
  {
    switch regime(z) {
    case .under:
      let wd = w * (1 - z * z).squareRoot()
      return exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
    case .critical:
      return (1 + (w - v) * t) * exp(-w * t)
    case .over:
      let root = (z * z - 1).squareRoot()
      let r1 = -w * (z - root)
      let r2 = -w * (z + root)
      let c1 = (-v - r2) / (r1 - r2)
      return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }
  }

  /// The largest |1 − x| the motion can reach from `t` on (its envelope at `t`).
  static func envelope(time t: Double, omega w: Double, ratio z: Double, velocity v: Double)
    -> Double
  {
    switch regime(z) {
    case .under:
      let wd = w * (1 - z * z).squareRoot()
      let k = (z * w - v) / wd
      return exp(-z * w * t) * (1 + k * k).squareRoot()
    case .critical:
      return (1 + abs(w - v) * t) * exp(-w * t)
    case .over:
      let root = (z * z - 1).squareRoot()
      let r1 = -w * (z - root)
      let r2 = -w * (z + root)
      let c1 = (-v - r2) / (r1 - r2)
      return abs(c1) * exp(r1 * t) + abs(1 - c1) * exp(r2 * t)
    }
  }

  private enum Regime { case under, critical, over }

  /// Ratios within 1e-6 of 1 use the critical solution (the others divide by ~0 there).
  private static func regime(_ ratio: Double) -> Regime {
    if abs(ratio - 1) < 1e-6 { return .critical }
    return ratio < 1 ? .under : .over
  }

  /// ω₀ with envelope(duration) = threshold: bisection on log ω₀ over [1e-3, 1e5] / duration.
  private static func fitFrequency(ratio: Double, velocity: Double, duration: Double) -> Double {
    var low = log(1e-3 / duration)
    var high = log(1e5 / duration)
    for _ in 0..<100 {
      let middle = (low + high) / 2
      let value = envelope(time: duration, omega: exp(middle), ratio: ratio, velocity: velocity)
      if value > settlingThreshold { low = middle } else { high = middle }
    }
    return exp(high)
  }
}
