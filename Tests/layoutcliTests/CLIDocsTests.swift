import Foundation
import Testing

@testable import layoutcli

/// The pages quote the CLI: Docs/CLI.md each command's help, the error format and examples;
/// README.md, the other guides and Docs/examples their own runs. These tests run every quoted
/// command (`$ swift run -c release layoutcli …`, see ``DocCommand``) and compare what it
/// prints with the lines the page shows after it, so no page can drift from the CLI, and
/// list every quoted command they do not run with the reason its page gives.
@Suite("layoutcli docs")
struct CLIDocsTests {
  /// A quoted command line that runs layoutcli.
  typealias Quote = DocCommand

  /// The pages: README.md, every `.md` under Docs and the DocC catalog's articles.
  static let pages: [String] = {
    var pages = ["README.md"]
    for directory in ["Docs", "Sources/Layout/Layout.docc"] {
      let root = CLITestSupport.packageRoot.appendingPathComponent(directory)
      let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]
      pages += (files ?? []).filter { $0.hasSuffix(".md") }.map { directory + "/" + $0 }
    }
    return pages.sorted()
  }()

  /// The text of a page.
  static func text(of page: String) -> String {
    let url = CLITestSupport.packageRoot.appendingPathComponent(page)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// Docs/CLI.md.
  static let document = text(of: "Docs/CLI.md")

  /// Every `$` command of every page.
  static let commands: [DocCommand] = pages.flatMap {
    DocCommand.commands(page: $0, text: text(of: $0))
  }

  /// The commands that are run: layoutcli commands in fences not marked `not run`.
  static let runCommands = commands.filter {
    $0.notRunReason == nil && $0.mentionsLayoutcli && $0.problem == nil
  }

  /// The commands run in-process (one plain invocation).
  static let quotes = runCommands.filter { $0.arguments != nil }

  /// The commands the shell runs with the built binary (pipes, redirections, quoting).
  static let shellCommands = runCommands.filter { $0.arguments == nil }

  /// What a run printed as a terminal shows it: standard error, then standard output,
  /// without empty lines at the end.
  static func printed(stdout: String, stderr: String) -> [String] {
    var lines = (stderr + stdout).components(separatedBy: "\n")
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test func theDocumentQuotesTheHelpOfEveryCommandAndTheTopLevel() {
    let quoted = Self.quotes.filter { $0.page == "Docs/CLI.md" }.compactMap(\.arguments)
    let helped = Set(quoted.filter { $0.last == "--help" })
    #expect(helped.contains(["--help"]))
    for name in CLI.commands.map({ $0.commandName }) {
      #expect(helped.contains([name, "--help"]), "Docs/CLI.md has no `\(name) --help` block")
    }
  }

  @Test(arguments: quotes)
  func everyQuotedRunPrintsWhatItsPageShows(_ quote: Quote) throws {
    // Paths in the pages are relative to the package's directory.
    let arguments = try #require(quote.arguments).map {
      $0.hasPrefix("Docs/") ? CLITestSupport.packageRoot.appendingPathComponent($0).path : $0
    }
    let result = CLI.run(arguments: arguments)
    // Messages name the files as the page does (relative to the package's directory).
    let root = CLITestSupport.packageRoot.path + "/"
    let printed = Self.printed(stdout: result.stdout, stderr: result.stderr).map {
      $0.replacingOccurrences(of: root, with: "")
    }
    #expect(
      printed == quote.output,
      "run it and paste its output into \(quote.page):\n\(printed.joined(separator: "\n"))")
  }

  @Test(
    .enabled(if: BinaryTests.binary != nil, "layoutcli binary not found in the build products"),
    arguments: shellCommands)
  func everyQuotedShellCommandPrintsWhatItsPageShows(_ command: DocCommand) throws {
    let result = try Self.runInShell(command)
    let printed = Self.printed(stdout: result.stdout, stderr: result.stderr)
    #expect(
      printed == command.output,
      "run it and paste its output into \(command.page):\n\(printed.joined(separator: "\n"))")
  }

  /// Runs a command with `/bin/sh` in a fresh directory whose `Docs` links to the
  /// package's, the layoutcli invocation replaced by the built binary.
  static func runInShell(_ command: DocCommand) throws -> (stdout: String, stderr: String) {
    let binary = try #require(BinaryTests.binary)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutcli-docs-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("Docs"),
      withDestinationURL: CLITestSupport.packageRoot.appendingPathComponent("Docs"))
    var script = command.text
    for invocation in DocCommand.invocations {
      script = script.replacingOccurrences(of: invocation, with: "'\(binary.path)'")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  @Test func everyQuotedCommandRunsOrItsPageSaysWhyNot() {
    for command in Self.commands where command.notRunReason == nil {
      if let problem = command.problem {
        Issue.record("\(command.page):\(command.line): \(problem)")
      }
    }
    for command in Self.commands {
      guard let reason = command.notRunReason else { continue }
      Swift.print("layoutcli docs: not run: \(command.testDescription) (\(reason))")
      #expect(!reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(command.testDescription)")
    }
  }

  @Test func noPageStartsACommandWithABareLayoutcli() {
    // In a fence of commands without `$` prompts (whose commands the test above reads), a
    // line that starts with `layoutcli ` is a command a reader's shell cannot find. Help
    // output quotes its examples indented, which is fine.
    for page in Self.pages {
      var fence: [(number: Int, line: String)]?
      for (number, line) in Self.text(of: page).components(separatedBy: "\n").enumerated() {
        guard line.trimmingCharacters(in: .whitespaces).hasPrefix("```") else {
          fence?.append((number + 1, line))
          continue
        }
        guard let lines = fence else {
          fence = []
          continue
        }
        fence = nil
        guard !lines.contains(where: { $0.line.hasPrefix("$ ") }) else { continue }
        for (number, line) in lines where line.hasPrefix("layoutcli ") {
          Issue.record("\(page):\(number): write 'swift run -c release layoutcli …': \(line)")
        }
      }
    }
  }

  @Test func theDocumentQuotesAnArgumentError() {
    #expect(
      Self.quotes.contains { quote in
        quote.page == "Docs/CLI.md"
          && CLI.run(arguments: quote.arguments ?? []).exitCode == ExitCode.usage
      })
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
      DocCommand.words(#"toast "Hello, Toast!" --device "iPhone SE""#) == [
        "toast", "Hello, Toast!", "--device", "iPhone SE",
      ])
    #expect(DocCommand.words("solve $FILE") == nil)
  }

  @Test func aCommandIsReadWithItsContinuationAndOutput() {
    let text = """
      <!-- doc-block: not run: slow -->
      ```
      $ python3 x.py
      ```

      ```
      $ printf '%s\\n' 'a' \\
          'b' | swift run -c release layoutcli solve -
      Error: one
      $ swift run -c release layoutcli --version
      layoutcli 0.1.0

      ```

      ```swift
      $ not a command
      ```
      """
    let commands = DocCommand.commands(page: "P.md", text: text)
    #expect(commands.map(\.line) == [3, 7, 10])
    #expect(commands.map(\.notRunReason) == ["slow", nil, nil])
    #expect(
      commands[1].text == "printf '%s\\n' 'a' \\\n    'b' | swift run -c release layoutcli solve -")
    #expect(commands[1].output == ["Error: one"])
    #expect(commands[1].arguments == nil)
    #expect(commands[1].problem == nil)
    #expect(commands[2].arguments == ["--version"])
    #expect(commands[2].output == ["layoutcli 0.1.0"])
    #expect(commands[0].problem != nil)
  }

  @Test func aBareOrDebugLayoutcliIsAProblem() {
    let bare = DocCommand(page: "P.md", line: 1, text: "layoutcli devices", output: [])
    let debug = DocCommand(page: "P.md", line: 1, text: "swift run layoutcli devices", output: [])
    let built = DocCommand(
      page: "P.md", line: 1, text: ".build/release/layoutcli devices", output: [])
    #expect(bare.problem != nil)
    #expect(debug.problem != nil)
    #expect(built.problem == nil && built.arguments == ["devices"])
  }
}
