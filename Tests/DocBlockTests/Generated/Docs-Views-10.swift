// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#10

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#10: the Swift block at the page's line 929.
  static func block_Docs_Views_md_10() throws {
#sourceLocation(file: "Docs/Views.md", line: 930)
let card = View()
let text = Label(text: "A message long enough to wrap over several lines of the card")
text.numberOfLines = 0
card.addSubview(text)
text.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
let size = card.systemLayoutSizeFitting(
  CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
  verticalFittingPriority: .fittingSizeLevel)
// Width 200; height: the text wrapped at 184 points, plus 16:
print(size.width, size.height)  // 200.0 97.5
#sourceLocation()
  }
}
