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
      .flag("--all-steps", help: "Also print every value after each suggestion step."),
      .flag("--strict", help: "Exit 1 if a required constraint is unsatisfiable."),
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
    allSteps = parsed.contains("--all-steps")
    strict = parsed.contains("--strict")
  }

  /// The file's name in messages.
  var displayName: String { path == "-" ? "<stdin>" : path }

  /// Reads, solves and prints.
  func run(console: Console) throws(CLIError) -> Int32 {
    let bytes = try CLI.readInput(path, console: console)
    let system: ConstraintSystem
    let names: ResolvedNames
    do {
      (system, names) = try SystemFileReader.read(bytes)
    } catch let error as JSONParser.SyntaxError {
      throw CLIError(message: "\(displayName): \(error.description)", code: ExitCode.dataError)
    } catch let error as SystemFileError {
      throw CLIError(message: "\(displayName): \(error.description)", code: ExitCode.dataError)
    } catch {
      throw CLIError(message: "\(displayName): \(error)", code: ExitCode.dataError)
    }
    let report = try solve(system, names: names)
    for line in report.messages { console.err("Warning: \(displayName): " + line + "\n") }
    console.out(report.json + "\n")
    return strict && !report.unsatisfiable.isEmpty ? ExitCode.failure : ExitCode.success
  }

  /// The result of solving a system.
  struct Report {
    /// The output object.
    var json: String
    /// Skipped constraints: index and the indices they conflict with.
    var unsatisfiable: [(index: Int, conflictsWith: [Int])]
    /// One stderr line per skipped constraint.
    var messages: [String]
  }

  /// Runs the protocol and formats the output object (`names`: the system's names as the
  /// reader resolved them, else resolved here).
  func solve(
    _ system: ConstraintSystem, names: ResolvedNames? = nil
  ) throws(CLIError) -> Report {
    let session = SolverSession(system, resolved: names ?? ResolvedNames(system))
    let failures = session.addConstraints()
    var unsatisfiable: [(index: Int, conflictsWith: [Int])] = []
    var messages: [String] = []
    if !failures.isEmpty {
      var indexOf: [ObjectIdentifier: Int] = [:]
      for (i, c) in session.constraints.enumerated() { indexOf[ObjectIdentifier(c)] = i }
      for failure in failures {
        let c = session.constraints[failure.index]
        guard case .unsatisfiableConstraint(_, let others) = failure.error else {
          throw CLIError(
            message: "\(displayName): constraints[\(failure.index)]: \(failure.error)",
            code: ExitCode.dataError)
        }
        let located = others.map { (index: indexOf[ObjectIdentifier($0)], constraint: $0) }
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
    let keys = order.map { JSONOutput.quoted(session.names[$0]) + ":" }
    func object(_ values: [Double]) -> String {
      var text = "{"
      text.reserveCapacity(keys.count * 24)
      for (key, index) in zip(keys, order) {
        if text.utf8.count > 1 { text += "," }
        text += key
        text += JSONOutput.number(values[index])
      }
      return text + "}"
    }
    let initial = session.readValues()
    var stepChecksums: [Double] = []
    var stepObjects: [String] = []
    for i in session.steps.indices {
      do throws(SessionError) {
        try session.suggest(step: i)
      } catch {
        throw CLIError(
          message: "\(displayName): suggestions[\(i)]: \(error.error)", code: ExitCode.dataError)
      }
      let values = session.readValues()
      stepChecksums.append(FSum.sum(values))
      if allSteps { stepObjects.append(object(values)) }
    }
    var json = "{\"name\":" + JSONOutput.quoted(system.name)
    json += ",\"values\":" + object(initial)
    json += ",\"checksum\":" + JSONOutput.number(FSum.sum(initial))
    json += ",\"stepChecksums\":" + JSONOutput.numbers(stepChecksums)
    json += ",\"unsatisfiable\":["
    json += unsatisfiable.map { entry in
      "{\"index\":\(entry.index),\"conflictsWith\":["
        + entry.conflictsWith.map(String.init).joined(separator: ",") + "]}"
    }.joined(separator: ",")
    json += "]"
    if allSteps { json += ",\"stepValues\":[" + stepObjects.joined(separator: ",") + "]" }
    json += "}"
    return Report(json: json, unsatisfiable: unsatisfiable, messages: messages)
  }
}
