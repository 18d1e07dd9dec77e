// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// Docs/Solver.md#2

import Foundation
import Layout

extension DocBlocks {
  /// Docs/Solver.md#2: the Swift block at the page's line 407.
  static func block_Docs_Solver_md_2() throws {
#sourceLocation(file: "Docs/Solver.md", line: 408)
let w = Variable("w"), v = Variable("v")
let solver = Solver()
try solver.addConstraints([w == 2 * v, v == 60])
do throws(SolverError) {
  try solver.addConstraint(w == 100)
} catch {
  switch error.code {
  case .unsatisfiableConstraint: print("conflicts with", error.conflictsWith)
  default: print(error)
  }
}
// conflicts with [w == 2 * v, v == 60]
#sourceLocation()
  }
}
