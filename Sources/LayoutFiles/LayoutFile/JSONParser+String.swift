/// String literals: scanned in place when they need no decoding, decoded when they have
/// escapes or non-ASCII text.
extension JSONParser {
  /// A string literal as the parser found it: the bytes between its quotes when they are
  /// plain ASCII without escapes (the text is those bytes), else the decoded text.
  package struct ScannedString {
    /// The offset of the first byte after the opening quote.
    package var start: Int
    /// The offset of the closing quote.
    package var end: Int
    /// The decoded text, when it is not just the bytes `start..<end` as ASCII.
    package var decoded: String?
  }

  /// Reads a string literal whose opening quote is at the current position.
  mutating func parseString() throws(SyntaxError) -> String {
    let scanned = try scanString()
    return scanned.decoded ?? String(decoding: bytes[scanned.start..<scanned.end], as: UTF8.self)
  }

  /// Reads a string literal whose opening quote is at the current position, validating
  /// UTF-8 and decoding escapes only when it has them.
  mutating func scanString() throws(SyntaxError) -> ScannedString {
    let start = position
    position += 1
    let contentStart = position
    var highBits: UInt8 = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        if highBits < 0x80 {
          return ScannedString(start: contentStart, end: position - 1, decoded: nil)
        }
        guard let text = String(validating: bytes[contentStart..<(position - 1)], as: UTF8.self)
        else { throw error("invalid UTF-8 in string", at: start) }
        return ScannedString(start: contentStart, end: position - 1, decoded: text)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      highBits |= byte
      position += 1
    }
    let text = try decodeString(from: start, prefix: Array(bytes[contentStart..<position]))
    return ScannedString(start: contentStart, end: position - 1, decoded: text)
  }

  /// Decodes the rest of the literal that opened at `start`, after the plain bytes
  /// `prefix`, from the current position (an escape, a control character or the end).
  private mutating func decodeString(from start: Int, prefix: [UInt8]) throws(SyntaxError)
    -> String
  {
    var out = prefix
    while true {
      guard position < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = String(validating: out, as: UTF8.self) else {
          throw error("invalid UTF-8 in string", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        position += 1
        guard position < bytes.count else { throw error("unterminated string", at: start) }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800..<0xDC00).contains(scalar) {
            guard peek(UInt8(ascii: "\\")), position + 1 < bytes.count,
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw error("unpaired surrogate in \\u escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(scalar) {
            throw error("unpaired surrogate in \\u escape")
          }
          guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
          out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: position - 2)
        }
      case 0..<0x20:
        throw error("control character in string (escape it)")
      default:
        out.append(byte)
        position += 1
      }
    }
  }
}
