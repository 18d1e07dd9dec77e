import Foundation

/// Resolving the values in a chain: references to views and guides by id, geometry
/// constructors, numbers.
extension ChainInterpreter {
  /// Where a value is used (what it may be).
  enum ValueContext {
    /// A relation's target.
    case target
    /// The argument of `inset`.
    case inset
  }

  /// The value of an argument; `closureSelf` is what `$0` means inside a closure.
  func value(
    _ expression: ChainSyntax.Expression, for view: View, closureSelf: View?,
    context: ValueContext
  ) throws(ChainError) -> Value {
    switch expression {
    case .number(let number, _): return .number(number)
    case .string(_, let column):
      throw ChainError(
        column: column, message: "a string is not a target (strings are for .labeled(…))")
    case .member(let name):
      if name.text == "zero", context == .inset { return .insets(.zero) }
      throw ChainError(
        column: name.column - 1,
        message: "'.\(name.text)' is not a \(context == .target ? "target" : "inset") here")
    case .closure(_, let column):
      throw ChainError(
        column: column,
        message: "a closure is a target only of the superview relations, e.g."
          + " equalToSuperview { $0.safeAreaLayoutGuide }")
    case .construct(let call): return try construct(call)
    case .path(let names): return try reference(names, for: view, closureSelf: closureSelf)
    }
  }

  private func construct(_ call: ChainSyntax.Call) throws(ChainError) -> Value {
    let types = ChainVocabulary.constructors
    guard let labels = types.first(where: { $0.0 == call.name.text })?.1 else {
      throw ChainError(
        column: call.name.column, unknown: "type", call.name.text, among: types.map(\.0))
    }
    let signature = call.name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
    var numbers: [CGFloat] = []
    for (i, label) in labels.enumerated() {
      guard i < call.arguments.count else {
        throw ChainError(
          column: call.endColumn - 1,
          message: "missing argument '\(label):' in \(signature)")
      }
      let argument = call.arguments[i]
      guard let given = argument.label, given.text == label else {
        let found = argument.label.map { "'\($0.text):'" } ?? "no label"
        throw ChainError(
          column: argument.label?.column ?? argument.value.column,
          message: "expected '\(label):' in \(signature), found \(found)")
      }
      guard case .number(let number, _) = argument.value else {
        throw ChainError(
          column: argument.value.column, message: "expected a number for '\(label):'")
      }
      numbers.append(CGFloat(number))
    }
    if call.arguments.count > labels.count {
      throw ChainError(
        column: call.arguments[labels.count].value.column,
        message: "\(signature) takes \(labels.count) arguments, got \(call.arguments.count)")
    }
    switch labels {
    case ["width", "height"]: return .size(CGSize(width: numbers[0], height: numbers[1]))
    case ["x", "y"]: return .point(CGPoint(x: numbers[0], y: numbers[1]))
    case ["top", "left", "bottom", "right"]:
      return .insets(
        EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
    default:
      return .directionalInsets(
        DirectionalEdgeInsets(
          top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3]))
    }
  }

  private enum Step {
    case view(View)
    case guide(LayoutGuide)
    case viewDSL(View)
    case guideDSL(LayoutGuide)
    case item(ConstraintItem)
  }

