/// Number literals: decimal text to `Double`, correctly rounded.
///
/// Most literals in layout and system files have at most 19 significant digits and a small
/// exponent (`1.0`, `-200`, `0.89`, `1001001000.0`). Their value is `m × 10^e` with an integer
/// `m ≤ 2^53` and `|e| ≤ 22`, where both `m` and `10^|e|` are exact doubles, so one IEEE
/// multiplication or division rounds it correctly (Clinger's fast path). Every other literal
/// goes to the standard library's `Double(String)`, so the result is always the one
/// `Double(String)` gives, bit for bit.
extension JSONParser {
  /// The powers of ten that are exact doubles: 10^0 through 10^22.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads a number literal (or `-Infinity`) at the current position.
  mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = position
    var negative = false
    if peek(UInt8(ascii: "-")) {
      negative = true
      position += 1
      if peek(UInt8(ascii: "I")) {
        try expectWord("Infinity")
        return -.infinity
      }
    }
    // The significant digits (leading zeros aside) as an integer while they fit in 19.
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    if peek(UInt8(ascii: "0")) {
      position += 1
    } else {
      let digitsStart = position
      while position < bytes.count {
        let digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        significantDigits += 1
        if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        position += 1
      }
      if position == digitsStart { throw error("invalid number: expected a digit") }
    }
    if peek(UInt8(ascii: ".")) {
      position += 1
      let digitsStart = position
      while position < bytes.count {
        let digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if significantDigits > 0 || digit != 0 { significantDigits += 1 }
        if significantDigits <= 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          exponent -= 1
        }
        position += 1
      }
      if position == digitsStart { throw error("invalid number: expected a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      position += 1
      var exponentNegative = false
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
        exponentNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      let digitsStart = position
      var written = 0
      while position < bytes.count {
        let digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        // Far beyond any double's range; saturating keeps the sum from overflowing.
        if written < 100_000 { written = written * 10 + Int(digit) }
        position += 1
      }
      if position == digitsStart { throw error("invalid number: expected a digit in the exponent") }
      exponent += exponentNegative ? -written : written
    }
    if significantDigits <= 19, let value = Self.exactValue(mantissa, timesTenToThe: exponent) {
      return negative ? -value : value
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
    return value
  }

  /// `mantissa × 10^exponent` when one rounding step gives it exactly as `Double(String)`
  /// would (the fast path above); nil when the standard library must decide.
  package static func exactValue(_ mantissa: UInt64, timesTenToThe exponent: Int) -> Double? {
    if mantissa == 0 { return 0 }
    let limit: UInt64 = 1 << 53
    guard mantissa <= limit else { return nil }
    if exponent < 0 {
      return exponent >= -22 ? Double(mantissa) / exactPowersOfTen[-exponent] : nil
    }
    if exponent <= 22 { return Double(mantissa) * exactPowersOfTen[exponent] }
    // 1e23 and the like: move the excess powers into the mantissa while it stays exact.
    guard exponent <= 22 + 16 else { return nil }
    var scaled = mantissa
    for _ in 22..<exponent {
      scaled *= 10
      if scaled > limit { return nil }
    }
    return Double(scaled) * exactPowersOfTen[22]
  }
}
