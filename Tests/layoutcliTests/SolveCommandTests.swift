import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli solve")
struct SolveCommandTests {
  /// Runs `layoutcli solve -` on JSON text given on stdin.
  static func solve(_ json: String, _ flags: [String] = [])
    -> (exitCode: Int32, stdout: String, stderr: String)
  {
    CLI.run(arguments: ["solve", "-"] + flags, stdin: Array(json.utf8))
  }

  static let capsule = CLITestSupport.example("toast-capsule.layout.json")

  static let capsuleTextSE = """
    path                                   x    y  width  height  frame           alpha
    app                                    0    0    375     667  0 0 375 667         1
    toastWindow                            0    0    375     667  0 0 375 667         1
    toastWindow/backView                 132  435    111      32  132 435 111 32      1
    toastWindow/backView/messageLabel  150.5  443     74      16  18.5 8 74 16        1

    """

  static let capsuleText15 = """
    path                                           x              y  width        height  frame                               alpha
    app                                            0              0    393           852  0 0 393 852                             1
    toastWindow                                    0              0    393           852  0 0 393 852                             1
    toastWindow/backView                         141  620.666666667    111  31.333333333  141 620.666666667 111 31.333333333      1
    toastWindow/backView/messageLabel  159.666666667  628.666666667     74  15.666666667  18.666666667 8 74 15.666666667          1

    """

  static let capsuleJSON15Prefix =
    #"{"schemaVersion":3,"screen":{"name":"iPhone 15","width":393,"height":852,"scale":3,"#
    + #""orientation":"portrait","safeArea":{"insets":{"top":59,"left":0,"bottom":34,"#
    + #""right":0},"rect":{"x":0,"y":59,"width":393,"height":759}}},"#

