// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#7

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#7: the Swift block at the page's line 502.
  static func block_Docs_Views_md_7() throws {
#sourceLocation(file: "Docs/Views.md", line: 503)
let scene = Scene()
let window = Window(screen: .iPhone15)
scene.show(window)
let button = Button(type: .system)
button.setTitle("Hello World", for: .normal)
button.addAction(Action { _ in print("tapped") }, for: .touchUpInside)
window.addSubview(button)
button.snp.makeConstraints { $0.center.equalToSuperview() }
window.layoutIfNeeded()
let frame = button.frame
print(frame.minX, frame.minY, frame.width, frame.height)  // 157.666666667 411.0 78.0 30.0
// The title is centred in the bounds:
let title = button.titleLabel?.frame ?? .zero
print(title.minX, title.minY, title.width, title.height)  // 0.0 6.0 78.0 18.0
// A tap runs the action and returns the control it hit:
print(scene.tap(at: CGPoint(x: 196.5, y: 426)) === button)
// tapped
// true
#sourceLocation()
  }
}
