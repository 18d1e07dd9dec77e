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

  /// The full help text.
  static let usage = """
    usage: layoutcli <command> [options]

    commands:
      system FILE.json [--all-steps] [--strict]
          Solve a constraint system in the bench interchange format (FILE may be - for
          stdin) and print one JSON object: the values after the initial solve, their
          checksum (exactly rounded sum), one checksum per suggestion step and the required
          constraints that were skipped as unsatisfiable.
          --all-steps        also print every value after each suggestion step
          --strict           exit 1 if a required constraint is unsatisfiable
      solve FILE [--format text|json|svg] [--debug] [--strict] [--device NAME]
            [--orientation portrait|landscape]
          Lay out the windows of a layout file (views, SnapKit constraint chains, a device;
          FILE may be - for stdin) and print every frame as a table or JSON; conflicts and
          ambiguity go to stderr. See layoutcli solve --help.
      bench [--families LIST] [--sizes LIST] [--runs N] [--json]
          Time the solver on generated layout systems (release builds only).
          --families LIST    comma-separated families: chain,grid,tree,toasts (default all)
          --sizes LIST       comma-separated view counts (default 100,1000,10000)
          --runs N           fresh runs per case; medians are reported (default 5)
          --json             print only the JSON lines, one per case
      bench --layout N [--runs N] [--json]
          Time the layout pass of an N-view screen made with the SnapKit DSL: the first
          pass, a re-layout after one constant changes, and one with nothing changed.
      bench --emit FAMILY N [--output FILE]
          Write the generated system FAMILY-N in the interchange format, as
          python3 gen_systems.py writes it (to stdout, or to FILE with --output).
      toast MESSAGE [--device NAME] [--style capsule|banner] [--position top|bottom]
            [--offset N] [--format text|json|svg] [--debug] [--strict]
          Lay out the seed toast for a message and print its frames (layoutcli toast --help).
      floating [--device NAME] [--state open|closed] [--content-offset Y] [--zoom S] [...]
          Lay out the seed floating-button screen and print its frames.
      devices [--format text|json]
          List the device profiles: sizes, scales and safe areas.
      help, --help
          Print this help; COMMAND --help prints a command's own.
      --version
          Print the version.

    exit codes: 0 success; 1 unsatisfiable with --strict, or bench in a debug build;
    64 bad arguments; 65 malformed input file; 66 unreadable input; 73 unwritable output

    """

  /// Runs `layoutcli` with `arguments` (without the program name), streaming to `console`.
  /// - Returns: the exit code.
  static func run(arguments: [String], console: Console) -> Int32 {
    do throws(CLIError) {
      guard let command = arguments.first else {
        throw CLIError.usage("missing command", "usage: layoutcli <command> (see --help)")
      }
      let rest = Array(arguments.dropFirst())
      // solve prints its own help and its errors as `Error: …`.
      if command == "solve" { return SolveCommand.main(arguments: rest, console: console) }
      if rest.contains("--help") || rest.contains("-h") {
        switch command {
        case "toast": console.out(ToastCommand.usage)
        case "floating": console.out(FloatingCommand.usage)
        case "devices": console.out(DevicesCommand.usage)
        default: console.out(usage)
        }
        return ExitCode.success
      }
      switch command {
      case "help", "--help", "-h":
        console.out(usage)
        return ExitCode.success
      case "--version":
        console.out("layoutcli \(version)\n")
        return ExitCode.success
      case "system":
        return try SystemCommand(arguments: rest).run(console: console)
      case "bench":
        return try BenchCommand(arguments: rest).run(console: console)
      case "toast":
        return try ToastCommand(arguments: rest).run(console: console)
      case "floating":
        return try FloatingCommand(arguments: rest).run(console: console)
      case "devices":
        return try DevicesCommand(arguments: rest).run(console: console)
      default:
        throw CLIError.usage(
          "unknown command '\(command)'",
          "usage: layoutcli toast|floating|solve|devices|system|bench|help (see --help)")
      }
    } catch {
      console.err("Error: " + error.message + "\n")
      if let line = error.usage { console.err(line + "\n") }
      return error.code
    }
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
      if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumInputSize {
        throw tooLarge(path)
      }
      // FileHandle rather than FileManager.contents: it also reads pipes (`<(…)`, FIFOs).
      guard let handle = FileHandle(forReadingAtPath: path),
        let data = try? handle.read(upToCount: maximumInputSize + 1)
      else {
        throw CLIError(message: "\(path): cannot read the file", code: ExitCode.noInput)
      }
      try? handle.close()
      bytes = [UInt8](data)
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
