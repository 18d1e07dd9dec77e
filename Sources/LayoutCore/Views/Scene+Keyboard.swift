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
    if setKeyboard(shown: true) { keyboardDidChange() }
  }

  /// Takes the keyboard off screen at once, in every window of the scene.
  public func hideKeyboard() {
    if setKeyboard(shown: false) { keyboardDidChange() }
  }

  /// Sets the keyboard state of the scene and of every window in it.
  ///
  /// - Returns: Whether the scene's state changed.
  @discardableResult
  package func setKeyboard(shown: Bool) -> Bool {
    let changed = isKeyboardShown != shown
    isKeyboardShown = shown
    for window in allWindows { window.isKeyboardShown = shown }
    return changed
  }

  /// Tells the keyboard's observers that it came up or went down, once the change is made
  /// (after the animation block that moved it, for an animated change), as UIKit posts
  /// `keyboardWillShowNotification` to whoever listens: toast presenters make room.
  package func keyboardDidChange() {
    keyboardObservers.removeAll { $0.observer == nil }
    for entry in keyboardObservers { entry.observer?.sceneKeyboardDidChange(self) }
  }

  /// Adds an observer of the scene's keyboard (held weakly).
  package func addKeyboardObserver(_ observer: SceneKeyboardObserver) {
    keyboardObservers.removeAll { $0.observer == nil || $0.observer === observer }
    keyboardObservers.append(WeakKeyboardObserver(observer: observer))
  }
}

/// Something that follows a scene's keyboard (a toast presenter).
package protocol SceneKeyboardObserver: AnyObject {
  /// The scene's keyboard came up or went down (``Scene/isKeyboardShown`` says which).
  func sceneKeyboardDidChange(_ scene: Scene)
}

/// A keyboard observer held weakly.
struct WeakKeyboardObserver {
  weak var observer: SceneKeyboardObserver?
}
