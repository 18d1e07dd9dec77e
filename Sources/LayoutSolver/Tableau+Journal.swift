/// The undo log that lets a failed operation leave the tableau exactly as it was.
///
/// Inside a transaction every row is copied the first time it changes and every objective
/// coefficient is logged before it changes; rows and symbols created inside are dropped on
/// rollback. Row ids are not reused while a transaction is open. Savepoints nest: an atomic
/// batch add holds one, and each artificial add inside it another.
struct Journal {
  struct SavedRow {
    var row: Int32
    var previousSavedAt: Int64
    var basic: Int32
    /// The record slot that owned the row (``Tableau/rowOwner``) before the change.
    var owner: Int32
    var constant: Double
    var scale: Double
    /// The row's cells, at `cellStart..<cellStart + cellCount` of the journal's cell arrays.
    var cellStart: Int
    var cellCount: Int
  }

  struct Savepoint {
    var serial: Int64
    var rowEntries: Int
    var objectiveEntries: Int
    var orderEntries: Int
    var symbolCount: Int
    var rowCount: Int
    var pendingFree: Int
    var shiftEntries: Int
  }

  var savepoints: [Savepoint] = []
  var rows: [SavedRow] = []
  var cells: [Cell] = []
  var objective: [(symbol: Int32, value: Double)] = []
  /// Definition orders as they were before a change (``Tableau/definitionOrder``).
  var orders: [(symbol: Int32, value: Double)] = []
  var pendingFree: [Int32] = []
  /// The serial of each row's latest copy (-1: never copied).
  var rowSavedAt: [Int64] = []
  var serial: Int64 = 0

  var isActive: Bool { !savepoints.isEmpty }

  mutating func saveObjective(_ symbol: Int32, _ value: Double) {
    if Int(symbol) < savepoints[savepoints.count - 1].symbolCount {
      objective.append((symbol, value))
    }
  }
}

extension Tableau {
  /// Opens a (possibly nested) transaction.
  func beginTransaction() {
    journal.serial += 1
    journal.savepoints.append(
      Journal.Savepoint(
        serial: journal.serial, rowEntries: journal.rows.count,
        objectiveEntries: journal.objective.count, orderEntries: journal.orders.count,
        symbolCount: symbolCount,
        rowCount: rowIDCount, pendingFree: journal.pendingFree.count,
        shiftEntries: shiftLog.count))
  }

  /// Keeps the changes of the innermost transaction.
  func commitTransaction() {
    journal.savepoints.removeLast()
    if journal.savepoints.isEmpty {
      journal.rows.removeAll(keepingCapacity: true)
      journal.cells.removeAll(keepingCapacity: true)
      journal.objective.removeAll(keepingCapacity: true)
      journal.orders.removeAll(keepingCapacity: true)
      freeRows.append(contentsOf: journal.pendingFree)
      journal.pendingFree.removeAll(keepingCapacity: true)
    }
  }

  /// Copies row `r` before its first change in the current transaction.
  @inline(__always)
  func touch(_ r: Int32) {
    // A row that changes is no longer its constraint's row as built (callers that only move
    // its constant put the owner back).
    let owner = rowOwner[Int(r)]
    rowOwner[Int(r)] = -1
    invalidate(rowBasic[Int(r)])
    if logsChanges { logValueChange(rowBasic[Int(r)]) }
    guard journal.isActive else { return }
    let savepoint = journal.savepoints[journal.savepoints.count - 1]
    let ri = Int(r)
    if ri >= savepoint.rowCount || journal.rowSavedAt[ri] >= savepoint.serial { return }
    let saved = cells(ofRow: r)
    let n = saved.count
    journal.rows.append(
      Journal.SavedRow(
        row: r, previousSavedAt: journal.rowSavedAt[ri], basic: rowBasic[ri], owner: owner,
        constant: rowConstant[ri], scale: rowScale[ri], cellStart: journal.cells.count,
        cellCount: n))
    journal.cells.append(contentsOf: saved)
    journal.serial += 1
    journal.rowSavedAt[ri] = journal.serial
  }

  /// Undoes every change since the innermost `beginTransaction` and closes it.
  func rollbackTransaction() {
    let savepoint = journal.savepoints.removeLast()
    let outer = journal.savepoints.last
    // Rows and symbols created inside the transaction go first.
    for r in stride(from: rowIDCount - 1, through: savepoint.rowCount, by: -1) {
      let r32 = Int32(r)
      invalidate(rowBasic[r])
      clearCells(r32)
      let basic = rowBasic[r]
      if basic >= 0 && basicRow[Int(basic)] == r32 { leaveBasis(basic) }
      releaseCellBlock(r32)
    }
    truncateRows(to: savepoint.rowCount)
    dropShiftEntries(to: savepoint.shiftEntries)
    // Saved rows, newest copy first, so the oldest copy of each row wins.
    while journal.rows.count > savepoint.rowEntries {
      let saved = journal.rows.removeLast()
      let r = saved.row
      let ri = Int(r)
      if ri >= savepoint.rowCount {
        // A row created inside this transaction (saved by a nested one): already dropped.
        journal.cells.removeLast(saved.cellCount)
        continue
      }
      invalidate(rowBasic[ri])
      clearCells(r)
      let current = rowBasic[ri]
      if current >= 0 && basicRow[Int(current)] == r { leaveBasis(current) }
      if saved.basic == -2 {
        releaseCellBlock(r)
      } else {
        for i in saved.cellStart..<saved.cellStart + saved.cellCount {
          appendCell(r, journal.cells[i].symbol, journal.cells[i].coefficient)
        }
        if saved.basic >= 0 { basicRow[Int(saved.basic)] = r }
      }
      rowBasic[ri] = saved.basic
      rowOwner[ri] = saved.owner
      invalidate(saved.basic)
      setConstant(r, saved.constant)
      rowScale[ri] = saved.scale
      journal.rowSavedAt[ri] = saved.previousSavedAt
      journal.cells.removeLast(saved.cellCount)
    }
    while journal.orders.count > savepoint.orderEntries {
      let (symbol, value) = journal.orders.removeLast()
      if Int(symbol) < savepoint.symbolCount { definitionOrder[Int(symbol)] = value }
    }
    while journal.objective.count > savepoint.objectiveEntries {
      let (symbol, value) = journal.objective.removeLast()
      objective[Int(symbol)] = value
      if value < -Tableau.epsilon { entering.push(symbol) }
    }
    journal.pendingFree.removeLast(journal.pendingFree.count - savepoint.pendingFree)
    truncateSymbols(to: savepoint.symbolCount)
    infeasible.removeAll(keepingCapacity: true)
    artificialObjective = -1
    if outer == nil {
      journal.rows.removeAll(keepingCapacity: true)
      journal.cells.removeAll(keepingCapacity: true)
      journal.objective.removeAll(keepingCapacity: true)
      journal.orders.removeAll(keepingCapacity: true)
    }
  }
}
