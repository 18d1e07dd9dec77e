/// A tableau buffer with one slot per symbol or one per row: what the tableau's lifetime
/// operations (reserving for a batch, rolling a transaction back, the memory accounts, the
/// debug build's check) do to every such buffer alike.
protocol TableauSlots: AnyObject {
  var count: Int { get }
  var capacity: Int { get }
  func reserveCapacity(_ n: Int)
  func removeLast(_ n: Int)
}

extension PodBuffer: TableauSlots {}

extension Tableau {
  /// Every buffer with one slot per symbol, listed once. ``newSymbol(_:)`` appends to each
  /// with its first value (written out there: it runs for every slack and error an add
  /// makes); reserving, rolling back and the memory accounts go through this list, and the
  /// debug build checks that each holds ``symbolCount`` slots, so a buffer added to the
  /// tableau and not to both places stops the first test that adds a constraint.
  /// (Truncating ``idOfSymbol`` also unregisters the variables it names.)
  var symbolSlots: [any TableauSlots] {
    [
      kind, basicRow, colStart, colCount, colClass, refStart, refCount, refClass, valueDirty,
      symbolValue, errorWeight, expandWeight, expandMagnitude, definitionOrder, visitStamp,
      searchMark, objective, scratch, idOfSymbol, changeMark,
    ]
  }

  /// Every buffer with one slot per row, listed once, as ``symbolSlots`` is: ``newRow``
  /// appends to (or resets) each, and the rest goes through this list. (The journal keeps
  /// its own per-row array, `rowSavedAt`.)
  var rowSlots: [any TableauSlots] {
    [
      rowStart, rowCount, rowClass, rowConstant, rowBasic, rowDefines, rowScale, rowOwner,
      rowShiftHead, rowShiftCount,
    ]
  }

  /// The tableau's other buffers: cells and column entries (blocks of them per row and per
  /// symbol), scratch lists of the walks and of an add, and the symbol of each variable id
  /// (rolled back by ``truncateSymbols(to:)``). Listed so that the debug
  /// build's check can tell that every buffer is in one of the three lists.
  var otherBuffers: [any TableauSlots] {
    [
      cells, entries, walkStack, seedLeaves, subjectDependents, staleValues, buildSymbols,
      buildCoefficients, buildMagnitudes, shiftLog, expandedOwnedRows, expandedOwnedWeights,
      symbolOfID,
    ]
  }

  /// Makes room for `rows` more rows, `symbols` more symbols and `cells` more cells and
  /// column entries, so that a large batch does not grow the buffers by copying them
  /// over and over (each copy touches fresh pages).
  func reserve(rows: Int, symbols: Int, cells: Int) {
    reserveRowSlots(rowStart.count + rows)
    journal.rowSavedAt.reserveCapacity(journal.rowSavedAt.count + rows)
    reserveSymbolSlots(symbolCount + symbols)
    self.cells.reserveCapacity(Int(cellBlocks.end) + cells)
    entries.reserveCapacity(Int(entryBlocks.end) + cells)
  }

  /// Makes room for `n` slots in every per-symbol buffer, and notes the room all have
  /// (``symbolRoom``: what ``newSymbol(_:)`` tests once for them all).
  func reserveSymbolSlots(_ n: Int) {
    symbolRoom = Tableau.reserve(n, in: symbolSlots)
  }

  /// Makes room for `n` slots in every per-row buffer, and notes the room all have
  /// (``rowRoom``: what ``newRow(basic:constant:scale:defines:)`` tests once for them all).
  func reserveRowSlots(_ n: Int) {
    rowRoom = Tableau.reserve(n, in: rowSlots)
  }

  /// Makes room for `n` slots in each of `buffers`; returns the least room they have.
  private static func reserve(_ n: Int, in buffers: [any TableauSlots]) -> Int {
    var room = Int.max
    for buffer in buffers {
      buffer.reserveCapacity(n)
      room = min(room, buffer.capacity)
    }
    return room
  }

  /// Drops the rows from `count` on (a rollback: they were made inside the transaction).
  func truncateRows(to count: Int) {
    let extra = rowStart.count - count
    guard extra > 0 else { return }
    for buffer in rowSlots { buffer.removeLast(extra) }
    journal.rowSavedAt.removeLast(extra)
  }

  /// Drops the symbols from `count` on (a rollback), unregistering their variables and
  /// releasing their columns.
  func truncateSymbols(to count: Int) {
    let extra = symbolCount - count
    guard extra > 0 else { return }
    for s in count..<symbolCount {
      let id = idOfSymbol[s]
      if id >= 0 {
        symbolOfID[Int(id)] = -1
        variableCount -= 1
      }
      releaseColumn(Int32(s))
      releaseReferences(Int32(s))
    }
    for buffer in symbolSlots { buffer.removeLast(extra) }
  }

  #if LAYOUT_INVARIANTS
    /// Checks that every buffer of the tableau is in one of ``symbolSlots``, ``rowSlots``
    /// and ``otherBuffers`` (a buffer in none would be neither reserved nor rolled back).
    /// The buffers are constants, so the tableau's initializer checks this once.
    func verifyBufferLists() {
      let listed = Set((symbolSlots + rowSlots + otherBuffers).map { ObjectIdentifier($0) })
      for field in Mirror(reflecting: self).children {
        guard let buffer = field.value as? any TableauSlots else { continue }
        precondition(
          listed.contains(ObjectIdentifier(buffer)),
          "Tableau.\(field.label ?? "?") is in none of the slot lists")
      }
    }

    /// Checks that every per-symbol and per-row buffer holds one slot each.
    func verifySlots() {
      for buffer in symbolSlots {
        precondition(buffer.count == symbolCount, "a per-symbol buffer holds \(buffer.count)")
        precondition(buffer.capacity >= symbolRoom, "a per-symbol buffer has less room")
      }
      let rows = rowStart.count
      for buffer in rowSlots {
        precondition(buffer.count == rows, "a per-row buffer holds \(buffer.count) of \(rows)")
        precondition(buffer.capacity >= rowRoom, "a per-row buffer has less room")
      }
      precondition(journal.rowSavedAt.count == rows, "the journal's rows are out of step")
    }
  #endif
}
