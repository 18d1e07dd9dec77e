// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#2: the Swift block at the page's line 99.
  static func block_Docs_Views_md_2() throws {
#sourceLocation(file: "Docs/Views.md", line: 100)
let window = Window(screen: .iPhone15)
let scrollView = ScrollView()
window.addSubview(scrollView)
scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }

let copy = View(), wifi = View(), share = View()
let floatingView = StackView(arrangedSubviews: [copy, wifi, share])   // UIStackView
floatingView.axis = .horizontal
floatingView.distribution = .fillEqually
scrollView.addSubview(floatingView)
floatingView.snp.makeConstraints { make in
  make.left.right.bottom.equalTo(scrollView.frameLayoutGuide)
  make.height.equalTo(100)
}
window.layoutIfNeeded()
// A third of the iPhone 15's 393 points each:
print(copy.frame.minX, copy.frame.width, wifi.frame.minX, share.frame.minX)  // 0.0 131.0 131.0 262.0
#sourceLocation()
  }
}
