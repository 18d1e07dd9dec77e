extension Tableau {
  // MARK: Values of definition rows

  /// Notes that `symbol`'s value may change: a basic external symbol's cached value goes
  /// stale (and is logged), and so, transitively, do the values of the definition rows that
  /// name it. Stops at a symbol already stale: its dependents are stale too.
  @inline(__always)
  func invalidate(_ symbol: Int32) {
    let s = Int(symbol)
    guard s >= 0 else { return }
    if kind[s] == .external {
      guard valueDirty[s] == 0 && basicRow[s] >= 0 else { return }
      valueDirty[s] = 1
      if logsChanges { logValueChange(symbol) }
    }
    if refCount[s] > 0 { invalidateDependents(of: symbol) }
  }

  /// Marks stale every basic external symbol whose definition row names `symbol`, directly
  /// or through other definition rows.
  private func invalidateDependents(of symbol: Int32) {
    var stack = walkStack
    stack.removeAll(keepingCapacity: true)
    stack.append(symbol)
    while let t = stack.popLast() {
      let base = Int(refStart[Int(t)])
      for k in 0..<Int(refCount[Int(t)]) {
        let y = rowBasic[Int(entries[base + k].row)]
        guard y >= 0, kind[Int(y)] == .external, valueDirty[Int(y)] == 0 else { continue }
        valueDirty[Int(y)] = 1
        if logsChanges { logValueChange(y) }
        if refCount[Int(y)] > 0 { stack.append(y) }
      }
    }
    walkStack = stack
  }

  /// The value of a symbol: 0 if non-basic, its row's constant if restricted, its
  /// definition row evaluated over the values it names if external.
  @inline(__always)
  func value(of symbol: Int32) -> Double {
    let s = Int(symbol)
    let r = basicRow[s]
    guard r >= 0 else { return 0 }
    if rowDefines[Int(r)] == 0 { return rowConstant[Int(r)] }
    return valueDirty[s] == 0 ? cachedValue[s] : evaluate(symbol)
  }

  /// Evaluates a stale definition row, and first every stale one it names (in dependency
  /// order, without recursion: a stack of 100,000 rows is 100,000 deep).
  private func evaluate(_ symbol: Int32) -> Double {
    var stack = walkStack
    stack.removeAll(keepingCapacity: true)
    stack.append(symbol)
    while let t = stack.last {
      let ti = Int(t)
      let r = Int(basicRow[ti])
      if valueDirty[ti] == 0 || r < 0 {
        stack.removeLast()
        continue
      }
      let base = Int(rowStart[r])
      let n = Int(rowCount[r])
      var waiting = false
      for i in 0..<n {
        let s = Int(cells[base + i].symbol)
        if valueDirty[s] != 0 && basicRow[s] >= 0 {
          stack.append(Int32(s))
          waiting = true
        }
      }
      if waiting { continue }
      var v = rowConstant[r]
      for i in 0..<n {
        let s = Int(cells[base + i].symbol)
        let sr = basicRow[s]
        guard sr >= 0 else { continue }
        let x = rowDefines[Int(sr)] == 0 ? rowConstant[Int(sr)] : cachedValue[s]
        // A sum that cancels to round-off is 0, as a substituted row's constant is.
        v = Tableau.constantSum(v, cells[base + i].coefficient * x)
      }
      cachedValue[ti] = v
      valueDirty[ti] = 0
      stack.removeLast()
    }
    walkStack = stack
    return cachedValue[Int(symbol)]
  }

  // MARK: Expansion

  /// Replaces every basic symbol of the row being built by what its row says, through
  /// definition rows down to non-basic symbols, so the row can become a substituted row.
  /// Each basic symbol reached is expanded once, with the sum of the weights it is reached
  /// with (in dependency order): the cost is the part of the definitions the row depends
  /// on, not the number of paths through it.
  func expandBasicsOfBuiltRow(constant: inout Double, scale: inout Double) {
    currentStamp &+= 1
    if currentStamp == 0 {
      for s in 0..<symbolCount { visitStamp[s] = 0 }
      currentStamp = 1
    }
    let stamp = currentStamp
    var order = expandOrder
    order.removeAll(keepingCapacity: true)
    var stack = walkStack
    stack.removeAll(keepingCapacity: true)
    var roots = expandRoots
    roots.removeAll(keepingCapacity: true)
    // Depth-first over basic symbols from the row's own, in post-order.
    for i in buildSymbols.indices {
      let s = buildSymbols[i]
      guard basicRow[Int(s)] >= 0 else { continue }
      roots.append((s, buildCoefficients[i]))
      buildCoefficients[i] = 0
      guard visitStamp[Int(s)] != stamp else { continue }
      visitStamp[Int(s)] = stamp
      expandWeight[Int(s)] = 0
      expandMagnitude[Int(s)] = 0
      stack.append(s)
      while let t = stack.last {
        let r = Int(basicRow[Int(t)])
        var descended = false
        if rowDefines[r] != 0 {
          let base = Int(rowStart[r])
          for k in 0..<Int(rowCount[r]) {
            let c = cells[base + k].symbol
            guard basicRow[Int(c)] >= 0 && visitStamp[Int(c)] != stamp else { continue }
            visitStamp[Int(c)] = stamp
            expandWeight[Int(c)] = 0
            expandMagnitude[Int(c)] = 0
            stack.append(c)
            descended = true
            break
          }
        }
        if !descended {
          stack.removeLast()
          order.append(t)
        }
      }
    }
    for (s, c) in roots { addWeight(s, c) }
    // Reverse post-order: every symbol after all that name it. A weight that cancels to
    // round-off of what was added to it is 0, as a cancelled coefficient is (`accumulate`).
    for t in order.reversed() {
      let w = expandWeight[Int(t)]
      guard abs(w) > Tableau.epsilon * expandMagnitude[Int(t)] else { continue }
      let r = Int(basicRow[Int(t)])
      let added = w * rowConstant[r]
      constant = Tableau.constantSum(constant, added)
      scale = max(scale, abs(added), abs(w) * rowScale[r])
      let base = Int(rowStart[r])
      for k in 0..<Int(rowCount[r]) {
        let c = cells[base + k].symbol
        let a = w * cells[base + k].coefficient
        if basicRow[Int(c)] >= 0 {
          addWeight(c, a)
        } else {
          accumulate(c, a)
        }
      }
    }
    expandOrder = order
    walkStack = stack
    expandRoots = roots
  }

  @inline(__always)
  private func addWeight(_ symbol: Int32, _ a: Double) {
    expandWeight[Int(symbol)] += a
    expandMagnitude[Int(symbol)] = max(expandMagnitude[Int(symbol)], abs(a))
  }
}

extension Tableau {
  /// The basic external symbols in dependency order: each after every basic external
  /// symbol its definition row names. Linear in the definition rows.
  func definitionsInDependencyOrder() -> [Int32] {
    var order: [Int32] = []
    // 0: unvisited, 1: on the path, 2: done.
    var state = [UInt8](repeating: 0, count: symbolCount)
    var stack: [(symbol: Int32, next: Int)] = []
    for root in 0..<symbolCount where kind[root] == .external && basicRow[root] >= 0 {
      guard state[root] == 0 else { continue }
      state[root] = 1
      stack.append((Int32(root), 0))
      while let (t, i) = stack.last {
        let r = Int(basicRow[Int(t)])
        if i == Int(rowCount[r]) {
          state[Int(t)] = 2
          order.append(t)
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next = i + 1
        let c = Int(cells[Int(rowStart[r]) + i].symbol)
        guard kind[c] == .external, basicRow[c] >= 0, state[c] == 0 else { continue }
        state[c] = 1
        stack.append((Int32(c), 0))
      }
    }
    return order
  }
}
