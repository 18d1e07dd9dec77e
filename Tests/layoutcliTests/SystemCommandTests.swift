import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli system")
struct SystemCommandTests {
  static let midpointGolden =
    #"{"name":"midpoint","values":{"xl":0,"xm":5,"xr":10},"checksum":15,"#
    + #""stepChecksums":[150,270,15],"unsatisfiable":[]}"# + "\n"

  @Test func midpointExamplePrintsTheGoldenOutput() {
    let result = CLI.run(arguments: ["system", CLITestSupport.example("midpoint-system.json")])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == Self.midpointGolden)
  }

  @Test func theProcessConsoleGetsTheBytesAndKeepsTheSolverUntilExit() {
    var written: [UInt8] = []
    var text = ""
    var kept: [AnyObject] = []
    let console = Console(
      out: { text += $0 }, err: { _ in }, readStdin: { _ in [] },
      outBytes: { written += $0 }, keepUntilExit: { kept.append($0) })
    let path = CLITestSupport.example("midpoint-system.json")
    #expect(CLI.run(arguments: ["system", path], console: console) == 0)
    #expect(String(decoding: written, as: UTF8.self) == Self.midpointGolden)
    #expect(text == "")
    #expect(kept.count == 1)
  }

  @Test func allStepsAddsTheValuesAfterEveryStep() {
    let path = CLITestSupport.example("midpoint-system.json")
    let result = CLI.run(arguments: ["system", "--all-steps", path])
    #expect(result.exitCode == 0)
    let expected =
      #"{"name":"midpoint","values":{"xl":0,"xm":5,"xr":10},"checksum":15,"#
      + #""stepChecksums":[150,270,15],"unsatisfiable":[],"stepValues":["#
      + #"{"xl":30,"xm":50,"xr":70},{"xl":80,"xm":90,"xr":100},{"xl":0,"xm":5,"xr":10}]}"#
      + "\n"
    #expect(result.stdout == expected)
  }

  @Test func outputIsByteIdenticalRunToRun() throws {
    let text = try String(decoding: CLITestSupport.fixture("tree-100.json"), as: UTF8.self)
    let first = CLITestSupport.system(text, ["--all-steps"])
    let second = CLITestSupport.system(text, ["--all-steps"])
    #expect(first.exitCode == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.count > 1000)
  }

  @Test func conflictIsSkippedAndReported() {
    let path = CLITestSupport.example("conflict-system.json")
    let result = CLI.run(arguments: ["system", path])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == #"{"name":"conflict","values":{"h":40,"v":60,"w":120},"checksum":220,"#
        + #""stepChecksums":[220,220],"unsatisfiable":[{"index":4,"conflictsWith":[1,2]}]}"#
        + "\n")
    #expect(
      result.stderr
        == "Warning: \(path): constraints[4] 'w == 100' is unsatisfiable: it conflicts with"
        + " constraints[1] 'w == 2 * v', constraints[2] 'v == 60'\n")
  }

  @Test func strictExitsOneOnAConflict() {
    let path = CLITestSupport.example("conflict-system.json")
    let result = CLI.run(arguments: ["system", path, "--strict"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains(#""unsatisfiable":[{"index":4,"conflictsWith":[1,2]}]"#))
  }

  @Test func strictExitsZeroWithoutConflicts() {
    let path = CLITestSupport.example("midpoint-system.json")
    #expect(CLI.run(arguments: ["system", "--strict", path]).exitCode == 0)
  }

  @Test func aConstraintThatCanNeverHoldIsReported() {
    let json = #"{"name":"x","constraints":[{"terms":[],"constant":5,"op":"=="}]}"#
    let result = CLITestSupport.system(json)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == #"{"name":"x","values":{},"checksum":0,"stepChecksums":[],"#
        + #""unsatisfiable":[{"index":0,"conflictsWith":[]}]}"# + "\n")
    #expect(
      result.stderr == "Warning: <stdin>: constraints[0] '-5 == 0' is unsatisfiable: it can"
        + " never hold\n")
  }

  @Test func valuesAreSortedByCodePointAndNamesEscaped() {
    let json =
      #"{"name":"q\"n","constraints":[{"terms":[[1,"b"]],"constant":-2,"op":"=="},"#
      + #"{"terms":[[1,"B"],[1,"a\n"]],"constant":0.5,"op":"==","strength":7}]}"#
    let result = CLITestSupport.system(json)
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasPrefix(#"{"name":"q\"n","values":{"B":"#)
        && result.stdout.contains(#","a\n":"#) && result.stdout.contains(#","b":2}"#))
  }

  @Test func editVariablesNotInAnyConstraintAreReported() {
    let json =
      #"{"name":"e","constraints":[],"edits":[{"variable":"x","strength":"weak"}],"#
      + #""suggestions":[{"x":2.5}]}"#
    let result = CLITestSupport.system(json)
    #expect(
      result.stdout == #"{"name":"e","values":{"x":0},"checksum":0,"stepChecksums":[2.5],"#
        + #""unsatisfiable":[]}"# + "\n")
  }
}
