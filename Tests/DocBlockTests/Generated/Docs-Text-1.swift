// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Text.md#1

#sourceLocation(file: "Docs/Text.md", line: 4)
import Layout

#sourceLocation()

extension DocBlocks {
  /// Docs/Text.md#1: the Swift block at the page's line 3.
  static func block_Docs_Text_md_1() throws {
#sourceLocation(file: "Docs/Text.md", line: 6)
let font = UIFont.systemFont(ofSize: 17)
print(font.lineHeight)                   // 20.287109375
print(font.width(of: "Hello"))           // 38.77294921875

let layout = try TextLayout("토스트 메시지입니다", font: font, maxWidth: 100)
print(layout.lines.map(\.text))          // ["토스트 메시", "지입니다"]
print(layout.size.width, layout.size.height)  // 84.755… 40.57421875
// A label's intrinsic size, rounded up to the 3x pixel grid:
let rounded = layout.size(roundedToScale: 3)
print(rounded.width, rounded.height)     // 85.0 40.666…
print(layout.firstBaseline, layout.lastBaseline)  // 16.1865234375 36.4736328125
#sourceLocation()
  }
}
