import Layout

/// Reads a system file in the interchange format straight from its bytes into a
/// ``ConstraintSystem`` and its ``ResolvedNames``, with no ``JSONValue`` tree in between
/// (the tree parse and a second pass over it ran at 20–30 MB/s on large files), stepping
/// through the bytes with a ``SystemFileScanner``.
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
  private typealias Unreadable = SystemFileScanner.Unreadable

  private var scanner: SystemFileScanner
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
    scanner = SystemFileScanner(bytes)
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

  /// The keys of the top object and of a constraint, the relations and the strength names,
  /// in the order of the reader's `switch`es.
  private static let documentKeys: [StaticString] = ["constraints", "name", "edits", "suggestions"]
  private static let constraintKeys: [StaticString] = ["terms", "constant", "op", "strength"]
  private static let relations: [StaticString] = ["==", "<=", ">="]
  private static let strengths: [StaticString] = ["required", "strong", "medium", "weak"]

  private mutating func readDocument() throws(Unreadable) {
    guard try scanner.beginObject() else { throw Unreadable() }
    // The benchmark families take 94–101 bytes per constraint and 40–48 per term: reserve
    // for a denser file than that, so the arrays never grow by copying (pages reserved and
    // not used are never touched, so they cost no memory).
    system.constraints.reserveCapacity(input.count / 64)
    termVariables.reserveCapacity(input.count / 24)
    var seen: UInt8 = 0
    repeat {
      guard let key = try scanner.readKey(among: Self.documentKeys) else { throw Unreadable() }
      let bit: UInt8 = 1 << key
      guard seen & bit == 0 else { throw Unreadable() }
      seen |= bit
      switch key {
      case 0: try readConstraints()
      case 1: system.name = scanner.string(try scanner.readString())
      case 2: try readEdits()
      default: try readSuggestions()
      }
    } while try scanner.endMember()
    try scanner.finish()
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

  private mutating func readConstraints() throws(Unreadable) {
    guard try scanner.beginArray() else { return }
    repeat {
      system.constraints.append(try readConstraint())
    } while try scanner.endElement()
  }

  private mutating func readConstraint() throws(Unreadable) -> ConstraintSystem.Constraint {
    var terms: [ConstraintSystem.Term] = []
    var constant = 0.0
    var relation: Relation?
    var strength = Strength.required
    var seen: UInt8 = 0
    if try scanner.beginObject() {
      repeat {
        let key = try readConstraintKey(after: seen)
        let bit: UInt8 = 1 << key
        guard seen & bit == 0 else { throw Unreadable() }
        seen |= bit
        switch key {
        case 0: terms = try readTerms()
        case 1: constant = try readFiniteNumber()
        case 2: relation = try readRelation()
        default: strength = try readStrength()
        }
      } while try scanner.endMember()
    }
    guard seen & 1 != 0, let relation else { throw Unreadable() }
    return ConstraintSystem.Constraint(
      terms: terms, constant: constant, relation: relation, strength: strength)
  }

  /// A constraint's key and its colon: its index in ``constraintKeys``. Keys written plainly
  /// (as every writer does) are compared in place: first the one the writers put after the
  /// keys `seen` so far (bit `1 << i` for key `i`), then each in their order.
  private mutating func readConstraintKey(after seen: UInt8) throws(Unreadable) -> Int {
    let expected: Bool
    switch seen {
    case 0b0000: expected = scanner.readString("terms")
    case 0b0001: expected = scanner.readString("constant")
    case 0b0011: expected = scanner.readString("op")
    case 0b0111: expected = scanner.readString("strength")
    default: expected = false
    }
    if expected {
      try scanner.readColon()
      return seen.nonzeroBitCount
    }
    let key: Int
    if scanner.readString("terms") {
      key = 0
    } else if scanner.readString("constant") {
      key = 1
    } else if scanner.readString("op") {
      key = 2
    } else if scanner.readString("strength") {
      key = 3
    } else {
      guard let found = try scanner.readString(among: Self.constraintKeys) else {
        throw Unreadable()
      }
      key = found
    }
    try scanner.readColon()
    return key
  }

  /// `[[coefficient, "name"], ...]`, interning each name.
  private mutating func readTerms() throws(Unreadable) -> [ConstraintSystem.Term] {
    var terms: [ConstraintSystem.Term] = []
    let first = termVariables.count
    defer { if !keepsTerms { termCounts.append(Int32(termVariables.count - first)) } }
    guard try scanner.beginArray() else { return terms }
    if keepsTerms { terms.reserveCapacity(4) }
    repeat {
      let coefficient: Double
      let index: Int32
      if let (number, name, hashed) = scanner.readPlainPair() {
        coefficient = number
        index = table.index(of: input, name, hashed: hashed)
      } else {
        guard try scanner.beginArray() else { throw Unreadable() }
        coefficient = try readFiniteNumber()
        guard try scanner.endElement() else { throw Unreadable() }
        let name = try scanner.readString()
        guard try !scanner.endElement() else { throw Unreadable() }
        index =
          name.decoded.map { table.index(of: $0) } ?? table.index(of: input, name.start..<name.end)
      }
      termVariables.append(index)
      if keepsTerms {
        terms.append(
          ConstraintSystem.Term(coefficient: coefficient, variable: table.names[Int(index)]))
      } else {
        coefficients.append(coefficient)
      }
    } while try scanner.endElement()
    return terms
  }

  private mutating func readFiniteNumber() throws(Unreadable) -> Double {
    let number = try scanner.readNumber()
    guard number.isFinite else { throw Unreadable() }
    return number
  }

  /// `"=="`, `"<="` or `">="`, compared in place.
  private mutating func readRelation() throws(Unreadable) -> Relation {
    if scanner.readString("==") { return .equal }
    if scanner.readString("<=") { return .lessThanOrEqual }
    if scanner.readString(">=") { return .greaterThanOrEqual }
    switch try scanner.readString(among: Self.relations) {
    case 0: return .equal
    case 1: return .lessThanOrEqual
    case 2: return .greaterThanOrEqual
    default: throw Unreadable()
    }
  }

  /// A strength name compared in place, or a finite number >= 0, as
  /// ``ConstraintSystem/strength(_:path:)`` reads them.
  private mutating func readStrength() throws(Unreadable) -> Strength {
    switch scanner.nextKind() {
    case .string:
      if scanner.readString("required") { return .required }
      if scanner.readString("strong") { return .strong }
      if scanner.readString("medium") { return .medium }
      if scanner.readString("weak") { return .weak }
      switch try scanner.readString(among: Self.strengths) {
      case 0: return .required
      case 1: return .strong
      case 2: return .medium
      case 3: return .weak
      default: throw Unreadable()
      }
    case .number:
      let number = try scanner.readNumber()
      guard number.isFinite, number >= 0 else { throw Unreadable() }
      return Strength(number)
    case .other:
      throw Unreadable()
    }
  }

  // MARK: Edits and suggestions

  private mutating func readEdits() throws(Unreadable) {
    var seenNames = Set<String>()
    guard try scanner.beginArray() else { return }
    repeat {
      var variable: String?
      var strength: Strength?
      guard try scanner.beginObject() else { throw Unreadable() }
      repeat {
        let key = try scanner.readKey()
        if scanner.matches(key, "variable"), variable == nil {
          variable = scanner.string(try scanner.readString())
        } else if scanner.matches(key, "strength"), strength == nil {
          strength = try readStrength()
        } else {
          throw Unreadable()
        }
      } while try scanner.endMember()
      guard let variable, let strength, !strength.isRequired,
        seenNames.insert(variable).inserted
      else { throw Unreadable() }
      system.edits.append(ConstraintSystem.Edit(variable: variable, strength: strength))
    } while try scanner.endElement()
  }

  private mutating func readSuggestions() throws(Unreadable) {
    guard try scanner.beginArray() else { return }
    repeat {
      var step: [ConstraintSystem.Suggestion] = []
      var names = Set<String>()
      if try scanner.beginObject() {
        repeat {
          let name = scanner.string(try scanner.readKey())
          // A repeated key is a syntax error in the tree reader.
          if step.count < 8 {
            guard !step.contains(where: { $0.variable == name }) else { throw Unreadable() }
          } else {
            if names.isEmpty { names = Set(step.map(\.variable)) }
            guard names.insert(name).inserted else { throw Unreadable() }
          }
          step.append(ConstraintSystem.Suggestion(variable: name, value: try readFiniteNumber()))
        } while try scanner.endMember()
      }
      system.suggestions.append(step)
    } while try scanner.endElement()
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
