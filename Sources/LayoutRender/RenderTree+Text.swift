import Foundation

extension RenderTree {
  /// The text table: one row per view in tree order (windows back to front): its path, its
  /// frame on screen (x, y, width, height, after transforms), its frame in its superview and
  /// its effective alpha, in aligned columns; numbers in the one number format.
  ///
  /// ```
  /// path                        x      y  width height  frame                     alpha
  /// toastWindow                 0      0    393    852  0 0 393 852                   1
  /// toastWindow/backView    121.5    620    150     32  121.5 620 150 32            1
  /// ```
  public func textTable() -> String {
    var rows: [[String]] = [["path", "x", "y", "width", "height", "frame", "alpha"]]
    func n(_ value: CGFloat) -> String { RenderTree.n(value) }
    func frame(_ r: CGRect) -> String {
      [r.minX, r.minY, r.width, r.height].map(n).joined(separator: " ")
    }
    func visit(_ node: RenderNode) {
      let a = node.absoluteFrame
      rows.append([
        node.path, n(a.minX), n(a.minY), n(a.width), n(a.height), frame(node.frame),
        n(node.effectiveAlpha),
      ])
      node.subviews.forEach(visit)
    }
    for window in windows {
      let f = window.frame
      rows.append([
        window.id, n(f.minX), n(f.minY), n(f.width), n(f.height), frame(f), n(window.alpha),
      ])
      window.views.forEach(visit)
    }
    let widths = (0..<7).map { column in rows.map { $0[column].count }.max() ?? 0 }
    // The path and the frame are left-aligned; numbers right-aligned.
    let left: Set<Int> = [0, 5]
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return left.contains(column) ? cell + pad : pad + cell
      }.joined(separator: "  ").replacingOccurrences(
        of: "\\s+$", with: "", options: .regularExpression)
    }.joined(separator: "\n") + "\n"
  }
}
