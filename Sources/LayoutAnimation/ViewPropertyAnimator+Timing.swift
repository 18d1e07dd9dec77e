import Foundation

extension View {
  /// The four built-in timing curves by name, as `UIView.AnimationCurve` (raw values as
  /// UIKit's).
  public enum AnimationCurve: Int, Sendable, CaseIterable {
    /// Slow at both ends: (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// Slow at the start: (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end: (0, 0, 0.58, 1).
    case easeOut = 2
    /// Even throughout.
    case linear = 3

    /// The cubic Bézier curve of this name.
    public var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}

/// How a ``ViewPropertyAnimator``'s time maps to the fraction of its change shown, as
/// `UITimingCurveProvider`: a cubic curve (``CubicTimingParameters``) or a spring
/// (``SpringTimingParameters``).
public protocol TimingCurveProvider {
  /// The shape the animator follows.
  var timing: PropertyAnimatorTiming { get }
}

/// The shape a ``TimingCurveProvider`` gives: a cubic Bézier curve over the duration or a
/// spring that settles by it.
public enum PropertyAnimatorTiming: Hashable, Sendable {
  /// A cubic Bézier curve.
  case cubic(TimingCurve)
  /// A spring of this damping ratio and initial velocity (fractions of the change per
  /// second), fitted to the animator's duration as ``Spring`` fits one.
  case spring(dampingRatio: Double, initialVelocity: Double)

  /// The progress shown when a fraction `u` of a run of `duration` seconds has passed.
  func value(at u: Double, duration: TimeInterval) -> Double {
    switch self {
    case .cubic(let curve): return curve.value(at: u)
    case .spring(let ratio, let velocity):
      guard u < 1 else { return 1 }
      let spring = Spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
      return spring.value(atTime: u * duration)
    }
  }
}

/// A cubic timing curve, as `UICubicTimingParameters`.
///
/// ```swift
/// let curve = CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9),
///                                   controlPoint2: CGPoint(x: 0.1, y: 1))
/// let animator = ViewPropertyAnimator(duration: 0.4, timingParameters: curve)
/// ```
public struct CubicTimingParameters: TimingCurveProvider, Hashable, Sendable {
  /// The named curve, or `.easeInOut` for a custom one (as UIKit reports it).
  public let animationCurve: View.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint

  /// The default curve, ease-in-out.
  public init() {
    self.init(animationCurve: .easeInOut)
  }

  /// A named curve.
  public init(animationCurve curve: View.AnimationCurve) {
    let bezier = curve.timingCurve
    animationCurve = curve
    controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
    controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
  }

  /// A custom curve through two control points (x values outside 0…1 are clamped, as
  /// ``TimingCurve`` clamps them).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  /// The curve.
  public var timing: PropertyAnimatorTiming {
    .cubic(
      TimingCurve(
        x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y))
  }
}

/// A spring timing curve, as `UISpringTimingParameters` made from a damping ratio (the
/// spring settles by the animator's duration, as ``Spring`` fits one).
///
/// ```swift
/// let spring = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
/// ```
///
/// UIKit's mass–stiffness–damping form is not offered: there the spring's own motion sets
/// the duration, and this package fits every spring to a duration.
public struct SpringTimingParameters: TimingCurveProvider, Hashable, Sendable {
  /// ζ: below 1 overshoots.
  public let dampingRatio: CGFloat
  /// The initial velocity, in fractions of the change per second on each axis; the
  /// larger component drives the spring (UIKit applies `dx` to x motion and `dy` to y).
  public let initialVelocity: CGVector

  /// The default spring: critically damped (UIKit's default), at rest.
  public init() {
    self.init(dampingRatio: 1)
  }

  /// A spring of a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector()) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  /// The spring.
  public var timing: PropertyAnimatorTiming {
    let velocity =
      abs(initialVelocity.dy) > abs(initialVelocity.dx)
      ? initialVelocity.dy : initialVelocity.dx
    return .spring(dampingRatio: dampingRatio, initialVelocity: velocity)
  }
}

/// Where an animator's views end, as `UIViewAnimatingPosition`: what a completion is told,
/// and what ``ViewPropertyAnimator/finishAnimation(at:)`` leaves.
public enum ViewAnimatingPosition: Int, Sendable, CaseIterable {
  /// At the values the animation blocks set.
  case end = 0
  /// At the values before them (a reversed animator ends here).
  case start = 1
  /// Where they were when stopped.
  case current = 2
}

/// An animator's life, as `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable, CaseIterable {
  /// Not started, or finished: its blocks have not run, or their animation is over.
  case inactive = 0
  /// Started (running or paused): its blocks ran and the views show its progress.
  case active = 1
  /// Stopped by ``ViewPropertyAnimator/stopAnimation(_:)`` without finishing: waiting for
  /// ``ViewPropertyAnimator/finishAnimation(at:)``.
  case stopped = 2
}
