import Foundation
import Testing

@testable import layoutcli

/// The `lineBreakMode` key of labels and buttons in layout files, through `layoutcli solve`.
@Suite("layoutcli lineBreakMode")
struct LineBreakModeFileTests {
  /// A file with one `type` view reading "Hello World" (88.35 pt at 17 pt), 60 points wide,
  /// with `extra` JSON members.
  static func file(type: String = "label", _ extra: String) -> String {
    #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"title","type":""# + type
      + #"","text":"Hello World","# + extra
      + #","constraints":["$0.top.left.equalToSuperview()","$0.width.equalTo(60)"]}]}]}"#
  }

  static func solveJSON(_ json: String) -> (exitCode: Int32, stdout: String, stderr: String) {
    CLI.run(arguments: ["solve", "-", "--format", "json"], stdin: Array(json.utf8))
  }

  @Test(arguments: [
    ("byTruncatingTail", "Hello …"), ("byTruncatingHead", "…orld"),
    ("byTruncatingMiddle", "He…rld"), ("byClipping", "Hello World"),
    ("byWordWrapping", "Hello World"), ("byCharWrapping", "Hello World"),
  ])
  func aLabelsModeDecidesItsDrawnLine(name: String, drawn: String) throws {
    let result = Self.solveJSON(Self.file(#""lineBreakMode":""# + name + #"""#))
    #expect(result.exitCode == 0)
    let tree = try RenderJSON(result.stdout)
    #expect(tree.drawnLines("title") == [drawn])
    #expect(tree.text("title")?["lineBreakMode"] as? String == name)
    #expect(tree.text("title")?["truncated"] as? Bool == true)
  }

  @Test func withoutTheKeyALabelTruncatesItsTail() throws {
    let result = Self.solveJSON(Self.file(#""textColor":"black""#))
    #expect(result.exitCode == 0)
    let tree = try RenderJSON(result.stdout)
    #expect(tree.drawnLines("title") == ["Hello …"])
    #expect(tree.text("title")?["lineBreakMode"] as? String == "byTruncatingTail")
  }

  @Test func buttonsTakeTheKeyToo() throws {
    let result = Self.solveJSON(Self.file(type: "button", #""lineBreakMode":"byTruncatingHead""#))
    #expect(result.exitCode == 0)
    // The key reaches the title label (15 pt: "… World" fits the 60-point title frame).
    let tree = try RenderJSON(result.stdout)
    #expect(tree.drawnLines("title") == ["… World"])
    #expect(tree.text("title")?["lineBreakMode"] as? String == "byTruncatingHead")
    #expect(tree.text("title")?["truncated"] as? Bool == true)
  }

  @Test func anUnknownModeIsRejectedWithASuggestion() {
    let result = Self.solveJSON(Self.file(#""lineBreakMode":"byTruncatingTial""#))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:119: windows[0].views[0].lineBreakMode (view 'title'): unknown line"
        + " break mode 'byTruncatingTial' (did you mean 'byTruncatingTail'?)\n")
    #expect(result.stdout == "")
  }

  @Test func aNameNothingIsCloseToListsTheModes() {
    let result = Self.solveJSON(Self.file(#""lineBreakMode":"ellipsis""#))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:119: windows[0].views[0].lineBreakMode (view 'title'): unknown line"
        + " break mode 'ellipsis'; expected one of 'byWordWrapping', 'byCharWrapping', 'byClipping',"
        + " 'byTruncatingHead', 'byTruncatingTail', 'byTruncatingMiddle'\n")
  }

  @Test func theKeyIsNotForPlainViews() {
    let json =
      #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"box","#
      + #""lineBreakMode":"byClipping"}]}]}"#
    let result = Self.solveJSON(json)
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:65: windows[0].views[0].lineBreakMode (view 'box'): \"lineBreakMode\""
        + " applies to label, button views, not view\n")
  }

  @Test func aNonStringModeIsATypeError() {
    let result = Self.solveJSON(Self.file(#""lineBreakMode":4"#))
    #expect(result.exitCode == 65)
    #expect(
      result.stderr
        == "Error: <stdin>:1:119: windows[0].views[0].lineBreakMode (view 'title'): expected a"
        + " string, got a number\n")
  }
}
