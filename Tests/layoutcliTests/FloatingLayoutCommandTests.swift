import Foundation
import Testing

@testable import layoutcli

/// `layoutcli floating --layout … --tab-bar`: the corner layouts from the command line.
@Suite struct FloatingLayoutCommandTests {
  /// The command behind Docs/Animation.md's filmstrip of the circular menu opening.
  static let filmstrip = [
    "floating", "--layout", "circular", "--tab-bar", "--actions", "toggle@0", "--timeline",
    "0:0.4:0.1", "--format", "svg", "--filmstrip",
  ]

  @Test(arguments: [
    (
      ["--layout", "circular", "--tab-bar", "--format", "json"],
      "floating-circular-tabbar-iphone15.json"
    ),
    (
      ["--layout", "vertical", "--tab-bar", "--device", "iPhone SE"],
      "floating-vertical-tabbar-iphonese.text"
    ),
    (
      ["--layout", "horizontal", "--orientation", "landscape"],
      "floating-horizontal-landscape-iphone15.text"
    ),
  ])
  func cornerLayoutsMatchTheirGoldenFiles(_ arguments: [String], _ golden: String) {
    let result = CLI.run(arguments: ["floating", "--state", "open"] + arguments)
    #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result.stderr)")
    Golden.check(result.stdout, golden)
  }

  /// `--rtl` mirrors the menu: the "+" in the bottom left corner (16 from the left edge on
  /// an iPhone 15), the items in a column above it; without it, the bottom right.
  @Test func rtlPutsTheCornerMenuOnTheLeft() {
    let rtl = CLI.run(arguments: ["floating", "--state", "open", "--layout", "vertical", "--rtl"])
    let ltr = CLI.run(arguments: ["floating", "--state", "open", "--layout", "vertical"])
    #expect(rtl.exitCode == 0 && rtl.stderr.isEmpty, "\(rtl.stderr)")
    let line = { (output: String) in
      output.split(separator: "\n").first { $0.hasPrefix("window/centerButton ") }
        .map { $0.split(separator: " ").map(String.init) } ?? []
    }
    #expect(line(rtl.stdout).dropFirst().first == "16", "\(rtl.stdout)")
    #expect(line(ltr.stdout).dropFirst().first == "321", "\(ltr.stdout)")
  }

  @Test func theCircularTabBarMenuReportsTouchTargetsAndLabels() {
    let result = CLI.run(arguments: [
      "floating", "--state", "open", "--layout", "circular", "--tab-bar", "--format", "json",
    ])
    #expect(result.stdout.contains(#""id":"copyButton""#))
    #expect(result.stdout.components(separatedBy: #""touchFrame":"#).count == 4)
    for label in ["Copy", "Wi-Fi", "Share", "Close actions"] {
      #expect(result.stdout.contains(#""accessibility":{"label":"\#(label)""#), "\(label)")
    }
  }

  @Test func docsFilmstripIsTheCommandsOutput() {
    let result = CLI.run(arguments: Self.filmstrip)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let url = CLITestSupport.packageRoot.appendingPathComponent(
      "Docs/images/floating-circular-opening.svg")
    if ProcessInfo.processInfo.environment["LAYOUT_RECORD"] == "1" {
      try? Data(result.stdout.utf8).write(to: url)
      return
    }
    let saved = FileManager.default.contents(atPath: url.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(
      saved == result.stdout,
      "Docs/images/floating-circular-opening.svg is stale or missing: LAYOUT_RECORD=1 swift test --filter FloatingLayoutCommandTests"
    )
  }

  @Test func anUnknownLayoutIsAUsageError() {
    let result = CLI.run(arguments: ["floating", "--layout", "diagonal"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.contains(
        "unknown layout 'diagonal'; expected seed, vertical, horizontal or circular"))
  }
}
