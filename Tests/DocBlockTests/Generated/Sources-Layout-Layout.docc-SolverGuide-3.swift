// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Sources/Layout/Layout.docc/SolverGuide.md#3

import Foundation
import Layout

extension DocBlocks {
  /// Sources/Layout/Layout.docc/SolverGuide.md#3: the Swift block at the page's line 62.
  static func block_Sources_Layout_Layout_docc_SolverGuide_md_3() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/SolverGuide.md", line: 63)
let x = Variable("x"), y = Variable("y")
let solver = Solver()
let gap = x + 10 <= y
try solver.addConstraints([gap, x == 0, (y == 0).strength(.weak)])
print(solver.value(of: y))  // 10.0
try solver.setConstant(of: gap, to: 24)  // now x + 24 <= y
print(solver.value(of: y))  // 24.0
#sourceLocation()
  }
}
