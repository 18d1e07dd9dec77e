import Layout
import Testing

@testable import layoutcli

/// `layoutcli bench`'s table row and JSON line.
@Suite struct BenchReportTests {
  /// A report whose tableau had external rows of 0, 3, 3 and 7 cells and no restricted rows.
  static let report: BenchReport = {
    var rows = Solver.RowSizeHistogram()
    for length in [0, 3, 3, 7] { rows.external.count(length: length) }
    return BenchReport(
      family: "stack", n: 4, constraints: 23, variables: 20, samples: [BenchReport.Sample()],
      peakRSSMiB: 0, rowSizes: rows)
  }()

  @Test func theJSONLineCarriesTheRowSizeHistogramOfEachKind() {
    let line = Self.report.jsonLine()
    #expect(
      line.contains(
        #""external_rows":4,"external_cells":13,"external_longest_row":7,"#
          + #""external_mean_row":3.25,"external_row_histogram":[1,0,0,2,1],"#))
    #expect(
      line.contains(
        #""restricted_rows":0,"restricted_cells":0,"restricted_longest_row":0,"#
          + #""restricted_mean_row":0,"restricted_row_histogram":[]}"#))
  }

  @Test func theTableRowShowsCellsPerRowAndTheLongestRow() {
    let header = BenchReport.tableHeader()
    let row = Self.report.tableRow()
    #expect(header.contains("  cells/row  longest row "))
    // 13 cells in 4 rows, the longest 7, right-aligned under their titles.
    #expect(row.contains("        3.3            7 "))
  }
}
