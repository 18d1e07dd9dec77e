// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/DSL.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Docs/DSL.md#1: the Swift block at the page's line 3.
  static func block_Docs_DSL_md_1() throws {
#sourceLocation(file: "Docs/DSL.md", line: 4)
let window = Window(screen: .iPhone15, level: .alert)
let backView = View()
let messageLabel = Label(text: "Hello, Toast!")
window.addSubview(backView)
backView.addSubview(messageLabel)
messageLabel.snp.makeConstraints { make in
  make.center.equalToSuperview()
}
backView.snp.makeConstraints { make in
  make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
  make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
  make.centerX.equalToSuperview()
  make.bottom.equalToSuperview().inset(200)
}
window.layoutIfNeeded()
let f = backView.frame
print(f.minX, f.minY, f.width, f.height)  // 124.0 611.333333333 145.0 40.666666667
#sourceLocation()
  }
}
