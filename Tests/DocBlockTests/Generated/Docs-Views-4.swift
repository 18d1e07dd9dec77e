// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#4

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#4: the Swift block at the page's line 322.
  static func block_Docs_Views_md_4() throws {
#sourceLocation(file: "Docs/Views.md", line: 323)
let window = Window(screen: .iPad10, orientation: .landscape)   // 1180 × 820
let text = Label(text: "A long article …")
text.numberOfLines = 0
window.addSubview(text)
text.snp.makeConstraints { make in
  make.leading.trailing.equalTo(window.readableContentGuide)
  make.top.equalTo(window.safeAreaLayoutGuide).offset(20)
}
window.layoutIfNeeded()
let guide = window.readableContentGuide.layoutFrame
print(guide.minX, guide.minY, guide.width, guide.height)  // 254.0 8.0 672.0 804.0
print(text.frame.width)                   // 672.0
window.preferredContentSizeCategory = .extraExtraExtraLarge
window.layoutIfNeeded()
print(text.frame.minX, text.frame.width)  // 135.5 909.0
#sourceLocation()
  }
}
