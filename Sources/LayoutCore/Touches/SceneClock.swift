import Foundation

/// The time touches and gesture recognizers run on: an animator's clock when one watches
/// the scene (LayoutAnimation's `Animator` registers itself), otherwise the scene's own
/// ``SceneTimeline``.
package protocol SceneClock: AnyObject {
  /// The current time in seconds.
  var now: TimeInterval { get }
  /// Runs `action` once, `delay` seconds from now (0 or less, or NaN: at the next
  /// advance).
  func schedule(after delay: TimeInterval, _ action: @escaping () -> Void)
  /// Moves time forward, running what is due on the way in time order.
  func advance(by seconds: TimeInterval)
}

/// A scene's own time, for a scene no animator watches: timers in time order (ties in the
/// order scheduled), moved forward only by ``advance(by:)``.
final class SceneTimeline: SceneClock {
  private(set) var now: TimeInterval = 0
  private var timers: [(time: TimeInterval, order: Int, action: () -> Void)] = []
  private var nextOrder = 0

  func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    let wait = delay.isFinite ? Swift.max(0, delay) : 0
    timers.append((now + wait, nextOrder, action))
    nextOrder += 1
  }

  func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds >= 0 else { return }
    let target = now + seconds
    while let next = timers.indices.filter({ timers[$0].time <= target }).min(by: {
      (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order)
    }) {
      let timer = timers.remove(at: next)
      now = Swift.max(now, timer.time)
      timer.action()
    }
    now = target
  }
}
