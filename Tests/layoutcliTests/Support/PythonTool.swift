import Foundation

/// Runs the repository's Python tools (`Docs/tools/*.py`, `Docs/examples/*.py`) with the
/// `python3` on the path, for the tests that check outputs with them.
enum PythonTool {
  /// What a run printed and how it ended.
  struct Result {
    /// The exit status (127 when `python3` could not be started).
    var status: Int32
    /// Standard output and standard error, interleaved.
    var output: String
  }

  /// Runs `python3 ARGUMENTS` from the package root.
  static func run(_ arguments: [String]) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.currentDirectoryURL = CLITestSupport.packageRoot
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    do {
      try process.run()
    } catch {
      return Result(status: 127, output: "python3 could not be started: \(error)")
    }
    // Read before waiting, so a full pipe cannot block the child.
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// Whether `python3` runs and imports `module`.
  static func canImport(_ module: String) -> Bool {
    run(["-c", "import " + module]).status == 0
  }

  /// The path of `name` under `Docs/` in the package.
  static func docsPath(_ name: String) -> String {
    CLITestSupport.packageRoot.appendingPathComponent("Docs").appendingPathComponent(name).path
  }
}