  @Test func capsuleOnIPhoneSEPrintsTheGoldenTable() {
    let result = CLI.run(arguments: ["solve", Self.capsule, "--device", "iPhone SE"])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.capsuleTextSE)
  }

  @Test func capsuleOnIPhone15PrintsTheGoldenTable() {
    let result = CLI.run(arguments: ["solve", Self.capsule])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.capsuleText15)
  }

  @Test func capsuleJSONOnIPhoneSEIsTheGolden() {
    let result = CLI.run(
      arguments: ["solve", Self.capsule, "--format", "json", "--device=iPhone SE (3rd generation)"])
    #expect(result.exitCode == 0)
    Golden.check(result.stdout, "solve-capsule-iphonese.json")
  }

  @Test func capsuleJSONOnIPhone15NamesTheScreenAndHasNoDiagnostics() {
    let result = CLI.run(arguments: ["solve", Self.capsule, "--format=json"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix(Self.capsuleJSON15Prefix))
    #expect(result.stdout.hasSuffix(#""diagnostics":[]}"# + "\n"))
    #expect(
      result.stdout.contains(
        #""id":"backView","path":"toastWindow/backView","type":"view","zIndex":0,"#
          + #""frame":{"x":141,"#))
  }

  /// The capsule with the label's size fixed: backView = 1.5 × 80 by 2 × 20, centred,
  /// bottom 200 above the screen's (852 - 200 - 40 = 612).
  @Test func capsuleWithAFixedLabelSizeGivesHandComputedFrames() throws {
    var text = try String(contentsOfFile: Self.capsule, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""text": "Hello, Toast!","#,
      with: #""text": "Hello, Toast!", "intrinsicSize": {"width": 80, "height": 20},"#)
    let result = Self.solve(text)
    #expect(result.exitCode == 0)
    let table = TextTable(result.stdout)
    // Centred at 136.5 and 156.5: the pixels 409.5 and 469.5 at 3x, written as 410 and 470.
    #expect(
      table.screenRect("toastWindow/backView") == ["136.666666667", "612", "120", "40"])
    #expect(
      table.screenRect("toastWindow/backView/messageLabel") == [
        "156.666666667", "622", "80", "20",
      ])
  }

  @Test func bannerSitsFortyBelowTheSafeAreaAtSixtyPercentWidth() throws {
    let result = CLI.run(arguments: ["solve", CLITestSupport.example("toast-banner.layout.json")])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    let row = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("app/toastLabel ") })
    let cells = row.split(separator: " ").map(String.init)
    // x = (393 - 0.6 × 393) / 2 = 78.6, y = 59 + 40, width 235.8, height 35; written on the
    // 3x grid: the edges 235.8 and 943.2 pixels become 236 and 943 (78⅔, 235⅔ wide).
    #expect(CLITestSupport.close(Double(cells[1]) ?? 0, 236.0 / 3))
    #expect(cells[2] == "99")
    #expect(CLITestSupport.close(Double(cells[3]) ?? 0, 707.0 / 3))
    #expect(cells[4] == "35")
  }

  /// The seed 003 example is `layoutcli floating` written as a layout file (its stack view
  /// of three columns included): the same bytes in every format.
  @Test(arguments: ["text", "json", "svg"])
  func floatingExampleIsTheFloatingCommand(format: String) throws {
    let file = CLI.run(
      arguments: ["solve", CLITestSupport.example("floating.layout.json"), "--format", format])
    let command = CLI.run(arguments: ["floating", "--format", format])
    #expect(file.exitCode == 0)
    #expect(file.stderr == "")
    #expect(file.stdout == command.stdout)
    guard format == "text" else { return }
    let table = TextTable(file.stdout)
    func row(_ path: String) -> [String] { table.row(path) ?? [] }
    // Pinned to the frame guide: the bottom 100 points; three columns of 393 / 3.
    let stack = "window/imageSuperScrollView/floatingView"
    #expect(Array(row(stack).dropFirst().prefix(4)) == ["0", "752", "393", "100"])
    #expect(
      Array(row(stack + "/floatingRightView").dropFirst().prefix(4)) == [
        "262", "752", "131", "100",
      ])
    // Closed: the share button is moved one column left, onto the middle one, transparent.
    let share = row(stack + "/floatingRightView/shareButton")
    // At 174.5, the pixel 523.5 at 3x, written as 524.
    #expect(Array(share.dropFirst().prefix(4)) == ["174.666666667", "758", "44", "44"])
    #expect(share.last == "0")
  }

  @Test func stdinGivesTheSameOutputAsTheFile() throws {
    let text = try String(contentsOfFile: Self.capsule, encoding: .utf8)
    let fromStdin = Self.solve(text, ["--device", "iPhone SE"])
    #expect(fromStdin.exitCode == 0)
    #expect(fromStdin.stdout == Self.capsuleTextSE)
  }

  @Test func twoRunsAreByteIdentical() {
    let path = CLITestSupport.example("floating.layout.json")
    let first = CLI.run(arguments: ["solve", path, "--format", "json"])
    let second = CLI.run(arguments: ["solve", path, "--format", "json"])
    #expect(first.exitCode == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.count > 1000)
  }

  static let conflicting = """
    {"device": "iPhone SE", "windows": [{"id": "w", "views": [{"id": "box", "constraints": [
      "$0.top.left.equalToSuperview()", "$0.height.equalTo(10)", "$0.width.equalTo(100)",
      "$0.width.equalTo(200).labeled(\\"wide\\")"]}]}]}
    """

  static let conflictReport = """
    Warning: <stdin>: Unable to simultaneously satisfy constraints.
      Probably at least one of the constraints in the following list is one you don't want.
      (
        box.width == 100 @<stdin>:2:62,
        'wide' box.width == 200 @<stdin>:3:3
      )
      Will attempt to recover by breaking constraint
        'wide' box.width == 200 @<stdin>:3:3

    """

  @Test func conflictIsReportedAndTheFramesStillComeOut() {
    let result = Self.solve(Self.conflicting)
    #expect(result.exitCode == 0)
    #expect(result.stderr == Self.conflictReport)
    #expect(result.stdout.contains("w/box  0  0    100      10"))
  }

  @Test func strictTurnsAConflictIntoExitOne() {
    let result = Self.solve(Self.conflicting, ["--strict"])
    #expect(result.exitCode == 1)
    #expect(
      result.stderr == Self.conflictReport + "Error: <stdin>: 1 layout diagnostic (--strict)\n")
    #expect(result.stdout.contains("w/box"))
  }

  @Test func conflictGoesIntoTheJSONDiagnostics() {
    let result = Self.solve(Self.conflicting, ["--format", "json"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        #""diagnostics":["Unable to simultaneously satisfy constraints.\n  Probably"#))
  }

  @Test func aConstraintToAnotherWindowIsADiagnosticNotACrash() {
    let json = """
      {"device": "iPhone 15", "windows": [
        {"id": "a", "views": [{"id": "x", "constraints": ["$0.edges.equalTo(y)"]}]},
        {"id": "b", "views": [{"id": "y", "constraints": ["$0.edges.equalToSuperview()"]}]}]}
      """
    let result = Self.solve(json, ["--format", "json"])
    #expect(result.exitCode == 0)
    #expect(
      result.stderr.hasPrefix(
        "Warning: <stdin>: no common ancestor: x and y are not in one view hierarchy; skipped"
          + " x.left == y.left @<stdin>:2:53\n"))
    #expect(result.stdout.contains(#""diagnostics":["no common ancestor: x and y"#))
    #expect(Self.solve(json, ["--strict"]).exitCode == 1)
  }

  @Test func superviewClosuresGuidesAndModifiersReachTheDSL() {
    let json = """
      {"device": "iPhone 15", "layoutDirection": "rightToLeft", "windows": [{"id": "w",
       "views": [{"id": "a", "constraints": [
         "make.top.equalToSuperview { $0.safeAreaLayoutGuide }.offset(10)",
         "make.leading.equalTo(superview.layoutMarginsGuide.snp.leading)",
         "make.size.equalTo(CGSize(width: 40, height: 20)).priority(.required).labeled(\\"s\\")"]},
        {"id": "b", "constraints": [
         "$0.edges.equalToSuperview().inset(UIEdgeInsets(top: 100, left: 10, bottom: 200, \
      right: 30)).priority(999)"]}]}]}
      """
    let result = Self.solve(json)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    // Right to left: leading is the right margin (393 - 8 - 40 = 345); top 59 + 10.
    #expect(result.stdout.contains("w/a   345   69     40      20"))
    #expect(result.stdout.contains("w/b    10  100    353     552"))
  }

  @Test func helpPrintsTheCommandsSections() {
    let result = CLI.run(arguments: ["solve", "--help"])
    #expect(result.exitCode == 0)
    for section in [
      "\nUSAGE: layoutcli solve <file>", "\nARGUMENTS:\n", "\nOPTIONS:\n", "\nEXAMPLES:\n",
    ] {
      #expect(result.stdout.contains(section))
    }
    #expect(CLI.run(arguments: ["--help"]).stdout.contains("\n  solve "))
  }
}

@Suite("layoutcli solve DSL diagnostics")
struct SolveDSLDiagnosticTests {
  @Test func aDSLErrorTheLibraryRecordsIsADiagnosticAtTheConstraintsLineAndColumn() {
    let json = """
      {"device": "iPhone 15", "windows": [{"id": "w", "views": [
        {"id": "a", "constraints": ["$0.size.equalTo(b.snp.edges)", "$0.center.equalToSuperview()"]},
        {"id": "b", "constraints": ["$0.edges.equalToSuperview()"]}]}]}
      """
    let result = CLI.run(arguments: ["solve", "-", "--format", "json"], stdin: Array(json.utf8))
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        #""diagnostics":["<stdin>:2:31: cannot constrain [width, height]"#
          + #" to the different attributes [left, top, right, bottom]""#))
    #expect(
      result.stderr.hasPrefix(
        "Warning: <stdin>:2:31: cannot constrain [width, height]"))
  }
}
