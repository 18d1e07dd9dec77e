import Foundation

extension FloatingMenu {
  /// The springs of the corner layouts' items: opening 0.3 s with damping 0.55 and initial
  /// velocity 0.3, closing 0.3 s with damping 0.6 and velocity 0.8
  /// (JJFloatingActionButton's defaults).
  public static let openingSpring = (duration: 0.3, damping: 0.55, velocity: 0.3)
  /// See ``openingSpring``.
  public static let closingSpring = (duration: 0.3, damping: 0.6, velocity: 0.8)

  /// Opens or closes a corner layout: each item springs between the "+" button's centre
  /// and its place, and fades (ease-out in, ease-in out, over the spring's duration),
  /// starting ``ItemLayout/itemDelay`` after the one before: copy first when opening, share
  /// first when closing. ``state`` flips when the last item's spring ends:
  /// `(count − 1) · itemDelay + 0.3` s after the tap (0.5 s for three items in a line, 0.4 s
  /// on the circle).
  func toggleStaggered(using animator: Animator) {
    let opening = state == .closed
    let order = opening ? items : items.reversed()
    let spring = opening ? Self.openingSpring : Self.closingSpring
    let curve: View.AnimationOptions = opening ? .curveEaseOut : .curveEaseIn
    for (k, item) in order.enumerated() {
      let delay = TimeInterval(k) * layout.itemDelay
      let away = closedTransform(of: item)
      let last = k == order.count - 1
      animator.animate(
        withDuration: spring.duration, delay: delay, usingSpringWithDamping: spring.damping,
        initialSpringVelocity: spring.velocity
      ) {
        item.transform = opening ? .identity : away
      } completion: { [weak self] _ in
        if last { self?.setState(opening ? .open : .closed) }
      }
      animator.animate(withDuration: spring.duration, delay: delay, options: curve) {
        item.alpha = opening ? 1 : 0
      }
    }
  }
}
