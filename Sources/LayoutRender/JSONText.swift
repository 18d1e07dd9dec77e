/// JSON string literals, written one way for every JSON the package prints (the render
/// tree's and the CLI's).
package enum JSONText {
  /// `value` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else as is (UTF-8 output).
  package static func quoted(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
