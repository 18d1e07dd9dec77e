import Foundation

extension View {
  /// Maps a point from this view's coordinates to its superview's: about the centre,
  /// through the transform.
  func pointInSuperview(_ p: CGPoint) -> CGPoint {
    let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
    return CGPoint(x: center.x + local.x, y: center.y + local.y)
  }

  /// Maps a point from the superview's coordinates to this view's.
  func pointFromSuperview(_ p: CGPoint) -> CGPoint {
    let local = CGPoint(x: p.x - center.x, y: p.y - center.y).applying(transform.inverted())
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  /// Converts a point in this view's coordinates to `view`'s (nil: the top of this view's
  /// hierarchy, usually the window), through every transform on the way.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    var p = point
    var current: View = self
    while let parent = current.superview {
      p = current.pointInSuperview(p)
      current = parent
    }
    guard let view else { return p }
    return view.pointFromRoot(p, root: current)
  }

  /// Converts a point in `view`'s coordinates (nil: the top of the hierarchy) to this
  /// view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.convert(point, to: nil) ?? point
    return pointFromRoot(inRoot, root: root)
  }

  /// Converts a rectangle in this view's coordinates to `view`'s (nil: the top of the
  /// hierarchy), as UIKit's `convert(_:to:)`: the bounding box of its converted corners.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts a rectangle in `view`'s coordinates (nil: the top of the hierarchy) to this
  /// view's, as UIKit's `convert(_:from:)`: the bounding box of its converted corners.
  ///
  /// ```swift
  /// // Where a button of a card is, in the window's content view:
  /// let place = contentView.convert(button.frame, from: card)
  /// ```
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    Self.boundingBox(of: rect) { convert($0, from: view) }
  }

  /// The bounding box of a rectangle's corners mapped through `map`.
  private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return rect }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private func pointFromRoot(_ p: CGPoint, root: View) -> CGPoint {
    var chain: [View] = []
    var current: View = self
    while let parent = current.superview {
      chain.append(current)
      current = parent
    }
    guard current === root else { return p }
    var q = p
    for v in chain.reversed() { q = v.pointFromSuperview(q) }
    return q
  }

  /// The frame in the coordinates of the top of the hierarchy, ignoring transforms (what
  /// layout works in).
  var untransformedFrameInRoot: CGRect {
    var origin = frame.origin
    var current: View = self
    while let parent = current.superview {
      origin.x += parent.frame.minX - parent.boundsOrigin.x
      origin.y += parent.frame.minY - parent.boundsOrigin.y
      current = parent
    }
    if current === self { return CGRect(origin: .zero, size: size) }
    // The root's own origin is not part of its coordinate space.
    origin.x -= current.frame.minX
    origin.y -= current.frame.minY
    return CGRect(origin: origin, size: size)
  }

  /// How far the window's safe area reaches into this view on each edge, as UIKit
  /// computes it: a window's insets come from its screen; any other view's inset on an edge
  /// is the part of the window's unsafe margin it overlaps, clipped to the view, where a
  /// view controller's view (and the views inside it) adds the controller's
  /// ``ViewController/additionalSafeAreaInsets``. Zero outside a window. Computed from the
  /// current frames (after layout).
  public var safeAreaInsets: EdgeInsets {
    guard let window, let insets = window.windowSafeAreaInsets else { return .zero }
    if window === self { return insets }
    let windowRect = window.untransformedFrameInRoot
    let safe = View.safeRect(
      inside: self, window: window, windowSafe: windowRect.inset(by: insets)
    ) { $0.untransformedFrameInRoot }
    return View.insets(of: untransformedFrameInRoot, outside: safe)
  }

}

extension View {
  /// The scale of the screen the view is on (2 when it is not in a window): the pixel grid
  /// of its text and of the frames layout gives it.
  var screenScale: CGFloat {
    if layoutNode.engine != nil { return layoutNode.window?.screen.scale ?? 2 }
    return window?.screen.scale ?? 2
  }

  /// The frame as the layout engine solved it, before UIKit's rounding to the pixel grid:
  /// for a view placed by constraints, the exact solution (``frame`` is it with each edge
  /// rounded to the nearest pixel, as UIKit writes frames); for any other view, ``frame``.
  ///
  /// ```swift
  /// // Centred 80 wide in an iPhone 15's 393 (3x):
  /// box.solvedFrame.minX   // 156.5
  /// box.frame.minX         // 156.666…: 469.5 pixels rounded to 470
  /// ```
  public var solvedFrame: CGRect {
    guard let engine = layoutNode.engine, ObjectIdentifier(self) != engine.rootID,
      !translatesAutoresizingMaskIntoConstraints, let parent = superview
    else { return frame }
    return LayoutEngine.localRect(
      layoutNode.windowFrame, in: parent.layoutNode.windowFrame, origin: parent.boundsOrigin,
      grid: nil)
  }
}
