import Layout

/// Reads a system file in the interchange format straight from its bytes into a
/// ``ConstraintSystem`` and its ``ResolvedNames``, with no ``JSONValue`` tree in between
/// (the tree parse and a second pass over it ran at 20–30 MB/s on large files).
///
/// It accepts exactly the files that ``JSONParser/parse(_:)`` and
/// ``ConstraintSystem/init(json:)`` accept and gives the same system, with its names
/// resolved in ``ResolvedNames``'s order (constraints' terms, then edits, then suggestions).
/// It does not explain problems: at the first thing it does not accept (a syntax error, an
/// unknown or repeated key, a value of the wrong kind, a number that is not finite) it gives
/// up, and ``read(_:)`` re-reads the file the slow way for the message and its JSON path, so
/// the path is only worked out when there is an error.
struct SystemFileReader {
  /// Why the fast reader gave up (the slow reader says what is wrong).
  private struct Unreadable: Error {}

  private var parser: JSONParser
  private let input: [UInt8]
  private var table: NameTable
  private var termVariables: [Int32] = []
  private var system = ConstraintSystem(name: "")
  /// Whether each constraint gets its array of named terms; if not, the terms go to
  /// `coefficients` and `termCounts` (``CompactSystem``).
  private let keepsTerms: Bool
  private var coefficients: [Double] = []
  private var termCounts: [Int32] = []

  private init(_ bytes: [UInt8], keepsTerms: Bool = true) {
    parser = JSONParser(streaming: bytes)
    input = bytes
    table = NameTable(expectedCount: bytes.count / 150)
    self.keepsTerms = keepsTerms
  }

  /// Reads a system file: the fast way, or (on any problem) through the JSON tree, whose
  /// error is thrown.
  ///
  /// - Throws: `JSONParser.SyntaxError` or ``SystemFileError``, as ``ConstraintSystem``'s
  ///   tree reader throws them.
  static func read(_ bytes: [UInt8]) throws -> (system: ConstraintSystem, names: ResolvedNames) {
    if let read = readFast(bytes) { return read }
    return try readThroughTree(bytes)
  }

  /// Reads a system file through the JSON tree (the slow way, which explains problems).
  ///
  /// - Throws: `JSONParser.SyntaxError` or ``SystemFileError``.
  static func readThroughTree(_ bytes: [UInt8]) throws -> (
    system: ConstraintSystem, names: ResolvedNames
  ) {
    let system = try ConstraintSystem(json: try JSONParser.parse(bytes))
    return (system, ResolvedNames(system))
  }

  /// The fast reader giving the terms flat (``CompactSystem``): nil when ``readFast(_:)``
  /// would give nil.
  static func readCompact(_ bytes: [UInt8]) -> CompactSystem? {
    var reader = SystemFileReader(bytes, keepsTerms: false)
    reader.coefficients.reserveCapacity(bytes.count / 24)
    reader.termCounts.reserveCapacity(bytes.count / 64)
    do {
      try reader.readDocument()
    } catch {
      return nil
    }
    let coefficients = reader.coefficients
    let termCounts = reader.termCounts
    guard let (system, names) = reader.finish() else { return nil }
    return CompactSystem(
      system: system, coefficients: coefficients, termCounts: termCounts, names: names)
  }

  /// The fast reader alone: nil when the file has a problem (or anything it does not read).
  static func readFast(_ bytes: [UInt8]) -> (system: ConstraintSystem, names: ResolvedNames)? {
    var reader = SystemFileReader(bytes)
    do {
      try reader.readDocument()
    } catch {
      return nil
    }
    return reader.finish()
  }

  // MARK: The document

  private mutating func readDocument() throws {
    guard try parser.beginObject() else { throw Unreadable() }
    // The benchmark families take 94–101 bytes per constraint and 40–48 per term: reserve
    // for a denser file than that, so the arrays never grow by copying (pages reserved and
    // not used are never touched, so they cost no memory).
    system.constraints.reserveCapacity(input.count / 64)
    termVariables.reserveCapacity(input.count / 24)
    var seen: UInt8 = 0
    repeat {
      let key = try parser.readKey()
      let bit: UInt8
      if parser.matches(key, "constraints") {
        bit = 1
        try readConstraints()
      } else if parser.matches(key, "name") {
        bit = 2
        system.name = parser.text(try parser.readString())
      } else if parser.matches(key, "edits") {
        bit = 4
        try readEdits()
      } else if parser.matches(key, "suggestions") {
        bit = 8
        try readSuggestions()
      } else {
        throw Unreadable()
      }
      guard seen & bit == 0 else { throw Unreadable() }
      seen |= bit
    } while try parser.endMember()
    try parser.finish()
    guard seen & 3 == 3 else { throw Unreadable() }
  }

  /// Resolves the edits' and suggestions' names after the constraints' (whatever order the
  /// file lists them in), as ``ResolvedNames`` does; nil if a suggestion names a variable
  /// that is not an edit variable.
  private mutating func finish() -> (system: ConstraintSystem, names: ResolvedNames)? {
    let editNames = Set(system.edits.map(\.variable))
    for step in system.suggestions {
      for suggestion in step where !editNames.contains(suggestion.variable) { return nil }
    }
    let edits = system.edits.map { Int(table.index(of: $0.variable)) }
    let suggestions = system.suggestions.map { step in
      step.map { Int(table.index(of: $0.variable)) }
    }
    let names = ResolvedNames(
      names: table.names, termVariables: termVariables, editVariables: edits,
      suggestionVariables: suggestions)
    return (system, names)
  }

