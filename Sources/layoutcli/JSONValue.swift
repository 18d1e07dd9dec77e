/// A parsed JSON value. Objects keep their keys in file order (no dictionary ordering).
indirect enum JSONValue: Equatable {
  /// One `"key": value` of an object.
  struct Member: Equatable {
    /// The key.
    var key: String
    /// The value.
    var value: JSONValue
  }

  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// The JSON type's name as used in error messages: `an object`, `a number`, ...
  var kindDescription: String {
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
