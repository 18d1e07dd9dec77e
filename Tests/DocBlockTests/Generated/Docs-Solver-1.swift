// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Solver.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Solver.md#1: the Swift block at the page's line 3.
  static func block_Docs_Solver_md_1() throws {
#sourceLocation(file: "Docs/Solver.md", line: 4)
let x = Variable("x"), y = Variable("y")
let solver = Solver()
try solver.addConstraints([x + 10 <= y, x >= 0, (y == 50).strength(.weak)])
print(solver.value(of: y))  // 50.0
#sourceLocation()
  }
}
