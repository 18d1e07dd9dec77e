import Foundation

/// Recognizes taps, as `UITapGestureRecognizer`: ``numberOfTapsRequired`` taps of
/// ``numberOfTouchesRequired`` fingers each, the fingers staying within
/// ``allowableMovement`` points of where they came down, each tap beginning within
/// ``Scene/multiTapInterval`` seconds of the last one lifting. A discrete gesture: it is
/// recognized when the last tap lifts.
open class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move before the touches are not a tap, in points: an
  /// approximation (UIKit does not publish its tolerance).
  public static let allowableMovement: CGFloat = 10

  /// How many taps make the gesture (1 by default).
  public var numberOfTapsRequired = 1
  /// How many fingers each tap takes (1 by default).
  public var numberOfTouchesRequired = 1

  private var tapsDone = 0
  private var fingersThisTap = 0
  private var fingersDown = 0
  private var wait = 0

  /// A finger came down: too many fingers fail the tap.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    wait += 1
    fingersDown += touches.count
    fingersThisTap = Swift.max(fingersThisTap, fingersDown)
    if fingersThisTap > numberOfTouchesRequired { state = .failed }
  }

  /// A finger moved: too far fails the tap.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    for touch in touches {
      let start = touch.startScreenLocation
      let now = touch.screenLocation
      if hypot(now.x - start.x, now.y - start.y) > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  /// Fingers lifted: with all of them up, one more tap is done; the last one recognizes
  /// the gesture, an earlier one waits for the next tap.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    fingersDown = Swift.max(0, fingersDown - touches.count)
    guard fingersDown == 0 else { return }
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersThisTap = 0
    if tapsDone >= numberOfTapsRequired {
      state = .recognized
      return
    }
    wait += 1
    let token = wait
    after(Scene.multiTapInterval) { [weak self] in
      guard let self, self.wait == token, self.state == .possible else { return }
      self.state = .failed
    }
  }

  /// The system took the touches: not a tap.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = .failed
  }

  /// Forgets the taps counted.
  open override func reset() {
    super.reset()
    tapsDone = 0
    fingersThisTap = 0
    fingersDown = 0
  }
}
