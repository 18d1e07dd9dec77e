import Foundation
import Layout

/// `layoutcli solve <file>` (options in ``signature``): lays out the windows of a layout
/// file and prints their frames.
///
/// Errors are printed as `Error: …` on standard error; layout diagnostics (conflicts,
/// ambiguity, constraints across hierarchies) as `Warning: …`, and the frames still come out.
struct SolveCommand: CLICommand {
  static let signature = CommandSignature(
    name: "layoutcli solve",
    abstract: "Lay out a layout file and print every view's frame.",
    discussion: "A layout file holds views with SnapKit constraint chains and a device or"
      + " screen (see \"The layout file\" in Docs/CLI.md). Conflicts and ambiguity are printed to"
      + " standard error as `Warning: …` and the frames still come out.",
    arguments: [
      CommandArgument(name: "file", help: "A layout file (JSON), or - for standard input.")
    ],
    options: RenderOutput.screenOptions(
      device: nil, orientation: nil, instead: " instead of the file's")
      + RenderOutput.options + [
        .value(
          .emitSystem, "file",
          help: "Also write the constraint system the layout engine solved (every window's,"
            + " in the order added, with the constants held) to this file, in the interchange"
            + " format `layoutcli system` reads.")
      ],
    examples: [
      "layoutcli solve Docs/examples/toast-capsule.layout.json",
      "layoutcli solve Docs/examples/floating.layout.json --format json",
      "layoutcli solve - --device \"iPhone SE (3rd generation)\" < toast.layout.json",
    ])

  var path = ""
  var format = RenderOutput.Format.text
  var debug = false
  var strict = false
  var device: Screen?
  var orientation: Screen.Orientation?
  /// `--emit-system FILE`: where to write the engine's constraint system.
  var emitSystem: String?

  /// Reads the command's arguments.
  /// - Throws: ``CLIError`` (64) for `--debug` without `--format svg`.
  init(_ parsed: ParsedArguments) throws(CLIError) {
    path = parsed.argument(0) ?? ""
    let output = try RenderOutput(parsed)
    (format, debug, strict) = (output.format, output.debug, output.strict)
    device = try parsed.device()
    orientation = try parsed.choice(.orientation, as: Screen.Orientation.self)
    emitSystem = parsed.value(.emitSystem)
    if debug && format != .svg {
      throw parsed.error("--debug applies only to --format svg")
    }
  }

  /// The file's name in messages.
  var displayName: String { path == "-" ? "<stdin>" : path }

  /// Reads, lays out and prints.
  func run(console: Console) throws(CLIError) -> Int32 {
    let bytes = try CLI.readInput(path, console: console)
    // Images a file names by `image` are looked up next to it first, as an app's bundle
    // holds its own.
    if path != "-" {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
      if Image.searchDirectories.first != folder {
        Image.searchDirectories = [folder] + Image.searchDirectories.filter { $0 != folder }
      }
    }
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
    if let emitSystem {
      let name = (displayName as NSString).lastPathComponent
      try ConstraintSystem(engineOf: document.windows, name: name).write(to: emitSystem)
    }
    let diagnostics = document.diagnostics.map(\.message)
    for message in diagnostics {
      // One about a constraint the DSL refused starts with its place in the file
      // (`box.layout.json:3:20: …`), as an error does; the others are named by the file.
      let place = displayName + ":"
      let located =
        message.hasPrefix(place) && message.dropFirst(place.count).first?.isNumber == true
      console.err("Warning: " + (located ? "" : displayName + ": ") + message + "\n")
    }
    let tree = RenderTree(
      windows: document.windows, screen: document.screen, orientation: document.orientation)
    switch format {
    case .json: console.out(tree.json(diagnostics: diagnostics) + "\n")
    case .svg: console.out(tree.svg(debug: debug))
    case .html:
      console.out(
        RenderOutput.inspectorPage(
          tree, windows: document.windows, title: "layoutcli solve " + displayName,
          chains: document.constraintText))
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
