// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#2: the Swift block at the page's line 128.
  static func block_Docs_Animation_md_2() throws {
#sourceLocation(file: "Docs/Animation.md", line: 129)
let window = Window(screen: .iPhone15)
let panel = View()
window.addSubview(panel)
var topConstraint: Constraint?
panel.snp.makeConstraints { make in
  topConstraint = make.top.equalToSuperview().offset(100).constraint
  make.left.right.equalToSuperview()
  make.height.equalTo(200)
}
window.layoutIfNeeded()

let clock = AnimationClock()
let animator = Animator(clock: clock, watching: [window])
animator.animate(withDuration: 0.3) {
  topConstraint?.update(offset: 300)
  window.layoutIfNeeded()          // the solver moves the panel; the move is animated
}
clock.advance(to: 0.1)
// The model is final at once; what is drawn is a third of the way in time:
print(panel.frame.minY, animator.presentation(of: panel).center.y - 100)  // 300.0 146.35…
#sourceLocation()
  }
}
