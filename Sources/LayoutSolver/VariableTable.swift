import Synchronization

/// The variables one solver has seen, each with a dense id of the solver's own (from 0, in
/// the order first seen, never reused): what its term pool and the forms handed to it name
/// variables by, so that terms are plain values (copied, appended and dropped without
/// reference counting) and the tableau finds a variable's symbol with one array load.
///
/// Ids come two ways. A ``Variable`` object gets one the first time the solver sees it
/// (``id(of:)``). A *namer* (the layout engine's reference to a view or guide) registers a
/// block of ids at once (``firstID(ofBlockOf:count:)``: a view's four coordinates) with no
/// object behind them: the `Variable` of such an id is made only when something asks for
/// it (a message, the public API: ``subscript(_:)``), named by its namer, and is the same
/// object on every later ask.
///
/// The table keeps every variable and namer it has given an id alive until the solver is
/// reset (those of an add that failed too), so an id in a held form always names something
/// live. Ids outlive the tableau: a rebuild makes new symbols for the same ids.
///
/// ```
/// id:          0     1     2     3     4     5 …
/// entryOfID:  -2     0     0     0     0    -3    (a block's index, or -2 - k: objects[k])
/// objects:    [x, y]                              (variable objects given ids)
/// blocks:     [0: box's reference, first id 1]    (blockNamers, blockFirst)
/// made:       [3: box.width]                      (block variables made on demand)
/// ```
package final class VariableTable {
  /// Per id: the index of its namer's block (≥ 0), or `-2 - k` for the variable object
  /// `objects[k]`. A plain buffer: a block's four ids are appended without reference
  /// counting.
  let entryOfID = PodBuffer<Int32>()
  /// The variable objects given ids, in that order.
  @exclusivity(unchecked) private(set) var objects: [Variable] = []
  /// Each block's namer and first id.
  @exclusivity(unchecked) private(set) var blockNamers: [any VariableNamer] = []
  let blockFirst = PodBuffer<Int32>()
  /// The variable objects made for ids of blocks, by id.
  @exclusivity(unchecked) private(set) var made: [Int32: Variable] = [:]
  /// The id of each variable object seen, by the variable's process-wide serial.
  let idOfSerial = DenseIDMap()
  /// The block of each namer, by the namer's ``VariableNamer/namerSerial``.
  let blockOfNamer = DenseIDMap()
  /// A number of this table's own, distinct from every other table's in the process (what a
  /// cache of ids checks it was made for, with ``holdsBlock(ofNamer:at:)``: a reset gives the ids
  /// anew).
  package let serial: Int

  private static let serials = Atomic<Int>(0)

  package init() {
    serial = VariableTable.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Forgets every variable and namer (their ids are given anew: the solver was reset).
  package func removeAll() {
    entryOfID.removeAll()
    objects.removeAll()
    blockNamers.removeAll()
    blockFirst.removeAll()
    made.removeAll()
    idOfSerial.removeAll()
    blockOfNamer.removeAll()
  }

  /// How many ids were given.
  package var count: Int { entryOfID.count }

  /// The id of `variable`, given on first use.
  @inline(__always)
  package func id(of variable: Variable) -> Int32 {
    let known = idOfSerial[variable.serial]
    return known >= 0 ? known : register(variable)
  }

  /// The id of `variable`, or -1 if it has none.
  @inline(__always)
  package func knownID(of variable: Variable) -> Int32 {
    idOfSerial[variable.serial]
  }

  /// The variable with id `id`, made (and named by its namer) the first time an id of a
  /// namer's block is asked for.
  @inline(__always)
  package subscript(_ id: Int32) -> Variable {
    let slot = entryOfID[Int(id)]
    if slot <= -2 { return objects[Int(-2 - slot)] }
    return made[id] ?? materialize(id, block: slot)
  }

  /// The variable object of `id` if one was made or given (nil: an id of a block nobody
  /// asked a variable for).
  package func madeVariable(ofID id: Int32) -> Variable? {
    let slot = entryOfID[Int(id)]
    return slot <= -2 ? objects[Int(-2 - slot)] : made[id]
  }

  /// The variable objects made for ids of blocks (for messages, the API).
  package var madeForBlocks: Dictionary<Int32, Variable>.Values { made.values }

  /// The namer of the block `id` belongs to, or nil for an id given to a variable object.
  @inline(__always)
  package func namer(ofID id: Int32) -> (any VariableNamer)? {
    let block = entryOfID[Int(id)]
    return block >= 0 ? blockNamers[Int(block)] : nil
  }

  /// The first of `count` consecutive ids for `namer`'s variables (tags 0 to `count - 1`),
  /// given on its first call; later calls return the same id (and must give the same
  /// count).
  package func firstID(ofBlockOf namer: any VariableNamer, count: Int) -> Int32 {
    let serial = namer.namerSerial
    let known = blockOfNamer[serial]
    if known >= 0 { return blockFirst[Int(known)] }
    let first = Int32(entryOfID.count)
    let block = Int32(blockFirst.count)
    blockNamers.append(namer)
    blockFirst.append(first)
    blockOfNamer.set(serial, block)
    for _ in 0..<count { entryOfID.append(block) }
    return first
  }

  /// The first id of `namer`'s block, or -1 if it has none.
  package func knownFirstID(ofBlockOf namer: any VariableNamer) -> Int32 {
    let block = blockOfNamer[namer.namerSerial]
    return block >= 0 ? blockFirst[Int(block)] : -1
  }

  /// Whether `first` is the first id of the block of the namer with serial `namerSerial`
  /// (a cached id is still good: the table was not reset since).
  @inline(__always)
  package func holdsBlock(ofNamer namerSerial: Int, at first: Int32) -> Bool {
    let block = blockOfNamer[namerSerial]
    return block >= 0 && blockFirst[Int(block)] == first
  }

  private func register(_ variable: Variable) -> Int32 {
    let id = Int32(entryOfID.count)
    entryOfID.append(-2 - Int32(objects.count))
    objects.append(variable)
    idOfSerial.set(variable.serial, id)
    return id
  }

  private func materialize(_ id: Int32, block: Int32) -> Variable {
    let namer = blockNamers[Int(block)]
    let tag = UInt8(truncatingIfNeeded: id - blockFirst[Int(block)])
    let variable = Variable(namer: namer, tag: tag, fallbackName: namer.fallbackName(tag))
    made[id] = variable
    idOfSerial.set(variable.serial, id)
    return variable
  }
}

/// A term as the solver's pool and a ``FormBatch`` keep it: a variable by its id in one
/// solver's ``VariableTable``, and its coefficient. A plain value (16 bytes).
package struct PoolTerm: BitwiseCopyable, Equatable {
  /// The variable's id in the table the terms were written for.
  package var id: Int32
  /// The factor the variable is multiplied by.
  package var coefficient: Double

  @inline(__always)
  package init(_ id: Int32, _ coefficient: Double) {
    self.id = id
    self.coefficient = coefficient
  }
}

/// A term as the tableau reads it: a ``Term`` (a variable object: an expression's, a
/// message's) or a ``PoolTerm`` (an id in the tableau's ``VariableTable``).
protocol TermValue {
  var coefficient: Double { get }
  /// The variable's symbol in `tableau`, registered on first use.
  func symbol(registeringIn tableau: Tableau) -> Int32
  /// The variable's symbol in `tableau`, or -1 if it has none.
  func registeredSymbol(in tableau: Tableau) -> Int32
  /// Whether the two terms are of the same variable.
  func isOfSameVariable(as other: Self) -> Bool
}

extension Term: TermValue {
  @inline(__always)
  func symbol(registeringIn tableau: Tableau) -> Int32 { tableau.symbol(for: variable) }
  @inline(__always)
  func registeredSymbol(in tableau: Tableau) -> Int32 { tableau.registeredSymbol(of: variable) }
  @inline(__always)
  func isOfSameVariable(as other: Term) -> Bool { variable === other.variable }
}

extension PoolTerm: TermValue {
  @inline(__always)
  func symbol(registeringIn tableau: Tableau) -> Int32 { tableau.symbol(forID: id) }
  @inline(__always)
  func registeredSymbol(in tableau: Tableau) -> Int32 { tableau.registeredSymbol(ofID: id) }
  @inline(__always)
  func isOfSameVariable(as other: PoolTerm) -> Bool { id == other.id }
}
