import Foundation
import Testing

@testable import layoutcli

/// `layoutcli toast` with `--position center`, `--keyboard`, `keyboard-up@T`, `--max-width`,
/// `--lines`, `--style pill` and `--appearance`: frames worked out by hand on an
/// iPhone 15 (393 × 852, safe area 59 / 34, keyboard 336 high: its top at 516).
@Suite struct ToastPlacementCommandTests {
  /// The x, y, width and height of the row whose path is `path` in a text table.
  static func frame(_ out: String, _ path: String) -> [Double]? {
    guard let row = out.split(separator: "\n").first(where: { $0.hasPrefix(path + " ") })
    else { return nil }
    return row.split(separator: " ").dropFirst().prefix(4).compactMap { Double($0) }
  }

  static func expectFrame(
    _ arguments: [String], _ path: String, _ expected: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = CLI.run(arguments: ["toast"] + arguments)
    #expect(result.exitCode == 0, sourceLocation: sourceLocation)
    let found = frame(result.stdout, path)
    #expect(found?.count == 4, "\(result.stdout)", sourceLocation: sourceLocation)
    guard let found, found.count == 4 else { return }
    for (a, e) in zip(found, expected) {
      #expect(CLITestSupport.close(a, e), "\(found) vs \(expected)", sourceLocation: sourceLocation)
    }
  }

  @Test func aBottomBannerSits40AboveTheKeyboardWhenItIsUp() {
    // 0.6 × 393 = 235.8 wide, 35 high, centred: x = 78.6; written on the 3x grid as 78⅔,
    // 235⅔ wide (the edges 235.8 and 943.2 pixels become 236 and 943).
    // Keyboard down: bottom 40 above the safe area's bottom (818): y = 743.
    Self.expectFrame(
      ["Hi", "--style", "banner", "--position", "bottom"], "toastWindow/messageLabel",
      [236.0 / 3, 743, 707.0 / 3, 35])
    // Keyboard up: 40 above its top (516): y = 441.
    Self.expectFrame(
      ["Hi", "--style", "banner", "--position", "bottom", "--keyboard"],
      "toastWindow/messageLabel", [236.0 / 3, 441, 707.0 / 3, 35])
  }

  @Test func aCentredBannerSitsInTheMiddleOfTheSafeAreaAboveTheKeyboard() {
    // Keyboard down: the middle of 59 … 818 is 438.5; up: of 59 … 516, 287.5.
    Self.expectFrame(
      ["Hi", "--style", "banner", "--position", "center"], "toastWindow/messageLabel",
      [236.0 / 3, 438.5 - 17.5, 707.0 / 3, 35])
    Self.expectFrame(
      ["Hi", "--style", "banner", "--position", "center", "--keyboard"],
      "toastWindow/messageLabel", [236.0 / 3, 287.5 - 17.5, 707.0 / 3, 35])
  }

  @Test func theCapsuleRisesWithTheKeyboardOnTheTimeline() {
    let out = CLI.run(arguments: [
      "toast", "Hi", "--actions", "keyboard-up@0.2", "keyboard-down@9", "--timeline",
      "0:1:0.5",
    ])
    // `keyboard-down@9` is a second argument, not part of --actions: a usage error.
    #expect(out.exitCode == 64)
    let blocks = CLI.run(arguments: [
      "toast", "Hi", "--actions", "keyboard-up@0.2,keyboard-down@0.7", "--timeline", "0:1.4:0.2",
    ]).stdout.components(separatedBy: "\n\n")
    func y(_ t: String) -> Double? {
      blocks.first { $0.hasPrefix("t = \(t)\n") }.flatMap {
        Self.frame($0, "toastWindow/backView")
      }?[1]
    }
    // A one-line capsule is 31.333… high: 200 above the window's bottom (y = 620.666…);
    // with the keyboard up, 16 above its top (500 − 31.333… = 468.666…).
    #expect(y("0").map { CLITestSupport.close($0, 620.666666667) } == true)
    #expect(y("0.4").map { $0 < 620.666666667 && $0 > 468.666666667 } == true)
    #expect(y("0.6").map { abs($0 - 468.666666667) < 2 } == true)
    #expect(y("1.2").map { CLITestSupport.close($0, 620.666666667) } == true)
  }

  @Test func maxWidthAndLinesTruncateALongCapsule() {
    let long = "A very long message that goes on and on and on and on and on and on"
    // The box may be at most 200 wide (the label 200 / 1.5); one line, cut with "…"; at
    // 96.5, the pixel 289.5 at 3x, written as 290.
    Self.expectFrame(
      [long, "--lines", "1", "--max-width", "200"], "toastWindow/backView",
      [290.0 / 3, 620.666666667, 200, 31.333333333])
    let json = CLI.run(arguments: [
      "toast", long, "--lines", "1", "--max-width", "200", "--format", "json",
    ]).stdout
    #expect(json.contains("\"truncated\":true"))
  }

  @Test func thePillSits5BelowTheSafeAreaInDarkColours() {
    let result = CLI.run(arguments: [
      "toast", "Sent", "--style", "pill", "--appearance", "dark", "--format", "json",
    ])
    #expect(result.exitCode == 0)
    // UIKit's dark secondarySystemBackground, #1C1C1E, over the app's dark
    // systemBackground, black.
    #expect(result.stdout.contains("\"backgroundColor\":\"#1C1C1E\""), "\(result.stdout)")
    #expect(result.stdout.contains("\"id\":\"app\""))
    #expect(result.stdout.contains("\"backgroundColor\":\"#000000\""), "\(result.stdout)")
    let light = CLI.run(arguments: ["toast", "Sent", "--style", "pill"]).stdout
    // Drops' pill: 5 below the safe area's top (59), centred: 135 × 48 for "Sent".
    #expect(Self.frame(light, "toastWindow/pill").map { CLITestSupport.close($0[1], 64) } == true)
    #expect(
      Self.frame(light, "toastWindow/pill").map { CLITestSupport.close($0[0] + $0[2] / 2, 196.5) }
        == true)
  }

  @Test(arguments: [
    (["hi", "--max-width", "-3"], "Error: --max-width needs points from 0 to 10000, got '-3'"),
    (["hi", "--lines", "x"], "Error: --lines needs a whole number from 0 to 1000, got 'x'"),
  ])
  func badPlacementOptionsAreUsageErrors(arguments: [String], message: String) {
    let result = CLI.run(arguments: ["toast"] + arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  /// `--rtl` lays the app and the toasts out right to left; every built-in style is
  /// centred, so every frame is the left-to-right one, stacks and timelines included.
  @Test(arguments: ["capsule", "banner", "pill"])
  func rtlKeepsTheCentredStylesInPlace(style: String) {
    let base = ["toast", "Hello, world", "--style", style, "--then", "Next@0.5", "--stack", "2"]
    for sampling in [["--format", "json"], ["--at", "1", "--format", "json"]] {
      let rtl = CLI.run(arguments: base + sampling + ["--rtl"])
      let ltr = CLI.run(arguments: base + sampling)
      #expect(rtl.exitCode == 0 && rtl.stderr.isEmpty, "\(rtl.stderr)")
      #expect(rtl.stdout == ltr.stdout)
    }
  }
}
