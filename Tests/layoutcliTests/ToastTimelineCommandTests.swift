import Foundation
import Testing

@testable import layoutcli

/// `layoutcli toast` with several messages, `--stack`, `--pause`, `--actions`,
/// `--voiceover` and `--reduce-motion`, and the events its timelines list.
@Suite struct ToastTimelineCommandTests {
  /// The text blocks of a text timeline, by time.
  static func blocks(_ arguments: [String]) -> [String: [Substring]] {
    let out = CLI.run(arguments: ["toast"] + arguments).stdout
    var result: [String: [Substring]] = [:]
    for block in out.components(separatedBy: "\n\n") where block.hasPrefix("t = ") {
      let lines = block.split(separator: "\n")
      result[String(lines[0].dropFirst(4))] = Array(lines.dropFirst())
    }
    return result
  }

  /// Column `column` (0: path, 2: y, 7+: alpha is last) of the row whose path is `path`.
  static func value(_ lines: [Substring]?, _ path: String, _ column: Int) -> Double? {
    guard let row = lines?.first(where: { $0.split(separator: " ").first == Substring(path) })
    else { return nil }
    let fields = row.split(separator: " ")
    return Double(column < 0 ? fields[fields.count + column] : fields[column])
  }

  @Test func stackedToastsPrintTheirSlidFrames() {
    let blocks = Self.blocks([
      "Saved", "--then", "Copied@0.5", "--then", "Sent@1", "--stack", "3", "--timeline",
      "0:1.5:0.5",
    ])
    // One line of 13-point text: boxes 31.333… high, bottoms at 652; each older one 39.333…
    // higher per newer one.
    let y = { (t: String, window: String) in Self.value(blocks[t], window + "/backView", 2) }
    #expect(y("0.5", "toastWindow").map { CLITestSupport.close($0, 620.666666667) } == true)
    #expect(y("1", "toastWindow").map { CLITestSupport.close($0, 581.333333333) } == true)
    #expect(y("1", "toastWindow2").map { CLITestSupport.close($0, 620.666666667) } == true)
    #expect(y("1.5", "toastWindow").map { CLITestSupport.close($0, 542) } == true)
    #expect(y("1.5", "toastWindow2").map { CLITestSupport.close($0, 581.333333333) } == true)
    #expect(y("1.5", "toastWindow3").map { CLITestSupport.close($0, 620.666666667) } == true)
  }

