import Foundation

/// A visual format string (`H:|-[name]-8-[field(>=120)]-|`) read into its parts, as Auto
/// Layout's parser reads it; the constraints are made from them by
/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
///
/// The grammar, as UIKit implements it (no white space anywhere):
///
/// ```
/// format     := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
/// view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection := ''                      flush: 0
///             | '-'                     the standard space (before '[' or '|')
///             | '-' simple '-'          a number or a metric
///             | '-(' predicate (',' predicate)* ')-'
/// predicate  := ('==' | '>=' | '<=')? (number | metric | view name) ('@' (number | metric))?
/// name       := [A-Za-z_][A-Za-z0-9_]*
/// ```
struct VisualFormat {
  /// A relation with its constant (a number, a metric's value) or a view's name, and a
  /// priority.
  struct Predicate {
    var relation: ConstraintRelation = .equal
    enum Object {
      case constant(CGFloat)
      case view(String)
    }
    var object: Object
    var priority: Float = 1000
  }

  /// What separates two items.
  enum Connection {
    /// Flush: 0.
    case flush
    /// The standard space (`-` alone).
    case standard
    /// Predicates on the space.
    case predicates([Predicate])
  }

  /// A view and its size predicates.
  struct Element {
    var name: String
    var predicates: [Predicate]
  }

  var vertical = false
  /// The connection to the superview before the first view, if the format starts with `|`.
  var leading: Connection?
  var elements: [Element] = []
  /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
  var connections: [Connection] = []
  /// The connection to the superview after the last view, if the format ends with `|`.
  var trailing: Connection?

  /// A parse error, as UIKit words it: the message, then the format with a caret under the
  /// character where reading stopped.
  struct ParseError: Error {
    let message: String
    let format: String
    let offset: Int?

    var description: String {
      guard let offset else { return "Unable to parse constraint format: " + message }
      return "Unable to parse constraint format: \n\(message) \n\(format) \n"
        + String(repeating: " ", count: offset) + "^"
    }
  }

  /// Reads `format`, looking metric names up in `metrics` (views by name are checked by
  /// the caller).
  init(parsing format: String, metrics: @escaping (String) -> CGFloat?) throws(ParseError) {
    var reader = Reader(format, metrics: metrics)
    try reader.read(into: &self)
  }
}

/// The scanner: one byte at a time over the ASCII format.
private struct Reader {
  let text: String
  let bytes: [UInt8]
  var at = 0
  let metrics: (String) -> CGFloat?

  init(_ text: String, metrics: @escaping (String) -> CGFloat?) {
    self.text = text
    bytes = Array(text.utf8)
    self.metrics = metrics
  }

  var current: UInt8? { at < bytes.count ? bytes[at] : nil }

  func fail(_ message: String) -> VisualFormat.ParseError {
    VisualFormat.ParseError(message: message, format: text, offset: at)
  }

  mutating func take(_ byte: Character) -> Bool {
    guard current == byte.asciiValue else { return false }
    at += 1
    return true
  }

  mutating func read(into format: inout VisualFormat) throws(VisualFormat.ParseError) {
    guard !bytes.isEmpty else {
      throw VisualFormat.ParseError(message: "It's an empty string.", format: text, offset: nil)
    }
    guard bytes.allSatisfy({ $0 < 128 }) else {
      throw VisualFormat.ParseError(
        message: "It contains non-ASCII characters.", format: text, offset: nil)
    }
    if current == UInt8(ascii: "H") || current == UInt8(ascii: "V") {
      let vertical = current == UInt8(ascii: "V")
      // A view name starting with H or V needs its bracket, so a letter here is the axis.
      at += 1
      guard take(":") else {
        throw fail(
          vertical
            ? "Expected ':' after 'V' to specify vertical arrangement"
            : "Expected ':' after 'H' to specify horizontal arrangement")
      }
      format.vertical = vertical
    }
    if take("|") {
      guard current == UInt8(ascii: "-") || current == UInt8(ascii: "[") else {
        throw fail("Expected a connection after the '|' character")
      }
      format.leading = try connection()
    }
    guard current == UInt8(ascii: "[") else { throw fail("Expected a view") }
    format.elements.append(try element())
    while current != nil {
      let joining = try connection()
      if take("|") {
        format.trailing = joining
        guard current == nil else { throw fail("Expected the end of the format string") }
        return
      }
      guard current == UInt8(ascii: "[") else { throw fail("Expected a view or '|'") }
      format.connections.append(joining)
      format.elements.append(try element())
    }
  }

  /// `''`, `-`, `-simple-` or `-(list)-`; stops before the next `[` or `|`.
  mutating func connection() throws(VisualFormat.ParseError) -> VisualFormat.Connection {
    guard take("-") else { return .flush }
    if current == UInt8(ascii: "[") || current == UInt8(ascii: "|") { return .standard }
    guard current != nil else { throw fail("Expected more input") }
    let predicates: [VisualFormat.Predicate]
    if take("(") {
      predicates = try predicateList(inView: false)
    } else {
      if current == UInt8(ascii: "-") {
        throw fail(
          "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
            + "Use parentheses around negative numbers.")
      }
      predicates = [VisualFormat.Predicate(object: .constant(try simpleConstant()))]
    }
    guard take("-") else {
      throw fail(
        "Expected a '-' here. To specify a list of constraints, you must use parentheses "
          + "around the list of constraints")
    }
    return .predicates(predicates)
  }

