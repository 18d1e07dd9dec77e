import Foundation

/// Checks a parsed chain against the views of a layout file and turns it into a
/// ``ChainInterpreter/Plan``, then replays the plan on the real DSL inside
/// `makeConstraints`: the attributes through `ConstraintMaker` and
/// `ConstraintMakerExtendable`, the relation, the modifiers, so every SnapKit rule comes from
/// the library.
///
/// Everything is checked before the DSL is called, so each error has its column.
struct ChainInterpreter {
  /// Every view and window by id.
  var views: [String: View]
  /// The ids in file order (for suggestions).
  var ids: [String]

  /// A value a chain can relate to or pass to a modifier.
  enum Value {
    case item(ConstraintItem)
    case view(View)
    case guide(LayoutGuide)
    case number(Double)
    case size(CGSize)
    case point(CGPoint)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The value as the DSL takes it.
    var target: ConstraintRelatableTarget {
      switch self {
      case .item(let item): item
      case .view(let view): view
      case .guide(let guide): guide
      case .number(let number): CGFloat(number)
      case .size(let size): size
      case .point(let point): point
      case .insets(let insets): insets
      case .directionalInsets(let insets): insets
      }
    }
  }

  /// A modifier with its checked argument.
  enum Modifier {
    case multipliedBy(Double)
    case dividedBy(Double)
    case offset(Double)
    case inset(ConstraintInsetTarget)
    case priority(ConstraintPriority)
    case labeled(String)
  }

  /// A checked chain, ready for ``apply(_:to:)``.
  struct Plan {
    /// The attributes of the chain's first name, then of each name chained to it.
    var first: ConstraintAttributes
    var rest: [ConstraintAttributes]
    /// Index into ``ChainVocabulary/relationNames``.
    var relation: Int
    /// The target (nil for the superview relations).
    var target: Value?
    /// What the superview relation's closure returns, if it has one.
    var closureTarget: Value?
    var modifiers: [Modifier]
    /// Where the constraint string is: the file's name, and the line and column of its
    /// opening quote.
    var location: CallSite
  }

  /// Checks `syntax`, written for `view`.
  /// - Throws: ``ChainError`` at the column of the first problem.
  func plan(_ syntax: ChainSyntax, for view: View, location: CallSite) throws(ChainError)
    -> Plan
  {
    let relationName = syntax.relation.name
    guard let firstName = syntax.attributes.first else {
      throw ChainError(
        column: relationName.column,
        message:
          "missing attribute before '\(relationName.text)' (e.g. $0.top.\(relationName.text)(…))")
    }
    let makers = ChainVocabulary.attributes
    guard let first = makers.first(where: { $0.name == firstName.text })?.attributes else {
      throw unknown("attribute", firstName, makers.map(\.name))
    }
    var rest: [ConstraintAttributes] = []
    let chained = ChainVocabulary.chainedAttributes
    for name in syntax.attributes.dropFirst() {
      guard let attributes = chained.first(where: { $0.name == name.text })?.attributes else {
        if name.text == "center" {
          throw ChainError(
            column: name.column,
            message: "'center' cannot follow another attribute (SnapKit's chain has no"
              + " .center there); start a chain with it")
        }
        throw unknown("attribute", name, chained.map(\.name))
      }
      rest.append(attributes)
    }
    let relation = try relationIndex(syntax.relation)
    var plan = Plan(
      first: first, rest: rest, relation: relation, target: nil, closureTarget: nil,
      modifiers: [], location: location)
    let call = syntax.relation
    if relation < 3 {
      if let closure = call.closure {
        throw ChainError(
          column: closure.column, message: "'\(call.name.text)' takes no closure")
      }
      let argument = try single(
        call,
        what: "a target, e.g. \(call.name.text)(superview) or"
          + " \(call.name.text)(20)")
      plan.target = try value(argument, for: view, closureSelf: nil, context: .target)
      try checkDirections(plan, plan.target, at: argument.column)
    } else {
      var closure = call.closure
      if closure == nil, call.arguments.count == 1, call.arguments[0].label == nil,
        case .closure(let body, _) = call.arguments[0].value
      {
        closure = body
      } else if let argument = call.arguments.first {
        throw ChainError(
          column: argument.value.column,
          message: "'\(call.name.text)' takes no target (it relates to the superview; add"
            + " .offset(…) or .inset(…) for a constant)")
      }
      if let closure {
        guard let superview = view.superview else {
          throw ChainError(column: call.name.column, message: "the view has no superview")
        }
        plan.closureTarget = try value(
          closure, for: view, closureSelf: superview, context: .target)
        try checkDirections(plan, plan.closureTarget, at: closure.column)
      }
    }
    var finalized: String?
    for modifier in syntax.modifiers {
      let name = modifier.name
      guard ChainVocabulary.modifierNames.contains(name.text) else {
        if ChainVocabulary.relationNames.contains(name.text) {
          throw ChainError(
            column: name.column, message: "a chain has one relation; '\(name.text)' follows one")
        }
        throw unknown("modifier", name, ChainVocabulary.modifierNames)
      }
      if let finalized, name.text != "labeled" {
        throw ChainError(
          column: name.column,
          message: "'\(name.text)' cannot follow '\(finalized)'; only .labeled(…) may come after"
            + " .\(finalized)(…)")
      }
      if let closure = modifier.closure {
        throw ChainError(column: closure.column, message: "'\(name.text)' takes no closure")
      }
      let argument = try single(modifier, what: "an argument")
      switch name.text {
      case "multipliedBy", "dividedBy", "offset":
        let number = try self.number(argument, name.text)
        if name.text == "dividedBy", number == 0 {
          throw ChainError(column: argument.column, message: "cannot divide by 0")
        }
        plan.modifiers.append(
          name.text == "offset"
            ? .offset(number)
            : name.text == "dividedBy" ? .dividedBy(number) : .multipliedBy(number))
      case "inset":
        switch try value(argument, for: view, closureSelf: nil, context: .inset) {
        case .number(let n): plan.modifiers.append(.inset(CGFloat(n)))
        case .insets(let insets): plan.modifiers.append(.inset(insets))
        case .directionalInsets(let insets): plan.modifiers.append(.inset(insets))
        default:
          throw ChainError(
            column: argument.column,
            message: "'inset' takes a number, UIEdgeInsets(…) or NSDirectionalEdgeInsets(…)")
        }
      case "priority":
        plan.modifiers.append(.priority(try priority(argument)))
        finalized = finalized ?? "priority"
      default:
        guard case .string(let text, _) = argument else {
          throw ChainError(
            column: argument.column, message: "'labeled' takes a string, e.g. labeled(\"top\")")
        }
        plan.modifiers.append(.labeled(text))
        finalized = "labeled"
      }
    }
    return plan
  }

