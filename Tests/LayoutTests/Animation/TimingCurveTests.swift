import Foundation
import Testing

@testable import Layout
@testable import LayoutAnimation

extension AnimationTests {
  /// The Core Animation curves and custom Béziers against an independent solver.
  @Suite struct TimingCurveTests {
    static let named: [(TimingCurve, [Double])] = [
      (.linear, [0, 0, 1, 1]),
      (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]),
      (.easeInOut, [0.42, 0, 0.58, 1]),
      (.default, [0.25, 0.1, 0.25, 1]),
      (.cubicBezier(0.2, 0.9, 0.1, 1), [0.2, 0.9, 0.1, 1]),
      (.cubicBezier(0.5, -0.5, 0.5, 1.5), [0.5, -0.5, 0.5, 1.5]),
    ]

    @Test func theNamedCurvesHaveCoreAnimationsControlPoints() {
      for (curve, points) in Self.named {
        #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points, "\(curve)")
      }
    }

    @Test(arguments: 0..<7)
    func valuesMatchABisectionReference(index: Int) {
      let (curve, p) = Self.named[index]
      for step in 0...100 {
        let progress = Double(step) / 100
        let expected = AnimationTests.referenceBezier(p[0], p[1], p[2], p[3], at: progress)
        #expect(
          curve.value(at: progress).isClose(to: expected, tolerance: 1e-6),
          "\(curve) at \(progress): \(curve.value(at: progress)) vs \(expected)")
      }
    }

    @Test func theSolverInvertsXToOneTenMillionth() {
      for curve in Self.named.map(\.0) {
        for step in 1..<1000 {
          let x = Double(step) / 1000
          let s = curve.parameter(forX: x)
          #expect(abs(curve.sampleX(s) - x) <= 1e-7, "\(curve) at \(x)")
        }
      }
    }

    @Test func handComputedPoints() {
      // Ease-in at half time: x(s) = 3(1−s)²s·0.42 + 3(1−s)s² + s³ = 0.5 at s ≈ 0.374253,
      // and y(s) = 3(1−s)s² + s³ ≈ 0.315357 there (worked out by hand and in Python).
      #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315357) < 1e-5)
      #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.684643) < 1e-5)
      #expect(TimingCurve.easeInOut.value(at: 0.5).isClose(to: 0.5))
      #expect(abs(TimingCurve.default.value(at: 0.5) - 0.802403) < 1e-5)
      #expect(TimingCurve.linear.value(at: 0.3).isClose(to: 0.3))
    }

    @Test func theEndsAreExactAndProgressIsClamped() {
      for curve in Self.named.map(\.0) {
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0 && curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
      }
    }

    @Test func controlPointXOutsideTheUnitIntervalIsClamped() {
      let curve = TimingCurve.cubicBezier(-0.5, 0.2, 1.7, 0.8)
      #expect(curve.x1 == 0 && curve.x2 == 1 && curve.y1 == 0.2 && curve.y2 == 0.8)
      #expect(TimingCurve.cubicBezier(.nan, .nan, 0.5, 1).x1 == 0)
    }

    @Test func aFlatSlopeFallsBackToBisection() {
      // x1 = x2 = 1: dx/ds is 0 at s = 0, where Newton cannot start.
      let curve = TimingCurve.cubicBezier(1, 0, 1, 1)
      for progress in [0.001, 0.01, 0.5, 0.99] {
        let expected = AnimationTests.referenceBezier(1, 0, 1, 1, at: progress)
        #expect(curve.value(at: progress).isClose(to: expected, tolerance: 1e-6))
      }
    }
  }
}
