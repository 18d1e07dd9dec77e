import Layout

/// The bytes of a system file as ``SystemFileReader`` steps through them: whitespace, the six
/// structural characters, plain strings and plain numbers here, in the reader's own module so
/// they compile into its loops; every other string or number through `JSONParser`, positioned
/// where the scanner stopped, so escapes, UTF-8 and the rounding of unusual literals have one
/// home.
///
/// Plain means: a string of printable ASCII without a backslash (its text is its bytes), and
/// a number `-?(0|[1-9][0-9]*)(\.[0-9]+)?` of at most 15 digits and no exponent (an integer
/// below 10¹⁵ over a power of ten up to 10¹⁵, both exact doubles, so one division rounds it
/// as `JSONParser` does). Anything else goes to the parser, which reads it or throws.
///
/// The scanner never explains a problem: where it does not find what the reader asks for, it
/// throws ``Unreadable`` and the reader re-reads the file through the tree for the message.
/// It keeps no nesting depth: the reader asks only for the shapes of a system file (five
/// levels at most), so a deeper document fails on a value of the wrong kind.
///
/// The reader used to step through the file with `JSONParser`'s streaming calls for every
/// token; across the module boundary the optimizer did not inline them into its loops, so
/// each token was a call (Docs/Performance.md). Only the strings and numbers that are not
/// plain still go to the parser.
struct SystemFileScanner {
  /// The scanner did not find what the reader asked for (the tree reader says what).
  struct Unreadable: Error {}

  /// A string as read: its text is `input[start..<end]` when `decoded` is nil (plain ASCII),
  /// else `decoded`.
  struct Text {
    /// The offset of the first byte after the opening quote.
    var start: Int
    /// The offset of the closing quote.
    var end: Int
    /// The text, when the literal had escapes or bytes outside printable ASCII.
    var decoded: String?
  }

  /// What the next value is, by its first byte.
  enum Kind {
    /// `"`
    case string
    /// `-` or a digit.
    case number
    /// Anything else, or the end of the input.
    case other
  }

  /// The document.
  let input: [UInt8]
  /// The offset of the next byte to read.
  private(set) var position: Int
  /// For the strings and numbers that are not plain (moved to `position` first).
  private var parser: JSONParser

  /// A scanner at the start of `bytes` (after a byte order mark).
  init(_ bytes: [UInt8]) {
    input = bytes
    parser = JSONParser(streaming: bytes)
    position = parser.offset
  }

  // MARK: Structure

  /// Reads `{`; whether a member follows (false: the object was `{}`).
  @inline(__always)
  mutating func beginObject() throws(Unreadable) -> Bool {
    try expect(UInt8(ascii: "{"))
    return !skip(UInt8(ascii: "}"))
  }

  /// Reads `[`; whether an element follows (false: the array was `[]`).
  @inline(__always)
  mutating func beginArray() throws(Unreadable) -> Bool {
    try expect(UInt8(ascii: "["))
    return !skip(UInt8(ascii: "]"))
  }

  /// After a member: `,` (true, another member follows) or `}` (false).
  @inline(__always)
  mutating func endMember() throws(Unreadable) -> Bool {
    if skip(UInt8(ascii: ",")) { return true }
    try expect(UInt8(ascii: "}"))
    return false
  }

  /// After an element: `,` (true, another element follows) or `]` (false).
  @inline(__always)
  mutating func endElement() throws(Unreadable) -> Bool {
    if skip(UInt8(ascii: ",")) { return true }
    try expect(UInt8(ascii: "]"))
    return false
  }

  /// Reads a member's key and the `:` after it.
  @inline(__always)
  mutating func readKey() throws(Unreadable) -> Text {
    let key = try readString()
    try expect(UInt8(ascii: ":"))
    return key
  }

  /// Checks that only whitespace is left.
  mutating func finish() throws(Unreadable) {
    skipWhitespace()
    guard position == input.count else { throw Unreadable() }
  }

