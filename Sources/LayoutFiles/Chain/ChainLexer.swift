/// Splits a constraint chain string into ``ChainToken``s. Columns count characters from 1.
enum ChainLexer {
  /// The one-character tokens.
  private static let punctuation: [Character: ChainToken.Kind] = [
    ".": .dot, "(": .openParen, ")": .closeParen, "{": .openBrace, "}": .closeBrace,
    ",": .comma, ":": .colon,
  ]

  /// The tokens of `text`, ending with one `.end` token.
  /// - Throws: ``ChainError`` for a character no token starts with, a malformed number or
  ///   an unterminated string.
  static func tokens(_ text: String) throws(ChainError) -> [ChainToken] {
    let chars = Array(text)
    var out: [ChainToken] = []
    var i = 0
    func isDigit(_ index: Int) -> Bool {
      index < chars.count && chars[index].isASCII && chars[index].isNumber
    }
    while i < chars.count {
      let c = chars[i]
      let start = i
      func add(_ kind: ChainToken.Kind) {
        out.append(ChainToken(kind: kind, column: start + 1, endColumn: i + 1))
      }
      if c.isWhitespace {
        i += 1
        continue
      }
      if let punctuation = Self.punctuation[c] {
        i += 1
        add(punctuation)
        continue
      }
      switch c {
      case "$":
        guard i + 1 < chars.count, chars[i + 1] == "0", !isDigit(i + 2) else {
          throw ChainError(column: start + 1, message: "expected '$0'")
        }
        i += 2
        add(.identifier("$0"))
      case "\"":
        i += 1
        var value = ""
        while true {
          guard i < chars.count else {
            throw ChainError(column: start + 1, message: "unterminated string")
          }
          let s = chars[i]
          i += 1
          if s == "\"" { break }
          if s == "\\" {
            guard i < chars.count else {
              throw ChainError(column: start + 1, message: "unterminated string")
            }
            let escape = chars[i]
            i += 1
            switch escape {
            case "\"": value.append("\"")
            case "\\": value.append("\\")
            case "n": value.append("\n")
            case "t": value.append("\t")
            default:
              throw ChainError(column: i - 1, message: "invalid escape '\\\(escape)' in string")
            }
          } else {
            value.append(s)
          }
        }
        add(.string(value))
      case _ where isDigit(i) || (c == "-" && isDigit(i + 1)):
        if c == "-" { i += 1 }
        while isDigit(i) { i += 1 }
        if i < chars.count, chars[i] == ".", isDigit(i + 1) {
          i += 1
          while isDigit(i) { i += 1 }
        }
        // A Swift exponent: `e` or `E`, an optional sign, then digits (`1e-6`, `2.5E+3`).
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
          let sign = i + 1 < chars.count && (chars[i + 1] == "+" || chars[i + 1] == "-") ? 1 : 0
          if isDigit(i + 1 + sign) {
            i += 1 + sign
            while isDigit(i) { i += 1 }
          }
        }
        if i < chars.count, ChainSyntax.isIdentifierStart(chars[i]) {
          throw ChainError(
            column: i + 1, message: "unexpected '\(chars[i])' in a number")
        }
        let literal = String(chars[start..<i])
        guard let value = Double(literal), value.isFinite else {
          throw ChainError(column: start + 1, message: "number \(literal) is out of range")
        }
        add(.number(value))
      case _ where ChainSyntax.isIdentifierStart(c):
        while i < chars.count, ChainSyntax.isIdentifierPart(chars[i]) { i += 1 }
        add(.identifier(String(chars[start..<i])))
      default:
        throw ChainError(column: start + 1, message: "unexpected character '\(c)'")
      }
    }
    out.append(ChainToken(kind: .end, column: chars.count + 1, endColumn: chars.count + 1))
    return out
  }
}
