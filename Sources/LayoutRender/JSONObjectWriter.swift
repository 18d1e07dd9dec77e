import Foundation

/// A JSON object written member by member, in the order added: how the render tree's JSON
/// keeps its keys in one fixed order. Numbers are rounded to 10⁻⁹ and printed in the one
/// number format; a number that is not finite (only Swift code can set one, say a NaN
/// alpha) is written as `null`.
package struct JSONObjectWriter {
  private var members: [String] = []

  /// An empty object.
  package init() {}

  /// Adds a member whose value is already JSON text.
  package mutating func add(_ key: String, json value: String) {
    members.append(JSONText.quoted(key) + ":" + value)
  }

  /// Adds a member whose value is JSON text, or `null`.
  package mutating func add(_ key: String, json value: String?) {
    add(key, json: value ?? "null")
  }

  /// Adds a string member, or `null`.
  package mutating func add(_ key: String, _ value: String?) {
    add(key, json: value.map(JSONText.quoted))
  }

  /// Adds a number member, or `null`.
  package mutating func add(_ key: String, _ value: CGFloat?) {
    add(key, json: value.map(Self.number))
  }

  /// Adds an integer member.
  package mutating func add(_ key: String, _ value: Int) {
    add(key, json: String(value))
  }

  /// Adds a Boolean member.
  package mutating func add(_ key: String, _ value: Bool) {
    add(key, json: value ? "true" : "false")
  }

  /// Adds an array member of JSON texts.
  package mutating func add(_ key: String, array values: [String]) {
    add(key, json: "[" + values.joined(separator: ",") + "]")
  }

  /// The object's JSON text.
  package var text: String { "{" + members.joined(separator: ",") + "}" }

  /// A number as JSON: rounded to 10⁻⁹ in the one number format, `null` when not finite.
  static func number(_ value: CGFloat) -> String {
    value.isFinite ? NumberFormat.roundedString(Double(value)) : "null"
  }
}
