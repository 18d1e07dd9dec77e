import Foundation

extension RenderWindow {
  /// Draws every view again where the window is and with its opacity (after the window's
  /// frame or alpha changed); their own values stay.
  package mutating func replaceViews() {
    for index in views.indices {
      views[index].follow(
        path: id, alpha: alpha, toWindow: .identity, windowOrigin: frame.origin)
      views[index].placeSubviews()
    }
  }

  /// Numbers the window's views in drawing order (``RenderNode/zIndex``) and puts their
  /// screen frames and transforms where the window is on the screen.
  package mutating func placeViews() {
    var next = 0
    let origin = frame.origin
    func place(_ node: inout RenderNode) {
      node.zIndex = next
      next += 1
      node.placeOnScreen(at: origin)
      for index in node.subviews.indices { place(&node.subviews[index]) }
    }
    for index in views.indices { place(&views[index]) }
  }
}

extension RenderNode {
  /// Draws the node's subviews again below it after its place, opacity or name changed:
  /// each one's map to the window, bounding boxes, effective alpha and path (their own
  /// values and content stay). Returns how many nodes it drew.
  @discardableResult
  package mutating func placeSubviews() -> Int {
    var count = 0
    for index in subviews.indices {
      subviews[index].follow(
        path: path, alpha: effectiveAlpha, toWindow: toWindow, windowOrigin: windowOrigin)
      count += 1 + subviews[index].placeSubviews()
    }
    return count
  }

  /// Takes what a node inherits from its superview's node (or its window, for a window's
  /// subview): its path, its effective alpha, its place in the window and on the screen.
  package mutating func follow(
    path parentPath: String, alpha parentAlpha: CGFloat, toWindow parentToWindow: CGAffineTransform,
    windowOrigin origin: CGPoint
  ) {
    path = parentPath + "/" + id
    effectiveAlpha = parentAlpha * alpha
    place(under: parentToWindow)
    placeOnScreen(at: origin)
  }

  /// Puts the window-coordinate rectangles where the window is on the screen.
  package mutating func placeOnScreen(at origin: CGPoint) {
    windowOrigin = origin
    absoluteFrame = windowFrame.offsetBy(dx: origin.x, dy: origin.y)
    touchFrame = touchWindowFrame?.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The corner radius as Core Animation draws it: ``cornerRadius`` clamped to half the
  /// shorter side, never negative (NaN and negative radii draw as 0).
  public var drawnCornerRadius: CGFloat {
    guard !cornerRadius.isNaN else { return 0 }
    let limit = min(size.width, size.height) / 2
    return max(min(cornerRadius, limit), 0)
  }
}
