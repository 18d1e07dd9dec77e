import Layout

/// Writes JSON text: quoted strings and numbers in the package's one number format.
enum JSONOutput {
  /// `value` as a JSON string literal, with quotes, backslashes and control characters
  /// escaped.
  static func quoted(_ value: String) -> String { JSONText.quoted(value) }

  /// A finite number in ``NumberFormat``'s form (valid JSON: `100`, `0.1`, `1e-07`).
  static func number(_ value: Double) -> String {
    NumberFormat.string(value)
  }

  /// `[a,b,c]` of numbers.
  static func numbers(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ",") + "]"
  }

  /// Whether `a` sorts before `b` by Unicode code points (UTF-8 byte order), as Python's
  /// `sorted` orders strings.
  static func codePointOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
