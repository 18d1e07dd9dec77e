import Layout

/// The measurements of one benchmark case over its runs, and their table row and JSON line.
struct BenchReport {
  /// The timings (seconds) and checksums of one run.
  struct Sample {
    var build = 0.0
    var add = 0.0
    var edit = 0.0
    var read = 0.0
    var steps: [Double] = []
    var checksum = 0.0
    var stepChecksums: [Double] = []
    /// `--remove-readd`: removing one required equality, and adding it back (seconds).
    var remove: Double?
    var readd: Double?
    /// The checksum after the re-add (the last step's, up to round-off).
    var readdChecksum = 0.0
    /// The later removals and re-adds of other required equalities (seconds), the checksum
    /// after them, and whether the solver then marked every required equality.
    var laterRemoves: [Double] = []
    var laterReadds: [Double] = []
    var laterChecksum = 0.0
    var marking = false

    /// add + edit + read.
    var addSolve: Double { add + edit + read }
    /// The mean step time.
    var meanStep: Double { steps.isEmpty ? 0 : steps.reduce(0, +) / Double(steps.count) }
    /// The slowest step.
    var maxStep: Double { steps.max() ?? 0 }
  }

  var family: String
  var n: Int
  var constraints: Int
  var variables: Int
  var samples: [Sample]
  var peakRSSMiB: Double
  /// The lengths of the tableau's rows after the add and the edit variables (first run).
  var rowSizes = Solver.RowSizeHistogram()

  /// The median of a measurement over the runs (the mean of the middle two for even counts).
  func median(_ metric: (Sample) -> Double) -> Double {
    let sorted = samples.map(metric).sorted()
    guard !sorted.isEmpty else { return 0 }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  private var first: Sample { samples.first ?? Sample() }

  /// The median of one sample's values (0 for none).
  static func middle(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  private static let columns: [(title: String, width: Int)] = [
    ("family", 7), ("n", 7), ("constraints", 12), ("add+edit+read ms", 17), ("ns/constraint", 14),
    ("mean step µs", 13), ("max step µs", 12), ("cells/row", 10), ("longest row", 12),
    ("checksum", 20),
  ]

  /// The table's header and rule.
  static func tableHeader() -> String {
    let titles = columns.enumerated().map { i, column in
      pad(column.title, column.width, left: i == 0)
    }
    return titles.joined(separator: " ") + "\n"
      + columns.map { String(repeating: "-", count: $0.width) }.joined(separator: " ") + "\n"
  }

  /// One aligned table row.
  func tableRow() -> String {
    let addSolve = median(\.addSolve)
    let cells = [
      family, String(n), String(constraints), Self.fixed(addSolve * 1e3, 3),
      Self.fixed(addSolve * 1e9 / Double(max(1, constraints)), 1),
      Self.fixed(median(\.meanStep) * 1e6, 1), Self.fixed(median(\.maxStep) * 1e6, 1),
      Self.fixed(meanRowLength, 1),
      String(max(rowSizes.external.longest, rowSizes.restricted.longest)),
      JSONOutput.number(first.checksum),
    ]
    return zip(cells, Self.columns).enumerated().map { i, pair in
      Self.pad(pair.0, pair.1.width, left: i == 0)
    }.joined(separator: " ") + "\n"
  }

  /// The case as one JSON line (medians over runs; checksums from the first run).
  func jsonLine() -> String {
    let addSolve = median(\.addSolve)
    var fields: [(String, String)] = [
      ("family", JSONOutput.quoted(family)),
      ("n", String(n)),
      ("constraints", String(constraints)),
      ("variables", String(variables)),
      ("runs", String(samples.count)),
      ("build_s", JSONOutput.number(median(\.build))),
      ("add_s", JSONOutput.number(median(\.add))),
      ("edit_s", JSONOutput.number(median(\.edit))),
      ("read_s", JSONOutput.number(median(\.read))),
      ("add_solve_s", JSONOutput.number(addSolve)),
      ("ns_per_constraint", JSONOutput.number(addSolve * 1e9 / Double(max(1, constraints)))),
      ("per_step_s", JSONOutput.number(median(\.meanStep))),
      ("max_step_s", JSONOutput.number(median(\.maxStep))),
      ("checksum", JSONOutput.number(first.checksum)),
      ("final_checksum", JSONOutput.number(first.stepChecksums.last ?? first.checksum)),
      ("step_checksums", JSONOutput.numbers(first.stepChecksums)),
      ("peak_rss_mib", JSONOutput.number(peakRSSMiB)),
    ]
    for (kind, rows) in [("external", rowSizes.external), ("restricted", rowSizes.restricted)] {
      fields += [
        ("\(kind)_rows", String(rows.rows)),
        ("\(kind)_cells", String(rows.cells)),
        ("\(kind)_longest_row", String(rows.longest)),
        ("\(kind)_mean_row", JSONOutput.number(Self.rounded(rows.mean, 3))),
        ("\(kind)_row_histogram", "[" + rows.counts.map(String.init).joined(separator: ",") + "]"),
      ]
    }
    if first.remove != nil {
      fields += [
        ("remove_s", JSONOutput.number(median { $0.remove ?? 0 })),
        ("readd_s", JSONOutput.number(median { $0.readd ?? 0 })),
        ("readd_checksum", JSONOutput.number(first.readdChecksum)),
        ("later_remove_s", JSONOutput.number(median { Self.middle($0.laterRemoves) })),
        ("later_readd_s", JSONOutput.number(median { Self.middle($0.laterReadds) })),
        ("later_checksum", JSONOutput.number(first.laterChecksum)),
        ("marking", first.marking ? "true" : "false"),
      ]
    }
    return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  /// Cells per row over every row of the tableau (0 for none).
  private var meanRowLength: Double {
    let rows = rowSizes.external.rows + rowSizes.restricted.rows
    return rows == 0
      ? 0 : Double(rowSizes.external.cells + rowSizes.restricted.cells) / Double(rows)
  }

  /// `value` rounded to `digits` decimals, printed by the one number formatter.
  private static func fixed(_ value: Double, _ digits: Int) -> String {
    JSONOutput.number(rounded(value, digits))
  }

  /// `value` rounded to `digits` decimals.
  private static func rounded(_ value: Double, _ digits: Int) -> Double {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return (value * scale).rounded() / scale
  }

  private static func pad(_ text: String, _ width: Int, left: Bool) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + fill : fill + text
  }
}
