import Layout

extension JSONOutput {
  /// Appends `value` as ``quoted(_:)`` writes it, without a `String` in between for the
  /// names that need no escape (almost all).
  static func append(quoted value: String, to out: inout [UInt8]) {
    guard needsNoEscape(value) else {
      out.append(contentsOf: JSONText.quoted(value).utf8)
      return
    }
    out.append(UInt8(ascii: "\""))
    out.append(contentsOf: value.utf8)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends `value` as ``number(_:)`` writes it (the same bytes): integers below 2⁵³,
  /// which `Double.description` prints as `123.0`, digit by digit; others through
  /// ``NumberFormat``.
  static func append(number value: Double, to out: inout [UInt8]) {
    let magnitude = value.magnitude
    if value == 0 {
      out.append(UInt8(ascii: "0"))
    } else if magnitude <= 0x1p53 && magnitude.rounded(.towardZero) == magnitude {
      if value < 0 { out.append(UInt8(ascii: "-")) }
      var digits = UInt64(magnitude)
      let start = out.count
      while digits > 0 {
        out.append(UInt8(ascii: "0") + UInt8(digits % 10))
        digits /= 10
      }
      out[start...].reverse()
    } else {
      out.append(contentsOf: NumberFormat.string(value).utf8)
    }
  }

  /// Appends `[a,b,c]` of numbers, as ``numbers(_:)`` writes it.
  static func append(numbers values: [Double], to out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    for (i, value) in values.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      append(number: value, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }
}
