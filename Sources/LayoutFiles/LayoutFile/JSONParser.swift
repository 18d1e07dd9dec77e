/// A strict JSON parser over UTF-8 bytes that reports errors with line, column and byte
/// offset.
///
/// Accepts RFC 8259 JSON plus the tokens `NaN`, `Infinity` and `-Infinity` that Python's
/// `json` module writes, so the reader can reject them with a JSON path instead of a syntax
/// error. Duplicate keys in an object are an error. Nesting is limited to
/// ``JSONParser/maximumDepth`` levels so hostile input cannot exhaust the stack.
///
/// Layout files parse to a ``JSONValue`` tree (``parse(_:)``, ``parseRecordingPositions(_:)``);
/// `layoutcli system` steps through its large files itself and reads the strings and numbers
/// that are not plain with this type's streaming calls at an offset
/// (`JSONParser+Streaming.swift`), which share the tree parser's code for them.
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

  /// The document (read by the extensions: numbers, strings, streaming).
  let bytes: [UInt8]
  /// The offset of the next byte to read.
  var position = 0
  /// How many arrays and objects are open.
  var depth = 0
  /// Whether to record where each value starts (off for `layoutcli system`'s large files).
  private let recordsPositions: Bool
  private var positions = JSONPositions()

  init(_ bytes: [UInt8], recordsPositions: Bool) {
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
    skipByteOrderMark()
    skipWhitespace()
    if recordsPositions { _ = positions.begin(key: nil, value: position) }
    let value = try parseValue()
    try expectEnd()
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
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
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
      let keyStart = try beginKey()
      let key = try parseString()
      let duplicate: Bool
      if members.count < 8 {
        duplicate = members.contains { $0.key == key }
      } else {
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        duplicate = !keys.insert(key).inserted
      }
      if duplicate { throw error("duplicate key \"\(key)\"", at: keyStart) }
      try expectColon()
      if recordsPositions { childNodes.append(positions.begin(key: keyStart, value: position)) }
      let value = try parseValue()
      members.append(JSONValue.Member(key: key, value: value))
      if try !endMember() {
        if recordsPositions { positions.finish(node, children: childNodes) }
        return .object(members)
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
      if try !endElement() {
        if recordsPositions { positions.finish(node, children: childNodes) }
        return .array(elements)
      }
    }
  }

  // MARK: Structure

  /// Skips whitespace and checks that a key's opening quote is next; returns its offset.
  mutating func beginKey() throws(SyntaxError) -> Int {
    skipWhitespace()
    guard peek(UInt8(ascii: "\"")) else {
      throw error("unexpected \(describeCurrent()), expected a string key")
    }
    return position
  }

  /// Reads the `:` after a key and the whitespace around it.
  mutating func expectColon() throws(SyntaxError) {
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else {
      throw error("unexpected \(describeCurrent()), expected ':'")
    }
    position += 1
    skipWhitespace()
  }

  /// After an object's member: reads `,` (true, another member follows) or `}` (false).
  package mutating func endMember() throws(SyntaxError) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      position += 1
      return true
    }
    guard peek(UInt8(ascii: "}")) else {
      throw error("unexpected \(describeCurrent()), expected ',' or '}'")
    }
    position += 1
    depth -= 1
    return false
  }

  /// After an array's element: reads `,` (true, another element follows) or `]` (false).
  package mutating func endElement() throws(SyntaxError) -> Bool {
    skipWhitespace()
    if peek(UInt8(ascii: ",")) {
      position += 1
      return true
    }
    guard peek(UInt8(ascii: "]")) else {
      throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
    position += 1
    depth -= 1
    return false
  }

  /// Skips a UTF-8 byte order mark at the start of the document.
  mutating func skipByteOrderMark() {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Checks that only whitespace follows the document's value.
  mutating func expectEnd() throws(SyntaxError) {
    skipWhitespace()
    if position < bytes.count {
      throw error("unexpected \(describeCurrent()) after the JSON value")
    }
  }

  // MARK: Helpers

  mutating func hex4() throws(SyntaxError) -> UInt32 {
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

  mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  mutating func digits() -> Int {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
    return position - start
  }

  mutating func expectWord(_ word: String) throws(SyntaxError) {
    let start = position
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else {
        throw error("invalid literal, expected \(word)", at: start)
      }
      position += 1
    }
  }

  func peek(_ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  func describeCurrent() -> String {
    guard position < bytes.count else { return "end of input" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
    let at = min(offset ?? position, bytes.count)
    let (line, column) = Self.lineAndColumn(of: at, in: bytes)
    return SyntaxError(message: message, line: line, column: column, offset: at)
  }
}
