import Testing

@testable import Layout

/// Issue 36: an expansion stops at a subject nothing waiting depends on and re-roots its
/// group (Docs/Solver.md, "Adding a constraint"), so rows stay as long as the constraints
/// that make them, whatever the order the groups came in.
@Suite struct ReRootingTests {
  /// The system `layoutcli bench --layout N --screen stacks --emit-system` writes, in its
  /// order: per row (last row first) a horizontal stack holding a title and a badge, with
  /// an alignment spanner; then the vertical list that stacks the rows 8 apart; then the
  /// window. Soft intrinsic sizes as UIKit's hugging and compression priorities make them.
  static func stacksScreen(rows n: Int) -> (constraints: [LinearConstraint], tops: [Variable]) {
    func v(_ name: String) -> Variable { Variable(name) }
    struct Row {
      let minX, minY, width, height: Variable
      let titleMinX, titleMinY, titleWidth, titleHeight: Variable
      let badgeMinX, badgeMinY, badgeWidth, badgeHeight: Variable
      let spannerMinY, spannerHeight: Variable
    }
    let rows = (0..<n).map { k in
      Row(
        minX: v("row\(k).minX"), minY: v("row\(k).minY"), width: v("row\(k).width"),
        height: v("row\(k).height"), titleMinX: v("title\(k).minX"),
        titleMinY: v("title\(k).minY"), titleWidth: v("title\(k).width"),
        titleHeight: v("title\(k).height"), badgeMinX: v("badge\(k).minX"),
        badgeMinY: v("badge\(k).minY"), badgeWidth: v("badge\(k).width"),
        badgeHeight: v("badge\(k).height"), spannerMinY: v("spanner\(k).minY"),
        spannerHeight: v("spanner\(k).height"))
    }
    let list = (
      minX: v("list.minX"), minY: v("list.minY"), width: v("list.width"), height: v("list.height")
    )
    let window = (minX: v("window.minX"), minY: v("window.minY"), width: v("window.width"))
    var constraints: [LinearConstraint] = [window.minX == 0, window.minY == 0, window.width == 393]
    for r in rows {
      constraints += [
        (r.titleWidth <= 120).strength(.weak), (r.titleWidth >= 120).strength(.strong),
        (r.titleHeight <= 20).strength(.weak), (r.titleHeight >= 20).strength(.strong),
        (r.badgeWidth <= 24).strength(.weak), (r.badgeWidth >= 24).strength(.strong),
        (r.badgeHeight <= 24).strength(.weak), (r.badgeHeight >= 24).strength(.strong),
      ]
    }
    for r in rows.reversed() {
      constraints += [
        r.titleMinX == r.minX + 8, r.badgeMinX + r.badgeWidth == r.minX + r.width - 8,
        r.badgeMinX == r.titleMinX + r.titleWidth + 12,
        (r.spannerHeight == 0).strength(Strength(0.004)),
        r.spannerMinY <= r.titleMinY,
        r.spannerMinY + r.spannerHeight >= r.titleMinY + r.titleHeight,
        r.spannerMinY <= r.badgeMinY,
        r.spannerMinY + r.spannerHeight >= r.badgeMinY + r.badgeHeight,
        r.minY == r.spannerMinY - 8, r.minY + r.height == r.spannerMinY + r.spannerHeight + 8,
        r.minY + 0.5 * r.height == r.titleMinY + 0.5 * r.titleHeight,
        r.titleMinY + 0.5 * r.titleHeight == r.badgeMinY + 0.5 * r.badgeHeight,
        (r.titleHeight == 0).strength(Strength(0.002)),
        (r.badgeHeight == 0).strength(Strength(0.002)),
      ]
    }
    constraints += [
      list.minY == rows[0].minY, list.minY + list.height == rows[n - 1].minY + rows[n - 1].height,
    ]
    for k in 1..<n { constraints.append(rows[k].minY == rows[k - 1].minY + rows[k - 1].height + 8) }
    constraints += [
      list.minX == rows[0].minX, list.minX + list.width == rows[0].minX + rows[0].width,
    ]
    for k in 1..<n {
      constraints += [
        rows[0].minX == rows[k].minX, rows[0].minX + rows[0].width == rows[k].minX + rows[k].width,
      ]
    }
    constraints += [list.minX == window.minX, list.minX + list.width == window.minX + window.width]
    constraints.append(list.minY == window.minY)
    return (constraints, rows.map(\.minY))
  }

  /// The tableau's cells after laying out a stacks screen of `n` rows.
  static func cells(rows n: Int) -> (cells: Int, longRows: Int) {
    let solver = Solver()
    let (constraints, tops) = stacksScreen(rows: n)
    #expect(solver.addConstraintsSkippingFailures(constraints).isEmpty)
    // It lays out as the screen does: rows 40 high (a 24-point badge, 8 above and below),
    // 8 apart.
    for (k, top) in tops.enumerated() {
      #expect(solver.value(of: top).isClose(to: Double(48 * k)), "row \(k)")
    }
    let histogram = solver.rowSizeHistogram()
    // Rows longer than 16 cells.
    let long =
      histogram.external.counts.dropFirst(6).reduce(0, +)
      + histogram.restricted.counts.dropFirst(6).reduce(0, +)
    return (histogram.external.cells + histogram.restricted.cells, long)
  }

  @Test func theStacksScreenGrowsLinearly() {
    // Before: 21,752 cells at 100 rows, 73,502 at 200 (3.4×; rows of up to 400 cells, the
    // titles' heights solved through every row above). Now 7,701 and 15,060.
    let small = Self.cells(rows: 100)
    let large = Self.cells(rows: 200)
    #expect(Double(large.cells) <= 2.2 * Double(small.cells), "\(small) → \(large)")
    // Rows over 16 cells do not multiply with the list (before: 94 at 100 rows, 194 at 200;
    // now 10 and 9: the list's own edges and the window's).
    #expect(large.longRows <= small.longRows, "\(small) → \(large)")
  }
}
