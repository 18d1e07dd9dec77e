// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#11

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#11: the Swift block at the page's line 962.
  static func block_Docs_Views_md_11() throws {
#sourceLocation(file: "Docs/Views.md", line: 963)
let window = Window(screen: .iPhone15)
let badge = View()
window.addSubview(badge)
var badgeTrailing: Constraint?
badge.snp.makeConstraints { make in
  make.top.equalToSuperview().offset(100)
  make.size.equalTo(24)
  badgeTrailing = make.trailing.equalToSuperview().offset(-16).constraint
}
window.layoutIfNeeded()
// The first report: every view (the window and the badge), .added.
let first = window.takeLayoutChanges()
print(first.changes.count, first.changes.allSatisfy { $0.kind == .added })  // 2 true
badgeTrailing?.update(offset: -20)
window.layoutIfNeeded()
// Then only the badge, which moved 4 points to the left:
let second = window.takeLayoutChanges()
print(second.changes.map { $0.view === badge })  // [true]
print(second.changes[0].kind == .frame, second.changes[0].previousFrame?.minX ?? 0)  // true 353.0
print(second.changes[0].frame.minX)  // 349.0
#sourceLocation()
  }
}
