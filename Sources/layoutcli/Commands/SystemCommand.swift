import Layout

/// `layoutcli system <file> [--all-steps] [--strict]`: solves one system by the bench
/// protocol and prints one JSON object.
struct SystemCommand: CLICommand {
  static let signature = CommandSignature(
    name: "layoutcli system",
    abstract: "Solve a constraint system in the interchange format.",
    discussion: "Prints one JSON object: the values after the initial solve, their checksum"
      + " (exactly rounded sum), one checksum per suggestion step and the required constraints"
      + " that were skipped as unsatisfiable (explained on standard error).",
    arguments: [
      CommandArgument(
        name: "file", help: "A system in the interchange format (JSON), or - for standard input.")
    ],
    options: [
      .flag(.allSteps, help: "Also print every value after each suggestion step."),
      .flag(.strict, help: "Exit 1 if a required constraint is unsatisfiable."),
    ],
    examples: [
      "layoutcli system Docs/examples/midpoint-system.json",
      "layoutcli bench --emit grid 100 | layoutcli system - --all-steps",
    ])

  /// The file path, or `-` for standard input.
  var path: String
  /// Whether to print the values after every step.
  var allSteps = false
  /// Whether an unsatisfiable constraint makes the exit code 1.
  var strict = false

  /// Reads the command's arguments.
  init(_ parsed: ParsedArguments) {
    path = parsed.argument(0) ?? ""
    allSteps = parsed.contains(.allSteps)
    strict = parsed.contains(.strict)
  }

  /// The file's name in messages.
  var displayName: String { path == "-" ? "<stdin>" : path }

  /// Reads, solves and prints.
  func run(console: Console) throws(CLIError) -> Int32 {
    let bytes = try CLI.readInput(path, console: console)
    let session: SolverSession
    let system: ConstraintSystem
    let kept: AnyObject
    if let compact = SystemFileReader.readCompact(bytes) {
      session = SolverSession(compact)
      system = compact.system
      kept = KeptUntilExit((session, compact))
    } else {
      let names: ResolvedNames
      do {
        (system, names) = try SystemFileReader.readThroughTree(bytes)
      } catch let error as JSONParser.SyntaxError {
        throw CLIError(message: "\(displayName): \(error.description)", code: ExitCode.dataError)
      } catch let error as SystemFileError {
        throw CLIError(message: "\(displayName): \(error.description)", code: ExitCode.dataError)
      } catch {
        throw CLIError(message: "\(displayName): \(error)", code: ExitCode.dataError)
      }
      session = SolverSession(system, resolved: names)
      kept = KeptUntilExit((session, system, names))
    }
    var report = try solve(session, name: system.name)
    for line in report.messages { console.err("Warning: \(displayName): " + line + "\n") }
    report.json.append(UInt8(ascii: "\n"))
    console.write(report.json)
    // The process's console keeps the solver and the system (not the input) until the process
    // exits: freeing 300,000 variables, 450,000 constraints and their tableau one object at
    // a time was 6 % of a large run, and the kernel takes the pages back at exit anyway.
    console.keepUntilExit?(kept)
    return strict && !report.unsatisfiable.isEmpty ? ExitCode.failure : ExitCode.success
  }

  /// The result of solving a system.
  struct Report {
    /// The output object, UTF-8.
    var json: [UInt8]
    /// Skipped constraints: index and the indices they conflict with.
    var unsatisfiable: [(index: Int, conflictsWith: [Int])]
    /// One stderr line per skipped constraint.
    var messages: [String]
  }

