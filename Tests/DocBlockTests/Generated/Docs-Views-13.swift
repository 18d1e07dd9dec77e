// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#13

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#13: the Swift block at the page's line 1186.
  static func block_Docs_Views_md_13() throws {
#sourceLocation(file: "Docs/Views.md", line: 1187)
let window = Window(screen: .iPhone15)
let item = Button(type: .system)
item.frame = CGRect(x: 100, y: 200, width: 40, height: 40)
item.minimumTouchTargetSize = View.recommendedMinimumTouchTargetSize
item.isAccessibilityElement = true
item.accessibilityLabel = "Copy"
window.addSubview(item)
let target = item.touchTargetBounds
print(target.minX, target.minY, target.width, target.height)  // -2.0 -2.0 44.0 44.0
// (99, 199) is outside the drawing and inside the target:
print(window.hitTest(CGPoint(x: 99, y: 199)) === item)  // true
let node = RenderTree(windows: [window], screen: .iPhone15).windows[0].views[0]
let touch = node.touchFrame ?? .zero
print(touch.minX, touch.minY, touch.width, touch.height)  // 98.0 198.0 44.0 44.0
#sourceLocation()
  }
}
