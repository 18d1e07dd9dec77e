import Foundation

extension RenderWindow {
  /// Draws every view again where the window is and with its opacity (after the window's
  /// frame or alpha changed); their own values stay.
  package mutating func replaceViews() {
    let origin = frame.origin
    for index in views.indices {
      views[index].path = id + "/" + views[index].id
      views[index].effectiveAlpha = alpha * views[index].alpha
      views[index].place(under: .identity)
      views[index].placeOnScreen(at: origin)
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
  /// values and content stay).
  package mutating func placeSubviews() {
    for index in subviews.indices {
      subviews[index].follow(self)
      subviews[index].placeSubviews()
    }
  }

  /// Takes what a node inherits from its superview's node: its place in the window, its
  /// effective alpha and its path.
  package mutating func follow(_ parent: RenderNode) {
    path = parent.path + "/" + id
    effectiveAlpha = parent.effectiveAlpha * alpha
    place(under: parent.toWindow)
    placeOnScreen(at: parent.windowOrigin)
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
