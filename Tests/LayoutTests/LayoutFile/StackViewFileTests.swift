import Foundation
import Testing

@testable import Layout

/// `"type": "stackView"` in layout files, read by `LayoutDocument`: arranged views, the
/// stack's properties, custom spacing by id, hidden arranged views, and the errors for
/// each key. (`layoutcli solve` on one of these files is in the CLI's suite.)
@Suite("Layout files: stack views")
struct StackViewFileTests {
  /// A 400 × 300 screen with one stack, 20 from each side and 40 from the top, holding
  /// `arranged` (JSON objects) with the given extra stack keys.
  static func file(_ stackKeys: String, _ arranged: [String]) -> String {
    #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
      + #"{"id":"row","type":"stackView","# + stackKeys
      + #""constraints":["make.left.right.equalToSuperview().inset(20)","#
      + #""make.top.equalToSuperview().offset(40)"],"#
      + #""arrangedSubviews":["# + arranged.joined(separator: ",") + "]}]}]}"
  }

  static func box(_ id: String, _ width: Int, _ height: Int, _ extra: String = "") -> String {
    #"{"id":""# + id + #"","intrinsicSize":{"width":"# + "\(width)" + #","height":"#
      + "\(height)}" + extra + "}"
  }

  /// The document of `json`, laid out.
  static func laidOut(_ json: String) throws -> LayoutDocument {
    let document = try LayoutDocument(data: Data(json.utf8), name: "<stdin>")
    document.layoutIfNeeded()
    return document
  }

  /// A view's frame in its superview.
  static func frame(_ document: LayoutDocument, _ id: String) -> CGRect? {
    document.view(id: id)?.frame
  }

