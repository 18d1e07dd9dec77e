// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#7

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#7: the Swift block at the page's line 658.
  static func block_Docs_Animation_md_7() throws {
#sourceLocation(file: "Docs/Animation.md", line: 659)
let clock = AnimationClock()
let window = Window(screen: .iPhone15)
let badge = Label()
badge.text = "2"
window.addSubview(badge)
let animator = Animator(clock: clock, watching: [window])
animator.transition(with: badge, duration: 0.4, options: .transitionCrossDissolve) {
  badge.text = "3"
}
print(badge.text ?? "", animator.presentation(of: badge).alpha)  // 3 0.0
clock.advance(to: 0.4)
print(animator.presentation(of: badge).alpha)  // 1.0
#sourceLocation()
  }
}
