// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/LayoutFiles.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/LayoutFiles.md#2: the Swift block at the page's line 58.
  static func block_Docs_LayoutFiles_md_2() throws {
#sourceLocation(file: "Docs/LayoutFiles.md", line: 59)
let data = Data(#"""
  {"device": "iPhone 15",
   "windows": [{"id": "app", "views": [
     {"id": "card", "subviews": [
       {"id": "badge", "alpha": "1",
        "constraints": ["$0.size.equalTo(24)", "$0.centreX.equalToSuperview()"]}]}]}],
   "orientation": "sideways"}
  """#.utf8)
do throws(LayoutDocumentError) {
  _ = try LayoutDocument(data: data, name: "login.layout.json")
} catch {
  for problem in error.errors { print(problem) }
  if let note = error.truncationMessage { print(note) }
}
#sourceLocation()
  }
}
