// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/DSL.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/DSL.md#2: the Swift block at the page's line 36.
  static func block_Docs_DSL_md_2() throws {
#sourceLocation(file: "Docs/DSL.md", line: 37)
func pin(_ view: ConstraintView, to guide: ConstraintLayoutGuide, padding: ConstraintInsets) {
  view.snp.makeConstraints { make in
    make.edges.equalTo(guide).inset(padding)
  }
}
let window = Window(screen: .iPhone15)
let card = View(), toast = View()
window.addSubview(card)
window.addSubview(toast)
pin(card, to: window.safeAreaLayoutGuide, padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
var bottom: Constraint!
toast.snp.makeConstraints { make in
  bottom = make.bottom.equalToSuperview().inset(200).labeled("bottom").constraint
}
window.layoutIfNeeded()
print(card.frame.minY, card.frame.width)  // 67.0 361.0
// The label is NSLayoutConstraint.identifier's:
print(bottom.layoutConstraints[0].identifier ?? "none")  // bottom
#sourceLocation()
  }
}