  // MARK: Constraints

  private mutating func readConstraints() throws {
    guard try parser.beginArray() else { return }
    repeat {
      system.constraints.append(try readConstraint())
    } while try parser.endElement()
  }

  private mutating func readConstraint() throws -> ConstraintSystem.Constraint {
    var terms: [ConstraintSystem.Term] = []
    var constant = 0.0
    var relation: Relation?
    var strength = Strength.required
    var seen: UInt8 = 0
    if try parser.beginObject() {
      repeat {
        let key = try parser.readKey()
        let bit: UInt8
        if parser.matches(key, "terms") {
          bit = 1
          terms = try readTerms()
        } else if parser.matches(key, "constant") {
          bit = 2
          constant = try readFiniteNumber()
        } else if parser.matches(key, "op") {
          bit = 4
          relation = try readRelation()
        } else if parser.matches(key, "strength") {
          bit = 8
          strength = try readStrength()
        } else {
          throw Unreadable()
        }
        guard seen & bit == 0 else { throw Unreadable() }
        seen |= bit
      } while try parser.endMember()
    }
    guard seen & 1 != 0, let relation else { throw Unreadable() }
    return ConstraintSystem.Constraint(
      terms: terms, constant: constant, relation: relation, strength: strength)
  }

  /// `[[coefficient, "name"], ...]`, interning each name.
  private mutating func readTerms() throws -> [ConstraintSystem.Term] {
    var terms: [ConstraintSystem.Term] = []
    let first = termVariables.count
    defer { if !keepsTerms { termCounts.append(Int32(termVariables.count - first)) } }
    guard try parser.beginArray() else { return terms }
    if keepsTerms { terms.reserveCapacity(4) }
    repeat {
      guard try parser.beginArray() else { throw Unreadable() }
      let coefficient = try readFiniteNumber()
      guard try parser.endElement() else { throw Unreadable() }
      let name = try parser.readString()
      guard try !parser.endElement() else { throw Unreadable() }
      let index =
        name.decoded.map { table.index(of: $0) } ?? table.index(of: input, name.start..<name.end)
      termVariables.append(index)
      if keepsTerms {
        terms.append(
          ConstraintSystem.Term(coefficient: coefficient, variable: table.names[Int(index)]))
      } else {
        coefficients.append(coefficient)
      }
    } while try parser.endElement()
    return terms
  }

  private mutating func readFiniteNumber() throws -> Double {
    let number = try parser.readNumber()
    guard number.isFinite else { throw Unreadable() }
    return number
  }

  /// `"=="`, `"<="` or `">="`, compared in place.
  private mutating func readRelation() throws -> Relation {
    let op = try parser.readString()
    if parser.matches(op, "==") { return .equal }
    if parser.matches(op, "<=") { return .lessThanOrEqual }
    if parser.matches(op, ">=") { return .greaterThanOrEqual }
    throw Unreadable()
  }

  /// A strength name compared in place, or a finite number >= 0, as
  /// ``ConstraintSystem/strength(_:path:)`` reads them.
  private mutating func readStrength() throws -> Strength {
    switch parser.nextKind() {
    case .string:
      let name = try parser.readString()
      if parser.matches(name, "required") { return .required }
      if parser.matches(name, "strong") { return .strong }
      if parser.matches(name, "medium") { return .medium }
      if parser.matches(name, "weak") { return .weak }
      throw Unreadable()
    case .number:
      let number = try parser.readNumber()
      guard number.isFinite, number >= 0 else { throw Unreadable() }
      return Strength(number)
    default:
      throw Unreadable()
    }
  }

  // MARK: Edits and suggestions

  private mutating func readEdits() throws {
    var seenNames = Set<String>()
    guard try parser.beginArray() else { return }
    repeat {
      var variable: String?
      var strength: Strength?
      guard try parser.beginObject() else { throw Unreadable() }
      repeat {
        let key = try parser.readKey()
        if parser.matches(key, "variable"), variable == nil {
          variable = parser.text(try parser.readString())
        } else if parser.matches(key, "strength"), strength == nil {
          strength = try readStrength()
        } else {
          throw Unreadable()
        }
      } while try parser.endMember()
      guard let variable, let strength, !strength.isRequired,
        seenNames.insert(variable).inserted
      else { throw Unreadable() }
      system.edits.append(ConstraintSystem.Edit(variable: variable, strength: strength))
    } while try parser.endElement()
  }

  private mutating func readSuggestions() throws {
    guard try parser.beginArray() else { return }
    repeat {
      var step: [ConstraintSystem.Suggestion] = []
      var names = Set<String>()
      if try parser.beginObject() {
        repeat {
          let name = parser.text(try parser.readKey())
          // A repeated key is a syntax error in the tree reader.
          if step.count < 8 {
            guard !step.contains(where: { $0.variable == name }) else { throw Unreadable() }
          } else {
            if names.isEmpty { names = Set(step.map(\.variable)) }
            guard names.insert(name).inserted else { throw Unreadable() }
          }
          step.append(ConstraintSystem.Suggestion(variable: name, value: try readFiniteNumber()))
        } while try parser.endMember()
      }
      system.suggestions.append(step)
    } while try parser.endElement()
  }
}

extension ResolvedNames {
  /// Names already resolved (by ``SystemFileReader`` as it reads).
  init(names: [String], termVariables: [Int32], editVariables: [Int], suggestionVariables: [[Int]])
  {
    self.names = names
    self.termVariables = termVariables
    self.editVariables = editVariables
    self.suggestionVariables = suggestionVariables
  }
}