  private func reference(_ names: [ChainSyntax.Name], for view: View, closureSelf: View?)
    throws(ChainError) -> Value
  {
    guard let head = names.first else {
      throw ChainError(column: 1, message: "expected a value")
    }
    var step: Step
    switch head.text {
    case "$0":
      guard let closureSelf else {
        throw ChainError(
          column: head.column,
          message: "'$0' means the constrained view only at the start of the chain; name a"
            + " view by its id or use superview")
      }
      step = .view(closureSelf)
    case "superview":
      guard let superview = view.superview else {
        throw ChainError(column: head.column, message: "\(view.displayName) has no superview")
      }
      step = .view(superview)
    case _ where ChainVocabulary.constructors.contains(where: { $0.0 == head.text }):
      guard names.count == 2, names[1].text == "zero" else {
        throw ChainError(
          column: head.column, message: "expected \(head.text)(…) or \(head.text).zero")
      }
      switch head.text {
      case "CGSize": return .size(.zero)
      case "CGPoint": return .point(.zero)
      case "UIEdgeInsets", "EdgeInsets": return .insets(.zero)
      default: return .directionalInsets(.zero)
      }
    default:
      guard let found = views[head.text] else {
        throw ChainError(
          column: head.column, unknown: "id", head.text, among: ids + ["superview"])
      }
      step = .view(found)
    }
    let attributes = ChainVocabulary.attributes
    var previous = head.text
    for name in names.dropFirst() {
      switch step {
      case .view(let current):
        switch name.text {
        case "snp": step = .viewDSL(current)
        case "superview":
          guard let superview = current.superview else {
            throw ChainError(
              column: name.column, message: "\(current.displayName) has no superview")
          }
          step = .view(superview)
        case "safeAreaLayoutGuide": step = .guide(current.safeAreaLayoutGuide)
        case "layoutMarginsGuide": step = .guide(current.layoutMarginsGuide)
        case "readableContentGuide": step = .guide(current.readableContentGuide)
        case "keyboardLayoutGuide": step = .guide(current.keyboardLayoutGuide)
        case "frameLayoutGuide", "contentLayoutGuide":
          guard let scroll = current as? ScrollView else {
            throw ChainError(
              column: name.column,
              message: "'\(name.text)' exists only on scroll views; '\(current.displayName)'"
                + " is a \(current.kind)")
          }
          step = .guide(
            name.text == "frameLayoutGuide" ? scroll.frameLayoutGuide : scroll.contentLayoutGuide)
        default:
          throw memberError(name, previous, ["snp", "superview"] + ChainVocabulary.guideNames)
        }
      case .guide(let guide):
        guard name.text == "snp" else { throw memberError(name, previous, ["snp"]) }
        step = .guideDSL(guide)
      case .viewDSL(let current):
        guard let found = attributes.first(where: { $0.name == name.text })?.attributes else {
          throw unknownAttribute(name, attributes.map(\.name))
        }
        step = .item(current.snp.dsl.attribute(found))
      case .guideDSL(let guide):
        guard let found = attributes.first(where: { $0.name == name.text })?.attributes else {
          throw unknownAttribute(name, attributes.map(\.name))
        }
        step = .item(guide.snp.attribute(found))
      case .item:
        throw ChainError(
          column: name.column - 1, message: "unexpected '.\(name.text)' after an attribute")
      }
      previous = name.text
    }
    switch step {
    case .view(let view): return .view(view)
    case .guide(let guide): return .guide(guide)
    case .item(let item): return .item(item)
    case .viewDSL, .guideDSL:
      let last = names[names.count - 1]
      throw ChainError(
        column: last.column + last.text.count,
        message: "expected an attribute after 'snp', e.g. .snp.top")
    }
  }

  private func memberError(_ name: ChainSyntax.Name, _ previous: String, _ members: [String])
    -> ChainError
  {
    if ChainVocabulary.attributes.contains(where: { $0.name == name.text }) {
      return ChainError(
        column: name.column,
        message: "attributes are under .snp: write '\(previous).snp.\(name.text)'",
        suggestion: "\(previous).snp.\(name.text)")
    }
    let close = LayoutSuggestion.closest(to: name.text, among: members)
    return ChainError(
      column: name.column,
      message: "unknown member '\(name.text)' of '\(previous)'"
        + (close.map { " (did you mean '\($0)'?)" } ?? ""),
      suggestion: close)
  }

  private func unknownAttribute(_ name: ChainSyntax.Name, _ candidates: [String]) -> ChainError {
    ChainError(column: name.column, unknown: "attribute", name.text, among: candidates)
  }
}
