import Foundation

/// A timing curve as Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0)
/// to (1, 1) with two control points, mapping the fraction of an animation's time that has
/// passed to the fraction of the change that is done.
///
/// ```swift
/// TimingCurve.easeIn.value(at: 0.5)    // ≈ 0.3153
/// TimingCurve.linear.value(at: 0.25)   // 0.25
/// let snappy = TimingCurve.cubicBezier(0.2, 0.9, 0.1, 1)
/// ```
///
/// The curve is `(x(s), y(s))` for a parameter `s` in `0...1`. To sample it at a time
/// fraction `p`, ``value(at:)`` solves `x(s) = p` for `s` (Newton's method from `s = p`,
/// falling back to bisection, until `|x(s) - p| ≤` ``tolerance``) and returns `y(s)`, as
/// WebKit's `UnitBezier` does. With both control points' x in `0...1`, `x(s)` never
/// decreases, so the solution exists and is unique up to flat stretches.
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
  /// The first control point's x, in `0...1`.
  public let x1: Double
  /// The first control point's y (may leave `0...1`: the curve then overshoots).
  public let y1: Double
  /// The second control point's x, in `0...1`.
  public let x2: Double
  /// The second control point's y (may leave `0...1`).
  public let y2: Double

  /// How closely ``value(at:)`` solves `x(s) = p`: `1e-7`.
  public static let tolerance = 1e-7

  /// A curve through control points (`x1`, `y1`) and (`x2`, `y2`).
  ///
  /// Core Animation requires the x coordinates in `0...1` so that time never runs
  /// backwards; this initializer never traps: an x outside that range is clamped into it,
  /// and a NaN coordinate becomes 0.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = Self.clampUnit(x1)
    self.y1 = y1.isNaN ? 0 : y1
    self.x2 = Self.clampUnit(x2)
    self.y2 = y2.isNaN ? 0 : y2
  }

  /// A curve with control points (`x1`, `y1`) and (`x2`, `y2`), as
  /// `CAMediaTimingFunction(controlPoints:)`; x values are clamped into `0...1`.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> TimingCurve
  {
    TimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Constant speed: control points (0, 0) and (1, 1).
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  /// Slow start: (0.42, 0) and (1, 1), `UIView.AnimationOptions.curveEaseIn`.
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Slow end: (0, 0) and (0.58, 1), `.curveEaseOut`.
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Slow start and end: (0.42, 0) and (0.58, 1), `.curveEaseInOut`, UIKit's default for
  /// `animate(withDuration:…)`.
  public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's default for implicit animations: (0.25, 0.1) and (0.25, 1).
  public static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  /// The fraction of the change done when a fraction `progress` of the time has passed.
  ///
  /// `progress` is clamped into `0...1` (NaN counts as 0); the ends map exactly to 0 and 1.
  /// - Complexity: at most 8 Newton steps, then at most 64 bisection steps.
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    return sampleY(parameter(forX: progress))
  }

  /// The curve parameter `s` with `|x(s) - x| ≤` ``tolerance``, for `x` in `0...1`.
  func parameter(forX x: Double) -> Double {
    // Newton's method from s = x: fast where the slope is healthy.
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) <= Self.tolerance { return s }
      let slope = sampleDerivativeX(s)
      if abs(slope) < 1e-6 { break }
      let next = s - error / slope
      if !(0...1).contains(next) { break }
      s = next
    }
    // Bisection: x(s) is non-decreasing, so the bracket [0, 1] always holds the answer.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = sampleX(s)
      if abs(value - x) <= Self.tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, in Horner form.
  func sampleX(_ s: Double) -> Double {
    let c = 3 * x1
    let b = 3 * (x2 - x1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// y(s), as ``sampleX(_:)`` with the y coordinates.
  func sampleY(_ s: Double) -> Double {
    let c = 3 * y1
    let b = 3 * (y2 - y1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  /// dx/ds.
  func sampleDerivativeX(_ s: Double) -> Double {
    let c = 3 * x1
    let b = 3 * (x2 - x1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  /// `cubicBezier(x1, y1, x2, y2)`.
  public var description: String {
    "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
  }

  private static func clampUnit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }
}