  /// The kind of the next value (whitespace skipped).
  @inline(__always)
  mutating func nextKind() -> Kind {
    skipWhitespace()
    guard position < input.count else { return .other }
    switch input[position] {
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return .other
    }
  }

  // MARK: Strings

  /// Reads a string value.
  @inline(__always)
  mutating func readString() throws(Unreadable) -> Text {
    skipWhitespace()
    guard position < input.count, input[position] == UInt8(ascii: "\"") else {
      throw Unreadable()
    }
    let start = position + 1
    var i = start
    while i < input.count {
      let byte = input[i]
      if byte == UInt8(ascii: "\"") {
        position = i + 1
        return Text(start: start, end: i, decoded: nil)
      }
      // A backslash, a control character or a byte of a longer UTF-8 sequence.
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      i += 1
    }
    return try readUnusualString()
  }

  /// The string at `position` through the parser (escapes, UTF-8, or no closing quote).
  @inline(never)
  private mutating func readUnusualString() throws(Unreadable) -> Text {
    let string = try throughParser { parser throws(JSONParser.SyntaxError) in
      try parser.readString()
    }
    return Text(start: string.start, end: string.end, decoded: string.decoded)
  }

  /// Reads a member's key and the `:` after it: the index in `keys` (ASCII) of the one it is,
  /// or nil for another key.
  mutating func readKey(among keys: [StaticString]) throws(Unreadable) -> Int? {
    let found = try readString(among: keys)
    try readColon()
    return found
  }

  /// Reads a string value: the index in `literals` (ASCII) of the one it is, or nil for
  /// another string.
  mutating func readString(among literals: [StaticString]) throws(Unreadable) -> Int? {
    let text = try readString()
    return literals.firstIndex { matches(text, $0) }
  }

  /// Reads the string `literal` (ASCII) if it is next and written plainly, comparing it in
  /// place; false (only whitespace read) if not: another string, or this one with escapes.
  @inline(__always)
  mutating func readString(_ literal: StaticString) -> Bool {
    skipWhitespace()
    guard position < input.count, input[position] == UInt8(ascii: "\""),
      isString(literal, at: position + 1)
    else { return false }
    position += literal.utf8CodeUnitCount + 2
    return true
  }

  /// Reads the `:` after a key.
  @inline(__always)
  mutating func readColon() throws(Unreadable) {
    try expect(UInt8(ascii: ":"))
  }

  /// Whether `literal` and a closing quote are at `offset` (so a string that opened just
  /// before is `literal`).
  @inline(__always)
  private func isString(_ literal: StaticString, at offset: Int) -> Bool {
    let end = offset + literal.utf8CodeUnitCount
    guard end < input.count, input[end] == UInt8(ascii: "\"") else { return false }
    return literal.withUTF8Buffer { expected in
      var i = offset
      for byte in expected {
        guard input[i] == byte else { return false }
        i += 1
      }
      return true
    }
  }

  /// Whether `text` is `literal` (ASCII).
  @inline(__always)
  func matches(_ text: Text, _ literal: StaticString) -> Bool {
    if let decoded = text.decoded { return decoded == literal.description }
    guard text.end - text.start == literal.utf8CodeUnitCount else { return false }
    return literal.withUTF8Buffer { expected in
      var i = text.start
      for byte in expected {
        guard input[i] == byte else { return false }
        i += 1
      }
      return true
    }
  }

  /// The text of a string.
  func string(_ text: Text) -> String {
    text.decoded ?? String(decoding: input[text.start..<text.end], as: UTF8.self)
  }

  // MARK: Numbers

  /// Reads a number value (`-Infinity` included, as the parser reads it; `NaN` and
  /// `Infinity` are not numbers to it).
  @inline(__always)
  mutating func readNumber() throws(Unreadable) -> Double {
    skipWhitespace()
    guard let (value, end) = plainNumber(at: position) else { return try readUnusualNumber() }
    position = end
    return value
  }

