/// Reading a document value by value, without a ``JSONValue`` tree, for readers of large
/// files (`layoutcli system` builds its constraints straight from the bytes).
///
/// The calls follow the document's shape: `beginObject()`, then for each member
/// `readKey()`, the value and `endMember()`; `beginArray()`, then for each element the value
/// and `endElement()`; `finish()` after the top value. They share the tree parser's code, so
/// a document is read the same way either way. A value of another kind than the call
/// expects is a ``SyntaxError`` that says what was expected; a reader that wants the
/// tree's messages (with JSON paths) re-reads the document with ``parse(_:)``.
extension JSONParser {
  /// What the next value is, by its first byte.
  package enum ValueKind: Equatable {
    /// `{`
    case object
    /// `[`
    case array
    /// `"`
    case string
    /// `-` or a digit (`-Infinity` included).
    case number
    /// Anything else: `true`, `false`, `null`, `NaN`, `Infinity`, or not a value.
    case other
  }

  /// A parser positioned at the start of `bytes` (after a byte order mark).
  package init(streaming bytes: [UInt8]) {
    self.init(bytes, recordsPositions: false)
    skipByteOrderMark()
  }

  /// The document's bytes, to compare or hash a ``ScannedString``'s range.
  package var input: [UInt8] { bytes }

  /// The offset of the next byte to read, for a reader that steps over plain tokens itself
  /// and calls ``readString()`` or ``readNumber()`` for the others (`layoutcli`'s
  /// `SystemFileScanner`): setting it moves the parser there (at most one past the end).
  package var offset: Int {
    get { position }
    set {
      precondition(newValue >= 0 && newValue <= bytes.count, "offset out of the document")
      position = newValue
    }
  }

  /// The kind of the next value (whitespace skipped); nil at the end of the input.
  package mutating func nextKind() -> ValueKind? {
    skipWhitespace()
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return .other
    }
  }

  /// Reads `{`; returns whether a member follows (false: the object was `{}`, read whole).
  package mutating func beginObject() throws(SyntaxError) -> Bool {
    try begin(UInt8(ascii: "{"), UInt8(ascii: "}"), "an object")
  }

  /// Reads `[`; returns whether an element follows (false: the array was `[]`, read whole).
  package mutating func beginArray() throws(SyntaxError) -> Bool {
    try begin(UInt8(ascii: "["), UInt8(ascii: "]"), "an array")
  }

  /// Reads a member's key and the `:` after it.
  package mutating func readKey() throws(SyntaxError) -> ScannedString {
    _ = try beginKey()
    let key = try scanString()
    try expectColon()
    return key
  }

  /// Reads a string value.
  package mutating func readString() throws(SyntaxError) -> ScannedString {
    guard nextKind() == .string else {
      throw error("unexpected \(describeCurrent()), expected a string")
    }
    return try scanString()
  }

  /// Reads a number value (`-Infinity` included; `NaN` and `Infinity` are ``ValueKind/other``).
  package mutating func readNumber() throws(SyntaxError) -> Double {
    guard nextKind() == .number else {
      throw error("unexpected \(describeCurrent()), expected a number")
    }
    return try parseNumber()
  }

  /// Checks that only whitespace follows the top value.
  package mutating func finish() throws(SyntaxError) {
    try expectEnd()
  }

  /// The text of a scanned string.
  package func text(_ string: ScannedString) -> String {
    string.decoded ?? String(decoding: bytes[string.start..<string.end], as: UTF8.self)
  }

  /// Whether a scanned string's text is `literal` (ASCII).
  package func matches(_ string: ScannedString, _ literal: StaticString) -> Bool {
    if let decoded = string.decoded { return decoded == literal.description }
    guard string.end - string.start == literal.utf8CodeUnitCount else { return false }
    return literal.withUTF8Buffer { expected in
      var i = string.start
      for byte in expected {
        guard bytes[i] == byte else { return false }
        i += 1
      }
      return true
    }
  }

  private mutating func begin(_ open: UInt8, _ close: UInt8, _ kind: String) throws(SyntaxError)
    -> Bool
  {
    skipWhitespace()
    guard peek(open) else { throw error("unexpected \(describeCurrent()), expected \(kind)") }
    try enter()
    position += 1
    skipWhitespace()
    guard peek(close) else { return true }
    position += 1
    depth -= 1
    return false
  }
}
