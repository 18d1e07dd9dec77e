import Foundation

extension FloatingMenu {
  /// Whether the action buttons are moving (a ``toggle(using:)`` animation is running).
  public func isMoving(on animator: Animator) -> Bool {
    [copyButton, wifiButton, shareButton].contains { animator.isAnimating($0) }
  }

  /// Opens or closes the menu with seed 003's animation, as a tap on "+" does; a tap while
  /// the buttons are moving is ignored (returns `false`).
  ///
  /// ```swift
  /// menu.toggle(using: animator)    // opening: 0.3 s
  /// clock.advance(to: 0.1)
  /// menu.toggle(using: animator)    // false: still moving
  /// ```
  ///
  /// Opening: copy starts at `+gap` and goes to `+gap/2` in 0.1 s while a 0.3 s animation
  /// takes it to 0 and its alpha from 0 to 1 (both ease-in-out, blended additively as iOS
  /// does); wifi rises from `+100` and fades in over 0.3 s; share mirrors copy from
  /// `-gap`. Closing runs the same moves back. ``state`` flips when share's 0.3 s
  /// animation completes, as the seed's completion sets `areButtonsFloated`.
  ///
  /// The corner layouts (``ItemLayout/vertical``, ``ItemLayout/horizontal``,
  /// ``ItemLayout/circular``) use staggered springs instead: see ``openingSpring``.
  @discardableResult
  public func toggle(using animator: Animator) -> Bool {
    guard !isMoving(on: animator) else { return false }
    animator.watch(window)
    guard layout == .seed else {
      toggleStaggered(using: animator)
      return true
    }
    let gap = self.gap
    let opening = state == .closed
    let alpha: CGFloat = opening ? 1 : 0
    func shift(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
      opening ? .identity : CGAffineTransform(translationX: x, y: y)
    }
    let copy = copyButton
    let wifi = wifiButton
    let share = shareButton
    if opening {
      copy.alpha = 0
      copy.transform = CGAffineTransform(translationX: gap, y: 0)
      wifi.alpha = 0
      wifi.transform = CGAffineTransform(translationX: 0, y: 100)
      share.alpha = 0
      share.transform = CGAffineTransform(translationX: -gap, y: 0)
    }
    animator.animate(withDuration: 0.1) {
      copy.transform = CGAffineTransform(translationX: gap / 2, y: 0)
    }
    animator.animate(withDuration: 0.3) {
      copy.alpha = alpha
      copy.transform = shift(gap, 0)
    }
    animator.animate(withDuration: 0.3) {
      wifi.alpha = alpha
      wifi.transform = shift(0, 100)
    }
    animator.animate(withDuration: 0.1) {
      share.transform = CGAffineTransform(translationX: -gap / 2, y: 0)
    }
    animator.animate(withDuration: 0.3) {
      share.alpha = alpha
      share.transform = shift(-gap, 0)
    } completion: { [weak self] _ in
      self?.setState(opening ? .open : .closed)
    }
    return true
  }
}
