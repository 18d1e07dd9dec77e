import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli help")
struct CLIHelpTests {
  static let commandNames = CLI.commands.map { $0.commandName }

  @Test(arguments: commandNames)
  func everyCommandHasItsOwnHelpByEverySpelling(_ name: String) {
    let byHelp = CLI.run(arguments: ["help", name])
    #expect(byHelp.exitCode == 0)
    #expect(byHelp.stderr == "")
    #expect(byHelp.stdout.hasPrefix("OVERVIEW: "))
    #expect(byHelp.stdout.contains("\nUSAGE: layoutcli \(name)"))
    #expect(byHelp.stdout.contains("\nOPTIONS:\n"))
    #expect(byHelp.stdout.contains("\n  -h, --help              Show help information.\n"))
    #expect(byHelp.stdout.contains("\nEXAMPLES:\n  "))
    #expect(byHelp.stdout != CLI.run(arguments: ["--help"]).stdout)
    for spelling in [[name, "--help"], [name, "-h"]] {
      let result = CLI.run(arguments: spelling)
      #expect(result.exitCode == 0 && result.stderr == "")
      #expect(result.stdout == byHelp.stdout, "\(spelling)")
    }
  }

  @Test(arguments: commandNames)
  func helpListsEveryDeclaredArgumentAndOptionWithinEightyColumns(_ name: String) throws {
    let command = try CLI.command(named: name)
    let help = command.signature.help
    for option in command.signature.allOptions {
      #expect(help.contains("\n  " + option.helpLabel), "\(option.name) missing")
    }
    for argument in command.signature.arguments {
      #expect(help.contains("\n  <\(argument.name)>"), "<\(argument.name)> missing")
    }
    let examples = help.components(separatedBy: "\nEXAMPLES:\n")[0]
    for line in examples.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test(arguments: commandNames)
  func usageLinesNameOnlyDeclaredOptionsAndArguments(_ name: String) throws {
    let signature = try CLI.command(named: name).signature
    for item in signature.usages.joined() {
      switch item {
      case .required(let option), .optional(let option):
        #expect(signature.option(option) != nil, "\(option) is not declared")
      case .argument(let argument):
        #expect(signature.arguments.contains { $0.name == argument }, "<\(argument)>")
      case .literal: break
      }
    }
  }

  @Test func helpWinsOverOtherArgumentErrors() {
    let result = CLI.run(arguments: ["solve", "--formt", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == SolveCommand.signature.help)
  }

  @Test func helpAfterAnOptionIsHelpAndAfterTwoDashesAMessage() {
    let result = CLI.run(arguments: ["devices", "--format", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == DevicesCommand.signature.help)
    let message = CLI.run(arguments: ["toast", "--", "--help"])
    #expect(message.exitCode == 0)
    #expect(message.stdout.contains("toastWindow/backView/messageLabel"))
  }

  @Test func helpForHelpIsTheTopLevelHelpAndExtraWordsAreErrors() {
    let top = CLI.run(arguments: ["--help"]).stdout
    for words in [["help", "help"], ["help", "--help"], ["help", "-h"]] {
      #expect(CLI.run(arguments: words).stdout == top, "\(words)")
    }
    let extra = CLI.run(arguments: ["help", "solve", "toast"])
    #expect(extra.exitCode == 64)
    #expect(extra.stderr.hasPrefix("Error: unexpected extra argument 'toast'\n"))
  }

  @Test func versionPrintsTheVersionConstant() {
    let result = CLI.run(arguments: ["--version"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "layoutcli \(CLI.version)\n")
  }

  /// The layout of argument-parser's own README example (`repeat --help`): labels indented
  /// by 2, texts from column 26, a usage line with every item.
  @Test func layoutMatchesArgumentParsersRepeatExample() {
    let signature = CommandSignature(
      name: "repeat", abstract: "Repeat a phrase.",
      arguments: [CommandArgument(name: "phrase", help: "The phrase to repeat.")],
      options: [
        .flag(OptionName("--include-counter"), help: "Include a counter with each repetition."),
        CommandOption(
          name: OptionName("--count"), shortName: "-c", valueNames: ["count"],
          help: "The number of times to repeat 'phrase'."),
      ])
    #expect(
      signature.help == """
        OVERVIEW: Repeat a phrase.

        USAGE: repeat <phrase> [--include-counter] [--count <count>]

        ARGUMENTS:
          <phrase>                The phrase to repeat.

        OPTIONS:
          --include-counter       Include a counter with each repetition.
          -c, --count <count>     The number of times to repeat 'phrase'.
          -h, --help              Show help information.

        """)
  }

  @Test func longLabelsTakeTheirOwnLineAndTextsWrapAtTheLabelColumn() {
    let signature = CommandSignature(
      name: "tool", abstract: "A tool.",
      options: [
        .choice(
          .orientation, of: Orientation.self, default: .portrait,
          help: "The orientation to lay out in, which decides the size of the screen and its"
            + " safe area.")
      ])
    let help = signature.help
    #expect(
      help.contains(
        """
        OPTIONS:
          --orientation <orientation>
                                  The orientation to lay out in, which decides the size
                                  of the screen and its safe area. (values: portrait,
                                  landscape; default: portrait)
          -h, --help
        """))
  }

  enum Orientation: String, CaseIterable {
    case portrait
    case landscape
  }

  @Test func moreThanTwelveItemsShortenTheUsageToOptions() {
    let options = (1...13).map {
      CommandOption.flag(OptionName("--flag\($0)"), help: "Flag \($0).")
    }
    let signature = CommandSignature(name: "tool", abstract: "A tool.", options: options)
    #expect(signature.usageLines(prefix: "USAGE: ") == "USAGE: tool [<options>]")
  }

  @Test func longUsageLinesWrapUnderTheirFirstItem() {
    let lines = SolveCommand.signature.usageLines(prefix: "USAGE: ").split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= 80 })
    for line in lines.dropFirst() {
      #expect(line.hasPrefix(String(repeating: " ", count: "USAGE: layoutcli solve ".count) + "["))
    }
  }
}
