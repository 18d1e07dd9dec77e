// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Text.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Text.md#2: the Swift block at the page's line 23.
  static func block_Docs_Text_md_2() throws {
#sourceLocation(file: "Docs/Text.md", line: 24)
let nanum = try Font.load(path: "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", size: 15)
print(nanum.width(of: "토스트"))           // 42.3…
#sourceLocation()
  }
}
