import Foundation
import Layout

/// `layoutcli solve FILE [--format text|json|svg] [--debug] [--strict] [--device NAME]
/// [--orientation portrait|landscape]`: lays out the windows of a layout file and prints
/// their frames.
///
/// Errors are printed as `Error: …` on standard error; layout diagnostics (conflicts,
/// ambiguity, constraints across hierarchies) as `Warning: …`, and the frames still come out.
struct SolveCommand {
  static let usageLine =
    "usage: layoutcli solve FILE [--format text|json|svg] [--debug] [--strict]"
    + " [--device NAME] [--orientation portrait|landscape]"

  static let help = """
    USAGE
      layoutcli solve FILE [--format text|json|svg] [--debug] [--strict]
                           [--device NAME] [--orientation portrait|landscape]

    Lays out the windows of a layout file (views with SnapKit constraint chains, a device or
    screen) and prints every view's frame.

    ARGUMENTS
      FILE                   a layout file (JSON), or - for standard input

    OPTIONS
      --format text          a table of paths and frames (the default)
      --format json          the render tree as JSON, with the diagnostics
      --format svg           an SVG drawing of the windows (--debug outlines every view)
      --debug                with --format svg, outline and name every view
      --strict               exit 1 if layout reports a conflict or an ambiguity
      --device NAME          lay out on this device instead of the file's
      --orientation O        portrait or landscape, instead of the file's
      -h, --help             print this help

    EXAMPLES
      layoutcli solve Docs/examples/toast-capsule.layout.json
      layoutcli solve Docs/examples/floating.layout.json --format json
      layoutcli solve - --device "iPhone SE (3rd generation)" < toast.layout.json

    EXIT CODES
      0 success; 1 diagnostics with --strict; 64 bad arguments; 65 malformed layout file;
      66 unreadable file

    """

  enum Format: String {
    case text
    case json
    case svg
  }

  var path = ""
  var format = Format.text
  var debug = false
  var strict = false
  var device: Screen?
  var orientation: Screen.Orientation?
  var showHelp = false

  /// Runs the command and prints errors as `Error: …`.
  static func main(arguments: [String], console: Console) -> Int32 {
    do throws(CLIError) {
      let command = try SolveCommand(arguments: arguments)
      if command.showHelp {
        console.out(help)
        return ExitCode.success
      }
      return try command.run(console: console)
    } catch {
      console.err("Error: " + error.message + "\n")
      if let line = error.usage { console.err(line + "\n") }
      return error.code
    }
  }

  /// Parses the command's arguments.
  /// - Throws: ``CLIError`` (64) for an unknown option, a bad value or a missing operand.
  init(arguments: [String]) throws(CLIError) {
    var path: String?
    var index = 0
    func value(_ option: String, _ inline: String?) throws(CLIError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else {
        throw CLIError.usage("missing value for \(option)", Self.usageLine)
      }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inline = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      switch argument {
      case "-h", "--help": showHelp = true
      case "--debug": debug = true
      case "--strict": strict = true
      case "--format":
        let name = try value(argument, inline)
        guard let format = Format(rawValue: name) else {
          throw CLIError.usage(
            "unknown format '\(name)'; expected text, json or svg", Self.usageLine)
        }
        self.format = format
      case "--device":
        let name = try value(argument, inline)
        guard let screen = Screen.profile(named: name) else {
          throw CLIError.usage(LayoutFileReader.unknownDevice(name), Self.usageLine)
        }
        device = screen
      case "--orientation":
        let name = try value(argument, inline)
        switch name {
        case "portrait": orientation = .portrait
        case "landscape": orientation = .landscape
        default:
          throw CLIError.usage(
            "unknown orientation '\(name)'; expected portrait or landscape", Self.usageLine)
        }
      case _ where argument.hasPrefix("-") && argument != "-":
        let options = [
          "--format", "--debug", "--strict", "--device", "--orientation", "--help",
        ]
        throw CLIError.usage(
          "unknown option '\(argument)'" + LayoutSuggestion.didYouMean(argument, among: options),
          Self.usageLine)
      default:
        guard path == nil else {
          throw CLIError.usage("unexpected extra operand '\(argument)'", Self.usageLine)
        }
        path = argument
      }
      index += 1
    }
    if showHelp { return }
    guard let path else { throw CLIError.usage("missing FILE operand", Self.usageLine) }
    self.path = path
    if debug && format != .svg {
      throw CLIError.usage("--debug applies only to --format svg", Self.usageLine)
    }
  }

  /// The file's name in messages.
  var displayName: String { path == "-" ? "<stdin>" : path }

  /// Reads, lays out and prints.
  func run(console: Console) throws(CLIError) -> Int32 {
    let bytes = try CLI.readInput(path, console: console)
    let document: LayoutDocument
    do throws(LayoutDocumentError) {
      document = try LayoutDocument(
        bytes: bytes, name: displayName, screen: device, orientation: orientation)
    } catch {
      // Every problem of the file, each on its own line, in file order.
      for problem in error.errors { console.err("Error: \(problem)\n") }
      if let note = error.truncationMessage { console.err("Error: \(note)\n") }
      return ExitCode.dataError
    }
    document.layoutIfNeeded()
    let diagnostics = document.diagnostics.map(\.message)
    for message in diagnostics { console.err("Warning: \(displayName): \(message)\n") }
    let tree = RenderTree(
      windows: document.windows, screen: document.screen, orientation: document.orientation)
    switch format {
    case .json: console.out(tree.json(diagnostics: diagnostics) + "\n")
    case .svg: console.out(tree.svg(debug: debug))
    default: console.out(tree.textTable())
    }
    if strict && !diagnostics.isEmpty {
      let count =
        diagnostics.count == 1 ? "1 layout diagnostic" : "\(diagnostics.count) layout diagnostics"
      console.err("Error: \(displayName): \(count) (--strict)\n")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
