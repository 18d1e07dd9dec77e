import Foundation

extension Window {
  /// Puts the docked keyboard on screen at once (``isKeyboardShown``): the keyboard guides
  /// of the window's views move to its top edge in the next layout pass. To move them with
  /// the keyboard's own motion, use ``Animator/showKeyboard(in:completion:)``.
  ///
  /// A convenience for the window's scene: in a scene (``windowScene``) this is
  /// ``Scene/showKeyboard()``, so every window of the scene shows the keyboard (as on
  /// iOS, where the keyboard belongs to the window scene); a window in no scene shows it
  /// alone. Setting ``isKeyboardShown`` itself changes this window only.
  ///
  /// ```swift
  /// window.showKeyboard()
  /// window.layoutIfNeeded()
  /// window.keyboardLayoutGuide.layoutFrame   // (0, 516, 393, 336) on an iPhone 15
  /// ```
  public func showKeyboard() {
    if let scene = windowScene { scene.showKeyboard() } else { isKeyboardShown = true }
  }

  /// Takes the keyboard off screen at once: the keyboard guides go back to the bottom of
  /// the safe area (in every window of the scene, when the window is in one).
  public func hideKeyboard() {
    if let scene = windowScene { scene.hideKeyboard() } else { isKeyboardShown = false }
  }

  /// The docked keyboard's height on this window's screen in its orientation (0 for a
  /// screen whose height is negative or not a number).
  public var keyboardHeight: CGFloat {
    let height = screen.keyboardHeight(in: orientation)
    return height.isFinite ? max(height, 0) : 0
  }

  /// The keyboard's frame in the window's coordinates: across the window's width, its top
  /// ``keyboardHeight`` above the bottom when shown, just below the bottom when hidden (as
  /// UIKit's keyboard notifications report it).
  public var keyboardFrame: CGRect {
    Screen.keyboardFrame(across: size, height: keyboardHeight, shown: isKeyboardShown)
  }
}

extension LayoutEngine {
  /// A window showed or hid its keyboard: the keyboard guides of its views are made again
  /// (the constraints that use them follow in the same pass; nothing else is touched).
  func keyboardDidChange(of window: Window) {
    for guide in safeAreaGuides
    where guide.role == .keyboard && guide.layoutNode.isIn(self)
      && guide.layoutNode.window === window
    {
      enqueue(guide, .implicit)
    }
  }

  /// A window's text size changed: the readable-content guides of its views are made again.
  func contentSizeCategoryDidChange(of window: Window) {
    forEachItem(below: window) { item in
      guard let view = item.viewItem, view.layoutNode.window === window,
        let guide = view.readableGuideStorage
      else { return }
      enqueue(guide, .implicit)
    }
  }
}
