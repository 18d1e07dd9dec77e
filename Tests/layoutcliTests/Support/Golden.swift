import Foundation
import Testing

/// Golden files beside the tests (`Tests/layoutcliTests/Golden/`): an output is compared
/// byte for byte with its file. A missing file fails the test; `LAYOUT_RECORD=1` writes
/// (or rewrites) the files instead, to be reviewed and committed.
enum Golden {
  static let directory = CLITestSupport.fixtures.deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Checks `output` against the golden file `name`.
  static func check(
    _ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUT_RECORD"] == "1" {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data(output.utf8).write(to: url)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden file Golden/\(name) (run with LAYOUT_RECORD=1 to record it)",
        sourceLocation: sourceLocation)
      return
    }
    let golden = String(decoding: data, as: UTF8.self)
    if golden != output {
      let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let b = output.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(a.count, b.count)
      Issue.record(
        "output differs from Golden/\(name) at line \(line + 1)", sourceLocation: sourceLocation)
    }
  }
}
