// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#1: the Swift block at the page's line 3.
  static func block_Docs_Animation_md_1() throws {
#sourceLocation(file: "Docs/Animation.md", line: 4)
let toast = Toast(message: "Hello, Toast!", screen: .iPhone15, style: .banner)
let scene = Scene()
scene.show(toast.window)
toast.window.layoutIfNeeded()

let clock = AnimationClock()                       // yours: no global run loop
let animator = Animator(clock: clock, scene: scene)
let label = toast.label
label.alpha = 0
animator.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
  label.alpha = 1
} completion: { _ in
  animator.animate(withDuration: 0.5, delay: 2, options: .curveEaseOut) {
    label.alpha = 0
  } completion: { _ in
    label.removeFromSuperview()
  }
}

for t in [0, 0.25, 0.5, 2.5, 2.75, 3.0] {
  clock.advance(to: t)
  let frame = RenderTree(presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
  print(t, frame.windows[0].views.first?.effectiveAlpha as Any)
}
// 0.0 Optional(0.0)
// 0.25 Optional(0.3153568…)
// 0.5 Optional(1.0)
// 2.5 Optional(1.0)
// 2.75 Optional(0.3153568…)
// 3.0 nil
#sourceLocation()
  }
}
