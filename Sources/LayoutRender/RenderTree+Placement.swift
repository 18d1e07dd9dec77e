import Foundation

extension RenderWindow {
  /// Numbers the window's views in drawing order (``RenderNode/zIndex``) and puts their
  /// screen frames and transforms where the window is on the screen.
  package mutating func placeViews() {
    var next = 0
    let origin = frame.origin
    func place(_ node: inout RenderNode) {
      node.zIndex = next
      next += 1
      node.windowOrigin = origin
      node.absoluteFrame = node.windowFrame.offsetBy(dx: origin.x, dy: origin.y)
      node.touchFrame = node.touchWindowFrame?.offsetBy(dx: origin.x, dy: origin.y)
      for index in node.subviews.indices { place(&node.subviews[index]) }
    }
    for index in views.indices { place(&views[index]) }
  }
}

extension RenderNode {
  /// The corner radius as Core Animation draws it: ``cornerRadius`` clamped to half the
  /// shorter side, never negative (NaN and negative radii draw as 0).
  public var drawnCornerRadius: CGFloat {
    guard !cornerRadius.isNaN else { return 0 }
    let limit = min(size.width, size.height) / 2
    return max(min(cornerRadius, limit), 0)
  }
}
