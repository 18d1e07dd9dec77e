/// A parsed JSON value. Objects keep their keys in file order (no dictionary ordering).
package indirect enum JSONValue: Equatable {
  /// One `"key": value` of an object.
  package struct Member: Equatable {
    /// The key.
    package var key: String
    /// The value.
    package var value: JSONValue
  }

  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// The JSON type's name as used in error messages: `an object`, `a number`, ...
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
