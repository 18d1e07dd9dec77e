extension Tableau {
  // MARK: Row lifetime

  /// Creates an empty row with the given basic symbol (or -1 for an objective row): a
  /// definition row (``rowDefines``) if `defines`, else a substituted one. Sets a value in
  /// each of ``rowSlots``, in a free row or a new one.
  func newRow(basic: Int32, constant: Double, scale: Double, defines: Bool = false) -> Int32 {
    let r: Int32
    if !journal.isActive && !freeRows.isEmpty {
      r = freeRows.removeLast()
      rowStart[Int(r)] = 0
      rowCount[Int(r)] = 0
      rowClass[Int(r)] = -1
      rowDefines[Int(r)] = defines ? 1 : 0
      rowConstant[Int(r)] = constant
      rowScale[Int(r)] = max(scale, abs(constant))
      rowBasic[Int(r)] = basic
      rowOwner[Int(r)] = -1
      rowShiftHead[Int(r)] = -1
      rowShiftCount[Int(r)] = 0
    } else {
      let n = rowStart.count
      if n >= rowRoom { reserveRowSlots(max(2 * n, 16)) }
      r = Int32(n)
      rowStart.appendInRoom(0)
      rowCount.appendInRoom(0)
      rowClass.appendInRoom(-1)
      rowDefines.appendInRoom(defines ? 1 : 0)
      rowConstant.appendInRoom(constant)
      rowScale.appendInRoom(max(scale, abs(constant)))
      rowBasic.appendInRoom(basic)
      rowOwner.appendInRoom(-1)
      rowShiftHead.appendInRoom(-1)
      rowShiftCount.appendInRoom(0)
      journal.rowSavedAt.append(-1)
    }
    if basic >= 0 {
      basicRow[Int(basic)] = r
      if !defines { symbolValue[Int(basic)] = constant }
      // Its value is no longer 0: whatever names it moves.
      invalidate(basic)
    }
    if logsChanges { logValueChange(basic) }
    return r
  }

  /// Removes every cell of a row and frees its id.
  func deleteRow(_ r: Int32) {
    touch(r)
    clearCells(r)
    let basic = rowBasic[Int(r)]
    if basic >= 0 && basicRow[Int(basic)] == r { leaveBasis(basic) }
    releaseCellBlock(r)
    rowBasic[Int(r)] = -2
    if journal.isActive { journal.pendingFree.append(r) } else { freeRows.append(r) }
  }

  /// Makes a basic symbol non-basic: its value is 0 and nothing is stale about it.
  @inline(__always)
  func leaveBasis(_ symbol: Int32) {
    basicRow[Int(symbol)] = -1
    valueDirty[Int(symbol)] = 0
    symbolValue[Int(symbol)] = 0
  }

  /// Sets a row's constant, and for a substituted row its basic symbol's ``symbolValue``,
  /// which mirrors it. Every write of a row constant goes through here but a suggestion's
  /// (`moveConstants`, which knows which rows are substituted and writes the mirror itself;
  /// a debug build checks the mirror after every operation).
  @inline(__always)
  func setConstant(_ r: Int32, _ value: Double) {
    let ri = Int(r)
    rowConstant[ri] = value
    let basic = rowBasic[ri]
    if basic >= 0 && rowDefines[ri] == 0 { symbolValue[Int(basic)] = value }
  }

  /// Gives a row's block of cells back (the row has none after).
  func releaseCellBlock(_ r: Int32) {
    let ri = Int(r)
    if rowClass[ri] >= 0 { cellBlocks.release(rowStart[ri], rowClass[ri]) }
    rowClass[ri] = -1
  }

  /// Removes every cell of a row (its column entries too); the row stays.
  func clearCells(_ r: Int32) {
    while rowCount[Int(r)] > 0 { removeCell(r, rowCount[Int(r)] - 1) }
  }

  // MARK: Cells

  /// Appends the cell `coefficient * symbol` to row `r` (the symbol must not be in it).
  func appendCell(_ r: Int32, _ symbol: Int32, _ coefficient: Double) {
    let ri = Int(r)
    let n = rowCount[ri]
    if rowClass[ri] < 0 || n == Int32(1) << Int32(rowClass[ri]) { growRow(r, toHold: n + 1) }
    let index = Int(rowStart[ri] + n)
    cells[index].symbol = symbol
    cells[index].coefficient = coefficient
    cells[index].columnPosition =
      rowDefines[ri] != 0
      ? appendEntry(symbol, row: r, position: n, refStart, refCount, refClass)
      : appendEntry(symbol, row: r, position: n, colStart, colCount, colClass)
    rowCount[ri] = n + 1
  }

  /// Removes the cell at `position` of row `r`; the row's last cell takes its place.
  func removeCell(_ r: Int32, _ position: Int32) {
    let ri = Int(r)
    let base = Int(rowStart[ri])
    let index = base + Int(position)
    let defines = rowDefines[ri] != 0
    if defines {
      removeEntry(cells[index].symbol, at: cells[index].columnPosition, refStart, refCount)
    } else {
      removeEntry(cells[index].symbol, at: cells[index].columnPosition, colStart, colCount)
    }
    let last = rowCount[ri] - 1
    if position != last {
      let from = base + Int(last)
      let symbol = cells[from].symbol
      cells[index].symbol = symbol
      cells[index].coefficient = cells[from].coefficient
      let q = cells[from].columnPosition
      cells[index].columnPosition = q
      let start = defines ? refStart[Int(symbol)] : colStart[Int(symbol)]
      entries[Int(start + q)].position = position
    }
    rowCount[ri] = last
  }

  // MARK: Reading in place
  //
  // Only this file knows where a row's cells and a symbol's column entries lie (the blocks
  // of `cells` and `entries`, the headers that point at them); the rest of the solver reads
  // them through these runs and changes them through the functions above and below.

  /// The cells of row `r`, in row order, read in place.
  @inline(__always)
  func cells(ofRow r: Int32) -> StoredRun<Cell> {
    StoredRun(cells.base + Int(rowStart[Int(r)]), Int(rowCount[Int(r)]))
  }

  /// The column of `symbol`: an entry for each substituted row it occurs in.
  @inline(__always)
  func column(of symbol: Int32) -> StoredRun<Entry> {
    StoredRun(entries.base + Int(colStart[Int(symbol)]), Int(colCount[Int(symbol)]))
  }

  /// The references of `symbol`: an entry for each definition row that names it.
  @inline(__always)
  func references(of symbol: Int32) -> StoredRun<Entry> {
    StoredRun(entries.base + Int(refStart[Int(symbol)]), Int(refCount[Int(symbol)]))
  }

  /// The coefficient of the cell a column or reference entry points at.
  @inline(__always)
  func coefficient(at entry: Entry) -> Double {
    cells[Int(rowStart[Int(entry.row)] + entry.position)].coefficient
  }

  /// The position of `symbol` in row `r`, or -1.
  func position(of symbol: Int32, in r: Int32) -> Int32 {
    let base = Int(rowStart[Int(r)])
    for i in 0..<Int(rowCount[Int(r)]) where cells[base + i].symbol == symbol { return Int32(i) }
    return -1
  }

  /// The coefficient of `symbol` in row `r` (0 if absent).
  func coefficient(of symbol: Int32, in r: Int32) -> Double {
    let p = position(of: symbol, in: r)
    return p < 0 ? 0 : cells[Int(rowStart[Int(r)] + p)].coefficient
  }

  /// Makes room in row `r` for `count` cells in all (its block only ever grows).
  func reserveCells(_ r: Int32, _ count: Int32) {
    let sizeClass = rowClass[Int(r)]
    if sizeClass < 0 || count > Int32(1) << Int32(sizeClass) { growRow(r, toHold: count) }
  }

  /// Moves row `r` to a block that holds at least `count` cells (at least 4).
  private func growRow(_ r: Int32, toHold count: Int32) {
    let ri = Int(r)
    let oldClass = rowClass[ri]
    var newClass: Int8 = max(2, oldClass + 1)
    while Int32(1) << Int32(newClass) < count { newClass += 1 }
    let start = cellBlocks.allocate(newClass)
    let needed = Int(cellBlocks.end)
    // The pool only grows by what is used; the buffer's capacity doubles.
    if needed > cells.count { cells.extend(by: needed - cells.count) }
    if oldClass >= 0 {
      let old = Int(rowStart[ri])
      let to = Int(start)
      for i in 0..<Int(rowCount[ri]) {
        cells[to + i].symbol = cells[old + i].symbol
        cells[to + i].coefficient = cells[old + i].coefficient
        cells[to + i].columnPosition = cells[old + i].columnPosition
      }
      cellBlocks.release(rowStart[ri], oldClass)
    }
    rowStart[ri] = start
    rowClass[ri] = newClass
  }

  // MARK: Columns

  /// Appends `(row, position)` to a symbol's column (or references: the header buffers
  /// given); returns the entry's position there.
  @inline(__always)
  private func appendEntry(
    _ symbol: Int32, row: Int32, position: Int32, _ start: PodBuffer<Int32>,
    _ count: PodBuffer<Int32>, _ sizeClass: PodBuffer<Int8>
  ) -> Int32 {
    let s = Int(symbol)
    let n = count[s]
    if sizeClass[s] < 0 || n == Int32(1) << Int32(sizeClass[s]) {
      growColumn(symbol, start, count, sizeClass)
    }
    let index = Int(start[s] + n)
    entries[index].row = row
    entries[index].position = position
    count[s] = n + 1
    return n
  }

  /// Removes the entry at `q` of a symbol's column (or references); the last entry takes
  /// its place.
  @inline(__always)
  private func removeEntry(
    _ symbol: Int32, at q: Int32, _ start: PodBuffer<Int32>, _ count: PodBuffer<Int32>
  ) {
    let s = Int(symbol)
    let base = Int(start[s])
    let last = count[s] - 1
    if q != last {
      let r = entries[base + Int(last)].row
      let p = entries[base + Int(last)].position
      entries[base + Int(q)].row = r
      entries[base + Int(q)].position = p
      cells[Int(rowStart[Int(r)] + p)].columnPosition = q
    }
    count[s] = last
  }

  private func growColumn(
    _ symbol: Int32, _ start: PodBuffer<Int32>, _ count: PodBuffer<Int32>,
    _ sizeClass: PodBuffer<Int8>
  ) {
    let s = Int(symbol)
    let oldClass = sizeClass[s]
    let newClass: Int8 = oldClass < 0 ? 1 : oldClass + 1
    let block = entryBlocks.allocate(newClass)
    let needed = Int(entryBlocks.end)
    if needed > entries.count { entries.extend(by: needed - entries.count) }
    if oldClass >= 0 {
      let old = Int(start[s])
      let to = Int(block)
      for i in 0..<Int(count[s]) {
        entries[to + i].row = entries[old + i].row
        entries[to + i].position = entries[old + i].position
      }
      entryBlocks.release(start[s], oldClass)
    }
    start[s] = block
    sizeClass[s] = newClass
  }

  /// Releases the column block of a symbol whose column is empty.
  func releaseColumn(_ symbol: Int32) {
    let s = Int(symbol)
    if colClass[s] >= 0 { entryBlocks.release(colStart[s], colClass[s]) }
    colClass[s] = -1
    colCount[s] = 0
  }

  /// Releases the reference block of a symbol that no definition row names.
  func releaseReferences(_ symbol: Int32) {
    let s = Int(symbol)
    if refClass[s] >= 0 { entryBlocks.release(refStart[s], refClass[s]) }
    refClass[s] = -1
    refCount[s] = 0
  }

  // MARK: Row arithmetic

  /// `row[target] += factor * row[source]`, in time linear in the two rows' lengths; cells
  /// that cancel (below epsilon) are removed.
  func addScaledRow(target t: Int32, source s: Int32, factor a: Double) {
    touch(t)
    let ti = Int(t)
    var base = Int(rowStart[ti])
    for i in 0..<Int(rowCount[ti]) { scratch[Int(cells[base + i].symbol)] = Int32(i) }
    let added = a * rowConstant[Int(s)]
    setConstant(t, Tableau.constantSum(rowConstant[ti], added))
    // The number actually added, not the source's own scale times `a`: that bound compounds
    // along chains of substitutions (to 1e24 in tree-1000, whose constants stay below 200).
    rowScale[ti] = max(rowScale[ti], abs(added))
    reserveCells(t, rowCount[ti] + rowCount[Int(s)])
    base = Int(rowStart[ti])
    var cancelled = false
    let sourceBase = Int(rowStart[Int(s)])
    for j in 0..<Int(rowCount[Int(s)]) {
      let symbol = cells[sourceBase + j].symbol
      let c = a * cells[sourceBase + j].coefficient
      let p = scratch[Int(symbol)]
      if p >= 0 {
        let index = base + Int(p)
        let old = cells[index].coefficient
        let sum = old + c
        // Cancellation is relative to the terms added: a small coefficient on its own stays.
        if abs(sum) <= Tableau.cancellation * max(abs(old), abs(c)) {
          cells[index].coefficient = 0
          cancelled = true
        } else {
          cells[index].coefficient = sum
        }
      } else {
        scratch[Int(symbol)] = rowCount[ti]
        appendCell(t, symbol, c)
        base = Int(rowStart[ti])
      }
    }
    var i = rowCount[ti] - 1
    while i >= 0 {
      let index = base + Int(i)
      scratch[Int(cells[index].symbol)] = -1
      if cancelled && cells[index].coefficient == 0 { removeCell(t, i) }
      i -= 1
    }
  }

  /// Multiplies every cell and the constant of row `r` by `factor`.
  func scaleRow(_ r: Int32, by factor: Double) {
    touch(r)
    let base = Int(rowStart[Int(r)])
    for i in 0..<Int(rowCount[Int(r)]) { cells[base + i].coefficient *= factor }
    setConstant(r, rowConstant[Int(r)] * factor)
    rowScale[Int(r)] *= abs(factor)
  }

  // MARK: Objective

  /// Sets an objective coefficient, queueing the symbol if it may now enter.
  @inline(__always)
  func setObjective(_ symbol: Int32, _ value: Double) {
    let s = Int(symbol)
    if journal.isActive { journal.saveObjective(symbol, objective[s]) }
    objective[s] = value
    if value < -Tableau.epsilon { entering.push(symbol) }
  }
}

