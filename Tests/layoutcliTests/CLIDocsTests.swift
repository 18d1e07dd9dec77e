import Foundation
import Testing

@testable import layoutcli

/// Docs/CLI.md quotes the CLI: each command's help, the error format, examples. These tests
/// run every quoted command line and compare, so the doc cannot drift from the CLI.
@Suite("layoutcli docs")
struct CLIDocsTests {
  /// A fenced block that starts with `$ swift run -c release layoutcli ARGS`.
  struct Quote: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let prompt = "$ swift run -c release layoutcli "

  static let document: String = {
    let url = CLITestSupport.packageRoot.appendingPathComponent("Docs/CLI.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The quoted runs of one command line without pipes or redirections.
  static let quotes: [Quote] = {
    var quotes: [Quote] = []
    let lines = document.components(separatedBy: "\n")
    var index = 0
    while index + 1 < lines.count {
      defer { index += 1 }
      guard lines[index] == "```", lines[index + 1].hasPrefix(prompt) else { continue }
      let command = String(lines[index + 1].dropFirst(prompt.count))
      guard !command.contains(where: { "|<>\\".contains($0) }),
        let arguments = words(command)
      else { continue }
      var end = index + 2
      while end < lines.count && lines[end] != "```" { end += 1 }
      let body = lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n")
      quotes.append(Quote(arguments: arguments, output: body + "\n"))
      index = end
    }
    return quotes
  }()

  /// The words of a command line, with `"…"` quoting; nil for other shell syntax.
  static func words(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        if "'$`".contains(character) { return nil }
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return quoted ? nil : words
  }

  @Test func theDocumentQuotesTheHelpOfEveryCommandAndTheTopLevel() {
    let helped = Set(Self.quotes.filter { $0.arguments.last == "--help" }.map(\.arguments))
    #expect(helped.contains(["--help"]))
    for name in CLI.commands.map({ $0.commandName }) {
      #expect(helped.contains([name, "--help"]), "Docs/CLI.md has no `\(name) --help` block")
    }
  }

  @Test(arguments: quotes)
  func everyQuotedRunPrintsWhatTheDocumentShows(_ quote: Quote) {
    // Paths in the document are relative to the package's directory.
    let arguments = quote.arguments.map {
      $0.hasPrefix("Docs/") ? CLITestSupport.packageRoot.appendingPathComponent($0).path : $0
    }
    let result = CLI.run(arguments: arguments)
    // Successful runs quote standard output, failing ones standard error.
    let printed = result.exitCode == 0 ? result.stdout : result.stderr
    #expect(printed == quote.output, "run it and paste its output into Docs/CLI.md")
  }

  @Test func theDocumentQuotesAnArgumentError() {
    #expect(Self.quotes.contains { CLI.run(arguments: $0.arguments).exitCode == ExitCode.usage })
  }

  @Test func theExitCodeTableListsEveryCodeOnce() {
    let section = Self.document.components(separatedBy: "\n## Exit codes\n").last ?? ""
    let table = section.components(separatedBy: "\n").drop { !$0.hasPrefix("| code |") }
    let rows = table.prefix { $0.hasPrefix("|") }.dropFirst(2)
    let codes = rows.compactMap { row in
      Int32(row.dropFirst(2).prefix { $0 != " " })
    }
    #expect(codes == ExitCode.meanings.map(\.code))
  }

  @Test func wordsReadQuotedArguments() {
    #expect(
      Self.words(#"toast "Hello, Toast!" --device "iPhone SE""#) == [
        "toast", "Hello, Toast!", "--device", "iPhone SE",
      ])
    #expect(Self.words("solve $FILE") == nil)
  }
}
