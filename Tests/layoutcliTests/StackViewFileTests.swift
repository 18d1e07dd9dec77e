import Foundation
import Testing

@testable import layoutcli

/// `"type": "stackView"` in layout files: arranged views, the stack's properties, custom
/// spacing by id, hidden arranged views, and the errors for each key.
@Suite("layoutcli solve: stack views")
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

  /// The `frame` column (in the superview) of each row of the text table, by path.
  static func frames(_ table: String) -> [String: String] {
    var out: [String: String] = [:]
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard fields.count >= 10 else { continue }
      out[fields[0]] = fields[5...8].joined(separator: " ")
    }
    return out
  }

  /// Fill, centred, spacing 10 with 20 after `a`: 360 wide; `b` hugs least and takes the
  /// 180 left (360 − 100 − 20 − 10 − 50); the hidden `d` collapses at the end; the stack is
  /// as high as the tallest (60) and the others are centred in it.
  @Test func aFillRowWithCustomSpacingAndAHiddenView() {
    let json = Self.file(
      #""axis":"horizontal","distribution":"fill","alignment":"center","spacing":10,"#
        + #""customSpacing":{"a":20},"#,
      [
        Self.box("a", 100, 40),
        Self.box("b", 60, 20, #","contentHuggingPriority":{"horizontal":249}"#),
        Self.box("c", 50, 60), Self.box("d", 50, 60, #","hidden":true"#),
      ])
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let frames = Self.frames(result.stdout)
    #expect(frames["app/row"] == "20 40 360 60")
    #expect(frames["app/row/a"] == "0 10 100 40")
    #expect(frames["app/row/b"] == "120 20 180 20")
    #expect(frames["app/row/c"] == "310 0 50 60")
    #expect(frames["app/row/d"] == "360 0 0 60")
  }

  /// Vertical, fill equally, system spacing (8): three rows of (height − 16) / 3 each; the
  /// JSON names the stack's type.
  @Test func aVerticalFillEquallyStackWithSystemSpacing() {
    let json =
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
      + #"{"id":"col","type":"stackView","axis":"vertical","distribution":"fillEqually","#
      + #""spacing":"system","constraints":["make.edges.equalToSuperview().inset(10)"],"#
      + #""arrangedSubviews":[{"id":"a"},{"id":"b"},{"id":"c"}]}]}]}"#
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let frames = Self.frames(result.stdout)
    #expect(frames["app/col/a"] == "0 0 380 88")
    #expect(frames["app/col/b"] == "0 96 380 88")
    #expect(frames["app/col/c"] == "0 192 380 88")
    let json2 = SolveCommandTests.solve(json, ["--format", "json"])
    #expect(json2.stdout.contains(#""id":"col","path":"app/col","type":"stackView""#))
  }

  /// Arranged views come first among the subviews; plain `subviews` follow and are not
  /// arranged.
  @Test func plainSubviewsOfAStackAreNotArranged() throws {
    let json =
      #"{"screen":{"width":400,"height":300},"windows":[{"id":"app","views":["#
      + #"{"id":"row","type":"stackView","constraints":["make.edges.equalToSuperview()"],"#
      + #""arrangedSubviews":[{"id":"a"}],"#
      + #""subviews":[{"id":"badge","constraints":["make.size.equalTo(10)","make.top.left.equalToSuperview()"]}]}]}]}"#
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let frames = Self.frames(result.stdout)
    #expect(frames["app/row/a"] == "0 0 400 300")
    #expect(frames["app/row/badge"] == "0 0 10 10")
    let order = result.stdout.split(separator: "\n").map { $0.split(separator: " ")[0] }
    #expect(order.firstIndex(of: "app/row/a")! < order.firstIndex(of: "app/row/badge")!)
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
    let result = SolveCommandTests.solve(json)
    #expect(result.exitCode == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "Error: <stdin>:\(at): \(message)\n")
  }
}
