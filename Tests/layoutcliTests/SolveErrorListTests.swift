import Foundation
import Testing

@testable import layoutcli

/// `layoutcli solve` prints every mistake of a layout file, each on its own `Error:` line
/// in file order with its line and column, up to 20.
@Suite("layoutcli solve error lists")
struct SolveErrorListTests {
  static func solve(_ json: String) -> (exitCode: Int32, stdout: String, stderr: String) {
    CLI.run(arguments: ["solve", "-"], stdin: Array(json.utf8))
  }

  @Test func severalMistakesArePrintedTogetherInFileOrder() {
    // A bad key in the window, an unknown colour, a misspelt attribute in a chain, and a
    // view whose type is misspelt, on four lines.
    let json = """
      {"device": "iPhone 15", "windows": [{"id": "w", "levl": "alert", "views": [
        {"id": "a", "backgroundColor": "rde",
         "constraints": ["$0.centreX.equalToSuperview()"]},
        {"id": "b", "type": "lable"}]}]}
      """
    let result = Self.solve(json)
    #expect(result.exitCode == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: <stdin>:1:49: windows[0].levl (window 'w'): unknown key (did you mean "level"?)
        Error: <stdin>:2:34: windows[0].views[0].backgroundColor (view 'a'): unknown colour \
        'rde' (did you mean 'red'?)
        Error: <stdin>:3:24: windows[0].views[0].constraints[0] (view 'a'), column 4: unknown \
        attribute 'centreX' (did you mean 'centerX'?)
        Error: <stdin>:4:23: windows[0].views[1].type (view 'b'): unknown view type 'lable' \
        (did you mean 'label'?)

        """)
  }

  @Test func aChainErrorIsFoundEvenWhenTheReaderFoundOthers() {
    let json =
      #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","alpha":-1,"#
      + #""constraints":["$0.top.equalTo(bb)"]},{"id":"b"}]}]}"#
    let result = Self.solve(json)
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:71: windows[0].views[0].alpha (view 'a'): expected a number >= 0,"
        + " got -1\n"
        + "Error: <stdin>:1:105: windows[0].views[0].constraints[0] (view 'a'), column 16:"
        + " unknown id 'bb' (did you mean 'b'?)\n")
  }

  @Test func moreThanTwentyMistakesStopAtTwenty() {
    let views = (0..<25).map { #"{"id":"v\#($0)","alpha":2}"# }.joined(separator: ",")
    let json = #"{"device":"iPhone 15","windows":[{"id":"w","views":["# + views + "]}]}"
    let result = Self.solve(json)
    #expect(result.exitCode == 65)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("Error: <stdin>:1:") })
    #expect(lines.first?.contains("windows[0].views[0].alpha (view 'v0')") == true)
    #expect(lines[19].contains("windows[0].views[19].alpha (view 'v19')"))
    #expect(lines.last == "Error: <stdin>: too many errors; stopped after 20")
  }
}
