import Foundation

extension Scene {
  /// Puts the docked keyboard on screen at once: every window of the scene, hidden ones
  /// included, shows it (``Window/isKeyboardShown``), so the keyboard guides of all their
  /// views move to its top edge in their next layout pass. On iOS the keyboard belongs to
  /// the window scene, not to one window: a toast in its own alert-level window sees the
  /// keyboard the app's text field brought up.
  ///
  /// ```swift
  /// scene.show(app)
  /// scene.show(toast.window)
  /// scene.showKeyboard()
  /// toast.window.layoutIfNeeded()   // a bottom toast now sits above the keyboard
  /// ```
  ///
  /// A window shown later takes the scene's state. To move the guides with the keyboard's
  /// own motion, use ``Animator/showKeyboard(in:completion:)``.
  public func showKeyboard() {
    setKeyboard(shown: true)
  }

  /// Takes the keyboard off screen at once, in every window of the scene.
  public func hideKeyboard() {
    setKeyboard(shown: false)
  }

  /// Sets the keyboard state of the scene and of every window in it.
  func setKeyboard(shown: Bool) {
    isKeyboardShown = shown
    for window in allWindows { window.isKeyboardShown = shown }
  }
}