  /// Fill, centred, spacing 10 with 20 after `a`: 360 wide; `b` hugs least and takes the
  /// 180 left (360 − 100 − 20 − 10 − 50); the hidden `d` collapses at the end; the stack is
  /// as high as the tallest (60) and the others are centred in it.
  @Test func aFillRowWithCustomSpacingAndAHiddenView() throws {
    let document = try Self.laidOut(
      Self.file(
        #""axis":"horizontal","distribution":"fill","alignment":"center","spacing":10,"#
          + #""customSpacing":{"a":20},"#,
        [
          Self.box("a", 100, 40),
          Self.box("b", 60, 20, #","contentHuggingPriority":{"horizontal":249}"#),
          Self.box("c", 50, 60), Self.box("d", 50, 60, #","hidden":true"#),
        ]))
    #expect(Self.frame(document, "row") == CGRect(x: 20, y: 40, width: 360, height: 60))
    #expect(Self.frame(document, "a") == CGRect(x: 0, y: 10, width: 100, height: 40))
    #expect(Self.frame(document, "b") == CGRect(x: 120, y: 20, width: 180, height: 20))
    #expect(Self.frame(document, "c") == CGRect(x: 310, y: 0, width: 50, height: 60))
    #expect(Self.frame(document, "d") == CGRect(x: 360, y: 0, width: 0, height: 60))
    let row = try #require(document.view(id: "row") as? StackView)
    #expect(row.customSpacing(after: try #require(document.view(id: "a"))) == 20)
    #expect(document.diagnostics.isEmpty)
  }

  /// Vertical, fill equally, system spacing (8): three rows of (height − 16) / 3 each.
  @Test func aVerticalFillEquallyStackWithSystemSpacing() throws {
    let document = try Self.laidOut(
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
        + #"{"id":"col","type":"stackView","axis":"vertical","distribution":"fillEqually","#
        + #""spacing":"system","constraints":["make.edges.equalToSuperview().inset(10)"],"#
        + #""arrangedSubviews":[{"id":"a"},{"id":"b"},{"id":"c"}]}]}]}"#)
    #expect(Self.frame(document, "a") == CGRect(x: 0, y: 0, width: 380, height: 88))
    #expect(Self.frame(document, "b") == CGRect(x: 0, y: 96, width: 380, height: 88))
    #expect(Self.frame(document, "c") == CGRect(x: 0, y: 192, width: 380, height: 88))
    #expect((document.view(id: "col") as? StackView)?.spacing == StackView.spacingUseSystem)
  }

  /// Arranged views come first among the subviews; plain `subviews` follow and are not
  /// arranged.
  @Test func plainSubviewsOfAStackAreNotArranged() throws {
    let document = try Self.laidOut(
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
        + #"{"id":"row","type":"stackView","constraints":["make.edges.equalToSuperview()"],"#
        + #""arrangedSubviews":[{"id":"a"}],"#
        + #""subviews":[{"id":"badge","constraints":["make.size.equalTo(10)","make.top.left.equalToSuperview()"]}]}]}]}"#
    )
    let row = try #require(document.view(id: "row") as? StackView)
    #expect(row.arrangedSubviews.map(\.debugName) == ["a"])
    #expect(row.subviews.map(\.debugName) == ["a", "badge"])
    #expect(Self.frame(document, "a") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(Self.frame(document, "badge") == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  /// Each file, the line:column of its one problem, and the message.
  static let errorCases: [(String, String, String)] = [
    (
      file(#""distribution":"fillEqualy","#, [box("a", 10, 10)]),
      "1:116",
      "windows[0].views[0].distribution (view 'row'): unknown distribution 'fillEqualy' (did you mean"
        + " 'fillEqually'?)"
    ),
    (
      file(#""alignment":"middle","#, [box("a", 10, 10)]),
      "1:113",
      "windows[0].views[0].alignment (view 'row'): unknown stack alignment 'middle'; expected one of"
        + " 'fill', 'leading', 'top', 'firstBaseline', 'center', 'trailing', 'bottom',"
        + " 'lastBaseline'"
    ),
    (
      file(#""axis":"diagonal","#, [box("a", 10, 10)]),
      "1:108",
      "windows[0].views[0].axis (view 'row'): unknown axis 'diagonal'; expected one of 'horizontal',"
        + " 'vertical'"
    ),
    (
      file(#""spacing":"wide","#, [box("a", 10, 10)]),
      "1:111",
      #"windows[0].views[0].spacing (view 'row'): unknown spacing 'wide'; expected a number or "system""#
    ),
    (
      file(#""customSpacing":{"zz":4},"#, [box("a", 10, 10)]),
      "1:118",
      "windows[0].views[0].customSpacing.zz (view 'row'): 'zz' is not one of this stack view's arranged"
        + " subviews (did you mean 'a'?)"
    ),
    (
      file(#""customSpacing":{"zz":4},"#, []),
      "1:118",
      "windows[0].views[0].customSpacing.zz (view 'row'): 'zz' is not one of this stack view's arranged"
        + " subviews (it has none)"
    ),
    (
      file(#""customSpacing":[4],"#, [box("a", 10, 10)]),
      "1:117",
      "windows[0].views[0].customSpacing (view 'row'): expected an object, got an array"
    ),
    (
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
        + #"{"id":"row","arrangedSubviews":[]}]}]}"#,
      "1:82",
      "windows[0].views[0].arrangedSubviews (view 'row'): \"arrangedSubviews\" applies to stackView views,"
        + " not view"
    ),
    (
      file("", [box("a", 10, 10), box("a", 10, 10)]),
      "1:283",
      "windows[0].views[0].arrangedSubviews[1].id: duplicate id 'a' (already the id of"
        + " windows[0].views[0].arrangedSubviews[0])"
    ),
  ]

  @Test(arguments: errorCases)
  func badStackKeysAreNamedByPath(json: String, at: String, message: String) {
    var printed = ""
    do throws(LayoutDocumentError) {
      _ = try LayoutDocument(data: Data(json.utf8), name: "<stdin>")
    } catch {
      printed = error.description
    }
    #expect(printed == "<stdin>:\(at): \(message)")
  }
}