/// A row's cells or a symbol's column entries, read where they are stored. Valid while no
/// cell or entry is added or removed anywhere (a block that grows moves, and so may the
/// whole buffer): a loop that changes rows reads its run again after each change.
struct StoredRun<Element: BitwiseCopyable>: RandomAccessCollection {
  private let base: UnsafeMutablePointer<Element>
  let count: Int

  @inline(__always)
  init(_ base: UnsafeMutablePointer<Element>, _ count: Int) {
    self.base = base
    self.count = count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// A pointer walk (the indexing iterator checked the index against the end twice).
  struct Iterator: IteratorProtocol {
    private var cursor: UnsafeMutablePointer<Element>
    private let end: UnsafeMutablePointer<Element>

    @inline(__always)
    init(_ start: UnsafeMutablePointer<Element>, _ end: UnsafeMutablePointer<Element>) {
      cursor = start
      self.end = end
    }

    @inline(__always)
    mutating func next() -> Element? {
      guard cursor < end else { return nil }
      defer { cursor += 1 }
      return cursor.pointee
    }
  }

  @inline(__always)
  func makeIterator() -> Iterator { Iterator(base, base + count) }

  subscript(_ i: Int) -> Element {
    @inline(__always) get {
      #if LAYOUT_INVARIANTS
        precondition(i >= 0 && i < count, "StoredRun index \(i) out of 0..<\(count)")
      #endif
      return base[i]
    }
  }
}
