import Foundation

extension RenderTree {
  /// The render tree of what is on screen at one moment: every view's presentation values
  /// (alpha, transform, colour, centre, size, bounds origin) from a snapshot instead of its
  /// model values.
  ///
  /// ```swift
  /// clock.advance(to: 2.75)
  /// let snapshot = animator.presentationSnapshot()
  /// let frame = RenderTree(presentation: snapshot, scene: scene, screen: .iPhone15)
  /// frame.windows[0].views[0].effectiveAlpha  // mid-fade
  /// ```
  ///
  /// Windows and views that are hidden or were removed (by a completion, say) by then are
  /// not in it, as in ``RenderTree/init(windows:screen:orientation:)``; the keyboard is in
  /// it while its presentation frame shows any of it (rising, up, or going down). With no
  /// animation running (or an empty ``PresentationSnapshot/init()``) the tree equals the
  /// model one. A label's lines stay wrapped at its model width.
  public init(
    presentation snapshot: PresentationSnapshot, windows: [Window], screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(windows: [], screen: screen, orientation: orientation)
    let all = RenderTree.withKeyboard(windows) { snapshot.state(of: $0).frame }
    self.windows = RenderTree.stacked(all).enumerated().map {
      RenderWindow(presentationOf: $1, snapshot: snapshot, zIndex: $0)
    }
  }

  /// The presentation render tree of a scene's visible windows.
  public init(
    presentation snapshot: PresentationSnapshot, scene: Scene, screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(
      presentation: snapshot, windows: scene.windows, screen: screen, orientation: orientation)
  }
}

extension RenderWindow {
  /// A window with its presentation frame, colour and alpha, and its views' presentation.
  init(presentationOf window: Window, snapshot: PresentationSnapshot, zIndex: Int) {
    self.init(window, zIndex: zIndex)
    let state = snapshot.state(of: window)
    frame = state.frame
    backgroundColor = state.backgroundColor
    alpha = state.alpha
    let path = window.displayName
    views = window.subviews.map {
      RenderNode(presentationOf: $0, snapshot: snapshot, path: path, alpha: state.alpha, above: [])
    }
    placeViews()
  }
}

extension RenderNode {
  /// A view from its presentation values; `ancestors` are the presentation states of its
  /// superviews below the window, nearest first.
  init(
    presentationOf view: View, snapshot: PresentationSnapshot, path parent: String,
    alpha parentAlpha: CGFloat, above ancestors: [AnimatableState]
  ) {
    self.init(view, path: parent, alpha: parentAlpha)
    let state = snapshot.state(of: view)
    let chain = [state] + ancestors
    frame = state.frame
    bounds = state.bounds
    windowFrame = Self.boundingBox(of: state.bounds, through: chain)
    touchWindowFrame = View.touchTarget(of: state.bounds, minimum: view.minimumTouchTargetSize)
      .map { Self.boundingBox(of: $0, through: chain) }
    absoluteFrame = windowFrame
    transform = state.transform
    transformToWindow = Self.transform(through: chain)
    alpha = state.alpha
    effectiveAlpha = parentAlpha * state.alpha
    isHidden = state.isHidden
    backgroundColor = state.backgroundColor
    size = state.size
    scroll?.contentOffset = state.boundsOrigin
    let ownPath = path
    let ownAlpha = effectiveAlpha
    subviews = view.subviews.map {
      RenderNode(
        presentationOf: $0, snapshot: snapshot, path: ownPath, alpha: ownAlpha, above: chain)
    }
  }

  /// One step up: a point in a view's coordinates to its superview's, about the centre and
  /// through the transform (the same arithmetic as the model's `pointInSuperview`).
  private static func pointInSuperview(_ p: CGPoint, _ state: AnimatableState) -> CGPoint {
    let bounds = state.bounds
    let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(state.transform)
    return CGPoint(x: state.center.x + local.x, y: state.center.y + local.y)
  }

  /// The bounding box of a rectangle's corners carried up the chain to the window.
  private static func boundingBox(of rect: CGRect, through chain: [AnimatableState]) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { corner in chain.reduce(corner) { pointInSuperview($0, $1) } }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return rect }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The map from the view's drawing space (its bounds moved to (0, 0)) to the window's,
  /// composed bottom-up as the model tree composes it.
  private static func transform(through chain: [AnimatableState]) -> CGAffineTransform {
    let origin = chain.first?.boundsOrigin ?? .zero
    var t = CGAffineTransform(translationX: origin.x, y: origin.y)
    for state in chain {
      let step = CGAffineTransform(translationX: -state.bounds.midX, y: -state.bounds.midY)
        .concatenating(state.transform)
        .concatenating(CGAffineTransform(translationX: state.center.x, y: state.center.y))
      t = t.concatenating(step)
    }
    return t
  }
}
