import Foundation

/// Recognizes a press held in place, as `UILongPressGestureRecognizer`: once
/// ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` seconds
/// without moving more than ``allowableMovement`` points, the gesture begins; it then
/// changes as the fingers move and ends when they lift. A continuous gesture.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long the fingers must stay down, in seconds (0.5 by default, as UIKit's).
  public var minimumPressDuration: TimeInterval = 0.5
  /// How many fingers the press takes (1 by default).
  public var numberOfTouchesRequired = 1
  /// Taps before the press, as UIKit's property (0 by default). Only 0 is recognized
  /// here: a press after taps is not.
  public var numberOfTapsRequired = 0
  /// How far the fingers may move before the press begins, in points (10 by default, as
  /// UIKit's).
  public var allowableMovement: CGFloat = 10

  private var fingersDown = 0

  /// Fingers came down: with enough of them, the press is timed.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    fingersDown += touches.count
    guard state == .possible else { return }
    if numberOfTapsRequired > 0 || fingersDown > numberOfTouchesRequired {
      state = .failed
      return
    }
    guard fingersDown == numberOfTouchesRequired else { return }
    let count = fingersDown
    after(minimumPressDuration) { [weak self] in
      guard let self, self.state == .possible, self.fingersDown == count else { return }
      self.state = .began
    }
  }

  /// Fingers moved: before the press begins, too far fails it; after, the press changes.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      for touch in touches {
        let start = touch.startScreenLocation
        let now = touch.screenLocation
        if hypot(now.x - start.x, now.y - start.y) > allowableMovement {
          state = .failed
          return
        }
      }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Fingers lifted: a begun press ends; one not yet begun fails.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    fingersDown = Swift.max(0, fingersDown - touches.count)
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  /// The system took the touches: a begun press is cancelled.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    fingersDown = Swift.max(0, fingersDown - touches.count)
    state = state == .possible ? .failed : .cancelled
  }

  /// Forgets the fingers.
  open override func reset() {
    super.reset()
    fingersDown = 0
  }
}
