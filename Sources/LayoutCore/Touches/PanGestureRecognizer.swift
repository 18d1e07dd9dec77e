import Foundation

/// Recognizes a drag, as `UIPanGestureRecognizer`: it begins once the fingers (between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches``) have moved
/// ``hysteresis`` points from where they came down, changes as they move, and ends when
/// fewer than the minimum are left. ``translation(in:)`` is how far the centre of the
/// fingers moved, ``velocity(in:)`` how fast it moves now. A continuous gesture.
///
/// ```swift
/// @objc func didPan(_ pan: UIPanGestureRecognizer) {   // iOS; here without @objc
///   let moved = pan.translation(in: view)
///   card.center.x += moved.x
///   pan.setTranslation(.zero, in: view)
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
  /// How far the fingers must move before the pan begins, in points: an approximation
  /// (UIKit does not publish its threshold).
  public static let hysteresis: CGFloat = 10
  /// How far back ``velocity(in:)`` looks, in seconds.
  static let velocityWindow: TimeInterval = 0.1

  /// The fewest fingers that pan (1 by default).
  public var minimumNumberOfTouches = 1
  /// The most fingers that pan (no limit by default); more fail a pan not yet begun.
  public var maximumNumberOfTouches = Int.max

  /// Where the translation is measured from, in screen coordinates (where the fingers came
  /// down, moved on by ``setTranslation(_:in:)``).
  private var origin: CGPoint?
  /// The centre of the fingers over time, for the velocity.
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// How far the centre of the fingers moved since they came down (or since the last
  /// ``setTranslation(_:in:)``), in a view's coordinates (nil: the window's).
  public func translation(in view: View?) -> CGPoint {
    guard let origin else { return .zero }
    let now = Touch.convert(screenCentroid, window: touchWindow, to: view)
    let start = Touch.convert(origin, window: touchWindow, to: view)
    return CGPoint(x: now.x - start.x, y: now.y - start.y)
  }

  /// Makes ``translation(in:)`` read `translation` now (`.zero` to measure the next move
  /// from here, as a drag handler does after moving its view).
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    let window = touchWindow
    let now = Touch.convert(screenCentroid, window: window, to: view)
    let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
    origin = Touch.screenPoint(start, in: view, window: window)
  }

  /// How fast the centre of the fingers moves, in points per second in a view's
  /// coordinates: over the last tenth of a second of samples (zero before it moved).
  public func velocity(in view: View?) -> CGPoint {
    guard let last = samples.last,
      let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
      last.time > first.time
    else { return .zero }
    let window = touchWindow
    let a = Touch.convert(first.point, window: window, to: view)
    let b = Touch.convert(last.point, window: window, to: view)
    let dt = CGFloat(last.time - first.time)
    return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
  }

  /// Fingers came down: the translation is measured from the first.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible && activeTouches.count > maximumNumberOfTouches {
      state = .failed
      return
    }
    if origin == nil { origin = screenCentroid }
    record(event)
  }

  /// Fingers moved: past the hysteresis the pan begins, then it changes.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    record(event)
    switch state {
    case .possible:
      guard let origin, activeTouches.count >= minimumNumberOfTouches else { return }
      let at = screenCentroid
      if hypot(at.x - origin.x, at.y - origin.y) >= Self.hysteresis { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Fingers lifted: with fewer than the minimum left, a begun pan ends and one not begun
  /// fails.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard activeTouches.count < minimumNumberOfTouches else { return }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// The system took the touches: a begun pan is cancelled.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state == .possible ? .failed : .cancelled
  }

  /// Forgets the origin and the samples.
  open override func reset() {
    super.reset()
    origin = nil
    samples = []
  }

  private func record(_ event: Event) {
    samples.append((event.timestamp, screenCentroid))
    samples.removeAll { event.timestamp - $0.time > Self.velocityWindow }
  }
}
