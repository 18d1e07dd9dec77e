#if LAYOUT_INVARIANTS
  extension Tableau {
    /// Checks the tableau's structural invariants; a failure is a bug in the package. Compiled
    /// only with `LAYOUT_INVARIANTS` (debug builds).
    func verify() {
      precondition(!journal.isActive, "transaction left open")
      verifySlots()
      var seen = [Int32](repeating: -1, count: symbolCount)
      for r in rowBasic.indices where rowBasic[r] != -2 {
        let basic = rowBasic[r]
        if basic >= 0 {
          precondition(basicRow[Int(basic)] == Int32(r), "row \(r): basic map broken")
          precondition(objective[Int(basic)] == 0, "basic symbol \(basic) in the objective")
          if kind[Int(basic)] != .external {
            precondition(
              rowConstant[r] > -1e-6 || Tableau.isNegligible(rowConstant[r], scale: rowScale[r]),
              "row \(r) infeasible: \(rowConstant[r])")
          }
          if kind[Int(basic)] == .dummy {
            // A required equality the others imply: its row combines theirs (dummies only)
            // and holds at 0.
            precondition(
              Tableau.isNegligible(rowConstant[r], scale: rowScale[r]),
              "row \(r): basic dummy \(basic) at \(rowConstant[r])")
            let base = Int(rowStart[r])
            for i in 0..<Int(rowCount[r]) {
              precondition(
                kind[Int(cells[base + i].symbol)] == .dummy,
                "row \(r): basic dummy \(basic) over a \(kind[Int(cells[base + i].symbol)])")
            }
          }
        }
        let defines = rowDefines[r] != 0
        if rowOwner[r] >= 0 {
          // An owned row is its constraint's definition row.
          precondition(
            defines && basic >= 0 && kind[Int(basic)] == .external,
            "row \(r): owned, not a definition")
        }
        if basic >= 0 {
          precondition(
            defines == (kind[Int(basic)] == .external),
            "row \(r): a definition row is an external symbol's, and only it")
        }
        let base = Int(rowStart[r])
        for i in 0..<Int(rowCount[r]) {
          let s = Int(cells[base + i].symbol)
          precondition(seen[s] != Int32(r), "row \(r): symbol \(s) twice")
          seen[s] = Int32(r)
          if defines && basic >= 0 && basicRow[s] >= 0 && kind[s] == .external {
            precondition(
              definitionOrder[s] < definitionOrder[Int(basic)],
              "row \(r): names \(s), not below it in the definition order (so no cycle)")
          }
          if !defines {
            precondition(basicRow[s] < 0, "row \(r): basic symbol \(s) in a substituted row")
            precondition(
              basic < 0 || kind[s] != .external,
              "row \(r): non-basic external symbol \(s) in a restricted row")
          }
          let q = Int(cells[base + i].columnPosition)
          precondition(
            q < (defines ? refCount[s] : colCount[s]), "row \(r): column position out of range")
          let entry = Int(defines ? refStart[s] : colStart[s]) + q
          precondition(
            entries[entry].row == Int32(r) && entries[entry].position == Int32(i),
            "row \(r): column index broken for symbol \(s)")
        }
      }
      for s in 0..<symbolCount {
        let base = Int(colStart[s])
        for k in 0..<Int(colCount[s]) {
          let r = Int(entries[base + k].row)
          precondition(rowBasic[r] != -2, "column \(s) lists a free row")
          precondition(rowDefines[r] == 0, "column \(s) lists a definition row")
          let p = Int(entries[base + k].position)
          precondition(cells[Int(rowStart[r]) + p].symbol == Int32(s), "column \(s) broken")
        }
        let refBase = Int(refStart[s])
        for k in 0..<Int(refCount[s]) {
          let r = Int(entries[refBase + k].row)
          precondition(rowBasic[r] != -2, "references of \(s) list a free row")
          precondition(rowDefines[r] != 0, "references of \(s) list a substituted row")
          let p = Int(entries[refBase + k].position)
          precondition(cells[Int(rowStart[r]) + p].symbol == Int32(s), "references \(s) broken")
        }
        // A stale value's dependents are stale too; a fresh one equals its row's value.
        if basicRow[s] >= 0 && valueDirty[s] != 0 {
          for k in 0..<Int(refCount[s]) {
            let y = rowBasic[Int(entries[refBase + k].row)]
            precondition(
              y < 0 || kind[Int(y)] != .external || valueDirty[Int(y)] != 0,
              "symbol \(s) stale but its dependent \(y) is not")
          }
        }
        // symbolValue mirrors a restricted row's constant, and is 0 off the basis.
        let row = Int(basicRow[s])
        if row < 0 {
          precondition(symbolValue[s] == 0 && valueDirty[s] == 0, "non-basic \(s) has a value")
        } else if rowDefines[row] == 0 {
          precondition(
            symbolValue[s].bitPattern == rowConstant[row].bitPattern,
            "symbol \(s): value \(symbolValue[s]) is not its row's constant \(rowConstant[row])")
          precondition(valueDirty[s] != Tableau.staleValue, "restricted \(s) marked stale")
        }
        if kind[s] == .external, idOfSymbol[s] >= 0 {
          precondition(registeredSymbol(ofID: idOfSymbol[s]) == Int32(s), "variable lookup broken")
          if let variable = table.madeVariable(ofID: idOfSymbol[s]) {
            precondition(registeredSymbol(of: variable) == Int32(s), "id lookup broken")
          }
        }
      }
    }
  }
#endif
