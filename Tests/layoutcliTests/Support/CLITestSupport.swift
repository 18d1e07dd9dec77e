import Foundation

@testable import layoutcli

/// Helpers shared by the CLI tests: fixture and example paths, temporary files, runs.
enum CLITestSupport {
  /// `Tests/layoutcliTests/Fixtures`.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The package root.
  static let packageRoot = fixtures.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Docs/examples/<name>`.
  static func example(_ name: String) -> String {
    packageRoot.appendingPathComponent("Docs/examples").appendingPathComponent(name).path
  }

  /// The bytes of a fixture file.
  static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: fixtures.appendingPathComponent(name))
  }

  /// Writes `text` to a fresh temporary file named `name` and returns its path.
  static func temporaryFile(_ name: String, _ text: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutcli-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Runs `layoutcli system` on JSON text given on stdin (displayed as `<stdin>`).
  static func system(_ json: String, _ flags: [String] = [])
    -> (exitCode: Int32, stdout: String, stderr: String)
  {
    CLI.run(arguments: ["system", "-"] + flags, stdin: Array(json.utf8))
  }

  /// Whether two doubles agree to `relative` (relative to max(1, |expected|)).
  static func close(_ actual: Double, _ expected: Double, relative: Double = 1e-9) -> Bool {
    abs(actual - expected) <= relative * max(1, abs(expected))
  }
}
