/// The one locale-free way the package prints numbers.
///
/// The shortest decimal form that reads back as the same `Double` (Swift's own shortest
/// round-trip algorithm), with a trailing `.0` dropped and negative zero printed as `0`:
/// `100`, `0.1`, `-2.5`, `1e-07`. Non-finite values print as `nan`, `inf` and `-inf`.
package enum NumberFormat {
  /// Formats a number in the package's one output form.
  package static func string(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// `value` rounded to 10⁻⁹, then formatted as ``string(_:)``: a billionth of a point or
  /// a nanosecond is far below a pixel or a clock tick, so round-off from layout,
  /// transforms and time arithmetic does not show (0.8 − 0.7 prints as `0.1`, not
  /// `0.10000000000000009`). Every coordinate, alpha and time the renderers and the CLI
  /// print goes through it.
  package static func roundedString(_ value: Double) -> String {
    string(rounded(value))
  }

  /// `value` rounded to 10⁻⁹, the package's one output rounding: a billionth of a point or
  /// a nanosecond, far below a pixel or a clock tick. Solved frames (620.6666666666665 for
  /// 620⅔ becomes 620.666666667), printed numbers and timeline times all use it.
  package static func rounded(_ value: Double) -> Double {
    (value * 1e9).rounded() / 1e9
  }
}
