// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Animation.md#4

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Animation.md#4: the Swift block at the page's line 294.
  static func block_Docs_Animation_md_4() throws {
#sourceLocation(file: "Docs/Animation.md", line: 295)
let window = Window(screen: .iPhone15)
let field = View()
window.addSubview(field)
field.snp.makeConstraints { make in
  make.bottom.equalTo(window.keyboardLayoutGuide.snp.top).offset(-16)
  make.centerX.equalToSuperview()
  make.size.equalTo(CGSize(width: 200, height: 44))
}
window.layoutIfNeeded()

let clock = AnimationClock()
let animator = Animator(clock: clock, watching: [window])
animator.showKeyboard(in: window)        // the field pinned above keyboardLayoutGuide rises
clock.advance(to: 0.1)
// 478 + 302·(1 + ω₀t)e^(−ω₀t) at t = 0.1:
print(animator.presentation(of: field).center.y)  // 615.47…
clock.advance(to: 0.5)                    // the completion runs with true
print(animator.presentation(of: field).center.y)  // 478.0
animator.hideKeyboard(in: window)         // and back down the same way
#sourceLocation()
  }
}
