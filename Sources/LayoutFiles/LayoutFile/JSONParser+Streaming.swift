/// Reading one string or number at an offset, without a ``JSONValue`` tree, for a reader of
/// large files that steps over the rest of the document itself (`layoutcli system`'s
/// `SystemFileScanner` reads whitespace, structure, plain strings and plain numbers in its own
/// loops and hands every other string or number to these calls).
///
/// They share the tree parser's code for strings and numbers, so a literal reads the same
/// either way. A value of another kind than the call expects is a ``SyntaxError`` that says
/// what was expected; a reader that wants the tree's messages (with JSON paths) re-reads the
/// document with ``parse(_:)``.
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

  /// The offset of the next byte to read; setting it moves the parser there (at most one
  /// past the end), for a reader that steps over plain tokens itself.
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

  /// The text of a scanned string.
  package func text(_ string: ScannedString) -> String {
    string.decoded ?? String(decoding: bytes[string.start..<string.end], as: UTF8.self)
  }
}
