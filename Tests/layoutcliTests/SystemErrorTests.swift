import Foundation
import Testing

@testable import layoutcli

@Suite("layoutcli system errors")
struct SystemErrorTests {
  /// A malformed system, and the message after `layoutcli: <stdin>: `.
  struct Case: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String
    var testDescription: String { message }
  }

  static let constraint = #"{"terms":[[1,"x"]],"constant":0,"op":"=="}"#

  static let cases: [Case] = [
    Case(
      json: "{\"name\": \"a\",\n  \"constraints\": [}",
      message: "invalid JSON at line 2, column 19 (byte 32): unexpected '}', expected a value"),
    Case(
      json: "",
      message: "invalid JSON at line 1, column 1 (byte 0): unexpected end of input,"
        + " expected a value"),
    Case(
      json: #"{"name":"a","constraints":[]} x"#,
      message: "invalid JSON at line 1, column 31 (byte 30): unexpected 'x' after the JSON value"),
    Case(
      json: #"{"name":"a","name":"b","constraints":[]}"#,
      message: "invalid JSON at line 1, column 13 (byte 12): duplicate key \"name\""),
    Case(json: "[1, 2]", message: "top level: expected an object, got an array"),
    Case(json: #"{"constraints":[]}"#, message: "top level: missing required key \"name\""),
    Case(json: #"{"name":"a"}"#, message: "top level: missing required key \"constraints\""),
    Case(json: #"{"name":3,"constraints":[]}"#, message: "name: expected a string, got a number"),
    Case(
      json: #"{"name":"a","constraints":[],"extra":1}"#,
      message: "extra: unknown key; expected one of \"name\", \"constraints\", \"edits\","
        + " \"suggestions\""),
    Case(
      json: #"{"name":"a","constraints":{}}"#,
      message: "constraints: expected an array, got an object"),
    Case(
      json: #"{"name":"a","constraints":[\#(constraint), 7]}"#,
      message: "constraints[1]: expected an object, got a number"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"],["x",1]],"op":"=="}]}"#,
      message: "constraints[0].terms[1]: expected [number, string], got an array"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x",2]],"op":"=="}]}"#,
      message: "constraints[0].terms[0]: expected [number, string], got an array"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":"x","op":"=="}]}"#,
      message: "constraints[0].terms: expected an array, got a string"),
    Case(
      json: #"{"name":"a","constraints":[{"op":"=="}]}"#,
      message: "constraints[0]: missing required key \"terms\""),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]]}]}"#,
      message: "constraints[0]: missing required key \"op\""),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]],"op":"="}]}"#,
      message: "constraints[0].op: unknown op \"=\"; expected \"==\", \"<=\" or \">=\""),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]],"op":"==","strength":"hard"}]}"#,
      message: "constraints[0].strength: unknown strength \"hard\"; expected required, strong,"
        + " medium, weak or a number"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]],"op":"==","strength":-1}]}"#,
      message: "constraints[0].strength: expected a finite strength >= 0, got -1"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[NaN,"x"]],"op":"=="}]}"#,
      message: "constraints[0].terms[0][0]: expected a finite number, got NaN"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]],"constant":-Infinity,"op":"=="}]}"#,
      message: "constraints[0].constant: expected a finite number, got -Infinity"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1e400,"x"]],"op":"=="}]}"#,
      message: "constraints[0].terms[0][0]: expected a finite number, got Infinity"),
    Case(
      json: #"{"name":"a","constraints":[{"terms":[[1,"x"]],"constant":1e308,"op":"=="}]}"#,
      message: "constraints[0]: constraint out of range: 'x == -1e+308' has a number beyond"
        + " ±1e15 or a coefficient below 1e-15 in magnitude; scale its units"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x","strength":"required"}]}"#,
      message: "edits[0].strength: an edit variable cannot be required; use strong, medium, weak"
        + " or a number below 1001001000"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x","strength":2e9}]}"#,
      message: "edits[0].strength: an edit variable cannot be required; use strong, medium, weak"
        + " or a number below 1001001000"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x"}]}"#,
      message: "edits[0]: missing required key \"strength\""),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x","strength":"weak"},"#
        + #"{"variable":"x","strength":"strong"}]}"#,
      message: "edits[1].variable: duplicate edit variable \"x\"; list each edit variable once"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[],"suggestions":[{"y":1}]}"#,
      message: "suggestions[0][\"y\"]: \"y\" is not an edit variable; add it to \"edits\" first"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x","strength":"weak"}],"#
        + #""suggestions":[{"x":1},{"x":"2"}]}"#,
      message: "suggestions[1][\"x\"]: expected a number, got a string"),
    Case(
      json: #"{"name":"a","constraints":[],"edits":[{"variable":"x","strength":"weak"}],"#
        + #""suggestions":[{"x":NaN}]}"#,
      message: "suggestions[0][\"x\"]: expected a finite number, got NaN"),
    Case(
      json: #"{"name":"a","constraints":[],"suggestions":[[1]]}"#,
      message: "suggestions[0]: expected an object {\"variable\": number, ...}, got an array"),
    Case(
      json: "\"\\ud800\"",
      message: "invalid JSON at line 1, column 8 (byte 7): unpaired surrogate in \\u escape"),
    Case(
      json: String(repeating: "[", count: 300),
      message: "invalid JSON at line 1, column 257 (byte 256): nesting deeper than 256 levels"),
  ]

  @Test(arguments: cases)
  func malformedFileExitsSixtyFiveWithThePath(_ example: Case) {
    let result = CLITestSupport.system(example.json)
    #expect(result.exitCode == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: <stdin>: " + example.message + "\n")
  }

  @Test func messagesNameTheFile() throws {
    let path = try CLITestSupport.temporaryFile("sys.json", #"{"name":"a","constraints":[7]}"#)
    let result = CLI.run(arguments: ["system", path])
    #expect(result.exitCode == 65)
    #expect(
      result.stderr == "Error: \(path): constraints[0]: expected an object, got a number\n")
  }

  @Test func invalidUTF8IsRejected() {
    let bytes: [UInt8] = Array(#"{"name":""#.utf8) + [0xFF] + Array(#"","constraints":[]}"#.utf8)
    let result = CLI.run(arguments: ["system", "-"], stdin: bytes)
    #expect(result.exitCode == 65)
    #expect(
      result.stderr == "Error: <stdin>: invalid JSON at line 1, column 9 (byte 8): invalid"
        + " UTF-8 in string\n")
  }

  @Test func missingFileExitsSixtySix() {
    let result = CLI.run(arguments: ["system", "/nonexistent/sys.json"])
    #expect(result.exitCode == 66)
    #expect(result.stderr == "Error: /nonexistent/sys.json: no such file\n")
  }

  @Test func directoryExitsSixtySix() {
    let result = CLI.run(arguments: ["system", "/tmp"])
    #expect(result.exitCode == 66)
    #expect(result.stderr == "Error: /tmp: is a directory, expected a file\n")
  }
}
