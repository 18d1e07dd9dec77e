// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#5

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#5: the Swift block at the page's line 356.
  static func block_Docs_Animation_md_5() throws {
#sourceLocation(file: "Docs/Animation.md", line: 357)
let scene = Scene()
let clock = AnimationClock()
let animator = Animator(clock: clock, scene: scene)
let presenter = ToastPresenter(
  scene: scene, animator: animator, screen: .iPhone15, policy: .stack(3))
presenter.show("Saved")
clock.advance(to: 0.5)
let copied = presenter.show("Copied")
clock.advance(to: 0.8)                 // "Saved" has slid up by Copied's height + 8
for (request, toast) in presenter.visible {
  print(request.message, animator.presentation(of: toast.box).transform.ty)
}
// Saved -39.33…
// Copied 0.0
let tapped = presenter.tap(at: CGPoint(x: 196.5, y: 636))   // on Copied: it fades
print(tapped == copied)                // true
clock.advance(to: 1.3)                 // Copied gone at 1.0; Saved slid back by 1.3
print(presenter.visible.map(\.request.message), presenter.events.count)
// ["Saved"] 3
#sourceLocation()
  }
}
