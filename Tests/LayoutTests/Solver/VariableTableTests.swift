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
    let namer = Namer("box")
    let table = solver.variableTable
    let first = table.firstID(ofBlockOf: namer, count: 4)
    #expect(table.holdsBlock(ofNamer: namer.namerSerial, at: first))
    solver.reset()
    #expect(table.count == 0)
    #expect(gone == nil)
    // A block's first id cached before is not taken for the new ones.
    #expect(!table.holdsBlock(ofNamer: namer.namerSerial, at: first))
    _ = (table.id(of: Variable("p")), table.id(of: Variable("q")))
    let other = Namer("other")
    #expect(table.firstID(ofBlockOf: other, count: 4) == first)
    #expect(!table.holdsBlock(ofNamer: namer.namerSerial, at: first))
    #expect(table.holdsBlock(ofNamer: other.namerSerial, at: first))
  }

  /// A namer's block of ids makes no variable object until one is asked for; the one made
  /// is named by the namer, is the same object on every ask, and maps back to its id.
  @Test func aNamersBlockMakesItsVariablesOnDemand() throws {
    let solver = Solver()
    let table = solver.variableTable
    let plain = Variable("plain")
    try solver.addConstraint(plain == 1)
    let namer = Namer("box")
    let first = table.firstID(ofBlockOf: namer, count: 4)
    #expect(first == 1)
    #expect(table.firstID(ofBlockOf: namer, count: 4) == first)
    #expect(table.count == 5)
    #expect((1..<5).allSatisfy { table.madeVariable(ofID: $0) == nil })
    #expect(table.madeVariable(ofID: 0) === plain)
    #expect(table.namer(ofID: first + 2) === namer)
    #expect(table.namer(ofID: 0) == nil)
    var forms = FormBatch(for: solver)
    forms.add(id: first + 2, 1)
    forms.close(constant: -30, relation: .equal, strength: .required)
    #expect(solver.addFormsSkippingFailures(&forms, marked: { _ in false }).failures.isEmpty)
    #expect(solver.value(ofID: first + 2) == 30)
    #expect(table.madeVariable(ofID: first + 2) == nil)
    let width = table[first + 2]
    #expect(width.name == "box.2")
    #expect(table[first + 2] === width)
    #expect(table.knownID(of: width) == first + 2)
    #expect(solver.value(of: width) == 30)
    namer.name = nil
    #expect(width.name == "gone.2")
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

/// A namer for the table's tests: names its variables `name.tag` while it has a name.
private final class Namer: VariableNamer {
  var name: String?
  let namerSerial = nextNamerSerial()

  init(_ name: String) { self.name = name }

  func variableName(_ tag: UInt8) -> String? { name.map { "\($0).\(tag)" } }
  func fallbackName(_ tag: UInt8) -> String { "gone.\(tag)" }
}
