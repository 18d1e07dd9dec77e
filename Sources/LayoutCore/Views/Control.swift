import Foundation

/// A view that turns touches into actions, as `UIControl`: it has a state (enabled,
/// selected, highlighted), aligns its content, and sends actions for events.
///
/// ```swift
/// let button = Button(type: .system)
/// button.setTitle("Save", for: .normal)
/// button.addAction(Action { _ in save() }, for: .touchUpInside)
/// scene.tap(at: button.convert(CGPoint(x: 10, y: 10), to: nil))   // runs save()
/// ```
///
/// ``Button`` is the control the package draws; a subclass may be made for others. See
/// `Control+Actions.swift` for actions and targets, and ``Scene/tap(at:)`` for taps.
open class Control: View {
  /// Whether the control responds to touches (true by default). A tap on a disabled
  /// control sends nothing; it still takes the touch (hit-testing does not look at this).
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected (false by default; a button's title may differ).
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether a touch is down on the control now (set while a tracked touch is inside).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }
  /// Where the content sits horizontally in the bounds (centred by default).
  public var contentHorizontalAlignment = ContentHorizontalAlignment.center {
    didSet { if contentHorizontalAlignment != oldValue { contentAlignmentDidChange() } }
  }
  /// Where the content sits vertically in the bounds (centred by default).
  public var contentVerticalAlignment = ContentVerticalAlignment.center {
    didSet { if contentVerticalAlignment != oldValue { contentAlignmentDidChange() } }
  }

  /// The actions and targets added, in the order added.
  var eventHandlers: [ControlEventHandler] = []

  /// The state as a set: `.normal` (empty) plus `.highlighted`, `.disabled` and
  /// `.selected` as they hold.
  public var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The horizontal alignment with leading and trailing turned into left or right by the
  /// view's layout direction, as UIKit's `effectiveContentHorizontalAlignment`.
  public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// The state changed (a button shows the title and colour of the new state).
  func stateDidChange() {}

  /// An alignment changed (a button moves its title).
  func contentAlignmentDidChange() {
    report(.appearance)
  }

  // MARK: Tracking a touch

  /// How far outside its bounds a touch still counts as inside the control, in points: an
  /// approximation of UIKit's margin (it does not publish it).
  public static let touchTrackingMargin: CGFloat = 70

  /// Whether the control is following a touch now, as UIKit's `isTracking`.
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside the control (with ``touchTrackingMargin``), as
  /// UIKit's `isTouchInside`.
  public private(set) var isTouchInside = false
  private weak var trackedTouch: Touch?
  /// Where the last tracked touch lifted, in the control's coordinates (a stepper's tap
  /// steps by the half it lands on).
  var lastTouchLocation: CGPoint?

  /// A touch came down on the control: it starts tracking (unless disabled, or
  /// ``beginTracking(_:with:)`` says no), is highlighted and sends `.touchDown`
  /// (`.touchDownRepeat` too for a second tap in a row).
  open override func touchesBegan(_ touches: Set<Touch>, with event: LayoutCore.Event?) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    guard beginTracking(touch, with: event) else { return }
    isTracking = true
    isTouchInside = true
    trackedTouch = touch
    touch.trackingControl = self
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// The touch moved: the control is highlighted while it is inside and sends the drag
  /// events (`.touchDragEnter` or `.touchDragExit` on crossing, then `.touchDragInside` or
  /// `.touchDragOutside`).
  open override func touchesMoved(_ touches: Set<Touch>, with event: LayoutCore.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    let inside = isInsideForTracking(touch)
    if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    if !continueTracking(touch, with: event) { stopTracking(touch, with: event) }
  }

  /// The touch lifted: inside, the control's tap (``Event/touchUpInside``, and what the
  /// control does, see ``finishTap()``); outside, `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<Touch>, with event: LayoutCore.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    let inside = isInsideForTracking(touch)
    stopTracking(touch, with: event)
    lastTouchLocation = touch.location(in: self)
    if inside { finishTap() } else { sendActions(for: .touchUpOutside) }
  }

  /// The touch was taken away (a gesture recognizer recognized it): `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: LayoutCore.Event?) {
    guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    trackedTouch = nil
    cancelTracking(with: event)
    sendActions(for: .touchCancel)
  }

  /// Whether to track a touch that came down, as UIKit's (true by default).
  open func beginTracking(_ touch: Touch, with event: LayoutCore.Event?) -> Bool { true }
  /// Whether to go on tracking a touch that moved (true by default).
  open func continueTracking(_ touch: Touch, with event: LayoutCore.Event?) -> Bool { true }
  /// Tracking ended: the touch lifted (or ``continueTracking(_:with:)`` said no).
  open func endTracking(_ touch: Touch?, with event: LayoutCore.Event?) {}
  /// Tracking was cancelled.
  open func cancelTracking(with event: LayoutCore.Event?) {}

  /// Whether the control's default action is a single tap (a button's, a switch's): a
  /// single-tap recognizer above it then leaves the tap to the control, as in UIKit.
  var takesSingleTaps: Bool { false }

  private func stopTracking(_ touch: Touch, with event: LayoutCore.Event?) {
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    trackedTouch = nil
    endTracking(touch, with: event)
  }

  private func isInsideForTracking(_ touch: Touch) -> Bool {
    let margin = Self.touchTrackingMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
  }

  /// What a tap does once the touch is up (after ``Event/touchDown``): sends
  /// `.touchUpInside` (a button then `.primaryActionTriggered`; a control with a value
  /// changes it first and sends `.valueChanged`).
  package func finishTap() {
    sendActions(for: .touchUpInside)
  }
}
