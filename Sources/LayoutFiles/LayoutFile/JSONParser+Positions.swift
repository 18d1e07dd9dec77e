/// Byte offsets turned into what people read: lines and columns, and the characters of a
/// string literal.
extension JSONParser {
  /// The 1-based line and column (in bytes, as compilers count them) of a byte offset (one
  /// past the end at most); for many offsets, make one ``LineStarts``.
  package static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (
    line: Int, column: Int
  ) {
    LineStarts(bytes).lineAndColumn(of: min(max(offset, 0), bytes.count))
  }

  /// The byte offset in the file of the character at `index` (0-based, counting
  /// `Character`s as Swift does) of the string literal whose opening quote is at
  /// `literalStart`; an index past the last character gives the closing quote. Escapes
  /// (`\n`, `\u00E9`, surrogate pairs) count as the one character they stand for.
  ///
  /// The literal must be one the parser accepted.
  package static func offset(
    ofCharacter index: Int, inStringAt literalStart: Int, of bytes: [UInt8]
  ) -> Int {
    // Decode the literal into scalars, each with the offset of its first byte.
    var scalars = String.UnicodeScalarView()
    var starts: [Int] = []
    var i = literalStart + 1
    func hex(_ at: Int) -> UInt32 {
      var value: UInt32 = 0
      for byte in bytes[at..<min(at + 4, bytes.count)] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        default: digit = byte &- UInt8(ascii: "A") &+ 10
        }
        value = value * 16 + UInt32(digit)
      }
      return value
    }
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
      let start = i
      var scalar: UInt32
      if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
        if bytes[i + 1] == UInt8(ascii: "u") {
          scalar = hex(i + 2)
          i += 6
          if (0xD800..<0xDC00).contains(scalar), i + 5 < bytes.count {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex(i + 2) &- 0xDC00)
            i += 6
          }
        } else {
          scalar = UInt32(bytes[i + 1])
          i += 2
        }
      } else {
        let lead = bytes[i]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        scalar = UInt32(lead) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
        for next in bytes[(i + 1)..<min(i + length, bytes.count)] {
          scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        i += length
      }
      scalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
      starts.append(start)
    }
    // Walk the characters, each the run of scalars Swift groups into it.
    var scalarIndex = 0
    var characterIndex = 0
    for character in String(scalars) {
      if characterIndex == index { return starts[scalarIndex] }
      scalarIndex += character.unicodeScalars.count
      characterIndex += 1
    }
    return i
  }
}

/// Where the lines of a file start, to give many byte offsets their line and column in
/// O(log lines) each (``JSONParser/lineAndColumn(of:in:)`` scans from the start).
package struct LineStarts {
  /// The offset of each line's first byte; the first line's is 0.
  private var starts: [Int] = [0]

  /// The lines of `bytes` (a line ends after `\n`).
  package init(_ bytes: [UInt8]) {
    for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
  }

  /// The 1-based line and column (in bytes, as compilers count them) of `offset`.
  package func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    // The last line that starts at or before the offset.
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return (low + 1, max(offset, 0) - starts[low] + 1)
  }
}
