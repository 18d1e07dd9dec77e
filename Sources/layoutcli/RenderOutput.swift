import Foundation
import Layout

/// The output options the layout commands share (`--format`, `--debug`, `--strict`) and
/// how a solved scene is printed.
struct RenderOutput {
  enum Format: String, CaseIterable {
    case text
    case json
    case svg
  }

  var format = Format.text
  var debug = false
  var strict = false

  /// Takes the option at the front of `rest` if it is one of these; returns whether it did.
  /// - Throws: ``CLIError`` (64) for a missing or unknown format.
  mutating func parse(_ argument: String, _ rest: inout ArraySlice<String>, usage: String)
    throws(CLIError) -> Bool
  {
    switch argument {
    case "--format":
      guard let value = rest.popFirst() else {
        throw CLIError.usage("--format needs a value: text, json or svg", usage)
      }
      guard let format = Format(rawValue: value) else {
        throw CLIError.usage("unknown format '\(value)'; expected text, json or svg", usage)
      }
      self.format = format
    case "--debug": debug = true
    case "--strict": strict = true
    default: return false
    }
    return true
  }

  /// Takes `--device NAME` or `--orientation O` at the front of `rest`, if that is what
  /// `argument` is; returns whether it did.
  /// - Throws: ``CLIError`` (64) for a missing value, an unknown device or orientation.
  static func parseScreen(
    _ argument: String, _ rest: inout ArraySlice<String>, screen: inout Screen,
    orientation: inout Screen.Orientation, usage: String
  ) throws(CLIError) -> Bool {
    guard argument == "--device" || argument == "--orientation" else { return false }
    guard let value = rest.popFirst() else {
      throw CLIError.usage("\(argument) needs a value", usage)
    }
    if argument == "--device" {
      screen = try Self.screen(named: value, usage: usage)
    } else {
      guard let o = ["portrait": Screen.Orientation.portrait, "landscape": .landscape][value]
      else {
        throw CLIError.usage(
          "unknown orientation '\(value)'; expected portrait or landscape", usage)
      }
      orientation = o
    }
    return true
  }

  /// Prints the scene in the chosen format, reports the diagnostics on stderr, and returns
  /// the exit code (1 under `--strict` when there are diagnostics).
  func emit(_ tree: RenderTree, diagnostics: [String], console: Console) -> Int32 {
    for diagnostic in diagnostics { console.err("Warning: " + diagnostic + "\n") }
    switch format {
    case .text: console.out(tree.textTable())
    case .json: console.out(tree.json(diagnostics: diagnostics) + "\n")
    case .svg: console.out(tree.svg(debug: debug))
    }
    return strict && !diagnostics.isEmpty ? ExitCode.failure : ExitCode.success
  }

  /// The device named `name`, or an error with the closest names.
  static func screen(named name: String, usage: String) throws(CLIError) -> Screen {
    if let screen = Screen.profile(named: name) { return screen }
    let names = Screen.profiles.map(\.name)
    let close = names.filter { Suggest.distance($0.lowercased(), name.lowercased()) <= 3 }
    let hint = close.isEmpty ? "" : " (did you mean '\(close[0])'?)"
    throw CLIError.usage(
      "unknown device '\(name)'\(hint); `layoutcli devices` lists them", usage)
  }
}

/// Edit distance for "did you mean" suggestions.
enum Suggest {
  /// The Levenshtein distance between two strings.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
