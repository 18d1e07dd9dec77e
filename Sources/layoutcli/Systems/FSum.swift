/// The correctly rounded sum of doubles, as Python's `math.fsum` gives it.
///
/// Every finite double is an integer multiple of 2⁻¹⁰⁷⁴, so the exact sum is one integer
/// in units of 2⁻¹⁰⁷⁴: this adds each value's 53-bit significand, shifted to its exponent,
/// into a fixed-point accumulator of 32-bit digits held in `Int64`s (a superaccumulator
/// over the whole exponent range), and rounds once, half-even, at the end. No rounding
/// happens before that, so `fsum([1e16, 1, -1e16])` is `1` where a plain loop gives `0`.
/// Three integer adds per value instead of Shewchuk's list of partials (``partialsSum(_:)``,
/// CPython's algorithm, which the tests use as the oracle and which this falls back to
/// where its partials could overflow, so the results are the same bit for bit).
enum FSum {
  /// 32-bit digits from 2⁻¹⁰⁷⁴ up: a significand's top bit is at most bit 2,098 (digit 65);
  /// the rest is headroom for the carries.
  private static let digitCount = 68
  /// Values added between carry propagations: each add changes a digit by less than 2³²,
  /// so an `Int64` digit cannot overflow in 2³⁰ of them.
  private static let valuesPerNormalization = 1 << 30

  /// The exactly rounded sum of `values`. If a value is NaN or infinite, returns the plain
  /// IEEE sum in order (Python raises or returns inf/nan there); if the values are so large
  /// that a sum of them could overflow, returns ``partialsSum(_:)`` (which then does the
  /// same as CPython).
  static func sum<C: Collection>(_ values: C) -> Double where C.Element == Double {
    sum(values, normalizingEvery: valuesPerNormalization)
  }

  /// ``sum(_:)`` propagating the carries every `interval` values (at most 2³⁰; the tests
  /// pass small ones to check the carries).
  static func sum<C: Collection>(_ values: C, normalizingEvery interval: Int) -> Double
  where C.Element == Double {
    precondition(interval > 0 && interval <= valuesPerNormalization)
    var digits = [Int64](repeating: 0, count: digitCount)
    var maxExponent: UInt64 = 0
    var notAllNegativeZero: UInt64 = 0
    var sinceNormalization = 0
    for value in values {
      let bits = value.bitPattern
      let exponent = (bits >> 52) & 0x7FF
      maxExponent = max(maxExponent, exponent)
      notAllNegativeZero |= bits ^ (1 << 63)
      // value = significand × 2^(lowBit − 1074); subnormals have no hidden bit.
      let isNormal: UInt64 = exponent == 0 ? 0 : 1
      let significand = (bits & 0xF_FFFF_FFFF_FFFF) | (isNormal << 52)
      let lowBit = Int(truncatingIfNeeded: exponent &- isNormal)
      let digit = lowBit >> 5
      let shift = UInt64(lowBit & 31)
      let low = significand << shift
      let high = shift == 0 ? 0 : significand >> (64 - shift)
      // Adds or subtracts by the sign without a branch: (x ^ -s) + s is x or -x.
      let negative = Int64(bitPattern: bits >> 63)
      let flip = 0 &- negative
      digits[digit] &+= (Int64(low & 0xFFFF_FFFF) ^ flip) &+ negative
      digits[digit + 1] &+= (Int64(low >> 32) ^ flip) &+ negative
      digits[digit + 2] &+= (Int64(high) ^ flip) &+ negative
      sinceNormalization += 1
      if sinceNormalization == interval {
        normalize(&digits)
        sinceNormalization = 0
      }
    }
    if maxExponent == 0x7FF { return values.reduce(0, +) }
    // Every |value| < 2^(maxExponent − 1022) (biased exponent), so n values sum to less
    // than 2^(maxExponent − 1022 + bitWidth(n)) and the reference algorithm's partials and
    // their sums stay below 2^1020, finite, unless this holds: leave those rare sums to it.
    if Int(maxExponent) + (Int.bitWidth - values.count.leadingZeroBitCount) >= 2_040 {
      return partialsSum(values)
    }
    if notAllNegativeZero == 0 && !values.isEmpty { return -0.0 }
    return rounded(&digits)
  }

  /// Propagates the carries so that every digit but the top one is in 0..<2³²; the top
  /// digit keeps the sign.
  private static func normalize(_ digits: inout [Int64]) {
    for k in 0..<(digits.count - 1) {
      let carry = digits[k] >> 32
      digits[k] -= carry << 32
      digits[k + 1] += carry
    }
  }

  /// The accumulated integer (in units of 2⁻¹⁰⁷⁴) rounded half-even to a double.
  private static func rounded(_ digits: inout [Int64]) -> Double {
    normalize(&digits)
    let sign: FloatingPointSign = digits[digits.count - 1] < 0 ? .minus : .plus
    if sign == .minus {
      for k in digits.indices { digits[k] = -digits[k] }
      normalize(&digits)
    }
    guard let top = digits.lastIndex(where: { $0 != 0 }) else { return 0 }
    // The highest set bit; bits are numbered from 2⁻¹⁰⁷⁴ up.
    let highBit = top * 32 + (63 - UInt64(digits[top]).leadingZeroBitCount)
    func bit(_ i: Int) -> UInt64 { UInt64(digits[i >> 5] >> Int64(i & 31)) & 1 }
    if highBit < 53 {
      // Below 2⁵³ units every multiple of 2⁻¹⁰⁷⁴ is a double (subnormal or the lowest binade).
      let units = UInt64(digits[0]) | UInt64(digits[1]) << 32
      return Double(sign: sign, exponent: -1074, significand: Double(units))
    }
    let lowBit = highBit - 52
    var significand: UInt64 = 0
    for i in stride(from: highBit, through: lowBit, by: -1) {
      significand = significand << 1 | bit(i)
    }
    let roundBit = lowBit - 1
    let below = roundBit >> 5
    let sticky =
      digits[..<below].contains { $0 != 0 }
      || digits[below] & ((1 << Int64(roundBit & 31)) - 1) != 0
    if bit(roundBit) == 1 && (sticky || significand & 1 == 1) { significand += 1 }
    return Double(sign: sign, exponent: lowBit - 1074, significand: Double(significand))
  }
}
