// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/LayoutFiles.md#1

#sourceLocation(file: "Docs/LayoutFiles.md", line: 8)
import Foundation
import Layout

#sourceLocation()

extension DocBlocks {
  /// Docs/LayoutFiles.md#1: the Swift block at the page's line 7.
  static func block_Docs_LayoutFiles_md_1() throws {
#sourceLocation(file: "Docs/LayoutFiles.md", line: 11)
let data = Data(#"""
  {"device": "iPhone 15", "windows": [{"id": "app", "views": [
    {"id": "box", "backgroundColor": "#FF0000",
     "constraints": ["$0.center.equalToSuperview()", "$0.size.equalTo(100)"]}]}]}
  """#.utf8)
let document = try LayoutDocument(data: data, name: "box.layout.json")
document.layoutIfNeeded()
let box = document.view(id: "box")!
// Centred at 146.5, written on the 3x pixel grid at 146⅔:
print(box.frame.minX, box.frame.minY, box.frame.width)  // 146.666… 376.0 100.0
// No conflict, ambiguity or left-out constraint:
print(document.diagnostics.isEmpty)  // true
#sourceLocation()
  }
}
