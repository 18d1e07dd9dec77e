import Foundation
import Testing

@testable import layoutcli

/// `--emit-system`: the layout engine's problem written as a `layoutcli system` file.
@Suite("--emit-system")
struct EmitSystemTests {
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "emit-\(UUID().uuidString)-\(name)"
    ).path
  }

  /// Values by variable name, as `layoutcli system` prints them.
  static func values(ofSystem path: String) throws -> [String: Double] {
    let result = CLI.run(arguments: ["system", path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let values = (object as? [String: Any])?["values"] as? [String: Double]
    return try #require(values)
  }

  @Test func theSolvedSystemGivesTheFramesSolvePrints() throws {
    let path = Self.temporaryPath("capsule.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let solved = CLI.run(
      arguments: [
        "solve", SolveCommandTests.capsule, "--emit-system", path, "--device", "iPhone SE",
      ])
    #expect(solved.exitCode == 0)
    #expect(solved.stdout == SolveCommandTests.capsuleTextSE)
    let values = try Self.values(ofSystem: path)
    // The capsule's box and label in window coordinates: the box 1.5 × the 74-wide label
    // and twice its 16-point height, centred on the 375-point screen, 200 above its bottom.
    #expect(values["backView.width"] == 111)
    #expect(values["backView.minX"] == 132)
    #expect(values["messageLabel.width"] == 74)
    let top = try #require(values["backView.minY"])
    #expect(abs(top - 435) < 1e-9, "\(top.bitPattern)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text.hasPrefix(
        #"{"name":"toast-capsule.layout.json","constraints":[{"terms":[[1,"app.minX"]]"#))
    // Same input, same bytes.
    let again = Self.temporaryPath("again.json")
    defer { try? FileManager.default.removeItem(atPath: again) }
    _ = CLI.run(
      arguments: [
        "solve", SolveCommandTests.capsule, "--emit-system", again, "--device", "iPhone SE",
      ])
    #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
  }

  @Test func aScreenOfTheLayoutBenchIsWrittenWithoutTiming() throws {
    let path = Self.temporaryPath("stacks.json")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = CLI.run(
      arguments: ["bench", "--layout", "20", "--screen", "stacks", "--emit-system", path])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    let values = try Self.values(ofSystem: path)
    #expect(values.count > 80)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix(#"{"name":"stacks-screen-20","constraints":"#))
    // The same system is the family `stacks-screen`: `--emit` writes it, and
    // `--families` times it.
    let emitted = CLI.run(arguments: ["bench", "--emit", "stacks-screen", "20"])
    #expect(emitted.exitCode == 0, "\(emitted.stderr)")
    #expect(emitted.stdout == text)
    let misspelt = CLI.run(arguments: ["bench", "--emit", "stack-screen", "20"])
    #expect(misspelt.exitCode == 64)
    #expect(misspelt.stderr.contains("did you mean 'stacks-screen'?"), "\(misspelt.stderr)")
  }

  @Test func emitSystemNeedsLayoutAndAWritablePath() {
    let alone = CLI.run(arguments: ["bench", "--emit-system", "x.json"])
    #expect(alone.exitCode == 64)
    #expect(alone.stderr.contains("--emit-system is only for --layout"))
    let unwritable = CLI.run(
      arguments: ["solve", SolveCommandTests.capsule, "--emit-system", "/nonexistent/dir/x.json"])
    #expect(unwritable.exitCode == 73)
    #expect(unwritable.stderr.contains("/nonexistent/dir/x.json: cannot write the file"))
  }
}
