import Foundation
import Layout
import LayoutTooling

/// The output options the layout commands share (`--format`, `--debug`, `--strict`) and
/// how a solved scene is printed.
struct RenderOutput {
  enum Format: String, CaseIterable {
    case text
    case json
    case svg
    case html
  }

  var format = Format.text
  var debug = false
  var strict = false

  /// Prints the scene in the chosen format, reports the diagnostics on stderr, and returns
  /// the exit code (1 under `--strict` when there are diagnostics). An html page made here
  /// knows no constraints: ``emit(_:windows:title:diagnostics:console:)`` gives them.
  func emit(_ tree: RenderTree, diagnostics: [String], console: Console) -> Int32 {
    for diagnostic in diagnostics { console.err("Warning: " + diagnostic + "\n") }
    switch format {
    case .text: console.out(tree.textTable())
    case .json: console.out(tree.json(diagnostics: diagnostics) + "\n")
    case .svg: console.out(tree.svg(debug: debug))
    case .html:
      console.out(InspectorPage(tree: tree, inspection: LayoutInspection()).html())
    }
    return strict && !diagnostics.isEmpty ? ExitCode.failure : ExitCode.success
  }
}
