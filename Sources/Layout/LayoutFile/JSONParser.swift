/// A strict JSON parser over UTF-8 bytes that reports errors with line, column and byte
/// offset.
///
/// Accepts RFC 8259 JSON plus the tokens `NaN`, `Infinity` and `-Infinity` that Python's
/// `json` module writes, so the reader can reject them with a JSON path instead of a syntax
/// error. Duplicate keys in an object are an error. Nesting is limited to
/// ``JSONParser/maximumDepth`` levels so hostile input cannot exhaust the stack.
package struct JSONParser {
  /// A syntax error at a byte offset.
  package struct SyntaxError: Error, Equatable {
    /// What was expected or found.
    package var message: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, in bytes.
    package var column: Int
    /// 0-based byte offset.
    package var offset: Int

    /// `invalid JSON at line 3, column 7 (byte 41): expected ',' or '}'`.
    package var description: String {
      "invalid JSON at line \(line), column \(column) (byte \(offset)): \(message)"
    }
  }

  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 256

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  /// Whether to record where each value starts (off for `layoutcli system`'s large files).
  private let recordsPositions: Bool
  private var positions = JSONPositions()

  private init(_ bytes: [UInt8], recordsPositions: Bool) {
    self.bytes = bytes
    self.recordsPositions = recordsPositions
  }

  /// Parses one JSON value that fills the whole input (whitespace aside).
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes, recordsPositions: false)
    return try parser.parseDocument()
  }

  /// Parses like ``parse(_:)`` and records the byte offset of every value (and of every
  /// key), for messages that give a JSON path's line and column.
  package static func parseRecordingPositions(_ bytes: [UInt8]) throws(SyntaxError)
    -> (value: JSONValue, positions: JSONPositions)
  {
    var parser = JSONParser(bytes, recordsPositions: true)
    let value = try parser.parseDocument()
    parser.positions.root = value
    return (value, parser.positions)
  }

  private mutating func parseDocument() throws(SyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    skipWhitespace()
    if recordsPositions { _ = positions.begin(key: nil, value: position) }
    let value = try parseValue()
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard position < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan)
    case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    // When recording, this object's node was begun just before (see `begin`).
    let node = positions.count - 1
    var childNodes: [Int] = []
    position += 1
    var members: [JSONValue.Member] = []
    var keys = Set<String>()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error("unexpected \(describeCurrent()), expected a string key")
      }
      let keyStart = position
      let key = try parseString()
      let duplicate: Bool
      if members.count < 8 {
        duplicate = members.contains { $0.key == key }
      } else {
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        duplicate = !keys.insert(key).inserted
      }
      if duplicate { throw error("duplicate key \"\(key)\"", at: keyStart) }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("unexpected \(describeCurrent()), expected ':'")
      }
      position += 1
      skipWhitespace()
      if recordsPositions { childNodes.append(positions.begin(key: keyStart, value: position)) }
      let value = try parseValue()
      members.append(JSONValue.Member(key: key, value: value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        position += 1
      } else if peek(UInt8(ascii: "}")) {
        position += 1
        depth -= 1
        if recordsPositions { positions.finish(node, children: childNodes) }
        return .object(members)
      } else {
        throw error("unexpected \(describeCurrent()), expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    let node = positions.count - 1
    var childNodes: [Int] = []
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if recordsPositions { childNodes.append(positions.begin(key: nil, value: position)) }
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        position += 1
      } else if peek(UInt8(ascii: "]")) {
        position += 1
        depth -= 1
        if recordsPositions { positions.finish(node, children: childNodes) }
        return .array(elements)
      } else {
        throw error("unexpected \(describeCurrent()), expected ',' or ']'")
      }
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    if peek(UInt8(ascii: "-")) {
      position += 1
      if peek(UInt8(ascii: "I")) {
        try expectWord("Infinity")
        return .number(-.infinity)
      }
    }
    if peek(UInt8(ascii: "0")) {
      position += 1
    } else if digits() == 0 {
      throw error("invalid number: expected a digit")
    }
    if peek(UInt8(ascii: ".")) {
      position += 1
      if digits() == 0 { throw error("invalid number: expected a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      position += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
      if digits() == 0 { throw error("invalid number: expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number \(text)", at: start) }
    return .number(value)
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    let start = position
    position += 1
    var out: [UInt8] = []
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

  // MARK: Helpers

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw error("unterminated \\u escape") }
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
    return position - start
  }

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    let start = position
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        throw error("invalid literal, expected \(word)", at: start)
      }
      position += 1
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let at = min(offset ?? position, bytes.count)
    let (line, column) = Self.lineAndColumn(of: at, in: bytes)
    return SyntaxError(message: message, line: line, column: column, offset: at)
  }
}
