import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli argument parsing")
struct CLIParsingTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let didYouMean: [ErrorCase] = [
    ErrorCase(
      arguments: ["solve", "a.json", "--formt", "json"],
      message: "unknown option '--formt' (did you mean '--format'?)"),
    ErrorCase(
      arguments: ["system", "a.json", "--all-step"],
      message: "unknown option '--all-step' (did you mean '--all-steps'?)"),
    ErrorCase(
      arguments: ["--verison"], message: "unknown option '--verison' (did you mean '--version'?)"),
    ErrorCase(arguments: ["solv"], message: "unknown command 'solv' (did you mean 'solve'?)"),
    ErrorCase(
      arguments: ["help", "toats"], message: "unknown command 'toats' (did you mean 'toast'?)"),
    ErrorCase(
      arguments: ["solve", "a.json", "--format", "jsn"],
      message: "unknown format 'jsn' (did you mean 'json'?); expected text, json, svg or html"),
    ErrorCase(
      arguments: ["floating", "--state", "opn"],
      message: "unknown state 'opn' (did you mean 'open'?); expected closed or open"),
    ErrorCase(
      arguments: ["bench", "--screen", "card", "--layout", "10"],
      message: "unknown screen 'card' (did you mean 'cards'?); expected cards, anchors, nested,"
        + " siblings, toasts, floating, stacks or table"),
    ErrorCase(
      arguments: ["bench", "--families", "chain,gird"],
      message: "unknown family 'gird' (did you mean 'grid'?); expected chain, grid, tree, toasts,"
        + " stack, cards-screen, anchors-screen, nested-screen, siblings-screen, toasts-screen,"
        + " floating-screen, stacks-screen or table-screen"),
    ErrorCase(
      arguments: ["toast", "hi", "--device", "iPhone 14"],
      message: "unknown device 'iPhone 14' (did you mean 'iPhone 15'?); `layoutcli devices`"
        + " lists them"),
    // A short word two edits from another is not suggested: png is not svg.
    ErrorCase(
      arguments: ["toast", "hi", "--format", "png"],
      message: "unknown format 'png'; expected text, json, svg or html"),
  ]

  @Test(arguments: didYouMean)
  func misspeltNamesSuggestTheClosest(_ testCase: ErrorCase) {
    let result = CLI.run(arguments: testCase.arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: " + testCase.message + "\nUsage: layoutcli "))
  }

  @Test func anArgumentErrorPrintsTheMessageTheUsageAndWhereTheHelpIs() {
    let result = CLI.run(arguments: ["devices", "--formt", "json"])
    #expect(
      result.stderr == """
        Error: unknown option '--formt' (did you mean '--format'?)
        Usage: layoutcli devices [--format <format>]

          See 'layoutcli devices --help' for more information.

        """)
  }

  @Test func anUnknownCommandPrintsTheTopLevelUsage() {
    let result = CLI.run(arguments: ["frobnicate"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr == "Error: unknown command 'frobnicate'\nUsage: layoutcli <subcommand>\n\n"
        + "  See 'layoutcli --help' for more information.\n")
  }

  @Test func equalsAndASeparateValueReadTheSame() {
    let file = CLITestSupport.example("toast-capsule.layout.json")
    let spaced = CLI.run(arguments: ["solve", file, "--format", "json", "--device", "iPhone SE"])
    let joined = CLI.run(arguments: ["solve", file, "--format=json", "--device=iPhone SE"])
    #expect(spaced.exitCode == 0)
    #expect(joined.exitCode == 0)
    #expect(joined.stdout == spaced.stdout)
    #expect(joined.stdout.contains(#""width":375"#))
  }

  @Test func anEmptyValueAfterEqualsIsAValue() {
    let result = CLI.run(arguments: ["devices", "--format="])
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: unknown format ''; expected text or json\n"))
  }

  @Test(arguments: [
    (["toast", "hi", "--style"], "missing value for '--style <style>'"),
    (["solve", "a.json", "--device"], "missing value for '--device <name>'"),
    (["bench", "--emit", "grid"], "missing value for '--emit <family> <n>'"),
    (["toast", "hi", "--debug=yes"], "option '--debug' takes no value"),
    (["toast"], "missing expected argument '<message>'"),
    (["system", "a.json", "b.json"], "unexpected extra argument 'b.json'"),
    (["devices", "-x"], "unknown option '-x'"),
  ])
  func malformedArgumentsExitSixtyFour(_ arguments: [String], _ message: String) {
    let result = CLI.run(arguments: arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: " + message + "\nUsage: layoutcli "))
    #expect(result.stdout == "")
  }

  @Test func anOptionGivenTwiceKeepsItsLastValue() {
    // As argument-parser does for an option that is not an array.
    let twice = CLI.run(arguments: ["devices", "--format", "json", "--format", "text"])
    #expect(twice.exitCode == 0)
    #expect(twice.stdout == CLI.run(arguments: ["devices"]).stdout)
    let flags = CLI.run(arguments: ["toast", "hi", "--strict", "--strict"])
    #expect(flags.exitCode == 0)
  }

  @Test func theLaterOfAtAndTimelineCounts() {
    let at = CLI.run(arguments: ["toast", "hi", "--timeline", "0:1:0.5", "--at", "1"])
    #expect(at.exitCode == 0)
    #expect(!at.stdout.contains("t = "))
    let timeline = CLI.run(arguments: ["toast", "hi", "--at", "1", "--timeline", "0:1:0.5"])
    #expect(timeline.stdout.components(separatedBy: "t = ").count == 4)
  }

  @Test func dashesAloneAndNegativeNumbersArePositional() throws {
    let parsed = try ToastCommand.signature.parse(["-5"])
    #expect(parsed.arguments == ["-5"])
    let afterDashes = try ToastCommand.signature.parse(["--", "--style"])
    #expect(afterDashes.arguments == ["--style"])
    #expect(!afterDashes.contains(.style))
    let stdin = try SolveCommand.signature.parse(["-", "--strict"])
    #expect(stdin.arguments == ["-"])
    #expect(stdin.contains(.strict))
  }

  /// A command reads its options by name (`parsed.value(.offset)`); reading one its
  /// signature does not declare would always be nil, so it stops the program instead.
  @Test func readingAnUndeclaredOptionIsAProgrammerError() async {
    await #expect(processExitsWith: .success) {
      _ = try ToastCommand.signature.parse(["hi"]).contains(.style)
    }
    await #expect(processExitsWith: .failure) {
      _ = try ToastCommand.signature.parse(["hi"]).contains(.zoom)  // floating's option
    }
  }

  @Test func optionsMayComeBeforeAndAfterTheArguments() throws {
    let command = try ToastCommand(arguments: ["--style", "banner", "hi", "--offset", "-12"])
    #expect(command.message == "hi")
    #expect(command.style == .banner)
    #expect(command.offset == -12)
  }

  @Test func everyChoiceListsItsEnumsCasesInOrder() throws {
    let format = try #require(SolveCommand.signature.option(named: "--format"))
    #expect(format.listedValues == RenderOutput.Format.allCases.map(\.rawValue))
    #expect(format.helpText.hasSuffix("(values: text, json, svg, html; default: text)"))
    let orientation = try #require(ToastCommand.signature.option(named: "--orientation"))
    #expect(orientation.listedValues == ["portrait", "landscape"])
  }
}
