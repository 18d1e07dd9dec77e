import Foundation

extension Spring {
  /// A spring given as Core Animation's `CASpringAnimation` gives one: the mass on the
  /// spring, its stiffness, the damping coefficient and the initial velocity (in fractions
  /// of the change per second), cut at `duration` seconds (the rest, if any, snaps to the
  /// model value).
  ///
  /// The motion is the one of ``init(dampingRatio:initialVelocity:duration:)`` with
  /// `ω₀ = √(stiffness / mass)` and `ζ = damping / (2·√(stiffness · mass))`. A mass or a
  /// stiffness that is not positive and finite becomes 1; a damping that is not positive
  /// and finite gives ζ = 1, and ζ below 0.01 becomes 0.01; a velocity that is not finite
  /// becomes 0; a duration that is not positive gives a spring already at 1.
  ///
  /// ```swift
  /// let spring = Spring(mass: 3, stiffness: 1000, damping: 2 * (3000.0).squareRoot(),
  ///                     duration: 0.5)
  /// spring.naturalFrequency   // 18.257… (√(1000 / 3))
  /// spring.dampingRatio       // 1
  /// ```
  public init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    duration: TimeInterval
  ) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    let ratio =
      damping.isFinite && damping > 0 ? Swift.max(damping / (2 * (k * m).squareRoot()), 0.01) : 1
    self.dampingRatio = ratio
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.duration = duration.isFinite ? Swift.max(duration, 0) : 0
    self.naturalFrequency = (k / m).squareRoot()
  }

  /// The system keyboard's motion when it shows or hides (UIKit reports animation curve 7,
  /// a private curve, and a duration of 0.25 s that the curve ignores): a critically damped
  /// spring of mass 3 and stiffness 1000 from rest, `x(t) = 1 − (1 + ω₀t)·e^(−ω₀t)` with
  /// ω₀ = √(1000 / 3) ≈ 18.26 rad/s, lasting 0.5 s (0.11 % of the move is left then and
  /// snaps).
  ///
  /// These are the parameters Flutter's iOS engine uses to follow the keyboard; the mass,
  /// stiffness and 0.5 s match the `CASpringAnimation` that Apple's forums found inside a
  /// keyboard animation block (sources in Docs/Views.md).
  public static let keyboard = Spring(
    mass: 3, stiffness: 1000, damping: 2 * (3000.0).squareRoot(), duration: 0.5)
}
