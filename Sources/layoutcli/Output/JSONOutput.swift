import Layout

/// Writes JSON text: quoted strings and numbers in the package's one number format.
enum JSONOutput {
  /// `value` as a JSON string literal, with quotes, backslashes and control characters
  /// escaped.
  static func quoted(_ value: String) -> String {
    // Most names need no escape: skip the scalar-by-scalar copy (same bytes either way).
    needsNoEscape(value) ? "\"" + value + "\"" : JSONText.quoted(value)
  }

  /// Whether `value` is its own JSON string body: no control characters, quotes or
  /// backslashes.
  static func needsNoEscape(_ value: String) -> Bool {
    value.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
  }

  /// A finite number in ``NumberFormat``'s form (valid JSON: `100`, `0.1`, `1e-07`).
  static func number(_ value: Double) -> String {
    NumberFormat.string(value)
  }

  /// `[a,b,c]` of numbers.
  static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ",") + "]"
  }

  /// Whether `a` sorts before `b` by Unicode code points (UTF-8 byte order), as Python's
  /// `sorted` orders strings.
  static func codePointOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  /// The indices of `names` in ``codePointOrder(_:_:)``, sorted by each name's first eight
  /// bytes as one integer first (zero-padded, big-endian: the same order), comparing whole
  /// names only when those are equal.
  static func codePointOrder(of names: [String]) -> [Int] {
    let prefixes = names.map { name in
      var key: UInt64 = 0
      var shift: UInt64 = 56
      for byte in name.utf8.prefix(8) {
        key |= UInt64(byte) << shift
        shift &-= 8
      }
      return key
    }
    return names.indices.sorted {
      prefixes[$0] != prefixes[$1]
        ? prefixes[$0] < prefixes[$1] : bytesPrecede(names[$0], names[$1])
    }
  }

  /// ``codePointOrder(_:_:)`` over the stored bytes where both strings keep their UTF-8
  /// contiguous (native strings do): most names of a system share more than eight bytes
  /// (`StackView[12].minX`), and going through the generic comparison of two `UTF8View`s
  /// cost 700 instructions a pair, a fifth of `layoutcli system` on the stacks screen.
  static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    let inPlace = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y in
        for i in 0..<min(x.count, y.count) where x[i] != y[i] { return x[i] < y[i] }
        return x.count < y.count
      }
    }
    return inPlace.flatMap { $0 } ?? codePointOrder(a, b)
  }
}
