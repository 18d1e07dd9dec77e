extension Solver {
  /// How long the tableau's rows are, in cells, for the benchmark's diagnostics: a solver
  /// whose rows are long pays for every cell on each substitution or expansion that
  /// touches them.
  ///
  /// Rows are counted by the kind of their basic symbol: a user variable (``external``:
  /// the definition rows, as their constraints were written), or a slack, error or marker
  /// (``restricted``: the substituted rows).
  package struct RowSizeHistogram: Sendable, Equatable {
    /// The rows whose basic symbol is a user variable.
    package var external = Rows()
    /// The rows whose basic symbol is a slack, an error or a marker.
    package var restricted = Rows()

    package init() {}

    /// The lengths of one kind of row.
    package struct Rows: Sendable, Equatable {
      /// How many rows fall in each bucket of lengths (see ``bucket(ofLength:)``), up to
      /// the last bucket that is not empty.
      package var counts: [Int] = []
      /// How many rows.
      package var rows = 0
      /// How many cells in all.
      package var cells = 0
      /// The most cells in one row (0 for no rows).
      package var longest = 0

      package init() {}

      /// Cells per row (0 for no rows).
      package var mean: Double { rows == 0 ? 0 : Double(cells) / Double(rows) }

      /// Counts one row of `length` cells.
      package mutating func count(length: Int) {
        let bucket = Rows.bucket(ofLength: length)
        if counts.count <= bucket {
          counts += Array(repeating: 0, count: bucket + 1 - counts.count)
        }
        counts[bucket] += 1
        rows += 1
        cells += length
        longest = max(longest, length)
      }

      /// The bucket of a row of `length` cells: 0 for none (a constant row), 1 for 1 cell,
      /// 2 for 2, then powers of two: 3 for 3–4 cells, 4 for 5–8, k for 2^(k-2)+1 … 2^(k-1).
      package static func bucket(ofLength length: Int) -> Int {
        length <= 0 ? 0 : 1 + (Int.bitWidth - (length - 1).leadingZeroBitCount)
      }

      /// The lengths bucket `k` holds, as text: "0", "1", "2", "3-4", "5-8", …
      package static func label(ofBucket k: Int) -> String {
        k <= 2 ? String(max(0, k)) : "\((1 << (k - 2)) + 1)-\(1 << (k - 1))"
      }
    }
  }

  /// The lengths of the tableau's rows, by the kind of their basic symbol.
  /// - Complexity: O(rows).
  package func rowSizeHistogram() -> RowSizeHistogram {
    tableau.rowSizeHistogram()
  }
}
