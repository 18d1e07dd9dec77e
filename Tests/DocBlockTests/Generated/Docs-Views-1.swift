// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#1: the Swift block at the page's line 3.
  static func block_Docs_Views_md_1() throws {
#sourceLocation(file: "Docs/Views.md", line: 4)
let window = Window(screen: .iPhone15, level: .alert)
let backView = View()
let messageLabel = ImageView(imageSize: CGSize(width: 100, height: 16))  // intrinsic 100 × 16
window.addSubview(backView)
backView.addSubview(messageLabel)
backView.snp.makeConstraints { make in
  make.width.equalTo(messageLabel.snp.width).multipliedBy(1.5)
  make.height.equalTo(messageLabel.snp.height).multipliedBy(2)
  make.centerX.equalToSuperview()
  make.bottom.equalToSuperview().inset(200)
}
messageLabel.snp.makeConstraints { make in
  make.center.equalToSuperview()
}
window.layoutIfNeeded()
let f = backView.frame
print(f.minX, f.minY, f.width, f.height)  // 121.666… 620.0 150.0 32.0
// Solved at 121.5, the pixel 364.5 on a 3x screen, written (as UIKit writes it) at 365:
print(backView.solvedFrame.minX)  // 121.5
#sourceLocation()
  }
}
