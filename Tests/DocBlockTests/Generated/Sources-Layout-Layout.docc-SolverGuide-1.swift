// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Sources/Layout/Layout.docc/SolverGuide.md#1

import Foundation
import Layout

extension DocBlocks {
  /// Sources/Layout/Layout.docc/SolverGuide.md#1: the Swift block at the page's line 9.
  static func block_Sources_Layout_Layout_docc_SolverGuide_md_1() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/SolverGuide.md", line: 10)
let x = Variable("x"), y = Variable("y"), w = Variable("w")
let constraints = [
  x + 10 <= y,
  2 * w == y - x,
  (w == 80).strength(.weak),
  (x == 20).strength(Strength(priority: 750)),
]
let solver = Solver()
try solver.addConstraints(constraints)
print(solver.value(of: x), solver.value(of: y), solver.value(of: w))  // 20.0 180.0 80.0
#sourceLocation()
  }
}