  /// Runs the protocol on `session` (built from the system called `name`) and formats the
  /// output object.
  func solve(_ session: SolverSession, name: String) throws(CLIError) -> Report {
    let failures = session.addConstraints()
    var unsatisfiable: [(index: Int, conflictsWith: [Int])] = []
    var messages: [String] = []
    if !failures.isEmpty {
      var indexOf: [ObjectIdentifier: Int] = [:]
      for (i, c) in session.constraints.enumerated() { indexOf[ObjectIdentifier(c)] = i }
      for failure in failures {
        let c = session.constraints[failure.index]
        guard failure.error.code == .unsatisfiableConstraint else {
          throw CLIError(
            message: "\(displayName): constraints[\(failure.index)]: \(failure.error)",
            code: ExitCode.dataError)
        }
        let located = failure.error.conflictsWith
          .map { (index: indexOf[ObjectIdentifier($0)], constraint: $0) }
          .sorted { ($0.index ?? Int.max) < ($1.index ?? Int.max) }
        unsatisfiable.append((failure.index, located.compactMap(\.index)))
        var line = "constraints[\(failure.index)] '\(c.label)' is unsatisfiable: "
        if failure.error.neverHolds {
          line += "it can never hold"
        } else if located.isEmpty {
          line += "it conflicts with the required constraints before it (too many to explain)"
        } else {
          line += "it conflicts with "
          line += located.map { entry in
            let at = entry.index.map { "constraints[\($0)] " } ?? ""
            return at + "'\(entry.constraint.label)'"
          }.joined(separator: ", ")
        }
        messages.append(line)
      }
    }
    do throws(SessionError) {
      try session.addEdits()
    } catch {
      throw CLIError(
        message: "\(displayName): edits[\(error.index)].strength: \(error.error)",
        code: ExitCode.dataError)
    }
    let order = JSONOutput.codePointOrder(of: session.names)
    let nameBytes = session.names.reduce(0) { $0 + $1.utf8.count }
    // The output in one buffer: names, quotes, a colon and a comma, and about 12 bytes of
    // number per value, for each values object printed.
    let objectBytes = nameBytes + session.names.count * 16
    var json: [UInt8] = []
    json.reserveCapacity(
      (allSteps ? session.steps.count + 1 : 1) * objectBytes + session.steps.count * 24 + 256)
    func append(object values: [Double]) {
      json.append(UInt8(ascii: "{"))
      for (i, index) in order.enumerated() {
        if i > 0 { json.append(UInt8(ascii: ",")) }
        JSONOutput.append(quoted: session.names[index], to: &json)
        json.append(UInt8(ascii: ":"))
        JSONOutput.append(number: values[index], to: &json)
      }
      json.append(UInt8(ascii: "}"))
    }
    let initial = session.readValues()
    var stepChecksums: [Double] = []
    var stepValues: [[Double]] = []
    for i in session.steps.indices {
      do throws(SessionError) {
        try session.suggest(step: i)
      } catch {
        throw CLIError(
          message: "\(displayName): suggestions[\(i)]: \(error.error)", code: ExitCode.dataError)
      }
      let values = session.readValues()
      stepChecksums.append(FSum.sum(values))
      if allSteps { stepValues.append(values) }
    }
    json.append(contentsOf: #"{"name":"#.utf8)
    JSONOutput.append(quoted: name, to: &json)
    json.append(contentsOf: #","values":"#.utf8)
    append(object: initial)
    json.append(contentsOf: #","checksum":"#.utf8)
    JSONOutput.append(number: FSum.sum(initial), to: &json)
    json.append(contentsOf: #","stepChecksums":"#.utf8)
    JSONOutput.append(numbers: stepChecksums, to: &json)
    json.append(contentsOf: #","unsatisfiable":["#.utf8)
    let entries = unsatisfiable.map { entry in
      "{\"index\":\(entry.index),\"conflictsWith\":["
        + entry.conflictsWith.map(String.init).joined(separator: ",") + "]}"
    }
    json.append(contentsOf: entries.joined(separator: ",").utf8)
    json.append(UInt8(ascii: "]"))
    if allSteps {
      json.append(contentsOf: #","stepValues":["#.utf8)
      for (i, values) in stepValues.enumerated() {
        if i > 0 { json.append(UInt8(ascii: ",")) }
        append(object: values)
      }
      json.append(UInt8(ascii: "]"))
    }
    json.append(UInt8(ascii: "}"))
    return Report(json: json, unsatisfiable: unsatisfiable, messages: messages)
  }
}