  /// Replays a plan on the maker of `makeConstraints`.
  static func apply(_ plan: Plan, to make: ConstraintMaker) {
    var chain = make.attribute(plan.first)
    for attributes in plan.rest { chain = chain.attribute(attributes) }
    let relations: [ConstraintRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let pick = plan.closureTarget.map { value in { (_: View) in value.target } }
    let editable = chain.relate(
      relations[plan.relation % 3], to: plan.target?.target, superview: pick, at: plan.location)
    var final: ConstraintMakerFinalizable = editable
    var open: ConstraintMakerEditable? = editable
    for modifier in plan.modifiers {
      switch modifier {
      case .multipliedBy(let x): open = open?.multipliedBy(x)
      case .dividedBy(let x): open = open?.dividedBy(x)
      case .offset(let x): open = open?.offset(x)
      case .inset(let x): open = open?.inset(x)
      case .priority(let p):
        if let editable = open { final = editable.priority(p) }
        open = nil
      case .labeled(let text):
        final = final.labeled(text)
        open = nil
      }
    }
  }

  // MARK: Checking

  /// Auto Layout's refusal of leading/trailing against left/right (the library records it
  /// as a diagnostic; in a file it is an error at the target's column).
  private func checkDirections(_ plan: Plan, _ target: Value?, at column: Int)
    throws(ChainError)
  {
    guard case .item(let item)? = target else { return }
    let from = plan.rest.reduce(plan.first) { $0.union($1) }
    guard let pair = Constraint.mixedDirections(from: from, to: item.attributes) else { return }
    throw ChainError(
      column: column,
      message: "\(pair.first) to \(pair.second): " + Constraint.mixedDirectionsMessage)
  }

  private func unknown(_ what: String, _ name: ChainSyntax.Name, _ candidates: [String])
    -> ChainError
  {
    ChainError(column: name.column, unknown: what, name.text, among: candidates)
  }

  private func relationIndex(_ call: ChainSyntax.Call) throws(ChainError) -> Int {
    let name = call.name
    if let index = ChainVocabulary.relationNames.firstIndex(of: name.text) { return index }
    if ChainVocabulary.modifierNames.contains(name.text) {
      throw ChainError(
        column: name.column,
        message: "'\(name.text)' is a modifier; it comes after a relation, e.g."
          + " .equalToSuperview().\(name.text)(…)")
    }
    throw unknown("relation", name, ChainVocabulary.relationNames)
  }

  /// The one unlabeled argument of a call.
  private func single(_ call: ChainSyntax.Call, what: String) throws(ChainError)
    -> ChainSyntax.Expression
  {
    guard let open = call.openColumn else {
      throw ChainError(
        column: call.endColumn, message: "expected '(' after '\(call.name.text)'")
    }
    guard let argument = call.arguments.first else {
      throw ChainError(column: open + 1, message: "'\(call.name.text)' needs \(what)")
    }
    if let label = argument.label {
      throw ChainError(
        column: label.column, message: "unexpected argument label '\(label.text):'")
    }
    if call.arguments.count > 1 {
      throw ChainError(
        column: call.arguments[1].value.column,
        message: "'\(call.name.text)' takes one argument, got \(call.arguments.count)")
    }
    return argument.value
  }

  private func number(_ expression: ChainSyntax.Expression, _ name: String) throws(ChainError)
    -> Double
  {
    guard case .number(let value, _) = expression else {
      throw ChainError(column: expression.column, message: "'\(name)' takes a number")
    }
    return value
  }

  private func priority(_ expression: ChainSyntax.Expression) throws(ChainError)
    -> ConstraintPriority
  {
    let names = ChainVocabulary.priorities
    var member: ChainSyntax.Name?
    switch expression {
    case .number(let value, let column):
      guard value > 0, value <= 1000 else {
        throw ChainError(
          column: column,
          message:
            "priority must be more than 0 and at most 1000, got \(NumberFormat.string(value))")
      }
      return ConstraintPriority(Float(value))
    case .member(let name): member = name
    case .path(let path) where path.count == 2 && path[0].text == "ConstraintPriority":
      member = path[1]
    default: break
    }
    guard let member else {
      throw ChainError(
        column: expression.column,
        message: "'priority' takes .required, .high, .medium, .low or a number in 1...1000")
    }
    guard let hit = names.first(where: { $0.0 == member.text }) else {
      throw unknown("priority", member, names.map(\.0))
    }
    return hit.1
  }
}
