// swift-format-ignore-file
// Generated from the pages' ```swift blocks by the "doc blocks" tests; do not edit. After
// changing a block: LAYOUT_RECORD=1 swift test --filter DocBlockTests, then test again.
// README.md#2

import Foundation
import Layout

extension DocBlocks {
  /// README.md#2: the Swift block at the page's line 40.
  static func block_README_md_2() throws {
#sourceLocation(file: "README.md", line: 41)
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
print(solver.value(of: left), solver.value(of: mid), solver.value(of: right))  // 0.0 30.0 60.0
// Nothing pins where the span sits:
print(solver.ambiguousVariables())  // [left, right]

let w = Variable("w"), v = Variable("v")
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
