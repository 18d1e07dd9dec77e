import Foundation
import Testing

@testable import layoutcli

/// `layoutcli solve` on a stack-view file: the text table and the JSON (what the file
/// means is `StackViewFileTests`, on `LayoutDocument`).
@Suite("layoutcli solve: stack views")
struct StackViewSolveTests {
  @Test func aFillRowPrintsItsFramesAndTheJSONNamesTheStack() {
    let json =
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
      + #"{"id":"row","type":"stackView","spacing":10,"#
      + #""constraints":["make.left.right.equalToSuperview().inset(20)","make.top.equalToSuperview().offset(40)"],"#
      + #""arrangedSubviews":[{"id":"a","intrinsicSize":{"width":100,"height":40}},"#
      + #"{"id":"b","intrinsicSize":{"width":60,"height":40},"contentHuggingPriority":{"horizontal":249}}]}]}]}"#
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let table = TextTable(result.stdout)
    #expect(table.frame("app/row") == "20 40 360 40")
    #expect(table.frame("app/row/a") == "0 0 100 40")
    #expect(table.frame("app/row/b") == "110 0 250 40")
    let tree = SolveCommandTests.solve(json, ["--format", "json"])
    #expect(tree.stdout.contains(#""id":"row","path":"app/row","type":"stackView""#))
    let bad = SolveCommandTests.solve(
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
        + #"{"id":"row","type":"stackView","axis":"diagonal","arrangedSubviews":[]}]}]}"#)
    #expect(bad.exitCode == 65)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.hasPrefix("Error: <stdin>:1:"))
    #expect(bad.stderr.contains("unknown axis 'diagonal'"))
  }
}
