// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#8

import Foundation
import Layout

#sourceLocation(file: "Docs/Views.md", line: 620)
final class CardMover {
  let card = View(frame: CGRect(x: 100, y: 300, width: 200, height: 120))

  func didPan(_ pan: PanGestureRecognizer) {  // iOS: @objc, added with #selector(didPan)
    let moved = pan.translation(in: card.superview)
    card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
    pan.setTranslation(.zero, in: card.superview)
  }
}

#sourceLocation()

extension DocBlocks {
  /// Docs/Views.md#8: the Swift block at the page's line 619.
  static func block_Docs_Views_md_8() throws {
#sourceLocation(file: "Docs/Views.md", line: 630)
let scene = Scene()
let window = Window(screen: .iPhone15)
let mover = CardMover()
window.addSubview(mover.card)
scene.show(window)
let pan = PanGestureRecognizer(target: mover, action: CardMover.didPan)
mover.card.addGestureRecognizer(pan)
scene.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 250, y: 390), duration: 0.2)
print(mover.card.frame.origin.x, mover.card.frame.origin.y)  // 200.0 340.0
#sourceLocation()
  }
}
