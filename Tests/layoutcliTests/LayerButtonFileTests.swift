import Foundation
import Layout
import Testing

@testable import layoutcli

/// The layout-file keys of layers (`layer`) and buttons (`buttonType`, the content
/// alignments), what they build, and their errors.
@Suite("layoutcli layer and button keys")
struct LayerButtonFileTests {
  /// A file with one view in an iPhone 15 window; `view` is the view's members.
  static func file(_ view: String) -> String {
    ##"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","## + view + "}]}]}"
  }

  static func solve(_ json: String, _ format: String = "json")
    -> (exitCode: Int32, stdout: String, stderr: String)
  {
    CLI.run(arguments: ["solve", "-", "--format", format], stdin: Array(json.utf8))
  }

  @Test func aLayerObjectSetsTheLayer() throws {
    let result = Self.solve(
      Self.file(
        ##""backgroundColor":"white","layer":{"cornerRadius":12,"masksToBounds":false,"##
          + ##""borderWidth":2,"borderColor":"#FF0000","shadowColor":"black","##
          + ##""shadowOpacity":0.25,"shadowOffset":{"width":0,"height":4},"shadowRadius":8},"##
          + ##""constraints":["$0.center.equalToSuperview()","$0.size.equalTo(100)"]"##))
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        ##""backgroundColor":"#FFFFFF","cornerRadius":12,"drawnCornerRadius":12,"##
          + ##""clipsToBounds":false,"border":{"width":2,"color":"#FF0000"},"##
          + ##""shadow":{"color":"#000000","opacity":0.25,"offset":{"width":0,"height":4},"##
          + ##""radius":8}"##))
  }

  @Test func layerKeysBuildTheViewsLayer() throws {
    let document = try LayoutDocument(
      data: Data(
        Self.file(##""layer":{"cornerRadius":15,"masksToBounds":true,"shadowRadius":2}"##).utf8))
    let view = try #require(document.view(id: "a"))
    #expect(view.layer.cornerRadius == 15)
    #expect(view.clipsToBounds)
    #expect(view.layer.shadowRadius == 2)
    #expect(view.layer.borderWidth == 0)  // untouched keys keep CALayer's defaults
  }

  @Test func aFileButtonIsASystemButtonWithItsTitleCentred() throws {
    let result = Self.solve(
      Self.file(
        ##""type":"button","text":"Hello World","constraints":["$0.center.equalToSuperview()"]"##
      ), "text")
    #expect(result.exitCode == 0, "\(result.stderr)")
    // 78 × 30, as UIKit's system button: centred on (196.5, 426), from 157.5: the pixel 472.5
    // at 3x, written as 473.
    let row = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("w/a ") })
    #expect(
      row.split(separator: " ").dropFirst().prefix(4) == ["157.666666667", "411", "78", "30"])
  }

  @Test func buttonKeysSetTheTypeColourAndAlignment() throws {
    let document = try LayoutDocument(
      data: Data(
        Self.file(
          ##""type":"button","buttonType":"custom","text":"Go","textColor":"#FF0000","##
            + ##""font":{"size":20},"contentHorizontalAlignment":"left","##
            + ##""contentVerticalAlignment":"bottom","contentEdgeInsets":{"left":8}"##
        ).utf8))
    let button = try #require(document.view(id: "a") as? Button)
    #expect(button.buttonType == .custom)
    #expect(button.currentTitle == "Go")
    #expect(button.titleColor(for: .normal) == .red)
    #expect(button.titleLabel?.font.pointSize == 20)
    #expect(button.contentHorizontalAlignment == .left)
    #expect(button.contentVerticalAlignment == .bottom)
    #expect(button.contentEdgeInsets.left == 8)
  }

  @Test func aButtonFontWithoutASizeIsFifteenPoints() throws {
    let document = try LayoutDocument(
      data: Data(Self.file(##""type":"button","font":{"weight":"bold"}"##).utf8))
    let button = try #require(document.view(id: "a") as? Button)
    #expect(button.titleLabel?.font == .systemFont(ofSize: 15, weight: .bold))
  }

  /// Each file, the line:column of its one problem, and the message.
  static let errorCases: [(json: String, at: String, message: String)] = [
    (
      file(##""layer":{"cornerRadios":3}"##),
      "1:72",
      "windows[0].views[0].layer.cornerRadios (view 'a'): unknown key (did you mean \"cornerRadius\"?)"
    ),
    (
      file(##""layer":{"shadowOpacity":1.5}"##),
      "1:88",
      "windows[0].views[0].layer.shadowOpacity (view 'a'): expected a number <= 1, got 1.5"
    ),
    (
      file(##""layer":{"borderWidth":-1}"##),
      "1:86",
      "windows[0].views[0].layer.borderWidth (view 'a'): expected a number >= 0, got -1"
    ),
    (
      file(##""layer":{"shadowOffset":{"width":1}}"##),
      "1:87",
      "windows[0].views[0].layer.shadowOffset (view 'a'): missing required key \"height\""
    ),
    (
      file(##""layer":{"borderColor":"rde"}"##),
      "1:86",
      "windows[0].views[0].layer.borderColor (view 'a'): unknown colour 'rde' (did you mean 'red'?)"
    ),
    (
      file(##""cornerRadius":4,"layer":{"cornerRadius":4}"##),
      "1:104",
      "windows[0].views[0].layer.cornerRadius (view 'a'): \"cornerRadius\" and \"layer.cornerRadius\""
        + " are the same property; give one"
    ),
    (
      file(##""clipsToBounds":true,"layer":{"masksToBounds":true}"##),
      "1:109",
      "windows[0].views[0].layer.masksToBounds (view 'a'): \"clipsToBounds\" and"
        + " \"layer.masksToBounds\" are the same property; give one"
    ),
    (
      file(##""layer":[]"##),
      "1:71",
      "windows[0].views[0].layer (view 'a'): expected an object, got an array"
    ),
    (
      file(##""type":"button","buttonType":"sytem""##),
      "1:92",
      "windows[0].views[0].buttonType (view 'a'): unknown button type 'sytem' (did you mean 'system'?)"
    ),
    (
      file(##""type":"button","contentHorizontalAlignment":"middle""##),
      "1:108",
      "windows[0].views[0].contentHorizontalAlignment (view 'a'): unknown content alignment 'middle';"
        + " expected one of 'center', 'left', 'right', 'fill', 'leading', 'trailing'"
    ),
    (
      file(##""buttonType":"system""##),
      "1:63",
      "windows[0].views[0].buttonType (view 'a'): \"buttonType\" applies to button views, not view"
    ),
    (
      file(##""type":"button","buttonTyp":"system""##),
      "1:79",
      "windows[0].views[0].buttonTyp (view 'a'): unknown key (did you mean \"buttonType\"?)"
    ),
  ]

  @Test(arguments: errorCases)
  func badKeysAreRejectedWithTheirPath(json: String, at: String, message: String) {
    let result = Self.solve(json)
    #expect(result.exitCode == 65)
    #expect(result.stderr == "Error: <stdin>:\(at): " + message + "\n")
  }

  @Test func aWindowMayHaveALayer() {
    let json =
      ##"{"device":"iPhone 15","windows":[{"id":"w","layer":{"borderWidth":3},"views":[]}]}"##
    #expect(Self.solve(json).exitCode == 0)
  }
}
