import Layout

/// Small typed accessors over ``JSONValue`` that throw ``SystemFileError`` with a path.
enum JSONReader {
  static func object(_ value: JSONValue, path: String, allowed: [String]) throws(SystemFileError)
    -> [JSONValue.Member]
  {
    guard case .object(let members) = value else {
      throw mismatch(path, "an object", value)
    }
    for member in members where !allowed.contains(member.key) {
      let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
      let at = path == "top level" ? member.key : path + "." + member.key
      throw SystemFileError(path: at, message: "unknown key; expected one of \(list)")
    }
    return members
  }

  static func member(_ members: [JSONValue.Member], _ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  static func array(_ value: JSONValue, path: String) throws(SystemFileError) -> [JSONValue] {
    guard case .array(let elements) = value else { throw mismatch(path, "an array", value) }
    return elements
  }

  static func number(_ value: JSONValue, path: String) throws(SystemFileError) -> Double {
    guard case .number(let number) = value else { throw mismatch(path, "a number", value) }
    guard number.isFinite else {
      let shown = number.isNaN ? "NaN" : (number < 0 ? "-Infinity" : "Infinity")
      throw SystemFileError(path: path, message: "expected a finite number, got \(shown)")
    }
    return number
  }

  static func mismatch(_ path: String, _ expected: String, _ value: JSONValue) -> SystemFileError {
    SystemFileError(path: path, message: "expected \(expected), got \(value.kindDescription)")
  }
}
