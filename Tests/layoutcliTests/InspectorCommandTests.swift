import Foundation
import Testing

@testable import layoutcli

/// `--format html`: the inspector page from `toast`, `floating` and `solve`, with and without
/// a timeline (the page itself is tested in InspectorPageTests, and in a browser by
/// Docs/tools/inspector-browser-check.sh).
@Suite struct InspectorCommandTests {
  /// The JSON of the page's script element with the given id.
  func blob(_ id: String, _ html: String) throws -> Any {
    let open = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
    let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
    return try JSONSerialization.jsonObject(
      with: Data(html[open.upperBound..<close.lowerBound].utf8))
  }

  /// The inspector blob's views by path.
  func views(_ html: String) throws -> [String: [String: Any]] {
    let object = try #require(try blob("inspector-data", html) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    return Dictionary(
      views.map { ($0["path"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
  }

  @Test(arguments: [
    ["toast", "Hello, Toast!"], ["toast", "Hi", "--style", "banner", "--at", "1"],
    ["floating", "--state", "open"],
    ["solve", CLITestSupport.example("toast-capsule.layout.json")],
  ])
  func everyLayoutCommandWritesAPage(_ arguments: [String]) throws {
    let run = CLI.run(arguments: arguments + ["--format", "html"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(run.stdout.hasSuffix("</html>\n"))
    #expect(try blob("render-samples", run.stdout) is [Any])
    #expect(try views(run.stdout).count > 1)
  }

  @Test func theSeedToastPageNamesTheDSLCallSitesOfItsConstraints() throws {
    let html = CLI.run(arguments: ["toast", "Hello, Toast!", "--format", "html"]).stdout
    let back = try #require(try views(html)["toastWindow/backView"])
    let constraints = try #require(back["constraints"] as? [[String: Any]])
    let width = try #require(constraints.first)
    let description = try #require(width["description"] as? String)
    #expect(description.hasPrefix("backView.width == messageLabel.width * 1.5 @Toast.swift:"))
    #expect(description.hasSuffix(":\(try #require(width["line"] as? Int))"))
    #expect((width["file"] as? String)?.hasSuffix("Toast.swift") == true)
    #expect(width["column"] is NSNull)
    #expect(width["multiplier"] as? Double == 1.5)
    #expect(width["state"] as? String == "held")
  }

  @Test func aLayoutFilesPageCarriesTheChainsAsWrittenTheConflictAndTheAmbiguity() throws {
    let path = CLITestSupport.example("inspector-conflict.layout.json")
    let run = CLI.run(arguments: ["solve", path, "--format", "html"])
    #expect(run.exitCode == 0)
    #expect(run.stderr.contains("Warning:"))
    let views = try views(run.stdout)
    let card = try #require(views["main/card"]?["constraints"] as? [[String: Any]])
    #expect(card.first?["chain"] as? String == "$0.left.right.equalToSuperview().inset(20)")
    #expect(card.first?["file"] as? String == path)
    #expect(card.first?["line"] as? Int == 15)
    #expect(card.first?["column"] as? Int == 13)
    let broken = try #require(card.first { $0["state"] as? String == "broken" })
    #expect(broken["label"] as? String == "card <width> & \"fixed\"")
    #expect(
      broken["chain"] as? String
        == "$0.width.equalTo(100).labeled(\"card <width> & \\\"fixed\\\"\")")
    #expect((broken["conflictsWith"] as? [String])?.count == 3)
    #expect(card.first?["inConflict"] as? Bool == true)
    #expect(views["main/badge"]?["ambiguous"] as? [String] == ["minY"])
    let title = try #require(views["main/card/title"]?["constraints"] as? [[String: Any]])
    #expect(title.first?["chain"] as? String == "$0.top.left.equalToSuperview().inset(16)")
    // Under --strict, the page still comes out and the exit code says there were diagnostics.
    let strict = CLI.run(arguments: ["solve", path, "--format", "html", "--strict"])
    #expect(strict.exitCode == 1)
    #expect(strict.stdout == run.stdout)
  }

  @Test func aTimelinePageHasOneSamplePerTimeAndTheViewsOfEverySample() throws {
    let html = CLI.run(arguments: ["toast", "Hi", "--timeline", "0:3:0.5", "--format", "html"])
      .stdout
    let samples = try #require(try blob("render-samples", html) as? [[String: Any]])
    #expect(samples.map { $0["t"] as? Double } == [0, 0.5, 1, 1.5, 2, 2.5, 3])
    #expect(html.contains("max=\"6\" step=\"1\" value=\"0\" data-samples=\"7\""))
    // Gone from the last samples, the toast's views are still inspected.
    let last = try #require(samples.last?["tree"] as? [String: Any])
    #expect((last["windows"] as? [Any])?.count == 1)
    #expect(try views(html)["toastWindow/backView/messageLabel"] != nil)
    let floating = CLI.run(arguments: [
      "floating", "--actions", "toggle@0", "--timeline", "0:0.4:0.1", "--format", "html",
    ]).stdout
    #expect(floating.contains("data-samples=\"5\""))
    #expect(
      CLI.run(arguments: ["floating", "--at", "0.1", "--format", "html"]).stdout
        .contains("id=\"scrubber\"") == false)
  }

  @Test func aPageHoldsAtMostAThousandSamples() {
    let run = CLI.run(arguments: ["toast", "Hi", "--timeline", "0:5:0.001", "--format", "html"])
    #expect(run.exitCode == 64)
    #expect(run.stderr.contains("an html page holds at most 1000"))
    #expect(run.stdout.isEmpty)
    let page = CLI.run(arguments: [
      "toast", "Hi", "--timeline", "0:0.999:0.001", "--format", "html",
    ])
    #expect(page.exitCode == 0)
  }

  @Test func thePagesAreTheSameBytesEveryRun() {
    let arguments = [
      "floating", "--actions", "toggle@0", "--timeline", "0:0.2:0.1", "--format", "html",
    ]
    #expect(CLI.run(arguments: arguments).stdout == CLI.run(arguments: arguments).stdout)
  }

  @Test func aLayoutFilesConstraintsArePlacedByLineAndColumnWithTheirText() throws {
    let file = """
      {"device": "iPhone 15", "windows": [{"id": "w", "views": [
        {"id": "box",
         "constraints": ["$0.size.equalTo(100)",
           "$0.center.equalToSuperview()"]}]}]}
      """
    let run = CLI.run(arguments: ["solve", "-", "--format", "html"], stdin: Array(file.utf8))
    #expect(run.exitCode == 0)
    let box = try #require(try views(run.stdout)["w/box"]?["constraints"] as? [[String: Any]])
    let places = box.map {
      [$0["file"] as? String, "\($0["line"] ?? "")", "\($0["column"] ?? "")"]
    }
    // `make.size` makes two linear constraints, `make.center` two: each pair shares a place.
    #expect(
      places == [
        ["<stdin>", "3", "20"], ["<stdin>", "3", "20"], ["<stdin>", "4", "6"],
        ["<stdin>", "4", "6"],
      ])
    #expect(
      box.map { $0["chain"] as? String } == [
        "$0.size.equalTo(100)", "$0.size.equalTo(100)", "$0.center.equalToSuperview()",
        "$0.center.equalToSuperview()",
      ])
    #expect((box.first?["description"] as? String)?.hasSuffix(" @<stdin>:3:20") == true)
  }
}
