import Foundation
import Testing

@testable import Layout

/// Layout files with `"keyboard"`, `"contentSizeCategory"` and chains that target the
/// readable-content and keyboard guides, read by `LayoutDocument` (`layoutcli solve` on one
/// is in the CLI's suite).
@Suite("Layout files: readable and keyboard guides")
struct GuideFileTests {
  /// The shared guide file (``LayoutFileFixtures/guideField(keyboard:category:)``).
  static func file(keyboard: String, category: String = "large") -> String {
    LayoutFileFixtures.guideField(keyboard: keyboard, category: category)
  }

  /// The field's frame once laid out.
  static func field(_ json: String) throws -> CGRect {
    let document = try LayoutDocument(data: Data(json.utf8), name: "<stdin>")
    document.layoutIfNeeded()
    return try #require(document.view(id: "field")).frame
  }

  /// The problems of a file that does not load.
  static func problems(_ json: String) -> String {
    do throws(LayoutDocumentError) {
      _ = try LayoutDocument(data: Data(json.utf8), name: "<stdin>")
      return ""
    } catch {
      return error.description
    }
  }

  @Test func aShownKeyboardAndALargerTextSizePlaceTheField() throws {
    // Keyboard 418 → its top at 402, the field's bottom at 386; readable 751 centred in the
    // margins (8 ... 1172): x = 8 + (1164 − 751) / 2.
    let frame = try Self.field(Self.file(keyboard: "shown", category: "extraLarge"))
    #expect(frame == CGRect(x: 214.5, y: 342, width: 751, height: 44))
  }

  @Test func aHiddenKeyboardLeavesTheGuideAtTheSafeAreasBottom() throws {
    // Safe-area bottom 20: the guide's top at 800, the field's bottom at 784; readable 672.
    let frame = try Self.field(Self.file(keyboard: "hidden"))
    #expect(frame == CGRect(x: 254, y: 740, width: 672, height: 44))
  }

  @Test func unknownKeyboardStatesAndTextSizesAreErrorsWithTheirJSONPath() {
    #expect(
      Self.problems(Self.file(keyboard: "up")).contains("keyboard: unknown keyboard state 'up'"))
    #expect(
      Self.problems(Self.file(keyboard: "shown", category: "huge"))
        .contains("contentSizeCategory: unknown content size category"))
  }

  @Test func anUnknownGuideNameListsTheGuides() {
    let json = """
      {"device": "iPhone 15", "windows": [{"id": "app", "views": [{"id": "b",
       "constraints": ["$0.top.equalTo(superview.keyboardGuide)"]}]}]}
      """
    #expect(Self.problems(json).contains("unknown member 'keyboardGuide' of 'superview'"))
  }
}
