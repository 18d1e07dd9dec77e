// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Sources/Layout/Layout.docc/SolverGuide.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Sources/Layout/Layout.docc/SolverGuide.md#2: the Swift block at the page's line 39.
  static func block_Sources_Layout_Layout_docc_SolverGuide_md_2() throws {
#sourceLocation(file: "Sources/Layout/Layout.docc/SolverGuide.md", line: 40)
let w = Variable("w"), v = Variable("v")
let solver = Solver()
try solver.addConstraints([w == 2 * v, v == 60])
do {
  try solver.addConstraint(w == 100)
} catch {
  print(error)
}
// unsatisfiable constraint: 'w == 100' conflicts with 'w == 2 * v', 'v == 60'
#sourceLocation()
  }
}
