// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Sources/Layout/Layout.docc/Layout.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Sources/Layout/Layout.docc/Layout.md#1: the Swift block at the page's line 12.
  static func block_Sources_Layout_Layout_docc_Layout_md_1() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/Layout.md", line: 13)
let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
let solver = Solver()
try solver.addConstraints([
  mid == (left + right) / 2,
  left + 10 <= right,
  left >= 0,
  right <= 100,
])
try solver.addEditVariable(mid, strength: .strong)
try solver.suggestValue(mid, 30)
print(solver.value(of: mid))  // 30.0
#sourceLocation()
  }
}
