// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Text.md#3

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Text.md#3: the Swift block at the page's line 171.
  static func block_Docs_Text_md_3() throws {
#sourceLocation(file: "Docs/Text.md", line: 172)
let window = Window(screen: .custom(width: 400, height: 400))   // 2x
let label = Label(text: "Hello World")           // 88.35 pt wide at 17 pt
window.addSubview(label)
label.snp.makeConstraints { make in
  make.top.left.equalToSuperview()
  make.width.equalTo(60)
}
window.layoutIfNeeded()
// Still the whole text's, 60 points or not:
print(label.intrinsicContentSize.width)          // 88.5
// .byTruncatingTail is the default; .byClipping draws the whole line, clipped:
for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
  label.lineBreakMode = mode
  print(mode, label.fittedText?.lines.map(\.text) ?? [])
}
// byTruncatingTail ["Hello …"]
// byTruncatingHead ["…orld"]
// byTruncatingMiddle ["He…rld"]
// byClipping ["Hello World"]

// Two lines of 80 points:
label.text = "one two three four five six"
label.numberOfLines = 2
label.snp.updateConstraints { make in make.width.equalTo(80) }
window.layoutIfNeeded()
for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle,
             .byWordWrapping, .byCharWrapping] {
  label.lineBreakMode = mode
  print(mode, label.fittedText?.lines.map(\.text) ?? [])
}
// byTruncatingTail ["one two", "three fo…"]
// byTruncatingHead ["one two", "… five six"]
// byTruncatingMiddle ["one two", "thre… six"]
// byWordWrapping ["one two", "three four"]
// byCharWrapping ["one two t", "hree four"]
#sourceLocation()
  }
}
