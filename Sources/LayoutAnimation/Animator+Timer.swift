import Foundation

extension Animator {
  /// Runs `action` once, `delay` seconds from now on the animator's clock: a timer, as
  /// `DispatchQueue.main.asyncAfter` on the virtual clock.
  ///
  /// The timer is an animation of no view (it moves nothing and no presentation value sees
  /// it), so the clock stops at its end like at any other event, and it runs in the same
  /// order as completions due at the same time. A delay of 0 or less, or NaN, runs `action`
  /// on the clock's next advance. There is no cancelling: callers check, when `action` runs,
  /// whether it still applies.
  package func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    let group = makeGroup { _ in action() }
    let length = AnimationClock.nanoseconds(delay)
    guard length > 0 else { return }
    animations.append(
      PropertyAnimation(
        id: nextID, view: nil, property: .alpha, delta: [], begin: clock.nanoseconds,
        duration: length, timing: .curve(.linear), group: group, allowsUserInteraction: true))
    nextID += 1
    if let g = groups.firstIndex(where: { $0.id == group }) { groups[g].running += 1 }
  }
}

extension Animator: SceneClock {
  /// The clock's time in seconds (a scene's touches are stamped with it).
  package var now: TimeInterval { clock.now }

  /// Advances the clock (``Scene/advanceTime(by:)`` of the scene watched).
  package func advance(by seconds: TimeInterval) {
    clock.advance(by: seconds)
  }
}
