/// The syntax tree of one constraint chain, as written inside `makeConstraints { … }`:
/// `$0.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)`.
///
/// Every node keeps the 1-based column where it starts in the string, so the interpreter's
/// errors point into the text.
struct ChainSyntax: Equatable {
  /// A name and its column.
  struct Name: Equatable {
    var text: String
    var column: Int
  }

  /// A call in the chain: `equalTo(…)`, `offset(…)`, `equalToSuperview { $0.… }`.
  struct Call: Equatable {
    var name: Name
    /// The column of `(`, or nil when the call has only a trailing closure.
    var openColumn: Int?
    /// The column just past the closing `)` or `}`.
    var endColumn: Int
    var arguments: [Argument]
    /// A trailing closure's body (`{ $0.safeAreaLayoutGuide }`).
    var closure: Expression?
  }

  /// One argument, with its label if it has one (`width: 10`).
  struct Argument: Equatable {
    var label: Name?
    var value: Expression
  }

  /// A value in an argument.
  indirect enum Expression: Equatable {
    /// A number literal, negative and decimal allowed.
    case number(Double, column: Int)
    /// A string literal (for `labeled`).
    case string(String, column: Int)
    /// `.high`: a member of the type the position expects.
    case member(Name)
    /// `other.snp.top`, `superview`, `$0.safeAreaLayoutGuide`: names joined by dots.
    case path([Name])
    /// `CGSize(width: 1, height: 2)`: a type name called with arguments.
    case construct(Call)
    /// `{ $0.safeAreaLayoutGuide }` given in parentheses.
    case closure(Expression, column: Int)

    /// Where the expression starts.
    var column: Int {
      switch self {
      case .number(_, let column), .string(_, let column), .closure(_, let column): column
      case .member(let name): name.column - 1
      case .path(let names): names.first?.column ?? 1
      case .construct(let call): call.name.column
      }
    }
  }

  /// `$0` or `make`, if written.
  var prefix: Name?
  /// The attributes before the relation, at least one.
  var attributes: [Name]
  /// The relation (`equalTo`, `lessThanOrEqualTo`, …, `equalToSuperview`).
  var relation: Call
  /// Modifiers after the relation, in order.
  var modifiers: [Call]

  /// Whether a character may start an identifier (a letter or `_`).
  static func isIdentifierStart(_ c: Character) -> Bool {
    c == "_" || c.isLetter
  }

  /// Whether a character may continue an identifier.
  static func isIdentifierPart(_ c: Character) -> Bool {
    c == "_" || c.isLetter || (c.isASCII && c.isNumber)
  }
}
