// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#9

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#9: the Swift block at the page's line 733.
  static func block_Docs_Views_md_9() throws {
#sourceLocation(file: "Docs/Views.md", line: 734)
let window = Window(screen: .iPhone15)  // 393 wide, 3x
let box = View()
window.addSubview(box)
box.snp.makeConstraints { make in
  make.center.equalToSuperview()
  make.size.equalTo(80)
}
window.layoutIfNeeded()
print(box.solvedFrame.minX)  // 156.5
// 469.5 pixels, written as 470:
print(box.frame.minX, box.frame.width)  // 156.666… 80.0
#sourceLocation()
  }
}
