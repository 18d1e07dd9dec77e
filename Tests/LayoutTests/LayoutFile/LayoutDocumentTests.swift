import Foundation
import Testing

@testable import Layout

/// The layout-file format as library API: `LayoutDocument` loads what `layoutcli solve`
/// reads, and reports every mistake of a file with its place.
@Suite("Layout documents")
struct LayoutDocumentTests {
  static let box = #"""
    {"device": "iPhone 15", "windows": [{"id": "app", "views": [
      {"id": "box", "backgroundColor": "#FF0000",
       "constraints": ["$0.center.equalToSuperview()", "$0.size.equalTo(100)"]}]}]}
    """#

  /// A file with three mistakes, in file order: a wrong value deep in the tree (line 6), a
  /// misspelt attribute in a chain (line 7), and a top-level key the reader reads first
  /// but that comes last in the file (line 8).
  static let mistakes = #"""
    {"device": "iPhone 15",
     "windows": [
      {"id": "app", "views": [
       {"id": "card", "subviews": [
         {"id": "badge", "type": "label", "text": "3",
          "alpha": "half",
          "constraints": ["$0.top.equalToSuperview()", "$0.centreX.equalTo(card)"]}]}]}],
     "orientation": "sideways"}
    """#

  static func load(_ text: String, errorLimit: Int = LayoutDocument.defaultErrorLimit)
    throws(LayoutDocumentError) -> LayoutDocument
  {
    try LayoutDocument(data: Data(text.utf8), name: "test.layout.json", errorLimit: errorLimit)
  }

  static func errors(_ text: String, errorLimit: Int = LayoutDocument.defaultErrorLimit)
    -> LayoutDocumentError?
  {
    do throws(LayoutDocumentError) {
      _ = try load(text, errorLimit: errorLimit)
      return nil
    } catch {
      return error
    }
  }

  @Test func aDocumentBuildsTheWindowsAndViewsOfItsFile() throws {
    let document = try Self.load(Self.box)
    #expect(document.name == "test.layout.json")
    #expect(document.screen == .iPhone15)
    #expect(document.windows.count == 1)
    #expect(document.views.map(\.debugName) == ["app", "box"])
    let box = try #require(document.view(id: "box"))
    #expect(box.superview === document.windows[0])
    #expect(box.backgroundColor == .red)
    #expect(document.view(id: "app") === document.windows[0])
    #expect(document.view(id: "nothing") == nil)
  }

  @Test func theConstraintsAreMadeAndLayoutPlacesTheViews() throws {
    let document = try Self.load(Self.box)
    document.layoutIfNeeded()
    let frame = try #require(document.view(id: "box")).frame
    // Centred on the 393 × 852 screen: (393 − 100) / 2 = 146.5 (written on the 3x grid at
    // 146⅔), (852 − 100) / 2.
    #expect(frame.origin.x.isClose(to: 440.0 / 3))
    #expect(frame.origin.y.isClose(to: 376))
    #expect(frame.width.isClose(to: 100))
    #expect(document.diagnostics.isEmpty)
  }

  @Test func aScreenAndOrientationGivenReplaceTheFiles() throws {
    let document = try LayoutDocument(
      data: Data(Self.box.utf8), screen: .iPhoneSE3, orientation: .landscape)
    document.layoutIfNeeded()
    #expect(document.screen == .iPhoneSE3)
    #expect(document.orientation == .landscape)
    // 667 × 375 in landscape: (667 − 100) / 2.
    #expect(try #require(document.view(id: "box")).frame.origin.x.isClose(to: 283.5))
  }

  @Test func diagnosticsAreLayoutsReportsAfterLayout() throws {
    let document = try Self.load(
      #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","#
        + #""constraints":["$0.size.equalTo(10)"]}]}]}"#)
    #expect(document.diagnostics.isEmpty)
    document.layoutIfNeeded()
    #expect(document.diagnostics.map(\.kind) == [.ambiguous])
  }

  @Test func aDocumentLoadsFromAFileURL() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-document-\(UUID().uuidString).layout.json")
    try Data(Self.box.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let document = try LayoutDocument(contentsOf: url)
    #expect(document.name == url.path)
    #expect(document.view(id: "box") != nil)
  }

  @Test func everyMistakeIsReportedInFileOrderWithItsPlace() throws {
    let error = try #require(Self.errors(Self.mistakes))
    #expect(!error.isTruncated)
    #expect(error.errors.map(\.line) == [6, 7, 8])
    let alpha = error.errors[0]
    #expect(alpha.path == "windows[0].views[0].subviews[0].alpha")
    #expect(alpha.column == 16)
    #expect(alpha.viewID == "badge")
    #expect(alpha.message == "expected a number, got a string")
    #expect(alpha.suggestion == nil)
    let chain = error.errors[1]
    #expect(chain.path == "windows[0].views[0].subviews[0].constraints[1]")
    // The string opens at column 52; its fourth character is the c of centreX.
    #expect(chain.column == 56)
    #expect(chain.constraintColumn == 4)
    #expect(chain.viewID == "badge")
    #expect(chain.suggestion == "centerX")
    let orientation = error.errors[2]
    #expect(orientation.path == "orientation")
    #expect(orientation.viewID == nil)
    #expect(orientation.column == 17)
  }

  @Test func eachMistakePrintsAsACompilerDiagnostic() throws {
    let error = try #require(Self.errors(Self.mistakes))
    #expect(
      error.description == """
        test.layout.json:6:16: windows[0].views[0].subviews[0].alpha (view 'badge'): expected \
        a number, got a string
        test.layout.json:7:56: windows[0].views[0].subviews[0].constraints[1] (view 'badge'), \
        column 4: unknown attribute 'centreX' (did you mean 'centerX'?)
        test.layout.json:8:17: orientation: unknown orientation 'sideways'; expected one of \
        'portrait', 'landscape'
        """)
  }

  @Test func anUnknownKeyIsPlacedAtTheKeyWithItsSuggestion() throws {
    let error = try #require(
      Self.errors(#"{"device":"iPhone 15","windows":[{"id":"w","lvel":"alert"}]}"#))
    #expect(error.errors.count == 1)
    let problem = error.errors[0]
    #expect(problem.path == "windows[0].lvel")
    #expect(problem.column == 44)
    #expect(problem.viewID == "w")
    #expect(problem.suggestion == "level")
    #expect(
      problem.description
        == #"test.layout.json:1:44: windows[0].lvel (window 'w'): unknown key (did you mean"#
        + #" "level"?)"#)
  }

  @Test func aSyntaxErrorIsReportedAloneWithoutAPath() throws {
    let error = try #require(Self.errors("{\"device\": \"iPhone 15\",\n  \"windows\": [}"))
    #expect(error.errors.count == 1)
    #expect(error.errors[0].path == nil)
    #expect((error.errors[0].line, error.errors[0].column, error.errors[0].offset) == (2, 15, 38))
    #expect(
      error.description == "test.layout.json:2:15: invalid JSON: unexpected '}', expected a value")
  }

  /// `count` views, each with an alpha out of range.
  static func badAlphas(_ count: Int) -> String {
    let views = (0..<count).map { #"{"id":"v\#($0)","alpha":2}"# }.joined(separator: ",")
    return #"{"device":"iPhone 15","windows":[{"id":"w","views":["# + views + "]}]}"
  }

  @Test func reportingStopsAtTheErrorLimit() throws {
    let error = try #require(Self.errors(Self.badAlphas(5), errorLimit: 3))
    #expect(error.errors.map(\.viewID) == ["v0", "v1", "v2"])
    #expect(error.isTruncated)
    #expect(error.truncationMessage == "test.layout.json: too many errors; stopped after 3")
    #expect(error.description.hasSuffix("\ntest.layout.json: too many errors; stopped after 3"))
  }

  @Test func exactlyTheLimitIsNotTruncated() throws {
    let error = try #require(Self.errors(Self.badAlphas(LayoutDocument.defaultErrorLimit)))
    #expect(error.errors.count == 20)
    #expect(!error.isTruncated)
    #expect(error.truncationMessage == nil)
  }

  @Test func aMisspeltRequiredKeyIsReportedOnceNotAlsoAsMissing() throws {
    let error = try #require(Self.errors(#"{"devise":"iPhone 15","windws":[{"Id":"w"}]}"#))
    #expect(error.errors.map(\.suggestion) == ["device", "windows"])
  }

  @Test func aViewThatIsNotAnObjectIsLeftOutAndItsSiblingsAreRead() throws {
    let error = try #require(
      Self.errors(
        #"{"device":"iPhone 15","windows":[{"id":"w","views":[3,{"id":"b","hidden":1}]}]}"#))
    #expect(
      error.errors.map(\.message) == [
        "expected an object, got a number", "expected true or false, got a number",
      ])
    #expect(error.errors.map(\.viewID) == [nil, "b"])
  }

  /// Every part of one value is read on its own: a font's bad size and weight, insets with
  /// an unknown key and a string edge, a transform with two bad numbers, a screen missing
  /// its height with a bad scale; each problem at its own place, in file order.
  @Test func everyProblemInsideOneValueIsReported() throws {
    let error = try #require(
      Self.errors(
        """
        {"screen": {"width": 393, "scale": -1, "safeArea": {"top": "x", "botom": 3}},
         "windows": [{"id": "w", "views": [
          {"id": "l", "type": "label", "font": {"size": -12, "weight": "bolder"},
           "transform": {"scale": "2", "rotation": null, "skew": 1}}]}]}
        """))
    #expect(
      error.errors.map(\.path) == [
        "screen", "screen.scale", "screen.safeArea.top", "screen.safeArea.botom",
        "windows[0].views[0].font.size", "windows[0].views[0].font.weight",
        "windows[0].views[0].transform.scale", "windows[0].views[0].transform.rotation",
        "windows[0].views[0].transform.skew",
      ])
    #expect(error.errors[0].message == #"missing required key "height""#)
    #expect(error.errors[3].suggestion == "bottom")
    #expect(error.errors[5].suggestion == "bold")
    #expect(error.errors[4...].allSatisfy { $0.viewID == "l" })
    #expect(error.errors.map(\.line) == [1, 1, 1, 1, 3, 3, 4, 4, 4])
  }

  @Test func aTransposedLetterSuggestsTheNameItSpells() throws {
    let error = try #require(
      Self.errors(
        #"{"device":"iPhone 15","windows":[{"id":"w","views":[{"id":"a","constraints":["#
          + #""$0.centre.equalToSuperview()","$0.widht.equalTo(10)"]}]}]}"#))
    #expect(error.errors.map(\.suggestion) == ["center", "width"])
    #expect(error.errors[0].message == "unknown attribute 'centre' (did you mean 'center'?)")
  }

  /// A constraint from a file says where it is as an error does (`FILE:LINE:COLUMN`), in
  /// its description, in the diagnostics that name it and for the text it was written as.
  @Test func aFilesConstraintsAreAtTheirLineAndColumn() throws {
    let document = try Self.load(
      """
      {"device": "iPhone 15", "windows": [{"id": "w", "views": [
        {"id": "a", "constraints": ["$0.edges.equalToSuperview()",
                                    "$0.width.equalTo(10)"]}]}]}
      """)
    document.layoutIfNeeded()
    let a = try #require(document.view(id: "a"))
    let constraints = a.snp.constraints
    #expect(
      constraints.map(\.sourceLocation) == ["test.layout.json:2:31", "test.layout.json:3:31"])
    let conflict = try #require(document.diagnostics.first { $0.kind == .unsatisfiable })
    #expect(conflict.message.hasSuffix("a.width == 10 @test.layout.json:3:31"))
    #expect(document.constraintText(line: 3, column: 31) == "$0.width.equalTo(10)")
    #expect(document.constraintText(line: 3, column: 30) == nil)
  }
}
