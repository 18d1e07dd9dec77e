import Foundation

/// The parts of one object value (a font's size and weight, the edges of insets, a
/// transform's keys), each read on its own so that all of the value's problems come out
/// together: an unknown key, a missing key and a wrong number are reported at once, and
/// ``check()`` throws the first with the others (``LayoutFileError/others``).
///
/// ```swift
/// var parts = try ValueParts(value, path: "windows[0].views[1].font", allowed: ["size", "weight"])
/// let size = parts.number("size", above: 0)   // nil when absent or wrong
/// try parts.check()                            // every problem found
/// ```
struct ValueParts {
  /// The object's members, as written.
  let members: [JSONValue.Member]
  /// The object's JSON path.
  let path: String
  /// The problems found so far.
  private var errors: [LayoutFileError] = []

  /// The members of `value`, which must be an object; each key not in `allowed` is a
  /// problem (nil allows any key: the keys are names the caller checks).
  /// - Throws: ``LayoutFileError`` when `value` is not an object.
  init(_ value: JSONValue, path: String, allowed: [String]?) throws(LayoutFileError) {
    guard case .object(let members) = value else {
      throw LayoutFileReader.mismatch(path, "an object", value)
    }
    self.members = members
    self.path = path
    guard let allowed else { return }
    for member in members where !allowed.contains(member.key) {
      errors.append(LayoutFileReader.unknownKey(member.key, path: path, allowed: allowed))
    }
  }

  /// Keeps a problem of the value found outside its parts (two keys that say the same).
  mutating func add(_ error: LayoutFileError) {
    errors.append(error)
  }

  /// What `read` makes of the member `key` and its path; nil when the object has no such
  /// member, or when `read` throws (the problem is kept), or, if `required`, a problem.
  mutating func read<T>(
    _ key: String, required: Bool = false,
    _ read: (JSONValue, String) throws(LayoutFileError) -> T
  ) -> T? {
    guard let value = LayoutFileReader.member(members, key) else {
      if required {
        errors.append(LayoutFileError(path: path, message: "missing required key \"\(key)\""))
      }
      return nil
    }
    do throws(LayoutFileError) {
      return try read(value, path + "." + key)
    } catch {
      errors.append(error)
      return nil
    }
  }

  /// The number at `key` within the bounds given (``LayoutFileReader/number(_:path:atLeast:above:atMost:integer:)``).
  mutating func number(
    _ key: String, required: Bool = false, atLeast low: Double? = nil,
    above floor: Double? = nil, atMost high: Double? = nil
  ) -> CGFloat? {
    read(key, required: required) { value, at throws(LayoutFileError) in
      try LayoutFileReader.number(value, path: at, atLeast: low, above: floor, atMost: high)
    }
  }

  /// Throws the first problem found, carrying the others; returns when there is none.
  func check() throws(LayoutFileError) {
    guard var first = errors.first else { return }
    first.others = Array(errors.dropFirst())
    throw first
  }
}
