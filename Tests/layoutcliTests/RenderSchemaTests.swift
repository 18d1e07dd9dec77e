import Foundation
import Layout
import Testing

@testable import layoutcli

/// Every render tree the CLI prints validates against `Docs/render-tree.schema.json`, with
/// a real JSON Schema validator (the `jsonschema` package from PyPI, through
/// `Docs/tools/validate_render_json.py`).
///
/// Without `python3` or `jsonschema` these tests are skipped, and the skip says why and
/// how to install it; `.ci/run` installs the pinned version, so they run in CI.
@Suite("Render tree JSON Schema")
struct RenderSchemaTests {
  /// Whether `python3` can import `jsonschema` (checked once).
  static let hasValidator = PythonTool.canImport("jsonschema")

  /// The skip note.
  static let needsValidator: Comment =
    "jsonschema not installed (or no python3): pip install jsonschema==4.26.0; skipping schema validation"

  static let devices = ["iPhone 15", "iPhone SE", "iPad Pro 11-inch"]

  /// The command lines whose `--format json` output is checked (each adds `--format json`).
  static var commands: [[String]] {
    var out: [[String]] = []
    for device in devices {
      for orientation in ["portrait", "landscape"] {
        let screen = ["--device", device, "--orientation", orientation]
        out.append(["toast", "Hello, Toast!"] + screen)
        out.append(["toast", "저장되었습니다", "--style", "banner"] + screen)
        out.append(["toast", String(repeating: "A long message ", count: 12)] + screen)
        out.append(["floating", "--state", "open"] + screen)
        out.append(["floating", "--state", "closed"] + screen)
      }
    }
    out += [
      ["toast", "Hi", "--position", "top"],
      ["toast", "Hi", "--at", "2"],
      ["toast", "Hi", "--style", "banner", "--at", "0.25"],
      ["floating", "--content-offset", "300", "--zoom", "2"],
      ["floating", "--actions", "toggle@0", "--at", "0.15"],
      ["toast", "Hi", "--timeline", "0:3:0.5"],
      // The pill's spring overshoots: its alpha stays in the schema's 0…1.
      ["toast", "Hi", "--style", "pill", "--timeline", "0:1:0.05"],
      ["floating", "--actions", "toggle@0,toggle@0.35", "--timeline", "0:0.7:0.1"],
      // The keyboard's window, up and moving.
      ["toast", "Hi", "--keyboard", "--appearance", "dark"],
      ["toast", "Hi", "--actions", "keyboard-up@0.2,keyboard-down@1", "--timeline", "0:1.6:0.2"],
    ]
    let examples = CLITestSupport.packageRoot.appendingPathComponent("Docs/examples")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".layout.json") {
      let path = examples.appendingPathComponent(file).path
      out.append(["solve", path])
      out.append(["solve", path, "--device", "iPhone SE"])
      out.append(["solve", path, "--orientation", "landscape"])
    }
    return out
  }

  /// Writes each output to a fresh directory; returns the paths.
  static func write(_ outputs: [(name: String, text: String)]) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-schema-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try outputs.enumerated().map { index, output in
      let url = directory.appendingPathComponent("\(index)-\(output.name).json")
      try Data(output.text.utf8).write(to: url)
      return url.path
    }
  }

  /// Runs the validator on `paths`.
  static func validate(_ paths: [String]) -> PythonTool.Result {
    PythonTool.run([PythonTool.docsPath("tools/validate_render_json.py")] + paths)
  }

  @Test(.enabled(if: hasValidator, needsValidator))
  func everyGoldenAndEveryCommandsOutputIsValid() throws {
    var outputs: [(name: String, text: String)] = []
    for command in Self.commands {
      let result = CLI.run(arguments: command + ["--format", "json"])
      #expect(result.exitCode == 0, "\(command): \(result.stderr)")
      outputs.append((command[0], result.stdout))
    }
    let goldens = try FileManager.default.contentsOfDirectory(atPath: Golden.directory.path)
    var paths = try Self.write(outputs)
    for name in goldens.sorted() where name.hasSuffix(".json") {
      paths.append(Golden.directory.appendingPathComponent(name).path)
    }
    let result = Self.validate(paths)
    #expect(result.status == 0, "\(result.output)")
    // Timelines print one tree per line: more documents than files.
    let count = result.output.split(separator: "\n").last?.split(separator: " ").first
    #expect(Int(count ?? "").map { $0 > paths.count } == true, "\(result.output)")
    #expect(result.output.hasSuffix(" documents, 0 errors\n"))
    #expect(goldens.filter { $0.hasSuffix(".json") }.count >= 7)
  }

  @Test(.enabled(if: hasValidator, needsValidator))
  func aTreeWithEveryKindOfViewIsValid() throws {
    let tree = SchemaScene.everyKindOfView()
    let paths = try Self.write([("scene", tree.json(diagnostics: ["a diagnostic"]))])
    let result = Self.validate(paths)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "1 documents, 0 errors\n")
  }

  /// The validator is real: a key the schema does not know, a missing key, a level number
  /// that has a name, an alpha above 1 and a wrong version each fail.
  @Test(.enabled(if: hasValidator, needsValidator))
  func driftFromTheSchemaFails() throws {
    let good = SchemaScene.everyKindOfView().json()
    let bad = [
      (
        "extra",
        good.replacingOccurrences(of: "\"hidden\":false,", with: "\"hidden\":false,\"x\":1,")
      ),
      ("missing", good.replacingOccurrences(of: "\"drawnCornerRadius\":0,", with: "")),
      ("level", good.replacingOccurrences(of: "\"level\":\"alert\"", with: "\"level\":2000")),
      ("alpha", good.replacingOccurrences(of: "\"alpha\":1,", with: "\"alpha\":1.01,")),
      (
        "version", good.replacingOccurrences(of: "\"schemaVersion\":3", with: "\"schemaVersion\":4")
      ),
    ]
    for (name, text) in bad {
      #expect(text != good, "\(name) changed nothing")
      let result = Self.validate(try Self.write([(name, text)]))
      #expect(result.status == 1, "\(name): \(result.output)")
      #expect(!result.output.contains(" 0 errors"), "\(name): \(result.output)")
    }
  }

  /// Every key the schema knows is in Rendering.md's JSON section, in backquotes: the
  /// field-by-field description cannot fall behind the schema.
  @Test func rendersDocsDescribeEverySchemaKey() throws {
    let schemaData = try Data(
      contentsOf: URL(fileURLWithPath: PythonTool.docsPath("render-tree.schema.json")))
    let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    var keys: Set<String> = []
    for case let definition as [String: Any] in definitions.values {
      keys.formUnion((definition["properties"] as? [String: Any])?.keys ?? [:].keys)
    }
    let docs = try String(contentsOfFile: PythonTool.docsPath("Rendering.md"), encoding: .utf8)
    let start = try #require(docs.range(of: "## The render tree as JSON"))
    let end = try #require(docs.range(of: "\n## ", range: start.upperBound..<docs.endIndex))
    let section = docs[start.lowerBound..<end.lowerBound]
    let missing = keys.sorted().filter { !section.contains("`\($0)`") }
    #expect(keys.count > 60)
    #expect(missing.isEmpty, "not in Rendering.md's JSON section: \(missing)")
  }
}
