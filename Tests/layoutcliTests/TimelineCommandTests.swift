import Foundation
import Layout
import Testing

@testable import layoutcli

/// `--at`, `--timeline`, `--actions` and the animated SVG of `toast` and `floating`.
@Suite struct TimelineCommandTests {
  /// The alpha column of the row whose path ends with `suffix`.
  func alpha(_ table: String, _ suffix: String) -> String? {
    TextTable(table).alpha(endingWith: suffix)
  }

  @Test func theCapsuleFadesAfterOneAndAHalfSecondsAndIsGoneAtTwoAndAHalf() {
    func at(_ t: String) -> String { CLI.run(arguments: ["toast", "Hello", "--at", t]).stdout }
    #expect(alpha(at("0"), "messageLabel") == "1")
    #expect(alpha(at("1.5"), "messageLabel") == "1")
    // Ease-in (0.42, 0, 1, 1) 0.3 of the way through the 1 s fade: 1 − 0.129576… (checked
    // against the curve in the animation tests).
    let mid = Double(alpha(at("1.8"), "messageLabel") ?? "") ?? -1
    #expect(mid > 0.85 && mid < 0.89, "\(mid)")
    #expect(!at("2.6").contains("toastWindow"))
  }

  @Test func theBannerChainFadesInHoldsFadesOutAndLeaves() {
    let out = CLI.run(arguments: [
      "toast", "저장되었습니다", "--style", "banner", "--timeline", "0:3.5:0.5",
    ]).stdout
    let blocks = out.components(separatedBy: "t = ").dropFirst()
    let alphas = blocks.map { alpha(String($0), "messageLabel") ?? "gone" }
    #expect(alphas == ["0", "1", "1", "1", "1", "1", "gone", "gone"])
    #expect(blocks.first?.hasPrefix("0\n") == true)
  }

  @Test func aToggleWhileTheButtonsMoveIsIgnored() {
    func copyAlpha(_ actions: String, _ t: String) -> String? {
      let out = CLI.run(arguments: ["floating", "--actions", actions, "--at", t]).stdout
      return alpha(out, "copyButton")
    }
    // Opened at 0; the tap at 0.1 is ignored, so the menu is open at 0.35.
    #expect(copyAlpha("toggle@0,toggle@0.1", "0.35") == "1")
    // The tap at 0.35 is taken: closed again by 0.7.
    #expect(copyAlpha("toggle@0,toggle@0.35", "0.7") == "0")
  }

  @Test func timelinesPrintJSONLinesAndSVGs() throws {
    let json = CLI.run(arguments: ["toast", "Hi", "--timeline", "0:1:0.5", "--format", "json"])
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    for (line, t) in zip(lines, [0.0, 0.5, 1.0]) {
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["t"] as? Double == t)
      #expect(object["tree"] is [String: Any])
    }
    let flip = CLI.run(arguments: ["toast", "Hi", "--timeline", "0:1:0.5", "--format", "svg"])
    #expect(flip.stdout.components(separatedBy: "<set attributeName=\"visibility\"").count == 4)
    let strip = CLI.run(arguments: [
      "toast", "Hi", "--timeline", "0:1:0.5", "--format", "svg", "--filmstrip",
    ])
    #expect(strip.stdout.contains("width=\"1227\""))  // 3 × (393 + 16)
    for svg in [flip.stdout, strip.stdout] {
      #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
    }
  }

  /// 0.8 − 0.7 is 0.10000000000000009 in binary: the flipbook's begin and dur times are
  /// printed rounded to the nanosecond, as every other number.
  @Test func flipbookTimesArePrintedInTheNumberFormat() {
    let flip = CLI.run(arguments: ["toast", "Hi", "--timeline", "0.7:0.9:0.1", "--format", "svg"])
    #expect(flip.exitCode == 0)
    #expect(!flip.stdout.contains("0000000"))
    #expect(flip.stdout.contains(#"begin="0.1s" dur="0.1s"/>"#))
    #expect(flip.stdout.contains(#"begin="0.2s" fill="freeze"/>"#))
  }

  @Test(arguments: [
    (["toast", "hi", "--at", "-1"], "Error: --at needs a time in seconds from 0 to 86400"),
    (
      ["toast", "hi", "--timeline", "2:1:0.5"],
      "Error: --timeline needs START:END:STEP in seconds (0 <= START <= END, STEP > 0), got '2:1:0.5'"
    ),
    (
      ["toast", "hi", "--timeline", "0:10:0.0001"],
      "Error: --timeline asks for 100001 samples; at most 10000"
    ),
    (["floating", "--actions", "tap@1"], "Error: --actions needs toggle@SECONDS,…, got 'tap@1'"),
  ])
  func badTimesAreUsageErrors(arguments: [String], message: String) {
    let result = CLI.run(arguments: arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  /// A sampled scene reports its windows' conflicts as a single frame does: each once on
  /// standard error, in the JSON's `diagnostics` for one sample, and `--strict` fails.
  /// Before, `--at` and `--timeline` printed none and exited 0.
  @Test(arguments: [["--at", "0.5"], ["--timeline", "0:1:0.5"]], [false, true])
  func samplingReportsTheWindowsConflicts(_ sampling: [String], strict: Bool) throws {
    let window = Window(screen: .custom(width: 300, height: 300))
    let box = View()
    window.addSubview(box)
    box.snp.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100)
      make.width.equalTo(200)
    }
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.count == 1)
    let parsed = try FloatingCommand.signature.parse(
      sampling + ["--format", "json"] + (strict ? ["--strict"] : []))
    let timeline = try Timeline(parsed)
    let output = try RenderOutput(parsed)
    var out = "", err = ""
    let console = Console(out: { out += $0 }, err: { err += $0 }, readStdin: { _ in [] })
    let code = timeline.emit(output, console: console, title: "test", windows: { [window] }) {
      _ in RenderTree(windows: [window], screen: window.screen)
    }
    #expect(code == (strict ? ExitCode.failure : ExitCode.success))
    let message = try #require(window.layoutDiagnostics.first?.message)
    #expect(err == "Warning: " + message + "\n")
    if sampling[0] == "--at" { #expect(out.contains("\"diagnostics\":[\"")) }
  }
}
