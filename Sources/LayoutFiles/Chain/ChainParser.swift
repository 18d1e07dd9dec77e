/// Parses a constraint chain string into a ``ChainSyntax``.
///
/// Grammar (whitespace is ignored between tokens):
///
/// ```
/// chain      := [("$0" | "make") "."] name {"." name} call {"." call}
/// call       := name ["(" [argument {"," argument}] ")"] ["{" expression "}"]
/// argument   := [name ":"] expression
/// expression := number | string | "." name | "{" expression "}"
///             | name "(" [argument {"," argument}] ")" | name {"." name}
/// number     := ["-"] digits ["." digits]
/// string     := '"' {character | "\" escape} '"'
/// ```
///
/// The parser checks only the shape; ``ChainInterpreter`` checks the names.
struct ChainParser {
  private let tokens: [ChainToken]
  private var position = 0
  private var depth = 0

  /// The deepest nesting of calls and closures in an argument.
  static let maximumDepth = 16

  /// Parses one chain.
  /// - Throws: ``ChainError`` at the column of the first problem.
  static func parse(_ text: String) throws(ChainError) -> ChainSyntax {
    var parser = ChainParser(tokens: try ChainLexer.tokens(text))
    return try parser.chain()
  }

  private init(tokens: [ChainToken]) {
    self.tokens = tokens
  }

  private var current: ChainToken { tokens[min(position, tokens.count - 1)] }

  private mutating func chain() throws(ChainError) -> ChainSyntax {
    if current.kind == .end {
      throw ChainError(
        column: 1,
        message: "empty constraint; expected a chain such as '$0.top.equalToSuperview()'")
    }
    var prefix: ChainSyntax.Name?
    var name = try identifier(after: nil)
    if name.text == "$0" || name.text == "make" {
      prefix = name
      guard current.kind == .dot else {
        throw ChainError(
          column: current.column,
          message: "expected '.' and an attribute after '\(name.text)', found \(current.quoted)")
      }
      position += 1
      name = try identifier(after: ".")
    }
    var attributes: [ChainSyntax.Name] = []
    var relation: ChainSyntax.Call?
    while relation == nil {
      if current.kind == .openParen || current.kind == .openBrace {
        relation = try call(name)
        break
      }
      if ChainVocabulary.relationNames.contains(name.text) {
        throw ChainError(
          column: current.column,
          message: "expected '(' after '\(name.text)', found \(current.quoted)")
      }
      attributes.append(name)
      guard current.kind == .dot else {
        if current.kind == .end {
          throw ChainError(
            column: current.column,
            message: "missing relation after '\(name.text)': expected .equalTo(…),"
              + " .lessThanOrEqualTo(…), .greaterThanOrEqualTo(…) or .equalToSuperview()")
        }
        throw trailing("after '\(name.text)'")
      }
      position += 1
      name = try identifier(after: ".")
    }
    guard let relation else {
      throw ChainError(column: current.column, message: "missing relation")
    }
    var modifiers: [ChainSyntax.Call] = []
    while current.kind == .dot {
      position += 1
      modifiers.append(try call(try identifier(after: ".")))
    }
    guard current.kind == .end else { throw trailing("after the end of the chain") }
    return ChainSyntax(
      prefix: prefix, attributes: attributes, relation: relation, modifiers: modifiers)
  }

  private func trailing(_ place: String) -> ChainError {
    if current.kind == .closeParen {
      return ChainError(column: current.column, message: "unbalanced ')': no '(' to close")
    }
    return ChainError(column: current.column, message: "unexpected \(current.quoted) \(place)")
  }

  private mutating func identifier(after previous: String?) throws(ChainError)
    -> ChainSyntax.Name
  {
    guard case .identifier(let text) = current.kind else {
      let place = previous.map { " after '\($0)'" } ?? ""
      throw ChainError(
        column: current.column, message: "expected a name\(place), found \(current.quoted)")
    }
    position += 1
    return ChainSyntax.Name(text: text, column: tokens[position - 1].column)
  }

  /// A call: the name was read; parentheses and a trailing closure are optional here (the
  /// interpreter says which calls need them).
  private mutating func call(_ name: ChainSyntax.Name) throws(ChainError) -> ChainSyntax.Call {
    var result = ChainSyntax.Call(
      name: name, openColumn: nil, endColumn: tokens[max(position - 1, 0)].endColumn,
      arguments: [], closure: nil)
    if current.kind == .openParen {
      result.openColumn = current.column
      result.arguments = try arguments()
      result.endColumn = tokens[position - 1].endColumn
    }
    if current.kind == .openBrace {
      let open = current.column
      result.closure = try closure(open: open)
      result.endColumn = tokens[position - 1].endColumn
    }
    return result
  }

  /// `( … )`, with `(` current.
  private mutating func arguments() throws(ChainError) -> [ChainSyntax.Argument] {
    let open = current.column
    position += 1
    var out: [ChainSyntax.Argument] = []
    if current.kind == .closeParen {
      position += 1
      return out
    }
    while true {
      var label: ChainSyntax.Name?
      if case .identifier(let text) = current.kind, position + 1 < tokens.count,
        tokens[position + 1].kind == .colon
      {
        label = ChainSyntax.Name(text: text, column: current.column)
        position += 2
      }
      out.append(ChainSyntax.Argument(label: label, value: try expression()))
      switch current.kind {
      case .comma: position += 1
      case .closeParen:
        position += 1
        return out
      case .end:
        throw ChainError(
          column: current.column, message: "expected ')' to close '(' at column \(open)")
      default:
        throw ChainError(
          column: current.column,
          message: "expected ',' or ')' after the argument, found \(current.quoted)")
      }
    }
  }

  /// `{ expression }`, with `{` current.
  private mutating func closure(open: Int) throws(ChainError) -> ChainSyntax.Expression {
    position += 1
    let body = try expression()
    guard current.kind == .closeBrace else {
      if current.kind == .end {
        throw ChainError(
          column: current.column, message: "expected '}' to close '{' at column \(open)")
      }
      throw ChainError(
        column: current.column,
        message: "expected '}' after the closure's value, found \(current.quoted)")
    }
    position += 1
    return body
  }

  private mutating func expression() throws(ChainError) -> ChainSyntax.Expression {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw ChainError(
        column: current.column, message: "nesting deeper than \(Self.maximumDepth) levels")
    }
    let token = current
    switch token.kind {
    case .number(let value):
      position += 1
      return .number(value, column: token.column)
    case .string(let text):
      position += 1
      return .string(text, column: token.column)
    case .dot:
      position += 1
      return .member(try identifier(after: "."))
    case .openBrace:
      return .closure(try closure(open: token.column), column: token.column)
    case .identifier:
      let first = try identifier(after: nil)
      if current.kind == .openParen {
        var call = ChainSyntax.Call(
          name: first, openColumn: current.column, endColumn: 0, arguments: [], closure: nil)
        call.arguments = try arguments()
        call.endColumn = tokens[position - 1].endColumn
        return .construct(call)
      }
      var names = [first]
      while current.kind == .dot {
        position += 1
        names.append(try identifier(after: "."))
      }
      if current.kind == .openParen {
        throw ChainError(
          column: current.column,
          message: "unexpected '(' after '\(names[names.count - 1].text)'; only CGSize(…),"
            + " CGPoint(…), UIEdgeInsets(…) and NSDirectionalEdgeInsets(…) take arguments here")
      }
      return .path(names)
    case .end:
      throw ChainError(
        column: token.column, message: "expected a value, found the end of the string")
    default:
      throw ChainError(column: token.column, message: "expected a value, found \(token.quoted)")
    }
  }
}
