import Foundation
import Testing

@testable import Layout

/// Strength levels, kiwi's composite strengths and the Auto Layout priority mapping.
@Suite struct StrengthTests {
  @Test func namedLevelsHaveKiwisWeights() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
  }

  @Test func requiredMeansAtOrAboveTheRequiredWeight() {
    #expect(Strength.required.isRequired)
    #expect(Strength(2e9).isRequired)
    #expect(!Strength(1_001_000_999).isRequired)
    #expect(!Strength.strong.isRequired)
  }

  @Test func descriptionsNameTheLevels() {
    #expect(Strength.required.description == "required")
    #expect(Strength(5e9).description == "required")
    #expect(Strength.strong.description == "strong")
    #expect(Strength.medium.description == "medium")
    #expect(Strength.weak.description == "weak")
    #expect(Strength(250).description == "250")
    #expect(Strength(0.5).description == "0.5")
  }

  @Test func compositeStrengthsAreClipped() {
    #expect(Strength.create(1, 0, 0) == .strong)
    #expect(Strength.create(0, 1, 0) == .medium)
    #expect(Strength.create(0, 0, 1) == .weak)
    #expect(Strength.create(1000, 1000, 1000) == .required)
    #expect(Strength.create(2000, -5, 0).value == 1e9)
    #expect(Strength.create(1, 2, 3, weight: 2).value == 2_004_006)
  }

  @Test func priorityThousandIsRequired() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 5000) == .required)
    #expect(!Strength(priority: 999).isRequired)
  }

  @Test(
    arguments: [(750.0, 1e6), (500.0, 1e3), (250.0, 1.0), (1000.0 / 3, 10.0)] as [(Double, Double)])
  func namedPrioritiesMapToTheLevels(_ priority: Double, _ weight: Double) {
    #expect(Strength(priority: priority).value.isClose(to: weight, tolerance: 1e-12))
  }

  @Test(arguments: [1.0, 50, 100, 300, 420.5, 625, 800, 900, 990, 999])
  func priorityIsAThousandToTheQuarterSteps(_ priority: Double) {
    let expected = pow(1000, (priority - 250) / 250)
    #expect(Strength(priority: priority).value.isClose(to: expected, tolerance: 1e-12))
  }

  @Test func prioritiesKeepTheirOrder() {
    #expect(Strength(priority: 750) > Strength(priority: 500))
    #expect(Strength(priority: 500) > Strength(priority: 250))
    #expect(Strength(priority: 250) > Strength(priority: 50))
    var previous = Strength(priority: 1)
    for p in stride(from: 1.5, through: 1000, by: 0.5) {
      let s = Strength(priority: p)
      #expect(s > previous, "priority \(p)")
      previous = s
    }
    #expect(Strength(priority: 0) == Strength(priority: 1))
    #expect(Strength(priority: -20) == Strength(priority: 1))
  }

  @Test func oneUnitAtHighPriorityOutweighs999UnitsAtMedium() throws {
    #expect(Strength(priority: 750).value > 999 * Strength(priority: 500).value)
    // In the solver: x == 0 at 750 against n pulls x == 1 at 500.
    func solved(pulls n: Int) throws -> Double {
      let x = Variable("x")
      let solver = Solver()
      try solver.addConstraint((x == 0).strength(Strength(priority: 750)))
      try solver.addConstraints((0..<n).map { _ in (x == 1).strength(Strength(priority: 500)) })
      return solver.value(of: x)
    }
    #expect(try solved(pulls: 999).isClose(to: 0))
    #expect(try solved(pulls: 1001).isClose(to: 1))
  }
}
