import Foundation
import Testing

@testable import Layout

/// Every animation suite nests in this one, so `swift test --filter AnimationTests` runs
/// them all.
@Suite enum AnimationTests {}

extension AnimationTests {
  /// Solves a cubic Bézier timing curve by plain bisection (200 halvings, far past double
  /// precision), independently of ``TimingCurve``'s Newton solver.
  static func referenceBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double
  ) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if bezier(x1, x2, middle) < progress { low = middle } else { high = middle }
    }
    return bezier(y1, y2, (low + high) / 2)
  }
}
