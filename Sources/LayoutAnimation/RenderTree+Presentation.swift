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
    let all = RenderTree.withKeyboard(windows) { snapshot.state(of: $0).frame }
    self.init(stacked: RenderTree.stacked(all), screen: screen, orientation: orientation) {
      RenderGeometry(snapshot.state(of: $0))
    }
  }

  /// The presentation render tree of a scene's visible windows.
  public init(
    presentation snapshot: PresentationSnapshot, scene: Scene, screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(
      presentation: snapshot, windows: scene.visibleWindows, screen: screen,
      orientation: orientation)
  }
}

extension RenderGeometry {
  /// What is drawn for a view's presentation values.
  init(_ state: AnimatableState) {
    self.init(
      center: state.center, size: state.size, boundsOrigin: state.boundsOrigin,
      transform: state.transform, alpha: state.alpha, isHidden: state.isHidden,
      backgroundColor: state.backgroundColor)
  }
}
