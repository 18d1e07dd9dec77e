import Foundation

extension Animator {
  /// Shows a window's keyboard with the keyboard's own motion (``Spring/keyboard``, 0.5 s):
  /// the window is laid out inside the animation, so every view placed against its
  /// ``View/keyboardLayoutGuide`` moves up with the keyboard, as on iOS.
  ///
  /// ```swift
  /// animator.showKeyboard(in: window)
  /// clock.advance(by: 0.1)
  /// animator.presentation(of: field).frame   // on its way up
  /// ```
  ///
  /// A convenience for the window's scene: when the window is in a scene
  /// (``Window/windowScene``) this is `showKeyboard(in: window.windowScene!)`, so every
  /// window of the scene (a toast's alert window too) moves with the keyboard. A window in
  /// no scene shows it alone.
  ///
  /// The model changes at once (``Window/isKeyboardShown`` is true, the guides' layout
  /// frames and the views' frames are final); the presentation follows the spring, and so
  /// does the keyboard itself in a ``RenderTree`` made from ``presentationSnapshot()``. A window
  /// this animator does not watch yet (not among its scene's visible windows) is watched
  /// from now on. The completion runs when the motion ends, with `true` unless it was
  /// removed.
  public func showKeyboard(in window: Window, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: true, in: window, completion: completion)
  }

  /// Hides a window's keyboard with the keyboard's motion: the views placed against the
  /// keyboard guide move back down to the safe area (in every window of its scene, when it
  /// is in one).
  public func hideKeyboard(in window: Window, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: false, in: window, completion: completion)
  }

  /// Shows the scene's keyboard with the keyboard's own motion (``Spring/keyboard``, 0.5 s):
  /// every visible window of the scene is laid out inside one animation, so the views
  /// placed against the keyboard guides of all of them rise together, as on iOS, where the
  /// keyboard belongs to the window scene.
  ///
  /// ```swift
  /// scene.show(app)
  /// scene.show(toast.window)            // a bottom toast
  /// animator.showKeyboard(in: scene)    // the toast rises with the keyboard
  /// clock.advance(to: 0.1)
  /// animator.presentation(of: toast.box).frame   // on its way up
  /// ```
  ///
  /// Hidden windows take the state too and are placed when next laid out. Visible windows
  /// this animator does not watch yet are watched from now on.
  public func showKeyboard(in scene: Scene, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: true, in: scene, completion: completion)
  }

  /// Hides the scene's keyboard with the keyboard's motion: every window's keyboard guides
  /// go back down to the safe area.
  public func hideKeyboard(in scene: Scene, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: false, in: scene, completion: completion)
  }

  private func setKeyboard(shown: Bool, in window: Window, completion: ((Bool) -> Void)?) {
    if let scene = window.windowScene {
      return setKeyboard(shown: shown, in: scene, completion: completion)
    }
    if !roots.contains(where: { $0 === window }) { watch(window) }
    if shown { _ = window.keyboardWindow }
    runKeyboardAnimation(completion: completion) {
      window.isKeyboardShown = shown
      window.layoutIfNeeded()
    }
  }

  private func setKeyboard(shown: Bool, in scene: Scene, completion: ((Bool) -> Void)?) {
    let visible = scene.visibleWindows
    for window in visible where !roots.contains(where: { $0 === window }) { watch(window) }
    // The keyboard windows exist before the block, so the keyboard rises from below the
    // screen rather than appearing at its place.
    if shown { for window in visible { _ = window.keyboardWindow } }
    var changed = false
    runKeyboardAnimation(completion: completion) {
      changed = scene.setKeyboard(shown: shown)
      for window in visible { window.layoutIfNeeded() }
    }
    if changed { scene.keyboardDidChange() }
  }

  private func runKeyboardAnimation(
    completion: ((Bool) -> Void)?, _ changes: () -> Void
  ) {
    let spring = Spring.keyboard
    run(
      duration: spring.duration, delay: 0, options: [], timing: .spring(spring),
      animations: changes, completion: completion)
  }
}
