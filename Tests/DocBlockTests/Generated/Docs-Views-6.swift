// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#6

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#6: the Swift block at the page's line 456.
  static func block_Docs_Views_md_6() throws {
#sourceLocation(file: "Docs/Views.md", line: 457)
let backView = View()
backView.backgroundColor = .black.withAlphaComponent(0.7)
backView.layer.cornerRadius = 15                   // seed 000, as written for UIKit
backView.layer.borderWidth = 1
backView.layer.borderColor = UIColor.white.cgColor
backView.layer.shadowOpacity = 0.3
backView.layer.shadowOffset = CGSize(width: 0, height: 2)
backView.layer.shadowRadius = 4
// clipsToBounds is the same state as layer.masksToBounds:
print(backView.layer.cornerRadius, backView.clipsToBounds)  // 15.0 false
#sourceLocation()
  }
}
