import Foundation

/// One finger on the screen, as `UITouch`: where it is, where it was at the event before,
/// when it last changed and what phase it is in. ``Scene/touchDown(at:)`` makes one; the
/// scene moves and lifts it (``Scene/touchMove(_:to:)``, ``Scene/touchUp(_:)``).
///
/// ```swift
/// let finger = scene.touchDown(at: CGPoint(x: 100, y: 300))
/// scene.touchMove(finger, to: CGPoint(x: 160, y: 300))
/// finger.location(in: card)            // in the card's coordinates
/// scene.touchUp(finger)
/// ```
public final class Touch: Hashable {
  /// Where a touch is in its life, as `UITouch.Phase` (UIKit's raw values).
  public enum Phase: Int, Sendable, CaseIterable {
    /// The finger came down.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down and did not move since the last event.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system took the touch away (``Scene/touchCancel(_:)``).
    case cancelled = 4
  }

  /// What made the touch, as `UITouch.TouchType`: every touch here is a finger.
  public enum TouchType: Int, Sendable, CaseIterable {
    /// A finger on the screen.
    case direct = 0
    /// A touch not on the screen (a remote's surface).
    case indirect = 1
    /// An Apple Pencil.
    case pencil = 2
  }

  /// The phase the touch is in.
  public internal(set) var phase = Phase.began
  /// When the touch last changed, in seconds on the scene's clock (see
  /// ``Scene/advanceTime(by:)``).
  public internal(set) var timestamp: TimeInterval
  /// How many times the finger tapped this place in a row: 2 for the second tap of a
  /// double tap (taps count together within ``Scene/multiTapInterval`` seconds and
  /// ``Scene/multiTapDistance`` points of each other).
  public internal(set) var tapCount = 1
  /// What made the touch (always ``TouchType/direct``).
  public let type = TouchType.direct
  /// The view the touch came down on (the hit-tested view; nil when it hit nothing). It
  /// stays the touch's view when the finger moves off it, as in UIKit.
  public internal(set) var view: View?
  /// The window of ``view``.
  public internal(set) var window: Window?
  /// The gesture recognizers that receive the touch, from the touched view up to its
  /// window (nil when none does).
  public var gestureRecognizers: [GestureRecognizer]? {
    recognizers.isEmpty ? nil : recognizers
  }

  /// The finger's place on the screen now, in screen coordinates.
  var screenLocation: CGPoint
  /// The finger's place at the event before.
  var previousScreenLocation: CGPoint
  /// Where the finger came down, in screen coordinates.
  let startScreenLocation: CGPoint
  /// The recognizers the touch is delivered to (see ``gestureRecognizers``).
  var recognizers: [GestureRecognizer] = []
  /// The control that tracks the touch (``Control/beginTracking(_:with:)`` said yes).
  weak var trackingControl: Control?
  /// What the touched view has been sent and still waits to be sent.
  var delivery = ViewDelivery()

  init(at point: CGPoint, time: TimeInterval) {
    screenLocation = point
    previousScreenLocation = point
    startScreenLocation = point
    timestamp = time
  }

  /// The touch's place now in a view's coordinates (nil: its window's, as UIKit's).
  public func location(in view: View?) -> CGPoint {
    Self.convert(screenLocation, window: window, to: view)
  }

  /// The touch's place at the event before, in a view's coordinates (nil: its window's).
  public func previousLocation(in view: View?) -> CGPoint {
    Self.convert(previousScreenLocation, window: window, to: view)
  }

  /// A point in screen coordinates in a view's coordinates: through the window (nil: the
  /// window's own coordinates; without a window, the screen's).
  static func convert(_ point: CGPoint, window: Window?, to view: View?) -> CGPoint {
    guard let window else { return view?.convert(point, from: nil) ?? point }
    let inWindow = window.pointFromSuperview(point)
    guard let view, view !== window else { return inWindow }
    return view.convert(inWindow, from: window)
  }

  /// A point in a view's coordinates (nil: the window's) in screen coordinates.
  static func screenPoint(_ point: CGPoint, in view: View?, window: Window?) -> CGPoint {
    guard let window else { return view?.convert(point, to: nil) ?? point }
    let inWindow = view.map { $0 === window ? point : $0.convert(point, to: window) } ?? point
    return window.pointInSuperview(inWindow)
  }

  /// Touches are the same touch only when they are the same object.
  public static func == (a: Touch, b: Touch) -> Bool { a === b }

  /// Hashes the touch's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The events a touched view has been sent, and those that wait for gesture recognizers
/// (a recognizer that delays touches holds them back until it fails).
struct ViewDelivery {
  /// The view got ``Touch/Phase/began``, so a cancel must reach it.
  var hasBegun = false
  /// A recognizer took the touch: the view gets nothing more.
  var isCancelled = false
  /// The phases still to send, in order.
  var queue: [Touch.Phase] = []
}

/// The touches of the moment, as `UIEvent`: every finger down on the scene, and when the
/// latest of them changed.
public final class Event {
  /// What kind of event this is, as `UIEvent.EventType` (UIKit's raw values); touch events
  /// are the only ones made here.
  public enum EventType: Int, Sendable, CaseIterable {
    /// Fingers on the screen.
    case touches = 0
    /// A shake.
    case motion = 1
    /// A remote control or headset button.
    case remoteControl = 2
    /// Physical buttons pressed.
    case presses = 3
  }

  /// The kind of event (always ``EventType/touches``).
  public let type = EventType.touches
  /// When the event happened, in seconds on the scene's clock.
  public internal(set) var timestamp: TimeInterval = 0
  /// The touches the event carries: those down now and any that ended or was cancelled
  /// in it.
  var touches: [Touch] = []

  init() {}

  /// Every touch of the event (nil when there is none).
  public var allTouches: Set<Touch>? {
    touches.isEmpty ? nil : Set(touches)
  }

  /// The touches that came down on a view (nil when none did).
  public func touches(for view: View) -> Set<Touch>? {
    let found = touches.filter { $0.view === view }
    return found.isEmpty ? nil : Set(found)
  }

  /// The touches on views of a window (nil when none is).
  public func touches(for window: Window) -> Set<Touch>? {
    let found = touches.filter { $0.window === window }
    return found.isEmpty ? nil : Set(found)
  }

  /// The touches delivered to a gesture recognizer (nil when none is).
  public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
    let found = touches.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
    return found.isEmpty ? nil : Set(found)
  }
}
