import Foundation

/// The `layoutcli` command line: dispatches to the commands and maps errors to exit codes.
///
/// ```swift
/// let result = CLI.run(arguments: ["system", "Docs/examples/midpoint-system.json"])
/// print(result.stdout)
/// ```
enum CLI {
  /// The tool's version.
  static let version = "0.1.0"

  /// The subcommands, in the order the help lists them.
  static var commands: [any CLICommand.Type] {
    [
      ToastCommand.self, FloatingCommand.self, SolveCommand.self, DevicesCommand.self,
      SystemCommand.self, BenchCommand.self,
    ]
  }

  /// The top level: `layoutcli <subcommand>`, `--version`, and the subcommands' list.
  static var signature: CommandSignature {
    let subcommands =
      commands.map { CommandSignature.Row(label: $0.commandName, text: $0.signature.abstract) }
      + [CommandSignature.Row(label: "help", text: "Show subcommand help information.")]
    let exitCodes = ExitCode.meanings.map {
      CommandSignature.Row(label: String($0.code), text: $0.meaning)
    }
    return CommandSignature(
      name: "layoutcli",
      abstract: "Lay out views with SnapKit-style constraints and print their frames.",
      discussion: "Lays out the seed screens and layout files and prints their frames as a"
        + " table, JSON or SVG; solves raw constraint systems; benchmarks the solver and the"
        + " layout engine.",
      options: [.version], usages: [[.literal("<subcommand>")]],
      sections: [
        .init(title: "SUBCOMMANDS", rows: subcommands),
        .init(title: "EXIT CODES", rows: exitCodes),
      ],
      examples: [
        "layoutcli toast \"Hello, Toast!\" --device \"iPhone SE\"",
        "layoutcli solve Docs/examples/floating.layout.json --format svg > floating.svg",
        "layoutcli help solve",
      ],
      footer: "See 'layoutcli help <subcommand>' for detailed help.")
  }

  /// Runs `layoutcli` with `arguments` (without the program name), streaming to `console`.
  /// Errors are printed as `Error: …`, argument errors with the usage lines after them.
  /// - Returns: the exit code.
  static func run(arguments: [String], console: Console) -> Int32 {
    do throws(CLIError) {
      return try dispatch(arguments, console: console)
    } catch {
      console.err("Error: " + error.message + "\n")
      if let usage = error.usage { console.err(usage + "\n") }
      return error.code
    }
  }

  /// Finds the subcommand and runs it, or prints the help or the version.
  private static func dispatch(_ arguments: [String], console: Console) throws(CLIError)
    -> Int32
  {
    let top = signature
    guard let first = arguments.first else {
      throw CLIError.usage("missing command", top.errorUsage)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      console.out(top.help)
    case "--version":
      console.out("layoutcli \(version)\n")
    case "help":
      if rest.count > 1 {
        throw CLIError.usage("unexpected extra argument '\(rest[1])'", top.errorUsage)
      }
      guard let name = rest.first, !["help", "--help", "-h"].contains(name) else {
        console.out(top.help)
        return ExitCode.success
      }
      console.out(try command(named: name).signature.help)
    default:
      if CommandSignature.isOptionLike(first) {
        throw CLIError.usage(
          "unknown option '\(first)'"
            + ParsedArguments.didYouMean(first, among: top.allOptions.map(\.name.text)),
          top.errorUsage)
      }
      let command = try command(named: first)
      if command.signature.asksForHelp(rest) {
        console.out(command.signature.help)
        return ExitCode.success
      }
      return try command.init(arguments: rest).run(console: console)
    }
    return ExitCode.success
  }

  /// The subcommand called `name`.
  /// - Throws: ``CLIError`` (64) for another name, with the closest one.
  static func command(named name: String) throws(CLIError) -> any CLICommand.Type {
    if let command = commands.first(where: { $0.commandName == name }) { return command }
    let names = commands.map { $0.commandName } + ["help"]
    throw CLIError.usage(
      "unknown command '\(name)'" + ParsedArguments.didYouMean(name, among: names),
      signature.errorUsage)
  }

  /// Runs `layoutcli` in-process and collects its output (for tests).
  static func run(arguments: [String], stdin: [UInt8] = [])
    -> (exitCode: Int32, stdout: String, stderr: String)
  {
    var out = ""
    var err = ""
    let code = withoutActuallyEscaping({ (text: String) in out += text }) { writeOut in
      withoutActuallyEscaping({ (text: String) in err += text }) { writeErr in
        run(
          arguments: arguments,
          console: Console(out: writeOut, err: writeErr) { limit in Array(stdin.prefix(limit)) })
      }
    }
    return (code, out, err)
  }

  /// The largest input `layoutcli` reads: 64 MiB. Hand-written layout files are kilobytes
  /// and the largest benchmark system it emits is a few megabytes; a bigger input is
  /// refused before it is parsed, so time and memory stay bounded.
  static let maximumInputSize = 64 * 1024 * 1024

  /// Reads a file, or standard input for `-`, of at most ``maximumInputSize`` bytes.
  /// - Throws: ``CLIError`` with exit code 66 when the file cannot be read, 65 when it is
  ///   larger than the limit.
  static func readInput(_ path: String, console: Console) throws(CLIError) -> [UInt8] {
    let bytes: [UInt8]
    if path == "-" {
      bytes = console.readStdin(maximumInputSize + 1)
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError(message: "\(path): no such file", code: ExitCode.noInput)
      }
      guard !isDirectory.boolValue else {
        throw CLIError(message: "\(path): is a directory, expected a file", code: ExitCode.noInput)
      }
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let size = (attributes?[.size] as? NSNumber)?.intValue
      if let size, size > maximumInputSize { throw tooLarge(path) }
      // read(2) rather than FileManager.contents: it also reads pipes (`<(…)`, FIFOs).
      guard let read = FileBytes.contents(of: path, limit: maximumInputSize + 1, sizeHint: size)
      else {
        throw CLIError(message: "\(path): cannot read the file", code: ExitCode.noInput)
      }
      bytes = read
    }
    if bytes.count > maximumInputSize { throw tooLarge(path) }
    return bytes
  }

  private static func tooLarge(_ path: String) -> CLIError {
    let name = path == "-" ? "<stdin>" : path
    return CLIError(
      message: "\(name): larger than the 64 MiB limit on input; split it or check that it is"
        + " the file you meant",
      code: ExitCode.dataError)
  }
}
