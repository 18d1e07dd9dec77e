import Testing

@testable import layoutcli

@Suite("fsum and Python rounding")
struct NumericsTests {
  @Test func fsumIsExactWhereAPlainLoopIsNot() {
    let values = [1e16, 1, -1e16]
    #expect(values.reduce(0, +) == 0)
    #expect(FSum.sum(values) == 1)
  }

  /// Values and results from CPython's `math.fsum`.
  @Test(
    arguments: [
      ([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], 1.0),
      ([1, 1e-16, 1e-16], 1.0000000000000002),
      ([1e100, 1, -1e100, 1e-100, 1e50, -1, -1e50], 1e-100),
      ([0x1p53, -0.5, -0x1p-54], 9_007_199_254_740_991),
      ([0x1p53, 1, 0x1p-100], 9_007_199_254_740_994),
      ([], 0),
    ] as [([Double], Double)])
  func fsumMatchesPython(_ values: [Double], _ expected: Double) {
    #expect(FSum.sum(values) == expected)
  }

  /// Values and results from CPython's `round(x, 3)`.
  @Test(
    arguments: [
      (2.675, 2.675), (0.0625, 0.062), (1.0005, 1.0), (0.0015, 0.002), (1234.5675, 1234.568),
      (-0.0625, -0.062), (880.0004999, 880.0), (9_999.9995, 9_999.999),
    ] as [(Double, Double)])
  func roundMatchesPython(_ x: Double, _ expected: Double) {
    #expect(PythonRound.round3(x).bitPattern == expected.bitPattern)
  }

  @Test func roundKeepsTheSignOfZero() {
    #expect(PythonRound.round3(-0.0004).sign == .minus)
    #expect(PythonRound.round3(-0.0004) == 0)
  }
}
