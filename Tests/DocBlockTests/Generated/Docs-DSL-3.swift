// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/DSL.md#3

import Foundation
import Layout

extension DocBlocks {
  /// Docs/DSL.md#3: the Swift block at the page's line 136.
  static func block_Docs_DSL_md_3() throws {
#sourceLocation(file: "Docs/DSL.md", line: 137)
let window = Window(screen: .iPhone15)
let a = View(), b = View()
window.addSubview(a)
window.addSubview(b)
var top: Constraint!
a.snp.makeConstraints { make in
  top = make.top.equalTo(window.safeAreaLayoutGuide).offset(20).constraint
  make.leading.trailing.equalToSuperview().inset(16)
  make.height.equalTo(44)
}
b.translatesAutoresizingMaskIntoConstraints = false
let bTop = b.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 20)
LayoutConstraint.activate([
  bTop,
  b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
  b.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
  b.heightAnchor.constraint(equalToConstant: 44),
])
window.layoutIfNeeded()
print(a.frame == b.frame, a.frame.minY)  // true 79.0
// One layout constraint each: the SnapKit one changed as an anchor's is.
top.layoutConstraints[0].constant = 40
bTop.constant = 40
window.layoutIfNeeded()
print(a.frame == b.frame, a.frame.minY)  // true 99.0
// Installed on the common ancestor; each height on its view:
print(window.constraints.count, a.constraints.count)  // 6 1
#sourceLocation()
  }
}
