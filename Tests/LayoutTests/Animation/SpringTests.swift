import Foundation
import Testing

@testable import Layout
@testable import LayoutAnimation

extension AnimationTests {
  /// The damped-harmonic spring: endpoints, overshoot, the fitted settling time.
  @Suite struct SpringTests {
    @Test(arguments: [0.2, 0.5, 0.8, 1.0, 1.5, 3.0])
    func startsAtZeroAndSettlesByTheDuration(ratio: Double) {
      let spring = Spring(dampingRatio: ratio, initialVelocity: 0, duration: 0.8)
      #expect(spring.value(atTime: 0) == 0)
      #expect(abs(spring.value(atTime: 0.8) - 1) <= Spring.settlingThreshold + 1e-9)
      #expect(abs(spring.value(atTime: 2) - 1) <= Spring.settlingThreshold)
      // The fit puts the envelope at the threshold exactly at the duration.
      let envelope = Spring.envelope(
        time: 0.8, omega: spring.naturalFrequency, ratio: spring.dampingRatio, velocity: 0)
      #expect(envelope.isClose(to: Spring.settlingThreshold, tolerance: 1e-6))
    }

    @Test func anUnderdampedSpringOvershoots() {
      let spring = Spring(dampingRatio: 0.3, duration: 1)
      let peak = (1...100).map { spring.value(atTime: Double($0) / 100) }.max() ?? 0
      #expect(peak > 1.2)
    }

    @Test(arguments: [0.0, 2.0])
    func aCriticallyDampedSpringApproachesMonotonically(velocity: Double) {
      let spring = Spring(dampingRatio: 1, initialVelocity: velocity, duration: 0.5)
      var previous = -1.0
      for step in 0...500 {
        let value = spring.value(atTime: Double(step) / 1000)
        #expect(value >= previous && value <= 1)
        previous = value
      }
    }

    @Test func theClosedFormsSolveTheEquationOfMotion() {
      // x″ + 2ζω₀x′ + ω₀²(x − 1) = 0 and x′(0) = v₀, by finite differences.
      for (ratio, velocity) in [(0.4, 0.0), (0.4, 3.0), (1.0, 1.0), (2.0, -1.0)] {
        let spring = Spring(dampingRatio: ratio, initialVelocity: velocity, duration: 1)
        let w = spring.naturalFrequency
        let h = 1e-4
        let x = { (t: Double) in spring.value(atTime: t) }
        #expect(((x(h) - x(0)) / h).isClose(to: velocity, tolerance: 1e-2 * max(1, w)))
        for t in [0.1, 0.3, 0.6] {
          let first = (x(t + h) - x(t - h)) / (2 * h)
          let second = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
          let residual = second + 2 * ratio * w * first + w * w * (x(t) - 1)
          #expect(abs(residual) < 1e-3 * w * w, "ζ \(ratio) at \(t): \(residual)")
        }
      }
    }

    @Test func badInputsNeverTrap() {
      #expect(Spring(dampingRatio: -1, duration: 1).dampingRatio == 1)
      #expect(
        Spring(dampingRatio: .nan, initialVelocity: .infinity, duration: 1)
          .initialVelocity == 0)
      #expect(Spring(dampingRatio: 0.5, duration: 0).value(atTime: 0) == 1)
    }
  }
}
