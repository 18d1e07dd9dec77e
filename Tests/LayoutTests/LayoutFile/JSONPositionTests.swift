import Testing

@testable import Layout
@testable import LayoutFiles

/// The JSON parser's record of where each value starts, which turns a reader's JSON path
/// into the file's line and column.
@Suite("JSON positions")
struct JSONPositionTests {
  static let text = """
    {"device": "iPhone 15",
      "windows": [
        {"id": "w", "views": [
          {"id": "a"},
          {"id": "b", "alpha": "x"}]}]}
    """

  static func position(_ path: String, key: Bool = false) throws -> (line: Int, column: Int) {
    let bytes = Array(text.utf8)
    let entry = try #require(try JSONParser.parseRecordingPositions(bytes).positions[path: path])
    let offset = try #require(key ? entry.key : entry.value)
    return JSONParser.lineAndColumn(of: offset, in: bytes)
  }

  @Test func aValueDeepInTheFileHasItsLineAndColumn() throws {
    #expect(try Self.position("windows[0].views[1].alpha") == (5, 28))
    #expect(try Self.position("windows[0].views[1].alpha", key: true) == (5, 19))
    #expect(try Self.position("windows[0].views[1]") == (5, 7))
    #expect(try Self.position("windows[0].views[0].id") == (4, 14))
  }

  @Test func theRootAndTopLevelKeysHavePositions() throws {
    #expect(try Self.position("") == (1, 1))
    #expect(try Self.position("device") == (1, 12))
    #expect(try Self.position("windows", key: true) == (2, 3))
  }

  @Test func aPathNotRecordedFallsBackToItsNearestAncestor() throws {
    let (_, positions) = try JSONParser.parseRecordingPositions(Array(Self.text.utf8))
    let views = try #require(positions[path: "windows[0].views[1]"])
    #expect(positions.nearest("windows[0].views[1].layer.cornerRadius") == views)
    #expect(positions.nearest("windows[0].views[1].customSpacing.x[2]") == views)
    #expect(positions.nearest("nothing")?.value == 0)
  }

  @Test func nestedArraysAndEmptyContainersAreFollowed() throws {
    let bytes = Array(#"{"a": [[], [7, {"b": {}}]], "c": {}}"#.utf8)
    let (_, positions) = try JSONParser.parseRecordingPositions(bytes)
    #expect(positions[path: "a[1][0]"]?.value == 12)
    #expect(positions[path: "a[1][1].b"] == .init(key: 16, value: 21))
    #expect(positions[path: "a[0]"]?.value == 7)
    #expect(positions[path: "c"]?.value == 33)
    #expect(positions[path: "a[0][0]"] == nil)
    #expect(positions.nearest("a[0][0]")?.value == 7)
    #expect(positions[path: "top level"]?.value == 0)
  }

  @Test func aKeyWithADotIsFoundByItsParent() throws {
    let bytes = Array(#"{"x": {"a.b": 1}}"#.utf8)
    let (_, positions) = try JSONParser.parseRecordingPositions(bytes)
    #expect(positions[path: "x.a.b"] == nil)
    #expect(positions.nearest("x.a.b")?.value == 6)
  }

  @Test func parsingWithoutPositionsGivesTheSameValue() throws {
    let bytes = Array(Self.text.utf8)
    #expect(try JSONParser.parse(bytes) == JSONParser.parseRecordingPositions(bytes).value)
  }

  /// The character at an index of a string literal, through escapes and multi-byte UTF-8.
  @Test(arguments: [
    (#""abc""#, 2, 3),  // plain: 'c'
    (#""a\nbc""#, 2, 4),  // after an escape: 'b'
    (#""\u00e9x""#, 1, 7),  // after a \u escape: 'x'
    (#""\ud83d\ude00x""#, 1, 13),  // after a surrogate pair (one emoji): 'x'
    ("\"éx\"", 1, 3),  // after two-byte UTF-8: 'x'
    ("\"e\u{301}x\"", 1, 4),  // a combining accent is one Character with its 'e'
    (#""ab""#, 2, 3),  // past the end: the closing quote
  ])
  func aCharacterOfAStringMapsToItsByte(literal: String, index: Int, offset: Int) {
    let bytes = Array(literal.utf8)
    #expect(JSONParser.offset(ofCharacter: index, inStringAt: 0, of: bytes) == offset)
  }
}
