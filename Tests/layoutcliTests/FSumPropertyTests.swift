import Testing

@testable import layoutcli

/// `FSum.sum` (the fixed-point accumulator) against `FSum.partialsSum` (CPython's
/// algorithm, the oracle), bit for bit, on seeded random and adversarial inputs.
@Suite("fsum accumulator matches the partials algorithm")
struct FSumPropertyTests {
  /// Seeded draws (`SplitMix64`), so every failure replays from its seed.
  private struct Draws {
    var generator: SplitMix64
    init(state: UInt64) { generator = SplitMix64(state: state) }
    mutating func next() -> UInt64 { generator.next() }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// A finite double from random bits: every exponent, subnormals and zeros included.
    mutating func anyFinite() -> Double {
      while true {
        let value = Double(bitPattern: next())
        if value.isFinite { return value }
      }
    }
    /// A double of random sign and significand with an exponent in `exponents`.
    mutating func scaled(_ exponents: ClosedRange<Int>) -> Double {
      let significand = 1 + Double(next() >> 11) * 0x1p-53
      let exponent = exponents.lowerBound + below(exponents.count)
      let value = Double(sign: .plus, exponent: exponent, significand: significand)
      return next() & 1 == 0 ? value : -value
    }
    /// A layout-like value: a few decimals, as the benchmark systems' values are.
    mutating func layoutLike() -> Double {
      Double(below(2_000_001) - 1_000_000) / [1, 8, 1000, 3][below(4)]
    }
  }

  private func expectSame(_ values: [Double], seed: UInt64, _ label: String) {
    let expected = FSum.partialsSum(values)
    let got = FSum.sum(values)
    #expect(
      got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN),
      "\(label), seed \(seed): \(values) gave \(got), the partials \(expected)")
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func randomBitPatternsGiveTheOraclesSum(_ seed: UInt64) {
    var draws = Draws(state: seed)
    let values = (0..<draws.below(40)).map { _ in draws.anyFinite() }
    expectSame(values, seed: seed, "random bits")
  }

  @Test(arguments: 0..<300 as Range<UInt64>)
  func cancellingValuesOfNearExponentsGiveTheOraclesSum(_ seed: UInt64) {
    var draws = Draws(state: seed)
    let base = draws.below(2_000) - 1_000
    let spread = draws.below(120)
    var values = (0..<(1 + draws.below(200))).map { _ in draws.scaled(base...(base + spread)) }
    // Cancel most of it: append the negation of a prefix in a shuffled order.
    let prefix = values.prefix(draws.below(values.count + 1)).map { -$0 }
    for value in prefix { values.insert(value, at: draws.below(values.count + 1)) }
    expectSame(values, seed: seed, "cancelling")
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func halfwayCasesRoundHalfEvenAsTheOracle(_ seed: UInt64) {
    var draws = Draws(state: seed)
    let x = draws.scaled(-1_000...1_000)
    let halfUlp = x.ulp / 2
    let tiny = draws.scaled((x.exponent - 200)...(x.exponent - 60))
    for values in [
      [x, halfUlp], [x, -halfUlp], [x, halfUlp, tiny], [x, halfUlp, -tiny], [x, -halfUlp, tiny],
      [x.nextUp, halfUlp], [halfUlp, x, -tiny, tiny], [x, halfUlp / 2, halfUlp / 2],
      [-x, -halfUlp, 0x1p-1074], [x, x, halfUlp, -x],
    ] {
      expectSame(values, seed: seed, "half-way")
    }
  }

  @Test(arguments: 0..<50 as Range<UInt64>)
  func longSumsAcrossCarryPropagationsGiveTheOraclesSum(_ seed: UInt64) {
    var draws = Draws(state: seed)
    let values = (0..<(1 + draws.below(3_000))).map { _ in
      draws.below(3) == 0 ? draws.scaled(-60...60) : draws.layoutLike()
    }
    let expected = FSum.partialsSum(values)
    for interval in [1, 2, 3, 7, 1 << 30] {
      let got = FSum.sum(values, normalizingEvery: interval)
      #expect(got.bitPattern == expected.bitPattern, "seed \(seed), interval \(interval)")
    }
  }

  @Test func edgeCasesGiveTheOraclesSum() {
    let max = Double.greatestFiniteMagnitude
    let tiny = Double.leastNonzeroMagnitude
    let cases: [[Double]] = [
      [], [0], [-0.0], [-0.0, -0.0], [-0.0, 0], [0, -0.0], [1, -1], [-1, 1], [-0.0, 1, -1],
      [tiny], [-tiny], [tiny, tiny], [tiny, -tiny], [Double.leastNormalMagnitude, -tiny],
      [Double.leastNormalMagnitude.nextDown, tiny], [0x1p-1022, 0x1p-1022],
      [max], [-max], [max, -max], [max, max, -max], [max, -max, max], [max, max.ulp / 2],
      [max / 4, max / 4, max / 4], [1e308, 1e308, -1e308, -1e308, 1],
      [.infinity], [-.infinity, 1], [.infinity, -.infinity], [.nan, 1], [1, .nan],
      [1e16, 1, -1e16], [0x1p53, 1, 0x1p-100], [0x1p53, -0.5, -0x1p-54], [0x1p970, 0x1p-1074],
      [0x1p1000, -0x1p1000, 0x1p-1074], Array(repeating: 0.1, count: 10),
    ]
    for (i, values) in cases.enumerated() { expectSame(values, seed: UInt64(i), "edge case") }
  }

  @Test func benchmarkSizedSumOfLayoutValuesGivesTheOraclesSum() {
    var draws = Draws(state: 14)
    let values = (0..<300_004).map { _ in draws.layoutLike() }
    expectSame(values, seed: 14, "300,004 layout values")
  }
}
