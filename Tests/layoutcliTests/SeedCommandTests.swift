import Foundation
import Testing

@testable import layoutcli

/// `layoutcli toast`, `floating` and `devices`: the seed layouts built in.
@Suite struct SeedCommandTests {
  @Test func toastPrintsTheCapsuleOnAniPhone15() {
    let result = CLI.run(arguments: ["toast", "Hello, Toast!"])
    #expect(result.exitCode == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout == """
        path                                           x              y  width        height  frame                               alpha
        app                                            0              0    393           852  0 0 393 852                             1
        toastWindow                                    0              0    393           852  0 0 393 852                             1
        toastWindow/backView                         141  620.666666667    111  31.333333333  141 620.666666667 111 31.333333333      1
        toastWindow/backView/messageLabel  159.666666667  628.666666667     74  15.666666667  18.666666667 8 74 15.666666667          1

        """)
  }

  @Test func toastPrintsTheCapsuleOnAniPhoneSE() {
    let result = CLI.run(arguments: ["toast", "Hello, Toast!", "--device", "iPhone SE"])
    // 2x: the 13-point label is 73.9 × 15.5 → 74 × 16; the box 111 × 32, 200 above 667.
    #expect(
      result.stdout == """
        path                                   x    y  width  height  frame           alpha
        app                                    0    0    375     667  0 0 375 667         1
        toastWindow                            0    0    375     667  0 0 375 667         1
        toastWindow/backView                 132  435    111      32  132 435 111 32      1
        toastWindow/backView/messageLabel  150.5  443     74      16  18.5 8 74 16        1

        """)
  }

  @Test func aBannerAtTheBottomIsPlaced40AboveTheSafeArea() throws {
    let result = CLI.run(arguments: [
      "toast", "저장되었습니다", "--style", "banner", "--position", "bottom", "--format", "json",
    ])
    #expect(result.exitCode == 0)
    let tree = try RenderJSON(result.stdout)
    let views = try #require(tree.windows.last?["views"] as? [[String: Any]])
    let frame = try #require(views.first?["screenFrame"] as? [String: Double])
    let y = try #require(frame["y"])
    #expect(abs(y + 35 - (852 - 34 - 40)) < 1e-9, "\(y)")
    let text = try #require(views.first?["text"] as? [String: Any])
    #expect(text["string"] as? String == "저장되었습니다")
  }

  @Test func theSVGIsOneDocument() {
    let result = CLI.run(arguments: ["toast", "Hello", "--format", "svg", "--debug"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("<?xml"))
    #expect(result.stdout.contains("<svg"))
  }

  @Test func floatingKeepsTheButtonsPutWhileTheContentScrolls() {
    let still = CLI.run(arguments: ["floating", "--state", "open"]).stdout
    let scrolled = CLI.run(arguments: [
      "floating", "--state", "open", "--content-offset", "300", "--zoom", "2",
    ]).stdout
    func row(_ table: String, _ suffix: String) -> [String] {
      TextTable(table).row(endingWith: suffix).map { Array($0.prefix(5)) } ?? []
    }
    let copy = row(still, "/copyButton")
    #expect(
      copy == [
        "window/imageSuperScrollView/floatingView/floatingLeftView/copyButton", "43.666666667",
        "758", "44", "44",
      ])
    #expect(row(scrolled, "/copyButton") == copy)
    #expect(row(scrolled, "/imageView")[2] == "-300")
  }

  @Test func devicesListsEveryProfile() {
    let result = CLI.run(arguments: ["devices"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 9)
    #expect(
      lines[3] == "iPhone 15                   393×852   3x     59 0 34 0            0 59 21 59")
  }

  @Test(arguments: [
    (["toast"], "Error: missing expected argument '<message>'"),
    (
      ["toast", "hi", "--device", "iPhone 51"],
      "Error: unknown device 'iPhone 51' (did you mean 'iPhone 15'?); `layoutcli devices` lists them"
    ),
    (
      ["toast", "hi", "--style", "bubble"],
      "Error: unknown style 'bubble'; expected capsule, banner or pill"
    ),
    (
      ["toast", "hi", "--format", "png"],
      "Error: unknown format 'png'; expected text, json, svg or html"
    ),
    (
      ["toast", "hi", "--offset", "nan"], "Error: --offset needs a number of points, got 'nan'"
    ),
    (["floating", "--zoom", "0"], "Error: --zoom must be positive"),
    (["floating", "--state", "half"], "Error: unknown state 'half'; expected closed or open"),
    (["devices", "--verbose"], "Error: unknown option '--verbose'"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    let result = CLI.run(arguments: arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  @Test func versionPrintsTheToolsVersion() {
    let result = CLI.run(arguments: ["--version"])
    #expect(result.exitCode == 0 && result.stdout == "layoutcli \(CLI.version)\n")
  }

  @Test func eachCommandHasItsOwnHelp() {
    for command in ["toast", "floating", "devices"] {
      let result = CLI.run(arguments: [command, "--help"])
      #expect(result.exitCode == 0)
      #expect(result.stdout.hasPrefix("OVERVIEW: "))
      #expect(result.stdout.contains("\nUSAGE: layoutcli \(command) "))
      #expect(result.stdout.contains("EXAMPLES:"))
    }
  }
}
