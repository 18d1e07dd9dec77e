import Foundation

extension Scene {
  /// How soon after one tap lifts the next must come down to count with it
  /// (``Touch/tapCount``, a double tap), in seconds: an approximation of UIKit's.
  public static let multiTapInterval: TimeInterval = 0.35
  /// How near the last tap the next must come down to count with it, in points: an
  /// approximation of UIKit's.
  public static let multiTapDistance: CGFloat = 45

  /// A tap at a point in screen coordinates, as a finger makes one: it comes down
  /// (``touchDown(at:)``) and lifts (``touchUp(_:)``) with no time passing.
  /// ``hitTest(_:with:)`` finds the view under it (a window with user interaction off, such
  /// as seed 000's toast window, lets the touch through to the windows behind); gesture
  /// recognizers on that view and above it get the touch first, then the view, which
  /// passes it up to the nearest control. An enabled control is highlighted, sends
  /// ``Control/Event/touchDown``, is unhighlighted, then sends
  /// ``Control/Event/touchUpInside`` (a button then ``Control/Event/primaryActionTriggered``;
  /// a ``Switch`` flips and sends `.valueChanged` first).
  ///
  /// ```swift
  /// scene.show(appWindow)
  /// scene.show(toastWindow)                  // .alert, isUserInteractionEnabled = false
  /// scene.tap(at: CGPoint(x: 196, y: 426))   // the app's button under the toast runs its actions
  /// ```
  ///
  /// - Returns: The control that took the tap and sent its touch-up actions; nil when the
  ///   tap reached no control or a disabled one (it takes the touch and sends nothing, as
  ///   in UIKit), when a gesture recognizer took the touch, or when one still holds the
  ///   touch-up back (a double-tap recognizer waiting for a second tap: the control's
  ///   actions run once time passes, see ``advanceTime(by:)``).
  @discardableResult
  public func tap(at point: CGPoint) -> Control? {
    let touch = touchDown(at: point)
    touchUp(touch)
    return Self.controlThatFinished(touch)
  }

  /// A finger held down at a point for `duration` seconds, then lifted: long-press
  /// recognizers begin on the way (time passes as ``advanceTime(by:)`` lets it).
  ///
  /// - Returns: The control that took the touch and sent its touch-up actions (nil as for
  ///   ``tap(at:)``; a long-press recognizer that began took the touch).
  @discardableResult
  public func press(at point: CGPoint, forDuration duration: TimeInterval) -> Control? {
    let touch = touchDown(at: point)
    advanceTime(by: duration)
    touchUp(touch)
    return Self.controlThatFinished(touch)
  }

  /// A finger drawn from `start` to `end` (screen coordinates) in a straight line at even
  /// speed over `duration` seconds, in `steps` moves (at least 1), then lifted: pans and
  /// swipes are recognized on the way.
  ///
  /// ```swift
  /// scene.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.2)
  /// ```
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int = 10) {
    let touch = touchDown(at: start)
    let count = Swift.max(1, steps)
    let step = duration.isFinite && duration > 0 ? duration / Double(count) : 0
    for i in 1...count {
      advanceTime(by: step)
      let t = CGFloat(i) / CGFloat(count)
      touchMove(
        touch, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
    touchUp(touch)
  }

  /// A finger comes down at a point in screen coordinates: the touch goes to the gesture
  /// recognizers of the view under it and of the views above, then to the view (unless a
  /// recognizer delays it). Several fingers may be down at once.
  ///
  /// ```swift
  /// let finger = scene.touchDown(at: CGPoint(x: 100, y: 300))
  /// scene.advanceTime(by: 0.6)      // a long-press recognizer begins
  /// scene.touchMove(finger, to: CGPoint(x: 100, y: 340))
  /// scene.touchUp(finger)
  /// ```
  @discardableResult
  public func touchDown(at point: CGPoint) -> Touch {
    touchArena.touchDown(at: point)
  }

  /// A finger that is down moves to a point in screen coordinates (a lifted touch is left
  /// alone).
  public func touchMove(_ touch: Touch, to point: CGPoint) {
    touchArena.touchMove(touch, to: point)
  }

  /// A finger lifts.
  public func touchUp(_ touch: Touch) {
    touchArena.touchUp(touch)
  }

  /// The system takes a finger away (a call comes in): recognizers and the view get
  /// `touchesCancelled`.
  public func touchCancel(_ touch: Touch) {
    touchArena.touchCancel(touch)
  }

  /// The fingers down now, in the order they came down.
  public var activeTouches: [Touch] { touchArena.down }

  /// The time touches are stamped with, in seconds: the clock of the animator that
  /// watches the scene (LayoutAnimation's `Animator(clock:scene:)`), or else the scene's
  /// own, which starts at 0 and moves only by ``advanceTime(by:)``.
  public var touchTime: TimeInterval { touchArena.clock.now }

  /// Lets time pass with the fingers where they are: a long press begins, a double tap's
  /// wait for the second tap runs out. With an animator watching the scene this advances
  /// the animator's clock (animations move on too). A negative or non-finite time does
  /// nothing.
  public func advanceTime(by seconds: TimeInterval) {
    touchArena.clock.advance(by: seconds)
  }

  /// Attaches the clock of an animator that watches the scene: touches and recognizers'
  /// timers run on it from now on.
  package func attachClock(_ clock: any SceneClock) {
    touchArena.attachedClock = clock
  }

  /// The control that tracked a touch and got its touch-up, if the touch is done with.
  private static func controlThatFinished(_ touch: Touch) -> Control? {
    let delivery = touch.delivery
    guard delivery.hasBegun, !delivery.isCancelled, delivery.queue.isEmpty,
      let control = touch.trackingControl, !control.isTracking
    else { return nil }
    return control
  }
}
