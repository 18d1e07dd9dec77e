import Foundation
import Testing

/// Runs of the built `layoutcli` executable (next to the test bundle in the build products).
@Suite("layoutcli binary")
struct BinaryTests {
  /// The built executable, or nil when it cannot be found.
  static let binary: URL? = {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for directory in candidates {
      var url = directory
      for _ in 0..<4 {
        let candidate = url.appendingPathComponent("layoutcli")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        url = url.deletingLastPathComponent()
      }
    }
    return nil
  }()

  static func run(_ arguments: [String]) throws -> (code: Int32, stdout: String, stderr: String) {
    let process = Process()
    guard let binary else { throw CocoaError(.fileNoSuchFile) }
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test(.enabled(if: binary != nil, "layoutcli binary not found in the build products"))
  func helpExitsZero() throws {
    let result = try Self.run(["--help"])
    #expect(result.code == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test(.enabled(if: binary != nil, "layoutcli binary not found in the build products"))
  func systemPrintsTheGoldenMidpointOutput() throws {
    let result = try Self.run(["system", CLITestSupport.example("midpoint-system.json")])
    #expect(result.code == 0)
    #expect(result.stdout == SystemCommandTests.midpointGolden)
  }

  @Test(.enabled(if: binary != nil, "layoutcli binary not found in the build products"))
  func badFlagExitsSixtyFour() throws {
    let result = try Self.run(["system", "--nope"])
    #expect(result.code == 64)
    #expect(result.stderr.hasPrefix("Error: unknown option '--nope'\n"))
  }
}
