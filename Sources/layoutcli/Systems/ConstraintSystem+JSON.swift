import Layout

extension ConstraintSystem {
  /// Reads a system from parsed JSON in the interchange format.
  ///
  /// Required keys: `name` (string) and `constraints`; `edits` and `suggestions` may be
  /// left out. In a constraint, `terms` and `op` are required, `constant` defaults to 0 and
  /// `strength` to `required`. Every number must be finite. Edit strengths must be below
  /// required, an edit variable may be listed only once, and a suggestion may name only edit
  /// variables.
  ///
  /// - Throws: ``SystemFileError`` with the JSON path of the first problem.
  init(json: JSONValue) throws(SystemFileError) {
    let top = try JSONReader.object(json, path: "top level", allowed: Self.topKeys)
    guard let nameValue = JSONReader.member(top, "name") else {
      throw SystemFileError(path: "top level", message: "missing required key \"name\"")
    }
    guard case .string(let name) = nameValue else {
      throw JSONReader.mismatch("name", "a string", nameValue)
    }
    self.init(name: name)
    guard let constraintsValue = JSONReader.member(top, "constraints") else {
      throw SystemFileError(path: "top level", message: "missing required key \"constraints\"")
    }
    let constraintList = try JSONReader.array(constraintsValue, path: "constraints")
    constraints.reserveCapacity(constraintList.count)
    for (i, value) in constraintList.enumerated() {
      constraints.append(try Self.constraint(value, index: i))
    }
    if let editsValue = JSONReader.member(top, "edits") {
      let editList = try JSONReader.array(editsValue, path: "edits")
      var seen = Set<String>()
      for (i, value) in editList.enumerated() {
        let edit = try Self.edit(value, index: i)
        guard seen.insert(edit.variable).inserted else {
          throw SystemFileError(
            path: "edits[\(i)].variable",
            message: "duplicate edit variable \"\(edit.variable)\"; list each edit variable once")
        }
        edits.append(edit)
      }
    }
    if let suggestionsValue = JSONReader.member(top, "suggestions") {
      let editNames = Set(edits.map(\.variable))
      let steps = try JSONReader.array(suggestionsValue, path: "suggestions")
      for (i, value) in steps.enumerated() {
        let path = "suggestions[\(i)]"
        guard case .object(let members) = value else {
          throw JSONReader.mismatch(path, "an object {\"variable\": number, ...}", value)
        }
        var step: [Suggestion] = []
        for member in members {
          let memberPath = path + "[" + JSONOutput.quoted(member.key) + "]"
          guard editNames.contains(member.key) else {
            throw SystemFileError(
              path: memberPath,
              message: "\"\(member.key)\" is not an edit variable; add it to \"edits\" first")
          }
          let number = try JSONReader.number(member.value, path: memberPath)
          step.append(Suggestion(variable: member.key, value: number))
        }
        suggestions.append(step)
      }
    }
  }

  private static let topKeys = ["name", "constraints", "edits", "suggestions"]
  private static let constraintKeys = ["terms", "constant", "op", "strength"]
  private static let editKeys = ["variable", "strength"]

  private static func constraint(_ value: JSONValue, index: Int) throws(SystemFileError)
    -> Constraint
  {
    let path = "constraints[\(index)]"
    let members = try JSONReader.object(value, path: path, allowed: constraintKeys)
    guard let termsValue = JSONReader.member(members, "terms") else {
      throw SystemFileError(path: path, message: "missing required key \"terms\"")
    }
    let termList = try JSONReader.array(termsValue, path: path + ".terms")
    var terms: [Term] = []
    terms.reserveCapacity(termList.count)
    for (j, termValue) in termList.enumerated() {
      let termPath = path + ".terms[\(j)]"
      guard case .array(let pair) = termValue, pair.count == 2,
        case .number(let coefficient) = pair[0], case .string(let variable) = pair[1]
      else {
        throw SystemFileError(
          path: termPath, message: "expected [number, string], got \(termValue.kindDescription)")
      }
      guard coefficient.isFinite else {
        throw SystemFileError(
          path: termPath + "[0]", message: "expected a finite number, got \(show(coefficient))")
      }
      terms.append(Term(coefficient: coefficient, variable: variable))
    }
    var constant = 0.0
    if let constantValue = JSONReader.member(members, "constant") {
      constant = try JSONReader.number(constantValue, path: path + ".constant")
    }
    guard let opValue = JSONReader.member(members, "op") else {
      throw SystemFileError(path: path, message: "missing required key \"op\"")
    }
    guard case .string(let op) = opValue else {
      throw JSONReader.mismatch(path + ".op", "\"==\", \"<=\" or \">=\"", opValue)
    }
    guard let relation = Relation(rawValue: op) else {
      throw SystemFileError(
        path: path + ".op", message: "unknown op \"\(op)\"; expected \"==\", \"<=\" or \">=\"")
    }
    var strength = Strength.required
    if let strengthValue = JSONReader.member(members, "strength") {
      strength = try Self.strength(strengthValue, path: path + ".strength")
    }
    return Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
  }

  private static func edit(_ value: JSONValue, index: Int) throws(SystemFileError) -> Edit {
    let path = "edits[\(index)]"
    let members = try JSONReader.object(value, path: path, allowed: editKeys)
    guard let variableValue = JSONReader.member(members, "variable") else {
      throw SystemFileError(path: path, message: "missing required key \"variable\"")
    }
    guard case .string(let variable) = variableValue else {
      throw JSONReader.mismatch(path + ".variable", "a string", variableValue)
    }
    guard let strengthValue = JSONReader.member(members, "strength") else {
      throw SystemFileError(path: path, message: "missing required key \"strength\"")
    }
    let strength = try Self.strength(strengthValue, path: path + ".strength")
    guard !strength.isRequired else {
      throw SystemFileError(
        path: path + ".strength",
        message: "an edit variable cannot be required; use strong, medium, weak or a number"
          + " below 1001001000")
    }
    return Edit(variable: variable, strength: strength)
  }

  /// A strength by name (`required`, `strong`, `medium`, `weak`) or a finite number >= 0.
  static func strength(_ value: JSONValue, path: String) throws(SystemFileError) -> Strength {
    switch value {
    case .string(let name):
      switch name {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default:
        throw SystemFileError(
          path: path,
          message: "unknown strength \"\(name)\"; expected required, strong, medium, weak or a"
            + " number")
      }
    case .number(let number):
      guard number.isFinite, number >= 0 else {
        throw SystemFileError(
          path: path, message: "expected a finite strength >= 0, got \(show(number))")
      }
      return Strength(number)
    default:
      throw JSONReader.mismatch(path, "a strength name or a number", value)
    }
  }

  private static func show(_ x: Double) -> String {
    if x.isNaN { return "NaN" }
    if x.isInfinite { return x < 0 ? "-Infinity" : "Infinity" }
    return NumberFormat.string(x)
  }
}
