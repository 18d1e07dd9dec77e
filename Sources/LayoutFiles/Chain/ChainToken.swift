/// A token of a chain string.
struct ChainToken: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case number(Double)
    case string(String)
    case dot
    case openParen
    case closeParen
    case openBrace
    case closeBrace
    case comma
    case colon
    case end
  }

  var kind: Kind
  /// 1-based column of the token's first character.
  var column: Int
  /// 1-based column just past the token.
  var endColumn: Int

  /// How the token reads in messages: `'foo'`, `')'`, `the end of the string`.
  var quoted: String {
    switch kind {
    case .identifier(let text): "'\(text)'"
    case .number(let value): "'\(NumberFormat.string(value))'"
    case .string: "a string"
    case .dot: "'.'"
    case .openParen: "'('"
    case .closeParen: "')'"
    case .openBrace: "'{'"
    case .closeBrace: "'}'"
    case .comma: "','"
    case .colon: "':'"
    case .end: "the end of the string"
    }
  }
}
