// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#6

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#6: the Swift block at the page's line 487.
  static func block_Docs_Animation_md_6() throws {
#sourceLocation(file: "Docs/Animation.md", line: 488)
let scene = Scene()
let app = Window(screen: .iPhone15)
scene.show(app)
let toast = Toast(message: "Saved", screen: .iPhone15, style: .banner, position: .bottom(40))
scene.show(toast.window)                // its own alert-level window
toast.window.layoutIfNeeded()
print(toast.box.frame.minY)             // 743.0

let clock = AnimationClock()
let animator = Animator(clock: clock, scene: scene)
animator.showKeyboard(in: app)          // the app's text field: the scene's keyboard
clock.advance(to: 0.1)
// 458.5 + 302·(1 + ω₀t)e^(−ω₀t) at t = 0.1:
print(animator.presentation(of: toast.box).center.y)  // 595.97…
clock.advance(to: 0.5)
print(toast.box.frame.minY)             // 441.0
print(Toast.standardMaximumWidth(in: Window(screen: .iPad10)))  // 672.0
#sourceLocation()
  }
}