  @Test func withoutStackTheMessagesQueue() {
    let blocks = Self.blocks(["Saved", "--then", "Copied@0.5", "--timeline", "2:3:1"])
    #expect(blocks["2"]?.contains { $0.hasPrefix("toastWindow2") } == false)
    // Saved leaves at 2.5 (seed 000); Copied shows then in the same window.
    #expect(Self.value(blocks["3"], "toastWindow/backView", -1) == 1)
    #expect(
      blocks["3"]?.contains { $0.hasPrefix("event 2.5 toast 2 announcement \"Copied\"") } == true)
  }

  @Test func aPauseSeparatesThem() {
    let blocks = Self.blocks([
      "Saved", "--then", "Copied@0", "--pause", "0.5", "--timeline", "2.75:3:0.25",
    ])
    #expect(blocks["2.75"]?.contains { $0.hasPrefix("toastWindow") } == false)
    #expect(blocks["3"]?.contains { $0 == "event 3 toast 2 announcement \"Copied\"" } == true)
  }

  @Test func actionsTapSwipeAndHold() {
    // A tap at 1 dismisses the capsule: 0.2 s fade.
    let tap = Self.blocks(["Hi", "--actions", "tap@1", "--timeline", "1.1:1.2:0.1"])
    #expect(
      Self.value(tap["1.1"], "toastWindow", -1).map { CLITestSupport.close($0, 0.684643187) }
        == true)
    #expect(tap["1.1"]?.contains("event 1 toast 1 dismissed tap") == true)
    #expect(tap["1.2"]?.contains { $0.hasPrefix("toastWindow") } == false)
    // A banner at the top: swipe-down is away from its edge and does nothing.
    let downText = CLI.run(arguments: [
      "toast", "Hi", "--style", "banner", "--actions", "swipe-down@1", "--at", "1.5",
    ]).stdout
    #expect(downText.contains("toastWindow/messageLabel"))
    let up = CLI.run(arguments: [
      "toast", "Hi", "--style", "banner", "--actions", "swipe-up@1", "--at", "1.2",
    ]).stdout
    #expect(!up.contains("toastWindow"))
    // Held at 1 for 2 s: the capsule, due to fade at 1.5, fades from 3.5.
    let hold = Self.blocks(["Hi", "--actions", "hold@1:2", "--timeline", "3.5:4:0.5"])
    #expect(Self.value(hold["3.5"], "toastWindow", -1) == 1)
    #expect(
      Self.value(hold["4"], "toastWindow", -1).map { CLITestSupport.close($0, 0.684643187) } == true
    )
    #expect(hold["3.5"]?.contains("event 3.5 toast 1 dismissed timeout") == true)
  }

  @Test func voiceOverHoldsTenSeconds() {
    let blocks = Self.blocks(["Hi", "--voiceover", "--timeline", "9.5:11:0.5"])
    #expect(Self.value(blocks["9.5"], "toastWindow", -1) == 1)
    #expect(blocks["10"]?.contains("event 10 toast 1 dismissed timeout") == true)
    #expect(blocks["11"]?.contains { $0.hasPrefix("toastWindow") } == false)
  }

  @Test func reduceMotionCrossFadesTheStack() {
    let blocks = Self.blocks([
      "Hi", "--then", "Yo@0.5", "--stack", "2", "--reduce-motion", "--timeline", "0.6:0.7:0.1",
    ])
    // Fading out where it was, then in at its new place.
    let y6 = Self.value(blocks["0.6"], "toastWindow/backView", 2)
    let y7 = Self.value(blocks["0.7"], "toastWindow/backView", 2)
    #expect(y6.map { CLITestSupport.close($0, 620.666666667) } == true)
    #expect(y7.map { CLITestSupport.close($0, 581.333333333) } == true)
    let a6 = Self.value(blocks["0.6"], "toastWindow/backView", -1)
    #expect(a6.map { CLITestSupport.close($0, 1.0 / 3) } == true)
  }

  @Test func jsonLinesCarryTheEventsSinceTheSampleBefore() throws {
    let out = CLI.run(arguments: [
      "toast", "Hi", "--then", "Yo@0.2", "--timeline", "0:3:1", "--format", "json",
    ]).stdout
    let lines = out.split(separator: "\n")
    #expect(lines.count == 4)
    let events = try lines.map { line in
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return try #require(object["events"] as? [[String: Any]])
    }
    // Hi from 0 (fades from 1.5, gone at 2.5); Yo queued behind it, on screen at 2.5.
    #expect(events.map(\.count) == [1, 0, 1, 1])
    #expect(events[0].first?["text"] as? String == "Hi")
    #expect(events[2].first?["event"] as? String == "dismissed")
    #expect(events[2].first?["reason"] as? String == "timeout")
    #expect(events[2].first?["t"] as? Double == 1.5)
    #expect(events[3].first?["text"] as? String == "Yo")
    #expect(events[3].first?["t"] as? Double == 2.5)
    #expect(events[3].first?["toast"] as? Int == 2)
    // The floating command has no events: its lines are as before.
    let floating = CLI.run(arguments: ["floating", "--timeline", "0:0:1", "--format", "json"])
    #expect(!floating.stdout.contains("events"))
  }

  @Test func svgTimelinesShowTheEventsAsCaptions() {
    let strip = CLI.run(arguments: [
      "toast", "A < B", "--timeline", "0:1:1", "--format", "svg", "--filmstrip",
    ]).stdout
    #expect(strip.contains(">0 s toast 1: announcement \u{201C}A &lt; B\u{201D}</text>"))
    #expect(strip.contains("height=\"892\""))  // 852 + 24 + one caption line
    let flip = CLI.run(arguments: ["toast", "Hi", "--timeline", "0:1:1", "--format", "svg"])
    #expect(flip.stdout.contains("height=\"868\" viewBox=\"0 0 393 868\""))
  }

  /// Docs/Animation.md shows this picture; it is this command's output.
  @Test func theStackingFilmstripInTheDocsIsTheCommandsOutput() throws {
    let arguments = [
      "toast", "Saved", "--then", "Copied@0.5", "--then", "Sent@1", "--stack", "3",
      "--timeline", "0.3:2.7:0.6", "--format", "svg", "--filmstrip",
    ]
    let output = CLI.run(arguments: arguments).stdout
    let url = CLITestSupport.packageRoot.appendingPathComponent("Docs/images/toast-stack.svg")
    if ProcessInfo.processInfo.environment["LAYOUT_RECORD"] == "1" {
      try Data(output.utf8).write(to: url)
      return
    }
    let committed = try #require(
      FileManager.default.contents(atPath: url.path),
      "Docs/images/toast-stack.svg is missing (LAYOUT_RECORD=1 writes it)")
    #expect(String(decoding: committed, as: UTF8.self) == output)
    let page = try String(
      contentsOf: CLITestSupport.packageRoot.appendingPathComponent("Docs/Animation.md"),
      encoding: .utf8)
    #expect(
      page.contains(
        "layoutcli " + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " "))
    )
  }

  @Test(arguments: [
    (
      ["toast", "hi", "--actions", "tap@x"],
      "Error: --actions needs tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T (seconds from 0 to 86400), got 'tap@x'"
    ),
    (
      ["toast", "hi", "--actions", "tapp@1"],
      "Error: --actions: unknown action 'tapp' in 'tapp@1' (did you mean 'tap'?); expected tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T"
    ),
    (
      ["toast", "hi", "--actions", "hold@1"],
      "Error: --actions needs tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T (seconds from 0 to 86400), got 'hold@1'"
    ),
    (
      ["toast", "hi", "--actions", "tap@1,,tap@2"],
      "Error: --actions: unknown action '' in ''; expected tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T"
    ),
    (
      ["toast", "hi", "--actions", "toggle@1"],
      "Error: --actions: unknown action 'toggle' in 'toggle@1'; expected tap@T, swipe-up@T, swipe-down@T, hold@T:SECONDS, keyboard-up@T or keyboard-down@T"
    ),
    (
      ["toast", "hi", "--then", "Copied"],
      "Error: --then needs MESSAGE@SECONDS (seconds from 0 to 86400), got 'Copied'"
    ),
    (
      ["toast", "hi", "--then", "Copied@-1"],
      "Error: --then needs MESSAGE@SECONDS (seconds from 0 to 86400), got 'Copied@-1'"
    ),
    (
      ["toast", "hi", "--stack", "11"], "Error: --stack needs a whole number from 1 to 10, got '11'"
    ),
    (["toast", "hi", "--pause", "nan"], "Error: --pause needs seconds from 0 to 86400, got 'nan'"),
  ])
  func badScriptsAreUsageErrors(arguments: [String], message: String) {
    let result = CLI.run(arguments: arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }

  @Test func thenSplitsAtTheLastAt() {
    let blocks = Self.blocks([
      "x", "--then", "mail@example.com@0", "--stack", "2", "--timeline", "0:0:1",
    ])
    #expect(blocks["0"]?.contains("event 0 toast 2 announcement \"mail@example.com\"") == true)
  }
}
