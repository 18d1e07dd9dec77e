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
  /// The model changes at once (``Window/isKeyboardShown`` is true, the guides' layout
  /// frames and the views' frames are final); the presentation follows the spring. A window
  /// this animator does not watch yet (not among its scene's visible windows) is watched
  /// from now on. The completion runs when the motion ends, with `true` unless it was
  /// removed.
  public func showKeyboard(in window: Window, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: true, in: window, completion: completion)
  }

  /// Hides a window's keyboard with the keyboard's motion: the views placed against the
  /// keyboard guide move back down to the safe area.
  public func hideKeyboard(in window: Window, completion: ((Bool) -> Void)? = nil) {
    setKeyboard(shown: false, in: window, completion: completion)
  }

  private func setKeyboard(shown: Bool, in window: Window, completion: ((Bool) -> Void)?) {
    if !roots.contains(where: { $0 === window }) { watch(window) }
    let spring = Spring.keyboard
    run(
      duration: spring.duration, delay: 0, options: [], timing: .spring(spring),
      animations: {
        window.isKeyboardShown = shown
        window.layoutIfNeeded()
      }, completion: completion)
  }
}
