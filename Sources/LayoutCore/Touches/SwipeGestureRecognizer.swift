import Foundation

/// Recognizes a quick straight stroke, as `UISwipeGestureRecognizer`: the fingers move at
/// least ``minimumDistance`` points in one of the allowed ``direction``s, staying within
/// half that distance across it, within ``maximumDuration`` seconds of coming down. A
/// discrete gesture: it is recognized while the fingers are still moving. The distance,
/// slant and time limits are approximations (UIKit does not publish them).
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may go, as `UISwipeGestureRecognizer.Direction` (UIKit's raw
  /// values).
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A set of directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up the screen.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down the screen.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// How far a swipe goes, in points.
  public static let minimumDistance: CGFloat = 50
  /// How long a swipe may take, in seconds.
  public static let maximumDuration: TimeInterval = 0.5

  /// The directions recognized (``Direction/right`` by default, as UIKit's).
  public var direction = Direction.right
  /// How many fingers swipe (1 by default).
  public var numberOfTouchesRequired = 1

  private var start: (time: TimeInterval, point: CGPoint)?

  /// Fingers came down: the stroke is measured from their centre.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if activeTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = (event.timestamp, screenCentroid)
  }

  /// Fingers moved: far and straight enough, in time, recognizes the swipe.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard state == .possible, let start else { return }
    if event.timestamp - start.time > Self.maximumDuration {
      state = .failed
      return
    }
    guard activeTouches.count == numberOfTouchesRequired else { return }
    let at = screenCentroid
    let dx = at.x - start.point.x
    let dy = at.y - start.point.y
    let strokes: [(Direction, CGFloat, CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (way, along, across) in strokes where direction.contains(way) {
      if along >= Self.minimumDistance && abs(across) <= along / 2 {
        state = .recognized
        return
      }
    }
  }

  /// Fingers lifted before the stroke was long enough: not a swipe.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if state == .possible { state = .failed }
  }

  /// The system took the touches: not a swipe.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = .failed
  }

  /// Forgets the start.
  open override func reset() {
    super.reset()
    start = nil
  }
}
