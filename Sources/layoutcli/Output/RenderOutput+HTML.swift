import Foundation
import Layout
import LayoutTooling

/// `--format html`: the inspector page (``InspectorPage``) of a scene or of a timeline's
/// samples.
extension RenderOutput {
  /// The page of one scene: its render tree and what the engine knows about `windows`.
  /// `chains` gives a constraint's text as written from its line and column (a layout
  /// file's).
  static func inspectorPage(
    _ tree: RenderTree, windows: [Window], title: String,
    chains: ((_ line: Int, _ column: Int) -> String?)? = nil
  ) -> String {
    var inspection = LayoutInspection(windows: windows)
    if let chains { inspection.annotateChains(chains) }
    return InspectorPage(tree: tree, inspection: inspection, title: title).html()
  }

  /// Prints the scene in the chosen format, as ``emit(_:diagnostics:console:)``; for html,
  /// the inspector page of `windows`.
  func emit(
    _ tree: RenderTree, windows: [Window], title: String, diagnostics: [String],
    console: Console
  ) -> Int32 {
    guard format == .html else { return emit(tree, diagnostics: diagnostics, console: console) }
    for diagnostic in diagnostics { console.err("Warning: " + diagnostic + "\n") }
    console.out(Self.inspectorPage(tree, windows: windows, title: title))
    return strict && !diagnostics.isEmpty ? ExitCode.failure : ExitCode.success
  }
}
