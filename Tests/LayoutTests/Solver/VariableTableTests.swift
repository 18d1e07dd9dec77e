import Foundation
import Testing

@testable import Layout
@testable import LayoutCore
@testable import LayoutSolver

/// A solver names the variables of its term pool and of the forms handed to it by ids of its
/// own: given in the order first seen, kept across the rebuilds that make new tableau
/// symbols, and plain values in the pool.
@Suite struct VariableTableTests {
  /// A pool term is 16 bytes (that it holds no reference, so that the pool and a batch copy
  /// it without reference counting, the compiler checks: `PoolTerm` is `BitwiseCopyable`).
  @Test func aPoolTermIsAPlainSixteenByteValue() {
    #expect(MemoryLayout<PoolTerm>.stride == 16)
  }

  /// Ids are dense, in the order variables are first seen, the same variable the same id
  /// however it comes in (a constraint object or a batch's term).
  @Test func idsAreGivenInTheOrderFirstSeen() throws {
    let solver = Solver()
    let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
    try solver.addConstraint(b == a + 1)
    var forms = FormBatch(for: solver)
    forms.add(c, 1)
    forms.add(a, -1)
    forms.close(constant: -2, relation: .equal, strength: .required)
    #expect(forms.terms.map(\.id) == [2, 1])
    let table = solver.variableTable
    #expect([b, a, c].map { table.knownID(of: $0) } == [0, 1, 2])
    #expect(table[2] === c)
    #expect(solver.addFormsSkippingFailures(&forms, marked: { _ in false }).failures.isEmpty)
    try solver.addConstraint(a == 5)
    #expect(solver.value(of: c) == 7)
    #expect(table.count == 3)
  }

  /// A rebuild (a removal while a required equality the others imply is held) makes a new
  /// tableau: the ids stay, the pool's terms still name the same variables, and values read
  /// by variable are the new tableau's.
  @Test func idsOutliveARebuild() throws {
    let solver = Solver()
    let (a, b) = (Variable("a"), Variable("b"))
    let fixed = a == 3
    try solver.addConstraint(fixed)
    var forms = FormBatch(for: solver)
    forms.add(b, 1)
    forms.add(a, -2)
    forms.close(constant: 0, relation: .equal, strength: .required)
    let (ids, _) = solver.addFormsSkippingFailures(&forms, marked: { _ in false })
    #expect(solver.value(of: b) == 6)
    // Implied by `a == 3`: held without a row, so the next removal rebuilds.
    try solver.addConstraint(2 * a == 6)
    let before = solver.tableau
    try solver.removeConstraint(fixed)
    #expect(solver.tableau !== before)
    #expect(solver.value(of: b) == 6)
    #expect(solver.value(of: a) == 3)
    #expect(solver.form(ofID: ids[0])?.terms.map(\.variable.name) == ["b", "a"])
    #expect(solver.variableTable.knownID(of: b) == 1)
  }

  /// A reset forgets the ids (the variables are no longer kept alive by the solver).
  @Test func aResetForgetsTheIDs() throws {
    let solver = Solver()
    weak var gone: Variable?
    do {
      let temporary = Variable("t")
      gone = temporary
      try solver.addConstraint(temporary == 1)
    }
    #expect(gone != nil)
    let kept = Variable("k")
    try solver.addConstraint(kept == 2)
    let id = solver.variableTable.knownID(of: kept)
    #expect(solver.variableTable.holds(kept, at: id))
    solver.reset()
    #expect(solver.variableTable.count == 0)
    #expect(gone == nil)
    // An id cached before is not taken for the new ones.
    #expect(!solver.variableTable.holds(kept, at: id))
    try solver.addConstraint(Variable("other") == 1)
    #expect(!solver.variableTable.holds(kept, at: id))
  }

  /// An item's four ids are looked up once per table: a view laid out in one hierarchy and
  /// then moved to another (another engine, another solver) gets ids in the new one.
  @Test func anItemsIDsFollowItsSolver() throws {
    let first = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let second = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = View()
    first.addSubview(box)
    box.snp.makeConstraints { make in
      make.left.top.equalToSuperview().offset(10)
      make.size.equalTo(50)
    }
    first.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    second.addSubview(box)
    box.snp.remakeConstraints { make in
      make.right.bottom.equalToSuperview().offset(-10)
      make.size.equalTo(40)
    }
    second.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 150, y: 150, width: 40, height: 40))
  }
}
