// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#3

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#3: the Swift block at the page's line 238.
  static func block_Docs_Animation_md_3() throws {
#sourceLocation(file: "Docs/Animation.md", line: 239)
let app = Window(screen: .iPhone15)
let scene = Scene()
scene.show(app)
let clock = AnimationClock()
let animator = Animator(clock: clock, scene: scene)
let presenter = ToastPresenter(scene: scene, animator: animator, screen: .iPhone15)
let renderer = PresentationRenderer(animator: animator, scene: scene, screen: .iPhone15)
presenter.show("Hello, world!")  // seed 000's capsule: holds 1.5 s, then fades for 1 s
for t in [0, 1.9, 2.0, 2.6] {
  clock.advance(to: t)
  let frame = renderer.render()
  let built = RenderTree(
    presentation: animator.presentationSnapshot(), scene: scene, screen: .iPhone15)
  print(t, frame.windows.count, frame == built, renderer.lastRedrawnViews)
}
// 0.0 2 true 2
// 1.9 2 true 2
// 2.0 2 true 2
// 2.6 1 true 0
#sourceLocation()
  }
}
