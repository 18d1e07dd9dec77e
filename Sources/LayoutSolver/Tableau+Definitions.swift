extension Tableau {
  // MARK: Values of definition rows

  /// Notes that `symbol`'s value may change: a basic external symbol's cached value goes
  /// stale, and so, transitively, do the values of the definition rows that name it. Stops
  /// at a symbol already stale: its dependents are stale too. While the change log is kept,
  /// what goes stale is listed (``staleValues``), and the log takes a stale definition when
  /// its evaluation finds it moved.
  ///
  /// A restricted symbol's ``valueDirty`` says its dependents are all stale already (set
  /// when they are marked, cleared when one of them is evaluated or it leaves the basis), so
  /// the rows of a symbol that many definitions name are not walked on every change.
  @inline(__always)
  func invalidate(_ symbol: Int32) {
    let s = Int(symbol)
    guard s >= 0, valueDirty[s] == 0 else { return }
    if kind[s] == .external {
      guard basicRow[s] >= 0 else { return }
      valueDirty[s] = Tableau.staleValue
      noteStale(symbol)
    } else {
      guard refCount[s] > 0 else { return }
      valueDirty[s] = Tableau.dependentsStale
    }
    if refCount[s] > 0 { invalidateDependents(of: symbol) }
  }

  /// Marks stale every basic external symbol whose definition row names `symbol`, directly
  /// or through other definition rows.
  private func invalidateDependents(of symbol: Int32) {
    let stack = walkStack
    let bottom = stack.count
    stack.append(symbol)
    while stack.count > bottom {
      let t = stack[stack.count - 1]
      stack.removeLast()
      for entry in references(of: t) {
        let y = rowBasic[Int(entry.row)]
        guard y >= 0, kind[Int(y)] == .external, valueDirty[Int(y)] == 0 else { continue }
        valueDirty[Int(y)] = Tableau.staleValue
        noteStale(y)
        if refCount[Int(y)] > 0 { stack.append(y) }
      }
    }
  }

  /// The most entries ``staleValues`` holds before it gives up for a scan: a batch of adds
  /// that nothing reads between can mark the same definitions stale again and again.
  var staleListLimit: Int { max(symbolCount, 4096) }

  @inline(__always)
  private func noteStale(_ symbol: Int32) {
    guard logsChanges else { return }
    if staleValues.count < staleListLimit {
      staleValues.append(symbol)
    } else {
      staleOverflow = true
    }
  }

  /// Evaluates every stale definition row, each once, in the order they went stale (the
  /// walk that marks them goes from what changed to what names it, so most rows find what
  /// they name fresh already; the rest evaluate that first), and so logs those whose value
  /// moved. A drain of the change log does this first. (A user's reads evaluate lazily
  /// instead: in the order a reader goes, parents before children, fewer rows find what
  /// they name stale than in the order of marking: tree-10000's reads took 138 M
  /// instructions lazily, 163 M refreshed first.)
  func refreshValues() {
    if staleOverflow {
      staleOverflow = false
      staleValues.removeAll()
      for s in 0..<symbolCount where kind[s] == .external { _ = value(of: Int32(s)) }
      return
    }
    let count = symbolCount
    for i in 0..<staleValues.count where Int(staleValues[i]) < count {
      _ = value(of: staleValues[i])
    }
    staleValues.removeAll()
  }

  /// Whether some definition is stale since the last ``refreshValues()``.
  @inline(__always)
  var hasStaleValues: Bool { staleValues.count > 0 || staleOverflow }

  /// The value of a symbol: 0 if non-basic, its row's constant if restricted, its
  /// definition row evaluated over the values it names if external (``symbolValue``, once
  /// a stale definition is evaluated).
  @inline(__always)
  func value(of symbol: Int32) -> Double {
    let s = Int(symbol)
    // Most stale rows name fresh values only (a reader goes in order): evaluated here.
    if valueDirty[s] == Tableau.staleValue && !evaluateIfReady(symbol) { evaluate(symbol) }
    return symbolValue[s]
  }

  /// The current values of several variables, in order (0 for one not registered): their
  /// symbols first, then the values, each pass writing into storage allocated once. (`map`
  /// borrows each variable; a `for` loop over them retained each, and a call to evaluate
  /// with the variable in hand retained it around the call.)
  func values(of variables: [Variable]) -> [Double] {
    let n = variables.count
    let symbols = [Int32](unsafeUninitializedCapacity: n) { buffer, count in
      variables.withUnsafeBufferPointer { list in
        for i in 0..<n { buffer[i] = registeredSymbol(of: list[i]) }
      }
      count = n
    }
    return [Double](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n {
        let s = symbols[i]
        buffer[i] = s >= 0 ? value(of: s) : 0
      }
      count = n
    }
  }

  /// Evaluates a stale definition row, and first every stale one it names (in dependency
  /// order, without recursion: a stack of 100,000 rows is 100,000 deep).
  private func evaluate(_ symbol: Int32) {
    let stack = walkStack
    let bottom = stack.count
    stack.append(symbol)
    while stack.count > bottom {
      let t = stack[stack.count - 1]
      if valueDirty[Int(t)] != Tableau.staleValue || evaluateIfReady(t) {
        stack.removeLast()
        continue
      }
      for cell in cells(ofRow: basicRow[Int(t)])
      where valueDirty[Int(cell.symbol)] == Tableau.staleValue {
        stack.append(cell.symbol)
      }
    }
  }

  /// Evaluates the stale definition row of `symbol` if every value it names is fresh.
  @inline(__always)
  private func evaluateIfReady(_ symbol: Int32) -> Bool {
    let r = basicRow[Int(symbol)]
    var v = rowConstant[Int(r)]
    for cell in cells(ofRow: r) {
      let s = Int(cell.symbol)
      let dirty = valueDirty[s]
      if dirty != 0 {
        guard dirty == Tableau.dependentsStale else { return false }
        // A dependent of s is fresh now: the next change of s walks its dependents again.
        valueDirty[s] = 0
      }
      // A sum that cancels to round-off is 0, as a substituted row's constant is.
      v = Tableau.constantSum(v, cell.coefficient * symbolValue[s])
    }
    if logsChanges && v != symbolValue[Int(symbol)] { logValueChange(symbol) }
    symbolValue[Int(symbol)] = v
    valueDirty[Int(symbol)] = 0
    return true
  }

  /// The largest number the system holds now: a row's constant (a slack's or error's
  /// value, a definition's constant) or a variable's value (at `point`, values by symbol,
  /// if given): the scale of the round-off that values near 0 can carry. Not the rows'
  /// `rowScale`, which records every number ever added and once reached 1.3e27 beside
  /// values below 1e15 (a conflict of 5e11 would have passed as its round-off). One pass
  /// over the rows and symbols; for the same rare judgements as ``valueScale(of:)``.
  func largestMagnitude(at point: [Double]? = nil) -> Double {
    var largest = 0.0
    for r in rowBasic.indices where rowBasic[r] >= 0 {
      largest = max(largest, abs(rowConstant[r]))
    }
    for s in 0..<symbolCount where kind[s] == .external {
      let x = point.map { s < $0.count ? $0[s] : 0 } ?? value(of: Int32(s))
      largest = max(largest, abs(x))
    }
    return largest
  }

  /// The largest number a symbol's value was computed through: 0 for a non-basic symbol
  /// (exactly 0), its row's scale for a substituted row, and for a definition row the
  /// largest of its scale and each term's `|a|·max(|x|, scale of x)` over the values it
  /// names, through their definitions. A value carries round-off of about an ulp of this
  /// (v1 = 31.25 read off `v0 − 1e-6·v1 == 8838757.0152` with v0 pinned near 8.8e6 has
  /// 1.9e-3 of it: an ulp of 8.8e6 over 1e-6, so its row's scale is 8.8e12).
  /// Walks what the value depends on, once each (no recursion); for the rare judgement of
  /// a miss that may be round-off, not the hot path.
  func valueScale(of symbol: Int32) -> Double {
    var known: [Int32: Double] = [:]
    var stack: [Int32] = [symbol]
    while let t = stack.last {
      if known[t] != nil {
        stack.removeLast()
        continue
      }
      let r = Int(basicRow[Int(t)])
      if r < 0 {
        known[t] = 0
        stack.removeLast()
        continue
      }
      if rowDefines[r] == 0 {
        known[t] = max(rowScale[r], abs(rowConstant[r]))
        stack.removeLast()
        continue
      }
      var ready = true
      var largest = max(rowScale[r], abs(rowConstant[r]))
      for cell in cells(ofRow: Int32(r)) {
        let c = cell.symbol
        guard basicRow[Int(c)] >= 0 else { continue }
        if let scale = known[c] {
          let a = abs(cell.coefficient)
          largest = max(largest, a * max(abs(value(of: c)), scale))
        } else {
          ready = false
          stack.append(c)
        }
      }
      if ready {
        known[t] = largest
        stack.removeLast()
      }
    }
    return known[symbol] ?? 0
  }

  // MARK: Expansion

  /// Replaces every basic symbol of the row being built by what its row says, through
  /// definition rows down to non-basic symbols, so the row can become a substituted row.
  /// Each basic symbol reached is expanded once, with the sum of the weights it is reached
  /// with: definitions highest order first (``definitionOrder``: each after every one that
  /// names it), substituted rows last. A weight that cancels is not expanded, so what two
  /// terms share (a row's top and its title's, over every row above them) is not visited:
  /// the cost is the part of the definitions the row's value depends on.
  ///
  /// With `stoppingAtSubject`, the walk stops at a non-basic user variable of the row once
  /// nothing left to expand depends on it (its waiting dependents are expanded first) and
  /// its coefficient passes ``pivotThreshold``: the row then defines that variable
  /// (returned; -1 when the walk went to the end), naming the basic symbols not expanded,
  /// and the variable's dependents at or below them move above (``stopOrders``). A stack's
  /// next row is defined off the one above, instead of through every row up to the top.
  /// At most ``subjectTries`` variables are tried, each with at most
  /// ``subjectNamingLimit`` dependents.
  @discardableResult
  func expandBasicsOfBuiltRow(
    constant: inout Double, scale: inout Double, stoppingAtSubject: Bool = false
  ) -> Int32 {
    currentStamp &+= 1
    if currentStamp == 0 {
      for s in 0..<symbolCount { visitStamp[s] = 0 }
      currentStamp = 1
    }
    var heap = expandHeap
    var leaves = expandOrder
    (expandHeap, expandOrder) = (BinaryHeap(), [])
    heap.removeAll()
    leaves.removeAll(keepingCapacity: true)
    expandedOwnedRows.removeAll()
    expandedOwnedWeights.removeAll()
    // A weight's magnitude is the largest term added into it, each term judged by the
    // magnitude of the weight it came through (times the cell's coefficient), not by its
    // own size: a weight that is itself the residue of a cancellation (0.001 −
    // 0.001000001 = −1e-9, good to 1e-19) passes on that residue's error, not its size.
    func reach(_ s: Int32, _ a: Double, _ m: Double) {
      let si = Int(s)
      if visitStamp[si] == currentStamp && expandMagnitude[si] < 0 {
        // Reached again after it was expanded out of order (see below): once more.
        expandWeight[si] = 0
        expandMagnitude[si] = 0
        heap.push((definitionOrder[si], s))
      } else if visitStamp[si] != currentStamp {
        visitStamp[si] = currentStamp
        expandWeight[si] = 0
        expandMagnitude[si] = 0
        if rowDefines[Int(basicRow[si])] != 0 {
          heap.push((definitionOrder[si], s))
        } else {
          leaves.append(s)
        }
      }
      expandWeight[si] += a
      expandMagnitude[si] = max(expandMagnitude[si], m)
    }
    func expand(_ t: Int32) {
      // A weight that cancels to round-off of what was added to it is 0, as a cancelled
      // coefficient is (`accumulate`).
      let w = expandWeight[Int(t)]
      let magnitude = expandMagnitude[Int(t)]
      guard magnitude >= 0 else { return }  // expanded already, nothing since
      if stoppingAtSubject {
        expandWeight[Int(t)] = 0
        expandMagnitude[Int(t)] = -1
      }
      guard abs(w) > Tableau.cancellation * magnitude else { return }
      let r = Int(basicRow[Int(t)])
      if rowOwner[r] >= 0 {
        expandedOwnedRows.append(Int32(r))
        expandedOwnedWeights.append(w)
      }
      let added = w * rowConstant[r]
      constant = Tableau.constantSum(constant, added)
      // The number actually added, as `addScaledRow` records it: the weight times the
      // expanded row's own scale compounds along the walk (a required `0.5·v2 >= 3.5`,
      // 12.5 short, passed as round-off of a 5e17 scale beside constants of 1.25e8).
      scale = max(scale, abs(added))
      for cell in cells(ofRow: Int32(r)) {
        let c = cell.symbol
        let a = w * cell.coefficient
        let m = max(magnitude, abs(w)) * abs(cell.coefficient)
        if basicRow[Int(c)] >= 0 { reach(c, a, m) } else { accumulate(c, a, magnitude: m) }
      }
    }
    seedLeaves.removeAll()
    if stoppingAtSubject {
      // The basic term fewest definitions name (ties: the first): the one the row is
      // about (a stack's next row), not one many rows share (its first row's edge).
      var seed: Int32 = -1
      for s in buildSymbols where basicRow[Int(s)] >= 0 && kind[Int(s)] == .external {
        if seed < 0 || refCount[Int(s)] < refCount[Int(seed)] { seed = s }
      }
      if seed >= 0 { leavesOfDefinition(seed) }
    }
    for i in buildSymbols.indices {
      let s = buildSymbols[i]
      guard basicRow[Int(s)] >= 0 else { continue }
      reach(s, buildCoefficients[i], max(buildMagnitudes[i], abs(buildCoefficients[i])))
      buildCoefficients[i] = 0
    }
    var subject: Int32 = -1
    if stoppingAtSubject {
      // First the variables the seed term is defined through (as kiwi solves a row for
      // its first variable: a stack's `next.top == previous.bottom + 8` re-roots the next
      // row's group, not the previous one), then those the row names as they appear. For
      // each, the definitions waiting that depend on it are expanded first, out of order:
      // an expansion is linear, and one reached again is expanded again.
      var leavesTried = 0
      var scanned = 0
      var tries = Tableau.subjectTries
      while let (bound, t) = heap.first {
        while subject < 0 && tries > 0
          && (leavesTried < seedLeaves.count || scanned < buildSymbols.count)
        {
          let s: Int32
          if leavesTried < seedLeaves.count {
            s = seedLeaves[leavesTried]
            leavesTried += 1
          } else {
            s = buildSymbols[scanned]
            scanned += 1
          }
          guard kind[Int(s)] == .external, basicRow[Int(s)] < 0,
            refCount[Int(s)] <= Tableau.subjectNamingLimit,
            let (dependents, ceiling) = dependentsAtOrBelow(bound, of: s)
          else { continue }
          tries -= 1
          while true {
            let waiting = dependents.filter {
              visitStamp[Int($0)] == currentStamp && expandMagnitude[Int($0)] >= 0
            }
            if waiting.isEmpty { break }
            for y in waiting.sorted(by: { definitionOrder[Int($0)] > definitionOrder[Int($1)] }) {
              expand(y)
            }
          }
          if passesPivotThreshold(s, heap: heap),
            reorder(s, dependents, above: bound, below: ceiling)
          {
            subject = s
          }
        }
        if subject >= 0 { break }
        _ = heap.pop()
        expand(t)
      }
      if subject >= 0 {
        // What is left is named as it stands: it cannot depend on the subject.
        for (_, t) in heap.elements where expandMagnitude[Int(t)] >= 0 {
          let w = expandWeight[Int(t)]
          if abs(w) > Tableau.cancellation * expandMagnitude[Int(t)] { accumulate(t, w) }
          expandMagnitude[Int(t)] = -1  // a duplicate entry adds it once
        }
        heap.removeAll()
      }
    }
    while let (_, t) = heap.pop() { expand(t) }
    for t in leaves { expand(t) }
    expandHeap = heap
    expandOrder = leaves
    return subject
  }

  /// Whether a non-basic symbol's coefficient in the row being built is within
  /// ``pivotThreshold`` of the row's largest user-variable coefficient, the basic symbols
  /// still waiting in `heap` included.
  private func passesPivotThreshold(_ s: Int32, heap: BinaryHeap<HighestOrderFirst>) -> Bool {
    let p = scratch[Int(s)]
    guard p >= 0 else { return false }
    let a = abs(buildCoefficients[Int(p)])
    guard a > 0 else { return false }
    for i in buildSymbols.indices where kind[Int(buildSymbols[i])] == .external {
      if abs(buildCoefficients[i]) * Tableau.pivotThreshold > a { return false }
    }
    for (_, t) in heap.elements where abs(expandWeight[Int(t)]) * Tableau.pivotThreshold > a {
      return false
    }
    return true
  }

  /// A fresh mark for a search walk (`searchMark`): nothing is marked with it yet.
  func newSearchStamp() -> UInt32 {
    searchStamp &+= 1
    if searchStamp == 0 {
      for s in 0..<symbolCount { searchMark[s] = 0 }
      searchStamp = 1
    }
    return searchStamp
  }

  /// Marks a symbol in the current search; false if it was marked already.
  @inline(__always)
  private func mark(_ s: Int32, _ stamp: UInt32) -> Bool {
    guard searchMark[Int(s)] != stamp else { return false }
    searchMark[Int(s)] = stamp
    return true
  }

  /// The non-basic user variables a basic one's definition names, directly or through
  /// other definitions, in the order a walk down its rows meets them: at most
  /// ``seedRowLimit`` rows read, about ``subjectTries`` variables found, and only those
  /// named by at most ``subjectNamingLimit`` rows (the others would not be tried).
  /// Fills ``seedLeaves``; the walk's stack is ``walkStack`` above what it holds.
  private func leavesOfDefinition(_ symbol: Int32) {
    let found = seedLeaves
    let stack = walkStack
    let bottom = stack.count
    stack.append(symbol)
    let stamp = newSearchStamp()
    _ = mark(symbol, stamp)
    var budget = Tableau.seedRowLimit
    while stack.count > bottom, budget > 0, found.count < Tableau.subjectTries {
      let x = stack[stack.count - 1]
      stack.removeLast()
      let r = Int(basicRow[Int(x)])
      guard r >= 0, rowDefines[r] != 0 else { continue }
      budget -= 1
      for cell in cells(ofRow: Int32(r)) {
        let c = cell.symbol
        guard kind[Int(c)] == .external, mark(c, stamp) else { continue }
        if basicRow[Int(c)] >= 0 {
          stack.append(c)
        } else if refCount[Int(c)] <= Tableau.subjectNamingLimit {
          found.append(c)
        }
      }
    }
    stack.removeLast(stack.count - bottom)
  }

  /// The definitions that depend on a non-basic symbol (name it, directly or through
  /// others) at or below `bound` in ``definitionOrder``, and the lowest order above `bound`
  /// among the definitions naming it or them; nil beyond ``subjectNamingLimit`` of them or
  /// if a row that is not a definition names one.
  /// (The walk's stack is ``walkStack`` above what it holds, what it finds is gathered in
  /// ``subjectDependents``, and one array is made of them at the end: growing two arrays a
  /// call was a third of its cost.)
  private func dependentsAtOrBelow(_ bound: Double, of subject: Int32) -> ([Int32], Double)? {
    var ceiling = Double.infinity
    let stack = walkStack
    let bottom = stack.count
    defer { stack.removeLast(stack.count - bottom) }
    let dependents = subjectDependents
    dependents.removeAll()
    stack.append(subject)
    let stamp = newSearchStamp()
    _ = mark(subject, stamp)
    while stack.count > bottom {
      let x = stack[stack.count - 1]
      stack.removeLast()
      for entry in references(of: x) {
        let y = rowBasic[Int(entry.row)]
        guard y >= 0, kind[Int(y)] == .external else { return nil }
        let order = definitionOrder[Int(y)]
        if order > bound {
          ceiling = min(ceiling, order)
          continue
        }
        guard mark(y, stamp) else { continue }
        dependents.append(y)
        guard dependents.count <= Int(Tableau.subjectNamingLimit) else { return nil }
        stack.append(y)
      }
    }
    return (Array(dependents), ceiling)
  }

  /// Sets out (in ``stopOrders``) the orders that let `subject` be defined by the row
  /// being built, which names nothing above `bound`: the subject, then its `dependents`
  /// in their old order, evenly between `bound` and `ceiling`. False when the numbers
  /// leave no room.
  private func reorder(
    _ subject: Int32, _ dependents: [Int32], above bound: Double, below ceiling: Double
  ) -> Bool {
    let moved = dependents.sorted { definitionOrder[Int($0)] < definitionOrder[Int($1)] }
    // With nothing above, up to ``nextHighOrder`` + 1, which then becomes the highest
    // order given out (a fresh definition goes above it).
    let top = ceiling.isFinite ? ceiling : max(bound, nextHighOrder) + 1
    let step = (top - bound) / Double(moved.count + 2)
    var orders: [Double] = []
    var last = bound
    for i in 0...moved.count {
      let order = bound + step * Double(i + 1)
      guard order > last, order < top else { return false }
      orders.append(order)
      last = order
    }
    stopOrders = [(subject, orders[0])] + zip(moved, orders.dropFirst()).map { ($0, $1) }
    return true
  }

  /// Sets a basic external symbol's definition order, journalled.
  func setDefinitionOrder(_ symbol: Int32, _ value: Double) {
    if journal.isActive { journal.orders.append((symbol, definitionOrder[Int(symbol)])) }
    definitionOrder[Int(symbol)] = value
  }
}

extension Tableau {
  /// The basic external symbols in dependency order: each after every basic external
  /// symbol its definition row names (ascending ``definitionOrder``, which says exactly
  /// that). O(n log n) in the definition rows.
  func definitionsInDependencyOrder() -> [Int32] {
    var order: [Int32] = []
    for s in 0..<symbolCount where kind[s] == .external && basicRow[s] >= 0 {
      order.append(Int32(s))
    }
    order.sort { definitionOrder[Int($0)] < definitionOrder[Int($1)] }
    return order
  }
}