  /// `[name]` or `[name(list)]`.
  mutating func element() throws(VisualFormat.ParseError) -> VisualFormat.Element {
    _ = take("[")
    let name = try identifier(
      "Expected a view. View names must start with a letter or an underscore, then contain "
        + "letters, numbers, and underscores.")
    var predicates: [VisualFormat.Predicate] = []
    if take("(") {
      predicates = try predicateList(inView: true)
    }
    guard take("]") else {
      throw fail(
        predicates.isEmpty
          ? "Expected a ']' here. That is how you give the end of a view."
          : "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    return VisualFormat.Element(name: name, predicates: predicates)
  }

  /// Predicates separated by commas, after `(` and through `)`.
  mutating func predicateList(inView: Bool) throws(VisualFormat.ParseError)
    -> [VisualFormat.Predicate]
  {
    var list: [VisualFormat.Predicate] = []
    repeat {
      list.append(try predicate(inView: inView))
    } while take(",")
    guard take(")") else {
      throw fail(
        "Expected a ')' at the end of a constraint modifier, or a ',' before another "
          + "constraint modifier")
    }
    return list
  }

  mutating func predicate(inView: Bool) throws(VisualFormat.ParseError)
    -> VisualFormat.Predicate
  {
    var relation = ConstraintRelation.equal
    if let byte = current,
      byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
        || byte == UInt8(ascii: ">")
    {
      at += 1
      guard take("=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
      relation =
        byte == UInt8(ascii: "=")
        ? .equal
        : byte == UInt8(ascii: "<")
          ? .lessThanOrEqual
          : .greaterThanOrEqual
    }
    let object: VisualFormat.Predicate.Object
    if let byte = current, Self.startsNumber(byte) {
      object = .constant(try number())
    } else if let byte = current, Self.startsName(byte) {
      let start = at
      let name = try identifier("")
      if let value = metrics(name) {
        object = .constant(value)
      } else if inView {
        object = .view(name)
      } else {
        at = start
        throw fail(
          "Encountered metric with name \"\(name)\", but value was not specified in metrics "
            + "or views dictionaries")
      }
    } else {
      throw fail(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    var priority: Float = 1000
    if take("@") {
      let value: CGFloat
      if let byte = current, Self.startsName(byte) {
        let start = at
        let name = try identifier("")
        guard let metric = metrics(name) else {
          at = start
          throw fail(
            "Encountered metric with name \"\(name)\", but value was not specified in metrics "
              + "or views dictionaries")
        }
        value = metric
      } else {
        value = try number()
      }
      guard value > 0 else {
        throw fail(
          "Invalid priority specified: \(NumberFormat.string(Double(value))). Priority must be "
            + "greater than 0")
      }
      guard value <= 1000 else {
        throw fail(
          "Invalid priority specified: \(NumberFormat.string(Double(value))). Priority cannot "
            + "be higher than NSLayoutPriorityRequired, which is 1000.")
      }
      priority = Float(value)
    }
    return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number or a metric's value (the connection's form without parentheses).
  mutating func simpleConstant() throws(VisualFormat.ParseError) -> CGFloat {
    if let byte = current, Self.startsName(byte) {
      let start = at
      let name = try identifier("")
      if let value = metrics(name) { return value }
      at = start
      throw fail(
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or "
          + "views dictionaries")
    }
    guard let byte = current, Self.startsNumber(byte), byte != UInt8(ascii: "-") else {
      throw fail(
        "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    return try number()
  }

  /// A decimal number (signed, with a fraction and an exponent), as `strtod` reads one.
  mutating func number() throws(VisualFormat.ParseError) -> CGFloat {
    let start = at
    if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { at += 1 }
    var digits = 0
    while let byte = current, Self.isDigit(byte) {
      at += 1
      digits += 1
    }
    if take(".") {
      while let byte = current, Self.isDigit(byte) {
        at += 1
        digits += 1
      }
    }
    if digits > 0, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      let mark = at
      at += 1
      if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { at += 1 }
      if let byte = current, Self.isDigit(byte) {
        while let byte = current, Self.isDigit(byte) { at += 1 }
      } else {
        at = mark
      }
    }
    guard digits > 0,
      let value = Double(String(decoding: bytes[start..<at], as: UTF8.self))
    else {
      at = start
      throw fail(
        "Expected a number or a key from the metrics dictionary, but encountered something else")
    }
    return CGFloat(value)
  }

  mutating func identifier(_ message: String) throws(VisualFormat.ParseError) -> String {
    guard let first = current, Self.startsName(first) else {
      throw fail(message.isEmpty ? "Expected a view" : message)
    }
    let start = at
    while let byte = current, Self.startsName(byte) || Self.isDigit(byte) { at += 1 }
    return String(decoding: bytes[start..<at], as: UTF8.self)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  static func startsName(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
  }

  static func startsNumber(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".")
  }
}
