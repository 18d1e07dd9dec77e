import Foundation
import Testing

@testable import LayoutCore
@testable import LayoutSolver

/// `layoutcli bench --memory`'s accounts: buffers as the allocator rounds them, and a
/// hierarchy's components growing by what was added to them.
@Suite struct MemoryAccountsTests {
  /// An array's buffer: a 32-byte header and its capacity, in a block rounded up to 16
  /// bytes with 8 of header; the elements not in use are spare.
  @Test func anArrayCountsItsCapacityAsTheAllocatorRoundsIt() {
    var numbers: [Int] = []
    #expect(HeapBytes.array(numbers).bytes == 0)
    numbers.reserveCapacity(10)
    numbers.append(1)
    let capacity = numbers.capacity
    let count = HeapBytes.array(numbers)
    #expect(count.bytes == (32 + capacity * 8 + 8 + 15) / 16 * 16 - 8)
    #expect(count.spare == count.bytes - 32 - 8)
    #expect(HeapBytes.block(1) == 24)
    #expect(HeapBytes.block(24) == 24)
    #expect(HeapBytes.block(25) == 40)
  }

  /// A class instance is its allocator block: at least its stored fields.
  @Test func anObjectIsItsAllocatorBlock() {
    let view = View()
    #expect(HeapBytes.object(view).bytes >= MemoryLayout<CGRect>.size * 2)
  }

  /// A variable's serial and its namer's tag share a word: 56 bytes, the engine's made on
  /// demand as the plain ones.
  @Test func aVariableIsAFiftySixByteBlock() {
    let plain = Variable("x")
    #expect(HeapBytes.object(plain).bytes == 56)
    let view = View()
    let named = view.frameVariable(.height, in: VariableTable())
    #expect(HeapBytes.object(named).bytes == 56)
    #expect(named.serial > plain.serial)
    view.debugName = "box"
    #expect(named.name == "box.height")
  }

  private func accounts(_ window: Window) -> [String: HeapBytes.Count] {
    Dictionary(
      uniqueKeysWithValues: window.layoutMemoryAccounts().map { ($0.component, $0.count) })
  }

  private func addRow(to window: Window, below previous: View?) -> View {
    let row = View()
    window.addSubview(row)
    row.snp.makeConstraints { make in
      make.left.right.equalToSuperview().inset(16)
      make.height.equalTo(30)
      if let previous {
        make.top.equalTo(previous.snp.bottom).offset(8)
      } else {
        make.top.equalToSuperview()
      }
    }
    return row
  }

  /// Ten rows more: ten views' blocks more in `views`, no frame variable objects (the
  /// variables are ids in the solver's table) until a message asks for them, and more in
  /// every component the rows reach; nothing is counted before the first pass.
  @Test func tenRowsMoreAddTheirObjectsToTheirComponents() throws {
    let window = Window(screen: .custom(width: 400, height: 800))
    var last: View?
    for _ in 0..<10 { last = addRow(to: window, below: last) }
    #expect(window.layoutMemoryAccounts().isEmpty)
    window.layoutIfNeeded()
    let before = accounts(window)
    var added: [View] = []
    for _ in 0..<10 {
      last = addRow(to: window, below: last)
      added.append(try #require(last))
    }
    window.layoutIfNeeded()
    let after = accounts(window)
    #expect(Set(after.keys) == Set(before.keys))
    #expect(after.count == 12)
    func grew(_ key: String) throws -> Int {
      try #require(after[key]).bytes - (try #require(before[key])).bytes
    }
    let blocks = added.reduce(0) { $0 + HeapBytes.object($1).bytes }
    #expect(try grew("views") >= blocks)
    #expect(try #require(after["frame_variables"]).bytes == 0)
    // Variables a message names are made, counted, and made once.
    let table = try #require(window.layoutEngine?.solver.variableTable)
    let named = added.map { $0.frameVariable(.width, in: table) }
    #expect(named.allSatisfy { $0.name.hasSuffix(".width") })
    let again = added.map { $0.frameVariable(.width, in: table) }
    #expect(zip(again, named).allSatisfy { $0 === $1 })
    #expect(
      accounts(window)["frame_variables"]?.bytes
        == named.reduce(0) { $0 + HeapBytes.object($1).bytes })
    for key in ["layout_nodes", "dsl_constraints"] {
      #expect(try grew(key) > 0, "\(key)")
    }
    // The rows' linear forms are the solver's records (counted with them), not objects the
    // engine keeps: none is rejected here.
    #expect(try grew("linear_constraints") == 0)
    #expect(after["linear_constraints"]?.bytes == 0)
    // The solver's buffers grow by doubling: ten rows more fit in some, so their sum grows.
    let solver = ["solver_rows", "solver_symbols", "solver_records", "solver_other"]
    #expect(try solver.reduce(0) { $0 + (try grew($1)) } > 0)
    for count in after.values { #expect(count.spare >= 0 && count.spare <= count.bytes) }
  }
}
