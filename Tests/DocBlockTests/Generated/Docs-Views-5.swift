// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Views.md#5

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Views.md#5: the Swift block at the page's line 389.
  static func block_Docs_Views_md_5() throws {
#sourceLocation(file: "Docs/Views.md", line: 390)
let window = Window(screen: .iPhone15)
let field = View()
window.addSubview(field)
field.snp.makeConstraints { make in
  make.bottom.equalTo(window.keyboardLayoutGuide.snp.top).offset(-16)
  make.centerX.equalToSuperview()
  make.size.equalTo(CGSize(width: 200, height: 44))
}
window.layoutIfNeeded()
// Above the home indicator while the keyboard is hidden:
print(field.frame.minX, field.frame.minY)  // 96.666… 758.0
window.showKeyboard()
window.layoutIfNeeded()
let keyboard = window.keyboardLayoutGuide.layoutFrame
print(keyboard.minY, keyboard.height)     // 516.0 336.0
print(field.frame.minX, field.frame.minY)  // 96.666… 456.0
#sourceLocation()
  }
}
