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
  /// Whether a touch is down on the control now (``Scene/tap(at:)`` sets it while the
  /// touch is down).
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

  /// What a tap does once the touch is up (after ``Event/touchDown``): sends
  /// `.touchUpInside` (a button then `.primaryActionTriggered`; a control with a value
  /// changes it first and sends `.valueChanged`).
  package func finishTap() {
    sendActions(for: .touchUpInside)
  }
}
