import Foundation
import Layout
import Testing

@testable import layoutcli

@Suite("layoutcli arguments")
struct CLIArgumentTests {
  @Test(arguments: [["--help"], ["help"], ["-h"]])
  func topLevelHelpListsEverySubcommand(_ arguments: [String]) {
    let result = CLI.run(arguments: arguments)
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: layoutcli <subcommand>\n"))
    for word in ["toast", "floating", "solve", "devices", "system", "bench", "help"] {
      #expect(result.stdout.contains("\n  \(word) "), "missing \(word)")
    }
    #expect(result.stdout.contains("\nEXIT CODES:\n  0 "))
    #expect(result.stdout.hasSuffix("See 'layoutcli help <subcommand>' for detailed help.\n"))
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func unknownFlagExitsSixtyFourWithUsage() {
    let result = CLI.run(arguments: ["system", "--fast", "a.json"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr == "Error: unknown option '--fast'\n"
        + "Usage: layoutcli system <file> [--all-steps] [--strict]\n\n"
        + "  See 'layoutcli system --help' for more information.\n")
  }

  @Test func missingOperandExitsSixtyFour() {
    let result = CLI.run(arguments: ["system", "--strict"])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.hasPrefix("Error: missing expected argument '<file>'\nUsage: layoutcli system"))
  }

  @Test func extraOperandExitsSixtyFour() {
    let result = CLI.run(arguments: ["system", "a.json", "b.json"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: unexpected extra argument 'b.json'\n"))
  }

  @Test func noCommandOrAnUnknownOneExitsSixtyFour() {
    #expect(CLI.run(arguments: []).exitCode == 64)
    let result = CLI.run(arguments: ["frobnicate"])
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: unknown command 'frobnicate'\n"))
  }

  @Test(arguments: [
    (
      ["--families", "chain,ring"],
      "unknown family 'ring'; expected chain, grid, tree, toasts, stack, cards-screen,"
        + " anchors-screen, nested-screen, siblings-screen, toasts-screen, floating-screen,"
        + " stacks-screen or table-screen"
    ),
    (["--sizes", "100,x"], "--sizes: expected a whole number from 1 to 10000000, got 'x'"),
    (["--runs", "0"], "--runs: expected a whole number from 1 to 10000000, got '0'"),
    (["--runs"], "missing value for '--runs <n>'"),
    (["--emit", "chain"], "missing value for '--emit <family> <n>'"),
    (["--output", "x.json"], "--output is only for --emit"),
    (["--fast"], "unknown option '--fast'"),
    (["--layout", "10", "--remove-readd"], "--remove-readd is only for the solver families"),
    (["--memory"], "--memory is only for --layout"),
    (["--parallel", "2", "--memory"], "--memory is only for --layout"),
  ])
  func badBenchArgumentsExitSixtyFour(_ arguments: [String], _ message: String) {
    let result = CLI.run(arguments: ["bench"] + arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("Error: " + message + "\nUsage: layoutcli bench"))
  }

  @Test func benchRefusesADebugBuild() {
    // Tests are built in debug, where the solver's invariant checks are on.
    guard Solver.invariantChecksEnabled else { return }
    let result = CLI.run(arguments: ["bench", "--sizes", "10", "--runs", "1"])
    #expect(result.exitCode == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "layoutcli bench: this is a debug build with invariant checks; run swift"
        + " run -c release layoutcli bench\n")
  }

  @Test func emitWritesTheFileGivenByOutput() throws {
    let path = try CLITestSupport.temporaryFile("unused.json", "")
    let result = CLI.run(arguments: ["bench", "--emit", "toasts", "4", "--output", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "")
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(text.hasPrefix(#"{"name":"toasts-4","constraints":[{"terms":[[1,"win.left"]],"#))
  }

  @Test func emitToAnUnwritablePathExitsSeventyThree() {
    let result = CLI.run(arguments: ["bench", "--emit", "chain", "3", "--output", "/nonexistent/x"])
    #expect(result.exitCode == 73)
    #expect(result.stderr.hasPrefix("Error: /nonexistent/x: cannot write the file"))
  }
}
