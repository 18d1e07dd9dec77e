import Foundation

extension RenderTree {
  /// The presentation render tree at the animator's clock time: the same as
  /// `RenderTree(presentation: animator.presentationSnapshot(), windows: …)`.
  @available(
    *, deprecated,
    message: "Use RenderTree(presentation: animator.presentationSnapshot(), windows:screen:)"
  )
  public init(
    presentationOf animator: Animator, windows: [Window], screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(
      presentation: animator.presentationSnapshot(), windows: windows, screen: screen,
      orientation: orientation)
  }

  /// The presentation render tree of a scene's visible windows at the animator's clock time.
  @available(
    *, deprecated,
    message: "Use RenderTree(presentation: animator.presentationSnapshot(), scene:screen:)"
  )
  public init(
    presentationOf animator: Animator, scene: Scene, screen: Screen,
    orientation: Screen.Orientation = .portrait
  ) {
    self.init(
      presentation: animator.presentationSnapshot(), scene: scene, screen: screen,
      orientation: orientation)
  }
}