  /// The plain number that starts at `i` and the offset after it; nil if what is there is not
  /// a plain number (another number, or not a number).
  @inline(__always)
  private func plainNumber(at start: Int) -> (value: Double, end: Int)? {
    var i = start
    let negative = i < input.count && input[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    let integerStart = i
    var mantissa: UInt64 = 0
    while i < input.count {
      let digit = input[i] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      i += 1
    }
    let integerDigits = i - integerStart
    var fractionDigits = 0
    if i < input.count, input[i] == UInt8(ascii: ".") {
      i += 1
      let fractionStart = i
      while i < input.count {
        let digit = input[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        i += 1
      }
      fractionDigits = i - fractionStart
      // `1.` is not a number: the parser says so.
      if fractionDigits == 0 { return nil }
    }
    guard integerDigits > 0, integerDigits + fractionDigits <= 15,
      integerDigits == 1 || input[integerStart] != UInt8(ascii: "0"),
      i == input.count || input[i] | 0x20 != UInt8(ascii: "e")
    else { return nil }
    let value: Double
    if fractionDigits == 0 {
      value = Double(mantissa)
    } else {
      guard let exact = JSONParser.exactValue(mantissa, timesTenToThe: -fractionDigits) else {
        return nil
      }
      value = exact
    }
    return (negative ? -value : value, i)
  }

  // MARK: Pairs

  /// Reads `[number,"string"]` when it is written without whitespace inside, with a plain
  /// number and a plain string (a term of a system file as every writer writes it): the
  /// number, the range of the string's bytes and those bytes hashed as ``NameTable`` hashes
  /// names (from its seed, unfinished), so the table need not read them again. Nil, with only
  /// whitespace read, for anything else: the caller reads it with the calls above.
  @inline(__always)
  mutating func readPlainPair() -> (number: Double, string: Range<Int>, hashed: UInt64)? {
    skipWhitespace()
    var i = position
    guard i < input.count, input[i] == UInt8(ascii: "["),
      let (number, numberEnd) = plainNumber(at: i + 1)
    else { return nil }
    i = numberEnd
    guard i + 1 < input.count, input[i] == UInt8(ascii: ","), input[i + 1] == UInt8(ascii: "\"")
    else { return nil }
    i += 2
    let start = i
    var hashed = NameTable.hashSeed
    while i < input.count {
      let byte = input[i]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
      hashed = NameTable.hashing(hashed, byte)
      i += 1
    }
    guard i + 1 < input.count, input[i + 1] == UInt8(ascii: "]") else { return nil }
    position = i + 2
    return (number, start..<i, hashed)
  }

  /// The number at `position` through the parser (an exponent, more digits, `-Infinity`, or
  /// not a number).
  @inline(never)
  private mutating func readUnusualNumber() throws(Unreadable) -> Double {
    try throughParser { parser throws(JSONParser.SyntaxError) in try parser.readNumber() }
  }

  /// What `read` takes from the document at `position` with the parser; the scan goes on
  /// after it.
  private mutating func throughParser<Value>(
    _ read: (inout JSONParser) throws(JSONParser.SyntaxError) -> Value
  ) throws(Unreadable) -> Value {
    parser.offset = position
    do {
      let value = try read(&parser)
      position = parser.offset
      return value
    } catch {
      throw Unreadable()
    }
  }

  // MARK: Helpers

  /// Skips JSON's whitespace (space, tab, line feed, carriage return).
  @inline(__always)
  private mutating func skipWhitespace() {
    while position < input.count {
      let byte = input[position]
      guard byte <= 0x20,
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
      else { return }
      position += 1
    }
  }

  /// Skips whitespace, then reads `byte` if it is next; whether it was.
  @inline(__always)
  private mutating func skip(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < input.count, input[position] == byte else { return false }
    position += 1
    return true
  }

  /// Skips whitespace, then reads `byte`, which must be next.
  @inline(__always)
  private mutating func expect(_ byte: UInt8) throws(Unreadable) {
    guard skip(byte) else { throw Unreadable() }
  }
}
