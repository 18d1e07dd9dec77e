import Foundation

extension RenderTree {
  /// The colour of debug outlines and their ids (UIKit's system pink).
  static let svgDebugColor = "#FF2D55"

  /// The safe-area mark, drawn above the windows: the unsafe margins shaded with black at
  /// 5% opacity, and the safe area's edge as a dashed blue line at 40% opacity. Nothing when
  /// the screen has no safe-area insets.
  func svgSafeAreaMark() -> String {
    let bounds = screen.bounds(in: orientation)
    let safe = screen.safeAreaFrame(in: orientation)
    guard safe != bounds else { return "" }
    func n(_ value: CGFloat) -> String { SVGText.number(value) }
    func box(_ r: CGRect) -> String {
      "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z"
    }
    var out = "  <g>\n    <title>safe area</title>\n"
    out += "    <path d=\"\(box(bounds)) \(box(safe))\" fill=\"#000000\" fill-opacity=\"0.05\""
    out += " fill-rule=\"evenodd\"/>\n"
    out += "    <rect x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\""
    out += " height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#007AFF\""
    out += " stroke-opacity=\"0.4\" stroke-width=\"1\" stroke-dasharray=\"4 4\"/>\n"
    out += "  </g>\n"
    return out
  }

  /// The debug overlay, drawn last: each window's frame and each visible view's frame on
  /// screen (its four corners through ``RenderNode/transformToScreen``, so a rotated view
  /// shows rotated; never clipped) outlined with a thin line, and its id in small type at
  /// the top left of its bounding box (ids of frames sharing that corner one under another),
  /// in tree order.
  func svgDebugOverlay() -> String {
    func n(_ value: CGFloat) -> String { SVGText.number(value) }
    // Ids of frames with the same top left corner stack downwards instead of overprinting
    // (a label filling its superview). Only looked up, never iterated: the order is the tree's.
    var idsAtCorner: [String: Int] = [:]
    func label(_ id: String, at box: CGRect) -> String {
      let corner = n(box.minX) + "," + n(box.minY)
      let row = idsAtCorner[corner, default: 0]
      idsAtCorner[corner] = row + 1
      let y = box.minY + 7 + 7 * CGFloat(row)
      return "    <text x=\"\(n(box.minX + 1))\" y=\"\(n(y))\" stroke=\"none\""
        + " fill=\"\(Self.svgDebugColor)\">" + SVGText.escape(id) + "</text>\n"
    }
    var out = "  <g fill=\"none\" stroke=\"\(Self.svgDebugColor)\" stroke-width=\"0.5\""
    out += " font-family=\"\(SVGText.fontFamily)\" font-size=\"7\">\n"
    out += "    <title>debug</title>\n"
    func visit(_ node: RenderNode) {
      guard !node.isHidden else { return }
      let t = node.transformToScreen
      let corners = [
        CGPoint.zero, CGPoint(x: node.size.width, y: 0),
        CGPoint(x: node.size.width, y: node.size.height), CGPoint(x: 0, y: node.size.height),
      ].map { $0.applying(t) }
      let points = corners.map { n($0.x) + "," + n($0.y) }.joined(separator: " ")
      out += "    <polygon points=\"\(points)\"/>\n"
      out += label(node.id, at: node.absoluteFrame)
      node.subviews.forEach(visit)
    }
    for window in windows {
      let f = window.frame
      out += "    <rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\""
      out += " height=\"\(n(f.height))\"/>\n"
      out += label(window.id, at: f)
      window.views.forEach(visit)
    }
    out += "  </g>\n"
    return out
  }
}
