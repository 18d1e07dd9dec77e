/// A coefficient times a variable, one part of an ``Expression``.
public struct Term: CustomStringConvertible, Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as written in a constraint: `2 * w`, `w`, `-w`.
  public var description: String {
    if coefficient == 1 { return variable.description }
    if coefficient == -1 { return "-" + variable.description }
    return NumberFormat.string(coefficient) + " * " + variable.description
  }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the usual operators from variables, terms and numbers:
///
/// ```swift
/// let mid = (left + right) / 2
/// let constraint = left + 10 <= right
/// ```
///
/// The same variable may occur in several terms; a ``LinearConstraint`` merges them.
public struct Expression: CustomStringConvertible, Sendable {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates `sum(terms) + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression made of one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates a constant expression.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The expression as written: `w - 2 * v + 10`.
  public var description: String {
    var out = ""
    for term in terms {
      if out.isEmpty {
        out = term.description
      } else if term.coefficient < 0 {
        out += " - " + Term(term.variable, -term.coefficient).description
      } else {
        out += " + " + term.description
      }
    }
    if out.isEmpty { return NumberFormat.string(constant) }
    if constant > 0 { out += " + " + NumberFormat.string(constant) }
    if constant < 0 { out += " - " + NumberFormat.string(-constant) }
    return out
  }
}

// MARK: - Conversions

/// A value that can stand on either side of a linear constraint operator: a ``Variable``, a
/// ``Term``, an ``Expression`` or a number.
public protocol LinearOperand {
  /// The operand as an expression.
  var linearExpression: Expression { get }
}

extension Variable: LinearOperand {
  /// The expression `1 * self`.
  public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearOperand {
  /// The expression made of this term.
  public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearOperand {
  /// The expression itself.
  public var linearExpression: Expression { self }
}

extension Double: LinearOperand {
  /// The constant expression.
  public var linearExpression: Expression { Expression(self) }
}

extension Int: LinearOperand {
  /// The constant expression.
  public var linearExpression: Expression { Expression(Double(self)) }
}

// MARK: - Arithmetic

extension Expression {
  /// Adds two expressions.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    // A constant added to terms shares their array (`x - 20` makes no new one).
    let constant = lhs.constant + rhs.constant
    if rhs.terms.isEmpty { return Expression(lhs.terms, constant: constant) }
    if lhs.terms.isEmpty { return Expression(rhs.terms, constant: constant) }
    return Expression(lhs.terms + rhs.terms, constant: constant)
  }

  /// Subtracts two expressions.
  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-rhs)
  }

  /// Negates an expression.
  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  /// Multiplies an expression by a number.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// Multiplies an expression by a number.
  public static func * (lhs: Double, rhs: Expression) -> Expression {
    rhs * lhs
  }

  /// Divides an expression by a number.
  public static func / (lhs: Expression, rhs: Double) -> Expression {
    lhs * (1 / rhs)
  }
}

/// Adds two operands (variables, terms, expressions or numbers).
public func + <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
  lhs.linearExpression + rhs.linearExpression
}

/// Subtracts two operands (variables, terms, expressions or numbers).
public func - <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
  lhs.linearExpression - rhs.linearExpression
}

/// Negates a variable.
public prefix func - (operand: Variable) -> Term {
  Term(operand, -1)
}

/// Negates a term.
public prefix func - (operand: Term) -> Term {
  Term(operand.variable, -operand.coefficient)
}

/// Multiplies a variable by a number.
public func * (lhs: Double, rhs: Variable) -> Term {
  Term(rhs, lhs)
}

/// Multiplies a variable by a number.
public func * (lhs: Variable, rhs: Double) -> Term {
  Term(lhs, rhs)
}

/// Multiplies a term by a number.
public func * (lhs: Double, rhs: Term) -> Term {
  Term(rhs.variable, rhs.coefficient * lhs)
}

/// Multiplies a term by a number.
public func * (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, lhs.coefficient * rhs)
}

/// Divides a variable by a number.
public func / (lhs: Variable, rhs: Double) -> Term {
  Term(lhs, 1 / rhs)
}

/// Divides a term by a number.
public func / (lhs: Term, rhs: Double) -> Term {
  Term(lhs.variable, lhs.coefficient / rhs)
}
